//! The page helpers of the browser tests (`tests/web/`: the tables, the shell, the history, the
//! polish): mount a table with its settings or the whole app on a hash and a storage, find
//! positions to mount by seeded play, let Leptos and the session's timers run, find elements by
//! selector, role and accessible name, read their texts and descriptions, click and press keys like
//! a user.
#![allow(dead_code)]

use leptos::prelude::*;
use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::task::{Poll, Waker};
use table_ronde::core::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::Camelot;
use table_ronde::games::tafelrunde::Tafelrunde;
use table_ronde::ui::app::{App, Pages};
use table_ronde::ui::games::camelot::{self, NEVER_ASK_KEY};
use table_ronde::ui::games::tafelrunde;
use table_ronde::ui::session::GameTable;
use table_ronde::ui::{Lang, MenuAction, Pace, Settings};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Element, HtmlElement};

/// A table mounted in the page, and what it reported to the shell (`S`, filled by the
/// callbacks the test gave it).
pub struct Mounted<S> {
    /// The element the table is mounted in.
    pub host: Element,
    /// What the table reported.
    pub seen: Arc<Mutex<S>>,
    /// Keeps the view mounted (dropping the handle unmounts it).
    _handle: Box<dyn std::any::Any>,
}

impl<S> Drop for Mounted<S> {
    fn drop(&mut self) {
        self.host.remove();
    }
}

/// Mounts the view `table` makes (given the shared `S` its callbacks report into) in a fresh
/// element of the page, with the settings `lang` and `pace`.
pub fn mount<S, N>(
    lang: Lang,
    pace: Pace,
    table: impl FnOnce(Arc<Mutex<S>>) -> N + 'static,
) -> Mounted<S>
where
    S: Default + 'static,
    N: IntoView + 'static,
{
    let doc = document();
    // A test that failed leaves its table behind: start from a clean page.
    for old in all(&doc.body().unwrap(), ".test-host") {
        old.remove();
    }
    let host = doc.create_element("div").unwrap();
    host.set_class_name("test-host");
    doc.body().unwrap().append_child(&host).unwrap();
    let seen = Arc::new(Mutex::new(S::default()));
    let reports = seen.clone();
    let handle = leptos::mount::mount_to(host.clone().unchecked_into::<HtmlElement>(), move || {
        provide_context(Settings {
            lang: RwSignal::new(lang),
            pace: RwSignal::new(pace),
            sound: RwSignal::new(false),
        });
        table(reports)
    });
    Mounted {
        host,
        seen,
        _handle: Box::new(handle),
    }
}

/// The page's `localStorage`.
pub fn local() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// The whole app, mounted on `hash` after clearing the storage and writing `stored` into it.
pub fn mount_app(hash: &str, stored: &[(&str, &str)]) -> Mounted<()> {
    // The test binary is a bundle with every game.
    table_ronde::ui::games::install_all();
    let ls = local();
    ls.clear().unwrap();
    for (k, v) in stored {
        ls.set_item(k, v).unwrap();
    }
    let w = web_sys::window().unwrap();
    let _ = w.history().unwrap().replace_state_with_url(
        &wasm_bindgen::JsValue::NULL,
        "",
        Some(&format!("{}{hash}", w.location().pathname().unwrap())),
    );
    let host = document().create_element("div").unwrap();
    host.set_class_name("test-host");
    document().body().unwrap().append_child(&host).unwrap();
    // Every game is installed (`games::install_all`), and every page: the library's pages
    // include the games' (`Pages::LIBRARY`).
    let handle = leptos::mount::mount_to(host.clone().unchecked_into::<HtmlElement>(), || {
        view! { <App pages=Pages::LIBRARY /> }
    });
    Mounted {
        host,
        seen: Arc::default(),
        _handle: Box::new(handle),
    }
}

/// `n` seats: a person in seat 0, Easy computers in the others.
pub fn human_and_easy(n: usize) -> Vec<SeatKind> {
    let mut v = vec![SeatKind::Computer(Level::Easy); n];
    v[0] = SeatKind::Human;
    v
}

/// Why `seat` may not take `action` now, as the engine says.
pub fn refused<G: Game>(g: &G, seat: Seat, action: G::Action) -> Option<G::Error> {
    g.clone().play(seat, &action).err()
}

/// Where [`find_position`] looks: the deals `seeds`, each played at most `steps` actions, the
/// moves drawn from `GameRng::from_seed(seed * salt)`.
pub struct Search {
    /// The deal seeds tried, in order.
    pub seeds: Range<u64>,
    /// Multiplies the seed of the moves' stream.
    pub salt: u64,
    /// The most positions looked at in one deal.
    pub steps: usize,
}

/// Seeded play from the deals of `plan` (the game of `new_record(seed)`), every move drawn
/// among what `pool` keeps of the legal actions, until `found` accepts a position; returns
/// its record and the state. Panics naming `what` when no deal gets there.
pub fn find_position<G: Game>(
    what: &str,
    plan: Search,
    new_record: impl Fn(u64) -> GameRecord<G>,
    pool: impl Fn(Vec<G::Action>) -> Vec<G::Action>,
    found: impl Fn(&G) -> bool,
) -> (GameRecord<G>, G) {
    for seed in plan.seeds {
        let mut rec = new_record(seed);
        let mut g = rec.start().unwrap();
        let mut rng = GameRng::from_seed(seed.wrapping_mul(plan.salt));
        for _ in 0..plan.steps {
            if found(&g) {
                return (rec, g);
            }
            let Some(s) = g.first_actor() else { break };
            let choices = pool(g.legal_actions(s));
            let a = choices[rng.below(choices.len() as u32) as usize].clone();
            g.play(s, &a).unwrap();
            rec.log.push((s, a));
        }
    }
    panic!("no position found: {what}");
}

/// The records a session reported to the shell, in order.
pub struct Records<G: Game> {
    /// One per decision (and undo).
    pub records: Vec<GameRecord<G>>,
}

impl<G: Game> Default for Records<G> {
    fn default() -> Self {
        Self {
            records: Vec::new(),
        }
    }
}

impl<G: Game + Send + Sync + 'static> Mounted<Records<G>> {
    /// A copy of the records reported so far (the lock is not held while asserting).
    pub fn records(&self) -> Vec<GameRecord<G>> {
        self.seen.lock().unwrap().records.clone()
    }
}

/// The `on_record` callback of a session that keeps every record in `seen`.
pub fn keep_records<G>(seen: Arc<Mutex<Records<G>>>) -> Callback<GameRecord<G>>
where
    G: Game + Send + Sync + 'static,
    G::Options: Send + Sync,
    G::Action: Send + Sync,
{
    Callback::new(move |r: GameRecord<G>| seen.lock().unwrap().records.push(r))
}

/// A Camelot table on `record`, computers at once, from the default "never ask about
/// Lancelot" setting (it lives in the browser).
pub fn mount_camelot(record: GameRecord<Camelot>, lang: Lang) -> Mounted<Records<Camelot>> {
    if let Ok(Some(st)) = web_sys::window().unwrap().local_storage() {
        st.remove_item(NEVER_ASK_KEY).unwrap();
    }
    mount(lang, Pace::Instant, move |seen| {
        view! {
            <GameTable
                record=record
                on_record=keep_records(seen)
                on_menu=Callback::new(move |_: MenuAction| {})
                table=camelot::table
            />
        }
    })
}

/// A Tafelrunde table on `record`.
pub fn mount_tafelrunde(
    record: GameRecord<Tafelrunde>,
    lang: Lang,
    pace: Pace,
) -> Mounted<Records<Tafelrunde>> {
    mount(lang, pace, move |seen| {
        view! {
            <GameTable
                record=record
                on_record=keep_records(seen)
                on_menu=Callback::new(move |_: MenuAction| {})
                table=tafelrunde::table
            />
        }
    })
}

/// The hand: the buttons of the group named "Votre main" / "Your hand", at a table whose
/// classes start with `prefix` (`cm`, `tf`).
pub fn hand_of(root: &Element, prefix: &str) -> Vec<Element> {
    all(root, &format!(".{prefix}-hand[role=group] button"))
}

/// Lets Leptos flush its updates to the page.
pub async fn settle() {
    for _ in 0..6 {
        leptos::task::tick().await;
    }
}

/// Waits `ms` milliseconds of real time (lets the session's timers fire).
pub async fn sleep(ms: i32) {
    let state: Rc<RefCell<(bool, Option<Waker>)>> = Rc::default();
    let s = state.clone();
    let cb = Closure::once_into_js(move || {
        let mut s = s.borrow_mut();
        s.0 = true;
        if let Some(w) = s.1.take() {
            w.wake();
        }
    });
    web_sys::window()
        .unwrap()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms)
        .unwrap();
    std::future::poll_fn(move |cx| {
        let mut s = state.borrow_mut();
        if s.0 {
            Poll::Ready(())
        } else {
            s.1 = Some(cx.waker().clone());
            Poll::Pending
        }
    })
    .await;
}

/// Polls `cond` every 50 ms for up to 5 s.
pub async fn wait_for(what: &str, mut cond: impl FnMut() -> bool) {
    let mut waited = 0;
    while !cond() {
        assert!(waited < 5000, "timed out waiting for {what}");
        sleep(50).await;
        waited += 50;
    }
}

/// The page.
pub fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// The page's language (`lang` of the root element).
pub fn page_lang() -> Option<String> {
    document().document_element()?.get_attribute("lang")
}

/// The element that has the focus.
pub fn active() -> Option<Element> {
    document().active_element()
}

/// The id of the element that has the focus (empty when none).
pub fn active_id() -> String {
    active().map(|e| e.id()).unwrap_or_default()
}

/// Every element under `root` that matches `sel`, in document order.
pub fn all(root: &Element, sel: &str) -> Vec<Element> {
    let list = root.query_selector_all(sel).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

/// The first element under `root` that matches `sel` (there must be one).
pub fn one(root: &Element, sel: &str) -> Element {
    root.query_selector(sel)
        .unwrap()
        .unwrap_or_else(|| panic!("no {sel}"))
}

/// An element's text, trimmed.
pub fn text(e: &Element) -> String {
    e.text_content().unwrap_or_default().trim().to_string()
}

/// An element's `aria-label` (empty when none).
pub fn name(e: &Element) -> String {
    e.get_attribute("aria-label").unwrap_or_default()
}

/// The element of `els` named `n` by its `aria-label` (there must be one).
pub fn named(els: &[Element], n: &str) -> Element {
    els.iter()
        .find(|e| name(e) == n)
        .cloned()
        .unwrap_or_else(|| panic!("nothing named {n:?}"))
}

/// The text an element is described by (`aria-describedby`).
pub fn description(e: &Element) -> String {
    let id = e
        .get_attribute("aria-describedby")
        .unwrap_or_else(|| panic!("{:?} has no description", e.get_attribute("aria-label")));
    text(
        &document()
            .get_element_by_id(&id)
            .expect("description element"),
    )
}

/// What a screen reader reads of a button: its name, or its text without the
/// `aria-hidden` parts.
pub fn spoken(e: &Element) -> String {
    if let Some(n) = e.get_attribute("aria-label") {
        return n;
    }
    let kids = e.children();
    if kids.length() == 0 {
        return text(e);
    }
    (0..kids.length())
        .filter_map(|i| kids.item(i))
        .filter(|k| k.get_attribute("aria-hidden").as_deref() != Some("true"))
        .map(|k| spoken(&k))
        .collect::<Vec<_>>()
        .join(" ")
        .trim()
        .to_string()
}

/// The button under `root` named `name` by its `aria-label` or its whole text.
pub fn button_named(root: &Element, name: &str) -> Option<HtmlElement> {
    all(root, "button")
        .into_iter()
        .find(|b| b.get_attribute("aria-label").as_deref() == Some(name) || text(b) == name)
        .map(|b| b.unchecked_into())
}

/// The button under `root` a screen reader reads as `name` ([`spoken`]).
pub fn button_spoken(root: &Element, name: &str) -> Option<Element> {
    all(root, "button").into_iter().find(|b| spoken(b) == name)
}

/// A hand's card is refused: `aria-disabled="true"` and, so that the keyboard still reaches
/// it to hear why, never `disabled` (that is asserted).
pub fn refused_card(b: &Element) -> bool {
    assert!(
        !b.has_attribute("disabled"),
        "a refused card stays focusable (aria-disabled, not disabled)"
    );
    b.get_attribute("aria-disabled").as_deref() == Some("true")
}

/// The buttons that are not disabled (nor `aria-disabled`, as a hand's refused cards are).
pub fn enabled(buttons: &[Element]) -> Vec<Element> {
    buttons
        .iter()
        .filter(|b| {
            !b.has_attribute("disabled")
                && b.get_attribute("aria-disabled").as_deref() != Some("true")
        })
        .cloned()
        .collect()
}

/// Clicks an element.
pub fn click(e: &Element) {
    e.unchecked_ref::<HtmlElement>().click();
}

/// Presses a key on an element (a bubbling `keydown`, as a keyboard would send).
pub fn press(el: &Element, key: &str) {
    let f = js_sys::Function::new_with_args(
        "el, key",
        "el.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))",
    );
    f.call2(&wasm_bindgen::JsValue::NULL, el, &key.into())
        .unwrap();
}

/// The dialogs (`role=dialog`) under `root`.
pub fn dialogs(root: &Element) -> Vec<Element> {
    all(root, "[role=dialog]")
}

/// The lines of the polite live region.
pub fn said(root: &Element) -> Vec<String> {
    all(root, "[aria-live=polite] p").iter().map(text).collect()
}
