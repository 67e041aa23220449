//! The Chevaliers bundle: the site shell with Les Chevaliers' engine, table and game pages (no
//! rules text: the library has it), and no other game (fat LTO drops what is not installed).
//! index.html's loader starts it for every page that needs Les Chevaliers (see `ui::registry`).

use table_ronde::ui::app;
use table_ronde::ui::games::chevaliers;
use table_ronde::ui::registry::GameUi;

static GAMES: [&dyn GameUi; 1] = [&chevaliers::ENTRY];

fn main() {
    app::start(&GAMES, app::Pages::GAME);
}
