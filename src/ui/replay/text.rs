//! The replay viewer's words, in French and English.

use crate::ui::Lang;

/// A fixed text of the replay viewer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum R {
    /// The page heading, and the end panel's button.
    Title,
    /// Step buttons.
    First,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// The last move.
    Last,
    /// The step controls' group name.
    Controls,
    /// The seat picker's label.
    SeenBy,
    /// How the keys work.
    Keys,
    /// Before the move text.
    LastMove,
    /// Step 0.
    Deal,
    /// The analysis section's heading.
    Analysis,
    /// The stop button.
    Stop,
    /// The progress bar's name.
    Progress,
    /// The analysis was stopped.
    Stopped,
    /// No worker.
    Unavailable,
    /// What the loss figures mean.
    Scale,
    /// Hard agrees with the move.
    Same,
    /// Not analysed yet.
    Pending,
    /// Only one legal move.
    Forced,
    /// The history's link to the viewer.
    MoveByMove,
    /// The list of analysed moves.
    Moves,
    /// Back to the lobby.
    Leave,
    /// Analyse only the step's move.
    ThisMove,
    /// That move is analysed.
    MoveDone,
}

/// The text of `r` in `lang`.
#[must_use]
pub fn r(lang: Lang, r: R) -> &'static str {
    let (fr, en) = match r {
        R::Title => ("Revoir la partie", "Replay the game"),
        R::First => ("Début", "Start"),
        R::Back => ("Coup précédent", "Previous move"),
        R::Forward => ("Coup suivant", "Next move"),
        R::Last => ("Fin", "End"),
        R::Controls => ("Parcourir la partie", "Move through the game"),
        R::SeenBy => ("Vu par", "Seen by"),
        R::Keys => (
            "Touches : flèches gauche et droite, coup par coup ; Début et Fin, premier et dernier coup.",
            "Keys: left and right arrows, move by move; Home and End, first and last move.",
        ),
        R::LastMove => ("Dernier coup :", "Last move:"),
        R::Deal => (
            "La donne, avant le premier coup.",
            "The deal, before the first move.",
        ),
        R::Analysis => ("Analyse par Difficile", "Analysis by Hard"),
        R::Stop => ("Arrêter l’analyse", "Stop the analysis"),
        R::Progress => ("Progression de l’analyse", "Analysis progress"),
        R::Stopped => ("Analyse arrêtée.", "Analysis stopped."),
        R::Unavailable => (
            "L’analyse n’a pas pu démarrer dans ce navigateur.",
            "The analysis could not start in this browser.",
        ),
        R::Scale => (
            "Les pertes sont des estimations de Difficile, en points sur une échelle de 0 (le pire résultat possible pour ce joueur) à 100 (le meilleur).",
            "Losses are Hard’s estimates, in points on a scale from 0 (the worst possible result for this player) to 100 (the best).",
        ),
        R::Same => (
            "Difficile aurait joué le même coup.",
            "Hard would have played the same move.",
        ),
        R::Pending => (
            "Ce coup n’est pas encore analysé.",
            "This move is not analysed yet.",
        ),
        R::Forced => (
            "Coup forcé : il n’y avait pas d’autre choix.",
            "Forced move: there was no other choice.",
        ),
        R::MoveByMove => ("Coup par coup", "Move by move"),
        R::Moves => ("Coups analysés", "Analysed moves"),
        R::Leave => ("Retour à l’accueil", "Back to the games"),
        R::ThisMove => ("Analyser ce coup", "Analyse this move"),
        R::MoveDone => ("Coup analysé.", "Move analysed."),
    };
    lang.pick(fr, en)
}

/// `Coup 12 / 87`, `Move 12 / 87`.
#[must_use]
pub fn step_of(lang: Lang, step: usize, total: usize) -> String {
    match lang {
        Lang::Fr => format!("Coup {step} / {total}"),
        Lang::En => format!("Move {step} / {total}"),
    }
}

/// Tenths of a point as a decimal: `18,1` in French, `18.1` in English.
#[must_use]
pub fn points(lang: Lang, tenths: u32) -> String {
    let sep = lang.pick(",", ".");
    format!("{}{sep}{}", tenths / 10, tenths % 10)
}

/// `Difficile jouerait le 7♥ — perte estimée : 18,1 points sur 100`.
#[must_use]
pub fn worse(lang: Lang, best: &str, tenths: u32) -> String {
    let p = points(lang, tenths);
    match lang {
        Lang::Fr => format!("{best} — perte estimée : {p} points sur 100"),
        Lang::En => format!("{best} — estimated loss: {p} points out of 100"),
    }
}

/// Hard's choice, when it did not even search the move played.
#[must_use]
pub fn unsearched(lang: Lang, best: &str) -> String {
    match lang {
        Lang::Fr => format!("{best} ; Difficile n’a même pas envisagé le coup joué."),
        Lang::En => format!("{best}; Hard did not even consider the move played."),
    }
}

/// Hard's choice, when Hard plays by its rules here without a search (no figure).
#[must_use]
pub fn by_the_rules(lang: Lang, best: &str) -> String {
    match lang {
        Lang::Fr => format!(
            "{best} ; ici Difficile joue selon ses règles, sans chercher : pas d’estimation de la perte."
        ),
        Lang::En => format!(
            "{best}; here Hard plays by its rules, without a search: no estimate of the loss."
        ),
    }
}

/// The analyse button: `Analyser les coups de Perceval`.
#[must_use]
pub fn analyse(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "Analyser vos coups".into(),
        (Lang::Fr, false) => format!("Analyser les coups de {who}"),
        (Lang::En, true) => "Analyse your moves".into(),
        (Lang::En, false) => format!("Analyse {who}’s moves"),
    }
}

/// `3 décisions analysées sur 12` (the seat's decisions with a choice, not every move of
/// the table: issue 28).
#[must_use]
pub fn progress(lang: Lang, done: usize, total: usize) -> String {
    match lang {
        Lang::Fr => format!("{done} décisions analysées sur {total}"),
        Lang::En => format!("{done} of {total} decisions analysed"),
    }
}

/// What the analysis looks at, against the step counter's count of every move: `Vos 97
/// décisions avec un choix, sur les 520 coups de la partie.` (issue 28: the two counts read
/// as one before).
#[must_use]
pub fn decisions(lang: Lang, who: &str, you: bool, mine: usize, all: usize) -> String {
    let whose = match (lang, you) {
        (Lang::Fr, true) => "Vos".to_string(),
        (Lang::Fr, false) => format!("Les décisions de {who} :"),
        (Lang::En, true) => "Your".to_string(),
        (Lang::En, false) => format!("{who}’s"),
    };
    match (lang, you, mine) {
        (Lang::Fr, true, 0 | 1) => {
            format!("{whose} {mine} décision avec un choix, sur les {all} coups de la partie.")
        }
        (Lang::Fr, true, _) => {
            format!("{whose} {mine} décisions avec un choix, sur les {all} coups de la partie.")
        }
        (Lang::Fr, false, _) => {
            format!("{whose} {mine} avec un choix, sur les {all} coups de la partie.")
        }
        (Lang::En, _, 1) => {
            format!("{whose} {mine} decision with a choice, of the game’s {all} moves.")
        }
        (Lang::En, _, _) => {
            format!("{whose} {mine} decisions with a choice, of the game’s {all} moves.")
        }
    }
}

/// The lines a step says, as sentences: each ends with a full stop unless it ends with its
/// own mark (the games' log lines do not all end with one; joined bare, two ran into one).
#[must_use]
pub fn sentences(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            if l.ends_with(['.', '!', '?', '…']) {
                l.to_string()
            } else {
                format!("{l}.")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The summary once every move is analysed.
#[must_use]
pub fn summary(lang: Lang, same: usize, total: usize, tenths: u32) -> String {
    let p = points(lang, tenths);
    match lang {
        Lang::Fr => format!(
            "Analyse terminée : {same} décisions sur {total} identiques à celles de Difficile ; perte totale estimée {p} points sur 100."
        ),
        Lang::En => format!(
            "Analysis finished: {same} of {total} decisions the same as Hard’s; estimated total loss {p} points out of 100."
        ),
    }
}

/// A button of the analysed moves' list: `Coup 12 : −18,1`.
#[must_use]
pub fn move_loss(lang: Lang, step: usize, tenths: Option<u32>) -> String {
    let what = match tenths {
        Some(0) | None => "=".to_string(),
        Some(t) => format!("\u{2212}{}", points(lang, t)),
    };
    match lang {
        Lang::Fr => format!("Coup {step} : {what}"),
        Lang::En => format!("Move {step}: {what}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_naturally_in_both_languages() {
        assert_eq!(points(Lang::Fr, 181), "18,1");
        assert_eq!(points(Lang::En, 5), "0.5");
        assert_eq!(step_of(Lang::Fr, 12, 87), "Coup 12 / 87");
        assert_eq!(step_of(Lang::En, 0, 3), "Move 0 / 3");
        assert_eq!(
            worse(Lang::Fr, "Difficile jouerait le 7♥", 181),
            "Difficile jouerait le 7♥ — perte estimée : 18,1 points sur 100"
        );
        assert_eq!(move_loss(Lang::En, 4, Some(12)), "Move 4: \u{2212}1.2");
        assert_eq!(move_loss(Lang::Fr, 4, Some(0)), "Coup 4 : =");
        assert_eq!(
            analyse(Lang::Fr, "Perceval", false),
            "Analyser les coups de Perceval"
        );
        for w in [R::Title, R::Scale, R::Keys, R::Stop] {
            assert_ne!(r(Lang::Fr, w), r(Lang::En, w));
        }
    }

    /// Issue 28: a step's lines are sentences ("Last move" ran two together), and the
    /// analysis names what it counts beside the count of every move.
    #[test]
    fn a_step_reads_as_sentences_and_the_counts_say_what_they_count() {
        let said = [
            "Perceval joue le 7♥".to_string(),
            " ".to_string(),
            "Gauvain remporte le pli.".to_string(),
            "Fin !".to_string(),
        ];
        assert_eq!(
            sentences(&said),
            "Perceval joue le 7♥. Gauvain remporte le pli. Fin !"
        );
        assert_eq!(sentences(&[]), "");
        assert_eq!(
            decisions(Lang::Fr, "Vous", true, 97, 520),
            "Vos 97 décisions avec un choix, sur les 520 coups de la partie."
        );
        assert_eq!(
            decisions(Lang::En, "Perceval", false, 1, 40),
            "Perceval’s 1 decision with a choice, of the game’s 40 moves."
        );
        assert_eq!(progress(Lang::En, 3, 97), "3 of 97 decisions analysed");
    }
}
