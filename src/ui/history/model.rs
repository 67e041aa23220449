//! The history's data, pure (no DOM): one [`HistoryEntry`] per finished game, the versioned file
//! that holds them (in `localStorage` and in an exported JSON file), merging without
//! duplicates, and the statistics the history page shows.
//!
//! ## Schema
//! `{"format":"table-ronde-history","version":1,"entries":[…]}`, each entry an object with its
//! own `version`. The schema only grows by adding fields with a default (`#[serde(default)]`),
//! so an entry written by an older build of the same version reads back with defaults, and
//! unknown fields written by a newer build are ignored. A change that cannot be written that
//! way raises [`VERSION`]; [`migrate`] then upgrades older entries one version at a time
//! (version 1 is the first). Reading never fails as a whole because of one entry: an entry
//! that is not an object, of a newer version, of an unknown game or without a link is
//! skipped with its [`Skip`] reason and the others are kept.
//!
//! ## Identity
//! A game is `(options, seats, seed, action log)`, which is exactly what its share link
//! encodes ([`crate::core::link`]), so an entry's identity is a hash of its link
//! ([`identity`]): the same finished game seen again (resumed after a reload, opened from a
//! link, imported twice) is never counted twice.

use crate::core::game::{Game, GameOptions, Side};
use crate::core::link;
use crate::core::{GameId, GameRecord, Level, SeatKind};
use crate::games::GameFacts;
use crate::ui::about::Measure;
use crate::ui::any_game::Finished;
use crate::ui::catalog::about;
use crate::ui::json::Json;

/// The current entry and file version.
pub const VERSION: u32 = 1;
/// The `format` tag of a history file (an exported file must carry it).
pub const FORMAT: &str = "table-ronde-history";
/// At most this many entries are kept (the oldest go first): some 300 KB of storage.
pub const KEEP: usize = 600;

/// One finished game.
// The tests check `to_json`/`from_json` against serde's derived reading and writing.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct HistoryEntry {
    /// Schema version of this entry.
    pub version: u32,
    /// [`identity`] of the link.
    pub id: String,
    /// The game's slug (`roi`, `camelot`…).
    pub game: String,
    /// When it finished, in milliseconds since 1970 (UTC).
    pub date: u64,
    /// Who sat where: `human` or a computer level's slug (`easy`…), in seat order.
    pub seats: Vec<String>,
    /// The options were the spec's defaults (no variant).
    pub standard: bool,
    /// The options, as the share link encodes them (hex), to tell variants apart later.
    pub options: String,
    /// The winning seats (0-based).
    pub winners: Vec<u8>,
    /// The score sheet's totals by seat, as the engine's outcome gives them (Roi points,
    /// Tafelrunde space, Camelot colours, Tournoi health, Chevaliers 1 for a winner).
    pub scores: Vec<i64>,
    /// The winning side of a team game (`loyal` or `evil`).
    pub side: Option<String>,
    /// The share link with every move (replays the whole game).
    pub link: String,
}

impl Default for HistoryEntry {
    fn default() -> Self {
        Self {
            version: VERSION,
            id: String::new(),
            game: String::new(),
            date: 0,
            seats: Vec::new(),
            standard: true,
            options: String::new(),
            winners: Vec::new(),
            scores: Vec::new(),
            side: None,
            link: String::new(),
        }
    }
}

impl HistoryEntry {
    /// The entry as the history file writes it.
    #[must_use]
    pub fn to_json(&self) -> Json {
        let strings = |v: &[String]| Json::Arr(v.iter().map(|s| Json::Str(s.clone())).collect());
        let field = |k: &str, v: Json| (k.to_string(), v);
        Json::Obj(vec![
            field("version", Json::from_u64(self.version.into())),
            field("id", Json::Str(self.id.clone())),
            field("game", Json::Str(self.game.clone())),
            field("date", Json::from_u64(self.date)),
            field("seats", strings(&self.seats)),
            field("standard", Json::Bool(self.standard)),
            field("options", Json::Str(self.options.clone())),
            field(
                "winners",
                Json::Arr(
                    self.winners
                        .iter()
                        .map(|w| Json::from_u64((*w).into()))
                        .collect(),
                ),
            ),
            field(
                "scores",
                Json::Arr(self.scores.iter().map(|s| Json::from_i64(*s)).collect()),
            ),
            field("side", self.side.clone().map_or(Json::Null, Json::Str)),
            field("link", Json::Str(self.link.clone())),
        ])
    }

    /// Reads an entry written by [`HistoryEntry::to_json`] or an earlier site: a missing
    /// field takes its default, a field of another type makes the entry unreadable
    /// (`None`), a field this version does not know is ignored.
    #[must_use]
    pub fn from_json(v: &Json) -> Option<HistoryEntry> {
        fn read<T>(
            v: &Json,
            key: &str,
            slot: &mut T,
            f: impl Fn(&Json) -> Option<T>,
        ) -> Option<()> {
            if let Some(x) = v.get(key) {
                *slot = f(x)?;
            }
            Some(())
        }
        fn list<T>(x: &Json, f: impl Fn(&Json) -> Option<T>) -> Option<Vec<T>> {
            match x {
                Json::Arr(items) => items.iter().map(f).collect(),
                _ => None,
            }
        }
        let text = |x: &Json| x.as_str().map(str::to_string);
        let Json::Obj(_) = v else {
            return None;
        };
        let mut e = HistoryEntry::default();
        read(v, "version", &mut e.version, |x| {
            u32::try_from(x.as_u64()?).ok()
        })?;
        read(v, "id", &mut e.id, text)?;
        read(v, "game", &mut e.game, text)?;
        read(v, "date", &mut e.date, Json::as_u64)?;
        read(v, "seats", &mut e.seats, |x| list(x, text))?;
        read(v, "standard", &mut e.standard, Json::as_bool)?;
        read(v, "options", &mut e.options, text)?;
        read(v, "winners", &mut e.winners, |x| {
            list(x, |w| u8::try_from(w.as_u64()?).ok())
        })?;
        read(v, "scores", &mut e.scores, |x| list(x, Json::as_i64))?;
        read(v, "side", &mut e.side, |x| match x {
            Json::Null => Some(None),
            other => other.as_str().map(|s| Some(s.to_string())),
        })?;
        read(v, "link", &mut e.link, text)?;
        Some(e)
    }
}

/// The identity of a game: FNV-1a (64 bits, hex) of its share link, which encodes its
/// options, seats, seed and every move.
#[must_use]
pub fn identity(link: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in link.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn seat_code(k: SeatKind) -> String {
    match k {
        SeatKind::Human => "human".into(),
        SeatKind::Computer(l) => l.slug().into(),
    }
}

/// The entry of a finished game, dated `date`; `None` while the game is not over, when
/// nobody at the table is a person (a game the computers played alone is nobody's) or when
/// the record cannot be written as a link.
#[must_use]
pub fn entry_of<G: Game>(rec: &GameRecord<G>, game: &G, date: u64) -> Option<HistoryEntry> {
    entry_with(rec, game, link::encode(rec).ok()?, date)
}

/// [`entry_of`] with the record's link text at hand (the session keeps it move by move, so
/// the game's last move is not a replay either).
#[must_use]
pub fn entry_with<G: Game>(
    rec: &GameRecord<G>,
    game: &G,
    link: String,
    date: u64,
) -> Option<HistoryEntry> {
    let mut options = Vec::new();
    rec.options.encode(&mut options);
    let finished = Finished {
        outcome: game.outcome()?,
        options,
        standard: rec.options == G::Options::default(),
    };
    entry_from(G::ID, &rec.seats, &finished, link, date)
}

/// The entry of a finished game of any game ([`crate::ui::any_game::AnyRecord::finished`]);
/// `None` when no person played it.
#[must_use]
pub fn entry_from(
    game: GameId,
    seats: &[SeatKind],
    finished: &Finished,
    link: String,
    date: u64,
) -> Option<HistoryEntry> {
    if !seats.iter().any(|k| k.is_human()) {
        return None;
    }
    let outcome = &finished.outcome;
    Some(HistoryEntry {
        version: VERSION,
        id: identity(&link),
        game: game.slug().into(),
        date,
        seats: seats.iter().map(|k| seat_code(*k)).collect(),
        standard: finished.standard,
        options: finished
            .options
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        winners: outcome.winners.iter().map(|s| s.0).collect(),
        scores: outcome.scores.values().copied().collect(),
        side: outcome.side.map(|s| {
            match s {
                Side::Loyal => "loyal",
                Side::Evil => "evil",
            }
            .into()
        }),
        link,
    })
}

/// Why an entry of a history file was left out.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Skip {
    /// Not an entry at all (not an object, fields of the wrong type).
    Unreadable,
    /// Written by a newer version of the site.
    Newer(u32),
    /// A game this site does not know.
    UnknownGame(String),
    /// Fields that do not fit together (no link, no seats, winners outside the table…).
    Invalid,
    /// Already in the history.
    Duplicate,
}

/// Upgrades an entry of version `from` to [`VERSION`]. Version 1 is the first: nothing is
/// older yet. A future version 2 adds its arm here (`1 => …`), so entries of every earlier
/// version keep reading.
///
/// # Errors
/// [`Skip::Newer`] for an entry from a newer site, [`Skip::Unreadable`] for version 0 (no
/// version ever written).
pub fn migrate(from: u32, value: Json) -> Result<Json, Skip> {
    match from {
        VERSION => Ok(value),
        v if v > VERSION => Err(Skip::Newer(v)),
        _ => Err(Skip::Unreadable),
    }
}

/// Reads one entry of a history file: migrated, checked, its identity recomputed from its
/// link (an edited file cannot make two games one).
///
/// # Errors
/// Why it is left out.
pub fn read_entry(value: Json) -> Result<HistoryEntry, Skip> {
    let Json::Obj(_) = &value else {
        return Err(Skip::Unreadable);
    };
    let version = match value.get("version") {
        None => VERSION,
        Some(v) => v
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .ok_or(Skip::Unreadable)?,
    };
    let value = migrate(version, value)?;
    let mut e = HistoryEntry::from_json(&value).ok_or(Skip::Unreadable)?;
    let game = GameId::from_slug(&e.game).ok_or_else(|| Skip::UnknownGame(e.game.clone()))?;
    let n = e.seats.len();
    let seats_ok = game.players().contains(&n)
        && e.seats
            .iter()
            .all(|s| s == "human" || Level::ALL.iter().any(|l| l.slug() == s));
    let peek_ok = link::peek(&e.link).is_ok_and(|h| h.game == game);
    if !seats_ok
        || !peek_ok
        || e.scores.len() != n
        || e.winners.iter().any(|w| usize::from(*w) >= n)
        || !e.seats.iter().any(|s| s == "human")
    {
        return Err(Skip::Invalid);
    }
    e.version = VERSION;
    e.id = identity(&e.link);
    Ok(e)
}

/// A history read back: the entries, newest first, and what was left out.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct History {
    /// The entries, newest first.
    pub entries: Vec<HistoryEntry>,
    /// Entries left out, with why.
    pub skipped: Vec<Skip>,
    /// The entries left out because a newer site wrote them or they name a game this one
    /// does not know, as they were: written back with the others, so that opening the site
    /// in an older tab never destroys them.
    pub kept: Vec<Json>,
}

/// Why a whole history file was refused (nothing in it is used).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FileProblem {
    /// Not JSON.
    NotJson,
    /// JSON, but not a history file (no `format` tag or another one, no entry list).
    NotHistory,
    /// A history file from a newer site.
    Newer(u32),
}

/// Reads a history file (storage or an exported file).
///
/// # Errors
/// A [`FileProblem`] when the text is not a history file at all; one bad entry only adds
/// to [`History::skipped`].
pub fn read_file(text: &str) -> Result<History, FileProblem> {
    let mut file = Json::parse(text).ok_or(FileProblem::NotJson)?;
    let Json::Obj(_) = &file else {
        return Err(FileProblem::NotHistory);
    };
    if file.get("format").and_then(Json::as_str) != Some(FORMAT) {
        return Err(FileProblem::NotHistory);
    }
    // A newer file is still read entry by entry when its entries say their own version: the
    // file's version only guards against a change of the file's shape.
    let version = file.get("version").and_then(Json::as_u64).unwrap_or(0);
    if version > u64::from(VERSION) && !matches!(file.get("entries"), Some(Json::Arr(_))) {
        return Err(FileProblem::Newer(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    let Some(Json::Arr(list)) = file.take("entries") else {
        return Err(FileProblem::NotHistory);
    };
    let mut h = History::default();
    for v in list {
        match read_entry(v.clone()) {
            Ok(e) => {
                if h.entries.iter().any(|x| x.id == e.id) {
                    h.skipped.push(Skip::Duplicate);
                } else {
                    h.entries.push(e);
                }
            }
            Err(s) => {
                if matches!(s, Skip::Newer(_) | Skip::UnknownGame(_)) {
                    h.kept.push(v);
                }
                h.skipped.push(s);
            }
        }
    }
    sort(&mut h.entries);
    Ok(h)
}

/// Newest first; equal dates by identity, so the order never depends on arrival.
fn sort(entries: &mut [HistoryEntry]) {
    crate::core::small::sort_by(entries, |a, b| {
        b.date.cmp(&a.date).then_with(|| a.id.cmp(&b.id))
    });
}

/// Writes `entries`, then the `kept` entries this site cannot read, as a history file.
#[must_use]
pub fn write_file(entries: &[HistoryEntry], kept: &[Json]) -> String {
    let mut list: Vec<Json> = entries.iter().map(HistoryEntry::to_json).collect();
    list.extend(kept.iter().cloned());
    Json::Obj(vec![
        ("format".into(), Json::Str(FORMAT.into())),
        ("version".into(), Json::from_u64(VERSION.into())),
        ("entries".into(), Json::Arr(list)),
    ])
    .pretty()
}

/// What an import did.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Merged {
    /// Entries added.
    pub added: usize,
    /// Entries already in the history.
    pub duplicates: usize,
    /// Entries left out for another reason.
    pub invalid: Vec<Skip>,
}

/// Adds `incoming` to `entries` (newest first, at most [`KEEP`]), leaving out the games
/// already there; `skipped` are the file's unreadable entries, counted in the report.
pub fn merge(entries: &mut Vec<HistoryEntry>, incoming: History) -> Merged {
    let mut m = Merged::default();
    for s in incoming.skipped {
        match s {
            Skip::Duplicate => m.duplicates += 1,
            other => m.invalid.push(other),
        }
    }
    for e in incoming.entries {
        if entries.iter().any(|x| x.id == e.id) {
            m.duplicates += 1;
        } else {
            entries.push(e);
            m.added += 1;
        }
    }
    sort(entries);
    entries.truncate(KEEP);
    m
}

/// Adds one finished game; false (nothing changes) when it is already there.
pub fn add(entries: &mut Vec<HistoryEntry>, e: HistoryEntry) -> bool {
    merge(
        entries,
        History {
            entries: vec![e],
            ..History::default()
        },
    )
    .added
        == 1
}

/// The computer opponents of a game, for the statistics.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Opponents {
    /// Every computer seat at this level.
    Level(Level),
    /// Computers of several levels.
    Mixed,
    /// People only (pass-and-play).
    People,
}

/// The result of the people at the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Standing {
    /// A person is among the winners.
    pub won: bool,
    /// The best place of a person (winners share the first place; the others follow by
    /// score).
    pub place: usize,
    /// That person's score-sheet total.
    pub score: i64,
    /// Seats at the table.
    pub players: usize,
}

impl HistoryEntry {
    /// The game.
    #[must_use]
    pub fn game_id(&self) -> Option<GameId> {
        GameId::from_slug(&self.game)
    }

    /// The people's seats.
    #[must_use]
    pub fn humans(&self) -> Vec<usize> {
        (0..self.seats.len())
            .filter(|i| self.seats[*i] == "human")
            .collect()
    }

    /// Who the people played against.
    #[must_use]
    pub fn opponents(&self) -> Opponents {
        let mut levels = self
            .seats
            .iter()
            .filter_map(|s| Level::ALL.into_iter().find(|l| l.slug() == s));
        match levels.next() {
            None => Opponents::People,
            Some(first) if levels.all(|l| l == first) => Opponents::Level(first),
            Some(_) => Opponents::Mixed,
        }
    }

    /// The place of `seat`: first for a winner, then by score among the others.
    #[must_use]
    pub fn place(&self, seat: usize) -> usize {
        let won = |i: usize| self.winners.iter().any(|w| usize::from(*w) == i);
        if won(seat) {
            return 1;
        }
        let mine = self.scores.get(seat).copied().unwrap_or(i64::MIN);
        let better = (0..self.scores.len())
            .filter(|i| !won(*i) && self.scores[*i] > mine)
            .count();
        self.winners.len() + better + 1
    }

    /// The best result of a person at the table.
    #[must_use]
    pub fn result(&self) -> Standing {
        let humans = self.humans();
        let best = humans
            .iter()
            .copied()
            .min_by_key(|s| {
                let score = self.scores.get(*s).copied().unwrap_or(i64::MIN);
                (self.place(*s), std::cmp::Reverse(score))
            })
            .unwrap_or(0);
        Standing {
            won: humans
                .iter()
                .any(|s| self.winners.iter().any(|w| usize::from(*w) == *s)),
            place: self.place(best),
            score: self.scores.get(best).copied().unwrap_or(0),
            players: self.seats.len(),
        }
    }

    /// This game's value of its game's [`Measure`].
    #[must_use]
    pub fn measure(&self) -> Option<f64> {
        let r = self.result();
        Some(match about(self.game_id()?).measure {
            Measure::Points | Measure::Tokens | Measure::Health => r.score as f64,
            Measure::Place => r.place as f64,
            Measure::LoyalWins => f64::from(u8::from(self.side.as_deref() == Some("loyal"))),
        })
    }
}

/// One line of the statistics: a game against one kind of opponents.
#[derive(Clone, PartialEq, Debug)]
pub struct Line {
    /// The game.
    pub game: GameId,
    /// The opponents.
    pub opponents: Opponents,
    /// Games finished.
    pub played: usize,
    /// Games a person won.
    pub won: usize,
    /// The mean of the game's [`Measure`].
    pub average: f64,
}

impl Line {
    /// Won games as a share of those played, 0 to 1.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            self.won as f64 / self.played as f64
        }
    }
}

/// The statistics of `entries`: one line per game and kind of opponents, in lobby order
/// then weakest opponents first.
#[must_use]
pub fn statistics(entries: &[HistoryEntry]) -> Vec<Line> {
    let mut lines: Vec<(Line, f64)> = Vec::new();
    for e in entries {
        let (Some(game), Some(m)) = (e.game_id(), e.measure()) else {
            continue;
        };
        let opponents = e.opponents();
        let i = match lines
            .iter()
            .position(|(l, _)| l.game == game && l.opponents == opponents)
        {
            Some(i) => i,
            None => {
                lines.push((
                    Line {
                        game,
                        opponents,
                        played: 0,
                        won: 0,
                        average: 0.0,
                    },
                    0.0,
                ));
                lines.len() - 1
            }
        };
        let (line, sum) = &mut lines[i];
        line.played += 1;
        line.won += usize::from(e.result().won);
        *sum += m;
    }
    let mut out: Vec<Line> = lines
        .into_iter()
        .map(|(mut l, sum)| {
            l.average = sum / l.played as f64;
            l
        })
        .collect();
    crate::core::small::sort_by(&mut out, |a, b| {
        let pos = |g: GameId| GameId::ALL.iter().position(|x| *x == g);
        pos(a.game)
            .cmp(&pos(b.game))
            .then(a.opponents.cmp(&b.opponents))
    });
    out
}
