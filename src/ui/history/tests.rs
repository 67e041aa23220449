//! The history's pure logic: entries from finished games of every game, the file schema
//! (defaults, migration, newer and corrupt entries), merging without duplicates and the
//! statistics.

use super::model::*;
use crate::bot::{RuleBased, choose, seat_decision_rng};
use crate::core::{GameId, GameRecord, Level, SeatKind};
use crate::ui::json::Json;
use serde_json::{Value, json};

/// A `serde_json` value as our history's reader sees it.
fn ours(v: &Value) -> Json {
    Json::parse(&v.to_string()).expect("serde_json writes JSON")
}

/// Plays `rec` to the end with Easy decisions for every seat.
fn finish<G: RuleBased>(mut rec: GameRecord<G>) -> (GameRecord<G>, G) {
    let mut g = rec.start().expect("deal");
    for ply in 0..20_000 {
        if g.is_over() {
            return (rec, g);
        }
        let s = g.actors()[0];
        let mut rng = seat_decision_rng(&g, rec.seed, ply, s);
        let a = choose(Level::Easy, &g, s, &mut rng).expect("a legal action");
        g.play(s, &a).expect("legal");
        rec.log.push((s, a));
    }
    panic!("{:?} did not end", G::ID);
}

fn seats(n: usize, level: Level) -> Vec<SeatKind> {
    let mut v = vec![SeatKind::Computer(level); n];
    v[0] = SeatKind::Human;
    v
}

fn roi_entry(seed: u64, level: Level, date: u64) -> HistoryEntry {
    let (rec, g) = finish(GameRecord::<crate::games::roi::Roi>::new(
        Default::default(),
        seats(4, level),
        seed,
    ));
    entry_of(&rec, &g, date).expect("a finished game with a person")
}

fn camelot_entry(seed: u64, date: u64) -> HistoryEntry {
    let (rec, g) = finish(GameRecord::<crate::games::camelot::Camelot>::new(
        Default::default(),
        seats(3, Level::Easy),
        seed,
    ));
    entry_of(&rec, &g, date).expect("finished")
}

#[test]
fn every_game_gives_an_entry_with_the_engines_outcome() {
    use crate::games::{
        camelot::Camelot, chevaliers::Chevaliers, roi::Roi, tafelrunde::Tafelrunde,
        tournoi::Tournoi,
    };
    fn check<G: RuleBased>(n: usize, seed: u64) -> HistoryEntry {
        let rec = GameRecord::<G>::new(Default::default(), seats(n, Level::Easy), seed);
        // Not over yet: nothing to record.
        let start = rec.start().unwrap();
        assert_eq!(entry_of(&rec, &start, 1), None);
        let (rec, g) = finish(rec);
        let e = entry_of(&rec, &g, 1_700_000_000_000).expect("entry");
        let out = g.outcome().unwrap();
        assert_eq!(e.game, G::ID.slug());
        assert_eq!(e.seats.len(), n);
        assert_eq!(e.seats[0], "human");
        assert_eq!(e.scores, out.scores.values().copied().collect::<Vec<_>>());
        assert_eq!(
            e.winners,
            out.winners.iter().map(|s| s.0).collect::<Vec<_>>()
        );
        assert!(e.standard);
        assert_eq!(e.id, identity(&e.link));
        // The link replays the very game.
        let back = crate::core::link::decode::<G>(&e.link).unwrap();
        assert_eq!(back, rec);
        // It reads back through the file, unchanged.
        let file = write_file(std::slice::from_ref(&e), &[]);
        assert_eq!(read_file(&file).unwrap().entries, vec![e.clone()]);
        assert_eq!(e.result().won, out.winners.iter().any(|s| s.0 == 0));
        e
    }
    check::<Roi>(4, 3);
    check::<Tafelrunde>(3, 4);
    check::<Camelot>(3, 5);
    check::<Tournoi>(4, 6);
    let e = check::<Chevaliers>(4, 7);
    assert!(matches!(e.side.as_deref(), Some("loyal" | "evil")));
}

#[test]
fn a_game_without_a_person_is_nobodys_history() {
    let (rec, g) = finish(GameRecord::<crate::games::roi::Roi>::new(
        Default::default(),
        vec![SeatKind::Computer(Level::Easy); 4],
        9,
    ));
    assert_eq!(entry_of(&rec, &g, 1), None);
}

#[test]
fn the_same_game_is_recorded_once() {
    let e = roi_entry(11, Level::Easy, 100);
    let mut list = Vec::new();
    assert!(add(&mut list, e.clone()));
    // Resumed after a reload or opened from its link: the same link, another date.
    let again = HistoryEntry {
        date: 999,
        ..e.clone()
    };
    assert!(!add(&mut list, again));
    assert_eq!(list, vec![e]);
    // Another game is another entry, and the newest comes first.
    let other = roi_entry(12, Level::Easy, 200);
    assert!(add(&mut list, other.clone()));
    assert_eq!(list[0], other);
}

#[test]
fn an_entry_missing_fields_reads_with_defaults_and_unknown_fields_are_ignored() {
    let e = roi_entry(13, Level::Normal, 5);
    let mut v = serde_json::to_value(&e).unwrap();
    let obj = v.as_object_mut().unwrap();
    // Written before `options` and `standard` existed, and by a build that added a field.
    obj.remove("options");
    obj.remove("standard");
    obj.remove("version");
    obj.insert("mood".into(), json!("cheerful"));
    let back = read_entry(ours(&v)).unwrap();
    assert_eq!(back.options, "");
    assert!(back.standard);
    assert_eq!(back.version, VERSION);
    assert_eq!(back.link, e.link);
}

#[test]
fn migration_keeps_the_current_version_and_refuses_newer_ones() {
    let v = ours(&json!({"game": "roi"}));
    assert_eq!(migrate(VERSION, v.clone()), Ok(v.clone()));
    assert_eq!(
        migrate(VERSION + 1, v.clone()),
        Err(Skip::Newer(VERSION + 1))
    );
    assert_eq!(migrate(0, v), Err(Skip::Unreadable));
}

#[test]
fn an_edited_identity_is_recomputed_from_the_link() {
    let e = roi_entry(14, Level::Easy, 5);
    let mut v = serde_json::to_value(&e).unwrap();
    v["id"] = json!("0000000000000000");
    assert_eq!(read_entry(ours(&v)).unwrap().id, e.id);
}

#[test]
fn corrupt_and_future_entries_are_skipped_and_the_rest_kept() {
    let good = roi_entry(15, Level::Easy, 50);
    let good2 = camelot_entry(16, 60);
    let mut future = serde_json::to_value(&good).unwrap();
    future["version"] = json!(VERSION + 1);
    future["link"] = json!("somethingNew");
    let mut bad_winner = serde_json::to_value(&good).unwrap();
    bad_winner["winners"] = json!([7]);
    let mut other_link = serde_json::to_value(&good).unwrap();
    other_link["game"] = json!("camelot");
    let file = json!({
        "format": FORMAT,
        "version": VERSION,
        "entries": [
            good,
            42,
            {"game": 3},
            future,
            {"game": "chess", "seats": ["human"], "link": "x"},
            bad_winner,
            other_link,
            good2,
            good,
        ],
    })
    .to_string();
    let h = read_file(&file).unwrap();
    assert_eq!(h.entries, vec![good2.clone(), good.clone()]);
    assert_eq!(
        h.skipped,
        vec![
            Skip::Unreadable,
            Skip::Unreadable,
            Skip::Newer(VERSION + 1),
            Skip::UnknownGame("chess".into()),
            Skip::Invalid,
            Skip::Invalid,
            Skip::Duplicate,
        ]
    );
    // What a newer site wrote is kept as it was, and written back.
    assert_eq!(h.kept.len(), 2);
    let again = read_file(&write_file(&h.entries, &h.kept)).unwrap();
    assert_eq!(again.entries, h.entries);
    assert_eq!(again.kept, h.kept);
}

#[test]
fn files_that_are_not_histories_are_refused_whole() {
    assert_eq!(read_file("not json"), Err(FileProblem::NotJson));
    assert_eq!(read_file("[1,2]"), Err(FileProblem::NotHistory));
    assert_eq!(
        read_file(r#"{"format":"other","entries":[]}"#),
        Err(FileProblem::NotHistory)
    );
    assert_eq!(
        read_file(r#"{"format":"table-ronde-history","version":1}"#),
        Err(FileProblem::NotHistory)
    );
    assert_eq!(
        read_file(r#"{"format":"table-ronde-history","version":9,"games":{}}"#),
        Err(FileProblem::Newer(9))
    );
    // Truncated in the middle (a download cut short).
    let e = roi_entry(17, Level::Easy, 5);
    let text = write_file(&[e], &[]);
    assert_eq!(
        read_file(&text[..text.len() / 2]),
        Err(FileProblem::NotJson)
    );
    assert_eq!(
        read_file(r#"{"format":"table-ronde-history","version":1,"entries":[]}"#)
            .map(|h| h.entries.len()),
        Ok(0)
    );
}

#[test]
fn import_merges_without_duplicates_and_reports_why() {
    let a = roi_entry(18, Level::Easy, 10);
    let b = roi_entry(19, Level::Hard, 20);
    let c = camelot_entry(20, 30);
    let mut mine = vec![a.clone()];
    let file = read_file(
        &json!({
            "format": FORMAT,
            "version": VERSION,
            "entries": [a, b, c, "junk", b],
        })
        .to_string(),
    )
    .unwrap();
    let m = merge(&mut mine, file);
    assert_eq!(m.added, 2);
    assert_eq!(m.duplicates, 2);
    assert_eq!(m.invalid, vec![Skip::Unreadable]);
    assert_eq!(mine, vec![c, b, a]);
}

#[test]
fn the_history_keeps_the_newest_games() {
    let e = roi_entry(21, Level::Easy, 0);
    let mut list: Vec<HistoryEntry> = (0..KEEP as u64)
        .map(|i| HistoryEntry {
            date: i + 1,
            id: format!("{i:016x}"),
            ..e.clone()
        })
        .collect();
    // An older game than all of them is the one that goes.
    add(
        &mut list,
        HistoryEntry {
            date: 0,
            ..e.clone()
        },
    );
    assert_eq!(list.len(), KEEP);
    assert!(list.iter().all(|x| x.date >= 1), "the oldest goes");
    // A newer one pushes the oldest out.
    assert!(add(&mut list, HistoryEntry { date: 10_000, ..e }));
    assert_eq!(list.len(), KEEP);
    assert_eq!(list[0].date, 10_000);
    assert_eq!(list[KEEP - 1].date, 2);
}

fn fake(
    game: GameId,
    seats: &[&str],
    winners: &[u8],
    scores: &[i64],
    side: Option<&str>,
) -> HistoryEntry {
    HistoryEntry {
        game: game.slug().into(),
        seats: seats.iter().map(|s| (*s).into()).collect(),
        winners: winners.to_vec(),
        scores: scores.to_vec(),
        side: side.map(Into::into),
        ..HistoryEntry::default()
    }
}

#[test]
fn places_put_winners_first_then_follow_the_score() {
    let e = fake(
        GameId::Roi,
        &["human", "easy", "easy", "easy"],
        &[2],
        &[-10, 5, 30, 5],
        None,
    );
    assert_eq!(e.place(2), 1);
    assert_eq!(e.place(1), 2);
    assert_eq!(e.place(3), 2);
    assert_eq!(e.place(0), 4);
    let r = e.result();
    assert_eq!((r.won, r.place, r.score, r.players), (false, 4, -10, 4));
    // Shared win.
    let e = fake(
        GameId::Roi,
        &["human", "easy", "easy", "easy"],
        &[0, 1],
        &[20, 20, -30, -50],
        None,
    );
    assert_eq!(e.place(1), 1);
    assert_eq!(e.place(2), 3);
    assert!(e.result().won);
    // Pass-and-play: the best-placed person counts.
    let e = fake(
        GameId::Tafelrunde,
        &["human", "easy", "human"],
        &[2],
        &[10, 20, 26],
        None,
    );
    assert_eq!((e.result().won, e.result().place), (true, 1));
}

#[test]
fn opponents_are_one_level_mixed_or_people() {
    let one = fake(
        GameId::Roi,
        &["human", "hard", "hard", "hard"],
        &[0],
        &[0; 4],
        None,
    );
    assert_eq!(one.opponents(), Opponents::Level(Level::Hard));
    let mixed = fake(
        GameId::Roi,
        &["human", "hard", "easy", "hard"],
        &[0],
        &[0; 4],
        None,
    );
    assert_eq!(mixed.opponents(), Opponents::Mixed);
    let people = fake(GameId::Camelot, &["human", "human"], &[0], &[5, 2], None);
    assert_eq!(people.opponents(), Opponents::People);
}

#[test]
fn statistics_by_game_and_opponents_in_each_games_terms() {
    let list = vec![
        fake(
            GameId::Camelot,
            &["human", "easy", "easy"],
            &[0],
            &[5, 2, 1],
            None,
        ),
        fake(
            GameId::Roi,
            &["human", "easy", "easy", "easy"],
            &[0],
            &[40, -20, -30, -50],
            None,
        ),
        fake(
            GameId::Roi,
            &["human", "easy", "easy", "easy"],
            &[1],
            &[-10, 30, -30, -50],
            None,
        ),
        fake(
            GameId::Roi,
            &["human", "hard", "hard", "hard"],
            &[1],
            &[-60, 30, 20, -50],
            None,
        ),
        fake(
            GameId::Tafelrunde,
            &["human", "easy", "easy"],
            &[1],
            &[10, 26, 12],
            None,
        ),
        fake(GameId::Tournoi, &["human", "easy"], &[0], &[4, 0], None),
        fake(
            GameId::Chevaliers,
            &["human", "easy", "easy"],
            &[0, 1, 2],
            &[1, 1, 1],
            Some("loyal"),
        ),
        fake(
            GameId::Chevaliers,
            &["human", "easy", "easy"],
            &[2],
            &[0, 0, 1],
            Some("evil"),
        ),
    ];
    let s = statistics(&list);
    let got: Vec<(GameId, Opponents, usize, usize, f64)> = s
        .iter()
        .map(|l| (l.game, l.opponents, l.played, l.won, l.average))
        .collect();
    assert_eq!(
        got,
        vec![
            (GameId::Roi, Opponents::Level(Level::Easy), 2, 1, 15.0),
            (GameId::Roi, Opponents::Level(Level::Hard), 1, 0, -60.0),
            // Tafelrunde: the place (the person came third of three).
            (GameId::Tafelrunde, Opponents::Level(Level::Easy), 1, 0, 3.0),
            (GameId::Camelot, Opponents::Level(Level::Easy), 1, 1, 5.0),
            (GameId::Tournoi, Opponents::Level(Level::Easy), 1, 1, 4.0),
            // Les Chevaliers: how often the Loyal side won.
            (GameId::Chevaliers, Opponents::Level(Level::Easy), 2, 1, 0.5),
        ]
    );
    assert!((s[0].win_rate() - 0.5).abs() < 1e-9);
    assert_eq!(statistics(&[]), vec![]);
}

#[test]
fn entries_read_and_write_as_serde_derives_would() {
    let mut entries = vec![roi_entry(23, Level::Easy, 7), camelot_entry(24, 8)];
    entries[1].side = Some("loyal".into());
    entries[1].scores = vec![-3, i64::MIN, i64::MAX];
    for e in entries {
        // Ours read serde's text; serde reads ours.
        let theirs = serde_json::to_string(&e).unwrap();
        assert_eq!(
            HistoryEntry::from_json(&Json::parse(&theirs).unwrap()),
            Some(e.clone())
        );
        let back: HistoryEntry = serde_json::from_str(&e.to_json().pretty()).unwrap();
        assert_eq!(back, e);
    }
    // A field of the wrong type makes the entry unreadable, as with serde.
    for bad in [
        r#"{"date": -1}"#,
        r#"{"date": 1.5}"#,
        r#"{"winners": [256]}"#,
        r#"{"seats": "human"}"#,
        r#"{"side": 3}"#,
        r#"{"standard": "yes"}"#,
        r#"{"version": 4294967296}"#,
    ] {
        assert_eq!(
            HistoryEntry::from_json(&Json::parse(bad).unwrap()),
            None,
            "{bad}"
        );
        assert!(serde_json::from_str::<HistoryEntry>(bad).is_err(), "{bad}");
    }
}

#[test]
fn an_entry_serialises_with_its_version() {
    let e = roi_entry(22, Level::Easy, 7);
    let v: Value = serde_json::from_str(&write_file(&[e], &[])).unwrap();
    assert_eq!(v["format"], json!(FORMAT));
    assert_eq!(v["version"], json!(VERSION));
    assert_eq!(v["entries"][0]["version"], json!(VERSION));
    assert_eq!(v["entries"][0]["game"], json!("roi"));
}

#[test]
fn the_import_report_agrees_in_number_in_each_language() {
    use super::text::merged;
    use crate::ui::Lang;
    let none = Merged {
        added: 0,
        duplicates: 2,
        invalid: Vec::new(),
    };
    // French puts 0 in the singular, English in the plural.
    assert_eq!(
        merged(Lang::Fr, &none),
        "0 partie ajoutée, 2 déjà présentes."
    );
    assert_eq!(merged(Lang::En, &none), "0 games added, 2 already present.");
    let one = Merged {
        added: 1,
        duplicates: 1,
        invalid: Vec::new(),
    };
    assert_eq!(merged(Lang::Fr, &one), "1 partie ajoutée, 1 déjà présente.");
    assert_eq!(merged(Lang::En, &one), "1 game added, 1 already present.");
}
