//! Chevaliers rule tests for the turn (CHV-3), the Progression of Evil (CHV-4) and the Heroic
//! actions (CHV-5).

use crate::support;
use support::*;

#[test]
fn chv_3_1_a_turn_is_evil_then_heroic_then_optional_extra() {
    let mut g = fx(3).hand(0, "F1 F1").build();
    assert_eq!(g.step(), Some(&Step::Evil), "CHV-3.1 (A) first");
    refuse(
        &mut g,
        0,
        home(),
        E::WrongPhase,
        "CHV-3.1 no Heroic action before Evil",
    );
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!(g.step(), Some(&Step::Heroic), "CHV-3.1 (B)");
    refuse(
        &mut g,
        0,
        Action::EvilSiege,
        E::WrongPhase,
        "CHV-3.1 exactly one Evil action",
    );
    play(&mut g, 0, mv(Quest::Picts));
    assert_eq!(g.step(), Some(&Step::After), "CHV-3.1 (C) optional");
    assert!(offered(&g, 0, Action::EndTurn), "CHV-3.1");
    assert!(
        offered(&g, 0, Action::Sacrifice(Heroic::Play(f(1)))),
        "CHV-3.1 (C)"
    );
    play(&mut g, 0, Action::EndTurn);
    assert_eq!(g.active(), s(1), "CHV-3.1");
}

#[test]
fn chv_3_2_the_heroic_action_is_compulsory() {
    let mut g = fx(3).at_heroic().build();
    refuse(&mut g, 0, Action::EndTurn, E::WrongPhase, "CHV-3.2");
    refuse(&mut g, 0, Action::Pass, E::HeroicActionRequired, "CHV-3.2");
}

#[test]
fn chv_3_3_sacrifice_pays_one_life_for_another_type() {
    let mut g = fx(3).hand(0, "F1").at_after(HeroicType::Move).build();
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Move(Place::Quest(Quest::Picts))),
        E::SameActionType,
        "CHV-3.3 a different type",
    );
    play(&mut g, 0, Action::Sacrifice(Heroic::Draw));
    assert_eq!(g.life(s(0)), 3, "CHV-3.3 1 Life paid");
    assert_eq!(g.hand(s(0)).len(), 3, "CHV-3.3 the extra action done");
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Move(Place::Quest(Quest::Picts))),
        E::SacrificeAlreadyUsed,
        "CHV-3.3 at most once per turn",
    );
    let mut g = fx(3).at_heroic().build();
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Draw),
        E::WrongPhase,
        "CHV-3.3 only after the first Heroic action",
    );
}

#[test]
fn chv_3_4_free_actions_are_not_heroic_actions() {
    // Tristan's free departure, then he still owes his Heroic action.
    let mut g = fxk(&[Knight::Tristan, Knight::Percival, Knight::Galahad])
        .hand(0, "F1")
        .at_heroic()
        .build();
    play(&mut g, 0, Action::TristanDepart(Quest::Picts));
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-3.4 Tristan: not a Heroic action"
    );
    assert_eq!(
        g.location(s(0)),
        Some(Place::Quest(Quest::Picts)),
        "CHV-10.7"
    );
    play(&mut g, 0, qp("F1"));
    assert_eq!(
        g.turn().first,
        Some(HeroicType::Quest),
        "CHV-10.7 acts at the new place"
    );
    // Galahad's free Special card.
    let mut g = fxk(&[Knight::Galahad, Knight::Percival, Knight::Tristan])
        .hand(0, "Piety")
        .life(0, 2)
        .at_heroic()
        .build();
    play(&mut g, 0, Action::Galahad(Special::Piety(Whom::Me)));
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-3.4 Galahad: still owes an action"
    );
    assert_eq!(g.life(s(0)), 5, "CHV-10.2");
}

#[test]
fn chv_3_5_dead_knights_are_skipped() {
    let mut g = fx(4).dead(1).build();
    quick_turn(&mut g);
    assert_eq!(g.active(), s(2), "CHV-3.5 seat 1 is dead");
    refuse(
        &mut g,
        1,
        Action::EvilSiege,
        E::DeadKnight,
        "CHV-3.5 / CHV-12.3",
    );
}

#[test]
fn chv_3_5_a_revealed_traitor_takes_his_own_turn() {
    let mut g = fx(3).unmasked(1).hand(2, "F1").build();
    quick_turn(&mut g);
    assert_eq!(g.active(), s(1), "CHV-3.5");
    assert_eq!(g.step(), Some(&Step::TraitorSteal), "CHV-3.5 / CHV-13.7");
}

#[test]
fn chv_3_6_death_ends_the_turn_and_guinevere_ends_the_drawers() {
    let mut g = fx(3).life(0, 1).build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(
        (g.active(), g.step()),
        (s(1), Some(&Step::Evil)),
        "CHV-3.6 death"
    );
    let mut g = fx(3)
        .on(0, Quest::Picts)
        .on(1, Quest::Saxons)
        .black_top("Guin")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert_eq!(
        g.location(s(1)),
        Some(Place::Camelot),
        "CHV-9.4 everyone home"
    );
    assert_eq!(
        (g.active(), g.step()),
        (s(1), Some(&Step::Evil)),
        "CHV-3.6 Guinevere"
    );
}

#[test]
fn chv_3_7_end_conditions_are_checked_after_each_step() {
    // CHV-3.7 / CHV-14.2: a Morgan M2 sequence stops as soon as Evil has won.
    let mut g = fx(3)
        .engines(10)
        .black_top("Mo2 Mo3 Pict Saxon Exc")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-3.7 12 engines");
    assert_eq!(
        g.board().war(War::Picts).warriors,
        0,
        "CHV-14.2 the rest not applied"
    );
    assert_eq!(g.board().excalibur, 0, "CHV-14.2");
}

#[test]
fn chv_4_1_three_evil_options() {
    let g = fx(3).build();
    assert_eq!(
        g.legal_actions(s(0)),
        vec![Action::EvilDraw, Action::EvilSiege, Action::EvilLoseLife],
        "CHV-4.1"
    );
    let mut g = fx(3).black_top("Pict").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().war(War::Picts).warriors, 1, "CHV-4.1 (a)");
    let mut g = fx(3).build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(g.life(s(0)), 3, "CHV-4.1 (c)");
    assert!(g.turn().evil_done, "CHV-18.12");
}

#[test]
fn chv_4_2_percival_looks_at_the_top_black_card_first() {
    let mut g = fxk(&[Knight::Percival, Knight::Tristan, Knight::Galahad])
        .black_top("Mo3 Pict")
        .build();
    assert!(offered(&g, 0, Action::Peek), "CHV-4.2");
    let seen = play_seen(&mut g, 0, Action::Peek, Some(s(1)));
    assert!(
        seen.iter()
            .any(|e| matches!(e, Ev::Peeked { card: None, .. })),
        "CHV-16.1 others learn that a peek happened"
    );
    assert_eq!(g.observe(s(0)).known_top, bc("Mo3"), "CHV-4.2 privately");
    assert!(g.observe(s(1)).known_top.is_empty(), "CHV-4.2");
    refuse(
        &mut g,
        0,
        Action::Peek,
        E::PowerAlreadyUsed,
        "CHV-10.6 once",
    );
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!(g.board().engines, 1, "CHV-4.2 then he chooses");
    let mut g = fx(3).build();
    refuse(
        &mut g,
        0,
        Action::Peek,
        E::PowerNotOwned,
        "CHV-4.2 Percival only",
    );
}

#[test]
fn chv_4_3_the_armour_draws_two_and_keeps_one() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .holds(0, RelicKind::Armour)
        .black_top("Pict Saxon")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(matches!(g.step(), Some(Step::Armour { .. })), "CHV-4.3");
    assert_eq!(
        g.legal_actions(s(0)),
        vec![Action::Keep(0), Action::Keep(1)],
        "CHV-17.1"
    );
    play(&mut g, 0, Action::Keep(1));
    assert_eq!(
        g.board().war(War::Saxons).warriors,
        1,
        "CHV-4.3 resolves his choice"
    );
    assert_eq!(g.board().war(War::Picts).warriors, 0, "CHV-4.3");
    assert_eq!(
        g.black_deck()[0],
        Black::Picts,
        "CHV-4.3 the other under the deck"
    );
    assert_eq!(
        g.observe(s(0)).known_bottom,
        bc("Pict"),
        "CHV-16.1 the holder knows"
    );
    assert!(g.observe(s(1)).known_bottom.is_empty(), "CHV-16.1");
}

#[test]
fn chv_4_4_a_siege_engine_is_always_legal() {
    let mut g = fx(3).engines(10).build();
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!((g.board().engines, g.winner()), (11, None), "CHV-4.4");
    let mut g = fx(3).engines(11).build();
    assert!(offered(&g, 0, Action::EvilSiege), "CHV-4.4 always legal");
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!(
        g.winner(),
        Some(Side::Evil),
        "CHV-4.4 the 12th loses at once"
    );
}

#[test]
fn chv_4_5_losing_life_at_one_kills_without_revealing() {
    let mut g = fx(3).life(0, 1).traitor(0).build();
    assert!(offered(&g, 0, Action::EvilLoseLife), "CHV-4.5 legal at 1");
    play(&mut g, 0, Action::EvilLoseLife);
    assert!(!g.is_alive(s(0)), "CHV-4.5 dies");
    assert_eq!(
        g.observe(s(1)).loyalty[0],
        None,
        "CHV-4.5 loyalty not revealed"
    );
}

#[test]
fn chv_4_6_drawing_needs_a_black_card_somewhere() {
    let mut g = fx(3).black_rest(Rest::Gone).build();
    refuse(
        &mut g,
        0,
        Action::EvilDraw,
        E::NoBlackCardAvailable,
        "CHV-4.6",
    );
    let mut g = fx(3).black_rest(Rest::Discard).build();
    assert!(g.black_deck().is_empty(), "CHV-4.6 empty deck");
    play(&mut g, 0, Action::EvilDraw);
    assert!(g.turn().evil_done, "CHV-4.6 the discard is reshuffled");
}

#[test]
fn chv_5_1_five_action_types() {
    let types = [
        Heroic::Move(Place::Camelot).kind(),
        Heroic::Play(f(1)).kind(),
        Heroic::Special(Special::Fate).kind(),
        Heroic::Heal(f(1)).kind(),
        Heroic::Accuse(s(1)).kind(),
    ];
    assert_eq!(
        types,
        [
            HeroicType::Move,
            HeroicType::Quest,
            HeroicType::Special,
            HeroicType::Heal,
            HeroicType::Accuse
        ],
        "CHV-5.1"
    );
    for h in [Heroic::Discard(f(1)), Heroic::Draw, Heroic::Siege(1)] {
        assert_eq!(h.kind(), HeroicType::Quest, "CHV-5.1 QUEST forms");
    }
}

#[test]
fn chv_5_2_move_to_camelot_or_any_active_quest() {
    let mut g = fx(3).on(0, Quest::Saxons).at_heroic().build();
    for q in [
        Quest::BlackKnight,
        Quest::Lancelot,
        Quest::Excalibur,
        Quest::Grail,
    ] {
        assert!(
            offered(&g, 0, mv(q)),
            "CHV-5.2 {q:?} (distance does not matter)"
        );
    }
    assert!(offered(&g, 0, home()), "CHV-5.2 Camelot");
    refuse(&mut g, 0, mv(Quest::Saxons), E::AlreadyThere, "CHV-5.2");
    refuse(
        &mut g,
        0,
        mv(Quest::Dragon),
        E::QuestNotActive,
        "CHV-5.2 the Dragon later",
    );
    let mut g = fx(3)
        .stage(Stage::Closed)
        .excalibur_closed()
        .grail_closed()
        .at_heroic()
        .build();
    for q in [
        Quest::Lancelot,
        Quest::Dragon,
        Quest::Excalibur,
        Quest::Grail,
    ] {
        refuse(&mut g, 0, mv(q), E::QuestNotActive, "CHV-5.2 closed quests");
    }
}

#[test]
fn chv_5_3_a_solo_quest_holds_one_knight() {
    let mut g = fx(3).on(1, Quest::Lancelot).at_heroic().build();
    refuse(
        &mut g,
        0,
        mv(Quest::Lancelot),
        E::SoloQuestOccupied,
        "CHV-5.3",
    );
    let g2 = fx(3).on(1, Quest::Grail).at_heroic().build();
    assert!(
        offered(&g2, 0, mv(Quest::Grail)),
        "CHV-5.3 group quests hold many"
    );
}

#[test]
fn chv_5_4_leaving_a_group_quest_keeps_its_cards() {
    let mut g = fx(3)
        .on(0, Quest::Picts)
        .war_fights(War::Picts, "F1 F2")
        .at_heroic()
        .build();
    play(&mut g, 0, home());
    assert_eq!(
        g.board().war(War::Picts).fights,
        vec![1, 2],
        "CHV-5.4 group quest"
    );
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F3 F3")
        .evil_side(Quest::Lancelot, "LD1")
        .at_heroic()
        .build();
    play(&mut g, 0, mv(Quest::Grail));
    assert!(
        g.board().lancelot.knights.is_empty(),
        "CHV-5.4 solo: White discarded"
    );
    assert_eq!(g.board().lancelot.evil.len(), 1, "CHV-5.4 Black stays");
}

#[test]
fn chv_5_5_camelot_offers_both_quest_actions() {
    let g = fx(3).engines(2).hand(0, "F2").at_heroic().build();
    assert!(offered(&g, 0, hero(Heroic::Draw)), "CHV-5.5 Round Table");
    assert!(offered(&g, 0, hero(Heroic::Siege(2))), "CHV-5.5 siege area");
}

#[test]
fn chv_5_6_the_quest_action_depends_on_the_location() {
    let mut g = fx(3).hand(0, "F1 Gr").at_heroic().build();
    refuse(
        &mut g,
        0,
        qp("F1"),
        E::NotOnThisQuest,
        "CHV-5.6 no quest at Camelot",
    );
    refuse(
        &mut g,
        0,
        hero(Heroic::Discard(f(1))),
        E::NotOnThisQuest,
        "CHV-5.6",
    );
    let mut g = fx(3)
        .engines(2)
        .on(0, Quest::Picts)
        .hand(0, "F1")
        .at_heroic()
        .build();
    refuse(&mut g, 0, hero(Heroic::Draw), E::NotOnThisQuest, "CHV-5.6");
    refuse(
        &mut g,
        0,
        hero(Heroic::Siege(1)),
        E::NotOnThisQuest,
        "CHV-5.6",
    );
    let mut g = fx(3)
        .on(0, Quest::Excalibur)
        .hand(0, "F1")
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        qp("F1"),
        E::NotOnThisQuest,
        "CHV-5.6 Excalibur: discard",
    );
    let mut g = fx(3).on(0, Quest::Grail).hand(0, "F1").at_heroic().build();
    refuse(&mut g, 0, qp("F1"), E::NotAGrailCard, "CHV-5.6 / CHV-8.1");
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .hand(0, "Gr")
        .at_heroic()
        .build();
    refuse(&mut g, 0, qp("Gr"), E::NotAFightCard, "CHV-5.6 / CHV-8.1");
    refuse(&mut g, 0, qp("F4"), E::CardNotInHand, "CHV-17.4");
}

#[test]
fn chv_5_7_one_special_white_card_per_turn() {
    let mut g = fxk(&[Knight::Galahad, Knight::Percival, Knight::Tristan])
        .hand(0, "Piety Reinf")
        .at_heroic()
        .build();
    play(&mut g, 0, Action::Galahad(Special::Piety(Whom::Me)));
    refuse(
        &mut g,
        0,
        sp(Special::Reinforcements(Whom::Me)),
        E::SpecialCardLimit,
        "CHV-5.7 Galahad's free card counts",
    );
    let mut g = fx(3).hand(0, "Piety Reinf F1").at_heroic().build();
    play(&mut g, 0, sp(Special::Piety(Whom::Me)));
    refuse(
        &mut g,
        0,
        Action::Galahad(Special::Reinforcements(Whom::Me)),
        E::PowerNotOwned,
        "CHV-10.2",
    );
    refuse(
        &mut g,
        0,
        hero(Heroic::Special(Special::Fate)),
        E::WrongPhase,
        "CHV-5.7",
    );
}

#[test]
fn chv_5_7_cancel_merlins_do_not_count() {
    let mut g = fx(3)
        .hand(0, "Me Me Me Me")
        .engines(1)
        .black_top("Mo3")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::Commit(3));
    assert_eq!(g.board().engines, 1, "CHV-6.3 cancelled");
    assert!(
        !g.turn().special,
        "CHV-5.7 cancel Merlins are not the turn's Special"
    );
    play(&mut g, 0, sp(Special::Merlin(MerlinUse::Engine)));
    assert_eq!(
        g.board().engines,
        0,
        "CHV-5.7 the SPECIAL action is still open"
    );
}

#[test]
fn chv_5_8_heal_three_identical_cards() {
    let mut g = fx(3).life(0, 2).hand(0, "Me Me Me").at_heroic().build();
    play(&mut g, 0, hero(Heroic::Heal(White::Merlin)));
    assert_eq!(g.life(s(0)), 3, "CHV-5.8 three Merlins heal");
    let o = ChevaliersOptions {
        heal_allows_merlin_triplet: false,
        ..ChevaliersOptions::default()
    };
    let mut g = fx(3)
        .options(o)
        .life(0, 2)
        .hand(0, "Me Me Me")
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Heal(White::Merlin)),
        E::NotIdentical,
        "CHV-5.8 chv.heal_allows_merlin_triplet = false",
    );
    let mut g = fx(3).life(0, 2).hand(0, "Gr Gr Gr Gr").at_heroic().build();
    play(&mut g, 0, hero(Heroic::Heal(White::Grail)));
    assert_eq!(
        (g.life(s(0)), g.hand(s(0)).len()),
        (3, 1),
        "CHV-5.8 exactly three"
    );
    let mut g = fx(3).life(0, 5).hand(0, "F4 F4 F4").at_heroic().build();
    play(&mut g, 0, hero(Heroic::Heal(f(4))));
    assert_eq!(g.life(s(0)), 6, "CHV-5.8 up to 6");
}

#[test]
fn chv_5_9_accuse_is_a_heroic_action() {
    let mut g = fx(3).swords(3, 3).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(g.turn().first, Some(HeroicType::Accuse), "CHV-5.9");
    assert_eq!(g.step(), Some(&Step::After), "CHV-5.9");
}
