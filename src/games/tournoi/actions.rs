//! Decisions in the Tournoi (TRN-14.1) and why one may be refused (TRN-14.2).
//!
//! A choice that would make one action too large to list is split into small steps of the
//! same seat: a draw is followed by one [`Action::Discard`] per card, and Iseult and Penance
//! by one [`Action::Give`] per card.

use super::cards::{Card, Hero, Suit};
use std::fmt;
use tr_core::seats::Seat;

/// A card played into a melee with everything declared with it (TRN-4.3, TRN-4.8).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Play {
    /// The card from hand.
    pub card: Card,
    /// The suit named: an enchanter's suit (leading: any suit in play; following a suit:
    /// that suit), or the suit a Crusaders' Alchemy lead names (TRN-10.6.2). `None` for
    /// basic and following Alchemy cards, and for an enchanter in an Alchemy-led melee.
    pub suit: Option<Suit>,
    /// An enchanter's named value, 1..=`trn.enchanter_value_range` (TRN-4.7).
    pub value: Option<u8>,
    /// Arthur's +3 token with the play (TRN-10.2.2).
    pub plus3: bool,
    /// Gawain's +2 in melees 1–3 (TRN-10.4.1).
    pub sun: bool,
    /// Divine Will: −1, 0 or +1 (TRN-9.3).
    pub divine: i8,
}

impl Play {
    /// A plain play of `card`, nothing named, no modifier.
    #[must_use]
    pub fn plain(card: Card) -> Play {
        Play {
            card,
            suit: None,
            value: None,
            plus3: false,
            sun: false,
            divine: 0,
        }
    }

    /// An enchanter named `suit` (or none) and `value`.
    #[must_use]
    pub fn named(card: Card, suit: Option<Suit>, value: u8) -> Play {
        Play {
            suit,
            value: Some(value),
            ..Play::plain(card)
        }
    }
}

/// The round-start powers that draw weapons then discard as many (TRN-10.7.1, TRN-9.2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Draw {
    /// The Lady of the Lake's Gift: up to 2.
    Gift,
    /// A Providence Godsend: up to 3.
    Providence,
}

impl Draw {
    /// Most cards the power draws.
    #[must_use]
    pub fn most(self) -> u8 {
        match self {
            Draw::Gift => 2,
            Draw::Providence => 3,
        }
    }
}

/// Where a Godsend is taken from (TRN-8.6).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Source {
    /// Face-up offer slot 0 or 1.
    Offer(u8),
    /// The top of the Godsend deck.
    Deck,
}

/// One decision of one seat (TRN-14.1).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    /// Draft: take this Hero and its Legend (TRN-2.2).
    ChooseHero(Hero),
    /// Round start: draw `count` weapons with this power (TRN-4.15).
    Draw {
        /// Which power.
        power: Draw,
        /// How many, 1..=its most and the draw pile.
        count: u8,
    },
    /// After a draw: this card goes face down onto the weapons discard.
    Discard(Card),
    /// Round start: Judgement on `suit` in `target`'s pile (TRN-9.8).
    Judgement {
        /// The suit doubled.
        suit: Suit,
        /// The other knight.
        target: Seat,
    },
    /// A card into the melee (TRN-4.3, TRN-4.4, TRN-4.6).
    Play(Play),
    /// Dishonor: this card of an unable-to-follow hand (TRN-4.5; Guinevere TRN-10.3.1).
    Dishonor(Card),
    /// Pre-feint: Excalibur's second token on one's face-up card (TRN-10.2.3).
    Excalibur,
    /// Pre-feint: Mordred turns this knight's face-up card down (TRN-10.5.1).
    Treachery(Seat),
    /// Pre-feint: Brocéliande takes her card back and plays this instead (TRN-10.7.2).
    Broceliande(Play),
    /// Pre-feint: Tristan feints his card with this knight's (TRN-10.8.1).
    TwinHearts(Seat),
    /// Pre-feint: Miracle sets one's face-up card to this value (TRN-9.4).
    Miracle(u8),
    /// Post-loss: Guinevere calls Lancelot (TRN-10.3.2).
    Lancelot,
    /// Post-loss: Sanctuary (TRN-9.5).
    Sanctuary,
    /// Post-loss: Iseult gives half the melee to this knight (TRN-10.8.2).
    Iseult(Seat),
    /// Iseult or Penance: this card goes to the chosen knight's wound pile.
    Give(Card),
    /// Injury step: Penance towards this leader (TRN-9.9).
    Penance(Seat),
    /// Injury step: Purification removes this card of one's pile (TRN-9.7).
    Purify(Card),
    /// Godsend phase: take a card (TRN-8.6).
    Take(Source),
    /// Decline a window, or stop giving.
    Pass,
}

/// Why an action was refused (TRN-14.2). The state is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournoiError {
    /// TRN-14.19: the game is over.
    GameOver,
    /// TRN-14.1: not this seat's decision now.
    NotYourDecision,
    /// TRN-14.1: the action does not fit the pending decision.
    WrongDecisionKind,
    /// The card is not in the hand (or pile) it must come from.
    CardNotInHand,
    /// TRN-4.4: a card of the led suit (or an enchanter) must be played.
    MustFollowSuit,
    /// TRN-4.4 / TRN-4.5: the follow set is empty; only a dishonor is possible.
    MustDishonor,
    /// TRN-4.4: Alchemy only when the hand holds no card of the led suit.
    AlchemyNotAllowed,
    /// TRN-4.3(c): Alchemy may lead only from an all-Alchemy hand.
    AlchemyLeadNotAllowed,
    /// TRN-4.5: dishonor only with an empty follow set.
    DishonorNotAllowed,
    /// TRN-4.3 / TRN-4.4: an enchanter needs a named value.
    MissingNamedValue,
    /// TRN-4.7: named value outside the range.
    NamedValueOutOfRange,
    /// TRN-4.3 / TRN-4.4: the named suit is missing, not allowed, or not the led suit.
    NamedSuitMustMatchLed,
    /// TRN-12.3: that suit is not in play (Arrows with two knights).
    SuitNotInPlay,
    /// TRN-10.2.2 / TRN-9.3: that modifier cannot go on that card (or now).
    ModifierNotAllowedOnCard,
    /// TRN-10.1: the knight does not own that power.
    PowerNotOwned,
    /// TRN-10.1.1: the Legend is not active.
    LegendNotActive,
    /// TRN-10.1.2 / TRN-15.9: the power's uses are spent.
    PowerExhausted,
    /// TRN-4.9 / TRN-4.11 / TRN-4.15: that power is not used in this window.
    WrongWindow,
    /// TRN-10.7.2: Brocéliande in a melee she led.
    LedThisMelee,
    /// TRN-10.1.3: the power needs one's own face-up card in this melee.
    NoOwnCardInMelee,
    /// Not a valid target (knight, card or suit).
    InvalidTarget,
    /// TRN-10.8.1: the two values do not differ by exactly 1.
    ValueGapNotOne,
    /// TRN-9.2 / TRN-10.7.1: wrong number of cards.
    WrongCardCount,
    /// TRN-9.9: Penance never moves a Merlin.
    MerlinNotAllowed,
    /// TRN-10.7.2: Brocéliande must play a different card.
    SameCardReplay,
    /// TRN-8.6: that offer slot is empty.
    OfferSlotEmpty,
    /// TRN-8.14: the Godsend deck and discard are both empty.
    DeckEmpty,
}

impl TournoiError {
    /// The rule the refusal cites.
    #[must_use]
    pub fn rule(self) -> &'static str {
        use TournoiError as E;
        match self {
            E::GameOver => "TRN-14.19",
            E::NotYourDecision | E::WrongDecisionKind => "TRN-14.1",
            E::CardNotInHand | E::MustFollowSuit | E::MustDishonor => "TRN-4.4",
            E::AlchemyNotAllowed => "TRN-4.4",
            E::AlchemyLeadNotAllowed => "TRN-4.3",
            E::DishonorNotAllowed => "TRN-4.5",
            E::MissingNamedValue | E::NamedSuitMustMatchLed => "TRN-4.3",
            E::NamedValueOutOfRange => "TRN-4.7",
            E::SuitNotInPlay => "TRN-12.3",
            E::ModifierNotAllowedOnCard => "TRN-10.2.2",
            E::PowerNotOwned | E::LegendNotActive => "TRN-10.1.1",
            E::PowerExhausted => "TRN-10.1.2",
            E::WrongWindow => "TRN-4.9",
            E::LedThisMelee | E::SameCardReplay => "TRN-10.7.2",
            E::NoOwnCardInMelee => "TRN-10.1.3",
            E::InvalidTarget => "TRN-14.16",
            E::ValueGapNotOne => "TRN-10.8.1",
            E::WrongCardCount => "TRN-9.2",
            E::MerlinNotAllowed => "TRN-9.9",
            E::OfferSlotEmpty => "TRN-8.6",
            E::DeckEmpty => "TRN-8.14",
        }
    }
}

impl fmt::Display for TournoiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?} ({})", self.rule())
    }
}

impl std::error::Error for TournoiError {}
