//! Heroic actions (CHV-5), the QUEST action on each quest (CHV-7.5 to CHV-7.10), the Special
//! White cards (CHV-8) and accusations (CHV-13.3 to CHV-13.5).

use super::actions::{
    Action, ChevaliersError as E, Heroic, MerlinUse, Place, Quest, Special, Whom,
};
use super::cards::{Knight, Loyalty, White};
use super::events::ChevaliersEvent as Ev;
use super::state::{Chevaliers, GRAIL_SPOTS, MAX_LIFE, Step};
use tr_core::events::{Seats, Seen};
use tr_core::seats::Seat;

/// CHV-7.5: can the Knights' side of a combat quest, with `v` added, still complete its
/// pattern? Black Knight: two pairs of different values; Lancelot: a three-of-a-kind and a
/// pair; Dragon: three three-of-a-kinds.
#[must_use]
pub fn pattern_allows(q: Quest, placed: &[u8], v: u8) -> bool {
    let mut counts = [0u8; 6];
    for &x in placed {
        counts[usize::from(x.min(5))] += 1;
    }
    pattern_allows_counts(q, counts, v)
}

/// [`pattern_allows`] with the placed cards counted per value (index `min(value, 5)`).
#[must_use]
pub fn pattern_allows_counts(q: Quest, mut counts: [u8; 6], v: u8) -> bool {
    counts[usize::from(v.min(5))] += 1;
    // The values used, the most copies of one, and how many are used three times (no list:
    // the rule-based knight asks this for every card it plans, issue 31).
    let (mut used, mut most, mut threes) = (0usize, 0u8, 0usize);
    for c in counts.into_iter().filter(|c| *c > 0) {
        used += 1;
        most = most.max(c);
        threes += usize::from(c == 3);
    }
    match q {
        Quest::BlackKnight => used <= 2 && most <= 2,
        Quest::Lancelot => used <= 2 && most <= 3 && threes <= 1,
        Quest::Dragon => used <= 3 && most <= 3,
        _ => false,
    }
}

/// Evil's cards a combat quest takes before it ends (the quests' table: the 4th Black
/// Knight card, the 5th Lancelot or Dragon card).
#[must_use]
pub fn evil_slots(q: Quest) -> usize {
    if q == Quest::BlackKnight { 4 } else { 5 }
}

/// Fight cards a combat quest takes (CHV-7.A).
#[must_use]
pub fn combat_slots(q: Quest) -> usize {
    match q {
        Quest::BlackKnight => 4,
        Quest::Lancelot => 5,
        _ => 9,
    }
}

/// How many copies of each White card a hand holds, counted once for a whole list of
/// checks (issue 31: each check of a Heroic action scanned the hand again). A Fight value
/// outside 1–5, which no deck holds, is looked up in the hand itself.
pub(crate) struct Copies<'a> {
    hand: &'a [White],
    /// Per slot of [`KINDS`].
    counts: [u8; KINDS.len()],
    /// The hand holds a card without a slot.
    odd: bool,
}

/// Every White card but the impossible Fight values, one slot each, in the order `White`
/// sorts them (a unit test checks it).
const KINDS: [White; 15] = [
    White::Fight(1),
    White::Fight(2),
    White::Fight(3),
    White::Fight(4),
    White::Fight(5),
    White::Grail,
    White::Merlin,
    White::Fate,
    White::Piety,
    White::Heroism,
    White::Reinforcements,
    White::Clairvoyance,
    White::Messenger,
    White::LadyOfTheLake,
    White::Convocation,
];

impl<'a> Copies<'a> {
    pub(crate) fn of(hand: &'a [White]) -> Self {
        let mut counts = [0u8; KINDS.len()];
        let mut odd = false;
        for &c in hand {
            match Self::slot(c) {
                Some(i) => counts[i] = counts[i].saturating_add(1),
                None => odd = true,
            }
        }
        Copies { hand, counts, odd }
    }

    /// `c`'s place in [`KINDS`].
    fn slot(c: White) -> Option<usize> {
        Some(match c {
            White::Fight(v @ 1..=5) => usize::from(v) - 1,
            White::Fight(_) => return None,
            White::Grail => 5,
            White::Merlin => 6,
            White::Fate => 7,
            White::Piety => 8,
            White::Heroism => 9,
            White::Reinforcements => 10,
            White::Clairvoyance => 11,
            White::Messenger => 12,
            White::LadyOfTheLake => 13,
            White::Convocation => 14,
        })
    }

    /// Copies of `c` in the hand.
    pub(crate) fn count(&self, c: White) -> usize {
        match Self::slot(c) {
            Some(i) => usize::from(self.counts[i]),
            None => self.hand.iter().filter(|x| **x == c).count(),
        }
    }

    /// The hand holds `c`.
    fn holds(&self, c: White) -> Result<(), E> {
        if self.count(c) > 0 {
            Ok(())
        } else {
            Err(E::CardNotInHand)
        }
    }

    /// The hand's distinct cards, sorted, written into `out` (their number), read off the
    /// counts; `None` when the hand holds a card without a slot.
    pub(crate) fn distinct(&self, out: &mut [White; KINDS.len()]) -> Option<usize> {
        if self.odd {
            return None;
        }
        let mut n = 0;
        for (kind, count) in KINDS.iter().zip(self.counts) {
            if count > 0 {
                out[n] = *kind;
                n += 1;
            }
        }
        Some(n)
    }
}

impl Chevaliers {
    /// [`Self::legal_into`] at a Heroic or After step, in the candidates' order: each heroic
    /// action checked as it is listed (issue 31: a list of them, each sent through the
    /// step's whole `check`, was most of a rule-based decision), then Pass at a Heroic
    /// step exactly when none is legal, then the knight's own power through `check`.
    pub(crate) fn heroic_legal_into(&self, step: &Step, seat: Seat, out: &mut Vec<Action>) {
        let copies = self.copies(seat);
        // The hand's distinct cards, sorted: read off the counts, not a sorted copy.
        let mut distinct = [White::Grail; KINDS.len()];
        let listed;
        let kinds = match copies.distinct(&mut distinct) {
            Some(n) => &distinct[..n],
            None => {
                listed = self.kinds(seat);
                &listed[..]
            }
        };
        if matches!(step, Step::Heroic) {
            self.heroic_candidates_each(kinds, &mut |h| {
                let ok = self.check_heroic_with(seat, h, false, &copies).is_ok();
                debug_assert_eq!(ok, self.check(seat, Action::Heroic(h)).is_ok(), "{h:?}");
                if ok {
                    out.push(Action::Heroic(h));
                }
            });
            if out.is_empty() {
                out.push(Action::Pass);
            }
        } else {
            out.push(Action::EndTurn);
            if !self.turn.sacrificed {
                self.heroic_candidates_each(kinds, &mut |h| {
                    let ok = self.turn.first != Some(h.kind())
                        && self.check_heroic_with(seat, h, true, &copies).is_ok();
                    debug_assert_eq!(ok, self.check(seat, Action::Sacrifice(h)).is_ok(), "{h:?}");
                    if ok {
                        out.push(Action::Sacrifice(h));
                    }
                });
            }
        }
        self.power_candidates_each(seat, false, kinds, &mut |a| {
            if self.check(seat, a).is_ok() {
                out.push(a);
            }
        });
    }

    /// The knights' powers `seat` might use at a Heroic or After step, each handed to `f`
    /// in order: Arthur's gifts, Tristan's departures, Galahad's Specials; with `all`
    /// every knight's, else only his own.
    pub(crate) fn power_candidates_each(
        &self,
        seat: Seat,
        all: bool,
        kinds: &[White],
        f: &mut impl FnMut(Action),
    ) {
        let own = |k: Knight| all || self.knights[seat.index()] == k;
        if own(Knight::Arthur) {
            for t in Seat::all(self.n) {
                for c in kinds {
                    f(Action::ArthurGive(t, *c));
                }
            }
        }
        if own(Knight::Tristan) {
            for q in Quest::ALL {
                f(Action::TristanDepart(q));
            }
        }
        if own(Knight::Galahad) {
            for c in kinds {
                self.special_candidates_into(*c, &mut |sp| f(Action::Galahad(sp)));
            }
        }
    }

    /// `s`'s hand counted once (see [`Copies`]).
    pub(crate) fn copies(&self, s: Seat) -> Copies<'_> {
        Copies::of(&self.hands[s.index()])
    }

    /// Checks a Heroic action (CHV-5); `paid` when a sacrifice has just taken 1 Life.
    pub(crate) fn check_heroic(&self, s: Seat, h: Heroic, paid: bool) -> Result<(), E> {
        self.check_heroic_with(s, h, paid, &self.copies(s))
    }

    /// [`Self::check_heroic`] with `s`'s hand already counted, `copies`.
    pub(crate) fn check_heroic_with(
        &self,
        s: Seat,
        h: Heroic,
        paid: bool,
        copies: &Copies<'_>,
    ) -> Result<(), E> {
        let holds = |c: White| copies.holds(c);
        let here = self.location[s.index()].ok_or(E::DeadKnight)?;
        match h {
            Heroic::Move(to) => self.check_move(s, to),
            Heroic::Play(c) => {
                holds(c)?;
                let Place::Quest(q) = here else {
                    return Err(E::NotOnThisQuest);
                };
                match q {
                    Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                        let v = c.fight().ok_or(E::NotAFightCard)?;
                        if pattern_allows(q, &self.board.combat(q).knights, v) {
                            Ok(())
                        } else {
                            Err(E::PatternBroken)
                        }
                    }
                    Quest::Picts | Quest::Saxons => {
                        let v = c.fight().ok_or(E::NotAFightCard)?;
                        let w = self.board.wars[q.war().map_or(0, |w| w.index())].next_value();
                        if w == Some(v) {
                            Ok(())
                        } else {
                            Err(E::WrongWarValue)
                        }
                    }
                    Quest::Grail => {
                        if c != White::Grail {
                            Err(E::NotAGrailCard)
                        } else if self.board.dark_forest {
                            Err(E::GrailBlocked)
                        } else {
                            Ok(())
                        }
                    }
                    Quest::Excalibur => Err(E::NotOnThisQuest),
                }
            }
            Heroic::Discard(c) => {
                holds(c)?;
                if here == Place::Quest(Quest::Excalibur) {
                    Ok(())
                } else {
                    Err(E::NotOnThisQuest)
                }
            }
            Heroic::Draw => {
                if here != Place::Camelot {
                    Err(E::NotOnThisQuest)
                } else if self.hands[s.index()].len() >= 12 {
                    Err(E::HandTooLargeToDraw)
                } else {
                    Ok(())
                }
            }
            Heroic::Siege(v) => {
                if here != Place::Camelot {
                    return Err(E::NotOnThisQuest);
                }
                if !(1..=5).contains(&v) {
                    return Err(E::NotAFightCard);
                }
                holds(White::Fight(v))?;
                if self.board.engines == 0 {
                    Err(E::NoSiegeEngine)
                } else {
                    Ok(())
                }
            }
            Heroic::Special(sp) => self.check_special_with(s, sp, copies),
            Heroic::Heal(c) => {
                if c == White::Merlin && !self.options.heal_allows_merlin_triplet {
                    return Err(E::NotIdentical);
                }
                let held = copies.count(c);
                if held < 3 {
                    return Err(if held > 0 {
                        E::NotIdentical
                    } else {
                        E::CardNotInHand
                    });
                }
                let life = self.life[s.index()] - u8::from(paid);
                if life >= MAX_LIFE {
                    Err(E::LifeAtMaximum)
                } else {
                    Ok(())
                }
            }
            Heroic::Accuse(t) => {
                if self.accused[s.index()] {
                    Err(E::AccusationAlreadyUsed)
                } else if !self.accusation_open() {
                    Err(E::AccusationUnavailable)
                } else if t == s || usize::from(t.0) >= self.n || !self.in_play(t) {
                    Err(E::InvalidTarget)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// CHV-5.2, CHV-5.3.
    pub(crate) fn check_move(&self, s: Seat, to: Place) -> Result<(), E> {
        if self.location[s.index()] == Some(to) {
            return Err(E::AlreadyThere);
        }
        if let Place::Quest(q) = to {
            if !self.board.is_active(q) {
                return Err(E::QuestNotActive);
            }
            if q.is_solo() && !self.present(q).is_empty() {
                return Err(E::SoloQuestOccupied);
            }
        }
        Ok(())
    }

    /// CHV-5.7, CHV-8: a Special White card and its choices.
    pub(crate) fn check_special(&self, s: Seat, sp: Special) -> Result<(), E> {
        self.check_special_with(s, sp, &self.copies(s))
    }

    /// [`Self::check_special`] with `s`'s hand already counted, `copies`.
    fn check_special_with(&self, s: Seat, sp: Special, copies: &Copies<'_>) -> Result<(), E> {
        copies.holds(sp.card())?;
        if self.turn.special {
            return Err(E::SpecialCardLimit);
        }
        let b = &self.board;
        match sp {
            Special::Merlin(m) => {
                if b.vivien {
                    return Err(E::MerlinBlocked);
                }
                let ok = match m {
                    MerlinUse::Combat(q) => {
                        q.is_combat() && b.is_active(q) && !b.combat(q).evil.is_empty()
                    }
                    MerlinUse::Warrior(w) => b.war(w).warriors > 0,
                    MerlinUse::Grail => b.grail.open && !b.grail.blacks.is_empty(),
                    MerlinUse::Excalibur => b.excalibur_open,
                    MerlinUse::Engine => b.engines > 0,
                };
                if ok { Ok(()) } else { Err(E::InvalidTarget) }
            }
            Special::Heroism(q) => {
                if b.is_active(q) && b.heroism.is_none() {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            Special::Messenger(to) => {
                if to == s || usize::from(to.0) >= self.n || !self.in_play(to) {
                    Err(E::InvalidTarget)
                } else if self.hands[s.index()].len() < 2 {
                    Err(E::WrongCardCount)
                } else {
                    Ok(())
                }
            }
            Special::Clairvoyance => {
                if self.black_deck.is_empty() {
                    Err(E::NothingToDo)
                } else {
                    Ok(())
                }
            }
            Special::Fate
            | Special::Piety(_)
            | Special::Reinforcements(_)
            | Special::LadyOfTheLake
            | Special::Convocation => Ok(()),
        }
    }

    /// Carries out a checked Heroic action.
    pub(crate) fn do_heroic(&mut self, s: Seat, h: Heroic) {
        match h {
            Heroic::Move(to) => self.set_location(s, Some(to)),
            Heroic::Play(c) => self.quest_play(s, c),
            Heroic::Discard(c) => {
                self.take_from_hand(s, c);
                self.white_discard.push(c);
                self.emit(|| {
                    Seen::hidden(
                        Seats::one(s),
                        Ev::DiscardedDown {
                            seat: s,
                            card: Some(c),
                            count: 1,
                        },
                        Ev::DiscardedDown {
                            seat: s,
                            card: None,
                            count: 1,
                        },
                    )
                });
                self.move_excalibur(1, Some(s));
            }
            Heroic::Draw => {
                let k = if self.knights[s.index()] == Knight::Gawain {
                    3
                } else {
                    2
                };
                self.give_white(s, k);
            }
            Heroic::Siege(v) => {
                self.take_from_hand(s, White::Fight(v));
                self.siege.push(v);
                self.steps.push(Step::Siege { fighter: s });
            }
            Heroic::Special(sp) => self.play_special(s, sp),
            Heroic::Heal(c) => {
                for _ in 0..3 {
                    self.take_from_hand(s, c);
                    self.white_discard.push(c);
                }
                self.emit(|| {
                    Seen::hidden(
                        Seats::one(s),
                        Ev::DiscardedDown {
                            seat: s,
                            card: Some(c),
                            count: 3,
                        },
                        Ev::DiscardedDown {
                            seat: s,
                            card: None,
                            count: 3,
                        },
                    )
                });
                self.say(Ev::Healed { seat: s });
                self.heal(s, 1);
            }
            Heroic::Accuse(t) => self.accuse(s, t),
        }
    }

    /// QUEST: a Fight card on a combat quest or war, a Grail card on the Grail.
    fn quest_play(&mut self, s: Seat, c: White) {
        let Some(Place::Quest(q)) = self.location[s.index()] else {
            return;
        };
        self.take_from_hand(s, c);
        self.say(Ev::Played {
            seat: s,
            quest: q,
            card: c,
        });
        match q {
            Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                let knights = &mut self.board.combat_mut(q).knights;
                knights.push(c.fight().unwrap_or(1));
                if knights.len() >= combat_slots(q) {
                    self.steps.push(Step::QuestEnd {
                        quest: q,
                        by: Some(s),
                    });
                }
            }
            Quest::Picts | Quest::Saxons => {
                let w = q.war().map_or(0, |w| w.index());
                let war = &mut self.board.wars[w];
                war.fights.push(c.fight().unwrap_or(1));
                if war.next_value().is_none() {
                    self.steps.push(Step::QuestEnd {
                        quest: q,
                        by: Some(s),
                    });
                }
            }
            Quest::Grail => {
                let g = &mut self.board.grail;
                if g.grails + (g.blacks.len() as u8) < GRAIL_SPOTS {
                    g.grails += 1;
                    self.grail_changed_by(Some(s));
                } else {
                    if let Some(b) = g.blacks.pop() {
                        self.black_discard.push(b);
                    }
                    self.white_discard.push(White::Grail);
                    self.grail_changed_by(Some(s));
                }
            }
            Quest::Excalibur => {}
        }
    }

    fn grail_changed_by(&mut self, by: Option<Seat>) {
        let g = &self.board.grail;
        let (grails, blacks) = (g.grails, g.blacks.len() as u8);
        self.say(Ev::Grail { grails, blacks });
        if grails >= GRAIL_SPOTS {
            self.steps.push(Step::QuestEnd {
                quest: Quest::Grail,
                by,
            });
        }
    }

    /// CHV-8: plays a Special White card.
    pub(crate) fn play_special(&mut self, s: Seat, sp: Special) {
        let card = sp.card();
        self.take_from_hand(s, card);
        self.turn.special = true;
        self.say(Ev::Special {
            seat: s,
            special: sp,
        });
        if card != White::Heroism {
            self.white_discard.push(card);
        }
        match sp {
            Special::Merlin(m) => self.merlin(s, m),
            Special::Fate => {
                if self.loyalty[s.index()] == Loyalty::Traitor {
                    // Played by the hidden Traitor: he is revealed, no sword (CHV-8.3).
                    self.unmask(s);
                    let others: Vec<Seat> = self
                        .in_play_from(s)
                        .into_iter()
                        .filter(|o| *o != s)
                        .collect();
                    for o in others.into_iter().rev() {
                        if !self.hands[o.index()].is_empty() {
                            self.steps.push(Step::Discard { seat: o, left: 2 });
                        }
                    }
                } else {
                    for o in self.in_play_from(s) {
                        self.give_white(o, 1);
                    }
                }
            }
            Special::Piety(Whom::Me) => self.heal(s, 3),
            Special::Piety(Whom::Others) => {
                for o in self.in_play_from(s).into_iter().skip(1) {
                    self.heal(o, 1);
                }
            }
            Special::Heroism(q) => self.board.heroism = Some(q),
            Special::Reinforcements(Whom::Me) => self.give_white(s, 4),
            Special::Reinforcements(Whom::Others) => {
                for o in self.in_play_from(s).into_iter().skip(1) {
                    self.give_white(o, 1);
                }
            }
            Special::Clairvoyance => {
                let k = self.black_deck.len().min(5);
                let cards: Vec<Black> = self.black_deck.split_off(self.black_deck.len() - k);
                // CHV-16.1: the cards taken up leave everyone's knowledge of the deck (a
                // peeked top, the Armour's put-unders when the deck was short); the player
                // learns the new top when he puts them back.
                let left = self.black_deck.len() as u8;
                self.top_known = vec![0; self.n];
                for b in &mut self.bottom_known {
                    *b = (*b).min(left);
                }
                let mut cards = cards;
                cards.reverse(); // the top first
                self.steps.push(Step::Clairvoyance {
                    seat: s,
                    cards,
                    back: Vec::new(),
                });
            }
            Special::Messenger(to) => self.steps.push(Step::Messenger {
                from: s,
                to,
                given: 0,
            }),
            Special::LadyOfTheLake => {
                if self.board.excalibur_open {
                    self.move_excalibur(1, Some(s));
                } else {
                    self.heal(s, 2);
                }
            }
            Special::Convocation => {
                let order: Vec<Seat> = self
                    .in_play_from(s)
                    .into_iter()
                    .filter(|o| self.location[o.index()] != Some(Place::Camelot))
                    .collect();
                self.steps.push(Step::ConvocationDraw { player: s });
                if !order.is_empty() {
                    self.steps.push(Step::Convocation { player: s, order });
                }
            }
        }
    }

    /// CHV-8.2 b.
    fn merlin(&mut self, s: Seat, m: MerlinUse) {
        match m {
            MerlinUse::Combat(q) => {
                if let Some(e) = self.board.combat_mut(q).evil.pop() {
                    self.black_discard.push(e.card);
                }
            }
            MerlinUse::Warrior(w) => {
                let war = &mut self.board.wars[w.index()];
                war.warriors = war.warriors.saturating_sub(1);
                let count = war.warriors;
                self.say(Ev::Warriors { war: w, count });
            }
            MerlinUse::Grail => {
                if let Some(b) = self.board.grail.blacks.pop() {
                    self.black_discard.push(b);
                }
                self.grail_changed_by(Some(s));
            }
            MerlinUse::Excalibur => self.move_excalibur(1, Some(s)),
            MerlinUse::Engine => {
                self.board.engines = self.board.engines.saturating_sub(1);
                self.say(Ev::Engines {
                    engines: self.board.engines,
                });
            }
        }
    }

    /// CHV-13.5: the accused shows his card.
    fn accuse(&mut self, by: Seat, t: Seat) {
        self.accused[by.index()] = true;
        self.shown[t.index()] = true;
        let loyalty = self.loyalty[t.index()];
        self.say(Ev::Accused {
            by,
            target: t,
            loyalty,
        });
        if loyalty == Loyalty::Traitor {
            self.unmask(t);
            self.board.white += 1;
        } else {
            self.conduct[by.index()].wrong_accusations += 1;
        }
        if loyalty == Loyalty::Loyal && self.board.white > 0 {
            self.board.white -= 1;
            self.board.black += 1;
        }
        // CHV-14.2: the checks follow this step, so the ending (if any) is this accusation's.
        self.accusation_ends = self.board.black >= super::state::BLACK_SWORDS
            || self.board.swords() >= super::state::ROUND_TABLE;
        self.say(Ev::Swords {
            white: self.board.white,
            black: self.board.black,
        });
    }
}

use super::cards::Black;

#[cfg(test)]
mod tests {
    use super::{Copies, KINDS};
    use crate::cards::White;

    /// `KINDS` is in the order `White` sorts, each card in its own slot: the distinct cards
    /// read off the counts are those a sort gives.
    #[test]
    fn kinds_sort_as_white_sorts() {
        assert!(KINDS.windows(2).all(|w| w[0] < w[1]));
        for (i, k) in KINDS.iter().enumerate() {
            assert_eq!(Copies::slot(*k), Some(i));
        }
        let hand = [
            White::Merlin,
            White::Fight(3),
            White::Fate,
            White::Fight(3),
            White::Grail,
        ];
        let copies = Copies::of(&hand);
        let mut expected = hand.to_vec();
        expected.sort_unstable();
        let mut distinct = [White::Grail; KINDS.len()];
        let n = copies
            .distinct(&mut distinct)
            .expect("every card has a slot");
        expected.dedup();
        assert_eq!(&distinct[..n], &expected[..]);
        assert_eq!(Copies::of(&[White::Fight(9)]).distinct(&mut distinct), None);
    }
}
