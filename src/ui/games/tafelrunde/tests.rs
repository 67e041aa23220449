//! Unit tests of the table's pure parts: who decides next, the hold after a trick, the hand's
//! reasons, the sword decision's choices, the trick in the centre and the log's lines.

use super::derive;
use super::log::{self, Event};
use super::{Session, hold_after_trick};
use crate::core::game::Game;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::games::tafelrunde::cards::cards;
use crate::games::tafelrunde::{Action, Card, Colour, Phase, Tafelrunde, TafelrundeOptions};
use crate::ui::Lang;
use crate::ui::table::hand::HandCard;
use crate::ui::table::log::LogNames;
use crate::ui::turns::{Next, TableSession};

const EASY: SeatKind = SeatKind::Computer(Level::Easy);

/// TAF-10.1's seating: Didier leads red 1; Suzie holds red 5 and green 4.
fn seed_example() -> Tafelrunde {
    let mut g = Tafelrunde::start(TafelrundeOptions::default(), 4, 1).unwrap();
    g.fixture()
        .hand(Seat(0), &cards("R1 B2"))
        .hand(Seat(1), &cards("R5 G4"))
        .hand(Seat(2), &cards("G10 Y3"))
        .hand(Seat(3), &cards("R6 K1"))
        .pawns(&[0, 0, 0, 0])
        .ladder(&[])
        .dealer(Seat(3));
    g
}

fn names4() -> Vec<String> {
    ["Vous", "Perceval", "Lancelot", "Galaad"]
        .map(String::from)
        .to_vec()
}

/// Who decides next, as the session reads it: the trick's next player, or the player at a
/// sword.
fn next_decision(g: &Tafelrunde, seats: &[SeatKind]) -> Option<Next<Action>> {
    Session::decider(g).map(|s| Next::of(s, seats))
}

#[test]
fn computers_and_people_take_turns() {
    let g = seed_example();
    let seats = [SeatKind::Human, EASY, EASY, EASY];
    assert_eq!(next_decision(&g, &seats), Some(Next::Human(Seat(0))));
    let mut g2 = g.clone();
    g2.play(Seat(0), &Action::Play(Card::Colour(Colour::Red, 1)))
        .unwrap();
    assert_eq!(
        next_decision(&g2, &seats),
        Some(Next::Computer {
            seat: Seat(1),
            level: Level::Easy,
            quiet: false
        })
    );
}

#[test]
fn refused_cards_say_which_colour_to_follow() {
    let mut g = seed_example();
    g.play(Seat(0), &Action::Play(Card::Colour(Colour::Red, 1)))
        .unwrap();
    let o = g.observe(Seat(1));
    let hand: Vec<HandCard<Card>> = derive::hand_view(&o, true, None, Lang::En);
    let green = hand
        .iter()
        .find(|h| h.key.0 == Card::Colour(Colour::Green, 4))
        .unwrap();
    assert_eq!(
        green.reason.as_deref(),
        Some("You must follow red (rule TAF-4.2)")
    );
    let red = hand
        .iter()
        .find(|h| h.key.0 == Card::Colour(Colour::Red, 5))
        .unwrap();
    assert_eq!(red.reason, None);
    assert_eq!(
        derive::refusals(&hand),
        vec!["You must follow red (rule TAF-4.2)".to_string()]
    );
    let fr: Vec<HandCard<Card>> = derive::hand_view(&o, true, None, Lang::Fr);
    assert_eq!(
        derive::refusals(&fr),
        vec!["Vous devez fournir la couleur demandée\u{a0}: rouge (règle TAF-4.2)".to_string()],
        "issue 28: not « fournir rouge »"
    );
    // Not the viewer's turn: every card says so; a computer's hand is never playable.
    let o = g.observe(Seat(2));
    assert!(
        derive::hand_view(&o, true, None, Lang::Fr)
            .iter()
            .all(|h| h.reason.as_deref() == Some("Ce n'est pas votre tour (règle TAF-3.7)"))
    );
    let o = g.observe(Seat(1));
    assert!(
        derive::hand_view(&o, false, None, Lang::Fr)
            .iter()
            .all(|h| h.reason.is_some())
    );
}

#[test]
fn the_centre_shows_who_holds_the_trick_then_the_last_trick() {
    let mut g = seed_example();
    let names = names4();
    for (s, c) in [(0, "R1"), (1, "R5"), (2, "G10")] {
        g.play(Seat(s), &Action::Play(cards(c)[0])).unwrap();
    }
    let t = derive::trick_view(&g.observe(Seat(0)), &names, Some(Seat(0)), Lang::Fr);
    assert!(!t.finished);
    assert_eq!(t.cards.len(), 3);
    assert_eq!(t.caption, "Perceval tient le pli");
    assert!(t.cards[1].holds);
    let before = g.clone();
    let mut seen = Vec::new();
    g.play_events(Seat(3), &Action::Play(cards("R6")[0]), &mut seen)
        .unwrap();
    // TAF-10.1: Brigitte (seat 3) wins with red 6, her pawn 0 → 1.
    let t = derive::trick_view(&g.observe(Seat(0)), &names, Some(Seat(0)), Lang::En);
    assert!(t.finished);
    assert_eq!(t.caption, "Last trick: Galaad won it");
    assert!(t.cards[3].holds);
    let ev = log::public(&seen);
    let trick = ev
        .iter()
        .find(|e| matches!(e, Event::Trick { .. }))
        .unwrap();
    let n = LogNames {
        names: &names,
        you: Some(Seat(0)),
    };
    assert_eq!(
        log::describe(Lang::Fr, &n, trick),
        "Pli 1 : Vous rouge 1, Perceval rouge 5, Lancelot vert 10, Galaad rouge 6. \
         Galaad remporte le pli (rouge 6) : son pion avance du départ à la case 1."
    );
    assert_eq!(
        log::news(Lang::En, &n, trick),
        "Galaad wins the trick (red 6); pawn from Start to space 1"
    );
    // The pace decides how long computers wait for the pawn's walk.
    assert_eq!(hold_after_trick(&before, &g, 0), 0);
    assert!(hold_after_trick(&before, &g, 300) >= 300);
}

#[test]
fn a_jump_over_pawns_is_told() {
    // TAF-10.2: green is trump; Bernard (seat 2) jumps 2 and 3 and stops on 4.
    let mut g = seed_example();
    g.fixture().pawns(&[3, 2, 1, 0]).ladder(&[Colour::Green]);
    for (s, c) in [(0, "R1"), (1, "R5"), (2, "G10")] {
        g.play(Seat(s), &Action::Play(cards(c)[0])).unwrap();
    }
    let mut seen = Vec::new();
    g.play_events(Seat(3), &Action::Play(cards("R6")[0]), &mut seen)
        .unwrap();
    assert_eq!(g.pawn(Seat(2)), 4);
    let ev = log::public(&seen);
    let names = names4();
    let n = LogNames {
        names: &names,
        you: Some(Seat(0)),
    };
    let trick = ev
        .iter()
        .find(|e| matches!(e, Event::Trick { .. }))
        .unwrap();
    assert!(
        log::describe(Lang::En, &n, trick)
            .ends_with("their pawn moves from space 1 to space 4, jumping spaces 2 and 3."),
        "{}",
        log::describe(Lang::En, &n, trick)
    );
}

#[test]
fn the_sword_dialog_offers_free_colours_decline_and_swaps() {
    let mut g = seed_example();
    g.fixture()
        .pawns(&[3, 0, 0, 0])
        .ladder(&[Colour::Green])
        .sword(Seat(0));
    let v = derive::sword_view(&g.observe(Seat(0)), Lang::Fr).unwrap();
    assert_eq!((v.space, v.place, v.deferrable), (3, Some(2), false));
    assert_eq!(v.declares.len(), 6);
    let green = v
        .declares
        .iter()
        .find(|c| c.colour == Colour::Green)
        .unwrap();
    assert_eq!(
        green.reason.as_deref(),
        Some("Ce jeton est déjà sur l'échelle (règle TAF-7.2)")
    );
    assert_eq!(green.label, "Vert (trèfle)");
    assert_eq!(v.decline, Some(Ok(())));
    // Nobody else sees the dialog.
    assert!(derive::sword_view(&g.observe(Seat(1)), Lang::Fr).is_none());
    // A full ladder: swap only.
    g.fixture().ladder(&Colour::ALL).sword(Seat(0));
    let v = derive::sword_view(&g.observe(Seat(0)), Lang::En).unwrap();
    assert_eq!(v.place, None);
    assert!(v.declares.is_empty() && v.decline.is_none());
    assert_eq!(v.ladder.len(), 6);
    // Empty-handed: waiting for the new hand is offered.
    g.fixture().hand(Seat(0), &[]).sword(Seat(0));
    assert!(matches!(
        g.phase(),
        Phase::Sword {
            deferrable: true,
            ..
        }
    ));
    assert!(
        derive::sword_view(&g.observe(Seat(0)), Lang::En)
            .unwrap()
            .deferrable
    );
}

#[test]
fn a_whole_game_reads_well() {
    let seats = vec![SeatKind::Human, EASY, EASY];
    let mut r = GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), seats, 11);
    let mut g = r.start().unwrap();
    let mut rng = crate::core::rng::GameRng::from_seed(4);
    while let Some(s) = g.first_actor() {
        let a = crate::bot::choose(Level::Easy, &g, s, &mut rng).unwrap();
        g.play(s, &a).unwrap();
        r.log.push((s, a));
    }
    let entries = log::record_entries(&r);
    let names = ["Vous".to_string(), "Perceval".into(), "Lancelot".into()];
    let n = LogNames {
        names: &names,
        you: Some(Seat(0)),
    };
    let lines: Vec<String> = entries
        .iter()
        .filter(|e| log::in_log(&e.event))
        .map(|e| log::describe(Lang::Fr, &n, &e.event))
        .collect();
    assert!(lines[0].starts_with("Donne 1 : "), "{}", lines[0]);
    assert!(lines.iter().any(|l| l.starts_with("Pli 1 : ")));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("arrive sur l'épée") || l.contains("arrivez sur l'épée"))
    );
    assert!(lines.iter().any(|l| l.starts_with("Donne 2 : ")));
    let last = lines.last().unwrap();
    assert!(last.starts_with("Partie terminée. "), "{last}");
    assert_eq!(
        entries
            .iter()
            .filter(|e| matches!(e.event, Event::GameOver { .. }))
            .count(),
        1
    );
    // The end panel: the winner first, on King Arthur's space.
    let o = g.observe(Seat(0));
    let st = derive::standings(&o, &names, Lang::Fr);
    assert!(st[0].winner);
    assert_eq!(st[0].space, 26);
    assert_eq!(st[0].space_text, "case du roi Arthur (26)");
}
