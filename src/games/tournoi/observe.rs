//! What one knight knows (TRN-13.1) and re-dealing what he cannot see (`determinize`).
//!
//! Hidden from a knight: the other hands, the weapons draw pile, the cards others discarded
//! face down after a draw, and the order of the Godsend deck. Everything else is public.

use super::actions::Action;
use super::cards::{Card, GodsendCard, Hero, Suit};
use super::options::TournoiOptions;
use super::state::{Held, Phase, Placed, Tournoi, Used};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// One knight's view of the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournoiObservation {
    /// Whose view.
    pub seat: Seat,
    /// Number of knights.
    pub n: usize,
    /// The options.
    pub options: TournoiOptions,
    /// The pending decision.
    pub phase: Phase,
    /// Round number.
    pub round: u32,
    /// Melee number in the round.
    pub melee: u8,
    /// The dealer.
    pub dealer: Seat,
    /// Who led the current melee.
    pub leader: Seat,
    /// The led suit.
    pub led: Option<Suit>,
    /// Heroes.
    pub heroes: Vec<Hero>,
    /// Heroes still free in a draft.
    pub free_heroes: Vec<Hero>,
    /// Legend active this round.
    pub legend_active: Vec<bool>,
    /// Legend threshold reached (active from the next round if not yet).
    pub legend_reached: Vec<bool>,
    /// Health.
    pub health: Vec<u32>,
    /// This knight's hand.
    pub hand: Vec<Card>,
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// Cards in the weapons draw pile.
    pub draw_size: usize,
    /// Face-up weapons discard.
    pub discard: Vec<Card>,
    /// How many cards each knight discarded face down.
    pub hidden_discards: Vec<usize>,
    /// The cards this knight discarded face down.
    pub my_discards: Vec<Card>,
    /// The current melee.
    pub placed: Vec<Placed>,
    /// Dishonors of the current melee.
    pub dishonored: Vec<(Seat, Card)>,
    /// The last melee resolved and its loser.
    pub last_melee: Vec<Placed>,
    /// Who lost the last melee (`None`: nobody).
    pub last_loser: Option<Seat>,
    /// The set-aside pile.
    pub set_aside: Vec<Card>,
    /// Wound piles.
    pub piles: Vec<Vec<Card>>,
    /// Round wounds so far per knight (W, with every power).
    pub wounds: Vec<u32>,
    /// Dishonors this round.
    pub dishonors: Vec<u32>,
    /// Power counters.
    pub used: Vec<Used>,
    /// Godsends in front of each knight.
    pub godsends: Vec<Vec<Held>>,
    /// The Godsend offer.
    pub offer: [Option<GodsendCard>; 2],
    /// Cards in the Godsend deck.
    pub godsend_deck: usize,
    /// The Godsend discard (face up).
    pub godsend_discard: Vec<GodsendCard>,
    /// Round wounds of every finished round (score sheet).
    pub sheet: Vec<Vec<u32>>,
    /// Winners once over.
    pub winners: Vec<Seat>,
    /// This knight's legal actions now.
    pub legal: Vec<Action>,
}

/// An observation of a game with `options` with nothing else in it, to be filled.
pub(crate) fn blank(options: TournoiOptions) -> TournoiObservation {
    TournoiObservation {
        seat: Seat(0),
        n: 0,
        options,
        phase: Phase::Over,
        round: 0,
        melee: 0,
        dealer: Seat(0),
        leader: Seat(0),
        led: None,
        heroes: Vec::new(),
        free_heroes: Vec::new(),
        legend_active: Vec::new(),
        legend_reached: Vec::new(),
        health: Vec::new(),
        hand: Vec::new(),
        hand_sizes: Vec::new(),
        draw_size: 0,
        discard: Vec::new(),
        hidden_discards: Vec::new(),
        my_discards: Vec::new(),
        placed: Vec::new(),
        dishonored: Vec::new(),
        last_melee: Vec::new(),
        last_loser: None,
        set_aside: Vec::new(),
        piles: Vec::new(),
        wounds: Vec::new(),
        dishonors: Vec::new(),
        used: Vec::new(),
        godsends: Vec::new(),
        offer: [None, None],
        godsend_deck: 0,
        godsend_discard: Vec::new(),
        sheet: Vec::new(),
        winners: Vec::new(),
        legal: Vec::new(),
    }
}

impl Tournoi {
    /// TRN-13.1: what `seat` knows.
    #[must_use]
    pub fn observation(&self, seat: Seat) -> TournoiObservation {
        let n = self.n;
        let mut obs = self.decision_observation(seat);
        obs.heroes = self.heroes.clone();
        obs.free_heroes = self.free_heroes.clone();
        obs.legend_active = Seat::all(n).map(|s| self.legend_active(s)).collect();
        obs.legend_reached = Seat::all(n).map(|s| self.legend_reached(s)).collect();
        obs.hand = self.hands[seat.index()].clone();
        obs.hand_sizes = self.hands.iter().map(Vec::len).collect();
        obs.draw_size = self.draw.len();
        obs.discard = self.discard.clone();
        obs.hidden_discards = self.hidden_discard.iter().map(Vec::len).collect();
        obs.my_discards = self.hidden_discard[seat.index()].clone();
        obs.last_melee = self.last_melee.clone();
        obs.last_loser = self.last_loser;
        obs.piles = self.piles.clone();
        obs.wounds = Seat::all(n).map(|s| self.wounds(s).total).collect();
        obs.dishonors = self.dishonors.clone();
        obs.used = self.used.clone();
        obs.godsends = self.godsends.clone();
        obs.godsend_deck = self.gdeck.len();
        obs.godsend_discard = self.gdiscard.clone();
        obs.sheet = self.sheet.clone();
        obs.winners = self.winners.clone();
        obs
    }

    /// [`Tournoi::observation`] with only what the rule-based knight and the search's
    /// settings read (`RuleBased::decision_observation`): the table's size, the phase, the
    /// melee on the table and its dishonors, the set-aside pile, health, the Godsend offer
    /// and the legal actions. The other lists are left empty and the counts zero (issue 31:
    /// the wound piles, the sheet and each knight's wounds were most of an Easy decision).
    #[must_use]
    pub fn decision_observation(&self, seat: Seat) -> TournoiObservation {
        let mut obs = blank(self.options.clone());
        self.fill_decision_observation(seat, &mut obs);
        obs
    }

    /// [`Tournoi::decision_observation`] written over `obs`, its lists reused (a computer
    /// decision's, kept per thread: issue 31). Every field is written (the destructuring
    /// names them all).
    pub(crate) fn fill_decision_observation(&self, seat: Seat, obs: &mut TournoiObservation) {
        let TournoiObservation {
            seat: viewer,
            n,
            options,
            phase,
            round,
            melee,
            dealer,
            leader,
            led,
            heroes,
            free_heroes,
            legend_active,
            legend_reached,
            health,
            hand,
            hand_sizes,
            draw_size,
            discard,
            hidden_discards,
            my_discards,
            placed,
            dishonored,
            last_melee,
            last_loser,
            set_aside,
            piles,
            wounds,
            dishonors,
            used,
            godsends,
            offer,
            godsend_deck,
            godsend_discard,
            sheet,
            winners,
            legal,
        } = obs;
        *viewer = seat;
        *n = self.n;
        // The options of one game never change: compared, not copied (a copy allocates).
        if *options != self.options {
            options.clone_from(&self.options);
        }
        *phase = self.phase;
        *round = self.round;
        *melee = self.melee;
        *dealer = self.dealer;
        *leader = self.leader;
        *led = self.led;
        heroes.clear();
        free_heroes.clear();
        legend_active.clear();
        legend_reached.clear();
        health.clone_from(&self.health);
        hand.clear();
        hand_sizes.clear();
        *draw_size = 0;
        discard.clear();
        hidden_discards.clear();
        my_discards.clear();
        placed.clone_from(&self.placed);
        dishonored.clone_from(&self.dishonored);
        last_melee.clear();
        *last_loser = None;
        set_aside.clone_from(&self.set_aside);
        piles.clear();
        wounds.clear();
        dishonors.clear();
        used.clear();
        godsends.clear();
        *offer = self.offer;
        *godsend_deck = 0;
        godsend_discard.clear();
        sheet.clear();
        winners.clear();
        self.legal_into(seat, legal);
    }

    /// A state `seat` cannot tell from this one: the other hands, the draw pile and the
    /// others' face-down discards re-dealt from the cards it has not seen (sizes kept), the
    /// Godsend deck reshuffled and future chance reseeded.
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Tournoi {
        let mut g = self.clone();
        self.determinized_into(seat, rng, &mut g);
        g
    }

    /// [`Tournoi::determinized`] written over `g`, reusing its lists (a search re-deals at
    /// every iteration).
    pub fn determinized_into(&self, seat: Seat, rng: &mut GameRng, g: &mut Tournoi) {
        g.copy_from(self);
        // The unseen cards, in a canonical order, then shuffled: the draw pile's list holds
        // them while they are dealt out again.
        let mut pool = std::mem::take(&mut g.draw);
        pool.clear();
        for s in Seat::all(self.n).filter(|s| *s != seat) {
            pool.extend(&self.hands[s.index()]);
            pool.extend(&self.hidden_discard[s.index()]);
        }
        pool.extend(&self.draw);
        super::cards::sort_cards(&mut pool);
        rng.shuffle(&mut pool);
        let mut dealt = 0;
        for s in Seat::all(self.n).filter(|s| *s != seat) {
            let i = s.index();
            let hand = self.hands[i].len();
            g.hands[i].clear();
            g.hands[i].extend_from_slice(&pool[dealt..dealt + hand]);
            g.hands[i].sort_unstable();
            dealt += hand;
            let hidden = self.hidden_discard[i].len();
            g.hidden_discard[i].clear();
            g.hidden_discard[i].extend_from_slice(&pool[dealt..dealt + hidden]);
            dealt += hidden;
        }
        pool.drain(..dealt);
        g.draw = pool;
        // TRN-15.15: the Godsend deck order is hidden; start from a canonical order so the
        // re-deal does not depend on it.
        g.gdeck.sort_unstable();
        rng.shuffle(&mut g.gdeck);
        g.rng = rng.fork();
    }
}

impl TournoiObservation {
    /// True when this knight must decide now.
    #[must_use]
    pub fn to_act(&self) -> bool {
        !self.legal.is_empty()
    }
}
