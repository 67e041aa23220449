//! The constructed scenarios of the Camelot spec (CAM-14.3, cases a to ac), each as its own
//! test. The seed's two example tournaments (CAM-14.1, CAM-14.2) are in
//! `scenarios.rs`.
// One import list shared with `scenarios.rs`.
#![allow(unused_imports)]

use crate::support;

use support::play;
use support::{
    A, B, C, D, cards_in_play, discard_sorted, hand, ok, pass_windows, pool, refused, shown,
    sorted, stacked, table, table_with, window,
};
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::{card, cards};
use table_ronde::games::camelot::{
    Action, Camelot, CamelotError, CamelotOptions, Colour, Item, Phase, TokenReason,
};

// ---------------------------------------------------------------------------------------
// CAM-14.3 constructed scenarios. A, B, C, (D) clockwise; A active unless stated.
// ---------------------------------------------------------------------------------------

/// CAM-14.3.a (CAM-10.10, CAM-9.5, CAM-7.4): green; A: G1 G1 G1, B: G1 G1. A's Charge: the
/// lowest printed value is 1; each keeps his earliest G1 (totals 1 and 1); A may not stay
/// (`NotHighest`); he plays G1 → 2 and stays.
#[test]
fn cam_14_3_a_charge_in_green_keeps_earliest_then_tie_is_not_enough() {
    let mut g = table(3, Colour::Green);
    g.fixture()
        .display(A, &cards("G1 G1 G1"))
        .display(B, &cards("G1 G1"))
        .hand(A, &cards("Charge G1"))
        .turn(A);
    ok(&mut g, A, Action::Charge);
    assert_eq!(shown(&g, A), cards("G1"));
    assert_eq!(shown(&g, B), cards("G1"));
    assert_eq!((g.total(A), g.total(B)), (1, 1));
    refused(&mut g, A, Action::Stay, CamelotError::NotHighest);
    ok(&mut g, A, play("G1"));
    assert_eq!(g.total(A), 2);
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.active(), B);
}

/// CAM-14.3.b (CAM-10.10, CAM-9.9): red; A: R3 Sq2 R4, B: Sq2 R5, C: R3 Sq2 + Shield. A's
/// Charge: v = 2 (C's shielded Sq2 counts in the search); A → R3 R4 (7), B → R5 (5), C
/// unchanged (5).
#[test]
fn cam_14_3_b_charge_searches_shielded_display_but_spares_it() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq2 R4"))
        .display(B, &cards("Sq2 R5"))
        .display(C, &cards("R3 Sq2"))
        .shield(Some(C))
        .hand(A, &cards("Charge"))
        .turn(A);
    ok(&mut g, A, Action::Charge);
    assert_eq!(shown(&g, A), cards("R3 R4"));
    assert_eq!(shown(&g, B), cards("R5"));
    assert_eq!(shown(&g, C), cards("R3 Sq2"));
    assert_eq!((g.total(A), g.total(B), g.total(C)), (7, 5, 5));
}

/// CAM-14.3.c (CAM-10.11, CAM-9.2): purple; A: P3 P4, B: P5 P5, C: P7 + Shield. The highest
/// printed value 7 lies only on C's shielded display: Countercharge would discard nothing →
/// `ActionHasNoEffect`, state unchanged.
#[test]
fn cam_14_3_c_countercharge_with_nothing_to_discard_is_refused() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P3 P4"))
        .display(B, &cards("P5 P5"))
        .display(C, &cards("P7"))
        .shield(Some(C))
        .hand(A, &cards("Countercharge"))
        .turn(A);
    refused(
        &mut g,
        A,
        Action::Countercharge,
        CamelotError::ActionHasNoEffect,
    );
    assert!(!g.legal_actions(A).contains(&Action::Countercharge));
}

fn stunned_b() -> Camelot {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5"))
        .stunned(Some(B))
        .hand(B, &cards("Riposte R3 Outwit"))
        .turn(B);
    g
}

/// CAM-14.3.d (CAM-10.5, CAM-10.16): red; A: R3 R4, B: R5 + Stunned, B's turn. B's Riposte
/// on A: B → R5 R4 (9), A → R3. R3 from hand is then `StunnedLimit`; Outwit stays allowed;
/// B stays with 9.
#[test]
fn cam_14_3_d_stunned_riposte_is_the_one_addition() {
    let mut g = stunned_b();
    ok(&mut g, B, Action::Riposte(A));
    assert_eq!(shown(&g, B), cards("R5 R4"));
    assert_eq!(shown(&g, A), cards("R3"));
    assert_eq!(g.total(B), 9);
    refused(&mut g, B, play("R3"), CamelotError::StunnedLimit);
    let outwit = Action::Outwit {
        target: A,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    assert_eq!(
        g.check(B, &outwit),
        Ok(()),
        "an exchange is not an addition"
    );
    assert!(g.legal_actions(B).contains(&outwit));
    ok(&mut g, B, Action::Stay);
    assert_eq!(g.active(), C);
}

/// CAM-14.3.e (CAM-10.16): as d; B plays R3 from hand first, then Riposte → `StunnedLimit`
/// (it would be a second addition).
#[test]
fn cam_14_3_e_stunned_riposte_after_a_card_from_hand_is_refused() {
    let mut g = stunned_b();
    ok(&mut g, B, play("R3"));
    refused(&mut g, B, Action::Riposte(A), CamelotError::StunnedLimit);
}

/// CAM-14.3.f (CAM-9.11): red; A: R3 M6, B: R4 M6 (top card M6). A's Riposte on B →
/// `SecondMaiden`, state unchanged.
#[test]
fn cam_14_3_f_riposte_may_not_bring_a_second_maiden() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 M6"))
        .display(B, &cards("R4 M6"))
        .hand(A, &cards("Riposte"))
        .turn(A);
    refused(&mut g, A, Action::Riposte(B), CamelotError::SecondMaiden);
}

/// CAM-14.3.g (CAM-7.7): red; B owns {red, blue}; B: R3 M6 (9); A: R4 R5 Sq2 (11). B draws,
/// withdraws: he discards R3 M6 and returns a token of his choice (blue): B owns {red}, one
/// more blue token in the pool.
#[test]
fn cam_14_3_g_maiden_penalty_returns_a_chosen_token() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R4 R5"))
        .display(B, &cards("R3 M6"))
        .tokens(B, &[Colour::Red, Colour::Blue])
        .hand(A, &cards("Sq2"))
        .turn(A);
    ok(&mut g, A, play("Sq2"));
    assert_eq!((g.total(A), g.total(B)), (11, 9));
    ok(&mut g, A, Action::Stay);
    // B's turn: he has drawn.
    assert_eq!((g.active(), g.hand(B).len(), g.draw_len()), (B, 1, 29));
    let blue = pool(&g, Colour::Blue);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(
        g.phase(),
        Phase::Token {
            seat: B,
            reason: TokenReason::MaidenPenalty
        }
    );
    assert!(g.display(B).is_empty());
    assert_eq!(discard_sorted(&g), sorted("R3 M6"));
    assert_eq!(
        g.legal_actions(B),
        vec![Action::Token(Colour::Red), Action::Token(Colour::Blue)]
    );
    refused(
        &mut g,
        B,
        Action::Token(Colour::Yellow),
        CamelotError::TokenNotOwned,
    );
    ok(&mut g, B, Action::Token(Colour::Blue));
    assert_eq!(g.tokens(B), vec![Colour::Red]);
    assert_eq!(pool(&g, Colour::Blue), blue + 1);
    assert_eq!((g.phase(), g.active()), (Phase::Play, C), "play goes on");
}

/// CAM-14.3.h (CAM-7.7, CAM-16.8): green; B owns nothing; B: G1 M6. B withdraws: no token
/// to lose, nothing else happens.
#[test]
fn cam_14_3_h_maiden_penalty_without_tokens_does_nothing() {
    let mut g = table(3, Colour::Green);
    g.fixture()
        .display(A, &cards("G1 G1 G1"))
        .display(B, &cards("G1 M6"))
        .turn(B);
    ok(&mut g, B, Action::Withdraw);
    assert!(g.tokens(B).is_empty());
    assert!(g.is_withdrawn(B));
    assert_eq!(discard_sorted(&g), sorted("G1 M6"));
    assert_eq!((g.phase(), g.active()), (Phase::Play, C));
}

/// CAM-14.3.i (CAM-8.3, CAM-5.3): purple; A owns {red, blue}; the last opponent withdraws.
/// A wins and chooses among purple, yellow, green (red → `TokenAlreadyOwned`); he picks
/// yellow. A starts the next tournament: purple → `ColourNotAllowed`.
#[test]
fn cam_14_3_i_purple_winner_chooses_an_unowned_colour() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P5 P4"))
        .display(C, &cards("P3"))
        .withdrawn(B, true)
        .tokens(A, &[Colour::Red, Colour::Blue])
        .hand(A, &cards("P7 R3"))
        .turn(C);
    ok(&mut g, C, Action::Withdraw);
    assert_eq!(
        g.phase(),
        Phase::Token {
            seat: A,
            reason: TokenReason::PurpleWin
        }
    );
    assert_eq!(
        g.legal_actions(A),
        [Colour::Purple, Colour::Yellow, Colour::Green].map(Action::Token)
    );
    refused(
        &mut g,
        A,
        Action::Token(Colour::Red),
        CamelotError::TokenAlreadyOwned,
    );
    ok(&mut g, A, Action::Token(Colour::Yellow));
    assert_eq!(g.tokens(A), vec![Colour::Red, Colour::Blue, Colour::Yellow]);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, A));
    assert_eq!(g.previous(), Some(Colour::Purple));
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Purple),
        CamelotError::ColourNotAllowed,
    );
    ok(&mut g, A, Action::Announce(Colour::Red));
}

/// CAM-14.3.j (CAM-8.2, CAM-8.4, CAM-5.3): a purple tournament changed to red by Unhorse;
/// A owns {red} and wins: the final colour is red, which he owns, so he gets nothing; the
/// next tournament may be purple.
#[test]
fn cam_14_3_j_unhorsed_purple_ends_red() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P5 P4"))
        .display(C, &cards("P3"))
        .withdrawn(B, true)
        .tokens(A, &[Colour::Red])
        .hand(A, &cards("Unhorse P7"))
        .turn(A);
    ok(&mut g, A, Action::Unhorse(Colour::Red));
    assert_eq!(g.history(), &[Colour::Purple, Colour::Red]);
    ok(&mut g, A, Action::Stay);
    ok(&mut g, C, Action::Withdraw);
    assert_eq!(g.tokens(A), vec![Colour::Red], "nothing more");
    assert_eq!(pool(&g, Colour::Red), 4);
    assert_eq!(g.previous(), Some(Colour::Red));
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, A));
    assert!(g.colour_allowed(Colour::Purple));
    ok(&mut g, A, Action::Announce(Colour::Purple));
}

/// CAM-14.3.k (CAM-5.4): A is designated holding only Charge, Dodge, Shield: his hand is
/// shown to all, B becomes the starter (announces, draws, opens); turn order B, C, D, A; A is
/// Waiting and plays normally on his turn.
#[test]
fn cam_14_3_k_starter_with_only_action_cards_shows_and_passes() {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .hand(A, &cards("Charge Dodge Shield"))
        .hand(B, &cards("R3 Y2"))
        .hand(C, &cards("Y3"))
        .hand(D, &cards("Y4"))
        .piles(&cards("G1 G1 G1 R5"), &[])
        .designate(A);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, B));
    assert_eq!(g.hand(A).len(), 3, "the skipped player does not draw");
    let seen = g.observe(C);
    assert_eq!(seen.revealed, vec![(A, sorted("Charge Dodge Shield"))]);
    assert_eq!(seen.known[A.index()], sorted("Charge Dodge Shield"));
    ok(&mut g, B, Action::Announce(Colour::Red));
    assert_eq!(g.hand(B).len(), 3, "B draws after announcing");
    ok(&mut g, B, play("R3"));
    ok(&mut g, B, Action::Stay);
    assert_eq!(g.active(), C);
    ok(&mut g, C, Action::Withdraw);
    assert_eq!(g.active(), D);
    ok(&mut g, D, Action::Withdraw);
    assert_eq!(g.active(), A, "A plays last");
    assert!(g.display(A).is_empty(), "A was Waiting");
    assert_eq!(g.hand(A).len(), 4, "A draws on his turn");
    ok(&mut g, A, play("R5"));
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.active(), B);
}

/// CAM-14.3.l (CAM-5.4, CAM-5.3): the previous tournament ended purple; A holds P5, P7,
/// Riposte: he cannot start → his hand is shown, B starts.
#[test]
fn cam_14_3_l_only_purple_after_purple_cannot_start() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("P5 P7 Riposte"))
        .hand(B, &cards("Y3"))
        .previous(Some(Colour::Purple))
        .designate(A);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, B));
    assert_eq!(g.observe(B).revealed, vec![(A, sorted("P5 P7 Riposte"))]);
    ok(&mut g, B, Action::Announce(Colour::Yellow));
}

/// CAM-14.3.m (CAM-11): red; A: R3 R4 (7), B: R5 R4 (9), C: R4 Sq3 (7) holding Lancelot.
/// A's Dodge on B's R5 opens the window; C cancels: Dodge and Lancelot discarded, B
/// unchanged (9); A must now top 9 or withdraw: he plays R5 → 12 and stays.
#[test]
fn cam_14_3_m_lancelot_cancels_a_dodge() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R4"))
        .display(C, &cards("R4 Sq3"))
        .hand(A, &cards("Dodge R5"))
        .hand(C, &cards("Ivanhoe Y2"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    assert_eq!(window(&g), vec![B, C]);
    assert_eq!(g.play(C, &Action::Cancel), Ok(()));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(shown(&g, B), cards("R5 R4"));
    assert_eq!(g.total(B), 9);
    assert_eq!(discard_sorted(&g), sorted("Dodge Ivanhoe"));
    assert_eq!(hand(&g, C), cards("Y2"));
    refused(&mut g, A, Action::Stay, CamelotError::NotHighest);
    ok(&mut g, A, play("R5"));
    assert_eq!(g.total(A), 12);
    ok(&mut g, A, Action::Stay);
}

/// CAM-14.3.n (CAM-10.8, CAM-11.3): C holds Lancelot; A's Knock Down naming B opens the
/// window before any card moves; if C cancels no card moves; if C passes, a random card of
/// B's hand goes to A.
#[test]
fn cam_14_3_n_knock_down_waits_for_the_window() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .hand(A, &cards("KnockDown"))
        .hand(B, &cards("Y2 Y3 Y4"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::KnockDown(B)).expect("Knock Down");
    assert_eq!(window(&g), vec![B, C]);
    assert_eq!(hand(&g, B), cards("Y2 Y3 Y4"), "nothing moved yet");
    assert!(g.hand(A).is_empty());
    let mut cancelled = g.clone();
    ok(&mut cancelled, C, Action::Cancel);
    assert_eq!(hand(&cancelled, B), cards("Y2 Y3 Y4"));
    assert!(cancelled.hand(A).is_empty());
    pass_windows(&mut g);
    assert_eq!(g.hand(B).len(), 2);
    assert_eq!(g.hand(A).len(), 1);
    let taken = g.hand(A)[0];
    assert!(cards("Y2 Y3 Y4").contains(&taken));
    assert!(!g.hand(B).contains(&taken));
}

/// CAM-14.3.o (CAM-7.9, CAM-11.1): C holds Lancelot but has withdrawn: A's Dodge opens no
/// window for C (only B is asked), and C may not cancel.
#[test]
fn cam_14_3_o_withdrawn_holder_gets_no_window() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("R3 R4"))
        .withdrawn(C, true)
        .hand(A, &cards("Dodge"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 1)).expect("Dodge");
    assert_eq!(window(&g), vec![B]);
    assert!(!g.actors().contains(&C));
    refused(&mut g, C, Action::Cancel, CamelotError::NotYourTurn);
    pass_windows(&mut g);
    assert_eq!(shown(&g, B), cards("R3"));
}

/// CAM-14.3.p (CAM-9.4, CAM-10.14): red; A: R5 (one card); B active. Riposte, Dodge or
/// Break Lance on A → `DisplayTooSmall`; Outmaneuver leaves A untouched; Outwit swapping A's
/// R5 for one of B's display cards is legal.
#[test]
fn cam_14_3_p_one_card_display_can_only_be_exchanged() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("R4 R3"))
        .display(C, &cards("R3 R4"))
        .hand(B, &cards("Riposte Dodge BreakLance Outmaneuver Outwit"))
        .turn(B);
    let too_small = CamelotError::DisplayTooSmall;
    refused(&mut g, B, Action::Riposte(A), too_small);
    refused(&mut g, B, Action::Dodge(A, 0), too_small);
    refused(&mut g, B, Action::BreakLance(A), too_small);
    ok(&mut g, B, Action::Outmaneuver);
    assert_eq!(shown(&g, A), cards("R5"), "untouched");
    assert_eq!(shown(&g, C), cards("R3"));
    let outwit = Action::Outwit {
        target: A,
        give: Item::Display(1),
        take: Item::Display(0),
    };
    ok(&mut g, B, outwit);
    assert_eq!(shown(&g, A), cards("R3"));
    assert_eq!(shown(&g, B), cards("R4 R5"));
}

/// CAM-14.3.q (CAM-10.4, CAM-9.5): purple; B: P5 P3 P7. A's Break Lance on B: B keeps P5,
/// his earliest card.
#[test]
fn cam_14_3_q_break_lance_all_purple_keeps_earliest() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P4"))
        .display(B, &cards("P5 P3 P7"))
        .hand(A, &cards("BreakLance"))
        .turn(A);
    ok(&mut g, A, Action::BreakLance(B));
    assert_eq!(shown(&g, B), cards("P5"));
    assert_eq!(discard_sorted(&g), sorted("BreakLance P3 P7"));
}

/// CAM-14.3.r (CAM-10.4): purple; B: Sq3 P5 P7. A's Break Lance on B → Sq3.
#[test]
fn cam_14_3_r_break_lance_leaves_non_purple_cards() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P4"))
        .display(B, &cards("Sq3 P5 P7"))
        .hand(A, &cards("BreakLance"))
        .turn(A);
    ok(&mut g, A, Action::BreakLance(B));
    assert_eq!(shown(&g, B), cards("Sq3"));
}

/// CAM-14.3.s (CAM-10.13): red; A: R3 Sq3 R4, B: R4 R4 R5, C: R3 R3 + Shield. A's Adapt:
/// A keeps one 3 (his choice: the Squire), B keeps one R4, C is unaffected.
#[test]
fn cam_14_3_s_adapt_owners_choose_shield_protects() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq3 R4"))
        .display(B, &cards("R4 R4 R5"))
        .display(C, &cards("R3 R3"))
        .shield(Some(C))
        .hand(A, &cards("Adapt"))
        .turn(A);
    ok(&mut g, A, Action::Adapt);
    assert_eq!(g.phase(), Phase::Adapt { seat: A, value: 3 });
    assert_eq!(g.legal_actions(A), vec![Action::Keep(0), Action::Keep(1)]);
    refused(&mut g, A, Action::Keep(2), CamelotError::InvalidTarget);
    ok(&mut g, A, Action::Keep(1));
    assert_eq!(g.phase(), Phase::Adapt { seat: B, value: 4 });
    ok(&mut g, B, Action::Keep(0));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(shown(&g, A), cards("Sq3 R4"));
    assert_eq!(shown(&g, B), cards("R4 R5"));
    assert_eq!(shown(&g, C), cards("R3 R3"));
}

/// CAM-14.3.t (CAM-10.14.1): red; A: R4 R5 + Stunned; B: R3 R5 + Shield. A's Outwit on B:
/// the only legal exchange is A's Stunned for B's Shield (A now shielded, B stunned);
/// naming B's R5 → `TargetShielded`.
#[test]
fn cam_14_3_t_outwit_against_shield_only_stunned_for_shield() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R4 R5"))
        .display(B, &cards("R3 R5"))
        .withdrawn(C, true)
        .stunned(Some(A))
        .shield(Some(B))
        .hand(A, &cards("Outwit"))
        .turn(A);
    let swap = Action::Outwit {
        target: B,
        give: Item::Stunned,
        take: Item::Shield,
    };
    let outwits: Vec<Action> = g
        .legal_actions(A)
        .into_iter()
        .filter(|a| matches!(a, Action::Outwit { .. }))
        .collect();
    assert_eq!(outwits, vec![swap]);
    let bad = Action::Outwit {
        target: B,
        give: Item::Display(0),
        take: Item::Display(1),
    };
    refused(&mut g, A, bad, CamelotError::TargetShielded);
    ok(&mut g, A, swap);
    assert_eq!((g.shield(), g.stunned()), (Some(A), Some(B)));
    assert_eq!(shown(&g, A), cards("R4 R5"));
    assert_eq!(shown(&g, B), cards("R3 R5"));
}

/// CAM-14.3.u (CAM-9.9): A shielded; B active. Dodge on A → `TargetShielded`; Drop Weapon,
/// Stunned on A and Knock Down on A all work.
#[test]
fn cam_14_3_u_shield_blocks_display_cards_only() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .shield(Some(A))
        .hand(A, &cards("Y3"))
        .hand(B, &cards("Dodge DropWeapon Stunned KnockDown"))
        .turn(B);
    refused(&mut g, B, Action::Dodge(A, 0), CamelotError::TargetShielded);
    ok(&mut g, B, Action::DropWeapon);
    assert_eq!(g.colour(), Some(Colour::Green));
    ok(&mut g, B, Action::Stunned(A));
    assert_eq!(g.stunned(), Some(A));
    ok(&mut g, B, Action::KnockDown(A));
    assert!(g.hand(A).is_empty());
    assert!(g.hand(B).contains(&card("Y3")));
    assert_eq!(shown(&g, A), cards("R3 R4"));
}

/// CAM-14.3.v (CAM-9.9, CAM-10.12): A shielded, red; A: R3 Sq2 R4, B: Sq2 R5. A's
/// Disgrace: B → R5. By default the seed wins over the spec's table: no action card
/// affects a shielded display, so A keeps his Sq2 (`shield_guards_own_display`).
#[test]
fn cam_14_3_v_own_disgrace_and_own_shield() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq2 R4"))
        .display(B, &cards("Sq2 R5"))
        .shield(Some(A))
        .hand(A, &cards("Disgrace"))
        .turn(A);
    ok(&mut g, A, Action::Disgrace);
    assert_eq!(shown(&g, A), cards("R3 Sq2 R4"), "the seed's Shield");
    assert_eq!(shown(&g, B), cards("R5"));
}

/// CAM-14.3.v as the spec's table has it (option `shield_guards_own_display = false`): his
/// own Disgrace discards his Sq2 too.
#[test]
fn cam_14_3_v_spec_reading_own_disgrace_hits_own_shielded_display() {
    let options = CamelotOptions {
        shield_guards_own_display: false,
        ..CamelotOptions::default()
    };
    let mut g = table_with(options, 3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 Sq2 R4"))
        .display(B, &cards("Sq2 R5"))
        .shield(Some(A))
        .hand(A, &cards("Disgrace"))
        .turn(A);
    ok(&mut g, A, Action::Disgrace);
    assert_eq!(shown(&g, A), cards("R3 R4"));
    assert_eq!(shown(&g, B), cards("R5"));
}

/// CAM-14.3.w (CAM-2.2, CAM-2.3): 4 players; A owns {red, blue, yellow} and wins a green
/// tournament: four colours → game over, A wins; no new tournament.
#[test]
fn cam_14_3_w_four_colours_win_with_four_players() {
    let mut g = table(4, Colour::Green);
    g.fixture()
        .display(A, &cards("G1 G1"))
        .display(D, &cards("G1"))
        .withdrawn(B, true)
        .withdrawn(C, true)
        .tokens(A, &[Colour::Red, Colour::Blue, Colour::Yellow])
        .hand(D, &cards("G1"))
        .turn(D);
    ok(&mut g, D, Action::Withdraw);
    assert!(g.owns(A, Colour::Green));
    assert_eq!(g.colours_owned(A), 4);
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.is_over());
    assert_eq!(g.winner(), Some(A));
    assert_eq!(g.outcome().expect("over").winners, vec![A]);
    assert_eq!(g.tournaments(), 1);
    assert!(g.colour().is_some(), "no new tournament was set up");
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Red),
        CamelotError::GameOver,
    );
}

/// CAM-14.3.x (CAM-2.1, CAM-8.3): 3 players; A owns {red, blue, yellow, green} and wins a
/// purple tournament: he must take purple (his only unowned colour) → five colours → over.
#[test]
fn cam_14_3_x_purple_win_completes_five_colours() {
    let mut g = table(3, Colour::Purple);
    g.fixture()
        .display(A, &cards("P5"))
        .display(B, &cards("P3"))
        .withdrawn(C, true)
        .tokens(
            A,
            &[Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green],
        )
        .turn(B);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.colours_owned(A), 5);
    assert_eq!((g.phase(), g.winner()), (Phase::Over, Some(A)));
}

/// CAM-14.3.y (CAM-4.5): draw pile of 1 card, discard pile of 30: A draws the card; the 30
/// discards are shuffled at once into a new draw pile; the discard pile is empty.
#[test]
fn cam_14_3_y_last_card_drawn_reshuffles_at_once() {
    let mut g = table(3, Colour::Red);
    let discards = vec![card("Y3"); 30];
    g.fixture()
        .display(C, &cards("R5"))
        .hand(C, &cards("R3"))
        .piles(&cards("Sq3"), &discards)
        .turn(C);
    ok(&mut g, C, play("R3"));
    ok(&mut g, C, Action::Stay);
    assert_eq!(g.active(), A);
    assert_eq!(hand(&g, A), cards("Sq3"));
    assert_eq!(g.draw_len(), 30);
    assert!(g.discard().is_empty());
}

/// CAM-14.3.z (CAM-4.6): draw pile and discard pile both empty: A draws nothing and goes
/// on with his turn.
#[test]
fn cam_14_3_z_nothing_to_draw_turn_goes_on() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(C, &cards("R5"))
        .hand(C, &cards("R3"))
        .hand(A, &cards("R4 R5"))
        .piles(&[], &[])
        .turn(C);
    ok(&mut g, C, play("R3"));
    ok(&mut g, C, Action::Stay);
    assert_eq!((g.phase(), g.active()), (Phase::Play, A));
    assert_eq!(hand(&g, A), cards("R4 R5"));
    assert_eq!(g.draw_len(), 0);
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, play("R5"));
    ok(&mut g, A, Action::Stay);
}

/// CAM-14.3.aa (CAM-7.4): red; A active: A: R3 R5 (8), B: R4 R4 (8). A's stay →
/// `NotHighest` (a tie is not enough).
#[test]
fn cam_14_3_aa_tie_is_not_highest() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R4 R4"))
        .hand(A, &cards("R5"))
        .turn(A);
    ok(&mut g, A, play("R5"));
    assert_eq!((g.total(A), g.total(B)), (8, 8));
    refused(&mut g, A, Action::Stay, CamelotError::NotHighest);
    ok(&mut g, A, Action::Withdraw);
}

/// CAM-14.3.ab (CAM-7.4): red; B active and highest since the start of his turn: staying
/// without playing a card → `MustPlayACard`.
#[test]
fn cam_14_3_ab_staying_needs_a_card_played() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5 R4"))
        .hand(B, &cards("R3"))
        .turn(B);
    refused(&mut g, B, Action::Stay, CamelotError::MustPlayACard);
}

/// CAM-14.3.ac (CAM-5.6): A designated starter, red chosen: Riposte before any display card
/// → `MustOpenWithDisplayCard`; after R3 he may play action cards (Shield).
#[test]
fn cam_14_3_ac_starter_may_not_open_with_an_action_card() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3 Riposte Shield"))
        .designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
    refused(
        &mut g,
        A,
        Action::Riposte(B),
        CamelotError::MustOpenWithDisplayCard,
    );
    ok(&mut g, A, play("R3"));
    assert!(!g.turn_flags().opening);
    ok(&mut g, A, Action::Shield);
    assert_eq!(
        g.shield(),
        Some(A),
        "after the opening card he plays freely"
    );
}
