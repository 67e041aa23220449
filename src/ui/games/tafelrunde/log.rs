//! The game log's texts and what the live region reads out; the panel is the shared log
//! drawer of the tables ([`crate::ui::table::log::LogPanel`]). The events are the engine's own
//! ([`crate::games::tafelrunde::TafelrundeEvent`], reported where the rules happen), as an
//! onlooker sees them. Everything in a game of Tafelrunde that is not in a hand is public
//! (TAF-13.2), so every line may be shown to everyone; the hands dealt, told to each seat
//! only, are not logged.

use super::text::{self, card_name, chip_name};
use crate::core::events::{Seen, events_for};
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tafelrunde::Tafelrunde;
pub use crate::games::tafelrunde::TafelrundeEvent as Event;
use crate::ui::Lang;
/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;
use crate::ui::table::log::{LogEntry, LogNames};
use crate::ui::table::{Word, word};

/// The lines of these engine events: what an onlooker sees (all public, TAF-13.2), without
/// the reshuffle, which the new hand's line tells.
#[must_use]
pub fn public(events: &[Seen<Event>]) -> Vec<Event> {
    events_for(events, None)
        .into_iter()
        .filter(|e| !matches!(e, Event::Reshuffled { .. } | Event::Hand { .. }))
        .collect()
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Tafelrunde>) -> Vec<LogEntry<Event>> {
    crate::ui::table::log::record_entries(record, |s| public(std::slice::from_ref(&s)).pop())
}

/// `de la case 4 à la case 6`, with the jumped spaces: `, en sautant la case 5`.
fn move_phrase(lang: Lang, from: u8, to: u8, jumped: &[u8]) -> String {
    let start = |s: u8| {
        if s == 0 {
            lang.pick("du départ", "from Start").to_string()
        } else {
            format!("{} {s}", lang.pick("de la case", "from space"))
        }
    };
    let jumps = match (lang, jumped) {
        (_, []) => String::new(),
        (Lang::Fr, [one]) => format!(", en sautant la case {one}"),
        (Lang::En, [one]) => format!(", jumping space {one}"),
        (Lang::Fr, many) => format!(", en sautant les cases {}", list_numbers(lang, many)),
        (Lang::En, many) => format!(", jumping spaces {}", list_numbers(lang, many)),
    };
    format!(
        "{} {} {to}{jumps}",
        start(from),
        lang.pick("à la case", "to space")
    )
}

fn list_numbers(lang: Lang, v: &[u8]) -> String {
    let s: Vec<String> = v.iter().map(u8::to_string).collect();
    text::names_list(lang, &s)
}

/// The text of a line: each family of events has its own function below.
#[must_use]
pub fn describe(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::NewHand { .. }
        | Event::Hand { .. }
        | Event::Reshuffled { .. }
        | Event::Played { .. }
        | Event::Trick { .. }
        | Event::Sword { .. }
        | Event::GameOver { .. } => play_sentence(lang, n, e),
        Event::Declared { .. }
        | Event::Declined { .. }
        | Event::Swapped { .. }
        | Event::Deferred { .. } => trump_sentence(lang, n, e),
    }
}

/// The deal, the cards played, the tricks and the pawns' moves, a sword reached, the end.
fn play_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::NewHand {
            number,
            dealer,
            leader,
            reshuffled,
        } => {
            let deals = n.sub(lang, *dealer, ("donnez", "donne"), ("deal", "deals"));
            let leads = n.sub(lang, *leader, ("entamez", "entame"), ("lead", "leads"));
            let shuffle = if *reshuffled {
                lang.pick(
                    " La défausse est mélangée pour refaire la pioche.",
                    " The discard pile is shuffled into a new stock.",
                )
            } else {
                ""
            };
            format!(
                "{} {number}{} {deals}, {}.{shuffle}",
                lang.pick("Donne", "Deal"),
                lang.pick(" :", ":"),
                lowercase_first(&leads)
            )
        }
        Event::Hand { seat, cards } => n.sub(
            lang,
            *seat,
            (
                &format!("recevez {} cartes", cards.len()),
                &format!("reçoit {} cartes", cards.len()),
            ),
            (
                &format!("receive {} cards", cards.len()),
                &format!("receives {} cards", cards.len()),
            ),
        ),
        Event::Reshuffled { cards } => match lang {
            Lang::Fr => format!("La défausse est mélangée et devient la pioche ({cards} cartes)."),
            Lang::En => format!("The discard pile is shuffled into a new stock ({cards} cards)."),
        },
        Event::Played { seat, card } => format!(
            "{} {}",
            n.sub(lang, *seat, ("jouez", "joue"), ("play", "plays")),
            card_name(lang, *card)
        ),
        Event::Trick {
            number,
            cards,
            winner,
            card,
            from,
            to,
            jumped,
            ..
        } => {
            let list: Vec<String> = cards
                .iter()
                .map(|(s, c)| format!("{} {}", n.name(*s), card_name(lang, *c)))
                .collect();
            let won = n.sub(
                lang,
                *winner,
                ("remportez le pli", "remporte le pli"),
                ("win the trick", "wins the trick"),
            );
            let moves = match lang {
                Lang::Fr => "avance",
                Lang::En => "moves",
            };
            let pawn = match (lang, n.is_you(*winner)) {
                (Lang::Fr, true) => "votre pion",
                (Lang::Fr, false) => "son pion",
                (Lang::En, true) => "your pawn",
                (Lang::En, false) => "their pawn",
            };
            let colon = lang.pick(" :", ":");
            format!(
                "{} {number}{colon} {}. {won} ({}){colon} {pawn} {moves} {}.",
                lang.pick("Pli", "Trick"),
                list.join(", "),
                card_name(lang, *card),
                move_phrase(lang, *from, *to, jumped)
            )
        }
        Event::Sword { seat, space } => n.sub(
            lang,
            *seat,
            (
                &format!("arrivez sur l'épée de la case {space}"),
                &format!("arrive sur l'épée de la case {space}"),
            ),
            (
                &format!("land on the sword of space {space}"),
                &format!("lands on the sword of space {space}"),
            ),
        ),
        Event::GameOver { winner } => format!(
            "{}. {}",
            word(lang, Word::GameOver),
            text::winner(lang, &n.name(*winner), n.is_you(*winner))
        ),
        // The other events: `describe` sends them to their own functions.
        _ => String::new(),
    }
}

/// The trump chips: declared, declined, swapped or the decision deferred.
fn trump_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Declared {
            seat,
            colour,
            place,
        } => {
            let c = chip_name(lang, *colour);
            n.sub(
                lang,
                *seat,
                (
                    &format!("déclarez {c} atout, place {place}"),
                    &format!("déclare {c} atout, place {place}"),
                ),
                (
                    &format!("declare {c} trumps, place {place}"),
                    &format!("declares {c} trumps, place {place}"),
                ),
            )
        }
        Event::Declined { seat } => n.sub(
            lang,
            *seat,
            ("ne déclarez pas d'atout", "ne déclare pas d'atout"),
            ("declare no trump", "declares no trump"),
        ),
        Event::Swapped {
            seat,
            a,
            b,
            on_a,
            on_b,
        } => {
            let (ca, cb) = (chip_name(lang, *on_a), chip_name(lang, *on_b));
            n.sub(
                lang,
                *seat,
                (
                    &format!("échangez les places {a} et {b} : {ca} en {a}, {cb} en {b}"),
                    &format!("échange les places {a} et {b} : {ca} en {a}, {cb} en {b}"),
                ),
                (
                    &format!("swap places {a} and {b}: {ca} on {a}, {cb} on {b}"),
                    &format!("swaps places {a} and {b}: {ca} on {a}, {cb} on {b}"),
                ),
            )
        }
        Event::Deferred { seat } => n.sub(
            lang,
            *seat,
            (
                "attendez votre nouvelle main pour décider",
                "attend sa nouvelle main pour décider",
            ),
            (
                "wait for your new hand to decide",
                "waits for the new hand to decide",
            ),
        ),
        // The other events: `describe` sends them to their own functions.
        _ => String::new(),
    }
}

fn lowercase_first(s: &str) -> String {
    // "Vous entamez" stays capitalised in French only at the start of a sentence.
    if let Some(rest) = s.strip_prefix("Vous ") {
        return format!("vous {rest}");
    }
    if let Some(rest) = s.strip_prefix("You ") {
        return format!("you {rest}");
    }
    s.to_string()
}

/// True for the lines the log lists: a played card shows in its trick's line; a hand dealt
/// and a reshuffle are told in the new hand's line.
#[must_use]
pub fn in_log(e: &Event) -> bool {
    !matches!(
        e,
        Event::Played { .. } | Event::Hand { .. } | Event::Reshuffled { .. }
    )
}

/// True for the lines read out in the polite live region: everything but the viewer's own
/// cards (the player just chose them), the hand dealt and the reshuffle (the new hand's
/// line tells them).
#[must_use]
pub fn is_news(e: &Event, viewer: Seat) -> bool {
    match e {
        Event::Played { seat, .. } => *seat != viewer,
        Event::Hand { .. } | Event::Reshuffled { .. } => false,
        _ => true,
    }
}

/// What the live region says of a finished trick: shorter than the log's line.
#[must_use]
pub fn news(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Trick {
            winner,
            card,
            from,
            to,
            jumped,
            ..
        } => {
            let won = n.sub(
                lang,
                *winner,
                ("remportez le pli", "remporte le pli"),
                ("win the trick", "wins the trick"),
            );
            let moves = lang.pick("pion", "pawn");
            format!(
                "{won} ({}){} {moves} {}",
                card_name(lang, *card),
                lang.pick(" ;", ";"),
                move_phrase(lang, *from, *to, jumped)
            )
        }
        _ => describe(lang, n, e),
    }
}

/// A CSS class for a line's kind.
#[must_use]
pub fn class(e: &Event) -> &'static str {
    match e {
        Event::NewHand { .. } => "ev-new",
        Event::GameOver { .. } => "ev-won",
        Event::Sword { .. }
        | Event::Declared { .. }
        | Event::Declined { .. }
        | Event::Swapped { .. }
        | Event::Deferred { .. } => "ev-action",
        _ => "",
    }
}
