//! The game log and the live region's sentences, written from the engine's events
//! ([`ChevaliersEvent`](crate::games::chevaliers::events::ChevaliersEvent)) as the seat on screen
//! may see them (CHV-16.1): a hidden card (a face-down Black card's value, the White cards another
//! knight drew, a card handed over) is named only to those who may see it; the others read that
//! something happened.

use super::text::{
    self, black_name, counted, knight_name, loyalty_name, place_name, quest_name, war_name,
    white_name, whites_said,
};
use crate::core::events::Seen;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::chevaliers::{Chevaliers, ChevaliersEvent as Event, Place, RelicKind, ShareWhy};
use crate::ui::Lang;
use crate::ui::table::log::{LogEntry, LogNames, LogWords};

/// Every line of a record (stopping at the first action that does not apply).
#[must_use]
pub fn record_entries(record: &GameRecord<Chevaliers>) -> Vec<LogEntry<Seen<Event>>> {
    crate::ui::table::log::record_entries(record, Some)
}

/// `Keu pioche` / `Vous piochez`, `Kay draws` / `You draw`: the verbs are `(other, you)`.
fn sub(n: &LogNames<'_>, lang: Lang, s: Seat, fr: (&str, &str), en: (&str, &str)) -> String {
    let verb = match (lang, n.is_you(s)) {
        (Lang::Fr, false) => fr.0,
        (Lang::Fr, true) => fr.1,
        (Lang::En, false) => en.0,
        (Lang::En, true) => en.1,
    };
    format!("{} {verb}", n.name(s))
}

fn relic_name(lang: Lang, r: RelicKind) -> &'static str {
    match r {
        RelicKind::Armour => lang.pick("l'Armure de Lancelot", "Lancelot's Armour"),
        RelicKind::Excalibur => lang.pick("Excalibur", "Excalibur"),
        RelicKind::Grail => lang.pick("le Saint Graal", "the Holy Grail"),
    }
}

/// The sentence of one event.
#[must_use]
pub fn describe(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let s = text::colons(lang, sentence(lang, n, e));
    // A sentence may start with a name that is lower case inside one (`le Saint Graal`).
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => s,
    }
}

/// The sentence of one event, before the colons are spaced: each family of events has its
/// own function below.
fn sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Knights { .. }
        | Event::OwnLoyalty { .. }
        | Event::Chose { .. }
        | Event::Shared { .. }
        | Event::Rejected { .. }
        | Event::Turn { .. } => setup_sentence(lang, n, e),
        Event::Peeked { .. } | Event::Reordered { .. } => black_sight_sentence(lang, n, e),
        Event::EvilEngine { .. }
        | Event::Drew { .. }
        | Event::ArmourDrew { .. }
        | Event::PutUnder { .. }
        | Event::Placed { .. } => black_card_sentence(lang, n, e),
        Event::Committed { .. }
        | Event::Passed { .. }
        | Event::MerlinCancel { .. }
        | Event::CancelFailed { .. }
        | Event::ExcaliburCancel { .. }
        | Event::InForce { .. }
        | Event::Lifted { .. } => cancel_sentence(lang, n, e),
        Event::Laid { .. }
        | Event::Moved { .. }
        | Event::Played { .. }
        | Event::Siege { .. }
        | Event::Special { .. }
        | Event::KayAdded { .. }
        | Event::Healed { .. }
        | Event::Volunteered { .. } => deed_sentence(lang, n, e),
        Event::DrewWhite { .. }
        | Event::DiscardedDown { .. }
        | Event::Discarded { .. }
        | Event::Gave { .. }
        | Event::Stole { .. } => white_card_sentence(lang, n, e),
        Event::Engines { .. }
        | Event::Warriors { .. }
        | Event::Excalibur { .. }
        | Event::Grail { .. }
        | Event::QuestEnded { .. }
        | Event::Swords { .. }
        | Event::Life { .. }
        | Event::Died { .. }
        | Event::Saved { .. }
        | Event::Relic { .. }
        | Event::Reshuffled { .. }
        | Event::Over { .. } => realm_sentence(lang, n, e),
        Event::Accused { .. } | Event::Unmasked { .. } | Event::Flipped { .. } => {
            traitor_sentence(lang, n, e)
        }
    }
}

/// The deal, the knights' choices, the shares of White cards and whose turn it is.
fn setup_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::Knights { knights, first } => {
            let list: Vec<String> = knights
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let (name, knight) = (n.name(Seat(i as u8)), knight_name(lang, *k));
                    // A computer seat is named by its knight already.
                    if name == knight {
                        name
                    } else {
                        format!("{name} ({knight})")
                    }
                })
                .collect();
            format!(
                "{} : {}. {} {}.",
                l("Chevaliers", "Knights"),
                list.join(", "),
                l("Premier joueur :", "First player:"),
                n.name(*first)
            )
        }
        Event::OwnLoyalty { seat, loyalty } => format!(
            "{} : {}",
            sub(
                n,
                lang,
                *seat,
                (
                    "reçoit sa carte de loyauté",
                    "recevez votre carte de loyauté"
                ),
                ("gets a Loyalty card", "get your Loyalty card")
            ),
            loyalty_name(lang, *loyalty)
        ),
        Event::Chose { seat, knight } => format!(
            "{} {}",
            sub(n, lang, *seat, ("prend", "prenez"), ("takes", "take")),
            knight_name(lang, *knight)
        ),
        Event::Shared { why, agreed, cards } => {
            let what = match why {
                ShareWhy::Preliminary => l("Partage préliminaire", "Opening share"),
                ShareWhy::Spoils(q) => format!(
                    "{} {}",
                    l("Butin de la quête", "Spoils of the quest"),
                    quest_name(lang, *q)
                ),
                ShareWhy::Convocation => "Convocation".into(),
            };
            let how = if *agreed {
                l("accepté", "accepted")
            } else {
                l("au hasard", "at random")
            };
            let parts: Vec<String> = cards
                .iter()
                .filter(|(_, c)| !c.is_empty())
                .map(|(s, c)| format!("{} : {}", n.name(*s), whites_said(lang, c)))
                .collect();
            format!("{what} ({how}) — {}", parts.join(" ; "))
        }
        Event::Rejected { seat } => sub(
            n,
            lang,
            *seat,
            ("refuse le partage", "refusez le partage"),
            ("rejects the share", "reject the share"),
        ),
        Event::Turn { seat } => match (lang, n.you == Some(*seat)) {
            (Lang::Fr, true) => "Votre tour".into(),
            (Lang::Fr, false) => format!("Tour de {}", n.name(*seat)),
            (Lang::En, true) => "Your turn".into(),
            (Lang::En, false) => format!("{}'s turn", n.name(*seat)),
        },
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// The top of the Black deck looked at, or put back in an order.
fn black_sight_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    match e {
        Event::Peeked { seat, card } => match card {
            Some(c) => format!(
                "{} : {}",
                sub(
                    n,
                    lang,
                    *seat,
                    (
                        "regarde la carte noire du dessus",
                        "regardez la carte noire du dessus"
                    ),
                    ("looks at the top Black card", "look at the top Black card")
                ),
                black_name(lang, *c)
            ),
            None => sub(
                n,
                lang,
                *seat,
                (
                    "regarde la carte noire du dessus",
                    "regardez la carte noire du dessus",
                ),
                ("looks at the top Black card", "look at the top Black card"),
            ),
        },
        Event::Reordered { seat, cards } => match cards {
            Some(c) => format!(
                "{} : {}",
                sub(
                    n,
                    lang,
                    *seat,
                    (
                        "remet les cartes, du dessus",
                        "remettez les cartes, du dessus"
                    ),
                    (
                        "puts the cards back, from the top",
                        "put the cards back, from the top"
                    )
                ),
                c.iter()
                    .map(|b| black_name(lang, *b))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => sub(
                n,
                lang,
                *seat,
                ("remet les cartes en ordre", "remettez les cartes en ordre"),
                (
                    "puts the cards back in order",
                    "put the cards back in order",
                ),
            ),
        },
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// The Black deck: a card drawn, put back or placed on a quest, and a siege engine placed
/// instead.
fn black_card_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::EvilEngine { seat } => sub(
            n,
            lang,
            *seat,
            ("place un engin de siège", "placez un engin de siège"),
            ("places a siege engine", "place a siege engine"),
        ),
        Event::Drew { seat, card, quest } => {
            let who = sub(n, lang, *seat, ("pioche", "piochez"), ("draws", "draw"));
            match (card, quest) {
                (Some(c), _) => format!("{who} {}", black_name(lang, *c)),
                (None, Some(q)) => format!(
                    "{who} {} {}",
                    l("une carte noire pour", "a Black card for"),
                    quest_name(lang, *q)
                ),
                (None, None) => format!("{who} {}", l("une carte noire", "a Black card")),
            }
        }
        Event::ArmourDrew { seat, cards } => match cards {
            Some([a, b]) => format!(
                "{} : {}, {}",
                sub(
                    n,
                    lang,
                    *seat,
                    (
                        "pioche deux cartes (Armure)",
                        "piochez deux cartes (Armure)"
                    ),
                    ("draws two cards (Armour)", "draw two cards (Armour)")
                ),
                black_name(lang, *a),
                black_name(lang, *b)
            ),
            None => sub(
                n,
                lang,
                *seat,
                (
                    "pioche deux cartes (Armure)",
                    "piochez deux cartes (Armure)",
                ),
                ("draws two cards (Armour)", "draw two cards (Armour)"),
            ),
        },
        Event::PutUnder { seat, card } => {
            let who = sub(
                n,
                lang,
                *seat,
                (
                    "remet une carte sous la pioche noire",
                    "remettez une carte sous la pioche noire",
                ),
                (
                    "puts a card under the Black deck",
                    "put a card under the Black deck",
                ),
            );
            match card {
                Some(c) => format!("{who} : {}", black_name(lang, *c)),
                None => who,
            }
        }
        Event::Placed {
            seat,
            quest,
            card,
            face_down,
        } => {
            let what = match card {
                Some(c) => black_name(lang, *c),
                None => l("une carte", "a card"),
            };
            let how = if *face_down {
                l(" face cachée", " face down")
            } else {
                String::new()
            };
            format!(
                "{} {what}{how} {} {}",
                sub(n, lang, *seat, ("place", "placez"), ("places", "place")),
                l("sur", "on"),
                quest_name(lang, *quest)
            )
        }
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// A Black card cancelled or not (Merlin, Excalibur), in force or lifted.
fn cancel_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::Committed { seat, count } => format!(
            "{} {count} Merlin",
            sub(n, lang, *seat, ("engage", "engagez"), ("commits", "commit"))
        ),
        Event::Passed { seat } => sub(n, lang, *seat, ("passe", "passez"), ("passes", "pass")),
        Event::MerlinCancel { card } => format!(
            "{} {}",
            black_name(lang, *card),
            l(
                "est annulée par trois Merlins",
                "is cancelled by three Merlins"
            )
        ),
        Event::CancelFailed { card } => format!(
            "{} {}",
            l("Pas assez de Merlins :", "Not enough Merlins:"),
            black_name(lang, *card)
        ),
        Event::ExcaliburCancel { seat, card } => format!(
            "{} {}",
            sub(
                n,
                lang,
                *seat,
                ("jette Excalibur et annule", "jetez Excalibur et annulez"),
                (
                    "throws Excalibur away and cancels",
                    "throw Excalibur away and cancel"
                )
            ),
            black_name(lang, *card)
        ),
        Event::InForce { card, war } => match war {
            Some(w) => format!(
                "{} {} : {}",
                black_name(lang, *card),
                l("entre en jeu", "comes into force"),
                war_name(lang, *w)
            ),
            None => format!(
                "{} {}",
                black_name(lang, *card),
                l("entre en jeu", "comes into force")
            ),
        },
        Event::Lifted { card } => format!(
            "{} {}",
            black_name(lang, *card),
            l("est levée", "is lifted")
        ),
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// A knight's deeds at a quest or at Camelot: moving, playing, fighting, a special power.
fn deed_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::Laid { seat, card } => format!(
            "{} {}",
            sub(n, lang, *seat, ("pose", "posez"), ("lays", "lay")),
            white_name(lang, *card)
        ),
        Event::Moved { seat, to } => match to {
            Place::Camelot => sub(
                n,
                lang,
                *seat,
                ("rentre à Camelot", "rentrez à Camelot"),
                ("returns to Camelot", "return to Camelot"),
            ),
            // `Keu part pour la quête « Dragon »`, `Kay joins the Dragon quest`.
            Place::Quest(_) => format!(
                "{} {}{}{}",
                sub(
                    n,
                    lang,
                    *seat,
                    ("part pour la quête", "partez pour la quête"),
                    ("joins the", "join the")
                ),
                l("«\u{a0}", ""),
                place_name(lang, *to),
                l("\u{a0}»", " quest")
            ),
        },
        Event::Played { seat, quest, card } => format!(
            "{} {} {} {}",
            sub(n, lang, *seat, ("joue", "jouez"), ("plays", "play")),
            white_name(lang, *card),
            l("sur", "on"),
            quest_name(lang, *quest)
        ),
        Event::Siege {
            seat,
            cards,
            die,
            total,
            won,
        } => format!(
            "{} : {} + {} {die} = {total} — {}",
            sub(
                n,
                lang,
                *seat,
                ("combat les engins", "combattez les engins"),
                ("fights the siege engines", "fight the siege engines")
            ),
            cards
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" + "),
            l("dé", "die"),
            if *won {
                l("un engin détruit", "an engine destroyed")
            } else {
                l("échec", "failed")
            }
        ),
        Event::Special { seat, special } => {
            let name = |s: Seat| n.name(s);
            format!(
                "{} {}",
                sub(n, lang, *seat, ("joue", "jouez"), ("plays", "play")),
                text::special_text(lang, &name, *special)
            )
        }
        Event::KayAdded { seat, value } => format!(
            "{} {}",
            sub(n, lang, *seat, ("ajoute", "ajoutez"), ("adds", "add")),
            white_name(lang, crate::games::chevaliers::White::Fight(*value))
        ),
        Event::Healed { seat } => sub(
            n,
            lang,
            *seat,
            ("se soigne (+1 Vie)", "vous soignez (+1 Vie)"),
            ("heals (+1 Life)", "heal (+1 Life)"),
        ),
        Event::Volunteered { seat } => sub(
            n,
            lang,
            *seat,
            ("se porte volontaire", "vous portez volontaire"),
            ("volunteers", "volunteer"),
        ),
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// White cards drawn, discarded, given and stolen (another knight's drawn cards unnamed,
/// CHV-16.1).
fn white_card_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::DiscardedDown { seat, card, count } => {
            let who = sub(
                n,
                lang,
                *seat,
                ("défausse face cachée", "défaussez face cachée"),
                ("discards face down", "discard face down"),
            );
            match card {
                Some(c) if *count > 1 => format!("{who} {count} × {}", white_name(lang, *c)),
                Some(c) => format!("{who} {}", white_name(lang, *c)),
                None => format!("{who} {}", text::cards_count(lang, usize::from(*count))),
            }
        }
        Event::DrewWhite { seat, count, cards } => {
            let who = sub(n, lang, *seat, ("pioche", "piochez"), ("draws", "draw"));
            match cards {
                Some(c) => format!(
                    "{who} {} : {}",
                    text::cards_count(lang, usize::from(*count)),
                    whites_said(lang, c)
                ),
                None => format!("{who} {}", text::cards_count(lang, usize::from(*count))),
            }
        }
        Event::Discarded { seat, card } => format!(
            "{} {}",
            sub(
                n,
                lang,
                *seat,
                ("défausse", "défaussez"),
                ("discards", "discard")
            ),
            white_name(lang, *card)
        ),
        Event::Gave { from, to, card } => match card {
            Some(c) => format!(
                "{} {} {} {}",
                sub(n, lang, *from, ("donne", "donnez"), ("gives", "give")),
                white_name(lang, *c),
                l("à", "to"),
                n.name(*to)
            ),
            None => format!(
                "{} {} {}",
                sub(
                    n,
                    lang,
                    *from,
                    ("donne une carte à", "donnez une carte à"),
                    ("gives a card to", "give a card to")
                ),
                n.name(*to),
                ""
            ),
        }
        .trim_end()
        .to_string(),
        // `Perceval vous vole la carte Graal`, not `… à Vous`.
        Event::Stole { seat, from, card } if n.you == Some(*from) => {
            let (thief, card) = (n.name(*seat), white_name(lang, *card));
            match lang {
                Lang::Fr => format!("{thief} vous vole la carte {card}"),
                Lang::En => format!("{thief} steals {card} from you"),
            }
        }
        Event::Stole { seat, from, card } => format!(
            "{} {} {} {}",
            sub(
                n,
                lang,
                *seat,
                ("vole la carte", "volez la carte"),
                ("steals", "steal")
            ),
            white_name(lang, *card),
            l("à", "from"),
            n.name(*from)
        ),
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// The state of the realm: siege engines, wars, Excalibur, the Grail, quests ended, swords,
/// lives, relics, the decks reshuffled, the end.
fn realm_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::Engines { engines } => {
            format!("{} : {engines}/12", l("Engins de siège", "Siege engines"))
        }
        Event::Warriors { war, count } => format!(
            "{} : {}",
            war_name(lang, *war),
            counted(
                lang,
                *count,
                ("guerrier", "guerriers"),
                ("warrior", "warriors")
            )
        ),
        Event::Excalibur { position } => format!("Excalibur : {}", signed(*position)),
        Event::Grail { grails, blacks } => format!(
            "{} : {}, {}",
            quest_name(lang, crate::games::chevaliers::Quest::Grail),
            counted(
                lang,
                *grails,
                ("carte Graal", "cartes Graal"),
                ("Grail card", "Grail cards")
            ),
            counted(
                lang,
                *blacks,
                ("carte noire", "cartes noires"),
                ("Black card", "Black cards")
            )
        ),
        Event::QuestEnded {
            quest,
            won,
            evil,
            knights_total,
            evil_total,
        } => {
            let result = if *won {
                l("gagnée", "won")
            } else {
                l("perdue", "lost")
            };
            let mut s = format!(
                "{} {} {result}",
                l("Quête", "Quest"),
                quest_name(lang, *quest)
            );
            if !evil.is_empty() {
                s.push_str(&format!(
                    " ({} {knights_total}, {} {evil_total} : {})",
                    l("chevaliers", "knights"),
                    l("Mal", "Evil"),
                    evil.iter()
                        .map(|c| black_name(lang, *c))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            s
        }
        Event::Swords { white, black } => format!(
            "{} : {}",
            l("Épées", "Swords"),
            text::swords(lang, *white, *black)
        ),
        Event::Life { seat, life } => format!("{} : {life}/6 {}", n.name(*seat), l("Vie", "Life")),
        Event::Died { seat } => sub(n, lang, *seat, ("meurt", "mourez"), ("dies", "die")),
        Event::Saved { seat } => format!(
            "{} {}",
            l("Le Saint Graal sauve", "The Holy Grail saves"),
            n.name(*seat)
        ),
        Event::Relic { relic, holder } => match holder {
            Some(s) => format!(
                "{} {}",
                sub(n, lang, *s, ("gagne", "gagnez"), ("wins", "win")),
                relic_name(lang, *relic)
            ),
            None => format!(
                "{} {}",
                relic_name(lang, *relic),
                l("quitte la partie", "leaves the game")
            ),
        },
        Event::Reshuffled { white } => {
            if *white {
                l(
                    "La pioche blanche est reformée",
                    "The White deck is reshuffled",
                )
            } else {
                l(
                    "La pioche noire est reformée",
                    "The Black deck is reshuffled",
                )
            }
        }
        Event::Over { side, .. } => text::side_won(lang, *side).to_string(),
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// The Traitor: an accusation, the Traitor unmasked, swords turned black at the end.
fn traitor_sentence(lang: Lang, n: &LogNames<'_>, e: &Event) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    match e {
        Event::Accused {
            by,
            target,
            loyalty,
        } => format!(
            "{} {} : {}",
            sub(n, lang, *by, ("accuse", "accusez"), ("accuses", "accuse")),
            n.name(*target),
            loyalty_name(lang, *loyalty)
        ),
        Event::Unmasked { seat } => format!(
            "{} {}",
            n.name(*seat),
            l(
                "est démasqué : c'est le traître !",
                "is unmasked: the Traitor!"
            )
        ),
        Event::Flipped { seat, count } => format!(
            "{} {} {} {count}",
            l("Le traître,", "The Traitor,"),
            n.name(*seat),
            l("retourne des épées en noir :", "turns swords black:")
        ),
        // The other families: `sentence` sends them to their own functions.
        _ => String::new(),
    }
}

/// Excalibur's position: `+2`, `0`, `−3`.
#[must_use]
pub fn signed(p: i8) -> String {
    match p {
        0 => "0".into(),
        p if p < 0 => format!("\u{2212}{}", p.unsigned_abs()),
        p => format!("+{p}"),
    }
}

/// The log's words, for the table ([`crate::ui::table::log::log_step`]).
pub const WORDS: LogWords<Event> = (is_news, describe);

/// Events worth reading out in the live region: what changes the table, not every pass.
#[must_use]
pub fn is_news(e: &Event) -> bool {
    !matches!(
        e,
        Event::Passed { .. }
            | Event::Knights { .. }
            | Event::Engines { .. }
            | Event::Warriors { .. }
            | Event::Excalibur { .. }
            | Event::Grail { .. }
    )
}

/// A log line's class: the turn begins, a quest ends, the rest.
#[must_use]
pub fn class(e: &Event) -> &'static str {
    match e {
        Event::Turn { .. } => "chv-log-turn",
        Event::QuestEnded { .. } | Event::Swords { .. } | Event::Over { .. } => "chv-log-big",
        _ => "",
    }
}
