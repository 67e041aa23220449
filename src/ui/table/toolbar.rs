//! The toolbar above every table: Lobby, Rules, Share and Undo, then the table's own tools
//! (a drawer toggle for the log or the score sheet, Roi's last trick). Each tool is a
//! button (or, for the rules, a link) with a stroke icon and a visible word.

use super::{Word, word};
use crate::core::GameId;
use crate::ui::route::Route;
use crate::ui::{Lang, MenuAction, use_settings};
use leptos::prelude::*;

/// Toolbar icons, drawn as 24 × 24 strokes.
#[derive(Clone, Copy, Debug)]
pub enum Icon {
    /// Share.
    Share,
    /// Rules.
    Rules,
    /// Lobby.
    Home,
    /// Undo.
    Undo,
    /// Last trick.
    Last,
    /// Score sheet, log.
    Sheet,
}

/// The icon as an SVG (hidden from assistive technology: buttons carry text).
#[must_use]
pub fn icon(i: Icon) -> impl IntoView {
    let d = match i {
        Icon::Share => "M12 15V3M7 8l5-5 5 5M5 12v8h14v-8",
        Icon::Rules => "M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4zM9 9h6M9 13h6",
        Icon::Home => "M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5",
        Icon::Undo => "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
        Icon::Last => "M8 3h11v15H8zM5 6v15h11",
        Icon::Sheet => "M4 4h16v16H4zM4 9h16M4 14h16M10 4v16M15 4v16",
    };
    view! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d=d />
        </svg>
    }
}

/// The table's toolbar (a `nav` landmark): Lobby, Rules, Share, Undo, then `children`.
#[component]
pub fn Toolbar(
    /// The game whose rules page the Rules link opens; without one, Rules is a button that
    /// asks the shell.
    #[prop(optional)]
    rules: Option<GameId>,
    /// Undo's word.
    #[prop(default = Word::Undo)]
    undo: Word,
    /// Undo is possible now.
    #[prop(into)]
    can_undo: Signal<bool>,
    /// Undo pressed.
    on_undo: Callback<()>,
    /// Lobby, Rules, Share.
    on_menu: Callback<MenuAction>,
    /// The table's own tools, after Undo.
    children: Children,
) -> impl IntoView {
    let lang = use_settings().lang;
    let say = move |w: Word| move || word(lang.get(), w);
    let tool = move |ic: Icon, w: Word, action: MenuAction| {
        view! {
            <button type="button" class="tool" on:click=move |_| on_menu.run(action)>
                {icon(ic)}
                <span>{say(w)}</span>
            </button>
        }
    };
    let rules = match rules {
        Some(game) => view! {
            <a class="tool" href=Route::Rules(game, None).href()>
                {icon(Icon::Rules)}
                <span>{say(Word::Rules)}</span>
            </a>
        }
        .into_any(),
        None => tool(Icon::Rules, Word::Rules, MenuAction::Rules).into_any(),
    };
    // The replay viewer's table: nothing there acts on a game in progress.
    let playing = !crate::ui::table::words::in_replay();
    view! {
        <nav class="toolbar" aria-label=say(Word::TableActions)>
            {playing.then(|| tool(Icon::Home, Word::Lobby, MenuAction::Lobby))}
            {rules}
            {playing.then(|| view! {
                {tool(Icon::Share, Word::Share, MenuAction::Share)}
                <button type="button" class="tool" disabled=move || !can_undo.get() on:click=move |_| on_undo.run(())>
                    {icon(Icon::Undo)}
                    <span>{say(undo)}</span>
                </button>
            })}
            {children()}
        </nav>
    }
}

/// A toolbar button that opens and closes a side panel, shown on narrow screens only (the
/// log, the score sheet).
#[component]
pub fn DrawerToggle(
    /// Its word.
    text: fn(Lang) -> &'static str,
    /// The panel is open.
    open: RwSignal<bool>,
    /// The panel's id.
    controls: String,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <button
            type="button"
            class="tool only-narrow"
            aria-expanded=move || if open.get() { "true" } else { "false" }
            aria-controls=controls
            on:click=move |_| open.update(|v| *v = !*v)
        >
            {icon(Icon::Sheet)}
            <span>{move || text(lang.get())}</span>
        </button>
    }
}

/// The table's Escape key: closes whatever of `open` is open (drawers, panels), and then
/// only, keeps the key from doing anything else.
pub fn escape_closes<const N: usize>(
    open: [RwSignal<bool>; N],
) -> impl Fn(web_sys::KeyboardEvent) + Copy + 'static {
    move |ev| {
        if ev.key() == "Escape" && open.iter().any(|o| o.get_untracked()) {
            for o in open {
                o.set(false);
            }
            ev.prevent_default();
        }
    }
}

/// The top of a table with a log drawer (Camelot, Tafelrunde, Tournoi, Les Chevaliers;
/// issue 27): the live region that reads the news out, then the toolbar with `game`'s rules,
/// Undo, and the toggle of the log drawer `log_drawer`.
#[component]
pub fn LogTableBar(
    /// Where the news comes from.
    announcer: super::announce::Announcer,
    /// The game whose rules the Rules link opens.
    game: GameId,
    /// Undo is possible now.
    #[prop(into)]
    can_undo: Signal<bool>,
    /// Undo pressed.
    on_undo: Callback<()>,
    /// Lobby, Rules, Share.
    on_menu: Callback<MenuAction>,
    /// The log drawer is open.
    log_open: RwSignal<bool>,
    /// The log drawer's id.
    log_drawer: String,
) -> impl IntoView {
    view! {
        <super::announce::LiveRegion announcer=announcer />
        <Toolbar rules=game can_undo=can_undo on_undo=on_undo on_menu=on_menu>
            <DrawerToggle text=|l| word(l, Word::Log) open=log_open controls=log_drawer />
        </Toolbar>
    }
}
