//! Chevaliers rule tests for Loyalty, the Traitor and accusations (CHV-13), the swords and
//! the end of the game (CHV-14), and the decks (CHV-15).

use crate::support;
use support::*;

#[test]
fn chv_13_1_every_loyalty_card_is_shown_at_the_end() {
    let mut g = fx(3).traitor(2).engines(11).build();
    let obs = g.observe(s(0));
    assert_eq!(
        obs.loyalty,
        vec![Some(Loyalty::Loyal), None, None],
        "CHV-13.1 own only"
    );
    play(&mut g, 0, Action::EvilSiege);
    let obs = g.observe(s(0));
    assert!(
        obs.loyalty.iter().all(Option::is_some),
        "CHV-13.1 all shown at the end"
    );
    assert_eq!(obs.loyalty[2], Some(Loyalty::Traitor), "CHV-13.1");
    assert_eq!(
        obs.undealt,
        Some(vec![Loyalty::Loyal]),
        "CHV-13.1 the unused one too"
    );
}

#[test]
fn chv_13_2_a_hidden_traitor_may_accuse() {
    let mut g = fx(3).traitor(0).swords(4, 2).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        (g.board().white, g.board().black),
        (3, 3),
        "CHV-13.2 same rules"
    );
    assert!(!g.is_unmasked(s(0)), "CHV-13.2 still hidden");
}

#[test]
fn chv_13_3_accusation_availability_is_reevaluated() {
    let g = fx(3).engines(6).at_heroic().build();
    assert!(
        offered(&g, 0, hero(Heroic::Accuse(s(1)))),
        "CHV-13.3 6 siege engines"
    );
    let g = fx(3).swords(5, 1).at_heroic().build();
    assert!(
        offered(&g, 0, hero(Heroic::Accuse(s(1)))),
        "CHV-13.3 6 swords"
    );
    let mut g = fxk(&[Knight::Galahad, Knight::Percival, Knight::Tristan])
        .engines(6)
        .hand(0, "Me")
        .at_heroic()
        .build();
    play(
        &mut g,
        0,
        Action::Galahad(Special::Merlin(MerlinUse::Engine)),
    );
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(1))),
        E::AccusationUnavailable,
        "CHV-13.3 unavailable again at 5 engines",
    );
}

#[test]
fn chv_13_4_who_may_accuse_whom() {
    let mut g = fx(4).unmasked(3).swords(3, 3).at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(0))),
        E::InvalidTarget,
        "CHV-13.4 another",
    );
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(3))),
        E::InvalidTarget,
        "CHV-13.4 unrevealed",
    );
    let g = fx(4)
        .on(2, Quest::Lancelot)
        .swords(3, 3)
        .at_heroic()
        .build();
    assert!(
        offered(&g, 0, hero(Heroic::Accuse(s(2)))),
        "CHV-13.4 anywhere"
    );
    let mut g = fx(3).accused(0).swords(3, 3).at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Accuse(s(1))),
        E::AccusationAlreadyUsed,
        "CHV-13.4 once per game",
    );
}

#[test]
fn chv_13_5_a_loyal_accused_without_white_swords_changes_nothing() {
    let mut g = fx(3).swords(0, 6).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        (g.board().white, g.board().black),
        (0, 6),
        "CHV-13.5 nothing happens"
    );
    assert!(g.has_accused(s(0)), "CHV-13.4 the accusation is used");
}

#[test]
fn chv_13_6_the_unmasked_traitor_has_no_life_and_gets_nothing() {
    let mut g = fx(3).unmasked(2).hand(0, "Reinf").at_heroic().build();
    play(&mut g, 0, sp(Special::Reinforcements(Whom::Others)));
    assert!(g.hand(s(2)).is_empty(), "CHV-13.6 no White cards");
    let g = {
        let mut g = fx(3).unmasked(2).black_top("Mo4").build();
        play(&mut g, 0, Action::EvilDraw);
        pass_merlins(&mut g);
        g
    };
    assert_eq!(g.life(s(2)), 0, "CHV-13.6 no Life");
    assert!(g.is_alive(s(2)), "CHV-13.6 cannot lose Life or die");
}

#[test]
fn chv_13_7_the_revealed_traitor_cannot_take_heroic_actions() {
    let mut g = fx(3)
        .unmasked(0)
        .hand(1, "F1")
        .at_traitor_steal()
        .black_top("BK3")
        .build();
    refuse(
        &mut g,
        0,
        Action::Steal(s(2)),
        E::InvalidTarget,
        "CHV-13.7 a knight with cards",
    );
    refuse(&mut g, 0, Action::EvilLoseLife, E::WrongPhase, "CHV-13.7");
    play(&mut g, 0, Action::Steal(s(1)));
    refuse(
        &mut g,
        0,
        Action::EvilLoseLife,
        E::WrongPhase,
        "CHV-13.7 engine or draw only",
    );
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceDown);
    assert!(
        g.hand(s(0)).is_empty(),
        "CHV-13.7 face down, but no White card"
    );
    assert!(g.board().black_knight.evil[0].face_down, "CHV-13.7");
    assert_eq!(g.active(), s(1), "CHV-13.7 no Heroic action");
}

#[test]
fn chv_13_8_voluntary_reveal_is_an_option() {
    let mut g = fx(3).traitor(0).build();
    refuse(
        &mut g,
        0,
        Action::Reveal,
        E::PowerNotOwned,
        "CHV-13.8 off by default",
    );
    let o = ChevaliersOptions {
        voluntary_traitor_reveal: true,
        ..ChevaliersOptions::default()
    };
    let mut g = fx(3).options(o.clone()).build();
    refuse(
        &mut g,
        0,
        Action::Reveal,
        E::PowerNotOwned,
        "CHV-13.8 the Traitor only",
    );
    let mut g = fx(3)
        .options(o)
        .traitor(0)
        .swords(2, 0)
        .hand(0, "F1")
        .hand(1, "F2")
        .build();
    play(&mut g, 0, Action::Reveal);
    assert!(g.is_unmasked(s(0)), "CHV-13.8 chv.voluntary_traitor_reveal");
    assert_eq!(g.board().white, 2, "CHV-13.8 no sword added");
    assert_eq!(
        g.step(),
        Some(&Step::TraitorSteal),
        "CHV-13.8 then CHV-13.7 this turn"
    );
}

#[test]
fn chv_14_1_swords_are_never_removed() {
    let mut g = fx(3).swords(2, 4).traitor(2).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        (g.board().white, g.board().black),
        (1, 5),
        "CHV-14.1 white → black only"
    );
    assert_eq!(g.board().swords(), 6, "CHV-14.1 the total never decreases");
}

#[test]
fn chv_14_2_engines_before_black_swords_either_way_evil() {
    let mut g = fx(3)
        .engines(10)
        .swords(2, 6)
        .warriors(War::Picts, 3)
        .black_top("Pict")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        (g.board().engines, g.board().black),
        (12, 7),
        "CHV-17.6 both at once"
    );
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-14.2 Evil wins");
}

#[test]
fn chv_14_2_twelve_swords_by_accusation_no_flip() {
    let mut g = fx(3).traitor(1).swords(8, 3).at_heroic().build();
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert_eq!(
        (g.board().white, g.board().black),
        (9, 3),
        "CHV-17.6 no flip"
    );
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-14.2 (4) final count");
}

#[test]
fn chv_14_3_and_14_7_the_traitors_flip_needs_a_margin_of_five() {
    // From 7 W + 4 B, a war victory brings 12 or (with Heroism) 13 swords.
    let war_win = |heroism: bool| {
        let mut f = fx(3)
            .traitor(2)
            .swords(7, 4)
            .on(0, Quest::Picts)
            .war_fights(War::Picts, "F1 F2 F3 F4")
            .hand(0, "F5")
            .at_heroic();
        if heroism {
            f = f.heroism(Quest::Picts);
        }
        let mut g = f.build();
        play(&mut g, 0, qp("F5"));
        g
    };
    let g = war_win(true);
    assert_eq!(
        (g.board().white, g.board().black),
        (7, 6),
        "CHV-14.3 9 W + 4 B, flip 2"
    );
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-14.7 W − B = 5 survives");
    let g = war_win(false);
    assert_eq!(
        (g.board().white, g.board().black),
        (6, 6),
        "CHV-14.3 8 W + 4 B, flip 2"
    );
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-14.7 W − B = 4 does not");
}

#[test]
fn chv_14_4_winners_by_side() {
    let mut g = fx(4).traitor(3).engines(11).build();
    play(&mut g, 0, Action::EvilSiege);
    let o = g.outcome().expect("CHV-14.4");
    assert_eq!(
        (o.side, o.winners),
        (Some(Side::Evil), vec![s(3)]),
        "CHV-14.4"
    );
    assert_eq!(o.scores[s(3)], 1, "CHV-14.4 the Traitor scores");
}

#[test]
fn chv_14_5_a_sacrifice_payment_is_a_step() {
    // The payment and the extra action form one step: the end check follows both.
    let mut g = fx(3)
        .swords(6, 5)
        .on(0, Quest::Picts)
        .war_fights(War::Picts, "F1 F2 F3 F4")
        .hand(0, "F5")
        .at_after(HeroicType::Move)
        .build();
    play(&mut g, 0, Action::Sacrifice(Heroic::Play(f(5))));
    assert_eq!(g.board().white, 7, "CHV-14.5 the extra action resolved");
    assert_eq!(g.life(s(0)), 4, "CHV-14.5 paid 1, then won 1");
    assert_eq!(
        g.winner(),
        Some(Side::Loyal),
        "CHV-14.2 then 12 swords: 7 W > 5 B"
    );
}

#[test]
fn chv_15_1_an_empty_deck_is_remade_from_its_discard() {
    let mut g = fx(3)
        .white_rest(Rest::Discard)
        .black_rest(Rest::Discard)
        .at_heroic()
        .build();
    assert!(g.white_deck().is_empty(), "CHV-15.1 setup");
    let black = g.black_discard().len();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(g.hand(s(0)).len(), 2, "CHV-15.1 reshuffled");
    assert_eq!(
        g.black_deck().len(),
        black,
        "CHV-15.1 chv.reshuffle_both: Black too"
    );
    assert!(g.black_discard().is_empty(), "CHV-15.1");
    let o = ChevaliersOptions {
        reshuffle_both: false,
        ..ChevaliersOptions::default()
    };
    let mut g = fx(3)
        .options(o)
        .white_rest(Rest::Discard)
        .black_rest(Rest::Discard)
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(g.hand(s(0)).len(), 2, "CHV-15.1");
    assert_eq!(
        g.black_discard().len(),
        black,
        "CHV-15.1 reshuffle_both = false"
    );
}

#[test]
fn chv_15_2_no_cards_anywhere_draws_fewer() {
    let mut g = fx(3)
        .white_rest(Rest::Gone)
        .white_top("F1")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(hand(&g, 0), wc("F1"), "CHV-15.2 fewer cards");
}

#[test]
fn chv_15_3_hands_and_quest_cards_are_never_reshuffled() {
    let mut g = fx(3)
        .white_rest(Rest::Discard)
        .hand(1, "F5 F5")
        .on(2, Quest::Picts)
        .war_fights(War::Picts, "F1 F2")
        .at_heroic()
        .build();
    play(&mut g, 0, hero(Heroic::Draw));
    assert_eq!(hand(&g, 1), wc("F5 F5"), "CHV-15.3 hands");
    assert_eq!(
        g.board().war(War::Picts).fights,
        vec![1, 2],
        "CHV-15.3 quests"
    );
    assert_eq!(
        g.white_deck().len() + g.hand(s(0)).len() + 4,
        84,
        "CHV-15.3 / CHV-18.1 only the discard was reshuffled"
    );
}
