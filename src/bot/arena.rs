//! The arena's loop (examples/arena.rs, benches/bot_loop.rs): one game played to the end by
//! computer levels, every decision on its own seeded stream.

use std::collections::BTreeMap;

use super::{RuleBased, choose, decision_rng};
use crate::core::record::Level;

/// Per level: decisions with a choice, their total and their longest time (ms).
pub type DecisionTimes = BTreeMap<Level, (u64, f64, f64)>;

/// Plays the game dealt from `seed` to the end, seat `i` at `seats[i]`. Every decision
/// draws from [`decision_rng`] of the game's stream (`seed` and `rotation`) and the ply,
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
    let mut ply = 0usize;
    let mut times = DecisionTimes::new();
    while let Some(seat) = g.actors().first().copied() {
        let mut rng = decision_rng(stream, ply);
        let level = seats[seat.index()];
        let clock = std::time::Instant::now();
        let action = choose(level, &g, seat, &mut rng).ok_or("no decision")?;
        if g.legal_actions(seat).len() > 1 {
            let ms = clock.elapsed().as_secs_f64() * 1000.0;
            let t = times.entry(level).or_default();
            t.0 += 1;
            t.1 += ms;
            t.2 = t.2.max(ms);
        }
        g.play(seat, &action)
            .map_err(|e| format!("seed {seed}: {seat} chose {action:?}, refused: {e}"))?;
        ply += 1;
    }
    if g.outcome().is_none() {
        return Err("the game did not end".into());
    }
    Ok((g, times))
}
