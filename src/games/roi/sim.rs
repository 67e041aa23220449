//! Cheap randomness for the search's simulations.
//!
//! Real deals come from the game's ChaCha8 stream ([`GameRng`], pinned by the golden
//! tests). A simulation needs many draws (re-dealing the hidden hands, the next round's
//! shuffle, the rollout's choices) whose exact values nobody pins, and ChaCha is costly in
//! WebAssembly. So a determinization takes a single 64-bit seed from the searcher's
//! [`GameRng`] and draws everything else from SplitMix64 (Steele, Lea & Flood, 2014): a few
//! integer operations per draw, the same on every platform.

use tr_core::rng::GameRng;

/// SplitMix64: a 64-bit state advanced by a constant and mixed on output.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SimRng(u64);

impl SimRng {
    /// A stream seeded from one draw of `rng`.
    #[must_use]
    pub fn from_rng(rng: &mut GameRng) -> SimRng {
        SimRng(rng.next_u64())
    }

    /// A stream from a seed.
    #[must_use]
    pub fn new(seed: u64) -> SimRng {
        SimRng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (`n ≥ 1`; 0 gives 0), by Lemire's multiply-and-reject on
    /// 32 random bits: exact, with a division only in the rare rejection zone.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        let mut m = (self.next_u64() >> 32) * u64::from(n);
        if (m as u32) < n {
            let floor = n.wrapping_neg() % n;
            while (m as u32) < floor {
                m = (self.next_u64() >> 32) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// A uniform integer in `0..n` (`n ≥ 1`; 0 gives 0) on 64-bit draws.
    pub fn below_u64(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let v = self.next_u64();
            if v < limit {
                return v % n;
            }
        }
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// Several small random choices from one 32-bit draw: each [`Bits::pick`] takes the high
/// part of `bits × n` and keeps the low part for the next choice. The bias is below
/// `n / 2³²` per choice, far under anything a rollout could notice, and it saves a draw of
/// the searcher's stream per choice.
#[derive(Clone, Copy, Debug)]
pub struct Bits(u32);

impl Bits {
    /// Choices from one draw of `rng`.
    pub fn from_rng(rng: &mut GameRng) -> Bits {
        Bits(rng.next_u32())
    }

    /// An integer in `0..n` (0 when `n` is 0).
    pub fn pick(&mut self, n: u32) -> u32 {
        let m = u64::from(self.0) * u64::from(n);
        self.0 = m as u32;
        (m >> 32) as u32
    }
}
