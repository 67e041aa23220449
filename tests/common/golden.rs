// Pinned outputs shared by the native (`tests/determinism.rs`) and wasm (`tests/web_core.rs`)
// suites: if either platform drifts, its suite fails.

/// `(seed, playout_fingerprint::<Roi>)` of seeded random Roi playouts (ROI-9.11).
pub const ROI_FINGERPRINTS: [(u64, u64); 3] = [
    (1, 11_103_922_989_836_759_404),
    (42, 12_849_489_358_588_794_866),
    (2026, 7_020_859_045_287_314_323),
];

/// The first four words of `GameRng::from_seed(7)` (ChaCha8).
pub const CHACHA8_SEED_7: [u32; 4] = [601_310_139, 677_729_076, 781_920_570, 721_508_819];

/// `GameRng::from_seed(42)` shuffling 1..=10 (the toolchain recipe's verified vector).
pub const SHUFFLE_SEED_42: [u32; 10] = [2, 5, 10, 7, 9, 3, 6, 1, 4, 8];
