//! Camelot rule tests, CAM-1 to CAM-5: components, object of the game, setup, turns and starting a tournament; one or more per rule id of `shared/rules/camelot.md`.
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
// CAM-1 Components
// ---------------------------------------------------------------------------------------

/// CAM-1.1: 110 cards = 70 colour cards + 20 supporters + 20 action cards; a new game holds
/// all of them (hands + draw pile).
#[test]
fn cam_1_1_one_hundred_and_ten_cards() {
    let deck = Card::deck();
    assert_eq!(deck.len(), DECK_SIZE);
    assert_eq!(DECK_SIZE, 110);
    let colour = deck.iter().filter(|c| c.colour().is_some()).count();
    let supporters = deck.iter().filter(|c| c.is_supporter()).count();
    let actions = deck.iter().filter(|c| c.action().is_some()).count();
    assert_eq!((colour, supporters, actions), (70, 20, 20));
    for n in 2..=5 {
        let g = Camelot::new(&opts(), n, 11).expect("setup");
        assert_eq!(cards_in_play(&g), 110);
        assert_eq!(g.check_invariants(), Ok(()), "CAM-15.1 per kind");
    }
}

/// CAM-1.2: 25 tokens, 5 of each of the five colours, all in the pool at the start.
#[test]
fn cam_1_2_twenty_five_tokens() {
    assert_eq!(usize::from(TOKENS_PER_COLOUR) * Colour::ALL.len(), 25);
    let g = Camelot::new(&opts(), 4, 1).expect("setup");
    for c in Colour::ALL {
        assert_eq!(pool(&g, c), 5);
    }
    for s in Seat::all(4) {
        assert!(g.tokens(s).is_empty());
    }
}

/// CAM-1.3: the 70 colour cards: purple 3×4 4×4 5×4 7×2, red 3×6 4×6 5×2, blue 2×4 3×4 4×4
/// 5×2, yellow 2×4 3×8 4×2, green 1×14.
#[test]
fn cam_1_3_colour_cards() {
    let deck = Card::deck();
    let count = |s: &str| deck.iter().filter(|c| **c == card(s)).count();
    let expected = [
        ("P3", 4),
        ("P4", 4),
        ("P5", 4),
        ("P7", 2),
        ("R3", 6),
        ("R4", 6),
        ("R5", 2),
        ("B2", 4),
        ("B3", 4),
        ("B4", 4),
        ("B5", 2),
        ("Y2", 4),
        ("Y3", 8),
        ("Y4", 2),
        ("G1", 14),
    ];
    for (c, n) in expected {
        assert_eq!(count(c), n, "{c}");
        assert_eq!(card(c).value(), Some(c[1..].parse().expect("value")));
    }
    for c in Colour::ALL {
        assert_eq!(deck.iter().filter(|x| x.colour() == Some(c)).count(), 14);
    }
    assert!(parse_cards("R2").is_err(), "no red 2");
}

/// CAM-1.4: 20 supporters without colour: Squire 2 ×8, Squire 3 ×8, Maiden 6 ×4.
#[test]
fn cam_1_4_supporters() {
    let deck = Card::deck();
    for (s, n, v) in [("Sq2", 8, 2), ("Sq3", 8, 3), ("M6", 4, 6)] {
        let c = card(s);
        assert_eq!(deck.iter().filter(|x| **x == c).count(), n, "{s}");
        assert_eq!(c.value(), Some(v));
        assert!(c.is_supporter() && c.colour().is_none());
    }
}

/// CAM-1.5: 20 action cards of 17 kinds: Riposte ×3, Knock Down ×2, every other kind ×1;
/// they have no value and never enter a display.
#[test]
fn cam_1_5_action_cards() {
    let deck = Card::deck();
    assert_eq!(ActionCard::ALL.len(), 17);
    for a in ActionCard::ALL {
        let n = deck.iter().filter(|c| **c == Card::Action(a)).count();
        let want = match a {
            ActionCard::Riposte => 3,
            ActionCard::KnockDown => 2,
            _ => 1,
        };
        assert_eq!(n, want, "{a:?}");
        assert_eq!(Card::Action(a).value(), None);
        assert!(!Card::Action(a).is_display_card());
    }
}

// ---------------------------------------------------------------------------------------
// CAM-2 Object of the game
// ---------------------------------------------------------------------------------------

/// Sets up `n` players where A owns `owned`, A and B are In, B withdraws on his turn: A
/// wins the `colour` tournament.
/// CAM-2.1: with 2 or 3 players five different colours are needed: four do not end the
/// game, the fifth does.
#[test]
fn cam_2_1_five_colours_with_two_or_three_players() {
    for n in [2, 3] {
        let g = a_wins(
            n,
            Colour::Green,
            &[Colour::Red, Colour::Blue, Colour::Yellow],
        );
        assert_eq!(g.colours_owned(A), 4);
        assert!(!g.is_over(), "{n} players: four colours are not enough");
        assert_eq!((g.phase(), g.starter()), (Phase::Announce, A));
        let all_but_green = [Colour::Purple, Colour::Red, Colour::Blue, Colour::Yellow];
        let g = a_wins(n, Colour::Green, &all_but_green);
        assert_eq!((g.is_over(), g.winner()), (true, Some(A)));
        assert_eq!(g.colours_needed(), 5);
    }
}

/// CAM-2.2: with 4 or 5 players four different colours win; purple is not required.
#[test]
fn cam_2_2_four_colours_with_four_or_five_players() {
    for n in [4, 5] {
        let g = a_wins(
            n,
            Colour::Green,
            &[Colour::Red, Colour::Blue, Colour::Yellow],
        );
        assert_eq!(g.colours_needed(), 4);
        assert!(!g.owns(A, Colour::Purple));
        assert_eq!((g.is_over(), g.winner()), (true, Some(A)), "{n} players");
        let g = a_wins(n, Colour::Green, &[Colour::Red, Colour::Blue]);
        assert!(!g.is_over());
        // A purple win chosen as the fourth colour ends the game too (CAM-8.3).
        let mut g = a_wins(
            n,
            Colour::Purple,
            &[Colour::Red, Colour::Blue, Colour::Yellow],
        );
        assert_eq!(
            g.legal_actions(A),
            vec![Action::Token(Colour::Purple), Action::Token(Colour::Green)]
        );
        ok(&mut g, A, Action::Token(Colour::Green));
        assert_eq!((g.is_over(), g.winner()), (true, Some(A)));
    }
}

/// CAM-2.3: the game ends the instant the winning token is taken: no next tournament, no
/// actors, every action refused with `GameOver`.
#[test]
fn cam_2_3_game_ends_at_once() {
    let mut g = a_wins(
        4,
        Colour::Red,
        &[Colour::Blue, Colour::Yellow, Colour::Green],
    );
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.actors().is_empty());
    assert_eq!(g.first_actor(), None);
    assert_eq!(g.tournaments(), 1);
    for s in Seat::all(4) {
        assert!(g.legal_actions(s).is_empty());
    }
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Blue),
        CamelotError::GameOver,
    );
    let o = g.outcome().expect("outcome");
    assert_eq!(o.winners, vec![A]);
}

/// CAM-2.4: at most one token per colour: winning a colour already owned adds nothing, and
/// the pool keeps its token.
#[test]
fn cam_2_4_one_token_per_colour() {
    let g = a_wins(3, Colour::Red, &[Colour::Red]);
    assert_eq!(g.tokens(A), vec![Colour::Red]);
    assert_eq!(pool(&g, Colour::Red), 4);
}

// ---------------------------------------------------------------------------------------
// CAM-3 Setup
// ---------------------------------------------------------------------------------------

/// CAM-3.1: 2 to 5 players, seats clockwise, the left neighbour of s is s+1 (mod n); other
/// player counts are refused.
#[test]
fn cam_3_1_two_to_five_players_clockwise() {
    for n in 2..=5 {
        assert!(Camelot::new(&opts(), n, 1).is_ok());
        for s in Seat::all(n) {
            assert_eq!(s.left(n), Seat(((s.index() + 1) % n) as u8));
        }
    }
    for n in [0, 1, 6] {
        assert!(matches!(
            Camelot::new(&opts(), n, 1),
            Err(SetupError::PlayerCount { got, .. }) if got == n
        ));
    }
}

/// CAM-3.2: the dealer is drawn at random from the seed: every seat deals for some seed,
/// and the same seed gives the same game.
#[test]
fn cam_3_2_dealer_drawn_from_the_seed() {
    let dealers: HashSet<Seat> = (0..40)
        .map(|seed| Camelot::new(&opts(), 4, seed).expect("setup").dealer())
        .collect();
    assert_eq!(dealers.len(), 4);
    let a = Camelot::new(&opts(), 4, 9).expect("setup");
    let b = Camelot::new(&opts(), 4, 9).expect("setup");
    assert_eq!(a, b);
}

/// CAM-3.3: 8 cards to each player, the other 110 − 8n form the draw pile, the discard pile
/// is empty, all tokens in the pool.
#[test]
fn cam_3_3_deal_eight_each() {
    assert_eq!(HAND_SIZE, 8);
    for n in 2..=5 {
        for seed in 0..5 {
            let g = Camelot::new(&opts(), n, seed).expect("setup");
            assert_eq!(g.phase(), Phase::Announce);
            for s in Seat::all(n) {
                assert_eq!(g.hand(s).len(), 8, "{n} players, seed {seed}");
                assert!(g.display(s).is_empty() && g.tokens(s).is_empty());
            }
            assert_eq!(g.draw_len(), 110 - 8 * n);
            assert!(g.discard().is_empty());
        }
    }
}

/// CAM-3.4 [HOUSE] `deal_order`: card k (0 = top) goes to seat (dealer + 1 + k) mod n; the
/// rest stays in order as the draw pile, next card drawn = deck[8n].
#[test]
fn cam_3_4_deal_one_at_a_time_from_the_dealers_left() {
    let deck = Card::deck();
    let n = 3;
    let dealer = Seat(1);
    let mut g = Camelot::from_deck(opts(), n, dealer, &deck, GameRng::from_seed(1));
    for s in Seat::all(n) {
        let mut want: Vec<Card> = (0..8 * n)
            .filter(|k| (dealer.index() + 1 + k) % n == s.index())
            .map(|k| deck[k])
            .collect();
        want.sort_unstable();
        assert_eq!(hand(&g, s), want, "{s}");
    }
    let starter = g.starter();
    assert_eq!(starter, Seat(2));
    let mut want = hand(&g, starter);
    want.push(deck[8 * n]);
    want.sort_unstable();
    ok(&mut g, starter, Action::Announce(Colour::Purple));
    assert_eq!(hand(&g, starter), want, "the next card drawn is deck[8n]");
}

/// CAM-3.3, CAM-3.4, CAM-14.1: a fully stacked 110-card deal keeps card conservation
/// through a turn (the support helpers used by the scenarios).
#[test]
fn cam_3_4_stacked_deal_conserves_cards() {
    let hands = [
        "R3 R5 M6 B5 Riposte Adapt G1 G1",
        "R5 Y2 Y2 Y2 Y3 Y3 Y3 Y4",
        "B2 Outwit B5 Y3 Y3 Y3 Y3 Y4",
    ];
    let mut g = stacked(opts(), 3, Seat(2), &hands, "Sq2");
    assert_eq!(g.starter(), A);
    assert_eq!(hand(&g, A), sorted(hands[0]));
    ok(&mut g, A, Action::Announce(Colour::Red));
    assert!(g.hand(A).contains(&card("Sq2")));
    assert_eq!(g.check_invariants(), Ok(()));
}

/// CAM-3.5: the player on the dealer's left is the designated starter of the first
/// tournament.
#[test]
fn cam_3_5_dealers_left_starts() {
    for n in 2..=5 {
        for d in Seat::all(n) {
            let g = Camelot::from_deck(opts(), n, d, &Card::deck(), GameRng::from_seed(1));
            assert_eq!(g.starter(), d.left(n));
            assert_eq!(g.actors(), vec![d.left(n)]);
            assert!(g.observe(d).revealed.is_empty());
        }
    }
}

// ---------------------------------------------------------------------------------------
// CAM-4 Tournament sequence and turn structure
// ---------------------------------------------------------------------------------------

/// CAM-4.1: the first tournament is started by the dealer's left neighbour, each later one
/// by the winner of the previous one.
#[test]
fn cam_4_1_winner_starts_the_next_tournament() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .display(C, &cards("R5"))
        .hand(C, &cards("R4"))
        .withdrawn(B, true)
        .turn(A);
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(
        (g.phase(), g.starter(), g.active()),
        (Phase::Announce, C, C)
    );
    assert_eq!(g.actors(), vec![C]);
}

/// CAM-4.2: turns go clockwise from the starter; withdrawn players are skipped.
#[test]
fn cam_4_2_clockwise_skipping_withdrawn() {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .hand(A, &cards("Y3"))
        .hand(B, &cards("R3 R5"))
        .hand(C, &cards("R4"))
        .hand(D, &cards("Y2"))
        .designate(B);
    ok(&mut g, B, Action::Announce(Colour::Red));
    ok(&mut g, B, play("R3"));
    ok(&mut g, B, Action::Stay);
    assert_eq!(g.active(), C);
    ok(&mut g, C, play("R4"));
    ok(&mut g, C, Action::Stay);
    assert_eq!(g.active(), D);
    ok(&mut g, D, Action::Withdraw);
    assert_eq!(g.active(), A);
    ok(&mut g, A, Action::Withdraw);
    assert_eq!(g.active(), B);
    ok(&mut g, B, play("R5"));
    ok(&mut g, B, Action::Stay);
    assert_eq!(g.active(), C, "D and A are skipped");
}

/// CAM-4.3: a turn is draw (automatic), plays, then stay or withdraw; decisions of other
/// steps are refused with `WrongPhase`.
#[test]
fn cam_4_3_draw_play_then_stay_or_withdraw() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3"))
        .hand(A, &cards("R4"))
        .hand(B, &cards("R5"))
        .turn(A);
    for a in [
        Action::Pass,
        Action::Keep(0),
        Action::Token(Colour::Red),
        Action::Announce(Colour::Red),
    ] {
        refused(&mut g, A, a, CamelotError::WrongPhase);
    }
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, Action::Stay);
    assert_eq!((g.active(), g.hand(B).len(), g.draw_len()), (B, 2, 29));
}

/// CAM-4.4: the draw is compulsory, also on a turn that ends in withdrawal; no hand limit.
#[test]
fn cam_4_4_draw_every_turn_no_hand_limit() {
    let mut g = table(3, Colour::Red);
    let big = vec![card("Y3"); 40];
    g.fixture()
        .display(A, &cards("R3"))
        .hand(A, &cards("R4"))
        .hand(B, &big)
        .turn(A);
    ok(&mut g, A, play("R4"));
    ok(&mut g, A, Action::Stay);
    assert_eq!(g.hand(B).len(), 41, "no hand limit");
    ok(&mut g, B, Action::Withdraw);
    assert_eq!(g.active(), C);
    assert_eq!(g.hand(C).len(), 1, "C draws, then may withdraw");
    assert_eq!(g.draw_len(), 28);
}

/// CAM-4.5: when a draw takes the last card, the discard pile is shuffled at once into a new
/// draw pile, which holds exactly the old discards.
#[test]
fn cam_4_5_reshuffle_when_the_last_card_is_drawn() {
    let mut g = table(3, Colour::Red);
    let discards = cards("Y3 Y4 B2 B3 G1");
    g.fixture()
        .hand(A, &cards("R3"))
        .piles(&cards("Sq2"), &discards)
        .designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
    assert!(g.hand(A).contains(&card("Sq2")));
    assert_eq!((g.draw_len(), g.discard().len()), (5, 0));
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Stay);
    ok(&mut g, B, Action::Withdraw);
    ok(&mut g, C, Action::Withdraw);
    let mut drawn: Vec<Card> = [B, C].iter().flat_map(|s| g.hand(*s).to_vec()).collect();
    drawn.sort_unstable();
    assert!(
        drawn.iter().all(|c| discards.contains(c)),
        "drawn from the old discards"
    );
}

/// CAM-4.6 [HOUSE] `empty_draw`: with both piles empty the player draws nothing and goes on
/// (also the starter after announcing).
#[test]
fn cam_4_6_both_piles_empty_draw_nothing() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3"))
        .hand(B, &cards("R4"))
        .piles(&[], &[])
        .designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
    assert_eq!(hand(&g, A), cards("R3"));
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Stay);
    assert_eq!((g.phase(), g.active()), (Phase::Play, B));
    assert_eq!(hand(&g, B), cards("R4"));
    ok(&mut g, B, play("R4"));
    ok(&mut g, B, Action::Stay);
}

/// CAM-4.7: on his turn a player plays colour cards, supporters and action cards in any
/// order and number, interleaved.
#[test]
fn cam_4_7_any_order_any_number() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(B, &cards("R5 R3"))
        .hand(A, &cards("R3 Shield Sq2 Riposte R4 M6"))
        .turn(A);
    for a in [
        play("R3"),
        Action::Shield,
        play("Sq2"),
        Action::Riposte(B),
        play("R4"),
        play("M6"),
    ] {
        ok(&mut g, A, a);
    }
    assert_eq!(shown(&g, A), cards("R3 Sq2 R3 R4 M6"));
    assert_eq!(g.turn_flags().played, 6);
    ok(&mut g, A, Action::Stay);
}

/// CAM-4.8: outside his turn a player may play only Lancelot (in a window); Lancelot is
/// never playable on one's own turn.
#[test]
fn cam_4_8_out_of_turn_only_lancelot() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .display(A, &cards("R3 R4"))
        .display(B, &cards("R5"))
        .hand(A, &cards("R5 Ivanhoe Dodge"))
        .hand(B, &cards("R3 Riposte Ivanhoe"))
        .turn(A);
    refused(&mut g, B, play("R3"), CamelotError::NotYourTurn);
    refused(&mut g, B, Action::Riposte(A), CamelotError::NotYourTurn);
    refused(&mut g, B, Action::Stay, CamelotError::NotYourTurn);
    refused(&mut g, B, Action::Cancel, CamelotError::NoReactionWindow);
    refused(&mut g, A, Action::Cancel, CamelotError::NoReactionWindow);
    assert!(!g.legal_actions(A).contains(&Action::Cancel));
    assert!(g.legal_actions(B).is_empty());
}

// ---------------------------------------------------------------------------------------
// CAM-5 Starting a tournament
// ---------------------------------------------------------------------------------------

/// CAM-5.1: the designated starter names the colour before drawing; any of the five colours
/// is possible (here with a supporter in hand).
#[test]
fn cam_5_1_colour_before_the_draw() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("Sq2 R3")).designate(A);
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!((g.hand(A).len(), g.draw_len()), (2, 30), "not drawn yet");
    assert_eq!(
        g.legal_actions(A),
        Colour::ALL.map(Action::Announce).to_vec()
    );
    ok(&mut g, A, Action::Announce(Colour::Green));
    assert_eq!((g.hand(A).len(), g.draw_len()), (3, 29), "drawn after");
    assert_eq!(g.colour(), Some(Colour::Green));
}

/// CAM-5.2: a colour can be chosen only with a card of it or a supporter in hand, checked
/// on the hand before the draw.
#[test]
fn cam_5_2_open_with_a_card_of_the_colour_or_a_supporter() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("R3 Y2 Charge"))
        .piles(&cards("B2"), &[])
        .designate(A);
    assert_eq!(
        g.legal_actions(A),
        vec![
            Action::Announce(Colour::Red),
            Action::Announce(Colour::Yellow)
        ]
    );
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Blue),
        CamelotError::CannotOpenColour,
    );
    g.fixture().hand(A, &cards("Sq3 Charge"));
    ok(&mut g, A, Action::Announce(Colour::Blue));
}

/// CAM-5.3: after a tournament whose final colour was purple, purple may not start; red
/// after red is allowed by the long rules.
#[test]
fn cam_5_3_no_purple_after_purple() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("Sq3 P5 R3"))
        .previous(Some(Colour::Purple))
        .designate(A);
    let legal = g.legal_actions(A);
    assert!(!legal.contains(&Action::Announce(Colour::Purple)));
    assert_eq!(legal.len(), 4);
    refused(
        &mut g,
        A,
        Action::Announce(Colour::Purple),
        CamelotError::ColourNotAllowed,
    );
    g.fixture().previous(Some(Colour::Red)).designate(A);
    ok(&mut g, A, Action::Announce(Colour::Red));
}

/// CAM-5.4: a designated starter who cannot choose a colour (empty hand, only action cards)
/// shows his hand and the designation passes clockwise; skipped players do not draw and play
/// their turn normally.
#[test]
fn cam_5_4_reveal_and_pass_the_designation() {
    let mut g = table(4, Colour::Red);
    g.fixture()
        .hand(A, &[])
        .hand(B, &cards("Charge Retreat"))
        .hand(C, &cards("Y2"))
        .hand(D, &cards("Y3"))
        .designate(A);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, C));
    let o = g.observe(D);
    assert_eq!(
        o.revealed,
        vec![(A, Vec::new()), (B, sorted("Charge Retreat"))]
    );
    assert_eq!((g.hand(A).len(), g.hand(B).len(), g.draw_len()), (0, 2, 30));
    ok(&mut g, C, Action::Announce(Colour::Yellow));
    ok(&mut g, C, play("Y2"));
    ok(&mut g, C, Action::Stay);
    assert_eq!(g.active(), D);
    ok(&mut g, D, Action::Withdraw);
    assert_eq!((g.active(), g.hand(A).len()), (A, 1), "A draws on his turn");
    ok(&mut g, A, Action::Withdraw);
    assert_eq!((g.active(), g.hand(B).len()), (B, 3));
}

/// CAM-5.5 [HOUSE] `nobody_can_start` (CAM-16.3): nobody can start → everyone draws one card
/// clockwise from the first designated player, and the checks restart with him.
#[test]
fn cam_5_5_nobody_can_start_everyone_draws() {
    let mut g = table(3, Colour::Red);
    g.fixture()
        .hand(A, &cards("Charge"))
        .hand(B, &cards("Dodge"))
        .hand(C, &cards("Retreat"))
        .piles(&cards("Shield R3 Y2"), &[])
        .designate(A);
    assert_eq!((g.phase(), g.starter()), (Phase::Announce, B));
    assert_eq!(hand(&g, A), sorted("Charge Shield"));
    assert_eq!(hand(&g, B), sorted("Dodge R3"));
    assert_eq!(hand(&g, C), sorted("Retreat Y2"));
    let o = g.observe(A);
    let who: Vec<Seat> = o.revealed.iter().map(|(s, _)| *s).collect();
    assert_eq!(who, vec![A, B, C, A]);
    assert_eq!(o.revealed[3].1, sorted("Charge Shield"));
}

/// CAM-5.6 (CAM-12.3): a player who can start must start; after announcing he draws; his
/// first play must be a display card (colour or supporter), not an action card, before he
/// may stay or withdraw; after it he plays freely.
#[test]
fn cam_5_6_starter_must_open_with_a_display_card() {
    let mut g = table(3, Colour::Red);
    g.fixture().hand(A, &cards("R3 B3 Sq2 Shield")).designate(A);
    for a in [Action::Withdraw, Action::Stay, play("R3")] {
        refused(&mut g, A, a, CamelotError::WrongPhase);
    }
    ok(&mut g, A, Action::Announce(Colour::Red));
    assert!(g.turn_flags().opening);
    let must = CamelotError::MustOpenWithDisplayCard;
    refused(&mut g, A, Action::Stay, must);
    refused(&mut g, A, Action::Withdraw, must);
    refused(&mut g, A, Action::Shield, must);
    refused(
        &mut g,
        A,
        play("B3"),
        CamelotError::WrongColour(Colour::Red),
    );
    assert_eq!(g.legal_actions(A), vec![play("R3"), play("Sq2")]);
    ok(&mut g, A, play("Sq2"));
    ok(&mut g, A, Action::Shield);
    ok(&mut g, A, play("R3"));
    ok(&mut g, A, Action::Stay);
}

/// CAM-5.7: the starter plays first; everyone else is Waiting (empty display, not
/// withdrawn, total 0) until his first turn.
#[test]
fn cam_5_7_starter_first_others_waiting() {
    let mut g = table(4, Colour::Red);
    g.fixture().hand(C, &cards("G1")).designate(C);
    ok(&mut g, C, Action::Announce(Colour::Green));
    assert_eq!(g.active(), C);
    ok(&mut g, C, play("G1"));
    for s in [A, B, D] {
        assert!(g.display(s).is_empty() && !g.is_withdrawn(s));
        assert_eq!(g.total(s), 0);
    }
    ok(&mut g, C, Action::Stay);
    assert_eq!(g.active(), D);
}

/// CAM-5.8 option `colour_after_draw`: each candidate draws before choosing; the check uses
/// the hand after the draw; announcing draws nothing more; a skipped candidate keeps his card
/// and draws again on his turn.
#[test]
fn cam_5_8_option_colour_after_draw() {
    let options = CamelotOptions {
        colour_after_draw: true,
        ..CamelotOptions::default()
    };
    assert!(!CamelotOptions::default().colour_after_draw);
    let mut g = table_with(options.clone(), 3, Colour::Red);
    g.fixture()
        .hand(A, &cards("Charge"))
        .piles(&cards("R3 G1 G1"), &[])
        .designate(A);
    assert_eq!((g.starter(), hand(&g, A)), (A, sorted("R3 Charge")));
    ok(&mut g, A, Action::Announce(Colour::Red));
    assert_eq!((g.hand(A).len(), g.draw_len()), (2, 2), "no second draw");

    let mut g = table_with(options, 3, Colour::Red);
    g.fixture()
        .hand(A, &cards("Charge"))
        .hand(B, &[])
        .piles(&cards("Dodge Y2 G1 G1"), &[])
        .designate(A);
    assert_eq!(g.starter(), B);
    assert_eq!(g.observe(C).revealed, vec![(A, sorted("Charge Dodge"))]);
    assert_eq!(hand(&g, B), cards("Y2"));
    ok(&mut g, B, Action::Announce(Colour::Yellow));
    assert_eq!(g.hand(B).len(), 1);
    ok(&mut g, B, play("Y2"));
    ok(&mut g, B, Action::Stay);
    ok(&mut g, C, Action::Withdraw);
    assert_eq!(g.active(), A);
    assert_eq!(g.hand(A).len(), 3, "kept his card and drew again");
}
