//! End of the game (ROI-7): the winners (a shared win lists them all), the final totals and
//! what to do next.

use super::text::{self, RoiLabel, label};
use crate::ui::duplicate::{ChallengeButton, ChallengeComparison};
use crate::ui::session::fmt_total;
use crate::ui::table::panels::focus_when_mounted;
use crate::ui::table::toolbar::{Icon, icon};
use crate::ui::table::{Word, word};
use crate::ui::{MenuAction, use_settings};
use leptos::prelude::*;

/// One player's final standing.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FinalScore {
    /// Display name.
    pub name: String,
    /// Final total.
    pub total: i32,
    /// Among the winners (ROI-7.1, ROI-7.2).
    pub winner: bool,
    /// The viewer (named "you" in texts).
    pub you: bool,
}

/// The game-over panel.
#[component]
pub fn GameOverPanel(
    /// Every player, best first.
    #[prop(into)]
    standings: Signal<Vec<FinalScore>>,
    /// New deal, same deal, share.
    on_menu: Callback<MenuAction>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let heading = NodeRef::<leptos::html::H2>::new();
    // The replay viewer keeps the focus on its controls and shows no end actions.
    let replaying = crate::ui::replay::in_replay();
    if !replaying {
        focus_when_mounted(heading);
    }
    let verdict = move || {
        standings.with(|s| {
            let winners: Vec<&FinalScore> = s.iter().filter(|x| x.winner).collect();
            let names: Vec<String> = winners.iter().map(|w| w.name.clone()).collect();
            let you = winners.len() == 1 && winners[0].you;
            let total = winners.first().map_or(0, |w| w.total);
            text::winners(lang.get(), &names, you, total)
        })
    };
    view! {
        <section class="game-over panel">
            <h2 tabindex="-1" node_ref=heading>{move || word(lang.get(), Word::GameOver)}</h2>
            <p class="verdict">{verdict}</p>
            <ChallengeComparison />
            <h3 class="sr-only">{move || label(lang.get(), RoiLabel::FinalTotals)}</h3>
            <ol class="standings">
                <For
                    each=move || standings.get()
                    key=|s| s.clone()
                    children=|s: FinalScore| {
                        view! {
                            <li class:winner=s.winner>
                                <span class="st-name">{s.name.clone()}</span>
                                <span class="st-total">{fmt_total(s.total)}</span>
                            </li>
                        }
                    }
                />
            </ol>
            <div class="end-actions" hidden=replaying>
                <button type="button" class="btn primary" on:click=move |_| on_menu.run(MenuAction::NewDeal)>
                    {move || label(lang.get(), RoiLabel::NewDeal)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::ReplaySameDeal)>
                    {move || word(lang.get(), Word::ReplaySame)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::Replay)>
                    {move || crate::ui::replay::text::r(lang.get(), crate::ui::replay::text::R::Title)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::Share)>
                    {icon(Icon::Share)}
                    <span>{move || word(lang.get(), Word::Share)}</span>
                </button>
                <ChallengeButton class="btn" />
            </div>
        </section>
    }
}
