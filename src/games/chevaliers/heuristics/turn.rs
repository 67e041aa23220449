//! The knight's own turn (CHV-3): the Progression of Evil (CHV-4), the Heroic action
//! (CHV-5) and what follows it (sacrifice, free powers), each legal action scored by what it
//! does for the quests (CHV-16.4); a hidden Traitor bends the scores (CHV-16.5).

use super::assess::{
    draw_harm, engine_harm, evil_estimate, fights, harm, keep_value, knights_total, potential,
    stakes, urgency,
};
use super::{View, best_by, suspicion};
use crate::actions::{Action, Heroic, MerlinUse, Place, Quest, Special, Whom};
use crate::cards::White;
use crate::heroic::combat_slots;
use crate::state::{GRAIL_SPOTS, MAX_LIFE};

/// CHV-4.1: draw, siege engine or Life.
pub fn evil(v: &View<'_>) -> Option<Action> {
    // CHV-10.6: Percival looks first, for free.
    if v.can(Action::Peek) {
        return Some(Action::Peek);
    }
    let b = v.board;
    let top = v.known_top.first().map(|c| harm(v, *c));
    if v.hidden_traitor() && !suspicion::worried(v) {
        // CHV-16.5: draws and engines are deniable, Life is spent only where sparing it
        // would show (at 5 Life and more, where every Loyal knight pays it).
        if v.my_life() >= 5 {
            return Some(Action::EvilLoseLife);
        }
        return Some(
            if (6..=10).contains(&b.engines) || !v.can(Action::EvilDraw) {
                Action::EvilSiege
            } else {
                Action::EvilDraw
            },
        );
    }
    // Three costs compared, not thresholds: measured better (docs/arena.md, issue 26).
    Some(evil_by_cost(v, top))
}

/// CHV-4.1 as three costs compared: the Black card (the known top one, or the deck's
/// expected harm), one more engine (dear near twelve), a Life (dear when low; the last one
/// is the knight's death).
fn evil_by_cost(v: &View<'_>, top: Option<f64>) -> Action {
    let p = v.p;
    let b = v.board;
    let draw = v
        .can(Action::EvilDraw)
        .then(|| top.unwrap_or_else(|| draw_harm(v)) * p.evil_draw_weight);
    let engine = engine_harm(b) * p.evil_engine_weight + if b.engines >= 11 { 1000.0 } else { 0.0 };
    let life = match v.my_life() {
        0 | 1 => 1000.0,
        2 => p.evil_life_cost_2,
        3 => p.evil_life_cost_3,
        4 => p.evil_life_cost_4,
        _ => p.evil_life_cost_5,
    };
    let mut pick = (Action::EvilLoseLife, life);
    if engine < pick.1 {
        pick = (Action::EvilSiege, engine);
    }
    if let Some(d) = draw
        && d <= pick.1
    {
        pick = (Action::EvilDraw, d);
    }
    pick.0
}

/// CHV-5: the Heroic action, or a free power first (Tristan's departure, Galahad's card).
pub fn heroic(v: &View<'_>) -> Option<Action> {
    let (best, score) = best_by(v.legal, |a| match a {
        Action::Heroic(h) => Some(value(v, h)),
        _ => None,
    })?;
    if let Action::Heroic(Heroic::Move(Place::Quest(q))) = best
        && v.can(Action::TristanDepart(q))
    {
        return Some(Action::TristanDepart(q));
    }
    if let Some((g, s)) = best_by(v.legal, |a| match a {
        Action::Galahad(sp) => Some(special(v, sp)),
        _ => None,
    }) && s >= 2.5
        && s >= score - 1.0
    {
        return Some(g);
    }
    Some(best)
}

/// After the Heroic action: a sacrifice when it pays for its Life (CHV-3.3), a free
/// Special card for Galahad, or the end of the turn.
pub fn after(v: &View<'_>) -> Option<Action> {
    if let Some((g, s)) = best_by(v.legal, |a| match a {
        Action::Galahad(sp) => Some(special(v, sp)),
        _ => None,
    }) && s >= 2.5
    {
        return Some(g);
    }
    let p = v.p;
    let cost = match v.my_life() {
        0 | 1 => return Some(Action::EndTurn),
        2 => p.sac_cost_2,
        3 => p.sac_cost_3,
        4 => p.sac_cost_4,
        _ => p.sac_cost_5,
    };
    // A paid move only pays when it is worth much more than a move (CHV-3.3).
    let sac = best_by(v.legal, |a| match a {
        Action::Sacrifice(Heroic::Move(_)) => None,
        Action::Sacrifice(h) => Some(value(v, h) - cost),
        _ => None,
    });
    match sac {
        Some((a, s)) if s > p.sac_margin => Some(a),
        _ => Some(Action::EndTurn),
    }
}

/// A Heroic action's worth for the Knights, bent by a hidden Traitor (CHV-16.5).
pub fn value(v: &View<'_>, h: Heroic) -> f64 {
    let count = count_after(v, h);
    if v.hidden_traitor() && count == Some(0.0) {
        // The count this action brings is Evil's (CHV-14.3): the game ends, nothing to hide.
        return 50.0;
    }
    let loyal = loyal_value(v, h)
        + count.map_or(0.0, |won| {
            won * v.p.count_won - (1.0 - won) * v.p.count_lost
        });
    if !v.hidden_traitor() || suspicion::worried(v) {
        return loyal;
    }
    // Decisive help is withheld, deniably: the Traitor draws, moves or plays weak cards.
    match h {
        Heroic::Draw => loyal + 2.0,
        Heroic::Accuse(_) => loyal,
        Heroic::Special(Special::Fate) => -10.0,
        Heroic::Special(_) if loyal >= 4.0 => loyal - 6.0,
        Heroic::Play(White::Fight(x)) => {
            if loyal >= 5.0 {
                loyal - 9.0
            } else {
                loyal - f64::from(x) * 0.3
            }
        }
        _ if loyal >= 5.0 => loyal - 7.0,
        _ => loyal,
    }
}

fn loyal_value(v: &View<'_>, h: Heroic) -> f64 {
    let b = v.board;
    let p = v.p;
    let here = v.here();
    match h {
        Heroic::Move(to) => {
            let from = here.map_or(0.0, |p| potential(v, p));
            let lost = match here {
                Some(Place::Quest(q)) if q.is_solo() => {
                    b.combat(q).knights.len() as f64 * p.move_lost_card
                }
                _ => 0.0,
            };
            // Staying where the hand still helps saves the turn a move costs.
            let commit = if from > 0.5 { p.move_commit } else { 0.0 };
            potential(v, to) - from - lost - commit - p.move_cost
        }
        Heroic::Play(c) => match here {
            Some(Place::Quest(q)) => play_value(v, q, c),
            _ => -1.0,
        },
        Heroic::Discard(c) => {
            let u = urgency(b, Quest::Excalibur, v.half);
            let wins = wins_quest(v, Quest::Excalibur, c);
            // Excalibur's two swords come cheap (any spare card): worth a turn (measured).
            p.excal_base + u * p.excal_urgency + if wins { p.excal_wins } else { 0.0 }
                - keep_value(v, c) * p.excal_keep
        }
        Heroic::Draw => {
            let h = v.hand.len();
            // Cards are the knights' only way to win quests: a draw is worth more than a
            // slow move or a long-odds siege fight (measured).
            p.draw_base + (8usize.saturating_sub(h)) as f64 * p.draw_per_missing
        }
        Heroic::Siege(first) => siege_value(v, first),
        Heroic::Heal(c) => {
            let need = match v.my_life() {
                1 => p.heal_1,
                2 => p.heal_2,
                3 => p.heal_3,
                _ => p.heal_4,
            };
            need - keep_value(v, c) * 0.6
        }
        Heroic::Special(sp) => special(v, sp),
        Heroic::Accuse(t) => {
            if suspicion::accuse(v) == Some(t) {
                9.0
            } else {
                -20.0
            }
        }
    }
}

/// The final count a QUEST action brings by winning its quest (CHV-14.2, CHV-14.3): `None`
/// when it wins no quest or the swords stay under twelve; otherwise the chance that the
/// Knights win the count, a hidden Traitor's flip weighed by the odds that one sits at the
/// table (CHV-14.7: five swords' margin).
fn count_after(v: &View<'_>, h: Heroic) -> Option<f64> {
    let b = v.board;
    let q = match (h, v.here()) {
        (Heroic::Play(c) | Heroic::Discard(c), Some(Place::Quest(q))) if wins_quest(v, q, c) => q,
        _ => return None,
    };
    let gain = stakes(q) as u8 + u8::from(b.heroism == Some(q));
    if b.swords() + gain < 12 {
        return None;
    }
    let white = b.white + gain;
    let flip = white.min(2);
    let odds = v.traitor_odds;
    let won = |w: u8, k: u8| if w > k { 1.0 } else { 0.0 };
    Some((1.0 - odds) * won(white, b.black) + odds * won(white - flip, b.black + flip))
}

/// Card `c` played on `q` (discarded at Excalibur) wins it now: the war's last card
/// (CHV-7.8), the seventh Grail card (CHV-7.6), Excalibur's last step (CHV-7.7), a combat
/// quest's last card above the Evil total expected (CHV-7.5).
fn wins_quest(v: &View<'_>, q: Quest, c: White) -> bool {
    let b = v.board;
    match q {
        Quest::Picts | Quest::Saxons => q.war().is_some_and(|w| {
            let war = b.war(w);
            war.fights.len() + 1 >= if war.mordred { 6 } else { 5 }
        }),
        Quest::Grail => {
            let g = b.grail.grails;
            usize::from(g) + b.grail.blacks.len() < usize::from(GRAIL_SPOTS) && g + 1 >= GRAIL_SPOTS
        }
        Quest::Excalibur => b.excalibur + 1 >= v.half,
        _ => {
            let Some(x) = c.fight() else { return false };
            let cb = b.combat(q);
            if cb.knights.len() + 1 < combat_slots(q) {
                return false;
            }
            let mut total = f64::from(knights_total(b, q)) + f64::from(x);
            if b.excalibur_relic.holder() == Some(v.me) {
                total += 1.0;
            }
            total > evil_estimate(b, q) + 0.5
        }
    }
}

/// QUEST on `q` with card `c`.
fn play_value(v: &View<'_>, q: Quest, c: White) -> f64 {
    let b = v.board;
    let p = v.p;
    let u = urgency(b, q, v.half);
    match q {
        Quest::Picts | Quest::Saxons => {
            let Some(w) = q.war() else { return 0.0 };
            let war = b.war(w);
            let completes = wins_quest(v, q, c);
            p.war_base
                + u * p.war_urgency
                + war.fights.len() as f64 * 0.3
                + if completes { p.war_completes } else { 0.0 }
        }
        Quest::Grail => {
            let wins = wins_quest(v, q, c);
            // Each Grail card both gains ground and keeps a Black card off the Grail, whose
            // loss costs three swords (CHV-7.A): played as soon as the knight is there.
            p.grail_base + u * p.grail_urgency + if wins { 9.0 } else { 0.0 }
        }
        _ => {
            let Some(x) = c.fight() else { return 0.0 };
            let cb = b.combat(q);
            let slots = combat_slots(q);
            let plan = v.plan(q);
            if !plan.contains(&x) {
                return 0.1;
            }
            // The plan's highest card first: the strongest partial total if Evil ends it.
            let top = plan.first().copied() == Some(x);
            if cb.knights.len() + 1 >= slots {
                return if wins_quest(v, q, c) {
                    p.combat_last + stakes(q) * 2.0
                } else {
                    -3.0
                };
            }
            let base = p.combat_base + u + f64::from(x) * 0.15 + if top { 0.5 } else { 0.0 };
            base.max(potential(v, Place::Quest(q)) * p.combat_potential)
        }
    }
}

/// A siege fight opened with `first`: worth it when engines are many and the cards beat
/// the d8 often (CHV-7.10).
fn siege_value(v: &View<'_>, first: u8) -> f64 {
    let b = v.board;
    let p = v.p;
    let f = fights(v.hand);
    // The plan: the lowest cards reaching 7 (a d8 beaten 6 times in 8).
    let mut low = f.clone();
    low.reverse();
    let mut sum = 0u32;
    let mut used = Vec::new();
    for x in low {
        if f64::from(sum) >= p.siege_target {
            break;
        }
        sum += u32::from(x);
        used.push(x);
    }
    if used.first() != Some(&first) {
        return -1.0;
    }
    if v.board.excalibur_relic.holder() == Some(v.me) {
        sum += 1;
    }
    let win = f64::from(sum.saturating_sub(1).min(8)) / 8.0;
    // Discounted: a won fight removes one engine, while the same cards could win a quest.
    // Near twelve engines (Evil's win, CHV-14.2) each engine removed is worth far more.
    let near = f64::from(b.engines.saturating_sub(8));
    let gain = (1.0 + f64::from(b.engines.saturating_sub(3)) * p.siege_per_engine)
        * p.siege_discount
        + near * near * p.siege_near;
    let loss = if v.my_life() <= 2 { 5.0 } else { 1.5 };
    win * gain - (1.0 - win) * loss - used.len() as f64 * p.siege_card
}

/// A Special White card played with its choices (CHV-8).
pub fn special(v: &View<'_>, sp: Special) -> f64 {
    let b = v.board;
    let life = v.my_life();
    let merlin = v.p.merlin_cost;
    let others = || (0..v.n).filter(|&s| s != v.me.index() && v.alive[s] && !v.unmasked[s]);
    match sp {
        Special::Merlin(m) => {
            let gain = match m {
                MerlinUse::Warrior(w) => {
                    [0.2, 0.8, 2.5, 7.5][usize::from(b.war(w).warriors.min(3))]
                }
                MerlinUse::Engine => match b.engines {
                    10.. => 8.0,
                    8..=9 => 3.5,
                    _ => 0.4,
                },
                MerlinUse::Grail => match b.grail.blacks.len() {
                    6.. => 7.5,
                    4..=5 => 2.5,
                    _ => 0.5,
                },
                MerlinUse::Excalibur => {
                    if b.excalibur + 1 >= v.half {
                        9.0
                    } else if b.excalibur <= 1 - v.half {
                        7.0
                    } else {
                        1.0
                    }
                }
                MerlinUse::Combat(q) => {
                    let c = b.combat(q);
                    let last = c.evil.len() + 1 >= super::assess::evil_slots(q);
                    0.5 + if last { 2.5 } else { 0.0 }
                }
            };
            gain - merlin
        }
        Special::Piety(Whom::Me) => match life {
            0..=2 => 7.0,
            3 => 3.5,
            _ => 0.2 + f64::from(MAX_LIFE.saturating_sub(life)) * 0.3,
        },
        Special::Piety(Whom::Others) => others()
            .map(|s| match v.life[s] {
                0..=2 => 2.5,
                3..=5 => 0.6,
                _ => 0.0,
            })
            .sum(),
        Special::Reinforcements(Whom::Me) => {
            if v.hand.len() <= 6 {
                4.0
            } else {
                2.0
            }
        }
        Special::Reinforcements(Whom::Others) => others().count() as f64 * 0.7,
        Special::Fate => (others().count() + 1) as f64 * 0.7,
        Special::Heroism(q) => {
            if !b.is_active(q) {
                return -5.0;
            }
            let close = match q {
                Quest::Grail => b.grail.grails >= 4,
                Quest::Excalibur => b.excalibur >= 2,
                Quest::Picts | Quest::Saxons => q.war().is_some_and(|w| b.war(w).fights.len() >= 3),
                _ => {
                    let c = b.combat(q);
                    c.knights.len() + 2 >= combat_slots(q)
                        && f64::from(knights_total(b, q)) > evil_estimate(b, q)
                }
            };
            if close { 3.5 } else { 0.2 }
        }
        Special::Clairvoyance => 0.8,
        Special::Messenger(_) => 0.1,
        Special::LadyOfTheLake => {
            if b.excalibur_open {
                if b.excalibur + 1 >= v.half {
                    9.0
                } else if b.excalibur <= 1 - v.half {
                    6.0
                } else {
                    1.8
                }
            } else if life <= 3 {
                4.0
            } else {
                1.0
            }
        }
        Special::Convocation => 0.1,
    }
}
