//! The game in progress, whichever game it is.
//!
//! The engines are generic ([`GameRecord<G>`]), the shell is not: it keeps one saved game,
//! shares it, resumes it and names it in the page title without knowing its rules. An
//! [`AnyRecord`] is that game behind one object-safe trait ([`Played`]), implemented once
//! for every registered game ([`ShellGame`]); the table of a game gets its own typed record
//! back with [`AnyRecord::downcast`]. Adding a game means its [`ShellGame`] impl (how it
//! tells its progress) and its entry in [`super::registry`], which also reads a share link
//! into an [`AnyRecord`] ([`super::registry::record_from_link`]).

use super::Lang;
use super::session::Reported;
use super::table::TableGame;
use crate::core::duplicate::{self, DupResult};
use crate::core::link::{self, LinkError};
use crate::core::{GameId, GameRecord, Seat, SeatKind};
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// True when `game` can be played on the site (perhaps from another bundle than this one):
/// it has an engine ([`crate::games::has_engine`]), and so a bundle.
#[must_use]
pub fn is_playable(game: GameId) -> bool {
    crate::games::has_engine(game)
}

/// A game the shell can hold: it knows how far a position has come and how to say it.
pub trait ShellGame: TableGame {
    /// Where a game stands, in its own terms (rounds and contracts, the race, tokens…).
    type Progress: Clone + PartialEq + fmt::Debug;
    /// Where `g`, reached by `rec`, stands.
    fn progress(rec: &GameRecord<Self>, g: &Self) -> Self::Progress;
    /// The line under a saved game's title (the lobby's resume card, the app's resume
    /// prompt): where it stands, or who won once `over`.
    fn resume_detail(p: &Self::Progress, seats: &[SeatKind], over: bool, lang: Lang) -> String;
    /// How the new-game page names `seat` before the deal, when the shell's usual name
    /// ([`crate::ui::text::seat_name`]) would not be the one the table shows (Les
    /// Chevaliers names a computer seat by the knight it is dealt). `None`: the usual name.
    fn form_seat_name(lang: Lang, seats: &[SeatKind], seat: Seat) -> Option<String> {
        let _ = (lang, seats, seat);
        None
    }
}

/// What the shell asks of a record, whichever game it is.
pub trait Played: fmt::Debug + Send + Sync + 'static {
    /// Which game.
    fn game(&self) -> GameId;
    /// Who sits where.
    fn seats(&self) -> &[SeatKind];
    /// The deal seed.
    fn seed(&self) -> u64;
    /// Actions played so far.
    fn moves(&self) -> usize;
    /// The share-link text, moves included.
    ///
    /// # Errors
    /// When the record does not replay.
    fn link(&self) -> Result<String, LinkError>;
    /// The same deal from the start.
    fn without_moves(&self) -> AnyRecord;
    /// Same game, options and seats, dealt from `seed`.
    fn redealt(&self, seed: u64) -> AnyRecord;
    /// Where the game stands; `None` when the record does not replay.
    fn resume_info(&self) -> Option<ResumeInfo>;
    /// The typed record, for [`AnyRecord::downcast`].
    fn as_any(&self) -> &dyn Any;
    /// The same game, seats, deal and moves.
    fn same(&self, other: &dyn Played) -> bool;
    /// How `seat` finished ([`duplicate::result_of`]); `None` before the end.
    fn result(&self, seat: Seat) -> Option<DupResult>;
    /// What a finished game's history entry needs, whichever game; `None` before the end.
    fn finished(&self) -> Option<Finished>;
}

/// What a finished game leaves for its history entry, whichever game (the shell writes the
/// entry: the tables name no shell feature).
#[derive(Clone, PartialEq, Debug)]
pub struct Finished {
    /// Winners, a side, the score sheet's totals.
    pub outcome: crate::core::game::Outcome,
    /// The options, as the link writes them.
    pub options: Vec<u8>,
    /// True when the options are the spec's defaults.
    pub standard: bool,
}

/// A record with what its session already knew of it (see [`Reported`]): its link text and
/// the position it reaches. A record from elsewhere (a link, the new-game page) knows
/// neither, and a question that needs them replays it.
struct Held<G: ShellGame> {
    record: GameRecord<G>,
    link: Option<String>,
    position: Option<G>,
}

impl<G: ShellGame> fmt::Debug for Held<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.record.fmt(f)
    }
}

impl<G: ShellGame> Held<G> {
    /// The position the record reaches, as held or by a replay.
    fn position(&self) -> Option<std::borrow::Cow<'_, G>> {
        match &self.position {
            Some(g) => Some(std::borrow::Cow::Borrowed(g)),
            None => self.record.replay().ok().map(std::borrow::Cow::Owned),
        }
    }
}

impl<G: ShellGame> Played for Held<G> {
    fn game(&self) -> GameId {
        G::ID
    }

    fn seats(&self) -> &[SeatKind] {
        &self.record.seats
    }

    fn seed(&self) -> u64 {
        self.record.seed
    }

    fn moves(&self) -> usize {
        self.record.log.len()
    }

    fn link(&self) -> Result<String, LinkError> {
        match &self.link {
            Some(text) => Ok(text.clone()),
            None => link::encode(&self.record),
        }
    }

    fn without_moves(&self) -> AnyRecord {
        AnyRecord::new(self.record.without_moves())
    }

    fn redealt(&self, seed: u64) -> AnyRecord {
        AnyRecord::new(GameRecord::<G>::new(
            self.record.options.clone(),
            self.record.seats.clone(),
            seed,
        ))
    }

    fn resume_info(&self) -> Option<ResumeInfo> {
        let g = self.position()?;
        let over = crate::core::Game::is_over(&*g);
        let progress = G::progress(&self.record, &g);
        Some(ResumeInfo {
            game: G::ID,
            seats: self.record.seats.clone(),
            over,
            detail: [Lang::Fr, Lang::En]
                .map(|lang| G::resume_detail(&progress, &self.record.seats, over, lang)),
        })
    }

    fn as_any(&self) -> &dyn Any {
        &self.record
    }

    fn same(&self, other: &dyn Played) -> bool {
        other
            .as_any()
            .downcast_ref::<GameRecord<G>>()
            .is_some_and(|o| *o == self.record)
    }

    fn result(&self, seat: Seat) -> Option<DupResult> {
        duplicate::result_of(&*self.position()?, seat)
    }

    fn finished(&self) -> Option<Finished> {
        let outcome = crate::core::Game::outcome(&*self.position()?)?;
        let mut options = Vec::new();
        crate::core::GameOptions::encode(&self.record.options, &mut options);
        Some(Finished {
            outcome,
            options,
            standard: self.record.options == G::Options::default(),
        })
    }
}

/// A record of any game the site can play.
#[derive(Clone, Debug)]
pub struct AnyRecord(Arc<dyn Played>);

impl PartialEq for AnyRecord {
    fn eq(&self, other: &Self) -> bool {
        self.0.same(&*other.0)
    }
}

impl<G: ShellGame> From<GameRecord<G>> for AnyRecord {
    fn from(rec: GameRecord<G>) -> Self {
        AnyRecord::new(rec)
    }
}

impl AnyRecord {
    /// Wraps a record.
    #[must_use]
    pub fn new<G: ShellGame>(rec: GameRecord<G>) -> Self {
        AnyRecord(Arc::new(Held {
            record: rec,
            link: None,
            position: None,
        }))
    }

    /// Wraps the record a session reported, keeping its link text and position: saving it,
    /// sharing it and telling where it stands replay nothing. Equal to [`AnyRecord::new`] of
    /// the same record.
    #[must_use]
    pub fn reported<G: ShellGame>(r: Reported<G>) -> Self {
        AnyRecord(Arc::new(Held {
            record: r.record,
            link: r.link,
            position: Some(r.position),
        }))
    }

    /// The typed record, when it is a game of `G`.
    #[must_use]
    pub fn downcast<G: ShellGame>(&self) -> Option<&GameRecord<G>> {
        self.0.as_any().downcast_ref()
    }

    /// Which game.
    #[must_use]
    pub fn game(&self) -> GameId {
        self.0.game()
    }

    /// Who sits where.
    #[must_use]
    pub fn seats(&self) -> &[SeatKind] {
        self.0.seats()
    }

    /// The deal seed.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.0.seed()
    }

    /// Actions played so far.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.0.moves()
    }

    /// What a finished game's history entry needs; `None` before the end.
    #[must_use]
    pub fn finished(&self) -> Option<Finished> {
        self.0.finished()
    }

    /// The share-link text of this record, moves included.
    ///
    /// # Errors
    /// When the record does not replay.
    pub fn link(&self) -> Result<String, LinkError> {
        self.0.link()
    }

    /// The same deal from the start (replay same deal).
    #[must_use]
    pub fn without_moves(&self) -> Self {
        self.0.without_moves()
    }

    /// Same game, options and seats, dealt from `seed`, no moves (new deal).
    #[must_use]
    pub fn redealt(&self, seed: u64) -> Self {
        self.0.redealt(seed)
    }

    /// Where the game stands, for the lobby and the shared-link page. `None` when the record
    /// does not replay.
    #[must_use]
    pub fn resume_info(&self) -> Option<ResumeInfo> {
        self.0.resume_info()
    }

    /// How `seat` finished the game (a duplicate challenge's result); `None` before the end
    /// or when the record does not replay.
    #[must_use]
    pub fn result(&self, seat: Seat) -> Option<DupResult> {
        self.0.result(seat)
    }
}

/// Where a saved game stands (the lobby's resume entry, the shared-link comparison).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResumeInfo {
    /// The saved game.
    pub game: GameId,
    /// Who sits where (to name seats as the table does).
    pub seats: Vec<SeatKind>,
    /// The game is finished (the score sheet can still be read).
    pub over: bool,
    /// Its [`ShellGame::resume_detail`], in French then English.
    pub detail: [String; 2],
}

impl ResumeInfo {
    /// The line under the game's title in `lang`.
    #[must_use]
    pub fn detail(&self, lang: Lang) -> &str {
        match lang {
            Lang::Fr => &self.detail[0],
            Lang::En => &self.detail[1],
        }
    }
}
