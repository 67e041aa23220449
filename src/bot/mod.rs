//! Computer players, written against the [`Game`] trait.
//!
//! A computer seat decides from its own observation only (ROI-11.6 and the rules README):
//! [`choose`] calls [`Game::observe`] and hands nothing else to the policy, so a bot cannot
//! look at hidden cards even by accident. Each game provides its rule-based player by
//! implementing [`RuleBased`] (Roi: `games::roi::heuristics`).
//!
//! Randomness comes from a [`GameRng`] the caller owns, so a seeded bot replays exactly,
//! natively and in WebAssembly.

use crate::core::game::Game;
use crate::core::record::Level;
use crate::core::rng::GameRng;
use crate::core::seats::Seat;

/// A game with a hand-written, observation-only computer player.
pub trait RuleBased: Game {
    /// The legal actions as the observing seat sees them (equal to `legal_actions` of the
    /// state for that seat; empty when it is not that seat's turn).
    fn observed_legal(obs: &Self::Observation) -> Vec<Self::Action>;

    /// The game's rule-based choice for the observing seat, from its observation only.
    /// Called only when [`RuleBased::observed_legal`] is not empty; the result is one of
    /// those actions.
    fn rule_based(obs: &Self::Observation, rng: &mut GameRng) -> Self::Action;
}

/// A computer seat's decision: reads only `game.observe(seat)`.
///
/// [`Level::Random`] picks uniformly among the legal actions; [`Level::Easy`] is the game's
/// rule-based player. `None` when `seat` has nothing to decide (not its turn, game over).
pub fn choose<G: RuleBased>(
    level: Level,
    game: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<G::Action> {
    let obs = game.observe(seat);
    let legal = G::observed_legal(&obs);
    if legal.is_empty() {
        return None;
    }
    match level {
        Level::Random => legal.get(rng.index(legal.len())).cloned(),
        Level::Easy => {
            let a = G::rule_based(&obs, rng);
            // A policy bug must never become an illegal move in a real game.
            debug_assert!(legal.contains(&a), "rule-based player chose {a:?}");
            Some(if legal.contains(&a) {
                a
            } else {
                legal[0].clone()
            })
        }
    }
}

/// Plays `game` to the end with one computer level per seat, every decision through
/// [`choose`] with the one `rng`. Returns the actions taken, in order.
///
/// # Panics
/// If the game refuses an action its own observation called legal (an engine bug).
pub fn play_out<G: RuleBased>(
    game: &mut G,
    levels: &[Level],
    rng: &mut GameRng,
) -> Vec<(Seat, G::Action)> {
    let mut log = Vec::new();
    while let Some(seat) = game.actors().first().copied() {
        let level = levels.get(seat.index()).copied().unwrap_or(Level::Random);
        let Some(action) = choose(level, game, seat, rng) else {
            break;
        };
        if let Err(e) = game.play(seat, &action) {
            panic!("{seat} chose {action:?}, refused: {e}");
        }
        log.push((seat, action));
    }
    log
}
