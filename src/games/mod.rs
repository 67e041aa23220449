//! One pure rules engine per game, each a crate of its own in this folder (`tr-roi` in
//! `roi/`…), re-exported here under its slug. Engines never import UI crates.
//!
//! [`with_engine!`](crate::with_engine) is the one list of which game has which engine: the
//! search worker's dispatch and the site's list of playable games both read it, so a new
//! engine is added there once. What needs every engine lives here too, since `tr-core` and
//! `tr-bot` know none: a game's facts by its id ([`GameFacts`]) and the search worker's entry
//! points for a link of any game ([`LoadAnyGame`], [`StartAnyGame`], [`decide`],
//! [`warm_round`]).

pub use tr_camelot as camelot;
pub use tr_chevaliers as chevaliers;
pub use tr_roi as roi;
pub use tr_tafelrunde as tafelrunde;
pub use tr_tournoi as tournoi;

use crate::bot::worker::{HeldPosition, PendingDecision, ThinkError, warm_round_of};
use crate::core::GameId;
use crate::core::game::{Game, GameInfo};
use crate::core::link;
use crate::core::record::Level;
use crate::core::seats::Seat;
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

/// What a game's engine declares about it, by the game's id: each engine's `INFO`
/// (`games::<slug>::INFO`) stays the one place of its facts, and [`GameId`] (in `tr-core`,
/// which knows no engine) reaches them through this trait, implemented here where every
/// engine is known. Bring it in scope (`use crate::games::GameFacts;`) to call
/// `game.players()` as before.
pub trait GameFacts {
    /// What the game's engine declares about it (`games::<slug>::INFO`).
    fn info(self) -> &'static GameInfo;

    /// Allowed player counts (its engine's [`GameInfo::players`]).
    fn players(self) -> RangeInclusive<usize>;

    /// The game whose rule ids start with `prefix` (`CHV` in `CHV-7.5`).
    fn from_rule_prefix(prefix: &str) -> Option<GameId>;
}

impl GameFacts for GameId {
    fn info(self) -> &'static GameInfo {
        with_engine!(self, G => <G as Game>::INFO)
    }

    fn players(self) -> RangeInclusive<usize> {
        self.info().players.clone()
    }

    fn from_rule_prefix(prefix: &str) -> Option<GameId> {
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

/// [`HeldPosition::load`](LoadAnyGame::load): a position of any game (`bot::worker` loads one
/// as a game it names, [`HeldPosition::load_as`]).
pub trait LoadAnyGame: Sized {
    /// The position `link` (a share link with moves) reaches, decoded and replayed once.
    ///
    /// # Errors
    /// A link that does not decode, a game without an engine.
    fn load(link: &str) -> Result<Self, ThinkError>;
}

impl LoadAnyGame for HeldPosition {
    fn load(link: &str) -> Result<HeldPosition, ThinkError> {
        let header = link::peek(link).map_err(ThinkError::Link)?;
        with_engine!(header.game, G => HeldPosition::load_as::<G>(link))
    }
}

/// [`PendingDecision::start`](StartAnyGame::start): a decision at a position of any game.
pub trait StartAnyGame: Sized {
    /// Starts deciding for `seat` at the position `link` (a share link with moves) reaches:
    /// [`HeldPosition::load`](LoadAnyGame::load) then [`HeldPosition::think`].
    ///
    /// # Errors
    /// A link that does not decode, a game without an engine, a seat with nothing to do.
    fn start(link: &str, seat: Seat, level: Level) -> Result<Self, ThinkError>;
}

impl StartAnyGame for PendingDecision {
    fn start(link: &str, seat: Seat, level: Level) -> Result<PendingDecision, ThinkError> {
        let position = HeldPosition::load(link)?;
        position.think(position.ply(), seat, level)
    }
}

/// The whole decision at once: the index of the chosen action in `legal_actions(seat)`.
///
/// # Errors
/// As [`PendingDecision::start`](StartAnyGame::start).
pub fn decide(link: &str, seat: Seat, level: Level) -> Result<usize, ThinkError> {
    let mut t = PendingDecision::start(link, seat, level)?;
    loop {
        if let Some(i) = t.step(u32::MAX) {
            return Ok(i);
        }
    }
}

/// One round of the worker's warm-up for `game` ([`warm_round_of`] its engine).
#[must_use]
pub fn warm_round(game: GameId, seats: usize) -> u32 {
    with_engine!(game, G => warm_round_of::<G>(seats))
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
