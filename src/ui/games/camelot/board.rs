//! The centre of the Camelot table: the tournament banner (its number and colour, with the
//! colour's history, the piles and the goal). Presentational: it takes derived data.

use super::face::{ColourMark, colour_class};
use super::text::{self, CamelotLabel, label};
use crate::games::camelot::Colour;
use crate::ui::use_settings;
use leptos::prelude::*;

/// The tournament banner's data.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BannerView {
    /// Tournament number, 1-based.
    pub number: u32,
    /// Colours of this tournament: announced, then changes.
    pub history: Vec<Colour>,
    /// Cards in the draw pile.
    pub draw: usize,
    /// Cards in the discard pile.
    pub discard: usize,
    /// Colours needed to win.
    pub needed: usize,
}

/// Tournament number and colour (with its history), the piles and the goal.
#[component]
pub fn Banner(
    /// The data.
    #[prop(into)]
    banner: Signal<BannerView>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let colour = move || banner.with(|b| b.history.last().copied());
    view! {
        <div class=move || format!("cm-banner {}", colour().map_or("", colour_class))>
            <p class="cm-banner-colour">
                {move || colour().map(|c| view! { <ColourMark colour=c /> })}
                <strong>{move || text::tournament(lang.get(), banner.with(|b| b.number))}</strong>
                " · "
                <span>{move || banner.with(|b| text::colour_line(lang.get(), &b.history))}</span>
                {move || colour().map(|c| view! { <span class="cm-weapon">" — " {move || text::weapon(lang.get(), c)}</span> })}
            </p>
            <p class="cm-banner-piles">
                <span>{move || format!("{} {}", label(lang.get(), CamelotLabel::DrawPile), banner.with(|b| b.draw))}</span>
                " · "
                <span>{move || format!("{} {}", label(lang.get(), CamelotLabel::Discard), banner.with(|b| b.discard))}</span>
                " · "
                <span>{move || text::to_win(lang.get(), banner.with(|b| b.needed))}</span>
            </p>
        </div>
    }
}
