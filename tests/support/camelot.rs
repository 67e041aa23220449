//! Shared fixtures for the Camelot test files: stacked deals (CAM-3.4), constructed tables
//! (CAM-14.3), a helper that answers every Lancelot window with `Pass` (CAM-11.3) and card
//! accounting (CAM-15.1).
#![allow(dead_code)]

use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::cards::{DECK_SIZE, cards};
use table_ronde::games::camelot::{
    Action, Camelot, CamelotError, CamelotOptions, Card, Colour, Phase,
};

/// The players of the constructed scenarios, clockwise.
pub const A: Seat = Seat(0);
/// See [`A`].
pub const B: Seat = Seat(1);
/// See [`A`].
pub const C: Seat = Seat(2);
/// See [`A`].
pub const D: Seat = Seat(3);

/// The full 110-card deck for [`Camelot::from_deck`]: `hands[s]` dealt to seat `s` one card at
/// a time clockwise from the dealer's left (CAM-3.4), then `draws` in draw order, then every
/// other card of the game in its canonical order. Panics if a card is used too often.
pub fn stacked_deck(n: usize, dealer: Seat, hands: &[&str], draws: &str) -> Vec<Card> {
    assert_eq!(hands.len(), n, "one hand per seat");
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for i in 0..8 {
        for k in 0..n {
            let seat = dealer.offset(1 + k as i64, n);
            let h = &hands[seat.index()];
            assert_eq!(h.len(), 8, "an 8-card hand for {seat}");
            deck.push(h[i]);
        }
    }
    deck.extend(cards(draws));
    let mut rest = Card::deck();
    for c in &deck {
        let at = rest
            .iter()
            .position(|x| x == c)
            .unwrap_or_else(|| panic!("fixture uses {c} too often"));
        rest.remove(at);
    }
    deck.extend(rest);
    assert_eq!(deck.len(), DECK_SIZE);
    deck
}

/// A game dealt from [`stacked_deck`] (chance seeded with 7).
pub fn stacked(
    options: CamelotOptions,
    n: usize,
    dealer: Seat,
    hands: &[&str],
    draws: &str,
) -> Camelot {
    let deck = stacked_deck(n, dealer, hands, draws);
    Camelot::from_deck(options, n, dealer, &deck, GameRng::from_seed(7))
}

/// A constructed table (CAM-14.3) with default options: `n` players, empty hands and
/// displays (everyone Waiting), tournament colour `colour`, a draw pile of 30 yellow 2s, an
/// empty discard pile, and A's turn as if he had just drawn.
pub fn table(n: usize, colour: Colour) -> Camelot {
    table_with(CamelotOptions::default(), n, colour)
}

/// [`table`] with other options.
pub fn table_with(options: CamelotOptions, n: usize, colour: Colour) -> Camelot {
    table_seeded(options, n, colour, 3)
}

/// [`table_with`] whose chance (reshuffles, Knock Down) is seeded with `seed`.
pub fn table_seeded(options: CamelotOptions, n: usize, colour: Colour, seed: u64) -> Camelot {
    let deck = Card::deck();
    let rng = GameRng::from_seed(seed);
    let mut g = Camelot::from_deck(options, n, Seat(n as u8 - 1), &deck, rng);
    let filler = vec![Card::Colour(Colour::Yellow, 2); 30];
    {
        let mut f = g.fixture();
        for s in Seat::all(n) {
            f.hand(s, &[]).display(s, &[]);
        }
        f.piles(&filler, &[]).colour(colour).turn(A);
    }
    g
}

/// Answers `Pass` for every seat a Lancelot window waits on, until none is open.
pub fn pass_windows(g: &mut Camelot) {
    while let Phase::Lancelot { waiting, .. } = g.phase() {
        let s = Seat(waiting.trailing_zeros() as u8);
        g.play(s, &Action::Pass)
            .unwrap_or_else(|e| panic!("{s} passing: {e}"));
    }
}

/// Plays `a` for `seat`, which must be accepted, then passes every window it opens.
pub fn ok(g: &mut Camelot, seat: Seat, a: Action) {
    g.play(seat, &a)
        .unwrap_or_else(|e| panic!("{seat} {a:?}: {e}"));
    pass_windows(g);
}

/// Plays `a` for `seat` and checks it is refused with `err`, the state unchanged (CAM-16.1).
pub fn refused(g: &mut Camelot, seat: Seat, a: Action, err: CamelotError) {
    let before = g.clone();
    assert_eq!(g.play(seat, &a), Err(err), "{seat} {a:?}");
    assert_eq!(
        before, *g,
        "CAM-16.1: a refused {a:?} leaves the state unchanged"
    );
}

/// A display as a vector, for comparison with [`cards`].
pub fn shown(g: &Camelot, seat: Seat) -> Vec<Card> {
    g.display(seat).to_vec()
}

/// A hand as a vector (sorted), for comparison with [`sorted`].
pub fn hand(g: &Camelot, seat: Seat) -> Vec<Card> {
    g.hand(seat).to_vec()
}

/// A card list sorted like a hand.
pub fn sorted(s: &str) -> Vec<Card> {
    let mut v = cards(s);
    v.sort_unstable();
    v
}

/// The discard pile sorted, for multiset comparisons.
pub fn discard_sorted(g: &Camelot) -> Vec<Card> {
    let mut v = g.discard().to_vec();
    v.sort_unstable();
    v
}

/// Every card in the game: hands, displays, both piles, Shield and Stunned (CAM-15.1).
pub fn cards_in_play(g: &Camelot) -> usize {
    let n = g.seats();
    Seat::all(n)
        .map(|s| g.hand(s).len() + g.display(s).len())
        .sum::<usize>()
        + g.draw_len()
        + g.discard().len()
        + usize::from(g.shield().is_some())
        + usize::from(g.stunned().is_some())
}

/// Tokens of colour `c` left in the pool (CAM-1.2: 5 per colour at the start).
pub fn pool(g: &Camelot, c: Colour) -> usize {
    5 - Seat::all(g.seats()).filter(|s| g.owns(*s, c)).count()
}

/// The seats a Lancelot window waits on, or empty when none is open.
pub fn window(g: &Camelot) -> Vec<Seat> {
    match g.phase() {
        Phase::Lancelot { waiting, .. } => Seat::all(g.seats())
            .filter(|s| waiting & (1 << s.0) != 0)
            .collect(),
        _ => Vec::new(),
    }
}

/// A display play of the card in notation `c`.
pub fn play(c: &str) -> Action {
    Action::Play(table_ronde::games::camelot::cards::card(c))
}

/// The spec's default options.
pub fn opts() -> CamelotOptions {
    CamelotOptions::default()
}

/// The token-choice phase of `seat`.
pub fn token_phase(seat: Seat, reason: table_ronde::games::camelot::TokenReason) -> Phase {
    Phase::Token { seat, reason }
}

/// A `n`-player table in a `colour` tournament where A (owning `owned`) wins at once: B, the
/// last other player still in, withdraws.
pub fn a_wins(n: usize, colour: Colour, owned: &[Colour]) -> Camelot {
    let mut g = table(n, colour);
    let mut f = g.fixture();
    f.display(A, &cards("Sq3 Sq3")).display(B, &cards("Sq2"));
    for s in Seat::all(n).skip(2) {
        f.withdrawn(s, true);
    }
    f.tokens(A, owned).hand(A, &cards("Sq2")).turn(B);
    ok(&mut g, B, Action::Withdraw);
    g
}
