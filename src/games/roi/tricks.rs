//! Who wins a trick (ROI-5).

use tr_core::cards::{Card, Suit};
use tr_core::seats::Seat;

/// The play that holds the trick so far (complete or not). ROI-5.1: without trumps, the
/// highest card of the led suit; ROI-5.2: with trumps, the highest trump if any was played.
/// Ties cannot occur (ROI-5.3). `None` for an empty trick.
#[must_use]
pub fn holding(trick: &[(Seat, Card)], trump: Option<Suit>) -> Option<(Seat, Card)> {
    let (&first, rest) = trick.split_first()?;
    let mut best = first;
    for &(s, c) in rest {
        let beats = if c.suit() == best.1.suit() {
            c.rank() > best.1.rank()
        } else {
            Some(c.suit()) == trump
        };
        if beats {
            best = (s, c);
        }
    }
    Some(best)
}

/// The winner of a complete trick ([`holding`]). An empty trick has no winner: seat 0 then.
#[must_use]
pub fn winner(trick: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    holding(trick, trump).map_or(Seat(0), |(s, _)| s)
}
