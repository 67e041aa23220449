//! CHV-19.5 (the wars and Camelot), one test per row of the spec's worked scenarios.

use crate::support;
use support::*;

/// Picts at 3 warriors, F1 to F4 placed; E (seat 2) there holding `hand`.
fn picts(hand: &str) -> Fixture {
    fx(3)
        .warriors(War::Picts, 3)
        .war_fights(War::Picts, "F1 F2 F3 F4")
        .on(2, Quest::Picts)
        .hand(2, hand)
}

#[test]
fn chv_19_5_a_the_fourth_warrior_loses_the_war() {
    let mut g = picts("").black_top("Pict").build();
    play(&mut g, 0, Action::EvilDraw);
    let b = g.board();
    assert_eq!((b.white, b.black), (0, 1), "CHV-19.5 a: +1 B");
    assert_eq!(g.life(s(2)), 3, "CHV-19.5 a: E −1 Life");
    assert_eq!(b.engines, 2, "CHV-19.5 a: +2 siege engines");
    assert_eq!(b.war(War::Picts).warriors, 0, "CHV-19.5 a: restarts empty");
    assert!(
        b.war(War::Picts).fights.is_empty(),
        "CHV-19.5 a: restarts empty"
    );
    assert_eq!(
        count(g.white_discard(), f(4)),
        1,
        "CHV-7.1 (5) cards discarded"
    );
}

#[test]
fn chv_19_5_b_the_fifth_fight_card_wins_the_war() {
    let mut g = picts("F5").active(2).at_heroic().build();
    play(&mut g, 2, qp("F5"));
    assert_eq!(g.board().white, 1, "CHV-19.5 b: +1 W");
    assert_eq!(g.life(s(2)), 5, "CHV-19.5 b: +1 Life");
    assert_eq!(g.hand(s(2)).len(), 4, "CHV-19.5 b: 4 White cards to E");
    assert_eq!(
        g.board().war(War::Picts).warriors,
        0,
        "CHV-7.1 (5) to reserve"
    );
}

#[test]
fn chv_19_5_c_war_cards_go_in_order() {
    let mut g = fx(3)
        .on(0, Quest::Saxons)
        .war_fights(War::Saxons, "F1 F2")
        .hand(0, "F4 F3")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F4"), E::WrongWarValue, "CHV-19.5 c");
    assert!(offered(&g, 0, qp("F3")), "CHV-7.8: the next value is legal");
}

#[test]
fn chv_19_5_d_mordred_needs_a_second_five() {
    let mut g = fx(3)
        .mordred(War::Saxons)
        .warriors(War::Saxons, 2)
        .on(0, Quest::Saxons)
        .war_fights(War::Saxons, "F1 F2 F3 F4 F5")
        .hand(0, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.board().white, 1, "CHV-19.5 d: 1-2-3-4-5-5 wins");
    assert_eq!(g.board().mordred(), None, "CHV-19.5 d: Mordred goes");
    assert_eq!(
        count(g.black_discard(), Black::Mordred),
        1,
        "CHV-19.5 d: discarded"
    );
}

#[test]
fn chv_19_5_d_without_mordred_a_second_five_is_refused() {
    let mut g = fx(3)
        .on(0, Quest::Saxons)
        .war_fights(War::Saxons, "F1 F2 F3 F4")
        .mordred(War::Picts)
        .hand(0, "F5 F4")
        .at_heroic()
        .build();
    // Mordred on the other war changes nothing here: F5 completes the Saxon sequence.
    assert!(offered(&g, 0, qp("F5")), "CHV-7.8");
    refuse(&mut g, 0, qp("F4"), E::WrongWarValue, "CHV-7.8");
}

#[test]
fn chv_19_5_e_mercenaries_join_the_war_of_the_drawers_choice() {
    let mut g = fx(3)
        .warriors(War::Picts, 1)
        .warriors(War::Saxons, 3)
        .black_top("Merc")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(matches!(g.step(), Some(Step::ChooseWar { .. })), "CHV-6.6");
    play(&mut g, 0, Action::ChooseWar(War::Saxons));
    assert_eq!(g.board().black, 1, "CHV-19.5 e: the Saxon war is lost");
    assert_eq!(
        g.board().war(War::Saxons).warriors,
        0,
        "CHV-19.5 e: restarts"
    );
    assert_eq!(g.board().war(War::Picts).warriors, 1, "CHV-19.5 e");
    assert_eq!(g.board().engines, 2, "CHV-7.A a lost war adds 2 engines");
}

/// K (seat 0) in Camelot, 5 engines, holding F3 F4, at his Heroic action.
fn siege(seed: u64) -> Chevaliers {
    fx(3)
        .engines(5)
        .hand(0, "F3 F4")
        .seed(seed)
        .at_heroic()
        .build()
}

fn fight_f3_f4(g: &mut Chevaliers) {
    play(g, 0, hero(Heroic::Siege(3)));
    assert_eq!(g.step(), Some(&Step::Siege { fighter: s(0) }), "CHV-7.10");
    play(g, 0, Action::AddFight(4));
    play(g, 0, Action::Roll);
}

#[test]
fn chv_19_5_f_siege_fight_lost_when_the_die_is_not_beaten() {
    let mut g = with_die(siege, fight_f3_f4, 7);
    fight_f3_f4(&mut g);
    assert_eq!(g.board().last_roll, Some(7), "CHV-19.5 f: d8 = 7");
    assert_eq!(g.life(s(0)), 3, "CHV-19.5 f: 7 not > 7, −1 Life");
    assert_eq!(g.board().engines, 5, "CHV-19.5 f: engines stay");
    assert_eq!(
        (
            count(g.white_discard(), f(3)),
            count(g.white_discard(), f(4))
        ),
        (1, 1),
        "CHV-19.5 f: cards discarded"
    );
    assert!(g.hand(s(0)).is_empty(), "CHV-19.5 f");
}

#[test]
fn chv_19_5_g_siege_fight_won_over_the_die() {
    let mut g = with_die(siege, fight_f3_f4, 6);
    fight_f3_f4(&mut g);
    assert_eq!(g.board().engines, 4, "CHV-19.5 g: 7 > 6, engines 4");
    assert_eq!(g.life(s(0)), 4, "CHV-19.5 g");
    assert_eq!(
        count(g.white_discard(), f(3)),
        1,
        "CHV-7.10 discarded either way"
    );
}

#[test]
fn chv_19_5_h_no_siege_fight_without_engines() {
    let mut g = fx(3).hand(0, "F3").at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Siege(3)),
        E::NoSiegeEngine,
        "CHV-19.5 h",
    );
}

#[test]
fn chv_19_5_i_no_round_table_draw_at_twelve_cards() {
    let twelve = "F1 F1 F1 F2 F2 F2 F3 F3 F3 Gr Gr Gr";
    let mut g = fx(3).hand(0, twelve).at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Draw),
        E::HandTooLargeToDraw,
        "CHV-19.5 i",
    );
    let eleven = "F1 F1 F1 F2 F2 F2 F3 F3 F3 Gr Gr";
    let mut g = fx(3).hand(0, eleven).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(g.hand(s(0)).len(), 13, "CHV-19.5 i: 11 + 2");
}
