//! Carrying out a decision (CHV-17) once [`Chevaliers::check`] accepted it: each action by
//! the part of the rules it belongs to (the setup, Evil, a Black card's answers, the heroic
//! part of a turn, a White special's answers), then the resolution runs until the next
//! decision.

use super::actions::{Action, Place};
use super::cards::White;
use super::events::ChevaliersEvent as Ev;
use super::state::{Chevaliers, Step};
use tr_core::events::{Seats, Seen};
use tr_core::seats::Seat;

impl Chevaliers {
    /// Carries out a checked action, then resolves until the next decision.
    pub(crate) fn apply(&mut self, seat: Seat, a: Action) {
        self.apply_one(seat, a);
        self.run();
    }

    /// One checked action, by the part of the rules it belongs to.
    fn apply_one(&mut self, seat: Seat, a: Action) {
        match a {
            Action::ChooseKnight(_) | Action::Lay(_) => self.apply_setup(seat, a),
            Action::Allot(to) => self.allot(to),
            Action::Accept => self.answer(seat, true),
            Action::Reject => self.answer(seat, false),
            Action::Peek
            | Action::Reveal
            | Action::EvilDraw
            | Action::EvilSiege
            | Action::EvilLoseLife
            | Action::Steal(_) => self.apply_evil(seat, a),
            Action::Keep(_)
            | Action::FaceUp
            | Action::FaceDown
            | Action::ChooseWar(_)
            | Action::UseGrail
            | Action::KayAdd(_)
            | Action::Discard(_) => self.apply_black(seat, a),
            Action::Commit(k) => self.commit(seat, k),
            Action::ThrowExcalibur => self.excalibur_cancel(true),
            Action::Volunteer => self.volunteer(seat, true),
            Action::Pass => self.pass(seat),
            Action::Heroic(_)
            | Action::Sacrifice(_)
            | Action::EndTurn
            | Action::ArthurGive(_, _)
            | Action::GiveBack(_)
            | Action::TristanDepart(_) => self.apply_heroic(seat, a),
            Action::Galahad(sp) => self.play_special(seat, sp),
            Action::Roll => self.roll(seat),
            Action::Give(_)
            | Action::AddFight(_)
            | Action::Order(_)
            | Action::Return
            | Action::Stay => {
                self.apply_special(seat, a);
            }
        }
    }

    /// The knights chosen and the preliminary sharing laid (CHV-2.3, CHV-2.7).
    fn apply_setup(&mut self, seat: Seat, a: Action) {
        let i = seat.index();
        match a {
            Action::ChooseKnight(k) => {
                self.steps.pop();
                self.knights[i] = k;
                self.say(Ev::Chose { seat, knight: k });
                if !matches!(self.steps.last(), Some(Step::ChooseKnight(_))) {
                    // Everyone has chosen: the first player, then the preliminary.
                    self.steps.pop();
                    self.active = self.first_player();
                    self.push_preliminary();
                }
            }
            Action::Lay(c) => {
                self.steps.pop();
                self.take_from_hand(seat, c);
                self.pool.push(c);
                self.say(Ev::Laid { seat, card: c });
                if !matches!(self.steps.last(), Some(Step::Lay(_))) {
                    // All laid: the first player shares the pool (CHV-2.7).
                    if let Some(Step::Propose {
                        sharers, proposer, ..
                    }) = self.steps.pop()
                    {
                        self.share(
                            super::events::ShareWhy::Preliminary,
                            Some(proposer),
                            sharers,
                        );
                    }
                }
            }
            // The other actions are apply_one's.
            _ => {}
        }
    }

    /// The progression of Evil (CHV-4), Percival's peek, and a Traitor's reveal and theft
    /// (CHV-13).
    fn apply_evil(&mut self, seat: Seat, a: Action) {
        let i = seat.index();
        match a {
            Action::Peek => {
                self.turn.peeked = true;
                self.top_known[i] = self.top_known[i].max(1);
                let card = self.black_deck.last().copied();
                self.emit(|| {
                    Seen::hidden(
                        Seats::one(seat),
                        Ev::Peeked { seat, card },
                        Ev::Peeked { seat, card: None },
                    )
                });
            }
            Action::Reveal => {
                // CHV-13.8: the turn becomes a revealed Traitor's turn.
                while matches!(
                    self.steps.last(),
                    Some(Step::Evil | Step::Heroic | Step::After)
                ) {
                    self.steps.pop();
                }
                self.unmask(seat);
                self.turn.over = false;
                self.steps.push(Step::TraitorEvil);
                self.steps.push(Step::TraitorSteal);
            }
            Action::EvilDraw => {
                self.steps.pop();
                if !self.unmasked[i] {
                    self.conduct[seat.index()].evil(a, self.life[seat.index()]);
                }
                self.turn.evil_done = true;
                self.steps.push(Step::Draw {
                    drawer: seat,
                    seq: false,
                });
            }
            Action::EvilSiege => {
                self.steps.pop();
                if !self.unmasked[i] {
                    self.conduct[seat.index()].evil(a, self.life[seat.index()]);
                }
                self.turn.evil_done = true;
                self.say(Ev::EvilEngine { seat });
                self.add_engines(1);
            }
            Action::EvilLoseLife => {
                self.steps.pop();
                self.conduct[seat.index()].evil(a, self.life[seat.index()]);
                self.turn.evil_done = true;
                self.hurt(seat, 1);
            }
            Action::Steal(t) => {
                self.steps.pop();
                let h = &mut self.hands[t.index()];
                let k = self.rng.index(h.len());
                let card = h.remove(k);
                self.white_discard.push(card);
                self.say(Ev::Stole {
                    seat,
                    from: t,
                    card,
                });
            }
            // The other actions are apply_one's.
            _ => {}
        }
    }

    /// The answers a Black card's resolution asks for: the Armour's card kept, a card
    /// face down, the war chosen, the Grail used, Kay's card, the discards.
    fn apply_black(&mut self, seat: Seat, a: Action) {
        match a {
            Action::Keep(k) => {
                if let Some(Step::Armour { drawer, cards, seq }) = self.steps.pop() {
                    self.keep(drawer, cards, usize::from(k), seq);
                }
            }
            Action::FaceUp | Action::FaceDown => {
                if let Some(Step::FaceDown { card, drawer }) = self.steps.pop() {
                    self.place_combat(card, drawer, a == Action::FaceDown);
                }
            }
            Action::ChooseWar(w) => {
                if let Some(Step::ChooseWar { card, .. }) = self.steps.pop() {
                    self.choose_war(card, w);
                }
            }
            Action::UseGrail => {
                if let Some(Step::GrailSave(d)) = self.steps.pop() {
                    self.lose_relic(super::events::RelicKind::Grail);
                    self.life[d.index()] = 4;
                    self.say(Ev::Saved { seat: d });
                    self.say(Ev::Life { seat: d, life: 4 });
                }
            }
            Action::KayAdd(v) => {
                self.take_from_hand(seat, White::Fight(v));
                self.say(Ev::KayAdded { seat, value: v });
                match self.steps.pop() {
                    Some(Step::Kay { quest, by }) => {
                        self.white_discard.push(White::Fight(v));
                        self.steps.push(Step::CombatResult { quest, by, kay: v });
                    }
                    Some(Step::SiegeKay { fighter, die }) => {
                        self.steps.push(Step::SiegeResult {
                            fighter,
                            die,
                            kay: v,
                        });
                    }
                    _ => {}
                }
            }
            Action::Discard(c) => {
                if let Some(Step::Discard { seat: s, left }) = self.steps.pop() {
                    self.take_from_hand(s, c);
                    self.white_discard.push(c);
                    self.say(Ev::Discarded { seat: s, card: c });
                    if left > 1 {
                        self.steps.push(Step::Discard {
                            seat: s,
                            left: left - 1,
                        });
                    }
                }
            }
            // The other actions are apply_one's.
            _ => {}
        }
    }

    /// The heroic part of a turn (CHV-3): the action, the sacrifice's extra one (CHV-12.4),
    /// the end of the turn, and Arthur's and Tristan's powers.
    fn apply_heroic(&mut self, seat: Seat, a: Action) {
        let i = seat.index();
        match a {
            Action::Heroic(h) => {
                self.steps.pop();
                self.turn.first = Some(h.kind());
                self.conduct[seat.index()].heroic(h);
                self.do_heroic(seat, h);
            }
            Action::Sacrifice(h) => {
                // CHV-3.3 / CHV-12.4: pay, act, then die if at 0.
                self.turn.sacrificed = true;
                self.life[i] -= 1;
                self.say(Ev::Life {
                    seat,
                    life: self.life[i],
                });
                if self.life[i] == 0 {
                    self.turn.sacrifice_death = true;
                    self.steps.push(Step::Dying(seat));
                }
                self.conduct[i].sacrifices += 1;
                self.conduct[seat.index()].heroic(h);
                self.do_heroic(seat, h);
            }
            Action::EndTurn => {
                self.steps.pop();
            }
            Action::ArthurGive(to, c) => {
                self.turn.arthur = true;
                self.take_from_hand(seat, c);
                self.hands[to.index()].push(c);
                self.gave(seat, to, c);
                self.steps.push(Step::GiveBack {
                    arthur: seat,
                    from: to,
                });
            }
            Action::GiveBack(c) => {
                if let Some(Step::GiveBack { arthur, from }) = self.steps.pop() {
                    self.take_from_hand(from, c);
                    self.hands[arthur.index()].push(c);
                    self.gave(from, arthur, c);
                }
            }
            Action::TristanDepart(q) => {
                self.turn.tristan = true;
                self.set_location(seat, Some(Place::Quest(q)));
            }
            // The other actions are apply_one's.
            _ => {}
        }
    }

    /// The answers a White special card asks for: the Messenger's cards, the siege's fights,
    /// Clairvoyance's order, the Convocation's returns.
    fn apply_special(&mut self, seat: Seat, a: Action) {
        match a {
            Action::Give(c) => {
                if let Some(Step::Messenger { from, to, given }) = self.steps.pop() {
                    self.take_from_hand(from, c);
                    self.hands[to.index()].push(c);
                    self.gave(from, to, c);
                    self.steps.push(Step::Messenger {
                        from,
                        to,
                        given: given + 1,
                    });
                }
            }
            Action::AddFight(v) => {
                self.take_from_hand(seat, White::Fight(v));
                self.siege.push(v);
            }
            Action::Order(k) => {
                if let Some(Step::Clairvoyance {
                    seat: s,
                    mut cards,
                    mut back,
                }) = self.steps.pop()
                {
                    back.push(cards.remove(usize::from(k)));
                    if cards.is_empty() {
                        self.clairvoyance_done(s, back);
                    } else {
                        self.steps.push(Step::Clairvoyance {
                            seat: s,
                            cards,
                            back,
                        });
                    }
                }
            }
            Action::Return | Action::Stay => {
                if let Some(Step::Convocation { player, mut order }) = self.steps.pop() {
                    if a == Action::Return {
                        self.set_location(seat, Some(Place::Camelot));
                    } else {
                        self.say(Ev::Passed { seat });
                    }
                    order.remove(0);
                    if !order.is_empty() {
                        self.steps.push(Step::Convocation { player, order });
                    }
                }
            }
            // The other actions are apply_one's.
            _ => {}
        }
    }

    fn pass(&mut self, seat: Seat) {
        match self.steps.last() {
            Some(Step::Merlin { .. }) => self.commit(seat, 0),
            Some(Step::ExcaliburCancel { .. }) => self.excalibur_cancel(false),
            Some(Step::GrailSave(d)) => {
                let d = *d;
                self.steps.pop();
                self.die(d);
            }
            Some(Step::Kay { quest, by }) => {
                let (quest, by) = (*quest, *by);
                self.steps.pop();
                self.steps.push(Step::CombatResult { quest, by, kay: 0 });
            }
            Some(Step::SiegeKay { fighter, die }) => {
                let (fighter, die) = (*fighter, *die);
                self.steps.pop();
                self.steps.push(Step::SiegeResult {
                    fighter,
                    die,
                    kay: 0,
                });
            }
            Some(Step::Volunteer { .. }) => self.volunteer(seat, false),
            Some(Step::Messenger { .. } | Step::Heroic) => {
                self.steps.pop();
            }
            _ => {}
        }
    }

    fn gave(&mut self, from: Seat, to: Seat, c: White) {
        self.emit(|| {
            Seen::hidden(
                Seats::of([from, to]),
                Ev::Gave {
                    from,
                    to,
                    card: Some(c),
                },
                Ev::Gave {
                    from,
                    to,
                    card: None,
                },
            )
        });
    }

    /// Clairvoyance: the cards go back on top, `back[0]` on top; only the player knows.
    fn clairvoyance_done(&mut self, s: Seat, back: Vec<super::cards::Black>) {
        let k = back.len() as u8;
        for c in back.iter().rev() {
            self.black_deck.push(*c);
        }
        for (j, t) in self.top_known.iter_mut().enumerate() {
            *t = if j == s.index() { k.max(*t) } else { 0 };
        }
        self.emit(|| {
            Seen::hidden(
                Seats::one(s),
                super::events::ChevaliersEvent::Reordered {
                    seat: s,
                    cards: Some(back),
                },
                super::events::ChevaliersEvent::Reordered {
                    seat: s,
                    cards: None,
                },
            )
        });
    }
}
