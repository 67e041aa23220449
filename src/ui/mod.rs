//! The Leptos site (feature `ui`). Components render from a seat's observation and report
//! intents through callbacks; one component owns a game session.
//!
//! Shared vocabulary of the UI modules lives here: the language, settings context and the
//! menu intents a game table can raise.

pub mod about;
pub mod advice;
pub mod any_game;
pub mod app;
pub mod duplicate;
pub mod history;
pub mod lobby;
pub mod new_game;
pub mod offline;
pub mod progress;
pub mod registry;
pub mod replay;
pub mod route;
pub mod rules;
pub mod settings;
pub mod share;
mod shell;
pub mod sound;
pub mod storage;
pub mod text;
pub mod theme;
pub mod titles;
pub mod variants;

use leptos::prelude::*;

// Game tables: card drawing, session helpers, one folder per game (table work).
pub mod cards;
pub mod catalog;
pub mod coach;
pub mod computers;
pub mod games;
pub mod json;
pub mod learn;
pub mod session;
pub mod table;
pub mod turns;

/// Interface language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    /// Français.
    #[default]
    Fr,
    /// English.
    En,
}

impl Lang {
    /// The BCP 47 tag (`fr`, `en`).
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// Picks the French or English text.
    #[must_use]
    pub fn pick<'a>(self, fr: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }
}

/// How fast computer players put their cards down.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    /// No pause: computer cards appear at once (for players who know the game).
    Instant,
    /// About 0.3 s a card.
    Fast,
    /// About 0.8 s a card.
    #[default]
    Normal,
    /// About 1.6 s a card.
    Slow,
}

impl Pace {
    /// Delay before a computer card, in milliseconds.
    #[must_use]
    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Fast => 300,
            Pace::Normal => 800,
            Pace::Slow => 1600,
        }
    }
}

impl Pace {
    /// Every pace, fastest first.
    pub const ALL: [Pace; 4] = [Pace::Instant, Pace::Fast, Pace::Normal, Pace::Slow];
}

/// The colour scheme the player chose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Theme {
    /// Follows the system (`prefers-color-scheme`): the default, and what a visitor whose
    /// storage holds no choice (older visits) gets.
    #[default]
    Auto,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl Theme {
    /// Every choice, in the switch's order.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];
}

/// Site-wide settings, provided as context by the app shell (and persisted by it).
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Interface language.
    pub lang: RwSignal<Lang>,
    /// Computer pace.
    pub pace: RwSignal<Pace>,
    /// The table's short sounds ([`sound`]): off unless the person turns them on.
    pub sound: RwSignal<bool>,
}

/// The settings from context (the app shell provides them; tests provide their own).
#[must_use]
pub fn use_settings() -> Settings {
    use_context::<Settings>().unwrap_or_else(|| Settings {
        lang: RwSignal::new(Lang::Fr),
        pace: RwSignal::new(Pace::Normal),
        sound: RwSignal::new(false),
    })
}

/// What a game table asks of the app shell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MenuAction {
    /// Open the share dialog for the current game.
    Share,
    /// Show this game's rules.
    Rules,
    /// Back to the lobby (the game stays saved).
    Lobby,
    /// A new game with the same seats and options and a fresh seed.
    NewDeal,
    /// The same deal again from the start.
    ReplaySameDeal,
    /// The replay viewer of the game (`#r=`, [`replay`]).
    Replay,
}
