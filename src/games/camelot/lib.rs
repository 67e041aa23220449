//! Camelot (Reiner Knizia's *Ivanhoe*): jousting tournaments for two to five players.
//!
//! Spec: `shared/rules/camelot.md` (rule ids `CAM-*`), from the French seed text (long rules
//! primary, the "CAMELOT 1.0" memo as options). Every [HOUSE] item and memo variant is an
//! option ([`CamelotOptions`]).
//!
//! Engine model of the Lancelot card (CAM-11): after every action card is declared, and
//! before its effect, every opponent who has not withdrawn answers [`Action::Pass`] or (the
//! holder only) [`Action::Cancel`]. Asking all of them, not only the holder, keeps the holder
//! secret from the table and from the action log (CAM-11.7); the outcome is the spec's. No
//! window opens once Lancelot lies face up in the discard pile. Draws, reshuffles, reveals
//! and the search for a starter are automatic; decisions are announcing a colour, each card,
//! stay or withdraw, window answers, Adapt's keep choices and token choices (CAM-17.6).

// The standard sorts (clippy.toml refuses them in the bundles' code for their size) stay in
// the engines for now: several must be stable or keep the order of equal keys that the
// pinned games and computers' choices depend on, so each moves to `core::small` only with
// a proof that the order is unchanged (issue 41).
#![allow(clippy::disallowed_methods)]

pub mod actions;
pub mod cards;
mod effects;
pub mod events;
mod flow;
pub mod forced;
pub mod heuristics;
mod invariants;
mod legal;
pub mod lesson;
pub mod observe;
pub mod options;
pub mod state;
pub mod value;

pub use actions::{Action, CamelotError, Item, TokenReason};
pub use cards::{ActionCard, Card, Colour};
pub use events::{CamelotEvent, Thing};
pub use forced::forced_answer;
pub use observe::CamelotObservation;
pub use options::CamelotOptions;
pub use state::{Camelot, Phase, TurnFlags, display_total};

use tr_core::events::Seen;
use tr_core::game::{Game, GameId, GameInfo, Outcome, Ranking, SetupError};
use tr_core::policy::RuleBasedAmong;
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// A card in hand, in colours, for the search's estimate before the game ends.
const CARD_WORTH: f64 = 0.1;

/// What Camelot declares about itself: who plays it, its rule ids, how its results rank.
pub const INFO: GameInfo = GameInfo {
    id: GameId::Camelot,
    players: 2..=5,
    rule_prefix: "CAM",
    ranking: Ranking::ByScore,
};

impl Game for Camelot {
    const INFO: &'static GameInfo = &INFO;
    type Options = CamelotOptions;
    type Action = Action;
    type Observation = CamelotObservation;
    type Error = CamelotError;
    type Event = CamelotEvent;

    fn new(options: &CamelotOptions, seats: usize, seed: u64) -> Result<Camelot, SetupError> {
        Camelot::start(options.clone(), seats, seed)
    }

    fn options(&self) -> &CamelotOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn actors(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Announce => vec![self.starter],
            Phase::Play => vec![self.active],
            Phase::Lancelot { waiting, .. } => Seat::all(self.n)
                .filter(|s| waiting & (1 << s.0) != 0)
                .collect(),
            Phase::Adapt { seat, .. } | Phase::Token { seat, .. } => vec![seat],
        }
    }

    fn first_actor(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Announce => Some(self.starter),
            Phase::Play => Some(self.active),
            Phase::Lancelot { waiting, .. } => Some(Seat(waiting.trailing_zeros() as u8)),
            Phase::Adapt { seat, .. } | Phase::Token { seat, .. } => Some(seat),
        }
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    tr_core::checked_moves!();

    /// The first tournament: the hands shown to find its starter (CAM-5.4), then who names
    /// its colour (CAM-3.5).
    fn start_events(&self) -> Vec<Seen<CamelotEvent>> {
        let mut out: Vec<Seen<CamelotEvent>> = self
            .revealed
            .iter()
            .map(|(seat, cards)| {
                Seen::public(CamelotEvent::Revealed {
                    seat: *seat,
                    cards: cards.clone(),
                })
            })
            .collect();
        if self.phase == Phase::Announce {
            out.push(self.new_tournament_event());
        }
        out
    }

    fn observe(&self, seat: Seat) -> CamelotObservation {
        self.observation(seat)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Camelot {
        self.determinized(seat, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        Some(Outcome {
            winners: vec![w],
            scores: PerSeat::from_fn(self.n, |s| self.colours_owned(s) as i64),
            side: None,
        })
    }

    /// The winner 1, the others 0 once over; before that, each seat's colours (plus a little
    /// for each card in hand: cards are what win the next tournaments) compared with the
    /// table's mean, as a share of the colours needed.
    fn returns(&self) -> PerSeat<f64> {
        if let Some(w) = self.winner {
            return PerSeat::from_fn(self.n, |s| if s == w { 1.0 } else { 0.0 });
        }
        let owned: Vec<f64> = Seat::all(self.n)
            .map(|s| self.colours_owned(s) as f64 + CARD_WORTH * self.hands[s.index()].len() as f64)
            .collect();
        let mean = owned.iter().sum::<f64>() / self.n as f64;
        let need = self.colours_needed() as f64;
        PerSeat::from_fn(self.n, |s| {
            (0.5 + (owned[s.index()] - mean) / (2.0 * need)).clamp(0.0, 1.0)
        })
    }

    /// Tokens are won one tournament at a time and hands carry over, so a search may read the
    /// token standings at the end of the current tournament.
    fn scoring_round(&self) -> usize {
        self.tournaments as usize
    }

    fn action_space(&self, seat: Seat) -> Vec<Action> {
        self.attempts(seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::check(self)
    }
}

impl tr_core::policy::RuleBased for Camelot {
    fn observed_legal(obs: &CamelotObservation) -> Vec<Action> {
        obs.legal()
    }

    /// Without the discard pile, the known cards and the hands shown (issue 31).
    fn decision_observation(&self, seat: Seat) -> CamelotObservation {
        self.decision_observation(seat)
    }

    tr_core::kept_decision_observation!(CamelotObservation, |g| observe::blank_observation(
        g.options.clone()
    ));

    fn rule_based(obs: &CamelotObservation, rng: &mut GameRng) -> Action {
        heuristics::decide(obs, rng).unwrap_or(Action::Withdraw)
    }

    /// The legal list not listed a second time (issue 31).
    fn rule_based_among(obs: &CamelotObservation, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristics::decide_among(obs, legal, rng).unwrap_or(Action::Withdraw)
    }

    /// The shell filled once for the legal list and the choice (issue 31: each filled it).
    fn rule_based_decision<R>(
        obs: &CamelotObservation,
        decide: impl FnOnce(&[Action], &RuleBasedAmong<'_, Action>) -> R,
    ) -> R {
        obs.with_shell(|g| {
            decide(&g.legal(obs.seat), &|legal, rng| {
                heuristics::policy_among(g, obs.seat, legal, rng).unwrap_or(Action::Withdraw)
            })
        })
    }

    fn rollout(state: &Camelot, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        heuristics::rollout(state, seat, rng)
    }

    /// Hard's horizon value: each player's chance to win, from the tokens and the hands
    /// (`value`, fitted on self-played games; Normal keeps [`Game::returns`]).
    fn horizon_value(&self) -> PerSeat<f64> {
        value::win_chances(self, value::weights(self.n))
    }
}
