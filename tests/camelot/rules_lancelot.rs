//! Camelot rule tests, CAM-11 to CAM-13 and CAM-16: Lancelot, the FAQ's rulings, the memo options, edge cases; one or more per rule id of `shared/rules/camelot.md`.
//! The other rule files cover the other sections; the worked examples (CAM-14) are in
//! `scenarios.rs`, the random-playout invariants (CAM-15) in `conformance.rs`.
// The four rule files share one import list.
#![allow(unused_imports)]

use crate::support;

use std::collections::HashSet;
use support::{
    A, B, C, D, cards_in_play, discard_sorted, hand, ok, pass_windows, pool, refused, shown,
    sorted, stacked, table, table_seeded, table_with, window,
};
use support::{a_wins, opts, play, token_phase};
use table_ronde::core::game::{Game, SetupError};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::{DECK_SIZE, card, cards, parse_cards};
use table_ronde::games::camelot::state::{HAND_SIZE, TOKENS_PER_COLOUR};
use table_ronde::games::camelot::{
    Action, ActionCard, Camelot, CamelotError, CamelotOptions, Card, Colour, Item, Phase,
    TokenReason, display_total,
};

// ---------------------------------------------------------------------------------------
// CAM-11 Lancelot (Ivanhoe)
// ---------------------------------------------------------------------------------------

fn lancelot_table() -> Camelot {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R4"))
        .withdrawn(D, true)
        .hand(A, &cards("Dodge R4 Shield Riposte Ivanhoe"))
        .hand(B, &cards("Y2"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g
}

/// CAM-11.1: Lancelot is played outside one's turn, by a holder who has not withdrawn — a
/// Waiting holder qualifies; others may only pass (`NotEligible`).
#[test]
fn cam_11_1_holder_not_withdrawn_may_cancel() {
    let mut g = lancelot_table();
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    assert!(g.display(C).is_empty(), "C is Waiting");
    assert_eq!(window(&g), vec![B, C]);
    assert_eq!(g.legal_actions(B), vec![Action::Pass]);
    assert_eq!(g.legal_actions(C), vec![Action::Cancel, Action::Pass]);
    refused(&mut g, B, Action::Cancel, CamelotError::NotEligible);
    ok(&mut g, C, Action::Cancel);
    assert_eq!(shown(&g, B), cards("R5 R4"));
}

/// CAM-11.2: Lancelot cancels the action card just played; cancelling a Shield as it is
/// played discards it; a Shield played earlier can no longer be cancelled.
#[test]
fn cam_11_2_cancel_the_card_just_played() {
    let mut g = lancelot_table();
    g.play(A, &Action::Shield).expect("Shield");
    let mut cancelled = g.clone();
    ok(&mut cancelled, C, Action::Cancel);
    assert_eq!(cancelled.shield(), None);
    assert_eq!(discard_sorted(&cancelled), sorted("Shield Ivanhoe"));
    pass_windows(&mut g);
    assert_eq!(g.shield(), Some(A));
    refused(&mut g, C, Action::Cancel, CamelotError::NoReactionWindow);
}

/// CAM-11.3: the window opens after the declarations (target, card) and before the effect:
/// the pending card is public, nothing has moved, the actor waits.
#[test]
fn cam_11_3_window_before_the_effect() {
    let mut g = lancelot_table();
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    assert_eq!(
        g.phase(),
        Phase::Lancelot {
            pending: Action::Dodge(B, 0),
            waiting: 0b110
        }
    );
    assert_eq!(shown(&g, B), cards("R5 R4"));
    refused(&mut g, A, play("R4"), CamelotError::NotYourTurn);
    pass_windows(&mut g);
    assert_eq!(shown(&g, B), cards("R4"));
}

/// CAM-11.4: once answered the window is closed for good: the holder cannot cancel that
/// card after the actor's next play; the next action card opens a new window.
#[test]
fn cam_11_4_window_closes() {
    let mut g = lancelot_table();
    ok(&mut g, A, Action::Dodge(B, 1));
    ok(&mut g, A, play("R4"));
    refused(&mut g, C, Action::Cancel, CamelotError::NoReactionWindow);
    g.play(A, &Action::Shield).expect("Shield");
    assert_eq!(window(&g), vec![B, C]);
}

/// CAM-11.5 (CAM-16.10): the actor is never offered the window, even holding Lancelot.
#[test]
fn cam_11_5_actor_never_asked() {
    let mut g = lancelot_table();
    g.play(A, &Action::Riposte(B)).expect("Riposte");
    assert!(!window(&g).contains(&A));
    refused(&mut g, A, Action::Cancel, CamelotError::NotYourTurn);
}

/// CAM-11.6: after a cancellation the actor's turn goes on; cards he played before stay
/// played; if no longer strictly highest he must play more or withdraw.
#[test]
fn cam_11_6_turn_goes_on_after_a_cancellation() {
    let mut g = lancelot_table();
    ok(&mut g, A, play("R4"));
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    ok(&mut g, C, Action::Cancel);
    assert_eq!((g.phase(), g.active()), (Phase::Play, A));
    assert_eq!(shown(&g, A), cards("R3 R4 R4"));
    assert_eq!((g.total(A), g.total(B)), (11, 9));
    g.fixture().display(B, &cards("R5 R4 R3"));
    refused(&mut g, A, Action::Stay, CamelotError::NotHighest);
    ok(&mut g, A, Action::Withdraw);
}

/// CAM-11.7 [READING]: every opponent still in is asked, whether or not anyone holds
/// Lancelot, so the window does not reveal the holder to the others.
#[test]
fn cam_11_7_window_does_not_reveal_the_holder() {
    let with = lancelot_table();
    let mut without = with.clone();
    without.fixture().hand(C, &cards("Y3"));
    let mut outcomes = Vec::new();
    for mut g in [with, without] {
        g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
        outcomes.push((window(&g), g.observe(B).phase));
    }
    assert_eq!(outcomes[0], outcomes[1]);
}

// ---------------------------------------------------------------------------------------
// CAM-12 Clarifications from the FAQ
// ---------------------------------------------------------------------------------------

/// CAM-12.1: a player draws even on a turn where he then withdraws.
#[test]
fn cam_12_1_draw_then_withdraw() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .hand(A, &cards("R4"))
        .turn(A);
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.hand(B).len(), 1);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.hand(B).len(), 1, "he keeps the card drawn");
}

/// CAM-12.2: playing only action cards is enough to stay, if one ends strictly highest
/// (the seed's Marcel stays with only a Riposte).
#[test]
fn cam_12_2_only_action_cards_enough_to_stay() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .hand(A, &cards("Riposte"))
        .turn(A);
    ok(&mut g, A, Action::Riposte(B));
    ok(&mut g, A, Action::Stay);
}

/// CAM-12.3: a starter may open with a supporter only (any colour), never with an action
/// card, and must start if he can.
#[test]
fn cam_12_3_open_with_a_supporter() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("Sq2 Dodge")).designate(A);
    refused(&mut g, A, Action::Withdraw, CamelotError::WrongPhase);
    ok(&mut g, A, Action::Announce(Colour::Blue));
    refused(
        &mut g,
        A,
        Action::Dodge(B, 0),
        CamelotError::MustOpenWithDisplayCard,
    );
    ok(&mut g, A, play("Sq2"));
    ok(&mut g, A, Action::Stay);
}

/// CAM-12.4: the purple ban follows the previous final colour, not the token taken.
#[test]
fn cam_12_4_purple_ban_follows_the_colour() {
    let mut g = a_wins(3, Colour::Purple, &[]);
    ok(&mut g, A, Action::Token(Colour::Yellow));
    assert_eq!(g.previous(), Some(Colour::Purple));
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Purple),
        CamelotError::ColourNotAllowed,
    );
    ok(&mut g, A, Action::Announce(Colour::Yellow));
}

/// CAM-12.5: Stunned limits additions by any means (Riposte counts); Outwit stays allowed.
#[test]
fn cam_12_5_stunned_riposte_counts_outwit_allowed() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5 R4 R3"))
        .stunned(Some(A))
        .hand(A, &cards("Riposte Sq2 Outwit"))
        .turn(A);
    ok(&mut g, A, Action::Riposte(B));
    refused(&mut g, A, play("Sq2"), CamelotError::StunnedLimit);
    let swap = Action::Outwit {
        target: B,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    ok(&mut g, A, swap);
}

/// CAM-12.6: only Stunned and Knock Down reach a player who has not entered; Knock Down
/// also reaches a withdrawn player.
#[test]
fn cam_12_6_waiting_and_withdrawn_targets() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .withdrawn(C, true)
        .hand(A, &cards("Riposte KnockDown Stunned"))
        .hand(B, &cards("Y3"))
        .hand(C, &cards("Y4"))
        .turn(A);
    refused(&mut g, A, Action::Riposte(B), CamelotError::InvalidTarget);
    refused(&mut g, A, Action::Stunned(C), CamelotError::InvalidTarget);
    ok(&mut g, A, Action::Stunned(B));
    ok(&mut g, A, Action::KnockDown(C));
    assert_eq!(hand(&g, A), sorted("Riposte Y4"));
}

/// CAM-12.7: the Shield blocks opponents' display-affecting cards only; its owner's own
/// Riposte, Retreat and Outwit work; colour changes and Stunned are not blocked.
#[test]
fn cam_12_7_shield_scope() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R4 R3"))
        .shield(Some(A))
        .hand(A, &cards("Riposte Retreat Outwit R5"))
        .hand(B, &cards("Dodge ChangeWeapon Stunned"))
        .turn(A);
    ok(&mut g, A, Action::Riposte(B));
    ok(&mut g, A, Action::Retreat(0));
    let swap = Action::Outwit {
        target: B,
        give: Item::Display(0),
        take: Item::Display(0),
    };
    ok(&mut g, A, swap);
    assert_eq!(shown(&g, A), cards("R3 R5"));
    ok(&mut g, A, play("R5"));
    ok(&mut g, A, Action::Stay);
    refused(&mut g, B, Action::Dodge(A, 0), CamelotError::TargetShielded);
    ok(&mut g, B, Action::ChangeWeapon(Colour::Blue));
    ok(&mut g, B, Action::Stunned(A));
    assert_eq!((g.colour(), g.stunned()), (Some(Colour::Blue), Some(A)));
}

/// CAM-12.8: Shield and Stunned may lie before the same player (Stunned played on a
/// shielded player).
#[test]
fn cam_12_8_shield_and_stunned_same_player() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .shield(Some(B))
        .hand(A, &cards("Stunned"))
        .turn(A);
    ok(&mut g, A, Action::Stunned(B));
    assert_eq!((g.shield(), g.stunned()), (Some(B), Some(B)));
}

/// CAM-12.9: the Lancelot holder sees the target first; a Knock Down is cancelled before
/// the card is drawn; the window closes at the actor's next play; after a cancellation the
/// actor must top up or withdraw.
#[test]
fn cam_12_9_lancelot_timing() {
    let mut g = lancelot_table();
    g.fixture().hand(A, &cards("KnockDown Dodge"));
    g.play(A, &Action::KnockDown(B)).expect("Knock Down");
    let seen = g.observe(C).phase;
    assert!(matches!(seen, Phase::Lancelot { pending: Action::KnockDown(t), .. } if t == B));
    ok(&mut g, C, Action::Cancel);
    assert_eq!(hand(&g, B), cards("Y2"), "nothing drawn from B");
    ok(&mut g, A, Action::Dodge(B, 0));
    refused(&mut g, C, Action::Cancel, CamelotError::NoReactionWindow);
}

/// CAM-12.10: the engine always draws: there is no draw decision; every turn begins with
/// the draw.
#[test]
fn cam_12_10_draw_is_automatic() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .hand(A, &cards("R4"))
        .turn(A);
    ok(&mut g, A, play("R4"));
    let before = g.draw_len();
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.draw_len(), before - 1);
    assert_eq!(
        (g.phase(), g.active(), g.hand(B).len()),
        (Phase::Play, B, 1)
    );
}

/// CAM-12.11: by default the colour is announced before the draw (the FAQ order is option
/// CAM-5.8).
#[test]
fn cam_12_11_announce_then_draw_by_default() {
    assert!(!CamelotOptions::default().colour_after_draw);
    let g = Camelot::new(&opts(), 3, 5).expect("setup");
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(g.hand(g.starter()).len(), 8);
}

// ---------------------------------------------------------------------------------------
// CAM-13 Memo options
// ---------------------------------------------------------------------------------------

/// CAM-13.1 option `no_repeat_colour`: no tournament of the previous final colour; a
/// starter who can open only that colour shows his hand and passes (CAM-5.4). Off by
/// default: red may follow red.
#[test]
fn cam_13_1_option_no_repeat_colour() {
    assert!(!CamelotOptions::default().no_repeat_colour);
    let options = CamelotOptions {
        no_repeat_colour: true,
        ..CamelotOptions::default()
    };
    let mut g = table_with(options, 3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3 R4 Dodge"))
        .hand(B, &cards("Sq2 R5"))
        .previous(Some(Colour::Red))
        .designate(A);
    assert_eq!(g.starter(), B);
    assert_eq!(g.observe(C).revealed, vec![(A, sorted("R3 R4 Dodge"))]);
    refused(
        &mut g,
        B,
        Action::Announce(Colour::Red),
        CamelotError::ColourNotAllowed,
    );
    ok(&mut g, B, Action::Announce(Colour::Purple));

    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3 R4 Dodge"))
        .previous(Some(Colour::Red))
        .designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
}

/// CAM-13.2 option `entry_requires_display_card`: a player's first turn in a tournament
/// may end in "stay" only if he played a colour card or supporter from hand; entering by
/// Riposte alone is enough by default.
#[test]
fn cam_13_2_option_entry_requires_display_card() {
    assert!(!CamelotOptions::default().entry_requires_display_card);
    let setup = |options| {
        let mut g = table_with(options, 3, Colour::Red);
        g.fixture()
            .display(A, &cards("R3 R5"))
            .hand(B, &cards("Riposte Sq2"))
            .turn(B);
        ok(&mut g, B, Action::Riposte(A));
        g
    };
    let mut g = setup(CamelotOptions::default());
    ok(&mut g, B, Action::Stay);
    let mut g = setup(CamelotOptions {
        entry_requires_display_card: true,
        ..CamelotOptions::default()
    });
    refused(&mut g, B, Action::Stay, CamelotError::EntryNeedsDisplayCard);
    ok(&mut g, B, play("Sq2"));
    ok(&mut g, B, Action::Stay);
}

// ---------------------------------------------------------------------------------------
// CAM-16 Edge cases and engine behaviour
// ---------------------------------------------------------------------------------------

/// Every attempt of every seat: accepted exactly when legal; a refusal is a typed error
/// citing its rule, and leaves the state equal.
fn sweep(g: &Camelot) {
    let actors = g.actors();
    for s in Seat::all(g.seats()) {
        let legal = g.legal_actions(s);
        assert_eq!(
            !legal.is_empty(),
            actors.contains(&s),
            "{s}: actors and legal agree"
        );
        for a in g.action_space(s) {
            let mut h = g.clone();
            match h.play(s, &a) {
                Ok(()) => assert!(legal.contains(&a), "{s} {a:?} accepted but not legal"),
                Err(e) => {
                    assert_eq!(&h, g, "CAM-16.1: {s} {a:?} refused ({e}) changed the state");
                    assert!(!legal.contains(&a), "{s} {a:?} legal but refused: {e}");
                    assert!(e.to_string().contains(e.rule()), "{e} cites its rule");
                }
            }
        }
    }
}

/// CAM-16.1: any illegal action gets a typed error and leaves the state unchanged — checked
/// for every attempt of every seat along random games of 2 to 5 players.
#[test]
fn cam_16_1_refusals_are_typed_and_harmless() {
    let mut steps = 0;
    for n in 2..=5 {
        for seed in 1..=6 {
            let mut g = Camelot::new(&opts(), n, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed * 31 + n as u64);
            for _ in 0..300 {
                if g.is_over() {
                    break;
                }
                sweep(&g);
                let s = g.first_actor().expect("an actor");
                let legal = g.legal_actions(s);
                let a = if legal.contains(&Action::Withdraw) && rng.below(4) == 0 {
                    Action::Withdraw
                } else {
                    legal[rng.index(legal.len())]
                };
                g.play(s, &a).expect("legal");
                assert_eq!(g.check_invariants(), Ok(()));
                steps += 1;
            }
        }
    }
    assert!(steps > 1500, "{steps} positions swept");
    eprintln!("CAM-16.1: {steps} positions swept");
}

/// CAM-16.1 with every option of CAM-18 switched away from its default (CAM-5.8, CAM-9.11,
/// CAM-9.12, CAM-13.1, CAM-13.2): random games stay consistent and every refusal is harmless.
#[test]
fn cam_16_1_refusals_are_harmless_under_every_option() {
    let variants = [
        CamelotOptions {
            colour_after_draw: true,
            ..CamelotOptions::default()
        },
        CamelotOptions {
            forbid_second_maiden_by_action: false,
            outwit_received_on_top: false,
            ..CamelotOptions::default()
        },
        CamelotOptions {
            no_repeat_colour: true,
            entry_requires_display_card: true,
            ..CamelotOptions::default()
        },
    ];
    for options in variants {
        for n in [2, 3, 5] {
            for seed in 1..=8 {
                let mut g = Camelot::new(&options, n, seed).expect("setup");
                let mut rng = GameRng::from_seed(seed * 17 + n as u64);
                for _ in 0..400 {
                    if g.is_over() {
                        break;
                    }
                    if rng.below(8) == 0 {
                        sweep(&g);
                    }
                    let s = g.first_actor().expect("an actor");
                    let legal = g.legal_actions(s);
                    let a = if legal.contains(&Action::Withdraw) && rng.below(4) == 0 {
                        Action::Withdraw
                    } else {
                        legal[rng.index(legal.len())]
                    };
                    g.play(s, &a).expect("legal");
                    assert_eq!(g.check_invariants(), Ok(()), "{options:?} {n} {seed} {a:?}");
                }
            }
        }
    }
}

/// CAM-16.2: a designated starter with an empty hand (or only action cards) reveals his
/// hand — an empty reveal — and the designation passes.
#[test]
fn cam_16_2_empty_hand_reveals_nothing_and_passes() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &[]).hand(B, &cards("Y2")).designate(A);
    assert_eq!(g.starter(), B);
    assert_eq!(g.observe(C).revealed, vec![(A, Vec::new())]);
}

/// CAM-16.3 (CAM-5.5): nobody can start, twice over: two rounds of everybody drawing one.
#[test]
fn cam_16_3_nobody_can_start_repeats() {
    let mut g = table(2, Colour::Red);
    g.fixture()
        .hand(A, &cards("Charge"))
        .hand(B, &cards("Dodge"))
        .piles(&cards("Retreat Shield R3 Y2"), &[])
        .designate(A);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, A));
    assert_eq!(hand(&g, A), sorted("R3 Charge Retreat"));
    assert_eq!(hand(&g, B), sorted("Y2 Dodge Shield"));
    let who: Vec<Seat> = g.observe(B).revealed.iter().map(|(s, _)| *s).collect();
    assert_eq!(who, vec![A, B, A, B]);
}

/// CAM-16.4: a tournament winner who played his last card cannot start the next (the
/// colour comes before the draw) → CAM-5.4; under option CAM-5.8 he draws first and may.
#[test]
fn cam_16_4_winner_with_an_empty_hand() {
    let win_empty = |options| {
        let mut g = table_with(options, 3, Colour::Red);
        g.fixture()
            .display(A, &cards("R5"))
            .display(B, &cards("R3"))
            .withdrawn(C, true)
            .hand(A, &cards("Sq2"))
            .turn(A);
        ok(&mut g, A, play("Sq2"));
        ok(&mut g, A, Action::Stay);
        ok(&mut g, B, Action::Withdraw);
        assert_eq!(g.tokens(A), vec![Colour::Red]);
        g
    };
    let g = win_empty(CamelotOptions::default());
    assert_eq!(g.starter(), B);
    assert_eq!(g.observe(C).revealed, vec![(A, Vec::new())]);
    let g = win_empty(CamelotOptions {
        colour_after_draw: true,
        ..CamelotOptions::default()
    });
    assert_eq!((g.starter(), hand(&g, A)), (A, cards("Y2")));
}

/// CAM-16.5 (CAM-4.5, CAM-4.6): a draw due with an empty draw pile takes from the
/// reshuffled discard pile; with both empty nothing is drawn.
#[test]
fn cam_16_5_empty_draw_pile() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(C, &cards("R3"))
        .hand(C, &cards("R4 R5"))
        .piles(&[], &cards("Y3 Y3 Y3"))
        .turn(C);
    ok(&mut g, C, play("R4"));
    ok(&mut g, C, Action::Stay);
    assert_eq!(hand(&g, A), cards("Y3"));
    assert_eq!((g.draw_len(), g.discard().len()), (2, 0));
    g.fixture().piles(&[], &[]);
    ok(&mut g, A, Action::Withdraw);
    assert!(g.hand(B).is_empty());
}

/// CAM-16.6: a Waiting player who plays only action cards stays at 0 and must withdraw —
/// unless Riposte or an Outwit giving away the Stunned card in front of him gave him a
/// display card.
#[test]
fn cam_16_6_waiting_player_with_only_action_cards() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .hand(B, &cards("Shield"))
        .turn(B);
    ok(&mut g, B, Action::Shield);
    refused(&mut g, B, Action::Stay, CamelotError::NotHighest);
    assert_eq!(g.legal_actions(B), vec![Action::Withdraw]);

    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R5"))
        .stunned(Some(B))
        .hand(B, &cards("Outwit"))
        .turn(B);
    let swap = Action::Outwit {
        target: A,
        give: Item::Stunned,
        take: Item::Display(1),
    };
    ok(&mut g, B, swap);
    assert_eq!((shown(&g, B), g.stunned()), (cards("R5"), Some(A)));
    ok(&mut g, B, Action::Stay);
}

/// CAM-16.7 (CAM-7.5, CAM-8.1): the starter may withdraw at the end of his opening turn;
/// the tournament goes on and may be won by a player who never laid a card.
#[test]
fn cam_16_7_starter_withdraws_after_opening() {
    let mut g = table(2, Colour::Red);
    g.fixture().hand(A, &cards("Sq3")).designate(A);
    ok(&mut g, A, Action::Announce(Colour::Blue));
    ok(&mut g, A, play("Sq3"));
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(g.tokens(B), vec![Colour::Blue], "B never laid a card");
}

/// CAM-16.8 (CAM-7.7): the Maiden penalty with no token does nothing.
#[test]
fn cam_16_8_maiden_penalty_without_token() {
    let mut g = table(2, Colour::Red);
    g.fixture()
        .display(A, &cards("M6"))
        .display(B, &cards("R5 R4"))
        .turn(A);
    ok(&mut g, A, Action::Withdraw);
    assert!(g.tokens(A).is_empty());
    assert_eq!(g.tokens(B), vec![Colour::Red]);
    assert_eq!(g.phase(), Phase::Announce);
}

/// CAM-16.9 (CAM-8.3): a purple win: the winner picks an unowned colour.
#[test]
fn cam_16_9_purple_win_picks_unowned() {
    let mut g = a_wins(2, Colour::Purple, &[Colour::Green]);
    assert_eq!(g.legal_actions(A).len(), 4);
    refused(
        &mut g,
        A,
        Action::Token(Colour::Green),
        CamelotError::TokenAlreadyOwned,
    );
    ok(&mut g, A, Action::Token(Colour::Red));
    assert_eq!(g.tokens(A), vec![Colour::Red, Colour::Green]);
}

/// CAM-16.10 (CAM-11.5, CAM-7.9): a Lancelot holder who withdrew, or who is the actor, is
/// not asked.
#[test]
fn cam_16_10_no_window_for_withdrawn_holder_or_actor() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R4"))
        .display(B, &cards("R3 R3"))
        .withdrawn(C, true)
        .hand(A, &cards("Dodge Ivanhoe"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    assert_eq!(window(&g), vec![B]);
}

/// CAM-16.11: Knock Down against a player with an empty hand → `InvalidTarget`.
#[test]
fn cam_16_11_knock_down_empty_hand() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("R3"))
        .hand(A, &cards("KnockDown"))
        .hand(B, &[])
        .turn(A);
    refused(&mut g, A, Action::KnockDown(B), CamelotError::InvalidTarget);
}

/// CAM-16.12: Change Weapon to the current colour → `ActionHasNoEffect`.
#[test]
fn cam_16_12_change_weapon_to_the_same_colour() {
    for c in Colour::WEAPONS {
        let mut g = table(3, c);
        g.fixture().hand(A, &cards("ChangeWeapon")).turn(A);
        refused(
            &mut g,
            A,
            Action::ChangeWeapon(c),
            CamelotError::ActionHasNoEffect,
        );
    }
}

/// CAM-16.13: a card taken back by Retreat may be replayed, under CAM-6.2 (colour), CAM-6.4
/// (one Maiden) and CAM-6.7 (Stunned) like any card from hand.
#[test]
fn cam_16_13_retreat_then_replay() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 M6 R4"))
        .hand(A, &cards("Retreat ChangeWeapon M6"))
        .turn(A);
    ok(&mut g, A, Action::ChangeWeapon(Colour::Blue));
    ok(&mut g, A, Action::Retreat(0));
    refused(
        &mut g,
        A,
        play("R3"),
        CamelotError::WrongColour(Colour::Blue),
    );
    refused(&mut g, A, play("M6"), CamelotError::SecondMaiden);

    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 M6 R4"))
        .stunned(Some(A))
        .hand(A, &cards("Retreat Sq2"))
        .turn(A);
    ok(&mut g, A, Action::Retreat(1));
    ok(&mut g, A, play("M6"));
    assert_eq!(shown(&g, A), cards("R3 R4 M6"));
    refused(&mut g, A, play("Sq2"), CamelotError::StunnedLimit);
}

/// CAM-16.14 (CAM-6.5): a display card of an old colour is legal and counts normally (1 in
/// green).
#[test]
fn cam_16_14_old_colour_cards_count() {
    let mut g = table(3, Colour::Blue);
    g.fixture()
        .display(A, &cards("R5 B3"))
        .hand(A, &cards("DropWeapon"))
        .turn(A);
    assert_eq!(g.total(A), 8);
    ok(&mut g, A, Action::DropWeapon);
    assert_eq!(g.total(A), 2);
}

/// CAM-16.15: two players: Outmaneuver hits the single opponent; the first withdrawal ends
/// the tournament.
#[test]
fn cam_16_15_two_players() {
    let mut g = table(2, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5 R3"))
        .hand(A, &cards("Outmaneuver"))
        .turn(A);
    ok(&mut g, A, Action::Outmaneuver);
    assert_eq!(shown(&g, B), cards("R5"));
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.active(), B);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.tokens(A), vec![Colour::Red]);
    assert_eq!(g.tournaments(), 1);
}

/// CAM-16.16: every action after the game ended → `GameOver`, state unchanged.
#[test]
fn cam_16_16_game_over() {
    let mut g = a_wins(
        4,
        Colour::Red,
        &[Colour::Blue, Colour::Yellow, Colour::Green],
    );
    assert!(g.is_over());
    for s in Seat::all(4) {
        for a in g.action_space(s) {
            refused(&mut g, s, a, CamelotError::GameOver);
        }
    }
}
