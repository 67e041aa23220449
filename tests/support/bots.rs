//! The computer-player checks every game's bot tests share (`tests/<game>/bot.rs`), written against
//! the [`Game`] and [`RuleBased`] traits: seeded games walked position by position, the observer's
//! legal actions against the engine's, bots that ignore hidden cards (ROI-11.6, CAM-17.7, TAF-13.6)
//! and the worker's entry point against `choose`. Each test file names its rule and keeps its own
//! thresholds.
#![allow(dead_code)]

use std::ops::Range;
use table_ronde::bot::ismcts::{SearchConfig, search};
use table_ronde::bot::{RuleBased, choose, ignores_hidden, seat_decision_rng};
use table_ronde::core::link;
use table_ronde::core::record::{GameRecord, Level};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::decide as think;

/// How long a game may last: at most `steps` actions, as the rule `rule` bounds it.
#[derive(Clone, Copy)]
pub struct Bound {
    /// The most actions of one game.
    pub steps: usize,
    /// The rule that makes games end (named when one does not).
    pub rule: &'static str,
}

/// Seeded games with the default options and one level per seat (the seat count is
/// `levels.len()`); `check` sees every position before its move, and every move must be
/// legal. Each game must end within `bound`.
pub fn each_position<G: RuleBased>(
    seeds: Range<u64>,
    levels: &[Level],
    bound: Bound,
    mut check: impl FnMut(&G),
) {
    for seed in seeds {
        let mut g = G::new(&G::Options::default(), levels.len(), seed).expect("setup");
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        let mut steps = 0;
        while let Some(seat) = g.first_actor() {
            check(&g);
            let a = choose(levels[seat.index()], &g, seat, &mut rng).expect("a move");
            g.play(seat, &a).expect("legal");
            steps += 1;
            assert!(
                steps < bound.steps,
                "{}: seed {seed} does not end",
                bound.rule
            );
        }
        assert!(g.is_over());
    }
}

/// The observer's legal actions (from its observation alone) are the engine's, for every
/// seat of `g`.
pub fn observed_legal_is_the_engines<G: RuleBased>(g: &G) {
    for seat in Seat::all(g.seat_count()) {
        assert_eq!(
            G::observed_legal(&g.observe(seat)),
            g.legal_actions(seat),
            "{seat} sees other legal actions"
        );
    }
}

/// [`observed_legal_is_the_engines`] at every position of the seeded games `seeds` of each
/// seat list `tables` ([`each_position`]); returns how many positions were checked.
pub fn observed_legal_everywhere<G: RuleBased>(
    seeds: Range<u64>,
    tables: &[Vec<Level>],
    bound: Bound,
) -> usize {
    let mut n = 0;
    for levels in tables {
        each_position(seeds.clone(), levels, bound, |g: &G| {
            observed_legal_is_the_engines(g);
            n += 1;
        });
    }
    n
}

/// Which positions of [`no_peeking`] are checked, at what levels. Positions are counted from
/// 1 over all the games.
#[derive(Clone, Copy)]
pub struct Sampling {
    /// Random and Easy at every `every`-th position.
    pub every: u64,
    /// Among those, the search on a short budget (60 iterations) at every `search`-th one.
    pub search: u64,
    /// Normal and Hard at their full budgets where `position % full.0 == full.1`.
    pub full: (u64, u64),
}

/// What [`no_peeking`] checked.
#[derive(Default, Debug)]
pub struct Peeks {
    /// Positions whose re-deal really changed a hand.
    pub differing: usize,
    /// Positions checked at Random and Easy.
    pub cheap: usize,
    /// Positions checked with the short search.
    pub searched: usize,
    /// Positions checked at Normal and Hard.
    pub full: usize,
}

impl Peeks {
    /// Asserts that more positions than `min` were checked (at least `min.full` at full
    /// budget): the re-deals really changed hands and every level was compared enough.
    pub fn assert_more_than(&self, min: Peeks) {
        assert!(
            self.differing > min.differing,
            "hidden cards really changed in {} positions",
            self.differing
        );
        assert!(
            self.cheap > min.cheap && self.searched > min.searched && self.full >= min.full,
            "{self:?}"
        );
    }
}

/// Bots see only what their seat sees: at the positions `plan` picks in the seeded games
/// of [`each_position`], every card the deciding seat cannot see is re-dealt with
/// `determinize`, and with the same decision seed every level must choose the same
/// ([`ignores_hidden`]); `hands_differ(before, after)` tells whether a re-deal changed a
/// hand. Panics at the first peek; returns the counts for the caller's thresholds.
pub fn no_peeking<G: RuleBased>(
    seeds: Range<u64>,
    levels: &[Level],
    bound: Bound,
    plan: Sampling,
    hands_differ: impl Fn(&G, &G) -> bool,
) -> Peeks {
    let mut p = Peeks::default();
    let mut k = 0u64;
    let mut redeal = GameRng::from_seed(99);
    each_position(seeds, levels, bound, |g: &G| {
        k += 1;
        if !k.is_multiple_of(plan.every) {
            return;
        }
        let seat = g.first_actor().expect("someone acts");
        let d = g.determinize(seat, &mut GameRng::from_seed(k));
        if hands_differ(g, &d) {
            p.differing += 1;
        }
        for level in [Level::Random, Level::Easy] {
            let decide = |x: &G| choose(level, x, seat, &mut GameRng::from_seed(k));
            ignores_hidden(g, seat, &mut redeal, decide).expect("no peeking");
        }
        p.cheap += 1;
        let choice = g.legal_actions(seat).len() > 1;
        if k.is_multiple_of(plan.search) && choice {
            p.searched += 1;
            let config = SearchConfig::iterations(60);
            let decide = |x: &G| search(x, seat, config, GameRng::from_seed(k));
            ignores_hidden(g, seat, &mut redeal, decide).expect("no peeking");
        }
        if k % plan.full.0 == plan.full.1 && choice {
            p.full += 1;
            for level in [Level::Normal, Level::Hard] {
                let decide = |x: &G| choose(level, x, seat, &mut GameRng::from_seed(k));
                ignores_hidden(g, seat, &mut redeal, decide).expect("no peeking");
            }
        }
    });
    p
}

/// The worker's entry point (`bot::worker`, fed a share link) decides exactly as `choose`
/// does on the page with the same decision stream: `rec` is played on by Random for `plies`
/// actions (or to the end), and at the plies `at(ply, legal)` picks, every level of `levels`
/// is compared; `also(link, seat)` may check more there. Returns how many decisions were
/// compared.
pub fn think_equals_choose<G: RuleBased>(
    mut rec: GameRecord<G>,
    plies: usize,
    at: impl Fn(usize, &[G::Action]) -> bool,
    levels: &[Level],
    mut also: impl FnMut(&str, Seat),
) -> usize {
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(5);
    let mut checked = 0;
    for ply in 0..plies {
        let Some(seat) = g.first_actor() else { break };
        let legal = g.legal_actions(seat);
        if at(ply, &legal) {
            let text = link::encode(&rec).expect("encodes");
            for level in levels {
                let mut stream = seat_decision_rng(&g, rec.seed, rec.log.len(), seat);
                let want = choose(*level, &g, seat, &mut stream);
                let got = think(&text, seat, *level).expect("decides");
                assert_eq!(Some(legal[got].clone()), want, "{level:?} at ply {ply}");
                checked += 1;
            }
            also(&text, seat);
        }
        let a = choose(Level::Random, &g, seat, &mut rng).expect("a move");
        g.play(seat, &a).expect("legal");
        rec.log.push((seat, a));
    }
    checked
}
