//! The score sheet (ROI-1.4, ROI-6.1): one row per contract, one column per player, each cell
//! the round's points and the running total, and a final `Total` row.

use super::text::{RoiLabel, label};
use crate::games::roi::SEATS;
use crate::ui::session::{fmt_points, fmt_total};
use crate::ui::use_settings;
use leptos::prelude::*;

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
