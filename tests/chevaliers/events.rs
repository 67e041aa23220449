//! Engine events of Les Chevaliers, per seat (CHV-16.1): random seeded playouts for 3 to 7
//! knights; drawn White cards, face-down discards (Excalibur, healing), the Black cards a
//! seat looks at alone (Percival's peek, the Armour's two cards and the one put under,
//! Clairvoyance's order, a combat card's value before it is placed, face-down placements),
//! the cards of Arthur's exchange and of the Messenger, and each Loyalty card are named
//! only to who may see them; events are deterministic and `play_events` plays exactly like
//! `play` (checked by `conformance::events`).

use std::collections::BTreeMap;
use table_ronde::core::conformance;
use table_ronde::games::chevaliers::{
    Chevaliers, ChevaliersEvent as Ev, ChevaliersObservation, ChevaliersOptions,
};

/// `hidden` (the event names its card) must hold exactly when `owner` is the seat told.
fn only_to(owner: bool, named: bool, what: &str) -> Result<(), String> {
    if owner == named {
        Ok(())
    } else if named {
        Err(format!("CHV-16.1: {what} named to another knight"))
    } else {
        Err(format!("CHV-16.1: {what} hidden from its owner"))
    }
}

/// The per-seat rule of CHV-16.1 for one event `e` seen by seat `s`; counts what was
/// checked by kind.
fn check(
    s: table_ronde::core::seats::Seat,
    _before: &ChevaliersObservation,
    _after: &ChevaliersObservation,
    e: &Ev,
    seen: &mut BTreeMap<&'static str, u32>,
) -> Result<(), String> {
    let (kind, r) = match e {
        Ev::OwnLoyalty { seat, .. } => ("loyalty", only_to(*seat == s, true, "a Loyalty card")),
        Ev::DrewWhite { seat, cards, count } => {
            if cards
                .as_ref()
                .is_some_and(|c| c.len() != usize::from(*count))
            {
                return Err("a draw names as many cards as it counts".into());
            }
            (
                "white draw",
                only_to(*seat == s, cards.is_some(), "a drawn White card"),
            )
        }
        Ev::DiscardedDown { seat, card, .. } => (
            "face-down discard",
            only_to(*seat == s, card.is_some(), "a face-down discard"),
        ),
        Ev::Gave { from, to, card } => (
            "exchange",
            only_to(*from == s || *to == s, card.is_some(), "an exchanged card"),
        ),
        Ev::Peeked { seat, card } => (
            "peek",
            if card.is_some() && *seat != s {
                Err("CHV-10.6: Percival's card named to another knight".into())
            } else {
                Ok(())
            },
        ),
        Ev::ArmourDrew { seat, cards } => (
            "armour draw",
            only_to(*seat == s, cards.is_some(), "the Armour's cards"),
        ),
        Ev::PutUnder { seat, card } => (
            "put under",
            only_to(*seat == s, card.is_some(), "the card put under the deck"),
        ),
        Ev::Reordered { seat, cards } => (
            "clairvoyance",
            only_to(*seat == s, cards.is_some(), "Clairvoyance's order"),
        ),
        Ev::Placed {
            seat,
            card,
            face_down: true,
            ..
        } => (
            "face-down placement",
            only_to(*seat == s, card.is_some(), "a face-down Black card"),
        ),
        Ev::Drew {
            seat,
            card,
            quest: Some(_),
        } => (
            "combat draw",
            if card.is_some() && *seat != s {
                Err("CHV-6.1: a combat card's value named before it is placed".into())
            } else {
                Ok(())
            },
        ),
        _ => return Ok(()),
    };
    r?;
    *seen.entry(kind).or_default() += 1;
    Ok(())
}

/// CHV-16.1: every hidden card is named only to who may see it, for 3 to 7 knights.
#[test]
fn chv_16_1_events_name_hidden_cards_only_to_who_may_see_them() {
    let mut seen: BTreeMap<&'static str, u32> = BTreeMap::new();
    for seats in 3..=7 {
        let checked = conformance::events::<Chevaliers>(
            &ChevaliersOptions::default(),
            seats,
            12,
            100 * seats as u64,
            |s, b, a, e| check(s, b, a, e, &mut seen),
        );
        assert!(checked > 2_000, "{seats} knights: {checked} events");
    }
    eprintln!("{seen:?}");
    for kind in [
        "loyalty",
        "white draw",
        "face-down discard",
        "face-down placement",
        "combat draw",
    ] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 20,
            "CHV-16.1: {kind}: {seen:?}"
        );
    }
    // The Armour is rarely won in random play: its events are checked when they occur.
    for kind in ["exchange", "peek", "clairvoyance"] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "CHV-16.1: {kind}: {seen:?}"
        );
    }
}
