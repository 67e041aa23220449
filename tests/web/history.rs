//! The history in headless Chromium: a game finished at the table is recorded once (and not
//! again when resumed), and the `#/history` page shows the statistics and the games from
//! storage, with accessible tables, and a notice for an entry it cannot read.

use crate::page;

use page::{all, click, local, mount_app, settle, text, wait_for};
use table_ronde::core::{Game, GameRecord, Level, SeatKind};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::ui::any_game::AnyRecord;
use table_ronde::ui::history::model::{self, HistoryEntry};
use table_ronde::ui::history::store::KEY_HISTORY;
use table_ronde::ui::storage::{self, KEY_LANG, KEY_PACE, KEY_SAVE, save_key};
use wasm_bindgen_test::*;

/// A Roi game (first legal card every time) stopped `left` plays before its end, with the
/// person in the seat that plays next and Easy computers elsewhere.
fn roi_before_end(seed: u64, left: usize) -> GameRecord<Roi> {
    let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), vec![SeatKind::Human; 4], seed);
    let mut g = rec.start().unwrap();
    let mut log = Vec::new();
    while !g.is_over() {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
        log.push((s, a));
    }
    log.truncate(log.len() - left);
    let next = {
        let mut g = rec.start().unwrap();
        for (s, a) in &log {
            g.play(*s, a).unwrap();
        }
        g.actors().first().map_or(0, |s| s.index())
    };
    rec.seats = (0..4)
        .map(|i| {
            if i == next {
                SeatKind::Human
            } else {
                SeatKind::Computer(Level::Easy)
            }
        })
        .collect();
    rec.log = log;
    rec
}

fn finished_entry(seed: u64, date: u64) -> HistoryEntry {
    let mut rec = roi_before_end(seed, 0);
    let g = rec.replay().unwrap();
    rec.seats[0] = SeatKind::Human;
    model::entry_of(&rec, &g, date).unwrap()
}

fn stored_ids() -> Vec<String> {
    let text = local().get_item(KEY_HISTORY).unwrap().unwrap_or_default();
    model::read_file(&text)
        .map(|h| h.entries.into_iter().map(|e| e.id).collect())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn the_last_card_of_a_game_records_it_once() {
    let rec = roi_before_end(2026, 1);
    let save = storage::encode_save(&AnyRecord::new(rec), 1).unwrap();
    let m = mount_app(
        "#/play",
        &[(KEY_LANG, "fr"), (KEY_PACE, "instant"), (KEY_SAVE, &save)],
    );
    settle().await;
    assert!(stored_ids().is_empty(), "nothing recorded before the end");
    let cards = all(&m.host, ".hand button:not([disabled])");
    assert_eq!(cards.len(), 1, "one card left to play");
    click(&cards[0]);
    wait_for("the end panel", || {
        text(&m.host).contains("Partie terminée")
    })
    .await;
    let ids = stored_ids();
    assert_eq!(ids.len(), 1, "recorded when it ends");
    drop(m);
    // Resumed after a reload: the same finished game, not a second entry.
    let saved = local()
        .get_item(&save_key(table_ronde::core::GameId::Roi))
        .unwrap()
        .unwrap();
    let history = local().get_item(KEY_HISTORY).unwrap().unwrap();
    let m = mount_app(
        "#/play",
        &[
            (KEY_LANG, "fr"),
            (KEY_SAVE, &saved),
            (KEY_HISTORY, &history),
        ],
    );
    settle().await;
    wait_for("the end panel", || {
        text(&m.host).contains("Partie terminée")
    })
    .await;
    assert_eq!(stored_ids(), ids);
}

#[wasm_bindgen_test]
async fn the_page_shows_statistics_games_and_a_notice_for_unreadable_entries() {
    let a = finished_entry(1, 1_700_000_000_000);
    let b = finished_entry(2, 1_700_000_100_000);
    let mut file: serde_json::Value =
        serde_json::from_str(&model::write_file(&[a.clone(), b.clone()], &[])).unwrap();
    file["entries"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!("garbage"));
    let m = mount_app(
        "#/history",
        &[(KEY_LANG, "fr"), (KEY_HISTORY, &file.to_string())],
    );
    settle().await;
    let h1 = all(&m.host, "main h1");
    assert_eq!(page::text(&h1[0]), "Historique");
    let captions: Vec<String> = all(&m.host, "caption").iter().map(page::text).collect();
    assert_eq!(
        captions,
        [
            "Statistiques par jeu et par adversaires",
            "Parties terminées, la plus récente d’abord"
        ]
    );
    // One line of statistics (Roi against Easy), two games, newest first.
    let stats = all(&m.host, ".history-stats tbody tr");
    assert_eq!(stats.len(), 1);
    let cells: Vec<String> = all(&stats[0], "th, td").iter().map(page::text).collect();
    assert_eq!(cells[0], "Le Roi");
    assert_eq!(cells[1], "Facile");
    assert_eq!(cells[2], "2");
    let won = [&a, &b].iter().filter(|e| e.result().won).count();
    assert_eq!(cells[3], won.to_string());
    assert!(cells[5].ends_with(" points"), "{}", cells[5]);
    let games = all(&m.host, ".history-games tbody tr");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].get_attribute("data-id").unwrap(), b.id);
    let link = all(&games[1], "a")[0].get_attribute("href").unwrap();
    assert_eq!(link, format!("#g={}", a.link));
    assert_eq!(all(&m.host, "thead th[scope=col]").len(), 12);
    assert_eq!(all(&m.host, "tbody th[scope=row]").len(), 3);
    assert!(
        text(&m.host).contains("1 partie de l’historique non lue (illisible)"),
        "{}",
        text(&m.host)
    );
    // The garbage entry is skipped, not destroyed by reading.
    assert!(
        local()
            .get_item(KEY_HISTORY)
            .unwrap()
            .unwrap()
            .contains("garbage")
    );
}

#[wasm_bindgen_test]
async fn an_empty_history_says_so_and_offers_import_only() {
    let m = mount_app("#/history", &[(KEY_LANG, "en")]);
    settle().await;
    assert!(text(&m.host).contains("No finished game yet"));
    assert!(all(&m.host, "table").is_empty());
    assert!(all(&m.host, "a[download]").is_empty(), "nothing to export");
    assert_eq!(all(&m.host, "input[type=file]").len(), 1);
}
