//! Share-link fuzzing (Roi): thousands of random and mutated links never make `decode` or
//! `peek` panic; anything that is not a valid link is an error, and what is accepted is
//! exactly a valid link of the game it decodes to. The long-run version is
//! `examples/linkfuzz.rs`.

use crate::fuzz;

use fuzz::{Kind, Verdict, check, corpus, input};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use table_ronde::core::bytes::{base64url_decode, base64url_encode, check16};
use table_ronde::core::game::Game;
use table_ronde::core::link::{self, LinkError};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::games::roi::{Roi, RoiOptions};

/// 12,000 inputs, 2,000 of each kind: no panic, the link properties hold, real links decode
/// to their records, and damaged links without a recomputed check value are refused.
#[test]
fn twelve_thousand_random_and_mutated_links() {
    let mut rng = GameRng::from_seed(2026);
    let corpus = corpus(60, &mut rng);
    for s in &corpus {
        assert_eq!(link::decode::<Roi>(&s.text).as_ref(), Ok(&s.rec));
    }
    let mut tally: BTreeMap<(Kind, bool), usize> = BTreeMap::new();
    for i in 0..12_000 {
        let kind = Kind::ALL[i % Kind::ALL.len()];
        let text = input(kind, &mut rng, &corpus);
        let verdict = catch_unwind(AssertUnwindSafe(|| check(&text)))
            .unwrap_or_else(|_| panic!("panic on {kind:?} input {text:?}"))
            .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        let valid = verdict == Verdict::Valid;
        // A mutation that only added whitespace or changed nothing is the same real link.
        let unchanged = corpus.iter().any(|s| s.text == text.trim());
        *tally.entry((kind, valid && !unchanged)).or_default() += 1;
        if kind == Kind::Real {
            assert!(valid && unchanged, "a real link was refused: {verdict:?}");
        }
    }
    assert_eq!(tally.values().sum::<usize>(), 12_000);
    eprintln!("verdicts (kind, accepted as a new link): {tally:?}");
    let count = |k, v| tally.get(&(k, v)).copied().unwrap_or(0);
    // A 16-bit check value lets about 1 in 65,536 damaged texts through; those must still
    // be valid links (checked above). Expect essentially all to be refused.
    assert!(count(Kind::MutatedText, true) <= 2, "{tally:?}");
    assert!(count(Kind::RandomBytes, true) <= 2, "{tally:?}");
    assert!(count(Kind::RandomText, false) >= 1990, "{tally:?}");
    assert_eq!(
        count(Kind::Real, false),
        2000,
        "real links are accepted unchanged"
    );
    // Payload mutations with a fresh check value reach the field and move decoders: most
    // are refused, some are other valid games (a changed seed, another legal move).
    assert!(count(Kind::MutatedBytes, false) > 1000, "{tally:?}");
    assert!(count(Kind::ChecksummedBytes, false) > 1900, "{tally:?}");
}

/// Targeted damage: each is refused with the right error.
#[test]
fn specific_damage_gives_typed_errors() {
    let mut rng = GameRng::from_seed(1);
    let s = &corpus(1, &mut rng)[0];
    let bytes = base64url_decode(&s.text).expect("base64");
    let body = &bytes[..bytes.len() - 2];
    let seal = |b: &[u8]| {
        let mut v = b.to_vec();
        v.extend(check16(b).to_be_bytes());
        base64url_encode(&v)
    };
    assert_eq!(link::decode::<Roi>(""), Err(LinkError::Empty));
    assert_eq!(link::decode::<Roi>("   "), Err(LinkError::Empty));
    assert!(matches!(
        link::decode::<Roi>("abc!"),
        Err(LinkError::NotBase64(_))
    ));
    assert_eq!(
        link::decode::<Roi>(&"A".repeat(20_000)),
        Err(LinkError::TooLong)
    );
    assert_eq!(link::decode::<Roi>("AAAA"), Err(LinkError::Truncated));
    let mut flipped = bytes.clone();
    flipped[5] ^= 4;
    assert_eq!(
        link::decode::<Roi>(&base64url_encode(&flipped)),
        Err(LinkError::Checksum)
    );
    let mut v = body.to_vec();
    v[0] = 9;
    assert_eq!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::UnknownVersion(9))
    );
    assert_eq!(link::peek(&seal(&v)), Err(LinkError::UnknownVersion(9)));
    let mut v = body.to_vec();
    v[1] = 77;
    assert_eq!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::UnknownGame(77))
    );
    let mut v = body.to_vec();
    v[1] = 3;
    assert!(matches!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::GameNotAvailable(_))
    ));
    assert!(link::peek(&seal(&v)).is_ok(), "peek reads any known game");
    let mut v = body.to_vec();
    v[2] = 5;
    assert!(matches!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::BadOptions(_))
    ));
    let mut v = body.to_vec();
    v[5] = 3;
    assert!(matches!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::BadSeats(_))
    ));
    let mut v = body.to_vec();
    v.push(0);
    assert!(matches!(
        link::decode::<Roi>(&seal(&v)),
        Err(LinkError::Malformed(_))
    ));
    let cut = &body[..body.len() - 3];
    assert!(link::decode::<Roi>(&seal(cut)).is_err());
    // Surrounding whitespace from a paste is forgiven; the record is the same.
    assert_eq!(
        link::decode::<Roi>(&format!("  {}\n", s.text)).as_ref(),
        Ok(&s.rec)
    );
}

/// A full Roi game (520 plays) fits in well under 1,000 characters: the longest of 200
/// random games is printed (run with `--nocapture`) and asserted.
#[test]
fn full_game_links_are_short() {
    let mut max = 0;
    let mut min = usize::MAX;
    for seed in 0..200u64 {
        let kinds = vec![SeatKind::Computer(Level::Random); 4];
        let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), kinds, seed * 7919);
        let mut g = rec.start().expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(s) = g.to_play() {
            let l = g.legal_actions(s);
            let c = l[rng.index(l.len())];
            g.play(s, &c).expect("legal");
            rec.log.push((s, c));
        }
        assert_eq!(rec.log.len(), 520);
        let text = link::encode(&rec).expect("encode");
        assert_eq!(link::decode::<Roi>(&text), Ok(rec));
        max = max.max(text.len());
        min = min.min(text.len());
    }
    eprintln!("full-game link length over 200 games: min {min}, max {max} characters");
    assert!(max < 1000, "{max}");
}
