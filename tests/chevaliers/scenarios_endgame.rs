//! CHV-19.6 (accusations and the final count), one test per row of the spec's worked
//! scenarios.

use crate::support;
use support::*;

#[test]
fn chv_19_6_a_accusation_unavailable_below_six_swords_and_engines() {
    let mut g = fx(3).swords(4, 1).engines(5).at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(1))),
        E::AccusationUnavailable,
        "CHV-19.6 a",
    );
}

#[test]
fn chv_19_6_b_a_wrong_accusation_turns_a_white_sword_black() {
    let mut g = fx(3).swords(4, 2).hand(0, "F1").at_heroic().build();
    let seen = play_seen(&mut g, 0, hero(Heroic::Accuse(s(1))), Some(s(2)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::Accused { by, target, loyalty: Loyalty::Loyal } if *by == s(0) && *target == s(1)
        )),
        "CHV-19.6 b: B's card is shown Loyal to everyone"
    );
    assert_eq!(g.observe(s(2)).loyalty[1], Some(Loyalty::Loyal), "CHV-13.1");
    assert_eq!(
        (g.board().white, g.board().black),
        (3, 3),
        "CHV-19.6 b: 3 W + 3 B"
    );
    assert!(g.has_accused(s(0)), "CHV-13.4");
    play(&mut g, 0, Action::EndTurn);
    quick_turn(&mut g);
    quick_turn(&mut g);
    play(&mut g, 0, Action::EvilSiege);
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(2))),
        E::AccusationAlreadyUsed,
        "CHV-19.6 b: A's later accusation",
    );
}

#[test]
fn chv_19_6_c_the_traitor_unmasked_then_plays_the_traitors_turn() {
    let mut g = fx(3)
        .traitor(1)
        .swords(5, 1)
        .on(1, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F3")
        .hand(1, "F1 F2 Me")
        .hand(2, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert!(g.is_unmasked(s(1)), "CHV-19.6 c: T unmasked, coat turned");
    assert!(
        g.hand(s(1)).is_empty(),
        "CHV-19.6 c: his White cards discarded"
    );
    assert_eq!(g.location(s(1)), None, "CHV-19.6 c: knight removed");
    assert!(
        g.board().black_knight.knights.is_empty(),
        "CHV-13.6 his solo quest's cards are discarded"
    );
    assert_eq!(
        (g.board().white, g.board().black),
        (6, 1),
        "CHV-19.6 c: +1 W"
    );
    play(&mut g, 0, Action::EndTurn);
    assert_eq!(g.step(), Some(&Step::TraitorSteal), "CHV-13.7 (1)");
    assert_eq!(g.legal_actions(s(1)), vec![Action::Steal(s(2))], "CHV-13.7");
    play(&mut g, 1, Action::Steal(s(2)));
    assert!(
        g.hand(s(2)).is_empty(),
        "CHV-19.6 c: one random card stolen"
    );
    assert_eq!(
        count(g.white_discard(), f(5)),
        1,
        "CHV-13.7 discarded face up"
    );
    assert_eq!(
        g.legal_actions(s(1)),
        vec![Action::EvilDraw, Action::EvilSiege],
        "CHV-19.6 c: then engine or Black card"
    );
    play(&mut g, 1, Action::EvilSiege);
    assert_eq!(g.board().engines, 1, "CHV-19.6 c");
    assert_eq!(g.active(), s(2), "CHV-13.7: no Heroic action");
}

/// 8 W + 3 B; seat 0 on the Black Knight about to win (`win`) or lose with his F2.
fn final_fixture(win: bool) -> Fixture {
    let evil = if win { "BK1" } else { "BK5 BK1" };
    fx(4)
        .swords(8, 3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F1 F1 F2")
        .evil_side(Quest::BlackKnight, evil)
        .hand(0, "F2")
        .at_heroic()
}

#[test]
fn chv_19_6_d_final_count_knights_win_despite_the_flip() {
    let mut g = final_fixture(true).traitor(2).build();
    let seen = play_seen(&mut g, 0, qp("F2"), None);
    assert!(
        seen.iter()
            .any(|e| matches!(e, Ev::Flipped { seat, count: 2 } if *seat == s(2))),
        "CHV-19.6 d: the Traitor reveals and flips 2"
    );
    assert_eq!(
        (g.board().white, g.board().black),
        (7, 5),
        "CHV-19.6 d: 7 W + 5 B"
    );
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-19.6 d: Knights win");
    let o = g.outcome().expect("CHV-14.4");
    assert_eq!(
        o.winners,
        vec![s(0), s(1), s(3)],
        "CHV-14.4 every Loyal player"
    );
}

#[test]
fn chv_19_6_e_final_count_a_tie_is_evils() {
    let mut g = final_fixture(false).traitor(2).build();
    play(&mut g, 0, qp("F2"));
    assert_eq!(
        (g.board().white, g.board().black),
        (6, 6),
        "CHV-19.6 e: 6 W + 6 B"
    );
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-19.6 e: Evil wins");
    assert_eq!(
        g.outcome().expect("over").winners,
        vec![s(2)],
        "CHV-14.4 the Traitor"
    );
}

/// CHV-19.6 f as the spec wrote it holds with `chv.dead_traitor_flips` off (the FAQ's reading).
#[test]
fn chv_19_6_f_a_dead_traitor_does_not_flip_with_the_option_off() {
    let o = ChevaliersOptions {
        dead_traitor_flips: false,
        ..ChevaliersOptions::default()
    };
    let mut g = final_fixture(false).traitor(2).dead(2).options(o).build();
    play(&mut g, 0, qp("F2"));
    assert_eq!(
        (g.board().white, g.board().black),
        (8, 4),
        "CHV-19.6 f: no flip"
    );
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-19.6 f: Knights win");
}

/// CHV-14.3 follows the seed by default: "not unmasked" makes no exception for a Traitor
/// who died hidden, so he still turns two white swords black at the count.
#[test]
fn chv_14_3_a_dead_hidden_traitor_flips_by_default() {
    let mut g = final_fixture(false).traitor(2).dead(2).build();
    play(&mut g, 0, qp("F2"));
    assert_eq!(
        (g.board().white, g.board().black),
        (6, 6),
        "CHV-14.3 the dead Traitor flips two"
    );
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-14.3 a tie goes to Evil");
}

#[test]
fn chv_19_6_g_no_traitor_dealt_no_flip() {
    let mut g = final_fixture(false).build();
    assert_eq!(
        g.undealt(),
        &[Loyalty::Traitor],
        "CHV-19.6 g: the unused card"
    );
    play(&mut g, 0, qp("F2"));
    assert_eq!((g.board().white, g.board().black), (8, 4), "CHV-19.6 g");
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-19.6 g: Knights win");
    assert_eq!(g.outcome().expect("over").winners.len(), 4, "CHV-14.4");
}

#[test]
fn chv_19_6_h_seventh_black_sword_ends_the_game_at_once() {
    let mut g = fx(3)
        .swords(3, 6)
        .warriors(War::Picts, 3)
        .black_top("Pict")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().black, 7, "CHV-19.6 h: 7 B");
    assert_eq!(
        g.winner(),
        Some(Side::Evil),
        "CHV-19.6 h: Evil wins at once"
    );
    assert_eq!(g.step(), None, "CHV-14.2 nothing more is asked");
    refuse(
        &mut g,
        0,
        Action::EndTurn,
        E::GameOver,
        "CHV-17.6 action after the end",
    );
}

#[test]
fn chv_19_6_i_twelfth_siege_engine_ends_the_game() {
    let mut g = fx(3).engines(11).build();
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!(g.board().engines, 12, "CHV-19.6 i");
    assert_eq!(
        g.winner(),
        Some(Side::Evil),
        "CHV-19.6 i: Evil wins at once"
    );
}
