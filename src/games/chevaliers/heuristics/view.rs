//! [`View`]: what the computer knight reads, one seat's view of the table, built from an
//! observation or a (determinized) state; and [`best_by`], the scoring loop the policy's
//! parts share.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};

use super::params::Params;
use super::plan;
use crate::actions::{Action, Place, Quest};
use crate::cards::{Black, Knight, Loyalty, White};
use crate::heroic;
use crate::observe::ChevaliersObservation;
use crate::state::{Board, Chevaliers, Conduct, Step};
use tr_core::seats::Seat;

/// What the policy reads: one seat's view of the table.
pub(crate) struct View<'a> {
    /// The deciding seat.
    pub me: Seat,
    /// Knights at the table.
    pub n: usize,
    /// Knight per seat.
    pub knights: &'a [Knight],
    /// My own Loyalty card.
    pub mine: Loyalty,
    /// Per seat: its Loyalty card was shown Loyal (an accusation).
    pub shown_loyal: Vec<bool>,
    /// A hidden Traitor may sit at the table: the deal can hold one (a public option) and
    /// none was unmasked.
    pub traitor_may_hide: bool,
    /// The chance that a hidden Traitor sits among the other knights (1 for the Traitor
    /// himself): see [`traitor_odds`].
    pub traitor_odds: f64,
    /// Life per seat.
    pub life: &'a [u8],
    /// Alive per seat.
    pub alive: &'a [bool],
    /// Unmasked Traitor per seat.
    pub unmasked: &'a [bool],
    /// Public record per seat.
    pub conduct: &'a [Conduct],
    /// Location per seat.
    pub location: &'a [Option<Place>],
    /// My hand.
    pub hand: &'a [White],
    /// Hand sizes per seat (an observation's own list, not a copy: issue 31).
    pub hand_sizes: Cow<'a, [usize]>,
    /// The board (face-down values masked in an observation).
    pub board: &'a Board,
    /// The top Black cards I know, the top first.
    pub known_top: Cow<'a, [Black]>,
    /// The sharing pool.
    pub pool: &'a [White],
    /// The siege fight's cards so far.
    pub siege: &'a [u8],
    /// Merlins committed to the cancel in progress.
    pub committed: &'a [(Seat, u8)],
    /// The pending decision.
    pub pending: Option<&'a Step>,
    /// My legal actions.
    pub legal: &'a [Action],
    /// `chv.excalibur_half_track`.
    pub half: i8,
    /// The policy's constants.
    pub p: &'a Params,
    /// [`assess::potential`] per place (Camelot, then the quests), once asked.
    pub(super) potentials: Cell<[Option<f64>; 8]>,
    /// [`View::plan`] per combat quest, once asked.
    plans: RefCell<[Option<Vec<u8>>; 3]>,
}

impl<'a> View<'a> {
    /// The view of an observation (all a computer seat may read, CHV-16.6).
    pub(super) fn of_observation(obs: &'a ChevaliersObservation, half: i8, p: &'a Params) -> Self {
        let n = obs.knights.len();
        View {
            me: obs.seat,
            n,
            knights: &obs.knights,
            mine: obs.loyalty[obs.seat.index()].unwrap_or(Loyalty::Loyal),
            shown_loyal: (0..n)
                .map(|s| s != obs.seat.index() && obs.loyalty[s] == Some(Loyalty::Loyal))
                .collect(),
            traitor_may_hide: obs.traitor_dealt_possibly && !obs.unmasked.contains(&true),
            traitor_odds: traitor_odds(
                usize::from(obs.loyalty_cards),
                obs.traitor_dealt_possibly,
                obs.seat,
                &obs.loyalty,
                &obs.unmasked,
            ),
            life: &obs.life,
            alive: &obs.alive,
            unmasked: &obs.unmasked,
            conduct: &obs.conduct,
            location: &obs.location,
            hand: &obs.hand,
            hand_sizes: Cow::Borrowed(&obs.hand_sizes),
            board: &obs.board,
            known_top: Cow::Borrowed(&obs.known_top),
            pool: &obs.pool,
            siege: &obs.siege,
            committed: &obs.committed,
            pending: obs.pending.as_ref(),
            legal: &obs.legal,
            half,
            p,
            potentials: Cell::new([None; 8]),
            plans: RefCell::new([None, None, None]),
        }
    }

    /// The view of a full (determinized) state, for the search's rollouts.
    pub(super) fn of_state(
        g: &'a Chevaliers,
        seat: Seat,
        legal: &'a [Action],
        p: &'a Params,
    ) -> Self {
        let me = seat.index();
        let top = usize::from(g.top_known[me]).min(g.black_deck.len());
        View {
            me: seat,
            n: g.n,
            knights: &g.knights,
            mine: g.loyalty[me],
            shown_loyal: (0..g.n)
                .map(|s| s != me && g.shown[s] && g.loyalty[s] == Loyalty::Loyal)
                .collect(),
            traitor_may_hide: g.options.loyalty_pool != crate::options::LoyaltyPool::NoTraitor
                && !g.unmasked.contains(&true),
            traitor_odds: {
                let (cards, has) = g.options.loyalty_pool.cards(g.n);
                let seen: Vec<Option<Loyalty>> = (0..g.n)
                    .map(|s| (s == me || g.shown[s]).then_some(g.loyalty[s]))
                    .collect();
                traitor_odds(cards, has, seat, &seen, &g.unmasked)
            },
            life: &g.life,
            alive: &g.alive,
            unmasked: &g.unmasked,
            conduct: &g.conduct,
            location: &g.location,
            hand: &g.hands[me],
            hand_sizes: Cow::Owned(g.hands.iter().map(Vec::len).collect()),
            board: &g.board,
            known_top: Cow::Owned(g.black_deck.iter().rev().take(top).copied().collect()),
            pool: &g.pool,
            siege: &g.siege,
            committed: &g.committed,
            pending: g.steps.last(),
            legal,
            half: g.options.excalibur_half_track as i8,
            p,
            potentials: Cell::new([None; 8]),
            plans: RefCell::new([None, None, None]),
        }
    }

    /// A living knight still on the board.
    pub fn in_play(&self, s: Seat) -> bool {
        self.alive[s.index()] && !self.unmasked[s.index()]
    }

    /// I hold the Traitor card and am still hidden.
    pub fn hidden_traitor(&self) -> bool {
        self.mine == Loyalty::Traitor && !self.unmasked[self.me.index()]
    }

    /// My Life.
    pub fn my_life(&self) -> u8 {
        self.life[self.me.index()]
    }

    /// Where I stand.
    pub fn here(&self) -> Option<Place> {
        self.location[self.me.index()]
    }

    /// Copies of a card in my hand.
    pub fn count(&self, c: White) -> usize {
        self.hand.iter().filter(|x| **x == c).count()
    }

    /// [`plan::best_plan`] of my Fight cards for the combat quest `q`, filling the room
    /// its pattern leaves: the same for every move and card scored, so planned once per
    /// decision.
    pub fn plan(&self, q: Quest) -> Vec<u8> {
        let k = q as usize;
        debug_assert!(q.is_combat(), "{q:?}");
        if let Some(plan) = self.plans.borrow().get(k).and_then(Option::as_ref) {
            return plan.clone();
        }
        let c = self.board.combat(q);
        let room = heroic::combat_slots(q).saturating_sub(c.knights.len());
        let mut have = [0; 6];
        for v in self.hand.iter().filter_map(|c| c.fight()) {
            have[usize::from(v.min(5))] += 1;
        }
        let plan = plan::best_plan(q, &c.knights, have, room);
        if let Some(slot) = self.plans.borrow_mut().get_mut(k) {
            *slot = Some(plan.clone());
        }
        plan
    }

    /// Legal, in the list.
    pub fn can(&self, a: Action) -> bool {
        self.legal.contains(&a)
    }
}

/// The chance that a hidden Traitor sits among the other knights, from what `me` has seen
/// (CHV-13.1): the Traitor card is equally likely to be any Loyalty card `me` has not seen,
/// dealt to another knight or left aside. 1 for the Traitor himself (his own flip is
/// certain), 0 once a Traitor is unmasked or when the deal holds none.
fn traitor_odds(
    cards: usize,
    has_traitor: bool,
    me: Seat,
    seen: &[Option<Loyalty>],
    unmasked: &[bool],
) -> f64 {
    if !has_traitor || unmasked.contains(&true) {
        return 0.0;
    }
    if seen.get(me.index()).copied().flatten() == Some(Loyalty::Traitor) {
        return 1.0;
    }
    let unknown = seen.iter().filter(|l| l.is_none()).count();
    let unseen = cards.saturating_sub(seen.len() - unknown);
    if unseen == 0 {
        return 0.0;
    }
    unknown as f64 / unseen as f64
}

/// The legal action with the highest score (the first of equals), if any scores.
pub(crate) fn best_by(
    legal: &[Action],
    mut score: impl FnMut(Action) -> Option<f64>,
) -> Option<(Action, f64)> {
    let mut best: Option<(Action, f64)> = None;
    for &a in legal {
        if let Some(s) = score(a)
            && best.is_none_or(|(_, b)| s > b)
        {
            best = Some((a, s));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::traitor_odds;
    use crate::cards::Loyalty::{Loyal, Traitor};
    use tr_core::seats::Seat;

    /// CHV-2.4, CHV-13.1: the odds a Loyal seat gives a hidden Traitor among the others.
    #[test]
    fn chv_13_1_traitor_odds_follow_the_cards_not_seen() {
        let me = Seat(0);
        let fresh = [Some(Loyal), None, None, None];
        let none = [false; 4];
        // Four knights, five cards (n + 1): the Traitor is one of the four unseen cards, and
        // three of those are dealt.
        assert!((traitor_odds(5, true, me, &fresh, &none) - 0.75).abs() < 1e-9);
        // One knight shown Loyal: two seats among three unseen cards.
        let shown = [Some(Loyal), Some(Loyal), None, None];
        assert!((traitor_odds(5, true, me, &shown, &none) - 2.0 / 3.0).abs() < 1e-9);
        // Always dealt (n cards), none dealt, unmasked already, or I am the Traitor.
        assert!((traitor_odds(4, true, me, &fresh, &none) - 1.0).abs() < 1e-9);
        assert_eq!(traitor_odds(5, false, me, &fresh, &none), 0.0);
        assert_eq!(
            traitor_odds(5, true, me, &fresh, &[false, false, true, false]),
            0.0
        );
        let mine = [Some(Traitor), None, None, None];
        assert_eq!(traitor_odds(5, true, me, &mine, &none), 1.0);
    }
}
