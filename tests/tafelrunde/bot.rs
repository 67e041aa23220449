//! The Tafelrunde computer players: legality at every level, observation-only decisions
//! (TAF-13.6), the rule-based player's habits (issue 5: trumps where its hand is long and
//! high, super-trumps kept for tricks that matter; TAF-7.9, TAF-13.5), the worker entry
//! point, and strength against random play.

use crate::bots;

use bots::{Bound, Peeks, Sampling, no_peeking, observed_legal_everywhere};
use table_ronde::bot::play_out;
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::cards;
use table_ronde::games::tafelrunde::heuristics::decide;
use table_ronde::games::tafelrunde::{Action, Card, Colour, Tafelrunde, TafelrundeOptions};

/// TAF-9.3: every game ends.
const ENDS: Bound = Bound {
    steps: 5_000,
    rule: "TAF-9.3",
};

/// TAF-13.6, TAF-11.4: the observer's legal actions (from the observation alone) are the
/// engine's, and Random and Easy only choose among them, in games of 2 to 6 seats.
#[test]
fn taf_13_6_observed_legal_equals_engine_and_bots_are_legal() {
    let tables = [
        vec![Level::Easy, Level::Random],
        vec![Level::Easy; 3],
        vec![Level::Easy, Level::Random, Level::Easy, Level::Random],
        vec![Level::Easy; 5],
        vec![Level::Easy; 6],
    ];
    let n = observed_legal_everywhere::<Tafelrunde>(0..8, &tables, ENDS);
    assert!(n > 3_000, "{n} positions");
}

/// TAF-13.6: bots see only what their seat sees. Every hidden card (other hands, the stock,
/// future reshuffles) is re-dealt with `determinize`; with the same decision seed, Random and
/// Easy must choose the same at thousands of positions, the search on a short budget at
/// hundreds, Normal and Hard at their full budgets at a sample.
#[test]
fn taf_13_6_no_peeking_at_hidden_cards() {
    let plan = Sampling {
        every: 1,
        search: 10,
        full: (500, 250),
    };
    let p = no_peeking(0..20, &[Level::Easy; 4], ENDS, plan, |g: &Tafelrunde, d| {
        Seat::all(4).any(|s| d.hand(s) != g.hand(s))
    });
    p.assert_more_than(Peeks {
        differing: 1_000,
        cheap: 2_000,
        searched: 100,
        full: 3,
    });
}

/// TAF-13.6 with two players, where Hard's simulations run into the next hand (issue 14,
/// `RuleBased::deep_rounds`): the deep search is still blind to the hidden cards, the next
/// hand's deal included.
#[test]
fn taf_13_6_no_peeking_two_players_deep_hard() {
    use table_ronde::bot::RuleBased;
    let g = Tafelrunde::new(&TafelrundeOptions::default(), 2, 1).expect("deal");
    assert_eq!(
        g.deep_rounds(),
        2,
        "Hard looks two hands ahead with two players"
    );
    let four = Tafelrunde::new(&TafelrundeOptions::default(), 4, 1).expect("deal");
    assert_eq!(
        four.deep_rounds(),
        1,
        "one hand at larger tables (time budget)"
    );
    let plan = Sampling {
        every: 1,
        search: 10,
        full: (40, 20),
    };
    let p = no_peeking(0..3, &[Level::Easy; 2], ENDS, plan, |g: &Tafelrunde, d| {
        Seat::all(2).any(|s| d.hand(s) != g.hand(s))
    });
    p.assert_more_than(Peeks {
        differing: 50,
        cheap: 100,
        searched: 10,
        full: 3,
    });
}

/// Issue 3 for Tafelrunde: the worker's entry point (a share link) decides exactly as
/// `choose` does on the page, at every level.
#[test]
fn think_from_a_link_equals_choose_on_the_page() {
    use table_ronde::core::record::{GameRecord, SeatKind};
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Normal),
        SeatKind::Computer(Level::Easy),
    ];
    let rec = GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), seats, 31);
    let levels = [Level::Random, Level::Easy, Level::Normal];
    let at = |ply: usize, legal: &[Action]| ply % 9 == 4 && legal.len() > 1;
    let checked = bots::think_equals_choose(rec, 60, at, &levels, |_, _| {});
    assert!(checked >= 9, "{checked} decisions compared");
}

/// A four-player table with seat 0's hand set and every pawn placed.
fn table(hand: &str, pawns: [u8; 4], ladder: &[Colour]) -> Tafelrunde {
    let mut g = Tafelrunde::new(&TafelrundeOptions::default(), 4, 1).expect("setup");
    g.fixture()
        .hand(Seat(0), &cards(hand))
        .pawns(&pawns)
        .ladder(ladder);
    g
}

fn easy(g: &Tafelrunde, seat: Seat) -> Action {
    decide(&g.observe(seat), &mut GameRng::from_seed(3)).expect("a decision")
}

/// Issue 5 and TAF-7.9: at a sword it declares the colour where its hand is long and high.
#[test]
fn easy_declares_its_long_high_colour() {
    let mut g = table("R2 G9 G10 G11 B3 B10 K1 Kn", [3, 0, 0, 0], &[]);
    g.fixture().sword(Seat(0));
    assert_eq!(easy(&g, Seat(0)), Action::Declare(Colour::Green));
    // Green already placed: the next best colour it holds, blue.
    g.fixture().ladder(&[Colour::Green]);
    assert_eq!(easy(&g, Seat(0)), Action::Declare(Colour::Blue));
}

/// TAF-7.3 and TAF-7.4: it declines when nothing in its hand is worth a trump, and on a
/// full ladder swaps its own colour to the top.
#[test]
fn easy_declines_weak_colours_and_swaps_its_colour_up() {
    let mut g = table("Kn Cr R1", [3, 0, 0, 0], &[Colour::Red]);
    g.fixture().sword(Seat(0));
    assert_eq!(easy(&g, Seat(0)), Action::Decline);
    let full = [
        Colour::Violet,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
        Colour::Red,
    ];
    let mut g = table("V9 V10 V11 R1", [3, 0, 0, 0], &full);
    g.fixture().sword(Seat(0));
    assert_eq!(easy(&g, Seat(0)), Action::Swap(1, 6), "violet to place 6");
}

/// TAF-13.5: empty-handed at a sword, it always waits for its new hand.
#[test]
fn easy_postpones_when_empty_handed() {
    let mut g = table("", [3, 0, 0, 0], &[]);
    g.fixture().sword(Seat(0));
    assert_eq!(easy(&g, Seat(0)), Action::Defer);
}

/// Issue 5: it keeps its super-trumps for tricks that matter. On an ordinary trick it cannot
/// win with a colour card it throws its weakest card rather than a Knight; when the trick
/// would put its pawn on King Arthur's space, the Knight goes down.
#[test]
fn easy_saves_super_trumps_for_tricks_that_matter() {
    // Seat 0 void in red, holding a Knight and low cards; red 11 was led by seat 1.
    let mut g = table("Kn G2 B5", [0, 0, 0, 0], &[]);
    g.fixture().leader(Seat(1));
    for (s, c) in [(1, "R11"), (2, "R3"), (3, "R4")] {
        g.fixture().hand(Seat(s), &cards(&format!("{c} Y1")));
        g.play(Seat(s), &Action::Play(cards(c)[0])).expect("legal");
    }
    assert_eq!(easy(&g, Seat(0)), Action::Play(cards("G2")[0]));
    // Same trick, but seat 0's pawn is one free space from King Arthur.
    let mut g = table("Kn G2 B5", [25, 0, 0, 0], &[]);
    g.fixture().leader(Seat(1));
    for (s, c) in [(1, "R11"), (2, "R3"), (3, "R4")] {
        g.fixture().hand(Seat(s), &cards(&format!("{c} Y1")));
        g.play(Seat(s), &Action::Play(cards(c)[0])).expect("legal");
    }
    assert_eq!(easy(&g, Seat(0)), Action::Play(Card::KNIGHT));
}

/// Issue 5: last to play, it wins with the cheapest card that holds the trick.
#[test]
fn easy_wins_cheaply_when_last() {
    let mut g = table("R5 R9 R11 G1", [0, 0, 0, 0], &[]);
    g.fixture().leader(Seat(1));
    for (s, c) in [(1, "R4"), (2, "R8"), (3, "R2")] {
        g.fixture().hand(Seat(s), &cards(&format!("{c} Y1")));
        g.play(Seat(s), &Action::Play(cards(c)[0])).expect("legal");
    }
    assert_eq!(easy(&g, Seat(0)), Action::Play(cards("R9")[0]));
}

/// Issue 5: the rule-based player beats random play: four-player games, one Easy seat
/// against three Random ones, the Easy seat wins far more than its fair quarter.
#[test]
fn easy_beats_random() {
    let games = 120u64;
    let mut wins = 0;
    for seed in 0..games {
        let me = Seat((seed % 4) as u8);
        let levels: Vec<Level> = Seat::all(4)
            .map(|s| if s == me { Level::Easy } else { Level::Random })
            .collect();
        let mut g = Tafelrunde::new(&TafelrundeOptions::default(), 4, seed).expect("setup");
        play_out(&mut g, &levels, &mut GameRng::from_seed(seed));
        if g.outcome().expect("over").winners == [me] {
            wins += 1;
        }
    }
    assert!(wins * 100 > games * 45, "Easy won {wins} of {games}");
}
