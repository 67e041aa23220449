//! Duplicate challenges (`core::duplicate`) of every game: a finished game's challenge round
//! trips and deals the friend the same hand, a damaged one is an error, and each game's
//! results compare in its own terms. (Unit tests of tr-core until the engines became crates
//! of their own: tr-core cannot use an engine.)

use std::cmp::Ordering;
use table_ronde::core::duplicate::{
    ChallengeError, DupResult, better, decode, encode, join, result_of,
};
use table_ronde::core::game::Game;
use table_ronde::core::link::{self, LinkError};
use table_ronde::core::record::{GameRecord, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::core::{GameId, Level};
use table_ronde::games::camelot::{Camelot, CamelotOptions};
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
use table_ronde::games::tournoi::{Tournoi, TournoiOptions};

/// Plays `rec` to the end, each seat choosing by a fixed stirring of `salt` (no rng
/// object: the test must not depend on one).
fn finish<G: Game>(mut rec: GameRecord<G>, salt: u64) -> (GameRecord<G>, G) {
    let mut g = rec.start().unwrap();
    let mut k = salt;
    for _ in 0..200_000 {
        if g.is_over() {
            return (rec, g);
        }
        let s = g.actors()[0];
        let legal = g.legal_actions(s);
        k = k
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let a = legal[((k >> 33) as usize) % legal.len()].clone();
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    panic!("{:?} did not finish", G::ID);
}

fn seats(n: usize) -> Vec<SeatKind> {
    let mut v = vec![SeatKind::Human];
    v.extend((1..n).map(|i| SeatKind::Computer(Level::ALL[i % 4])));
    v
}

/// Round trip, the friend's deal equal to the challenger's, the result read back.
fn round_trip<G: Game>(options: G::Options, n: usize, seed: u64) {
    let (rec, g) = finish(GameRecord::<G>::new(options, seats(n), seed), seed);
    let seat = Seat(0);
    let text = encode(&rec, seat).unwrap();
    assert!(text.ends_with(".0"), "{text}");
    let back = decode::<G>(&text).unwrap();
    assert_eq!(back.finished, rec);
    assert_eq!(back.seat, seat);
    assert_eq!(Some(back.result), result_of(&g, seat));
    let fresh = back.fresh();
    assert!(fresh.log.is_empty());
    assert_eq!((&fresh.seats, fresh.seed), (&rec.seats, rec.seed));
    // The same hand to the same seat: the friend's first view is the challenger's.
    assert_eq!(
        fresh.start().unwrap().observe(seat),
        rec.start().unwrap().observe(seat),
        "{:?}",
        G::ID
    );
    // Only a finished game is a challenge.
    assert_eq!(encode(&fresh, seat), Err(ChallengeError::NotFinished));
    let unfinished = join(&link::encode(&fresh).unwrap(), seat);
    assert_eq!(
        decode::<G>(&unfinished).err(),
        Some(ChallengeError::NotFinished)
    );
    // A computer's seat and a seat off the table are refused by name.
    assert_eq!(
        encode(&rec, Seat(1)),
        Err(ChallengeError::NotHuman(Seat(1)))
    );
    let off = join(&link::encode(&rec).unwrap(), Seat(n as u8));
    assert_eq!(
        decode::<G>(&off).err(),
        Some(ChallengeError::BadSeat(n.to_string()))
    );
}

#[test]
fn every_game_round_trips_and_deals_the_same_hand() {
    round_trip::<Roi>(RoiOptions::default(), 4, 11);
    round_trip::<Camelot>(CamelotOptions::default(), 3, 12);
    round_trip::<Tafelrunde>(TafelrundeOptions::default(), 4, 13);
    round_trip::<Tournoi>(TournoiOptions::default(), 4, 14);
    round_trip::<Chevaliers>(ChevaliersOptions::default(), 4, 15);
}

#[test]
fn malformed_challenges_are_errors_not_panics() {
    let (rec, _) = finish(
        GameRecord::<Camelot>::new(CamelotOptions::default(), seats(3), 5),
        5,
    );
    let good = encode(&rec, Seat(0)).unwrap();
    let link_text = good.strip_suffix(".0").unwrap();
    assert_eq!(
        decode::<Camelot>("").err(),
        Some(ChallengeError::Link(LinkError::Empty))
    );
    assert_eq!(
        decode::<Camelot>(link_text).err(),
        Some(ChallengeError::NoSeat)
    );
    for seat in ["", "x", "-1", "1e3", "9999", "0 1"] {
        assert!(
            matches!(
                decode::<Camelot>(&format!("{link_text}.{seat}")),
                Err(ChallengeError::BadSeat(_))
            ),
            "{seat:?}"
        );
    }
    assert_eq!(
        decode::<Camelot>(&format!("{link_text}.300")).err(),
        Some(ChallengeError::BadSeat("300".into()))
    );
    // A damaged link inside says what the link decoder says.
    let mut bad = link_text.to_string();
    bad.insert(5, '!');
    assert!(matches!(
        decode::<Camelot>(&format!("{bad}.0")),
        Err(ChallengeError::Link(LinkError::NotBase64(_)))
    ));
    assert!(matches!(
        decode::<Camelot>(&format!("{}.0", &link_text[..link_text.len() / 2])),
        Err(ChallengeError::Link(_))
    ));
    // Another game's challenge names that game.
    assert_eq!(
        decode::<Roi>(&good).err(),
        Some(ChallengeError::Link(LinkError::GameNotAvailable(
            GameId::Camelot
        )))
    );
    // Every cut and every one-character change of a good challenge: never a panic.
    for cut in 0..good.len() {
        let _ = decode::<Camelot>(&good[..cut]);
    }
    for i in 0..good.len() {
        let mut b = good.clone().into_bytes();
        b[i] = if b[i] == b'A' { b'B' } else { b'A' };
        if let Ok(t) = String::from_utf8(b) {
            let _ = decode::<Camelot>(&t);
        }
    }
}

fn r(won: bool, score: i64) -> DupResult {
    DupResult { won, score }
}

#[test]
fn each_game_compares_in_its_own_terms() {
    use Ordering::{Equal, Greater, Less};
    // Le Roi: the higher total, even when the other table's winner scored less.
    assert_eq!(
        better(
            table_ronde::games::roi::INFO.ranking,
            r(false, 12),
            r(true, 10)
        ),
        Greater
    );
    assert_eq!(
        better(
            table_ronde::games::roi::INFO.ranking,
            r(false, -40),
            r(false, -5)
        ),
        Less
    );
    assert_eq!(
        better(
            table_ronde::games::roi::INFO.ranking,
            r(true, 7),
            r(true, 7)
        ),
        Equal
    );
    // Camelot: more colours.
    assert_eq!(
        better(
            table_ronde::games::camelot::INFO.ranking,
            r(false, 3),
            r(false, 2)
        ),
        Greater
    );
    assert_eq!(
        better(
            table_ronde::games::camelot::INFO.ranking,
            r(false, 4),
            r(true, 5)
        ),
        Less
    );
    // Tafelrunde: the win, then the space reached.
    assert_eq!(
        better(
            table_ronde::games::tafelrunde::INFO.ranking,
            r(true, 26),
            r(false, 25)
        ),
        Greater
    );
    assert_eq!(
        better(
            table_ronde::games::tafelrunde::INFO.ranking,
            r(false, 20),
            r(false, 22)
        ),
        Less
    );
    // Le Tournoi: the win, however hurt, then health.
    assert_eq!(
        better(
            table_ronde::games::tournoi::INFO.ranking,
            r(true, 2),
            r(false, 9)
        ),
        Greater
    );
    assert_eq!(
        better(
            table_ronde::games::tournoi::INFO.ranking,
            r(false, 4),
            r(false, 4)
        ),
        Equal
    );
    // Les Chevaliers: the side won or lost.
    assert_eq!(
        better(
            table_ronde::games::chevaliers::INFO.ranking,
            r(false, 0),
            r(true, 1)
        ),
        Less
    );
    assert_eq!(
        better(
            table_ronde::games::chevaliers::INFO.ranking,
            r(true, 1),
            r(true, 1)
        ),
        Equal
    );
}
