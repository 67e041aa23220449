//! The board as the seat on screen sees it (CHV-16.1), as plain data for the drawing of
//! `board_draw.rs`: Camelot (the Round Table's places, the siege engines, the pawns of the
//! knights there), every quest as a place with its cards and its progress (face-down values
//! hidden), the effects in force, the relics and their holders, the decks, and a panel per
//! knight. Every count is also written out in words: nothing is told by colour alone.

use super::derive::seat_title;
use super::log::signed;
use super::text::{
    self, black_name, counted, evil_value, knight_name, loyalty_name, place_name, quest_name,
};
use crate::core::seats::Seat;
use crate::games::chevaliers::heroic::{combat_slots, evil_slots};
use crate::games::chevaliers::state::{ENGINES, GRAIL_SPOTS, ROUND_TABLE, WAR_WARRIORS};
use crate::games::chevaliers::{
    Board, ChevaliersObservation, Place, Quest, Relic, Stage, Step, War,
};
use crate::ui::Lang;

/// A knight's pawn where he stands.
#[derive(Clone, PartialEq, Debug)]
pub struct Pawn {
    /// Who: the seat's title (`Vous — Arthur`, `Tristan`).
    pub name: String,
    /// The letters on the pawn: the knight's first two.
    pub mark: String,
    /// Life, out of 6 (CHV-2.3).
    pub life: u8,
    /// The active knight.
    pub active: bool,
    /// The seat on screen.
    pub me: bool,
}

/// The knights standing at `p`, alive and not unmasked (an unmasked Traitor leaves the
/// board, CHV-13.6), as pawns.
#[must_use]
pub fn pawns_at(o: &ChevaliersObservation, names: &[String], p: Place, lang: Lang) -> Vec<Pawn> {
    (0..o.knights.len())
        .filter(|&i| o.location[i] == Some(p) && o.alive[i] && !o.unmasked[i])
        .map(|i| {
            let knight = knight_name(lang, o.knights[i]);
            Pawn {
                name: seat_title(names.get(i).map_or("", String::as_str), knight),
                mark: knight.chars().take(2).collect(),
                life: o.life[i],
                active: o.active.index() == i && o.winner.is_none(),
                me: o.seat.index() == i,
            }
        })
        .collect()
}

/// Camelot as a place (CHV-2.9): the Round Table's twelve places, the siege engines, the
/// knights there, the siege fight.
#[derive(Clone, PartialEq, Debug)]
pub struct CamelotView {
    /// White swords on the Round Table.
    pub white: u8,
    /// Black swords.
    pub black: u8,
    /// Places drawn: 12, or more once the swords pass 12 (CHV-14.2).
    pub places: u8,
    /// Siege engines around Camelot, out of [`ENGINES`].
    pub engines: u8,
    /// The swords written out.
    pub swords_text: String,
    /// The engines written out.
    pub engines_text: String,
    /// The siege fight in progress and the last die.
    pub lines: Vec<String>,
    /// The knights in Camelot.
    pub pawns: Vec<Pawn>,
}

/// Camelot's view.
#[must_use]
pub fn camelot_view(o: &ChevaliersObservation, names: &[String], lang: Lang) -> CamelotView {
    let b = &o.board;
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let places = (b.white + b.black).max(ROUND_TABLE);
    let empty = places - b.white - b.black;
    let swords_text = text::colons(
        lang,
        format!(
            "{} : {} ○, {} ●, {} ({} {places})",
            l("Table Ronde", "Round Table"),
            counted(
                lang,
                b.white,
                ("épée blanche", "épées blanches"),
                ("white sword", "white swords")
            ),
            counted(
                lang,
                b.black,
                ("épée noire", "épées noires"),
                ("black sword", "black swords")
            ),
            counted(
                lang,
                empty,
                ("place libre", "places libres"),
                ("empty place", "empty places")
            ),
            l("sur", "of"),
        ),
    );
    let engines_text = text::colons(
        lang,
        format!(
            "{} : {} {} {ENGINES}",
            l("Engins de siège", "Siege engines"),
            b.engines,
            l("sur", "of"),
        ),
    );
    let mut lines = Vec::new();
    if !o.siege.is_empty() {
        lines.push(format!(
            "{} : {}",
            l("Combat contre les engins", "Siege fight"),
            values(&o.siege)
        ));
    }
    if let Some(d) = b.last_roll {
        lines.push(format!("{} : {d}", l("Dernier dé", "Last die")));
    }
    CamelotView {
        white: b.white,
        black: b.black,
        places,
        engines: b.engines,
        swords_text,
        engines_text,
        lines: lines.into_iter().map(|s| text::colons(lang, s)).collect(),
        pawns: pawns_at(o, names, Place::Camelot, lang),
    }
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

/// Whether a place of a drawing (a slot, a cell, a sword's place, an engine's spot) is newly
/// filled, so that its card arrives (issue 28 point 6): `now` is what it holds (`None` when
/// empty), `before` what it held on the board drawn last, `None` on a first drawing (nothing
/// moves when a board first appears). The board is drawn again whole after every move, so
/// only a place whose holding changed moves, not every filled one.
#[must_use]
pub fn fresh<T: PartialEq>(now: Option<T>, before: Option<Option<T>>) -> bool {
    now.is_some() && before.is_some_and(|b| b != now)
}

/// Where a quest stands (CHV-7.11).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum QuestState {
    /// Open: cards may go on it.
    Active,
    /// Over for good (Lancelot, the Dragon, Excalibur, the Grail after their result).
    Over,
    /// Not open yet (the Dragon, until Lancelot is over).
    NotYet,
}

/// A card on a quest's Evil side: its value, or hidden when it lies face down (CHV-6.5).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EvilSlot {
    /// The value shown, `?` when hidden.
    pub value: String,
    /// Face down, its value unknown to the viewer.
    pub hidden: bool,
}

/// How a quest's progress is drawn.
#[derive(Clone, PartialEq, Debug)]
pub enum Drawing {
    /// Excalibur's river (CHV-7.7): cells −half…+half, the sword at `pos`.
    Track {
        /// Cells on each side of the centre.
        half: i8,
        /// The sword's cell.
        pos: i8,
    },
    /// The Grail's spots (CHV-7.6): Grail cards from the bright end, Black cards from the dark
    /// end.
    Grail {
        /// Grail cards.
        grails: u8,
        /// Black cards.
        blacks: u8,
        /// Spots.
        spots: u8,
    },
    /// A war (CHV-7.8): warriors out of 4, the Knights' sequence 1…5 (1…5, 5 with Mordred).
    War {
        /// Warriors placed.
        warriors: u8,
        /// The sequence's values, in order.
        sequence: Vec<u8>,
        /// Fight cards placed (a prefix of the sequence).
        placed: usize,
    },
    /// A combat quest (CHV-7.5): the Knights' Fight cards and the Evil side.
    Combat {
        /// The Knights' spots.
        slots: usize,
        /// Their Fight values.
        knights: Vec<u8>,
        /// The Evil side's spots.
        evil_slots: usize,
        /// Its cards.
        evil: Vec<EvilSlot>,
    },
}

/// One quest as a place.
#[derive(Clone, PartialEq, Debug)]
pub struct QuestView {
    /// Its quest (for its class).
    pub quest: Quest,
    /// Its heading.
    pub title: String,
    /// Active, over, not yet open.
    pub state: QuestState,
    /// The state in words.
    pub state_text: String,
    /// The progress drawn.
    pub drawing: Drawing,
    /// The progress written out.
    pub lines: Vec<String>,
    /// The knights there.
    pub pawns: Vec<Pawn>,
    /// Heroism lies here.
    pub heroism: bool,
}

/// The quests as places, in the spec's order (Lancelot then the Dragon share a board). `half`:
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
    let mut out = Vec::new();
    for q in Quest::ALL {
        let state = match q {
            Quest::Dragon if b.stage == Stage::Lancelot => QuestState::NotYet,
            _ if b.is_active(q) => QuestState::Active,
            _ => QuestState::Over,
        };
        let state_text = match state {
            QuestState::Active => l("en cours", "active"),
            QuestState::Over => l("terminée", "over"),
            QuestState::NotYet => l("après Lancelot", "after Lancelot"),
        };
        let (drawing, lines) = match q {
            Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                combat_progress(b, q, state, lang)
            }
            Quest::Excalibur => excalibur_progress(b, half, lang),
            Quest::Grail => grail_progress(b, lang),
            Quest::Picts | Quest::Saxons => war_progress(b, q, lang),
        };
        out.push(QuestView {
            quest: q,
            title: quest_name(lang, q).to_string(),
            state,
            state_text,
            drawing,
            lines: lines.into_iter().map(|s| text::colons(lang, s)).collect(),
            pawns: pawns_at(o, names, Place::Quest(q), lang),
            heroism: b.heroism == Some(q),
        });
    }
    out
}

/// A combat quest's lines (the Knights' Fight cards, the Evil side's face up, how many face
/// down) and drawing; no lines before the quest opens.
fn combat_progress(b: &Board, q: Quest, state: QuestState, lang: Lang) -> (Drawing, Vec<String>) {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines = Vec::new();
    let c = b.combat(q);
    let evil: Vec<EvilSlot> = c
        .evil
        .iter()
        .map(|e| {
            let value = evil_value(q, e.card);
            EvilSlot {
                hidden: value == "?",
                value,
            }
        })
        .collect();
    if state != QuestState::NotYet {
        lines.push(format!(
            "{} : {}",
            l("Chevaliers", "Knights"),
            values(&c.knights)
        ));
        // Face-up values, then how many lie face down: `Mal : 3 1 · 1 cachée`.
        let hidden = evil.iter().filter(|e| e.hidden).count();
        let mut said: Vec<String> = Vec::new();
        let shown: Vec<&str> = evil
            .iter()
            .filter(|e| !e.hidden)
            .map(|e| e.value.as_str())
            .collect();
        if !shown.is_empty() {
            said.push(shown.join(" "));
        }
        if hidden > 0 {
            said.push(counted(
                lang,
                hidden as u8,
                ("cachée", "cachées"),
                ("face down", "face down"),
            ));
        }
        lines.push(format!(
            "{} : {}",
            l("Mal", "Evil"),
            if said.is_empty() {
                "—".into()
            } else {
                said.join(" · ")
            }
        ));
    }
    let drawing = Drawing::Combat {
        slots: combat_slots(q),
        knights: c.knights.clone(),
        evil_slots: evil_slots(q),
        evil,
    };
    (drawing, lines)
}

/// Excalibur's position on its track of `half` spaces each way.
fn excalibur_progress(b: &Board, half: i8, lang: Lang) -> (Drawing, Vec<String>) {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines = Vec::new();
    lines.push(format!(
        "{} : {} ({} +{half}, {} \u{2212}{half})",
        l("Position", "Position"),
        signed(b.excalibur),
        l("chevaliers à", "knights at"),
        l("oubli à", "oblivion at"),
    ));
    let drawing = Drawing::Track {
        half,
        pos: b.excalibur,
    };
    (drawing, lines)
}

/// The Grail's cards on its spots.
fn grail_progress(b: &Board, lang: Lang) -> (Drawing, Vec<String>) {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines = Vec::new();
    let blacks = b.grail.blacks.len() as u8;
    lines.push(format!(
        "{} · {} ({} {GRAIL_SPOTS})",
        counted(
            lang,
            b.grail.grails,
            ("carte Graal", "cartes Graal"),
            ("Grail card", "Grail cards")
        ),
        counted(
            lang,
            blacks,
            ("carte noire", "cartes noires"),
            ("Black card", "Black cards")
        ),
        l("places :", "spots:"),
    ));
    let drawing = Drawing::Grail {
        grails: b.grail.grails,
        blacks,
        spots: GRAIL_SPOTS,
    };
    (drawing, lines)
}

/// A war's warriors and sequence of Fight cards (Mordred's extra 5).
fn war_progress(b: &Board, q: Quest, lang: Lang) -> (Drawing, Vec<String>) {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines = Vec::new();
    let w = b.war(q.war().unwrap_or(War::Picts));
    let sequence = w.sequence();
    lines.push(format!(
        "{} {} {WAR_WARRIORS} · {} : {}",
        counted(
            lang,
            w.warriors,
            ("guerrier", "guerriers"),
            ("warrior", "warriors")
        ),
        l("sur", "of"),
        l("suite", "sequence"),
        if w.fights.is_empty() {
            "—".into()
        } else {
            values(&w.fights)
        }
    ));
    if w.mordred {
        lines.push(l("Mordred : un 5 de plus", "Mordred: one more 5"));
    }
    let drawing = Drawing::War {
        warriors: w.warriors,
        placed: w.fights.len(),
        sequence,
    };
    (drawing, lines)
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
    /// Seat name and knight, once each.
    pub title: String,
    /// The letters of the knight's pawn.
    pub mark: String,
    /// Life, out of 6, drawn as pips.
    pub life: u8,
    /// Place, cards, state.
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
            let knight = knight_name(lang, o.knights[i]);
            KnightView {
                title: seat_title(names.get(i).map_or("", String::as_str), knight),
                mark: knight.chars().take(2).collect(),
                life: o.life[i],
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
