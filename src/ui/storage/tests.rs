//! The saves' envelopes, summaries and settings codes (`ui::storage`).
use super::*;
use crate::core::link;
use crate::core::{Game, GameRecord, Level, SeatKind};
use crate::games::camelot::{Camelot, CamelotOptions};
use crate::games::roi::{Roi, RoiOptions};

fn sample() -> GameRecord<Roi> {
    crate::ui::games::install_all();
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Random),
        SeatKind::Computer(Level::Easy),
    ];
    let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), seats, 42);
    let mut g = rec.start().unwrap();
    for _ in 0..9 {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

fn camelot_sample() -> GameRecord<Camelot> {
    crate::ui::games::install_all();
    let seats = vec![SeatKind::Computer(Level::Easy), SeatKind::Human];
    let options = CamelotOptions {
        no_repeat_colour: true,
        ..CamelotOptions::default()
    };
    let mut rec = GameRecord::<Camelot>::new(options, seats, 31);
    let mut g = rec.start().unwrap();
    for _ in 0..30 {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    rec
}

#[test]
fn save_round_trips() {
    let rec = AnyRecord::new(sample());
    let json = encode_save(&rec, 1_700_000_000_000).unwrap();
    assert!(
        json.starts_with(r#"{"v":1,"game":"roi","link":""#),
        "{json}"
    );
    assert!(json.ends_with(r#","saved":1700000000000}"#), "{json}");
    assert_eq!(decode_save(&json).unwrap(), (rec, 0));
}

#[test]
fn camelot_saves_round_trip() {
    let rec = AnyRecord::new(camelot_sample());
    let json = encode_save(&rec, 5).unwrap();
    assert!(
        json.starts_with(r#"{"v":1,"game":"camelot","link":""#),
        "{json}"
    );
    assert_eq!(decode_save(&json).unwrap(), (rec, 0));
}

#[test]
fn a_challenge_is_kept_with_the_save_and_old_saves_have_none() {
    let rec = AnyRecord::new(sample());
    let json = encode_save_with(&rec, Some("AQE.0"), 9).unwrap();
    assert!(
        json.ends_with(r#","challenge":"AQE.0","saved":9}"#),
        "{json}"
    );
    assert_eq!(decode_save(&json).unwrap(), (rec.clone(), 0));
    assert_eq!(challenge_of_save(&json).as_deref(), Some("AQE.0"));
    let plain = encode_save(&rec, 9).unwrap();
    assert_eq!(challenge_of_save(&plain), None);
    assert_eq!(challenge_of_save("{not json"), None);
    assert_eq!(
        challenge_of_save(r#"{"v":1,"challenge":7,"saved":0}"#),
        None
    );
}

/// A save written by the Roi-only shell (same envelope, built by hand here) still loads.
#[test]
fn saves_from_before_camelot_load_unchanged() {
    let rec = sample();
    let old = format!(
        r#"{{"v":1,"game":"roi","link":"{}","saved":1700000000000}}"#,
        link::encode(&rec).unwrap()
    );
    assert_eq!(decode_save(&old), Ok((AnyRecord::new(rec), 0)));
}

#[test]
fn a_link_of_another_game_than_the_envelope_is_refused() {
    let camelot_link = link::encode(&camelot_sample()).unwrap();
    let json = format!(r#"{{"v":1,"game":"roi","link":"{camelot_link}","saved":0}}"#);
    assert_eq!(
        decode_save(&json),
        Err(SaveProblem::BadLink(LinkError::GameNotAvailable(
            GameId::Camelot
        )))
    );
    let roi_link = link::encode(&sample()).unwrap();
    let json = format!(r#"{{"v":1,"game":"camelot","link":"{roi_link}","saved":0}}"#);
    assert!(matches!(decode_save(&json), Err(SaveProblem::BadLink(_))));
}

/// The link of `rec` with its last byte of moves cut off (check value recomputed): the
/// last moves no longer read, as when a rules change leaves a save's moves behind.
fn cut_moves(text: &str) -> String {
    use crate::core::bytes::{base64url_decode, base64url_encode, check16};
    let mut bytes = base64url_decode(text).unwrap();
    bytes.truncate(bytes.len() - 3);
    let c = check16(&bytes);
    bytes.extend(c.to_be_bytes());
    base64url_encode(&bytes)
}

/// A save whose log stops applying part-way keeps every move before that point.
#[test]
fn a_save_that_stops_replaying_keeps_its_valid_prefix() {
    let mut rec = sample();
    let mut g = rec.replay().unwrap();
    while rec.log.len() < 60 {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[g.legal_actions(s).len() / 2];
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    let text = cut_moves(&link::encode(&rec).unwrap());
    assert!(
        link::decode::<Roi>(&text).is_err(),
        "the strict reading refuses it"
    );
    let json = format!(r#"{{"v":1,"game":"roi","link":"{text}","saved":0}}"#);
    let (prefix, dropped) = decode_save(&json).unwrap();
    let kept = prefix.downcast::<Roi>().unwrap().log.clone();
    assert!(dropped >= 1 && !kept.is_empty(), "{dropped} dropped");
    assert_eq!(kept.len() + dropped, rec.log.len());
    assert_eq!(kept, rec.log[..kept.len()]);
}

/// A save naming no game of the site is refused by that name; every game of the site is
/// known to saves (Les Chevaliers too, now that they are playable): its envelope goes on
/// to its link.
#[test]
fn saves_know_every_game_and_only_those() {
    assert_eq!(
        decode_save(r#"{"v":1,"game":"echecs","link":"x","saved":0}"#),
        Err(SaveProblem::UnknownGame("echecs".into()))
    );
    crate::ui::games::install_all();
    for g in GameId::ALL {
        let json = format!(r#"{{"v":1,"game":"{}","link":"x","saved":0}}"#, g.slug());
        assert!(
            matches!(decode_save(&json), Err(SaveProblem::BadLink(_))),
            "{g:?}: {:?}",
            decode_save(&json)
        );
    }
}

/// Damaged saves of every kind are errors with a message, never a panic.
#[test]
fn damaged_saves_never_panic() {
    let good = encode_save(&AnyRecord::new(camelot_sample()), 1).unwrap();
    // (Cut between characters: the summary's lines are not all ASCII.)
    for cut in (0..good.len()).filter(|&c| good.is_char_boundary(c)) {
        let p = decode_save(&good[..cut]).unwrap_err();
        assert!(!p.to_string().is_empty());
    }
    for i in 0..good.len() {
        let mut bytes = good.clone().into_bytes();
        bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
        if let Ok(text) = String::from_utf8(bytes) {
            let _ = decode_save(&text);
        }
    }
}

#[test]
fn bad_saves_are_typed_problems() {
    assert_eq!(decode_save("{not json"), Err(SaveProblem::NotJson));
    assert_eq!(
        decode_save(r#"{"game":"roi"}"#),
        Err(SaveProblem::OtherVersion)
    );
    assert_eq!(
        decode_save(r#"{"v":2,"game":"roi","link":"x","saved":0}"#),
        Err(SaveProblem::OtherVersion)
    );
    assert_eq!(
        decode_save(r#"{"v":1,"game":"chess","link":"x","saved":0}"#),
        Err(SaveProblem::UnknownGame("chess".into()))
    );
    assert!(matches!(
        decode_save(r#"{"v":1,"game":"roi","link":"AAAA","saved":0}"#),
        Err(SaveProblem::BadLink(_))
    ));
    assert_eq!(decode_save(r#"{"v":1}"#), Err(SaveProblem::NotJson));
}

/// Issue 28: each game has its own key, and only its own.
#[test]
fn each_game_has_its_own_save_key() {
    let keys: Vec<String> = GameId::ALL.into_iter().map(save_key).collect();
    assert_eq!(keys[0], "table-ronde.save.roi");
    for (g, k) in GameId::ALL.into_iter().zip(&keys) {
        assert_eq!(game_of_key(k), Some(g));
    }
    for other in [
        KEY_SAVE,
        KEY_SAVE_UNREADABLE,
        KEY_LANG,
        "table-ronde.save.chess",
    ] {
        assert_eq!(game_of_key(other), None, "{other}");
    }
}

/// The lobby reads where a save stands without its engine; a save from before the
/// summary reads as a game in progress.
#[test]
fn a_save_carries_the_lobbys_summary() {
    let json = encode_save(&AnyRecord::new(sample()), 7).unwrap();
    let s = summary_of(&json).unwrap();
    assert_eq!((s.game, s.over, s.saved), (GameId::Roi, false, 7));
    assert!(
        s.detail(Lang::Fr).unwrap().contains("Manche 1 sur 10"),
        "{s:?}"
    );
    assert!(
        s.detail(Lang::En).unwrap().contains("Round 1 of 10"),
        "{s:?}"
    );
    let old = format!(
        r#"{{"v":1,"game":"roi","link":"{}","saved":3}}"#,
        link::encode(&sample()).unwrap()
    );
    let s = summary_of(&old).unwrap();
    assert!(!s.over && s.detail(Lang::En).is_none(), "{s:?}");
    assert_eq!(decode_save(&json).unwrap().0, decode_save(&old).unwrap().0);
    for bad in [
        "{not json",
        r#"{"v":2,"game":"roi","link":"x","saved":0}"#,
        r#"{"v":1,"game":"chess","link":"x","saved":0}"#,
        r#"{"v":1,"game":"roi","saved":0}"#,
    ] {
        assert_eq!(summary_of(bad), None, "{bad}");
    }
}

/// A finished game's save says so: the lobby no longer offers it, and `#/play` opens
/// the most recent game still in progress.
#[test]
fn a_finished_game_is_no_longer_in_progress() {
    let mut rec = sample();
    let mut g = rec.replay().unwrap();
    while !g.is_over() {
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
        rec.log.push((s, a));
    }
    let over = summary_of(&encode_save(&AnyRecord::new(rec), 9).unwrap()).unwrap();
    assert!(over.over, "{over:?}");
    let playing = summary_of(&encode_save(&AnyRecord::new(camelot_sample()), 5).unwrap()).unwrap();
    assert!(!playing.over);
    assert_eq!(
        last_in_progress(&[over.clone(), playing.clone()]),
        Some(GameId::Camelot)
    );
    assert_eq!(last_in_progress(&[over]), None);
}

#[test]
fn first_visit_language() {
    assert_eq!(lang_for_tag("fr-CA"), Lang::Fr);
    assert_eq!(lang_for_tag("FR"), Lang::Fr);
    assert_eq!(lang_for_tag("en-GB"), Lang::En);
    assert_eq!(lang_for_tag(""), Lang::En);
    assert_eq!(lang_for_tag("de"), Lang::En);
}

#[test]
fn pace_codes_round_trip() {
    for p in Pace::ALL {
        assert_eq!(pace_from_code(pace_code(p)), Some(p));
    }
    assert_eq!(pace_from_code("warp"), None);
}

#[test]
fn sound_codes_round_trip_and_anything_else_is_off() {
    for on in [false, true] {
        assert_eq!(sound_from_code(sound_code(on)), Some(on));
    }
    assert_eq!(sound_from_code("loud"), None);
    // Off by default: load_sound reads None as off.
    assert!(!sound_from_code("").unwrap_or(false));
}
