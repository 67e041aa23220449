//! Trunk's main Rust link. Trunk always builds one main app (without a `data-type="main"`
//! link it adds one that builds every binary at once and fails), but the site's bundles are
//! started by index.html's loader, which picks one per address (`ui::registry`). So the main
//! app is this empty program: a few hundred bytes that start nothing.

use wasm_bindgen as _;

fn main() {}
