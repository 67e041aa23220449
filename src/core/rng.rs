//! Seeded, portable randomness.
//!
//! Every random decision of an engine (deals, first dealer, reshuffles, dice) comes from a
//! [`GameRng`]: ChaCha8 seeded from a `u64`, with our own unbiased `below` and Fisher–Yates
//! [`GameRng::shuffle`]. We never call `rand`'s sequence helpers, whose output changes between
//! minor versions; the golden tests in this module pin the stream natively and in wasm.
//!
//! A stream's first sixteen words come from our own ChaCha8 block function
//! ([`chacha8_block`]), the rest from `rand_chacha`, which computes four blocks at a time
//! (issue 31): a computer decision takes a fresh stream ([`crate::bot::decision_rng`]) and
//! usually draws one or two words, and `rand_chacha`'s four blocks (and its 256-byte buffer)
//! cost more than the rest of a random decision. [`GameRng::first_blocks`] computes four
//! streams' first blocks side by side (the arena's next four decisions). The words are the
//! same either way; the tests below compare them with `rand_chacha` alone.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The ChaCha constants ("expand 32-byte k"), words 0..4 of every block.
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

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

/// One ChaCha quarter round on lanes of `L` independent blocks.
#[inline(always)]
fn quarter<const L: usize>(x: &mut [[u32; L]; 16], a: usize, b: usize, c: usize, d: usize) {
    for l in 0..L {
        x[a][l] = x[a][l].wrapping_add(x[b][l]);
        x[d][l] = (x[d][l] ^ x[a][l]).rotate_left(16);
        x[c][l] = x[c][l].wrapping_add(x[d][l]);
        x[b][l] = (x[b][l] ^ x[c][l]).rotate_left(12);
        x[a][l] = x[a][l].wrapping_add(x[b][l]);
        x[d][l] = (x[d][l] ^ x[a][l]).rotate_left(8);
        x[c][l] = x[c][l].wrapping_add(x[d][l]);
        x[b][l] = (x[b][l] ^ x[c][l]).rotate_left(7);
    }
}

/// Block 0 (counter 0, stream id 0) of `L` ChaCha8 streams at once, word-major (`x[w][l]`
/// is word `w` of stream `l`), so that the lanes vectorize where the target has SIMD.
#[inline(always)]
fn blocks0<const L: usize>(keys: &[[u32; 8]; L]) -> [[u32; L]; 16] {
    let mut init = [[0u32; L]; 16];
    for l in 0..L {
        for w in 0..4 {
            init[w][l] = SIGMA[w];
        }
        for w in 0..8 {
            init[4 + w][l] = keys[l][w];
        }
    }
    let mut x = init;
    // Eight rounds: four double rounds of a column round and a diagonal round.
    for _ in 0..4 {
        quarter(&mut x, 0, 4, 8, 12);
        quarter(&mut x, 1, 5, 9, 13);
        quarter(&mut x, 2, 6, 10, 14);
        quarter(&mut x, 3, 7, 11, 15);
        quarter(&mut x, 0, 5, 10, 15);
        quarter(&mut x, 1, 6, 11, 12);
        quarter(&mut x, 2, 7, 8, 13);
        quarter(&mut x, 3, 4, 9, 14);
    }
    for w in 0..16 {
        for l in 0..L {
            x[w][l] = x[w][l].wrapping_add(init[w][l]);
        }
    }
    x
}

/// Block 0 of four ChaCha8 streams, one per SSE2 lane (every x86-64 has SSE2): the
/// portable [`blocks0`] does not vectorize (LLVM keeps the lanes in scalar registers and
/// spills), and a decision's stream is on the critical path of the arena's loop.
#[cfg(target_arch = "x86_64")]
fn blocks0_x4(keys: &[[u32; 8]; 4]) -> [[u32; 16]; 4] {
    // SAFETY: SSE2 is part of the x86-64 baseline: every x86-64 target has it.
    unsafe { blocks0_sse2(keys) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn blocks0_sse2(keys: &[[u32; 8]; 4]) -> [[u32; 16]; 4] {
    use core::arch::x86_64::{
        __m128i, _mm_add_epi32, _mm_cvtsi128_si64, _mm_or_si128, _mm_set_epi32, _mm_set1_epi32,
        _mm_shufflehi_epi16, _mm_shufflelo_epi16, _mm_slli_epi32, _mm_srli_epi32,
        _mm_unpackhi_epi64, _mm_xor_si128,
    };
    #[target_feature(enable = "sse2")]
    fn rot16(x: __m128i) -> __m128i {
        _mm_shufflehi_epi16::<0xB1>(_mm_shufflelo_epi16::<0xB1>(x))
    }
    macro_rules! rot {
        ($x:expr, $n:literal) => {
            _mm_or_si128(_mm_slli_epi32::<$n>($x), _mm_srli_epi32::<{ 32 - $n }>($x))
        };
    }
    #[target_feature(enable = "sse2")]
    fn quarter(x: &mut [__m128i; 16], a: usize, b: usize, c: usize, d: usize) {
        x[a] = _mm_add_epi32(x[a], x[b]);
        x[d] = rot16(_mm_xor_si128(x[d], x[a]));
        x[c] = _mm_add_epi32(x[c], x[d]);
        x[b] = rot!(_mm_xor_si128(x[b], x[c]), 12);
        x[a] = _mm_add_epi32(x[a], x[b]);
        x[d] = rot!(_mm_xor_si128(x[d], x[a]), 8);
        x[c] = _mm_add_epi32(x[c], x[d]);
        x[b] = rot!(_mm_xor_si128(x[b], x[c]), 7);
    }
    // Lane l holds stream l; the casts only reinterpret the bits.
    let lanes = |w: usize| {
        _mm_set_epi32(
            keys[3][w] as i32,
            keys[2][w] as i32,
            keys[1][w] as i32,
            keys[0][w] as i32,
        )
    };
    let init: [__m128i; 16] = std::array::from_fn(|w| match w {
        0..4 => _mm_set1_epi32(SIGMA[w] as i32),
        4..12 => lanes(w - 4),
        _ => _mm_set1_epi32(0),
    });
    let mut x = init;
    for _ in 0..4 {
        quarter(&mut x, 0, 4, 8, 12);
        quarter(&mut x, 1, 5, 9, 13);
        quarter(&mut x, 2, 6, 10, 14);
        quarter(&mut x, 3, 7, 11, 15);
        quarter(&mut x, 0, 5, 10, 15);
        quarter(&mut x, 1, 6, 11, 12);
        quarter(&mut x, 2, 7, 8, 13);
        quarter(&mut x, 3, 4, 9, 14);
    }
    let mut out = [[0u32; 16]; 4];
    for w in 0..16 {
        let v = _mm_add_epi32(x[w], init[w]);
        let lo = _mm_cvtsi128_si64(v) as u64;
        let hi = _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)) as u64;
        out[0][w] = lo as u32;
        out[1][w] = (lo >> 32) as u32;
        out[2][w] = hi as u32;
        out[3][w] = (hi >> 32) as u32;
    }
    out
}

/// Block 0 of four streams: the portable lanes elsewhere (wasm).
#[cfg(not(target_arch = "x86_64"))]
fn blocks0_x4(keys: &[[u32; 8]; 4]) -> [[u32; 16]; 4] {
    let x = blocks0(keys);
    std::array::from_fn(|l| std::array::from_fn(|w| x[w][l]))
}

/// Block 0 of the ChaCha8 stream keyed by `key`: the sixteen words `rand_chacha`'s
/// `ChaCha8Rng` gives first.
#[must_use]
pub fn chacha8_block(key: &[u32; 8]) -> [u32; 16] {
    blocks0(&[*key]).map(|w| w[0])
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

    /// `[from_seed(s) for s in seeds]`, their first blocks computed together (four lanes
    /// of one computation instead of four): the arena's next four decision streams.
    #[must_use]
    pub fn first_blocks(seeds: [u64; 4]) -> [Self; 4] {
        let keys = seeds.map(key_from_u64);
        let heads = blocks0_x4(&keys);
        std::array::from_fn(|l| Self {
            key: keys[l],
            head: heads[l],
            head_pos: 0,
            rest: None,
        })
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
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        // Reject draws at or above the largest multiple of n below 2^32, so every residue
        // is equally likely. 2^32 mod n is (2^32 − n) mod n, which fits in 32 bits: no
        // 64-bit division (shuffles and rollouts draw here at every step).
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
        let seeds = [0u64, 1, 42, 0x9E37_79B9_7F4A_7C15, u64::MAX, 7, 8, 9];
        let batch: Vec<GameRng> = seeds
            .chunks_exact(4)
            .flat_map(|c| GameRng::first_blocks([c[0], c[1], c[2], c[3]]))
            .collect();
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
