//! The Camelot rules page's sections: their ids and titles, and the links between them
//! (the page and its continuation files all name their sections from here).

use super::{Section, section_link, section_title};
use crate::core::GameId;
use crate::ui::Lang;

/// Section ids (stable: the table and other pages link to them) with their titles.
pub(super) const SECTIONS: [Section; 10] = [
    ("camelot-goal", "Le but du jeu", "The aim of the game"),
    ("camelot-cards", "Les cartes", "The cards"),
    (
        "camelot-turn",
        "Mise en place et tour de jeu",
        "Setting up and taking a turn",
    ),
    (
        "camelot-start",
        "Ouvrir un tournoi",
        "Starting a tournament",
    ),
    ("camelot-play", "Poser des cartes", "Playing cards"),
    (
        "camelot-withdraw",
        "Se retirer, et le prix de la dame",
        "Withdrawing, and the price of a Maiden",
    ),
    ("camelot-win", "Gagner un tournoi", "Winning a tournament"),
    ("camelot-actions", "Les cartes d'action", "Action cards"),
    ("camelot-lancelot", "Lancelot", "Lancelot (Ivanhoe)"),
    ("camelot-options", "Les options", "Options"),
];

/// The title of section `i` in `lang`.
pub(super) fn heading(i: usize, lang: Lang) -> &'static str {
    section_title(&SECTIONS, i, lang)
}

/// A link to another section of this rules page.
pub(super) fn section_href(id: &str) -> String {
    section_link(GameId::Camelot, id)
}
