//! Golden tests: a whole seeded Tafelrunde game written as readable text and diffed against
//! `tests/golden/tafelrunde_seed_2026.txt`, and the exact first deal of seed 42 (TAF-3.3 to
//! TAF-3.5, TAF-11.10: a seed gives a fixed game).
//!
//! After an intended change of the engine, the bot or the link format, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test tafelrunde golden` and review the
//! diff.

use crate::golden_file;

use golden_file::{check_golden, header, joined, record_lines};
use std::fmt::Write;
use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::cards::Notation;
use table_ronde::core::game::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::{Action, Card, Tafelrunde, TafelrundeOptions};

const SEED: u64 = 2026;
const SEATS: usize = 4;

fn list(cards: &[Card]) -> String {
    joined(cards.iter().map(Notation::notation), " ")
}

fn ladder(g: &Tafelrunde) -> String {
    joined(g.ladder().iter().map(|c| format!("{c:?}")), " < ")
}

/// Plays the golden game (seed 2026, four Easy seats) and writes it out.
fn golden_text() -> String {
    let mut rec = GameRecord::<Tafelrunde>::new(
        TafelrundeOptions::default(),
        vec![SeatKind::Computer(Level::Easy); SEATS],
        SEED,
    );
    let mut g = rec.start().expect("setup");
    let mut out = String::new();
    let w = &mut out;
    let how =
        format!("game seed {SEED}; {SEATS} Easy seats; decisions from decision_rng(seed, ply)");
    header(w, "Tafelrunde", &how, "tafelrunde golden");
    let mut hand = 0;
    let mut reshuffles = 0;
    while !g.is_over() {
        if g.hands_dealt() != hand {
            hand = g.hands_dealt();
            let _ = writeln!(w);
            let _ = writeln!(
                w,
                "## hand {hand} - dealer seat {}, stock {}, discard {}, ladder {}",
                g.dealer().0,
                g.stock_len(),
                g.discard().len(),
                ladder(&g)
            );
            if g.reshuffles() != reshuffles {
                reshuffles = g.reshuffles();
                let _ = writeln!(w, "(the discard pile was reshuffled into the stock)");
            }
            for s in Seat::all(SEATS) {
                let _ = writeln!(
                    w,
                    "seat {}: pawn {} | hand {}",
                    s.0,
                    g.pawn(s),
                    list(g.hand(s))
                );
            }
        }
        let seat = g.first_actor().expect("someone acts");
        let mut rng = decision_rng(SEED, rec.log.len());
        let a = choose(Level::Easy, &g, seat, &mut rng).expect("a move");
        let tricks = g.tricks();
        g.play(seat, &a).expect("the bot plays legal actions");
        rec.log.push((seat, a));
        match a {
            Action::Play(c) => {
                let _ = write!(w, "{}:{} ", seat.0, c.notation());
            }
            other => {
                let _ = writeln!(
                    w,
                    "seat {} at the sword: {other:?} -> ladder {}",
                    seat.0,
                    ladder(&g)
                );
            }
        }
        if g.tricks() != tricks
            && let Some(t) = g.last_trick()
        {
            let _ = writeln!(
                w,
                "-> seat {} wins, pawn {} -> {}",
                t.winner.0, t.from, t.to
            );
        }
    }
    let o = g.outcome().expect("over");
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "## end after {} tricks and {} hands",
        g.tricks(),
        g.hands_dealt()
    );
    let _ = writeln!(w, "winner: seat {}", o.winners[0].0);
    let _ = writeln!(w, "pawns: {:?}", g.pawns());
    record_lines(w, &rec);
    out
}

/// The golden playthrough: seed 2026 played by four Easy seats, diffed line by line.
#[test]
fn tafelrunde_golden_playthrough_seed_2026() {
    check_golden("tafelrunde_seed_2026.txt", golden_text, "## end after");
}

/// TAF-3.3 to TAF-3.5, TAF-11.10: seed 42 with four players always gives this dealer, these
/// hands and this stock.
#[test]
fn taf_3_golden_first_deal_seed_42() {
    let g = Tafelrunde::new(&TafelrundeOptions::default(), 4, 42).expect("setup");
    let hands: Vec<String> = Seat::all(4).map(|s| list(g.hand(s))).collect();
    assert_eq!(g.dealer(), Seat(FIRST_DEALER_42), "first dealer");
    assert_eq!(g.leader(), g.dealer().left(4), "TAF-3.6");
    assert_eq!(hands, FIRST_DEAL_42.map(String::from).to_vec());
    assert_eq!(g.stock_len(), 72 - 32, "TAF-3.4");
}

const FIRST_DEALER_42: u8 = 1;
const FIRST_DEAL_42: [&str; 4] = [
    "R4 B1 B6 B8 K5 K6 V3 V5",
    "R9 R11 Y4 Y6 B4 K3 K8 V10",
    "R3 Y3 Y9 Y10 G2 K4 V9 Cr",
    "R1 R7 Y5 Y7 G4 G7 K7 V1",
];

/// TAF-3.3 to TAF-3.5 re-derived from the generator itself: the dealer is the first draw
/// `below(n)`, the deck is `Card::deck()` shuffled next, and card `k` goes to seat
/// `(dealer + 1 + k) mod n`; the rest, in order, is the stock.
#[test]
fn taf_3_5_deal_order_from_the_generator() {
    use table_ronde::core::rng::GameRng;
    for (n, seed) in [(2, 3), (5, 11), (6, 42)] {
        let g = Tafelrunde::new(&TafelrundeOptions::default(), n, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let dealer = rng.below(n as u32) as usize;
        let mut deck = Card::deck();
        rng.shuffle(&mut deck);
        let mut hands = vec![Vec::new(); n];
        for (k, c) in deck[..8 * n].iter().enumerate() {
            hands[(dealer + 1 + k) % n].push(*c);
        }
        for (s, mut h) in hands.into_iter().enumerate() {
            h.sort_unstable();
            assert_eq!(g.hand(Seat(s as u8)), &h[..], "seat {s}");
        }
        assert_eq!(g.dealer(), Seat(dealer as u8));
        assert_eq!(g.stock_len(), 72 - 8 * n);
    }
}
