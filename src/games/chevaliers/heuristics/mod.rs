//! The computer knights (CHV-16.4 to CHV-16.6), reading only what their seat sees.
//!
//! One policy serves both sides. A Loyal knight rates the dangers and the sword race
//! ([`assess`]), scores each legal Heroic action by what it does for the quests ([`turn`]),
//! answers the out-of-turn windows ([`windows`]) and keeps a suspicion score per knight
//! from the public record ([`suspicion`]). A hidden Traitor runs the same scoring, then
//! bends it toward deniable harm while its own suspicion stays low (CHV-16.5); once
//! unmasked it steals from the best-placed knight and feeds the siege or the Black deck.
//! Loyal and Traitor answer every window through the same code path (CHV-16.6): the bots
//! have no clock, so there is no timing to tell them apart.
//!
//! [`decide`] reads the observation only; [`rollout`] reads a (determinized) state through
//! the same [`View`], so the search's simulations play like the rule-based knight.

mod assess;
mod eval;
mod params;
mod plan;
mod suspicion;
mod turn;
mod view;
mod windows;

use super::actions::Action;
use super::observe::ChevaliersObservation;
use super::state::{Chevaliers, Step};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

pub use eval::loyal_standing;
pub use params::Params;
pub use suspicion::scores as suspicion_scores;
pub(crate) use view::{View, best_by};

/// The rule-based choice, from the observation only (CHV-16.4 to CHV-16.6).
#[must_use]
pub fn decide(obs: &ChevaliersObservation, rng: &mut GameRng) -> Option<Action> {
    decide_with(obs, 5, rng)
}

/// [`decide`] for a table whose Excalibur track has `half` steps each way.
#[must_use]
pub fn decide_with(obs: &ChevaliersObservation, half: i8, rng: &mut GameRng) -> Option<Action> {
    decide_tuned(obs, half, &Params::DEFAULT, rng)
}

/// [`decide_with`] with other constants (the self-play tuner's).
#[must_use]
pub fn decide_tuned(
    obs: &ChevaliersObservation,
    half: i8,
    p: &Params,
    rng: &mut GameRng,
) -> Option<Action> {
    if obs.legal.is_empty() {
        return None;
    }
    // One choice: `choose` would take it without reading the view (issue 31: not built).
    if let [only] = obs.legal[..] {
        return Some(only);
    }
    let v = View::of_observation(obs, half, p);
    Some(choose(&v, rng))
}

/// The search's cheap policy: the rule-based knight on the determinized state, with one
/// decision in five at random so simulations keep some variety.
#[must_use]
pub fn rollout(g: &Chevaliers, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    rollout_with(g, seat, &Params::DEFAULT, 5, rng)
}

/// [`rollout`] with other constants, and one decision in `random_one_in` at random (never
/// at 0).
#[must_use]
pub fn rollout_with(
    g: &Chevaliers,
    seat: Seat,
    p: &Params,
    random_one_in: u32,
    rng: &mut GameRng,
) -> Option<Action> {
    let legal = g.legal(seat);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    if random_one_in > 0 && rng.below(random_one_in) == 0 {
        return legal.get(rng.index(legal.len())).copied();
    }
    let v = View::of_state(g, seat, &legal, p);
    Some(choose(&v, rng))
}

/// One legal action for the view's pending decision.
fn choose(v: &View<'_>, rng: &mut GameRng) -> Action {
    if v.legal.len() == 1 {
        return v.legal[0];
    }
    let pick = match v.pending {
        Some(Step::Evil) => turn::evil(v),
        Some(Step::Heroic) => turn::heroic(v),
        Some(Step::After) => turn::after(v),
        Some(step) => windows::answer(v, step),
        None => None,
    };
    match pick.filter(|a| v.can(*a)) {
        Some(a) => a,
        None => v.legal[rng.index(v.legal.len())],
    }
}
