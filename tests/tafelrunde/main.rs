//! Tafelrunde's tests, one binary (`cargo test --no-default-features --test tafelrunde`):
//! the rules of the cards, the board and the deal (TAF-1 to TAF-9), the spec's worked
//! scenarios (TAF-10), hidden information and the options (TAF-13, TAF-14), share links,
//! the engine events, the conformance battery, the golden playthrough and the computer
//! players.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/bots.rs"]
mod bots;
#[path = "../support/golden_file.rs"]
mod golden_file;
#[path = "../support/tafelrunde.rs"]
mod support;

mod bot;
mod conformance;
mod events;
mod golden;
mod hidden;
mod links;
mod rules_board;
mod rules_deal;
mod rules_play;
mod scenarios;
