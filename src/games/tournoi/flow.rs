//! Checking an action against the pending decision (TRN-14.1, TRN-14.2), applying it, and
//! listing the legal ones. The list is built from candidates filtered by the same check, so
//! "legal" and "applies" can never disagree.

use super::actions::{Action, Draw, Play, Source, TournoiError as E};
use super::cards::{Card, Godsend, Hero, Suit};
use super::events::TournoiEvent as Ev;
use super::play::{Mode, follow_cards, follow_set_is_empty};
use super::powers::MIRACLE_MAX;
use super::state::{GiveWhy, Phase, Tournoi};
use tr_core::events::Sink;
use tr_core::seats::Seat;

impl Tournoi {
    /// The seat that must decide now.
    #[must_use]
    pub fn actor(&self) -> Option<Seat> {
        self.phase.actor()
    }

    /// Why `action` by `seat` is refused now, if it is (TRN-14.2).
    ///
    /// # Errors
    /// The rule the action breaks.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), E> {
        if self.phase == Phase::Over {
            return Err(E::GameOver);
        }
        if self.actor() != Some(seat) {
            return Err(E::NotYourDecision);
        }
        let i = seat.index();
        match (self.phase, *action) {
            (Phase::Draft { .. }, Action::ChooseHero(h)) => {
                if self.free_heroes.contains(&h) {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Phase::RoundStart { .. }, Action::Draw { power, count }) => {
                match power {
                    Draw::Gift => {
                        if self.hero(seat) != Hero::Lady {
                            return Err(E::PowerNotOwned);
                        }
                        if self.used[i].gift {
                            return Err(E::PowerExhausted);
                        }
                    }
                    Draw::Providence => self.check_godsend(seat, Godsend::Providence)?,
                }
                let most = usize::from(power.most()).min(self.draw.len());
                if count == 0 || usize::from(count) > most {
                    return Err(E::WrongCardCount);
                }
                Ok(())
            }
            (Phase::RoundStart { .. }, Action::Judgement { suit, target }) => {
                self.check_godsend(seat, Godsend::Judgement)?;
                if !Suit::in_play(self.n).contains(&suit) {
                    return Err(E::SuitNotInPlay);
                }
                self.check_other(seat, target)
            }
            (
                Phase::RoundStart { .. } | Phase::PreFeint { .. } | Phase::PostLoss { .. },
                Action::Pass,
            ) => Ok(()),
            (Phase::Exchange { .. }, Action::Discard(c)) => self.in_hand(seat, c),
            (Phase::Melee { .. }, Action::Play(p)) => {
                self.check_play(seat, &self.hands[i], self.mode(), &p)
            }
            (Phase::Melee { .. }, Action::Dishonor(c)) => {
                self.in_hand(seat, c)?;
                match self.mode() {
                    Mode::Follow(led) if follow_set_is_empty(&self.hands[i], led) => Ok(()),
                    _ => Err(E::DishonorNotAllowed),
                }
            }
            (Phase::PreFeint { .. }, a) => self.check_prefeint(seat, &a),
            (Phase::PostLoss { .. }, a) => self.check_postloss(seat, &a),
            (Phase::Give { left, why, .. }, Action::Give(c)) => {
                if left == 0 {
                    return Err(E::WrongCardCount);
                }
                if why == GiveWhy::Penance && c.is_merlin() {
                    return Err(E::MerlinNotAllowed);
                }
                if self.giveable(seat, why).any(|x| x == c) {
                    Ok(())
                } else {
                    Err(E::CardNotInHand)
                }
            }
            (Phase::Give { why, .. }, Action::Pass) => match why {
                GiveWhy::Penance => Ok(()),
                GiveWhy::Iseult => Err(E::WrongCardCount),
            },
            (Phase::Injury { held, .. }, a) => self.check_injury(seat, usize::from(held), &a),
            (Phase::Godsend { .. }, Action::Take(src)) => match src {
                Source::Offer(k) => {
                    if self.offer.get(usize::from(k)).copied().flatten().is_some() {
                        Ok(())
                    } else {
                        Err(E::OfferSlotEmpty)
                    }
                }
                Source::Deck => {
                    if self.gdeck.is_empty() && self.gdiscard.is_empty() {
                        Err(E::DeckEmpty)
                    } else {
                        Ok(())
                    }
                }
            },
            (_, a) if is_power(&a) => Err(E::WrongWindow),
            _ => Err(E::WrongDecisionKind),
        }
    }

    fn in_hand(&self, seat: Seat, c: Card) -> Result<(), E> {
        if self.hands[seat.index()].contains(&c) {
            Ok(())
        } else {
            Err(E::CardNotInHand)
        }
    }

    fn check_other(&self, seat: Seat, target: Seat) -> Result<(), E> {
        if target == seat || target.index() >= self.n {
            Err(E::InvalidTarget)
        } else {
            Ok(())
        }
    }

    pub(crate) fn check_godsend(&self, seat: Seat, design: Godsend) -> Result<(), E> {
        if self.holds(seat, design).is_some() {
            Ok(())
        } else if self.godsends[seat.index()]
            .iter()
            .any(|h| h.card.design() == design)
        {
            Err(E::PowerExhausted)
        } else {
            Err(E::PowerNotOwned)
        }
    }

    fn check_legend(&self, seat: Seat, hero: Hero) -> Result<(), E> {
        if self.hero(seat) != hero {
            Err(E::PowerNotOwned)
        } else if !self.legend_active(seat) {
            Err(E::LegendNotActive)
        } else {
            Ok(())
        }
    }

    fn check_prefeint(&self, seat: Seat, action: &Action) -> Result<(), E> {
        let u = &self.used[seat.index()];
        let own = self.own_face_up(seat);
        match *action {
            Action::Pass => Ok(()),
            Action::Excalibur => {
                self.check_legend(seat, Hero::Arthur)?;
                if !self.royal_ready(seat) {
                    return Err(E::PowerExhausted);
                }
                match own {
                    None => Err(E::NoOwnCardInMelee),
                    Some(p) if p.card().is_enchanter() => Err(E::ModifierNotAllowedOnCard),
                    Some(_) => Ok(()),
                }
            }
            Action::Treachery(t) => {
                if self.hero(seat) != Hero::Mordred {
                    return Err(E::PowerNotOwned);
                }
                if u.treachery {
                    return Err(E::PowerExhausted);
                }
                self.check_other(seat, t)?;
                if self.placed.iter().any(|p| p.seat == t && p.face_up) {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            Action::TwinHearts(t) => {
                if self.hero(seat) != Hero::Tristan {
                    return Err(E::PowerNotOwned);
                }
                if u.twin {
                    return Err(E::PowerExhausted);
                }
                let mine = own.ok_or(E::NoOwnCardInMelee)?;
                self.check_other(seat, t)?;
                let theirs = self
                    .placed
                    .iter()
                    .find(|p| p.seat == t && p.face_up)
                    .ok_or(E::InvalidTarget)?;
                if theirs.value.abs_diff(mine.value) == 1 {
                    Ok(())
                } else {
                    Err(E::ValueGapNotOne)
                }
            }
            Action::Miracle(v) => {
                self.check_godsend(seat, Godsend::Miracle)?;
                own.ok_or(E::NoOwnCardInMelee)?;
                if (1..=MIRACLE_MAX).contains(&v) {
                    Ok(())
                } else {
                    Err(E::NamedValueOutOfRange)
                }
            }
            Action::Broceliande(p) => {
                self.check_legend(seat, Hero::Lady)?;
                if u.broceliande {
                    return Err(E::PowerExhausted);
                }
                if self.leader == seat {
                    return Err(E::LedThisMelee);
                }
                let mine = own.ok_or(E::NoOwnCardInMelee)?;
                if p.card == mine.card() {
                    return Err(E::SameCardReplay);
                }
                let mut hand = self.hands[seat.index()].clone();
                hand.push(mine.card());
                self.check_play(seat, &hand, self.mode(), &p)
            }
            a if is_power(&a) => Err(E::WrongWindow),
            _ => Err(E::WrongDecisionKind),
        }
    }

    fn check_postloss(&self, seat: Seat, action: &Action) -> Result<(), E> {
        let u = &self.used[seat.index()];
        match *action {
            Action::Pass => Ok(()),
            Action::Lancelot => {
                self.check_legend(seat, Hero::Guinevere)?;
                if u.lancelot {
                    return Err(E::PowerExhausted);
                }
                if self.lowest_face_up(Some(seat)).is_none() {
                    return Err(E::InvalidTarget);
                }
                Ok(())
            }
            Action::Sanctuary => self.check_godsend(seat, Godsend::Sanctuary),
            Action::Iseult(t) => {
                self.check_legend(seat, Hero::Tristan)?;
                if u.iseult {
                    return Err(E::PowerExhausted);
                }
                self.check_other(seat, t)?;
                if self.placed.len() + self.set_aside.len() < 2 {
                    return Err(E::WrongCardCount);
                }
                Ok(())
            }
            a if is_power(&a) => Err(E::WrongWindow),
            _ => Err(E::WrongDecisionKind),
        }
    }

    fn check_injury(&self, seat: Seat, held: usize, action: &Action) -> Result<(), E> {
        let design = self.godsends[seat.index()]
            .get(held)
            .map(|h| h.card.design());
        match (*action, design) {
            (Action::Pass, _) => Ok(()),
            (Action::Penance(t), Some(Godsend::Penance)) => {
                self.check_other(seat, t)?;
                // TRN-9.9: towards a knight with the most health, never oneself.
                if self.health_leaders().contains(&t) {
                    Ok(())
                } else {
                    Err(E::InvalidTarget)
                }
            }
            (Action::Purify(c), Some(Godsend::Purification)) => {
                if self.piles[seat.index()].contains(&c) {
                    Ok(())
                } else {
                    Err(E::CardNotInHand)
                }
            }
            (Action::Penance(_) | Action::Purify(_), _) => Err(E::PowerNotOwned),
            (a, _) if is_power(&a) => Err(E::WrongWindow),
            _ => Err(E::WrongDecisionKind),
        }
    }

    /// Applies a checked action.
    pub(crate) fn apply(&mut self, seat: Seat, action: Action, sink: &mut impl Sink<Ev>) {
        match (self.phase, action) {
            (_, Action::ChooseHero(h)) => self.choose_hero(seat, h, sink),
            (_, Action::Draw { power, count }) => self.draw_weapons(seat, power, count, sink),
            (_, Action::Judgement { suit, target }) => {
                self.declare_judgement(seat, suit, target, sink);
            }
            (Phase::Exchange { left, .. }, Action::Discard(c)) => {
                self.discard_face_down(seat, c, left, sink);
            }
            (_, Action::Play(p)) => self.place(seat, p, sink),
            (_, Action::Dishonor(c)) => self.dishonor(seat, c, sink),
            (_, Action::Excalibur) => self.excalibur(seat, sink),
            (_, Action::Treachery(t)) => self.treachery(seat, t, sink),
            (_, Action::TwinHearts(t)) => self.twin_hearts(seat, t, sink),
            (_, Action::Miracle(v)) => self.miracle(seat, v, sink),
            (_, Action::Broceliande(p)) => self.broceliande(seat, p, sink),
            (_, Action::Lancelot) => self.lancelot(seat, sink),
            (_, Action::Sanctuary) => self.sanctuary(seat, sink),
            (_, Action::Iseult(t)) => self.iseult(seat, t, sink),
            (
                Phase::Give {
                    target, left, why, ..
                },
                Action::Give(c),
            ) => {
                self.give(seat, target, c, left, why, sink);
            }
            (Phase::Give { why, .. }, Action::Pass) => self.stop_giving(seat, why, sink),
            (Phase::Injury { held, .. }, Action::Penance(t)) => self.penance(seat, held, t, sink),
            (Phase::Injury { held, .. }, Action::Purify(c)) => self.purify(seat, held, c, sink),
            (Phase::Injury { seat: s, held }, Action::Pass) => {
                self.godsends[s.index()][usize::from(held)].spent = true;
                self.next_injury(sink);
            }
            (Phase::RoundStart { .. }, Action::Pass) => self.next_round_start(sink),
            (Phase::PreFeint { .. }, Action::Pass) => self.next_prefeint(sink),
            (Phase::PostLoss { .. }, Action::Pass) => self.accept_loss(seat, sink),
            (_, Action::Take(src)) => self.take_godsend(seat, src, sink),
            _ => {}
        }
    }

    /// Every legal action of `seat` now.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        // Room for most lists at once: growing it one push at a time was a tenth of a
        // random game (issue 31).
        let mut out = Vec::with_capacity(32);
        self.legal_into(seat, &mut out);
        out
    }

    /// [`Tournoi::legal`] written into `out` (cleared first): a caller that keeps one list
    /// allocates nothing per decision (the arena's random knights, issue 31).
    pub fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.actor() != Some(seat) {
            return;
        }
        self.candidates_into(seat, out);
        if let Phase::Melee { .. } = self.phase {
            // The check of a play, with the hand read once for the whole list (a Lead with
            // an enchanter lists every suit and value).
            let hand = self.hand_of(seat, &self.hands[seat.index()], self.mode());
            out.retain(|a| match a {
                Action::Play(p) => self.check_play_from(&hand, p).is_ok(),
                _ => self.check(seat, a).is_ok(),
            });
        } else {
            out.retain(|a| self.check(seat, a).is_ok());
        }
    }

    /// What `seat` could try now: the legal actions are these that pass the check.
    fn candidates(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(32);
        self.candidates_into(seat, &mut out);
        out
    }

    /// [`Self::candidates`] appended to `out`.
    fn candidates_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let i = seat.index();
        let others = || Seat::all(self.n).filter(move |t| *t != seat);
        match self.phase {
            Phase::Over => {}
            Phase::Draft { .. } => {
                out.extend(self.free_heroes.iter().map(|h| Action::ChooseHero(*h)))
            }
            // In the windows, a power's candidates are listed only for a knight who has the
            // power (his Hero, or the Godsend in front of him): for any other knight every one
            // of them would fail the check. Rollouts list these windows at every melee.
            Phase::RoundStart { .. } => {
                for power in [Draw::Gift, Draw::Providence] {
                    let owned = match power {
                        Draw::Gift => self.hero(seat) == Hero::Lady,
                        Draw::Providence => self.holds(seat, Godsend::Providence).is_some(),
                    };
                    if owned {
                        out.extend((1..=power.most()).map(|count| Action::Draw { power, count }));
                    }
                }
                if self.holds(seat, Godsend::Judgement).is_some() {
                    for &suit in Suit::in_play(self.n) {
                        out.extend(others().map(|target| Action::Judgement { suit, target }));
                    }
                }
                out.push(Action::Pass);
            }
            Phase::Exchange { .. } => out.extend(distinct(&self.hands[i]).map(Action::Discard)),
            Phase::Melee { .. } => {
                // TRN-4.4, TRN-4.5: with an empty follow set only dishonors can be legal,
                // otherwise only plays of the follow set; other candidates would all fail.
                let hand = &self.hands[i];
                let mode = self.mode();
                let crusaders = self.hero(seat) == Hero::Crusaders;
                match mode {
                    Mode::Follow(led) if follow_set_is_empty(hand, led) => {
                        out.extend(distinct(hand).map(Action::Dishonor));
                    }
                    Mode::Follow(led) => {
                        let set = follow_cards(hand, led, crusaders);
                        self.play_candidates(seat, set, mode, out, Action::Play);
                    }
                    Mode::Lead | Mode::Free => {
                        let hand = hand.iter().copied();
                        self.play_candidates(seat, hand, mode, out, Action::Play);
                    }
                }
            }
            Phase::PreFeint { .. } => {
                let hero = self.hero(seat);
                if hero == Hero::Arthur {
                    out.push(Action::Excalibur);
                }
                if hero == Hero::Mordred {
                    out.extend(others().map(Action::Treachery));
                }
                if hero == Hero::Tristan {
                    out.extend(others().map(Action::TwinHearts));
                }
                if self.holds(seat, Godsend::Miracle).is_some() {
                    out.extend((1..=MIRACLE_MAX).map(Action::Miracle));
                }
                if let Some(mine) = self.own_face_up(seat)
                    && self.hero(seat) == Hero::Lady
                {
                    let mut hand = self.hands[i].clone();
                    hand.push(mine.card());
                    hand.sort_unstable();
                    let mode = self.mode();
                    self.play_candidates(seat, hand, mode, out, Action::Broceliande);
                }
                out.push(Action::Pass);
            }
            Phase::PostLoss { .. } => {
                if self.hero(seat) == Hero::Guinevere {
                    out.push(Action::Lancelot);
                }
                if self.holds(seat, Godsend::Sanctuary).is_some() {
                    out.push(Action::Sanctuary);
                }
                if self.hero(seat) == Hero::Tristan {
                    out.extend(others().map(Action::Iseult));
                }
                out.push(Action::Pass);
            }
            Phase::Give { why, .. } => {
                let cards: Vec<Card> = self.giveable(seat, why).collect();
                let mut cards = cards;
                cards.sort_unstable();
                out.extend(distinct(&cards).map(Action::Give));
                out.push(Action::Pass);
            }
            Phase::Injury { .. } => {
                out.extend(others().map(Action::Penance));
                let mut pile = self.piles[i].clone();
                pile.sort_unstable();
                out.extend(distinct(&pile).map(Action::Purify));
                out.push(Action::Pass);
            }
            Phase::Godsend { .. } => {
                out.extend([
                    Action::Take(Source::Offer(0)),
                    Action::Take(Source::Offer(1)),
                ]);
                out.push(Action::Take(Source::Deck));
            }
        }
    }

    /// A superset of the legal actions for the conformance battery: every candidate, plus
    /// plain plays and dishonors of every card, and every power by a knight who may not
    /// have it or out of its window.
    #[must_use]
    pub fn attempts(&self, seat: Seat) -> Vec<Action> {
        let mut out = self.candidates(seat);
        for c in super::cards::Card::deck(4).into_iter().step_by(7) {
            out.push(Action::Play(Play::plain(c)));
            out.push(Action::Dishonor(c));
            out.push(Action::Discard(c));
        }
        let other = seat.left(self.n);
        out.extend([
            Action::Pass,
            Action::Excalibur,
            Action::Treachery(other),
            Action::TwinHearts(other),
            Action::Miracle(1),
            Action::Miracle(MIRACLE_MAX),
            Action::Lancelot,
            Action::Sanctuary,
            Action::Iseult(other),
            Action::Draw {
                power: Draw::Gift,
                count: 1,
            },
            Action::Draw {
                power: Draw::Providence,
                count: 1,
            },
            Action::Judgement {
                suit: Suit::Swords,
                target: other,
            },
            Action::Take(Source::Deck),
        ]);
        out
    }
}

/// Distinct cards of a sorted list.
fn distinct(cards: &[Card]) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|(k, c)| *k == 0 || cards[*k - 1] != **c)
        .map(|(_, c)| *c)
}

/// True for actions that use a power (refused with `WrongWindow` outside their window).
fn is_power(a: &Action) -> bool {
    matches!(
        a,
        Action::Draw { .. }
            | Action::Judgement { .. }
            | Action::Excalibur
            | Action::Treachery(_)
            | Action::Broceliande(_)
            | Action::TwinHearts(_)
            | Action::Miracle(_)
            | Action::Lancelot
            | Action::Sanctuary
            | Action::Iseult(_)
            | Action::Penance(_)
            | Action::Purify(_)
    )
}
