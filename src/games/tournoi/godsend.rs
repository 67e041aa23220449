//! The Godsend phase (TRN-8): discard last round's Godsends, reveal an offer of two, then the
//! most hurt knights take cards: scheduled ones, the 100 and 200 bonuses, and Perceval's
//! extra one. Then the next round is dealt.

use super::actions::Source;
use super::cards::{GodsendCard, Hero};
use super::events::TournoiEvent as Ev;
use super::state::{Held, Phase, Tournoi};
use tr_core::events::{Seen, Sink};
use tr_core::seats::Seat;

/// TRN-8.16: scheduled recipients by knight count and by the round that just ended (rounds
/// 4 and later use the last column); two knights use the 3–4 row (TRN-12.2).
#[must_use]
pub fn scheduled(knights: usize, round: u32) -> usize {
    let row: [usize; 4] = if knights >= 5 {
        [2, 3, 4, 5]
    } else {
        [1, 2, 3, 3]
    };
    row[(round.max(1) as usize - 1).min(3)]
}

/// The picks of a Godsend phase in order (TRN-8.3–8.9), from the health of each knight and
/// the tie order (TRN-7.2). `bonus_requires_recipient` limits the bonuses to scheduled
/// knights (TRN-8.8 option).
#[must_use]
pub fn schedule(
    health: &[u32],
    tie_order: &[Seat],
    round: u32,
    bonus_requires_recipient: bool,
) -> Vec<Seat> {
    let top = health.iter().copied().max().unwrap_or(0);
    // TRN-8.3: lowest health first, ties in tie order (a stable sort keeps that order).
    let mut ranking: Vec<Seat> = tie_order.to_vec();
    ranking.sort_by_key(|s| health[s.index()]);
    // TRN-8.4: leaders never receive.
    let others: Vec<Seat> = ranking
        .into_iter()
        .filter(|s| health[s.index()] < top)
        .collect();
    let k = scheduled(health.len(), round).min(others.len());
    let mut picks: Vec<Seat> = others[..k].to_vec();
    let eligible = |s: &Seat| !bonus_requires_recipient || others[..k].contains(s);
    for gap in [100, 200] {
        picks.extend(
            others
                .iter()
                .filter(|s| top - health[s.index()] >= gap && eligible(s)),
        );
    }
    picks
}

impl Tournoi {
    /// TRN-8.1, TRN-8.2 and the schedule; `previous` dealt the round just played.
    pub(crate) fn begin_godsends(&mut self, previous: Seat, sink: &mut impl Sink<Ev>) {
        for held in &mut self.godsends {
            self.gdiscard.extend(held.drain(..).map(|h| h.card));
        }
        for slot in 0..2 {
            self.offer[slot] = self.godsend_draw();
        }
        let order = self.tie_order(previous);
        let mut picks = schedule(
            &self.health,
            &order,
            self.round,
            self.options.bonus_requires_recipient,
        );
        picks.reverse();
        self.picks = picks;
        self.received = vec![0; self.n];
        self.perceval_done = false;
        self.next_pick(sink);
    }

    /// TRN-8.14: the top Godsend, reshuffling the discard into a new deck when needed.
    fn godsend_draw(&mut self) -> Option<GodsendCard> {
        if self.gdeck.is_empty() {
            if self.gdiscard.is_empty() {
                return None;
            }
            self.gdeck = std::mem::take(&mut self.gdiscard);
            self.rng.shuffle(&mut self.gdeck);
        }
        self.gdeck.pop()
    }

    /// True when some Godsend can still be taken.
    pub(crate) fn godsend_left(&self) -> bool {
        self.offer.iter().any(Option::is_some)
            || !self.gdeck.is_empty()
            || !self.gdiscard.is_empty()
    }

    /// The next pick; Perceval's extra one (TRN-8.10, TRN-10.9.1); then step 6 and the next
    /// round.
    fn next_pick(&mut self, sink: &mut impl Sink<Ev>) {
        if self.picks.is_empty() && !self.perceval_done {
            self.perceval_done = true;
            if let Some(p) = Seat::all(self.n)
                .find(|s| self.hero(*s) == Hero::Perceval && self.received[s.index()] > 0)
            {
                self.picks.push(p);
            }
        }
        match self.picks.pop() {
            Some(s) if self.godsend_left() => self.phase = Phase::Godsend { seat: s },
            _ => {
                // TRN-8.11, TRN-8.14: offer cards nobody took are discarded.
                self.picks.clear();
                for slot in &mut self.offer {
                    if let Some(c) = slot.take() {
                        self.gdiscard.push(c);
                    }
                }
                self.round += 1;
                self.begin_round(sink);
            }
        }
    }

    /// TRN-8.6, TRN-8.12: the knight takes an offer card (the slot is refilled at once) or
    /// the top of the deck; it lies face up in front of him.
    pub(crate) fn take_godsend(&mut self, seat: Seat, from: Source, sink: &mut impl Sink<Ev>) {
        let card = match from {
            Source::Offer(i) => {
                let slot = usize::from(i);
                let c = self.offer[slot].take();
                self.offer[slot] = self.godsend_draw();
                c
            }
            Source::Deck => self.godsend_draw(),
        };
        if let Some(card) = card {
            self.godsends[seat.index()].push(Held::new(card));
            self.received[seat.index()] += 1;
            sink.emit(|| Seen::public(Ev::Godsend { seat, card, from }));
        }
        self.next_pick(sink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trn_8_16_schedule_table() {
        assert_eq!(
            (1..=5).map(|r| scheduled(4, r)).collect::<Vec<_>>(),
            [1, 2, 3, 3, 3]
        );
        assert_eq!(
            (1..=5).map(|r| scheduled(6, r)).collect::<Vec<_>>(),
            [2, 3, 4, 5, 5]
        );
        assert_eq!(scheduled(2, 3), 3);
    }
}
