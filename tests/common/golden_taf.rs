// Tafelrunde pins shared by the native (`tests/determinism.rs`) and wasm (`tests/web_core.rs`)
// suites (TAF-11.10: replay determinism from seed and actions, native and WebAssembly).

/// `(players, seed, playout_fingerprint::<Tafelrunde>)` of seeded random playouts, reshuffles
/// included.
pub const TAFELRUNDE_FINGERPRINTS: [(usize, u64, u64); 5] = [
    (2, 1, 12_248_250_998_325_813_614),
    (3, 42, 5_489_230_610_942_582_920),
    (4, 2026, 12_242_150_332_568_410_751),
    (5, 7, 12_118_972_088_580_114_870),
    (6, 99, 12_395_599_443_336_906_974),
];

/// IS-MCTS choices in Tafelrunde positions, computed natively: `(players, deal seed, random
/// plies, iterations, search seed, chosen action as Debug text)`.
pub const TAFELRUNDE_SEARCH_CHOICES: [(usize, u64, usize, u32, u64, &str); 3] = [
    (2, 1, 5, 300, 1, "Play(Super(Crest))"),
    (4, 9, 40, 500, 2, "Play(Colour(Blue, 7))"),
    (6, 2026, 100, 400, 3, "Play(Super(Crest))"),
];

/// The action IS-MCTS chooses in a Tafelrunde position reached by `plies` uniformly random
/// moves from the deal `seed` (moves drawn from `GameRng::from_seed(seed)`).
pub fn tafelrunde_search_choice(
    players: usize,
    seed: u64,
    plies: usize,
    iterations: u32,
    search_seed: u64,
) -> String {
    use table_ronde::bot::ismcts::{SearchConfig, search};
    use table_ronde::core::game::Game;
    use table_ronde::core::rng::GameRng;
    use table_ronde::games::tafelrunde::{Tafelrunde, TafelrundeOptions};
    let mut g = Tafelrunde::new(&TafelrundeOptions::default(), players, seed).expect("setup");
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
