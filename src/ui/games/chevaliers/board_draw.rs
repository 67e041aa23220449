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

use super::board::{CamelotView, Drawing, Pawn, QuestState, QuestView};
use crate::games::chevaliers::state::{ENGINES, MAX_LIFE, WAR_WARRIORS};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

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
fn engine(placed: bool) -> impl IntoView {
    view! {
        <svg class="chv-engine" class:placed=placed viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 17 H21 V19.5 H3 Z" />
            <path d="M7 17 L12 6 L17 17 Z" />
            <path d="M4 4 L20 11 L19.3 12.6 L3.3 5.6 Z" />
            <circle cx="6.5" cy="20.5" r="2" />
            <circle cx="17.5" cy="20.5" r="2" />
        </svg>
    }
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
) -> impl IntoView {
    let places = u32::from(v.places);
    let ring = (0..v.places)
        .map(|k| {
            let (class, mark) = if k < v.white {
                ("chv-seat white", Some(sword(false).into_any()))
            } else if k < v.white + v.black {
                ("chv-seat black", Some(sword(true).into_any()))
            } else {
                ("chv-seat empty", None)
            };
            let turn = format!("--k: {k}; --n: {places}");
            view! { <span class=class style=turn>{mark}</span> }
        })
        .collect_view();
    let engines = (0..ENGINES.max(v.engines))
        .map(|k| engine(k < v.engines))
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

/// A quest's drawing of its progress (a picture: the same is written out under it).
fn drawing(d: Drawing) -> AnyView {
    match d {
        Drawing::Track { half, pos } => {
            let cells = (-half..=half)
                .map(|k| {
                    let here = k == pos;
                    view! {
                        <span class="chv-cell" class:here=here class:chv-zero=k == 0>
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
        Drawing::Grail {
            grails,
            blacks,
            spots,
        } => {
            let cells = (0..spots)
                .map(|k| {
                    let (class, mark) = if k < grails {
                        ("chv-cell grail", "✠")
                    } else if k >= spots.saturating_sub(blacks) {
                        ("chv-cell black", "●")
                    } else {
                        ("chv-cell", "·")
                    };
                    view! { <span class=class>{mark}</span> }
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
        Drawing::War {
            warriors,
            sequence,
            placed,
        } => {
            let men = (0..WAR_WARRIORS)
                .map(|k| {
                    let on = k < warriors;
                    view! { <span class="chv-warrior" class:on=on>{if on { "▲" } else { "△" }}</span> }
                })
                .collect_view();
            let seq = sequence
                .into_iter()
                .enumerate()
                .map(|(k, v)| {
                    let on = k < placed;
                    view! { <span class="chv-slot" class:fight=on>{v}</span> }
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
        Drawing::Combat {
            slots,
            knights,
            evil_slots,
            evil,
        } => {
            let ours = (0..slots.max(knights.len()))
                .map(|k| match knights.get(k) {
                    Some(v) => view! { <span class="chv-slot fight">{*v}</span> }.into_any(),
                    None => view! { <span class="chv-slot"></span> }.into_any(),
                })
                .collect_view();
            let theirs = (0..evil_slots.max(evil.len()))
                .map(|k| match evil.get(k) {
                    Some(e) if e.hidden => {
                        view! { <span class="chv-slot chv-back">"?"</span> }.into_any()
                    }
                    Some(e) => {
                        view! { <span class="chv-slot evil">{e.value.clone()}</span> }.into_any()
                    }
                    None => view! { <span class="chv-slot"></span> }.into_any(),
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
    }
}

/// A quest as a place: its name and state, its progress drawn and written, the knights
/// there.
#[component]
pub fn QuestPlace(
    /// The view.
    v: QuestView,
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
            {(v.state != QuestState::NotYet).then(|| drawing(v.drawing))}
            {v.lines.into_iter().map(|t| view! { <p class="chv-count">{t}</p> }).collect_view()}
            <Pawns pawns=v.pawns />
        </section>
    }
}
