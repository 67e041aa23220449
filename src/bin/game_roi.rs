//! The Le Roi bundle: the site shell with Le Roi's engine, table and game pages (no rules text:
//! the library has it), and no other game (fat LTO drops what is not installed). index.html's
//! loader starts it for every page that needs Le Roi (see `ui::registry`).

use table_ronde::ui::app;
use table_ronde::ui::games::roi;
use table_ronde::ui::registry::GameUi;

static GAMES: [&dyn GameUi; 1] = [&roi::ENTRY];

fn main() {
    app::start(&GAMES, app::Pages::GAME);
}
