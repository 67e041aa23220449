//! The Tournoi rules page's sections: their ids and titles, and the links between them
//! (the page and its continuation files all name their sections from here).

use super::{Section, section_link, section_title};
use crate::core::GameId;
use crate::ui::Lang;

/// Section ids (stable: the table and other pages link to them) with their titles.
pub(super) const SECTIONS: [Section; 12] = [
    ("tournoi-goal", "Le but du jeu", "The aim of the game"),
    ("tournoi-cards", "Le matériel", "What is in the box"),
    (
        "tournoi-round",
        "Mise en place et déroulement d'une manche",
        "Setting up, and how a round runs",
    ),
    (
        "tournoi-melee",
        "La mêlée\u{a0}: quelle carte jouer\u{a0}?",
        "The melee: which card may you play?",
    ),
    (
        "tournoi-feint",
        "Feintes\u{a0}: qui perd la mêlée\u{a0}?",
        "Feints: who loses the melee?",
    ),
    (
        "tournoi-injury",
        "Blessures et points de vie",
        "Wounds and health",
    ),
    ("tournoi-legends", "Les Légendes", "Legends"),
    (
        "tournoi-heroes",
        "Les Héros et leurs pouvoirs",
        "The Heroes and their powers",
    ),
    ("tournoi-godsend", "Les Faveurs divines", "Godsends"),
    ("tournoi-end", "Fin du tournoi", "End of the tournament"),
    (
        "tournoi-two",
        "La variante à deux",
        "The two-knight variant",
    ),
    ("tournoi-options", "Les options", "Options"),
];

/// The title of section `i` in `lang`.
pub(super) fn heading(i: usize, lang: Lang) -> &'static str {
    section_title(&SECTIONS, i, lang)
}

/// A link to another section of this rules page.
pub(super) fn section_href(id: &str) -> String {
    section_link(GameId::Tournoi, id)
}
