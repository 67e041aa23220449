//! How a White card looks in the hand (CHV-1.8): its kind's symbol (⚔ Fight, ✠ Grail, ✶
//! Merlin, ✦ the other Special cards) and its value or short name, so that the kinds are told
//! apart without colour. The hand itself is the kit's [`CardHand`](crate::ui::table::hand::CardHand).

use super::text::{self, white_symbol};
use crate::games::chevaliers::White;
use crate::ui::Lang;
use crate::ui::table::hand::TableCard;
use leptos::prelude::*;

/// The short mark printed on a card: a Fight card's value, else a short name.
#[must_use]
pub fn mark(lang: Lang, c: White) -> String {
    match c {
        White::Fight(v) => v.to_string(),
        White::Grail => lang.pick("Graal", "Grail").into(),
        // Long names shortened on the face (the button's name is the full one).
        White::Clairvoyance => lang.pick("Clairvoy.", "Clairvoy.").into(),
        White::Convocation => lang.pick("Convoc.", "Convoc.").into(),
        White::Reinforcements => lang.pick("Renforts", "Reinforce.").into(),
        other => text::white_name(lang, other),
    }
}

/// The class of a card's kind.
#[must_use]
pub fn kind_class(c: White) -> &'static str {
    match c {
        White::Fight(_) => "chv-fight",
        White::Grail => "chv-grail",
        White::Merlin => "chv-merlin",
        _ => "chv-special",
    }
}

impl TableCard for White {
    const PREFIX: &'static str = "chv";
    const KEEPS_FOCUS: &'static str = ".cm-dialog, .chv-decide";

    fn class(self) -> String {
        format!("chv-card {}", kind_class(self))
    }

    fn name(self, lang: Lang) -> String {
        text::white_name(lang, self)
    }

    fn play_label(self, lang: Lang) -> String {
        text::play_label(lang, self)
    }

    fn inside(self) -> AnyView {
        let lang = crate::ui::use_settings().lang;
        view! {
            <span class="chv-sym" aria-hidden="true">{white_symbol(self)}</span>
            <span class="chv-val" aria-hidden="true">{move || mark(lang.get(), self)}</span>
        }
        .into_any()
    }
}
