//! Camelot rule tests, CAM-10: the exact resolution of each action card; one or more per rule id of `shared/rules/camelot.md`.
//! The other rule files cover the other sections; the worked examples (CAM-14) are in
//! `scenarios.rs`, the random-playout invariants (CAM-15) in `conformance.rs`.
// The rule files share one import list.
#![allow(unused_imports)]

use crate::support;

use std::collections::HashSet;
use support::{
    A, B, C, D, cards_in_play, discard_sorted, hand, ok, pass_windows, pool, refused, shown,
    sorted, stacked, table, table_seeded, table_with, window,
};
use table_ronde::core::game::{Game, SetupError};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::{DECK_SIZE, card, cards, parse_cards};
use table_ronde::games::camelot::state::{HAND_SIZE, TOKENS_PER_COLOUR};
use table_ronde::games::camelot::{
    Action, ActionCard, Camelot, CamelotError, CamelotOptions, Card, Colour, Item, Phase,
    TokenReason, display_total,
};

use support::{a_wins, opts, play, token_phase};

// CAM-10 Action cards — exact resolution
// ---------------------------------------------------------------------------------------

/// CAM-10.1: Unhorse, only in purple, turns the tournament into the red, blue or yellow
/// colour the actor declares; other colours are not valid declarations.
#[test]
fn cam_10_1_unhorse() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P5 P4"))
        .hand(A, &cards("Unhorse"))
        .turn(A);
    assert_eq!(
        g.legal_actions(A)
            .into_iter()
            .filter(|a| matches!(a, Action::Unhorse(_)))
            .collect::<Vec<_>>(),
        Colour::WEAPONS.map(Action::Unhorse).to_vec()
    );
    for c in [Colour::Purple, Colour::Green] {
        refused(&mut g, A, Action::Unhorse(c), CamelotError::InvalidTarget);
    }
    ok(&mut g, A, Action::Unhorse(Colour::Yellow));
    assert_eq!(g.history(), &[Colour::Purple, Colour::Yellow]);
    g.fixture().hand(A, &cards("Unhorse"));
    refused(
        &mut g,
        A,
        Action::Unhorse(Colour::Red),
        CamelotError::ActionHasNoEffect,
    );
}

/// CAM-10.2: Change Weapon turns red, blue or yellow into another of those three (the
/// seed's "le" read as "bleu"); not from purple or green, not to the same colour.
#[test]
fn cam_10_2_change_weapon() {
    let mut g = table(3, Colour::Yellow);
    g.fixture()
        .display(A, &cards("Y3"))
        .hand(A, &cards("ChangeWeapon"))
        .turn(A);
    let offered: Vec<Action> = g.legal_actions(A).into_iter().take(2).collect();
    assert_eq!(
        offered,
        vec![
            Action::ChangeWeapon(Colour::Red),
            Action::ChangeWeapon(Colour::Blue)
        ]
    );
    for c in [Colour::Purple, Colour::Green] {
        refused(
            &mut g,
            A,
            Action::ChangeWeapon(c),
            CamelotError::InvalidTarget,
        );
    }
    ok(&mut g, A, Action::ChangeWeapon(Colour::Blue));
    assert_eq!(g.colour(), Some(Colour::Blue));
    for c in [Colour::Purple, Colour::Green] {
        g.fixture().colour(c).hand(A, &cards("ChangeWeapon"));
        refused(
            &mut g,
            A,
            Action::ChangeWeapon(Colour::Red),
            CamelotError::ActionHasNoEffect,
        );
    }
}

/// CAM-10.3: Drop Weapon turns red, blue or yellow into green; never purple or green.
#[test]
fn cam_10_3_drop_weapon() {
    for c in Colour::ALL {
        let mut g = table(3, c);
        g.fixture().hand(A, &cards("DropWeapon")).turn(A);
        if c.is_weapon() {
            ok(&mut g, A, Action::DropWeapon);
            assert_eq!(g.history(), &[c, Colour::Green]);
        } else {
            refused(
                &mut g,
                A,
                Action::DropWeapon,
                CamelotError::ActionHasNoEffect,
            );
        }
    }
}

/// CAM-10.4: Break Lance: an unshielded opponent who is In discards all purple cards of his
/// display (earliest card kept if all are purple).
#[test]
fn cam_10_4_break_lance() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("P3 R4 P5 Sq2"))
        .display(C, &cards("P3 P4"))
        .shield(Some(C))
        .hand(A, &cards("BreakLance"))
        .turn(A);
    refused(
        &mut g,
        A,
        Action::BreakLance(C),
        CamelotError::TargetShielded,
    );
    ok(&mut g, A, Action::BreakLance(B));
    assert_eq!(shown(&g, B), cards("R4 Sq2"));
    assert_eq!(discard_sorted(&g), sorted("BreakLance P3 P5"));
}

/// CAM-10.5: Riposte moves an opponent's top card onto the top of the actor's display; it
/// counts as the actor's added card; a Waiting actor enters the tournament this way.
#[test]
fn cam_10_5_riposte() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R5"))
        .hand(B, &cards("Riposte"))
        .turn(B);
    assert!(g.turn_flags().first_turn);
    ok(&mut g, B, Action::Riposte(A));
    assert_eq!((shown(&g, B), shown(&g, A)), (cards("R5"), cards("R3")));
    assert_eq!(g.turn_flags().added, 1);
    ok(&mut g, B, Action::Stay);
    assert_eq!(g.active(), C);
}

/// CAM-10.6: Dodge discards any one card, chosen by the actor, of an opponent's display.
#[test]
fn cam_10_6_dodge_any_card() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(B, &cards("R3 R4 R5"))
        .hand(A, &cards("Dodge"))
        .turn(A);
    refused(&mut g, A, Action::Dodge(B, 3), CamelotError::InvalidTarget);
    let dodges = g
        .legal_actions(A)
        .into_iter()
        .filter(|a| matches!(a, Action::Dodge(..)))
        .count();
    assert_eq!(dodges, 3);
    ok(&mut g, A, Action::Dodge(B, 0));
    assert_eq!(shown(&g, B), cards("R4 R5"));
    assert!(g.discard().contains(&card("R3")));
}

/// CAM-10.7: Retreat takes one card of the actor's own display (of two or more) back into
/// his hand, where everybody knows it is.
#[test]
fn cam_10_7_retreat() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq2 R5"))
        .hand(A, &cards("Retreat"))
        .turn(A);
    refused(&mut g, A, Action::Retreat(3), CamelotError::InvalidTarget);
    ok(&mut g, A, Action::Retreat(1));
    assert_eq!(shown(&g, A), cards("R3 R5"));
    assert_eq!(hand(&g, A), cards("Sq2"));
    assert_eq!(g.observe(B).known[A.index()], cards("Sq2"));
    g.fixture()
        .display(A, &cards("R5"))
        .hand(A, &cards("Retreat"));
    refused(&mut g, A, Action::Retreat(0), CamelotError::DisplayTooSmall);
    g.fixture().display(A, &[]);
    refused(&mut g, A, Action::Retreat(0), CamelotError::DisplayTooSmall);
}

/// CAM-10.8: Knock Down takes a card chosen uniformly at random from an opponent's hand
/// (Shield irrelevant); only the actor and the victim learn which.
#[test]
fn cam_10_8_knock_down_random_and_private() {
    let victim = cards("Y2 Y3 Y4 B2");
    let mut taken = [0usize; 4];
    for seed in 0..80 {
        let mut g = table_seeded(opts(), 3, Colour::Red, seed);
        g.fixture()
            .display(A, &cards("R5"))
            .display(B, &cards("R3 R4"))
            .shield(Some(B))
            .hand(A, &cards("KnockDown"))
            .hand(B, &victim)
            .turn(A);
        ok(&mut g, A, Action::KnockDown(B));
        assert_eq!((g.hand(A).len(), g.hand(B).len()), (1, 3));
        let c = g.hand(A)[0];
        taken[victim.iter().position(|x| *x == c).expect("a card of B")] += 1;
        assert_eq!(g.observe(A).knocked, Some((A, B, Some(c))));
        assert_eq!(g.observe(B).knocked, Some((A, B, Some(c))));
        assert_eq!(g.observe(C).knocked, Some((A, B, None)));
    }
    assert!(taken.iter().all(|n| *n >= 8), "roughly uniform: {taken:?}");
}

/// CAM-10.9: Outmaneuver: every opponent who is In, unshielded, with two or more cards
/// discards his top card; one-card and shielded displays and the actor's are untouched.
#[test]
fn cam_10_9_outmaneuver() {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .display(C, &cards("R4"))
        .display(D, &cards("R3 R4"))
        .shield(Some(D))
        .hand(A, &cards("Outmaneuver"))
        .turn(A);
    ok(&mut g, A, Action::Outmaneuver);
    assert_eq!(shown(&g, A), cards("R3 R4"));
    assert_eq!(shown(&g, B), cards("R5"));
    assert_eq!(shown(&g, C), cards("R4"));
    assert_eq!(shown(&g, D), cards("R3 R4"));
}

/// CAM-10.10: Charge: v = the lowest printed value in all displays; the actor's display and
/// every unshielded opponent's discard all cards of value v.
#[test]
fn cam_10_10_charge() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4 R3"))
        .display(B, &cards("R3 R5"))
        .hand(A, &cards("Charge"))
        .turn(A);
    ok(&mut g, A, Action::Charge);
    assert_eq!((shown(&g, A), shown(&g, B)), (cards("R4"), cards("R5")));
}

/// CAM-10.11: Countercharge: the same with the highest printed value (a Maiden's 6 here;
/// then 5 hits the actor's own display too).
#[test]
fn cam_10_11_countercharge() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R5"))
        .display(B, &cards("R5 R4 Sq3"))
        .display(C, &cards("M6 R3"))
        .hand(A, &cards("Countercharge Countercharge"))
        .turn(A);
    ok(&mut g, A, Action::Countercharge);
    assert_eq!(shown(&g, C), cards("R3"));
    assert_eq!(shown(&g, B), cards("R5 R4 Sq3"));
    ok(&mut g, A, Action::Countercharge);
    assert_eq!((shown(&g, A), shown(&g, B)), (cards("R3"), cards("R4 Sq3")));
}

/// CAM-10.12: Disgrace: the actor and every unshielded opponent discard all supporters
/// (Squires and Maidens), earliest card kept.
#[test]
fn cam_10_12_disgrace() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq2"))
        .display(B, &cards("M6 Sq3 R4"))
        .display(C, &cards("Sq2 M6"))
        .hand(A, &cards("Disgrace"))
        .turn(A);
    ok(&mut g, A, Action::Disgrace);
    assert_eq!(shown(&g, A), cards("R3"));
    assert_eq!(shown(&g, B), cards("R4"));
    assert_eq!(shown(&g, C), cards("Sq2"));
}

/// CAM-10.13 (+ [HOUSE] prompt order): Adapt: in every affected display one card of each
/// printed value remains, each owner choosing which; a Squire 3 and a red 3 are duplicates;
/// the owners choose clockwise from the actor.
#[test]
fn cam_10_13_adapt() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq3"))
        .display(B, &cards("R4 R4 R4"))
        .display(C, &cards("R5 Sq2 Sq2"))
        .hand(B, &cards("Adapt"))
        .turn(B);
    ok(&mut g, B, Action::Adapt);
    assert_eq!(g.phase(), Phase::Adapt { seat: B, value: 4 });
    assert_eq!(g.actors(), vec![B]);
    refused(&mut g, A, Action::Keep(0), CamelotError::NotYourTurn);
    refused(&mut g, B, Action::Stay, CamelotError::WrongPhase);
    ok(&mut g, B, Action::Keep(2));
    assert_eq!(g.phase(), Phase::Adapt { seat: C, value: 2 });
    ok(&mut g, C, Action::Keep(1));
    assert_eq!(g.phase(), Phase::Adapt { seat: A, value: 3 });
    ok(&mut g, A, Action::Keep(0));
    assert_eq!((g.phase(), g.active()), (Phase::Play, B));
    assert_eq!(shown(&g, A), cards("R3"));
    assert_eq!(shown(&g, B), cards("R4"));
    assert_eq!(shown(&g, C), cards("R5 Sq2"));
    assert_eq!(discard_sorted(&g), sorted("Adapt R4 R4 Sq2 Sq3"));
}

/// CAM-10.14: Outwit: an item of the actor and an item of an opponent change owners; a
/// display card joins the receiver's display on top, a Shield or Stunned card lies in front
/// of its new holder.
#[test]
fn cam_10_14_outwit_exchanges() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .shield(Some(A))
        .hand(A, &cards("Outwit"))
        .turn(A);
    let swap = Action::Outwit {
        target: B,
        give: Item::Shield,
        take: Item::Display(0),
    };
    ok(&mut g, A, swap);
    assert_eq!(shown(&g, A), cards("R3 R4 R5"));
    assert_eq!(shown(&g, B), cards("R3"));
    assert_eq!(g.shield(), Some(B));
}

/// CAM-10.14.1 condition 1: every non-empty display stays non-empty: a one-card display may
/// swap its card for a card, not give it for a Shield or Stunned card (nor lose it to one).
#[test]
fn cam_10_14_1_cond_1_displays_stay_non_empty() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("R3 R4"))
        .display(C, &cards("R4"))
        .shield(Some(A))
        .stunned(Some(B))
        .hand(A, &cards("Outwit"))
        .turn(A);
    let outwit = |target, give, take| Action::Outwit { target, give, take };
    let small = CamelotError::DisplayTooSmall;
    refused(&mut g, A, outwit(B, Item::Display(0), Item::Stunned), small);
    refused(&mut g, A, outwit(C, Item::Shield, Item::Display(0)), small);
    assert_eq!(
        g.check(A, &outwit(C, Item::Display(0), Item::Display(0))),
        Ok(())
    );
    ok(&mut g, A, outwit(B, Item::Shield, Item::Display(1)));
    assert_eq!((shown(&g, A), shown(&g, B)), (cards("R5 R4"), cards("R3")));
}

/// CAM-10.14.1 condition 2 [READING]: against a shielded opponent nothing may enter or
/// leave his display: with no Stunned card to offer there is no legal Outwit on him.
#[test]
fn cam_10_14_1_cond_2_shielded_opponent() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .display(C, &cards("R3 R3"))
        .shield(Some(B))
        .hand(A, &cards("Outwit"))
        .turn(A);
    let outwits: Vec<Action> = g
        .legal_actions(A)
        .into_iter()
        .filter(|a| matches!(a, Action::Outwit { .. }))
        .collect();
    assert!(!outwits.is_empty());
    assert!(
        outwits
            .iter()
            .all(|a| matches!(a, Action::Outwit { target, .. } if *target == C))
    );
    let bad = Action::Outwit {
        target: B,
        give: Item::Display(0),
        take: Item::Shield,
    };
    refused(&mut g, A, bad, CamelotError::TargetShielded);
}

/// CAM-10.14.1 condition 3 [HOUSE]: no Outwit may put a second Maiden into a display,
/// either the actor's or the opponent's.
#[test]
fn cam_10_14_1_cond_3_no_second_maiden() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("M6 R4"))
        .display(B, &cards("R5 M6"))
        .hand(A, &cards("Outwit"))
        .turn(A);
    let outwit = |give, take| Action::Outwit {
        target: B,
        give: Item::Display(give),
        take: Item::Display(take),
    };
    refused(&mut g, A, outwit(1, 1), CamelotError::SecondMaiden);
    refused(&mut g, A, outwit(0, 0), CamelotError::SecondMaiden);
    assert_eq!(g.check(A, &outwit(1, 0)), Ok(()));
}

/// CAM-10.14.1 condition 4 (CAM-12.5): a stunned actor may still exchange after adding his
/// one card (an exchange is not an addition), though he may not Riposte.
#[test]
fn cam_10_14_1_cond_4_stunned_actor_may_exchange() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5 R4"))
        .stunned(Some(A))
        .hand(A, &cards("R4 Outwit Riposte"))
        .turn(A);
    ok(&mut g, A, play("R4"));
    refused(&mut g, A, Action::Riposte(B), CamelotError::StunnedLimit);
    let swap = Action::Outwit {
        target: B,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    ok(&mut g, A, swap);
    assert_eq!(
        (shown(&g, A), shown(&g, B)),
        (cards("R4 R5"), cards("R4 R3"))
    );
}

/// CAM-10.15: Shield is always playable (even by a Waiting player); it lies beside the
/// actor's display until he withdraws, wins or loses it to Outwit.
#[test]
fn cam_10_15_shield() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(B, &cards("R3"))
        .hand(A, &cards("Shield"))
        .turn(A);
    ok(&mut g, A, Action::Shield);
    assert_eq!(g.shield(), Some(A));
    assert!(!g.discard().contains(&card("Shield")));
    refused(&mut g, A, Action::Stay, CamelotError::NotHighest);
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(g.shield(), None);
    assert!(g.discard().contains(&card("Shield")));
}

/// CAM-10.16 (CAM-12.5): Stunned targets any opponent not withdrawn, Waiting included;
/// he may then add only one card per turn (from hand or by Riposte), while Outwit and other
/// action cards stay allowed.
#[test]
fn cam_10_16_stunned() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R3"))
        .display(B, &cards("R3"))
        .hand(A, &cards("Stunned R3"))
        .hand(C, &cards("R4 R5 Dodge Riposte"))
        .turn(A);
    ok(&mut g, A, Action::Stunned(C));
    assert_eq!(g.stunned(), Some(C));
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Stay);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.active(), C);
    ok(&mut g, C, play("R4"));
    refused(&mut g, C, play("R5"), CamelotError::StunnedLimit);
    refused(&mut g, C, Action::Riposte(A), CamelotError::StunnedLimit);
    ok(&mut g, C, Action::Dodge(A, 0));
    assert_eq!(shown(&g, A), cards("R3 R3"));
}

/// CAM-10.17: Lancelot cancels an action card: it has no effect at all; both cards go to
/// the discard pile (the cancelled one does not return to the hand).
#[test]
fn cam_10_17_lancelot_cancels() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5 R4"))
        .hand(A, &cards("Riposte"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::Riposte(B)).expect("Riposte");
    ok(&mut g, C, Action::Cancel);
    assert_eq!((shown(&g, A), shown(&g, B)), (cards("R3"), cards("R5 R4")));
    assert_eq!(discard_sorted(&g), sorted("Riposte Ivanhoe"));
    assert!(g.hand(A).is_empty() && g.hand(C).is_empty());
}

// ---------------------------------------------------------------------------------------
