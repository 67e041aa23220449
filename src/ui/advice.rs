//! The hint (what would Hard do here?), for every table: the button's state, the request
//! ([`crate::ui::computers`] asks the worker) and the answer shown and read out in the
//! table's words ([`TableSession::advice_text`]).

use crate::bot::RuleBased;
use crate::core::game::Game;
use crate::core::record::Level;
use crate::ui::computers::{ADVICE_LEVEL, Advice, AdviceState, ask};
use crate::ui::session::Core;
use crate::ui::table::{TableGame, Word, word};
use crate::ui::turns::TableSession;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// True when the seat on screen is a person with a decision to take (reactive).
fn my_decision<G: TableGame>(c: Core<G>) -> bool {
    let v = c.viewer.get();
    !c.read_only()
        && c.handoff.get().is_none()
        && c.kind(v).is_human()
        && c.game.with(|g| g.actors().contains(&v))
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
