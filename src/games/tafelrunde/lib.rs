//! König Artus Tafelrunde: a trick-taking race round a 27-space board, two to six players.
//!
//! Spec: `shared/rules/tafelrunde.md` (rule ids `TAF-*`), from the French seed text. Every
//! [HOUSE] item and every [READING] with a key is an option ([`TafelrundeOptions`]).
//!
//! Engine model: decisions are the card each player plays and, on a sword space, the
//! declaration (or decline, or compulsory swap, or — empty-handed — the postponement).
//! Finishing a trick, moving the pawn, dealing and reshuffling are automatic; a reshuffle
//! draws from the game's own seeded stream, so (options, seed, log) replays exactly.

// The standard sorts (clippy.toml refuses them in the bundles' code for their size) stay in
// the engines for now: several must be stable or keep the order of equal keys that the
// pinned games and computers' choices depend on, so each moves to `core::small` only with
// a proof that the order is unchanged (issue 41).
#![allow(clippy::disallowed_methods)]

pub mod actions;
mod board;
pub mod cards;
pub mod events;
mod flow;
pub mod heuristics;
mod invariants;
mod legal;
pub mod lesson;
pub mod observe;
pub mod options;
pub mod state;
pub mod tricks;
pub mod view;

pub use actions::{Action, TafelrundeError};
pub use board::next_free;
pub use cards::{Card, Colour, Super};
pub use events::TafelrundeEvent;
pub use invariants::trick_bound;
pub use observe::TafelrundeObservation;
pub use options::TafelrundeOptions;
pub use state::{LastTrick, Phase, Tafelrunde};
pub use view::SeatView;

use tr_core::events::Seen;
use tr_core::game::{Game, GameId, GameInfo, Outcome, Ranking, SetupError};
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// What König Artus Tafelrunde declares about itself: who plays it, its rule ids, how its results rank.
pub const INFO: GameInfo = GameInfo {
    id: GameId::Tafelrunde,
    players: options::PLAYERS,
    rule_prefix: "TAF",
    ranking: Ranking::ByWin,
};

impl Game for Tafelrunde {
    const INFO: &'static GameInfo = &INFO;
    type Options = TafelrundeOptions;
    type Action = Action;
    type Observation = TafelrundeObservation;
    type Error = TafelrundeError;
    type Event = TafelrundeEvent;

    fn new(options: &TafelrundeOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Tafelrunde::start(options.clone(), seats, seed)
    }

    fn options(&self) -> &TafelrundeOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn actors(&self) -> Vec<Seat> {
        self.first_actor().into_iter().collect()
    }

    fn first_actor(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Play => Some(self.to_play()),
            Phase::Sword { seat, .. } => Some(seat),
        }
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    tr_core::checked_moves!();

    /// The first deal (TAF-3.4, TAF-3.5).
    fn start_events(&self) -> Vec<Seen<TafelrundeEvent>> {
        let mut out = Vec::new();
        self.dealt_events(false, &mut out);
        out
    }

    fn observe(&self, seat: Seat) -> TafelrundeObservation {
        self.observation(seat)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }

    /// The winner; the score sheet shows the space each pawn reached.
    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        Some(Outcome {
            winners: vec![w],
            scores: PerSeat::from_fn(self.n, |s| i64::from(self.pawns[s.index()])),
            side: None,
        })
    }

    /// The winner 1, the others 0 once over; before that, each pawn's space compared with the
    /// table's mean, as a share of the track.
    fn returns(&self) -> PerSeat<f64> {
        if let Some(w) = self.winner {
            return PerSeat::from_fn(self.n, |s| if s == w { 1.0 } else { 0.0 });
        }
        let pos: Vec<f64> = self.pawns.iter().map(|p| f64::from(*p)).collect();
        let mean = pos.iter().sum::<f64>() / self.n as f64;
        let len = f64::from(self.options.finish());
        PerSeat::from_fn(self.n, |s| {
            (0.5 + (pos[s.index()] - mean) / len).clamp(0.0, 1.0)
        })
    }

    /// A hand is eight tricks; a search may read the pawns when it is played out.
    fn scoring_round(&self) -> usize {
        self.hands_dealt as usize
    }

    fn action_space(&self, seat: Seat) -> Vec<Action> {
        self.attempts(seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::check(self)
    }
}

impl tr_core::policy::RuleBased for Tafelrunde {
    fn observed_legal(obs: &TafelrundeObservation) -> Vec<Action> {
        obs.legal()
    }

    /// Without the last trick (issue 31).
    fn decision_observation(&self, seat: Seat) -> TafelrundeObservation {
        self.decision_observation(seat)
    }

    tr_core::kept_decision_observation!(TafelrundeObservation, |g| observe::blank(
        g.options.clone()
    ));

    fn rule_based(obs: &TafelrundeObservation, rng: &mut GameRng) -> Action {
        heuristics::decide(obs, rng).unwrap_or(Action::Decline)
    }

    /// The legal list not listed a second time (issue 31).
    fn rule_based_among(
        obs: &TafelrundeObservation,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Action {
        heuristics::decide_among(obs, legal).unwrap_or(Action::Decline)
    }

    fn rollout(state: &Tafelrunde, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        heuristics::rollout(state, seat, rng)
    }

    /// With two players Hard simulates the next hand too: the race is won over several
    /// hands, and the pawns at the end of this one alone left Hard no better than Normal
    /// (docs/arena.md). At larger tables two hands cost Hard over a second a move natively
    /// (six players), so it stops at the end of the hand like Normal.
    fn deep_rounds(&self) -> u32 {
        if self.n <= 2 { 2 } else { 1 }
    }
}
