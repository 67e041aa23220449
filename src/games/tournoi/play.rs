//! Which cards a knight may play into a melee (TRN-4.B) and the final value they take
//! (TRN-4.8). Shared by the play itself and by Brocéliande's replay (TRN-10.7.2).

use super::actions::{Play, TournoiError as E};
use super::cards::{Card, Hero, Kind, Suit};
use super::powers::{ROYAL_BONUS, SUN_BONUS, SUN_LAST_MELEE};
use super::state::Tournoi;
use crate::core::seats::Seat;

/// How the knight enters the melee.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// He leads (TRN-4.3).
    Lead,
    /// He follows suit `S` (TRN-4.4).
    Follow(Suit),
    /// The melee was led with Alchemy: no led suit, any card (TRN-4.6).
    Free,
}

/// TRN-4.4: the follow set of `hand` for led suit `led`: the cards of that suit, every
/// enchanter, and Alchemy when the hand holds no card of the suit (the Crusaders always,
/// TRN-10.6.1).
#[must_use]
pub fn follow_set(hand: &[Card], led: Suit, crusaders: bool) -> Vec<Card> {
    let has_suit = hand.iter().any(|c| c.suit() == Some(led));
    hand.iter()
        .copied()
        .filter(|c| match c.kind() {
            Kind::Basic(s, _) => s == led,
            Kind::Merlin | Kind::Apprentice => true,
            Kind::Alchemy(_) => !has_suit || crusaders,
        })
        .collect()
}

/// TRN-4.4: the follow set is empty exactly when the hand holds no card of the led suit, no
/// enchanter and no Alchemy (without a card of the suit, Alchemy always follows).
#[must_use]
pub fn follow_set_is_empty(hand: &[Card], led: Suit) -> bool {
    !hand
        .iter()
        .any(|c| c.suit() == Some(led) || c.is_enchanter() || c.is_alchemy())
}

impl Tournoi {
    /// How `seat` enters the current melee.
    pub(crate) fn mode(&self) -> Mode {
        if self.placed.is_empty() && self.dishonored.is_empty() {
            Mode::Lead
        } else {
            match self.led {
                Some(s) => Mode::Follow(s),
                None => Mode::Free,
            }
        }
    }

    /// Checks `play` by `seat` from `hand` in `mode` (TRN-4.3, TRN-4.4, TRN-4.6, TRN-4.7, and
    /// the play-time modifiers of TRN-10.2.2, TRN-10.4.1 and TRN-9.3).
    pub(crate) fn check_play(
        &self,
        seat: Seat,
        hand: &[Card],
        mode: Mode,
        play: &Play,
    ) -> Result<(), E> {
        let card = play.card;
        if !hand.contains(&card) {
            return Err(E::CardNotInHand);
        }
        let crusaders = self.hero(seat) == Hero::Crusaders;
        let in_play = Suit::in_play(self.n);
        if card.is_enchanter() {
            let v = play.value.ok_or(E::MissingNamedValue)?;
            if !(1..=self.options.enchanter_max).contains(&v) {
                return Err(E::NamedValueOutOfRange);
            }
            if play.plus3 || play.sun || play.divine != 0 {
                return Err(E::ModifierNotAllowedOnCard);
            }
            match (mode, play.suit) {
                (Mode::Lead, Some(s)) if !in_play.contains(&s) => return Err(E::SuitNotInPlay),
                (Mode::Lead, Some(_)) | (Mode::Free, None) => {}
                (Mode::Follow(led), Some(s)) if s == led => {}
                _ => return Err(E::NamedSuitMustMatchLed),
            }
            return Ok(());
        }
        if play.value.is_some() {
            return Err(E::ModifierNotAllowedOnCard);
        }
        match mode {
            Mode::Lead => {
                if card.is_alchemy() {
                    let all_alchemy = hand.iter().all(|c| c.is_alchemy());
                    match play.suit {
                        // TRN-10.6.2: the Crusaders lead Alchemy naming a suit.
                        Some(s) if crusaders => {
                            if !in_play.contains(&s) {
                                return Err(E::SuitNotInPlay);
                            }
                        }
                        Some(_) => return Err(E::NamedSuitMustMatchLed),
                        None if all_alchemy => {}
                        None => return Err(E::AlchemyLeadNotAllowed),
                    }
                } else if play.suit.is_some() {
                    return Err(E::NamedSuitMustMatchLed);
                }
            }
            Mode::Follow(led) => {
                if play.suit.is_some() {
                    return Err(E::NamedSuitMustMatchLed);
                }
                // The follow set (see [`follow_set`]), without building it: this runs for
                // every candidate of every legal-action list.
                let has_suit = hand.iter().any(|c| c.suit() == Some(led));
                let follows = match card.kind() {
                    Kind::Basic(s, _) => s == led,
                    Kind::Alchemy(_) => !has_suit || crusaders,
                    Kind::Merlin | Kind::Apprentice => true,
                };
                if !follows {
                    let empty =
                        !has_suit && !hand.iter().any(|c| c.is_enchanter() || c.is_alchemy());
                    return Err(if empty {
                        E::MustDishonor
                    } else if card.is_alchemy() {
                        E::AlchemyNotAllowed
                    } else {
                        E::MustFollowSuit
                    });
                }
            }
            Mode::Free => {
                if play.suit.is_some() {
                    return Err(E::NamedSuitMustMatchLed);
                }
            }
        }
        self.check_modifiers(seat, play)
    }

    fn check_modifiers(&self, seat: Seat, play: &Play) -> Result<(), E> {
        if play.plus3 {
            if self.hero(seat) != Hero::Arthur {
                return Err(E::PowerNotOwned);
            }
            if !self.royal_ready(seat) {
                return Err(E::PowerExhausted);
            }
        }
        if play.sun {
            if self.hero(seat) != Hero::Gawain {
                return Err(E::PowerNotOwned);
            }
            if self.melee > SUN_LAST_MELEE {
                return Err(E::WrongWindow);
            }
        }
        if play.divine != 0 {
            if play.divine.abs() != 1 {
                return Err(E::ModifierNotAllowedOnCard);
            }
            // TRN-9.3: a Divine Will whose 3 uses are spent is exhausted, not missing.
            self.check_godsend(seat, super::cards::Godsend::DivineWill)?;
            if !self.divine_ready(seat) {
                return Err(E::PowerExhausted);
            }
        }
        Ok(())
    }

    /// TRN-4.8: the final value: printed or named, then Arthur's +3, Gawain's +2 and Divine
    /// Will's ±1, never below 1.
    #[must_use]
    pub fn final_value(play: &Play) -> u8 {
        let base = i16::from(play.card.value().or(play.value).unwrap_or(1));
        let mut v = base;
        if play.plus3 {
            v += i16::from(ROYAL_BONUS);
        }
        if play.sun {
            v += i16::from(SUN_BONUS);
        }
        v += i16::from(play.divine);
        v.clamp(1, 255) as u8
    }

    /// The suit the card counts as in the melee.
    pub(crate) fn counted_suit(mode: Mode, play: &Play) -> Option<Suit> {
        match mode {
            Mode::Follow(s) => Some(s),
            Mode::Lead => play.card.suit().or(play.suit),
            Mode::Free => play.card.suit(),
        }
    }

    /// Every play worth listing for `seat` from `hand` in `mode`, before the check: each
    /// distinct card with each naming and each modifier the knight could declare.
    pub(crate) fn play_candidates(&self, seat: Seat, hand: &[Card], mode: Mode) -> Vec<Play> {
        let mut out = Vec::new();
        let hero = self.hero(seat);
        let plus3: &[bool] = if self.royal_ready(seat) {
            &[false, true]
        } else {
            &[false]
        };
        let sun: &[bool] = if hero == Hero::Gawain && self.melee <= SUN_LAST_MELEE {
            &[false, true]
        } else {
            &[false]
        };
        let divine: &[i8] = if self.divine_ready(seat) {
            &[0, -1, 1]
        } else {
            &[0]
        };
        let mut last = None;
        for &card in hand {
            if last == Some(card) {
                continue;
            }
            last = Some(card);
            if card.is_enchanter() {
                let suits: Vec<Option<Suit>> = match mode {
                    Mode::Lead => Suit::in_play(self.n).iter().map(|s| Some(*s)).collect(),
                    Mode::Follow(s) => vec![Some(s)],
                    Mode::Free => vec![None],
                };
                for suit in suits {
                    for v in 1..=self.options.enchanter_max {
                        out.push(Play::named(card, suit, v));
                    }
                }
                continue;
            }
            let mut suits = vec![None];
            if mode == Mode::Lead && card.is_alchemy() && hero == Hero::Crusaders {
                suits.extend(Suit::in_play(self.n).iter().map(|s| Some(*s)));
            }
            for &suit in &suits {
                for &p3 in plus3 {
                    for &su in sun {
                        for &d in divine {
                            out.push(Play {
                                card,
                                suit,
                                value: None,
                                plus3: p3,
                                sun: su,
                                divine: d,
                            });
                        }
                    }
                }
            }
        }
        out
    }
}
