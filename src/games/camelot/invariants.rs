//! The random-playout invariants of CAM-15, checked after every action by the battery.

use super::cards::{ActionCard, Card, Colour, count_kinds};
use super::state::{Camelot, Phase, TOKENS_PER_COLOUR};
use tr_core::seats::Seat;

pub(super) fn check(g: &Camelot) -> Result<(), String> {
    conservation(g)?;
    tokens(g)?;
    displays(g)?;
    colours(g)?;
    known(g)?;
    if g.phase == Phase::Over {
        // CAM-15.11: the game ends exactly when one player first owns the colours needed.
        let need = g.colours_needed();
        let w = g.winner.ok_or("CAM-15.11: over without a winner")?;
        for s in Seat::all(g.n) {
            let owned = g.colours_owned(s);
            if (s == w) != (owned >= need) {
                return Err(format!("CAM-15.11: {s} owns {owned} of {need}"));
            }
        }
    } else if Seat::all(g.n).any(|s| g.colours_owned(s) >= g.colours_needed()) {
        return Err("CAM-15.11: a player has won but the game goes on".into());
    }
    Ok(())
}

/// CAM-15.1: the 110 cards, each kind in its number, wherever they are.
fn conservation(g: &Camelot) -> Result<(), String> {
    let mut all: Vec<Card> = Vec::with_capacity(110);
    all.extend(g.draw.iter());
    all.extend(g.discard.iter());
    g.hands.iter().for_each(|h| all.extend(h.iter()));
    g.displays.iter().for_each(|d| all.extend(d.iter()));
    if g.shield.is_some() {
        all.push(Card::Action(ActionCard::Shield));
    }
    if g.stunned.is_some() {
        all.push(Card::Action(ActionCard::Stunned));
    }
    if let Phase::Lancelot { pending, .. } = g.phase {
        all.extend(pending.card());
    }
    let counts = count_kinds(&all);
    for (c, n) in Card::kinds() {
        if counts[c.kind_index()] != u16::from(n) {
            return Err(format!(
                "CAM-15.1: {} copies of {c}, expected {n} ({} cards in all)",
                counts[c.kind_index()],
                all.len()
            ));
        }
    }
    Ok(())
}

/// CAM-15.2: pool + owned = 5 per colour; one token per colour per player (bits).
fn tokens(g: &Camelot) -> Result<(), String> {
    for c in Colour::ALL {
        let owned = Seat::all(g.n).filter(|s| g.owns(*s, c)).count();
        if owned > usize::from(TOKENS_PER_COLOUR) {
            return Err(format!("CAM-15.2: {owned} {c:?} tokens owned"));
        }
    }
    if g.tokens.iter().any(|t| *t >= 1 << 5) {
        return Err("CAM-15.2: unknown token bit".into());
    }
    Ok(())
}

/// CAM-15.3, CAM-15.4, CAM-15.8.
fn displays(g: &Camelot) -> Result<(), String> {
    for s in Seat::all(g.n) {
        let d = &g.displays[s.index()];
        if g.withdrawn[s.index()] && !d.is_empty() {
            return Err(format!("CAM-15.3: withdrawn {s} has display cards"));
        }
        // CAM-9.11: with `forbid_second_maiden_by_action` off, Riposte and Outwit may bring
        // more Maidens (CAM-6.4 only forbids one from hand), so the check is for the default.
        let maidens = d.iter().filter(|c| **c == Card::Maiden).count();
        if g.options.forbid_second_maiden_by_action && maidens > 1 {
            return Err(format!("CAM-15.3: two Maidens before {s}"));
        }
        if d.iter().any(|c| !c.is_display_card()) {
            return Err(format!("CAM-15.3: an action card in {s}'s display"));
        }
    }
    for (name, holder) in [("Shield", g.shield), ("Stunned", g.stunned)] {
        if let Some(h) = holder
            && g.withdrawn[h.index()]
        {
            return Err(format!("CAM-15.4: {name} before withdrawn {h}"));
        }
    }
    if g.phase == Phase::Play && g.turn.added_stunned > 1 {
        return Err("CAM-15.8: a stunned player added two cards".into());
    }
    let between = matches!(g.phase, Phase::Announce | Phase::Over | Phase::Token { .. });
    if !between && g.contenders().count() < 2 {
        return Err("CAM-15.9: a tournament goes on with one player left".into());
    }
    Ok(())
}

/// CAM-15.6 and CAM-15.10: colour transitions and the purple ban.
fn colours(g: &Camelot) -> Result<(), String> {
    for w in g.history.windows(2) {
        let ok = match (w[0], w[1]) {
            (Colour::Purple, b) => b.is_weapon(),
            (a, b) if a.is_weapon() => (b.is_weapon() && a != b) || b == Colour::Green,
            _ => false,
        };
        if !ok {
            return Err(format!("CAM-15.6: {:?} became {:?}", w[0], w[1]));
        }
    }
    if g.phase == Phase::Over {
        return Ok(());
    }
    if let (Some(Colour::Purple), Some(Colour::Purple)) = (g.previous, g.history.first()) {
        return Err("CAM-15.10: purple after purple".into());
    }
    if let Some(last) = g.history.last()
        && *last != g.colour
    {
        return Err("colour history out of step".into());
    }
    Ok(())
}

/// Public knowledge is true: known cards are in the hand.
fn known(g: &Camelot) -> Result<(), String> {
    for s in Seat::all(g.n) {
        let mut hand = g.hands[s.index()].clone();
        for c in &g.known[s.index()] {
            match hand.iter().position(|x| x == c) {
                Some(i) => {
                    hand.remove(i);
                }
                None => return Err(format!("{s} is known to hold {c} but does not")),
            }
        }
    }
    Ok(())
}
