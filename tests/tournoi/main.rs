//! The Tournoi's tests, one binary (`cargo test --no-default-features --test tournoi`): the
//! rules by section (TRN-1 to TRN-14, TRN-17), the spec's worked scenarios (TRN-16), the
//! engine events, the conformance battery (TRN-15), the golden playthrough and the computer
//! knights.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/bots.rs"]
mod bots;
#[path = "../support/golden_file.rs"]
mod golden_file;
#[path = "../support/tournoi.rs"]
mod support;
#[path = "../support/tournoi_rules.rs"]
mod support_rules;

mod bot;
mod conformance;
mod events;
mod golden;
mod rules_engine;
mod rules_godsend;
mod rules_injury;
mod rules_melee;
mod rules_powers;
mod rules_setup;
mod scenarios;
mod scenarios_powers;
