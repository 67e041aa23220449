//! What one seat knows (CHV-16.1) and a full state consistent with it (`determinize`).
//!
//! Masking convention: a Black card whose value a seat may not see keeps its kind with value
//! 0 (`BK0`: a face-down Black Knight card; `LD0`: a face-down Lancelot/Dragon card).

use super::actions::Action;
use super::cards::{Black, Knight, Loyalty, White};
use super::state::{Board, Chevaliers, Combat, EvilCard, GrailBoard, Step, Turn, WarBoard};
use tr_core::game::Side;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct ChevaliersObservation {
    /// The viewer.
    pub seat: Seat,
    /// Knights per seat.
    pub knights: Vec<Knight>,
    /// Loyalty cards the viewer has seen: his own, the shown ones, all at the end.
    pub loyalty: Vec<Option<Loyalty>>,
    /// The Loyalty cards not dealt, once the game is over.
    pub undealt: Option<Vec<Loyalty>>,
    /// The Loyalty deal can hold a Traitor card (`chv.loyalty_pool`, a public option).
    pub traitor_dealt_possibly: bool,
    /// The Loyalty cards shuffled for the deal (`chv.loyalty_pool`, a public option).
    pub loyalty_cards: u8,
    /// Life per seat.
    pub life: Vec<u8>,
    /// Alive per seat.
    pub alive: Vec<bool>,
    /// Unmasked Traitor per seat.
    pub unmasked: Vec<bool>,
    /// Has accused, per seat.
    pub accused: Vec<bool>,
    /// Each knight's public record (CHV-16.4).
    pub conduct: Vec<super::state::Conduct>,
    /// Where each knight stands.
    pub location: Vec<Option<super::actions::Place>>,
    /// The viewer's hand, sorted.
    pub hand: Vec<White>,
    /// Hand sizes per seat.
    pub hand_sizes: Vec<usize>,
    /// The board, face-down values masked.
    pub board: Board,
    /// White deck size.
    pub white_deck: usize,
    /// White discard size (its face-down cards cannot be told apart).
    pub white_discard: usize,
    /// Black deck size.
    pub black_deck: usize,
    /// The Black discard (face up).
    pub black_discard: Vec<Black>,
    /// The top Black cards the viewer knows, the top first (Percival, Clairvoyance).
    pub known_top: Vec<Black>,
    /// The bottom Black cards the viewer knows, the bottom first (the Armour).
    pub known_bottom: Vec<Black>,
    /// The sharing pool (face up).
    pub pool: Vec<White>,
    /// The siege fight's cards.
    pub siege: Vec<u8>,
    /// Merlins committed to the cancel in progress.
    pub committed: Vec<(Seat, u8)>,
    /// The active knight.
    pub active: Seat,
    /// The turn's once-a-turn uses.
    pub turn: Turn,
    /// Turns played.
    pub turns: u32,
    /// Who decides now.
    pub decider: Option<Seat>,
    /// The pending decision, hidden cards masked.
    pub pending: Option<Step>,
    /// The viewer's legal actions.
    pub legal: Vec<Action>,
    /// The winning side once over.
    pub winner: Option<Side>,
}

/// A Black card with its value masked.
#[must_use]
pub fn masked(card: Black) -> Black {
    match card {
        Black::BlackKnight(_) => Black::BlackKnight(0),
        Black::LancelotDragon(_) => Black::LancelotDragon(0),
        c => c,
    }
}

/// An observation with nothing in it, to be filled (public for the site's tests, which
/// make observations by hand).
#[doc(hidden)]
pub fn blank() -> ChevaliersObservation {
    ChevaliersObservation {
        seat: Seat(0),
        knights: Vec::new(),
        loyalty: Vec::new(),
        undealt: None,
        traitor_dealt_possibly: false,
        loyalty_cards: 0,
        life: Vec::new(),
        alive: Vec::new(),
        unmasked: Vec::new(),
        accused: Vec::new(),
        conduct: Vec::new(),
        location: Vec::new(),
        hand: Vec::new(),
        hand_sizes: Vec::new(),
        board: Board::new(),
        white_deck: 0,
        white_discard: 0,
        black_deck: 0,
        black_discard: Vec::new(),
        known_top: Vec::new(),
        known_bottom: Vec::new(),
        pool: Vec::new(),
        siege: Vec::new(),
        committed: Vec::new(),
        active: Seat(0),
        turn: Turn::default(),
        turns: 0,
        decider: None,
        pending: None,
        legal: Vec::new(),
        winner: None,
    }
}

/// `from` copied over `to`, their lists reused (`Board`'s derived `clone_from` would
/// allocate every list again). Every field is written (the destructuring names them all).
fn copy_board(to: &mut Board, from: &Board) {
    let Board {
        white,
        black,
        engines,
        black_knight,
        lancelot,
        dragon,
        stage,
        excalibur,
        excalibur_open,
        grail,
        wars,
        heroism,
        dark_forest,
        vivien,
        mists,
        armour,
        excalibur_relic,
        grail_relic,
        last_roll,
    } = to;
    *white = from.white;
    *black = from.black;
    *engines = from.engines;
    for (to, from) in [
        (black_knight, &from.black_knight),
        (lancelot, &from.lancelot),
        (dragon, &from.dragon),
    ] {
        let Combat { knights, evil } = to;
        knights.clone_from(&from.knights);
        evil.clone_from(&from.evil);
    }
    *stage = from.stage;
    *excalibur = from.excalibur;
    *excalibur_open = from.excalibur_open;
    let GrailBoard {
        grails,
        blacks,
        open,
    } = grail;
    *grails = from.grail.grails;
    blacks.clone_from(&from.grail.blacks);
    *open = from.grail.open;
    for (to, from) in wars.iter_mut().zip(&from.wars) {
        let WarBoard {
            warriors,
            fights,
            mordred,
        } = to;
        *warriors = from.warriors;
        fights.clone_from(&from.fights);
        *mordred = from.mordred;
    }
    *heroism = from.heroism;
    *dark_forest = from.dark_forest;
    *vivien = from.vivien;
    *mists = from.mists;
    *armour = from.armour;
    *excalibur_relic = from.excalibur_relic;
    *grail_relic = from.grail_relic;
    *last_roll = from.last_roll;
}

impl Chevaliers {
    /// CHV-16.1.
    #[must_use]
    pub fn observation(&self, seat: Seat) -> ChevaliersObservation {
        let mut obs = self.decision_observation(seat);
        let over = self.winner.is_some();
        let bottom = usize::from(self.bottom_known[seat.index()]).min(self.black_deck.len());
        obs.undealt = over.then(|| self.undealt.clone());
        obs.accused = self.accused.clone();
        obs.black_discard = self.black_discard.clone();
        obs.known_bottom = self.black_deck.iter().take(bottom).copied().collect();
        obs
    }

    /// [`Chevaliers::observation`] without the lists the rule-based knight never reads
    /// (`RuleBased::decision_observation`): the undealt Loyalty cards, who accused, the
    /// Black discard and the known bottom of the Black deck are left empty (issue 31).
    #[must_use]
    pub fn decision_observation(&self, seat: Seat) -> ChevaliersObservation {
        let mut obs = blank();
        self.fill_decision_observation(seat, &mut obs);
        obs
    }

    /// [`Chevaliers::decision_observation`] written over `obs`, its lists reused (a
    /// computer decision's, kept per thread: issue 31). Every field is written (the
    /// destructuring names them all).
    pub(crate) fn fill_decision_observation(&self, seat: Seat, obs: &mut ChevaliersObservation) {
        let ChevaliersObservation {
            seat: viewer,
            knights,
            loyalty,
            undealt,
            traitor_dealt_possibly,
            loyalty_cards,
            life,
            alive,
            unmasked,
            accused,
            conduct,
            location,
            hand,
            hand_sizes,
            board,
            white_deck,
            white_discard,
            black_deck,
            black_discard,
            known_top,
            known_bottom,
            pool,
            siege,
            committed,
            active,
            turn,
            turns,
            decider,
            pending,
            legal,
            winner,
        } = obs;
        let over = self.winner.is_some();
        *viewer = seat;
        knights.clone_from(&self.knights);
        loyalty.clear();
        loyalty.extend(Seat::all(self.n).map(|s| {
            (s == seat || self.shown[s.index()] || over).then(|| self.loyalty[s.index()])
        }));
        *undealt = None;
        *traitor_dealt_possibly =
            self.options.loyalty_pool != super::options::LoyaltyPool::NoTraitor;
        *loyalty_cards = self.options.loyalty_pool.cards(self.n).0 as u8;
        life.clone_from(&self.life);
        alive.clone_from(&self.alive);
        unmasked.clone_from(&self.unmasked);
        accused.clear();
        conduct.clone_from(&self.conduct);
        location.clone_from(&self.location);
        hand.clone_from(&self.hands[seat.index()]);
        tr_core::small::sort_unstable(hand);
        hand_sizes.clear();
        hand_sizes.extend(self.hands.iter().map(Vec::len));
        copy_board(board, &self.board);
        for q in [
            super::actions::Quest::BlackKnight,
            super::actions::Quest::Lancelot,
            super::actions::Quest::Dragon,
        ] {
            for e in &mut board.combat_mut(q).evil {
                if e.face_down && e.by != seat {
                    e.card = masked(e.card);
                }
            }
        }
        *white_deck = self.white_deck.len();
        *white_discard = self.white_discard.len();
        *black_deck = self.black_deck.len();
        black_discard.clear();
        let top = usize::from(self.top_known[seat.index()]).min(self.black_deck.len());
        known_top.clear();
        known_top.extend(self.black_deck.iter().rev().take(top));
        known_bottom.clear();
        pool.clone_from(&self.pool);
        siege.clone_from(&self.siege);
        committed.clone_from(&self.committed);
        *active = self.active;
        *turn = self.turn;
        *turns = self.turns;
        *decider = self.decider();
        *pending = self.steps.last().map(|s| self.masked_step(s, seat));
        self.legal_into(seat, legal);
        *winner = self.winner;
    }

    fn masked_step(&self, step: &Step, seat: Seat) -> Step {
        let mut s = step.clone();
        match &mut s {
            Step::Armour { drawer, cards, .. } if *drawer != seat => {
                *cards = [Black::BlackKnight(0); 2];
            }
            Step::FaceDown { drawer, card } | Step::ExcaliburCancel { drawer, card }
                if *drawer != seat && self.combat_target(*card).is_some() =>
            {
                *card = masked(*card);
            }
            Step::Clairvoyance {
                seat: player,
                cards,
                back,
            } if *player != seat => {
                cards.clear();
                back.clear();
            }
            _ => {}
        }
        s
    }

    /// A state consistent with what `seat` observes, everything hidden from it re-dealt.
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Chevaliers {
        let mut g = self.clone();
        let me = seat.index();
        // Loyalty: the cards the viewer has not seen, the undealt ones included (CHV-2.4).
        let hidden: Vec<usize> = (0..self.n).filter(|&s| s != me && !self.shown[s]).collect();
        if self.winner.is_none() {
            let mut cards: Vec<Loyalty> = hidden.iter().map(|&s| self.loyalty[s]).collect();
            cards.extend(self.undealt.iter().copied());
            // Sorted first: the re-deal depends on what the viewer knows (how many of each
            // card), never on who really holds which.
            tr_core::small::sort_unstable(&mut cards);
            rng.shuffle(&mut cards);
            for (k, &s) in hidden.iter().enumerate() {
                g.loyalty[s] = cards[k];
            }
            g.undealt = cards[hidden.len()..].to_vec();
        }
        // White: other hands, the deck and the discard.
        let mut whites: Vec<White> = Vec::new();
        for s in (0..self.n).filter(|&s| s != me) {
            whites.extend(self.hands[s].iter().copied());
        }
        whites.extend(self.white_deck.iter().copied());
        whites.extend(self.white_discard.iter().copied());
        tr_core::small::sort_unstable(&mut whites);
        rng.shuffle(&mut whites);
        for s in (0..self.n).filter(|&s| s != me) {
            let k = self.hands[s].len();
            g.hands[s] = whites.split_off(whites.len() - k);
        }
        let deck = self.white_deck.len();
        g.white_deck = whites.split_off(whites.len() - deck);
        g.white_discard = whites;
        self.redeal_black(&mut g, seat, rng);
        g.rng = GameRng::from_seed(rng.next_u64());
        g.log = None;
        g
    }

    /// Black cards the viewer cannot see: the deck's unknown middle, others' face-down
    /// cards (kind kept), pending cards drawn by others.
    fn redeal_black(&self, g: &mut Chevaliers, seat: Seat, rng: &mut GameRng) {
        let me = seat.index();
        let len = self.black_deck.len();
        let bottom = usize::from(self.bottom_known[me]).min(len);
        let top = usize::from(self.top_known[me]).min(len - bottom);
        let middle = bottom..len - top;
        let mut pool: Vec<Black> = self.black_deck[middle.clone()].to_vec();
        // Constrained slots hold a card of a given kind.
        let mut faces: Vec<(super::actions::Quest, usize)> = Vec::new();
        for q in [
            super::actions::Quest::BlackKnight,
            super::actions::Quest::Lancelot,
            super::actions::Quest::Dragon,
        ] {
            for (k, e) in self.board.combat(q).evil.iter().enumerate() {
                if e.face_down && e.by != seat {
                    pool.push(e.card);
                    faces.push((q, k));
                }
            }
        }
        let mut pending_kind = None;
        let mut armour = false;
        let mut clair = 0;
        match self.steps.last() {
            Some(Step::FaceDown { drawer, card } | Step::ExcaliburCancel { drawer, card })
                if *drawer != seat && self.combat_target(*card).is_some() =>
            {
                pool.push(*card);
                pending_kind = Some(masked(*card));
            }
            Some(Step::Armour { drawer, cards, .. }) if *drawer != seat => {
                pool.extend(cards.iter().copied());
                armour = true;
            }
            Some(Step::Clairvoyance { seat: p, cards, .. }) if *p != seat => {
                pool.extend(cards.iter().copied());
                clair = cards.len();
            }
            _ => {}
        }
        tr_core::small::sort_unstable(&mut pool);
        rng.shuffle(&mut pool);
        let take_kind = |pool: &mut Vec<Black>, kind: Black| -> Black {
            let i = pool.iter().position(|c| masked(*c) == kind).unwrap_or(0);
            pool.remove(i)
        };
        for (q, k) in faces {
            let kind = masked(self.board.combat(q).evil[k].card);
            let c = take_kind(&mut pool, kind);
            g.board.combat_mut(q).evil[k] = EvilCard {
                card: c,
                ..self.board.combat(q).evil[k]
            };
        }
        if let Some(kind) = pending_kind {
            let c = take_kind(&mut pool, kind);
            if let Some(Step::FaceDown { card, .. } | Step::ExcaliburCancel { card, .. }) =
                g.steps.last_mut()
            {
                *card = c;
            }
        }
        if armour && let Some(Step::Armour { cards, .. }) = g.steps.last_mut() {
            cards[0] = pool.pop().unwrap_or(cards[0]);
            cards[1] = pool.pop().unwrap_or(cards[1]);
        }
        if clair > 0
            && let Some(Step::Clairvoyance { cards, .. }) = g.steps.last_mut()
        {
            for c in cards.iter_mut() {
                *c = pool.pop().unwrap_or(*c);
            }
        }
        for (k, i) in middle.enumerate() {
            if let Some(c) = pool.get(k) {
                g.black_deck[i] = *c;
            }
        }
    }
}
