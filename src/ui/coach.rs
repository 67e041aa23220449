//! Where a lesson stands at its table (issue 29, [`crate::ui::learn`]): the step shown, a
//! move off the lesson's path, free play; and what the step asks of the person's turn. The
//! table is given it as its [`Coach`] (`session::Mode::Lesson`): the tables know the trait,
//! not the lesson.

use crate::core::game::Game;
use crate::tutorial::{Expect, Lesson, Step, YOU};
use crate::ui::session::Coach;
use leptos::prelude::*;

/// Where the lesson stands. Its signals live in the page's scope, so they outlast the
/// table, which is opened again after a take-back or a restart.
pub struct Coaching<G: Game + 'static> {
    /// The lesson.
    pub lesson: &'static Lesson<G>,
    /// The step shown.
    pub step: RwSignal<usize>,
    /// The log length before a move that left the lesson's path (a take-back goes there).
    pub stray: RwSignal<Option<usize>>,
    /// The person plays on freely: the coach is quiet.
    pub free: RwSignal<bool>,
}

impl<G: Game> Clone for Coaching<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Coaching<G> {}

impl<G: Game + 'static> Coaching<G> {
    /// The step the coach is on, unless the person left the lesson or plays freely.
    pub fn current(self) -> Option<&'static Step<G>> {
        if self.free.get_untracked() || self.stray.get_untracked().is_some() {
            return None;
        }
        self.lesson.steps.get(self.step.get_untracked())
    }

    /// At the person's turn in `g`: passes the fast-forwards that reached their mark; true
    /// when the coach plays this turn itself (a fast-forward still running).
    pub fn skipping(self, g: &G) -> bool {
        while let Some(Step {
            expect: Expect::Skip(reached),
            ..
        }) = self.current()
        {
            if !reached(g, YOU) {
                return true;
            }
            self.step.update(|n| *n += 1);
        }
        false
    }

    /// A fast-forward is running: the computers move at once.
    pub fn fast(self) -> bool {
        matches!(self.current().map(|s| &s.expect), Some(Expect::Skip(_)))
    }

    /// The move the step waits for in `g`.
    pub fn expected(self, g: &G) -> Option<G::Action> {
        match self.current()?.expect {
            Expect::Move(f) => f(g, YOU),
            _ => None,
        }
    }

    /// After the person's `action` from `before`, at log length `ply`: the lesson moves on,
    /// or the move leaves its path.
    pub fn after_move(self, before: &G, action: &G::Action, ply: usize) {
        let Some(step) = self.current() else {
            return;
        };
        match step.expect {
            // The coach's own moves.
            Expect::Skip(_) => {}
            Expect::Move(f) if f(before, YOU).as_ref() == Some(action) => {
                self.step.update(|n| *n += 1);
            }
            // A move without a choice (the only legal one, which a table may even give
            // without asking, as Camelot's passes in a Lancelot window) never strays.
            _ if before.legal_actions(YOU).len() <= 1 => {}
            _ => self.stray.set(Some(ply)),
        }
    }
}

impl<G: Game + 'static> Coach<G> for Coaching<G>
where
    G::Action: PartialEq,
{
    fn fast(&self) -> bool {
        Coaching::fast(*self)
    }

    fn plays(&self, g: &G) -> bool {
        self.skipping(g)
    }

    fn expected(&self, g: &G) -> Option<G::Action> {
        Coaching::expected(*self, g)
    }

    fn lit_up(&self) {
        focus_lit_up();
    }

    fn after_move(&self, before: &G, action: &G::Action, ply: usize) {
        Coaching::after_move(*self, before, action, ply);
    }
}

/// The focus goes to the move the step asks for, once the hand shows it lit up.
fn focus_lit_up() {
    set_timeout(
        || {
            if let Some(el) = document()
                .query_selector(".learn .advised")
                .ok()
                .flatten()
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            {
                let _ = el.focus();
            }
        },
        std::time::Duration::from_millis(60),
    );
}
