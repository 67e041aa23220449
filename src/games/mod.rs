//! One pure rules engine per game. Engines never import UI crates.
//!
//! [`with_engine!`](crate::with_engine) is the one list of which game has which engine: the
//! search worker's dispatch and the site's list of playable games both read it, so a new
//! engine is added there once.

pub mod camelot;
pub mod chevaliers;
pub mod roi;
pub mod tafelrunde;
pub mod tournoi;

use crate::core::GameId;
use crate::core::game::{Game, GameInfo};
use std::ops::RangeInclusive;

/// Runs `$body` with the type `$G` bound to the engine of game `$id`. Exhaustive over
/// [`GameId`]: a new game cannot be forgotten. Every game has its engine now; a game added
/// to [`GameId`] before its engine is written gets a `$none` arm again (with the shell's
/// "in preparation" paths, [`has_engine`] false for it).
#[macro_export]
macro_rules! with_engine {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::core::GameId::Roi => {
                type $G = $crate::games::roi::Roi;
                $body
            }
            $crate::core::GameId::Tafelrunde => {
                type $G = $crate::games::tafelrunde::Tafelrunde;
                $body
            }
            $crate::core::GameId::Camelot => {
                type $G = $crate::games::camelot::Camelot;
                $body
            }
            $crate::core::GameId::Tournoi => {
                type $G = $crate::games::tournoi::Tournoi;
                $body
            }
            $crate::core::GameId::Chevaliers => {
                type $G = $crate::games::chevaliers::Chevaliers;
                $body
            }
        }
    };
}

impl GameId {
    /// What the game's engine declares about it (`games::<slug>::INFO`).
    #[must_use]
    pub fn info(self) -> &'static GameInfo {
        with_engine!(self, G => <G as Game>::INFO)
    }

    /// Allowed player counts (its engine's [`GameInfo::players`]).
    #[must_use]
    pub fn players(self) -> RangeInclusive<usize> {
        self.info().players.clone()
    }

    /// The game whose rule ids start with `prefix` (`CHV` in `CHV-7.5`).
    #[must_use]
    pub fn from_rule_prefix(prefix: &str) -> Option<GameId> {
        GameId::ALL
            .into_iter()
            .find(|g| g.info().rule_prefix == prefix)
    }
}

/// True when `game` has a rules engine (so the site can play it): the engine
/// [`with_engine!`](crate::with_engine) binds to `game` is that game's.
#[must_use]
pub fn has_engine(game: GameId) -> bool {
    with_engine!(game, G => <G as Game>::ID == game)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each arm of `with_engine!` binds the engine of its own game (a swapped arm would
    /// send a link of one game to another's engine in the worker), and every game has one.
    #[test]
    fn every_game_has_its_own_engine() {
        for g in GameId::ALL {
            assert!(has_engine(g), "{g:?}");
            let slug = with_engine!(g, G => <G as crate::core::game::Game>::ID.slug());
            assert_eq!(slug, g.slug(), "{g:?}");
            assert_eq!(g.info().id, g, "{g:?}");
            assert_eq!(GameId::from_rule_prefix(g.info().rule_prefix), Some(g));
        }
        assert_eq!(GameId::ALL.len(), 5);
    }
}
