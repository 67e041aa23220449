//! The golden playthroughs' file handling, shared by every game's `tests/<game>/golden.rs`: a
//! seeded game written as readable text is diffed line by line against `tests/golden/<name>`
//! (ROI-9.11, CAM-15.14, TAF-11.10: a seed gives a fixed game); `UPDATE_GOLDEN=1` writes the file
//! instead, for review after an intended change.
#![allow(dead_code)]

use std::fmt::Write;

/// `items` joined by `sep`, or `-` when there are none.
pub fn joined(items: impl IntoIterator<Item = String>, sep: &str) -> String {
    let v: Vec<String> = items.into_iter().collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(sep)
    }
}

/// The first lines of a golden file: `# <game> golden playthrough`, how it was played, and
/// how to regenerate it (the test target `test`).
pub fn header(w: &mut String, game: &str, how: &str, test: &str) {
    let _ = writeln!(w, "# {game} golden playthrough");
    let _ = writeln!(w, "# {how}");
    let _ = writeln!(
        w,
        "# regenerate: UPDATE_GOLDEN=1 cargo test --no-default-features --test {test}"
    );
}

/// The last lines of a golden file: how many actions the game took and its share link.
pub fn record_lines<G: table_ronde::core::game::Game>(
    w: &mut String,
    rec: &table_ronde::core::record::GameRecord<G>,
) {
    let _ = writeln!(w, "actions: {}", rec.log.len());
    let link = table_ronde::core::link::encode(rec).expect("encode");
    let _ = writeln!(w, "link: {link}");
}

/// Diffs the text `make` writes (twice: generation must be deterministic) against
/// `tests/golden/<name>`, line by line then whole, and checks it holds `marker` (the game
/// was played to its end); with `UPDATE_GOLDEN=1`, writes the file instead.
pub fn check_golden(name: &str, make: impl Fn() -> String, marker: &str) {
    let text = make();
    assert_eq!(text, make(), "generation is deterministic");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
    let path = format!("{dir}/{name}");
    if std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(dir).expect("mkdir");
        std::fs::write(&path, &text).expect("write golden file");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("tests/golden/{name} (UPDATE_GOLDEN=1 writes it): {e}"));
    for (k, (got, want)) in text.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "golden file differs at line {}", k + 1);
    }
    assert_eq!(text.lines().count(), expected.lines().count(), "line count");
    assert_eq!(text, expected);
    assert!(text.contains(marker), "{marker:?} missing");
}
