//! The share link's writer (`core::link::LinkWriter`), which the page keeps instead of
//! encoding the record after every move, writes `encode`'s text in every game. (Unit tests of
//! tr-core until the engines became crates of their own: tr-core cannot use an engine.)

use table_ronde::core::game::Game;
use table_ronde::core::link::{LinkError, LinkWriter, choice_index, choices, encode};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::Camelot;
use table_ronde::games::chevaliers::Chevaliers;
use table_ronde::games::roi::Roi;
use table_ronde::games::tafelrunde::Tafelrunde;
use table_ronde::games::tournoi::Tournoi;

/// Moves of a random playout: every game gets long enough for several rounds or
/// tournaments, and the check below encodes the record after each move (quadratic).
const MOVES: usize = 260;

/// A random playout of `G` from `seed` among all the choices of each position (so the
/// windows where several seats answer are covered), checking after every move that the
/// writer's text is `encode`'s; then cuts (undo) and writing on after a cut.
fn writer_follows_encode<G: Game>(players: usize, seed: u64) {
    let kinds = [
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Random),
        SeatKind::Computer(Level::Normal),
    ];
    let seats = (0..players).map(|i| kinds[i % kinds.len()]).collect();
    let mut rec = GameRecord::<G>::new(G::Options::default(), seats, seed);
    let mut g = rec.start().expect("setup");
    let mut w = LinkWriter::new(&rec);
    assert_eq!(w.text(), encode(&rec).unwrap(), "{:?} deal", G::ID);
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    while rec.log.len() < MOVES && !g.is_over() {
        let ch = choices(&g);
        let (seat, action) = ch[rng.index(ch.len())].clone();
        let i = w.push(&g, seat, &action).expect("a choice");
        assert_eq!(Some(i as usize), choice_index(&g, seat, &action));
        g.play(seat, &action).expect("legal");
        rec.log.push((seat, action));
        let n = rec.log.len();
        assert_eq!(w.text(), encode(&rec).unwrap(), "{:?} move {n}", G::ID);
    }
    let n = rec.log.len();
    assert!(n > 40, "{:?}: a real game ({n} moves)", G::ID);
    let (whole, end) = LinkWriter::of(&rec).unwrap();
    assert_eq!(
        (&whole, &end),
        (&w, &g),
        "{:?}: one walk gives the same",
        G::ID
    );
    for cut in [0, 1, 7, n / 3, n / 2 + 1, n - 1, n] {
        let mut short = rec.clone();
        short.log.truncate(cut);
        let want = encode(&short).unwrap();
        assert_eq!(w.text_at(cut), want, "{:?} text at {cut}", G::ID);
        let mut undone = w.clone();
        undone.truncate(cut);
        assert_eq!(undone.text(), want, "{:?} cut at {cut}", G::ID);
        assert_eq!(undone, LinkWriter::of(&short).unwrap().0);
        assert_eq!(undone.choice_indices(0..cut), w.choice_indices(0..cut));
        // Play on after the undo, differently: still `encode`'s text.
        let mut after = short.replay().unwrap();
        for _ in 0..5 {
            if after.is_over() {
                break;
            }
            let ch = choices(&after);
            let (seat, action) = ch[ch.len() - 1].clone();
            undone.push(&after, seat, &action).unwrap();
            after.play(seat, &action).unwrap();
            short.log.push((seat, action));
        }
        assert_eq!(
            undone.text(),
            encode(&short).unwrap(),
            "{:?} on from {cut}",
            G::ID
        );
    }
    assert_eq!(w.choice_indices(n..n + 1), None);
}

#[test]
fn the_writer_gives_encodes_text_for_every_game() {
    writer_follows_encode::<Roi>(4, 3);
    writer_follows_encode::<Tafelrunde>(3, 5);
    writer_follows_encode::<Tafelrunde>(6, 6);
    writer_follows_encode::<Camelot>(3, 7);
    writer_follows_encode::<Camelot>(5, 8);
    writer_follows_encode::<Tournoi>(4, 9);
    writer_follows_encode::<Chevaliers>(5, 10);
    writer_follows_encode::<Chevaliers>(7, 11);
}

#[test]
fn the_writer_refuses_a_move_that_is_no_choice() {
    let rec = GameRecord::<Roi>::new(Default::default(), vec![SeatKind::Human; 4], 1);
    let g = rec.start().unwrap();
    let seat = g.actors()[0];
    let other = Seat((seat.0 + 1) % 4);
    let action = g.legal_actions(seat)[0];
    let mut w = LinkWriter::new(&rec);
    assert_eq!(w.push(&g, other, &action), Err(LinkError::IllegalMove(0)));
    assert_eq!(w, LinkWriter::new(&rec), "nothing written");
    let mut bad = rec.clone();
    bad.log.push((other, action));
    assert_eq!(encode(&bad), Err(LinkError::IllegalMove(0)));
}
