//! Issue 14's polish, in headless Chromium: the colour-scheme switch (remembered, `data-theme`
//! on `<html>`), the "new version is ready" notice, the page inert behind a dialog (and back
//! after it), and a Roi hand whose refused cards stay focusable, say why, play nothing, and
//! whose reason links to its rule.

use crate::page;

use page::{active, all, click, document, local, mount_app, press, settle, text};
use table_ronde::core::seats::Seat;
use table_ronde::core::{Game, GameRecord, Level, SeatKind};
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::ui::storage::{self, KEY_LANG, KEY_SAVE, KEY_THEME, save_key};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

const ME: Seat = Seat(0);

fn html_theme() -> Option<String> {
    document().document_element()?.get_attribute("data-theme")
}

fn choose(select: &web_sys::Element, value: &str) {
    let s: &web_sys::HtmlSelectElement = select.unchecked_ref();
    s.set_value(value);
    let ev = web_sys::Event::new("change").unwrap();
    s.dispatch_event(&ev).unwrap();
}

/// The theme `<select>` of the settings bar.
fn theme_select(m: &page::Mounted<()>) -> web_sys::Element {
    all(&m.host, ".settings select")
        .into_iter()
        .find(|s| all(s, "option[value=dark]").len() == 1)
        .expect("the theme switch")
}

#[wasm_bindgen_test]
async fn the_theme_switch_sets_data_theme_and_is_remembered() {
    // Storage from before the switch existed: no key, Automatic.
    let m = mount_app("#/", &[(KEY_LANG, "fr")]);
    settle().await;
    let system_dark = web_sys::window()
        .unwrap()
        .match_media("(prefers-color-scheme: dark)")
        .unwrap()
        .is_some_and(|q| q.matches());
    let auto = if system_dark { "dark" } else { "light" };
    assert_eq!(html_theme().as_deref(), Some(auto));
    let select = theme_select(&m);
    let s: &web_sys::HtmlSelectElement = select.unchecked_ref();
    assert_eq!(s.value(), "auto");
    let label = select.closest("label").unwrap().unwrap();
    assert!(text(&label).starts_with("Thème"), "{}", text(&label));
    assert_eq!(
        all(&select, "option").iter().map(text).collect::<Vec<_>>(),
        ["Automatique", "Clair", "Sombre"]
    );
    choose(&select, "dark");
    settle().await;
    assert_eq!(html_theme().as_deref(), Some("dark"));
    assert_eq!(
        local().get_item(KEY_THEME).unwrap().as_deref(),
        Some("dark")
    );
    choose(&select, "light");
    settle().await;
    assert_eq!(html_theme().as_deref(), Some("light"));
    assert_eq!(storage::load_theme(), table_ronde::ui::Theme::Light);
    drop(m);

    // Remembered at the next start; an unknown stored value falls back to Automatic.
    let m = mount_app("#/", &[(KEY_LANG, "en"), (KEY_THEME, "dark")]);
    settle().await;
    assert_eq!(html_theme().as_deref(), Some("dark"));
    let select = theme_select(&m);
    assert_eq!(
        all(&select, "option").iter().map(text).collect::<Vec<_>>(),
        ["Automatic", "Light", "Dark"]
    );
    drop(m);
    let _m = mount_app("#/", &[(KEY_THEME, "sepia")]);
    settle().await;
    assert_eq!(html_theme().as_deref(), Some(auto));
}

#[wasm_bindgen_test]
async fn a_waiting_version_is_announced_and_reloads_only_when_asked() {
    let w = web_sys::window().unwrap();
    let reloads = js_sys::Array::new();
    js_sys::Reflect::set(&w, &"__reloads".into(), &reloads).unwrap();
    let ask = js_sys::Function::new_no_args("window.__reloads.push(1)");
    js_sys::Reflect::set(&w, &"tableRondeReload".into(), &ask).unwrap();
    js_sys::Reflect::delete_property(&w, &"tableRondeUpdate".into()).unwrap();
    let m = mount_app("#/", &[(KEY_LANG, "fr")]);
    settle().await;
    assert!(
        all(&m.host, ".notice--update").is_empty(),
        "nothing waits yet"
    );
    // index.html's registration: a worker waits, the event says so.
    js_sys::Reflect::set(&w, &"tableRondeUpdate".into(), &js_sys::Object::new()).unwrap();
    w.dispatch_event(&web_sys::Event::new("table-ronde-update").unwrap())
        .unwrap();
    settle().await;
    let notice = all(&m.host, "[role=status] .notice--update");
    assert_eq!(notice.len(), 1, "in the polite status region");
    assert_eq!(
        text(&notice[0]),
        "Une nouvelle version est prête — Recharger"
    );
    assert_eq!(reloads.length(), 0, "no reload by itself");
    click(&all(&notice[0], "button")[0]);
    assert_eq!(reloads.length(), 1, "Reload asks the waiting worker");
    click(&all(&m.host, ".lang-switch button[lang=en]")[0]);
    settle().await;
    assert_eq!(
        text(&all(&m.host, ".notice--update")[0]),
        "A new version is ready — Reload"
    );
    drop(m);
    // A page started after the worker began waiting shows it at once.
    let m = mount_app("#/", &[(KEY_LANG, "en")]);
    settle().await;
    assert_eq!(all(&m.host, ".notice--update").len(), 1);
    js_sys::Reflect::delete_property(&w, &"tableRondeUpdate".into()).unwrap();
}

fn roi_record(moves: usize) -> GameRecord<Roi> {
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
async fn the_page_behind_the_share_dialog_is_inert_until_it_closes() {
    let json = storage::encode_save(&roi_record(0).into(), 0).unwrap();
    let m = mount_app("#/play", &[(KEY_LANG, "en"), (KEY_SAVE, &json)]);
    settle().await;
    let share = all(&m.host, "nav button")
        .into_iter()
        .find(|b| text(b).contains("Share"))
        .expect("the Share tool");
    share
        .unchecked_ref::<web_sys::HtmlElement>()
        .focus()
        .unwrap();
    click(&share);
    settle().await;
    let dialog = all(&m.host, "[role=dialog]");
    assert_eq!(dialog.len(), 1);
    let inert_above = |e: &web_sys::Element| e.closest("[inert]").unwrap().is_some();
    assert!(!inert_above(&dialog[0]), "the dialog itself stays live");
    for sel in ["header", "main", "footer", ".notices"] {
        let e = all(&m.host, sel);
        assert!(inert_above(&e[0]), "{sel} is inert behind the dialog");
    }
    assert!(
        active().is_some_and(|a| dialog[0].contains(Some(&a))),
        "focus in the dialog"
    );
    press(&dialog[0], "Escape");
    settle().await;
    assert!(all(&m.host, "[role=dialog]").is_empty());
    assert!(
        all(&document().body().unwrap(), "[inert]").is_empty(),
        "nothing stays inert"
    );
    assert_eq!(active().as_ref(), Some(&share), "focus back on Share");
}

#[wasm_bindgen_test]
async fn refused_cards_are_focusable_say_why_play_nothing_and_link_their_rule() {
    // Find a deal where the human must follow suit with other suits in hand after a lead.
    let mut found = None;
    for moves in 1..12 {
        let rec = roi_record(moves);
        let Ok(g) = rec.replay() else { continue };
        let me = ME;
        if g.actors() == [me] && g.legal_actions(me).len() < g.hand(me).len() {
            found = Some(rec);
            break;
        }
    }
    let rec = found.expect("a position with a refused card");
    let json = storage::encode_save(&rec.into(), 0).unwrap();
    let m = mount_app("#/play", &[(KEY_LANG, "en"), (KEY_SAVE, &json)]);
    settle().await;
    let cards = all(&m.host, ".hand button");
    let refused: Vec<_> = cards.iter().filter(|b| page::refused_card(b)).collect();
    assert!(!refused.is_empty());
    let r = refused[0];
    assert!(r.class_list().contains("refused"), "the look keeps a class");
    // Focusable, described by its reason with the rule.
    r.unchecked_ref::<web_sys::HtmlElement>().focus().unwrap();
    assert_eq!(active().as_ref(), Some(r), "a refused card takes the focus");
    let why = page::description(r);
    assert!(why.contains("(rule ROI-4."), "{why}");
    // Enter and a click play nothing.
    let key = save_key(table_ronde::core::GameId::Roi);
    let saved = local().get_item(&key).unwrap();
    assert!(saved.is_some(), "the old save moved to its game's key");
    press(r, "Enter");
    click(r);
    settle().await;
    assert_eq!(all(&m.host, ".hand button").len(), cards.len());
    assert_eq!(local().get_item(&key).unwrap(), saved, "nothing played");
    // The arrows walk over every card, refused ones included.
    let i = cards.iter().position(|c| c == r).unwrap();
    press(r, "ArrowRight");
    settle().await;
    assert_eq!(active().as_ref(), Some(&cards[(i + 1) % cards.len()]));
    // The reason under the status line links its rule to the rules page.
    let links = all(&m.host, ".hint a.rule-link");
    assert_eq!(links.len(), 1, "{}", text(&m.host));
    let href = links[0].get_attribute("href").unwrap();
    assert!(href.starts_with("#/rules/roi/ROI-4."), "{href}");
    assert_eq!(
        links[0].get_attribute("aria-label").unwrap(),
        format!("See rule {}", text(&links[0]))
    );
}
