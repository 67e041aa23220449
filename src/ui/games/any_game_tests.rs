//! [`crate::ui::any_game`] with every game installed: share links round-trip through the
//! registry, and each game tells its progress in its own terms.

use crate::core::link::LinkError;
use crate::core::{Game, Level};
use crate::core::{GameId, GameRecord, Seat, SeatKind};
use crate::games::camelot::{Camelot, CamelotOptions, Colour};
use crate::games::roi::{Roi, RoiOptions};
use crate::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
use crate::ui::Lang;
use crate::ui::any_game::*;
use crate::ui::games::camelot::CamelotProgress;
use crate::ui::games::roi::RoiProgress;
use crate::ui::games::tafelrunde::TafelrundeProgress;
use crate::ui::registry::{record_from_link, record_from_link_of};
use crate::ui::session::Reported;
use crate::ui::variants::assert_each_variant_alone;

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

/// The typed progress of a record of game `G` (what its resume line is written from).
fn progress<G: ShellGame>(rec: &AnyRecord) -> G::Progress {
    let r = rec.downcast::<G>().expect("that game");
    G::progress(r, &r.replay().unwrap())
}

#[test]
fn resume_info_speaks_each_games_terms() {
    let rec = roi(6);
    let info = rec.resume_info().unwrap();
    assert_eq!(info.game, GameId::Roi);
    assert!(matches!(
        progress::<Roi>(&rec),
        RoiProgress {
            round: 0,
            rounds: 10,
            moves: 6,
            ..
        }
    ));
    assert!(
        info.detail(Lang::En).starts_with("Round 1 of 10 · "),
        "{info:?}"
    );
    assert!(
        info.detail(Lang::Fr).ends_with(" · 6 cartes jouées"),
        "{info:?}"
    );
    let rec = camelot(0);
    let info = rec.resume_info().unwrap();
    assert_eq!(info.game, GameId::Camelot);
    assert_eq!(info.seats.len(), 3);
    assert_eq!(
        progress::<Camelot>(&rec),
        CamelotProgress {
            finished: 0,
            winner: None,
            leaders: vec![],
            colours: vec![],
            owned: 0,
            needed: 5,
        }
    );
    assert_eq!(info.detail(Lang::En), "Tournament 1 · no token won yet");
}

#[test]
fn tafelrunde_resume_names_the_deal_and_the_furthest_pawn() {
    let rec = tafelrunde(0, TafelrundeOptions::default());
    assert_eq!(rec.resume_info().unwrap().game, GameId::Tafelrunde);
    assert_eq!(
        progress::<Tafelrunde>(&rec),
        TafelrundeProgress {
            hand: 1,
            tricks: 0,
            winner: None,
            leaders: vec![],
            space: 0,
            finish: 26,
        }
    );
    let TafelrundeProgress {
        tricks,
        leaders,
        space,
        ..
    } = progress::<Tafelrunde>(&tafelrunde(100, TafelrundeOptions::default()));
    assert!(tricks >= 15, "{tricks}");
    assert_eq!(leaders.len(), 1);
    assert!(space > 0);
}

#[test]
fn camelot_resume_names_the_leader_and_his_colours() {
    // Play until somebody has won a token.
    let mut moves = 0;
    let p = loop {
        moves += 25;
        let p = progress::<Camelot>(&camelot(moves));
        if p.owned > 0 {
            break p;
        }
        assert!(moves < 5000, "no token won");
    };
    assert!(p.finished >= 1);
    assert!(!p.leaders.is_empty());
    if p.leaders.len() == 1 {
        assert_eq!(p.colours.len(), p.owned);
    }
}

fn three_seats() -> Vec<SeatKind> {
    let c = SeatKind::Computer(Level::Easy);
    vec![SeatKind::Human, c, c]
}

#[test]
fn camelot_progress_names_tournaments_and_the_leader() {
    let seats = three_seats();
    let p = |finished: u32, leaders: Vec<Seat>, colours: Vec<Colour>| CamelotProgress {
        finished,
        winner: None,
        owned: if leaders.len() == 1 { colours.len() } else { 1 },
        leaders,
        colours,
        needed: 5,
    };
    let line =
        |p: &CamelotProgress, over: bool, lang: Lang| Camelot::resume_detail(p, &seats, over, lang);
    let fresh = p(0, vec![], vec![]);
    assert_eq!(
        line(&fresh, false, Lang::Fr),
        "Tournoi 1 · aucun jeton gagné"
    );
    assert_eq!(
        line(&fresh, false, Lang::En),
        "Tournament 1 · no token won yet"
    );
    let one = p(2, vec![Seat(1)], vec![Colour::Purple, Colour::Red]);
    assert_eq!(
        line(&one, false, Lang::Fr),
        "Tournoi 3 (2 terminés) · en tête : Perceval, 2 couleurs sur 5 (violet, rouge)"
    );
    assert_eq!(
        line(&one, false, Lang::En),
        "Tournament 3 (2 finished) · leading: Percival, 2 colours of 5 (purple, red)"
    );
    let tied = p(1, vec![Seat(0), Seat(2)], vec![]);
    assert_eq!(
        line(&tied, false, Lang::Fr),
        "Tournoi 2 (1 terminé) · à égalité en tête : Vous et Lancelot, 1 couleur sur 5"
    );
    let mut won = p(7, vec![Seat(2)], vec![Colour::Blue]);
    won.winner = Some(Seat(2));
    assert_eq!(line(&won, true, Lang::En), "Game over · winner: Lancelot");
    // The lobby's line puts the game's title first.
    let info = ResumeInfo {
        game: GameId::Camelot,
        seats: seats.clone(),
        over: false,
        detail: [line(&one, false, Lang::Fr), line(&one, false, Lang::En)],
    };
    assert_eq!(
        crate::ui::titles::describe_progress(&info, Lang::Fr),
        "Camelot · Tournoi 3 (2 terminés) · en tête : Perceval, 2 couleurs sur 5 (violet, rouge)"
    );
}

#[test]
fn tafelrunde_progress_names_the_deal_and_the_leader() {
    let seats = three_seats();
    let p = |leaders: Vec<Seat>, winner: Option<Seat>| TafelrundeProgress {
        hand: 3,
        tricks: 17,
        winner,
        leaders,
        space: 9,
        finish: 26,
    };
    assert_eq!(
        Tafelrunde::resume_detail(&p(vec![Seat(1)], None), &seats, false, Lang::Fr),
        "Donne 3 · 17 plis joués · en tête : Perceval, case 9 sur 26"
    );
    assert_eq!(
        Tafelrunde::resume_detail(&p(vec![], None), &seats, false, Lang::En),
        "Deal 3 · 17 tricks played"
    );
    assert_eq!(
        Tafelrunde::resume_detail(&p(vec![Seat(2)], Some(Seat(2))), &seats, true, Lang::En),
        "Game over · winner: Lancelot"
    );
}

/// Each game's options form gives every variant its own checkbox (issue 27: one test a game,
/// beside the others that cover every game).
#[test]
fn every_camelot_variant_has_its_own_checkbox() {
    assert_each_variant_alone(&super::camelot::options_form::VARIANTS);
}

#[test]
fn every_tafelrunde_variant_has_its_own_checkbox() {
    assert_each_variant_alone(&super::tafelrunde::options_form::VARIANTS);
}

#[test]
fn every_tournoi_variant_has_its_own_checkbox() {
    assert_each_variant_alone(&super::tournoi::options_form::VARIANTS);
}

#[test]
fn every_chevaliers_variant_has_its_own_checkbox() {
    assert_each_variant_alone(&super::chevaliers::options_form::VARIANTS);
}
