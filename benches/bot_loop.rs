//! The arena's bot loop per game (criterion, issue 31):
//! `cargo bench --no-default-features --bench bot_loop`.
//!
//! * `<game> random game`: one whole game through the arena's loop
//!   ([`table_ronde::bot::arena::play_seeded`]: a decision stream per ply, [`choose`] at
//!   `Level::Random`, the action played) — the arena's random games per second;
//! * `<game> easy game`: the same with every seat at `Level::Easy`;
//! * per decision, over the positions met in a few random games (throughput = positions):
//!   `<game> observe`, `<game> legal actions`, `<game> decision stream` (the stream of a
//!   ply and its first draw), `<game> rule-based decision` (one decision of the game's
//!   rule-based player as `choose` makes it: the decision observation, its legal list and
//!   the choice among them, `RuleBased::with_decision_observation` and
//!   `RuleBased::rule_based_decision`, no slip), `<game> choose
//!   random`, `<game> choose easy`, and for Les Chevaliers `choose hard` (the Loyal
//!   knights' careful rule-based choice).
//!
//! A regression in what each decision builds around the engine shows here first.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::arena::play_seeded;
use table_ronde::bot::{RuleBased, choose, decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::{Camelot, CamelotOptions};
use table_ronde::games::chevaliers::options::LoyaltyPool;
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
use table_ronde::games::tournoi::{Tournoi, TournoiOptions};

/// The decisions of `games` random games (seeds 1..), as (position, seat).
fn positions<G: Game>(options: &G::Options, seats: usize, games: u64) -> Vec<(G, Seat)> {
    let mut out = Vec::new();
    for seed in 1..=games {
        let mut g = G::new(options, seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(seat) = g.first_actor() {
            out.push((g.clone(), seat));
            let legal = g.legal_actions(seat);
            let a = legal[rng.index(legal.len())].clone();
            g.play(seat, &a).expect("legal");
        }
    }
    out
}

fn bench_game<G: RuleBased>(
    c: &mut Criterion,
    name: &str,
    options: &G::Options,
    seats: usize,
    hard: bool,
) {
    let mut group = c.benchmark_group(format!("bot_loop {name}"));
    group.throughput(Throughput::Elements(1));
    for (label, level) in [("random", Level::Random), ("easy", Level::Easy)] {
        let levels = vec![level; seats];
        let mut seed = 0u64;
        group.bench_function(format!("{name} {label} game"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(play_seeded::<G>(options, seed, 0, &levels).expect("plays"))
            });
        });
    }
    // Few games for the long ones: a few thousand positions is plenty.
    let mut pos = positions::<G>(options, seats, 3);
    pos.truncate(3000);
    group.throughput(Throughput::Elements(pos.len() as u64));
    group.bench_function(format!("{name} observe"), |b| {
        b.iter(|| {
            for (g, s) in &pos {
                black_box(g.observe(*s));
            }
        });
    });
    group.bench_function(format!("{name} legal actions"), |b| {
        b.iter(|| {
            for (g, s) in &pos {
                black_box(g.legal_actions(*s));
            }
        });
    });
    group.bench_function(format!("{name} decision stream"), |b| {
        b.iter(|| {
            for ply in 0..pos.len() {
                black_box(decision_rng(7, ply).next_u32());
            }
        });
    });
    group.bench_function(format!("{name} rule-based decision"), |b| {
        b.iter(|| {
            for (ply, (g, s)) in pos.iter().enumerate() {
                black_box(g.with_decision_observation(*s, |obs| {
                    G::rule_based_decision(obs, |legal, rule_based| {
                        rule_based(legal, &mut decision_rng(7, ply))
                    })
                }));
            }
        });
    });
    let mut levels = vec![("random", Level::Random), ("easy", Level::Easy)];
    if hard {
        levels.push(("hard", Level::Hard));
    }
    for (label, level) in levels {
        group.bench_function(format!("{name} choose {label}"), |b| {
            b.iter(|| {
                for (ply, (g, s)) in pos.iter().enumerate() {
                    black_box(choose(level, g, *s, &mut decision_rng(7, ply)));
                }
            });
        });
    }
    group.finish();
}

fn bot_loop(c: &mut Criterion) {
    bench_game::<Roi>(c, "roi", &RoiOptions::default(), 4, false);
    bench_game::<Tafelrunde>(c, "tafelrunde", &TafelrundeOptions::default(), 4, false);
    bench_game::<Camelot>(c, "camelot", &CamelotOptions::default(), 4, false);
    bench_game::<Tournoi>(c, "tournoi", &TournoiOptions::default(), 4, false);
    let chv = ChevaliersOptions {
        loyalty_pool: LoyaltyPool::NoTraitor,
        ..ChevaliersOptions::default()
    };
    bench_game::<Chevaliers>(c, "chevaliers", &chv, 5, true);
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = bot_loop
}
criterion_main!(benches);
