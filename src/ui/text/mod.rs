//! Strings of the app shell (lobby, new game, share, saves, link errors, settings), in French
//! and English. Components never hard-code visible text: they ask for a [`T`] key or one of the
//! formatting functions below. The table's own strings live with the table.

use super::{Lang, Pace, Theme};
use crate::core::{GameId, Level, Seat, SeatKind};
use crate::games::GameFacts;

/// A fixed shell string; [`T::pair`] holds its French and English text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum T {
    AppName,
    Tagline,
    LobbyIntro,
    HomeLink,
    Language,
    Pace,
    ResumeGame,
    ResumeHint,
    InProgress,
    InProgressList,
    SettingsMenu,
    InPreparation,
    Playable,
    Rules,
    Play,
    NewGameTitle,
    Seats,
    SeatHuman,
    SeatComputer,
    Level,
    Options,
    GamesPerMatch,
    GamesPerMatchHint,
    DealOrder,
    DealOrderValue,
    TieRule,
    TieRuleValue,
    Seed,
    SeedHint,
    SeedInvalid,
    NewSeed,
    Start,
    Cancel,
    PassAndPlay,
    NoHuman,
    ReplaceTitle,
    ReplaceBody,
    ReplaceConfirm,
    NoGameTitle,
    NoGameBody,
    StartNewGame,
    BadLinkTitle,
    BadLinkHint,
    BackToLobby,
    BackToGame,
    SharedTitle,
    SharedBody,
    OpenShared,
    KeepMine,
    ShareTitle,
    ShareIntro,
    ShareWithMoves,
    ShareLink,
    Copy,
    Copied,
    CopyFallback,
    ShareSheet,
    Shared,
    ThemeLabel,
    UpdateReady,
    UpdateReload,
    Close,
    SaveDropped,
    SaveFailed,
    SaveRepaired,
    SaveChangedElsewhere,
    Loading,
    LoadFailed,
    Dismiss,
    NotFoundTitle,
    NotFoundBody,
    RulesTitle,
    RulesContents,
    RulesComingTitle,
    RulesComingBody,
    Footer,
    PlayersLabel,
    ShareUnavailable,
    SharedGameLabel,
    YourGameLabel,
    PlayerCount,
    Variants,
    VariantsHint,
    VariantsRulesLink,
    ColourAfterDraw,
    NoRepeatColour,
    EntryNeedsDisplayCard,
    NoSecondMaiden,
    OutwitOnTop,
    ShieldGuardsOwn,
}

impl T {
    /// The (French, English) pair.
    #[must_use]
    pub fn pair(self) -> (&'static str, &'static str) {
        match self {
            T::AppName => ("Table Ronde", "Table Ronde"),
            T::Tagline => (
                "Cinq jeux de cartes autour de la Table ronde",
                "Five card games around the Round Table",
            ),
            T::LobbyIntro => (
                "Choisissez un jeu. Vos parties restent sur cet appareil et se jouent même hors ligne.",
                "Pick a game. Your games stay on this device and can be played offline.",
            ),
            T::HomeLink => ("Table Ronde — accueil", "Table Ronde — lobby"),
            T::Language => ("Langue", "Language"),
            T::Pace => ("Rythme des adversaires", "Computer pace"),
            T::ResumeGame => ("Reprendre la partie", "Resume game"),
            T::ResumeHint => ("Partie enregistrée", "Saved game"),
            T::InProgress => ("Partie en cours", "Game in progress"),
            T::InProgressList => ("Parties en cours", "Games in progress"),
            T::SettingsMenu => ("Réglages", "Settings"),
            T::InPreparation => ("En préparation", "In preparation"),
            T::Playable => ("Jouable", "Playable"),
            T::Rules => ("Règles", "Rules"),
            T::Play => ("Jouer", "Play"),
            T::NewGameTitle => ("Nouvelle partie", "New game"),
            T::Seats => ("Les joueurs", "Players"),
            T::SeatHuman => ("Vous / humain", "You / human"),
            T::SeatComputer => ("Ordinateur", "Computer"),
            T::Level => ("Niveau", "Level"),
            T::Options => ("Options", "Options"),
            T::GamesPerMatch => ("Parties par match", "Games per match"),
            T::GamesPerMatchHint => (
                "Une partie compte dix manches ; les totaux des parties s'additionnent.",
                "A game is ten rounds; the totals of the games add up.",
            ),
            T::DealOrder => ("Donne", "Deal"),
            T::DealOrderValue => (
                "une carte à la fois, en commençant à gauche du donneur",
                "one card at a time, starting on the dealer's left",
            ),
            T::TieRule => ("Égalité", "Ties"),
            T::TieRuleValue => (
                "les meilleurs totaux égaux gagnent ensemble",
                "equal best totals share the win",
            ),
            T::Seed => ("Numéro de donne", "Deal number"),
            T::SeedHint => (
                "Le même numéro redonne les mêmes cartes : partagez-le pour rejouer une donne.",
                "The same number deals the same cards: share it to replay a deal.",
            ),
            T::SeedInvalid => (
                "Entrez un nombre entier positif.",
                "Enter a whole number, zero or more.",
            ),
            T::NewSeed => ("Tirer un autre numéro", "Draw another number"),
            T::Start => ("Commencer", "Start"),
            T::Cancel => ("Annuler", "Cancel"),
            T::PassAndPlay => (
                "Plusieurs humains : passez l'appareil à chaque tour ; la table cache les mains.",
                "Several humans: pass the device each turn; the table hides the hands.",
            ),
            T::NoHuman => (
                "Aucun humain : vous regarderez les ordinateurs jouer.",
                "No human: you will watch the computers play.",
            ),
            T::ReplaceTitle => (
                "Remplacer la partie en cours ?",
                "Replace the game in progress?",
            ),
            T::ReplaceBody => (
                "Vous avez une partie en cours. Commencer une nouvelle partie la remplacera.",
                "You have a game in progress. Starting a new game will replace it.",
            ),
            T::ReplaceConfirm => ("Remplacer et commencer", "Replace and start"),
            T::NoGameTitle => ("Aucune partie en cours", "No game in progress"),
            T::NoGameBody => (
                "Il n'y a pas de partie enregistrée sur cet appareil.",
                "There is no saved game on this device.",
            ),
            T::StartNewGame => ("Commencer une partie", "Start a game"),
            T::BadLinkTitle => ("Ce lien ne s'ouvre pas", "This link does not open"),
            T::BadLinkHint => (
                "Demandez à la personne qui vous l'a envoyé de le partager à nouveau, ou commencez une partie.",
                "Ask whoever sent it to share it again, or start a game of your own.",
            ),
            T::BackToLobby => ("Retour à l'accueil", "Back to the lobby"),
            T::BackToGame => ("Retour à la partie", "Back to the game"),
            T::SharedTitle => ("Partie partagée", "Shared game"),
            T::SharedBody => (
                "Vous avez une partie en cours. Ouvrir la partie partagée la remplacera.",
                "You have a game in progress. Opening the shared game will replace it.",
            ),
            T::OpenShared => ("Ouvrir la partie partagée", "Open the shared game"),
            T::KeepMine => ("Reprendre ma partie", "Resume my game"),
            T::ShareTitle => ("Partager la partie", "Share the game"),
            T::ShareIntro => (
                "Le lien contient toute la partie : il s'ouvre sur n'importe quel appareil, sans compte.",
                "The link holds the whole game: it opens on any device, no account needed.",
            ),
            T::ShareWithMoves => (
                "Cette position, avec les coups joués",
                "This position, with the moves so far",
            ),
            T::ShareLink => ("Lien à partager", "Link to share"),
            T::Copy => ("Copier", "Copy"),
            T::ShareSheet => ("Partager…", "Share…"),
            T::Shared => ("Lien partagé", "Link shared"),
            T::ThemeLabel => ("Thème", "Theme"),
            T::UpdateReady => ("Une nouvelle version est prête", "A new version is ready"),
            T::UpdateReload => ("Recharger", "Reload"),
            T::Copied => ("Copié", "Copied"),
            T::CopyFallback => (
                "Copie impossible ici : le lien est sélectionné, copiez-le avec Ctrl+C (ou ⌘+C).",
                "Cannot copy here: the link is selected, copy it with Ctrl+C (or ⌘+C).",
            ),
            T::Close => ("Fermer", "Close"),
            T::SaveDropped => (
                "La partie enregistrée était illisible (abîmée ou d'un format ancien) : elle a été effacée. Vos réglages sont conservés.",
                "The saved game could not be read (damaged or in an old format), so it was removed. Your settings are kept.",
            ),
            T::SaveRepaired => (
                "Les derniers coups de votre partie enregistrée ne s'appliquent plus avec cette version : elle reprend à son dernier coup valable.",
                "The last moves of your saved game no longer apply in this version: it resumes at its last valid move.",
            ),
            T::SaveChangedElsewhere => (
                "Votre partie enregistrée a changé dans un autre onglet : cette page montre maintenant celle-là.",
                "Your saved game changed in another tab: this page now shows that one.",
            ),
            T::Loading => ("Chargement du jeu…", "Loading the game…"),
            T::LoadFailed => (
                "Ce jeu n'a pas pu être chargé. Vérifiez la connexion puis rechargez la page.",
                "This game could not be loaded. Check the connection, then reload the page.",
            ),
            T::SaveFailed => (
                "La partie n'a pas pu être enregistrée sur cet appareil (stockage plein ou désactivé).",
                "The game could not be saved on this device (storage full or disabled).",
            ),
            T::Dismiss => ("Masquer ce message", "Dismiss this message"),
            T::NotFoundTitle => ("Page introuvable", "Page not found"),
            T::NotFoundBody => (
                "Cette adresse ne mène à aucune page de Table Ronde.",
                "This address leads to no page of Table Ronde.",
            ),
            T::RulesTitle => ("Règles", "Rules"),
            T::RulesContents => ("Sommaire", "Contents"),
            T::RulesComingTitle => ("Règles en préparation", "Rules in preparation"),
            T::RulesComingBody => (
                "Les règles de ce jeu arriveront en même temps que le jeu.",
                "The rules of this game will arrive with the game itself.",
            ),
            T::Footer => (
                "Table Ronde fonctionne hors ligne ; rien ne quitte votre appareil, sauf les liens que vous partagez.",
                "Table Ronde works offline; nothing leaves your device except the links you share.",
            ),
            T::PlayersLabel => ("Joueurs", "Players"),
            T::SharedGameLabel => ("Partie partagée :", "Shared game:"),
            T::YourGameLabel => ("Votre partie :", "Your game:"),
            T::ShareUnavailable => (
                "Cette partie ne peut pas être mise en lien.",
                "This game cannot be turned into a link.",
            ),
            T::PlayerCount => ("Nombre de joueurs", "Number of players"),
            T::Variants => ("Variantes", "Variants"),
            T::VariantsHint => (
                "Au départ, les cases suivent la règle de base. Chaque variante est expliquée dans les règles.",
                "The boxes start as the standard rules. Each variant is explained in the rules.",
            ),
            T::VariantsRulesLink => (
                "Lire les options dans les règles",
                "Read about the options in the rules",
            ),
            T::ColourAfterDraw => (
                "L'ouvreur pioche avant d'annoncer la couleur",
                "The starter draws before naming the colour",
            ),
            T::NoRepeatColour => (
                "Jamais deux tournois de suite de la même couleur",
                "Never two tournaments in a row of the same colour",
            ),
            T::EntryNeedsDisplayCard => (
                "Au premier tour d'un tournoi, il faut poser une carte de couleur ou de soutien pour rester",
                "On your first turn of a tournament, you must lay a colour or supporter card to stay in",
            ),
            T::NoSecondMaiden => (
                "Aucune carte d'action ne peut amener une deuxième dame dans un personnage",
                "No action card may bring a second Maiden into a display",
            ),
            T::OutwitOnTop => (
                "La carte reçue par Finesse se pose en haut du personnage",
                "A card received through Outwit goes on top of the display",
            ),
            T::ShieldGuardsOwn => (
                "Le Bouclier protège aussi de vos propres Charge, Contre-charge, Disgrâce et Adaptation",
                "The Shield also guards against your own Charge, Countercharge, Disgrace and Adapt",
            ),
        }
    }

    /// The text in `lang`.
    #[must_use]
    pub fn get(self, lang: Lang) -> &'static str {
        let (fr, en) = self.pair();
        lang.pick(fr, en)
    }
}

/// Shorthand for [`T::get`].
#[must_use]
pub fn t(lang: Lang, key: T) -> &'static str {
    key.get(lang)
}

/// "4 joueurs", "2 à 6 joueurs"…
#[must_use]
pub fn players_text(game: GameId, lang: Lang) -> String {
    let r = game.players();
    let (lo, hi) = (*r.start(), *r.end());
    match (lang, lo == hi) {
        (Lang::Fr, true) => format!("{lo} joueurs"),
        (Lang::Fr, false) => format!("{lo} à {hi} joueurs"),
        (Lang::En, true) => format!("{lo} players"),
        (Lang::En, false) => format!("{lo} to {hi} players"),
    }
}

/// A computer level's name.
#[must_use]
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    match level {
        Level::Random => lang.pick("Aléatoire", "Random"),
        Level::Easy => lang.pick("Facile", "Easy"),
        Level::Normal => lang.pick("Moyen", "Normal"),
        Level::Hard => lang.pick("Difficile", "Hard"),
    }
}

/// A colour scheme's name in the switch.
#[must_use]
pub fn theme_name(theme: Theme, lang: Lang) -> &'static str {
    match theme {
        Theme::Auto => lang.pick("Automatique", "Automatic"),
        Theme::Light => lang.pick("Clair", "Light"),
        Theme::Dark => lang.pick("Sombre", "Dark"),
    }
}

/// A pace's name.
#[must_use]
pub fn pace_name(pace: Pace, lang: Lang) -> &'static str {
    match pace {
        Pace::Instant => lang.pick("Immédiat", "Instant"),
        Pace::Fast => lang.pick("Rapide", "Fast"),
        Pace::Normal => lang.pick("Normal", "Normal"),
        Pace::Slow => lang.pick("Lent", "Slow"),
    }
}

/// "Place 1"… (seats counted from 1 for people).
#[must_use]
pub fn seat_label(index: usize, lang: Lang) -> String {
    format!("{} {}", lang.pick("Place", "Seat"), index + 1)
}

/// "Partie terminée" when a saved game is over.
#[must_use]
pub fn finished_text(lang: Lang) -> &'static str {
    lang.pick("Partie terminée", "Game over")
}

/// "À 3 joueurs, il faut des jetons de 5 couleurs pour gagner." (CAM-2.1, CAM-2.2).
#[must_use]
pub fn colours_to_win_text(players: usize, colours: usize, lang: Lang) -> String {
    match lang {
        Lang::Fr => {
            format!("À {players} joueurs, il faut des jetons de {colours} couleurs pour gagner.")
        }
        Lang::En => format!("With {players} players, tokens of {colours} colours win the game."),
    }
}

/// "règle de base", "1 variante choisie", "2 variantes choisies": what the collapsed
/// options section holds.
#[must_use]
pub fn variants_summary(changed: usize, lang: Lang) -> String {
    match (lang, changed) {
        (Lang::Fr, 0) => "règle de base".into(),
        (Lang::Fr, 1) => "1 changement".into(),
        (Lang::Fr, n) => format!("{n} changements"),
        (Lang::En, 0) => "standard rules".into(),
        (Lang::En, 1) => "1 change".into(),
        (Lang::En, n) => format!("{n} changes"),
    }
}

/// Computer knights, by seat.
const KNIGHTS_FR: [&str; 8] = [
    "Gauvain", "Perceval", "Lancelot", "Galaad", "Tristan", "Yvain", "Bohort", "Keu",
];
const KNIGHTS_EN: [&str; 8] = [
    "Gawain", "Percival", "Lancelot", "Galahad", "Tristan", "Yvain", "Bors", "Kay",
];

/// The name shown for `seat`: a knight for a computer seat (Gauvain, Perceval, Lancelot,
/// Galaad… by seat number), "Vous"/"You" for the only human, "Joueur 2"/"Player 2" when
/// several humans share the screen (numbered in seat order among the humans).
#[must_use]
pub fn seat_name(lang: Lang, seats: &[SeatKind], seat: Seat) -> String {
    let i = seat.index();
    match seats.get(i) {
        Some(SeatKind::Computer(_)) => {
            let names = match lang {
                Lang::Fr => &KNIGHTS_FR,
                Lang::En => &KNIGHTS_EN,
            };
            names[i % names.len()].to_string()
        }
        _ => {
            let humans = seats.iter().filter(|k| k.is_human()).count();
            if humans <= 1 {
                lang.pick("Vous", "You").to_string()
            } else {
                let n = seats[..i.min(seats.len())]
                    .iter()
                    .filter(|k| k.is_human())
                    .count()
                    + 1;
                format!("{} {n}", lang.pick("Joueur", "Player"))
            }
        }
    }
}

/// The document title for a page, always containing the site name.
#[must_use]
pub fn doc_title(page: Option<&str>, lang: Lang) -> String {
    match page {
        Some(p) => format!("{p} — {}", t(lang, T::AppName)),
        None => format!("{} — {}", t(lang, T::AppName), t(lang, T::Tagline)),
    }
}
