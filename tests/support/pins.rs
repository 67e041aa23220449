// Pinned outputs shared by the native (`tests/core/determinism.rs`) and wasm
// (`tests/web/determinism.rs`) suites: if either platform drifts, its suite fails (ROI-9.11,
// CAM-15.14, TAF-11.10, TRN-14.3: replay determinism from seed and actions, native and
// WebAssembly). Both suites check the pins with the generic `assert_*` functions at the end.

/// `(players, seed, playout_fingerprint::<Roi>)` of seeded random Roi playouts (ROI-9.11).
pub const ROI_FINGERPRINTS: [(usize, u64, u64); 3] = [
    (4, 1, 11_103_922_989_836_759_404),
    (4, 42, 12_849_489_358_588_794_866),
    (4, 2026, 7_020_859_045_287_314_323),
];

/// The first four words of `GameRng::from_seed(7)` (ChaCha8).
pub const CHACHA8_SEED_7: [u32; 4] = [601_310_139, 677_729_076, 781_920_570, 721_508_819];

/// `GameRng::from_seed(42)` shuffling 1..=10 (the toolchain recipe's verified vector).
pub const SHUFFLE_SEED_42: [u32; 10] = [2, 5, 10, 7, 9, 3, 6, 1, 4, 8];

/// A pinned IS-MCTS choice, computed natively: `(players, deal seed, random plies played
/// first, iterations, search seed, chosen action)` (see [`search_choice`]). The wasm suite
/// must find the same (issue 3: the same seed, position and budget give the same choice on
/// both platforms).
pub type SearchPin = (usize, u64, usize, u32, u64, &'static str);

/// Roi: the chosen card as printed.
pub const ROI_SEARCH_CHOICES: [SearchPin; 4] = [
    (4, 1, 0, 300, 1, "8♣"),
    (4, 7, 21, 500, 2, "10♠"),
    (4, 42, 130, 400, 3, "K♦"),
    (4, 2026, 300, 1_000, 4, "K♠"),
];

/// `(players, seed, playout_fingerprint::<Camelot>)` of seeded random Camelot playouts
/// (CAM-15.14: reshuffles and Knock Down included).
pub const CAMELOT_FINGERPRINTS: [(usize, u64, u64); 4] = [
    (2, 1, 16_217_507_431_244_587_473),
    (3, 42, 17_477_849_224_116_487_448),
    (4, 2026, 16_100_987_002_626_572_275),
    (5, 7, 17_969_396_119_536_179_796),
];

/// Camelot: the chosen action as Debug text.
pub const CAMELOT_SEARCH_CHOICES: [SearchPin; 3] = [
    (4, 1, 30, 300, 1, "Announce(Red)"),
    (3, 9, 40, 500, 2, "Stay"),
    (5, 2026, 60, 400, 3, "Play(Colour(Red, 3))"),
];

/// `(players, seed, playout_fingerprint::<Tafelrunde>)` of seeded random Tafelrunde
/// playouts, reshuffles included (TAF-11.10).
pub const TAFELRUNDE_FINGERPRINTS: [(usize, u64, u64); 5] = [
    (2, 1, 12_248_250_998_325_813_614),
    (3, 42, 5_489_230_610_942_582_920),
    (4, 2026, 12_242_150_332_568_410_751),
    (5, 7, 12_118_972_088_580_114_870),
    (6, 99, 12_395_599_443_336_906_974),
];

/// Tafelrunde: the chosen action as Debug text.
pub const TAFELRUNDE_SEARCH_CHOICES: [SearchPin; 3] = [
    (2, 1, 5, 300, 1, "Play(Super(Crest))"),
    (4, 9, 40, 500, 2, "Play(Colour(Blue, 7))"),
    (6, 2026, 100, 400, 3, "Play(Super(Crest))"),
];

/// `(players, seed, playout_fingerprint::<Tournoi>)` of seeded random Tournoi playouts, 2
/// to 6 knights, Godsend phases and reshuffles included (TRN-14.3, TRN-15.14).
pub const TOURNOI_FINGERPRINTS: [(usize, u64, u64); 5] = [
    (2, 1, 7_823_090_894_070_548_745),
    (3, 42, 2_658_629_707_802_628_400),
    (4, 2026, 10_319_992_927_218_223_056),
    (5, 7, 2_792_590_426_269_968_605),
    (6, 99, 9_274_008_823_845_465_327),
];

/// Tournoi: the chosen action as [`tournoi_action_text`] writes it.
pub const TOURNOI_SEARCH_CHOICES: [SearchPin; 3] = [
    (4, 1, 10, 300, 1, "Play(De4)"),
    (3, 9, 40, 500, 2, "Take(Offer(0))"),
    (6, 2026, 100, 400, 3, "Play(De10)"),
];

/// `(players, seed, playout_fingerprint::<Chevaliers>)` of seeded random Chevaliers
/// playouts, 3 to 7 knights, with the default options (CHV-17.5, CHV-18.16).
pub const CHEVALIERS_FINGERPRINTS: [(usize, u64, u64); 5] = [
    (3, 1, 729_095_145_180_387_012),
    (4, 42, 18_007_235_889_764_280_200),
    (5, 2026, 10_230_489_675_834_906_532),
    (6, 7, 17_546_376_223_855_397_440),
    (7, 99, 13_529_252_921_292_015_558),
];

/// Chevaliers: the chosen action as Debug text (CHV-17.5).
pub const CHEVALIERS_SEARCH_CHOICES: [SearchPin; 4] = [
    (4, 1, 14, 300, 1, "Sacrifice(Move(Quest(Excalibur)))"),
    (4, 1, 20, 300, 1, "EvilLoseLife"),
    (5, 9, 40, 400, 2, "Discard(Messenger)"),
    (7, 2026, 90, 300, 3, "Heroic(Move(Quest(Picts)))"),
];

/// A Tournoi action for the pins: a play by its card in notation (with a named suit and
/// value, if any), anything else as Debug text.
pub fn tournoi_action_text(a: &table_ronde::games::tournoi::Action) -> String {
    match a {
        table_ronde::games::tournoi::Action::Play(p) => {
            let named = match (p.suit, p.value) {
                (None, None) => String::new(),
                (s, v) => format!(" {s:?} {v:?}"),
            };
            format!("Play({}{named})", p.card)
        }
        other => format!("{other:?}"),
    }
}

/// The action IS-MCTS chooses (`iterations`, `search_seed`) for the first actor of a `G`
/// position reached by `plies` uniformly random moves from the deal `seed` (the moves drawn
/// from `GameRng::from_seed(seed)`), with the default options.
pub fn search_choice<G: table_ronde::bot::RuleBased>(
    players: usize,
    seed: u64,
    plies: usize,
    iterations: u32,
    search_seed: u64,
) -> G::Action {
    use table_ronde::bot::ismcts::{SearchConfig, search};
    use table_ronde::core::rng::GameRng;
    let mut g = G::new(&G::Options::default(), players, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..plies {
        let Some(seat) = g.first_actor() else { break };
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())].clone();
        g.play(seat, &a).expect("legal");
    }
    let seat = g.first_actor().expect("not over");
    search(
        &g,
        seat,
        SearchConfig::iterations(iterations),
        GameRng::from_seed(search_seed),
    )
    .expect("a choice")
}

/// Asserts that seeded random `G` playouts (default options) give the pinned
/// `(players, seed, fingerprint)`.
pub fn assert_fingerprints<G: table_ronde::core::game::Game>(pins: &[(usize, u64, u64)]) {
    let got: Vec<(usize, u64, u64)> = pins
        .iter()
        .map(|&(n, seed, _)| {
            let options = <G::Options as Default>::default();
            let fp = table_ronde::core::conformance::playout_fingerprint::<G>(&options, n, seed);
            (n, seed, fp)
        })
        .collect();
    assert_eq!(got, pins);
}

/// Asserts that [`search_choice`] finds every pinned action, written by `show`.
pub fn assert_search_choices<G: table_ronde::bot::RuleBased>(
    pins: &[SearchPin],
    show: fn(&G::Action) -> String,
) {
    for &(n, seed, plies, its, s, want) in pins {
        assert_eq!(
            show(&search_choice::<G>(n, seed, plies, its, s)),
            want,
            "{n} players, deal {seed}, ply {plies}"
        );
    }
}

/// Asserts the pinned ChaCha8 stream and shuffle of `GameRng`.
pub fn assert_rng_pins() {
    use table_ronde::core::rng::GameRng;
    let mut r = GameRng::from_seed(7);
    let words: Vec<u32> = (0..4).map(|_| r.next_u32()).collect();
    assert_eq!(words, CHACHA8_SEED_7);
    let mut v: Vec<u32> = (1..=10).collect();
    GameRng::from_seed(42).shuffle(&mut v);
    assert_eq!(v, SHUFFLE_SEED_42);
}
