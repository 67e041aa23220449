//! Applying decisions: display plays, the Lancelot window and the exact effect of each action
//! card (CAM-9, CAM-10, CAM-11). Callers have checked legality (`legal.rs`).

use super::actions::{Action, Item};
use super::cards::{ActionCard, Card, Colour};
use super::events::CamelotEvent as Ev;
use super::flow::{insert_sorted, remove_one};
use super::state::{Camelot, Phase};
use tr_core::events::{Seats, Seen, Sink};
use tr_core::seats::Seat;

/// The Lancelot card.
const IVANHOE: Card = Card::Action(ActionCard::Ivanhoe);

impl Camelot {
    /// Applies a checked action.
    pub(crate) fn apply(&mut self, seat: Seat, a: Action, ev: &mut impl Sink<Ev>) {
        match (self.phase, a) {
            (Phase::Announce, Action::Announce(colour)) => {
                ev.emit(|| Seen::public(Ev::Announced { seat, colour }));
                self.announce(colour, ev);
            }
            (Phase::Lancelot { pending, waiting }, Action::Pass) => {
                // A pass is no event: every opponent still in answers, so it would tell who
                // was asked, never who holds Lancelot (CAM-11.7).
                let waiting = waiting & !(1 << seat.0);
                if waiting == 0 {
                    self.phase = Phase::Play;
                    self.resolve(pending, ev);
                } else {
                    self.phase = Phase::Lancelot { pending, waiting };
                }
            }
            (Phase::Lancelot { pending, .. }, Action::Cancel) => {
                // CAM-10.17 / CAM-11.2: both cards are discarded, the effect never happens.
                self.take_from_hand(seat, IVANHOE);
                self.discard.push(IVANHOE);
                let actor = self.active;
                ev.emit(|| {
                    Seen::public(Ev::Cancelled {
                        by: seat,
                        actor,
                        action: pending,
                    })
                });
                if let Some(c) = pending.card() {
                    self.discard.push(c);
                }
                self.phase = Phase::Play;
            }
            (Phase::Adapt { seat: s, value }, Action::Keep(i)) => {
                if let Some(&card) = self.displays[s.index()].get(usize::from(i)) {
                    ev.emit(|| Seen::public(Ev::Kept { seat: s, card }));
                }
                self.keep_one_of_value(s, value, usize::from(i));
                self.next_adapt(s);
            }
            (Phase::Token { seat: s, reason }, Action::Token(c)) => {
                self.choose_token(s, reason, c, ev);
            }
            (Phase::Play, Action::Stay) => self.stay(ev),
            (Phase::Play, Action::Withdraw) => self.withdraw(ev),
            (Phase::Play, Action::Play(c)) => {
                self.take_from_hand(seat, c);
                self.displays[seat.index()].push(c);
                ev.emit(|| {
                    Seen::public(Ev::Played {
                        seat,
                        card: c,
                        total: self.total(seat),
                    })
                });
                self.turn.played += 1;
                self.count_addition(seat);
                self.turn.display_from_hand = true;
                self.turn.opening = false;
            }
            (Phase::Play, _) => self.play_action_card(seat, a, ev),
            _ => {}
        }
    }

    /// Removes one copy of `c` from `seat`'s hand, keeping public knowledge exact.
    fn take_from_hand(&mut self, seat: Seat, c: Card) {
        remove_one(&mut self.hands[seat.index()], c);
        remove_one(&mut self.known[seat.index()], c);
    }

    /// CAM-9.3, CAM-11.3: the card leaves the hand and counts as played; every opponent still
    /// in is asked whether to cancel it (only the Lancelot holder can), unless Lancelot is
    /// already face up in the discard pile.
    fn play_action_card(&mut self, seat: Seat, a: Action, ev: &mut impl Sink<Ev>) {
        let Some(card) = a.card() else { return };
        // CAM-9.3: the card and its declarations are shown before any window.
        ev.emit(|| {
            Seen::public(Ev::ActionCard {
                seat,
                action: a,
                things: self.declared(seat, a),
            })
        });
        self.take_from_hand(seat, card);
        self.turn.played += 1;
        let waiting = if self.discard.contains(&IVANHOE) {
            0
        } else {
            self.contenders()
                .filter(|o| *o != seat)
                .fold(0u8, |m, o| m | (1 << o.0))
        };
        if waiting == 0 {
            self.resolve(a, ev);
        } else {
            self.phase = Phase::Lancelot {
                pending: a,
                waiting,
            };
        }
    }

    /// The effect of an action card nobody cancelled (CAM-10).
    pub(crate) fn resolve(&mut self, a: Action, ev: &mut impl Sink<Ev>) {
        let s = self.active;
        match a {
            Action::Shield => self.shield = Some(s),
            Action::Stunned(t) => self.stunned = Some(t),
            _ => {
                if let Some(c) = a.card() {
                    self.discard.push(c);
                }
            }
        }
        match a {
            Action::Unhorse(c) | Action::ChangeWeapon(c) => self.set_colour(c),
            Action::DropWeapon => self.set_colour(Colour::Green),
            Action::BreakLance(_)
            | Action::Outmaneuver
            | Action::Charge
            | Action::Countercharge
            | Action::Disgrace => {
                let gone = self.removals(s, &a);
                if !gone.is_empty() {
                    ev.emit(|| Seen::public(Ev::Discarded(self.by_display(&gone))));
                }
                for (p, i) in gone.into_iter().rev() {
                    let c = self.displays[p.index()].remove(i);
                    self.discard.push(c);
                }
            }
            Action::Riposte(t) => {
                if let Some(c) = self.displays[t.index()].pop() {
                    self.displays[s.index()].push(c);
                    self.count_addition(s);
                }
            }
            Action::Dodge(t, i) => {
                let c = self.displays[t.index()].remove(usize::from(i));
                self.discard.push(c);
            }
            Action::Retreat(i) => {
                let c = self.displays[s.index()].remove(usize::from(i));
                insert_sorted(&mut self.hands[s.index()], c);
                insert_sorted(&mut self.known[s.index()], c);
            }
            Action::KnockDown(t) => {
                let h = &mut self.hands[t.index()];
                if !h.is_empty() {
                    let k = self.rng.index(h.len());
                    let c = h.remove(k);
                    insert_sorted(&mut self.hands[s.index()], c);
                    // Others cannot tell which card moved.
                    self.known[t.index()].clear();
                    self.knocked = Some((s, t, c));
                    // CAM-17.3: the card is named to the two players concerned only.
                    ev.emit(|| {
                        let knocked = |card| Ev::Knocked {
                            actor: s,
                            victim: t,
                            card,
                        };
                        Seen::hidden(Seats::of([s, t]), knocked(Some(c)), knocked(None))
                    });
                }
            }
            Action::Adapt => self.next_adapt(s),
            Action::Outwit { target, give, take } => self.swap_items(s, target, give, take),
            _ => {}
        }
    }

    /// The display cards at these `(seat, position)`s, grouped by display.
    fn by_display(&self, at: &[(Seat, usize)]) -> Vec<(Seat, Vec<Card>)> {
        let mut out: Vec<(Seat, Vec<Card>)> = Vec::new();
        for (p, i) in at {
            let Some(&c) = self.displays[p.index()].get(*i) else {
                continue;
            };
            match out.last_mut() {
                Some((q, v)) if q == p => v.push(c),
                _ => out.push((*p, vec![c])),
            }
        }
        out
    }

    fn count_addition(&mut self, s: Seat) {
        self.turn.added += 1;
        if self.stunned == Some(s) {
            self.turn.added_stunned += 1;
        }
    }

    fn set_colour(&mut self, c: Colour) {
        self.colour = c;
        self.history.push(c);
    }

    /// Displays an all-display card touches: every unshielded one still in, and the actor's
    /// own shielded display only under the spec's reading (CAM-9.9: the seed's Shield keeps
    /// every action card off it, `shield_guards_own_display`; CAM-10.10 to CAM-10.13).
    fn affected(&self, s: Seat, p: Seat) -> bool {
        !self.withdrawn[p.index()]
            && (!self.is_shielded(p) || (p == s && !self.options.shield_guards_own_display))
    }

    /// The display cards an effect would discard, as `(seat, position)` in ascending order,
    /// after the keep-one rule (CAM-9.5). Empty when nothing would go (CAM-9.2).
    pub(crate) fn removals(&self, s: Seat, a: &Action) -> Vec<(Seat, usize)> {
        let all_cards = || self.displays.iter().flatten().filter_map(|c| c.value());
        let mut out = Vec::new();
        for p in Seat::all(self.n) {
            let d = &self.displays[p.index()];
            if d.is_empty() {
                continue;
            }
            let mark: Vec<bool> = match *a {
                Action::BreakLance(t) if t == p && !self.is_shielded(p) => d
                    .iter()
                    .map(|c| c.colour() == Some(Colour::Purple))
                    .collect(),
                // CAM-10.9: one-card and shielded displays are untouched.
                Action::Outmaneuver if p != s && !self.is_shielded(p) && d.len() >= 2 => {
                    (0..d.len()).map(|i| i + 1 == d.len()).collect()
                }
                // CAM-10.10 / 10.11: the value is searched over every display, shielded
                // ones included [READING]; CAM-7.3 printed values.
                Action::Charge | Action::Countercharge if self.affected(s, p) => {
                    let v = if *a == Action::Charge {
                        all_cards().min()
                    } else {
                        all_cards().max()
                    };
                    d.iter().map(|c| c.value() == v).collect()
                }
                Action::Disgrace if self.affected(s, p) => {
                    d.iter().map(|c| c.is_supporter()).collect()
                }
                _ => continue,
            };
            // CAM-9.5: if every card would go, the earliest stays.
            let keep_first = mark.iter().all(|m| *m);
            for (i, m) in mark.into_iter().enumerate() {
                if m && !(keep_first && i == 0) {
                    out.push((p, i));
                }
            }
        }
        out
    }

    /// The seats whose display Adapt would thin out, clockwise from the actor (CAM-10.13).
    pub(crate) fn adapt_owners(&self, s: Seat) -> impl Iterator<Item = Seat> + '_ {
        s.clockwise_from(self.n).filter(move |p| {
            self.affected(s, *p) && lowest_duplicate(&self.displays[p.index()]).is_some()
        })
    }

    /// Opens the next Adapt choice at or after `from` (clockwise, ending before the actor);
    /// back to the actor's turn when every display is settled.
    fn next_adapt(&mut self, from: Seat) {
        let s = self.active;
        let start = (from.index() + self.n - s.index()) % self.n;
        for k in start..self.n {
            let p = s.offset(k as i64, self.n);
            if !self.affected(s, p) {
                continue;
            }
            if let Some(value) = lowest_duplicate(&self.displays[p.index()]) {
                self.phase = Phase::Adapt { seat: p, value };
                return;
            }
        }
        self.phase = Phase::Play;
    }

    fn keep_one_of_value(&mut self, p: Seat, value: u8, keep: usize) {
        let d = std::mem::take(&mut self.displays[p.index()]);
        let mut kept = Vec::with_capacity(d.len());
        for (i, c) in d.into_iter().enumerate() {
            if c.printed() == value && i != keep {
                self.discard.push(c);
            } else {
                kept.push(c);
            }
        }
        self.displays[p.index()] = kept;
    }

    /// Outwit's exchange (CAM-10.14, CAM-9.12): a received display card goes on top (or, with
    /// the option off, into the place of the card given away); a special changes holder.
    pub(crate) fn swap_items(&mut self, s: Seat, t: Seat, give: Item, take: Item) {
        let on_top = self.options.outwit_received_on_top;
        let card_of = |g: &Camelot, p: Seat, i: Item| match i {
            Item::Display(k) => g.displays[p.index()].get(usize::from(k)).copied(),
            _ => None,
        };
        let (given, taken) = (card_of(self, s, give), card_of(self, t, take));
        for (from, to, item, moving, incoming) in
            [(s, t, give, given, taken), (t, s, take, taken, given)]
        {
            match (item, moving) {
                (Item::Display(k), Some(_)) => {
                    let k = usize::from(k);
                    match incoming {
                        Some(c) if !on_top => self.displays[from.index()][k] = c,
                        _ => {
                            self.displays[from.index()].remove(k);
                        }
                    }
                }
                (Item::Shield, _) => self.shield = Some(to),
                (Item::Stunned, _) => self.stunned = Some(to),
                _ => {}
            }
        }
        if on_top || given.is_none() || taken.is_none() {
            if let Some(c) = given {
                self.displays[t.index()].push(c);
            }
            if let Some(c) = taken {
                self.displays[s.index()].push(c);
            }
        }
    }
}

/// The lowest printed value held twice or more in a display (CAM-10.13: supporters and colour
/// cards of equal value are duplicates).
fn lowest_duplicate(d: &[Card]) -> Option<u8> {
    let mut seen = [0u8; 8];
    for c in d {
        seen[usize::from(c.printed()).min(7)] += 1;
    }
    (0..8u8).find(|v| seen[usize::from(*v)] >= 2)
}
