//! The game's events as the log shows them: the engine's own
//! ([`crate::games::camelot::CamelotEvent`], reported where the rules happen), each kept with
//! who may see it, so that the log of a pass-and-play table shows every line as the seat on
//! screen may see it ([`super::log`] makes the texts). A Knock Down's card is named to its
//! actor and victim only (CAM-17.3); the cards drawn are not logged.
//!
//! Lancelot windows are not logged answer by answer: the engine reports no answer, since
//! every opponent still in is asked and a "pass" line would tell who was asked, not who holds
//! Lancelot (CAM-11.7). Only a cancellation shows.

use crate::core::events::Seen;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::camelot::{Action, Camelot};
pub use crate::games::camelot::{CamelotEvent as Event, Thing};
use crate::ui::table::log::LogEntry;

/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;

/// True for the events the log lists: not the cards drawn nor the reshuffles.
#[must_use]
pub fn logged(e: &Event) -> bool {
    !matches!(e, Event::Drew { .. } | Event::Reshuffled { .. })
}

/// The engine events the log keeps.
#[must_use]
pub fn log_lines(events: Vec<Seen<Event>>) -> Vec<Seen<Event>> {
    events.into_iter().filter(|e| logged(&e.event)).collect()
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Camelot>) -> Vec<LogEntry<Seen<Event>>> {
    crate::ui::table::log::record_entries(record, |s| logged(&s.event).then_some(s))
}

/// The things an action names in the current position (for texts about a pending card).
#[must_use]
pub fn things_now(g: &Camelot, seat: Seat, a: Action) -> Vec<Thing> {
    g.declared(seat, a)
}
