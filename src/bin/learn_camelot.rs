//! The bundle of Camelot's lesson (issue 29): the game's bundle (`game_camelot.rs`) with its guided
//! first game, which that bundle leaves out so that a table page stays within its size budget.
//! index.html's loader starts it for `#/learn/camelot` (see `ui::route::wanted_bundle`); it is also
//! the lesson's computers' Web Worker.

use table_ronde::ui::app;
use table_ronde::ui::games::lessons;
use table_ronde::ui::registry::GameUi;

static GAMES: [&dyn GameUi; 1] = [&lessons::CAMELOT];

fn main() {
    app::start(&GAMES, app::Pages::GAME);
}
