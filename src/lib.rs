//! Table Ronde: five Arthurian card games.
//!
//! * [`core`]: the game trait, cards, seats, seeded randomness, records, share links and the
//!   conformance battery, shared by every game.
//! * [`games`]: one pure rules engine per game (`roi` today).
//! * [`bot`]: computer players written against the game trait.
//! * `ui` (feature `ui`): the Leptos site.
//!
//! The standard library's sorts are refused by clippy (`clippy.toml`: they weigh kilobytes in
//! every bundle; [`core::small`] has ours), except in unit tests, which are in no bundle.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

// Issue 41: these three still call the standard sorts outside tests (bot/ismcts.rs's
// keyed children, tutorial/camelot.rs's lesson order, and the engines' hands and piles in
// games/); the allows go when those calls move to core::small.
#[allow(clippy::disallowed_methods)]
pub mod bot;
pub mod core;
#[allow(clippy::disallowed_methods)]
pub mod games;
#[allow(clippy::disallowed_methods)]
pub mod tutorial;
#[cfg(feature = "ui")]
pub mod ui;
