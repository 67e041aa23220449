//! Suspicion from public behaviour (CHV-16.4): every computer knight scores every other
//! knight from the public record ([`Conduct`]), accuses when one knight clearly leads and a
//! mistake is affordable; a hidden Traitor scores itself the same way to keep its own score
//! below the others' (CHV-16.5).

use super::{Params, View};
use crate::actions::{Action, Heroic};
use crate::cards::Knight;
use crate::state::Conduct;
use tr_core::seats::Seat;

/// One knight's suspicion: Black cards drawn instead of a Life paid (above all when Life
/// was cheap), siege engines placed (a careful Loyal knight all but never places one),
/// face-down placements, lost solo quests, draws at the Round Table and wrong accusations
/// count against him; Merlins committed to cancels, Lives paid for the Evil action or an
/// extra action and cards played on quests count for him. The weights were read from
/// self-play (a logistic fit on the public record at turn 40, docs/arena.md) and tuned.
#[must_use]
pub fn score(c: &Conduct, k: Knight, p: &Params) -> f64 {
    // Percival draws a card he has looked at: sparing his Life proves little (CHV-10.6).
    let spared = if k == Knight::Percival { 0.3 } else { 1.0 };
    spared * (f64::from(c.spared_life) + p.susp_draw * f64::from(c.draws))
        + p.susp_engine * f64::from(c.engines)
        + 0.4 * f64::from(c.face_down)
        + 1.5 * f64::from(c.solo_lost)
        + 2.5 * f64::from(c.wrong_accusations)
        + p.susp_life * f64::from(c.life)
        + p.susp_merlin * f64::from(c.merlins)
        + p.susp_sacrifice * f64::from(c.sacrifices)
        + p.susp_play * f64::from(c.plays)
        + p.susp_table_draw * f64::from(c.table_draws)
}

/// Every knight's suspicion score, by seat.
#[must_use]
pub fn scores(conduct: &[Conduct], knights: &[Knight]) -> Vec<f64> {
    conduct
        .iter()
        .zip(knights)
        .map(|(c, k)| score(c, *k, &Params::DEFAULT))
        .collect()
}

/// A knight's score as the view's policy reads it.
pub fn of(v: &View<'_>, s: Seat) -> f64 {
    score(&v.conduct[s.index()], v.knights[s.index()], v.p)
}

/// The suspects: other living, hidden knights not shown Loyal, with their scores.
fn suspects(v: &View<'_>) -> Vec<(Seat, f64)> {
    (0..v.n)
        .filter(|&s| s != v.me.index() && v.in_play(Seat(s as u8)) && !v.shown_loyal[s])
        .map(|s| (Seat(s as u8), of(v, Seat(s as u8))))
        .collect()
}

/// The leader and the runner-up's score.
fn leader(list: &[(Seat, f64)]) -> Option<(Seat, f64, f64)> {
    let mut best: Option<(Seat, f64)> = None;
    for &(s, x) in list {
        if best.is_none_or(|(_, b)| x > b) {
            best = Some((s, x));
        }
    }
    let (s, x) = best?;
    let second = list
        .iter()
        .filter(|(t, _)| *t != s)
        .map(|(_, y)| *y)
        .fold(f64::NEG_INFINITY, f64::max);
    Some((s, x, second))
}

/// Whom to accuse now, if anyone (CHV-13.3 to CHV-13.5). Loyal: the clear leader, when a
/// mistake (a white sword turned black) would not bring Evil near seven black swords. Hidden
/// Traitor: a false accusation of the most suspected Loyal knight when blame falls there and
/// a white sword can be turned.
#[must_use]
pub fn accuse(v: &View<'_>) -> Option<Seat> {
    let b = v.board;
    let list: Vec<(Seat, f64)> = suspects(v)
        .into_iter()
        .filter(|(t, _)| v.can(Action::Heroic(Heroic::Accuse(*t))))
        .collect();
    let (t, top, second) = leader(&list)?;
    if v.hidden_traitor() {
        let me = of(v, v.me);
        return (b.white >= 1 && b.black <= 5 && top >= 3.0 && me + 1.5 <= top && !worried(v))
            .then_some(t);
    }
    // No Traitor can be at the table (the deal holds none, or he was unmasked): every
    // accusation would be wrong.
    if !v.traitor_may_hide {
        return None;
    }
    let affordable = b.white == 0 || b.black <= 4;
    if affordable && top >= v.p.accuse_min && top >= second + v.p.accuse_gap {
        return Some(t);
    }
    // Near the count a hidden Traitor's flip decides it (CHV-14.3): short of the five
    // swords' margin that survives it (CHV-14.7) the table loses anyway, so accusing the
    // most suspected costs nothing a count would not take, and a hit wins it.
    // A wrong accusation turns a white sword black: never when that is Evil's seventh.
    let margin = f64::from(b.white) - f64::from(b.black);
    // The chance that the accused is the Traitor, with nothing to tell the others apart.
    let hit = v.traitor_odds / list.len().max(1) as f64;
    (f64::from(b.swords()) >= v.p.accuse_late_swords
        && b.black <= 5
        && hit >= v.p.accuse_late_hit
        && f64::from(v.conduct.iter().map(|c| c.wrong_accusations).sum::<u16>())
            < v.p.accuse_late_misses
        && top >= second + v.p.accuse_late_gap
        && margin >= v.p.accuse_late_margin
        && margin <= 4.0 + v.p.accuse_late_slack * f64::from(12u8.saturating_sub(b.swords())))
    .then_some(t)
}

/// A hidden Traitor's own score leads the table: it plays loyally for a while (CHV-16.5).
#[must_use]
pub fn worried(v: &View<'_>) -> bool {
    let me = of(v, v.me);
    let others = suspects(v)
        .into_iter()
        .map(|(_, x)| x)
        .fold(f64::NEG_INFINITY, f64::max);
    me >= v.p.worry_min && me + v.p.worry_margin >= others
}
