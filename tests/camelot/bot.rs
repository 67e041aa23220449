//! The Camelot computer players: legality at every level, observation-only decisions
//! (CAM-17.7), the rule-based player's habits (CAM-17.6 and the issue: enters tournaments it
//! can win, keeps action cards, cancels the most damaging action with Lancelot), the worker
//! entry point, and strength against random play.

use crate::bots;

use bots::{Bound, Peeks, Sampling, no_peeking, observed_legal_everywhere};
use table_ronde::bot::{choose, decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::cards;
use table_ronde::games::camelot::heuristics::decide;
use table_ronde::games::camelot::{Action, Camelot, CamelotOptions, Colour, Item, Phase};

/// CAM-15.13: every game ends.
const ENDS: Bound = Bound {
    steps: 20_000,
    rule: "CAM-15.13",
};

/// CAM-17.7: the observer's legal actions (from the observation alone) are the engine's, and
/// Random and Easy only choose among them, over every position of 60 games of 2 to 5 seats.
#[test]
fn cam_17_7_observed_legal_equals_engine_and_bots_are_legal() {
    let tables = [
        vec![Level::Easy, Level::Random],
        vec![Level::Easy; 3],
        vec![Level::Easy, Level::Random, Level::Easy, Level::Random],
        vec![Level::Easy; 5],
    ];
    let n = observed_legal_everywhere::<Camelot>(0..15, &tables, ENDS);
    assert!(n > 5_000, "{n} positions");
}

/// CAM-17.7: bots see only what their seat sees. Every hidden card (other hands, the draw
/// pile, future chance) is re-dealt with `determinize`; with the same decision seed, Random
/// and Easy must choose the same at thousands of positions, the search on a short budget at
/// hundreds, Normal and Hard at their full budgets at a sample.
#[test]
fn cam_17_7_no_peeking_at_hidden_cards() {
    let plan = Sampling {
        every: 1,
        search: 15,
        full: (400, 150),
    };
    let p = no_peeking(0..30, &[Level::Easy; 4], ENDS, plan, |g: &Camelot, d| {
        Seat::all(4).any(|s| d.hand(s) != g.hand(s))
    });
    p.assert_more_than(Peeks {
        differing: 1_000,
        cheap: 3_000,
        searched: 150,
        full: 5,
    });
}

/// A four-player position: seat `me` to play in a red tournament with these displays.
fn position(me: u8, hand: &str, displays: [&str; 4]) -> Camelot {
    let mut g = Camelot::new(&CamelotOptions::default(), 4, 1).expect("setup");
    let mut f = g.fixture();
    f.colour(Colour::Red);
    for s in 0..4u8 {
        f.display(Seat(s), &cards(displays[usize::from(s)]));
    }
    f.hand(Seat(me), &cards(hand)).turn(Seat(me));
    g
}

fn easy(g: &Camelot, seat: Seat) -> Action {
    decide(&g.observe(seat), &mut GameRng::from_seed(3)).expect("a decision")
}

/// Issue 4: it enters a tournament it can win (red, which it lacks, and its hand reaches
/// the lead) with the card that closes the gap most cheaply, and stays once ahead.
#[test]
fn easy_fights_for_a_colour_it_lacks_and_can_win() {
    let mut g = position(0, "R3 R5 Sq2 B4", ["R4", "R5 R4", "", ""]);
    // 4 against 9: no single card closes a gap of 6, so the largest first, then the
    // smallest card that is enough, then stay.
    for want in ["R5", "Sq2"] {
        let a = easy(&g, Seat(0));
        assert_eq!(a, Action::Play(cards(want)[0]));
        g.play(Seat(0), &a).expect("legal");
    }
    assert_eq!(g.total(Seat(0)), 11);
    assert_eq!(easy(&g, Seat(0)), Action::Stay);
}

/// Issue 4: it does not spend cards on a colour it owns already, nor on a lead it cannot
/// reach.
#[test]
fn easy_withdraws_from_lost_or_useless_tournaments() {
    let mut g = position(0, "R3 R5 Sq2", ["R4", "R5 R4", "", ""]);
    g.fixture().tokens(Seat(0), &[Colour::Red]);
    assert_eq!(easy(&g, Seat(0)), Action::Withdraw, "owns red");
    let g = position(0, "R3 B4 Y2", ["R4", "R5 R4 R5 Sq3", "", ""]);
    assert_eq!(easy(&g, Seat(0)), Action::Withdraw, "cannot reach 18");
}

/// Issue 4: it keeps an action card when it gains little, and plays one that turns the
/// tournament (a Riposte taking the leader's top card).
#[test]
fn easy_keeps_action_cards_for_the_right_moment() {
    let g = position(0, "R3 Riposte KnockDown", ["R4", "R3 R5", "", ""]);
    assert_eq!(
        easy(&g, Seat(0)),
        Action::Riposte(Seat(1)),
        "4 → 9 and 8 → 3"
    );
    let g = position(0, "R5 Outmaneuver", ["R4", "R3 Sq2", "", ""]);
    assert_eq!(
        easy(&g, Seat(0)),
        Action::Play(cards("R5")[0]),
        "Outmaneuver would gain 2 only: keep it"
    );
}

/// Issue 4: with Lancelot it cancels an action aimed at its display, and lets a harmless
/// one pass.
#[test]
fn easy_cancels_the_damaging_action_with_lancelot() {
    let mut g = position(0, "R3 Dodge Shield", ["R4 R5", "R5 R4", "R3 Sq2", ""]);
    g.fixture().hand(Seat(1), &cards("Ivanhoe R3"));
    g.play(Seat(0), &Action::Dodge(Seat(1), 0)).expect("legal");
    assert!(matches!(g.phase(), Phase::Lancelot { .. }));
    assert_eq!(
        easy(&g, Seat(1)),
        Action::Cancel,
        "aimed at seat 1's display"
    );
    assert_eq!(easy(&g, Seat(2)), Action::Pass, "seat 2 holds no Lancelot");
    let mut g = position(0, "R3 Shield", ["R4 R5", "R5 R4", "R3 Sq2", ""]);
    g.fixture().hand(Seat(1), &cards("Ivanhoe R3"));
    g.play(Seat(0), &Action::Shield).expect("legal");
    assert_eq!(
        easy(&g, Seat(1)),
        Action::Pass,
        "a Shield does not hurt seat 1"
    );
}

/// CAM-17.6: it announces the colour its hand is strongest in among those it lacks.
#[test]
fn easy_announces_its_strongest_colour() {
    let mut g = Camelot::new(&CamelotOptions::default(), 3, 1).expect("setup");
    g.fixture()
        .hand(Seat(0), &cards("B5 B4 B3 R3 Y2 Charge"))
        .designate(Seat(0));
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(easy(&g, Seat(0)), Action::Announce(Colour::Blue));
}

/// Outwit declarations are complete choices: the bot's Outwit is one of the legal ones.
#[test]
fn outwit_choices_are_legal_declarations() {
    let g = position(0, "R3 Outwit", ["R4 Sq2", "R5 R4", "", ""]);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Outwit {
        target: Seat(1),
        give: Item::Display(1),
        take: Item::Display(0),
    }));
}

/// Issue 4: the rule-based player wins far more than random players (duplicate seats).
#[test]
fn easy_beats_random_clearly() {
    let mut wins = 0;
    let games = 40;
    for seed in 0..games {
        let mut g = Camelot::new(&CamelotOptions::default(), 4, seed).expect("setup");
        let easy_seat = Seat((seed % 4) as u8);
        while let Some(seat) = g.first_actor() {
            let level = if seat == easy_seat {
                Level::Easy
            } else {
                Level::Random
            };
            let mut rng = decision_rng(seed, g.turns() as usize * 8 + seat.index());
            let a = choose(level, &g, seat, &mut rng).expect("a move");
            g.play(seat, &a).expect("legal");
        }
        if g.winner() == Some(easy_seat) {
            wins += 1;
        }
    }
    assert!(
        wins >= 30,
        "Easy won {wins} of {games} against three Random players"
    );
}

/// Issue 3 for Camelot: the worker's entry point (a share link) decides exactly as
/// `choose` does on the page, at every level.
#[test]
fn think_from_a_link_equals_choose_on_the_page() {
    use table_ronde::core::record::{GameRecord, SeatKind};
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Normal),
    ];
    let rec = GameRecord::<Camelot>::new(CamelotOptions::default(), seats, 31);
    let levels = [Level::Random, Level::Easy, Level::Normal];
    let at = |ply: usize, legal: &[Action]| ply % 9 == 4 && legal.len() > 1;
    let checked = bots::think_equals_choose(rec, 60, at, &levels, |_, _| {});
    assert!(checked >= 9, "{checked} decisions compared");
}
