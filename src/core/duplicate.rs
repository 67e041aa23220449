//! Duplicate challenges: "play this exact deal and compare".
//!
//! A challenge is a finished game's share link ([`super::link`]) and the seat its
//! challenger played, written `<link>.<seat>` (the seat in decimal, from 0). The link comes
//! first so that a page reading only its first characters (index.html's loader) finds the
//! game as for a shared link. The friend plays a new game with the same header (rules,
//! options, seats and levels) and seed, so the deal is the same (every engine deals from
//! the header and the seed alone, [`Game::new`]); chance during play (reshuffles) comes from
//! the game's own stream and may diverge once play differs, as in duplicate bridge with
//! different play.
//!
//! A result is compared in the game's own terms ([`better`]): Le Roi's total, Camelot's
//! colours, Tafelrunde's win then space on the board, Le Tournoi's win then health, Les
//! Chevaliers' side won or lost. Decoding is strict: a damaged challenge is a typed
//! [`ChallengeError`], never a panic.

use super::game::{Game, Ranking};
use super::link::{self, LinkError};
use super::record::{GameRecord, SeatKind};
use super::seats::Seat;
use std::cmp::Ordering;
use std::fmt;

/// Between the link and the seat (not a base64url character).
pub const SEPARATOR: char = '.';

/// How one seat finished a game, in the game's own units.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DupResult {
    /// Among the winners (for Les Chevaliers, on the side that won).
    pub won: bool,
    /// The score sheet's figure for that seat ([`super::Outcome::scores`]): Roi points,
    /// Camelot colours, Tafelrunde space, Tournoi health, Chevaliers 1 for a win.
    pub score: i64,
}

/// Why a challenge cannot be taken up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ChallengeError {
    /// The game inside does not decode.
    Link(LinkError),
    /// No seat after the link.
    NoSeat,
    /// The seat is not a number of the table.
    BadSeat(String),
    /// The challenger's seat is a computer's.
    NotHuman(Seat),
    /// The game inside is not finished: there is nothing to compare with.
    NotFinished,
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChallengeError::Link(e) => write!(f, "{e}"),
            ChallengeError::NoSeat => write!(f, "the challenge names no seat"),
            ChallengeError::BadSeat(s) => {
                write!(f, "the challenge names no seat of the table ({s})")
            }
            ChallengeError::NotHuman(s) => write!(f, "{s} is not a person's seat"),
            ChallengeError::NotFinished => write!(f, "the challenge's game is not finished"),
        }
    }
}

impl std::error::Error for ChallengeError {}

impl From<LinkError> for ChallengeError {
    fn from(e: LinkError) -> Self {
        ChallengeError::Link(e)
    }
}

/// The challenge text for a finished game's `link` played from `seat`.
#[must_use]
pub fn join(link: &str, seat: Seat) -> String {
    format!("{link}{SEPARATOR}{}", seat.0)
}

/// Splits a challenge text into its link and seat (no more checks than that).
///
/// # Errors
/// [`ChallengeError::NoSeat`] or [`ChallengeError::BadSeat`].
pub fn split(text: &str) -> Result<(&str, Seat), ChallengeError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ChallengeError::Link(LinkError::Empty));
    }
    let (link, seat) = t.rsplit_once(SEPARATOR).ok_or(ChallengeError::NoSeat)?;
    if seat.is_empty() || seat.len() > 3 || !seat.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ChallengeError::BadSeat(seat.chars().take(8).collect()));
    }
    let n: u8 = seat
        .parse()
        .map_err(|_| ChallengeError::BadSeat(seat.into()))?;
    Ok((link, Seat(n)))
}

/// The result of `seat` in a finished game; `None` before the end or for a seat off the table.
#[must_use]
pub fn result_of<G: Game>(g: &G, seat: Seat) -> Option<DupResult> {
    let o = g.outcome()?;
    let score = *o.scores.0.get(seat.index())?;
    Some(DupResult {
        won: o.winners.contains(&seat),
        score,
    })
}

/// Checks that `seat` of a game with `seats`, which ended with `result` (`None`: not over),
/// is a challenge: a person's seat of a finished game. Returns the challenger's result.
///
/// # Errors
/// [`ChallengeError::BadSeat`], [`ChallengeError::NotHuman`], [`ChallengeError::NotFinished`].
pub fn check(
    seats: &[SeatKind],
    seat: Seat,
    result: Option<DupResult>,
) -> Result<DupResult, ChallengeError> {
    match seats.get(seat.index()) {
        None => Err(ChallengeError::BadSeat(seat.0.to_string())),
        Some(SeatKind::Computer(_)) => Err(ChallengeError::NotHuman(seat)),
        Some(SeatKind::Human) => result.ok_or(ChallengeError::NotFinished),
    }
}

/// A challenge read back for game `G`.
#[derive(Clone, PartialEq, Debug)]
pub struct Challenge<G: Game> {
    /// The challenger's finished game.
    pub finished: GameRecord<G>,
    /// The seat the challenger played.
    pub seat: Seat,
    /// How the challenger did.
    pub result: DupResult,
}

impl<G: Game> Challenge<G> {
    /// The friend's game: the same header and seed, nobody has played yet.
    #[must_use]
    pub fn fresh(&self) -> GameRecord<G> {
        self.finished.without_moves()
    }
}

/// Writes the challenge of `rec`, finished, played from `seat`.
///
/// # Errors
/// As [`decode`] would refuse it: the record does not replay, the seat is not a person's,
/// the game is not over.
pub fn encode<G: Game>(rec: &GameRecord<G>, seat: Seat) -> Result<String, ChallengeError> {
    let g = rec
        .replay()
        .map_err(|e| ChallengeError::Link(LinkError::Malformed(e.to_string())))?;
    check(&rec.seats, seat, result_of(&g, seat))?;
    Ok(join(&link::encode(rec)?, seat))
}

/// Reads a challenge of game `G`.
///
/// # Errors
/// The first thing wrong with it, as a [`ChallengeError`].
pub fn decode<G: Game>(text: &str) -> Result<Challenge<G>, ChallengeError> {
    let (text, seat) = split(text)?;
    let (finished, g) = link::decode_position::<G>(text)?;
    let result = check(&finished.seats, seat, result_of(&g, seat))?;
    Ok(Challenge {
        finished,
        seat,
        result,
    })
}

/// How `mine` compares with `theirs` under the game's [`Ranking`] (`Greater`: mine is
/// better; its engine's `INFO.ranking`). Le Roi: the
/// higher total (ROI-7.1), a shared win counting as a win. Camelot: more colours
/// (CAM-2), then the win. Tafelrunde, Le Tournoi: the win first (only one race is won, the
/// last knight standing wins however hurt), then the space reached or the health kept. Les
/// Chevaliers: the side won or lost (the score sheet has nothing else).
#[must_use]
pub fn better(ranking: Ranking, mine: DupResult, theirs: DupResult) -> Ordering {
    let by_score = mine
        .score
        .cmp(&theirs.score)
        .then(mine.won.cmp(&theirs.won));
    let by_win = mine
        .won
        .cmp(&theirs.won)
        .then(mine.score.cmp(&theirs.score));
    match ranking {
        Ranking::ByScore => by_score,
        Ranking::ByWin => by_win,
    }
}
