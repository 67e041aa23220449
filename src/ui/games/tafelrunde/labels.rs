//! The fixed labels of the Tafelrunde table, in French and English (sentences are built in
//! [`super::text`], which re-exports these).

use crate::ui::Lang;

/// Fixed labels of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Label {
    /// The board's heading.
    Board,
    /// The players list's heading.
    Players,
    /// The trump ladder.
    Trumps,
    /// No trump yet.
    NoTrumps,
    /// The trick in the centre.
    CurrentTrick,
    /// Start space.
    Start,
    /// King Arthur's space.
    KingArthur,
    /// A sword space.
    Sword,
    /// The dealer.
    Dealer,
    /// Leads the trick.
    Leader,
    /// The stock.
    Stock,
    /// The discard pile.
    Discard,
    /// The sword dialog: decline.
    Decline,
    /// The sword dialog: postpone.
    Wait,
    /// The sword dialog: swap button.
    Swap,
    /// The sword dialog: reopen it.
    DecideSword,
    /// The sword dialog: close without deciding.
    Later,
    /// The swap part's heading.
    ChooseTwo,
    /// Why the hint button is disabled.
    AdviceOnYourTurn,
    /// The strongest place of the ladder.
    Strongest,
    /// Empty ladder place.
    EmptyPlace,
    /// The board's picture, named.
    BoardImage,
}

/// The text of a label.
#[must_use]
pub fn label(lang: Lang, l: Label) -> &'static str {
    let (fr, en) = match l {
        Label::Board => ("Le plateau", "The board"),
        Label::Players => ("Les pions", "The pawns"),
        Label::Trumps => ("Atouts", "Trumps"),
        Label::NoTrumps => ("aucun atout", "no trump"),
        Label::CurrentTrick => ("Pli en cours", "Current trick"),
        Label::Start => ("Départ", "Start"),
        Label::KingArthur => ("Roi Arthur", "King Arthur"),
        Label::Sword => ("épée", "sword"),
        Label::Dealer => ("Donneur", "Dealer"),
        Label::Leader => ("Entame", "Leads"),
        Label::Stock => ("Pioche", "Stock"),
        Label::Discard => ("Défausse", "Discard"),
        Label::Decline => ("Ne rien déclarer", "Declare nothing"),
        Label::Wait => ("Attendre ma nouvelle main", "Wait for my new hand"),
        Label::Swap => ("Échanger", "Swap"),
        Label::DecideSword => ("Décider (épée)", "Decide (sword)"),
        Label::Later => ("Voir le plateau d'abord", "Look at the board first"),
        Label::ChooseTwo => (
            "Échelle complète : choisissez deux places à échanger",
            "The ladder is full: choose two places to swap",
        ),
        Label::AdviceOnYourTurn => (
            "Le conseil est possible quand vous décidez",
            "A hint is available when you decide",
        ),
        Label::Strongest => ("la plus forte", "strongest"),
        Label::EmptyPlace => ("libre", "empty"),
        Label::BoardImage => (
            "Plateau : le tour de la Table ronde, du départ au roi Arthur",
            "Board: the round of the Round Table, from Start to King Arthur",
        ),
    };
    lang.pick(fr, en)
}
