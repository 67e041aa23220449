//! The shell's one way to a game's page descriptor ([`About`]): the lobby, history,
//! duplicate challenges, the share dialog and link errors read a game's names and terms
//! here. The `match` is exhaustive over [`GameId`], so a new game cannot be forgotten; the
//! descriptors themselves live beside each game's code (`ui/games/<slug>/about.rs`).

use super::Lang;
use super::about::About;
use crate::core::GameId;

/// The descriptor of `game`.
#[must_use]
pub fn about(game: GameId) -> &'static About {
    match game {
        GameId::Roi => &super::games::roi::about::ABOUT,
        GameId::Tafelrunde => &super::games::tafelrunde::about::ABOUT,
        GameId::Camelot => &super::games::camelot::about::ABOUT,
        GameId::Tournoi => &super::games::tournoi::about::ABOUT,
        GameId::Chevaliers => &super::games::chevaliers::about::ABOUT,
    }
}

/// The title of a game in `lang` (the lobby shows both languages).
#[must_use]
pub fn game_title(game: GameId, lang: Lang) -> &'static str {
    about(game).title.get(lang)
}

/// One line about a game, in our own words.
#[must_use]
pub fn game_blurb(game: GameId, lang: Lang) -> &'static str {
    about(game).blurb.get(lang)
}
