//! Chevaliers rule tests for the White cards (CHV-8): standard cards, Merlin's five uses and
//! the eight single Special cards.

use crate::support;
use support::*;

#[test]
fn chv_8_1_standard_white_cards() {
    let mut g = fx(3)
        .on(0, Quest::Excalibur)
        .hand(0, "Gr")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Discard(White::Grail)));
    assert_eq!(g.board().excalibur, 1, "CHV-8.1 any card at Excalibur");
    let mut g = fx(3).on(0, Quest::Picts).hand(0, "Gr").at_heroic().build();
    refuse(
        &mut g,
        0,
        qp("Gr"),
        E::NotAFightCard,
        "CHV-8.1 Fight cards for wars",
    );
    assert!(White::Merlin.is_special() && !f(3).is_special() && !White::Grail.is_special());
}

/// Seat 0 at `place` holding a Merlin, at his Heroic action.
fn merlin_at(place: Place) -> Fixture {
    fx(3).at(0, place).hand(0, "Me").at_heroic()
}

fn merlin(m: MerlinUse) -> Action {
    sp(Special::Merlin(m))
}

#[test]
fn chv_8_2_merlin_removes_the_last_black_card_of_a_combat_quest() {
    let mut g = merlin_at(Place::Quest(Quest::Picts))
        .evil_side(Quest::BlackKnight, "BK1")
        .evil_down(Quest::BlackKnight, "BK7", 1)
        .build();
    play(&mut g, 0, merlin(MerlinUse::Combat(Quest::BlackKnight)));
    assert_eq!(
        g.board().black_knight.evil.len(),
        1,
        "CHV-8.2 from anywhere"
    );
    assert_eq!(
        g.board().black_knight.evil[0].card,
        Black::BlackKnight(1),
        "CHV-8.2 the last"
    );
    assert!(
        g.observe(s(2))
            .black_discard
            .contains(&Black::BlackKnight(7)),
        "CHV-17.6 a face-down card is turned up, then discarded"
    );
    let mut g = merlin_at(Place::Camelot).stage(Stage::Dragon).build();
    refuse(
        &mut g,
        0,
        merlin(MerlinUse::Combat(Quest::Lancelot)),
        E::InvalidTarget,
        "CHV-8.2 Lancelot is over",
    );
    refuse(
        &mut g,
        0,
        merlin(MerlinUse::Combat(Quest::Dragon)),
        E::InvalidTarget,
        "CHV-8.2 nothing to remove",
    );
}

#[test]
fn chv_8_2_merlin_on_wars_grail_and_engines() {
    let mut g = merlin_at(Place::Camelot).warriors(War::Saxons, 2).build();
    refuse(
        &mut g,
        0,
        merlin(MerlinUse::Warrior(War::Picts)),
        E::InvalidTarget,
        "CHV-8.2",
    );
    play(&mut g, 0, merlin(MerlinUse::Warrior(War::Saxons)));
    assert_eq!(g.board().war(War::Saxons).warriors, 1, "CHV-8.2 a warrior");
    let mut g = merlin_at(Place::Camelot).grail(2, "Desp Deso").build();
    play(&mut g, 0, merlin(MerlinUse::Grail));
    assert_eq!(
        g.board().grail.blacks,
        bc("Desp"),
        "CHV-8.2 nearest the middle"
    );
    let mut g = merlin_at(Place::Camelot).build();
    refuse(
        &mut g,
        0,
        merlin(MerlinUse::Engine),
        E::InvalidTarget,
        "CHV-8.2",
    );
    refuse(
        &mut g,
        0,
        merlin(MerlinUse::Grail),
        E::InvalidTarget,
        "CHV-8.2",
    );
    let mut g = merlin_at(Place::Camelot).engines(3).build();
    play(&mut g, 0, merlin(MerlinUse::Engine));
    assert_eq!(g.board().engines, 2, "CHV-8.2 a siege engine");
}

#[test]
fn chv_8_2_merlin_may_complete_excalibur() {
    let mut g = merlin_at(Place::Camelot)
        .excalibur(4)
        .on(1, Quest::Excalibur)
        .build();
    play(&mut g, 0, merlin(MerlinUse::Excalibur));
    assert_eq!(
        g.board().excalibur_relic,
        Relic::Held(s(0)),
        "CHV-8.2 relic to the player"
    );
    assert_eq!(
        (g.life(s(0)), g.life(s(1))),
        (4, 5),
        "CHV-8.2 spoils to those present"
    );
    assert_eq!(
        g.hand(s(1)).len(),
        7,
        "CHV-8.2 a single knight present takes them"
    );
}

#[test]
fn chv_8_3_fate_played_by_a_loyal_knight() {
    let mut g = fx(4).unmasked(3).hand(0, "Fate").at_heroic().build();
    play(&mut g, 0, sp(Special::Fate));
    for i in 0..3 {
        assert_eq!(g.hand(s(i)).len(), 1, "CHV-8.3 Fate: every knight draws 1");
    }
    assert!(
        g.hand(s(3)).is_empty(),
        "CHV-8.3 the unmasked Traitor receives nothing"
    );
}

#[test]
fn chv_8_3_fate_played_by_the_hidden_traitor() {
    let mut g = fx(3)
        .traitor(0)
        .swords(2, 0)
        .hand(0, "Fate F1")
        .hand(1, "F2 F3 F4")
        .hand(2, "Gr")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::Fate));
    assert!(g.is_unmasked(s(0)), "CHV-8.3 revealed at once");
    assert_eq!(g.board().white, 2, "CHV-8.3 no sword added");
    assert_eq!(
        decider(&g),
        Some(s(1)),
        "CHV-8.3 others discard 2 of their choice"
    );
    play(&mut g, 1, Action::Discard(f(2)));
    play(&mut g, 1, Action::Discard(f(4)));
    play(&mut g, 2, Action::Discard(White::Grail));
    assert_eq!(hand(&g, 1), wc("F3"), "CHV-8.3");
    assert!(g.hand(s(2)).is_empty(), "CHV-8.3 fewer cards: all");
    assert_eq!(
        g.active(),
        s(1),
        "CHV-13.6 his knight leaves the board: his turn ends"
    );
}

#[test]
fn chv_8_3_piety() {
    let mut g = fx(3).life(0, 5).hand(0, "Piety").at_heroic().build();
    play(&mut g, 0, sp(Special::Piety(Whom::Me)));
    assert_eq!(g.life(s(0)), 6, "CHV-8.3 Piety +3, cap 6");
    let mut g = fx(4)
        .life(1, 6)
        .life(2, 2)
        .unmasked(3)
        .hand(0, "Piety")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::Piety(Whom::Others)));
    let lives: Vec<u8> = (0..4).map(|i| g.life(s(i))).collect();
    assert_eq!(
        lives,
        vec![4, 6, 3, 0],
        "CHV-8.3 Piety: every other living knight +1"
    );
}

#[test]
fn chv_8_3_heroism_lies_on_an_active_quest() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .hand(0, "Hero")
        .at_heroic()
        .build();
    refuse(
        &mut g,
        0,
        sp(Special::Heroism(Quest::Lancelot)),
        E::InvalidTarget,
        "CHV-8.3 / CHV-17.6 not on a closed quest",
    );
    play(&mut g, 0, sp(Special::Heroism(Quest::Dragon)));
    assert_eq!(g.board().heroism, Some(Quest::Dragon), "CHV-8.3 Heroism");
    assert_eq!(
        count(g.white_discard(), White::Heroism),
        0,
        "CHV-8.3 lies on the quest"
    );
}

#[test]
fn chv_8_3_reinforcements() {
    let mut g = fx(3).hand(0, "Reinf").at_heroic().build();
    play(&mut g, 0, sp(Special::Reinforcements(Whom::Me)));
    assert_eq!(g.hand(s(0)).len(), 4, "CHV-8.3 Reinforcements: 4 to me");
    let mut g = fx(4).dead(2).hand(0, "Reinf").at_heroic().build();
    play(&mut g, 0, sp(Special::Reinforcements(Whom::Others)));
    let sizes: Vec<usize> = (0..4).map(|i| g.hand(s(i)).len()).collect();
    assert_eq!(
        sizes,
        vec![0, 1, 0, 1],
        "CHV-8.3 1 to every other living knight"
    );
}

#[test]
fn chv_8_3_clairvoyance_reorders_the_top_five() {
    let mut g = fx(3)
        .hand(0, "Clair")
        .black_top("Pict Saxon Exc Desp Merc Mo3")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::Clairvoyance));
    let Some(Step::Clairvoyance { cards, .. }) = g.step() else {
        panic!("CHV-8.3 Clairvoyance step");
    };
    assert_eq!(
        cards,
        &bc("Pict Saxon Exc Desp Merc"),
        "CHV-8.3 the top five"
    );
    assert!(
        matches!(g.observe(s(1)).pending, Some(Step::Clairvoyance { .. })),
        "CHV-16.1 others see that a look happens"
    );
    // Put back Merc, Desp, Exc, Saxon, Pict (the new top first).
    for k in [4, 3, 2, 1, 0] {
        play(&mut g, 0, Action::Order(k));
    }
    let top: Vec<Black> = g.black_deck().iter().rev().take(6).copied().collect();
    assert_eq!(top, bc("Merc Desp Exc Saxon Pict Mo3"), "CHV-8.3 any order");
    assert_eq!(
        g.observe(s(0)).known_top,
        bc("Merc Desp Exc Saxon Pict"),
        "CHV-16.1"
    );
    assert!(g.observe(s(1)).known_top.is_empty(), "CHV-16.1 privately");
}

#[test]
fn chv_8_3_messenger_gives_one_to_three_cards() {
    let mut g = fx(3).hand(0, "Mess F1 F2 F3 F4").at_heroic().build();
    refuse(
        &mut g,
        0,
        sp(Special::Messenger(s(0))),
        E::InvalidTarget,
        "CHV-8.3 another knight",
    );
    play(&mut g, 0, sp(Special::Messenger(s(2))));
    refuse(
        &mut g,
        0,
        Action::Pass,
        E::WrongCardCount,
        "CHV-8.3 at least one",
    );
    let seen = play_seen(&mut g, 0, Action::Give(f(1)), Some(s(1)));
    assert!(
        seen.iter()
            .any(|e| matches!(e, Ev::Gave { card: None, .. })),
        "CHV-8.3 only the count is public"
    );
    play(&mut g, 0, Action::Give(f(2)));
    play(&mut g, 0, Action::Give(f(3)));
    assert_eq!(hand(&g, 2), wc("F1 F2 F3"), "CHV-8.3 up to 3");
    assert_eq!(g.step(), Some(&Step::After), "CHV-8.3 three at most");
    let mut g = fx(3).hand(0, "Mess F1 F2").at_heroic().build();
    play(&mut g, 0, sp(Special::Messenger(s(1))));
    play(&mut g, 0, Action::Give(f(2)));
    play(&mut g, 0, Action::Pass);
    assert_eq!(hand(&g, 1), wc("F2"), "CHV-8.3 one is enough");
}

#[test]
fn chv_8_3_lady_of_the_lake() {
    let mut g = fx(3)
        .on(0, Quest::Picts)
        .hand(0, "Lady")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::LadyOfTheLake));
    assert_eq!(g.board().excalibur, 1, "CHV-8.3 from anywhere");
    let mut g = fx(3)
        .excalibur_closed()
        .life(0, 3)
        .hand(0, "Lady")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::LadyOfTheLake));
    assert_eq!(g.life(s(0)), 5, "CHV-8.3 otherwise +2 Life");
}

#[test]
fn chv_8_3_convocation() {
    let mut g = fx(4)
        .on(0, Quest::Grail)
        .on(2, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F4 F4")
        .on(3, Quest::Picts)
        .hand(0, "Conv")
        .at_heroic()
        .build();
    play(&mut g, 0, sp(Special::Convocation));
    assert_eq!(decider(&g), Some(s(0)), "CHV-8.3 clockwise from the player");
    assert_eq!(
        g.legal_actions(s(0)),
        vec![Action::Return, Action::Stay],
        "CHV-17.1"
    );
    play(&mut g, 0, Action::Return);
    play(&mut g, 2, Action::Return);
    play(&mut g, 3, Action::Stay);
    assert!(
        g.board().black_knight.knights.is_empty(),
        "CHV-8.3 solo cards lost"
    );
    assert_eq!(
        g.location(s(3)),
        Some(Place::Quest(Quest::Picts)),
        "CHV-8.3 stays"
    );
    assert_eq!(g.pool().len(), 3, "CHV-8.3 N knights in Camelot draw N");
    share_agreed(&mut g, &[0, 1, 2]);
    assert_eq!(
        (g.hand(s(0)).len(), g.hand(s(1)).len(), g.hand(s(2)).len()),
        (1, 1, 1)
    );
}
