//! Chevaliers rule tests for the seven knights' powers (CHV-10), the relics (CHV-11) and Life,
//! healing and death (CHV-12).

use crate::support;
use support::*;

fn arthur() -> Fixture {
    fxk(&[
        Knight::Arthur,
        Knight::Percival,
        Knight::Galahad,
        Knight::Gawain,
    ])
}

#[test]
fn chv_10_1_arthurs_exchange_conditions() {
    let mut g = arthur()
        .hand(0, "F1 F2")
        .hand(1, "Gr")
        .dead(2)
        .unmasked(3)
        .at_heroic()
        .build();
    let give = |to: u8, c: &str| Action::ArthurGive(s(to), w1(c));
    refuse(
        &mut g,
        0,
        give(0, "F1"),
        E::InvalidTarget,
        "CHV-10.1 another knight",
    );
    refuse(
        &mut g,
        0,
        give(2, "F1"),
        E::InvalidTarget,
        "CHV-10.1 living",
    );
    refuse(
        &mut g,
        0,
        give(3, "F1"),
        E::InvalidTarget,
        "CHV-10.1 unrevealed",
    );
    refuse(&mut g, 0, give(1, "F5"), E::CardNotInHand, "CHV-10.1");
    play(&mut g, 0, give(1, "F1"));
    play(&mut g, 1, Action::GiveBack(White::Grail));
    refuse(
        &mut g,
        0,
        give(1, "F2"),
        E::PowerAlreadyUsed,
        "CHV-10.1 once per turn",
    );
    let mut g = arthur().hand(0, "F1").at_heroic().build();
    refuse(
        &mut g,
        0,
        give(1, "F1"),
        E::WrongCardCount,
        "CHV-10.1 both hold a card",
    );
    let mut g = fx(3).hand(0, "F1").hand(1, "F2").at_heroic().build();
    refuse(
        &mut g,
        0,
        give(1, "F1"),
        E::PowerNotOwned,
        "CHV-10.1 Arthur only",
    );
}

#[test]
fn chv_10_1_the_exchange_also_after_the_heroic_action() {
    let mut g = arthur()
        .hand(0, "F1")
        .hand(1, "F2")
        .at_after(HeroicType::Move)
        .build();
    play(&mut g, 0, Action::ArthurGive(s(1), f(1)));
    play(&mut g, 1, Action::GiveBack(f(1)));
    assert_eq!(
        (hand(&g, 0), hand(&g, 1)),
        (wc("F1"), wc("F2")),
        "CHV-10.1 his choice"
    );
    assert_eq!(g.step(), Some(&Step::After), "CHV-10.1 during his own turn");
}

#[test]
fn chv_10_2_galahads_free_special_card() {
    let mut g = fxk(&[Knight::Galahad, Knight::Percival, Knight::Tristan])
        .hand(0, "Reinf F1")
        .at_after(HeroicType::Move)
        .build();
    play(
        &mut g,
        0,
        Action::Galahad(Special::Reinforcements(Whom::Me)),
    );
    assert_eq!(
        g.hand(s(0)).len(),
        5,
        "CHV-10.2 after the Heroic action too"
    );
    assert_eq!(
        g.step(),
        Some(&Step::After),
        "CHV-10.2 no Heroic action spent"
    );
}

#[test]
fn chv_10_3_gawain_draws_three() {
    let mut g = fxk(&[Knight::Gawain, Knight::Percival, Knight::Tristan])
        .hand(0, "F1")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(g.hand(s(0)).len(), 4, "CHV-10.3");
}

#[test]
fn chv_10_4_kay_adds_a_card_outside_his_turn() {
    let dragon = |kay_place: Quest, kay_hand: &str| {
        fxk(&[Knight::Tristan, Knight::Kay, Knight::Galahad])
            .stage(Stage::Dragon)
            .on(0, Quest::Dragon)
            .on(1, kay_place)
            .knights_side(Quest::Dragon, "F1 F1 F1 F2 F2 F2 F3 F3")
            .evil_side(Quest::Dragon, "LD3 LD3 LD1")
            .hand(0, "F3")
            .hand(1, kay_hand)
            .at_heroic()
            .build()
    };
    let mut g = dragon(Quest::Dragon, "F5 Gr");
    play(&mut g, 0, qp("F3"));
    assert_eq!(decider(&g), Some(s(1)), "CHV-10.4 works outside his turn");
    assert_eq!(
        g.legal_actions(s(1)),
        vec![Action::Pass, Action::KayAdd(5)],
        "CHV-17.1 Kay's card"
    );
    play(&mut g, 1, Action::KayAdd(5));
    assert_eq!(g.board().white, 2, "CHV-10.4 18 ≤ 19, but 18 + 5 = 23 > 19");
}

#[test]
fn chv_10_4_kay_is_asked_only_when_present_with_a_fight_card() {
    let build = |place: Quest, hand: &str| {
        let mut g = fxk(&[Knight::Tristan, Knight::Kay, Knight::Galahad])
            .on(0, Quest::BlackKnight)
            .on(1, place)
            .knights_side(Quest::BlackKnight, "F1 F1 F2")
            .evil_side(Quest::BlackKnight, "BK5")
            .hand(0, "F2")
            .hand(1, hand)
            .at_heroic()
            .build();
        play(&mut g, 0, qp("F2"));
        g
    };
    let g = build(Quest::Picts, "F5");
    assert_eq!(
        g.board().white,
        1,
        "CHV-10.4 Kay elsewhere: not asked, 6 > 5"
    );
    let g = build(Quest::Picts, "Gr");
    assert_eq!(g.step(), Some(&Step::After), "CHV-10.4");
}

#[test]
fn chv_10_5_palamedes_capped_at_six() {
    let mut g = fxk(&[Knight::Palamedes, Knight::Percival, Knight::Galahad])
        .life(0, 5)
        .on(0, Quest::Picts)
        .war_fights(War::Picts, "F1 F2 F3 F4")
        .hand(0, "F5")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("F5"));
    assert_eq!(g.life(s(0)), 6, "CHV-10.5 / CHV-12.1 cap 6");
}

#[test]
fn chv_10_6_percival_draws_the_card_he_saw() {
    let mut g = fxk(&[Knight::Percival, Knight::Tristan, Knight::Galahad])
        .black_top("Saxon Pict")
        .build();
    play(&mut g, 0, Action::Peek);
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().war(War::Saxons).warriors, 1, "CHV-10.6 that card");
}

#[test]
fn chv_10_7_tristan_departs_from_camelot_once_a_turn() {
    let mut g = fxk(&[Knight::Tristan, Knight::Percival, Knight::Galahad])
        .on(0, Quest::Picts)
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        Action::TristanDepart(Quest::Saxons),
        E::NotOnThisQuest,
        "CHV-10.7 only out of Camelot",
    );
    let mut g = fxk(&[Knight::Tristan, Knight::Percival, Knight::Galahad])
        .on(1, Quest::Lancelot)
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        Action::TristanDepart(Quest::Lancelot),
        E::SoloQuestOccupied,
        "CHV-10.7 a legal move",
    );
    play(&mut g, 0, Action::TristanDepart(Quest::Grail));
    play(&mut g, 0, home());
    refuse(
        &mut g,
        0,
        Action::TristanDepart(Quest::Grail),
        E::PowerAlreadyUsed,
        "CHV-10.7 once per turn",
    );
    let mut g = fx(3).at_heroic().build();
    refuse(
        &mut g,
        1,
        Action::TristanDepart(Quest::Grail),
        E::NotYourDecision,
        "CHV-17.4",
    );
    let mut g = fxk(&[Knight::Percival, Knight::Tristan, Knight::Galahad])
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        Action::TristanDepart(Quest::Grail),
        E::PowerNotOwned,
        "CHV-10.7",
    );
}

#[test]
fn chv_11_1_the_armour_stays_with_an_unmasked_traitor() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .traitor(1)
        .holds(1, RelicKind::Armour)
        .holds(1, RelicKind::Excalibur)
        .excalibur_closed()
        .swords(3, 3)
        .hand(2, "F1")
        .at_heroic()
        .black_top("Pict Saxon")
        .build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        g.board().armour,
        Relic::Held(s(1)),
        "CHV-11.1 he keeps the Armour"
    );
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Gone,
        "CHV-11.2 / CHV-13.6"
    );
    play(&mut g, 0, Action::EndTurn);
    play(&mut g, 1, Action::Steal(s(2)));
    play(&mut g, 1, Action::EvilDraw);
    assert!(
        matches!(g.step(), Some(Step::Armour { .. })),
        "CHV-11.1 / CHV-13.7"
    );
}

#[test]
fn chv_11_1_and_11_2_relics_leave_with_a_dead_holder() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .excalibur_closed()
        .life(0, 1)
        .holds(0, RelicKind::Armour)
        .holds(0, RelicKind::Excalibur)
        .build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(
        g.board().armour,
        Relic::Gone,
        "CHV-11.1 leaves with the dead"
    );
    assert_eq!(g.board().excalibur_relic, Relic::Gone, "CHV-11.2");
}

#[test]
fn chv_11_2_the_holder_may_cancel_his_own_draw() {
    let mut g = fx(3)
        .excalibur_closed()
        .holds(0, RelicKind::Excalibur)
        .black_top("Pict")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(decider(&g), Some(s(0)), "CHV-17.6 his own draw");
    play(&mut g, 0, Action::Pass);
    assert_eq!(
        g.board().war(War::Picts).warriors,
        1,
        "CHV-11.2 not thrown: placed"
    );
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Held(s(0)),
        "CHV-11.2 kept"
    );
}

#[test]
fn chv_11_3_the_grail_can_save_its_holder_or_leave_with_him() {
    let mut g = fx(3)
        .grail_closed()
        .life(0, 1)
        .holds(0, RelicKind::Grail)
        .build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(decider(&g), Some(s(0)), "CHV-11.3 it can save its holder");
    play(&mut g, 0, Action::UseGrail);
    assert_eq!(
        (g.life(s(0)), g.board().grail_relic),
        (4, Relic::Gone),
        "CHV-11.3"
    );
    let mut g = fx(3)
        .grail_closed()
        .life(0, 1)
        .holds(0, RelicKind::Grail)
        .build();
    play(&mut g, 0, Action::EvilLoseLife);
    play(&mut g, 0, Action::Pass);
    assert!(!g.is_alive(s(0)), "CHV-11.3 not used: he dies");
    assert_eq!(
        g.board().grail_relic,
        Relic::Gone,
        "CHV-11.3 and it leaves the game"
    );
}

#[test]
fn chv_11_4_relics_never_change_hands_otherwise() {
    let mut g = fx(3)
        .excalibur_closed()
        .holds(1, RelicKind::Excalibur)
        .swords(3, 3)
        .traitor(1)
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Gone,
        "CHV-11.4 out, not to the accuser"
    );
}

#[test]
fn chv_12_1_life_between_zero_and_six() {
    let mut g = fx(3).life(0, 6).hand(0, "Piety").at_heroic().build();
    play(&mut g, 0, sp(Special::Piety(Whom::Me)));
    assert_eq!(g.life(s(0)), 6, "CHV-12.1 gains above 6 are lost");
    let g = {
        let mut g = fx(3).life(0, 1).black_top("Mo4").build();
        play(&mut g, 0, Action::EvilDraw);
        pass_merlins(&mut g);
        g
    };
    assert_eq!(g.life(s(0)), 0, "CHV-12.1 losses stop at 0");
}

#[test]
fn chv_12_2_death_clears_the_knight() {
    let mut g = fx(3)
        .life(0, 1)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F3")
        .hand(0, "F1 Me")
        .build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(
        g.location(s(0)),
        None,
        "CHV-12.2 his figure leaves the board"
    );
    assert!(
        g.board().black_knight.knights.is_empty(),
        "CHV-12.2 solo cards discarded"
    );
    assert!(g.hand(s(0)).is_empty(), "CHV-12.2 hand discarded");
    assert_eq!(
        g.observe(s(2)).loyalty[0],
        None,
        "CHV-12.2 hidden until the end"
    );
}

#[test]
fn chv_12_3_the_dead_are_nowhere_and_get_nothing() {
    let mut g = fx(3)
        .dead(1)
        .swords(3, 3)
        .hand(0, "Fate")
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(1))),
        E::InvalidTarget,
        "CHV-12.3 not accused",
    );
    play(&mut g, 0, sp(Special::Fate));
    assert!(g.hand(s(1)).is_empty(), "CHV-12.3 receives nothing");
    assert!(g.present(Quest::Picts).is_empty(), "CHV-12.3");
}

#[test]
fn chv_12_4_death_by_sacrifice_after_the_extra_action() {
    let mut g = fx(3)
        .life(0, 1)
        .on(0, Quest::Picts)
        .hand(0, "F1")
        .at_after(HeroicType::Move)
        .build();
    assert!(
        offered(&g, 0, Action::Sacrifice(Heroic::Play(f(1)))),
        "CHV-17.6 at 1 Life"
    );
    play(&mut g, 0, Action::Sacrifice(Heroic::Play(f(1))));
    assert_eq!(
        g.board().war(War::Picts).fights,
        vec![1],
        "CHV-12.4 the action happens"
    );
    assert!(!g.is_alive(s(0)), "CHV-12.4 then he dies");
    assert_eq!(g.active(), s(1), "CHV-3.6");
}

#[test]
fn chv_12_5_every_loyal_knight_dead_is_evils_win_even_without_a_traitor() {
    let mut g = fx(3).dead(1).dead(2).life(0, 1).build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-12.5 no Traitor dealt");
    assert!(
        g.outcome().expect("over").winners.is_empty(),
        "CHV-14.4 all lose together"
    );
}

#[test]
fn chv_12_4_a_sacrifice_at_one_life_may_be_saved_by_the_grail() {
    let mut g = fx(3)
        .grail_closed()
        .holds(1, RelicKind::Grail)
        .life(0, 1)
        .at_after(HeroicType::Quest)
        .build();
    play(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Move(Place::Quest(Quest::Picts))),
    );
    assert_eq!(
        g.location(s(0)),
        Some(Place::Quest(Quest::Picts)),
        "CHV-12.4 action first"
    );
    assert_eq!(
        g.step(),
        Some(&Step::GrailSave(s(0))),
        "CHV-17.6 the Grail may save"
    );
    play(&mut g, 1, Action::UseGrail);
    assert_eq!(g.life(s(0)), 4, "CHV-11.3");
    assert_eq!(g.step(), Some(&Step::After), "CHV-12.4 the turn goes on");
}

#[test]
fn chv_12_4_a_sacrifice_to_zero_dies_even_if_the_extra_action_heals() {
    // First action a MOVE; the sacrifice's extra action is a HEAL with three Fight 3: the
    // heal is carried out (Life 0 → 1), then the knight dies all the same (CHV-12.4).
    let mut g = fx(3)
        .life(0, 1)
        .hand(0, "F3 F3 F3 F1")
        .at_after(HeroicType::Move)
        .build();
    play(&mut g, 0, Action::Sacrifice(Heroic::Heal(f(3))));
    assert_eq!(
        count(g.white_discard(), f(3)),
        3,
        "CHV-12.4 the extra action is carried out"
    );
    assert!(!g.is_alive(s(0)), "CHV-12.4 then the knight dies");
    assert!(g.hand(s(0)).is_empty(), "CHV-12.2 his hand is discarded");
}
