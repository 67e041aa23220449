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

/// CAM-16.1 for records: a damaged log (an action that no longer applies) keeps every valid
/// move before it, and the position reached is that prefix's replay.
#[test]
fn a_damaged_log_keeps_its_valid_prefix() {
    use table_ronde::core::record::{GameRecord, Level, SeatKind};
    use table_ronde::core::rng::GameRng;
    use table_ronde::games::camelot::Action;
    let mut rec = GameRecord::<Camelot>::new(
        CamelotOptions::default(),
        vec![SeatKind::Computer(Level::Random); 3],
        5,
    );
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(5);
    for _ in 0..40 {
        let seat = g.first_actor().expect("not over");
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
        rec.log.push((seat, a));
    }
    let whole = rec.clone().into_valid_prefix().expect("valid");
    assert_eq!((whole.0.log.len(), &whole.1), (40, &g));
    let mut damaged = rec.clone();
    damaged.log.insert(
        25,
        (
            table_ronde::core::seats::Seat(2),
            Action::Token(table_ronde::games::camelot::Colour::Red),
        ),
    );
    let (kept, pos) = damaged.into_valid_prefix().expect("valid setup");
    assert_eq!(kept.log, rec.log[..25].to_vec());
    assert_eq!(pos, rec.replay_to(25).expect("prefix"));
}
