//! Presentational pieces of the Camelot table (the tournament banner is [`super::board`]): one panel per player
//! (display overlapped with every value in view, total, tokens, hand size, Shield and
//! Stunned, Waiting / In / Withdrawn), the pass-and-play ornament and the end panel's
//! standings. They get plain data derived from an observation and report intents through
//! callbacks.

use super::face::TokenChip;
use super::text::{self, CamelotLabel, label};
use crate::core::seats::Seat;
use crate::games::camelot::{Card, Colour};
use crate::ui::table::hand::CardFace;
use crate::ui::use_settings;
use leptos::prelude::*;

/// Where a player stands in the tournament (spec vocabulary).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Status {
    /// No display card yet this tournament.
    #[default]
    Waiting,
    /// A non-empty display.
    In,
    /// Out until the next tournament.
    Withdrawn,
}

impl Status {
    fn label(self) -> CamelotLabel {
        match self {
            Status::Waiting => CamelotLabel::Waiting,
            Status::In => CamelotLabel::In,
            Status::Withdrawn => CamelotLabel::Withdrawn,
        }
    }

    fn class(self) -> &'static str {
        match self {
            Status::Waiting => "cm-state st-waiting",
            Status::In => "cm-state st-in",
            Status::Withdrawn => "cm-state st-out",
        }
    }
}

/// What the table shows about one player (all public, CAM-17.2).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CamelotSeatView {
    /// Display name.
    pub name: String,
    /// The seat on screen.
    pub mine: bool,
    /// Waiting, In, Withdrawn.
    pub status: Status,
    /// Its decision now.
    pub turn: bool,
    /// A computer whose search takes a moment.
    pub thinking: bool,
    /// It starts (or started) this tournament.
    pub starter: bool,
    /// Cards in hand.
    pub hand: usize,
    /// Display, bottom first.
    pub display: Vec<Card>,
    /// Display total.
    pub total: u32,
    /// Tokens owned.
    pub tokens: Vec<Colour>,
    /// Colours needed to win.
    pub needed: usize,
    /// The Shield lies beside the display.
    pub shield: bool,
    /// The Stunned card lies beside the display.
    pub stunned: bool,
    /// The highest total of the players still in.
    pub leading: bool,
}

/// The five tokens of a player: owned ones filled, the others outlined; read as one image
/// ("Jetons : rouge, vert (2 sur 5)").
#[component]
pub fn TokenRow(
    /// Owned colours.
    #[prop(into)]
    owned: Signal<Vec<Colour>>,
    /// Colours needed to win.
    #[prop(into)]
    needed: Signal<usize>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <span
            class="cm-tokens"
            role="img"
            aria-label=move || text::tokens_said(lang.get(), &owned.get(), needed.get())
            title=move || text::tokens_said(lang.get(), &owned.get(), needed.get())
        >
            {move || {
                let have = owned.get();
                Colour::ALL
                    .into_iter()
                    .map(|c| view! { <TokenChip colour=c owned=have.contains(&c) /> })
                    .collect_view()
            }}
        </span>
    }
}

/// A player's display: the cards overlapped bottom to top, each value in view.
#[component]
pub fn Display(
    /// The cards, bottom first.
    #[prop(into)]
    cards: Signal<Vec<Card>>,
    /// Accessible name of the list.
    #[prop(into)]
    label: Signal<String>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <ol class="cm-display" aria-label=move || label.get()>
            {move || {
                let v = cards.get();
                if v.is_empty() {
                    return view! {
                        <li class="cm-empty">{move || text::label(lang.get(), CamelotLabel::NoCards)}</li>
                    }
                    .into_any();
                }
                v.into_iter()
                    .map(|c| view! { <li><CardFace card=c /></li> })
                    .collect_view()
                    .into_any()
            }}
        </ol>
    }
}

/// One player's panel.
#[component]
pub fn SeatPanel(
    /// The data.
    #[prop(into)]
    seat: Signal<CamelotSeatView>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let get = move |f: fn(&CamelotSeatView) -> bool| move || seat.with(f);
    // A memo: the display is drawn again only when its cards change, so the newest card's
    // arrival (style/table.css, "Motion") plays once, not at every move of the table.
    let display = Memo::new(move |_| seat.with(|s| s.display.clone()));
    let display_label = Signal::derive(move || {
        let l = lang.get();
        seat.with(|s| format!("{} — {}", label(l, CamelotLabel::Display), s.name))
    });
    view! {
        <section
            class="cm-seat"
            class:turn=get(|s| s.turn)
            class:thinking=get(|s| s.thinking)
            class:mine=get(|s| s.mine)
            class:out=get(|s| s.status == Status::Withdrawn)
            class:leading=get(|s| s.leading)
            role="group"
            aria-label=move || seat.with(|s| s.name.clone())
        >
            <div class="cm-seat-head">
                <span class="turn-dot" aria-hidden="true"></span>
                <span class="cm-seat-name">{move || seat.with(|s| s.name.clone())}</span>
                <Show when=get(|s| s.starter)>
                    <abbr class="cm-starter" title=move || label(lang.get(), CamelotLabel::Starter) aria-hidden="true">"★"</abbr>
                    <span class="sr-only">{move || label(lang.get(), CamelotLabel::Starter)}</span>
                </Show>
                <span class=move || seat.with(|s| s.status.class())>
                    {move || label(lang.get(), seat.with(|s| s.status.label()))}
                </span>
            </div>
            <div class="cm-seat-meta">
                <TokenRow
                    owned=Signal::derive(move || seat.with(|s| s.tokens.clone()))
                    needed=Signal::derive(move || seat.with(|s| s.needed))
                />
                <span class="cm-handsize">
                    {move || text::cards_count(lang.get(), seat.with(|s| s.hand))}
                    <span class="cm-inhand">" " {move || lang.get().pick("en main", "in hand")}</span>
                </span>
                <Show when=get(|s| s.shield)>
                    <span class="cm-chip cm-shield">{move || label(lang.get(), CamelotLabel::Shield)}</span>
                </Show>
                <Show when=get(|s| s.stunned)>
                    <span class="cm-chip cm-stunned">{move || label(lang.get(), CamelotLabel::Stunned)}</span>
                </Show>
            </div>
            <div class="cm-display-row">
                <Display cards=display label=display_label />
                <p class="cm-total">
                    <span class="cm-total-label">"Total"</span>
                    " "
                    <span class="cm-total-value">{move || seat.with(|s| s.total)}</span>
                </p>
            </div>
        </section>
    }
}

/// The pass-and-play screen's ornament: the five tokens.
#[component]
pub fn HandoffMarks() -> impl IntoView {
    view! {
        <p class="cm-handoff-marks" aria-hidden="true">
            {Colour::ALL.into_iter().map(|c| view! { <TokenChip colour=c owned=true /> }).collect_view()}
        </p>
    }
}

/// One player at the end of the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TokenStanding {
    /// Seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Tokens owned.
    pub tokens: Vec<Colour>,
    /// The winner.
    pub winner: bool,
}

/// The end panel's standings (CAM-2): everyone's tokens, the winner first.
#[component]
pub fn Standings(
    /// Every player, the winner first.
    #[prop(into)]
    standings: Signal<Vec<TokenStanding>>,
    /// Colours needed to win.
    needed: usize,
) -> impl IntoView {
    view! {
        <ol class="cm-standings">
            <For
                each=move || standings.get()
                key=|s| (s.seat, s.tokens.clone(), s.name.clone())
                children=move |s: TokenStanding| {
                    let count = s.tokens.len();
                    let tokens = s.tokens.clone();
                    view! {
                        <li class:winner=s.winner>
                            <span class="cm-st-name">{s.name.clone()}</span>
                            <TokenRow owned=Signal::derive(move || tokens.clone()) needed=Signal::derive(move || needed) />
                            <span class="cm-st-count">{format!("{count}/{needed}")}</span>
                        </li>
                    }
                }
            />
        </ol>
    }
}
