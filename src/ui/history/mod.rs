//! The history of finished games and its statistics, kept in the browser (issue 14).
//!
//! A game is recorded once, where every table reports its record ([`crate::ui::session::Core::report`]):
//! when the position is over, [`store::record_finished`] writes a [`model::HistoryEntry`] built from
//! the engine's outcome through the generic [`crate::core::Game`] interface, keyed by its link
//! (so a game resumed, replayed or imported again is one entry). [`model`] is pure and tested
//! natively (schema, migration, corruption, merge, statistics); [`page`] is the
//! `#/history` page, in the lobby bundle.

pub mod model;
pub mod page;
pub mod store;
pub mod text;

#[cfg(test)]
mod tests;

pub use page::HistoryPage;
pub use store::{record_finished, record_reported};
