//! What one seat knows (ROI-11) and re-dealing what it cannot see.

use super::contracts::Contract;
use super::hidden::assign;
use super::sim::SimRng;
use super::state::{Phase, Roi, RoundScore, SEATS, Trick};
use tr_core::cards::{Card, CardSet, Rank};
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// One seat's view: its own hand and everything public (ROI-11.1, ROI-11.2).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoiObservation {
    /// The observing seat.
    pub seat: Seat,
    /// Its hand, in canonical order.
    pub hand: Vec<Card>,
    /// Cards left in every hand.
    pub hand_sizes: PerSeat<u8>,
    /// Round index from 0 (across a match).
    pub round: usize,
    /// Rounds in the whole match.
    pub rounds_total: usize,
    /// The contract being played.
    pub contract: Contract,
    /// The dealer.
    pub dealer: Seat,
    /// The leader of the current trick.
    pub leader: Seat,
    /// Whose turn it is (`None` once the game is over).
    pub to_play: Option<Seat>,
    /// Cards on the table, in play order.
    pub trick: Vec<(Seat, Card)>,
    /// Finished tricks of this round, in order.
    pub tricks: Vec<Trick>,
    /// The most recent finished trick, even one that closed the previous round.
    pub last_trick: Option<Trick>,
    /// The score sheet so far.
    pub sheet: Vec<RoundScore>,
    /// Running totals.
    pub totals: PerSeat<i32>,
    /// True once all rounds are played.
    pub over: bool,
    /// The cards each seat may still hold, as the observer infers them from public play
    /// ([`RoiObservation::possible_cards`]).
    pub possible: PerSeat<CardSet>,
}

impl RoiObservation {
    /// Cards won this round per seat (public).
    #[must_use]
    pub fn won_cards(&self) -> PerSeat<CardSet> {
        super::state::won_cards(&self.tricks)
    }

    /// Tricks won this round per seat.
    #[must_use]
    pub fn tricks_won(&self) -> PerSeat<u8> {
        super::state::tricks_won(&self.tricks)
    }

    /// What the observer can infer of each other hand this round: the cards it may still
    /// hold (its own hand for itself). ROI-11.3: a seat that did not follow is void in the
    /// led suit; ROI-11.4: in contract 1, a void seat's card was its highest rank, so it
    /// holds nothing higher; ROI-11.5: not trumping proves nothing. The engine keeps these
    /// inferences up to date as cards are played (`Roi::place`), one implementation for the
    /// observation and the re-deal alike.
    #[must_use]
    pub fn possible_cards(&self) -> PerSeat<CardSet> {
        self.possible.clone()
    }
}

/// An observation with nothing in it, to be filled.
pub(crate) fn blank() -> RoiObservation {
    RoiObservation {
        seat: Seat(0),
        hand: Vec::new(),
        hand_sizes: PerSeat(Vec::new()),
        round: 0,
        rounds_total: 0,
        contract: Contract::for_round(0),
        dealer: Seat(0),
        leader: Seat(0),
        to_play: None,
        trick: Vec::new(),
        tricks: Vec::new(),
        last_trick: None,
        sheet: Vec::new(),
        totals: PerSeat(Vec::new()),
        over: false,
        possible: PerSeat(Vec::new()),
    }
}

impl Roi {
    /// The observation of `seat`.
    #[must_use]
    pub fn observation(&self, seat: Seat) -> RoiObservation {
        RoiObservation {
            tricks: self.tricks.clone(),
            last_trick: self.last_trick().cloned(),
            sheet: self.sheet.clone(),
            totals: self.totals(),
            ..self.decision_observation(seat)
        }
    }

    /// [`Roi::observation`] without what the rule-based player never reads: the score sheet,
    /// the running totals (left empty), the finished tricks and the last one. The rest is
    /// the observation's own, so a computer seat still sees only what `seat` sees
    /// (`RuleBased::decision_observation`).
    #[must_use]
    pub fn decision_observation(&self, seat: Seat) -> RoiObservation {
        let mut obs = blank();
        self.fill_decision_observation(seat, &mut obs);
        obs
    }

    /// [`Roi::decision_observation`] written over `obs`, its lists reused (a computer
    /// decision's, kept per thread: issue 31). Every field is written (the destructuring
    /// names them all).
    pub(crate) fn fill_decision_observation(&self, seat: Seat, obs: &mut RoiObservation) {
        let RoiObservation {
            seat: viewer,
            hand,
            hand_sizes,
            round,
            rounds_total,
            contract,
            dealer,
            leader,
            to_play,
            trick,
            tricks,
            last_trick,
            sheet,
            totals,
            over,
            possible,
        } = obs;
        *viewer = seat;
        hand.clear();
        hand.extend(self.hands[seat.index()].iter());
        hand_sizes.0.clear();
        hand_sizes
            .0
            .extend(self.hands.iter().map(|h| h.len() as u8));
        *round = self.round;
        *rounds_total = self.rounds_total();
        *contract = self.contract();
        *dealer = self.dealer;
        *leader = self.leader;
        *to_play = self.to_play();
        trick.clone_from(&self.trick);
        tricks.clear();
        *last_trick = None;
        sheet.clear();
        totals.0.clear();
        *over = self.phase == Phase::Over;
        self.hidden(seat).possible_cards_into(self, seat, possible);
    }

    /// Re-deals the other hands within what `seat` can infer, uniformly among the deals
    /// it cannot rule out ([`super::hidden`]), and reseeds chance. Reads only public state
    /// and `seat`'s hand, so two positions `seat` cannot tell apart give the same result
    /// with the same `rng`.
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Roi {
        // One draw of the searcher's stream seeds everything random in the copy: the
        // re-deal below and the later rounds' shuffles (`super::sim`).
        let seed = rng.next_u64();
        let mut d = self.clone();
        d.rng = GameRng::from_seed(seed);
        let mut sim = SimRng::new(seed);
        if self.phase != Phase::Over {
            let h = self.hidden(seat);
            match h.sample(&mut sim) {
                Some(hands) => {
                    for (s, hand) in h.others.iter().zip(hands) {
                        d.hands[s.index()] = hand;
                    }
                }
                // No consistent deal could be counted (never for a position reached by
                // play): a randomized matching still gives a consistent one.
                None => {
                    let mut r = GameRng::from_seed(sim.next_u64());
                    d.redeal_by_matching(seat, &h.possible_cards(self, seat), &mut r);
                }
            }
        }
        d.simulated = Some(sim);
        d
    }

    /// The previous determinization, kept as a reference for benchmarks and tests: build
    /// the observation, infer from it, and find a randomized perfect matching (consistent
    /// but not uniform).
    #[doc(hidden)]
    #[must_use]
    pub fn determinized_by_matching(&self, seat: Seat, rng: &mut GameRng) -> Roi {
        let mut d = self.clone();
        d.rng = rng.fork();
        if self.phase == Phase::Over {
            return d;
        }
        let possible = self.observation(seat).possible_cards();
        d.redeal_by_matching(seat, &possible, rng);
        d
    }

    /// Re-deals the other hands by a randomized matching within `possible`; leaves them as
    /// they are if there is none.
    fn redeal_by_matching(&mut self, seat: Seat, possible: &PerSeat<CardSet>, rng: &mut GameRng) {
        let others: Vec<Seat> = Seat::all(SEATS).filter(|s| *s != seat).collect();
        let mut pool: Vec<Card> = others
            .iter()
            .fold(CardSet::EMPTY, |a, s| a.union(self.hands[s.index()]))
            .to_vec();
        rng.shuffle(&mut pool);
        // Slots: one per card each other seat must hold, in random order.
        let mut slots: Vec<Seat> = others
            .iter()
            .flat_map(|s| std::iter::repeat_n(*s, self.hands[s.index()].len()))
            .collect();
        rng.shuffle(&mut slots);
        if let Some(owner) = assign(&pool, &slots, possible) {
            for s in &others {
                self.hands[s.index()] = CardSet::EMPTY;
            }
            for (card, slot) in pool.iter().zip(owner) {
                self.hands[slots[slot].index()].insert(*card);
            }
        }
    }
}

/// Cards strictly above `rank`, any suit.
#[must_use]
pub fn above(rank: Rank) -> CardSet {
    super::state::ranks_above(rank)
}
