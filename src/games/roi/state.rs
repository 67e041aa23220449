//! The state of a game of Roi, the deal and the flow of tricks and rounds (ROI-2, ROI-5).

use super::contracts::Contract;
use super::events::RoiEvent;
use super::options::{DealOrder, RoiOptions};
use super::sim::SimRng;
use tr_core::cards::{Card, CardSet, Rank, Suit};
use tr_core::events::{Seats, Seen, Sink};
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// Roi is played by exactly four (ROI-2.1).
pub const SEATS: usize = 4;
/// Tricks in a round (ROI-2.6: 13 cards each).
pub const TRICKS: usize = 13;

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A seat must play a card to the current trick.
    Play,
    /// All rounds are played (ROI-7.1).
    Over,
}

/// A finished trick: who led, the four cards in play order, who won it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Trick {
    /// The seat that led.
    pub leader: Seat,
    /// `(seat, card)` in play order, clockwise from the leader (ROI-9.3).
    pub cards: Vec<(Seat, Card)>,
    /// The seat that took it.
    pub winner: Seat,
}

/// One line of the score sheet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundScore {
    /// The contract played.
    pub contract: Contract,
    /// Who dealt.
    pub dealer: Seat,
    /// Tricks won per seat.
    pub tricks: PerSeat<u8>,
    /// Points per seat (ROI-6).
    pub points: PerSeat<i32>,
}

/// The cards each seat took in these tricks (ROI-5.4: won piles are public).
#[must_use]
pub fn won_cards(tricks: &[Trick]) -> PerSeat<CardSet> {
    let mut w = PerSeat::filled(SEATS, CardSet::EMPTY);
    for t in tricks {
        for (_, c) in &t.cards {
            w[t.winner].insert(*c);
        }
    }
    w
}

/// How many of these tricks each seat won.
#[must_use]
pub fn tricks_won(tricks: &[Trick]) -> PerSeat<u8> {
    let mut w = PerSeat::filled(SEATS, 0u8);
    for t in tricks {
        w[t.winner] += 1;
    }
    w
}

/// A whole game (or match) of Roi.
#[derive(PartialEq, Eq, Debug)]
pub struct Roi {
    pub(super) options: RoiOptions,
    /// Chance: every deal of the game comes from this stream (ROI-2.5, ROI-2.10).
    pub(super) rng: GameRng,
    /// In a determinized copy, the cheap stream its later deals come from instead.
    pub(super) simulated: Option<SimRng>,
    pub(super) phase: Phase,
    /// Round index from 0, across the games of a match.
    pub(super) round: usize,
    pub(super) dealer: Seat,
    pub(super) hands: [CardSet; SEATS],
    /// Cards on the table in play order; the first was led.
    pub(super) trick: Vec<(Seat, Card)>,
    pub(super) leader: Seat,
    /// Finished tricks of the current round (public, ROI-5.4).
    pub(super) tricks: Vec<Trick>,
    /// The 13th trick of the previous round, so that it can still be looked at once the
    /// next round is dealt (public). Mid-round the most recent trick is `tricks.last()`.
    pub(super) previous_last_trick: Option<Trick>,
    /// The finished rounds.
    pub(super) sheet: Vec<RoundScore>,
    /// Cards played this round, the current trick included (public, ROI-11.2).
    pub(super) played: CardSet,
    /// Per seat, the cards the public play of this round proves it does not hold: the led
    /// suit once it did not follow (ROI-11.3) and, in contract 1, every rank above the card
    /// it played then (ROI-11.4). Kept up to date by [`Roi::place`] so that determinizing
    /// reads it in constant time; equal to what every observer infers.
    pub(super) excluded: [CardSet; SEATS],
}

/// Copies reserve room for a whole trick and a whole round, so that a simulation played
/// on a copy (every search iteration) never grows a vector.
impl Clone for Roi {
    fn clone(&self) -> Roi {
        let mut trick = Vec::with_capacity(SEATS);
        trick.extend_from_slice(&self.trick);
        let mut tricks = Vec::with_capacity(TRICKS);
        tricks.extend_from_slice(&self.tricks);
        Roi {
            options: self.options.clone(),
            rng: self.rng.clone(),
            simulated: self.simulated,
            phase: self.phase,
            round: self.round,
            dealer: self.dealer,
            hands: self.hands,
            trick,
            leader: self.leader,
            tricks,
            previous_last_trick: self.previous_last_trick.clone(),
            sheet: self.sheet.clone(),
            played: self.played,
            excluded: self.excluded,
        }
    }
}

/// Every card of a rank strictly above `rank`, in all four suits.
#[must_use]
pub fn ranks_above(rank: Rank) -> CardSet {
    // Within a suit, bits `rank - 1 ..` (index = rank - 2) hold the higher ranks.
    let shift = u32::from(rank.0.clamp(1, 14)) - 1;
    let suit = (0x1FFFu64 >> shift) << shift;
    CardSet(suit * SUIT_REPEAT)
}

/// The four cards of `rank`.
#[must_use]
pub(super) fn rank_cards(rank: Rank) -> CardSet {
    CardSet((1u64 << (rank.0.clamp(2, 14) - 2)) * SUIT_REPEAT)
}

/// The highest rank in `set`, any suit (`None` for an empty set).
#[must_use]
pub(super) fn top_rank(set: CardSet) -> Option<Rank> {
    let b = set.0;
    let ranks = (b | b >> 13 | b >> 26 | b >> 39) & 0x1FFF;
    // Bit i of `ranks` is rank i + 2; the highest set bit is 63 - leading_zeros.
    (ranks != 0).then(|| Rank((65 - ranks.leading_zeros()) as u8))
}

/// One bit per suit at the same rank: `mask * SUIT_REPEAT` repeats a suit mask in all four.
pub(super) const SUIT_REPEAT: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;

impl Roi {
    /// Number of rounds in the whole match (10 per game, ROI-7.3).
    #[must_use]
    pub fn rounds_total(&self) -> usize {
        10 * usize::from(self.options.games_per_match)
    }

    /// The current contract.
    #[must_use]
    pub fn contract(&self) -> Contract {
        Contract::for_round(self.round)
    }

    tr_core::getters! {
        /// The current round (0-based).
        round: usize = round;
        /// The current dealer.
        dealer: Seat = dealer;
        /// The seat that led (or will lead) the current trick.
        leader: Seat = leader;
        /// The phase.
        phase: Phase = phase;
    }

    /// The seat whose turn it is, if any (ROI-2.4: clockwise from the leader).
    #[must_use]
    pub fn to_play(&self) -> Option<Seat> {
        match self.phase {
            Phase::Play => Some(self.leader.offset(self.trick.len() as i64, SEATS)),
            Phase::Over => None,
        }
    }

    /// A seat's hand (full state; bots and the UI use observations instead).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// The cards on the table.
    #[must_use]
    pub fn current_trick(&self) -> &[(Seat, Card)] {
        &self.trick
    }

    /// Finished tricks of this round.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The most recent finished trick, even if it closed the previous round.
    #[must_use]
    pub fn last_trick(&self) -> Option<&Trick> {
        self.tricks.last().or(self.previous_last_trick.as_ref())
    }

    /// The score sheet so far.
    #[must_use]
    pub fn sheet(&self) -> &[RoundScore] {
        &self.sheet
    }

    /// Running totals (ROI-1.4).
    #[must_use]
    pub fn totals(&self) -> PerSeat<i32> {
        let mut t = PerSeat::filled(SEATS, 0);
        for line in &self.sheet {
            for (s, p) in line.points.iter() {
                t[s] += p;
            }
        }
        t
    }

    /// Cards won this round per seat (public, ROI-5.4).
    #[must_use]
    pub fn won_cards(&self) -> PerSeat<CardSet> {
        won_cards(&self.tricks)
    }

    /// Tricks won this round per seat.
    #[must_use]
    pub fn tricks_won(&self) -> PerSeat<u8> {
        tricks_won(&self.tricks)
    }

    /// Starts a game: random first dealer (ROI-2.5), then the first deal.
    pub(super) fn start(options: RoiOptions, seed: u64) -> Roi {
        let mut rng = GameRng::from_seed(seed);
        let dealer = Seat(rng.below(SEATS as u32) as u8);
        let mut g = Roi {
            options,
            rng,
            simulated: None,
            phase: Phase::Play,
            round: 0,
            dealer,
            hands: [CardSet::EMPTY; SEATS],
            trick: Vec::with_capacity(SEATS),
            leader: dealer.left(SEATS),
            tricks: Vec::with_capacity(TRICKS),
            previous_last_trick: None,
            sheet: Vec::new(),
            played: CardSet::EMPTY,
            excluded: [CardSet::EMPTY; SEATS],
        };
        g.deal(&mut ());
        g
    }

    /// The events of the position a round starts from: the deal, and each seat's hand told
    /// to that seat only.
    pub(super) fn dealt_events(&self, ev: &mut impl Sink<RoiEvent>) {
        ev.emit(|| {
            Seen::public(RoiEvent::Dealt {
                round: self.round,
                contract: self.contract(),
                dealer: self.dealer,
                leader: self.leader,
            })
        });
        for seat in Seat::all(SEATS) {
            ev.emit(|| {
                Seen::only(
                    Seats::one(seat),
                    RoiEvent::Hand {
                        seat,
                        cards: self.hands[seat.index()],
                    },
                )
            });
        }
    }

    /// A fresh shuffle of the 52 cards (ROI-2.10), dealt one at a time (ROI-2.6, ROI-2.7);
    /// the dealer's left-hand neighbour leads (ROI-2.9). A determinized copy shuffles with
    /// its cheap simulation stream.
    fn deal(&mut self, ev: &mut impl Sink<RoiEvent>) {
        let mut deck = [Card::new(Rank(2), Suit::Clubs); 52];
        for (slot, c) in deck.iter_mut().zip(Card::deck()) {
            *slot = c;
        }
        match &mut self.simulated {
            None => self.rng.shuffle(&mut deck),
            Some(sim) => sim.shuffle(&mut deck),
        }
        let mut hands = [CardSet::EMPTY; SEATS];
        match self.options.deal_order {
            DealOrder::ClockwiseFromLeft => {
                for (k, c) in deck.into_iter().enumerate() {
                    hands[self.dealer.offset(1 + k as i64, SEATS).index()].insert(c);
                }
            }
        }
        self.set_round_hands(hands);
        self.dealt_events(ev);
    }

    fn set_round_hands(&mut self, hands: [CardSet; SEATS]) {
        self.hands = hands;
        self.start_round();
    }

    /// Clears the table for a round whose hands are dealt.
    fn start_round(&mut self) {
        self.trick.clear();
        self.tricks.clear();
        self.played = CardSet::EMPTY;
        self.excluded = [CardSet::EMPTY; SEATS];
        self.leader = self.dealer.left(SEATS);
    }

    /// Test hook (ROI-8): replaces the current round's deal by these hands, with `dealer`
    /// dealing, before any card of the round is played. Later rounds are shuffled as usual
    /// unless injected again.
    ///
    /// # Errors
    /// When the hands are not 4 × 13 distinct cards or the round has begun.
    pub fn inject_round(&mut self, dealer: Seat, hands: [&[Card]; 4]) -> Result<(), String> {
        if !self.trick.is_empty() || !self.tricks.is_empty() || self.phase == Phase::Over {
            return Err("the round has already begun".into());
        }
        let sets: [CardSet; SEATS] = hands.map(|h| h.iter().copied().collect());
        let all = sets.iter().fold(CardSet::EMPTY, |a, s| a.union(*s));
        if sets.iter().any(|s| s.len() != TRICKS) || all.len() != 52 {
            return Err("hands must be four distinct sets of 13 cards".into());
        }
        self.dealer = Seat(dealer.0 % SEATS as u8);
        self.set_round_hands(sets);
        Ok(())
    }

    /// Starts a game at a given round with given hands (test hook for ROI-8).
    ///
    /// # Errors
    /// As [`Roi::inject_round`].
    pub fn with_hands(
        options: RoiOptions,
        round: usize,
        dealer: Seat,
        hands: [&[Card]; 4],
    ) -> Result<Roi, String> {
        let mut g = Roi::start(options, 0);
        if round >= g.rounds_total() {
            return Err("no such round".into());
        }
        g.round = round;
        g.inject_round(dealer, hands)?;
        Ok(g)
    }

    /// Puts `card` of `seat` on the table (already checked legal), then closes the trick
    /// and the round when they are complete.
    pub(super) fn place(&mut self, seat: Seat, card: Card, ev: &mut impl Sink<RoiEvent>) {
        if let Some((_, lead)) = self.trick.first()
            && lead.suit() != card.suit()
        {
            // ROI-11.3: not following proves a void for the rest of the round.
            let mut proved = CardSet::FULL.of_suit(lead.suit());
            // ROI-11.4: in contract 1 the card was the highest rank held.
            if self.contract() == Contract::NoTricks {
                proved = proved.union(ranks_above(card.rank()));
            }
            let ex = &mut self.excluded[seat.index()];
            *ex = ex.union(proved);
        }
        self.played.insert(card);
        self.hands[seat.index()].remove(card);
        self.trick.push((seat, card));
        ev.emit(|| Seen::public(RoiEvent::Played { seat, card }));
        if self.trick.len() < SEATS {
            return;
        }
        let winner = super::tricks::winner(&self.trick, self.contract().trump());
        let mut cards = Vec::with_capacity(SEATS);
        cards.extend_from_slice(&self.trick);
        self.trick.clear();
        ev.emit(|| {
            Seen::public(RoiEvent::TrickWon {
                winner,
                cards: cards.clone(),
            })
        });
        self.tricks.push(Trick {
            leader: self.leader,
            cards,
            winner,
        });
        // ROI-5.4: the winner leads the next trick.
        self.leader = winner;
        if self.tricks.len() == TRICKS {
            self.finish_round(ev);
        }
    }

    /// ROI-6.1: score the round; ROI-2.8: the deal passes to the right; ROI-7.1: the game
    /// ends after the last round.
    fn finish_round(&mut self, ev: &mut impl Sink<RoiEvent>) {
        let contract = self.contract();
        let won = self.won_cards();
        let tricks = self.tricks_won();
        let last = self.tricks.last().map(|t| t.winner);
        let points = PerSeat::from_fn(SEATS, |s| {
            contract.points(won[s], u32::from(tricks[s]), last == Some(s))
        });
        ev.emit(|| {
            Seen::public(RoiEvent::RoundScored {
                contract,
                points: points.clone(),
            })
        });
        self.sheet.push(RoundScore {
            contract,
            dealer: self.dealer,
            tricks,
            points,
        });
        self.round += 1;
        if self.round >= self.rounds_total() {
            // The finished round's tricks stay in view.
            self.phase = Phase::Over;
            ev.emit(|| {
                // ROI-7.1, ROI-7.2: the winners are those of the outcome.
                let winners = tr_core::game::Game::outcome(self)
                    .map(|o| o.winners)
                    .unwrap_or_default();
                Seen::public(RoiEvent::GameOver {
                    winners,
                    totals: self.totals(),
                })
            });
            return;
        }
        self.previous_last_trick = self.tricks.pop();
        self.dealer = self.dealer.right(SEATS);
        self.deal(ev);
    }
}
