//! A melee (TRN-4): every knight plays or dishonors once, the pre-feint window, the feint,
//! the loser and his post-loss window, and the collection.

use super::actions::Play;
use super::cards::{Card, Godsend, Hero};
use super::events::{Power, TournoiEvent as Ev};
use super::play::Mode;
use super::powers::ROYAL_BONUS;
use super::state::{GiveWhy, HAND_SIZE, Phase, Placed, Tournoi};
use tr_core::events::{Seen, Sink};
use tr_core::seats::Seat;

impl Tournoi {
    /// A melee begins, led by `leader` (TRN-4.1); per-melee counters reset.
    pub(crate) fn begin_melee(&mut self, leader: Seat, _sink: &mut impl Sink<Ev>) {
        self.leader = leader;
        self.led = None;
        self.placed.clear();
        self.dishonored.clear();
        self.acted = 0;
        self.loser = None;
        self.collected.clear();
        for u in &mut self.used {
            u.royal_melee = false;
            u.divine_melee = false;
        }
        self.phase = Phase::Melee { seat: leader };
    }

    /// Places a checked play of `seat` into the melee (TRN-4.3–4.8).
    pub(crate) fn place(&mut self, seat: Seat, play: Play, sink: &mut impl Sink<Ev>) {
        let mode = self.mode();
        self.take_from_hand(seat, play.card);
        self.spend_play_modifiers(seat, &play);
        if mode == Mode::Lead {
            // TRN-4.3: the led suit; an Alchemy lead without a named suit leaves none.
            self.led = Tournoi::counted_suit(mode, &play);
        }
        let placed = Placed {
            seat,
            play,
            suit: Tournoi::counted_suit(mode, &play),
            value: Tournoi::final_value(&play),
            face_up: true,
            grace: false,
            excalibur: false,
            miracle: false,
        };
        self.placed.push(placed);
        sink.emit(|| Seen::public(Ev::Played(placed)));
        self.next_in_melee(seat, sink);
    }

    fn spend_play_modifiers(&mut self, seat: Seat, play: &Play) {
        let u = &mut self.used[seat.index()];
        if play.plus3 {
            u.royal += 1;
            u.royal_melee = true;
        }
        if play.divine != 0 {
            u.divine_melee = true;
            if let Some(h) = self.godsends[seat.index()]
                .iter_mut()
                .find(|h| !h.spent && h.card.design() == Godsend::DivineWill && h.uses > 0)
            {
                h.uses -= 1;
                h.spent = h.uses == 0;
            }
        }
    }

    /// TRN-4.5: a dishonor. The card goes face up to the discard and the knight takes 5
    /// wounds at the injury step; Guinevere's card goes into the melee face down instead and
    /// costs her nothing (TRN-10.3.1).
    pub(crate) fn dishonor(&mut self, seat: Seat, card: Card, sink: &mut impl Sink<Ev>) {
        self.take_from_hand(seat, card);
        let grace = self.hero(seat) == Hero::Guinevere;
        if grace {
            self.placed.push(Placed {
                seat,
                play: Play::plain(card),
                suit: card.suit(),
                value: card.value().unwrap_or(0),
                face_up: false,
                grace: true,
                excalibur: false,
                miracle: false,
            });
        } else {
            self.discard.push(card);
            self.dishonors[seat.index()] += 1;
        }
        self.dishonored.push((seat, card));
        sink.emit(|| Seen::public(Ev::Dishonored { seat, card, grace }));
        self.next_in_melee(seat, sink);
    }

    /// TRN-4.2: clockwise; after the last knight the pre-feint window opens.
    fn next_in_melee(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        self.acted += 1;
        if usize::from(self.acted) < self.n {
            self.phase = Phase::Melee {
                seat: seat.left(self.n),
            };
            return;
        }
        // TRN-4.9: one pass from the leader, clockwise.
        self.window.clear();
        self.window.extend(self.leader.clockwise_from(self.n));
        self.window.reverse();
        self.next_prefeint(sink);
    }

    /// The next knight of the pre-feint window with a power to use, or the feint.
    pub(crate) fn next_prefeint(&mut self, sink: &mut impl Sink<Ev>) {
        while let Some(s) = self.window.pop() {
            if self.prefeint_nominal(s) {
                self.phase = Phase::PreFeint { seat: s };
                return;
            }
        }
        self.feint_and_loss(sink);
    }

    /// After a pre-feint power: the same knight may use another one, then passes.
    pub(crate) fn after_prefeint_power(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        if self.prefeint_nominal(seat) {
            self.phase = Phase::PreFeint { seat };
        } else {
            self.next_prefeint(sink);
        }
    }

    /// TRN-10.2.3: Excalibur's token on Arthur's face-up card.
    pub(crate) fn excalibur(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        let u = &mut self.used[seat.index()];
        u.royal += 1;
        u.royal_melee = true;
        if let Some(p) = self.placed.iter_mut().find(|p| p.seat == seat && p.face_up) {
            // TRN-4.8: +3 comes before Divine Will's ±1 and its floor of 1, so the value is
            // recomputed from the play; after a Miracle (TRN-9.4) the token adds to it.
            p.value = if p.miracle {
                p.value.saturating_add(ROYAL_BONUS)
            } else {
                Tournoi::final_value(&Play {
                    plus3: true,
                    ..p.play
                })
            };
            p.excalibur = true;
        }
        self.announce(seat, Power::Excalibur, sink);
        self.after_prefeint_power(seat, sink);
    }

    /// TRN-10.5.1: Mordred turns `target`'s face-up card down.
    pub(crate) fn treachery(&mut self, seat: Seat, target: Seat, sink: &mut impl Sink<Ev>) {
        self.used[seat.index()].treachery = true;
        if let Some(p) = self
            .placed
            .iter_mut()
            .find(|p| p.seat == target && p.face_up)
        {
            p.face_up = false;
        }
        self.announce(seat, Power::Treachery(target), sink);
        self.after_prefeint_power(seat, sink);
    }

    /// TRN-10.8.1: Tristan's and `target`'s cards are both turned down.
    pub(crate) fn twin_hearts(&mut self, seat: Seat, target: Seat, sink: &mut impl Sink<Ev>) {
        self.used[seat.index()].twin = true;
        for p in &mut self.placed {
            if (p.seat == seat || p.seat == target) && p.face_up {
                p.face_up = false;
            }
        }
        self.announce(seat, Power::TwinHearts(target), sink);
        self.after_prefeint_power(seat, sink);
    }

    /// TRN-9.4: Miracle sets the knight's face-up card to `value`.
    pub(crate) fn miracle(&mut self, seat: Seat, value: u8, sink: &mut impl Sink<Ev>) {
        if let Some(i) = self.holds(seat, Godsend::Miracle) {
            self.godsends[seat.index()][i].spent = true;
        }
        if let Some(p) = self.placed.iter_mut().find(|p| p.seat == seat && p.face_up) {
            p.value = value;
            p.miracle = true;
        }
        self.announce(seat, Power::Miracle(value), sink);
        self.after_prefeint_power(seat, sink);
    }

    /// TRN-10.7.2: the Lady takes her card back and plays `play` in its place.
    pub(crate) fn broceliande(&mut self, seat: Seat, play: Play, sink: &mut impl Sink<Ev>) {
        self.used[seat.index()].broceliande = true;
        let Some(i) = self.placed.iter().position(|p| p.seat == seat && p.face_up) else {
            return;
        };
        let from = self.placed[i].card();
        self.hands[seat.index()].push(from);
        self.hands[seat.index()].sort_unstable();
        self.take_from_hand(seat, play.card);
        self.spend_play_modifiers(seat, &play);
        let mode = self.mode();
        self.placed[i] = Placed {
            seat,
            play,
            suit: Tournoi::counted_suit(mode, &play),
            value: Tournoi::final_value(&play),
            face_up: true,
            grace: false,
            excalibur: false,
            miracle: false,
        };
        let to = play.card;
        self.announce(seat, Power::Broceliande { from, to }, sink);
        self.after_prefeint_power(seat, sink);
    }

    fn announce(&self, seat: Seat, power: Power, sink: &mut impl Sink<Ev>) {
        sink.emit(|| Seen::public(Ev::Power { seat, power }));
    }

    /// TRN-4.10 and TRN-4.11: every value shared by two or more face-up cards turns them all
    /// down (grouped once); the lowest face-up card loses; then the post-loss window.
    fn feint_and_loss(&mut self, sink: &mut impl Sink<Ev>) {
        // The shared values from the lowest up (a melee holds at most one card per knight,
        // so this walks the few cards again rather than building lists at every melee of
        // every simulation). Turning one value's cards down leaves the other values' groups
        // as they were.
        let mut above: Option<u8> = None;
        while let Some(v) = self
            .placed
            .iter()
            .filter(|p| p.face_up && above.is_none_or(|a| p.value > a))
            .map(|p| p.value)
            .filter(|&v| {
                self.placed
                    .iter()
                    .filter(|q| q.face_up && q.value == v)
                    .count()
                    >= 2
            })
            .min()
        {
            let placed = &self.placed;
            sink.emit(|| {
                let seats = placed
                    .iter()
                    .filter(|p| p.face_up && p.value == v)
                    .map(|p| p.seat)
                    .collect();
                Seen::public(Ev::Feint { value: v, seats })
            });
            for p in &mut self.placed {
                if p.face_up && p.value == v {
                    p.face_up = false;
                }
            }
            above = Some(v);
        }
        match self.lowest_face_up(None) {
            Some(loser) => self.open_post_loss(loser, sink),
            None => self.no_loser(self.leader, sink),
        }
    }

    /// The owner of the lowest face-up card, other than `except`'s.
    pub(crate) fn lowest_face_up(&self, except: Option<Seat>) -> Option<Seat> {
        self.placed
            .iter()
            .filter(|p| p.face_up && Some(p.seat) != except)
            .min_by_key(|p| p.value)
            .map(|p| p.seat)
    }

    /// TRN-4.11: the loser's post-loss window, or the collection straight away.
    fn open_post_loss(&mut self, loser: Seat, sink: &mut impl Sink<Ev>) {
        self.loser = Some(loser);
        if self.postloss_nominal(loser) {
            self.phase = Phase::PostLoss { seat: loser };
        } else {
            self.collect(loser, sink);
            self.end_melee(loser, sink);
        }
    }

    /// TRN-10.3.2: Lancelot hands the loss to the lowest other face-up card's owner.
    pub(crate) fn lancelot(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        self.used[seat.index()].lancelot = true;
        let Some(new) = self.lowest_face_up(Some(seat)) else {
            return;
        };
        self.announce(seat, Power::Lancelot(new), sink);
        self.open_post_loss(new, sink);
    }

    /// TRN-9.5: Sanctuary: no loser; the owner leads the next melee.
    pub(crate) fn sanctuary(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        if let Some(i) = self.holds(seat, Godsend::Sanctuary) {
            self.godsends[seat.index()][i].spent = true;
        }
        self.announce(seat, Power::Sanctuary, sink);
        self.no_loser(seat, sink);
    }

    /// TRN-10.8.2: Tristan collects, then gives half of it to `target`, card by card.
    pub(crate) fn iseult(&mut self, seat: Seat, target: Seat, sink: &mut impl Sink<Ev>) {
        self.used[seat.index()].iseult = true;
        self.announce(seat, Power::Iseult(target), sink);
        self.collect(seat, sink);
        let left = (self.collected.len() / 2) as u8;
        if left == 0 {
            self.end_melee(seat, sink);
        } else {
            self.phase = Phase::Give {
                seat,
                target,
                left,
                why: GiveWhy::Iseult,
            };
        }
    }

    /// The loser declines his post-loss window.
    pub(crate) fn accept_loss(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        self.collect(seat, sink);
        self.end_melee(seat, sink);
    }

    /// TRN-4.12: the loser takes every card of the melee, face up and down, and the
    /// set-aside pile.
    fn collect(&mut self, loser: Seat, sink: &mut impl Sink<Ev>) {
        // The lists are refilled, not replaced, so that simulations keep their allocations.
        self.collected.clear();
        self.collected.extend(self.placed.iter().map(Placed::card));
        self.collected.append(&mut self.set_aside);
        self.piles[loser.index()].extend_from_slice(&self.collected);
        self.last_melee.clone_from(&self.placed);
        self.placed.clear();
        self.last_loser = Some(loser);
        self.loser = None;
        let (melee, cards) = (self.melee, &self.collected);
        sink.emit(|| {
            Seen::public(Ev::Lost {
                melee,
                seat: loser,
                cards: cards.clone(),
            })
        });
    }

    /// TRN-4.13: no loser. The cards wait for the next loser, or are discarded after melee
    /// 12; `next` leads the next melee (the leader again, or the Sanctuary user).
    fn no_loser(&mut self, next: Seat, sink: &mut impl Sink<Ev>) {
        self.set_aside.extend(self.placed.iter().map(Placed::card));
        self.last_melee.clone_from(&self.placed);
        self.placed.clear();
        self.last_loser = None;
        self.loser = None;
        let discarded = usize::from(self.melee) == HAND_SIZE;
        let count = self.set_aside.len();
        if discarded {
            self.discard.append(&mut self.set_aside);
        }
        let melee = self.melee;
        sink.emit(|| {
            Seen::public(Ev::NoLoser {
                melee,
                cards: count,
                discarded,
            })
        });
        self.end_melee(next, sink);
    }

    /// One card of an Iseult or Penance gift moves to `target`'s pile.
    pub(crate) fn give(
        &mut self,
        seat: Seat,
        target: Seat,
        card: Card,
        left: u8,
        why: GiveWhy,
        sink: &mut impl Sink<Ev>,
    ) {
        let pile = &mut self.piles[seat.index()];
        if let Some(i) = pile.iter().position(|c| *c == card) {
            pile.remove(i);
        }
        if let Some(i) = self.collected.iter().position(|c| *c == card) {
            self.collected.remove(i);
        }
        self.piles[target.index()].push(card);
        sink.emit(|| {
            Seen::public(Ev::Gave {
                from: seat,
                to: target,
                card,
            })
        });
        let more = left > 1 && self.giveable(seat, why).next().is_some();
        if more {
            self.phase = Phase::Give {
                seat,
                target,
                left: left - 1,
                why,
            };
        } else {
            self.stop_giving(seat, why, sink);
        }
    }

    /// The cards `seat` may still give: Iseult those just collected, Penance any non-Merlin
    /// card of his pile.
    pub(crate) fn giveable(&self, seat: Seat, why: GiveWhy) -> impl Iterator<Item = Card> + '_ {
        let from: &[Card] = match why {
            GiveWhy::Iseult => &self.collected,
            GiveWhy::Penance => &self.piles[seat.index()],
        };
        from.iter()
            .copied()
            .filter(move |c| why == GiveWhy::Iseult || !c.is_merlin())
    }

    /// The gift ends: back to the melee flow (Iseult) or the injury step (Penance).
    pub(crate) fn stop_giving(&mut self, seat: Seat, why: GiveWhy, sink: &mut impl Sink<Ev>) {
        match why {
            GiveWhy::Iseult => {
                self.collected.clear();
                self.end_melee(seat, sink);
            }
            GiveWhy::Penance => self.next_injury(sink),
        }
    }

    /// TRN-4.14: after melee 12 the injury step; otherwise `next` leads the next melee.
    fn end_melee(&mut self, next: Seat, sink: &mut impl Sink<Ev>) {
        if usize::from(self.melee) >= HAND_SIZE || self.hands.iter().all(Vec::is_empty) {
            self.begin_injury(sink);
        } else {
            self.melee += 1;
            self.begin_melee(next, sink);
        }
    }
}
