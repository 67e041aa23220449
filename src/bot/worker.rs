//! A computer decision, in slices: what the site's Web Worker runs.
//!
//! The worker keeps one [`HeldPosition`] between requests: loaded once from a share link (the
//! same strict codec players share, decoded with its final position so nothing is replayed
//! twice), then moved on with the moves played since, each as its link choice
//! ([`HeldPosition::append`]). A decision names the log length it is about, and a position at
//! another one refuses it ([`ThinkError::Unsynced`]): the page then loads it again. The
//! answer is the index of the chosen action in `legal_actions(seat)` of that position. The
//! random stream is [`decision_rng`] of the deal seed and the log length, so the worker, the
//! page and the tests agree on every choice. Slices let the worker answer other messages
//! while it thinks.
//!
//! This crate knows no engine: a position is loaded as a game `G`
//! ([`HeldPosition::load_as`], what a game's bundle does). The site's `games` module, which
//! knows them all, loads a link of any game by its header (`HeldPosition::load`,
//! `PendingDecision::start`, `decide`, `warm_round`).

use super::ismcts::Search;
use super::{RuleBased, choose, search_config, seat_decision_rng};
use std::fmt;
use tr_core::link::{self, LinkError};
use tr_core::record::Level;
use tr_core::seats::Seat;

/// Why a decision could not be started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ThinkError {
    /// The position link does not decode.
    Link(LinkError),
    /// That seat has nothing to decide in that position.
    NotToMove(Seat),
    /// The position is at log length `have`, the message is about log length `want`.
    Unsynced {
        /// The position's log length.
        have: usize,
        /// The log length the message names.
        want: usize,
    },
    /// The move at log length `ply` is no choice of its position.
    BadMove(usize),
}

impl fmt::Display for ThinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::Link(e) => write!(f, "position link: {e}"),
            ThinkError::NotToMove(s) => write!(f, "{s} has nothing to decide"),
            ThinkError::Unsynced { have, want } => {
                write!(f, "the position is at move {have}, not {want}")
            }
            ThinkError::BadMove(ply) => write!(f, "move {} is not legal", ply + 1),
        }
    }
}

impl std::error::Error for ThinkError {}

/// One game's decision in progress.
trait Step {
    fn step(&mut self, iterations: u32) -> Option<usize>;
    fn progress(&self) -> (u32, u32);
    /// Root statistics: (index in `legal_actions(seat)`, visits, mean return).
    fn stats(&self) -> Vec<RootStat> {
        Vec::new()
    }
}

/// One root move of a finished search: its index in `legal_actions(seat)`, its visits and
/// its mean return in parts per million (the seat's [`tr_core::Game::returns`], `[0, 1]`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RootStat {
    /// Index in `legal_actions(seat)`.
    pub index: usize,
    /// Iterations through this move.
    pub visits: u32,
    /// Mean return × 1,000,000, rounded.
    pub mean_ppm: u32,
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

    fn stats(&self) -> Vec<RootStat> {
        self.search
            .root_stats()
            .into_iter()
            .filter_map(|(a, visits, mean)| {
                let index = self.legal.iter().position(|l| *l == a)?;
                // Returns are in [0, 1]: the product fits a u32.
                let mean_ppm = libm::round(mean.clamp(0.0, 1.0) * 1_000_000.0) as u32;
                Some(RootStat {
                    index,
                    visits,
                    mean_ppm,
                })
            })
            .collect()
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
pub struct PendingDecision(Box<dyn Step>);

impl fmt::Debug for PendingDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (done, budget) = self.0.progress();
        write!(f, "PendingDecision({done}/{budget})")
    }
}

impl PendingDecision {
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

    /// The searching seat's root moves with their statistics (none for levels that do not
    /// search, or a single legal move).
    #[must_use]
    pub fn root_stats(&self) -> Vec<RootStat> {
        self.0.stats()
    }
}

/// One game's position, kept between decisions.
trait Kept {
    fn ply(&self) -> usize;
    fn append(&mut self, moves: &[u32]) -> Result<(), ThinkError>;
    fn think(&self, seat: Seat, level: Level) -> Result<PendingDecision, ThinkError>;
}

/// The position of a game `G` dealt from `seed`, after `ply` moves.
struct At<G> {
    seed: u64,
    game: G,
    ply: usize,
}

impl<G: RuleBased + 'static> Kept for At<G> {
    fn ply(&self) -> usize {
        self.ply
    }

    fn append(&mut self, moves: &[u32]) -> Result<(), ThinkError> {
        for &choice in moves {
            let index = usize::try_from(choice).map_err(|_| ThinkError::BadMove(self.ply))?;
            link::play_choice(&mut self.game, index).ok_or(ThinkError::BadMove(self.ply))?;
            self.ply += 1;
        }
        Ok(())
    }

    fn think(&self, seat: Seat, level: Level) -> Result<PendingDecision, ThinkError> {
        let game = &self.game;
        let legal = game.legal_actions(seat);
        if legal.is_empty() {
            return Err(ThinkError::NotToMove(seat));
        }
        let mut rng = seat_decision_rng(game, self.seed, self.ply, seat);
        // A level that does not search here (Hard playing by the rules too): `choose`
        // answers at once.
        let step: Box<dyn Step> = match search_config::<G>(level, &game.observe(seat)) {
            Some(config) if legal.len() > 1 => Box::new(Searching {
                // The same stream `choose` hands its search (a fork of the decision stream).
                search: Search::new(game, seat, config, rng.fork()),
                legal,
                budget: config.iterations,
            }),
            _ => {
                let a = choose(level, game, seat, &mut rng).ok_or(ThinkError::NotToMove(seat))?;
                Box::new(Immediate(legal.iter().position(|l| *l == a).unwrap_or(0)))
            }
        };
        Ok(PendingDecision(step))
    }
}

/// A position of any game of the collection, kept between decisions (the worker holds one).
pub struct HeldPosition(Box<dyn Kept>);

impl fmt::Debug for HeldPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HeldPosition(ply {})", self.0.ply())
    }
}

impl HeldPosition {
    /// The position `link` reaches, for a worker that holds game `G` only (a game bundle's:
    /// naming the other engines would link them in). A link of another game is refused.
    ///
    /// # Errors
    /// A link that does not decode as a game `G`.
    pub fn load_as<G: RuleBased + 'static>(link: &str) -> Result<HeldPosition, ThinkError> {
        let (record, game) = link::decode_position::<G>(link).map_err(ThinkError::Link)?;
        Ok(HeldPosition(Box::new(At {
            seed: record.seed,
            ply: record.log.len(),
            game,
        })))
    }

    /// The log length of the position.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.0.ply()
    }

    /// Plays `moves` (each its index among [`link::choices`] of its position, as a link
    /// writes it), which the page says follow log length `from`.
    ///
    /// # Errors
    /// [`ThinkError::Unsynced`] when the position is not at `from` (nothing is played);
    /// [`ThinkError::BadMove`] for a move that is no choice of its position: the moves
    /// before it are played, so the position is not the page's any more and the caller
    /// drops it.
    pub fn append(&mut self, from: usize, moves: &[u32]) -> Result<(), ThinkError> {
        let have = self.ply();
        if have != from {
            return Err(ThinkError::Unsynced { have, want: from });
        }
        self.0.append(moves)
    }

    /// Starts deciding for `seat` at this position, which the page says is at log length
    /// `ply`.
    ///
    /// # Errors
    /// [`ThinkError::Unsynced`] when the position is at another log length; a seat with
    /// nothing to do.
    pub fn think(
        &self,
        ply: usize,
        seat: Seat,
        level: Level,
    ) -> Result<PendingDecision, ThinkError> {
        let have = self.ply();
        if have != ply {
            return Err(ThinkError::Unsynced { have, want: ply });
        }
        self.0.think(seat, level)
    }
}

/// Search iterations of one warm-up round ([`warm_round_of`]), run in slices of
/// [`WARM_SLICE`]. Every round repeats the same search, so their times compare.
pub const WARM_ROUND: u32 = 250;
/// See [`WARM_ROUND`].
pub const WARM_SLICE: u32 = 12;
/// Rounds always run: a whole Normal decision's budget (1,000 iterations). With 1,000
/// iterations in one go, Les Chevaliers' first Normal decision fell from 131 to 44 ms, but
/// on a busy two-core machine it still took 57–244 ms over five runs (2026-11-27): the
/// browser had not finished optimising the code yet, so the warm-up now goes on while its
/// rounds keep getting faster ([`warm_settled`]).
pub const WARM_MIN_ROUNDS: usize = 4;
/// Rounds at most.
pub const WARM_MAX_ROUNDS: usize = 16;
/// The warm-up stops once its rounds took this long together, in milliseconds, settled or
/// not: the table's first decision waits for it.
pub const WARM_MAX_MS: f64 = 400.0;

/// Whether the warm-up can stop, given the times of its rounds so far (milliseconds, the
/// same work each): after [`WARM_MIN_ROUNDS`], as soon as the last round was not clearly
/// faster (by a tenth) than the fastest before it, the browser has optimised what it is
/// going to; and in any case after [`WARM_MAX_ROUNDS`] or [`WARM_MAX_MS`].
#[must_use]
pub fn warm_settled(times: &[f64]) -> bool {
    if times.len() >= WARM_MAX_ROUNDS || times.iter().sum::<f64>() >= WARM_MAX_MS {
        return true;
    }
    let Some((last, before)) = times.split_last() else {
        return false;
    };
    let fastest = before.iter().copied().fold(f64::INFINITY, f64::min);
    times.len() >= WARM_MIN_ROUNDS && *last >= 0.9 * fastest
}

/// One round of the worker's warm-up: a Normal search of [`WARM_ROUND`] iterations at the
/// first decision of a fresh deal of game `G` at `seats` players (seed 0, default options;
/// the fewest players the game takes when it does not take `seats`), the same search every
/// time. The table's own player count matters: a search of four knights runs code that a
/// search of two does not (more hands to deal, other rules). Browsers first run WebAssembly through a quick baseline compile
/// and optimise a function only once it has run a while, and only for its later calls; the
/// worker runs rounds when a table opens, until [`warm_settled`], so the first real decision
/// runs optimised code. Returns the iterations run (0 when no deal could be made, which
/// never happens with default options). A game bundle's worker names its own engine only;
/// the site's `games::warm_round` picks the engine by a game's id.
#[must_use]
pub fn warm_round_of<G: RuleBased>(seats: usize) -> u32 {
    let deal = |n| G::new(&G::Options::default(), n, 0).ok();
    let Some(mut g) = deal(seats).or_else(|| (2..=8).find_map(deal)) else {
        return 0;
    };
    let mut rng = tr_core::rng::GameRng::from_seed(0);
    // The first position with a choice to make (a forced move is not searched).
    for _ in 0..64 {
        let Some(seat) = g.first_actor() else {
            return 0;
        };
        let legal = g.legal_actions(seat);
        if legal.len() > 1 {
            let Some(config) = super::level_config(Level::Normal) else {
                return 0;
            };
            let config = super::ismcts::SearchConfig {
                iterations: WARM_ROUND,
                ..config
            };
            let mut search = Search::new(&g, seat, config, rng.fork());
            while search.run(WARM_SLICE) > 0 {}
            return search.iterations_done();
        }
        let Some(a) = legal.into_iter().next() else {
            return 0;
        };
        if g.play(seat, &a).is_err() {
            return 0;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The warm-up runs its minimum, then stops once its rounds stop getting faster, and
    /// never runs past its round or time limits.
    #[test]
    fn the_warm_up_stops_when_its_rounds_stop_getting_faster() {
        // Too few rounds, however steady.
        assert!(!warm_settled(&[]));
        assert!(!warm_settled(&[10.0, 10.0, 10.0]));
        // Steady from the start: the minimum is enough.
        assert!(warm_settled(&[10.0, 10.0, 10.0, 10.0]));
        // Still getting faster by more than a tenth: go on.
        assert!(!warm_settled(&[40.0, 30.0, 20.0, 12.0]));
        assert!(!warm_settled(&[40.0, 30.0, 20.0, 12.0, 8.0]));
        // No longer faster than the fastest before it.
        assert!(warm_settled(&[40.0, 30.0, 20.0, 12.0, 8.0, 8.0]));
        assert!(warm_settled(&[40.0, 30.0, 20.0, 12.0, 8.0, 9.5]));
        // A slow round after a fast one (the machine busy) does not restart the wait.
        assert!(warm_settled(&[40.0, 10.0, 12.0, 30.0]));
        // The limits.
        let faster: Vec<f64> = (0..WARM_MAX_ROUNDS).map(|i| 20.0 - i as f64).collect();
        assert!(!warm_settled(&faster[..WARM_MAX_ROUNDS - 1]));
        assert!(warm_settled(&faster));
        // 370 ms in three rounds: under the limit, and too few.
        assert!(!warm_settled(&[150.0, 120.0, 100.0]));
        assert!(warm_settled(&[200.0, 150.0, WARM_MAX_MS - 350.0]));
    }
}
