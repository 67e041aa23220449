//! The state of a game of Camelot: hands, displays, the two piles, tokens, the tournament and
//! the step the game waits on.

use super::actions::{Action, TokenReason};
use super::cards::{Card, Colour};
use super::options::CamelotOptions;
use tr_core::game::{Game, SetupError};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Cards dealt to each player (CAM-3.3).
pub const HAND_SIZE: usize = 8;

/// Tokens of each colour in the pool at the start (CAM-1.2).
pub const TOKENS_PER_COLOUR: u8 = 5;

/// What the game waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The designated starter names the colour (CAM-5.1).
    Announce,
    /// The active seat's turn: cards, then stay or withdraw (CAM-4.3).
    Play,
    /// An action card was declared; every opponent who has not withdrawn answers (CAM-11.3).
    /// Only the Lancelot holder can cancel; asking everyone keeps the holder secret (CAM-11.7).
    Lancelot {
        /// The action card waiting for its effect.
        pending: Action,
        /// Seats that still have to answer, as a bit mask.
        waiting: u8,
    },
    /// Adapt: `seat` keeps one card of printed value `value` (CAM-10.13).
    Adapt {
        /// Whose display.
        seat: Seat,
        /// The duplicated value being settled.
        value: u8,
    },
    /// `seat` chooses a token (CAM-8.3, CAM-7.7).
    Token {
        /// Who chooses.
        seat: Seat,
        /// Why.
        reason: TokenReason,
    },
    /// Somebody owns the colours needed (CAM-2).
    Over,
}

/// What the active player did so far this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TurnFlags {
    /// Cards played this turn, of any kind (a cancelled action card counts, CAM-7.4).
    pub played: u8,
    /// Cards added to the display this turn, from hand or by Riposte (CAM-10.16).
    pub added: u8,
    /// Cards added while the Stunned card lay in front of the player (CAM-15.8: at most 1).
    pub added_stunned: u8,
    /// The starter has not yet made his opening display play (CAM-5.6).
    pub opening: bool,
    /// This is the player's first turn of the tournament (CAM-13.2).
    pub first_turn: bool,
    /// A colour card or supporter went from hand into the display this turn (CAM-13.2).
    pub display_from_hand: bool,
}

/// A game of Camelot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Camelot {
    pub(crate) options: CamelotOptions,
    pub(crate) n: usize,
    /// Chance during play: reshuffles and Knock Down (CAM-15.14).
    pub(crate) rng: GameRng,
    pub(crate) dealer: Seat,
    /// Hands, each kept sorted so that a hand is a multiset.
    pub(crate) hands: Vec<Vec<Card>>,
    /// Displays, bottom (earliest) first (CAM-6.1).
    pub(crate) displays: Vec<Vec<Card>>,
    pub(crate) withdrawn: Vec<bool>,
    pub(crate) shield: Option<Seat>,
    pub(crate) stunned: Option<Seat>,
    /// Tokens owned, one bit per colour index.
    pub(crate) tokens: Vec<u8>,
    /// The draw pile; the next card drawn is the last.
    pub(crate) draw: Vec<Card>,
    pub(crate) discard: Vec<Card>,
    /// The current tournament colour (meaningful once announced).
    pub(crate) colour: Colour,
    /// Colours of this tournament in order: the announced one, then every change (CAM-15.6).
    pub(crate) history: Vec<Colour>,
    /// The previous tournament's final colour (CAM-5.3).
    pub(crate) previous: Option<Colour>,
    /// The designated (then actual) starter of the tournament.
    pub(crate) starter: Seat,
    /// Whose turn it is.
    pub(crate) active: Seat,
    pub(crate) turn: TurnFlags,
    pub(crate) phase: Phase,
    /// Cards everybody knows to be in a hand: a revealed hand (CAM-5.4), a Retreat.
    pub(crate) known: Vec<Vec<Card>>,
    /// Hands shown this tournament start by designated starters who could not open.
    pub(crate) revealed: Vec<(Seat, Vec<Card>)>,
    /// The last Knock Down: actor, victim and the card (seen by those two only, CAM-17.3).
    pub(crate) knocked: Option<(Seat, Seat, Card)>,
    /// Tournaments finished.
    pub(crate) tournaments: u32,
    /// Turns begun, all tournaments together.
    pub(crate) turns: u32,
    /// The winner once the game is over.
    pub(crate) winner: Option<Seat>,
}

impl Camelot {
    /// A new game for `n` players dealt from `seed` (CAM-3).
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] outside 2–5 players.
    pub fn start(options: CamelotOptions, n: usize, seed: u64) -> Result<Camelot, SetupError> {
        if !<Self as Game>::INFO.players.contains(&n) {
            return Err(SetupError::PlayerCount {
                got: n,
                allowed: <Self as Game>::INFO.players.clone(),
            });
        }
        let mut rng = GameRng::from_seed(seed);
        // CAM-3.2: the dealer is drawn at random, then the 110 cards are shuffled.
        let dealer = Seat(rng.below(n as u32) as u8);
        let mut deck = Card::deck();
        rng.shuffle(&mut deck);
        Ok(Camelot::from_deck(options, n, dealer, &deck, rng))
    }

    /// A game dealt from a known deck order (card 0 = top), for stacked fixtures (CAM-14.1).
    /// `deck` may hold any cards; conservation checks assume the full 110.
    #[must_use]
    pub fn from_deck(
        options: CamelotOptions,
        n: usize,
        dealer: Seat,
        deck: &[Card],
        rng: GameRng,
    ) -> Camelot {
        let mut hands = vec![Vec::new(); n];
        let dealt = (HAND_SIZE * n).min(deck.len());
        // CAM-3.4 [HOUSE] one card at a time, clockwise from the dealer's left.
        for (k, c) in deck[..dealt].iter().enumerate() {
            hands[dealer.offset(1 + k as i64, n).index()].push(*c);
        }
        for h in &mut hands {
            h.sort_unstable();
        }
        let mut draw: Vec<Card> = deck[dealt..].to_vec();
        draw.reverse();
        let first = dealer.left(n);
        let mut g = Camelot {
            options,
            n,
            rng,
            dealer,
            hands,
            displays: vec![Vec::new(); n],
            withdrawn: vec![false; n],
            shield: None,
            stunned: None,
            tokens: vec![0; n],
            draw,
            discard: Vec::new(),
            colour: Colour::Red,
            history: Vec::new(),
            previous: None,
            starter: first,
            active: first,
            turn: TurnFlags::default(),
            phase: Phase::Announce,
            known: vec![Vec::new(); n],
            revealed: Vec::new(),
            knocked: None,
            tournaments: 0,
            turns: 0,
            winner: None,
        };
        // CAM-3.5: the dealer's left neighbour is the designated starter.
        g.begin_tournament(first, &mut ());
        g
    }

    tr_core::getters! {
        /// Number of players.
        seats: usize = n;
        /// The step the game waits on.
        phase: Phase = phase;
        /// The dealer (CAM-3.2).
        dealer: Seat = dealer;
        /// Whose turn it is (or who is designated to start).
        active: Seat = active;
        /// The starter of the current tournament.
        starter: Seat = starter;
    }

    /// The current tournament colour, once announced.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        (!self.history.is_empty()).then_some(self.colour)
    }

    /// The colours of this tournament: announced, then each change.
    #[must_use]
    pub fn history(&self) -> &[Colour] {
        &self.history
    }

    /// The previous tournament's final colour.
    #[must_use]
    pub fn previous(&self) -> Option<Colour> {
        self.previous
    }

    /// A player's hand (sorted).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    /// A player's display, bottom first.
    #[must_use]
    pub fn display(&self, seat: Seat) -> &[Card] {
        &self.displays[seat.index()]
    }

    /// True once the player withdrew from this tournament.
    #[must_use]
    pub fn is_withdrawn(&self, seat: Seat) -> bool {
        self.withdrawn[seat.index()]
    }

    /// Who has the Shield in front of him.
    #[must_use]
    pub fn shield(&self) -> Option<Seat> {
        self.shield
    }

    /// Who has the Stunned card in front of him.
    #[must_use]
    pub fn stunned(&self) -> Option<Seat> {
        self.stunned
    }

    /// The colours a player owns a token of.
    #[must_use]
    pub fn tokens(&self, seat: Seat) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| self.owns(seat, *c))
            .collect()
    }

    /// True if `seat` owns a token of `c`.
    #[must_use]
    pub fn owns(&self, seat: Seat, c: Colour) -> bool {
        self.tokens[seat.index()] & (1 << c.index()) != 0
    }

    /// Number of different colours owned.
    #[must_use]
    pub fn colours_owned(&self, seat: Seat) -> usize {
        self.tokens[seat.index()].count_ones() as usize
    }

    /// Colours needed to win: five with 2–3 players, four with 4–5 (CAM-2.1, CAM-2.2).
    #[must_use]
    pub fn colours_needed(&self) -> usize {
        if self.n <= 3 { 5 } else { 4 }
    }

    /// Cards in the draw pile.
    #[must_use]
    pub fn draw_len(&self) -> usize {
        self.draw.len()
    }

    /// The discard pile (every card in it was seen face up).
    #[must_use]
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// What the active player did so far this turn.
    #[must_use]
    pub fn turn_flags(&self) -> TurnFlags {
        self.turn
    }

    /// Tournaments finished.
    #[must_use]
    pub fn tournaments(&self) -> u32 {
        self.tournaments
    }

    /// Turns begun so far.
    #[must_use]
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// The game's winner, once over.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    /// A display's total: printed values, or one per card in green (CAM-7.1, CAM-7.2).
    #[must_use]
    pub fn total(&self, seat: Seat) -> u32 {
        display_total(&self.displays[seat.index()], self.colour)
    }

    /// True when `seat` has not withdrawn (In or Waiting, CAM-8.1).
    #[must_use]
    pub fn in_tournament(&self, seat: Seat) -> bool {
        !self.withdrawn[seat.index()]
    }

    /// The not-withdrawn seats, clockwise from 0.
    pub(crate) fn contenders(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.n).filter(|s| !self.withdrawn[s.index()])
    }

    pub(crate) fn is_shielded(&self, seat: Seat) -> bool {
        self.shield == Some(seat)
    }

    /// Test and fixture access to the whole state (constructed scenarios, CAM-14.3).
    #[must_use]
    pub fn fixture(&mut self) -> Fixture<'_> {
        Fixture(self)
    }
}

/// A display's total under tournament colour `colour` (CAM-7.1, CAM-7.2).
#[must_use]
pub fn display_total(display: &[Card], colour: Colour) -> u32 {
    if colour == Colour::Green {
        display.len() as u32
    } else {
        display.iter().map(|c| u32::from(c.printed())).sum()
    }
}

/// Direct edits of a state for constructed test positions. Nothing here checks the rules.
pub struct Fixture<'a>(&'a mut Camelot);

impl Fixture<'_> {
    /// Sets a hand (kept sorted).
    pub fn hand(&mut self, seat: Seat, cards: &[Card]) -> &mut Self {
        self.0.hands[seat.index()] = tr_core::cards::sorted(cards);
        self
    }

    /// Sets a display, bottom first.
    pub fn display(&mut self, seat: Seat, cards: &[Card]) -> &mut Self {
        self.0.displays[seat.index()] = cards.to_vec();
        self
    }

    /// Sets the tournament colour as announced (history restarts with it).
    pub fn colour(&mut self, c: Colour) -> &mut Self {
        self.0.colour = c;
        self.0.history = vec![c];
        self
    }

    /// Sets the previous tournament's final colour.
    pub fn previous(&mut self, c: Option<Colour>) -> &mut Self {
        self.0.previous = c;
        self
    }

    /// Puts the Shield in front of `seat`.
    pub fn shield(&mut self, seat: Option<Seat>) -> &mut Self {
        self.0.shield = seat;
        self
    }

    /// Puts the Stunned card in front of `seat`.
    pub fn stunned(&mut self, seat: Option<Seat>) -> &mut Self {
        self.0.stunned = seat;
        self
    }

    /// Sets the tokens a seat owns.
    pub fn tokens(&mut self, seat: Seat, colours: &[Colour]) -> &mut Self {
        self.0.tokens[seat.index()] = colours.iter().fold(0, |m, c| m | (1 << c.index()));
        self
    }

    /// Marks a seat withdrawn.
    pub fn withdrawn(&mut self, seat: Seat, w: bool) -> &mut Self {
        self.0.withdrawn[seat.index()] = w;
        self
    }

    /// Sets the draw pile, top card first, and the discard pile.
    pub fn piles(&mut self, draw_top_first: &[Card], discard: &[Card]) -> &mut Self {
        self.0.draw = draw_top_first.iter().rev().copied().collect();
        self.0.discard = discard.to_vec();
        self
    }

    /// Makes it `seat`'s turn, as if he had just drawn (flags cleared, no opening duty).
    pub fn turn(&mut self, seat: Seat) -> &mut Self {
        self.0.active = seat;
        self.0.phase = Phase::Play;
        self.0.turn = TurnFlags {
            first_turn: self.0.displays[seat.index()].is_empty(),
            ..TurnFlags::default()
        };
        self
    }

    /// Makes `seat` the designated starter of a new tournament (before his announcement).
    pub fn designate(&mut self, seat: Seat) -> &mut Self {
        self.0.begin_tournament(seat, &mut ());
        self
    }
}
