//! What the shell shows of Les Chevaliers de la Table Ronde (its [`About`]): names, crest, measure, result words.
//! Les Chevaliers de la Table Ronde: co-operative quests, perhaps with a hidden traitor.

use crate::core::duplicate::DupResult;
use crate::ui::Lang;
use crate::ui::about::{About, Crest, Measure, WHOLE_GAME_FROM_START, Words};

/// The game's page descriptor.
pub static ABOUT: About = About {
    title: Words {
        fr: "Les Chevaliers de la Table Ronde",
        en: "Shadows over Camelot",
    },
    blurb: Words {
        fr: "Ensemble contre le Mal, les chevaliers mènent leurs quêtes… mais un traître se cache peut-être parmi eux.",
        en: "Together against Evil, the knights go on quests… but a traitor may hide among them.",
    },
    crest: Crest {
        field: "#2b2b33",
        letter: "C",
    },
    measure: Measure::LoyalWins,
    result,
    share_from_start: WHOLE_GAME_FROM_START,
    // The places its lesson's steps light up (a step's `look`, and where that is on this
    // game's table inside the lesson's page).
    lesson: Some(&[
        ("hand", ".learn :is(.hand, [data-hand])"),
        ("loyalty", ".learn .chv-loyalty"),
        ("decide", ".learn .chv-decide"),
        ("war", ".learn .chv-q-picts"),
        ("knights", ".learn .chv-knights"),
        ("camelot", ".learn .chv-camelot"),
    ]),
};

/// `victoire de votre camp`: the side won or lost (the score sheet has nothing else).
fn result(r: DupResult, lang: Lang) -> String {
    if r.won {
        lang.pick("victoire de votre camp", "your side won").into()
    } else {
        lang.pick("défaite de votre camp", "your side lost").into()
    }
}
