//! The Tafelrunde table's side of the shared thinking glue ([`crate::ui::thinking`]):
//! computer seats that search and the hint go through the Web Worker as at every table. The
//! hint covers both kinds of decision: a card (outlined in the hand) and a sword decision
//! (outlined in the dialog).

use super::Session;
use super::text::{self, Label, label};
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tafelrunde::{Action, Tafelrunde};
use crate::ui::session::Timer;
use crate::ui::thinking::{self as shared, Host, Thinking};
pub use crate::ui::thinking::{ADVICE_LEVEL, AdviceState};
use crate::ui::use_settings;
use leptos::prelude::*;

impl Host for Session {
    type G = Tafelrunde;

    fn record(self) -> RwSignal<GameRecord<Tafelrunde>> {
        self.record
    }

    fn game(self) -> RwSignal<Tafelrunde> {
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

/// The hint button.
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
