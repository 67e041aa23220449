//! The search worker's entry points for a link of any game (`games::decide`,
//! `PendingDecision::start`, `games::warm_round`): a finished analysis and the warm-up
//! round of every engine. (Unit tests of tr-bot until the engines became crates of their
//! own: tr-bot cannot use an engine.)

use table_ronde::bot::worker::{PendingDecision, WARM_ROUND};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::{StartAnyGame, decide, warm_round};

/// The replay's analysis: a finished search names its choice, the most visited root
/// move, among statistics that cover legal moves only, with means in [0, 1]; a level
/// that does not search has none.
#[test]
fn an_analysis_names_its_choice_among_its_root_statistics() {
    let rec = GameRecord::<Roi>::new(RoiOptions::default(), vec![SeatKind::Human; 4], 5);
    let g = rec.replay().expect("deal");
    let seat = g.actors()[0];
    let text = link::encode(&rec).expect("link");
    let mut t = PendingDecision::start(&text, seat, Level::Normal).expect("start");
    let index = loop {
        if let Some(i) = t.step(100) {
            break i;
        }
    };
    assert_eq!(index, decide(&text, seat, Level::Normal).expect("decide"));
    let stats = t.root_stats();
    let legal = g.legal_actions(seat).len();
    assert!(stats.len() > 1, "{stats:?}");
    assert!(
        stats
            .iter()
            .all(|r| r.index < legal && r.visits > 0 && r.mean_ppm <= 1_000_000)
    );
    assert!(stats.iter().map(|r| r.visits).sum::<u32>() <= 1_000);
    let most = stats.iter().map(|r| r.visits).max();
    assert_eq!(
        stats.iter().find(|r| r.index == index).map(|r| r.visits),
        most
    );
    let easy = PendingDecision::start(&text, seat, Level::Easy).expect("easy");
    assert!(easy.root_stats().is_empty());
}

/// The worker's warm-up round runs a real search of every game's engine, to its budget.
#[test]
fn a_warm_up_round_searches_every_engine() {
    for game in table_ronde::core::GameId::ALL {
        for seats in [0, 4, 99] {
            assert_eq!(warm_round(game, seats), WARM_ROUND, "{game:?} at {seats}");
        }
    }
}
