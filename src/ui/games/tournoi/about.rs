//! What the shell shows of Le Tournoi de Camelot (its [`About`]): names, crest, measure, result words.
//! Le Tournoi de Camelot: melees where the lowest card takes the wounds.

use crate::core::duplicate::DupResult;
use crate::ui::Lang;
use crate::ui::about::{About, Crest, Measure, WHOLE_GAME_FROM_START, Words, plural, won_then};

/// The game's page descriptor.
pub static ABOUT: About = About {
    title: Words {
        fr: "Le Tournoi de Camelot",
        en: "Tournament at Camelot",
    },
    blurb: Words {
        fr: "Une mêlée à rebours : la plus petite carte ramasse tout, et chaque carte blesse.",
        en: "A melee in reverse: the lowest card takes everything, and every card wounds.",
    },
    crest: Crest {
        field: "#5b2a6e",
        letter: "T",
    },
    measure: Measure::Health,
    result,
    share_from_start: WHOLE_GAME_FROM_START,
    // The places its lesson's steps light up (a step's `look`, and where that is on this
    // game's table inside the lesson's page).
    lesson: Some(&[
        ("hand", ".learn :is(.hand, [data-hand])"),
        ("trick", ".learn .tn-melee-cards"),
        ("hero", ".learn .tn-seat.you .tn-hero"),
        ("wounds", ".learn :is(.tn-last, .tn-pile)"),
        ("health", ".learn .tn-seat.you .tn-health-row"),
    ]),
};

/// `victoire, 3 points de vie`, `9 health`: the win, then the health kept.
fn result(r: DupResult, lang: Lang) -> String {
    let health = match lang {
        Lang::Fr => plural(r.score, "point de vie", "points de vie"),
        Lang::En => format!("{} health", r.score),
    };
    won_then(r, health, lang)
}
