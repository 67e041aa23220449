//! What a tournament is worth between two rounds: each knight's chance of winning it, read
//! from the health of the table (issue 14: Hard's horizon value).
//!
//! A search stops its simulations at the end of the current round (TRN-15.6) and must then
//! judge the table. The returns compare health linearly with the table's mean; but what
//! counts is the end (TRN-11: the game stops when a knight falls to 0, and the healthiest
//! wins), so a lead matters more when somebody is close to falling. The value is a
//! multinomial logit over the knights, `P(s) = exp(w·f(s)) / Σₒ exp(w·f(o))`, on the
//! features below, with weights fitted by maximum likelihood on the ends of rounds of
//! self-played games (`examples/horizon_value.rs tournoi`), labelled with who won in the
//! end; the run and its fit are in docs/arena.md.

use super::Tournoi;
use crate::core::game::Game;
use crate::core::policy::logit_chances;
use crate::core::seats::{PerSeat, Seat};

/// How many features a knight has.
pub const FEATURES: usize = 2;

/// A knight's features at the end of a round: health (in hundreds) and its logarithm (a
/// point of health counts for more the closer the knight is to falling). (Tried and
/// dropped: the square of health, whose fit turned down before full health; unused
/// Godsends, always none at the end of a round with the default rules; being the table's
/// lowest, whose weight came out as noise around zero.)
#[must_use]
pub fn features(g: &Tournoi, s: Seat) -> [f64; FEATURES] {
    let h = f64::from(g.health(s)) / 100.0;
    [h, libm::log(h + 0.2)]
}

/// Each knight's chance to win, by the logit with weights `w` (for a game in progress; the
/// search reads the returns of a finished one, `Tournoi::horizon_value`).
#[must_use]
pub fn win_chances(g: &Tournoi, w: &[f64; FEATURES]) -> PerSeat<f64> {
    let n = g.seat_count();
    logit_chances(n, w, |s| features(g, s))
}

/// The fitted weights for a table of `n` knights (2 to 6; `examples/horizon_value.rs tournoi
/// 4000 1`, docs/arena.md).
#[must_use]
pub fn weights(n: usize) -> &'static [f64; FEATURES] {
    const W: [[f64; FEATURES]; 5] = [
        [0.1495, 1.0073],
        [-0.0031, 1.6789],
        [-0.0335, 1.9383],
        [-0.3743, 2.9090],
        [-0.1185, 2.6665],
    ];
    &W[n.clamp(2, 6) - 2]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tournoi::TournoiOptions;

    #[test]
    fn chances_are_a_distribution_that_favours_health() {
        for n in 2..=6 {
            let g = Tournoi::new(&TournoiOptions::default(), n, 3).expect("a deal");
            let p = win_chances(&g, weights(n));
            let sum: f64 = p.values().sum();
            assert!((sum - 1.0).abs() < 1e-12, "{n} knights: sum {sum}");
            // Everybody starts with the same health: the same chance.
            assert!(
                p.values().all(|x| (x - 1.0 / n as f64).abs() < 1e-12),
                "{n}: {p:?}"
            );
            // Over the whole range of health, more is better.
            let w = weights(n);
            let logit = |h: f64| w[0] * h + w[1] * libm::log(h + 0.2);
            for k in 0..40 {
                let h = f64::from(k) / 10.0;
                assert!(logit(h + 0.1) > logit(h), "{n} knights at {h}");
            }
        }
    }
}
