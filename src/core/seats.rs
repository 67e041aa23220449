//! Seats round the table and per-seat data.
//!
//! Seats are numbered clockwise from 0 (rules README): the seat on a player's *left* is the
//! next one clockwise.

use std::fmt;
use std::ops::{Index, IndexMut};

/// A place at the table, numbered clockwise from 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat index as a `usize`.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat on this one's left: next clockwise, in a table of `n` seats.
    #[must_use]
    pub fn left(self, n: usize) -> Seat {
        self.offset(1, n)
    }

    /// The seat on this one's right: previous clockwise.
    #[must_use]
    pub fn right(self, n: usize) -> Seat {
        self.offset(-1, n)
    }

    /// `k` places clockwise (negative: counter-clockwise), modulo `n`.
    #[must_use]
    pub fn offset(self, k: i64, n: usize) -> Seat {
        let n = n.max(1) as i64;
        Seat(((i64::from(self.0) + k).rem_euclid(n)) as u8)
    }

    /// All seats of a table of `n`, clockwise from 0.
    pub fn all(n: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..n).map(|i| Seat(i as u8))
    }

    /// Seats clockwise starting at `self`, each once.
    pub fn clockwise_from(self, n: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..n).map(move |k| self.offset(k as i64, n))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct PerSeat<T>(pub Vec<T>);

impl<T> PerSeat<T> {
    /// `n` values built from each seat.
    pub fn from_fn(n: usize, mut f: impl FnMut(Seat) -> T) -> Self {
        Self(Seat::all(n).map(&mut f).collect())
    }

    /// Number of seats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `(seat, value)` pairs clockwise from seat 0.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Values only, clockwise from seat 0.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// A new per-seat value computed from each one.
    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> PerSeat<U> {
        PerSeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }

    /// The value at `seat`, if the seat exists.
    #[must_use]
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }
}

impl<T: Clone> PerSeat<T> {
    /// The same value at each of `n` seats.
    #[must_use]
    pub fn filled(n: usize, v: T) -> Self {
        Self(vec![v; n])
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, s: Seat) -> &T {
        &self.0[s.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_is_clockwise_right_is_counter_clockwise() {
        assert_eq!(Seat(3).left(4), Seat(0));
        assert_eq!(Seat(0).right(4), Seat(3));
        assert_eq!(Seat(1).offset(-6, 4), Seat(3));
        let order: Vec<_> = Seat(2).clockwise_from(4).collect();
        assert_eq!(order, [Seat(2), Seat(3), Seat(0), Seat(1)]);
    }

    #[test]
    fn per_seat_indexing_and_map() {
        let mut p = PerSeat::from_fn(3, |s| s.index() * 10);
        p[Seat(1)] += 1;
        assert_eq!(p.0, [0, 11, 20]);
        assert_eq!(p.map(|_, v| v + 1).0, [1, 12, 21]);
        assert_eq!(p.get(Seat(5)), None);
    }
}
