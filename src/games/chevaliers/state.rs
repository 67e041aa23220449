//! The state of a game of Chevaliers: the board (CHV-2.9), the knights, the decks, and the
//! stack of pending steps that the rules resolve one at a time (CHV-17.1).

use super::actions::{HeroicType, Place, Quest, War};
use super::cards::{Black, Knight, Loyalty, White};
pub use super::conduct::Conduct;
pub use super::ending::{EndCause, Ending};
use super::events::{ChevaliersEvent, ShareWhy};
use super::options::ChevaliersOptions;
use tr_core::events::Seen;
use tr_core::game::Side;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Highest Life (CHV-12.1).
pub const MAX_LIFE: u8 = 6;
/// Life at the start (CHV-2.3).
pub const START_LIFE: u8 = 4;
/// Siege engines that lose the game (CHV-4.4).
pub const ENGINES: u8 = 12;
/// Sword places of the Round Table: the game ends when they are full (CHV-14.2).
pub const ROUND_TABLE: u8 = 12;
/// Black swords that lose the game at once (CHV-14.2).
pub const BLACK_SWORDS: u8 = 7;
/// Grail board spots (CHV-7.6).
pub const GRAIL_SPOTS: u8 = 7;

/// A Black card on a quest's Evil side (CHV-6.5).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EvilCard {
    /// The card.
    pub card: Black,
    /// Placed face down: its value is known only to `by` until the quest ends.
    pub face_down: bool,
    /// Who placed it.
    pub by: Seat,
}

/// A combat quest's two sides (CHV-7.5).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Combat {
    /// The Knights' Fight values, in placement order.
    pub knights: Vec<u8>,
    /// The Evil side, in placement order (the last is the most recent).
    pub evil: Vec<EvilCard>,
}

/// Where the Lancelot board stands (CHV-7.11).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Lancelot is open.
    Lancelot,
    /// Lancelot is over; the Dragon is open.
    Dragon,
    /// The Dragon is over: the board is removed.
    Closed,
}

/// The Holy Grail board (CHV-7.6): Grail cards from one end, Black cards from the other.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GrailBoard {
    /// Grail cards placed (g).
    pub grails: u8,
    /// Despair / Desolation cards, in placement order (the last is nearest the middle).
    pub blacks: Vec<Black>,
    /// Still open.
    pub open: bool,
}

/// A war (CHV-7.8).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct WarBoard {
    /// Warriors placed, 0..=3 between steps.
    pub warriors: u8,
    /// Knights' Fight values placed, a prefix of 1, 2, 3, 4, 5 (5, 5 with Mordred).
    pub fights: Vec<u8>,
    /// Mordred is attached (CHV-9.6).
    pub mordred: bool,
}

/// Warriors that make the Knights lose a war (CHV-7.8).
pub const WAR_WARRIORS: u8 = 4;

impl WarBoard {
    /// Fight cards the sequence takes: 1 to 5, and a second 5 with Mordred (CHV-9.6).
    fn sequence_len(&self) -> usize {
        if self.mordred { 6 } else { 5 }
    }

    /// The Fight values the Knights must lay, in order (CHV-7.8, CHV-9.6).
    #[must_use]
    pub fn sequence(&self) -> Vec<u8> {
        (0..self.sequence_len())
            .map(|k| (k as u8 + 1).min(5))
            .collect()
    }

    /// The value the next Fight card must have, or `None` once complete.
    #[must_use]
    pub fn next_value(&self) -> Option<u8> {
        let k = self.fights.len();
        (k < self.sequence_len()).then(|| (k as u8 + 1).min(5))
    }
}

/// Where a relic is (CHV-11.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Relic {
    /// Still to be won on its quest.
    OnQuest,
    /// Held by a knight.
    Held(Seat),
    /// Out of the game for good.
    Gone,
}

impl Relic {
    /// The holder.
    #[must_use]
    pub fn holder(self) -> Option<Seat> {
        match self {
            Relic::Held(s) => Some(s),
            _ => None,
        }
    }
}

/// Everything on the table that everyone sees (CHV-16.1), hands and decks apart.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// White swords on the Round Table.
    pub white: u8,
    /// Black swords.
    pub black: u8,
    /// Siege engines around Camelot.
    pub engines: u8,
    /// The Black Knight.
    pub black_knight: Combat,
    /// Lancelot (then the Dragon on the same board).
    pub lancelot: Combat,
    /// The Dragon.
    pub dragon: Combat,
    /// Which side of the Lancelot board is up.
    pub stage: Stage,
    /// Excalibur's position, −half (Oblivion) … 0 … +half (the Knights).
    pub excalibur: i8,
    /// Excalibur's quest is open.
    pub excalibur_open: bool,
    /// The Holy Grail.
    pub grail: GrailBoard,
    /// The Pict and Saxon wars.
    pub wars: [WarBoard; 2],
    /// The quest Heroism lies on.
    pub heroism: Option<Quest>,
    /// The Dark Forest is in force (CHV-9.3).
    pub dark_forest: bool,
    /// Vivien is in force (CHV-9.7).
    pub vivien: bool,
    /// Mists of Avalon is in force (CHV-9.5).
    pub mists: bool,
    /// Lancelot's Armour.
    pub armour: Relic,
    /// Excalibur (the relic).
    pub excalibur_relic: Relic,
    /// The Holy Grail (the relic).
    pub grail_relic: Relic,
    /// The last siege-fight die.
    pub last_roll: Option<u8>,
}

impl Board {
    /// The start of a game (CHV-2.9).
    #[must_use]
    pub fn new() -> Board {
        Board {
            white: 0,
            black: 0,
            engines: 0,
            black_knight: Combat::default(),
            lancelot: Combat::default(),
            dragon: Combat::default(),
            stage: Stage::Lancelot,
            excalibur: 0,
            excalibur_open: true,
            grail: GrailBoard {
                grails: 0,
                blacks: Vec::new(),
                open: true,
            },
            wars: [WarBoard::default(), WarBoard::default()],
            heroism: None,
            dark_forest: false,
            vivien: false,
            mists: false,
            armour: Relic::OnQuest,
            excalibur_relic: Relic::OnQuest,
            grail_relic: Relic::OnQuest,
            last_roll: None,
        }
    }

    /// Swords on the Round Table.
    #[must_use]
    pub fn swords(&self) -> u8 {
        self.white + self.black
    }

    /// True while the quest can be moved to and played on (CHV-5.2).
    #[must_use]
    pub fn is_active(&self, q: Quest) -> bool {
        match q {
            Quest::BlackKnight | Quest::Picts | Quest::Saxons => true,
            Quest::Lancelot => self.stage == Stage::Lancelot,
            Quest::Dragon => self.stage == Stage::Dragon,
            Quest::Excalibur => self.excalibur_open,
            Quest::Grail => self.grail.open,
        }
    }

    /// A combat quest's board.
    #[must_use]
    pub fn combat(&self, q: Quest) -> &Combat {
        match q {
            Quest::Lancelot => &self.lancelot,
            Quest::Dragon => &self.dragon,
            _ => &self.black_knight,
        }
    }

    /// A combat quest's board, to change.
    pub fn combat_mut(&mut self, q: Quest) -> &mut Combat {
        match q {
            Quest::Lancelot => &mut self.lancelot,
            Quest::Dragon => &mut self.dragon,
            _ => &mut self.black_knight,
        }
    }

    /// A war.
    #[must_use]
    pub fn war(&self, w: War) -> &WarBoard {
        &self.wars[w.index()]
    }

    /// Where Mordred is attached.
    #[must_use]
    pub fn mordred(&self) -> Option<War> {
        War::BOTH.into_iter().find(|w| self.war(*w).mordred)
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

/// What the current turn has used (CHV-18.12).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[allow(clippy::struct_excessive_bools)] // one flag per once-a-turn rule
pub struct Turn {
    /// The Evil action is done.
    pub evil_done: bool,
    /// The type of the first Heroic action, once taken.
    pub first: Option<HeroicType>,
    /// The sacrifice is used.
    pub sacrificed: bool,
    /// A Special White card was played (CHV-5.7).
    pub special: bool,
    /// Arthur's exchange is used.
    pub arthur: bool,
    /// Tristan's free departure is used.
    pub tristan: bool,
    /// Percival looked at the top Black card.
    pub peeked: bool,
    /// The turn ends as soon as the current resolution finishes (death, Guinevere).
    pub over: bool,
    /// CHV-12.4: the sacrifice took the knight to 0 Life: he dies once the extra action is
    /// done, even if that action gave Life back (the Grail may still save him).
    pub sacrifice_death: bool,
}

/// One pending step. Decisions wait for a seat; the others resolve on their own.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// Decision: this seat picks a knight (CHV-2.3 `choose`).
    ChooseKnight(Seat),
    /// Decision: this seat lays a card for the preliminary sharing (CHV-2.7).
    Lay(Seat),
    /// Decision: the proposer gives the next pool card (CHV-17.2); `given[i]` holds pool
    /// card i's recipient.
    Propose {
        /// Why.
        why: ShareWhy,
        /// Who proposes.
        proposer: Seat,
        /// Who shares, clockwise from the proposer.
        sharers: Vec<Seat>,
        /// Recipients so far.
        given: Vec<Seat>,
    },
    /// Decision: `sharers[asked]` accepts or rejects.
    Answer {
        /// Why.
        why: ShareWhy,
        /// Who proposed.
        proposer: Seat,
        /// Who shares.
        sharers: Vec<Seat>,
        /// The proposal.
        given: Vec<Seat>,
        /// Index in `sharers` of the knight asked.
        asked: usize,
    },
    /// The next knight's turn begins.
    TurnStart,
    /// Decision: the active knight's Progression of Evil (CHV-4).
    Evil,
    /// Decision: the active knight's Heroic action (CHV-5).
    Heroic,
    /// Decision: after the Heroic action: sacrifice, free actions, or end the turn.
    After,
    /// Decision: the revealed Traitor's theft (CHV-13.7).
    TraitorSteal,
    /// Decision: the revealed Traitor's engine or Black card.
    TraitorEvil,
    /// The turn passes on.
    EndTurn,
    /// Draw a Black card for `drawer` (two with the Armour).
    Draw {
        /// Who draws.
        drawer: Seat,
        /// Part of a Morgan M2 sequence (no Merlin cancel).
        seq: bool,
    },
    /// Decision: the Armour's holder keeps one of two cards (CHV-11.1).
    Armour {
        /// Who drew.
        drawer: Seat,
        /// The two cards.
        cards: [Black; 2],
        /// In a sequence.
        seq: bool,
    },
    /// A drawn Black card, shown (or looked at) and about to resolve (CHV-6).
    Resolve {
        /// The card.
        card: Black,
        /// Who drew it.
        drawer: Seat,
        /// In a sequence.
        seq: bool,
    },
    /// Decision: the Merlin cancel (CHV-6.3). `order[0]` is asked.
    Merlin {
        /// The Special Black card.
        card: Black,
        /// Who drew it.
        drawer: Seat,
        /// Knights still to ask, in order.
        order: Vec<Seat>,
    },
    /// Decision: Excalibur's holder may cancel a Standard Black card (CHV-11.2).
    ExcaliburCancel {
        /// The card.
        card: Black,
        /// Who drew it.
        drawer: Seat,
    },
    /// Decision: place a combat card face up or face down (CHV-6.5).
    FaceDown {
        /// The card.
        card: Black,
        /// Who drew it.
        drawer: Seat,
    },
    /// Decision: the war a Mercenary or Mordred goes to.
    ChooseWar {
        /// The card.
        card: Black,
        /// Who drew it.
        drawer: Seat,
    },
    /// Morgan M2: `left` more cards to draw and resolve (CHV-9.1).
    Sequence {
        /// Who draws.
        drawer: Seat,
        /// Cards still to draw.
        left: u8,
    },
    /// Decision: Morgan M1 / M5 volunteers (CHV-17.3). `order[0]` is asked.
    Volunteer {
        /// 1 or 5.
        morgan: u8,
        /// Who drew Morgan (the fallback starts with him).
        drawer: Seat,
        /// Knights still to ask.
        order: Vec<Seat>,
    },
    /// Decision: `seat` discards `left` more White cards of his choice, face up.
    Discard {
        /// Who discards.
        seat: Seat,
        /// How many more.
        left: u8,
    },
    /// A quest's trigger happened: resolve its end (CHV-7.1).
    QuestEnd {
        /// The quest.
        quest: Quest,
        /// The knight whose action ended it, if a knight's.
        by: Option<Seat>,
    },
    /// Decision: Kay may add a Fight card at a combat quest's end (CHV-10.4).
    Kay {
        /// The quest.
        quest: Quest,
        /// Who ended it.
        by: Option<Seat>,
    },
    /// A combat quest's result, Kay's card counted.
    CombatResult {
        /// The quest.
        quest: Quest,
        /// Who ended it.
        by: Option<Seat>,
        /// Kay's card.
        kay: u8,
    },
    /// Decision: the fighter adds Fight cards or rolls (CHV-7.10).
    Siege {
        /// The fighter.
        fighter: Seat,
    },
    /// Decision: Kay's card after his own siege roll.
    SiegeKay {
        /// Kay.
        fighter: Seat,
        /// The die.
        die: u8,
    },
    /// The siege fight's result.
    SiegeResult {
        /// The fighter.
        fighter: Seat,
        /// The die.
        die: u8,
        /// Kay's card.
        kay: u8,
    },
    /// A knight at 0 Life: the Grail window, then death (CHV-12.2).
    Dying(Seat),
    /// Decision: the Grail's holder may save the dying knight (CHV-11.3).
    GrailSave(Seat),
    /// Decision: the knight Arthur gave a card to gives one back (CHV-10.1).
    GiveBack {
        /// Arthur.
        arthur: Seat,
        /// Who gives back.
        from: Seat,
    },
    /// Decision: the Messenger's player gives cards (CHV-8.3).
    Messenger {
        /// The player.
        from: Seat,
        /// The recipient.
        to: Seat,
        /// Given so far.
        given: u8,
    },
    /// Decision: Clairvoyance puts the looked-at cards back, the new top first.
    Clairvoyance {
        /// The player.
        seat: Seat,
        /// Cards still in hand.
        cards: Vec<Black>,
        /// Put back so far, the top first.
        back: Vec<Black>,
    },
    /// Decision: Convocation, each knight away from Camelot in turn (`order[0]`).
    Convocation {
        /// Its player.
        player: Seat,
        /// Knights still to ask.
        order: Vec<Seat>,
    },
    /// Convocation's draw and sharing.
    ConvocationDraw {
        /// Its player.
        player: Seat,
    },
}

impl Step {
    /// The seat this decision waits for, or `None` for a step that resolves on its own.
    #[must_use]
    pub fn decider(&self, active: Seat) -> Option<Seat> {
        match self {
            Step::ChooseKnight(s) | Step::Lay(s) => Some(*s),
            Step::Propose { proposer, .. } => Some(*proposer),
            Step::Answer { sharers, asked, .. } => sharers.get(*asked).copied(),
            Step::Evil | Step::Heroic | Step::After | Step::TraitorSteal | Step::TraitorEvil => {
                Some(active)
            }
            Step::Armour { drawer, .. }
            | Step::FaceDown { drawer, .. }
            | Step::ChooseWar { drawer, .. } => Some(*drawer),
            Step::Merlin { order, .. }
            | Step::Volunteer { order, .. }
            | Step::Convocation { order, .. } => order.first().copied(),
            Step::Discard { seat, .. } | Step::Clairvoyance { seat, .. } => Some(*seat),
            Step::Siege { fighter } | Step::SiegeKay { fighter, .. } => Some(*fighter),
            Step::GiveBack { from, .. } | Step::Messenger { from, .. } => Some(*from),
            // A relic's holder or Kay: see `Chevaliers::decider`.
            Step::ExcaliburCancel { .. } | Step::Kay { .. } | Step::GrailSave(_) => None,
            Step::TurnStart
            | Step::EndTurn
            | Step::Draw { .. }
            | Step::Resolve { .. }
            | Step::Sequence { .. }
            | Step::QuestEnd { .. }
            | Step::CombatResult { .. }
            | Step::SiegeResult { .. }
            | Step::Dying(_)
            | Step::ConvocationDraw { .. } => None,
        }
    }
}

/// A game of Chevaliers.
#[derive(Clone, PartialEq, Debug)]
pub struct Chevaliers {
    pub(crate) options: ChevaliersOptions,
    pub(crate) n: usize,
    pub(crate) rng: GameRng,
    pub(crate) knights: Vec<Knight>,
    pub(crate) loyalty: Vec<Loyalty>,
    /// Loyalty cards not dealt (CHV-2.4): one with `n_plus_one`, shown at the end.
    pub(crate) undealt: Vec<Loyalty>,
    pub(crate) hands: Vec<Vec<White>>,
    pub(crate) life: Vec<u8>,
    pub(crate) alive: Vec<bool>,
    /// Unmasked as the Traitor (CHV-13.6).
    pub(crate) unmasked: Vec<bool>,
    /// Loyalty card shown to all (an accusation, or the end).
    pub(crate) shown: Vec<bool>,
    pub(crate) accused: Vec<bool>,
    /// Each knight's public record (CHV-16.4).
    pub(crate) conduct: Vec<Conduct>,
    /// Where each knight stands; `None` once off the board (dead or unmasked).
    pub(crate) location: Vec<Option<Place>>,
    pub(crate) board: Board,
    pub(crate) white_deck: Vec<White>,
    pub(crate) white_discard: Vec<White>,
    /// The Black deck; the top is the last card.
    pub(crate) black_deck: Vec<Black>,
    pub(crate) black_discard: Vec<Black>,
    /// Per seat: how many cards on top of the Black deck it knows (Percival, Clairvoyance).
    pub(crate) top_known: Vec<u8>,
    /// Per seat: how many cards at the bottom it knows (the Armour's put-unders).
    pub(crate) bottom_known: Vec<u8>,
    /// White cards set aside for sharing (CHV-17.2).
    pub(crate) pool: Vec<White>,
    /// Fight values of the siege fight in progress.
    pub(crate) siege: Vec<u8>,
    /// Merlins committed to the cancel in progress, by whom.
    pub(crate) committed: Vec<(Seat, u8)>,
    pub(crate) active: Seat,
    pub(crate) turn: Turn,
    pub(crate) turns: u32,
    pub(crate) steps: Vec<Step>,
    pub(crate) winner: Option<Side>,
    /// How the game ended, once over.
    pub(crate) ending: Option<Ending>,
    /// Each quest's results so far, `[won, lost]`, in [`Quest::ALL`] order (public: every
    /// sword on the Round Table came from one).
    pub(crate) results: [[u16; 2]; 7],
    /// The last accusation's swords met an end condition (CHV-13.5, CHV-14.2).
    pub(crate) accusation_ends: bool,
    /// Events of the action being played, when the caller asked for them.
    pub(crate) log: Option<Vec<Seen<ChevaliersEvent>>>,
}

impl Chevaliers {
    /// The options.
    #[must_use]
    pub fn opts(&self) -> &ChevaliersOptions {
        &self.options
    }

    /// Number of knights.
    #[must_use]
    pub fn seats(&self) -> usize {
        self.n
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// How the game ended, once over.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Each quest's results so far, `[won, lost]`, in [`Quest::ALL`] order.
    #[must_use]
    pub fn quest_results(&self) -> [[u16; 2]; 7] {
        self.results
    }

    /// A seat's knight.
    #[must_use]
    pub fn knight(&self, s: Seat) -> Knight {
        self.knights[s.index()]
    }

    /// The seat playing that knight.
    #[must_use]
    pub fn seat_of(&self, k: Knight) -> Option<Seat> {
        Seat::all(self.n).find(|s| self.knights[s.index()] == k)
    }

    /// A seat's Loyalty card.
    #[must_use]
    pub fn loyalty(&self, s: Seat) -> Loyalty {
        self.loyalty[s.index()]
    }

    /// The Loyalty cards not dealt.
    #[must_use]
    pub fn undealt(&self) -> &[Loyalty] {
        &self.undealt
    }

    /// A hand.
    #[must_use]
    pub fn hand(&self, s: Seat) -> &[White] {
        &self.hands[s.index()]
    }

    /// Life (0 for the dead and the unmasked).
    #[must_use]
    pub fn life(&self, s: Seat) -> u8 {
        self.life[s.index()]
    }

    /// Still alive.
    #[must_use]
    pub fn is_alive(&self, s: Seat) -> bool {
        self.alive[s.index()]
    }

    /// Unmasked as the Traitor.
    #[must_use]
    pub fn is_unmasked(&self, s: Seat) -> bool {
        self.unmasked[s.index()]
    }

    /// Has accused.
    #[must_use]
    pub fn has_accused(&self, s: Seat) -> bool {
        self.accused[s.index()]
    }

    /// A knight's public record.
    #[must_use]
    pub fn conduct(&self, s: Seat) -> Conduct {
        self.conduct[s.index()]
    }

    /// Where a knight stands.
    #[must_use]
    pub fn location(&self, s: Seat) -> Option<Place> {
        self.location[s.index()]
    }

    /// The active knight.
    #[must_use]
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The current turn's use of once-a-turn rules.
    #[must_use]
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// Turns played.
    #[must_use]
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// The pending step (the decision asked for), if the game runs.
    #[must_use]
    pub fn step(&self) -> Option<&Step> {
        self.steps.last()
    }

    /// The White deck, the top last.
    #[must_use]
    pub fn white_deck(&self) -> &[White] {
        &self.white_deck
    }

    /// The White discard.
    #[must_use]
    pub fn white_discard(&self) -> &[White] {
        &self.white_discard
    }

    /// The Black deck, the top last.
    #[must_use]
    pub fn black_deck(&self) -> &[Black] {
        &self.black_deck
    }

    /// The Black discard.
    #[must_use]
    pub fn black_discard(&self) -> &[Black] {
        &self.black_discard
    }

    /// The sharing pool.
    #[must_use]
    pub fn pool(&self) -> &[White] {
        &self.pool
    }

    /// The siege fight's cards.
    #[must_use]
    pub fn siege(&self) -> &[u8] {
        &self.siege
    }

    /// Merlins committed to the cancel in progress.
    #[must_use]
    pub fn committed(&self) -> &[(Seat, u8)] {
        &self.committed
    }

    /// The winning side once over.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// A living knight still on the board (not unmasked).
    #[must_use]
    pub fn in_play(&self, s: Seat) -> bool {
        self.alive[s.index()] && !self.unmasked[s.index()]
    }

    /// Living knights on the board, clockwise from `from` (included).
    #[must_use]
    pub fn in_play_from(&self, from: Seat) -> Vec<Seat> {
        from.clockwise_from(self.n)
            .filter(|s| self.in_play(*s))
            .collect()
    }

    /// Knights present on a quest (CHV-7.2).
    #[must_use]
    pub fn present(&self, q: Quest) -> Vec<Seat> {
        Seat::all(self.n)
            .filter(|s| self.in_play(*s) && self.location[s.index()] == Some(Place::Quest(q)))
            .collect()
    }

    /// The seat holding the Traitor card, if it was dealt.
    #[must_use]
    pub fn traitor(&self) -> Option<Seat> {
        Seat::all(self.n).find(|s| self.loyalty[s.index()] == Loyalty::Traitor)
    }
}
