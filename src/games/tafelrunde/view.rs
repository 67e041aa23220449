//! What one seat reads when it decides: its own hand and everything public, borrowed from
//! the state or from the seat's observation.
//!
//! The legal list ([`super::legal`]) and the rule-based player ([`super::heuristics`]) read
//! only this, so the same code answers for the engine, for an observation and inside a
//! search's rollouts. It replaces a whole state rebuilt from the observation (with the other
//! hands empty) for each of the two: copying every pile twice was most of a rule-based
//! decision (issue 31).

use super::cards::{Card, Colour};
use super::observe::TafelrundeObservation;
use super::options::TafelrundeOptions;
use super::state::{Phase, Tafelrunde};
use tr_core::seats::Seat;

/// One seat's side of the table.
#[derive(Clone, Copy, Debug)]
pub struct SeatView<'a> {
    /// The options of the game.
    pub options: &'a TafelrundeOptions,
    /// The seat deciding.
    pub seat: Seat,
    /// Number of players.
    pub seats: usize,
    /// The step the game waits on.
    pub phase: Phase,
    /// The seat's hand, sorted.
    pub hand: &'a [Card],
    /// The trick so far, in play order.
    pub trick: &'a [(Seat, Card)],
    /// Who leads the current trick.
    pub leader: Seat,
    /// Every pawn's space.
    pub pawns: &'a [u8],
    /// The ladder, place 1 first.
    pub ladder: &'a [Colour],
    /// The discard pile, oldest first.
    pub discard: &'a [Card],
    /// Colours each player showed to lack this hand, one bit per colour.
    pub voids: &'a [u8],
    /// Tricks finished in this hand.
    pub tricks_in_hand: u8,
}

impl SeatView<'_> {
    /// Whose card the trick waits for.
    #[must_use]
    pub fn to_play(&self) -> Seat {
        self.leader.offset(self.trick.len() as i64, self.seats)
    }

    /// Colours `seat` has shown to lack this hand, one bit per colour.
    #[must_use]
    pub fn voids_of(&self, seat: Seat) -> u8 {
        self.voids[seat.index()]
    }
}

impl Tafelrunde {
    /// What `seat` reads of this state when it decides. A seat beyond the table reads an
    /// empty hand (it is never asked; its checks refuse everything).
    #[must_use]
    pub fn view(&self, seat: Seat) -> SeatView<'_> {
        SeatView {
            options: &self.options,
            seat,
            seats: self.n,
            phase: self.phase,
            hand: self.hands.get(seat.index()).map_or(&[], Vec::as_slice),
            trick: &self.trick,
            leader: self.leader,
            pawns: &self.pawns,
            ladder: &self.ladder,
            discard: &self.discard,
            voids: &self.voids,
            tricks_in_hand: self.tricks_in_hand,
        }
    }
}

impl TafelrundeObservation {
    /// What the observer reads when it decides: the same as [`Tafelrunde::view`] of the
    /// state it observes.
    #[must_use]
    pub fn view(&self) -> SeatView<'_> {
        SeatView {
            options: &self.options,
            seat: self.seat,
            seats: self.seats(),
            phase: self.phase,
            hand: &self.hand,
            trick: &self.trick,
            leader: self.leader,
            pawns: &self.pawns,
            ladder: &self.ladder,
            discard: &self.discard,
            voids: &self.voids,
            tricks_in_hand: self.tricks_in_hand,
        }
    }
}
