//! Engine events of Camelot, per seat (CAM-17): random seeded playouts for 2 to 5 players,
//! every event a seat sees names only cards that seat saw, a drawn card and a Knock Down's
//! card are named to the players concerned only (CAM-17.3), a Lancelot answer is no event
//! (CAM-11.7), events are deterministic and `play_events` plays exactly like `play`.

use table_ronde::core::conformance;
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::games::camelot::{
    Action, ActionCard, Camelot, CamelotEvent as Ev, CamelotObservation, CamelotOptions, Card,
    Phase, Thing,
};

/// Every card `obs` shows its seat: its hand, the displays, the discard pile, the cards
/// known in hands, the revealed hands, the action card pending in a Lancelot window, the
/// Shield and Stunned cards on the table and a Knock Down's card it may know.
fn visible(obs: &CamelotObservation) -> Vec<Card> {
    let mut v = obs.hand.clone();
    if let Phase::Lancelot { pending, .. } = obs.phase {
        v.extend(pending.card());
    }
    v.extend(obs.shield.map(|_| Card::Action(ActionCard::Shield)));
    v.extend(obs.stunned.map(|_| Card::Action(ActionCard::Stunned)));
    v.extend(obs.displays.iter().flatten().copied());
    v.extend(obs.discard.iter().copied());
    v.extend(obs.known.iter().flatten().copied());
    v.extend(obs.revealed.iter().flat_map(|(_, h)| h.iter().copied()));
    v.extend(obs.knocked.and_then(|(_, _, c)| c));
    v
}

fn named(e: &Ev) -> Vec<Card> {
    let things = |t: &[Thing]| -> Vec<Card> {
        t.iter()
            .filter_map(|t| match t {
                Thing::Card(c) => Some(*c),
                _ => None,
            })
            .collect()
    };
    match e {
        Ev::Revealed { cards, .. } => cards.clone(),
        Ev::Drew { card, .. } | Ev::Knocked { card, .. } => card.iter().copied().collect(),
        Ev::Played { card, .. } | Ev::Kept { card, .. } => vec![*card],
        Ev::ActionCard {
            action, things: t, ..
        } => {
            let mut v = things(t);
            v.extend(action.card());
            v
        }
        Ev::Cancelled { action, .. } => action.card().into_iter().collect(),
        Ev::Discarded(list) => list.iter().flat_map(|(_, c)| c.iter().copied()).collect(),
        _ => Vec::new(),
    }
}

/// CAM-17.1 to CAM-17.3: other hands and the draw pile stay hidden.
#[test]
fn cam_17_events_never_name_a_card_the_seat_did_not_see() {
    for seats in 2..=5 {
        let checked = conformance::events::<Camelot>(
            &CamelotOptions::default(),
            seats,
            6,
            10 * seats as u64,
            |s, b, a, e| {
                match e {
                    Ev::Drew { seat, card } if card.is_some() != (*seat == s) => {
                        return Err("CAM-4.4: a drawn card is named to its drawer only".into());
                    }
                    Ev::Knocked {
                        actor,
                        victim,
                        card,
                    } if card.is_some() != (s == *actor || s == *victim) => {
                        return Err("CAM-17.3: Knock Down names the card to two players".into());
                    }
                    _ => {}
                }
                let (vb, va) = (visible(b), visible(a));
                match named(e)
                    .into_iter()
                    .find(|c| !vb.contains(c) && !va.contains(c))
                {
                    Some(c) => Err(format!("{c:?} was never visible")),
                    None => Ok(()),
                }
            },
        );
        assert!(checked > 1_000, "{seats} players: {checked}");
    }
}

/// CAM-11.7: a Lancelot answer is no event; only a cancellation shows, to everyone, and the
/// window's close gives the same events for every seat whatever its hand.
#[test]
fn cam_11_7_lancelot_answers_are_not_events() {
    let (mut passes, mut cancels) = (0, 0);
    for seed in 0..40u64 {
        let mut g = Camelot::new(&CamelotOptions::default(), 4, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        while let Some(s) = g.first_actor() {
            let actors = g.actors();
            let s = actors.get(rng.index(actors.len())).copied().unwrap_or(s);
            let legal = g.legal_actions(s);
            let a = legal[rng.index(legal.len())];
            let in_window = matches!(g.phase(), Phase::Lancelot { .. });
            let mut ev = Vec::new();
            g.play_events(s, &a, &mut ev).unwrap();
            if in_window && a == Action::Pass && matches!(g.phase(), Phase::Lancelot { .. }) {
                assert!(ev.is_empty(), "seed {seed}: a pass told {ev:?}");
                passes += 1;
            }
            if a == Action::Cancel {
                assert!(matches!(
                    events_for(&ev, None).first(),
                    Some(Ev::Cancelled { by, .. }) if *by == s
                ));
                cancels += 1;
            }
        }
    }
    assert!(
        passes > 100 && cancels > 0,
        "{passes} passes, {cancels} cancels"
    );
}
