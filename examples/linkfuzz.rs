//! Long-run native share-link fuzzer for Roi.
//!
//! ```text
//! cargo run --release --no-default-features --example linkfuzz -- 10000000 [seed]
//! ```
//!
//! Cycles through the input kinds of `tests/support/linkfuzz.rs` (random text, random
//! bytes, check-valued noise, real links mutated as text or as bytes with a recomputed
//! check value, untouched real links), runs `decode::<Roi>` and `peek` on each under
//! `catch_unwind`, checks the link properties, and prints the counts. Exits non-zero on
//! any panic or broken property.

#[path = "../tests/support/linkfuzz.rs"]
mod fuzz;

use fuzz::{Kind, Verdict, check, corpus, input};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::time::Instant;
use table_ronde::core::link::LinkError;
use table_ronde::core::rng::GameRng;

fn error_name(e: &LinkError) -> &'static str {
    match e {
        LinkError::Empty => "Empty",
        LinkError::TooLong => "TooLong",
        LinkError::NotBase64(_) => "NotBase64",
        LinkError::Truncated => "Truncated",
        LinkError::Checksum => "Checksum",
        LinkError::UnknownVersion(_) => "UnknownVersion",
        LinkError::UnknownGame(_) => "UnknownGame",
        LinkError::GameNotAvailable(_) => "GameNotAvailable",
        LinkError::BadOptions(_) => "BadOptions",
        LinkError::BadSeats(_) => "BadSeats",
        LinkError::Malformed(_) => "Malformed",
        LinkError::IllegalMove(_) => "IllegalMove",
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let total: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    // Panics are caught and counted; keep their messages off the terminal.
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = GameRng::from_seed(seed);
    let corpus = corpus(500, &mut rng);
    let start = Instant::now();
    let mut per_kind: BTreeMap<(Kind, &'static str), u64> = BTreeMap::new();
    let (mut panics, mut broken) = (0u64, 0u64);
    for i in 0..total {
        let kind = Kind::ALL[(i % Kind::ALL.len() as u64) as usize];
        let text = input(kind, &mut rng, &corpus);
        match catch_unwind(AssertUnwindSafe(|| check(&text))) {
            Err(_) => {
                panics += 1;
                if panics <= 5 {
                    eprintln!("PANIC on {kind:?} input {text:?}");
                }
            }
            Ok(Err(e)) => {
                broken += 1;
                if broken <= 5 {
                    eprintln!("BROKEN: {e}");
                }
            }
            Ok(Ok(v)) => {
                let name = match &v {
                    Verdict::Valid => "valid",
                    Verdict::Rejected(e) => error_name(e),
                };
                *per_kind.entry((kind, name)).or_default() += 1;
            }
        }
        if (i + 1) % 1_000_000 == 0 {
            eprintln!("{} inputs, {:.0} s", i + 1, start.elapsed().as_secs_f64());
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{total} inputs in {secs:.1} s ({:.0}/s), seed {seed}",
        total as f64 / secs
    );
    println!("panics: {panics}, broken properties: {broken}");
    let mut last = None;
    for ((kind, verdict), n) in &per_kind {
        if last != Some(*kind) {
            println!("{kind:?}:");
            last = Some(*kind);
        }
        println!("    {verdict:<17} {n}");
    }
    if panics + broken > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
