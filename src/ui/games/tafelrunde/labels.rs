//! The fixed labels of the Tafelrunde table, in French and English (sentences are built in
//! [`super::text`], which re-exports these).

use crate::ui::Lang;

/// Fixed labels of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TafelrundeLabel {
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
pub fn label(lang: Lang, l: TafelrundeLabel) -> &'static str {
    let (fr, en) = match l {
        TafelrundeLabel::Board => ("Le plateau", "The board"),
        TafelrundeLabel::Players => ("Les pions", "The pawns"),
        TafelrundeLabel::Trumps => ("Atouts", "Trumps"),
        TafelrundeLabel::NoTrumps => ("aucun atout", "no trump"),
        TafelrundeLabel::CurrentTrick => ("Pli en cours", "Current trick"),
        TafelrundeLabel::Start => ("Départ", "Start"),
        TafelrundeLabel::KingArthur => ("Roi Arthur", "King Arthur"),
        TafelrundeLabel::Sword => ("épée", "sword"),
        TafelrundeLabel::Dealer => ("Donneur", "Dealer"),
        TafelrundeLabel::Leader => ("Entame", "Leads"),
        TafelrundeLabel::Stock => ("Pioche", "Stock"),
        TafelrundeLabel::Discard => ("Défausse", "Discard"),
        TafelrundeLabel::Decline => ("Ne rien déclarer", "Declare nothing"),
        TafelrundeLabel::Wait => ("Attendre ma nouvelle main", "Wait for my new hand"),
        TafelrundeLabel::Swap => ("Échanger", "Swap"),
        TafelrundeLabel::DecideSword => ("Décider (épée)", "Decide (sword)"),
        TafelrundeLabel::Later => ("Voir le plateau d'abord", "Look at the board first"),
        TafelrundeLabel::ChooseTwo => (
            "Échelle complète : choisissez deux places à échanger",
            "The ladder is full: choose two places to swap",
        ),
        TafelrundeLabel::AdviceOnYourTurn => (
            "Le conseil est possible quand vous décidez",
            "A hint is available when you decide",
        ),
        TafelrundeLabel::Strongest => ("la plus forte", "strongest"),
        TafelrundeLabel::EmptyPlace => ("libre", "empty"),
        TafelrundeLabel::BoardImage => (
            "Plateau : le tour de la Table ronde, du départ au roi Arthur",
            "Board: the round of the Round Table, from Start to King Arthur",
        ),
    };
    lang.pick(fr, en)
}
