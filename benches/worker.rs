//! The worker's cost per computer move late in a game (criterion):
//! `cargo bench --no-default-features --bench worker`.
//!
//! A Roi game (four computer seats at Normal) dealt from a fixed seed and played on with
//! random legal cards to ply 400 (of 520). Per computer move the site must get that position
//! into the Web Worker and search it:
//!
//! * `roi ply 400 position, by link`: what every request cost up to issue 11: the page
//!   encodes the whole record as a share link (a replay), the worker decodes it (a replay)
//!   and replays it again, then sets the search up;
//! * `roi ply 400 normal move, by link`: the same plus the Normal search (1,000 iterations),
//!   i.e. the whole time per computer move in the worker.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::think::Thinking;
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiOptions};

/// Plies into the game.
const PLY: usize = 400;

/// The record at ply [`PLY`], with the seat to play there.
fn game_at_ply() -> (GameRecord<Roi>, Seat) {
    let mut rec = GameRecord::<Roi>::new(
        RoiOptions::default(),
        vec![SeatKind::Computer(Level::Normal); 4],
        2026,
    );
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(11);
    while rec.log.len() < PLY {
        let seat = g.to_play().expect("the game goes on");
        let legal = g.legal_actions(seat);
        let c = legal[rng.index(legal.len())];
        g.play(seat, &c).expect("legal");
        rec.log.push((seat, c));
    }
    (rec, g.to_play().expect("a seat to play at ply 400"))
}

fn worker(c: &mut Criterion) {
    let mut group = c.benchmark_group("worker");
    let (rec, seat) = game_at_ply();

    group.bench_function("roi ply 400 position, by link", |b| {
        b.iter(|| {
            let text = link::encode(black_box(&rec)).expect("encode");
            black_box(Thinking::start(&text, seat, Level::Normal).expect("starts"))
        });
    });
    group.bench_function("roi ply 400 normal move, by link", |b| {
        b.iter(|| {
            let text = link::encode(black_box(&rec)).expect("encode");
            let mut t = Thinking::start(&text, seat, Level::Normal).expect("starts");
            loop {
                if let Some(i) = t.step(u32::MAX) {
                    break black_box(i);
                }
            }
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    targets = worker
}
criterion_main!(benches);
