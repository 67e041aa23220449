//! Computer players, written against the [`Game`] trait.
//!
//! A computer seat decides from its own observation only (ROI-11.6 and the rules README):
//! [`choose`] calls [`Game::observe`] (or [`RuleBased::decision_observation`], a part of it)
//! and hands nothing else to the policy, so a bot cannot look at hidden cards even by
//! accident. Each game provides its rule-based player by
//! implementing [`RuleBased`] (defined in `core::policy`, implemented beside each game's
//! rules, e.g. `games::roi::heuristics`).
//!
//! Randomness comes from a [`GameRng`] the caller owns, so a seeded bot replays exactly,
//! natively and in WebAssembly.
//!
//! Levels: [`Level::Random`] (uniform legal actions, a baseline), [`Level::Easy`] (the game's
//! rule-based player), [`Level::Normal`] and [`Level::Hard`] (IS-MCTS, [`ismcts`], with the
//! budgets of [`level_config`]). [`worker`] runs any of them on a position it keeps (loaded
//! once from a share link, then moved on move by move), in slices, for the site's Web
//! Worker; [`protocol`] is what the page and the worker say to each other.

// Tests may use the standard sorts (clippy.toml refuses them in bundled code).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod arena;
pub mod ismcts;
pub mod lesson;
pub mod protocol;
pub mod worker;

use ismcts::SearchConfig;

use tr_core::game::Game;
use tr_core::record::Level;
use tr_core::rng::{GameRng, StreamBatch};
use tr_core::seats::Seat;

/// The game's own player, defined beside its rules (`core::policy`, so that engines never
/// import `bot`); re-exported here, where the players built on it live.
pub use tr_core::policy::{RuleBased, RuleBasedAmong};

/// [`Level::Easy`] plays one decision in this many uniformly at random (the others by the
/// game's rule-based player).
pub const EASY_SLIP_ONE_IN: u32 = 8;

/// The search budget of a level (`None` for levels that do not search). Hard's simulations
/// are deep: they run the game's [`RuleBased::deep_rounds`] scoring rounds (issue 14: two
/// hands in Tafelrunde with two players, one round elsewhere) and then read the game's
/// [`RuleBased::horizon_value`] (Camelot: each player's chance to win, fitted on self-play;
/// elsewhere the same returns as Normal), measured in docs/arena.md. Where a game says its
/// careful rule-based player is stronger ([`RuleBased::hard_plays_by_the_rules`]), Hard
/// plays that instead and [`choose`] does not search.
#[must_use]
pub fn level_config(level: Level) -> Option<SearchConfig> {
    match level {
        Level::Random | Level::Easy => None,
        Level::Normal => Some(SearchConfig::iterations(1_000)),
        Level::Hard => Some(SearchConfig::iterations(10_000).deep()),
    }
}

/// The search budget of `level` for the seat observing `obs`: [`level_config`], except Hard
/// where the game has it play its careful rule-based choice instead
/// ([`RuleBased::hard_plays_by_the_rules`]): `None`, no search; and a search stops at the
/// game's [`RuleBased::max_plays`] if it has one. [`choose`] and the worker's [`worker`] both
/// ask here.
#[must_use]
pub fn search_config<G: RuleBased>(level: Level, obs: &G::Observation) -> Option<SearchConfig> {
    match level {
        Level::Hard if G::hard_plays_by_the_rules(obs) => None,
        Level::Normal if G::normal_slips(obs).is_some() => None,
        Level::Random | Level::Easy | Level::Normal | Level::Hard => {
            level_config(level).map(|c| c.max_plays(G::max_plays(level, obs)))
        }
    }
}

/// The rule-based player's choice (`rule_based`, from [`RuleBased::rule_based_decision`]),
/// never an illegal move: a policy bug must not become one in a real game (debug builds
/// stop on it).
fn rule_based_choice<G: RuleBased>(
    rule_based: &RuleBasedAmong<'_, G::Action>,
    legal: &[G::Action],
    rng: &mut GameRng,
) -> G::Action {
    let a = rule_based(legal, rng);
    debug_assert!(legal.contains(&a), "rule-based player chose {a:?}");
    if legal.contains(&a) {
        a
    } else {
        legal.first().cloned().unwrap_or(a)
    }
}

/// The random stream of the computer decision taken after `ply` actions of the game dealt
/// from `seed`: a pure function of both, so replaying a record replays the computers'
/// choices, on the page, in the worker and in tests alike.
#[must_use]
pub fn decision_rng(seed: u64, ply: usize) -> GameRng {
    GameRng::from_seed(decision_seed(seed, ply))
}

/// The seed of [`decision_rng`].
fn decision_seed(seed: u64, ply: usize) -> u64 {
    seed ^ (ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The streams of one game's decisions, [`decision_rng`]`(seed, ply)` for plies met in
/// order, their first blocks computed several at a time ([`StreamBatch`]): the arena's loop,
/// where a stream's first block cost as much as the rest of a random decision (issue 31).
pub struct DecisionStreams {
    seed: u64,
    /// The ply of `batch`'s first lane.
    first: usize,
    batch: StreamBatch,
    /// The stream handed out, restarted for each decision.
    current: GameRng,
}

impl DecisionStreams {
    /// The streams of the game whose decisions draw from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            first: 0,
            batch: Self::batch(seed, 0),
            current: GameRng::from_seed(0),
        }
    }

    fn batch(seed: u64, first: usize) -> StreamBatch {
        StreamBatch::new(std::array::from_fn(|i| decision_seed(seed, first + i)))
    }

    /// The stream of the decision after `ply` actions, fresh: equal to
    /// `decision_rng(seed, ply)`.
    pub fn at(&mut self, ply: usize) -> &mut GameRng {
        if ply < self.first || ply >= self.first + StreamBatch::LANES {
            self.first = ply;
            self.batch = Self::batch(self.seed, ply);
        }
        self.current.restart(&self.batch, ply - self.first);
        &mut self.current
    }
}

/// The random stream of `seat`'s decision after `ply` actions: [`decision_rng`] when `seat`
/// is the only seat asked, and a stream of its own when a window asks several seats at once
/// (Camelot's Lancelot card), so that two computer seats answering one window never draw
/// the same numbers. Single-decider positions keep [`decision_rng`], so records replay.
#[must_use]
pub fn seat_decision_rng<G: Game>(game: &G, seed: u64, ply: usize, seat: Seat) -> GameRng {
    if game.actors().len() <= 1 {
        decision_rng(seed, ply)
    } else {
        let mix = (u64::from(seat.0) + 1).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        decision_rng(seed ^ mix, ply)
    }
}

/// The rule-based choice, except one decision in `one_in` at random among the actions the
/// game allows a careless moment ([`RuleBased::casual`]; any legal one if none is).
fn slipping_choice<G: RuleBased>(
    rule_based: &RuleBasedAmong<'_, G::Action>,
    legal: &[G::Action],
    one_in: u32,
    rng: &mut GameRng,
) -> G::Action {
    if rng.below(one_in.max(1)) == 0 {
        let casual: Vec<&G::Action> = legal.iter().filter(|a| G::casual(a)).collect();
        let pick = if casual.is_empty() {
            legal.get(rng.index(legal.len())).cloned()
        } else {
            casual.get(rng.index(casual.len())).map(|a| (*a).clone())
        };
        if let Some(a) = pick {
            return a;
        }
    }
    rule_based_choice::<G>(rule_based, legal, rng)
}

/// A computer seat's decision: reads only `game.observe(seat)` (or the part of it the game's
/// rule-based methods read, [`RuleBased::decision_observation`]).
///
/// [`Level::Random`] picks uniformly among the legal actions; [`Level::Easy`] is the game's
/// rule-based player, one decision in [`EASY_SLIP_ONE_IN`] at random; the searching levels
/// run [`ismcts::search`] on a stream forked from `rng`, except Hard where the game says its
/// careful rule-based player is stronger ([`RuleBased::hard_plays_by_the_rules`]: the
/// rule-based choice without slips). `None` when `seat` has nothing to decide (not its turn, game over).
pub fn choose<G: RuleBased>(
    level: Level,
    game: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<G::Action> {
    choose_counted(level, game, seat, rng).map(|(a, _)| a)
}

/// [`choose`], with the number of legal actions the seat had (the arena times only
/// decisions with a choice).
pub fn choose_counted<G: RuleBased>(
    level: Level,
    game: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<(G::Action, usize)> {
    if level == Level::Random {
        // Uniform among the legal actions: no observation needed. `legal_actions` of the
        // state is what the seat's observation calls legal (`RuleBased::observed_legal`,
        // checked by every game's bot tests), so the choice is the same, and a random
        // decision costs at most a list instead of a whole view (issue 31).
        return game.random_legal(seat, rng);
    }
    // The observation, or the part of it the game's rule-based methods read
    // (`RuleBased::decision_observation`, maybe written over a kept one), its legal list
    // and the rule-based choice read from it once (`RuleBased::rule_based_decision`).
    game.with_decision_observation(seat, |obs| decide_observed(level, game, seat, obs, rng))
}

/// [`choose_counted`] at a level that reads the observation `obs`.
fn decide_observed<G: RuleBased>(
    level: Level,
    game: &G,
    seat: Seat,
    obs: &G::Observation,
    rng: &mut GameRng,
) -> Option<(G::Action, usize)> {
    G::rule_based_decision(obs, |legal, rule_based| {
        let n = legal.len();
        if n == 0 {
            return None;
        }
        let chosen = match level {
            Level::Random => legal.get(rng.index(n)).cloned(),
            // Easy is the rule-based player with a casual streak: now and then it plays any
            // legal action, so it can be caught out and games against it vary.
            Level::Easy => Some(slipping_choice::<G>(
                rule_based,
                legal,
                EASY_SLIP_ONE_IN,
                rng,
            )),
            Level::Normal | Level::Hard => {
                // Where the game has the level play by its rules: Normal with its own
                // (rarer) slips, Hard the careful rule-based choice.
                let Some(config) = search_config::<G>(level, obs) else {
                    if level == Level::Normal
                        && let Some(one_in) = G::normal_slips(obs)
                    {
                        return Some((slipping_choice::<G>(rule_based, legal, one_in, rng), n));
                    }
                    return Some((rule_based_choice::<G>(rule_based, legal, rng), n));
                };
                if n == 1 {
                    return legal.first().cloned().map(|a| (a, n));
                }
                let a = ismcts::search(game, seat, config, rng.fork())?;
                debug_assert!(legal.contains(&a), "search chose {a:?}");
                Some(if legal.contains(&a) {
                    a
                } else {
                    legal[0].clone()
                })
            }
        };
        chosen.map(|a| (a, n))
    })
}

/// Bots see only what their seat sees (rules README; ROI-11.6): re-deals everything `seat`
/// cannot see with [`Game::determinize`] (the battery checks it keeps the observation),
/// decides again with `decide`, and compares. Every game's bot tests call this for every
/// level, with the same decision seed inside `decide`.
///
/// # Errors
/// The two choices, when they differ.
pub fn ignores_hidden<G: Game>(
    game: &G,
    seat: Seat,
    redeal: &mut GameRng,
    decide: impl Fn(&G) -> Option<G::Action>,
) -> Result<(), String> {
    let other = game.determinize(seat, redeal);
    let (a, b) = (decide(game), decide(&other));
    if a == b {
        Ok(())
    } else {
        Err(format!(
            "{seat} chose {a:?}, then {b:?} once hidden cards were re-dealt"
        ))
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

#[cfg(test)]
mod stream_tests {
    use super::*;

    /// The arena's streams, four at a time, are `decision_rng`'s, in order and after a jump.
    #[test]
    fn decision_streams_are_decision_rng() {
        let mut streams = DecisionStreams::new(77);
        for ply in (0..30).chain(100..103).chain(5..9) {
            let mut expected = decision_rng(77, ply);
            let got = streams.at(ply);
            assert_eq!(*got, expected, "ply {ply}");
            for _ in 0..20 {
                assert_eq!(got.next_u32(), expected.next_u32(), "ply {ply}");
            }
        }
    }
}
