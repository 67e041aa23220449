//! The search's reading of an unfinished game (`Game::returns`): how well the Loyal side
//! stands, from the swords and the siege (CHV-14.2), every quest's two sides (CHV-7.A),
//! the Loyal knights' Life and cards, the relics and the Traitor's final flip (CHV-14.3).

use crate::actions::{Quest, War};
use crate::cards::Loyalty;
use crate::state::Chevaliers;
use tr_core::seats::Seat;

/// The Loyal side's standing in 0.05..0.95 (a finished game is worth 0 or 1 elsewhere).
#[must_use]
pub fn loyal_standing(g: &Chevaliers) -> f64 {
    let b = &g.board;
    let mut x = f64::from(b.white) - 1.4 * f64::from(b.black);
    let e = f64::from(b.engines);
    x -= 1.2 * e + 1.5 * (e - 5.0).max(0.0) + 4.0 * (e - 8.0).max(0.0);
    for w in War::BOTH {
        let war = b.war(w);
        x -= [0.0, 0.2, 0.6, 1.4][usize::from(war.warriors.min(3))];
        x += 0.5 * war.fights.len() as f64;
    }
    if b.grail.open {
        x += 0.5 * f64::from(b.grail.grails) - 0.5 * b.grail.blacks.len() as f64;
    }
    if b.excalibur_open {
        x += 0.5 * f64::from(b.excalibur);
    }
    for (q, k) in [
        (Quest::BlackKnight, 0.15),
        (Quest::Lancelot, 0.15),
        (Quest::Dragon, 0.12),
    ] {
        if b.is_active(q) {
            let c = b.combat(q);
            let knights: f64 = c.knights.iter().map(|v| f64::from(*v)).sum();
            x += k * (knights - f64::from(g.evil_total(q)));
        }
    }
    for s in 0..g.n {
        let loyal = g.loyalty[s] == Loyalty::Loyal;
        if !loyal {
            if g.unmasked[s] {
                x += 0.8;
            } else if g.alive[s] {
                x -= 0.5;
            }
            continue;
        }
        if g.alive[s] {
            x += 0.3 * f64::from(g.life[s]) + 0.08 * g.hands[s].len().min(10) as f64;
            // Where a knight stands and what his hand can do there: a search that stops at
            // the turn's end sees the worth of a move before its fruit.
            if !g.unmasked[s]
                && let Some(at) = g.location[s]
            {
                let v = super::View::of_state(g, Seat(s as u8), &[], &super::Params::DEFAULT);
                x += 0.1 * super::assess::potential(&v, at).clamp(0.0, 8.0);
            }
        } else {
            x -= 1.0;
        }
    }
    for r in [b.armour, b.excalibur_relic, b.grail_relic] {
        if r.holder()
            .is_some_and(|h| g.loyalty[h.index()] == Loyalty::Loyal)
        {
            x += 0.4;
        }
    }
    // A logistic squash, not a clamp: a desperate position still tells better from worse.
    0.05 + 0.9 / (1.0 + libm::exp(-x / 12.0))
}
