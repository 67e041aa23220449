//! Which actions are allowed, checked in the rulebook's order (TAF-4, TAF-7, TAF-12.1).
//!
//! The checks read only the deciding seat's hand and the table ([`SeatView`]), so the same
//! code answers for the engine and for an observation.

use super::actions::{Action, TafelrundeError as E};
use super::cards::{Card, Colour};
use super::state::{LADDER_PLACES, Phase, Tafelrunde};
use super::tricks::led_colour;
use super::view::SeatView;
use tr_core::seats::Seat;

impl Tafelrunde {
    /// Why `seat` may not take `action` now, if it may not.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), E> {
        self.view(seat).check(action)
    }

    /// Every action `seat` may take now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        self.view(seat).legal()
    }

    /// A superset of the legal actions: every card kind, every sword action and a few
    /// malformed swaps, so that tests can check the refusals.
    pub(crate) fn attempts(&self, _seat: Seat) -> Vec<Action> {
        let mut v: Vec<Action> = Card::deck().into_iter().map(Action::Play).collect();
        v.dedup();
        v.extend(sword_actions());
        v.extend([
            Action::Swap(2, 2),
            Action::Swap(6, 1),
            Action::Swap(0, 3),
            Action::Swap(5, 7),
        ]);
        v
    }
}

/// Every sword action that could be tried, legal or not.
fn sword_actions() -> Vec<Action> {
    let mut v: Vec<Action> = Colour::ALL.into_iter().map(Action::Declare).collect();
    v.push(Action::Decline);
    for a in 1..=LADDER_PLACES as u8 {
        for b in a + 1..=LADDER_PLACES as u8 {
            v.push(Action::Swap(a, b));
        }
    }
    v.push(Action::Defer);
    v
}

impl SeatView<'_> {
    /// Why the viewing seat may not take `action` now, if it may not.
    ///
    /// # Errors
    /// The rule the action would break.
    pub fn check(&self, action: &Action) -> Result<(), E> {
        let seat = self.seat;
        match (self.phase, action) {
            (Phase::Over, _) => Err(E::GameOver),
            (Phase::Play, Action::Play(card)) => {
                if seat != self.to_play() {
                    return Err(E::NotYourTurn);
                }
                self.check_card(*card)
            }
            (Phase::Play, _) => Err(E::NoDecisionPending),
            // TAF-4.6: no card while somebody is at a sword (TAF-10.8: whoever tries).
            (Phase::Sword { .. }, Action::Play(_)) => Err(E::DecisionPending),
            (Phase::Sword { seat: s, .. }, _) if s != seat => Err(E::NotYourTurn),
            (Phase::Sword { deferrable, .. }, a) => self.check_sword(a, deferrable),
        }
    }

    /// TAF-4.1 to TAF-4.5.
    fn check_card(&self, card: Card) -> Result<(), E> {
        let hand = self.hand;
        if !hand.contains(&card) {
            return Err(E::CardNotInHand);
        }
        if self.trick.is_empty() {
            // TAF-4.1: any lead; with the option off, a super-trump only from a hand of them.
            if card.is_super()
                && !self.options.may_lead_super_trump
                && hand.iter().any(|c| !c.is_super())
            {
                return Err(E::MustLeadColour);
            }
            return Ok(());
        }
        let Some(led) = led_colour(self.trick, self.options.super_lead_frees_trick) else {
            return Ok(()); // TAF-4.5
        };
        if card.colour() == Some(led) || !hand.iter().any(|c| c.colour() == Some(led)) {
            return Ok(()); // TAF-4.2 followed, or TAF-4.4 void
        }
        // TAF-4.3: a super-trump has no colour and does not follow.
        if card.is_super() && !self.options.super_trump_only_when_void {
            return Ok(());
        }
        Err(E::MustFollowSuit)
    }

    /// TAF-7.2 to TAF-7.7.
    fn check_sword(&self, action: &Action, deferrable: bool) -> Result<(), E> {
        let full = self.ladder.len() >= LADDER_PLACES;
        match *action {
            Action::Play(_) => Err(E::DecisionPending),
            Action::Declare(_) if full => Err(E::LadderFull),
            Action::Declare(c) if self.ladder.contains(&c) => Err(E::ColourAlreadyPlaced),
            Action::Declare(_) => Ok(()),
            Action::Decline if full => Err(E::SwapRequired),
            Action::Decline if !self.options.sword_declare_optional => Err(E::DeclarationRequired),
            Action::Decline => Ok(()),
            Action::Swap(a, b) if full && 1 <= a && a < b && usize::from(b) <= LADDER_PLACES => {
                Ok(())
            }
            Action::Swap(..) => Err(E::InvalidSwap),
            Action::Defer if deferrable => Ok(()),
            Action::Defer => Err(E::CannotDefer),
        }
    }

    /// Every action the viewing seat may take now.
    #[must_use]
    pub fn legal(&self) -> Vec<Action> {
        let seat = self.seat;
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Play if seat != self.to_play() => Vec::new(),
            Phase::Play => {
                // `check_card` for every distinct card of the hand, with what it asks of
                // the hand and the trick worked out once (issue 31: it was asked per card,
                // which made listing most of a random game).
                let hand = self.hand;
                let lead = self.trick.is_empty();
                let all_super = !hand.iter().any(|c| !c.is_super());
                let led = if lead {
                    None
                } else {
                    led_colour(self.trick, self.options.super_lead_frees_trick)
                };
                let void = led.is_none_or(|l| !hand.iter().any(|c| c.colour() == Some(l)));
                let ok = |card: &Card| {
                    if lead {
                        !(card.is_super() && !self.options.may_lead_super_trump && !all_super)
                    } else {
                        void || card.colour() == led
                            || (card.is_super() && !self.options.super_trump_only_when_void)
                    }
                };
                let mut out = Vec::with_capacity(hand.len());
                for (k, card) in hand.iter().enumerate() {
                    if (k == 0 || hand[k - 1] != *card) && ok(card) {
                        debug_assert!(self.check_card(*card).is_ok());
                        out.push(Action::Play(*card));
                    } else {
                        debug_assert!(
                            k > 0 && hand[k - 1] == *card || self.check_card(*card).is_err()
                        );
                    }
                }
                out
            }
            Phase::Sword { seat: s, .. } if s != seat => Vec::new(),
            Phase::Sword { .. } => sword_actions()
                .into_iter()
                .filter(|a| self.check(a).is_ok())
                .collect(),
        }
    }
}
