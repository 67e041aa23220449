//! What the site keeps in `localStorage`: the settings and one saved game.
//!
//! The saved game is a versioned JSON envelope around a share link with the full log:
//! `{"v":1,"game":"<slug>","link":"<link text>","saved":<ms since 1970>}`, where the slug
//! is that of any playable game (`roi`, `tafelrunde`, `camelot`). Version 1 named its game from the start,
//! so saves of Le Roi written before other games existed load unchanged. A game played as a
//! duplicate challenge adds `"challenge":"<challenge text>"` (before `saved`,
//! [`crate::core::duplicate`]); a save without it is simply no challenge, and a field that does
//! not read as one is ignored ([`challenge_of_save`]), never a reason to drop the game. Loading is strict:
//! anything that is not exactly that (bad JSON, another `v`, an unknown game, a link that
//! does not decode or is of another game than the envelope says) is reported as a
//! [`SaveProblem`] and never panics; the unreadable text is moved aside under
//! [`KEY_SAVE_UNREADABLE`] (nothing is lost) and nothing else in storage is touched.
//! Storage may be missing or refuse writes (private modes, quota): every function then
//! degrades to "nothing saved" and never panics.

use super::any_game::AnyRecord;
use super::json::{self, Value};
use super::{Lang, Pace, Theme};
use crate::core::GameId;
use crate::core::link::{self, LinkError};
use leptos::prelude::*;

/// Version of the save envelope.
pub const SAVE_VERSION: u32 = 1;
/// Storage key of the saved game.
pub const KEY_SAVE: &str = "table-ronde.save";
/// Storage key where the last unreadable save is kept, as it was, when it is dropped.
pub const KEY_SAVE_UNREADABLE: &str = "table-ronde.save.unreadable";
/// Storage key of the language.
pub const KEY_LANG: &str = "table-ronde.lang";
/// Storage key of the computer pace.
pub const KEY_PACE: &str = "table-ronde.pace";
/// Storage key of the colour scheme (index.html's loader reads it too, before any wasm).
pub const KEY_THEME: &str = "table-ronde.theme";

/// Why a saved game was dropped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveProblem {
    /// Not the JSON envelope at all.
    NotJson,
    /// An envelope of another version (or without one).
    OtherVersion,
    /// A game this build does not play.
    UnknownGame(String),
    /// The link inside does not decode (a link of another game than the envelope names is
    /// [`LinkError::GameNotAvailable`] naming the link's game).
    BadLink(LinkError),
    /// A sound envelope of a game another bundle of the site plays: not a damage, the save
    /// stays where it is (the page switches bundles to show it).
    Elsewhere(GameId),
}

impl std::fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveProblem::NotJson => write!(f, "the save is not a save envelope"),
            SaveProblem::OtherVersion => write!(f, "the save envelope is of another version"),
            SaveProblem::UnknownGame(g) => write!(f, "the save names an unknown game `{g}`"),
            SaveProblem::BadLink(e) => write!(f, "the saved game does not read back: {e}"),
            SaveProblem::Elsewhere(g) => {
                write!(f, "the saved game is played by the {} bundle", g.slug())
            }
        }
    }
}

/// The JSON text saving `rec` at time `saved_ms`.
///
/// # Errors
/// When the record does not replay (it cannot be written as a link).
pub fn encode_save(rec: &AnyRecord, saved_ms: u64) -> Result<String, LinkError> {
    encode_save_with(rec, None, saved_ms)
}

/// [`encode_save`], keeping the duplicate challenge the game is played against, if any.
///
/// # Errors
/// When the record does not replay.
pub fn encode_save_with(
    rec: &AnyRecord,
    challenge: Option<&str>,
    saved_ms: u64,
) -> Result<String, LinkError> {
    let mut fields = vec![
        ("v", Value::Num(u64::from(SAVE_VERSION))),
        ("game", Value::Str(rec.game().slug().into())),
        ("link", Value::Str(rec.link()?)),
    ];
    if let Some(c) = challenge {
        fields.push(("challenge", Value::Str(c.into())));
    }
    fields.push(("saved", Value::Num(saved_ms)));
    Ok(json::write(&fields))
}

/// The challenge text a save keeps, if any (not checked here: the shell reads it as a
/// challenge and drops it if it is not one of this game).
#[must_use]
pub fn challenge_of_save(text: &str) -> Option<String> {
    json::read(text)?.into_iter().find_map(|(k, v)| match v {
        Value::Str(c) if k == "challenge" => Some(c),
        _ => None,
    })
}

/// The challenge kept with the saved game, if any.
#[must_use]
pub fn load_challenge() -> Option<String> {
    challenge_of_save(&get(KEY_SAVE)?)
}

/// Reads a saved game back: the record and how many of its moves no longer applied (a
/// save written under older rules keeps its valid prefix, ROI/CAM/TAF alike, instead of
/// being dropped whole).
///
/// # Errors
/// A [`SaveProblem`] for anything but a current, sound envelope of a game this bundle holds.
pub fn decode_save(text: &str) -> Result<(AnyRecord, usize), SaveProblem> {
    let fields = json::read(text).ok_or(SaveProblem::NotJson)?;
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    if field("v") != Some(&Value::Num(u64::from(SAVE_VERSION))) {
        return Err(SaveProblem::OtherVersion);
    }
    let (Some(Value::Str(game)), Some(Value::Str(text)), Some(Value::Num(_))) =
        (field("game"), field("link"), field("saved"))
    else {
        return Err(SaveProblem::NotJson);
    };
    let id = GameId::from_slug(game)
        .filter(|g| super::any_game::is_playable(*g))
        .ok_or_else(|| SaveProblem::UnknownGame(game.clone()))?;
    let Some(entry) = super::registry::entry(id) else {
        return Err(SaveProblem::Elsewhere(id));
    };
    match link::peek(text) {
        Ok(h) if h.game != id => {
            return Err(SaveProblem::BadLink(LinkError::GameNotAvailable(h.game)));
        }
        Err(e) => return Err(SaveProblem::BadLink(e)),
        Ok(_) => {}
    }
    entry.open_prefix(text).map_err(SaveProblem::BadLink)
}

/// The result of looking for a saved game.
#[derive(Clone, PartialEq, Debug)]
pub enum Loaded {
    /// Nothing saved.
    Empty,
    /// A valid saved game.
    Game(AnyRecord),
    /// A saved game whose last `dropped` moves no longer apply: it was cut to its valid
    /// prefix (the full text is kept under [`KEY_SAVE_UNREADABLE`]).
    Repaired {
        /// The valid prefix.
        record: AnyRecord,
        /// Moves dropped.
        dropped: usize,
    },
    /// A sound save of a game another bundle plays.
    Elsewhere(GameId),
    /// A save was there but unreadable; it has been moved aside ([`KEY_SAVE_UNREADABLE`]).
    Dropped(SaveProblem),
}

fn local() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Loads the saved game. An unreadable one is moved aside: copied as it was to
/// [`KEY_SAVE_UNREADABLE`] (replacing an older one there), then removed from [`KEY_SAVE`] so
/// that the next game can be saved; no other key is touched.
#[must_use]
pub fn load_game() -> Loaded {
    let Some(json) = get(KEY_SAVE) else {
        return Loaded::Empty;
    };
    match decode_save(&json) {
        Ok((rec, 0)) => Loaded::Game(rec),
        Ok((record, dropped)) => {
            set(KEY_SAVE_UNREADABLE, &json);
            store_game(&record);
            Loaded::Repaired { record, dropped }
        }
        Err(SaveProblem::Elsewhere(g)) => Loaded::Elsewhere(g),
        Err(p) => {
            set(KEY_SAVE_UNREADABLE, &json);
            clear_game();
            Loaded::Dropped(p)
        }
    }
}

/// Saves `rec` as the game in progress. False when it could not be written.
pub fn store_game(rec: &AnyRecord) -> bool {
    store_game_with(rec, None)
}

/// Saves `rec` as the game in progress, played against `challenge` if any. False when it
/// could not be written.
pub fn store_game_with(rec: &AnyRecord, challenge: Option<&str>) -> bool {
    let now = js_sys::Date::now().max(0.0) as u64;
    encode_save_with(rec, challenge, now).is_ok_and(|json| set(KEY_SAVE, &json))
}

/// Calls `changed` whenever another tab of this browser writes or removes the saved game
/// (the `storage` event fires only in the other tabs), so that two tabs never overwrite
/// each other's game unawares. Lasts as long as the page.
pub fn on_save_changed_elsewhere(changed: impl Fn() + 'static) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let f = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |ev: web_sys::StorageEvent| {
        // `key` is null when the other tab cleared the whole storage.
        if ev.key().is_none_or(|k| k == KEY_SAVE) {
            changed();
        }
    });
    let _ = window().add_event_listener_with_callback("storage", f.as_ref().unchecked_ref());
    f.forget();
}

/// Forgets the saved game.
pub fn clear_game() {
    if let Some(s) = local() {
        let _ = s.remove_item(KEY_SAVE);
    }
}

/// The remembered language, if any.
#[must_use]
pub fn load_lang() -> Option<Lang> {
    match get(KEY_LANG)?.as_str() {
        "fr" => Some(Lang::Fr),
        "en" => Some(Lang::En),
        _ => None,
    }
}

/// Remembers the language.
pub fn store_lang(lang: Lang) {
    set(KEY_LANG, lang.tag());
}

/// The remembered pace, if any.
#[must_use]
pub fn load_pace() -> Option<Pace> {
    pace_from_code(&get(KEY_PACE)?)
}

/// Remembers the pace.
pub fn store_pace(pace: Pace) {
    set(KEY_PACE, pace_code(pace));
}

/// The stable code of a pace in storage and form values.
#[must_use]
pub fn pace_code(pace: Pace) -> &'static str {
    match pace {
        Pace::Instant => "instant",
        Pace::Fast => "fast",
        Pace::Normal => "normal",
        Pace::Slow => "slow",
    }
}

/// The pace a code names.
#[must_use]
pub fn pace_from_code(code: &str) -> Option<Pace> {
    match code {
        "instant" => Some(Pace::Instant),
        "fast" => Some(Pace::Fast),
        "normal" => Some(Pace::Normal),
        "slow" => Some(Pace::Slow),
        _ => None,
    }
}

/// The remembered colour scheme: [`Theme::Auto`] when none was ever chosen (storage from
/// before the switch existed) or the value is not one this build knows.
#[must_use]
pub fn load_theme() -> Theme {
    get(KEY_THEME)
        .and_then(|c| theme_from_code(&c))
        .unwrap_or_default()
}

/// Remembers the colour scheme.
pub fn store_theme(theme: Theme) {
    set(KEY_THEME, theme_code(theme));
}

/// The stable code of a colour scheme in storage and form values.
#[must_use]
pub fn theme_code(theme: Theme) -> &'static str {
    match theme {
        Theme::Auto => "auto",
        Theme::Light => "light",
        Theme::Dark => "dark",
    }
}

/// The colour scheme a code names.
#[must_use]
pub fn theme_from_code(code: &str) -> Option<Theme> {
    match code {
        "auto" => Some(Theme::Auto),
        "light" => Some(Theme::Light),
        "dark" => Some(Theme::Dark),
        _ => None,
    }
}

/// The language for a first visit: French for any `fr*` browser language, else English.
#[must_use]
pub fn lang_for_tag(tag: &str) -> Lang {
    if tag.trim().to_ascii_lowercase().starts_with("fr") {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// The browser's preferred language (`navigator.language`).
#[must_use]
pub fn browser_lang() -> Lang {
    lang_for_tag(&window().navigator().language().unwrap_or_default())
}

/// Largest seed drawn at random: twelve digits stay readable and type exactly in a number
/// field (JavaScript numbers are exact up to 2^53).
pub const RANDOM_SEED_LIMIT: u64 = 1_000_000_000_000;

/// A fresh random deal number (`crypto.getRandomValues` on the web).
#[must_use]
pub fn random_seed() -> u64 {
    #[cfg(target_arch = "wasm32")]
    let word = {
        let mut bytes = [0u8; 8];
        match getrandom::fill(&mut bytes) {
            Ok(()) => u64::from_le_bytes(bytes),
            // No crypto source: Math.random is enough to pick a deal.
            Err(_) => (js_sys::Math::random() * 2f64.powi(53)) as u64,
        }
    };
    #[cfg(not(target_arch = "wasm32"))]
    let word = {
        use std::hash::{BuildHasher, RandomState};
        RandomState::new().hash_one(0u8)
    };
    word % RANDOM_SEED_LIMIT
}

#[cfg(test)]
mod tests {
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
        for cut in 0..good.len() {
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
}
