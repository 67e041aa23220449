//! Table Ronde: five Arthurian card games.
//!
//! The pure parts are crates of their own (issue 41), re-exported here under the names they
//! had as modules:
//! * [`core`] (`tr-core`): the game trait, cards, seats, seeded randomness, records, share
//!   links and the conformance battery, shared by every game.
//! * [`games`]: one pure rules engine per game (`tr-roi`, `tr-tafelrunde`, `tr-camelot`,
//!   `tr-tournoi`, `tr-chevaliers`), and what needs them all.
//! * [`bot`] (`tr-bot`): computer players written against the game trait.
//! * [`tutorial`]: the guided first games, the framework (`tr-bot`'s `lesson`) and each
//!   game's lesson (its crate's `lesson`).
//! * `ui` (feature `ui`): the Leptos site.
//!
//! The standard library's sorts are refused by clippy (`clippy.toml`: they weigh kilobytes in
//! every bundle; [`core::small`] has ours), except in unit tests, which are in no bundle.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub use tr_bot as bot;
pub use tr_core as core;
pub mod games;
#[cfg(feature = "ui")]
pub mod ui;

/// Guided first games (issue 29): the lesson framework ([`tr_bot::lesson`]) and each game's
/// lesson (`tutorial::<slug>::LESSON`, its engine's `lesson` module).
pub mod tutorial {
    pub use tr_bot::lesson::*;
    pub use tr_camelot::lesson as camelot;
    pub use tr_chevaliers::lesson as chevaliers;
    pub use tr_roi::lesson as roi;
    pub use tr_tafelrunde::lesson as tafelrunde;
    pub use tr_tournoi::lesson as tournoi;
}
