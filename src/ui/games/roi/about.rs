//! What the shell shows of Le Roi (its [`About`]): names, crest, measure, result words.
//! Le Roi: a match of ten deals; a share from the start is this deal's.

use crate::core::duplicate::DupResult;
use crate::ui::Lang;
use crate::ui::about::{About, Crest, Measure, Words, signed};

/// The game's page descriptor.
pub static ABOUT: About = About {
    title: Words {
        fr: "Le Roi",
        en: "King",
    },
    blurb: Words {
        fr: "Dix contrats de plis : fuyez les plis, les cœurs, les dames et les rois, puis raflez tout à l'atout.",
        en: "Ten trick-taking contracts: dodge tricks, hearts, queens and kings, then grab all you can at trumps.",
    },
    crest: Crest {
        field: "#7a1f2b",
        letter: "R",
    },
    measure: Measure::Points,
    result,
    share_from_start: Words {
        fr: "Cette donne depuis le début",
        en: "This deal from the start",
    },
    // The places its lesson's steps light up (a step's `look`, and where that is on this
    // game's table inside the lesson's page).
    lesson: Some(&[
        ("hand", ".learn :is(.hand, [data-hand])"),
        ("trick", ".learn .trick"),
        ("contract", ".learn .banner"),
        ("score", ".learn .sheet-panel"),
    ]),
};

/// `42 points`, `−7 points`: the match total (ROI-7.1).
fn result(r: DupResult, _lang: Lang) -> String {
    let total = signed(r.score);
    if r.score.abs() <= 1 {
        format!("{total} point")
    } else {
        format!("{total} points")
    }
}
