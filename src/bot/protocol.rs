//! The messages between the page (`ui::computers::worker`) and the computer players' Web Worker
//! (`ui::computers::serve`, the page's own bundle): one line of text each, fields separated by `|` (a share link never
//! holds one: it is base64url).
//!
//! ```text
//! page   -> worker   load|<game>|<link>                  game <game> is at <link>'s position
//!                    moves|<game>|<from>|<c>,<c>,…       then these moves, from log length <from>
//!                    think|<id>|<game>|<ply>|<seat>|<level>  decide for <seat> at log length <ply>
//!                    analyse|<id>|<game>|<ply>|<seat>|<level>  as think, answered with stats
//!                    stop                                drop whatever is being decided
//!                    warm|<slug>|<seats>                 warm up that game's engine (`roi`,
//!                                                        `tournoi`…) at that many seats, now
//! worker -> page     ready|<version>                     listening (sent once, at start-up)
//!                    failed|<message>                    could not start (from its JS loader)
//!                    done|<id>|<index>|<iterations>|<ms>  index into legal_actions(seat)
//!                    stats|<id>|<index>|<i>:<visits>:<ppm>,…  an analysis: the choice and each
//!                                                        root move's visits and mean return (ppm)
//!                    warmed|<slug>|<rounds>|<first>|<last>|<total>  a warm-up done: its rounds,
//!                                                        the first's and last's ms, all ms
//!                    unsynced|<id>                       not at that position: load it again
//!                    error|<id>|<message>                that request cannot be decided
//! ```
//!
//! The worker keeps one position between requests, so a game is replayed once per event,
//! not once per request: the page sends `load` (the whole game as a share link) when the
//! worker does not hold the game yet, and afterwards only the moves played since, each
//! written as in a link (its index among [`tr_core::link::choices`] of its position).
//! `<game>` is the page's number for one game session (a page may hold several); every
//! `moves` and `think` names the log length it starts from or is about, and the worker
//! checks it: a worker at another position (or another game) answers `unsynced`, and the
//! page loads the position again. A newer `think` replaces the one in progress: the worker
//! answers only the latest.
//!
//! Malformed text decodes to `None`, never a panic (the tests feed it damaged lines).

use crate::worker::RootStat;
use tr_core::game::GameId;
use tr_core::record::Level;
use tr_core::seats::Seat;
use tr_core::small::{parse_decimal, tenths};

/// Bumped whenever a message changes shape: a page never talks to a worker of another
/// version (an old cached worker script falls back to the main thread instead).
pub const VERSION: u32 = 4;

/// A decision to take.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Think {
    /// The request id; the answer carries it back.
    pub id: u32,
    /// The page's number for the game.
    pub game: u32,
    /// The log length of the position to decide at.
    pub ply: usize,
    /// The seat to decide for.
    pub seat: Seat,
    /// How strong a decision.
    pub level: Level,
}

/// What the page sends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ToWorker {
    /// Game `game` is at the position of `link` (a share link with its moves), replacing
    /// whatever position the worker held.
    Load {
        /// The page's number for the game.
        game: u32,
        /// The position.
        link: String,
    },
    /// Game `game`, at log length `from`, went on with `moves` (link choices).
    Moves {
        /// The page's number for the game.
        game: u32,
        /// The log length before the first of `moves`.
        from: usize,
        /// Each move's index among the choices of its position.
        moves: Vec<u32>,
    },
    /// Decide, dropping any older request.
    Think(Think),
    /// Decide, and answer with the search's root statistics (the replay's analysis).
    Analyse(Think),
    /// Drop the request in progress (the page moved on).
    Stop,
    /// A table of this game opened: run a small throwaway search of its engine now, so the
    /// first real decision does not pay for the browser's first compile of that code
    /// ([`crate::worker::warm_up`]). A worker that does not know it ignores it.
    Warm {
        /// The game.
        game: GameId,
        /// Its players at the table (a count the game does not take warms up its fewest).
        seats: usize,
    },
}

/// What the worker sends.
#[derive(Clone, PartialEq, Debug)]
pub enum FromWorker {
    /// The worker is listening; its protocol version.
    Ready(u32),
    /// The worker could not start (sent by `src/bin/table-ronde-worker-loader.js`).
    Failed(String),
    /// The decision of request `id`.
    Done {
        /// The request id.
        id: u32,
        /// Index of the chosen action in `legal_actions(seat)` of the position.
        index: usize,
        /// Search iterations run (1 for levels that do not search).
        iterations: u32,
        /// Time spent in the worker, in milliseconds.
        ms: f64,
    },
    /// The analysis of request `id`: the decision and the root moves' statistics.
    Stats {
        /// The request id.
        id: u32,
        /// Index of the chosen action in `legal_actions(seat)`.
        index: usize,
        /// Each searched root move.
        stats: Vec<RootStat>,
    },
    /// The warm-up of a game's engine is done ([`ToWorker::Warm`]): what it took, for the
    /// page's console (the journeys read it).
    Warmed {
        /// The game.
        game: GameId,
        /// Rounds run ([`crate::worker::warm_round_of`]).
        rounds: u32,
        /// The first round's milliseconds.
        first_ms: f64,
        /// The last round's milliseconds.
        last_ms: f64,
        /// All rounds' milliseconds.
        ms: f64,
    },
    /// Request `id` names a position the worker does not hold: send `load` again.
    Unsynced(u32),
    /// Request `id` could not be decided (a bad link, nothing to decide…).
    Error {
        /// The request id.
        id: u32,
        /// Why, for the console.
        message: String,
    },
}

fn level_of(slug: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| l.slug() == slug)
}

/// A decimal field with nothing else around it (`parse` alone would accept `+1`).
fn number<T: std::str::FromStr>(field: &str) -> Option<T> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}

/// The fields of a `think` or `analyse` request.
fn think_fields(t: &Think) -> String {
    format!(
        "{}|{}|{}|{}|{}",
        t.id,
        t.game,
        t.ply,
        t.seat.0,
        t.level.slug()
    )
}

/// One `<index>:<visits>:<ppm>` of a `stats` answer.
fn root_stat(field: &str) -> Option<RootStat> {
    let mut p = field.split(':');
    let r = RootStat {
        index: number(p.next()?)?,
        visits: number(p.next()?)?,
        mean_ppm: number(p.next()?)?,
    };
    p.next().is_none().then_some(r)
}

impl ToWorker {
    /// The message text.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            ToWorker::Load { game, link } => format!("load|{game}|{link}"),
            ToWorker::Moves { game, from, moves } => {
                let list: Vec<String> = moves.iter().map(u32::to_string).collect();
                format!("moves|{game}|{from}|{}", list.join(","))
            }
            ToWorker::Think(t) => format!("think|{}", think_fields(t)),
            ToWorker::Analyse(t) => format!("analyse|{}", think_fields(t)),
            ToWorker::Stop => "stop".to_string(),
            ToWorker::Warm { game, seats } => format!("warm|{}|{seats}", game.slug()),
        }
    }

    /// Reads a message; `None` when it is not one of ours.
    #[must_use]
    pub fn decode(text: &str) -> Option<ToWorker> {
        let fields: Vec<&str> = text.split('|').collect();
        match fields.as_slice() {
            ["load", game, link] if !link.is_empty() => Some(ToWorker::Load {
                game: number(game)?,
                link: (*link).to_string(),
            }),
            ["moves", game, from, list] if !list.is_empty() => Some(ToWorker::Moves {
                game: number(game)?,
                from: number(from)?,
                moves: list.split(',').map(number).collect::<Option<_>>()?,
            }),
            ["think", id, game, ply, seat, level] => Some(ToWorker::Think(Think {
                id: number(id)?,
                game: number(game)?,
                ply: number(ply)?,
                seat: Seat(number(seat)?),
                level: level_of(level)?,
            })),
            ["analyse", id, game, ply, seat, level] => Some(ToWorker::Analyse(Think {
                id: number(id)?,
                game: number(game)?,
                ply: number(ply)?,
                seat: Seat(number(seat)?),
                level: level_of(level)?,
            })),
            ["stop"] => Some(ToWorker::Stop),
            ["warm", slug, seats] => Some(ToWorker::Warm {
                game: GameId::from_slug(slug)?,
                seats: number(seats)?,
            }),
            _ => None,
        }
    }
}

impl FromWorker {
    /// The message text.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            FromWorker::Ready(v) => format!("ready|{v}"),
            FromWorker::Failed(why) => format!("failed|{why}"),
            FromWorker::Done {
                id,
                index,
                iterations,
                ms,
            } => format!("done|{id}|{index}|{iterations}|{}", tenths(*ms)),
            FromWorker::Stats { id, index, stats } => {
                let list: Vec<String> = stats
                    .iter()
                    .map(|r| format!("{}:{}:{}", r.index, r.visits, r.mean_ppm))
                    .collect();
                format!("stats|{id}|{index}|{}", list.join(","))
            }
            FromWorker::Warmed {
                game,
                rounds,
                first_ms,
                last_ms,
                ms,
            } => format!(
                "warmed|{}|{rounds}|{}|{}|{}",
                game.slug(),
                tenths(*first_ms),
                tenths(*last_ms),
                tenths(*ms)
            ),
            FromWorker::Unsynced(id) => format!("unsynced|{id}"),
            FromWorker::Error { id, message } => format!("error|{id}|{message}"),
        }
    }

    /// Reads a message; `None` when it is not one of ours.
    #[must_use]
    pub fn decode(text: &str) -> Option<FromWorker> {
        if let Some(rest) = text.strip_prefix("warmed|") {
            let f: Vec<&str> = rest.split('|').collect();
            let [slug, rounds, first, last, total] = f.as_slice() else {
                return None;
            };
            return Some(FromWorker::Warmed {
                game: GameId::from_slug(slug)?,
                rounds: number(rounds)?,
                first_ms: parse_decimal(first)?,
                last_ms: parse_decimal(last)?,
                ms: parse_decimal(total)?,
            });
        }
        let mut f = text.splitn(5, '|');
        match f.next()? {
            "ready" => Some(FromWorker::Ready(number(f.next()?)?)),
            "failed" => text
                .strip_prefix("failed|")
                .map(|why| FromWorker::Failed(why.to_string())),
            "done" => Some(FromWorker::Done {
                id: number(f.next()?)?,
                index: number(f.next()?)?,
                iterations: number(f.next()?)?,
                ms: parse_decimal(f.next()?)?,
            }),
            "stats" => {
                let id = number(f.next()?)?;
                let index = number(f.next()?)?;
                let list = f.next()?;
                if f.next().is_some() {
                    return None;
                }
                let stats = if list.is_empty() {
                    Vec::new()
                } else {
                    list.split(',').map(root_stat).collect::<Option<_>>()?
                };
                Some(FromWorker::Stats { id, index, stats })
            }
            "unsynced" => {
                let id = number(f.next()?)?;
                f.next().is_none().then_some(FromWorker::Unsynced(id))
            }
            "error" => {
                let id = number(f.next()?)?;
                // The message may hold `|` itself: keep the rest of the line.
                let rest: Vec<&str> = f.collect();
                Some(FromWorker::Error {
                    id,
                    message: rest.join("|"),
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip() {
        let t = ToWorker::Think(Think {
            id: 42,
            game: 5,
            ply: 400,
            seat: Seat(3),
            level: Level::Hard,
        });
        assert_eq!(t.encode(), "think|42|5|400|3|hard");
        assert_eq!(ToWorker::decode(&t.encode()), Some(t));
        let load = ToWorker::Load {
            game: 5,
            link: "AQEAAAEEAAICAg-_x".to_string(),
        };
        assert_eq!(load.encode(), "load|5|AQEAAAEEAAICAg-_x");
        assert_eq!(ToWorker::decode(&load.encode()), Some(load));
        let moves = ToWorker::Moves {
            game: 5,
            from: 398,
            moves: vec![0, 12, 3],
        };
        assert_eq!(moves.encode(), "moves|5|398|0,12,3");
        assert_eq!(ToWorker::decode(&moves.encode()), Some(moves));
        assert_eq!(ToWorker::decode("stop"), Some(ToWorker::Stop));
        for game in GameId::ALL {
            let warm = ToWorker::Warm { game, seats: 4 };
            assert_eq!(warm.encode(), format!("warm|{}|4", game.slug()));
            assert_eq!(ToWorker::decode(&warm.encode()), Some(warm));
        }
        for level in Level::ALL {
            let text = format!("think|1|1|0|0|{}", level.slug());
            assert!(
                matches!(ToWorker::decode(&text), Some(ToWorker::Think(t)) if t.level == level)
            );
        }
    }

    #[test]
    fn malformed_requests_are_refused() {
        for bad in [
            "",
            "think|1|1|0|0",
            "think|x|1|0|0|hard",
            "think|1|1|0|0|expert",
            "think|1|1|-2|0|hard",
            "think|1|1|0|256|hard",
            "think|1|1|0|0|hard|more",
            "load|1|",
            "load|1",
            "warm",
            "warm|",
            "warm|poker",
            "warm|roi",
            "warm|roi|",
            "warm|roi|x",
            "warm|roi|-1",
            "warm|roi|4|1",
            "load|a|link",
            "moves|1|2|",
            "moves|1|2|3,,4",
            "moves|1|2|+3",
            "moves|1|2|3,x",
            "moves|1|2",
            "stop|1",
            "go",
        ] {
            assert_eq!(ToWorker::decode(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn answers_round_trip() {
        let done = FromWorker::Done {
            id: 7,
            index: 4,
            iterations: 10_000,
            ms: 812.5,
        };
        assert_eq!(done.encode(), "done|7|4|10000|812.5");
        assert_eq!(FromWorker::decode(&done.encode()), Some(done));
        assert_eq!(FromWorker::decode("ready|3"), Some(FromWorker::Ready(3)));
        assert_eq!(
            FromWorker::decode(&FromWorker::Unsynced(9).encode()),
            Some(FromWorker::Unsynced(9))
        );
        assert_eq!(
            FromWorker::decode("failed|Error: 404 | gone"),
            Some(FromWorker::Failed("Error: 404 | gone".to_string()))
        );
        let err = FromWorker::Error {
            id: 9,
            message: "position link: bad | worse".to_string(),
        };
        assert_eq!(FromWorker::decode(&err.encode()), Some(err));
        let warmed = FromWorker::Warmed {
            game: GameId::Chevaliers,
            rounds: 6,
            first_ms: 41.5,
            last_ms: 9.5,
            ms: 130.0,
        };
        assert_eq!(warmed.encode(), "warmed|chevaliers|6|41.5|9.5|130.0");
        assert_eq!(FromWorker::decode(&warmed.encode()), Some(warmed));
        for bad in [
            "",
            "ready|x",
            "done|1|2|3",
            "done|1|-2|3|4",
            "done|1|2|3|NaN",
            "unsynced|1|2",
            "unsynced",
            "nope|1",
            "failed",
            "warmed|roi|4|1.0|2.0",
            "warmed|poker|4|1.0|2.0|3.0",
            "warmed|roi|4|1.0|-2.0|3.0",
            "warmed|roi|4|1.0|2.0|inf",
            "warmed|roi|4|1.0|2.0|3.0|4.0",
        ] {
            assert_eq!(FromWorker::decode(bad), None, "{bad:?}");
        }
    }

    /// Every prefix and every one-character change of valid messages decodes to something
    /// or to `None`, without panicking.
    #[test]
    fn damaged_messages_never_panic() {
        let valid = [
            "think|42|5|400|3|hard",
            "load|5|AQEAAAEEAAICAg-_x",
            "moves|5|398|0,12,3",
            "done|7|4|10000|812.5",
            "unsynced|9",
            "error|9|bad",
            "warmed|tournoi|4|30.0|12.5|80.0",
        ];
        let mut decoded = 0;
        for text in valid {
            for cut in 0..=text.len() {
                let part = &text[..cut];
                decoded += usize::from(ToWorker::decode(part).is_some());
                decoded += usize::from(FromWorker::decode(part).is_some());
            }
            for i in 0..text.len() {
                for c in ['|', ',', '9', 'x', '-', ' '] {
                    let mut s = text.to_string();
                    s.replace_range(i..=i, &c.to_string());
                    decoded += usize::from(ToWorker::decode(&s).is_some());
                    decoded += usize::from(FromWorker::decode(&s).is_some());
                }
            }
        }
        // The untouched messages themselves are among those decoded.
        assert!(decoded >= valid.len(), "{decoded}");
    }

    #[test]
    fn analyses_round_trip_and_damaged_ones_are_refused() {
        let t = Think {
            id: 7,
            game: 2,
            ply: 12,
            seat: Seat(1),
            level: Level::Hard,
        };
        let a = ToWorker::Analyse(t.clone());
        assert_eq!(a.encode(), "analyse|7|2|12|1|hard");
        assert_eq!(ToWorker::decode(&a.encode()), Some(a));
        let s = FromWorker::Stats {
            id: 7,
            index: 2,
            stats: vec![
                RootStat {
                    index: 0,
                    visits: 120,
                    mean_ppm: 431_000,
                },
                RootStat {
                    index: 2,
                    visits: 9_000,
                    mean_ppm: 612_345,
                },
            ],
        };
        assert_eq!(s.encode(), "stats|7|2|0:120:431000,2:9000:612345");
        assert_eq!(FromWorker::decode(&s.encode()), Some(s));
        let none = FromWorker::Stats {
            id: 1,
            index: 0,
            stats: Vec::new(),
        };
        assert_eq!(FromWorker::decode(&none.encode()), Some(none));
        for bad in [
            "stats|7|2",
            "stats|7|x|0:1:2",
            "stats|7|2|0:1",
            "stats|7|2|0:1:2:3",
            "stats|7|2|0:1:2,",
            "stats|7|2|0:1:2|x",
            "analyse|7|2|12|1",
        ] {
            assert_eq!(FromWorker::decode(bad), None, "{bad}");
            assert_eq!(ToWorker::decode(bad), None, "{bad}");
        }
    }
}
