//! Camelot options (CAM-18): a typed config whose `Default` is the spec. Every [HOUSE] item
//! and every memo variant is a field; the enum-valued [HOUSE] items have a single value today
//! and are kept as enums so a link names them explicitly.

use tr_core::bytes::Reader;
use tr_core::game::GameOptions;

/// CAM-3.4 [HOUSE] `camelot.deal_order`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DealOrder {
    /// One card at a time, clockwise from the dealer's left.
    #[default]
    ClockwiseFromLeft,
}

/// CAM-4.6 [HOUSE] `camelot.empty_draw`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum EmptyDraw {
    /// Both piles empty: the player draws nothing and goes on.
    #[default]
    Skip,
}

/// CAM-5.5 [HOUSE] `camelot.nobody_can_start`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum NobodyCanStart {
    /// Everyone draws one card and the checks start again.
    #[default]
    AllDrawOne,
}

/// Every option of a game of Camelot.
#[derive(Clone, PartialEq, Eq, Debug)]
#[allow(clippy::struct_excessive_bools)] // each flag is one named option of the spec
pub struct CamelotOptions {
    /// `camelot.deal_order` (CAM-3.4).
    pub deal_order: DealOrder,
    /// `camelot.empty_draw` (CAM-4.6).
    pub empty_draw: EmptyDraw,
    /// `camelot.nobody_can_start` (CAM-5.5).
    pub nobody_can_start: NobodyCanStart,
    /// `camelot.forbid_second_maiden_by_action` (CAM-9.11): Riposte and Outwit may not bring a
    /// second Maiden into a display.
    pub forbid_second_maiden_by_action: bool,
    /// `camelot.outwit_received_on_top` (CAM-9.12): a card received by Outwit goes on top of
    /// the display; when false it takes the place of the card given away.
    pub outwit_received_on_top: bool,
    /// `camelot.shield_guards_own_display` (CAM-9.9): the seed says no action card affects a
    /// shielded display, so by default the owner's own Charge, Countercharge, Disgrace and
    /// Adapt pass over it too (his Riposte, Retreat and Outwit still work, as the designer's
    /// FAQ rules). False: the spec's reading, where his own all-display cards hit it.
    pub shield_guards_own_display: bool,
    /// `camelot.colour_after_draw` (CAM-5.8): the starter draws before announcing.
    pub colour_after_draw: bool,
    /// `camelot.no_repeat_colour` (CAM-13.1, memo): no tournament of the previous final colour.
    pub no_repeat_colour: bool,
    /// `camelot.entry_requires_display_card` (CAM-13.2, memo): a player's first turn in a
    /// tournament may end in "stay" only if he played a colour card or supporter from hand.
    pub entry_requires_display_card: bool,
}

impl Default for CamelotOptions {
    fn default() -> Self {
        Self {
            deal_order: DealOrder::ClockwiseFromLeft,
            empty_draw: EmptyDraw::Skip,
            nobody_can_start: NobodyCanStart::AllDrawOne,
            forbid_second_maiden_by_action: true,
            outwit_received_on_top: true,
            shield_guards_own_display: true,
            colour_after_draw: false,
            no_repeat_colour: false,
            entry_requires_display_card: false,
        }
    }
}

fn flag(b: u8, name: &str) -> Result<bool, String> {
    match b {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(format!("{name} = {b}")),
    }
}

impl GameOptions for CamelotOptions {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(match self.deal_order {
            DealOrder::ClockwiseFromLeft => 0,
        });
        out.push(match self.empty_draw {
            EmptyDraw::Skip => 0,
        });
        out.push(match self.nobody_can_start {
            NobodyCanStart::AllDrawOne => 0,
        });
        out.extend([
            u8::from(self.forbid_second_maiden_by_action),
            u8::from(self.outwit_received_on_top),
            u8::from(self.colour_after_draw),
            u8::from(self.no_repeat_colour),
            u8::from(self.entry_requires_display_card),
            u8::from(self.shield_guards_own_display),
        ]);
    }

    fn decode(input: &mut Reader<'_>) -> Result<Self, String> {
        let deal_order = match input.u8()? {
            0 => DealOrder::ClockwiseFromLeft,
            b => return Err(format!("unknown deal order {b}")),
        };
        let empty_draw = match input.u8()? {
            0 => EmptyDraw::Skip,
            b => return Err(format!("unknown empty-draw rule {b}")),
        };
        let nobody_can_start = match input.u8()? {
            0 => NobodyCanStart::AllDrawOne,
            b => return Err(format!("unknown nobody-can-start rule {b}")),
        };
        Ok(Self {
            deal_order,
            empty_draw,
            nobody_can_start,
            forbid_second_maiden_by_action: flag(input.u8()?, "second maiden")?,
            outwit_received_on_top: flag(input.u8()?, "outwit on top")?,
            colour_after_draw: flag(input.u8()?, "colour after draw")?,
            no_repeat_colour: flag(input.u8()?, "no repeat colour")?,
            entry_requires_display_card: flag(input.u8()?, "entry card")?,
            shield_guards_own_display: flag(input.u8()?, "shield guards own display")?,
        })
    }
}
