//! The line a saved game's entry shows (the lobby's resume card, the app's resume prompt):
//! the game's title, then where it stands or who won, in the game's own words
//! ([`super::any_game::ShellGame::resume_detail`]); and the words those lines share.

use super::Lang;
use super::any_game::ResumeInfo;
use super::text::{finished_text, seat_name};
use crate::core::{Seat, SeatKind};
use crate::ui::table::words::names_list;

/// "12 cartes jouées", "aucune carte jouée".
#[must_use]
pub fn moves_text(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::Fr, 0) => "aucune carte jouée".into(),
        (Lang::Fr, 1) => "1 carte jouée".into(),
        (Lang::Fr, n) => format!("{n} cartes jouées"),
        (Lang::En, 0) => "no card played yet".into(),
        (Lang::En, 1) => "1 card played".into(),
        (Lang::En, n) => format!("{n} cards played"),
    }
}

/// "Partie terminée · victoire : Perceval et Gauvain" (the winners named as the table does);
/// "Partie terminée" when nobody is named.
#[must_use]
pub fn finished_line(lang: Lang, seats: &[SeatKind], winners: &[Seat]) -> String {
    if winners.is_empty() {
        return finished_text(lang).to_string();
    }
    let names: Vec<String> = winners.iter().map(|w| seat_name(lang, seats, *w)).collect();
    format!(
        "{} · {} {}",
        finished_text(lang),
        lang.pick("victoire :", "winner:"),
        names_list(lang, &names)
    )
}

/// The resume line of a game with one winner (Camelot, Tafelrunde; issue 27): the winner
/// once there is one ([`finished_line`]), "Partie terminée" for a game over without one,
/// else where it stands (`standing`).
#[must_use]
pub fn winner_or(
    lang: Lang,
    seats: &[SeatKind],
    winner: Option<Seat>,
    over: bool,
    standing: impl FnOnce() -> String,
) -> String {
    match winner {
        Some(w) => finished_line(lang, seats, &[w]),
        None if over => finished_text(lang).to_string(),
        None => standing(),
    }
}

/// The line under a saved game's title: where it stands, or who won.
#[must_use]
pub fn resume_detail(info: &ResumeInfo, lang: Lang) -> String {
    info.detail(lang).to_string()
}
