//! Les Chevaliers de la Table Ronde (*Shadows over Camelot*): a co-operative game for three
//! to seven knights, who fill the Round Table with white swords by winning quests while Evil
//! advances every turn, perhaps helped in secret by a Traitor among them.
//!
//! Spec: `shared/rules/chevaliers.md` (rule ids `CHV-*`), from the French seed's setup, turn
//! summary and quest sheet.
//!
//! Engine model: one pending decision at a time (CHV-17.1), kept as a stack of [`Step`]s:
//! resolving a Black card, a quest's end, a death or a sharing pushes the steps it needs,
//! and the steps that need no decision resolve on their own. End conditions are checked
//! between steps (CHV-14.2). Out-of-turn decisions (the Merlin cancel, the Excalibur and
//! Grail windows, Kay, Morgan volunteers, Convocation, sharing answers) are steps asked of
//! one knight at a time, in the order the spec gives. Every random event (shuffles, the
//! Loyalty deal, the d8, the Traitor's theft, the sharing fallback) comes from the state's
//! seeded generator (CHV-17.5).

// The standard sorts (clippy.toml refuses them in the bundles' code for their size) stay in
// the engines for now: several must be stable or keep the order of equal keys that the
// pinned games and computers' choices depend on, so each moves to `core::small` only with
// a proof that the order is unchanged (issue 41).
#![allow(clippy::disallowed_methods)]

pub mod actions;
mod black;
pub mod cards;
mod carry_out;
mod conduct;
mod decide;
pub mod ending;
pub mod events;
#[doc(hidden)]
pub mod fixture;
mod flow;
pub mod heroic;
pub mod heuristics;
mod invariants;
pub mod lesson;
pub mod observe;
pub mod options;
pub mod quests;
pub mod state;

pub use actions::{
    Action, ChevaliersError, Heroic, HeroicType, MerlinUse, Place, Quest, Special, War, Whom,
};
pub use cards::{Black, Knight, Loyalty, White, blacks, whites};
pub use events::{ChevaliersEvent, RelicKind, ShareWhy};
pub use observe::ChevaliersObservation;
pub use options::ChevaliersOptions;
pub use state::{Board, Chevaliers, Conduct, Relic, Stage, Step};

use tr_core::events::Seen;
use tr_core::game::{Game, GameId, GameInfo, Outcome, Ranking, SetupError, Side};
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// What Les Chevaliers de la Table Ronde declares about itself: who plays it, its rule ids, how its results rank.
pub const INFO: GameInfo = GameInfo {
    id: GameId::Chevaliers,
    players: 3..=7,
    rule_prefix: "CHV",
    ranking: Ranking::ByWin,
};

impl Game for Chevaliers {
    const INFO: &'static GameInfo = &INFO;
    type Options = ChevaliersOptions;
    type Action = Action;
    type Observation = ChevaliersObservation;
    type Error = ChevaliersError;
    type Event = ChevaliersEvent;

    fn new(options: &ChevaliersOptions, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Chevaliers::start(options.clone(), seats, seed)
    }

    fn options(&self) -> &ChevaliersOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn actors(&self) -> Vec<Seat> {
        self.decider().into_iter().collect()
    }

    fn first_actor(&self) -> Option<Seat> {
        self.decider()
    }

    fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<(), ChevaliersError> {
        self.check(seat, *action)?;
        self.apply(seat, *action);
        Ok(())
    }

    /// A listed action skips the check, which costs more than most moves (issue 31: the
    /// arena's loop); debug builds still check.
    fn play_legal(&mut self, seat: Seat, action: &Action) -> Result<(), ChevaliersError> {
        debug_assert_eq!(self.check(seat, *action), Ok(()), "{action:?} by {seat}");
        self.apply(seat, *action);
        Ok(())
    }

    fn play_events(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Seen<ChevaliersEvent>>,
    ) -> Result<(), ChevaliersError> {
        self.check(seat, *action)?;
        self.log = Some(std::mem::take(events));
        self.apply(seat, *action);
        *events = self.log.take().unwrap_or_default();
        Ok(())
    }

    /// The knights, the first player and each seat's own Loyalty card (CHV-2).
    fn start_events(&self) -> Vec<Seen<ChevaliersEvent>> {
        let mut out = vec![Seen::public(ChevaliersEvent::Knights {
            knights: self.knights.clone(),
            first: self.active,
        })];
        for s in Seat::all(self.n) {
            out.push(Seen::only(
                tr_core::events::Seats::one(s),
                ChevaliersEvent::OwnLoyalty {
                    seat: s,
                    loyalty: self.loyalty[s.index()],
                },
            ));
        }
        out
    }

    fn observe(&self, seat: Seat) -> ChevaliersObservation {
        self.observation(seat)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Chevaliers {
        self.determinized(seat, rng)
    }

    /// CHV-14.4: the Loyal knights (dead or alive) or the Traitor, if one was dealt; the
    /// side is always named, since Evil may win with nobody at the table on its side. The
    /// score sheet gives 1 to each winner.
    fn outcome(&self) -> Option<Outcome> {
        let side = self.winner?;
        let want = match side {
            Side::Loyal => Loyalty::Loyal,
            Side::Evil => Loyalty::Traitor,
        };
        let winners: Vec<Seat> = Seat::all(self.n)
            .filter(|s| self.loyalty[s.index()] == want)
            .collect();
        Some(Outcome {
            scores: PerSeat::from_fn(self.n, |s| i64::from(winners.contains(&s))),
            winners,
            side: Some(side),
        })
    }

    /// Loyal seats value the Loyal side's standing ([`heuristics::loyal_standing`]: swords,
    /// siege, every quest's two sides, Life, cards, relics, the Traitor's flip); the Traitor
    /// the opposite. Final (1 or 0) once over.
    fn returns(&self) -> PerSeat<f64> {
        let loyal = match self.winner {
            Some(Side::Loyal) => 1.0,
            Some(Side::Evil) => 0.0,
            None => heuristics::loyal_standing(self),
        };
        PerSeat::from_fn(self.n, |s| match self.loyalty[s.index()] {
            Loyalty::Loyal => loyal,
            Loyalty::Traitor => 1.0 - loyal,
        })
    }

    /// A search looks to the end of the current turn, then reads the standing: swords
    /// change too rarely (a quest result) to bound a simulation cheaply.
    fn scoring_round(&self) -> usize {
        self.turns as usize
    }

    fn action_space(&self, seat: Seat) -> Vec<Action> {
        self.candidates(seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::check(self)
    }
}

/// Normal's casual streak: one decision in this many at random (Easy: one in eight).
pub const NORMAL_SLIP_ONE_IN: u32 = 24;

impl tr_core::policy::RuleBased for Chevaliers {
    fn observed_legal(obs: &ChevaliersObservation) -> Vec<Action> {
        obs.legal.clone()
    }

    fn rule_based(obs: &ChevaliersObservation, rng: &mut GameRng) -> Action {
        heuristics::decide(obs, rng).unwrap_or(Action::Pass)
    }

    /// The observation's own legal list, not a copy (issue 31).
    fn rule_based_decision<R>(
        obs: &ChevaliersObservation,
        decide: impl FnOnce(&[Action], &tr_core::policy::RuleBasedAmong<'_, Action>) -> R,
    ) -> R {
        decide(&obs.legal, &|legal, rng| {
            Self::rule_based_among(obs, legal, rng)
        })
    }

    /// What the rule-based knight reads of the observation (issue 31).
    fn decision_observation(&self, seat: Seat) -> ChevaliersObservation {
        self.decision_observation(seat)
    }

    tr_core::kept_decision_observation!(ChevaliersObservation, |_| observe::blank());

    /// CHV-16.4: Easy's casual streak never pays Life for an extra action, accuses or
    /// places a siege engine at random: in a co-operative game such a slip costs the whole
    /// table (a sacrifice at the end of a turn is most of the legal list), not just the
    /// careless knight, and an engine would make a Loyal knight look like the Traitor.
    fn casual(action: &Action) -> bool {
        !matches!(
            action,
            Action::Sacrifice(_) | Action::Heroic(Heroic::Accuse(_)) | Action::EvilSiege
        )
    }

    fn rollout(state: &Chevaliers, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        heuristics::rollout(state, seat, rng)
    }

    /// A Loyal knight at Hard plays the rule-based knight without Easy's slips: four such
    /// knights win 12 % of the games without a Traitor, four Normal (searching) knights none
    /// (200 seeds each, docs/arena.md). The search reads the table at the end of the turn,
    /// too soon for quests that take several turns, and neither a longer horizon nor a
    /// learned value helped. A Traitor at Hard still searches: a searching Traitor does more
    /// harm than the rule-based one.
    fn hard_plays_by_the_rules(_obs: &ChevaliersObservation) -> bool {
        true
    }

    fn normal_slips(_obs: &ChevaliersObservation) -> Option<u32> {
        Some(NORMAL_SLIP_ONE_IN)
    }
}
