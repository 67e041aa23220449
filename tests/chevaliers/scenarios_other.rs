//! CHV-19.7 (other mechanics: face-down cards, the Merlin cancel, Vivien, the sacrifice,
//! healing, death, the Grail's save and Arthur's exchange), one test per row.

use crate::support;
use support::*;

#[test]
fn chv_19_7_a_face_down_lancelot_card_hides_its_value() {
    // P (seat 1) draws L/D 5/9 while Lancelot is open.
    let mut g = fx(3).active(1).black_top("LD5").build();
    let seen = play_seen(&mut g, 1, Action::EvilDraw, Some(s(0)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::Drew {
                card: None,
                quest: Some(Quest::Lancelot),
                ..
            }
        )),
        "CHV-6.1: others learn the kind, not the value"
    );
    assert_eq!(
        g.observe(s(0)).pending,
        Some(Step::FaceDown {
            card: Black::LancelotDragon(0),
            drawer: s(1)
        }),
        "CHV-16.1 the pending choice is masked for others"
    );
    let hand = g.hand(s(1)).len();
    play(&mut g, 1, Action::FaceDown);
    assert_eq!(
        g.hand(s(1)).len(),
        hand + 1,
        "CHV-19.7 a: P draws 1 White card"
    );
    let e = g.board().lancelot.evil[0];
    assert!(
        e.face_down && e.card == Black::LancelotDragon(5),
        "CHV-19.7 a"
    );
    for viewer in [0, 2] {
        assert_eq!(
            g.observe(s(viewer)).board.lancelot.evil[0].card,
            Black::LancelotDragon(0),
            "CHV-19.7 a: seat {viewer} sees only a face-down Lancelot card"
        );
    }
    assert_eq!(
        g.observe(s(1)).board.lancelot.evil[0].card,
        Black::LancelotDragon(5),
        "CHV-16.1 the placer knows it"
    );
}

#[test]
fn chv_19_7_a_face_down_card_revealed_at_the_quests_end() {
    let mut g = fx(3)
        .on(0, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F2 F2 F2 F4")
        .evil_down(Quest::Lancelot, "LD5", 1)
        .hand(0, "F4")
        .at_heroic()
        .build();
    let seen = play_seen(&mut g, 0, qp("F4"), Some(s(2)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::QuestEnded { quest: Quest::Lancelot, evil, evil_total: 5, won: true, .. }
                if *evil == bc("LD5")
        )),
        "CHV-19.7 a: revealed as 5 at the quest's end"
    );
}

/// P (seat 0) draws Morgan M3; seat 0 holds `p` Merlins, seat 1 `q`, seat 2 none.
fn morgan3(p: &str, q: &str) -> Chevaliers {
    fx(3).hand(0, p).hand(1, q).black_top("Mo3").build()
}

#[test]
fn chv_19_7_b_three_merlins_from_two_players_cancel_morgan() {
    let mut g = morgan3("Me F1", "Me Me");
    play(&mut g, 0, Action::EvilDraw);
    assert!(matches!(g.step(), Some(Step::Merlin { .. })), "CHV-6.3");
    assert_eq!(decider(&g), Some(s(0)), "CHV-6.3: the drawer first");
    play(&mut g, 0, Action::Commit(1));
    assert_eq!(
        g.committed(),
        &[(s(0), 1)],
        "CHV-6.3 commitments are public"
    );
    play(&mut g, 1, Action::Commit(2));
    assert_eq!(g.board().engines, 0, "CHV-19.7 b: engines unchanged");
    assert_eq!(count(g.white_discard(), White::Merlin), 3, "CHV-19.7 b");
    assert_eq!(count(g.black_discard(), Black::Morgan(3)), 1, "CHV-19.7 b");
    assert_eq!(
        g.step(),
        Some(&Step::Heroic),
        "CHV-6.3 the window closes at 3"
    );
}

#[test]
fn chv_19_7_c_a_failed_cancel_gives_the_merlins_back() {
    let mut g = morgan3("Me F1", "Me");
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::Commit(1));
    play(&mut g, 1, Action::Commit(1));
    assert_eq!(
        decider(&g),
        Some(s(2)),
        "CHV-6.3: one pass around the table"
    );
    play(&mut g, 2, Action::Pass);
    assert_eq!(g.board().engines, 2, "CHV-19.7 c: M3 applies (+2 engines)");
    assert_eq!(hand(&g, 0), wc("F1 Me"), "CHV-19.7 c: the Merlin goes back");
    assert_eq!(hand(&g, 1), wc("Me"), "CHV-19.7 c");
    assert!(g.committed().is_empty(), "CHV-6.3");
}

#[test]
fn chv_19_7_d_vivien_blocks_every_merlin() {
    let mut g = fx(3)
        .vivien()
        .hand(0, "Me Me Me")
        .hand(1, "Me Me")
        .engines(1)
        .black_top("Mo3")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.board().engines,
        3,
        "CHV-19.7 d: no cancel window, M3 applies"
    );
    assert_eq!(g.step(), Some(&Step::Heroic), "CHV-19.7 d");
    refuse(
        &mut g,
        0,
        sp(Special::Merlin(MerlinUse::Engine)),
        E::MerlinBlocked,
        "CHV-19.7 d",
    );
}

/// K (seat 0) at 3 Life, who moved to the Black Knight as his first Heroic action.
fn after_move() -> Chevaliers {
    fx(3)
        .life(0, 3)
        .on(0, Quest::BlackKnight)
        .hand(0, "F2 F2")
        .at_after(HeroicType::Move)
        .build()
}

#[test]
fn chv_19_7_e_the_extra_action_must_be_of_another_type() {
    let mut g = after_move();
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Move(Place::Camelot)),
        E::SameActionType,
        "CHV-19.7 e",
    );
    assert_eq!(g.life(s(0)), 3, "CHV-19.7 e: Life still 3");
}

#[test]
fn chv_19_7_f_sacrifice_pays_and_acts_once() {
    let mut g = after_move();
    play(&mut g, 0, Action::Sacrifice(Heroic::Play(f(2))));
    assert_eq!(g.life(s(0)), 2, "CHV-19.7 f: Life 2");
    assert_eq!(
        g.board().black_knight.knights,
        vec![2],
        "CHV-19.7 f: card placed"
    );
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Move(Place::Camelot)),
        E::SacrificeAlreadyUsed,
        "CHV-19.7 f",
    );
}

#[test]
fn chv_19_7_f_an_illegal_extra_action_leaves_the_life_unpaid() {
    let mut g = after_move();
    refuse(
        &mut g,
        0,
        Action::Sacrifice(Heroic::Play(f(5))),
        E::CardNotInHand,
        "CHV-19.7 note: atomic",
    );
    assert_eq!(g.life(s(0)), 3, "CHV-19.7 note");
}

#[test]
fn chv_19_7_g_heal() {
    let mut g = fx(3).life(0, 3).hand(0, "F3 F3 F3").at_heroic().build();
    play(&mut g, 0, hero(Heroic::Heal(f(3))));
    assert_eq!(g.life(s(0)), 4, "CHV-19.7 g: Life 4");
    assert!(g.hand(s(0)).is_empty(), "CHV-5.8 the three are discarded");
    let mut g = fx(3).life(0, 3).hand(0, "F3 F3 F4").at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Heal(f(3))),
        E::NotIdentical,
        "CHV-19.7 g",
    );
    let mut g = fx(3).life(0, 6).hand(0, "F3 F3 F3").at_heroic().build();
    refuse(
        &mut g,
        0,
        hero(Heroic::Heal(f(3))),
        E::LifeAtMaximum,
        "CHV-19.7 g",
    );
}

#[test]
fn chv_19_7_h_death_hides_the_loyalty() {
    let mut g = fx(3).life(0, 1).hand(0, "F1 Gr").build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert!(!g.is_alive(s(0)), "CHV-19.7 h: K dies");
    assert!(g.hand(s(0)).is_empty(), "CHV-19.7 h: hand discarded");
    assert_eq!(count(g.white_discard(), White::Grail), 1, "CHV-12.2");
    assert_eq!(
        g.observe(s(1)).loyalty[0],
        None,
        "CHV-19.7 h: Loyalty hidden"
    );
    assert_eq!(g.winner(), None, "CHV-12.5 other Loyal knights live");
    assert_eq!(g.active(), s(1), "CHV-3.6 the turn ends");
}

#[test]
fn chv_19_7_h_death_of_the_last_loyal_knight_is_evils_win() {
    let mut g = fx(3).traitor(2).dead(1).life(0, 1).build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(g.winner(), Some(Side::Evil), "CHV-19.7 h / CHV-12.5");
}

#[test]
fn chv_19_7_i_the_grail_saves_a_dying_knight() {
    let mut g = fx(3)
        .life(0, 1)
        .holds(2, RelicKind::Grail)
        .grail_closed()
        .build();
    play(&mut g, 0, Action::EvilLoseLife);
    assert_eq!(
        g.step(),
        Some(&Step::GrailSave(s(0))),
        "CHV-11.3 the window"
    );
    assert_eq!(decider(&g), Some(s(2)), "CHV-11.3 the holder decides");
    play(&mut g, 2, Action::UseGrail);
    assert!(g.is_alive(s(0)), "CHV-19.7 i");
    assert_eq!(g.life(s(0)), 4, "CHV-19.7 i: set to 4 Life");
    assert_eq!(g.board().grail_relic, Relic::Gone, "CHV-19.7 i: Grail out");
}

#[test]
fn chv_19_7_j_arthurs_exchange_is_seen_by_the_two_only() {
    let mut g = fxk(&[Knight::Arthur, Knight::Percival, Knight::Galahad])
        .hand(0, "Gr F1")
        .hand(1, "F5")
        .at_heroic()
        .build();
    let all = play_all_seen(&mut g, 0, Action::ArthurGive(s(1), White::Grail));
    let views = |who: Option<Seat>| table_ronde::core::events::events_for(&all, who);
    let gave = |evs: Vec<Ev>| {
        evs.into_iter().find_map(|e| match e {
            Ev::Gave { card, .. } => Some(card),
            _ => None,
        })
    };
    assert_eq!(
        gave(views(Some(s(0)))),
        Some(Some(White::Grail)),
        "CHV-19.7 j"
    );
    assert_eq!(
        gave(views(Some(s(1)))),
        Some(Some(White::Grail)),
        "CHV-19.7 j"
    );
    assert_eq!(
        gave(views(Some(s(2)))),
        Some(None),
        "CHV-19.7 j: others see an exchange"
    );
    assert_eq!(decider(&g), Some(s(1)), "CHV-10.1 B gives back");
    let all = play_all_seen(&mut g, 1, Action::GiveBack(f(5)));
    let views = |who: Option<Seat>| table_ronde::core::events::events_for(&all, who);
    assert_eq!(gave(views(Some(s(0)))), Some(Some(f(5))), "CHV-19.7 j");
    assert_eq!(gave(views(Some(s(2)))), Some(None), "CHV-19.7 j");
    assert_eq!(hand(&g, 0), wc("F1 F5"), "CHV-10.1");
    assert_eq!(hand(&g, 1), wc("Gr"), "CHV-10.1");
    assert_eq!(g.step(), Some(&Step::Heroic), "CHV-3.4 a free action");
}
