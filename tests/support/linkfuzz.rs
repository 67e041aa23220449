//! Share-link fuzzing for Roi, shared by `tests/core/link_fuzz.rs` and `examples/linkfuzz.rs`:
//! a corpus of real links, generators of random and mutated inputs, and the property every
//! input must satisfy.
#![allow(dead_code)]

use table_ronde::bot::choose;
use table_ronde::core::bytes::{base64url_decode, base64url_encode, check16};
use table_ronde::core::game::{Game, GameId};
use table_ronde::core::link::{self, LinkError};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::games::roi::{Roi, RoiOptions};

/// How an input was made.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Kind {
    /// Any characters, base64 or not, ASCII or not.
    RandomText,
    /// Random bytes in our base64.
    RandomBytes,
    /// Random bytes after a plausible header, with a correct check value.
    ChecksummedBytes,
    /// A real link with characters flipped, inserted, deleted, swapped or cut.
    MutatedText,
    /// A real link's bytes mutated, then given a correct check value again.
    MutatedBytes,
    /// A real link, untouched (must decode to its record).
    Real,
}

impl Kind {
    /// Every kind, in the order the fuzzers cycle through them.
    pub const ALL: [Kind; 6] = [
        Kind::RandomText,
        Kind::RandomBytes,
        Kind::ChecksummedBytes,
        Kind::MutatedText,
        Kind::MutatedBytes,
        Kind::Real,
    ];
}

/// A real link and the record it encodes.
pub struct Sample {
    /// The link text.
    pub text: String,
    /// Its record.
    pub rec: GameRecord<Roi>,
}

/// `n` real links of seeded games cut at random lengths (many complete), with random seat
/// kinds and match lengths.
pub fn corpus(n: usize, rng: &mut GameRng) -> Vec<Sample> {
    (0..n)
        .map(|_| {
            let options = RoiOptions {
                games_per_match: if rng.below(8) == 0 { 2 } else { 1 },
                ..RoiOptions::default()
            };
            let seats = (0..4)
                .map(|_| match rng.below(3) {
                    0 => SeatKind::Human,
                    1 => SeatKind::Computer(Level::Random),
                    _ => SeatKind::Computer(Level::Easy),
                })
                .collect();
            let seed = if rng.below(2) == 0 {
                u64::from(rng.below(1000))
            } else {
                rng.next_u64()
            };
            let mut rec = GameRecord::<Roi>::new(options, seats, seed);
            let mut g = rec.start().expect("setup");
            let total = 520 * usize::from(rec.options.games_per_match);
            let len = if rng.below(2) == 0 {
                total
            } else {
                rng.index(total + 1)
            };
            while rec.log.len() < len {
                let seat = g.to_play().expect("to play");
                let c = choose(Level::Random, &g, seat, rng).expect("a move");
                g.play(seat, &c).expect("legal");
                rec.log.push((seat, c));
            }
            let text = link::encode(&rec).expect("encode");
            Sample { text, rec }
        })
        .collect()
}

const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ODD: [char; 12] = [
    '=', '+', '/', ' ', '\n', 'é', '♠', '\0', '%', '.', '~', '\u{feff}',
];

fn random_char(rng: &mut GameRng) -> char {
    match rng.below(10) {
        0 => ODD[rng.index(ODD.len())],
        1 => char::from_u32(rng.below(0x3000)).unwrap_or('?'),
        2 => char::from(rng.below(128) as u8),
        _ => char::from(B64[rng.index(B64.len())]),
    }
}

fn random_bytes(rng: &mut GameRng, n: usize) -> Vec<u8> {
    (0..n).map(|_| rng.below(256) as u8).collect()
}

fn with_check(mut body: Vec<u8>) -> String {
    let c = check16(&body);
    body.extend(c.to_be_bytes());
    base64url_encode(&body)
}

fn mutate_text(s: &str, rng: &mut GameRng) -> String {
    let mut v: Vec<char> = s.chars().collect();
    for _ in 0..=rng.below(3) {
        let n = v.len();
        match rng.below(7) {
            0 if n > 0 => {
                let i = rng.index(n);
                v[i] = random_char(rng);
            }
            1 if n > 0 => {
                v.remove(rng.index(n));
            }
            2 => v.insert(rng.index(n + 1), random_char(rng)),
            3 if n > 0 => v.truncate(rng.index(n)),
            4 if n > 1 => {
                let i = rng.index(n - 1);
                v.swap(i, i + 1);
            }
            5 => v.push(random_char(rng)),
            _ if n > 0 => {
                // Flip to a neighbouring base64 character (a one-bit-ish typo).
                let i = rng.index(n);
                if let Some(p) = B64.iter().position(|b| char::from(*b) == v[i]) {
                    v[i] = char::from(B64[(p + 1 + rng.index(3)) % 64]);
                }
            }
            _ => v.push('A'),
        }
    }
    v.into_iter().collect()
}

fn mutate_bytes(s: &str, rng: &mut GameRng) -> String {
    let bytes = base64url_decode(s).expect("a real link");
    let mut body = bytes[..bytes.len() - 2].to_vec();
    for _ in 0..=rng.below(2) {
        let n = body.len();
        // Aim at the header (version, game, options, seats, varints) half of the time.
        let i = if rng.below(2) == 0 {
            rng.index(n.min(12))
        } else {
            rng.index(n)
        };
        match rng.below(7) {
            0 => body[i] ^= 1 << rng.below(8),
            1 => body[i] = rng.below(256) as u8,
            2 => body.insert(i, rng.below(256) as u8),
            3 if n > 1 => {
                body.remove(i);
            }
            4 => body.truncate(i),
            5 => {
                let k = 1 + rng.index(4);
                body.extend(random_bytes(rng, k));
            }
            _ => body[i] = body[i].wrapping_add(1),
        }
        if body.is_empty() {
            break;
        }
    }
    with_check(body)
}

/// One input of `kind`.
pub fn input(kind: Kind, rng: &mut GameRng, corpus: &[Sample]) -> String {
    let real = &corpus[rng.index(corpus.len())].text;
    match kind {
        Kind::RandomText => {
            let long = rng.below(8) == 0;
            let n = rng.index(if long { 2000 } else { 120 });
            (0..n).map(|_| random_char(rng)).collect()
        }
        Kind::RandomBytes => {
            let n = rng.index(200);
            base64url_encode(&random_bytes(rng, n))
        }
        Kind::ChecksummedBytes => {
            // Version 1, a game byte (mostly Roi), then noise: gets past the check value.
            let mut body = vec![
                1,
                if rng.below(4) == 0 {
                    rng.below(8) as u8
                } else {
                    1
                },
            ];
            if rng.below(2) == 0 {
                body.extend([0, 0, 1 + rng.below(2) as u8, 4]);
            }
            let n = rng.index(120);
            body.extend(random_bytes(rng, n));
            with_check(body)
        }
        Kind::MutatedText => mutate_text(real, rng),
        Kind::MutatedBytes => mutate_bytes(real, rng),
        Kind::Real => real.clone(),
    }
}

/// What decoding an input gave.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// A valid link: it decoded, and encoding the record gives the same text back.
    Valid,
    /// Refused with this error.
    Rejected(LinkError),
}

/// The link properties: `decode::<Roi>` and `peek` agree, and an accepted link is exactly
/// the encoding of what it decodes to (so anything that is not a valid link is an error).
///
/// # Errors
/// A description of the broken property.
pub fn check(text: &str) -> Result<Verdict, String> {
    let peeked = link::peek(text);
    match link::decode::<Roi>(text) {
        Ok(rec) => {
            let again = link::encode(&rec).map_err(|e| format!("re-encode failed: {e}"))?;
            if again != text.trim() {
                return Err(format!(
                    "accepted a non-canonical link {text:?} (canonical {again:?})"
                ));
            }
            match peeked {
                Ok(h) if h.game == GameId::Roi => Ok(Verdict::Valid),
                other => Err(format!("decode accepted {text:?} but peek said {other:?}")),
            }
        }
        Err(e) => {
            if let Err(p) = peeked
                && p != e
            {
                return Err(format!("peek {p:?} and decode {e:?} disagree on {text:?}"));
            }
            Ok(Verdict::Rejected(e))
        }
    }
}
