//! ROI-9.11 replay determinism: a seed gives the same game natively and in wasm. The same
//! constants (`tests/support/pins.rs`) are asserted by `tests/web/determinism.rs` in
//! headless Chromium.

include!("../support/pins.rs");

use table_ronde::games::camelot::Camelot;
use table_ronde::games::chevaliers::Chevaliers;
use table_ronde::games::roi::Roi;
use table_ronde::games::tafelrunde::Tafelrunde;
use table_ronde::games::tournoi::Tournoi;

#[test]
fn roi_9_11_seeded_playouts_are_pinned() {
    assert_fingerprints::<Roi>(&ROI_FINGERPRINTS);
}

#[test]
fn chacha8_stream_and_shuffle_are_pinned() {
    assert_rng_pins();
}

/// Issue 3: IS-MCTS choices (same position, seed and iteration budget) are pinned; the
/// wasm suite asserts the same cards, so the bots choose identically natively and in wasm.
#[test]
fn ismcts_choices_are_pinned() {
    assert_search_choices::<Roi>(&ROI_SEARCH_CHOICES, |c| c.to_string());
}

/// CAM-15.14: seeded random Camelot playouts (2 to 5 players) are pinned natively; the wasm
/// suite asserts the same values.
#[test]
fn cam_15_14_seeded_playouts_are_pinned() {
    assert_fingerprints::<Camelot>(&CAMELOT_FINGERPRINTS);
}

/// Issue 4: Camelot IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn camelot_ismcts_choices_are_pinned() {
    assert_search_choices::<Camelot>(&CAMELOT_SEARCH_CHOICES, |a| format!("{a:?}"));
}

/// TAF-11.10: seeded random Tafelrunde playouts (2 to 6 players, reshuffles included) are
/// pinned natively; the wasm suite asserts the same values.
#[test]
fn taf_11_10_seeded_playouts_are_pinned() {
    assert_fingerprints::<Tafelrunde>(&TAFELRUNDE_FINGERPRINTS);
}

/// Issue 5: Tafelrunde IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn tafelrunde_ismcts_choices_are_pinned() {
    assert_search_choices::<Tafelrunde>(&TAFELRUNDE_SEARCH_CHOICES, |a| format!("{a:?}"));
}

/// TRN-14.3, TRN-15.14: seeded random Tournoi playouts (2 to 6 knights) are pinned
/// natively; the wasm suite asserts the same values.
#[test]
fn trn_14_3_seeded_playouts_are_pinned() {
    assert_fingerprints::<Tournoi>(&TOURNOI_FINGERPRINTS);
}

/// TRN-14.3: Tournoi IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn tournoi_ismcts_choices_are_pinned() {
    assert_search_choices::<Tournoi>(&TOURNOI_SEARCH_CHOICES, tournoi_action_text);
}

/// CHV-17.5, CHV-18.16: seeded random Chevaliers playouts (3 to 7 knights) are pinned
/// natively; the wasm suite asserts the same values.
#[test]
fn chv_17_5_seeded_playouts_are_pinned() {
    assert_fingerprints::<Chevaliers>(&CHEVALIERS_FINGERPRINTS);
}

/// CHV-17.5: Chevaliers IS-MCTS choices are pinned; the wasm suite finds the same.
#[test]
fn chevaliers_ismcts_choices_are_pinned() {
    assert_search_choices::<Chevaliers>(&CHEVALIERS_SEARCH_CHOICES, |a| format!("{a:?}"));
}
