//! Decisions the table takes without asking anyone (CAM-11.3). Inside a Lancelot window every
//! opponent still in answers, but only the holder has a choice: a seat whose one legal answer
//! is "pass" passes at once, so nothing on screen tells who holds Lancelot (CAM-11.7). The
//! table (`ui::games::camelot::next_decision`) and the lessons' stories (`tutorial`) both
//! take these answers from here.

use super::actions::Action;
use super::state::{Camelot, Phase};
use tr_core::game::Game;
use tr_core::seats::Seat;

/// The answer given without asking, if any: in a Lancelot window, the first seat (clockwise
/// from seat 0) with at most one legal answer gives it (a pass). `None` outside a window, and
/// once only the holder of Lancelot is left to answer.
#[must_use]
pub fn forced_answer(g: &Camelot) -> Option<(Seat, Action)> {
    if !matches!(g.phase(), Phase::Lancelot { .. }) {
        return None;
    }
    g.actors().into_iter().find_map(|s| {
        let legal = g.legal_actions(s);
        (legal.len() <= 1).then(|| (s, legal.first().copied().unwrap_or(Action::Pass)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{card, cards};
    use crate::{CamelotOptions, Colour};

    /// CAM-11.3: the seats without Lancelot pass at once; the holder is left to choose.
    #[test]
    fn cam_11_3_forced_answer_passes_for_seats_without_lancelot() {
        let mut g = Camelot::start(CamelotOptions::default(), 3, 7).expect("a deal");
        g.fixture()
            .colour(Colour::Red)
            .hand(Seat(0), &cards("R3 Y2"))
            .hand(Seat(1), &cards("Riposte R4"))
            .hand(Seat(2), &cards("Ivanhoe B2"))
            .display(Seat(0), &cards("R3 R5"))
            .display(Seat(1), &cards("R4"))
            .display(Seat(2), &cards("R3"))
            .piles(&cards("G1 G1"), &[])
            .turn(Seat(1));
        // Not in a window: nothing is answered for anyone.
        assert_eq!(forced_answer(&g), None);
        g.play(Seat(1), &Action::Riposte(Seat(0)))
            .expect("a legal Riposte");
        assert!(matches!(g.phase(), Phase::Lancelot { .. }));
        // Seat 0 can only pass: it passes without being asked.
        assert_eq!(forced_answer(&g), Some((Seat(0), Action::Pass)));
        g.play(Seat(0), &Action::Pass).expect("a pass");
        // Seat 2 holds Lancelot: cancel or pass is its own choice.
        assert_eq!(g.actors(), vec![Seat(2)]);
        assert_eq!(forced_answer(&g), None);
        g.play(Seat(2), &Action::Cancel).expect("Lancelot cancels");
        assert_eq!(g.display(Seat(0)), cards("R3 R5").as_slice());
        assert_eq!(g.hand(Seat(2)), &[card("B2")]);
    }
}
