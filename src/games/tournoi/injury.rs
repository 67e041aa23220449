//! The end of a round: the injury step (TRN-5), the Legend check (TRN-6), the end check
//! (TRN-11) and the next dealer (TRN-7).

use super::cards::{Card, Godsend, Hero, Suit};
use super::events::{Power, TournoiEvent as Ev};
use super::options::{DealerBasis, FinalTieBreak};
use super::powers::{
    BENEDICTION_HEAL, FISHER_KING_HEAL, FISHER_KING_PER_GODSEND, GREEN_SASH_MERLIN,
    HOLY_GRAIL_HEAL, PENANCE_CARDS,
};
use super::state::{DISHONOR_WOUNDS, GiveWhy, MAX_HEALTH, Phase, Tournoi};
use tr_core::events::{Seen, Sink};
use tr_core::seats::Seat;

/// A knight's wounds for the round: W after every power, and W0 from printed values
/// (TRN-5.5, TRN-5.6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wounds {
    /// Round wounds W, capped to 2 × W0.
    pub total: u32,
    /// Printed wounds of the pile plus the dishonor tally.
    pub printed: u32,
}

/// The powers that change what a knight's cards wound (see [`Tournoi::card_wounds`]).
struct PileRules {
    /// Gawain's Legend, the Green Sash (TRN-5.3).
    green_sash: bool,
    /// The Crusaders' Alchemy wounds nothing (TRN-5.3).
    crusaders: bool,
    /// Per suit in [`Suit::ALL`] order: doubled by Camlann or Judgement (TRN-5.4).
    doubled: [bool; 4],
}

impl PileRules {
    fn card_wounds(&self, card: Card) -> u32 {
        let mut w = card.wounds();
        // TRN-5.3: replacements.
        if card.is_merlin() && self.green_sash {
            w = GREEN_SASH_MERLIN;
        }
        if card.is_alchemy() && self.crusaders {
            w = 0;
        }
        // TRN-5.4: doubling, on the printed suit only, never more than ×2.
        if let Some(suit) = card.suit()
            && self.doubled[suit.index()]
        {
            w *= 2;
        }
        w
    }
}

impl Tournoi {
    /// TRN-5.2: the pile-editing Godsends are asked first: every Penance, knights clockwise
    /// from the dealer's left, then every Purification.
    pub(crate) fn begin_injury(&mut self, sink: &mut impl Sink<Ev>) {
        self.injury_queue.clear();
        for design in [Godsend::Penance, Godsend::Purification] {
            for s in self.dealer.left(self.n).clockwise_from(self.n) {
                for (i, h) in self.godsends[s.index()].iter().enumerate() {
                    if !h.spent && h.card.design() == design {
                        self.injury_queue.push((s, i as u8));
                    }
                }
            }
        }
        self.injury_queue.reverse();
        self.next_injury(sink);
    }

    /// The next pile edit to decide, or the wounds themselves.
    pub(crate) fn next_injury(&mut self, sink: &mut impl Sink<Ev>) {
        while let Some((s, i)) = self.injury_queue.pop() {
            if self.injury_nominal(s, usize::from(i)) {
                self.phase = Phase::Injury { seat: s, held: i };
                return;
            }
        }
        self.finish_round(sink);
    }

    /// TRN-9.9: Penance towards `target`, then up to 2 cards one at a time.
    pub(crate) fn penance(&mut self, seat: Seat, held: u8, target: Seat, sink: &mut impl Sink<Ev>) {
        self.godsends[seat.index()][usize::from(held)].spent = true;
        sink.emit(|| {
            Seen::public(Ev::Power {
                seat,
                power: Power::Penance(target),
            })
        });
        self.phase = Phase::Give {
            seat,
            target,
            left: PENANCE_CARDS,
            why: GiveWhy::Penance,
        };
    }

    /// TRN-9.7: Purification moves one card of the knight's pile to the discard.
    pub(crate) fn purify(&mut self, seat: Seat, held: u8, card: Card, sink: &mut impl Sink<Ev>) {
        self.godsends[seat.index()][usize::from(held)].spent = true;
        let pile = &mut self.piles[seat.index()];
        if let Some(i) = pile.iter().position(|c| *c == card) {
            pile.remove(i);
        }
        self.discard.push(card);
        sink.emit(|| Seen::public(Ev::Purified { seat, card }));
        self.next_injury(sink);
    }

    /// What one card of `seat`'s pile wounds (TRN-5.1, TRN-5.3, TRN-5.4).
    #[must_use]
    pub fn card_wounds(&self, seat: Seat, card: Card) -> u32 {
        self.pile_rules(seat).card_wounds(card)
    }

    /// What changes the wounds of `seat`'s cards, read once for the whole pile.
    fn pile_rules(&self, seat: Seat) -> PileRules {
        let hero = self.hero(seat);
        // TRN-5.4: Camlann doubles Deception in the others' piles; each Judgement doubles
        // one suit in its target's pile.
        let mut doubled = [false; 4];
        doubled[Suit::Deception.index()] = Seat::all(self.n)
            .any(|m| m != seat && self.hero(m) == Hero::Mordred && self.legend_active(m));
        for h in self.godsends.iter().flatten() {
            if let Some((suit, target)) = h.judged
                && target == seat
            {
                doubled[suit.index()] = true;
            }
        }
        PileRules {
            green_sash: hero == Hero::Gawain && self.legend_active(seat),
            crusaders: hero == Hero::Crusaders,
            doubled,
        }
    }

    /// TRN-5.4: is `suit` doubled in `seat`'s pile (Camlann, Judgement)?
    #[must_use]
    pub fn doubled(&self, seat: Seat, suit: Suit) -> bool {
        self.pile_rules(seat).doubled[suit.index()]
    }

    /// TRN-5.5, TRN-5.6: the knight's round wounds so far.
    #[must_use]
    pub fn wounds(&self, seat: Seat) -> Wounds {
        let pile = &self.piles[seat.index()];
        let dishonor = DISHONOR_WOUNDS * self.dishonors[seat.index()];
        let printed = pile.iter().map(|c| c.wounds()).sum::<u32>() + dishonor;
        let total = if pile.is_empty() {
            dishonor
        } else {
            let rules = self.pile_rules(seat);
            pile.iter().map(|c| rules.card_wounds(*c)).sum::<u32>() + dishonor
        };
        Wounds {
            total: total.min(2 * printed),
            printed,
        }
    }

    /// TRN-5.8: healing of a knight above 0 (Benediction, Holy Grail, Fisher King).
    fn heal(&mut self, seat: Seat) -> u32 {
        let i = seat.index();
        if self.health[i] == 0 {
            return 0;
        }
        let mut heal = 0;
        for h in &mut self.godsends[i] {
            if !h.spent && h.card.design() == Godsend::Benediction {
                h.spent = true;
                heal += BENEDICTION_HEAL;
            }
        }
        if self.legend_active(seat) {
            match self.hero(seat) {
                Hero::Crusaders => heal += HOLY_GRAIL_HEAL,
                Hero::Perceval => {
                    heal +=
                        FISHER_KING_HEAL + FISHER_KING_PER_GODSEND * self.godsends[i].len() as u32;
                }
                _ => {}
            }
        }
        let before = self.health[i];
        self.health[i] = (before + heal).min(MAX_HEALTH);
        self.health[i] - before
    }

    /// TRN-5.5–5.8, TRN-6, TRN-11, TRN-7: wounds for everyone at once, healing, Legends,
    /// the end check, then the next dealer and the Godsend phase.
    fn finish_round(&mut self, sink: &mut impl Sink<Ev>) {
        let n = self.n;
        let wounds: Vec<u32> = Seat::all(n).map(|s| self.wounds(s).total).collect();
        for s in Seat::all(n) {
            let h = &mut self.health[s.index()];
            *h = h.saturating_sub(wounds[s.index()]);
        }
        for s in Seat::all(n) {
            let healed = self.heal(s);
            let (wounds, health) = (wounds[s.index()], self.health[s.index()]);
            sink.emit(|| {
                Seen::public(Ev::Injured {
                    seat: s,
                    wounds,
                    healed,
                    health,
                })
            });
        }
        self.sheet.push(wounds.clone());
        // TRN-11.1, TRN-11.4: a knight at 0, or the safety valve, ends the game.
        let ends = self.health.contains(&0) || self.round >= u32::from(self.options.max_rounds);
        // TRN-6.1, TRN-6.2: a threshold reached activates the Legend from the next round;
        // in the final round there is none (TRN-14.18).
        for s in Seat::all(n).filter(|_| !ends) {
            let i = s.index();
            if let Some(t) = self.hero(s).threshold()
                && self.legend_from[i].is_none()
                && self.health[i] <= t
            {
                self.legend_from[i] = Some(self.round + 1);
                sink.emit(|| Seen::public(Ev::Legend { seat: s }));
            }
        }
        if ends {
            self.end_game(&wounds, sink);
            return;
        }
        let previous = self.dealer;
        self.dealer = self.next_dealer(&wounds);
        let dealer = self.dealer;
        sink.emit(|| Seen::public(Ev::Dealer(dealer)));
        self.begin_godsends(previous, sink);
    }

    /// TRN-7.2: seats in tie order: clockwise from the previous dealer's left, the previous
    /// dealer last.
    #[must_use]
    pub fn tie_order(&self, previous: Seat) -> Vec<Seat> {
        previous.left(self.n).clockwise_from(self.n).collect()
    }

    /// TRN-7.1: the most wounded this round deals next (or the lowest health, by option).
    fn next_dealer(&self, wounds: &[u32]) -> Seat {
        let key = |s: Seat| -> i64 {
            match self.options.dealer_basis {
                DealerBasis::RoundWounds => i64::from(wounds[s.index()]),
                DealerBasis::LowestHealth => -i64::from(self.health[s.index()]),
            }
        };
        let order = self.tie_order(self.dealer);
        let mut best = order[0];
        for &s in &order[1..] {
            if key(s) > key(best) {
                best = s;
            }
        }
        best
    }

    /// TRN-11.2, TRN-11.3: the healthiest knight wins; ties share, or by option the tied
    /// knight with the fewest wounds in the last round.
    fn end_game(&mut self, wounds: &[u32], sink: &mut impl Sink<Ev>) {
        let top = self.health.iter().copied().max().unwrap_or(0);
        let mut winners: Vec<Seat> = Seat::all(self.n)
            .filter(|s| self.health[s.index()] == top)
            .collect();
        if self.options.final_tie_break == FinalTieBreak::FewestRoundWounds {
            let least = winners.iter().map(|s| wounds[s.index()]).min().unwrap_or(0);
            winners.retain(|s| wounds[s.index()] == least);
        }
        self.winners.clone_from(&winners);
        self.phase = Phase::Over;
        sink.emit(|| Seen::public(Ev::Over { winners }));
    }
}
