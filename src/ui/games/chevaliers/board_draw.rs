//! The board drawn (CHV-16.1): Camelot as a place (the Round Table's places, each holding a
//! white sword, a black sword or nothing; the siege engines around it), every quest as a place
//! with its progress (Excalibur's river, the Grail's spots, a war's warriors and sequence, a
//! combat's two sides with face-down cards hidden) and the knights' pawns where they stand,
//! with their Life as pips.
//!
//! The drawings are pictures of what [`super::board`] also writes out in words beside them:
//! each picture is hidden from screen readers (`aria-hidden`) or named as one image, and
//! tells things apart by shape as well as colour (a hollow white sword and a filled black
//! one, a filled and an outlined engine, a card face and a card back).
//!
//! Motion (issue 28 point 6): each drawing is given the one drawn before it, and a place newly
//! filled since then carries `data-fresh` (`white` for a card from a knight's hand, `black`
//! for a Black card or a siege engine, CHV-4), which style/chevaliers.css makes arrive; the
//! rest of the board, drawn again with it, stays still.

use super::board::{CamelotView, Drawing, EvilSlot, Pawn, QuestState, QuestView, fresh};
use crate::games::chevaliers::state::{ENGINES, MAX_LIFE, WAR_WARRIORS};
use crate::ui::table::gather::{Bounds, offset};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A sword on a place of the Round Table: drawn hollow (white) or filled (black).
fn sword(black: bool) -> impl IntoView {
    view! {
        <svg class="chv-sword" class:black=black viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 1.5 L14.2 5 L14.2 14.5 L9.8 14.5 L9.8 5 Z" />
            <path d="M6.5 14.5 H17.5 V17 H6.5 Z" />
            <path d="M10.8 17 H13.2 V21 H10.8 Z" />
            <circle cx="12" cy="22" r="1.6" />
        </svg>
    }
}

/// A siege engine (a trebuchet on wheels): filled when placed, outlined when the spot is
/// still free.
fn engine(placed: bool, new: bool) -> impl IntoView {
    view! {
        <svg class="chv-engine" class:placed=placed data-fresh=new.then_some("black") viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 17 H21 V19.5 H3 Z" />
            <path d="M7 17 L12 6 L17 17 Z" />
            <path d="M4 4 L20 11 L19.3 12.6 L3.3 5.6 Z" />
            <circle cx="6.5" cy="20.5" r="2" />
            <circle cx="17.5" cy="20.5" r="2" />
        </svg>
    }
}

/// Sends each card newly come from a hand (`data-fresh="white"`) from the element `from`
/// selects (the hand of the seat on screen, or the panel of the knight who played it): the
/// way is measured once the board is drawn and handed to the `mo-arrive` keyframes of
/// style/table.css as `--from-x`/`--from-y`, as the gathering of `ui::table::gather` does.
/// Measured at every width, since the page's grid moves the panels.
pub fn aim_fresh(from: &'static str) {
    request_animation_frame(move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let (Ok(Some(src)), Ok(cells)) = (
            doc.query_selector(from),
            doc.query_selector_all(".chv-board [data-fresh=white]"),
        ) else {
            return;
        };
        for k in 0..cells.length() {
            if let Some(cell) = cells
                .item(k)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let (x, y) = offset(Bounds::of(&cell), Bounds::of(&src));
                let _ = cell.set_attribute("style", &format!("--from-x: {x}px; --from-y: {y}px"));
            }
        }
    });
}

/// Life as pips out of 6 (CHV-2.3): ♥ for each point, ♡ for each missing one, and the count
/// in words for screen readers (the pips are one image named by it).
#[component]
pub fn LifePips(
    /// Life left.
    life: u8,
) -> impl IntoView {
    let lang = use_settings().lang;
    let label = move || life_said(lang.get(), life);
    let pips = (0..MAX_LIFE)
        .map(|k| {
            let full = k < life;
            view! { <span class="chv-pip" class:full=full>{if full { "♥" } else { "♡" }}</span> }
        })
        .collect_view();
    view! {
        <span class="chv-life" role="img" aria-label=label>
            {pips}
            <span class="chv-life-n" aria-hidden="true">{format!("{life}/{MAX_LIFE}")}</span>
        </span>
    }
}

/// `Vie : 4 sur 6` / `Life: 4 of 6`.
#[must_use]
pub fn life_said(lang: Lang, life: u8) -> String {
    match lang {
        Lang::Fr => format!("Vie\u{a0}: {life} sur {MAX_LIFE}"),
        Lang::En => format!("Life: {life} of {MAX_LIFE}"),
    }
}

/// The knights standing on a place, as pawns with their Life.
#[component]
pub fn Pawns(
    /// The pawns.
    pawns: Vec<Pawn>,
) -> impl IntoView {
    let lang = use_settings().lang;
    (!pawns.is_empty()).then(|| {
        let items = pawns
            .into_iter()
            .map(|p| {
                view! {
                    <li class="chv-pawn" class:me=p.me class:active=p.active>
                        <span class="chv-pawn-token" aria-hidden="true">{p.mark}</span>
                        <span class="chv-pawn-name">
                            {p.active.then_some("▶ ")}
                            {p.name}
                        </span>
                        <LifePips life=p.life />
                    </li>
                }
            })
            .collect_view();
        view! {
            <ul class="chv-pawns" aria-label=move || lang.get().pick("Chevaliers ici", "Knights here")>
                {items}
            </ul>
        }
    })
}

/// Camelot: the Round Table's places in a ring, the siege engines round the walls, the
/// knights there (CHV-2.9, CHV-4.4, CHV-14.2).
#[component]
pub fn CamelotPlace(
    /// The view.
    v: CamelotView,
    /// The view drawn before, if any: its newly filled places arrive.
    before: Option<CamelotView>,
) -> impl IntoView {
    let places = u32::from(v.places);
    // A place's sword: white, black, or none.
    let sword_at = |k: u8, white: u8, black: u8| (k < white + black).then_some(k < white);
    let ring = (0..v.places)
        .map(|k| {
            let now = sword_at(k, v.white, v.black);
            let (class, mark) = match now {
                Some(true) => ("chv-seat white", Some(sword(false).into_any())),
                Some(false) => ("chv-seat black", Some(sword(true).into_any())),
                None => ("chv-seat empty", None),
            };
            let new = fresh(now, before.as_ref().map(|b| sword_at(k, b.white, b.black)));
            let turn = format!("--k: {k}; --n: {places}");
            view! { <span class=class style=turn data-fresh=new.then_some("black")>{mark}</span> }
        })
        .collect_view();
    let engines = (0..ENGINES.max(v.engines))
        .map(|k| {
            let new = fresh(
                (k < v.engines).then_some(()),
                before.as_ref().map(|b| (k < b.engines).then_some(())),
            );
            engine(k < v.engines, new)
        })
        .collect_view();
    let swords_label = v.swords_text.clone();
    let engines_label = v.engines_text.clone();
    view! {
        <section class="chv-camelot chv-place" aria-labelledby="chv-camelot-title">
            <h3 id="chv-camelot-title">"♜ Camelot"</h3>
            <div class="chv-camelot-grid">
                <div class="chv-round" role="img" aria-label=swords_label>
                    <div class="chv-round-table" aria-hidden="true">
                        <span class="chv-round-count">{format!("{} ○", v.white)}</span>
                        <span class="chv-round-count">{format!("{} ●", v.black)}</span>
                    </div>
                    {ring}
                </div>
                <div class="chv-siege">
                    <div class="chv-engines" role="img" aria-label=engines_label>{engines}</div>
                    <p class="chv-count">{v.engines_text}</p>
                </div>
            </div>
            <p class="chv-count">{v.swords_text}</p>
            {v.lines.into_iter().map(|t| view! { <p class="chv-count">{t}</p> }).collect_view()}
            <Pawns pawns=v.pawns />
        </section>
    }
}

/// `data-fresh`'s value for a place newly filled from a knight's hand (`white`) or from the
/// Black deck (`black`); none for the others.
fn came(new: bool, white: bool) -> Option<&'static str> {
    new.then_some(if white { "white" } else { "black" })
}

/// A quest's drawing of its progress (a picture: the same is written out under it); `before`:
/// the same quest's drawing the board showed before, if any.
fn drawing(d: Drawing, before: Option<Drawing>) -> AnyView {
    match d {
        Drawing::Track { half, pos } => track_drawing(half, pos, before),
        Drawing::Grail {
            grails,
            blacks,
            spots,
        } => grail_drawing(grails, blacks, spots, before),
        Drawing::War {
            warriors,
            sequence,
            placed,
        } => war_drawing(warriors, sequence, placed, before),
        Drawing::Combat {
            slots,
            knights,
            evil_slots,
            evil,
        } => combat_drawing(slots, knights, evil_slots, evil, before),
    }
}

/// Excalibur's track: the sword's place between oblivion (☠) and the knights (♛).
fn track_drawing(half: i8, pos: i8, before: Option<Drawing>) -> AnyView {
    let was = match before {
        Some(Drawing::Track { pos, .. }) => Some(pos),
        _ => None,
    };
    // Excalibur moves toward the knights (+) by a White card, toward oblivion by a
    // Black one (CHV-7.7).
    let white = was.is_some_and(|w| pos > w);
    let cells = (-half..=half)
        .map(|k| {
            let here = k == pos;
            let new = fresh(here.then_some(()), was.map(|w| (k == w).then_some(())));
            view! {
                <span class="chv-cell" class:here=here class:chv-zero=k == 0 data-fresh=came(new, white)>
                    {here.then(|| sword(false))}
                    {(!here).then_some(if k == 0 { "0" } else { "·" })}
                </span>
            }
        })
        .collect_view();
    view! {
        <div class="chv-track chv-river" aria-hidden="true">
            <span class="chv-end">"☠"</span>
            {cells}
            <span class="chv-end">"♛"</span>
        </div>
    }
    .into_any()
}

/// The Grail's spots: Grail cards from the bright end, Black cards from the dark end.
fn grail_drawing(grails: u8, blacks: u8, spots: u8, before: Option<Drawing>) -> AnyView {
    // A spot's card: a Grail card (from the bright end), a Black card (from the dark
    // end, CHV-7.6), or none.
    let card = |k: u8, grails: u8, blacks: u8| {
        if k < grails {
            Some(true)
        } else {
            (k >= spots.saturating_sub(blacks)).then_some(false)
        }
    };
    let was = match before {
        Some(Drawing::Grail { grails, blacks, .. }) => Some((grails, blacks)),
        _ => None,
    };
    let cells = (0..spots)
        .map(|k| {
            let now = card(k, grails, blacks);
            let (class, mark) = match now {
                Some(true) => ("chv-cell grail", "✠"),
                Some(false) => ("chv-cell black", "●"),
                None => ("chv-cell", "·"),
            };
            let new = fresh(now, was.map(|(g, b)| card(k, g, b)));
            view! { <span class=class data-fresh=came(new, now == Some(true))>{mark}</span> }
        })
        .collect_view();
    view! {
        <div class="chv-track" aria-hidden="true">
            <span class="chv-end">"☼"</span>
            {cells}
            <span class="chv-end">"☾"</span>
        </div>
    }
    .into_any()
}

/// A war: the warriors from the Black deck, the sequence of Fight cards placed from a hand.
fn war_drawing(warriors: u8, sequence: Vec<u8>, placed: usize, before: Option<Drawing>) -> AnyView {
    let was = match before {
        Some(Drawing::War {
            warriors, placed, ..
        }) => Some((warriors, placed)),
        _ => None,
    };
    // Warriors come from the Black deck, the sequence's Fight cards from a hand
    // (CHV-7.8).
    let men = (0..WAR_WARRIORS)
        .map(|k| {
            let on = k < warriors;
            let new = fresh(on.then_some(()), was.map(|(w, _)| (k < w).then_some(())));
            view! { <span class="chv-warrior" class:on=on data-fresh=came(new, false)>{if on { "▲" } else { "△" }}</span> }
        })
        .collect_view();
    let seq = sequence
        .into_iter()
        .enumerate()
        .map(|(k, v)| {
            let on = k < placed;
            let new = fresh(on.then_some(()), was.map(|(_, p)| (k < p).then_some(())));
            view! { <span class="chv-slot" class:fight=on data-fresh=came(new, true)>{v}</span> }
        })
        .collect_view();
    view! {
        <div class="chv-war" aria-hidden="true">
            <div class="chv-row chv-evil-row">{men}</div>
            <div class="chv-row">{seq}</div>
        </div>
    }
    .into_any()
}

/// A combat quest: the Knights' Fight cards against the Evil side's (a face-down one as `?`).
fn combat_drawing(
    slots: usize,
    knights: Vec<u8>,
    evil_slots: usize,
    evil: Vec<EvilSlot>,
    before: Option<Drawing>,
) -> AnyView {
    let (was_ours, was_theirs) = match before {
        Some(Drawing::Combat { knights, evil, .. }) => (Some(knights), Some(evil)),
        _ => (None, None),
    };
    // The Knights' Fight cards come from a hand, the Evil side's from the Black deck
    // (CHV-7.5); a face-down card turned up arrives again, face up.
    let ours = (0..slots.max(knights.len()))
        .map(|k| {
            let new = came(
                fresh(knights.get(k), was_ours.as_ref().map(|w| w.get(k))),
                true,
            );
            match knights.get(k) {
                Some(v) => {
                    view! { <span class="chv-slot fight" data-fresh=new>{*v}</span> }.into_any()
                }
                None => view! { <span class="chv-slot"></span> }.into_any(),
            }
        })
        .collect_view();
    let theirs = (0..evil_slots.max(evil.len()))
        .map(|k| {
            let new = came(
                fresh(evil.get(k), was_theirs.as_ref().map(|w| w.get(k))),
                false,
            );
            match evil.get(k) {
                Some(e) if e.hidden => {
                    view! { <span class="chv-slot chv-back" data-fresh=new>"?"</span> }.into_any()
                }
                Some(e) => {
                    view! { <span class="chv-slot evil" data-fresh=new>{e.value.clone()}</span> }
                        .into_any()
                }
                None => view! { <span class="chv-slot"></span> }.into_any(),
            }
        })
        .collect_view();
    view! {
        <div class="chv-war" aria-hidden="true">
            <div class="chv-row"><span class="chv-side">"⚔"</span>{ours}</div>
            <div class="chv-row chv-evil-row"><span class="chv-side">"☠"</span>{theirs}</div>
        </div>
    }
    .into_any()
}

/// A quest as a place: its name and state, its progress drawn and written, the knights
/// there.
#[component]
pub fn QuestPlace(
    /// The view.
    v: QuestView,
    /// The quest's drawing shown before, if any: its newly filled places arrive.
    before: Option<Drawing>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let class = format!("chv-quest chv-place chv-q-{:?}", v.quest).to_lowercase();
    let state_class = match v.state {
        QuestState::Active => "chv-state active",
        QuestState::Over => "chv-state over",
        QuestState::NotYet => "chv-state later",
    };
    let mark = match v.state {
        QuestState::Active => "▶ ",
        QuestState::Over => "■ ",
        QuestState::NotYet => "… ",
    };
    let title_id = format!("chv-quest-{:?}", v.quest).to_lowercase();
    let labelled_by = title_id.clone();
    view! {
        <section
            class=class
            class:over=v.state == QuestState::Over
            class:later=v.state == QuestState::NotYet
            aria-labelledby=labelled_by
        >
            <h3 id=title_id>
                {v.title}
                " "
                <span class=state_class>{mark}{v.state_text}</span>
                {v.heroism.then(|| view! { <span class="chv-badge">" ✦ " {move || lang.get().pick("Héroïsme", "Heroism")}</span> })}
            </h3>
            {(v.state != QuestState::NotYet).then(|| drawing(v.drawing, before))}
            {v.lines.into_iter().map(|t| view! { <p class="chv-count">{t}</p> }).collect_view()}
            <Pawns pawns=v.pawns />
        </section>
    }
}
