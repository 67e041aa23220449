//! What the shell shows of Camelot (Ivanhoe) (its [`About`]): names, crest, measure, result words.
//! Camelot (Ivanhoe): tournaments of colours and their tokens.

use crate::core::duplicate::DupResult;
use crate::ui::Lang;
use crate::ui::about::{About, Crest, Measure, WHOLE_GAME_FROM_START, Words, plural};

/// The game's page descriptor.
pub static ABOUT: About = About {
    title: Words {
        fr: "Camelot",
        en: "Ivanhoe",
    },
    blurb: Words {
        fr: "Des tournois de couleurs : restez le plus fort ou retirez-vous, et rassemblez les jetons.",
        en: "Tournaments of colours: stay the strongest or withdraw, and gather the tokens.",
    },
    crest: Crest {
        field: "#2f5d3a",
        letter: "C",
    },
    measure: Measure::Tokens,
    result,
    share_from_start: WHOLE_GAME_FROM_START,
    // The places its lesson's steps light up (a step's `look`, and where that is on this
    // game's table inside the lesson's page).
    lesson: Some(&[
        ("hand", ".learn :is(.hand, [data-hand])"),
        ("choice", ".learn .cm-choice"),
        ("turn", ".learn .cm-turnbar"),
        ("opponents", ".learn .cm-opponents"),
        ("display", ".learn .cm-seat.mine"),
        ("tokens", ".learn .cm-seat.mine .cm-tokens"),
    ]),
};

/// `3 couleurs, victoire`, `1 colour`: the colours owned (CAM-2), then the win.
fn result(r: DupResult, lang: Lang) -> String {
    let c = match lang {
        Lang::Fr => plural(r.score, "couleur", "couleurs"),
        Lang::En => plural(r.score, "colour", "colours"),
    };
    if r.won {
        format!("{c}, {}", lang.pick("victoire", "won"))
    } else {
        c
    }
}
