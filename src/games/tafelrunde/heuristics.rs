//! The rule-based Tafelrunde player (Easy, and the search's rollouts).
//!
//! It reads only what its seat may know: its own hand and the table (called on an
//! observation's [`TafelrundeObservation::shell`], the other hands are empty and never read).
//! Its habits:
//! * every card of a hand is played in some trick, so the art is timing: it wins a trick with
//!   the cheapest card that surely holds it, and otherwise throws its weakest card;
//! * it keeps Knights and Crests for tricks that matter — one that puts its pawn on King
//!   Arthur's space or on a sword, or stops a rival from reaching King Arthur — and for the
//!   last seat of a trick, where a super-trump cannot be overtaken;
//! * at a sword it declares the colour where its hand is long and high (the seed's advice,
//!   TAF-7.9), declines when it holds nothing worth ranking, on a full ladder swaps the two
//!   places that help its hand most, and when empty-handed always waits for its new hand
//!   (TAF-13.5: never worse in information).

use super::actions::Action;
use super::board::next_free;
use super::cards::{Card, Colour, Counts};
use super::observe::{TafelrundeObservation, unseen};
use super::state::{LADDER_PLACES, Phase, Tafelrunde};
use super::tricks::{holding, led_colour, place};
use crate::core::rng::GameRng;
use crate::core::seats::Seat;

/// Worth of an ordinary trick, of one landing on a sword, and of one deciding the game.
const PLAIN: u32 = 1;
const SWORD: u32 = 2;
const DECISIVE: u32 = 10;

/// The rule-based choice from an observation (Easy's random slips are added by
/// `bot::choose`).
#[must_use]
pub fn decide(obs: &TafelrundeObservation, _rng: &mut GameRng) -> Option<Action> {
    policy(&obs.shell(), obs.seat)
}

/// [`decide`] with the observer's legal actions (`obs.legal()`) already listed.
#[must_use]
pub fn decide_among(obs: &TafelrundeObservation, legal: &[Action]) -> Option<Action> {
    policy_among(&obs.shell(), obs.seat, legal)
}

/// The search's rollout policy: the rules, with one decision in four at random.
#[must_use]
pub fn rollout(g: &Tafelrunde, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    if rng.below(4) == 0 {
        let legal = g.legal(seat);
        return legal.get(rng.index(legal.len())).copied();
    }
    policy(g, seat)
}

/// The rule-based choice of `seat` in `g`, reading only `seat`'s hand and the table.
#[must_use]
pub fn policy(g: &Tafelrunde, seat: Seat) -> Option<Action> {
    policy_among(g, seat, &g.legal(seat))
}

/// [`policy`] with `seat`'s legal actions in `g` already listed.
#[must_use]
pub fn policy_among(g: &Tafelrunde, seat: Seat, legal: &[Action]) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let choice = match g.phase() {
        Phase::Over => None,
        Phase::Sword { deferrable, .. } => Some(sword(g, seat, deferrable)),
        Phase::Play => Some(card(g, seat, legal)),
    };
    choice
        .filter(|a| legal.contains(a))
        .or(legal.first().copied())
}

/// How much a colour is worth to a hand: its cards, the high ones more.
fn colour_worth(hand: &[Card], c: Colour) -> u32 {
    hand.iter()
        .filter(|k| k.colour() == Some(c))
        .map(|k| 4 + u32::from(k.value().unwrap_or(0)))
        .sum()
}

/// The hand's strength under a ladder: each trump card counts by its place and value.
fn hand_under(hand: &[Card], ladder: &[Colour]) -> u32 {
    hand.iter()
        .filter_map(|k| {
            let p = place(ladder, k.colour()?) as u32;
            Some(p * (11 + u32::from(k.value()?)))
        })
        .sum()
}

/// TAF-7.2 to TAF-7.6.
fn sword(g: &Tafelrunde, seat: Seat, deferrable: bool) -> Action {
    if deferrable {
        return Action::Defer;
    }
    let hand = g.hand(seat);
    let ladder = g.ladder();
    if ladder.len() >= LADDER_PLACES {
        let mut best = (hand_under(hand, ladder), Action::Swap(1, 2));
        for a in 1..=LADDER_PLACES {
            for b in a + 1..=LADDER_PLACES {
                let mut l = ladder.to_vec();
                l.swap(a - 1, b - 1);
                let v = hand_under(hand, &l);
                if v > best.0 {
                    best = (v, Action::Swap(a as u8, b as u8));
                }
            }
        }
        return best.1;
    }
    let (worth, colour) = Colour::ALL
        .into_iter()
        .filter(|c| !ladder.contains(c))
        .map(|c| (colour_worth(hand, c), c))
        .max_by_key(|(w, c)| (*w, std::cmp::Reverse(c.index())))
        .unwrap_or((0, Colour::Red));
    // Two middling cards (or one high card and another) make a colour worth ranking.
    if worth >= 18 || !g.options.sword_declare_optional {
        Action::Declare(colour)
    } else {
        Action::Decline
    }
}

/// What keeping a card is worth: super-trumps most, then trumps by place, then value.
fn strength(c: Card, ladder: &[Colour]) -> u32 {
    match c {
        Card::Super(_) => 200,
        Card::Colour(col, v) => 12 * place(ladder, col) as u32 + u32::from(v),
    }
}

/// How much winning the current trick matters to `seat`.
fn stake(g: &Tafelrunde, seat: Seat) -> u32 {
    let finish = g.options.finish();
    let pawns = g.pawns();
    let mine = next_free(pawns, pawns[seat.index()], finish);
    if mine >= finish {
        return DECISIVE;
    }
    // Any rival one trick from King Arthur must be stopped.
    let rival_wins = Seat::all(g.seats())
        .filter(|s| *s != seat)
        .any(|s| next_free(pawns, pawns[s.index()], finish) >= finish);
    if rival_wins {
        return DECISIVE;
    }
    if g.options.is_sword(mine) {
        SWORD
    } else {
        PLAIN
    }
}

/// True when no unseen colour card can overtake `card` in this trick (super-trumps aside):
/// no higher card of its colour, and no card of a higher trump colour with someone after
/// `seat` free to throw it.
fn safe(g: &Tafelrunde, seat: Seat, card: Card, unseen: &Counts) -> bool {
    let n = g.seats();
    let after = n - 1 - g.trick().len();
    if after == 0 {
        return true;
    }
    let Card::Colour(col, v) = card else {
        return false;
    };
    let has = |c: Colour, above: u8| {
        (above + 1..=11).any(|x| unseen[Card::Colour(c, x).kind_index()] > 0)
    };
    if has(col, v) {
        return false;
    }
    let ladder = g.ladder();
    let mine = place(ladder, col);
    let led = led_colour(g.trick(), g.options.super_lead_frees_trick).unwrap_or(col);
    let later_void = (1..=after).any(|k| {
        let s = seat.offset(k as i64, n);
        g.voids(s) & (1 << led.index()) != 0
    });
    let free_to_trump = later_void || g.tricks_in_hand() >= 3 || led != col;
    !(free_to_trump
        && ladder
            .iter()
            .any(|c| place(ladder, *c) > mine && has(*c, 0)))
}

/// The card to play (TAF-4, TAF-5).
fn card(g: &Tafelrunde, seat: Seat, legal: &[Action]) -> Action {
    let ladder = g.ladder();
    let cards: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    let weakest = |v: &[Card]| v.iter().copied().min_by_key(|c| (strength(*c, ladder), *c));
    let frees = g.options.super_lead_frees_trick;
    let holds = |c: Card| {
        let mut t = g.trick().to_vec();
        t.push((seat, c));
        holding(&t, ladder, frees).map(|(s, _)| s) == Some(seat)
    };
    let unseen = unseen(g.hand(seat), g.discard(), g.trick());
    let stake = stake(g, seat);
    let last = g.trick().len() + 1 == g.seats();
    let winners: Vec<Card> = cards.iter().copied().filter(|c| holds(*c)).collect();
    let (supers, colours): (Vec<Card>, Vec<Card>) = winners.iter().partition(|c| c.is_super());
    let safe_colours: Vec<Card> = colours
        .iter()
        .copied()
        .filter(|c| safe(g, seat, *c, &unseen))
        .collect();
    let pick = if let Some(c) = weakest(&safe_colours) {
        // The cheapest card that surely holds (last seat: any holder does).
        Some(c)
    } else if !supers.is_empty() && (stake > PLAIN || (last && spare_supers(g, seat))) {
        // A super-trump for a trick that matters, or, last to play (nobody can answer it),
        // when the hand has no ordinary trick left to waste it on. Prefer the kind whose
        // answer (the other kind) has fewer unseen copies.
        let answer = |c: &Card| match c {
            Card::Super(_) => {
                let other = if *c == Card::KNIGHT {
                    Card::CREST
                } else {
                    Card::KNIGHT
                };
                unseen[other.kind_index()]
            }
            Card::Colour(..) => 0,
        };
        supers.iter().copied().min_by_key(|c| (answer(c), *c))
    } else if stake == DECISIVE && !colours.is_empty() {
        // Everything on it: the strongest colour card that holds for now.
        colours.iter().copied().max_by_key(|c| strength(*c, ladder))
    } else {
        None
    };
    let c = pick
        .or_else(|| {
            // Nothing wins for sure: keep the super-trumps and throw the weakest card.
            let plain: Vec<Card> = cards.iter().copied().filter(|c| !c.is_super()).collect();
            weakest(if plain.is_empty() { &cards } else { &plain })
        })
        .unwrap_or(Card::KNIGHT);
    Action::Play(c)
}

/// True when `seat`'s hand is (almost) all super-trumps: every card is played by the end of
/// the hand, so one of them may as well take an ordinary trick now.
fn spare_supers(g: &Tafelrunde, seat: Seat) -> bool {
    let hand = g.hand(seat);
    let supers = hand.iter().filter(|c| c.is_super()).count();
    hand.len() <= supers + 1
}
