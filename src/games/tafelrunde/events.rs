//! What the seats see happen in a game of Tafelrunde ([`tr_core::events`]). Everything
//! that is not in a hand is public (TAF-13.2): cards played, tricks, pawn moves, the ladder,
//! reshuffles (TAF-13.3: the pile's contents are known, its order is not). A new hand is told
//! to its holder only.

use super::cards::{Card, Colour};
use tr_core::seats::Seat;

/// One thing that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TafelrundeEvent {
    /// A new hand was dealt (TAF-3.4, TAF-8).
    NewHand {
        /// 1-based.
        number: u32,
        /// Who dealt.
        dealer: Seat,
        /// Who leads its first trick (TAF-8.6).
        leader: Seat,
        /// The discard pile became the stock during this deal (TAF-8.4).
        reshuffled: bool,
    },
    /// The eight (or fewer) cards a seat was dealt (seen by that seat only).
    Hand {
        /// Whose.
        seat: Seat,
        /// The cards, sorted.
        cards: Vec<Card>,
    },
    /// The discard pile, shuffled, became the stock (TAF-8.4).
    Reshuffled {
        /// Cards in the new stock.
        cards: usize,
    },
    /// A card went to the trick.
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A finished trick and the move it earned (TAF-5, TAF-6).
    Trick {
        /// Hand number.
        hand: u32,
        /// Trick number in the hand, 1-based.
        number: u8,
        /// The cards in play order.
        cards: Vec<(Seat, Card)>,
        /// The winner.
        winner: Seat,
        /// The winning card.
        card: Card,
        /// The pawn's space before the move.
        from: u8,
        /// Its space after it.
        to: u8,
        /// The occupied spaces it jumped (TAF-6.1).
        jumped: Vec<u8>,
    },
    /// A pawn stopped on a sword (TAF-7.1).
    Sword {
        /// Whose.
        seat: Seat,
        /// The space.
        space: u8,
    },
    /// A chip went on the ladder (TAF-7.2).
    Declared {
        /// Who.
        seat: Seat,
        /// The colour.
        colour: Colour,
        /// Its place, 1-based.
        place: usize,
    },
    /// No chip this time (TAF-7.3).
    Declined {
        /// Who.
        seat: Seat,
    },
    /// Two chips changed places (TAF-7.4).
    Swapped {
        /// Who.
        seat: Seat,
        /// The lower place, 1-based.
        a: u8,
        /// The higher place.
        b: u8,
        /// The chip now on `a`.
        on_a: Colour,
        /// The chip now on `b`.
        on_b: Colour,
    },
    /// The decision waits for the new hand (TAF-7.6).
    Deferred {
        /// Who.
        seat: Seat,
    },
    /// A pawn reached King Arthur (TAF-9.1).
    GameOver {
        /// The winner.
        winner: Seat,
    },
}

/// The occupied spaces a pawn jumps going from `from` to `to` (the others' pawns before the
/// move, Start excluded; TAF-6.1).
#[must_use]
pub fn jumped(pawns: &[u8], mover: Seat, from: u8, to: u8) -> Vec<u8> {
    (from.saturating_add(1)..to)
        .filter(|s| {
            pawns
                .iter()
                .enumerate()
                .any(|(i, p)| i != mover.index() && p == s)
        })
        .collect()
}
