//! ROI-9.11 replay determinism: a seed gives the same game natively and in wasm. The same
//! constants (tests/common/golden.rs) are asserted by `tests/web_core.rs` in headless Chromium.

include!("common/golden.rs");
include!("common/golden_taf.rs");

use table_ronde::core::conformance::playout_fingerprint;
use table_ronde::core::rng::GameRng;
use table_ronde::games::roi::{Roi, RoiOptions};

#[test]
fn roi_9_11_seeded_playouts_are_pinned() {
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

#[test]
fn chacha8_stream_and_shuffle_are_pinned() {
    let mut r = GameRng::from_seed(7);
    let words: Vec<u32> = (0..4).map(|_| r.next_u32()).collect();
    assert_eq!(words, CHACHA8_SEED_7);
    let mut v: Vec<u32> = (1..=10).collect();
    GameRng::from_seed(42).shuffle(&mut v);
    assert_eq!(v, SHUFFLE_SEED_42);
}

/// Issue 3: IS-MCTS choices (same position, seed and iteration budget) are pinned; the
/// wasm suite asserts the same cards, so the bots choose identically natively and in wasm.
#[test]
fn ismcts_choices_are_pinned() {
    let got: Vec<(u64, usize, u32, u64, String)> = ROI_SEARCH_CHOICES
        .iter()
        .map(|&(seed, plies, its, s, _)| {
            (seed, plies, its, s, roi_search_choice(seed, plies, its, s))
        })
        .collect();
    let want: Vec<(u64, usize, u32, u64, String)> = ROI_SEARCH_CHOICES
        .iter()
        .map(|&(a, b, c, d, e)| (a, b, c, d, e.to_string()))
        .collect();
    assert_eq!(got, want);
}

/// CAM-15.14: seeded random Camelot playouts (2 to 5 players) are pinned natively; the wasm
/// suite asserts the same values.
#[test]
fn cam_15_14_seeded_playouts_are_pinned() {
    use table_ronde::games::camelot::{Camelot, CamelotOptions};
    let got: Vec<(usize, u64, u64)> = CAMELOT_FINGERPRINTS
        .iter()
        .map(|&(n, seed, _)| {
            (
                n,
                seed,
                playout_fingerprint::<Camelot>(&CamelotOptions::default(), n, seed),
            )
        })
        .collect();
    assert_eq!(got, CAMELOT_FINGERPRINTS);
}

/// Issue 4: Camelot IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn camelot_ismcts_choices_are_pinned() {
    let got: Vec<String> = CAMELOT_SEARCH_CHOICES
        .iter()
        .map(|&(n, seed, plies, its, s, _)| camelot_search_choice(n, seed, plies, its, s))
        .collect();
    let want: Vec<&str> = CAMELOT_SEARCH_CHOICES.iter().map(|c| c.5).collect();
    assert_eq!(got, want);
}

/// TAF-11.10: seeded random Tafelrunde playouts (2 to 6 players, reshuffles included) are
/// pinned natively; the wasm suite asserts the same values.
#[test]
fn taf_11_10_seeded_playouts_are_pinned() {
    use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
    let got: Vec<(usize, u64, u64)> = TAFELRUNDE_FINGERPRINTS
        .iter()
        .map(|&(n, seed, _)| {
            (
                n,
                seed,
                playout_fingerprint::<Tafelrunde>(&TafelrundeOptions::default(), n, seed),
            )
        })
        .collect();
    assert_eq!(got, TAFELRUNDE_FINGERPRINTS);
}

/// Issue 5: Tafelrunde IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn tafelrunde_ismcts_choices_are_pinned() {
    let got: Vec<String> = TAFELRUNDE_SEARCH_CHOICES
        .iter()
        .map(|&(n, seed, plies, its, s, _)| tafelrunde_search_choice(n, seed, plies, its, s))
        .collect();
    let want: Vec<&str> = TAFELRUNDE_SEARCH_CHOICES.iter().map(|c| c.5).collect();
    assert_eq!(got, want);
}
