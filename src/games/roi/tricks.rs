//! Who wins a trick (ROI-5).

use crate::core::cards::{Card, Suit};
use crate::core::seats::Seat;

/// The winner of a complete trick. ROI-5.1: without trumps, the highest card of the led
/// suit; ROI-5.2: with trumps, the highest trump if any was played. Ties cannot occur
/// (ROI-5.3). `trick` must not be empty.
#[must_use]
pub fn winner(trick: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    let led = trick[0].1.suit();
    let key = |c: Card| {
        let class = if Some(c.suit()) == trump {
            2
        } else if c.suit() == led {
            1
        } else {
            0
        };
        (class, c.rank())
    };
    trick
        .iter()
        .max_by_key(|(_, c)| key(*c))
        .map_or(trick[0].0, |(s, _)| *s)
}
