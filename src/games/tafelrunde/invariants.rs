//! The random-playout invariants of TAF-11, checked after every action by the battery.

use super::cards::{FULL, counts};
use super::state::{HAND_SIZE, LADDER_PLACES, Phase, Tafelrunde};
use tr_core::seats::Seat;

pub(super) fn check(g: &Tafelrunde) -> Result<(), String> {
    conservation(g)?;
    hands(g)?;
    pawns(g)?;
    ladder(g)?;
    knowledge(g)?;
    // TAF-11.9 / TAF-9.3: every trick moves a pawn forward at least one space.
    let bound = trick_bound(g.n, g.options.finish());
    if g.tricks > bound {
        return Err(format!("TAF-11.9: {} tricks, bound {bound}", g.tricks));
    }
    Ok(())
}

/// The latest trick by which the game must end (TAF-9.3): `n(51 − n)/2 + 1` on the spec's
/// board, in general the sum of the `n` highest spaces below King Arthur's, plus one.
#[must_use]
pub fn trick_bound(n: usize, finish: u8) -> u32 {
    (0..n as u32)
        .map(|k| u32::from(finish).saturating_sub(1 + k))
        .sum::<u32>()
        + 1
}

/// TAF-11.1: the 72 cards, wherever they are.
fn conservation(g: &Tafelrunde) -> Result<(), String> {
    let all = g
        .stock
        .iter()
        .chain(&g.discard)
        .chain(g.hands.iter().flatten())
        .chain(g.trick.iter().map(|(_, c)| c));
    if counts(all) != FULL {
        return Err("TAF-11.1: the cards are not the 72 of the deck".into());
    }
    Ok(())
}

/// TAF-11.2: hand sizes follow the tricks played; the trick runs clockwise from its leader.
fn hands(g: &Tafelrunde) -> Result<(), String> {
    if g.phase == Phase::Over {
        return Ok(());
    }
    if g.trick.len() >= g.n {
        return Err("TAF-11.2: a finished trick is still on the table".into());
    }
    for (k, (s, _)) in g.trick.iter().enumerate() {
        if *s != g.leader.offset(k as i64, g.n) {
            return Err(format!("TAF-11.2: card {k} of the trick played by {s}"));
        }
    }
    let base = HAND_SIZE.saturating_sub(usize::from(g.tricks_in_hand));
    for s in Seat::all(g.n) {
        let played = usize::from(g.trick.iter().any(|(p, _)| *p == s));
        let want = base - played;
        if g.hands[s.index()].len() != want {
            return Err(format!(
                "TAF-11.2: {s} holds {} cards, expected {want}",
                g.hands[s.index()].len()
            ));
        }
    }
    Ok(())
}

/// TAF-11.5, TAF-9.1: pawns on the board, one per space except Start, King Arthur reached
/// exactly when the game is over.
fn pawns(g: &Tafelrunde) -> Result<(), String> {
    let finish = g.options.finish();
    for (i, &p) in g.pawns.iter().enumerate() {
        if p > finish {
            return Err(format!("TAF-11.5: pawn {i} on {p}"));
        }
        if p != 0 && g.pawns[..i].contains(&p) {
            return Err(format!("TAF-11.5: two pawns on {p}"));
        }
    }
    let arrived: Vec<usize> = (0..g.n).filter(|&i| g.pawns[i] == finish).collect();
    match (g.phase, g.winner) {
        (Phase::Over, Some(w)) if arrived == [w.index()] => Ok(()),
        (Phase::Over, _) => Err("TAF-9.1: over without exactly one pawn on King Arthur".into()),
        (_, None) if arrived.is_empty() => Ok(()),
        _ => Err("TAF-9.1: a pawn reached King Arthur but the game goes on".into()),
    }
}

/// TAF-11.6: chips on places 1..k without gaps, each colour once, k ≤ 6.
fn ladder(g: &Tafelrunde) -> Result<(), String> {
    if g.ladder.len() > LADDER_PLACES {
        return Err("TAF-11.6: more than six chips".into());
    }
    for (i, c) in g.ladder.iter().enumerate() {
        if g.ladder[..i].contains(c) {
            return Err(format!("TAF-11.6: {c:?} placed twice"));
        }
    }
    Ok(())
}

/// TAF-11.7, TAF-13.3, TAF-13.4: a sword decision only on a sword space, postponing only
/// empty-handed; shown voids hold; the stock comes from the last reshuffled pile.
fn knowledge(g: &Tafelrunde) -> Result<(), String> {
    if let Phase::Sword {
        seat,
        deferrable,
        postponed,
    } = g.phase
    {
        if !g.options.is_sword(g.pawns[seat.index()]) {
            return Err(format!("TAF-11.7: {seat} decides off a sword space"));
        }
        if deferrable && !g.hands[seat.index()].is_empty() {
            return Err(format!("TAF-11.7: {seat} may postpone holding cards"));
        }
        if postponed && (g.tricks_in_hand != 0 || !g.trick.is_empty()) {
            return Err("TAF-7.6: a postponed decision after the first lead".into());
        }
        if !g.trick.is_empty() {
            return Err("TAF-4.6: a sword decision in the middle of a trick".into());
        }
    }
    for s in Seat::all(g.n) {
        let v = g.voids[s.index()];
        if g.hands[s.index()]
            .iter()
            .any(|c| c.colour().is_some_and(|col| v & (1 << col.index()) != 0))
        {
            return Err(format!("TAF-13.4: {s} holds a colour he showed void in"));
        }
    }
    if let Some(pile) = &g.reshuffled {
        let stock = counts(&g.stock);
        if stock.iter().zip(pile).any(|(a, b)| a > b) {
            return Err("TAF-13.3: the stock holds a card not in the reshuffled pile".into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::trick_bound;

    /// TAF-9.3: 50 tricks with 2 players, 73 with 3, 95 with 4, 116 with 5, 136 with 6.
    #[test]
    fn taf_9_3_termination_bound() {
        let got: Vec<u32> = (2..=6).map(|n| trick_bound(n, 26)).collect();
        assert_eq!(got, vec![50, 73, 95, 116, 136]);
    }
}
