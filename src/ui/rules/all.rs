//! Every game's rules page by its id: the library's bundle alone names them all
//! ([`crate::ui::app::Pages::LIBRARY`]), so no game's bundle carries rules text. (Apart from
//! `mod.rs`, which the pages use, so that the module graph has no cycle.)

use super::{Page, camelot, chevaliers, roi, tafelrunde, tournoi};
use crate::core::GameId;

/// The rules page of `game`.
#[must_use]
pub fn page_of(game: GameId) -> Page {
    match game {
        GameId::Roi => roi::PAGE,
        GameId::Tafelrunde => tafelrunde::PAGE,
        GameId::Camelot => camelot::PAGE,
        GameId::Tournoi => tournoi::PAGE,
        GameId::Chevaliers => chevaliers::PAGE,
    }
}
