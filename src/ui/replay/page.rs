//! The `#r=<link>` page: the step controls, the seat picker, the game's table at the step,
//! and Hard's analysis.

use super::analyst::{self, Job, Report};
use super::model::{Finding, MoveFact, Nav, judge, summary, to_analyse};
use super::text::{self as rt, R, r};
use super::{ReadOnlyTable, ReplayOut};
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

fn viewer(rec: AnyRecord, entry: &'static dyn GameUi) -> AnyView {
    provide_context(ReadOnlyTable);
    let lang = use_settings().lang;
    let game: GameId = rec.game();
    let total = rec.moves();
    let seats: Vec<SeatKind> = rec.seats().to_vec();
    let start_seat = human_seats(&seats).first().copied().unwrap_or(Seat(0));
    let seats = StoredValue::new(seats);
    // One walk of the game: its moves and its link (the analysis sends the worker parts of it).
    let (facts, link) = entry.replay_moves(&rec);
    let moves: StoredValue<Vec<MoveFact>> = StoredValue::new(facts);
    let link = StoredValue::new(link);
    let rec = StoredValue::new(rec);
    let step = RwSignal::new(0usize);
    let seat = RwSignal::new(start_seat);
    let out = ReplayOut {
        said: RwSignal::new(Vec::new()),
        choices: RwSignal::new(Vec::new()),
    };
    let news = Announcer::new();
    let first_render = StoredValue::new(true);
    let name = move |l: Lang, s: Seat| seats.with_value(|k| seat_name(l, k, s));

    // The analysis of the seat on screen: its moves and what Hard found, by log index.
    let state = RwSignal::new(Analysis::Idle);
    let jobs: RwSignal<Vec<MoveFact>> = RwSignal::new(Vec::new());
    let found: RwSignal<Vec<(usize, Option<Finding>)>> = RwSignal::new(Vec::new());
    // Reports received in the run, and whether it covers every move of the seat.
    let done = RwSignal::new(0usize);
    let whole = RwSignal::new(true);
    on_cleanup(analyst::stop);

    let go = move |nav: Nav| {
        let k = step.get_untracked();
        let next = nav.apply(k, total);
        if next != k {
            step.set(next);
        }
    };
    let on_menu = Callback::new(move |a: MenuAction| match a {
        MenuAction::Lobby => route::navigate(&Route::Lobby),
        MenuAction::Rules => route::navigate(&Route::Rules(game, None)),
        // Nothing of a game in progress is reachable from a replay.
        _ => {}
    });

    let table = move || {
        let k = step.get();
        let s = seat.get();
        let l = lang.get();
        let view = rec.with_value(|r| entry.replay_table(r, k, s, out, on_menu));
        if first_render.get_value() {
            first_render.set_value(false);
        } else {
            news.say(announce(l, k, total, &out.said.get_untracked()));
        }
        view
    };

    let on_key = move |ev: web_sys::KeyboardEvent| {
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
        go(nav);
    };

    let nav_button = move |nav: Nav, word: R, mark: &'static str| {
        view! {
            <button
                type="button"
                class="btn small replay-nav"
                aria-disabled=move || if nav.moves(step.get(), total) { "false" } else { "true" }
                on:click=move |_| go(nav)
            >
                <span aria-hidden="true">{mark}</span>
                " "
                <span>{move || r(lang.get(), word)}</span>
            </button>
        }
    };

    let change_seat = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        if let Ok(i) = v.parse::<u8>() {
            analyst::stop();
            state.set(Analysis::Idle);
            jobs.set(Vec::new());
            found.set(Vec::new());
            seat.set(Seat(i));
            let l = lang.get_untracked();
            news.say(format!("{} {}.", r(l, R::SeenBy), name(l, Seat(i))));
        }
    };

    // Analyses the seat's moves: all of them, or only the one at log index `only`.
    let run_analysis = move |only: Option<usize>| {
        let s = seat.get_untracked();
        let mine: Vec<MoveFact> = moves.with_value(|m| to_analyse(m, s));
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
        whole.set(only.is_none());
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
        jobs.set(mine.clone());
        if to_run.is_empty() {
            state.set(Analysis::Done);
            return;
        }
        // Written with the moves (`replay_moves`): a game with moves has its link.
        let Some(game_link) = link.get_value() else {
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
    };
    let start_analysis = move |_| run_analysis(None);
    // The step's move, when it is the seat's, has a choice and is not analysed yet.
    let this_move = Memo::new(move |_| {
        let fact =
            moves.with_value(|m| step.get().checked_sub(1).and_then(|i| m.get(i).copied()))?;
        let open = fact.seat == seat.get()
            && fact.choices > 1
            && !found.with(|v| v.iter().any(|(p, f)| *p == fact.ply && f.is_some()));
        open.then_some(fact.ply)
    });
    let stop = move |_| {
        analyst::stop();
        state.set(Analysis::Stopped);
        news.say(r(lang.get_untracked(), R::Stopped));
    };

    let done_count = Memo::new(move |_| done.get());
    // What Hard thinks of the step's move, when it is the seat's.
    let verdict = move || {
        let l = lang.get();
        let k = step.get();
        let s = seat.get();
        let fact = moves.with_value(|m| k.checked_sub(1).and_then(|i| m.get(i).copied()))?;
        if fact.seat != s {
            return None;
        }
        if fact.choices <= 1 {
            return Some(r(l, R::Forced).to_string());
        }
        let f = found.with(|v| v.iter().find(|(p, _)| *p == fact.ply).and_then(|(_, f)| *f));
        let choice = |i: usize| out.choices.with(|c| c.get(i).cloned()).unwrap_or_default();
        Some(match f {
            None => r(l, R::Pending).to_string(),
            Some(Finding::Same) => r(l, R::Same).to_string(),
            Some(Finding::Worse { best, tenths }) => rt::worse(l, &choice(best), tenths),
            Some(Finding::Unsearched { best }) => rt::unsearched(l, &choice(best)),
            Some(Finding::ByTheRules { best }) => rt::by_the_rules(l, &choice(best)),
        })
    };
    let finished_summary = move || {
        let l = lang.get();
        (state.get() == Analysis::Done && whole.get()).then(|| {
            let all: Vec<Finding> = found.with(|v| v.iter().filter_map(|(_, f)| *f).collect());
            let (lost, same) = summary(&all);
            rt::summary(l, same, all.len(), lost)
        })
    };
    let move_list = move || {
        let l = lang.get();
        let v = found.get();
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
    };
    let analyse_label = move || {
        let l = lang.get();
        let s = seat.get();
        let you = seats.with_value(|k| is_sole_human(k, s));
        rt::analyse(l, &name(l, s), you)
    };
    let decisions = Memo::new(move |_| moves.with_value(|m| to_analyse(m, seat.get()).len()));
    let nothing_to_analyse = Memo::new(move |_| decisions.get() == 0);
    let decisions_line = move || {
        let l = lang.get();
        let s = seat.get();
        let you = seats.with_value(|k| is_sole_human(k, s));
        rt::decisions(l, &name(l, s), you, decisions.get(), total)
    };

    // Starting or stopping the analysis replaces the button that was clicked: the focus
    // would fall to the page (and the arrow keys with it), so it moves to the button that
    // took its place (Stop while running, Analyse otherwise).
    let run_box = NodeRef::<leptos::html::Div>::new();
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

    view! {
        <div class="replay" on:keydown=on_key>
            <LiveRegion announcer=news />
            <div class="replay-head">
                <h1>{move || format!("{} — {}", r(lang.get(), R::Title), game_title(game, lang.get()))}</h1>
                <a class="btn small" href=Route::Lobby.href()>{move || r(lang.get(), R::Leave)}</a>
            </div>
            <div class="replay-bar" role="group" aria-label=move || r(lang.get(), R::Controls)>
                {nav_button(Nav::First, R::First, "«")}
                {nav_button(Nav::Back, R::Back, "◀")}
                <p class="replay-step">{move || rt::step_of(lang.get(), step.get(), total)}</p>
                {nav_button(Nav::Forward, R::Forward, "▶")}
                {nav_button(Nav::Last, R::Last, "»")}
                <label class="replay-seat">
                    <span>{move || r(lang.get(), R::SeenBy)}</span>
                    <select on:change=change_seat>
                        {move || {
                            let l = lang.get();
                            let n = seats.with_value(Vec::len);
                            (0..n)
                                .map(|i| {
                                    let s = Seat(i as u8);
                                    view! {
                                        <option value=i.to_string() selected=move || seat.get() == s>
                                            {name(l, s)}
                                        </option>
                                    }
                                })
                                .collect_view()
                        }}
                    </select>
                </label>
            </div>
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
            <section class="replay-analysis" aria-labelledby="replay-analysis-title">
                <h2 id="replay-analysis-title">{move || r(lang.get(), R::Analysis)}</h2>
                <p class="replay-decisions">{decisions_line}</p>
                {move || verdict().map(|v| view! { <p class="replay-verdict">{v}</p> })}
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
                                on:click=start_analysis
                            >
                                {analyse_label}
                            </button>
                            {move || this_move.get().map(|ply| view! {
                                <button type="button" class="btn small" on:click=move |_| run_analysis(Some(ply))>
                                    {move || r(lang.get(), R::ThisMove)}
                                </button>
                            })}
                            {(other == Analysis::Stopped).then(|| view! { <span>{move || r(lang.get(), R::Stopped)}</span> })}
                            {(other == Analysis::Unavailable).then(|| view! { <span role="alert">{move || r(lang.get(), R::Unavailable)}</span> })}
                        }
                        .into_any(),
                    }}
                </div>
                {move || finished_summary().map(|s| view! { <p class="replay-summary">{s}</p> })}
                {move_list}
                <p class="replay-scale muted">{move || r(lang.get(), R::Scale)}</p>
            </section>
        </div>
    }
    .into_any()
}
