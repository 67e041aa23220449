//! Self-play tuner for Les Chevaliers' rule-based knight (`heuristics::Params`).
//!
//! ```text
//! cargo run --release --no-default-features --example chv_tune -- \
//!     [--games 2000] [--seed 1000001] [--knights 4] [--pool no_traitor] [--rounds 2] \
//!     [--step 0.25] [--threads 2] [--eval] [--stats [--records]] [--trace] \
//!     [--set name=value,...] [--traitor-set name=value,...] [--skip prefix,...]
//! ```
//!
//! Every seat plays the rule-based choice without slips (Hard's Loyal knight), the Traitor
//! too, who keeps the default constants (or `--traitor-set`'s) while the Loyal knights try
//! others. `--stats` tallies the decisions of Loyal (`L`), hidden (`T`) and unmasked (`T+`)
//! Traitors and how games with a Traitor ended; `--skip` leaves constants out of the search
//! (the suspicion weights the Traitor also reads, say). A coordinate search: each constant in turn is tried at `x·(1 ± step)` (a constant
//! at 0 at `± step`) on the same training seeds (`seed..seed + games`, the table sizes of
//! `--knights` in turn); a change is kept when it wins at least `--keep` more games (paired:
//! the same deals). `--eval` only prints the defaults' win rate on those seeds. Judge the
//! result on other seeds with the arena (`--seats hard,...`), never on the training ones.

use std::collections::BTreeMap;
use table_ronde::bot::decision_rng;
use table_ronde::core::game::{Game, Side};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::chevaliers::Loyalty;
use table_ronde::games::chevaliers::heuristics::{Params, decide_tuned, rollout_with};
use table_ronde::games::chevaliers::options::LoyaltyPool;
use table_ronde::games::chevaliers::state::Step;
use table_ronde::games::chevaliers::{Action, Heroic};
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions};

struct Args {
    games: u64,
    seed: u64,
    knights: Vec<usize>,
    pool: LoyaltyPool,
    rounds: usize,
    step: f64,
    keep: u64,
    threads: usize,
    eval: bool,
    stats: bool,
    trace: bool,
    /// `--search M`: the Loyal knights' Evil choice by M rollouts per option (an experiment).
    search: u32,
    /// `--set name=value`: start from these values.
    set: Vec<(usize, f64)>,
    /// `--skip a,b`: constants whose names start so are not searched.
    skip: Vec<String>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 2000,
        seed: 1_000_001,
        knights: vec![4],
        pool: LoyaltyPool::NoTraitor,
        rounds: 2,
        step: 0.25,
        keep: 6,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        eval: false,
        stats: false,
        trace: false,
        set: Vec::new(),
        skip: Vec::new(),
        search: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => a.games = value()?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("{e}"))?,
            "--knights" => {
                a.knights = value()?
                    .split(',')
                    .map(|k| k.parse().map_err(|e| format!("{e}")))
                    .collect::<Result<_, _>>()?;
            }
            "--pool" => {
                a.pool = match value()?.as_str() {
                    "no_traitor" => LoyaltyPool::NoTraitor,
                    "n_plus_one" => LoyaltyPool::NPlusOne,
                    "guaranteed_traitor" => LoyaltyPool::GuaranteedTraitor,
                    "all_eight" => LoyaltyPool::AllEight,
                    p => return Err(format!("unknown pool {p}")),
                }
            }
            "--rounds" => a.rounds = value()?.parse().map_err(|e| format!("{e}"))?,
            "--step" => a.step = value()?.parse().map_err(|e| format!("{e}"))?,
            "--keep" => a.keep = value()?.parse().map_err(|e| format!("{e}"))?,
            "--threads" => a.threads = value()?.parse().map_err(|e| format!("{e}"))?,
            "--eval" => a.eval = true,
            "--stats" => a.stats = true,
            "--records" => RECORDS.store(true, std::sync::atomic::Ordering::Relaxed),
            "--trace" => a.trace = true,
            "--search" => a.search = value()?.parse().map_err(|e| format!("{e}"))?,
            "--skip" => a.skip = value()?.split(',').map(str::to_string).collect(),
            "--traitor-set" => {
                let mut t = Params::DEFAULT;
                for pair in value()?.split(',') {
                    let (name, x) = pair
                        .split_once('=')
                        .ok_or(format!("--traitor-set {pair}"))?;
                    let i = Params::NAMES
                        .iter()
                        .position(|n| *n == name)
                        .ok_or(format!("no constant {name}"))?;
                    t.set(i, x.parse().map_err(|e| format!("{e}"))?);
                }
                let _ = TRAITOR.set(t);
            }
            "--set" => {
                for pair in value()?.split(',') {
                    let (name, x) = pair.split_once('=').ok_or(format!("--set {pair}"))?;
                    let i = Params::NAMES
                        .iter()
                        .position(|n| *n == name)
                        .ok_or(format!("no constant {name}"))?;
                    a.set.push((i, x.parse().map_err(|e| format!("{e}"))?));
                }
            }
            f => return Err(format!("unknown flag {f}")),
        }
    }
    Ok(a)
}

/// What a decision was, for `--stats`: the action's name, a move with its destination, a
/// quest card with the knight's place.
fn label(g: &Chevaliers, seat: Seat, a: &Action) -> String {
    let head = |s: String| s.split('(').next().unwrap_or_default().to_string();
    match a {
        Action::Heroic(h) | Action::Sacrifice(h) => {
            let kind = if matches!(a, Action::Sacrifice(_)) {
                "sac "
            } else {
                ""
            };
            match h {
                Heroic::Move(to) => format!("{kind}move to {to:?}"),
                Heroic::Play(_) => format!("{kind}play at {:?}", g.location(seat)),
                h => format!("{kind}{}", head(format!("{h:?}"))),
            }
        }
        a => head(format!("{a:?}")),
    }
}

thread_local! {
    static TALLY: std::cell::RefCell<BTreeMap<String, u64>> = const {
        std::cell::RefCell::new(BTreeMap::new())
    };
}

/// One game with every seat on `p`: did the Loyal side win?
fn loyal_wins(p: &Params, options: &ChevaliersOptions, knights: usize, seed: u64) -> bool {
    let stats = STATS.load(std::sync::atomic::Ordering::Relaxed);
    let Ok(mut g) = Chevaliers::new(options, knights, seed) else {
        return false;
    };
    let stream = seed ^ (1u64 << 56);
    let mut ply = 0usize;
    let mut dumped = false;
    while let Some(seat) = g.actors().first().copied() {
        let obs = g.observe(seat);
        let mut rng = decision_rng(stream, ply);
        let searched = match SEARCH.load(std::sync::atomic::Ordering::Relaxed) {
            0 => None,
            m => searched_evil(&g, seat, &obs, p, m, stream ^ ply as u64),
        };
        // The Traitor keeps the default constants (or `--traitor-set`'s): the tuner judges the
        // Loyal knights against the shipped Traitor, not one weakened by the same change.
        let mine = if g.loyalty(seat) == Loyalty::Traitor {
            TRAITOR.get().unwrap_or(&Params::DEFAULT)
        } else {
            p
        };
        let Some(a) = searched.or_else(|| decide_tuned(&obs, 5, mine, &mut rng)) else {
            break;
        };
        if stats && obs.legal.len() > 1 {
            let who = if g.loyalty(seat) == Loyalty::Traitor {
                if g.is_unmasked(seat) { "T+" } else { "T " }
            } else {
                "L "
            };
            let l = format!(
                "{who} {:?} {}",
                obs.pending
                    .map(|s| format!("{s:?}"))
                    .unwrap_or_default()
                    .split('(')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
                label(&g, seat, &a)
            );
            TALLY.with(|t| *t.borrow_mut().entry(l).or_default() += 1);
        }
        if TRACE.load(std::sync::atomic::Ordering::Relaxed) && obs.legal.len() > 1 {
            let b = g.board();
            let w = |i: usize| format!("{}w{}f", b.wars[i].warriors, b.wars[i].fights.len());
            println!(
                "t{:>3} s{} L{} h{:>2} @{:<22} {:<40} | {}W {}B {}E P{} S{} G{}/{} X{} BK{:?}/{} L{:?}/{}",
                g.turns(),
                seat.0,
                g.life(seat),
                obs.hand.len(),
                format!("{:?}", g.location(seat))
                    .replace("Some(Quest(", "")
                    .replace("))", ""),
                format!("{a:?}"),
                b.white,
                b.black,
                b.engines,
                w(0),
                w(1),
                b.grail.grails,
                b.grail.blacks.len(),
                b.excalibur,
                b.black_knight.knights,
                b.black_knight.evil.len(),
                b.lancelot.knights,
                b.lancelot.evil.len(),
            );
        }
        if RECORDS.load(std::sync::atomic::Ordering::Relaxed) && g.turns() == 40 && !dumped {
            dumped = true;
            if g.traitor().is_some_and(|t| !g.is_unmasked(t)) {
                for s in 0..g.seats() {
                    let s = Seat(s as u8);
                    let c = g.conduct(s);
                    println!(
                        "DATA {} {:?} {} {} {} {} {} {} {} {} {} {} {} {} {} {} {}",
                        u8::from(g.loyalty(s) == Loyalty::Traitor),
                        g.knight(s),
                        u8::from(g.is_alive(s)),
                        c.draws,
                        c.engines,
                        c.life,
                        c.spared_life,
                        c.face_down,
                        c.wrong_accusations,
                        c.solo_lost,
                        c.merlins,
                        c.sacrifices,
                        c.plays,
                        c.fight_points,
                        c.table_draws,
                        c.specials,
                        c.heals
                    );
                }
            }
        }
        if g.play(seat, &a).is_err() {
            return false;
        }
        ply += 1;
    }
    let won = g.outcome().and_then(|o| o.side) == Some(Side::Loyal);
    if stats && let Some(t) = g.traitor() {
        let key = format!(
            "~ traitor {} / {} / {:?} / {}W {}B",
            if g.is_unmasked(t) {
                "unmasked"
            } else {
                "hidden"
            },
            if won { "loyal won" } else { "evil won" },
            g.ending().map(|e| e.cause),
            g.board().white,
            g.board().black,
        );
        TALLY.with(|x| *x.borrow_mut().entry(key).or_default() += 1);
        let unused = (0..g.seats())
            .map(|s| Seat(s as u8))
            .filter(|&s| s != t && g.is_alive(s) && !g.has_accused(s))
            .count();
        let key2 = format!(
            "~ unused accusers {} / {} / {:?}",
            unused,
            if g.is_unmasked(t) {
                "unmasked"
            } else {
                "hidden"
            },
            g.ending().map(|e| e.cause),
        );
        TALLY.with(|x| *x.borrow_mut().entry(key2).or_default() += 1);
        let wrong: u16 = (0..g.seats())
            .map(|s| g.conduct(Seat(s as u8)).wrong_accusations)
            .sum();
        TALLY.with(|x| {
            *x.borrow_mut()
                .entry("~ wrong accusations".into())
                .or_default() += u64::from(wrong)
        });
    }
    won
}

/// The Evil choice of a Loyal knight by rollouts: each option played on `m` re-deals of
/// what the seat cannot see (the same re-deals for every option), then every seat on the
/// rule-based policy to the end; a win counts 1, each sword of margin 0.03.
fn searched_evil(
    g: &Chevaliers,
    seat: Seat,
    obs: &table_ronde::games::chevaliers::ChevaliersObservation,
    p: &Params,
    m: u32,
    seed: u64,
) -> Option<Action> {
    if obs.pending != Some(Step::Evil)
        || obs.legal.contains(&Action::Peek)
        || obs.loyalty[seat.index()] != Some(Loyalty::Loyal)
    {
        return None;
    }
    let options: Vec<Action> = obs
        .legal
        .iter()
        .copied()
        .filter(|a| {
            matches!(
                a,
                Action::EvilDraw | Action::EvilSiege | Action::EvilLoseLife
            )
        })
        .collect();
    if options.len() < 2 {
        return None;
    }
    let mut best: Option<(Action, f64)> = None;
    for a in options {
        let mut total = 0.0;
        for i in 0..m {
            let mut rng =
                GameRng::from_seed(seed ^ (u64::from(i) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let mut s = g.determinize(seat, &mut rng);
            if s.play(seat, &a).is_err() {
                continue;
            }
            let mut steps = 0;
            while let Some(t) = s.actors().first().copied() {
                let Some(b) = rollout_with(&s, t, p, 0, &mut rng) else {
                    break;
                };
                if s.play(t, &b).is_err() || steps > 50_000 {
                    break;
                }
                steps += 1;
            }
            let won = s.outcome().and_then(|o| o.side) == Some(Side::Loyal);
            total += f64::from(u8::from(won))
                + 0.03 * (f64::from(s.board().white) - f64::from(s.board().black));
        }
        if best.is_none_or(|(_, b)| total > b) {
            best = Some((a, total));
        }
    }
    best.map(|(a, _)| a)
}

/// `--traitor-set`: the Traitor's constants (the defaults unless set).
static TRAITOR: std::sync::OnceLock<Params> = std::sync::OnceLock::new();

static SEARCH: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Wins over the training seeds, on all threads.
fn wins(a: &Args, p: &Params) -> u64 {
    let options = ChevaliersOptions {
        loyalty_pool: a.pool,
        ..ChevaliersOptions::default()
    };
    let threads = a.threads.max(1) as u64;
    if threads == 1 {
        // On this thread: `--stats` tallies in a thread-local.
        return (0..a.games)
            .filter(|&k| {
                loyal_wins(
                    p,
                    &options,
                    a.knights[(k as usize) % a.knights.len()],
                    a.seed + k,
                )
            })
            .count() as u64;
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let options = &options;
                s.spawn(move || {
                    (0..a.games)
                        .filter(|k| k % threads == t)
                        .filter(|&k| {
                            let n = a.knights[(k as usize) % a.knights.len()];
                            loyal_wins(p, options, n, a.seed + k)
                        })
                        .count() as u64
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(0)).sum()
    })
}

/// `--records`: with `--stats`, every knight's public record at turn 40 as a `DATA` line
/// (Traitor?, knight, alive, then the `Conduct` fields), for fitting a suspicion model.
static RECORDS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

static TRACE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static STATS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn main() {
    let a = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    SEARCH.store(a.search, std::sync::atomic::Ordering::Relaxed);
    let mut best = Params::DEFAULT;
    for &(i, x) in &a.set {
        best.set(i, x);
    }
    let mut score = wins(&a, &best);
    let rate = |w: u64| 100.0 * w as f64 / a.games as f64;
    println!("defaults: {score} / {} ({:.1} %)", a.games, rate(score));
    if a.trace {
        TRACE.store(true, std::sync::atomic::Ordering::Relaxed);
        let options = ChevaliersOptions {
            loyalty_pool: a.pool,
            ..ChevaliersOptions::default()
        };
        let won = loyal_wins(&best, &options, a.knights[0], a.seed);
        println!("won: {won}");
        return;
    }
    if a.stats {
        STATS.store(true, std::sync::atomic::Ordering::Relaxed);
        let threads = a.threads;
        let one = Args { threads: 1, ..a };
        wins(&one, &best);
        TALLY.with(|t| {
            for (k, n) in t.borrow().iter() {
                println!("{:>9.2} per game {n:>7} {k}", *n as f64 / one.games as f64);
            }
        });
        let _ = threads;
        return;
    }
    if a.eval {
        return;
    }
    for round in 0..a.rounds {
        let mut changed = false;
        for (i, name) in Params::NAMES.iter().enumerate() {
            if a.skip.iter().any(|k| name.starts_with(k.as_str())) {
                continue;
            }
            let x = best.get(i);
            // Thresholds compared with counts move by whole steps.
            let tries: Vec<f64> = if Params::COUNTS.contains(name) {
                vec![x + 1.0, x - 1.0, x + 3.0, x - 3.0]
            } else if x == 0.0 {
                vec![a.step, -a.step]
            } else {
                vec![x * (1.0 + a.step), x * (1.0 - a.step)]
            };
            let mut pick: Option<(f64, u64)> = None;
            for y in tries {
                let mut p = best;
                p.set(i, y);
                let w = wins(&a, &p);
                if w >= score + a.keep && pick.is_none_or(|(_, pw)| w > pw) {
                    pick = Some((y, w));
                }
            }
            if let Some((y, w)) = pick {
                println!(
                    "round {round}: {name} {x:.3} -> {y:.3}: {score} -> {w} ({:.1} %)",
                    rate(w)
                );
                best.set(i, y);
                score = w;
                changed = true;
            }
        }
        println!("after round {round}: {score} ({:.1} %)", rate(score));
        for (i, name) in Params::NAMES.iter().enumerate() {
            if best.get(i) != Params::DEFAULT.get(i) {
                println!("    {name} = {:.3};", best.get(i));
            }
        }
        if !changed {
            break;
        }
    }
}
