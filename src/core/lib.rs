//! Game-independent, pure building blocks: cards, seats, randomness, the game trait, records,
//! share links and the conformance battery. Nothing here touches the DOM.

// Tests may use the standard sorts (clippy.toml refuses them in bundled code).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod bytes;
pub mod cards;
pub mod chacha;
pub mod conformance;
pub mod duplicate;
pub mod events;
pub mod game;
pub mod getters;
pub mod link;
pub mod policy;
pub mod record;
pub mod rng;
pub mod seats;
pub mod small;

pub use cards::{Card, CardSet, Notation, Rank, Suit};
pub use events::{Audience, Seats, Seen, Sink, events_for};
pub use game::{Game, GameId, GameInfo, GameOptions, Outcome, Ranking, SetupError, Side};
pub use policy::RuleBased;
pub use record::{GameRecord, Level, SeatKind};
pub use rng::GameRng;
pub use seats::{PerSeat, Seat};
