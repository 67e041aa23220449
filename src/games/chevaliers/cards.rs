//! The cards and pieces of Les Chevaliers de la Table Ronde (CHV-1): 84 White cards, 76 Black
//! cards, 8 Loyalty cards and the seven knights.
//!
//! Copies of a card are interchangeable, so the engine holds cards by kind: a card's
//! canonical id (CHV-1.7) is its kind plus its copy number, given by [`white_ids`] and
//! [`black_ids`] in manifest order.
//!
//! Notation (fixtures, golden files): White `F1`…`F5` (Fight), `Gr` (Grail), `Me` (Merlin),
//! `Fate`, `Piety`, `Hero` (Heroism), `Reinf`, `Clair`, `Mess`, `Lady`, `Conv`; Black
//! `BK1`…`BK7` (Black Knight), `LD1`…`LD7` (Lancelot/Dragon by its Lancelot value), `Exc`,
//! `Desp`, `Pict`, `Saxon`, `Merc`, `Mo1`…`Mo5` (Morgan), `Deso`, `Forest`, `Guin`, `Mists`,
//! `Mordred`, `Vivien`.

use tr_core::cards::{Notation, NotationError};

/// A White card (CHV-1.8).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum White {
    /// Fight, value 1–5.
    Fight(u8),
    /// Grail.
    Grail,
    /// Merlin (CHV-8.2).
    Merlin,
    /// Fate (CHV-8.3).
    Fate,
    /// Piety.
    Piety,
    /// Heroism.
    Heroism,
    /// Reinforcements.
    Reinforcements,
    /// Clairvoyance.
    Clairvoyance,
    /// Messenger.
    Messenger,
    /// Lady of the Lake.
    LadyOfTheLake,
    /// Convocation.
    Convocation,
}

impl White {
    /// The eight single special cards (CHV-8.3), Merlin apart.
    pub const SINGLES: [White; 8] = [
        White::Fate,
        White::Piety,
        White::Heroism,
        White::Reinforcements,
        White::Clairvoyance,
        White::Messenger,
        White::LadyOfTheLake,
        White::Convocation,
    ];

    /// A Special White card, played as the SPECIAL action (CHV-5.7): Merlin and the singles.
    #[must_use]
    pub fn is_special(self) -> bool {
        !matches!(self, White::Fight(_) | White::Grail)
    }

    /// The value of a Fight card.
    #[must_use]
    pub fn fight(self) -> Option<u8> {
        match self {
            White::Fight(v) => Some(v),
            _ => None,
        }
    }
}

/// Copies of each Fight value 1–5 (CHV-1.8).
pub const FIGHT_COPIES: [usize; 5] = [14, 12, 10, 8, 7];
/// Grail cards.
pub const GRAIL_COPIES: usize = 18;
/// Merlin cards.
pub const MERLIN_COPIES: usize = 7;
/// White cards in all (CHV-1.6).
pub const WHITE_TOTAL: usize = 84;
/// Black cards in all (CHV-1.6).
pub const BLACK_TOTAL: usize = 76;

/// The White manifest (CHV-1.8), in canonical id order.
#[must_use]
pub fn white_manifest() -> Vec<White> {
    let mut out = Vec::with_capacity(WHITE_TOTAL);
    for (i, &k) in FIGHT_COPIES.iter().enumerate() {
        out.extend(std::iter::repeat_n(White::Fight(i as u8 + 1), k));
    }
    out.extend(std::iter::repeat_n(White::Grail, GRAIL_COPIES));
    out.extend(std::iter::repeat_n(White::Merlin, MERLIN_COPIES));
    out.extend(White::SINGLES);
    out
}

/// A Black card (CHV-1.9).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Black {
    /// Black Knight, value 1, 3, 5 or 7.
    BlackKnight(u8),
    /// Lancelot/Dragon, by its Lancelot value 1, 3, 5 or 7 (its Dragon value is 4 more).
    LancelotDragon(u8),
    /// Excalibur: the sword moves toward Oblivion.
    Excalibur,
    /// Despair (Holy Grail).
    Despair,
    /// Picts: a warrior.
    Picts,
    /// Saxons: a warrior.
    Saxons,
    /// Mercenaries: a warrior in the drawer's choice of war.
    Mercenaries,
    /// Morgan, one of five different cards M1…M5 (CHV-9.1).
    Morgan(u8),
    /// Desolation (special, Holy Grail).
    Desolation,
    /// Dark Forest (*Brocéliande*, special).
    DarkForest,
    /// Guinevere (special).
    Guinevere,
    /// Mists of Avalon (special).
    Mists,
    /// Mordred (special).
    Mordred,
    /// Vivien (special).
    Vivien,
}

impl Black {
    /// A Special Black card (CHV-1.9): the Merlin cancel applies to it (CHV-6.2).
    #[must_use]
    pub fn is_special(self) -> bool {
        matches!(
            self,
            Black::Morgan(_)
                | Black::Desolation
                | Black::DarkForest
                | Black::Guinevere
                | Black::Mists
                | Black::Mordred
                | Black::Vivien
        )
    }

    /// The Dragon value of a Lancelot/Dragon card.
    #[must_use]
    pub fn dragon_value(self) -> Option<u8> {
        match self {
            Black::LancelotDragon(v) => Some(v + 4),
            _ => None,
        }
    }
}

/// Black Knight cards per value 1, 3, 5, 7 (CHV-1.9).
pub const BLACK_KNIGHT_COPIES: [usize; 4] = [5, 3, 2, 1];
/// Lancelot/Dragon cards per Lancelot value 1, 3, 5, 7.
pub const LANCELOT_COPIES: [usize; 4] = [4, 3, 3, 1];

/// The Black manifest (CHV-1.9), in canonical id order.
#[must_use]
pub fn black_manifest() -> Vec<Black> {
    let mut out = Vec::with_capacity(BLACK_TOTAL);
    for (i, &k) in BLACK_KNIGHT_COPIES.iter().enumerate() {
        out.extend(std::iter::repeat_n(Black::BlackKnight(2 * i as u8 + 1), k));
    }
    for (i, &k) in LANCELOT_COPIES.iter().enumerate() {
        out.extend(std::iter::repeat_n(
            Black::LancelotDragon(2 * i as u8 + 1),
            k,
        ));
    }
    out.extend(std::iter::repeat_n(Black::Excalibur, 15));
    out.extend(std::iter::repeat_n(Black::Despair, 15));
    out.extend(std::iter::repeat_n(Black::Picts, 4));
    out.extend(std::iter::repeat_n(Black::Saxons, 4));
    out.extend(std::iter::repeat_n(Black::Mercenaries, 4));
    out.extend((1..=5).map(Black::Morgan));
    out.extend(std::iter::repeat_n(Black::Desolation, 2));
    out.extend([
        Black::DarkForest,
        Black::Guinevere,
        Black::Mists,
        Black::Mordred,
        Black::Vivien,
    ]);
    out
}

/// Canonical ids (CHV-1.7): each White card of the manifest with its copy number (1-based).
#[must_use]
pub fn white_ids() -> Vec<(White, u8)> {
    with_copies(&white_manifest())
}

/// Canonical ids (CHV-1.7) of the Black cards.
#[must_use]
pub fn black_ids() -> Vec<(Black, u8)> {
    with_copies(&black_manifest())
}

fn with_copies<T: Copy + PartialEq>(cards: &[T]) -> Vec<(T, u8)> {
    let mut out: Vec<(T, u8)> = Vec::with_capacity(cards.len());
    for &c in cards {
        let copy = out.iter().filter(|(k, _)| *k == c).count() as u8 + 1;
        out.push((c, copy));
    }
    out
}

/// A Loyalty card (CHV-1.6).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Loyalty {
    /// Loyal to Arthur.
    Loyal,
    /// The Traitor (*félon*).
    Traitor,
}

/// The seven knights (CHV-10), in the spec's order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Knight {
    /// King Arthur: an exchange per turn; plays first (CHV-10.1).
    Arthur,
    /// Sir Galahad: a free Special White card per turn (CHV-10.2).
    Galahad,
    /// Sir Gawain: draws 3 at the Round Table (CHV-10.3).
    Gawain,
    /// Sir Kay: one more Fight card at a combat's end or after his siege roll (CHV-10.4).
    Kay,
    /// Sir Palamedes: +1 Life on every quest won where he is (CHV-10.5).
    Palamedes,
    /// Sir Percival: may look at the top Black card first (CHV-10.6).
    Percival,
    /// Sir Tristan: a free departure from Camelot per turn (CHV-10.7).
    Tristan,
}

impl Knight {
    /// All seven.
    pub const ALL: [Knight; 7] = [
        Knight::Arthur,
        Knight::Galahad,
        Knight::Gawain,
        Knight::Kay,
        Knight::Palamedes,
        Knight::Percival,
        Knight::Tristan,
    ];
}

impl Notation for White {
    fn notation(&self) -> String {
        match self {
            White::Fight(v) => format!("F{v}"),
            White::Grail => "Gr".into(),
            White::Merlin => "Me".into(),
            White::Fate => "Fate".into(),
            White::Piety => "Piety".into(),
            White::Heroism => "Hero".into(),
            White::Reinforcements => "Reinf".into(),
            White::Clairvoyance => "Clair".into(),
            White::Messenger => "Mess".into(),
            White::LadyOfTheLake => "Lady".into(),
            White::Convocation => "Conv".into(),
        }
    }

    fn parse_notation(s: &str) -> Result<Self, NotationError> {
        let bad = || NotationError(s.to_string());
        Ok(match s {
            "Gr" => White::Grail,
            "Me" => White::Merlin,
            "Fate" => White::Fate,
            "Piety" => White::Piety,
            "Hero" => White::Heroism,
            "Reinf" => White::Reinforcements,
            "Clair" => White::Clairvoyance,
            "Mess" => White::Messenger,
            "Lady" => White::LadyOfTheLake,
            "Conv" => White::Convocation,
            _ => {
                let v: u8 = s
                    .strip_prefix('F')
                    .ok_or_else(bad)?
                    .parse()
                    .map_err(|_| bad())?;
                if !(1..=5).contains(&v) {
                    return Err(bad());
                }
                White::Fight(v)
            }
        })
    }
}

impl Notation for Black {
    fn notation(&self) -> String {
        match self {
            Black::BlackKnight(v) => format!("BK{v}"),
            Black::LancelotDragon(v) => format!("LD{v}"),
            Black::Excalibur => "Exc".into(),
            Black::Despair => "Desp".into(),
            Black::Picts => "Pict".into(),
            Black::Saxons => "Saxon".into(),
            Black::Mercenaries => "Merc".into(),
            Black::Morgan(k) => format!("Mo{k}"),
            Black::Desolation => "Deso".into(),
            Black::DarkForest => "Forest".into(),
            Black::Guinevere => "Guin".into(),
            Black::Mists => "Mists".into(),
            Black::Mordred => "Mordred".into(),
            Black::Vivien => "Vivien".into(),
        }
    }

    fn parse_notation(s: &str) -> Result<Self, NotationError> {
        let bad = || NotationError(s.to_string());
        let num = |p: &str| -> Option<u8> { s.strip_prefix(p)?.parse().ok() };
        Ok(match s {
            "Exc" => Black::Excalibur,
            "Desp" => Black::Despair,
            "Pict" => Black::Picts,
            "Saxon" => Black::Saxons,
            "Merc" => Black::Mercenaries,
            "Deso" => Black::Desolation,
            "Forest" => Black::DarkForest,
            "Guin" => Black::Guinevere,
            "Mists" => Black::Mists,
            "Mordred" => Black::Mordred,
            "Vivien" => Black::Vivien,
            _ => {
                if let Some(v) = num("BK").filter(|v| [1, 3, 5, 7].contains(v)) {
                    Black::BlackKnight(v)
                } else if let Some(v) = num("LD").filter(|v| [1, 3, 5, 7].contains(v)) {
                    Black::LancelotDragon(v)
                } else if let Some(k) = num("Mo").filter(|k| (1..=5).contains(k)) {
                    Black::Morgan(k)
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

tr_core::display_by_notation!(White, Black);

/// Parses White cards separated by spaces (`"F2 F5 Gr Me"`).
///
/// # Errors
/// The first word that is not a White card.
pub fn whites(s: &str) -> Result<Vec<White>, NotationError> {
    tr_core::cards::parse_list(s)
}

/// Parses Black cards separated by spaces (`"BK1 BK3 Desp"`).
///
/// # Errors
/// The first word that is not a Black card.
pub fn blacks(s: &str) -> Result<Vec<Black>, NotationError> {
    tr_core::cards::parse_list(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chv_1_6_the_manifests_have_the_official_totals() {
        let w = white_manifest();
        assert_eq!(w.len(), WHITE_TOTAL);
        assert_eq!(w.iter().filter(|c| c.fight().is_some()).count(), 51);
        assert_eq!(w.iter().filter(|c| c.is_special()).count(), 15);
        let b = black_manifest();
        assert_eq!(b.len(), BLACK_TOTAL);
        assert_eq!(b.iter().filter(|c| c.is_special()).count(), 12);
    }

    #[test]
    fn chv_1_7_ids_round_trip_through_the_notation() {
        for (c, _) in white_ids() {
            assert_eq!(White::parse_notation(&c.notation()), Ok(c));
        }
        for (c, _) in black_ids() {
            assert_eq!(Black::parse_notation(&c.notation()), Ok(c));
        }
        assert!(White::parse_notation("F6").is_err());
        assert!(Black::parse_notation("BK2").is_err());
        let ids = black_ids();
        assert_eq!(
            ids.iter()
                .filter(|(c, _)| *c == Black::Excalibur)
                .map(|x| x.1)
                .max(),
            Some(15)
        );
    }
}
