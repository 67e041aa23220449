//! The 110 cards of Camelot (CAM-1): 70 colour cards, 20 supporters, 20 action cards.
//!
//! Notation (fixtures, golden files): colour letter then value — `P7`, `R3`, `B5`, `Y2`,
//! `G1`; supporters `Sq2`, `Sq3`, `M6`; action cards by their English (Ivanhoe) name without
//! spaces, e.g. `Riposte`, `KnockDown`, `Ivanhoe` (the Lancelot card).

use tr_core::cards::{Notation, NotationError};

/// The five tournament colours, strongest first (CAM-1.3, for information only).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    /// Purple (*violet*): jousting lance.
    Purple,
    /// Red (*rouge*): sword.
    Red,
    /// Blue (*bleu*): axe.
    Blue,
    /// Yellow (*jaune*): morningstar.
    Yellow,
    /// Green (*vert*): bare hands; every display card counts 1 (CAM-7.2).
    Green,
}

impl Colour {
    /// Every colour, strongest first.
    pub const ALL: [Colour; 5] = [
        Colour::Purple,
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
    ];

    /// The three "weapon" colours that Unhorse and Change Weapon can name (CAM-10.1/10.2).
    pub const WEAPONS: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Yellow];

    /// The letter of the notation.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Colour::Purple => 'P',
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Green => 'G',
        }
    }

    /// Index 0..5 in [`Colour::ALL`] order.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// True for red, blue and yellow.
    #[must_use]
    pub fn is_weapon(self) -> bool {
        Colour::WEAPONS.contains(&self)
    }

    /// `(value, copies)` of this colour's cards (CAM-1.3).
    #[must_use]
    pub fn distribution(self) -> &'static [(u8, u8)] {
        match self {
            Colour::Purple => &[(3, 4), (4, 4), (5, 4), (7, 2)],
            Colour::Red => &[(3, 6), (4, 6), (5, 2)],
            Colour::Blue => &[(2, 4), (3, 4), (4, 4), (5, 2)],
            Colour::Yellow => &[(2, 4), (3, 8), (4, 2)],
            Colour::Green => &[(1, 14)],
        }
    }
}

/// The 17 kinds of action card (CAM-1.5), named after the English edition.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ActionCard {
    /// *Désarçonné*: purple → red, blue or yellow.
    Unhorse,
    /// *Changement d'arme*: red/blue/yellow → another of those.
    ChangeWeapon,
    /// *Maladresse*: red/blue/yellow → green.
    DropWeapon,
    /// *Lance brisée*: an opponent discards his purple display cards.
    BreakLance,
    /// *Riposte* (×3): take an opponent's top display card.
    Riposte,
    /// *Esquive*: discard any one card of an opponent's display.
    Dodge,
    /// *Retraite*: take one of your display cards back into your hand.
    Retreat,
    /// *Chute* (×2): take a random card from an opponent's hand.
    KnockDown,
    /// *Feinte*: every opponent discards his top display card.
    Outmaneuver,
    /// *Charge*: everyone discards the lowest value showing.
    Charge,
    /// *Contre-charge*: everyone discards the highest value showing.
    Countercharge,
    /// *Disgrâce*: everyone discards his supporters.
    Disgrace,
    /// *Adaptation*: everyone keeps one card of each value.
    Adapt,
    /// *Finesse*: swap a face-up card of yours with one of an opponent's.
    Outwit,
    /// *Bouclier*: lies beside your display; others' action cards cannot touch it.
    Shield,
    /// *Assommé*: lies beside an opponent's display; one card added per turn.
    Stunned,
    /// *Lancelot* (Ivanhoe): cancels an action card just played, out of turn.
    Ivanhoe,
}

impl ActionCard {
    /// Every kind, in the spec's order (CAM-1.5).
    pub const ALL: [ActionCard; 17] = [
        ActionCard::Unhorse,
        ActionCard::ChangeWeapon,
        ActionCard::DropWeapon,
        ActionCard::BreakLance,
        ActionCard::Riposte,
        ActionCard::Dodge,
        ActionCard::Retreat,
        ActionCard::KnockDown,
        ActionCard::Outmaneuver,
        ActionCard::Charge,
        ActionCard::Countercharge,
        ActionCard::Disgrace,
        ActionCard::Adapt,
        ActionCard::Outwit,
        ActionCard::Shield,
        ActionCard::Stunned,
        ActionCard::Ivanhoe,
    ];

    /// Copies in the deck (CAM-1.5, [SRC: GMT-RB]).
    #[must_use]
    pub fn copies(self) -> u8 {
        match self {
            ActionCard::Riposte => 3,
            ActionCard::KnockDown => 2,
            _ => 1,
        }
    }

    /// The notation name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ActionCard::Unhorse => "Unhorse",
            ActionCard::ChangeWeapon => "ChangeWeapon",
            ActionCard::DropWeapon => "DropWeapon",
            ActionCard::BreakLance => "BreakLance",
            ActionCard::Riposte => "Riposte",
            ActionCard::Dodge => "Dodge",
            ActionCard::Retreat => "Retreat",
            ActionCard::KnockDown => "KnockDown",
            ActionCard::Outmaneuver => "Outmaneuver",
            ActionCard::Charge => "Charge",
            ActionCard::Countercharge => "Countercharge",
            ActionCard::Disgrace => "Disgrace",
            ActionCard::Adapt => "Adapt",
            ActionCard::Outwit => "Outwit",
            ActionCard::Shield => "Shield",
            ActionCard::Stunned => "Stunned",
            ActionCard::Ivanhoe => "Ivanhoe",
        }
    }

    /// Index 0..17 in [`ActionCard::ALL`] order.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One card of the 110.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Card {
    /// A colour card with its printed value.
    Colour(Colour, u8),
    /// A Squire (*écuyer*), printed 2 or 3.
    Squire(u8),
    /// A Maiden (*dame*), printed 6.
    Maiden,
    /// An action card.
    Action(ActionCard),
}

/// Number of cards in the game (CAM-1.1).
pub const DECK_SIZE: usize = 110;

/// Number of distinct card kinds (colour/value pairs, 3 supporters, 17 actions).
pub const KINDS: usize = 15 + 3 + 17;

impl Card {
    /// The printed value of a colour card or supporter (action cards have none).
    #[must_use]
    pub fn value(self) -> Option<u8> {
        match self {
            Card::Colour(_, v) | Card::Squire(v) => Some(v),
            Card::Maiden => Some(6),
            Card::Action(_) => None,
        }
    }

    /// The printed value, 0 for action cards.
    #[must_use]
    pub fn printed(self) -> u8 {
        self.value().unwrap_or(0)
    }

    /// True for Squires and Maidens (CAM-1.4).
    #[must_use]
    pub fn is_supporter(self) -> bool {
        matches!(self, Card::Squire(_) | Card::Maiden)
    }

    /// True for cards that go into a display when played (colour cards and supporters).
    #[must_use]
    pub fn is_display_card(self) -> bool {
        !matches!(self, Card::Action(_))
    }

    /// The colour of a colour card.
    #[must_use]
    pub fn colour(self) -> Option<Colour> {
        match self {
            Card::Colour(c, _) => Some(c),
            _ => None,
        }
    }

    /// The action kind of an action card.
    #[must_use]
    pub fn action(self) -> Option<ActionCard> {
        match self {
            Card::Action(a) => Some(a),
            _ => None,
        }
    }

    /// A dense index 0..[`KINDS`] of the card's kind (for counting arrays).
    #[must_use]
    pub fn kind_index(self) -> usize {
        match self {
            Card::Colour(c, v) => {
                let before: usize = Colour::ALL[..c.index()]
                    .iter()
                    .map(|c| c.distribution().len())
                    .sum();
                let pos = c
                    .distribution()
                    .iter()
                    .position(|(x, _)| *x == v)
                    .unwrap_or(0);
                before + pos
            }
            Card::Squire(2) => 15,
            Card::Squire(_) => 16,
            Card::Maiden => 17,
            Card::Action(a) => 18 + a.index(),
        }
    }

    /// Every kind with its number of copies (CAM-1.3 to CAM-1.5), in kind-index order.
    #[must_use]
    pub fn kinds() -> Vec<(Card, u8)> {
        let mut out = Vec::with_capacity(KINDS);
        for c in Colour::ALL {
            for &(v, n) in c.distribution() {
                out.push((Card::Colour(c, v), n));
            }
        }
        out.push((Card::Squire(2), 8));
        out.push((Card::Squire(3), 8));
        out.push((Card::Maiden, 4));
        for a in ActionCard::ALL {
            out.push((Card::Action(a), a.copies()));
        }
        out
    }

    /// The 110 cards in a fixed order (the order a new deck is shuffled from).
    #[must_use]
    pub fn deck() -> Vec<Card> {
        Card::kinds()
            .into_iter()
            .flat_map(|(c, n)| std::iter::repeat_n(c, usize::from(n)))
            .collect()
    }
}

tr_core::display_by_notation!(Card);

impl Notation for Card {
    fn notation(&self) -> String {
        match self {
            Card::Colour(c, v) => format!("{}{v}", c.letter()),
            Card::Squire(v) => format!("Sq{v}"),
            Card::Maiden => "M6".into(),
            Card::Action(a) => a.name().into(),
        }
    }

    fn parse_notation(s: &str) -> Result<Card, NotationError> {
        let t = s.trim();
        match t {
            "Sq2" => return Ok(Card::Squire(2)),
            "Sq3" => return Ok(Card::Squire(3)),
            "M6" => return Ok(Card::Maiden),
            _ => {}
        }
        if let Some(a) = ActionCard::ALL.into_iter().find(|a| a.name() == t) {
            return Ok(Card::Action(a));
        }
        tr_core::cards::letter_value(t, Colour::ALL, Colour::letter, |c, v| {
            c.distribution()
                .iter()
                .any(|(x, _)| *x == v)
                .then_some(Card::Colour(c, v))
        })
    }
}

/// Parses a space-separated card list.
///
/// # Errors
/// The first word that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, NotationError> {
    tr_core::cards::parse_list(s)
}

/// Fixture helper: [`parse_cards`], panicking on a typo.
///
/// # Panics
/// When the text is not a card list; use only with literal fixtures.
#[must_use]
pub fn cards(s: &str) -> Vec<Card> {
    tr_core::cards::fixture_list(s)
}

/// Fixture helper: one card.
///
/// # Panics
/// When the text is not a card.
#[must_use]
pub fn card(s: &str) -> Card {
    Card::parse_notation(s).unwrap_or_else(|e| panic!("bad fixture: {e}"))
}

/// Card counts by kind, for conservation checks.
#[must_use]
pub fn count_kinds<'a>(cards: impl IntoIterator<Item = &'a Card>) -> [u16; KINDS] {
    let mut out = [0u16; KINDS];
    for c in cards {
        out[c.kind_index()] += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CAM-1.1, CAM-1.3 to CAM-1.5: 110 cards, 70 + 20 + 20, each kind's count.
    #[test]
    fn cam_1_1_deck_has_110_cards_by_kind() {
        let deck = Card::deck();
        assert_eq!(deck.len(), DECK_SIZE);
        let colour = deck.iter().filter(|c| c.colour().is_some()).count();
        let supporters = deck.iter().filter(|c| c.is_supporter()).count();
        let actions = deck.iter().filter(|c| c.action().is_some()).count();
        assert_eq!((colour, supporters, actions), (70, 20, 20));
        for c in Colour::ALL {
            assert_eq!(deck.iter().filter(|x| x.colour() == Some(c)).count(), 14);
        }
        assert_eq!(deck.iter().filter(|c| **c == Card::Maiden).count(), 4);
        let kinds = Card::kinds();
        assert_eq!(kinds.len(), KINDS);
        for (i, (c, _)) in kinds.iter().enumerate() {
            assert_eq!(c.kind_index(), i);
            assert_eq!(card(&c.notation()), *c, "notation round-trips");
        }
        assert!(Card::parse_notation("R7").is_err(), "no red 7 exists");
    }
}
