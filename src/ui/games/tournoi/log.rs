//! The game log and the live region's sentences, written from the engine's events
//! ([`crate::games::tournoi::TournoiEvent`]) as the seat on screen may see them: everything
//! is public (TRN-13.1) except the cards a draw brings and those discarded face down after
//! it, which only their owner reads.

use super::text::{self, card_name, cards_count, godsend_card, hero_name, legend, names_list};
use crate::core::events::Seen;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tournoi::{Card, Power, Tournoi, TournoiEvent as Event};
use crate::ui::Lang;
use crate::ui::table::log::{LogEntry, LogNames, LogWords};

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Tournoi>) -> Vec<LogEntry<Seen<Event>>> {
    crate::ui::table::log::record_entries(record, Some)
}

/// The wounds a set of cards carries at face value (TRN-5.1).
#[must_use]
pub fn printed_wounds(cards: &[Card]) -> u32 {
    cards.iter().map(|c| c.wounds()).sum()
}

/// The sentence of one event.
#[must_use]
pub fn describe(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    text::colons(lang, describe_fr_spacing(lang, n, e))
}

/// The sentence of one event, before French colons are spaced: each family of events has
/// its own function below.
fn describe_fr_spacing(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Hero { .. }
        | Event::Dealt { .. }
        | Event::Legend { .. }
        | Event::Dealer(..)
        | Event::Godsend { .. }
        | Event::Over { .. } => round_sentence(lang, n, e),
        Event::Drew { .. }
        | Event::Discarded { .. }
        | Event::Played(..)
        | Event::Dishonored { .. }
        | Event::Power { .. }
        | Event::Feint { .. }
        | Event::Gave { .. }
        | Event::Purified { .. } => card_sentence(lang, n, e),
        Event::Lost { .. } | Event::NoLoser { .. } | Event::Injured { .. } => {
            melee_end_sentence(lang, n, e)
        }
    }
}

/// The rounds: the Heroes, who deals, the Godsends, a Legend reached, the end.
fn round_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Hero { seat, hero } => format!(
            "{} : {} ({} {})",
            n.name(*seat),
            hero_name(lang, *hero),
            lang.pick("Légende", "Legend"),
            legend(lang, *hero).0
        ),
        // "Vous distribuez", never "Vous distribue" / "You deals" (issue 28).
        Event::Dealt { round, dealer } => format!(
            "{} {} {round}.",
            n.sub(
                lang,
                *dealer,
                ("distribuez", "distribue"),
                ("deal", "deals")
            ),
            lang.pick("la manche", "round")
        ),
        Event::Legend { seat } => match (lang, n.you == Some(*seat)) {
            (Lang::Fr, true) => {
                "Votre Légende est atteinte : active dès la prochaine manche.".into()
            }
            (Lang::En, true) => "Your Legend is reached: active from the next round.".into(),
            (Lang::Fr, false) => format!(
                "Légende de {} atteinte : active dès la prochaine manche.",
                n.name(*seat)
            ),
            (Lang::En, false) => format!(
                "{}'s Legend reached: active from the next round.",
                n.name(*seat)
            ),
        },
        Event::Dealer(s) => format!(
            "{} {}.",
            n.sub(lang, *s, ("distribuerez", "distribuera"), ("deal", "deals")),
            lang.pick("la prochaine manche", "the next round")
        ),
        Event::Godsend { seat, card, .. } => format!(
            "{} {} : {}.",
            n.sub(lang, *seat, ("recevez", "reçoit"), ("receive", "receives")),
            lang.pick("une faveur divine", "a Godsend"),
            godsend_card(lang, *card)
        ),
        Event::Over { winners } => {
            let who: Vec<String> = winners.iter().map(|s| n.name(*s)).collect();
            match (lang, who.len()) {
                (_, 1) => format!(
                    "{} {}.",
                    lang.pick("Partie terminée :", "Game over:"),
                    n.sub(lang, winners[0], ("gagnez", "gagne"), ("win", "wins"))
                ),
                (Lang::Fr, _) => format!("Partie terminée : {} gagnent.", names_list(lang, &who)),
                (Lang::En, _) => format!("Game over: {} win.", names_list(lang, &who)),
            }
        }
        // The other events: `describe_fr_spacing` sends them to their own functions.
        _ => String::new(),
    }
}

/// The cards of a melee: drawn, discarded, played (a card that cannot follow, a power,
/// a feint), given and purified.
fn card_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Drew {
            seat,
            power,
            count,
            cards,
        } => {
            let mut s = format!(
                "{} {} ({})",
                n.sub(lang, *seat, ("piochez", "pioche"), ("draw", "draws")),
                cards_count(lang, usize::from(*count)),
                text::draw_name(lang, *power)
            );
            if !cards.is_empty() {
                let list: Vec<String> = cards.iter().map(|c| card_name(lang, *c)).collect();
                s.push_str(&format!(" : {}", list.join(", ")));
            }
            s + "."
        }
        Event::Discarded { seat, card } => {
            let what = card.map_or_else(
                || lang.pick("une carte", "a card").to_string(),
                |c| card_name(lang, c),
            );
            format!(
                "{} {what} {}.",
                n.sub(
                    lang,
                    *seat,
                    ("défaussez", "défausse"),
                    ("discard", "discards")
                ),
                lang.pick("face cachée", "face down")
            )
        }
        Event::Played(p) => format!(
            "{} {} : {} {}.",
            n.sub(lang, p.seat, ("jouez", "joue"), ("play", "plays")),
            text::play_text(lang, &p.play),
            lang.pick("valeur", "value"),
            p.value
        ),
        Event::Dishonored { seat, card, grace } => {
            if *grace {
                format!(
                    "{} {} {} ({}).",
                    n.sub(lang, *seat, ("posez", "pose"), ("put", "puts")),
                    card_name(lang, *card),
                    lang.pick("face cachée dans la mêlée", "face down into the melee"),
                    text::hero_power(lang, crate::games::tournoi::Hero::Guinevere).0
                )
            } else {
                format!(
                    "{} : {} {}.",
                    n.sub(
                        lang,
                        *seat,
                        ("ne pouvez pas suivre", "ne peut pas suivre"),
                        ("cannot follow", "cannot follow")
                    ),
                    lang.pick("déshonneur, défausse de", "dishonor, discards"),
                    card_name(lang, *card)
                )
            }
        }
        Event::Power { seat, power } => power_text(lang, n, *seat, *power),
        Event::Feint { value, seats } => {
            let who: Vec<String> = seats.iter().map(|s| n.name(*s)).collect();
            match lang {
                Lang::Fr => format!(
                    "Feinte à {value} : cartes de {} retournées.",
                    names_list(lang, &who)
                ),
                Lang::En => format!(
                    "Feint on {value}: cards of {} turned face down.",
                    names_list(lang, &who)
                ),
            }
        }
        Event::Gave { from, to, card } => format!(
            "{} {} {} {}.",
            n.sub(lang, *from, ("donnez", "donne"), ("give", "gives")),
            card_name(lang, *card),
            lang.pick("à", "to"),
            n.name(*to)
        ),
        Event::Purified { seat, card } => format!(
            "{} {} ({}).",
            n.sub(lang, *seat, ("retirez", "retire"), ("remove", "removes")),
            card_name(lang, *card),
            text::godsend_name(lang, crate::games::tournoi::Godsend::Purification)
        ),
        // The other events: `describe_fr_spacing` sends them to their own functions.
        _ => String::new(),
    }
}

/// A melee's end: its loser (or none) and the wounds.
fn melee_end_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Lost { melee, seat, cards } => format!(
            "{} {melee} : {} {} ({} {}).",
            lang.pick("Mêlée", "Melee"),
            n.sub(
                lang,
                *seat,
                ("perdez et ramassez", "perd et ramasse"),
                ("lose and collect", "loses and collects")
            ),
            cards_count(lang, cards.len()),
            printed_wounds(cards),
            lang.pick("blessures", "wounds")
        ),
        Event::NoLoser {
            melee,
            cards,
            discarded,
        } => match (lang, discarded) {
            (Lang::Fr, false) => format!(
                "Mêlée {melee} : aucun perdant, {} mises de côté.",
                cards_count(lang, *cards)
            ),
            (Lang::En, false) => format!(
                "Melee {melee}: no loser, {} set aside.",
                cards_count(lang, *cards)
            ),
            (Lang::Fr, true) => format!(
                "Mêlée {melee} : aucun perdant, {} défaussées.",
                cards_count(lang, *cards)
            ),
            (Lang::En, true) => format!(
                "Melee {melee}: no loser, {} discarded.",
                cards_count(lang, *cards)
            ),
        },
        Event::Injured {
            seat,
            wounds,
            healed,
            health,
        } => {
            let heal = if *healed > 0 {
                format!(", +{healed} {}", lang.pick("de soins", "healed"))
            } else {
                String::new()
            };
            match lang {
                Lang::Fr => format!(
                    "{} : {wounds} blessures{heal} → {health} points de vie.",
                    n.name(*seat)
                ),
                Lang::En => format!(
                    "{}: {wounds} wounds{heal} → {health} health.",
                    n.name(*seat)
                ),
            }
        }
        // The other events: `describe_fr_spacing` sends them to their own functions.
        _ => String::new(),
    }
}

/// A power use, announced with its parameters (TRN-10.1.2).
fn power_text(lang: Lang, n: &LogNames<'_>, seat: Seat, p: Power) -> String {
    let who = n.name(seat);
    match p {
        Power::Excalibur => format!("{who} : Excalibur, +3."),
        Power::Treachery(t) => format!(
            "{who} : {}, {} {}.",
            text::hero_power(lang, crate::games::tournoi::Hero::Mordred).0,
            lang.pick("retourne la carte de", "turns down the card of"),
            n.name(t)
        ),
        Power::Broceliande { from, to } => format!(
            "{who} : Brocéliande, {} {} {} {}.",
            lang.pick("reprend", "takes back"),
            card_name(lang, from),
            lang.pick("et joue", "and plays"),
            card_name(lang, to)
        ),
        Power::TwinHearts(t) => format!(
            "{who} : {} {} {}.",
            text::hero_power(lang, crate::games::tournoi::Hero::Tristan).0,
            lang.pick("avec", "with"),
            n.name(t)
        ),
        Power::Miracle(v) => format!("{who} : Miracle, {} {v}.", lang.pick("valeur", "value")),
        Power::Lancelot(t) => format!(
            "{who} : Lancelot, {} {}.",
            lang.pick("la défaite passe à", "the loss passes to"),
            n.name(t)
        ),
        Power::Sanctuary => format!(
            "{who} : {}, {}.",
            text::godsend_name(lang, crate::games::tournoi::Godsend::Sanctuary),
            lang.pick("la mêlée est mise de côté", "the melee is set aside")
        ),
        Power::Iseult(t) => format!(
            "{who} : Iseult, {} {}.",
            lang.pick("la moitié des cartes pour", "half the cards for"),
            n.name(t)
        ),
        Power::Judgement(s, t) => format!(
            "{who} : {}, {} {} {}.",
            text::godsend_name(lang, crate::games::tournoi::Godsend::Judgement),
            text::suit_name(lang, s),
            lang.pick("doublée chez", "doubled on"),
            n.name(t)
        ),
        Power::Penance(t) => format!(
            "{who} : {} {} {}.",
            text::godsend_name(lang, crate::games::tournoi::Godsend::Penance),
            lang.pick("vers", "towards"),
            n.name(t)
        ),
    }
}

/// The log's words, for the table ([`crate::ui::table::log::log_step`]).
pub const WORDS: LogWords<Event> = (is_news, describe);

/// True for the events the live region reads out (the Heroes of the start are on screen).
#[must_use]
pub fn is_news(e: &Event) -> bool {
    !matches!(e, Event::Hero { .. })
}

/// The log line's class.
#[must_use]
pub fn class(e: &Event) -> &'static str {
    match e {
        Event::Dealt { .. } | Event::Over { .. } => "log-round",
        Event::Lost { .. } | Event::NoLoser { .. } | Event::Injured { .. } => "log-trick",
        _ => "",
    }
}
