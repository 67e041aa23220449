//! Which cards a knight may play into a melee (TRN-4.B) and the final value they take
//! (TRN-4.8). Shared by the play itself and by Brocéliande's replay (TRN-10.7.2).

use super::actions::{Action, Play, TournoiError as E};
use super::cards::{Card, Hero, Suit};
use super::powers::{ROYAL_BONUS, SUN_BONUS, SUN_LAST_MELEE};
use super::state::Tournoi;
use tr_core::seats::Seat;

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
    follow_cards(hand, led, crusaders).collect()
}

/// The [`follow_set`] of `hand`, in hand order, without building it.
pub(crate) fn follow_cards(
    hand: &[Card],
    led: Suit,
    crusaders: bool,
) -> impl Iterator<Item = Card> + '_ {
    let has_suit = hand.iter().any(|c| c.suit() == Some(led));
    hand.iter()
        .copied()
        .filter(move |&c| follows(c, led, has_suit, crusaders))
}

/// TRN-4.4: `card` is in the follow set of a hand for led suit `led` (`has_suit`: the hand
/// holds a card of that suit).
fn follows(card: Card, led: Suit, has_suit: bool, crusaders: bool) -> bool {
    match card.suit() {
        // A basic weapon.
        Some(s) => s == led,
        None if card.is_alchemy() => !has_suit || crusaders,
        // Merlin and the Apprentice.
        None => true,
    }
}

/// TRN-4.4: the follow set is empty exactly when the hand holds no card of the led suit, no
/// enchanter and no Alchemy (without a card of the suit, Alchemy always follows).
#[must_use]
pub fn follow_set_is_empty(hand: &[Card], led: Suit) -> bool {
    !hand
        .iter()
        .any(|c| c.suit() == Some(led) || c.is_enchanter() || c.is_alchemy())
}

/// A knight's hand as [`Tournoi::check_play_from`] reads it (see [`Tournoi::hand_of`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hand<'a> {
    seat: Seat,
    cards: &'a [Card],
    mode: Mode,
    /// The knight is the Crusaders (TRN-10.6.1).
    crusaders: bool,
    /// Following suit: the hand holds a card of the led suit (TRN-4.4).
    has_suit: bool,
}

impl Hand<'_> {
    /// TRN-4.4: `card` is in the follow set when following suit (any card may be tried when
    /// leading or after an Alchemy lead). Every play of a card outside it is refused.
    pub(crate) fn may_play(&self, card: Card) -> bool {
        match self.mode {
            Mode::Follow(led) => follows(card, led, self.has_suit, self.crusaders),
            Mode::Lead | Mode::Free => true,
        }
    }
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
        if !hand.contains(&play.card) {
            return Err(E::CardNotInHand);
        }
        self.check_play_from(&self.hand_of(seat, hand, mode), play)
    }

    /// What checking a play from `hand` reads of the knight and the melee, worked out once:
    /// listing a knight's plays checks every candidate against the same hand.
    pub(crate) fn hand_of<'a>(&self, seat: Seat, hand: &'a [Card], mode: Mode) -> Hand<'a> {
        Hand {
            seat,
            cards: hand,
            mode,
            crusaders: self.hero(seat) == Hero::Crusaders,
            has_suit: match mode {
                Mode::Follow(led) => hand.iter().any(|c| c.suit() == Some(led)),
                Mode::Lead | Mode::Free => false,
            },
        }
    }

    /// [`Tournoi::check_play`] of a play of one of `h`'s cards (the callers list plays from
    /// the hand itself), against a hand already read with [`Tournoi::hand_of`].
    pub(crate) fn check_play_from(&self, h: &Hand<'_>, play: &Play) -> Result<(), E> {
        let (seat, hand, mode, crusaders) = (h.seat, h.cards, h.mode, h.crusaders);
        let card = play.card;
        debug_assert!(hand.contains(&card), "{card:?} is not in the hand");
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
                if !follows(card, led, h.has_suit, crusaders) {
                    let empty =
                        !h.has_suit && !hand.iter().any(|c| c.is_enchanter() || c.is_alchemy());
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

    /// Every play worth listing for `seat` from `hand` (sorted) in `mode`, before the check:
    /// each distinct card with each naming and each modifier the knight could declare,
    /// appended to `out` as `wrap(play)`.
    pub(crate) fn play_candidates(
        &self,
        seat: Seat,
        hand: impl IntoIterator<Item = Card>,
        mode: Mode,
        out: &mut Vec<Action>,
        wrap: fn(Play) -> Action,
    ) {
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
        // The suits a card may name (TRN-4.7, TRN-10.6.2): `None` then the suits in play,
        // as slices of one array (this runs at every melee step of a search's tree walk).
        let in_play = Suit::in_play(self.n);
        let mut named = [None; 1 + Suit::ALL.len()];
        for (slot, s) in named[1..].iter_mut().zip(in_play) {
            *slot = Some(*s);
        }
        let named_suits = &named[1..=in_play.len()];
        let mut last = None;
        for card in hand {
            if last == Some(card) {
                continue;
            }
            last = Some(card);
            if card.is_enchanter() {
                let one;
                let suits: &[Option<Suit>] = match mode {
                    Mode::Lead => named_suits,
                    Mode::Follow(s) => {
                        one = [Some(s)];
                        &one
                    }
                    Mode::Free => &named[..1],
                };
                for &suit in suits {
                    for v in 1..=self.options.enchanter_max {
                        out.push(wrap(Play::named(card, suit, v)));
                    }
                }
                continue;
            }
            let suits: &[Option<Suit>] =
                if mode == Mode::Lead && card.is_alchemy() && hero == Hero::Crusaders {
                    &named[..=in_play.len()]
                } else {
                    &named[..1]
                };
            for &suit in suits {
                for &p3 in plus3 {
                    for &su in sun {
                        for &d in divine {
                            out.push(wrap(Play {
                                card,
                                suit,
                                value: None,
                                plus3: p3,
                                sun: su,
                                divine: d,
                            }));
                        }
                    }
                }
            }
        }
    }
}
