//! The Tafelrunde rules page's sections: their ids and titles, and the links between them
//! (the page and its continuation files all name their sections from here).

use super::{Section, section_link, section_title};
use crate::core::GameId;
use crate::ui::Lang;

/// Section ids (stable: the table and other pages link to them) with their titles.
pub(super) const SECTIONS: [Section; 13] = [
    ("tafelrunde-goal", "Le but du jeu", "The aim of the game"),
    ("tafelrunde-cards", "Le matériel", "What is in the box"),
    ("tafelrunde-board", "Le plateau", "The board"),
    (
        "tafelrunde-deal",
        "Mise en place et donne",
        "Setting up and dealing",
    ),
    (
        "tafelrunde-follow",
        "Quelle carte jouer\u{a0}?",
        "Which card may you play?",
    ),
    (
        "tafelrunde-trick",
        "Qui remporte le pli\u{a0}?",
        "Who wins the trick?",
    ),
    (
        "tafelrunde-examples",
        "Deux plis en exemple",
        "Two tricks, worked through",
    ),
    ("tafelrunde-move", "Avancer son pion", "Moving your pawn"),
    (
        "tafelrunde-swords",
        "Les épées et l'échelle des atouts",
        "Swords and the trump ladder",
    ),
    (
        "tafelrunde-hand",
        "Fin d'une main, nouvelle donne",
        "End of a hand, new deal",
    ),
    ("tafelrunde-end", "Fin de la partie", "End of the game"),
    (
        "tafelrunde-options",
        "Variantes et options",
        "Variants and options",
    ),
    ("tafelrunde-tips", "Conseils", "Tips"),
];

/// The title of section `i` in `lang`.
pub(super) fn heading(i: usize, lang: Lang) -> &'static str {
    section_title(&SECTIONS, i, lang)
}

/// A link to another section of this rules page.
pub(super) fn section_href(id: &str) -> String {
    section_link(GameId::Tafelrunde, id)
}
