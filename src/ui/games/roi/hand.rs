//! The player's hand: one button per card, grouped by suit in canonical order (ROI-1.5).
//!
//! Keyboard: a roving tabindex over the playable cards (Left/Right/Up/Down, Home/End move
//! focus; Enter/Space play, as buttons do). Unplayable cards are `disabled`, with the reason
//! (and the rule) in `title` and in a described-by text. The card a hint advises is
//! outlined, carries a "★ Conseil" badge, is described as such and takes the Tab stop.

use super::text::{self, Label};
use super::thinking::ADVICE_LEVEL;
use crate::core::cards::Card;
use crate::ui::cards::{CardFace, play_label};
use crate::ui::use_settings;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One card of the hand and, when it cannot be played, why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandCard {
    /// The card.
    pub card: Card,
    /// The refusal text (rule named), `None` when the card is playable.
    pub reason: Option<String>,
    /// The hint advises this card.
    pub advised: bool,
}

/// The hand as buttons.
#[component]
pub fn Hand(
    /// The cards in display order, with their reasons.
    #[prop(into)]
    cards: Signal<Vec<HandCard>>,
    /// The player chose a card.
    on_play: Callback<Card>,
    /// Prefix for element ids (unique in the page).
    id_prefix: String,
    /// Accessible name of the hand group.
    #[prop(into)]
    label: Signal<String>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let roving = RwSignal::new(None::<Card>);
    let group = NodeRef::<leptos::html::Div>::new();
    let prefix = StoredValue::new(id_prefix);
    let card_id = move |c: Card| {
        prefix
            .try_with_value(|p| format!("{p}-card-{}", c.index()))
            .unwrap_or_default()
    };
    let playable = Memo::new(move |_| {
        cards.with(|v| {
            v.iter()
                .filter(|h| h.reason.is_none())
                .map(|h| h.card)
                .collect::<Vec<_>>()
        })
    });
    // The card that takes Tab: the last focused one while it stays playable, else the first.
    let tab_stop = Memo::new(move |_| {
        let p = playable.get();
        match roving.get() {
            Some(c) if p.contains(&c) => Some(c),
            _ => p.first().copied(),
        }
    });
    // A hint moves the Tab stop to the advised card (Tab from the hint button reaches it).
    let advised = Memo::new(move |_| cards.with(|v| v.iter().find(|h| h.advised).map(|h| h.card)));
    Effect::new(move |_| {
        if let Some(c) = advised.get() {
            roving.set(Some(c));
        }
    });
    // May run from an animation frame after the hand is gone: every access is a `try_`.
    let focus_card = move |c: Card| {
        if roving.try_set(Some(c)).is_some() {
            return;
        }
        if let Some(el) = document().get_element_by_id(&card_id(c))
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
        focus_card(p[target]);
    };
    // When the focus sat on the hand (its card was just played) and cards become playable
    // again, put it back on a card so that keyboard play goes on without hunting for it.
    Effect::new(move |_| {
        let Some(c) = tab_stop.get() else { return };
        let Some(g) = group.get_untracked() else {
            return;
        };
        let active = document().active_element();
        let g: &web_sys::Element = g.as_ref();
        if active.as_ref() == Some(g) {
            request_animation_frame(move || focus_card(c));
        }
    });
    let play = move |c: Card| {
        // The button is about to disappear: keep the focus in the hand.
        if let Some(g) = group.get_untracked() {
            let _ = g.focus();
        }
        on_play.run(c);
    };
    view! {
        <div
            class="hand"
            role="group"
            aria-label=move || label.get()
            tabindex="-1"
            node_ref=group
            on:keydown=on_key
        >
            <For
                each=move || cards.get()
                key=|h| h.card
                children=move |h: HandCard| {
                    let card = h.card;
                    let reason = Memo::new(move |_| {
                        cards
                            .with(|v| v.iter().find(|x| x.card == card).and_then(|x| x.reason.clone()))
                    });
                    let is_advised = Memo::new(move |_| advised.get() == Some(card));
                    let id = card_id(card);
                    let why_id = format!("{id}-why");
                    let described = {
                        let why_id = why_id.clone();
                        move || {
                            (reason.with(Option::is_some) || is_advised.get()).then(|| why_id.clone())
                        }
                    };
                    let why = move || {
                        let l = lang.get();
                        reason.get().unwrap_or_else(|| {
                            if is_advised.get() { text::advice_card(l, ADVICE_LEVEL) } else { String::new() }
                        })
                    };
                    // Space between suits (ROI-1.5 grouping).
                    let suit_start = Memo::new(move |_| {
                        cards.with(|v| {
                            let i = v.iter().position(|x| x.card == card);
                            i.is_some_and(|i| i > 0 && v[i - 1].card.suit() != card.suit())
                        })
                    });
                    view! {
                        <button
                            type="button"
                            id=id
                            class="card-btn"
                            class:suit-start=move || suit_start.get()
                            class:advised=move || is_advised.get()
                            aria-label=move || play_label(lang.get(), card)
                            disabled=move || reason.with(Option::is_some)
                            title=move || reason.get()
                            aria-describedby=described
                            tabindex=move || if tab_stop.get() == Some(card) { "0" } else { "-1" }
                            on:focus=move |_| roving.set(Some(card))
                            on:click=move |_| play(card)
                        >
                            <CardFace card=card />
                            <Show when=move || is_advised.get()>
                                <span class="advice-badge" aria-hidden="true">
                                    "★ "{move || text::label(lang.get(), Label::Advice)}
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
