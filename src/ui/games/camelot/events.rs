//! The game's events, derived from the record's `(seat, action)` pairs and the states before
//! and after each: what the log shows and the live region reads out ([`super::log`] makes
//! the texts). Only public facts, except the card a Knock Down takes, which the texts name
//! for its actor and its victim only (CAM-17.3).
//!
//! Lancelot windows are not logged answer by answer: every opponent still in is asked, and a
//! "pass" line would tell who was asked, not who holds Lancelot (CAM-11.7). Only a
//! cancellation shows.

use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::camelot::{Action, Camelot, Card, Colour, Item, Phase, TokenReason};

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

/// One line of the log, as data (texts are made per language and viewer).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A tournament begins; `starter` names its colour.
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
    /// A colour card or supporter went into a display.
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// The display's total after it.
        total: u32,
    },
    /// An action card with its declarations.
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
    /// A Knock Down took a card (shown to the two players concerned only).
    Knocked {
        /// Who took it.
        actor: Seat,
        /// From whom.
        victim: Seat,
        /// Which card.
        card: Card,
    },
    /// Adapt: the card a player kept of a duplicated value.
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

/// A log line with a key unique in the game.
pub type Entry = crate::ui::table::log::Entry<Event>;

/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;

/// The lines the start position shows: the first tournament and the hands shown to find its
/// starter.
#[must_use]
pub fn start_events(g: &Camelot) -> Vec<Event> {
    let mut out = Vec::new();
    new_tournament(g, &mut out);
    out
}

fn new_tournament(g: &Camelot, out: &mut Vec<Event>) {
    let obs = g.observe(g.starter());
    for (seat, cards) in obs.revealed {
        out.push(Event::Revealed { seat, cards });
    }
    out.push(Event::NewTournament {
        number: g.tournaments() + 1,
        starter: g.starter(),
    });
}

fn thing(g: &Camelot, seat: Seat, item: Item) -> Option<Thing> {
    match item {
        Item::Display(i) => g.display(seat).get(usize::from(i)).map(|c| Thing::Card(*c)),
        Item::Shield => Some(Thing::Shield),
        Item::Stunned => Some(Thing::Stunned),
    }
}

/// The cards an action card names, read before it happens.
fn declared(g: &Camelot, seat: Seat, a: Action) -> Vec<Thing> {
    let found = match a {
        Action::Riposte(t) => vec![g.display(t).last().map(|c| Thing::Card(*c))],
        Action::Dodge(t, i) => vec![thing(g, t, Item::Display(i))],
        Action::Retreat(i) => vec![thing(g, seat, Item::Display(i))],
        Action::Outwit { target, give, take } => {
            vec![thing(g, seat, give), thing(g, target, take)]
        }
        _ => Vec::new(),
    };
    found.into_iter().flatten().collect()
}

/// Cards in `before` and not in `after` (as multisets).
fn removed(before: &[Card], after: &[Card]) -> Vec<Card> {
    let mut left = after.to_vec();
    let mut out = Vec::new();
    for c in before {
        if let Some(i) = left.iter().position(|x| x == c) {
            left.remove(i);
        } else {
            out.push(*c);
        }
    }
    out
}

fn colours_gained(before: &Camelot, after: &Camelot, seat: Seat) -> Option<Colour> {
    let had = before.tokens(seat);
    after.tokens(seat).into_iter().find(|c| !had.contains(c))
}

/// The effect of an action card that happened in this step (CAM-10).
fn effect(before: &Camelot, after: &Camelot, a: Action, out: &mut Vec<Event>) {
    let actor = before.active();
    match a {
        Action::KnockDown(victim) => {
            if let Some((_, _, Some(card))) = after.observe(actor).knocked {
                out.push(Event::Knocked {
                    actor,
                    victim,
                    card,
                });
            }
        }
        Action::BreakLance(_)
        | Action::Outmaneuver
        | Action::Charge
        | Action::Countercharge
        | Action::Disgrace => {
            let gone: Vec<(Seat, Vec<Card>)> = Seat::all(before.seats())
                .map(|s| (s, removed(before.display(s), after.display(s))))
                .filter(|(_, v)| !v.is_empty())
                .collect();
            if !gone.is_empty() {
                out.push(Event::Discarded(gone));
            }
        }
        _ => {}
    }
}

/// The lines one action adds, from the states before and after it.
#[must_use]
pub fn step_events(before: &Camelot, after: &Camelot, seat: Seat, action: Action) -> Vec<Event> {
    let mut out = Vec::new();
    let in_window = |g: &Camelot| matches!(g.phase(), Phase::Lancelot { .. });
    match (before.phase(), action) {
        (Phase::Announce, Action::Announce(colour)) => out.push(Event::Announced { seat, colour }),
        (Phase::Play, Action::Play(card)) => out.push(Event::Played {
            seat,
            card,
            total: after.total(seat),
        }),
        (Phase::Play, Action::Stay) => out.push(Event::Stayed {
            seat,
            total: before.total(seat),
        }),
        (Phase::Play, Action::Withdraw) => {
            let now = after.tokens(seat);
            let lost = before.tokens(seat).into_iter().find(|c| !now.contains(c));
            out.push(Event::Withdrew { seat, lost });
        }
        (Phase::Play, a) if a.is_action_card() => out.push(Event::ActionCard {
            seat,
            action: a,
            things: declared(before, seat, a),
        }),
        (Phase::Lancelot { pending, .. }, Action::Cancel) => out.push(Event::Cancelled {
            by: seat,
            actor: before.active(),
            action: pending,
        }),
        (Phase::Adapt { .. }, Action::Keep(i)) => {
            if let Some(card) = before.display(seat).get(usize::from(i)) {
                out.push(Event::Kept { seat, card: *card });
            }
        }
        (Phase::Token { reason, .. }, Action::Token(colour)) => out.push(match reason {
            TokenReason::MaidenPenalty => Event::Returned { seat, colour },
            TokenReason::PurpleWin => Event::TookToken { seat, colour },
        }),
        _ => {}
    }
    let resolved = match (before.phase(), action) {
        (Phase::Play, a) if a.is_action_card() && !in_window(after) => Some(a),
        (Phase::Lancelot { pending, .. }, Action::Pass) if !in_window(after) => Some(pending),
        _ => None,
    };
    if let Some(a) = resolved {
        effect(before, after, a, &mut out);
    }
    let purple_choice = |g: &Camelot| {
        matches!(
            g.phase(),
            Phase::Token {
                reason: TokenReason::PurpleWin,
                ..
            }
        )
    };
    let finished = after.tournaments() > before.tournaments();
    if !purple_choice(before) && (finished || purple_choice(after)) {
        // CAM-8.1: the one player left in wins.
        let left = Seat::all(before.seats()).find(|s| *s != seat && !before.is_withdrawn(*s));
        if let (Some(w), Some(colour)) = (left, before.colour()) {
            let choosing = purple_choice(after);
            let token = if colour == Colour::Purple {
                colours_gained(before, after, w)
            } else {
                (!before.owns(w, colour)).then_some(colour)
            };
            out.push(Event::Won {
                seat: w,
                colour,
                token: if choosing { None } else { token },
                choosing,
            });
        }
    }
    if finished {
        match after.winner() {
            Some(w) => out.push(Event::GameOver {
                winner: w,
                colours: after.colours_owned(w),
            }),
            None => new_tournament(after, &mut out),
        }
    }
    out
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Camelot>) -> Vec<Entry> {
    crate::ui::table::log::record_entries(record, start_events, step_events)
}

/// The things an action names in the current position (for texts about a pending card).
#[must_use]
pub fn things_now(g: &Camelot, seat: Seat, a: Action) -> Vec<Thing> {
    declared(g, seat, a)
}
