//! The Roi table's side of the shared thinking glue ([`crate::ui::thinking`]).
//!
//! * A searching computer's move is requested as soon as its turn comes; the card is put
//!   down no sooner than the pace delay after that. A search that lasts shows "Lancelot
//!   réfléchit…" in the status line and a pulsing turn mark on the seat (nothing is read
//!   out: the table stays quiet while it waits).
//! * The hint button asks what Hard would play for the player's own seat; the answer
//!   outlines that card in the hand with a "★ Conseil" badge and is read out in the polite
//!   live region. Playing any card clears it.

use super::Session;
use super::text::{self, Label, label};
use crate::core::cards::Card;
use crate::core::record::{GameRecord, Level};
use crate::core::seats::Seat;
use crate::games::roi::Roi;
use crate::ui::session::Timer;
use crate::ui::thinking::{self as shared, Host, Thinking};
pub use crate::ui::thinking::{ADVICE_LEVEL, AdviceState, searches};
use crate::ui::use_settings;
use leptos::prelude::*;

/// The hint for the seat on screen.
pub type Advice = shared::Advice<Card>;

impl Host for Session {
    type G = Roi;

    fn record(self) -> RwSignal<GameRecord<Roi>> {
        self.record
    }

    fn game(self) -> RwSignal<Roi> {
        self.game
    }

    fn timer(self) -> Timer {
        self.timer
    }

    fn thinking(self) -> Thinking<Card> {
        self.think
    }

    fn decide(self, seat: Seat, card: Card) {
        let _ = self.apply(seat, card);
    }

    fn my_decision(self) -> bool {
        let v = self.viewer.get();
        self.handoff.get().is_none()
            && self.game.with(|g| g.to_play() == Some(v))
            && self.kind(v).is_human()
    }

    fn viewer(self) -> Seat {
        self.viewer.get_untracked()
    }

    fn say_advice(self, card: Card) {
        let lang = self.settings.lang.get_untracked();
        self.news.say(text::advice_said(lang, ADVICE_LEVEL, card));
    }
}

impl Session {
    /// A computer seat's turn: after the pace delay for Random and Easy; through the worker
    /// for the searching levels.
    pub(super) fn computer_turn(self, seat: Seat, level: Level, pace: u32) {
        shared::computer_turn(self, seat, level, pace, false);
    }

    /// Withdraws the request in the worker (if any) and its "thinking" mark.
    pub(super) fn drop_request(self) {
        self.think.drop_request();
    }

    /// The hint button's state (reactive).
    pub(super) fn advice_state(self) -> AdviceState {
        shared::advice_state(self)
    }

    /// The hint button: what would Hard play here?
    pub(super) fn ask_advice(self) {
        shared::ask_advice(self);
    }
}

/// The hint button, under the status line.
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
    view! {
        <shared::AdviceButton
            state=state
            id=id
            class="advice-btn"
            name=Signal::derive(move || text::advice_name(lang.get(), ADVICE_LEVEL))
            text=Signal::derive(move || label(lang.get(), Label::Advice).to_string())
            why=Signal::derive(move || label(lang.get(), Label::AdviceOnYourTurn).to_string())
            on_ask=on_ask
        />
    }
}
