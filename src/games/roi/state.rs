//! The state of a game of Roi, the deal and the flow of tricks and rounds (ROI-2, ROI-5).

use super::contracts::Contract;
use super::options::{DealOrder, RoiOptions};
use crate::core::cards::{Card, CardSet};
use crate::core::rng::GameRng;
use crate::core::seats::{PerSeat, Seat};

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
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Roi {
    pub(super) options: RoiOptions,
    /// Chance: every deal of the game comes from this stream (ROI-2.5, ROI-2.10).
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    /// Round index from 0, across the games of a match.
    pub(super) round: usize,
    pub(super) dealer: Seat,
    pub(super) hands: PerSeat<CardSet>,
    /// Cards on the table in play order; the first was led.
    pub(super) trick: Vec<(Seat, Card)>,
    pub(super) leader: Seat,
    /// Finished tricks of the current round (public, ROI-5.4).
    pub(super) tricks: Vec<Trick>,
    /// The most recent finished trick, kept across the end of a round so that the 13th
    /// trick can still be looked at once the next round is dealt (public).
    pub(super) last_trick: Option<Trick>,
    /// The finished rounds.
    pub(super) sheet: Vec<RoundScore>,
}

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

    /// The current round (0-based).
    #[must_use]
    pub fn round(&self) -> usize {
        self.round
    }

    /// The current dealer.
    #[must_use]
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The seat that led (or will lead) the current trick.
    #[must_use]
    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
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
        self.hands[seat]
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
        self.last_trick.as_ref()
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
            phase: Phase::Play,
            round: 0,
            dealer,
            hands: PerSeat::filled(SEATS, CardSet::EMPTY),
            trick: Vec::with_capacity(SEATS),
            leader: dealer.left(SEATS),
            tricks: Vec::with_capacity(TRICKS),
            last_trick: None,
            sheet: Vec::new(),
        };
        g.deal();
        g
    }

    /// A fresh shuffle of the 52 cards (ROI-2.10), dealt one at a time (ROI-2.6, ROI-2.7);
    /// the dealer's left-hand neighbour leads (ROI-2.9).
    fn deal(&mut self) {
        let mut deck: Vec<Card> = Card::deck().collect();
        self.rng.shuffle(&mut deck);
        let mut hands = PerSeat::filled(SEATS, CardSet::EMPTY);
        match self.options.deal_order {
            DealOrder::ClockwiseFromLeft => {
                for (k, c) in deck.into_iter().enumerate() {
                    hands[self.dealer.offset(1 + k as i64, SEATS)].insert(c);
                }
            }
        }
        self.set_round_hands(hands);
    }

    fn set_round_hands(&mut self, hands: PerSeat<CardSet>) {
        self.hands = hands;
        self.trick.clear();
        self.tricks.clear();
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
        let sets: Vec<CardSet> = hands.iter().map(|h| h.iter().copied().collect()).collect();
        let all = sets.iter().fold(CardSet::EMPTY, |a, s| a.union(*s));
        if sets.iter().any(|s| s.len() != TRICKS) || all.len() != 52 {
            return Err("hands must be four distinct sets of 13 cards".into());
        }
        self.dealer = Seat(dealer.0 % SEATS as u8);
        self.set_round_hands(PerSeat(sets));
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
    pub(super) fn place(&mut self, seat: Seat, card: Card) {
        self.hands[seat].remove(card);
        self.trick.push((seat, card));
        if self.trick.len() < SEATS {
            return;
        }
        let winner = super::tricks::winner(&self.trick, self.contract().trump());
        let done = Trick {
            leader: self.leader,
            cards: std::mem::take(&mut self.trick),
            winner,
        };
        self.last_trick = Some(done.clone());
        self.tricks.push(done);
        // ROI-5.4: the winner leads the next trick.
        self.leader = winner;
        if self.tricks.len() == TRICKS {
            self.finish_round();
        }
    }

    /// ROI-6.1: score the round; ROI-2.8: the deal passes to the right; ROI-7.1: the game
    /// ends after the last round.
    fn finish_round(&mut self) {
        let contract = self.contract();
        let won = self.won_cards();
        let tricks = self.tricks_won();
        let last = self.tricks.last().map(|t| t.winner);
        let points = PerSeat::from_fn(SEATS, |s| {
            contract.points(won[s], u32::from(tricks[s]), last == Some(s))
        });
        self.sheet.push(RoundScore {
            contract,
            dealer: self.dealer,
            tricks,
            points,
        });
        self.round += 1;
        if self.round >= self.rounds_total() {
            self.phase = Phase::Over;
            return;
        }
        self.dealer = self.dealer.right(SEATS);
        self.deal();
    }
}
