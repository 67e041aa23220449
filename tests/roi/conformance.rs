//! The shared conformance battery on Roi (ROI-9), plus the contract and game totals.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::games::roi::{Contract, Roi, RoiOptions};

/// ROI-9.1 to ROI-9.11 over 10,000 seeded random games: per-contract sums −26, −26, −48,
/// −40, −160, −20, then +65 four times (ROI-9.7), game total −60 (ROI-9.8, ROI-3.12),
/// 520 plays a game (ROI-9.10).
#[test]
fn roi_9_battery_over_ten_thousand_games() {
    let cfg = Battery {
        games: 10_000,
        deep_every: 200,
        link_every: 20,
        ..Battery::default()
    };
    let expected = [-26, -26, -48, -40, -160, -20, 65, 65, 65, 65];
    let mut games = 0;
    let report = conformance::run::<Roi>(&RoiOptions::default(), 4, &cfg, |g| {
        let sums: Vec<i32> = g.sheet().iter().map(|l| l.points.values().sum()).collect();
        assert_eq!(sums, expected, "ROI-9.7");
        let contracts: Vec<Contract> = g.sheet().iter().map(|l| l.contract).collect();
        assert_eq!(contracts, Contract::ORDER, "ROI-3.11");
        assert_eq!(g.totals().values().sum::<i32>(), -60, "ROI-9.8");
        games += 1;
    });
    assert_eq!(games, 10_000);
    assert_eq!(report.actions, 10_000 * 520, "ROI-9.10: 520 plays a game");
    assert_eq!(report.longest, 520);
}
