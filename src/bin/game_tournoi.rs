//! The Tournoi bundle: the site shell with the Tournoi's engine, table and game pages (no rules
//! text: the library has it), and no other game (fat LTO drops what is not installed).
//! index.html's loader starts it for every page that needs the Tournoi (see `ui::registry`).

use table_ronde::ui::app;
use table_ronde::ui::games::tournoi;
use table_ronde::ui::registry::GameUi;

static GAMES: [&dyn GameUi; 1] = [&tournoi::ENTRY];

fn main() {
    app::start(&GAMES, app::Pages::GAME);
}
