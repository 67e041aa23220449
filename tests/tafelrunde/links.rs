//! Tafelrunde share links (TAF-11.10, TAF-12.1): real links of games with every option round
//! trip and replay; damaged and random links never panic and anything accepted is a valid
//! link that encodes back to the same text.

use std::panic::{AssertUnwindSafe, catch_unwind};
use table_ronde::core::bytes::{base64url_decode, base64url_encode, check16};
use table_ronde::core::game::Game;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::games::tafelrunde::options::Reshuffle;
use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};

/// A record of `moves` random legal actions with `n` seats and some options.
fn record(n: usize, seed: u64, moves: usize, odd_options: bool) -> GameRecord<Tafelrunde> {
    let options = if odd_options {
        TafelrundeOptions {
            track_len: 30,
            sword_spaces: vec![1, 5, 28],
            super_trump_only_when_void: false,
            reshuffle: Reshuffle::WhenEmptied,
            ..TafelrundeOptions::default()
        }
    } else {
        TafelrundeOptions::default()
    };
    let mut rec =
        GameRecord::<Tafelrunde>::new(options, vec![SeatKind::Computer(Level::Random); n], seed);
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..moves {
        let Some(seat) = g.first_actor() else { break };
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
        rec.log.push((seat, a));
    }
    rec
}

/// TAF-11.10: links of 2 to 6 players, spec and other options, any length of play, decode
/// to the same record and replay to the same position.
#[test]
fn taf_11_10_links_round_trip_and_replay() {
    for n in 2..=6 {
        for (k, moves) in [0, 7, 40, 300].into_iter().enumerate() {
            let rec = record(n, 100 + k as u64, moves, k % 2 == 1);
            let text = link::encode(&rec).expect("encode");
            let back = link::decode::<Tafelrunde>(&text).expect("decode");
            assert_eq!(back, rec);
            assert_eq!(back.replay(), rec.replay());
        }
    }
}

/// TAF-12.1: mutated and random links never panic; whatever decodes encodes back to itself
/// (it is exactly a valid link).
#[test]
fn taf_12_1_damaged_links_are_errors_not_panics() {
    let mut rng = GameRng::from_seed(5);
    let corpus: Vec<String> = (0..20)
        .map(|i| link::encode(&record(2 + i % 5, i as u64, 60, i % 3 == 0)).expect("encode"))
        .collect();
    let mut accepted = 0;
    for i in 0..4_000 {
        let base = &corpus[i % corpus.len()];
        let bytes = base64url_decode(base).expect("real link");
        // Change a payload byte (after the version and game bytes) of the body (the last
        // two bytes are the check value) and recompute the check, so that the option and
        // move decoders see the damage.
        let mut body = bytes[..bytes.len() - 2].to_vec();
        let at = 2 + rng.index(body.len() - 2);
        body[at] = rng.next_u32() as u8;
        if i % 4 == 0 {
            body.truncate(2 + rng.index(body.len() - 2));
        }
        let mut fixed = body.clone();
        fixed.extend(check16(&body).to_be_bytes());
        let text = base64url_encode(&fixed);
        let res = catch_unwind(AssertUnwindSafe(|| link::decode::<Tafelrunde>(&text)))
            .unwrap_or_else(|_| panic!("panic on {text}"));
        if let Ok(rec) = res {
            accepted += 1;
            assert_eq!(link::encode(&rec).expect("encode"), text);
            assert!(rec.replay().is_ok());
        }
    }
    assert!(accepted < 4_000, "{accepted} accepted");
}
