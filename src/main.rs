//! The lobby bundle: the whole site shell (lobby, settings, share links, saves) without any
//! game. index.html's loader starts it when the address needs no game in particular and no
//! game is saved; every other page loads the bundle of its game (`src/bin/game_*.rs`, see
//! `ui::registry`).

fn main() {
    table_ronde::ui::app::start(&[]);
}
