//! The analysis runs in a Web Worker of its own, started from the computer players' worker
//! script (`src/bin/worker.rs`, [`crate::ui::thinker::WORKER_URL`]): the page stays
//! responsive, and a game's own requests ([`crate::ui::thinker`]) never wait behind it. For
//! each move it sends the position before it (`load`, a share link cut there) and asks for
//! Hard's decision with its root statistics (`analyse`, answered by `stats`,
//! [`crate::bot::protocol`]). One analysis at a time per page; [`stop`] ends it (the worker is
//! terminated, so its search stops at once).

use crate::bot::protocol::{FromWorker, Think, ToWorker, VERSION};
use crate::bot::think::RootStat;
use crate::core::record::Level;
use crate::core::seats::Seat;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker};

/// One position to analyse.
#[derive(Clone, Debug)]
pub struct Job {
    /// The game cut before the move (a share link).
    pub link: String,
    /// Its log length.
    pub ply: usize,
    /// The mover.
    pub seat: Seat,
}

/// What the analysis reports, job by job.
#[derive(Clone, Debug)]
pub enum Report {
    /// Job `n`: Hard's choice (index among the legal actions) and the root statistics.
    Done(usize, usize, Vec<RootStat>),
    /// Job `n` could not be analysed.
    Failed(usize),
    /// The worker could not start or broke down: nothing more comes.
    Unavailable,
}

struct Run {
    worker: Worker,
    jobs: Vec<Job>,
    /// The job in the worker.
    next: usize,
    report: Box<dyn Fn(Report)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

thread_local! {
    static RUN: RefCell<Option<Run>> = const { RefCell::new(None) };
}

/// The page's number for the analysed game in the worker (it holds nothing else).
const GAME: u32 = 1;

/// Starts analysing `jobs` in order (stopping any analysis in progress); `report` hears of
/// each, always from the event loop.
pub fn start(jobs: Vec<Job>, report: impl Fn(Report) + 'static) {
    stop();
    let worker = match Worker::new(crate::ui::thinker::WORKER_URL) {
        Ok(w) => w,
        Err(_) => {
            let report = Box::new(report);
            leptos::prelude::set_timeout(
                move || report(Report::Unavailable),
                std::time::Duration::ZERO,
            );
            return;
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| {
        if let Some(msg) = ev
            .data()
            .as_string()
            .as_deref()
            .and_then(FromWorker::decode)
        {
            on_reply(msg);
        }
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(|ev: Event| {
        ev.prevent_default();
        finish(Report::Unavailable);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    RUN.set(Some(Run {
        worker,
        jobs,
        next: 0,
        report: Box::new(report),
        _on_message: on_message,
        _on_error: on_error,
    }));
}

/// Ends the analysis in progress, if any: its worker is terminated, no report follows.
pub fn stop() {
    if let Some(run) = RUN.take() {
        run.worker.terminate();
    }
}

/// Reports `last` and ends the run.
fn finish(last: Report) {
    if let Some(run) = RUN.take() {
        run.worker.terminate();
        (run.report)(last);
    }
}

/// Sends the next job, or ends the run when none is left.
fn send_next() {
    let done = RUN.with_borrow(|run| {
        let Some(run) = run else { return false };
        let Some(job) = run.jobs.get(run.next) else {
            return true;
        };
        let load = ToWorker::Load {
            game: GAME,
            link: job.link.clone(),
        };
        let ask = ToWorker::Analyse(Think {
            id: run.next as u32 + 1,
            game: GAME,
            ply: job.ply,
            seat: job.seat,
            level: Level::Hard,
        });
        for m in [load, ask] {
            let _ = run.worker.post_message(&m.encode().into());
        }
        false
    });
    if done && let Some(run) = RUN.take() {
        run.worker.terminate();
    }
}

fn on_reply(msg: FromWorker) {
    let current = RUN.with_borrow(|r| r.as_ref().map(|r| r.next as u32 + 1));
    let Some(current) = current else { return };
    let report = match msg {
        FromWorker::Ready(v) if v == VERSION => None,
        FromWorker::Ready(_) | FromWorker::Failed(_) => {
            finish(Report::Unavailable);
            return;
        }
        FromWorker::Stats { id, index, stats } if id == current => {
            Some(Report::Done(id as usize - 1, index, stats))
        }
        FromWorker::Error { id, .. } | FromWorker::Unsynced(id) if id == current => {
            Some(Report::Failed(id as usize - 1))
        }
        _ => return,
    };
    if let Some(report) = report {
        RUN.with_borrow_mut(|r| {
            if let Some(r) = r {
                r.next += 1;
                (r.report)(report);
            }
        });
    }
    send_next();
}
