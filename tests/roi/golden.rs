//! Golden tests: a whole seeded Roi game written as readable text and diffed against
//! `tests/golden/roi_seed_2026.txt`, and the exact first deal of seed 42 (ROI-2.5, ROI-2.7,
//! ROI-9.11: a seed gives a fixed game).
//!
//! After an intended change of the engine, the bot or the link format, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test roi golden` and review the diff.

use crate::golden_file;

use golden_file::{check_golden, header};
use std::fmt::Write;
use table_ronde::bot::choose;
use table_ronde::core::cards::{Card, CardSet, cards};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Contract, Roi, RoiOptions, tricks};

const SEED: u64 = 2026;
/// The one rng all four computer seats draw from.
const BOT_SEED: u64 = 1;

fn hand_text(h: CardSet) -> String {
    h.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn contract_name(c: Contract) -> String {
    match c {
        Contract::NoTricks => "no tricks".into(),
        Contract::NoHearts => "no hearts".into(),
        Contract::NoKingsOrJacks => "no kings or jacks".into(),
        Contract::NoQueens => "no queens".into(),
        Contract::NoKings => "no kings".into(),
        Contract::NotLastTrick => "not the last trick".into(),
        Contract::Trumps(s) => format!("{} trumps", s.symbol()),
    }
}

fn row(v: impl IntoIterator<Item = i32>) -> String {
    v.into_iter().map(|p| format!("{p:>5}")).collect()
}

/// Plays the golden game (seed 2026, four Easy seats) and writes it out.
fn golden_text() -> String {
    let mut rec = GameRecord::<Roi>::new(
        RoiOptions::default(),
        vec![SeatKind::Computer(Level::Easy); 4],
        SEED,
    );
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(BOT_SEED);
    let mut out = String::new();
    let w = &mut out;
    let how = format!("game seed {SEED}; seats 0-3 all Easy; bot rng seed {BOT_SEED}");
    header(w, "Roi", &how, "roi golden");
    let _ = writeln!(w, "first dealer: seat {}", g.dealer().0);
    while !g.is_over() {
        let round = g.round();
        let contract = g.contract();
        let _ = writeln!(w);
        let _ = writeln!(
            w,
            "## round {} - contract {} ({}), dealer {}, leader {}",
            round + 1,
            contract.number(),
            contract_name(contract),
            g.dealer().0,
            g.leader().0
        );
        for s in Seat::all(4) {
            let _ = writeln!(w, "seat {}: {}", s.0, hand_text(g.hand(s)));
        }
        let mut trick: Vec<(Seat, Card)> = Vec::new();
        let mut n = 0;
        while g.round() == round && !g.is_over() {
            let seat = g.to_play().expect("to play");
            let c = choose(Level::Easy, &g, seat, &mut rng).expect("a move");
            g.play(seat, &c).expect("the bot plays legal cards");
            rec.log.push((seat, c));
            trick.push((seat, c));
            if trick.len() == 4 {
                n += 1;
                let winner = tricks::winner(&trick, contract.trump());
                let cards: Vec<String> =
                    trick.iter().map(|(s, c)| format!("{}:{c}", s.0)).collect();
                let _ = writeln!(
                    w,
                    "trick {n:>2}: leader {} | {} | winner {}",
                    trick[0].0.0,
                    cards.join(" "),
                    winner.0
                );
                trick.clear();
            }
        }
        let line = &g.sheet()[round];
        let _ = writeln!(
            w,
            "tricks:{}",
            row(line.tricks.values().map(|t| i32::from(*t)))
        );
        let _ = writeln!(w, "points:{}", row(line.points.values().copied()));
        let _ = writeln!(w, "totals:{}", row(g.totals().values().copied()));
    }
    let o = g.outcome().expect("over");
    let _ = writeln!(w);
    let _ = writeln!(w, "## end");
    let _ = writeln!(w, "final totals:{}", row(g.totals().values().copied()));
    let winners: Vec<String> = o.winners.iter().map(|s| s.0.to_string()).collect();
    let _ = writeln!(w, "winners: seat {}", winners.join(", seat "));
    let _ = writeln!(w, "link: {}", link::encode(&rec).expect("encode"));
    out
}

/// The golden playthrough: seed 2026 played by four Easy seats, diffed line by line.
#[test]
fn roi_golden_playthrough_seed_2026() {
    check_golden(
        "roi_seed_2026.txt",
        golden_text,
        "## round 10 - contract 10",
    );
}

/// ROI-2.5, ROI-2.7, ROI-9.11: seed 42 always gives this first dealer and these hands.
#[test]
fn roi_golden_first_deal_seed_42() {
    let g = Roi::new(&RoiOptions::default(), 4, 42).expect("setup");
    let hands: Vec<Vec<Card>> = Seat::all(4).map(|s| g.hand(s).to_vec()).collect();
    let expected = [
        "4♣ 5♦ 7♦ 10♦ 2♥ 3♥ 7♥ 9♥ J♥ K♥ 5♠ 7♠ 10♠",
        "8♣ 10♣ J♣ 2♦ 6♦ 8♦ 9♦ J♦ Q♦ 6♥ 9♠ Q♠ K♠",
        "6♣ Q♣ A♣ 3♦ K♦ A♦ 4♥ 5♥ 8♥ A♥ 3♠ 4♠ 6♠",
        "2♣ 3♣ 5♣ 7♣ 9♣ K♣ 4♦ 10♥ Q♥ 2♠ 8♠ J♠ A♠",
    ];
    assert_eq!(g.dealer(), Seat(1), "first dealer");
    assert_eq!(g.leader(), Seat(2), "ROI-2.9: the dealer's left leads");
    for (s, h) in Seat::all(4).zip(expected) {
        assert_eq!(hands[s.index()], cards(h), "{s}");
    }
}
