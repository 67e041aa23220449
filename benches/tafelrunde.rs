//! Tafelrunde benchmarks (criterion): `cargo bench --no-default-features --bench tafelrunde`.
//!
//! * `tafelrunde random full game N`: a deal plus uniformly random legal actions to the end of
//!   the game, with N players (the figure the issue asks for: random full games per second);
//! * `tafelrunde legal actions`: every legal action of the player to move, in the middle of a hand;
//! * `tafelrunde determinize`: re-dealing what a seat cannot see;
//! * `tafelrunde easy decision`: one rule-based decision from an observation;
//! * `tafelrunde rollout hand`: the search's rollout policy to the end of the hand;
//! * `tafelrunde ismcts 1000`: 1,000 IS-MCTS iterations (iterations/s = 1000 / time).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::ismcts::{Search, SearchConfig};
use table_ronde::bot::{RuleBased, choose};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::games::tafelrunde::{Phase, Tafelrunde, TafelrundeOptions};

/// Plays random legal actions until `stop`.
fn random_play(g: &mut Tafelrunde, rng: &mut GameRng, stop: impl Fn(&Tafelrunde) -> bool) {
    while let Some(seat) = g.first_actor() {
        if stop(g) {
            break;
        }
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
    }
}

fn tafelrunde(c: &mut Criterion) {
    let mut group = c.benchmark_group("tafelrunde");
    group.throughput(Throughput::Elements(1));
    for n in [2, 4, 6] {
        let mut seed = 0u64;
        group.bench_function(format!("tafelrunde random full game {n}"), |b| {
            b.iter(|| {
                seed += 1;
                let mut g = Tafelrunde::new(&TafelrundeOptions::default(), n, seed).expect("setup");
                random_play(&mut g, &mut GameRng::from_seed(seed), |_| false);
                black_box(g)
            });
        });
    }
    let mut mid = Tafelrunde::new(&TafelrundeOptions::default(), 4, 7).expect("setup");
    random_play(&mut mid, &mut GameRng::from_seed(7), |g| {
        g.hands_dealt() >= 2
            && g.tricks_in_hand() == 2
            && g.phase() == Phase::Play
            && g.trick().is_empty()
    });
    let seat = mid.first_actor().expect("someone acts");
    let mut rng = GameRng::from_seed(1);
    group.bench_function("tafelrunde legal actions", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)));
    });
    group.bench_function("tafelrunde determinize", |b| {
        b.iter(|| black_box(mid.determinize(seat, &mut rng)));
    });
    group.bench_function("tafelrunde easy decision", |b| {
        b.iter(|| black_box(choose(Level::Easy, &mid, seat, &mut rng)));
    });
    let mut k = 0u64;
    group.bench_function("tafelrunde rollout hand", |b| {
        b.iter(|| {
            k += 1;
            let mut g = mid.clone();
            let mut rng = GameRng::from_seed(k);
            let h = g.hands_dealt();
            while g.hands_dealt() == h {
                let Some(s) = g.first_actor() else { break };
                let a = Tafelrunde::rollout(&g, s, &mut rng).expect("an action");
                g.play(s, &a).expect("legal");
            }
            black_box(g)
        });
    });
    group.throughput(Throughput::Elements(1000));
    group.bench_function("tafelrunde ismcts 1000", |b| {
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
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = tafelrunde
}
criterion_main!(benches);
