//! The app shell in headless Chromium: the lobby, bad links, saves and the language switch.
//! Each test starts from empty storage and a chosen `location.hash`, mounts the whole
//! [`App`] in its own host element and unmounts it at the end.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use table_ronde::core::{GameRecord, Level, SeatKind};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::ui::app::App;
use table_ronde::ui::storage::{self, KEY_LANG, KEY_PACE, KEY_SAVE, Loaded};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn local() -> web_sys::Storage {
    window().local_storage().unwrap().unwrap()
}

/// Mounted app plus its host element; unmounts and removes the host when dropped.
struct Mounted {
    host: web_sys::HtmlElement,
    _handle: Box<dyn std::any::Any>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.host.remove();
    }
}

/// Resets storage (then applies `stored`) and the hash, and mounts the app.
fn mount(hash: &str, stored: &[(&str, &str)]) -> Mounted {
    let ls = local();
    ls.clear().unwrap();
    for (k, v) in stored {
        ls.set_item(k, v).unwrap();
    }
    let _ = window().history().unwrap().replace_state_with_url(
        &wasm_bindgen::JsValue::NULL,
        "",
        Some(&format!(
            "{}{hash}",
            window().location().pathname().unwrap()
        )),
    );
    let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), App);
    Mounted {
        host,
        _handle: Box::new(handle),
    }
}

async fn settle() {
    for _ in 0..6 {
        leptos::task::tick().await;
    }
}

fn all(m: &Mounted, selector: &str) -> Vec<web_sys::Element> {
    let list = m.host.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| n.unchecked_into())
        .collect()
}

fn text(m: &Mounted, selector: &str) -> String {
    all(m, selector)
        .iter()
        .map(|e| e.text_content().unwrap_or_default())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn sample_record(moves: usize) -> GameRecord<Roi> {
    use table_ronde::core::Game;
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Random),
    ];
    let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), seats, 2024);
    let mut g = rec.start().unwrap();
    for _ in 0..moves {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

#[wasm_bindgen_test]
async fn lobby_lists_five_games_with_only_roi_startable() {
    let m = mount("#/", &[(KEY_LANG, "fr")]);
    settle().await;
    assert_eq!(all(&m, ".game-card").len(), 5);
    let starts = all(&m, "a.game-card__start");
    assert_eq!(starts.len(), 1, "exactly one game can be started");
    assert_eq!(starts[0].text_content().unwrap().trim(), "Le Roi");
    assert_eq!(
        starts[0].get_attribute("href").as_deref(),
        Some("#/new/roi")
    );
    let waiting = all(&m, "button.game-card__start");
    assert_eq!(waiting.len(), 4);
    for b in &waiting {
        assert!(
            b.has_attribute("disabled"),
            "{} must be disabled",
            b.text_content().unwrap()
        );
    }
    assert_eq!(text(&m, ".badge").matches("En préparation").count(), 4);
    let rules: Vec<_> = all(&m, "a.game-card__rules");
    assert_eq!(rules.len(), 1);
    assert_eq!(
        rules[0].get_attribute("href").as_deref(),
        Some("#/rules/roi")
    );
    assert!(
        all(&m, ".resume").is_empty(),
        "no resume entry without a save"
    );
    assert!(document().title().contains("Table Ronde"));
}

#[wasm_bindgen_test]
async fn lobby_offers_to_resume_a_saved_game() {
    let json = storage::encode_save(&sample_record(5), 0).unwrap();
    let m = mount("#/", &[(KEY_LANG, "en"), (KEY_SAVE, &json)]);
    settle().await;
    let resume = text(&m, ".resume a");
    assert_eq!(resume.trim(), "Resume game");
    assert!(text(&m, ".resume").contains("Round 1 of 10"));
}

#[wasm_bindgen_test]
async fn bad_links_show_a_message_and_a_way_back() {
    for (hash, needle) in [
        ("#g=", "aucune partie"),
        ("#g=AQEA", "incomplet"),
        ("#g=%%%%", "caractères inattendus"),
    ] {
        let m = mount(hash, &[(KEY_LANG, "fr")]);
        settle().await;
        let alert = text(&m, "[role=alert]");
        assert!(alert.contains(needle), "{hash}: {alert}");
        let back = all(&m, ".message-page a");
        assert_eq!(back[0].get_attribute("href").as_deref(), Some("#/"));
        assert_eq!(back[0].text_content().unwrap().trim(), "Retour à l'accueil");
    }
    // A tampered link: one character of a valid one changed.
    let good = table_ronde::core::link::encode(&sample_record(8)).unwrap();
    let mut bad: Vec<char> = good.chars().collect();
    let i = bad.len() / 2;
    bad[i] = if bad[i] == 'A' { 'B' } else { 'A' };
    let bad: String = bad.into_iter().collect();
    let m = mount(&format!("#g={bad}"), &[(KEY_LANG, "en")]);
    settle().await;
    assert!(text(&m, "[role=alert]").contains("altered or mistyped"));
}

#[wasm_bindgen_test]
fn saves_round_trip_through_local_storage() {
    local().clear().unwrap();
    assert_eq!(storage::load_game(), Loaded::Empty);
    let rec = sample_record(17);
    assert!(storage::store_game(&rec));
    let raw = local().get_item(KEY_SAVE).unwrap().unwrap();
    assert!(raw.starts_with(r#"{"v":1,"game":"roi","link":""#), "{raw}");
    assert_eq!(storage::load_game(), Loaded::Game(rec));
}

#[wasm_bindgen_test]
async fn a_corrupt_save_is_dropped_with_a_notice_and_settings_stay() {
    for corrupt in ["not json", r#"{"v":0,"game":"roi","link":"x","saved":1}"#] {
        let m = mount(
            "#/",
            &[(KEY_LANG, "fr"), (KEY_PACE, "slow"), (KEY_SAVE, corrupt)],
        );
        settle().await;
        let status = text(&m, "[role=status]");
        assert!(status.contains("illisible"), "{status}");
        assert!(
            local().get_item(KEY_SAVE).unwrap().is_none(),
            "bad save removed"
        );
        assert_eq!(local().get_item(KEY_LANG).unwrap().as_deref(), Some("fr"));
        assert_eq!(local().get_item(KEY_PACE).unwrap().as_deref(), Some("slow"));
        assert!(all(&m, ".resume").is_empty());
    }
}

#[wasm_bindgen_test]
async fn the_language_switch_changes_texts_and_is_remembered() {
    let m = mount("#/", &[(KEY_LANG, "fr")]);
    settle().await;
    assert!(text(&m, "h1").contains("Cinq jeux"));
    assert_eq!(
        document()
            .document_element()
            .unwrap()
            .get_attribute("lang")
            .as_deref(),
        Some("fr")
    );
    let english: web_sys::HtmlElement = all(&m, ".lang-switch button[lang=en]")[0]
        .clone()
        .unchecked_into();
    assert_eq!(
        english.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    english.click();
    settle().await;
    assert!(
        text(&m, "h1").contains("Five card games"),
        "{}",
        text(&m, "h1")
    );
    assert_eq!(
        english.get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    assert!(text(&m, ".badge").contains("In preparation"));
    assert_eq!(text(&m, "a.game-card__start").trim(), "King");
    assert_eq!(
        document()
            .document_element()
            .unwrap()
            .get_attribute("lang")
            .as_deref(),
        Some("en")
    );
    assert_eq!(local().get_item(KEY_LANG).unwrap().as_deref(), Some("en"));
}

#[wasm_bindgen_test]
async fn a_shared_link_never_silently_replaces_another_saved_game() {
    let saved = sample_record(3);
    let shared = table_ronde::core::link::encode(&sample_record(9)).unwrap();
    let json = storage::encode_save(&saved, 0).unwrap();
    let m = mount(
        &format!("#g={shared}"),
        &[(KEY_LANG, "fr"), (KEY_SAVE, &json)],
    );
    settle().await;
    let page = text(&m, ".message-page");
    assert!(page.contains("Vous avez une partie en cours"), "{page}");
    assert!(page.contains("Ouvrir la partie partagée") && page.contains("Reprendre ma partie"));
    assert_eq!(
        storage::load_game(),
        Loaded::Game(saved),
        "nothing replaced before the choice"
    );
}

/// A link with a valid check value around `body` (version, game code, …).
fn forged_link(body: &[u8]) -> String {
    use table_ronde::core::bytes::{base64url_encode, check16};
    let mut bytes = body.to_vec();
    bytes.extend(check16(body).to_be_bytes());
    base64url_encode(&bytes)
}

#[wasm_bindgen_test]
async fn links_to_other_games_or_versions_are_explained() {
    for (body, needle) in [
        (
            &[1u8, 3, 0, 0, 0][..],
            "« Camelot » n'est pas encore jouable",
        ),
        (&[9u8, 1, 0, 0, 0][..], "version 9"),
        (&[1u8, 42, 0, 0, 0][..], "jeu inconnu"),
    ] {
        let m = mount(&format!("#g={}", forged_link(body)), &[(KEY_LANG, "fr")]);
        settle().await;
        let alert = text(&m, "[role=alert]");
        assert!(alert.contains(needle), "{body:?}: {alert}");
        assert!(document().title().contains("Ce lien ne s'ouvre pas"));
    }
}
