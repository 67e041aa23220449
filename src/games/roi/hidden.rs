//! Re-dealing what one seat cannot see, exactly uniformly among the deals it cannot rule
//! out (ROI-11.1, ROI-11.3 to ROI-11.5).
//!
//! What a seat knows of the other three hands is, per hand, its size and a set of cards it
//! may hold (the unseen cards minus its public voids and contract-1 rank caps). Group the
//! unseen cards by *which* of the three seats may hold them: seven groups. A deal is
//! consistent exactly when each group's cards go to seats of the group and every seat gets
//! its hand size. How many cards each group gives each seat has three free numbers (one per
//! two-seat group; the three-seat group's split then follows from the hand sizes), and a
//! split with counts `x` is reached by `∏ multinomial(group; x)` deals. So the sampler
//! enumerates the splits (one when nobody has shown a void), draws one with probability
//! proportional to its number of deals, then deals each group's cards at random under that
//! split: every consistent deal has probability `1 / (number of consistent deals)`.
//!
//! Everything is read from public state (the cards played, the hand sizes, the voids) and
//! the seat's own hand, never from how the hidden cards really lie, and everything is
//! integer arithmetic, so a search is reproducible natively and in WebAssembly.

use super::sim::SimRng;
use super::state::{Roi, SEATS};
use std::sync::LazyLock;
use tr_core::cards::{Card, CardSet};
use tr_core::seats::{PerSeat, Seat};

/// The largest group of hidden cards: three hands of thirteen.
const MAX_POOL: usize = 3 * 13;

/// Binomial coefficients `C(n, k)` for `n, k ≤ 39`, built once.
static PASCAL: LazyLock<[[u64; MAX_POOL + 1]; MAX_POOL + 1]> = LazyLock::new(|| {
    let mut t = [[0u64; MAX_POOL + 1]; MAX_POOL + 1];
    for n in 0..=MAX_POOL {
        t[n][0] = 1;
        for k in 1..=n {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
        }
    }
    t
});

/// What a seat can infer of the three other hands, clockwise from its left.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hidden {
    pub(super) others: [Seat; 3],
    pub(super) sizes: [usize; 3],
    /// Cards each may hold (ROI-11.3, ROI-11.4; ROI-11.5: trumps are never ruled out).
    pub(super) possible: [CardSet; 3],
}

impl Roi {
    /// What `seat` can infer of the other hands, from public state and its own hand.
    pub(super) fn hidden(&self, seat: Seat) -> Hidden {
        let unseen = CardSet::FULL
            .minus(self.played)
            .minus(self.hands[seat.index()]);
        let others = [1, 2, 3].map(|k| seat.offset(k, SEATS));
        Hidden {
            others,
            sizes: others.map(|s| self.hands[s.index()].len()),
            possible: others.map(|s| unseen.minus(self.excluded[s.index()])),
        }
    }

    /// Every seat's possible cards as `seat` infers them (its own hand for itself): the
    /// same sets as [`super::RoiObservation::possible_cards`], computed from the state.
    #[must_use]
    pub fn possible_cards(&self, seat: Seat) -> PerSeat<CardSet> {
        self.hidden(seat).possible_cards(self, seat)
    }

    /// How many deals of the hidden cards `seat` cannot rule out (0 once the game is over
    /// or if the count does not fit 64 bits, which a Roi deal never reaches).
    #[must_use]
    pub fn consistent_deals(&self, seat: Seat) -> u64 {
        if self.phase == super::state::Phase::Over {
            return 0;
        }
        self.hidden(seat).count()
    }
}

impl Hidden {
    /// Every seat's possible cards, `seat`'s own hand for itself.
    pub(super) fn possible_cards(&self, g: &Roi, seat: Seat) -> PerSeat<CardSet> {
        let mut p = PerSeat(Vec::with_capacity(SEATS));
        self.possible_cards_into(g, seat, &mut p);
        p
    }

    /// [`Hidden::possible_cards`] written over `p`, its list reused.
    pub(super) fn possible_cards_into(&self, g: &Roi, seat: Seat, p: &mut PerSeat<CardSet>) {
        p.0.clear();
        p.0.resize(SEATS, CardSet::EMPTY);
        p[seat] = g.hands[seat.index()];
        for (s, set) in self.others.iter().zip(self.possible) {
            p[*s] = set;
        }
    }

    /// The unseen cards.
    fn pool(&self) -> CardSet {
        self.possible
            .iter()
            .fold(CardSet::EMPTY, |a, p| a.union(*p))
    }

    /// How many deals are consistent with what is known (0 when none is, or when the
    /// position is not one play can reach).
    #[must_use]
    pub(super) fn count(&self) -> u64 {
        Groups::new(self).map_or(0, |g| g.total())
    }

    /// A uniformly random consistent deal of the hidden cards, one hand per seat of
    /// `others`; `None` when there is none (never for a position reached by play).
    pub(super) fn sample(&self, rng: &mut SimRng) -> Option<[CardSet; 3]> {
        let groups = Groups::new(self)?;
        let total = groups.total();
        if total == 0 {
            return None;
        }
        let mut r = rng.below_u64(total);
        let mut chosen = None;
        groups.splits(|split, w| {
            if r < w {
                chosen = Some(split);
                return Some(true);
            }
            r -= w;
            Some(false)
        });
        let split = chosen?;
        let mut hands = [CardSet::EMPTY; 3];
        for (m, cards) in groups.cards.iter().enumerate().skip(1) {
            deal_group(*cards, split[m], &mut hands, rng);
        }
        Some(hands)
    }
}

/// The unseen cards grouped by the set of seats that may hold them: `cards[m]` are those
/// whose seats are the bits of `m` (bit `i` = `others[i]`).
struct Groups {
    cards: [CardSet; 8],
    n: [usize; 8],
    sizes: [usize; 3],
}

/// Per group, how many of its cards each seat gets.
type Split = [[usize; 3]; 8];

impl Groups {
    fn new(h: &Hidden) -> Option<Groups> {
        let pool = h.pool();
        let mut cards = [CardSet::EMPTY; 8];
        for (m, g) in cards.iter_mut().enumerate().skip(1) {
            *g = (0..3).fold(pool, |acc, i| {
                if m >> i & 1 == 1 {
                    acc.intersection(h.possible[i])
                } else {
                    acc.minus(h.possible[i])
                }
            });
        }
        let n = cards.map(CardSet::len);
        let fits = pool.len() == h.sizes.iter().sum::<usize>() && pool.len() <= MAX_POOL;
        fits.then_some(Groups {
            cards,
            n,
            sizes: h.sizes,
        })
    }

    /// The number of consistent deals (0 if it could not be counted).
    fn total(&self) -> u64 {
        let mut total = 0u64;
        let ok = self.splits(|_, w| {
            total = total.checked_add(w)?;
            Some(false)
        });
        if ok { total } else { 0 }
    }

    /// Calls `visit(split, deals)` for every split of the groups among the seats that
    /// gives each seat its hand size, with the number of deals that realise it, until
    /// `visit` answers `Some(true)`. Returns false when `visit` answered `None`.
    fn splits(&self, mut visit: impl FnMut(Split, u64) -> Option<bool>) -> bool {
        let c = &*PASCAL;
        let n = self.n;
        let [s0, s1, _] = self.sizes.map(|s| s as i64);
        let ni = n.map(|x| x as i64);
        // a: group {0,1} cards to seat 0; b: group {0,2} cards to seat 0; d: group {1,2}
        // cards to seat 1; t0, t1: group {0,1,2} cards to seats 0 and 1.
        for a in 0..=n[3] {
            for b in 0..=n[5] {
                let t0 = s0 - ni[1] - a as i64 - b as i64;
                if t0 < 0 {
                    break;
                }
                if t0 > ni[7] {
                    continue;
                }
                for d in 0..=n[6] {
                    let t1 = s1 - ni[2] - (ni[3] - a as i64) - d as i64;
                    if t1 < 0 {
                        break;
                    }
                    if t0 + t1 > ni[7] {
                        continue;
                    }
                    let (t0, t1) = (t0 as usize, t1 as usize);
                    let t2 = n[7] - t0 - t1;
                    // No overflow: every product counts some of the deals of at most 39
                    // cards into three hands, at most 39! / (13!)³ < 2⁵⁷.
                    let w = c[n[3]][a]
                        .wrapping_mul(c[n[5]][b])
                        .wrapping_mul(c[n[6]][d])
                        .wrapping_mul(c[n[7]][t0])
                        .wrapping_mul(c[n[7] - t0][t1]);
                    let mut split = [[0; 3]; 8];
                    split[1] = [n[1], 0, 0];
                    split[2] = [0, n[2], 0];
                    split[4] = [0, 0, n[4]];
                    split[3] = [a, n[3] - a, 0];
                    split[5] = [b, 0, n[5] - b];
                    split[6] = [0, d, n[6] - d];
                    split[7] = [t0, t1, t2];
                    match visit(split, w) {
                        None => return false,
                        Some(true) => return true,
                        Some(false) => {}
                    }
                }
            }
        }
        true
    }
}

/// Deals `cards` at random to the three seats, `counts[i]` to seat `i` (which sum to the
/// number of cards): each card goes to a seat with probability proportional to the places
/// it has left, which makes every such split equally likely.
fn deal_group(cards: CardSet, counts: [usize; 3], hands: &mut [CardSet; 3], rng: &mut SimRng) {
    let mut left = counts;
    let mut rest = cards.0;
    while rest != 0 {
        let open = left.iter().filter(|k| **k > 0).count();
        if open <= 1 {
            // One seat takes whatever is left.
            if let Some(i) = left.iter().position(|k| *k > 0) {
                hands[i].0 |= rest;
            }
            return;
        }
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let mut r = rng.below((left[0] + left[1] + left[2]) as u32) as usize;
        for (i, k) in left.iter_mut().enumerate() {
            if r < *k {
                hands[i].0 |= bit;
                *k -= 1;
                break;
            }
            r -= *k;
        }
    }
}

/// A perfect matching of cards to slots that respects `possible` (Kuhn's augmenting paths
/// over a randomly ordered graph). Returns the slot of each card. Not uniform; kept as the
/// fallback for positions the exact sampler cannot count, and as the reference for the
/// benchmarks.
pub(super) fn assign(
    pool: &[Card],
    slots: &[Seat],
    possible: &PerSeat<CardSet>,
) -> Option<Vec<usize>> {
    let mut slot_card: Vec<Option<usize>> = vec![None; slots.len()];
    for card in 0..pool.len() {
        let mut seen = vec![false; slots.len()];
        if !augment(card, pool, slots, possible, &mut slot_card, &mut seen) {
            return None;
        }
    }
    let mut card_slot = vec![0; pool.len()];
    for (slot, card) in slot_card.iter().enumerate() {
        card_slot[(*card)?] = slot;
    }
    Some(card_slot)
}

fn augment(
    card: usize,
    pool: &[Card],
    slots: &[Seat],
    possible: &PerSeat<CardSet>,
    slot_card: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for slot in 0..slots.len() {
        if seen[slot] || !possible[slots[slot]].contains(pool[card]) {
            continue;
        }
        seen[slot] = true;
        let free = match slot_card[slot] {
            None => true,
            Some(other) => augment(other, pool, slots, possible, slot_card, seen),
        };
        if free {
            slot_card[slot] = Some(card);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random small inference problems: `n` unseen cards dealt at random, each possible for
    /// its holder and a random set of other seats, so that at least that deal fits; one
    /// problem in ten also has a card no seat may hold (no deal fits).
    fn problems() -> impl Iterator<Item = Hidden> {
        let mut rng = SimRng::new(5);
        (0..400).map(move |k| {
            let n = 1 + rng.below(9) as usize;
            let mut possible = [CardSet::EMPTY; 3];
            let mut sizes = [0; 3];
            for c in Card::deck().take(n) {
                let owner = rng.below(3) as usize;
                sizes[owner] += 1;
                let m = (1 << owner) | (rng.below(8) * u32::from(rng.below(3) > 0));
                for (i, p) in possible.iter_mut().enumerate() {
                    if m >> i & 1 == 1 {
                        p.insert(c);
                    }
                }
            }
            if k % 10 == 0 {
                let c = Card::deck().next().expect("a card");
                possible.iter_mut().for_each(|p| {
                    p.remove(c);
                });
            }
            Hidden {
                others: [Seat(1), Seat(2), Seat(3)],
                sizes,
                possible,
            }
        })
    }

    fn brute_force(h: &Hidden, n: usize) -> u64 {
        let cards: Vec<Card> = Card::deck().take(n).collect();
        let mut count = 0;
        for code in 0..3usize.pow(n as u32) {
            let mut hands = [CardSet::EMPTY; 3];
            let mut x = code;
            for c in &cards {
                hands[x % 3].insert(*c);
                x /= 3;
            }
            let fits = (0..3)
                .all(|i| hands[i].len() == h.sizes[i] && hands[i].minus(h.possible[i]).is_empty());
            count += u64::from(fits);
        }
        count
    }

    /// ROI-11.3, ROI-11.4: the split-by-groups count equals a brute-force count, and a
    /// sample is always a consistent deal (`None` exactly when there is none; a card no seat
    /// may hold makes every deal inconsistent), never a panic.
    #[test]
    fn roi_11_counting_matches_brute_force_and_samples_fit() {
        let mut rng = SimRng::new(9);
        let (mut empty, mut several) = (0, 0);
        for h in problems() {
            let n = h.sizes.iter().sum();
            let want = if h.pool().len() == n {
                brute_force(&h, n)
            } else {
                0
            };
            assert_eq!(h.count(), want, "{h:?}");
            match h.sample(&mut rng) {
                None => {
                    assert_eq!(want, 0, "{h:?}");
                    empty += 1;
                }
                Some(hands) => {
                    for ((hand, size), possible) in hands.iter().zip(h.sizes).zip(h.possible) {
                        assert_eq!(hand.len(), size);
                        assert!(hand.minus(possible).is_empty());
                    }
                    several += usize::from(want > 1);
                }
            }
        }
        assert_eq!(empty, 40, "one problem in ten has no deal");
        assert!(several > 100, "{several} problems with a choice");
    }

    #[test]
    fn pascal_triangle_is_right() {
        let c = &*PASCAL;
        assert_eq!(c[39][13], 8_122_425_444);
        assert_eq!(c[26][13], 10_400_600);
        assert_eq!(c[5][0] + c[5][5], 2);
    }
}
