//! The messages between the page and the computer players' Web Worker: one line of text
//! each, fields separated by `|` (a share link never holds one: it is base64url).
//!
//! ```text
//! page   -> worker   think|<id>|<seat>|<level>|<link>   decide for <seat> at <link>'s position
//!                    stop                               drop whatever is being decided
//! worker -> page     ready|<version>                    listening (sent once, at start-up)
//!                    failed|<message>                   could not start (from its JS loader)
//!                    done|<id>|<index>|<iterations>|<ms>  index into legal_actions(seat)
//!                    error|<id>|<message>               that request cannot be decided
//! ```
//!
//! A newer `think` replaces the one in progress: the worker answers only the latest.
//! This file is shared by `ui::thinker` and `src/bin/worker.rs` (through `#[path]`, since the
//! worker is built without the `ui` feature); it names the core types through `super`.

use super::{Level, Seat};

/// Bumped whenever a message changes shape: a page never talks to a worker of another
/// version (an old cached worker script falls back to the main thread instead).
pub const VERSION: u32 = 1;

/// A decision to take.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Think {
    /// The request id; the answer carries it back.
    pub id: u32,
    /// The seat to decide for.
    pub seat: Seat,
    /// How strong a decision.
    pub level: Level,
    /// The position: a share link with its moves.
    pub link: String,
}

/// What the page sends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ToWorker {
    /// Decide, dropping any older request.
    Think(Think),
    /// Drop the request in progress (the page moved on).
    Stop,
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

impl ToWorker {
    /// The message text.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            ToWorker::Think(t) => {
                format!("think|{}|{}|{}|{}", t.id, t.seat.0, t.level.slug(), t.link)
            }
            ToWorker::Stop => "stop".to_string(),
        }
    }

    /// Reads a message; `None` when it is not one of ours.
    #[must_use]
    pub fn decode(text: &str) -> Option<ToWorker> {
        let mut f = text.splitn(5, '|');
        match f.next()? {
            "think" => {
                let id = f.next()?.parse().ok()?;
                let seat = Seat(f.next()?.parse().ok()?);
                let level = level_of(f.next()?)?;
                let link = f.next()?.to_string();
                Some(ToWorker::Think(Think {
                    id,
                    seat,
                    level,
                    link,
                }))
            }
            "stop" => f.next().is_none().then_some(ToWorker::Stop),
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
            } => format!("done|{id}|{index}|{iterations}|{ms:.1}"),
            FromWorker::Error { id, message } => format!("error|{id}|{message}"),
        }
    }

    /// Reads a message; `None` when it is not one of ours.
    #[must_use]
    pub fn decode(text: &str) -> Option<FromWorker> {
        let mut f = text.splitn(5, '|');
        match f.next()? {
            "ready" => Some(FromWorker::Ready(f.next()?.parse().ok()?)),
            "failed" => text
                .strip_prefix("failed|")
                .map(|why| FromWorker::Failed(why.to_string())),
            "done" => Some(FromWorker::Done {
                id: f.next()?.parse().ok()?,
                index: f.next()?.parse().ok()?,
                iterations: f.next()?.parse().ok()?,
                ms: f.next()?.parse().ok()?,
            }),
            "error" => {
                let id = f.next()?.parse().ok()?;
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
            seat: Seat(3),
            level: Level::Hard,
            link: "AQEAAAEEAAICAg-_x".to_string(),
        });
        assert_eq!(t.encode(), "think|42|3|hard|AQEAAAEEAAICAg-_x");
        assert_eq!(ToWorker::decode(&t.encode()), Some(t));
        assert_eq!(ToWorker::decode("stop"), Some(ToWorker::Stop));
        for level in Level::ALL {
            let text = format!("think|1|0|{}|x", level.slug());
            assert!(
                matches!(ToWorker::decode(&text), Some(ToWorker::Think(t)) if t.level == level)
            );
        }
        for bad in [
            "",
            "think|1|0|hard",
            "think|x|0|hard|l",
            "think|1|0|expert|l",
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
        assert_eq!(FromWorker::decode("ready|1"), Some(FromWorker::Ready(1)));
        assert_eq!(
            FromWorker::decode("failed|Error: 404 | gone"),
            Some(FromWorker::Failed("Error: 404 | gone".to_string()))
        );
        let err = FromWorker::Error {
            id: 9,
            message: "position link: bad | worse".to_string(),
        };
        assert_eq!(FromWorker::decode(&err.encode()), Some(err));
        for bad in [
            "",
            "ready|x",
            "done|1|2|3",
            "done|1|-2|3|4",
            "nope|1",
            "failed",
        ] {
            assert_eq!(FromWorker::decode(bad), None, "{bad:?}");
        }
    }
}
