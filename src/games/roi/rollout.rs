//! The cheap playing policy that finishes simulated positions inside the IS-MCTS search
//! ([`tr_core::policy::RuleBased::rollout`]).
//!
//! It reads the (determinized) state directly, works on card sets only and allocates
//! nothing. One card in eight is a uniformly random legal card, so that simulations stay
//! diverse; otherwise, per contract:
//!
//! * contracts 1–5, and 6 in its last two tricks (ROI-3.1 to ROI-3.6): following suit, the
//!   highest card that still loses to the winning card, else the highest card (last to
//!   play: the highest that is not itself a penalty card); void, the most dangerous card
//!   (the contract's highest penalty card, else the highest rank); leading, the lowest
//!   card of a random suit, penalty cards last;
//! * contract 6 before its last two tricks: the highest legal card (tricks cost nothing
//!   yet, ROI-6.7);
//! * contracts 7–10 (ROI-3.7 to ROI-3.10): following suit, the cheapest card that beats
//!   the winning card, else the lowest; void, the cheapest trump that wins, else the
//!   lowest side card; leading, the highest card of a longest suit.

use super::contracts::Contract;
use super::legal::legal_set;
use super::sim::Bits;
use super::state::{Roi, SEATS, TRICKS, rank_cards, top_rank};
use tr_core::cards::{Card, CardSet, Rank, Suit};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// One card in `RANDOM_IN` is uniformly random.
const RANDOM_IN: u32 = 8;

/// The rollout policy's card for `seat`, `None` when it has nothing to play.
#[must_use]
pub fn rollout(g: &Roi, seat: Seat, rng: &mut GameRng) -> Option<Card> {
    let legal = legal_set(g, seat);
    if legal.0 & legal.0.wrapping_sub(1) == 0 {
        // No card, or a single one: nothing to choose.
        return lowest(legal);
    }
    // One draw of the searcher's stream for all the choices of this card.
    let mut r = Bits::from_rng(rng);
    if r.pick(RANDOM_IN) == 0 {
        return nth(legal, r.pick(legal.len() as u32));
    }
    let trick = g.current_trick();
    let card = match g.contract() {
        Contract::Trumps(t) => trumps(g.hand(seat), legal, trick, t, &mut r),
        Contract::NotLastTrick if g.tricks().len() < TRICKS - 2 => top_card(legal, &mut r),
        c => penalty(legal, trick, c, &mut r),
    };
    // Every branch picks within `legal`; never let a slip become an illegal card.
    card.filter(|c| legal.contains(*c))
        .or_else(|| lowest(legal))
}

/// The cards whose capture a penalty contract punishes (ROI-6.3 to ROI-6.6).
#[must_use]
pub fn penalty_cards(contract: Contract) -> CardSet {
    match contract {
        Contract::NoHearts => CardSet::FULL.of_suit(Suit::Hearts),
        Contract::NoKingsOrJacks => rank_cards(Rank::KING).union(rank_cards(Rank::JACK)),
        Contract::NoQueens => rank_cards(Rank::QUEEN),
        Contract::NoKings => rank_cards(Rank::KING),
        _ => CardSet::EMPTY,
    }
}

fn penalty(
    legal: CardSet,
    trick: &[(Seat, Card)],
    contract: Contract,
    r: &mut Bits,
) -> Option<Card> {
    let bad = penalty_cards(contract);
    let Some(win) = winning(trick, None) else {
        // Leading: low, from a random suit, keeping penalty cards back.
        let from = prefer(legal.minus(bad), legal);
        return lowest(from.of_suit(random_suit(from, r)?));
    };
    let follow = legal.of_suit(win.suit());
    if !follow.is_empty() {
        // Following (the winning card is of the led suit: no trumps here).
        let under = CardSet(follow.0 & ((1u64 << win.index()) - 1));
        if !under.is_empty() {
            return highest(under);
        }
        if trick.len() == SEATS - 1 {
            // Last to play and taking the trick anyway: shed the highest safe card.
            return highest(prefer(follow.minus(bad), follow));
        }
        return highest(follow);
    }
    // Void: rid the hand of its most dangerous card.
    top_card(prefer(legal.intersection(bad), legal), r)
}

fn trumps(
    hand: CardSet,
    legal: CardSet,
    trick: &[(Seat, Card)],
    trump: Suit,
    r: &mut Bits,
) -> Option<Card> {
    let Some(win) = winning(trick, Some(trump)) else {
        // Leading: the highest card of a longest suit.
        let longest = Suit::ALL.iter().map(|s| hand.of_suit(*s).len()).max()?;
        let mut suits = CardSet::EMPTY;
        for s in Suit::ALL {
            if hand.of_suit(s).len() == longest {
                suits = suits.union(hand.of_suit(s));
            }
        }
        return highest(suits.of_suit(random_suit(suits, r)?));
    };
    let led = trick.first().map_or(win.suit(), |(_, c)| c.suit());
    let follow = legal.of_suit(led);
    if !follow.is_empty() {
        if win.suit() == led {
            // Win as cheaply as possible.
            if let Some(c) = lowest(above(follow, win)) {
                return Some(c);
            }
        }
        return lowest(follow);
    }
    let trumps = legal.of_suit(trump);
    let ruff = if win.suit() == trump {
        above(trumps, win)
    } else {
        trumps
    };
    if let Some(c) = lowest(ruff) {
        return Some(c);
    }
    // Cannot win: throw the lowest card, a side card if possible.
    bottom_card(prefer(legal.minus(trumps), legal), r)
}

/// The card winning the trick on the table so far (the engine's rule, ROI-5.1, ROI-5.2).
fn winning(trick: &[(Seat, Card)], trump: Option<Suit>) -> Option<Card> {
    super::tricks::holding(trick, trump).map(|(_, c)| c)
}

/// `a` unless it is empty, then `b`.
fn prefer(a: CardSet, b: CardSet) -> CardSet {
    if a.is_empty() { b } else { a }
}

/// The cards of `set` of `c`'s suit ranked above it.
fn above(set: CardSet, c: Card) -> CardSet {
    CardSet(set.0 & !((2u64 << c.index()) - 1)).of_suit(c.suit())
}

/// Lowest card by index: within one suit, the lowest rank.
fn lowest(set: CardSet) -> Option<Card> {
    Card::from_index(set.0.trailing_zeros() as u8)
}

/// Highest card by index: within one suit, the highest rank.
fn highest(set: CardSet) -> Option<Card> {
    if set.is_empty() {
        return None;
    }
    Card::from_index(63 - set.0.leading_zeros() as u8)
}

/// The `n`th card of `set` in canonical order.
fn nth(set: CardSet, n: u32) -> Option<Card> {
    let mut bits = set.0;
    for _ in 0..n {
        bits &= bits.wrapping_sub(1);
    }
    lowest(CardSet(bits))
}

/// A random suit among those `set` holds cards of.
fn random_suit(set: CardSet, r: &mut Bits) -> Option<Suit> {
    let held: CardSet = CardSet(
        Suit::ALL
            .iter()
            .filter(|s| !set.of_suit(**s).is_empty())
            .fold(0, |m, s| m | 1 << (13 * *s as u64)),
    );
    nth(held, r.pick(held.len() as u32)).map(Card::suit)
}

/// A card of the highest rank in `set`, any suit (ties at random).
fn top_card(set: CardSet, r: &mut Bits) -> Option<Card> {
    let top = set.intersection(rank_cards(top_rank(set)?));
    nth(top, r.pick(top.len() as u32))
}

/// A card of the lowest rank in `set`, any suit (ties at random).
fn bottom_card(set: CardSet, r: &mut Bits) -> Option<Card> {
    let b = set.0;
    let ranks = (b | b >> 13 | b >> 26 | b >> 39) & 0x1FFF;
    if ranks == 0 {
        return None;
    }
    let low = set.intersection(rank_cards(Rank(ranks.trailing_zeros() as u8 + 2)));
    nth(low, r.pick(low.len() as u32))
}
