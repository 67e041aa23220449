//! The fixed labels of the Camelot table, in French and English (sentences are built in
//! [`super::text`], which re-exports these).

use crate::ui::Lang;

/// Fixed labels of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Label {
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
pub fn label(lang: Lang, l: Label) -> &'static str {
    let (fr, en) = match l {
        Label::Stay => ("Rester en lice", "Stay in"),
        Label::Withdraw => ("Se retirer", "Withdraw"),
        Label::Waiting => ("En attente", "Waiting"),
        Label::In => ("En lice", "In"),
        Label::Withdrawn => ("Retiré", "Withdrawn"),
        Label::Shield => ("Bouclier", "Shield"),
        Label::Stunned => ("Assommé", "Stunned"),
        Label::DrawPile => ("Pioche", "Draw pile"),
        Label::Discard => ("Défausse", "Discard"),
        Label::Tokens => ("Jetons", "Tokens"),
        Label::Display => ("Personnage", "Display"),
        Label::ChooseColour => (
            "Choisissez la couleur du tournoi",
            "Choose the tournament colour",
        ),
        Label::ChooseToken => (
            "Tournoi violet gagné : choisissez un jeton",
            "Purple tournament won: choose a token",
        ),
        Label::ReturnToken => (
            "Retrait avec une dame : rendez un jeton",
            "Withdrawn with a Maiden: return a token",
        ),
        Label::Cancel => ("Annuler", "Cancel"),
        Label::Back => ("Retour", "Back"),
        Label::CancelWithLancelot => ("Annuler avec Lancelot", "Cancel with Lancelot"),
        Label::LetItHappen => ("Laisser faire", "Let it happen"),
        Label::NeverAsk => (
            "Ne plus me demander (toujours laisser faire)",
            "Never ask again (always let it happen)",
        ),
        Label::OfferLancelot => (
            "Me proposer Lancelot quand je le tiens",
            "Offer Lancelot when I hold it",
        ),
        Label::AdviceOnYourTurn => (
            "Le conseil est possible à votre tour",
            "A hint is available on your turn",
        ),
        Label::OutwitTake => ("Que prenez-vous ?", "What do you take?"),
        Label::OutwitGive => (
            "Que donnez-vous en échange ?",
            "What do you give in exchange?",
        ),
        Label::Starter => ("Ouvre le tournoi", "Starts the tournament"),
        Label::Opponents => ("Adversaires", "Opponents"),
        Label::ShieldItem => ("le Bouclier", "the Shield"),
        Label::StunnedItem => ("la carte Assommé", "the Stunned card"),
        Label::NoCards => ("aucune carte", "no card"),
    };
    lang.pick(fr, en)
}
