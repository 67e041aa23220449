//! Fits the weights of a game's horizon value (Hard's judgement of where its simulations
//! stop: `games::camelot::value`): plays games between rule-based players (Easy), records
//! every player's features at the end of each scoring round (a tournament) with who won the
//! game in the end, and fits the
//! multinomial logit `P(s) = exp(w·f(s)) / Σₒ exp(w·f(o))` by maximum likelihood (gradient
//! ascent on standardised features; a shared win counts as a share for each winner). Prints
//! the weights and the held-out log-loss against a coin.
//!
//! `cargo run --release --no-default-features --example horizon_value -- camelot [games per table size] [seed]`
//!
//! (Tournoi had one too, a logit on health, and lost to Normal: docs/arena.md.)

use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::policy::RuleBased;
use table_ronde::core::record::Level;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::{Camelot, CamelotOptions, value as camelot_value};

/// One end of a scoring round: every player's features, and each one's share of the win.
struct Sample {
    f: Vec<Vec<f64>>,
    won: Vec<f64>,
}

/// Plays one Easy game, keeping the features at the end of each scoring round.
fn play<G: RuleBased>(
    options: &G::Options,
    n: usize,
    seed: u64,
    features: fn(&G, Seat) -> Vec<f64>,
    out: &mut Vec<Sample>,
) -> Option<()> {
    let mut g = G::new(options, n, seed).ok()?;
    let mut rows: Vec<Vec<Vec<f64>>> = Vec::new();
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
    let winners = g.outcome()?.winners;
    let share = 1.0 / winners.len().max(1) as f64;
    let won: Vec<f64> = Seat::all(n)
        .map(|s| if winners.contains(&s) { share } else { 0.0 })
        .collect();
    out.extend(rows.into_iter().map(|f| Sample {
        f,
        won: won.clone(),
    }));
    Some(())
}

/// Mean negative log-likelihood of `data` under weights `w`.
fn log_loss(data: &[Sample], w: &[f64]) -> f64 {
    let mut total = 0.0;
    for s in data {
        let l: Vec<f64> =
            s.f.iter()
                .map(|f| f.iter().zip(w).map(|(x, w)| x * w).sum())
                .collect();
        let top = l.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let z = l.iter().map(|x| (x - top).exp()).sum::<f64>().ln();
        total -= s
            .won
            .iter()
            .zip(&l)
            .map(|(y, x)| y * (x - top - z))
            .sum::<f64>();
    }
    total / data.len() as f64
}

/// Maximum likelihood weights (on raw features; fitted on standardised ones).
fn fit(train: &[Sample]) -> Vec<f64> {
    let k = train[0].f[0].len();
    let mut scale = vec![(0.0, 1.0); k];
    for (j, sc) in scale.iter_mut().enumerate() {
        let v: Vec<f64> = train
            .iter()
            .flat_map(|s| s.f.iter().map(move |f| f[j]))
            .collect();
        let m = v.iter().sum::<f64>() / v.len() as f64;
        let sd = (v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / v.len() as f64).sqrt();
        *sc = (m, if sd > 1e-9 { sd } else { 1.0 });
    }
    let mut w = vec![0.0; k];
    for _ in 0..600 {
        let mut grad = vec![0.0; k];
        for s in train {
            let z: Vec<Vec<f64>> =
                s.f.iter()
                    .map(|f| (0..k).map(|j| (f[j] - scale[j].0) / scale[j].1).collect())
                    .collect();
            let l: Vec<f64> = z
                .iter()
                .map(|f| f.iter().zip(&w).map(|(x, w)| x * w).sum())
                .collect();
            let top = l.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = l.iter().map(|x| (x - top).exp()).collect();
            let sum: f64 = e.iter().sum();
            for (i, f) in z.iter().enumerate() {
                for j in 0..k {
                    grad[j] += (s.won[i] - e[i] / sum) * f[j];
                }
            }
        }
        for j in 0..k {
            w[j] += 0.5 * grad[j] / train.len() as f64;
        }
    }
    // Back to raw features: the centring drops out of a softmax over players.
    (0..k).map(|j| w[j] / scale[j].1).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = args.get(1).map_or("camelot", String::as_str);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4000);
    let seed0: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    if game != "camelot" {
        eprintln!("horizon_value: only camelot has a horizon value");
        std::process::exit(2);
    }
    for n in 2..=5usize {
        let mut train = Vec::new();
        let mut test = Vec::new();
        for k in 0..games {
            let target = if k % 5 == 4 { &mut test } else { &mut train };
            let seed = seed0 + k * 7919 + n as u64;
            play::<Camelot>(
                &CamelotOptions::default(),
                n,
                seed,
                |g, s| camelot_value::features(g, s).to_vec(),
                target,
            );
        }
        if train.is_empty() || test.is_empty() {
            println!("{n} players: no positions");
            continue;
        }
        let w = fit(&train);
        println!(
            "{n} players: {} train / {} test positions; held-out log-loss: fit {:.4}, coin {:.4}",
            train.len(),
            test.len(),
            log_loss(&test, &w),
            (n as f64).ln()
        );
        println!("  weights {w:.4?}");
    }
}
