//! The one game interface every engine implements (shaped like OpenSpiel's `State`).
//!
//! How the five games fit it:
//! * **Who acts** is a list of seats, not one seat: usually one, but a game may open a window
//!   where several seats must each answer (Camelot's Lancelot card: every other player says
//!   "pass" or "cancel", so nobody learns who holds it; Chevaliers' collective Merlin cancel).
//!   Answers from different seats commute; the log records who said what.
//! * **Many decisions in one turn** are many actions by the same seat (Camelot: play a card,
//!   play another, then `EndTurn` or `Withdraw`); the phase enum of the game says what is open.
//! * **Choices inside an action** are fields of the game's action type (a target, the value a
//!   Merlin takes); `legal_actions` lists each complete choice.
//! * **Chance during play** (a d8, a reshuffle) is drawn from the game's own seeded
//!   [`GameRng`] held in the state, so (options, seed, log) replays exactly; `determinize`
//!   reseeds that stream so a bot cannot foresee future draws.
//! * **Outcomes** name the winners, which may be a team (the loyal knights) or a hidden traitor,
//!   and give the score-sheet totals; the bot's utility ([`Game::returns`]) is separate.
//! * **What each seat sees happen** ([`Game::play_events`], [`super::events`]): the engine
//!   reports events where its rules happen, each with who may see it (everyone, some seats,
//!   or some seats in full and the others a public part), so logs and announcements never
//!   compare states and never show a seat a card it may not see.

use super::events::Seen;
use super::rng::GameRng;
use super::seats::{PerSeat, Seat};
use std::fmt;
use std::ops::RangeInclusive;

/// The one list of the collection's games: each line gives a game's name, its byte in share
/// links (never renumber) and its slug (specs, URLs, saves, bundle names). Everything else a
/// game declares beside its code: its engine's [`GameInfo`] (`games::<slug>::INFO`, reached
/// with `GameId::info` through the site's `games::GameFacts`), and its page's descriptor
/// (`ui::games::<slug>::about`). Every `match` on [`GameId`] is exhaustive, so the compiler
/// lists the places a new line needs, and the build generates index.html's per-game parts
/// from this list (`tools/index_games.py`).
macro_rules! game_list {
    ($($(#[$doc:meta])* $name:ident = $code:literal, $slug:literal;)+) => {
        /// The stable id of a game of the collection (also its byte in share links).
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(u8)]
        pub enum GameId {
            $($(#[$doc])* $name = $code,)+
        }

        impl GameId {
            /// Every game, in lobby order.
            pub const ALL: [GameId; [$($code),+].len()] = [$(GameId::$name),+];

            /// The id used in specs, URLs, saves and bundle names (`roi`, `camelot`…).
            #[must_use]
            pub fn slug(self) -> &'static str {
                match self {
                    $(GameId::$name => $slug,)+
                }
            }
        }
    };
}

game_list! {
    /// Le Roi.
    Roi = 1, "roi";
    /// König Artus Tafelrunde.
    Tafelrunde = 2, "tafelrunde";
    /// Camelot (Ivanhoe).
    Camelot = 3, "camelot";
    /// Le Tournoi de Camelot.
    Tournoi = 4, "tournoi";
    /// Les Chevaliers de la Table Ronde.
    Chevaliers = 5, "chevaliers";
}

impl GameId {
    /// The game with that slug.
    #[must_use]
    pub fn from_slug(s: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == s)
    }

    /// The byte that names the game in a share link. Never renumber.
    #[must_use]
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The game a link byte names.
    #[must_use]
    pub fn from_code(b: u8) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.code() == b)
    }
}

/// How two results of a game compare in a duplicate challenge ([`super::duplicate::better`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ranking {
    /// The score first (Roi's points, Camelot's colours), then the win.
    ByScore,
    /// The win first, then the score (a race, a last knight standing, a side that won).
    ByWin,
}

/// What an engine declares about its game, beside its code (`games::<slug>::INFO`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameInfo {
    /// Which game.
    pub id: GameId,
    /// Allowed player counts (rules README).
    pub players: RangeInclusive<usize>,
    /// The prefix of its rule ids (`ROI` in `ROI-4.3`).
    pub rule_prefix: &'static str,
    /// How its results compare in a duplicate challenge.
    pub ranking: Ranking,
}

/// Why a game could not be set up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// The game is not played by that many.
    PlayerCount {
        /// Requested.
        got: usize,
        /// Allowed.
        allowed: RangeInclusive<usize>,
    },
    /// An option value is outside what the rules allow.
    BadOption(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { got, allowed } => write!(
                f,
                "{got} players; this game needs {} to {}",
                allowed.start(),
                allowed.end()
            ),
            SetupError::BadOption(s) => write!(f, "invalid option: {s}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// How a finished game ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The winning seats: one, several sharing a win, or a whole team.
    pub winners: Vec<Seat>,
    /// Score-sheet totals as the players see them (games without points give 1 to winners).
    pub scores: PerSeat<i64>,
    /// Which side won, for games played in teams (co-operative games with a traitor).
    pub side: Option<Side>,
}

/// The winning side of a team game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The loyal players together.
    Loyal,
    /// The forces of evil, with the traitor if one was dealt: evil can win with nobody at the
    /// table on its side, so the side is named even when the winner list is empty.
    Evil,
}

/// Options of one game: a typed struct whose `Default` is the spec, with a strict binary form
/// for share links.
pub trait GameOptions: Clone + Default + PartialEq + fmt::Debug {
    /// Appends the options to a link payload.
    fn encode(&self, out: &mut Vec<u8>);
    /// Reads the options back; unknown values are errors, never defaults.
    ///
    /// # Errors
    /// A description of the first byte that does not fit.
    fn decode(input: &mut super::bytes::Reader<'_>) -> Result<Self, String>;
}

/// A game's rules: state, legal actions, play, observation, determinization and outcome.
///
/// A game is fully described by `(options, seat count, seed, action log)`; see
/// [`super::record::GameRecord`].
pub trait Game: Clone + PartialEq + fmt::Debug {
    /// What the game declares about itself (its `games::<slug>::INFO`).
    const INFO: &'static GameInfo;
    /// Which game (its [`GameInfo::id`]).
    const ID: GameId = Self::INFO.id;
    /// The typed options (`Default` = the spec).
    type Options: GameOptions;
    /// One decision of one seat.
    type Action: Clone + PartialEq + Eq + std::hash::Hash + fmt::Debug;
    /// Everything one seat knows.
    type Observation: Clone + PartialEq + fmt::Debug;
    /// Why an action was refused: one variant per rule.
    type Error: Clone + PartialEq + Eq + fmt::Debug + fmt::Display;
    /// Something that happened, as one seat may see it ([`super::events`]).
    type Event: Clone + PartialEq + fmt::Debug;

    /// A new game, dealt from `seed`.
    ///
    /// # Errors
    /// [`SetupError`] for a player count or option the rules do not allow.
    fn new(options: &Self::Options, seats: usize, seed: u64) -> Result<Self, SetupError>;

    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;

    /// Number of seats.
    fn seat_count(&self) -> usize;

    /// Seats that must decide now, in seat order. Empty exactly when the game is over.
    fn actors(&self) -> Vec<Seat>;

    /// Every action `seat` may take now; empty if it is not one of the actors.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies one action.
    ///
    /// # Errors
    /// The rule it breaks; the state is then left exactly as it was.
    fn play(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error>;

    /// Applies `action`, which the caller took from `legal_actions(seat)` of this very state
    /// (or from the game's own rollout policy): the moves of a search's simulations. The
    /// result is the one [`Game::play`] gives. A game whose check costs about as much as the
    /// move may skip it here; the default plays through [`Game::play`].
    ///
    /// # Errors
    /// As [`Game::play`], where the game still checks.
    fn play_legal(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error> {
        self.play(seat, action)
    }

    /// Applies one action exactly like [`Game::play`] and appends what happened to `events`,
    /// in order, each with who may see it; [`super::events::events_for`] gives one seat's
    /// share. `play` builds none of them (searches stay fast).
    ///
    /// # Errors
    /// As [`Game::play`]; nothing is appended then.
    fn play_events(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Seen<Self::Event>>,
    ) -> Result<(), Self::Error>;

    /// The events the start position shows (the first deal, hands shown to find a starter):
    /// what a log begins with before any action.
    fn start_events(&self) -> Vec<Seen<Self::Event>> {
        Vec::new()
    }

    /// What `seat` knows: its own hidden cards and everything public, nothing else.
    fn observe(&self, seat: Seat) -> Self::Observation;

    /// A full state consistent with what `seat` observes, with everything it cannot see
    /// re-dealt at random (and chance reseeded). `observe(seat)` of the result equals
    /// `observe(seat)` of `self`.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// [`Game::determinize`] written over `out`, any earlier state of the same game: `out`
    /// ends equal to what `determinize(seat, rng)` returns, and `rng` draws the same numbers.
    /// A search re-deals at every iteration, so a game whose state holds many lists may
    /// override this to reuse `out`'s allocations.
    fn determinize_into(&self, seat: Seat, rng: &mut GameRng, out: &mut Self) {
        *out = self.determinize(seat, rng);
    }

    /// The outcome once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The bot's utility per seat, in `[0, 1]`, higher is better; meaningful at any time, final
    /// once the game is over. Kept apart from the score sheet.
    fn returns(&self) -> PerSeat<f64>;

    /// How many scoring rounds are finished (Roi: deals played). Decisions taken now cannot
    /// change what earlier rounds scored, and in most games barely touch later ones, so a
    /// search may stop a simulated continuation when this changes and read [`Game::returns`]
    /// there. Games scored only at the very end keep the default (always 0).
    fn scoring_round(&self) -> usize {
        0
    }

    /// Actions a seat might *attempt* (a superset of the legal ones: every card of the deck,
    /// say), so that tests can check that illegal ones are refused.
    fn action_space(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Spec invariants checked after every action by the conformance battery (card
    /// conservation, score sums…).
    ///
    /// # Errors
    /// A description of the broken invariant.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// The first of [`Game::actors`], without building the list (simulations call this at
    /// every step).
    fn first_actor(&self) -> Option<Seat> {
        self.actors().first().copied()
    }

    /// True once the game is over.
    fn is_over(&self) -> bool {
        self.actors().is_empty()
    }
}

/// A [`Game`]'s `legal_actions`, `play`, `play_legal` and `play_events`, written once for the
/// engines whose own methods are `legal(seat)`, `check(seat, &action)` (the rule an action
/// breaks) and `apply(seat, action, sink)` (the move, reporting into any
/// [`super::events::Sink`]): Camelot, Tafelrunde and Tournoi (issue 27). `play` checks then
/// applies with no events kept; `play_legal` skips the check for an action taken from the
/// legal list (issue 31: the arena's loop, where the check costs about as much as the move),
/// debug builds still check; `play_events` checks, then applies into `events`, so a refused
/// action appends nothing. In the game's `impl Game`: `tr_core::checked_moves!();`.
#[macro_export]
macro_rules! checked_moves {
    () => {
        fn legal_actions(&self, seat: $crate::seats::Seat) -> Vec<Self::Action> {
            self.legal(seat)
        }

        fn play(
            &mut self,
            seat: $crate::seats::Seat,
            action: &Self::Action,
        ) -> Result<(), Self::Error> {
            self.check(seat, action)?;
            self.apply(seat, *action, &mut ());
            Ok(())
        }

        fn play_legal(
            &mut self,
            seat: $crate::seats::Seat,
            action: &Self::Action,
        ) -> Result<(), Self::Error> {
            debug_assert_eq!(self.check(seat, action), Ok(()), "{action:?} by {seat}");
            self.apply(seat, *action, &mut ());
            Ok(())
        }

        fn play_events(
            &mut self,
            seat: $crate::seats::Seat,
            action: &Self::Action,
            events: &mut Vec<$crate::events::Seen<Self::Event>>,
        ) -> Result<(), Self::Error> {
            self.check(seat, action)?;
            self.apply(seat, *action, events);
            Ok(())
        }
    };
}
