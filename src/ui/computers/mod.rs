//! Decisions that take time, for every table: the computer seats ([`decision`], one
//! [`crate::ui::turns::Decider`]) and the player's hint (what Hard would do), asked of the
//! Web Worker through [`worker`] for the levels that search.
//!
//! * A computer's decision is a value the session waits for: Random and Easy decide on the
//!   page after the pace delay (microseconds); Normal and Hard are asked of the worker as
//!   soon as their turn comes and applied no sooner than the pace delay after that (the
//!   search counts toward the delay). A search that lasts shows "… réfléchit" (the
//!   session's `thinking` mark) — unless the caller asks for quiet (a Camelot Lancelot
//!   window, where it would tell who holds Lancelot). A worker that cannot answer is
//!   replaced by the same seeded decision on the page.
//! * The hint asks the same question for the player's own seat at level Hard; the session
//!   shows the answer and reads it out.
//!
//! The worker is brought to the position with the link choices the session's link writer
//! already holds ([`Core::link_position`]): nothing is played again on the page. A request
//! withdrawn (an undo, a move meanwhile, a newer request) ends its wait with no decision.

use crate::bot::{RuleBased, level_config};
use crate::core::game::Game;
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::ui::session::{Core, choose_index};
use crate::ui::table::TableGame;
use crate::ui::table::{Word, word};
use crate::ui::turns::TableSession;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use leptos::task::spawn_local;
use worker::Unanswered;

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

/// A computer seat's decision at the session's position, the index of its action among
/// `legal_actions(seat)`: on the page after `pace` ms for Random and Easy; through the
/// worker (or, failing it, on the page) for the searching levels, applied no sooner than
/// `pace` ms after the request. `quiet`: no "thinking" mark. `None` when the turn ends
/// first (the position changed, the request was withdrawn, the table closed).
pub async fn decision<G: RuleBased + TableGame>(
    c: Core<G>,
    seat: Seat,
    level: Level,
    pace: u32,
    quiet: bool,
) -> Option<G::Action> {
    if c.read_only() {
        // The replay viewer: the game is over or only shown, nobody moves.
        return None;
    }
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let index = if level_config(level).is_none() {
        if !c.timer.sleep(pace).await {
            return None;
        }
        c.game
            .with_untracked(|g| choose_index(level, g, seat, seed, ply))?
    } else {
        let t = c.think;
        if !quiet {
            c.timer.set(SHOW_THINKING_AFTER_MS, move || {
                t.thinking.set(Some(seat));
            });
        }
        let (index, elapsed) = ask(c, seat, level).await?;
        t.thinking.try_set(None);
        // The search counts toward the pace: wait only for what is left of it.
        let left = (f64::from(pace) - elapsed).max(0.0) as u32;
        if !c.timer.sleep(left).await {
            return None;
        }
        index
    };
    let g = c.game.get_untracked();
    if c.record.with_untracked(|r| r.log.len()) != ply || !g.actors().contains(&seat) {
        return None;
    }
    g.legal_actions(seat).get(index).copied()
}

/// Asks the worker for `seat`'s decision at `level` at the session's position: its index
/// and the milliseconds it took; decided on the page from the same seeded stream when the
/// worker cannot. `None` when the request was withdrawn.
async fn ask<G: RuleBased + TableGame>(
    c: Core<G>,
    seat: Seat,
    level: Level,
) -> Option<(usize, f64)> {
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let (moves, link) = c.link_position()?;
    let position = worker::Position {
        game: c.think.game,
        moves,
        link,
    };
    let (ticket, reply) = worker::ask(position, seat, level);
    c.think.request.set_value(Some((ticket, ply)));
    let answer = reply.await;
    c.think.request.try_update_value(|r| {
        if r.is_some_and(|(t, _)| t == ticket) {
            *r = None;
        }
    });
    match answer {
        Ok(Ok(a)) => Some((a.index, a.elapsed_ms)),
        Ok(Err(Unanswered::OnPage { started })) => {
            let t0 = worker::now();
            let index = c
                .game
                .with_untracked(|g| choose_index(level, g, seat, seed, ply))?;
            worker::log_on_page(seat, level, started, worker::now() - t0);
            Some((index, worker::now() - started))
        }
        Ok(Err(Unanswered::Withdrawn)) | Err(_) => None,
    }
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
pub fn ask_advice<S: TableSession>(s: S)
where
    S::G: RuleBased,
{
    let c = s.core();
    if !untrack(|| my_decision(c)) {
        return;
    }
    let seat = c.viewer.get_untracked();
    let ply = c.record.with_untracked(|r| r.log.len());
    let t = c.think;
    match t.advice.get_untracked() {
        Advice::Asking(p) if p == ply => return,
        Advice::Shown(p, a) if p == ply => {
            c.news.say(s.advice_text(a));
            return;
        }
        _ => {}
    }
    t.advice.set(Advice::Asking(ply));
    spawn_local(async move {
        let index = ask(c, seat, ADVICE_LEVEL).await.map(|(i, _)| i);
        if c.record.try_with_untracked(|r| r.log.len()) != Some(ply)
            || t.advice.try_get_untracked() != Some(Advice::Asking(ply))
        {
            return;
        }
        let action = index.and_then(|i| {
            c.game
                .with_untracked(|g| g.legal_actions(seat).get(i).copied())
        });
        match action {
            Some(a) => {
                t.advice.set(Advice::Shown(ply, a));
                c.news.say(s.advice_text(a));
            }
            None => t.advice.set(Advice::Idle),
        }
    });
}

/// The hint button of a card table, wired to its session (the state [`advice_state`] says,
/// [`ask_advice`] when pressed); `None` at a table with no person (`has_human` false).
pub fn table_advice_button<S: TableSession>(
    s: S,
    has_human: bool,
    id: String,
    name: fn(Lang, Level) -> String,
    why: fn(Lang) -> &'static str,
) -> Option<impl IntoView> {
    let c = s.core();
    has_human.then(|| {
        view! {
            <AdviceButton
                state=Signal::derive(move || advice_state(c))
                id=id
                class="cm-btn small cm-advice"
                name=name
                why=why
                on_ask=Callback::new(move |()| ask_advice(s))
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
