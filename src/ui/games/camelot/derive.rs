//! What the table shows, derived from the observation of the seat on screen (never from the
//! engine's full state): seat panels, the banner, the hand with each card's reason, the
//! choices of each decision and their texts. The engine's own checks answer every "why not"
//! through [`CamelotObservation::shell`], a state that agrees with the observation.

use super::board::BannerView;
use super::dialogs::Declaration;
use super::hand::PanelChoice;
use super::log::{CamelotNames, Thing, action_phrase, things_now};
use super::table::{CamelotSeatView, Status};
use super::text::{self, CamelotLabel, card_name, colour_title, label, refusal};
use crate::core::seats::Seat;
use crate::games::camelot::{
    Action, ActionCard, Camelot, CamelotError, CamelotObservation, Card, Colour, Item, Phase,
    TokenReason, display_total,
};
use crate::ui::Lang;
use crate::ui::table::hand::HandCard;

/// Colours needed to win (CAM-2.1, CAM-2.2).
#[must_use]
pub fn needed(o: &CamelotObservation) -> usize {
    if o.seats() <= 3 { 5 } else { 4 }
}

/// Whose decision the table shows as "their turn" (a Lancelot window shows the actor: who
/// is being asked stays private, CAM-11.7).
#[must_use]
pub fn turn_seat(o: &CamelotObservation) -> Option<Seat> {
    match o.phase {
        Phase::Over => None,
        Phase::Announce => Some(o.starter),
        Phase::Play | Phase::Lancelot { .. } => Some(o.active),
        Phase::Adapt { seat, .. } | Phase::Token { seat, .. } => Some(seat),
    }
}

/// One player's panel data.
#[must_use]
pub fn seat_view(
    o: &CamelotObservation,
    seat: Seat,
    name: String,
    thinking: bool,
) -> CamelotSeatView {
    let i = seat.index();
    let status = if o.withdrawn[i] {
        Status::Withdrawn
    } else if o.displays[i].is_empty() {
        Status::Waiting
    } else {
        Status::In
    };
    let best = Seat::all(o.seats())
        .filter(|s| !o.withdrawn[s.index()])
        .map(|s| o.total(s))
        .max()
        .unwrap_or(0);
    let total = o.total(seat);
    CamelotSeatView {
        name,
        mine: seat == o.seat,
        status,
        turn: turn_seat(o) == Some(seat),
        thinking,
        starter: o.phase != Phase::Over && o.starter == seat,
        hand: o.hand_sizes[i],
        display: o.displays[i].clone(),
        total,
        tokens: o.tokens_of(seat),
        needed: needed(o),
        shield: o.shield == Some(seat),
        stunned: o.stunned == Some(seat),
        leading: status == Status::In && total > 0 && total == best,
    }
}

/// The banner's data.
#[must_use]
pub fn banner(o: &CamelotObservation) -> BannerView {
    BannerView {
        number: if o.phase == Phase::Over {
            o.tournaments
        } else {
            o.tournaments + 1
        },
        history: o.history.clone(),
        draw: o.draw_len,
        discard: o.discard.len(),
        needed: needed(o),
    }
}

/// The highest total among the other players still in, and whose.
#[must_use]
pub fn best_other(o: &CamelotObservation) -> Option<(u32, Seat)> {
    Seat::all(o.seats())
        .filter(|s| *s != o.seat && !o.withdrawn[s.index()])
        .map(|s| (o.total(s), s))
        .max_by_key(|(t, s)| (*t, std::cmp::Reverse(*s)))
}

/// Action cards played straight from the hand: they declare nothing (CAM-10).
#[must_use]
pub fn needs_dialog(kind: ActionCard) -> bool {
    !matches!(
        kind,
        ActionCard::DropWeapon
            | ActionCard::Outmaneuver
            | ActionCard::Charge
            | ActionCard::Countercharge
            | ActionCard::Disgrace
            | ActionCard::Adapt
            | ActionCard::Shield
    )
}

/// The legal actions that play an action card of `kind`.
#[must_use]
pub fn plays_of(legal: &[Action], kind: ActionCard) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|a| a.is_action_card() && a.card() == Some(Card::Action(kind)))
        .collect()
}

/// Declarations to try when none is legal, to say why (CAM-10 per card).
fn samples(g: &Camelot, seat: Seat, kind: ActionCard) -> Vec<Action> {
    let others: Vec<Seat> = Seat::all(g.seats()).filter(|t| *t != seat).collect();
    let positions = |s: Seat| (0..g.display(s).len().max(1)).map(|i| i as u8);
    match kind {
        ActionCard::Unhorse => Colour::WEAPONS.map(Action::Unhorse).to_vec(),
        ActionCard::ChangeWeapon => Colour::WEAPONS.map(Action::ChangeWeapon).to_vec(),
        ActionCard::DropWeapon => vec![Action::DropWeapon],
        ActionCard::BreakLance => others.iter().map(|t| Action::BreakLance(*t)).collect(),
        ActionCard::Riposte => others.iter().map(|t| Action::Riposte(*t)).collect(),
        ActionCard::KnockDown => others.iter().map(|t| Action::KnockDown(*t)).collect(),
        ActionCard::Stunned => others.iter().map(|t| Action::Stunned(*t)).collect(),
        ActionCard::Dodge => others
            .iter()
            .flat_map(|t| positions(*t).map(move |i| Action::Dodge(*t, i)))
            .collect(),
        ActionCard::Retreat => positions(seat).map(Action::Retreat).collect(),
        ActionCard::Outwit => others
            .iter()
            .map(|t| Action::Outwit {
                target: *t,
                give: Item::Display(0),
                take: Item::Display(0),
            })
            .collect(),
        ActionCard::Outmaneuver => vec![Action::Outmaneuver],
        ActionCard::Charge => vec![Action::Charge],
        ActionCard::Countercharge => vec![Action::Countercharge],
        ActionCard::Disgrace => vec![Action::Disgrace],
        ActionCard::Adapt => vec![Action::Adapt],
        ActionCard::Shield => vec![Action::Shield],
        ActionCard::Ivanhoe => vec![Action::Cancel],
    }
}

/// Why no declaration of `kind` is legal: the most telling refusal of the tries.
fn action_refusal(g: &Camelot, seat: Seat, kind: ActionCard) -> CamelotError {
    let errors: Vec<CamelotError> = samples(g, seat, kind)
        .iter()
        .filter_map(|a| g.check(seat, a).err())
        .collect();
    errors
        .iter()
        .copied()
        .find(|e| *e != CamelotError::InvalidTarget)
        .or_else(|| errors.first().copied())
        .unwrap_or(CamelotError::InvalidTarget)
}

/// The hand of the seat on screen, each card with why it cannot be played now, or what it
/// would bring.
#[must_use]
pub fn hand_view(
    o: &CamelotObservation,
    shell: &Camelot,
    legal: &[Action],
    human: bool,
    advised: Option<Action>,
    lang: Lang,
) -> Vec<HandCard<Card>> {
    let mine = human && !legal.is_empty();
    let colour = o.colour().unwrap_or(Colour::Red);
    let beat = best_other(o).map_or(0, |(t, _)| t);
    let advised_card = advised.and_then(Action::card);
    let mut out: Vec<HandCard<Card>> = Vec::with_capacity(o.hand.len());
    for &card in &o.hand {
        let copy = out.iter().filter(|h| h.key.0 == card).count() as u8;
        let err = if !mine {
            Some(CamelotError::NotYourTurn)
        } else if o.phase != Phase::Play {
            Some(CamelotError::WrongPhase)
        } else {
            match card {
                Card::Action(kind) if plays_of(legal, kind).is_empty() => {
                    Some(action_refusal(shell, o.seat, kind))
                }
                Card::Action(_) => None,
                _ => shell.check(o.seat, &Action::Play(card)).err(),
            }
        };
        let note = (err.is_none() && card.is_display_card()).then(|| {
            let mut d = o.displays[o.seat.index()].clone();
            d.push(card);
            let t = display_total(&d, colour);
            text::after_play(lang, t, t > beat)
        });
        out.push(HandCard {
            key: (card, copy),
            reason: err.map(|e| refusal(lang, e, o.previous)),
            note,
            advised: err.is_none() && copy == 0 && advised_card == Some(card),
        });
    }
    out
}

fn thing_label(lang: Lang, g: &Camelot, seat: Seat, item: Item) -> (String, Option<Card>) {
    match item {
        Item::Display(i) => {
            let d = g.display(seat);
            let card = d.get(usize::from(i)).copied();
            let name = card.map(|c| card_name(lang, c)).unwrap_or_default();
            // Two equal cards in one display: say which one.
            let twins = card.is_some_and(|c| d.iter().filter(|x| **x == c).count() > 1);
            let name = if twins {
                format!("{name} ({} {})", lang.pick("carte", "card"), i + 1)
            } else {
                name
            };
            (name, card)
        }
        Item::Shield => (label(lang, CamelotLabel::Shield).into(), None),
        Item::Stunned => (label(lang, CamelotLabel::Stunned).into(), None),
    }
}

/// The legal declarations of an action card, as dialog buttons.
#[must_use]
pub fn declarations(
    shell: &Camelot,
    seat: Seat,
    kind: ActionCard,
    legal: &[Action],
    names: &[String],
    lang: Lang,
) -> Vec<Declaration> {
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let base = |action: Action, label: String| Declaration {
        action,
        group: None,
        label,
        card: None,
        colour: None,
        take: None,
    };
    plays_of(legal, kind)
        .into_iter()
        .map(|a| match a {
            Action::Unhorse(c) | Action::ChangeWeapon(c) => Declaration {
                colour: Some(c),
                ..base(a, colour_title(lang, c))
            },
            Action::Riposte(t) => {
                let top = shell.display(t).last().copied();
                Declaration {
                    card: top,
                    ..base(
                        a,
                        format!(
                            "{}{} {}",
                            name(t),
                            lang.pick(" :", ":"),
                            top.map(|c| card_name(lang, c)).unwrap_or_default()
                        ),
                    )
                }
            }
            Action::BreakLance(t) => {
                let purple: Vec<Card> = shell
                    .display(t)
                    .iter()
                    .copied()
                    .filter(|c| c.colour() == Some(Colour::Purple))
                    .collect();
                base(
                    a,
                    format!(
                        "{}{} {}",
                        name(t),
                        lang.pick(" :", ":"),
                        text::card_list(lang, &purple)
                    ),
                )
            }
            Action::KnockDown(t) => base(
                a,
                format!("{} ({})", name(t), text::in_hand(lang, shell.hand(t).len())),
            ),
            Action::Stunned(t) => base(a, name(t)),
            Action::Dodge(t, i) => {
                let (label, card) = thing_label(lang, shell, t, Item::Display(i));
                Declaration {
                    group: Some(name(t)),
                    card,
                    ..base(a, label)
                }
            }
            Action::Retreat(i) => {
                let (label, card) = thing_label(lang, shell, seat, Item::Display(i));
                Declaration {
                    card,
                    ..base(a, label)
                }
            }
            Action::Outwit { target, give, take } => {
                let (given, card) = thing_label(lang, shell, seat, give);
                let (taken, _) = thing_label(lang, shell, target, take);
                Declaration {
                    group: Some(name(target)),
                    card,
                    take: Some(taken),
                    ..base(a, given)
                }
            }
            _ => base(a, text::play_label(lang, Card::Action(kind))),
        })
        .collect()
}

/// The announce panel (CAM-5.1 to CAM-5.3): every colour, refused ones with the reason.
#[must_use]
pub fn announce_choices(o: &CamelotObservation, shell: &Camelot, lang: Lang) -> Vec<PanelChoice> {
    Colour::ALL
        .into_iter()
        .map(|c| {
            let action = Action::Announce(c);
            PanelChoice {
                action,
                label: colour_title(lang, c),
                colour: Some(c),
                card: None,
                reason: shell
                    .check(o.seat, &action)
                    .err()
                    .map(|e| refusal(lang, e, o.previous)),
            }
        })
        .collect()
}

/// The token panel (CAM-8.3 take an unowned colour; CAM-7.7 return an owned one).
#[must_use]
pub fn token_choices(
    o: &CamelotObservation,
    shell: &Camelot,
    reason: TokenReason,
    lang: Lang,
) -> Vec<PanelChoice> {
    let owned = o.tokens_of(o.seat);
    Colour::ALL
        .into_iter()
        .filter(|c| reason == TokenReason::PurpleWin || owned.contains(c))
        .map(|c| {
            let action = Action::Token(c);
            PanelChoice {
                action,
                label: text::token_label(lang, c),
                colour: Some(c),
                card: None,
                reason: shell
                    .check(o.seat, &action)
                    .err()
                    .map(|e| refusal(lang, e, o.previous)),
            }
        })
        .collect()
}

/// Adapt's keep panel (CAM-10.13): one button per card of the duplicated value.
#[must_use]
pub fn keep_choices(o: &CamelotObservation, value: u8, lang: Lang) -> Vec<PanelChoice> {
    o.displays[o.seat.index()]
        .iter()
        .enumerate()
        .filter(|(_, c)| c.printed() == value)
        .map(|(i, c)| PanelChoice {
            action: Action::Keep(i as u8),
            label: text::keep_label(lang, *c, i),
            colour: None,
            card: Some(*c),
            reason: None,
        })
        .collect()
}

/// What an action does, as a short phrase without subject (the hint): `jouer rouge 4`,
/// `rester en lice`, `Riposte contre Gauvain : rouge 4`.
#[must_use]
pub fn action_text(
    lang: Lang,
    n: &CamelotNames<'_>,
    shell: &Camelot,
    seat: Seat,
    a: Action,
) -> String {
    let verb = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match a {
        Action::Announce(c) => format!(
            "{} {}",
            verb("annoncer", "announce"),
            text::colour_name(lang, c)
        ),
        Action::Play(c) => format!("{} {}", verb("jouer", "play"), card_name(lang, c)),
        Action::Stay => verb("rester en lice", "stay in"),
        Action::Withdraw => verb("se retirer", "withdraw"),
        Action::Cancel => label(lang, CamelotLabel::CancelWithLancelot).to_lowercase(),
        Action::Pass => label(lang, CamelotLabel::LetItHappen).to_lowercase(),
        Action::Keep(i) => {
            let c = shell.display(seat).get(usize::from(i)).copied();
            format!(
                "{} {}",
                verb("garder", "keep"),
                c.map(|c| card_name(lang, c)).unwrap_or_default()
            )
        }
        Action::Token(c) => text::token_label(lang, c),
        _ => {
            let things: Vec<Thing> = things_now(shell, seat, a);
            format!(
                "{} {}",
                verb("jouer", "play"),
                action_phrase(lang, n, a, &things)
            )
        }
    }
}
