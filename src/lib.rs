//! Table Ronde: five Arthurian card games.
//!
//! * [`core`]: the game trait, cards, seats, seeded randomness, records, share links and the
//!   conformance battery, shared by every game.
//! * [`games`]: one pure rules engine per game (`roi` today).
//! * [`bot`]: computer players written against the game trait.
//! * `ui` (feature `ui`): the Leptos site.

pub mod bot;
pub mod core;
pub mod games;
pub mod tutorial;
#[cfg(feature = "ui")]
pub mod ui;
