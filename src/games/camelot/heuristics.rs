//! The rule-based Camelot player (Easy, and the base of the search's rollouts).
//!
//! It reads only what its seat may know: its own hand and the table. Called on an
//! observation's [`CamelotObservation::shell`] (`with_shell`), the other hands hold
//! placeholders it never looks at. Its habits, from the issue and CAM-17.6:
//! * it announces the colour where its hand is strongest, preferring colours it lacks;
//! * it fights only for tournaments worth winning (a colour it lacks, purple, or to stop a
//!   player one colour from victory) and only while its hand can still reach the lead;
//!   otherwise it withdraws at once and keeps its cards;
//! * it keeps action cards until one gains enough (a Riposte on the leader, a Dodge of his best
//!   card, a colour change that turns a lost tournament…);
//! * it cancels with Lancelot the action cards that hurt it most, or any card of a player
//!   about to win the game;
//! * it avoids Maidens unless one settles the lead, and returns its cheapest token.

use super::actions::{Action, TokenReason};
use super::cards::{ActionCard, Card, Colour};
use super::observe::CamelotObservation;
use super::state::{Camelot, Phase, display_total};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// What an action card must gain (in total points, roughly) before the player spends it.
const KEEP_ACTION_FOR: i32 = 3;

/// The rule-based choice from an observation.
#[must_use]
pub fn decide(obs: &CamelotObservation, rng: &mut GameRng) -> Option<Action> {
    obs.with_shell(|g| policy(g, obs.seat, rng))
}

/// [`decide`] with the observer's legal actions (`obs.legal()`) already listed.
#[must_use]
pub fn decide_among(
    obs: &CamelotObservation,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    obs.with_shell(|g| policy_among(g, obs.seat, legal, rng))
}

/// The rule-based choice of `seat` in `g`, reading only `seat`'s hand and the table.
#[must_use]
pub fn policy(g: &Camelot, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    policy_among(g, seat, &g.legal(seat), rng)
}

/// [`policy`] with `seat`'s legal actions in `g` already listed.
#[must_use]
pub fn policy_among(
    g: &Camelot,
    seat: Seat,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let choice = match g.phase() {
        Phase::Over => None,
        Phase::Announce => announce(g, seat, legal),
        Phase::Lancelot { pending, .. } => Some(window(g, seat, pending, legal)),
        // CAM-10.13: keep the earliest copy; the column's order stays as it was.
        Phase::Adapt { .. } => legal.first().copied(),
        Phase::Token { reason, .. } => token(reason, legal),
        Phase::Play => Some(turn(g, seat, legal, rng, true)),
    };
    choice
        .filter(|a| legal.contains(a))
        .or(legal.first().copied())
}

/// Potential of a colour for `seat`'s hand: the points it could lay (green: cards).
fn strength(g: &Camelot, seat: Seat, c: Colour) -> i32 {
    let hand = g.hand(seat);
    let mut maiden = false;
    let mut total = 0;
    for k in hand {
        let counts = match k {
            Card::Colour(col, _) => *col == c,
            Card::Squire(_) => true,
            Card::Maiden if !maiden => {
                maiden = true;
                true
            }
            _ => false,
        };
        if counts {
            total += if c == Colour::Green {
                1
            } else {
                i32::from(k.printed())
            };
        }
    }
    total
}

fn announce(g: &Camelot, seat: Seat, legal: &[Action]) -> Option<Action> {
    legal.iter().copied().max_by_key(|a| {
        let Action::Announce(c) = a else {
            return i32::MIN;
        };
        // Green needs many cards to count; scale it to the others' points.
        let s = if *c == Colour::Green {
            strength(g, seat, *c) * 3
        } else {
            strength(g, seat, *c)
        };
        let lack = if *c == Colour::Purple || !g.owns(seat, *c) {
            8
        } else {
            0
        };
        s + lack
    })
}

/// True if this tournament is worth fighting for (see the module notes).
fn worth(g: &Camelot, seat: Seat) -> bool {
    let c = g.colour().unwrap_or(Colour::Red);
    if c == Colour::Purple || !g.owns(seat, c) {
        return true;
    }
    let need = g.colours_needed();
    Seat::all(g.seats())
        .any(|o| o != seat && g.in_tournament(o) && !g.owns(o, c) && g.colours_owned(o) + 1 >= need)
}

/// The best total among the other players still in.
fn best_other(g: &Camelot, seat: Seat) -> i32 {
    Seat::all(g.seats())
        .filter(|o| *o != seat && g.in_tournament(*o))
        .map(|o| g.total(o) as i32)
        .max()
        .unwrap_or(0)
}

/// Points the display cards of `seat`'s hand could still add this turn.
fn potential(g: &Camelot, seat: Seat, legal: &[Action]) -> i32 {
    let green = g.colour() == Some(Colour::Green);
    let value = |c: Card| if green { 1 } else { i32::from(c.printed()) };
    // The sum of the playable cards' points, and the best one for a stunned player.
    let (mut sum, mut best) = (0, 0);
    let mut maiden = g.display(seat).contains(&Card::Maiden);
    for k in g.hand(seat) {
        let playable = legal.contains(&Action::Play(*k));
        if !playable {
            continue;
        }
        if *k == Card::Maiden {
            if maiden {
                continue;
            }
            maiden = true;
        }
        sum += value(*k);
        best = best.max(value(*k));
    }
    if g.stunned() == Some(seat) {
        return best;
    }
    sum
}

fn turn(
    g: &Camelot,
    seat: Seat,
    legal: &[Action],
    rng: &mut GameRng,
    with_actions: bool,
) -> Action {
    let flags = g.turn_flags();
    // The display cards it may play, in the legal list's order.
    let plays = || {
        legal.iter().filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
    };
    if flags.opening {
        // CAM-5.6: open with the smallest colour card, keeping supporters for later.
        let open = plays()
            .filter(|c| c.colour().is_some())
            .min_by_key(|c| c.printed())
            .or_else(|| plays().min_by_key(|c| c.printed()));
        return open.map_or(legal[0], Action::Play);
    }
    let mine = g.total(seat) as i32;
    let other = best_other(g, seat);
    let can_stay = legal.contains(&Action::Stay);
    if can_stay && mine > other {
        return Action::Stay;
    }
    if !worth(g, seat) {
        return Action::Withdraw;
    }
    // An action card that gains enough now.
    if with_actions && let Some(a) = best_action_card(g, seat, legal, mine, other) {
        return a;
    }
    let need = other + 1 - mine;
    if need <= 0 {
        // Ahead but nothing played yet: the cheapest card that keeps us in.
        return plays()
            .filter(|c| *c != Card::Maiden)
            .min_by_key(|c| c.printed())
            .map_or(Action::Withdraw, Action::Play);
    }
    if potential(g, seat, legal) < need {
        return Action::Withdraw;
    }
    // Spend as little as possible: the smallest card that closes the gap, else the largest.
    let green = g.colour() == Some(Colour::Green);
    let value = |c: &Card| if green { 1 } else { i32::from(c.printed()) };
    let closing = plays()
        .filter(|c| value(c) >= need)
        .min_by_key(|c| (value(c), *c == Card::Maiden));
    let pick = closing.or_else(|| {
        let only = plays().count() == 1;
        plays()
            .filter(|c| *c != Card::Maiden || only)
            .max_by_key(|c| value(c))
    });
    match pick {
        Some(c) => Action::Play(c),
        None => legal[rng.index(legal.len())],
    }
}

/// Totals after an action card's effect, as `(mine, best other)`; `None` when the effect is
/// not on displays or colours.
fn totals_after(g: &Camelot, seat: Seat, a: Action) -> Option<(i32, i32)> {
    let mut t = g.clone();
    match a {
        Action::Adapt => {
            // Every affected owner keeps one card per value; estimate with the first copies.
            t.resolve(a, &mut ());
            while let Phase::Adapt { seat: p, value } = t.phase() {
                let keep = t.display(p).iter().position(|c| c.printed() == value)?;
                t.apply(p, Action::Keep(keep as u8), &mut ());
            }
        }
        Action::KnockDown(_) | Action::Shield | Action::Stunned(_) => return None,
        _ => t.resolve(a, &mut ()),
    }
    Some((t.total(seat) as i32, best_other(&t, seat)))
}

/// The action card worth playing now, if any: the one that improves the lead most, above
/// [`KEEP_ACTION_FOR`], or a free gain (Knock Down, Shield when ahead, Stunned on a rival).
fn best_action_card(
    g: &Camelot,
    seat: Seat,
    legal: &[Action],
    mine: i32,
    other: i32,
) -> Option<Action> {
    let mut best: Option<(i32, Action)> = None;
    for &a in legal {
        if !a.is_action_card() {
            continue;
        }
        let gain = match a {
            Action::KnockDown(t) => 2 + i32::from(g.hand(t).len() > 3),
            Action::Shield => {
                if g.display(seat).len() >= 2 && mine >= other {
                    3
                } else {
                    0
                }
            }
            Action::Stunned(t) => {
                if g.total(t) as i32 == other && other >= mine {
                    3
                } else {
                    0
                }
            }
            Action::Unhorse(c) | Action::ChangeWeapon(c) => colour_gain(g, seat, c, mine, other),
            Action::DropWeapon => colour_gain(g, seat, Colour::Green, mine, other),
            _ => match totals_after(g, seat, a) {
                Some((m, o)) => (m - o) - (mine - other),
                None => 0,
            },
        };
        if gain >= KEEP_ACTION_FOR && best.is_none_or(|(b, _)| gain > b) {
            best = Some((gain, a));
        }
    }
    best.map(|(_, a)| a)
}

/// What changing the colour to `c` is worth: the lead we could reach after it, compared
/// with now.
fn colour_gain(g: &Camelot, seat: Seat, c: Colour, mine: i32, other: i32) -> i32 {
    let cur = g.colour().unwrap_or(Colour::Red);
    let reach = |col: Colour| {
        let me = display_total(g.display(seat), col) as i32;
        let them = Seat::all(g.seats())
            .filter(|o| *o != seat && g.in_tournament(*o))
            .map(|o| display_total(g.display(o), col) as i32)
            .max()
            .unwrap_or(0);
        let hand = strength(g, seat, col);
        me + hand - them
    };
    let _ = (mine, other);
    reach(c) - reach(cur)
}

/// CAM-11: cancel what hurts most, or anything from a player about to win the game.
fn window(g: &Camelot, seat: Seat, pending: Action, legal: &[Action]) -> Action {
    if !legal.contains(&Action::Cancel) {
        return Action::Pass;
    }
    let actor = g.active();
    let about_to_win = g.colours_owned(actor) + 1 >= g.colours_needed()
        && g.colour()
            .is_some_and(|c| c == Colour::Purple || !g.owns(actor, c));
    let aimed_at_me = match pending {
        Action::BreakLance(t)
        | Action::Riposte(t)
        | Action::Dodge(t, _)
        | Action::Stunned(t)
        | Action::Outwit { target: t, .. } => t == seat && !g.display(seat).is_empty(),
        Action::KnockDown(t) => t == seat,
        _ => false,
    };
    let loss = match pending {
        Action::Outmaneuver
        | Action::Charge
        | Action::Countercharge
        | Action::Disgrace
        | Action::Adapt => {
            let before = g.total(seat) as i32;
            totals_after(g, seat, pending).map_or(0, |(m, _)| before - m)
        }
        _ => 0,
    };
    if about_to_win || aimed_at_me || loss >= 4 {
        Action::Cancel
    } else {
        Action::Pass
    }
}

/// CAM-8.3: take the hardest colour to win (purple first); CAM-7.7: return the easiest.
fn token(reason: TokenReason, legal: &[Action]) -> Option<Action> {
    let order: [Colour; 5] = match reason {
        TokenReason::PurpleWin => Colour::ALL,
        TokenReason::MaidenPenalty => [
            Colour::Green,
            Colour::Yellow,
            Colour::Blue,
            Colour::Red,
            Colour::Purple,
        ],
    };
    order
        .into_iter()
        .map(Action::Token)
        .find(|a| legal.contains(a))
}

/// True if `a` plays the Lancelot card.
#[must_use]
pub fn is_lancelot(a: Action) -> bool {
    a.card() == Some(Card::Action(ActionCard::Ivanhoe))
}

/// The cheap policy that finishes simulated games inside the search: the same habits without
/// action cards (no copies of the state), and one decision in eight at random so that every
/// card gets tried.
#[must_use]
pub fn rollout(g: &Camelot, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    if rng.below(8) == 0 {
        let legal = g.legal(seat);
        return legal.get(rng.index(legal.len())).copied();
    }
    let lite: Vec<Action> = match g.phase() {
        Phase::Over => return None,
        Phase::Play if g.active() == seat => {
            let hand = g.hand(seat);
            let mut out: Vec<Action> = Vec::with_capacity(hand.len() + 2);
            for (k, c) in hand.iter().enumerate() {
                if c.is_display_card() && (k == 0 || hand[k - 1] != *c) {
                    let a = Action::Play(*c);
                    if g.check(seat, &a).is_ok() {
                        out.push(a);
                    }
                }
            }
            for a in [Action::Stay, Action::Withdraw] {
                if g.check(seat, &a).is_ok() {
                    out.push(a);
                }
            }
            out
        }
        Phase::Lancelot { .. } => return Some(Action::Pass),
        _ => return policy(g, seat, rng),
    };
    if lite.is_empty() {
        return None;
    }
    Some(turn(g, seat, &lite, rng, false))
}
