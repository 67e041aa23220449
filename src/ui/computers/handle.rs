//! A session's handles on the thinking ([`Thinking`]: the request in the worker, the
//! "thinking" mark, the hint) and the small types and constants around them; the functions
//! that ask the worker are the parent module's.

use super::worker::{self, Ticket};
use crate::bot::level_config;
use crate::core::record::{Level, SeatKind};
use crate::core::seats::Seat;
use crate::ui::table::TableGame;
use leptos::prelude::*;

/// The level the hint button asks.
pub const ADVICE_LEVEL: Level = Level::Hard;

/// A search shows "… réfléchit" only once it has lasted this long (a quick one would only
/// flash it).
pub const SHOW_THINKING_AFTER_MS: u32 = 250;

/// True for a computer seat whose level searches (it needs the worker).
#[must_use]
pub fn searches(kind: &SeatKind) -> bool {
    matches!(kind, SeatKind::Computer(l) if level_config(*l).is_some())
}

/// The hint for the seat on screen, tied to the log length it was asked at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Advice<A> {
    /// None asked.
    #[default]
    Idle,
    /// Asked at this log length; waiting for the worker.
    Asking(usize),
    /// What Hard would do at this log length.
    Shown(usize, A),
}

impl<A: Copy> Advice<A> {
    /// The advised action, if the hint is for the position at log length `ply`.
    #[must_use]
    pub fn action(self, ply: usize) -> Option<A> {
        match self {
            Advice::Shown(p, a) if p == ply => Some(a),
            _ => None,
        }
    }
}

/// What the hint button shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AdviceState {
    /// The player's decision: the button asks.
    Ready,
    /// Asked; the answer is coming.
    Busy,
    /// Not the player's decision (the reason is given).
    Unavailable,
}

/// A session's handles on the thinking: the request in the worker, the "thinking" mark and
/// the hint. All handles, so it is `Copy`.
pub struct Thinking<G: TableGame> {
    /// The request in the worker (a computer's search or the hint) and the log length it
    /// was asked at.
    pub(super) request: StoredValue<Option<(Ticket, usize)>>,
    /// A computer seat whose search is taking a noticeable time.
    pub thinking: RwSignal<Option<Seat>>,
    /// The hint for the seat on screen.
    pub advice: RwSignal<Advice<G::Action>>,
    /// The session's number for its game in the worker ([`worker::new_game`]).
    pub(super) game: u32,
}

impl<G: TableGame> Clone for Thinking<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Thinking<G> {}

impl<G: TableGame> Thinking<G> {
    /// Nothing asked, nobody thinking.
    #[must_use]
    pub fn new() -> Self {
        Self {
            request: StoredValue::new(None),
            thinking: RwSignal::new(None),
            advice: RwSignal::new(Advice::Idle),
            game: worker::new_game(),
        }
    }

    /// Withdraws the request in the worker (if any) and its "thinking" mark.
    pub fn drop_request(self) {
        if let Some(Some((ticket, _))) = self.request.try_update_value(Option::take) {
            worker::cancel(ticket);
        }
        self.thinking.try_set(None);
    }

    /// Forgets the hint.
    pub fn clear_advice(self) {
        self.advice.try_set(Advice::Idle);
    }
}

impl<G: TableGame> Default for Thinking<G> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_belongs_to_one_position() {
        let a: Advice<u8> = Advice::Shown(7, 3);
        assert_eq!(a.action(7), Some(3));
        assert_eq!(a.action(8), None);
        assert_eq!(Advice::<u8>::Asking(7).action(7), None);
        assert_eq!(Advice::<u8>::default(), Advice::Idle);
    }

    #[test]
    fn only_searching_levels_need_the_worker() {
        assert!(!searches(&SeatKind::Human));
        assert!(!searches(&SeatKind::Computer(Level::Easy)));
        assert!(searches(&SeatKind::Computer(Level::Normal)));
        assert!(searches(&SeatKind::Computer(Level::Hard)));
    }
}
