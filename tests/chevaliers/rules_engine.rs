//! Chevaliers rule tests for the engine: hidden information (CHV-16.1, 16.2), signals and
//! computer players' inputs (CHV-16.3, 16.6), the decisions and their protocols (CHV-17.1 to
//! 17.3), typed refusals (CHV-17.4), determinism (CHV-17.5), the edge cases of CHV-17.6 not
//! covered elsewhere, and the options of CHV-20.

use crate::support;
use support::*;
use table_ronde::core::bytes::Reader;
use table_ronde::core::game::GameOptions;
use table_ronde::core::policy::RuleBased;
use table_ronde::core::rng::GameRng;
use table_ronde::games::chevaliers::options::{KnightAssignment, LoyaltyPool};

#[test]
fn chv_16_1_hands_loyalty_and_deck_order_are_private() {
    let base = |hand0: &str, traitor: u8, top: &str| {
        fx(4)
            .hand(0, hand0)
            .hand(1, "F1 F1")
            .traitor(traitor)
            .black_top(top)
            .build()
    };
    let a = base("F2 Gr Me", 0, "Pict Saxon");
    let b = base("F5 F5 Lady", 2, "Saxon Mo2");
    assert_eq!(
        a.observe(s(1)),
        b.observe(s(1)),
        "CHV-16.1 / CHV-18.15 seat 1 sees no difference"
    );
    assert_eq!(
        a.observe(s(1)).hand_sizes[0],
        3,
        "CHV-16.1 the number of cards"
    );
    assert_ne!(
        a.observe(s(0)),
        b.observe(s(0)),
        "CHV-16.1 the owner sees his hand"
    );
    assert_eq!(
        a.observe(s(0)).hand,
        sorted(wc("F2 Gr Me")),
        "CHV-16.1 own hand"
    );
}

#[test]
fn chv_16_1_face_down_discards_are_hidden() {
    let mut g = fx(3).life(0, 3).hand(0, "Gr Gr Gr").at_heroic().build();
    let seen = play_seen(&mut g, 0, hero(Heroic::Heal(White::Grail)), Some(s(1)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::DiscardedDown {
                card: None,
                count: 3,
                ..
            }
        )),
        "CHV-16.1 others see three identical cards, face down"
    );
    let mut g = fx(3)
        .on(0, Quest::Excalibur)
        .hand(0, "Me")
        .at_heroic()
        .build();
    let seen = play_seen(&mut g, 0, hero(Heroic::Discard(White::Merlin)), Some(s(2)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::DiscardedDown {
                card: None,
                count: 1,
                ..
            }
        )),
        "CHV-16.1 one White card at Excalibur"
    );
    let mut g = fx(3)
        .on(0, Quest::Excalibur)
        .hand(0, "Me")
        .at_heroic()
        .build();
    let seen = play_seen(&mut g, 0, hero(Heroic::Discard(White::Merlin)), Some(s(0)));
    assert!(
        seen.iter().any(|e| matches!(
            e,
            Ev::DiscardedDown {
                card: Some(White::Merlin),
                ..
            }
        )),
        "CHV-16.1 the owner"
    );
}

#[test]
fn chv_16_1_public_board_and_commitments() {
    let mut g = fx(3)
        .swords(2, 1)
        .engines(4)
        .hand(0, "Me F1")
        .hand(1, "Me")
        .black_top("Mo3")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::Commit(1));
    let obs = g.observe(s(2));
    assert_eq!(
        obs.committed,
        vec![(s(0), 1)],
        "CHV-16.1 Merlin commitments"
    );
    assert_eq!(
        (obs.board.white, obs.board.black, obs.board.engines),
        (2, 1, 4),
        "CHV-16.1"
    );
    assert_eq!(obs.life, vec![4, 4, 4], "CHV-16.1 Life");
    assert_eq!(obs.location[0], Some(Place::Camelot), "CHV-16.1 locations");
}

#[test]
fn chv_16_2_determinize_keeps_the_observation() {
    for seed in 0..20 {
        let mut g = Chevaliers::new(&ChevaliersOptions::default(), 5, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..60 {
            let Some(seat) = decider(&g) else { break };
            let legal = g.legal_actions(seat);
            let a = legal[rng.index(legal.len())];
            g.play(seat, &a).expect("CHV-18.14 legal");
        }
        for i in 0..5 {
            let d = g.determinize(s(i), &mut rng);
            assert_eq!(
                d.observe(s(i)),
                g.observe(s(i)),
                "CHV-16.2 / CHV-18.15 seat {i}"
            );
        }
    }
}

#[test]
fn chv_16_3_free_chat_is_off_by_default() {
    assert!(
        !ChevaliersOptions::default().free_chat,
        "CHV-16.3 chv.free_chat = false"
    );
}

#[test]
fn chv_16_6_computer_players_act_on_their_observation() {
    let g = fx(3).hand(0, "F1 Me").at_heroic().build();
    let obs = g.observe(s(0));
    assert_eq!(
        Chevaliers::observed_legal(&obs),
        g.legal_actions(s(0)),
        "CHV-16.6"
    );
    let mut rng = GameRng::from_seed(1);
    let a = Chevaliers::rule_based(&obs, &mut rng);
    assert!(
        g.legal_actions(s(0)).contains(&a),
        "CHV-16.6 through legal actions"
    );
}

#[test]
fn chv_17_1_one_pending_decision_with_its_options() {
    let g = fxk(&[Knight::Percival, Knight::Tristan, Knight::Galahad]).build();
    assert_eq!(
        g.legal_actions(s(0)),
        vec![
            Action::EvilDraw,
            Action::EvilSiege,
            Action::EvilLoseLife,
            Action::Peek
        ],
        "CHV-17.1 Evil action, Percival first"
    );
    assert!(
        g.legal_actions(s(1)).is_empty(),
        "CHV-17.1 one decider at a time"
    );
    let mut g = fx(3).hand(1, "Me Me").black_top("Vivien").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.legal_actions(s(0)),
        vec![Action::Pass],
        "CHV-17.1 no Merlin: pass"
    );
    play(&mut g, 0, Action::Pass);
    assert_eq!(
        g.legal_actions(s(1)),
        vec![Action::Pass, Action::Commit(1), Action::Commit(2)],
        "CHV-17.1 Merlin cancel"
    );
    let g = fx(3)
        .grail_closed()
        .holds(1, RelicKind::Grail)
        .then(Step::GrailSave(s(0)))
        .build();
    assert_eq!(
        g.legal_actions(s(1)),
        vec![Action::UseGrail, Action::Pass],
        "CHV-17.1 Grail save"
    );
    let g = fx(3)
        .excalibur_closed()
        .holds(2, RelicKind::Excalibur)
        .black_top("Pict")
        .build();
    let mut g = g;
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        g.legal_actions(s(2)),
        vec![Action::ThrowExcalibur, Action::Pass],
        "CHV-17.1 Excalibur cancel"
    );
    let mut g = fx(3).hand(1, "F1 F2 F3").black_top("Mo1").build();
    play(&mut g, 0, Action::EvilDraw);
    pass_merlins(&mut g);
    assert_eq!(
        g.legal_actions(s(1)),
        vec![Action::Volunteer, Action::Pass],
        "CHV-17.1 Morgan volunteer"
    );
}

#[test]
fn chv_17_2_sharing_protocol() {
    // Spoils of a war for seats 1 and 2, seat 1 completing.
    let spoils = || {
        let mut g = fx(3)
            .active(1)
            .on(1, Quest::Saxons)
            .on(2, Quest::Saxons)
            .war_fights(War::Saxons, "F1 F2 F3 F4")
            .hand(1, "F5")
            .white_top("Gr Gr Gr Me")
            .at_heroic()
            .build();
        play(&mut g, 1, qp("F5"));
        g
    };
    let mut g = spoils();
    assert_eq!(
        sorted(g.pool().to_vec()),
        wc("Gr Gr Gr Me"),
        "CHV-17.2 face up"
    );
    refuse(
        &mut g,
        1,
        Action::Allot(s(0)),
        E::InvalidTarget,
        "CHV-17.2 sharers only",
    );
    for to in [1, 1, 2, 1] {
        play(&mut g, 1, Action::Allot(s(to)));
    }
    assert_eq!(
        decider(&g),
        Some(s(2)),
        "CHV-17.2 each other sharer answers"
    );
    play(&mut g, 2, Action::Accept);
    assert_eq!(hand(&g, 1), wc("Gr Gr Me"), "CHV-17.2 all accept: applied");
    assert_eq!(hand(&g, 2), wc("Gr"), "CHV-17.2");
    let mut g = spoils();
    for _ in 0..4 {
        play(&mut g, 1, Action::Allot(s(1)));
    }
    play(&mut g, 2, Action::Reject);
    assert_eq!(
        (g.hand(s(1)).len(), g.hand(s(2)).len()),
        (2, 2),
        "CHV-17.2 dealt one by one"
    );
}

#[test]
fn chv_17_2_the_random_deal_starts_with_the_proposer() {
    // Three sharers (1, 2, 0 from the proposer) and four cards: the proposer gets two.
    let mut g = fx(3)
        .active(1)
        .on(0, Quest::Saxons)
        .on(1, Quest::Saxons)
        .on(2, Quest::Saxons)
        .war_fights(War::Saxons, "F1 F2 F3 F4")
        .hand(1, "F5")
        .at_heroic()
        .build();
    play(&mut g, 1, qp("F5"));
    for _ in 0..4 {
        play(&mut g, 1, Action::Allot(s(0)));
    }
    play(&mut g, 2, Action::Reject);
    let sizes: Vec<usize> = (0..3).map(|i| g.hand(s(i)).len()).collect();
    assert_eq!(
        sizes,
        vec![1, 2, 1],
        "CHV-17.2 dealt clockwise from the proposer"
    );
}

#[test]
fn chv_17_3_volunteers_asked_clockwise_from_the_drawer() {
    let mut g = fx(4)
        .active(2)
        .hand(0, "F1")
        .hand(1, "F1")
        .hand(3, "F1")
        .black_top("Mo5")
        .build();
    play(&mut g, 2, Action::EvilDraw);
    pass_merlins(&mut g);
    let mut asked = Vec::new();
    while let Some(Step::Volunteer { .. }) = g.step() {
        let seat = decider(&g).expect("asked").0;
        asked.push(seat);
        play(&mut g, seat, Action::Pass);
    }
    assert_eq!(
        asked,
        vec![2, 3, 0, 1],
        "CHV-17.3 clockwise from the drawer"
    );
    assert_eq!(
        decider(&g),
        Some(s(3)),
        "CHV-17.3 fallback, seat 2 has no card"
    );
}

#[test]
fn chv_17_4_refusals_are_typed_and_change_nothing() {
    let mut g = fx(3).hand(0, "F1").seed(42).build();
    refuse(&mut g, 1, Action::EvilSiege, E::NotYourDecision, "CHV-17.4");
    refuse(&mut g, 0, Action::Accept, E::WrongPhase, "CHV-17.4");
    refuse(&mut g, 0, Action::Keep(0), E::WrongPhase, "CHV-17.4");
    refuse(&mut g, 0, Action::Roll, E::WrongPhase, "CHV-17.4");
    for e in [E::PatternBroken, E::GameOver, E::MerlinBlocked] {
        assert!(
            e.rule().starts_with("CHV-"),
            "CHV-17.4 each error names its rule"
        );
        assert!(!e.to_string().is_empty(), "CHV-17.4");
    }
}

#[test]
fn chv_17_5_same_seed_and_actions_same_states() {
    let run = |seed: u64| {
        let mut g = Chevaliers::new(&ChevaliersOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(99);
        let mut log = Vec::new();
        for _ in 0..300 {
            let Some(seat) = decider(&g) else { break };
            let legal = g.legal_actions(seat);
            let a = legal[rng.index(legal.len())];
            g.play(seat, &a).expect("legal");
            log.push((seat, a));
        }
        (g, log)
    };
    let (a, log) = run(7);
    let mut b = Chevaliers::new(&ChevaliersOptions::default(), 4, 7).expect("setup");
    for (seat, act) in &log {
        b.play(*seat, act).expect("CHV-17.5 replay");
    }
    assert!(a == b, "CHV-17.5 same seed + same actions = same state");
    let (c, _) = run(8);
    assert!(a != c, "CHV-17.5 the seed matters");
}

#[test]
fn chv_17_6_armour_in_a_morgan_sequence_draws_two_each_time() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .holds(0, RelicKind::Armour)
        .black_top("Mo2 Pict Pict Saxon Saxon Exc Exc Desp")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert!(matches!(g.step(), Some(Step::Armour { .. })), "CHV-17.6");
    play(&mut g, 0, Action::Keep(0));
    pass_merlins(&mut g);
    play(&mut g, 0, Action::Keep(0));
    play(&mut g, 0, Action::Keep(0));
    play(&mut g, 0, Action::Keep(0));
    assert_eq!(
        g.board().war(War::Saxons).warriors,
        1,
        "CHV-17.6 each draw: 2, keep 1"
    );
    assert_eq!(g.board().excalibur, -1, "CHV-17.6");
    assert_eq!(g.board().war(War::Picts).warriors, 1, "CHV-17.6");
}

#[test]
fn chv_17_6_lancelot_closed_the_dragon_takes_the_dragon_value() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .relic(RelicKind::Armour, Relic::Gone)
        .black_top("LD7")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::FaceUp);
    assert_eq!(g.board().dragon.evil.len(), 1, "CHV-17.6 to the Dragon");
    assert_eq!(g.evil_total(Quest::Dragon), 11, "CHV-17.6 its Dragon value");
}

#[test]
fn chv_17_6_the_traitor_steals_nothing_when_no_one_has_cards() {
    let mut g = fx(3).unmasked(0).at_traitor_steal().build();
    assert_eq!(
        g.step(),
        Some(&Step::TraitorEvil),
        "CHV-17.6 skip the steal"
    );
    play(&mut g, 0, Action::EvilSiege);
    assert_eq!(g.board().engines, 1, "CHV-17.6");
}

#[test]
fn chv_17_6_the_knights_may_cancel_the_revealed_traitors_special() {
    let mut g = fx(3)
        .unmasked(0)
        .hand(1, "Me Me Me")
        .at_traitor_evil()
        .black_top("Mo3")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(
        decider(&g),
        Some(s(1)),
        "CHV-17.6 the window skips the Traitor"
    );
    play(&mut g, 1, Action::Commit(3));
    assert_eq!(g.board().engines, 0, "CHV-17.6 cancelled");
}

#[test]
fn chv_17_6_a_knight_on_a_solo_quest_without_fight_cards_still_acts() {
    let mut g = fx(3)
        .on(0, Quest::BlackKnight)
        .knights_side(Quest::BlackKnight, "F3")
        .hand(0, "Gr")
        .at_heroic()
        .build();
    refuse(&mut g, 0, Action::Pass, E::HeroicActionRequired, "CHV-17.6");
    assert!(offered(&g, 0, home()), "CHV-17.6 often MOVE");
}

#[test]
fn chv_20_options_round_trip_and_defaults() {
    let d = ChevaliersOptions::default();
    assert_eq!(
        d.knight_assignment,
        KnightAssignment::Random,
        "CHV-20 CHV-2.3"
    );
    assert_eq!(d.loyalty_pool, LoyaltyPool::NPlusOne, "CHV-20 CHV-2.4");
    assert!(d.heal_allows_merlin_triplet, "CHV-20 CHV-5.8");
    assert_eq!(d.excalibur_half_track, 5, "CHV-20 CHV-7.7");
    assert!(d.excalibur_in_siege && d.kay_in_siege, "CHV-20 CHV-7.10");
    assert!(!d.voluntary_traitor_reveal, "CHV-20 CHV-13.8");
    assert!(
        d.dead_traitor_flips,
        "CHV-20 CHV-14.3 (the seed: a dead Traitor flips too)"
    );
    assert!(d.reshuffle_both, "CHV-20 CHV-15.1");
    let o = ChevaliersOptions {
        knight_assignment: KnightAssignment::Choose,
        loyalty_pool: LoyaltyPool::GuaranteedTraitor,
        heal_allows_merlin_triplet: false,
        excalibur_half_track: 3,
        excalibur_in_siege: false,
        kay_in_siege: false,
        voluntary_traitor_reveal: true,
        dead_traitor_flips: false,
        reshuffle_both: false,
        free_chat: true,
        ..d
    };
    let mut bytes = Vec::new();
    o.encode(&mut bytes);
    let back = ChevaliersOptions::decode(&mut Reader::new(&bytes)).expect("CHV-20 decode");
    assert_eq!(back, o, "CHV-20 every option key round-trips");
    let bad = ChevaliersOptions {
        excalibur_half_track: 0,
        ..ChevaliersOptions::default()
    };
    assert!(
        Chevaliers::new(&bad, 3, 1).is_err(),
        "CHV-20 a track of 0 is refused"
    );
}

/// The Armour's holder (seat 0) puts a Saxon under a 4-card deck; seat 1 then plays
/// Clairvoyance on the whole deck and puts it back in the order given.
fn clairvoyance_over_a_known_bottom(order: [u8; 4]) -> Chevaliers {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .holds(0, RelicKind::Armour)
        .hand(1, "Clair")
        .black_rest(Rest::Gone)
        .black_top("Pict Saxon Exc Desp Merc")
        .build();
    play(&mut g, 0, Action::EvilDraw);
    play(&mut g, 0, Action::Keep(0));
    assert_eq!(
        g.observe(s(0)).known_bottom,
        bc("Saxon"),
        "CHV-16.1 the holder knows"
    );
    play(&mut g, 0, mv(Quest::Picts));
    play(&mut g, 0, Action::EndTurn);
    play(&mut g, 1, Action::EvilSiege);
    play(&mut g, 1, sp(Special::Clairvoyance));
    for k in order {
        play(&mut g, 1, Action::Order(k));
    }
    g
}

#[test]
fn chv_16_1_clairvoyance_over_the_whole_deck_hides_its_new_order() {
    let a = clairvoyance_over_a_known_bottom([0, 0, 0, 0]);
    let b = clairvoyance_over_a_known_bottom([3, 0, 0, 0]);
    assert_ne!(a.black_deck(), b.black_deck(), "two different orders");
    assert_eq!(
        a.observe(s(0)),
        b.observe(s(0)),
        "CHV-16.1 / CHV-18.15 only Clairvoyance's player knows the new order"
    );
    assert_eq!(
        a.observe(s(1)).known_top.len(),
        4,
        "CHV-8.3 he knows all four"
    );
}

/// Actions with values no decision offers: out-of-range seats, counts and card values.
fn odd_actions() -> Vec<Action> {
    let far = s(9);
    vec![
        Action::Steal(far),
        Action::Allot(far),
        Action::ArthurGive(far, f(1)),
        Action::Keep(2),
        Action::Keep(200),
        Action::Order(9),
        Action::Commit(0),
        Action::Commit(4),
        Action::KayAdd(0),
        Action::KayAdd(9),
        Action::AddFight(0),
        Action::AddFight(6),
        Action::GiveBack(White::Fight(0)),
        Action::Give(White::Fight(7)),
        Action::Discard(White::Fight(0)),
        Action::Lay(White::Fight(6)),
        hero(Heroic::Accuse(far)),
        hero(Heroic::Siege(0)),
        hero(Heroic::Siege(9)),
        hero(Heroic::Play(White::Fight(0))),
        hero(Heroic::Heal(White::Fight(9))),
        sp(Special::Messenger(far)),
        sp(Special::Merlin(MerlinUse::Combat(Quest::Picts))),
        Action::Sacrifice(Heroic::Accuse(far)),
        Action::Sacrifice(Heroic::Heal(White::Fight(0))),
        Action::Galahad(Special::Messenger(far)),
        Action::TristanDepart(Quest::Dragon),
    ]
}

#[test]
fn chv_17_4_odd_values_are_refused_without_panic() {
    for seed in 0..12 {
        let mut g = Chevaliers::new(&ChevaliersOptions::default(), 3 + (seed % 5) as usize, seed)
            .expect("setup");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            let Some(seat) = decider(&g) else { break };
            for a in odd_actions() {
                let legal = g.legal_actions(seat).contains(&a);
                let before = g.clone();
                for who in [seat, s(9)] {
                    if !legal || who != seat {
                        assert!(g.play(who, &a).is_err(), "CHV-17.4 {a:?} by {who:?}");
                        assert!(g == before, "CHV-17.4 {a:?} changed the state");
                    }
                }
            }
            let legal = g.legal_actions(seat);
            let a = legal[rng.index(legal.len())];
            g.play(seat, &a).expect("legal");
        }
    }
}

#[test]
fn chv_16_1_the_armours_two_cards_and_its_put_under_are_the_holders() {
    let mut g = fx(3)
        .stage(Stage::Dragon)
        .holds(0, RelicKind::Armour)
        .black_top("Exc Pict")
        .build();
    let all = play_all_seen(&mut g, 0, Action::EvilDraw);
    let drew = |who: u8| {
        table_ronde::core::events::events_for(&all, Some(s(who)))
            .into_iter()
            .find_map(|e| match e {
                Ev::ArmourDrew { cards, .. } => Some(cards),
                _ => None,
            })
    };
    assert_eq!(
        drew(0),
        Some(Some([Black::Excalibur, Black::Picts])),
        "CHV-16.1 the holder"
    );
    assert_eq!(drew(1), Some(None), "CHV-16.1 others: that he drew two");
    assert_eq!(
        g.observe(s(1)).pending,
        Some(Step::Armour {
            drawer: s(0),
            cards: [Black::BlackKnight(0); 2],
            seq: false
        }),
        "CHV-16.1 the pending choice is masked"
    );
    let all = play_all_seen(&mut g, 0, Action::Keep(1));
    let under = |who: u8| {
        table_ronde::core::events::events_for(&all, Some(s(who)))
            .into_iter()
            .find_map(|e| match e {
                Ev::PutUnder { card, .. } => Some(card),
                _ => None,
            })
    };
    assert_eq!(under(0), Some(Some(Black::Excalibur)), "CHV-16.1");
    assert_eq!(under(2), Some(None), "CHV-16.1 one card under the deck");
    assert!(
        table_ronde::core::events::events_for(&all, Some(s(2)))
            .iter()
            .any(|e| matches!(
                e,
                Ev::Drew {
                    card: Some(Black::Picts),
                    ..
                }
            )),
        "CHV-6.1 the kept card is shown"
    );
}
