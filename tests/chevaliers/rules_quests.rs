//! Chevaliers rule tests for the quests (CHV-7): the quest sheet's results, presence, the
//! completing knight, combat patterns, the Grail board, Excalibur's river, the wars, and
//! Camelot's draw and siege fight.

use crate::support;
use support::*;
use table_ronde::games::chevaliers::heroic::{combat_slots, pattern_allows};

/// Seat 0 on the Picts with F1 to F4 placed and F5 in hand: one play wins the war.
fn picts_to_win() -> Fixture {
    fx(3)
        .on(0, Quest::Picts)
        .war_fights(War::Picts, "F1 F2 F3 F4")
        .hand(0, "F5")
        .at_heroic()
}

#[test]
fn chv_7_a_quest_sheet_stakes() {
    // The quest sheet row by row: white swords, Life and White cards of a victory.
    let mut g = picts_to_win().build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(
        (g.board().white, g.life(s(0)), g.hand(s(0)).len()),
        (1, 5, 4),
        "CHV-7.A war"
    );
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .on(0, Quest::Dragon)
        .knights_side(Quest::Dragon, "F5 F5 F5 F4 F4 F4 F3 F3")
        .evil_side(Quest::Dragon, "LD1")
        .hand(0, "F3")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F3"));
    assert_eq!(
        (g.board().white, g.life(s(0)), g.hand(s(0)).len()),
        (2, 6, 7),
        "CHV-7.A Dragon"
    );
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .on(0, Quest::Dragon)
        .evil_side(Quest::Dragon, "LD1 LD1 LD1 LD1")
        .black_top("LD1")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceUp);
    assert_eq!(
        (g.board().black, g.life(s(0))),
        (2, 2),
        "CHV-7.A Dragon lost: +2 B, −2 Life"
    );
}

#[test]
fn chv_7_1_heroism_adds_a_sword_of_the_results_colour() {
    let mut g = picts_to_win().heroism(Quest::Picts).build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.board().white, 2, "CHV-7.1 (1) +1 white with Heroism");
    assert_eq!(g.board().heroism, None, "CHV-7.1 (5) Heroism discarded");
    assert_eq!(
        count(g.white_discard(), White::Heroism),
        1,
        "CHV-8.3 Heroism"
    );
    let g = {
        let mut g = fx(3)
            .heroism(Quest::Saxons)
            .warriors(War::Saxons, 3)
            .black_top("Saxon")
            .build();
        play(&mut g, 0, Action::EvilDraw);
        g
    };
    assert_eq!(
        g.board().black,
        2,
        "CHV-7.1 (1) +1 black with Heroism on a loss"
    );
}

#[test]
fn chv_7_1_results_then_knights_home_then_restart() {
    let mut g = fx(3)
        .on(0, Quest::Picts)
        .on(1, Quest::Picts)
        .war_fights(War::Picts, "F1 F2 F3 F4")
        .warriors(War::Picts, 2)
        .hand(0, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (5, 5),
        "CHV-7.1 (2) every knight present"
    );
    assert_eq!(g.pool().len(), 4, "CHV-7.1 (4) drawn to share");
    for i in [0, 1] {
        assert_eq!(g.location(s(i)), Some(Place::Camelot), "CHV-7.1 (6)");
    }
    assert_eq!(
        g.board().war(War::Picts).warriors,
        0,
        "CHV-7.1 (5) warriors to reserve"
    );
    assert!(
        g.board().is_active(Quest::Picts),
        "CHV-7.1 (7) the war restarts"
    );
    share_agreed(&mut g, &[0, 1]);
    assert_eq!((g.hand(s(0)).len(), g.hand(s(1)).len()), (2, 2), "CHV-17.2");
}

#[test]
fn chv_7_2_victory_with_nobody_present() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .knights_side(Quest::Dragon, "F5 F5 F5 F4 F4 F4")
        .evil_side(Quest::Dragon, "LD1 LD1 LD1 LD1")
        .black_top("LD1")
        .build();
    let deck = g.white_deck().len();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceUp);
    assert_eq!(g.board().white, 2, "CHV-7.2 27 > 25: swords apply");
    assert!((0..3).all(|i| g.life(s(i)) == 4), "CHV-7.2 no Life");
    assert_eq!(g.white_deck().len(), deck - 7, "CHV-7.2 drawn");
    assert!(
        g.pool().is_empty() && (0..3).all(|i| g.hand(s(i)).is_empty()),
        "CHV-7.2 discarded"
    );
}

#[test]
fn chv_7_3_any_victory_lifts_vivien_and_the_dark_forest() {
    let mut g = picts_to_win().vivien().dark_forest().build();
    play(&mut g, 0, qp("F5"));
    assert!(!g.board().vivien && !g.board().dark_forest, "CHV-7.3");
    let g = {
        let mut g = fx(3)
            .vivien()
            .warriors(War::Picts, 3)
            .black_top("Pict")
            .build();
        play(&mut g, 0, Action::EvilDraw);
        g
    };
    assert!(g.board().vivien, "CHV-7.3 a defeat lifts nothing");
}

#[test]
fn chv_7_4_completing_knight_when_evil_ends_the_quest() {
    // Dragon won by Evil's 5th card; seats 2 and 3 present, seat 1 draws.
    let dragon = |active: u8, present: &[u8]| {
        let mut f = fx(4)
            .stage(Stage::Dragon)
            .knights_side(Quest::Dragon, "F5 F5 F5 F4 F4 F4")
            .evil_side(Quest::Dragon, "LD1 LD1 LD1 LD1")
            .active(active)
            .black_top("LD1");
        for p in present {
            f = f.on(*p, Quest::Dragon);
        }
        let mut g = f.build();
        play(&mut g, active, Action::EvilDraw);
        play(&mut g, active, Action::FaceUp);
        g
    };
    let g = dragon(1, &[3, 2]);
    assert!(
        matches!(g.step(), Some(Step::Propose { proposer, .. }) if *proposer == s(2)),
        "CHV-7.4 the first present clockwise from the active player"
    );
    let g = dragon(3, &[2, 3]);
    assert!(
        matches!(g.step(), Some(Step::Propose { proposer, .. }) if *proposer == s(3)),
        "CHV-7.4 the active player if present"
    );
}

#[test]
fn chv_7_5_patterns_and_slot_counts() {
    let bk = Quest::BlackKnight;
    assert!(
        pattern_allows(bk, &[2, 5], 2) && !pattern_allows(bk, &[2, 5], 3),
        "CHV-7.5 BK"
    );
    assert!(!pattern_allows(bk, &[2, 2], 2), "CHV-7.5 BK at most twice");
    let l = Quest::Lancelot;
    assert!(pattern_allows(l, &[3, 3, 3, 5], 5), "CHV-7.5 Lancelot");
    assert!(
        pattern_allows(l, &[3, 3, 5, 5], 3),
        "CHV-7.5 3-3-5-5 + 3 fits"
    );
    assert!(
        !pattern_allows(l, &[3, 3, 3, 5, 5], 5),
        "CHV-7.5 none more than 3 times"
    );
    assert!(
        !pattern_allows(l, &[1, 1, 1, 2, 2], 2),
        "CHV-7.5 never two values at 3"
    );
    let d = Quest::Dragon;
    assert!(
        pattern_allows(d, &[1, 2, 3], 3) && !pattern_allows(d, &[1, 2, 3], 4),
        "CHV-7.5"
    );
    assert_eq!(
        [combat_slots(bk), combat_slots(l), combat_slots(d)],
        [4, 5, 9],
        "CHV-7.A"
    );
    // The Black Knight ends with the 4th Fight card, Lancelot with the 5th.
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F3 F3 F3")
        .hand(0, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(
        g.board().lancelot.knights.len(),
        4,
        "CHV-7.5 Lancelot takes 5"
    );
}

#[test]
fn chv_7_5_kays_card_need_not_fit_and_a_tie_is_lost() {
    let mut g = fxk(&[Knight::Kay, Knight::Percival, Knight::Galahad])
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F1 F1 F2")
        .evil_side(Quest::BlackKnight, "BK7")
        .hand(0, "F2 F2")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F2"));
    play(&mut g, 0, Action::KayAdd(2));
    assert_eq!(
        (g.board().white, g.board().black),
        (1, 0),
        "CHV-7.5 (2) Kay's F2 breaks the pattern yet counts: 8 > 7"
    );
}

#[test]
fn chv_7_6_grail_board_full_and_mixed_goes_on() {
    let g = {
        let mut g = fx(3).grail(4, "Desp Desp Desp").black_top("Desp").build();
        play(&mut g, 0, Action::EvilDraw);
        g
    };
    let b = &g.board().grail;
    assert_eq!(
        (b.grails, b.blacks.len()),
        (3, 3),
        "CHV-7.6 Despair destroys a Grail"
    );
    assert!(b.open, "CHV-7.6 / CHV-17.6 a full mixed board continues");
    assert_eq!(
        count(g.black_discard(), Black::Despair),
        1,
        "CHV-7.6 both discarded"
    );
}

#[test]
fn chv_7_7_excalibur_river_and_its_option() {
    let mut g = fx(3)
        .on(0, Quest::Excalibur)
        .hand(0, "Me")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Discard(White::Merlin)));
    assert_eq!(g.board().excalibur, 1, "CHV-7.7 any White card: +1");
    let o = ChevaliersOptions {
        excalibur_half_track: 3,
        ..ChevaliersOptions::default()
    };
    let mut g = fx(3)
        .options(o)
        .excalibur(2)
        .on(0, Quest::Excalibur)
        .hand(0, "F1")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Discard(f(1))));
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Held(s(0)),
        "CHV-7.7 chv.excalibur_half_track"
    );
}

#[test]
fn chv_7_8_war_sequence_one_to_five() {
    let mut g = fx(3)
        .on(0, Quest::Picts)
        .hand(0, "F2 F1")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("F2"), E::WrongWarValue, "CHV-7.8 starts at 1");
    play(&mut g, 0, qp("F1"));
    assert_eq!(g.board().war(War::Picts).next_value(), Some(2), "CHV-7.8");
}

#[test]
fn chv_7_9_gawain_draws_three_and_the_limit_holds() {
    let mut g = fxk(&[Knight::Gawain, Knight::Percival, Knight::Galahad])
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(g.hand(s(0)).len(), 3, "CHV-7.9 / CHV-10.3");
    let mut g = fxk(&[Knight::Gawain, Knight::Percival, Knight::Galahad])
        .hand(0, "F1 F1 F1 F1 F2 F2 F2 F2 F3 F3 F3 F3")
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Draw),
        E::HandTooLargeToDraw,
        "CHV-10.3 still barred",
    );
}

#[test]
fn chv_7_10_siege_fight_one_or_more_cards() {
    let mut g = fx(3)
        .engines(2)
        .hand(0, "F1 F1 F5")
        .seed(3)
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Siege(4)),
        E::CardNotInHand,
        "CHV-7.10",
    );
    refuse(
        &mut g,
        0,
        hero(Heroic::Siege(6)),
        E::NotAFightCard,
        "CHV-7.10",
    );
    play(&mut g, 0, hero(Heroic::Siege(1)));
    assert_eq!(g.siege(), &[1], "CHV-7.10");
    refuse(&mut g, 0, Action::AddFight(3), E::CardNotInHand, "CHV-7.10");
    play(&mut g, 0, Action::AddFight(5));
    play(&mut g, 0, Action::AddFight(1));
    play(&mut g, 0, Action::Roll);
    // 7 > any d8 but 7 and 8.
    let d = g.board().last_roll.expect("rolled");
    assert_eq!(
        g.board().engines,
        if d < 7 { 1 } else { 2 },
        "CHV-7.10 total > die"
    );
    assert!(
        g.siege().is_empty() && g.hand(s(0)).is_empty(),
        "CHV-7.10 discarded"
    );
}

#[test]
fn chv_7_10_excalibur_and_kay_in_siege() {
    let make = |seed| {
        fxk(&[Knight::Kay, Knight::Percival, Knight::Galahad])
            .engines(2)
            .excalibur_closed()
            .holds(0, RelicKind::Excalibur)
            .hand(0, "F3 F2")
            .seed(seed)
            .at_heroic()
            .build()
    };
    let fight = |g: &mut Chevaliers| {
        play(g, 0, hero(Heroic::Siege(3)));
        play(g, 0, Action::Roll);
    };
    // d8 = 5: 3 + 1 (Excalibur) = 4, then Kay adds F2 after the roll: 6 > 5.
    let mut g = with_die(make, fight, 5);
    fight(&mut g);
    assert!(
        matches!(g.step(), Some(Step::SiegeKay { die: 5, .. })),
        "CHV-7.10 Kay after"
    );
    play(&mut g, 0, Action::KayAdd(2));
    assert_eq!(
        g.board().engines,
        1,
        "CHV-7.10 chv.excalibur_in_siege, chv.kay_in_siege"
    );
    // Without both options: 3 ≤ 5, Life lost.
    let o = ChevaliersOptions {
        excalibur_in_siege: false,
        kay_in_siege: false,
        ..ChevaliersOptions::default()
    };
    let seedy = |seed| {
        fxk(&[Knight::Kay, Knight::Percival, Knight::Galahad])
            .options(o.clone())
            .engines(2)
            .excalibur_closed()
            .holds(0, RelicKind::Excalibur)
            .hand(0, "F3 F2")
            .seed(seed)
            .at_heroic()
            .build()
    };
    let mut g = with_die(seedy, fight, 3);
    fight(&mut g);
    assert_eq!(
        (g.board().engines, g.life(s(0))),
        (2, 3),
        "CHV-7.10 options off: 3 vs 3"
    );
}

#[test]
fn chv_7_11_quests_restart_turn_over_or_close() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .relic(RelicKind::Armour, Relic::Gone)
        .excalibur(-4)
        .grail(0, "Desp Desp Desp Desp Desp Desp")
        .on(0, Quest::Dragon)
        .knights_side(Quest::Dragon, "F5 F5 F5 F4 F4 F4")
        .evil_side(Quest::Dragon, "LD1 LD1 LD1 LD1")
        .black_top("LD1 Exc Desp")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceUp);
    play(&mut g, 0, mv(Quest::Saxons));
    play(&mut g, 0, Action::EndTurn);
    play(&mut g, 1, Action::EvilDraw);
    play(&mut g, 1, mv(Quest::Picts));
    play(&mut g, 1, Action::EndTurn);
    play(&mut g, 2, Action::EvilDraw);
    let b = g.board();
    assert_eq!(b.stage, Stage::Closed, "CHV-7.11 the Dragon closes");
    assert!(
        !b.excalibur_open && !b.grail.open,
        "CHV-7.11 Excalibur, Grail close"
    );
    for q in [Quest::Dragon, Quest::Excalibur, Quest::Grail] {
        refuse(&mut g, 2, mv(q), E::QuestNotActive, "CHV-7.11 never reopen");
    }
    assert!(
        g.board().is_active(Quest::BlackKnight),
        "CHV-7.11 perpetual"
    );
}
