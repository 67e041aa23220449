//! What the seats see happen in a game of Camelot ([`tr_core::events`]).
//!
//! Displays, tokens, the discard pile and the cards shown by a starter who cannot open are
//! public. A card drawn is named to its drawer only; the others learn that a card was drawn
//! (CAM-4.4). Knock Down's card is named to its actor and victim only (CAM-17.3). A Lancelot
//! window emits nothing per answer: every opponent still in is asked and answers, so a "pass"
//! would only tell who was asked, never who holds Lancelot (CAM-11.7); only a cancellation,
//! which shows the card, is an event.

use super::actions::{Action, Item};
use super::cards::{Card, Colour};
use super::state::Camelot;
use tr_core::seats::Seat;

/// A face-up thing an action card names: a display card, the Shield or the Stunned card.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Thing {
    /// A display card.
    Card(Card),
    /// The Shield.
    Shield,
    /// The Stunned card.
    Stunned,
}

/// One thing that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CamelotEvent {
    /// A tournament begins; `starter` names its colour (CAM-5.1).
    NewTournament {
        /// 1-based.
        number: u32,
        /// Who chooses the colour.
        starter: Seat,
    },
    /// A designated starter who could not open showed his hand (CAM-5.4).
    Revealed {
        /// Who.
        seat: Seat,
        /// His hand.
        cards: Vec<Card>,
    },
    /// The colour was announced (CAM-5.1).
    Announced {
        /// Who.
        seat: Seat,
        /// The colour.
        colour: Colour,
    },
    /// A card was drawn (CAM-4.4): named for the drawer, `None` for everyone else.
    Drew {
        /// Who.
        seat: Seat,
        /// The card, for the drawer only.
        card: Option<Card>,
    },
    /// The discard pile, shuffled, became the draw pile (CAM-4.5).
    Reshuffled {
        /// Cards in the new draw pile.
        cards: usize,
    },
    /// A colour card or supporter went into a display.
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// The display's total after it.
        total: u32,
    },
    /// An action card with its declarations (CAM-9.3), before any Lancelot window.
    ActionCard {
        /// Who.
        seat: Seat,
        /// The card and declarations.
        action: Action,
        /// The cards it names (Riposte's top card, Dodge's and Retreat's card, Outwit's two).
        things: Vec<Thing>,
    },
    /// Lancelot cancelled an action card (CAM-11.2).
    Cancelled {
        /// The Lancelot holder.
        by: Seat,
        /// Who played the cancelled card.
        actor: Seat,
        /// The cancelled card.
        action: Action,
    },
    /// Cards an effect discarded, by display.
    Discarded(Vec<(Seat, Vec<Card>)>),
    /// A Knock Down took a card (CAM-10.8): named for its actor and victim only (CAM-17.3).
    Knocked {
        /// Who took it.
        actor: Seat,
        /// From whom.
        victim: Seat,
        /// Which card, for those two only.
        card: Option<Card>,
    },
    /// Adapt: the card a player kept of a duplicated value (CAM-10.13).
    Kept {
        /// Who.
        seat: Seat,
        /// The card kept.
        card: Card,
    },
    /// End of a turn by staying in, with the total announced (CAM-7.4).
    Stayed {
        /// Who.
        seat: Seat,
        /// The total.
        total: u32,
    },
    /// A withdrawal (CAM-7.5); `lost` is the only token a Maiden cost (CAM-7.7).
    Withdrew {
        /// Who.
        seat: Seat,
        /// The token given back without a choice.
        lost: Option<Colour>,
    },
    /// The Maiden penalty's chosen token (CAM-7.7).
    Returned {
        /// Who.
        seat: Seat,
        /// The token returned.
        colour: Colour,
    },
    /// A tournament won (CAM-8.1 to CAM-8.4).
    Won {
        /// The winner.
        seat: Seat,
        /// The final colour.
        colour: Colour,
        /// The token taken (`None`: already owned, or chosen next after purple).
        token: Option<Colour>,
        /// A purple win: the winner chooses next.
        choosing: bool,
    },
    /// The purple winner's chosen token (CAM-8.3).
    TookToken {
        /// Who.
        seat: Seat,
        /// The colour.
        colour: Colour,
    },
    /// The game is won (CAM-2).
    GameOver {
        /// The winner.
        winner: Seat,
        /// Colours owned.
        colours: usize,
    },
}

impl Camelot {
    fn thing(&self, seat: Seat, item: Item) -> Option<Thing> {
        match item {
            Item::Display(i) => self
                .display(seat)
                .get(usize::from(i))
                .map(|c| Thing::Card(*c)),
            Item::Shield => Some(Thing::Shield),
            Item::Stunned => Some(Thing::Stunned),
        }
    }

    /// The face-up things action card `a` of `seat` names in the current position (CAM-9.3:
    /// declared when it is played).
    #[must_use]
    pub fn declared(&self, seat: Seat, a: Action) -> Vec<Thing> {
        let found = match a {
            Action::Riposte(t) => vec![self.display(t).last().map(|c| Thing::Card(*c))],
            Action::Dodge(t, i) => vec![self.thing(t, Item::Display(i))],
            Action::Retreat(i) => vec![self.thing(seat, Item::Display(i))],
            Action::Outwit { target, give, take } => {
                vec![self.thing(seat, give), self.thing(target, take)]
            }
            _ => Vec::new(),
        };
        found.into_iter().flatten().collect()
    }
}
