//! Roi's options on the new-game page: games per match, and the rulings the spec fixes.

use crate::games::roi::RoiOptions;
use crate::games::roi::options::MAX_GAMES_PER_MATCH;
use crate::ui::text::{T, t};
use crate::ui::use_settings;
use leptos::prelude::*;

/// Roi's options: games per match, and the fixed rulings.
#[component]
pub fn RoiOptionsFields(
    /// The options being chosen.
    options: RwSignal<RoiOptions>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let games = move || options.with(|o| o.games_per_match);
    view! {
        <fieldset class="group">
            <legend>{move || t(lang.get(), T::Options)}</legend>
            <div class="field">
                <label for="games-per-match">{move || t(lang.get(), T::GamesPerMatch)}</label>
                <select
                    id="games-per-match"
                    aria-describedby="games-hint"
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                            options.update(|o| o.games_per_match = n.clamp(1, MAX_GAMES_PER_MATCH));
                        }
                    }
                >
                    {(1..=MAX_GAMES_PER_MATCH)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() prop:selected=move || games() == n>
                                    {n}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <p class="form-hint" id="games-hint">{move || t(lang.get(), T::GamesPerMatchHint)}</p>
            </div>
            <dl class="fixed-options">
                <div>
                    <dt>{move || t(lang.get(), T::DealOrder)}</dt>
                    <dd>{move || t(lang.get(), T::DealOrderValue)} " " <span class="rule-ref">"(ROI-2.7)"</span></dd>
                </div>
                <div>
                    <dt>{move || t(lang.get(), T::TieRule)}</dt>
                    <dd>{move || t(lang.get(), T::TieRuleValue)} " " <span class="rule-ref">"(ROI-7.2)"</span></dd>
                </div>
            </dl>
        </fieldset>
    }
}
