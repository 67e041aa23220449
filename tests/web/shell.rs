//! The app shell in headless Chromium: the lobby, bad links, saves (Roi and Camelot), the
//! new-game form and the language switch.
//! Each test starts from empty storage and a chosen `location.hash`, mounts the whole
//! [`App`] in its own host element and unmounts it at the end.

use crate::page;

use page::{click, document, local, mount_app, page_lang, settle};
use table_ronde::core::{GameId, GameRecord, Level, SeatKind};
use table_ronde::games::camelot::{Camelot, CamelotOptions};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::ui::any_game::AnyRecord;
use table_ronde::ui::storage::{
    self, KEY_LANG, KEY_PACE, KEY_SAVE, KEY_SAVE_UNREADABLE, Loaded, save_key,
};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

type Mounted = page::Mounted<()>;

/// Resets storage (then applies `stored`) and the hash, and mounts the app.
fn mount(hash: &str, stored: &[(&str, &str)]) -> Mounted {
    mount_app(hash, stored)
}

fn all(m: &Mounted, selector: &str) -> Vec<web_sys::Element> {
    page::all(&m.host, selector)
}

/// The texts of every element `selector` finds, joined by ` | `.
fn text(m: &Mounted, selector: &str) -> String {
    all(m, selector)
        .iter()
        .map(|e| e.text_content().unwrap_or_default())
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The first `moves` actions of `rec`, each the first legal one.
fn played<G: table_ronde::core::Game>(mut rec: GameRecord<G>, moves: usize) -> GameRecord<G> {
    let mut g = rec.start().unwrap();
    for _ in 0..moves {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0].clone();
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

fn sample_record(moves: usize) -> GameRecord<Roi> {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Random),
    ];
    played(
        GameRecord::<Roi>::new(RoiOptions::default(), seats, 2024),
        moves,
    )
}

fn camelot_record(moves: usize) -> GameRecord<Camelot> {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Random),
    ];
    played(
        GameRecord::<Camelot>::new(CamelotOptions::default(), seats, 2025),
        moves,
    )
}

#[wasm_bindgen_test]
async fn lobby_lists_five_games_all_startable() {
    let m = mount("#/", &[(KEY_LANG, "fr")]);
    settle().await;
    assert_eq!(all(&m, ".game-card").len(), 5);
    let starts = all(&m, "a.game-card__start");
    assert_eq!(
        starts.len(),
        5,
        "every game can be started: Roi, Tafelrunde, Camelot, the Tournoi, Les Chevaliers"
    );
    let names: Vec<String> = starts
        .iter()
        .map(|a| a.text_content().unwrap().trim().to_string())
        .collect();
    assert_eq!(
        names,
        [
            "Le Roi",
            "La Table Ronde du roi Arthur",
            "Camelot",
            "Le Tournoi de Camelot",
            "Les Chevaliers de la Table Ronde"
        ]
    );
    let hrefs: Vec<Option<String>> = starts.iter().map(|a| a.get_attribute("href")).collect();
    assert_eq!(
        hrefs,
        [
            "#/new/roi",
            "#/new/tafelrunde",
            "#/new/camelot",
            "#/new/tournoi",
            "#/new/chevaliers"
        ]
        .map(|h| Some(h.to_string()))
    );
    assert!(text(&m, "[data-game=camelot] .game-card__players").contains("2 à 5 joueurs"));
    assert!(text(&m, "[data-game=tafelrunde] .game-card__players").contains("2 à 6 joueurs"));
    // No game is left "in preparation": no disabled start button, no badge.
    assert!(all(&m, "button.game-card__start").is_empty());
    assert!(all(&m, ".badge").is_empty(), "{}", text(&m, ".badge"));
    assert!(text(&m, "[data-game=chevaliers] .game-card__players").contains("3 à 7 joueurs"));
    let rules: Vec<Option<String>> = all(&m, "a.game-card__rules")
        .iter()
        .map(|a| a.get_attribute("href"))
        .collect();
    assert_eq!(
        rules,
        [
            "#/rules/roi",
            "#/rules/tafelrunde",
            "#/rules/camelot",
            "#/rules/tournoi",
            "#/rules/chevaliers"
        ]
        .map(|h| Some(h.to_string()))
    );
    // Learn to play (issue 29): every game's card links to its lesson.
    let learn: Vec<Option<String>> = all(&m, "a.game-card__learn")
        .iter()
        .map(|a| a.get_attribute("href"))
        .collect();
    assert_eq!(
        learn,
        [
            "#/learn/roi",
            "#/learn/tafelrunde",
            "#/learn/camelot",
            "#/learn/tournoi",
            "#/learn/chevaliers"
        ]
        .map(|h| Some(h.to_string()))
    );
    assert!(
        all(&m, ".resume").is_empty(),
        "no resume entry without a save"
    );
    assert!(document().title().contains("Table Ronde"));
}

#[wasm_bindgen_test]
async fn lobby_offers_to_resume_a_saved_game() {
    let json = storage::encode_save(&sample_record(5).into(), 0).unwrap();
    let m = mount("#/", &[(KEY_LANG, "en"), (KEY_SAVE, &json)]);
    settle().await;
    let resume = text(&m, ".resume a");
    // The link's name says which game it resumes (one card per game in progress).
    assert_eq!(resume.trim(), "Resume game — King");
    assert!(text(&m, ".resume").contains("Round 1 of 10"));
}

/// A save written by the Roi-only shell: the same v1 envelope, written out by hand.
#[wasm_bindgen_test]
async fn a_save_from_before_camelot_still_resumes() {
    let rec = sample_record(7);
    let old = format!(
        r#"{{"v":1,"game":"roi","link":"{}","saved":1700000000000}}"#,
        table_ronde::core::link::encode(&rec).unwrap()
    );
    let m = mount("#/", &[(KEY_LANG, "fr"), (KEY_SAVE, &old)]);
    settle().await;
    assert!(text(&m, ".resume").contains("Manche 1 sur 10"));
    assert!(text(&m, ".notices").trim().is_empty(), "no notice");
    assert_eq!(
        local().get_item(KEY_SAVE).unwrap(),
        None,
        "moved to its game's key"
    );
    assert_eq!(storage::load_game(GameId::Roi), Loaded::Game(rec.into()));
}

#[wasm_bindgen_test]
async fn a_saved_camelot_game_resumes_with_its_own_progress() {
    let json = storage::encode_save(&camelot_record(4).into(), 0).unwrap();
    let m = mount("#/", &[(KEY_LANG, "fr"), (KEY_SAVE, &json)]);
    settle().await;
    assert_eq!(text(&m, ".resume h2").trim(), "Camelot");
    let detail = text(&m, ".resume__detail");
    assert!(detail.contains("Tournoi 1"), "{detail}");
    assert!(detail.contains("aucun jeton gagné"), "{detail}");
    assert_eq!(
        all(&m, ".resume a")[0].get_attribute("href").as_deref(),
        Some("#/play/camelot")
    );
    drop(m);
    // The play page is named after the saved game (`#/play`, an address of before a save
    // per game, opens the most recent game in progress).
    let m = mount("#/play", &[(KEY_LANG, "en"), (KEY_SAVE, &json)]);
    settle().await;
    assert_eq!(document().title(), "Ivanhoe — Table Ronde");
    assert!(
        all(&m, ".message-page").is_empty(),
        "a table, not the no-game page"
    );
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
    assert_eq!(storage::load_game(GameId::Roi), Loaded::Empty);
    let roi = AnyRecord::from(sample_record(17));
    assert!(storage::store_game(&roi));
    let raw = local().get_item("table-ronde.save.roi").unwrap().unwrap();
    assert!(raw.starts_with(r#"{"v":1,"game":"roi","link":""#), "{raw}");
    assert_eq!(storage::load_game(GameId::Roi), Loaded::Game(roi.clone()));
    // Issue 28: a Camelot game is saved beside the Roi one, not over it.
    let camelot = AnyRecord::from(camelot_record(12));
    assert!(storage::store_game(&camelot));
    let raw = local()
        .get_item(&save_key(GameId::Camelot))
        .unwrap()
        .unwrap();
    assert!(
        raw.starts_with(r#"{"v":1,"game":"camelot","link":""#),
        "{raw}"
    );
    assert_eq!(storage::load_game(GameId::Camelot), Loaded::Game(camelot));
    assert_eq!(storage::load_game(GameId::Roi), Loaded::Game(roi));
    let games: Vec<GameId> = storage::saved_games().iter().map(|s| s.game).collect();
    assert_eq!(games.len(), 2, "{games:?}");
    storage::clear_game(GameId::Camelot);
    assert_eq!(storage::load_game(GameId::Camelot), Loaded::Empty);
    assert_eq!(storage::saved_games().len(), 1);
}

#[wasm_bindgen_test]
async fn a_corrupt_save_is_dropped_with_a_notice_and_settings_stay() {
    for corrupt in [
        "not json",
        r#"{"v":0,"game":"roi","link":"x","saved":1}"#,
        r#"{"v":1,"game":"camelot","link":"AQMA","saved":1}"#,
    ] {
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
        assert_eq!(
            local().get_item(KEY_SAVE_UNREADABLE).unwrap().as_deref(),
            Some(corrupt),
            "and kept aside as it was"
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
    assert_eq!(page_lang().as_deref(), Some("fr"));
    let english = all(&m, ".lang-switch button[lang=en]")[0].clone();
    assert_eq!(
        english.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    click(&english);
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
    assert!(all(&m, ".badge").is_empty());
    assert_eq!(
        text(&m, "a.game-card__start"),
        "King | King Arthur's Round Table | Ivanhoe | Tournament at Camelot | Shadows over Camelot"
    );
    assert_eq!(page_lang().as_deref(), Some("en"));
    assert_eq!(local().get_item(KEY_LANG).unwrap().as_deref(), Some("en"));
}

#[wasm_bindgen_test]
async fn a_shared_link_never_silently_replaces_another_saved_game() {
    let saved = sample_record(3);
    let shared = table_ronde::core::link::encode(&sample_record(9)).unwrap();
    let json = storage::encode_save(&saved.clone().into(), 0).unwrap();
    let m = mount(
        &format!("#g={shared}"),
        &[(KEY_LANG, "fr"), (KEY_SAVE, &json)],
    );
    settle().await;
    let page = text(&m, ".message-page");
    assert!(page.contains("Vous avez une partie en cours"), "{page}");
    assert!(page.contains("Ouvrir la partie partagée") && page.contains("Reprendre ma partie"));
    assert_eq!(
        storage::load_game(GameId::Roi),
        Loaded::Game(saved.into()),
        "nothing replaced before the choice"
    );
}

#[wasm_bindgen_test]
async fn a_camelot_link_opens_or_asks_before_replacing_a_roi_game() {
    let shared = table_ronde::core::link::encode(&camelot_record(6)).unwrap();
    // Nothing saved: the link opens at once and becomes the saved game.
    let m = mount(&format!("#g={shared}"), &[(KEY_LANG, "fr")]);
    settle().await;
    assert_eq!(
        storage::load_game(GameId::Camelot),
        Loaded::Game(camelot_record(6).into())
    );
    drop(m);
    // A Roi game in progress is another game's save (issue 28): the link opens at once,
    // and the Roi game stays, to be resumed from the lobby.
    let json = storage::encode_save(&sample_record(3).into(), 0).unwrap();
    let m = mount(
        &format!("#g={shared}"),
        &[(KEY_LANG, "fr"), (KEY_SAVE, &json)],
    );
    settle().await;
    assert!(all(&m, ".compare").is_empty(), "no question");
    assert_eq!(
        storage::load_game(GameId::Camelot),
        Loaded::Game(camelot_record(6).into())
    );
    assert_eq!(
        storage::load_game(GameId::Roi),
        Loaded::Game(sample_record(3).into())
    );
    drop(m);
    // A Camelot game in progress: the question, naming both.
    let json = storage::encode_save(&camelot_record(9).into(), 0).unwrap();
    let m = mount(
        &format!("#g={shared}"),
        &[(KEY_LANG, "fr"), (KEY_SAVE, &json)],
    );
    settle().await;
    let lines = all(&m, ".compare li");
    assert_eq!(lines.len(), 2);
    for l in &lines {
        let l = l.text_content().unwrap_or_default();
        assert!(l.contains("Camelot · Tournoi"), "{l}");
    }
}

/// Sets a `<select>` as a person would and fires `change`.
fn choose(m: &Mounted, selector: &str, value: &str) {
    let select: web_sys::HtmlSelectElement = all(m, selector)[0].clone().unchecked_into();
    select.set_value(value);
    select
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
}

#[wasm_bindgen_test]
async fn the_camelot_form_sets_players_levels_and_variants() {
    let m = mount("#/new/camelot", &[(KEY_LANG, "fr")]);
    settle().await;
    assert_eq!(text(&m, "h1").trim(), "Nouvelle partie : Camelot");
    let counts: Vec<String> = all(&m, "#seat-count option")
        .iter()
        .map(|o| o.text_content().unwrap())
        .collect();
    assert_eq!(counts, ["2", "3", "4", "5"]);
    assert_eq!(all(&m, ".seat-row").len(), 4, "four seats first");
    assert!(text(&m, ".seat-row").contains("Vous"));
    choose(&m, "#seat-count", "3");
    settle().await;
    assert_eq!(all(&m, ".seat-row").len(), 3);
    assert!(text(&m, "#seat-count-hint").contains("5 couleurs"));
    choose(&m, "#seat-1-level", "3"); // Hard
    // The variants: six labelled checkboxes, folded away, starting from the spec.
    let boxes = all(&m, "details.variants input[type=checkbox]");
    assert_eq!(boxes.len(), 6);
    let spec = CamelotOptions::default();
    let checked = |i: usize| {
        boxes[i]
            .clone()
            .unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    };
    assert_eq!(
        (0..6).map(checked).collect::<Vec<_>>(),
        [
            spec.colour_after_draw,
            spec.no_repeat_colour,
            spec.entry_requires_display_card,
            spec.forbid_second_maiden_by_action,
            spec.outwit_received_on_top,
            spec.shield_guards_own_display
        ]
    );
    for b in &boxes {
        assert!(
            b.closest("label").unwrap().is_some(),
            "each checkbox sits in its label"
        );
    }
    assert!(text(&m, "details.variants summary").contains("règle de base"));
    click(&boxes[1]); // never the same colour twice
    click(&boxes[4]); // Outwit: where the given card was
    settle().await;
    assert!(text(&m, "details.variants summary").contains("2 changements"));
    let seed: web_sys::HtmlInputElement = all(&m, "#seed")[0].clone().unchecked_into();
    seed.set_value("4242");
    seed.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    click(&all(&m, "button[type=submit]")[0]);
    settle().await;
    let Loaded::Game(any) = storage::load_game(GameId::Camelot) else {
        panic!("a game is saved");
    };
    let rec = any.downcast::<Camelot>().expect("a Camelot game is saved");
    assert_eq!(rec.seed, 4242);
    assert_eq!(
        rec.seats,
        [
            SeatKind::Human,
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy)
        ]
    );
    assert_eq!(
        rec.options,
        CamelotOptions {
            no_repeat_colour: true,
            outwit_received_on_top: false,
            ..CamelotOptions::default()
        }
    );
    assert!(rec.log.is_empty());
}

#[wasm_bindgen_test]
async fn the_roi_form_still_makes_a_four_seat_roi_game() {
    let m = mount("#/new/roi", &[(KEY_LANG, "en")]);
    settle().await;
    assert!(all(&m, "#seat-count").is_empty(), "Roi is always four");
    assert!(all(&m, "details.variants").is_empty());
    assert_eq!(all(&m, ".seat-row").len(), 4);
    choose(&m, "#games-per-match", "2");
    click(&all(&m, "button[type=submit]")[0]);
    settle().await;
    let Loaded::Game(any) = storage::load_game(GameId::Roi) else {
        panic!("a game is saved");
    };
    let rec = any.downcast::<Roi>().expect("a Roi game is saved");
    assert_eq!(rec.seats.len(), 4);
    assert_eq!(rec.options.games_per_match, 2);
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
        // A Chevaliers link is read by its engine now: a bad option byte is named as such.
        (&[1u8, 5, 9, 0, 0][..], "options de partie"),
        (&[1u8, 3, 9, 0, 0][..], "options de partie"),
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

/// `rec` played to its end, each move the first legal one.
fn finished<G: table_ronde::core::Game>(rec: GameRecord<G>) -> GameRecord<G> {
    let mut rec = played(rec, 0);
    let mut g = rec.replay().unwrap();
    while !g.is_over() {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0].clone();
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

/// Issue 28: a save per game. The lobby offers every game still in progress, the most
/// recent first, and not a finished one (it is in history); starting a game of another kind
/// asks nothing and keeps the others; one of the same kind asks first.
#[wasm_bindgen_test]
async fn each_game_keeps_its_own_save_until_it_ends() {
    let roi = storage::encode_save(&sample_record(5).into(), 10).unwrap();
    let camelot = storage::encode_save(&camelot_record(4).into(), 20).unwrap();
    let tournoi_key = save_key(GameId::Tournoi);
    let saves = [
        (KEY_LANG, "en"),
        ("table-ronde.save.roi", roi.as_str()),
        ("table-ronde.save.camelot", camelot.as_str()),
    ];
    let m = mount("#/", &saves);
    settle().await;
    assert_eq!(
        text(&m, ".resume h2"),
        "Ivanhoe | King",
        "the most recent first"
    );
    let links: Vec<Option<String>> = all(&m, ".resume a")
        .iter()
        .map(|a| a.get_attribute("href"))
        .collect();
    assert_eq!(
        links,
        [
            Some("#/play/camelot".to_string()),
            Some("#/play/roi".to_string())
        ]
    );
    assert!(text(&m, ".resume").contains("Round 1 of 10"));
    drop(m);
    // Another kind of game: no question, and both saves stay.
    let m = mount("#/new/tournoi", &saves);
    settle().await;
    click(&all(&m, "button[type=submit]")[0]);
    settle().await;
    assert!(
        all(&m, "[role=alertdialog], [role=dialog]").is_empty(),
        "no question"
    );
    assert!(local().get_item(&tournoi_key).unwrap().is_some());
    assert_eq!(storage::saved_games().len(), 3);
    drop(m);
    // The same kind: the question first.
    let m = mount("#/new/roi", &saves);
    settle().await;
    click(&all(&m, "button[type=submit]")[0]);
    settle().await;
    assert_eq!(
        all(&m, "[role=alertdialog], [role=dialog]").len(),
        1,
        "asks first"
    );
    assert_eq!(
        local().get_item("table-ronde.save.roi").unwrap().as_deref(),
        Some(roi.as_str())
    );
    drop(m);
    // A finished Roi game: not offered, and a new Roi game replaces it without a question.
    let done = storage::encode_save(&finished(sample_record(0)).into(), 30).unwrap();
    let m = mount(
        "#/",
        &[(KEY_LANG, "en"), ("table-ronde.save.roi", done.as_str())],
    );
    settle().await;
    assert!(
        all(&m, ".resume").is_empty(),
        "a finished game is not in progress"
    );
    drop(m);
    let m = mount(
        "#/new/roi",
        &[(KEY_LANG, "en"), ("table-ronde.save.roi", done.as_str())],
    );
    settle().await;
    click(&all(&m, "button[type=submit]")[0]);
    settle().await;
    assert!(
        all(&m, "[role=alertdialog], [role=dialog]").is_empty(),
        "nothing to lose"
    );
    assert_ne!(
        local().get_item("table-ronde.save.roi").unwrap().as_deref(),
        Some(done.as_str())
    );
}
