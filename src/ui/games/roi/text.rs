//! Every text of the Roi table, in French and English.

use crate::core::cards::{Card, Suit};
use crate::core::record::Level;
use crate::games::roi::{Contract, RoiError};
use crate::ui::Lang;
use crate::ui::cards::{card_name, suit_name};
use crate::ui::session::fmt_total;
/// The status-line texts every table shares.
pub use crate::ui::session::{thinking, turn};
pub use crate::ui::table::words::cards_count;
use crate::ui::table::{Word, word};
use crate::ui::text::level_name;

/// The contract's name (ROI-3): `Pas de dames`, `No queens`.
#[must_use]
pub fn contract_name(lang: Lang, c: Contract) -> &'static str {
    match c {
        Contract::NoTricks => lang.pick("Pas de plis", "No tricks"),
        Contract::NoHearts => lang.pick("Pas de cœurs", "No hearts"),
        Contract::NoKingsOrJacks => lang.pick("Ni rois ni valets", "No kings or jacks"),
        Contract::NoQueens => lang.pick("Pas de dames", "No queens"),
        Contract::NoKings => lang.pick("Pas de rois", "No kings"),
        Contract::NotLastTrick => lang.pick("Pas le dernier pli", "Not the last trick"),
        Contract::Trumps(Suit::Clubs) => lang.pick("Atout trèfle", "Clubs are trumps"),
        Contract::Trumps(Suit::Diamonds) => lang.pick("Atout carreau", "Diamonds are trumps"),
        Contract::Trumps(Suit::Hearts) => lang.pick("Atout cœur", "Hearts are trumps"),
        Contract::Trumps(Suit::Spades) => lang.pick("Atout pique", "Spades are trumps"),
    }
}

/// What the contract scores (ROI-6): `−10 par dame`, `+4 per trick, +1 per club`.
#[must_use]
pub fn contract_scoring(lang: Lang, c: Contract) -> String {
    let m = "\u{2212}";
    match c {
        Contract::NoTricks => format!("{m}2 {}", lang.pick("par pli", "per trick")),
        Contract::NoHearts => format!("{m}2 {}", lang.pick("par cœur", "per heart")),
        Contract::NoKingsOrJacks => {
            format!("{m}6 {}", lang.pick("par roi ou valet", "per king or jack"))
        }
        Contract::NoQueens => format!("{m}10 {}", lang.pick("par dame", "per queen")),
        Contract::NoKings => format!("{m}40 {}", lang.pick("par roi", "per king")),
        Contract::NotLastTrick => {
            format!(
                "{m}20 {}",
                lang.pick("pour le dernier pli", "for the last trick")
            )
        }
        Contract::Trumps(s) => {
            let one = match lang {
                Lang::Fr => suit_name(lang, s).to_string(),
                // English suit names are plural; one card of it is singular.
                Lang::En => suit_name(lang, s).trim_end_matches('s').to_string(),
            };
            format!(
                "+4 {}, +1 {} {one}",
                lang.pick("par pli", "per trick"),
                lang.pick("par", "per")
            )
        }
    }
}

/// The banner: `Contrat 4/10 — Pas de dames : −10 par dame`.
#[must_use]
pub fn banner(lang: Lang, c: Contract) -> String {
    let colon = lang.pick(" :", ":");
    format!(
        "{} {}/10 — {}{colon} {}",
        lang.pick("Contrat", "Contract"),
        c.number(),
        contract_name(lang, c),
        contract_scoring(lang, c)
    )
}

/// Why a card cannot be played, naming the rule.
#[must_use]
pub fn refusal(lang: Lang, e: RoiError) -> String {
    match e {
        RoiError::NotYourTurn { .. } => {
            lang.pick("Ce n'est pas votre tour", "Not your turn").into()
        }
        RoiError::GameOver => lang
            .pick("La partie est terminée", "The game is over")
            .into(),
        RoiError::CardNotInHand => lang
            .pick(
                "Cette carte n'est pas dans votre main",
                "That card is not in your hand",
            )
            .into(),
        RoiError::MustFollowSuit { led } => match lang {
            Lang::Fr => format!(
                "Vous devez fournir à {} (règle {})",
                suit_name(lang, led),
                e.rule_id()
            ),
            Lang::En => format!(
                "You must follow suit: {} (rule {})",
                suit_name(lang, led),
                e.rule_id()
            ),
        },
        RoiError::MustPlayHighestCard { .. } => match lang {
            Lang::Fr => format!(
                "Contrat 1 : jouez votre plus haute carte (règle {})",
                e.rule_id()
            ),
            Lang::En => format!("Contract 1: play your highest card (rule {})", e.rule_id()),
        },
    }
}

/// The hint button's accessible name: `Conseil : que jouerait Difficile ?`.
#[must_use]
pub fn advice_name(lang: Lang, level: Level) -> String {
    let l = level_name(level, lang);
    match lang {
        Lang::Fr => format!("{} : que jouerait {l} ?", word(lang, Word::Advice)),
        Lang::En => format!("{}: what would {l} play?", word(lang, Word::Advice)),
    }
}

/// The hint, read out: `Difficile jouerait la dame de cœur`.
#[must_use]
pub fn advice_said(lang: Lang, level: Level, card: Card) -> String {
    let l = level_name(level, lang);
    let c = card_name(lang, card);
    match lang {
        Lang::Fr => format!("{l} jouerait {c}"),
        Lang::En => format!("{l} would play the {c}"),
    }
}

/// The description of the advised card's button: `Conseil : Difficile jouerait cette carte`.
#[must_use]
pub fn advice_card(lang: Lang, level: Level) -> String {
    let l = level_name(level, lang);
    match lang {
        Lang::Fr => format!("Conseil : {l} jouerait cette carte"),
        Lang::En => format!("Hint: {l} would play this card"),
    }
}

/// `Perceval gagne avec 35 points`, or a shared win.
#[must_use]
pub fn winners(lang: Lang, names: &[String], you_won: bool, total: i32) -> String {
    let pts = fmt_total(total);
    match (lang, names.len(), you_won) {
        (Lang::Fr, 1, true) => format!("Vous gagnez avec {pts} points"),
        (Lang::En, 1, true) => format!("You win with {pts} points"),
        (Lang::Fr, 1, false) => format!("{} gagne avec {pts} points", names[0]),
        (Lang::En, 1, false) => format!("{} wins with {pts} points", names[0]),
        (Lang::Fr, _, _) => format!("Victoire partagée : {} ({pts} points)", names.join(", ")),
        (Lang::En, _, _) => format!("Shared win: {} ({pts} points)", names.join(", ")),
    }
}

/// `3 plis`, `1 trick`.
#[must_use]
pub fn tricks_count(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::Fr, 0 | 1) => format!("{n} pli"),
        (Lang::Fr, _) => format!("{n} plis"),
        (Lang::En, 1) => "1 trick".into(),
        (Lang::En, _) => format!("{n} tricks"),
    }
}

/// Short UI labels.
#[derive(Clone, Copy, Debug)]
pub enum RoiLabel {
    /// Toolbar: last trick toggle.
    LastTrick,
    /// Toolbar and table caption: the score sheet.
    ScoreSheet,
    /// The cards on the table.
    CurrentTrick,
    /// Dealer marker.
    Dealer,
    /// Round summary button.
    Continue,
    /// Score sheet column header for contracts.
    Contract,
    /// Final totals heading.
    FinalTotals,
    /// No trick finished yet.
    NoLastTrick,
    /// A record that cannot be set up.
    CannotShow,
    /// Why the hint button is disabled.
    AdviceOnYourTurn,
}

/// The text of a [`RoiLabel`].
#[must_use]
pub fn label(lang: Lang, l: RoiLabel) -> &'static str {
    match l {
        RoiLabel::LastTrick => lang.pick("Dernier pli", "Last trick"),
        RoiLabel::ScoreSheet => lang.pick("Feuille de marque", "Score sheet"),
        RoiLabel::CurrentTrick => lang.pick("Pli en cours", "Current trick"),
        RoiLabel::Dealer => lang.pick("Donneur", "Dealer"),
        RoiLabel::Continue => lang.pick("Continuer", "Continue"),
        RoiLabel::Contract => lang.pick("Contrat", "Contract"),
        RoiLabel::FinalTotals => lang.pick("Totaux", "Final totals"),
        RoiLabel::NoLastTrick => lang.pick("Aucun pli terminé", "No trick finished yet"),
        RoiLabel::CannotShow => lang.pick(
            "Cette partie ne peut pas être affichée :",
            "This game cannot be shown:",
        ),
        RoiLabel::AdviceOnYourTurn => lang.pick(
            "Un conseil quand c'est à vous de jouer",
            "Hints are given on your turn",
        ),
    }
}

/// Pass-and-play screen: `Passez l'appareil à Joueur 2`.
#[must_use]
pub fn pass_to(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("Passez l'appareil à {who}"),
        Lang::En => format!("Pass to {who}"),
    }
}

/// Pass-and-play confirmation: `C'est moi, Joueur 2`.
#[must_use]
pub fn it_is_me(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("C'est moi, {who}"),
        Lang::En => format!("I am {who}"),
    }
}

/// Round summary heading: `Manche 4 terminée — Pas de dames`.
#[must_use]
pub fn round_heading(lang: Lang, round: usize, c: Contract) -> String {
    match lang {
        Lang::Fr => format!("Manche {} terminée — {}", round + 1, contract_name(lang, c)),
        Lang::En => format!("Round {} over — {}", round + 1, contract_name(lang, c)),
    }
}

/// Caption of the last trick: `Dernier pli — remporté par Gauvain`.
#[must_use]
pub fn last_trick_caption(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "Dernier pli — remporté par vous".into(),
        (Lang::Fr, false) => format!("Dernier pli — remporté par {who}"),
        (Lang::En, true) => "Last trick — won by you".into(),
        (Lang::En, false) => format!("Last trick — won by {who}"),
    }
}

/// Accessible name of a card on the table: `Gauvain : roi de pique`.
#[must_use]
pub fn played_by(lang: Lang, who: &str, card: Card) -> String {
    let sep = lang.pick(" : ", ": ");
    format!("{who}{sep}{}", card_name(lang, card))
}

/// "Manche 3 sur 10 · Ni rois ni valets" for the resume entry.
#[must_use]
pub fn round_line(round: usize, rounds: usize, contract: Contract, lang: Lang) -> String {
    let name = contract_name(lang, contract);
    match lang {
        Lang::Fr => format!("Manche {} sur {rounds} · {name}", round + 1),
        Lang::En => format!("Round {} of {rounds} · {name}", round + 1),
    }
}
