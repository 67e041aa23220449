//! Black cards (CHV-6, CHV-9): drawing (with the Armour, CHV-11.1), the cancel windows
//! (Merlins, CHV-6.3; Excalibur, CHV-11.2), the face-down option (CHV-6.5), placement
//! (CHV-6.6) and the Special Black cards.

use super::actions::{Place, Quest, War};
use super::cards::{Black, White};
use super::events::ChevaliersEvent as Ev;
use super::state::{Chevaliers, EvilCard, GRAIL_SPOTS, Stage, Step};
use tr_core::events::{Seats, Seen};
use tr_core::seats::Seat;

impl Chevaliers {
    /// Draws for `drawer`: one card, or two for the Armour's holder (CHV-4.3, CHV-11.1).
    pub(crate) fn draw_step(&mut self, drawer: Seat, seq: bool) {
        if self.board.armour.holder() == Some(drawer) {
            let a = self.draw_black();
            let b = self.draw_black();
            match (a, b) {
                (Some(a), Some(b)) => {
                    let cards = [a, b];
                    self.emit(|| {
                        Seen::hidden(
                            Seats::one(drawer),
                            Ev::ArmourDrew {
                                seat: drawer,
                                cards: Some(cards),
                            },
                            Ev::ArmourDrew {
                                seat: drawer,
                                cards: None,
                            },
                        )
                    });
                    self.steps.push(Step::Armour { drawer, cards, seq });
                }
                (Some(c), None) | (None, Some(c)) => self.shown_draw(c, drawer, seq),
                (None, None) => {}
            }
        } else if let Some(c) = self.draw_black() {
            self.shown_draw(c, drawer, seq);
        }
    }

    /// The Armour: keep one card, the other goes face down under the deck.
    pub(crate) fn keep(&mut self, drawer: Seat, cards: [Black; 2], i: usize, seq: bool) {
        let kept = cards[i];
        let under = cards[1 - i];
        self.black_deck.insert(0, under);
        self.bottom_known[drawer.index()] += 1;
        self.emit(|| {
            Seen::hidden(
                Seats::one(drawer),
                Ev::PutUnder {
                    seat: drawer,
                    card: Some(under),
                },
                Ev::PutUnder {
                    seat: drawer,
                    card: None,
                },
            )
        });
        self.shown_draw(kept, drawer, seq);
    }

    /// The quest a combat card goes to while it is open (CHV-6.6), if any.
    pub(crate) fn combat_target(&self, card: Black) -> Option<Quest> {
        match card {
            Black::BlackKnight(_) => Some(Quest::BlackKnight),
            Black::LancelotDragon(_) => match self.board.stage {
                Stage::Lancelot => Some(Quest::Lancelot),
                Stage::Dragon => Some(Quest::Dragon),
                Stage::Closed => None,
            },
            _ => None,
        }
    }

    /// CHV-6.1: the card is shown, except a combat card's value, which the drawer sees alone.
    fn shown_draw(&mut self, card: Black, drawer: Seat, seq: bool) {
        let quest = self.combat_target(card);
        self.emit(|| match quest {
            Some(q) => Seen::hidden(
                Seats::one(drawer),
                Ev::Drew {
                    seat: drawer,
                    card: Some(card),
                    quest: Some(q),
                },
                Ev::Drew {
                    seat: drawer,
                    card: None,
                    quest: Some(q),
                },
            ),
            None => Seen::public(Ev::Drew {
                seat: drawer,
                card: Some(card),
                quest: None,
            }),
        });
        self.steps.push(Step::Resolve { card, drawer, seq });
    }

    /// CHV-6.2 / CHV-6.4: the cancel windows, then the card's effect.
    pub(crate) fn resolve(&mut self, card: Black, drawer: Seat, seq: bool) {
        if card.is_special() {
            let order = if seq || self.board.vivien {
                Vec::new()
            } else {
                self.in_play_from(drawer)
            };
            if order.is_empty() {
                self.special_black(card, drawer);
            } else {
                self.steps.push(Step::Merlin {
                    card,
                    drawer,
                    order,
                });
            }
        } else if self
            .board
            .excalibur_relic
            .holder()
            .is_some_and(|h| self.in_play(h))
        {
            self.steps.push(Step::ExcaliburCancel { card, drawer });
        } else {
            self.place(card, drawer);
        }
    }

    /// CHV-6.3: a knight commits Merlins (0 = pass). Three cancel the card.
    pub(crate) fn commit(&mut self, seat: Seat, k: u8) {
        let Some(Step::Merlin {
            card,
            drawer,
            mut order,
        }) = self.steps.pop()
        else {
            return;
        };
        if k == 0 {
            self.say(Ev::Passed { seat });
        } else {
            for _ in 0..k {
                self.take_from_hand(seat, White::Merlin);
            }
            self.committed.push((seat, k));
            self.conduct[seat.index()].merlins += u16::from(k);
            self.say(Ev::Committed { seat, count: k });
        }
        if !order.is_empty() {
            order.remove(0);
        }
        let total: u8 = self.committed.iter().map(|c| c.1).sum();
        if total >= 3 {
            self.committed.clear();
            self.white_discard
                .extend(std::iter::repeat_n(White::Merlin, usize::from(total)));
            self.black_discard.push(card);
            self.say(Ev::MerlinCancel { card });
        } else if order.is_empty() {
            for (s, k) in std::mem::take(&mut self.committed) {
                self.hands[s.index()].extend(std::iter::repeat_n(White::Merlin, usize::from(k)));
            }
            self.say(Ev::CancelFailed { card });
            self.special_black(card, drawer);
        } else {
            self.steps.push(Step::Merlin {
                card,
                drawer,
                order,
            });
        }
    }

    /// CHV-11.2: Excalibur thrown away cancels a Standard Black card.
    pub(crate) fn excalibur_cancel(&mut self, throw: bool) {
        let Some(Step::ExcaliburCancel { card, drawer }) = self.steps.pop() else {
            return;
        };
        if throw {
            if let Some(h) = self.board.excalibur_relic.holder() {
                self.say(Ev::ExcaliburCancel { seat: h, card });
            }
            self.lose_relic(super::events::RelicKind::Excalibur);
            self.black_discard.push(card);
        } else {
            self.place(card, drawer);
        }
    }

    /// CHV-6.6: where a Standard Black card goes.
    fn place(&mut self, card: Black, drawer: Seat) {
        match card {
            Black::BlackKnight(_) | Black::LancelotDragon(_) => {
                if self.combat_target(card).is_some() {
                    self.steps.push(Step::FaceDown { card, drawer });
                } else {
                    self.orphan(card);
                }
            }
            Black::Excalibur => {
                if self.board.excalibur_open {
                    self.black_discard.push(card);
                    self.move_excalibur(-1, None);
                } else {
                    self.orphan(card);
                }
            }
            Black::Despair => {
                if self.board.grail.open {
                    self.despair(card);
                } else {
                    self.orphan(card);
                }
            }
            Black::Picts => {
                self.black_discard.push(card);
                self.add_warrior(War::Picts);
            }
            Black::Saxons => {
                self.black_discard.push(card);
                self.add_warrior(War::Saxons);
            }
            Black::Mercenaries => self.steps.push(Step::ChooseWar { card, drawer }),
            _ => self.special_black(card, drawer),
        }
    }

    /// CHV-6.5: the combat card goes to its quest, face down (with a White card for a
    /// knight still on the board) or face up.
    pub(crate) fn place_combat(&mut self, card: Black, drawer: Seat, face_down: bool) {
        let Some(q) = self.combat_target(card) else {
            self.orphan(card);
            return;
        };
        self.board.combat_mut(q).evil.push(EvilCard {
            card,
            face_down,
            by: drawer,
        });
        if face_down {
            self.conduct[drawer.index()].face_down += 1;
        }
        self.emit(|| {
            if face_down {
                Seen::hidden(
                    Seats::one(drawer),
                    Ev::Placed {
                        seat: drawer,
                        quest: q,
                        card: Some(card),
                        face_down,
                    },
                    Ev::Placed {
                        seat: drawer,
                        quest: q,
                        card: None,
                        face_down,
                    },
                )
            } else {
                Seen::public(Ev::Placed {
                    seat: drawer,
                    quest: q,
                    card: Some(card),
                    face_down,
                })
            }
        });
        if face_down {
            self.give_white(drawer, 1);
        }
        if self.board.combat(q).evil.len() >= super::heroic::evil_slots(q) {
            self.steps.push(Step::QuestEnd { quest: q, by: None });
        }
    }

    /// A warrior joins a war; the 4th loses it (CHV-7.8).
    pub(crate) fn add_warrior(&mut self, w: War) {
        let war = &mut self.board.wars[w.index()];
        war.warriors += 1;
        let count = war.warriors;
        self.say(Ev::Warriors { war: w, count });
        if count >= super::state::WAR_WARRIORS {
            self.steps.push(Step::QuestEnd {
                quest: w.quest(),
                by: None,
            });
        }
    }

    /// Excalibur moves; a shore ends its quest (CHV-7.7).
    pub(crate) fn move_excalibur(&mut self, d: i8, by: Option<Seat>) {
        let half = self.options.excalibur_half_track as i8;
        self.board.excalibur = (self.board.excalibur + d).clamp(-half, half);
        self.say(Ev::Excalibur {
            position: self.board.excalibur,
        });
        if self.board.excalibur.abs() >= half {
            self.steps.push(Step::QuestEnd {
                quest: Quest::Excalibur,
                by,
            });
        }
    }

    /// CHV-7.6 Despair: a free spot takes it, else the Grail card nearest the middle is
    /// destroyed with it.
    fn despair(&mut self, card: Black) {
        let g = &mut self.board.grail;
        if g.grails + (g.blacks.len() as u8) < GRAIL_SPOTS {
            g.blacks.push(card);
        } else {
            g.grails -= 1;
            self.white_discard.push(White::Grail);
            self.black_discard.push(card);
        }
        self.grail_changed();
    }

    pub(crate) fn grail_changed(&mut self) {
        let g = &self.board.grail;
        let (grails, blacks) = (g.grails, g.blacks.len() as u8);
        self.say(Ev::Grail { grails, blacks });
        if grails >= GRAIL_SPOTS || blacks >= GRAIL_SPOTS {
            self.steps.push(Step::QuestEnd {
                quest: Quest::Grail,
                by: None,
            });
        }
    }

    /// CHV-9: a Special Black card takes effect.
    pub(crate) fn special_black(&mut self, card: Black, drawer: Seat) {
        match card {
            Black::Morgan(1) => {
                let order: Vec<Seat> = self
                    .in_play_from(drawer)
                    .into_iter()
                    .filter(|s| self.hands[s.index()].len() >= 3)
                    .collect();
                self.black_discard.push(card);
                self.volunteers(1, order, drawer);
            }
            Black::Morgan(2) => {
                self.black_discard.push(card);
                self.steps.push(Step::Sequence { drawer, left: 3 });
            }
            Black::Morgan(3) => {
                self.black_discard.push(card);
                self.add_engines(2);
            }
            Black::Morgan(4) => {
                self.black_discard.push(card);
                for s in self.in_play_from(drawer).into_iter().rev() {
                    self.hurt(s, 1);
                }
            }
            Black::Morgan(_) => {
                self.black_discard.push(card);
                let order = self.in_play_from(drawer);
                self.volunteers(5, order, drawer);
            }
            Black::Desolation => {
                if self.board.grail.open {
                    if self.board.grail.grails > 0 {
                        self.board.grail.grails -= 1;
                        self.white_discard.push(White::Grail);
                    }
                    self.despair(card);
                } else {
                    self.orphan(card);
                }
            }
            Black::DarkForest => {
                if self.board.grail.open && !self.board.dark_forest {
                    self.board.dark_forest = true;
                    self.say(Ev::InForce { card, war: None });
                } else {
                    self.orphan(card);
                }
            }
            Black::Guinevere => {
                self.black_discard.push(card);
                for s in Seat::all(self.n) {
                    if self.in_play(s) {
                        self.set_location(s, Some(Place::Camelot));
                    }
                }
                if drawer == self.active {
                    self.turn.over = true;
                }
            }
            Black::Mists => {
                self.board.mists = true;
                self.say(Ev::InForce { card, war: None });
            }
            Black::Mordred => self.steps.push(Step::ChooseWar { card, drawer }),
            Black::Vivien => {
                self.board.vivien = true;
                self.say(Ev::InForce { card, war: None });
            }
            _ => self.place(card, drawer),
        }
    }

    /// A Mercenary or Mordred joins the chosen war (CHV-6.6, CHV-9.6).
    pub(crate) fn choose_war(&mut self, card: Black, w: War) {
        if card == Black::Mordred {
            self.board.wars[w.index()].mordred = true;
            self.say(Ev::InForce { card, war: Some(w) });
        } else {
            self.black_discard.push(card);
        }
        self.add_warrior(w);
    }

    /// CHV-17.3: asks volunteers in order, else everyone discards one card.
    fn volunteers(&mut self, morgan: u8, order: Vec<Seat>, drawer: Seat) {
        if order.is_empty() {
            self.everyone_discards(drawer, 1);
        } else {
            self.steps.push(Step::Volunteer {
                morgan,
                drawer,
                order,
            });
        }
    }

    /// Every knight in play, clockwise from `from`, discards `k` cards of his choice.
    pub(crate) fn everyone_discards(&mut self, from: Seat, k: u8) {
        for s in self.in_play_from(from).into_iter().rev() {
            if !self.hands[s.index()].is_empty() {
                self.steps.push(Step::Discard { seat: s, left: k });
            }
        }
    }

    /// A volunteer answers (true) or passes.
    pub(crate) fn volunteer(&mut self, seat: Seat, yes: bool) {
        let Some(Step::Volunteer {
            morgan,
            drawer,
            mut order,
        }) = self.steps.pop()
        else {
            return;
        };
        if yes {
            self.say(Ev::Volunteered { seat });
            if morgan == 1 {
                self.steps.push(Step::Discard { seat, left: 3 });
            } else {
                self.hurt(seat, 2);
            }
            return;
        }
        self.say(Ev::Passed { seat });
        order.remove(0);
        if order.is_empty() {
            self.everyone_discards(drawer, 1);
        } else {
            self.steps.push(Step::Volunteer {
                morgan,
                drawer,
                order,
            });
        }
    }

    /// Removes one card of that kind from a hand.
    pub(crate) fn take_from_hand(&mut self, s: Seat, c: White) -> bool {
        let h = &mut self.hands[s.index()];
        match h.iter().position(|x| *x == c) {
            Some(i) => {
                h.remove(i);
                true
            }
            None => false,
        }
    }
}
