//! The game's events, derived from the record's `(seat, action)` pairs and the states before
//! and after each: what the log shows and the live region reads out ([`super::log`] makes
//! the texts). Everything in a game of Tafelrunde that is not in a hand is public (TAF-13.2),
//! so every event may be shown to everyone.

use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tafelrunde::{Action, Card, Colour, Phase, Tafelrunde};

/// One line of the log, as data (texts are made per language).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A new hand was dealt (TAF-3.4, TAF-8).
    NewHand {
        /// 1-based.
        number: u32,
        /// Who dealt.
        dealer: Seat,
        /// Who leads its first trick (TAF-8.6).
        leader: Seat,
        /// The discard pile became the stock during this deal (TAF-8.4).
        reshuffled: bool,
    },
    /// A card went to the trick (read out; the log shows it in the trick's line).
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A finished trick and the move it earned (TAF-5, TAF-6).
    Trick {
        /// Hand number.
        hand: u32,
        /// Trick number in the hand, 1-based.
        number: u8,
        /// The cards in play order.
        cards: Vec<(Seat, Card)>,
        /// The winner.
        winner: Seat,
        /// The winning card.
        card: Card,
        /// The pawn's space before the move.
        from: u8,
        /// Its space after it.
        to: u8,
        /// The occupied spaces it jumped (TAF-6.1).
        jumped: Vec<u8>,
    },
    /// A pawn stopped on a sword (TAF-7.1).
    Sword {
        /// Whose.
        seat: Seat,
        /// The space.
        space: u8,
    },
    /// A chip went on the ladder (TAF-7.2).
    Declared {
        /// Who.
        seat: Seat,
        /// The colour.
        colour: Colour,
        /// Its place, 1-based.
        place: usize,
    },
    /// No chip this time (TAF-7.3).
    Declined {
        /// Who.
        seat: Seat,
    },
    /// Two chips changed places (TAF-7.4).
    Swapped {
        /// Who.
        seat: Seat,
        /// The lower place, 1-based.
        a: u8,
        /// The higher place.
        b: u8,
        /// The chip now on `a`.
        on_a: Colour,
        /// The chip now on `b`.
        on_b: Colour,
    },
    /// The decision waits for the new hand (TAF-7.6).
    Deferred {
        /// Who.
        seat: Seat,
    },
    /// A pawn reached King Arthur (TAF-9.1).
    GameOver {
        /// The winner.
        winner: Seat,
    },
}

/// A log line with a key unique in the game.
pub type Entry = crate::ui::table::log::Entry<Event>;

/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;

/// The lines the start position shows: the first deal.
#[must_use]
pub fn start_events(g: &Tafelrunde) -> Vec<Event> {
    vec![new_hand(g, false)]
}

fn new_hand(g: &Tafelrunde, reshuffled: bool) -> Event {
    Event::NewHand {
        number: g.hands_dealt(),
        dealer: g.dealer(),
        leader: g.leader(),
        reshuffled,
    }
}

/// The occupied spaces a pawn jumps going from `from` to `to` (the others' pawns before the
/// move, Start excluded).
#[must_use]
pub fn jumped(pawns: &[u8], mover: Seat, from: u8, to: u8) -> Vec<u8> {
    (from.saturating_add(1)..to)
        .filter(|s| {
            pawns
                .iter()
                .enumerate()
                .any(|(i, p)| i != mover.index() && p == s)
        })
        .collect()
}

/// The lines one action adds, from the states before and after it.
#[must_use]
pub fn step_events(
    before: &Tafelrunde,
    after: &Tafelrunde,
    seat: Seat,
    action: Action,
) -> Vec<Event> {
    let mut out = Vec::new();
    match action {
        Action::Play(card) => {
            out.push(Event::Played { seat, card });
            if after.tricks() > before.tricks()
                && let Some(t) = after.last_trick()
            {
                let card = t
                    .cards
                    .iter()
                    .find(|(s, _)| *s == t.winner)
                    .map_or(card, |(_, c)| *c);
                out.push(Event::Trick {
                    hand: before.hands_dealt(),
                    number: before.tricks_in_hand() + 1,
                    cards: t.cards.clone(),
                    winner: t.winner,
                    card,
                    from: t.from,
                    to: t.to,
                    jumped: jumped(before.pawns(), t.winner, t.from, t.to),
                });
                if let Phase::Sword {
                    seat: s,
                    postponed: false,
                    ..
                } = after.phase()
                {
                    out.push(Event::Sword {
                        seat: s,
                        space: after.pawn(s),
                    });
                }
            }
        }
        Action::Declare(colour) => out.push(Event::Declared {
            seat,
            colour,
            place: after.ladder().len(),
        }),
        Action::Decline => out.push(Event::Declined { seat }),
        Action::Swap(a, b) => {
            let at = |p: u8| after.ladder().get(usize::from(p) - 1).copied();
            if let (Some(on_a), Some(on_b)) = (at(a), at(b)) {
                out.push(Event::Swapped {
                    seat,
                    a,
                    b,
                    on_a,
                    on_b,
                });
            }
        }
        Action::Defer => out.push(Event::Deferred { seat }),
    }
    if let Some(w) = after.winner() {
        out.push(Event::GameOver { winner: w });
    } else if after.hands_dealt() > before.hands_dealt() {
        out.push(new_hand(after, after.reshuffles() > before.reshuffles()));
    }
    out
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Tafelrunde>) -> Vec<Entry> {
    crate::ui::table::log::record_entries(record, start_events, step_events)
}
