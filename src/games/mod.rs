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

/// Runs `$body` with the type `$G` bound to the engine of game `$id`; a game whose engine is
/// still in preparation runs `$missing` instead. Exhaustive over [`GameId`]: a new game
/// cannot be forgotten.
#[macro_export]
macro_rules! with_engine {
    ($id:expr, $G:ident => $body:expr, $none:ident => $missing:expr) => {
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
            // The engine plays (`games::chevaliers`), the table is still in preparation.
            $none @ $crate::core::GameId::Chevaliers => $missing,
        }
    };
}

/// True when `game` has a rules engine (so the site can play it).
#[must_use]
pub fn has_engine(game: GameId) -> bool {
    with_engine!(game, G => { let _ = std::marker::PhantomData::<G>; true }, _g => false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engines_are_those_of_the_four_playable_games() {
        let with: Vec<GameId> = GameId::ALL.into_iter().filter(|g| has_engine(*g)).collect();
        assert_eq!(
            with,
            [
                GameId::Roi,
                GameId::Tafelrunde,
                GameId::Camelot,
                GameId::Tournoi
            ]
        );
    }
}
