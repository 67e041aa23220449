//! What the table shows, derived from the observation of the seat on screen (never from the
//! engine's full state): the players list (the board's text alternative), the banner, the
//! trick, the hand with each card's reason, and the sword decision's choices. Every "why
//! not" is the engine's own answer through [`TafelrundeObservation::check`].

use super::text::{self, card_name, refusal};
use crate::core::seats::Seat;
use crate::games::tafelrunde::state::LADDER_PLACES;
use crate::games::tafelrunde::tricks::{holding, led_colour};
use crate::games::tafelrunde::{
    Action, Card, Colour, Phase, TafelrundeError, TafelrundeObservation,
};
use crate::ui::Lang;
use crate::ui::table::hand::HandCard;
/// The reasons of the refused cards, once each.
pub use crate::ui::table::hand::refusals;

/// Whose decision it is (the trick's next player, or the player at a sword).
#[must_use]
pub fn turn_seat(o: &TafelrundeObservation) -> Option<Seat> {
    match o.phase {
        Phase::Over => None,
        Phase::Play => Some(o.to_play()),
        Phase::Sword { seat, .. } => Some(seat),
    }
}

/// One player in the list beside the board.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PlayerStanding {
    /// Seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// The seat on screen.
    pub mine: bool,
    /// The pawn's space.
    pub space: u8,
    /// `case 9 (épée)`.
    pub space_text: String,
    /// Cards in hand.
    pub hand: usize,
    /// Deals this hand.
    pub dealer: bool,
    /// Its decision now.
    pub turn: bool,
    /// A computer whose search takes a moment.
    pub thinking: bool,
    /// Won the game.
    pub winner: bool,
}

/// Every player, in seat order.
#[must_use]
pub fn seat_views(
    o: &TafelrundeObservation,
    names: &[String],
    thinking: Option<Seat>,
    lang: Lang,
) -> Vec<PlayerStanding> {
    let turn = turn_seat(o);
    Seat::all(o.seats())
        .map(|s| {
            let i = s.index();
            PlayerStanding {
                seat: s,
                name: names.get(i).cloned().unwrap_or_default(),
                mine: s == o.seat,
                space: o.pawns[i],
                space_text: text::space_name(lang, &o.options, o.pawns[i]),
                hand: o.hand_sizes[i],
                dealer: o.phase != Phase::Over && o.dealer == s,
                turn: turn == Some(s),
                thinking: thinking == Some(s),
                winner: o.winner == Some(s),
            }
        })
        .collect()
}

/// The banner: where the game stands.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct InfoView {
    /// Hand (deal) number.
    pub hand: u32,
    /// The trick being played in this hand, 1-based.
    pub trick: u8,
    /// The dealer's name.
    pub dealer: String,
    /// Cards in the stock.
    pub stock: usize,
    /// Cards in the discard pile.
    pub discard: usize,
    /// The ladder, place 1 first.
    pub ladder: Vec<Colour>,
}

/// The banner's data.
#[must_use]
pub fn info(o: &TafelrundeObservation, names: &[String]) -> InfoView {
    InfoView {
        hand: o.hands_dealt,
        // The trick being played; once over, the last one played.
        trick: if o.phase == Phase::Over {
            o.tricks_in_hand.max(1)
        } else {
            (o.tricks_in_hand + 1).min(8)
        },
        dealer: names.get(o.dealer.index()).cloned().unwrap_or_default(),
        stock: o.stock_len,
        discard: o.discard.len(),
        ladder: o.ladder.clone(),
    }
}

/// One card of the trick in the centre.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TafelrundeTrickCard {
    /// Who played it.
    pub seat: Seat,
    /// Their name.
    pub name: String,
    /// The card.
    pub card: Card,
    /// It holds the trick (so far, or won it).
    pub holds: bool,
}

/// The centre: the trick being played, or, between tricks, the last one.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TrickView {
    /// The cards in play order.
    pub cards: Vec<TafelrundeTrickCard>,
    /// These are the last trick's cards (finished).
    pub finished: bool,
    /// `Gauvain tient le pli` / `Dernier pli : Gauvain l'emporte`.
    pub caption: String,
}

/// The centre's data.
#[must_use]
pub fn trick_view(
    o: &TafelrundeObservation,
    names: &[String],
    you: Option<Seat>,
    lang: Lang,
) -> TrickView {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let cards_of = |trick: &[(Seat, Card)], best: Option<Seat>| {
        trick
            .iter()
            .map(|(s, c)| TafelrundeTrickCard {
                seat: *s,
                name: name(*s),
                card: *c,
                holds: best == Some(*s),
            })
            .collect::<Vec<_>>()
    };
    if !o.trick.is_empty() {
        let best = holding(&o.trick, &o.ladder, o.options.super_lead_frees_trick).map(|(s, _)| s);
        return TrickView {
            cards: cards_of(&o.trick, best),
            finished: false,
            caption: best
                .map(|b| text::holds(lang, &name(b), you == Some(b)))
                .unwrap_or_default(),
        };
    }
    match &o.last_trick {
        Some(t) => TrickView {
            cards: cards_of(&t.cards, Some(t.winner)),
            finished: true,
            caption: text::last_trick_caption(lang, &name(t.winner), you == Some(t.winner)),
        },
        None => TrickView::default(),
    }
}

/// The hand of the seat on screen, each card with why it cannot be played now. `human`:
/// the seat on screen is a person in front of the screen (a computer's hand is never
/// playable from the page).
#[must_use]
pub fn hand_view(
    o: &TafelrundeObservation,
    human: bool,
    advised: Option<Action>,
    lang: Lang,
) -> Vec<HandCard<Card>> {
    let led = led_colour(&o.trick, o.options.super_lead_frees_trick);
    let mut out: Vec<HandCard<Card>> = Vec::with_capacity(o.hand.len());
    for &card in &o.hand {
        let copy = out.iter().filter(|h| h.key.0 == card).count() as u8;
        let err = if human {
            o.check(&Action::Play(card)).err()
        } else {
            Some(TafelrundeError::NotYourTurn)
        };
        out.push(HandCard {
            key: (card, copy),
            reason: err.map(|e| refusal(lang, e, led)),
            note: None,
            advised: err.is_none() && copy == 0 && advised == Some(Action::Play(card)),
        });
    }
    out
}

/// One colour button of the sword dialog.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SwordChoice {
    /// The decision.
    pub action: Action,
    /// The colour.
    pub colour: Colour,
    /// `Vert (trèfle)`.
    pub label: String,
    /// Why it is refused (already on the ladder), if it is.
    pub reason: Option<String>,
}

/// The sword decision of the seat on screen (TAF-7).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SwordView {
    /// The pawn's space.
    pub space: u8,
    /// The place a declared chip would take; `None` when the ladder is full (swap).
    pub place: Option<usize>,
    /// Taken after the new deal (TAF-7.6).
    pub postponed: bool,
    /// Waiting for the new hand is allowed.
    pub deferrable: bool,
    /// The six colours, refused ones with the reason.
    pub declares: Vec<SwordChoice>,
    /// Declining: allowed, or why not (`None` when the ladder is full).
    pub decline: Option<Result<(), String>>,
    /// The ladder, place 1 first.
    pub ladder: Vec<Colour>,
}

/// The sword decision, when the seat on screen is at a sword.
#[must_use]
pub fn sword_view(o: &TafelrundeObservation, lang: Lang) -> Option<SwordView> {
    let Phase::Sword {
        seat,
        deferrable,
        postponed,
    } = o.phase
    else {
        return None;
    };
    if seat != o.seat {
        return None;
    }
    let full = o.ladder.len() >= LADDER_PLACES;
    let why = |a: &Action| o.check(a).err().map(|e| refusal(lang, e, None));
    let declares = if full {
        Vec::new()
    } else {
        Colour::ALL
            .into_iter()
            .map(|c| {
                let action = Action::Declare(c);
                SwordChoice {
                    action,
                    colour: c,
                    label: text::capital(&text::chip_name(lang, c)),
                    reason: why(&action),
                }
            })
            .collect()
    };
    Some(SwordView {
        space: o.pawns[seat.index()],
        place: (!full).then_some(o.ladder.len() + 1),
        postponed,
        deferrable,
        declares,
        decline: (!full).then(|| why(&Action::Decline).map_or(Ok(()), Err)),
        ladder: o.ladder.clone(),
    })
}

/// The end: every pawn's space, the winner first, then the furthest.
#[must_use]
pub fn standings(o: &TafelrundeObservation, names: &[String], lang: Lang) -> Vec<PlayerStanding> {
    let mut v = seat_views(o, names, None, lang);
    crate::core::small::sort_by_key(&mut v, |s| (!s.winner, std::cmp::Reverse(s.space), s.seat));
    v
}

/// The hint, shown and read out: `jouer vert 7`.
#[must_use]
pub fn advice_what(lang: Lang, a: Action) -> String {
    text::action_text(lang, a)
}

/// The cards of a trick as text: `Gauvain vert 7, Vous rouge 2`.
#[must_use]
pub fn trick_text(lang: Lang, t: &TrickView) -> String {
    t.cards
        .iter()
        .map(|c| format!("{} {}", c.name, card_name(lang, c.card)))
        .collect::<Vec<_>>()
        .join(", ")
}
