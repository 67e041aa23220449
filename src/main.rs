//! The lobby bundle: the site shell (lobby, settings, saves' summaries) without any game or
//! other page, the smallest first visit. index.html's loader starts it when the address needs
//! no game in particular and no game is saved; every other page loads the bundle of its game
//! (`src/bin/game_*.rs`) or the library (`src/bin/library.rs`, the rules and the history),
//! see `ui::registry`.

fn main() {
    table_ronde::ui::app::start(&[], table_ronde::ui::app::Pages::LOBBY);
}
