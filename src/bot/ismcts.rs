//! Information-set Monte Carlo tree search over the [`Game`] trait.
//!
//! Single-observer IS-MCTS (Cowling, Powley & Whitehouse, 2012): one tree of decisions as
//! the searching seat could tell them apart. Every iteration
//! 1. re-deals what the searching seat cannot see ([`Game::determinize`] from its own seat:
//!    the deal is a function of its observation and the search's random stream only);
//! 2. walks down the tree, counting every child whose move is legal in this deal as
//!    *available* and picking among them by UCB1 with availability counts, each seat
//!    maximising its own return;
//! 3. adds one new node, then finishes the position with the game's cheap rollout policy
//!    ([`RuleBased::rollout`]) until the game ends or its scoring round changes
//!    ([`Game::scoring_round`]; a deep search, [`SearchConfig::deep`], runs
//!    [`RuleBased::deep_rounds`] rounds);
//! 4. backs the per-seat [`Game::returns`] vector up the path (a deep search:
//!    [`RuleBased::horizon_value`], the game's own judgement of where the simulation stopped).
//!
//! The chosen move is the searching seat's most visited root move. Everything that decides
//! is integer counting or IEEE-exact float arithmetic, and the one transcendental function
//! goes through `libm`, so the same position, seed and iteration budget give the same
//! choice natively and in WebAssembly. The search can run in slices ([`Search::run`]), so a
//! worker can answer messages between two slices.

use super::RuleBased;
use std::hash::{Hash, Hasher};
#[allow(unused_imports)] // for the documentation links
use tr_core::game::Game;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// A 64-bit fingerprint of a move (FxHash's multiply-rotate over the words its `Hash`
/// writes). Nothing the search decides depends on its values: they only narrow which moves
/// are compared.
fn fingerprint<T: Hash>(value: &T) -> u64 {
    struct Fx(u64);
    impl Hasher for Fx {
        fn write(&mut self, bytes: &[u8]) {
            for &b in bytes {
                self.write_u64(u64::from(b));
            }
        }
        fn write_u8(&mut self, i: u8) {
            self.write_u64(u64::from(i));
        }
        fn write_u16(&mut self, i: u16) {
            self.write_u64(u64::from(i));
        }
        fn write_u32(&mut self, i: u32) {
            self.write_u64(u64::from(i));
        }
        fn write_u64(&mut self, i: u64) {
            self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
        fn write_usize(&mut self, i: usize) {
            self.write_u64(i as u64);
        }
        fn write_isize(&mut self, i: isize) {
            self.write_u64(i as u64);
        }
        fn finish(&self) -> u64 {
            self.0
        }
    }
    let mut h = Fx(0);
    value.hash(&mut h);
    h.finish()
}

/// How long and how boldly a search explores.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SearchConfig {
    /// Iterations before the search answers.
    pub iterations: u32,
    /// UCB1 exploration constant, as a multiple of the spread of the returns seen so far.
    pub exploration: f64,
    /// A deep search finishes its simulations [`RuleBased::deep_rounds`] scoring rounds
    /// ahead (counting the current one) instead of at the end of the current one, and reads
    /// [`RuleBased::horizon_value`] there instead of [`Game::returns`] (Hard; see
    /// `bot::level_config`).
    pub deep: bool,
    /// The most moves the simulations may play in all (tree walk and rollouts), or `None`:
    /// the search then also answers once its iteration in progress ends past this. A count,
    /// not a clock, so the choice stays the same on every machine (see
    /// [`RuleBased::max_plays`]).
    pub max_plays: Option<u64>,
}

impl SearchConfig {
    /// `iterations` with the default exploration constant.
    #[must_use]
    pub fn iterations(iterations: u32) -> Self {
        Self {
            iterations,
            exploration: 0.7,
            deep: false,
            max_plays: None,
        }
    }

    /// The same budget, simulating [`RuleBased::deep_rounds`] scoring rounds ahead.
    #[must_use]
    pub fn deep(self) -> Self {
        Self { deep: true, ..self }
    }

    /// The same budget, stopping early once the simulations have played `plays` moves.
    #[must_use]
    pub fn max_plays(self, plays: Option<u64>) -> Self {
        Self {
            max_plays: plays,
            ..self
        }
    }
}

/// One node: the move that led here and its statistics.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The seat that moved and its move (`None` at the root).
    edge: Option<(Seat, A)>,
    children: Vec<u32>,
    /// Iterations that went through this node.
    visits: u32,
    /// Iterations in which this node's move was legal while its parent was visited.
    available: u32,
    /// Sum of the moving seat's returns over the visits.
    total: f64,
    /// [`fingerprint`] of the edge (0 at the root).
    key: u64,
}

impl<A> Node<A> {
    fn new(edge: Option<(Seat, A)>) -> Self
    where
        A: Hash,
    {
        Self {
            key: edge.as_ref().map_or(0, fingerprint),
            edge,
            children: Vec::new(),
            visits: 0,
            available: 0,
            total: 0.0,
        }
    }
}

/// A search in progress for one seat of one position.
pub struct Search<G: RuleBased> {
    position: G,
    seat: Seat,
    config: SearchConfig,
    rng: GameRng,
    nodes: Vec<Node<G::Action>>,
    done: u32,
    /// How many moves `seat` has at the position (read once: the position never changes, and
    /// listing a Tournoi knight's plays checks every card, value and modifier).
    choices: usize,
    /// Moves played inside simulations so far (tree walk and rollouts): the search's work.
    plays: u64,
    /// Smallest and largest return backed up so far (scales the exploration term).
    low: f64,
    high: f64,
    /// Scratch buffers reused by every iteration (the determinized state too: re-dealt
    /// over the last one with [`Game::determinize_into`]).
    scratch: Option<G>,
    path: Vec<u32>,
    moves: Vec<(Seat, G::Action)>,
    matched: Vec<bool>,
    open: Vec<bool>,
    keyed: Vec<(u64, u32)>,
}

impl<G: RuleBased> Search<G> {
    /// A new search for `seat` at `position`. The position is used only through
    /// [`Game::determinize`] from `seat`, so hidden cards cannot steer the search.
    #[must_use]
    pub fn new(position: &G, seat: Seat, config: SearchConfig, rng: GameRng) -> Self {
        Self {
            position: position.clone(),
            seat,
            config,
            rng,
            nodes: vec![Node::new(None)],
            done: 0,
            choices: position.legal_actions(seat).len(),
            plays: 0,
            low: f64::INFINITY,
            high: f64::NEG_INFINITY,
            scratch: None,
            path: Vec::new(),
            moves: Vec::new(),
            matched: Vec::new(),
            open: Vec::new(),
            keyed: Vec::new(),
        }
    }

    /// Iterations run so far.
    #[must_use]
    pub fn iterations_done(&self) -> u32 {
        self.done
    }

    /// Moves played inside simulations so far (the tree walks and the rollouts).
    #[must_use]
    pub fn plays(&self) -> u64 {
        self.plays
    }

    /// True once the iteration budget or the plays budget is spent (or there is nothing
    /// to decide).
    #[must_use]
    pub fn finished(&self) -> bool {
        self.done >= self.config.iterations
            || self.config.max_plays.is_some_and(|m| self.plays >= m)
            || self.choices <= 1
    }

    /// Runs up to `slice` more iterations, never beyond the budget. Returns how many ran.
    pub fn run(&mut self, slice: u32) -> u32 {
        let mut ran = 0;
        while ran < slice && !self.finished() {
            self.iterate();
            self.done += 1;
            ran += 1;
        }
        ran
    }

    /// Runs until the budget is spent or `millis` milliseconds have passed on `clock` (any
    /// origin; `performance.now()` in a browser), reading the clock every `every`
    /// iterations. Returns how many ran. A time budget makes the choice depend on the
    /// machine's speed; levels use iteration budgets, this is for callers that must answer
    /// in time whatever the device.
    pub fn run_for(&mut self, millis: f64, every: u32, clock: &mut dyn FnMut() -> f64) -> u32 {
        let start = clock();
        let mut ran = 0;
        while !self.finished() {
            ran += self.run(every.max(1));
            if clock() - start >= millis {
                break;
            }
        }
        ran
    }

    /// The searching seat's most visited root move so far (ties: the earliest expanded).
    /// With one legal action, that action, searched or not; `None` when the seat has
    /// nothing to decide.
    #[must_use]
    pub fn best(&self) -> Option<G::Action> {
        let legal = self.position.legal_actions(self.seat);
        if legal.len() <= 1 {
            return legal.into_iter().next();
        }
        let mut best: Option<(&G::Action, u32)> = None;
        for &c in &self.nodes[0].children {
            let node = &self.nodes[c as usize];
            if let Some((s, a)) = &node.edge
                && *s == self.seat
                && best.is_none_or(|(_, v)| node.visits > v)
            {
                best = Some((a, node.visits));
            }
        }
        best.map(|(a, _)| a.clone())
            .or_else(|| legal.into_iter().next())
    }

    /// Root moves of the searching seat with their visit counts, in expansion order (for
    /// hints, tests and benchmarks).
    #[must_use]
    pub fn root_visits(&self) -> Vec<(G::Action, u32)> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c as usize];
                n.edge.as_ref().map(|(_, a)| (a.clone(), n.visits))
            })
            .collect()
    }

    /// Every (seat, action) open in `g`; at the root only the searching seat's own moves
    /// (answers of other seats in an out-of-turn window commute with them).
    fn fill_moves(&self, g: &G, at_root: bool, out: &mut Vec<(Seat, G::Action)>) {
        out.clear();
        for seat in g.actors() {
            if at_root && seat != self.seat {
                continue;
            }
            out.extend(g.legal_actions(seat).into_iter().map(|a| (seat, a)));
        }
    }

    fn iterate(&mut self) {
        let mut g = match self.scratch.take() {
            Some(mut g) => {
                self.position
                    .determinize_into(self.seat, &mut self.rng, &mut g);
                g
            }
            None => self.position.determinize(self.seat, &mut self.rng),
        };
        let round = g.scoring_round();
        let mut path = std::mem::take(&mut self.path);
        let mut moves = std::mem::take(&mut self.moves);
        let mut matched: Vec<bool> = std::mem::take(&mut self.matched);
        let mut open: Vec<bool> = std::mem::take(&mut self.open);
        path.clear();
        path.push(0);
        let mut node = 0u32;
        // Selection and expansion.
        while !g.is_over() && g.scoring_round() == round {
            self.fill_moves(&g, node == 0, &mut moves);
            if moves.is_empty() {
                break;
            }
            // Availability: every child whose move is legal in this determinization.
            let parent = node as usize;
            self.match_children(parent, &moves, &mut matched, &mut open);
            let untried = matched.iter().filter(|m| !**m).count();
            if untried > 0 {
                // Expansion: one untried move at random, then the rollout.
                let pick = self.rng.index(untried);
                let Some(i) = (0..moves.len()).filter(|&i| !matched[i]).nth(pick) else {
                    break;
                };
                let (seat, action) = moves.swap_remove(i);
                self.plays += 1;
                if g.play_legal(seat, &action).is_err() {
                    break;
                }
                let id = self.nodes.len() as u32;
                let mut child = Node::new(Some((seat, action)));
                child.available = 1;
                self.nodes.push(child);
                self.nodes[parent].children.push(id);
                path.push(id);
                break;
            }
            // Selection: UCB1 with availability counts, for the seat that moves.
            let spread = if self.high > self.low {
                self.high - self.low
            } else {
                1.0
            };
            let c = self.config.exploration * spread;
            let mut pick: Option<(u32, f64)> = None;
            for (j, &ci) in self.nodes[parent].children.iter().enumerate() {
                if !open[j] {
                    continue;
                }
                let child = &self.nodes[ci as usize];
                let n = f64::from(child.visits.max(1));
                let score = child.total / n
                    + c * libm::sqrt(libm::log(f64::from(child.available.max(1))) / n);
                if pick.is_none_or(|(_, best)| score > best) {
                    pick = Some((ci, score));
                }
            }
            let Some((ci, _)) = pick else { break };
            let Some((seat, action)) = self.nodes[ci as usize].edge.as_ref() else {
                break;
            };
            self.plays += 1;
            if g.play_legal(*seat, action).is_err() {
                break;
            }
            node = ci;
            path.push(ci);
        }
        // Rollout with the game's cheap policy, to the end of the scoring round (a deep
        // search: of the game's `deep_rounds` rounds, counting the current one).
        let horizon = if self.config.deep {
            self.position.deep_rounds().max(1) as usize
        } else {
            1
        };
        while g.scoring_round() < round + horizon {
            let Some(seat) = g.first_actor() else {
                break;
            };
            let Some(action) = G::rollout(&g, seat, &mut self.rng) else {
                break;
            };
            self.plays += 1;
            if g.play_legal(seat, &action).is_err() {
                break;
            }
        }
        // Backup: each node scores its mover's return (Hard: the game's horizon value).
        let returns = if self.config.deep {
            g.horizon_value()
        } else {
            g.returns()
        };
        for &id in &path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            if let Some((seat, _)) = &n.edge {
                let r = returns.get(*seat).copied().unwrap_or(0.0);
                n.total += r;
                self.low = self.low.min(r);
                self.high = self.high.max(r);
            }
        }
        self.scratch = Some(g);
        self.path = path;
        self.moves = moves;
        self.matched = matched;
        self.open = open;
    }

    /// Marks which of `moves` already have a child under `parent` (`matched`, by move) and
    /// which children are legal here (`open`, by child), counting each of those as available.
    /// Both lists hold distinct moves. Small lists are compared pairwise; large ones (a
    /// Tournoi seat with a hundred plays) through a sorted table of fingerprints, so the
    /// cost stays near linear. Either way the marks are the same: fingerprints only narrow
    /// the comparisons, equality decides, so choices do not depend on the hash.
    fn match_children(
        &mut self,
        parent: usize,
        moves: &[(Seat, G::Action)],
        matched: &mut Vec<bool>,
        open: &mut Vec<bool>,
    ) {
        matched.clear();
        matched.resize(moves.len(), false);
        let children = self.nodes[parent].children.len();
        open.clear();
        open.resize(children, false);
        let pairwise = children * moves.len() <= 64;
        if !pairwise {
            self.keyed.clear();
            self.keyed.extend(
                moves
                    .iter()
                    .enumerate()
                    .map(|(i, m)| (fingerprint(m), i as u32)),
            );
            // Distinct pairs (each move's index): any sort gives the same order.
            tr_core::small::sort(&mut self.keyed);
        }
        for (j, is_open) in open.iter_mut().enumerate() {
            let c = self.nodes[parent].children[j] as usize;
            let Some(edge) = self.nodes[c].edge.as_ref() else {
                continue;
            };
            let found = if pairwise {
                moves.iter().position(|m| m == edge)
            } else {
                let key = self.nodes[c].key;
                let from = self.keyed.partition_point(|&(k, _)| k < key);
                self.keyed[from..]
                    .iter()
                    .take_while(|&&(k, _)| k == key)
                    .map(|&(_, i)| i as usize)
                    .find(|&i| moves[i] == *edge)
            };
            if let Some(i) = found {
                matched[i] = true;
                *is_open = true;
                self.nodes[c].available += 1;
            }
        }
    }

    /// Root moves of the searching seat with their visits and mean return (in `[0, 1]`,
    /// [`Game::returns`] of the searching seat), in expansion order: the replay's analysis
    /// compares the move played with the most visited one. Unvisited moves are left out.
    #[must_use]
    pub fn root_stats(&self) -> Vec<(G::Action, u32, f64)> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c as usize];
                let (s, a) = n.edge.as_ref()?;
                (*s == self.seat && n.visits > 0)
                    .then(|| (a.clone(), n.visits, n.total / f64::from(n.visits)))
            })
            .collect()
    }
}

/// Searches `game` for `seat` with `config` and returns its choice (`None` when it has
/// nothing to decide).
pub fn search<G: RuleBased>(
    game: &G,
    seat: Seat,
    config: SearchConfig,
    rng: GameRng,
) -> Option<G::Action> {
    let mut s = Search::new(game, seat, config, rng);
    s.run(config.iterations);
    s.best()
}
