//! Tafelrunde hands, redeals, the stock and the discard pile (TAF-8), the stock-size table of
//! TAF-8.8 run as TAF-10.9 for 2 to 6 players under both reshuffle timings, what the stock
//! holds after a reshuffle (TAF-13.3), card conservation (TAF-11.1) and replay (TAF-11.10).

use crate::support;

use support::{
    S0, S1, S2, S3, colours, hand, ok, play_hand, plays, rest_of_deck, stock_counts, table_with,
    within,
};
use table_ronde::core::game::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::{cards, counts};
use table_ronde::games::tafelrunde::options::Reshuffle;
use table_ronde::games::tafelrunde::{
    Action, Card, Phase, Tafelrunde, TafelrundeOptions, trick_bound,
};

/// Stock and discard sizes right after deals 1 to 6 (TAF-8.8).
type Sizes = [(usize, usize); 6];

/// Plays `deals − 1` whole hands of a seeded game and returns, for deals 1 to `deals`, the
/// stock and discard sizes right after the deal and whether a reshuffle happened during it.
/// Pawns go back to Start after every deal so the game lasts (cards do not depend on them);
/// every card is accounted for at every step (TAF-11.1, TAF-8.5).
fn run_deals(options: TafelrundeOptions, n: usize, deals: u32) -> Vec<(usize, usize, bool)> {
    let mut g = Tafelrunde::new(&options, n, 1000 + n as u64).expect("setup");
    let mut out = vec![(g.stock_len(), g.discard().len(), g.reshuffles() > 0)];
    while g.hands_dealt() < deals {
        let before = g.reshuffles();
        play_hand(&mut g, |g| {
            stock_counts(g);
            // The pawns' reset defeats only the trick bound of TAF-9.3.
            if g.tricks() <= trick_bound(n, 26) {
                assert_eq!(g.check_invariants(), Ok(()));
            }
        });
        assert!(!g.is_over(), "pawns are reset, nobody can win");
        assert_eq!(g.phase(), Phase::Play);
        // TAF-8.3, TAF-8.5: eight new cards each; stock + discard hold the rest.
        assert!(Seat::all(n).all(|s| g.hand(s).len() == 8), "{n} players");
        assert_eq!(g.stock_len() + g.discard().len() + 8 * n, 72);
        out.push((g.stock_len(), g.discard().len(), g.reshuffles() > before));
        g.fixture().pawns(&vec![0; n]);
    }
    out
}

/// Checks `run_deals` against a table row and the list of deals that reshuffle.
fn check_row(options: &TafelrundeOptions, n: usize, sizes: Sizes, reshuffling: &[u32]) {
    let got = run_deals(options.clone(), n, 9);
    let got_sizes: Vec<(usize, usize)> = got.iter().take(6).map(|(s, d, _)| (*s, *d)).collect();
    assert_eq!(
        got_sizes,
        sizes.to_vec(),
        "{n} players, {:?}",
        options.reshuffle
    );
    let got_shuffles: Vec<u32> = (1..=9).filter(|d| got[*d as usize - 1].2).collect();
    assert_eq!(
        got_shuffles, reshuffling,
        "{n} players, {:?}",
        options.reshuffle
    );
}

/// TAF-8.4, TAF-8.8, TAF-10.9, TAF-12.3, TAF-12.9, TAF-11.1: the stock/discard table for 2
/// to 6 players with reshuffles on demand — with 3 players the stock stays empty after deal 3
/// and is rebuilt from all 72 cards only at deal 4; with 4, deal 3 takes the last 8 stock
/// cards, reshuffles and deals 24 more; two players take 16 cards per deal; every card is
/// accounted for at every step.
#[test]
fn taf_8_8_10_9_stock_table_on_demand() {
    let o = TafelrundeOptions::default();
    assert_eq!(o.reshuffle, Reshuffle::OnDemand);
    let rows: [(usize, Sizes, &[u32]); 5] = [
        (
            2,
            [(56, 0), (40, 16), (24, 32), (8, 48), (56, 0), (40, 16)],
            &[5, 9],
        ),
        (
            3,
            [(48, 0), (24, 24), (0, 48), (48, 0), (24, 24), (0, 48)],
            &[4, 7],
        ),
        (
            4,
            [(40, 0), (8, 32), (40, 0), (8, 32), (40, 0), (8, 32)],
            &[3, 5, 7, 9],
        ),
        (5, [(32, 0); 6], &[2, 3, 4, 5, 6, 7, 8, 9]),
        (6, [(24, 0); 6], &[2, 3, 4, 5, 6, 7, 8, 9]),
    ];
    for (n, sizes, reshuffling) in rows {
        check_row(&o, n, sizes, reshuffling);
    }
}

/// TAF-8.4 with `taf.reshuffle = WhenEmptied`: the pile is reshuffled as soon as a deal takes
/// the stock's last card. Only three players differ from the on-demand table (their deal 3
/// ends exactly on the last card): 48/0 after it, then 24/24, 48/0…
#[test]
fn taf_8_4_stock_table_when_emptied() {
    let o = TafelrundeOptions {
        reshuffle: Reshuffle::WhenEmptied,
        ..TafelrundeOptions::default()
    };
    let three = [(48, 0), (24, 24), (48, 0), (24, 24), (48, 0), (24, 24)];
    check_row(&o, 3, three, &[3, 5, 7, 9]);
    check_row(
        &o,
        2,
        [(56, 0), (40, 16), (24, 32), (8, 48), (56, 0), (40, 16)],
        &[5, 9],
    );
    check_row(
        &o,
        4,
        [(40, 0), (8, 32), (40, 0), (8, 32), (40, 0), (8, 32)],
        &[3, 5, 7, 9],
    );
    check_row(&o, 6, [(24, 0); 6], &[2, 3, 4, 5, 6, 7, 8, 9]);
}

/// The last trick of a four-player hand (dealer seat 3, everyone holding one red card) with
/// the stock given top first and the rest of the cards in the discard pile.
fn end_of_hand(options: TafelrundeOptions, stock_len: usize) -> (Tafelrunde, Vec<Card>) {
    let mut g = table_with(options, &["R1", "R11", "R2", "R3"]);
    let rest = rest_of_deck(&cards("R1 R11 R2 R3"));
    let (stock, discard) = rest.split_at(stock_len);
    g.fixture().dealer(S3).piles(stock, discard);
    (g, stock.to_vec())
}

/// TAF-8.4, TAF-12.3, TAF-13.3, TAF-3.5: with 8 cards left for a 32-card deal, the 8 are
/// dealt first (card k to seat 1 + k), then the discard pile — all 64 other cards — is
/// shuffled into a stock that holds exactly those cards, and dealing goes on from it. Every
/// observer is told the new stock's contents (not its order).
#[test]
fn taf_8_4_12_3_13_3_reshuffle_in_the_middle_of_a_deal() {
    let (mut g, old_stock) = end_of_hand(TafelrundeOptions::default(), 8);
    let pile = counts(&rest_of_deck(&old_stock));
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!((g.hands_dealt(), g.dealer(), g.reshuffles()), (2, S0, 1));
    for (k, c) in old_stock.iter().enumerate() {
        let seat = S0.offset(1 + k as i64, 4);
        assert!(hand(&g, seat).contains(c), "old stock card {k} to {seat}");
    }
    assert_eq!((g.stock_len(), g.discard().len()), (40, 0));
    let stock = stock_counts(&g);
    assert!(
        within(&stock, &pile),
        "the new stock comes from the discard pile"
    );
    for s in Seat::all(4) {
        assert_eq!(g.observe(s).reshuffled, Some(pile), "TAF-13.3 for {s}");
    }
    assert_eq!(g.check_invariants(), Ok(()));
}

/// TAF-8.4 timing: when a deal takes exactly the stock's last card, on demand leaves the
/// stock empty (the 40 discards wait for the next deal), while `WhenEmptied` shuffles them
/// into a new stock at once.
#[test]
fn taf_8_4_reshuffle_timing_both_options() {
    let (mut g, _) = end_of_hand(TafelrundeOptions::default(), 32);
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!(
        (g.stock_len(), g.discard().len(), g.reshuffles()),
        (0, 40, 0)
    );
    assert_eq!(g.observe(S0).reshuffled, None);
    let when_emptied = TafelrundeOptions {
        reshuffle: Reshuffle::WhenEmptied,
        ..TafelrundeOptions::default()
    };
    let (mut g, _) = end_of_hand(when_emptied, 32);
    let discarded = counts(
        &g.discard()
            .iter()
            .chain(&cards("R1 R11 R2 R3"))
            .copied()
            .collect::<Vec<_>>(),
    );
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!(
        (g.stock_len(), g.discard().len(), g.reshuffles()),
        (40, 0, 1)
    );
    assert_eq!(stock_counts(&g), discarded);
}

/// TAF-8.1, TAF-8.2, TAF-8.3, TAF-8.6, TAF-8.7, TAF-3.5: when the eight tricks are played
/// the deal passes left, the next 8n stock cards are dealt one at a time from the new
/// dealer's left, who leads; pawns and ladder are kept.
#[test]
fn taf_8_1_to_8_3_8_6_8_7_the_next_hand() {
    let n = 3;
    let deck = Card::deck();
    let mut g = Tafelrunde::from_deck(
        TafelrundeOptions::default(),
        n,
        S0,
        &deck,
        GameRng::from_seed(5),
    );
    g.fixture().ladder(&colours("G B")).pawns(&[5, 9, 14]);
    let mut prev = g.clone();
    while g.hands_dealt() == 1 {
        prev = g.clone();
        let s = g.first_actor().expect("not over");
        let legal = g.legal_actions(s);
        let a = if legal.contains(&Action::Decline) {
            Action::Decline
        } else {
            legal[0]
        };
        ok(&mut g, s, a);
        if g.hands_dealt() == 1 {
            assert!(
                g.tricks_in_hand() < 8 || g.phase() != Phase::Play,
                "TAF-8.1"
            );
        }
    }
    assert_eq!(g.tricks(), 8, "TAF-8.1: eight tricks, then the deal");
    assert_eq!(g.dealer(), S1, "TAF-8.2");
    for s in Seat::all(n) {
        let mut want: Vec<Card> = (0..24)
            .filter(|k| S1.offset(1 + *k as i64, n) == s)
            .map(|k| deck[24 + k])
            .collect();
        want.sort_unstable();
        assert_eq!(hand(&g, s), want, "TAF-8.3: {s}");
    }
    assert_eq!(
        (g.leader(), g.to_play(), g.tricks_in_hand()),
        (S2, S2, 0),
        "TAF-8.6"
    );
    assert_eq!(g.ladder(), prev.ladder(), "TAF-8.7");
    let t = g.last_trick().expect("trick 8");
    let mut pawns = prev.pawns().to_vec();
    if prev.phase() == Phase::Play {
        pawns[t.winner.index()] = t.to;
    }
    assert_eq!(g.pawns(), pawns.as_slice(), "TAF-8.7");
    assert!(g.pawns().iter().all(|p| *p >= 5));
}

/// TAF-8.5: at every deal the hands are empty, so stock and discard hold all 72 cards and
/// the deal always completes — including the deal that follows a postponed decision.
#[test]
fn taf_8_5_every_deal_completes() {
    for n in 2..=6 {
        let mut g = Tafelrunde::new(&TafelrundeOptions::default(), n, 77).expect("setup");
        let mut rng = GameRng::from_seed(n as u64);
        let mut deals = 1;
        while let Some(s) = g.first_actor() {
            support::bounded(&g);
            let legal = g.legal_actions(s);
            // Postpone whenever allowed, to exercise the deal inside `Defer`.
            let a = if legal.contains(&Action::Defer) {
                Action::Defer
            } else {
                legal[rng.index(legal.len())]
            };
            ok(&mut g, s, a);
            if g.hands_dealt() > deals {
                deals = g.hands_dealt();
                assert!(Seat::all(n).all(|s| g.hand(s).len() == 8));
                assert_eq!(g.stock_len() + g.discard().len(), 72 - 8 * n);
            }
            stock_counts(&g);
        }
        assert!(deals >= 2, "{n} players played more than one hand");
    }
}

/// TAF-11.1, TAF-11.10: a game is its options, seed and action log: replaying the log
/// (reshuffles included) rebuilds the same state, natively. (The WebAssembly half of
/// TAF-11.10 runs in the wasm test suite, not here.)
#[test]
fn taf_11_10_replay_from_seed_and_log() {
    for n in [2, 3, 5] {
        let options = TafelrundeOptions::default();
        let mut record: GameRecord<Tafelrunde> = GameRecord::new(
            options,
            vec![SeatKind::Computer(Level::Random); n],
            31 + n as u64,
        );
        let mut g = record.start().expect("setup");
        let mut rng = GameRng::from_seed(9);
        while let Some(s) = g.first_actor() {
            support::bounded(&g);
            let legal = g.legal_actions(s);
            let a = legal[rng.index(legal.len())];
            ok(&mut g, s, a);
            record.log.push((s, a));
        }
        assert!(g.reshuffles() > 0 || n == 2, "a reshuffle is replayed");
        assert_eq!(record.replay().expect("replays"), g);
        let half = record.log.len() / 2;
        let mut h = record.replay_to(half).expect("prefix");
        for (s, a) in &record.log[half..] {
            ok(&mut h, *s, *a);
        }
        assert_eq!(h, g);
    }
}

/// TAF-8.6 after a postponed decision: the new dealer's left leads once seat 1 has decided;
/// TAF-8.7 the pawn that reached the sword keeps its space.
#[test]
fn taf_8_6_leader_after_a_postponed_decision() {
    let (mut g, _) = end_of_hand(TafelrundeOptions::default(), 40);
    g.fixture().pawns(&[22, 21, 23, 10]);
    plays(&mut g, "R1 R11 R2 R3");
    ok(&mut g, S1, Action::Defer);
    assert_eq!(g.dealer(), S0);
    ok(&mut g, S1, Action::Decline);
    assert_eq!((g.to_play(), g.pawns()), (S1, &[22u8, 24, 23, 10][..]));
}
