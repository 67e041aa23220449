//! A computer decision in every game (`bot::choose`): a random one picks from the legal
//! list with the same draws, the decision observation decides as the whole one, and seats
//! answering one window draw streams of their own. (Unit tests of tr-bot until the engines
//! became crates of their own: tr-bot cannot use an engine.)

use table_ronde::bot::{decision_rng, seat_decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::policy::RuleBased;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::{Camelot, CamelotOptions};
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
use table_ronde::games::tournoi::{Tournoi, TournoiOptions};

/// `random_legal` picks `legal_actions[rng.index(n)]` with the same draws, in every
/// position of a few random games.
fn random_legal_is_the_lists<G: RuleBased>(options: &G::Options, seats: usize) {
    for seed in 1..=3 {
        let mut g = G::new(options, seats, seed).expect("deal");
        let mut ply = 0;
        while let Some(seat) = g.first_actor() {
            let legal = g.legal_actions(seat);
            let (mut a, mut b) = (decision_rng(seed, ply), decision_rng(seed, ply));
            let expected = legal.get(a.index(legal.len())).cloned();
            let got = g.random_legal(seat, &mut b);
            assert_eq!(
                got,
                expected.clone().map(|x| (x, legal.len())),
                "seed {seed}"
            );
            assert_eq!(a, b, "seed {seed} ply {ply}: other draws");
            let other = Seat(((seat.index() + 1) % seats) as u8);
            if !g.actors().contains(&other) {
                assert_eq!(g.random_legal(other, &mut b), None);
            }
            g.play(seat, &expected.expect("legal")).expect("plays");
            ply += 1;
        }
    }
}

#[test]
fn random_legal_picks_from_the_legal_list() {
    random_legal_is_the_lists::<Roi>(&RoiOptions::default(), 4);
    random_legal_is_the_lists::<Tafelrunde>(&TafelrundeOptions::default(), 3);
    random_legal_is_the_lists::<Camelot>(&CamelotOptions::default(), 4);
    random_legal_is_the_lists::<Tournoi>(&TournoiOptions::default(), 4);
    random_legal_is_the_lists::<Chevaliers>(&ChevaliersOptions::default(), 5);
}

/// The decision observation and `rule_based_among` (and `rule_based_decision`) give the
/// choice the whole observation and `rule_based` give, with the same draws, in every
/// position of a few random games (issue 31: what a game leaves out must be what its
/// rule-based player never reads).
fn decision_view_decides_alike<G: RuleBased>(options: &G::Options, seats: usize) {
    for seed in 1..=3 {
        let mut g = G::new(options, seats, seed).expect("deal");
        let mut ply = 0;
        while let Some(seat) = g.first_actor() {
            let (full, part) = (g.observe(seat), g.decision_observation(seat));
            // The one kept per thread, written over the last position's (issue 31).
            g.with_decision_observation(seat, |kept| {
                assert!(*kept == part, "seed {seed} ply {ply}: kept observation");
            });
            let legal = G::observed_legal(&full);
            assert_eq!(G::observed_legal(&part), legal, "seed {seed} ply {ply}");
            let (mut a, mut b) = (decision_rng(seed, ply), decision_rng(seed, ply));
            let expected = G::rule_based(&full, &mut a);
            assert_eq!(G::rule_based_among(&part, &legal, &mut b), expected);
            assert_eq!(a, b, "seed {seed} ply {ply}: other draws");
            // The same list and choice from one reading (`rule_based_decision`).
            let mut c = decision_rng(seed, ply);
            let once = G::rule_based_decision(&part, |list, rule_based| {
                assert_eq!(list, legal, "seed {seed} ply {ply}");
                rule_based(list, &mut c)
            });
            assert_eq!(once, expected, "seed {seed} ply {ply}");
            assert_eq!(a, c, "seed {seed} ply {ply}: other draws");
            g.play(seat, &expected).expect("plays");
            ply += 1;
        }
    }
}

#[test]
fn decision_observations_decide_alike() {
    decision_view_decides_alike::<Roi>(&RoiOptions::default(), 4);
    decision_view_decides_alike::<Tafelrunde>(&TafelrundeOptions::default(), 3);
    decision_view_decides_alike::<Camelot>(&CamelotOptions::default(), 4);
    decision_view_decides_alike::<Tournoi>(&TournoiOptions::default(), 4);
    decision_view_decides_alike::<Chevaliers>(&ChevaliersOptions::default(), 5);
}

/// A window that asks several seats at once (Camelot's Lancelot card): each computer
/// seat draws its own stream; a position with one seat asked keeps the record's stream.
#[test]
fn two_seats_answering_one_window_draw_different_streams() {
    let mut found = false;
    'games: for seed in 0..400 {
        let mut g = Camelot::new(&CamelotOptions::default(), 4, seed).expect("deal");
        let mut rng = GameRng::from_seed(seed);
        for ply in 0..2000 {
            let actors = g.actors();
            let Some(&first) = actors.first() else {
                continue 'games;
            };
            if actors.len() > 1 {
                let a = seat_decision_rng(&g, seed, ply, actors[0]).next_u64();
                let b = seat_decision_rng(&g, seed, ply, actors[1]).next_u64();
                assert_ne!(a, b, "seed {seed} ply {ply}");
                assert_eq!(a, seat_decision_rng(&g, seed, ply, actors[0]).next_u64());
                found = true;
                break 'games;
            }
            assert_eq!(
                seat_decision_rng(&g, seed, ply, first).next_u64(),
                decision_rng(seed, ply).next_u64()
            );
            let legal = g.legal_actions(first);
            let a = legal[rng.index(legal.len())];
            g.play(first, &a).expect("legal");
        }
    }
    assert!(found, "no window with several seats in 400 random games");
}
