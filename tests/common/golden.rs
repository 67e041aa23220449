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

/// IS-MCTS choices computed natively: `(deal seed, random plies played first, iterations,
/// search seed, chosen card)`. The wasm suite must find the same cards (issue 3: the same
/// seed, position and budget give the same choice on both platforms).
pub const ROI_SEARCH_CHOICES: [(u64, usize, u32, u64, &str); 4] = [
    (1, 0, 300, 1, "8♣"),
    (7, 21, 500, 2, "10♠"),
    (42, 130, 400, 3, "K♦"),
    (2026, 300, 1_000, 4, "K♠"),
];

/// The card IS-MCTS chooses in a Roi position reached by `plies` uniformly random moves
/// from the deal `seed` (the moves drawn from `GameRng::from_seed(seed)`).
pub fn roi_search_choice(seed: u64, plies: usize, iterations: u32, search_seed: u64) -> String {
    use table_ronde::bot::ismcts::{SearchConfig, search};
    use table_ronde::core::game::Game;
    use table_ronde::core::rng::GameRng;
    use table_ronde::games::roi::{Roi, RoiOptions};
    let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("four seats");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..plies {
        let seat = g.actors()[0];
        let legal = g.legal_actions(seat);
        let c = legal[rng.index(legal.len())];
        g.play(seat, &c).expect("legal");
    }
    let seat = g.actors()[0];
    let card = search(
        &g,
        seat,
        SearchConfig::iterations(iterations),
        GameRng::from_seed(search_seed),
    )
    .expect("a choice");
    card.to_string()
}

/// `(players, seed, playout_fingerprint::<Camelot>)` of seeded random Camelot playouts
/// (CAM-15.14: reshuffles and Knock Down included).
pub const CAMELOT_FINGERPRINTS: [(usize, u64, u64); 4] = [
    (2, 1, 16_217_507_431_244_587_473),
    (3, 42, 17_477_849_224_116_487_448),
    (4, 2026, 16_100_987_002_626_572_275),
    (5, 7, 17_969_396_119_536_179_796),
];

/// IS-MCTS choices in Camelot positions, computed natively: `(players, deal seed, random
/// plies, iterations, search seed, chosen action as Debug text)`.
pub const CAMELOT_SEARCH_CHOICES: [(usize, u64, usize, u32, u64, &str); 3] = [
    (4, 1, 30, 300, 1, "Announce(Red)"),
    (3, 9, 40, 500, 2, "Stay"),
    (5, 2026, 60, 400, 3, "Play(Colour(Red, 3))"),
];

/// The action IS-MCTS chooses in a Camelot position reached by `plies` uniformly random
/// moves from the deal `seed` (moves drawn from `GameRng::from_seed(seed)`); the search
/// decides for the first actor after those plies.
pub fn camelot_search_choice(
    players: usize,
    seed: u64,
    plies: usize,
    iterations: u32,
    search_seed: u64,
) -> String {
    use table_ronde::bot::ismcts::{SearchConfig, search};
    use table_ronde::core::game::Game;
    use table_ronde::core::rng::GameRng;
    use table_ronde::games::camelot::{Camelot, CamelotOptions};
    let mut g = Camelot::new(&CamelotOptions::default(), players, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..plies {
        let Some(seat) = g.first_actor() else { break };
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
    }
    let seat = g.first_actor().expect("not over");
    let a = search(
        &g,
        seat,
        SearchConfig::iterations(iterations),
        GameRng::from_seed(search_seed),
    )
    .expect("a choice");
    format!("{a:?}")
}
