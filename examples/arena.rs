//! Bot-versus-bot arena.
//!
//! ```text
//! cargo run --release --no-default-features --example arena -- \
//!     --game roi --seats easy,random,random,random --games 2000 --seed 7 [--duplicate] [--json]
//! ```
//!
//! Deal `k` uses game seed `seed + k`. With `--duplicate` every deal is played once per
//! rotation of the seat list (seat `i` gets level `seats[(i + 4 - r) % 4]` in rotation `r`),
//! so each level meets the same cards from every seat. `--json` prints one JSON object per
//! game on stdout (`{"game","seed","rotation","seats","scores","winners"}`, winners as seat
//! indices) and moves the summary to stderr. The summary gives, per level, the mean total, its standard error and the win rate
//! (a win shared by `k` seats counts `1/k`); with `--duplicate`, also the mean per-deal
//! difference between the first two levels named.

use std::collections::BTreeMap;
use std::process::ExitCode;
use table_ronde::bot::play_out;
use table_ronde::core::game::{Game, GameId};
use table_ronde::core::record::Level;
use table_ronde::core::rng::GameRng;
use table_ronde::games::roi::{Roi, RoiOptions};

struct Args {
    game: GameId,
    seats: Vec<Level>,
    games: u64,
    seed: u64,
    duplicate: bool,
    json: bool,
}

fn usage() -> String {
    "usage: arena --game roi --seats easy,random,random,random --games N --seed S \
     [--duplicate] [--json]"
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
            "--duplicate" => a.duplicate = true,
            "--json" => a.json = true,
            "-h" | "--help" => return Err(usage()),
            other => return Err(format!("unknown argument {other}\n{}", usage())),
        }
    }
    if a.game != GameId::Roi {
        return Err(format!("{} has no engine yet", a.game.slug()));
    }
    if a.seats.len() != 4 {
        return Err("roi needs exactly 4 seats".into());
    }
    Ok(a)
}

/// One finished game.
struct Played {
    seats: Vec<Level>,
    scores: Vec<i64>,
    winners: Vec<usize>,
}

fn play_roi(seed: u64, seats: &[Level], bot_seed: u64) -> Played {
    let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("four seats");
    let mut rng = GameRng::from_seed(bot_seed);
    play_out(&mut g, seats, &mut rng);
    let o = g.outcome().expect("the game ends");
    Played {
        seats: seats.to_vec(),
        scores: o.scores.values().copied().collect(),
        winners: o.winners.iter().map(|s| s.index()).collect(),
    }
}

#[derive(Default)]
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

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let rotations = if args.duplicate { 4 } else { 1 };
    let mut stats: BTreeMap<Level, Stat> = BTreeMap::new();
    let mut diff = Stat::default();
    let pair = {
        let mut seen: Vec<Level> = Vec::new();
        for l in &args.seats {
            if !seen.contains(l) {
                seen.push(*l);
            }
        }
        (seen.len() >= 2).then(|| (seen[0], seen[1]))
    };
    let start = std::time::Instant::now();
    for k in 0..args.games {
        let seed = args.seed.wrapping_add(k);
        let mut per_deal: BTreeMap<Level, Stat> = BTreeMap::new();
        for r in 0..rotations {
            let seats: Vec<Level> = (0..4).map(|i| args.seats[(i + 4 - r) % 4]).collect();
            let bot_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ r as u64;
            let p = play_roi(seed, &seats, bot_seed);
            if args.json {
                let list = |v: Vec<String>| v.join(",");
                let line = format!(
                    "{{\"game\":\"{}\",\"seed\":{seed},\"rotation\":{r},\"seats\":[{}],\"scores\":[{}],\"winners\":[{}]}}",
                    args.game.slug(),
                    list(
                        p.seats
                            .iter()
                            .map(|l| format!("\"{}\"", l.slug()))
                            .collect()
                    ),
                    list(p.scores.iter().map(i64::to_string).collect()),
                    list(p.winners.iter().map(usize::to_string).collect()),
                );
                println!("{line}");
            }
            let share = 1.0 / p.winners.len().max(1) as f64;
            for (i, level) in p.seats.iter().enumerate() {
                let win = if p.winners.contains(&i) { share } else { 0.0 };
                let x = p.scores[i] as f64;
                stats.entry(*level).or_default().add(x, win);
                per_deal.entry(*level).or_default().add(x, win);
            }
        }
        if let (true, Some((a, b))) = (args.duplicate, pair) {
            diff.add(per_deal[&a].mean() - per_deal[&b].mean(), 0.0);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let games = args.games * rotations as u64;
    let out = |s: String| {
        if args.json {
            eprintln!("{s}");
        } else {
            println!("{s}");
        }
    };
    out(format!(
        "{} games ({} deals{}), seats {}, first seed {}, {:.1} s",
        games,
        args.games,
        if args.duplicate { " x 4 rotations" } else { "" },
        args.seats
            .iter()
            .map(|l| l.slug())
            .collect::<Vec<_>>()
            .join(","),
        args.seed,
        secs
    ));
    out("| level | seat-games | mean total | std. error | win rate |".into());
    out("| --- | --- | --- | --- | --- |".into());
    for (level, s) in &stats {
        out(format!(
            "| {} | {} | {:.2} | {:.2} | {:.1} % |",
            level.slug(),
            s.n,
            s.mean(),
            s.se(),
            100.0 * s.wins / s.n.max(1.0)
        ));
    }
    if let (true, Some((a, b))) = (args.duplicate, pair) {
        out(format!(
            "duplicate: mean per-deal difference {} - {} = {:.2} (std. error {:.2}, {} deals)",
            a.slug(),
            b.slug(),
            diff.mean(),
            diff.se(),
            diff.n
        ));
    }
    ExitCode::SUCCESS
}
