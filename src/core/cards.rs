//! The standard 52-card French deck, its text notation and a compact card set.
//!
//! Notation: rank then suit, e.g. `Q♥`, `10♠`, `2♣`. Parsing also accepts ASCII suits and a
//! `T` for ten (`QH`, `TS`, `10S`), so fixtures read like a card table. Games with their own
//! decks (Camelot, Tafelrunde…) implement [`Notation`] for their card types.

use std::fmt;
use std::str::FromStr;

/// A type with a short text notation that round-trips.
pub trait Notation: Sized {
    /// The short notation, e.g. `Q♥`.
    fn notation(&self) -> String;
    /// Parses the notation back.
    ///
    /// # Errors
    /// [`NotationError`] naming the text that did not parse.
    fn parse_notation(s: &str) -> Result<Self, NotationError>;
}

/// Text that is not a card (or card list) in our notation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a card: {:?}", self.0)
    }
}

impl std::error::Error for NotationError {}

/// Parses a space-separated list of cards in their notation, for every deck (issue 27).
///
/// # Errors
/// The first word that is not a card.
pub fn parse_list<C: Notation>(s: &str) -> Result<Vec<C>, NotationError> {
    s.split_whitespace().map(C::parse_notation).collect()
}

/// Test and fixture helper: [`parse_list`], panicking on a typo in a fixture.
///
/// # Panics
/// When the text is not a card list; use only with literal fixtures.
#[must_use]
pub fn fixture_list<C: Notation>(s: &str) -> Vec<C> {
    parse_list(s).unwrap_or_else(|e| panic!("bad fixture: {e}"))
}

/// A colour's letter then a number (`B4`, `r12`): the notation of the colour cards of the
/// decks that write them so (Camelot, Tafelrunde). `card` makes the card, or `None` when the
/// deck has no such value.
///
/// # Errors
/// [`NotationError`] naming `t` when the first character is no colour's letter, the rest is
/// no number, or `card` finds no such card.
pub fn letter_value<C: Copy, K>(
    t: &str,
    colours: impl IntoIterator<Item = C>,
    letter: impl Fn(C) -> char,
    card: impl Fn(C, u8) -> Option<K>,
) -> Result<K, NotationError> {
    let mut chars = t.chars();
    chars
        .next()
        .and_then(|first| colours.into_iter().find(|c| letter(*c) == first))
        .and_then(|colour| card(colour, chars.as_str().parse().ok()?))
        .ok_or_else(|| NotationError(t.to_string()))
}

/// The cards, sorted: a hand kept as a multiset.
#[must_use]
pub fn sorted<C: Ord + Clone>(cards: &[C]) -> Vec<C> {
    let mut h = cards.to_vec();
    crate::small::sort_unstable(&mut h);
    h
}

/// `Display` as the [`Notation`] (what logs and test messages show), for each card type
/// named: `tr_core::display_by_notation!(Card);`.
#[macro_export]
macro_rules! display_by_notation {
    ($($card:ty),+ $(,)?) => {
        $(
            impl ::std::fmt::Display for $card {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    f.write_str(&$crate::cards::Notation::notation(self))
                }
            }
        )+
    };
}

/// The four suits, in the canonical display order ♣ < ♦ < ♥ < ♠ (ROI-1.5).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Suit {
    /// ♣ trèfle
    Clubs,
    /// ♦ carreau
    Diamonds,
    /// ♥ cœur
    Hearts,
    /// ♠ pique
    Spades,
}

impl Suit {
    /// All suits in canonical order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit symbol.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The ASCII letter used in fixtures.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// True for the red suits (used only for colouring; symbols always tell suits apart).
    #[must_use]
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    fn from_char(c: char) -> Option<Suit> {
        match c {
            '♣' | 'C' | 'c' | '♧' => Some(Suit::Clubs),
            '♦' | 'D' | 'd' | '♢' => Some(Suit::Diamonds),
            '♥' | 'H' | 'h' | '♡' => Some(Suit::Hearts),
            '♠' | 'S' | 's' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// Index 0..4 in canonical order.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A rank from 2 to 14 (ace high, ROI-1.2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Rank(pub u8);

impl Rank {
    /// Jack.
    pub const JACK: Rank = Rank(11);
    /// Queen.
    pub const QUEEN: Rank = Rank(12);
    /// King.
    pub const KING: Rank = Rank(13);
    /// Ace.
    pub const ACE: Rank = Rank(14);

    /// All ranks, low to high.
    pub fn all() -> impl Iterator<Item = Rank> {
        (2..=14).map(Rank)
    }

    /// The rank's short label: `2`…`10`, `J`, `Q`, `K`, `A`.
    #[must_use]
    pub fn label(self) -> &'static str {
        const L: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        L[usize::from(self.0.clamp(2, 14) - 2)]
    }
}

/// One card of the 52-card deck, stored as `suit * 13 + (rank - 2)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of that rank and suit.
    #[must_use]
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + (rank.0.clamp(2, 14) - 2))
    }

    /// The card with index `i` in `0..52`, if any.
    #[must_use]
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }

    /// Index in `0..52`: canonical order (suit ♣ ♦ ♥ ♠, then rank low to high).
    #[must_use]
    pub fn index(self) -> u8 {
        self.0
    }

    /// The suit.
    #[must_use]
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 / 13)]
    }

    /// The rank.
    #[must_use]
    pub fn rank(self) -> Rank {
        Rank(self.0 % 13 + 2)
    }

    /// The whole deck in canonical order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }
}

impl Ord for Card {
    /// Canonical order (ROI-1.5): suit ♣ < ♦ < ♥ < ♠, then rank. Display only.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}

impl PartialOrd for Card {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().label(), self.suit().symbol())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Notation for Card {
    fn notation(&self) -> String {
        self.to_string()
    }

    fn parse_notation(s: &str) -> Result<Card, NotationError> {
        let err = || NotationError(s.to_string());
        let t = s.trim();
        let suit_char = t.chars().last().ok_or_else(err)?;
        let suit = Suit::from_char(suit_char).ok_or_else(err)?;
        let rank_text = &t[..t.len() - suit_char.len_utf8()];
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" => 14,
            "K" => 13,
            "Q" => 12,
            "J" => 11,
            "T" | "10" => 10,
            r => match r.parse::<u8>() {
                Ok(n @ 2..=9) => n,
                _ => return Err(err()),
            },
        };
        Ok(Card::new(Rank(rank), suit))
    }
}

impl FromStr for Card {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Card, NotationError> {
        Card::parse_notation(s)
    }
}

/// Parses a space-separated list of cards (`"A♠ K♠ Q♥ 2♣"` or `"AS KS QH 2C"`).
///
/// # Errors
/// The first word that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, NotationError> {
    parse_list(s)
}

/// Test and fixture helper: like [`parse_cards`], panicking on a typo in a fixture.
///
/// # Panics
/// When the text is not a card list; use only with literal fixtures.
#[must_use]
pub fn cards(s: &str) -> Vec<Card> {
    fixture_list(s)
}

/// A set of cards of the 52-card deck, as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(pub u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet((1u64 << 52) - 1);

    /// The set holding these cards.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Self {
        let mut s = CardSet::EMPTY;
        for c in cards {
            s.insert(c);
        }
        s
    }

    /// Adds a card; returns false if it was already there.
    pub fn insert(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 |= 1u64 << c.0;
        !had
    }

    /// Removes a card; returns false if it was not there.
    pub fn remove(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 &= !(1u64 << c.0);
        had
    }

    /// Membership.
    #[must_use]
    pub fn contains(self, c: Card) -> bool {
        self.0 >> c.0 & 1 == 1
    }

    /// Number of cards.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit.
    #[must_use]
    pub fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (0x1FFFu64 << (13 * suit as u64)))
    }

    /// Union.
    #[must_use]
    pub fn union(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }

    /// Intersection.
    #[must_use]
    pub fn intersection(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }

    /// Difference.
    #[must_use]
    pub fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }

    /// Cards in canonical order (ROI-1.5).
    pub fn iter(self) -> impl Iterator<Item = Card> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(i))
        })
    }

    /// The cards as a sorted vector.
    #[must_use]
    pub fn to_vec(self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.len());
        v.extend(self.iter());
        v
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        write!(f, "{{{}}}", v.join(" "))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        CardSet::from_cards(iter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for c in Card::deck() {
            assert_eq!(Card::parse_notation(&c.notation()), Ok(c));
        }
        assert_eq!(Card::parse_notation("QH").unwrap().to_string(), "Q♥");
        assert_eq!(Card::parse_notation("TS").unwrap().to_string(), "10♠");
        assert_eq!(Card::parse_notation("10s").unwrap().to_string(), "10♠");
        for bad in ["", "1H", "11H", "QX", "♥", "Q", "AA♥"] {
            assert!(Card::parse_notation(bad).is_err(), "{bad}");
        }
    }

    /// ROI-1.1, ROI-1.2: 52 distinct cards, 13 ranks per suit, ace high.
    #[test]
    fn roi_1_1_deck_has_52_distinct_cards_ace_high() {
        let d: CardSet = Card::deck().collect();
        assert_eq!(d, CardSet::FULL);
        for s in Suit::ALL {
            assert_eq!(d.of_suit(s).len(), 13);
        }
        assert!(Rank::ACE > Rank::KING && Rank::KING > Rank::QUEEN && Rank(10) > Rank(9));
    }

    #[test]
    fn card_set_operations() {
        let mut s: CardSet = cards("AS KS QH 2C").into_iter().collect();
        assert_eq!(s.len(), 4);
        assert_eq!(format!("{s:?}"), "{2♣ Q♥ K♠ A♠}");
        assert!(s.remove(cards("QH")[0]));
        assert!(!s.remove(cards("QH")[0]));
        assert_eq!(s.of_suit(Suit::Spades).len(), 2);
    }
}
