//! The course of the game: starting tournaments, drawing, turns, withdrawing, winning a
//! tournament and the game (CAM-4, CAM-5, CAM-7, CAM-8). Everything here is automatic; the
//! decisions are checked in `legal.rs` and applied through `effects.rs` and `apply`.

use super::actions::TokenReason;
use super::cards::{Card, Colour};
use super::events::CamelotEvent as Ev;
use super::state::{Camelot, Phase, TurnFlags};
use tr_core::events::{Seats, Seen, Sink};
use tr_core::seats::Seat;

impl Camelot {
    /// True if `c` may be the colour of the next tournament at all (CAM-5.3, CAM-13.1).
    #[must_use]
    pub fn colour_allowed(&self, c: Colour) -> bool {
        match self.previous {
            Some(Colour::Purple) if c == Colour::Purple => false,
            Some(p) if self.options.no_repeat_colour && p == c => false,
            _ => true,
        }
    }

    /// True if `hand` can open colour `c`: a card of it, or any supporter (CAM-5.2).
    #[must_use]
    pub fn can_open_with(&self, hand: &[Card], c: Colour) -> bool {
        self.colour_allowed(c)
            && hand
                .iter()
                .any(|k| k.is_supporter() || k.colour() == Some(c))
    }

    fn can_start(&self, seat: Seat) -> bool {
        Colour::ALL
            .into_iter()
            .any(|c| self.can_open_with(&self.hands[seat.index()], c))
    }

    /// Resets the table for a tournament and finds its starter, beginning with `designated`
    /// (CAM-4.1, CAM-5.4, CAM-5.5, CAM-5.8).
    pub(crate) fn begin_tournament(&mut self, designated: Seat, ev: &mut impl Sink<Ev>) {
        self.withdrawn.iter_mut().for_each(|w| *w = false);
        for d in &mut self.displays {
            self.discard.append(d);
        }
        self.history.clear();
        self.revealed.clear();
        self.turn = TurnFlags::default();
        let n = self.n;
        let mut candidate = designated;
        let mut failures = 0usize;
        // Bounded: while nobody can start, every round of the table draws cards; once both
        // piles are empty every card is in a hand and whoever holds a supporter can start.
        for _ in 0..10_000 {
            if self.options.colour_after_draw {
                // CAM-5.8: each candidate draws before choosing.
                self.draw_card(candidate, ev);
            }
            if self.can_start(candidate) {
                self.starter = candidate;
                self.active = candidate;
                self.phase = Phase::Announce;
                ev.emit(|| self.new_tournament_event());
                return;
            }
            // CAM-5.4: he shows his hand and the designation passes clockwise.
            let hand = self.hands[candidate.index()].clone();
            self.known[candidate.index()].clone_from(&hand);
            ev.emit(|| {
                Seen::public(Ev::Revealed {
                    seat: candidate,
                    cards: hand.clone(),
                })
            });
            self.revealed.push((candidate, hand));
            candidate = candidate.left(n);
            failures += 1;
            if failures.is_multiple_of(n) && !self.options.colour_after_draw {
                // CAM-5.5 [HOUSE] nobody could start: everyone draws one, clockwise from the
                // first designated player, and the checks start again.
                for s in designated.clockwise_from(n) {
                    self.draw_card(s, ev);
                }
            }
        }
        // Unreachable by the argument above; keep a decision open rather than loop.
        self.starter = candidate;
        self.active = candidate;
        self.phase = Phase::Announce;
        ev.emit(|| self.new_tournament_event());
    }

    /// The public line of a tournament whose starter is known.
    pub(crate) fn new_tournament_event(&self) -> Seen<Ev> {
        Seen::public(Ev::NewTournament {
            number: self.tournaments + 1,
            starter: self.starter,
        })
    }

    /// Draws one card for `seat` (CAM-4.4), reshuffling the discard pile as soon as the last
    /// card is taken (CAM-4.5); with both piles empty nothing is drawn (CAM-4.6).
    pub(crate) fn draw_card(&mut self, seat: Seat, ev: &mut impl Sink<Ev>) {
        if self.draw.is_empty() {
            self.reshuffle(ev);
        }
        let Some(c) = self.draw.pop() else {
            return;
        };
        insert_sorted(&mut self.hands[seat.index()], c);
        // A card drawn face down: the drawer sees it, the others that a card was drawn.
        ev.emit(|| {
            let drew = |card| Ev::Drew { seat, card };
            Seen::hidden(Seats::one(seat), drew(Some(c)), drew(None))
        });
        if self.draw.is_empty() {
            self.reshuffle(ev);
        }
    }

    fn reshuffle(&mut self, ev: &mut impl Sink<Ev>) {
        if let Some(pile) = self.rng.take_shuffled(&mut self.discard) {
            ev.emit(|| Seen::public(Ev::Reshuffled { cards: pile.len() }));
            self.draw = pile;
        }
    }

    /// The announced colour; the starter then draws and must open (CAM-5.1, CAM-5.6).
    pub(crate) fn announce(&mut self, c: Colour, ev: &mut impl Sink<Ev>) {
        self.colour = c;
        self.history = vec![c];
        let s = self.starter;
        if !self.options.colour_after_draw {
            self.draw_card(s, ev);
        }
        self.turns += 1;
        self.active = s;
        self.turn = TurnFlags {
            opening: true,
            first_turn: true,
            ..TurnFlags::default()
        };
        self.phase = Phase::Play;
    }

    /// `seat` begins a turn: the compulsory draw first (CAM-4.3, CAM-4.4).
    fn begin_turn(&mut self, seat: Seat, ev: &mut impl Sink<Ev>) {
        self.active = seat;
        self.turns += 1;
        self.turn = TurnFlags {
            first_turn: self.displays[seat.index()].is_empty(),
            ..TurnFlags::default()
        };
        self.draw_card(seat, ev);
        self.phase = Phase::Play;
    }

    /// The next seat clockwise after `from` that has not withdrawn (CAM-4.2).
    fn next_contender(&self, from: Seat) -> Seat {
        from.clockwise_from(self.n)
            .skip(1)
            .find(|s| !self.withdrawn[s.index()])
            .unwrap_or(from)
    }

    /// CAM-7.4: the active player stays; play passes on.
    pub(crate) fn stay(&mut self, ev: &mut impl Sink<Ev>) {
        let seat = self.active;
        ev.emit(|| {
            Seen::public(Ev::Stayed {
                seat,
                total: self.total(seat),
            })
        });
        let next = self.next_contender(seat);
        self.begin_turn(next, ev);
    }

    /// CAM-7.5 to CAM-7.7: the active player withdraws.
    pub(crate) fn withdraw(&mut self, ev: &mut impl Sink<Ev>) {
        let s = self.active;
        let had_maiden = self.displays[s.index()].contains(&Card::Maiden);
        let d = std::mem::take(&mut self.displays[s.index()]);
        self.discard.extend(d);
        self.drop_specials(s);
        self.withdrawn[s.index()] = true;
        // CAM-7.7: a Maiden in the display costs one token of his choice, if he has any.
        let mut lost = None;
        if had_maiden {
            match self.tokens[s.index()].count_ones() {
                0 => {}
                1 => {
                    lost = Colour::ALL
                        .into_iter()
                        .find(|c| self.tokens[s.index()] & (1 << c.index()) != 0);
                    self.tokens[s.index()] = 0;
                }
                _ => {
                    ev.emit(|| Seen::public(Ev::Withdrew { seat: s, lost }));
                    self.phase = Phase::Token {
                        seat: s,
                        reason: TokenReason::MaidenPenalty,
                    };
                    return;
                }
            }
        }
        ev.emit(|| Seen::public(Ev::Withdrew { seat: s, lost }));
        self.after_withdrawal(s, ev);
    }

    /// Discards the Shield and Stunned cards lying in front of `seat` (CAM-7.6, CAM-8.5).
    fn drop_specials(&mut self, seat: Seat) {
        use super::cards::ActionCard;
        if self.shield == Some(seat) {
            self.shield = None;
            self.discard.push(Card::Action(ActionCard::Shield));
        }
        if self.stunned == Some(seat) {
            self.stunned = None;
            self.discard.push(Card::Action(ActionCard::Stunned));
        }
    }

    /// After a withdrawal (and its penalty): the last one left wins (CAM-8.1), else the turn
    /// passes.
    pub(crate) fn after_withdrawal(&mut self, from: Seat, ev: &mut impl Sink<Ev>) {
        let (first, more) = {
            let mut left = self.contenders();
            (left.next(), left.next().is_some())
        };
        match (first, more) {
            (Some(w), false) => self.tournament_won(w, ev),
            _ => {
                let next = self.next_contender(from);
                self.begin_turn(next, ev);
            }
        }
    }

    /// CAM-8.2 to CAM-8.5: the winner discards and takes a token (his choice after purple).
    fn tournament_won(&mut self, w: Seat, ev: &mut impl Sink<Ev>) {
        let d = std::mem::take(&mut self.displays[w.index()]);
        self.discard.extend(d);
        self.drop_specials(w);
        let final_colour = self.colour;
        if final_colour == Colour::Purple {
            let unowned: Vec<Colour> = Colour::ALL
                .into_iter()
                .filter(|c| !self.owns(w, *c))
                .collect();
            let choosing = unowned.len() > 1;
            let won = |token| {
                Seen::public(Ev::Won {
                    seat: w,
                    colour: final_colour,
                    token,
                    choosing,
                })
            };
            if choosing {
                ev.emit(|| won(None));
                self.phase = Phase::Token {
                    seat: w,
                    reason: TokenReason::PurpleWin,
                };
                return;
            }
            if let Some(c) = unowned.first() {
                self.tokens[w.index()] |= 1 << c.index();
            }
            ev.emit(|| won(unowned.first().copied()));
        } else {
            // CAM-8.4: a colour already owned gives nothing.
            let token = (!self.owns(w, final_colour)).then_some(final_colour);
            self.tokens[w.index()] |= 1 << final_colour.index();
            ev.emit(|| {
                Seen::public(Ev::Won {
                    seat: w,
                    colour: final_colour,
                    token,
                    choosing: false,
                })
            });
        }
        self.finish_tournament(w, ev);
    }

    /// A token chosen in a [`Phase::Token`] step.
    pub(crate) fn choose_token(
        &mut self,
        seat: Seat,
        reason: TokenReason,
        colour: Colour,
        ev: &mut impl Sink<Ev>,
    ) {
        match reason {
            TokenReason::PurpleWin => {
                self.tokens[seat.index()] |= 1 << colour.index();
                ev.emit(|| Seen::public(Ev::TookToken { seat, colour }));
                self.finish_tournament(seat, ev);
            }
            TokenReason::MaidenPenalty => {
                self.tokens[seat.index()] &= !(1 << colour.index());
                ev.emit(|| Seen::public(Ev::Returned { seat, colour }));
                self.after_withdrawal(seat, ev);
            }
        }
    }

    /// CAM-8.6: the game ends, or the winner starts the next tournament.
    fn finish_tournament(&mut self, w: Seat, ev: &mut impl Sink<Ev>) {
        self.tournaments += 1;
        self.previous = Some(self.colour);
        if self.colours_owned(w) >= self.colours_needed() {
            self.winner = Some(w);
            self.phase = Phase::Over;
            ev.emit(|| {
                Seen::public(Ev::GameOver {
                    winner: w,
                    colours: self.colours_owned(w),
                })
            });
            return;
        }
        self.begin_tournament(w, ev);
    }
}

/// Inserts `c` into a sorted hand.
pub(crate) fn insert_sorted(hand: &mut Vec<Card>, c: Card) {
    let at = hand.partition_point(|x| *x <= c);
    hand.insert(at, c);
}

/// Removes one copy of `c` from a hand; false if absent.
pub(crate) fn remove_one(hand: &mut Vec<Card>, c: Card) -> bool {
    match hand.iter().position(|x| *x == c) {
        Some(i) => {
            hand.remove(i);
            true
        }
        None => false,
    }
}
