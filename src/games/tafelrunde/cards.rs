//! The 72 cards of König Artus Tafelrunde (TAF-1): six colours valued 1 to 11 and six
//! super-trumps, three Knights and three Crests.
//!
//! Notation (fixtures, golden files): colour letter then value — `R1`, `G10`, `V11` — with
//! `R` red, `Y` yellow, `G` green, `B` blue, `K` black, `V` violet; the super-trumps are
//! `Kn` (Knight) and `Cr` (Crest).

use tr_core::cards::{Notation, NotationError};

/// The six colours (TAF-1.2), in the seed's order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    /// *Cœur*, red.
    Red,
    /// *Carreau*, yellow.
    Yellow,
    /// *Trèfle*, green.
    Green,
    /// *Coupe*, blue.
    Blue,
    /// *Pique*, black.
    Black,
    /// *Fleur*, violet.
    Violet,
}

impl Colour {
    /// Every colour, in the seed's order.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
        Colour::Violet,
    ];

    /// Index 0..6 in [`Colour::ALL`] order.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour at an index of [`Colour::ALL`].
    #[must_use]
    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }

    /// The letter of the notation.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Green => 'G',
            Colour::Blue => 'B',
            Colour::Black => 'K',
            Colour::Violet => 'V',
        }
    }

    /// The engine id of the spec (TAF-1.2): the suit's name.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Colour::Red => "heart",
            Colour::Yellow => "diamond",
            Colour::Green => "club",
            Colour::Blue => "cup",
            Colour::Black => "spade",
            Colour::Violet => "flower",
        }
    }
}

/// The two kinds of super-trump (TAF-1.4).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Super {
    /// *Chevalier*.
    Knight,
    /// *Blason*, a coat of arms.
    Crest,
}

/// One card. The three Knights (and the three Crests) are identical, so a hand is a multiset.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Card {
    /// A colour card, value 1 to 11 (TAF-1.3).
    Colour(Colour, u8),
    /// A super-trump (TAF-1.4).
    Super(Super),
}

/// Copies of each super-trump kind (TAF-1.4).
pub const SUPER_COPIES: usize = 3;

/// Highest value of a colour card (TAF-1.3).
pub const MAX_VALUE: u8 = 11;

/// Cards in the deck (TAF-1.1).
pub const DECK_SIZE: usize = 72;

impl Card {
    /// The Knight.
    pub const KNIGHT: Card = Card::Super(Super::Knight);
    /// The Crest.
    pub const CREST: Card = Card::Super(Super::Crest);

    /// The 72 cards in a fixed order: colours in [`Colour::ALL`] order, 1 to 11, then the
    /// three Knights and the three Crests.
    #[must_use]
    pub fn deck() -> Vec<Card> {
        let mut d: Vec<Card> = Colour::ALL
            .into_iter()
            .flat_map(|c| (1..=MAX_VALUE).map(move |v| Card::Colour(c, v)))
            .collect();
        d.extend([Card::KNIGHT; SUPER_COPIES]);
        d.extend([Card::CREST; SUPER_COPIES]);
        d
    }

    /// The card's colour; super-trumps have none (TAF-1.4).
    #[must_use]
    pub fn colour(self) -> Option<Colour> {
        match self {
            Card::Colour(c, _) => Some(c),
            Card::Super(_) => None,
        }
    }

    /// The card's value; super-trumps have none.
    #[must_use]
    pub fn value(self) -> Option<u8> {
        match self {
            Card::Colour(_, v) => Some(v),
            Card::Super(_) => None,
        }
    }

    /// True for a Knight or a Crest.
    #[must_use]
    pub fn is_super(self) -> bool {
        matches!(self, Card::Super(_))
    }

    /// A dense index: 0..66 for colour cards, 66 for the Knight, 67 for the Crest.
    #[must_use]
    pub fn kind_index(self) -> usize {
        match self {
            Card::Colour(c, v) => c.index() * 11 + usize::from(v - 1),
            Card::Super(Super::Knight) => 66,
            Card::Super(Super::Crest) => 67,
        }
    }

    /// The card of a dense index ([`Card::kind_index`]).
    #[must_use]
    pub fn from_kind_index(i: usize) -> Option<Card> {
        match i {
            0..66 => Some(Card::Colour(
                Colour::from_index(i / 11)?,
                (i % 11) as u8 + 1,
            )),
            66 => Some(Card::KNIGHT),
            67 => Some(Card::CREST),
            _ => None,
        }
    }

    /// Copies of this card in the deck.
    #[must_use]
    pub fn copies(self) -> usize {
        if self.is_super() { SUPER_COPIES } else { 1 }
    }
}

/// Cards per kind ([`Card::kind_index`]): a multiset of cards.
pub type Counts = [u8; 68];

/// The whole deck by kind: one of each colour card, three Knights, three Crests.
pub const FULL: Counts = {
    let mut n = [1u8; 68];
    n[66] = SUPER_COPIES as u8;
    n[67] = SUPER_COPIES as u8;
    n
};

/// Counts the cards of a list by kind.
#[must_use]
pub fn counts<'a>(cards: impl IntoIterator<Item = &'a Card>) -> Counts {
    let mut n = [0u8; 68];
    for c in cards {
        n[c.kind_index()] += 1;
    }
    n
}

tr_core::display_by_notation!(Card);

impl Notation for Card {
    fn notation(&self) -> String {
        match self {
            Card::Colour(c, v) => format!("{}{v}", c.letter()),
            Card::Super(Super::Knight) => "Kn".into(),
            Card::Super(Super::Crest) => "Cr".into(),
        }
    }

    fn parse_notation(s: &str) -> Result<Card, NotationError> {
        let t = s.trim();
        match t {
            "Kn" => return Ok(Card::KNIGHT),
            "Cr" => return Ok(Card::CREST),
            _ => {}
        }
        tr_core::cards::letter_value(t, Colour::ALL, Colour::letter, |c, v| {
            (1..=MAX_VALUE).contains(&v).then_some(Card::Colour(c, v))
        })
    }
}

/// Parses a space-separated list of cards in our notation.
///
/// # Errors
/// The first word that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, NotationError> {
    tr_core::cards::parse_list(s)
}

/// Parses a list known to be valid (fixtures).
///
/// # Panics
/// On a word that is not a card: fixtures are written by hand.
#[must_use]
pub fn cards(s: &str) -> Vec<Card> {
    tr_core::cards::fixture_list(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TAF-1.1 to TAF-1.4: 72 cards, 66 colour cards (one of each value per colour), three
    /// Knights and three Crests; every card's notation round-trips.
    #[test]
    fn taf_1_the_deck() {
        let d = Card::deck();
        assert_eq!(d.len(), DECK_SIZE);
        let n = counts(&d);
        for (i, k) in n.iter().enumerate() {
            let c = Card::from_kind_index(i).expect("kind");
            assert_eq!(usize::from(*k), c.copies(), "{c}");
            assert_eq!(c.kind_index(), i);
            assert_eq!(FULL[i], *k);
            assert_eq!(Card::parse_notation(&c.notation()), Ok(c));
        }
        assert_eq!(d.iter().filter(|c| c.is_super()).count(), 6);
        assert!(Card::parse_notation("R12").is_err());
        assert!(Card::parse_notation("R0").is_err());
        assert!(Card::parse_notation("X3").is_err());
        assert_eq!(
            cards("R1 G10 Kn Cr"),
            vec![
                Card::Colour(Colour::Red, 1),
                Card::Colour(Colour::Green, 10),
                Card::KNIGHT,
                Card::CREST
            ]
        );
    }
}
