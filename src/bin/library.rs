//! The library bundle: the rules pages of every game and the history of finished games, with
//! no game's engine (`ui::app::Pages::LIBRARY`). index.html's loader starts it for those
//! pages, and for a shared link whose game cannot be read (the page says what is wrong).

fn main() {
    table_ronde::ui::app::start(&[], table_ronde::ui::app::Pages::LIBRARY);
}
