//! Following colour and winning a trick (TAF-4, TAF-5).

use super::cards::{Card, Colour};
use crate::core::seats::Seat;

/// The colour players must follow in this trick, if any (TAF-4.2, TAF-4.5).
///
/// A colour card led sets it. After a super-trump lead there is none when
/// `super_lead_frees` (TAF-4.5, the default); otherwise the first colour card played after
/// it sets the colour.
#[must_use]
pub fn led_colour(trick: &[(Seat, Card)], super_lead_frees: bool) -> Option<Colour> {
    let (_, first) = trick.first()?;
    match first.colour() {
        Some(c) => Some(c),
        None if super_lead_frees => None,
        None => trick.iter().find_map(|(_, c)| c.colour()),
    }
}

/// The ladder place of a colour, 1 to 6, or 0 when it is not a trump (TAF-2.6).
#[must_use]
pub fn place(ladder: &[Colour], c: Colour) -> usize {
    ladder.iter().position(|x| *x == c).map_or(0, |i| i + 1)
}

/// The card that holds a (complete or partial) trick, by the reference algorithm of
/// TAF-5.7, and who played it. `None` for an empty trick.
///
/// 1. Super-trumps (TAF-5.1 to TAF-5.3): walking the trick in order, a later super-trump of
///    the other kind replaces the best one; one of the same kind does not.
/// 2. Else trumps (TAF-5.4): the colour on the highest ladder place, then the higher value.
/// 3. Else the highest card of the led colour (TAF-5.5).
#[must_use]
pub fn holding(
    trick: &[(Seat, Card)],
    ladder: &[Colour],
    super_lead_frees: bool,
) -> Option<(Seat, Card)> {
    let mut supers = trick.iter().filter(|(_, c)| c.is_super());
    if let Some(&first) = supers.next() {
        let mut best = first;
        for &(s, c) in supers {
            if c != best.1 {
                best = (s, c);
            }
        }
        return Some(best);
    }
    let trump = trick
        .iter()
        .filter_map(|&(s, c)| {
            let p = place(ladder, c.colour()?);
            (p > 0).then_some(((p, c.value()?), (s, c)))
        })
        .max_by_key(|(k, _)| *k);
    if let Some((_, best)) = trump {
        return Some(best);
    }
    let led = led_colour(trick, super_lead_frees)?;
    trick
        .iter()
        .filter(|(_, c)| c.colour() == Some(led))
        .max_by_key(|(_, c)| c.value())
        .copied()
}

/// The winner of a complete trick ([`holding`]).
#[must_use]
pub fn winner(trick: &[(Seat, Card)], ladder: &[Colour], super_lead_frees: bool) -> Option<Seat> {
    holding(trick, ladder, super_lead_frees).map(|(s, _)| s)
}
