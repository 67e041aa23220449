//! Roi's tests, one binary (`cargo test --no-default-features --test roi`): the rules
//! (ROI-1 to ROI-7, ROI-9 to ROI-11), the spec's worked scenarios (ROI-8), hidden hands and
//! `determinize`, the engine events, the conformance battery, the golden playthrough and
//! the computer players.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/bots.rs"]
mod bots;
#[path = "../support/golden_file.rs"]
mod golden_file;
#[path = "../support/roi.rs"]
mod support;

mod bot;
mod conformance;
mod determinize;
mod events;
mod golden;
mod rules;
mod scenarios;
