//! Every decision outside the knight's own Evil and Heroic actions (CHV-17.1): sharing,
//! the Armour, face-down placements, wars, cancels, relics, Kay, Morgan's volunteers,
//! discards, the siege fight, Arthur, Messenger, Clairvoyance, Convocation and the
//! revealed Traitor's turn. Loyal and Traitor answer through the same code (CHV-16.6).

use super::assess::{cheapest, evil_estimate, harm, keep_value, knights_total, potential};
use super::{View, best_by, suspicion};
use crate::actions::{Action, Place, Quest, War};
use crate::cards::{Black, Knight, White};
use crate::heroic::combat_slots;
use crate::state::Step;
use tr_core::seats::Seat;

/// The answer to a pending decision other than the turn's own.
pub fn answer(v: &View<'_>, step: &Step) -> Option<Action> {
    let traitor = v.hidden_traitor() && !suspicion::worried(v);
    match step {
        Step::Lay(_) => cheapest(v, v.hand.iter().copied()).map(Action::Lay),
        Step::Propose { sharers, given, .. } => propose(v, sharers, given),
        Step::Answer { sharers, given, .. } => Some(answer_share(v, sharers, given)),
        Step::Armour { cards, .. } => {
            let (a, b) = (harm(v, cards[0]), harm(v, cards[1]));
            // CHV-16.5: the Traitor keeps the worse card; nobody else sees the pair.
            let keep_first = if traitor { a >= b } else { a <= b };
            Some(Action::Keep(if keep_first { 0 } else { 1 }))
        }
        Step::FaceDown { card, .. } => Some(face_down(v, *card, traitor)),
        Step::ChooseWar { .. } => Some(Action::ChooseWar(war(v, traitor))),
        Step::Merlin { card, .. } => Some(merlin(v, *card, traitor)),
        Step::ExcaliburCancel { card, .. } => Some(if !traitor && harm(v, *card) >= 6.0 {
            Action::ThrowExcalibur
        } else {
            Action::Pass
        }),
        Step::GrailSave(d) => Some(if grail_save(v, *d, traitor) {
            Action::UseGrail
        } else {
            Action::Pass
        }),
        Step::Kay { quest, .. } => Some(kay(v, *quest, traitor)),
        Step::SiegeKay { die, .. } => {
            let total: u32 = v.siege.iter().map(|x| u32::from(*x)).sum::<u32>() + exc_bonus(v);
            Some(smallest_beating(v, total, u32::from(*die), traitor))
        }
        Step::Volunteer { morgan, .. } => Some(
            if !traitor
                && ((*morgan == 1 && v.hand.len() >= 8) || (*morgan == 5 && v.my_life() >= 5))
            {
                Action::Volunteer
            } else {
                Action::Pass
            },
        ),
        Step::Discard { .. } => cheapest(v, v.hand.iter().copied()).map(Action::Discard),
        Step::Siege { .. } => Some(siege(v)),
        Step::GiveBack { .. } => cheapest(v, v.hand.iter().copied()).map(Action::GiveBack),
        Step::Messenger { given, .. } => Some(if *given == 0 {
            cheapest(v, v.hand.iter().copied()).map_or(Action::Pass, Action::Give)
        } else {
            Action::Pass
        }),
        Step::Clairvoyance { cards, .. } => {
            let (k, _) = best_by(
                &(0..cards.len() as u8)
                    .map(Action::Order)
                    .collect::<Vec<_>>(),
                |a| match a {
                    Action::Order(k) => {
                        let h = harm(v, cards[usize::from(k)]);
                        Some(if traitor { h } else { -h })
                    }
                    _ => None,
                },
            )?;
            Some(k)
        }
        Step::Convocation { .. } => {
            let here = v.here().map_or(0.0, |p| potential(v, p));
            let solo = matches!(v.here(), Some(Place::Quest(q)) if q.is_solo()
                && !v.board.combat(q).knights.is_empty());
            Some(if solo || here > potential(v, Place::Camelot) + 0.5 {
                Action::Stay
            } else {
                Action::Return
            })
        }
        Step::TraitorSteal => steal(v),
        Step::TraitorEvil => Some(
            if v.board.engines >= 9 || v.board.black >= 5 || !v.can(Action::EvilDraw) {
                Action::EvilSiege
            } else {
                Action::EvilDraw
            },
        ),
        _ => None,
    }
}

/// Sharing (CHV-17.2): each card to the sharer who holds the fewest cards once the cards
/// already given count; a hidden Traitor keeps a little more for himself.
fn propose(v: &View<'_>, sharers: &[Seat], given: &[Seat]) -> Option<Action> {
    let card = v.pool.get(given.len()).copied()?;
    let mut best: Option<(Seat, f64)> = None;
    for &t in sharers {
        let already = given.iter().filter(|g| **g == t).count();
        let mut need = -((v.hand_sizes[t.index()] + already) as f64);
        if t == v.me {
            need += keep_value(v, card) * 0.2;
            if v.hidden_traitor() {
                need += 1.5;
            }
        }
        if best.is_none_or(|(_, b)| need > b) {
            best = Some((t, need));
        }
    }
    best.map(|(t, _)| Action::Allot(t))
}

/// Accept a reasonable proposal: one that does not leave me far below an even share while
/// the proposer keeps far above it.
fn answer_share(v: &View<'_>, sharers: &[Seat], given: &[Seat]) -> Action {
    let fair = given.len() as f64 / sharers.len().max(1) as f64;
    let mine = given.iter().filter(|g| **g == v.me).count() as f64;
    let most = sharers
        .iter()
        .map(|s| given.iter().filter(|g| *g == s).count())
        .max()
        .unwrap_or(0) as f64;
    if mine + 1.0 >= fair || most <= fair + 1.0 {
        Action::Accept
    } else {
        Action::Reject
    }
}

/// CHV-6.5: a Loyal knight shows a strong card so others can plan, and keeps a weak one
/// hidden for the White card; a hidden Traitor hides the strong ones.
fn face_down(v: &View<'_>, card: Black, traitor: bool) -> Action {
    let value = match card {
        Black::BlackKnight(x) | Black::LancelotDragon(x) => x,
        _ => 0,
    };
    let strong = value >= 5;
    let down = if traitor {
        strong || v.hand.len() < 6
    } else {
        !strong && v.hand.len() < 12
    };
    if down {
        Action::FaceDown
    } else {
        Action::FaceUp
    }
}

/// Mercenaries and Mordred: the war that can take it best; a Traitor steers toward the
/// weaker war when it does not lose it at once (CHV-16.5).
fn war(v: &View<'_>, traitor: bool) -> War {
    let b = v.board;
    let risk = |w: War| f64::from(b.war(w).warriors) * 2.0 - b.war(w).fights.len() as f64 * 0.5;
    let (p, s) = (risk(War::Picts), risk(War::Saxons));
    let safer = if p <= s { War::Picts } else { War::Saxons };
    let weaker = if safer == War::Picts {
        War::Saxons
    } else {
        War::Picts
    };
    if traitor && b.war(weaker).warriors < 3 {
        weaker
    } else {
        safer
    }
}

/// CHV-6.3: commit Merlins against a harmful Special card (nothing is lost if the pass ends
/// short: they come back). A hidden Traitor holds his back: nobody can tell.
fn merlin(v: &View<'_>, card: Black, traitor: bool) -> Action {
    let have = v.count(White::Merlin) as u8;
    let done: u8 = v.committed.iter().map(|c| c.1).sum();
    let need = 3u8.saturating_sub(done);
    if traitor || have == 0 || need == 0 || harm(v, card) < 3.0 {
        return Action::Pass;
    }
    Action::Commit(have.min(need))
}

/// CHV-11.3: save a knight unless he is the clear suspect; a hidden Traitor saves only
/// himself.
fn grail_save(v: &View<'_>, d: Seat, traitor: bool) -> bool {
    if traitor {
        return d == v.me;
    }
    d == v.me || suspicion::of(v, d) < 4.0
}

fn exc_bonus(v: &View<'_>) -> u32 {
    u32::from(v.board.excalibur_relic.holder() == Some(v.me))
}

/// CHV-10.4 at a combat quest's end.
fn kay(v: &View<'_>, q: Quest, traitor: bool) -> Action {
    let b = v.board;
    let holder_here = b
        .excalibur_relic
        .holder()
        .is_some_and(|h| v.location[h.index()] == Some(Place::Quest(q)));
    let total = knights_total(b, q) + u32::from(holder_here);
    let evil = evil_estimate(b, q);
    smallest_beating(v, total, libm::floor(evil) as u32, traitor)
}

/// Kay's smallest Fight card that lifts `total` above `target`, or a pass.
fn smallest_beating(v: &View<'_>, total: u32, target: u32, traitor: bool) -> Action {
    if traitor || total > target {
        return Action::Pass;
    }
    (1..=5u8)
        .find(|x| total + u32::from(*x) > target && v.can(Action::KayAdd(*x)))
        .map_or(Action::Pass, Action::KayAdd)
}

/// CHV-7.10: the lowest cards first until the d8 is beaten most of the time.
fn siege(v: &View<'_>) -> Action {
    let sum: u32 = v.siege.iter().map(|x| u32::from(*x)).sum::<u32>() + exc_bonus(v);
    if sum >= 7 {
        return Action::Roll;
    }
    (1..=5u8)
        .find(|x| v.can(Action::AddFight(*x)))
        .map_or(Action::Roll, Action::AddFight)
}

/// CHV-13.7 / CHV-16.5: rob the knight best placed to finish a quest.
fn steal(v: &View<'_>) -> Option<Action> {
    let b = v.board;
    best_by(v.legal, |a| match a {
        Action::Steal(t) => {
            let i = t.index();
            let place = match v.location[i] {
                Some(Place::Quest(q)) if q.is_combat() => {
                    let c = b.combat(q);
                    c.knights.len() as f64 / combat_slots(q) as f64 * 4.0
                }
                Some(Place::Quest(q)) => {
                    q.war().map_or(2.0, |w| b.war(w).fights.len() as f64 * 0.7)
                }
                _ => 0.0,
            };
            let gawain = if v.knights[i] == Knight::Gawain {
                0.3
            } else {
                0.0
            };
            Some(place + v.hand_sizes[i] as f64 * 0.2 + gawain)
        }
        _ => None,
    })
    .map(|(a, _)| a)
}
