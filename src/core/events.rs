//! What each seat may see happen: the events an engine reports while it applies an action
//! ([`super::game::Game::play_events`]), each with who may see it.
//!
//! The engine emits events where its rules happen (a card played, a trick won, a card drawn
//! face down, a token won, a reshuffle), never by comparing states. Each event is a
//! [`Seen`]: the full event, the seats that may see all of it, and what the other seats see
//! instead (the public part, or nothing). [`events_for`] gives one viewer's list, so a
//! computer seat, a watching seat or the log of a pass-and-play table only ever holds what it
//! may know. Interfaces make their texts (per language, per viewer) from those lists.
//!
//! How the five games use it:
//! * **Roi**: everything played is public; each seat's new hand is told to that seat only.
//! * **Tafelrunde**: everything outside hands is public (TAF-13.2); a new deal tells each
//!   seat its own eight cards and everyone that a deal happened; a reshuffle is public.
//! * **Camelot**: a card drawn is "you drew the red 4" for the drawer and "Gauvain drew a
//!   card" for the others; Knock Down names the card to its actor and victim only
//!   (CAM-17.3). Lancelot windows emit nothing per answer, only the cancel (the holder
//!   answers exactly like everyone else, CAM-11.7), so an event never tells who was asked or
//!   who holds Lancelot.
//! * **Tournoi** (d8, reshuffles) and **Chevaliers** (cards drawn face down, a hidden
//!   traitor): a die roll and a reshuffle are public events; a secret card drawn or the
//!   traitor card are [`Seen::hidden`] or [`Seen::only`] events for their owner, with the
//!   public part ("Arthur drew a black card") for the others.
//!
//! Events cost nothing when nobody asks: engines write to a [`Sink`], and the sink `()` that
//! [`super::game::Game::play`] uses drops them without building them (the closure that would
//! build an event is never called, and inlines away).

use super::seats::Seat;

/// A set of seats (up to 16), as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Seats(pub u16);

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats(0);

    /// One seat.
    #[must_use]
    pub fn one(s: Seat) -> Seats {
        Seats(1u16.checked_shl(u32::from(s.0)).unwrap_or(0))
    }

    /// These seats.
    pub fn of(seats: impl IntoIterator<Item = Seat>) -> Seats {
        Seats(seats.into_iter().fold(0, |m, s| m | Seats::one(s).0))
    }

    /// True if `s` is in the set.
    #[must_use]
    pub fn contains(self, s: Seat) -> bool {
        self.0 & Seats::one(s).0 != 0
    }
}

/// Who sees the full event.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Audience {
    /// Every seat and every onlooker.
    Everyone,
    /// Only these seats; the others see [`Seen::others`].
    Only(Seats),
}

/// One event and who may see it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seen<E> {
    /// The event in full.
    pub event: E,
    /// Who may see it in full.
    pub to: Audience,
    /// What everybody else sees instead (the public part), or nothing.
    pub others: Option<E>,
}

impl<E> Seen<E> {
    /// An event everybody sees.
    pub fn public(event: E) -> Self {
        Seen {
            event,
            to: Audience::Everyone,
            others: None,
        }
    }

    /// An event only `seats` see; nobody else learns anything happened.
    pub fn only(seats: Seats, event: E) -> Self {
        Seen {
            event,
            to: Audience::Only(seats),
            others: None,
        }
    }

    /// An event `seats` see in full and everybody else sees as `others` ("you drew the
    /// red 4" / "Gauvain drew a card").
    pub fn hidden(seats: Seats, event: E, others: E) -> Self {
        Seen {
            event,
            to: Audience::Only(seats),
            others: Some(others),
        }
    }

    /// True if `viewer` sees the full event (`None`: an onlooker with no seat).
    #[must_use]
    pub fn sees_all(&self, viewer: Option<Seat>) -> bool {
        match self.to {
            Audience::Everyone => true,
            Audience::Only(set) => viewer.is_some_and(|s| set.contains(s)),
        }
    }

    /// What `viewer` sees of it, if anything (`None`: an onlooker with no seat, who sees the
    /// public part only).
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>) -> Option<&E> {
        if self.sees_all(viewer) {
            Some(&self.event)
        } else {
            self.others.as_ref()
        }
    }
}

/// The events `viewer` may see, in order (`None`: an onlooker with no seat).
#[must_use]
pub fn events_for<E: Clone>(events: &[Seen<E>], viewer: Option<Seat>) -> Vec<E> {
    events
        .iter()
        .filter_map(|e| e.view(viewer).cloned())
        .collect()
}

/// Where an engine writes its events while it applies an action.
pub trait Sink<E> {
    /// Records the event `make` builds; `make` is only called when events are kept.
    fn emit(&mut self, make: impl FnOnce() -> Seen<E>);
}

/// Drops every event without building it: what plain [`super::game::Game::play`] uses.
impl<E> Sink<E> for () {
    #[inline(always)]
    fn emit(&mut self, _make: impl FnOnce() -> Seen<E>) {}
}

/// Keeps every event.
impl<E> Sink<E> for Vec<Seen<E>> {
    #[inline]
    fn emit(&mut self, make: impl FnOnce() -> Seen<E>) {
        self.push(make());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_viewer_sees_its_part() {
        let drew = Seen::hidden(Seats::one(Seat(1)), "you drew 7S", "seat 1 drew a card");
        let knock = Seen::only(Seats::of([Seat(0), Seat(2)]), "knocked 4R");
        let play = Seen::public("played 3H");
        let all = [drew, knock, play];
        assert_eq!(
            events_for(&all, Some(Seat(1))),
            ["you drew 7S", "played 3H"]
        );
        assert_eq!(
            events_for(&all, Some(Seat(2))),
            ["seat 1 drew a card", "knocked 4R", "played 3H"]
        );
        assert_eq!(events_for(&all, None), ["seat 1 drew a card", "played 3H"]);
    }

    #[test]
    fn the_unit_sink_never_builds_events() {
        let mut built = false;
        let mut sink = ();
        Sink::<u8>::emit(&mut sink, || {
            built = true;
            Seen::public(1)
        });
        assert!(!built);
        let mut kept: Vec<Seen<u8>> = Vec::new();
        kept.emit(|| Seen::public(2));
        assert_eq!(events_for(&kept, None), [2]);
    }
}
