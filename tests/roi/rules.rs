//! Roi rule tests, one or more per rule id of `shared/rules/roi.md` (ROI-1 to ROI-7,
//! ROI-9 to ROI-11). The worked scenarios (ROI-8) are in `scenarios.rs`, hidden-hand
//! inference (ROI-11.3, ROI-11.4) in `determinize.rs`, the bot (ROI-11.6) in `bot.rs`.

use crate::support;

use support::{card, fill, game, oracle, play_round, play_seq, random_game};
use table_ronde::core::cards::{Card, CardSet, Rank, Suit, cards};
use table_ronde::core::game::{Game, SetupError};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Contract, Roi, RoiError, RoiOptions, tricks};

/// ROI-1.1: one 52-card deck, four suits of 13, no jokers; every deal uses all of it.
#[test]
fn roi_1_1_one_standard_deck_per_deal() {
    let deck: CardSet = Card::deck().collect();
    assert_eq!(deck.len(), 52);
    for s in Suit::ALL {
        assert_eq!(deck.of_suit(s).len(), 13);
    }
    let g = Roi::new(&RoiOptions::default(), 4, 5).expect("setup");
    let all = Seat::all(4).fold(CardSet::EMPTY, |a, s| a.union(g.hand(s)));
    assert_eq!(all, CardSet::FULL);
}

/// ROI-1.2, ROI-5.1: A K Q J 10 … 2, high to low: in a suit the higher rank takes the trick.
#[test]
fn roi_1_2_rank_order_decides_within_a_suit() {
    let order = cards("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S");
    for (i, hi) in order.iter().enumerate() {
        for lo in &order[i + 1..] {
            for t in [
                vec![(Seat(0), *lo), (Seat(1), *hi)],
                vec![(Seat(0), *hi), (Seat(1), *lo)],
            ] {
                let w = t.iter().find(|(_, c)| c == hi).map(|(s, _)| *s);
                assert_eq!(Some(tricks::winner(&t, None)), w, "{hi} over {lo}");
            }
        }
    }
}

/// ROI-1.3, ROI-5.1, ROI-5.2: suits have no order; off-suit cards never win without trumps;
/// in contracts 7–10 any trump beats every other suit.
#[test]
fn roi_1_3_suits_unordered_trump_beats_all() {
    for led in Suit::ALL {
        for other in Suit::ALL.into_iter().filter(|s| *s != led) {
            let t = [
                (Seat(0), Card::new(Rank(2), led)),
                (Seat(1), Card::new(Rank::ACE, other)),
                (Seat(2), Card::new(Rank(3), led)),
            ];
            assert_eq!(
                tricks::winner(&t, None),
                Seat(2),
                "no trump: A of {other:?} loses"
            );
            assert_eq!(
                tricks::winner(&t, Some(other)),
                Seat(1),
                "trump {other:?} wins"
            );
            let low_trump = [t[0], t[1], (Seat(2), Card::new(Rank(2), other))];
            assert_eq!(
                tricks::winner(&low_trump, Some(other)),
                Seat(1),
                "highest trump"
            );
        }
    }
}

/// ROI-1.4, ROI-6.1: one running total per player, updated after each round from the
/// round's points; totals go negative in rounds 1–6 and climb back in 7–10.
#[test]
fn roi_1_4_running_totals_from_the_sheet() {
    let (g, logs) = random_game(11, |_, _| {});
    let mut run = [0i32; 4];
    for (r, log) in logs.iter().enumerate() {
        let won = log.won();
        let last = log.tricks[12].2;
        for s in Seat::all(4) {
            // ROI-6.1: points from the tricks the player won in that round.
            let p =
                log.line
                    .contract
                    .points(won[s.index()], u32::from(log.line.tricks[s]), last == s);
            assert_eq!(log.line.points[s], p, "round {}, {s}", r + 1);
            run[s.index()] += p;
        }
        assert_eq!(g.sheet()[r], log.line);
        if r == 5 {
            assert!(run.iter().all(|t| *t <= 0) && run.iter().any(|t| *t < 0));
        }
    }
    assert_eq!(g.totals().0, run);
}

/// ROI-1.5: canonical order ♣ < ♦ < ♥ < ♠ then rank, for display and legal-move lists only.
#[test]
fn roi_1_5_canonical_sort_order() {
    let sorted = {
        let mut v = cards("AS 2C KH 10D 2H AC");
        v.sort();
        v
    };
    assert_eq!(sorted, cards("2C AC 10D 2H KH AS"));
    let g = Roi::new(&RoiOptions::default(), 4, 3).expect("setup");
    let seat = g.to_play().expect("to play");
    let legal = g.legal_actions(seat);
    assert!(legal.windows(2).all(|w| w[0] < w[1]));
    let obs = g.observe(seat);
    assert!(obs.hand.windows(2).all(|w| w[0] < w[1]));
}

/// ROI-2.1: exactly four players.
#[test]
fn roi_2_1_exactly_four_players() {
    for n in [0, 1, 2, 3, 5, 6, 7] {
        assert!(matches!(
            Roi::new(&RoiOptions::default(), n, 1),
            Err(SetupError::PlayerCount { got, .. }) if got == n
        ));
    }
    assert!(Roi::new(&RoiOptions::default(), 4, 1).is_ok());
}

/// ROI-2.2: everyone plays for himself: no sides, each scores only his own tricks
/// (ROI-1.4 test checks points against each player's own captures).
#[test]
fn roi_2_2_no_partnerships() {
    let (g, _) = random_game(2, |_, _| {});
    let o = g.outcome().expect("over");
    assert_eq!(o.side, None);
    let best = *g.totals().values().max().expect("four totals");
    for s in &o.winners {
        assert_eq!(g.totals()[*s], best);
    }
}

/// ROI-2.3, ROI-2.4: seats clockwise, seat s+1 on s's left; play goes clockwise from the
/// leader in every trick.
#[test]
fn roi_2_3_and_2_4_seats_and_clockwise_play() {
    assert_eq!(Seat(0).left(4), Seat(1));
    assert_eq!(Seat(3).left(4), Seat(0));
    assert_eq!(Seat(0).right(4), Seat(3));
    random_game(4, |g, _| {
        let t = g.current_trick();
        let expected = g.leader().offset(t.len() as i64, 4);
        assert_eq!(g.to_play(), Some(expected));
        for (k, (s, _)) in t.iter().enumerate() {
            assert_eq!(*s, g.leader().offset(k as i64, 4));
        }
    });
}

/// ROI-2.5: the first dealer comes from the seed: fixed per seed, every seat occurs.
#[test]
fn roi_2_5_first_dealer_is_seeded_and_random() {
    let dealer = |seed| {
        Roi::new(&RoiOptions::default(), 4, seed)
            .expect("setup")
            .dealer()
    };
    let mut seen = [0; 4];
    for seed in 0..400 {
        assert_eq!(dealer(seed), dealer(seed));
        seen[dealer(seed).index()] += 1;
    }
    assert!(seen.iter().all(|n| *n > 60), "roughly uniform: {seen:?}");
}

/// Replays the engine's dealing from the seed: first dealer, then per round a shuffle of
/// a fresh canonical deck, card k to seat dealer + 1 + k.
fn replayed_deals(seed: u64) -> Vec<(Seat, [CardSet; 4])> {
    let mut rng = GameRng::from_seed(seed);
    let mut dealer = Seat(rng.below(4) as u8);
    (0..10)
        .map(|_| {
            let mut deck: Vec<Card> = Card::deck().collect();
            rng.shuffle(&mut deck);
            let mut h = [CardSet::EMPTY; 4];
            for (k, c) in deck.into_iter().enumerate() {
                h[dealer.offset(1 + k as i64, 4).index()].insert(c);
            }
            let d = dealer;
            dealer = dealer.right(4);
            (d, h)
        })
        .collect()
}

/// ROI-2.6, ROI-2.7, ROI-2.10: 13 cards each, one at a time clockwise from the dealer's
/// left (the dealer gets the last card), from a fresh shuffle of all 52 every round.
#[test]
fn roi_2_6_2_7_2_10_deal_one_at_a_time_fresh_each_round() {
    for seed in 0..25 {
        let deals = replayed_deals(seed);
        let mut starts = Vec::new();
        random_game(seed, |g, _| {
            if g.tricks().is_empty() && g.current_trick().is_empty() {
                starts.push((
                    g.dealer(),
                    Seat::all(4).map(|s| g.hand(s)).collect::<Vec<_>>(),
                ));
            }
        });
        assert_eq!(starts.len(), 10);
        for (r, ((dealer, hands), (ed, eh))) in starts.iter().zip(&deals).enumerate() {
            assert_eq!(dealer, ed, "seed {seed} round {}", r + 1);
            assert_eq!(hands[..], eh[..], "seed {seed} round {}", r + 1);
            assert!(hands.iter().all(|h| h.len() == 13), "ROI-2.6");
        }
        assert_ne!(starts[0].1, starts[1].1, "ROI-2.10: a new deal");
    }
}

/// ROI-2.8, ROI-2.9, ROI-2.11: the deal passes to the right each round; the dealer's left
/// neighbour leads; the per-round table for every first dealer D.
#[test]
fn roi_2_8_2_9_2_11_dealer_rotation_table() {
    let mut done = [false; 4];
    for seed in 0.. {
        let d0 = Roi::new(&RoiOptions::default(), 4, seed)
            .expect("setup")
            .dealer();
        if done[d0.index()] {
            continue;
        }
        done[d0.index()] = true;
        let (_, logs) = random_game(seed, |_, _| {});
        let offsets = [0, -1, -2, -3, 0, -1, -2, -3, 0, -1];
        let mut deals = [0; 4];
        for (log, off) in logs.iter().zip(offsets) {
            assert_eq!(log.dealer, d0.offset(off, 4), "dealer");
            assert_eq!(log.leader, d0.offset(off + 1, 4), "first leader");
            assert_eq!(log.tricks[0].0, log.leader);
            deals[log.dealer.index()] += 1;
        }
        assert_eq!(deals[d0.index()], 3);
        assert_eq!(deals[d0.right(4).index()], 3);
        if done.iter().all(|d| *d) {
            break;
        }
    }
}

/// ROI-3.1, ROI-3.2, ROI-3.3, ROI-3.4, ROI-3.5, ROI-3.6, ROI-3.7, ROI-3.8, ROI-3.9,
/// ROI-3.10, ROI-3.11: the ten contracts, their trumps and round totals, played in this
/// order once each.
#[test]
fn roi_3_contracts_in_order() {
    let expect = [
        (Contract::NoTricks, None, -26),
        (Contract::NoHearts, None, -26),
        (Contract::NoKingsOrJacks, None, -48),
        (Contract::NoQueens, None, -40),
        (Contract::NoKings, None, -160),
        (Contract::NotLastTrick, None, -20),
        (Contract::Trumps(Suit::Clubs), Some(Suit::Clubs), 65),
        (Contract::Trumps(Suit::Diamonds), Some(Suit::Diamonds), 65),
        (Contract::Trumps(Suit::Hearts), Some(Suit::Hearts), 65),
        (Contract::Trumps(Suit::Spades), Some(Suit::Spades), 65),
    ];
    for (i, (c, trump, total)) in expect.iter().enumerate() {
        assert_eq!(Contract::ORDER[i], *c);
        assert_eq!(c.number() as usize, i + 1);
        assert_eq!(c.trump(), *trump);
        assert_eq!(c.round_total(), *total);
    }
    let (g, logs) = random_game(3, |_, _| {});
    let played: Vec<Contract> = logs.iter().map(|l| l.line.contract).collect();
    assert_eq!(played, Contract::ORDER);
    assert_eq!(g.sheet().len(), 10);
}

/// ROI-3.12, ROI-3.11: every complete game totals −60; rounds 1–6 only cost, 7–10 only earn.
#[test]
fn roi_3_12_game_total_is_minus_60() {
    for seed in 100..140 {
        let (g, logs) = random_game(seed, |_, _| {});
        assert_eq!(g.totals().values().sum::<i32>(), -60);
        for (r, log) in logs.iter().enumerate() {
            let ok = |p: &i32| if r < 6 { *p <= 0 } else { *p >= 0 };
            assert!(log.line.points.values().all(ok), "round {}", r + 1);
        }
    }
}

/// ROI-4.1: the leader may lead any card of his hand, in every contract.
#[test]
fn roi_4_1_any_lead() {
    random_game(41, |g, _| {
        if g.current_trick().is_empty() {
            let seat = g.to_play().expect("to play");
            assert_eq!(g.legal_actions(seat), g.hand(seat).to_vec());
        }
    });
}

/// ROI-4.2, ROI-4.3, ROI-4.5, ROI-4.6, ROI-9.4: holding the led suit, exactly its cards are
/// legal, high or low; void, every card is legal in contracts 2–10 (trumping optional).
#[test]
fn roi_4_2_to_4_6_follow_rules() {
    for seed in 0..20 {
        random_game(seed, |g, _| {
            let seat = g.to_play().expect("to play");
            let Some((_, lead)) = g.current_trick().first() else {
                return;
            };
            let hand = g.hand(seat);
            let follow = hand.of_suit(lead.suit());
            let legal = g.legal_actions(seat);
            if !follow.is_empty() {
                assert_eq!(legal, follow.to_vec(), "ROI-4.2/4.3");
            } else if g.contract() != Contract::NoTricks {
                assert_eq!(legal, hand.to_vec(), "ROI-4.5/4.6");
            }
        });
    }
}

/// ROI-4.4, ROI-10.3: contract 1, void: the highest rank across suits; two cards of that
/// rank are both legal; a lower card is `MustPlayHighestCard`.
#[test]
fn roi_4_4_void_in_contract_1_must_play_highest_rank() {
    let seat1 = "KD KH QS 3H 2C 3C 4C 5C 6C 7C 2D 3D 4D";
    let hands = fill(["AC 2S", seat1, "", ""], ["", "", "", ""], [None; 4]);
    let mut g = game(0, 3, &hands);
    play_seq(&mut g, "AC");
    assert_eq!(
        g.legal_actions(Seat(1)),
        cards("2C 3C 4C 5C 6C 7C"),
        "follows ♣ first"
    );
    let hands = fill(
        ["2H", "KD KS QS 2C", "", ""],
        ["", "♥", "", ""],
        [None, Some(13), None, None],
    );
    let mut g = game(0, 3, &hands);
    play_seq(&mut g, "2H");
    assert_eq!(g.legal_actions(Seat(1)), cards("KD KS"));
    let before = g.clone();
    assert_eq!(
        g.play(Seat(1), &card("QS")),
        Err(RoiError::MustPlayHighestCard { rank: Rank::KING })
    );
    assert_eq!(g, before);
    // Every later contract lets the same void hand play anything (ROI-4.5).
    let mut g2 = game(1, 3, &hands);
    play_seq(&mut g2, "2H");
    assert_eq!(g2.legal_actions(Seat(1)).len(), 13);
}

/// ROI-4.6, ROI-10.4: trumps led, following means any trump, not a higher one; void in a
/// side suit, discarding is legal.
#[test]
fn roi_4_6_trumps_led_any_trump_follows() {
    let hands = fill(["5S", "2S AS 3H", "", ""], ["", "", "", ""], [None; 4]);
    let mut g = game(9, 3, &hands);
    play_seq(&mut g, "5S");
    let legal = g.legal_actions(Seat(1));
    assert!(legal.contains(&card("2S")) && legal.contains(&card("AS")));
    assert!(legal.iter().all(|c| c.suit() == Suit::Spades));
    assert_eq!(g.play(Seat(1), &card("2S")), Ok(()), "no need to overtrump");
}

/// ROI-4.7, ROI-10.1: only the seat to play, only its own cards; refusals change nothing.
#[test]
fn roi_4_7_turn_and_ownership() {
    let mut g = Roi::new(&RoiOptions::default(), 4, 9).expect("setup");
    let turn = g.to_play().expect("to play");
    let other = turn.left(4);
    let before = g.clone();
    let theirs = g.hand(other).to_vec()[0];
    assert_eq!(g.play(other, &theirs), Err(RoiError::NotYourTurn { turn }));
    assert_eq!(g.play(turn, &theirs), Err(RoiError::CardNotInHand));
    assert_eq!(g, before);
    assert_eq!(RoiError::CardNotInHand.rule_id(), "ROI-4.7");
}

/// ROI-5.3, ROI-5.4: exactly one card wins each trick; the winner leads the next one and the
/// won piles are public (every seat observes the same tricks).
#[test]
fn roi_5_3_5_4_unique_winner_leads_next() {
    random_game(53, |g, _| {
        for w in g.tricks().windows(2) {
            assert_eq!(w[1].leader, w[0].winner);
        }
        if let Some(t) = g.tricks().last() {
            let trump = g.contract().trump();
            let strength = |c: Card| {
                let class = if Some(c.suit()) == trump {
                    2
                } else {
                    u8::from(c.suit() == t.cards[0].1.suit())
                };
                (class, c.rank())
            };
            let best = t
                .cards
                .iter()
                .map(|(_, c)| strength(*c))
                .max()
                .expect("cards");
            let winners: Vec<Seat> = t
                .cards
                .iter()
                .filter(|(_, c)| strength(*c) == best)
                .map(|(s, _)| *s)
                .collect();
            assert_eq!(winners, [t.winner]);
            assert_eq!(g.leader(), t.winner);
        }
        let views: Vec<_> = Seat::all(4).map(|s| g.observe(s).tricks).collect();
        assert!(views.iter().all(|v| *v == g.tricks()));
    });
}

/// ROI-5.5, ROI-10.5: a round always runs 13 tricks, even after every scoring card of
/// contracts 2–5 is taken.
#[test]
fn roi_5_5_all_thirteen_tricks_are_played() {
    let mut early = 0;
    for seed in 0..30 {
        let (_, logs) = random_game(seed, |_, _| {});
        for log in &logs[1..5] {
            assert_eq!(log.tricks.len(), 13);
            let scoring = |c: &Card| card_scores(log.line.contract, *c);
            let last_scoring = log
                .tricks
                .iter()
                .rposition(|t| t.1.iter().any(|(_, c)| scoring(c)));
            if last_scoring.is_some_and(|k| k < 12) {
                early += 1;
            }
        }
    }
    assert!(
        early > 10,
        "rounds with all scoring cards gone before trick 13: {early}"
    );
}

fn card_scores(contract: Contract, c: Card) -> bool {
    match contract {
        Contract::NoHearts => c.suit() == Suit::Hearts,
        Contract::NoKingsOrJacks => c.rank() == Rank::KING || c.rank() == Rank::JACK,
        Contract::NoQueens => c.rank() == Rank::QUEEN,
        Contract::NoKings => c.rank() == Rank::KING,
        _ => false,
    }
}

/// ROI-6.2, ROI-6.3, ROI-6.4, ROI-6.5, ROI-6.6, ROI-6.7, ROI-6.8: each contract's points
/// from the captured cards, checked on whole random games against a direct count
/// (independent of `Contract::points`).
#[test]
fn roi_6_2_to_6_8_points_per_contract() {
    for seed in 0..30 {
        let (_, logs) = random_game(seed, |_, _| {});
        for log in &logs {
            let won = log.won();
            for s in Seat::all(4) {
                let w = won[s.index()];
                let n = |f: &dyn Fn(Card) -> bool| w.iter().filter(|c| f(*c)).count() as i32;
                let tricks = i32::from(log.line.tricks[s]);
                let expected = match log.line.contract {
                    Contract::NoTricks => -2 * tricks,
                    Contract::NoHearts => -2 * n(&|c| c.suit() == Suit::Hearts),
                    Contract::NoKingsOrJacks => {
                        -6 * n(&|c| c.rank() == Rank::KING || c.rank() == Rank::JACK)
                    }
                    Contract::NoQueens => -10 * n(&|c| c.rank() == Rank::QUEEN),
                    Contract::NoKings => -40 * n(&|c| c.rank() == Rank::KING),
                    Contract::NotLastTrick => -20 * i32::from(log.tricks[12].2 == s),
                    Contract::Trumps(t) => 4 * tricks + n(&|c| c.suit() == t),
                };
                assert_eq!(log.line.points[s], expected, "{:?} {s}", log.line.contract);
            }
        }
    }
}

/// ROI-6.9: taking all thirteen hearts in contract 2 is simply −26 (no reversal).
#[test]
fn roi_6_9_all_hearts_no_reversal() {
    let suit = |s: Suit| Card::deck().filter(|c| c.suit() == s).collect::<Vec<_>>();
    let hands = [
        suit(Suit::Hearts),
        suit(Suit::Spades),
        suit(Suit::Diamonds),
        suit(Suit::Clubs),
    ];
    let mut g = game(1, 3, &hands);
    let log = play_round(&mut g, support::lowest_legal);
    assert_eq!(log.won()[0].of_suit(Suit::Hearts).len(), 13);
    assert_eq!(log.line.points.0, [-26, 0, 0, 0]);
}

/// ROI-7.1, ROI-9.10: the game ends after round 10 (130 tricks, 520 plays); the highest
/// total wins; further plays are `GameOver` and change nothing (ROI-10.7).
#[test]
fn roi_7_1_game_ends_after_ten_rounds_highest_total_wins() {
    for seed in 0..20 {
        let mut plays = 0;
        let (mut g, logs) = random_game(seed, |_, _| plays += 1);
        assert_eq!(plays, 520);
        assert_eq!(logs.len(), 10);
        assert!(g.is_over() && g.actors().is_empty());
        let o = g.outcome().expect("over");
        let best = *g.totals().values().max().expect("totals");
        let expected: Vec<Seat> = Seat::all(4).filter(|s| g.totals()[*s] == best).collect();
        assert_eq!(o.winners, expected, "ROI-7.1/7.2");
        let before = g.clone();
        for s in Seat::all(4) {
            assert_eq!(g.play(s, &card("2C")), Err(RoiError::GameOver), "ROI-10.7");
            assert!(g.legal_actions(s).is_empty());
        }
        assert_eq!(g, before);
    }
}

/// ROI-7.3: a longer match sums the games' totals and keeps rotating the deal
/// counter-clockwise; the default is one game.
#[test]
fn roi_7_3_match_of_several_games() {
    assert_eq!(RoiOptions::default().games_per_match, 1);
    let options = RoiOptions {
        games_per_match: 2,
        ..RoiOptions::default()
    };
    let mut g = Roi::new(&options, 4, 8).expect("setup");
    let mut rng = GameRng::from_seed(1);
    let mut logs = Vec::new();
    while !g.is_over() {
        logs.push(play_round(&mut g, |g| {
            let l = g.legal_actions(g.to_play().expect("to play"));
            l[rng.index(l.len())]
        }));
    }
    assert_eq!(logs.len(), 20);
    for w in logs.windows(2) {
        assert_eq!(w[1].dealer, w[0].dealer.right(4));
    }
    let contracts: Vec<Contract> = logs.iter().map(|l| l.line.contract).collect();
    assert_eq!(contracts[..10], Contract::ORDER);
    assert_eq!(contracts[10..], Contract::ORDER);
    assert_eq!(g.totals().values().sum::<i32>(), -120);
    assert!(
        Roi::new(
            &RoiOptions {
                games_per_match: 0,
                ..options
            },
            4,
            1
        )
        .is_err()
    );
}

/// ROI-9.1, ROI-9.2, ROI-9.3, ROI-9.4, ROI-9.5, ROI-9.6: the random-playout invariants,
/// checked from the public state before every play.
#[test]
fn roi_9_1_to_9_6_playout_invariants() {
    for seed in 0..40 {
        random_game(seed, |g, c| {
            let seat = g.to_play().expect("to play");
            // ROI-9.1: 52 cards, each exactly once.
            let mut n = 0;
            let mut all = CardSet::EMPTY;
            let mut add = |c: Card| {
                n += 1;
                all.insert(c);
            };
            Seat::all(4).for_each(|s| g.hand(s).iter().for_each(&mut add));
            g.current_trick().iter().for_each(|(_, c)| add(*c));
            g.tricks()
                .iter()
                .flat_map(|t| &t.cards)
                .for_each(|(_, c)| add(*c));
            assert_eq!((n, all), (52, CardSet::FULL), "ROI-9.1");
            // ROI-9.2
            let t = g.tricks().len();
            for (k, s) in g.leader().clockwise_from(4).enumerate() {
                let played = usize::from(k < g.current_trick().len());
                assert_eq!(g.hand(s).len() + played, 13 - t, "ROI-9.2");
            }
            // ROI-9.3
            for tr in g.tricks() {
                let order: Vec<Seat> = tr.cards.iter().map(|(s, _)| *s).collect();
                assert_eq!(order, tr.leader.clockwise_from(4).collect::<Vec<_>>());
            }
            // ROI-9.4
            let legal = g.legal_actions(seat);
            assert!(!legal.is_empty(), "ROI-9.6");
            assert!(legal.contains(&c));
            assert_eq!(oracle(g, seat, c), Ok(()));
            // ROI-9.5
            match g.tricks().last() {
                None => assert_eq!(g.leader(), g.dealer().left(4)),
                Some(last) => assert_eq!(g.leader(), last.winner),
            }
        });
    }
}

/// ROI-9.7, ROI-9.8, ROI-9.9: per-round sums, the −60 game total, and the sign facts with
/// trump rounds worth exactly 4 × tricks + captured trumps.
#[test]
fn roi_9_7_to_9_9_sums_and_signs() {
    let sums = [-26, -26, -48, -40, -160, -20, 65, 65, 65, 65];
    for seed in 200..240 {
        let (g, logs) = random_game(seed, |_, _| {});
        for (r, log) in logs.iter().enumerate() {
            assert_eq!(log.line.points.values().sum::<i32>(), sums[r], "ROI-9.7");
            if let Some(t) = log.line.contract.trump() {
                let won = log.won();
                for s in Seat::all(4) {
                    let p =
                        4 * i32::from(log.line.tricks[s]) + won[s.index()].of_suit(t).len() as i32;
                    assert_eq!(log.line.points[s], p, "ROI-9.9");
                }
            }
        }
        assert_eq!(g.totals().values().sum::<i32>(), -60, "ROI-9.8");
    }
}

/// ROI-9.10, ROI-9.11: a game is 520 plays; the same seed and actions replay the same
/// states and scores.
#[test]
fn roi_9_10_9_11_length_and_replay_determinism() {
    for seed in [1u64, 42, 2026] {
        let mut rec = GameRecord::<Roi>::new(
            RoiOptions::default(),
            vec![SeatKind::Computer(Level::Random); 4],
            seed,
        );
        let mut states = Vec::new();
        let (g, _) = random_game(seed, |g, c| {
            rec.log.push((g.to_play().expect("to play"), c));
            states.push(g.clone());
        });
        assert_eq!(rec.log.len(), 520);
        assert_eq!(rec.replay(), Ok(g.clone()));
        for (i, s) in states.iter().enumerate().step_by(37) {
            assert_eq!(rec.replay_to(i).as_ref(), Ok(s));
        }
        let (again, _) = random_game(seed, |_, _| {});
        assert_eq!(again, g);
    }
}

/// ROI-10.1, ROI-10.2, ROI-10.3, ROI-10.7: every attempt (4 seats × 52 cards) in random
/// positions returns exactly the rule's typed error, and a refused one leaves the state
/// equal to what it was.
#[test]
fn roi_10_1_illegal_plays_typed_error_state_unchanged() {
    let mut refused = [0usize; 5];
    for seed in 0..6 {
        random_game(seed, |g, _| {
            for seat in Seat::all(4) {
                for c in Card::deck() {
                    let mut t = g.clone();
                    let got = t.play(seat, &c);
                    assert_eq!(got, oracle(g, seat, c), "{seat} {c}");
                    match got {
                        Ok(()) => assert_ne!(&t, g),
                        Err(e) => {
                            assert_eq!(&t, g, "ROI-10.1: {e} changed the state");
                            refused[match e {
                                RoiError::GameOver => 0,
                                RoiError::NotYourTurn { .. } => 1,
                                RoiError::CardNotInHand => 2,
                                RoiError::MustFollowSuit { .. } => 3,
                                RoiError::MustPlayHighestCard { .. } => 4,
                            }] += 1;
                        }
                    }
                }
            }
        });
    }
    assert!(refused[1..].iter().all(|n| *n > 0), "{refused:?}");
    assert_eq!(
        RoiError::MustFollowSuit { led: Suit::Clubs }.rule_id(),
        "ROI-4.2"
    );
    assert_eq!(
        RoiError::MustPlayHighestCard { rank: Rank::ACE }.rule_id(),
        "ROI-4.4"
    );
    assert_eq!(RoiError::GameOver.rule_id(), "ROI-10.7");
}

/// ROI-10.6: the leader alone holds the led suit: he wins, unless in contracts 7–10 somebody
/// trumps.
#[test]
fn roi_10_6_lone_suit_holder() {
    let suit = |s: Suit| Card::deck().filter(|c| c.suit() == s).collect::<Vec<_>>();
    let hands = [
        suit(Suit::Spades),
        suit(Suit::Hearts),
        suit(Suit::Diamonds),
        suit(Suit::Clubs),
    ];
    let mut g = game(3, 3, &hands);
    play_seq(&mut g, "2S AH AD AC");
    assert_eq!(g.tricks()[0].winner, Seat(0));
    let mut g = game(6, 3, &hands);
    play_seq(&mut g, "AS AH AD 2C");
    assert_eq!(g.tricks()[0].winner, Seat(3), "2♣ trumps the lone A♠");
}

/// ROI-11.1, ROI-11.2: an observation holds the seat's own hand and everything public
/// (contract, dealer, leader, trick, won tricks, sheet, totals) and nothing else: it is the
/// same whatever the other hands hold.
#[test]
fn roi_11_1_11_2_observation_is_own_hand_plus_public() {
    let mut rng = GameRng::from_seed(3);
    random_game(111, |g, _| {
        let views: Vec<_> = Seat::all(4).map(|s| g.observe(s)).collect();
        for (s, o) in Seat::all(4).zip(&views) {
            assert_eq!(o.seat, s);
            assert_eq!(o.hand, g.hand(s).to_vec());
            assert_eq!(
                o.hand_sizes.0,
                Seat::all(4)
                    .map(|x| g.hand(x).len() as u8)
                    .collect::<Vec<_>>()
            );
            let v0 = &views[0];
            assert_eq!(
                (
                    o.contract, o.dealer, o.leader, o.to_play, &o.trick, &o.tricks, &o.sheet,
                    &o.totals
                ),
                (
                    v0.contract,
                    v0.dealer,
                    v0.leader,
                    v0.to_play,
                    &v0.trick,
                    &v0.tricks,
                    &v0.sheet,
                    &v0.totals
                )
            );
            assert_eq!(o.contract, g.contract());
            assert_eq!(o.totals, g.totals());
            // Re-dealing what s cannot see leaves its view unchanged.
            let d = g.determinize(s, &mut rng);
            assert_eq!(d.observe(s), *o);
        }
    });
}

/// ROI-12: the options and their defaults are the spec's table: `roi.deal_order` clockwise
/// from the dealer's left (ROI-2.7), `roi.tie` a shared win (ROI-7.2), `roi.games_per_match`
/// one game (ROI-7.3); and a game needs exactly four players (ROI-2.1 [READING]).
#[test]
fn roi_12_options_default_to_the_spec() {
    use table_ronde::games::roi::options::{DealOrder, TieRule};
    let o = RoiOptions::default();
    assert_eq!(o.deal_order, DealOrder::ClockwiseFromLeft);
    assert_eq!(o.tie, TieRule::SharedWin);
    assert_eq!(o.games_per_match, 1);
    for n in [3, 5] {
        assert!(Roi::new(&o, n, 1).is_err(), "ROI-2.1: {n} players");
    }
    assert!(Roi::new(&o, 4, 1).is_ok());
}
