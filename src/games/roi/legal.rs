//! Which cards may be played (ROI-4) and why a card is refused (ROI-10).

use super::contracts::Contract;
use super::observe::RoiObservation;
use super::state::{Phase, Roi};
use std::fmt;
use tr_core::cards::{Card, CardSet, Rank, Suit};
use tr_core::seats::Seat;

/// Why a play is refused: one variant per rule (ROI-10.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoiError {
    /// ROI-10.7: the game is over.
    GameOver,
    /// ROI-4.7: another seat is to play.
    NotYourTurn {
        /// Whose turn it is.
        turn: Seat,
    },
    /// ROI-4.7: the card is not in the player's hand.
    CardNotInHand,
    /// ROI-4.2 / ROI-10.2: a card of the led suit is held.
    MustFollowSuit {
        /// The suit led.
        led: Suit,
    },
    /// ROI-4.4 / ROI-10.3: contract 1, void in the led suit: the highest rank must go.
    MustPlayHighestCard {
        /// The highest rank in hand.
        rank: Rank,
    },
}

impl RoiError {
    /// The rule the refusal comes from, for "why is this card disabled?" texts.
    #[must_use]
    pub fn rule_id(self) -> &'static str {
        match self {
            RoiError::GameOver => "ROI-10.7",
            RoiError::NotYourTurn { .. } | RoiError::CardNotInHand => "ROI-4.7",
            RoiError::MustFollowSuit { .. } => "ROI-4.2",
            RoiError::MustPlayHighestCard { .. } => "ROI-4.4",
        }
    }
}

impl fmt::Display for RoiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoiError::GameOver => write!(f, "the game is over"),
            RoiError::NotYourTurn { turn } => write!(f, "it is {turn}'s turn"),
            RoiError::CardNotInHand => write!(f, "that card is not in your hand"),
            RoiError::MustFollowSuit { led } => {
                write!(f, "you must follow suit ({})", led.symbol())
            }
            RoiError::MustPlayHighestCard { rank } => {
                write!(f, "you must play your highest card ({})", rank.label())
            }
        }
    }
}

/// Checks one play against the rules, in the rulebook's order.
///
/// # Errors
/// The first rule the play breaks.
pub fn check(g: &Roi, seat: Seat, card: Card) -> Result<(), RoiError> {
    let turn = match (g.phase(), g.to_play()) {
        (Phase::Play, Some(t)) => t,
        _ => return Err(RoiError::GameOver),
    };
    if seat != turn {
        return Err(RoiError::NotYourTurn { turn });
    }
    let hand = g.hand(seat);
    if !hand.contains(card) {
        return Err(RoiError::CardNotInHand);
    }
    check_card(
        hand,
        g.current_trick().first().map(|(_, c)| c.suit()),
        g.contract(),
        card,
    )
}

/// The follow rules alone, from the hand, the led suit (none when leading) and the contract.
///
/// # Errors
/// `MustFollowSuit` or `MustPlayHighestCard`.
pub fn check_card(
    hand: CardSet,
    led: Option<Suit>,
    contract: Contract,
    card: Card,
) -> Result<(), RoiError> {
    // ROI-4.1: the leader may lead anything.
    let Some(led) = led else { return Ok(()) };
    let follow = hand.of_suit(led);
    if !follow.is_empty() {
        // ROI-4.2 / ROI-4.3: any card of the led suit, high or low.
        return if card.suit() == led {
            Ok(())
        } else {
            Err(RoiError::MustFollowSuit { led })
        };
    }
    // ROI-4.4: contract 1, void: the highest rank across suits; equal ranks are a free choice.
    if contract == Contract::NoTricks {
        let top = hand.iter().map(Card::rank).max().unwrap_or(card.rank());
        if card.rank() != top {
            return Err(RoiError::MustPlayHighestCard { rank: top });
        }
    }
    // ROI-4.5 / ROI-4.6: otherwise any card; never obliged to trump or overtrump.
    Ok(())
}

/// The legal cards of `seat`, in canonical order; empty when it is not his turn.
#[must_use]
pub fn legal_cards(g: &Roi, seat: Seat) -> Vec<Card> {
    legal_set(g, seat).to_vec()
}

/// The legal cards of `seat` as a set (empty when it is not his turn): the same cards as
/// [`legal_cards`], without allocating.
#[must_use]
pub fn legal_set(g: &Roi, seat: Seat) -> CardSet {
    if g.to_play() != Some(seat) {
        return CardSet::EMPTY;
    }
    let led = g.current_trick().first().map(|(_, c)| c.suit());
    legal_in(g.hand(seat), led, g.contract())
}

/// The cards of `hand` that [`check_card`] accepts.
#[must_use]
pub fn legal_in(hand: CardSet, led: Option<Suit>, contract: Contract) -> CardSet {
    // ROI-4.1: the leader may lead anything.
    let Some(led) = led else { return hand };
    // ROI-4.2 / ROI-4.3: any card of the led suit.
    let follow = hand.of_suit(led);
    if !follow.is_empty() {
        return follow;
    }
    // ROI-4.4: contract 1, void: every card of the highest rank held.
    if contract == Contract::NoTricks
        && let Some(top) = super::state::top_rank(hand)
    {
        return hand.intersection(super::state::rank_cards(top));
    }
    // ROI-4.5 / ROI-4.6: any card.
    hand
}

/// The same checks as [`check`], made from what the observing seat knows (its own hand and
/// the table): what the bot and the table's disabled cards use.
///
/// # Errors
/// The first rule the play breaks.
pub fn check_observed(obs: &RoiObservation, card: Card) -> Result<(), RoiError> {
    let turn = match obs.to_play {
        Some(t) if !obs.over => t,
        _ => return Err(RoiError::GameOver),
    };
    if obs.seat != turn {
        return Err(RoiError::NotYourTurn { turn });
    }
    let hand: CardSet = obs.hand.iter().copied().collect();
    if !hand.contains(card) {
        return Err(RoiError::CardNotInHand);
    }
    check_card(
        hand,
        obs.trick.first().map(|(_, c)| c.suit()),
        obs.contract,
        card,
    )
}

/// The observing seat's legal cards, in canonical order (equal to `legal_cards` of the
/// state for that seat); empty when it is not its turn.
#[must_use]
pub fn observed_legal(obs: &RoiObservation) -> Vec<Card> {
    // `check_observed` of every card of the hand, with the hand made a set once: the cards
    // `legal_in` keeps, in canonical order like the hand (issue 31: the per-card set was a
    // tenth of an Easy decision).
    match obs.to_play {
        Some(t) if !obs.over && t == obs.seat => {
            let hand: CardSet = obs.hand.iter().copied().collect();
            legal_in(hand, obs.trick.first().map(|(_, c)| c.suit()), obs.contract).to_vec()
        }
        _ => Vec::new(),
    }
}
