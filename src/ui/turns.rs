//! How play moves on at every table, written once: who decides next ([`Next`]) and what
//! the session does about it ([`TableSession`]): an automatic answer, a computer's move
//! after the pace, the pass-and-play hand-over, or the person on screen's turn. A table
//! supplies who decides and what its own turn opens.
//!
//! **One path for every seat** (issue 41): each seat is driven by one [`Decider`] (the
//! person at this screen, a computer; a friend over the network next). The session asks
//! it and waits for its decision as a value ([`decision`], a future), then applies it
//! ([`TableSession::dispatch`]). A person's button hands its move to the decision waited
//! for ([`TableSession::human`]); a computer's comes from the page or the worker
//! ([`crate::ui::computers::decision`]). No callback is stored for an answer: a decision
//! that comes for a turn that is over is dropped ([`Core::is_turn`]).

use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::policy::RuleBased;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::ui::session::{Core, EventOf, Mode};
use crate::ui::table::TableGame;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Who decides for a seat, once its turn has come.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decider {
    /// The person at this screen (at pass-and-play, once they took the device).
    Person,
    /// A computer at `level`, after `pace` ms (the search counts toward it); `quiet`: no
    /// "thinking" mark.
    Computer {
        /// Its level.
        level: Level,
        /// The least time its move takes, in milliseconds.
        pace: u32,
        /// No "thinking" mark (a Camelot Lancelot window, CAM-11.7).
        quiet: bool,
    },
}

/// `seat`'s decision at the session's position, from `decider`: `None` when the turn ends
/// without one (an undo, a move meanwhile, the table closed).
pub async fn decision<G: TableGame + RuleBased>(
    c: Core<G>,
    seat: Seat,
    decider: Decider,
) -> Option<G::Action> {
    match decider {
        Decider::Person => c.person_wait(seat).await.ok(),
        Decider::Computer { level, pace, quiet } => {
            crate::ui::computers::decision(c, seat, level, pace, quiet).await
        }
    }
}

/// Who decides next at a table, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next<A> {
    /// An answer without a choice, given at once (Camelot: a pass in a Lancelot window).
    Auto(Seat, A),
    /// A computer seat; `quiet`: at once, without the "thinking" mark (inside a Lancelot
    /// window, CAM-11.7).
    Computer {
        /// The seat.
        seat: Seat,
        /// Its level.
        level: Level,
        /// No pace and no mark.
        quiet: bool,
    },
    /// A person.
    Human(Seat),
}

impl<A> Next<A> {
    /// `seat` decides, as its kind among `seats` says (a seat missing there is a person).
    #[must_use]
    pub fn of(seat: Seat, seats: &[SeatKind]) -> Self {
        match seats.get(seat.index()).copied().unwrap_or(SeatKind::Human) {
            SeatKind::Computer(level) => Next::Computer {
                seat,
                level,
                quiet: false,
            },
            SeatKind::Human => Next::Human(seat),
        }
    }
}

/// What every table's session does the same way, written once over [`Core`]: undo and the
/// pass-and-play hand-over. A table supplies its core, how play moves on, and its own
/// state to reset (open dialogs, a held trick, the log).
pub trait TableSession: Copy + Send + Sync + 'static {
    /// The game.
    type G: TableGame + RuleBased;

    /// The session's core.
    fn core(self) -> Core<Self::G>;

    /// Who decides next in `g` (by default its first actor; a game with one pending decision
    /// names its decider).
    fn decider(g: &Self::G) -> Option<Seat> {
        g.first_actor()
    }

    /// Who decides next, and how; `None` when nobody does (the game is over).
    fn next(self) -> Option<Next<<Self::G as Game>::Action>> {
        let c = self.core();
        let seat = c.game.with_untracked(Self::decider)?;
        Some(c.seats.with_value(|k| Next::of(seat, k)))
    }

    /// The pause a computer waits before its move, taken (0 when none): Tafelrunde holds a
    /// finished trick while the pawn walks. A person's turn drops it.
    fn take_hold(self) -> u32 {
        0
    }

    /// The person on screen decides `seat`'s move now: the table opens what the decision
    /// needs and says whose turn it is.
    fn your_turn(self, seat: Seat);

    /// Moves play on: an answer without a choice, a computer (after its pause), the
    /// hand-over screen, or the person on screen. Nothing moves while the hand-over screen
    /// waits, nor in a replay.
    fn advance(self) {
        if self.core().stop_for_handoff() {
            return;
        }
        if let Some(next) = self.next() {
            self.dispatch(next);
        }
    }

    /// Asks `next`'s decider for its decision and applies it when it comes, the one path
    /// of every seat's decision. A computer's move waits for a held trick first
    /// ([`TableSession::take_hold`]); a person's turn is opened on screen (or behind the
    /// hand-over screen); at a lesson's table, the coach may play the person's turn.
    fn dispatch(self, next: Next<<Self::G as Game>::Action>) {
        let c = self.core();
        let pace = c.pace_ms();
        let (seat, decider) = match next {
            Next::Auto(seat, action) => {
                c.timer.set(0, move || {
                    let _ = self.apply(seat, action);
                });
                return;
            }
            Next::Computer { seat, level, quiet } => {
                let hold = self.take_hold();
                if hold > 0 && !c.fast_forward() {
                    c.timer.set(hold, move || self.advance());
                    return;
                }
                let pace = if quiet { 0 } else { pace };
                (seat, Decider::Computer { level, pace, quiet })
            }
            Next::Human(seat) => {
                self.take_hold();
                let coached = c
                    .coach()
                    .is_some_and(|coach| c.game.with_untracked(|g| coach.plays(g)));
                if coached {
                    // A lesson's fast-forward: the Easy computer's move for the person.
                    let level = Level::Easy;
                    (
                        seat,
                        Decider::Computer {
                            level,
                            pace: 0,
                            quiet: true,
                        },
                    )
                } else {
                    if c.hand_to(seat) {
                        // The hand-over screen waits for the next player.
                        return;
                    }
                    self.your_turn(seat);
                    c.light_up_lesson();
                    (seat, Decider::Person)
                }
            }
        };
        let turn = c.next_turn();
        spawn_local(async move {
            let Some(action) = decision(c, seat, decider).await else {
                return;
            };
            if !c.is_turn(turn) {
                return;
            }
            if self.apply(seat, action).is_err() {
                // Refused (a stale button): the turn is asked again.
                self.advance();
            }
            if decider == Decider::Person {
                self.after_human();
            }
        });
    }

    /// What one decision did at this table, before the record moves on: the news the person
    /// on screen may hear, the log's new lines, a finished trick held on the felt. `before`
    /// and `after` are the positions around the decision; `seen` its events, each with who
    /// may see it.
    fn take_step(self, before: &Self::G, after: &Self::G, seen: Vec<Seen<EventOf<Self::G>>>);

    /// Applies `seat`'s decision at the table: the table takes its events
    /// ([`TableSession::take_step`]), the record grows and is reported, play moves on.
    ///
    /// # Errors
    /// The rule it breaks; nothing changes then.
    fn apply(
        self,
        seat: Seat,
        action: <Self::G as Game>::Action,
    ) -> Result<(), <Self::G as Game>::Error> {
        let c = self.core();
        let (before, after, seen) = c.try_step_events(seat, &action)?;
        self.take_step(&before, &after, seen);
        // The game's end sounds once, on the move that ends it.
        if after.is_over() && !before.is_over() {
            c.cue(crate::ui::sound::Cue::End);
        }
        let ply = c.record.with_untracked(|r| r.log.len());
        if let Some(coach) = c.coach()
            && c.kind(seat).is_human()
        {
            coach.after_move(&before, &action, ply);
        }
        c.push(seat, action, after);
        c.report();
        self.advance();
        Ok(())
    }

    /// The hint's words for `action` (read out when the hint arrives).
    fn advice_text(self, action: <Self::G as Game>::Action) -> String;

    /// The person on screen decided `action` (a card pressed, a dialog answered): it goes
    /// to the decision waited for ([`Decider::Person`]), which applies it (or, refused,
    /// asks again), then [`TableSession::after_human`].
    ///
    /// A person may also answer out of turn, in a window where several seats answer (a
    /// Lancelot card, CAM-11.2) while the session waits for another seat's decider: the
    /// answer is applied at once, and the decision waited for is asked again after it.
    fn human(self, action: <Self::G as Game>::Action) {
        let c = self.core();
        let Some(seat) = c.deciding() else {
            return;
        };
        if c.person_decides(seat, action) {
            return;
        }
        if c.game.with_untracked(|g| g.actors().contains(&seat)) {
            // The turn waited for gives way: its decision, when it comes, is dropped.
            c.next_turn();
            if self.apply(seat, action).is_err() {
                self.advance();
            }
            self.after_human();
        }
    }

    /// After a decision of the person on screen (a table brings the focus back to its hand).
    fn after_human(self) {}

    /// Opens play (in the replay viewer, shows the step's move).
    fn begin(self) {
        if self.core().read_only() {
            self.replay_step();
            return;
        }
        self.advance();
    }

    /// The replay viewer's step ([`Core::open_replay`]): names the mover's choices in the
    /// hint's words, then applies the step's move as play would (the table's log, its news,
    /// a finished trick on the felt) and keeps what was said. Play does not move on.
    fn replay_step(self) {
        let c = self.core();
        let step = c.mode.with_value(|m| match m {
            Mode::Replay(r) => r.step,
            _ => None,
        });
        let Some((seat, action)) = step else {
            return;
        };
        let choices: Vec<String> = c
            .game
            .with_untracked(|g| g.legal_actions(seat))
            .into_iter()
            .map(|a| self.advice_text(a))
            .collect();
        if let Ok((before, after, seen)) = c.try_step_events(seat, &action) {
            self.take_step(&before, &after, seen);
            c.push(seat, action, after);
        }
        let said: Vec<String> = c
            .news
            .lines()
            .get_untracked()
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        c.mode.update_value(|m| {
            if let Mode::Replay(r) = m {
                r.choices = choices;
                r.said = said;
            }
        });
    }

    /// After the record went back: closes the table's own questions and rebuilds what it
    /// derives from the record (its log).
    fn after_undo(self);

    /// The log length an undo goes back to (by default the last human decision, with the
    /// computer decisions after it).
    fn undo_point(rec: &GameRecord<Self::G>) -> Option<usize> {
        rec.undo_point()
    }

    /// Undo: back to before the last human decision.
    fn undo(self) {
        let c = self.core();
        let Some(n) = c.record.with_untracked(Self::undo_point) else {
            return;
        };
        if !c.rewind(n) {
            return;
        }
        self.after_undo();
        self.advance();
    }

    /// The next player took the device (pass-and-play): play goes on.
    fn confirm_handoff(self) {
        if self.core().take_device() {
            self.advance();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_decides_as_its_kind_says() {
        let seats = [SeatKind::Human, SeatKind::Computer(Level::Hard)];
        assert_eq!(Next::<()>::of(Seat(0), &seats), Next::Human(Seat(0)));
        assert_eq!(
            Next::<()>::of(Seat(1), &seats),
            Next::Computer {
                seat: Seat(1),
                level: Level::Hard,
                quiet: false
            }
        );
        // A seat the list lacks is a person's (never a computer moving for nobody).
        assert_eq!(Next::<()>::of(Seat(5), &seats), Next::Human(Seat(5)));
    }
}
