//! The public centre of the table (TRN-13.1; each knight's panel is
//! [`super::table`](mod@super::table)): the melee in progress, the last melee, the set-aside cards,
//! the Godsend offer, and the end's score sheet. Presentational: they take derived data
//! ([`super::derive`]).

use super::derive::PlacedView;
use super::face::MiniCard;
use crate::games::tournoi::Card;
use crate::ui::use_settings;
use leptos::prelude::*;

/// The cards of a melee, in play order.
#[component]
pub fn MeleeCards(
    /// The cards.
    cards: Vec<PlacedView>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <ol class="tn-melee-cards">
            {cards.into_iter().map(|p| {
                let up = p.face_up;
                let notes = p.notes.clone();
                view! {
                    <li class="tn-placed" class:down=!up class:lost=p.lost>
                        <span class="tn-placed-who">{p.name.clone()}</span>
                        <MiniCard card=p.card lang=lang />
                        <span class="tn-placed-value">"= " {p.value}</span>
                        <span class="tn-placed-state">
                            {move || if up { String::new() } else { lang.get().pick("face cachée (feinte)", "face down (feint)").to_string() }}
                        </span>
                        {(!notes.is_empty()).then(|| view! { <span class="tn-placed-notes">{notes}</span> })}
                        {p.lost.then(|| view! { <strong class="tn-placed-lost">{move || lang.get().pick("perd", "loses")}</strong> })}
                    </li>
                }
            }).collect_view()}
        </ol>
    }
}

/// A list of cards as small faces, or `none`.
#[component]
pub fn CardRow(
    /// The cards.
    cards: Vec<Card>,
) -> impl IntoView {
    let lang = use_settings().lang;
    cards
        .into_iter()
        .map(|c| view! { <MiniCard card=c lang=lang /> })
        .collect_view()
}

/// One row of the score sheet: a knight's wounds per round and final health.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WoundsRow {
    /// Name.
    pub name: String,
    /// Round wounds, round 1 first.
    pub rounds: Vec<u32>,
    /// Final health.
    pub health: u32,
    /// Among the winners.
    pub winner: bool,
}

/// The score sheet: wounds per round per knight, final health.
#[component]
pub fn ScoreSheet(
    /// Its rows.
    #[prop(into)]
    rows: Signal<Vec<WoundsRow>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let rounds = move || rows.with(|r| r.first().map_or(0, |x| x.rounds.len()));
    view! {
        <div class="tn-sheet-box" role="region" tabindex="0" aria-label=move || lang.get().pick("Feuille de score", "Score sheet")>
        <table class="tn-sheet">
            <caption>{move || lang.get().pick("Blessures par manche", "Wounds per round")}</caption>
            <thead>
                <tr>
                    <th scope="col">{move || lang.get().pick("Chevalier", "Knight")}</th>
                    {move || (1..=rounds()).map(|r| view! {
                        <th scope="col">
                            <span aria-hidden="true">{move || lang.get().pick("M", "R")} {r}</span>
                            <span class="sr-only">{move || lang.get().pick("Manche ", "Round ")} {r}</span>
                        </th>
                    }).collect_view()}
                    <th scope="col">{move || lang.get().pick("Santé finale", "Final health")}</th>
                </tr>
            </thead>
            <tbody>
                {move || rows.get().into_iter().map(|r| view! {
                    <tr class:winner=r.winner>
                        <th scope="row">{r.name.clone()} {r.winner.then_some(" ★")}</th>
                        {r.rounds.iter().map(|w| view! { <td>{*w}</td> }).collect_view()}
                        <td><strong>{r.health}</strong></td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        </div>
    }
}
