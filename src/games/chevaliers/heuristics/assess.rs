//! Reading the table (CHV-16.4): how close each quest is to defeat or victory, what a hand
//! can still do for a quest, how much a card is worth keeping and how much a Black card
//! would hurt.

use super::View;
use crate::actions::{Place, Quest, War};
use crate::cards::{Black, White, black_manifest};
use crate::heroic::combat_slots;
use crate::quests::evil_value;
use crate::state::{Board, GRAIL_SPOTS, Stage};

/// Mean value of a Black card whose value is hidden (CHV-1.9 counts): Black Knight
/// 31/11, Lancelot 35/11, Dragon 35/11 + 4.
fn hidden_value(q: Quest) -> f64 {
    match q {
        Quest::BlackKnight => 31.0 / 11.0,
        Quest::Lancelot => 35.0 / 11.0,
        _ => 35.0 / 11.0 + 4.0,
    }
}

/// Black cards that end a combat quest (CHV-7.A).
pub fn evil_slots(q: Quest) -> usize {
    if q == Quest::BlackKnight { 4 } else { 5 }
}

/// The Evil total of a combat quest as the view knows it (hidden values at their mean).
pub fn evil_estimate(b: &Board, q: Quest) -> f64 {
    b.combat(q)
        .evil
        .iter()
        .map(|e| match evil_value(q, e.card) {
            0 => hidden_value(q),
            x => f64::from(x),
        })
        .sum()
}

/// The Knights' total on a combat quest.
pub fn knights_total(b: &Board, q: Quest) -> u32 {
    b.combat(q).knights.iter().map(|v| u32::from(*v)).sum()
}

/// Swords a quest's result brings (CHV-7.A).
pub fn stakes(q: Quest) -> f64 {
    match q {
        Quest::BlackKnight | Quest::Lancelot | Quest::Picts | Quest::Saxons => 1.0,
        Quest::Dragon | Quest::Excalibur => 2.0,
        Quest::Grail => 3.0,
    }
}

/// How pressing a quest is, 0.5 (quiet) up to about 4 (one Black card from defeat).
pub fn urgency(b: &Board, q: Quest, half: i8) -> f64 {
    if !b.is_active(q) {
        return 0.0;
    }
    match q {
        Quest::Picts | Quest::Saxons => {
            let w = q.war().map_or(0, |w| b.war(w).warriors);
            [0.5, 1.0, 2.0, 4.0][usize::from(w.min(3))]
        }
        Quest::Grail => {
            let black = b.grail.blacks.len() as f64;
            0.5 + black * 0.5 + if black >= 6.0 { 1.5 } else { 0.0 }
        }
        Quest::Excalibur => {
            let down = f64::from((-b.excalibur).max(0));
            0.5 + down * 0.6 + if b.excalibur <= 1 - half { 1.5 } else { 0.0 }
        }
        _ => {
            let c = b.combat(q);
            let left = evil_slots(q).saturating_sub(c.evil.len());
            let behind = evil_estimate(b, q) - f64::from(knights_total(b, q));
            0.5 + if left <= 1 { 1.0 } else { 0.0 } + (behind / 6.0).clamp(0.0, 1.5)
        }
    }
}

/// Fight values in a hand, sorted high first.
pub fn fights(hand: &[White]) -> Vec<u8> {
    let mut v: Vec<u8> = hand.iter().filter_map(|c| c.fight()).collect();
    tr_core::small::sort_unstable_by(&mut v, |a, b| b.cmp(a));
    v
}

/// The Fight values a war still needs, from the next one.
pub fn war_run(b: &Board, w: War, hand: &[White]) -> usize {
    let war = b.war(w);
    let len = if war.mordred { 6 } else { 5 };
    let mut have = [0usize; 6];
    for v in hand.iter().filter_map(|c| c.fight()) {
        have[usize::from(v.min(5))] += 1;
    }
    let mut run = 0;
    for k in war.fights.len()..len {
        let need = (k + 1).min(5);
        if have[need] == 0 {
            break;
        }
        have[need] -= 1;
        run += 1;
    }
    run
}

/// How much keeping a card is worth to the view's knight (higher: keep it).
pub fn keep_value(v: &View<'_>, c: White) -> f64 {
    let b = v.board;
    let p = v.p;
    let pair = if v.count(c) >= 2 { 0.4 } else { 0.0 };
    pair + match c {
        White::Merlin => p.keep_merlin,
        White::Grail if b.grail.open => p.keep_grail + 0.3 * b.grail.blacks.len() as f64,
        White::Grail => 0.4,
        White::Fight(x) => {
            let next = War::BOTH
                .iter()
                .any(|w| b.war(*w).next_value() == Some(x) && b.war(*w).warriors >= 1);
            1.0 + p.keep_fight_point * f64::from(x) + if next { p.keep_fight_next } else { 0.0 }
        }
        White::Piety | White::Reinforcements => 3.0,
        White::Fate => 2.5,
        White::LadyOfTheLake => {
            if b.excalibur_open {
                3.0
            } else {
                2.0
            }
        }
        White::Heroism => 1.8,
        White::Clairvoyance | White::Messenger | White::Convocation => 0.8,
    }
}

/// The card of the hand least worth keeping (the first of equals in hand order).
pub fn cheapest(v: &View<'_>, among: impl Iterator<Item = White>) -> Option<White> {
    let mut best: Option<(White, f64)> = None;
    for c in among {
        let k = keep_value(v, c);
        if best.is_none_or(|(_, b)| k < b) {
            best = Some((c, k));
        }
    }
    best.map(|(c, _)| c)
}

/// Harm of one more siege engine.
pub fn engine_harm(b: &Board) -> f64 {
    match b.engines {
        11.. => 30.0,
        9..=10 => 4.0,
        6..=8 => 1.8,
        _ => 1.0,
    }
}

/// Harm of one more warrior in a war.
fn warrior_harm(b: &Board, w: War) -> f64 {
    [1.0, 1.5, 2.5, 7.0][usize::from(b.war(w).warriors.min(3))]
}

/// How much resolving this Black card would hurt the Knights (CHV-6, CHV-9).
pub fn harm(v: &View<'_>, card: Black) -> f64 {
    let b = v.board;
    let combat = |q: Quest, value: f64| {
        let c = b.combat(q);
        let last = c.evil.len() + 1 >= evil_slots(q);
        let ahead = f64::from(knights_total(b, q)) - evil_estimate(b, q) - value;
        1.0 + value * 0.25 + if last && ahead <= 0.0 { 3.0 } else { 0.0 }
    };
    match card {
        Black::BlackKnight(x) => combat(
            Quest::BlackKnight,
            if x == 0 {
                hidden_value(Quest::BlackKnight)
            } else {
                f64::from(x)
            },
        ),
        Black::LancelotDragon(x) => match b.stage {
            Stage::Lancelot => combat(Quest::Lancelot, f64::from(x.max(3))),
            Stage::Dragon => combat(Quest::Dragon, f64::from(x.max(3) + 4)),
            Stage::Closed => engine_harm(b),
        },
        Black::Excalibur if b.excalibur_open => {
            1.5 + if b.excalibur <= 1 - v.half { 8.0 } else { 0.0 }
        }
        Black::Despair if b.grail.open => {
            let full = b.grail.grails as usize + b.grail.blacks.len() >= usize::from(GRAIL_SPOTS);
            1.5 + if b.grail.blacks.len() >= 6 && !full {
                10.0
            } else {
                0.0
            }
        }
        Black::Desolation if b.grail.open => {
            2.5 + if b.grail.blacks.len() >= 5 { 8.0 } else { 0.0 }
        }
        Black::DarkForest if b.grail.open => 1.0 + 0.3 * f64::from(b.grail.grails),
        Black::Excalibur | Black::Despair | Black::Desolation | Black::DarkForest => engine_harm(b),
        Black::Picts => warrior_harm(b, War::Picts),
        Black::Saxons => warrior_harm(b, War::Saxons),
        Black::Mercenaries => warrior_harm(b, War::Picts).min(warrior_harm(b, War::Saxons)),
        Black::Morgan(1 | 5) => 2.0,
        Black::Morgan(2) => 5.0,
        Black::Morgan(3) => 1.0 + 2.0 * engine_harm(b) + if b.engines >= 10 { 30.0 } else { 0.0 },
        Black::Morgan(_) => {
            let dying = (0..v.n)
                .filter(|&s| v.alive[s] && !v.unmasked[s] && v.life[s] <= 1)
                .count();
            3.0 + 4.0 * dying as f64
        }
        Black::Guinevere => {
            let solo: usize = [Quest::BlackKnight, Quest::Lancelot]
                .iter()
                .map(|q| b.combat(*q).knights.len())
                .sum();
            1.0 + solo as f64
        }
        Black::Mists => 4.0,
        Black::Mordred => 3.0 + warrior_harm(b, War::Picts).max(warrior_harm(b, War::Saxons)) * 0.5,
        Black::Vivien => 3.0,
    }
}

/// What drawing an unknown Black card is expected to cost, over the deck's make-up (the
/// manifest, CHV-1.9: the deck is reshuffled with its discard, CHV-15.1). The manifest lists
/// each kind's copies together; each run is weighed once by its length.
pub fn draw_harm(v: &View<'_>) -> f64 {
    let mut sum = 0.0;
    let mut cards = 0.0;
    let mut run: Option<(Black, u8)> = None;
    for card in black_manifest().into_iter().map(Some).chain([None]) {
        match (run, card) {
            (Some((c, k)), Some(next)) if c == next => run = Some((c, k + 1)),
            _ => {
                if let Some((c, k)) = run {
                    sum += f64::from(k) * harm(v, c);
                    cards += f64::from(k);
                }
                run = card.map(|c| (c, 1));
            }
        }
    }
    sum / cards
}

/// How much my hand could do at a place over the next turns, weighted by urgency.
pub fn potential(v: &View<'_>, at: Place) -> f64 {
    // Asked again for every move and card scored: computed once per place and decision
    // (the view does not change meanwhile; issue 31).
    let k = match at {
        Place::Camelot => 0,
        Place::Quest(q) => 1 + q as usize,
    };
    let mut known = v.potentials.get();
    if let Some(x) = known[k] {
        return x;
    }
    let x = potential_of(v, at);
    known[k] = Some(x);
    v.potentials.set(known);
    x
}

/// [`potential`], computed.
fn potential_of(v: &View<'_>, at: Place) -> f64 {
    let b = v.board;
    let p = v.p;
    match at {
        Place::Camelot => {
            let h = v.hand.len();
            let draw = if h >= 12 {
                0.0
            } else if h <= 4 {
                p.pot_draw_short
            } else {
                p.pot_draw
            };
            let spare: u32 = fights(v.hand).iter().map(|x| u32::from(*x)).sum();
            let near = f64::from(b.engines.saturating_sub(8));
            let siege = if f64::from(b.engines) >= p.pot_siege_from && spare >= 7 {
                1.0 + f64::from(b.engines.saturating_sub(4)) * p.pot_siege_per
                    + near * near * p.siege_near
            } else {
                0.0
            };
            draw + siege
        }
        Place::Quest(q) => {
            if !b.is_active(q) {
                return -5.0;
            }
            let u = urgency(b, q, v.half);
            match q {
                Quest::Picts | Quest::Saxons => {
                    let Some(w) = q.war() else { return 0.0 };
                    let run = war_run(b, w, v.hand);
                    let len = if b.war(w).mordred { 6 } else { 5 };
                    let finish = if b.war(w).fights.len() + run >= len {
                        p.pot_war_finish
                    } else {
                        0.0
                    };
                    if run == 0 {
                        0.0
                    } else {
                        1.0 + u * p.pot_war_urgency
                            + run as f64 * p.pot_war_run
                            + finish
                            + allies(v, q) * p.pot_allies
                    }
                }
                Quest::Grail => {
                    if b.dark_forest {
                        return 0.0;
                    }
                    let mine = v.count(White::Grail);
                    let g = mine.min(4) as f64;
                    let finish = if usize::from(b.grail.grails) + mine >= usize::from(GRAIL_SPOTS) {
                        p.pot_grail_finish
                    } else {
                        0.0
                    };
                    if g == 0.0 {
                        0.0
                    } else {
                        0.8 + u * p.pot_grail_urgency
                            + g * p.pot_grail_card
                            + finish
                            + allies(v, q) * p.pot_allies
                    }
                }
                Quest::Excalibur => {
                    let junk = v.hand.iter().filter(|c| keep_value(v, **c) < 3.0).count();
                    let finish = if i32::from(b.excalibur) + junk as i32 >= i32::from(v.half) {
                        p.pot_excal_finish
                    } else {
                        0.0
                    };
                    if junk == 0 {
                        0.0
                    } else {
                        0.8 + u * p.pot_excal_urgency
                            + junk.min(4) as f64 * p.pot_excal_card
                            + finish
                            + allies(v, q) * p.pot_allies
                    }
                }
                _ => combat_potential(v, q),
            }
        }
    }
}

/// Other knights on the board standing at a group quest: a quest's cards add up faster
/// with company, and a person's quest is joined (CHV-7.A group quests).
fn allies(v: &View<'_>, q: Quest) -> f64 {
    (0..v.n)
        .filter(|&s| {
            s != v.me.index()
                && v.alive[s]
                && !v.unmasked[s]
                && v.location[s] == Some(Place::Quest(q))
        })
        .count()
        .min(3) as f64
}

/// What my Fight cards could do on a combat quest: a solo quest is worth going to when
/// the hand can (nearly) complete its pattern above the Evil total expected by then.
fn combat_potential(v: &View<'_>, q: Quest) -> f64 {
    let b = v.board;
    let p = v.p;
    let c = b.combat(q);
    let need = combat_slots(q).saturating_sub(c.knights.len());
    let plan = v.plan(q);
    // The Black Knight is perpetual and loses a sword every fourth card: a partial plan
    // (a pair) is worth taking there, the missing cards drawn on the way.
    let slack = if q == Quest::BlackKnight {
        p.solo_slack_bk
    } else {
        p.solo_slack_lancelot
    };
    if plan.is_empty() || (q.is_solo() && (plan.len() as f64) + slack < need as f64) {
        return 0.0;
    }
    let total = f64::from(knights_total(b, q)) + plan.iter().map(|x| f64::from(*x)).sum::<f64>();
    // Evil adds about 0.7 card per round of the table while the knight plays one a turn.
    let left = evil_slots(q).saturating_sub(c.evil.len()) as f64;
    let expect =
        evil_estimate(b, q) + hidden_value(q) * left.min(p.pot_evil_rate * plan.len() as f64 + 0.3);
    let short = (need - plan.len()) as f64 * 1.5;
    let margin = total - expect - short;
    if q.is_solo() {
        if margin <= 0.0 {
            0.0
        } else {
            let pressure = c.evil.len() as f64 * p.pot_solo_pressure;
            let lancelot = if q == Quest::Lancelot {
                p.pot_lancelot
            } else {
                0.0
            };
            (1.5 + pressure + stakes(q) * p.pot_solo_stakes + lancelot)
                * (margin / 4.0 + 0.4).min(1.0)
        }
    } else {
        let share = plan.len() as f64 / combat_slots(q) as f64;
        0.5 + share * p.pot_group_share + if margin > 0.0 { 1.0 } else { 0.0 }
    }
}
