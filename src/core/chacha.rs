//! ChaCha8 block 0 of many streams at once, for [`super::rng::StreamBatch`] (issue 31).
//!
//! A computer decision draws from a fresh stream (`bot::decision_rng`) and usually reads
//! one or two words of it, so the arena's loop paid for a whole ChaCha8 computation per
//! decision. Its next decisions' seeds are known in advance, so their first blocks are
//! computed together, one stream per vector lane: eight lanes of AVX2 where the processor
//! has it (checked at run time), else two passes of four SSE2 lanes (every x86-64), else
//! the portable lanes (wasm, where LLVM keeps them scalar). All give the words of
//! `rand_chacha`'s `ChaCha8Rng` (key from the seed, counter 0, stream 0); `super::rng`'s
//! tests compare them.

/// Streams computed together.
pub const LANES: usize = 8;

/// The ChaCha constants ("expand 32-byte k"), words 0..4 of every block.
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

/// One double round (four column quarter rounds, then four diagonal ones) with
/// `$quarter!(a, b, c, d)`, spelled out with literal indices: a loop over a table of
/// indices kept the state in memory, at three times the cost.
macro_rules! double_round {
    ($quarter:ident) => {
        $quarter!(0, 4, 8, 12);
        $quarter!(1, 5, 9, 13);
        $quarter!(2, 6, 10, 14);
        $quarter!(3, 7, 11, 15);
        $quarter!(0, 5, 10, 15);
        $quarter!(1, 6, 11, 12);
        $quarter!(2, 7, 8, 13);
        $quarter!(3, 4, 9, 14);
    };
}

/// Block 0 of `L` streams keyed by `keys`, word-major (`x[w][l]`: word `w` of stream `l`).
fn blocks0<const L: usize>(keys: &[[u32; 8]; L]) -> [[u32; L]; 16] {
    let init: [[u32; L]; 16] = std::array::from_fn(|w| {
        std::array::from_fn(|l| match w {
            0..4 => SIGMA[w],
            4..12 => keys[l][w - 4],
            _ => 0,
        })
    });
    let mut x = init;
    macro_rules! quarter {
        ($a:literal, $b:literal, $c:literal, $d:literal) => {
            for l in 0..L {
                x[$a][l] = x[$a][l].wrapping_add(x[$b][l]);
                x[$d][l] = (x[$d][l] ^ x[$a][l]).rotate_left(16);
                x[$c][l] = x[$c][l].wrapping_add(x[$d][l]);
                x[$b][l] = (x[$b][l] ^ x[$c][l]).rotate_left(12);
                x[$a][l] = x[$a][l].wrapping_add(x[$b][l]);
                x[$d][l] = (x[$d][l] ^ x[$a][l]).rotate_left(8);
                x[$c][l] = x[$c][l].wrapping_add(x[$d][l]);
                x[$b][l] = (x[$b][l] ^ x[$c][l]).rotate_left(7);
            }
        };
    }
    // Eight rounds: four double rounds.
    for _ in 0..4 {
        double_round!(quarter);
    }
    for (xw, iw) in x.iter_mut().zip(init) {
        for (v, i) in xw.iter_mut().zip(iw) {
            *v = v.wrapping_add(i);
        }
    }
    x
}

/// Block 0 of the stream keyed by `key`: the sixteen words `ChaCha8Rng` gives first.
#[must_use]
pub fn chacha8_block(key: &[u32; 8]) -> [u32; 16] {
    blocks0(&[*key]).map(|w| w[0])
}

/// Block 0 of [`LANES`] streams, stream-major.
#[must_use]
pub fn first_blocks(keys: &[[u32; 8]; LANES]) -> [[u32; 16]; LANES] {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2 (checked just above).
            return unsafe { x86::blocks0_avx2(keys) };
        }
        let half = |h: usize| -> [[u32; 8]; 4] { std::array::from_fn(|l| keys[4 * h + l]) };
        // SAFETY: SSE2 is part of the x86-64 baseline: every x86-64 processor has it.
        let (a, b) = unsafe { (x86::blocks0_sse2(&half(0)), x86::blocks0_sse2(&half(1))) };
        std::array::from_fn(|l| if l < 4 { a[l] } else { b[l - 4] })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let x = blocks0(keys);
        std::array::from_fn(|l| std::array::from_fn(|w| x[w][l]))
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::SIGMA;
    use core::arch::x86_64::{
        __m128i, __m256i, _mm_add_epi32, _mm_cvtsi128_si64, _mm_or_si128, _mm_set_epi32,
        _mm_set1_epi32, _mm_shufflehi_epi16, _mm_shufflelo_epi16, _mm_slli_epi32, _mm_srli_epi32,
        _mm_unpackhi_epi64, _mm_xor_si128, _mm256_add_epi32, _mm256_castsi256_si128,
        _mm256_extracti128_si256, _mm256_or_si256, _mm256_set_epi8, _mm256_set_epi32,
        _mm256_set1_epi32, _mm256_shuffle_epi8, _mm256_slli_epi32, _mm256_srli_epi32,
        _mm256_xor_si256,
    };

    /// Rotations of every 32-bit lane, SSE2: 16 by swapping halves, the others by shifts.
    macro_rules! rot128 {
        ($x:expr, 16) => {
            _mm_shufflehi_epi16::<0xB1>(_mm_shufflelo_epi16::<0xB1>($x))
        };
        ($x:expr, $n:literal) => {
            _mm_or_si128(_mm_slli_epi32::<$n>($x), _mm_srli_epi32::<{ 32 - $n }>($x))
        };
    }

    /// Block 0 of four streams, one per SSE2 lane.
    #[target_feature(enable = "sse2")]
    pub(super) fn blocks0_sse2(keys: &[[u32; 8]; 4]) -> [[u32; 16]; 4] {
        // The casts reinterpret the bits.
        let init: [__m128i; 16] = std::array::from_fn(|w| match w {
            0..4 => _mm_set1_epi32(SIGMA[w] as i32),
            4..12 => _mm_set_epi32(
                keys[3][w - 4] as i32,
                keys[2][w - 4] as i32,
                keys[1][w - 4] as i32,
                keys[0][w - 4] as i32,
            ),
            _ => _mm_set1_epi32(0),
        });
        let mut x = init;
        macro_rules! quarter {
            ($a:literal, $b:literal, $c:literal, $d:literal) => {
                x[$a] = _mm_add_epi32(x[$a], x[$b]);
                x[$d] = rot128!(_mm_xor_si128(x[$d], x[$a]), 16);
                x[$c] = _mm_add_epi32(x[$c], x[$d]);
                x[$b] = rot128!(_mm_xor_si128(x[$b], x[$c]), 12);
                x[$a] = _mm_add_epi32(x[$a], x[$b]);
                x[$d] = rot128!(_mm_xor_si128(x[$d], x[$a]), 8);
                x[$c] = _mm_add_epi32(x[$c], x[$d]);
                x[$b] = rot128!(_mm_xor_si128(x[$b], x[$c]), 7);
            };
        }
        for _ in 0..4 {
            double_round!(quarter);
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

    /// Block 0 of eight streams, one per AVX2 lane; rotations by 16 and 8 are byte
    /// shuffles.
    #[target_feature(enable = "avx2")]
    pub(super) fn blocks0_avx2(keys: &[[u32; 8]; 8]) -> [[u32; 16]; 8] {
        #[rustfmt::skip]
        let r16 = _mm256_set_epi8(
            13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2,
            13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2,
        );
        #[rustfmt::skip]
        let r8 = _mm256_set_epi8(
            14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3,
            14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3,
        );
        macro_rules! rot {
            ($x:expr, $n:literal) => {
                _mm256_or_si256(
                    _mm256_slli_epi32::<$n>($x),
                    _mm256_srli_epi32::<{ 32 - $n }>($x),
                )
            };
        }
        let init: [__m256i; 16] = std::array::from_fn(|w| match w {
            0..4 => _mm256_set1_epi32(SIGMA[w] as i32),
            4..12 => {
                let k = |l: usize| keys[l][w - 4] as i32;
                _mm256_set_epi32(k(7), k(6), k(5), k(4), k(3), k(2), k(1), k(0))
            }
            _ => _mm256_set1_epi32(0),
        });
        let mut x = init;
        macro_rules! quarter {
            ($a:literal, $b:literal, $c:literal, $d:literal) => {
                x[$a] = _mm256_add_epi32(x[$a], x[$b]);
                x[$d] = _mm256_shuffle_epi8(_mm256_xor_si256(x[$d], x[$a]), r16);
                x[$c] = _mm256_add_epi32(x[$c], x[$d]);
                x[$b] = rot!(_mm256_xor_si256(x[$b], x[$c]), 12);
                x[$a] = _mm256_add_epi32(x[$a], x[$b]);
                x[$d] = _mm256_shuffle_epi8(_mm256_xor_si256(x[$d], x[$a]), r8);
                x[$c] = _mm256_add_epi32(x[$c], x[$d]);
                x[$b] = rot!(_mm256_xor_si256(x[$b], x[$c]), 7);
            };
        }
        for _ in 0..4 {
            double_round!(quarter);
        }
        let mut out = [[0u32; 16]; 8];
        for w in 0..16 {
            let v = _mm256_add_epi32(x[w], init[w]);
            for (half, v) in [_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v)]
                .into_iter()
                .enumerate()
            {
                let lo = _mm_cvtsi128_si64(v) as u64;
                let hi = _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)) as u64;
                out[4 * half][w] = lo as u32;
                out[4 * half + 1][w] = (lo >> 32) as u32;
                out[4 * half + 2][w] = hi as u32;
                out[4 * half + 3][w] = (hi >> 32) as u32;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vector paths give the portable lanes' words, lane by lane.
    #[test]
    fn vector_lanes_match_the_portable_ones() {
        let keys: [[u32; 8]; LANES] = std::array::from_fn(|l| {
            std::array::from_fn(|w| (l as u32 + 1).wrapping_mul(0x9E37_79B9) ^ (w as u32) << 7)
        });
        let portable = blocks0(&keys);
        let got = first_blocks(&keys);
        for l in 0..LANES {
            assert_eq!(got[l], std::array::from_fn(|w| portable[w][l]), "lane {l}");
            assert_eq!(got[l], chacha8_block(&keys[l]), "lane {l}");
        }
        #[cfg(target_arch = "x86_64")]
        {
            let four: [[u32; 8]; 4] = std::array::from_fn(|l| keys[l]);
            // SAFETY: SSE2 is part of the x86-64 baseline.
            let sse = unsafe { x86::blocks0_sse2(&four) };
            for l in 0..4 {
                assert_eq!(sse[l], got[l], "SSE2 lane {l}");
            }
        }
    }
}
