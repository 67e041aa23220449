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

pub use crate::ui::registry::ReplayOut;
pub use crate::ui::table::words::{ReadOnlyTable, in_replay};
