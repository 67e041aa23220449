//! What the seats see happen in a game of Roi ([`tr_core::events`]). Everything played is
//! public (ROI-5.4, ROI-11.2); a seat's new hand is told to that seat only.

use super::contracts::Contract;
use tr_core::cards::{Card, CardSet};
use tr_core::seats::{PerSeat, Seat};

/// One thing that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoiEvent {
    /// A round was dealt (ROI-2.5 to ROI-2.9): its contract, dealer and first leader.
    Dealt {
        /// Round index from 0.
        round: usize,
        /// The contract of the round (ROI-3).
        contract: Contract,
        /// Who dealt.
        dealer: Seat,
        /// Who leads the first trick (ROI-2.9).
        leader: Seat,
    },
    /// The cards a seat was dealt (seen by that seat only).
    Hand {
        /// Whose.
        seat: Seat,
        /// The 13 cards.
        cards: CardSet,
    },
    /// A card went to the trick.
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A trick was taken (ROI-4.5, ROI-5.4).
    TrickWon {
        /// The winner, who leads next.
        winner: Seat,
        /// The cards in play order.
        cards: Vec<(Seat, Card)>,
    },
    /// A round was scored (ROI-6.1).
    RoundScored {
        /// The contract played.
        contract: Contract,
        /// Points per seat.
        points: PerSeat<i32>,
    },
    /// The last round was played (ROI-7.1): the winners and the totals.
    GameOver {
        /// Equal highest totals share the win (ROI-7.2).
        winners: Vec<Seat>,
        /// Final totals.
        totals: PerSeat<i32>,
    },
}
