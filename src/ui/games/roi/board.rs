//! The centre of the Roi table: the trick on the felt (and the last trick, on demand) and the
//! score sheet (ROI-1.4, ROI-6.1): one row per contract, one column per player, each cell
//! the round's points and the running total, and a final `Total` row.

use super::table::Pos;
use super::text::{self, RoiLabel, label};
use crate::core::cards::Card;
use crate::core::seats::Seat;
use crate::games::roi::SEATS;
use crate::ui::cards::CardFace;
use crate::ui::session::{fmt_points, fmt_total};
use crate::ui::table::{Word, word};
use crate::ui::use_settings;
use leptos::prelude::*;

/// One card on the table and who put it there.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RoiTrickCard {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Where it lies.
    pub pos: Pos,
    /// The player's display name.
    pub name: String,
}

/// Cards on the table, each placed towards its player and labelled by name.
#[component]
pub fn TrickView(
    /// The cards, in play order.
    #[prop(into)]
    cards: Signal<Vec<RoiTrickCard>>,
    /// Accessible name of the list.
    #[prop(into)]
    label: Signal<String>,
    /// Who took the trick, once it is finished.
    #[prop(into)]
    winner: Signal<Option<Seat>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    // Where a finished trick is gathered to: its winner's side of the table (the motion in
    // style/table.css moves the cards that way before the trick clears).
    let gather = move || {
        let w = winner.get()?;
        cards.with(|v| v.iter().find(|t| t.seat == w).map(|t| t.pos.class()))
    };
    view! {
        <ul class="trick" aria-label=move || label.get() data-gather=gather>
            <For
                each=move || cards.get()
                key=|t| t.clone()
                children=move |t: RoiTrickCard| {
                    let (who, card) = (t.name.clone(), t.card);
                    let name = Signal::derive(move || text::played_by(lang.get(), &who, card));
                    let class = format!("played {}", t.pos.class());
                    view! {
                        <li class=class class:winner=move || winner.get() == Some(t.seat)>
                            <CardFace card=t.card label=name />
                            <span class="who" aria-hidden="true">{t.name.clone()}</span>
                        </li>
                    }
                }
            />
        </ul>
    }
}

/// The previous finished trick, on demand.
#[component]
pub fn LastTrickPanel(
    /// Its cards (empty when no trick is finished yet).
    #[prop(into)]
    cards: Signal<Vec<RoiTrickCard>>,
    /// Who won it, and whether that is "you".
    #[prop(into)]
    winner: Signal<Option<(String, bool)>>,
    /// The seat that won it.
    #[prop(into)]
    winner_seat: Signal<Option<Seat>>,
    /// Close the panel.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let caption = move || {
        let l = lang.get();
        winner.with(|w| match w {
            Some((n, you)) => text::last_trick_caption(l, n, *you),
            None => label(l, RoiLabel::NoLastTrick).to_string(),
        })
    };
    view! {
        <section class="last-trick panel" aria-label=move || label(lang.get(), RoiLabel::LastTrick)>
            <p class="panel-title">{caption}</p>
            <TrickView
                cards=cards
                label=Signal::derive(move || label(lang.get(), RoiLabel::LastTrick).to_string())
                winner=Signal::derive(move || winner_seat.get())
            />
            <button type="button" class="btn small" on:click=move |_| on_close.run(())>
                {move || word(lang.get(), Word::Close)}
            </button>
        </section>
    }
}

/// One row of the sheet.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ContractRow {
    /// Round index (0-based; also the key).
    pub round: usize,
    /// Contract number 1–10.
    pub number: u8,
    /// Contract name.
    pub name: String,
    /// `(points, running total)` per seat once the round is played.
    pub cells: Option<Vec<(i32, i32)>>,
    /// The round being played.
    pub current: bool,
}

/// The sheet as a real table.
#[component]
pub fn ScoreSheet(
    /// Player names, one column each.
    #[prop(into)]
    names: Signal<Vec<String>>,
    /// One row per round of the game (ten for one game).
    #[prop(into)]
    rows: Signal<Vec<ContractRow>>,
    /// Totals per seat.
    #[prop(into)]
    totals: Signal<Vec<i32>>,
    /// Seats that lead (highlighted in the total row).
    #[prop(into)]
    leaders: Signal<Vec<bool>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <table class="sheet">
            <caption>{move || label(lang.get(), RoiLabel::ScoreSheet)}</caption>
            <thead>
                <tr>
                    <th scope="col" class="c-contract">{move || label(lang.get(), RoiLabel::Contract)}</th>
                    <For
                        each=move || names.get().into_iter().enumerate()
                        key=|n| n.clone()
                        children=|(_, n)| view! { <th scope="col">{n}</th> }
                    />
                </tr>
            </thead>
            <tbody>
                <For
                    each=move || rows.get()
                    key=|r| r.clone()
                    children=|r: ContractRow| {
                        let cells = r.cells.clone();
                        view! {
                            <tr class:current=r.current aria-current=r.current.then_some("step")>
                                <th scope="row" class="c-contract">
                                    <span class="c-num">{r.number}</span>
                                    <span class="c-name">{r.name.clone()}</span>
                                </th>
                                {match cells {
                                    Some(c) => c
                                        .into_iter()
                                        .map(|(p, t)| {
                                            view! {
                                                <td class:neg={p < 0} class:pos={p > 0}>
                                                    <span class="pts">{fmt_points(p)}</span>
                                                    " "
                                                    <span class="run">"(" {fmt_total(t)} ")"</span>
                                                </td>
                                            }
                                        })
                                        .collect_view()
                                        .into_any(),
                                    None => (0..SEATS)
                                        .map(|_| view! { <td class="empty"></td> })
                                        .collect_view()
                                        .into_any(),
                                }}
                            </tr>
                        }
                    }
                />
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row">"Total"</th>
                    <For
                        each=move || {
                            let l = leaders.get();
                            totals
                                .get()
                                .into_iter()
                                .enumerate()
                                .map(|(i, t)| (i, t, l.get(i).copied().unwrap_or(false)))
                                .collect::<Vec<_>>()
                        }
                        key=|x| *x
                        children=|(_, t, lead)| {
                            view! { <td class:lead=lead>{fmt_total(t)}</td> }
                        }
                    />
                </tr>
            </tfoot>
        </table>
    }
}
