//! The arena's loop (examples/arena.rs, benches/bot_loop.rs): one game played to the end by
//! computer levels, every decision on its own seeded stream.
//!
//! Issue 31 measured this loop at a hundred times the cost of the moves it plays. What it
//! builds per decision now: the decision's stream (its first block only, `core::rng`), the
//! legal list (no observation for [`Level::Random`], [`super::choose_counted`]), and a clock
//! reading only for the decisions it times ([`TIMED_RANDOM_ONE_IN`]).

use std::collections::BTreeMap;
use std::time::Instant;

use super::{DecisionStreams, RuleBased, choose_counted};
use tr_core::record::Level;

/// A random decision costs a few tens of nanoseconds, about what reading the clock twice
/// costs, so the loop times one random decision with a choice in this many (every one of
/// the other levels'): the mean stays meaningful, the clock stops doubling the loop.
pub const TIMED_RANDOM_ONE_IN: u64 = 64;

/// One level's decisions with a choice (more than one legal action) in a game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LevelTimes {
    /// Decisions with a choice.
    pub decisions: u64,
    /// Those of them timed (all but for [`Level::Random`]: [`TIMED_RANDOM_ONE_IN`]).
    pub timed: u64,
    /// Total time of the timed decisions (ms).
    pub total_ms: f64,
    /// Longest timed decision (ms).
    pub max_ms: f64,
}

impl LevelTimes {
    /// Adds another game's figures.
    pub fn add(&mut self, other: &LevelTimes) {
        self.decisions += other.decisions;
        self.timed += other.timed;
        self.total_ms += other.total_ms;
        self.max_ms = self.max_ms.max(other.max_ms);
    }

    /// Mean time of a timed decision (ms).
    #[must_use]
    pub fn mean_ms(&self) -> f64 {
        self.total_ms / self.timed.max(1) as f64
    }
}

/// Per level, its [`LevelTimes`].
pub type DecisionTimes = BTreeMap<Level, LevelTimes>;

/// Plays the game dealt from `seed` to the end, seat `i` at `seats[i]`. Every decision
/// draws from [`super::decision_rng`] of the game's stream (`seed` and `rotation`) and the ply,
/// so a game is reproducible whatever else runs beside it.
///
/// # Errors
/// A setup error, a refused action (an engine or bot bug), or a game that did not end.
pub fn play_seeded<G: RuleBased>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    seats: &[Level],
) -> Result<(G, DecisionTimes), String> {
    let mut g = G::new(options, seats.len(), seed).map_err(|e| e.to_string())?;
    let stream = seed ^ ((rotation as u64 + 1) << 56);
    let mut streams = DecisionStreams::new(stream);
    let mut ply = 0usize;
    // Per seat, then gathered per level at the end (no map lookup per decision).
    let mut per_seat = vec![LevelTimes::default(); seats.len()];
    let mut random_choices = 0u64;
    while let Some(seat) = g.first_actor() {
        let rng = streams.at(ply);
        let level = seats[seat.index()];
        let timed = level != Level::Random || random_choices.is_multiple_of(TIMED_RANDOM_ONE_IN);
        let clock = timed.then(Instant::now);
        let (action, legal) = choose_counted(level, &g, seat, rng).ok_or("no decision")?;
        if legal > 1 {
            let t = &mut per_seat[seat.index()];
            t.decisions += 1;
            if level == Level::Random {
                random_choices += 1;
            }
            if let Some(clock) = clock {
                let ms = clock.elapsed().as_secs_f64() * 1000.0;
                t.timed += 1;
                t.total_ms += ms;
                t.max_ms = t.max_ms.max(ms);
            }
        }
        // The action is one of the seat's legal list (`choose_counted`), so the game
        // need not check it again (`Game::play_legal`, checked against `play` by the
        // conformance battery; debug builds still check).
        g.play_legal(seat, &action)
            .map_err(|e| format!("seed {seed}: {seat} chose {action:?}, refused: {e}"))?;
        ply += 1;
    }
    if g.outcome().is_none() {
        return Err("the game did not end".into());
    }
    let mut times = DecisionTimes::new();
    for (level, t) in seats.iter().zip(&per_seat) {
        if t.decisions > 0 {
            times.entry(*level).or_default().add(t);
        }
    }
    Ok((g, times))
}
