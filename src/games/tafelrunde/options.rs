//! Tafelrunde options (TAF-14): a typed config whose `Default` is the spec. Every [HOUSE]
//! item and every [READING] that carries a key is a field.

use tr_core::bytes::Reader;
use tr_core::game::GameOptions;

/// The spec's track: 27 spaces, Start 0, King Arthur 26 (TAF-2.1, TAF-2.2).
pub const TRACK_LEN: u8 = 27;

/// The spec's sword spaces (TAF-2.3).
pub const SWORD_SPACES: [u8; 8] = [3, 6, 9, 12, 15, 18, 21, 24];

/// Shortest and longest tracks the options accept.
pub const TRACK_LIMITS: std::ops::RangeInclusive<u8> = 8..=60;

/// TAF-3.3 [HOUSE] `taf.first_dealer`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FirstDealer {
    /// Drawn with the game's seed.
    #[default]
    Random,
}

/// TAF-3.5 [HOUSE] `taf.deal_order`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DealOrder {
    /// One card at a time, clockwise from the dealer's left.
    #[default]
    ClockwiseFromLeft,
}

/// TAF-8.4 [READING] `taf.reshuffle`: when the discard pile becomes the new stock.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Reshuffle {
    /// When a card must be dealt and the stock is empty (possibly mid-deal).
    #[default]
    OnDemand,
    /// As soon as a deal takes the stock's last card (if the discard pile holds cards then).
    WhenEmptied,
}

/// How many play (TAF-3: two to six).
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

/// Every option of a game of Tafelrunde.
#[derive(Clone, PartialEq, Eq, Debug)]
#[allow(clippy::struct_excessive_bools)] // each flag is one named option of the spec
pub struct TafelrundeOptions {
    /// `taf.track_len` (TAF-2.1, TAF-2.2): spaces of the loop; Start is 0 and King Arthur's
    /// space, `taf.finish_index`, is always the last one (`track_len − 1`).
    pub track_len: u8,
    /// `taf.sword_spaces` (TAF-2.3), ascending, each strictly between Start and King Arthur.
    pub sword_spaces: Vec<u8>,
    /// `taf.first_dealer` (TAF-3.3).
    pub first_dealer: FirstDealer,
    /// `taf.deal_order` (TAF-3.5).
    pub deal_order: DealOrder,
    /// `taf.may_lead_super_trump` (TAF-4.1): a Knight or Crest may open a trick. When false
    /// a leader holding a colour card must lead one.
    pub may_lead_super_trump: bool,
    /// `taf.super_lead_frees_trick` (TAF-4.5): after a super-trump lead everyone plays
    /// freely. When false, the first colour card played after it sets the colour to follow.
    pub super_lead_frees_trick: bool,
    /// `taf.super_trump_only_when_void` (TAF-4.3): a player holding the led colour may not
    /// play a super-trump instead. When false he may.
    pub super_trump_only_when_void: bool,
    /// `taf.sword_declare_optional` (TAF-7.3): a player may decline to declare a trump.
    pub sword_declare_optional: bool,
    /// `taf.defer_when_empty` (TAF-7.6): an empty-handed player may wait for his new hand.
    pub defer_when_empty: bool,
    /// `taf.reshuffle` (TAF-8.4).
    pub reshuffle: Reshuffle,
}

impl Default for TafelrundeOptions {
    fn default() -> Self {
        Self {
            track_len: TRACK_LEN,
            sword_spaces: SWORD_SPACES.to_vec(),
            first_dealer: FirstDealer::Random,
            deal_order: DealOrder::ClockwiseFromLeft,
            may_lead_super_trump: true,
            super_lead_frees_trick: true,
            super_trump_only_when_void: true,
            sword_declare_optional: true,
            defer_when_empty: true,
            reshuffle: Reshuffle::OnDemand,
        }
    }
}

impl TafelrundeOptions {
    /// King Arthur's space (`taf.finish_index`, TAF-2.2): the last space of the track.
    #[must_use]
    pub fn finish(&self) -> u8 {
        self.track_len - 1
    }

    /// True if `space` carries a sword (TAF-2.3).
    #[must_use]
    pub fn is_sword(&self, space: u8) -> bool {
        self.sword_spaces.contains(&space)
    }

    /// Why these options cannot make a board, if they cannot.
    ///
    /// # Errors
    /// A description of the first problem.
    pub fn validate(&self) -> Result<(), String> {
        if !TRACK_LIMITS.contains(&self.track_len) {
            return Err(format!(
                "track of {} spaces (allowed {} to {})",
                self.track_len,
                TRACK_LIMITS.start(),
                TRACK_LIMITS.end()
            ));
        }
        let mut prev = 0;
        for &s in &self.sword_spaces {
            if s <= prev || s >= self.finish() {
                return Err(format!(
                    "sword spaces must rise strictly between Start and King Arthur ({s})"
                ));
            }
            prev = s;
        }
        Ok(())
    }
}

fn flag(b: u8, name: &str) -> Result<bool, String> {
    match b {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(format!("{name} = {b}")),
    }
}

impl GameOptions for TafelrundeOptions {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(self.track_len);
        out.push(self.sword_spaces.len() as u8);
        out.extend(&self.sword_spaces);
        out.push(match self.first_dealer {
            FirstDealer::Random => 0,
        });
        out.push(match self.deal_order {
            DealOrder::ClockwiseFromLeft => 0,
        });
        out.extend([
            u8::from(self.may_lead_super_trump),
            u8::from(self.super_lead_frees_trick),
            u8::from(self.super_trump_only_when_void),
            u8::from(self.sword_declare_optional),
            u8::from(self.defer_when_empty),
        ]);
        out.push(match self.reshuffle {
            Reshuffle::OnDemand => 0,
            Reshuffle::WhenEmptied => 1,
        });
    }

    fn decode(input: &mut Reader<'_>) -> Result<Self, String> {
        let track_len = input.u8()?;
        let swords = usize::from(input.u8()?);
        let sword_spaces = input.take(swords)?.to_vec();
        let first_dealer = match input.u8()? {
            0 => FirstDealer::Random,
            b => return Err(format!("unknown first-dealer rule {b}")),
        };
        let deal_order = match input.u8()? {
            0 => DealOrder::ClockwiseFromLeft,
            b => return Err(format!("unknown deal order {b}")),
        };
        let o = Self {
            track_len,
            sword_spaces,
            first_dealer,
            deal_order,
            may_lead_super_trump: flag(input.u8()?, "super-trump lead")?,
            super_lead_frees_trick: flag(input.u8()?, "super-trump lead frees")?,
            super_trump_only_when_void: flag(input.u8()?, "super-trump only when void")?,
            sword_declare_optional: flag(input.u8()?, "declaring optional")?,
            defer_when_empty: flag(input.u8()?, "postponing")?,
            reshuffle: match input.u8()? {
                0 => Reshuffle::OnDemand,
                1 => Reshuffle::WhenEmptied,
                b => return Err(format!("unknown reshuffle rule {b}")),
            },
        };
        o.validate()?;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TAF-14: the defaults are the spec's (27 spaces, King Arthur on 26, eight swords) and
    /// every option survives the link encoding; a board that cannot exist is refused.
    #[test]
    fn taf_14_defaults_and_encoding() {
        let d = TafelrundeOptions::default();
        assert_eq!((d.track_len, d.finish()), (27, 26));
        assert_eq!(d.sword_spaces, vec![3, 6, 9, 12, 15, 18, 21, 24]);
        assert!(!d.is_sword(0) && !d.is_sword(26) && d.is_sword(24));
        let other = TafelrundeOptions {
            track_len: 20,
            sword_spaces: vec![2, 5, 17],
            may_lead_super_trump: false,
            super_lead_frees_trick: false,
            super_trump_only_when_void: false,
            sword_declare_optional: false,
            defer_when_empty: false,
            reshuffle: Reshuffle::WhenEmptied,
            ..d.clone()
        };
        for o in [d, other] {
            let mut bytes = Vec::new();
            o.encode(&mut bytes);
            let back = TafelrundeOptions::decode(&mut Reader::new(&bytes));
            assert_eq!(back, Ok(o));
        }
        let bad = TafelrundeOptions {
            sword_spaces: vec![3, 26],
            ..TafelrundeOptions::default()
        };
        assert!(bad.validate().is_err());
        let mut bytes = Vec::new();
        bad.encode(&mut bytes);
        assert!(TafelrundeOptions::decode(&mut Reader::new(&bytes)).is_err());
    }
}
