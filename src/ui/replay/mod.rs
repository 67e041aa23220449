//! The replay viewer (issue 14, route `#r=<link>`): any finished or shared game, move by
//! move, through the game's own table, read only, from the observation of a seat the player
//! picks (only that seat's hidden information is shown), with Hard's analysis of that
//! seat's moves.
//!
//! Written once for every game through the registry ([`crate::ui::registry::GameUi`]): each
//! step mounts the game's table on a read-only session of the record cut before the step's
//! move ([`crate::ui::session::Core::open_replay`]); the table applies that move as in play
//! ([`crate::ui::turns::TableSession::begin`]), so its log, its felt and its words for the
//! move are the game's own, and nobody decides, nothing is saved. The saved game in
//! progress is never touched. [`model`] holds the pure parts (step cursor, which moves are
//! analysed, the loss); [`analyst`] talks to the worker.

pub mod analyst;
pub mod model;
pub mod page;
pub mod text;

use leptos::prelude::*;

/// Where a replay table leaves what it said of the step's move and how it names the mover's
/// choices (see [`crate::ui::session::Replaying`]).
#[derive(Clone, Copy)]
pub struct ReplayOut {
    /// The table's announcements for the move.
    pub said: RwSignal<Vec<String>>,
    /// The mover's legal actions before the move, in the hint's words.
    pub choices: RwSignal<Vec<String>>,
}

/// Context set around a replay table: the end panel and the toolbar leave out what acts on
/// a game in progress (new game, undo, share) and the end panel does not take the focus
/// (it belongs to the step controls).
#[derive(Clone, Copy, Debug)]
pub struct ReadOnlyTable;

/// True inside a replay table.
#[must_use]
pub fn in_replay() -> bool {
    use_context::<ReadOnlyTable>().is_some()
}
