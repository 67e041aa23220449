//! What one seat knows (CAM-17), and the re-deal of everything it cannot see.
//!
//! Hidden: the other hands (their sizes are public) and the draw pile. Public: displays,
//! Shield and Stunned, colours, tokens, statuses, the discard pile, hands shown by starters
//! who could not open (CAM-5.4) and cards taken back by Retreat. A Knock Down's card is seen by
//! the two players concerned only (CAM-17.3).

use super::actions::Action;
use super::cards::{Card, Colour};
use super::options::CamelotOptions;
use super::state::{Camelot, Phase, TurnFlags};
use std::cell::RefCell;
use tr_core::policy::with_kept;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Everything one seat knows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CamelotObservation {
    /// The observing seat.
    pub seat: Seat,
    /// The options of the game.
    pub options: CamelotOptions,
    /// The step the game waits on (public: a Lancelot window asks every opponent still in).
    pub phase: Phase,
    /// The observer's hand, sorted.
    pub hand: Vec<Card>,
    /// Every hand's size.
    pub hand_sizes: Vec<usize>,
    /// Every display, bottom first.
    pub displays: Vec<Vec<Card>>,
    /// Who withdrew from this tournament.
    pub withdrawn: Vec<bool>,
    /// Who has the Shield / the Stunned card in front of him.
    pub shield: Option<Seat>,
    /// See `shield`.
    pub stunned: Option<Seat>,
    /// Tokens owned, one bit per colour.
    pub tokens: Vec<u8>,
    /// The tournament colour once announced, and its history.
    pub history: Vec<Colour>,
    /// The previous tournament's final colour.
    pub previous: Option<Colour>,
    /// Dealer, starter and the seat whose turn it is.
    pub dealer: Seat,
    /// See `dealer`.
    pub starter: Seat,
    /// See `dealer`.
    pub active: Seat,
    /// What the active player did this turn.
    pub turn: TurnFlags,
    /// Cards in the draw pile.
    pub draw_len: usize,
    /// The discard pile, oldest first.
    pub discard: Vec<Card>,
    /// Cards everybody knows to be in each hand.
    pub known: Vec<Vec<Card>>,
    /// Hands shown at this tournament's start (CAM-5.4).
    pub revealed: Vec<(Seat, Vec<Card>)>,
    /// The last Knock Down: actor, victim, and the card if the observer is one of them.
    pub knocked: Option<(Seat, Seat, Option<Card>)>,
    /// Tournaments finished.
    pub tournaments: u32,
    /// Turns begun.
    pub turns: u32,
    /// The winner, once over.
    pub winner: Option<Seat>,
}

impl CamelotObservation {
    /// The current tournament colour, once announced.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        self.history.last().copied()
    }

    /// Number of players.
    #[must_use]
    pub fn seats(&self) -> usize {
        self.hand_sizes.len()
    }

    /// The colours `seat` owns.
    #[must_use]
    pub fn tokens_of(&self, seat: Seat) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| self.tokens[seat.index()] & (1 << c.index()) != 0)
            .collect()
    }

    /// A display's total (CAM-7.1, CAM-7.2).
    #[must_use]
    pub fn total(&self, seat: Seat) -> u32 {
        super::state::display_total(
            &self.displays[seat.index()],
            self.colour().unwrap_or(Colour::Red),
        )
    }

    /// A state that agrees with this observation for the observer: his hand is real, the other
    /// hands and the draw pile hold placeholders (known cards first; a decision observation
    /// knows none). Good for asking the engine what the observer may do and what his own
    /// plays would lead to; never for looking at other hands.
    #[must_use]
    pub fn shell(&self) -> Camelot {
        let mut g = blank();
        self.fill_shell(&mut g);
        g
    }

    /// Runs `read` on [`Self::shell`], refilled in place in a state kept per thread: the
    /// observer's legal list and its rule-based choice each read the shell, and a new one
    /// allocated every list of the state twice per decision (issue 31).
    pub fn with_shell<R>(&self, read: impl FnOnce(&Camelot) -> R) -> R {
        thread_local! {
            static SHELL: RefCell<Option<Camelot>> = const { RefCell::new(None) };
        }
        with_kept(&SHELL, blank, |g| self.fill_shell(g), read)
    }

    /// Makes `g` this observation's [`Self::shell`], reusing its lists. Every field is
    /// written (the destructuring names them all, so a new field cannot be forgotten).
    fn fill_shell(&self, g: &mut Camelot) {
        let Camelot {
            options,
            n,
            rng,
            dealer,
            hands,
            displays,
            withdrawn,
            shield,
            stunned,
            tokens,
            draw,
            discard,
            colour,
            history,
            previous,
            starter,
            active,
            turn,
            phase,
            known,
            revealed,
            knocked,
            tournaments,
            turns,
            winner,
        } = g;
        let seats = self.seats();
        let filler = Card::Colour(Colour::Green, 1);
        options.clone_from(&self.options);
        *n = seats;
        *rng = GameRng::from_seed(0);
        *dealer = self.dealer;
        hands.truncate(seats);
        hands.resize_with(seats, Vec::new);
        for (i, h) in hands.iter_mut().enumerate() {
            if i == self.seat.index() {
                h.clone_from(&self.hand);
            } else {
                let known_cards = self.known.get(i).map_or(&[][..], Vec::as_slice);
                h.clear();
                h.extend_from_slice(known_cards);
                h.resize(self.hand_sizes[i].max(h.len()), filler);
                // Placeholders alone are already in order.
                if !known_cards.is_empty() {
                    h.sort_unstable();
                }
            }
        }
        displays.clone_from(&self.displays);
        withdrawn.clone_from(&self.withdrawn);
        *shield = self.shield;
        *stunned = self.stunned;
        tokens.clone_from(&self.tokens);
        // The kept shell's draw pile holds placeholders only (it is only ever read).
        draw.truncate(self.draw_len);
        draw.resize(self.draw_len, filler);
        discard.clone_from(&self.discard);
        *colour = self.colour().unwrap_or(Colour::Red);
        history.clone_from(&self.history);
        *previous = self.previous;
        *starter = self.starter;
        *active = self.active;
        *turn = self.turn;
        *phase = self.phase;
        known.clone_from(&self.known);
        // A decision observation leaves `known` out: one empty list per seat.
        known.resize_with(seats, Vec::new);
        revealed.clone_from(&self.revealed);
        *knocked = None;
        *tournaments = self.tournaments;
        *turns = self.turns;
        *winner = self.winner;
    }

    /// The legal actions of the observer (equal to the engine's, CAM-17.7).
    #[must_use]
    pub fn legal(&self) -> Vec<Action> {
        self.with_shell(|g| g.legal(self.seat))
    }
}

/// An observation of a game with `options` with nothing else in it, to be filled.
pub(crate) fn blank_observation(options: CamelotOptions) -> CamelotObservation {
    CamelotObservation {
        seat: Seat(0),
        options,
        phase: Phase::Over,
        hand: Vec::new(),
        hand_sizes: Vec::new(),
        displays: Vec::new(),
        withdrawn: Vec::new(),
        shield: None,
        stunned: None,
        tokens: Vec::new(),
        history: Vec::new(),
        previous: None,
        dealer: Seat(0),
        starter: Seat(0),
        active: Seat(0),
        turn: TurnFlags::default(),
        draw_len: 0,
        discard: Vec::new(),
        known: Vec::new(),
        revealed: Vec::new(),
        knocked: None,
        tournaments: 0,
        turns: 0,
        winner: None,
    }
}

/// A state with nothing in it, to be filled ([`CamelotObservation::fill_shell`]).
fn blank() -> Camelot {
    Camelot {
        options: CamelotOptions::default(),
        n: 0,
        rng: GameRng::from_seed(0),
        dealer: Seat(0),
        hands: Vec::new(),
        displays: Vec::new(),
        withdrawn: Vec::new(),
        shield: None,
        stunned: None,
        tokens: Vec::new(),
        draw: Vec::new(),
        discard: Vec::new(),
        colour: Colour::Red,
        history: Vec::new(),
        previous: None,
        starter: Seat(0),
        active: Seat(0),
        turn: TurnFlags::default(),
        phase: Phase::Over,
        known: Vec::new(),
        revealed: Vec::new(),
        knocked: None,
        tournaments: 0,
        turns: 0,
        winner: None,
    }
}

impl Camelot {
    /// What `seat` knows (CAM-17.1 to CAM-17.4).
    #[must_use]
    pub fn observation(&self, seat: Seat) -> CamelotObservation {
        CamelotObservation {
            discard: self.discard.clone(),
            known: self.known.clone(),
            revealed: self.revealed.clone(),
            ..self.decision_observation(seat)
        }
    }

    /// [`Camelot::observation`] without what the rule-based player never reads: the discard
    /// pile, the cards known in each hand (its shell reads only the other hands' sizes) and
    /// the hands shown, left empty. The rest is the observation's own
    /// (`RuleBased::decision_observation`).
    #[must_use]
    pub fn decision_observation(&self, seat: Seat) -> CamelotObservation {
        let mut obs = blank_observation(self.options.clone());
        self.fill_decision_observation(seat, &mut obs);
        obs
    }

    /// [`Camelot::decision_observation`] written over `obs`, its lists reused (a computer
    /// decision's, kept per thread: issue 31). Every field is written (the destructuring
    /// names them all).
    pub(crate) fn fill_decision_observation(&self, seat: Seat, obs: &mut CamelotObservation) {
        let CamelotObservation {
            seat: viewer,
            options,
            phase,
            hand,
            hand_sizes,
            displays,
            withdrawn,
            shield,
            stunned,
            tokens,
            history,
            previous,
            dealer,
            starter,
            active,
            turn,
            draw_len,
            discard,
            known,
            revealed,
            knocked,
            tournaments,
            turns,
            winner,
        } = obs;
        *viewer = seat;
        options.clone_from(&self.options);
        *phase = self.phase;
        hand.clone_from(&self.hands[seat.index()]);
        hand_sizes.clear();
        hand_sizes.extend(self.hands.iter().map(Vec::len));
        displays.clone_from(&self.displays);
        withdrawn.clone_from(&self.withdrawn);
        *shield = self.shield;
        *stunned = self.stunned;
        tokens.clone_from(&self.tokens);
        history.clone_from(&self.history);
        *previous = self.previous;
        *dealer = self.dealer;
        *starter = self.starter;
        *active = self.active;
        *turn = self.turn;
        *draw_len = self.draw.len();
        discard.clear();
        known.clear();
        revealed.clear();
        *knocked = self
            .knocked
            .map(|(a, v, c)| (a, v, (seat == a || seat == v).then_some(c)));
        *tournaments = self.tournaments;
        *turns = self.turns;
        *winner = self.winner;
    }

    /// The cards `seat` cannot place: every card of the game minus its own hand, the
    /// displays, the specials on the table, the discard pile, a pending action card and the
    /// cards known to be in other hands (CAM-17.5).
    fn unseen(&self, seat: Seat) -> Vec<Card> {
        let mut counts = super::cards::count_kinds(&[]);
        for (c, k) in Card::kinds() {
            counts[c.kind_index()] = u16::from(k);
        }
        let mut seen = |c: &Card| {
            let k = &mut counts[c.kind_index()];
            *k = k.saturating_sub(1);
        };
        self.hands[seat.index()].iter().for_each(&mut seen);
        self.displays.iter().flatten().for_each(&mut seen);
        self.discard.iter().for_each(&mut seen);
        for (i, k) in self.known.iter().enumerate() {
            if i != seat.index() {
                k.iter().for_each(&mut seen);
            }
        }
        use super::cards::ActionCard;
        if self.shield.is_some() {
            seen(&Card::Action(ActionCard::Shield));
        }
        if self.stunned.is_some() {
            seen(&Card::Action(ActionCard::Stunned));
        }
        if let Phase::Lancelot { pending, .. } = self.phase
            && let Some(c) = pending.card()
        {
            seen(&c);
        }
        Card::kinds()
            .into_iter()
            .flat_map(|(c, _)| std::iter::repeat_n(c, usize::from(counts[c.kind_index()])))
            .collect()
    }

    /// CAM-17.5: the other hands (beyond their known cards) and the draw pile re-dealt at
    /// random from the unseen cards; chance reseeded so future draws are not foreseen.
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Camelot {
        let mut g = self.clone();
        let mut pool = self.unseen(seat);
        rng.shuffle(&mut pool);
        for i in 0..self.n {
            if i == seat.index() {
                continue;
            }
            let mut h = self.known[i].clone();
            let need = self.hands[i].len().saturating_sub(h.len());
            let at = pool.len().saturating_sub(need);
            h.extend(pool.drain(at..));
            h.sort_unstable();
            g.hands[i] = h;
        }
        g.draw = pool;
        g.rng = rng.fork();
        g
    }
}
