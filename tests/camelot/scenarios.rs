//! The worked examples of the Camelot spec (CAM-14.1, CAM-14.2): the seed's two example
//! tournaments played as one stacked game, turn by turn. The constructed scenarios of
//! CAM-14.3 are in `scenarios_constructed.rs`.
// One import list shared with `scenarios_constructed.rs`.
#![allow(unused_imports)]

use crate::support;

use support::play;
use support::{
    A, B, C, D, cards_in_play, discard_sorted, hand, ok, pass_windows, pool, refused, shown,
    sorted, stacked, table, table_with, window,
};
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::{card, cards};
use table_ronde::games::camelot::{
    Action, Camelot, CamelotError, CamelotOptions, Colour, Item, Phase, TokenReason,
};

const MARCEL: Seat = Seat(0);
const RAYMOND: Seat = Seat(1);
const MAURICE: Seat = Seat(2);
const DANIELLE: Seat = Seat(3);

/// The stacked deal of CAM-14.1: the four 8-card hands, then the first 21 cards of the draw
/// pile — draws 4, 7 and 9 are Drop Weapon, G1, G1; the other 18 are the fillers P3 ×4,
/// P4 ×4, P5 ×4, P7 ×2, G1 ×4 in that order. Lancelot is far below (never drawn).
fn seed_game(options: CamelotOptions) -> Camelot {
    let mut fillers = cards("P3 P3 P3 P3 P4 P4 P4 P4 P5 P5 P5 P5 P7 P7 G1 G1 G1 G1").into_iter();
    let draws: Vec<String> = (1..=21)
        .map(|k| match k {
            4 => "DropWeapon".to_string(),
            7 | 9 => "G1".to_string(),
            _ => fillers.next().expect("18 fillers").to_string(),
        })
        .collect();
    let hands = [
        "R3 R5 M6 B5 Riposte Adapt G1 G1",
        "R5 Y2 Y2 Y2 Y3 Y3 Y3 Y4",
        "B2 Outwit B5 Y3 Y3 Y3 Y3 Y4",
        "R4 R3 R3 Sq2 Sq3 B3 B4 B3",
    ];
    let g = stacked(options, 4, DANIELLE, &hands, &draws.join(" "));
    for s in Seat::all(4) {
        assert!(
            !g.hand(s).contains(&card("Ivanhoe")),
            "nobody holds Lancelot"
        );
    }
    g
}

/// One turn of the seed example: it is `seat`'s turn and he has drawn (the `drawn`-th card
/// of the pile since the deal: 78 − `drawn` remain); he plays `plays` (every Lancelot window
/// answered `Pass`), then stays announcing `announce`, or withdraws when it is `None`.
/// Afterwards his display (bottom → top) is `display`.
fn turn(
    g: &mut Camelot,
    seat: Seat,
    drawn: usize,
    plays: &[Action],
    announce: Option<u32>,
    display: &str,
) {
    assert_eq!(g.phase(), Phase::Play, "{seat}'s turn");
    assert_eq!(g.active(), seat, "CAM-4.2: turn order");
    assert_eq!(g.draw_len(), 78 - drawn, "CAM-4.4: {seat} has drawn");
    for a in plays {
        ok(g, seat, *a);
    }
    match announce {
        Some(total) => {
            assert_eq!(g.total(seat), total, "{seat} announces {total}");
            ok(g, seat, Action::Stay);
        }
        None => {
            let tournament = g.tournaments();
            ok(g, seat, Action::Withdraw);
            if g.tournaments() == tournament {
                assert!(g.is_withdrawn(seat), "{seat} withdraws");
                assert!(g.in_tournament(g.active()), "the next player is still in");
            }
        }
    }
    assert_eq!(shown(g, seat), cards(display), "{seat}'s display");
    assert_eq!(g.check_invariants(), Ok(()), "CAM-15");
    assert_eq!(cards_in_play(g), 110, "CAM-15.1");
}

/// Plays CAM-14.1 and CAM-14.2 on `g` and checks every line of both tables and both
/// "Checks after tournament" paragraphs; returns the game at the start of tournament 3.
fn seed_tournaments(mut g: Camelot) -> Camelot {
    // Under option CAM-5.8 each starter has already drawn when he announces.
    let early = usize::from(g.options().colour_after_draw);
    tournament_one(&mut g, early);
    tournament_two(&mut g, early);
    g
}

/// CAM-14.1, the first table and its "Checks after tournament" paragraph; `early`: the cards
/// a starter has drawn before he announces (option CAM-5.8).
fn tournament_one(g: &mut Camelot, early: usize) {
    // CAM-14.1: dealer Danielle, Marcel (her left) designated; nobody owns a token.
    assert_eq!(g.dealer(), DANIELLE);
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(g.starter(), MARCEL);
    assert_eq!(g.draw_len(), 78 - early);
    for s in Seat::all(4) {
        let drawn = if s == MARCEL { early } else { 0 };
        assert_eq!(g.hand(s).len(), 8 + drawn);
        assert!(g.tokens(s).is_empty());
    }
    // Turn 1: Marcel announces red, then draws (CAM-5.1), plays R3.
    ok(g, MARCEL, Action::Announce(Colour::Red));
    assert_eq!(
        g.hand(MARCEL).len(),
        9,
        "CAM-5.1: he draws after announcing"
    );
    turn(g, MARCEL, 1, &[play("R3")], Some(3), "R3");
    turn(g, RAYMOND, 2, &[play("R5")], Some(5), "R5");
    turn(g, MAURICE, 3, &[], None, "");
    assert!(g.is_withdrawn(MAURICE));
    turn(g, DANIELLE, 4, &[play("R4"), play("R3")], Some(7), "R4 R3");
    turn(g, MARCEL, 5, &[play("R5")], Some(8), "R3 R5");
    turn(g, RAYMOND, 6, &[], None, "");
    assert_eq!(g.discard(), &cards("R5")[..], "Raymond discards R5");
    // Maurice is skipped (withdrawn).
    turn(
        g,
        DANIELLE,
        7,
        &[play("R3"), play("Sq2")],
        Some(12),
        "R4 R3 R3 Sq2",
    );
    turn(g, MARCEL, 8, &[play("M6")], Some(14), "R3 R5 M6");
    turn(g, DANIELLE, 9, &[play("Sq3")], Some(15), "R4 R3 R3 Sq2 Sq3");
    // Turn 10: Marcel withdraws with a Maiden but owns no token: no loss, no choice.
    turn(g, MARCEL, 10, &[], None, "");
    // End: only Danielle remains; red token; her display discarded.
    assert_eq!(g.tournaments(), 1);
    assert_eq!(g.tokens(DANIELLE), vec![Colour::Red]);
    for s in [MARCEL, RAYMOND, MAURICE] {
        assert!(g.tokens(s).is_empty());
    }
    assert_eq!(pool(g, Colour::Red), 4);
    // Checks after tournament 1.
    assert_eq!(g.draw_len() + early, 110 - 32 - 10, "draw pile 68");
    assert_eq!(g.draw_len() + early, 68);
    assert_eq!(g.discard().len(), 9);
    assert_eq!(discard_sorted(g), sorted("R5 R3 R5 M6 R4 R3 R3 Sq2 Sq3"));
    let hands: Vec<usize> = Seat::all(4).map(|s| g.hand(s).len()).collect();
    assert_eq!(hands, vec![9, 9, 9, 6 + early]);
    assert_eq!(cards_in_play(g), 110);
    assert_eq!(
        g.phase(),
        Phase::Announce,
        "Danielle starts the next tournament"
    );
    assert_eq!(g.starter(), DANIELLE);
    assert_eq!(g.previous(), Some(Colour::Red));
    if !g.options().no_repeat_colour {
        assert!(
            Colour::ALL.into_iter().all(|c| g.colour_allowed(c)),
            "no restriction"
        );
    }
}

/// CAM-14.2, the second table and its "Checks after tournament" paragraph.
fn tournament_two(g: &mut Camelot, early: usize) {
    // CAM-14.2: Danielle announces blue, draws, plays B3.
    ok(g, DANIELLE, Action::Announce(Colour::Blue));
    turn(g, DANIELLE, 11, &[play("B3")], Some(3), "B3");
    turn(g, MARCEL, 12, &[play("B5")], Some(5), "B5");
    turn(g, RAYMOND, 13, &[], None, "");
    // Turn 4: Maurice plays B2, then Outwit: gives his B2, takes Marcel's B5.
    let outwit = Action::Outwit {
        target: MARCEL,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    turn(g, MAURICE, 14, &[play("B2"), outwit], Some(5), "B5");
    assert_eq!(shown(g, MARCEL), cards("B2"));
    assert_eq!((g.total(DANIELLE), g.total(MARCEL)), (3, 2));
    turn(g, DANIELLE, 15, &[play("B4")], Some(7), "B3 B4");
    // Turn 6: Marcel's Riposte takes Danielle's top card B4.
    let riposte = Action::Riposte(DANIELLE);
    turn(g, MARCEL, 16, &[riposte], Some(6), "B2 B4");
    assert_eq!(shown(g, DANIELLE), cards("B3"));
    assert_eq!((g.total(MAURICE), g.total(DANIELLE)), (5, 3));
    // Raymond is skipped.
    turn(g, MAURICE, 17, &[play("B5")], Some(10), "B5 B5");
    // Turn 8: Danielle plays B3, Drop Weapon (green), G1, G1: four cards count 4.
    let plays = [play("B3"), Action::DropWeapon, play("G1"), play("G1")];
    turn(g, DANIELLE, 18, &plays, Some(4), "B3 B3 G1 G1");
    assert_eq!(g.colour(), Some(Colour::Green));
    assert_eq!(g.history(), &[Colour::Blue, Colour::Green]);
    assert_eq!((g.total(MARCEL), g.total(MAURICE)), (2, 2));
    // Turn 9: Marcel's Adapt; each owner keeps his earlier copy (test choice).
    assert_eq!((g.active(), g.draw_len()), (MARCEL, 78 - 19));
    g.play(MARCEL, &Action::Adapt).expect("Adapt");
    pass_windows(g);
    let adapt = |seat, value| Phase::Adapt { seat, value };
    assert_eq!(
        g.phase(),
        adapt(MAURICE, 5),
        "Marcel (B2 B4) has no duplicate"
    );
    ok(g, MAURICE, Action::Keep(0));
    assert_eq!(g.phase(), adapt(DANIELLE, 1));
    ok(g, DANIELLE, Action::Keep(2));
    assert_eq!(g.phase(), adapt(DANIELLE, 3));
    ok(g, DANIELLE, Action::Keep(0));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(shown(g, MAURICE), cards("B5"));
    assert_eq!(shown(g, DANIELLE), cards("B3 G1"));
    assert_eq!(shown(g, MARCEL), cards("B2 B4"));
    turn(
        g,
        MARCEL,
        19,
        &[play("G1"), play("G1")],
        Some(4),
        "B2 B4 G1 G1",
    );
    assert_eq!((g.total(MAURICE), g.total(DANIELLE)), (1, 2));
    turn(g, MAURICE, 20, &[], None, "");
    // Turn 11: Danielle withdraws; only Marcel remains and wins a green token.
    assert_eq!(g.active(), DANIELLE);
    assert_eq!(shown(g, DANIELLE), cards("B3 G1"));
    turn(g, DANIELLE, 21, &[], None, "");
    assert_eq!(g.tournaments(), 2);
    assert_eq!(g.tokens(MARCEL), vec![Colour::Green]);
    assert_eq!(g.tokens(DANIELLE), vec![Colour::Red]);
    assert!(g.tokens(RAYMOND).is_empty() && g.tokens(MAURICE).is_empty());
    // Checks after tournament 2.
    assert_eq!(g.draw_len() + early, 68 - 11);
    assert_eq!(g.draw_len() + early, 57);
    assert_eq!(g.discard().len(), 9 + 14);
    let t2 = "Outwit Riposte DropWeapon Adapt B5 G1 B3 B5 B3 G1 B2 B4 G1 G1";
    let both = format!("R5 R3 R5 M6 R4 R3 R3 Sq2 Sq3 {t2}");
    assert_eq!(discard_sorted(g), sorted(&both));
    let hands: Vec<usize> = Seat::all(4).map(|s| g.hand(s).len()).collect();
    assert_eq!(hands, vec![7 + early, 10, 9, 4]);
    assert_eq!(cards_in_play(g), 110);
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(g.starter(), MARCEL, "Marcel starts tournament 3");
    assert_eq!(g.previous(), Some(Colour::Green));
    assert_eq!(g.check_invariants(), Ok(()));
}

/// CAM-14.1 (CAM-3.3 to CAM-3.5, CAM-4.2 to CAM-4.4, CAM-5.1, CAM-6.1, CAM-7.1, CAM-7.4 to
/// CAM-7.7, CAM-8.1, CAM-8.2, CAM-8.5, CAM-8.6) and CAM-14.2 (CAM-5.3, CAM-6.5, CAM-7.2,
/// CAM-9.12, CAM-10.3, CAM-10.5, CAM-10.13, CAM-10.14, CAM-11.3): the seed's two example
/// tournaments as one stacked game, turn by turn; Marcel then starts tournament 3 and may
/// choose green (the previous final colour green restricts nothing by default). His hand
/// holds only purple and green cards (the fillers) and no supporter, so red, blue and yellow
/// are refused by CAM-5.2 — not by a colour restriction.
#[test]
fn cam_14_1_and_14_2_seed_example_tournaments() {
    let mut g = seed_tournaments(seed_game(CamelotOptions::default()));
    assert_eq!(hand(&g, MARCEL), sorted("P3 P3 P4 P4 P5 P7 G1"));
    assert!(Colour::ALL.into_iter().all(|c| g.colour_allowed(c)));
    refused(
        &mut g,
        MARCEL,
        Action::Announce(Colour::Red),
        CamelotError::CannotOpenColour,
    );
    let mut purple = g.clone();
    ok(&mut purple, MARCEL, Action::Announce(Colour::Purple));
    ok(&mut g, MARCEL, Action::Announce(Colour::Green));
    assert_eq!(g.colour(), Some(Colour::Green));
}

/// CAM-14.2, CAM-13.1 (option `no_repeat_colour`): the same two tournaments (red, then blue
/// turned green), after which green — the previous final colour — is forbidden to Marcel.
#[test]
fn cam_14_2_no_repeat_colour_forbids_green_for_tournament_3() {
    let options = CamelotOptions {
        no_repeat_colour: true,
        ..CamelotOptions::default()
    };
    let mut g = seed_tournaments(seed_game(options));
    assert!(!g.colour_allowed(Colour::Green));
    refused(
        &mut g,
        MARCEL,
        Action::Announce(Colour::Green),
        CamelotError::ColourNotAllowed,
    );
    ok(&mut g, MARCEL, Action::Announce(Colour::Purple));
}

/// CAM-14.1, CAM-14.2, CAM-5.8 (option `colour_after_draw`, the order the seed's examples
/// narrate: "Sire Marcel débute son tour en piochant une carte ... et annonce que le tournoi
/// sera rouge"): the same two tournaments play out identically; each starter has simply drawn
/// before announcing, one card earlier than by default.
#[test]
fn cam_14_1_and_14_2_in_the_seed_examples_draw_first_order() {
    let options = CamelotOptions {
        colour_after_draw: true,
        ..CamelotOptions::default()
    };
    let mut g = seed_tournaments(seed_game(options));
    assert_eq!(g.hand(MARCEL).len(), 8);
    ok(&mut g, MARCEL, Action::Announce(Colour::Green));
    assert_eq!(g.hand(MARCEL).len(), 8, "no draw after announcing");
}
