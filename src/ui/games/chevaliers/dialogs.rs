//! The decisions of CHV-17.1 that are not "play this card": the decision panel beside the
//! board (a labelled group of buttons, only legal choices, the first one taking the focus
//! when a new decision comes to the person on screen), and the dialog a card opens when it
//! may be used in several ways (Merlin's five uses, Piety or Reinforcements for whom, the
//! quest Heroism goes on, the Messenger's recipient, a sacrifice, Galahad's free card,
//! Arthur's exchange) in the shell's [`Modal`] frame (focus kept inside, Escape closes).

use super::derive::Decision;
use super::face::kind_class;
use super::text;
use crate::games::chevaliers::{Action, White};
use crate::ui::table::ActionChoice;
use crate::ui::table::modal::Modal;
use crate::ui::use_settings;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The id of the card dialog's heading.
const CARD_TITLE: &str = "chv-card-title";

/// After a decision, or when a new one comes to the person on screen: the focus goes to the
/// first button of the decision panel `id`, else to the hand's tab stop; only when it is in
/// the hand or the panel (where the last decision was taken: a played card's button may
/// stay, holding a copy of the same card) or nowhere in particular, so that a person who has
/// moved on (to the log, the board, the toolbar) keeps their place. When neither is drawn
/// yet (a busy page can paint the new decision a few frames later), it tries again on the
/// next frames.
pub fn focus_first(id: &str) {
    focus_first_within(id.to_owned(), 30);
}

fn focus_first_within(id: String, frames: u32) {
    let doc = document();
    // A refused card of the hand keeps the focus (it is `aria-disabled`, so a keyboard
    // user can hear why): the hand counts as free.
    let free = doc.active_element().is_none_or(|a| {
        a.tag_name() == "BODY"
            || !a.is_connected()
            || a.has_attribute("disabled")
            || a.get_attribute("aria-disabled").as_deref() == Some("true")
            || a.closest(".chv-decide, .chv-hand").ok().flatten().is_some()
    });
    if !free {
        return;
    }
    let first = |sel: &str| -> Option<web_sys::HtmlElement> {
        doc.query_selector(sel)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    };
    let target = first(&format!("#{id} button:not([disabled])"))
        .or_else(|| first(".chv-hand button[tabindex=\"0\"]:not([aria-disabled=\"true\"])"));
    match target {
        Some(b) => {
            let _ = b.focus();
        }
        None if frames > 0 => {
            request_animation_frame(move || focus_first_within(id, frames - 1));
        }
        None => {}
    }
}

/// The pending decision as a group of buttons.
#[component]
pub fn DecisionPanel(
    /// Element id of the panel.
    id: String,
    /// The decision.
    decision: Decision,
    /// The hint's advice, if any (its button is outlined).
    #[prop(into)]
    advised: Signal<Option<Action>>,
    /// A choice was made.
    on_choose: Callback<Action>,
    /// The sacrifice's button was pressed (CHV-3.3): its choices open.
    on_sacrifice: Callback<()>,
    /// The hint button and line.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let title_id = format!("{id}-title");
    let buttons = decision
        .choices
        .into_iter()
        .map(|ActionChoice { action, label }| {
            view! {
                <li>
                    <button
                        type="button"
                        class="cm-btn cm-choice-btn"
                        class:primary=matches!(action, Action::EndTurn | Action::Accept | Action::EvilDraw)
                        class:advised=move || advised.get() == Some(action)
                        on:click=move |_| on_choose.run(action)
                    >
                        {label}
                    </button>
                </li>
            }
        })
        .collect_view();
    let lang = use_settings().lang;
    let why_id = format!("{id}-sacrifice-why");
    let sacrifice = decision.sacrifice.map(|offer| {
        let refused = offer.refusal.is_some();
        let why_id = why_id.clone();
        view! {
            <li>
                <button
                    type="button"
                    class="cm-btn cm-choice-btn chv-sacrifice-btn"
                    disabled=refused
                    aria-describedby=refused.then(|| why_id.clone())
                    on:click=move |_| on_sacrifice.run(())
                >
                    {move || lang.get().pick(
                        "Sacrifier 1 Vie pour une autre action…",
                        "Sacrifice 1 Life for another action…",
                    )}
                </button>
            </li>
            {offer.refusal.map(|r| view! { <li class="chv-why" id=why_id>{r}</li> })}
            {offer.deadly.then(|| view! {
                <li class="chv-why chv-warn">
                    {move || lang.get().pick(
                        "⚠ Il vous reste 1 Vie : un sacrifice vous tuerait (CHV-12.4).",
                        "⚠ You have 1 Life left: a sacrifice would kill you (CHV-12.4).",
                    )}
                </li>
            })}
        }
    });
    view! {
        <section class="chv-decide" id=id role="group" aria-labelledby=title_id.clone()>
            <h2 id=title_id.clone()>{decision.title}</h2>
            {decision.lines.into_iter().map(|l| view! { <p class="cm-effect">{l}</p> }).collect_view()}
            <ul class="cm-choice-list chv-choices">{buttons}{sacrifice}</ul>
            {children.map(|c| c())}
        </section>
    }
}

/// One list item and button per choice (the dialogs' lists).
fn choice_buttons(
    choices: Vec<ActionChoice<Action>>,
    on_choose: Callback<Action>,
) -> impl IntoView {
    choices
        .into_iter()
        .map(|ActionChoice { action, label }| {
            view! {
                <li>
                    <button type="button" class="cm-btn cm-choice-btn" on:click=move |_| on_choose.run(action)>
                        {label}
                    </button>
                </li>
            }
        })
        .collect_view()
}

/// A card with several legal uses: one button per use, Cancel last.
#[component]
pub fn CardDialog(
    /// The card.
    card: White,
    /// Its legal uses, labelled.
    uses: Vec<ActionChoice<Action>>,
    /// Chosen.
    on_choose: Callback<Action>,
    /// Closed without choosing.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let buttons = choice_buttons(uses, on_choose);
    view! {
        <Modal labelled_by=CARD_TITLE on_close=on_close class="cm-dialog chv-dialog">
            <h2 id=CARD_TITLE>
                <span class=format!("chv-mini {}", kind_class(card)) aria-hidden="true">{text::white_symbol(card)}</span>
                " "
                {move || text::white_name(lang.get(), card)}
            </h2>
            <p class="cm-effect">{move || lang.get().pick("Que faire de cette carte ?", "What to do with this card?")}</p>
            <ul class="cm-choice-list chv-choices">{buttons}</ul>
            <div class="cm-dialog-actions">
                <button type="button" class="cm-btn small" on:click=move |_| on_close.run(())>
                    {move || lang.get().pick("Annuler", "Cancel")}
                </button>
            </div>
        </Modal>
    }
}

/// The id of the choice dialog's heading.
const CHOICE_TITLE: &str = "chv-choice-title";
/// The id of the death confirmation's heading and text.
const DEATH_TITLE: &str = "chv-death-title";

/// A decision's choices in a dialog (the sacrifice's extra actions, CHV-3.3): one button per
/// choice, Cancel last.
#[component]
pub fn ChoiceDialog(
    /// The heading.
    title: Signal<String>,
    /// The question under it.
    question: Signal<String>,
    /// The legal choices, labelled.
    choices: Vec<ActionChoice<Action>>,
    /// Chosen.
    on_choose: Callback<Action>,
    /// Closed without choosing.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let buttons = choice_buttons(choices, on_choose);
    view! {
        <Modal labelled_by=CHOICE_TITLE on_close=on_close class="cm-dialog chv-dialog">
            <h2 id=CHOICE_TITLE>{move || title.get()}</h2>
            <p class="cm-effect">{move || question.get()}</p>
            <ul class="cm-choice-list chv-choices">{buttons}</ul>
            <div class="cm-dialog-actions">
                <button type="button" class="cm-btn small" on:click=move |_| on_close.run(())>
                    {move || lang.get().pick("Annuler", "Cancel")}
                </button>
            </div>
        </Modal>
    }
}

/// The confirmation of a sacrifice at 1 Life (CHV-12.4: the action is carried out, then the
/// knight dies): an alert dialog whose Cancel has the focus; Escape cancels too.
#[component]
pub fn ConfirmDeath(
    /// The sacrifice's label.
    action: String,
    /// Sacrifice and die.
    on_confirm: Callback<()>,
    /// Keep the Life.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <Modal labelled_by=DEATH_TITLE on_close=on_cancel class="cm-dialog chv-dialog chv-death" alert=true>
            <h2 id=DEATH_TITLE>{move || lang.get().pick("Sacrifier votre dernière Vie\u{a0}?", "Sacrifice your last Life?")}</h2>
            <p class="cm-effect">
                {move || lang.get().pick(
                    "Il vous reste 1 Vie. L'action sera faite, puis votre chevalier mourra (CHV-12.4).",
                    "You have 1 Life left. The action will be done, then your knight dies (CHV-12.4).",
                )}
            </p>
            <p class="cm-effect"><strong>{action}</strong></p>
            <div class="cm-dialog-actions">
                <button type="button" class="cm-btn small" data-autofocus="" on:click=move |_| on_cancel.run(())>
                    {move || lang.get().pick("Annuler", "Cancel")}
                </button>
                <button type="button" class="cm-btn danger chv-die-btn" on:click=move |_| on_confirm.run(())>
                    {move || lang.get().pick("Sacrifier et mourir", "Sacrifice and die")}
                </button>
            </div>
        </Modal>
    }
}
