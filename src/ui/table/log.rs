//! The game log every table keeps: events numbered in play order (the engine reports them
//! per seat, [`crate::core::events`]; each game keeps the ones its log shows), and the panel
//! that lists their texts, newest last.

use super::words::subject;
use super::{TableGame, Word, word};
use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::ui::Lang;
use crate::ui::session::Core;
use crate::ui::use_settings;
use leptos::prelude::*;

/// Who is who, for the log's sentences.
pub struct LogNames<'a> {
    /// Display names by seat.
    pub names: &'a [String],
    /// The only human at the table, if there is one ("you").
    pub you: Option<Seat>,
}

impl LogNames<'_> {
    /// A seat's display name.
    #[must_use]
    pub fn name(&self, s: Seat) -> String {
        self.names.get(s.index()).cloned().unwrap_or_default()
    }

    /// True for the only human.
    #[must_use]
    pub fn is_you(&self, s: Seat) -> bool {
        self.you == Some(s)
    }

    /// `Vous jouez` / `Gauvain joue`: the verbs are `(you, other)` in French, then English.
    #[must_use]
    pub fn sub(&self, lang: Lang, s: Seat, fr: (&str, &str), en: (&str, &str)) -> String {
        subject(lang, &self.name(s), self.is_you(s), fr.0, fr.1, en.0, en.1)
    }
}

/// A game's words for its log: which events are news (read out), and each event's line.
pub type LogWords<E> = (fn(&E) -> bool, fn(Lang, &LogNames<'_>, &E) -> String);

/// What a table with a log panel does with a move's events: reads out the news (the events
/// the seat on screen may see and the game's `words` call news, in their words, with the
/// display names `names` gives for the language), then adds the events to the log.
pub fn log_step<G: TableGame>(
    core: Core<G>,
    entries: RwSignal<Vec<LogEntry<Seen<G::Event>>>>,
    seen: Vec<Seen<G::Event>>,
    names: impl FnOnce(Lang) -> Vec<String>,
    words: LogWords<G::Event>,
) where
    G::Event: Send + Sync + 'static,
{
    let (is_news, describe) = words;
    let lang = core.settings.lang.get_untracked();
    let names = names(lang);
    let n = LogNames {
        names: &names,
        you: core.you(),
    };
    core.say_news(&seen, is_news, |e| describe(lang, &n, e));
    append(entries, seen);
}

/// A log panel's lines, in the current language, as the seat on screen may see them:
/// `lines(lang, viewer, names)`, where `viewer` is nobody while the device changes hands
/// (nobody's secrets then), and `names` the seats' display names (issue 27: Camelot,
/// Tournoi, Les Chevaliers).
pub fn log_lines<G: TableGame>(
    core: Core<G>,
    names: Memo<Vec<String>>,
    lines: impl Fn(Lang, Option<Seat>, &LogNames<'_>) -> Vec<LogLine> + Send + Sync + 'static,
) -> Memo<Vec<LogLine>> {
    let lang = core.settings.lang;
    Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let viewer = core.handoff.get().is_none().then(|| core.viewer.get());
        let n = LogNames {
            names: &nm,
            you: core.you(),
        };
        lines(l, viewer, &n)
    })
}

/// A line of the panel from a log line kept with who may see what, as `viewer` sees it
/// (`None`: an onlooker); `None` when it may not see the event at all.
pub fn seen_line<E>(
    e: &LogEntry<Seen<E>>,
    viewer: Option<Seat>,
    text: impl Fn(&E) -> String,
    class: fn(&E) -> &'static str,
) -> Option<LogLine> {
    let ev = e.event.view(viewer)?;
    Some(LogLine {
        id: e.id,
        text: text(ev),
        class: class(ev),
    })
}

/// The panel's lines of a log kept with who may see what, as `viewer` sees them.
pub fn seen_lines<E>(
    entries: &[LogEntry<Seen<E>>],
    viewer: Option<Seat>,
    text: impl Fn(&E) -> String,
    class: fn(&E) -> &'static str,
) -> Vec<LogLine> {
    entries
        .iter()
        .filter_map(|e| seen_line(e, viewer, &text, class))
        .collect()
}

/// A log line with a key unique in the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogEntry<E> {
    /// Key for keyed lists.
    pub id: usize,
    /// What happened.
    pub event: E,
}

/// Gives events keys from `first` on.
#[must_use]
pub fn number<E>(first: usize, events: Vec<E>) -> Vec<LogEntry<E>> {
    events
        .into_iter()
        .enumerate()
        .map(|(k, event)| LogEntry {
            id: first + k,
            event,
        })
        .collect()
}

/// Adds `events` at the end of the log, keyed after its last line.
pub fn append<E: Send + Sync + 'static>(log: RwSignal<Vec<LogEntry<E>>>, events: Vec<E>) {
    let first = log.with_untracked(|v| v.last().map_or(0, |e| e.id + 1));
    log.update(|v| v.extend(number(first, events)));
}

/// Every line of a record: the engine's events of the start position and of each action,
/// each turned into a line by `keep` (or left out), stopping at the first action that does
/// not apply.
#[must_use]
pub fn record_entries<G: Game, E>(
    record: &GameRecord<G>,
    keep: impl Fn(Seen<G::Event>) -> Option<E>,
) -> Vec<LogEntry<E>> {
    let Ok(mut g) = record.start() else {
        return Vec::new();
    };
    let mut seen = g.start_events();
    for (seat, action) in &record.log {
        if g.play_events(*seat, action, &mut seen).is_err() {
            break;
        }
    }
    number(0, seen.into_iter().filter_map(keep).collect())
}

/// One rendered line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogLine {
    /// Key.
    pub id: usize,
    /// Text.
    pub text: String,
    /// CSS class.
    pub class: &'static str,
}

/// A table's layout beside its log (Camelot, Tafelrunde, Tournoi, Les Chevaliers; issue
/// 27): the table's main column (`children`), then the log panel `id` with `lines`, a
/// drawer on phones while `open`.
#[component]
pub fn LogLayout(
    /// The log's lines.
    #[prop(into)]
    lines: Signal<Vec<LogLine>>,
    /// Id of the log panel.
    id: String,
    /// The log is open as a drawer (phones).
    open: RwSignal<bool>,
    /// The table's main column.
    children: Children,
) -> impl IntoView {
    view! {
        <div class="cm-layout">
            <div class="cm-main">{children()}</div>
            <LogPanel lines=lines id=id open=open />
        </div>
    }
}

/// The log, newest last; it keeps its end in view as lines arrive.
#[component]
pub fn LogPanel(
    /// The lines.
    #[prop(into)]
    lines: Signal<Vec<LogLine>>,
    /// Id of the panel (the toolbar's drawer button controls it).
    id: String,
    /// Opened as a drawer (phones); its close button puts it away.
    open: RwSignal<bool>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let list = NodeRef::<leptos::html::Ol>::new();
    let heading = format!("{id}-title");
    let (heading_aside, heading_list) = (heading.clone(), heading.clone());
    Effect::new(move |_| {
        lines.track();
        if let Some(el) = list.get() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <aside class="cm-log" id=id class:open=move || open.get() aria-labelledby=heading_aside>
            <div class="cm-log-head">
                <h2 id=heading>{move || word(lang.get(), Word::LogTitle)}</h2>
                <button type="button" class="cm-btn small only-narrow" on:click=move |_| open.set(false)>
                    {move || word(lang.get(), Word::Close)}
                </button>
            </div>
            <ol class="cm-log-list" node_ref=list tabindex="0" aria-labelledby=heading_list>
                <For
                    each=move || lines.get()
                    key=|l| (l.id, l.text.clone())
                    children=|l: LogLine| view! { <li class=l.class>{l.text}</li> }
                />
            </ol>
        </aside>
    }
}
