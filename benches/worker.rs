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
//!   i.e. the whole time per computer move in the worker;
//! * `roi ply 400 position, by moves`: what a request costs since (protocol v2): the page
//!   copies the record and the position (as `ui::computers` does), writes the one move since
//!   its last request as a link choice on the position it sent then, and encodes `moves` and
//!   `think`; the worker decodes them, plays that move on the position it keeps and sets the
//!   search up;
//! * `roi ply 400 normal move, by moves`: the same plus the Normal search.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::protocol::{Think, ToWorker};
use table_ronde::bot::worker::{HeldPosition, PendingDecision};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::{LoadAnyGame, StartAnyGame};

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
            black_box(PendingDecision::start(&text, seat, Level::Normal).expect("starts"))
        });
    });
    group.bench_function("roi ply 400 normal move, by link", |b| {
        b.iter(|| {
            let text = link::encode(black_box(&rec)).expect("encode");
            let mut t = PendingDecision::start(&text, seat, Level::Normal).expect("starts");
            loop {
                if let Some(i) = t.step(u32::MAX) {
                    break black_box(i);
                }
            }
        });
    });

    // The page's last request was at ply 399 (the position it sent then), and the worker
    // holds ply 399 too.
    let (seat_399, card_399) = rec.log[PLY - 1];
    let mut before = rec.clone();
    before.log.truncate(PLY - 1);
    let link_399 = link::encode(&before).expect("encode");
    let page_399 = before.replay().expect("replays");
    let now = rec.replay().expect("replays");
    let by_moves = |(mut sent, mut kept): (Roi, HeldPosition)| {
        // Page: what `ui::computers::position` copies and writes.
        let record = black_box(&rec).clone();
        let (_fallback, _new_sent) = (now.clone(), now.clone());
        let i = link::choice_index(&sent, seat_399, &card_399).expect("a choice");
        sent.play(seat_399, &card_399).expect("legal");
        let moves = ToWorker::Moves {
            game: 1,
            from: PLY - 1,
            moves: vec![i as u32],
        }
        .encode();
        let think = ToWorker::Think(Think {
            id: 1,
            game: 1,
            ply: record.log.len(),
            seat,
            level: Level::Normal,
        })
        .encode();
        // Worker.
        let Some(ToWorker::Moves { from, moves, .. }) = ToWorker::decode(&moves) else {
            unreachable!("moves")
        };
        kept.append(from, &moves).expect("appends");
        let Some(ToWorker::Think(t)) = ToWorker::decode(&think) else {
            unreachable!("think")
        };
        kept.think(t.ply, t.seat, t.level).expect("starts")
    };
    let setup = || {
        (
            page_399.clone(),
            HeldPosition::load(&link_399).expect("loads"),
        )
    };
    group.bench_function("roi ply 400 position, by moves", |b| {
        b.iter_batched(setup, |s| black_box(by_moves(s)), BatchSize::SmallInput);
    });
    group.bench_function("roi ply 400 normal move, by moves", |b| {
        b.iter_batched(
            setup,
            |s| {
                let mut t = by_moves(s);
                loop {
                    if let Some(i) = t.step(u32::MAX) {
                        break black_box(i);
                    }
                }
            },
            BatchSize::SmallInput,
        );
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
