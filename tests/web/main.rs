//! The browser tests, one binary run by wasm-bindgen-test in headless Chromium
//! (`cargo test --target wasm32-unknown-unknown --test web`; runner in
//! `.cargo/config.toml`, browser options in `webdriver.json`): each game's table mounted
//! and driven like a user would, the app shell, the history, issue 14's polish, and the
//! engines' pinned playouts and searches, the same as natively (`tests/core/determinism.rs`).
//! Natively this binary is empty.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::disallowed_methods)] // std sorts are fine here: tests are in no bundle

use wasm_bindgen_test::wasm_bindgen_test_configure;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "../support/web_page.rs"]
mod page;

mod camelot;
mod chevaliers;
mod determinism;
mod history;
mod polish;
mod roi;
mod shell;
mod tafelrunde;
mod tafelrunde_dialogs;
mod tournoi;
