//! The best set of Fight cards to add to a combat quest (CHV-16.4): [`best_plan`], the
//! search the knight's reading of the table ([`super::assess`]) and its [`super::View`]
//! plan with.

use crate::actions::Quest;
use crate::heroic::{combat_slots, pattern_allows_counts};

/// The best set of Fight cards from `hand` to add to a combat quest's `placed` cards, at
/// most `room` of them, by (completes the pattern, total): returned high first.
///
/// The hand holds `have[v]` Fight cards of each value `v` (`min(v, 5)`; no list of them:
/// issue 31).
pub fn best_plan(q: Quest, placed: &[u8], have: [usize; 6], room: usize) -> Vec<u8> {
    let mut base = [0u8; 6];
    for &x in placed {
        base[usize::from(x.min(5))] += 1;
    }
    let mut search = PlanSearch {
        q,
        room,
        placed: placed.len(),
        slots: combat_slots(q),
        // At most three copies per value: the patterns never need more.
        limit: std::array::from_fn(|v| have[v].min(3)),
        take: [0; 6],
        best: None,
    };
    search.from(5, base, 0, 0);
    let best = search.best.map_or([0; 6], |(_, _, take)| take);
    (1..=5u8)
        .rev()
        .flat_map(|x| std::iter::repeat_n(x, best[usize::from(x)]))
        .collect()
}

/// [`best_plan`]'s search over plans as copies per value (no list per candidate: issue 31).
///
/// The answer is the first best plan in the order of an odometer over the values 1 to 5
/// (1 turning fastest) whose cards, checked high first each against the pattern with the
/// cards before it, all fit. The search walks that order backwards, so the last best plan
/// met is the answer (a later plan replaces an equal one), and it leaves out every plan
/// that adds to one whose card breaks the pattern or that overflows the room (counts only
/// grow), and every group of plans that cannot reach the best so far even ignoring the
/// pattern.
struct PlanSearch {
    q: Quest,
    room: usize,
    placed: usize,
    slots: usize,
    limit: [usize; 6],
    /// The plan being built: copies per value.
    take: [usize; 6],
    /// The best so far: (completes the pattern, total, copies per value).
    best: Option<(bool, u32, [usize; 6])>,
}

impl PlanSearch {
    /// Every plan with `take` fixed above `v`, whose `len` cards worth `total` and the
    /// placed ones count `counts` per value.
    fn from(&mut self, v: usize, mut counts: [u8; 6], len: usize, total: u32) {
        if v == 0 {
            let done = self.placed + len >= self.slots;
            if self.best.is_none_or(|(d, t, _)| (done, total) >= (d, t)) {
                self.best = Some((done, total, self.take));
            }
            return;
        }
        // The most copies of `v` that fit, each checked after those before it.
        let mut most = 0;
        while most < self.limit[v]
            && len + most < self.room
            && pattern_allows_counts(self.q, counts, v as u8)
        {
            counts[v] += 1;
            most += 1;
        }
        for k in (0..=most).rev() {
            let (len, total) = (len + k, total + v as u32 * k as u32);
            // The best any plan of this group could reach, the pattern aside: the values
            // below `v` added high first while the room lasts.
            let (mut more, mut gain) = (self.room - len, 0);
            let mut cards = 0;
            for x in (1..v).rev() {
                let n = self.limit[x].min(more);
                (more, gain, cards) = (more - n, gain + x as u32 * n as u32, cards + n);
            }
            let reach = (self.placed + len + cards >= self.slots, total + gain);
            if self.best.is_none_or(|(d, t, _)| reach >= (d, t)) {
                self.take[v] = k;
                self.from(v - 1, counts, len, total);
            }
            if k > 0 {
                counts[v] -= 1;
            }
        }
        self.take[v] = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tr_core::rng::GameRng;

    /// `best_plan` as it was written before the search left out the plans that cannot fit:
    /// every plan of the odometer, each card checked.
    fn odometer_plan(q: Quest, placed: &[u8], hand: &[u8], room: usize) -> Vec<u8> {
        let mut have = [0usize; 6];
        for &v in hand {
            have[usize::from(v.min(5))] += 1;
        }
        let mut base = [0u8; 6];
        for &x in placed {
            base[usize::from(x.min(5))] += 1;
        }
        let slots = combat_slots(q);
        // The best plan as copies per value (no list per candidate: issue 31).
        let mut best: (bool, u32, [usize; 6]) = (false, 0, [0; 6]);
        // Every multiset of at most three copies per value (the patterns never need more),
        // counted like an odometer over the values 1 to 5; its cards are tried high first.
        let limit: [usize; 6] = std::array::from_fn(|v| have[v].min(3));
        let mut take = [0usize; 6];
        loop {
            let len: usize = take.iter().sum();
            if len <= room {
                let mut counts = base;
                let mut fits = true;
                'cards: for x in (1..=5u8).rev() {
                    for _ in 0..take[usize::from(x)] {
                        if !pattern_allows_counts(q, counts, x) {
                            fits = false;
                            break 'cards;
                        }
                        counts[usize::from(x)] += 1;
                    }
                }
                let total: u32 = (1..=5).map(|x| x as u32 * take[x] as u32).sum();
                let done = placed.len() + len >= slots;
                if fits && (done, total) > (best.0, best.1) {
                    best = (done, total, take);
                }
            }
            let mut v = 1;
            while v <= 5 && take[v] == limit[v] {
                take[v] = 0;
                v += 1;
            }
            if v > 5 {
                break;
            }
            take[v] += 1;
        }
        (1..=5u8)
            .rev()
            .flat_map(|x| std::iter::repeat_n(x, best.2[usize::from(x)]))
            .collect()
    }

    /// The pruned search finds the plan the whole odometer found, over random combat
    /// quests, placed cards, hands and rooms (ties included: the same first best plan).
    #[test]
    fn best_plan_is_the_odometers() {
        let mut rng = GameRng::from_seed(26);
        for _ in 0..20_000 {
            let q = [
                Quest::BlackKnight,
                Quest::Lancelot,
                Quest::Dragon,
                Quest::Grail,
            ][rng.index(4)];
            let placed: Vec<u8> = (0..rng.index(5)).map(|_| 1 + rng.below(5) as u8).collect();
            let hand: Vec<u8> = (0..rng.index(13)).map(|_| 1 + rng.below(5) as u8).collect();
            let room = rng.index(10);
            let mut have = [0; 6];
            for &v in &hand {
                have[usize::from(v.min(5))] += 1;
            }
            assert_eq!(
                best_plan(q, &placed, have, room),
                odometer_plan(q, &placed, &hand, room),
                "{q:?} {placed:?} {hand:?} {room}"
            );
        }
    }
}
