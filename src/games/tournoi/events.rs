//! What happens in a game of Tournoi, as each knight may see it ([`tr_core::events`]).
//!
//! Everything is public (TRN-13.1) except the cards a draw brings and the cards discarded
//! face down after it: their owner sees them, the others only how many.

use super::actions::{Draw, Source};
use super::cards::{Card, GodsendCard, Hero, Suit};
use super::state::Placed;
use tr_core::seats::Seat;

/// A power use announced to the table (TRN-10.1.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Power {
    /// Excalibur's token on the knight's card in the pre-feint window.
    Excalibur,
    /// Mordred turned this knight's card face down.
    Treachery(Seat),
    /// The Lady took back `from` and played `to`.
    Broceliande {
        /// The card taken back.
        from: Card,
        /// The card played instead.
        to: Card,
    },
    /// Tristan feinted his card with this knight's.
    TwinHearts(Seat),
    /// Miracle set the knight's card to this value.
    Miracle(u8),
    /// Guinevere passed the loss to this knight.
    Lancelot(Seat),
    /// Sanctuary: the melee is set aside.
    Sanctuary,
    /// Iseult: half the melee goes to this knight.
    Iseult(Seat),
    /// Judgement: this suit is doubled in this knight's pile.
    Judgement(Suit, Seat),
    /// Penance towards this leader.
    Penance(Seat),
}

/// One thing that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournoiEvent {
    /// A knight took a Hero (random or draft, TRN-2.2).
    Hero {
        /// Who.
        seat: Seat,
        /// Which Hero.
        hero: Hero,
    },
    /// A round was dealt (TRN-3.2).
    Dealt {
        /// Round number.
        round: u32,
        /// The dealer.
        dealer: Seat,
    },
    /// A knight drew weapons with a power; `cards` is empty for the others (TRN-13.1).
    Drew {
        /// Who.
        seat: Seat,
        /// Which power.
        power: Draw,
        /// How many.
        count: u8,
        /// The cards, for their owner only.
        cards: Vec<Card>,
    },
    /// A card went face down onto the discard; `card` is `None` for the others.
    Discarded {
        /// Who.
        seat: Seat,
        /// The card, for its owner only.
        card: Option<Card>,
    },
    /// A card was played into the melee.
    Played(Placed),
    /// A knight could not follow and dishonored (`grace`: Guinevere's card into the melee).
    Dishonored {
        /// Who.
        seat: Seat,
        /// The card (public).
        card: Card,
        /// Courtly Grace.
        grace: bool,
    },
    /// A power was used.
    Power {
        /// Who.
        seat: Seat,
        /// What.
        power: Power,
    },
    /// These knights' cards were turned face down by the feint (TRN-4.10).
    Feint {
        /// The value shared.
        value: u8,
        /// Whose cards.
        seats: Vec<Seat>,
    },
    /// A knight lost the melee and collected its cards (TRN-4.12).
    Lost {
        /// Melee number.
        melee: u8,
        /// The loser.
        seat: Seat,
        /// The cards collected (with any set-aside ones).
        cards: Vec<Card>,
    },
    /// Nobody lost; the cards wait for the next loser (TRN-4.13), or are discarded after
    /// melee 12 (`discarded`).
    NoLoser {
        /// Melee number.
        melee: u8,
        /// Cards now set aside (or discarded).
        cards: usize,
        /// True after melee 12.
        discarded: bool,
    },
    /// A card moved from one wound pile to another (Iseult, Penance).
    Gave {
        /// From.
        from: Seat,
        /// To.
        to: Seat,
        /// The card.
        card: Card,
    },
    /// Purification removed a card from the knight's pile.
    Purified {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The injury step: wounds taken and health after healing (TRN-5).
    Injured {
        /// Who.
        seat: Seat,
        /// Round wounds W.
        wounds: u32,
        /// Health healed afterwards.
        healed: u32,
        /// Health now.
        health: u32,
    },
    /// A Legend's threshold was reached: active from the next round (TRN-6.2).
    Legend {
        /// Whose.
        seat: Seat,
    },
    /// The next dealer (TRN-7).
    Dealer(Seat),
    /// A knight took a Godsend (TRN-8.6).
    Godsend {
        /// Who.
        seat: Seat,
        /// Which card.
        card: GodsendCard,
        /// From where.
        from: Source,
    },
    /// The tournament is over (TRN-11).
    Over {
        /// The winners.
        winners: Vec<Seat>,
    },
}
