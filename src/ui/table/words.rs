//! Words every table says the same way, French and English: a sentence's subject with its
//! verb (`Vous jouez`, `Gauvain joue`), a number of cards, a list of names, and the hint's
//! level and sentence. The game texts (`ui/games/<id>/text.rs`) use them.

use super::{TableGame, Word, word};
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::ui::Lang;
use crate::ui::computers::ADVICE_LEVEL;
use crate::ui::session::Core;
use crate::ui::text::level_name;
use leptos::prelude::*;

/// `Vous` / `Gauvain` as a sentence subject with its verb: (`Vous jouez`, `Gauvain joue`).
#[must_use]
pub fn subject(
    lang: Lang,
    who: &str,
    you: bool,
    fr_you: &str,
    fr_other: &str,
    en_you: &str,
    en_other: &str,
) -> String {
    match (lang, you) {
        (Lang::Fr, true) => format!("Vous {fr_you}"),
        (Lang::Fr, false) => format!("{who} {fr_other}"),
        (Lang::En, true) => format!("You {en_you}"),
        (Lang::En, false) => format!("{who} {en_other}"),
    }
}

/// A count and its noun, singular or plural as each language wants it: French keeps the
/// singular up to 1 (`0 guerrier`, `1 guerrier`, `2 guerriers`, as
/// [`crate::ui::about::plural`]), English only for exactly 1 (`0 warriors`, `1 warrior`).
#[must_use]
pub fn counted(lang: Lang, n: impl Into<u64>, fr: (&str, &str), en: (&str, &str)) -> String {
    let n: u64 = n.into();
    let word = match lang {
        Lang::Fr if n <= 1 => fr.0,
        Lang::Fr => fr.1,
        Lang::En if n == 1 => en.0,
        Lang::En => en.1,
    };
    format!("{n} {word}")
}

/// `12 cartes`, `1 carte`.
#[must_use]
pub fn cards_count(lang: Lang, n: usize) -> String {
    counted(lang, n as u64, ("carte", "cartes"), ("card", "cards"))
}

/// The hint button's accessible name.
#[must_use]
pub fn advice_name(lang: Lang, level: Level) -> String {
    let l = level_name(level, lang);
    match lang {
        Lang::Fr => format!("Conseil : que ferait {l} ?"),
        Lang::En => format!("Hint: what would {l} do?"),
    }
}

/// The hint, shown and read out: `Difficile : jouer rouge 4`.
#[must_use]
pub fn advice_said(lang: Lang, level: Level, what: &str) -> String {
    format!("{}{} {what}", level_name(level, lang), lang.pick(" :", ":"))
}

/// A game's words for the hint: an action's text (with the players' display names), and
/// how the hint says it at a level.
pub type AdviceWords<A> = (
    fn(Lang, &dyn Fn(Seat) -> String, A) -> String,
    fn(Lang, Level, &str) -> String,
);

/// The hint for an action at a table, in the table's language at the hint's level, in the
/// game's `words` (`Difficile : jouer le 3 d'Épées`).
#[must_use]
pub fn advice_action<G: TableGame>(
    core: Core<G>,
    names: impl FnOnce(Lang) -> Vec<String>,
    a: G::Action,
    words: AdviceWords<G::Action>,
) -> String {
    let (action_text, said) = words;
    let lang = core.settings.lang.get_untracked();
    let names = names(lang);
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let what = action_text(lang, &name, a);
    lesson_advice(core, lang, &what).unwrap_or_else(|| said(lang, ADVICE_LEVEL, &what))
}

/// At a lesson's table (issue 29) the lit-up move is the lesson's, not a level's hint:
/// `Leçon : déclarer violet`. `None` at any other table.
#[must_use]
pub fn lesson_advice<G: TableGame>(core: Core<G>, lang: Lang, what: &str) -> Option<String> {
    core.in_lesson().then(|| {
        format!(
            "{}{} {what}",
            lang.pick("Leçon", "Lesson"),
            lang.pick(" :", ":")
        )
    })
}

/// Each item's name, the names separated by `sep`: `rouge 3, écuyer 2` (issue 27: the
/// tables' card and colour lists).
#[must_use]
pub fn joined<T: Copy, S: std::borrow::Borrow<str>>(
    items: &[T],
    sep: &str,
    name: impl Fn(T) -> S,
) -> String {
    items.iter().map(|c| name(*c)).collect::<Vec<_>>().join(sep)
}

/// `Gauvain et Perceval`.
#[must_use]
pub fn names_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), lang.pick("et", "and")),
    }
}

/// Provided by a lesson's page to the table under it (the table's cards then call the lit-up
/// move the lesson's).
#[derive(Clone, Copy, Debug)]
pub struct InLesson;

/// The lit-up card's badge (`★ Conseil`): at a lesson's table the move is the lesson's,
/// `★ Leçon`. Read when the component is set up (`in_lesson`: [`InLesson`] is provided).
#[must_use]
pub fn badge_word(lang: Lang, in_lesson: bool) -> &'static str {
    if in_lesson {
        lang.pick("Leçon", "Lesson")
    } else {
        word(lang, Word::Advice)
    }
}

/// True under a lesson's page (call it when a component is set up).
#[must_use]
pub fn in_lesson() -> bool {
    leptos::prelude::use_context::<InLesson>().is_some()
}

/// Context set around a replay table: the end panel and the toolbar leave out what acts on
/// a game in progress (new game, undo, share) and the end panel does not take the focus
/// (it belongs to the step controls).
#[derive(Clone, Copy, Debug)]
pub struct ReadOnlyTable;

/// True inside a replay table.
#[must_use]
pub fn in_replay() -> bool {
    leptos::prelude::use_context::<ReadOnlyTable>().is_some()
}

/// What the shell adds to a table's end panel, provided as context: a duplicate challenge's
/// comparison and its "challenge a friend" button (`ui::duplicate`). A table without it (the
/// tests', a lesson's) shows neither; the kit names no shell feature.
#[derive(Clone, Copy, Debug)]
pub struct EndExtras {
    /// The comparison with the challenge this game answers, if any.
    pub comparison: fn() -> AnyView,
    /// The "challenge a friend to this deal" button, with the end screen's button classes.
    pub challenge: fn(&'static str) -> AnyView,
}

/// The end panel's comparison with a challenge ([`EndExtras`]).
#[must_use]
pub fn end_comparison() -> Option<AnyView> {
    leptos::prelude::use_context::<EndExtras>().map(|e| (e.comparison)())
}

/// The end panel's challenge button, with the screen's button `class` ([`EndExtras`]).
#[must_use]
pub fn end_challenge(class: &'static str) -> Option<AnyView> {
    leptos::prelude::use_context::<EndExtras>().map(|e| (e.challenge)(class))
}
