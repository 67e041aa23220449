//! TRN-15: the invariants the conformance battery checks after every action.

use super::cards::{Card, GODSENDS, Godsend, Hero};
use super::powers::DIVINE_WILL_USES;
use super::state::{HAND_SIZE, MAX_HEALTH, Phase, Tournoi};
use tr_core::seats::Seat;

/// Every TRN-15 invariant that a single state can show.
///
/// # Errors
/// The first broken invariant.
pub fn check(g: &Tournoi) -> Result<(), String> {
    if matches!(g.phase, Phase::Draft { .. }) {
        return Ok(());
    }
    cards(g)?;
    hands(g)?;
    health(g)?;
    counters(g)?;
    godsends(g)?;
    melee(g)
}

/// TRN-15.1: every weapon card is in exactly one place.
fn cards(g: &Tournoi) -> Result<(), String> {
    let mut all: Vec<Card> = Vec::new();
    all.extend(g.hands.iter().flatten());
    all.extend(&g.draw);
    all.extend(&g.discard);
    all.extend(g.hidden_discard.iter().flatten());
    all.extend(g.placed.iter().map(|p| p.card()));
    all.extend(&g.set_aside);
    all.extend(g.piles.iter().flatten());
    all.sort_unstable();
    if all != Card::deck(g.n) {
        return Err(format!(
            "TRN-15.1: {} weapon cards in play, expected {}",
            all.len(),
            Card::deck(g.n).len()
        ));
    }
    Ok(())
}

/// TRN-15.2: 12 − (melees finished) cards in every hand, less one once the knight acted in
/// the current melee; none after melee 12.
fn hands(g: &Tournoi) -> Result<(), String> {
    let before = HAND_SIZE - (usize::from(g.melee) - 1);
    for s in Seat::all(g.n) {
        let acted =
            g.placed.iter().any(|p| p.seat == s) || g.dishonored.iter().any(|(x, _)| *x == s);
        let expected = match g.phase {
            Phase::Exchange { .. } | Phase::Draft { .. } => continue,
            Phase::RoundStart { .. } => HAND_SIZE,
            Phase::Melee { .. } | Phase::PreFeint { .. } | Phase::PostLoss { .. } => {
                before - usize::from(acted)
            }
            Phase::Give {
                why: super::state::GiveWhy::Iseult,
                ..
            } => before - 1,
            Phase::Give { .. } | Phase::Injury { .. } | Phase::Godsend { .. } | Phase::Over => 0,
        };
        let held = g.hands[s.index()].len();
        if held != expected {
            return Err(format!(
                "TRN-15.2: seat {s} holds {held} cards in melee {} ({:?}), expected {expected}",
                g.melee, g.phase
            ));
        }
    }
    Ok(())
}

/// TRN-15.6, TRN-15.7, TRN-15.8.
fn health(g: &Tournoi) -> Result<(), String> {
    for s in Seat::all(g.n) {
        let h = g.health[s.index()];
        if h > MAX_HEALTH || !h.is_multiple_of(5) {
            return Err(format!("TRN-15.6: health {h} of seat {s}"));
        }
        let w = g.wounds(s);
        if w.total > 2 * w.printed || !w.total.is_multiple_of(5) {
            return Err(format!("TRN-15.7: W {} against W0 {}", w.total, w.printed));
        }
        let hero = g.hero(s);
        if hero == Hero::Gawain && g.legend_from[s.index()] != Some(1) {
            return Err("TRN-15.8: the Green Sash is always active".into());
        }
        if let (Some(t), Some(from)) = (hero.threshold(), g.legend_from[s.index()])
            && (from > g.round + 1 || (from <= g.round && h > t && g.sheet.is_empty()))
        {
            return Err(format!("TRN-15.8: Legend of seat {s} active from {from}"));
        }
    }
    Ok(())
}

/// TRN-15.9: usage counters within their limits.
fn counters(g: &Tournoi) -> Result<(), String> {
    for s in Seat::all(g.n) {
        let u = &g.used[s.index()];
        if u.royal > g.royal_limit(s) {
            return Err(format!("TRN-15.9: Arthur's token used {} times", u.royal));
        }
        for h in &g.godsends[s.index()] {
            if h.uses > DIVINE_WILL_USES {
                return Err("TRN-15.9: Divine Will over 3 uses".into());
            }
        }
    }
    Ok(())
}

/// TRN-15.10: the 24 Godsends and the 3 Divine Will tokens are all accounted for.
fn godsends(g: &Tournoi) -> Result<(), String> {
    let mut all: Vec<u8> = g.gdeck.iter().map(|c| c.0).collect();
    all.extend(g.offer.iter().flatten().map(|c| c.0));
    all.extend(g.gdiscard.iter().map(|c| c.0));
    all.extend(g.godsends.iter().flatten().map(|h| h.card.0));
    all.sort_unstable();
    if all != (0..GODSENDS as u8).collect::<Vec<_>>() {
        return Err(format!("TRN-15.10: {} Godsends accounted for", all.len()));
    }
    let tokens = g
        .godsends
        .iter()
        .flatten()
        .filter(|h| h.card.design() == Godsend::DivineWill)
        .count();
    if tokens > 3 {
        return Err("TRN-15.10: more than 3 Divine Will tokens on cards".into());
    }
    Ok(())
}

/// TRN-15.3, TRN-15.5: one card or dishonor per knight; after the feint, face-up values of
/// the last melee are pairwise distinct.
fn melee(g: &Tournoi) -> Result<(), String> {
    for s in Seat::all(g.n) {
        let plays = g.placed.iter().filter(|p| p.seat == s).count();
        let dis = g.dishonored.iter().filter(|(x, _)| *x == s).count();
        let grace = g.placed.iter().filter(|p| p.seat == s && p.grace).count();
        if plays + dis - grace > 1 {
            return Err(format!("TRN-15.3: seat {s} acted twice in a melee"));
        }
    }
    let mut up: Vec<u8> = g
        .last_melee
        .iter()
        .filter(|p| p.face_up)
        .map(|p| p.value)
        .collect();
    up.sort_unstable();
    if up.windows(2).any(|w| w[0] == w[1]) {
        return Err("TRN-15.5: two face-up cards share a value after the feint".into());
    }
    Ok(())
}
