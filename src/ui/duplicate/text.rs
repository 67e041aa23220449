//! The words of duplicate challenges, in French and English.

use crate::core::GameId;
use crate::core::duplicate::{ChallengeError, DupResult};
use crate::ui::Lang;
use crate::ui::catalog::about;
use crate::ui::titles::link_error;
use std::cmp::Ordering;

/// A fixed string of the challenge screens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum D {
    /// The end screen's button, and the dialog's heading.
    Offer,
    /// The dialog's explanation.
    OfferIntro,
    /// The same, when the seat the friend takes is chosen below it.
    OfferIntroChosen,
    /// The link field's label.
    OfferLink,
    /// The seat choice's legend, when several people played.
    OfferSeat,
    /// When no link can be made.
    OfferUnavailable,
    /// The page for a challenge link that does not open.
    BadTitle,
    /// The page asking whether to replace the game in progress.
    PageTitle,
    /// Its explanation.
    PageBody,
    /// Its button.
    Accept,
    /// The comparison's name.
    Comparison,
    /// The challenger's column.
    Theirs,
    /// The player's column.
    Yours,
}

/// The French or English text of `d`.
#[must_use]
pub fn d(lang: Lang, d: D) -> &'static str {
    let (fr, en) = match d {
        D::Offer => (
            "Défier un ami sur cette donne",
            "Challenge a friend to this deal",
        ),
        D::OfferIntro => (
            "Votre ami recevra les mêmes cartes, à votre place, face aux mêmes adversaires. Il ne verra ni vos cartes ni vos coups : à la fin, vos deux résultats s'afficheront côte à côte.",
            "Your friend gets the same cards, in your seat, against the same opponents. They will not see your cards or your moves: at the end, both results are shown side by side.",
        ),
        D::OfferLink => ("Lien du défi", "Challenge link"),
        D::OfferIntroChosen => (
            "Votre ami recevra les mêmes cartes que la place choisie ci-dessous, face aux mêmes adversaires. Il ne verra ni les cartes ni les coups de cette place : à la fin, les deux résultats s'afficheront côte à côte.",
            "Your friend gets the same cards as the seat chosen below, against the same opponents. They will not see that seat's cards or moves: at the end, both results are shown side by side.",
        ),
        D::OfferSeat => (
            "Votre ami jouera à la place de",
            "Your friend plays in the seat of",
        ),
        D::OfferUnavailable => (
            "Cette partie ne peut pas devenir un défi.",
            "This game cannot be made a challenge.",
        ),
        D::BadTitle => ("Ce défi ne s'ouvre pas", "This challenge does not open"),
        D::PageTitle => ("Un défi vous attend", "A challenge awaits"),
        D::PageBody => (
            "Vous avez une partie en cours. Relever le défi la remplacera.",
            "You have a game in progress. Taking up the challenge will replace it.",
        ),
        D::Accept => ("Relever le défi", "Take up the challenge"),
        D::Comparison => ("Comparaison avec le défi", "Comparison with the challenge"),
        D::Theirs => ("Le défi", "The challenge"),
        D::Yours => ("Vous", "You"),
    };
    lang.pick(fr, en)
}

/// A result in the game's own terms ([`crate::ui::about::About::result`]): `42 points`,
/// `3 couleurs, victoire`, `case 18`.
#[must_use]
pub fn result(game: GameId, r: DupResult, lang: Lang) -> String {
    (about(game).result)(r, lang)
}

/// The banner during a challenge: `Défi : faites mieux que 42 points`.
#[must_use]
pub fn banner(game: GameId, theirs: DupResult, lang: Lang) -> String {
    let what = result(game, theirs, lang);
    match lang {
        Lang::Fr => format!("Défi : faites au moins aussi bien que « {what} » sur cette donne"),
        Lang::En => format!("Challenge: match or beat “{what}” on this deal"),
    }
}

/// Who did better (`order`: the player's result against the challenger's).
#[must_use]
pub fn verdict(order: Ordering, lang: Lang) -> &'static str {
    match order {
        Ordering::Greater => lang.pick(
            "Vous faites mieux que le défi !",
            "You did better than the challenge!",
        ),
        Ordering::Equal => lang.pick(
            "Égalité : vous faites aussi bien que le défi.",
            "A tie: you did as well as the challenge.",
        ),
        Ordering::Less => lang.pick(
            "Le défi tient : votre ami avait fait mieux.",
            "The challenge stands: your friend did better.",
        ),
    }
}

/// Both results in one line, for the live region: `Le défi : 42 points ; vous : 37 points.`
#[must_use]
pub fn results_line(game: GameId, theirs: DupResult, mine: DupResult, lang: Lang) -> String {
    let (a, b) = (result(game, theirs, lang), result(game, mine, lang));
    match lang {
        Lang::Fr => format!("Le défi : {a} ; vous : {b}."),
        Lang::En => format!("The challenge: {a}; you: {b}."),
    }
}

/// One sentence per [`ChallengeError`], for the bad-challenge page.
#[must_use]
pub fn challenge_error(e: &ChallengeError, lang: Lang) -> String {
    match e {
        ChallengeError::Link(e) => link_error(e, lang),
        ChallengeError::NoSeat | ChallengeError::BadSeat(_) => lang
            .pick(
                "Ce défi ne dit pas à quelle place jouer : il a sans doute été coupé en le copiant.",
                "This challenge does not say which seat to play: it was probably cut when copied.",
            )
            .into(),
        ChallengeError::NotHuman(_) => lang
            .pick(
                "La place de ce défi est celle d'un joueur ordinateur : il n'y a rien à comparer.",
                "This challenge's seat is a computer's: there is nothing to compare with.",
            )
            .into(),
        ChallengeError::NotFinished => lang
            .pick(
                "La partie de ce défi n'est pas terminée : il n'y a pas encore de résultat à battre.",
                "This challenge's game is not finished: there is no result to beat yet.",
            )
            .into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_speak_each_games_units() {
        let r = |won, score| DupResult { won, score };
        assert_eq!(result(GameId::Roi, r(true, 42), Lang::Fr), "42 points");
        assert_eq!(
            result(GameId::Roi, r(false, -7), Lang::En),
            "\u{2212}7 points"
        );
        assert_eq!(
            result(GameId::Camelot, r(true, 5), Lang::En),
            "5 colours, won"
        );
        assert_eq!(result(GameId::Camelot, r(false, 1), Lang::Fr), "1 couleur");
        assert_eq!(
            result(GameId::Tafelrunde, r(false, 18), Lang::Fr),
            "case 18"
        );
        assert_eq!(
            result(GameId::Tournoi, r(true, 3), Lang::Fr),
            "victoire, 3 points de vie"
        );
        assert_eq!(
            result(GameId::Chevaliers, r(false, 0), Lang::En),
            "your side lost"
        );
        assert!(banner(GameId::Roi, r(true, 42), Lang::En).contains("“42 points”"));
        assert_ne!(
            verdict(Ordering::Less, Lang::Fr),
            verdict(Ordering::Greater, Lang::Fr)
        );
    }
}
