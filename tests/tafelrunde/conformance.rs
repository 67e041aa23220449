//! The shared conformance battery on Tafelrunde (TAF-11), for every player count.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::Game;
use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions, trick_bound};

fn battery(seats: usize, games: u64, options: &TafelrundeOptions) {
    let cfg = Battery {
        games,
        deep_every: 25,
        link_every: 10,
        max_actions: 10_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Tafelrunde>(options, seats, &cfg, |g| {
        // TAF-11.9: one winner, on King Arthur's space, within the trick bound.
        let o = g.outcome().expect("outcome");
        assert_eq!(o.winners.len(), 1, "TAF-9.2");
        assert_eq!(g.pawn(o.winners[0]), options.finish(), "TAF-9.1");
        assert!(
            g.tricks() <= trick_bound(seats, options.finish()),
            "TAF-9.3"
        );
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} players: {report:?}");
}

/// TAF-11.1 to TAF-11.9 with 2 to 6 players, spec defaults.
#[test]
fn taf_11_battery_every_player_count() {
    for n in 2..=6 {
        battery(n, 600, &TafelrundeOptions::default());
    }
}

/// TAF-11 with every option switched away from its default.
#[test]
fn taf_11_battery_with_other_options() {
    use table_ronde::games::tafelrunde::options::Reshuffle;
    let o = TafelrundeOptions {
        track_len: 20,
        sword_spaces: vec![2, 4, 7, 11, 13, 16, 18],
        may_lead_super_trump: false,
        super_lead_frees_trick: false,
        super_trump_only_when_void: false,
        sword_declare_optional: false,
        defer_when_empty: false,
        reshuffle: Reshuffle::WhenEmptied,
        ..TafelrundeOptions::default()
    };
    for n in [2, 4, 6] {
        battery(n, 300, &o);
    }
}
