//! Decisions that take time: the computer seats that search (Normal, Hard) and the player's
//! hint (what Hard would do), both asked of the Web Worker through [`crate::ui::thinker`],
//! as at the Roi table.
//!
//! * A searching computer's decision is requested as soon as its turn comes and applied no
//!   sooner than the pace delay after that. A search that lasts shows "… réfléchit" — except
//!   in a Lancelot window, where it would tell who holds Lancelot (CAM-11.7).
//! * The hint asks the same question for the player's own seat at level Hard; the answer is
//!   shown under the status line (and a card it names is outlined) and read out.
//!
//! Every answer names the log length it was asked at: one for a position that is gone is
//! ignored. Random and Easy decide on the page, after the pace delay.

use super::Session;
use super::text::{self, Label, label};
use crate::bot::{choose, level_config};
use crate::core::game::Game;
use crate::core::link;
use crate::core::record::{Level, SeatKind};
use crate::core::seats::Seat;
use crate::games::camelot::{Action, Camelot};
use crate::ui::session::{bot_rng, choose_index};
use crate::ui::thinker::{self, Answer};
use crate::ui::use_settings;
use leptos::prelude::*;

/// The level the hint button asks.
pub const ADVICE_LEVEL: Level = Level::Hard;

/// A search shows "… réfléchit" only once it has lasted this long.
const SHOW_THINKING_AFTER_MS: u32 = 250;

/// True for a computer seat whose level searches (it needs the worker).
#[must_use]
pub fn searches(kind: &SeatKind) -> bool {
    matches!(kind, SeatKind::Computer(l) if level_config(*l).is_some())
}

/// The hint for the seat on screen, tied to the log length it was asked at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Advice {
    /// None asked.
    #[default]
    Idle,
    /// Asked at this log length.
    Asking(usize),
    /// What Hard would do at this log length.
    Shown(usize, Action),
}

impl Advice {
    /// The advised action, if the hint is for the position at log length `ply`.
    #[must_use]
    pub fn action(self, ply: usize) -> Option<Action> {
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
    /// Not the player's decision.
    Unavailable,
}

impl Session {
    /// A computer seat's decision: after `pace` ms for Random and Easy; through the worker
    /// for the searching levels. `quiet`: no "thinking" mark (Lancelot windows).
    pub(super) fn computer_turn(self, seat: Seat, level: Level, pace: u32, quiet: bool) {
        if level_config(level).is_none() {
            self.timer
                .set(pace, move || self.computer_move(seat, level));
            return;
        }
        let (ply, seed, link) = self
            .record
            .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
        let Some(link) = link else {
            self.timer
                .set(pace, move || self.computer_move(seat, level));
            return;
        };
        if self.request.get_value().is_none_or(|(_, p)| p != ply) {
            let game = self.game.get_untracked();
            let fallback = move || choose_index(level, &game, seat, seed, ply);
            let reply = move |a: Answer| self.computer_answer(a, seat, ply, pace);
            let ticket = thinker::request(link, seat, level, fallback, reply);
            self.request.set_value(Some((ticket, ply)));
        }
        if !quiet {
            self.timer.set(SHOW_THINKING_AFTER_MS, move || {
                self.thinking.set(Some(seat));
            });
        }
    }

    /// A decision of a Random or Easy seat, on the page.
    fn computer_move(self, seat: Seat, level: Level) {
        let g = self.game.get_untracked();
        if !g.actors().contains(&seat) {
            return;
        }
        let (seed, ply) = self.record.with_untracked(|r| (r.seed, r.log.len()));
        let mut rng = bot_rng(seed, ply);
        if let Some(a) = choose::<Camelot>(level, &g, seat, &mut rng) {
            let _ = self.apply(seat, a);
        }
    }

    fn is_current(self, a: &Answer) -> bool {
        self.request
            .try_get_value()
            .flatten()
            .is_some_and(|(t, _)| t == a.ticket)
    }

    fn computer_answer(self, a: Answer, seat: Seat, ply: usize, pace: u32) {
        if !self.is_current(&a) {
            return;
        }
        self.request.set_value(None);
        self.thinking.set(None);
        let left = (f64::from(pace) - a.elapsed_ms).max(0.0) as u32;
        self.timer.set(left, move || {
            let g = self.game.get_untracked();
            if self.record.with_untracked(|r| r.log.len()) != ply || !g.actors().contains(&seat) {
                return;
            }
            if let Some(action) = g.legal_actions(seat).get(a.index).copied() {
                let _ = self.apply(seat, action);
            }
        });
    }

    /// Withdraws the request in the worker (if any) and its "thinking" mark.
    pub(super) fn drop_request(self) {
        if let Some(Some((ticket, _))) = self.request.try_update_value(Option::take) {
            thinker::cancel(ticket);
        }
        self.thinking.try_set(None);
    }

    /// True when the seat on screen is a person with a decision to take.
    pub(super) fn my_decision(self) -> bool {
        let v = self.viewer.get();
        self.handoff.get().is_none()
            && self.kind(v).is_human()
            && self.game.with(|g| g.actors().contains(&v))
    }

    /// The hint button's state (reactive).
    pub(super) fn advice_state(self) -> AdviceState {
        if !self.my_decision() {
            return AdviceState::Unavailable;
        }
        let ply = self.record.with(|r| r.log.len());
        match self.advice.get() {
            Advice::Asking(p) if p == ply => AdviceState::Busy,
            _ => AdviceState::Ready,
        }
    }

    /// The hint button: what would Hard do here?
    pub(super) fn ask_advice(self) {
        if !untrack(|| self.my_decision()) {
            return;
        }
        let seat = self.viewer.get_untracked();
        let (ply, seed, link) = self
            .record
            .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
        match self.advice.get_untracked() {
            Advice::Asking(p) if p == ply => return,
            Advice::Shown(p, a) if p == ply => {
                self.news.say(self.advice_text(a));
                return;
            }
            _ => {}
        }
        let Some(link) = link else { return };
        let game = self.game.get_untracked();
        let fallback = move || choose_index(ADVICE_LEVEL, &game, seat, seed, ply);
        let reply = move |a: Answer| self.advice_answer(a, seat, ply);
        self.advice.set(Advice::Asking(ply));
        let ticket = thinker::request(link, seat, ADVICE_LEVEL, fallback, reply);
        self.request.set_value(Some((ticket, ply)));
    }

    fn advice_answer(self, a: Answer, seat: Seat, ply: usize) {
        if !self.is_current(&a) {
            return;
        }
        self.request.set_value(None);
        if self.record.with_untracked(|r| r.log.len()) != ply
            || self.advice.get_untracked() != Advice::Asking(ply)
        {
            return;
        }
        let action = self
            .game
            .with_untracked(|g| g.legal_actions(seat).get(a.index).copied());
        let Some(action) = action else {
            self.advice.set(Advice::Idle);
            return;
        };
        self.advice.set(Advice::Shown(ply, action));
        self.news.say(self.advice_text(action));
    }
}

/// The hint button, beside the status line: enabled on the player's decision, otherwise
/// disabled with the reason.
#[component]
pub fn AdviceButton(
    /// What it shows.
    #[prop(into)]
    state: Signal<AdviceState>,
    /// Element id (unique in the page).
    id: String,
    /// Pressed.
    on_ask: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let why_id = format!("{id}-why");
    let unavailable = move || state.get() == AdviceState::Unavailable;
    let reason = move || unavailable().then(|| label(lang.get(), Label::AdviceOnYourTurn));
    let described = {
        let why_id = why_id.clone();
        move || unavailable().then(|| why_id.clone())
    };
    view! {
        <button
            type="button"
            id=id
            class="cm-btn small cm-advice"
            aria-label=move || text::advice_name(lang.get(), ADVICE_LEVEL)
            aria-busy=move || if state.get() == AdviceState::Busy { "true" } else { "false" }
            aria-describedby=described
            title=reason
            disabled=unavailable
            on:click=move |_| on_ask.run(())
        >
            <span aria-hidden="true">"★ "</span>
            <span>{move || label(lang.get(), Label::Advice)}</span>
            <span aria-hidden="true" class:is-hidden=move || state.get() != AdviceState::Busy>"…"</span>
        </button>
        <span id=why_id class="sr-only">{move || reason().unwrap_or_default()}</span>
    }
}
