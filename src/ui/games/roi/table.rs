//! Presentational pieces of the Roi table: seats round the felt, the round summary, the
//! pass-and-play screen and the end of the game (ROI-7: the winners, a shared win lists them
//! all, the final totals and what to do next); the trick is [`super::board`]. They get plain data
//! derived from an observation and report intents through callbacks.

use super::text::{self, RoiLabel, label};
use crate::core::seats::Seat;
use crate::ui::cards::CardBack;
use crate::ui::session::{fmt_points, fmt_total};
use crate::ui::table::panels::focus_when_mounted;
use crate::ui::table::toolbar::{Icon, icon};
use crate::ui::table::{Word, word};
use crate::ui::{MenuAction, use_settings};
use leptos::prelude::*;

/// Where a seat sits as seen by the player at the bottom (ROI-2.3: the next seat clockwise
/// sits on the left).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pos {
    /// The viewer.
    Bottom,
    /// Viewer + 1.
    Left,
    /// Viewer + 2.
    Top,
    /// Viewer + 3.
    Right,
}

impl Pos {
    /// The position of `seat` for `viewer` at a table of four.
    #[must_use]
    pub fn of(seat: Seat, viewer: Seat) -> Pos {
        match (seat.index() + 4 - viewer.index()) % 4 {
            0 => Pos::Bottom,
            1 => Pos::Left,
            2 => Pos::Top,
            _ => Pos::Right,
        }
    }

    /// CSS class.
    #[must_use]
    pub fn class(self) -> &'static str {
        match self {
            Pos::Bottom => "pos-bottom",
            Pos::Left => "pos-left",
            Pos::Top => "pos-top",
            Pos::Right => "pos-right",
        }
    }
}

/// What the table shows about one seat (all public, ROI-11.2).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RoiSeatView {
    /// Display name.
    pub name: String,
    /// Cards left in hand.
    pub cards_left: u8,
    /// Tricks won this round.
    pub tricks: u8,
    /// Its turn now.
    pub turn: bool,
    /// It dealt this round.
    pub dealer: bool,
    /// A computer seat whose search is taking a moment.
    pub thinking: bool,
}

/// One opponent (or, with `backs = false`, the viewer's own strip).
#[component]
pub fn SeatPanel(
    /// The seat's data.
    #[prop(into)]
    seat: Signal<RoiSeatView>,
    /// Where it sits.
    pos: Pos,
    /// Draw face-down cards for the hand.
    #[prop(default = true)]
    backs: bool,
) -> impl IntoView {
    let lang = use_settings().lang;
    let class = format!("seat {}", pos.class());
    view! {
        <div
            class=class
            class:turn=move || seat.with(|s| s.turn)
            class:thinking=move || seat.with(|s| s.thinking)
            role="group"
            aria-label=move || seat.with(|s| s.name.clone())
        >
            <p class="seat-name">
                <span class="turn-dot" aria-hidden="true"></span>
                <span>{move || seat.with(|s| s.name.clone())}</span>
                <Show when=move || seat.with(|s| s.dealer)>
                    <abbr class="dealer-chip" aria-hidden="true" title=move || label(lang.get(), RoiLabel::Dealer)>
                        {move || label(lang.get(), RoiLabel::Dealer).chars().next().unwrap_or('D')}
                    </abbr>
                    <span class="sr-only">{move || label(lang.get(), RoiLabel::Dealer)}</span>
                </Show>
            </p>
            {backs.then(|| view! {
                <div class="backs" aria-hidden="true">
                    {move || (0..seat.with(|s| s.cards_left)).map(|_| view! { <CardBack /> }).collect_view()}
                </div>
            })}
            <p class="seat-stats">
                {backs.then(|| view! {
                    <span class="st-cards">{move || text::cards_count(lang.get(), usize::from(seat.with(|s| s.cards_left)))}</span>
                    <span class="st-sep">" · "</span>
                })}
                <span class="st-tricks">{move || text::tricks_count(lang.get(), seat.with(|s| s.tricks))}</span>
            </p>
        </div>
    }
}

/// One seat's line in the round summary.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SummaryLine {
    /// Display name.
    pub name: String,
    /// Points of the round.
    pub points: i32,
    /// Running total after it.
    pub total: i32,
}

/// The short summary after a round.
#[component]
pub fn RoundSummary(
    /// Heading (`Manche 4 terminée — Pas de dames`).
    #[prop(into)]
    heading: Signal<String>,
    /// One line per seat.
    #[prop(into)]
    lines: Signal<Vec<SummaryLine>>,
    /// Continue now.
    on_continue: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <section class="round-summary panel" aria-label=move || heading.get()>
            <h3 class="panel-title">{move || heading.get()}</h3>
            <ul class="summary-lines">
                <For
                    each=move || lines.get()
                    key=|l| l.clone()
                    children=|l: SummaryLine| {
                        view! {
                            <li class:neg={l.points < 0} class:pos={l.points > 0}>
                                <span class="sl-name">{l.name.clone()}</span>
                                <span class="sl-points">{fmt_points(l.points)}</span>
                                <span class="sl-total">"(" {fmt_total(l.total)} ")"</span>
                            </li>
                        }
                    }
                />
            </ul>
            <button type="button" class="btn primary" on:click=move |_| on_continue.run(())>
                {move || label(lang.get(), RoiLabel::Continue)}
            </button>
        </section>
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
    // Bring the focus to the only control of the screen.
    focus_when_mounted(button);
    view! {
        <div class="handoff">
            <SuitRow />
            <h2 class="handoff-title">{move || text::pass_to(lang.get(), &name.get())}</h2>
            <button type="button" class="btn primary big" node_ref=button on:click=move |_| on_ready.run(())>
                {move || text::it_is_me(lang.get(), &name.get())}
            </button>
        </div>
    }
}

/// Four suit symbols as an ornament.
#[component]
fn SuitRow() -> impl IntoView {
    use crate::core::cards::Suit;
    use crate::ui::cards::{SuitIcon, suit_classes};
    view! {
        <p class="suit-row" aria-hidden="true">
            {Suit::ALL
                .into_iter()
                .map(|s| view! { <span class=suit_classes(s)><SuitIcon suit=s /></span> })
                .collect_view()}
        </p>
    }
}

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
    let replaying = crate::ui::table::words::in_replay();
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
            {crate::ui::table::words::end_comparison()}
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
                    {move || word(lang.get(), Word::NewGame)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::ReplaySameDeal)>
                    {move || word(lang.get(), Word::ReplaySame)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::Replay)>
                    {move || word(lang.get(), Word::ReplayGame)}
                </button>
                <button type="button" class="btn" on:click=move |_| on_menu.run(MenuAction::Share)>
                    {icon(Icon::Share)}
                    <span>{move || word(lang.get(), Word::Share)}</span>
                </button>
                {crate::ui::table::words::end_challenge("btn")}
            </div>
        </section>
    }
}
