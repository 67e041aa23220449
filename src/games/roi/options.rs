//! Roi options (ROI-12): a typed config whose `Default` is the spec.

use tr_core::bytes::Reader;
use tr_core::game::GameOptions;

/// How the 52 cards go round at the deal.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DealOrder {
    /// ROI-2.7 [HOUSE] `roi.deal_order = clockwise_from_left`: one card at a time, starting
    /// with the dealer's left-hand neighbour; the dealer gets the last card.
    #[default]
    ClockwiseFromLeft,
}

/// Who wins when several players share the highest total.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TieRule {
    /// ROI-7.2 [HOUSE] `roi.tie = shared_win`: all of them are winners.
    #[default]
    SharedWin,
}

/// Every option of a game of Roi.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoiOptions {
    /// `roi.deal_order` (ROI-2.7).
    pub deal_order: DealOrder,
    /// `roi.tie` (ROI-7.2).
    pub tie: TieRule,
    /// `roi.games_per_match` (ROI-7.3): games of ten contracts played in a row, totals summed.
    pub games_per_match: u8,
}

/// The most games a match may have.
pub const MAX_GAMES_PER_MATCH: u8 = 10;

impl Default for RoiOptions {
    fn default() -> Self {
        Self {
            deal_order: DealOrder::ClockwiseFromLeft,
            tie: TieRule::SharedWin,
            games_per_match: 1,
        }
    }
}

impl GameOptions for RoiOptions {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(match self.deal_order {
            DealOrder::ClockwiseFromLeft => 0,
        });
        out.push(match self.tie {
            TieRule::SharedWin => 0,
        });
        out.push(self.games_per_match);
    }

    fn decode(input: &mut Reader<'_>) -> Result<Self, String> {
        let deal_order = match input.u8()? {
            0 => DealOrder::ClockwiseFromLeft,
            b => return Err(format!("unknown deal order {b}")),
        };
        let tie = match input.u8()? {
            0 => TieRule::SharedWin,
            b => return Err(format!("unknown tie rule {b}")),
        };
        let games_per_match = input.u8()?;
        if !(1..=MAX_GAMES_PER_MATCH).contains(&games_per_match) {
            return Err(format!("{games_per_match} games per match"));
        }
        Ok(Self {
            deal_order,
            tie,
            games_per_match,
        })
    }
}
