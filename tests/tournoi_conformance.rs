//! The shared conformance battery on the Tournoi (TRN-15), for every knight count and the
//! options that change the flow.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::Game;
use table_ronde::games::tournoi::{Tournoi, TournoiOptions, options};

fn battery(seats: usize, games: u64, opts: &TournoiOptions) {
    let cfg = Battery {
        games,
        deep_every: 40,
        link_every: 10,
        max_actions: 100_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Tournoi>(opts, seats, &cfg, |g| {
        // TRN-11.1, TRN-11.2: over when somebody is at 0 (or the safety valve), and the
        // winners have the most health.
        let o = g.outcome().expect("outcome");
        let top = (0..seats).map(|s| o.scores.0[s]).max().unwrap_or(0);
        assert!(!o.winners.is_empty(), "TRN-11.2: a winner");
        assert!(
            o.winners.iter().all(|w| o.scores.0[w.index()] == top),
            "TRN-11.2"
        );
        assert!(
            o.scores.0.contains(&0) || g.round() >= u32::from(opts.max_rounds),
            "TRN-11.1"
        );
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} knights: {report:?}");
}

/// TRN-15 with 2 knights (the variant without Arrows, TRN-12).
#[test]
fn trn_15_battery_two_knights() {
    battery(2, 300, &TournoiOptions::default());
}

/// TRN-15 with 3 knights.
#[test]
fn trn_15_battery_three_knights() {
    battery(3, 300, &TournoiOptions::default());
}

/// TRN-15 with 4 knights.
#[test]
fn trn_15_battery_four_knights() {
    battery(4, 300, &TournoiOptions::default());
}

/// TRN-15 with 5 knights.
#[test]
fn trn_15_battery_five_knights() {
    battery(5, 200, &TournoiOptions::default());
}

/// TRN-15 with 6 knights (draw pile of 8: round-start shortages, TRN-14.10).
#[test]
fn trn_15_battery_six_knights() {
    battery(6, 200, &TournoiOptions::default());
}

/// TRN-15 with every non-default option: draft, lowest-health dealer, bonus only for
/// recipients, tie break by round wounds, a short safety valve, enchanters up to 12.
#[test]
fn trn_15_battery_with_every_option_changed() {
    let opts = TournoiOptions {
        hero_assignment: options::HeroAssignment::Draft,
        dealer_basis: options::DealerBasis::LowestHealth,
        bonus_requires_recipient: true,
        final_tie_break: options::FinalTieBreak::FewestRoundWounds,
        max_rounds: 3,
        enchanter_max: 12,
        ..TournoiOptions::default()
    };
    battery(4, 150, &opts);
    battery(2, 100, &opts);
}
