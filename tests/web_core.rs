//! The engine's determinism in WebAssembly, in headless Chromium: the same pinned values as
//! the native suite (`tests/determinism.rs`), so a seed deals and plays identically in the
//! browser (ROI-9.11).
#![cfg(target_arch = "wasm32")]

include!("common/golden.rs");
include!("common/golden_taf.rs");

use table_ronde::core::conformance::playout_fingerprint;
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::games::roi::{Roi, RoiOptions};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn roi_9_11_seeded_playouts_match_native() {
    let got: Vec<(u64, u64)> = ROI_FINGERPRINTS
        .iter()
        .map(|(seed, _)| {
            (
                *seed,
                playout_fingerprint::<Roi>(&RoiOptions::default(), 4, *seed),
            )
        })
        .collect();
    assert_eq!(got, ROI_FINGERPRINTS);
}

/// Issue 3: the same IS-MCTS choices as natively (tests/determinism.rs).
#[wasm_bindgen_test]
fn ismcts_choices_match_native() {
    for &(seed, plies, its, s, want) in &ROI_SEARCH_CHOICES {
        assert_eq!(
            roi_search_choice(seed, plies, its, s),
            want,
            "deal {seed}, ply {plies}"
        );
    }
}

#[wasm_bindgen_test]
fn chacha8_stream_and_shuffle_match_native() {
    let mut r = GameRng::from_seed(7);
    let words: Vec<u32> = (0..4).map(|_| r.next_u32()).collect();
    assert_eq!(words, CHACHA8_SEED_7);
    let mut v: Vec<u32> = (1..=10).collect();
    GameRng::from_seed(42).shuffle(&mut v);
    assert_eq!(v, SHUFFLE_SEED_42);
}

#[wasm_bindgen_test]
fn links_round_trip_in_wasm() {
    let rec = GameRecord::<Roi>::new(
        RoiOptions::default(),
        vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Random),
        ],
        99,
    );
    let text = link::encode(&rec).expect("encode");
    assert_eq!(link::decode::<Roi>(&text), Ok(rec));
    assert!(link::decode::<Roi>(&text[..text.len() - 3]).is_err());
}

/// CAM-15.14: the same Camelot playouts as natively (tests/determinism.rs).
#[wasm_bindgen_test]
fn cam_15_14_seeded_playouts_match_native() {
    use table_ronde::games::camelot::{Camelot, CamelotOptions};
    for &(n, seed, want) in &CAMELOT_FINGERPRINTS {
        assert_eq!(
            playout_fingerprint::<Camelot>(&CamelotOptions::default(), n, seed),
            want,
            "{n} players, seed {seed}"
        );
    }
}

/// Issue 4: the same Camelot IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn camelot_ismcts_choices_match_native() {
    for &(n, seed, plies, its, s, want) in &CAMELOT_SEARCH_CHOICES {
        assert_eq!(
            camelot_search_choice(n, seed, plies, its, s),
            want,
            "{n} players, deal {seed}, ply {plies}"
        );
    }
}

/// TAF-11.10: the same Tafelrunde playouts as natively (tests/determinism.rs).
#[wasm_bindgen_test]
fn taf_11_10_seeded_playouts_match_native() {
    use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
    for &(n, seed, want) in &TAFELRUNDE_FINGERPRINTS {
        assert_eq!(
            playout_fingerprint::<Tafelrunde>(&TafelrundeOptions::default(), n, seed),
            want,
            "{n} players, seed {seed}"
        );
    }
}

/// Issue 5: the same Tafelrunde IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn tafelrunde_ismcts_choices_match_native() {
    for &(n, seed, plies, its, s, want) in &TAFELRUNDE_SEARCH_CHOICES {
        assert_eq!(
            tafelrunde_search_choice(n, seed, plies, its, s),
            want,
            "{n} players, deal {seed}, ply {plies}"
        );
    }
}
