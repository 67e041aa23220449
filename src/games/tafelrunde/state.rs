//! The state of a game of Tafelrunde: hands, the stock and discard pile, the trick, the pawns,
//! the trump ladder and the step the game waits on.

use super::cards::{Card, Colour, Counts};
use super::options::PLAYERS;
use super::options::TafelrundeOptions;
use tr_core::game::SetupError;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Cards dealt to each player per hand (TAF-3.4).
pub const HAND_SIZE: usize = 8;

/// Places on the trump ladder (TAF-2.6).
pub const LADDER_PLACES: usize = 6;

/// What the game waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The next player in the trick plays a card (TAF-4).
    Play,
    /// `seat` ended its move on a sword space and decides (TAF-7).
    Sword {
        /// Who decides.
        seat: Seat,
        /// He holds no cards and may wait for his new hand (TAF-7.6).
        deferrable: bool,
        /// This is a decision he postponed, taken after the new deal (TAF-7.6).
        postponed: bool,
    },
    /// A pawn reached King Arthur's space (TAF-9.1).
    Over,
}

/// The last finished trick and the move it earned, for the table and the log.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LastTrick {
    /// The cards in play order.
    pub cards: Vec<(Seat, Card)>,
    /// Who won it.
    pub winner: Seat,
    /// The winner's pawn before and after the move (TAF-6.1).
    pub from: u8,
    /// See `from`.
    pub to: u8,
}

/// A game of Tafelrunde.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tafelrunde {
    pub(crate) options: TafelrundeOptions,
    pub(crate) n: usize,
    /// Chance during play: the reshuffles of the discard pile (TAF-8.4).
    pub(crate) rng: GameRng,
    pub(crate) dealer: Seat,
    /// Hands, each kept sorted so that a hand is a multiset.
    pub(crate) hands: Vec<Vec<Card>>,
    /// The undealt stock; the next card dealt is the last.
    pub(crate) stock: Vec<Card>,
    /// The discard pile, oldest first; every card in it was seen face up (TAF-5.6).
    pub(crate) discard: Vec<Card>,
    /// The pile the stock was last rebuilt from: the stock holds only cards of it (TAF-13.3).
    pub(crate) reshuffled: Option<Counts>,
    /// The trick in play order.
    pub(crate) trick: Vec<(Seat, Card)>,
    pub(crate) leader: Seat,
    /// Pawn spaces, 0 = Start (TAF-2.2).
    pub(crate) pawns: Vec<u8>,
    /// The chips on the ladder, place 1 first (TAF-2.6).
    pub(crate) ladder: Vec<Colour>,
    /// Colours each player is known to lack this hand, one bit per colour (TAF-13.4).
    pub(crate) voids: Vec<u8>,
    pub(crate) phase: Phase,
    pub(crate) last_trick: Option<LastTrick>,
    /// Hands dealt so far (1 during the first hand).
    pub(crate) hands_dealt: u32,
    /// Tricks finished in this hand, and in the whole game.
    pub(crate) tricks_in_hand: u8,
    /// See `tricks_in_hand`.
    pub(crate) tricks: u32,
    /// Times the discard pile became the stock.
    pub(crate) reshuffles: u32,
    /// The winner once the game is over.
    pub(crate) winner: Option<Seat>,
}

impl Tafelrunde {
    /// A new game for `n` players dealt from `seed` (TAF-3).
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] outside 2–6 players, [`SetupError::BadOption`] for a board
    /// that cannot exist.
    pub fn start(options: TafelrundeOptions, n: usize, seed: u64) -> Result<Self, SetupError> {
        if !PLAYERS.contains(&n) {
            return Err(SetupError::PlayerCount {
                got: n,
                allowed: PLAYERS,
            });
        }
        options.validate().map_err(SetupError::BadOption)?;
        let mut rng = GameRng::from_seed(seed);
        // TAF-3.3 [HOUSE]: the first dealer is drawn at random, then the 72 cards are shuffled.
        let dealer = Seat(rng.below(n as u32) as u8);
        let mut deck = Card::deck();
        rng.shuffle(&mut deck);
        Ok(Self::from_deck(options, n, dealer, &deck, rng))
    }

    /// A game dealt from a known deck order (card 0 = top), for stacked fixtures.
    /// `deck` may hold any cards; conservation checks assume the full 72.
    #[must_use]
    pub fn from_deck(
        options: TafelrundeOptions,
        n: usize,
        dealer: Seat,
        deck: &[Card],
        rng: GameRng,
    ) -> Self {
        let mut stock = deck.to_vec();
        stock.reverse();
        let mut g = Self {
            options,
            n,
            rng,
            // The first deal passes the deal on; start one seat to the right of the dealer.
            dealer: dealer.right(n),
            hands: vec![Vec::new(); n],
            stock,
            discard: Vec::new(),
            reshuffled: None,
            trick: Vec::new(),
            leader: dealer.left(n),
            pawns: vec![0; n],
            ladder: Vec::new(),
            voids: vec![0; n],
            phase: Phase::Play,
            last_trick: None,
            hands_dealt: 0,
            tricks_in_hand: 0,
            tricks: 0,
            reshuffles: 0,
            winner: None,
        };
        g.deal(&mut ());
        g
    }

    tr_core::getters! {
        /// Number of players.
        seats: usize = n;
        /// The step the game waits on.
        phase: Phase = phase;
        /// The dealer of the current hand.
        dealer: Seat = dealer;
        /// Who led (or will lead) the current trick.
        leader: Seat = leader;
    }

    /// Whose card the trick waits for.
    #[must_use]
    pub fn to_play(&self) -> Seat {
        self.leader.offset(self.trick.len() as i64, self.n)
    }

    /// A player's hand (sorted).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    /// The trick so far, in play order.
    #[must_use]
    pub fn trick(&self) -> &[(Seat, Card)] {
        &self.trick
    }

    /// The last finished trick.
    #[must_use]
    pub fn last_trick(&self) -> Option<&LastTrick> {
        self.last_trick.as_ref()
    }

    /// A pawn's space.
    #[must_use]
    pub fn pawn(&self, seat: Seat) -> u8 {
        self.pawns[seat.index()]
    }

    /// Every pawn's space, by seat.
    #[must_use]
    pub fn pawns(&self) -> &[u8] {
        &self.pawns
    }

    /// The ladder, place 1 first.
    #[must_use]
    pub fn ladder(&self) -> &[Colour] {
        &self.ladder
    }

    /// Cards in the stock.
    #[must_use]
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The discard pile, oldest first.
    #[must_use]
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// Hands dealt so far.
    #[must_use]
    pub fn hands_dealt(&self) -> u32 {
        self.hands_dealt
    }

    /// Tricks finished in the current hand.
    #[must_use]
    pub fn tricks_in_hand(&self) -> u8 {
        self.tricks_in_hand
    }

    /// Tricks finished in the whole game.
    #[must_use]
    pub fn tricks(&self) -> u32 {
        self.tricks
    }

    /// Times the discard pile was shuffled into a new stock.
    #[must_use]
    pub fn reshuffles(&self) -> u32 {
        self.reshuffles
    }

    /// Colours `seat` has shown to lack this hand, one bit per colour.
    #[must_use]
    pub fn voids(&self, seat: Seat) -> u8 {
        self.voids[seat.index()]
    }

    /// The game's winner, once over.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    /// Test and fixture access to the whole state (constructed scenarios, TAF-10).
    #[must_use]
    pub fn fixture(&mut self) -> Fixture<'_> {
        Fixture(self)
    }
}

/// Direct edits of a state for constructed test positions. Nothing here checks the rules.
pub struct Fixture<'a>(&'a mut Tafelrunde);

impl Fixture<'_> {
    /// Sets a hand (kept sorted).
    pub fn hand(&mut self, seat: Seat, cards: &[Card]) -> &mut Self {
        self.0.hands[seat.index()] = tr_core::cards::sorted(cards);
        self
    }

    /// Sets every pawn, by seat.
    pub fn pawns(&mut self, spaces: &[u8]) -> &mut Self {
        self.0.pawns = spaces.to_vec();
        self
    }

    /// Sets the ladder, place 1 first.
    pub fn ladder(&mut self, chips: &[Colour]) -> &mut Self {
        self.0.ladder = chips.to_vec();
        self
    }

    /// Makes `seat` the dealer of this hand and its left neighbour the leader of an empty
    /// trick (TAF-3.6).
    pub fn dealer(&mut self, seat: Seat) -> &mut Self {
        self.0.dealer = seat;
        self.leader(seat.left(self.0.n))
    }

    /// Makes `seat` lead a new, empty trick.
    pub fn leader(&mut self, seat: Seat) -> &mut Self {
        self.0.leader = seat;
        self.0.trick.clear();
        self.0.phase = Phase::Play;
        self
    }

    /// Sets the stock (top card first) and the discard pile.
    pub fn piles(&mut self, stock_top_first: &[Card], discard: &[Card]) -> &mut Self {
        self.0.stock = stock_top_first.iter().rev().copied().collect();
        self.0.discard = discard.to_vec();
        self
    }

    /// Sets how many tricks of this hand are finished.
    pub fn tricks_in_hand(&mut self, t: u8) -> &mut Self {
        self.0.tricks_in_hand = t;
        self
    }

    /// Puts `seat` at a sword decision, as if its pawn had just arrived there.
    pub fn sword(&mut self, seat: Seat) -> &mut Self {
        self.0.leader = seat;
        self.0.trick.clear();
        self.0.phase = Phase::Sword {
            seat,
            deferrable: self.0.options.defer_when_empty && self.0.hands[seat.index()].is_empty(),
            postponed: false,
        };
        self
    }
}
