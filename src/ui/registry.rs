//! Each game registered once: one [`Registration`] per game says everything the shell needs of it
//! (its table, its new-game options, how it tells its progress), and the
//! shell finds it by [`GameId`] here (`ui::games::entry` lists them; a game's names and
//! terms, which the lobby's bundle needs without the game, are its descriptor in
//! [`crate::ui::catalog`]). Nothing else in the shell names a game's modules.
//!
//! ## Bundles
//! The site is split into wasm bundles so that each page loads only what it needs (issue 28's
//! size budget): `src/main.rs` is the lobby alone; `src/bin/game_<id>.rs` installs one game
//! with the game pages (new game, table, links, replays); `src/bin/library.rs` holds the rules
//! of every game and the history, and no engine ([`crate::ui::app::Pages`]). index.html's
//! loader picks the bundle the address needs ([`crate::ui::route::wanted_bundle`]). Fat LTO
//! removes every game and page a bundle does not name. A page that needs what its bundle
//! lacks reloads, and the loader then picks the right one. A game's bundle is also its
//! computers' Web Worker ([`crate::ui::computers::serve`]).

use super::any_game::{AnyRecord, ShellGame};
use super::session::{Core, GameTable, Mode, Reported, TableView};
use super::table::{Word, word};
use super::{Lang, MenuAction};
use crate::bot::RuleBased;
use crate::bot::worker::{HeldPosition, ThinkError};
use crate::core::link::{self, LinkError, LinkWriter};
use crate::core::seats::Seat;
use crate::core::{GameId, GameRecord, SeatKind};
use crate::games::GameFacts;
use leptos::prelude::*;
use std::sync::OnceLock;

/// What the shell asks of a game, whichever it is (object-safe, so one list holds them all).
pub trait GameUi: Sync + 'static {
    /// Which game.
    fn id(&self) -> GameId;
    /// Reads a share link (or a save's link) of this game.
    ///
    /// # Errors
    /// What is wrong with the link.
    fn open(&self, text: &str) -> Result<AnyRecord, LinkError>;
    /// Reads a share link of this game keeping every move up to the first one that no longer
    /// applies (a damaged save), and how many moves were dropped.
    ///
    /// # Errors
    /// A link that does not even set up a game.
    fn open_prefix(&self, text: &str) -> Result<(AnyRecord, usize), LinkError>;
    /// The new-game page's options fields, and how to build the record they describe from
    /// the seats and the deal number (`None`: a player count the game does not take).
    fn options_form(&self) -> OptionsForm;
    /// A line under the player-count choice (Camelot: how many colours win).
    fn seat_hint(&self, players: usize, lang: Lang) -> Option<String>;
    /// The new-game page's name for `seat`, when the game names it otherwise than the shell
    /// ([`crate::ui::any_game::ShellGame::form_seat_name`]).
    fn form_seat_name(&self, lang: Lang, seats: &[SeatKind], seat: Seat) -> Option<String>;
    /// The table, owning a session of `record`. A record of another game shows nothing.
    fn table(
        &self,
        record: &AnyRecord,
        on_record: Callback<AnyRecord>,
        on_menu: Callback<MenuAction>,
    ) -> AnyView;
    /// The replay viewer's table ([`crate::ui::replay`]): `record` after its first `step`
    /// moves, read only, from `seat`'s observation; what the table said of the last move and
    /// the mover's choices go to `out`.
    fn replay_table(
        &self,
        record: &AnyRecord,
        step: usize,
        seat: Seat,
        out: ReplayOut,
        on_menu: Callback<MenuAction>,
    ) -> AnyView;
    /// Every move of `record` (who made it, which of how many legal actions) and, written in
    /// the same walk, the link of those moves: the analysis sends the worker the position
    /// before a move and the moves between two positions from it, never replaying again.
    fn replay_moves(&self, record: &AnyRecord) -> (Vec<MoveFact>, Option<LinkWriter>);
    /// The position a share link of this game reaches, for the computers' worker
    /// ([`crate::ui::computers::serve`]).
    ///
    /// # Errors
    /// A link that does not decode as this game.
    fn hold(&self, link: &str) -> Result<HeldPosition, ThinkError>;
    /// One warm-up round of this game's search at `seats` players
    /// ([`crate::bot::worker::warm_round_of`]).
    fn warm(&self, seats: usize) -> u32;
    /// True when this registration holds the game's lesson (a lesson's bundle).
    fn teaches(&self) -> bool;
    /// The game's guided first game on its table ([`crate::ui::learn`]); `None` in a bundle
    /// without the lesson. `on_real` starts a real game after it.
    fn learn(&self, on_real: Callback<AnyRecord>, on_menu: Callback<MenuAction>)
    -> Option<AnyView>;
}

/// Where a replay table leaves what it said of the step's move and how it names the mover's
/// choices (see [`crate::ui::session::Replaying`]).
#[derive(Clone, Copy)]
pub struct ReplayOut {
    /// The table's announcements for the move.
    pub said: RwSignal<Vec<String>>,
    /// The mover's legal actions before the move, in the hint's words.
    pub choices: RwSignal<Vec<String>>,
}

/// One move of the game, as the analysis needs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveFact {
    /// Its index in the log (the position before it has `ply` moves).
    pub ply: usize,
    /// Who made it.
    pub seat: Seat,
    /// Its index among the mover's legal actions.
    pub played: usize,
    /// How many legal actions the mover had.
    pub choices: usize,
}

/// Builds a record from the seats and the deal number.
pub type BuildRecord = Box<dyn Fn(Vec<SeatKind>, u64) -> Option<AnyRecord> + Send + Sync>;

/// A game's options fieldset and the record builder reading what it chose.
pub struct OptionsForm {
    /// Renders the fields (in the new-game page's reactive scope).
    pub view: Box<dyn FnOnce() -> AnyView>,
    /// The record for those seats and that deal.
    pub build: BuildRecord,
}

/// A game's lesson on its table, given the table, "play a real game" and the menu.
pub type LearnView<G> = fn(TableView<G>, Callback<AnyRecord>, Callback<MenuAction>) -> AnyView;

/// The registration of game `G`: plain functions and data, so it is a `static`.
pub struct Registration<G: ShellGame> {
    /// The table, on its open session ([`GameTable`] opens it).
    pub table: TableView<G>,
    /// The options fieldset, editing a signal that starts at the spec's defaults.
    pub options: fn(RwSignal<G::Options>) -> AnyView,
    /// A hint under the player count.
    pub seat_hint: Option<fn(usize, Lang) -> String>,
    /// The game's lesson on its table, if it has one ([`crate::ui::learn::lesson_table`]): a
    /// plain function, so that only the bundles of games with a lesson link the coach.
    pub learn: Option<LearnView<G>>,
}

impl<G: ShellGame + RuleBased> GameUi for Registration<G> {
    fn id(&self) -> GameId {
        G::ID
    }

    fn open(&self, text: &str) -> Result<AnyRecord, LinkError> {
        link::decode::<G>(text).map(AnyRecord::new)
    }

    fn open_prefix(&self, text: &str) -> Result<(AnyRecord, usize), LinkError> {
        link::decode_prefix::<G>(text).map(|(r, dropped)| (AnyRecord::new(r), dropped))
    }

    fn options_form(&self) -> OptionsForm {
        let options = RwSignal::new(G::Options::default());
        OptionsForm {
            view: {
                let fields = self.options;
                Box::new(move || fields(options))
            },
            build: Box::new(move |seats, seed| {
                G::ID.players().contains(&seats.len()).then(|| {
                    AnyRecord::new(GameRecord::<G>::new(options.get_untracked(), seats, seed))
                })
            }),
        }
    }

    fn seat_hint(&self, players: usize, lang: Lang) -> Option<String> {
        self.seat_hint.map(|f| f(players, lang))
    }

    fn form_seat_name(&self, lang: Lang, seats: &[SeatKind], seat: Seat) -> Option<String> {
        G::form_seat_name(lang, seats, seat)
    }

    fn table(
        &self,
        record: &AnyRecord,
        on_record: Callback<AnyRecord>,
        on_menu: Callback<MenuAction>,
    ) -> AnyView {
        let Some(record) = record.downcast::<G>() else {
            return ().into_any();
        };
        // The session's link and position travel with the record: the save replays nothing.
        let on_record = Callback::new(move |r: Reported<G>| on_record.run(AnyRecord::reported(r)));
        let (record, table) = (record.clone(), self.table);
        view! { <GameTable record=record on_record=on_record on_menu=on_menu table=table /> }
            .into_any()
    }

    fn replay_table(
        &self,
        record: &AnyRecord,
        step: usize,
        seat: Seat,
        out: ReplayOut,
        on_menu: Callback<MenuAction>,
    ) -> AnyView {
        let Some(rec) = record.downcast::<G>() else {
            return ().into_any();
        };
        let step = step.min(rec.log.len());
        let mut before = rec.clone();
        before.log.truncate(step.saturating_sub(1));
        let last = step.checked_sub(1).map(|i| rec.log[i]);
        match Core::open_replay(before, seat, last, |l| word(l, Word::CannotShow)) {
            Ok(c) => {
                let view = (self.table)(c, on_menu);
                c.mode.with_value(|m| {
                    if let Mode::Replay(r) = m {
                        out.said.set(r.said.clone());
                        out.choices.set(r.choices.clone());
                    }
                });
                view
            }
            Err(shown) => shown,
        }
    }

    fn replay_moves(&self, record: &AnyRecord) -> (Vec<MoveFact>, Option<LinkWriter>) {
        let Some(rec) = record.downcast::<G>() else {
            return (Vec::new(), None);
        };
        let Ok(mut g) = rec.start() else {
            return (Vec::new(), None);
        };
        let mut link = LinkWriter::new(rec);
        let mut out = Vec::with_capacity(rec.log.len());
        for (ply, (seat, action)) in rec.log.iter().enumerate() {
            let legal = g.legal_actions(*seat);
            let Some(played) = legal.iter().position(|a| a == action) else {
                break;
            };
            if link.push(&g, *seat, action).is_err() {
                break;
            }
            if g.play(*seat, action).is_err() {
                link.truncate(ply);
                break;
            }
            out.push(MoveFact {
                ply,
                seat: *seat,
                played,
                choices: legal.len(),
            });
        }
        (out, Some(link))
    }

    fn hold(&self, link: &str) -> Result<HeldPosition, ThinkError> {
        HeldPosition::load_as::<G>(link)
    }

    fn warm(&self, seats: usize) -> u32 {
        crate::bot::worker::warm_round_of::<G>(seats)
    }

    fn teaches(&self) -> bool {
        self.learn.is_some()
    }

    fn learn(
        &self,
        on_real: Callback<AnyRecord>,
        on_menu: Callback<MenuAction>,
    ) -> Option<AnyView> {
        self.learn.map(|f| f(self.table, on_real, on_menu))
    }
}

/// The games this bundle holds.
static AT_HAND: OnceLock<&'static [&'static dyn GameUi]> = OnceLock::new();

/// Installs the games of this bundle, once, before the app mounts (a second call is
/// ignored: tests of one binary all install the same list).
pub fn install(games: &'static [&'static dyn GameUi]) {
    let _ = AT_HAND.set(games);
}

/// The registration of `game`, when this bundle holds it.
#[must_use]
pub fn entry(game: GameId) -> Option<&'static dyn GameUi> {
    AT_HAND
        .get()
        .and_then(|list| list.iter().copied().find(|e| e.id() == game))
}

/// True when this bundle holds `game`.
#[must_use]
pub fn at_hand(game: GameId) -> bool {
    entry(game).is_some()
}

/// True when this bundle holds `game` with its lesson (a lesson's bundle).
#[must_use]
pub fn lesson_at_hand(game: GameId) -> bool {
    entry(game).is_some_and(|e| e.teaches())
}

/// Reads a share link of any game this bundle holds.
///
/// # Errors
/// The [`LinkError`] naming what is wrong with it; [`LinkError::GameNotAvailable`] for a
/// game this bundle does not hold.
pub fn record_from_link(text: &str) -> Result<AnyRecord, LinkError> {
    let header = link::peek(text)?;
    record_from_link_of(header.game, text)
}

/// Reads a share link that must be a game of `game`.
///
/// # Errors
/// As [`record_from_link`]; a link of another game is [`LinkError::GameNotAvailable`]
/// naming the link's game.
pub fn record_from_link_of(game: GameId, text: &str) -> Result<AnyRecord, LinkError> {
    entry(game)
        .ok_or(LinkError::GameNotAvailable(game))?
        .open(text)
}
