//! Fixtures for the Tournoi rule tests (`tests/tournoi/rules_*.rs`): stacked positions in card
//! notation, plays, and refusals that must leave the state unchanged (TRN-14.2).
#![allow(dead_code)]

use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Card, Godsend, GodsendCard, Hero, Phase, Play, Setup, Suit, Tournoi, TournoiError,
    TournoiOptions, parse_cards,
};

/// Cards from notation.
pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("card notation")
}

/// One card from notation.
pub fn card(s: &str) -> Card {
    cards(s)[0]
}

/// Seat `k`.
pub fn s(k: u8) -> Seat {
    Seat(k)
}

/// A Godsend card of `design` (copy `k` of 3).
pub fn gs(design: Godsend, k: u8) -> GodsendCard {
    GodsendCard(design.index() as u8 * 3 + k)
}

/// A setup with these Heroes and hands; seat 0 leads (dealer n − 1), and the melee number
/// is chosen so that the hands run out at melee 12 (TRN-4.13, TRN-4.14).
pub fn setup(heroes: &[Hero], hands: &[&str]) -> Setup {
    let mut st = Setup::new(heroes);
    st.hands = hands.iter().map(|h| cards(h)).collect();
    let most = st.hands.iter().map(Vec::len).max().unwrap_or(1).max(1);
    st.melee = (13 - most.min(12)) as u8;
    st
}

/// Heroes that are never prompted in a melee window without an active Legend (besides
/// Gawain, whose Green Sash only touches Merlins): Gawain, Arthur, Guinevere, the Lady, the
/// Crusaders, Perceval (in that order; mind Alchemy and Perceval's extra Godsend).
pub fn plain_heroes(n: usize) -> Vec<Hero> {
    [
        Hero::Gawain,
        Hero::Arthur,
        Hero::Guinevere,
        Hero::Lady,
        Hero::Crusaders,
        Hero::Perceval,
    ][..n]
        .to_vec()
}

/// A game from a setup with default options.
pub fn from(st: &Setup) -> Tournoi {
    Tournoi::from_setup(TournoiOptions::default(), st)
}

/// A game of Perceval-only-like knights with these hands (seat 0 leads).
pub fn game(heroes: &[Hero], hands: &[&str]) -> Tournoi {
    from(&setup(heroes, hands))
}

/// Whose decision it is.
pub fn actor(g: &Tournoi) -> Seat {
    g.actors()[0]
}

/// Plays `a` for the seat whose decision it is, which must be `seat`.
pub fn act(g: &mut Tournoi, seat: u8, a: Action) {
    assert_eq!(g.phase_seat(), Some(s(seat)), "phase {:?}", g.phase());
    if let Err(e) = g.play(s(seat), &a) {
        panic!(
            "{a:?} by seat {seat} refused: {e:?} (phase {:?})",
            g.phase()
        );
    }
}

/// A plain play of `c`.
pub fn plain(c: &str) -> Action {
    Action::Play(Play::plain(card(c)))
}

/// An enchanter named `suit` and `value`.
pub fn named(c: &str, suit: Option<Suit>, value: u8) -> Action {
    Action::Play(Play::named(card(c), suit, value))
}

/// `a` by `seat` is refused with `err` and the state is unchanged (TRN-14.2).
pub fn refuse(g: &mut Tournoi, seat: u8, a: Action, err: TournoiError) {
    let before = g.clone();
    assert_eq!(g.play(s(seat), &a), Err(err), "{a:?}");
    assert!(*g == before, "state changed by refused {a:?}");
    assert!(!g.legal_actions(s(seat)).contains(&a), "{a:?} listed");
}

/// Plain plays in turn order, one card per seat, starting with the actor.
pub fn round_of(g: &mut Tournoi, plays: &[&str]) {
    for c in plays {
        let seat = actor(g);
        let a = if card(c).is_enchanter() {
            unreachable!("use named() for enchanters")
        } else {
            plain(c)
        };
        act(g, seat.0, a);
    }
}

/// Passes every open window (round start, pre-feint, post-loss) until a melee turn, an
/// injury decision, a Godsend pick or the end.
pub fn pass_windows(g: &mut Tournoi) {
    while let Phase::RoundStart { seat } | Phase::PreFeint { seat } | Phase::PostLoss { seat } =
        g.phase()
    {
        g.play(seat, &Action::Pass).expect("pass");
    }
}

/// Extension: the seat of the pending decision.
pub trait PhaseSeat {
    fn phase_seat(&self) -> Option<Seat>;
}

impl PhaseSeat for Tournoi {
    fn phase_seat(&self) -> Option<Seat> {
        self.actors().first().copied()
    }
}
