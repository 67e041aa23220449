//! Following colour and winning a trick (TAF-4, TAF-5).

use super::cards::{Card, Colour};
use tr_core::seats::Seat;

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

/// What a card played next must beat to hold a partial trick: [`holding`] of the trick with
/// that card added, answered for every card of a hand from one walk of the trick (the
/// rule-based player asks it of each playable card; issue 31).
#[derive(Clone, Copy, Debug)]
pub struct TrickTop {
    /// The super-trump holding the trick, by the walk of TAF-5.1 to TAF-5.3.
    super_trump: Option<Card>,
    /// The highest trump played: its ladder place and value (TAF-5.4).
    trump: Option<(usize, u8)>,
    /// The colour led and its highest value played (TAF-5.5); `None` for an empty trick.
    led: Option<(Colour, u8)>,
}

impl TrickTop {
    /// The partial trick `trick` under `ladder`.
    #[must_use]
    pub fn new(trick: &[(Seat, Card)], ladder: &[Colour], super_lead_frees: bool) -> Self {
        let mut super_trump = None;
        for &(_, c) in trick {
            if c.is_super() && super_trump != Some(c) {
                super_trump = Some(c);
            }
        }
        let trump = trick
            .iter()
            .filter_map(|(_, c)| {
                let p = place(ladder, c.colour()?);
                (p > 0).then_some((p, c.value()?))
            })
            .max();
        let led = led_colour(trick, super_lead_frees).and_then(|l| {
            let top = trick
                .iter()
                .filter(|(_, c)| c.colour() == Some(l))
                .filter_map(|(_, c)| c.value())
                .max()?;
            Some((l, top))
        });
        Self {
            super_trump,
            trump,
            led,
        }
    }

    /// Whether `card`, played next, would hold the trick: [`holding`] of the trick with it
    /// added names it. Ties go to the later card, as `max_by_key` gives them in [`holding`].
    #[must_use]
    pub fn taken_by(&self, card: Card, ladder: &[Colour]) -> bool {
        // A super-trump played holds unless the one holding is of the same kind.
        if let Some(held) = self.super_trump {
            return card.is_super() && card != held;
        }
        let Card::Colour(col, value) = card else {
            return true;
        };
        let p = place(ladder, col);
        if p > 0 {
            return self.trump.is_none_or(|top| (p, value) >= top);
        }
        if self.trump.is_some() {
            return false;
        }
        // No trump: the led colour's highest card, or the lead itself.
        self.led.is_none_or(|(led, top)| col == led && value >= top)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tr_core::rng::GameRng;

    /// `TrickTop::taken_by` answers as `holding` with the card added, over random partial
    /// tricks (any cards, duplicates too), ladders and both readings of a super-trump lead.
    #[test]
    fn trick_top_is_holding_with_the_card_added() {
        let deck = Card::deck();
        let mut rng = GameRng::from_seed(31);
        for _ in 0..20_000 {
            let mut ladder: Vec<Colour> = Colour::ALL.to_vec();
            rng.shuffle(&mut ladder);
            ladder.truncate(rng.index(7));
            let frees = rng.below(2) == 0;
            let len = rng.index(6);
            let trick: Vec<(Seat, Card)> = (0..len)
                .map(|k| (Seat(k as u8), deck[rng.index(deck.len())]))
                .collect();
            let me = Seat(len as u8);
            let top = TrickTop::new(&trick, &ladder, frees);
            for &card in &deck {
                let mut t = trick.clone();
                t.push((me, card));
                let held = holding(&t, &ladder, frees).map(|(s, _)| s) == Some(me);
                assert_eq!(top.taken_by(card, &ladder), held, "{trick:?} + {card:?}");
            }
        }
    }
}
