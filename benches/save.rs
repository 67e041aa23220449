//! The page's link work per move late in a long game (criterion):
//! `cargo bench --no-default-features --bench save`.
//!
//! A game of Les Chevaliers (seven Easy knights) and one of Camelot (five seats, random
//! choices), each dealt from a fixed seed and played to ply 400. After every decision the
//! shell saves the game as its share link:
//!
//! * `<game> save at ply 400, full encode`: what a save cost up to issue 27: the whole record
//!   written as a link from the deal (`link::encode`, a replay of 401 moves);
//! * `<game> save at ply 400, incremental`: what it costs since: the session's
//!   [`LinkWriter`] at ply 400 writes the one new move from the position before it and gives
//!   the text (no replay).
//!
//! The replay viewer's analysis of every move of one seat in those 400 plies (the page's and
//! the worker's link work, not the searches):
//!
//! * `<game> analysis links, one per move`: before: one link per analysed move, each encoded
//!   from the deal and decoded (replayed) by the worker: quadratic;
//! * `<game> analysis links, one walk`: since: the viewer's one walk writes the link, the
//!   worker loads the first analysed position and plays the moves from one to the next.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use table_ronde::bot::{RuleBased, choose};
use table_ronde::core::game::Game;
use table_ronde::core::link::{self, LinkWriter, choices, decode_position, play_choice};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::Camelot;
use table_ronde::games::chevaliers::Chevaliers;

/// Plies into the game.
const PLY: usize = 400;

/// A record of `G` at `PLY + 1` moves, its moves chosen by `pick`: the first deal from
/// `seed` on whose game lasts that long.
fn long_game<G: Game>(
    seats: usize,
    mut seed: u64,
    pick: impl Fn(&G, &mut GameRng) -> (Seat, G::Action),
) -> GameRecord<G> {
    loop {
        let kinds = vec![SeatKind::Human; seats];
        let mut rec = GameRecord::<G>::new(G::Options::default(), kinds, seed);
        let mut g = rec.start().expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while rec.log.len() <= PLY && !g.is_over() {
            let (seat, action) = pick(&g, &mut rng);
            g.play(seat, &action).expect("legal");
            rec.log.push((seat, action));
        }
        if rec.log.len() > PLY {
            return rec;
        }
        seed += 1;
    }
}

/// The rule-based player's choice for the first seat to act.
fn easy<G: RuleBased>(g: &G, rng: &mut GameRng) -> (Seat, G::Action) {
    let seat = g.actors()[0];
    (seat, choose(Level::Easy, g, seat, rng).expect("a choice"))
}

/// Any of the position's choices, at random.
fn random<G: Game>(g: &G, rng: &mut GameRng) -> (Seat, G::Action) {
    let ch = choices(g);
    ch[rng.index(ch.len())].clone()
}

fn bench_game<G: Game>(c: &mut Criterion, name: &str, rec: &GameRecord<G>) {
    let mut group = c.benchmark_group("save");
    let (seat, action) = rec.log[PLY].clone();
    let mut at_400 = rec.clone();
    at_400.log.truncate(PLY);
    let (writer, before) = LinkWriter::of(&at_400).expect("writes");
    // Both ways give the same text.
    let mut w = writer.clone();
    w.push(&before, seat, &action).expect("a choice");
    assert_eq!(w.text(), link::encode(rec).expect("encodes"));

    group.bench_function(format!("{name} save at ply 400, full encode"), |b| {
        b.iter(|| black_box(link::encode(black_box(rec)).expect("encodes")));
    });
    group.bench_function(format!("{name} save at ply 400, incremental"), |b| {
        b.iter_batched(
            || writer.clone(),
            |mut w| {
                w.push(black_box(&before), seat, &action).expect("a choice");
                black_box(w.text())
            },
            BatchSize::SmallInput,
        );
    });

    // Every move of seat 0 with a choice, in the first 400 plies.
    let mut g = rec.start().expect("setup");
    let mut jobs = Vec::new();
    for (ply, (s, a)) in rec.log[..PLY].iter().enumerate() {
        if *s == Seat(0) && g.legal_actions(*s).len() > 1 {
            jobs.push(ply);
        }
        g.play(*s, a).expect("legal");
    }
    group.bench_function(format!("{name} analysis links, one per move"), |b| {
        b.iter(|| {
            for &ply in &jobs {
                let mut cut = rec.clone();
                cut.log.truncate(ply);
                let text = link::encode(&cut).expect("encodes");
                black_box(decode_position::<G>(&text).expect("decodes"));
            }
        });
    });
    group.bench_function(format!("{name} analysis links, one walk"), |b| {
        b.iter(|| {
            let (w, _) = LinkWriter::of(black_box(rec)).expect("writes");
            let (_, mut g) = decode_position::<G>(&w.text_at(jobs[0])).expect("decodes");
            for pair in jobs.windows(2) {
                for c in w.choice_indices(pair[0]..pair[1]).expect("written") {
                    play_choice(&mut g, c as usize).expect("a choice");
                }
                black_box(&g);
            }
        });
    });
    group.finish();
}

fn save(c: &mut Criterion) {
    let chevaliers = long_game::<Chevaliers>(7, 1, easy);
    bench_game(c, "chevaliers", &chevaliers);
    let camelot = long_game::<Camelot>(5, 1, random);
    bench_game(c, "camelot", &camelot);
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = save
}
criterion_main!(benches);
