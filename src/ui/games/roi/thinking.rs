//! Decisions that take time: the computer seats that search (Normal, Hard) and the player's
//! hint (what Hard would play), both asked of the Web Worker through [`crate::ui::thinker`].
//!
//! * A searching computer's move is requested as soon as its turn comes; the card is put
//!   down no sooner than the pace delay after that (the search counts toward the delay).
//!   A search that lasts shows "Lancelot réfléchit…" in the status line and a pulsing turn
//!   mark on the seat (nothing is read out: the table stays quiet while it waits).
//! * The hint button asks the same question for the player's own seat at level Hard; the
//!   answer outlines that card in the hand with a "★ Conseil" badge and is read out in the
//!   polite live region. Playing any card clears it.
//!
//! Every answer names the log length it was asked at: one for a position that is gone (an
//! undo, a card played meanwhile) is ignored, and a new request replaces the old one.
//! Random and Easy take microseconds: they still decide on the page, after the pace delay.

use super::Session;
use super::text::{self, Label, label};
use crate::bot::level_config;
use crate::core::cards::Card;
use crate::core::game::Game;
use crate::core::link;
use crate::core::record::{Level, SeatKind};
use crate::core::seats::Seat;
use crate::ui::session::choose_index;
use crate::ui::thinker::{self, Answer};
use crate::ui::use_settings;
use leptos::prelude::*;

/// The level the hint button asks.
pub const ADVICE_LEVEL: Level = Level::Hard;

/// A search shows "… réfléchit" only once it has lasted this long (a quick one would only
/// flash it).
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
    /// Asked at this log length; waiting for the worker.
    Asking(usize),
    /// The card Hard would play at this log length.
    Shown(usize, Card),
}

impl Advice {
    /// The advised card, if the hint is for the position at log length `ply`.
    #[must_use]
    pub fn card(self, ply: usize) -> Option<Card> {
        match self {
            Advice::Shown(p, c) if p == ply => Some(c),
            _ => None,
        }
    }
}

/// What the hint button shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AdviceState {
    /// It is the player's turn: the button asks.
    Ready,
    /// Asked; the answer is coming.
    Busy,
    /// Not the player's turn (the reason is given).
    Unavailable,
}

impl Session {
    /// A computer seat's turn: after the pace delay for Random and Easy; through the worker
    /// for the searching levels.
    pub(super) fn computer_turn(self, seat: Seat, level: Level, pace: u32) {
        if level_config(level).is_none() {
            self.timer
                .set(pace, move || self.computer_move(seat, level));
            return;
        }
        let (ply, seed, link) = self
            .record
            .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
        let Some(link) = link else {
            // Never happens for a record that replays; decide on the page anyway.
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
        self.timer.set(SHOW_THINKING_AFTER_MS, move || {
            self.thinking.set(Some(seat));
        });
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
        // The search counts toward the pace: wait only for what is left of it.
        let left = (f64::from(pace) - a.elapsed_ms).max(0.0) as u32;
        self.timer.set(left, move || {
            let g = self.game.get_untracked();
            if self.record.with_untracked(|r| r.log.len()) != ply || g.to_play() != Some(seat) {
                return;
            }
            if let Some(card) = g.legal_actions(seat).get(a.index).copied() {
                let _ = self.apply(seat, card);
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

    /// True when the seat on screen is a person whose turn it is.
    fn my_turn(self) -> bool {
        let v = self.viewer.get();
        self.handoff.get().is_none()
            && self.game.with(|g| g.to_play() == Some(v))
            && self.kind(v).is_human()
    }

    /// The hint button's state (reactive).
    pub(super) fn advice_state(self) -> AdviceState {
        if !self.my_turn() {
            return AdviceState::Unavailable;
        }
        let ply = self.record.with(|r| r.log.len());
        match self.advice.get() {
            Advice::Asking(p) if p == ply => AdviceState::Busy,
            _ => AdviceState::Ready,
        }
    }

    /// The hint button: what would Hard play here?
    pub(super) fn ask_advice(self) {
        if !untrack(|| self.my_turn()) {
            return;
        }
        let seat = self.viewer.get_untracked();
        let (ply, seed, link) = self
            .record
            .with_untracked(|r| (r.log.len(), r.seed, link::encode(r).ok()));
        match self.advice.get_untracked() {
            Advice::Asking(p) if p == ply => return,
            Advice::Shown(p, card) if p == ply => {
                // Asked again: say it again.
                let lang = self.settings.lang.get_untracked();
                self.news.say(text::advice_said(lang, ADVICE_LEVEL, card));
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
        let card = self
            .game
            .with_untracked(|g| g.legal_actions(seat).get(a.index).copied());
        let Some(card) = card else {
            self.advice.set(Advice::Idle);
            return;
        };
        self.advice.set(Advice::Shown(ply, card));
        let lang = self.settings.lang.get_untracked();
        self.news.say(text::advice_said(lang, ADVICE_LEVEL, card));
    }
}

/// The hint button, under the status line: enabled on the player's turn, otherwise
/// disabled with the reason (in `title` and in its description).
#[component]
pub fn AdviceButton(
    /// What it shows.
    #[prop(into)]
    state: Signal<AdviceState>,
    /// Element id (unique in the page), for its description.
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
            class="advice-btn"
            aria-label=move || text::advice_name(lang.get(), ADVICE_LEVEL)
            aria-busy=move || if state.get() == AdviceState::Busy { "true" } else { "false" }
            aria-describedby=described
            title=reason
            disabled=unavailable
            on:click=move |_| on_ask.run(())
        >
            <span class="advice-star" aria-hidden="true">"★"</span>
            <span>{move || label(lang.get(), Label::Advice)}</span>
            <span class="advice-dots" aria-hidden="true" class:is-hidden=move || state.get() != AdviceState::Busy>
                "…"
            </span>
        </button>
        <span id=why_id class="sr-only">{move || reason().unwrap_or_default()}</span>
    }
}
