//! What the live region reads out as the game goes (Roi keeps no log panel): a card played,
//! a trick won, a round's points.

use crate::core::cards::Card;
use crate::ui::Lang;
use crate::ui::cards::card_name;
use crate::ui::session::fmt_points;

/// `Gauvain joue le roi de pique`, `Vous jouez…`, `Gawain plays king of spades`.
#[must_use]
pub fn plays(lang: Lang, who: &str, you: bool, card: Card) -> String {
    let c = card_name(lang, card);
    match (lang, you) {
        (Lang::Fr, true) => format!("Vous jouez {c}"),
        (Lang::Fr, false) => format!("{who} joue {c}"),
        (Lang::En, true) => format!("You play {c}"),
        (Lang::En, false) => format!("{who} plays {c}"),
    }
}

/// `Vous remportez le pli`, `Gauvain remporte le pli`.
#[must_use]
pub fn wins_trick(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "Vous remportez le pli".into(),
        (Lang::Fr, false) => format!("{who} remporte le pli"),
        (Lang::En, true) => "You win the trick".into(),
        (Lang::En, false) => format!("{who} wins the trick"),
    }
}

/// `Manche terminée : Vous −4, Gauvain −8…` from one line of the sheet.
#[must_use]
pub fn round_over(lang: Lang, parts: &[(String, i32)]) -> String {
    let list: Vec<String> = parts
        .iter()
        .map(|(n, p)| format!("{n} {}", fmt_points(*p)))
        .collect();
    format!(
        "{} {}",
        lang.pick("Manche terminée :", "Round over:"),
        list.join(", ")
    )
}
