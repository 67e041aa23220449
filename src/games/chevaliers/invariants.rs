//! CHV-18: the invariants the conformance battery checks after every action.

use super::actions::Quest;
use super::cards::{Black, Loyalty, White, black_manifest, white_manifest};
use super::heroic::pattern_allows;
use super::state::{Chevaliers, ENGINES, GRAIL_SPOTS, Stage, Step};
use tr_core::seats::Seat;

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Every CHV-18 invariant that a state alone can show.
///
/// # Errors
/// The first broken invariant, by rule id.
pub fn check(g: &Chevaliers) -> Result<(), String> {
    cards_conserved(g)?;
    tallies(g)?;
    knights(g)?;
    quests(g)?;
    // CHV-18.14 a running game always asks someone.
    if g.winner.is_none() && g.decider().is_none() {
        return Err("CHV-18.14: nobody to decide".into());
    }
    Ok(())
}

/// CHV-18.1 and 18.2: every White and every Black card is somewhere, once.
fn cards_conserved(g: &Chevaliers) -> Result<(), String> {
    // CHV-18.1 White conservation.
    let mut whites: Vec<White> = g.white_deck.clone();
    whites.extend(&g.white_discard);
    for h in &g.hands {
        whites.extend(h);
    }
    let b = &g.board;
    for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
        whites.extend(b.combat(q).knights.iter().map(|v| White::Fight(*v)));
    }
    for w in &b.wars {
        whites.extend(w.fights.iter().map(|v| White::Fight(*v)));
    }
    whites.extend(std::iter::repeat_n(
        White::Grail,
        usize::from(b.grail.grails),
    ));
    if b.heroism.is_some() {
        whites.push(White::Heroism);
    }
    whites.extend(&g.pool);
    whites.extend(g.siege.iter().map(|v| White::Fight(*v)));
    for (_, k) in &g.committed {
        whites.extend(std::iter::repeat_n(White::Merlin, usize::from(*k)));
    }
    if sorted(&whites) != sorted(&white_manifest()) {
        return Err(format!("CHV-18.1: {} White cards", whites.len()));
    }
    // CHV-18.2 Black conservation.
    let mut blacks: Vec<Black> = g.black_deck.clone();
    blacks.extend(&g.black_discard);
    for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
        blacks.extend(b.combat(q).evil.iter().map(|e| e.card));
    }
    blacks.extend(&b.grail.blacks);
    if b.dark_forest {
        blacks.push(Black::DarkForest);
    }
    if b.vivien {
        blacks.push(Black::Vivien);
    }
    if b.mists {
        blacks.push(Black::Mists);
    }
    if b.mordred().is_some() {
        blacks.push(Black::Mordred);
    }
    for s in &g.steps {
        match s {
            Step::Armour { cards, .. } => blacks.extend(cards),
            Step::Resolve { card, .. }
            | Step::Merlin { card, .. }
            | Step::ExcaliburCancel { card, .. }
            | Step::FaceDown { card, .. }
            | Step::ChooseWar { card, .. } => blacks.push(*card),
            Step::Clairvoyance { cards, back, .. } => {
                blacks.extend(cards);
                blacks.extend(back);
            }
            _ => {}
        }
    }
    if sorted(&blacks) != sorted(&black_manifest()) {
        return Err(format!("CHV-18.2: {} Black cards", blacks.len()));
    }
    Ok(())
}

/// CHV-18.3 to 18.6: the Loyalty cards, the swords, the engines and the wars.
fn tallies(g: &Chevaliers) -> Result<(), String> {
    let b = &g.board;
    // CHV-18.3 Loyalty.
    let traitors = g.loyalty.iter().filter(|l| **l == Loyalty::Traitor).count();
    if traitors > 1 || g.loyalty.len() + g.undealt.len() > 8 {
        return Err("CHV-18.3: Loyalty cards".into());
    }
    // CHV-18.4 / 18.5 swords and engines.
    if b.swords() > 16 {
        return Err("CHV-18.4: more than 16 swords".into());
    }
    if g.winner.is_none() && b.engines >= ENGINES {
        return Err("CHV-18.5: 12 engines and the game runs".into());
    }
    // CHV-18.6 wars.
    for w in &b.wars {
        if g.winner.is_none()
            && !g.steps.iter().any(|s| matches!(s, Step::QuestEnd { .. }))
            && w.warriors > 3
        {
            return Err("CHV-18.6: 4 warriors between steps".into());
        }
        for (k, v) in w.fights.iter().enumerate() {
            if *v != (k as u8 + 1).min(5) || (k >= 5 && !w.mordred) {
                return Err(format!("CHV-18.6: war sequence {:?}", w.fights));
            }
        }
    }
    Ok(())
}

/// CHV-18.7: each knight's Life, and no cards in the hand of one off the board.
fn knights(g: &Chevaliers) -> Result<(), String> {
    // CHV-18.7 Life.
    for s in Seat::all(g.n) {
        let i = s.index();
        if g.winner.is_none()
            && g.in_play(s)
            && !(1..=6).contains(&g.life[i])
            && !g
                .steps
                .iter()
                .any(|x| matches!(x, Step::Dying(d) | Step::GrailSave(d) if *d == s))
        {
            return Err(format!("CHV-18.7: {s} at Life {}", g.life[i]));
        }
        if (!g.alive[i] || g.unmasked[i]) && !g.hands[i].is_empty() {
            return Err(format!("CHV-18.7: {s} off the board holds cards"));
        }
    }
    Ok(())
}

/// CHV-18.8 to 18.11: the quest boards, the solo quests, the Traitor and the relics.
fn quests(g: &Chevaliers) -> Result<(), String> {
    let b = &g.board;
    // CHV-18.8 quest boards.
    if b.grail.open && b.grail.grails + b.grail.blacks.len() as u8 > GRAIL_SPOTS {
        return Err("CHV-18.8: Grail overfull".into());
    }
    for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
        let k = &b.combat(q).knights;
        for j in 0..k.len() {
            if !pattern_allows(q, &k[..j], k[j]) {
                return Err(format!("CHV-18.8: {q:?} pattern {k:?}"));
            }
        }
    }
    // CHV-18.9 solo quests and locations.
    for q in [Quest::BlackKnight, Quest::Lancelot] {
        if g.present(q).len() > 1 {
            return Err(format!("CHV-18.9: {q:?} holds several knights"));
        }
    }
    if b.stage != Stage::Lancelot && !b.lancelot.knights.is_empty() {
        return Err("CHV-18.9: cards on a closed Lancelot".into());
    }
    // CHV-18.10 / 18.11.
    if g.unmasked.iter().filter(|u| **u).count() > 1 {
        return Err("CHV-18.10: two unmasked Traitors".into());
    }
    for r in [b.excalibur_relic, b.grail_relic] {
        if let Some(h) = r.holder()
            && !g.in_play(h)
        {
            return Err(format!("CHV-18.11: a relic held by {h}, off the board"));
        }
    }
    if let Some(h) = b.armour.holder()
        && !g.alive[h.index()]
    {
        return Err("CHV-18.11: the Armour held by a dead knight".into());
    }
    Ok(())
}
