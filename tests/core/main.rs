//! The tests across games, one binary (`cargo test --no-default-features --test core`):
//! seeded playouts and searches pinned for every game (the same pins as the browser
//! suite's), share-link fuzzing, and the search worker's kept position.
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

#[path = "../support/linkfuzz.rs"]
mod fuzz;

mod determinism;
mod link_fuzz;
mod worker_sync;
