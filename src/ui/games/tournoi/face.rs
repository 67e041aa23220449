//! How a Tournoi weapon card looks: its suit's symbol and colour (the symbol alone tells the
//! suits apart), its value, ☠ on poison cards. The hand's buttons are [`super::hand`].

use super::text::{self, card_name};
use crate::games::tournoi::{Card, Kind, Suit};
use crate::ui::Lang;
use leptos::prelude::*;

/// The class of a card's suit family.
#[must_use]
pub fn suit_class(c: Card) -> &'static str {
    match c.kind() {
        Kind::Basic(Suit::Swords, _) => "tn-sw",
        Kind::Basic(Suit::Arrows, _) => "tn-ar",
        Kind::Basic(Suit::Sorcery, _) => "tn-so",
        Kind::Basic(Suit::Deception, _) => "tn-de",
        Kind::Alchemy(_) => "tn-al",
        Kind::Merlin => "tn-me",
        Kind::Apprentice => "tn-ap",
    }
}

/// The symbol printed on a card.
#[must_use]
pub fn symbol(c: Card) -> &'static str {
    match c.kind() {
        Kind::Basic(s, _) => text::suit_symbol(s),
        Kind::Alchemy(_) => "⚗",
        Kind::Merlin | Kind::Apprentice => "✺",
    }
}

/// The short mark printed on a card: its value, `M` for Merlin, `A` for the Apprentice.
#[must_use]
pub fn mark(c: Card) -> String {
    match c.kind() {
        Kind::Basic(_, v) | Kind::Alchemy(v) => v.to_string(),
        Kind::Merlin => "M".into(),
        Kind::Apprentice => "A".into(),
    }
}

/// The inside of a card (hidden from assistive technology: the card is named).
#[component]
pub fn CardInside(
    /// The card.
    card: Card,
) -> impl IntoView {
    view! {
        <span class="tn-sym" aria-hidden="true">{symbol(card)}</span>
        <span class="tn-val" aria-hidden="true">{mark(card)}</span>
        {card.is_poison().then(|| view! { <span class="tn-poison" aria-hidden="true">"☠"</span> })}
    }
}

/// A small card, named for assistive technology (a melee, a wound pile, a dialog).
#[component]
pub fn MiniCard(
    /// The card.
    card: Card,
    /// Language.
    #[prop(into)]
    lang: Signal<Lang>,
) -> impl IntoView {
    view! {
        <span class=format!("tn-card tn-mini {}", suit_class(card)) role="img" aria-label=move || card_name(lang.get(), card)>
            <CardInside card=card />
        </span>
    }
}
