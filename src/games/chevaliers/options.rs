//! Chevaliers options (CHV-20): a typed config whose `Default` is the spec. Each `chv.*` key is
//! a field; fixed engine conventions of CHV-20 have no option.

use tr_core::bytes::Reader;
use tr_core::game::GameOptions;

/// CHV-2.3 `chv.knight_assignment`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum KnightAssignment {
    /// Knights dealt at random.
    #[default]
    Random,
    /// Each player picks a knight, in seat order.
    Choose,
}

/// CHV-2.4 `chv.loyalty_pool`: which Loyalty cards are dealt.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LoyaltyPool {
    /// The Traitor and n Loyal cards, one left aside unseen: a Traitor with probability
    /// n/(n+1).
    #[default]
    NPlusOne,
    /// All eight cards shuffled, n dealt: a Traitor with probability n/8.
    AllEight,
    /// The Traitor is always dealt.
    GuaranteedTraitor,
    /// Nobody is the Traitor (learning game).
    NoTraitor,
}

impl LoyaltyPool {
    /// The Loyalty cards shuffled for `n` knights (CHV-2.4) and whether the Traitor is one.
    #[must_use]
    pub fn cards(self, n: usize) -> (usize, bool) {
        match self {
            LoyaltyPool::NPlusOne => (n + 1, true),
            LoyaltyPool::AllEight => (8, true),
            LoyaltyPool::GuaranteedTraitor => (n, true),
            LoyaltyPool::NoTraitor => (n + 1, false),
        }
    }
}

/// CHV-1.7 `chv.manifest`: the card counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Manifest {
    /// The counts of CHV-1.8 and CHV-1.9.
    #[default]
    Standard,
}

/// Every option of a game of Chevaliers.
#[derive(Clone, PartialEq, Eq, Debug)]
#[allow(clippy::struct_excessive_bools)] // one flag per `chv.*` key of the spec
pub struct ChevaliersOptions {
    /// `chv.knight_assignment` (CHV-2.3).
    pub knight_assignment: KnightAssignment,
    /// `chv.loyalty_pool` (CHV-2.4).
    pub loyalty_pool: LoyaltyPool,
    /// `chv.heal_allows_merlin_triplet` (CHV-5.8): three Merlins heal. Default true.
    pub heal_allows_merlin_triplet: bool,
    /// `chv.excalibur_half_track` (CHV-7.7): steps from the centre to a shore. Default 5.
    pub excalibur_half_track: u8,
    /// `chv.excalibur_in_siege` (CHV-7.10): Excalibur's +1 in its holder's siege fights.
    pub excalibur_in_siege: bool,
    /// `chv.kay_in_siege` (CHV-7.10): Kay's extra card after his siege roll.
    pub kay_in_siege: bool,
    /// `chv.voluntary_traitor_reveal` (CHV-13.8). Default false.
    pub voluntary_traitor_reveal: bool,
    /// `chv.dead_traitor_flips` (CHV-14.3). Default true: the seed's final count makes no
    /// exception for a Traitor who died unmasked; false is the official FAQ's reading.
    pub dead_traitor_flips: bool,
    /// `chv.reshuffle_both` (CHV-15.1). Default true.
    pub reshuffle_both: bool,
    /// `chv.free_chat` (CHV-16.3). Default false; the engine has no chat, the table reads it.
    pub free_chat: bool,
    /// `chv.manifest` (CHV-1.7).
    pub manifest: Manifest,
}

impl Default for ChevaliersOptions {
    fn default() -> Self {
        Self {
            knight_assignment: KnightAssignment::Random,
            loyalty_pool: LoyaltyPool::NPlusOne,
            heal_allows_merlin_triplet: true,
            excalibur_half_track: 5,
            excalibur_in_siege: true,
            kay_in_siege: true,
            voluntary_traitor_reveal: false,
            dead_traitor_flips: true,
            reshuffle_both: true,
            free_chat: false,
            manifest: Manifest::Standard,
        }
    }
}

impl ChevaliersOptions {
    /// Checks values a link could carry but the rules do not allow.
    ///
    /// # Errors
    /// The first option out of range.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=9).contains(&self.excalibur_half_track) {
            return Err(format!(
                "Excalibur half track {}",
                self.excalibur_half_track
            ));
        }
        Ok(())
    }
}

fn flag(b: u8, name: &str) -> Result<bool, String> {
    match b {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(format!("{name} {b}")),
    }
}

impl GameOptions for ChevaliersOptions {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(match self.knight_assignment {
            KnightAssignment::Random => 0,
            KnightAssignment::Choose => 1,
        });
        out.push(match self.loyalty_pool {
            LoyaltyPool::NPlusOne => 0,
            LoyaltyPool::AllEight => 1,
            LoyaltyPool::GuaranteedTraitor => 2,
            LoyaltyPool::NoTraitor => 3,
        });
        out.push(u8::from(self.heal_allows_merlin_triplet));
        out.push(self.excalibur_half_track);
        out.push(u8::from(self.excalibur_in_siege));
        out.push(u8::from(self.kay_in_siege));
        out.push(u8::from(self.voluntary_traitor_reveal));
        out.push(u8::from(self.dead_traitor_flips));
        out.push(u8::from(self.reshuffle_both));
        out.push(u8::from(self.free_chat));
        out.push(match self.manifest {
            Manifest::Standard => 0,
        });
    }

    fn decode(input: &mut Reader<'_>) -> Result<Self, String> {
        let knight_assignment = match input.u8()? {
            0 => KnightAssignment::Random,
            1 => KnightAssignment::Choose,
            b => return Err(format!("unknown knight assignment {b}")),
        };
        let loyalty_pool = match input.u8()? {
            0 => LoyaltyPool::NPlusOne,
            1 => LoyaltyPool::AllEight,
            2 => LoyaltyPool::GuaranteedTraitor,
            3 => LoyaltyPool::NoTraitor,
            b => return Err(format!("unknown loyalty pool {b}")),
        };
        let o = Self {
            knight_assignment,
            loyalty_pool,
            heal_allows_merlin_triplet: flag(input.u8()?, "Merlin triplet")?,
            excalibur_half_track: input.u8()?,
            excalibur_in_siege: flag(input.u8()?, "Excalibur in siege")?,
            kay_in_siege: flag(input.u8()?, "Kay in siege")?,
            voluntary_traitor_reveal: flag(input.u8()?, "voluntary reveal")?,
            dead_traitor_flips: flag(input.u8()?, "dead Traitor flips")?,
            reshuffle_both: flag(input.u8()?, "reshuffle both")?,
            free_chat: flag(input.u8()?, "free chat")?,
            manifest: match input.u8()? {
                0 => Manifest::Standard,
                b => return Err(format!("unknown manifest {b}")),
            },
        };
        o.validate()?;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chv_20_defaults_are_the_spec() {
        let o = ChevaliersOptions::default();
        assert_eq!(o.knight_assignment, KnightAssignment::Random);
        assert_eq!(o.loyalty_pool, LoyaltyPool::NPlusOne);
        assert!(o.heal_allows_merlin_triplet);
        assert_eq!(o.excalibur_half_track, 5);
        assert!(o.excalibur_in_siege && o.kay_in_siege && o.reshuffle_both);
        assert!(!o.voluntary_traitor_reveal && !o.free_chat);
        // CHV-14.3 follows the seed: a dead hidden Traitor flips too.
        assert!(o.dead_traitor_flips);
    }

    #[test]
    fn options_round_trip_and_reject_unknown_bytes() {
        let o = ChevaliersOptions {
            knight_assignment: KnightAssignment::Choose,
            loyalty_pool: LoyaltyPool::NoTraitor,
            heal_allows_merlin_triplet: false,
            excalibur_half_track: 3,
            voluntary_traitor_reveal: true,
            dead_traitor_flips: false,
            ..ChevaliersOptions::default()
        };
        let mut out = Vec::new();
        o.encode(&mut out);
        assert_eq!(ChevaliersOptions::decode(&mut Reader::new(&out)), Ok(o));
        for i in 0..out.len() {
            let mut bad = out.clone();
            bad[i] = 0xFF;
            assert!(
                ChevaliersOptions::decode(&mut Reader::new(&bad)).is_err(),
                "byte {i}"
            );
        }
    }
}
