//! Tournoi benchmarks (criterion): `cargo bench --no-default-features --bench tournoi`.
//!
//! * `tournoi random full game N`: a deal plus uniformly random legal actions to the end of
//!   the tournament, with N knights (random full games per second);
//! * `tournoi legal actions`: every legal action of the knight to move, mid-round;
//! * `tournoi determinize`: re-dealing what a knight cannot see;
//! * `tournoi easy decision`: one rule-based decision from an observation;
//! * `tournoi ismcts 1000`: one search move of 1,000 IS-MCTS iterations (Normal's budget).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::choose;
use table_ronde::bot::ismcts::{Search, SearchConfig};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::games::tournoi::{Phase, Tournoi, TournoiOptions};

/// Plays random legal actions until `stop`.
fn random_play(g: &mut Tournoi, rng: &mut GameRng, stop: impl Fn(&Tournoi) -> bool) {
    while let Some(seat) = g.first_actor() {
        if stop(g) {
            break;
        }
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
    }
}

fn tournoi(c: &mut Criterion) {
    let mut group = c.benchmark_group("tournoi");
    group.throughput(Throughput::Elements(1));
    for n in [2, 4, 6] {
        let mut seed = 0u64;
        group.bench_function(format!("tournoi random full game {n}"), |b| {
            b.iter(|| {
                seed += 1;
                let mut g = Tournoi::new(&TournoiOptions::default(), n, seed).expect("setup");
                random_play(&mut g, &mut GameRng::from_seed(seed), |_| false);
                black_box(g)
            });
        });
    }
    let mut mid = Tournoi::new(&TournoiOptions::default(), 4, 7).expect("setup");
    random_play(&mut mid, &mut GameRng::from_seed(7), |g| {
        g.round() >= 2
            && g.melee() >= 4
            && matches!(g.phase(), Phase::Melee { .. })
            && g.legal_actions(g.first_actor().expect("actor")).len() > 4
    });
    let seat = mid.first_actor().expect("someone acts");
    let mut rng = GameRng::from_seed(1);
    group.bench_function("tournoi legal actions", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)));
    });
    group.bench_function("tournoi determinize", |b| {
        b.iter(|| black_box(mid.determinize(seat, &mut rng)));
    });
    group.bench_function("tournoi easy decision", |b| {
        b.iter(|| black_box(choose(Level::Easy, &mid, seat, &mut rng)));
    });
    let mut k = 0u64;
    group.throughput(Throughput::Elements(1000));
    group.bench_function("tournoi ismcts 1000", |b| {
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
    targets = tournoi
}
criterion_main!(benches);
