//! Camelot rule tests, CAM-6 to CAM-8: displays, totals, withdrawing, winning a tournament and the game; one or more per rule id of `shared/rules/camelot.md`.
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
// CAM-6 Playing cards into the display
// ---------------------------------------------------------------------------------------

/// CAM-6.1: colour cards and supporters go face up into the display in play order; the
/// most recent card is the top card (the one Riposte takes).
#[test]
fn cam_6_1_display_in_play_order_top_is_last() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("Sq2 R5 R3")).turn(A);
    for c in ["R3", "R5", "Sq2"] {
        ok(&mut g, A, play(c));
    }
    assert_eq!(shown(&g, A), cards("R3 R5 Sq2"));
    ok(&mut g, A, Action::Stay);
    g.fixture().hand(B, &cards("Riposte"));
    ok(&mut g, B, Action::Riposte(A));
    assert_eq!(shown(&g, B), cards("Sq2"));
    assert_eq!(shown(&g, A), cards("R3 R5"));
}

/// CAM-6.2: every colour card played from hand matches the current colour
/// (`WrongColour`).
#[test]
fn cam_6_2_colour_cards_match_the_tournament() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("B3 P3 G1 R3")).turn(A);
    for c in ["B3", "P3", "G1"] {
        refused(&mut g, A, play(c), CamelotError::WrongColour(Colour::Red));
    }
    ok(&mut g, A, play("R3"));
}

/// CAM-6.3: supporters may be played in any tournament, instead of or besides colour cards.
#[test]
fn cam_6_3_supporters_in_every_colour() {
    for c in Colour::ALL {
        let mut g = table(3, c);
        g.fixture().hand(A, &cards("Sq2 Sq3 M6")).turn(A);
        for s in ["Sq2", "Sq3", "M6"] {
            ok(&mut g, A, play(s));
        }
        ok(&mut g, A, Action::Stay);
    }
}

/// CAM-6.4: any number of Squires, at most one Maiden in a display (`SecondMaiden`).
#[test]
fn cam_6_4_one_maiden_many_squires() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("Sq2 Sq2 Sq3 Sq3 M6 M6")).turn(A);
    for c in ["Sq2", "Sq2", "Sq3", "Sq3", "M6"] {
        ok(&mut g, A, play(c));
    }
    assert!(!g.legal_actions(A).contains(&play("M6")));
    refused(&mut g, A, play("M6"), CamelotError::SecondMaiden);
}

/// CAM-6.5: after a colour change the display cards stay and keep counting; new colour
/// cards must match the new colour.
#[test]
fn cam_6_5_colour_change_keeps_display_cards() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .hand(A, &cards("ChangeWeapon R5 B2"))
        .turn(A);
    ok(&mut g, A, Action::ChangeWeapon(Colour::Blue));
    assert_eq!((shown(&g, A), g.total(A)), (cards("R3 R4"), 7));
    refused(
        &mut g,
        A,
        play("R5"),
        CamelotError::WrongColour(Colour::Blue),
    );
    ok(&mut g, A, play("B2"));
    assert_eq!(g.total(A), 9);
}

/// CAM-6.6 [READING]: cards entering a display through Riposte or Outwit may be of any
/// colour.
#[test]
fn cam_6_6_received_cards_may_be_off_colour() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R4 R4"))
        .display(B, &cards("R3 B5"))
        .display(C, &cards("Y3 Y4"))
        .hand(A, &cards("Riposte Outwit"))
        .turn(A);
    ok(&mut g, A, Action::Riposte(B));
    assert_eq!(shown(&g, A), cards("R4 R4 B5"));
    let outwit = Action::Outwit {
        target: C,
        give: Item::Display(0),
        take: Item::Display(1),
    };
    ok(&mut g, A, outwit);
    assert_eq!(shown(&g, A), cards("R4 B5 Y4"));
    assert_eq!(shown(&g, C), cards("Y3 R4"));
}

/// CAM-6.7 (CAM-10.16): a stunned player adds at most one card per turn, by any means; the
/// limit starts again on his next turn.
#[test]
fn cam_6_7_stunned_one_card_per_turn() {
    let mut g = table(2, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(B, &cards("R5"))
        .stunned(Some(B))
        .hand(A, &cards("R5 R4"))
        .hand(B, &cards("R3 Sq2 Sq3"))
        .turn(B);
    ok(&mut g, B, play("R3"));
    refused(&mut g, B, play("Sq2"), CamelotError::StunnedLimit);
    assert!(
        !g.legal_actions(B)
            .iter()
            .any(|a| matches!(a, Action::Play(_)))
    );
    ok(&mut g, B, Action::Stay);
    ok(&mut g, A, play("R5"));
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.active(), B);
    ok(&mut g, B, play("Sq2"));
    refused(&mut g, B, play("Sq3"), CamelotError::StunnedLimit);
}

/// CAM-6.8 (CAM-9.5): once a player has a display card it never becomes empty before he
/// withdraws or wins: the last card stays.
#[test]
fn cam_6_8_display_never_empties() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("Sq2 Sq3"))
        .hand(A, &cards("Disgrace Dodge Charge"))
        .turn(A);
    ok(&mut g, A, Action::Disgrace);
    assert_eq!(shown(&g, B), cards("Sq2"));
    refused(
        &mut g,
        A,
        Action::Dodge(B, 0),
        CamelotError::DisplayTooSmall,
    );
    refused(&mut g, A, Action::Charge, CamelotError::ActionHasNoEffect);
    assert!(Seat::all(2).all(|s| !g.display(s).is_empty()));
}

/// CAM-6.9: in one turn a player may play colour cards, change the colour, then play cards
/// of the new colour; he may also change the colour without playing any colour card.
#[test]
fn cam_6_9_change_colour_mid_turn() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .hand(A, &cards("R4 ChangeWeapon B2 DropWeapon G1"))
        .turn(A);
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, Action::ChangeWeapon(Colour::Blue));
    ok(&mut g, A, play("B2"));
    ok(&mut g, A, Action::DropWeapon);
    ok(&mut g, A, play("G1"));
    assert_eq!(shown(&g, A), cards("R3 R4 B2 G1"));
    assert_eq!(g.history(), &[Colour::Red, Colour::Blue, Colour::Green]);
    assert_eq!(g.total(A), 4);

    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R4 R3"))
        .display(B, &cards("R3 R4"))
        .hand(A, &cards("DropWeapon"))
        .turn(A);
    ok(&mut g, A, Action::DropWeapon);
    assert_eq!((g.total(A), g.total(B)), (3, 2));
    ok(&mut g, A, Action::Stay);
}

// ---------------------------------------------------------------------------------------
// CAM-7 Totals, green tournaments, ending a turn, withdrawing
// ---------------------------------------------------------------------------------------

/// CAM-7.1: outside green a total is the sum of printed values of all display cards, colour
/// cards of any colour and supporters.
#[test]
fn cam_7_1_total_is_printed_values() {
    let d = cards("R3 B5 Sq2 M6 P7");
    for c in [Colour::Purple, Colour::Red, Colour::Blue, Colour::Yellow] {
        assert_eq!(display_total(&d, c), 23);
    }
    let mut g = table(3, Colour::Blue);
    g.fixture().display(A, &d);
    assert_eq!(g.total(A), 23);
}

/// CAM-7.2: in green every display card counts 1, supporters included.
#[test]
fn cam_7_2_green_counts_cards() {
    assert_eq!(display_total(&cards("P7 M6 Sq3 G1"), Colour::Green), 4);
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 M6"))
        .hand(A, &cards("DropWeapon"))
        .turn(A);
    assert_eq!(g.total(A), 11);
    ok(&mut g, A, Action::DropWeapon);
    assert_eq!(g.total(A), 2);
}

/// CAM-7.3: action effects use printed values, also in green: a Charge removes only cards
/// printed 1; Adapt sees R3 and G1 as different values.
#[test]
fn cam_7_3_actions_use_printed_values_in_green() {
    let mut g = table(3, Colour::Green);
    g.fixture()
        .display(A, &cards("G1 R3 Sq2"))
        .display(B, &cards("G1 Y2 B4"))
        .hand(A, &cards("Charge Adapt"))
        .turn(A);
    refused(&mut g, A, Action::Adapt, CamelotError::ActionHasNoEffect);
    ok(&mut g, A, Action::Charge);
    assert_eq!(shown(&g, A), cards("R3 Sq2"));
    assert_eq!(shown(&g, B), cards("Y2 B4"));
}

/// CAM-7.4: staying needs (a) a card played this turn — a cancelled action card counts —
/// and (b) a total strictly higher than every other player still in, Waiting players
/// counting 0.
#[test]
fn cam_7_4_stay_rules() {
    // (b) with Waiting players at 0.
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("G1 Sq2")).turn(A);
    refused(&mut g, A, Action::Stay, CamelotError::MustPlayACard);
    ok(&mut g, A, play("Sq2"));
    ok(&mut g, A, Action::Stay);
    // (a) a cancelled card counts as played.
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R4"))
        .display(B, &cards("R3 R4"))
        .display(C, &cards("R3"))
        .hand(A, &cards("Dodge"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    ok(&mut g, C, Action::Cancel);
    assert_eq!(shown(&g, B), cards("R3 R4"));
    assert_eq!(g.turn_flags().played, 1);
    ok(&mut g, A, Action::Stay);
    // Withdrawn players are not compared.
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .withdrawn(B, true)
        .display(C, &cards("Sq2"))
        .hand(A, &cards("G1 Sq2"))
        .turn(A);
    ok(&mut g, A, play("Sq2"));
    ok(&mut g, A, Action::Stay);
}

/// CAM-7.5: withdrawing is always allowed at the end of one's own turn, with or without
/// cards played, even when highest — except the starter before his opening play.
#[test]
fn cam_7_5_withdraw_always_allowed() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R5"))
        .display(B, &cards("R3"))
        .turn(A);
    assert!(g.legal_actions(A).contains(&Action::Withdraw));
    ok(&mut g, A, Action::Withdraw);
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("R3")).designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
    refused(
        &mut g,
        A,
        Action::Withdraw,
        CamelotError::MustOpenWithDisplayCard,
    );
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Withdraw);
}

/// CAM-7.6: a withdrawing player discards every display card and any Shield or Stunned card
/// in front of him.
#[test]
fn cam_7_6_withdrawal_discards_display_and_specials() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .shield(Some(A))
        .stunned(Some(A))
        .turn(A);
    ok(&mut g, A, Action::Withdraw);
    assert!(g.display(A).is_empty() && g.is_withdrawn(A));
    assert_eq!((g.shield(), g.stunned()), (None, None));
    assert_eq!(discard_sorted(&g), sorted("R3 R4 Shield Stunned"));
}

/// CAM-7.7: a player withdrawing with a Maiden in his display returns one token of his
/// choice if he owns several (a choice step), his only token if he owns one, nothing if he
/// owns none; in green too.
#[test]
fn cam_7_7_maiden_penalty() {
    let maiden = |owned: &[Colour]| {
        let mut g = table(3, Colour::Green);
        g.fixture()
            .display(A, &cards("G1 M6"))
            .display(B, &cards("G1 G1 G1"))
            .tokens(A, owned)
            .turn(A);
        ok(&mut g, A, Action::Withdraw);
        g
    };
    let mut g = maiden(&[Colour::Red, Colour::Yellow]);
    assert_eq!(g.phase(), token_phase(A, TokenReason::MaidenPenalty));
    assert_eq!(g.actors(), vec![A]);
    refused(
        &mut g,
        B,
        Action::Token(Colour::Red),
        CamelotError::NotYourTurn,
    );
    refused(&mut g, A, Action::Stay, CamelotError::WrongPhase);
    refused(
        &mut g,
        A,
        Action::Token(Colour::Blue),
        CamelotError::TokenNotOwned,
    );
    ok(&mut g, A, Action::Token(Colour::Yellow));
    assert_eq!(g.tokens(A), vec![Colour::Red]);
    assert_eq!((g.phase(), g.active()), (Phase::Play, B));

    let g = maiden(&[Colour::Blue]);
    assert!(g.tokens(A).is_empty(), "his only token, no choice");
    assert_eq!((g.phase(), g.active()), (Phase::Play, B));
    assert_eq!(pool(&g, Colour::Blue), 5);

    let g = maiden(&[]);
    assert!(g.tokens(A).is_empty());
    assert_eq!((g.phase(), g.active()), (Phase::Play, B));

    // Two players, purple: the penalty is settled first, then B wins and chooses.
    let mut g = table(2, Colour::Purple);
    g.fixture()
        .display(A, &cards("P3 M6"))
        .display(B, &cards("P7 P5"))
        .tokens(A, &[Colour::Red, Colour::Yellow])
        .hand(B, &cards("Sq2"))
        .turn(A);
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(g.phase(), token_phase(A, TokenReason::MaidenPenalty));
    ok(&mut g, A, Action::Token(Colour::Red));
    assert_eq!(g.phase(), token_phase(B, TokenReason::PurpleWin));
    ok(&mut g, B, Action::Token(Colour::Red));
    assert_eq!(
        (g.tokens(A), g.tokens(B)),
        (vec![Colour::Yellow], vec![Colour::Red])
    );
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, B));
}

/// CAM-7.8 [READING]: no Maiden penalty if the Maiden left the display before the
/// withdrawal (Dodge, Retreat), nor for the tournament winner.
#[test]
fn cam_7_8_no_penalty_without_the_maiden_or_for_the_winner() {
    let two = [Colour::Red, Colour::Blue];
    // Dodged by A, then B withdraws.
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R5"))
        .display(B, &cards("R3 M6 R4"))
        .tokens(B, &two)
        .hand(A, &cards("Dodge"))
        .turn(A);
    ok(&mut g, A, Action::Dodge(B, 1));
    ok(&mut g, A, Action::Stay);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!((g.tokens(B), g.phase()), (two.to_vec(), Phase::Play));
    // Taken back by his own Retreat.
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(B, &cards("R3 M6"))
        .tokens(B, &two)
        .hand(B, &cards("Retreat"))
        .turn(B);
    ok(&mut g, B, Action::Retreat(1));
    ok(&mut g, B, Action::Withdraw);
    assert_eq!((g.tokens(B), g.phase()), (two.to_vec(), Phase::Play));
    // The winner keeps his tokens.
    let mut g = table(2, Colour::Red);
    g.fixture()
        .display(A, &cards("M6 R5"))
        .display(B, &cards("R3"))
        .tokens(A, &[Colour::Blue, Colour::Yellow])
        .hand(A, &cards("Sq2"))
        .turn(B);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.tokens(A), vec![Colour::Red, Colour::Blue, Colour::Yellow]);
}

/// CAM-7.9: a withdrawn player plays no card — Lancelot included — until the next
/// tournament, but may still be the victim of Knock Down.
#[test]
fn cam_7_9_withdrawn_plays_nothing_but_can_be_knocked_down() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R4"))
        .display(B, &cards("R3 R3"))
        .withdrawn(C, true)
        .hand(A, &cards("KnockDown Dodge"))
        .hand(C, &cards("Ivanhoe"))
        .turn(A);
    g.play(A, &Action::Dodge(B, 0)).expect("Dodge");
    assert_eq!(window(&g), vec![B]);
    refused(&mut g, C, Action::Cancel, CamelotError::NotYourTurn);
    pass_windows(&mut g);
    ok(&mut g, A, Action::KnockDown(C));
    assert!(g.hand(C).is_empty());
    assert!(g.hand(A).contains(&card("Ivanhoe")));
    refused(&mut g, C, play("R3"), CamelotError::NotYourTurn);
}

// ---------------------------------------------------------------------------------------
// CAM-8 Winning a tournament; next tournament; end of game
// ---------------------------------------------------------------------------------------

/// CAM-8.1 (CAM-16.7): when a withdrawal leaves one player not withdrawn he wins at once,
/// even a Waiting player who never laid a card; the tournament ends during another player's
/// turn. The starter may withdraw at the end of his opening turn.
#[test]
fn cam_8_1_last_one_in_wins_even_if_waiting() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3"))
        .hand(C, &cards("Y2"))
        .designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(
        (g.phase(), g.active()),
        (Phase::Play, B),
        "the tournament goes on"
    );
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.tokens(C), vec![Colour::Red], "C wins without a card laid");
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, C));
}

/// CAM-8.2: the winner takes a token of the final colour (here green after Drop Weapon).
#[test]
fn cam_8_2_token_of_the_final_colour() {
    let mut g = table(2, Colour::Blue);
    g.fixture()
        .display(A, &cards("B5"))
        .display(B, &cards("B2"))
        .hand(A, &cards("DropWeapon G1"))
        .turn(A);
    ok(&mut g, A, Action::DropWeapon);
    ok(&mut g, A, play("G1"));
    ok(&mut g, A, Action::Stay);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.tokens(A), vec![Colour::Green]);
    assert_eq!(g.previous(), Some(Colour::Green));
}

/// CAM-8.3 (CAM-16.9): a purple winner chooses a token of a colour he does not own.
#[test]
fn cam_8_3_purple_winner_chooses() {
    let mut g = a_wins(4, Colour::Purple, &[Colour::Red]);
    assert_eq!(g.phase(), token_phase(A, TokenReason::PurpleWin));
    assert_eq!(
        g.legal_actions(A),
        [Colour::Purple, Colour::Blue, Colour::Yellow, Colour::Green].map(Action::Token)
    );
    refused(
        &mut g,
        A,
        Action::Token(Colour::Red),
        CamelotError::TokenAlreadyOwned,
    );
    refused(
        &mut g,
        B,
        Action::Token(Colour::Blue),
        CamelotError::NotYourTurn,
    );
    ok(&mut g, A, Action::Token(Colour::Purple));
    assert_eq!(g.tokens(A), vec![Colour::Purple, Colour::Red]);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, A));
}

/// CAM-8.4: winning a colour already owned gives nothing.
#[test]
fn cam_8_4_owned_colour_gives_nothing() {
    let g = a_wins(3, Colour::Yellow, &[Colour::Yellow, Colour::Green]);
    assert_eq!(g.tokens(A), vec![Colour::Yellow, Colour::Green]);
    assert_eq!(pool(&g, Colour::Yellow), 4);
    assert_eq!(g.previous(), Some(Colour::Yellow));
}

/// CAM-8.5: the winner discards his display and any Shield or Stunned card in front of him.
#[test]
fn cam_8_5_winner_discards_display_and_specials() {
    let mut g = table(2, Colour::Red);
    g.fixture()
        .display(A, &cards("R5 R4"))
        .display(B, &cards("R3"))
        .shield(Some(A))
        .stunned(Some(A))
        .hand(A, &cards("R3"))
        .turn(B);
    ok(&mut g, B, Action::Withdraw);
    assert!(g.display(A).is_empty());
    assert_eq!((g.shield(), g.stunned()), (None, None));
    assert_eq!(discard_sorted(&g), sorted("R3 R5 R4 Shield Stunned"));
}

/// CAM-8.6: after the token the game ends (CAM-2) or the winner is the designated starter
/// of the next tournament, which starts fresh.
#[test]
fn cam_8_6_winner_designated_unless_game_over() {
    let g = a_wins(3, Colour::Red, &[]);
    assert_eq!(
        (g.phase(), g.starter(), g.tournaments()),
        (Phase::Announce, A, 1)
    );
    assert_eq!(g.colour(), None, "no colour yet");
    for s in Seat::all(3) {
        assert!(!g.is_withdrawn(s) && g.display(s).is_empty());
    }
    let g = a_wins(
        3,
        Colour::Red,
        &[Colour::Purple, Colour::Blue, Colour::Yellow, Colour::Green],
    );
    assert_eq!(g.phase(), Phase::Over);
}

/// CAM-8.7: hands are kept from one tournament to the next; nothing is redealt.
#[test]
fn cam_8_7_hands_carry_over() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R5"))
        .display(B, &cards("R3"))
        .withdrawn(C, true)
        .hand(A, &cards("P3 Sq2 Charge"))
        .hand(B, &cards("Y4 Y4"))
        .hand(C, &cards("G1"))
        .turn(B);
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(hand(&g, A), sorted("P3 Sq2 Charge"));
    assert_eq!(hand(&g, B), sorted("Y4 Y4"));
    assert_eq!(hand(&g, C), sorted("G1"));
}
