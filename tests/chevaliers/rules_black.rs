//! Chevaliers rule tests for resolving Black cards (CHV-6) and the Special Black cards (CHV-9).

use crate::support;
use support::*;

#[test]
fn chv_6_1_the_drawn_card_is_shown_except_a_combat_cards_value() {
    let mut g = fx(3).black_top("Pict").build();
    let seen = play_seen(&mut g, 0, Action::EvilDraw, None);
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::Drew {
                card: Some(Black::Picts),
                ..
            }
        )),
        "CHV-6.1 shown to everyone"
    );
    let mut g = fx(3).black_top("BK5").build();
    let seen = play_seen(&mut g, 0, Action::EvilDraw, Some(s(1)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::Drew {
                card: None,
                quest: Some(Quest::BlackKnight),
                ..
            }
        )),
        "CHV-6.1 its kind is public, its value is not"
    );
    let mut g = fx(3).black_top("BK5").build();
    let seen = play_seen(&mut g, 0, Action::EvilDraw, Some(s(0)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::Drew {
                card: Some(Black::BlackKnight(5)),
                ..
            }
        )),
        "CHV-6.1 the drawer looks at it"
    );
}

#[test]
fn chv_6_2_a_special_card_opens_the_cancel_window_then_applies() {
    let mut g = fx(3).black_top("Mo3").build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(
        matches!(
            g.step(),
            Some(Step::Merlin {
                card: Black::Morgan(3),
                ..
            })
        ),
        "CHV-6.2"
    );
    assert_eq!(g.board().engines, 0, "CHV-6.2 not applied yet");
    pass_merlins(&mut g);
    assert_eq!(g.board().engines, 2, "CHV-6.2 applied");
    assert_eq!(
        count(g.black_discard(), Black::Morgan(3)),
        1,
        "CHV-6.2 discarded"
    );
    let mut g = fx(3).black_top("Mists").build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert!(g.board().mists, "CHV-6.2 stays in force");
    assert_eq!(
        count(g.black_discard(), Black::Mists),
        0,
        "CHV-6.2 not discarded"
    );
}

#[test]
fn chv_6_3_cancel_window_order_and_commitments() {
    // Seat 1 is dead, seat 3 unmasked: the window asks 2, 4, 0 after the drawer... here
    // the drawer is seat 2.
    let mut g = fx(5)
        .dead(1)
        .unmasked(3)
        .active(2)
        .hand(2, "Me")
        .hand(4, "Me Me")
        .hand(0, "Me Me")
        .black_top("Mo4")
        .build();
    play(&mut g, 2, Action::EvilDraw);
    assert_eq!(decider(&g), Some(s(2)), "CHV-6.3 the drawer first");
    refuse(
        &mut g,
        2,
        Action::Commit(2),
        E::CardNotInHand,
        "CHV-6.3 own Merlins only",
    );
    refuse(&mut g, 2, Action::Commit(0), E::WrongCardCount, "CHV-6.3");
    play(&mut g, 2, Action::Pass);
    assert_eq!(
        decider(&g),
        Some(s(4)),
        "CHV-6.3 clockwise, the unmasked skipped"
    );
    play(&mut g, 4, Action::Commit(2));
    assert_eq!(decider(&g), Some(s(0)), "CHV-6.3");
    refuse(
        &mut g,
        0,
        Action::Commit(2),
        E::WrongCardCount,
        "CHV-6.3 three in all",
    );
    play(&mut g, 0, Action::Commit(1));
    assert_eq!(g.life(s(0)), 4, "CHV-6.3 cancelled: no Life lost");
    assert_eq!(
        hand(&g, 0),
        wc("Me"),
        "CHV-6.3 only the committed Merlins go"
    );
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-6.3 the window closed, dead 1 never asked"
    );
}

#[test]
fn chv_6_3_no_cancel_inside_a_morgan_sequence() {
    let mut g = fx(3)
        .hand(0, "Me Me Me")
        .black_top("Mo2 Mo3 Pict Saxon")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::Pass);
    play(&mut g, 1, Action::Pass);
    play(&mut g, 2, Action::Pass);
    assert_eq!(
        g.board().engines,
        2,
        "CHV-6.3 Mo3 in the sequence is not cancellable"
    );
    assert_eq!(
        g.board().war(War::Picts).warriors,
        1,
        "CHV-9.1 M2: three cards"
    );
    assert_eq!(g.board().war(War::Saxons).warriors, 1, "CHV-9.1 M2");
    assert_eq!(hand(&g, 0), wc("Me Me Me"), "CHV-6.3");
}

#[test]
fn chv_6_4_excalibur_cancels_a_standard_card_before_placement() {
    let mut g = fx(3)
        .excalibur_closed()
        .holds(1, RelicKind::Excalibur)
        .black_top("BK7")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(
        matches!(g.step(), Some(Step::ExcaliburCancel { .. })),
        "CHV-6.4 first"
    );
    assert_eq!(decider(&g), Some(s(1)), "CHV-11.2 the holder");
    let hand0 = g.hand(s(0)).len();
    play(&mut g, 1, Action::ThrowExcalibur);
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Gone,
        "CHV-11.2 thrown away"
    );
    assert!(g.board().black_knight.evil.is_empty(), "CHV-6.4 cancelled");
    assert_eq!(
        count(g.black_discard(), Black::BlackKnight(7)),
        1,
        "CHV-11.2"
    );
    assert_eq!(
        g.hand(s(0)).len(),
        hand0,
        "CHV-6.5 no White card when cancelled"
    );
    // Not offered for Special cards.
    let mut g = fx(3)
        .excalibur_closed()
        .holds(1, RelicKind::Excalibur)
        .black_top("Mo3")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(
        matches!(g.step(), Some(Step::Merlin { .. })),
        "CHV-6.4 Standard only"
    );
}

#[test]
fn chv_6_5_face_down_placement_draws_a_white_card() {
    let mut g = fx(3).black_top("BK3").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.legal_actions(s(0)),
        vec![Action::FaceUp, Action::FaceDown],
        "CHV-6.5"
    );
    play(&mut g, 0, Action::FaceDown);
    assert_eq!(g.hand(s(0)).len(), 1, "CHV-6.5 draws 1 White card");
    assert!(g.board().black_knight.evil[0].face_down, "CHV-6.5");
    let mut g = fx(3).black_top("BK3").build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceUp);
    assert!(g.hand(s(0)).is_empty(), "CHV-6.5 face up: no card");
    assert!(!g.board().black_knight.evil[0].face_down, "CHV-6.5");
}

/// A check on the state after a placement.
type Placed = fn(&Chevaliers) -> bool;

#[test]
fn chv_6_6_placement_table() {
    let cases: [(&str, Placed); 5] = [
        ("Exc", |g| g.board().excalibur == -1),
        ("Desp", |g| g.board().grail.blacks == bc("Desp")),
        ("Pict", |g| g.board().war(War::Picts).warriors == 1),
        ("Saxon", |g| g.board().war(War::Saxons).warriors == 1),
        ("LD3", |g| g.board().lancelot.evil.len() == 1),
    ];
    for (card, ok) in cases {
        let mut g = fx(3).black_top(card).build();
        play(&mut g, 0, Action::EvilDraw);
        if matches!(g.step(), Some(Step::FaceDown { .. })) {
            play(&mut g, 0, Action::FaceUp);
        }
        assert!(ok(&g), "CHV-6.6 {card}");
    }
    let mut g = fx(3).black_top("Merc").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.legal_actions(s(0)),
        vec![
            Action::ChooseWar(War::Picts),
            Action::ChooseWar(War::Saxons)
        ],
        "CHV-6.6 Mercenaries: the drawer's choice"
    );
    play(&mut g, 0, Action::ChooseWar(War::Picts));
    assert_eq!(g.board().war(War::Picts).warriors, 1, "CHV-6.6");
}

#[test]
fn chv_6_7_a_quest_ended_by_a_black_card_resolves_at_once() {
    let mut g = fx(3)
        .on(0, Quest::Saxons)
        .warriors(War::Saxons, 3)
        .black_top("Saxon")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.board().black,
        1,
        "CHV-6.7 resolved before the Heroic action"
    );
    assert_eq!(g.location(s(0)), Some(Place::Camelot), "CHV-6.7");
    assert_eq!(g.step(), Some(&Step::Heroic), "CHV-6.7");
}

/// Seat 0 draws `top` and nobody cancels.
fn drawn(fxt: Fixture, top: &str) -> Chevaliers {
    let mut g = fxt.black_top(top).build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    g
}

#[test]
fn chv_9_1_morgan_m1_a_volunteer_discards_three() {
    let mut g = drawn(
        fx(3)
            .hand(0, "F1")
            .hand(1, "F1 F2 F3 F4")
            .hand(2, "Gr Gr Gr"),
        "Mo1",
    );
    assert_eq!(
        decider(&g),
        Some(s(1)),
        "CHV-17.3 only knights able to pay are asked"
    );
    play(&mut g, 1, Action::Pass);
    play(&mut g, 2, Action::Volunteer);
    for _ in 0..3 {
        play(&mut g, 2, Action::Discard(White::Grail));
    }
    assert!(g.hand(s(2)).is_empty(), "CHV-9.1 M1 the volunteer pays 3");
    assert_eq!(
        (g.hand(s(0)).len(), g.hand(s(1)).len()),
        (1, 4),
        "CHV-9.1 nobody else"
    );
}

#[test]
fn chv_9_1_morgan_m1_without_a_volunteer_everyone_discards_one() {
    let mut g = drawn(fx(3).hand(0, "F1").hand(1, "F1 F2 F3"), "Mo1");
    play(&mut g, 1, Action::Pass);
    play(&mut g, 0, Action::Discard(f(1)));
    play(&mut g, 1, Action::Discard(f(3)));
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-17.3 seat 2 has nothing to discard"
    );
    assert_eq!(hand(&g, 1), wc("F1 F2"), "CHV-9.1 M1 fallback");
    assert_eq!(count(g.white_discard(), f(3)), 1, "CHV-9.1 face up");
}

#[test]
fn chv_9_1_morgan_m2_nested_adds_three_more() {
    let g = drawn(fx(3), "Mo2 Pict Mo2 Saxon Saxon Exc Pict Merc");
    // Mo2 → Pict, Mo2 (→ Saxon, Saxon, Exc), Pict: Merc is not drawn.
    assert_eq!(g.board().war(War::Picts).warriors, 2, "CHV-9.1 nested M2");
    assert_eq!(g.board().war(War::Saxons).warriors, 2, "CHV-9.1 nested M2");
    assert_eq!(g.board().excalibur, -1, "CHV-17.6 three more cards");
    assert_eq!(
        g.black_deck().last(),
        Some(&Black::Mercenaries),
        "CHV-9.1 six in all"
    );
}

#[test]
fn chv_9_1_morgan_m3_and_m4() {
    let g = drawn(fx(3), "Mo3");
    assert_eq!(g.board().engines, 2, "CHV-9.1 M3 +2 engines");
    let g = drawn(fx(3).life(1, 1).unmasked(2), "Mo4");
    assert_eq!(g.life(s(0)), 3, "CHV-9.1 M4 every knight −1 Life");
    assert!(!g.is_alive(s(1)), "CHV-9.1 M4 may kill");
}

#[test]
fn chv_9_1_morgan_m5_a_volunteer_loses_two_life() {
    let mut g = drawn(fx(3).hand(0, "F1").hand(1, "F2"), "Mo5");
    assert_eq!(decider(&g), Some(s(0)), "CHV-17.3 from the drawer");
    play(&mut g, 0, Action::Pass);
    play(&mut g, 1, Action::Volunteer);
    assert_eq!(g.life(s(1)), 2, "CHV-9.1 M5 −2 Life");
    assert_eq!(g.hand(s(0)).len(), 1, "CHV-9.1 M5 nobody discards");
    let mut g = drawn(fx(3).hand(0, "F1").hand(1, "F2"), "Mo5");
    for seat in [0, 1, 2] {
        play(&mut g, seat, Action::Pass);
    }
    play(&mut g, 0, Action::Discard(f(1)));
    play(&mut g, 1, Action::Discard(f(2)));
    assert!(
        g.hand(s(0)).is_empty() && g.hand(s(1)).is_empty(),
        "CHV-9.1 M5 fallback"
    );
    assert_eq!(g.life(s(0)), 4, "CHV-9.1 M5");
}

#[test]
fn chv_9_2_desolation_on_a_board_without_grails_is_a_despair() {
    let g = drawn(fx(3).grail(0, "Desp"), "Deso");
    assert_eq!(
        g.board().grail.blacks,
        bc("Desp Deso"),
        "CHV-9.2 / CHV-17.6"
    );
    let g = drawn(fx(3).grail(2, ""), "Deso");
    assert_eq!(
        (g.board().grail.grails, g.board().grail.blacks.len()),
        (1, 1),
        "CHV-9.2 a Grail destroyed, then placed"
    );
}

#[test]
fn chv_9_3_dark_forest_lies_in_force_until_a_victory() {
    let mut g = drawn(fx(3).on(0, Quest::Grail).hand(0, "Gr Gr"), "Forest");
    assert!(g.board().dark_forest, "CHV-9.3 in force");
    assert_eq!(
        count(g.black_discard(), Black::DarkForest),
        0,
        "CHV-9.3 beside the board"
    );
    refuse(&mut g, 0, qp("Gr"), E::GrailBlocked, "CHV-9.3");
}

#[test]
fn chv_9_4_guinevere_sends_everyone_home() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F2 F2")
        .on(1, Quest::Grail)
        .black_top("Guin")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    for i in 0..3 {
        assert_eq!(g.location(s(i)), Some(Place::Camelot), "CHV-9.4 seat {i}");
    }
    assert_eq!(
        count(g.white_discard(), f(2)),
        2,
        "CHV-9.4 solo-quest cards discarded"
    );
    assert_eq!(g.active(), s(1), "CHV-9.4 the drawer's turn ends");
}

#[test]
fn chv_9_4_guinevere_in_a_sequence_finishes_it_first() {
    let mut g = fx(3)
        .on(1, Quest::Picts)
        .black_top("Mo2 Guin Pict Saxon")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert_eq!(g.location(s(1)), Some(Place::Camelot), "CHV-9.4");
    assert_eq!(
        g.board().war(War::Picts).warriors,
        1,
        "CHV-17.6 the sequence finishes"
    );
    assert_eq!(g.board().war(War::Saxons).warriors, 1, "CHV-17.6");
    assert_eq!(g.active(), s(1), "CHV-17.6 then the drawer's turn ends");
}

#[test]
fn chv_9_5_mists_add_a_black_sword_to_every_loss() {
    let g = drawn(fx(3), "Mists");
    assert!(g.board().mists, "CHV-9.5");
    let g = drawn(fx(3).mists().warriors(War::Picts, 3), "Pict");
    assert_eq!(g.board().black, 2, "CHV-9.5 1 + 1 black swords");
    let mut g = fx(3)
        .mists()
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F1 F1 F2")
        .evil_side(Quest::BlackKnight, "BK7")
        .hand(0, "F2")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F2"));
    assert_eq!(g.board().black, 2, "CHV-9.5 every quest lost");
    assert!(g.board().mists, "CHV-9.5 for the rest of the game");
}

#[test]
fn chv_9_6_mordred_adds_a_warrior_and_attaches() {
    let mut g = fx(3).black_top("Mordred").build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    play(&mut g, 0, Action::ChooseWar(War::Saxons));
    assert_eq!(g.board().war(War::Saxons).warriors, 1, "CHV-9.6 +1 warrior");
    assert_eq!(g.board().mordred(), Some(War::Saxons), "CHV-9.6 attached");
    assert_eq!(g.board().war(War::Saxons).next_value(), Some(1), "CHV-7.8");
    let mut g = fx(3).warriors(War::Picts, 3).black_top("Mordred").build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    play(&mut g, 0, Action::ChooseWar(War::Picts));
    assert_eq!(g.board().black, 1, "CHV-9.6 the 4th warrior: lost at once");
    assert_eq!(g.board().mordred(), None, "CHV-9.6 discarded with the war");
    assert_eq!(count(g.black_discard(), Black::Mordred), 1, "CHV-9.6");
}

#[test]
fn chv_9_7_vivien_blocks_merlin_until_a_victory() {
    let mut g = drawn(
        fx(3)
            .hand(0, "Me F5")
            .on(0, Quest::Picts)
            .war_fights(War::Picts, "F1 F2 F3 F4"),
        "Vivien",
    );
    assert!(g.board().vivien, "CHV-9.7 in force");
    refuse(
        &mut g,
        0,
        sp(Special::Merlin(MerlinUse::Excalibur)),
        E::MerlinBlocked,
        "CHV-9.7",
    );
    play(&mut g, 0, qp("F5"));
    assert!(!g.board().vivien, "CHV-7.3 lifted by a victory");
    assert_eq!(
        count(g.black_discard(), Black::Vivien),
        1,
        "CHV-9.7 discarded"
    );
    play(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Special(Special::Merlin(MerlinUse::Excalibur))),
    );
    assert_eq!(g.board().excalibur, 1, "CHV-9.7 Merlin usable again");
}
