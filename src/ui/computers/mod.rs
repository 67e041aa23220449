//! Decisions that take time, for every table: the computer seats that search (Normal, Hard)
//! and the player's hint (what Hard would do), both asked of the Web Worker through
//! [`crate::ui::computers::worker`].
//!
//! * A searching computer's decision is requested as soon as its turn comes and applied no
//!   sooner than the pace delay after that (the search counts toward the delay). A search
//!   that lasts shows "… réfléchit" (the session's `thinking` mark) — unless the caller asks
//!   for quiet (a Camelot Lancelot window, where it would tell who holds Lancelot).
//! * The hint asks the same question for the player's own seat at level Hard; the session
//!   shows the answer and reads it out.
//!
//! Every answer names the log length it was asked at: one for a position that is gone (an
//! undo, a move meanwhile) is ignored, and a new request replaces the old one. Random and
//! Easy take microseconds: they decide on the page, after the pace delay.
//!
//! Replay once per event: the worker keeps the session's position between requests, so a
//! request sends only the moves played since the last one ([`worker::PositionUpdate`]). The
//! session remembers the position it last sent (`sent`), plays those few moves on it to
//! write them as link choices, and never encodes the whole record: when the worker holds
//! another game, [`worker`] asks for the link, which the session keeps written move by move
//! ([`Core::link`]). An undo forgets it ([`Thinking::forget_sent`]).
//!
//! A session plugs in through its [`Core`] (record, position, timer, the [`Thinking`] handles)
//! and [`Thinking::connect`] (how it applies a decision and reads a hint out); the functions
//! here are the rest.

use crate::bot::{RuleBased, choose, level_config};
use crate::core::link;
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::ui::session::{Core, bot_rng, choose_index};
use crate::ui::table::TableGame;
use crate::ui::table::{Word, word};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use worker::Answer;

pub mod handle;
#[cfg(target_arch = "wasm32")]
pub mod serve;
pub mod worker;

pub use handle::{ADVICE_LEVEL, Advice, AdviceState, SHOW_THINKING_AFTER_MS, Thinking, searches};

/// True when the seat on screen is a person with a decision to take (reactive).
fn my_decision<G: TableGame>(c: Core<G>) -> bool {
    let v = c.viewer.get();
    !c.read_only()
        && c.handoff.get().is_none()
        && c.kind(v).is_human()
        && c.game.with(|g| g.actors().contains(&v))
}

/// A computer seat's decision: after `pace` ms for Random and Easy; through the worker for
/// the searching levels. `quiet`: no "thinking" mark.
pub fn computer_turn<G: RuleBased + TableGame>(
    c: Core<G>,
    seat: Seat,
    level: Level,
    pace: u32,
    quiet: bool,
) {
    if c.read_only() {
        // The replay viewer: the game is over or only shown, nobody moves.
        return;
    }
    if level_config(level).is_none() {
        c.timer.set(pace, move || computer_move(c, seat, level));
        return;
    }
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let t = c.think;
    if t.request.get_value().is_none_or(|(_, p)| p != ply) {
        let (position, game) = position(c);
        let fallback = move || choose_index(level, &game, seat, seed, ply);
        let reply = move |a: Answer| computer_answer(c, a, seat, ply, pace);
        let ticket = worker::request(position, seat, level, fallback, reply);
        t.request.set_value(Some((ticket, ply)));
    }
    if !quiet {
        c.timer.set(SHOW_THINKING_AFTER_MS, move || {
            t.thinking.set(Some(seat));
        });
    }
}

/// The session's current position for the worker, and a copy of it (for the fallback).
/// The moves since the position last sent are written as link choices by playing them on
/// that position (a few moves, not the game); the link closure, called only if the worker
/// turns out to hold another game, gives the session's link ([`Core::link`]).
fn position<G: TableGame>(c: Core<G>) -> (worker::PositionUpdate, G) {
    let record = c.record.get_untracked();
    let game = c.game.get_untracked();
    let ply = record.log.len();
    let last = c
        .think
        .sent
        .try_update_value(|s| s.replace((ply, game.clone())))
        .flatten();
    let since = last.and_then(|(from, mut g)| {
        let moves = record
            .log
            .get(from..)?
            .iter()
            .map(|(seat, action)| {
                let i = link::choice_index(&g, *seat, action)?;
                g.play(*seat, action).ok()?;
                u32::try_from(i).ok()
            })
            .collect::<Option<Vec<u32>>>()?;
        Some((from, moves))
    });
    // The session's link as it stands at this request (a copy, a few hundred bytes): the
    // worker that must load the game gets it without a replay; only a session whose link is
    // out of step encodes the record.
    let kept = c
        .link
        .with_value(|w| w.as_ref().filter(|w| w.moves() == ply).cloned());
    let position = worker::PositionUpdate {
        game: c.think.game,
        ply,
        since,
        link: Box::new(move || match &kept {
            Some(w) => Some(w.text()),
            None => link::encode(&record).ok(),
        }),
    };
    (position, game)
}

/// A decision of a Random or Easy seat, on the page.
fn computer_move<G: RuleBased + TableGame>(c: Core<G>, seat: Seat, level: Level) {
    let g = c.game.get_untracked();
    if !g.actors().contains(&seat) {
        return;
    }
    let (seed, ply) = c.record.with_untracked(|r| (r.seed, r.log.len()));
    let mut rng = bot_rng(&g, seed, ply, seat);
    if let Some(a) = choose::<G>(level, &g, seat, &mut rng) {
        c.think.decide(seat, a);
    }
}

fn computer_answer<G: RuleBased + TableGame>(
    c: Core<G>,
    a: Answer,
    seat: Seat,
    ply: usize,
    pace: u32,
) {
    let t = c.think;
    if !t.is_current(&a) {
        return;
    }
    t.request.set_value(None);
    t.thinking.set(None);
    // The search counts toward the pace: wait only for what is left of it.
    let left = (f64::from(pace) - a.elapsed_ms).max(0.0) as u32;
    c.timer.set(left, move || {
        let g = c.game.get_untracked();
        if c.record.with_untracked(|r| r.log.len()) != ply || !g.actors().contains(&seat) {
            return;
        }
        if let Some(action) = g.legal_actions(seat).get(a.index).copied() {
            c.think.decide(seat, action);
        }
    });
}

/// The hint button's state (reactive).
pub fn advice_state<G: RuleBased + TableGame>(c: Core<G>) -> AdviceState {
    if !my_decision(c) {
        return AdviceState::Unavailable;
    }
    let ply = c.record.with(|r| r.log.len());
    match c.think.advice.get() {
        Advice::Asking(p) if p == ply => AdviceState::Busy,
        _ => AdviceState::Ready,
    }
}

/// The hint button: what would Hard do here? Asked again, the hint is read out again.
pub fn ask_advice<G: RuleBased + TableGame>(c: Core<G>) {
    if !untrack(|| my_decision(c)) {
        return;
    }
    let seat = c.viewer.get_untracked();
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let t = c.think;
    match t.advice.get_untracked() {
        Advice::Asking(p) if p == ply => return,
        Advice::Shown(p, a) if p == ply => {
            c.think.say_advice(a);
            return;
        }
        _ => {}
    }
    let (position, game) = position(c);
    let fallback = move || choose_index(ADVICE_LEVEL, &game, seat, seed, ply);
    let reply = move |a: Answer| advice_answer(c, a, seat, ply);
    t.advice.set(Advice::Asking(ply));
    let ticket = worker::request(position, seat, ADVICE_LEVEL, fallback, reply);
    t.request.set_value(Some((ticket, ply)));
}

fn advice_answer<G: RuleBased + TableGame>(c: Core<G>, a: Answer, seat: Seat, ply: usize) {
    let t = c.think;
    if !t.is_current(&a) {
        return;
    }
    t.request.set_value(None);
    if c.record.with_untracked(|r| r.log.len()) != ply
        || t.advice.get_untracked() != Advice::Asking(ply)
    {
        return;
    }
    let action = c
        .game
        .with_untracked(|g| g.legal_actions(seat).get(a.index).copied());
    let Some(action) = action else {
        t.advice.set(Advice::Idle);
        return;
    };
    t.advice.set(Advice::Shown(ply, action));
    c.think.say_advice(action);
}

/// The hint button of a card table, wired to its session (the state [`advice_state`] says,
/// [`ask_advice`] when pressed); `None` at a table with no person (`has_human` false).
pub fn table_advice_button<G: RuleBased + TableGame>(
    c: Core<G>,
    has_human: bool,
    id: String,
    name: fn(Lang, Level) -> String,
    why: fn(Lang) -> &'static str,
) -> Option<impl IntoView> {
    has_human.then(|| {
        view! {
            <AdviceButton
                state=Signal::derive(move || advice_state(c))
                id=id
                class="cm-btn small cm-advice"
                name=name
                why=why
                on_ask=Callback::new(move |()| ask_advice(c))
            />
        }
    })
}

/// The hint button: enabled on the player's decision, otherwise disabled with the reason (in
/// `title` and in its description). Each table gives its own class and texts.
#[component]
pub fn AdviceButton(
    /// What it shows.
    #[prop(into)]
    state: Signal<AdviceState>,
    /// Element id (unique in the page), for its description.
    id: String,
    /// The button's class.
    class: &'static str,
    /// Its accessible name: `Conseil : que jouerait Difficile ?`.
    name: fn(Lang, Level) -> String,
    /// Why it is disabled when it is.
    why: fn(Lang) -> &'static str,
    /// Pressed.
    on_ask: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let name = move || name(lang.get(), ADVICE_LEVEL);
    let text = move || word(lang.get(), Word::Advice);
    let why = move || why(lang.get()).to_string();
    let why_id = format!("{id}-why");
    let unavailable = move || state.get() == AdviceState::Unavailable;
    let reason = move || unavailable().then(why);
    let described = {
        let why_id = why_id.clone();
        move || unavailable().then(|| why_id.clone())
    };
    view! {
        <button
            type="button"
            id=id
            class=class
            aria-label=name
            aria-busy=move || if state.get() == AdviceState::Busy { "true" } else { "false" }
            aria-describedby=described
            title=reason
            disabled=unavailable
            on:click=move |_| on_ask.run(())
        >
            <span class="advice-star" aria-hidden="true">"★"</span>
            <span>{text}</span>
            <span class="advice-dots" aria-hidden="true" class:is-hidden=move || state.get() != AdviceState::Busy>
                "…"
            </span>
        </button>
        <span id=why_id class="sr-only">{move || reason().unwrap_or_default()}</span>
    }
}
