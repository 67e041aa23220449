//! The game's own computer player, as the game defines it: which actions a seat sees as
//! legal from its observation, the hand-written (rule-based) choice from that observation,
//! and the cheap policy that finishes simulated positions inside a search.
//!
//! It lives in `core`, beside [`Game`], because each game implements it next to its rules
//! (Roi: `games::roi::heuristics`); the players built on it (levels, the search, the
//! worker's entry point) are in `bot`, which re-exports it as `bot::RuleBased`. Engines never
//! import `bot` (dependency order: core ← games ← bot ← ui).

use super::game::Game;
use super::record::Level;
use super::rng::GameRng;
use super::seats::Seat;
use std::cell::RefCell;
use std::thread::LocalKey;

/// The rule-based choice among a decision's legal actions, as
/// [`RuleBased::rule_based_decision`] hands it out.
pub type RuleBasedAmong<'a, A> = dyn Fn(&[A], &mut GameRng) -> A + 'a;

/// A game with a hand-written, observation-only computer player.
pub trait RuleBased: Game {
    /// The legal actions as the observing seat sees them (equal to `legal_actions` of the
    /// state for that seat; empty when it is not that seat's turn).
    fn observed_legal(obs: &Self::Observation) -> Vec<Self::Action>;

    /// A uniformly random legal action of `seat`, with how many it had: the action at
    /// `rng.index(n)` of `legal_actions(seat)` (the same draws, the same action); `None`
    /// when it has none. `Level::Random`'s decision (`bot::choose`), which needs no
    /// observation; a game whose legal actions are a set it can count may override this
    /// to pick without building the list (issue 31: Roi).
    fn random_legal(&self, seat: Seat, rng: &mut GameRng) -> Option<(Self::Action, usize)> {
        let legal = self.legal_actions(seat);
        let n = legal.len();
        legal.into_iter().nth(rng.index(n)).map(|a| (a, n))
    }

    /// What a computer decision of `seat` reads (`bot::choose`): by default its whole
    /// observation, [`Game::observe`]. A game may leave out parts that none of its
    /// `RuleBased` methods read (issue 31: Roi's score sheet and finished tricks, copied for
    /// every decision); what it keeps is the observation's own, so a computer seat still
    /// sees nothing its seat does not, and it decides as it would from the whole view.
    fn decision_observation(&self, seat: Seat) -> Self::Observation {
        self.observe(seat)
    }

    /// Runs `read` on [`RuleBased::decision_observation`] of `seat` (`bot::choose`).
    /// Default: a new observation. A game may instead write each decision's over one kept
    /// per thread, its lists reused ([`with_kept`]): allocating and freeing an
    /// observation's lists was about a third of a rule-based decision (issue 31).
    fn with_decision_observation<R>(
        &self,
        seat: Seat,
        read: impl FnOnce(&Self::Observation) -> R,
    ) -> R {
        read(&self.decision_observation(seat))
    }

    /// The game's rule-based choice for the observing seat, from its observation only.
    /// Called only when [`RuleBased::observed_legal`] is not empty; the result is one of
    /// those actions.
    fn rule_based(obs: &Self::Observation, rng: &mut GameRng) -> Self::Action;

    /// [`RuleBased::rule_based`] where the caller already holds `legal`, equal to
    /// [`RuleBased::observed_legal`] of `obs` (`bot::choose`): the same choice with the same
    /// draws. A game whose rule-based player lists the legal actions itself may read these
    /// instead of listing them again (issue 31). Default: [`RuleBased::rule_based`].
    fn rule_based_among(
        obs: &Self::Observation,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> Self::Action {
        let _ = legal;
        Self::rule_based(obs, rng)
    }

    /// One decision's legal list and rule-based choice (`bot::choose`), with `obs` read
    /// once: calls `decide` with [`RuleBased::observed_legal`] of `obs` and a function that
    /// gives [`RuleBased::rule_based_among`] of `obs` among those actions (the same lists,
    /// the same choices, the same draws). A game whose two methods each rebuild the same
    /// working state from the observation builds it once here (issue 31: Camelot's shell).
    /// Default: the two methods.
    fn rule_based_decision<R>(
        obs: &Self::Observation,
        decide: impl FnOnce(&[Self::Action], &RuleBasedAmong<'_, Self::Action>) -> R,
    ) -> R {
        decide(&Self::observed_legal(obs), &|legal, rng| {
            Self::rule_based_among(obs, legal, rng)
        })
    }

    /// Whether Easy's casual streak (one decision in `bot::EASY_SLIP_ONE_IN` at random) may
    /// pick `action`. Default: any legal action. A co-operative game keeps a careless
    /// companion from harming the whole table (Chevaliers: no random sacrifice or
    /// accusation); when every legal action is excluded the streak picks among all of them.
    fn casual(_action: &Self::Action) -> bool {
        true
    }

    /// Whether Hard plays the rule-based choice, without Easy's slips, instead of
    /// searching, for this observation. Default: never. A game says yes where its own
    /// careful player beats the search by a measured margin (Les Chevaliers' Loyal
    /// knights: the search's horizon, the end of the turn, is too short for quests that
    /// take several turns; docs/arena.md).
    fn hard_plays_by_the_rules(_obs: &Self::Observation) -> bool {
        false
    }

    /// Whether Normal plays the rule-based choice instead of searching, with a casual
    /// streak of one decision in the returned count at random (rarer than Easy's). Default:
    /// `None`, Normal searches. A game says so where its searches lose to its own careful
    /// player (Les Chevaliers: docs/arena.md).
    fn normal_slips(_obs: &Self::Observation) -> Option<u32> {
        None
    }

    /// The cheap policy that finishes simulated positions inside a search. It may read the
    /// whole (determinized) state, which holds only re-dealt cards there. `None` when `seat`
    /// has nothing to decide. Default: a uniformly random legal action.
    fn rollout(state: &Self, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        let legal = state.legal_actions(seat);
        legal.get(rng.index(legal.len())).cloned()
    }

    /// The most moves a search's simulations may play for one decision at `level`, on top
    /// of the level's iteration budget (`bot::search_config`), for the seat observing `obs`:
    /// `None`, the default, for no limit. A game whose simulations grow long at large tables
    /// bounds the time of a decision this way; being a count, not a clock, it gives the same
    /// choice on every machine (Tournoi with four or more knights).
    fn max_plays(_level: Level, _obs: &Self::Observation) -> Option<u64> {
        None
    }

    /// How many scoring rounds ([`Game::scoring_round`]) a deep search (Hard) simulates
    /// from this position before it reads [`Game::returns`], the current one included. It
    /// may depend on the table (longer simulations cost time at large tables) but not on
    /// hidden cards. Default 1: the end of the current round, like every other search (Roi:
    /// deals are scored apart, so the next one says nothing about this one's play).
    fn deep_rounds(&self) -> u32 {
        1
    }

    /// What a deep search (Hard) reads where its simulations stop: each seat's return in
    /// `[0, 1]`, as [`Game::returns`]. A game may judge the position better than its
    /// returns do, from anything the (determinized) state holds (Camelot: each player's
    /// chance to win, fitted on self-played games). Default: [`Game::returns`], so that
    /// Hard differs from Normal only where a game says so.
    fn horizon_value(&self) -> crate::seats::PerSeat<f64> {
        self.returns()
    }
}

/// [`RuleBased::with_decision_observation`] for a game that writes each decision's
/// observation over one kept per thread ([`with_kept`], issue 31): `$blank` makes the first
/// one from the game, the game's own `fill_decision_observation(seat, &mut obs)` writes it.
/// In the game's `impl RuleBased`: `tr_core::kept_decision_observation!(Obs, |g| blank(g));`.
#[macro_export]
macro_rules! kept_decision_observation {
    ($obs:ty, $blank:expr) => {
        /// Written over one kept per thread (issue 31).
        fn with_decision_observation<R>(
            &self,
            seat: $crate::seats::Seat,
            read: impl FnOnce(&$obs) -> R,
        ) -> R {
            thread_local! {
                static KEPT: ::std::cell::RefCell<Option<$obs>> =
                    const { ::std::cell::RefCell::new(None) };
            }
            let blank: fn(&Self) -> $obs = $blank;
            $crate::policy::with_kept(
                &KEPT,
                || blank(self),
                |obs| self.fill_decision_observation(seat, obs),
                read,
            )
        }
    };
}

/// Runs `read` on this thread's value in `kept` once `fill` has written over it (over
/// `blank()` the first time): a working value made for every decision without allocating
/// its lists again (issue 31: a computer decision's observation, Camelot's shell). Asked
/// again from inside `read`, it fills a new value of its own instead.
pub fn with_kept<T, R>(
    kept: &'static LocalKey<RefCell<Option<T>>>,
    blank: impl FnOnce() -> T,
    fill: impl FnOnce(&mut T),
    read: impl FnOnce(&T) -> R,
) -> R {
    kept.with(|cell| match cell.try_borrow_mut() {
        Ok(mut slot) => {
            let value = slot.get_or_insert_with(blank);
            fill(value);
            read(value)
        }
        Err(_) => {
            let mut value = blank();
            fill(&mut value);
            read(&value)
        }
    })
}

/// Each seat's chance to win under a multinomial logit: `P(s) = exp(w·f(s)) / Σₒ exp(w·f(o))`
/// with `features(s)` and weights `w` (Camelot's horizon value, fitted on
/// self-played games). The largest logit is taken out before `exp` (no overflow), and `exp`
/// goes through `libm`, so native and wasm agree.
#[must_use]
pub fn logit_chances<const K: usize>(
    seats: usize,
    w: &[f64; K],
    features: impl Fn(Seat) -> [f64; K],
) -> crate::seats::PerSeat<f64> {
    let logits: Vec<f64> = Seat::all(seats)
        .map(|s| features(s).iter().zip(w).map(|(f, w)| f * w).sum())
        .collect();
    let top = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = logits.iter().map(|l| libm::exp(l - top)).collect();
    let sum: f64 = e.iter().sum();
    crate::seats::PerSeat::from_fn(seats, |s| e[s.index()] / sum)
}
