//! The computer knights (CHV-16.4 to CHV-16.6), reading only what their seat sees.
//!
//! Placeholder policy until the co-operative heuristics land: a uniformly random legal
//! action, drawn from the observation only.

use super::actions::Action;
use super::observe::ChevaliersObservation;
use crate::core::rng::GameRng;

/// The rule-based choice, from the observation only.
#[must_use]
pub fn decide(obs: &ChevaliersObservation, rng: &mut GameRng) -> Option<Action> {
    obs.legal.get(rng.index(obs.legal.len())).copied()
}
