//! Le Roi (King): ten trick-taking contracts for four players.
//!
//! Spec: `shared/rules/roi.md` (rule ids `ROI-*`), from the French seed text. Exactly four
//! players (ROI-2.1 [READING]). Deviations: none known. The three [HOUSE] items are options
//! ([`RoiOptions`]). A round deals itself as soon as the previous one is scored, so chance
//! never needs a decision; the finished round stays visible through the score sheet and
//! the last trick, which the state keeps across the new deal.

// The standard sorts (clippy.toml refuses them in the bundles' code for their size) stay in
// the engines for now: several must be stable or keep the order of equal keys that the
// pinned games and computers' choices depend on, so each moves to `core::small` only with
// a proof that the order is unchanged (issue 41).
#![allow(clippy::disallowed_methods)]

pub mod contracts;
pub mod events;
pub mod heuristics;
mod hidden;
pub mod legal;
pub mod lesson;
pub mod observe;
pub mod options;
pub mod rollout;
pub mod sim;
pub mod state;
pub mod tricks;

pub use contracts::Contract;
pub use events::RoiEvent;
pub use legal::RoiError;
pub use observe::RoiObservation;
pub use options::RoiOptions;
pub use state::{Phase, Roi, RoundScore, SEATS, TRICKS, Trick};

use tr_core::cards::Card;
use tr_core::events::Seen;
use tr_core::game::{Game, GameId, GameInfo, Outcome, Ranking, SetupError};
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// Spread of totals that maps to the full `[0, 1]` utility range for bots.
const UTILITY_SCALE: f64 = 400.0;

/// What Le Roi declares about itself: who plays it, its rule ids, how its results rank.
pub const INFO: GameInfo = GameInfo {
    id: GameId::Roi,
    players: 4..=4,
    rule_prefix: "ROI",
    ranking: Ranking::ByScore,
};

impl Game for Roi {
    const INFO: &'static GameInfo = &INFO;
    type Options = RoiOptions;
    type Action = Card;
    type Observation = RoiObservation;
    type Error = RoiError;
    type Event = RoiEvent;

    fn new(options: &RoiOptions, seats: usize, seed: u64) -> Result<Roi, SetupError> {
        if seats != SEATS {
            return Err(SetupError::PlayerCount {
                got: seats,
                allowed: INFO.players,
            });
        }
        if !(1..=options::MAX_GAMES_PER_MATCH).contains(&options.games_per_match) {
            return Err(SetupError::BadOption(format!(
                "roi.games_per_match = {}",
                options.games_per_match
            )));
        }
        Ok(Roi::start(options.clone(), seed))
    }

    fn options(&self) -> &RoiOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn actors(&self) -> Vec<Seat> {
        self.to_play().into_iter().collect()
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn first_actor(&self) -> Option<Seat> {
        self.to_play()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Card> {
        legal::legal_cards(self, seat)
    }

    fn play(&mut self, seat: Seat, card: &Card) -> Result<(), RoiError> {
        legal::check(self, seat, *card)?;
        self.place(seat, *card, &mut ());
        Ok(())
    }

    /// A listed card skips the check (issue 31: the arena's loop); debug builds still
    /// check.
    fn play_legal(&mut self, seat: Seat, card: &Card) -> Result<(), RoiError> {
        debug_assert_eq!(
            legal::check(self, seat, *card),
            Ok(()),
            "{card:?} by {seat}"
        );
        self.place(seat, *card, &mut ());
        Ok(())
    }

    fn play_events(
        &mut self,
        seat: Seat,
        card: &Card,
        events: &mut Vec<Seen<RoiEvent>>,
    ) -> Result<(), RoiError> {
        legal::check(self, seat, *card)?;
        self.place(seat, *card, events);
        Ok(())
    }

    /// The first deal (ROI-2.5 to ROI-2.9).
    fn start_events(&self) -> Vec<Seen<RoiEvent>> {
        let mut out = Vec::new();
        if self.tricks.is_empty() && self.trick.is_empty() && self.phase == Phase::Play {
            self.dealt_events(&mut out);
        }
        out
    }

    fn observe(&self, seat: Seat) -> RoiObservation {
        self.observation(seat)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Roi {
        self.determinized(seat, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let totals = self.totals();
        let best = totals.values().copied().max().unwrap_or(0);
        // ROI-7.1 highest total wins; ROI-7.2 equal highest totals share the win.
        let winners = totals
            .iter()
            .filter(|(_, t)| **t == best)
            .map(|(s, _)| s)
            .collect();
        Some(Outcome {
            winners,
            scores: totals.map(|_, t| i64::from(*t)),
            side: None,
        })
    }

    fn returns(&self) -> PerSeat<f64> {
        let totals = self.totals();
        let mean = f64::from(totals.values().sum::<i32>()) / SEATS as f64;
        totals.map(|_, t| (0.5 + (f64::from(*t) - mean) / UTILITY_SCALE).clamp(0.0, 1.0))
    }

    /// ROI-6.1: a round is scored on its own once its 13 tricks are played, and the next deal
    /// is shuffled afresh, so a search looks no further than the end of the round.
    fn scoring_round(&self) -> usize {
        self.round
    }

    fn action_space(&self, _seat: Seat) -> Vec<Card> {
        Card::deck().collect()
    }

    /// ROI-9.1 to ROI-9.3 and ROI-9.7 to ROI-9.9, checked after every action.
    fn check_invariants(&self) -> Result<(), String> {
        let mut all = tr_core::cards::CardSet::EMPTY;
        let mut count = 0;
        let mut add = |c: Card| {
            count += 1;
            all.insert(c);
        };
        for h in &self.hands {
            h.iter().for_each(&mut add);
        }
        self.trick.iter().for_each(|(_, c)| add(*c));
        self.tricks
            .iter()
            .flat_map(|t| t.cards.iter())
            .for_each(|(_, c)| add(*c));
        if self.phase == Phase::Play && (count != 52 || all.len() != 52) {
            return Err(format!("ROI-9.1: {count} cards, {} distinct", all.len()));
        }
        let played = self.tricks.len();
        for (s, h) in Seat::all(SEATS).zip(self.hands) {
            let on_table = usize::from(self.trick.iter().any(|(t, _)| *t == s));
            if self.phase == Phase::Play && h.len() + on_table != TRICKS - played {
                return Err(format!(
                    "ROI-9.2: {s} holds {} after {played} tricks",
                    h.len()
                ));
            }
        }
        for t in &self.tricks {
            // Compared seat by seat, no lists (the battery checks this after every action).
            let order = t.cards.iter().map(|(s, _)| *s);
            if !order.eq(t.leader.clockwise_from(SEATS)) {
                return Err("ROI-9.3: trick not in clockwise order from the leader".into());
            }
        }
        for w in self.tricks.windows(2) {
            if w[1].leader != w[0].winner {
                return Err("ROI-9.5: the winner must lead the next trick".into());
            }
        }
        for line in &self.sheet {
            let sum: i32 = line.points.values().sum();
            if sum != line.contract.round_total() {
                return Err(format!("ROI-9.7: {:?} sums to {sum}", line.contract));
            }
            let penalty = line.contract.trump().is_none();
            for (s, p) in line.points.iter() {
                if (penalty && *p > 0) || (!penalty && *p < 0) {
                    return Err(format!("ROI-9.9: {s} scored {p} in {:?}", line.contract));
                }
            }
        }
        if self.phase == Phase::Over {
            let total: i32 = self.totals().values().sum();
            let games = i32::from(self.options.games_per_match);
            if total != -60 * games {
                return Err(format!("ROI-9.8: game total {total}"));
            }
        }
        Ok(())
    }
}
