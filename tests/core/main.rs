//! The tests across games, one binary (`cargo test --no-default-features --test core`):
//! seeded playouts and searches pinned for every game (the same pins as the browser
//! suite's), share-link fuzzing, the search worker's kept position; and the tests of
//! tr-core and tr-bot that need an engine (those crates know none): duplicate challenges,
//! the link writer, computer decisions and the worker's entry points for any game.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/linkfuzz.rs"]
mod fuzz;

mod decisions;
mod determinism;
mod duplicate;
mod link_fuzz;
mod link_writer;
mod worker_any_game;
mod worker_sync;
