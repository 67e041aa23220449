//! Decisions in Tafelrunde and why one may be refused (TAF-12.1).

use super::cards::{Card, Colour};
use std::fmt;

/// One decision of one seat.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    /// Play a card to the trick (TAF-4).
    Play(Card),
    /// At a sword: put this colour's chip on the lowest empty ladder place (TAF-7.2).
    Declare(Colour),
    /// At a sword, ladder not full: declare nothing (TAF-7.3).
    Decline,
    /// At a sword, ladder full: exchange the chips on these two places, 1-based, lower
    /// first (TAF-7.4).
    Swap(u8, u8),
    /// At a sword with an empty hand: decide after the next deal (TAF-7.6).
    Defer,
}

/// Why an action was refused; [`TafelrundeError::rule`] names the rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TafelrundeError {
    /// The game is over (TAF-12.10).
    GameOver,
    /// Somebody else must act (TAF-3.6, TAF-3.7).
    NotYourTurn,
    /// The card is not in the player's hand.
    CardNotInHand,
    /// The player holds the led colour and must play it (TAF-4.2, TAF-4.3).
    MustFollowSuit,
    /// A leader holding colour cards may not lead a super-trump (option, TAF-4.1).
    MustLeadColour,
    /// A sword decision must be taken before any card is played (TAF-4.6).
    DecisionPending,
    /// A sword action while nobody is at a sword (TAF-7.1).
    NoDecisionPending,
    /// That colour's chip is already on the ladder (TAF-7.2).
    ColourAlreadyPlaced,
    /// All six chips are placed: the player must swap two (TAF-7.4).
    LadderFull,
    /// Declining is not allowed: the ladder is full (TAF-7.4) or the option forbids it.
    SwapRequired,
    /// Declining is switched off: a colour must be declared (option, TAF-7.3).
    DeclarationRequired,
    /// Not two different places of a full ladder (TAF-7.4).
    InvalidSwap,
    /// Only a player without cards, once, may postpone (TAF-7.6, TAF-7.7).
    CannotDefer,
}

impl TafelrundeError {
    /// The rule the refused action breaks.
    #[must_use]
    pub fn rule(self) -> &'static str {
        match self {
            TafelrundeError::GameOver => "TAF-12.10",
            TafelrundeError::NotYourTurn => "TAF-3.7",
            TafelrundeError::CardNotInHand => "TAF-12.1",
            TafelrundeError::MustFollowSuit => "TAF-4.2",
            TafelrundeError::MustLeadColour => "TAF-4.1",
            TafelrundeError::DecisionPending => "TAF-4.6",
            TafelrundeError::NoDecisionPending => "TAF-7.1",
            TafelrundeError::ColourAlreadyPlaced => "TAF-7.2",
            TafelrundeError::LadderFull | TafelrundeError::SwapRequired => "TAF-7.4",
            TafelrundeError::DeclarationRequired => "TAF-7.3",
            TafelrundeError::InvalidSwap => "TAF-7.4",
            TafelrundeError::CannotDefer => "TAF-7.6",
        }
    }
}

impl fmt::Display for TafelrundeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self {
            TafelrundeError::GameOver => "the game is over",
            TafelrundeError::NotYourTurn => "it is not this player's turn",
            TafelrundeError::CardNotInHand => "that card is not in the hand",
            TafelrundeError::MustFollowSuit => "the led colour must be followed",
            TafelrundeError::MustLeadColour => "a colour card must be led",
            TafelrundeError::DecisionPending => "a sword decision comes first",
            TafelrundeError::NoDecisionPending => "nobody is on a sword",
            TafelrundeError::ColourAlreadyPlaced => "that colour is already on the ladder",
            TafelrundeError::LadderFull => "the ladder is full: swap two chips",
            TafelrundeError::SwapRequired => "the ladder is full: a swap is required",
            TafelrundeError::DeclarationRequired => "a colour must be declared",
            TafelrundeError::InvalidSwap => "a swap needs two different places of a full ladder",
            TafelrundeError::CannotDefer => "only an empty-handed player may wait for his hand",
        };
        write!(f, "{why} ({})", self.rule())
    }
}

impl std::error::Error for TafelrundeError {}
