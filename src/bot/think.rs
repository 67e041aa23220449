//! A computer decision from a share link, in slices: what the site's Web Worker runs.
//!
//! The page sends the position as a link with moves (the same strict codec players share),
//! the seat and the level; the answer is the index of the chosen action in
//! `legal_actions(seat)` of that position. The random stream is [`decision_rng`] of the
//! deal seed and the log length, so the worker, the page and the tests agree on every
//! choice. Slices let the worker answer other messages while it thinks.

use super::ismcts::Search;
use super::{RuleBased, choose, decision_rng, level_config};
use crate::core::game::GameId;
use crate::core::link::{self, LinkError};
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::games::camelot::Camelot;
use crate::games::roi::Roi;
use crate::games::tafelrunde::Tafelrunde;
use std::fmt;

/// Why a decision could not be started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ThinkError {
    /// The position link does not decode.
    Link(LinkError),
    /// The game has no engine here yet.
    NoEngine(GameId),
    /// That seat has nothing to decide in that position.
    NotToMove(Seat),
}

impl fmt::Display for ThinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::Link(e) => write!(f, "position link: {e}"),
            ThinkError::NoEngine(g) => write!(f, "no engine for {}", g.slug()),
            ThinkError::NotToMove(s) => write!(f, "{s} has nothing to decide"),
        }
    }
}

impl std::error::Error for ThinkError {}

/// One game's decision in progress.
trait Step {
    fn step(&mut self, iterations: u32) -> Option<usize>;
    fn progress(&self) -> (u32, u32);
}

/// A level that searches, in progress.
struct Searching<G: RuleBased> {
    search: Search<G>,
    legal: Vec<G::Action>,
    budget: u32,
}

impl<G: RuleBased> Step for Searching<G> {
    fn step(&mut self, iterations: u32) -> Option<usize> {
        self.search.run(iterations);
        if !self.search.finished() {
            return None;
        }
        let best = self.search.best();
        Some(
            best.and_then(|a| self.legal.iter().position(|l| *l == a))
                .unwrap_or(0),
        )
    }

    fn progress(&self) -> (u32, u32) {
        (self.search.iterations_done(), self.budget)
    }
}

/// A level that answers at once.
struct Immediate(usize);

impl Step for Immediate {
    fn step(&mut self, _iterations: u32) -> Option<usize> {
        Some(self.0)
    }

    fn progress(&self) -> (u32, u32) {
        (1, 1)
    }
}

/// A computer decision in progress, for any game of the collection.
pub struct Thinking(Box<dyn Step>);

impl fmt::Debug for Thinking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (done, budget) = self.0.progress();
        write!(f, "Thinking({done}/{budget})")
    }
}

impl Thinking {
    /// Starts deciding for `seat` at the position `link` (a share link with moves) reaches.
    ///
    /// # Errors
    /// A link that does not decode, a game without an engine, a seat with nothing to do.
    pub fn start(link: &str, seat: Seat, level: Level) -> Result<Thinking, ThinkError> {
        let header = link::peek(link).map_err(ThinkError::Link)?;
        match header.game {
            GameId::Roi => start_game::<Roi>(link, seat, level),
            GameId::Camelot => start_game::<Camelot>(link, seat, level),
            GameId::Tafelrunde => start_game::<Tafelrunde>(link, seat, level),
            other => Err(ThinkError::NoEngine(other)),
        }
    }

    /// Runs up to `iterations` more search iterations; the index of the chosen action in
    /// `legal_actions(seat)` once decided.
    pub fn step(&mut self, iterations: u32) -> Option<usize> {
        self.0.step(iterations)
    }

    /// Iterations done and the budget (1/1 for levels that do not search).
    #[must_use]
    pub fn progress(&self) -> (u32, u32) {
        self.0.progress()
    }
}

fn start_game<G: RuleBased + 'static>(
    link: &str,
    seat: Seat,
    level: Level,
) -> Result<Thinking, ThinkError> {
    let record = link::decode::<G>(link).map_err(ThinkError::Link)?;
    // The link decoder already replayed every move as legal.
    let game = record
        .replay()
        .map_err(|_| ThinkError::Link(LinkError::IllegalMove(record.log.len())))?;
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return Err(ThinkError::NotToMove(seat));
    }
    let mut rng = decision_rng(record.seed, record.log.len());
    let step: Box<dyn Step> = match level_config(level) {
        Some(config) if legal.len() > 1 => Box::new(Searching {
            // The same stream `choose` hands its search (a fork of the decision stream).
            search: Search::new(&game, seat, config, rng.fork()),
            legal,
            budget: config.iterations,
        }),
        _ => {
            let a = choose(level, &game, seat, &mut rng).ok_or(ThinkError::NotToMove(seat))?;
            Box::new(Immediate(legal.iter().position(|l| *l == a).unwrap_or(0)))
        }
    };
    Ok(Thinking(step))
}

/// The whole decision at once: the index of the chosen action in `legal_actions(seat)`.
///
/// # Errors
/// As [`Thinking::start`].
pub fn decide(link: &str, seat: Seat, level: Level) -> Result<usize, ThinkError> {
    let mut t = Thinking::start(link, seat, level)?;
    loop {
        if let Some(i) = t.step(u32::MAX) {
            return Ok(i);
        }
    }
}
