//! Fits the weights of Camelot's horizon value (`games::camelot::value`): plays games between
//! rule-based players (Easy), records every player's features at the end of each tournament
//! with who won the game in the end, and fits the multinomial logit
//! `P(s) = exp(w·f(s)) / Σₒ exp(w·f(o))` by maximum likelihood (gradient ascent on
//! standardised features). Prints the weights and the held-out log-loss against the old
//! value (colours plus a tenth per card) and against a coin.
//!
//! `cargo run --release --no-default-features --example camelot_value -- [games per table size] [seed]`

use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::value::{FEATURES, features};
use table_ronde::games::camelot::{Camelot, options::CamelotOptions};

/// One end of tournament: every player's features, and the winner's index.
struct Sample {
    f: Vec<[f64; FEATURES]>,
    winner: usize,
}

fn play(n: usize, seed: u64, out: &mut Vec<Sample>) -> Option<()> {
    let mut g = Camelot::new(&CamelotOptions::default(), n, seed).ok()?;
    let mut rows: Vec<Vec<[f64; FEATURES]>> = Vec::new();
    let mut ply = 0usize;
    while let Some(seat) = g.actors().first().copied() {
        let before = g.scoring_round();
        let mut rng = decision_rng(seed, ply);
        let a = choose(Level::Easy, &g, seat, &mut rng)?;
        g.play(seat, &a).ok()?;
        ply += 1;
        if g.scoring_round() != before && g.outcome().is_none() {
            rows.push(Seat::all(n).map(|s| features(&g, s)).collect());
        }
    }
    let winner = g.outcome()?.winners.first()?.index();
    out.extend(rows.into_iter().map(|f| Sample { f, winner }));
    Some(())
}

fn log_loss(data: &[Sample], w: &[f64; FEATURES], scale: &[(f64, f64); FEATURES]) -> f64 {
    let mut total = 0.0;
    for s in data {
        let l: Vec<f64> =
            s.f.iter()
                .map(|f| {
                    (0..FEATURES)
                        .map(|k| (f[k] - scale[k].0) / scale[k].1 * w[k])
                        .sum()
                })
                .collect();
        let top = l.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let z: f64 = l.iter().map(|x| (x - top).exp()).sum();
        total -= (l[s.winner] - top) - z.ln();
    }
    total / data.len() as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4000);
    let seed0: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    for n in 2..=5usize {
        let mut train = Vec::new();
        let mut test = Vec::new();
        for k in 0..games {
            let target = if k % 5 == 4 { &mut test } else { &mut train };
            play(n, seed0 + k * 7919 + n as u64, target);
        }
        // Standardise (a centred feature changes nothing in a softmax over players).
        let mut scale = [(0.0, 1.0); FEATURES];
        for (k, sc) in scale.iter_mut().enumerate() {
            let v: Vec<f64> = train
                .iter()
                .flat_map(|s| s.f.iter().map(move |f| f[k]))
                .collect();
            let m = v.iter().sum::<f64>() / v.len() as f64;
            let sd = (v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / v.len() as f64).sqrt();
            *sc = (m, if sd > 1e-9 { sd } else { 1.0 });
        }
        let mut w = [0.0; FEATURES];
        let rate = 0.5;
        for _ in 0..600 {
            let mut grad = [0.0; FEATURES];
            for s in &train {
                let z: Vec<[f64; FEATURES]> =
                    s.f.iter()
                        .map(|f| std::array::from_fn(|k| (f[k] - scale[k].0) / scale[k].1))
                        .collect();
                let l: Vec<f64> = z
                    .iter()
                    .map(|f| (0..FEATURES).map(|k| f[k] * w[k]).sum())
                    .collect();
                let top = l.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let e: Vec<f64> = l.iter().map(|x| (x - top).exp()).collect();
                let sum: f64 = e.iter().sum();
                for (i, f) in z.iter().enumerate() {
                    let y = if i == s.winner { 1.0 } else { 0.0 };
                    for k in 0..FEATURES {
                        grad[k] += (y - e[i] / sum) * f[k];
                    }
                }
            }
            for k in 0..FEATURES {
                w[k] += rate * grad[k] / train.len() as f64;
            }
        }
        // Back to raw features (the centring drops out of the softmax).
        let raw: [f64; FEATURES] = std::array::from_fn(|k| w[k] / scale[k].1);
        let unit = [(0.0, 1.0); FEATURES];
        let old: [f64; FEATURES] = {
            // colours + 0.1 per card, compared over the table as the old returns did (a
            // logit of slope 1 per colour: the closest softmax to it).
            let mut o = [0.0; FEATURES];
            o[0] = 1.0;
            o[1] = 0.1;
            o
        };
        println!(
            "{n} players: {} train / {} test positions; test log-loss fit {:.4}, old {:.4}, coin {:.4}",
            train.len(),
            test.len(),
            log_loss(&test, &raw, &unit),
            log_loss(&test, &old, &unit),
            (n as f64).ln()
        );
        println!("  weights {raw:.4?}");
    }
}
