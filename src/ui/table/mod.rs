//! Widgets every game table shares, written once: the toolbar ([`toolbar`]), the hand's
//! card buttons with their refusal reasons ([`hand`]), the pass-and-play screen and the end
//! panel's frame ([`panels`]), the log ([`log`]), a finished trick gathered toward its taker
//! ([`gather`]), and the words they say ([`Word`]); what a table can seat ([`TableGame`]) and
//! what it shows when a record cannot be set up ([`cannot_show`]).
//!
//! They take plain data and report intents through callbacks, like every presentational
//! component; what differs from table to table (class prefixes, a game's card face, its
//! own texts) comes in through props. The session core they serve is
//! [`crate::ui::session::Core`].

pub mod announce;
pub mod gather;
pub mod hand;
pub mod log;
pub mod modal;
pub mod panels;
pub mod rule_link;
pub mod toolbar;
pub mod words;

use crate::core::game::Game;
use crate::ui::Lang;
use leptos::prelude::*;

/// One button of a decision dialog or panel: the action it takes and what it says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionChoice<A> {
    /// The action.
    pub action: A,
    /// What it says.
    pub label: String,
}

/// The words the shared widgets say, the same at every table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Word {
    /// The toolbar's landmark.
    TableActions,
    /// Toolbar and end panel: back to the lobby.
    Lobby,
    /// Toolbar: the rules.
    Rules,
    /// Toolbar and end panel: share.
    Share,
    /// Toolbar: undo, the same words at every table (issue 28).
    Undo,
    /// Toolbar: the log drawer (phones).
    Log,
    /// The log's heading.
    LogTitle,
    /// Close a panel.
    Close,
    /// The hand group.
    YourHand,
    /// The hint: the button's word and the advised card's badge.
    Advice,
    /// End panel.
    GameOver,
    /// End panel: new game.
    NewGame,
    /// End panel: same deal.
    ReplaySame,
    /// End panel: the replay viewer of the game just played.
    ReplayGame,
    /// Announced after an undo.
    Undone,
    /// A record that does not start (Camelot, Tafelrunde).
    CannotShow,
    /// A refusal's rule link: "See rule" before its id.
    SeeRule,
}

/// The text of a [`Word`].
#[must_use]
pub fn word(lang: Lang, w: Word) -> &'static str {
    let (fr, en) = match w {
        Word::TableActions => ("Actions de la table", "Table actions"),
        Word::Lobby => ("Accueil", "Lobby"),
        Word::Rules => ("Règles", "Rules"),
        Word::Share => ("Partager", "Share"),
        Word::Undo => ("Annuler le coup", "Undo"),
        Word::Log => ("Journal", "Log"),
        Word::LogTitle => ("Journal de la partie", "Game log"),
        Word::Close => ("Fermer", "Close"),
        Word::YourHand => ("Votre main", "Your hand"),
        Word::Advice => ("Conseil", "Hint"),
        Word::GameOver => ("Partie terminée", "Game over"),
        Word::NewGame => ("Nouvelle partie", "New game"),
        Word::ReplaySame => ("Rejouer la même donne", "Replay the same deal"),
        Word::ReplayGame => ("Revoir la partie", "Replay the game"),
        Word::Undone => ("Coup annulé", "Move undone"),
        Word::CannotShow => (
            "Impossible d'afficher cette partie :",
            "This game cannot be shown:",
        ),
        Word::SeeRule => ("Voir la règle", "See rule"),
    };
    lang.pick(fr, en)
}

/// A game a table can seat: its record, positions, actions and observations live in
/// signals.
pub trait TableGame:
    Game<Options: Send + Sync, Action: Copy + Send + Sync, Observation: Send + Sync>
    + Send
    + Sync
    + 'static
{
}

impl<G> TableGame for G where
    G: Game<Options: Send + Sync, Action: Copy + Send + Sync, Observation: Send + Sync>
        + Send
        + Sync
        + 'static
{
}

/// What a table shows instead of a record that cannot be set up: `what` (in the current
/// language) followed by the error.
pub fn cannot_show(
    lang: RwSignal<Lang>,
    what: fn(Lang) -> &'static str,
    e: impl std::fmt::Display + Send + Sync + 'static,
) -> AnyView {
    let msg = move || format!("{} {e}", what(lang.get()));
    view! { <p class="table-error" role="alert">{msg}</p> }.into_any()
}
