//! Tournoi rule tests for observations and bots, engine behaviour, edge cases and options
//! (TRN-13, TRN-14, TRN-17 of `shared/rules/tournoi.md`).

use crate::support_rules as support;

use support::{act, actor, card, cards, from, gs, named, plain, refuse, round_of, s, setup};
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::policy::RuleBased;
use table_ronde::core::rng::GameRng;
use table_ronde::games::tournoi::{
    Action, Draw, Godsend, Hero, Phase, Play, Setup, Source, Suit, Tournoi, TournoiError as E,
    TournoiEvent, TournoiOptions, options,
};

const H4: [Hero; 4] = [Hero::Arthur, Hero::Lady, Hero::Crusaders, Hero::Guinevere];

fn random_step(g: &mut Tournoi, rng: &mut GameRng) -> Action {
    let seat = actor(g);
    let legal = g.legal_actions(seat);
    assert!(!legal.is_empty(), "TRN-15.13");
    let a = legal[rng.below(legal.len() as u32) as usize];
    g.play(seat, &a).expect("legal action applies");
    a
}

/// TRN-13.1, TRN-13.5 (engine side): a knight sees his own hand and only the sizes of the
/// others; cards drawn and discarded face down are seen by their owner only; the melee,
/// piles, health and Godsends are public.
#[test]
fn trn_13_1_observation_hides_hands_and_draws() {
    let mut st = setup(&H4, &["Sw5 Sw6", "Sw9 Sw1", "Sw10 Sw2", "Sw12 Sw3"]);
    st.draw = cards("Ar1 Ar2");
    st.dealer = s(0);
    let mut g = from(&st);
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(1) });
    let mut events = Vec::new();
    let gift = Action::Draw {
        power: Draw::Gift,
        count: 2,
    };
    g.play_events(s(1), &gift, &mut events).expect("gift");
    let mine = events_for(&events, Some(s(1)));
    let theirs = events_for(&events, Some(s(2)));
    assert!(matches!(&mine[0], TournoiEvent::Drew { cards, .. } if cards.len() == 2));
    assert!(matches!(&theirs[0], TournoiEvent::Drew { cards, count: 2, .. } if cards.is_empty()));
    act(&mut g, 1, Action::Discard(card("Sw9")));
    act(&mut g, 1, Action::Discard(card("Ar1")));
    let o = g.observe(s(2));
    assert_eq!(o.hand, g.hand(s(2)));
    assert_eq!(o.hand_sizes, [2, 2, 2, 2]);
    assert_eq!(o.hidden_discards, [0, 2, 0, 0]);
    assert!(o.my_discards.is_empty());
    assert_eq!(g.observe(s(1)).my_discards, cards("Sw9 Ar1"));
    // Seat 1 now holds Sw1 and Ar2 (#32) and discarded Ar1 (#31): seat 2 sees neither.
    assert_eq!(g.hand(s(1)), &cards("Sw1 Ar2")[..]);
    let text = format!("{o:?}");
    assert!(!text.contains("Card(32)") && !text.contains("Card(31)"));
    assert!(format!("{:?}", g.observe(s(1))).contains("Card(32)"));
    assert!(
        !text.contains("Card(39)"),
        "Arrows 9 is nobody's business but seat 1's"
    );
    act(&mut g, 1, plain("Sw1"));
    assert_eq!(g.observe(s(3)).placed, g.placed());
}

/// TRN-13.2, TRN-14.15: windows prompt on public facts only: the Lady with Brocéliande is
/// asked even when she holds no other legal card, and can then only pass.
#[test]
fn trn_13_2_prompt_on_public_facts_only() {
    let heroes = [Hero::Gawain, Hero::Lady, Hero::Arthur];
    let mut st = setup(&heroes, &["Sw9", "Sw4 De2", "Sw10"]);
    st.legends[1] = true;
    st.hands = vec![cards("Sw9 Sw1"), cards("Sw4 De2"), cards("Sw10 Sw2")];
    let mut g = from(&st);
    round_of(&mut g, &["Sw9", "Sw4", "Sw10"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    assert_eq!(g.legal_actions(s(1)), [Action::Pass]);
    refuse(
        &mut g,
        1,
        Action::Broceliande(Play::plain(card("De2"))),
        E::MustFollowSuit,
    );
}

/// TRN-13.3: the deductions bots may make are sound: a non-Crusader who followed with
/// Alchemy held no card of the led suit; a knight who dishonored held no card of the led
/// suit, no Alchemy and no enchanter (random games).
#[test]
fn trn_13_3_void_deductions_are_sound() {
    let mut checked = 0;
    for seed in 0..8 {
        let mut g = Tournoi::new(&TournoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(100 + seed);
        while !g.is_over() && g.round() <= 2 {
            let seat = actor(&g);
            let before = g.clone();
            let a = random_step(&mut g, &mut rng);
            let Phase::Melee { .. } = before.phase() else {
                continue;
            };
            let Some(led) = before.placed().first().and_then(|p| p.suit) else {
                continue;
            };
            let hand = before.hand(seat);
            match a {
                Action::Play(p) if p.card.is_alchemy() && before.hero(seat) != Hero::Crusaders => {
                    assert!(hand.iter().all(|c| c.suit() != Some(led)));
                    checked += 1;
                }
                Action::Dishonor(_) => {
                    assert!(hand.iter().all(|c| {
                        c.suit() != Some(led) && !c.is_alchemy() && !c.is_enchanter()
                    }));
                    checked += 1;
                }
                _ => {}
            }
        }
    }
    assert!(checked > 10, "only {checked} cases");
}

/// TRN-13.4: the rule-based knight decides from its observation only and always returns one
/// of the legal actions.
#[test]
fn trn_13_4_bot_acts_legally_from_its_observation() {
    for seed in 0..3 {
        let mut g = Tournoi::new(&TournoiOptions::default(), 5, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !g.is_over() && steps < 1500 {
            let seat = actor(&g);
            let obs = g.observe(seat);
            assert_eq!(obs.legal, g.legal_actions(seat));
            let a = Tournoi::rule_based(&obs, &mut rng);
            assert!(obs.legal.contains(&a), "{a:?}");
            g.play(seat, &a).expect("legal");
            steps += 1;
        }
    }
}

/// TRN-14.1: one pending decision at a time; other seats get `NotYourDecision`, actions of
/// another decision kind `WrongDecisionKind` (or `WrongWindow` for a power).
#[test]
fn trn_14_1_one_decision_at_a_time() {
    let mut g = from(&setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]));
    assert_eq!(g.actors(), [s(0)]);
    refuse(&mut g, 1, plain("Sw9"), E::NotYourDecision);
    refuse(&mut g, 0, Action::Take(Source::Deck), E::WrongDecisionKind);
    refuse(
        &mut g,
        0,
        Action::Discard(card("Sw5")),
        E::WrongDecisionKind,
    );
    refuse(&mut g, 0, Action::Pass, E::WrongDecisionKind);
    refuse(&mut g, 0, Action::Lancelot, E::WrongWindow);
    for k in 1..4 {
        assert!(g.legal_actions(s(k)).is_empty());
    }
}

/// TRN-14.2: every refused action leaves the state unchanged, RNG included (random games,
/// every attempt of the action space that is not legal).
#[test]
fn trn_14_2_refusals_leave_the_state_unchanged() {
    let mut refused = 0;
    for seed in 0..3 {
        let mut g = Tournoi::new(&TournoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            let seat = actor(&g);
            let legal = g.legal_actions(seat);
            for a in g.action_space(seat) {
                if legal.contains(&a) {
                    continue;
                }
                let before = g.clone();
                assert!(g.play(seat, &a).is_err(), "{a:?} not listed but accepted");
                assert!(g == before);
                refused += 1;
            }
            random_step(&mut g, &mut rng);
        }
    }
    assert!(refused > 1000);
}

/// TRN-14.3: the same seed and actions give the same states.
#[test]
fn trn_14_3_determinism() {
    let mut a = Tournoi::new(&TournoiOptions::default(), 6, 77).expect("setup");
    let mut b = Tournoi::new(&TournoiOptions::default(), 6, 77).expect("setup");
    let mut rng = GameRng::from_seed(5);
    while !a.is_over() {
        let act = random_step(&mut a, &mut rng);
        b.play(actor(&b), &act).expect("same action");
        assert!(a == b);
    }
    assert_eq!(a.outcome(), b.outcome());
}

/// TRN-14.4: a single face-up card after the feints loses (5, 5, 9 → 9).
#[test]
fn trn_14_4_lone_face_up_card_loses() {
    let heroes = [Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut g = from(&setup(&heroes, &["Sw5", "Al5", "Sw9"]));
    round_of(&mut g, &["Sw5", "Al5", "Sw9"]);
    assert_eq!(g.sheet()[0], [0, 0, 15]);
}

/// TRN-14.5: when every other knight dishonors, the leader's card is alone and loses.
#[test]
fn trn_14_5_everyone_else_dishonors() {
    let mut g = from(&setup(&H4[..3], &["Sw15", "De2", "So4"]));
    act(&mut g, 0, plain("Sw15"));
    act(&mut g, 1, Action::Dishonor(card("De2")));
    act(&mut g, 2, Action::Dishonor(card("So4")));
    assert_eq!(g.sheet()[0], [10, 5, 5]);
}

/// TRN-14.6: two knights with equal values: both feint, no loser, the leader leads again.
#[test]
fn trn_14_6_two_knights_equal_values() {
    let mut g = from(&setup(&[Hero::Arthur, Hero::Lady], &["Sw7 Sw2", "Al7 De1"]));
    act(&mut g, 0, plain("Sw7"));
    act(&mut g, 1, plain("Al7"));
    assert_eq!(g.last_melee().1, None);
    assert_eq!(g.set_aside().len(), 2);
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}

/// TRN-14.7: an all-feint melee 12 wounds nobody; its cards go to the discard.
#[test]
fn trn_14_7_all_feint_melee_12() {
    let mut st = setup(&[Hero::Arthur, Hero::Lady], &["Me1", "Me2"]);
    st.set_aside = cards("Sw15");
    let mut g = from(&st);
    act(&mut g, 0, named("Me1", Some(Suit::Swords), 8));
    act(&mut g, 1, named("Me2", Some(Suit::Swords), 8));
    assert_eq!(g.sheet()[0], [0, 0]);
}

/// TRN-14.8: Twin Hearts (or Treachery) can leave no face-up card: no loser.
#[test]
fn trn_14_8_power_leaves_no_face_up_card() {
    let mut g = from(&setup(
        &[Hero::Tristan, Hero::Lady],
        &["Sw6 Sw1", "Sw7 Sw2"],
    ));
    round_of(&mut g, &["Sw6", "Sw7"]);
    act(&mut g, 0, Action::TwinHearts(s(1)));
    assert_eq!(g.last_melee().1, None);
    assert_eq!(g.set_aside().len(), 2);
    let heroes = [Hero::Gawain, Hero::Mordred, Hero::Lady];
    let mut st = setup(&heroes, &["Sw6 Sw1", "Al6 De2", "Sw9 Sw3"]);
    st.dealer = s(2);
    let mut g = from(&st);
    round_of(&mut g, &["Sw6", "Al6", "Sw9"]);
    act(&mut g, 1, Action::Treachery(s(2)));
    assert_eq!(g.last_melee().1, None);
}

/// TRN-14.9: after Lancelot the new loser may use his Sanctuary: the melee is set aside and
/// he leads next.
#[test]
fn trn_14_9_lancelot_then_sanctuary() {
    let heroes = [Hero::Guinevere, Hero::Gawain, Hero::Arthur];
    let mut st = setup(&heroes, &["Sw3 Sw1", "Sw8 Sw2", "Sw11 Sw4"]);
    st.legends[0] = true;
    st.godsends[1] = vec![gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw3", "Sw8", "Sw11"]);
    act(&mut g, 0, Action::Lancelot);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(1) });
    act(&mut g, 1, Action::Sanctuary);
    assert_eq!(g.set_aside().len(), 3);
    assert_eq!(g.phase(), Phase::Melee { seat: s(1) });
}

/// TRN-14.10: a short draw pile serves the window in order; a knight finding it empty is not
/// asked to draw (the size is public).
#[test]
fn trn_14_10_draw_pile_shortage() {
    let heroes = [Hero::Lady, Hero::Gawain, Hero::Arthur];
    let mut st = setup(&heroes, &["Sw5", "Sw9", "Sw10"]);
    st.dealer = s(1);
    st.godsends[2] = vec![gs(Godsend::Providence, 0)];
    st.draw = cards("Ar1");
    let mut g = from(&st);
    act(
        &mut g,
        2,
        Action::Draw {
            power: Draw::Providence,
            count: 1,
        },
    );
    act(&mut g, 2, Action::Discard(card("Ar1")));
    assert_eq!(g.draw_size(), 0);
    assert_eq!(g.phase(), Phase::Melee { seat: s(2) });
}

/// TRN-14.11, TRN-8.14: with the Godsend deck and discard empty the picks are skipped.
#[test]
fn trn_14_11_no_godsend_left() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.round = 2;
    let mut g = from(&st);
    g.empty_godsend_supply_for_tests();
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.health(s(0)), 380);
    assert_eq!(g.round(), 3);
    assert!((0..4).all(|k| g.godsends(s(k)).is_empty()));
}

/// TRN-14.12: several knights at 0 in one injury step: the game ends, the healthiest wins.
#[test]
fn trn_14_12_several_at_zero() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![20, 5, 100, 50];
    st.piles[1] = cards("Sw1");
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!((g.health(s(0)), g.health(s(1))), (0, 0));
    assert_eq!(g.winners(), [s(2)]);
}

/// TRN-14.13: a knight brought to 0 is not healed by his Holy Grail; the game ends.
#[test]
fn trn_14_13_no_healing_at_zero() {
    let heroes = [Hero::Crusaders, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = setup(&heroes, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![15, 300, 300, 300];
    st.legends[0] = true;
    st.godsends[0] = vec![gs(Godsend::Benediction, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.health(s(0)), 0);
    assert_eq!(g.phase(), Phase::Over);
}

/// TRN-14.14: Arthur's token on an enchanter, or twice in a round without Excalibur.
#[test]
fn trn_14_14_token_errors() {
    let heroes = [Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut g = from(&setup(&heroes, &["Me1 Sw4", "Sw9 Sw1", "Sw10 Sw2"]));
    let on_me = Action::Play(Play {
        plus3: true,
        ..Play::named(card("Me1"), Some(Suit::Swords), 2)
    });
    refuse(&mut g, 0, on_me, E::ModifierNotAllowedOnCard);
    act(
        &mut g,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("Sw4"))
        }),
    );
    round_of(&mut g, &["Sw9", "Sw10"]);
    assert_eq!(actor(&g), s(0));
    refuse(
        &mut g,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::named(card("Me1"), Some(Suit::Swords), 2)
        }),
        E::ModifierNotAllowedOnCard,
    );
    let mut g2 = from(&setup(&heroes, &["Sw3 Sw4", "Sw9 Sw1", "Sw10 Sw2"]));
    act(
        &mut g2,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("Sw3"))
        }),
    );
    round_of(&mut g2, &["Sw9", "Sw10"]);
    refuse(
        &mut g2,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("Sw4"))
        }),
        E::PowerExhausted,
    );
}

/// TRN-14.16: Judgement naming himself, or Arrows with two knights.
#[test]
fn trn_14_16_judgement_errors() {
    let mut st = setup(&[Hero::Arthur, Hero::Lady], &["Sw4", "Sw9"]);
    st.godsends[0] = vec![gs(Godsend::Judgement, 0)];
    let mut g = from(&st);
    let j = |suit, t| Action::Judgement { suit, target: s(t) };
    refuse(&mut g, 0, j(Suit::Swords, 0), E::InvalidTarget);
    refuse(&mut g, 0, j(Suit::Arrows, 1), E::SuitNotInPlay);
    assert_eq!(g.legal_actions(s(0)).len(), 3 + 1);
}

/// TRN-14.17: Penance by the sole health leader has no target: only `Pass`.
#[test]
fn trn_14_17_penance_by_the_sole_leader() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![300, 400, 300, 300];
    st.piles[1] = cards("Sw1");
    st.godsends[1] = vec![gs(Godsend::Penance, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: s(1),
            held: 0
        }
    );
    assert_eq!(g.legal_actions(s(1)), [Action::Pass]);
    refuse(&mut g, 1, Action::Penance(s(0)), E::InvalidTarget);
}

/// TRN-14.18, TRN-14.19: a threshold reached in the final round changes nothing; after the
/// end every action is refused with `GameOver`.
#[test]
fn trn_14_18_game_over_after_final_round() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![20, 205, 300, 300];
    st.piles[1] = cards("Sw1");
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.phase(), Phase::Over);
    // The Lady fell to her threshold (205 − 5 = 200) in the final round: no Legend wakes.
    assert_eq!(g.health(s(1)), 200);
    assert!(!g.observe(s(1)).legend_reached[1], "TRN-14.18");
    assert!(g.legal_actions(s(1)).is_empty());
    for k in 0..4 {
        refuse(&mut g, k, Action::Pass, E::GameOver);
        refuse(&mut g, k, Action::Take(Source::Deck), E::GameOver);
    }
}

/// TRN-17: the defaults are the spec's, option by option.
#[test]
fn trn_17_defaults() {
    let o = TournoiOptions::default();
    assert_eq!(o.hero_assignment, options::HeroAssignment::Random);
    assert_eq!(o.deal_order, options::DealOrder::ClockwiseFromLeft);
    assert_eq!(o.poison, options::PoisonSet::HouseV1);
    assert_eq!(o.enchanter_max, 15);
    assert_eq!(o.dealer_basis, options::DealerBasis::RoundWounds);
    assert!(!o.bonus_requires_recipient);
    assert_eq!(o.two_player_godsend_row, options::TwoPlayerRow::ThreeFour);
    assert_eq!(o.godsend_set, options::GodsendSet::HouseV1);
    assert_eq!(o.hero_set, options::HeroSet::HouseV1);
    assert_eq!(o.final_tie_break, options::FinalTieBreak::Shared);
    assert_eq!(o.max_rounds, 50);
}

/// TRN-17 `trn.enchanter_value_range`: with 1..12, naming 13 is refused.
#[test]
fn trn_17_enchanter_value_range() {
    let opts = TournoiOptions {
        enchanter_max: 12,
        ..TournoiOptions::default()
    };
    let mut g = Tournoi::from_setup(opts, &setup(&H4[..3], &["Me1", "Sw9", "Sw10"]));
    refuse(
        &mut g,
        0,
        named("Me1", Some(Suit::Swords), 13),
        E::NamedValueOutOfRange,
    );
    act(&mut g, 0, named("Me1", Some(Suit::Swords), 12));
}

/// TRN-17 `trn.dealer_basis = lowest_health`: the lowest health deals, not the most wounded.
#[test]
fn trn_17_dealer_basis_lowest_health() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![390, 300, 400, 400];
    let opts = TournoiOptions {
        dealer_basis: options::DealerBasis::LowestHealth,
        ..TournoiOptions::default()
    };
    let mut g = Tournoi::from_setup(opts, &st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.sheet()[0], [20, 0, 0, 0]);
    assert_eq!(g.dealer(), s(1));
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.dealer(), s(0));
}

/// TRN-17 `trn.bonus_requires_recipient`: only scheduled knights get bonus cards.
#[test]
fn trn_17_bonus_requires_recipient() {
    let mut st: Setup = setup(&H4, &["Sw6", "Al6", "Sw10", "Al10"]);
    st.health = vec![250, 290, 400, 395];
    st.dealer = s(3);
    let opts = TournoiOptions {
        bonus_requires_recipient: true,
        ..TournoiOptions::default()
    };
    let mut g = Tournoi::from_setup(opts, &st);
    round_of(&mut g, &["Sw6", "Al6", "Sw10", "Al10"]);
    let mut picks = Vec::new();
    while let Phase::Godsend { seat } = g.phase() {
        picks.push(seat);
        act(&mut g, seat.0, Action::Take(Source::Deck));
    }
    // Default: S0, S0, S1 (S1 is 110 behind); with the option S1 gets nothing.
    assert_eq!(picks, [s(0), s(0)]);
}

/// TRN-17 `trn.final_tie_break = fewest_round_wounds`: the tied knight with fewer wounds in
/// the last round wins.
#[test]
fn trn_17_final_tie_break() {
    let mut st = setup(&H4, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    st.health = vec![20, 125, 120, 55];
    st.piles[1] = cards("Sw1");
    let opts = TournoiOptions {
        final_tie_break: options::FinalTieBreak::FewestRoundWounds,
        ..TournoiOptions::default()
    };
    let mut g = Tournoi::from_setup(opts, &st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!((g.health(s(1)), g.health(s(2))), (120, 120));
    assert_eq!(g.winners(), [s(2)]);
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!(g.winners(), [s(1), s(2)]);
}

/// TRN-17 `trn.hero_assignment = draft` and `trn.max_rounds`: a drafted game runs to its
/// safety valve.
#[test]
fn trn_17_draft_and_max_rounds() {
    let opts = TournoiOptions {
        hero_assignment: options::HeroAssignment::Draft,
        max_rounds: 2,
        ..TournoiOptions::default()
    };
    let mut g = Tournoi::new(&opts, 3, 4).expect("setup");
    assert!(matches!(g.phase(), Phase::Draft { .. }));
    let mut rng = GameRng::from_seed(1);
    while !g.is_over() {
        random_step(&mut g, &mut rng);
    }
    assert!(g.round() <= 2);
    assert!(g.sheet().len() <= 2);
}
