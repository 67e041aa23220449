//! Engine benchmarks (criterion): `cargo bench --no-default-features --bench engines`.
//!
//! * `roi random deal`: a `GameRecord` start, i.e. seeding ChaCha8, drawing the first
//!   dealer, shuffling and dealing 52 cards (target ≥ 1,000,000 deals/s);
//! * `roi random full game`: a start plus 520 uniformly random legal plays;
//! * `roi determinize`: re-dealing the hidden hands of a mid-round position (and of a
//!   position after nine tricks), and the same with the previous matching-based method;
//! * `roi clone`: copying that mid-round state (part of every determinization);
//! * `roi determinize contract 10`: the same mid-round in the last contract, whose copy
//!   also carries nine score-sheet lines;
//! * `roi link encode` / `roi link decode`: the share link of a complete game;
//! * `roi easy decision`: one rule-based move from an observation;
//! * `roi rollout round`: a fresh deal played to the end of its round with the rollout
//!   policy ([`RuleBased::rollout`]), once in contract 1 and once in a trump contract;
//! * `roi ismcts 1000 …`: 1,000 IS-MCTS iterations for the seat to play, at the first
//!   decision of a round and in the middle of one (iterations/s = 1000 / time).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::ismcts::{Search, SearchConfig};
use table_ronde::bot::{RuleBased, choose};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiOptions};

fn record(seed: u64) -> GameRecord<Roi> {
    GameRecord::new(
        RoiOptions::default(),
        vec![SeatKind::Computer(Level::Random); 4],
        seed,
    )
}

/// Plays `g` on with random legal cards until `stop` says so; returns the log.
fn random_play(
    g: &mut Roi,
    rng: &mut GameRng,
    stop: impl Fn(&Roi) -> bool,
) -> Vec<(Seat, table_ronde::core::cards::Card)> {
    let mut log = Vec::new();
    while let Some(seat) = g.to_play() {
        if stop(g) {
            break;
        }
        let legal = g.legal_actions(seat);
        let c = legal[rng.index(legal.len())];
        g.play(seat, &c).expect("legal");
        log.push((seat, c));
    }
    log
}

/// The start of round `round` (0-based) of the game dealt from `seed`, reached by random play.
fn at_round(round: usize, seed: u64) -> Roi {
    let mut g = record(seed).start().expect("setup");
    random_play(&mut g, &mut GameRng::from_seed(seed), |g| {
        g.round() >= round
    });
    g
}

fn roi(c: &mut Criterion) {
    let mut group = c.benchmark_group("engines");
    group.throughput(Throughput::Elements(1));

    let mut rec = record(0);
    group.bench_function("roi random deal", |b| {
        b.iter(|| {
            rec.seed = rec.seed.wrapping_add(1);
            black_box(rec.start().expect("setup"))
        });
    });

    let mut seed = 0u64;
    group.bench_function("roi random full game", |b| {
        b.iter(|| {
            seed += 1;
            let mut g = record(seed).start().expect("setup");
            let mut rng = GameRng::from_seed(seed);
            random_play(&mut g, &mut rng, |_| false);
            black_box(g)
        });
    });

    let mut mid = record(7).start().expect("setup");
    random_play(&mut mid, &mut GameRng::from_seed(7), |g| {
        g.tricks().len() >= 5
    });
    let seat = mid.to_play().expect("to play");
    let mut rng = GameRng::from_seed(1);
    group.bench_function("roi determinize", |b| {
        b.iter(|| black_box(mid.determinize(seat, &mut rng)));
    });
    group.bench_function("roi determinize by matching (before)", |b| {
        b.iter(|| black_box(mid.determinized_by_matching(seat, &mut rng)));
    });
    let late = {
        let mut g = record(8).start().expect("setup");
        random_play(&mut g, &mut GameRng::from_seed(8), |g| {
            g.tricks().len() >= 9
        });
        g
    };
    let late_seat = late.to_play().expect("to play");
    group.bench_function("roi determinize late", |b| {
        b.iter(|| black_box(late.determinize(late_seat, &mut rng)));
    });
    group.bench_function("roi determinize late by matching (before)", |b| {
        b.iter(|| black_box(late.determinized_by_matching(late_seat, &mut rng)));
    });
    group.bench_function("roi clone", |b| {
        b.iter(|| black_box(mid.clone()));
    });
    // The last contract: the copy also carries nine score-sheet lines.
    let mut tenth = at_round(9, 9);
    random_play(&mut tenth, &mut GameRng::from_seed(9), |g| {
        g.tricks().len() >= 5
    });
    let tenth_seat = tenth.to_play().expect("to play");
    group.bench_function("roi determinize contract 10", |b| {
        b.iter(|| black_box(tenth.determinize(tenth_seat, &mut rng)));
    });
    group.bench_function("roi easy decision", |b| {
        b.iter(|| black_box(choose(Level::Easy, &mid, seat, &mut rng)));
    });

    for (name, round) in [("roi rollout round c1", 0), ("roi rollout round c7", 6)] {
        let start = at_round(round, 11);
        let mut k = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                k += 1;
                let mut g = start.clone();
                let mut rng = GameRng::from_seed(k);
                while g.round() == round {
                    let Some(s) = g.to_play() else { break };
                    let c = Roi::rollout(&g, s, &mut rng).expect("a card");
                    g.play(s, &c).expect("legal");
                }
                black_box(g)
            });
        });
    }

    let first = at_round(0, 21);
    let mut middle = at_round(6, 22);
    random_play(&mut middle, &mut GameRng::from_seed(5), |g| {
        g.tricks().len() >= 6
    });
    for (name, pos) in [
        ("roi ismcts 1000 first decision", &first),
        ("roi ismcts 1000 mid-round", &middle),
    ] {
        let seat = pos.to_play().expect("to play");
        let mut k = 0u64;
        group.throughput(Throughput::Elements(1000));
        group.bench_function(name, |b| {
            b.iter(|| {
                k += 1;
                let mut s = Search::new(
                    pos,
                    seat,
                    SearchConfig::iterations(1000),
                    GameRng::from_seed(k),
                );
                s.run(1000);
                black_box(s.best())
            });
        });
        group.throughput(Throughput::Elements(1));
    }

    let mut full = record(2026);
    let mut g = full.start().expect("setup");
    full.log = random_play(&mut g, &mut GameRng::from_seed(3), |_| false);
    assert_eq!(full.log.len(), 520);
    let text = link::encode(&full).expect("encode");
    group.bench_function("roi link encode", |b| {
        b.iter(|| black_box(link::encode(&full).expect("encode")));
    });
    group.bench_function("roi link decode", |b| {
        b.iter(|| black_box(link::decode::<Roi>(&text).expect("decode")));
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = roi
}
criterion_main!(benches);
