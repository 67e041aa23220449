//! Engine events of Roi, per seat (ROI-11): random seeded playouts, every event a seat sees
//! names only cards that seat saw (its own hand, cards played), events are deterministic and
//! `play_events` plays exactly like `play`.

use table_ronde::core::cards::Card;
use table_ronde::core::conformance;
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiEvent, RoiObservation, RoiOptions};

/// Every card `obs` shows its seat: its hand, the trick, this round's tricks, the last trick.
fn visible(obs: &RoiObservation) -> Vec<Card> {
    let mut v = obs.hand.clone();
    v.extend(obs.trick.iter().map(|(_, c)| *c));
    for t in obs.tricks.iter().chain(obs.last_trick.as_ref()) {
        v.extend(t.cards.iter().map(|(_, c)| *c));
    }
    v
}

fn named(e: &RoiEvent) -> Vec<Card> {
    match e {
        RoiEvent::Hand { cards, .. } => cards.iter().collect(),
        RoiEvent::Played { card, .. } => vec![*card],
        RoiEvent::TrickWon { cards, .. } => cards.iter().map(|(_, c)| *c).collect(),
        RoiEvent::Dealt { .. } | RoiEvent::RoundScored { .. } | RoiEvent::GameOver { .. } => {
            Vec::new()
        }
    }
}

/// ROI-11.1, ROI-11.2: the other hands stay hidden; everything played is public.
#[test]
fn roi_11_events_never_name_a_card_the_seat_did_not_see() {
    let checked = conformance::events::<Roi>(&RoiOptions::default(), 4, 12, 1, |s, b, a, e| {
        if let RoiEvent::Hand { seat, .. } = e
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
    });
    assert!(checked > 10_000, "{checked}");
}

/// ROI-2.6, ROI-5.4, ROI-6.1: a whole round's events in order: each seat is told its own 13
/// cards, 52 cards played, 13 tricks, then the round's score and the next deal.
#[test]
fn roi_events_of_a_round() {
    let mut g = Roi::new(&RoiOptions::default(), 4, 5).unwrap();
    let start = g.start_events();
    for s in Seat::all(4) {
        let mine = events_for(&start, Some(s));
        assert!(matches!(mine[0], RoiEvent::Dealt { round: 0, .. }));
        assert_eq!(mine.len(), 2, "the deal and {s}'s own hand only");
        assert!(
            matches!(&mine[1], RoiEvent::Hand { seat, cards } if *seat == s && cards.len() == 13)
        );
    }
    assert_eq!(
        events_for(&start, None).len(),
        1,
        "an onlooker sees the deal only"
    );
    let mut all = Vec::new();
    while g.round() == 0 {
        let s = g.to_play().unwrap();
        let card = g.legal_actions(s)[0];
        g.play_events(s, &card, &mut all).unwrap();
    }
    let public = events_for(&all, None);
    let count = |f: fn(&RoiEvent) -> bool| public.iter().filter(|e| f(e)).count();
    assert_eq!(count(|e| matches!(e, RoiEvent::Played { .. })), 52);
    assert_eq!(count(|e| matches!(e, RoiEvent::TrickWon { .. })), 13);
    assert_eq!(count(|e| matches!(e, RoiEvent::RoundScored { .. })), 1);
    assert!(matches!(
        public.last(),
        Some(RoiEvent::Dealt { round: 1, .. })
    ));
    assert_eq!(events_for(&all, Some(Seat(2))).len(), public.len() + 1);
}
