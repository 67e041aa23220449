//! Chevaliers benchmarks (criterion): `cargo bench --no-default-features --bench chevaliers`.
//!
//! * `chevaliers random full game N`: a deal plus uniformly random legal actions to the end
//!   of the game, with N knights (random full games per second);
//! * `chevaliers legal actions`: every legal action of the knight to move, at a Heroic action
//!   mid-game;
//! * `chevaliers determinize`: re-dealing what a knight cannot see (hands, decks, Loyalty);
//! * `chevaliers easy decision`: one rule-based decision from an observation;
//! * `chevaliers ismcts 1000`: one search move of 1,000 IS-MCTS iterations (Normal's budget).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::choose;
use table_ronde::bot::ismcts::{Search, SearchConfig};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions, Step};

/// Plays random legal actions until `stop`.
fn random_play(g: &mut Chevaliers, rng: &mut GameRng, stop: impl Fn(&Chevaliers) -> bool) {
    while let Some(seat) = g.first_actor() {
        if stop(g) {
            break;
        }
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
    }
}

fn chevaliers(c: &mut Criterion) {
    let mut group = c.benchmark_group("chevaliers");
    group.throughput(Throughput::Elements(1));
    for n in [3, 5, 7] {
        let mut seed = 0u64;
        group.bench_function(format!("chevaliers random full game {n}"), |b| {
            b.iter(|| {
                seed += 1;
                let mut g = Chevaliers::new(&ChevaliersOptions::default(), n, seed).expect("setup");
                random_play(&mut g, &mut GameRng::from_seed(seed), |_| false);
                black_box(g)
            });
        });
    }
    let mut mid = Chevaliers::new(&ChevaliersOptions::default(), 5, 7).expect("setup");
    random_play(&mut mid, &mut GameRng::from_seed(7), |g| {
        g.turns() >= 8
            && matches!(g.step(), Some(Step::Heroic))
            && g.legal_actions(g.first_actor().expect("actor")).len() > 6
    });
    let seat = mid.first_actor().expect("someone acts");
    let mut rng = GameRng::from_seed(1);
    group.bench_function("chevaliers legal actions", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)));
    });
    group.bench_function("chevaliers determinize", |b| {
        b.iter(|| black_box(mid.determinize(seat, &mut rng)));
    });
    group.bench_function("chevaliers easy decision", |b| {
        b.iter(|| black_box(choose(Level::Easy, &mid, seat, &mut rng)));
    });
    let mut k = 0u64;
    group.throughput(Throughput::Elements(1000));
    group.bench_function("chevaliers ismcts 1000", |b| {
        b.iter(|| {
            k += 1;
            let mut s = Search::new(
                &mid,
                seat,
                SearchConfig::iterations(1000),
                GameRng::from_seed(k),
            );
            s.run(1000);
            black_box(s.best())
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = chevaliers
}
criterion_main!(benches);
