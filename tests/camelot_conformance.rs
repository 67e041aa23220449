//! The shared conformance battery on Camelot (CAM-15), for every player count.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::Game;
use table_ronde::games::camelot::{Camelot, CamelotOptions};

fn battery(seats: usize, games: u64) {
    let cfg = Battery {
        games,
        deep_every: 25,
        link_every: 10,
        max_actions: 100_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Camelot>(&CamelotOptions::default(), seats, &cfg, |g| {
        // CAM-15.11: exactly one winner, owning the colours needed.
        let o = g.outcome().expect("outcome");
        assert_eq!(o.winners.len(), 1);
        assert!(
            g.colours_owned(o.winners[0]) >= g.colours_needed(),
            "CAM-2.1/CAM-2.2"
        );
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} players: {report:?}");
}

/// CAM-15.1 to CAM-15.14 with 2 players (five colours to win, CAM-2.1).
#[test]
fn cam_15_battery_two_players() {
    battery(2, 1_000);
}

/// CAM-15 with 3 players.
#[test]
fn cam_15_battery_three_players() {
    battery(3, 1_000);
}

/// CAM-15 with 4 players (four colours, CAM-2.2).
#[test]
fn cam_15_battery_four_players() {
    battery(4, 1_000);
}

/// CAM-15 with 5 players.
#[test]
fn cam_15_battery_five_players() {
    battery(5, 1_000);
}
