//! The Camelot table's side of the shared thinking glue ([`crate::ui::thinking`]): computer
//! seats that search and the hint go through the Web Worker as at every table. Camelot's
//! only particularity: inside a Lancelot window a search shows no "réfléchit", which would
//! tell who holds Lancelot (CAM-11.7).

use super::Session;
use super::text::{self, Label, label};
use crate::core::game::Game;
use crate::core::record::{GameRecord, Level};
use crate::core::seats::Seat;
use crate::games::camelot::{Action, Camelot};
use crate::ui::session::Timer;
use crate::ui::thinking::{self as shared, Host, Thinking};
pub use crate::ui::thinking::{ADVICE_LEVEL, AdviceState, searches};
use crate::ui::use_settings;
use leptos::prelude::*;

/// The hint for the seat on screen.
pub type Advice = shared::Advice<Action>;

impl Host for Session {
    type G = Camelot;

    fn record(self) -> RwSignal<GameRecord<Camelot>> {
        self.record
    }

    fn game(self) -> RwSignal<Camelot> {
        self.game
    }

    fn timer(self) -> Timer {
        self.timer
    }

    fn thinking(self) -> Thinking<Action> {
        self.think
    }

    fn decide(self, seat: Seat, action: Action) {
        let _ = self.apply(seat, action);
    }

    fn my_decision(self) -> bool {
        let v = self.viewer.get();
        self.handoff.get().is_none()
            && self.kind(v).is_human()
            && self.game.with(|g| g.actors().contains(&v))
    }

    fn viewer(self) -> Seat {
        self.viewer.get_untracked()
    }

    fn say_advice(self, action: Action) {
        self.news.say(self.advice_text(action));
    }
}

impl Session {
    /// A computer seat's decision; `quiet`: no "thinking" mark (Lancelot windows).
    pub(super) fn computer_turn(self, seat: Seat, level: Level, pace: u32, quiet: bool) {
        shared::computer_turn(self, seat, level, pace, quiet);
    }

    /// Withdraws the request in the worker (if any) and its "thinking" mark.
    pub(super) fn drop_request(self) {
        self.think.drop_request();
    }

    /// The hint button's state (reactive).
    pub(super) fn advice_state(self) -> AdviceState {
        shared::advice_state(self)
    }

    /// The hint button: what would Hard do here?
    pub(super) fn ask_advice(self) {
        shared::ask_advice(self);
    }
}

/// The hint button, beside the status line.
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
    view! {
        <shared::AdviceButton
            state=state
            id=id
            class="cm-btn small cm-advice"
            name=Signal::derive(move || text::advice_name(lang.get(), ADVICE_LEVEL))
            text=Signal::derive(move || label(lang.get(), Label::Advice).to_string())
            why=Signal::derive(move || label(lang.get(), Label::AdviceOnYourTurn).to_string())
            on_ask=on_ask
        />
    }
}
