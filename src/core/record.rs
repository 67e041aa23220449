//! A game is (options, seats, seed, action log); everything else is derived by replay.

use super::game::{Game, SetupError};
use super::seats::Seat;
use std::fmt;

/// How strong a computer seat plays.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Uniformly random legal actions (baselines and fast simulation).
    Random,
    /// The game's rule-based player (with a little randomness).
    Easy,
    /// Information-set Monte Carlo tree search, short budget (`bot::ismcts`).
    Normal,
    /// Information-set Monte Carlo tree search, long budget.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    /// Link byte. Never renumber.
    #[must_use]
    pub fn code(self) -> u8 {
        match self {
            Level::Random => 0,
            Level::Easy => 1,
            Level::Normal => 2,
            Level::Hard => 3,
        }
    }

    /// The level a link byte names.
    #[must_use]
    pub fn from_code(b: u8) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.code() == b)
    }

    /// Name used by the arena and in JSON.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer knight of some level.
    Computer(Level),
}

impl SeatKind {
    /// True for a person.
    #[must_use]
    pub fn is_human(self) -> bool {
        matches!(self, SeatKind::Human)
    }
}

/// One game as data: rebuild any position from it.
#[derive(Clone, PartialEq, Debug)]
pub struct GameRecord<G: Game> {
    /// The rules options.
    pub options: G::Options,
    /// Who sits where (the seat count is its length).
    pub seats: Vec<SeatKind>,
    /// The deal seed.
    pub seed: u64,
    /// Every action so far, in order, with the seat that took it.
    pub log: Vec<(Seat, G::Action)>,
}

/// Why a record does not replay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayError<E> {
    /// The setup itself is invalid.
    Setup(SetupError),
    /// Action number `index` (0-based) was refused.
    Action {
        /// Position in the log.
        index: usize,
        /// The rule it broke.
        error: E,
    },
}

impl<E: fmt::Display> fmt::Display for ReplayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "{e}"),
            ReplayError::Action { index, error } => write!(f, "move {}: {error}", index + 1),
        }
    }
}

impl<G: Game> GameRecord<G> {
    /// A new game with an empty log.
    #[must_use]
    pub fn new(options: G::Options, seats: Vec<SeatKind>, seed: u64) -> Self {
        Self {
            options,
            seats,
            seed,
            log: Vec::new(),
        }
    }

    /// The starting position.
    ///
    /// # Errors
    /// When the options or seat count are invalid.
    pub fn start(&self) -> Result<G, SetupError> {
        G::new(&self.options, self.seats.len(), self.seed)
    }

    /// The position after the first `n` actions of the log.
    ///
    /// # Errors
    /// The first action that does not apply.
    pub fn replay_to(&self, n: usize) -> Result<G, ReplayError<G::Error>> {
        let mut g = self.start().map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in self.log.iter().take(n).enumerate() {
            g.play(*seat, action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(g)
    }

    /// The current position.
    ///
    /// # Errors
    /// The first action that does not apply.
    pub fn replay(&self) -> Result<G, ReplayError<G::Error>> {
        self.replay_to(self.log.len())
    }

    /// The record cut to the longest prefix of its log that applies, with the position it
    /// reaches: a damaged save or link keeps every valid move instead of being lost.
    ///
    /// # Errors
    /// When the options or seat count are invalid.
    pub fn into_valid_prefix(mut self) -> Result<(Self, G), SetupError> {
        let mut g = self.start()?;
        let mut ok = 0;
        for (seat, action) in &self.log {
            if g.play(*seat, action).is_err() {
                break;
            }
            ok += 1;
        }
        self.log.truncate(ok);
        Ok((self, g))
    }

    /// The same deal from the start (no moves).
    #[must_use]
    pub fn without_moves(&self) -> Self {
        Self {
            log: Vec::new(),
            ..self.clone()
        }
    }

    /// The log length to go back to so that the last decision of a human seat is undone
    /// (with every computer action that followed it). `None` when no human has acted.
    #[must_use]
    pub fn undo_point(&self) -> Option<usize> {
        self.log
            .iter()
            .rposition(|(s, _)| self.seats.get(s.index()).is_some_and(|k| k.is_human()))
    }
}
