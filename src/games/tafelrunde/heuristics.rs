//! The rule-based Tafelrunde player (Easy, and the search's rollouts).
//!
//! It reads only what its seat may know: its own hand and the table ([`SeatView`], from the
//! state or from an observation).
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
use super::tricks::{TrickTop, led_colour, place};
use super::view::SeatView;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Worth of an ordinary trick, of one landing on a sword, and of one deciding the game.
const PLAIN: u32 = 1;
const SWORD: u32 = 2;
const DECISIVE: u32 = 10;

/// The rule-based choice from an observation (Easy's random slips are added by
/// `bot::choose`).
#[must_use]
pub fn decide(obs: &TafelrundeObservation, _rng: &mut GameRng) -> Option<Action> {
    let view = obs.view();
    policy_among(&view, &view.legal())
}

/// [`decide`] with the observer's legal actions (`obs.legal()`) already listed.
#[must_use]
pub fn decide_among(obs: &TafelrundeObservation, legal: &[Action]) -> Option<Action> {
    policy_among(&obs.view(), legal)
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
    let view = g.view(seat);
    policy_among(&view, &view.legal())
}

/// The rule-based choice of the viewing seat among its legal actions, `legal`.
#[must_use]
pub fn policy_among(v: &SeatView, legal: &[Action]) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let choice = match v.phase {
        Phase::Over => None,
        Phase::Sword { deferrable, .. } => Some(sword(v, deferrable)),
        Phase::Play => Some(card(v, legal)),
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
fn sword(v: &SeatView, deferrable: bool) -> Action {
    if deferrable {
        return Action::Defer;
    }
    let hand = v.hand;
    let ladder = v.ladder;
    if ladder.len() >= LADDER_PLACES {
        let mut best = (hand_under(hand, ladder), Action::Swap(1, 2));
        // Each swap tried on one copy of the ladder, swapped back after.
        let mut l = ladder.to_vec();
        for a in 1..=LADDER_PLACES {
            for b in a + 1..=LADDER_PLACES {
                l.swap(a - 1, b - 1);
                let worth = hand_under(hand, &l);
                l.swap(a - 1, b - 1);
                if worth > best.0 {
                    best = (worth, Action::Swap(a as u8, b as u8));
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
    if worth >= 18 || !v.options.sword_declare_optional {
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

/// How much winning the current trick matters to the viewing seat.
fn stake(v: &SeatView) -> u32 {
    let finish = v.options.finish();
    let pawns = v.pawns;
    let mine = next_free(pawns, pawns[v.seat.index()], finish);
    if mine >= finish {
        return DECISIVE;
    }
    // Any rival one trick from King Arthur must be stopped.
    let rival_wins = Seat::all(v.seats)
        .filter(|s| *s != v.seat)
        .any(|s| next_free(pawns, pawns[s.index()], finish) >= finish);
    if rival_wins {
        return DECISIVE;
    }
    if v.options.is_sword(mine) {
        SWORD
    } else {
        PLAIN
    }
}

/// True when no unseen colour card can overtake `card` in this trick (super-trumps aside):
/// no higher card of its colour, and no card of a higher trump colour with someone after
/// the viewing seat free to throw it.
fn safe(v: &SeatView, card: Card, unseen: &Counts) -> bool {
    let n = v.seats;
    let after = n - 1 - v.trick.len();
    if after == 0 {
        return true;
    }
    let Card::Colour(col, value) = card else {
        return false;
    };
    let has = |c: Colour, above: u8| {
        (above + 1..=11).any(|x| unseen[Card::Colour(c, x).kind_index()] > 0)
    };
    if has(col, value) {
        return false;
    }
    let ladder = v.ladder;
    let mine = place(ladder, col);
    let led = led_colour(v.trick, v.options.super_lead_frees_trick).unwrap_or(col);
    let later_void = (1..=after).any(|k| {
        let s = v.seat.offset(k as i64, n);
        v.voids_of(s) & (1 << led.index()) != 0
    });
    let free_to_trump = later_void || v.tricks_in_hand >= 3 || led != col;
    !(free_to_trump
        && ladder
            .iter()
            .any(|c| place(ladder, *c) > mine && has(*c, 0)))
}

/// The card to play (TAF-4, TAF-5).
///
/// One pass over the playable cards, in the legal list's order, keeps what the choice
/// reads: the weakest safe colour card that holds, the super-trump that holds with the
/// fewest unseen answers, the strongest colour card that holds (the last of equals, as
/// `max_by_key`) and the weakest card, plain or any (issue 31: this was a list per step).
/// The unseen cards are counted only when a holding card asks.
fn card(v: &SeatView, legal: &[Action]) -> Action {
    let ladder = v.ladder;
    let stake = stake(v);
    let last = v.trick.len() + 1 == v.seats;
    let top = TrickTop::new(v.trick, ladder, v.options.super_lead_frees_trick);
    let mut unseen_counts: Option<Counts> = None;
    // Each best so far with the key it won on: (key, card).
    let mut safe_colour: Option<((u32, Card), Card)> = None;
    let mut super_holder: Option<((u8, Card), Card)> = None;
    let mut strongest_colour: Option<(u32, Card)> = None;
    let mut weakest_plain: Option<((u32, Card), Card)> = None;
    let mut weakest_any: Option<((u32, Card), Card)> = None;
    let lower =
        |best: &Option<((u32, Card), Card)>, key: (u32, Card)| best.is_none_or(|(k, _)| key < k);
    for c in legal.iter().filter_map(|a| match a {
        Action::Play(c) => Some(*c),
        _ => None,
    }) {
        let weak = (strength(c, ladder), c);
        if lower(&weakest_any, weak) {
            weakest_any = Some((weak, c));
        }
        if !c.is_super() && lower(&weakest_plain, weak) {
            weakest_plain = Some((weak, c));
        }
        if !top.taken_by(c, ladder) {
            continue;
        }
        let unseen = unseen_counts.get_or_insert_with(|| unseen(v.hand, v.discard, v.trick));
        if c.is_super() {
            // Prefer the kind whose answer (the other kind) has fewer unseen copies.
            let other = if c == Card::KNIGHT {
                Card::CREST
            } else {
                Card::KNIGHT
            };
            let key = (unseen[other.kind_index()], c);
            if super_holder.is_none_or(|(k, _)| key < k) {
                super_holder = Some((key, c));
            }
            continue;
        }
        if strongest_colour.is_none_or(|(k, _)| weak.0 >= k) {
            strongest_colour = Some((weak.0, c));
        }
        if lower(&safe_colour, weak) && safe(v, c, unseen) {
            safe_colour = Some((weak, c));
        }
    }
    let pick = if let Some((_, c)) = safe_colour {
        // The cheapest card that surely holds (last seat: any holder does).
        Some(c)
    } else if super_holder.is_some() && (stake > PLAIN || (last && spare_supers(v))) {
        // A super-trump for a trick that matters, or, last to play (nobody can answer it),
        // when the hand has no ordinary trick left to waste it on.
        super_holder.map(|(_, c)| c)
    } else if stake == DECISIVE && strongest_colour.is_some() {
        // Everything on it: the strongest colour card that holds for now.
        strongest_colour.map(|(_, c)| c)
    } else {
        None
    };
    // Nothing wins for sure: keep the super-trumps and throw the weakest card.
    let c = pick
        .or(weakest_plain.map(|(_, c)| c))
        .or(weakest_any.map(|(_, c)| c))
        .unwrap_or(Card::KNIGHT);
    Action::Play(c)
}

/// True when the viewing seat's hand is (almost) all super-trumps: every card is played by
/// the end of the hand, so one of them may as well take an ordinary trick now.
fn spare_supers(v: &SeatView) -> bool {
    let hand = v.hand;
    let supers = hand.iter().filter(|c| c.is_super()).count();
    hand.len() <= supers + 1
}
