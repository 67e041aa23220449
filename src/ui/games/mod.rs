//! One table per game; each owns its session and renders from the human seat's observation.
//! [`entry`] finds each game's registration ([`crate::ui::registry`]); each
//! bundle installs the part it holds.

pub mod camelot;
pub mod chevaliers;
pub mod roi;
pub mod tafelrunde;
pub mod tournoi;

#[cfg(test)]
mod any_game_tests;

use crate::core::GameId;
use crate::ui::registry::{self, GameUi};
use std::sync::OnceLock;

/// The registration of `game` with its lesson (its `LESSON_ENTRY`: everything the game
/// has). Exhaustive over [`GameId`]: a new game cannot be forgotten.
#[must_use]
pub fn entry(game: GameId) -> &'static dyn GameUi {
    match game {
        GameId::Roi => &roi::LESSON_ENTRY,
        GameId::Tafelrunde => &tafelrunde::LESSON_ENTRY,
        GameId::Camelot => &camelot::LESSON_ENTRY,
        GameId::Tournoi => &tournoi::LESSON_ENTRY,
        GameId::Chevaliers => &chevaliers::LESSON_ENTRY,
    }
}

/// Installs every game, in lobby order (tests, and a build that wants one wasm).
pub fn install_all() {
    static ALL: OnceLock<Vec<&'static dyn GameUi>> = OnceLock::new();
    registry::install(ALL.get_or_init(|| GameId::ALL.into_iter().map(entry).collect()));
}
