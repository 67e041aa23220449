//! The powers' amounts (data of the `house_v1` sets, TRN-9, TRN-10) and which powers a knight
//! nominally has in each window, judged on public facts only (TRN-13.2): owned, Legend
//! active, not yet spent, and what lies face up on the table. A knight is asked in a window
//! exactly when one of them holds; hidden facts (which cards he holds) never decide.

use super::cards::{Godsend, Hero};
use super::state::{Placed, Tournoi};
use tr_core::seats::Seat;

/// TRN-10.2.2: Arthur's token adds 3.
pub const ROYAL_BONUS: u8 = 3;
/// TRN-10.4.1: Gawain's +2.
pub const SUN_BONUS: u8 = 2;
/// TRN-10.4.1: Gawain's +2 applies in melees 1 to this one.
pub const SUN_LAST_MELEE: u8 = 3;
/// TRN-10.4.2: a Merlin in Gawain's pile wounds this much.
pub const GREEN_SASH_MERLIN: u32 = 10;
/// TRN-10.6.4: the Holy Grail heals this much at each injury step.
pub const HOLY_GRAIL_HEAL: u32 = 15;
/// TRN-10.9.2: the Fisher King heals this much, plus [`FISHER_KING_PER_GODSEND`] per Godsend.
pub const FISHER_KING_HEAL: u32 = 10;
/// TRN-10.9.2: per Godsend in front of Perceval.
pub const FISHER_KING_PER_GODSEND: u32 = 10;
/// TRN-9.6: Benediction heals this much.
pub const BENEDICTION_HEAL: u32 = 20;
/// TRN-9.3: uses on a Divine Will token.
pub const DIVINE_WILL_USES: u8 = 3;
/// TRN-9.4: Miracle sets a value in 1..=this.
pub const MIRACLE_MAX: u8 = 15;
/// TRN-9.9: Penance moves up to this many cards.
pub const PENANCE_CARDS: u8 = 2;

impl Tournoi {
    /// The knight's Hero.
    #[must_use]
    pub fn hero(&self, seat: Seat) -> Hero {
        self.heroes[seat.index()]
    }

    /// True when the knight's Legend is active this round (TRN-6.2, TRN-10.1.1).
    #[must_use]
    pub fn legend_active(&self, seat: Seat) -> bool {
        self.legend_from[seat.index()].is_some_and(|r| r <= self.round)
    }

    /// True once the knight's Legend threshold was reached (it may become active next round).
    #[must_use]
    pub fn legend_reached(&self, seat: Seat) -> bool {
        self.legend_from[seat.index()].is_some()
    }

    /// The index of an unspent Godsend of this design in front of the knight.
    #[must_use]
    pub fn holds(&self, seat: Seat, design: Godsend) -> Option<usize> {
        self.godsends[seat.index()]
            .iter()
            .position(|h| !h.spent && h.card.design() == design)
    }

    /// How many times Arthur's token may be used this round: once, twice with Excalibur
    /// (TRN-10.2.2, TRN-10.2.3).
    #[must_use]
    pub fn royal_limit(&self, seat: Seat) -> u8 {
        if self.legend_active(seat) { 2 } else { 1 }
    }

    /// True while Arthur may still put his token on a card in this melee.
    pub(crate) fn royal_ready(&self, seat: Seat) -> bool {
        let u = &self.used[seat.index()];
        self.hero(seat) == Hero::Arthur && u.royal < self.royal_limit(seat) && !u.royal_melee
    }

    /// True while the knight may still use a Divine Will in this melee (TRN-9.3).
    pub(crate) fn divine_ready(&self, seat: Seat) -> bool {
        !self.used[seat.index()].divine_melee
            && self.godsends[seat.index()]
                .iter()
                .any(|h| !h.spent && h.card.design() == Godsend::DivineWill && h.uses > 0)
    }

    /// The knight's own card in the melee that still competes (TRN-10.1.4).
    #[must_use]
    pub fn own_face_up(&self, seat: Seat) -> Option<&Placed> {
        self.placed.iter().find(|p| p.seat == seat && p.face_up)
    }

    fn others_face_up(&self, seat: Seat) -> impl Iterator<Item = &Placed> {
        self.placed
            .iter()
            .filter(move |p| p.seat != seat && p.face_up)
    }

    /// TRN-4.15: the knight has a round-start power left (Gift of the Lake, Providence,
    /// Judgement). Draws need a non-empty draw pile (its size is public).
    pub(crate) fn start_power_nominal(&self, seat: Seat) -> bool {
        let can_draw = !self.draw.is_empty();
        (self.hero(seat) == Hero::Lady && !self.used[seat.index()].gift && can_draw)
            || (self.holds(seat, Godsend::Providence).is_some() && can_draw)
            || self.holds(seat, Godsend::Judgement).is_some()
    }

    /// TRN-4.9: the knight has a pre-feint power that the table can see is usable now
    /// (Excalibur, Treachery, Brocéliande, Twin Hearts, Miracle).
    pub(crate) fn prefeint_nominal(&self, seat: Seat) -> bool {
        let u = &self.used[seat.index()];
        // Looked up only for a knight with a power that needs it: this runs for every
        // knight at every melee of every simulation.
        let own = || self.own_face_up(seat);
        let hero = self.hero(seat);
        let excalibur = hero == Hero::Arthur
            && self.legend_active(seat)
            && self.royal_ready(seat)
            && own().is_some_and(|p| !p.card().is_enchanter());
        let treachery =
            hero == Hero::Mordred && !u.treachery && self.others_face_up(seat).next().is_some();
        let broceliande = hero == Hero::Lady
            && self.legend_active(seat)
            && !u.broceliande
            && self.leader != seat
            && own().is_some();
        let twin = hero == Hero::Tristan
            && !u.twin
            && own().is_some_and(|mine| {
                self.others_face_up(seat)
                    .any(|p| p.value.abs_diff(mine.value) == 1)
            });
        let miracle = self.holds(seat, Godsend::Miracle).is_some() && own().is_some();
        excalibur || treachery || broceliande || twin || miracle
    }

    /// TRN-4.11: the loser has a post-loss power usable now (Lancelot, Sanctuary, Iseult).
    pub(crate) fn postloss_nominal(&self, seat: Seat) -> bool {
        let u = &self.used[seat.index()];
        let hero = self.hero(seat);
        let lancelot = hero == Hero::Guinevere
            && self.legend_active(seat)
            && !u.lancelot
            && self.others_face_up(seat).next().is_some();
        let sanctuary = self.holds(seat, Godsend::Sanctuary).is_some();
        let iseult = hero == Hero::Tristan
            && self.legend_active(seat)
            && !u.iseult
            && self.placed.len() + self.set_aside.len() >= 2;
        lancelot || sanctuary || iseult
    }

    /// TRN-5.2: the knight's Godsend number `held` (Penance or Purification) has something
    /// to act on: a pile to edit. Penance by the sole leader is still asked; it can only pass
    /// (TRN-14.17).
    pub(crate) fn injury_nominal(&self, seat: Seat, held: usize) -> bool {
        let Some(h) = self.godsends[seat.index()].get(held) else {
            return false;
        };
        let pile = &self.piles[seat.index()];
        !h.spent
            && match h.card.design() {
                Godsend::Penance => pile.iter().any(|c| !c.is_merlin()),
                Godsend::Purification => !pile.is_empty(),
                _ => false,
            }
    }

    /// Knights with the most health (TRN-8 "leaders", TRN-9.9).
    #[must_use]
    pub fn health_leaders(&self) -> Vec<Seat> {
        let top = self.health.iter().copied().max().unwrap_or(0);
        Seat::all(self.n)
            .filter(|s| self.health[s.index()] == top)
            .collect()
    }
}
