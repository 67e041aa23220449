//! What a position is worth between two tournaments: each player's chance of winning the
//! game, read from the tokens and the hands (issue 14: Hard's horizon value).
//!
//! A search stops its simulations at the end of the current tournament (CAM-8.6) and must
//! then judge the position. Colours owned are not enough: a tournament won by spending the
//! whole hand may lose the next three. So the value is a multinomial logit over the
//! players, `P(s) = exp(w·f(s)) / Σₒ exp(w·f(o))`, on the features below. The weights
//! were fitted by maximum likelihood on the ends of tournaments of self-played games
//! (Easy against Easy, `examples/horizon_value.rs camelot`), labelled with who won in the
//! end; the run and its fit are in docs/arena.md.

use super::cards::Card;
use super::state::Camelot;
use tr_core::policy::logit_chances;
use tr_core::seats::{PerSeat, Seat};

/// How many features a player has.
pub const FEATURES: usize = 7;

/// A player's features at the end of a tournament: colours owned, cards in hand, points of
/// the display cards in hand, supporters, action cards, whether they start (and so choose
/// the colour of) the next tournament (CAM-8.6), and the colours still missing squared
/// (the last colours are the hardest to get).
#[must_use]
pub fn features(g: &Camelot, s: Seat) -> [f64; FEATURES] {
    let hand = g.hand(s);
    let pips: u32 = hand
        .iter()
        .filter(|c| c.is_display_card())
        .map(|c| u32::from(c.printed()))
        .sum();
    let supporters = hand.iter().filter(|c| c.is_supporter()).count();
    let actions = hand.iter().filter(|c| matches!(c, Card::Action(_))).count();
    let owned = g.colours_owned(s) as f64;
    let missing = g.colours_needed() as f64 - owned;
    [
        owned,
        hand.len() as f64,
        f64::from(pips) / 10.0,
        supporters as f64,
        actions as f64,
        if g.starter() == s { 1.0 } else { 0.0 },
        missing * missing,
    ]
}

/// Each player's chance to win, by the logit with weights `w` (the game over: 1 for the
/// winner, 0 for the others).
#[must_use]
pub fn win_chances(g: &Camelot, w: &[f64; FEATURES]) -> PerSeat<f64> {
    let n = g.seats();
    if let Some(winner) = g.winner() {
        return PerSeat::from_fn(n, |s| if s == winner { 1.0 } else { 0.0 });
    }
    logit_chances(n, w, |s| features(g, s))
}

/// The fitted weights for a table of `n` players (2 to 5; `examples/horizon_value.rs
/// camelot 10000 1`: 10,000 games per table size, seed 1; docs/arena.md).
#[must_use]
pub fn weights(n: usize) -> &'static [f64; FEATURES] {
    const TWO: [f64; FEATURES] = [0.6731, -0.0694, 0.7266, 0.1525, 0.2652, 0.2885, 0.0792];
    const THREE: [f64; FEATURES] = [0.7409, -0.0305, 0.5882, 0.1000, 0.2323, 0.2342, 0.0719];
    const FOUR: [f64; FEATURES] = [1.0151, 0.0415, 0.5784, 0.0818, 0.1453, 0.3402, 0.1053];
    const FIVE: [f64; FEATURES] = [1.0567, 0.0225, 0.6028, 0.0613, 0.1696, 0.3080, 0.1025];
    match n {
        0..=2 => &TWO,
        3 => &THREE,
        4 => &FOUR,
        _ => &FIVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::CamelotOptions;
    use tr_core::game::Game;

    fn dealt(n: usize) -> Camelot {
        Camelot::new(&CamelotOptions::default(), n, 11).expect("a deal")
    }

    #[test]
    fn chances_are_a_distribution_over_the_players() {
        for n in 2..=5 {
            let g = dealt(n);
            let p = win_chances(&g, weights(n));
            let sum: f64 = p.values().sum();
            assert!((sum - 1.0).abs() < 1e-12, "{n} players: sum {sum}");
            assert!(
                p.values().all(|x| *x > 0.0 && *x < 1.0),
                "{n} players: {p:?}"
            );
        }
    }

    #[test]
    fn a_colour_more_or_a_stronger_hand_raises_the_chance() {
        // Two colours owned (three missing, with two players), five cards, 20 points.
        let base = [2.0, 5.0, 2.0, 1.0, 1.0, 0.0, 9.0];
        for n in 2..=5 {
            let w = weights(n);
            let logit = |f: [f64; FEATURES]| f.iter().zip(w).map(|(f, w)| f * w).sum::<f64>();
            let mut more = base;
            more[0] += 1.0;
            more[6] = 4.0;
            assert!(logit(more) > logit(base), "{n} players: a colour more");
            let mut stronger = base;
            stronger[1] += 1.0;
            stronger[2] += 0.7;
            assert!(
                logit(stronger) > logit(base),
                "{n} players: a 7 more in hand"
            );
            let mut starts = base;
            starts[5] = 1.0;
            assert!(
                logit(starts) > logit(base),
                "{n} players: choosing the next colour"
            );
        }
        // Between two players the chances follow the logits.
        let g = dealt(2);
        let w = weights(2);
        let logit = |s: Seat| {
            features(&g, s)
                .iter()
                .zip(w)
                .map(|(f, w)| f * w)
                .sum::<f64>()
        };
        let p = win_chances(&g, w);
        assert_eq!(p[Seat(0)] > p[Seat(1)], logit(Seat(0)) > logit(Seat(1)));
    }
}
