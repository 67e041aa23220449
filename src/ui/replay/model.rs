//! The replay viewer's pure parts, tested natively: moving the step cursor (buttons and
//! keys), which moves the analysis looks at, and how much Hard thinks a move lost.
//!
//! Units: the search scores a position by the seat's return ([`crate::core::Game::returns`]),
//! a number from 0 (the worst result for that seat) to 1 (the best). The loss of a move is
//! Hard's mean return of its own choice minus its mean return of the move played, shown as
//! points out of 100 on that scale (never below 0: a move Hard rates higher than its own
//! choice, on fewer visits, lost nothing).

use crate::bot::worker::RootStat;
use crate::core::seats::Seat;

/// Where a step button or key takes the cursor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Nav {
    /// The deal (step 0).
    First,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// The last move.
    Last,
}

impl Nav {
    /// The navigation a key asks for (arrow keys, Home, End), if any.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Nav> {
        match key {
            "ArrowLeft" => Some(Nav::Back),
            "ArrowRight" => Some(Nav::Forward),
            "Home" => Some(Nav::First),
            "End" => Some(Nav::Last),
            _ => None,
        }
    }

    /// The step it leads to from `step`, in a game of `total` moves (clamped).
    #[must_use]
    pub fn apply(self, step: usize, total: usize) -> usize {
        match self {
            Nav::First => 0,
            Nav::Back => step.saturating_sub(1).min(total),
            Nav::Forward => (step + 1).min(total),
            Nav::Last => total,
        }
    }

    /// False when it would not move from `step` (its button is then unavailable).
    #[must_use]
    pub fn moves(self, step: usize, total: usize) -> bool {
        self.apply(step, total) != step
    }
}

pub use crate::ui::registry::MoveFact;

/// The moves of `seat` the analysis looks at: those with a choice (a forced move lost
/// nothing).
#[must_use]
pub fn to_analyse(moves: &[MoveFact], seat: Seat) -> Vec<MoveFact> {
    moves
        .iter()
        .filter(|m| m.seat == seat && m.choices > 1)
        .copied()
        .collect()
}

/// What Hard thinks of one move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finding {
    /// Hard would have played the same.
    Same,
    /// Hard would have played `best`; the move played lost `tenths` tenths of a point out
    /// of 100 (by Hard's mean returns).
    Worse {
        /// Hard's choice (index among the legal actions).
        best: usize,
        /// The loss, in tenths of a point on the 0–100 scale.
        tenths: u32,
    },
    /// Hard would have played `best` and never searched the move played (it judged it not
    /// worth a look): no figure.
    Unsearched {
        /// Hard's choice.
        best: usize,
    },
    /// Hard would have played `best` without searching at all (a game may have Hard play
    /// its careful rule-based choice: Les Chevaliers' Loyal knights), so it has no figure
    /// for either move.
    ByTheRules {
        /// Hard's choice.
        best: usize,
    },
}

/// Hard's verdict on the move `played`, from its search's choice `best` and root `stats`.
#[must_use]
pub fn judge(best: usize, played: usize, stats: &[RootStat]) -> Finding {
    if best == played {
        return Finding::Same;
    }
    if stats.is_empty() {
        return Finding::ByTheRules { best };
    }
    let mean = |i: usize| stats.iter().find(|r| r.index == i).map(|r| r.mean_ppm);
    match (mean(best), mean(played)) {
        (Some(b), Some(p)) => Finding::Worse {
            best,
            // ppm → tenths of a point out of 100: / 1000, rounded.
            tenths: (b.saturating_sub(p) + 500) / 1000,
        },
        _ => Finding::Unsearched { best },
    }
}

/// The total loss, in tenths of a point, and how many moves matched Hard's, over `found`.
#[must_use]
pub fn summary(found: &[Finding]) -> (u32, usize) {
    let lost = found
        .iter()
        .map(|f| match f {
            Finding::Worse { tenths, .. } => *tenths,
            _ => 0,
        })
        .sum();
    let same = found.iter().filter(|f| **f == Finding::Same).count();
    (lost, same)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_buttons_move_the_cursor_within_the_game() {
        assert_eq!(Nav::from_key("ArrowRight"), Some(Nav::Forward));
        assert_eq!(Nav::from_key("ArrowLeft"), Some(Nav::Back));
        assert_eq!(Nav::from_key("Home"), Some(Nav::First));
        assert_eq!(Nav::from_key("End"), Some(Nav::Last));
        assert_eq!(Nav::from_key("Enter"), None);
        // Up and Down still scroll the page.
        assert_eq!(Nav::from_key("ArrowDown"), None);
        assert_eq!(Nav::Forward.apply(3, 10), 4);
        assert_eq!(Nav::Forward.apply(10, 10), 10);
        assert_eq!(Nav::Back.apply(0, 10), 0);
        assert_eq!(Nav::Back.apply(7, 10), 6);
        assert_eq!(Nav::Last.apply(2, 10), 10);
        assert_eq!(Nav::First.apply(9, 10), 0);
        assert!(!Nav::Back.moves(0, 10));
        assert!(!Nav::First.moves(0, 10));
        assert!(Nav::Forward.moves(0, 10));
        assert!(!Nav::Last.moves(10, 10));
        // A game without moves: nothing moves.
        assert!(!Nav::Forward.moves(0, 0));
    }

    #[test]
    fn only_the_seats_real_choices_are_analysed() {
        let m = |ply, seat, choices| MoveFact {
            ply,
            seat: Seat(seat),
            played: 0,
            choices,
        };
        let log = [m(0, 0, 3), m(1, 1, 2), m(2, 0, 1), m(3, 0, 5)];
        let mine: Vec<usize> = to_analyse(&log, Seat(0)).iter().map(|f| f.ply).collect();
        assert_eq!(mine, [0, 3]);
        assert_eq!(to_analyse(&log, Seat(2)), []);
    }

    #[test]
    fn the_loss_is_the_gap_between_means_in_tenths_of_a_point() {
        let r = |index, mean_ppm| RootStat {
            index,
            visits: 100,
            mean_ppm,
        };
        let stats = [r(0, 612_345), r(1, 431_000), r(2, 700_000)];
        assert_eq!(judge(0, 0, &stats), Finding::Same);
        // 0.612345 − 0.431 = 0.181345 → 18.1 points out of 100.
        assert_eq!(
            judge(0, 1, &stats),
            Finding::Worse {
                best: 0,
                tenths: 181
            }
        );
        // A played move rated higher than Hard's (fewer visits): no loss.
        assert_eq!(judge(0, 2, &stats), Finding::Worse { best: 0, tenths: 0 });
        assert_eq!(judge(0, 5, &stats), Finding::Unsearched { best: 0 });
        assert_eq!(judge(1, 1, &[]), Finding::Same);
        assert_eq!(judge(1, 0, &[]), Finding::ByTheRules { best: 1 });
        let found = [
            Finding::Same,
            judge(0, 1, &stats),
            Finding::Unsearched { best: 1 },
            Finding::Worse { best: 2, tenths: 9 },
        ];
        assert_eq!(summary(&found), (190, 1));
    }
}
