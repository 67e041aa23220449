//! Les Chevaliers' tests, one binary (`cargo test --no-default-features --test
//! chevaliers`): the rules by section (CHV-1 to CHV-17, CHV-20), the invariants (CHV-18),
//! the spec's worked scenarios (CHV-19), the engine events, the conformance battery, the
//! golden playthrough and the computer knights.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/bots.rs"]
mod bots;
#[path = "../support/golden_file.rs"]
mod golden_file;
#[path = "../support/chevaliers.rs"]
mod support;

mod bot;
mod conformance;
mod events;
mod golden;
mod rules_black;
mod rules_engine;
mod rules_invariants;
mod rules_knights;
mod rules_loyalty;
mod rules_quests;
mod rules_setup;
mod rules_turn;
mod rules_white;
mod scenarios_combat;
mod scenarios_endgame;
mod scenarios_other;
mod scenarios_relics;
mod scenarios_wars;
