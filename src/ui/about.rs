//! What a game's page declares about it, beside its code (`ui::games::<slug>::about`): its
//! names, its crest, what its results measure and how they read. The lobby, history,
//! duplicate challenges and the share dialog read it through [`crate::ui::catalog`], never
//! naming a game. It is plain data and small functions, so the lobby's bundle holds every
//! game's without their tables (the shell's, `src/main.rs`, installs no game).
//!
//! A leaf: it imports nothing of the shell, so every game's descriptor can use it.

use super::Lang;
use crate::core::duplicate::DupResult;

/// A text in French and English.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Words {
    /// In French.
    pub fr: &'static str,
    /// In English.
    pub en: &'static str,
}

impl Words {
    /// The text in `lang`.
    #[must_use]
    pub fn get(self, lang: Lang) -> &'static str {
        lang.pick(self.fr, self.en)
    }
}

/// The small heraldic shield the lobby draws for a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Crest {
    /// The field's colour.
    pub field: &'static str,
    /// The initial on it.
    pub letter: &'static str,
}

/// What a game's average measures in the history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Measure {
    /// The final points total (Le Roi).
    Points,
    /// The place reached, 1st… (a race).
    Place,
    /// Colours (tokens) owned at the end.
    Tokens,
    /// Health at the end.
    Health,
    /// How often the Loyal side won (a co-operative game).
    LoyalWins,
}

/// A game's page descriptor.
#[derive(Clone, Copy, Debug)]
pub struct About {
    /// The game's title (the lobby shows both languages).
    pub title: Words,
    /// One line about the game, in our own words.
    pub blurb: Words,
    /// Its crest.
    pub crest: Crest,
    /// What the history averages.
    pub measure: Measure,
    /// A result in the game's own terms (duplicate challenges): `42 points`,
    /// `3 couleurs, victoire`, `case 18`.
    pub result: fn(DupResult, Lang) -> String,
    /// The share dialog's "from the start" choice (a deal of a match, or the whole game).
    pub share_from_start: Words,
    /// The game's guided first game (issue 29), if it has one: the places its steps light
    /// up, each a step's `look` and the CSS selector of that place on the game's table
    /// inside the lesson's page (`ui::learn`).
    pub lesson: Option<&'static [(&'static str, &'static str)]>,
}

/// A score as the score sheet writes it: a true minus sign for a negative total.
#[must_use]
pub fn signed(n: i64) -> String {
    if n < 0 {
        format!("\u{2212}{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// `1 couleur`, `3 couleurs`: the count and the word, singular up to one.
#[must_use]
pub fn plural(n: i64, one: &str, many: &str) -> String {
    if n.abs() <= 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "won, space 18": the win, when there is one, before the measure.
#[must_use]
pub fn won_then(r: DupResult, measure: String, lang: Lang) -> String {
    if r.won {
        format!("{}, {measure}", lang.pick("victoire", "won"))
    } else {
        measure
    }
}

/// The share dialog's choice for a game dealt once.
pub const WHOLE_GAME_FROM_START: Words = Words {
    fr: "Cette partie depuis le début",
    en: "This game from the start",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_totals_use_a_true_minus() {
        assert_eq!(signed(-7), "\u{2212}7");
        assert_eq!(signed(0), "0");
        assert_eq!(signed(42), "42");
    }

    #[test]
    fn plurals_start_above_one() {
        assert_eq!(plural(1, "couleur", "couleurs"), "1 couleur");
        assert_eq!(plural(-1, "point", "points"), "-1 point");
        assert_eq!(plural(3, "couleur", "couleurs"), "3 couleurs");
    }
}
