//! The hand's buttons: a card and what pressing it does, which plays the card,
//! dishonor-discards it (TRN-4.5) or discards it after a draw (TRN-9.2, TRN-10.7.1). The hand
//! itself is the kit's [`CardHand`](crate::ui::table::hand::CardHand).

use super::face::{CardInside, suit_class};
use super::text::{self, card_name};
use crate::games::tournoi::Card;
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
