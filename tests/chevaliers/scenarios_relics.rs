//! CHV-19.3 (Excalibur) and CHV-19.4 (the Holy Grail, steps 1 to 8), one test per row of the
//! spec's worked scenarios.

use crate::support;
use support::*;

#[test]
fn chv_19_3_a_excalibur_won_from_plus_four() {
    let mut g = fx(3)
        .excalibur(4)
        .on(0, Quest::Excalibur)
        .on(1, Quest::Excalibur)
        .hand(0, "Gr")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Discard(White::Grail)));
    assert_eq!(g.board().white, 2, "CHV-19.3 a: +2 W");
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (5, 5),
        "CHV-19.3 a: +1 Life each"
    );
    assert_eq!(g.life(s(2)), 4, "CHV-7.2 only those present");
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Held(s(0)),
        "CHV-19.3 a: Excalibur to A"
    );
    assert!(!g.board().excalibur_open, "CHV-19.3 a: board turned over");
    assert_eq!(g.pool().len(), 7, "CHV-19.3 a: 7 White cards shared");
    share_agreed(&mut g, &[1]);
    assert_eq!(g.hand(s(1)).len(), 7, "CHV-17.2: any split, all to B");
    assert_eq!(
        count(g.white_discard(), White::Grail),
        1,
        "CHV-7.7 discarded"
    );
}

#[test]
fn chv_19_3_b_excalibur_lost_at_minus_four() {
    let mut g = fx(3)
        .excalibur(-4)
        .on(2, Quest::Excalibur)
        .black_top("Exc")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        (g.board().white, g.board().black),
        (0, 2),
        "CHV-19.3 b: +2 B"
    );
    assert_eq!(g.life(s(2)), 4, "CHV-19.3 b: no Life loss");
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Gone,
        "CHV-19.3 b: relic lost"
    );
    assert!(!g.board().excalibur_open, "CHV-7.11 closed for good");
    assert_eq!(g.location(s(2)), Some(Place::Camelot), "CHV-7.1 (6)");
}

#[test]
fn chv_19_3_c_excalibur_card_after_the_quest_is_a_siege_engine() {
    let mut g = fx(3)
        .excalibur_closed()
        .relic(RelicKind::Excalibur, Relic::Gone)
        .black_top("Exc")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().engines, 1, "CHV-19.3 c: +1 siege engine");
    assert_eq!(count(g.black_discard(), Black::Excalibur), 1, "CHV-6.6");
}

#[test]
fn chv_19_3_d_lady_of_the_lake_completes_excalibur_from_camelot() {
    let mut g = fx(4)
        .excalibur(4)
        .active(3)
        .hand(3, "Lady")
        .at_heroic()
        .build();
    let deck = g.white_deck().len();
    play(&mut g, 3, sp(Special::LadyOfTheLake));
    assert_eq!(g.board().white, 2, "CHV-19.3 d: victory");
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Held(s(3)),
        "CHV-19.3 d: relic to D"
    );
    assert_eq!(g.life(s(3)), 4, "CHV-19.3 d: no Life for D (not present)");
    assert!(g.hand(s(3)).is_empty(), "CHV-19.3 d: no cards for D");
    assert_eq!(g.white_deck().len(), deck - 7, "CHV-19.3 d: 7 cards drawn");
    assert!(g.pool().is_empty(), "CHV-7.2: and discarded");
    assert_eq!(count(g.white_discard(), White::LadyOfTheLake), 1, "CHV-8.3");
}

/// The Grail board at `g` Grail cards and these Black cards; seat 0 on the Grail holding
/// `hand`, `top` on the Black deck.
fn grail(g: u8, black_cards: &str, hand: &str, top: &str) -> Fixture {
    fx(3)
        .grail(g, black_cards)
        .on(0, Quest::Grail)
        .hand(0, hand)
        .black_top(top)
}

#[test]
fn chv_19_4_step_1_grail_on_a_full_board_destroys_the_nearest_despair() {
    let mut g = grail(4, "Desp Desp Deso", "Gr", "").at_heroic().build();
    play(&mut g, 0, qp("Gr"));
    let b = &g.board().grail;
    assert_eq!(
        (b.grails, b.blacks.len()),
        (4, 2),
        "CHV-19.4 step 1: g 4, b 2"
    );
    assert_eq!(
        b.blacks,
        bc("Desp Desp"),
        "CHV-7.6: the last placed (nearest the middle) goes"
    );
    assert_eq!(
        count(g.black_discard(), Black::Desolation),
        1,
        "CHV-19.4 step 1"
    );
    assert_eq!(
        count(g.white_discard(), White::Grail),
        1,
        "CHV-19.4 step 1: both discarded"
    );
}

#[test]
fn chv_19_4_step_2_despair_fills_a_free_spot() {
    let mut g = grail(4, "Desp Desp", "", "Desp").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().grail.blacks.len(), 3, "CHV-19.4 step 2: b 3");
    assert_eq!(g.board().grail.grails, 4, "CHV-19.4 step 2");
}

#[test]
fn chv_19_4_step_3_desolation_destroys_a_grail_then_is_placed() {
    let mut g = grail(4, "Desp Desp Desp", "", "Deso").build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(
        matches!(g.step(), Some(Step::Merlin { .. })),
        "CHV-6.2 window"
    );
    pass_merlins(&mut g);
    let b = &g.board().grail;
    assert_eq!(
        (b.grails, b.blacks.len()),
        (3, 4),
        "CHV-19.4 step 3: g 3, b 4"
    );
    assert_eq!(count(g.white_discard(), White::Grail), 1, "CHV-9.2");
}

#[test]
fn chv_19_4_steps_4_and_5_dark_forest_blocks_grails_until_a_quest_is_won() {
    // Step 4: the Dark Forest is drawn and not cancelled.
    let mut g = fx(3)
        .grail(3, "Desp Desp Desp Desp")
        .on(0, Quest::Saxons)
        .war_fights(War::Saxons, "F1 F2 F3 F4")
        .hand(0, "F5")
        .on(1, Quest::Grail)
        .hand(1, "Gr Gr")
        .black_top("Forest")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert!(g.board().dark_forest, "CHV-19.4 step 4: in force");
    // Seat 0 wins the Saxon war (step 5's "war victory").
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.board().white, 1, "CHV-7.8 the war is won");
    assert!(
        !g.board().dark_forest,
        "CHV-7.3: the victory lifts the Dark Forest"
    );
    assert_eq!(
        count(g.black_discard(), Black::DarkForest),
        1,
        "CHV-9.3 discarded"
    );
    play(&mut g, 0, Action::EndTurn);
    // Seat 1 on the Grail: the full board now loses a Black card.
    play(&mut g, 1, Action::EvilSiege);
    play(&mut g, 1, qp("Gr"));
    let b = &g.board().grail;
    assert_eq!((b.grails, b.blacks.len()), (3, 3), "CHV-19.4 step 5");
}

#[test]
fn chv_19_4_step_4_grail_cards_are_blocked_while_the_dark_forest_is_in_force() {
    let mut g = grail(3, "Desp Desp Desp Desp", "Gr", "")
        .dark_forest()
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        qp("Gr"),
        E::GrailBlocked,
        "CHV-19.4 step 4 (full board)",
    );
    let mut g = grail(3, "Desp", "Gr", "").dark_forest().at_heroic().build();
    refuse(
        &mut g,
        0,
        qp("Gr"),
        E::GrailBlocked,
        "CHV-19.4 step 4 (free spot)",
    );
}

#[test]
fn chv_19_4_step_6_the_seventh_grail_wins() {
    let mut g = grail(6, "", "Gr", "")
        .on(1, Quest::Grail)
        .at_heroic()
        .build();
    play(&mut g, 0, qp("Gr"));
    assert_eq!(g.board().white, 3, "CHV-19.4 step 6: +3 W");
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (5, 5),
        "CHV-19.4 step 6: +1 Life each"
    );
    assert_eq!(
        g.board().grail_relic,
        Relic::Held(s(0)),
        "CHV-19.4 step 6: the Grail"
    );
    assert_eq!(g.pool().len(), 7, "CHV-19.4 step 6: 7 White cards");
    assert!(!g.board().grail.open, "CHV-7.11 closed");
}

#[test]
fn chv_19_4_step_7_the_seventh_black_card_loses() {
    let mut g = grail(0, "Desp Desp Desp Desp Desp Desp", "", "Desp")
        .on(1, Quest::Grail)
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().black, 3, "CHV-19.4 step 7: +3 B");
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (3, 3),
        "CHV-19.4 step 7: −1 Life each"
    );
    assert_eq!(
        g.board().grail_relic,
        Relic::Gone,
        "CHV-19.4 step 7: Grail lost"
    );
    assert!(!g.board().grail.open, "CHV-7.11 closed");
}

#[test]
fn chv_19_4_step_8_grail_cards_after_the_quest_are_siege_engines() {
    for (top, special) in [("Desp", false), ("Deso", true), ("Forest", true)] {
        let mut g = fx(3)
            .grail_closed()
            .relic(RelicKind::Grail, Relic::Gone)
            .black_top(top)
            .build();
        play(&mut g, 0, Action::EvilDraw);
        if special {
            pass_merlins(&mut g);
        }
        assert_eq!(g.board().engines, 1, "CHV-19.4 step 8: {top} → +1 engine");
        assert!(
            !g.board().dark_forest,
            "CHV-9.3: not in force once the Grail is over"
        );
    }
}
