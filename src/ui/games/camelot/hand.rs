//! The player's side of the table: the hand (one button per card, drawn by the shared
//! [`CardHand`](crate::ui::table::hand::CardHand)), the end-of-turn bar (total preview, Stay
//! in, Withdraw) and the inline choice panels (announce a colour, take or return a token,
//! Adapt's keep).
//!
//! A card click plays it at once (colour cards and supporters) or opens its declaration
//! dialog (action cards); Undo takes a card back. Refused cards are `disabled`, with the
//! reason and the rule in `title` and in a described-by text.

use super::face::{CardInside, ColourMark, card_class};
use super::text::{CamelotLabel, label};
use crate::games::camelot::{Action, Card, Colour};
use crate::ui::use_settings;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The end of the player's turn: the total against the best opponent, Stay in (disabled
/// with the reason while it is refused) and Withdraw.
#[component]
pub fn TurnBar(
    /// `Votre total : 9 · à battre : 11 (Gauvain) — pas assez`.
    #[prop(into)]
    preview: Signal<String>,
    /// The total is enough to stay in.
    #[prop(into)]
    enough: Signal<bool>,
    /// The Stay button's name, or why staying is refused.
    #[prop(into)]
    stay: Signal<Result<String, String>>,
    /// Why withdrawing is refused (the starter's opening play), if it is.
    #[prop(into)]
    withdraw_refused: Signal<Option<String>>,
    /// A warning about withdrawing (a Maiden costs a token).
    #[prop(into)]
    withdraw_note: Signal<Option<String>>,
    /// Stay in.
    on_stay: Callback<()>,
    /// Withdraw.
    on_withdraw: Callback<()>,
    /// The hint's (or the lesson's) decision: its button is lit up.
    #[prop(into)]
    advised: Signal<Option<Action>>,
    /// Prefix for element ids.
    id_prefix: String,
) -> impl IntoView {
    let lang = use_settings().lang;
    let stay_why = format!("{id_prefix}-stay-why");
    let withdraw_why = format!("{id_prefix}-withdraw-why");
    let stay_refused = move || stay.with(|s| s.as_ref().err().cloned());
    let withdraw_text = move || withdraw_refused.get().or_else(|| withdraw_note.get());
    view! {
        <div class="cm-turnbar">
            <p class="cm-preview" class:enough=move || enough.get()>{move || preview.get()}</p>
            <div class="cm-turn-buttons">
                <button
                    type="button"
                    class="cm-btn primary"
                    class:advised=move || advised.get() == Some(Action::Stay)
                    disabled=move || stay.with(Result::is_err)
                    title=stay_refused
                    aria-describedby={
                        let id = stay_why.clone();
                        move || stay_refused().map(|_| id.clone())
                    }
                    on:click=move |_| on_stay.run(())
                >
                    {move || stay.with(|s| match s {
                        Ok(name) => name.clone(),
                        Err(_) => label(lang.get(), CamelotLabel::Stay).to_string(),
                    })}
                </button>
                <button
                    type="button"
                    class="cm-btn danger"
                    class:advised=move || advised.get() == Some(Action::Withdraw)
                    disabled=move || withdraw_refused.with(Option::is_some)
                    title=withdraw_text
                    aria-describedby={
                        let id = withdraw_why.clone();
                        move || withdraw_text().map(|_| id.clone())
                    }
                    on:click=move |_| on_withdraw.run(())
                >
                    {move || label(lang.get(), CamelotLabel::Withdraw)}
                </button>
            </div>
            <p class="cm-why" id=stay_why>{move || stay_refused().unwrap_or_default()}</p>
            // The same reason for both buttons (the opening play) is written once.
            <p class="cm-why" id=withdraw_why>
                {move || withdraw_text().filter(|w| stay_refused().as_ref() != Some(w))}
            </p>
        </div>
    }
}

/// One button of a choice panel.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PanelChoice {
    /// The decision it takes.
    pub action: Action,
    /// Its name.
    pub label: String,
    /// A colour mark shown with it.
    pub colour: Option<Colour>,
    /// A card shown with it.
    pub card: Option<Card>,
    /// Why it is refused, if it is.
    pub reason: Option<String>,
}

/// A decision taken with one button among a few (colour, token, Adapt's keep), in the
/// table's flow rather than a dialog; the focus moves to its first enabled button.
#[component]
pub fn ChoicePanel(
    /// The question.
    #[prop(into)]
    title: Signal<String>,
    /// The answers.
    #[prop(into)]
    choices: Signal<Vec<PanelChoice>>,
    /// An answer was chosen.
    on_choose: Callback<Action>,
    /// The hint's (or the lesson's) answer: its button is lit up.
    #[prop(into)]
    advised: Signal<Option<Action>>,
    /// Element id prefix.
    id_prefix: String,
) -> impl IntoView {
    let panel = NodeRef::<leptos::html::Section>::new();
    let heading = format!("{id_prefix}-q");
    let labelled = heading.clone();
    Effect::new(move |_| {
        choices.track();
        if let Some(p) = panel.get() {
            request_animation_frame(move || {
                if let Ok(Some(b)) = p.query_selector("button:not([disabled])")
                    && let Ok(b) = b.dyn_into::<web_sys::HtmlElement>()
                {
                    let _ = b.focus();
                }
            });
        }
    });
    let prefix = StoredValue::new(id_prefix);
    let items = move || choices.get().into_iter().enumerate().collect::<Vec<_>>();
    view! {
        <section class="cm-choice" node_ref=panel aria-labelledby=labelled>
            <h3 id=heading>{move || title.get()}</h3>
            <ul class="cm-choice-list">
                <For
                    each=items
                    key=Clone::clone
                    children=move |item: (usize, PanelChoice)| {
                        let (i, c) = item;
                        let why_id = prefix.with_value(|p| format!("{p}-why-{i}"));
                        let action = c.action;
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="cm-btn cm-choice-btn"
                                    class:advised=move || advised.get() == Some(action)
                                    disabled=c.reason.is_some()
                                    title=c.reason.clone()
                                    aria-describedby=c.reason.is_some().then(|| why_id.clone())
                                    on:click=move |_| on_choose.run(action)
                                >
                                    {c.colour.map(|col| view! { <ColourMark colour=col /> })}
                                    {c.card.map(|card| view! {
                                        <span class=format!("{} mini", card_class(card)) aria-hidden="true"><CardInside card=card /></span>
                                    })}
                                    <span>{c.label.clone()}</span>
                                </button>
                                {c.reason.clone().map(|r| view! { <span class="cm-why" id=why_id>{r}</span> })}
                            </li>
                        }
                    }
                />
            </ul>
        </section>
    }
}
