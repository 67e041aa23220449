//! Who wins a trick (ROI-5).

use crate::core::cards::{Card, Suit};
use crate::core::seats::Seat;

/// The winner of a complete trick. ROI-5.1: without trumps, the highest card of the led
/// suit; ROI-5.2: with trumps, the highest trump if any was played. Ties cannot occur
/// (ROI-5.3). An empty trick has no winner: seat 0 then.
#[must_use]
pub fn winner(trick: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    let Some(&(mut best, mut top)) = trick.first() else {
        return Seat(0);
    };
    for &(s, c) in &trick[1..] {
        let beats = if c.suit() == top.suit() {
            c.rank() > top.rank()
        } else {
            Some(c.suit()) == trump
        };
        if beats {
            (best, top) = (s, c);
        }
    }
    best
}
