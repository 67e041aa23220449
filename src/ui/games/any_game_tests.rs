//! [`crate::ui::any_game`] with every game installed: share links round-trip through the
//! registry, and each game tells its progress in its own terms.

use crate::core::link::LinkError;
use crate::core::{Game, Level};
use crate::core::{GameId, GameRecord, Seat, SeatKind};
use crate::games::camelot::{Camelot, CamelotOptions};
use crate::games::roi::{Roi, RoiOptions};
use crate::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
use crate::ui::any_game::*;
use crate::ui::registry::{record_from_link, record_from_link_of};
use crate::ui::session::Reported;

fn played<G: Game>(mut rec: GameRecord<G>, moves: usize) -> GameRecord<G> {
    crate::ui::games::install_all();
    let mut g = rec.start().unwrap();
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0].clone();
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

fn camelot(moves: usize) -> AnyRecord {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Hard),
    ];
    played(
        GameRecord::<Camelot>::new(CamelotOptions::default(), seats, 77),
        moves,
    )
    .into()
}

fn tafelrunde(moves: usize, options: TafelrundeOptions) -> AnyRecord {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Normal),
        SeatKind::Human,
        SeatKind::Computer(Level::Hard),
    ];
    played(GameRecord::<Tafelrunde>::new(options, seats, 31), moves).into()
}

fn roi(moves: usize) -> AnyRecord {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Random),
        SeatKind::Computer(Level::Normal),
    ];
    played(
        GameRecord::<Roi>::new(RoiOptions::default(), seats, 5),
        moves,
    )
    .into()
}

#[test]
fn links_round_trip_for_every_playable_game() {
    // A board of another size and every flag changed must survive the link too.
    let odd = TafelrundeOptions {
        track_len: 20,
        sword_spaces: vec![2, 5, 17],
        may_lead_super_trump: false,
        super_lead_frees_trick: false,
        super_trump_only_when_void: false,
        sword_declare_optional: false,
        defer_when_empty: false,
        reshuffle: crate::games::tafelrunde::options::Reshuffle::WhenEmptied,
        ..TafelrundeOptions::default()
    };
    for rec in [
        roi(0),
        roi(13),
        camelot(0),
        camelot(40),
        tafelrunde(0, TafelrundeOptions::default()),
        tafelrunde(77, TafelrundeOptions::default()),
        tafelrunde(60, odd),
    ] {
        let text = rec.link().unwrap();
        assert_eq!(record_from_link(&text).unwrap(), rec);
        assert_eq!(record_from_link_of(rec.game(), &text).unwrap(), rec);
    }
}

#[test]
fn a_reported_record_answers_from_what_its_session_knew() {
    let plain = camelot(40);
    let rec = plain.downcast::<Camelot>().unwrap().clone();
    let (link, position) = crate::core::link::LinkWriter::of(&rec).unwrap();
    let reported = AnyRecord::reported(Reported {
        record: rec.clone(),
        link: Some(link.text()),
        position,
    });
    // The same record to the shell: equal both ways, the same answers.
    assert_eq!(reported, plain);
    assert_eq!(plain, reported);
    assert_eq!(reported.downcast::<Camelot>(), Some(&rec));
    assert_eq!(reported.link(), plain.link());
    assert_eq!(reported.resume_info(), plain.resume_info());
    assert_eq!(reported.result(Seat(0)), plain.result(Seat(0)));
    // The answers come from what it holds, not from a replay: given another link text
    // and the deal's position, it says those.
    let held = AnyRecord::reported(Reported {
        record: rec.clone(),
        link: Some("held".into()),
        position: rec.start().unwrap(),
    });
    assert_eq!(held.link().unwrap(), "held");
    assert_eq!(held.resume_info(), plain.without_moves().resume_info());
    // No link written: encoded from the record.
    let unwritten = AnyRecord::reported(Reported {
        record: rec.clone(),
        link: None,
        position: rec.replay().unwrap(),
    });
    assert_eq!(unwritten.link(), plain.link());
}

#[test]
fn a_link_of_another_game_is_refused_by_name() {
    let text = camelot(3).link().unwrap();
    // Asked as any other game (each registered now), the link is refused naming its own.
    for g in GameId::ALL.into_iter().filter(|g| *g != GameId::Camelot) {
        assert_eq!(
            record_from_link_of(g, &text),
            Err(LinkError::GameNotAvailable(GameId::Camelot)),
            "{g:?}"
        );
    }
}

#[test]
fn new_deal_and_replay_keep_game_options_and_seats() {
    let rec = camelot(25);
    let again = rec.without_moves();
    assert_eq!((again.moves(), again.seed()), (0, rec.seed()));
    let fresh = rec.redealt(9);
    assert_eq!(fresh.game(), GameId::Camelot);
    assert_eq!((fresh.moves(), fresh.seed()), (0, 9));
    assert_eq!(fresh.seats(), rec.seats());
    let (Some(a), Some(b)) = (rec.downcast::<Camelot>(), fresh.downcast::<Camelot>()) else {
        panic!("still Camelot");
    };
    assert_eq!(a.options, b.options);
}

#[test]
fn resume_info_speaks_each_games_terms() {
    let info = roi(6).resume_info().unwrap();
    assert_eq!(info.game, GameId::Roi);
    assert!(matches!(
        info.progress,
        Progress::Roi {
            round: 0,
            rounds: 10,
            moves: 6,
            ..
        }
    ));
    let info = camelot(0).resume_info().unwrap();
    assert_eq!(info.game, GameId::Camelot);
    assert_eq!(info.seats.len(), 3);
    assert_eq!(
        info.progress,
        Progress::Camelot {
            finished: 0,
            winner: None,
            leaders: vec![],
            colours: vec![],
            owned: 0,
            needed: 5,
        }
    );
}

#[test]
fn tafelrunde_resume_names_the_deal_and_the_furthest_pawn() {
    let info = tafelrunde(0, TafelrundeOptions::default())
        .resume_info()
        .unwrap();
    assert_eq!(info.game, GameId::Tafelrunde);
    assert_eq!(
        info.progress,
        Progress::Tafelrunde {
            hand: 1,
            tricks: 0,
            winner: None,
            leaders: vec![],
            space: 0,
            finish: 26,
        }
    );
    let info = tafelrunde(100, TafelrundeOptions::default())
        .resume_info()
        .unwrap();
    let Progress::Tafelrunde {
        tricks,
        leaders,
        space,
        ..
    } = info.progress
    else {
        panic!("Tafelrunde progress");
    };
    assert!(tricks >= 15, "{tricks}");
    assert_eq!(leaders.len(), 1);
    assert!(space > 0);
}

#[test]
fn camelot_resume_names_the_leader_and_his_colours() {
    // Play until somebody has won a token.
    let mut moves = 0;
    let info = loop {
        moves += 25;
        let info = camelot(moves).resume_info().unwrap();
        if matches!(&info.progress, Progress::Camelot { owned, .. } if *owned > 0) {
            break info;
        }
        assert!(moves < 5000, "no token won");
    };
    let Progress::Camelot {
        finished,
        leaders,
        colours,
        owned,
        ..
    } = info.progress
    else {
        panic!("Camelot progress");
    };
    assert!(finished >= 1);
    assert!(!leaders.is_empty());
    if leaders.len() == 1 {
        assert_eq!(colours.len(), owned);
    }
}
