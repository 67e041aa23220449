//! Camelot's tests, one binary (`cargo test --no-default-features --test camelot`): the
//! rules by section (CAM-1 to CAM-13, CAM-16), the spec's worked examples and constructed
//! scenarios (CAM-14), the engine events, the conformance battery (CAM-15), the golden
//! playthrough and the computer players.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/bots.rs"]
mod bots;
#[path = "../support/golden_file.rs"]
mod golden_file;
#[path = "../support/camelot.rs"]
mod support;

mod bot;
mod conformance;
mod events;
mod golden;
mod rules_actions;
mod rules_cards;
mod rules_lancelot;
mod rules_play;
mod rules_setup;
mod scenarios;
mod scenarios_constructed;
