//! The Chevaliers rules page's sections: their ids and titles, and the links between them
//! (the page and its continuation files all name their sections from here).

use super::{Section, section_link, section_title};
use crate::core::GameId;
use crate::ui::Lang;

/// Section ids (stable: the table and other pages link to them) with their titles.
pub(super) const SECTIONS: [Section; 16] = [
    (
        "chevaliers-goal",
        "Le but du jeu et les deux camps",
        "The aim of the game and the two sides",
    ),
    (
        "chevaliers-setup",
        "Matériel, mise en place et partage préliminaire",
        "Components, setup and the opening share",
    ),
    ("chevaliers-turn", "Le tour de jeu", "A turn"),
    (
        "chevaliers-quests",
        "Les quêtes\u{a0}: vue d'ensemble",
        "The quests at a glance",
    ),
    (
        "chevaliers-combat",
        "Chevalier Noir, Lancelot et le Dragon",
        "The Black Knight, Lancelot and the Dragon",
    ),
    (
        "chevaliers-others",
        "Excalibur, le Saint Graal, les guerres et Camelot",
        "Excalibur, the Holy Grail, the wars and Camelot",
    ),
    ("chevaliers-white", "Les cartes blanches", "White cards"),
    ("chevaliers-black", "Les cartes noires", "Black cards"),
    (
        "chevaliers-knights",
        "Les sept chevaliers",
        "The seven knights",
    ),
    ("chevaliers-relics", "Les reliques", "Relics"),
    (
        "chevaliers-life",
        "Vie, soins et mort",
        "Life, healing and death",
    ),
    (
        "chevaliers-loyalty",
        "Allégeance, accusations et félon démasqué",
        "Loyalty, accusations and the unmasked Traitor",
    ),
    (
        "chevaliers-end",
        "Les épées et la fin de la partie",
        "Swords and the end of the game",
    ),
    (
        "chevaliers-decks",
        "Pioches et défausses",
        "Decks and reshuffles",
    ),
    (
        "chevaliers-screen",
        "Ce qui reste caché, et ce qu'on peut se dire",
        "What stays hidden, and what you may say",
    ),
    ("chevaliers-options", "Les options", "Options"),
];

/// The title of section `i` in `lang`.
pub(super) fn heading(i: usize, lang: Lang) -> &'static str {
    section_title(&SECTIONS, i, lang)
}

/// A link to another section of this rules page.
pub(super) fn section_href(id: &str) -> String {
    section_link(GameId::Chevaliers, id)
}
