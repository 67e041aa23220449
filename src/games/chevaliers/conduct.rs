//! A knight's public record (CHV-16.1): what everyone at the table saw him do, kept by the
//! engine as the game goes and read by the computer players' suspicion (CHV-16.4).

use super::actions::{Action, Heroic};
use super::cards::White;

/// A knight's public record (CHV-16.1: everyone saw it), which the computer players read
/// to keep their suspicion scores (CHV-16.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Conduct {
    /// Black cards drawn as the Evil action.
    pub draws: u16,
    /// Siege engines placed as the Evil action.
    pub engines: u16,
    /// Life lost as the Evil action.
    pub life: u16,
    /// Engines placed or Black cards drawn while at 5 Life or more, when losing Life was
    /// cheap.
    pub spared_life: u16,
    /// Black cards placed face down (CHV-6.5).
    pub face_down: u16,
    /// Accusations that showed a Loyal card (CHV-13.5).
    pub wrong_accusations: u16,
    /// Solo quests lost while present (CHV-7.A).
    pub solo_lost: u16,
    /// Merlin cards committed to cancels (CHV-8.2).
    pub merlins: u16,
    /// Extra actions paid with a Life (CHV-3.3).
    pub sacrifices: u16,
    /// White cards played on quests, Excalibur's face-down discards included (CHV-7).
    pub plays: u16,
    /// The Fight values played face up on quests (CHV-7).
    pub fight_points: u16,
    /// Draws at the Round Table (CHV-7.9).
    pub table_draws: u16,
    /// Special cards played (CHV-8).
    pub specials: u16,
    /// Heals (CHV-5.8).
    pub heals: u16,
}

impl Conduct {
    /// The Progression of Evil he chose (CHV-4.1), at `life` Life: a draw or an engine at 5
    /// Life or more spared a Life when losing one was cheap.
    pub(crate) fn evil(&mut self, a: Action, life: u8) {
        match a {
            Action::EvilDraw => self.draws += 1,
            Action::EvilSiege => self.engines += 1,
            _ => self.life += 1,
        }
        if life >= 5 && a != Action::EvilLoseLife {
            self.spared_life += 1;
        }
    }

    /// A Heroic action he took (CHV-5), paid with a Life or not.
    pub(crate) fn heroic(&mut self, h: Heroic) {
        match h {
            Heroic::Play(card) => {
                self.plays += 1;
                if let White::Fight(x) = card {
                    self.fight_points += u16::from(x);
                }
            }
            Heroic::Discard(_) | Heroic::Siege(_) => self.plays += 1,
            Heroic::Draw => self.table_draws += 1,
            Heroic::Special(_) => self.specials += 1,
            Heroic::Heal(_) => self.heals += 1,
            Heroic::Move(_) | Heroic::Accuse(_) => {}
        }
    }
}
