//! Unit tests of the session's pure parts: who decides next in a Lancelot window, the undo
//! point, and log lines (a Knock Down's card shown to its two players only).

use super::log::{self, CamelotNames, Event};
use super::{next_decision, offers_choice, undo_point};
use crate::core::events::{Seats, Seen};
use crate::core::game::Game;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::games::camelot::cards::{card, cards};
use crate::games::camelot::{Action, Camelot, CamelotOptions, Colour, Phase};
use crate::ui::Lang;
use crate::ui::table::log::LogNames;
use crate::ui::turns::Next;

const EASY: SeatKind = SeatKind::Computer(Level::Easy);

/// Red tournament; seat 0 to play holding Riposte, seat 1 holds Lancelot, seat 2 is In.
fn window_game() -> Camelot {
    let mut g = Camelot::start(CamelotOptions::default(), 3, 5).unwrap();
    g.fixture()
        .colour(Colour::Red)
        .hand(Seat(0), &cards("Riposte R3"))
        .hand(Seat(1), &cards("Ivanhoe R4"))
        .hand(Seat(2), &cards("R5 Sq2"))
        .display(Seat(0), &cards("R4"))
        .display(Seat(1), &cards("R3"))
        .display(Seat(2), &cards("R3 R5"))
        .turn(Seat(0));
    g.play(Seat(0), &Action::Riposte(Seat(2))).unwrap();
    g
}

#[test]
fn answers_without_choice_come_first_then_the_holder() {
    let mut g = window_game();
    let seats = [EASY, SeatKind::Human, EASY];
    assert_eq!(
        next_decision(&g, &seats, false),
        Some(Next::Auto(Seat(2), Action::Pass))
    );
    g.play(Seat(2), &Action::Pass).unwrap();
    assert_eq!(next_decision(&g, &seats, false), Some(Next::Human(Seat(1))));
    // "Never ask": the holder lets it happen.
    assert_eq!(
        next_decision(&g, &seats, true),
        Some(Next::Auto(Seat(1), Action::Pass))
    );
    // A computer holder decides like any computer, in the window (no delay).
    let seats = [SeatKind::Human, EASY, EASY];
    assert_eq!(
        next_decision(&g, &seats, false),
        Some(Next::Computer {
            seat: Seat(1),
            level: Level::Easy,
            quiet: true
        })
    );
}

#[test]
fn a_human_without_lancelot_passes_at_once() {
    let g = window_game();
    // Seat 2 is the human: it holds no Lancelot, its only answer is given for it.
    let seats = [EASY, EASY, SeatKind::Human];
    assert_eq!(
        next_decision(&g, &seats, false),
        Some(Next::Auto(Seat(2), Action::Pass))
    );
}

#[test]
fn only_the_asked_holder_is_told_it_is_his_turn_in_a_window() {
    // CAM-11.3: in the window, "your turn" (and the decision panels) only where the session
    // waits for the person, never during an automatic pass.
    let g = window_game();
    let phase = g.phase();
    for (seat, never_ask, asked) in [
        (Seat(2), false, false),
        (Seat(1), false, true),
        (Seat(1), true, false),
    ] {
        let legal = g.legal_actions(seat);
        assert_eq!(offers_choice(phase, &legal, never_ask), asked, "{seat:?}");
        let mut seats = [EASY; 3];
        seats[seat.index()] = SeatKind::Human;
        let mut after = g.clone();
        // The answers without choice of the others come first.
        while let Some(Next::Auto(s, a)) = next_decision(&after, &seats, never_ask)
            && s != seat
        {
            after.play(s, &a).unwrap();
        }
        assert_eq!(
            next_decision(&after, &seats, never_ask) == Some(Next::Human(seat)),
            asked,
            "{seat:?}: the session asks exactly when the table offers a choice"
        );
    }
    // Outside windows: any legal action is a decision.
    assert!(offers_choice(Phase::Play, &[Action::Stay], false));
    assert!(!offers_choice(Phase::Play, &[], false));
}

#[test]
fn undo_skips_automatic_passes() {
    let mut r = GameRecord::<Camelot>::new(
        CamelotOptions::default(),
        vec![SeatKind::Human, EASY, EASY],
        1,
    );
    r.log = vec![
        (Seat(0), Action::Announce(Colour::Red)),
        (Seat(1), Action::Stay),
        (Seat(0), Action::Pass),
        (Seat(2), Action::Stay),
    ];
    assert_eq!(undo_point(&r), Some(0));
    r.log.truncate(0);
    assert_eq!(undo_point(&r), None);
}

#[test]
fn knock_down_card_is_named_for_its_two_players_only() {
    // CAM-17.3: the engine's event names the card to the actor and the victim only.
    let knocked = |card| Event::Knocked {
        actor: Seat(1),
        victim: Seat(0),
        card,
    };
    let e = Seen::hidden(
        Seats::of([Seat(0), Seat(1)]),
        knocked(Some(card("R4"))),
        knocked(None),
    );
    let names = ["Vous".to_string(), "Perceval".into(), "Lancelot".into()];
    let n = |viewer| CamelotNames {
        seats: LogNames {
            names: &names,
            you: Some(Seat(0)),
        },
        viewer: Some(viewer),
    };
    assert_eq!(
        log::describe(Lang::Fr, &n(Seat(0)), e.view(Some(Seat(0))).unwrap()),
        "Perceval prend rouge 4 dans votre main"
    );
    assert_eq!(
        log::describe(Lang::En, &n(Seat(2)), e.view(Some(Seat(2))).unwrap()),
        "Perceval takes a card from your hand"
    );
}

#[test]
fn a_whole_tournament_reads_well() {
    // Announce, play, stay, withdraw: the lines and the tournament's end.
    let mut r =
        GameRecord::<Camelot>::new(CamelotOptions::default(), vec![SeatKind::Human, EASY], 3);
    let mut g = r.start().unwrap();
    // Play the game out with the Easy policy for both seats, recording it.
    let mut rng = crate::core::rng::GameRng::from_seed(9);
    while let Some(s) = g.actors().first().copied() {
        let a = crate::bot::choose(Level::Easy, &g, s, &mut rng).unwrap();
        g.play(s, &a).unwrap();
        r.log.push((s, a));
    }
    let entries = log::record_entries(&r);
    let names = ["Vous".to_string(), "Perceval".into()];
    let n = CamelotNames {
        seats: LogNames {
            names: &names,
            you: Some(Seat(0)),
        },
        viewer: Some(Seat(0)),
    };
    let lines: Vec<String> = entries
        .iter()
        .filter_map(|e| e.event.view(Some(Seat(0))))
        .map(|e| log::describe(Lang::Fr, &n, e))
        .collect();
    assert!(lines[0].starts_with("Tournoi 1 : "), "{}", lines[0]);
    assert!(
        lines.iter().any(|l| l.contains("remport")),
        "a tournament is won"
    );
    let last = lines.last().unwrap();
    assert!(last.starts_with("Partie terminée. "), "{last}");
    assert!(
        entries
            .iter()
            .filter(|e| matches!(e.event.event, Event::GameOver { .. }))
            .count()
            == 1
    );
}

/// CAM-13.3 (naming): the "permanent" action cards, Shield and Stunned, are shown beside the
/// display of the player they lie in front of, and beside nobody else's.
#[test]
fn shield_and_stunned_are_shown_beside_their_display() {
    let mut g = Camelot::start(CamelotOptions::default(), 3, 5).unwrap();
    g.fixture()
        .colour(Colour::Red)
        .display(Seat(0), &cards("R4"))
        .display(Seat(1), &cards("R3"))
        .display(Seat(2), &cards("R5"))
        .shield(Some(Seat(1)))
        .stunned(Some(Seat(2)))
        .turn(Seat(0));
    let o = g.observe(Seat(0));
    for s in Seat::all(3) {
        let v = super::derive::seat_view(&o, s, String::new(), false);
        assert_eq!(v.shield, s == Seat(1), "{s}: Shield");
        assert_eq!(v.stunned, s == Seat(2), "{s}: Stunned");
    }
}
