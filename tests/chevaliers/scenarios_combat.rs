//! CHV-19.1 (the Black Knight) and CHV-19.2 (Lancelot and the Dragon), one test per row of
//! the spec's worked scenarios, on stacked positions (`tests/support/chevaliers.rs`).

use crate::support;
use support::*;

/// K (seat 0) alone on the Black Knight with 4 Life; F2 F5 F2 against BK1, BK3 face down
/// (placed by seat 1) and BK1; K holds F5 and owes his Heroic action.
fn black_knight_a(k: Knight) -> Chevaliers {
    fxk(&[k, Knight::Percival, Knight::Galahad])
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F2 F5 F2")
        .evil_side(Quest::BlackKnight, "BK1")
        .evil_down(Quest::BlackKnight, "BK3", 1)
        .evil_side(Quest::BlackKnight, "BK1")
        .hand(0, "F5")
        .at_heroic()
        .build()
}

#[test]
fn chv_19_1_a_black_knight_won_with_the_fourth_fight_card() {
    let mut g = black_knight_a(Knight::Tristan);
    play(&mut g, 0, qp("F5"));
    let b = g.board();
    assert_eq!((b.white, b.black), (1, 0), "CHV-19.1 a: +1 white sword");
    assert_eq!(g.life(s(0)), 5, "CHV-19.1 a: +1 Life");
    assert_eq!(g.hand(s(0)).len(), 3, "CHV-19.1 a: 3 White cards");
    assert!(
        b.black_knight.knights.is_empty() && b.black_knight.evil.is_empty(),
        "CHV-19.1 a: the board is emptied and restarts"
    );
    assert_eq!(
        g.location(s(0)),
        Some(Place::Camelot),
        "CHV-19.1 a: back at the Round Table"
    );
    assert_eq!(
        count(g.black_discard(), Black::BlackKnight(3)),
        1,
        "CHV-19.1 a"
    );
    assert_eq!(
        count(g.white_discard(), f(5)),
        2,
        "CHV-19.1 a: Fight cards discarded"
    );
    assert!(
        g.board().is_active(Quest::BlackKnight),
        "CHV-7.11 perpetual"
    );
    assert_eq!(g.step(), Some(&Step::After), "CHV-19.1 a: the turn goes on");
}

#[test]
fn chv_19_1_a_the_face_down_value_is_revealed_at_the_end() {
    let mut g = black_knight_a(Knight::Tristan);
    let seen = play_seen(&mut g, 0, qp("F5"), Some(s(2)));
    let ended = seen
        .iter()
        .find_map(|e| match e {
            Ev::QuestEnded {
                quest: Quest::BlackKnight,
                won,
                evil,
                knights_total,
                evil_total,
            } => Some((*won, evil.clone(), *knights_total, *evil_total)),
            _ => None,
        })
        .expect("CHV-19.1 a: the quest ends");
    assert_eq!(
        ended,
        (true, bc("BK1 BK3 BK1"), 14, 5),
        "CHV-19.1 a: 14 > 5"
    );
}

#[test]
fn chv_19_1_b_two_pairs_pattern() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F2 F5")
        .hand(0, "F3 F2 F5")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F3"), E::PatternBroken, "CHV-19.1 b");
    assert!(offered(&g, 0, qp("F2")), "CHV-19.1 b: F2 legal");
    assert!(offered(&g, 0, qp("F5")), "CHV-19.1 b: F5 legal");
}

#[test]
fn chv_19_1_c_no_third_card_of_a_value() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F2 F2")
        .hand(0, "F2 F4")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F2"), E::PatternBroken, "CHV-19.1 c");
    assert!(
        offered(&g, 0, qp("F4")),
        "CHV-19.1 c: a second pair is legal"
    );
}

/// F1 F1 F2 against BK5 BK1; K holds F2 plus `extra`.
fn black_knight_d(k: Knight, extra: &str) -> Fixture {
    fxk(&[k, Knight::Percival, Knight::Galahad])
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F1 F1 F2")
        .evil_side(Quest::BlackKnight, "BK5 BK1")
        .hand(0, &format!("F2 {extra}"))
        .at_heroic()
}

#[test]
fn chv_19_1_d_a_tie_goes_to_evil() {
    let mut g = black_knight_d(Knight::Tristan, "").build();
    play(&mut g, 0, qp("F2"));
    assert_eq!(
        (g.board().white, g.board().black),
        (0, 1),
        "CHV-19.1 d: +1 B"
    );
    assert_eq!(g.life(s(0)), 3, "CHV-19.1 d: −1 Life");
    assert!(
        g.board().black_knight.evil.is_empty(),
        "CHV-19.1 d: restart"
    );
    assert_eq!(g.hand(s(0)).len(), 0, "CHV-19.1 d: no cards won");
    assert_eq!(g.location(s(0)), Some(Place::Camelot), "CHV-7.1 (6)");
}

#[test]
fn chv_19_1_e_kay_adds_a_card_after_the_reveal() {
    let mut g = black_knight_d(Knight::Kay, "F1").build();
    play(&mut g, 0, qp("F2"));
    assert!(
        matches!(g.step(), Some(Step::Kay { .. })),
        "CHV-19.1 e: Kay is asked"
    );
    assert!(offered(&g, 0, Action::KayAdd(1)), "CHV-10.4");
    play(&mut g, 0, Action::KayAdd(1));
    assert_eq!(
        (g.board().white, g.board().black),
        (1, 0),
        "CHV-19.1 e: 7 > 6"
    );
    assert_eq!(g.life(s(0)), 5, "CHV-19.1 e");
}

#[test]
fn chv_19_1_f_excalibur_adds_one() {
    let mut g = black_knight_d(Knight::Tristan, "")
        .holds(0, RelicKind::Excalibur)
        .excalibur_closed()
        .build();
    play(&mut g, 0, qp("F2"));
    // With Excalibur held, the Standard Black card windows do not matter here.
    assert_eq!(
        (g.board().white, g.board().black),
        (1, 0),
        "CHV-19.1 f: 6 + 1 > 6"
    );
}

#[test]
fn chv_19_1_g_evil_ends_the_quest_for_the_knight_present() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F5 F5")
        .evil_side(Quest::BlackKnight, "BK3 BK1 BK1")
        .active(1)
        .black_top("BK3")
        .build();
    play(&mut g, 1, Action::EvilDraw);
    assert!(matches!(g.step(), Some(Step::FaceDown { .. })), "CHV-6.5");
    play(&mut g, 1, Action::FaceUp);
    assert_eq!(g.board().white, 1, "CHV-19.1 g: 10 > 8, a victory");
    assert_eq!(g.life(s(0)), 5, "CHV-19.1 g: the knight present gains");
    assert_eq!(g.hand(s(0)).len(), 3, "CHV-19.1 g: he takes the 3 cards");
    assert_eq!(g.life(s(1)), 4, "CHV-19.1 g: the drawer was not present");
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-6.7: then the turn goes on"
    );
}

#[test]
fn chv_19_1_h_leaving_a_solo_quest_discards_its_white_cards() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F4 F4")
        .evil_side(Quest::BlackKnight, "BK1")
        .at_heroic()
        .build();
    play(&mut g, 0, home());
    assert!(g.board().black_knight.knights.is_empty(), "CHV-19.1 h");
    assert_eq!(
        count(g.white_discard(), f(4)),
        2,
        "CHV-19.1 h: F4 F4 discarded"
    );
    assert_eq!(
        g.board().black_knight.evil.len(),
        1,
        "CHV-19.1 h: BK1 stays"
    );
}

#[test]
fn chv_19_1_i_palamedes_gains_one_more_life() {
    let mut g = black_knight_a(Knight::Palamedes);
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.life(s(0)), 6, "CHV-19.1 i: +1 +1");
}

#[test]
fn chv_19_2_a_full_house_pattern() {
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F3 F3 F3 F5")
        .hand(0, "F3 F5")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F3"), E::PatternBroken, "CHV-19.2 a");
    assert!(offered(&g, 0, qp("F5")), "CHV-19.2 a: F5 completes it");
}

#[test]
fn chv_19_2_b_lancelot_won_gives_the_armour() {
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F3 F3 F3 F5")
        .evil_side(Quest::Lancelot, "LD1 LD3 LD5")
        .hand(0, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.board().white, 1, "CHV-19.2 b: 19 > 9, +1 W");
    assert_eq!(g.life(s(0)), 5, "CHV-19.2 b: +1 Life");
    assert_eq!(g.hand(s(0)).len(), 4, "CHV-19.2 b: 4 White cards");
    assert_eq!(
        g.board().armour,
        Relic::Held(s(0)),
        "CHV-19.2 b: the Armour"
    );
    assert_eq!(
        g.board().stage,
        Stage::Dragon,
        "CHV-19.2 b: the Dragon starts"
    );
    assert!(g.board().is_active(Quest::Dragon) && !g.board().is_active(Quest::Lancelot));
}

#[test]
fn chv_19_2_c_lancelot_lost_to_a_fifth_card() {
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F4 F4")
        .evil_side(Quest::Lancelot, "LD1 LD1 LD1 LD3")
        .active(1)
        .black_top("LD7")
        .build();
    play(&mut g, 1, Action::EvilDraw);
    play(&mut g, 1, Action::FaceUp);
    assert_eq!(
        (g.board().white, g.board().black),
        (0, 1),
        "CHV-19.2 c: 13 > 8"
    );
    assert_eq!(g.life(s(0)), 3, "CHV-19.2 c: K −1 Life");
    assert_eq!(
        g.board().armour,
        Relic::Gone,
        "CHV-19.2 c: the Armour is lost"
    );
    assert_eq!(
        g.board().stage,
        Stage::Dragon,
        "CHV-19.2 c: the Dragon starts"
    );
}

#[test]
fn chv_19_2_d_three_triples_pattern() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .on(0, Quest::Dragon)
        .knights_side(Quest::Dragon, "F1 F1 F1 F2 F2 F2 F4 F4")
        .hand(0, "F2 F4")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F2"), E::PatternBroken, "CHV-19.2 d");
    assert!(offered(&g, 0, qp("F4")), "CHV-19.2 d: F4 legal");
}

#[test]
fn chv_19_2_e_dragon_won_by_the_ninth_card() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .relic(RelicKind::Armour, Relic::Gone)
        .on(0, Quest::Dragon)
        .on(1, Quest::Dragon)
        .knights_side(Quest::Dragon, "F1 F1 F1 F2 F2 F2 F4 F4")
        .evil_side(Quest::Dragon, "LD1 LD3 LD3")
        .hand(0, "F4")
        .at_heroic()
        .build();
    assert_eq!(
        g.evil_total(Quest::Dragon),
        19,
        "CHV-19.2 e: Dragon values 5 + 7 + 7"
    );
    play(&mut g, 0, qp("F4"));
    assert_eq!(g.board().white, 2, "CHV-19.2 e: 21 > 19, +2 W");
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (6, 6),
        "CHV-19.2 e: +2 Life each"
    );
    assert_eq!(g.life(s(2)), 4, "CHV-7.2: only the knights present");
    assert_eq!(g.pool().len(), 7, "CHV-19.2 e: 7 White cards to share");
    assert!(
        matches!(g.step(), Some(Step::Propose { proposer, .. }) if *proposer == s(0)),
        "CHV-17.2: the completing knight proposes"
    );
    share_agreed(&mut g, &[0, 1]);
    assert_eq!(g.hand(s(0)).len() + g.hand(s(1)).len(), 7, "CHV-19.2 e");
    assert_eq!(
        g.board().stage,
        Stage::Closed,
        "CHV-19.2 e: the board is removed"
    );
    assert!(
        !g.board().is_active(Quest::Dragon),
        "CHV-7.11 the Dragon closes"
    );
}

#[test]
fn chv_19_2_f_lancelot_dragon_card_after_the_dragon_is_a_siege_engine() {
    let mut g = fx(3).stage(Stage::Closed).black_top("LD3").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().engines, 1, "CHV-19.2 f: +1 siege engine");
    assert_eq!(
        count(g.black_discard(), Black::LancelotDragon(3)),
        1,
        "CHV-19.2 f"
    );
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-17.6: no face-down option"
    );
}
