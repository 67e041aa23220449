//! Playing cards, finishing tricks, moving pawns, sword decisions and dealing (TAF-3, TAF-5
//! to TAF-9).

use super::actions::Action;
use super::board::next_free;
use super::cards::{Card, counts};
use super::events::{TafelrundeEvent as Ev, jumped};
use super::options::Reshuffle;
use super::state::{HAND_SIZE, LastTrick, Phase, Tafelrunde};
use super::tricks::{led_colour, winner};
use tr_core::events::{Seats, Seen, Sink};
use tr_core::seats::Seat;

impl Tafelrunde {
    /// Applies an action already checked by [`Tafelrunde::check`].
    pub(crate) fn apply(&mut self, seat: Seat, action: Action, ev: &mut impl Sink<Ev>) {
        match action {
            Action::Play(card) => self.play_card(seat, card, ev),
            Action::Declare(colour) => {
                // TAF-7.2: the chip goes on the lowest empty place.
                self.ladder.push(colour);
                let place = self.ladder.len();
                ev.emit(|| {
                    Seen::public(Ev::Declared {
                        seat,
                        colour,
                        place,
                    })
                });
                self.after_sword(ev);
            }
            Action::Decline => {
                // TAF-7.3.
                ev.emit(|| Seen::public(Ev::Declined { seat }));
                self.after_sword(ev);
            }
            Action::Swap(a, b) => {
                // TAF-7.4: two placed chips change places; none is added or removed.
                self.ladder.swap(usize::from(a) - 1, usize::from(b) - 1);
                let at = |p: u8| self.ladder.get(usize::from(p) - 1).copied();
                if let (Some(on_a), Some(on_b)) = (at(a), at(b)) {
                    ev.emit(|| {
                        Seen::public(Ev::Swapped {
                            seat,
                            a,
                            b,
                            on_a,
                            on_b,
                        })
                    });
                }
                self.after_sword(ev);
            }
            Action::Defer => {
                // TAF-7.6: deal the next hand, then the same player decides before any lead.
                ev.emit(|| Seen::public(Ev::Deferred { seat }));
                self.deal(ev);
                self.phase = Phase::Sword {
                    seat,
                    deferrable: false,
                    postponed: true,
                };
            }
        }
    }

    fn play_card(&mut self, seat: Seat, card: Card, ev: &mut impl Sink<Ev>) {
        let hand = &mut self.hands[seat.index()];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
        // TAF-13.4: not following the led colour proves a void for the rest of the hand (a
        // super-trump proves it too when it may only be played void, TAF-4.3).
        if let Some(led) = led_colour(&self.trick, self.options.super_lead_frees_trick) {
            let proves = match card.colour() {
                Some(c) => c != led,
                None => self.options.super_trump_only_when_void,
            };
            if proves {
                self.voids[seat.index()] |= 1 << led.index();
            }
        }
        self.trick.push((seat, card));
        ev.emit(|| Seen::public(Ev::Played { seat, card }));
        if self.trick.len() == self.n {
            self.finish_trick(ev);
        }
    }

    /// TAF-5 to TAF-7.1 and TAF-9.1: the trick goes to the discard pile, its winner moves.
    fn finish_trick(&mut self, ev: &mut impl Sink<Ev>) {
        let w = winner(
            &self.trick,
            &self.ladder,
            self.options.super_lead_frees_trick,
        )
        .unwrap_or(self.leader);
        let cards = std::mem::take(&mut self.trick);
        self.discard.extend(cards.iter().map(|(_, c)| *c));
        self.tricks_in_hand += 1;
        self.tricks += 1;
        let from = self.pawns[w.index()];
        let to = next_free(&self.pawns, from, self.options.finish());
        // TAF-5.7: the winner's card is the one that holds the trick.
        if let Some(&(_, card)) = cards.iter().find(|(s, _)| *s == w) {
            ev.emit(|| {
                Seen::public(Ev::Trick {
                    hand: self.hands_dealt,
                    number: self.tricks_in_hand,
                    cards: cards.clone(),
                    winner: w,
                    card,
                    from,
                    to,
                    jumped: jumped(&self.pawns, w, from, to),
                })
            });
        }
        self.pawns[w.index()] = to;
        self.last_trick = Some(LastTrick {
            cards,
            winner: w,
            from,
            to,
        });
        // TAF-9.1: the first pawn on King Arthur's space wins at once.
        if to >= self.options.finish() {
            self.winner = Some(w);
            self.phase = Phase::Over;
            ev.emit(|| Seen::public(Ev::GameOver { winner: w }));
            return;
        }
        // TAF-3.7: the winner leads next.
        self.leader = w;
        // TAF-7.1, TAF-6.3: only the space the move ends on counts.
        if self.options.is_sword(to) {
            self.phase = Phase::Sword {
                seat: w,
                deferrable: self.options.defer_when_empty && self.hands[w.index()].is_empty(),
                postponed: false,
            };
            ev.emit(|| Seen::public(Ev::Sword { seat: w, space: to }));
            return;
        }
        if self.hand_over() {
            self.deal(ev);
        }
    }

    /// After a sword decision: the next trick, or the next hand if this one is played out.
    fn after_sword(&mut self, ev: &mut impl Sink<Ev>) {
        self.phase = Phase::Play;
        if self.hand_over() {
            self.deal(ev);
        }
    }

    /// True when every card of the hand has been played (TAF-8.1).
    fn hand_over(&self) -> bool {
        self.hands.iter().all(Vec::is_empty)
    }

    /// TAF-8.2 to TAF-8.7: the deal passes left; eight cards each from the stock, one at a
    /// time from the dealer's left (TAF-3.5); the dealer's left leads (TAF-8.6). Pawns and
    /// ladder stay.
    pub(crate) fn deal(&mut self, ev: &mut impl Sink<Ev>) {
        self.dealer = self.dealer.left(self.n);
        let reshuffles = self.reshuffles;
        for k in 0..HAND_SIZE * self.n {
            let seat = self.dealer.offset(1 + k as i64, self.n);
            if let Some(c) = self.draw_one(ev) {
                self.hands[seat.index()].push(c);
            }
        }
        for h in &mut self.hands {
            h.sort_unstable();
        }
        self.voids = vec![0; self.n];
        self.leader = self.dealer.left(self.n);
        self.trick.clear();
        self.tricks_in_hand = 0;
        self.hands_dealt += 1;
        self.phase = Phase::Play;
        self.dealt_events(self.reshuffles > reshuffles, ev);
    }

    /// The public line of a new hand, then each seat's cards told to that seat only.
    pub(crate) fn dealt_events(&self, reshuffled: bool, ev: &mut impl Sink<Ev>) {
        ev.emit(|| {
            Seen::public(Ev::NewHand {
                number: self.hands_dealt,
                dealer: self.dealer,
                leader: self.leader,
                reshuffled,
            })
        });
        for seat in Seat::all(self.n) {
            ev.emit(|| {
                Seen::only(
                    Seats::one(seat),
                    Ev::Hand {
                        seat,
                        cards: self.hands[seat.index()].clone(),
                    },
                )
            });
        }
    }

    /// The top card of the stock, rebuilt from the discard pile when needed (TAF-8.4).
    fn draw_one(&mut self, ev: &mut impl Sink<Ev>) -> Option<Card> {
        if self.stock.is_empty() {
            self.reshuffle(ev);
        }
        let c = self.stock.pop();
        if self.options.reshuffle == Reshuffle::WhenEmptied && self.stock.is_empty() {
            self.reshuffle(ev);
        }
        c
    }

    /// The discard pile, shuffled, becomes the stock (TAF-8.4); its contents are public
    /// (TAF-13.3), its order is not.
    fn reshuffle(&mut self, ev: &mut impl Sink<Ev>) {
        let Some(pile) = self.rng.take_shuffled(&mut self.discard) else {
            return;
        };
        self.reshuffled = Some(counts(&pile));
        ev.emit(|| Seen::public(Ev::Reshuffled { cards: pile.len() }));
        self.stock = pile;
        self.reshuffles += 1;
    }
}
