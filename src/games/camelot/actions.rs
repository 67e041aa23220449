//! Decisions in Camelot and why one may be refused.
//!
//! A turn is many actions of the same seat (CAM-4.3, CAM-4.7): cards one at a time, then
//! [`Action::Stay`] or [`Action::Withdraw`]. An action card carries its declarations (target,
//! card, new colour) so that they are fixed before the Lancelot window (CAM-10, CAM-11.3).

use super::cards::{Card, Colour};
use std::fmt;
use tr_core::seats::Seat;

/// A face-up thing Outwit can exchange (CAM-10.14.1): a display card by its position
/// (0 = bottom, the earliest), or the Shield or Stunned card lying beside the display.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Item {
    /// The display card at this position.
    Display(u8),
    /// The Shield card in front of the player.
    Shield,
    /// The Stunned card in front of the player.
    Stunned,
}

/// Why a winner or a withdrawing player chooses a token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenReason {
    /// CAM-8.3: a purple tournament's winner picks a colour he does not own.
    PurpleWin,
    /// CAM-7.7: a player who withdrew with a Maiden returns a token of his choice.
    MaidenPenalty,
}

/// One decision of one seat.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    /// The designated starter names the tournament colour (CAM-5.1).
    Announce(Colour),
    /// A colour card or supporter from hand into the display (CAM-6).
    Play(Card),
    /// Unhorse: the purple tournament becomes this colour (CAM-10.1).
    Unhorse(Colour),
    /// Change Weapon: red/blue/yellow becomes this other one (CAM-10.2).
    ChangeWeapon(Colour),
    /// Drop Weapon: red/blue/yellow becomes green (CAM-10.3).
    DropWeapon,
    /// Break Lance on this opponent (CAM-10.4).
    BreakLance(Seat),
    /// Riposte on this opponent (CAM-10.5).
    Riposte(Seat),
    /// Dodge: discard the card at this position of this opponent's display (CAM-10.6).
    Dodge(Seat, u8),
    /// Retreat: the own display card at this position goes back to hand (CAM-10.7).
    Retreat(u8),
    /// Knock Down on this opponent (CAM-10.8).
    KnockDown(Seat),
    /// Outmaneuver (CAM-10.9).
    Outmaneuver,
    /// Charge (CAM-10.10).
    Charge,
    /// Countercharge (CAM-10.11).
    Countercharge,
    /// Disgrace (CAM-10.12).
    Disgrace,
    /// Adapt (CAM-10.13); the owners then choose what they keep ([`Action::Keep`]).
    Adapt,
    /// Outwit: give `give` of your own, take `take` of `target`'s (CAM-10.14).
    Outwit {
        /// The opponent.
        target: Seat,
        /// What the actor gives.
        give: Item,
        /// What the actor takes.
        take: Item,
    },
    /// Shield beside one's own display (CAM-10.15).
    Shield,
    /// Stunned beside this opponent's display (CAM-10.16).
    Stunned(Seat),
    /// End the turn and stay in (CAM-7.4).
    Stay,
    /// End the turn by withdrawing (CAM-7.5).
    Withdraw,
    /// Cancel the pending action card with Lancelot (CAM-10.17, CAM-11).
    Cancel,
    /// Let the pending action card happen (CAM-11.3).
    Pass,
    /// Adapt: keep the display card at this position; the others of its value go (CAM-10.13).
    Keep(u8),
    /// Choose this token colour (CAM-8.3 take, CAM-7.7 return).
    Token(Colour),
}

impl Action {
    /// The action card this action plays, if any.
    #[must_use]
    pub fn card(self) -> Option<Card> {
        use super::cards::ActionCard as A;
        let a = match self {
            Action::Play(c) => return Some(c),
            Action::Unhorse(_) => A::Unhorse,
            Action::ChangeWeapon(_) => A::ChangeWeapon,
            Action::DropWeapon => A::DropWeapon,
            Action::BreakLance(_) => A::BreakLance,
            Action::Riposte(_) => A::Riposte,
            Action::Dodge(..) => A::Dodge,
            Action::Retreat(_) => A::Retreat,
            Action::KnockDown(_) => A::KnockDown,
            Action::Outmaneuver => A::Outmaneuver,
            Action::Charge => A::Charge,
            Action::Countercharge => A::Countercharge,
            Action::Disgrace => A::Disgrace,
            Action::Adapt => A::Adapt,
            Action::Outwit { .. } => A::Outwit,
            Action::Shield => A::Shield,
            Action::Stunned(_) => A::Stunned,
            Action::Cancel => A::Ivanhoe,
            Action::Announce(_)
            | Action::Stay
            | Action::Withdraw
            | Action::Pass
            | Action::Keep(_)
            | Action::Token(_) => return None,
        };
        Some(Card::Action(a))
    }

    /// True for actions that play an action card on one's own turn (they open a window).
    #[must_use]
    pub fn is_action_card(self) -> bool {
        !matches!(self, Action::Play(_) | Action::Cancel) && self.card().is_some()
    }
}

/// Why an action was refused; one variant per rule (CAM-16.1). The state is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CamelotError {
    /// CAM-16.16: the game is over.
    GameOver,
    /// CAM-4.8: not this seat's decision now.
    NotYourTurn,
    /// The action does not fit the current step (announce, play, window, choice).
    WrongPhase,
    /// The card is not in the player's hand.
    CardNotInHand,
    /// CAM-5.3 / CAM-13.1: that colour may not start this tournament.
    ColourNotAllowed,
    /// CAM-5.2: no card of that colour and no supporter in hand.
    CannotOpenColour,
    /// CAM-5.6: the starter's first play must be a display card.
    MustOpenWithDisplayCard,
    /// CAM-6.2: colour cards from hand must match the tournament colour.
    WrongColour(Colour),
    /// CAM-6.4 / CAM-9.11: one Maiden per display.
    SecondMaiden,
    /// CAM-6.7 / CAM-10.16: a stunned player adds one card per turn.
    StunnedLimit,
    /// CAM-9.2: the card would change nothing.
    ActionHasNoEffect,
    /// CAM-9.8: not a valid target (or no such card).
    InvalidTarget,
    /// CAM-9.9: the target's Shield protects his display.
    TargetShielded,
    /// CAM-9.4: a one-card display cannot lose its card.
    DisplayTooSmall,
    /// CAM-7.4: the total is not strictly the highest.
    NotHighest,
    /// CAM-7.4: staying needs at least one card played this turn.
    MustPlayACard,
    /// CAM-13.2 (option): the first turn in a tournament needs a display card from hand.
    EntryNeedsDisplayCard,
    /// CAM-11: there is no action card to react to.
    NoReactionWindow,
    /// CAM-11.1: only the holder of Lancelot who has not withdrawn may cancel.
    NotEligible,
    /// CAM-8.3 / CAM-8.4: that token is already owned (or not available).
    TokenAlreadyOwned,
    /// CAM-7.7: that token is not owned.
    TokenNotOwned,
}

impl CamelotError {
    /// The rule the refusal cites.
    #[must_use]
    pub fn rule(self) -> &'static str {
        match self {
            CamelotError::GameOver => "CAM-16.16",
            CamelotError::NotYourTurn => "CAM-4.8",
            CamelotError::WrongPhase => "CAM-4.3",
            CamelotError::CardNotInHand => "CAM-4.7",
            CamelotError::ColourNotAllowed => "CAM-5.3",
            CamelotError::CannotOpenColour => "CAM-5.2",
            CamelotError::MustOpenWithDisplayCard => "CAM-5.6",
            CamelotError::WrongColour(_) => "CAM-6.2",
            CamelotError::SecondMaiden => "CAM-6.4",
            CamelotError::StunnedLimit => "CAM-10.16",
            CamelotError::ActionHasNoEffect => "CAM-9.2",
            CamelotError::InvalidTarget => "CAM-9.8",
            CamelotError::TargetShielded => "CAM-9.9",
            CamelotError::DisplayTooSmall => "CAM-9.4",
            CamelotError::NotHighest | CamelotError::MustPlayACard => "CAM-7.4",
            CamelotError::EntryNeedsDisplayCard => "CAM-13.2",
            CamelotError::NoReactionWindow => "CAM-11.3",
            CamelotError::NotEligible => "CAM-11.1",
            CamelotError::TokenAlreadyOwned => "CAM-8.4",
            CamelotError::TokenNotOwned => "CAM-7.7",
        }
    }
}

impl fmt::Display for CamelotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self {
            CamelotError::GameOver => "the game is over".to_string(),
            CamelotError::NotYourTurn => "it is not your decision".to_string(),
            CamelotError::WrongPhase => "not possible at this step".to_string(),
            CamelotError::CardNotInHand => "that card is not in your hand".to_string(),
            CamelotError::ColourNotAllowed => "that colour may not start now".to_string(),
            CamelotError::CannotOpenColour => {
                "you hold no card of that colour and no supporter".to_string()
            }
            CamelotError::MustOpenWithDisplayCard => {
                "open with a card of the colour or a supporter".to_string()
            }
            CamelotError::WrongColour(c) => format!("the tournament is {c:?}"),
            CamelotError::SecondMaiden => "a display holds one Maiden at most".to_string(),
            CamelotError::StunnedLimit => "stunned: one card per turn".to_string(),
            CamelotError::ActionHasNoEffect => "that card would change nothing".to_string(),
            CamelotError::InvalidTarget => "not a valid target".to_string(),
            CamelotError::TargetShielded => "that display is shielded".to_string(),
            CamelotError::DisplayTooSmall => "a one-card display cannot lose it".to_string(),
            CamelotError::NotHighest => "your total must be strictly the highest".to_string(),
            CamelotError::MustPlayACard => "play at least one card to stay".to_string(),
            CamelotError::EntryNeedsDisplayCard => {
                "your first turn needs a colour card or supporter".to_string()
            }
            CamelotError::NoReactionWindow => "no action card to cancel".to_string(),
            CamelotError::NotEligible => "you cannot cancel now".to_string(),
            CamelotError::TokenAlreadyOwned => "you already own that colour".to_string(),
            CamelotError::TokenNotOwned => "you do not own that token".to_string(),
        };
        write!(f, "{what} ({})", self.rule())
    }
}
