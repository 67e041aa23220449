//! Computer decisions off the main thread: the page's side of the Web Worker
//! ([`super::serve`] is the worker's).
//!
//! One worker per page, shared by every game session, started on first use (or by
//! [`warm_up`] when a table opens). It runs this page's own bundle ([`super::serve`]): the
//! loader script gets the compiled module, so a table page downloads its game once. The worker keeps the position of one game
//! (`bot::protocol`): this side knows which game and log length it holds, and sends it the
//! whole game (a share link) only when it holds another one, otherwise only the moves played
//! since ([`Position`]: the link choices the session's link writer already holds, so
//! nothing is played again here). [`ask`] asks for one decision and returns a [`Ticket`]
//! and the answer to come, a value (a future); the newest request replaces any older one
//! (its answer becomes [`Unanswered::Withdrawn`], and the worker drops its search), and
//! [`cancel`] withdraws a request (undo, a new game, leaving the table). The state kept
//! here is the worker's connection and the one pending request's data: no closure of a
//! session is stored.
//!
//! Whatever goes wrong — no `Worker` support, the worker script missing, a start-up that
//! never finishes, an error reply, a worker of another protocol version (a stale cache) —
//! the answer is [`Unanswered::OnPage`], after a `console.warn`: the caller computes the
//! same decision on the main thread (`bot::choose` with the same seeded stream). A game
//! never waits forever.
//!
//! Each answer is also logged with `console.debug` as `thinker {json}` (level, time taken,
//! iterations, where it ran, how the worker got the position — `sync`: `moves` since the
//! last request, or `load` for the whole game —, start and end on the page's clock): the
//! browser journeys read those lines to measure the searches.

use crate::bot::protocol::{FromWorker, Think, ToWorker, VERSION};
use crate::core::GameId;
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::core::small::tenths;
use futures_channel::oneshot;
use leptos::prelude::{TimeoutHandle, set_timeout, set_timeout_with_handle};
use std::cell::RefCell;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's loader script (`src/bin/table-ronde-worker-loader.js`, copied by trunk next
/// to `index.html`), relative to the page: works under any sub-path. It becomes this page's
/// own bundle ([`start_bundle_worker`]).
pub const WORKER_URL: &str = "./table-ronde-worker-loader.js";

/// How long a request waits for the worker to start before it is computed on the main
/// thread instead. Later requests do not wait again: they are computed on the main thread
/// until the worker says it is ready (it may still be loading on a slow network).
const STARTUP_MS: u64 = 4_000;
/// How long a request waits for its answer before the worker is given up.
const ANSWER_MS: u64 = 30_000;

/// Identifies one request.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ticket(u32);

/// A decision.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Answer {
    /// Index of the chosen action in `legal_actions(seat)` of the position asked about.
    pub index: usize,
    /// Milliseconds from the request to the answer, on the page's clock.
    pub elapsed_ms: f64,
}

/// Why a request got no answer from the worker.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Unanswered {
    /// A newer request or [`cancel`] replaced it: nobody wants the answer any more.
    Withdrawn,
    /// The worker cannot answer (none, failed, too slow): the caller decides on the page,
    /// from the same seeded stream, and logs it with [`log_on_page`]. `started`: the
    /// request's time on the page's clock.
    OnPage {
        /// When the request was made ([`now`]).
        started: f64,
    },
}

/// What the worker will answer, a value: a [`oneshot`] the event loop completes.
pub type Reply = oneshot::Receiver<Result<Answer, Unanswered>>;

/// The position a request is about, as the worker can be brought to it.
pub struct Position {
    /// The session's number for its game ([`new_game`]).
    pub game: u32,
    /// The link choice of every move of the log, in order (the session's
    /// `core::link::LinkWriter` holds them): the worker that holds a prefix of them gets
    /// the rest only.
    pub moves: Vec<u32>,
    /// The whole position as a share link, sent when the worker must load it.
    pub link: String,
}

/// A fresh number for one game session's positions in the worker.
#[must_use]
pub fn new_game() -> u32 {
    THINKER.with_borrow_mut(|t| {
        t.games = t.games.wrapping_add(1).max(1);
        t.games
    })
}

struct Pending {
    think: Think,
    position: Position,
    sent: bool,
    /// The worker said `unsynced` once already and was sent the whole game.
    reloaded: bool,
    /// How the worker was brought to the position: `"moves"`, `"load"` (none yet: `""`).
    sync: &'static str,
    started: f64,
    reply: oneshot::Sender<Result<Answer, Unanswered>>,
    watchdog: Option<TimeoutHandle>,
}

impl Pending {
    fn disarm(&mut self) {
        if let Some(h) = self.watchdog.take() {
            h.clear();
        }
    }
}

enum State {
    /// Not started yet.
    Off,
    /// Loading; requests wait for its `ready`.
    Starting(Worker),
    Ready(Worker),
    /// Unusable: every request is computed on the main thread.
    Failed,
}

struct Thinker {
    state: State,
    next: u32,
    /// The last number [`new_game`] gave.
    games: u32,
    /// The game and the moves (link choices) of the position the worker holds, as far as
    /// the messages sent say.
    held: Option<(u32, Vec<u32>)>,
    pending: Option<Pending>,
    /// The worker has kept a request waiting [`STARTUP_MS`] for its start-up already.
    slow_start: bool,
    /// The game to warm up once the worker is ready, and its seats ([`warm_up`]).
    warm: Option<(GameId, usize)>,
}

thread_local! {
    static THINKER: RefCell<Thinker> = const {
        RefCell::new(Thinker {
            state: State::Off,
            next: 1,
            games: 0,
            held: None,
            pending: None,
            slow_start: false,
            warm: None,
        })
    };
}

/// The page's clock, in milliseconds.
#[must_use]
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn warn(text: &str) {
    web_sys::console::warn_1(&format!("thinker: {text}").into());
}

fn timeout(ms: u64, f: impl FnOnce() + 'static) -> Option<TimeoutHandle> {
    set_timeout_with_handle(f, Duration::from_millis(ms)).ok()
}

/// Starts the worker now, so that the first decision does not wait for it to load, and
/// has it warm up `game`'s engine at a table of `seats` (`warm`), so that it does not wait
/// for the browser to optimise that code either.
pub fn warm_up(game: GameId, seats: usize) {
    THINKER.with_borrow_mut(|t| {
        start_worker(t);
        match &t.state {
            State::Ready(w) => {
                send(w, &ToWorker::Warm { game, seats });
            }
            State::Starting(_) => t.warm = Some((game, seats)),
            State::Off | State::Failed => {}
        }
    });
}

/// What the worker's loader needs to become this bundle: the name index.html's loader gave
/// the bundle (`window.tableRondeBundle`, its files are `<name>.js` and `<name>_bg.wasm`) and
/// this instance's compiled module, so the worker instantiates it without a second download
/// or compile ([`super::serve`]).
fn worker_init() -> Option<JsValue> {
    let window = web_sys::window()?;
    let name = js_sys::Reflect::get(&window, &JsValue::from_str("tableRondeBundle"))
        .ok()?
        .as_string()?;
    let init = js_sys::Object::new();
    js_sys::Reflect::set(&init, &"bundle".into(), &name.into()).ok()?;
    js_sys::Reflect::set(&init, &"module".into(), &wasm_bindgen::module()).ok()?;
    Some(init.into())
}

/// A worker running this bundle ([`worker_init`] sent to the loader script).
pub fn start_bundle_worker() -> Result<Worker, JsValue> {
    let init = worker_init().ok_or_else(|| JsValue::from_str("no bundle name"))?;
    let worker = Worker::new(WORKER_URL)?;
    worker.post_message(&init)?;
    Ok(worker)
}

fn start_worker(t: &mut Thinker) {
    if !matches!(t.state, State::Off) {
        return;
    }
    let worker = match start_bundle_worker() {
        Ok(w) => w,
        Err(e) => {
            warn(&format!(
                "no Web Worker ({e:?}); the computers think on the page"
            ));
            t.state = State::Failed;
            return;
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| {
        receive(&ev.data().as_string().unwrap_or_default());
    });
    // An `ErrorEvent` for an exception in the worker; a plain `Event` when its script
    // cannot be loaded.
    let on_error = Closure::<dyn FnMut(Event)>::new(|ev: Event| {
        ev.prevent_default();
        let what = ev
            .dyn_ref::<ErrorEvent>()
            .map_or_else(|| "it could not be loaded".to_string(), ErrorEvent::message);
        give_up(&format!("worker error: {what}"));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The worker lives as long as the page; so do its handlers.
    on_message.forget();
    on_error.forget();
    t.state = State::Starting(worker);
}

/// Asks for `seat`'s decision at `position` at `level`: the request's ticket, and its
/// answer to come ([`Reply`]), unless a newer request or [`cancel`] comes first.
pub fn ask(position: Position, seat: Seat, level: Level) -> (Ticket, Reply) {
    let (tx, rx) = oneshot::channel();
    let (id, failed) = THINKER.with_borrow_mut(|t| {
        let id = t.next;
        t.next = t.next.wrapping_add(1).max(1);
        if let Some(mut old) = t.pending.take() {
            old.disarm();
            // Dropped, its answer is `Canceled`: the asker reads it as withdrawn.
        }
        start_worker(t);
        let mut p = Pending {
            think: Think {
                id,
                game: position.game,
                ply: position.moves.len(),
                seat,
                level,
            },
            position,
            sent: false,
            reloaded: false,
            sync: "",
            started: now(),
            reply: tx,
            watchdog: None,
        };
        let failed = match &t.state {
            State::Ready(w) => {
                p.sent = send_request(w, &mut t.held, &mut p);
                p.watchdog = timeout(ANSWER_MS, move || {
                    if is_pending(id) {
                        give_up("no answer in time");
                    }
                });
                !p.sent
            }
            State::Starting(_) if t.slow_start => true,
            State::Starting(_) => {
                p.watchdog = timeout(STARTUP_MS, move || {
                    if is_pending(id) {
                        warn("the worker is slow to start; computing on the page meanwhile");
                        THINKER.with_borrow_mut(|t| t.slow_start = true);
                        fall_back(id);
                    }
                });
                false
            }
            State::Off | State::Failed => true,
        };
        t.pending = Some(p);
        (id, failed)
    });
    if failed {
        // Answer from the event loop, as the worker would.
        set_timeout(move || fall_back(id), Duration::ZERO);
    }
    (Ticket(id), rx)
}

/// Withdraws a request: its answer is [`Unanswered::Withdrawn`], and the worker stops
/// searching for it.
pub fn cancel(ticket: Ticket) {
    let dropped = THINKER.with_borrow_mut(|t| {
        if t.pending.as_ref().is_some_and(|p| p.think.id == ticket.0) {
            let mut p = t.pending.take()?;
            p.disarm();
            if let State::Ready(w) = &t.state {
                send(w, &ToWorker::Stop);
            }
            return Some(p);
        }
        None
    });
    if let Some(p) = dropped {
        let _ = p.reply.send(Err(Unanswered::Withdrawn));
    }
}

fn send(worker: &Worker, msg: &ToWorker) -> bool {
    worker.post_message(&msg.encode().into()).is_ok()
}

/// Brings the worker to the request's position — the moves after the ones it holds, when
/// the request's moves start with them, or else the whole game — and asks for the decision.
/// `held` follows what was sent.
fn send_request(worker: &Worker, held: &mut Option<(u32, Vec<u32>)>, p: &mut Pending) -> bool {
    let pos = &p.position;
    let moved = match held.as_ref() {
        Some((game, have)) if *game == pos.game && pos.moves.starts_with(have) => {
            let from = have.len();
            from == pos.moves.len()
                || send(
                    worker,
                    &ToWorker::Moves {
                        game: *game,
                        from,
                        moves: pos.moves[from..].to_vec(),
                    },
                )
        }
        _ => false,
    };
    p.sync = if moved { "moves" } else { "load" };
    if !moved {
        *held = None;
        if !send(
            worker,
            &ToWorker::Load {
                game: pos.game,
                link: pos.link.clone(),
            },
        ) {
            return false;
        }
    }
    *held = Some((pos.game, pos.moves.clone()));
    send(worker, &ToWorker::Think(p.think.clone()))
}

fn is_pending(id: u32) -> bool {
    THINKER.with_borrow(|t| t.pending.as_ref().is_some_and(|p| p.think.id == id))
}

/// Takes the pending request if it is `id`.
fn take(id: u32) -> Option<Pending> {
    THINKER.with_borrow_mut(|t| {
        if t.pending.as_ref().is_some_and(|p| p.think.id == id) {
            let mut p = t.pending.take()?;
            p.disarm();
            return Some(p);
        }
        None
    })
}

/// One message of the worker, as text.
fn receive(text: &str) {
    match FromWorker::decode(text) {
        Some(msg) => on_reply(msg),
        None => warn(&format!("unknown message {text:?}")),
    }
}

fn on_reply(msg: FromWorker) {
    match msg {
        FromWorker::Ready(v) if v == VERSION => {
            let pending = THINKER.with_borrow_mut(|t| {
                let w = match std::mem::replace(&mut t.state, State::Off) {
                    State::Starting(w) => w,
                    other => {
                        t.state = other;
                        return None;
                    }
                };
                let mut out = None;
                if let Some((game, seats)) = t.warm.take() {
                    send(&w, &ToWorker::Warm { game, seats });
                }
                if let Some(p) = t.pending.as_mut().filter(|p| !p.sent) {
                    p.disarm();
                    p.sent = send_request(&w, &mut t.held, p);
                    let id = p.think.id;
                    if p.sent {
                        p.watchdog = timeout(ANSWER_MS, move || {
                            if is_pending(id) {
                                give_up("no answer in time");
                            }
                        });
                    } else {
                        out = Some(id);
                    }
                }
                t.state = State::Ready(w);
                out
            });
            if let Some(id) = pending {
                fall_back(id);
            }
        }
        FromWorker::Ready(v) => give_up(&format!("worker speaks version {v}, not {VERSION}")),
        FromWorker::Failed(why) => give_up(&format!("worker could not start ({why})")),
        FromWorker::Done {
            id,
            index,
            iterations,
            ms,
        } => {
            if let Some(p) = take(id) {
                finish(p, index, iterations, ms);
            }
        }
        // Analyses are the replay's, on a worker of its own (`ui::replay`).
        FromWorker::Stats { .. } => {}
        FromWorker::Warmed {
            game,
            rounds,
            first_ms,
            last_ms,
            ms,
        } => web_sys::console::debug_1(
            &format!(
                "thinker-warm {{\"game\":\"{}\",\"rounds\":{rounds},\"first_ms\":{},\
                 \"last_ms\":{},\"ms\":{},\"end\":{}}}",
                game.slug(),
                tenths(first_ms),
                tenths(last_ms),
                tenths(ms),
                tenths(now())
            )
            .into(),
        ),
        FromWorker::Unsynced(id) => resync(id),
        FromWorker::Error { id, message } => {
            if is_pending(id) {
                warn(&format!(
                    "the worker could not decide ({message}); computing on the page"
                ));
                fall_back(id);
            }
        }
    }
}

/// The worker does not hold request `id`'s position: send it the whole game, once; a second
/// `unsynced` is computed on the main thread.
fn resync(id: u32) {
    let failed = THINKER.with_borrow_mut(|t| {
        t.held = None;
        let (State::Ready(w), Some(p)) = (&t.state, t.pending.as_mut()) else {
            return false;
        };
        if p.think.id != id {
            return false;
        }
        if p.reloaded {
            return true;
        }
        p.reloaded = true;
        // `held` is none: the whole game goes.
        !send_request(w, &mut t.held, p)
    });
    if failed {
        warn("the worker cannot follow the game; computing on the page");
        fall_back(id);
    }
}

/// The worker is unusable: stop it, and compute the pending request on the main thread.
fn give_up(why: &str) {
    warn(&format!(
        "{why}; the computers think on the page from now on"
    ));
    let id = THINKER.with_borrow_mut(|t| {
        if let State::Starting(w) | State::Ready(w) = std::mem::replace(&mut t.state, State::Failed)
        {
            w.terminate();
        }
        t.pending.as_ref().map(|p| p.think.id)
    });
    if let Some(id) = id {
        fall_back(id);
    }
}

/// Request `id` (if still pending) is to be answered on the main thread: its asker does.
fn fall_back(id: u32) {
    let Some(p) = take(id) else { return };
    let _ = p.reply.send(Err(Unanswered::OnPage { started: p.started }));
}

fn finish(p: Pending, index: usize, iterations: u32, worker_ms: f64) {
    let end = now();
    let answer = Answer {
        index,
        elapsed_ms: end - p.started,
    };
    log_answer(
        &p.think,
        p.started,
        end,
        worker_ms,
        iterations,
        Some(p.sync),
    );
    let _ = p.reply.send(Ok(answer));
}

/// Logs a decision taken on the page after [`Unanswered::OnPage`] (the journeys read these
/// lines as they read the worker's): `compute_ms`, the page's own time.
pub fn log_on_page(seat: Seat, level: Level, started: f64, compute_ms: f64) {
    let think = Think {
        id: 0,
        game: 0,
        ply: 0,
        seat,
        level,
    };
    log_answer(&think, started, now(), compute_ms, 0, None);
}

/// The `thinker {json}` line of one answer: `sync` for the worker's (how it got the
/// position), `None` for the page's.
fn log_answer(
    think: &Think,
    started: f64,
    end: f64,
    compute_ms: f64,
    iterations: u32,
    sync: Option<&str>,
) {
    let log = format!(
        "thinker {{\"level\":\"{}\",\"seat\":{},\"via\":\"{}\",\"ms\":{},\"compute_ms\":{},\
         \"iterations\":{},\"sync\":\"{}\",\"start\":{},\"end\":{}}}",
        think.level.slug(),
        think.seat.0,
        if sync.is_some() { "worker" } else { "page" },
        tenths(end - started),
        tenths(compute_ms),
        iterations,
        sync.unwrap_or(""),
        tenths(started),
        tenths(end)
    );
    web_sys::console::debug_1(&log.into());
}
