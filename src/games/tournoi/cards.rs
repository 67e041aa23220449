//! The cards of the Tournoi (TRN-1): 80 weapon cards, 8 Heroes with their Legends, and the
//! 24 Godsends of the [HOUSE] set (TRN-9).
//!
//! Notation (fixtures, golden files): suit then value — `Sw13` (Swords), `Ar7` (Arrows),
//! `So11` (Sorcery), `De9` (Deception), `Al5` (Alchemy); the enchanters are `Me1`…`Me3`
//! (Merlin) and `Ap1`, `Ap2` (Apprentice).

use tr_core::cards::{Notation, NotationError};

/// The four basic weapon suits (TRN-1.4).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Suit {
    /// *Épées*.
    Swords,
    /// *Flèches* (removed with two knights, TRN-12.1).
    Arrows,
    /// *Sorcellerie*.
    Sorcery,
    /// *Trahison*.
    Deception,
}

impl Suit {
    /// The four suits in card-id order (TRN-1.11).
    pub const ALL: [Suit; 4] = [Suit::Swords, Suit::Arrows, Suit::Sorcery, Suit::Deception];

    /// The two-letter prefix of the notation.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Suit::Swords => "Sw",
            Suit::Arrows => "Ar",
            Suit::Sorcery => "So",
            Suit::Deception => "De",
        }
    }

    /// Index 0..4 in [`Suit::ALL`] order.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The suits in play with `seats` knights: Arrows is out with two (TRN-12.1, TRN-12.3).
    #[must_use]
    pub fn in_play(seats: usize) -> &'static [Suit] {
        if seats == 2 {
            &[Suit::Swords, Suit::Sorcery, Suit::Deception]
        } else {
            &Suit::ALL
        }
    }
}

/// What a weapon card is (TRN-1.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Alchemy, printed value 1–15, no suit (TRN-1.6).
    Alchemy(u8),
    /// A basic weapon: suit and printed value 1–15 (TRN-1.4).
    Basic(Suit, u8),
    /// Merlin: no value or suit until named; 25 wounds (TRN-1.7).
    Merlin,
    /// The Apprentice: no value or suit until named; 5 wounds (TRN-1.7).
    Apprentice,
}

/// One weapon card by its canonical id, 1..=80 (TRN-1.11): 1–15 Alchemy, 16–30 Swords,
/// 31–45 Arrows, 46–60 Sorcery, 61–75 Deception, 76–78 Merlin, 79–80 Apprentice.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Card(u8);

/// The weapon cards of a full deck (TRN-1.3).
pub const DECK_SIZE: usize = 80;

/// TRN-1.5 [HOUSE] `trn.poison_values`: the poisoned values of every suit.
pub const POISON_VALUES: [u8; 4] = [3, 7, 11, 15];

impl Card {
    /// The card with canonical id `id` (1..=80).
    #[must_use]
    pub fn from_id(id: u8) -> Option<Card> {
        (1..=80).contains(&id).then_some(Card(id))
    }

    /// The canonical id (TRN-1.11).
    #[must_use]
    pub fn id(self) -> u8 {
        self.0
    }

    /// A basic weapon card.
    #[must_use]
    pub fn basic(suit: Suit, value: u8) -> Card {
        Card(16 + 15 * suit.index() as u8 + value.clamp(1, 15) - 1)
    }

    /// An Alchemy card.
    #[must_use]
    pub fn alchemy(value: u8) -> Card {
        Card(value.clamp(1, 15))
    }

    /// Merlin number `k` (1..=3).
    #[must_use]
    pub fn merlin(k: u8) -> Card {
        Card(75 + k.clamp(1, 3))
    }

    /// Apprentice number `k` (1..=2).
    #[must_use]
    pub fn apprentice(k: u8) -> Card {
        Card(78 + k.clamp(1, 2))
    }

    /// What the card is.
    #[must_use]
    pub fn kind(self) -> Kind {
        match self.0 {
            1..=15 => Kind::Alchemy(self.0),
            16..=75 => {
                let k = self.0 - 16;
                Kind::Basic(Suit::ALL[usize::from(k / 15)], k % 15 + 1)
            }
            76..=78 => Kind::Merlin,
            _ => Kind::Apprentice,
        }
    }

    // The tests below are read from the id ranges directly, the way `kind` reads them:
    // searches ask them of every card at every simulated move.

    /// The printed suit of a basic weapon card.
    #[must_use]
    pub fn suit(self) -> Option<Suit> {
        match self.0 {
            16..=75 => Some(Suit::ALL[usize::from((self.0 - 16) / 15)]),
            _ => None,
        }
    }

    /// The printed value (basic and Alchemy cards; enchanters have none).
    #[must_use]
    pub fn value(self) -> Option<u8> {
        match self.kind() {
            Kind::Basic(_, v) | Kind::Alchemy(v) => Some(v),
            Kind::Merlin | Kind::Apprentice => None,
        }
    }

    /// True for Merlin and the Apprentice (TRN-1.7).
    #[must_use]
    pub fn is_enchanter(self) -> bool {
        !(1..=75).contains(&self.0)
    }

    /// True for Merlin.
    #[must_use]
    pub fn is_merlin(self) -> bool {
        (76..=78).contains(&self.0)
    }

    /// True for Alchemy cards (TRN-1.6).
    #[must_use]
    pub fn is_alchemy(self) -> bool {
        (1..=15).contains(&self.0)
    }

    /// True for a poisoned basic card (TRN-1.5).
    #[must_use]
    pub fn is_poison(self) -> bool {
        matches!(self.kind(), Kind::Basic(_, v) if POISON_VALUES.contains(&v))
    }

    /// Printed wounds (TRN-5.1): basic 5, poison 10, Alchemy 5, Merlin 25, Apprentice 5.
    #[must_use]
    pub fn wounds(self) -> u32 {
        match self.0 {
            76..=78 => 25,
            16..=75 if POISON_VALUES.contains(&((self.0 - 16) % 15 + 1)) => 10,
            _ => 5,
        }
    }

    /// Every weapon card of the game for `seats` knights, in id order: 80, or 65 without
    /// Arrows for two (TRN-1.3, TRN-12.1).
    #[must_use]
    pub fn deck(seats: usize) -> Vec<Card> {
        (1..=80)
            .map(Card)
            .filter(|c| seats != 2 || c.suit() != Some(Suit::Arrows))
            .collect()
    }
}

/// Sorts `cards` by id, as `sort_unstable` does, through a bit per id when no card is there
/// twice (a determinization sorts the unseen cards at every iteration of a search).
pub(crate) fn sort_cards(cards: &mut [Card]) {
    let mut seen = 0u128;
    for c in cards.iter() {
        let bit = 1u128 << (c.0 & 127);
        if c.0 >= 128 || seen & bit != 0 {
            cards.sort_unstable();
            return;
        }
        seen |= bit;
    }
    for slot in cards.iter_mut() {
        *slot = Card(seen.trailing_zeros() as u8);
        seen &= seen - 1;
    }
}

impl Notation for Card {
    fn notation(&self) -> String {
        match self.kind() {
            Kind::Alchemy(v) => format!("Al{v}"),
            Kind::Basic(s, v) => format!("{}{v}", s.code()),
            Kind::Merlin => format!("Me{}", self.0 - 75),
            Kind::Apprentice => format!("Ap{}", self.0 - 78),
        }
    }

    fn parse_notation(s: &str) -> Result<Card, NotationError> {
        let bad = || NotationError(s.to_string());
        let t = s.trim();
        if !t.is_char_boundary(2) || t.len() < 3 {
            return Err(bad());
        }
        let (head, num) = t.split_at(2);
        let v: u8 = num.parse().map_err(|_| bad())?;
        let in_range = |lo: u8, hi: u8| (lo..=hi).contains(&v);
        match head {
            "Al" if in_range(1, 15) => Ok(Card::alchemy(v)),
            "Me" if in_range(1, 3) => Ok(Card::merlin(v)),
            "Ap" if in_range(1, 2) => Ok(Card::apprentice(v)),
            _ => {
                let suit = Suit::ALL
                    .into_iter()
                    .find(|x| x.code() == head)
                    .ok_or_else(bad)?;
                if in_range(1, 15) {
                    Ok(Card::basic(suit, v))
                } else {
                    Err(bad())
                }
            }
        }
    }
}

tr_core::display_by_notation!(Card);

/// Cards from a space-separated notation list (fixtures): `"Sw3 Al5 Me1"`.
///
/// # Errors
/// The first word that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, NotationError> {
    tr_core::cards::parse_list(s)
}

/// The eight Heroes, each with its Legend (TRN-1.1, TRN-10.1, set `house_v1`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Hero {
    /// King Arthur — Royal Command / Excalibur.
    Arthur,
    /// Guinevere — Courtly Grace / Lancelot.
    Guinevere,
    /// Sir Gawain — Strength of the Sun / the Green Sash.
    Gawain,
    /// Mordred — Treachery / Camlann.
    Mordred,
    /// The Crusaders — Eastern Lore / the Holy Grail.
    Crusaders,
    /// The Lady of the Lake — Gift of the Lake / Brocéliande.
    Lady,
    /// Sir Tristan — Twin Hearts / Iseult.
    Tristan,
    /// Sir Perceval — Holy Innocence / the Fisher King.
    Perceval,
}

impl Hero {
    /// All eight, in the spec's order (TRN-10.1).
    pub const ALL: [Hero; 8] = [
        Hero::Arthur,
        Hero::Guinevere,
        Hero::Gawain,
        Hero::Mordred,
        Hero::Crusaders,
        Hero::Lady,
        Hero::Tristan,
        Hero::Perceval,
    ];

    /// The Legend's threshold (TRN-6.6): health at or below it activates the Legend for the
    /// next round. `None` for the Green Sash, active from the start (TRN-2.3, TRN-6.5).
    #[must_use]
    pub fn threshold(self) -> Option<u32> {
        match self {
            Hero::Arthur | Hero::Lady => Some(200),
            Hero::Guinevere | Hero::Crusaders | Hero::Tristan => Some(150),
            Hero::Mordred | Hero::Perceval => Some(100),
            Hero::Gawain => None,
        }
    }

    /// Index 0..8.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The English name used in logs and tests.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Hero::Arthur => "Arthur",
            Hero::Guinevere => "Guinevere",
            Hero::Gawain => "Gawain",
            Hero::Mordred => "Mordred",
            Hero::Crusaders => "Crusaders",
            Hero::Lady => "Lady",
            Hero::Tristan => "Tristan",
            Hero::Perceval => "Perceval",
        }
    }
}

/// The eight Godsend designs (TRN-9, set `house_v1`), three copies each.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Godsend {
    /// G1: round start, draw up to 3 weapons and discard as many.
    Providence,
    /// G2: ±1 on the card played, 3 uses, one per melee.
    DivineWill,
    /// G3: pre-feint, set one's card to any value 1–15.
    Miracle,
    /// G4: post-loss, the lost melee is set aside.
    Sanctuary,
    /// G5: automatic, regain 20 health at the injury step.
    Benediction,
    /// G6: injury step, remove one card of one's wound pile.
    Purification,
    /// G7: round start, double one suit in one other knight's pile.
    Judgement,
    /// G8: injury step, pass up to 2 non-Merlin cards to the health leader.
    Penance,
}

impl Godsend {
    /// All eight designs in the spec's order.
    pub const ALL: [Godsend; 8] = [
        Godsend::Providence,
        Godsend::DivineWill,
        Godsend::Miracle,
        Godsend::Sanctuary,
        Godsend::Benediction,
        Godsend::Purification,
        Godsend::Judgement,
        Godsend::Penance,
    ];

    /// Index 0..8.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One of the 24 Godsend cards, 0..24: copies of design `d` are `3d`, `3d+1`, `3d+2`
/// (canonical ids #81–#104, TRN-1.11).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GodsendCard(pub u8);

/// Godsend cards in the game (TRN-1.8).
pub const GODSENDS: usize = 24;

impl GodsendCard {
    /// Its design.
    #[must_use]
    pub fn design(self) -> Godsend {
        Godsend::ALL[usize::from(self.0 / 3) % 8]
    }

    /// Every Godsend card.
    #[must_use]
    pub fn all() -> Vec<GodsendCard> {
        (0..GODSENDS as u8).map(GodsendCard).collect()
    }

    /// The canonical id, #81–#104.
    #[must_use]
    pub fn id(self) -> u8 {
        81 + self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trn_1_11_ids_match_the_seed_pictures() {
        // The seed's combat example shows Sorcery 13 as #58 and Sorcery 7 as #52.
        assert_eq!(Card::basic(Suit::Sorcery, 13).id(), 58);
        assert_eq!(Card::basic(Suit::Sorcery, 7).id(), 52);
        assert_eq!(Card::merlin(1).id(), 76);
        assert_eq!(Card::apprentice(1).id(), 79);
        assert_eq!(Card::alchemy(1).id(), 1);
        assert_eq!(GodsendCard(17).id(), 98);
    }

    #[test]
    fn notation_round_trips_for_every_card() {
        for c in Card::deck(4) {
            assert_eq!(Card::parse_notation(&c.notation()), Ok(c), "{c}");
        }
        assert!(Card::parse_notation("Sw16").is_err());
        assert!(Card::parse_notation("Me4").is_err());
        assert!(Card::parse_notation("é").is_err());
    }

    /// TRN-1.3–1.7: the quick tests on ids say what the card's kind says, for every id.
    #[test]
    fn trn_1_3_id_tests_agree_with_the_kind() {
        for id in 0..=u8::MAX {
            let c = Card(id);
            let kind = c.kind();
            let suit = match kind {
                Kind::Basic(s, _) => Some(s),
                _ => None,
            };
            assert_eq!(c.suit(), suit, "{id}");
            assert_eq!(
                c.is_enchanter(),
                matches!(kind, Kind::Merlin | Kind::Apprentice),
                "{id}"
            );
            assert_eq!(c.is_merlin(), kind == Kind::Merlin, "{id}");
            assert_eq!(c.is_alchemy(), matches!(kind, Kind::Alchemy(_)), "{id}");
            let wounds = match kind {
                Kind::Merlin => 25,
                Kind::Basic(_, v) if POISON_VALUES.contains(&v) => 10,
                _ => 5,
            };
            assert_eq!(c.wounds(), wounds, "{id}");
        }
        assert_eq!(Card::merlin(2).wounds(), 25);
        assert_eq!(Card::basic(Suit::Arrows, 7).wounds(), 10);
        assert_eq!(Card::basic(Suit::Arrows, 8).suit(), Some(Suit::Arrows));
    }

    #[test]
    fn sorting_by_bits_sorts_as_sort_unstable() {
        let mut rng = tr_core::rng::GameRng::from_seed(5);
        for len in [0, 1, 2, 17, 65, 80] {
            let mut cards = Card::deck(4);
            rng.shuffle(&mut cards);
            cards.truncate(len);
            let mut expected = cards.clone();
            expected.sort_unstable();
            sort_cards(&mut cards);
            assert_eq!(cards, expected, "{len} cards");
        }
        // A card twice (never dealt, but the sort must still be right).
        let mut twice = vec![Card(9), Card(3), Card(9), Card(200)];
        sort_cards(&mut twice);
        assert_eq!(twice, vec![Card(3), Card(9), Card(9), Card(200)]);
    }

    #[test]
    fn trn_1_10_a_full_deck_holds_540_wounds() {
        let deck = Card::deck(4);
        assert_eq!(deck.len(), DECK_SIZE);
        assert_eq!(deck.iter().map(|c| c.wounds()).sum::<u32>(), 540);
        assert_eq!(deck.iter().filter(|c| c.is_poison()).count(), 16);
    }

    #[test]
    fn trn_12_1_two_knights_play_without_arrows() {
        let deck = Card::deck(2);
        assert_eq!(deck.len(), 65);
        assert!(deck.iter().all(|c| c.suit() != Some(Suit::Arrows)));
    }
}
