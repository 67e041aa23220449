//! Fixtures for the Chevaliers rule tests (`tests/chevaliers/rules_*.rs`,
//! `tests/chevaliers/scenarios_*.rs`): stacked positions in card notation (the engine's
//! `fixture::Fixture`), plays, and refusals that must leave the state unchanged, random generator
//! included (CHV-17.4), and be absent from the legal list.
#![allow(dead_code, unused_imports)]

use table_ronde::core::events::{Seen, events_for};
pub use table_ronde::core::game::{Game, Side};
pub use table_ronde::core::seats::Seat;
pub use table_ronde::games::chevaliers::fixture::{Fixture, Rest};
pub use table_ronde::games::chevaliers::state::{Relic, Stage, Step};
pub use table_ronde::games::chevaliers::{
    Action, Black, Chevaliers, ChevaliersError as E, ChevaliersEvent as Ev, ChevaliersOptions,
    Heroic, HeroicType, Knight, Loyalty, MerlinUse, Place, Quest, RelicKind, Special, War, White,
    Whom, blacks, whites,
};

/// Seat `k`.
pub fn s(k: u8) -> Seat {
    Seat(k)
}

/// White cards from notation.
pub fn wc(s: &str) -> Vec<White> {
    whites(s).expect("White notation")
}

/// One White card.
pub fn w1(s: &str) -> White {
    wc(s)[0]
}

/// Black cards from notation.
pub fn bc(s: &str) -> Vec<Black> {
    blacks(s).expect("Black notation")
}

/// Fight card `v`.
pub fn f(v: u8) -> White {
    White::Fight(v)
}

/// The first `n` of seven knights ordered so that the powers that prompt or change a
/// count (Kay, Palamedes, Gawain, Arthur) come last.
pub fn knights(n: usize) -> Vec<Knight> {
    [
        Knight::Tristan,
        Knight::Percival,
        Knight::Galahad,
        Knight::Gawain,
        Knight::Arthur,
        Knight::Kay,
        Knight::Palamedes,
    ][..n]
        .to_vec()
}

/// A fixture of `n` plain knights.
pub fn fx(n: usize) -> Fixture {
    Fixture::new(&knights(n))
}

/// A fixture with these knights.
pub fn fxk(k: &[Knight]) -> Fixture {
    Fixture::new(k)
}

/// A Heroic action.
pub fn hero(h: Heroic) -> Action {
    Action::Heroic(h)
}

/// MOVE to a quest.
pub fn mv(q: Quest) -> Action {
    hero(Heroic::Move(Place::Quest(q)))
}

/// MOVE to Camelot.
pub fn home() -> Action {
    hero(Heroic::Move(Place::Camelot))
}

/// QUEST: play this card on the knight's quest.
pub fn qp(c: &str) -> Action {
    hero(Heroic::Play(w1(c)))
}

/// SPECIAL.
pub fn sp(x: Special) -> Action {
    hero(Heroic::Special(x))
}

/// Whose decision it is.
pub fn decider(g: &Chevaliers) -> Option<Seat> {
    g.actors().first().copied()
}

/// `a` by `seat`, which must be the seat asked, is accepted.
pub fn play(g: &mut Chevaliers, seat: u8, a: Action) {
    assert_eq!(
        decider(g),
        Some(s(seat)),
        "decider for {a:?} (step {:?})",
        g.step()
    );
    if let Err(e) = g.play(s(seat), &a) {
        panic!("{a:?} by seat {seat} refused: {e:?} (step {:?})", g.step());
    }
}

/// Like [`play`], returning what `viewer` saw (None = a spectator).
pub fn play_seen(g: &mut Chevaliers, seat: u8, a: Action, viewer: Option<Seat>) -> Vec<Ev> {
    let mut events: Vec<Seen<Ev>> = Vec::new();
    if let Err(e) = g.play_events(s(seat), &a, &mut events) {
        panic!("{a:?} by seat {seat} refused: {e:?}");
    }
    events_for(&events, viewer)
}

/// Like [`play`], returning every seat's view.
pub fn play_all_seen(g: &mut Chevaliers, seat: u8, a: Action) -> Vec<Seen<Ev>> {
    let mut events: Vec<Seen<Ev>> = Vec::new();
    if let Err(e) = g.play_events(s(seat), &a, &mut events) {
        panic!("{a:?} by seat {seat} refused: {e:?}");
    }
    events
}

/// `a` by `seat` is refused with `err` (the rule id is in `rule`'s message), the state is
/// unchanged, random generator included (CHV-17.4), and `a` is not offered.
pub fn refuse(g: &mut Chevaliers, seat: u8, a: Action, err: E, rule: &str) {
    let before = g.clone();
    assert_eq!(g.play(s(seat), &a), Err(err), "{rule}: {a:?}");
    assert!(
        *g == before,
        "{rule}: CHV-17.4 state changed by refused {a:?}"
    );
    assert!(
        !g.legal_actions(s(seat)).contains(&a),
        "{rule}: refused {a:?} is listed as legal"
    );
}

/// `a` is offered to `seat` now.
pub fn offered(g: &Chevaliers, seat: u8, a: Action) -> bool {
    g.legal_actions(s(seat)).contains(&a)
}

/// Every seat asked in a Merlin-cancel window passes (CHV-6.3).
pub fn pass_merlins(g: &mut Chevaliers) {
    while let Some(Step::Merlin { .. }) = g.step() {
        let seat = decider(g).expect("a knight asked");
        play(g, seat.0, Action::Pass);
    }
}

/// The active knight's whole turn: place a siege engine, then MOVE (to Camelot, or to the
/// Black Knight from Camelot), then end the turn. Stops at any other decision.
pub fn quick_turn(g: &mut Chevaliers) {
    let a = g.active().0;
    play(g, a, Action::EvilSiege);
    let to = if g.location(s(a)) == Some(Place::Camelot) {
        if g.present(Quest::BlackKnight).is_empty() {
            mv(Quest::BlackKnight)
        } else {
            mv(Quest::Picts)
        }
    } else {
        home()
    };
    play(g, a, to);
    play(g, a, Action::EndTurn);
}

/// The proposer gives the whole pool to the seats listed in turn, then everyone accepts.
pub fn share_agreed(g: &mut Chevaliers, to: &[u8]) {
    let k = g.pool().len();
    for i in 0..k {
        let p = decider(g).expect("proposer").0;
        play(g, p, Action::Allot(s(to[i % to.len()])));
    }
    while let Some(Step::Answer { .. }) = g.step() {
        let seat = decider(g).expect("a sharer").0;
        play(g, seat, Action::Accept);
    }
}

/// The first seed (0..500) under which `make(seed)` followed by `then` leaves the d8 at
/// `die` (CHV-7.10); the game is returned at that point.
pub fn with_die(
    make: impl Fn(u64) -> Chevaliers,
    then: impl Fn(&mut Chevaliers),
    die: u8,
) -> Chevaliers {
    for seed in 0..500 {
        let mut g = make(seed);
        then(&mut g);
        if g.board().last_roll == Some(die) {
            return make(seed);
        }
    }
    panic!("no seed gives a d8 of {die}");
}

/// Sorted notation of a hand, for readable comparisons.
pub fn hand(g: &Chevaliers, seat: u8) -> Vec<White> {
    let mut h = g.hand(s(seat)).to_vec();
    h.sort_unstable();
    h
}

/// Sorted cards.
pub fn sorted(mut v: Vec<White>) -> Vec<White> {
    v.sort_unstable();
    v
}

/// Count of `c` in a pile.
pub fn count<T: PartialEq>(pile: &[T], c: T) -> usize {
    pile.iter().filter(|x| **x == c).count()
}
