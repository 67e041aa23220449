//! What the Chevaliers table shows, derived from the observation of the seat on screen
//! (CHV-16.1): which decisions the hand answers and which the decision panel lists, each
//! card's refusal reason (CHV-17.4, through the engine's own check), the pending decision's
//! title and context (CHV-17.1), the names of the seats, and the end's verdict (CHV-13.1).

use super::text::{self, black_name, counted, quest_name, white_name, whites_said};
use crate::core::game::Side;
use crate::core::record::SeatKind;
use crate::core::seats::Seat;
use crate::games::chevaliers::state::{BLACK_SWORDS, ENGINES, EndCause, Ending};
use crate::games::chevaliers::{
    Action, Black, Chevaliers, ChevaliersError, ChevaliersObservation, Heroic, Knight, ShareWhy,
    Step, White,
};
use crate::ui::Lang;
use crate::ui::table::ActionChoice;
use crate::ui::table::hand::HandCard;

/// The hand card an action uses, if it uses one: the hand's buttons answer those actions.
#[must_use]
pub fn card_of(a: Action) -> Option<White> {
    match a {
        Action::Lay(c)
        | Action::Discard(c)
        | Action::GiveBack(c)
        | Action::Give(c)
        | Action::ArthurGive(_, c) => Some(c),
        Action::KayAdd(v) | Action::AddFight(v) => Some(White::Fight(v)),
        Action::Heroic(h) | Action::Sacrifice(h) => heroic_card(h),
        Action::Galahad(sp) => Some(sp.card()),
        _ => None,
    }
}

/// The card a Heroic action plays, discards or shows.
#[must_use]
pub fn heroic_card(h: Heroic) -> Option<White> {
    match h {
        Heroic::Play(c) | Heroic::Discard(c) | Heroic::Heal(c) => Some(c),
        Heroic::Siege(v) => Some(White::Fight(v)),
        Heroic::Special(sp) => Some(sp.card()),
        Heroic::Move(_) | Heroic::Draw | Heroic::Accuse(_) => None,
    }
}

/// True for the actions the decision panel lists as buttons. In the turn's Heroic action and
/// after it, a card's actions (many: every quest, every Special card's choices) are made from
/// the hand; every other decision is short and lists all its choices, cards included (so it
/// can be answered from one list by keyboard).
#[must_use]
pub fn in_panel(step: Option<&Step>, a: Action) -> bool {
    match step {
        Some(Step::Heroic | Step::After) => card_of(a).is_none(),
        _ => true,
    }
}

/// The legal actions that use card `c`.
#[must_use]
pub fn uses_of(legal: &[Action], c: White) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|a| card_of(*a) == Some(c))
        .collect()
}

/// How telling a refusal is (lower first): a card has many candidate actions, most refused
/// for reasons that say little (three identical cards to heal, a power the knight lacks).
fn rank(e: ChevaliersError) -> u8 {
    use ChevaliersError as E;
    match e {
        E::NotIdentical | E::LifeAtMaximum => 9,
        E::WrongPhase => 8,
        E::PowerNotOwned => 7,
        E::NotOnThisQuest => 5,
        _ => 0,
    }
}

/// Why `seat` may not use card `c` now: the most telling refusal among the actions that
/// would use it (the engine's own check, CHV-17.4).
#[must_use]
pub fn card_refusal(g: &Chevaliers, seat: Seat, c: White) -> ChevaliersError {
    g.candidates(seat)
        .into_iter()
        .filter(|a| card_of(*a) == Some(c))
        .filter_map(|a| g.check(seat, a).err())
        .min_by_key(|e| rank(*e))
        .unwrap_or(ChevaliersError::WrongPhase)
}

/// True when the pending decision may be answered with a card (the refusals are then worth
/// listing under the hand).
#[must_use]
pub fn takes_cards(g: &Chevaliers, seat: Seat) -> bool {
    g.candidates(seat).iter().any(|a| card_of(*a).is_some())
}

/// The hand's buttons: a card is playable when a legal action uses it; otherwise its reason.
/// `mine`: the decision is the person's on screen.
#[must_use]
pub fn hand_view(
    o: &ChevaliersObservation,
    g: &Chevaliers,
    mine: bool,
    advised: Option<Action>,
    lang: Lang,
) -> Vec<HandCard<White>> {
    let advised_card = advised.and_then(card_of);
    let mut out: Vec<HandCard<White>> = Vec::new();
    for &c in &o.hand {
        let copy = out.iter().filter(|h| h.key.0 == c).count() as u8 + 1;
        let uses = uses_of(&o.legal, c);
        let reason = if !mine {
            Some(text::refusal(lang, ChevaliersError::NotYourDecision))
        } else if uses.is_empty() {
            Some(text::refusal(lang, card_refusal(g, o.seat, c)))
        } else {
            None
        };
        let note = (uses.len() > 1).then(|| match lang {
            Lang::Fr => format!("{} choix", uses.len()),
            Lang::En => format!("{} choices", uses.len()),
        });
        out.push(HandCard {
            key: (c, copy),
            reason,
            note,
            advised: copy == 1 && advised_card == Some(c),
        });
    }
    out
}

/// The names of the seats: "Vous" / "Joueur 2" for people (as every table says them), the
/// knight's name for a computer seat (the knight is who it is at this table).
#[must_use]
pub fn seat_names(lang: Lang, seats: &[SeatKind], knights: &[Knight]) -> Vec<String> {
    (0..seats.len())
        .map(|i| match (seats[i], knights.get(i)) {
            (SeatKind::Computer(_), Some(k)) => text::knight_name(lang, *k).to_string(),
            _ => crate::ui::text::seat_name(lang, seats, Seat(i as u8)),
        })
        .collect()
}

/// The pending decision as the panel shows it: a title, lines of context and the buttons.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    /// What is asked.
    pub title: String,
    /// What is at stake (cards drawn, a proposal, Merlins committed).
    pub lines: Vec<String>,
    /// The choices listed (only legal ones).
    pub choices: Vec<ActionChoice<Action>>,
    /// After the Heroic action: the sacrifice's button (CHV-3.3), with its choices.
    pub sacrifice: Option<SacrificeOffer>,
}

/// The "Sacrifice 1 Life for another action" button of the turn's end (CHV-3.3): the extra
/// Heroic actions it may buy (cards of the hand included), or why it may not be used.
#[derive(Clone, PartialEq, Debug)]
pub struct SacrificeOffer {
    /// The legal sacrifices, labelled.
    pub choices: Vec<ActionChoice<Action>>,
    /// Why there is none (the button is then disabled and says so).
    pub refusal: Option<String>,
    /// The knight has 1 Life left: the sacrifice kills him (CHV-12.4), so it is confirmed
    /// first.
    pub deadly: bool,
}

/// True for a sacrifice (CHV-3.3) that would kill the knight deciding it: one Life left
/// (CHV-12.4 carries out the action, then the knight dies).
#[must_use]
pub fn deadly_sacrifice(o: &ChevaliersObservation, a: Action) -> bool {
    matches!(a, Action::Sacrifice(_)) && o.life.get(o.seat.index()).copied() == Some(1)
}

/// The sacrifice's button in the After step (CHV-3.3): every legal `Sacrifice`, labelled.
fn sacrifice_offer(
    o: &ChevaliersObservation,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> SacrificeOffer {
    let choices: Vec<ActionChoice<Action>> = o
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Sacrifice(_)))
        .map(|a| ActionChoice {
            action: a,
            label: text::action_text(lang, name, a),
        })
        .collect();
    let refusal = choices.is_empty().then(|| {
        if o.turn.sacrificed {
            text::refusal(lang, ChevaliersError::SacrificeAlreadyUsed)
        } else {
            text::colons(
                lang,
                lang.pick(
                    "Aucune action héroïque d'un autre type n'est possible maintenant (CHV-3.3)",
                    "No Heroic action of another type is possible now (CHV-3.3)",
                )
                .to_string(),
            )
        }
    });
    SacrificeOffer {
        choices,
        refusal,
        deadly: o.life.get(o.seat.index()).copied() == Some(1),
    }
}

fn why_shared(lang: Lang, why: ShareWhy) -> String {
    match why {
        ShareWhy::Preliminary => lang.pick("Partage préliminaire", "Opening share").into(),
        ShareWhy::Spoils(q) => format!(
            "{} {}",
            lang.pick("Butin :", "Spoils:"),
            quest_name(lang, q)
        ),
        ShareWhy::Convocation => "Convocation".into(),
    }
}

/// The pool's cards and their recipients so far: `Combat 3 → Keu`.
fn proposal_lines(
    lang: Lang,
    name: &dyn Fn(Seat) -> String,
    pool: &[White],
    given: &[Seat],
) -> Vec<String> {
    pool.iter()
        .enumerate()
        .map(|(i, c)| match given.get(i) {
            Some(s) => format!("{} → {}", white_name(lang, *c), name(*s)),
            None => format!("{} → …", white_name(lang, *c)),
        })
        .collect()
}

/// The title and context of the viewer's pending decision (CHV-17.1).
#[must_use]
pub fn decision(o: &ChevaliersObservation, names: &[String], lang: Lang) -> Option<Decision> {
    let step = o.pending.as_ref()?;
    if o.legal.is_empty() {
        return None;
    }
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let (title, lines) = share_title(o, step, &name, lang)
        .or_else(|| turn_title(step, &name, lang))
        .or_else(|| black_card_title(o, step, &name, lang))
        .unwrap_or_else(|| (lang.pick("Décidez", "Decide").to_string(), Vec::new()));
    let after = matches!(step, Step::After);
    let choices = o
        .legal
        .iter()
        .copied()
        .filter(|a| in_panel(Some(step), *a))
        // After the Heroic action the sacrifices sit behind their own button.
        .filter(|a| !(after && matches!(a, Action::Sacrifice(_))))
        .map(|a| ActionChoice {
            action: a,
            label: choice_label(o, step, &name, lang, a),
        })
        .collect();
    Some(Decision {
        title: text::colons(lang, title),
        lines: lines.into_iter().map(|s| text::colons(lang, s)).collect(),
        choices,
        sacrifice: after.then(|| sacrifice_offer(o, &name, lang)),
    })
}

/// Choosing the knights, and the shares of White cards (a proposal and its answer).
fn share_title(
    o: &ChevaliersObservation,
    step: &Step,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Option<(String, Vec<String>)> {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines: Vec<String> = Vec::new();
    let title = match step {
        Step::ChooseKnight(_) => l("Choisissez votre chevalier", "Choose your knight"),
        Step::Lay(_) => l(
            "Partage préliminaire : posez une carte face visible",
            "Opening share: lay a card face up",
        ),
        Step::Propose { why, given, .. } => {
            lines = proposal_lines(lang, name, &o.pool, given);
            let next = o.pool.get(given.len()).copied();
            format!(
                "{} — {} {}",
                why_shared(lang, *why),
                lang.pick("à qui donner", "who gets"),
                next.map(|c| white_name(lang, c)).unwrap_or_default()
            )
        }
        Step::Answer {
            why,
            proposer,
            given,
            ..
        } => {
            lines = proposal_lines(lang, name, &o.pool, given);
            format!(
                "{} — {} {}",
                why_shared(lang, *why),
                lang.pick("proposition de", "proposed by"),
                name(*proposer)
            )
        }
        _ => return None,
    };
    Some((title, lines))
}

/// A knight's turn: Evil's progression, the Heroic action and after it, the revealed
/// Traitor's, the cards to discard or give, Morgan's price, a convocation.
fn turn_title(
    step: &Step,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Option<(String, Vec<String>)> {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let title = match step {
        Step::Evil => l(
            "Progression du Mal : que choisissez-vous ?",
            "Progression of Evil: what do you choose?",
        ),
        Step::Heroic => l(
            "Action héroïque : jouez une carte de la main ou choisissez ici",
            "Heroic action: play a card from your hand or choose here",
        ),
        Step::After => l(
            "Après l'action héroïque : finir le tour, ou sacrifier 1 Vie pour une autre action",
            "After the Heroic action: end the turn, or sacrifice 1 Life for another action",
        ),
        Step::TraitorSteal => l(
            "Traître démasqué : volez une carte blanche",
            "Revealed Traitor: steal a White card",
        ),
        Step::TraitorEvil => l(
            "Traître démasqué : faites progresser le Mal",
            "Revealed Traitor: advance Evil",
        ),
        Step::Volunteer { morgan, .. } => format!(
            "{} {morgan} : {}",
            lang.pick("Morgane", "Morgan"),
            lang.pick("payer pour tous ?", "pay for everyone?")
        ),
        Step::Discard { left, .. } => format!(
            "{} {}",
            lang.pick("Défaussez face visible encore", "Discard face up"),
            text::cards_count(lang, usize::from(*left))
        ),
        Step::GiveBack { arthur, .. } => format!(
            "{} {}",
            lang.pick("Rendez une carte à", "Give a card back to"),
            name(*arthur)
        ),
        Step::Messenger { to, given, .. } => format!(
            "{} {} ({} {given})",
            lang.pick("Messager : donnez des cartes à", "Messenger: give cards to"),
            name(*to),
            lang.pick("déjà données :", "given so far:")
        ),
        Step::Convocation { player, .. } => format!(
            "{} {} : {}",
            lang.pick("Convocation de", "Convocation by"),
            name(*player),
            lang.pick("revenir à Camelot ?", "return to Camelot?")
        ),
        _ => return None,
    };
    Some((title, Vec::new()))
}

/// A Black card's fate (Lancelot's Armour, face down or not, its war, cancelled by Merlin or
/// Excalibur), the Grail's save, Kay's card, the siege fight, Clairvoyance.
fn black_card_title(
    o: &ChevaliersObservation,
    step: &Step,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Option<(String, Vec<String>)> {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let mut lines: Vec<String> = Vec::new();
    let title = match step {
        Step::Armour { cards, .. } => {
            lines = cards
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    format!(
                        "{} {} : {}",
                        l("Carte", "Card"),
                        i + 1,
                        black_name(lang, *c)
                    )
                })
                .collect();
            l(
                "Armure de Lancelot : gardez une des deux cartes noires",
                "Lancelot's Armour: keep one of the two Black cards",
            )
        }
        Step::FaceDown { card, .. } => format!(
            "{} : {}",
            black_name(lang, *card),
            lang.pick("face visible ou face cachée ?", "face up or face down?")
        ),
        Step::ChooseWar { card, .. } => format!(
            "{} : {}",
            black_name(lang, *card),
            lang.pick("dans quelle guerre ?", "which war?")
        ),
        Step::Merlin { card, .. } => {
            lines = o
                .committed
                .iter()
                .map(|(s, k)| format!("{} : {k} Merlin", name(*s)))
                .collect();
            format!(
                "{} : {}",
                black_name(lang, *card),
                lang.pick(
                    "l'annuler avec trois Merlins ?",
                    "cancel it with three Merlins?"
                )
            )
        }
        Step::ExcaliburCancel { card, .. } => format!(
            "{} : {}",
            black_name(lang, *card),
            lang.pick(
                "l'annuler en jetant Excalibur ?",
                "cancel it by throwing Excalibur away?"
            )
        ),
        Step::GrailSave(s) => format!(
            "{} {}",
            name(*s),
            lang.pick(
                "va mourir : le sauver avec le Saint Graal ?",
                "is dying: save them with the Holy Grail?"
            )
        ),
        Step::Kay { quest, .. } => format!(
            "{} {} : {}",
            lang.pick("Fin de la quête", "End of the quest"),
            quest_name(lang, *quest),
            lang.pick(
                "Keu peut ajouter une carte Combat",
                "Kay may add a Fight card"
            )
        ),
        Step::SiegeKay { die, .. } => format!(
            "{} {die} : {}",
            lang.pick("Dé", "Die"),
            lang.pick(
                "Keu peut ajouter une carte Combat",
                "Kay may add a Fight card"
            )
        ),
        Step::Siege { .. } => {
            lines.push(format!(
                "{} : {}",
                l("Cartes engagées", "Cards committed"),
                o.siege
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" + ")
            ));
            l(
                "Combat contre les engins : ajoutez une carte Combat ou lancez le dé",
                "Siege fight: add a Fight card or roll the die",
            )
        }
        Step::Clairvoyance { cards, back, .. } => {
            lines.push(format!(
                "{} : {}",
                l("Déjà remises, du dessus", "Put back, from the top"),
                crate::ui::table::words::joined(back, ", ", |c| black_name(lang, c))
            ));
            let _ = cards;
            l(
                "Clairvoyance : choisissez la prochaine carte à remettre (sous les précédentes)",
                "Clairvoyance: choose the next card to put back (under the previous ones)",
            )
        }
        _ => return None,
    };
    Some((title, lines))
}

/// A button's label, naming the cards an index stands for (Armour, Clairvoyance) and the
/// pool card a proposal gives.
fn choice_label(
    o: &ChevaliersObservation,
    step: &Step,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
    a: Action,
) -> String {
    let card_at = |cards: &[Black], k: u8| cards.get(usize::from(k)).map(|c| black_name(lang, *c));
    let t = match (step, a) {
        (Step::Armour { cards, .. }, Action::Keep(k)) => {
            card_at(cards, k).map(|c| format!("{} {c}", lang.pick("Garder", "Keep")))
        }
        (Step::Clairvoyance { cards, .. }, Action::Order(k)) => {
            card_at(cards, k).map(|c| format!("{} {c}", lang.pick("Remettre", "Put back")))
        }
        (Step::Propose { given, .. }, Action::Allot(s)) => o.pool.get(given.len()).map(|c| {
            format!(
                "{} {} {} {}",
                lang.pick("Donner", "Give"),
                white_name(lang, *c),
                lang.pick("à", "to"),
                name(s)
            )
        }),
        _ => None,
    };
    t.unwrap_or_else(|| text::action_text(lang, name, a))
}

/// A seat's title: its name, then its knight unless the name is the knight's already (a
/// computer seat is named by its knight: `Palamède`, never `Palamède — Palamède`).
#[must_use]
pub fn seat_title(name: &str, knight: &str) -> String {
    if name.is_empty() || name == knight {
        knight.to_string()
    } else {
        format!("{name} — {knight}")
    }
}

/// Why the game ended, in a sentence (CHV-14.2, CHV-14.3, CHV-12.5): the condition the
/// engine recorded when it ended the game ([`Chevaliers::ending`], public to every seat),
/// with the Traitor's flip at the final count and an accusation's part in it. `None` while
/// the game runs. The end conditions are checked by the engine only: the table reads its
/// record, never the board.
#[must_use]
pub fn end_reason(o: &ChevaliersObservation, ending: Option<Ending>, lang: Lang) -> Option<String> {
    o.winner?;
    let e = ending?;
    let (w, b) = (o.board.white, o.board.black);
    let mut s = match e.cause {
        EndCause::Siege => match lang {
            Lang::Fr => format!("{ENGINES} engins de siège encerclent Camelot (CHV-14.2)."),
            Lang::En => format!("{ENGINES} siege engines surround Camelot (CHV-14.2)."),
        },
        EndCause::BlackSwords => match lang {
            Lang::Fr => format!(
                "{} sur la Table Ronde : {BLACK_SWORDS} suffisent au Mal (CHV-14.2).",
                counted(lang, b, ("épée noire", "épées noires"), ("", ""))
            ),
            Lang::En => format!(
                "{} on the Round Table: {BLACK_SWORDS} are enough for Evil (CHV-14.2).",
                counted(lang, b, ("", ""), ("black sword", "black swords"))
            ),
        },
        EndCause::NoLoyalKnight => lang
            .pick(
                "Aucun chevalier loyal n'est plus en vie (CHV-12.5).",
                "No Loyal knight is left alive (CHV-12.5).",
            )
            .to_string(),
        EndCause::Count => {
            let verdict = if o.winner == Some(Side::Loyal) {
                lang.pick("les blanches l'emportent", "white has the majority")
            } else {
                lang.pick(
                    "pas de majorité blanche (l'égalité va au Mal)",
                    "no white majority (a tie goes to Evil)",
                )
            };
            match lang {
                Lang::Fr => format!(
                    "La Table Ronde est pleine, décompte final (CHV-14.3) : {w} {} contre {b} {}, {verdict}.",
                    text::agree(w, "blanche", "blanches"),
                    text::agree(b, "noire", "noires"),
                ),
                Lang::En => format!(
                    "The Round Table is full, final count (CHV-14.3): {w} white against {b} black, {verdict}."
                ),
            }
        }
    };
    if e.flipped > 0 {
        s.push(' ');
        s.push_str(&match lang {
            Lang::Fr => format!(
                "Le traître s'est révélé et a noirci {}.",
                counted(
                    lang,
                    e.flipped,
                    ("épée blanche", "épées blanches"),
                    ("", "")
                )
            ),
            Lang::En => format!(
                "The Traitor revealed himself and turned {} black.",
                counted(lang, e.flipped, ("", ""), ("white sword", "white swords"))
            ),
        });
    }
    if e.accusation {
        s.push(' ');
        s.push_str(lang.pick(
            "La dernière épée venait d'une accusation (CHV-13.5).",
            "The last sword came from an accusation (CHV-13.5).",
        ));
    }
    Some(text::colons(lang, s))
}

/// The end (CHV-13.1, CHV-14.4): the side that won and why, who the Traitor was (or that
/// there was none, with the unused card), and every Loyalty card.
#[must_use]
pub fn verdict_lines(
    o: &ChevaliersObservation,
    ending: Option<Ending>,
    names: &[String],
    lang: Lang,
) -> Vec<String> {
    let Some(side) = o.winner else {
        return Vec::new();
    };
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let mut out = vec![text::side_won(lang, side).to_string()];
    out.extend(end_reason(o, ending, lang));
    let traitor = o
        .loyalty
        .iter()
        .position(|l| *l == Some(crate::games::chevaliers::Loyalty::Traitor));
    out.push(match traitor {
        Some(t) => format!(
            "{} {}.",
            lang.pick("Le traître était", "The Traitor was"),
            name(t)
        ),
        None => lang
            .pick(
                "Il n'y avait pas de traître à la table.",
                "There was no Traitor at the table.",
            )
            .into(),
    });
    let (w, b) = (o.board.white, o.board.black);
    out.push(text::colons(
        lang,
        format!(
            "{} : {}",
            lang.pick("Épées", "Swords"),
            text::swords(lang, w, b)
        ),
    ));
    out
}

/// Every Loyalty card at the end: each seat's, then the ones not dealt.
#[must_use]
pub fn loyalty_rows(
    o: &ChevaliersObservation,
    names: &[String],
    lang: Lang,
) -> Vec<(String, String)> {
    let mut rows: Vec<(String, String)> = o
        .loyalty
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let name = names.get(i).cloned().unwrap_or_default();
            let knight = text::knight_name(lang, o.knights[i]);
            (
                // A computer seat is named by its knight already.
                if name == knight {
                    name
                } else {
                    format!("{name} ({knight})")
                },
                l.map_or_else(
                    || "?".to_string(),
                    |l| text::loyalty_name(lang, l).to_string(),
                ),
            )
        })
        .collect();
    for l in o.undealt.iter().flatten() {
        rows.push((
            lang.pick("Carte non distribuée", "Card not dealt")
                .to_string(),
            text::loyalty_name(lang, *l).to_string(),
        ));
    }
    rows
}

/// The cards already laid for a sharing, for the board: `Combat 3, Graal`.
#[must_use]
pub fn pool_said(o: &ChevaliersObservation, lang: Lang) -> Option<String> {
    (!o.pool.is_empty()).then(|| whites_said(lang, &o.pool))
}
