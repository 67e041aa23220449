//! Shared fixtures for the Tafelrunde test files: stacked deals (TAF-3.5), constructed tables
//! written in card notation (TAF-10: `table(&["R1 R5", "G4 Kn", …])`), refusal checks that
//! compare the whole state (TAF-12.1), a driver that plays whole hands (TAF-8.8) and card
//! accounting (TAF-11.1).
#![allow(dead_code)]

use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::{Counts, DECK_SIZE, cards, counts};
use table_ronde::games::tafelrunde::state::HAND_SIZE;
use table_ronde::games::tafelrunde::{
    Action, Card, Colour, Phase, Tafelrunde, TafelrundeError, TafelrundeOptions,
};

/// Seats by number, clockwise.
pub const S0: Seat = Seat(0);
/// See [`S0`].
pub const S1: Seat = Seat(1);
/// See [`S0`].
pub const S2: Seat = Seat(2);
/// See [`S0`].
pub const S3: Seat = Seat(3);
/// See [`S0`].
pub const S4: Seat = Seat(4);
/// See [`S0`].
pub const S5: Seat = Seat(5);

/// One card in notation (`R1`, `G10`, `Kn`, `Cr`).
pub fn card(s: &str) -> Card {
    let v = cards(s);
    assert_eq!(v.len(), 1, "one card: {s}");
    v[0]
}

/// A card list sorted like a hand.
pub fn sorted(s: &str) -> Vec<Card> {
    let mut v = cards(s);
    v.sort_unstable();
    v
}

/// Colours from their notation letters, place 1 first: `"G B"` → green, blue.
pub fn colours(s: &str) -> Vec<Colour> {
    s.split_whitespace()
        .map(|w| {
            Colour::ALL
                .into_iter()
                .find(|c| c.letter().to_string() == w)
                .unwrap_or_else(|| panic!("bad colour letter {w}"))
        })
        .collect()
}

/// The full deck without `used`, in canonical order. Panics if a card is used too often.
pub fn rest_of_deck(used: &[Card]) -> Vec<Card> {
    let mut rest = Card::deck();
    for c in used {
        let at = rest
            .iter()
            .position(|x| x == c)
            .unwrap_or_else(|| panic!("fixture uses {c} too often"));
        rest.remove(at);
    }
    rest
}

/// The 72-card deck for [`Tafelrunde::from_deck`] that deals `hands[s]` (8 cards each) to
/// seat `s`, one card at a time from the dealer's left (TAF-3.5), followed by `stock` (top
/// first) and then every other card in canonical order.
pub fn stacked_deck(n: usize, dealer: Seat, hands: &[&str], stock: &str) -> Vec<Card> {
    assert_eq!(hands.len(), n, "one hand per seat");
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for i in 0..HAND_SIZE {
        for k in 0..n {
            let seat = dealer.offset(1 + k as i64, n);
            let h = &hands[seat.index()];
            assert_eq!(h.len(), HAND_SIZE, "an 8-card hand for {seat}");
            deck.push(h[i]);
        }
    }
    deck.extend(cards(stock));
    let rest = rest_of_deck(&deck);
    deck.extend(rest);
    assert_eq!(deck.len(), DECK_SIZE);
    deck
}

/// A game dealt from [`stacked_deck`], chance seeded with 7.
pub fn stacked(
    options: TafelrundeOptions,
    n: usize,
    dealer: Seat,
    hands: &[&str],
    stock: &str,
) -> Tafelrunde {
    let deck = stacked_deck(n, dealer, hands, stock);
    Tafelrunde::from_deck(options, n, dealer, &deck, GameRng::from_seed(7))
}

/// A constructed table with the spec's options: one hand per seat in notation, the last seat
/// dealt so seat 0 leads (TAF-3.6), every pawn on Start, the ladder empty, the stock holding
/// every other card in canonical order, the discard pile empty, and as many tricks of the
/// hand counted as played as the hands are short of eight (so the hand-size invariant holds
/// when the hands are equally long).
pub fn table(hands: &[&str]) -> Tafelrunde {
    table_with(TafelrundeOptions::default(), hands)
}

/// [`table`] with other options.
pub fn table_with(options: TafelrundeOptions, hands: &[&str]) -> Tafelrunde {
    let n = hands.len();
    let parsed: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let used: Vec<Card> = parsed.iter().flatten().copied().collect();
    let stock = rest_of_deck(&used);
    let longest = parsed.iter().map(Vec::len).max().unwrap_or(0);
    let mut g = Tafelrunde::from_deck(
        options,
        n,
        Seat(n as u8 - 1),
        &Card::deck(),
        GameRng::from_seed(3),
    );
    {
        let mut f = g.fixture();
        for (s, h) in parsed.iter().enumerate() {
            f.hand(Seat(s as u8), h);
        }
        f.piles(&stock, &[])
            .tricks_in_hand(HAND_SIZE.saturating_sub(longest) as u8);
    }
    g
}

/// Plays `a` for `seat`, which must be accepted.
pub fn ok(g: &mut Tafelrunde, seat: Seat, a: Action) {
    g.play(seat, &a)
        .unwrap_or_else(|e| panic!("{seat} {a:?} refused: {e}"));
}

/// Plays `a` for `seat` and checks it is refused with `err`, the state unchanged (TAF-12.1).
pub fn refused(g: &mut Tafelrunde, seat: Seat, a: Action, err: TafelrundeError) {
    let before = g.clone();
    assert_eq!(g.play(seat, &a), Err(err), "{seat} {a:?}");
    assert_eq!(
        before, *g,
        "TAF-12.1: a refused {a:?} leaves the state unchanged"
    );
}

/// The action of playing the card in notation `c`.
pub fn play(c: &str) -> Action {
    Action::Play(card(c))
}

/// Plays the cards in notation, one after the other, each by the seat whose turn it is.
pub fn plays(g: &mut Tafelrunde, cards_in_order: &str) {
    for c in cards(cards_in_order) {
        let seat = g.to_play();
        ok(g, seat, Action::Play(c));
    }
}

/// The cards `seat` may play now, sorted.
pub fn legal_cards(g: &Tafelrunde, seat: Seat) -> Vec<Card> {
    let mut v: Vec<Card> = g
        .legal_actions(seat)
        .into_iter()
        .map(|a| match a {
            Action::Play(c) => c,
            other => panic!("{other:?} while cards are played"),
        })
        .collect();
    v.sort_unstable();
    v
}

/// A hand as a vector (sorted), for comparison with [`sorted`].
pub fn hand(g: &Tafelrunde, seat: Seat) -> Vec<Card> {
    g.hand(seat).to_vec()
}

/// The sword decision `seat` takes now, not postponed and not postponable.
pub fn at_sword(seat: Seat) -> Phase {
    Phase::Sword {
        seat,
        deferrable: false,
        postponed: false,
    }
}

/// Every card that is face up or in a hand: hands, the trick and the discard pile.
pub fn outside_stock(g: &Tafelrunde) -> Vec<Card> {
    let mut v: Vec<Card> = Seat::all(g.seats()).flat_map(|s| hand(g, s)).collect();
    v.extend(g.trick().iter().map(|(_, c)| *c));
    v.extend(g.discard());
    v
}

/// What the stock must hold: the deck minus every card outside it (TAF-11.1). Panics if a
/// card appears more often than the deck has it, or if the count disagrees with the stock's
/// size.
pub fn stock_counts(g: &Tafelrunde) -> Counts {
    let mut left = counts(&Card::deck());
    for c in outside_stock(g) {
        let k = &mut left[c.kind_index()];
        assert!(*k > 0, "TAF-11.1: {c} appears too often");
        *k -= 1;
    }
    let total: usize = left.iter().map(|k| usize::from(*k)).sum();
    assert_eq!(total, g.stock_len(), "TAF-11.1: stock size");
    left
}

/// True if every card of `small` is in `big`, counted with multiplicity.
pub fn within(small: &Counts, big: &Counts) -> bool {
    small.iter().zip(big).all(|(a, b)| a <= b)
}

/// Plays the first legal action of whoever acts (at a sword: decline when allowed, never
/// postpone) until a new hand has been dealt or the game is over. `after` sees every state.
pub fn play_hand(g: &mut Tafelrunde, mut after: impl FnMut(&Tafelrunde)) {
    let dealt = g.hands_dealt();
    while g.hands_dealt() == dealt {
        let Some(seat) = g.first_actor() else { return };
        let legal = g.legal_actions(seat);
        assert!(!legal.is_empty(), "TAF-11.4: {seat} has no legal action");
        let a = if legal.contains(&Action::Decline) {
            Action::Decline
        } else {
            *legal
                .iter()
                .find(|a| **a != Action::Defer)
                .expect("a decision other than postponing")
        };
        ok(g, seat, a);
        after(g);
    }
}

/// A table of `pawns.len()` players with the pawns on `pawns`, where `w` leads red 11 and
/// wins the trick (everyone else follows with a lower red) and everybody keeps a yellow card
/// for the next trick: the state right after that trick.
pub fn moved(pawns: &[u8], w: Seat) -> Tafelrunde {
    moved_with(TafelrundeOptions::default(), pawns, w)
}

/// [`moved`] with other options.
pub fn moved_with(options: TafelrundeOptions, pawns: &[u8], w: Seat) -> Tafelrunde {
    let n = pawns.len();
    let hands: Vec<String> = (0..n)
        .map(|i| {
            if i == w.index() {
                "R11 Y11".to_string()
            } else {
                format!("R{} Y{}", i + 1, i + 1)
            }
        })
        .collect();
    let refs: Vec<&str> = hands.iter().map(String::as_str).collect();
    let mut g = table_with(options, &refs);
    g.fixture().pawns(pawns).leader(w);
    for k in 0..n {
        let s = w.offset(k as i64, n);
        let c = if s == w {
            "R11".to_string()
        } else {
            format!("R{}", s.index() + 1)
        };
        ok(&mut g, s, play(&c));
    }
    assert_eq!(g.last_trick().expect("a trick").winner, w);
    g
}

/// Fails when a game runs past the trick by which it must have ended (TAF-9.3), so that a
/// driving loop cannot run for ever.
pub fn bounded(g: &Tafelrunde) {
    let bound = table_ronde::games::tafelrunde::trick_bound(g.seats(), g.options().finish());
    assert!(g.tricks() <= bound, "TAF-9.3: {} tricks", g.tricks());
}
