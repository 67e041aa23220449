//! The line a saved game's entry shows (the lobby's resume card, the app's resume prompt):
//! where the game stands or who won, from its [`ResumeInfo`]. Each game's own wording comes
//! from its table text (`games::*::text`); the shell's words from [`super::text`].

use super::Lang;
use super::any_game::{Progress, ResumeInfo};
use super::text::{colour_name, finished_text, game_title, seat_name};
use crate::core::Seat;
use crate::games::camelot::Colour;
use crate::games::roi::Contract;
use crate::ui::table::words::names_list;

/// "Manche 3 sur 10 · Ni rois ni valets" for the resume entry.
#[must_use]
pub fn progress_text(round: usize, rounds: usize, contract: Contract, lang: Lang) -> String {
    let name = crate::ui::games::roi::text::contract_name(lang, contract);
    match lang {
        Lang::Fr => format!("Manche {} sur {rounds} · {name}", round + 1),
        Lang::En => format!("Round {} of {rounds} · {name}", round + 1),
    }
}

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

/// "Tournoi 3 (2 terminés) · en tête : Perceval, 2 couleurs sur 5 (violet, rouge)" for a
/// Camelot game in progress.
#[must_use]
pub fn camelot_progress_text(
    seats: &[crate::core::SeatKind],
    finished: u32,
    leaders: &[Seat],
    colours: &[Colour],
    owned: usize,
    needed: usize,
    lang: Lang,
) -> String {
    let tournament = match (lang, finished) {
        (Lang::Fr, 0) => "Tournoi 1".to_string(),
        (Lang::Fr, 1) => "Tournoi 2 (1 terminé)".to_string(),
        (Lang::Fr, n) => format!("Tournoi {} ({n} terminés)", n + 1),
        (Lang::En, 0) => "Tournament 1".to_string(),
        (Lang::En, n) => format!("Tournament {} ({n} finished)", n + 1),
    };
    let names: Vec<String> = leaders.iter().map(|s| seat_name(lang, seats, *s)).collect();
    let count = match (lang, owned) {
        (Lang::Fr, 1) => format!("1 couleur sur {needed}"),
        (Lang::Fr, n) => format!("{n} couleurs sur {needed}"),
        (Lang::En, 1) => format!("1 colour of {needed}"),
        (Lang::En, n) => format!("{n} colours of {needed}"),
    };
    let lead = match names.len() {
        0 => lang
            .pick("aucun jeton gagné", "no token won yet")
            .to_string(),
        1 => {
            let list: Vec<&str> = colours.iter().map(|c| colour_name(*c, lang)).collect();
            format!(
                "{} {}, {count} ({})",
                lang.pick("en tête :", "leading:"),
                names[0],
                list.join(", ")
            )
        }
        _ => format!(
            "{} {}, {count}",
            lang.pick("à égalité en tête :", "tied for the lead:"),
            names_list(lang, &names)
        ),
    };
    format!("{tournament} · {lead}")
}

/// The line under a saved game's title: where it stands, or who won.
#[must_use]
pub fn resume_detail(info: &ResumeInfo, lang: Lang) -> String {
    match &info.progress {
        Progress::Tournoi { winners, .. } if info.over && !winners.is_empty() => {
            let names: Vec<String> = winners
                .iter()
                .map(|w| seat_name(lang, &info.seats, *w))
                .collect();
            format!(
                "{} · {} {}",
                finished_text(lang),
                lang.pick("victoire :", "winner:"),
                names_list(lang, &names)
            )
        }
        Progress::Chevaliers {
            winner: Some(side), ..
        } => format!(
            "{} · {}",
            finished_text(lang),
            crate::ui::games::chevaliers::text::side_won(lang, *side)
        ),
        Progress::Roi { .. }
        | Progress::Tournoi { .. }
        | Progress::Chevaliers { .. }
        | Progress::Camelot { winner: None, .. }
        | Progress::Tafelrunde { winner: None, .. }
            if info.over =>
        {
            finished_text(lang).to_string()
        }
        Progress::Camelot {
            winner: Some(w), ..
        }
        | Progress::Tafelrunde {
            winner: Some(w), ..
        } => format!(
            "{} · {} {}",
            finished_text(lang),
            lang.pick("victoire :", "winner:"),
            seat_name(lang, &info.seats, *w)
        ),
        Progress::Roi {
            round,
            rounds,
            contract,
            moves,
        } => format!(
            "{} · {}",
            progress_text(*round, *rounds, *contract, lang),
            moves_text(*moves, lang)
        ),
        Progress::Tafelrunde {
            hand,
            tricks,
            leaders,
            space,
            finish,
            ..
        } => crate::ui::games::tafelrunde::text::progress(
            &info.seats,
            *hand,
            *tricks,
            leaders,
            *space,
            *finish,
            lang,
        ),
        Progress::Chevaliers {
            turns,
            white,
            black,
            engines,
            ..
        } => crate::ui::games::chevaliers::text::progress(lang, *turns, *white, *black, *engines),
        Progress::Tournoi {
            round,
            melee,
            leaders,
            health,
            ..
        } => {
            let names: Vec<String> = leaders
                .iter()
                .map(|w| seat_name(lang, &info.seats, *w))
                .collect();
            crate::ui::games::tournoi::text::progress(lang, *round, *melee, &names, *health)
        }
        Progress::Camelot {
            finished,
            leaders,
            colours,
            owned,
            needed,
            ..
        } => camelot_progress_text(
            &info.seats,
            *finished,
            leaders,
            colours,
            *owned,
            *needed,
            lang,
        ),
    }
}

/// "Le Roi · Manche 3 sur 10 · Pas de dames" (the game's title, then [`resume_detail`]).
#[must_use]
pub fn describe_progress(info: &ResumeInfo, lang: Lang) -> String {
    format!(
        "{} · {}",
        game_title(info.game, lang),
        resume_detail(info, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{GameId, Level};

    fn camelot_info(finished: u32, leaders: Vec<Seat>, colours: Vec<Colour>) -> ResumeInfo {
        use crate::core::SeatKind;
        let c = SeatKind::Computer(Level::Easy);
        ResumeInfo {
            game: GameId::Camelot,
            seats: vec![SeatKind::Human, c, c],
            over: false,
            progress: Progress::Camelot {
                finished,
                winner: None,
                owned: if leaders.len() == 1 { colours.len() } else { 1 },
                leaders,
                colours,
                needed: 5,
            },
        }
    }

    #[test]
    fn camelot_progress_names_tournaments_and_the_leader() {
        let fresh = camelot_info(0, vec![], vec![]);
        assert_eq!(
            describe_progress(&fresh, Lang::Fr),
            "Camelot · Tournoi 1 · aucun jeton gagné"
        );
        assert_eq!(
            resume_detail(&fresh, Lang::En),
            "Tournament 1 · no token won yet"
        );
        let one = camelot_info(2, vec![Seat(1)], vec![Colour::Purple, Colour::Red]);
        assert_eq!(
            describe_progress(&one, Lang::Fr),
            "Camelot · Tournoi 3 (2 terminés) · en tête : Perceval, 2 couleurs sur 5 (violet, rouge)"
        );
        assert_eq!(
            resume_detail(&one, Lang::En),
            "Tournament 3 (2 finished) · leading: Percival, 2 colours of 5 (purple, red)"
        );
        let tied = camelot_info(1, vec![Seat(0), Seat(2)], vec![]);
        assert_eq!(
            resume_detail(&tied, Lang::Fr),
            "Tournoi 2 (1 terminé) · à égalité en tête : Vous et Lancelot, 1 couleur sur 5"
        );
        let mut won = camelot_info(7, vec![Seat(2)], vec![Colour::Blue]);
        won.over = true;
        if let Progress::Camelot { winner, .. } = &mut won.progress {
            *winner = Some(Seat(2));
        }
        assert_eq!(
            resume_detail(&won, Lang::En),
            "Game over · winner: Lancelot"
        );
    }

    #[test]
    fn tafelrunde_progress_names_the_deal_and_the_leader() {
        use crate::core::SeatKind;
        let c = SeatKind::Computer(Level::Easy);
        let info = |leaders: Vec<Seat>, winner: Option<Seat>, over: bool| ResumeInfo {
            game: GameId::Tafelrunde,
            seats: vec![SeatKind::Human, c, c],
            over,
            progress: Progress::Tafelrunde {
                hand: 3,
                tricks: 17,
                winner,
                leaders,
                space: 9,
                finish: 26,
            },
        };
        assert_eq!(
            describe_progress(&info(vec![Seat(1)], None, false), Lang::Fr),
            "La Table Ronde du roi Arthur · Donne 3 · 17 plis joués · en tête : Perceval, case 9 sur 26"
        );
        assert_eq!(
            resume_detail(&info(vec![], None, false), Lang::En),
            "Deal 3 · 17 tricks played"
        );
        assert_eq!(
            resume_detail(&info(vec![Seat(2)], Some(Seat(2)), true), Lang::En),
            "Game over · winner: Lancelot"
        );
    }
}
