//! Camelot rule tests, one or more per rule id of `shared/rules/camelot.md` (CAM-1 to CAM-13
//! and CAM-16). The worked examples (CAM-14) are in `camelot_scenarios.rs`, the random-playout
//! invariants (CAM-15) in `camelot_conformance.rs`.

#[path = "support/camelot.rs"]
mod support;

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

fn play(c: &str) -> Action {
    Action::Play(card(c))
}

fn opts() -> CamelotOptions {
    CamelotOptions::default()
}

fn token_phase(seat: Seat, reason: TokenReason) -> Phase {
    Phase::Token { seat, reason }
}

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
fn a_wins(n: usize, colour: Colour, owned: &[Colour]) -> Camelot {
    let mut g = table(n, colour);
    let mut f = g.fixture();
    f.display(A, &cards("Sq3 Sq3")).display(B, &cards("Sq2"));
    for s in Seat::all(n).skip(2) {
        f.withdrawn(s, true);
    }
    f.tokens(A, owned).hand(A, &cards("Sq2")).turn(B);
    ok(&mut g, B, Action::Withdraw);
    g
}

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

// ---------------------------------------------------------------------------------------
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
