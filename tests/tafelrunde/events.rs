//! Engine events of Tafelrunde, per seat (TAF-13): random seeded playouts for 2 to 6
//! players, every event a seat sees names only cards that seat saw, events are
//! deterministic and `play_events` plays exactly like `play`.

use table_ronde::core::conformance;
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::{
    Card, Tafelrunde, TafelrundeEvent as Ev, TafelrundeObservation, TafelrundeOptions,
};

/// Every card `obs` shows its seat: its hand, the trick, the last trick, the discard pile.
fn visible(obs: &TafelrundeObservation) -> Vec<Card> {
    let mut v = obs.hand.clone();
    v.extend(obs.trick.iter().map(|(_, c)| *c));
    v.extend(
        obs.last_trick
            .iter()
            .flat_map(|t| t.cards.iter().map(|(_, c)| *c)),
    );
    v.extend(obs.discard.iter().copied());
    v
}

fn named(e: &Ev) -> Vec<Card> {
    match e {
        Ev::Hand { cards, .. } => cards.clone(),
        Ev::Played { card, .. } => vec![*card],
        Ev::Trick { cards, card, .. } => {
            let mut v: Vec<Card> = cards.iter().map(|(_, c)| *c).collect();
            v.push(*card);
            v
        }
        _ => Vec::new(),
    }
}

/// TAF-13.1, TAF-13.2: other hands stay hidden; every card played is public.
#[test]
fn taf_13_events_never_name_a_card_the_seat_did_not_see() {
    for seats in 2..=6 {
        let checked = conformance::events::<Tafelrunde>(
            &TafelrundeOptions::default(),
            seats,
            8,
            100 * seats as u64,
            |s, b, a, e| {
                if let Ev::Hand { seat, .. } = e
                    && *seat != s
                {
                    return Err("another seat's hand".into());
                }
                let (vb, va) = (visible(b), visible(a));
                match named(e)
                    .into_iter()
                    .find(|c| !vb.contains(c) && !va.contains(c))
                {
                    Some(c) => Err(format!("{c} was never visible")),
                    None => Ok(()),
                }
            },
        );
        assert!(checked > 1_000, "{seats} players: {checked}");
    }
}

/// TAF-3.4, TAF-5, TAF-6, TAF-9.1: a whole game's public events: one trick line per trick,
/// pawn moves that add up to the winner's space, one game-over line at the end.
#[test]
fn taf_events_follow_the_race() {
    let mut g = Tafelrunde::new(&TafelrundeOptions::default(), 3, 21).unwrap();
    let mut all = g.start_events();
    let mut rng = table_ronde::core::rng::GameRng::from_seed(4);
    while let Some(s) = g.first_actor() {
        let legal = g.legal_actions(s);
        let a = legal[rng.index(legal.len())];
        g.play_events(s, &a, &mut all).unwrap();
    }
    let public = events_for(&all, None);
    assert!(matches!(public[0], Ev::NewHand { number: 1, .. }));
    let tricks = public
        .iter()
        .filter(|e| matches!(e, Ev::Trick { .. }))
        .count();
    assert_eq!(tricks as u32, g.tricks());
    let mut pawns = [0u8; 3];
    for e in &public {
        if let Ev::Trick {
            winner, from, to, ..
        } = e
        {
            assert_eq!(
                pawns[winner.index()],
                *from,
                "TAF-6.1: a move starts where the pawn was"
            );
            pawns[winner.index()] = *to;
        }
    }
    let w = g.winner().unwrap();
    assert_eq!(pawns[w.index()], g.pawn(w));
    assert_eq!(public.last(), Some(&Ev::GameOver { winner: w }));
    // Each seat is told its own hands only.
    for s in Seat::all(3) {
        assert!(
            events_for(&all, Some(s))
                .iter()
                .all(|e| !matches!(e, Ev::Hand { seat, .. } if *seat != s))
        );
    }
}
