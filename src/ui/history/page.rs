//! The history page (`#/history`): statistics by game and opponents, the finished games
//! newest first with a link that replays each, and export, import and clearing. It needs no
//! game's engine, so it runs in the lobby bundle.

use super::model::{self, FileProblem, HistoryEntry, Merged, statistics};
use super::store;
use super::text::{self as ht, H, h};
use crate::core::GameId;
use crate::ui::catalog::game_title;
use crate::ui::route::Route;
use crate::ui::share::Modal;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// What the status line under the buttons says.
#[derive(Clone, PartialEq, Debug)]
enum Said {
    Merged(Merged),
    Refused(FileProblem),
    ReadFailed,
    Cleared,
}

fn said_text(lang: Lang, s: &Said) -> String {
    match s {
        Said::Merged(m) => ht::merged(lang, m),
        Said::Refused(p) => ht::file_problem(lang, p).to_string(),
        Said::ReadFailed => h(lang, H::ImportUnreadableFile).to_string(),
        Said::Cleared => h(lang, H::Cleared).to_string(),
    }
}

/// Reads the chosen file as text (`File.text()`, through `js_sys`: no extra `web-sys`
/// features, so the shared dependency builds are reused) and hands it to `done` (`None`
/// when it cannot be read).
fn read_file(input: &web_sys::HtmlInputElement, done: impl Fn(Option<String>) + 'static) {
    use js_sys::{Function, Promise, Reflect};
    use wasm_bindgen::JsValue;
    let file = Reflect::get(input, &"files".into())
        .and_then(|files| Reflect::get(&files, &JsValue::from(0)))
        .ok()
        .filter(|f| !f.is_undefined() && !f.is_null());
    let Some(file) = file else {
        return;
    };
    let promise = Reflect::get(&file, &"text".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(&file).ok())
        .and_then(|p| p.dyn_into::<Promise>().ok());
    let Some(promise) = promise else {
        done(None);
        return;
    };
    let done = std::rc::Rc::new(done);
    let failed = done.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |v: JsValue| done(v.as_string()));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| failed(None));
    let _ = promise.then2(&ok, &err);
    // One of them runs once, later; they live as long as the page (one pair per import).
    ok.forget();
    err.forget();
}

/// The statistics table.
#[component]
fn StatsTable(
    /// The entries, newest first.
    entries: RwSignal<Vec<HistoryEntry>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let lines = Memo::new(move |_| entries.with(|e| statistics(e)));
    let th = move |k: H| view! { <th scope="col">{move || h(lang.get(), k)}</th> };
    view! {
        <table class="history-table history-stats">
            <caption>{move || h(lang.get(), H::StatsCaption)}</caption>
            <thead>
                <tr>
                    {th(H::Game)}
                    {th(H::Opponents)}
                    {th(H::Played)}
                    {th(H::Won)}
                    {th(H::WinRate)}
                    {th(H::Average)}
                </tr>
            </thead>
            <tbody>
                {move || {
                    let l = lang.get();
                    lines
                        .get()
                        .into_iter()
                        .map(|line| {
                            view! {
                                <tr data-game=line.game.slug()>
                                    <th scope="row">{game_title(line.game, l)}</th>
                                    <td data-label=h(l, H::Opponents)>{ht::opponents(l, line.opponents)}</td>
                                    <td data-label=h(l, H::Played) class="num">{line.played}</td>
                                    <td data-label=h(l, H::Won) class="num">{line.won}</td>
                                    <td data-label=h(l, H::WinRate) class="num">{ht::percent(l, line.win_rate())}</td>
                                    <td data-label=h(l, H::Average)>{ht::average(l, line.game, line.average)}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}

/// One finished game's row.
fn game_row(l: Lang, e: &HistoryEntry) -> impl IntoView + use<> {
    let game = e.game_id().unwrap_or(GameId::Roi);
    let when = ht::date(l, e.date);
    let title = game_title(game, l);
    let variant = (!e.standard).then(|| format!(" ({})", h(l, H::Variant)));
    let result = ht::result(l, game, e.result(), e.side.as_deref());
    let href = Route::Link(e.link.clone()).href();
    let steps = Route::Replay(e.link.clone()).href();
    let opponents = ht::opponents(l, e.opponents());
    let players = e.seats.len();
    let won = e.result().won;
    view! {
        <tr data-game=game.slug() data-id=e.id.clone()>
            <td data-label=h(l, H::Date)>{when.clone()}</td>
            <th scope="row" data-label=h(l, H::Game)>{title}{variant}</th>
            <td data-label=h(l, H::Players) class="num">{players}</td>
            <td data-label=h(l, H::Opponents)>{opponents}</td>
            <td data-label=h(l, H::Result) class:won=won>{result}</td>
            <td>
                <a href=href class="history-replay">
                    {h(l, H::Replay)}
                    <span class="visually-hidden">{format!(" — {title}, {when}")}</span>
                </a>
                " "
                <a href=steps class="history-steps">
                    {crate::ui::replay::text::r(l, crate::ui::replay::text::R::MoveByMove)}
                    <span class="visually-hidden">{format!(" — {title}, {when}")}</span>
                </a>
            </td>
        </tr>
    }
}

/// The finished games, newest first.
#[component]
fn GamesTable(
    /// The entries, newest first.
    entries: RwSignal<Vec<HistoryEntry>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let th = move |k: H| view! { <th scope="col">{move || h(lang.get(), k)}</th> };
    view! {
        <table class="history-table history-games">
            <caption>{move || h(lang.get(), H::GamesCaption)}</caption>
            <thead>
                <tr>
                    {th(H::Date)}
                    {th(H::Game)}
                    {th(H::Players)}
                    {th(H::Opponents)}
                    {th(H::Result)}
                    <th scope="col"><span class="visually-hidden">{move || h(lang.get(), H::Replay)}</span></th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    let l = lang.get();
                    entries.with(|list| list.iter().map(|e| game_row(l, e)).collect_view())
                }}
            </tbody>
        </table>
    }
}

/// The history page.
#[component]
pub fn HistoryPage() -> impl IntoView {
    let lang = use_settings().lang;
    let stored = store::load();
    let skipped = stored.history.skipped.clone();
    let unreadable = stored.unreadable;
    let entries = RwSignal::new(stored.history.entries);
    let kept = StoredValue::new(stored.history.kept);
    let said = RwSignal::new(None::<Said>);
    let confirming = RwSignal::new(false);
    let empty = Memo::new(move |_| entries.with(Vec::is_empty));
    let export_href = Memo::new(move |_| {
        let json = entries.with(|e| kept.with_value(|k| model::write_file(e, k)));
        format!(
            "data:application/json;charset=utf-8,{}",
            js_sys::encode_uri_component(&json)
        )
    });
    let reload = move || {
        let s = store::load();
        kept.set_value(s.history.kept);
        entries.set(s.history.entries);
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let clear_input = input.clone();
        read_file(&input, move |text| {
            let s = match text {
                None => Said::ReadFailed,
                Some(text) => match store::import(&text) {
                    Ok(m) => Said::Merged(m),
                    Err(p) => Said::Refused(p),
                },
            };
            reload();
            said.set(Some(s));
            // The same file may be chosen again.
            clear_input.set_value("");
        });
    };
    let clear = move || {
        store::clear();
        kept.set_value(Vec::new());
        entries.set(Vec::new());
        confirming.set(false);
        said.set(Some(Said::Cleared));
    };
    let load_notice = move || {
        let l = lang.get();
        let mut out = Vec::new();
        if unreadable {
            out.push(h(l, H::StoredUnreadable).to_string());
        }
        if !skipped.is_empty() {
            out.push(ht::skipped_notice(l, &skipped));
        }
        (!out.is_empty())
            .then(|| view! { <p class="notice notice--warn history-notice">{out.join(" ")}</p> })
    };
    view! {
        <div class="page history">
            <header class="page-head history-head">
                <h1>{move || h(lang.get(), H::Title)}</h1>
            </header>
            <p class="lead">{move || h(lang.get(), H::Intro)}</p>
            {load_notice}
            {move || {
                if empty.get() {
                    view! { <p class="history-empty">{move || h(lang.get(), H::Empty)}</p> }.into_any()
                } else {
                    view! {
                        <StatsTable entries=entries />
                        <GamesTable entries=entries />
                    }
                    .into_any()
                }
            }}
            <section class="history-manage" aria-labelledby="history-manage-title">
                <h2 id="history-manage-title">{move || h(lang.get(), H::Manage)}</h2>
                <div class="actions history-actions">
                    <Show when=move || !empty.get()>
                        <a class="btn" download="table-ronde-history.json" href=move || export_href.get()>
                            {move || h(lang.get(), H::Export)}
                        </a>
                    </Show>
                    <label class="btn history-import">
                        {move || h(lang.get(), H::Import)}
                        <input
                            type="file"
                            class="visually-hidden"
                            accept=".json,application/json"
                            aria-describedby="history-import-hint"
                            on:change=on_file
                        />
                    </label>
                    <Show when=move || !empty.get()>
                        <button type="button" class="btn btn-danger" on:click=move |_| confirming.set(true)>
                            {move || h(lang.get(), H::Clear)}
                        </button>
                    </Show>
                </div>
                <p class="muted" id="history-import-hint">{move || h(lang.get(), H::ImportHint)}</p>
                <p class="history-status" role="status" aria-live="polite">
                    {move || said.get().map(|s| said_text(lang.get(), &s))}
                </p>
            </section>
            <p class="actions">
                <a class="btn" href=Route::Lobby.href()>{move || crate::ui::text::t(lang.get(), crate::ui::text::T::BackToLobby)}</a>
            </p>
            <Show when=move || confirming.get()>
                <Modal labelled_by="history-clear-title" on_close=Callback::new(move |()| confirming.set(false)) class="confirm">
                    <h2 id="history-clear-title">{move || h(lang.get(), H::ClearTitle)}</h2>
                    <p>{move || h(lang.get(), H::ClearBody)}</p>
                    <div class="actions">
                        <button type="button" class="btn" data-autofocus on:click=move |_| confirming.set(false)>
                            {move || h(lang.get(), H::Cancel)}
                        </button>
                        <button type="button" class="btn btn-danger" on:click=move |_| clear()>
                            {move || h(lang.get(), H::ClearConfirm)}
                        </button>
                    </div>
                </Modal>
            </Show>
        </div>
    }
}
