//! Decisions that take time, for every table: the computer seats that search (Normal, Hard)
//! and the player's hint (what Hard would do), both asked of the Web Worker through
//! [`crate::ui::thinker`].
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
//! request sends only the moves played since the last one ([`thinker::Position`]). The
//! session remembers the position it last sent (`sent`), plays those few moves on it to
//! write them as link choices, and never encodes the whole record: when the worker holds
//! another game, [`thinker`] asks for the link, which the session keeps written move by move
//! ([`Core::link`]). An undo forgets it ([`Thinking::forget_sent`]).
//!
//! A session plugs in through its [`Core`] (record, position, timer, the [`Thinking`] handles)
//! and [`Thinking::connect`] (how it applies a decision and reads a hint out); the functions
//! here are the rest.

use crate::bot::{RuleBased, choose, level_config};
use crate::core::link;
use crate::core::record::{Level, SeatKind};
use crate::core::seats::Seat;
use crate::ui::session::{Core, TableGame, bot_rng, choose_index};
use crate::ui::table::{Word, word};
use crate::ui::thinker::{self, Answer, Ticket};
use crate::ui::{Lang, use_settings};
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
pub struct Thinking<G: TableGame> {
    /// The request in the worker (a computer's search or the hint) and the log length it
    /// was asked at.
    request: StoredValue<Option<(Ticket, usize)>>,
    /// A computer seat whose search is taking a noticeable time.
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint for the seat on screen.
    pub advice: RwSignal<Advice<G::Action>>,
    /// What the session does with an answer.
    hooks: StoredValue<Option<Hooks<G::Action>>>,
    /// The session's number for its game in the worker ([`thinker::new_game`]).
    game: u32,
    /// The log length and position of the last request sent to the worker: the next one
    /// sends the moves since.
    sent: StoredValue<Option<(usize, G)>>,
}

/// What a session does with the answers: apply a computer's decision (it logs, announces
/// and moves on) and read a hint out (its live region).
struct Hooks<A: Send + Sync + 'static> {
    decide: Callback<(Seat, A)>,
    say_advice: Callback<A>,
}

impl<A: Send + Sync + 'static> Clone for Hooks<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A: Send + Sync + 'static> Copy for Hooks<A> {}

impl<G: TableGame> Clone for Thinking<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Thinking<G> {}

impl<G: TableGame> Thinking<G> {
    /// Nothing asked, nobody thinking.
    #[must_use]
    pub fn new() -> Self {
        Self {
            request: StoredValue::new(None),
            thinking: RwSignal::new(None),
            advice: RwSignal::new(Advice::Idle),
            hooks: StoredValue::new(None),
            game: thinker::new_game(),
            sent: StoredValue::new(None),
        }
    }

    /// The log was cut (an undo): the position last sent is not on its line any more, so the
    /// next request sends the whole game.
    pub fn forget_sent(self) {
        self.sent.try_set_value(None);
    }

    /// Plugs the session in: `decide` applies a computer's decision (the session logs,
    /// announces and moves on), `say_advice` reads the hint out.
    pub fn connect(
        self,
        decide: impl Fn(Seat, G::Action) + Send + Sync + 'static,
        say_advice: impl Fn(G::Action) + Send + Sync + 'static,
    ) {
        self.hooks.set_value(Some(Hooks {
            decide: Callback::new(move |(seat, a)| decide(seat, a)),
            say_advice: Callback::new(say_advice),
        }));
    }

    fn decide(self, seat: Seat, action: G::Action) {
        if let Some(Some(h)) = self.hooks.try_get_value() {
            h.decide.run((seat, action));
        }
    }

    fn say_advice(self, action: G::Action) {
        if let Some(Some(h)) = self.hooks.try_get_value() {
            h.say_advice.run(action);
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

impl<G: TableGame> Default for Thinking<G> {
    fn default() -> Self {
        Self::new()
    }
}

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
        let ticket = thinker::request(position, seat, level, fallback, reply);
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
fn position<G: TableGame>(c: Core<G>) -> (thinker::Position, G) {
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
    let position = thinker::Position {
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
    let ticket = thinker::request(position, seat, ADVICE_LEVEL, fallback, reply);
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
