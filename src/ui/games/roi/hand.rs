//! The player's hand: one button per card, grouped by suit in canonical order (ROI-1.5).
//!
//! Keyboard: a roving tabindex over every card ([`Roving`]: Left/Right/Up/Down,
//! Home/End move focus; Enter/Space play, as buttons do). Unplayable cards stay focusable,
//! `aria-disabled="true"` (class `refused`), with the reason (and the rule) in `title` and in
//! a described-by text; activating one does nothing. The card a hint advises is
//! outlined, carries a "★ Conseil" badge, is described as such and takes the Tab stop.

use super::text;
use crate::core::cards::Card;
use crate::ui::cards::{CardFace, play_label};
use crate::ui::computers::ADVICE_LEVEL;
use crate::ui::table::hand::Roving;
use crate::ui::use_settings;
use leptos::prelude::*;

/// One card of the hand and, when it cannot be played, why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoiHandCard {
    /// The card.
    pub card: Card,
    /// The refusal text (rule named), `None` when the card is playable.
    pub reason: Option<String>,
    /// The hint advises this card.
    pub advised: bool,
}

/// The element id of a card's button.
fn card_id(prefix: &str, c: Card) -> String {
    format!("{prefix}-card-{}", c.index())
}

/// The hand as buttons.
#[component]
pub fn Hand(
    /// The cards in display order, with their reasons.
    #[prop(into)]
    cards: Signal<Vec<RoiHandCard>>,
    /// The player chose a card.
    on_play: Callback<Card>,
    /// Prefix for element ids (unique in the page).
    id_prefix: String,
    /// Accessible name of the hand group.
    #[prop(into)]
    label: Signal<String>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let in_lesson = crate::ui::table::words::in_lesson();
    // The card that takes Tab: the last focused one while it stays playable, else the first.
    let playable = |h: &RoiHandCard| h.reason.is_none().then_some(h.card);
    let r = Roving::new(
        id_prefix,
        card_id,
        cards,
        |h| h.card,
        playable,
        Signal::from(None),
    );
    let group = r.group;
    // A hint moves the Tab stop to the advised card (Tab from the hint button reaches it).
    let advised = Memo::new(move |_| cards.with(|v| v.iter().find(|h| h.advised).map(|h| h.card)));
    Effect::new(move |_| {
        if let Some(c) = advised.get() {
            r.last.set(Some(c));
        }
    });
    r.keep_in_hand();
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
            data-hand=""
            role="group"
            aria-label=move || label.get()
            tabindex="-1"
            node_ref=group
            on:keydown=move |ev| r.on_key(&ev)
        >
            <For
                each=move || cards.get()
                key=|h| h.card
                children=move |h: RoiHandCard| {
                    let card = h.card;
                    let reason = Memo::new(move |_| {
                        cards
                            .with(|v| v.iter().find(|x| x.card == card).and_then(|x| x.reason.clone()))
                    });
                    let is_advised = Memo::new(move |_| advised.get() == Some(card));
                    let id = r.id_of(card);
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
                            if !is_advised.get() {
                                String::new()
                            } else if in_lesson {
                                l.pick("Leçon : le coup à jouer", "Lesson: the move to play").to_string()
                            } else {
                                text::advice_card(l, ADVICE_LEVEL)
                            }
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
                            class:refused=move || reason.with(Option::is_some)
                            aria-label=move || play_label(lang.get(), card)
                            aria-disabled=move || reason.with(Option::is_some).then_some("true")
                            title=move || reason.get()
                            aria-describedby=described
                            tabindex=move || if r.tab_stop.get() == Some(card) { "0" } else { "-1" }
                            on:focus=move |_| r.last.set(Some(card))
                            on:click=move |_| {
                                // A refused card stays focusable to say why; it plays nothing.
                                if reason.with(Option::is_none) {
                                    play(card);
                                }
                            }
                        >
                            <CardFace card=card />
                            <Show when=move || is_advised.get()>
                                <span class="advice-badge" aria-hidden="true">
                                    "★ "{move || crate::ui::table::words::badge_word(lang.get(), in_lesson)}
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
