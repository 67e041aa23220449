//! The Tournoi computer knights: legality at every level, observation-only decisions
//! (TRN-13.4: a bot receives only its observation), a few habits of the rule-based knight
//! (TRN-13.4's guidance), the worker entry point, and strength against random play.

use crate::bots;

use crate::support;

use bots::{Bound, Peeks, Sampling, each_position, no_peeking, observed_legal_is_the_engines};
use support::{card, play, setup, start};
use table_ronde::bot::ismcts::{SearchConfig, search};
use table_ronde::bot::{RuleBased, choose, decision_rng};
use table_ronde::core::game::Game;
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{Action, Hero, Tournoi, TournoiOptions};

/// TRN-15.13, TRN-11.4: every game ends (a random game takes a few hundred actions).
const ENDS: Bound = Bound {
    steps: 20_000,
    rule: "TRN-15.13",
};

/// TRN-13.4: the observer's legal actions are the engine's, and Random and Easy only choose
/// among them — over every position of games of 2 to 6 knights; the search on a short
/// budget at a sample.
#[test]
fn trn_13_4_observed_legal_equals_engine_and_bots_are_legal() {
    let tables = [
        vec![Level::Easy, Level::Random],
        vec![Level::Easy; 3],
        vec![Level::Easy, Level::Random, Level::Easy, Level::Random],
        vec![Level::Easy; 5],
        vec![
            Level::Random,
            Level::Easy,
            Level::Easy,
            Level::Easy,
            Level::Easy,
            Level::Random,
        ],
    ];
    let mut n = 0u64;
    for (k, levels) in tables.iter().enumerate() {
        let first = 10 * k as u64;
        each_position(first..first + 4, levels, ENDS, |g: &Tournoi| {
            let seat = g.first_actor().expect("someone acts");
            observed_legal_is_the_engines(g);
            let legal = g.legal_actions(seat);
            let mut rng = GameRng::from_seed(n);
            for level in [Level::Random, Level::Easy] {
                let a = choose(level, g, seat, &mut rng).expect("a move");
                assert!(legal.contains(&a), "{level:?} chose {a:?}");
            }
            if n.is_multiple_of(97) && legal.len() > 1 {
                let a = search(g, seat, SearchConfig::iterations(40), rng.fork()).expect("a move");
                assert!(legal.contains(&a), "search chose {a:?}");
            }
            assert_eq!(
                choose(Level::Easy, g, seat.left(g.seat_count()), &mut rng),
                None,
                "not its turn"
            );
            n += 1;
        });
    }
    assert!(n > 5_000, "{n} positions");
}

/// TRN-13.4: Normal and Hard (full budgets) choose legal actions too, at a sample.
#[test]
fn trn_13_4_searching_levels_are_legal() {
    let mut k = 0u64;
    let mut checked = 0;
    each_position(100..102, &[Level::Easy; 4], ENDS, |g: &Tournoi| {
        k += 1;
        let seat = g.first_actor().expect("someone acts");
        let legal = g.legal_actions(seat);
        if k % 150 != 7 || legal.len() < 2 {
            return;
        }
        for level in [Level::Normal, Level::Hard] {
            let a = choose(level, g, seat, &mut GameRng::from_seed(k)).expect("a move");
            assert!(legal.contains(&a), "{level:?} chose {a:?}");
        }
        checked += 1;
    });
    assert!(checked >= 2, "{checked} positions");
}

/// TRN-13.4, TRN-15.15: bots see only what their seat sees. Everything hidden (other hands,
/// the draw pile, the others' face-down discards, the Godsend deck order, future chance) is
/// re-dealt with `determinize`; with the same decision seed, Random and Easy choose the
/// same at thousands of positions, the search on a short budget at a hundred, Normal and
/// Hard at their full budgets at a sample.
#[test]
fn trn_13_4_no_peeking_at_hidden_cards() {
    let plan = Sampling {
        every: 2,
        search: 23,
        full: (700, 300),
    };
    let p = no_peeking(0..12, &[Level::Easy; 4], ENDS, plan, |g: &Tournoi, d| {
        Seat::all(4).any(|s| d.hand(s) != g.hand(s))
    });
    p.assert_more_than(Peeks {
        differing: 1_000,
        cheap: 1_500,
        searched: 50,
        full: 2,
    });
}

/// The rule-based choice for several rng seeds.
fn easy(g: &Tournoi) -> Vec<Action> {
    let seat = g.first_actor().expect("someone acts");
    let obs = g.observe(seat);
    (0..6)
        .map(|k| Tournoi::rule_based(&obs, &mut GameRng::from_seed(k)))
        .collect()
}

/// TRN-13.4: last to play when somebody else loses, feed the melee the heaviest card.
#[test]
fn easy_feeds_a_lost_melee_its_merlin() {
    let heroes = [Hero::Perceval; 3];
    let mut g = start(&setup(&heroes, &["Sw1 De1", "Sw5 De2", "Sw9 Me1 Sw14"]));
    play(&mut g, 0, "Sw1");
    play(&mut g, 1, "Sw5");
    for a in easy(&g) {
        assert!(
            matches!(a, Action::Play(p) if p.card == card("Me1")),
            "{a:?}"
        );
        // Named 1 it would feint with Swords 1 and hand the loss to Swords 5: either way
        // somebody else collects the Merlin.
        let mut after = g.clone();
        after.play(Seat(2), &a).expect("legal");
        assert_ne!(after.last_melee().1, Some(Seat(2)), "{a:?}");
    }
}

/// TRN-13.4: last to play and at risk, play a card that will not be the lowest.
#[test]
fn easy_does_not_take_the_loss_when_it_can_avoid_it() {
    let heroes = [Hero::Perceval; 3];
    let mut g = start(&setup(&heroes, &["Sw6 De1", "Sw8 De2", "Sw2 Sw12 De3"]));
    play(&mut g, 0, "Sw6");
    play(&mut g, 1, "Sw8");
    for a in easy(&g) {
        assert_eq!(
            a,
            Action::Play(table_ronde::games::tournoi::Play::plain(card("Sw12")))
        );
    }
}

/// Strength: Easy beats Random (duplicate seats: each seed is played with the Easy knight
/// at every seat in turn).
#[test]
fn easy_beats_random() {
    let (mut wins, mut games) = (0.0, 0);
    for seed in 0..10u64 {
        for easy_seat in 0..4u8 {
            let mut g = Tournoi::new(&TournoiOptions::default(), 4, seed).expect("setup");
            let mut ply = 0;
            while let Some(seat) = g.first_actor() {
                let level = if seat.0 == easy_seat {
                    Level::Easy
                } else {
                    Level::Random
                };
                let mut rng = decision_rng(seed, ply);
                let a = choose(level, &g, seat, &mut rng).expect("a move");
                g.play(seat, &a).expect("legal");
                ply += 1;
            }
            let w = g.winners();
            if w.contains(&Seat(easy_seat)) {
                wins += 1.0 / w.len() as f64;
            }
            games += 1;
        }
    }
    eprintln!("Easy won {wins} of {games} against three Random knights");
    // A random knight wins a quarter of the games.
    assert!(
        wins >= 0.5 * f64::from(games),
        "Easy won {wins} of {games} against three Random knights"
    );
}

/// The worker's entry point (a share link) decides exactly as `choose` does on the page, at
/// every level.
#[test]
fn think_from_a_link_equals_choose_on_the_page() {
    use table_ronde::core::record::{GameRecord, SeatKind};
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Normal),
        SeatKind::Computer(Level::Easy),
    ];
    let rec = GameRecord::<Tournoi>::new(TournoiOptions::default(), seats, 31);
    let levels = [Level::Random, Level::Easy, Level::Normal];
    let at = |ply: usize, legal: &[Action]| ply % 23 == 4 && legal.len() > 1;
    let checked = bots::think_equals_choose(rec, 120, at, &levels, |_, _| {});
    assert!(checked >= 9, "{checked} decisions compared");
}

/// TRN-13.4: a leader's card is alone, not lost: lead a card that will stand above the
/// others' (not the lowest one).
#[test]
fn easy_does_not_lead_its_lowest_card() {
    let heroes = [Hero::Perceval; 3];
    let g = start(&setup(&heroes, &["Sw1 Sw13 De2", "Sw5 De3", "Sw9 De4"]));
    for a in easy(&g) {
        assert!(
            matches!(a, Action::Play(p) if p.card != card("Sw1") && p.card != card("De2")),
            "{a:?}"
        );
    }
}

/// Hard's work cap: a search with a plays budget answers once its simulations have played
/// that many moves, in fewer iterations than its iteration budget, and the same stream gives
/// the same choice (a count, not a clock).
#[test]
fn a_plays_budget_stops_the_search_early() {
    use table_ronde::bot::ismcts::Search;
    let g = Tournoi::new(&TournoiOptions::default(), 4, 11).expect("setup");
    let seat = g.actors()[0];
    let config = SearchConfig::iterations(2_000).max_plays(Some(20_000));
    let mut s = Search::new(&g, seat, config, GameRng::from_seed(5));
    s.run(u32::MAX);
    assert!(s.finished());
    assert!(s.plays() >= 20_000, "{} plays", s.plays());
    assert!(
        s.iterations_done() < 2_000,
        "{} iterations",
        s.iterations_done()
    );
    // One iteration fewer had not reached the budget.
    let mut short = Search::new(&g, seat, config, GameRng::from_seed(5));
    short.run(s.iterations_done() - 1);
    assert!(short.plays() < 20_000 && !short.finished());
    let mut again = Search::new(&g, seat, config, GameRng::from_seed(5));
    again.run(u32::MAX);
    assert_eq!(again.best(), s.best());
    assert_eq!(again.plays(), s.plays());
}

/// From four knights on, Hard's search in Tournoi stops at `HARD_MAX_PLAYS` simulated
/// moves; with two or three knights it keeps the bare iteration budget, Normal always does,
/// and so does every other game.
#[test]
fn hard_bounds_its_work_from_four_knights() {
    use table_ronde::bot::search_config;
    use table_ronde::games::roi::{Roi, RoiOptions};
    use table_ronde::games::tournoi::HARD_MAX_PLAYS;
    let config = |knights: usize, level: Level| {
        let g = Tournoi::new(&TournoiOptions::default(), knights, 11).expect("setup");
        search_config::<Tournoi>(level, &g.observe(g.actors()[0])).expect("a search")
    };
    for knights in [4, 5, 6] {
        let (normal, hard) = (config(knights, Level::Normal), config(knights, Level::Hard));
        assert_eq!(hard.max_plays, Some(HARD_MAX_PLAYS));
        assert_eq!(normal.max_plays, None);
        assert_eq!((normal.iterations, hard.iterations), (1_000, 10_000));
    }
    for knights in [2, 3] {
        assert_eq!(config(knights, Level::Normal).max_plays, None);
        assert_eq!(config(knights, Level::Hard).max_plays, None);
    }
    let r = Roi::new(&RoiOptions::default(), 4, 1).expect("setup");
    let robs = r.observe(r.actors()[0]);
    let rh = search_config::<Roi>(Level::Hard, &robs).expect("Hard searches");
    assert_eq!(rh.max_plays, None);
}
