//! Decisions that take time, for every table: the computer seats that search (Normal, Hard)
//! and the player's hint (what Hard would do), both asked of the Web Worker through
//! [`crate::ui::thinker`].
//!
//! * A searching computer's decision is requested as soon as its turn comes and applied no
//!   sooner than the pace delay after that (the search counts toward the delay). A search
//!   that lasts shows "… réfléchit" (the session's `thinking` mark) — unless the caller asks
//!   for quiet (a Camelot Lancelot window, where it would tell who holds Lancelot).
//! * The hint asks the same question for the player's own seat at level Hard; the session
//!   shows the answer and reads it out ([`Host::say_advice`]).
//!
//! Every answer names the log length it was asked at: one for a position that is gone (an
//! undo, a move meanwhile) is ignored, and a new request replaces the old one. Random and
//! Easy take microseconds: they decide on the page, after the pace delay.
//!
//! A session plugs in by implementing [`Host`] (its record, its game, its timer, its
//! [`Thinking`] handles and how it applies a decision); the functions here are the rest.

use crate::bot::{RuleBased, choose, level_config};
use crate::core::game::Game;
use crate::core::link;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::ui::session::{Timer, bot_rng, choose_index};
use crate::ui::thinker::{self, Answer, Ticket};
use leptos::prelude::*;

/// The level the hint button asks.
pub const ADVICE_LEVEL: Level = Level::Hard;

/// A search shows "… réfléchit" only once it has lasted this long (a quick one would only
/// flash it).
pub const SHOW_THINKING_AFTER_MS: u32 = 250;

/// True for a computer seat whose level searches (it needs the worker).
#[must_use]
pub fn searches(kind: &SeatKind) -> bool {
    matches!(kind, SeatKind::Computer(l) if level_config(*l).is_some())
}

/// The hint for the seat on screen, tied to the log length it was asked at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Advice<A> {
    /// None asked.
    #[default]
    Idle,
    /// Asked at this log length; waiting for the worker.
    Asking(usize),
    /// What Hard would do at this log length.
    Shown(usize, A),
}

impl<A: Copy> Advice<A> {
    /// The advised action, if the hint is for the position at log length `ply`.
    #[must_use]
    pub fn action(self, ply: usize) -> Option<A> {
        match self {
            Advice::Shown(p, a) if p == ply => Some(a),
            _ => None,
        }
    }
}

/// What the hint button shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AdviceState {
    /// The player's decision: the button asks.
    Ready,
    /// Asked; the answer is coming.
    Busy,
    /// Not the player's decision (the reason is given).
    Unavailable,
}

/// A session's handles on the thinking: the request in the worker, the "thinking" mark and
/// the hint. All handles, so it is `Copy`.
pub struct Thinking<A: Send + Sync + 'static> {
    /// The request in the worker (a computer's search or the hint) and the log length it
    /// was asked at.
    request: StoredValue<Option<(Ticket, usize)>>,
    /// A computer seat whose search is taking a noticeable time.
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint for the seat on screen.
    pub advice: RwSignal<Advice<A>>,
}

impl<A: Send + Sync + 'static> Clone for Thinking<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A: Send + Sync + 'static> Copy for Thinking<A> {}

impl<A: Send + Sync + 'static> Thinking<A> {
    /// Nothing asked, nobody thinking.
    #[must_use]
    pub fn new() -> Self {
        Self {
            request: StoredValue::new(None),
            thinking: RwSignal::new(None),
            advice: RwSignal::new(Advice::Idle),
        }
    }

    /// Withdraws the request in the worker (if any) and its "thinking" mark.
    pub fn drop_request(self) {
        if let Some(Some((ticket, _))) = self.request.try_update_value(Option::take) {
            thinker::cancel(ticket);
        }
        self.thinking.try_set(None);
    }

    /// Forgets the hint.
    pub fn clear_advice(self) {
        self.advice.try_set(Advice::Idle);
    }

    fn is_current(self, a: &Answer) -> bool {
        self.request
            .try_get_value()
            .flatten()
            .is_some_and(|(t, _)| t == a.ticket)
    }
}

impl<A: Send + Sync + 'static> Default for Thinking<A> {
    fn default() -> Self {
        Self::new()
    }
}

/// The action type of a host's game.
pub type ActionOf<H> = <<H as Host>::G as Game>::Action;

/// What a session lends the thinking glue.
pub trait Host: Copy + 'static {
    /// The game.
    type G: RuleBased<Options: Send + Sync, Action: Copy + Send + Sync>
        + Clone
        + Send
        + Sync
        + 'static;
    /// The record being played.
    fn record(self) -> RwSignal<GameRecord<Self::G>>;
    /// The current position.
    fn game(self) -> RwSignal<Self::G>;
    /// The session's one timer (a computer's move, the "thinking" mark).
    fn timer(self) -> Timer;
    /// The session's thinking handles.
    fn thinking(self) -> Thinking<ActionOf<Self>>;
    /// Applies a computer's decision (the session logs, announces and moves on).
    fn decide(self, seat: Seat, action: ActionOf<Self>);
    /// True when the seat on screen is a person with a decision to take (reactive).
    fn my_decision(self) -> bool;
    /// The seat on screen.
    fn viewer(self) -> Seat;
    /// Shows nothing more: reads the hint out (the session's live region).
    fn say_advice(self, action: ActionOf<Self>);
}

/// A computer seat's decision: after `pace` ms for Random and Easy; through the worker for
/// the searching levels. `quiet`: no "thinking" mark.
pub fn computer_turn<H: Host>(h: H, seat: Seat, level: Level, pace: u32, quiet: bool) {
    if level_config(level).is_none() {
        h.timer().set(pace, move || computer_move(h, seat, level));
        return;
    }
    let (ply, seed, link) = h
        .record()
        .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
    let Some(link) = link else {
        // Never happens for a record that replays; decide on the page anyway.
        h.timer().set(pace, move || computer_move(h, seat, level));
        return;
    };
    let t = h.thinking();
    if t.request.get_value().is_none_or(|(_, p)| p != ply) {
        let game = h.game().get_untracked();
        let fallback = move || choose_index(level, &game, seat, seed, ply);
        let reply = move |a: Answer| computer_answer(h, a, seat, ply, pace);
        let ticket = thinker::request(link, seat, level, fallback, reply);
        t.request.set_value(Some((ticket, ply)));
    }
    if !quiet {
        h.timer().set(SHOW_THINKING_AFTER_MS, move || {
            t.thinking.set(Some(seat));
        });
    }
}

/// A decision of a Random or Easy seat, on the page.
fn computer_move<H: Host>(h: H, seat: Seat, level: Level) {
    let g = h.game().get_untracked();
    if !g.actors().contains(&seat) {
        return;
    }
    let (seed, ply) = h.record().with_untracked(|r| (r.seed, r.log.len()));
    let mut rng = bot_rng(seed, ply);
    if let Some(a) = choose::<H::G>(level, &g, seat, &mut rng) {
        h.decide(seat, a);
    }
}

fn computer_answer<H: Host>(h: H, a: Answer, seat: Seat, ply: usize, pace: u32) {
    let t = h.thinking();
    if !t.is_current(&a) {
        return;
    }
    t.request.set_value(None);
    t.thinking.set(None);
    // The search counts toward the pace: wait only for what is left of it.
    let left = (f64::from(pace) - a.elapsed_ms).max(0.0) as u32;
    h.timer().set(left, move || {
        let g = h.game().get_untracked();
        if h.record().with_untracked(|r| r.log.len()) != ply || !g.actors().contains(&seat) {
            return;
        }
        if let Some(action) = g.legal_actions(seat).get(a.index).copied() {
            h.decide(seat, action);
        }
    });
}

/// The hint button's state (reactive).
pub fn advice_state<H: Host>(h: H) -> AdviceState {
    if !h.my_decision() {
        return AdviceState::Unavailable;
    }
    let ply = h.record().with(|r| r.log.len());
    match h.thinking().advice.get() {
        Advice::Asking(p) if p == ply => AdviceState::Busy,
        _ => AdviceState::Ready,
    }
}

/// The hint button: what would Hard do here? Asked again, the hint is read out again.
pub fn ask_advice<H: Host>(h: H) {
    if !untrack(|| h.my_decision()) {
        return;
    }
    let seat = h.viewer();
    let (ply, seed, link) = h
        .record()
        .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
    let t = h.thinking();
    match t.advice.get_untracked() {
        Advice::Asking(p) if p == ply => return,
        Advice::Shown(p, a) if p == ply => {
            h.say_advice(a);
            return;
        }
        _ => {}
    }
    let Some(link) = link else { return };
    let game = h.game().get_untracked();
    let fallback = move || choose_index(ADVICE_LEVEL, &game, seat, seed, ply);
    let reply = move |a: Answer| advice_answer(h, a, seat, ply);
    t.advice.set(Advice::Asking(ply));
    let ticket = thinker::request(link, seat, ADVICE_LEVEL, fallback, reply);
    t.request.set_value(Some((ticket, ply)));
}

fn advice_answer<H: Host>(h: H, a: Answer, seat: Seat, ply: usize) {
    let t = h.thinking();
    if !t.is_current(&a) {
        return;
    }
    t.request.set_value(None);
    if h.record().with_untracked(|r| r.log.len()) != ply
        || t.advice.get_untracked() != Advice::Asking(ply)
    {
        return;
    }
    let action = h
        .game()
        .with_untracked(|g| g.legal_actions(seat).get(a.index).copied());
    let Some(action) = action else {
        t.advice.set(Advice::Idle);
        return;
    };
    t.advice.set(Advice::Shown(ply, action));
    h.say_advice(action);
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
    #[prop(into)]
    name: Signal<String>,
    /// Its visible word: `Conseil`.
    #[prop(into)]
    text: Signal<String>,
    /// Why it is disabled when it is.
    #[prop(into)]
    why: Signal<String>,
    /// Pressed.
    on_ask: Callback<()>,
) -> impl IntoView {
    let why_id = format!("{id}-why");
    let unavailable = move || state.get() == AdviceState::Unavailable;
    let reason = move || unavailable().then(|| why.get());
    let described = {
        let why_id = why_id.clone();
        move || unavailable().then(|| why_id.clone())
    };
    view! {
        <button
            type="button"
            id=id
            class=class
            aria-label=move || name.get()
            aria-busy=move || if state.get() == AdviceState::Busy { "true" } else { "false" }
            aria-describedby=described
            title=reason
            disabled=unavailable
            on:click=move |_| on_ask.run(())
        >
            <span class="advice-star" aria-hidden="true">"★"</span>
            <span>{move || text.get()}</span>
            <span class="advice-dots" aria-hidden="true" class:is-hidden=move || state.get() != AdviceState::Busy>
                "…"
            </span>
        </button>
        <span id=why_id class="sr-only">{move || reason().unwrap_or_default()}</span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_belongs_to_one_position() {
        let a: Advice<u8> = Advice::Shown(7, 3);
        assert_eq!(a.action(7), Some(3));
        assert_eq!(a.action(8), None);
        assert_eq!(Advice::<u8>::Asking(7).action(7), None);
        assert_eq!(Advice::<u8>::default(), Advice::Idle);
    }

    #[test]
    fn only_searching_levels_need_the_worker() {
        assert!(!searches(&SeatKind::Human));
        assert!(!searches(&SeatKind::Computer(Level::Easy)));
        assert!(searches(&SeatKind::Computer(Level::Normal)));
        assert!(searches(&SeatKind::Computer(Level::Hard)));
    }
}
