//! One table per game; each owns its session and renders from the human seat's observation.
//! [`ALL`] is the one list of the games' registrations ([`crate::ui::registry`]); each
//! bundle installs the part it holds.

pub mod camelot;
pub mod chevaliers;
pub mod roi;
pub mod tafelrunde;
pub mod tournoi;

#[cfg(test)]
mod any_game_tests;

use crate::ui::registry::{self, GameUi};

/// Every game's registration, in lobby order (a bundle with every game: tests, and a build
/// that wants one wasm).
pub static ALL: [&dyn GameUi; 5] = [
    &roi::ENTRY,
    &tafelrunde::ENTRY,
    &camelot::ENTRY,
    &tournoi::ENTRY,
    &chevaliers::ENTRY,
];

/// Installs every game (tests).
pub fn install_all() {
    registry::install(&ALL);
}
