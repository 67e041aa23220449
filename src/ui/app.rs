//! The app shell: settings, hash routing, the saved game, shared links and dialogs.
//!
//! State that outlives a page lives here: the [`Settings`] context (language and computer
//! pace, remembered in `localStorage`), and the shell's state (`ui::shell`): the game at the
//! table (an [`AnyRecord`], whichever game it is, saved after every action under its game's
//! key, see [`storage`]), every game's save as the lobby lists it, and a session counter that
//! remounts the table when a new game starts. The play page mounts the
//! table its game registered ([`registry`]). Everything else is derived from the URL hash
//! ([`route`]). A page that needs a game or a page this bundle does not hold reloads into
//! the bundle that does ([`route::wanted_bundle`], [`Pages`]).

use super::any_game::{AnyRecord, ResumeInfo, is_playable};
use super::catalog::game_title;
use super::duplicate::{self, ActiveChallenge, ChallengeBanner, ChallengeDialog, DuplicateCtx};
use super::history::{HistoryPage, text as history_text};
use super::lobby::Lobby;
use super::new_game::NewGame;
use super::registry::{self, GameUi};
use super::replay::page::ReplayPage;
use super::route::{self, Route, Wanted};
use super::rules::RulesPage;
use super::share::ShareDialog;
use super::shell::Shell;
use super::storage::{self, SavedGame};
use super::text::{self, T, t};
use super::titles::{describe_progress, link_error};
use super::{Lang, MenuAction, Settings, theme};
use crate::core::GameId;
use crate::core::duplicate::ChallengeError;
use crate::core::link::LinkError;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Decodes a shared link for a game this build can play ([`registry::record_from_link`]).
///
/// # Errors
/// The [`LinkError`] naming what is wrong with it; [`LinkError::GameNotAvailable`] for a
/// game this bundle does not carry.
pub fn open_link(text: &str) -> Result<AnyRecord, LinkError> {
    crate::ui::registry::record_from_link(text)
}

/// The document title of `route`; `playing` is the game in progress (the play page's name).
fn page_title(route: &Route, playing: Option<GameId>, lang: Lang) -> String {
    let page = match route {
        Route::Lobby => None,
        Route::NewGame(g) => Some(super::titles::new_game_title(*g, lang)),
        Route::Learn(g) => Some(crate::ui::learn::title(*g, lang)),
        Route::Play(_) => Some(match playing {
            Some(g) => game_title(g, lang).to_string(),
            None => t(lang, T::NoGameTitle).to_string(),
        }),
        Route::Rules(g, _) => Some(super::titles::rules_title(*g, lang)),
        Route::Link(l) if open_link(l).is_err() => Some(t(lang, T::BadLinkTitle).to_string()),
        Route::Link(_) => Some(t(lang, T::SharedTitle).to_string()),
        Route::Challenge(c) if ActiveChallenge::open(c).is_err() => {
            Some(duplicate::text::d(lang, duplicate::text::D::BadTitle).to_string())
        }
        Route::Challenge(_) => {
            Some(duplicate::text::d(lang, duplicate::text::D::PageTitle).to_string())
        }
        Route::NotFound(_) => Some(t(lang, T::NotFoundTitle).to_string()),
        Route::History => Some(history_text::h(lang, history_text::H::Title).to_string()),
        Route::Replay(_) => {
            Some(super::replay::text::r(lang, super::replay::text::R::Title).to_string())
        }
    };
    text::doc_title(page.as_deref(), lang)
}

/// Scrolls a new page to the top and (unless the page manages focus itself) moves focus to
/// its heading, as a page load would.
fn enter_page(focus_heading: bool) {
    request_animation_frame(move || {
        window().scroll_to_with_x_and_y(0.0, 0.0);
        // By this frame the address may have moved on to the table (a new game started at
        // once), whose visually hidden h1 must not take the focus from its first decision.
        if !focus_heading || matches!(Route::parse(&route::current_hash()), Route::Play(_)) {
            return;
        }
        let heading = document()
            .query_selector("main h1")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(h) = heading {
            let _ = h.set_attribute("tabindex", "-1");
            let _ = h.focus();
        }
    });
}

/// True when index.html's registration found a new service worker waiting
/// (`window.tableRondeUpdate`).
fn update_waiting() -> bool {
    js_sys::Reflect::get(&window(), &"tableRondeUpdate".into())
        .is_ok_and(|w| !w.is_undefined() && !w.is_null())
}

/// "A new version is ready — Reload" while a new service worker waits. Only the player's
/// click reloads (index.html's `tableRondeReload`: the waiting worker takes over, then the
/// page reloads once); a game in progress is saved after every move and resumes.
#[component]
fn UpdateNotice() -> impl IntoView {
    let lang = super::use_settings().lang;
    let ready = RwSignal::new(update_waiting());
    let f = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        let _ = ready.try_set(true);
    });
    let _ =
        window().add_event_listener_with_callback("table-ronde-update", f.as_ref().unchecked_ref());
    f.forget();
    let reload = move |_| {
        let go = js_sys::Reflect::get(&window(), &"tableRondeReload".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(go) = go {
            let _ = go.call0(&window());
        }
    };
    move || {
        ready.get().then(|| {
            view! {
                <p class="notice notice--update">
                    <span>{move || t(lang.get(), T::UpdateReady)}</span>
                    " — "
                    <button type="button" class="btn small" on:click=reload>
                        {move || t(lang.get(), T::UpdateReload)}
                    </button>
                </p>
            }
        })
    }
}

/// The page for a shared link or a duplicate challenge (`challenge`): an error, or the
/// question whether to replace the saved game. A challenge opens its deal afresh, in the
/// challenger's seat ([`ActiveChallenge::fresh`]).
#[component]
fn LinkPage(
    shell: Shell,
    text: String,
    /// The text is a challenge (`#c=`), not a shared game.
    #[prop(optional)]
    challenge: bool,
) -> impl IntoView {
    let lang = super::use_settings().lang;
    use duplicate::text::{D, d};
    let opened = if challenge {
        ActiveChallenge::open(&text).map(|c| (c.fresh(), Some(c)))
    } else {
        open_link(&text)
            .map(|r| (r, None))
            .map_err(ChallengeError::Link)
    };
    // The page's words: a shared game's, or a challenge's.
    let words: [fn(Lang) -> &'static str; 4] = if challenge {
        [
            |l| d(l, D::BadTitle),
            |l| d(l, D::PageTitle),
            |l| d(l, D::PageBody),
            |l| d(l, D::Accept),
        ]
    } else {
        [
            |l| t(l, T::BadLinkTitle),
            |l| t(l, T::SharedTitle),
            |l| t(l, T::SharedBody),
            |l| t(l, T::OpenShared),
        ]
    };
    let [bad_title, title, body, open_label] = words;
    match opened {
        Err(e) => view! {
            <div class="page narrow message-page">
                <h1>{move || bad_title(lang.get())}</h1>
                <p class="message" role="alert">{move || match &e {
                    ChallengeError::Link(e) => link_error(e, lang.get()),
                    e => duplicate::text::challenge_error(e, lang.get()),
                }}</p>
                <p class="muted">{move || t(lang.get(), T::BadLinkHint)}</p>
                <p class="actions">
                    <a class="btn btn-primary" href=Route::Lobby.href()>{move || t(lang.get(), T::BackToLobby)}</a>
                </p>
            </div>
        }
        .into_any(),
        Ok((rec, dup)) => {
            // Only a save of the link's own game could be replaced by it (issue 28).
            let table = Route::Play(Some(rec.game()));
            shell.ensure(rec.game());
            let saved = shell.game.get_untracked();
            // The very same game (for a challenge: its deal, already played against it).
            let resumable = saved.as_ref().is_some_and(|s| match &dup {
                None => *s == rec,
                Some(c) => c.applies_to(s) && shell.challenge.get_untracked().as_ref() == Some(c),
            });
            // A finished game is in history already: nothing to lose either.
            let differs = !resumable
                && saved
                    .as_ref()
                    .and_then(AnyRecord::resume_info)
                    .is_some_and(|i| !i.over);
            if !differs {
                // Nothing to lose: open it (or resume the very same game).
                let table = table.clone();
                Effect::new(move |_| {
                    if resumable {
                        route::replace(&table);
                    } else {
                        shell.start_with(rec.clone(), dup.clone(), true);
                    }
                });
                return ().into_any();
            }
            let (theirs, mine) = (
                rec.resume_info(),
                saved.as_ref().and_then(AnyRecord::resume_info),
            );
            let line = move |label: T, info: Option<ResumeInfo>| {
                view! {
                    <li>
                        <strong>{move || t(lang.get(), label)}</strong>
                        " "
                        {move || info.as_ref().map(|i| describe_progress(i, lang.get()))}
                    </li>
                }
            };
            let rec = StoredValue::new(rec);
            let dup = StoredValue::new(dup);
            view! {
                <div class="page narrow message-page">
                    <h1>{move || title(lang.get())}</h1>
                    <p class="message">{move || body(lang.get())}</p>
                    <ul class="compare">
                        {line(T::SharedGameLabel, theirs)}
                        {line(T::YourGameLabel, mine)}
                    </ul>
                    <p class="actions">
                        <button
                            type="button"
                            class="btn"
                            on:click=move |_| route::replace(&table)
                        >
                            {move || t(lang.get(), T::KeepMine)}
                        </button>
                        <button
                            type="button"
                            class="btn btn-danger"
                            on:click=move |_| shell.start_with(rec.get_value(), dup.get_value(), true)
                        >
                            {move || open_label(lang.get())}
                        </button>
                    </p>
                </div>
            }
            .into_any()
        }
    }
}

/// A game's table (`game`'s save, [`Shell::ensure`]), remounted for each new session; a
/// page that says so and offers a new game when that game has no save.
#[component]
fn PlayPage(shell: Shell, game: Option<GameId>) -> impl IntoView {
    let lang = super::use_settings().lang;
    if let Some(g) = game {
        shell.ensure(g);
    }
    let has_game = Memo::new(move |_| {
        game.is_some() && shell.game.with(|r| r.as_ref().map(AnyRecord::game)) == game
    });
    let on_menu = Callback::new(move |a: MenuAction| shell.menu(a));
    // The end panels' challenge comparison and button (the kit names no shell feature);
    // provided here, with the table, so that the lobby's bundle does not carry them.
    provide_context(crate::ui::table::words::EndExtras {
        comparison: || view! { <super::duplicate::ChallengeComparison /> }.into_any(),
        challenge: |class| view! { <super::duplicate::ChallengeButton class=class /> }.into_any(),
    });
    move || {
        shell.session.track();
        if !has_game.get() {
            let new_game = Route::NewGame(game.unwrap_or(GameId::Roi));
            return view! {
                <div class="page narrow message-page">
                    <h1>{move || t(lang.get(), T::NoGameTitle)}</h1>
                    <p class="message">{move || t(lang.get(), T::NoGameBody)}</p>
                    <p class="actions">
                        <a class="btn" href=Route::Lobby.href()>{move || t(lang.get(), T::BackToLobby)}</a>
                        <a class="btn btn-primary" href=new_game.href()>
                            {move || t(lang.get(), T::StartNewGame)}
                        </a>
                    </p>
                </div>
            }
            .into_any();
        }
        let Some(record) = shell.game.get_untracked() else {
            return ().into_any();
        };
        let on_record = Callback::new(move |r: AnyRecord| shell.record(r));
        let game = record.game();
        match registry::entry(game) {
            // The page's one level-one heading, the game's name (the tables start at h2):
            // screen readers list it and jump to it like every other page's (axe
            // page-has-heading-one).
            Some(entry) => view! {
                <h1 class="visually-hidden">{move || game_title(game, lang.get())}</h1>
                <ChallengeBanner />
                {entry.table(&record, on_record, on_menu)}
            }
            .into_any(),
            // The page is about to switch bundles.
            None => ().into_any(),
        }
    }
}

/// What a page is drawn from, beyond its address.
#[derive(Clone, Copy)]
pub struct PageCtx {
    shell: Shell,
    /// The games in progress, the most recent first.
    in_progress: Memo<Vec<SavedGame>>,
}

impl PageCtx {
    fn in_progress_of(self, game: GameId) -> bool {
        self.in_progress.with(|s| s.iter().any(|s| s.game == game))
    }
}

/// Draws a page of a route.
type PageFn = fn(PageCtx, Route) -> AnyView;

/// The pages a bundle holds beyond the lobby and the not-found page, each a function the
/// bundle's `main` names, so fat LTO drops the pages (and their words) it does not
/// (issue 28's size budget): the lobby's own bundle ([`Pages::LOBBY`]) is the smallest
/// first visit, a game's bundle ([`Pages::GAME`]) carries no rules text, the library
/// ([`Pages::LIBRARY`]) carries the rules of every game and the history. A page this
/// bundle lacks reloads into one that holds it ([`route::wanted_bundle`]).
#[derive(Clone, Copy)]
pub struct Pages {
    /// The new-game page, the table, shared links, challenges and replays.
    game: Option<PageFn>,
    /// The rules pages and the history.
    library: Option<PageFn>,
    /// The share and challenge dialogs, over every page.
    dialogs: Option<fn(Shell, DuplicateCtx) -> AnyView>,
}

impl Pages {
    /// The lobby's bundle: the lobby only.
    pub const LOBBY: Pages = Pages {
        game: None,
        library: None,
        dialogs: None,
    };
    /// A game's bundle: its pages, no rules text.
    pub const GAME: Pages = Pages {
        game: Some(game_page),
        library: None,
        dialogs: Some(game_dialogs),
    };
    /// The library: the rules of every game, the history, and the pages of a link whose
    /// game cannot be read (they say what is wrong with it).
    pub const LIBRARY: Pages = Pages {
        game: Some(game_page),
        library: Some(library_page),
        dialogs: Some(game_dialogs),
    };
}

/// A game's pages: the new-game page, the table, a shared link, a challenge, a replay.
fn game_page(ctx: PageCtx, route: Route) -> AnyView {
    let shell = ctx.shell;
    match route {
        Route::NewGame(game) => {
            // Only a game of the same kind still being played is replaced: ask first.
            let in_progress = Signal::derive(move || ctx.in_progress_of(game));
            // A new game from the new-game page is nobody's challenge.
            let on_start = Callback::new(move |rec: AnyRecord| shell.start_with(rec, None, false));
            view! { <NewGame game=game in_progress=in_progress on_start=on_start /> }.into_any()
        }
        Route::Play(game) => view! { <PlayPage shell=shell game=game /> }.into_any(),
        Route::Link(text) => view! { <LinkPage shell=shell text=text /> }.into_any(),
        Route::Challenge(text) => {
            view! { <LinkPage shell=shell text=text challenge=true /> }.into_any()
        }
        Route::Replay(text) => view! { <ReplayPage text=text /> }.into_any(),
        Route::Learn(game) => crate::ui::learn::page(
            shell,
            game,
            Signal::derive(move || ctx.in_progress_of(game)),
        ),
        _ => ().into_any(),
    }
}

/// The library's pages: a game's rules, the history.
fn library_page(ctx: PageCtx, route: Route) -> AnyView {
    match route {
        Route::Rules(game, anchor) => {
            let has_game = Signal::derive(move || ctx.in_progress_of(game));
            let page = Some(super::rules::all::page_of(game));
            view! { <RulesPage game=game anchor=anchor has_game=has_game page=page /> }.into_any()
        }
        Route::History => view! { <HistoryPage /> }.into_any(),
        _ => ().into_any(),
    }
}

/// The share sheet and the challenge offer.
fn game_dialogs(shell: Shell, dup: DuplicateCtx) -> AnyView {
    view! {
        {move || {
            shell
                .share
                .get()
                .map(|record| {
                    view! { <ShareDialog record=record on_close=Callback::new(move |()| shell.share.set(None)) /> }
                })
        }}
        {move || {
            dup.offer
                .get()
                .map(|record| {
                    view! { <ChallengeDialog record=record on_close=Callback::new(move |()| dup.offer.set(None)) /> }
                })
        }}
    }
    .into_any()
}

/// The whole site.
#[component]
pub fn App(
    /// The pages this bundle holds beyond the lobby.
    pages: Pages,
) -> impl IntoView {
    let lang = provide_settings();
    let shell = open_shell();
    let route = current_route(shell);
    // The table's game: the title names it (not recomputed after every move).
    let playing = Memo::new(move |_| match route.get() {
        Route::Play(g) => g,
        _ => shell.loaded.get(),
    });
    let switch = BundleSwitch::watch(route, shell, pages);
    follow_the_page(route, playing, lang, switch.arrived_at_start);
    let dup = provide_duplicate(shell);
    // The games in progress, the most recent first (a finished game is in history).
    let in_progress = Memo::new(move |_| {
        shell.saves.with(|s| {
            s.iter()
                .filter(|s| !s.over)
                .cloned()
                .collect::<Vec<SavedGame>>()
        })
    });
    let ctx = PageCtx { shell, in_progress };
    let is_play =
        move || route.with(|r| matches!(r, Route::Play(_) | Route::Replay(_) | Route::Learn(_)));

    view! {
        <div class="app" class:app--play=is_play>
            {site_header(lang)}
            {notices(shell, lang)}
            <main id="main" class="main">
                {move || main_page(ctx, pages, route, switch, lang)}
            </main>
            <footer class="site-footer">
                <p>{move || t(lang.get(), T::Footer)}</p>
            </footer>
            {pages.dialogs.map(|f| f(shell, dup))}
        </div>
    }
}

/// The settings, read from storage and provided as context; the pace and the theme are
/// followed on `<html>`. Returns the language.
fn provide_settings() -> RwSignal<Lang> {
    let lang = RwSignal::new(storage::load_lang().unwrap_or_else(storage::browser_lang));
    let pace = RwSignal::new(storage::load_pace().unwrap_or_default());
    let sound = RwSignal::new(storage::load_sound());
    provide_context(Settings { lang, pace, sound });
    // The pace on <html data-pace>: at the Instant pace the tables' motion is off
    // (style/table.css, "Motion").
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("data-pace", storage::pace_code(pace.get()));
        }
    });
    let theme_choice = RwSignal::new(storage::load_theme());
    provide_context(super::settings::ThemeChoice(theme_choice));
    theme::follow(theme_choice);
    lang
}

/// The shell's state, with every save's summary read, and another tab's saves followed.
fn open_shell() -> Shell {
    let shell = Shell {
        game: RwSignal::new(None),
        session: RwSignal::new(0),
        notice: RwSignal::new(None),
        share: RwSignal::new(None),
        challenge: RwSignal::new(None),
        loaded: RwSignal::new(None),
        saves: RwSignal::new(Vec::new()),
    };
    if storage::migrate_old_save() {
        shell.notice.set(Some(T::SaveDropped));
    }
    shell.refresh_saves();
    // Saves without the lobby's summary (written before it existed, or damaged), of games
    // this bundle plays: reading one writes it again with its summary (or moves a damaged
    // one aside, with its notice). Another game's is read when its page opens.
    for g in storage::saves_to_read() {
        if registry::at_hand(g) {
            shell.load(g);
        }
    }
    // Another tab saved over this tab's game: take that one up (and say so) rather than
    // overwrite it with this tab's next move. Another game's save only changes the lobby.
    storage::on_save_changed_elsewhere(move |changed| {
        shell.refresh_saves();
        let here = shell.loaded.get_untracked();
        if here.is_some() && changed.is_none_or(|g| Some(g) == here) {
            if let Some(g) = here {
                shell.load(g);
            }
            shell.session.update(|n| *n += 1);
            shell.notice.set(Some(T::SaveChangedElsewhere));
        }
    });
    shell
}

/// The route of the address.
fn current_route(shell: Shell) -> Memo<Route> {
    let address = route::use_hash_route();
    // `#/play` (an address from before a save per game) is the table of the most recent
    // game in progress (or, with none, of the last game saved); the address is rewritten to
    // name it. Chosen when the address is read, not again after each move (a game ending
    // must not swap the table for another).
    let route = Memo::new(move |_| match address.get() {
        Route::Play(None) => Route::Play(shell.saves.with_untracked(|s| {
            storage::last_in_progress(s).or_else(|| s.first().map(|s| s.game))
        })),
        r => r,
    });
    Effect::new(move |_| {
        if address.with(|a| *a == Route::Play(None)) && route.with(|r| *r != Route::Play(None)) {
            route::rewrite(&route.get());
        }
    });
    route
}

/// A page this bundle lacks: the page reloads, and index.html's loader fetches the bundle
/// that holds it.
#[derive(Clone, Copy)]
struct BundleSwitch {
    /// The route needs a game or a page this bundle lacks.
    switching: Memo<bool>,
    /// The reload did not bring it.
    failed: RwSignal<bool>,
    /// This load is a switch's reload.
    arrived_at_start: bool,
}

impl BundleSwitch {
    fn watch(route: Memo<Route>, shell: Shell, pages: Pages) -> BundleSwitch {
        // The game or page this page needs but this bundle lacks: reload, and index.html's
        // loader fetches the bundle that holds it.
        let switching = Memo::new(move |_| {
            match route::wanted_bundle(&route.get(), shell.last_in_progress()) {
                Wanted::Game(g) => is_playable(g) && !registry::at_hand(g),
                Wanted::Lesson(g) => is_playable(g) && !registry::lesson_at_hand(g),
                Wanted::Library => pages.library.is_none(),
                Wanted::GamePages => pages.game.is_none(),
                Wanted::Any => false,
            }
        });
        // This load is a switch's reload: the page is entered as after a click (focus on its
        // heading); if the bundle is still not the right one, the loader could not fetch it
        // (offline before it was ever cached) and reloading again would loop.
        let arrived_at_start = route::arrived_by_switch();
        let arrived = StoredValue::new(arrived_at_start);
        let failed = RwSignal::new(false);
        Effect::new(move |_| {
            if switching.get() {
                let looping = arrived.get_value();
                failed.set(looping || !route::switch_bundle());
            }
            arrived.set_value(false);
        });
        BundleSwitch {
            switching,
            failed,
            arrived_at_start,
        }
    }
}

/// The document's title and language follow the page; a new page is entered as a page
/// load would be ([`enter_page`]).
fn follow_the_page(
    route: Memo<Route>,
    playing: Memo<Option<GameId>>,
    lang: RwSignal<Lang>,
    arrived_at_start: bool,
) {
    Effect::new(move |prev: Option<Route>| {
        let r = route.get();
        let l = lang.get();
        document().set_title(&page_title(&r, playing.get(), l));
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", l.tag());
        }
        let page_changed = match &prev {
            Some(p) => std::mem::discriminant(p) != std::mem::discriminant(&r),
            None => arrived_at_start,
        };
        // The rules page scrolls to its anchor; the table manages its own focus.
        if page_changed && !matches!(r, Route::Rules(_, Some(_))) {
            enter_page(!matches!(r, Route::Play(_)));
        }
        r
    });
}

/// The duplicate challenges' context, provided: the game at the table, its challenge,
/// whether it is over, the offer to challenge.
fn provide_duplicate(shell: Shell) -> DuplicateCtx {
    let resume = Memo::new(move |_| {
        shell
            .game
            .with(|g| g.as_ref().and_then(AnyRecord::resume_info))
    });
    let dup = DuplicateCtx {
        game: shell.game,
        challenge: shell.challenge,
        over: Signal::derive(move || resume.with(|r| r.as_ref().is_some_and(|r| r.over))),
        offer: RwSignal::new(None),
    };
    provide_context(dup);
    dup
}

/// The page of the route, or a loading message while the page switches bundles.
fn main_page(
    ctx: PageCtx,
    pages: Pages,
    route: Memo<Route>,
    switch: BundleSwitch,
    lang: RwSignal<Lang>,
) -> AnyView {
    if switch.switching.get() {
        let what = if switch.failed.get() {
            T::LoadFailed
        } else {
            T::Loading
        };
        return view! {
            <div class="page narrow message-page">
                <p class="message boot" role="status">{move || t(lang.get(), what)}</p>
            </div>
        }
        .into_any();
    }
    match route.get() {
        Route::Lobby => view! { <Lobby saves=ctx.in_progress.into() /> }.into_any(),
        r @ (Route::Rules(..) | Route::History) => {
            pages.library.map_or_else(|| ().into_any(), |f| f(ctx, r))
        }
        r @ (Route::NewGame(_)
        | Route::Learn(_)
        | Route::Play(_)
        | Route::Link(_)
        | Route::Challenge(_)
        | Route::Replay(_)) => pages.game.map_or_else(|| ().into_any(), |f| f(ctx, r)),
        Route::NotFound(_) => view! {
            <div class="page narrow message-page">
                <h1>{move || t(lang.get(), T::NotFoundTitle)}</h1>
                <p class="message">{move || t(lang.get(), T::NotFoundBody)}</p>
                <p class="actions">
                    <a class="btn btn-primary" href=Route::Lobby.href()>{move || t(lang.get(), T::BackToLobby)}</a>
                </p>
            </div>
        }
        .into_any(),
    }
}

/// The site's header: the brand, the history, the settings.
fn site_header(lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <header class="site-header">
            <a class="brand" href=Route::Lobby.href() aria-label=move || t(lang.get(), T::HomeLink)>
                <svg class="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                    <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" stroke-width="2" />
                    <circle cx="16" cy="16" r="7" fill="currentColor" opacity="0.25" />
                    <path d="M16 2v28M2 16h28M6 6l20 20M26 6L6 26" stroke="currentColor" stroke-width="1" opacity="0.55" />
                </svg>
                <span class="brand__name">{move || t(lang.get(), T::AppName)}</span>
            </a>
            <a class="header-history" href=Route::History.href()>
                // On a phone the header keeps one row: the icons, their words for screen
                // readers only (`.header-label`, issue 28).
                <svg class="header-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                        d="M4 12a8 8 0 1 0 2.4-5.7M4 4v3.5h3.5M12 7.5V12l3 2"
                        fill="none"
                        stroke="currentColor"
                        stroke-width="1.8"
                        stroke-linecap="round"
                        stroke-linejoin="round"
                    />
                </svg>
                <span class="header-label">{move || history_text::h(lang.get(), history_text::H::Title)}</span>
            </a>
            <super::settings::SettingsMenu />
        </header>
    }
}

/// The shell's notices (a save dropped or changed elsewhere, a new version ready).
fn notices(shell: Shell, lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <div class="notices" role="status" aria-live="polite">
            <UpdateNotice />
            {move || {
                shell
                    .notice
                    .get()
                    .map(|n| {
                        view! {
                            <p class="notice notice--warn">
                                <span>{move || t(lang.get(), n)}</span>
                                <button
                                    type="button"
                                    class="notice__close"
                                    aria-label=move || t(lang.get(), T::Dismiss)
                                    on:click=move |_| shell.notice.set(None)
                                >
                                    "×"
                                </button>
                            </p>
                        }
                    })
            }}
        </div>
    }
}

/// The body of a bundle's `main`: installs `games` and mounts the site with `pages`.
pub fn start(games: &'static [&'static dyn GameUi], pages: Pages) {
    // Panics are bugs; if one happens anyway, show it in the console with its message.
    console_error_panic_hook::set_once();
    registry::install(games);
    // Started by the worker's loader (no `window`): this bundle is the computers' worker.
    #[cfg(target_arch = "wasm32")]
    if web_sys::window().is_none() {
        crate::ui::computers::serve::serve();
        return;
    }
    // index.html's "Loading…" screen gives way to the app.
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(move || view! { <App pages=pages /> });
}
