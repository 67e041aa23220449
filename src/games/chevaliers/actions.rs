//! The decisions of Chevaliers (CHV-17.1) and why one may be refused (CHV-17.4).
//!
//! Choices inside a decision are fields (the quest Heroism is laid on, the war a Mercenary
//! joins). Choices too large to list at once are steps of the same seat: a siege fight adds
//! its Fight cards one at a time, then rolls; a sharing proposal gives the pool's cards one
//! at a time; Messenger hands over one card at a time; Clairvoyance puts the cards back one
//! at a time; discards of one's choice are made one card at a time.

use super::cards::{Knight, White};
use std::fmt;
use tr_core::seats::Seat;

/// A quest (CHV-7.A). Lancelot and the Dragon share a board, one after the other.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Quest {
    /// The Black Knight tournament (solo, perpetual).
    BlackKnight,
    /// Lancelot (solo), then the Dragon on the back of its board.
    Lancelot,
    /// The Dragon (group).
    Dragon,
    /// Excalibur (group).
    Excalibur,
    /// The Holy Grail (group).
    Grail,
    /// The Pict war (group, perpetual).
    Picts,
    /// The Saxon war (group, perpetual).
    Saxons,
}

impl Quest {
    /// All seven, in the spec's order.
    pub const ALL: [Quest; 7] = [
        Quest::BlackKnight,
        Quest::Lancelot,
        Quest::Dragon,
        Quest::Excalibur,
        Quest::Grail,
        Quest::Picts,
        Quest::Saxons,
    ];

    /// A solo quest holds one knight at most (CHV-5.3).
    #[must_use]
    pub fn is_solo(self) -> bool {
        matches!(self, Quest::BlackKnight | Quest::Lancelot)
    }

    /// A combat quest: Fight cards against Black card values (CHV-7.5).
    #[must_use]
    pub fn is_combat(self) -> bool {
        matches!(self, Quest::BlackKnight | Quest::Lancelot | Quest::Dragon)
    }

    /// The war of a war quest.
    #[must_use]
    pub fn war(self) -> Option<War> {
        match self {
            Quest::Picts => Some(War::Picts),
            Quest::Saxons => Some(War::Saxons),
            _ => None,
        }
    }
}

/// One of the two wars (CHV-7.8).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum War {
    /// The Picts.
    Picts,
    /// The Saxons.
    Saxons,
}

impl War {
    /// Both wars.
    pub const BOTH: [War; 2] = [War::Picts, War::Saxons];

    /// Its quest.
    #[must_use]
    pub fn quest(self) -> Quest {
        match self {
            War::Picts => Quest::Picts,
            War::Saxons => Quest::Saxons,
        }
    }

    /// 0 or 1.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where a knight stands (CHV-5.2, CHV-5.5).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Place {
    /// Camelot: the Round Table and the siege area.
    Camelot,
    /// A quest.
    Quest(Quest),
}

/// Who benefits from Piety or Reinforcements (CHV-8.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Whom {
    /// The player himself.
    Me,
    /// Every other living knight.
    Others,
}

/// What a Merlin played as the SPECIAL action does (CHV-8.2 b).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MerlinUse {
    /// Remove the last Black card placed on a combat quest (Black Knight, Lancelot, Dragon).
    Combat(Quest),
    /// Remove a warrior from a war.
    Warrior(War),
    /// Remove the Black card nearest the middle of the Grail board.
    Grail,
    /// Move Excalibur one step toward the Knights.
    Excalibur,
    /// Remove a siege engine.
    Engine,
}

/// A Special White card played with its choices (CHV-8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Special {
    /// Merlin (CHV-8.2 b).
    Merlin(MerlinUse),
    /// Fate.
    Fate,
    /// Piety: 3 Life to me, or 1 to every other living knight.
    Piety(Whom),
    /// Heroism, laid on an active quest.
    Heroism(Quest),
    /// Reinforcements: 4 cards to me, or 1 to every other knight.
    Reinforcements(Whom),
    /// Clairvoyance: look at the top 5 Black cards and put them back in any order.
    Clairvoyance,
    /// Messenger: give 1 to 3 White cards to that knight.
    Messenger(Seat),
    /// Lady of the Lake.
    LadyOfTheLake,
    /// Convocation.
    Convocation,
}

impl Special {
    /// The card played.
    #[must_use]
    pub fn card(self) -> White {
        match self {
            Special::Merlin(_) => White::Merlin,
            Special::Fate => White::Fate,
            Special::Piety(_) => White::Piety,
            Special::Heroism(_) => White::Heroism,
            Special::Reinforcements(_) => White::Reinforcements,
            Special::Clairvoyance => White::Clairvoyance,
            Special::Messenger(_) => White::Messenger,
            Special::LadyOfTheLake => White::LadyOfTheLake,
            Special::Convocation => White::Convocation,
        }
    }
}

/// A Heroic action (CHV-5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Heroic {
    /// MOVE to Camelot or an active quest (CHV-5.2).
    Move(Place),
    /// QUEST: place a card on the knight's quest (a Fight card on a combat quest or a war, a
    /// Grail card on the Grail).
    Play(White),
    /// QUEST at Excalibur: discard any White card face down (CHV-7.7).
    Discard(White),
    /// QUEST at the Round Table: draw 2 White cards (CHV-7.9).
    Draw,
    /// QUEST at the siege: commit a first Fight card; more follow, then the roll (CHV-7.10).
    Siege(u8),
    /// SPECIAL: play a Special White card (CHV-8).
    Special(Special),
    /// HEAL with three identical cards (CHV-5.8).
    Heal(White),
    /// ACCUSE a knight (CHV-13).
    Accuse(Seat),
}

/// The five types of Heroic action (CHV-5.1); the extra action must differ (CHV-3.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HeroicType {
    /// MOVE.
    Move,
    /// QUEST.
    Quest,
    /// SPECIAL.
    Special,
    /// HEAL.
    Heal,
    /// ACCUSE.
    Accuse,
}

impl Heroic {
    /// Its type.
    #[must_use]
    pub fn kind(self) -> HeroicType {
        match self {
            Heroic::Move(_) => HeroicType::Move,
            Heroic::Play(_) | Heroic::Discard(_) | Heroic::Draw | Heroic::Siege(_) => {
                HeroicType::Quest
            }
            Heroic::Special(_) => HeroicType::Special,
            Heroic::Heal(_) => HeroicType::Heal,
            Heroic::Accuse(_) => HeroicType::Accuse,
        }
    }
}

/// One decision of one seat (CHV-17.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `chv.knight_assignment = choose`: take this knight (CHV-2.3).
    ChooseKnight(Knight),
    /// Preliminary: lay this White card face up for the sharing (CHV-2.7).
    Lay(White),
    /// Sharing proposal: the next card of the pool goes to this knight (CHV-17.2).
    Allot(Seat),
    /// Sharing: accept the proposal.
    Accept,
    /// Sharing: reject it (the pool is then dealt at random).
    Reject,
    /// Percival looks at the top Black card first (CHV-10.6).
    Peek,
    /// Evil (a): draw and resolve a Black card (CHV-4.1).
    EvilDraw,
    /// Evil (b): place a siege engine.
    EvilSiege,
    /// Evil (c): lose 1 Life.
    EvilLoseLife,
    /// The Armour: keep the first (0) or second (1) of the two cards drawn (CHV-11.1).
    Keep(u8),
    /// Place the Black card face up (CHV-6.5).
    FaceUp,
    /// Place it face down without telling its value, and draw a White card.
    FaceDown,
    /// The war a Mercenary (or Mordred) joins.
    ChooseWar(War),
    /// Commit this many Merlins to the collective cancel (CHV-6.3).
    Commit(u8),
    /// Decline the decision offered (cancel windows, Kay, the Grail, volunteers, Messenger
    /// once a card was given, and the turn's Heroic action when none is legal).
    Pass,
    /// Throw Excalibur away to cancel the Standard Black card just drawn (CHV-11.2).
    ThrowExcalibur,
    /// Spend the Holy Grail to save the dying knight (CHV-11.3).
    UseGrail,
    /// Kay adds a Fight card of this value (CHV-10.4).
    KayAdd(u8),
    /// Morgan M1 / M5: volunteer to pay for everyone (CHV-17.3).
    Volunteer,
    /// Discard this White card face up (Morgan, Fate).
    Discard(White),
    /// The turn's Heroic action.
    Heroic(Heroic),
    /// Pay 1 Life for an extra Heroic action of another type (CHV-3.3), done at once.
    Sacrifice(Heroic),
    /// End the turn.
    EndTurn,
    /// Arthur gives this card face down to that knight, who gives one back (CHV-10.1).
    ArthurGive(Seat, White),
    /// The card given back to Arthur.
    GiveBack(White),
    /// Tristan's free move out of Camelot (CHV-10.7).
    TristanDepart(Quest),
    /// Galahad's free Special White card (CHV-10.2).
    Galahad(Special),
    /// Messenger: give this card.
    Give(White),
    /// Siege fight: add a Fight card of this value.
    AddFight(u8),
    /// Siege fight: roll the d8.
    Roll,
    /// Clairvoyance: this card (index among those still in hand) goes back next, from the top.
    Order(u8),
    /// Convocation: return to Camelot.
    Return,
    /// Convocation: stay.
    Stay,
    /// Revealed Traitor: steal a random White card from this knight (CHV-13.7).
    Steal(Seat),
    /// `chv.voluntary_traitor_reveal`: the hidden Traitor unmasks himself (CHV-13.8).
    Reveal,
}

/// Why an action was refused (CHV-17.4). The state is then unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChevaliersError {
    /// The game is over.
    GameOver,
    /// Another knight decides now, or this seat has nothing to decide.
    NotYourDecision,
    /// This kind of action is not the one asked for now.
    WrongPhase,
    /// No Black card is left anywhere (CHV-4.6).
    NoBlackCardAvailable,
    /// The card is not in the hand.
    CardNotInHand,
    /// The quest is not active (CHV-5.2).
    QuestNotActive,
    /// The knight is already there.
    AlreadyThere,
    /// A solo quest holds one knight (CHV-5.3).
    SoloQuestOccupied,
    /// The action needs the knight on that quest.
    NotOnThisQuest,
    /// The card must be a Fight card.
    NotAFightCard,
    /// The card must be a Grail card.
    NotAGrailCard,
    /// The Fight card cannot complete the quest's pattern (CHV-7.5).
    PatternBroken,
    /// The war needs the next value of its sequence (CHV-7.8).
    WrongWarValue,
    /// The Dark Forest blocks Grail cards (CHV-9.3).
    GrailBlocked,
    /// Vivien blocks Merlin (CHV-9.7).
    MerlinBlocked,
    /// One Special White card per turn (CHV-5.7).
    SpecialCardLimit,
    /// The card is not a Special White card.
    NotASpecialCard,
    /// 12 or more White cards in hand: no Round Table draw (CHV-7.9).
    HandTooLargeToDraw,
    /// No siege engine to fight (CHV-7.10).
    NoSiegeEngine,
    /// Three identical cards are needed to heal (CHV-5.8).
    NotIdentical,
    /// Life is already 6 (CHV-5.8).
    LifeAtMaximum,
    /// Fewer than 6 swords and 6 siege engines (CHV-13.3).
    AccusationUnavailable,
    /// One accusation per player per game (CHV-13.4).
    AccusationAlreadyUsed,
    /// The target is not allowed.
    InvalidTarget,
    /// One sacrifice per turn (CHV-3.3).
    SacrificeAlreadyUsed,
    /// The extra action must be of another type (CHV-3.3).
    SameActionType,
    /// The knight lacks that power (CHV-10).
    PowerNotOwned,
    /// The power was used this turn.
    PowerAlreadyUsed,
    /// The knight does not hold that relic (CHV-11).
    RelicNotHeld,
    /// Wrong number of cards.
    WrongCardCount,
    /// A dead knight cannot act or be chosen (CHV-12.3).
    DeadKnight,
    /// A revealed Traitor cannot do this (CHV-13.6, CHV-13.7).
    RevealedTraitorCannot,
    /// The Heroic action is still owed (CHV-3.2).
    HeroicActionRequired,
    /// Nothing to do with that (an empty pool, no card to give).
    NothingToDo,
}

impl ChevaliersError {
    /// The rule the refusal cites.
    #[must_use]
    pub fn rule(self) -> &'static str {
        use ChevaliersError as E;
        match self {
            E::GameOver => "CHV-14.2",
            E::NotYourDecision | E::WrongPhase | E::NothingToDo => "CHV-17.1",
            E::NoBlackCardAvailable => "CHV-4.6",
            E::CardNotInHand | E::WrongCardCount => "CHV-17.4",
            E::QuestNotActive | E::AlreadyThere => "CHV-5.2",
            E::SoloQuestOccupied => "CHV-5.3",
            E::NotOnThisQuest => "CHV-5.6",
            E::NotAFightCard | E::NotAGrailCard => "CHV-8.1",
            E::PatternBroken => "CHV-7.5",
            E::WrongWarValue => "CHV-7.8",
            E::GrailBlocked => "CHV-9.3",
            E::MerlinBlocked => "CHV-9.7",
            E::SpecialCardLimit | E::NotASpecialCard => "CHV-5.7",
            E::HandTooLargeToDraw => "CHV-7.9",
            E::NoSiegeEngine => "CHV-7.10",
            E::NotIdentical | E::LifeAtMaximum => "CHV-5.8",
            E::AccusationUnavailable => "CHV-13.3",
            E::AccusationAlreadyUsed | E::InvalidTarget => "CHV-13.4",
            E::SacrificeAlreadyUsed | E::SameActionType => "CHV-3.3",
            E::PowerNotOwned | E::PowerAlreadyUsed => "CHV-10",
            E::RelicNotHeld => "CHV-11",
            E::DeadKnight => "CHV-12.3",
            E::RevealedTraitorCannot => "CHV-13.7",
            E::HeroicActionRequired => "CHV-3.2",
        }
    }
}

impl fmt::Display for ChevaliersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ChevaliersError as E;
        let text = match self {
            E::GameOver => "the game is over",
            E::NotYourDecision => "another knight decides now",
            E::WrongPhase => "that is not the decision asked for now",
            E::NoBlackCardAvailable => "no Black card is left to draw",
            E::CardNotInHand => "that card is not in the hand",
            E::QuestNotActive => "that quest is not active",
            E::AlreadyThere => "the knight is already there",
            E::SoloQuestOccupied => "a solo quest holds one knight",
            E::NotOnThisQuest => "the knight is not on that quest",
            E::NotAFightCard => "a Fight card is needed",
            E::NotAGrailCard => "a Grail card is needed",
            E::PatternBroken => "that card cannot complete the quest's pattern",
            E::WrongWarValue => "the war needs the next value of its sequence",
            E::GrailBlocked => "the Dark Forest blocks Grail cards",
            E::MerlinBlocked => "Vivien blocks Merlin",
            E::SpecialCardLimit => "one Special White card per turn",
            E::NotASpecialCard => "that is not a Special White card",
            E::HandTooLargeToDraw => "12 or more cards in hand: no draw",
            E::NoSiegeEngine => "there is no siege engine to fight",
            E::NotIdentical => "three identical cards are needed",
            E::LifeAtMaximum => "Life is already 6",
            E::AccusationUnavailable => "accusations need 6 swords or 6 siege engines",
            E::AccusationAlreadyUsed => "one accusation per game",
            E::InvalidTarget => "that target is not allowed",
            E::SacrificeAlreadyUsed => "one sacrifice per turn",
            E::SameActionType => "the extra action must be of another type",
            E::PowerNotOwned => "the knight lacks that power",
            E::PowerAlreadyUsed => "that power was used this turn",
            E::RelicNotHeld => "the knight does not hold that relic",
            E::WrongCardCount => "wrong number of cards",
            E::DeadKnight => "a dead knight cannot act or be chosen",
            E::RevealedTraitorCannot => "a revealed Traitor cannot do that",
            E::HeroicActionRequired => "the Heroic action is still owed",
            E::NothingToDo => "there is nothing to do with that",
        };
        write!(f, "{text} ({})", self.rule())
    }
}

impl std::error::Error for ChevaliersError {}
