//! The ten contracts, in their fixed order (ROI-3).

use tr_core::cards::{CardSet, Rank, Suit};

/// One round's contract.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Contract {
    /// ROI-3.1: −2 per trick won.
    NoTricks,
    /// ROI-3.2: −2 per heart captured.
    NoHearts,
    /// ROI-3.3: −6 per king or jack captured.
    NoKingsOrJacks,
    /// ROI-3.4: −10 per queen captured.
    NoQueens,
    /// ROI-3.5: −40 per king captured.
    NoKings,
    /// ROI-3.6: −20 for winning trick 13.
    NotLastTrick,
    /// ROI-3.7 to ROI-3.10: +4 per trick, +1 per captured trump of this suit.
    Trumps(Suit),
}

impl Contract {
    /// The contracts in playing order (ROI-3.11).
    pub const ORDER: [Contract; 10] = [
        Contract::NoTricks,
        Contract::NoHearts,
        Contract::NoKingsOrJacks,
        Contract::NoQueens,
        Contract::NoKings,
        Contract::NotLastTrick,
        Contract::Trumps(Suit::Clubs),
        Contract::Trumps(Suit::Diamonds),
        Contract::Trumps(Suit::Hearts),
        Contract::Trumps(Suit::Spades),
    ];

    /// The contract of round `round` (0-based, counting across the games of a match).
    #[must_use]
    pub fn for_round(round: usize) -> Contract {
        Contract::ORDER[round % 10]
    }

    /// The contract's number, 1 to 10.
    #[must_use]
    pub fn number(self) -> u8 {
        Contract::ORDER
            .iter()
            .position(|c| *c == self)
            .map_or(0, |i| i as u8 + 1)
    }

    /// The trump suit, in contracts 7–10 only (ROI-1.3).
    #[must_use]
    pub fn trump(self) -> Option<Suit> {
        match self {
            Contract::Trumps(s) => Some(s),
            _ => None,
        }
    }

    /// What all players together score in a round of this contract (ROI-3, ROI-9.7).
    #[must_use]
    pub fn round_total(self) -> i32 {
        match self {
            Contract::NoTricks | Contract::NoHearts => -26,
            Contract::NoKingsOrJacks => -48,
            Contract::NoQueens => -40,
            Contract::NoKings => -160,
            Contract::NotLastTrick => -20,
            Contract::Trumps(_) => 65,
        }
    }

    /// Points for one player (ROI-6): `won` is every card in his won tricks, `tricks` how
    /// many tricks he won, `last` whether he won trick 13.
    #[must_use]
    pub fn points(self, won: CardSet, tricks: u32, last: bool) -> i32 {
        let count = |pred: &dyn Fn(Rank, Suit) -> bool| {
            won.iter().filter(|c| pred(c.rank(), c.suit())).count() as i32
        };
        match self {
            // ROI-6.2
            Contract::NoTricks => -2 * tricks as i32,
            // ROI-6.3; ROI-6.9: no reversal for taking all thirteen.
            Contract::NoHearts => -2 * won.of_suit(Suit::Hearts).len() as i32,
            // ROI-6.4: queens do not count.
            Contract::NoKingsOrJacks => -6 * count(&|r, _| r == Rank::KING || r == Rank::JACK),
            // ROI-6.5
            Contract::NoQueens => -10 * count(&|r, _| r == Rank::QUEEN),
            // ROI-6.6
            Contract::NoKings => -40 * count(&|r, _| r == Rank::KING),
            // ROI-6.7
            Contract::NotLastTrick => {
                if last {
                    -20
                } else {
                    0
                }
            }
            // ROI-6.8: trumps *captured* in won tricks.
            Contract::Trumps(s) => 4 * tricks as i32 + won.of_suit(s).len() as i32,
        }
    }
}
