//! The engine's determinism in WebAssembly, in headless Chromium: the same pinned values as
//! the native suite (`tests/core/determinism.rs`), so a seed deals and plays identically in the
//! browser (ROI-9.11).

include!("../support/pins.rs");

use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::games::camelot::Camelot;
use table_ronde::games::chevaliers::Chevaliers;
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::games::tafelrunde::Tafelrunde;
use table_ronde::games::tournoi::Tournoi;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn roi_9_11_seeded_playouts_match_native() {
    assert_fingerprints::<Roi>(&ROI_FINGERPRINTS);
}

/// Issue 3: the same IS-MCTS choices as natively (tests/core/determinism.rs).
#[wasm_bindgen_test]
fn ismcts_choices_match_native() {
    assert_search_choices::<Roi>(&ROI_SEARCH_CHOICES, |c| c.to_string());
}

#[wasm_bindgen_test]
fn chacha8_stream_and_shuffle_match_native() {
    assert_rng_pins();
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

/// CAM-15.14: the same Camelot playouts as natively (tests/core/determinism.rs).
#[wasm_bindgen_test]
fn cam_15_14_seeded_playouts_match_native() {
    assert_fingerprints::<Camelot>(&CAMELOT_FINGERPRINTS);
}

/// Issue 4: the same Camelot IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn camelot_ismcts_choices_match_native() {
    assert_search_choices::<Camelot>(&CAMELOT_SEARCH_CHOICES, |a| format!("{a:?}"));
}

/// TAF-11.10: the same Tafelrunde playouts as natively (tests/core/determinism.rs).
#[wasm_bindgen_test]
fn taf_11_10_seeded_playouts_match_native() {
    assert_fingerprints::<Tafelrunde>(&TAFELRUNDE_FINGERPRINTS);
}

/// Issue 5: the same Tafelrunde IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn tafelrunde_ismcts_choices_match_native() {
    assert_search_choices::<Tafelrunde>(&TAFELRUNDE_SEARCH_CHOICES, |a| format!("{a:?}"));
}

/// TRN-14.3: the same Tournoi playouts as natively (tests/core/determinism.rs).
#[wasm_bindgen_test]
fn trn_14_3_seeded_playouts_match_native() {
    assert_fingerprints::<Tournoi>(&TOURNOI_FINGERPRINTS);
}

/// TRN-14.3: the same Tournoi IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn tournoi_ismcts_choices_match_native() {
    assert_search_choices::<Tournoi>(&TOURNOI_SEARCH_CHOICES, tournoi_action_text);
}

/// CHV-17.5: the same Chevaliers playouts as natively (tests/core/determinism.rs).
#[wasm_bindgen_test]
fn chv_17_5_seeded_playouts_match_native() {
    assert_fingerprints::<Chevaliers>(&CHEVALIERS_FINGERPRINTS);
}

/// CHV-17.5: the same Chevaliers IS-MCTS choices as natively.
#[wasm_bindgen_test]
fn chevaliers_ismcts_choices_match_native() {
    assert_search_choices::<Chevaliers>(&CHEVALIERS_SEARCH_CHOICES, |a| format!("{a:?}"));
}
