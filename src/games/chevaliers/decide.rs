//! The pending decision (CHV-17.1): which actions answer it and the check that refuses the
//! others with their rule (CHV-17.4); carrying them out is `carry_out`'s. `legal` is the
//! candidates that pass `check`, so legal and playable never disagree.

use super::actions::{
    Action, ChevaliersError as E, Heroic, MerlinUse, Place, Quest, Special, War, Whom,
};
use super::cards::{Knight, Loyalty, White};
use super::state::{Chevaliers, Step};
use tr_core::seats::Seat;

impl Chevaliers {
    /// Why `seat` may not take `a` now, if it may not (public: the site lists a card's
    /// refusal under the hand, `ui::games::chevaliers::derive`).
    pub fn check(&self, seat: Seat, a: Action) -> Result<(), E> {
        let step = self.check_decider(seat)?;
        self.check_at(step, seat, a)
    }

    /// The part of [`Self::check`] that does not depend on the action: the game goes on and
    /// `seat` decides the current step (returned). [`Self::legal`] asks it once per list.
    fn check_decider(&self, seat: Seat) -> Result<&Step, E> {
        if self.winner.is_some() {
            return Err(E::GameOver);
        }
        let step = self.steps.last().ok_or(E::GameOver)?;
        if self.decider() != Some(seat) {
            return Err(
                if usize::from(seat.0) < self.n && !self.alive[seat.index()] {
                    E::DeadKnight
                } else {
                    E::NotYourDecision
                },
            );
        }
        Ok(step)
    }

    /// The rest of [`Self::check`], once [`Self::check_decider`] accepted `seat` at `step`.
    fn check_at(&self, step: &Step, seat: Seat, a: Action) -> Result<(), E> {
        let i = seat.index();
        let hand = &self.hands[i];
        match (step, a) {
            (Step::ChooseKnight(_), Action::ChooseKnight(k)) => {
                if self.knights[..i].contains(&k) {
                    Err(E::InvalidTarget)
                } else {
                    Ok(())
                }
            }
            (Step::Lay(_), Action::Lay(c)) => self.has(seat, c),
            (Step::Propose { sharers, .. }, Action::Allot(to)) => {
                if sharers.contains(&to) {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Step::Answer { .. }, Action::Accept | Action::Reject) => Ok(()),
            (Step::Evil, Action::EvilSiege | Action::EvilLoseLife) => Ok(()),
            (Step::Evil | Step::TraitorEvil, Action::EvilDraw) => {
                if self.can_draw_black() {
                    Ok(())
                } else {
                    Err(E::NoBlackCardAvailable)
                }
            }
            (Step::TraitorEvil, Action::EvilSiege) => Ok(()),
            (Step::Evil, Action::Peek) => {
                if self.knights[i] != Knight::Percival {
                    Err(E::PowerNotOwned)
                } else if self.turn.peeked {
                    Err(E::PowerAlreadyUsed)
                } else if self.black_deck.is_empty() {
                    Err(E::NothingToDo)
                } else {
                    Ok(())
                }
            }
            (Step::Evil, Action::Reveal) => {
                if !self.options.voluntary_traitor_reveal || self.loyalty[i] != Loyalty::Traitor {
                    Err(E::PowerNotOwned)
                } else {
                    Ok(())
                }
            }
            (Step::TraitorSteal, Action::Steal(t)) => {
                if usize::from(t.0) < self.n && self.in_play(t) && !self.hands[t.index()].is_empty()
                {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Step::Armour { .. }, Action::Keep(k)) => {
                if k < 2 {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Step::FaceDown { .. }, Action::FaceUp | Action::FaceDown) => Ok(()),
            (Step::ChooseWar { .. }, Action::ChooseWar(_)) => Ok(()),
            (Step::Merlin { .. }, Action::Pass) => Ok(()),
            (Step::Merlin { .. }, Action::Commit(k)) => {
                let have = hand.iter().filter(|c| **c == White::Merlin).count();
                let done: u8 = self.committed.iter().map(|c| c.1).sum();
                if k == 0 || k > 3 - done.min(3) {
                    Err(E::WrongCardCount)
                } else if usize::from(k) > have {
                    Err(E::CardNotInHand)
                } else {
                    Ok(())
                }
            }
            (Step::ExcaliburCancel { .. }, Action::ThrowExcalibur | Action::Pass) => Ok(()),
            (Step::GrailSave(_), Action::UseGrail | Action::Pass) => Ok(()),
            (Step::Kay { .. } | Step::SiegeKay { .. }, Action::Pass) => Ok(()),
            (Step::Kay { .. } | Step::SiegeKay { .. }, Action::KayAdd(v)) => {
                self.has(seat, White::Fight(v))
            }
            (Step::Volunteer { .. }, Action::Volunteer | Action::Pass) => Ok(()),
            (Step::Discard { .. }, Action::Discard(c)) => self.has(seat, c),
            (Step::Siege { .. }, Action::Roll) => Ok(()),
            (Step::Siege { .. }, Action::AddFight(v)) => self.has(seat, White::Fight(v)),
            (Step::GiveBack { .. }, Action::GiveBack(c)) => self.has(seat, c),
            (Step::Messenger { .. }, Action::Give(c)) => self.has(seat, c),
            (Step::Messenger { given, .. }, Action::Pass) => {
                if *given > 0 {
                    Ok(())
                } else {
                    Err(E::WrongCardCount)
                }
            }
            (Step::Clairvoyance { cards, .. }, Action::Order(k)) => {
                if usize::from(k) < cards.len() {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Step::Convocation { .. }, Action::Return | Action::Stay) => Ok(()),
            (Step::Heroic | Step::After, _) => self.check_heroic_turn(step, seat, a),
            _ => Err(E::WrongPhase),
        }
    }

    /// [`Self::check_at`] in the heroic part of a turn (CHV-3): the heroic action, the
    /// sacrifice's extra one, the end of the turn and the knights' powers that may come
    /// between (Arthur, Tristan, Galahad).
    fn check_heroic_turn(&self, step: &Step, seat: Seat, a: Action) -> Result<(), E> {
        let i = seat.index();
        match (step, a) {
            (Step::Heroic, Action::Heroic(h)) => self.check_heroic(seat, h, false),
            (Step::Heroic, Action::Pass) => {
                let copies = self.copies(seat);
                if self
                    .heroic_candidates(seat)
                    .into_iter()
                    .any(|h| self.check_heroic_with(seat, h, false, &copies).is_ok())
                {
                    Err(E::HeroicActionRequired)
                } else {
                    Ok(())
                }
            }
            (Step::After, Action::EndTurn) => Ok(()),
            (Step::After, Action::Sacrifice(h)) => {
                if self.turn.sacrificed {
                    Err(E::SacrificeAlreadyUsed)
                } else if self.turn.first == Some(h.kind()) {
                    Err(E::SameActionType)
                } else {
                    self.check_heroic(seat, h, true)
                }
            }
            (Step::Heroic | Step::After, Action::ArthurGive(to, c)) => {
                if self.knights[i] != Knight::Arthur {
                    Err(E::PowerNotOwned)
                } else if self.turn.arthur {
                    Err(E::PowerAlreadyUsed)
                } else if to == seat || usize::from(to.0) >= self.n || !self.in_play(to) {
                    Err(E::InvalidTarget)
                } else if self.hands[to.index()].is_empty() {
                    Err(E::WrongCardCount)
                } else {
                    self.has(seat, c)
                }
            }
            (Step::Heroic | Step::After, Action::TristanDepart(q)) => {
                if self.knights[i] != Knight::Tristan {
                    Err(E::PowerNotOwned)
                } else if self.turn.tristan {
                    Err(E::PowerAlreadyUsed)
                } else if self.location[i] != Some(Place::Camelot) {
                    Err(E::NotOnThisQuest)
                } else {
                    self.check_move(seat, Place::Quest(q))
                }
            }
            (Step::Heroic | Step::After, Action::Galahad(sp)) => {
                if self.knights[i] != Knight::Galahad {
                    Err(E::PowerNotOwned)
                } else {
                    self.check_special(seat, sp)
                }
            }
            _ => Err(E::WrongPhase),
        }
    }

    fn has(&self, s: Seat, c: White) -> Result<(), E> {
        if self.hands[s.index()].contains(&c) {
            Ok(())
        } else {
            Err(E::CardNotInHand)
        }
    }

    /// Every Heroic action worth trying for `s` (a superset of the legal ones).
    pub(crate) fn heroic_candidates(&self, s: Seat) -> Vec<Heroic> {
        let kinds = self.kinds(s);
        let mut out = Vec::with_capacity(48);
        self.heroic_candidates_each(&kinds, &mut |h| out.push(h));
        out
    }

    /// The distinct cards of `s`'s hand, sorted.
    pub(crate) fn kinds(&self, s: Seat) -> Vec<White> {
        let mut kinds: Vec<White> = self.hands.get(s.index()).cloned().unwrap_or_default();
        tr_core::small::sort_unstable(&mut kinds);
        kinds.dedup();
        kinds
    }

    /// [`Self::heroic_candidates`] of a hand whose distinct cards are `kinds`, each handed
    /// to `f` in order (no list of its own: issue 31).
    pub(crate) fn heroic_candidates_each(&self, kinds: &[White], f: &mut impl FnMut(Heroic)) {
        f(Heroic::Move(Place::Camelot));
        for q in Quest::ALL {
            f(Heroic::Move(Place::Quest(q)));
        }
        for &c in kinds {
            f(Heroic::Play(c));
            f(Heroic::Discard(c));
            f(Heroic::Heal(c));
            if let Some(v) = c.fight() {
                f(Heroic::Siege(v));
            }
            if c.is_special() {
                self.special_candidates_into(c, &mut |sp| f(Heroic::Special(sp)));
            }
        }
        f(Heroic::Draw);
        for t in Seat::all(self.n) {
            f(Heroic::Accuse(t));
        }
    }

    /// The choices a Special White card may be played with, each handed to `f` in order.
    pub(crate) fn special_candidates_into(&self, c: White, f: &mut impl FnMut(Special)) {
        match c {
            White::Merlin => {
                for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
                    f(Special::Merlin(MerlinUse::Combat(q)));
                }
                for w in War::BOTH {
                    f(Special::Merlin(MerlinUse::Warrior(w)));
                }
                f(Special::Merlin(MerlinUse::Grail));
                f(Special::Merlin(MerlinUse::Excalibur));
                f(Special::Merlin(MerlinUse::Engine));
            }
            White::Fate => f(Special::Fate),
            White::Piety => {
                f(Special::Piety(Whom::Me));
                f(Special::Piety(Whom::Others));
            }
            White::Heroism => Quest::ALL.into_iter().for_each(|q| f(Special::Heroism(q))),
            White::Reinforcements => {
                f(Special::Reinforcements(Whom::Me));
                f(Special::Reinforcements(Whom::Others));
            }
            White::Clairvoyance => f(Special::Clairvoyance),
            White::Messenger => Seat::all(self.n).for_each(|t| f(Special::Messenger(t))),
            White::LadyOfTheLake => f(Special::LadyOfTheLake),
            White::Convocation => f(Special::Convocation),
            White::Fight(_) | White::Grail => {}
        }
    }

    /// Actions a seat might attempt now (a superset of the legal ones; public for the site's
    /// hand, as [`Self::check`]).
    pub fn candidates(&self, seat: Seat) -> Vec<Action> {
        self.candidates_among(seat, true)
    }

    /// [`Self::candidates`], or with `all` false, without those [`Self::check`] refuses
    /// before anything else: another knight's power (Arthur's gift, Tristan's departure,
    /// Galahad's Special) and a second sacrifice in a turn. The others keep their order.
    /// [`Self::legal`] reads these: the powers were most of a Heroic step's candidates.
    fn candidates_among(&self, seat: Seat, all: bool) -> Vec<Action> {
        let Some(step) = self.steps.last() else {
            return Vec::new();
        };
        // The hand's distinct cards, for the steps that list them.
        let kinds = || self.kinds(seat);
        let seats = || Seat::all(self.n);
        match step {
            Step::ChooseKnight(_) => Knight::ALL.map(Action::ChooseKnight).to_vec(),
            Step::Lay(_) => kinds().into_iter().map(Action::Lay).collect(),
            Step::Propose { .. } => seats().map(Action::Allot).collect(),
            Step::Answer { .. } => vec![Action::Accept, Action::Reject],
            Step::Evil => vec![
                Action::EvilDraw,
                Action::EvilSiege,
                Action::EvilLoseLife,
                Action::Peek,
                Action::Reveal,
            ],
            Step::TraitorSteal => seats().map(Action::Steal).collect(),
            Step::TraitorEvil => vec![Action::EvilDraw, Action::EvilSiege],
            Step::Armour { .. } => vec![Action::Keep(0), Action::Keep(1)],
            Step::FaceDown { .. } => vec![Action::FaceUp, Action::FaceDown],
            Step::ChooseWar { .. } => War::BOTH.map(Action::ChooseWar).to_vec(),
            Step::Merlin { .. } => vec![
                Action::Pass,
                Action::Commit(1),
                Action::Commit(2),
                Action::Commit(3),
            ],
            Step::ExcaliburCancel { .. } => vec![Action::ThrowExcalibur, Action::Pass],
            Step::GrailSave(_) => vec![Action::UseGrail, Action::Pass],
            Step::Kay { .. } | Step::SiegeKay { .. } => {
                let mut v = vec![Action::Pass];
                v.extend((1..=5).map(Action::KayAdd));
                v
            }
            Step::Volunteer { .. } => vec![Action::Volunteer, Action::Pass],
            Step::Discard { .. } => kinds().into_iter().map(Action::Discard).collect(),
            Step::Siege { .. } => {
                let mut v = vec![Action::Roll];
                v.extend((1..=5).map(Action::AddFight));
                v
            }
            Step::GiveBack { .. } => kinds().into_iter().map(Action::GiveBack).collect(),
            Step::Messenger { .. } => {
                let mut v = vec![Action::Pass];
                v.extend(kinds().into_iter().map(Action::Give));
                v
            }
            Step::Clairvoyance { cards, .. } => (0..cards.len() as u8).map(Action::Order).collect(),
            Step::Convocation { .. } => vec![Action::Return, Action::Stay],
            Step::Heroic | Step::After => {
                let kinds = kinds();
                // Room for a full hand's candidates and a knight's power: no regrowth.
                let mut v: Vec<Action> = Vec::with_capacity(64);
                if matches!(step, Step::Heroic) {
                    self.heroic_candidates_each(&kinds, &mut |h| v.push(Action::Heroic(h)));
                    v.push(Action::Pass);
                } else {
                    v.push(Action::EndTurn);
                    if all || !self.turn.sacrificed {
                        self.heroic_candidates_each(&kinds, &mut |h| v.push(Action::Sacrifice(h)));
                    }
                }
                self.power_candidates_each(seat, all, &kinds, &mut |a| v.push(a));
                v
            }
            _ => Vec::new(),
        }
    }

    /// Every action `seat` may take now.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_into(seat, &mut out);
        out
    }

    /// [`Self::legal`] written over `out` (a computer decision's observation keeps one).
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        // The decider is checked once, not once per candidate (issue 31: it was a tenth of
        // a random game); each candidate then goes through the rest of `check`.
        let Ok(step) = self.check_decider(seat) else {
            return;
        };
        if matches!(step, Step::Heroic | Step::After) {
            self.heroic_legal_into(step, seat, out);
            return;
        }
        // At a Heroic step, Pass is legal exactly when no heroic action is (`check_at`
        // re-checks them all for it); the candidates list those actions before Pass, so
        // their checks here already tell.
        let mut any_heroic = false;
        out.extend(self.candidates_among(seat, false).into_iter().filter(|a| {
            let ok = if matches!((step, a), (Step::Heroic, Action::Pass)) {
                !any_heroic
            } else {
                self.check_at(step, seat, *a).is_ok()
            };
            any_heroic |= ok && matches!(a, Action::Heroic(_));
            debug_assert_eq!(ok, self.check_at(step, seat, *a).is_ok(), "{a:?}");
            ok
        }));
    }
}
