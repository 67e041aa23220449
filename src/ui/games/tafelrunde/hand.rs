//! The player's hand: one button per card ("Jouer vert 7", "Play knight"). A click plays the
//! card at once; Undo takes it back. Keyboard: a roving tabindex over the playable cards
//! (arrows, Home/End; Enter/Space play). Refused cards are `disabled`, with the reason and
//! the rule in `title` and in a described-by text (and listed under the hand for phones).

use super::derive::HandCard;
use super::face::{CardInside, card_class};
use super::text::{self, Label, label};
use crate::games::tafelrunde::Card;
use crate::ui::use_settings;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

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
    // one is playable again.
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
                // A question that took the focus (the sword dialog) keeps it.
                let elsewhere = document()
                    .active_element()
                    .is_some_and(|a| a.closest("[role=dialog]").ok().flatten().is_some());
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
    view! {
        <div
            class="tf-hand"
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
                    let described = {
                        let why_id = why_id.clone();
                        move || reason.with(Option::is_some).then(|| why_id.clone())
                    };
                    view! {
                        <button
                            type="button"
                            id=id
                            class=format!("tf-card-btn {}", card_class(card))
                            class:advised=move || advised.get()
                            aria-label=move || text::play_label(lang.get(), card)
                            disabled=move || reason.with(Option::is_some)
                            title=move || reason.get()
                            aria-describedby=described
                            tabindex=move || if tab_stop.get() == Some(key) { "0" } else { "-1" }
                            on:focus=move |_| roving.set(Some(key))
                            on:click=move |_| on_pick.run(card)
                        >
                            <CardInside card=card />
                            <Show when=move || advised.get()>
                                <span class="tf-advice-badge" aria-hidden="true">
                                    "★ " {move || label(lang.get(), Label::Advice)}
                                </span>
                            </Show>
                        </button>
                        <span id=why_id class="sr-only">{move || reason.get().unwrap_or_default()}</span>
                    }
                }
            />
        </div>
    }
}
