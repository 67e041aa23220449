//! The fixed labels of the Camelot table, in French and English (sentences are built in
//! [`super::text`], which re-exports these).

use crate::ui::Lang;

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
