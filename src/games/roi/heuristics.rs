//! Rule-based play for each contract: the `Easy` computer knight.
//!
//! Pure functions of a [`RoiObservation`] (ROI-11.6: nothing else is read). The bot infers
//! what it can of the other hands ([`RoiObservation::possible_cards`]: voids, ROI-11.3; the
//! contract-1 rank cap, ROI-11.4; nothing from not trumping, ROI-11.5), estimates how likely
//! each card is to win the trick, and scores every legal card:
//!
//! * contracts 1–5: expected penalty of winning the trick, minus the relief of getting rid of
//!   a dangerous card. So it ducks under the current winner when it can (with its highest
//!   card that stays under), dumps the contract's penalty cards (hearts, K/J, queens, kings)
//!   and the high cards guarding them when void, and leads cards the others must overtake,
//!   preferring short suits (a void lets it dump penalty cards later);
//! * contract 6: sheds its highest cards while tricks are free, then keeps for trick 13 the
//!   card least likely to win it;
//! * contracts 7–10: expected trick value (4 + captured trumps) minus the future value of
//!   the card spent. So it wins with the cheapest sufficient card, ruffs when void, draws
//!   trumps with the master trump or when long, cashes sure winners, and throws its
//!   cheapest card under a trick it cannot win.
//!
//! Probabilities are 16-bit fixed point and points are thousandths, all integer maths, so
//! native and wasm builds choose identically. Cards with exactly equal scores (touching
//! cards, say) are chosen between at random.

use std::cell::Cell;

use super::contracts::Contract;
use super::observe::RoiObservation;
use super::state::{Roi, SEATS, TRICKS};
use tr_core::cards::{Card, CardSet, Rank, Suit};
use tr_core::policy::RuleBased;
use tr_core::rng::GameRng;
use tr_core::seats::{PerSeat, Seat};

/// A [`Ctx::dump`] not computed yet.
const UNKNOWN: i64 = -1;

/// Probability 1 in 16-bit fixed point.
const ONE: i64 = 1 << 16;
/// A point, in the thousandths the scores use.
const POINT: i64 = 1000;

impl RuleBased for Roi {
    fn observed_legal(obs: &RoiObservation) -> Vec<Card> {
        observed_legal(obs)
    }

    fn rule_based(obs: &RoiObservation, rng: &mut GameRng) -> Card {
        rule_based(obs, rng)
    }

    /// The legal cards not listed a second time (issue 31).
    fn rule_based_among(obs: &RoiObservation, legal: &[Card], rng: &mut GameRng) -> Card {
        best_of(obs, legal, rng, &Weights::default())
    }

    /// The observation without the score sheet and the finished tricks, which neither
    /// `observed_legal` nor `rule_based` reads (issue 31: copying them was a third of an
    /// Easy decision).
    fn decision_observation(&self, seat: Seat) -> RoiObservation {
        self.decision_observation(seat)
    }

    tr_core::kept_decision_observation!(RoiObservation, |_| super::observe::blank());

    /// The legal cards are a set: counted and picked in canonical order, no list built.
    fn random_legal(&self, seat: Seat, rng: &mut GameRng) -> Option<(Card, usize)> {
        let legal = super::legal::legal_set(self, seat);
        let n = legal.len();
        legal.iter().nth(rng.index(n)).map(|c| (c, n))
    }

    fn rollout(state: &Roi, seat: Seat, rng: &mut GameRng) -> Option<Card> {
        super::rollout::rollout(state, seat, rng)
    }
}

pub use super::legal::observed_legal;

/// Every legal card with its score (higher is better), in canonical order. Exposed so that
/// tests and tools can see why the bot prefers a card.
#[must_use]
pub fn scored_cards(obs: &RoiObservation) -> Vec<(Card, i64)> {
    scored_cards_with(obs, &Weights::default())
}

/// [`scored_cards`] with other [`Weights`].
#[must_use]
pub fn scored_cards_with(obs: &RoiObservation, w: &Weights) -> Vec<(Card, i64)> {
    let legal = observed_legal(obs);
    if legal.is_empty() {
        return Vec::new();
    }
    let cx = Ctx::new(obs, w);
    legal.iter().map(|c| (*c, cx.score(*c))).collect()
}

/// The rule-based choice: a best-scoring legal card, ties broken with `rng`.
///
/// # Panics
/// When the observing seat has no legal card (not its turn, or the game is over).
#[must_use]
pub fn rule_based(obs: &RoiObservation, rng: &mut GameRng) -> Card {
    rule_based_with(obs, rng, &Weights::default())
}

/// [`rule_based`] with other [`Weights`].
///
/// # Panics
/// As [`rule_based`].
#[must_use]
pub fn rule_based_with(obs: &RoiObservation, rng: &mut GameRng, w: &Weights) -> Card {
    best_of(obs, &observed_legal(obs), rng, w)
}

/// [`rule_based_with`] among `legal`, the observer's legal cards in canonical order.
fn best_of(obs: &RoiObservation, legal: &[Card], rng: &mut GameRng, w: &Weights) -> Card {
    assert!(!legal.is_empty(), "rule_based called without a legal card");
    let cx = Ctx::new(obs, w);
    // The best-scoring cards in canonical order, as `scored_cards_with` lists them, kept
    // without a list of scores (a hand holds at most 13 cards).
    let mut ties = [Card::from_index(0).expect("a card"); TRICKS];
    let (mut n, mut best) = (0, i64::MIN);
    for &c in legal {
        let score = cx.score(c);
        if score > best {
            (best, n) = (score, 0);
        }
        if score == best {
            ties[n] = c;
            n += 1;
        }
    }
    ties[rng.index(n)]
}

/// Points a single captured card costs in a penalty contract (ROI-6.3 to ROI-6.6).
#[must_use]
pub fn card_penalty(contract: Contract, c: Card) -> i64 {
    let r = c.rank();
    match contract {
        Contract::NoHearts if c.suit() == Suit::Hearts => 2,
        Contract::NoKingsOrJacks if r == Rank::KING || r == Rank::JACK => 6,
        Contract::NoQueens if r == Rank::QUEEN => 10,
        Contract::NoKings if r == Rank::KING => 40,
        _ => 0,
    }
}

/// The cards a captured one of which costs points in `contract` ([`card_penalty`] not 0).
fn penalty_cards(contract: Contract) -> CardSet {
    let ranks = |ranks: &[Rank]| {
        CardSet::from_cards(
            Suit::ALL
                .into_iter()
                .flat_map(|s| ranks.iter().map(move |r| Card::new(*r, s))),
        )
    };
    match contract {
        Contract::NoHearts => CardSet::FULL.of_suit(Suit::Hearts),
        Contract::NoKingsOrJacks => ranks(&[Rank::KING, Rank::JACK]),
        Contract::NoQueens => ranks(&[Rank::QUEEN]),
        Contract::NoKings => ranks(&[Rank::KING]),
        Contract::NoTricks | Contract::NotLastTrick | Contract::Trumps(_) => CardSet::EMPTY,
    }
}

/// The player's tuning knobs (points in thousandths). `Default` is the `Easy` player (tuned
/// in duplicate bot-versus-bot matches); other values are for such experiments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights {
    /// Penalty contracts: how often (per 64) an opponent who could duck goes over anyway.
    pub volunteer: i64,
    /// Penalty contracts: share (%) of a card's own penalty gained by passing it into a
    /// trick somebody else takes.
    pub own_penalty: i64,
    /// Penalty contracts: share (%) of the unseen penalty cards below a card that it
    /// threatens to capture later.
    pub guarded: i64,
    /// Penalty contracts: value of shedding a card, per unseen lower card of its suit.
    pub per_lower_card: i64,
    /// Penalty contracts: bonus for leading from a short suit, per card under four left in
    /// it (voids let you dump penalty cards later).
    pub short_lead: i64,
    /// Trump contracts: future value of a side-suit master card.
    pub side_master: i64,
    /// Trump contracts: future value of any trump (it can ruff).
    pub trump_base: i64,
    /// Trump contracts: extra future value of a trump, divided by one plus the number of
    /// higher trumps still out.
    pub trump_top: i64,
    /// Trump contracts: bonus for leading trumps when long in them.
    pub draw_trumps: i64,
    /// Trump contracts: bonus for leading a singleton side card while holding trumps.
    pub short_suit: i64,
}

impl Default for Weights {
    fn default() -> Self {
        Self {
            volunteer: 2,
            own_penalty: 50,
            guarded: 25,
            per_lower_card: 100,
            short_lead: 3 * POINT / 2,
            side_master: 3 * POINT / 2,
            trump_base: POINT,
            trump_top: 4 * POINT,
            draw_trumps: POINT,
            short_suit: POINT / 2,
        }
    }
}

/// Everything the scoring needs, computed once per decision from the observation.
struct Ctx<'a> {
    w: &'a Weights,
    obs: &'a RoiObservation,
    contract: Contract,
    trump: Option<Suit>,
    hand: CardSet,
    /// Cards the other three hold between them (not played, not mine).
    out: CardSet,
    /// The cards the contract penalises ([`penalty_cards`]): the only ones a sum or a
    /// maximum of penalties needs to read.
    penalty_cards: CardSet,
    possible: &'a PerSeat<CardSet>,
    /// [`Ctx::p_hold`] per set of seats that may hold a card (one bit per seat) and seat,
    /// computed once per decision for the sets met (issue 31: the scores ask it again and
    /// again for the same cards).
    chances: [[i64; SEATS]; 1 << SEATS],
    /// Per card, the set of seats that may hold it (none for cards not out).
    holders: [u8; 52],
    /// Per seat and led suit, the worst card it may dump on a trick it does not follow
    /// ([`Ctx::dump`]), filled on first use (`UNKNOWN` before).
    dumps: Cell<[[i64; 4]; SEATS]>,
    /// Per seat and suit, [`Ctx::void`], filled on first use (`UNKNOWN` before).
    voids: Cell<[[i64; 4]; SEATS]>,
    /// Seats that play after me in this trick.
    later: [Seat; SEATS - 1],
    /// How many of `later` there are.
    n_later: usize,
    /// The best card on the table so far.
    winning: Option<Card>,
    led: Option<Suit>,
    /// Tricks left in the round, this one included: my cards, as it is my turn (the
    /// finished tricks are not read, so a decision's observation may leave them out).
    left: usize,
}

impl<'a> Ctx<'a> {
    fn new(obs: &'a RoiObservation, w: &'a Weights) -> Self {
        debug_assert!(obs.tricks.is_empty() || obs.tricks.len() + obs.hand.len() == TRICKS);
        let possible = &obs.possible;
        let hand: CardSet = obs.hand.iter().copied().collect();
        let out = Seat::all(SEATS)
            .filter(|s| *s != obs.seat)
            .fold(CardSet::EMPTY, |a, s| a.union(possible[s]));
        // Per seat, its hand size over its possible cards (fixed point): how likely it is
        // to hold any one of them, before sharing with the other candidates.
        let mut weight = [0; SEATS];
        for s in Seat::all(SEATS).filter(|s| *s != obs.seat) {
            let n = possible[s].len() as i64;
            if n > 0 {
                weight[s.index()] = i64::from(obs.hand_sizes[s]) * ONE / n;
            }
        }
        // A card's chances depend only on which seats may hold it: computed once per such
        // set of seats (one bit per seat) met among the unseen cards (often one set: a
        // division per seat each), and read through each card's set. The empty set, a
        // card nobody may hold, keeps no chances.
        let mut chances = [[0; SEATS]; 1 << SEATS];
        let mut holders = [0u8; 52];
        let mut met = 1u32;
        for x in out.iter() {
            let set = Seat::all(SEATS).fold(0, |h, s| {
                h | usize::from(possible[s].contains(x)) << s.index()
            });
            holders[usize::from(x.index())] = set as u8;
            if met >> set & 1 == 1 {
                continue;
            }
            met |= 1 << set;
            let may = |s: &Seat| set >> s.index() & 1 == 1;
            let total: i64 = Seat::all(SEATS)
                .filter(|s| *s != obs.seat && may(s))
                .map(|s| weight[s.index()])
                .sum();
            if total == 0 {
                continue;
            }
            for s in Seat::all(SEATS).filter(may) {
                chances[set][s.index()] = (weight[s.index()] * ONE / total).min(ONE);
            }
        }
        let mut later = [obs.seat; SEATS - 1];
        let n_later = SEATS - 1 - obs.trick.len().min(SEATS - 1);
        for (slot, k) in later.iter_mut().zip(obs.trick.len() + 1..SEATS) {
            *slot = obs.leader.offset(k as i64, SEATS);
        }
        let trump = obs.contract.trump();
        let winning = super::tricks::holding(&obs.trick, trump).map(|(_, c)| c);
        Ctx {
            w,
            obs,
            contract: obs.contract,
            trump,
            hand,
            out,
            penalty_cards: penalty_cards(obs.contract),
            possible,
            chances,
            holders,
            dumps: Cell::new([[UNKNOWN; 4]; SEATS]),
            voids: Cell::new([[UNKNOWN; 4]; SEATS]),
            later,
            n_later,
            winning,
            led: obs.trick.first().map(|(_, c)| c.suit()),
            left: obs.hand.len(),
        }
    }

    /// Seats that play after me in this trick.
    fn later(&self) -> &[Seat] {
        &self.later[..self.n_later]
    }

    fn score(&self, c: Card) -> i64 {
        match self.contract {
            Contract::Trumps(_) => self.score_trumps(c),
            Contract::NotLastTrick => self.score_last_trick(c),
            _ => self.score_penalty(c),
        }
    }

    // ---- probabilities -------------------------------------------------------------

    /// How likely `seat` holds `x` (fixed point), sharing `x` among the seats that may hold it.
    fn p_hold(&self, seat: Seat, x: Card) -> i64 {
        self.chances[usize::from(self.holders[usize::from(x.index())])][seat.index()]
    }

    /// How likely `seat` holds none of `set` (independence approximation).
    fn p_none(&self, seat: Seat, set: CardSet) -> i64 {
        set.intersection(self.possible[seat])
            .iter()
            .fold(ONE, |p, x| p * (ONE - self.p_hold(seat, x)) / ONE)
    }

    /// How likely `seat` holds at least one of `set`.
    fn p_any(&self, seat: Seat, set: CardSet) -> i64 {
        ONE - self.p_none(seat, set)
    }

    /// Trick-taking strength of `c` once `led` is the led suit (ROI-5.1, ROI-5.2).
    fn strength(&self, c: Card, led: Suit) -> (u8, Rank) {
        let class = if Some(c.suit()) == self.trump {
            2
        } else if c.suit() == led {
            1
        } else {
            0
        };
        (class, c.rank())
    }

    /// The suit of the trick if `c` is played now.
    fn led_with(&self, c: Card) -> Suit {
        self.led.unwrap_or(c.suit())
    }

    /// True when `c` would take the lead of the trick on the table.
    fn takes_lead(&self, c: Card) -> bool {
        let led = self.led_with(c);
        if self.strength(c, led).0 == 0 {
            return false;
        }
        self.winning
            .is_none_or(|w| self.strength(c, led) > self.strength(w, led))
    }

    /// Cards of `c`'s suit above it among the unseen ones.
    fn out_above(&self, c: Card) -> CardSet {
        // A suit's cards are consecutive bits, ranks rising with the bit.
        CardSet(self.out.of_suit(c.suit()).0 & !((2u64 << c.index()) - 1))
    }

    /// Cards of `c`'s suit below it among the unseen ones.
    fn out_below(&self, c: Card) -> CardSet {
        CardSet(self.out.of_suit(c.suit()).0 & ((1u64 << c.index()) - 1))
    }

    /// How likely `x` lies with one of the seats still to play in this trick. Each unseen
    /// card is in exactly one hand, so the seats' chances add up.
    fn p_later(&self, x: Card) -> i64 {
        self.later()
            .iter()
            .map(|q| self.p_hold(*q, x))
            .sum::<i64>()
            .min(ONE)
    }

    /// How likely `c` wins the trick when every later player tries to win (trump
    /// contracts): nobody after me holds a higher card of its suit, and no void seat after
    /// me trumps it (or overtrumps it, if `c` is itself a ruff).
    fn p_win_greedy(&self, c: Card) -> i64 {
        if !self.takes_lead(c) {
            return 0;
        }
        let led = self.led_with(c);
        let trumps = self.trump.map_or(CardSet::EMPTY, |t| self.out.of_suit(t));
        let ruff = c.suit() != led;
        let mut p = ONE;
        if !ruff {
            for x in self.out_above(c).iter() {
                p = p * (ONE - self.p_later(x)) / ONE;
            }
        }
        if Some(led) != self.trump {
            let beaters = if ruff { self.out_above(c) } else { trumps };
            for q in self.later() {
                let risk = self.void(*q, led) * self.p_any(*q, beaters) / ONE;
                p = p * (ONE - risk) / ONE;
            }
        }
        p
    }

    /// How likely `c` wins the trick when later players duck if they can (no trumps): the
    /// holder of a higher card goes over if it has no lower card of the suit, or, one time
    /// in four, when it has the choice.
    fn p_win_ducking(&self, c: Card) -> i64 {
        if !self.takes_lead(c) {
            return 0;
        }
        let below = self.out_below(c);
        let later = self.later();
        let mut goes_over = [0; SEATS - 1];
        for (g, q) in goes_over.iter_mut().zip(later) {
            let no_lower = self.p_none(*q, below);
            *g = no_lower + (ONE - no_lower) * self.w.volunteer / 64;
        }
        self.out_above(c).iter().fold(ONE, |p, x| {
            let over: i64 = later
                .iter()
                .zip(&goes_over)
                .map(|(q, g)| self.p_hold(*q, x) * g / ONE)
                .sum();
            p * (ONE - over.min(ONE)) / ONE
        })
    }

    // ---- penalty contracts 1–5 ----------------------------------------------------

    fn penalty(&self, c: Card) -> i64 {
        card_penalty(self.contract, c)
    }

    /// Expected points (thousandths, positive = lost) in the trick if `c` takes it.
    fn trick_penalty_if_won(&self, c: Card) -> i64 {
        let mut cost = POINT * self.penalty(c);
        cost += POINT
            * self
                .obs
                .trick
                .iter()
                .map(|(_, x)| self.penalty(*x))
                .sum::<i64>();
        if self.contract == Contract::NoTricks {
            // ROI-6.2: the trick itself costs 2.
            cost += 2 * POINT;
        }
        let led = self.led_with(c);
        let below = self.out_below(c);
        for q in self.later() {
            let void = self.void(*q, led);
            // A void seat dumps its worst card; a following one may drop a penalty card
            // of the suit under mine.
            let dump = self.dump(*q, led);
            // Only penalty cards can cost (the others score 0, as an empty set does).
            let under = below
                .intersection(self.penalty_cards)
                .iter()
                .map(|x| self.penalty(x) * self.p_hold(*q, x))
                .max()
                .unwrap_or(0);
            cost += POINT * (void * dump / ONE + (ONE - void) * under / ONE) / ONE;
        }
        cost
    }

    /// How likely `q` holds none of the unseen cards of `suit`: the same for every card
    /// scored, so computed once per seat and suit.
    fn void(&self, q: Seat, suit: Suit) -> i64 {
        let mut voids = self.voids.get();
        let known = &mut voids[q.index()][suit.index()];
        if *known == UNKNOWN {
            *known = self.p_none(q, self.out.of_suit(suit));
            self.voids.set(voids);
        }
        voids[q.index()][suit.index()]
    }

    /// The worst penalty `q` may dump on a trick led in `led` (penalty times how likely it
    /// holds the card): the same for every card scored, so computed once per seat and suit.
    fn dump(&self, q: Seat, led: Suit) -> i64 {
        let mut dumps = self.dumps.get();
        let known = &mut dumps[q.index()][led.index()];
        if *known == UNKNOWN {
            *known = self.possible[q]
                .intersection(self.penalty_cards)
                .iter()
                .filter(|x| x.suit() != led)
                .map(|x| self.penalty(x) * self.p_hold(q, x))
                .max()
                .unwrap_or(0);
            self.dumps.set(dumps);
        }
        dumps[q.index()][led.index()]
    }

    /// The value (thousandths) of getting rid of `c` now: the penalty cards it could
    /// capture later (unseen ones of its suit below it) and how many unseen cards of its
    /// suit could duck under it, scaled by how costly the contract's tricks are.
    fn relief(&self, c: Card) -> i64 {
        let below = self.out_below(c);
        let guarded: i64 = below
            .intersection(self.penalty_cards)
            .iter()
            .map(|x| self.penalty(x))
            .sum();
        let scale = i64::from(self.contract.round_total().unsigned_abs()) * 100 / 26;
        POINT * guarded * self.w.guarded / 100
            + self.w.per_lower_card * below.len() as i64 * scale / 100
    }

    /// Contracts 1–5: what winning the trick would cost, weighted by how likely `c` wins
    /// it, against the relief of being rid of `c`; a penalty card that loses the trick
    /// goes to somebody else.
    fn score_penalty(&self, c: Card) -> i64 {
        let p = self.p_win_ducking(c);
        let own = POINT * self.penalty(c) * self.w.own_penalty / 100;
        let mut score =
            -(p * self.trick_penalty_if_won(c) / ONE) + (ONE - p) * own / ONE + self.relief(c);
        if self.obs.trick.is_empty() {
            let left = self.hand.of_suit(c.suit()).len() as i64 - 1;
            score += self.w.short_lead * (4 - left).max(0);
        }
        score
    }

    // ---- contract 6 -----------------------------------------------------------------

    /// ROI-6.7: only trick 13 costs. Until the last two tricks shed the cards most likely
    /// to win; with two cards left keep the one least likely to take trick 13.
    fn score_last_trick(&self, c: Card) -> i64 {
        let left = self.left;
        if left > 2 {
            return 100 * self.out_below(c).len() as i64 + i64::from(c.rank().0);
        }
        if left == 1 {
            return -(self.p_win_ducking(c) * 20 * POINT / ONE);
        }
        let Some(keep) = self.hand.iter().find(|k| *k != c) else {
            return 0;
        };
        // If I take trick 12 I lead `keep` into trick 13; otherwise it wins only when
        // its suit is led and nobody holds a higher card: about a third as likely.
        let win12 = self.p_win_ducking(c);
        // Every unseen card is in another hand: `keep` wins a trick it leads exactly when
        // no higher card of its suit is out.
        let lead13 = if self.out_above(keep).is_empty() {
            ONE
        } else {
            0
        };
        let p13 = win12 * lead13 / ONE + (ONE - win12) * lead13 / ONE / 3;
        -(p13 * 20 * POINT / ONE)
    }

    // ---- trump contracts 7–10 -------------------------------------------------------

    /// What `c` is still worth in my hand (thousandths): the tricks it may win later.
    fn future(&self, c: Card) -> i64 {
        let higher = self.out_above(c).len() as i64;
        if Some(c.suit()) == self.trump {
            // Every trump may win a trick by ruffing; high ones win when trumps are led.
            self.w.trump_base + self.w.trump_top / (higher + 1)
        } else {
            self.w.side_master / ((higher + 1) * (higher + 1))
        }
    }

    fn score_trumps(&self, c: Card) -> i64 {
        let trump = self.trump.unwrap_or(Suit::Spades);
        let led = self.led_with(c);
        let p = self.p_win_greedy(c);
        // ROI-6.8: 4 a trick, 1 a captured trump, including the ones still to come when
        // trumps are led.
        let mut value = 4 * POINT;
        value += POINT
            * self
                .obs
                .trick
                .iter()
                .filter(|(_, x)| x.suit() == trump)
                .count() as i64;
        if c.suit() == trump {
            value += POINT;
        }
        if led == trump {
            let trumps = self.out.of_suit(trump);
            value += self
                .later()
                .iter()
                .map(|q| POINT * self.p_any(*q, trumps) / ONE)
                .sum::<i64>();
        }
        let mut score = p * value / ONE - self.future(c);
        if self.obs.trick.is_empty() {
            score += self.lead_bonus(c, trump);
        }
        score
    }

    /// Leading: draw trumps when long or when holding the master trump; lead from a short
    /// side suit to make a void for ruffing.
    fn lead_bonus(&self, c: Card, trump: Suit) -> i64 {
        let mine = self.hand.of_suit(trump).len();
        let theirs = self.out.of_suit(trump).len();
        if c.suit() == trump {
            if theirs > 0 && mine >= theirs && mine >= 3 {
                return self.w.draw_trumps;
            }
            return 0;
        }
        let short = self.hand.of_suit(c.suit()).len();
        if mine > 0 && short == 1 && !self.out_above(c).is_empty() {
            return self.w.short_suit;
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::{Contract, card_penalty, penalty_cards};
    use tr_core::cards::Card;

    /// The penalised cards are exactly those `card_penalty` charges, in every contract.
    #[test]
    fn penalty_cards_are_the_charged_ones() {
        for contract in Contract::ORDER {
            for c in Card::deck() {
                assert_eq!(
                    penalty_cards(contract).contains(c),
                    card_penalty(contract, c) != 0,
                    "{contract:?} {c}"
                );
            }
        }
    }
}
