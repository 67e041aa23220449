//! The game log: the events it keeps and their texts, per language and per viewer (the panel
//! that lists them is the shared [`crate::ui::table::log::LogPanel`]). The events are the
//! engine's own ([`crate::games::camelot::CamelotEvent`], reported where the rules happen),
//! each kept with who may see it, so that the log of a pass-and-play table shows every line
//! as the seat on screen may see it: a Knock Down's card is named only to its actor and
//! victim (CAM-17.3), whose view of the event holds it; the cards drawn are not logged.
//!
//! Lancelot windows are not logged answer by answer: the engine reports no answer, since
//! every opponent still in is asked and a "pass" line would tell who was asked, not who holds
//! Lancelot (CAM-11.7). Only a cancellation shows.

use super::text::{self, CamelotLabel, card_list, card_name, colour_name, label};
use crate::core::events::Seen;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::camelot::{Action, Camelot, Colour};
pub use crate::games::camelot::{CamelotEvent as Event, Thing};
use crate::ui::Lang;
/// Gives events keys from `first` on.
pub use crate::ui::table::log::number;
use crate::ui::table::log::{LogEntry, LogNames};
use crate::ui::table::{Word, word};

/// True for the events the log lists: not the cards drawn nor the reshuffles.
#[must_use]
pub fn logged(e: &Event) -> bool {
    !matches!(e, Event::Drew { .. } | Event::Reshuffled { .. })
}

/// The engine events the log keeps.
#[must_use]
pub fn log_lines(events: Vec<Seen<Event>>) -> Vec<Seen<Event>> {
    events.into_iter().filter(|e| logged(&e.event)).collect()
}

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Camelot>) -> Vec<LogEntry<Seen<Event>>> {
    crate::ui::table::log::record_entries(record, |s| logged(&s.event).then_some(s))
}

/// The things an action names in the current position (for texts about a pending card).
#[must_use]
pub fn things_now(g: &Camelot, seat: Seat, a: Action) -> Vec<Thing> {
    g.declared(seat, a)
}

/// Who is who, for the texts, and who is looking.
pub struct CamelotNames<'a> {
    /// The display names by seat and the only human ("you").
    pub seats: LogNames<'a>,
    /// The seat on screen (for what only it may know); `None` while the device is being
    /// handed over.
    pub viewer: Option<Seat>,
}

impl CamelotNames<'_> {
    fn name(&self, s: Seat) -> String {
        self.seats.name(s)
    }

    fn is_you(&self, s: Seat) -> bool {
        self.seats.is_you(s)
    }

    /// `Gauvain joue` / `Vous jouez`.
    fn sub(&self, lang: Lang, s: Seat, fr: (&str, &str), en: (&str, &str)) -> String {
        self.seats.sub(lang, s, fr, en)
    }

    /// A seat as an object: `Gauvain`, `vous`/`you`.
    fn obj(&self, lang: Lang, s: Seat) -> String {
        if self.is_you(s) {
            lang.pick("vous", "you").into()
        } else {
            self.name(s)
        }
    }

    /// `de Gauvain` / `de vous`; `Gawain's` / `your`.
    fn of(&self, lang: Lang, s: Seat) -> String {
        match (lang, self.is_you(s)) {
            (Lang::Fr, true) => "votre".into(),
            (Lang::Fr, false) => format!("de {}", self.name(s)),
            (Lang::En, true) => "your".into(),
            (Lang::En, false) => format!("{}'s", self.name(s)),
        }
    }
}

fn thing_name(lang: Lang, t: Thing) -> String {
    match t {
        Thing::Card(c) => card_name(lang, c),
        Thing::Shield => label(lang, CamelotLabel::ShieldItem).into(),
        Thing::Stunned => label(lang, CamelotLabel::StunnedItem).into(),
    }
}

/// What an action card declares, after its name: ` contre Gauvain : rouge 4`.
#[must_use]
pub fn declaration(lang: Lang, n: &CamelotNames<'_>, action: Action, things: &[Thing]) -> String {
    let first = things
        .first()
        .map(|t| thing_name(lang, *t))
        .unwrap_or_default();
    let against = lang.pick("contre", "against");
    match action {
        Action::Unhorse(c) | Action::ChangeWeapon(c) => match lang {
            Lang::Fr => format!(" : le tournoi devient {}", colour_name(lang, c)),
            Lang::En => format!(": the tournament becomes {}", colour_name(lang, c)),
        },
        Action::DropWeapon => lang
            .pick(
                " : le tournoi devient vert",
                ": the tournament becomes green",
            )
            .into(),
        Action::BreakLance(t) | Action::KnockDown(t) => format!(" {against} {}", n.obj(lang, t)),
        Action::Riposte(t) | Action::Dodge(t, _) => {
            format!(
                " {against} {}{} {first}",
                n.obj(lang, t),
                lang.pick(" :", ":")
            )
        }
        Action::Retreat(_) => format!("{} {first}", lang.pick(" :", ":")),
        Action::Outwit { target, .. } => {
            let take = things
                .get(1)
                .map(|t| thing_name(lang, *t))
                .unwrap_or_default();
            match lang {
                Lang::Fr => format!(" avec {} : {first} contre {take}", n.obj(lang, target)),
                Lang::En => format!(" with {}: {first} for {take}", n.obj(lang, target)),
            }
        }
        Action::Stunned(t) => format!(" {} {}", lang.pick("sur", "on"), n.obj(lang, t)),
        _ => String::new(),
    }
}

/// An action card's name and declarations, without a subject: `Riposte contre Gauvain :
/// rouge 4` (the hint, the Lancelot question).
#[must_use]
pub fn action_phrase(lang: Lang, n: &CamelotNames<'_>, action: Action, things: &[Thing]) -> String {
    let name = action
        .card()
        .map(|c| card_name(lang, c))
        .unwrap_or_default();
    format!("{name}{}", declaration(lang, n, action, things))
}

/// The text of a line for one viewer: each family of events has its own function below.
#[must_use]
pub fn describe(lang: Lang, n: &CamelotNames<'_>, e: &Event) -> String {
    match e {
        Event::NewTournament { .. } | Event::Revealed { .. } | Event::Announced { .. } => {
            opening_sentence(lang, n, e)
        }
        Event::Played { .. }
        | Event::ActionCard { .. }
        | Event::Cancelled { .. }
        | Event::Discarded(..)
        | Event::Knocked { .. }
        | Event::Drew { .. }
        | Event::Reshuffled { .. }
        | Event::Kept { .. } => card_sentence(lang, n, e),
        Event::Stayed { .. }
        | Event::Withdrew { .. }
        | Event::Returned { .. }
        | Event::Won { .. }
        | Event::TookToken { .. }
        | Event::GameOver { .. } => ending_sentence(lang, n, e),
    }
}

/// A tournament opens: who chooses its colour, a hand shown by a knight who cannot start,
/// the colour announced.
fn opening_sentence(lang: Lang, n: &CamelotNames<'_>, e: &Event) -> String {
    match e {
        Event::NewTournament { number, starter } => {
            let who = n.sub(
                lang,
                *starter,
                ("choisissez la couleur", "choisit la couleur"),
                ("choose the colour", "chooses the colour"),
            );
            format!(
                "{}{} {who}",
                text::tournament(lang, *number),
                lang.pick(" :", ":")
            )
        }
        Event::Revealed { seat, cards } => format!(
            "{}{} {}",
            n.sub(
                lang,
                *seat,
                (
                    "ne pouvez pas ouvrir et montrez votre main",
                    "ne peut pas ouvrir et montre sa main"
                ),
                (
                    "cannot start and show your hand",
                    "cannot start and shows their hand"
                ),
            ),
            lang.pick(" :", ":"),
            card_list(lang, cards)
        ),
        Event::Announced { seat, colour } => {
            let c = colour_name(lang, *colour);
            match lang {
                Lang::Fr => format!(
                    "{} {c}",
                    n.sub(
                        lang,
                        *seat,
                        ("annoncez un tournoi", "annonce un tournoi"),
                        ("", "")
                    )
                ),
                Lang::En => n.sub(
                    lang,
                    *seat,
                    ("", ""),
                    (
                        &format!("announce a {c} tournament"),
                        &format!("announces a {c} tournament"),
                    ),
                ),
            }
        }
        // The other events: `describe` sends them to their own functions.
        _ => String::new(),
    }
}

/// Cards played, cancelled by Lancelot, discarded, taken, drawn and kept; the discard pile
/// reshuffled.
fn card_sentence(lang: Lang, n: &CamelotNames<'_>, e: &Event) -> String {
    match e {
        Event::Played { seat, card, total } => format!(
            "{} {} ({} {total})",
            n.sub(lang, *seat, ("jouez", "joue"), ("play", "plays")),
            card_name(lang, *card),
            lang.pick("total", "total")
        ),
        Event::ActionCard {
            seat,
            action,
            things,
        } => format!(
            "{} {}",
            n.sub(lang, *seat, ("jouez", "joue"), ("play", "plays")),
            action_phrase(lang, n, *action, things)
        ),
        Event::Cancelled { by, actor, action } => {
            let card = action
                .card()
                .map(|c| card_name(lang, c))
                .unwrap_or_default();
            let who = n.obj(lang, *actor);
            format!(
                "Lancelot{} {}",
                lang.pick(" !", "!"),
                n.sub(
                    lang,
                    *by,
                    (
                        &format!("annulez la carte {card} jouée par {who}"),
                        &format!("annule la carte {card} jouée par {who}"),
                    ),
                    (
                        &format!("cancel the {card} played by {who}"),
                        &format!("cancels the {card} played by {who}"),
                    ),
                )
            )
        }
        Event::Discarded(list) => {
            let parts: Vec<String> = list
                .iter()
                .map(|(s, cards)| format!("{} {}", n.name(*s), card_list(lang, cards)))
                .collect();
            format!(
                "{}{} {}",
                lang.pick("Défaussé", "Discarded"),
                lang.pick(" :", ":"),
                parts.join(" ; ")
            )
        }
        Event::Knocked {
            actor,
            victim,
            card,
        } => {
            let what = match card {
                Some(c) => card_name(lang, *c),
                None => lang.pick("une carte", "a card").into(),
            };
            let took = n.sub(lang, *actor, ("prenez", "prend"), ("take", "takes"));
            match (lang, n.is_you(*victim)) {
                (Lang::Fr, true) => format!("{took} {what} dans votre main"),
                (Lang::Fr, false) => format!("{took} {what} dans la main de {}", n.name(*victim)),
                (Lang::En, _) => format!("{took} {what} from {} hand", n.of(lang, *victim)),
            }
        }
        Event::Drew { seat, card } => {
            let what = match card {
                Some(c) => card_name(lang, *c),
                None => lang.pick("une carte", "a card").into(),
            };
            format!(
                "{} {what}",
                n.sub(lang, *seat, ("piochez", "pioche"), ("draw", "draws"))
            )
        }
        Event::Reshuffled { cards } => match lang {
            Lang::Fr => format!("La défausse est mélangée et devient la pioche ({cards} cartes)"),
            Lang::En => {
                format!("The discard pile is shuffled into a new draw pile ({cards} cards)")
            }
        },
        Event::Kept { seat, card } => format!(
            "{} {}",
            n.sub(lang, *seat, ("gardez", "garde"), ("keep", "keeps")),
            card_name(lang, *card)
        ),
        // The other events: `describe` sends them to their own functions.
        _ => String::new(),
    }
}

/// Staying in or withdrawing, and the tokens: returned, won with a tournament, taken; the
/// game's end.
fn ending_sentence(lang: Lang, n: &CamelotNames<'_>, e: &Event) -> String {
    match e {
        Event::Stayed { seat, total } => format!(
            "{} {total}",
            n.sub(
                lang,
                *seat,
                ("restez en lice avec", "reste en lice avec"),
                ("stay in with", "stays in with")
            )
        ),
        Event::Withdrew { seat, lost } => match lost {
            None => n.sub(
                lang,
                *seat,
                ("vous retirez", "se retire"),
                ("withdraw", "withdraws"),
            ),
            Some(c) => {
                let t = token_phrase(lang, *c);
                n.sub(
                    lang,
                    *seat,
                    (
                        &format!("vous retirez et rendez {t}"),
                        &format!("se retire et rend {t}"),
                    ),
                    (
                        &format!("withdraw and return {t}"),
                        &format!("withdraws and returns {t}"),
                    ),
                )
            }
        },
        Event::Returned { seat, colour } => {
            let t = token_phrase(lang, *colour);
            n.sub(
                lang,
                *seat,
                (&format!("rendez {t}"), &format!("rend {t}")),
                (&format!("return {t}"), &format!("returns {t}")),
            )
        }
        Event::Won {
            seat,
            colour,
            token,
            choosing,
        } => {
            let c = colour_name(lang, *colour);
            let (fr, en) = match (choosing, token) {
                (true, _) => (
                    (
                        format!("remportez le tournoi {c} et choisissez un jeton"),
                        format!("remporte le tournoi {c} et choisit un jeton"),
                    ),
                    (
                        format!("win the {c} tournament and choose a token"),
                        format!("wins the {c} tournament and chooses a token"),
                    ),
                ),
                (false, Some(t)) => {
                    let t = colour_name(lang, *t);
                    (
                        (
                            format!("remportez le tournoi {c} et prenez un jeton {t}"),
                            format!("remporte le tournoi {c} et prend un jeton {t}"),
                        ),
                        (
                            format!("win the {c} tournament and take a {t} token"),
                            format!("wins the {c} tournament and takes a {t} token"),
                        ),
                    )
                }
                (false, None) => (
                    (
                        format!("remportez le tournoi {c} (jeton {c} déjà acquis)"),
                        format!("remporte le tournoi {c} (jeton {c} déjà acquis)"),
                    ),
                    (
                        format!("win the {c} tournament ({c} token already owned)"),
                        format!("wins the {c} tournament ({c} token already owned)"),
                    ),
                ),
            };
            n.sub(lang, *seat, (&fr.0, &fr.1), (&en.0, &en.1))
        }
        Event::TookToken { seat, colour } => {
            let c = colour_name(lang, *colour);
            match lang {
                Lang::Fr => format!(
                    "{} {c}",
                    n.sub(lang, *seat, ("prenez un jeton", "prend un jeton"), ("", ""))
                ),
                Lang::En => n.sub(
                    lang,
                    *seat,
                    ("", ""),
                    (&format!("take a {c} token"), &format!("takes a {c} token")),
                ),
            }
        }
        Event::GameOver { winner, colours } => format!(
            "{}. {}",
            word(lang, Word::GameOver),
            text::winner(lang, &n.name(*winner), n.is_you(*winner), *colours)
        ),
        // The other events: `describe` sends them to their own functions.
        _ => String::new(),
    }
}

/// `le jeton rouge (dame)`, `the red token (Maiden)`.
fn token_phrase(lang: Lang, c: Colour) -> String {
    match lang {
        Lang::Fr => format!("le jeton {} (dame)", colour_name(lang, c)),
        Lang::En => format!("the {} token (Maiden)", colour_name(lang, c)),
    }
}

/// True for the lines read out in the polite live region: the important events, and the
/// viewer's own cards; not the cards drawn nor the reshuffles (not in the log either).
#[must_use]
pub fn is_news(e: &Event, viewer: Seat) -> bool {
    match e {
        Event::Played { seat, .. } | Event::Kept { seat, .. } => *seat == viewer,
        Event::Knocked { actor, victim, .. } => *actor == viewer || *victim == viewer,
        Event::Revealed { .. } | Event::Drew { .. } | Event::Reshuffled { .. } => false,
        _ => true,
    }
}

/// A CSS class for a line's kind.
#[must_use]
pub fn class(e: &Event) -> &'static str {
    match e {
        Event::NewTournament { .. } => "ev-new",
        Event::Won { .. } | Event::GameOver { .. } | Event::TookToken { .. } => "ev-won",
        Event::Withdrew { .. } | Event::Returned { .. } => "ev-out",
        Event::ActionCard { .. } | Event::Cancelled { .. } | Event::Knocked { .. } => "ev-action",
        _ => "",
    }
}
