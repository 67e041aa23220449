//! What the shell shows of König Artus Tafelrunde (its [`About`]): names, crest, measure, result words.
//! König Artus Tafelrunde: a race round the board.

use crate::core::duplicate::DupResult;
use crate::ui::Lang;
use crate::ui::about::{About, Crest, Measure, WHOLE_GAME_FROM_START, Words, won_then};

/// The game's page descriptor.
pub static ABOUT: About = About {
    title: Words {
        fr: "La Table Ronde du roi Arthur",
        en: "King Arthur's Round Table",
    },
    blurb: Words {
        fr: "Chaque pli gagné fait avancer votre pion : le premier qui rejoint le roi Arthur l'emporte.",
        en: "Every trick you win moves your pawn on: the first to reach King Arthur wins.",
    },
    crest: Crest {
        field: "#1b2a6b",
        letter: "T",
    },
    measure: Measure::Place,
    result,
    share_from_start: WHOLE_GAME_FROM_START,
    // The places its lesson's steps light up (a step's `look`, and where that is on this
    // game's table inside the lesson's page).
    lesson: Some(&[
        ("hand", ".learn :is(.hand, [data-hand])"),
        ("trick", ".learn .tf-trick"),
        ("board", ".learn .tf-board"),
        ("ladder", ".learn .tf-banner-trumps"),
    ]),
};

/// `victoire, case 26`, `case 18`: the race won, then the space reached.
fn result(r: DupResult, lang: Lang) -> String {
    let space = format!("{} {}", lang.pick("case", "space"), r.score);
    won_then(r, space, lang)
}
