//! The board as the seat on screen sees it (CHV-16.1): Camelot (the Round Table's swords out
//! of 12, the siege engines out of 12), every quest with its cards (face-down values shown as
//! hidden), the effects in force, the relics and their holders, the decks, and a panel per
//! knight (place, Life out of 6, hand size, accused / dead / unmasked, the Loyalty card when
//! the viewer knows it). Every count is written out: nothing is told by colour alone.

use super::log::signed;
use super::text::{
    self, black_name, evil_value, knight_name, loyalty_name, place_name, quest_name,
};
use crate::core::seats::Seat;
use crate::games::chevaliers::{ChevaliersObservation, Place, Quest, Relic, Stage, Step, War};
use crate::ui::Lang;
use leptos::prelude::*;

/// One quest's box.
#[derive(Clone, PartialEq, Debug)]
pub struct QuestView {
    /// Its quest (for its class).
    pub quest: Quest,
    /// Its heading.
    pub title: String,
    /// Active, over, or not yet open.
    pub state: String,
    /// Lines: the cards on it, its track.
    pub lines: Vec<String>,
    /// Knights there.
    pub knights: Vec<String>,
    /// Excalibur's track (−half…+half) and the sword's position, on Excalibur's box.
    pub track: Option<(i8, i8)>,
    /// The Grail's spots: Grail cards, Black cards, spots.
    pub spots: Option<(u8, u8, u8)>,
    /// Heroism lies here.
    pub heroism: bool,
}

fn knights_at(o: &ChevaliersObservation, names: &[String], p: Place) -> Vec<String> {
    (0..o.knights.len())
        .filter(|&i| o.location[i] == Some(p) && o.alive[i] && !o.unmasked[i])
        .map(|i| names.get(i).cloned().unwrap_or_default())
        .collect()
}

fn values(v: &[u8]) -> String {
    if v.is_empty() {
        "—".into()
    } else {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The quests' boxes, in the spec's order (Lancelot then the Dragon share a board). `half`:
/// Excalibur's spaces on each side of the centre (an option, CHV-7.7).
#[must_use]
pub fn quest_views(
    o: &ChevaliersObservation,
    names: &[String],
    half: i8,
    lang: Lang,
) -> Vec<QuestView> {
    let b = &o.board;
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let state = |active: bool| {
        if active {
            l("en cours", "active")
        } else {
            l("terminée", "over")
        }
    };
    let mut out = Vec::new();
    for q in Quest::ALL {
        let active = b.is_active(q);
        let mut lines = Vec::new();
        let mut track = None;
        let mut spots = None;
        let st = match q {
            Quest::Lancelot if b.stage != Stage::Lancelot => state(false),
            Quest::Dragon if b.stage == Stage::Lancelot => l("après Lancelot", "after Lancelot"),
            _ => state(active),
        };
        match q {
            Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                let c = b.combat(q);
                if q == Quest::Dragon && b.stage == Stage::Lancelot {
                    // Not open yet: nothing on it.
                } else {
                    lines.push(format!(
                        "{} : {}",
                        l("Chevaliers", "Knights"),
                        values(&c.knights)
                    ));
                    let evil: Vec<String> = c.evil.iter().map(|e| evil_value(q, e.card)).collect();
                    lines.push(format!(
                        "{} : {}",
                        l("Mal", "Evil"),
                        if evil.is_empty() {
                            "—".into()
                        } else {
                            evil.join(" ")
                        }
                    ));
                }
            }
            Quest::Excalibur => {
                track = Some((half, b.excalibur));
                lines.push(format!(
                    "{} : {} ({} {}, {} −{half})",
                    l("Position", "Position"),
                    signed(b.excalibur),
                    l("chevaliers à", "knights at"),
                    format_args!("+{half}"),
                    l("oubli à", "oblivion at"),
                ));
            }
            Quest::Grail => {
                spots = Some((
                    b.grail.grails,
                    b.grail.blacks.len() as u8,
                    crate::games::chevaliers::state::GRAIL_SPOTS,
                ));
                lines.push(format!(
                    "{} : {} · {} : {}",
                    l("Graal", "Grail"),
                    b.grail.grails,
                    l("cartes noires", "Black cards"),
                    b.grail.blacks.len()
                ));
            }
            Quest::Picts | Quest::Saxons => {
                let w = b.war(q.war().unwrap_or(War::Picts));
                lines.push(format!("{} : {}/4", l("Guerriers", "Warriors"), w.warriors));
                let len = if w.mordred { 6 } else { 5 };
                let seq: Vec<String> = (0..len)
                    .map(|k| {
                        w.fights
                            .get(k)
                            .map_or_else(|| "·".into(), ToString::to_string)
                    })
                    .collect();
                lines.push(format!("{} : {}", l("Suite", "Sequence"), seq.join(" ")));
                if w.mordred {
                    lines.push(l("Mordred : un 5 de plus", "Mordred: one more 5"));
                }
            }
        }
        out.push(QuestView {
            quest: q,
            title: quest_name(lang, q).to_string(),
            state: st,
            lines: lines.into_iter().map(|s| text::colons(lang, s)).collect(),
            knights: knights_at(o, names, Place::Quest(q)),
            track,
            spots,
            heroism: b.heroism == Some(q),
        });
    }
    out
}

/// The effects in force and the relics, as lines.
#[must_use]
pub fn effects(o: &ChevaliersObservation, names: &[String], lang: Lang) -> Vec<String> {
    let b = &o.board;
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut out = Vec::new();
    if b.vivien {
        out.push(l(
            "Viviane : Merlin est bloqué",
            "Vivien: Merlin is blocked",
        ));
    }
    if b.dark_forest {
        out.push(l(
            "Brocéliande : les cartes Graal sont bloquées",
            "Dark Forest: Grail cards are blocked",
        ));
    }
    if b.mists {
        out.push(l("Brumes d'Avalon en jeu", "Mists of Avalon in force"));
    }
    if let Some(q) = b.heroism {
        out.push(format!(
            "{} : {}",
            l("Héroïsme sur", "Heroism on"),
            quest_name(lang, q)
        ));
    }
    if let Some(w) = b.mordred() {
        out.push(format!("Mordred : {}", text::war_name(lang, w)));
    }
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    for (relic, r) in [
        (l("Armure de Lancelot", "Lancelot's Armour"), b.armour),
        ("Excalibur".to_string(), b.excalibur_relic),
        (l("Saint Graal", "Holy Grail"), b.grail_relic),
    ] {
        let where_ = match r {
            Relic::OnQuest => l("à gagner", "to be won"),
            Relic::Held(s) => name(s),
            Relic::Gone => l("hors jeu", "out of the game"),
        };
        out.push(format!("{relic} : {where_}"));
    }
    out.into_iter().map(|s| text::colons(lang, s)).collect()
}

/// One knight's panel.
#[derive(Clone, PartialEq, Debug)]
pub struct KnightView {
    /// Seat name and knight.
    pub title: String,
    /// Place, Life, cards, state.
    pub lines: Vec<String>,
    /// The active knight.
    pub active: bool,
    /// Deciding now.
    pub deciding: bool,
    /// Dead or unmasked.
    pub out: bool,
}

/// The knights' panels.
#[must_use]
pub fn knight_views(
    o: &ChevaliersObservation,
    names: &[String],
    thinking: Option<Seat>,
    lang: Lang,
) -> Vec<KnightView> {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    (0..o.knights.len())
        .map(|i| {
            let s = Seat(i as u8);
            let mut lines = Vec::new();
            let place = match o.location[i] {
                Some(p) => place_name(lang, p).to_string(),
                None => "—".into(),
            };
            lines.push(format!("{} : {place}", l("Lieu", "Place")));
            let life = o.life[i];
            lines.push(format!(
                "{} : {}{} {life}/6",
                l("Vie", "Life"),
                "♥".repeat(usize::from(life)),
                "♡".repeat(usize::from(6u8.saturating_sub(life))),
            ));
            lines.push(format!(
                "{} : {}",
                l("Main", "Hand"),
                text::cards_count(lang, o.hand_sizes[i])
            ));
            if let Some(loy) = o.loyalty[i] {
                let whose = if s == o.seat {
                    l("Votre loyauté", "Your loyalty")
                } else {
                    l("Loyauté", "Loyalty")
                };
                lines.push(format!("{whose} : {}", loyalty_name(lang, loy)));
            }
            if !o.alive[i] {
                lines.push(l("✝ Mort", "✝ Dead"));
            }
            if o.unmasked[i] {
                lines.push(l("☾ Traître démasqué", "☾ Unmasked Traitor"));
            }
            if o.accused[i] {
                lines.push(l("A déjà accusé", "Has accused"));
            }
            if thinking == Some(s) {
                lines.push(l("réfléchit…", "thinking…"));
            }
            KnightView {
                title: format!(
                    "{} — {}",
                    names.get(i).cloned().unwrap_or_default(),
                    knight_name(lang, o.knights[i])
                ),
                lines: lines.into_iter().map(|t| text::colons(lang, t)).collect(),
                active: o.active == s && o.winner.is_none(),
                deciding: o.decider == Some(s),
                out: !o.alive[i] || o.unmasked[i],
            }
        })
        .collect()
}

/// The Black card being resolved, when a decision is about one.
#[must_use]
pub fn black_in_play(o: &ChevaliersObservation, lang: Lang) -> Option<String> {
    let card = match o.pending.as_ref()? {
        Step::Resolve { card, .. }
        | Step::Merlin { card, .. }
        | Step::ExcaliburCancel { card, .. }
        | Step::FaceDown { card, .. }
        | Step::ChooseWar { card, .. } => *card,
        _ => return None,
    };
    Some(text::colons(
        lang,
        format!(
            "{} : {}",
            lang.pick("Carte noire en cours", "Black card in play"),
            black_name(lang, card)
        ),
    ))
}

/// Camelot's line: swords and engines.
#[must_use]
pub fn camelot_lines(o: &ChevaliersObservation, names: &[String], lang: Lang) -> Vec<String> {
    let b = &o.board;
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut out = vec![
        format!(
            "{} : ○ {} {}, ● {} {} ({} 12)",
            l("Table Ronde", "Round Table"),
            b.white,
            l(text::agree(b.white, "blanche", "blanches"), "white"),
            b.black,
            l(text::agree(b.black, "noire", "noires"), "black"),
            l("sur", "of")
        ),
        format!(
            "{} : {}/12",
            l("Engins de siège", "Siege engines"),
            b.engines
        ),
    ];
    let here = knights_at(o, names, Place::Camelot);
    if !here.is_empty() {
        out.push(format!(
            "{} : {}",
            l("À Camelot", "In Camelot"),
            here.join(", ")
        ));
    }
    if !o.siege.is_empty() {
        out.push(format!(
            "{} : {}",
            l("Combat contre les engins", "Siege fight"),
            values(&o.siege)
        ));
    }
    if let Some(d) = b.last_roll {
        out.push(format!("{} : {d}", l("Dernier dé", "Last die")));
    }
    out.into_iter().map(|s| text::colons(lang, s)).collect()
}

/// The decks' line.
#[must_use]
pub fn decks_line(o: &ChevaliersObservation, lang: Lang) -> String {
    let s = match lang {
        Lang::Fr => format!(
            "Pioche blanche : {} · défausse : {} · pioche noire : {} · défausse noire : {} · tour {}",
            o.white_deck,
            o.white_discard,
            o.black_deck,
            o.black_discard.len(),
            o.turns
        ),
        Lang::En => format!(
            "White deck: {} · discard: {} · Black deck: {} · Black discard: {} · turn {}",
            o.white_deck,
            o.white_discard,
            o.black_deck,
            o.black_discard.len(),
            o.turns
        ),
    };
    text::colons(lang, s)
}

/// What the viewer knows of the Black deck (Percival, Clairvoyance, the Armour).
#[must_use]
pub fn known_lines(o: &ChevaliersObservation, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let said = |v: &[crate::games::chevaliers::Black]| {
        v.iter()
            .map(|c| black_name(lang, *c))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !o.known_top.is_empty() {
        out.push(format!(
            "{} : {}",
            lang.pick("Sur la pioche noire, du dessus", "On top of the Black deck"),
            said(&o.known_top)
        ));
    }
    if !o.known_bottom.is_empty() {
        out.push(format!(
            "{} : {}",
            lang.pick("Sous la pioche noire", "At the bottom of the Black deck"),
            said(&o.known_bottom)
        ));
    }
    out.into_iter().map(|s| text::colons(lang, s)).collect()
}

/// A quest's box.
#[component]
pub fn QuestBox(
    /// The view.
    v: QuestView,
) -> impl IntoView {
    let lang = crate::ui::use_settings().lang;
    let class = format!("chv-quest chv-q-{:?}", v.quest).to_lowercase();
    let track = v.track.map(|(half, pos)| {
        let cells = (-half..=half)
            .map(|k| {
                let mark = if k == pos { "⚔" } else if k == 0 { "|" } else { "·" };
                view! { <span class="chv-cell" class:here=k == pos>{mark}</span> }
            })
            .collect_view();
        view! { <div class="chv-track" aria-hidden="true"><span>"☠"</span>{cells}<span>"♛"</span></div> }
    });
    let spots = v.spots.map(|(g, b, n)| {
        let cells = (0..n)
            .map(|k| {
                let (m, c) = if k < g {
                    ("✠", "grail")
                } else if k >= n.saturating_sub(b) {
                    ("●", "black")
                } else {
                    ("·", "")
                };
                view! { <span class=format!("chv-cell {c}")>{m}</span> }
            })
            .collect_view();
        view! { <div class="chv-track" aria-hidden="true">{cells}</div> }
    });
    view! {
        <section class=class class:over=v.state.contains("termin") || v.state == "over">
            <h3>
                {v.title}
                " "
                <span class="chv-state">{format!("({})", v.state)}</span>
                {v.heroism.then(|| view! { <span class="chv-badge">" ✦ " {move || lang.get().pick("Héroïsme", "Heroism")}</span> })}
            </h3>
            {track}
            {spots}
            <ul>{v.lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
            {(!v.knights.is_empty()).then(|| view! {
                <p class="chv-here">"♞ " {v.knights.join(", ")}</p>
            })}
        </section>
    }
}

/// The viewer's own Loyalty card and hand size, private (CHV-16.1).
#[must_use]
pub fn own_loyalty(o: &ChevaliersObservation, lang: Lang) -> Option<String> {
    let l = o.loyalty.get(o.seat.index()).copied().flatten()?;
    Some(text::colons(
        lang,
        format!(
            "{} : {}",
            lang.pick("Votre carte de loyauté", "Your Loyalty card"),
            loyalty_name(lang, l)
        ),
    ))
}
