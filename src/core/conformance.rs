//! The conformance battery every game runs in one line (OpenSpiel's `RandomSimulation`).
//!
//! It plays many seeded games with uniformly random choices and asserts, after every action:
//! somebody can act until the game is over and then nobody can; every legal action applies;
//! every other action (and any action by a seat that is not acting) is refused and leaves the
//! state unchanged; the game's own invariants hold; `determinize` keeps each seat's
//! observation (so observations cannot depend on cards the seat does not see); the game ends
//! within a bound. At the end: an outcome exists, returns are in `[0, 1]`, the log replays
//! to the same state and the share link round-trips. In the deep games, `play_events` and
//! `play_legal` must leave the same state as `play`, and `determinize_into` must re-deal as
//! `determinize` does. [`events`] checks what each seat sees happen.

use super::events::{Audience, Seen};
use super::game::Game;
use super::link;
use super::record::{GameRecord, Level, SeatKind};
use super::rng::GameRng;
use super::seats::Seat;

/// How hard to test.
#[derive(Clone, Debug)]
pub struct Battery {
    /// Number of seeded games.
    pub games: u64,
    /// Seed of the first game; game `k` uses `first_seed + k`.
    pub first_seed: u64,
    /// Full checks (every action tried, determinize for every seat) in one game of this many;
    /// the other games check only the chosen action and the invariants.
    pub deep_every: u64,
    /// A game longer than this many actions fails (termination).
    pub max_actions: usize,
    /// Round-trip the share link every this many games.
    pub link_every: u64,
}

impl Default for Battery {
    fn default() -> Self {
        Self {
            games: 1000,
            first_seed: 1,
            deep_every: 50,
            max_actions: 100_000,
            link_every: 10,
        }
    }
}

/// What the battery saw.
#[derive(Clone, Debug, Default)]
pub struct BatteryReport {
    /// Games played to the end.
    pub games: u64,
    /// Actions applied in all.
    pub actions: u64,
    /// Longest game in actions.
    pub longest: usize,
}

/// Runs the battery for `seats` players with `options`; `at_end` gets every finished game
/// for the game's own end-of-game invariants (e.g. Roi's total of −60).
///
/// # Panics
/// On the first broken property, with the seed and move number to reproduce it.
pub fn run<G: Game>(
    options: &G::Options,
    seats: usize,
    cfg: &Battery,
    mut at_end: impl FnMut(&G),
) -> BatteryReport {
    let mut report = BatteryReport::default();
    for k in 0..cfg.games {
        let seed = cfg.first_seed.wrapping_add(k);
        let deep = cfg.deep_every > 0 && k % cfg.deep_every == 0;
        let g = play_one::<G>(
            options,
            seats,
            seed,
            deep,
            cfg,
            k % cfg.link_every.max(1) == 0,
        );
        report.games += 1;
        report.actions += g.1 as u64;
        report.longest = report.longest.max(g.1);
        at_end(&g.0);
    }
    report
}

fn play_one<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
    deep: bool,
    cfg: &Battery,
    check_link: bool,
) -> (G, usize) {
    let kinds = vec![SeatKind::Computer(Level::Random); seats];
    let mut rec = GameRecord::<G>::new(options.clone(), kinds, seed);
    let mut g = rec.start().expect("setup");
    // The playing policy has its own stream, apart from the game's.
    let mut rng = GameRng::from_seed(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut steps = 0usize;
    // Re-dealt over by `determinize_into` at every deep check: a state from earlier in the
    // game, with other list lengths.
    let mut stale = g.clone();
    // `g` as it was before the current action: it plays every action just after `g` does,
    // instead of a clone of `g` before each action (issue 31: the clones, all their lists
    // allocated anew, were most of the battery's time). A game that did not play
    // deterministically would part them, and the replay at the end catches that.
    let mut before = g.clone();
    loop {
        let ctx = || format!("seed {seed}, action {steps}");
        g.check_invariants()
            .unwrap_or_else(|e| panic!("{}: invariant: {e}", ctx()));
        let actors = g.actors();
        if actors.is_empty() {
            assert!(g.outcome().is_some(), "{}: over without outcome", ctx());
            break;
        }
        assert!(g.outcome().is_none(), "{}: outcome before the end", ctx());
        assert!(steps < cfg.max_actions, "{}: game does not end", ctx());
        for s in &actors {
            assert!(
                !g.legal_actions(*s).is_empty(),
                "{}: {s} must act but has no legal action",
                ctx()
            );
        }
        if deep {
            deep_checks(&g, &mut rng, &mut stale, &ctx());
        }
        let choices = link::choices(&g);
        let (seat, action) = choices[rng.index(choices.len())].clone();
        if let Err(e) = g.play(seat, &action) {
            panic!("{}: legal action {action:?} of {seat} refused: {e}", ctx());
        }
        assert!(g != before || deep, "{}: action changed nothing", ctx());
        if deep {
            let mut t = before.clone();
            let mut events = Vec::new();
            assert!(t.play_events(seat, &action, &mut events).is_ok());
            assert_eq!(t, g, "{}: play_events and play differ", ctx());
        }
        if let Err(e) = before.play(seat, &action) {
            panic!(
                "{}: {action:?} of {seat} refused the second time: {e}",
                ctx()
            );
        }
        rec.log.push((seat, action));
        steps += 1;
    }
    let ret = g.returns();
    assert_eq!(ret.len(), seats);
    for (s, r) in ret.iter() {
        assert!((0.0..=1.0).contains(r), "seed {seed}: return of {s} is {r}");
    }
    let replayed = rec.replay().expect("replay");
    assert_eq!(replayed, g, "seed {seed}: replay differs");
    if check_link {
        let text = link::encode(&rec).expect("encode");
        let back = link::decode::<G>(&text).expect("decode");
        assert_eq!(back, rec, "seed {seed}: link round-trip");
    }
    (g, steps)
}

fn deep_checks<G: Game>(g: &G, rng: &mut GameRng, stale: &mut G, ctx: &str) {
    let actors = g.actors();
    for seat in Seat::all(g.seat_count()) {
        let legal = g.legal_actions(seat);
        if !actors.contains(&seat) {
            assert!(
                legal.is_empty(),
                "{ctx}: {seat} is not acting but has actions"
            );
        }
        // Each attempt plays on `t`, a copy of `g`. A refused action must leave it equal to
        // `g` (asserted), so the next attempt reuses it; only a legal one needs a new copy
        // (issue 31: a copy per attempt, every card of the deck, was most of a deep check).
        let mut t = g.clone();
        for a in g
            .action_space(seat)
            .into_iter()
            .chain(legal.iter().cloned())
        {
            let res = t.play(seat, &a);
            if legal.contains(&a) {
                assert!(res.is_ok(), "{ctx}: legal {a:?} of {seat} refused");
                let mut u = g.clone();
                assert!(u.play_legal(seat, &a).is_ok(), "{ctx}: play_legal {a:?}");
                assert_eq!(u, t, "{ctx}: play_legal and play differ on {a:?}");
                t = g.clone();
            } else {
                assert!(res.is_err(), "{ctx}: illegal {a:?} of {seat} accepted");
                assert_eq!(&t, g, "{ctx}: refused {a:?} changed the state");
            }
        }
        let obs = g.observe(seat);
        let mut again = rng.clone();
        let d = g.determinize(seat, rng);
        g.determinize_into(seat, &mut again, stale);
        assert_eq!(*stale, d, "{ctx}: determinize_into and determinize differ");
        assert_eq!(again, *rng, "{ctx}: determinize_into drew other numbers");
        assert_eq!(
            d.observe(seat),
            obs,
            "{ctx}: determinize changed {seat}'s view"
        );
        assert_eq!(d.actors(), actors, "{ctx}: determinize changed who acts");
        assert_eq!(
            d.legal_actions(seat),
            legal,
            "{ctx}: determinize changed {seat}'s actions"
        );
        d.check_invariants()
            .unwrap_or_else(|e| panic!("{ctx}: determinized state broken: {e}"));
    }
}

/// A 64-bit fingerprint of one seeded random playout: the chosen actions (by their index in
/// [`link::choices`]) and the final outcome. The same seed must give the same fingerprint
/// natively and in wasm (ROI-9.11); tests pin it on both.
pub fn playout_fingerprint<G: Game>(options: &G::Options, seats: usize, seed: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |v: u64| {
        h ^= v;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    let Ok(mut g) = G::new(options, seats, seed) else {
        return 0;
    };
    let mut rng = GameRng::from_seed(seed);
    loop {
        let ch = link::choices(&g);
        if ch.is_empty() {
            break;
        }
        let i = rng.index(ch.len());
        mix(i as u64);
        let (s, a) = &ch[i];
        if g.play(*s, a).is_err() {
            return 0;
        }
    }
    if let Some(o) = g.outcome() {
        for (s, v) in o.scores.iter() {
            mix(u64::from(s.0));
            mix(*v as u64);
        }
    }
    h
}

/// Checks the events of `games` seeded random playouts (from `first_seed`), after every
/// action: `play_events` leaves the same state as `play`; the same action from the same
/// state reports the same events (determinism); an event's audience is seats of the table;
/// and every event a seat `S` sees passes `check(S, observation of S before, observation of
/// S after, event)`, where the game says which cards the event names and whether `S` saw
/// them before or after the step. The start position's events are checked the same way.
/// Returns how many (seat, event) pairs were checked.
///
/// # Panics
/// On the first broken property, with the seed and move number to reproduce it.
pub fn events<G: Game>(
    options: &G::Options,
    seats: usize,
    games: u64,
    first_seed: u64,
    mut check: impl FnMut(Seat, &G::Observation, &G::Observation, &G::Event) -> Result<(), String>,
) -> u64 {
    let mut seen = 0u64;
    for k in 0..games {
        let seed = first_seed.wrapping_add(k);
        let mut g = G::new(options, seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed ^ 0x5851_f42d_4c95_7f2d);
        let mut before: Vec<G::Observation> = Seat::all(seats).map(|s| g.observe(s)).collect();
        let mut events = g.start_events();
        let mut step = 0usize;
        loop {
            let ctx = format!("seed {seed}, action {step}");
            let after: Vec<G::Observation> = Seat::all(seats).map(|s| g.observe(s)).collect();
            for s in Seat::all(seats) {
                for e in &events {
                    check_shape(e, seats, &ctx);
                    if let Some(ev) = e.view(Some(s)) {
                        seen += 1;
                        check(s, &before[s.index()], &after[s.index()], ev)
                            .unwrap_or_else(|m| panic!("{ctx}: {s} sees {ev:?}: {m}"));
                    }
                }
            }
            before = after;
            let choices = link::choices(&g);
            if choices.is_empty() {
                break;
            }
            let (seat, action) = choices[rng.index(choices.len())].clone();
            let mut plain = g.clone();
            plain
                .play(seat, &action)
                .unwrap_or_else(|e| panic!("{ctx}: {action:?} refused: {e}"));
            let mut again = g.clone();
            let mut twice = Vec::new();
            events.clear();
            g.play_events(seat, &action, &mut events)
                .unwrap_or_else(|e| panic!("{ctx}: {action:?} refused by play_events: {e}"));
            assert!(again.play_events(seat, &action, &mut twice).is_ok());
            assert_eq!(g, plain, "{ctx}: play_events and play differ");
            assert_eq!(events, twice, "{ctx}: events are not deterministic");
            step += 1;
        }
    }
    seen
}

/// An event's audience names seats of the table only, and is not empty; only an event some
/// seats do not see in full has a public part.
fn check_shape<E: std::fmt::Debug>(e: &Seen<E>, seats: usize, ctx: &str) {
    if let Audience::Only(set) = e.to {
        assert!(
            u32::from(set.0) < (1u32 << seats),
            "{ctx}: {e:?} names a seat not at the table"
        );
        assert!(set.0 != 0, "{ctx}: {e:?} is seen by nobody");
    } else {
        assert!(
            e.others.is_none(),
            "{ctx}: a public event with a hidden part"
        );
    }
}
