//! The computer players' Web Worker, run by a game bundle itself: the worker's loader
//! (`src/bin/table-ronde-worker-loader.js`) receives the page's compiled module and bundle name
//! ([`super::worker`] posts them), imports that bundle's JS glue and instantiates the same
//! module, whose `main` ([`crate::ui::app::start`]) finds no `window` and calls [`serve`].
//! So a table page downloads its game once: the worker costs no second wasm (issue 28's size
//! budget), and it holds exactly the engines the page does ([`GameUi::hold`]).
//!
//! Messages are the text lines of [`crate::bot::protocol`]. The worker keeps the position of
//! the game it was last sent ([`HeldPosition`]): `load` decodes a share link once, `moves`
//! plays the few moves made since, and `think` checks that it names the log length held
//! (else it answers `unsynced`, and the page loads again). So a computer move late in a game
//! costs one move's replay, not the whole game's.
//!
//! A decision runs in slices of about 25 ms: a few search iterations at a time until the
//! slice is used up, then the worker yields to its event loop (through a `MessageChannel`,
//! which is not clamped like a nested `setTimeout`), so that a newer request, or `stop`, is
//! read between two slices and replaces the one in progress. Decisions are
//! [`crate::bot::worker::PendingDecision`], which draws from the same seeded stream as
//! `bot::choose` on the page: the worker and the page always agree.
//!
//! `warm` (sent when a table with searching computers opens) runs throwaway searches of that
//! game once per worker, until they stop getting faster, so the browser has optimised the
//! engine's code before the first real decision; `warmed` tells the page what it took.

use crate::bot::protocol::{FromWorker, Think, ToWorker, VERSION};
use crate::bot::worker::{self as decide, HeldPosition, PendingDecision, ThinkError};
use crate::core::GameId;
use crate::core::link::LinkError;
use crate::ui::registry;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent, MessagePort};

/// Time spent computing before the worker looks at its messages again, in milliseconds.
const SLICE_MS: f64 = 25.0;
/// Search iterations between two looks at the clock.
const STEP: u32 = 16;

/// The request being decided.
struct Job {
    id: u32,
    thinking: PendingDecision,
    started: f64,
    /// An analysis (the replay's): answered with the root statistics.
    analyse: bool,
}

/// The position the worker holds.
enum Held {
    /// None (at start-up, or after a `moves` that did not fit).
    Nothing,
    /// Game `game`'s link did not load, for this reason.
    Broken(u32, String),
    /// Game `game`'s position.
    At(u32, HeldPosition),
}

thread_local! {
    static HELD: RefCell<Held> = const { RefCell::new(Held::Nothing) };
    static JOB: RefCell<Option<Job>> = const { RefCell::new(None) };
    /// A slice is already queued.
    static QUEUED: Cell<bool> = const { Cell::new(false) };
    /// Posting on it queues the next slice.
    static NEXT: RefCell<Option<MessagePort>> = const { RefCell::new(None) };
    /// The games whose engine was warmed up (`ToWorker::Warm`), a bit per game code.
    static WARMED: Cell<u32> = const { Cell::new(0) };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn now() -> f64 {
    scope()
        .performance()
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn post(msg: &FromWorker) {
    if scope().post_message(&msg.encode().into()).is_err() {
        web_sys::console::warn_1(&"worker: cannot post an answer".into());
    }
}

fn queue_slice() {
    if QUEUED.replace(true) {
        return;
    }
    NEXT.with_borrow(|port| {
        if let Some(port) = port
            && port.post_message(&JsValue::NULL).is_ok()
        {
            return;
        }
        QUEUED.set(false);
    });
}

/// Thinks for about one slice; answers when the decision is taken.
fn slice() {
    QUEUED.set(false);
    let deadline = now() + SLICE_MS;
    let answer = JOB.with_borrow_mut(|slot| {
        let job = slot.as_mut()?;
        loop {
            if let Some(index) = job.thinking.step(STEP) {
                let answer = if job.analyse {
                    FromWorker::Stats {
                        id: job.id,
                        index,
                        stats: job.thinking.root_stats(),
                    }
                } else {
                    FromWorker::Done {
                        id: job.id,
                        index,
                        iterations: job.thinking.progress().0,
                        ms: now() - job.started,
                    }
                };
                *slot = None;
                return Some(answer);
            }
            if now() >= deadline {
                return None;
            }
        }
    });
    match answer {
        Some(a) => post(&a),
        None if JOB.with_borrow(Option::is_some) => queue_slice(),
        None => {}
    }
}

fn on_message(ev: &MessageEvent) {
    let Some(msg) = ev.data().as_string().as_deref().and_then(ToWorker::decode) else {
        web_sys::console::warn_1(&"worker: unknown message".into());
        return;
    };
    match msg {
        ToWorker::Load { game, link } => {
            let held = match hold(&link) {
                Ok(p) => Held::At(game, p),
                Err(e) => Held::Broken(game, e.to_string()),
            };
            HELD.set(held);
        }
        ToWorker::Moves { game, from, moves } => HELD.with_borrow_mut(|held| {
            let fits = match held {
                Held::At(g, p) if *g == game => p.append(from, &moves).is_ok(),
                _ => false,
            };
            if !fits {
                // The next `think` says `unsynced`, and the page loads the game again.
                *held = Held::Nothing;
            }
        }),
        ToWorker::Think(t) => think(&t, false),
        ToWorker::Analyse(t) => think(&t, true),
        ToWorker::Stop => JOB.set(None),
        // Once per game and worker (a bit per game code).
        ToWorker::Warm { game, seats } => {
            let bit = 1u32 << game.code();
            if WARMED.get() & bit == 0 {
                WARMED.set(WARMED.get() | bit);
                warm(game, seats);
            }
        }
    }
}

/// Warm-up rounds until they stop getting faster (`bot::worker::warm_settled`), at once:
/// a `think` that comes meanwhile waits for the optimised code. The page hears what it
/// took.
fn warm(game: GameId, seats: usize) {
    let mut times = Vec::new();
    while !decide::warm_settled(&times) {
        let start = now();
        if registry::entry(game).map_or(0, |g| g.warm(seats)) == 0 {
            break;
        }
        times.push(now() - start);
    }
    post(&FromWorker::Warmed {
        game,
        rounds: u32::try_from(times.len()).unwrap_or(u32::MAX),
        first_ms: times.first().copied().unwrap_or(0.0),
        last_ms: times.last().copied().unwrap_or(0.0),
        ms: times.iter().sum(),
    });
}

fn think(t: &Think, analyse: bool) {
    let started = now();
    let error = |message: String| FromWorker::Error { id: t.id, message };
    let start = HELD.with_borrow(|held| match held {
        Held::At(g, p) if *g == t.game => p.think(t.ply, t.seat, t.level).map_err(|e| match e {
            ThinkError::Unsynced { .. } => FromWorker::Unsynced(t.id),
            e => error(e.to_string()),
        }),
        Held::Broken(g, why) if *g == t.game => Err(error(why.clone())),
        _ => Err(FromWorker::Unsynced(t.id)),
    });
    match start {
        Ok(thinking) => {
            JOB.set(Some(Job {
                id: t.id,
                thinking,
                started,
                analyse,
            }));
            queue_slice();
        }
        Err(answer) => {
            JOB.set(None);
            post(&answer);
        }
    }
}

/// Listens for requests and says so.
fn start() -> Result<(), JsValue> {
    console_error_panic_hook::set_once();
    let channel = MessageChannel::new()?;
    let tick = Closure::<dyn FnMut()>::new(slice);
    channel
        .port1()
        .set_onmessage(Some(tick.as_ref().unchecked_ref()));
    tick.forget();
    NEXT.set(Some(channel.port2()));
    let listen = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| on_message(&ev));
    scope().set_onmessage(Some(listen.as_ref().unchecked_ref()));
    listen.forget();
    // Messages posted before this point were dropped (nobody listened yet): the page
    // waits for this one before sending any.
    post(&FromWorker::Ready(VERSION));
    Ok(())
}

/// The position `link` reaches, by the engine of its game when this bundle holds it.
fn hold(link: &str) -> Result<HeldPosition, ThinkError> {
    let header = crate::core::link::peek(link).map_err(ThinkError::Link)?;
    registry::entry(header.game).map_or(
        Err(ThinkError::Link(LinkError::GameNotAvailable(header.game))),
        |g| g.hold(link),
    )
}

/// Runs this bundle as the computers' worker (its games already installed).
pub fn serve() {
    if let Err(e) = start() {
        web_sys::console::error_2(&"worker: cannot start".into(), &e);
    }
}
