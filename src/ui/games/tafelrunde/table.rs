//! Presentational pieces of the Tafelrunde table: the banner (deal, trick, dealer, piles,
//! trumps), the players list beside the board (each pawn's space in words: the board's text
//! alternative), the trick in the centre and the end panel's standings. They get plain data
//! derived from an observation and report intents through callbacks.

use super::board::LadderLine;
use super::derive::{InfoView, PlayerStanding, TafelrundeTrickCard, TrickView};
use super::face::PawnMark;
use super::text::{self, TafelrundeLabel, label};
use crate::core::seats::Seat;
use crate::ui::table::gather::{aim, style};
use crate::ui::table::hand::CardFace;
use crate::ui::use_settings;
use leptos::prelude::*;

/// Deal and trick number, dealer, stock and discard, and the trumps in force.
#[component]
pub fn Banner(
    /// The data.
    #[prop(into)]
    info: Signal<InfoView>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <div class="cm-banner tf-banner">
            <p class="tf-banner-main">
                <strong>{move || info.with(|i| text::hand_line(lang.get(), i.hand, i.trick))}</strong>
                " · "
                <span>{move || format!("{}{} {}", label(lang.get(), TafelrundeLabel::Dealer), lang.get().pick(" :", ":"), info.with(|i| i.dealer.clone()))}</span>
            </p>
            <p class="cm-banner-piles">
                <span>{move || format!("{} {}", label(lang.get(), TafelrundeLabel::Stock), info.with(|i| i.stock))}</span>
                " · "
                <span>{move || format!("{} {}", label(lang.get(), TafelrundeLabel::Discard), info.with(|i| i.discard))}</span>
            </p>
            <p class="tf-banner-trumps">
                <LadderLine ladder=Signal::derive(move || info.with(|i| i.ladder.clone())) />
            </p>
        </div>
    }
}

/// The players: pawn, name, space in words, cards in hand, dealer and turn marks.
#[component]
pub fn PlayersList(
    /// Every player, in seat order.
    #[prop(into)]
    seats: Signal<Vec<PlayerStanding>>,
    /// Heading id (unique in the page).
    id: String,
) -> impl IntoView {
    let lang = use_settings().lang;
    let labelled = id.clone();
    view! {
        <section class="tf-players" aria-labelledby=labelled>
            <h2 id=id class="tf-players-title">{move || label(lang.get(), TafelrundeLabel::Players)}</h2>
            <ol class="tf-player-list">
                <For
                    each=move || seats.get()
                    key=|s| s.clone()
                    children=move |s: PlayerStanding| {
                        let dealer = s.dealer;
                        view! {
                            <li class="tf-player" data-seat=s.seat.index().to_string() class:turn=s.turn class:thinking=s.thinking class:mine=s.mine class:winner=s.winner>
                                <span class="turn-dot" aria-hidden="true"></span>
                                <PawnMark seat=s.seat />
                                <span class="tf-player-name">{s.name.clone()}</span>
                                <span class="tf-player-space">{s.space_text.clone()}</span>
                                <span class="tf-player-hand">{move || text::cards_count(lang.get(), s.hand)}</span>
                                {dealer.then(|| view! {
                                    <span class="tf-dealer" title=move || label(lang.get(), TafelrundeLabel::Dealer)>
                                        <span aria-hidden="true">"D"</span>
                                        <span class="sr-only">{move || label(lang.get(), TafelrundeLabel::Dealer)}</span>
                                    </span>
                                })}
                            </li>
                        }
                    }
                />
            </ol>
        </section>
    }
}

/// The trick in the centre: who played what, and who holds it; between tricks, the last one,
/// gathered toward its winner's row of the players list when the table moves on by itself
/// (the motion in style/tafelrunde.css, [`crate::ui::table::gather`]).
#[component]
pub fn TrickArea(
    /// The data.
    #[prop(into)]
    trick: Signal<TrickView>,
    /// The finished trick's winner and how long it stays whole (ms), when it is gathered.
    #[prop(into)]
    gather: Signal<Option<(Seat, u32)>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let list = NodeRef::<leptos::html::Ol>::new();
    let gathered = Memo::new(move |_| gather.get().filter(|_| trick.with(|t| t.finished)));
    let taker = Signal::derive(move || {
        gathered
            .get()
            .map(|(w, _)| format!(".tf-player[data-seat=\"{}\"]", w.index()))
    });
    let way = aim(list, ".tf-session", taker);
    let list_name = move || {
        if trick.with(|t| t.finished) {
            trick.with(|t| t.caption.clone())
        } else {
            label(lang.get(), TafelrundeLabel::CurrentTrick).to_string()
        }
    };
    let cards = move || {
        trick
            .get()
            .cards
            .into_iter()
            .enumerate()
            .collect::<Vec<_>>()
    };
    view! {
        <div
            class="tf-trick-area"
            data-table-centre=""
            class:finished=move || trick.with(|t| t.finished)
            class:empty=move || trick.with(|t| t.cards.is_empty())
        >
            <ol
                class="tf-trick"
                node_ref=list
                aria-label=list_name
                data-gather=move || gathered.get().map(|(w, _)| format!("seat-{}", w.index()))
                style=move || gathered.get().map(|(_, d)| style(way.get(), d)).unwrap_or_default()
            >
                <For
                    each=cards
                    key=|(i, c)| (*i, c.clone())
                    children=move |(_, c): (usize, TafelrundeTrickCard)| {
                        view! {
                            <li class="tf-played" class:holds=c.holds>
                                <CardFace card=c.card />
                                <span class="tf-played-by">
                                    <PawnMark seat=c.seat />
                                    <span>{c.name.clone()}</span>
                                </span>
                            </li>
                        }
                    }
                />
            </ol>
            <p class="tf-trick-caption">{move || trick.with(|t| t.caption.clone())}</p>
        </div>
    }
}

/// The end panel's standings (TAF-9): every pawn's space, the winner first.
#[component]
pub fn Standings(
    /// Every player, the winner first.
    #[prop(into)]
    standings: Signal<Vec<PlayerStanding>>,
) -> impl IntoView {
    view! {
        <ol class="cm-standings tf-standings">
            <For
                each=move || standings.get()
                key=|s| s.clone()
                children=move |s: PlayerStanding| {
                    view! {
                        <li class:winner=s.winner>
                            <PawnMark seat=s.seat />
                            <span class="cm-st-name">{s.name.clone()}</span>
                            <span class="tf-st-space">{s.space_text.clone()}</span>
                        </li>
                    }
                }
            />
        </ol>
    }
}
