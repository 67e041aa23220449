//! Setup (CHV-2), the resolution loop, turns (CHV-3), the end of the game (CHV-14), Life and
//! death (CHV-12), the unmasked Traitor (CHV-13.6) and the decks (CHV-15).

use super::actions::{Place, Quest};
use super::cards::{Black, Knight, Loyalty, White, black_manifest, white_manifest};
use super::events::{ChevaliersEvent as Ev, RelicKind, ShareWhy};
use super::options::{ChevaliersOptions, KnightAssignment};
use super::state::{
    BLACK_SWORDS, Board, Chevaliers, Conduct, ENGINES, EndCause, Ending, MAX_LIFE, ROUND_TABLE,
    Relic, START_LIFE, Step, Turn,
};
use tr_core::events::{Seats, Seen};
use tr_core::game::{Game, SetupError, Side};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

impl Chevaliers {
    /// A new game (CHV-2): knights, Loyalty cards, hands, then the preliminary sharing.
    ///
    /// # Errors
    /// A player count outside 3..=7 or an invalid option.
    pub fn start(options: ChevaliersOptions, n: usize, seed: u64) -> Result<Self, SetupError> {
        let allowed = <Self as Game>::INFO.players.clone();
        if !allowed.contains(&n) {
            return Err(SetupError::PlayerCount { got: n, allowed });
        }
        options.validate().map_err(SetupError::BadOption)?;
        let mut rng = GameRng::from_seed(seed);
        // CHV-2.3: a coat of arms each.
        let mut knights = Knight::ALL.to_vec();
        if options.knight_assignment == KnightAssignment::Random {
            rng.shuffle(&mut knights);
        }
        knights.truncate(n);
        // CHV-2.4: the Loyalty deal.
        let (cards, traitor) = options.loyalty_pool.cards(n);
        let mut pool = loyalty_pool(cards, traitor);
        rng.shuffle(&mut pool);
        let undealt = pool.split_off(n);
        // CHV-2.5: a Merlin and five White cards each.
        let mut white = white_manifest();
        for _ in 0..n {
            let i = white.iter().position(|c| *c == White::Merlin).unwrap_or(0);
            white.remove(i);
        }
        rng.shuffle(&mut white);
        let mut hands = vec![vec![White::Merlin]; n];
        for h in &mut hands {
            for _ in 0..5 {
                h.extend(white.pop());
            }
        }
        // CHV-2.6.
        let mut black = black_manifest();
        rng.shuffle(&mut black);
        let mut g = Chevaliers {
            options,
            n,
            rng,
            knights,
            loyalty: pool,
            undealt,
            hands,
            life: vec![START_LIFE; n],
            alive: vec![true; n],
            unmasked: vec![false; n],
            shown: vec![false; n],
            accused: vec![false; n],
            conduct: vec![Conduct::default(); n],
            ending: None,
            results: [[0; 2]; 7],
            accusation_ends: false,
            location: vec![Some(Place::Camelot); n],
            board: Board::new(),
            white_deck: white,
            white_discard: Vec::new(),
            black_deck: black,
            black_discard: Vec::new(),
            top_known: vec![0; n],
            bottom_known: vec![0; n],
            pool: Vec::new(),
            siege: Vec::new(),
            committed: Vec::new(),
            active: Seat(0),
            turn: Turn::default(),
            turns: 0,
            steps: Vec::new(),
            winner: None,
            log: None,
        };
        if g.options.knight_assignment == KnightAssignment::Choose {
            // The knights are picked in seat order; the first player is set once they are.
            g.steps.push(Step::TurnStart);
            for s in (0..n).rev().map(|i| Seat(i as u8)) {
                g.steps.push(Step::ChooseKnight(s));
            }
        } else {
            g.active = g.first_player();
            g.push_preliminary();
        }
        g.run();
        Ok(g)
    }

    /// CHV-2.8: King Arthur if he is in play, otherwise a random player.
    pub(crate) fn first_player(&mut self) -> Seat {
        match self.seat_of(Knight::Arthur) {
            Some(s) => s,
            None => Seat(self.rng.below(self.n as u32) as u8),
        }
    }

    /// CHV-2.7: each player lays a card, then the first player proposes; then the first turn.
    pub(crate) fn push_preliminary(&mut self) {
        self.steps.push(Step::TurnStart);
        let sharers: Vec<Seat> = self.active.clockwise_from(self.n).collect();
        self.steps.push(Step::Propose {
            why: ShareWhy::Preliminary,
            proposer: self.active,
            sharers: sharers.clone(),
            given: Vec::new(),
        });
        for s in sharers.into_iter().rev() {
            self.steps.push(Step::Lay(s));
        }
    }

    /// Records an event when the caller asked for them.
    pub(crate) fn emit(&mut self, make: impl FnOnce() -> Seen<Ev>) {
        if let Some(log) = self.log.as_mut() {
            log.push(make());
        }
    }

    /// Emits a public event.
    pub(crate) fn say(&mut self, e: Ev) {
        if let Some(log) = self.log.as_mut() {
            log.push(Seen::public(e));
        }
    }

    /// The seat the pending decision waits for.
    #[must_use]
    pub fn decider(&self) -> Option<Seat> {
        if self.winner.is_some() {
            return None;
        }
        match self.steps.last()? {
            Step::ExcaliburCancel { .. } => self.board.excalibur_relic.holder(),
            Step::GrailSave(_) => self.board.grail_relic.holder(),
            Step::Kay { .. } => self.seat_of(Knight::Kay),
            s => s.decider(self.active),
        }
    }

    /// True for a step that waits for a seat.
    pub(crate) fn is_decision(step: &Step) -> bool {
        !matches!(
            step,
            Step::TurnStart
                | Step::EndTurn
                | Step::Draw { .. }
                | Step::Resolve { .. }
                | Step::Sequence { .. }
                | Step::QuestEnd { .. }
                | Step::CombatResult { .. }
                | Step::SiegeResult { .. }
                | Step::Dying(_)
                | Step::ConvocationDraw { .. }
        )
    }

    /// A decision that cannot be asked any more is dropped (the turn ended, the knight asked
    /// died or has nothing to give).
    fn moot(&self, step: &Step) -> bool {
        let turn_step = matches!(
            step,
            Step::Evil | Step::Heroic | Step::After | Step::TraitorSteal | Step::TraitorEvil
        );
        if turn_step && self.turn.over {
            return true;
        }
        match step {
            Step::TraitorSteal => !self.steal_targets().next().is_some_and(|_| true),
            Step::Discard { seat, left } => *left == 0 || self.hands[seat.index()].is_empty(),
            Step::Messenger { from, given, .. } => {
                *given >= 3 || self.hands[from.index()].is_empty() && *given > 0
            }
            Step::GiveBack { from, .. } => self.hands[from.index()].is_empty(),
            Step::Siege { .. } | Step::Clairvoyance { .. } => false,
            _ => self.decider().is_none(),
        }
    }

    /// Knights the revealed Traitor may steal from (CHV-13.7).
    pub(crate) fn steal_targets(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.n).filter(|s| self.in_play(*s) && !self.hands[s.index()].is_empty())
    }

    /// Resolves steps until a decision is pending or the game is over. End conditions are
    /// checked between steps (CHV-3.7, CHV-14.2).
    pub(crate) fn run(&mut self) {
        loop {
            if self.winner.is_some() {
                self.steps.clear();
                return;
            }
            if let Some(side) = self.end_check() {
                self.finish(side);
                return;
            }
            let Some(top) = self.steps.last() else {
                return;
            };
            if Self::is_decision(top) {
                if self.moot(top) {
                    self.steps.pop();
                    continue;
                }
                return;
            }
            if let Some(step) = self.steps.pop() {
                self.auto(step);
            }
        }
    }

    /// One step that needs no decision.
    fn auto(&mut self, step: Step) {
        match step {
            Step::TurnStart => self.turn_start(),
            Step::EndTurn => self.end_turn(),
            Step::Draw { drawer, seq } => self.draw_step(drawer, seq),
            Step::Resolve { card, drawer, seq } => self.resolve(card, drawer, seq),
            Step::Sequence { drawer, left } => {
                if left > 0 {
                    self.steps.push(Step::Sequence {
                        drawer,
                        left: left - 1,
                    });
                    self.steps.push(Step::Draw { drawer, seq: true });
                }
            }
            Step::QuestEnd { quest, by } => self.quest_end(quest, by),
            Step::CombatResult { quest, by, kay } => self.combat_result(quest, by, kay),
            Step::SiegeResult { fighter, die, kay } => self.siege_result(fighter, die, kay),
            Step::Dying(s) => self.dying(s),
            Step::ConvocationDraw { player } => self.convocation_draw(player),
            other => self.steps.push(other),
        }
    }

    /// CHV-3.1, CHV-3.5, CHV-13.7: the active knight's turn begins.
    fn turn_start(&mut self) {
        self.turn = Turn::default();
        let s = self.active;
        if !self.alive[s.index()] {
            self.steps.push(Step::EndTurn);
            return;
        }
        self.turns += 1;
        self.say(Ev::Turn { seat: s });
        self.steps.push(Step::EndTurn);
        if self.unmasked[s.index()] {
            self.steps.push(Step::TraitorEvil);
            self.steps.push(Step::TraitorSteal);
        } else {
            self.steps.push(Step::After);
            self.steps.push(Step::Heroic);
            self.steps.push(Step::Evil);
        }
    }

    /// The turn passes clockwise to the next living knight (CHV-3.5).
    fn end_turn(&mut self) {
        // The last knight alive plays on alone.
        let next = self
            .active
            .left(self.n)
            .clockwise_from(self.n)
            .find(|s| self.alive[s.index()]);
        if let Some(next) = next {
            self.active = next;
            self.steps.push(Step::TurnStart);
        }
    }

    /// CHV-14.2: the first end condition met, in the spec's order.
    fn end_check(&mut self) -> Option<Side> {
        let white = self.board.white;
        let (side, cause) = if self.board.engines >= ENGINES {
            (Side::Evil, EndCause::Siege)
        } else if self.board.black >= BLACK_SWORDS {
            (Side::Evil, EndCause::BlackSwords)
        } else if !Seat::all(self.n)
            .any(|s| self.alive[s.index()] && self.loyalty[s.index()] == Loyalty::Loyal)
        {
            (Side::Evil, EndCause::NoLoyalKnight)
        } else if self.board.swords() >= ROUND_TABLE {
            let side = self.final_count();
            (side, EndCause::Count)
        } else {
            return None;
        };
        self.ending = Some(Ending {
            cause,
            accusation: self.accusation_ends,
            flipped: white - self.board.white,
        });
        Some(side)
    }

    /// CHV-14.3: a hidden Traitor (alive, or dead unless `chv.dead_traitor_flips` is off:
    /// the seed's rule makes no exception for a dead Traitor) reveals
    /// himself and turns two white swords black; the Knights need a white majority.
    fn final_count(&mut self) -> Side {
        if let Some(t) = self.traitor() {
            let i = t.index();
            if !self.unmasked[i] && (self.alive[i] || self.options.dead_traitor_flips) {
                let k = self.board.white.min(2);
                self.board.white -= k;
                self.board.black += k;
                self.shown[i] = true;
                self.say(Ev::Flipped { seat: t, count: k });
                self.say(Ev::Swords {
                    white: self.board.white,
                    black: self.board.black,
                });
            }
        }
        if self.board.white > self.board.black {
            Side::Loyal
        } else {
            Side::Evil
        }
    }

    fn finish(&mut self, side: Side) {
        self.winner = Some(side);
        self.steps.clear();
        self.shown = vec![true; self.n];
        let loyalty = self.loyalty.clone();
        let undealt = self.undealt.clone();
        self.say(Ev::Over {
            side,
            loyalty,
            undealt,
        });
    }

    /// Moves a knight; leaving a solo quest discards its White cards (CHV-5.4).
    pub(crate) fn set_location(&mut self, s: Seat, to: Option<Place>) {
        let from = self.location[s.index()];
        if from == to {
            return;
        }
        if let Some(Place::Quest(q)) = from
            && q.is_solo()
        {
            let cards = std::mem::take(&mut self.board.combat_mut(q).knights);
            self.white_discard
                .extend(cards.into_iter().map(White::Fight));
        }
        self.location[s.index()] = to;
        if let Some(to) = to {
            self.say(Ev::Moved { seat: s, to });
        }
    }

    /// Gains Life, at most 6 (CHV-12.1).
    pub(crate) fn heal(&mut self, s: Seat, k: u8) {
        if !self.in_play(s) || k == 0 {
            return;
        }
        let i = s.index();
        self.life[i] = (self.life[i] + k).min(MAX_LIFE);
        self.say(Ev::Life {
            seat: s,
            life: self.life[i],
        });
    }

    /// Loses Life; at 0 the knight is dying (CHV-12.2), resolved after the current step.
    pub(crate) fn hurt(&mut self, s: Seat, k: u8) {
        if !self.in_play(s) || k == 0 {
            return;
        }
        let i = s.index();
        self.life[i] = self.life[i].saturating_sub(k);
        self.say(Ev::Life {
            seat: s,
            life: self.life[i],
        });
        if self.life[i] == 0 {
            self.steps.push(Step::Dying(s));
        }
    }

    /// CHV-11.3 then CHV-12.2.
    fn dying(&mut self, s: Seat) {
        // CHV-12.4: a knight whose sacrifice took him to 0 dies after the extra action even
        // if it gave him Life back (a Heal, a quest won); anyone else only at 0.
        let sacrificed = std::mem::take(&mut self.turn.sacrifice_death) && s == self.active;
        if !self.in_play(s) || (self.life[s.index()] > 0 && !sacrificed) {
            return;
        }
        if self.life[s.index()] > 0 {
            self.life[s.index()] = 0;
            self.say(Ev::Life { seat: s, life: 0 });
        }
        if self
            .board
            .grail_relic
            .holder()
            .is_some_and(|h| self.in_play(h))
        {
            self.steps.push(Step::GrailSave(s));
        } else {
            self.die(s);
        }
    }

    /// CHV-12.2: the knight leaves the game without revealing his loyalty.
    pub(crate) fn die(&mut self, s: Seat) {
        let i = s.index();
        self.alive[i] = false;
        self.life[i] = 0;
        self.set_location(s, None);
        let hand = std::mem::take(&mut self.hands[i]);
        self.white_discard.extend(hand);
        self.say(Ev::Died { seat: s });
        for r in [RelicKind::Armour, RelicKind::Excalibur, RelicKind::Grail] {
            if self.relic(r).holder() == Some(s) {
                self.lose_relic(r);
            }
        }
        if s == self.active {
            self.turn.over = true;
        }
    }

    /// CHV-13.6: the Traitor is unmasked: his cards are discarded, he leaves the board, loses
    /// Excalibur and the Grail, keeps the Armour.
    pub(crate) fn unmask(&mut self, t: Seat) {
        let i = t.index();
        self.unmasked[i] = true;
        self.shown[i] = true;
        self.say(Ev::Unmasked { seat: t });
        let hand = std::mem::take(&mut self.hands[i]);
        self.white_discard.extend(hand);
        self.set_location(t, None);
        self.life[i] = 0;
        for r in [RelicKind::Excalibur, RelicKind::Grail] {
            if self.relic(r).holder() == Some(t) {
                self.lose_relic(r);
            }
        }
        if t == self.active {
            self.turn.over = true;
        }
    }

    /// A relic's state.
    #[must_use]
    pub fn relic(&self, r: RelicKind) -> Relic {
        match r {
            RelicKind::Armour => self.board.armour,
            RelicKind::Excalibur => self.board.excalibur_relic,
            RelicKind::Grail => self.board.grail_relic,
        }
    }

    pub(crate) fn set_relic(&mut self, r: RelicKind, v: Relic) {
        match r {
            RelicKind::Armour => self.board.armour = v,
            RelicKind::Excalibur => self.board.excalibur_relic = v,
            RelicKind::Grail => self.board.grail_relic = v,
        }
        self.say(Ev::Relic {
            relic: r,
            holder: v.holder(),
        });
    }

    pub(crate) fn lose_relic(&mut self, r: RelicKind) {
        self.set_relic(r, Relic::Gone);
    }

    /// Draws up to `k` White cards for `s` (CHV-15). A dead or unmasked knight gets nothing.
    pub(crate) fn give_white(&mut self, s: Seat, k: u8) {
        if !self.in_play(s) || k == 0 {
            return;
        }
        let cards = self.draw_white(k);
        let count = cards.len() as u8;
        self.hands[s.index()].extend(cards.iter().copied());
        self.emit(|| {
            Seen::hidden(
                Seats::one(s),
                Ev::DrewWhite {
                    seat: s,
                    count,
                    cards: Some(cards),
                },
                Ev::DrewWhite {
                    seat: s,
                    count,
                    cards: None,
                },
            )
        });
    }

    /// Takes up to `k` cards from the White deck, reshuffling as needed (CHV-15.1, 15.2).
    pub(crate) fn draw_white(&mut self, k: u8) -> Vec<White> {
        let mut out = Vec::new();
        for _ in 0..k {
            if self.white_deck.is_empty() {
                self.reshuffle(true);
            }
            match self.white_deck.pop() {
                Some(c) => out.push(c),
                None => break,
            }
        }
        out
    }

    /// Takes the top Black card, reshuffling if needed; the seats' knowledge of the deck
    /// follows (CHV-16.1).
    pub(crate) fn draw_black(&mut self) -> Option<Black> {
        if self.black_deck.is_empty() {
            self.reshuffle(false);
        }
        let c = self.black_deck.pop()?;
        let len = self.black_deck.len() as u8;
        for s in 0..self.n {
            self.top_known[s] = self.top_known[s].saturating_sub(1).min(len);
            self.bottom_known[s] = self.bottom_known[s].min(len);
        }
        Some(c)
    }

    /// CHV-15.1: an empty deck is made from its discard; with `chv.reshuffle_both` the other
    /// colour's discard is shuffled back into its deck too.
    fn reshuffle(&mut self, white: bool) {
        let both = self.options.reshuffle_both;
        if white || both {
            let d = std::mem::take(&mut self.white_discard);
            self.white_deck.extend(d);
            self.rng.shuffle(&mut self.white_deck);
            self.say(Ev::Reshuffled { white: true });
        }
        if !white || both {
            let d = std::mem::take(&mut self.black_discard);
            self.black_deck.extend(d);
            self.rng.shuffle(&mut self.black_deck);
            self.top_known = vec![0; self.n];
            self.bottom_known = vec![0; self.n];
            self.say(Ev::Reshuffled { white: false });
        }
    }

    /// True when a Black card can be drawn (CHV-4.6).
    #[must_use]
    pub fn can_draw_black(&self) -> bool {
        !self.black_deck.is_empty() || !self.black_discard.is_empty()
    }

    /// CHV-13.3: accusations need 6 swords or 6 siege engines, at this moment.
    #[must_use]
    pub fn accusation_open(&self) -> bool {
        self.board.swords() >= 6 || self.board.engines >= 6
    }

    /// Places siege engines (CHV-4.4).
    pub(crate) fn add_engines(&mut self, k: u8) {
        self.board.engines = (self.board.engines + k).min(ENGINES);
        self.say(Ev::Engines {
            engines: self.board.engines,
        });
    }

    /// A quest whose board is over turns its card into a siege engine (CHV-6.6).
    pub(crate) fn orphan(&mut self, card: Black) {
        self.black_discard.push(card);
        self.add_engines(1);
    }

    /// The completing knight when Evil's card ended a quest (CHV-7.4).
    pub(crate) fn completer(&self, q: Quest) -> Option<Seat> {
        let present = self.present(q);
        self.active
            .clockwise_from(self.n)
            .find(|s| present.contains(s))
    }
}

fn loyalty_pool(size: usize, traitor: bool) -> Vec<Loyalty> {
    let mut v = vec![Loyalty::Loyal; size];
    if traitor {
        v[0] = Loyalty::Traitor;
    }
    v
}
