//! What the site keeps in `localStorage`: the settings and a saved game per game.
//!
//! Each game keeps its own save, under [`save_key`] (`table-ronde.save.<slug>`), until a new
//! game of the same kind replaces it: a game of Le Roi in progress never stands in the way of
//! a Camelot one (issue 28). A save is a versioned JSON envelope around a share link with the
//! full log:
//! `{"v":1,"game":"<slug>","link":"<link text>","over":0,"fr":"…","en":"…","saved":<ms>}`.
//! `over` and the two lines of where it stands (`fr`, `en`: [`ResumeInfo::detail`]) are a
//! summary for pages that cannot replay the game (the lobby lists every game's save without
//! their engines, [`saved_games`]); the game itself is only the link. Version 1 named its
//! game from the start, so saves of Le Roi written before other games existed load
//! unchanged, and the one save of the site before issue 28 (under [`KEY_SAVE`]) moves to its
//! game's key ([`migrate_old_save`]); a save without a summary reads as a game in progress
//! until its game's page writes it again. A game played as a
//! duplicate challenge adds `"challenge":"<challenge text>"` (before `saved`,
//! [`crate::core::duplicate`]); a save without it is simply no challenge, and a field that does
//! not read as one is ignored ([`challenge_of_save`]), never a reason to drop the game. Loading is strict:
//! anything that is not exactly that (bad JSON, another `v`, an unknown game, a link that
//! does not decode or is of another game than the envelope says) is reported as a
//! [`SaveProblem`] and never panics; the unreadable text is moved aside under
//! [`KEY_SAVE_UNREADABLE`] (nothing is lost) and nothing else in storage is touched.
//! Storage may be missing or refuse writes (private modes, quota): every function then
//! degrades to "nothing saved" and never panics.

use super::any_game::{AnyRecord, ResumeInfo};
use super::json::{self, Json};
use super::{Lang, Pace, Theme};
use crate::core::GameId;
use crate::core::link::{self, LinkError};
use leptos::prelude::*;

/// Version of the save envelope.
pub const SAVE_VERSION: u32 = 1;
/// Storage key of the one saved game of the site before issue 28 (a save per game): read
/// only to move it to its game's key ([`migrate_old_save`]).
pub const KEY_SAVE: &str = "table-ronde.save";

/// Storage key of `game`'s save.
#[must_use]
pub fn save_key(game: GameId) -> String {
    format!("{KEY_SAVE}.{}", game.slug())
}

/// The game whose save `key` holds, if it is one ([`save_key`]).
#[must_use]
pub fn game_of_key(key: &str) -> Option<GameId> {
    GameId::from_slug(key.strip_prefix(KEY_SAVE)?.strip_prefix('.')?)
}
/// Storage key where the last unreadable save is kept, as it was, when it is dropped.
pub const KEY_SAVE_UNREADABLE: &str = "table-ronde.save.unreadable";
/// Storage key of the language.
pub const KEY_LANG: &str = "table-ronde.lang";
/// Storage key of the computer pace.
pub const KEY_PACE: &str = "table-ronde.pace";
/// Storage key of the colour scheme (index.html's loader reads it too, before any wasm).
pub const KEY_THEME: &str = "table-ronde.theme";
/// Storage key of the sound switch (`ui::sound`).
pub const KEY_SOUND: &str = "table-ronde.sound";

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
    let field = |k: &str, v: Json| (k.to_string(), v);
    let mut fields = vec![
        field("v", Json::from_u64(SAVE_VERSION.into())),
        field("game", Json::Str(rec.game().slug().into())),
        field("link", Json::Str(rec.link()?)),
    ];
    if let Some(info) = rec.resume_info() {
        fields.push(field("over", Json::from_u64(info.over.into())));
        fields.push(field("fr", Json::Str(json::plain(&info.detail[0]))));
        fields.push(field("en", Json::Str(json::plain(&info.detail[1]))));
    }
    if let Some(c) = challenge {
        fields.push(field("challenge", Json::Str(c.into())));
    }
    fields.push(field("saved", Json::from_u64(saved_ms)));
    Ok(Json::Obj(fields).compact())
}

/// The challenge text a save keeps, if any (not checked here: the shell reads it as a
/// challenge and drops it if it is not one of this game).
#[must_use]
pub fn challenge_of_save(text: &str) -> Option<String> {
    json::read_flat(text)?
        .into_iter()
        .find_map(|(k, v)| match v {
            Json::Str(c) if k == "challenge" => Some(c),
            _ => None,
        })
}

/// The challenge kept with `game`'s save, if any.
#[must_use]
pub fn load_challenge(game: GameId) -> Option<String> {
    challenge_of_save(&get(&save_key(game))?)
}

/// What the lobby shows of a save without replaying it: its game, whether it is over, the
/// line of where it stands, and when it was saved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedGame {
    /// The game.
    pub game: GameId,
    /// Finished (no longer "in progress": the lobby does not offer to resume it).
    pub over: bool,
    /// Where it stands, in French then English (empty in a save from before the summary).
    pub detail: [String; 2],
    /// When it was saved (ms since 1970).
    pub saved: u64,
}

impl SavedGame {
    /// Its line in `lang`, if the save has one.
    #[must_use]
    pub fn detail(&self, lang: Lang) -> Option<&str> {
        let d = match lang {
            Lang::Fr => &self.detail[0],
            Lang::En => &self.detail[1],
        };
        (!d.is_empty()).then_some(d.as_str())
    }
}

impl From<&ResumeInfo> for SavedGame {
    fn from(info: &ResumeInfo) -> Self {
        SavedGame {
            game: info.game,
            over: info.over,
            detail: info.detail.clone(),
            saved: 0,
        }
    }
}

/// The summary of a save envelope (`None` for anything that is not a current envelope of a
/// game of the site). The link is not read: that takes the game's engine.
#[must_use]
pub fn summary_of(text: &str) -> Option<SavedGame> {
    let fields = json::read_flat(text)?;
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let num = |name: &str| field(name).and_then(Json::as_u64);
    let text_of = |name: &str| field(name).and_then(Json::as_str);
    let (Some(v), Some(game), Some(_), Some(saved)) =
        (num("v"), text_of("game"), text_of("link"), num("saved"))
    else {
        return None;
    };
    Some(SavedGame {
        game: GameId::from_slug(game).filter(|_| v == u64::from(SAVE_VERSION))?,
        over: num("over") == Some(1),
        detail: [text_of("fr"), text_of("en")].map(|t| t.unwrap_or_default().to_string()),
        saved,
    })
}

/// Every game's save, the most recent first.
#[must_use]
pub fn saved_games() -> Vec<SavedGame> {
    let mut all: Vec<SavedGame> = GameId::ALL
        .into_iter()
        .filter_map(|g| summary_of(&get(&save_key(g))?).filter(|s| s.game == g))
        .collect();
    crate::core::small::sort_by_key(&mut all, |s| std::cmp::Reverse(s.saved));
    all
}

/// The games whose save has no readable summary: written before the summary existed, or
/// damaged. Reading one ([`load_game`]) writes its summary, or moves a damaged one aside.
#[must_use]
pub fn saves_to_read() -> Vec<GameId> {
    GameId::ALL
        .into_iter()
        .filter(|&g| {
            get(&save_key(g)).is_some_and(|text| {
                summary_of(&text).is_none_or(|s| s.game != g || s.detail(Lang::En).is_none())
            })
        })
        .collect()
}

/// The game of the most recent save still in progress (the table `#/play` opens), if any.
#[must_use]
pub fn last_in_progress(saves: &[SavedGame]) -> Option<GameId> {
    saves.iter().find(|s| !s.over).map(|s| s.game)
}

/// Moves the one save of the site before issue 28 ([`KEY_SAVE`]) to its game's key, unless
/// that game has a save of its own already (the newer one stays). Text that is no save
/// envelope, or that could not move, is kept under [`KEY_SAVE_UNREADABLE`], so nothing is
/// lost. Reads no link: any bundle can do it. True when the old save could not be taken up
/// (the page says that a save was unreadable).
pub fn migrate_old_save() -> bool {
    let Some(old) = get(KEY_SAVE) else {
        return false;
    };
    let moved = summary_of(&old).is_some_and(|s| {
        let key = save_key(s.game);
        get(&key).is_none() && set(&key, &old)
    });
    if !moved {
        set(KEY_SAVE_UNREADABLE, &old);
    }
    if let Some(s) = local() {
        let _ = s.remove_item(KEY_SAVE);
    }
    !moved
}

/// Reads a saved game back: the record and how many of its moves no longer applied (a
/// save written under older rules keeps its valid prefix, ROI/CAM/TAF alike, instead of
/// being dropped whole).
///
/// # Errors
/// A [`SaveProblem`] for anything but a current, sound envelope of a game this bundle holds.
pub fn decode_save(text: &str) -> Result<(AnyRecord, usize), SaveProblem> {
    let fields = json::read_flat(text).ok_or(SaveProblem::NotJson)?;
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    if field("v").and_then(Json::as_u64) != Some(u64::from(SAVE_VERSION)) {
        return Err(SaveProblem::OtherVersion);
    }
    let (Some(game), Some(text), Some(_)) = (
        field("game").and_then(Json::as_str),
        field("link").and_then(Json::as_str),
        field("saved").and_then(Json::as_u64),
    ) else {
        return Err(SaveProblem::NotJson);
    };
    let id = GameId::from_slug(game)
        .filter(|g| super::any_game::is_playable(*g))
        .ok_or_else(|| SaveProblem::UnknownGame(game.to_string()))?;
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

/// Loads `game`'s save. An unreadable one is moved aside: copied as it was to
/// [`KEY_SAVE_UNREADABLE`] (replacing an older one there), then removed from its key so that
/// the next game can be saved; no other key is touched. A save without the lobby's summary
/// (written before it existed) is written again with it.
#[must_use]
pub fn load_game(game: GameId) -> Loaded {
    let key = save_key(game);
    let Some(json) = get(&key) else {
        return Loaded::Empty;
    };
    match decode_save(&json) {
        Ok((rec, _)) if rec.game() != game => {
            set(KEY_SAVE_UNREADABLE, &json);
            clear_game(game);
            Loaded::Dropped(SaveProblem::UnknownGame(rec.game().slug().into()))
        }
        Ok((rec, 0)) => {
            if summary_of(&json).is_some_and(|s| s.detail(Lang::En).is_none()) {
                store_game_with(&rec, challenge_of_save(&json).as_deref());
            }
            Loaded::Game(rec)
        }
        Ok((record, dropped)) => {
            set(KEY_SAVE_UNREADABLE, &json);
            store_game(&record);
            Loaded::Repaired { record, dropped }
        }
        Err(SaveProblem::Elsewhere(g)) => Loaded::Elsewhere(g),
        Err(p) => {
            set(KEY_SAVE_UNREADABLE, &json);
            clear_game(game);
            Loaded::Dropped(p)
        }
    }
}

/// Saves `rec` as its game's save. False when it could not be written.
pub fn store_game(rec: &AnyRecord) -> bool {
    store_game_with(rec, None)
}

/// Saves `rec` as its game's save, played against `challenge` if any. False when it could
/// not be written.
pub fn store_game_with(rec: &AnyRecord, challenge: Option<&str>) -> bool {
    let now = js_sys::Date::now().max(0.0) as u64;
    encode_save_with(rec, challenge, now).is_ok_and(|json| set(&save_key(rec.game()), &json))
}

/// Calls `changed` whenever another tab of this browser writes or removes a game's save
/// (the `storage` event fires only in the other tabs), with that game (`None`: the other tab
/// cleared the whole storage), so that two tabs never overwrite each other's game unawares.
/// Lasts as long as the page.
pub fn on_save_changed_elsewhere(changed: impl Fn(Option<GameId>) + 'static) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let f = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |ev: web_sys::StorageEvent| {
        // `key` is null when the other tab cleared the whole storage.
        match ev.key() {
            None => changed(None),
            Some(k) => {
                if let Some(g) = game_of_key(&k) {
                    changed(Some(g));
                }
            }
        }
    });
    let _ = window().add_event_listener_with_callback("storage", f.as_ref().unchecked_ref());
    f.forget();
}

/// Forgets `game`'s save.
pub fn clear_game(game: GameId) {
    if let Some(s) = local() {
        let _ = s.remove_item(&save_key(game));
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

/// Whether the sounds are on: off unless the person turned them on (an unknown value too).
#[must_use]
pub fn load_sound() -> bool {
    get(KEY_SOUND)
        .and_then(|c| sound_from_code(&c))
        .unwrap_or(false)
}

/// Remembers the sound switch.
pub fn store_sound(on: bool) {
    set(KEY_SOUND, sound_code(on));
}

/// The stored code of the sound switch.
#[must_use]
pub fn sound_code(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The switch a code names.
#[must_use]
pub fn sound_from_code(code: &str) -> Option<bool> {
    match code {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
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
mod tests;
