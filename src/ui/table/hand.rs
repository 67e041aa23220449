//! The player's hand, one button per card, as every table draws it.
//!
//! Keyboard: a roving tabindex over every card ([`Roving`]: arrows, Home/End move the focus;
//! Enter/Space play, as buttons do). Refused cards stay focusable so that a keyboard or
//! screen-reader user can hear why: `aria-disabled="true"` (class `refused` for the look),
//! the reason and the rule in `title` and in a described-by text, activation ignored; they
//! are listed once each under the hand for phones, which have no tooltips
//! ([`RefusalList`], whose rule ids link to the rules page). [`CardHand`] is the
//! Camelot and Tafelrunde hand, drawn from what [`TableCard`] tells of a game's cards (as is
//! [`CardFace`]); Roi's own hand uses [`Roving`].

use super::{Word, word};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use std::fmt::Display;
use std::hash::Hash;
use wasm_bindgen::JsCast;

/// The roving tab stop over the cards of a hand. All handles, so it is `Copy`.
pub struct Roving<K: Send + Sync + 'static> {
    /// The card that last had the focus.
    pub last: RwSignal<Option<K>>,
    /// Every card, in hand order (the arrows go over all of them, refused ones included).
    pub all: Memo<Vec<K>>,
    /// The playable cards, in hand order.
    pub playable: Memo<Vec<K>>,
    /// The playable card the focus goes back to after a decision.
    pub play_stop: Memo<Option<K>>,
    /// The card that takes Tab: [`Self::play_stop`] while a card is playable, else the card
    /// that last had the focus, else the first (a refused card says why when focused).
    pub tab_stop: Memo<Option<K>>,
    /// The hand's group element.
    pub group: NodeRef<leptos::html::Div>,
    prefix: StoredValue<String>,
    id: fn(&str, K) -> String,
}

impl<K: Copy + Send + Sync + 'static> Clone for Roving<K> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K: Copy + Send + Sync + 'static> Copy for Roving<K> {}

impl<K: Copy + PartialEq + Send + Sync + 'static> Roving<K> {
    /// The tab stop over `cards` (`key` gives a card's key, `playable` the key of a card that
    /// may be played now): the card `prefer` names while it is playable, else the card that
    /// last had the focus while it is, else the first playable card; when none is, the card
    /// that last had the focus, else the first. `id` makes a card's element id from the
    /// hand's `prefix`.
    #[must_use]
    pub fn new<T: Send + Sync + 'static>(
        prefix: String,
        id: fn(&str, K) -> String,
        cards: Signal<Vec<T>>,
        key: fn(&T) -> K,
        playable: fn(&T) -> Option<K>,
        prefer: Signal<Option<K>>,
    ) -> Self {
        let all = Memo::new(move |_| cards.with(|v| v.iter().map(key).collect::<Vec<_>>()));
        let playable =
            Memo::new(move |_| cards.with(|v| v.iter().filter_map(playable).collect::<Vec<_>>()));
        let last = RwSignal::new(None::<K>);
        let play_stop = Memo::new(move |_| {
            let p = playable.get();
            match (prefer.get(), last.get()) {
                (Some(a), _) if p.contains(&a) => Some(a),
                (_, Some(k)) if p.contains(&k) => Some(k),
                _ => p.first().copied(),
            }
        });
        let tab_stop = Memo::new(move |_| {
            play_stop.get().or_else(|| {
                let a = all.get();
                match last.get() {
                    Some(k) if a.contains(&k) => Some(k),
                    _ => a.first().copied(),
                }
            })
        });
        Self {
            last,
            all,
            playable,
            play_stop,
            tab_stop,
            group: NodeRef::new(),
            prefix: StoredValue::new(prefix),
            id,
        }
    }

    /// The element id of card `k`.
    #[must_use]
    pub fn id_of(self, k: K) -> String {
        self.prefix
            .try_with_value(|p| (self.id)(p, k))
            .unwrap_or_default()
    }

    /// Moves the focus to card `k`. May run from an animation frame after the hand is gone:
    /// every access is a `try_`.
    pub fn focus(self, k: K) {
        if self.last.try_set(Some(k)).is_some() {
            return;
        }
        if let Some(el) = document().get_element_by_id(&self.id_of(k))
            && let Ok(el) = el.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = el.focus();
        }
    }

    /// The group's keys: arrows move round every card (a refused one is focused too, and
    /// says why), Home and End to the ends.
    pub fn on_key(self, ev: &web_sys::KeyboardEvent) {
        let p = self.all.get_untracked();
        if p.is_empty() {
            return;
        }
        // From the card that has the focus (the last one focused), else the tab stop.
        let here = self
            .last
            .get_untracked()
            .filter(|k| self.focused(*k))
            .or_else(|| self.tab_stop.get_untracked())
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
        self.focus(p[target]);
    }

    /// True when card `k`'s element has the focus.
    fn focused(self, k: K) -> bool {
        document()
            .active_element()
            .is_some_and(|a| a.id() == self.id_of(k))
    }

    /// When the focus sat on the hand (its card was just played) and a card becomes
    /// playable again, puts it back on a card, so that keyboard play goes on.
    pub fn keep_in_hand(self) {
        Effect::new(move |_| {
            let Some(k) = self.play_stop.get() else {
                return;
            };
            let Some(g) = self.group.get_untracked() else {
                return;
            };
            let g: &web_sys::Element = g.as_ref();
            if document().active_element().as_ref() == Some(g) {
                request_animation_frame(move || self.focus(k));
            }
        });
    }

    /// After each of the player's decisions (`refocus` bumped), the focus goes back to the
    /// hand (a playable card, else the hand itself until one is), unless an element matching
    /// `keep` (a question that took it: a dialog, a panel) holds it.
    pub fn back_after(self, refocus: Signal<u32>, keep: &'static str) {
        Effect::new(move |prev: Option<u32>| {
            let n = refocus.get();
            if prev.is_some_and(|p| p != n) {
                request_animation_frame(move || {
                    let elsewhere = document()
                        .active_element()
                        .is_some_and(|a| a.closest(keep).ok().flatten().is_some());
                    if elsewhere {
                        return;
                    }
                    match self.play_stop.try_get_untracked().flatten() {
                        Some(k) => self.focus(k),
                        None => {
                            if let Some(g) = self.group.try_get_untracked().flatten() {
                                let _ = g.focus();
                            }
                        }
                    }
                });
            }
            n
        });
    }
}

/// What the shared widgets need to know of a game's cards: how the hand's buttons and the
/// faces are drawn and named.
pub trait TableCard: Copy + Eq + Hash + Display + Send + Sync + 'static {
    /// The prefix of the hand's classes: `cm` gives `cm-hand`, `cm-card-btn`,
    /// `cm-advice-badge`.
    const PREFIX: &'static str;
    /// Where a question that took the focus sits (the focus stays there after a decision).
    const KEEPS_FOCUS: &'static str;
    /// The card's classes.
    fn class(self) -> String;
    /// The card's name: `vert 7`.
    fn name(self, lang: Lang) -> String;
    /// A hand button's accessible name: `Jouer vert 7`.
    fn play_label(self, lang: Lang) -> String;
    /// The face drawn inside a card (hidden from assistive technology: the card is named).
    fn inside(self) -> AnyView;
}

/// The [`TableCard`] of a game whose face module names its cards as the others do:
/// `card_class(card)`, `card_name(lang, card)`, `text::play_label(lang, card)` and a
/// `CardInside` component drawing the face, all in scope where the macro is called
/// (Camelot, Tafelrunde; issue 27). `$keeps` is [`TableCard::KEEPS_FOCUS`].
#[macro_export]
macro_rules! face_table_card {
    ($card:ty, $prefix:literal, $keeps:literal) => {
        impl $crate::ui::table::hand::TableCard for $card {
            const PREFIX: &'static str = $prefix;
            const KEEPS_FOCUS: &'static str = $keeps;

            fn class(self) -> String {
                card_class(self)
            }

            fn name(self, lang: $crate::ui::Lang) -> String {
                card_name(lang, self)
            }

            fn play_label(self, lang: $crate::ui::Lang) -> String {
                text::play_label(lang, self)
            }

            fn inside(self) -> leptos::prelude::AnyView {
                leptos::prelude::IntoAny::into_any(
                    leptos::prelude::view! { <CardInside card=self /> },
                )
            }
        }
    };
}

/// A card as an image with its name (a display, a trick, a dialog).
#[component]
pub fn CardFace<C: TableCard>(
    /// The card.
    card: C,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <span class=card.class() role="img" aria-label=move || card.name(lang.get())>
            {card.inside()}
        </span>
    }
}

/// One card of a hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandCard<C> {
    /// The card and its copy number in the hand (keys duplicates apart).
    pub key: (C, u8),
    /// Why it cannot be played now (rule named), `None` when it can.
    pub reason: Option<String>,
    /// What playing it would do, for its description.
    pub note: Option<String>,
    /// The hint advises it.
    pub advised: bool,
}

/// The reasons of the refused cards, once each (phones have no tooltips).
#[must_use]
pub fn refusals<C>(cards: &[HandCard<C>]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for r in cards.iter().filter_map(|h| h.reason.clone()) {
        if !out.contains(&r) {
            out.push(r);
        }
    }
    out
}

/// The reasons listed under the hand: those of the refused `cards` while `shown` (the
/// player's own play), none otherwise.
#[must_use]
pub fn refused<C: TableCard>(
    shown: impl Fn() -> bool + Send + Sync + 'static,
    cards: Memo<Vec<HandCard<C>>>,
) -> Memo<Vec<String>> {
    Memo::new(move |_| {
        if !shown() {
            return Vec::new();
        }
        cards.with(|v| refusals(v))
    })
}

/// The element id of a card button: the prefix, the card's letters and digits, the copy.
fn key_id<C: Display>(prefix: &str, key: (C, u8)) -> String {
    let kind: String = key
        .0
        .to_string()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    format!("{prefix}-{kind}-{}", key.1)
}

/// The hand as buttons. A click plays the card (or opens what it asks first); the card
/// the hint advises takes the Tab stop and carries a "★ Conseil" badge.
#[component]
pub fn CardHand<C: TableCard>(
    /// The cards in hand order.
    #[prop(into)]
    cards: Signal<Vec<HandCard<C>>>,
    /// A card was chosen.
    on_pick: Callback<C>,
    /// Prefix for element ids (unique in the page).
    id_prefix: String,
    /// Bumped after each of the player's decisions: the focus goes back to the hand (a
    /// playable card, else the hand itself until one is), so keyboard play goes on.
    #[prop(into)]
    refocus: Signal<u32>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let in_lesson = crate::ui::table::words::in_lesson();
    let advised =
        Signal::derive(move || cards.with(|v| v.iter().find(|h| h.advised).map(|h| h.key)));
    let r = Roving::new(
        id_prefix,
        key_id::<C>,
        cards,
        |h| h.key,
        |h| h.reason.is_none().then_some(h.key),
        advised,
    );
    r.keep_in_hand();
    r.back_after(refocus, C::KEEPS_FOCUS);
    view! {
        <div
            class=format!("{}-hand", C::PREFIX)
            data-hand=""
            role="group"
            aria-label=move || word(lang.get(), Word::YourHand)
            tabindex="-1"
            node_ref=r.group
            on:keydown=move |ev| r.on_key(&ev)
        >
            <For
                each=move || cards.get()
                key=|h| h.key
                children=move |h| {
                    let key = h.key;
                    let card = key.0;
                    let this = Memo::new(move |_| cards.with(|v| v.iter().find(|x| x.key == key).cloned()));
                    let reason = Memo::new(move |_| this.with(|h| h.as_ref().and_then(|h| h.reason.clone())));
                    let advised = Memo::new(move |_| this.with(|h| h.as_ref().is_some_and(|h| h.advised)));
                    let id = r.id_of(key);
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
                    let refused = move || reason.with(Option::is_some);
                    view! {
                        <button
                            type="button"
                            id=id
                            class=format!("{}-card-btn {}", C::PREFIX, card.class())
                            class:advised=move || advised.get()
                            class:refused=refused
                            aria-label=move || card.play_label(lang.get())
                            aria-disabled=move || refused().then_some("true")
                            title=move || reason.get()
                            aria-describedby=described
                            tabindex=move || if r.tab_stop.get() == Some(key) { "0" } else { "-1" }
                            on:focus=move |_| r.last.set(Some(key))
                            on:click=move |_| {
                                // A refused card stays focusable to say why; it plays nothing.
                                if !refused() {
                                    on_pick.run(card);
                                }
                            }
                        >
                            {card.inside()}
                            <Show when=move || advised.get()>
                                <span class=format!("{}-advice-badge", C::PREFIX) aria-hidden="true">
                                    "★ " {move || crate::ui::table::words::badge_word(lang.get(), in_lesson)}
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

/// The reasons of the refused cards under the hand, once each (phones have no tooltips);
/// nothing when every card may be played. The rule each cites is a link to its section of
/// the rules page ([`ReasonText`]).
#[component]
pub fn RefusalList(
    /// The reasons.
    #[prop(into)]
    reasons: Signal<Vec<String>>,
) -> impl IntoView {
    move || {
        let r = reasons.get();
        (!r.is_empty()).then(|| {
            view! {
                <ul class="cm-refusals">
                    {r.into_iter().map(|t| view! { <li><ReasonText text=t /></li> }).collect_view()}
                </ul>
            }
        })
    }
}

/// A refusal's text with each rule id it cites (`(CHV-7.5)`) as a link to that rule on
/// its game's rules page ([`super::rule_link::split`]). The game is saved after every
/// action, so following the link and coming Back resumes the table.
#[component]
pub fn ReasonText(
    /// The reason, as the game's texts write it.
    text: String,
) -> impl IntoView {
    let lang = use_settings().lang;
    super::rule_link::split(&text)
        .into_iter()
        .map(|part| match part {
            super::rule_link::Part::Text(s) => s.into_any(),
            super::rule_link::Part::Rule { id, href } => {
                let label = id.clone();
                view! {
                    <a
                        class="rule-link"
                        href=href
                        aria-label=move || format!("{} {id}", word(lang.get(), Word::SeeRule))
                    >
                        {label}
                    </a>
                }
                .into_any()
            }
        })
        .collect_view()
}
