//! The `#r=<link>` page: the step controls, the seat picker, the game's table at the step,
//! and Hard's analysis.

use super::analyst::{self, Job, Report};
use super::model::{Finding, MoveFact, Nav, judge, summary, to_analyse};
use super::text::{self as rt, R, r};
use super::{ReadOnlyTable, ReplayOut};
use crate::core::link::LinkWriter;
use crate::core::seats::Seat;
use crate::core::{GameId, SeatKind};
use crate::ui::any_game::AnyRecord;
use crate::ui::catalog::game_title;
use crate::ui::registry::{self, GameUi};
use crate::ui::route::{self, Route};
use crate::ui::session::{Announcer, LiveRegion, human_seats, is_sole_human};
use crate::ui::text::seat_name;
use crate::ui::text::{T, t};
use crate::ui::titles::link_error;
use crate::ui::{Lang, MenuAction, use_settings};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Where the analysis stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Analysis {
    /// Not started (or reset by a change of seat).
    Idle,
    /// In the worker.
    Running,
    /// Stopped by the player.
    Stopped,
    /// The worker could not run it.
    Unavailable,
    /// Every move analysed.
    Done,
}

/// The replay of the game `text` (a share link) names.
#[component]
pub fn ReplayPage(
    /// The share link.
    text: String,
) -> impl IntoView {
    let lang = use_settings().lang;
    match crate::ui::registry::record_from_link(&text) {
        Err(e) => view! {
            <div class="page narrow message-page">
                <h1>{move || t(lang.get(), T::BadLinkTitle)}</h1>
                <p class="message" role="alert">{move || link_error(&e, lang.get())}</p>
                <p class="actions">
                    <a class="btn btn-primary" href=Route::Lobby.href()>{move || t(lang.get(), T::BackToLobby)}</a>
                </p>
            </div>
        }
        .into_any(),
        // The page is about to switch bundles when this one lacks the game.
        Ok(rec) => match registry::entry(rec.game()) {
            Some(entry) => viewer(rec, entry),
            None => ().into_any(),
        },
    }
}

/// The step's announcement: `Coup 12 / 87. Perceval joue le 7♥.`
fn announce(lang: Lang, step: usize, total: usize, said: &[String]) -> String {
    let mut line = format!("{}.", rt::step_of(lang, step, total));
    if step == 0 {
        line.push(' ');
        line.push_str(r(lang, R::Deal));
    }
    if !said.is_empty() {
        line.push(' ');
        line.push_str(&rt::sentences(said));
    }
    line
}

/// The replay's state, shared by its parts (handles only: the struct is `Copy`).
#[derive(Clone, Copy)]
struct Replay {
    lang: RwSignal<Lang>,
    game: GameId,
    /// How many moves the game has.
    total: usize,
    seats: StoredValue<Vec<SeatKind>>,
    /// The game's moves, from one walk of it.
    moves: StoredValue<Vec<MoveFact>>,
    /// The game's link, written in the same walk (the analysis sends the worker parts of it).
    link: StoredValue<Option<LinkWriter>>,
    /// The step on screen: how many moves are played (0, the deal).
    step: RwSignal<usize>,
    /// The seat the table is seen by.
    seat: RwSignal<Seat>,
    out: ReplayOut,
    news: Announcer,
    // The analysis of the seat on screen: its moves and what Hard found, by log index.
    state: RwSignal<Analysis>,
    jobs: RwSignal<Vec<MoveFact>>,
    found: RwSignal<Vec<(usize, Option<Finding>)>>,
    /// Reports received in the run.
    done: RwSignal<usize>,
    /// Whether the run covers every move of the seat.
    whole: RwSignal<bool>,
}

impl Replay {
    fn name(self, l: Lang, s: Seat) -> String {
        self.seats.with_value(|k| seat_name(l, k, s))
    }

    fn go(self, nav: Nav) {
        let k = self.step.get_untracked();
        let next = nav.apply(k, self.total);
        if next != k {
            self.step.set(next);
        }
    }

    /// The move that led to the step on screen (none at the deal).
    fn step_move(self) -> Option<MoveFact> {
        self.moves.with_value(|m| {
            self.step
                .get()
                .checked_sub(1)
                .and_then(|i| m.get(i).copied())
        })
    }
}

fn viewer(rec: AnyRecord, entry: &'static dyn GameUi) -> AnyView {
    provide_context(ReadOnlyTable);
    let seats: Vec<SeatKind> = rec.seats().to_vec();
    let start_seat = human_seats(&seats).first().copied().unwrap_or(Seat(0));
    // One walk of the game: its moves and its link (the analysis sends the worker parts of it).
    let (facts, link) = entry.replay_moves(&rec);
    let rp = Replay {
        lang: use_settings().lang,
        game: rec.game(),
        total: rec.moves(),
        seats: StoredValue::new(seats),
        moves: StoredValue::new(facts),
        link: StoredValue::new(link),
        step: RwSignal::new(0),
        seat: RwSignal::new(start_seat),
        out: ReplayOut {
            said: RwSignal::new(Vec::new()),
            choices: RwSignal::new(Vec::new()),
        },
        news: Announcer::new(),
        state: RwSignal::new(Analysis::Idle),
        jobs: RwSignal::new(Vec::new()),
        found: RwSignal::new(Vec::new()),
        done: RwSignal::new(0),
        whole: RwSignal::new(true),
    };
    let Replay {
        lang,
        game,
        total,
        step,
        out,
        news,
        ..
    } = rp;
    let rec = StoredValue::new(rec);
    let first_render = StoredValue::new(true);
    on_cleanup(analyst::stop);

    let on_menu = Callback::new(move |a: MenuAction| match a {
        MenuAction::Lobby => route::navigate(&Route::Lobby),
        MenuAction::Rules => route::navigate(&Route::Rules(game, None)),
        // Nothing of a game in progress is reachable from a replay.
        _ => {}
    });

    let table = move || {
        let k = step.get();
        let s = rp.seat.get();
        let l = lang.get();
        let view = rec.with_value(|r| entry.replay_table(r, k, s, out, on_menu));
        if first_render.get_value() {
            first_render.set_value(false);
        } else {
            news.say(announce(l, k, total, &out.said.get_untracked()));
        }
        view
    };

    view! {
        <div class="replay" on:keydown=move |ev| on_key(rp, &ev)>
            <LiveRegion announcer=news />
            <div class="replay-head">
                <h1>{move || format!("{} — {}", r(lang.get(), R::Title), game_title(game, lang.get()))}</h1>
                <a class="btn small" href=Route::Lobby.href()>{move || r(lang.get(), R::Leave)}</a>
            </div>
            {controls(rp)}
            <p class="replay-keys muted">{move || r(lang.get(), R::Keys)}</p>
            <p class="replay-last">
                {move || {
                    let l = lang.get();
                    if step.get() == 0 {
                        r(l, R::Deal).to_string()
                    } else {
                        format!("{} {}", r(l, R::LastMove), out.said.with(|s| rt::sentences(s)))
                    }
                }}
            </p>
            // The table first, right under the controls (issue 28: below the analysis it started
            // at 570 px on a laptop, the trick and hand off screen).
            <div class="replay-table">{table}</div>
            {analysis_section(rp)}
        </div>
    }
    .into_any()
}

/// The arrow keys and Home/End step through the game ([`Nav::from_key`]).
fn on_key(rp: Replay, ev: &web_sys::KeyboardEvent) {
    if ev.alt_key() || ev.ctrl_key() || ev.meta_key() || ev.default_prevented() {
        return;
    }
    let Some(nav) = Nav::from_key(&ev.key()) else {
        return;
    };
    // Form fields keep their keys; a table control that used the key (a hand's arrow keys)
    // has prevented its default (checked above).
    let theirs = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("select, input, textarea").ok().flatten())
        .is_some();
    if theirs {
        return;
    }
    ev.prevent_default();
    rp.go(nav);
}

/// The step buttons, the step count and the seat picker.
fn controls(rp: Replay) -> impl IntoView {
    let Replay {
        lang, step, total, ..
    } = rp;
    view! {
        <div class="replay-bar" role="group" aria-label=move || r(lang.get(), R::Controls)>
            {nav_button(rp, Nav::First, R::First, "«")}
            {nav_button(rp, Nav::Back, R::Back, "◀")}
            <p class="replay-step">{move || rt::step_of(lang.get(), step.get(), total)}</p>
            {nav_button(rp, Nav::Forward, R::Forward, "▶")}
            {nav_button(rp, Nav::Last, R::Last, "»")}
            <label class="replay-seat">
                <span>{move || r(lang.get(), R::SeenBy)}</span>
                <select on:change=move |ev| change_seat(rp, &ev)>
                    {move || {
                        let l = lang.get();
                        let n = rp.seats.with_value(Vec::len);
                        (0..n)
                            .map(|i| {
                                let s = Seat(i as u8);
                                view! {
                                    <option value=i.to_string() selected=move || rp.seat.get() == s>
                                        {rp.name(l, s)}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
            </label>
        </div>
    }
}

fn nav_button(rp: Replay, nav: Nav, word: R, mark: &'static str) -> impl IntoView {
    let Replay {
        lang, step, total, ..
    } = rp;
    view! {
        <button
            type="button"
            class="btn small replay-nav"
            aria-disabled=move || if nav.moves(step.get(), total) { "false" } else { "true" }
            on:click=move |_| rp.go(nav)
        >
            <span aria-hidden="true">{mark}</span>
            " "
            <span>{move || r(lang.get(), word)}</span>
        </button>
    }
}

/// Another seat picked: the analysis starts over for it.
fn change_seat(rp: Replay, ev: &leptos::ev::Event) {
    let v = event_target_value(ev);
    if let Ok(i) = v.parse::<u8>() {
        analyst::stop();
        rp.state.set(Analysis::Idle);
        rp.jobs.set(Vec::new());
        rp.found.set(Vec::new());
        rp.seat.set(Seat(i));
        let l = rp.lang.get_untracked();
        rp.news
            .say(format!("{} {}.", r(l, R::SeenBy), rp.name(l, Seat(i))));
    }
}

/// Analyses the seat's moves: all of them, or only the one at log index `only`.
fn run_analysis(rp: Replay, only: Option<usize>) {
    let Replay {
        lang,
        state,
        found,
        done,
        news,
        ..
    } = rp;
    let s = rp.seat.get_untracked();
    let mine: Vec<MoveFact> = rp.moves.with_value(|m| to_analyse(m, s));
    let mine: Vec<MoveFact> = mine
        .into_iter()
        .filter(|m| only.is_none_or(|p| p == m.ply))
        .collect();
    let to_run: Vec<Job> = mine
        .iter()
        .map(|m| Job {
            ply: m.ply,
            seat: m.seat,
        })
        .collect();
    rp.whole.set(only.is_none());
    if only.is_none() {
        found.set(mine.iter().map(|m| (m.ply, None)).collect());
    } else {
        found.update(|v| {
            for m in &mine {
                if !v.iter().any(|(p, _)| *p == m.ply) {
                    v.push((m.ply, None));
                }
            }
            crate::core::small::sort_by_key(v, |(p, _)| *p);
        });
    }
    done.set(0);
    rp.jobs.set(mine.clone());
    if to_run.is_empty() {
        state.set(Analysis::Done);
        return;
    }
    // Written with the moves (`replay_moves`): a game with moves has its link.
    let Some(game_link) = rp.link.get_value() else {
        state.set(Analysis::Unavailable);
        return;
    };
    state.set(Analysis::Running);
    // Owned by the report closure: a StoredValue made in a click handler has no owner
    // to keep it, and would read as gone when the reports come.
    let count = mine.len();
    analyst::start(game_link, to_run, move |report| {
        let i = match report {
            Report::Done(i, best, stats) => {
                let Some(m) = mine.get(i).copied() else {
                    return;
                };
                let f = judge(best, m.played, &stats);
                found.try_update(|v| {
                    if let Some(slot) = v.iter_mut().find(|(p, _)| *p == m.ply) {
                        slot.1 = Some(f);
                    }
                });
                i
            }
            Report::Failed(i) => i,
            Report::Unavailable => {
                state.try_set(Analysis::Unavailable);
                return;
            }
        };
        done.try_set(i + 1);
        if i + 1 == count {
            state.try_set(Analysis::Done);
            if only.is_none() {
                let l = lang.get_untracked();
                let all: Vec<Finding> = found
                    .try_with_untracked(|v| v.iter().filter_map(|(_, f)| *f).collect())
                    .unwrap_or_default();
                let (lost, same) = summary(&all);
                news.say(rt::summary(l, same, all.len(), lost));
            } else {
                news.say(r(lang.get_untracked(), R::MoveDone));
            }
        }
    });
}

/// What Hard thinks of the step's move, when it is the seat's.
fn verdict(rp: Replay) -> Option<String> {
    let l = rp.lang.get();
    let fact = rp.step_move()?;
    if fact.seat != rp.seat.get() {
        return None;
    }
    if fact.choices <= 1 {
        return Some(r(l, R::Forced).to_string());
    }
    let f = rp
        .found
        .with(|v| v.iter().find(|(p, _)| *p == fact.ply).and_then(|(_, f)| *f));
    let choice = |i: usize| {
        rp.out
            .choices
            .with(|c| c.get(i).cloned())
            .unwrap_or_default()
    };
    Some(match f {
        None => r(l, R::Pending).to_string(),
        Some(Finding::Same) => r(l, R::Same).to_string(),
        Some(Finding::Worse { best, tenths }) => rt::worse(l, &choice(best), tenths),
        Some(Finding::Unsearched { best }) => rt::unsearched(l, &choice(best)),
        Some(Finding::ByTheRules { best }) => rt::by_the_rules(l, &choice(best)),
    })
}

/// The analysed moves, each a button to its step, once the analysis found something.
fn move_list(rp: Replay) -> Option<impl IntoView> {
    let step = rp.step;
    let l = rp.lang.get();
    let v = rp.found.get();
    if v.iter().all(|(_, f)| f.is_none()) {
        return None;
    }
    let items = v
        .into_iter()
        .filter_map(|(ply, f)| {
            let f = f?;
            let tenths = match f {
                Finding::Same => Some(0),
                Finding::Worse { tenths, .. } => Some(tenths),
                Finding::Unsearched { .. } | Finding::ByTheRules { .. } => None,
            };
            let to = ply + 1;
            Some(view! {
                <li>
                    <button
                        type="button"
                        class="btn small"
                        class:lost=tenths.is_none_or(|t| t > 0)
                        aria-current=move || (step.get() == to).then_some("step")
                        on:click=move |_| step.set(to)
                    >
                        {rt::move_loss(l, to, tenths)}
                    </button>
                </li>
            })
        })
        .collect_view();
    Some(view! {
        <h3>{r(l, R::Moves)}</h3>
        <ul class="replay-moves">{items}</ul>
    })
}

/// Hard's analysis of the seat's moves: how many decisions, the verdict on the step's
/// move, the run's buttons and progress, the summary and the list of moves.
fn analysis_section(rp: Replay) -> impl IntoView {
    let Replay {
        lang,
        total,
        state,
        found,
        whole,
        ..
    } = rp;
    let finished_summary = move || {
        let l = lang.get();
        (state.get() == Analysis::Done && whole.get()).then(|| {
            let all: Vec<Finding> = found.with(|v| v.iter().filter_map(|(_, f)| *f).collect());
            let (lost, same) = summary(&all);
            rt::summary(l, same, all.len(), lost)
        })
    };
    let decisions = Memo::new(move |_| rp.moves.with_value(|m| to_analyse(m, rp.seat.get()).len()));
    let decisions_line = move || {
        let l = lang.get();
        let s = rp.seat.get();
        let you = rp.seats.with_value(|k| is_sole_human(k, s));
        rt::decisions(l, &rp.name(l, s), you, decisions.get(), total)
    };
    view! {
        <section class="replay-analysis" aria-labelledby="replay-analysis-title">
            <h2 id="replay-analysis-title">{move || r(lang.get(), R::Analysis)}</h2>
            <p class="replay-decisions">{decisions_line}</p>
            {move || verdict(rp).map(|v| view! { <p class="replay-verdict">{v}</p> })}
            {run_buttons(rp, decisions)}
            {move || finished_summary().map(|s| view! { <p class="replay-summary">{s}</p> })}
            {move || move_list(rp)}
            <p class="replay-scale muted">{move || r(lang.get(), R::Scale)}</p>
        </section>
    }
}

/// Analyse (the seat's moves, or the step's move alone) while no run goes on; the progress
/// and Stop during one.
fn run_buttons(rp: Replay, decisions: Memo<usize>) -> impl IntoView {
    let Replay {
        lang,
        state,
        jobs,
        found,
        news,
        ..
    } = rp;
    // The step's move, when it is the seat's, has a choice and is not analysed yet.
    let this_move = Memo::new(move |_| {
        let fact = rp.step_move()?;
        let open = fact.seat == rp.seat.get()
            && fact.choices > 1
            && !found.with(|v| v.iter().any(|(p, f)| *p == fact.ply && f.is_some()));
        open.then_some(fact.ply)
    });
    let stop = move |_| {
        analyst::stop();
        state.set(Analysis::Stopped);
        news.say(r(lang.get_untracked(), R::Stopped));
    };
    let done_count = Memo::new(move |_| rp.done.get());
    let nothing_to_analyse = Memo::new(move |_| decisions.get() == 0);
    let analyse_label = move || {
        let l = lang.get();
        let s = rp.seat.get();
        let you = rp.seats.with_value(|k| is_sole_human(k, s));
        rt::analyse(l, &rp.name(l, s), you)
    };
    let run_box = NodeRef::<leptos::html::Div>::new();
    focus_follows_the_run(state, run_box);
    view! {
        <div class="replay-run" node_ref=run_box>
            {move || match state.get() {
                Analysis::Running => view! {
                    <progress
                        max=move || jobs.with(Vec::len).max(1)
                        value=move || done_count.get()
                        aria-label=move || r(lang.get(), R::Progress)
                    ></progress>
                    <span class="replay-progress">
                        {move || rt::progress(lang.get(), done_count.get(), jobs.with(Vec::len))}
                    </span>
                    <button type="button" class="btn small" on:click=stop>
                        {move || r(lang.get(), R::Stop)}
                    </button>
                }
                .into_any(),
                other => view! {
                    <button
                        type="button"
                        class="btn small btn-primary"
                        disabled=move || nothing_to_analyse.get()
                        on:click=move |_| run_analysis(rp, None)
                    >
                        {analyse_label}
                    </button>
                    {move || this_move.get().map(|ply| view! {
                        <button type="button" class="btn small" on:click=move |_| run_analysis(rp, Some(ply))>
                            {move || r(lang.get(), R::ThisMove)}
                        </button>
                    })}
                    {(other == Analysis::Stopped).then(|| view! { <span>{move || r(lang.get(), R::Stopped)}</span> })}
                    {(other == Analysis::Unavailable).then(|| view! { <span role="alert">{move || r(lang.get(), R::Unavailable)}</span> })}
                }
                .into_any(),
            }}
        </div>
    }
}

/// Starting or stopping the analysis replaces the button that was clicked: the focus would
/// fall to the page (and the arrow keys with it), so it moves to the button that took its
/// place (Stop while running, Analyse otherwise).
fn focus_follows_the_run(state: RwSignal<Analysis>, run_box: NodeRef<leptos::html::Div>) {
    Effect::new(move |prev: Option<Analysis>| {
        let now = state.get();
        if prev.is_some_and(|p| p != now) {
            request_animation_frame(move || {
                let body_has_focus = document()
                    .active_element()
                    .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
                if !body_has_focus {
                    return;
                }
                let button = run_box
                    .get_untracked()
                    .and_then(|d| d.query_selector("button:not([disabled])").ok().flatten())
                    .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(b) = button {
                    let _ = b.focus();
                }
            });
        }
        now
    });
}
