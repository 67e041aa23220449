//! Presentational pieces of the Camelot table: the tournament banner, one panel per player
//! (display overlapped with every value in view, total, tokens, hand size, Shield and
//! Stunned, Waiting / In / Withdrawn), the pass-and-play screen and the end panel. They get
//! plain data derived from an observation and report intents through callbacks.

use super::face::{CardFace, ColourMark, TokenChip, colour_class};
use super::text::{self, Label, label};
use crate::core::seats::Seat;
use crate::games::camelot::{Card, Colour};
use crate::ui::{MenuAction, use_settings};
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
    fn label(self) -> Label {
        match self {
            Status::Waiting => Label::Waiting,
            Status::In => Label::In,
            Status::Withdrawn => Label::Withdrawn,
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
pub struct SeatView {
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
                        <li class="cm-empty">{move || text::label(lang.get(), Label::NoCards)}</li>
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
    seat: Signal<SeatView>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let get = move |f: fn(&SeatView) -> bool| move || seat.with(f);
    let display_label = Signal::derive(move || {
        let l = lang.get();
        seat.with(|s| format!("{} — {}", label(l, Label::Display), s.name))
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
                    <abbr class="cm-starter" title=move || label(lang.get(), Label::Starter) aria-hidden="true">"★"</abbr>
                    <span class="sr-only">{move || label(lang.get(), Label::Starter)}</span>
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
                    <span class="cm-chip cm-shield">{move || label(lang.get(), Label::Shield)}</span>
                </Show>
                <Show when=get(|s| s.stunned)>
                    <span class="cm-chip cm-stunned">{move || label(lang.get(), Label::Stunned)}</span>
                </Show>
            </div>
            <div class="cm-display-row">
                <Display cards=Signal::derive(move || seat.with(|s| s.display.clone())) label=display_label />
                <p class="cm-total">
                    <span class="cm-total-label">"Total"</span>
                    " "
                    <span class="cm-total-value">{move || seat.with(|s| s.total)}</span>
                </p>
            </div>
        </section>
    }
}

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
                <span>{move || format!("{} {}", label(lang.get(), Label::DrawPile), banner.with(|b| b.draw))}</span>
                " · "
                <span>{move || format!("{} {}", label(lang.get(), Label::Discard), banner.with(|b| b.discard))}</span>
                " · "
                <span>{move || text::to_win(lang.get(), banner.with(|b| b.needed))}</span>
            </p>
        </div>
    }
}

/// Pass-and-play: every hand is hidden until the next player says it is them.
#[component]
pub fn Handoff(
    /// The next player's name.
    #[prop(into)]
    name: Signal<String>,
    /// They confirmed.
    on_ready: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            request_animation_frame(move || {
                let _ = b.focus();
            });
        }
    });
    view! {
        <div class="cm-handoff">
            <p class="cm-handoff-marks" aria-hidden="true">
                {Colour::ALL.into_iter().map(|c| view! { <TokenChip colour=c owned=true /> }).collect_view()}
            </p>
            <h2>{move || text::pass_to(lang.get(), &name.get())}</h2>
            <button type="button" class="cm-btn primary big" node_ref=button on:click=move |_| on_ready.run(())>
                {move || text::it_is_me(lang.get(), &name.get())}
            </button>
        </div>
    }
}

/// One player at the end of the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standing {
    /// Seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Tokens owned.
    pub tokens: Vec<Colour>,
    /// The winner.
    pub winner: bool,
}

/// The end of the game (CAM-2): the winner, everyone's tokens, what next.
#[component]
pub fn GameOverPanel(
    /// Every player, the winner first.
    #[prop(into)]
    standings: Signal<Vec<Standing>>,
    /// The verdict line.
    #[prop(into)]
    verdict: Signal<String>,
    /// Colours needed to win.
    needed: usize,
    /// New game, same deal, lobby, share.
    on_menu: Callback<MenuAction>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let heading = NodeRef::<leptos::html::H2>::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            request_animation_frame(move || {
                let _ = h.focus();
            });
        }
    });
    let button = move |l: Label, a: MenuAction, primary: bool| {
        view! {
            <button type="button" class="cm-btn" class:primary=primary on:click=move |_| on_menu.run(a)>
                {move || label(lang.get(), l)}
            </button>
        }
    };
    view! {
        <section class="cm-over" aria-labelledby="cm-over-title">
            <h2 id="cm-over-title" tabindex="-1" node_ref=heading>{move || label(lang.get(), Label::GameOver)}</h2>
            <p class="cm-verdict">{move || verdict.get()}</p>
            <ol class="cm-standings">
                <For
                    each=move || standings.get()
                    key=|s| (s.seat, s.tokens.clone(), s.name.clone())
                    children=move |s: Standing| {
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
            <div class="cm-end-actions">
                {button(Label::NewGame, MenuAction::NewDeal, true)}
                {button(Label::ReplaySame, MenuAction::ReplaySameDeal, false)}
                {button(Label::Share, MenuAction::Share, false)}
                {button(Label::Lobby, MenuAction::Lobby, false)}
            </div>
        </section>
    }
}
