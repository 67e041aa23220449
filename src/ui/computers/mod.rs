//! Decisions that take time, for every table: the computer seats ([`decision`], one
//! [`crate::ui::turns::Decider`]) and the player's hint (what Hard would do), asked of the
//! Web Worker through [`worker`] for the levels that search.
//!
//! * A computer's decision is a value the session waits for: Random and Easy decide on the
//!   page after the pace delay (microseconds); Normal and Hard are asked of the worker as
//!   soon as their turn comes and applied no sooner than the pace delay after that (the
//!   search counts toward the delay). A search that lasts shows "… réfléchit" (the
//!   session's `thinking` mark) — unless the caller asks for quiet (a Camelot Lancelot
//!   window, where it would tell who holds Lancelot). A worker that cannot answer is
//!   replaced by the same seeded decision on the page.
//! * The hint asks the same question for the player's own seat at level Hard
//!   ([`crate::ui::advice`]); the session shows the answer and reads it out.
//!
//! The worker is brought to the position with the link choices the session's link writer
//! already holds ([`Core::link_position`]): nothing is played again on the page. A request
//! withdrawn (an undo, a move meanwhile, a newer request) ends its wait with no decision.

use crate::bot::{RuleBased, level_config};
use crate::core::record::Level;
use crate::core::seats::Seat;
use crate::ui::session::{Core, choose_index};
use crate::ui::table::TableGame;
use leptos::prelude::*;
use worker::Unanswered;

pub mod handle;
#[cfg(target_arch = "wasm32")]
pub mod serve;
pub mod worker;

pub use handle::{ADVICE_LEVEL, Advice, AdviceState, SHOW_THINKING_AFTER_MS, Thinking, searches};

/// A computer seat's decision at the session's position, the index of its action among
/// `legal_actions(seat)`: on the page after `pace` ms for Random and Easy; through the
/// worker (or, failing it, on the page) for the searching levels, applied no sooner than
/// `pace` ms after the request. `quiet`: no "thinking" mark. `None` when the turn ends
/// first (the position changed, the request was withdrawn, the table closed).
pub async fn decision<G: RuleBased + TableGame>(
    c: Core<G>,
    seat: Seat,
    level: Level,
    pace: u32,
    quiet: bool,
) -> Option<G::Action> {
    if c.read_only() {
        // The replay viewer: the game is over or only shown, nobody moves.
        return None;
    }
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let index = if level_config(level).is_none() {
        if !c.timer.sleep(pace).await {
            return None;
        }
        c.game
            .with_untracked(|g| choose_index(level, g, seat, seed, ply))?
    } else {
        let t = c.think;
        if !quiet {
            c.timer.set(SHOW_THINKING_AFTER_MS, move || {
                t.thinking.set(Some(seat));
            });
        }
        let (index, elapsed) = ask(c, seat, level).await?;
        t.thinking.try_set(None);
        // The search counts toward the pace: wait only for what is left of it.
        let left = (f64::from(pace) - elapsed).max(0.0) as u32;
        if !c.timer.sleep(left).await {
            return None;
        }
        index
    };
    let g = c.game.get_untracked();
    if c.record.with_untracked(|r| r.log.len()) != ply || !g.actors().contains(&seat) {
        return None;
    }
    g.legal_actions(seat).get(index).copied()
}

/// Asks the worker for `seat`'s decision at `level` at the session's position: its index
/// and the milliseconds it took; decided on the page from the same seeded stream when the
/// worker cannot. `None` when the request was withdrawn.
pub(crate) async fn ask<G: RuleBased + TableGame>(
    c: Core<G>,
    seat: Seat,
    level: Level,
) -> Option<(usize, f64)> {
    let (ply, seed) = c.record.with_untracked(|r| (r.log.len(), r.seed));
    let (moves, link) = c.link_position()?;
    let position = worker::Position {
        game: c.think.game,
        moves,
        link,
    };
    let (ticket, reply) = worker::ask(position, seat, level);
    c.think.request.set_value(Some((ticket, ply)));
    let answer = reply.await;
    c.think.request.try_update_value(|r| {
        if r.is_some_and(|(t, _)| t == ticket) {
            *r = None;
        }
    });
    match answer {
        Ok(Ok(a)) => Some((a.index, a.elapsed_ms)),
        Ok(Err(Unanswered::OnPage { started })) => {
            let t0 = worker::now();
            let index = c
                .game
                .with_untracked(|g| choose_index(level, g, seat, seed, ply))?;
            worker::log_on_page(seat, level, started, worker::now() - t0);
            Some((index, worker::now() - started))
        }
        Ok(Err(Unanswered::Withdrawn)) | Err(_) => None,
    }
}
