//! Guided first games (issue 29): a lesson is a fixed deal (options, seats, seed) and the
//! steps a coach walks a newcomer through, one at a time. Pure: the table's coach panel
//! (`ui::learn`) shows a step's words, lights up what it names and waits for its move; the
//! tests walk every lesson and check each step's claims in the position it is shown, so a
//! change of rules that breaks a lesson's story breaks a test.
//!
//! The story is the same every time: the computers choose from the deal's seeded stream
//! (`bot::seat_decision_rng`), exactly as at a real table, and the person's moves are the
//! lesson's. A step waits for one of three things ([`Expect`]): "Next" (nothing to play),
//! one move (lit up like the hint), or nothing at all while the coach plays the person's
//! dull moves at once (a fast-forward to the next thing worth seeing).
//!
//! Each game's lesson lives beside its rules (`tr_roi::lesson::LESSON`…); the site reaches
//! them all as `tutorial::<slug>`.

use crate::{choose, seat_decision_rng};
use tr_core::game::Game;
use tr_core::policy::RuleBased;
use tr_core::record::{GameRecord, Level, SeatKind};
use tr_core::seats::Seat;

/// Words in French and English.
pub type Words = [&'static str; 2];

/// What a step waits for.
pub enum Expect<G: Game> {
    /// The person reads, then presses "Next": the position does not change.
    Read,
    /// The person plays this move (the step's lesson).
    Move(fn(&G, Seat) -> Option<G::Action>),
    /// The coach plays the person's moves at once (the Easy computer's choices) until the
    /// position satisfies the test; the computers play their own as usual.
    Skip(fn(&G, Seat) -> bool),
}

/// One step of a lesson.
pub struct Step<G: Game> {
    /// What the coach says: what to look at, and why.
    pub say: Words,
    /// The rule the step teaches (its rules-page link).
    pub rule: &'static str,
    /// The place of the table to light up, by name (`hand`, `trick`, `contract`, `score`;
    /// style/learn.css finds each on every game's table).
    pub look: &'static str,
    /// What the step waits for.
    pub expect: Expect<G>,
    /// Said when the person makes another legal move than [`Expect::Move`]'s.
    pub instead: Words,
    /// What the words claim of the position the step is shown in (checked by the tests).
    pub holds: fn(&G, Seat) -> bool,
}

/// A decision the table takes without asking anyone, if any in this position (see
/// [`Lesson::auto`]).
pub type Auto<G> = fn(&G) -> Option<(Seat, <G as Game>::Action)>;

/// A lesson: a fixed deal and its steps.
pub struct Lesson<G: Game + 'static> {
    /// The seats: the person first, then the computers.
    pub seats: &'static [SeatKind],
    /// The deal.
    pub seed: u64,
    /// The steps, in order.
    pub steps: &'static [Step<G>],
    /// The decision the table takes without asking anyone in `g`, if any (Camelot: a seat
    /// that can only pass in a Lancelot window passes at once, CAM-11.3). The story applies
    /// it before a computer chooses or the person is asked, as the table does.
    pub auto: Option<Auto<G>>,
}

/// The person's seat in every lesson.
pub const YOU: Seat = Seat(0);

/// Why a lesson's story does not hold (tests, and the coach's fallback).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StoryError {
    /// The deal could not be set up.
    Setup,
    /// Step `n`'s claims do not hold in its position.
    Claim(usize),
    /// Step `n`'s move is not legal (or not there) in its position.
    Move(usize),
    /// Step `n`'s fast-forward never reached its mark.
    Skip(usize),
    /// A computer had no move.
    Stuck(usize),
}

impl<G: RuleBased + 'static> Lesson<G> {
    /// The record the lesson starts from.
    #[must_use]
    pub fn record(&self) -> GameRecord<G> {
        GameRecord::new(G::Options::default(), self.seats.to_vec(), self.seed)
    }

    /// The computer's move for `seat` in `g` after `ply` moves: what a table would play.
    fn computer(&self, g: &G, seat: Seat, ply: usize) -> Option<G::Action> {
        let level = match self.seats.get(seat.index()) {
            Some(SeatKind::Computer(l)) => *l,
            _ => Level::Easy,
        };
        choose(
            level,
            g,
            seat,
            &mut seat_decision_rng(g, self.seed, ply, seat),
        )
    }

    /// Plays the table's automatic answers and the computers until the person decides (or
    /// the game ends).
    fn computers(&self, rec: &mut GameRecord<G>, g: &mut G, step: usize) -> Result<(), StoryError> {
        loop {
            if let Some((seat, a)) = self.auto.and_then(|f| f(g)) {
                g.play(seat, &a).map_err(|_| StoryError::Stuck(step))?;
                rec.log.push((seat, a));
                continue;
            }
            let Some(seat) = g.first_actor() else {
                break;
            };
            if seat == YOU {
                break;
            }
            let a = self
                .computer(g, seat, rec.log.len())
                .ok_or(StoryError::Stuck(step))?;
            g.play(seat, &a).map_err(|_| StoryError::Stuck(step))?;
            rec.log.push((seat, a));
        }
        Ok(())
    }

    /// The whole story: for each step, the log length at which it is shown. Checks every
    /// step's claims and moves on the way.
    ///
    /// # Errors
    /// The first step whose story does not hold.
    pub fn story(&self) -> Result<Vec<usize>, StoryError> {
        self.told().map(|(at, _)| at)
    }

    /// [`Self::story`], with the record of the whole story (every move of the lesson's path
    /// through its last step), so that tests can look at the position of any step.
    ///
    /// # Errors
    /// The first step whose story does not hold.
    pub fn told(&self) -> Result<(Vec<usize>, GameRecord<G>), StoryError> {
        let mut rec = self.record();
        let mut g = rec.start().map_err(|_| StoryError::Setup)?;
        let mut at = Vec::with_capacity(self.steps.len());
        for (n, step) in self.steps.iter().enumerate() {
            self.computers(&mut rec, &mut g, n)?;
            if !(step.holds)(&g, YOU) {
                return Err(StoryError::Claim(n));
            }
            at.push(rec.log.len());
            match step.expect {
                Expect::Read => {}
                Expect::Move(f) => {
                    let a = f(&g, YOU).ok_or(StoryError::Move(n))?;
                    if g.first_actor() != Some(YOU) || g.play(YOU, &a).is_err() {
                        return Err(StoryError::Move(n));
                    }
                    rec.log.push((YOU, a));
                }
                Expect::Skip(reached) => {
                    // Checked at the person's turns only, as the table checks it; a
                    // fast-forward never runs past the end of the game.
                    loop {
                        self.computers(&mut rec, &mut g, n)?;
                        if reached(&g, YOU) {
                            break;
                        }
                        if g.first_actor() != Some(YOU) {
                            return Err(StoryError::Skip(n));
                        }
                        let a = self
                            .computer(&g, YOU, rec.log.len())
                            .ok_or(StoryError::Stuck(n))?;
                        g.play(YOU, &a).map_err(|_| StoryError::Stuck(n))?;
                        rec.log.push((YOU, a));
                    }
                }
            }
        }
        Ok((at, rec))
    }
}
