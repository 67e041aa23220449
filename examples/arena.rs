//! Bot-versus-bot arena.
//!
//! ```text
//! cargo run --release --no-default-features --example arena -- \
//!     --game roi --seats hard,easy,easy,easy --games 2000 --seed 7 [--duplicate] [--json] [--threads N]
//! ```
//!
//! Game `k` uses seed `seed + k` (in Roi a game is ten deals, all drawn from its seed). With
//! Les Chevaliers (co-operative): `--pool guaranteed_traitor|no_traitor|n_plus_one|all_eight`
//! (`chv.loyalty_pool`, default `n_plus_one`) and `--traitor LEVEL` (the seat dealt the
//! Traitor card plays at that level, the Loyal seats at theirs); the summary then gives the
//! Loyal side's win rate with its 95 % (Wilson) interval, mean turns and swords.
//!
//! `--duplicate` every seed is played once per rotation of the seat list (seat `i` gets
//! level `seats[(i + n - r) % n]` in rotation `r`), so each level meets the same cards from
//! every seat and luck cancels. Levels: `random`,
//! `easy`, `normal`, `hard`. Every computer decision draws from its own stream (a function
//! of the seed, the rotation and the ply), so a run is reproducible whatever `--threads`.
//!
//! Output: a Markdown summary; with `--json`, one JSON object per game
//! (`{"game","seed","rotation","seats","scores","winners"}`, winners as seat indices; in Les
//! Chevaliers also `"coop":{"won","turns","white","black","end","flipped","traitor","quests","open"}`:
//! the table's result, how the game ended (`count_won`, `count_lost`, `siege`,
//! `black_swords`, `all_dead`, `accusation_won`, `accusation_lost`: an accusation's sword
//! met the end condition), the Traitor's flip, whether a Traitor was
//! dealt, each quest's `[won, lost]` and the one-shot quests still open) and a
//! final summary object, all on stdout. The summary gives per level the mean total, its
//! standard error and the win rate (a win shared by `k` seats counts `1/k`); with
//! `--duplicate`, also for each pair of levels the mean per-seed difference with its 95 %
//! confidence interval (per seed: mean game total of one level over its seats and rotations
//! minus that of the other). The summary counts seeds, games and distinct deals (scored
//! rounds, `Game::scoring_round` at the end).
#![allow(clippy::disallowed_methods)] // std sorts are fine here: the arena is in no bundle

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use table_ronde::bot::RuleBased;
use table_ronde::bot::arena::{DecisionTimes, play_seeded};
use table_ronde::core::game::GameId;
use table_ronde::core::game::{Game, Side};
use table_ronde::core::record::Level;
use table_ronde::games::GameFacts;
use table_ronde::games::chevaliers::actions::Quest;
use table_ronde::games::chevaliers::options::LoyaltyPool;
use table_ronde::games::chevaliers::state::{EndCause, Ending};
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions, Loyalty};

struct Args {
    game: GameId,
    seats: Vec<Level>,
    games: u64,
    seed: u64,
    duplicate: bool,
    json: bool,
    threads: usize,
    /// Chevaliers: the Loyalty deal.
    pool: LoyaltyPool,
    /// Chevaliers: the Traitor seat's level (default: its seat's).
    traitor: Option<Level>,
}

fn usage() -> String {
    "usage: arena --game roi --seats hard,easy,easy,easy --games N --seed S \
     [--duplicate] [--json] [--threads N] [--pool P] [--traitor LEVEL]   \
     (levels: random, easy, normal, hard)"
        .to_string()
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        game: GameId::Roi,
        seats: vec![Level::Easy, Level::Random, Level::Random, Level::Random],
        games: 100,
        seed: 1,
        duplicate: false,
        json: false,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        pool: LoyaltyPool::NPlusOne,
        traitor: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or(format!("{flag} needs a value\n{}", usage()))
        };
        match flag.as_str() {
            "--game" => {
                let v = value()?;
                a.game = GameId::from_slug(&v).ok_or(format!("unknown game {v}"))?;
            }
            "--seats" => {
                a.seats = value()?
                    .split(',')
                    .map(|s| {
                        Level::ALL
                            .into_iter()
                            .find(|l| l.slug() == s.trim())
                            .ok_or(format!("unknown level {s}"))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--games" => a.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--threads" => {
                a.threads = value()?
                    .parse::<usize>()
                    .map_err(|e| format!("--threads: {e}"))?
                    .max(1);
            }
            "--pool" => {
                a.pool = match value()?.as_str() {
                    "n_plus_one" => LoyaltyPool::NPlusOne,
                    "all_eight" => LoyaltyPool::AllEight,
                    "guaranteed_traitor" => LoyaltyPool::GuaranteedTraitor,
                    "no_traitor" => LoyaltyPool::NoTraitor,
                    v => return Err(format!("unknown pool {v}")),
                };
            }
            "--traitor" => {
                let v = value()?;
                a.traitor = Some(
                    Level::ALL
                        .into_iter()
                        .find(|l| l.slug() == v)
                        .ok_or(format!("unknown level {v}"))?,
                );
            }
            "--duplicate" => a.duplicate = true,
            "--json" => a.json = true,
            "-h" | "--help" => return Err(usage()),
            other => return Err(format!("unknown argument {other}\n{}", usage())),
        }
    }
    if !table_ronde::games::has_engine(a.game) {
        return Err(format!("{} has no engine yet", a.game.slug()));
    }
    if !a.game.players().contains(&a.seats.len()) {
        return Err(format!(
            "{} is played by {:?} players, got {}",
            a.game.slug(),
            a.game.players(),
            a.seats.len()
        ));
    }
    Ok(a)
}

/// Chevaliers: the table's result, how the game ended and what became of each quest.
#[derive(Clone, Copy)]
struct Coop {
    won: bool,
    turns: u32,
    white: u8,
    black: u8,
    ending: Option<Ending>,
    /// A Traitor card was dealt to a seat (CHV-2.4).
    traitor: bool,
    /// `[won, lost]` per quest, in `Quest::ALL` order.
    results: [[u16; 2]; 7],
    /// Per quest: still open at the end (the one-shot quests: Lancelot, the Dragon,
    /// Excalibur, the Grail; the Black Knight and the wars never close).
    open: [bool; 7],
}

/// Quest names for the JSON and the tables, in `Quest::ALL` order.
const QUESTS: [&str; 7] = [
    "black_knight",
    "lancelot",
    "dragon",
    "excalibur",
    "grail",
    "picts",
    "saxons",
];

/// How a game ended, as a word.
fn cause(c: &Coop) -> &'static str {
    match c.ending.map(|e| (e.cause, e.accusation)) {
        Some((_, true)) if c.won => "accusation_won",
        Some((_, true)) => "accusation_lost",
        Some((EndCause::Siege, _)) => "siege",
        Some((EndCause::BlackSwords, _)) => "black_swords",
        Some((EndCause::NoLoyalKnight, _)) => "all_dead",
        Some((EndCause::Count, _)) if c.won => "count_won",
        Some((EndCause::Count, _)) => "count_lost",
        None => "unknown",
    }
}

/// One finished game.
struct Played {
    seed: u64,
    rotation: usize,
    seats: Vec<Level>,
    scores: Vec<i64>,
    winners: Vec<usize>,
    /// Deals scored in the game (its final `Game::scoring_round`: ten in a game of Roi).
    rounds: usize,
    /// Chevaliers: the Loyal side won, turns played, white and black swords.
    coop: Option<Coop>,
    /// Per level: decisions with a choice, and the times of those timed.
    times: DecisionTimes,
}

/// Plays one game to the end; every decision draws from its own stream.
fn play<G: RuleBased>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    seats: &[Level],
) -> Result<Played, String> {
    play_to_end::<G>(options, seed, rotation, seats).map(|(p, _)| p)
}

/// [`play`], with the final position.
fn play_to_end<G: RuleBased>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    seats: &[Level],
) -> Result<(Played, G), String> {
    let (g, times) = play_seeded::<G>(options, seed, rotation, seats)?;
    let o = g.outcome().ok_or("the game did not end")?;
    let p = Played {
        seed,
        rotation,
        seats: seats.to_vec(),
        scores: o.scores.values().copied().collect(),
        winners: o.winners.iter().map(|s| s.index()).collect(),
        rounds: g.scoring_round().max(1),
        coop: None,
        times,
    };
    Ok((p, g))
}

/// One game of Chevaliers: the Loyal seats play at their level, the Traitor's seat at
/// `traitor` if given (known only once the Loyalty cards are dealt).
fn play_chevaliers(
    args: &Args,
    seed: u64,
    rotation: usize,
    seats: &[Level],
) -> Result<Played, String> {
    let options = ChevaliersOptions {
        loyalty_pool: args.pool,
        ..ChevaliersOptions::default()
    };
    let dealt = Chevaliers::new(&options, seats.len(), seed).map_err(|e| e.to_string())?;
    let levels: Vec<Level> = (0..seats.len())
        .map(|i| match args.traitor {
            Some(t)
                if dealt.loyalty(table_ronde::core::seats::Seat(i as u8)) == Loyalty::Traitor =>
            {
                t
            }
            _ => seats[i],
        })
        .collect();
    let (mut p, g) = play_to_end::<Chevaliers>(&options, seed, rotation, &levels)?;
    let won = g.outcome().and_then(|o| o.side) == Some(Side::Loyal);
    let one_shot = |q: Quest| {
        matches!(
            q,
            Quest::Lancelot | Quest::Dragon | Quest::Excalibur | Quest::Grail
        )
    };
    p.coop = Some(Coop {
        won,
        turns: g.turns(),
        white: g.board().white,
        black: g.board().black,
        ending: g.ending(),
        traitor: g.traitor().is_some(),
        results: g.quest_results(),
        open: Quest::ALL.map(|q| one_shot(q) && g.board().is_active(q)),
    });
    p.seats = levels;
    Ok(p)
}

#[derive(Default, Clone)]
struct Stat {
    n: f64,
    sum: f64,
    sum_sq: f64,
    wins: f64,
}

impl Stat {
    fn add(&mut self, x: f64, win: f64) {
        self.n += 1.0;
        self.sum += x;
        self.sum_sq += x * x;
        self.wins += win;
    }
    fn mean(&self) -> f64 {
        self.sum / self.n.max(1.0)
    }
    fn se(&self) -> f64 {
        if self.n < 2.0 {
            return 0.0;
        }
        let var = (self.sum_sq - self.sum * self.sum / self.n) / (self.n - 1.0);
        (var.max(0.0) / self.n).sqrt()
    }
}

fn game_json(game: GameId, p: &Played) -> String {
    let list = |v: Vec<String>| v.join(",");
    format!(
        "{{\"game\":\"{}\",\"seed\":{},\"rotation\":{},\"seats\":[{}],\"scores\":[{}],\"winners\":[{}]{}}}",
        game.slug(),
        p.seed,
        p.rotation,
        list(
            p.seats
                .iter()
                .map(|l| format!("\"{}\"", l.slug()))
                .collect()
        ),
        list(p.scores.iter().map(i64::to_string).collect()),
        list(p.winners.iter().map(usize::to_string).collect()),
        p.coop.as_ref().map_or(String::new(), coop_json),
    )
}

/// The `"coop"` field: result, ending, and each quest's `[won, lost]` and open ones.
fn coop_json(c: &Coop) -> String {
    let quests: Vec<String> = (0..7)
        .map(|i| {
            format!(
                "\"{}\":[{},{}]",
                QUESTS[i], c.results[i][0], c.results[i][1]
            )
        })
        .collect();
    let open: Vec<String> = (0..7)
        .filter(|&i| c.open[i])
        .map(|i| format!("\"{}\"", QUESTS[i]))
        .collect();
    format!(
        ",\"coop\":{{\"won\":{},\"turns\":{},\"white\":{},\"black\":{},\"end\":\"{}\",\"flipped\":{},\"traitor\":{},\"quests\":{{{}}},\"open\":[{}]}}",
        c.won,
        c.turns,
        c.white,
        c.black,
        cause(c),
        c.ending.map_or(0, |e| e.flipped),
        c.traitor,
        quests.join(","),
        open.join(",")
    )
}

/// The Chevaliers summary's two tables: how games ended, and each quest's fate.
fn print_coop_reasons(coop: &[Coop]) {
    let n = coop.len() as f64;
    let dealt: Vec<&Coop> = coop.iter().filter(|c| c.traitor).collect();
    if !dealt.is_empty() {
        let k = dealt.len() as f64;
        let evil = dealt.iter().filter(|c| !c.won).count() as f64;
        let (lo, hi) = wilson(evil, k);
        println!(
            "Traitor dealt in {} games: the Traitor wins {:.1} % [{:.1} %, {:.1} %]",
            dealt.len(),
            100.0 * evil / k,
            100.0 * lo,
            100.0 * hi
        );
        println!();
    }
    println!("| ending | games | share |");
    println!("| --- | --- | --- |");
    for c in [
        "count_won",
        "count_lost",
        "siege",
        "black_swords",
        "all_dead",
        "accusation_won",
        "accusation_lost",
        "unknown",
    ] {
        let k = coop.iter().filter(|x| cause(x) == c).count();
        if k > 0 {
            println!("| {c} | {k} | {:.1} % |", 100.0 * k as f64 / n);
        }
    }
    println!();
    println!("| quest | won per game | lost per game | open at the end |");
    println!("| --- | --- | --- | --- |");
    for (i, q) in QUESTS.iter().enumerate() {
        let won = coop.iter().map(|c| f64::from(c.results[i][0])).sum::<f64>() / n;
        let lost = coop.iter().map(|c| f64::from(c.results[i][1])).sum::<f64>() / n;
        let open = coop.iter().filter(|c| c.open[i]).count() as f64 / n;
        let open = if matches!(i, 1..=4) {
            format!("{:.1} %", 100.0 * open)
        } else {
            "—".to_string()
        };
        println!("| {q} | {won:.2} | {lost:.2} | {open} |");
    }
    println!();
}

/// Plays seed number `k` (all its rotations).
fn play_seed(args: &Args, k: u64) -> Result<Vec<Played>, String> {
    let n = args.seats.len();
    let seed = args.seed.wrapping_add(k);
    let rotations = if args.duplicate { n } else { 1 };
    (0..rotations)
        .map(|r| {
            let seats: Vec<Level> = (0..n).map(|i| args.seats[(i + n - r) % n]).collect();
            // Les Chevaliers takes the arena's loyalty options; every other game (the
            // registry's engines) plays with the spec's defaults.
            if args.game == GameId::Chevaliers {
                play_chevaliers(args, seed, r, &seats)
            } else {
                table_ronde::with_engine!(args.game, G => play::<G>(&Default::default(), seed, r, &seats))
            }
        })
        .collect()
}

/// The 95 % Wilson score interval of `k` successes in `n` trials.
fn wilson(k: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96;
    let p = k / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / d;
    ((c - h).max(0.0), (c + h).min(1.0))
}

/// Plays every seed on `args.threads` threads, handing seeds out one at a time; the
/// results in seed order.
fn play_all(args: &Args) -> Vec<(u64, Result<Vec<Played>, String>)> {
    let next = AtomicU64::new(0);
    let mut results: Vec<(u64, Result<Vec<Played>, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..args.threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= args.games {
                            break;
                        }
                        mine.push((k, play_seed(args, k)));
                        if (k + 1).is_multiple_of(10) && !args.json {
                            eprintln!("… {} seeds", k + 1);
                        }
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    results.sort_by_key(|(k, _)| *k);
    results
}

/// The games' totals by level, and by pair of levels for `--duplicate`.
struct Tally {
    stats: BTreeMap<Level, Stat>,
    pairs: BTreeMap<(Level, Level), Stat>,
    games: usize,
    rounds: usize,
}

/// Adds up the games, seed by seed (with `--json`, each game's line is printed on the way);
/// the first seed that failed stops it.
fn tally(args: &Args, results: &[(u64, Result<Vec<Played>, String>)]) -> Result<Tally, String> {
    let mut levels: Vec<Level> = Vec::new();
    for l in &args.seats {
        if !levels.contains(l) {
            levels.push(*l);
        }
    }
    let mut t = Tally {
        stats: BTreeMap::new(),
        pairs: BTreeMap::new(),
        games: 0,
        rounds: 0,
    };
    for (_, seeded) in results {
        let seeded = seeded.as_ref().map_err(Clone::clone)?;
        let mut per_seed: BTreeMap<Level, Stat> = BTreeMap::new();
        t.rounds += seeded.first().map_or(0, |p| p.rounds);
        for p in seeded {
            t.games += 1;
            if args.json {
                println!("{}", game_json(args.game, p));
            }
            let share = 1.0 / p.winners.len().max(1) as f64;
            for (i, level) in p.seats.iter().enumerate() {
                let win = if p.winners.contains(&i) { share } else { 0.0 };
                let x = p.scores[i] as f64;
                t.stats.entry(*level).or_default().add(x, win);
                per_seed.entry(*level).or_default().add(x, win);
            }
        }
        if args.duplicate {
            for (i, a) in levels.iter().enumerate() {
                for b in &levels[i + 1..] {
                    let d = per_seed[a].mean() - per_seed[b].mean();
                    t.pairs.entry((*a, *b)).or_default().add(d, 0.0);
                }
            }
        }
    }
    Ok(t)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let start = std::time::Instant::now();
    let results = play_all(&args);
    let t = match tally(&args, &results) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let secs = start.elapsed().as_secs_f64();
    let seat_list = args
        .seats
        .iter()
        .map(|l| l.slug())
        .collect::<Vec<_>>()
        .join(",");
    let played = || {
        results
            .iter()
            .filter_map(|(_, r)| r.as_ref().ok())
            .flatten()
    };
    let mut times = DecisionTimes::new();
    for p in played() {
        for (l, t) in &p.times {
            times.entry(*l).or_default().add(t);
        }
    }
    if args.json {
        print_json_summary(&args, &t, &times, &seat_list, secs);
        return ExitCode::SUCCESS;
    }
    println!(
        "{} games ({} seeds{}; {} distinct deals), seats {seat_list}, first seed {}, {secs:.1} s",
        t.games,
        args.games,
        if args.duplicate {
            format!(" x {} rotations", args.seats.len())
        } else {
            String::new()
        },
        t.rounds,
        args.seed,
    );
    let coop: Vec<Coop> = played().filter_map(|p| p.coop).collect();
    if !coop.is_empty() {
        print_coop(&args, &coop, &seat_list);
    }
    print_tables(&t, &times);
    ExitCode::SUCCESS
}

/// `--json`'s last line: the run, each level's totals and times, the duplicate pairs.
fn print_json_summary(args: &Args, t: &Tally, times: &DecisionTimes, seat_list: &str, secs: f64) {
    let lv = t
        .stats
        .iter()
        .map(|(l, s)| {
            let d = times.get(l).copied().unwrap_or_default();
            format!(
                "\"{}\":{{\"seat_games\":{},\"mean\":{:.3},\"se\":{:.3},\"win_rate\":{:.4},\"decisions\":{},\"timed\":{},\"mean_ms\":{:.4},\"max_ms\":{:.3}}}",
                l.slug(),
                s.n,
                s.mean(),
                s.se(),
                s.wins / s.n.max(1.0),
                d.decisions,
                d.timed,
                d.mean_ms(),
                d.max_ms
            )
        })
        .collect::<Vec<_>>()
        .join(",");
    let pr = t
        .pairs
        .iter()
        .map(|((a, b), s)| {
            format!(
                "{{\"a\":\"{}\",\"b\":\"{}\",\"seeds\":{},\"mean_diff\":{:.3},\"se\":{:.3},\"ci95\":[{:.3},{:.3}]}}",
                a.slug(),
                b.slug(),
                s.n,
                s.mean(),
                s.se(),
                s.mean() - 1.96 * s.se(),
                s.mean() + 1.96 * s.se()
            )
        })
        .collect::<Vec<_>>()
        .join(",");
    println!(
        "{{\"summary\":{{\"game\":\"{}\",\"seats\":\"{seat_list}\",\"seeds\":{},\"deals\":{},\"games\":{},\"first_seed\":{},\"duplicate\":{},\"seconds\":{secs:.1},\"levels\":{{{lv}}},\"pairs\":[{pr}]}}}}",
        args.game.slug(),
        args.games,
        t.rounds,
        t.games,
        args.seed,
        args.duplicate
    );
}

/// Les Chevaliers' Loyal side: its win rate with its 95 % interval, turns and swords, then
/// how the games ended and the quests.
fn print_coop(args: &Args, coop: &[Coop], seat_list: &str) {
    let n = coop.len() as f64;
    let wins = coop.iter().filter(|c| c.won).count() as f64;
    let (lo, hi) = wilson(wins, n);
    let mean = |f: &dyn Fn(&Coop) -> f64| coop.iter().map(f).sum::<f64>() / n;
    println!(
        "pool {:?}, Traitor seat at {}",
        args.pool,
        args.traitor.map_or("its seat's level", |l| l.slug())
    );
    println!("| Loyal side | games | win rate | 95 % CI | mean turns | white | black |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    println!(
        "| {} | {} | {:.1} % | [{:.1} %, {:.1} %] | {:.1} | {:.2} | {:.2} |",
        seat_list,
        coop.len(),
        100.0 * wins / n,
        100.0 * lo,
        100.0 * hi,
        mean(&|c| f64::from(c.turns)),
        mean(&|c| f64::from(c.white)),
        mean(&|c| f64::from(c.black)),
    );
    println!();
    print_coop_reasons(coop);
}

/// The Markdown tables: decision times by level, totals by level, the duplicate pairs.
fn print_tables(t: &Tally, times: &DecisionTimes) {
    // Random decisions are timed one in `TIMED_RANDOM_ONE_IN` (bot::arena), the others all.
    println!("| level | decisions with a choice | timed | mean ms | max ms |");
    println!("| --- | --- | --- | --- | --- |");
    for (l, d) in times {
        println!(
            "| {} | {} | {} | {:.4} | {:.3} |",
            l.slug(),
            d.decisions,
            d.timed,
            d.mean_ms(),
            d.max_ms
        );
    }
    println!();
    println!("| level | seat-games | mean total | std. error | win rate |");
    println!("| --- | --- | --- | --- | --- |");
    for (level, s) in &t.stats {
        println!(
            "| {} | {} | {:.2} | {:.2} | {:.1} % |",
            level.slug(),
            s.n,
            s.mean(),
            s.se(),
            100.0 * s.wins / s.n.max(1.0)
        );
    }
    if !t.pairs.is_empty() {
        println!();
        println!("| duplicate pair | seeds | mean difference per seed (a whole game) | 95 % CI |");
        println!("| --- | --- | --- | --- |");
        for ((a, b), s) in &t.pairs {
            println!(
                "| {} − {} | {} | {:+.2} | [{:+.2}, {:+.2}] |",
                a.slug(),
                b.slug(),
                s.n,
                s.mean(),
                s.mean() - 1.96 * s.se(),
                s.mean() + 1.96 * s.se()
            );
        }
    }
}
