//! The rules of Le Tournoi de Camelot, in French and English, written in our own words from
//! `shared/rules/tournoi.md`. (Being written: sections and text come next.)

use super::{Page, Section, rule_numbers};
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table refuse un coup, elle cite la règle en cause (par exemple TRN-4.4)\u{a0}: vous la retrouverez ici entre parenthèses.",
    "When the table refuses a move it names the rule involved (TRN-4.4, say): you will find it here in brackets.",
);

/// Section ids with their titles.
pub(super) const SECTIONS: [Section; 1] =
    [("tournoi-goal", "Le but du jeu", "The aim of the game")];

/// The page.
pub const PAGE: Page = Page {
    sections: &SECTIONS,
    section_for,
    lead: LEAD,
    text: (
        || view! { <section id="tournoi-goal"></section> }.into_any(),
        || view! { <section id="tournoi-goal"></section> }.into_any(),
    ),
};

/// The section that explains rule `id`.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    let _ = rule_numbers(id, "TRN-");
    "tournoi-goal"
}
