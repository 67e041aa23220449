//! Seeded, portable randomness.
//!
//! Every random decision of an engine (deals, first dealer, reshuffles, dice) comes from a
//! [`GameRng`]: ChaCha8 seeded from a `u64`, with our own unbiased `below` and Fisher–Yates
//! [`GameRng::shuffle`]. We never call `rand`'s sequence helpers, whose output changes between
//! minor versions; the golden tests in this module pin the stream natively and in wasm.
//!
//! A stream's first sixteen words come from our own ChaCha8 block function
//! ([`chacha8_block`]), the rest from `rand_chacha`, which computes four blocks at a time
//! (issue 31): a computer decision takes a fresh stream (`tr_bot::decision_rng`) and
//! usually draws one or two words, and `rand_chacha`'s four blocks (and its 256-byte buffer)
//! cost more than the rest of a random decision. [`StreamBatch`] computes several
//! streams' first blocks side by side (the arena's next decisions; `core::chacha`). The words are the
//! same either way; the tests below compare them with `rand_chacha` alone.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::chacha::{LANES, chacha8_block, first_blocks};

/// The one PRNG engines and bots use. Cloning it forks the stream.
#[derive(Clone, Debug)]
pub struct GameRng {
    /// The ChaCha8 key (`rand_chacha`'s seed, as eight little-endian words).
    key: [u32; 8],
    /// Words 0..16 of the stream (block 0).
    head: [u32; 16],
    /// Words drawn from `head` (16: used up); `u8::MAX` before block 0 is computed.
    head_pos: u8,
    /// The stream from word 16 on, once the head is used up.
    rest: Option<ChaCha8Rng>,
}

/// `head_pos` before the first draw.
const FRESH: u8 = u8::MAX;

/// Two streams are equal when they would draw the same words from now on: same key, same
/// position (whether a word comes from the head or from `rand_chacha` is not seen).
impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.word_pos() == other.word_pos()
    }
}

impl Eq for GameRng {}

/// For `n` in `2..128`: `2^32 mod n` and Lemire's `u64::MAX / n + 1` ([`fast_mod`]).
const SMALL_MOD: [(u32, u64); 128] = {
    let mut t = [(0u32, 0u64); 128];
    let mut n = 2;
    while n < 128 {
        t[n] = (((1u64 << 32) % n as u64) as u32, u64::MAX / n as u64 + 1);
        n += 1;
    }
    t
};

/// `v % n` by Lemire's exact method ("Faster remainder by direct computation", 2019): with
/// `m = u64::MAX / n + 1`, the high word of `(m · v mod 2^64) · n` is `v % n` for every
/// 32-bit `v` and `n`.
#[inline]
fn fast_mod(v: u32, m: u64, n: u32) -> u32 {
    let low = m.wrapping_mul(u64::from(v));
    ((u128::from(low) * u128::from(n)) >> 64) as u32
}

/// `rand_core`'s `seed_from_u64`: the 32-byte ChaCha key, eight PCG32 outputs, as words.
fn key_from_u64(mut state: u64) -> [u32; 8] {
    const MUL: u64 = 0x5851_F42D_4C95_7F2D;
    const INC: u64 = 0xA176_54E4_6FBE_17F3;
    std::array::from_fn(|_| {
        state = state.wrapping_mul(MUL).wrapping_add(INC);
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        xorshifted.rotate_right((state >> 59) as u32)
    })
}

/// [`LANES`] streams' keys and first blocks, computed together (lanes of one vector
/// computation): the arena's next decision streams ([`GameRng::restart`]).
pub struct StreamBatch {
    keys: [[u32; 8]; LANES],
    heads: [[u32; 16]; LANES],
}

impl StreamBatch {
    /// Streams in a batch.
    pub const LANES: usize = LANES;

    /// The streams `from_seed(seeds[i])`.
    #[must_use]
    pub fn new(seeds: [u64; LANES]) -> Self {
        let keys = seeds.map(key_from_u64);
        Self {
            heads: first_blocks(&keys),
            keys,
        }
    }
}

impl GameRng {
    /// A stream fully determined by `seed`.
    #[must_use]
    pub fn from_seed(seed: u64) -> Self {
        Self {
            key: key_from_u64(seed),
            head: [0; 16],
            head_pos: FRESH,
            rest: None,
        }
    }

    /// Restarts this stream as `from_seed(seed)` of `batch`'s lane `lane`, its first block
    /// already computed (no 400-byte stream copied per decision).
    pub fn restart(&mut self, batch: &StreamBatch, lane: usize) {
        self.key = batch.keys[lane];
        self.head = batch.heads[lane];
        self.head_pos = 0;
        self.rest = None;
    }

    /// Words drawn so far.
    fn word_pos(&self) -> u128 {
        match (&self.rest, self.head_pos) {
            (Some(r), _) => r.get_word_pos(),
            (None, FRESH) => 0,
            (None, p) => u128::from(p),
        }
    }

    /// The next raw 32-bit word.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        if self.head_pos < 16 {
            let w = self.head[usize::from(self.head_pos)];
            self.head_pos += 1;
            return w;
        }
        self.next_u32_rest()
    }

    /// A draw past the head. Out of line: [`GameRng::next_u32`] is inlined into every crate
    /// that draws (each engine, the bot, the site), and ChaCha's block function inlined
    /// with it put a copy of several kilobytes into each (issue 41: the table pages' budget).
    #[inline(never)]
    fn next_u32_rest(&mut self) -> u32 {
        match &mut self.rest {
            Some(r) => r.next_u32(),
            None => self.next_u32_slow(),
        }
    }

    /// The first draw (block 0 into the head) or the first past the head (`rand_chacha`
    /// from word 16 on).
    #[cold]
    fn next_u32_slow(&mut self) -> u32 {
        if self.head_pos == FRESH {
            self.head = chacha8_block(&self.key);
            self.head_pos = 1;
            return self.head[0];
        }
        let mut seed = [0u8; 32];
        for (b, w) in seed.chunks_exact_mut(4).zip(self.key) {
            b.copy_from_slice(&w.to_le_bytes());
        }
        let mut r = ChaCha8Rng::from_seed(seed);
        r.set_word_pos(16);
        let w = r.next_u32();
        self.rest = Some(r);
        w
    }

    /// The next raw 64-bit word (two 32-bit draws, high word first).
    pub fn next_u64(&mut self) -> u64 {
        let hi = u64::from(self.next_u32());
        let lo = u64::from(self.next_u32());
        (hi << 32) | lo
    }

    /// A uniform integer in `0..n` by rejection sampling on 32-bit draws. `n == 0` gives 0.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        // Reject draws at or above the largest multiple of n below 2^32, so every residue
        // is equally likely. 2^32 mod n is (2^32 − n) mod n, which fits in 32 bits. Small
        // n (every legal list, every shuffle of a deck) read it and `v % n` from
        // [`SMALL_MOD`] instead of dividing: two divisions were a fifth of a random
        // decision (issue 31). The numbers are the same.
        if let Some(&(rest, m)) = SMALL_MOD.get(n as usize) {
            let limit = (1u64 << 32) - u64::from(rest);
            loop {
                let v = self.next_u32();
                if u64::from(v) < limit {
                    return fast_mod(v, m, n);
                }
            }
        }
        let rest = (n.wrapping_neg()) % n;
        let limit = (1u64 << 32) - u64::from(rest);
        loop {
            let v = self.next_u32();
            if u64::from(v) < limit {
                return v % n;
            }
        }
    }

    /// A uniform index into a slice of length `len` (`len` may exceed `u32` only in theory).
    #[inline]
    pub fn index(&mut self, len: usize) -> usize {
        self.below(u32::try_from(len).unwrap_or(u32::MAX)) as usize
    }

    /// Fisher–Yates, from the last index down to 1, swapping `i` with `below(i + 1)`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A discard pile turned over into a new draw pile (Camelot's CAM-4.5, Tafelrunde's
    /// TAF-8.4): the pile's cards, taken out of `pile` and shuffled; `None`, drawing
    /// nothing, when the pile is empty.
    pub fn take_shuffled<T>(&mut self, pile: &mut Vec<T>) -> Option<Vec<T>> {
        if pile.is_empty() {
            return None;
        }
        let mut cards = std::mem::take(pile);
        self.shuffle(&mut cards);
        Some(cards)
    }

    /// A fresh stream derived from this one (used to give sub-systems their own stream).
    #[must_use]
    pub fn fork(&mut self) -> Self {
        Self::from_seed(self.next_u64())
    }

    /// A float in `[0, 1)` built from 24 random bits: exact and identical on every platform.
    pub fn unit_f32(&mut self) -> f32 {
        (self.next_u32() >> 8) as f32 / (1u32 << 24) as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Golden vector from the verified toolchain recipe: seed 42 shuffles 1..=10 like this,
    /// natively and on wasm32 (the wasm test suite asserts the same vector).
    #[test]
    fn golden_shuffle_seed_42() {
        let mut v: Vec<u32> = (1..=10).collect();
        GameRng::from_seed(42).shuffle(&mut v);
        assert_eq!(v, [2, 5, 10, 7, 9, 3, 6, 1, 4, 8]);
    }

    /// The head (our ChaCha8 block) and the rest (`rand_chacha`) give exactly the words
    /// of `rand_chacha` alone, across the switch, and so do streams started four at a time.
    #[test]
    fn same_words_as_rand_chacha() {
        let seeds: Vec<u64> = [0u64, 1, 42, 0x9E37_79B9_7F4A_7C15, u64::MAX, 7, 8, 9]
            .into_iter()
            .cycle()
            .take(2 * LANES)
            .enumerate()
            .map(|(i, s)| s.wrapping_add(i as u64 / 8))
            .collect();
        let mut batch = Vec::new();
        for c in seeds.chunks_exact(LANES) {
            let four = StreamBatch::new(std::array::from_fn(|i| c[i]));
            for lane in 0..LANES {
                // A stream that went past its head is restarted all the same.
                let mut r = GameRng::from_seed(99);
                for _ in 0..40 {
                    r.next_u32();
                }
                r.restart(&four, lane);
                batch.push(r);
            }
        }
        for (seed, mut four) in seeds.into_iter().zip(batch) {
            let mut reference = ChaCha8Rng::seed_from_u64(seed);
            let mut ours = GameRng::from_seed(seed);
            assert_eq!(ours, four, "seed {seed}");
            for i in 0..300 {
                let w = reference.next_u32();
                assert_eq!(ours.next_u32(), w, "seed {seed} word {i}");
                assert_eq!(four.next_u32(), w, "seed {seed} word {i}, four at a time");
                assert_eq!(ours.word_pos(), reference.get_word_pos());
            }
        }
    }

    /// Equality follows the position, not where the words come from.
    #[test]
    fn equal_streams_at_equal_positions() {
        let fresh = GameRng::from_seed(3);
        let mut a = GameRng::from_seed(3);
        assert_eq!(a, fresh);
        a.next_u32();
        assert_ne!(a, fresh);
        let mut b = GameRng::from_seed(3);
        for _ in 0..20 {
            a.next_u32();
            b.next_u32();
        }
        b.next_u32();
        assert_eq!(a, b);
        assert_eq!(a.next_u32(), b.next_u32());
        assert_ne!(GameRng::from_seed(4), fresh);
    }

    /// The table's remainders are the division's, at the edges and in between.
    #[test]
    fn small_moduli_divide_exactly() {
        let mut rng = GameRng::from_seed(5);
        for n in 2..128u32 {
            let (rest, m) = SMALL_MOD[n as usize];
            assert_eq!(rest, n.wrapping_neg() % n);
            for v in [
                0,
                1,
                n - 1,
                n,
                u32::MAX,
                u32::MAX - n,
                rng.next_u32(),
                rng.next_u32(),
            ] {
                assert_eq!(fast_mod(v, m, n), v % n, "{v} mod {n}");
            }
        }
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = GameRng::from_seed(7);
        for n in [1u32, 2, 3, 7, 52, 1000] {
            let mut seen = vec![false; n as usize];
            for _ in 0..20_000 {
                let v = rng.below(n);
                assert!(v < n);
                seen[v as usize] = true;
            }
            assert!(seen.iter().all(|s| *s), "n={n}");
        }
        assert_eq!(rng.below(0), 0);
    }

    #[test]
    fn same_seed_same_stream_different_seed_different_stream() {
        let a: Vec<u32> = (0..8)
            .map({
                let mut r = GameRng::from_seed(1);
                move |_| r.next_u32()
            })
            .collect();
        let b: Vec<u32> = (0..8)
            .map({
                let mut r = GameRng::from_seed(1);
                move |_| r.next_u32()
            })
            .collect();
        let c: Vec<u32> = (0..8)
            .map({
                let mut r = GameRng::from_seed(2);
                move |_| r.next_u32()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
