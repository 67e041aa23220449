//! The shell's state shared by the pages (`ui::app`): the game at the table and its save,
//! every game's save as the lobby lists it, the session counter that remounts the table, the
//! shell's notice, the share sheet and the duplicate challenge in play; and what the table's
//! menu does with them.

use super::MenuAction;
use super::any_game::AnyRecord;
use super::duplicate::ActiveChallenge;
use super::registry;
use super::route::{self, Route};
use super::storage::{self, Loaded, SavedGame};
use super::text::T;
use crate::core::GameId;
use leptos::prelude::*;

/// Shell state shared by the pages (all signals, so it is `Copy`).
#[derive(Clone, Copy)]
pub(super) struct Shell {
    /// The record of `loaded`'s save: the game at the table.
    pub(super) game: RwSignal<Option<AnyRecord>>,
    /// The game whose save `game` holds (`None`: none read yet).
    pub(super) loaded: RwSignal<Option<GameId>>,
    /// Every game's save, the most recent first ([`storage::saved_games`]).
    pub(super) saves: RwSignal<Vec<SavedGame>>,
    /// Bumped to remount the table on a fresh start.
    pub(super) session: RwSignal<u64>,
    /// A shell message in the status region.
    pub(super) notice: RwSignal<Option<T>>,
    /// The record the share dialog is open for.
    pub(super) share: RwSignal<Option<AnyRecord>>,
    /// The duplicate challenge the game in progress is played against (kept only while it
    /// applies to it: a new deal drops it, the same deal again keeps it).
    pub(super) challenge: RwSignal<Option<ActiveChallenge>>,
}

impl Shell {
    /// Records a new position of the game in progress and saves it.
    pub(super) fn record(self, rec: AnyRecord) {
        let challenge = self
            .challenge
            .get_untracked()
            .filter(|c| c.applies_to(&rec));
        if challenge.is_none() && self.challenge.with_untracked(Option::is_some) {
            self.challenge.set(None);
        }
        let text = challenge.as_ref().map(|c| c.text.as_str());
        // A game that has just finished goes into the history (once: the history knows it
        // by its link, so a game resumed or reported again is not counted twice).
        super::history::record_reported(&rec);
        if !storage::store_game_with(&rec, text) {
            self.notice.set(Some(T::SaveFailed));
        }
        self.loaded.set(Some(rec.game()));
        self.game.set(Some(rec));
        self.refresh_saves();
    }

    /// Reads every game's summary again (after a save, or another tab's).
    pub(super) fn refresh_saves(self) {
        self.saves.set(storage::saved_games());
    }

    /// The game of the most recent save still in progress.
    pub(super) fn last_in_progress(self) -> Option<GameId> {
        self.saves.with(|s| storage::last_in_progress(s))
    }

    /// Takes `game`'s save from storage (when its table or a link of it is opened, and when
    /// another tab changed it). Only a game this bundle plays: another's switches bundles.
    pub(super) fn load(self, game: GameId) {
        let (saved, notice) = match storage::load_game(game) {
            Loaded::Game(rec) => (Some(rec), None),
            Loaded::Repaired { record, .. } => (Some(record), Some(T::SaveRepaired)),
            Loaded::Dropped(_) => (None, Some(T::SaveDropped)),
            Loaded::Elsewhere(_) | Loaded::Empty => (None, None),
        };
        // The challenge saved with the game, if it still reads and fits it.
        let challenge = saved.as_ref().and_then(|rec| {
            storage::load_challenge(game)
                .and_then(|text| ActiveChallenge::open(&text).ok())
                .filter(|c| c.applies_to(rec))
        });
        self.challenge.set(challenge);
        self.loaded.set(Some(game));
        self.game.set(saved);
        self.refresh_saves();
        if notice.is_some() {
            self.notice.set(notice);
        }
    }

    /// Makes `game`'s save the one at hand, unless it already is (or this bundle does not
    /// play it: the page is about to switch bundles).
    pub(super) fn ensure(self, game: GameId) {
        if self.loaded.get_untracked() != Some(game) && registry::at_hand(game) {
            self.load(game);
        }
    }

    /// Starts `rec` as the game in progress, played against `challenge` (or none), and shows it.
    pub(super) fn start_with(
        self,
        rec: AnyRecord,
        challenge: Option<ActiveChallenge>,
        replace_entry: bool,
    ) {
        self.challenge.set(challenge);
        self.start(rec, replace_entry);
    }

    /// Starts `rec` as the game in progress, remounts the table and shows it.
    pub(super) fn start(self, rec: AnyRecord, replace_entry: bool) {
        let table = Route::Play(Some(rec.game()));
        self.record(rec);
        self.session.update(|n| *n += 1);
        if Route::parse(&route::current_hash()) == table {
            // Already at the table (new deal, replay): the session remount is enough.
        } else if replace_entry {
            route::replace(&table);
        } else {
            route::navigate(&table);
        }
    }

    /// The game at the table, if any.
    pub(super) fn game_id(self) -> Option<GameId> {
        self.loaded.get_untracked()
    }

    pub(super) fn menu(self, action: MenuAction) {
        match action {
            MenuAction::Share => self.share.set(self.game.get_untracked()),
            MenuAction::Rules => {
                let game = self.game_id().unwrap_or(GameId::Roi);
                route::navigate(&Route::Rules(game, None));
            }
            MenuAction::Lobby => route::navigate(&Route::Lobby),
            MenuAction::NewDeal => {
                if let Some(r) = self.game.get_untracked() {
                    self.start(r.redealt(storage::random_seed()), true);
                }
            }
            MenuAction::Replay => {
                if let Some(link) = self
                    .game
                    .with_untracked(|g| g.as_ref().and_then(|r| r.link().ok()))
                {
                    route::navigate(&Route::Replay(link));
                }
            }
            MenuAction::ReplaySameDeal => {
                if let Some(r) = self.game.get_untracked() {
                    self.start(r.without_moves(), true);
                }
            }
        }
    }
}
