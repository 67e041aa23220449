//! Engine benchmarks (criterion): `cargo bench --no-default-features --bench engines`.
//!
//! * `roi random deal`: a `GameRecord` start, i.e. seeding ChaCha8, drawing the first
//!   dealer, shuffling and dealing 52 cards (target ≥ 1,000,000 deals/s);
//! * `roi random full game`: a start plus 520 uniformly random legal plays;
//! * `roi determinize`: re-dealing the hidden hands of a mid-round position;
//! * `roi link encode` / `roi link decode`: the share link of a complete game;
//! * `roi easy decision`: one rule-based move from an observation.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::choose;
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
    group.bench_function("roi easy decision", |b| {
        b.iter(|| black_box(choose(Level::Easy, &mid, seat, &mut rng)));
    });

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
