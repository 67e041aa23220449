//! Share-link codec: a [`GameRecord`] as a compact, versioned, URL-safe string.
//!
//! Layout (then unpadded base64url):
//!
//! | bytes | content |
//! | --- | --- |
//! | 1 | format version ([`LINK_VERSION`]) |
//! | 1 | game code ([`GameId::code`]) |
//! | … | the game's options ([`GameOptions::encode`]) |
//! | 1 + n | seat count, then per seat: 0 = human, 1 + level code = computer |
//! | varint | seed |
//! | varint | number of moves |
//! | bits | each move as its index among all (actor, legal action) pairs of the position, in `ceil(log2(count))` bits (0 bits for a forced move) |
//! | 2 | check value of everything before |
//!
//! Moves are stored as choices, not as cards: a full Roi game (520 plays) fits in a few
//! hundred characters. Decoding is strict: every byte must be meaningful and every move
//! legal; anything else is a typed [`LinkError`], never a default and never a panic.
//!
//! Writing a move needs the position before it, so [`encode`] replays the game. A game being
//! played has those positions one after the other: its session keeps a [`LinkWriter`] and
//! writes each move as it is played, and [`encode`] is that writer run over a record.

use super::bytes::{
    BitReader, BitWriter, Reader, base64url_decode, base64url_encode, bits_for, check16, put_varint,
};
use super::game::{Game, GameId, GameOptions};
use super::record::{GameRecord, Level, SeatKind};
use super::seats::Seat;
use std::fmt;

/// The current link format.
pub const LINK_VERSION: u8 = 1;

/// Longest link text we try to decode (a guard against pasted novels).
pub const MAX_LINK_CHARS: usize = 16_384;

/// Why a link cannot be opened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    /// Nothing to decode.
    Empty,
    /// Longer than any link we make.
    TooLong,
    /// Characters or length that are not our base64.
    NotBase64(String),
    /// Cut short before the header ends.
    Truncated,
    /// The check value does not match: a typo or a tampered link.
    Checksum,
    /// Made by a newer (or unknown) version of the site.
    UnknownVersion(u8),
    /// A game this site does not know.
    UnknownGame(u8),
    /// A game this site knows but cannot play yet.
    GameNotAvailable(GameId),
    /// Options that do not decode.
    BadOptions(String),
    /// A seat list that does not fit the game.
    BadSeats(String),
    /// A field that does not decode.
    Malformed(String),
    /// Move `index` (0-based) is not a legal choice in its position.
    IllegalMove(usize),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => write!(f, "the link is empty"),
            LinkError::TooLong => write!(f, "the link is too long"),
            LinkError::NotBase64(s) => write!(f, "the link is damaged ({s})"),
            LinkError::Truncated => write!(f, "the link is cut short"),
            LinkError::Checksum => write!(f, "the link is damaged (check value)"),
            LinkError::UnknownVersion(v) => write!(f, "unknown link version {v}"),
            LinkError::UnknownGame(g) => write!(f, "unknown game {g}"),
            LinkError::GameNotAvailable(g) => write!(f, "{} is not available yet", g.slug()),
            LinkError::BadOptions(s) => write!(f, "bad options: {s}"),
            LinkError::BadSeats(s) => write!(f, "bad seats: {s}"),
            LinkError::Malformed(s) => write!(f, "malformed link: {s}"),
            LinkError::IllegalMove(i) => write!(f, "move {} is not legal", i + 1),
        }
    }
}

impl std::error::Error for LinkError {}

/// Every (seat, action) choice open in a position, in link order: actors in seat order,
/// each actor's legal actions in the engine's order.
pub fn choices<G: Game>(g: &G) -> Vec<(Seat, G::Action)> {
    g.actors()
        .into_iter()
        .flat_map(|s| g.legal_actions(s).into_iter().map(move |a| (s, a)))
        .collect()
}

/// The index of `seat`'s `action` among the [`choices`] of `g`: how a link (and the search
/// worker's `moves` message) writes that move. `None` when it is not one of them.
pub fn choice_index<G: Game>(g: &G, seat: Seat, action: &G::Action) -> Option<usize> {
    choices(g)
        .iter()
        .position(|(s, a)| *s == seat && a == action)
}

/// Plays choice `index` of `g` (as [`choice_index`] numbers them) and returns it; `None`,
/// with `g` untouched, when there is no such choice or the game refuses it.
pub fn play_choice<G: Game>(g: &mut G, index: usize) -> Option<(Seat, G::Action)> {
    let mut ch = choices(g);
    if index >= ch.len() {
        return None;
    }
    let (seat, action) = ch.swap_remove(index);
    g.play(seat, &action).ok()?;
    Some((seat, action))
}

/// Encodes a record. Fails only if the record does not replay.
///
/// This replays the whole game; a session that plays the game move by move keeps a
/// [`LinkWriter`] instead and never replays it.
///
/// # Errors
/// [`LinkError::IllegalMove`] for the first log entry that is not legal.
pub fn encode<G: Game>(rec: &GameRecord<G>) -> Result<String, LinkError> {
    LinkWriter::of(rec).map(|(w, _)| w.text())
}

/// A link written move by move: the header of a record, then each move as it is played,
/// written from the position before it. The text at any time is what [`encode`] gives for
/// the record so far, and getting it replays nothing (it is proportional to the link's
/// length, not to the game's), so the page saves after every move without a replay.
///
/// The link holds the move count before the moves, so the writer keeps the header and the
/// packed moves apart and puts the count between them when asked for the text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkWriter {
    /// Everything before the move count: version, game, options, seats, seed.
    head: Vec<u8>,
    /// The moves' bits, packed as the link holds them.
    bits: BitWriter,
    /// Each move written: its choice index and where its bits end (so that
    /// [`LinkWriter::truncate`] knows where to cut and the search worker's `moves` message
    /// can be read off without a position).
    moves: Vec<Written>,
}

/// One move in a [`LinkWriter`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Written {
    choice: u32,
    end: usize,
}

impl LinkWriter {
    /// The link of `rec`'s deal with no moves yet (its log is not read).
    #[must_use]
    pub fn new<G: Game>(rec: &GameRecord<G>) -> Self {
        let mut head = vec![LINK_VERSION, G::ID.code()];
        rec.options.encode(&mut head);
        head.push(rec.seats.len() as u8);
        for s in &rec.seats {
            head.push(match s {
                SeatKind::Human => 0,
                SeatKind::Computer(l) => 1 + l.code(),
            });
        }
        put_varint(&mut head, rec.seed);
        Self {
            head,
            bits: BitWriter::default(),
            moves: Vec::new(),
        }
    }

    /// The writer of the whole of `rec` and the position its log reaches: one replay, for
    /// the start of a session (and for [`encode`]).
    ///
    /// # Errors
    /// [`LinkError::BadOptions`] when the game cannot be set up; [`LinkError::IllegalMove`]
    /// for the first log entry that is not legal.
    pub fn of<G: Game>(rec: &GameRecord<G>) -> Result<(Self, G), LinkError> {
        let mut w = Self::new(rec);
        let mut g = rec
            .start()
            .map_err(|e| LinkError::BadOptions(e.to_string()))?;
        for (i, (seat, action)) in rec.log.iter().enumerate() {
            w.push(&g, *seat, action)?;
            g.play(*seat, action)
                .map_err(|_| LinkError::IllegalMove(i))?;
        }
        Ok((w, g))
    }

    /// Writes `seat`'s `action`, played in `before` (the position after the moves written
    /// so far; the writer does not play it). Returns its choice index.
    ///
    /// # Errors
    /// [`LinkError::IllegalMove`] (numbered as the next move) when it is not one of the
    /// [`choices`] of `before`; nothing is written then.
    pub fn push<G: Game>(
        &mut self,
        before: &G,
        seat: Seat,
        action: &G::Action,
    ) -> Result<u32, LinkError> {
        let ch = choices(before);
        let illegal = LinkError::IllegalMove(self.moves.len());
        let index = ch
            .iter()
            .position(|(s, a)| *s == seat && a == action)
            .ok_or(illegal.clone())?;
        let choice = u32::try_from(index).map_err(|_| illegal)?;
        self.bits.put(choice, bits_for(ch.len()));
        self.moves.push(Written {
            choice,
            end: self.bits.bit_len(),
        });
        Ok(choice)
    }

    /// How many moves are written.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.moves.len()
    }

    /// The choice indices of moves `range` (log indices), as the search worker's `moves`
    /// message carries them; `None` when the writer does not hold them all.
    #[must_use]
    pub fn choice_indices(&self, range: std::ops::Range<usize>) -> Option<Vec<u32>> {
        Some(self.moves.get(range)?.iter().map(|m| m.choice).collect())
    }

    /// Keeps only the first `n` moves (an undo); nothing changes when there are no more.
    pub fn truncate(&mut self, n: usize) {
        if n < self.moves.len() {
            self.moves.truncate(n);
            self.bits.truncate(self.end_of(n));
        }
    }

    /// Where the bits of the first `n` moves end.
    fn end_of(&self, n: usize) -> usize {
        n.checked_sub(1)
            .and_then(|i| self.moves.get(i))
            .map_or(0, |m| m.end)
    }

    /// The link text of every move written: [`encode`]'s text for the same record.
    #[must_use]
    pub fn text(&self) -> String {
        self.text_at(self.moves.len())
    }

    /// The link text of the first `n` moves (all of them when there are fewer): the position
    /// before move `n`, without changing the writer.
    #[must_use]
    pub fn text_at(&self, n: usize) -> String {
        let n = n.min(self.moves.len());
        let moves = self.bits.prefix(self.end_of(n));
        let mut out = Vec::with_capacity(self.head.len() + 3 + moves.len() + 2);
        out.extend_from_slice(&self.head);
        put_varint(&mut out, n as u64);
        out.extend(moves);
        let c = check16(&out);
        out.extend(c.to_be_bytes());
        base64url_encode(&out)
    }
}

/// The header fields every link shares, readable without knowing the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkHeader {
    /// Format version.
    pub version: u8,
    /// The game.
    pub game: GameId,
}

fn unwrap_bytes(text: &str) -> Result<Vec<u8>, LinkError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(LinkError::Empty);
    }
    if t.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let bytes = base64url_decode(t).map_err(LinkError::NotBase64)?;
    if bytes.len() < 4 {
        return Err(LinkError::Truncated);
    }
    let (body, check) = bytes.split_at(bytes.len() - 2);
    if check16(body).to_be_bytes() != check {
        return Err(LinkError::Checksum);
    }
    let version = body[0];
    if version != LINK_VERSION {
        return Err(LinkError::UnknownVersion(version));
    }
    Ok(body.to_vec())
}

/// Reads the version and game of a link.
///
/// # Errors
/// Any damage detectable without the game's rules.
pub fn peek(text: &str) -> Result<LinkHeader, LinkError> {
    let body = unwrap_bytes(text)?;
    let game = GameId::from_code(body[1]).ok_or(LinkError::UnknownGame(body[1]))?;
    Ok(LinkHeader {
        version: body[0],
        game,
    })
}

/// Decodes a link made by [`encode`] for game `G`, replaying every move.
///
/// # Errors
/// A [`LinkError`] naming the first thing wrong.
pub fn decode<G: Game>(text: &str) -> Result<GameRecord<G>, LinkError> {
    decode_with(text, false).map(|(rec, _, _)| rec)
}

/// [`decode`], with the position the record reaches: decoding replays every move anyway, so a
/// caller that needs the position (the search worker, a table opening a link) replays
/// nothing again.
///
/// # Errors
/// As [`decode`].
pub fn decode_position<G: Game>(text: &str) -> Result<(GameRecord<G>, G), LinkError> {
    decode_with(text, false).map(|(rec, g, _)| (rec, g))
}

/// Decodes a link like [`decode`], but keeps the moves up to the first one that no longer
/// reads or applies (a save written by an older version of the rules): the record of that
/// valid prefix and how many moves were dropped. The header must still be sound.
///
/// # Errors
/// A [`LinkError`] for damage before the first move (check value, options, seats).
pub fn decode_prefix<G: Game>(text: &str) -> Result<(GameRecord<G>, usize), LinkError> {
    decode_with(text, true).map(|(rec, _, dropped)| (rec, dropped))
}

/// The record, its position and how many moves were dropped (only when `lenient`).
fn decode_with<G: Game>(text: &str, lenient: bool) -> Result<(GameRecord<G>, G, usize), LinkError> {
    let body = unwrap_bytes(text)?;
    let mut r = Reader::new(&body[1..]);
    let code = r.u8().map_err(|_| LinkError::Truncated)?;
    let game = GameId::from_code(code).ok_or(LinkError::UnknownGame(code))?;
    if game != G::ID {
        return Err(LinkError::GameNotAvailable(game));
    }
    let options = G::Options::decode(&mut r).map_err(LinkError::BadOptions)?;
    let n = usize::from(r.u8().map_err(|_| LinkError::Truncated)?);
    if !G::INFO.players.contains(&n) {
        return Err(LinkError::BadSeats(format!("{n} players")));
    }
    let mut seats = Vec::with_capacity(n);
    for _ in 0..n {
        let b = r.u8().map_err(|_| LinkError::Truncated)?;
        seats.push(match b {
            0 => SeatKind::Human,
            _ => SeatKind::Computer(
                Level::from_code(b - 1)
                    .ok_or_else(|| LinkError::BadSeats(format!("unknown level {b}")))?,
            ),
        });
    }
    let seed = r.varint().map_err(LinkError::Malformed)?;
    let moves = r.varint().map_err(LinkError::Malformed)?;
    let mut rec = GameRecord::<G>::new(options, seats, seed);
    let mut g = rec
        .start()
        .map_err(|e| LinkError::BadOptions(e.to_string()))?;
    let mut bits = BitReader::new(r.rest());
    // A move costs at least one bit unless forced, so a huge count in a short link fails
    // at the first move it cannot read; cap the loop by what a game can hold anyway.
    let total = usize::try_from(moves).map_err(|_| LinkError::Malformed("move count".into()))?;
    for i in 0..total {
        match next_move(&mut g, &mut bits, i) {
            Ok(m) => rec.log.push(m),
            // A refused move leaves the position untouched (`Game::play`).
            Err(_) if lenient => return Ok((rec, g, total - i)),
            Err(e) => return Err(e),
        }
    }
    match bits.finish() {
        Ok(()) => Ok((rec, g, 0)),
        // Bits left over: somewhere the moves read as other choices than were written, but
        // every one of them applies, so the lenient reading keeps the game it reads.
        Err(_) if lenient => Ok((rec, g, 0)),
        Err(e) => Err(LinkError::Malformed(e)),
    }
}

/// Reads move `i` and plays it on `g`.
fn next_move<G: Game>(
    g: &mut G,
    bits: &mut BitReader<'_>,
    i: usize,
) -> Result<(Seat, G::Action), LinkError> {
    let mut ch = choices(g);
    if ch.is_empty() {
        return Err(LinkError::IllegalMove(i));
    }
    let idx = bits.get(bits_for(ch.len())).map_err(LinkError::Malformed)? as usize;
    if idx >= ch.len() {
        return Err(LinkError::IllegalMove(i));
    }
    let (seat, action) = ch.swap_remove(idx);
    g.play(seat, &action)
        .map_err(|_| LinkError::IllegalMove(i))?;
    Ok((seat, action))
}
