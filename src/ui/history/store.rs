//! The history in `localStorage` ([`KEY_HISTORY`]), and the one call that records a
//! finished game ([`record_finished`], from the generic session's report). Storage may be
//! missing or refuse writes (private modes, quota): everything then degrades to "nothing
//! recorded" and never panics.

use super::model::{self, FileProblem, History, HistoryEntry, Merged};
use crate::core::{Game, GameRecord};
use crate::ui::json::Json;
use leptos::prelude::*;

/// Storage key of the history.
pub const KEY_HISTORY: &str = "table-ronde.history";
/// Storage key where an unreadable history is kept, as it was, when a new one replaces it.
pub const KEY_HISTORY_UNREADABLE: &str = "table-ronde.history.unreadable";

fn local() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The stored history as read: entries (newest first), entries skipped, and whether the
/// whole text was unreadable (then it is moved aside at the next write).
#[derive(Clone, Debug, Default)]
pub struct Stored {
    /// What could be read.
    pub history: History,
    /// The stored text was not a history file at all.
    pub unreadable: bool,
}

/// Reads the stored history.
#[must_use]
pub fn load() -> Stored {
    let Some(text) = local().and_then(|s| s.get_item(KEY_HISTORY).ok().flatten()) else {
        return Stored::default();
    };
    match model::read_file(&text) {
        Ok(history) => Stored {
            history,
            unreadable: false,
        },
        Err(_) => Stored {
            history: History::default(),
            unreadable: true,
        },
    }
}

/// Writes `entries` (and the `kept` entries of newer sites). False when storage refused.
pub fn save(entries: &[HistoryEntry], kept: &[Json]) -> bool {
    let Some(s) = local() else {
        return false;
    };
    // An unreadable history is kept aside rather than overwritten.
    if let Ok(Some(old)) = s.get_item(KEY_HISTORY)
        && model::read_file(&old).is_err()
    {
        let _ = s.set_item(KEY_HISTORY_UNREADABLE, &old);
    }
    s.set_item(KEY_HISTORY, &model::write_file(entries, kept))
        .is_ok()
}

/// Forgets the whole history.
pub fn clear() {
    if let Some(s) = local() {
        let _ = s.remove_item(KEY_HISTORY);
    }
}

/// Records the game a table reported (`ui::shell`), if it is finished and not recorded yet
/// (see [`record_finished`]). True when added.
pub fn record_reported(rec: &crate::ui::any_game::AnyRecord) -> bool {
    let (Some(finished), Ok(link)) = (rec.finished(), rec.link()) else {
        return false;
    };
    let now = js_sys::Date::now().max(0.0) as u64;
    let Some(entry) = model::entry_from(rec.game(), rec.seats(), &finished, link, now) else {
        return false;
    };
    let Stored { mut history, .. } = load();
    if !model::add(&mut history.entries, entry) {
        return false;
    }
    save(&history.entries, &history.kept)
}

/// Records `game`, reached by `rec` (whose share link is `link`), if it is finished and not
/// recorded yet (the same game resumed, replayed from its link or reported again is one
/// entry). True when added.
pub fn record_finished<G: Game>(rec: &GameRecord<G>, game: &G, link: &str) -> bool {
    let now = js_sys::Date::now().max(0.0) as u64;
    let Some(entry) = model::entry_with(rec, game, link.to_string(), now) else {
        return false;
    };
    let Stored { mut history, .. } = load();
    if !model::add(&mut history.entries, entry) {
        return false;
    }
    save(&history.entries, &history.kept)
}

/// Merges an imported file into the stored history.
///
/// # Errors
/// The file is not a history file; nothing changes then.
pub fn import(text: &str) -> Result<Merged, FileProblem> {
    let incoming = model::read_file(text)?;
    let Stored { mut history, .. } = load();
    let merged = model::merge(&mut history.entries, incoming);
    if merged.added > 0 {
        save(&history.entries, &history.kept);
    }
    Ok(merged)
}
