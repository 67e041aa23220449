//! The analysis runs in a Web Worker of its own, started from the computer players' worker
//! script (this bundle's own, [`crate::ui::computers::worker::start_bundle_worker`]): the page stays
//! responsive, and a game's own requests ([`crate::ui::computers::worker`]) never wait behind it. For
//! each move it asks for Hard's decision with its root statistics in the position before it
//! (`analyse`, answered by `stats`, [`crate::bot::protocol`]).
//!
//! The analysis is linear in the game's length: the worker loads the position before the
//! first move analysed once (`load`, the game's link cut there), and then hears only the
//! moves from one analysed position to the next (`moves`, their link choices, read off the
//! link the viewer wrote when it opened). It keeps the position between requests and an
//! analysis does not change it, so each search sees the same position as if it had been
//! loaded alone ([`messages`]); after a failed request the next one loads its position
//! again. One analysis at a time per page; [`stop`] ends it (the worker is terminated, so its
//! search stops at once).

use crate::bot::protocol::{FromWorker, Think, ToWorker, VERSION};
use crate::bot::worker::RootStat;
use crate::core::link::LinkWriter;
use crate::core::record::Level;
use crate::core::seats::Seat;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker};

/// One position to analyse: the one before the move at log index `ply`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Job {
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
    /// The game's link, with every move's choice.
    link: LinkWriter,
    jobs: Vec<Job>,
    /// The job in the worker.
    next: usize,
    /// The log length of the position the worker holds, when it is known to hold one of
    /// this game (the last job sent, unless it failed).
    held: Option<usize>,
    report: Box<dyn Fn(Report)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

thread_local! {
    static RUN: RefCell<Option<Run>> = const { RefCell::new(None) };
}

/// The page's number for the analysed game in the worker (it holds nothing else).
const GAME: u32 = 1;

/// Starts analysing `jobs` of the game `link` holds (stopping any analysis in progress);
/// `report` hears of each, always from the event loop. In order of their plies, each job
/// costs only the moves since the one before.
pub fn start(link: LinkWriter, jobs: Vec<Job>, report: impl Fn(Report) + 'static) {
    stop();
    let worker = match crate::ui::computers::worker::start_bundle_worker() {
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
        link,
        jobs,
        next: 0,
        held: None,
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

/// What to send the worker for job number `n`, `job`, when it holds this game at log length
/// `held` (`None`: not known to hold it): the moves from there when the job comes later in
/// the game, otherwise the position loaded from the link cut at the job; then the request.
#[must_use]
pub fn messages(link: &LinkWriter, held: Option<usize>, job: Job, n: usize) -> Vec<ToWorker> {
    let mut out = Vec::with_capacity(2);
    let moves = held
        .filter(|&h| h <= job.ply)
        .and_then(|h| Some((h, link.choice_indices(h..job.ply)?)));
    match moves {
        Some((_, moves)) if moves.is_empty() => {}
        Some((from, moves)) => out.push(ToWorker::Moves {
            game: GAME,
            from,
            moves,
        }),
        None => out.push(ToWorker::Load {
            game: GAME,
            link: link.text_at(job.ply),
        }),
    }
    out.push(ToWorker::Analyse(Think {
        id: n as u32 + 1,
        game: GAME,
        ply: job.ply,
        seat: job.seat,
        level: Level::Hard,
    }));
    out
}

/// Sends the next job, or ends the run when none is left.
fn send_next() {
    let done = RUN.with_borrow_mut(|run| {
        let Some(run) = run else { return false };
        let Some(&job) = run.jobs.get(run.next) else {
            return true;
        };
        for m in messages(&run.link, run.held, job, run.next) {
            let _ = run.worker.post_message(&m.encode().into());
        }
        run.held = Some(job.ply);
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
                if matches!(report, Report::Failed(_)) {
                    // Whatever the worker holds now, the next job loads its position.
                    r.held = None;
                }
                (r.report)(report);
            }
        });
    }
    send_next();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::worker::{HeldPosition, PendingDecision};
    use crate::core::Game;
    use crate::core::link::{self, decode_position, play_choice};
    use crate::core::record::{GameRecord, SeatKind};
    use crate::core::rng::GameRng;
    use crate::games::chevaliers::Chevaliers;
    use crate::games::{LoadAnyGame, StartAnyGame};

    /// A Chevaliers game of seven Easy knights (random play loses within a hundred moves),
    /// cut at `moves` moves.
    fn game(moves: usize) -> GameRecord<Chevaliers> {
        let seats = vec![SeatKind::Human; 7];
        let mut rec = GameRecord::<Chevaliers>::new(Default::default(), seats, 27);
        let mut g = rec.start().unwrap();
        let mut rng = GameRng::from_seed(4);
        while rec.log.len() < moves && !g.is_over() {
            let seat = g.actors()[0];
            let action = crate::bot::choose(Level::Easy, &g, seat, &mut rng).unwrap();
            g.play(seat, &action).unwrap();
            rec.log.push((seat, action));
        }
        rec
    }

    /// The position before move `ply` as the analysis sent it before: the link cut there,
    /// loaded alone.
    fn alone(rec: &GameRecord<Chevaliers>, ply: usize) -> (String, Chevaliers) {
        let mut cut = rec.clone();
        cut.log.truncate(ply);
        let text = link::encode(&cut).unwrap();
        let (_, g) = decode_position::<Chevaliers>(&text).unwrap();
        (text, g)
    }

    /// Sends `jobs` as a run does (`failed`: the jobs whose request fails, after which the
    /// page forgets what the worker holds), to a worker played here on the typed game as
    /// `ui::computers::serve` does (`load` decodes the link, `moves` plays link choices): each
    /// request finds the very position loading its link alone gives. Returns the loads sent.
    fn run(rec: &GameRecord<Chevaliers>, jobs: &[Job], failed: &[usize]) -> usize {
        let (writer, _) = LinkWriter::of(rec).unwrap();
        let mut worker: Option<(usize, Chevaliers)> = None;
        let mut held = None;
        let mut loads = 0;
        for (n, &job) in jobs.iter().enumerate() {
            for m in messages(&writer, held, job, n) {
                assert_eq!(ToWorker::decode(&m.encode()).as_ref(), Some(&m), "{m:?}");
                match m {
                    ToWorker::Load { game, link } => {
                        assert_eq!(game, GAME);
                        loads += 1;
                        let (r, g) = decode_position::<Chevaliers>(&link).unwrap();
                        worker = Some((r.log.len(), g));
                    }
                    ToWorker::Moves { game, from, moves } => {
                        assert_eq!(game, GAME);
                        let (ply, g) = worker.as_mut().expect("a position to go on from");
                        assert_eq!(*ply, from);
                        for c in moves {
                            play_choice(g, c as usize).expect("a choice");
                            *ply += 1;
                        }
                    }
                    ToWorker::Analyse(t) => {
                        assert_eq!(
                            (t.id, t.game, t.ply, t.seat),
                            (n as u32 + 1, GAME, job.ply, job.seat)
                        );
                        assert_eq!(t.level, Level::Hard);
                        let (ply, g) = worker.as_ref().expect("a position");
                        assert_eq!(*ply, job.ply);
                        assert_eq!(*g, alone(rec, job.ply).1, "job {n} at ply {}", job.ply);
                    }
                    other => panic!("unexpected {other:?}"),
                }
            }
            held = (!failed.contains(&n)).then_some(job.ply);
        }
        loads
    }

    fn jobs(rec: &GameRecord<Chevaliers>, plies: &[usize]) -> Vec<Job> {
        plies
            .iter()
            .map(|&ply| Job {
                ply,
                seat: rec.log[ply].0,
            })
            .collect()
    }

    #[test]
    fn one_load_then_the_moves_between_jobs_reach_the_same_positions() {
        let rec = game(320);
        assert_eq!(rec.log.len(), 320, "a long game");
        let plies = [0, 1, 2, 9, 10, 57, 140, 141, 250, 319];
        assert_eq!(run(&rec, &jobs(&rec, &plies), &[]), 1, "one load");
        // A failed request: the next job loads its position again.
        assert_eq!(run(&rec, &jobs(&rec, &plies), &[3, 7]), 3);
        // A job earlier than the one before (never made by the page): loaded too.
        assert_eq!(run(&rec, &jobs(&rec, &[140, 57, 250]), &[]), 2);
        // One move alone (the "analyse this move" button).
        assert_eq!(run(&rec, &jobs(&rec, &[141]), &[]), 1);
    }

    #[test]
    fn the_worker_decides_as_it_did_from_a_link_per_move() {
        // The real worker position (`bot::worker::HeldPosition`) led by the messages, against one
        // loaded from each job's link alone, as before: the same decisions and root
        // statistics (Normal's search here, Hard's is only longer).
        let rec = game(200);
        let (writer, _) = LinkWriter::of(&rec).unwrap();
        let jobs = jobs(&rec, &[12, 13, 90, 199]);
        let mut worker: Option<HeldPosition> = None;
        let mut held = None;
        for (n, &job) in jobs.iter().enumerate() {
            for m in messages(&writer, held, job, n) {
                match m {
                    ToWorker::Load { link, .. } => {
                        worker = Some(HeldPosition::load(&link).unwrap())
                    }
                    ToWorker::Moves { from, moves, .. } => {
                        worker.as_mut().unwrap().append(from, &moves).unwrap();
                    }
                    ToWorker::Analyse(t) => {
                        let p = worker.as_ref().unwrap();
                        let mut now = p.think(t.ply, t.seat, Level::Normal).unwrap();
                        let mut before =
                            PendingDecision::start(&alone(&rec, job.ply).0, t.seat, Level::Normal)
                                .unwrap();
                        let a = std::iter::repeat_with(|| now.step(u32::MAX)).find_map(|x| x);
                        let b = std::iter::repeat_with(|| before.step(u32::MAX)).find_map(|x| x);
                        assert_eq!(a, b, "job {n}");
                        assert_eq!(now.root_stats(), before.root_stats(), "job {n}");
                    }
                    other => panic!("unexpected {other:?}"),
                }
            }
            held = Some(job.ply);
        }
    }
}
