//! Camelot rule tests, CAM-9: action cards, general rules (what may be played, keep-one, Shield, targets); one or more per rule id of `shared/rules/camelot.md`.
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

// CAM-9 Action cards — general rules
// ---------------------------------------------------------------------------------------

/// CAM-9.1: action cards are played from hand on one's own turn, any number, in any order,
/// interleaved with other plays.
#[test]
fn cam_9_1_several_action_cards_in_a_turn() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5 R4"))
        .display(C, &cards("R4 R3"))
        .hand(A, &cards("Riposte R5 Dodge"))
        .turn(A);
    ok(&mut g, A, Action::Riposte(B));
    ok(&mut g, A, play("R5"));
    ok(&mut g, A, Action::Dodge(C, 0));
    assert_eq!(shown(&g, A), cards("R3 R4 R5"));
    assert_eq!((shown(&g, B), shown(&g, C)), (cards("R5"), cards("R3")));
    ok(&mut g, A, Action::Stay);
}

/// CAM-9.2 (CAM-16.12): an action card is legal only if its effect can be carried out;
/// otherwise `ActionHasNoEffect`, state unchanged, and it is not among the legal actions.
#[test]
fn cam_9_2_no_effect_is_illegal() {
    let hand_all = "Unhorse ChangeWeapon DropWeapon BreakLance Outmaneuver Charge \
                    Countercharge Disgrace Adapt";
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .display(C, &cards("R4"))
        .hand(A, &cards(hand_all))
        .turn(A);
    let none = CamelotError::ActionHasNoEffect;
    // Not purple; CAM-16.12 already red; no purple card; no supporter; no duplicate value.
    let refusals = [
        Action::Unhorse(Colour::Blue),
        Action::ChangeWeapon(Colour::Red),
        Action::BreakLance(B),
        Action::Disgrace,
        Action::Adapt,
    ];
    for a in refusals {
        refused(&mut g, A, a, none);
        assert!(!g.legal_actions(A).contains(&a));
    }
    assert_eq!(
        g.check(A, &Action::Countercharge),
        Ok(()),
        "B would lose R5"
    );
    // Outmaneuver with every opponent at one card; Charge whose value is only on kept cards.
    g.fixture().display(B, &cards("R5"));
    refused(&mut g, A, Action::Outmaneuver, none);
    g.fixture()
        .display(A, &cards("R5 R4"))
        .display(C, &cards("R3"));
    refused(&mut g, A, Action::Charge, none);
    g.fixture().colour(Colour::Green);
    refused(&mut g, A, Action::DropWeapon, none);
    refused(&mut g, A, Action::ChangeWeapon(Colour::Blue), none);
}

/// CAM-9.3: a played action card goes face up to the discard pile once its window closes;
/// Shield and Stunned stay face up beside a display instead.
#[test]
fn cam_9_3_played_action_cards_go_to_the_discard_pile() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .hand(A, &cards("Dodge Shield Stunned"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 1)).expect("Dodge");
    assert!(g.discard().is_empty() && !g.hand(A).contains(&card("Dodge")));
    pass_windows(&mut g);
    assert_eq!(g.discard(), &cards("Dodge R3")[..]);
    ok(&mut g, A, Action::Shield);
    ok(&mut g, A, Action::Stunned(B));
    assert_eq!((g.shield(), g.stunned()), (Some(A), Some(B)));
    assert_eq!(g.discard().len(), 2);
    assert_eq!(
        cards_in_play(&g),
        30 + 3 + 2 + 2,
        "draw, displays, discard, specials"
    );
}

/// CAM-9.4: a one-card display never loses its card to an action card (neither removed nor
/// taken); a Charge keeps it too.
#[test]
fn cam_9_4_one_card_display_is_safe() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R5"))
        .display(B, &cards("R3"))
        .hand(A, &cards("Charge Riposte Dodge BreakLance"))
        .turn(A);
    for a in [
        Action::Riposte(B),
        Action::Dodge(B, 0),
        Action::BreakLance(B),
    ] {
        refused(&mut g, A, a, CamelotError::DisplayTooSmall);
    }
    ok(&mut g, A, Action::Charge);
    assert_eq!((shown(&g, A), shown(&g, B)), (cards("R5"), cards("R3")));
}

/// CAM-9.5: if an effect would remove a whole display, its earliest card stays (Disgrace,
/// Countercharge, Break Lance).
#[test]
fn cam_9_5_keep_the_earliest_card() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P3 P4"))
        .display(B, &cards("Sq3 Sq2 M6"))
        .display(C, &cards("P7 P7"))
        .hand(A, &cards("Disgrace Countercharge BreakLance"))
        .turn(A);
    ok(&mut g, A, Action::Disgrace);
    assert_eq!(shown(&g, B), cards("Sq3"));
    ok(&mut g, A, Action::Countercharge);
    assert_eq!(shown(&g, C), cards("P7"));
    g.fixture().display(C, &cards("P5 P3 P4"));
    ok(&mut g, A, Action::BreakLance(C));
    assert_eq!(shown(&g, C), cards("P5"));
}

/// CAM-9.6: Shield and Stunned are not part of a display: they do not count, no action
/// card removes or values them; only Outwit moves them.
#[test]
fn cam_9_6_specials_are_not_display_cards() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R3 R5"))
        .stunned(Some(B))
        .shield(Some(A))
        .hand(A, &cards("Charge Outwit"))
        .turn(A);
    assert_eq!((g.total(A), g.total(B)), (7, 8));
    assert_eq!(g.display(B).len(), 2);
    ok(&mut g, A, Action::Charge);
    // A's own display is shielded (CAM-9.9, the seed's reading by default): only B's 3 goes.
    assert_eq!(shown(&g, A), cards("R3 R4"));
    assert_eq!(shown(&g, B), cards("R5"));
    assert_eq!((g.shield(), g.stunned()), (Some(A), Some(B)));
    let swap = Action::Outwit {
        target: B,
        give: Item::Shield,
        take: Item::Stunned,
    };
    ok(&mut g, A, swap);
    assert_eq!((g.shield(), g.stunned()), (Some(B), Some(A)));
}

/// CAM-9.7: removed display cards go face up to the discard pile; Retreat's to the owner's
/// hand; Riposte's and Outwit's to another display.
#[test]
fn cam_9_7_where_removed_cards_go() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4 R5"))
        .display(B, &cards("R3 Sq2 Sq3"))
        .hand(A, &cards("Dodge Retreat Riposte"))
        .turn(A);
    ok(&mut g, A, Action::Dodge(B, 1));
    assert!(g.discard().contains(&card("Sq2")));
    ok(&mut g, A, Action::Retreat(0));
    assert_eq!(hand(&g, A), sorted("R3 Riposte"));
    ok(&mut g, A, Action::Riposte(B));
    assert_eq!(shown(&g, A), cards("R4 R5 Sq3"));
    assert_eq!(discard_sorted(&g), sorted("Dodge Sq2 Retreat Riposte"));
}

/// CAM-9.8 (CAM-12.6): Break Lance, Riposte, Dodge and Outwit target an opponent who is In;
/// Knock Down any opponent with cards in hand (Waiting or Withdrawn too); Stunned any
/// opponent not withdrawn; never oneself.
#[test]
fn cam_9_8_targets() {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .display(A, &cards("P5 R3 R4"))
        .display(B, &cards("R4 R5"))
        .withdrawn(D, true)
        .hand(
            B,
            &cards("BreakLance Riposte Dodge Outwit KnockDown Stunned"),
        )
        .hand(C, &cards("Y2"))
        .hand(D, &cards("Y3"))
        .turn(B);
    let bad = CamelotError::InvalidTarget;
    for t in [C, D, B] {
        let outwit = Action::Outwit {
            target: t,
            give: Item::Display(0),
            take: Item::Display(0),
        };
        for a in [
            Action::BreakLance(t),
            Action::Riposte(t),
            Action::Dodge(t, 0),
            outwit,
        ] {
            refused(&mut g, B, a, bad);
        }
    }
    refused(&mut g, B, Action::KnockDown(B), bad);
    refused(&mut g, B, Action::Stunned(D), bad);
    refused(&mut g, B, Action::Stunned(B), bad);
    for a in [
        Action::KnockDown(C),
        Action::KnockDown(D),
        Action::Stunned(C),
        Action::BreakLance(A),
        Action::Riposte(A),
        Action::Dodge(A, 2),
    ] {
        assert_eq!(g.check(B, &a), Ok(()), "{a:?}");
    }
    // Only Stunned and Knock Down reach the Waiting C (CAM-12.6).
    let on_c: Vec<Action> = g
        .legal_actions(B)
        .into_iter()
        .filter(|a| match a {
            Action::BreakLance(t)
            | Action::Riposte(t)
            | Action::Dodge(t, _)
            | Action::KnockDown(t)
            | Action::Stunned(t) => *t == C,
            Action::Outwit { target, .. } => *target == C,
            _ => false,
        })
        .collect();
    assert_eq!(on_c, vec![Action::KnockDown(C), Action::Stunned(C)]);
}

/// CAM-9.9 (CAM-12.7): while A has the Shield, other players' action cards have no effect
/// on his display (refused when aimed at it, skipped by the all-display cards); his own
/// cards affect it; colour changes, Stunned, Knock Down and Lancelot are not blocked.
#[test]
fn cam_9_9_shield_protection() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("P3 R3 R3 Sq2 R5"))
        .display(B, &cards("R4 R5"))
        .shield(Some(A))
        .hand(A, &cards("Y2"))
        .hand(
            B,
            &cards(
                "Riposte Dodge BreakLance Outmaneuver Charge Countercharge Disgrace Adapt \
                 Outwit DropWeapon Stunned KnockDown",
            ),
        )
        .turn(B);
    let shielded = CamelotError::TargetShielded;
    refused(&mut g, B, Action::Riposte(A), shielded);
    refused(&mut g, B, Action::Dodge(A, 0), shielded);
    refused(&mut g, B, Action::BreakLance(A), shielded);
    let outwit = Action::Outwit {
        target: A,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    refused(&mut g, B, outwit, shielded);
    for a in [
        Action::Outmaneuver,
        Action::Charge,
        Action::Disgrace,
        Action::Adapt,
    ] {
        refused(&mut g, B, a, CamelotError::ActionHasNoEffect);
    }
    ok(&mut g, B, Action::Countercharge);
    assert_eq!(shown(&g, B), cards("R4"), "B's own R5 goes");
    assert_eq!(shown(&g, A), cards("P3 R3 R3 Sq2 R5"), "A's does not");
    ok(&mut g, B, Action::DropWeapon);
    ok(&mut g, B, Action::Stunned(A));
    ok(&mut g, B, Action::KnockDown(A));
    assert_eq!((g.colour(), g.stunned()), (Some(Colour::Green), Some(A)));
    assert!(g.hand(A).is_empty());

    // Under the spec's reading (option off), his own Charge hits his display; Retreat and
    // Riposte work in both readings; Lancelot cancels.
    let options = CamelotOptions {
        shield_guards_own_display: false,
        ..CamelotOptions::default()
    };
    let mut g = table_with(options, 3, Colour::Red);
    g.fixture()
        .display(A, &cards("Sq2 R3 R4 R3"))
        .display(B, &cards("Sq2 R5"))
        .display(C, &cards("R5"))
        .shield(Some(A))
        .hand(A, &cards("Charge Retreat Riposte Disgrace"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    ok(&mut g, A, Action::Charge);
    assert_eq!(
        (shown(&g, A), shown(&g, B)),
        (cards("R3 R4 R3"), cards("R5"))
    );
    ok(&mut g, A, Action::Retreat(2));
    assert_eq!(shown(&g, A), cards("R3 R4"));
    g.fixture().display(B, &cards("R5 R4"));
    ok(&mut g, A, Action::Riposte(B));
    assert_eq!(shown(&g, A), cards("R3 R4 R4"));
    g.fixture().display(A, &cards("Sq3 R3"));
    g.play(A, &Action::Disgrace).expect("Disgrace");
    ok(&mut g, C, Action::Cancel);
    assert_eq!(
        shown(&g, A),
        cards("Sq3 R3"),
        "cancelled: Lancelot is not blocked"
    );
}

/// CAM-9.10 (CAM-12.8): a Shield and a Stunned card may lie in front of the same player;
/// both apply.
#[test]
fn cam_9_10_shield_and_stunned_together() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5"))
        .shield(Some(A))
        .stunned(Some(A))
        .hand(A, &cards("R3 R4"))
        .hand(B, &cards("Dodge"))
        .turn(A);
    ok(&mut g, A, play("R3"));
    refused(&mut g, A, play("R4"), CamelotError::StunnedLimit);
    ok(&mut g, A, Action::Stay);
    refused(&mut g, B, Action::Dodge(A, 0), CamelotError::TargetShielded);
}

/// CAM-9.11 [HOUSE] `forbid_second_maiden_by_action`: Riposte and Outwit may not bring a
/// second Maiden into a display; with the option off they may.
#[test]
fn cam_9_11_second_maiden_by_action() {
    let setup = |options: CamelotOptions| {
        let mut g = table_with(options, 3, Colour::Red);
        g.fixture()
            .display(A, &cards("R3 M6"))
            .display(B, &cards("R4 M6"))
            .display(C, &cards("M6 R5"))
            .hand(A, &cards("Riposte Outwit"))
            .turn(A);
        g
    };
    let mut g = setup(CamelotOptions::default());
    refused(&mut g, A, Action::Riposte(B), CamelotError::SecondMaiden);
    let outwit = Action::Outwit {
        target: C,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    refused(&mut g, A, outwit, CamelotError::SecondMaiden);
    let maiden_for_maiden = Action::Outwit {
        target: C,
        give: Item::Display(1),
        take: Item::Display(0),
    };
    assert_eq!(g.check(A, &maiden_for_maiden), Ok(()));

    let mut g = setup(CamelotOptions {
        forbid_second_maiden_by_action: false,
        ..CamelotOptions::default()
    });
    ok(&mut g, A, Action::Riposte(B));
    assert_eq!(shown(&g, A), cards("R3 M6 M6"));

    // The same in a full 110-card game: two Maidens are then a legal state (CAM-15.3 holds
    // for the default rules only).
    let options = CamelotOptions {
        forbid_second_maiden_by_action: false,
        ..CamelotOptions::default()
    };
    let hands = ["M6 Riposte R3 R3 Y2 Y2 Y3 Y3", "M6 R4 Y3 Y3 Y3 Y3 Y4 Y4"];
    let mut g = stacked(options, 2, B, &hands, "G1 G1 G1 G1");
    ok(&mut g, A, Action::Announce(Colour::Red));
    ok(&mut g, A, play("M6"));
    ok(&mut g, A, Action::Stay);
    ok(&mut g, B, play("R4"));
    ok(&mut g, B, play("M6"));
    ok(&mut g, B, Action::Stay);
    ok(&mut g, A, Action::Riposte(B));
    assert_eq!(shown(&g, A), cards("M6 M6"));
    assert_eq!(g.check_invariants(), Ok(()));
    ok(&mut g, A, Action::Stay);
}

/// CAM-9.12 [HOUSE] `outwit_received_on_top`: a card received by Riposte or Outwit goes on
/// top; with the option off, an Outwit card takes the place of the card given away.
#[test]
fn cam_9_12_received_cards_go_on_top() {
    let setup = |options: CamelotOptions| {
        let mut g = table_with(options, 3, Colour::Red);
        g.fixture()
            .display(A, &cards("R3 R4 R5"))
            .display(B, &cards("R4 Sq2"))
            .hand(A, &cards("Outwit"))
            .turn(A);
        g
    };
    let swap = Action::Outwit {
        target: B,
        give: Item::Display(1),
        take: Item::Display(1),
    };
    let mut g = setup(CamelotOptions::default());
    ok(&mut g, A, swap);
    assert_eq!(shown(&g, A), cards("R3 R5 Sq2"));
    assert_eq!(shown(&g, B), cards("R4 R4"));
    let mut g = setup(CamelotOptions {
        outwit_received_on_top: false,
        ..CamelotOptions::default()
    });
    ok(&mut g, A, swap);
    assert_eq!(shown(&g, A), cards("R3 Sq2 R5"));
    assert_eq!(shown(&g, B), cards("R4 R4"));
}

// ---------------------------------------------------------------------------------------
