//! What one seat knows (TAF-13), and the re-deal of everything it cannot see.
//!
//! Hidden: the other hands (their sizes are public) and the stock's order and contents.
//! Public: every card played (the whole discard pile and the trick), pawns, ladder, dealer,
//! the pending or postponed sword decision, the stock's size, the voids players showed this
//! hand (TAF-13.4) and the pile the stock was last rebuilt from (TAF-13.3).

use super::actions::Action;
use super::cards::{Card, Colour, Counts, DECK_SIZE, FULL};
use super::options::TafelrundeOptions;
use super::state::{LastTrick, Phase, Tafelrunde};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Everything one seat knows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TafelrundeObservation {
    /// The observing seat.
    pub seat: Seat,
    /// The options of the game.
    pub options: TafelrundeOptions,
    /// The step the game waits on.
    pub phase: Phase,
    /// The observer's hand, sorted.
    pub hand: Vec<Card>,
    /// Every hand's size.
    pub hand_sizes: Vec<usize>,
    /// The trick so far, in play order.
    pub trick: Vec<(Seat, Card)>,
    /// Who leads the current trick.
    pub leader: Seat,
    /// The dealer of this hand.
    pub dealer: Seat,
    /// Every pawn's space.
    pub pawns: Vec<u8>,
    /// The ladder, place 1 first.
    pub ladder: Vec<Colour>,
    /// Cards in the stock.
    pub stock_len: usize,
    /// The discard pile, oldest first.
    pub discard: Vec<Card>,
    /// The pile the stock was last rebuilt from, by kind (TAF-13.3).
    pub reshuffled: Option<Counts>,
    /// Colours each player showed to lack this hand, one bit per colour.
    pub voids: Vec<u8>,
    /// The last finished trick and the move it earned.
    pub last_trick: Option<LastTrick>,
    /// Hands dealt so far.
    pub hands_dealt: u32,
    /// Tricks finished in this hand.
    pub tricks_in_hand: u8,
    /// Tricks finished in the game.
    pub tricks: u32,
    /// Reshuffles so far.
    pub reshuffles: u32,
    /// The winner, once over.
    pub winner: Option<Seat>,
}

impl TafelrundeObservation {
    /// Number of players.
    #[must_use]
    pub fn seats(&self) -> usize {
        self.hand_sizes.len()
    }

    /// Whose card the trick waits for.
    #[must_use]
    pub fn to_play(&self) -> Seat {
        self.leader.offset(self.trick.len() as i64, self.seats())
    }

    /// The observer's legal actions (the same as the engine's, computed from what it sees).
    #[must_use]
    pub fn legal(&self) -> Vec<Action> {
        self.view().legal()
    }

    /// Why the observer may not take `action`, if it may not.
    ///
    /// # Errors
    /// The rule the action would break.
    pub fn check(&self, action: &Action) -> Result<(), super::TafelrundeError> {
        self.view().check(action)
    }

    /// Cards the observer has not seen: in other hands or in the stock, by kind.
    #[must_use]
    pub fn unseen(&self) -> Counts {
        unseen(&self.hand, &self.discard, &self.trick)
    }
}

/// The deck by kind, minus a hand, the discard pile and the trick: what their holder has not
/// seen.
#[must_use]
pub fn unseen(hand: &[Card], discard: &[Card], trick: &[(Seat, Card)]) -> Counts {
    let mut u = FULL;
    for c in hand
        .iter()
        .chain(discard)
        .chain(trick.iter().map(|(_, c)| c))
    {
        let k = &mut u[c.kind_index()];
        *k = k.saturating_sub(1);
    }
    u
}

/// An observation of a game with `options` with nothing else in it, to be filled.
pub(crate) fn blank(options: TafelrundeOptions) -> TafelrundeObservation {
    TafelrundeObservation {
        seat: Seat(0),
        options,
        phase: Phase::Over,
        hand: Vec::new(),
        hand_sizes: Vec::new(),
        trick: Vec::new(),
        leader: Seat(0),
        dealer: Seat(0),
        pawns: Vec::new(),
        ladder: Vec::new(),
        stock_len: 0,
        discard: Vec::new(),
        reshuffled: None,
        voids: Vec::new(),
        last_trick: None,
        hands_dealt: 0,
        tricks_in_hand: 0,
        tricks: 0,
        reshuffles: 0,
        winner: None,
    }
}

impl Tafelrunde {
    pub(crate) fn observation(&self, seat: Seat) -> TafelrundeObservation {
        TafelrundeObservation {
            last_trick: self.last_trick.clone(),
            ..self.decision_observation(seat)
        }
    }

    /// [`Tafelrunde::observation`] without the last finished trick, which the rule-based
    /// player never reads (it reads [`super::view::SeatView`]); the rest is the
    /// observation's own (`RuleBased::decision_observation`).
    #[must_use]
    pub fn decision_observation(&self, seat: Seat) -> TafelrundeObservation {
        let mut obs = blank(self.options.clone());
        self.fill_decision_observation(seat, &mut obs);
        obs
    }

    /// [`Tafelrunde::decision_observation`] written over `obs`, its lists reused (a
    /// computer decision's, kept per thread: issue 31). Every field is written (the
    /// destructuring names them all).
    pub(crate) fn fill_decision_observation(&self, seat: Seat, obs: &mut TafelrundeObservation) {
        let TafelrundeObservation {
            seat: viewer,
            options,
            phase,
            hand,
            hand_sizes,
            trick,
            leader,
            dealer,
            pawns,
            ladder,
            stock_len,
            discard,
            reshuffled,
            voids,
            last_trick,
            hands_dealt,
            tricks_in_hand,
            tricks,
            reshuffles,
            winner,
        } = obs;
        *viewer = seat;
        // The options of one game never change: compared, not copied (a copy allocates).
        if *options != self.options {
            options.clone_from(&self.options);
        }
        *phase = self.phase;
        hand.clone_from(&self.hands[seat.index()]);
        hand_sizes.clear();
        hand_sizes.extend(self.hands.iter().map(Vec::len));
        trick.clone_from(&self.trick);
        *leader = self.leader;
        *dealer = self.dealer;
        pawns.clone_from(&self.pawns);
        ladder.clone_from(&self.ladder);
        *stock_len = self.stock.len();
        discard.clone_from(&self.discard);
        *reshuffled = self.reshuffled;
        voids.clone_from(&self.voids);
        *last_trick = None;
        *hands_dealt = self.hands_dealt;
        *tricks_in_hand = self.tricks_in_hand;
        *tricks = self.tricks;
        *reshuffles = self.reshuffles;
        *winner = self.winner;
    }

    /// A state `seat` cannot tell from this one: the unseen cards re-dealt among the other
    /// hands and the stock at random, respecting the voids shown this hand (TAF-13.4) and the
    /// stock's known source pile (TAF-13.3), and the chance stream reseeded.
    ///
    /// Not modelled: after a reshuffle in the middle of a deal, which of a player's cards came
    /// from the old stock. The re-deal is random but not exactly uniform among the
    /// consistent deals.
    pub(crate) fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Tafelrunde {
        let mut g = self.clone();
        g.rng = rng.fork();
        let others: Vec<Seat> = Seat::all(self.n).filter(|s| *s != seat).collect();
        // Groups: each other hand, then the stock.
        let mut groups: Vec<Group> = others
            .iter()
            .map(|s| Group {
                size: self.hands[s.index()].len(),
                voids: self.voids[s.index()],
                pool: None,
                cards: Vec::new(),
            })
            .collect();
        let stock_pool = self.reshuffled;
        groups.push(Group {
            size: self.stock.len(),
            voids: 0,
            pool: stock_pool,
            cards: Vec::new(),
        });
        let unseen = unseen(&self.hands[seat.index()], &self.discard, &self.trick);
        let mut cards: Vec<Card> = (0..unseen.len())
            .flat_map(|k| {
                let c = Card::from_kind_index(k);
                std::iter::repeat_n(c, usize::from(unseen[k])).flatten()
            })
            .collect();
        rng.shuffle(&mut cards);
        deal_into(&mut groups, &cards, rng);
        for (s, grp) in others.iter().zip(&mut groups) {
            grp.cards.sort_unstable();
            g.hands[s.index()] = std::mem::take(&mut grp.cards);
        }
        if let Some(stock) = groups.last_mut() {
            rng.shuffle(&mut stock.cards);
            g.stock = std::mem::take(&mut stock.cards);
        }
        debug_assert_eq!(
            g.stock.len()
                + g.discard.len()
                + g.trick.len()
                + g.hands.iter().map(Vec::len).sum::<usize>(),
            DECK_SIZE
        );
        g
    }
}

/// Hidden slots that must be filled: a hand or the stock.
struct Group {
    size: usize,
    /// Colours this group may not hold.
    voids: u8,
    /// Kinds this group may hold at most (the stock after a reshuffle).
    pool: Option<Counts>,
    cards: Vec<Card>,
}

impl Group {
    fn allows(&self, c: Card) -> bool {
        if let Some(col) = c.colour()
            && self.voids & (1 << col.index()) != 0
        {
            return false;
        }
        match &self.pool {
            None => true,
            Some(p) => {
                let held = self.cards.iter().filter(|x| **x == c).count();
                usize::from(p[c.kind_index()]) > held
            }
        }
    }

    fn room(&self) -> usize {
        self.size - self.cards.len()
    }
}

/// Deals `cards` (already shuffled) into the groups, the most constrained cards first, each
/// to a random group with room in proportion to its room. When a card fits nowhere, a chain
/// of moves frees a slot for it (the real deal proves one exists).
fn deal_into(groups: &mut [Group], cards: &[Card], rng: &mut GameRng) {
    let mut order: Vec<(usize, Card)> = cards
        .iter()
        .map(|c| (groups.iter().filter(|g| g.allows(*c)).count(), *c))
        .collect();
    order.sort_by_key(|(k, _)| *k); // stable: the shuffle decides within a class
    for (_, c) in order {
        let room: Vec<(usize, usize)> = groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.room() > 0 && g.allows(c))
            .map(|(i, g)| (i, g.room()))
            .collect();
        let total: usize = room.iter().map(|(_, r)| r).sum();
        if total == 0 {
            make_room(groups, c);
            continue;
        }
        let mut pick = rng.index(total);
        for (i, r) in room {
            if pick < r {
                groups[i].cards.push(c);
                break;
            }
            pick -= r;
        }
    }
}

/// Breadth-first search for a chain of moves: `c` goes into a group that allows it, one of
/// that group's cards moves to another group, … until a group with room takes the last one.
fn make_room(groups: &mut [Group], c: Card) {
    let n = groups.len();
    // parent[j] = (group moved from, index of the card moved) for the chain reaching j.
    let mut parent: Vec<Option<(usize, usize)>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue: Vec<usize> = (0..n).filter(|&i| groups[i].allows(c)).collect();
    for &i in &queue {
        seen[i] = true;
    }
    let mut head = 0;
    let mut end = None;
    'search: while head < queue.len() {
        let i = queue[head];
        head += 1;
        for k in 0..groups[i].cards.len() {
            let x = groups[i].cards[k];
            for j in 0..n {
                if seen[j] || !allows_moved(&groups[j], x) {
                    continue;
                }
                seen[j] = true;
                parent[j] = Some((i, k));
                if groups[j].room() > 0 {
                    end = Some(j);
                    break 'search;
                }
                queue.push(j);
            }
        }
    }
    let Some(mut to) = end else {
        // Unreachable when the constraints come from a real deal; keep every card regardless.
        if let Some(g) = groups.iter_mut().find(|g| g.room() > 0) {
            g.cards.push(c);
        }
        return;
    };
    // Walk back: each group gives one card to the next; the first takes `c`.
    while let Some((from, idx)) = parent[to] {
        let moved = groups[from].cards.remove(idx);
        groups[to].cards.push(moved);
        to = from;
    }
    groups[to].cards.push(c);
}

fn allows_moved(g: &Group, c: Card) -> bool {
    g.allows(c)
}
