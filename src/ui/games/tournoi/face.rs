//! How a Tournoi weapon card looks: its suit's symbol and colour (the symbol alone tells the
//! suits apart), its value, ☠ on poison cards; and the hand's button, which plays the card,
//! dishonor-discards it (TRN-4.5) or discards it after a draw (TRN-9.2, TRN-10.7.1).

use super::text::{self, card_name};
use crate::games::tournoi::{Card, Kind, Suit};
use crate::ui::Lang;
use crate::ui::table::hand::TableCard;
use leptos::prelude::*;
use std::fmt;

/// What pressing a hand button does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verb {
    /// Play it into the melee.
    Play,
    /// Dishonor: discard it face up (the follow set is empty).
    Dishonor,
    /// Discard it face down after a draw.
    Discard,
}

/// A hand button: a card and what pressing it does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Btn {
    /// The card.
    pub card: Card,
    /// What pressing it does.
    pub verb: Verb,
}

impl fmt::Display for Btn {
    /// The card's notation (the button's id).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.card)
    }
}

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

impl TableCard for Btn {
    const PREFIX: &'static str = "tn";
    // A decision dialog keeps the focus it took.
    const KEEPS_FOCUS: &'static str = "[role=dialog]";

    fn class(self) -> String {
        let v = match self.verb {
            Verb::Play => "",
            Verb::Dishonor => " tn-dishonor",
            Verb::Discard => " tn-discard",
        };
        format!("tn-card {}{v}", suit_class(self.card))
    }

    fn name(self, lang: Lang) -> String {
        card_name(lang, self.card)
    }

    fn play_label(self, lang: Lang) -> String {
        match self.verb {
            Verb::Play => text::play_label(lang, self.card),
            Verb::Dishonor => text::dishonor_label(lang, self.card),
            Verb::Discard => text::discard_label(lang, self.card),
        }
    }

    fn inside(self) -> AnyView {
        view! { <CardInside card=self.card /> }.into_any()
    }
}
