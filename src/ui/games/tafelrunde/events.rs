//! The game's events as the log shows them: the engine's own
//! ([`crate::games::tafelrunde::TafelrundeEvent`], reported where the rules happen), as an
//! onlooker sees them. Everything in a game of Tafelrunde that is not in a hand is public
//! (TAF-13.2), so every line may be shown to everyone; the hands dealt, told to each seat
//! only, are not logged. [`super::log`] makes the texts.

use crate::core::events::{Seen, events_for};
use crate::core::record::GameRecord;
use crate::games::tafelrunde::Tafelrunde;
pub use crate::games::tafelrunde::TafelrundeEvent as Event;
use crate::ui::table::log::LogEntry;

/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;

/// The lines of these engine events: what an onlooker sees (all public, TAF-13.2), without
/// the reshuffle, which the new hand's line tells.
#[must_use]
pub fn public(events: &[Seen<Event>]) -> Vec<Event> {
    events_for(events, None)
        .into_iter()
        .filter(|e| !matches!(e, Event::Reshuffled { .. } | Event::Hand { .. }))
        .collect()
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Tafelrunde>) -> Vec<LogEntry<Event>> {
    crate::ui::table::log::record_entries(record, |s| public(std::slice::from_ref(&s)).pop())
}
