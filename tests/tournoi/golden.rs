//! Golden tests: a whole seeded Tournoi written as readable text and diffed against
//! `tests/golden/tournoi_seed_2026.txt`, and the exact first deal of seed 42 (TRN-2.8,
//! TRN-2.9, TRN-14.3: a seed gives a fixed game).
//!
//! After an intended change of the engine, the bot or the link format, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test tournoi golden` and review the
//! diff.

use crate::golden_file;

use golden_file::{check_golden, header, joined, record_lines};
use std::fmt::Write;
use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::cards::Notation;
use table_ronde::core::game::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{Action, Card, Phase, Tournoi, TournoiOptions};

const SEED: u64 = 2026;
const SEATS: usize = 4;

fn list(cards: &[Card]) -> String {
    joined(cards.iter().map(Notation::notation), " ")
}

fn action_text(g: &Tournoi, a: &Action) -> String {
    match a {
        Action::Play(p) => {
            let mut t = format!("plays {}", p.card.notation());
            if let Some(s) = p.suit {
                let _ = write!(t, " naming {s:?}");
            }
            if let Some(v) = p.value {
                let _ = write!(t, " {v}");
            }
            if p.plus3 {
                t.push_str(" +3");
            }
            if p.sun {
                t.push_str(" +2");
            }
            if p.divine != 0 {
                let _ = write!(t, " divine {:+}", p.divine);
            }
            t
        }
        Action::Dishonor(c) => format!("dishonors {}", c.notation()),
        Action::Discard(c) => format!("discards {}", c.notation()),
        Action::Give(c) => format!("gives {}", c.notation()),
        Action::Purify(c) => format!("purifies {}", c.notation()),
        Action::Take(src) => format!("takes a Godsend from {src:?} (round {})", g.round()),
        other => format!("{other:?}"),
    }
}

/// Plays the golden game (seed 2026, four Easy knights) and writes it out.
fn golden_text() -> String {
    let mut rec = GameRecord::<Tournoi>::new(
        TournoiOptions::default(),
        vec![SeatKind::Computer(Level::Easy); SEATS],
        SEED,
    );
    let mut g = rec.start().expect("setup");
    let mut out = String::new();
    let w = &mut out;
    let how =
        format!("game seed {SEED}; {SEATS} Easy knights; decisions from decision_rng(seed, ply)");
    header(w, "Tournoi", &how, "tournoi golden");
    for s in Seat::all(SEATS) {
        let _ = writeln!(w, "seat {}: {}", s.0, g.hero(s).name());
    }
    let mut round = 0;
    while !g.is_over() {
        if g.round() != round && !matches!(g.phase(), Phase::Godsend { .. }) {
            round = g.round();
            let _ = writeln!(w);
            let _ = writeln!(
                w,
                "## round {round} - dealer seat {}, draw pile {}",
                g.dealer().0,
                g.draw_size()
            );
            for s in Seat::all(SEATS) {
                let godsends: Vec<String> = g
                    .godsends(s)
                    .iter()
                    .map(|h| format!("{:?}", h.card.design()))
                    .collect();
                let _ = writeln!(
                    w,
                    "seat {}: health {} | legend {} | godsends {} | hand {}",
                    s.0,
                    g.health(s),
                    if g.legend_active(s) { "on" } else { "off" },
                    joined(godsends, " "),
                    list(g.hand(s))
                );
            }
        }
        let seat = g.first_actor().expect("someone acts");
        let melee = g.melee();
        let sheet = g.sheet().len();
        let mut rng = decision_rng(SEED, rec.log.len());
        let a = choose(Level::Easy, &g, seat, &mut rng).expect("a move");
        let before = g.clone();
        g.play(seat, &a).expect("the bot plays legal actions");
        rec.log.push((seat, a));
        // Passes in a window are not written (the window closing shows in what follows).
        if a != Action::Pass || matches!(before.phase(), Phase::Give { .. }) {
            let _ = writeln!(w, "seat {}: {}", seat.0, action_text(&before, &a));
        }
        let (last, loser) = g.last_melee();
        if (g.melee() != melee || g.sheet().len() != sheet) && !last.is_empty() {
            let cards: Vec<String> = last
                .iter()
                .map(|p| {
                    let down = if p.face_up { "" } else { "v" };
                    format!("{}={}{down}", p.card().notation(), p.value)
                })
                .collect();
            let who = loser.map_or("no loser".into(), |s| format!("seat {} loses", s.0));
            let _ = writeln!(w, "  melee {melee}: {} -> {who}", cards.join(" "));
        }
        if g.sheet().len() != sheet {
            let wounds = g.sheet().last().expect("a round");
            let health: Vec<String> = Seat::all(SEATS).map(|s| g.health(s).to_string()).collect();
            let _ = writeln!(
                w,
                "injury: wounds {:?}; health {}",
                wounds,
                health.join(" ")
            );
        }
    }
    let o = g.outcome().expect("over");
    let _ = writeln!(w);
    let _ = writeln!(w, "## end after {} rounds", g.sheet().len());
    let winners: Vec<String> = o.winners.iter().map(|s| format!("seat {}", s.0)).collect();
    let _ = writeln!(w, "winners: {}", winners.join(", "));
    record_lines(w, &rec);
    out
}

/// The golden playthrough: seed 2026 played by four Easy knights, diffed line by line.
#[test]
fn tournoi_golden_playthrough_seed_2026() {
    check_golden("tournoi_seed_2026.txt", golden_text, "## end after");
}

/// TRN-2.8, TRN-2.9, TRN-14.3: seed 42 with four knights always gives this dealer, these
/// Heroes, these hands and a draw pile of 32 (TRN-2.10).
#[test]
fn tournoi_golden_first_deal_seed_42() {
    let g = Tournoi::new(&TournoiOptions::default(), 4, 42).expect("setup");
    let hands: Vec<String> = Seat::all(4).map(|s| list(g.hand(s))).collect();
    let heroes: Vec<&str> = Seat::all(4).map(|s| g.hero(s).name()).collect();
    assert_eq!(g.dealer(), Seat(FIRST_DEALER_42), "first dealer");
    assert_eq!(heroes, FIRST_HEROES_42);
    assert_eq!(hands, FIRST_DEAL_42.map(String::from).to_vec());
    assert_eq!(g.draw_size(), 80 - 48, "TRN-2.10");
}

const FIRST_DEALER_42: u8 = 1;
const FIRST_HEROES_42: [&str; 4] = ["Crusaders", "Arthur", "Perceval", "Tristan"];
const FIRST_DEAL_42: [&str; 4] = [
    "Al3 Al6 Al9 Sw4 Sw13 Sw15 Ar14 So6 De2 De11 De12 Me3",
    "Al10 Al13 Al14 Sw2 Sw6 Ar2 Ar4 Ar12 So12 De4 De8 De14",
    "Al2 Al7 Al12 Sw10 Sw11 So1 So9 So11 De9 De15 Me1 Ap1",
    "Al5 Al8 Sw5 Ar1 Ar5 Ar6 Ar10 Ar15 So2 So3 So5 So8",
];
