//! The search worker's kept position (issue 11, replay once per event): a position loaded
//! once from a share link and moved on with link choices decides exactly as one loaded
//! from the longer link, refuses messages about another log length, and a link decodes
//! with the position it reaches.

use table_ronde::bot::worker::{HeldPosition, ThinkError};
use table_ronde::bot::{choose, seat_decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::LoadAnyGame;
use table_ronde::games::camelot::{Camelot, CamelotOptions};
use table_ronde::games::roi::{Roi, RoiOptions};

/// A Roi record of `plies` random moves, with its position.
fn roi_game(seed: u64, plies: usize) -> (GameRecord<Roi>, Roi) {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Normal),
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Hard),
    ];
    let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), seats, seed);
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0x55);
    while rec.log.len() < plies {
        let seat = g.to_play().expect("the game goes on");
        let c = choose(Level::Random, &g, seat, &mut rng).expect("a card");
        g.play(seat, &c).expect("legal");
        rec.log.push((seat, c));
    }
    (rec, g)
}

/// The link choices of `rec`'s moves from log length `from` on.
fn choices_from<G: Game>(rec: &GameRecord<G>, from: usize) -> Vec<u32> {
    let mut g = rec.replay_to(from).expect("replays");
    rec.log[from..]
        .iter()
        .map(|(s, a)| {
            let i = link::choice_index(&g, *s, a).expect("a choice");
            g.play(*s, a).expect("legal");
            i as u32
        })
        .collect()
}

fn decide(p: &HeldPosition, ply: usize, seat: Seat, level: Level) -> usize {
    let mut t = p.think(ply, seat, level).expect("starts");
    loop {
        if let Some(i) = t.step(u32::MAX) {
            return i;
        }
    }
}

#[test]
fn decoding_a_link_gives_the_position_it_reaches() {
    let (rec, g) = roi_game(3, 137);
    let text = link::encode(&rec).expect("encodes");
    let (back, pos) = link::decode_position::<Roi>(&text).expect("decodes");
    assert_eq!(back, rec);
    assert_eq!(pos, g);
    assert_eq!(link::decode::<Roi>(&text), Ok(rec));
    assert!(link::decode_position::<Roi>(&text[..text.len() - 2]).is_err());
}

#[test]
fn a_choice_index_plays_back_the_same_move() {
    let (rec, _) = roi_game(4, 60);
    let mut g = rec.start().expect("setup");
    for (seat, card) in &rec.log {
        let i = link::choice_index(&g, *seat, card).expect("a choice");
        assert_eq!(link::play_choice(&mut g, i), Some((*seat, *card)));
    }
    let before = g.clone();
    assert_eq!(link::play_choice(&mut g, 99), None);
    assert_eq!(g, before, "a refused choice leaves the position alone");
}

/// Loaded at ply 380 and moved on to 400 move by move (as the page sends them), the worker
/// decides at every level what a worker loaded at 400 decides, and what `choose` decides on
/// the page.
#[test]
fn moved_on_position_decides_as_a_fresh_load() {
    let (rec, g) = roi_game(2026, 400);
    let seat = g.to_play().expect("to play");
    let mut early = rec.clone();
    early.log.truncate(380);
    let mut kept = HeldPosition::load(&link::encode(&early).expect("encodes")).expect("loads");
    assert_eq!(kept.ply(), 380);
    let moves = choices_from(&rec, 380);
    for (k, pair) in moves.chunks(3).enumerate() {
        kept.append(380 + 3 * k, pair).expect("appends");
    }
    assert_eq!(kept.ply(), 400);
    let fresh = HeldPosition::load(&link::encode(&rec).expect("encodes")).expect("loads");
    let legal = g.legal_actions(seat);
    for level in Level::ALL {
        let want = choose(
            level,
            &g,
            seat,
            &mut seat_decision_rng(&g, rec.seed, 400, seat),
        );
        let a = decide(&kept, 400, seat, level);
        assert_eq!(a, decide(&fresh, 400, seat, level), "{level:?}");
        assert_eq!(Some(legal[a]), want, "{level:?}");
    }
}

#[test]
fn messages_about_another_ply_are_refused() {
    let (rec, g) = roi_game(9, 40);
    let seat = g.to_play().expect("to play");
    let mut p = HeldPosition::load(&link::encode(&rec).expect("encodes")).expect("loads");
    assert_eq!(
        p.think(39, seat, Level::Easy).map(|_| ()),
        Err(ThinkError::Unsynced { have: 40, want: 39 })
    );
    assert_eq!(
        p.append(41, &[0]),
        Err(ThinkError::Unsynced { have: 40, want: 41 })
    );
    assert_eq!(p.ply(), 40, "a refused append plays nothing");
    assert_eq!(p.append(40, &[200]), Err(ThinkError::BadMove(40)));
    assert_eq!(
        p.think(40, seat.left(4), Level::Hard).map(|_| ()),
        Err(ThinkError::NotToMove(seat.left(4)))
    );
    assert!(matches!(
        HeldPosition::load("not-a-link"),
        Err(ThinkError::Link(_))
    ));
}

/// Camelot (several actors in some windows, choices over all of them) moves on the same way.
#[test]
fn camelot_moves_on_as_a_fresh_load() {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Normal),
        SeatKind::Computer(Level::Easy),
    ];
    let mut rec = GameRecord::<Camelot>::new(CamelotOptions::default(), seats, 12);
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(8);
    let mut kept = HeldPosition::load(&link::encode(&rec).expect("encodes")).expect("loads");
    let mut compared = 0;
    for ply in 0..80 {
        let Some(seat) = g.first_actor() else { break };
        let before = g.clone();
        let a = choose(Level::Random, &g, seat, &mut rng).expect("a move");
        g.play(seat, &a).expect("legal");
        rec.log.push((seat, a));
        let i = link::choice_index(&before, seat, &a).expect("a choice") as u32;
        kept.append(ply, &[i]).expect("appends");
        if ply % 10 == 9
            && let Some(next) = g.first_actor()
        {
            let fresh = HeldPosition::load(&link::encode(&rec).expect("encodes")).expect("loads");
            let want = decide(&fresh, ply + 1, next, Level::Easy);
            assert_eq!(decide(&kept, ply + 1, next, Level::Easy), want, "ply {ply}");
            compared += 1;
        }
    }
    assert!(compared >= 5, "{compared} positions compared");
}
