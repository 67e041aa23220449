//! Golden tests: a whole seeded Camelot game written as readable text and diffed against
//! `tests/golden/camelot_seed_2026.txt`, and the exact first deal of seed 42 (CAM-3.2 to
//! CAM-3.4, CAM-15.14: a seed gives a fixed game).
//!
//! After an intended change of the engine, the bot or the link format, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test camelot golden` and review the
//! diff.

use crate::golden_file;

use golden_file::{check_golden, header, joined, record_lines};
use std::fmt::Write;
use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::cards::Notation;
use table_ronde::core::game::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::{Action, Camelot, CamelotOptions, Card, Colour, Phase};

const SEED: u64 = 2026;
const SEATS: usize = 4;

fn list(cards: &[Card]) -> String {
    joined(cards.iter().map(Notation::notation), " ")
}

fn colours(g: &Camelot, s: Seat) -> String {
    joined(g.tokens(s).into_iter().map(|c| format!("{c:?}")), " ")
}

fn action_text(a: &Action) -> String {
    match a {
        Action::Play(c) => format!("plays {}", c.notation()),
        Action::Announce(c) => format!("announces {c:?}"),
        other => format!("{other:?}"),
    }
}

/// Plays the golden game (seed 2026, four Easy seats) and writes it out.
fn golden_text() -> String {
    let mut rec = GameRecord::<Camelot>::new(
        CamelotOptions::default(),
        vec![SeatKind::Computer(Level::Easy); SEATS],
        SEED,
    );
    let mut g = rec.start().expect("setup");
    let mut out = String::new();
    let w = &mut out;
    let how =
        format!("game seed {SEED}; {SEATS} Easy seats; decisions from decision_rng(seed, ply)");
    header(w, "Camelot", &how, "camelot golden");
    let _ = writeln!(w, "dealer: seat {}", g.dealer().0);
    let mut tournament = u32::MAX;
    while !g.is_over() {
        if g.tournaments() != tournament {
            tournament = g.tournaments();
            let _ = writeln!(w);
            let _ = writeln!(
                w,
                "## tournament {} - designated starter seat {}, draw pile {}",
                tournament + 1,
                g.starter().0,
                g.draw_len()
            );
            for s in Seat::all(SEATS) {
                let _ = writeln!(
                    w,
                    "seat {}: tokens {} | hand {}",
                    s.0,
                    colours(&g, s),
                    list(g.hand(s))
                );
            }
        }
        let seat = g.first_actor().expect("someone acts");
        let mut rng = decision_rng(SEED, rec.log.len());
        let a = choose(Level::Easy, &g, seat, &mut rng).expect("a move");
        let window = matches!(g.phase(), Phase::Lancelot { .. });
        g.play(seat, &a).expect("the bot plays legal actions");
        rec.log.push((seat, a));
        if window && a == Action::Pass {
            continue;
        }
        let _ = write!(w, "seat {}: {}", seat.0, action_text(&a));
        match a {
            Action::Stay => {
                let _ = write!(w, " with {}", g.total(seat));
            }
            Action::Withdraw => {}
            _ if a.card().is_some() && g.phase() == Phase::Play && g.active() == seat => {
                let _ = write!(w, " -> {} ({})", list(g.display(seat)), g.total(seat));
            }
            _ => {}
        }
        let _ = writeln!(w);
        if g.tournaments() != tournament {
            let _ = writeln!(
                w,
                "won: final colour {:?}; tokens {}",
                g.previous().unwrap_or(Colour::Green),
                Seat::all(SEATS)
                    .map(|s| format!("[{}]", colours(&g, s)))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
    }
    let o = g.outcome().expect("over");
    let _ = writeln!(w);
    let _ = writeln!(w, "## end after {} tournaments", g.tournaments());
    let _ = writeln!(w, "winner: seat {}", o.winners[0].0);
    record_lines(w, &rec);
    out
}

/// The golden playthrough: seed 2026 played by four Easy seats, diffed line by line.
#[test]
fn camelot_golden_playthrough_seed_2026() {
    check_golden("camelot_seed_2026.txt", golden_text, "## end after");
}

/// CAM-3.2 to CAM-3.4, CAM-15.14: seed 42 with four players always gives this dealer, these
/// hands and this draw pile size.
#[test]
fn camelot_golden_first_deal_seed_42() {
    let g = Camelot::new(&CamelotOptions::default(), 4, 42).expect("setup");
    let hands: Vec<String> = Seat::all(4).map(|s| list(g.hand(s))).collect();
    let expected: [&str; 4] = FIRST_DEAL_42;
    assert_eq!(g.dealer(), Seat(FIRST_DEALER_42), "first dealer");
    assert_eq!(g.starter(), g.dealer().left(4), "CAM-3.5");
    assert_eq!(hands, expected.map(String::from).to_vec());
    assert_eq!(g.draw_len(), 110 - 32, "CAM-3.3");
}

const FIRST_DEALER_42: u8 = 1;
const FIRST_DEAL_42: [&str; 4] = [
    "P3 P5 R3 B2 Sq2 Sq2 M6 Riposte",
    "P5 P7 R3 R4 B5 G1 BreakLance Riposte",
    "P3 P4 P5 R4 R4 Sq2 Sq2 Sq3",
    "R3 B3 B4 Y2 Y3 Sq3 Unhorse ChangeWeapon",
];
