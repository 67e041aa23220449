//! The worked scenarios of the Roi spec (ROI-8): single tricks (ROI-8.1 a–h), scenario A
//! for all ten contracts (ROI-8.2), scenario B, a full game with the LowestLegal policy
//! (ROI-8.3), and the scoring unit cases (ROI-8.4).

use crate::support;

use support::{RoundLog, card, fill, game, lowest_legal, play_round, play_seq, trick};
use table_ronde::core::cards::{Card, CardSet, Rank, Suit, cards};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Contract, Roi, RoiError};

fn start_with(round: usize, dealer: u8, hands: [&str; 4], voids: [&str; 4]) -> Roi {
    game(round, dealer, &fill(hands, voids, [None; 4]))
}

/// ROI-8.1.a (ROI-5.1, ROI-6.3): contract 2, 0:5♥, 1:K♠ (void ♥), 2:9♥, 3:A♣ (void ♥):
/// seat 2 wins and its two hearts are worth −4.
#[test]
fn roi_8_1_a_no_hearts_highest_of_led_suit_wins() {
    let mut g = start_with(1, 3, ["5H", "KS", "9H", "AC"], ["", "♥", "", "♥"]);
    play_seq(&mut g, "5H KS 9H AC");
    let t = &g.tricks()[0];
    assert_eq!(t.winner, Seat(2));
    assert_eq!(g.leader(), Seat(2), "ROI-5.4: the winner leads");
    let won = g.won_cards()[Seat(2)];
    assert_eq!(Contract::NoHearts.points(won, 1, false), -4);
}

/// ROI-8.1.b (ROI-5.2, ROI-6.8): contract 8 (♦), 1:10♠, 2:3♦ (void ♠), 3:A♠, 0:5♦ (void ♠):
/// seat 0's 5♦ is the highest trump and the trick is worth +6.
#[test]
fn roi_8_1_b_highest_trump_wins_a_ruffed_trick() {
    let mut g = start_with(7, 0, ["5D", "10S", "3D", "AS"], ["♠", "", "♠", ""]);
    play_seq(&mut g, "10S 3D AS 5D");
    assert_eq!(g.tricks()[0].winner, Seat(0));
    let won = g.won_cards()[Seat(0)];
    assert_eq!(Contract::Trumps(Suit::Diamonds).points(won, 1, false), 6);
}

/// ROI-8.1.c (ROI-5.2): contract 8, trumps led: 1:K♦, 2:2♦, 3:A♠ (void ♦), 0:A♦ → seat 0.
#[test]
fn roi_8_1_c_trumps_led_highest_trump_wins() {
    let mut g = start_with(7, 0, ["AD", "KD", "2D", "AS"], ["", "", "", "♦"]);
    play_seq(&mut g, "KD 2D AS AD");
    assert_eq!(g.tricks()[0].winner, Seat(0));
}

/// ROI-8.1.d (ROI-4.6, ROI-10.4): contract 9 (♥), 0 leads 4♣; seat 1, void in ♣ but
/// holding hearts, may discard 2♠.
#[test]
fn roi_8_1_d_void_player_need_not_trump() {
    let mut g = start_with(8, 3, ["4C", "2S AH 2H", "", ""], ["", "♣", "", ""]);
    play_seq(&mut g, "4C");
    let legal = g.legal_actions(Seat(1));
    assert!(legal.contains(&card("2S")) && legal.contains(&card("AH")));
    assert_eq!(legal.len(), 13, "void: any card");
    assert_eq!(g.play(Seat(1), &card("2S")), Ok(()));
}

/// ROI-8.1.e (ROI-4.6, ROI-5.2): contract 7 (♣), 0:Q♦, 1:3♣, 2:8♣ (both void ♦), 3:A♦:
/// seat 2 overtrumps and wins, though it could also have underruffed or discarded.
#[test]
fn roi_8_1_e_overtrump_wins_but_is_not_compulsory() {
    let mut g = start_with(6, 3, ["QD", "3C", "8C 2C 2S", "AD"], ["", "♦", "♦", ""]);
    play_seq(&mut g, "QD 3C");
    let legal = g.legal_actions(Seat(2));
    for c in cards("2C 2S 8C") {
        assert!(legal.contains(&c), "{c} legal for seat 2");
    }
    play_seq(&mut g, "8C AD");
    assert_eq!(g.tricks()[0].winner, Seat(2));
}

/// ROI-8.1.f (ROI-4.4, ROI-10.3, ROI-10.1): contract 1, 0 leads 7♠; seat 1 (no ♠) holds
/// A♦ A♥ K♣ 3♥ …: only the aces are legal; K♣ or 3♥ → `MustPlayHighestCard`, state unchanged.
#[test]
fn roi_8_1_f_contract_1_void_must_shed_a_top_rank_card() {
    let seat1 = "AD AH KC 3H 2C 3C 4C 5C 6C 7C 2D 3D 4D";
    let mut g = start_with(0, 3, ["7S", seat1, "", ""], ["", "", "", ""]);
    play_seq(&mut g, "7S");
    assert_eq!(g.legal_actions(Seat(1)), cards("AD AH"));
    for bad in cards("KC 3H") {
        let before = g.clone();
        assert_eq!(
            g.play(Seat(1), &bad),
            Err(RoiError::MustPlayHighestCard { rank: Rank::ACE })
        );
        assert_eq!(g, before, "ROI-10.1: state unchanged");
    }
    assert_eq!(g.play(Seat(1), &card("AH")), Ok(()));
}

/// ROI-8.1.g (ROI-4.2, ROI-4.3, ROI-10.2): contract 1, 0 leads 7♠; seat 1 holds 2♠ K♠ A♥:
/// either spade is legal, A♥ → `MustFollowSuit`.
#[test]
fn roi_8_1_g_follow_suit_with_any_card_of_it() {
    let mut g = start_with(0, 3, ["7S", "2S KS AH", "", ""], ["", "♠", "", ""]);
    play_seq(&mut g, "7S");
    assert_eq!(g.legal_actions(Seat(1)), cards("2S KS"));
    let before = g.clone();
    assert_eq!(
        g.play(Seat(1), &card("AH")),
        Err(RoiError::MustFollowSuit { led: Suit::Spades })
    );
    assert_eq!(g, before, "ROI-10.1");
    for c in cards("2S KS") {
        assert_eq!(g.clone().play(Seat(1), &c), Ok(()), "{c}");
    }
}

/// ROI-8.1.h (ROI-6.4): contract 3, 0:J♣, 1:K♣, 2:2♣, 3:K♥ (void ♣): seat 1 wins J♣ K♣ K♥,
/// worth −18.
#[test]
fn roi_8_1_h_kings_and_jacks_cost_six_each() {
    let mut g = start_with(2, 3, ["JC", "KC", "2C", "KH"], ["", "", "", "♣"]);
    play_seq(&mut g, "JC KC 2C KH");
    assert_eq!(g.tricks()[0].winner, Seat(1));
    let won = g.won_cards()[Seat(1)];
    assert_eq!(Contract::NoKingsOrJacks.points(won, 1, false), -18);
}

fn scenario_a_hands() -> [Vec<Card>; 4] {
    let suit = |s: Suit| Card::deck().filter(|c| c.suit() == s).collect::<Vec<_>>();
    [
        suit(Suit::Spades),
        suit(Suit::Hearts),
        suit(Suit::Diamonds),
        suit(Suit::Clubs),
    ]
}

const SCENARIO_A: [[i32; 4]; 10] = [
    [-26, 0, 0, 0],
    [-26, 0, 0, 0],
    [-48, 0, 0, 0],
    [-40, 0, 0, 0],
    [-160, 0, 0, 0],
    [-20, 0, 0, 0],
    [0, 0, 0, 65],
    [0, 0, 65, 0],
    [0, 65, 0, 0],
    [65, 0, 0, 0],
];

/// ROI-8.2 (ROI-10.6, ROI-5.2): scenario A, one suit per seat, dealer 3 for every contract:
/// each contract's row, whatever is played (LowestLegal and seeded random play).
#[test]
fn roi_8_2_scenario_a_every_contract() {
    let hands = scenario_a_hands();
    for (round, expected) in SCENARIO_A.iter().enumerate() {
        for policy in 0..3u64 {
            let mut g = game(round, 3, &hands);
            assert_eq!(g.leader(), Seat(0));
            let mut rng = GameRng::from_seed(policy);
            let log = play_round(&mut g, |g| {
                if policy == 0 {
                    lowest_legal(g)
                } else {
                    let l = g.legal_actions(g.to_play().expect("to play"));
                    l[rng.index(l.len())]
                }
            });
            assert_eq!(log.line.points.0, expected, "contract {}", round + 1);
            let taker = expected.iter().position(|p| *p != 0).unwrap_or(0);
            let takes: Vec<Seat> = log.tricks.iter().map(|t| t.2).collect();
            assert_eq!(takes, vec![Seat(taker as u8); 13], "contract {}", round + 1);
        }
    }
}

/// ROI-8.2, ROI-4.4: in contract 1 of scenario A the void seats shed from the top down:
/// trick k holds the k-th highest rank of each of their suits; anything else is refused.
#[test]
fn roi_8_2_scenario_a_contract_1_forced_shedding() {
    let hands = scenario_a_hands();
    let mut g = game(0, 3, &hands);
    for k in 0..13u8 {
        let rank = Rank(14 - k);
        let lead = g.legal_actions(Seat(0))[0];
        g.play(Seat(0), &lead).expect("lead");
        for (seat, suit) in [(1, Suit::Hearts), (2, Suit::Diamonds), (3, Suit::Clubs)] {
            let seat = Seat(seat);
            assert_eq!(g.legal_actions(seat), vec![Card::new(rank, suit)]);
            if k < 12 {
                let low = Card::new(Rank(2), suit);
                let before = g.clone();
                assert_eq!(
                    g.play(seat, &low),
                    Err(RoiError::MustPlayHighestCard { rank })
                );
                assert_eq!(g, before);
            }
            g.play(seat, &Card::new(rank, suit)).expect("top card");
        }
    }
    assert_eq!(g.sheet()[0].points.0, [-26, 0, 0, 0]);
}

/// ROI-8.2 game row, ROI-7.2, ROI-10.8: the ten contracts of scenario A in one game total
/// −255 / +65 / +65 / +65 (sum −60) and seats 1, 2 and 3 share the win.
#[test]
fn roi_8_2_scenario_a_whole_game_shared_win() {
    let hands = scenario_a_hands();
    let mut g = game(0, 3, &hands);
    for round in 0..10 {
        if round > 0 {
            let h = &hands;
            g.inject_round(Seat(3), [&h[0], &h[1], &h[2], &h[3]])
                .expect("inject");
        }
        play_round(&mut g, lowest_legal);
    }
    assert!(g.is_over());
    assert_eq!(g.totals().0, [-255, 65, 65, 65]);
    let o = g.outcome().expect("over");
    assert_eq!(o.winners, [Seat(1), Seat(2), Seat(3)]);
    assert_eq!(o.scores.0, [-255, 65, 65, 65]);
}

const SCENARIO_B: [&str; 4] = [
    "A♣ 10♣ 7♣ 6♣ K♦ A♥ J♥ 8♥ 4♥ 2♥ K♠ J♠ 6♠",
    "9♦ 8♦ 7♦ 10♥ 7♥ A♠ Q♠ 9♠ 7♠ 5♠ 4♠ 3♠ 2♠",
    "K♣ 8♣ A♦ J♦ 10♦ 6♦ 5♦ 3♦ K♥ Q♥ 6♥ 5♥ 3♥",
    "Q♣ J♣ 9♣ 5♣ 4♣ 3♣ 2♣ Q♦ 4♦ 2♦ 9♥ 10♠ 8♠",
];

/// One row of the ROI-8.3 table: dealer, leader, tricks/units per seat, points, running totals.
type Row = (u8, u8, [(u8, u32); 4], [i32; 4], [i32; 4]);

const SCENARIO_B_TABLE: [Row; 10] = [
    (
        0,
        1,
        [(7, 7), (2, 2), (2, 2), (2, 2)],
        [-14, -4, -4, -4],
        [-14, -4, -4, -4],
    ),
    (
        3,
        0,
        [(5, 3), (2, 4), (3, 2), (3, 4)],
        [-6, -8, -4, -8],
        [-20, -12, -8, -12],
    ),
    (
        2,
        3,
        [(5, 4), (2, 0), (3, 2), (3, 2)],
        [-24, 0, -12, -12],
        [-44, -12, -20, -24],
    ),
    (
        1,
        2,
        [(4, 2), (1, 0), (5, 1), (3, 1)],
        [-20, 0, -10, -10],
        [-64, -12, -30, -34],
    ),
    (
        0,
        1,
        [(6, 2), (1, 0), (3, 1), (3, 1)],
        [-80, 0, -40, -40],
        [-144, -12, -70, -74],
    ),
    (
        3,
        0,
        [(5, 1), (2, 0), (3, 0), (3, 0)],
        [-20, 0, 0, 0],
        [-164, -12, -70, -74],
    ),
    (
        2,
        3,
        [(3, 4), (1, 0), (3, 6), (6, 3)],
        [16, 4, 18, 27],
        [-148, -8, -52, -47],
    ),
    (
        1,
        2,
        [(3, 4), (1, 3), (6, 3), (3, 3)],
        [16, 7, 27, 15],
        [-132, -1, -25, -32],
    ),
    (
        0,
        1,
        [(5, 3), (1, 3), (4, 3), (3, 4)],
        [23, 7, 19, 16],
        [-109, 6, -6, -16],
    ),
    (
        3,
        0,
        [(3, 5), (6, 5), (1, 0), (3, 3)],
        [17, 29, 4, 15],
        [-92, 35, -2, -1],
    ),
];

const ROUND_1_LOG: [(u8, &str, u8); 13] = [
    (1, "1:2♠, 2:A♦, 3:8♠, 0:6♠", 3),
    (3, "3:2♣, 0:6♣, 1:A♠, 2:8♣", 2),
    (2, "2:3♦, 3:2♦, 0:K♦, 1:7♦", 0),
    (0, "0:2♥, 1:7♥, 2:3♥, 3:9♥", 3),
    (3, "3:3♣, 0:7♣, 1:Q♠, 2:K♣", 2),
    (2, "2:5♦, 3:4♦, 0:A♣, 1:8♦", 1),
    (1, "1:3♠, 2:K♥, 3:10♠, 0:J♠", 0),
    (0, "0:4♥, 1:10♥, 2:5♥, 3:Q♣", 1),
    (1, "1:4♠, 2:Q♥, 3:Q♦, 0:K♠", 0),
    (0, "0:8♥, 1:9♦, 2:6♥, 3:J♣", 0),
    (0, "0:10♣, 1:9♠, 2:J♦, 3:4♣", 0),
    (0, "0:J♥, 1:7♠, 2:10♦, 3:9♣", 0),
    (0, "0:A♥, 1:5♠, 2:6♦, 3:5♣", 0),
];

const ROUND_7_LOG: [(u8, &str, u8); 13] = [
    (3, "3:2♣, 0:6♣, 1:2♠, 2:8♣", 2),
    (2, "2:3♦, 3:2♦, 0:K♦, 1:7♦", 0),
    (0, "0:2♥, 1:7♥, 2:3♥, 3:9♥", 3),
    (3, "3:3♣, 0:7♣, 1:3♠, 2:K♣", 2),
    (2, "2:5♦, 3:4♦, 0:4♥, 1:8♦", 1),
    (1, "1:4♠, 2:5♥, 3:8♠, 0:6♠", 3),
    (3, "3:4♣, 0:10♣, 1:5♠, 2:6♦", 0),
    (0, "0:8♥, 1:10♥, 2:6♥, 3:5♣", 3),
    (3, "3:9♣, 0:A♣, 1:7♠, 2:10♦", 0),
    (0, "0:J♥, 1:9♦, 2:Q♥, 3:10♠", 2),
    (2, "2:J♦, 3:Q♦, 0:J♠, 1:9♠", 3),
    (3, "3:J♣, 0:K♠, 1:Q♠, 2:K♥", 3),
    (3, "3:Q♣, 0:A♥, 1:A♠, 2:A♦", 3),
];

/// The scoring units of ROI-8.3's table: tricks in contract 1, else the cards of ROI-6
/// (trick 13 in contract 6, captured trumps in 7–10).
fn units(contract: Contract, won: CardSet, last: bool, tricks: u8) -> u32 {
    let count = |f: &dyn Fn(Card) -> bool| won.iter().filter(|c| f(*c)).count() as u32;
    match contract {
        Contract::NoTricks => u32::from(tricks),
        Contract::NoHearts => count(&|c| c.suit() == Suit::Hearts),
        Contract::NoKingsOrJacks => count(&|c| c.rank() == Rank::KING || c.rank() == Rank::JACK),
        Contract::NoQueens => count(&|c| c.rank() == Rank::QUEEN),
        Contract::NoKings => count(&|c| c.rank() == Rank::KING),
        Contract::NotLastTrick => u32::from(last),
        Contract::Trumps(s) => count(&|c| c.suit() == s),
    }
}

fn check_log(log: &RoundLog, expected: &[(u8, &str, u8); 13], round: usize) {
    for (k, ((leader, cards, winner), (el, ec, ew))) in log.tricks.iter().zip(expected).enumerate()
    {
        let ctx = format!("round {round}, trick {}", k + 1);
        assert_eq!(*leader, Seat(*el), "{ctx}: leader");
        assert_eq!(*cards, trick(ec), "{ctx}: cards");
        assert_eq!(*winner, Seat(*ew), "{ctx}: winner");
    }
}

/// ROI-8.3 scenario B: the same deal injected every round, first dealer 0, the dealer
/// rotating counter-clockwise (ROI-2.8), every seat playing LowestLegal. Checks every row
/// of the spec's table, the full trick logs of rounds 1 and 7, the final −92 / 35 / −2 / −1
/// and seat 1 winning.
#[test]
fn roi_8_3_scenario_b_full_game() {
    let hands: Vec<Vec<Card>> = SCENARIO_B.iter().map(|h| cards(h)).collect();
    let h = [&hands[0][..], &hands[1], &hands[2], &hands[3]];
    let mut g = Roi::with_hands(Default::default(), 0, Seat(0), h).expect("fixture");
    for (r, (dealer, leader, tu, points, totals)) in SCENARIO_B_TABLE.iter().enumerate() {
        let round = r + 1;
        if r > 0 {
            assert_eq!(g.dealer(), Seat(*dealer), "round {round}: ROI-2.8 rotation");
            g.inject_round(g.dealer(), h).expect("inject");
        }
        let log = play_round(&mut g, lowest_legal);
        assert_eq!(log.dealer, Seat(*dealer), "round {round}: dealer");
        assert_eq!(log.leader, Seat(*leader), "round {round}: leader");
        assert_eq!(log.line.contract, Contract::ORDER[r]);
        let won = log.won();
        let last = log.tricks[12].2;
        for s in Seat::all(4) {
            let (t, u) = tu[s.index()];
            assert_eq!(log.line.tricks[s], t, "round {round}, {s}: tricks");
            let units = units(log.line.contract, won[s.index()], last == s, t);
            assert_eq!(units, u, "round {round}, {s}: units");
        }
        assert_eq!(log.line.points.0, *points, "round {round}: points");
        let sum: i32 = points.iter().sum();
        assert_eq!(log.line.points.values().sum::<i32>(), sum);
        assert_eq!(sum, log.line.contract.round_total(), "round {round}: sum");
        assert_eq!(g.totals().0, *totals, "round {round}: running totals");
        match round {
            1 => check_log(&log, &ROUND_1_LOG, round),
            7 => check_log(&log, &ROUND_7_LOG, round),
            _ => {}
        }
    }
    assert!(g.is_over());
    assert_eq!(g.totals().0, [-92, 35, -2, -1]);
    assert_eq!(g.totals().values().sum::<i32>(), -60);
    let o = g.outcome().expect("over");
    assert_eq!(o.winners, [Seat(1)]);
    assert_eq!(o.scores.0, [-92, 35, -2, -1]);
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

/// ROI-8.4 (ROI-8.4.a, ROI-8.4.b, ROI-8.4.c, ROI-8.4.d, ROI-8.4.e, ROI-8.4.f, ROI-8.4.g,
/// ROI-8.4.h): the scoring function `Contract::points` on its own.
#[test]
fn roi_8_4_scoring_unit_cases() {
    let c = Contract::ORDER;
    // 8.4.a: 0 / 5 / 13 tricks in contract 1.
    assert_eq!(c[0].points(CardSet::EMPTY, 0, false), 0);
    assert_eq!(
        c[0].points(
            set("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D 3D 4D 5D 6D 7D 8D"),
            5,
            false
        ),
        -10
    );
    assert_eq!(c[0].points(CardSet::FULL, 13, true), -26);
    // 8.4.b: 7 hearts.
    assert_eq!(
        c[1].points(set("2H 5H 7H 9H JH QH AH 3S 4S 5C 6D KS"), 3, false),
        -14
    );
    // 8.4.c: K♠ K♥ J♦ and Q♣ (queens do not count).
    assert_eq!(c[2].points(set("KS KH JD QC"), 1, false), -18);
    // 8.4.d: Q♠ Q♥ K♦.
    assert_eq!(c[3].points(set("QS QH KD 2C"), 1, false), -20);
    // 8.4.e: K♣ K♦ K♥.
    assert_eq!(c[4].points(set("KC KD KH 2S"), 1, false), -120);
    // 8.4.f: tricks 2, 5 and 13: only the last counts.
    assert_eq!(
        c[5].points(set("AS KS QS JS AH KH QH JH AD KD QD JD"), 3, true),
        -20
    );
    assert_eq!(c[5].points(set("AS KS QS JS AH KH QH JH"), 2, false), 0);
    // 8.4.g: contract 9, 4 tricks holding 6 hearts.
    assert_eq!(
        c[8].points(
            set("2H 3H 4H 5H 6H 7H 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"),
            4,
            false
        ),
        22
    );
    // 8.4.h: contract 10, no trick.
    assert_eq!(c[9].points(CardSet::EMPTY, 0, false), 0);
}
