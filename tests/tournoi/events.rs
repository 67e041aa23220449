//! Engine events of the Tournoi, per seat (TRN-13.1): random seeded playouts for 2 to 6
//! knights; every event a seat sees names only cards that seat saw, the cards a draw brings
//! (Gift of the Lake, Providence) and the cards discarded face down in exchange are named
//! to their owner only, events are deterministic and `play_events` plays exactly like
//! `play` (checked by `conformance::events`).

use table_ronde::core::conformance;
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Card, Power, Tournoi, TournoiEvent as Ev, TournoiObservation, TournoiOptions,
};

/// Every weapon card `obs` shows its knight: his hand, his own face-down discards, the
/// face-up discard, the current and last melee, dishonor discards, the set-aside pile and
/// every wound pile.
fn visible(obs: &TournoiObservation) -> Vec<Card> {
    let mut v = obs.hand.clone();
    v.extend(&obs.my_discards);
    v.extend(&obs.discard);
    v.extend(obs.placed.iter().map(|p| p.card()));
    v.extend(obs.last_melee.iter().map(|p| p.card()));
    v.extend(obs.dishonored.iter().map(|(_, c)| *c));
    v.extend(&obs.set_aside);
    v.extend(obs.piles.iter().flatten());
    v
}

/// The weapon cards an event names.
fn named(e: &Ev) -> Vec<Card> {
    match e {
        Ev::Drew { cards, .. } | Ev::Lost { cards, .. } => cards.clone(),
        Ev::Discarded { card, .. } => card.iter().copied().collect(),
        Ev::Played(p) => vec![p.card()],
        Ev::Dishonored { card, .. } | Ev::Gave { card, .. } | Ev::Purified { card, .. } => {
            vec![*card]
        }
        Ev::Power {
            power: Power::Broceliande { from, to },
            ..
        } => vec![*from, *to],
        _ => Vec::new(),
    }
}

/// TRN-13.1: other hands, the draw pile and others' face-down discards stay hidden.
#[test]
fn trn_13_1_events_never_name_a_card_the_seat_did_not_see() {
    for seats in 2..=6 {
        let checked = conformance::events::<Tournoi>(
            &TournoiOptions::default(),
            seats,
            4,
            100 * seats as u64,
            |s, b, a, e| {
                match e {
                    Ev::Drew {
                        seat, count, cards, ..
                    } if *count > 0 && cards.is_empty() == (*seat == s) => {
                        return Err("TRN-13.1: drawn cards are named to the drawer only".into());
                    }
                    Ev::Drew { count, cards, .. }
                        if !cards.is_empty() && cards.len() != usize::from(*count) =>
                    {
                        return Err("a draw names as many cards as it counts".into());
                    }
                    Ev::Discarded { seat, card } if card.is_some() != (*seat == s) => {
                        return Err(
                            "TRN-13.1: a face-down discard is named to its owner only".into()
                        );
                    }
                    _ => {}
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
        assert!(checked > 1_500, "{seats} knights: {checked}");
    }
}

/// TRN-13.1: the draws and face-down discards really happen in these games, and what the
/// other knights are told of them is the same whatever the cards were.
#[test]
fn trn_13_1_exchanges_are_told_to_others_by_count_only() {
    let (mut draws, mut discards) = (0, 0);
    for seed in 0..60u64 {
        let mut g = Tournoi::new(&TournoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(s) = g.first_actor() {
            let legal = g.legal_actions(s);
            let a = legal[rng.index(legal.len())];
            let mut ev = Vec::new();
            g.play_events(s, &a, &mut ev).expect("legal");
            for other in Seat::all(4).filter(|o| *o != s) {
                for e in events_for(&ev, Some(other)) {
                    match e {
                        Ev::Drew { seat, cards, .. } if seat == s => {
                            assert!(cards.is_empty());
                            draws += 1;
                        }
                        Ev::Discarded { seat, card } if seat == s => {
                            assert_eq!(card, None);
                            discards += 1;
                        }
                        _ => {}
                    }
                }
            }
            if let Action::Discard(c) = a {
                assert!(g.observe(s).my_discards.contains(&c));
                assert!(!g.observe(s.left(4)).my_discards.contains(&c));
            }
        }
    }
    assert!(
        draws > 10 && discards > 10,
        "{draws} draws, {discards} discards"
    );
}
