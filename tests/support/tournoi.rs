//! Shared fixtures for the Tournoi test files: positions built with `Tournoi::from_setup` from
//! hands in card notation (`"So13 Al11 Me1"`), plays by notation, refusals that must leave
//! the state untouched (TRN-14.2), and the zero-wound last melee that closes a round so the
//! injury step, the end check and the Godsend phase can be watched on chosen piles.
#![allow(dead_code)]

use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Card, GodsendCard, Hero, Phase, Play, Setup, Suit, Tournoi, TournoiError,
    TournoiOptions, parse_cards,
};

/// Cards from their notation.
pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap_or_else(|e| panic!("fixture {s:?}: {e:?}"))
}

/// One card from its notation.
pub fn card(s: &str) -> Card {
    let v = cards(s);
    assert_eq!(v.len(), 1, "one card expected in {s:?}");
    v[0]
}

/// A Godsend card of this design (copy `k`, 0..3).
pub fn godsend(design: table_ronde::games::tournoi::Godsend, k: u8) -> GodsendCard {
    GodsendCard(design.index() as u8 * 3 + k)
}

/// A setup with these Heroes (seat 0 leads: the dealer is the last seat) and these hands.
pub fn setup(heroes: &[Hero], hands: &[&str]) -> Setup {
    let mut s = Setup::new(heroes);
    assert_eq!(hands.len(), heroes.len(), "one hand per knight");
    s.hands = hands.iter().map(|h| cards(h)).collect();
    s
}

/// The position of a setup with the default options.
pub fn start(s: &Setup) -> Tournoi {
    Tournoi::from_setup(TournoiOptions::default(), s)
}

/// `n` knights without a power that acts in a melee or a window (Sir Perceval).
pub fn plain_knights(n: usize) -> Vec<Hero> {
    vec![Hero::Perceval; n]
}

/// `n` distinct Heroes none of whom is asked in a window of an all-feint melee, and none of
/// whom is Perceval (who takes an extra Godsend): Arthur, Guinevere, Gawain, the Crusaders,
/// the Lady (the draw pile is empty) and Tristan.
pub fn quiet_heroes(n: usize) -> Vec<Hero> {
    [
        Hero::Arthur,
        Hero::Guinevere,
        Hero::Gawain,
        Hero::Crusaders,
        Hero::Lady,
        Hero::Tristan,
    ][..n]
        .to_vec()
}

/// Hands of one card each whose melee is an Alchemy lead (TRN-4.3(c)) followed by cards of
/// the same value 5: every card feints (TRN-4.10), nobody loses and nobody is wounded. Used
/// as melee 12 it closes the round with the piles as set up (TRN-4.13: the cards are
/// discarded).
pub fn all_feint_hands(n: usize) -> Vec<Vec<Card>> {
    ["Al5", "Sw5", "So5", "De5", "Ar5", "Me1"][..n]
        .iter()
        .map(|c| cards(c))
        .collect()
}

/// Plays the all-feint melee of [`all_feint_hands`] from its leader (the Merlin named 5, no
/// suit), every pre-feint window passed.
pub fn play_all_feint(g: &mut Tournoi) {
    for _ in 0..g.seat_count() {
        let seat = to_play(g).expect("a melee");
        let c = g.hand(seat)[0];
        let p = if c.is_enchanter() {
            Play::named(c, None, 5)
        } else {
            Play::plain(c)
        };
        act(g, seat, Action::Play(p));
    }
    while let Phase::PreFeint { seat } = g.phase() {
        act(g, seat, Action::Pass);
    }
}

/// A setup closing round `round` with the all-feint melee 12: these Heroes and health, the
/// dealer `dealer`; piles and Godsends are set by the caller.
pub fn last_melee(heroes: &[Hero], health: &[u32], dealer: u8, round: u32) -> Setup {
    let n = heroes.len();
    let mut s = Setup::new(heroes);
    // The leader, on the dealer's left, holds the Alchemy card.
    for (k, h) in all_feint_hands(n).into_iter().enumerate() {
        s.hands[(usize::from(dealer) + 1 + k) % n] = h;
    }
    s.health = health.to_vec();
    s.dealer = Seat(dealer);
    s.round = round;
    s.melee = 12;
    s
}

/// Plays `action` by `seat`, which must be legal (listed and accepted).
pub fn act(g: &mut Tournoi, seat: Seat, action: Action) {
    assert!(
        g.legal_actions(seat).contains(&action),
        "{action:?} by {seat} not listed in {:?}",
        g.phase()
    );
    g.play(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
}

/// A plain play of the card `c` by `seat`.
pub fn play(g: &mut Tournoi, seat: u8, c: &str) {
    act(g, Seat(seat), Action::Play(Play::plain(card(c))));
}

/// An enchanter played by `seat`, named `suit` (or none) and `value`.
pub fn name(g: &mut Tournoi, seat: u8, c: &str, suit: Option<Suit>, value: u8) {
    act(
        g,
        Seat(seat),
        Action::Play(Play::named(card(c), suit, value)),
    );
}

/// `action` by `seat` is refused with `err` (TRN-14.2) and the state, RNG included, is
/// unchanged; it is not listed as legal either.
pub fn refused(g: &mut Tournoi, seat: u8, action: Action, err: TournoiError) {
    let before = g.clone();
    assert_eq!(g.play(Seat(seat), &action), Err(err), "{action:?}");
    assert_eq!(*g, before, "TRN-14.2: a refusal changes nothing");
    assert!(!g.legal_actions(Seat(seat)).contains(&action));
}

/// The distinct cards of the legal plays and of the legal dishonors of the actor.
pub fn legal_cards(g: &Tournoi) -> (Vec<Card>, Vec<Card>) {
    let seat = g.first_actor().expect("someone acts");
    let (mut plays, mut dishonors) = (Vec::new(), Vec::new());
    for a in g.legal_actions(seat) {
        match a {
            Action::Play(p) if !plays.contains(&p.card) => plays.push(p.card),
            Action::Dishonor(c) => dishonors.push(c),
            _ => {}
        }
    }
    plays.sort_unstable();
    dishonors.sort_unstable();
    (plays, dishonors)
}

/// The face-up state of each card of the current melee, in play order.
pub fn face_up(g: &Tournoi) -> Vec<(Card, u8, bool)> {
    g.placed()
        .iter()
        .map(|p| (p.card(), p.value, p.face_up))
        .collect()
}

/// Sorted copy of a list of cards.
pub fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort_unstable();
    v
}

/// The knight to decide, when a melee waits on him.
pub fn to_play(g: &Tournoi) -> Option<Seat> {
    match g.phase() {
        Phase::Melee { seat } => Some(seat),
        _ => None,
    }
}

/// Takes Godsends (offer slot 0) while the Godsend phase lasts; returns who picked, in order.
pub fn take_godsends(g: &mut Tournoi) -> Vec<Seat> {
    let mut who = Vec::new();
    while let Phase::Godsend { seat } = g.phase() {
        who.push(seat);
        act(
            g,
            seat,
            Action::Take(table_ronde::games::tournoi::Source::Offer(0)),
        );
    }
    who
}
