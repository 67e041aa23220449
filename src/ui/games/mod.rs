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

/// The registration of `game` with its lesson (everything the game has). Exhaustive over
/// [`GameId`]: a new game cannot be forgotten.
#[must_use]
pub fn entry(game: GameId) -> &'static dyn GameUi {
    match game {
        GameId::Roi => &lessons::ROI,
        GameId::Tafelrunde => &lessons::TAFELRUNDE,
        GameId::Camelot => &lessons::CAMELOT,
        GameId::Tournoi => &lessons::TOURNOI,
        GameId::Chevaliers => &lessons::CHEVALIERS,
    }
}

/// Each game's registration with its guided first game (issue 29): the table's, plus the
/// lesson on it (`ui::learn`, above the tables: a table knows no lesson). Only the lessons'
/// bundles (`src/bin/learn_<game>.rs`) name these, so that no table page carries a lesson
/// (issue 28's size budget).
pub mod lessons {
    use super::{camelot, chevaliers, roi, tafelrunde, tournoi};
    use crate::games::camelot::Camelot;
    use crate::games::chevaliers::Chevaliers;
    use crate::games::roi::Roi;
    use crate::games::tafelrunde::Tafelrunde;
    use crate::games::tournoi::Tournoi;
    use crate::ui::learn::lesson_table;
    use crate::ui::registry::Registration;

    /// Le Roi with its lesson.
    pub static ROI: Registration<Roi> = Registration {
        learn: Some(|t, real, menu| lesson_table(&crate::tutorial::roi::LESSON, t, real, menu)),
        ..roi::ENTRY
    };

    /// König Artus Tafelrunde with its lesson.
    pub static TAFELRUNDE: Registration<Tafelrunde> = Registration {
        learn: Some(|t, real, menu| {
            lesson_table(&crate::tutorial::tafelrunde::LESSON, t, real, menu)
        }),
        ..tafelrunde::ENTRY
    };

    /// Camelot with its lesson.
    pub static CAMELOT: Registration<Camelot> = Registration {
        learn: Some(|t, real, menu| lesson_table(&crate::tutorial::camelot::LESSON, t, real, menu)),
        ..camelot::ENTRY
    };

    /// Le Tournoi with its lesson.
    pub static TOURNOI: Registration<Tournoi> = Registration {
        learn: Some(|t, real, menu| lesson_table(&crate::tutorial::tournoi::LESSON, t, real, menu)),
        ..tournoi::ENTRY
    };

    /// Les Chevaliers with its lesson.
    pub static CHEVALIERS: Registration<Chevaliers> = Registration {
        learn: Some(|t, real, menu| {
            lesson_table(&crate::tutorial::chevaliers::LESSON, t, real, menu)
        }),
        ..chevaliers::ENTRY
    };
}

/// Installs every game, in lobby order (tests, and a build that wants one wasm).
pub fn install_all() {
    static ALL: OnceLock<Vec<&'static dyn GameUi>> = OnceLock::new();
    registry::install(ALL.get_or_init(|| GameId::ALL.into_iter().map(entry).collect()));
}
