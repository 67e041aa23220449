//! Which decisions are legal, checked in the rulebook's order, and the list of them.
//!
//! Every check reads only what the deciding seat may know (its own hand, hand sizes, the
//! table, the discard pile), so the same code answers for an observation (see
//! [`super::observe`]).

use super::actions::{Action, CamelotError, Item, TokenReason};
use super::cards::{ActionCard, Card, Colour};
use super::state::{Camelot, Phase};
use tr_core::seats::Seat;

type Check = Result<(), CamelotError>;

impl Camelot {
    /// Checks one decision of `seat` without applying it.
    ///
    /// # Errors
    /// The rule it breaks (CAM-16.1).
    pub fn check(&self, seat: Seat, a: &Action) -> Check {
        if seat.index() >= self.n {
            return Err(CamelotError::NotYourTurn);
        }
        match self.phase {
            Phase::Over => Err(CamelotError::GameOver),
            Phase::Announce => {
                if seat != self.starter {
                    return Err(CamelotError::NotYourTurn);
                }
                let Action::Announce(c) = *a else {
                    return Err(CamelotError::WrongPhase);
                };
                if !self.colour_allowed(c) {
                    return Err(CamelotError::ColourNotAllowed);
                }
                if !self.can_open_with(&self.hands[seat.index()], c) {
                    return Err(CamelotError::CannotOpenColour);
                }
                Ok(())
            }
            Phase::Play => {
                if seat != self.active {
                    return Err(if *a == Action::Cancel {
                        CamelotError::NoReactionWindow
                    } else {
                        CamelotError::NotYourTurn
                    });
                }
                self.check_turn(seat, a)
            }
            Phase::Lancelot { waiting, .. } => {
                if waiting & (1 << seat.0) == 0 {
                    return Err(CamelotError::NotYourTurn);
                }
                match a {
                    Action::Pass => Ok(()),
                    // CAM-11.1: the holder, not withdrawn (withdrawn seats are never asked).
                    Action::Cancel if self.holds(seat, Card::Action(ActionCard::Ivanhoe)) => Ok(()),
                    Action::Cancel => Err(CamelotError::NotEligible),
                    _ => Err(CamelotError::WrongPhase),
                }
            }
            Phase::Adapt { seat: s, value } => {
                if seat != s {
                    return Err(CamelotError::NotYourTurn);
                }
                let Action::Keep(i) = *a else {
                    return Err(CamelotError::WrongPhase);
                };
                match self.displays[s.index()].get(usize::from(i)) {
                    Some(c) if c.printed() == value => Ok(()),
                    _ => Err(CamelotError::InvalidTarget),
                }
            }
            Phase::Token { seat: s, reason } => {
                if seat != s {
                    return Err(CamelotError::NotYourTurn);
                }
                let Action::Token(c) = *a else {
                    return Err(CamelotError::WrongPhase);
                };
                match (reason, self.owns(s, c)) {
                    (TokenReason::PurpleWin, true) => Err(CamelotError::TokenAlreadyOwned),
                    (TokenReason::MaidenPenalty, false) => Err(CamelotError::TokenNotOwned),
                    _ => Ok(()),
                }
            }
        }
    }

    pub(crate) fn holds(&self, seat: Seat, c: Card) -> bool {
        self.hands[seat.index()].contains(&c)
    }

    fn check_turn(&self, s: Seat, a: &Action) -> Check {
        self.check_turn_from(s, a, false)
    }

    /// [`Self::check_turn`]; with `from_hand`, `a`'s card is known to be in `s`'s hand
    /// ([`Self::legal`] lists the hand's cards), so the hand is not searched for it.
    fn check_turn_from(&self, s: Seat, a: &Action, from_hand: bool) -> Check {
        let t = self.turn;
        match *a {
            Action::Stay => {
                if t.opening {
                    return Err(CamelotError::MustOpenWithDisplayCard);
                }
                if t.played == 0 {
                    return Err(CamelotError::MustPlayACard);
                }
                if self.options.entry_requires_display_card && t.first_turn && !t.display_from_hand
                {
                    return Err(CamelotError::EntryNeedsDisplayCard);
                }
                if !self.strictly_highest(s) {
                    return Err(CamelotError::NotHighest);
                }
                Ok(())
            }
            // CAM-7.5: always allowed, once the starter has opened.
            Action::Withdraw if t.opening => Err(CamelotError::MustOpenWithDisplayCard),
            Action::Withdraw => Ok(()),
            Action::Play(c) => self.check_display_play(s, c, from_hand),
            Action::Cancel => Err(CamelotError::NoReactionWindow),
            Action::Announce(_) | Action::Pass | Action::Keep(_) | Action::Token(_) => {
                Err(CamelotError::WrongPhase)
            }
            _ => {
                let Some(card) = a.card() else {
                    return Err(CamelotError::WrongPhase);
                };
                if !from_hand && !self.holds(s, card) {
                    return Err(CamelotError::CardNotInHand);
                }
                // CAM-5.6: no action card before the opening display card.
                if t.opening {
                    return Err(CamelotError::MustOpenWithDisplayCard);
                }
                self.check_action_card(s, a)
            }
        }
    }

    /// CAM-7.4 (b): strictly higher than every other player still in (Waiting count 0).
    pub(crate) fn strictly_highest(&self, s: Seat) -> bool {
        let mine = self.total(s);
        self.contenders().all(|o| o == s || self.total(o) < mine)
    }

    fn check_display_play(&self, s: Seat, c: Card, from_hand: bool) -> Check {
        if !c.is_display_card() {
            return Err(CamelotError::WrongPhase);
        }
        if !from_hand && !self.holds(s, c) {
            return Err(CamelotError::CardNotInHand);
        }
        // CAM-6.2: colour cards from hand match the current colour; CAM-6.3 supporters always.
        if let Some(col) = c.colour()
            && col != self.colour
        {
            return Err(CamelotError::WrongColour(self.colour));
        }
        // CAM-6.4: one Maiden per display.
        if c == Card::Maiden && self.displays[s.index()].contains(&Card::Maiden) {
            return Err(CamelotError::SecondMaiden);
        }
        self.check_may_add(s)
    }

    /// CAM-6.7 / CAM-10.16: a stunned player adds at most one card per turn.
    fn check_may_add(&self, s: Seat) -> Check {
        if self.stunned == Some(s) && self.turn.added >= 1 {
            return Err(CamelotError::StunnedLimit);
        }
        Ok(())
    }

    /// CAM-9.8: an opponent who is In; CAM-9.9 not shielded; CAM-9.4 two cards or more.
    fn check_display_target(&self, s: Seat, t: Seat) -> Check {
        if t == s
            || t.index() >= self.n
            || self.withdrawn[t.index()]
            || self.displays[t.index()].is_empty()
        {
            return Err(CamelotError::InvalidTarget);
        }
        if self.is_shielded(t) {
            return Err(CamelotError::TargetShielded);
        }
        if self.displays[t.index()].len() < 2 {
            return Err(CamelotError::DisplayTooSmall);
        }
        Ok(())
    }

    fn is_opponent(&self, s: Seat, t: Seat) -> bool {
        t != s && t.index() < self.n
    }

    /// The per-card preconditions of CAM-10 (CAM-9.2: only if the effect can happen).
    fn check_action_card(&self, s: Seat, a: &Action) -> Check {
        let no_effect = Err(CamelotError::ActionHasNoEffect);
        match *a {
            Action::Unhorse(c) => {
                if self.colour != Colour::Purple {
                    return no_effect;
                }
                if !c.is_weapon() {
                    return Err(CamelotError::InvalidTarget);
                }
                Ok(())
            }
            Action::ChangeWeapon(c) => {
                if !self.colour.is_weapon() {
                    return no_effect;
                }
                if !c.is_weapon() {
                    return Err(CamelotError::InvalidTarget);
                }
                // CAM-16.12: changing to the current colour changes nothing.
                if c == self.colour { no_effect } else { Ok(()) }
            }
            Action::DropWeapon => {
                if self.colour.is_weapon() {
                    Ok(())
                } else {
                    no_effect
                }
            }
            Action::BreakLance(t) => {
                self.check_display_target(s, t)?;
                if self.removals(s, a).is_empty() {
                    no_effect
                } else {
                    Ok(())
                }
            }
            Action::Riposte(t) => {
                self.check_display_target(s, t)?;
                self.check_may_add(s)?;
                let top = *self.displays[t.index()].last().unwrap_or(&Card::Maiden);
                if self.options.forbid_second_maiden_by_action
                    && top == Card::Maiden
                    && self.displays[s.index()].contains(&Card::Maiden)
                {
                    return Err(CamelotError::SecondMaiden);
                }
                Ok(())
            }
            Action::Dodge(t, i) => {
                self.check_display_target(s, t)?;
                if usize::from(i) >= self.displays[t.index()].len() {
                    return Err(CamelotError::InvalidTarget);
                }
                Ok(())
            }
            Action::Retreat(i) => {
                let d = &self.displays[s.index()];
                if d.len() < 2 {
                    return Err(CamelotError::DisplayTooSmall);
                }
                if usize::from(i) >= d.len() {
                    return Err(CamelotError::InvalidTarget);
                }
                Ok(())
            }
            Action::KnockDown(t) => {
                // CAM-10.8: any opponent with cards in hand, withdrawn or not; Shield irrelevant.
                if !self.is_opponent(s, t) || self.hands[t.index()].is_empty() {
                    return Err(CamelotError::InvalidTarget);
                }
                Ok(())
            }
            Action::Outmaneuver | Action::Charge | Action::Countercharge | Action::Disgrace => {
                if self.removals(s, a).is_empty() {
                    no_effect
                } else {
                    Ok(())
                }
            }
            Action::Adapt => {
                if self.adapt_owners(s).next().is_some() {
                    Ok(())
                } else {
                    no_effect
                }
            }
            Action::Outwit { target, give, take } => self.check_outwit(s, target, give, take),
            Action::Shield => Ok(()),
            Action::Stunned(t) => {
                if !self.is_opponent(s, t) || self.withdrawn[t.index()] {
                    return Err(CamelotError::InvalidTarget);
                }
                Ok(())
            }
            _ => Err(CamelotError::WrongPhase),
        }
    }

    /// CAM-10.14.1: the four conditions of a legal exchange.
    fn check_outwit(&self, s: Seat, t: Seat, give: Item, take: Item) -> Check {
        if !self.is_opponent(s, t)
            || self.withdrawn[t.index()]
            || self.displays[t.index()].is_empty()
        {
            return Err(CamelotError::InvalidTarget);
        }
        if !self.has_item(s, give) || !self.has_item(t, take) {
            return Err(CamelotError::InvalidTarget);
        }
        let is_card = |i: Item| matches!(i, Item::Display(_));
        // 2. A shielded opponent's display neither loses nor gains a card.
        if self.is_shielded(t) && (is_card(give) || is_card(take)) {
            return Err(CamelotError::TargetShielded);
        }
        // 1. A non-empty display stays non-empty.
        if is_card(give) && !is_card(take) && self.displays[s.index()].len() == 1 {
            return Err(CamelotError::DisplayTooSmall);
        }
        if is_card(take) && !is_card(give) && self.displays[t.index()].len() == 1 {
            return Err(CamelotError::DisplayTooSmall);
        }
        let mut after = self.clone();
        after.swap_items(s, t, give, take);
        // 3. CAM-9.11 [HOUSE]: no second Maiden.
        if self.options.forbid_second_maiden_by_action {
            for p in [s, t] {
                let maidens = after.displays[p.index()]
                    .iter()
                    .filter(|c| **c == Card::Maiden)
                    .count();
                if maidens > 1 {
                    return Err(CamelotError::SecondMaiden);
                }
            }
        }
        if after.displays == self.displays
            && after.shield == self.shield
            && after.stunned == self.stunned
        {
            return Err(CamelotError::ActionHasNoEffect);
        }
        Ok(())
    }

    fn has_item(&self, p: Seat, i: Item) -> bool {
        match i {
            Item::Display(k) => usize::from(k) < self.displays[p.index()].len(),
            Item::Shield => self.shield == Some(p),
            Item::Stunned => self.stunned == Some(p),
        }
    }

    /// The things `p` could give or lose to Outwit.
    pub(crate) fn items(&self, p: Seat) -> Vec<Item> {
        let mut out: Vec<Item> = (0..self.displays[p.index()].len())
            .map(|k| Item::Display(k as u8))
            .collect();
        if self.shield == Some(p) {
            out.push(Item::Shield);
        }
        if self.stunned == Some(p) {
            out.push(Item::Stunned);
        }
        out
    }

    /// Every legal action of `seat` now, in a fixed order.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat.index() >= self.n {
            return out;
        }
        let candidates: Vec<Action> = match self.phase {
            Phase::Over => return out,
            Phase::Announce => Colour::ALL.into_iter().map(Action::Announce).collect(),
            Phase::Lancelot { .. } => vec![Action::Cancel, Action::Pass],
            Phase::Adapt { seat: s, .. } => (0..self.displays[s.index()].len())
                .map(|i| Action::Keep(i as u8))
                .collect(),
            Phase::Token { .. } => Colour::ALL.into_iter().map(Action::Token).collect(),
            Phase::Play => {
                if seat != self.active {
                    return out;
                }
                // The active seat in play: `check` comes down to `check_turn`, asked
                // directly (issue 31: a random game spent most of its time listing), and
                // the candidates kept in their own list.
                let mut out = self.turn_candidates(seat);
                out.retain(|a| self.check_turn_from(seat, a, true).is_ok());
                return out;
            }
        };
        out.extend(
            candidates
                .into_iter()
                .filter(|a| self.check(seat, a).is_ok()),
        );
        out
    }

    /// Every action the active player might try: each distinct card with every declaration
    /// (the hand is sorted). Before the opening display card (CAM-5.6) every action card
    /// is refused, so their declarations are left out.
    fn turn_candidates(&self, s: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(32);
        let hand = &self.hands[s.index()];
        for (k, &c) in hand.iter().enumerate() {
            if k > 0 && hand[k - 1] == c {
                continue;
            }
            match c {
                Card::Action(_) if self.turn.opening => {}
                Card::Action(kind) => self.declarations(s, kind, &mut out),
                _ => out.push(Action::Play(c)),
            }
        }
        out.push(Action::Stay);
        out.push(Action::Withdraw);
        out
    }

    /// Every declaration an action card of `kind` could be played with by `s`.
    fn declarations(&self, s: Seat, kind: ActionCard, out: &mut Vec<Action>) {
        // The other seats, without a list per call.
        let others = Seat::all(self.n).filter(move |t| *t != s);
        match kind {
            ActionCard::Unhorse => out.extend(Colour::WEAPONS.map(Action::Unhorse)),
            ActionCard::ChangeWeapon => out.extend(Colour::WEAPONS.map(Action::ChangeWeapon)),
            ActionCard::DropWeapon => out.push(Action::DropWeapon),
            ActionCard::BreakLance => out.extend(others.map(Action::BreakLance)),
            ActionCard::Riposte => out.extend(others.map(Action::Riposte)),
            ActionCard::Dodge => {
                for t in others {
                    let len = self.displays[t.index()].len();
                    out.extend((0..len).map(|i| Action::Dodge(t, i as u8)));
                }
            }
            ActionCard::Retreat => {
                let len = self.displays[s.index()].len();
                out.extend((0..len).map(|i| Action::Retreat(i as u8)));
            }
            ActionCard::KnockDown => out.extend(others.map(Action::KnockDown)),
            ActionCard::Outmaneuver => out.push(Action::Outmaneuver),
            ActionCard::Charge => out.push(Action::Charge),
            ActionCard::Countercharge => out.push(Action::Countercharge),
            ActionCard::Disgrace => out.push(Action::Disgrace),
            ActionCard::Adapt => out.push(Action::Adapt),
            ActionCard::Outwit => {
                let mine = self.items(s);
                for t in others {
                    for take in self.items(t) {
                        for give in &mine {
                            out.push(Action::Outwit {
                                target: t,
                                give: *give,
                                take,
                            });
                        }
                    }
                }
            }
            ActionCard::Shield => out.push(Action::Shield),
            ActionCard::Stunned => out.extend(others.map(Action::Stunned)),
            // CAM-4.8: Lancelot is played only in a window, never on one's own turn.
            ActionCard::Ivanhoe => {}
        }
    }

    /// Actions `seat` might attempt, legal or not (for the conformance battery): every
    /// colour, every card kind, every declaration of every action card, every answer.
    #[must_use]
    pub fn attempts(&self, seat: Seat) -> Vec<Action> {
        let mut out: Vec<Action> = Colour::ALL.into_iter().map(Action::Announce).collect();
        out.extend(Colour::ALL.into_iter().map(Action::Token));
        for (c, _) in Card::kinds() {
            match c {
                Card::Action(kind) if seat.index() < self.n => {
                    self.declarations(seat, kind, &mut out)
                }
                Card::Action(_) => {}
                _ => out.push(Action::Play(c)),
            }
        }
        out.extend([Action::Stay, Action::Withdraw, Action::Cancel, Action::Pass]);
        out.extend((0..8).map(Action::Keep));
        out.push(Action::Dodge(Seat(0), 9));
        out.push(Action::KnockDown(Seat(7)));
        out
    }
}
