//! Every text of the Camelot table, in French and English (the French names of the cards are
//! those of the Asmodée edition, the English ones those of *Ivanhoe*; the out-of-turn card is
//! Lancelot in both).

use crate::core::Seat;
use crate::games::camelot::{ActionCard, CamelotError, Card, Colour};
use crate::ui::Lang;
/// The status-line texts every table shares.
pub use crate::ui::session::{thinking, turn};
pub use crate::ui::table::words::{advice_name, advice_said, cards_count, names_list, subject};

/// A colour in lower case, for the middle of a sentence: `rouge`, `red`.
#[must_use]
pub fn colour_name(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Purple => lang.pick("violet", "purple"),
        Colour::Red => lang.pick("rouge", "red"),
        Colour::Blue => lang.pick("bleu", "blue"),
        Colour::Yellow => lang.pick("jaune", "yellow"),
        Colour::Green => lang.pick("vert", "green"),
    }
}

/// A colour with a capital, for a button or a heading: `Rouge`, `Red`.
#[must_use]
pub fn colour_title(lang: Lang, c: Colour) -> String {
    let n = colour_name(lang, c);
    let mut chars = n.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The weapon a colour stands for (CAM-1.3, for information).
#[must_use]
pub fn weapon(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Purple => lang.pick("joute à la lance", "jousting lance"),
        Colour::Red => lang.pick("épée", "sword"),
        Colour::Blue => lang.pick("hache", "axe"),
        Colour::Yellow => lang.pick("fléau d'armes", "morningstar"),
        Colour::Green => lang.pick("mains nues", "bare hands"),
    }
}

/// An action card's name (CAM-1.5).
#[must_use]
pub fn action_name(lang: Lang, a: ActionCard) -> &'static str {
    match a {
        ActionCard::Unhorse => lang.pick("Désarçonné", "Unhorse"),
        ActionCard::ChangeWeapon => lang.pick("Changement d'arme", "Change Weapon"),
        ActionCard::DropWeapon => lang.pick("Maladresse", "Drop Weapon"),
        ActionCard::BreakLance => lang.pick("Lance brisée", "Break Lance"),
        ActionCard::Riposte => "Riposte",
        ActionCard::Dodge => lang.pick("Esquive", "Dodge"),
        ActionCard::Retreat => lang.pick("Retraite", "Retreat"),
        ActionCard::KnockDown => lang.pick("Chute", "Knock Down"),
        ActionCard::Outmaneuver => lang.pick("Feinte", "Outmaneuver"),
        ActionCard::Charge => "Charge",
        ActionCard::Countercharge => lang.pick("Contre-charge", "Countercharge"),
        ActionCard::Disgrace => lang.pick("Disgrâce", "Disgrace"),
        ActionCard::Adapt => lang.pick("Adaptation", "Adapt"),
        ActionCard::Outwit => lang.pick("Finesse", "Outwit"),
        ActionCard::Shield => lang.pick("Bouclier", "Shield"),
        ActionCard::Stunned => lang.pick("Assommé", "Stunned"),
        ActionCard::Ivanhoe => "Lancelot",
    }
}

/// An action card's name as printed on its face: long words carry soft hyphens so that
/// they break cleanly on a narrow card (the accessible name is [`action_name`]).
#[must_use]
pub fn action_face(lang: Lang, a: ActionCard) -> &'static str {
    match (lang, a) {
        (Lang::En, ActionCard::Countercharge) => "Counter\u{ad}charge",
        (Lang::En, ActionCard::Outmaneuver) => "Out\u{ad}maneuver",
        (Lang::Fr, ActionCard::ChangeWeapon) => "Change\u{ad}ment d'arme",
        (Lang::Fr, ActionCard::Unhorse) => "Désar\u{ad}çonné",
        (Lang::Fr, ActionCard::DropWeapon) => "Mala\u{ad}dresse",
        (Lang::Fr, ActionCard::Adapt) => "Adapta\u{ad}tion",
        _ => action_name(lang, a),
    }
}

/// What an action card does, in one line (shown in its dialog).
#[must_use]
pub fn action_effect(lang: Lang, a: ActionCard) -> &'static str {
    match a {
        ActionCard::Unhorse => lang.pick(
            "Le tournoi violet devient rouge, bleu ou jaune.",
            "The purple tournament becomes red, blue or yellow.",
        ),
        ActionCard::ChangeWeapon => lang.pick(
            "Le tournoi rouge, bleu ou jaune passe à une autre de ces couleurs.",
            "The red, blue or yellow tournament becomes another of those colours.",
        ),
        ActionCard::DropWeapon => lang.pick(
            "Le tournoi devient vert : chaque carte vaut 1.",
            "The tournament becomes green: every card counts 1.",
        ),
        ActionCard::BreakLance => lang.pick(
            "Un adversaire défausse toutes les cartes violettes de son personnage.",
            "An opponent discards every purple card of their display.",
        ),
        ActionCard::Riposte => lang.pick(
            "Prenez la carte du dessus du personnage d'un adversaire.",
            "Take the top card of an opponent's display.",
        ),
        ActionCard::Dodge => lang.pick(
            "Défaussez une carte, au choix, du personnage d'un adversaire.",
            "Discard any one card of an opponent's display.",
        ),
        ActionCard::Retreat => lang.pick(
            "Reprenez en main une carte de votre personnage.",
            "Take one card of your display back into your hand.",
        ),
        ActionCard::KnockDown => lang.pick(
            "Prenez au hasard une carte de la main d'un adversaire.",
            "Take a random card from an opponent's hand.",
        ),
        ActionCard::Outmaneuver => lang.pick(
            "Chaque adversaire défausse la carte du dessus de son personnage.",
            "Every opponent discards the top card of their display.",
        ),
        ActionCard::Charge => lang.pick(
            "Chacun défausse ses cartes de la plus petite valeur en jeu.",
            "Everyone discards their cards of the lowest value showing.",
        ),
        ActionCard::Countercharge => lang.pick(
            "Chacun défausse ses cartes de la plus grande valeur en jeu.",
            "Everyone discards their cards of the highest value showing.",
        ),
        ActionCard::Disgrace => lang.pick(
            "Chacun défausse les écuyers et la dame de son personnage.",
            "Everyone discards the Squires and the Maiden of their display.",
        ),
        ActionCard::Adapt => lang.pick(
            "Chacun ne garde qu'une carte de chaque valeur.",
            "Everyone keeps only one card of each value.",
        ),
        ActionCard::Outwit => lang.pick(
            "Échangez une de vos cartes visibles contre une de celles d'un adversaire.",
            "Swap one of your face-up cards for one of an opponent's.",
        ),
        ActionCard::Shield => lang.pick(
            "Les cartes d'action des autres n'ont plus d'effet sur votre personnage.",
            "Other players' action cards no longer affect your display.",
        ),
        ActionCard::Stunned => lang.pick(
            "Un adversaire n'ajoute plus qu'une carte par tour.",
            "An opponent adds only one card per turn.",
        ),
        ActionCard::Ivanhoe => lang.pick(
            "Annule la carte d'action qu'un adversaire vient de jouer.",
            "Cancels the action card an opponent has just played.",
        ),
    }
}

/// A card's name: `rouge 4`, `écuyer 2`, `dame`, `Riposte`; `red 4`, `Squire 2`, `Maiden`.
#[must_use]
pub fn card_name(lang: Lang, card: Card) -> String {
    match card {
        Card::Colour(c, v) => format!("{} {v}", colour_name(lang, c)),
        Card::Squire(v) => format!("{} {v}", lang.pick("écuyer", "Squire")),
        Card::Maiden => lang.pick("dame", "Maiden").into(),
        Card::Action(a) => action_name(lang, a).into(),
    }
}

/// A list of cards: `rouge 3, écuyer 2`.
#[must_use]
pub fn card_list(lang: Lang, cards: &[Card]) -> String {
    if cards.is_empty() {
        return lang.pick("aucune carte", "no card").into();
    }
    crate::ui::table::words::joined(cards, ", ", |c| card_name(lang, c))
}

/// The accessible name of a card button: `Jouer rouge 4`, `Play red 4`.
#[must_use]
pub fn play_label(lang: Lang, card: Card) -> String {
    format!("{} {}", lang.pick("Jouer", "Play"), card_name(lang, card))
}

/// The short mark in a card's corner: the value, or nothing for action cards.
#[must_use]
pub fn corner(card: Card) -> String {
    card.value().map(|v| v.to_string()).unwrap_or_default()
}

/// The letter of a supporter: `É`/`S` for a Squire, `D`/`M` for a Maiden.
#[must_use]
pub fn supporter_letter(lang: Lang, card: Card) -> &'static str {
    match card {
        Card::Maiden => lang.pick("D", "M"),
        _ => lang.pick("É", "S"),
    }
}

/// Why a decision is refused, naming the rule: `Une seule dame par personnage (règle
/// CAM-6.4)`. `previous` is the last tournament's final colour (for the colour rules).
#[must_use]
pub fn refusal(lang: Lang, e: CamelotError, previous: Option<Colour>) -> String {
    let what: String = match e {
        CamelotError::GameOver => lang
            .pick("La partie est terminée", "The game is over")
            .into(),
        CamelotError::NotYourTurn => lang.pick("Ce n'est pas votre tour", "Not your turn").into(),
        CamelotError::WrongPhase => lang
            .pick("Pas à cette étape du jeu", "Not at this step of the game")
            .into(),
        CamelotError::CardNotInHand => lang
            .pick(
                "Cette carte n'est pas dans votre main",
                "That card is not in your hand",
            )
            .into(),
        CamelotError::ColourNotAllowed => match (lang, previous) {
            (Lang::Fr, Some(p)) => {
                format!(
                    "Interdit : le tournoi précédent a fini en {}",
                    colour_name(lang, p)
                )
            }
            (Lang::En, Some(p)) => {
                format!(
                    "Not allowed: the last tournament ended {}",
                    colour_name(lang, p)
                )
            }
            _ => lang
                .pick(
                    "Couleur interdite pour ce tournoi",
                    "Colour not allowed now",
                )
                .into(),
        },
        CamelotError::CannotOpenColour => lang
            .pick(
                "Vous n'avez ni carte de cette couleur ni soutien",
                "You hold no card of that colour and no supporter",
            )
            .into(),
        CamelotError::MustOpenWithDisplayCard => lang
            .pick(
                "Ouvrez d'abord avec une carte de la couleur ou un soutien",
                "Open first with a card of the colour or a supporter",
            )
            .into(),
        CamelotError::WrongColour(c) => match lang {
            Lang::Fr => format!(
                "Le tournoi est {} : cartes {} ou soutiens seulement",
                colour_name(lang, c),
                plural_colour_fr(c)
            ),
            Lang::En => format!(
                "The tournament is {}: {} cards or supporters only",
                colour_name(lang, c),
                colour_name(lang, c)
            ),
        },
        CamelotError::SecondMaiden => lang
            .pick(
                "Une seule dame par personnage",
                "Only one Maiden per display",
            )
            .into(),
        CamelotError::StunnedLimit => lang
            .pick(
                "Assommé : une seule carte ajoutée par tour",
                "Stunned: one card added per turn",
            )
            .into(),
        CamelotError::ActionHasNoEffect => lang
            .pick(
                "Cette carte ne changerait rien maintenant",
                "This card would change nothing now",
            )
            .into(),
        CamelotError::InvalidTarget => lang
            .pick("Aucune cible possible", "No possible target")
            .into(),
        CamelotError::TargetShielded => lang
            .pick("Protégé par le Bouclier", "Protected by the Shield")
            .into(),
        CamelotError::DisplayTooSmall => lang
            .pick(
                "Un personnage d'une seule carte ne peut pas la perdre",
                "A one-card display cannot lose its card",
            )
            .into(),
        CamelotError::NotHighest => lang
            .pick(
                "Votre total doit être strictement le plus haut",
                "Your total must be strictly the highest",
            )
            .into(),
        CamelotError::MustPlayACard => lang
            .pick(
                "Jouez au moins une carte pour rester en lice",
                "Play at least one card to stay in",
            )
            .into(),
        CamelotError::EntryNeedsDisplayCard => lang
            .pick(
                "Premier tour : posez une carte de couleur ou un soutien",
                "First turn: lay a colour card or a supporter",
            )
            .into(),
        CamelotError::NoReactionWindow => lang
            .pick(
                "Lancelot se joue seulement contre la carte d'action d'un adversaire",
                "Lancelot is played only against an opponent's action card",
            )
            .into(),
        CamelotError::NotEligible => lang
            .pick("Vous ne pouvez pas annuler", "You cannot cancel")
            .into(),
        CamelotError::TokenAlreadyOwned => lang
            .pick(
                "Vous avez déjà cette couleur",
                "You already own this colour",
            )
            .into(),
        CamelotError::TokenNotOwned => lang
            .pick("Vous n'avez pas ce jeton", "You do not own this token")
            .into(),
    };
    let rule = match e {
        // Lancelot in hand on one's own turn: the rule is "only out of turn".
        CamelotError::NoReactionWindow => "CAM-4.8",
        _ => e.rule(),
    };
    format!("{what} ({} {rule})", lang.pick("règle", "rule"))
}

fn plural_colour_fr(c: Colour) -> &'static str {
    match c {
        Colour::Purple => "violettes",
        Colour::Red => "rouges",
        Colour::Blue => "bleues",
        Colour::Yellow => "jaunes",
        Colour::Green => "vertes",
    }
}

/// The live preview of the player's turn: `Votre total : 9 · à battre : 11 (Gauvain) — pas
/// assez`.
#[must_use]
pub fn preview(lang: Lang, mine: u32, best: Option<(u32, &str)>) -> String {
    let enough = best.is_none_or(|(b, _)| mine > b);
    let verdict = if enough {
        lang.pick("assez", "enough")
    } else {
        lang.pick("pas assez", "not enough")
    };
    match (lang, best) {
        (Lang::Fr, Some((b, who))) => {
            format!("Votre total : {mine} · à battre : {b} ({who}) — {verdict}")
        }
        (Lang::En, Some((b, who))) => {
            format!("Your total: {mine} · to beat: {b} ({who}) — {verdict}")
        }
        (Lang::Fr, None) => format!("Votre total : {mine}"),
        (Lang::En, None) => format!("Your total: {mine}"),
    }
}

/// What a display card would bring: `→ 13, assez pour rester`.
#[must_use]
pub fn after_play(lang: Lang, total: u32, enough: bool) -> String {
    match (lang, enough) {
        (Lang::Fr, true) => format!("Total après : {total}, assez pour rester"),
        (Lang::Fr, false) => format!("Total après : {total}, pas encore assez"),
        (Lang::En, true) => format!("Total after: {total}, enough to stay in"),
        (Lang::En, false) => format!("Total after: {total}, not enough yet"),
    }
}

/// The Stay button's name with the total: `Rester en lice (12)`.
#[must_use]
pub fn stay_label(lang: Lang, total: u32) -> String {
    format!("{} ({total})", label(lang, CamelotLabel::Stay))
}

/// A warning under Withdraw when a Maiden would cost a token (CAM-7.7).
#[must_use]
pub fn maiden_warning(lang: Lang) -> &'static str {
    lang.pick(
        "Votre personnage a une dame : vous rendrez un jeton (règle CAM-7.7)",
        "Your display holds a Maiden: you will return a token (rule CAM-7.7)",
    )
}

/// `Tournoi 3`.
#[must_use]
pub fn tournament(lang: Lang, n: u32) -> String {
    format!("{} {n}", lang.pick("Tournoi", "Tournament"))
}

/// `Pour gagner : 5 couleurs`.
#[must_use]
pub fn to_win(lang: Lang, needed: usize) -> String {
    match lang {
        Lang::Fr => format!("Pour gagner : {needed} couleurs"),
        Lang::En => format!("To win: {needed} colours"),
    }
}

/// `12 cartes en main`.
#[must_use]
pub fn in_hand(lang: Lang, n: usize) -> String {
    format!(
        "{} {}",
        cards_count(lang, n),
        lang.pick("en main", "in hand")
    )
}

/// Tokens, read out: `Jetons : rouge, vert (2 sur 5)`.
#[must_use]
pub fn tokens_said(lang: Lang, owned: &[Colour], needed: usize) -> String {
    let list = if owned.is_empty() {
        lang.pick("aucun", "none").to_string()
    } else {
        crate::ui::table::words::joined(owned, ", ", |c| colour_name(lang, c))
    };
    format!(
        "{}{} {list} ({} {} {needed})",
        label(lang, CamelotLabel::Tokens),
        lang.pick(" :", ":"),
        owned.len(),
        lang.pick("sur", "of")
    )
}

/// The colour line: `Tournoi 3 · rouge (violet → rouge)`.
#[must_use]
pub fn colour_line(lang: Lang, history: &[Colour]) -> String {
    match history {
        [] => lang
            .pick("Couleur à annoncer", "Colour to be announced")
            .into(),
        [one] => colour_title(lang, *one),
        [.., last] => format!(
            "{} ({})",
            colour_title(lang, *last),
            crate::ui::table::words::joined(history, " → ", |c| colour_name(lang, c))
        ),
    }
}

/// The name of a Keep button: `Garder rouge 3 (carte 2)`.
#[must_use]
pub fn keep_label(lang: Lang, card: Card, position: usize) -> String {
    match lang {
        Lang::Fr => format!("Garder {} (carte {})", card_name(lang, card), position + 1),
        Lang::En => format!("Keep {} (card {})", card_name(lang, card), position + 1),
    }
}

/// The Adapt panel's heading: `Adaptation : gardez une de vos cartes de valeur 3`.
#[must_use]
pub fn adapt_heading(lang: Lang, value: u8) -> String {
    match lang {
        Lang::Fr => format!("Adaptation : gardez une de vos cartes de valeur {value}"),
        Lang::En => format!("Adapt: keep one of your cards of value {value}"),
    }
}

/// A token button: `Jeton rouge`.
#[must_use]
pub fn token_label(lang: Lang, c: Colour) -> String {
    match lang {
        Lang::Fr => format!("Jeton {}", colour_name(lang, c)),
        Lang::En => format!("{} token", colour_title(lang, c)),
    }
}

/// The Lancelot question: `Gauvain joue Riposte contre vous (prend rouge 5). L'annuler avec
/// Lancelot ?`.
#[must_use]
pub fn lancelot_question(lang: Lang, what: &str) -> String {
    match lang {
        Lang::Fr => format!("{what}. L'annuler avec Lancelot ?"),
        Lang::En => format!("{what}. Cancel it with Lancelot?"),
    }
}

/// The verdict of the end panel: `Vous gagnez avec 5 couleurs !`, `Perceval gagne…`.
#[must_use]
pub fn winner(lang: Lang, who: &str, you: bool, colours: usize) -> String {
    match (lang, you) {
        (Lang::Fr, true) => format!("Vous gagnez avec {colours} couleurs !"),
        (Lang::Fr, false) => format!("{who} gagne avec {colours} couleurs."),
        (Lang::En, true) => format!("You win with {colours} colours!"),
        (Lang::En, false) => format!("{who} wins with {colours} colours."),
    }
}

/// "Tournoi 3 (2 terminés) · en tête : Perceval, 2 couleurs sur 5 (violet, rouge)" for a
/// Camelot game in progress.
#[must_use]
pub fn progress(
    seats: &[crate::core::SeatKind],
    (finished, owned, needed): (u32, usize, usize),
    leaders: &[Seat],
    colours: &[Colour],
    lang: Lang,
) -> String {
    let tournament = match (lang, finished) {
        (Lang::Fr, 0) => "Tournoi 1".to_string(),
        (Lang::Fr, 1) => "Tournoi 2 (1 terminé)".to_string(),
        (Lang::Fr, n) => format!("Tournoi {} ({n} terminés)", n + 1),
        (Lang::En, 0) => "Tournament 1".to_string(),
        (Lang::En, n) => format!("Tournament {} ({n} finished)", n + 1),
    };
    let names: Vec<String> = leaders
        .iter()
        .map(|s| crate::ui::text::seat_name(lang, seats, *s))
        .collect();
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
            let list: Vec<&str> = colours.iter().map(|c| colour_name(lang, *c)).collect();
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
            crate::ui::table::words::names_list(lang, &names)
        ),
    };
    format!("{tournament} · {lead}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_names_and_button_names() {
        assert_eq!(
            play_label(Lang::Fr, Card::Colour(Colour::Red, 4)),
            "Jouer rouge 4"
        );
        assert_eq!(
            play_label(Lang::En, Card::Colour(Colour::Red, 4)),
            "Play red 4"
        );
        assert_eq!(play_label(Lang::Fr, Card::Squire(2)), "Jouer écuyer 2");
        assert_eq!(play_label(Lang::Fr, Card::Maiden), "Jouer dame");
        assert_eq!(
            play_label(Lang::En, Card::Action(ActionCard::Riposte)),
            "Play Riposte"
        );
        assert_eq!(
            play_label(Lang::Fr, Card::Action(ActionCard::KnockDown)),
            "Jouer Chute"
        );
    }

    #[test]
    fn refusals_cite_the_rule() {
        let t = refusal(Lang::Fr, CamelotError::NotHighest, None);
        assert!(t.ends_with("(règle CAM-7.4)"), "{t}");
        let t = refusal(Lang::En, CamelotError::WrongColour(Colour::Blue), None);
        assert_eq!(
            t,
            "The tournament is blue: blue cards or supporters only (rule CAM-6.2)"
        );
        let t = refusal(
            Lang::Fr,
            CamelotError::ColourNotAllowed,
            Some(Colour::Purple),
        );
        assert!(t.contains("violet"), "{t}");
    }

    #[test]
    fn preview_says_enough_or_not() {
        assert!(preview(Lang::Fr, 9, Some((11, "Gauvain"))).ends_with("pas assez"));
        assert!(preview(Lang::En, 12, Some((11, "Gawain"))).ends_with("— enough"));
        assert_eq!(
            colour_line(Lang::En, &[Colour::Purple, Colour::Red]),
            "Red (purple → red)"
        );
        assert_eq!(
            tokens_said(Lang::En, &[Colour::Red, Colour::Green], 5),
            "Tokens: red, green (2 of 5)"
        );
        assert_eq!(tokens_said(Lang::Fr, &[], 4), "Jetons : aucun (0 sur 4)");
    }
}

/// Fixed labels of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CamelotLabel {
    /// End of turn: stay in.
    Stay,
    /// End of turn: withdraw.
    Withdraw,
    /// Status: has not played yet this tournament.
    Waiting,
    /// Status: has a display.
    In,
    /// Status: out of this tournament.
    Withdrawn,
    /// The Shield beside a display.
    Shield,
    /// The Stunned card beside a display.
    Stunned,
    /// The draw pile.
    DrawPile,
    /// The discard pile.
    Discard,
    /// A player's tokens.
    Tokens,
    /// A player's display.
    Display,
    /// The announce panel's heading.
    ChooseColour,
    /// The purple winner's token panel.
    ChooseToken,
    /// The Maiden penalty's panel.
    ReturnToken,
    /// Dialog: cancel.
    Cancel,
    /// Dialog: previous step.
    Back,
    /// Lancelot: cancel the card.
    CancelWithLancelot,
    /// Lancelot: let it happen.
    LetItHappen,
    /// Lancelot: do not ask again.
    NeverAsk,
    /// The table setting that asks before Lancelot.
    OfferLancelot,
    /// The hint button, disabled.
    AdviceOnYourTurn,
    /// Outwit, first step.
    OutwitTake,
    /// Outwit, second step.
    OutwitGive,
    /// Starter mark.
    Starter,
    /// The table of the other players.
    Opponents,
    /// The Shield as an Outwit item.
    ShieldItem,
    /// The Stunned card as an Outwit item.
    StunnedItem,
    /// Empty display.
    NoCards,
}

/// A fixed label.
#[must_use]
pub fn label(lang: Lang, l: CamelotLabel) -> &'static str {
    let (fr, en) = match l {
        CamelotLabel::Stay => ("Rester en lice", "Stay in"),
        CamelotLabel::Withdraw => ("Se retirer", "Withdraw"),
        CamelotLabel::Waiting => ("En attente", "Waiting"),
        CamelotLabel::In => ("En lice", "In"),
        CamelotLabel::Withdrawn => ("Retiré", "Withdrawn"),
        CamelotLabel::Shield => ("Bouclier", "Shield"),
        CamelotLabel::Stunned => ("Assommé", "Stunned"),
        CamelotLabel::DrawPile => ("Pioche", "Draw pile"),
        CamelotLabel::Discard => ("Défausse", "Discard"),
        CamelotLabel::Tokens => ("Jetons", "Tokens"),
        CamelotLabel::Display => ("Personnage", "Display"),
        CamelotLabel::ChooseColour => (
            "Choisissez la couleur du tournoi",
            "Choose the tournament colour",
        ),
        CamelotLabel::ChooseToken => (
            "Tournoi violet gagné : choisissez un jeton",
            "Purple tournament won: choose a token",
        ),
        CamelotLabel::ReturnToken => (
            "Retrait avec une dame : rendez un jeton",
            "Withdrawn with a Maiden: return a token",
        ),
        CamelotLabel::Cancel => ("Annuler", "Cancel"),
        CamelotLabel::Back => ("Retour", "Back"),
        CamelotLabel::CancelWithLancelot => ("Annuler avec Lancelot", "Cancel with Lancelot"),
        CamelotLabel::LetItHappen => ("Laisser faire", "Let it happen"),
        CamelotLabel::NeverAsk => (
            "Ne plus me demander (toujours laisser faire)",
            "Never ask again (always let it happen)",
        ),
        CamelotLabel::OfferLancelot => (
            "Me proposer Lancelot quand je le tiens",
            "Offer Lancelot when I hold it",
        ),
        CamelotLabel::AdviceOnYourTurn => (
            "Le conseil est possible à votre tour",
            "A hint is available on your turn",
        ),
        CamelotLabel::OutwitTake => ("Que prenez-vous ?", "What do you take?"),
        CamelotLabel::OutwitGive => (
            "Que donnez-vous en échange ?",
            "What do you give in exchange?",
        ),
        CamelotLabel::Starter => ("Ouvre le tournoi", "Starts the tournament"),
        CamelotLabel::Opponents => ("Adversaires", "Opponents"),
        CamelotLabel::ShieldItem => ("le Bouclier", "the Shield"),
        CamelotLabel::StunnedItem => ("la carte Assommé", "the Stunned card"),
        CamelotLabel::NoCards => ("aucune carte", "no card"),
    };
    lang.pick(fr, en)
}
