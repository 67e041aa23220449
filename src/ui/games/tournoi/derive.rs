//! What the table shows, derived from the observation of the seat on screen (TRN-13.1)
//! and its legal actions: each knight's panel, the melee, the hand's buttons and the
//! choices of a decision dialog. Pure functions, tested natively.

use super::hand::{Btn, Verb};
use super::text::{self, card_name, godsend_card, hero_name, hero_power, legend};
use crate::core::seats::Seat;
use crate::games::tournoi::{
    Action, Card, Hero, Phase, Play, Suit, Tournoi, TournoiObservation, state::Held,
};
use crate::ui::Lang;
use crate::ui::table::ActionChoice;
use crate::ui::table::hand::HandCard;

/// Where a knight's Legend stands (TRN-6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LegendState {
    /// Tucked under the Hero.
    Inactive,
    /// Threshold reached: active from the next round.
    Reached,
    /// Active.
    Active,
}

/// One Godsend in front of a knight.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GodsendView {
    /// `Volonté divine`.
    pub name: String,
    /// What it does.
    pub effect: String,
    /// Used up.
    pub spent: bool,
    /// Divine Will uses left (0 for the others).
    pub uses: u8,
    /// Judgement's declaration, said.
    pub judged: Option<String>,
}

/// One knight's panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournoiSeatView {
    /// Whose.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Hero name (`None` before a draft pick).
    pub hero: Option<String>,
    /// Hero power name and effect.
    pub power: (String, String),
    /// The power's use this round: `utilisé`, `disponible`, or none for automatic ones.
    pub power_note: Option<String>,
    /// Legend name and effect.
    pub legend: (String, String),
    /// Its threshold (`None`: Green Sash).
    pub threshold: Option<u32>,
    /// Active, reached, or not.
    pub legend_state: LegendState,
    /// The Legend's use this round when it has a limit.
    pub legend_note: Option<String>,
    /// Health.
    pub health: u32,
    /// Wound pile this round.
    pub pile: Vec<Card>,
    /// Its wounds W so far (with every power).
    pub wounds: u32,
    /// Dishonors this round.
    pub dishonors: u32,
    /// Godsends in front.
    pub godsends: Vec<GodsendView>,
    /// Cards in hand.
    pub hand: usize,
    /// Deals this round.
    pub dealer: bool,
    /// Must decide now.
    pub to_act: bool,
    /// A computer is searching for this seat.
    pub thinking: bool,
    /// The seat on screen.
    pub you: bool,
}

/// A Hero power's use this round, for the ones with a limit.
fn power_note(o: &TournoiObservation, s: Seat, h: Hero, lang: Lang) -> Option<String> {
    let u = o.used[s.index()];
    let used = |b: bool| {
        Some(if b {
            lang.pick("utilisé cette manche", "used this round")
        } else {
            lang.pick("disponible", "available")
        })
    };
    match h {
        Hero::Arthur => {
            let most = if o.legend_active[s.index()] { 2 } else { 1 };
            Some(match lang {
                Lang::Fr => format!("jeton +3 : {} sur {most} utilisé", u.royal),
                Lang::En => format!("+3 token: {} of {most} used", u.royal),
            })
        }
        Hero::Mordred => used(u.treachery).map(str::to_string),
        Hero::Lady => used(u.gift).map(str::to_string),
        Hero::Tristan => used(u.twin).map(str::to_string),
        Hero::Gawain => Some(
            if o.melee <= 3 {
                lang.pick("actif (mêlées 1 à 3)", "on (melees 1–3)")
            } else {
                lang.pick("inactif après la mêlée 3", "off after melee 3")
            }
            .to_string(),
        ),
        _ => None,
    }
}

/// A Legend's use this round, for the once-per-round ones.
fn legend_note(o: &TournoiObservation, s: Seat, h: Hero, lang: Lang) -> Option<String> {
    if !o.legend_active[s.index()] {
        return None;
    }
    let u = o.used[s.index()];
    let b = match h {
        Hero::Guinevere => u.lancelot,
        Hero::Lady => u.broceliande,
        Hero::Tristan => u.iseult,
        _ => return None,
    };
    Some(
        if b {
            lang.pick("utilisée cette manche", "used this round")
        } else {
            lang.pick("disponible", "available")
        }
        .to_string(),
    )
}

fn godsend_view(h: &Held, names: &[String], lang: Lang) -> GodsendView {
    GodsendView {
        name: godsend_card(lang, h.card).to_string(),
        effect: text::godsend_effect(lang, h.card.design()).to_string(),
        spent: h.spent,
        uses: h.uses,
        judged: h.judged.map(|(s, t)| {
            format!(
                "{} {} {}",
                text::suit_name(lang, s),
                lang.pick("chez", "on"),
                names.get(t.index()).cloned().unwrap_or_default()
            )
        }),
    }
}

/// Who must decide now, as the table sees it: the engine's [`Phase::actor`].
#[must_use]
pub fn pending(o: &TournoiObservation) -> Option<Seat> {
    o.phase.actor()
}

/// Every knight's panel, the seat on screen first, then clockwise.
#[must_use]
pub fn seat_views(
    o: &TournoiObservation,
    names: &[String],
    thinking: Option<Seat>,
    lang: Lang,
) -> Vec<TournoiSeatView> {
    let who = pending(o);
    o.seat
        .clockwise_from(o.n)
        .map(|s| {
            let i = s.index();
            // TRN-2.2: in a draft, the k knights who picked so far are the k seats just
            // before the picker (picks go clockwise); the others hold no Hero yet.
            let picked = match o.phase {
                Phase::Draft { picker } => {
                    let k = Hero::ALL.len() - o.free_heroes.len();
                    let back = (picker.index() + o.n - i) % o.n;
                    (1..=k).contains(&back)
                }
                _ => true,
            };
            let hero = o.heroes.get(i).copied().filter(|_| picked);
            let h = hero.unwrap_or(Hero::Perceval);
            let (pn, pe) = hero_power(lang, h);
            let (ln, le) = legend(lang, h);
            TournoiSeatView {
                seat: s,
                name: names.get(i).cloned().unwrap_or_default(),
                hero: hero.map(|h| hero_name(lang, h).to_string()),
                power: (pn.into(), pe.into()),
                power_note: hero.and_then(|h| power_note(o, s, h, lang)),
                legend: (ln.into(), le.into()),
                threshold: h.threshold(),
                legend_state: if o.legend_active.get(i).copied().unwrap_or(false) {
                    LegendState::Active
                } else if o.legend_reached.get(i).copied().unwrap_or(false) {
                    LegendState::Reached
                } else {
                    LegendState::Inactive
                },
                legend_note: hero.and_then(|h| legend_note(o, s, h, lang)),
                health: o.health[i],
                pile: o.piles[i].clone(),
                wounds: o.wounds[i],
                dishonors: o.dishonors[i],
                godsends: o.godsends[i]
                    .iter()
                    .map(|g| godsend_view(g, names, lang))
                    .collect(),
                hand: o.hand_sizes[i],
                dealer: o.dealer == s,
                to_act: who == Some(s),
                thinking: thinking == Some(s),
                you: s == o.seat,
            }
        })
        .collect()
}

/// One card of a melee as the table shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlacedView {
    /// Whose.
    pub name: String,
    /// The card.
    pub card: Card,
    /// Its final value.
    pub value: u8,
    /// Still competing.
    pub face_up: bool,
    /// Named suit/value, modifiers and powers, said.
    pub notes: String,
    /// The loser's card (last melee).
    pub lost: bool,
}

/// The cards of a melee.
#[must_use]
pub fn placed_views(
    placed: &[crate::games::tournoi::Placed],
    names: &[String],
    loser: Option<Seat>,
    lang: Lang,
) -> Vec<PlacedView> {
    placed
        .iter()
        .map(|p| {
            let mut notes = Vec::new();
            if let Some(v) = p.play.value {
                let named = match p.play.suit {
                    Some(s) => format!(
                        "{} {v} {}",
                        lang.pick("nommé", "named"),
                        text::suit_name(lang, s)
                    ),
                    None => format!("{} {v}", lang.pick("nommé", "named")),
                };
                notes.push(named);
            } else if p.card().is_alchemy()
                && let Some(s) = p.suit
            {
                notes.push(format!(
                    "{} {}",
                    lang.pick("devient", "becomes"),
                    text::suit_name(lang, s)
                ));
            }
            let m = text::modifiers(lang, &p.play);
            if !m.is_empty() {
                notes.push(m.trim().to_string());
            }
            if p.excalibur {
                notes.push("Excalibur +3".into());
            }
            if p.miracle {
                notes.push("Miracle".into());
            }
            if p.grace {
                notes.push(text::hero_power(lang, Hero::Guinevere).0.into());
            }
            PlacedView {
                name: names.get(p.seat.index()).cloned().unwrap_or_default(),
                card: p.card(),
                value: p.value,
                face_up: p.face_up,
                notes: notes.join(" · "),
                lost: loser == Some(p.seat) && p.face_up,
            }
        })
        .collect()
}

/// The verb of the hand's buttons now: play, dishonor (empty follow set) or discard (after
/// a draw).
#[must_use]
pub fn verb(o: &TournoiObservation) -> Verb {
    if o.legal.iter().any(|a| matches!(a, Action::Dishonor(_))) {
        Verb::Dishonor
    } else if matches!(o.phase, Phase::Exchange { .. }) && o.seat_decides() {
        Verb::Discard
    } else {
        Verb::Play
    }
}

/// The legal plays of `card`.
#[must_use]
pub fn plays_of(legal: &[Action], card: Card) -> Vec<Play> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(p) if p.card == card => Some(*p),
            _ => None,
        })
        .collect()
}

/// The action a hand button takes at once, or `None` when the card asks first (an
/// enchanter to name, a modifier to choose) or is refused.
#[must_use]
pub fn direct_action(legal: &[Action], b: Btn) -> Option<Action> {
    match b.verb {
        Verb::Dishonor => legal
            .contains(&Action::Dishonor(b.card))
            .then_some(Action::Dishonor(b.card)),
        Verb::Discard => legal
            .contains(&Action::Discard(b.card))
            .then_some(Action::Discard(b.card)),
        Verb::Play => match plays_of(legal, b.card).as_slice() {
            [one] => Some(Action::Play(*one)),
            _ => None,
        },
    }
}

/// The hand as buttons, each refused card with its reason and rule (the engine's own
/// check of a plain play, an enchanter given a name).
#[must_use]
pub fn hand_view(
    o: &TournoiObservation,
    g: &Tournoi,
    human: bool,
    advised: Option<Action>,
    lang: Lang,
) -> Vec<HandCard<Btn>> {
    let verb = verb(o);
    let mine = human
        && o.seat_decides()
        && matches!(o.phase, Phase::Melee { .. } | Phase::Exchange { .. });
    o.hand
        .iter()
        .map(|&card| {
            let b = Btn { card, verb };
            let usable = match verb {
                Verb::Play => !plays_of(&o.legal, card).is_empty(),
                Verb::Dishonor => o.legal.contains(&Action::Dishonor(card)),
                Verb::Discard => o.legal.contains(&Action::Discard(card)),
            };
            let reason = if human && o.seat_decides() && !mine {
                // A power window or a choice is open: its dialog answers it first.
                Some(text::refusal(
                    lang,
                    crate::games::tournoi::TournoiError::WrongDecisionKind,
                    o.led,
                ))
            } else if !mine {
                Some(text::refusal(
                    lang,
                    crate::games::tournoi::TournoiError::NotYourDecision,
                    o.led,
                ))
            } else if usable {
                None
            } else {
                let trial = if card.is_enchanter() {
                    Play::named(card, o.led.or(Some(Suit::Swords)), 1)
                } else {
                    Play::plain(card)
                };
                let e = g
                    .check(o.seat, &Action::Play(trial))
                    .err()
                    .unwrap_or(crate::games::tournoi::TournoiError::WrongDecisionKind);
                Some(text::refusal(lang, e, o.led))
            };
            let advised = reason.is_none()
                && match advised {
                    Some(Action::Play(p)) => p.card == card,
                    Some(Action::Dishonor(c) | Action::Discard(c)) => c == card,
                    _ => false,
                };
            let note = (reason.is_none() && card.is_enchanter() && verb == Verb::Play).then(|| {
                lang.pick("vous nommerez sa valeur", "you will name its value")
                    .to_string()
            });
            HandCard {
                key: (b, 0),
                reason,
                note,
                advised,
            }
        })
        .collect()
}

/// The buttons of a decision dialog: every legal action, said (Pass last).
#[must_use]
pub fn choices(legal: &[Action], names: &[String], lang: Lang) -> Vec<ActionChoice<Action>> {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let mut v: Vec<ActionChoice<Action>> = legal
        .iter()
        .filter(|a| **a != Action::Pass)
        .map(|a| ActionChoice {
            action: *a,
            label: text::action_text(lang, &name, *a),
        })
        .collect();
    if legal.contains(&Action::Pass) {
        v.push(ActionChoice {
            action: Action::Pass,
            label: text::action_text(lang, &name, Action::Pass),
        });
    }
    v
}

/// The heading of the decision dialog of `phase`.
#[must_use]
pub fn dialog_title(o: &TournoiObservation, lang: Lang) -> String {
    match o.phase {
        Phase::Draft { .. } => lang
            .pick("Choisissez votre héros", "Choose your Hero")
            .into(),
        Phase::RoundStart { .. } => lang
            .pick("Début de manche : vos pouvoirs", "Round start: your powers")
            .into(),
        Phase::PreFeint { .. } => lang
            .pick(
                "Avant la feinte : vos pouvoirs",
                "Before the feint: your powers",
            )
            .into(),
        Phase::PostLoss { .. } => lang
            .pick(
                "Vous perdez la mêlée : un pouvoir ?",
                "You lose the melee: a power?",
            )
            .into(),
        Phase::Give { left, target, .. } => {
            let to = o
                .heroes
                .get(target.index())
                .map_or("", |h| hero_name(lang, *h));
            match lang {
                Lang::Fr => format!("Donner des cartes à {to} ({left} au plus)"),
                Lang::En => format!("Give cards to {to} (up to {left})"),
            }
        }
        Phase::Injury { held, .. } => {
            let g = o.godsends[o.seat.index()]
                .get(usize::from(held))
                .map_or("", |h| godsend_card(lang, h.card));
            text::colons(lang, format!("{} : {g}", lang.pick("Blessures", "Injury")))
        }
        Phase::Godsend { .. } => lang
            .pick("Choisissez une faveur divine", "Choose a Godsend")
            .into(),
        Phase::Melee { .. } | Phase::Exchange { .. } | Phase::Over => String::new(),
    }
}

/// The decisions taken in a dialog (everything but the hand's plays).
#[must_use]
pub fn in_dialog(phase: Phase) -> bool {
    !matches!(
        phase,
        Phase::Melee { .. } | Phase::Exchange { .. } | Phase::Over
    )
}

/// The Godsend offer, said: `Providence — …`.
#[must_use]
pub fn offer_lines(o: &TournoiObservation, lang: Lang) -> Vec<String> {
    o.offer
        .iter()
        .flatten()
        .map(|g| {
            format!(
                "{} — {}",
                godsend_card(lang, *g),
                text::godsend_effect(lang, g.design())
            )
        })
        .collect()
}

/// The status line's name of a card list: `Merlin, 7 de Sorcellerie`.
#[must_use]
pub fn cards_said(lang: Lang, cards: &[Card]) -> String {
    crate::ui::table::words::joined(cards, ", ", |c| card_name(lang, c))
}

/// The seats with the most health and that health.
#[must_use]
pub fn leaders(health: &[u32]) -> (Vec<Seat>, u32) {
    let best = health.iter().copied().max().unwrap_or(0);
    let v = health
        .iter()
        .enumerate()
        .filter(|(_, h)| **h == best)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    (v, best)
}

/// Helpers on the observation.
pub trait ObsExt {
    /// The seat on screen must decide now.
    fn seat_decides(&self) -> bool;
}

impl ObsExt for TournoiObservation {
    fn seat_decides(&self) -> bool {
        !self.legal.is_empty()
    }
}
