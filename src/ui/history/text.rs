//! The history page's words, in French and English.

use super::model::{FileProblem, Merged, Opponents, Skip, Standing};
use crate::core::GameId;
use crate::core::small::tenths;
use crate::ui::Lang;
use crate::ui::about::Measure;
use crate::ui::catalog::about;
use crate::ui::text::level_name;

/// A fixed string of the history page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum H {
    Title,
    Link,
    Intro,
    Empty,
    StatsCaption,
    GamesCaption,
    Game,
    Opponents,
    Played,
    Won,
    WinRate,
    Average,
    Date,
    Players,
    Result,
    Replay,
    Export,
    Import,
    ImportHint,
    Clear,
    ClearTitle,
    ClearBody,
    ClearConfirm,
    Cancel,
    Cleared,
    ImportBadJson,
    ImportNotHistory,
    ImportNewer,
    ImportUnreadableFile,
    StoredUnreadable,
    Variant,
    Manage,
}

/// The text of `key`.
#[must_use]
pub fn h(lang: Lang, key: H) -> &'static str {
    let (fr, en) = match key {
        H::Title => ("Historique", "History"),
        H::Link => ("Historique des parties", "Game history"),
        H::Intro => (
            "Les parties terminées sur cet appareil, et vos résultats contre chaque niveau d’adversaires.",
            "The games finished on this device, and how you fared against each level of opponents.",
        ),
        H::Empty => (
            "Aucune partie terminée pour l’instant : finissez une partie et elle apparaîtra ici.",
            "No finished game yet: finish a game and it will appear here.",
        ),
        H::StatsCaption => (
            "Statistiques par jeu et par adversaires",
            "Statistics by game and opponents",
        ),
        H::GamesCaption => (
            "Parties terminées, la plus récente d’abord",
            "Finished games, newest first",
        ),
        H::Game => ("Jeu", "Game"),
        H::Opponents => ("Adversaires", "Opponents"),
        H::Played => ("Jouées", "Played"),
        H::Won => ("Gagnées", "Won"),
        H::WinRate => ("Taux de victoire", "Win rate"),
        H::Average => ("Moyenne", "Average"),
        H::Date => ("Date", "Date"),
        H::Players => ("Joueurs", "Players"),
        H::Result => ("Résultat", "Result"),
        H::Replay => ("Revoir", "Replay"),
        H::Export => ("Exporter (JSON)", "Export (JSON)"),
        H::Import => ("Importer un fichier", "Import a file"),
        H::ImportHint => (
            "Un fichier exporté d’ici ou d’un autre appareil : les parties déjà présentes ne sont pas ajoutées deux fois.",
            "A file exported here or from another device: games already present are not added twice.",
        ),
        H::Clear => ("Effacer l’historique", "Clear history"),
        H::ClearTitle => ("Effacer l’historique ?", "Clear the history?"),
        H::ClearBody => (
            "Toutes les parties terminées et les statistiques de cet appareil seront oubliées. Exportez-les d’abord pour les garder.",
            "Every finished game and the statistics on this device will be forgotten. Export them first to keep them.",
        ),
        H::ClearConfirm => ("Effacer", "Clear"),
        H::Cancel => ("Annuler", "Cancel"),
        H::Cleared => ("Historique effacé.", "History cleared."),
        H::ImportBadJson => (
            "Ce fichier n’est pas du JSON : rien n’a été importé.",
            "This file is not JSON: nothing was imported.",
        ),
        H::ImportNotHistory => (
            "Ce fichier n’est pas un historique de Table Ronde : rien n’a été importé.",
            "This file is not a Table Ronde history: nothing was imported.",
        ),
        H::ImportNewer => (
            "Ce fichier vient d’une version plus récente du site : rien n’a été importé.",
            "This file comes from a newer version of the site: nothing was imported.",
        ),
        H::ImportUnreadableFile => (
            "Le fichier n’a pas pu être lu : rien n’a été importé.",
            "The file could not be read: nothing was imported.",
        ),
        H::StoredUnreadable => (
            "L’historique enregistré était illisible ; il est mis de côté et un nouveau commence.",
            "The stored history was unreadable; it is set aside and a new one begins.",
        ),
        H::Variant => ("variante", "variant"),
        H::Manage => ("Exporter, importer, effacer", "Export, import, clear"),
    };
    lang.pick(fr, en)
}

/// Why a file was refused.
#[must_use]
pub fn file_problem(lang: Lang, p: &FileProblem) -> &'static str {
    match p {
        FileProblem::NotJson => h(lang, H::ImportBadJson),
        FileProblem::NotHistory => h(lang, H::ImportNotHistory),
        FileProblem::Newer(_) => h(lang, H::ImportNewer),
    }
}

fn skip_reason(lang: Lang, s: &Skip) -> String {
    match s {
        Skip::Unreadable => lang.pick("illisible", "unreadable").into(),
        Skip::Newer(v) => match lang {
            Lang::Fr => format!("d’une version plus récente ({v})"),
            Lang::En => format!("from a newer version ({v})"),
        },
        Skip::UnknownGame(g) => match lang {
            Lang::Fr => format!("jeu inconnu « {g} »"),
            Lang::En => format!("unknown game “{g}”"),
        },
        Skip::Invalid => lang.pick("incohérente", "inconsistent").into(),
        Skip::Duplicate => lang.pick("déjà présente", "already present").into(),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// French takes the singular for 0 as for 1 ("0 partie ajoutée").
fn pluriel(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n <= 1 { one } else { many })
}

/// What an import did: `2 parties ajoutées, 1 déjà présente, 1 ignorée (illisible).`
#[must_use]
pub fn merged(lang: Lang, m: &Merged) -> String {
    let mut parts = vec![match lang {
        Lang::Fr => pluriel(m.added, "partie ajoutée", "parties ajoutées"),
        Lang::En => plural(m.added, "game added", "games added"),
    }];
    if m.duplicates > 0 {
        parts.push(match lang {
            Lang::Fr => pluriel(m.duplicates, "déjà présente", "déjà présentes"),
            Lang::En => format!("{} already present", m.duplicates),
        });
    }
    if !m.invalid.is_empty() {
        let mut reasons: Vec<String> = m.invalid.iter().map(|s| skip_reason(lang, s)).collect();
        reasons.dedup();
        parts.push(format!(
            "{} ({})",
            match lang {
                Lang::Fr => pluriel(m.invalid.len(), "ignorée", "ignorées"),
                Lang::En => format!("{} skipped", m.invalid.len()),
            },
            reasons.join(", ")
        ));
    }
    format!("{}.", parts.join(", "))
}

/// Entries of the stored history that could not be read.
#[must_use]
pub fn skipped_notice(lang: Lang, skipped: &[Skip]) -> String {
    let mut reasons: Vec<String> = skipped.iter().map(|s| skip_reason(lang, s)).collect();
    reasons.dedup();
    match lang {
        Lang::Fr => format!(
            "{} de l’historique non lue{} ({}) ; les autres sont là.",
            pluriel(skipped.len(), "partie", "parties"),
            if skipped.len() == 1 { "" } else { "s" },
            reasons.join(", ")
        ),
        Lang::En => format!(
            "{} of the history could not be read ({}); the others are here.",
            plural(skipped.len(), "game", "games"),
            reasons.join(", ")
        ),
    }
}

/// The opponents of a line of statistics.
#[must_use]
pub fn opponents(lang: Lang, o: Opponents) -> String {
    match o {
        Opponents::Level(l) => level_name(l, lang).to_string(),
        Opponents::Mixed => lang.pick("Niveaux mêlés", "Mixed levels").into(),
        Opponents::People => lang.pick("Joueurs seulement", "People only").into(),
    }
}

fn decimal(lang: Lang, x: f64) -> String {
    let s = tenths(x);
    match lang {
        Lang::Fr => s.replace('.', ","),
        Lang::En => s,
    }
}

/// A share as a percentage: `67 %`, `67%`.
#[must_use]
pub fn percent(lang: Lang, share: f64) -> String {
    // Whole percents, written as integers (no float formatting in the bundle: core::small).
    let p = (share * 100.0).round() as i64;
    match lang {
        Lang::Fr => format!("{p}\u{a0}%"),
        Lang::En => format!("{p}%"),
    }
}

/// A game's average, in the game's terms.
#[must_use]
pub fn average(lang: Lang, game: GameId, avg: f64) -> String {
    let n = decimal(lang, avg);
    match (about(game).measure, lang) {
        (Measure::Points, Lang::Fr) => format!("{n} points"),
        (Measure::Points, Lang::En) => format!("{n} points"),
        (Measure::Place, Lang::Fr) => format!("place {n}"),
        (Measure::Place, Lang::En) => format!("place {n}"),
        (Measure::Tokens, Lang::Fr) => format!("{n} jetons"),
        (Measure::Tokens, Lang::En) => format!("{n} tokens"),
        (Measure::Health, Lang::Fr) => format!("santé {n}"),
        (Measure::Health, Lang::En) => format!("health {n}"),
        (Measure::LoyalWins, Lang::Fr) => format!("loyaux gagnants {}", percent(lang, avg)),
        (Measure::LoyalWins, Lang::En) => format!("loyal side won {}", percent(lang, avg)),
    }
}

fn ordinal(lang: Lang, n: usize) -> String {
    match lang {
        Lang::Fr if n == 1 => "1re".into(),
        Lang::Fr => format!("{n}e"),
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, x) if x != 11 => "st",
                (2, x) if x != 12 => "nd",
                (3, x) if x != 13 => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}

/// One game's result for the people at the table: `Gagnée, 1re sur 4, 35 points`.
#[must_use]
pub fn result(lang: Lang, game: GameId, r: Standing, side: Option<&str>) -> String {
    let verdict = if r.won {
        lang.pick("Gagnée", "Won")
    } else {
        lang.pick("Perdue", "Lost")
    };
    let detail = match (about(game).measure, lang) {
        (Measure::LoyalWins, _) => match (side, lang) {
            (Some("loyal"), Lang::Fr) => "les loyaux l’emportent".to_string(),
            (Some("loyal"), Lang::En) => "the loyal side wins".to_string(),
            (_, Lang::Fr) => "le mal l’emporte".to_string(),
            (_, Lang::En) => "evil wins".to_string(),
        },
        (m, _) => {
            let place = match lang {
                Lang::Fr => format!("{} sur {}", ordinal(lang, r.place), r.players),
                Lang::En => format!("{} of {}", ordinal(lang, r.place), r.players),
            };
            let score = match (m, lang) {
                (Measure::Points, _) => {
                    format!("{} points", crate::ui::session::fmt_total(r.score as i32))
                }
                (Measure::Tokens, Lang::Fr) => pluriel(r.score as usize, "jeton", "jetons"),
                (Measure::Tokens, Lang::En) => plural(r.score as usize, "token", "tokens"),
                (Measure::Health, Lang::Fr) => format!("santé {}", r.score),
                (Measure::Health, Lang::En) => format!("health {}", r.score),
                (Measure::Place, Lang::Fr) => format!("case {}", r.score),
                (Measure::Place, Lang::En) => format!("space {}", r.score),
                (Measure::LoyalWins, _) => String::new(),
            };
            format!("{place}, {score}")
        }
    };
    format!("{verdict}, {detail}")
}

/// A date in the reader's language and time zone (`26/11/2026 14:05`).
#[must_use]
pub fn date(lang: Lang, ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let opts = js_sys::Object::new();
    for (k, v) in [
        ("year", "numeric"),
        ("month", "2-digit"),
        ("day", "2-digit"),
        ("hour", "2-digit"),
        ("minute", "2-digit"),
    ] {
        let _ = js_sys::Reflect::set(&opts, &k.into(), &v.into());
    }
    let tag = match lang {
        Lang::Fr => "fr-FR",
        Lang::En => "en-GB",
    };
    d.to_locale_string(tag, &opts).into()
}
