//! The player's side of the table: the hand (one button per card), the end-of-turn bar
//! (total preview, Stay in, Withdraw) and the inline choice panels (announce a colour, take
//! or return a token, Adapt's keep).
//!
//! A card click plays it at once (colour cards and supporters) or opens its declaration
//! dialog (action cards); Undo takes a card back. Keyboard: a roving tabindex over the
//! playable cards (arrows, Home/End; Enter/Space play). Refused cards are `disabled`, with
//! the reason and the rule in `title` and in a described-by text.

use super::face::{CardInside, ColourMark, card_class};
use super::text::{self, Label, label};
use crate::games::camelot::{Action, Card, Colour};
use crate::ui::use_settings;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One card of the hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandCard {
    /// The card and its copy number in the hand (keys duplicates apart).
    pub key: (Card, u8),
    /// Why it cannot be played now (rule named), `None` when it can.
    pub reason: Option<String>,
    /// What playing it would do (the total after a display card), for its description.
    pub note: Option<String>,
    /// The hint advises it.
    pub advised: bool,
}

fn key_id(prefix: &str, key: (Card, u8)) -> String {
    let kind: String = key
        .0
        .to_string()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    format!("{prefix}-{kind}-{}", key.1)
}

/// The hand as buttons.
#[component]
pub fn Hand(
    /// The cards in hand order.
    #[prop(into)]
    cards: Signal<Vec<HandCard>>,
    /// A card was chosen.
    on_pick: Callback<Card>,
    /// Prefix for element ids (unique in the page).
    id_prefix: String,
    /// Bumped after each of the player's decisions: the focus goes back to the hand (a
    /// playable card, else the hand itself until one is), so keyboard play goes on.
    #[prop(into)]
    refocus: Signal<u32>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let roving = RwSignal::new(None::<(Card, u8)>);
    let group = NodeRef::<leptos::html::Div>::new();
    let prefix = StoredValue::new(id_prefix);
    let id_of = move |k: (Card, u8)| prefix.try_with_value(|p| key_id(p, k)).unwrap_or_default();
    let playable = Memo::new(move |_| {
        cards.with(|v| {
            v.iter()
                .filter(|h| h.reason.is_none())
                .map(|h| h.key)
                .collect::<Vec<_>>()
        })
    });
    let tab_stop = Memo::new(move |_| {
        let p = playable.get();
        let advised = cards.with(|v| v.iter().find(|h| h.advised).map(|h| h.key));
        match (advised, roving.get()) {
            (Some(a), _) if p.contains(&a) => Some(a),
            (_, Some(k)) if p.contains(&k) => Some(k),
            _ => p.first().copied(),
        }
    });
    let focus_key = move |k: (Card, u8)| {
        if roving.try_set(Some(k)).is_some() {
            return;
        }
        if let Some(el) = document().get_element_by_id(&id_of(k))
            && let Ok(el) = el.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = el.focus();
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let p = playable.get_untracked();
        if p.is_empty() {
            return;
        }
        let here = tab_stop
            .get_untracked()
            .and_then(|c| p.iter().position(|x| *x == c))
            .unwrap_or(0);
        let target = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => (here + 1) % p.len(),
            "ArrowLeft" | "ArrowUp" => (here + p.len() - 1) % p.len(),
            "Home" => 0,
            "End" => p.len() - 1,
            _ => return,
        };
        ev.prevent_default();
        focus_key(p[target]);
    };
    // The focus sat on the hand (its card was just played): put it back on a card as soon as
    // one is playable again, so that keyboard play goes on.
    Effect::new(move |_| {
        let Some(k) = tab_stop.get() else { return };
        let Some(g) = group.get_untracked() else {
            return;
        };
        let g: &web_sys::Element = g.as_ref();
        if document().active_element().as_ref() == Some(g) {
            request_animation_frame(move || focus_key(k));
        }
    });
    Effect::new(move |prev: Option<u32>| {
        let n = refocus.get();
        if prev.is_some_and(|p| p != n) {
            request_animation_frame(move || {
                // A question that took the focus (a panel, a dialog) keeps it.
                let elsewhere = document().active_element().is_some_and(|a| {
                    a.closest("[role=dialog], .cm-choice")
                        .ok()
                        .flatten()
                        .is_some()
                });
                if elsewhere {
                    return;
                }
                match tab_stop.try_get_untracked().flatten() {
                    Some(k) => focus_key(k),
                    None => {
                        if let Some(g) = group.try_get_untracked().flatten() {
                            let _ = g.focus();
                        }
                    }
                }
            });
        }
        n
    });
    // The card keeps the focus: an action card's dialog gives it back when closed.
    let pick = move |c: Card| on_pick.run(c);
    view! {
        <div
            class="cm-hand"
            role="group"
            aria-label=move || label(lang.get(), Label::YourHand)
            tabindex="-1"
            node_ref=group
            on:keydown=on_key
        >
            <For
                each=move || cards.get()
                key=|h| h.key
                children=move |h: HandCard| {
                    let key = h.key;
                    let card = key.0;
                    let this = Memo::new(move |_| cards.with(|v| v.iter().find(|x| x.key == key).cloned()));
                    let reason = Memo::new(move |_| this.with(|h| h.as_ref().and_then(|h| h.reason.clone())));
                    let advised = Memo::new(move |_| this.with(|h| h.as_ref().is_some_and(|h| h.advised)));
                    let id = id_of(key);
                    let why_id = format!("{id}-why");
                    let why = move || {
                        this.with(|h| {
                            h.as_ref()
                                .and_then(|h| h.reason.clone().or_else(|| h.note.clone()))
                                .unwrap_or_default()
                        })
                    };
                    let described = {
                        let why_id = why_id.clone();
                        move || (!why().is_empty()).then(|| why_id.clone())
                    };
                    view! {
                        <button
                            type="button"
                            id=id
                            class=format!("cm-card-btn {}", card_class(card))
                            class:advised=move || advised.get()
                            aria-label=move || text::play_label(lang.get(), card)
                            disabled=move || reason.with(Option::is_some)
                            title=move || reason.get()
                            aria-describedby=described
                            tabindex=move || if tab_stop.get() == Some(key) { "0" } else { "-1" }
                            on:focus=move |_| roving.set(Some(key))
                            on:click=move |_| pick(card)
                        >
                            <CardInside card=card />
                            <Show when=move || advised.get()>
                                <span class="cm-advice-badge" aria-hidden="true">
                                    "★ " {move || label(lang.get(), Label::Advice)}
                                </span>
                            </Show>
                        </button>
                        <span id=why_id class="sr-only">{why}</span>
                    }
                }
            />
        </div>
    }
}

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
                        Err(_) => label(lang.get(), Label::Stay).to_string(),
                    })}
                </button>
                <button
                    type="button"
                    class="cm-btn danger"
                    disabled=move || withdraw_refused.with(Option::is_some)
                    title=withdraw_text
                    aria-describedby={
                        let id = withdraw_why.clone();
                        move || withdraw_text().map(|_| id.clone())
                    }
                    on:click=move |_| on_withdraw.run(())
                >
                    {move || label(lang.get(), Label::Withdraw)}
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
pub struct Choice {
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
    choices: Signal<Vec<Choice>>,
    /// An answer was chosen.
    on_choose: Callback<Action>,
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
                    children=move |item: (usize, Choice)| {
                        let (i, c) = item;
                        let why_id = prefix.with_value(|p| format!("{p}-why-{i}"));
                        let action = c.action;
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="cm-btn cm-choice-btn"
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
