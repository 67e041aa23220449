//! Tournoi options (TRN-17): a typed config whose `Default` is the spec. Each `trn.*` key is
//! a field. The designed card sets (poison values, Heroes, Godsends) and the fixed 2-knight
//! Godsend row have one value today and are kept as enums so a link names them explicitly;
//! their amounts and thresholds are data of that set ([`super::cards`], [`super::powers`]).

use tr_core::bytes::Reader;
use tr_core::game::GameOptions;

/// TRN-2.2 `trn.hero_assignment`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum HeroAssignment {
    /// Heroes dealt at random.
    #[default]
    Random,
    /// A random knight picks first, then picks go clockwise.
    Draft,
}

/// TRN-2.9 [HOUSE] `trn.deal_order`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DealOrder {
    /// One card at a time, clockwise from the dealer's left, the dealer last.
    #[default]
    ClockwiseFromLeft,
}

/// TRN-1.5 [HOUSE] `trn.poison_values`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PoisonSet {
    /// 3, 7, 11 and 15 in every suit.
    #[default]
    HouseV1,
}

/// TRN-7.1 `trn.dealer_basis`: who deals the next round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DealerBasis {
    /// The knight with the most wounds this round.
    #[default]
    RoundWounds,
    /// The knight with the lowest health.
    LowestHealth,
}

/// TRN-8.16 / TRN-12.2 [HOUSE] `trn.two_player_godsend_row`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TwoPlayerRow {
    /// Use the 3–4 knight schedule.
    #[default]
    ThreeFour,
}

/// TRN-9 [HOUSE] `trn.godsend_set`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum GodsendSet {
    /// The eight designs of TRN-9.
    #[default]
    HouseV1,
}

/// TRN-10 [HOUSE] `trn.hero_set`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum HeroSet {
    /// The powers and thresholds of TRN-10.
    #[default]
    HouseV1,
}

/// TRN-11.3 [HOUSE] `trn.final_tie_break`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FinalTieBreak {
    /// Tied knights share the victory.
    #[default]
    Shared,
    /// The tied knight with the fewest wounds in the last round wins; still tied, shared.
    FewestRoundWounds,
}

/// Every option of a game of Tournoi.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournoiOptions {
    /// `trn.hero_assignment` (TRN-2.2).
    pub hero_assignment: HeroAssignment,
    /// `trn.deal_order` (TRN-2.9).
    pub deal_order: DealOrder,
    /// `trn.poison_values` (TRN-1.5).
    pub poison: PoisonSet,
    /// `trn.enchanter_value_range` (TRN-4.7): the highest value an enchanter may be named
    /// (the lowest is 1). Default 15.
    pub enchanter_max: u8,
    /// `trn.dealer_basis` (TRN-7.1).
    pub dealer_basis: DealerBasis,
    /// `trn.bonus_requires_recipient` (TRN-8.8): only scheduled recipients get the 100/200
    /// bonus cards.
    pub bonus_requires_recipient: bool,
    /// `trn.two_player_godsend_row` (TRN-12.2).
    pub two_player_godsend_row: TwoPlayerRow,
    /// `trn.godsend_set` (TRN-9).
    pub godsend_set: GodsendSet,
    /// `trn.hero_set` (TRN-10).
    pub hero_set: HeroSet,
    /// `trn.final_tie_break` (TRN-11.3).
    pub final_tie_break: FinalTieBreak,
    /// `trn.max_rounds` (TRN-11.4): the safety valve. Default 50.
    pub max_rounds: u8,
}

impl Default for TournoiOptions {
    fn default() -> Self {
        Self {
            hero_assignment: HeroAssignment::Random,
            deal_order: DealOrder::ClockwiseFromLeft,
            poison: PoisonSet::HouseV1,
            enchanter_max: 15,
            dealer_basis: DealerBasis::RoundWounds,
            bonus_requires_recipient: false,
            two_player_godsend_row: TwoPlayerRow::ThreeFour,
            godsend_set: GodsendSet::HouseV1,
            hero_set: HeroSet::HouseV1,
            final_tie_break: FinalTieBreak::Shared,
            max_rounds: 50,
        }
    }
}

impl TournoiOptions {
    /// Checks values a link could carry but the rules do not allow.
    ///
    /// # Errors
    /// The first option out of range.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=15).contains(&self.enchanter_max) {
            return Err(format!("enchanter value range 1..{}", self.enchanter_max));
        }
        if self.max_rounds == 0 {
            return Err("max rounds 0".into());
        }
        Ok(())
    }
}

fn one(b: u8, name: &str) -> Result<(), String> {
    if b == 0 {
        Ok(())
    } else {
        Err(format!("unknown {name} {b}"))
    }
}

impl GameOptions for TournoiOptions {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(match self.hero_assignment {
            HeroAssignment::Random => 0,
            HeroAssignment::Draft => 1,
        });
        out.push(match self.deal_order {
            DealOrder::ClockwiseFromLeft => 0,
        });
        out.push(match self.poison {
            PoisonSet::HouseV1 => 0,
        });
        out.push(self.enchanter_max);
        out.push(match self.dealer_basis {
            DealerBasis::RoundWounds => 0,
            DealerBasis::LowestHealth => 1,
        });
        out.push(u8::from(self.bonus_requires_recipient));
        out.push(match self.two_player_godsend_row {
            TwoPlayerRow::ThreeFour => 0,
        });
        out.push(match self.godsend_set {
            GodsendSet::HouseV1 => 0,
        });
        out.push(match self.hero_set {
            HeroSet::HouseV1 => 0,
        });
        out.push(match self.final_tie_break {
            FinalTieBreak::Shared => 0,
            FinalTieBreak::FewestRoundWounds => 1,
        });
        out.push(self.max_rounds);
    }

    fn decode(input: &mut Reader<'_>) -> Result<Self, String> {
        let hero_assignment = match input.u8()? {
            0 => HeroAssignment::Random,
            1 => HeroAssignment::Draft,
            b => return Err(format!("unknown hero assignment {b}")),
        };
        one(input.u8()?, "deal order")?;
        one(input.u8()?, "poison set")?;
        let enchanter_max = input.u8()?;
        let dealer_basis = match input.u8()? {
            0 => DealerBasis::RoundWounds,
            1 => DealerBasis::LowestHealth,
            b => return Err(format!("unknown dealer basis {b}")),
        };
        let bonus_requires_recipient = match input.u8()? {
            0 => false,
            1 => true,
            b => return Err(format!("bonus rule {b}")),
        };
        one(input.u8()?, "two-knight Godsend row")?;
        one(input.u8()?, "Godsend set")?;
        one(input.u8()?, "Hero set")?;
        let final_tie_break = match input.u8()? {
            0 => FinalTieBreak::Shared,
            1 => FinalTieBreak::FewestRoundWounds,
            b => return Err(format!("unknown tie break {b}")),
        };
        let o = Self {
            hero_assignment,
            deal_order: DealOrder::ClockwiseFromLeft,
            poison: PoisonSet::HouseV1,
            enchanter_max,
            dealer_basis,
            bonus_requires_recipient,
            two_player_godsend_row: TwoPlayerRow::ThreeFour,
            godsend_set: GodsendSet::HouseV1,
            hero_set: HeroSet::HouseV1,
            final_tie_break,
            max_rounds: input.u8()?,
        };
        o.validate()?;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trn_17_defaults_are_the_spec() {
        let o = TournoiOptions::default();
        assert_eq!(o.hero_assignment, HeroAssignment::Random);
        assert_eq!(o.dealer_basis, DealerBasis::RoundWounds);
        assert!(!o.bonus_requires_recipient);
        assert_eq!(o.final_tie_break, FinalTieBreak::Shared);
        assert_eq!(o.max_rounds, 50);
        assert_eq!(o.enchanter_max, 15);
    }

    #[test]
    fn options_round_trip_and_reject_unknown_bytes() {
        let o = TournoiOptions {
            hero_assignment: HeroAssignment::Draft,
            dealer_basis: DealerBasis::LowestHealth,
            bonus_requires_recipient: true,
            final_tie_break: FinalTieBreak::FewestRoundWounds,
            max_rounds: 7,
            enchanter_max: 12,
            ..TournoiOptions::default()
        };
        let mut out = Vec::new();
        o.encode(&mut out);
        assert_eq!(TournoiOptions::decode(&mut Reader::new(&out)), Ok(o));
        for i in 0..out.len() {
            let mut bad = out.clone();
            // Every byte but the last names a value of a short list; the last (max rounds)
            // only refuses 0.
            bad[i] = if i + 1 == out.len() { 0 } else { 0xFF };
            assert!(
                TournoiOptions::decode(&mut Reader::new(&bad)).is_err(),
                "byte {i}"
            );
        }
    }
}
