//! Golden tests: a whole seeded game of Chevaliers written as readable text and diffed
//! against `tests/golden/chevaliers_seed_2026.txt`, and the exact first deal of seed 42
//! (CHV-2, CHV-17.5: a seed gives a fixed game).
//!
//! After an intended change of the engine, the bot or the link format, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test chevaliers golden` and review
//! the diff.

use crate::golden_file;

use golden_file::{check_golden, header, joined, record_lines};
use std::fmt::Write;
use table_ronde::bot::{choose, seat_decision_rng};
use table_ronde::core::cards::Notation;
use table_ronde::core::game::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions, White};

const SEED: u64 = 2026;
const SEATS: usize = 4;

fn list(cards: &[White]) -> String {
    let mut v = cards.to_vec();
    v.sort_unstable();
    joined(v.iter().map(Notation::notation), " ")
}

/// The public board in one line.
fn board(g: &Chevaliers) -> String {
    let b = g.board();
    let combat = |c: &table_ronde::games::chevaliers::state::Combat| {
        let k: Vec<String> = c.knights.iter().map(|v| format!("F{v}")).collect();
        let e: Vec<String> = c
            .evil
            .iter()
            .map(|e| {
                format!(
                    "{}{}",
                    e.card.notation(),
                    if e.face_down { "v" } else { "" }
                )
            })
            .collect();
        format!("{}/{}", joined(k, " "), joined(e, " "))
    };
    let wars: Vec<String> = b
        .wars
        .iter()
        .map(|w| {
            format!(
                "{}w {}f{}",
                w.warriors,
                w.fights.len(),
                if w.mordred { " Mordred" } else { "" }
            )
        })
        .collect();
    format!(
        "swords {}/{} engines {} | BK {} | {:?} {} | Excalibur {}{} | Grail {}/{}{} | wars {}",
        b.white,
        b.black,
        b.engines,
        combat(&b.black_knight),
        b.stage,
        combat(
            if b.stage == table_ronde::games::chevaliers::Stage::Dragon {
                &b.dragon
            } else {
                &b.lancelot
            }
        ),
        b.excalibur,
        if b.excalibur_open { "" } else { " (over)" },
        b.grail.grails,
        b.grail.blacks.len(),
        if b.grail.open { "" } else { " (over)" },
        wars.join(", ")
    )
}

/// Plays the golden game (seed 2026, four Easy knights, default options) and writes it out.
fn golden_text() -> String {
    let mut rec = GameRecord::<Chevaliers>::new(
        ChevaliersOptions::default(),
        vec![SeatKind::Computer(Level::Easy); SEATS],
        SEED,
    );
    let mut g = rec.start().expect("setup");
    let mut out = String::new();
    let w = &mut out;
    let how = format!(
        "game seed {SEED}; {SEATS} Easy knights; decisions from seat_decision_rng(game, seed, ply, seat)"
    );
    header(w, "Chevaliers", &how, "chevaliers golden");
    for s in Seat::all(SEATS) {
        let _ = writeln!(
            w,
            "seat {}: {:?}, {:?} | hand {}",
            s.0,
            g.knight(s),
            g.loyalty(s),
            list(g.hand(s))
        );
    }
    let _ = writeln!(w, "aside: {:?}", g.undealt());
    let mut turn = g.turns();
    while !g.is_over() {
        if g.turns() != turn {
            turn = g.turns();
            let s = g.active();
            let life: Vec<String> = Seat::all(SEATS).map(|x| g.life(x).to_string()).collect();
            let _ = writeln!(w);
            let _ = writeln!(w, "## turn {turn}: seat {} | life {}", s.0, life.join(" "));
            let _ = writeln!(w, "{}", board(&g));
        }
        let seat = g.first_actor().expect("someone acts");
        let mut rng = seat_decision_rng(&g, SEED, rec.log.len(), seat);
        let a = choose(Level::Easy, &g, seat, &mut rng).expect("a move");
        g.play(seat, &a).expect("the bot plays legal actions");
        rec.log.push((seat, a));
        let _ = writeln!(w, "seat {}: {a:?}", seat.0);
    }
    let o = g.outcome().expect("over");
    let _ = writeln!(w);
    let _ = writeln!(w, "## end after {} turns: {:?} wins", g.turns(), o.side);
    let _ = writeln!(w, "{}", board(&g));
    let winners: Vec<String> = o.winners.iter().map(|s| format!("seat {}", s.0)).collect();
    let _ = writeln!(w, "winners: {}", joined(winners, ", "));
    record_lines(w, &rec);
    out
}

/// CHV-17.5: the golden playthrough, seed 2026 played by four Easy knights, line by line.
#[test]
fn chv_17_5_golden_playthrough_seed_2026() {
    check_golden("chevaliers_seed_2026.txt", golden_text, "## end after");
}

/// CHV-2.3 to CHV-2.6, CHV-17.5: seed 42 with five knights always gives these knights,
/// these Loyalty cards, these hands (a Merlin and five cards each, before the preliminary
/// sharing asks for a card) and this top of the Black deck.
#[test]
fn chv_2_golden_first_deal_seed_42() {
    let g = Chevaliers::new(&ChevaliersOptions::default(), 5, 42).expect("setup");
    let knights: Vec<String> = Seat::all(5).map(|s| format!("{:?}", g.knight(s))).collect();
    let loyalty: Vec<String> = Seat::all(5)
        .map(|s| format!("{:?}", g.loyalty(s)))
        .collect();
    let hands: Vec<String> = Seat::all(5).map(|s| list(g.hand(s))).collect();
    let top: Vec<String> = g
        .black_deck()
        .iter()
        .rev()
        .take(5)
        .map(Notation::notation)
        .collect();
    let got = format!(
        "knights {}\nloyalty {} aside {:?}\nfirst {}\nhands\n{}\nblack top {}",
        knights.join(" "),
        loyalty.join(" "),
        g.undealt(),
        g.active().0,
        hands.join("\n"),
        top.join(" ")
    );
    assert_eq!(got, FIRST_DEAL_42, "CHV-2: the deal of seed 42");
    assert!(
        Seat::all(5).all(|s| g.hand(s).contains(&White::Merlin) && g.hand(s).len() == 6),
        "CHV-2.5: a Merlin and five White cards"
    );
}

/// Arthur plays first (CHV-2.8).
const FIRST_DEAL_42: &str = "knights Galahad Arthur Tristan Gawain Palamedes
loyalty Loyal Loyal Loyal Traitor Loyal aside [Loyal]
first 1
hands
F1 F2 F3 F4 F4 Me
F2 F3 F5 Gr Me Clair
F1 F1 Gr Gr Gr Me
F1 Gr Gr Gr Gr Me
F1 F1 F2 F4 Gr Me
black top BK3 Desp Exc Merc Exc";
