//! The Roi table (spec `shared/rules/roi.md`) and [`table`], the one component that owns
//! a game: it replays the record, applies the human's cards, schedules the computer seats at
//! the chosen pace, handles undo and pass-and-play, and renders everything from the
//! observation of the seat in front of the screen (never another hand).
//!
//! Timing (never blocking input): a finished trick stays on the felt for one pace delay, a
//! round summary for a few, then play goes on; a human who plays meanwhile skips the wait.
//! Computer seats that search (Normal, Hard) and the player's hint ask the Web Worker
//! ([`crate::ui::computers`], `ui::computers::worker`): the page never computes them on its main
//! thread, unless the worker is unavailable. A search that lasts shows "Lancelot
//! réfléchit…" in the status line and a pulsing turn mark on the seat (nothing is read out);
//! the hint outlines the advised card with a "★ Conseil" badge and is read out; playing any
//! card clears it.
//!
//! Pass-and-play (two or more human seats): whenever the turn reaches a human other than the
//! one on screen, a full-table screen hides every hand until that player confirms. A record
//! whose log stops applying part-way (a damaged save) is shown up to its last legal play.

pub mod about;
pub mod board;
pub mod derive;
pub mod hand;
pub mod log;
pub mod options_form;
pub mod table;
pub mod text;

#[cfg(test)]
mod tests;

use self::board::{LastTrickPanel, RoiTrickCard, ScoreSheet, TrickView};
use self::derive::{hand_view, sheet_rows};
use self::hand::Hand;
use self::options_form::RoiOptionsFields;
use self::table::{
    FinalScore, GameOverPanel, Handoff, Pos, RoiSeatView, RoundSummary, SeatPanel, SummaryLine,
};
use self::text::{RoiLabel, label};
use crate::core::cards::Card;
use crate::core::events::{Seen, events_for};
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::roi::{Contract, Roi, RoiEvent, SEATS};
use crate::ui::MenuAction;
use crate::ui::advice::{self as shared, AdviceButton};
use crate::ui::computers::ADVICE_LEVEL;
use crate::ui::session::{Core, LiveRegion, Screen, is_sole_human, unique_prefix};
use crate::ui::table::hand::ReasonText;
use crate::ui::table::toolbar::{DrawerToggle, Icon, Toolbar, escape_closes, icon};
use crate::ui::table::{Word, word};
use crate::ui::turns::TableSession;
use leptos::prelude::*;

/// The engine side of the session; every field is a handle, so it is `Copy` and timers can
/// carry it.
#[derive(Clone, Copy)]
struct Session {
    /// Record, position, seats, timer, live region, thinking.
    core: Core<Roi>,
    /// The trick just finished is still shown on the felt.
    held: RwSignal<bool>,
    /// Index of the sheet line shown as a round summary.
    summary: RwSignal<Option<usize>>,
}

impl Session {
    /// A card chosen in the hand of the seat on screen.
    fn human_play(self, card: Card) {
        if self.core.deciding().is_none() {
            return;
        }
        // Playing skips whatever the table was showing.
        self.held.set(false);
        self.summary.set(None);
        self.human(card);
    }

    fn dismiss_summary(self) {
        self.summary.set(None);
        self.advance();
    }
}

impl TableSession for Session {
    type G = Roi;

    fn core(self) -> Core<Roi> {
        self.core
    }

    fn your_turn(self, _: Seat) {
        let c = self.core;
        if c.turn_unsaid() {
            let lang = c.settings.lang.get_untracked();
            c.news.say(text::turn(lang, "", true));
        }
    }

    /// Before the shared steps: keep a finished trick or a contract's summary on screen a
    /// moment (even in front of the hand-over screen, and for a person's turn too). Then as
    /// every table: hand the device over, or ask the seat's decider.
    fn advance(self) {
        let c = self.core;
        c.timer.clear();
        if c.game.with_untracked(Roi::to_play).is_none() {
            return;
        }
        let (fast, pace) = (c.fast_forward(), c.pace_ms());
        if self.held.get_untracked() {
            c.timer.set(pace, move || {
                self.held.set(false);
                self.advance();
            });
            return;
        }
        if self.summary.get_untracked().is_some() {
            c.timer
                .set(if fast { 0 } else { (pace * 6).max(2500) }, move || {
                    self.summary.set(None);
                    self.advance();
                });
            return;
        }
        if c.stop_for_handoff() {
            return;
        }
        if let Some(next) = self.next() {
            self.dispatch(next);
        }
    }

    fn after_undo(self) {
        self.held.set(false);
        self.summary.set(None);
    }

    /// Applies one card, announces what happened (the engine's events, as the seat on screen
    /// sees them), reports the record, then moves on.
    fn take_step(self, _: &Roi, after: &Roi, seen: Vec<Seen<RoiEvent>>) {
        let c = self.core;
        let lang = c.settings.lang.get_untracked();
        let viewer = c.viewer.get_untracked();
        for e in events_for(&seen, Some(viewer)) {
            match e {
                RoiEvent::Played { seat, card } => {
                    let (who, you) = c.name(seat);
                    c.news.say(log::plays(lang, &who, you, card));
                }
                RoiEvent::TrickWon { winner, .. } => {
                    // The finished trick stays on the felt a moment.
                    self.held.set(true);
                    c.won_by(winner);
                    let (w, you) = c.name(winner);
                    c.news.say(log::wins_trick(lang, &w, you));
                }
                RoiEvent::RoundScored { points, .. } => {
                    let parts: Vec<(String, i32)> =
                        points.iter().map(|(s, p)| (c.name(s).0, *p)).collect();
                    c.news.say(log::round_over(lang, &parts));
                    if !after.is_over() {
                        self.summary.set(after.sheet().len().checked_sub(1));
                    }
                }
                RoiEvent::GameOver { winners, totals } => {
                    let names: Vec<String> = winners.iter().map(|w| c.name(*w).0).collect();
                    let you = winners.len() == 1 && c.name(winners[0]).1;
                    let best = totals.values().copied().max().unwrap_or(0);
                    c.news.say(format!(
                        "{}. {}",
                        word(lang, Word::GameOver),
                        text::winners(lang, &names, you, best)
                    ));
                }
                RoiEvent::Dealt { .. } | RoiEvent::Hand { .. } => {}
            }
        }
    }

    fn advice_text(self, card: Card) -> String {
        let lang = self.core.settings.lang.get_untracked();
        crate::ui::table::words::lesson_advice(
            self.core,
            lang,
            &crate::ui::cards::card_name(lang, card),
        )
        .unwrap_or_else(|| text::advice_said(lang, ADVICE_LEVEL, card))
    }
}

/// Roi's registration ([`crate::ui::registry`]): its table, options form and seat hint.
/// Its lesson is added above the tables, in the lesson's own bundle (`ui::games::lessons`).
pub static ENTRY: crate::ui::registry::Registration<Roi> = crate::ui::registry::Registration {
    table,
    options: |options| view! { <RoiOptionsFields options=options /> }.into_any(),
    seat_hint: None,
    learn: None,
};

/// How far a game of Le Roi has come, for the lobby and the shared-link page.
/// Where a game of Roi stands: the round and its contract, the cards played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoiProgress {
    /// Round index from 0.
    pub round: usize,
    /// Rounds in the whole match.
    pub rounds: usize,
    /// The contract being played.
    pub contract: crate::games::roi::Contract,
    /// Cards played so far.
    pub moves: usize,
}

impl crate::ui::any_game::ShellGame for Roi {
    type Progress = RoiProgress;

    fn progress(rec: &GameRecord<Self>, g: &Self) -> RoiProgress {
        RoiProgress {
            round: g.round().min(g.rounds_total().saturating_sub(1)),
            rounds: g.rounds_total(),
            contract: g.contract(),
            moves: rec.log.len(),
        }
    }

    fn resume_detail(
        p: &RoiProgress,
        _: &[crate::core::SeatKind],
        over: bool,
        lang: crate::ui::Lang,
    ) -> String {
        if over {
            return crate::ui::text::finished_text(lang).to_string();
        }
        format!(
            "{} · {}",
            text::round_line(p.round, p.rounds, p.contract, lang),
            crate::ui::progress::moves_text(p.moves, lang)
        )
    }
}

/// A game of Roi at the table, on its open session (see [`crate::ui::session::GameTable`]).
pub fn table(c: Core<Roi>, on_menu: Callback<MenuAction>) -> AnyView {
    let lang = c.settings.lang;
    let has_human = c.humans() > 0;
    let s = Session {
        core: c,
        held: RwSignal::new(false),
        summary: RwSignal::new(None),
    };
    s.begin();

    let ids = StoredValue::new(unique_prefix("roi"));
    let sheet_id = ids.with_value(|p| format!("{p}-sheet"));
    let sheet_drawer = sheet_id.clone();
    let show_last = RwSignal::new(false);
    let sheet_open = RwSignal::new(false);

    let obs = c.observation();
    let names = c.name_list();
    let you = move |seat: Seat| c.seats.with_value(|k| is_sole_human(k, seat));
    let mode = c.screen(move || obs.with(|o| o.over));
    let last = Memo::new(move |_| obs.with(|o| o.last_trick.clone()));
    let to_cards = move |cards: &[(Seat, Card)], v: Seat, n: &[String]| -> Vec<RoiTrickCard> {
        cards
            .iter()
            .map(|(seat, card)| RoiTrickCard {
                seat: *seat,
                card: *card,
                pos: Pos::of(*seat, v),
                name: n[seat.index()].clone(),
            })
            .collect()
    };

    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let advised = c.think.advice.get().action(c.record.with(|r| r.log.len()));
        obs.with(|o| hand_view(o, c.kind(o.seat).is_human() && !c.read_only(), advised, l))
    });
    let trick_cards = Memo::new(move |_| {
        let v = c.viewer.get();
        let n = names.get();
        if s.held.get()
            && let Some(t) = last.get()
        {
            return to_cards(&t.cards, v, &n);
        }
        obs.with(|o| to_cards(&o.trick, v, &n))
    });
    // When some cards are refused on the player's own turn, say why under the status line too
    // (a phone has no tooltips): e.g. "Vous devez fournir à pique (règle ROI-4.2)".
    // Not in a replay: its cards are read-only, and "Not your turn" under "Your turn" read as
    // a contradiction (issue 28).
    let hint = Memo::new(move |_| {
        let mine = obs.with(|o| o.to_play == Some(o.seat))
            && c.kind(c.viewer.get()).is_human()
            && !c.read_only();
        if !mine {
            return None;
        }
        hand_cards.with(|v| v.iter().find_map(|h| h.reason.clone()))
    });
    let trick_winner = Memo::new(move |_| {
        if s.held.get() {
            last.with(|t| t.as_ref().map(|t| t.winner))
        } else {
            None
        }
    });
    let status = Memo::new(move |_| {
        let l = lang.get();
        let n = names.get();
        if s.held.get()
            && let Some(t) = last.get()
        {
            return log::wins_trick(l, &n[t.winner.index()], you(t.winner));
        }
        if let Some(t) = c.think.thinking.get() {
            return text::thinking(l, &n[t.index()]);
        }
        obs.with(|o| match o.to_play {
            Some(t) => {
                let mine = t == o.seat && c.kind(t).is_human();
                text::turn(l, &n[t.index()], mine)
            }
            None => String::new(),
        })
    });
    let seat_at = move |pos: usize| {
        Memo::new(move |_| {
            let held = s.held.get();
            let n = names.get();
            obs.with(|o| {
                let seat = o.seat.offset(pos as i64, SEATS);
                RoiSeatView {
                    name: n[seat.index()].clone(),
                    cards_left: o.hand_sizes[seat],
                    tricks: o.tricks_won()[seat],
                    turn: !held && o.to_play == Some(seat),
                    thinking: c.think.thinking.get() == Some(seat),
                    dealer: o.dealer == seat,
                }
            })
        })
    };
    let (me, left, top, right) = (seat_at(0), seat_at(1), seat_at(2), seat_at(3));
    let banner = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| (!o.over).then(|| text::banner(l, o.contract)))
    });

    let sheet_rows = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| sheet_rows(o, l))
    });
    let totals = Memo::new(move |_| obs.with(|o| o.totals.0.clone()));
    let leaders = Memo::new(move |_| {
        obs.with(|o| {
            let best = o.totals.values().copied().max().unwrap_or(0);
            o.totals
                .values()
                .map(|t| !o.sheet.is_empty() && *t == best)
                .collect::<Vec<_>>()
        })
    });
    let summary_heading = Memo::new(move |_| {
        let l = lang.get();
        s.summary
            .get()
            .map(|i| text::round_heading(l, i, Contract::for_round(i)))
            .unwrap_or_default()
    });
    let summary_lines = Memo::new(move |_| {
        let n = names.get();
        let Some(i) = s.summary.get() else {
            return Vec::new();
        };
        obs.with(|o| {
            Seat::all(SEATS)
                .map(|seat| SummaryLine {
                    name: n[seat.index()].clone(),
                    points: o.sheet.get(i).map_or(0, |l| l.points[seat]),
                    total: o.sheet.iter().take(i + 1).map(|l| l.points[seat]).sum(),
                })
                .collect::<Vec<_>>()
        })
    });
    let last_cards = Memo::new(move |_| {
        let v = c.viewer.get();
        let n = names.get();
        last.get()
            .map(|t| to_cards(&t.cards, v, &n))
            .unwrap_or_default()
    });
    let last_winner = Memo::new(move |_| {
        let n = names.get();
        last.get()
            .map(|t| (n[t.winner.index()].clone(), you(t.winner)))
    });
    let standings = Memo::new(move |_| {
        let n = names.get();
        obs.with(|o| {
            let best = o.totals.values().copied().max().unwrap_or(0);
            let mut v: Vec<FinalScore> = o
                .totals
                .iter()
                .map(|(seat, t)| FinalScore {
                    name: n[seat.index()].clone(),
                    total: *t,
                    winner: *t == best,
                    you: you(seat),
                })
                .collect();
            crate::core::small::sort_by_key(&mut v, |x| std::cmp::Reverse(x.total));
            v
        })
    });
    let handoff_name = c.handoff_name(names);
    let can_undo = c.can_undo(GameRecord::undo_point);

    let on_play = Callback::new(move |c: Card| s.human_play(c));
    let advice_state = Memo::new(move |_| shared::advice_state(c));
    let advice_id = ids.with_value(|p| format!("{p}-advice"));
    let hand_label = Signal::derive(move || word(lang.get(), Word::YourHand).to_string());
    let trick_label = Signal::derive(move || label(lang.get(), RoiLabel::CurrentTrick).to_string());
    let hand_prefix = ids.with_value(|p| format!("{p}-hand"));

    let felt = move || {
        view! {
            <div class="felt" class:held=move || s.held.get()>
                <SeatPanel seat=top pos=Pos::Top />
                <SeatPanel seat=left pos=Pos::Left />
                <SeatPanel seat=right pos=Pos::Right />
                <div class="centre-area" data-table-centre="">
                    <TrickView cards=trick_cards label=trick_label winner=trick_winner />
                    <div class="status-row">
                        <p class="status" class:mine=move || obs.with(|o| o.to_play == Some(o.seat)) && c.kind(c.viewer.get()).is_human()>
                            {move || status.get()}
                        </p>
                        {has_human.then(|| view! {
                            <AdviceButton
                                state=advice_state
                                id=advice_id.clone()
                                class="advice-btn"
                                name=text::advice_name
                                why=|l| label(l, RoiLabel::AdviceOnYourTurn)
                                on_ask=Callback::new(move |()| shared::ask_advice(s))
                            />
                        })}
                    </div>
                    {move || hint.get().map(|h| view! { <p class="hint"><ReasonText text=h /></p> })}
                    <Show when=move || s.summary.get().is_some()>
                        <RoundSummary
                            heading=summary_heading
                            lines=summary_lines
                            on_continue=Callback::new(move |()| s.dismiss_summary())
                        />
                    </Show>
                    <Show when=move || show_last.get()>
                        <LastTrickPanel
                            cards=last_cards
                            winner=last_winner
                            winner_seat=Signal::derive(move || last.with(|t| t.as_ref().map(|t| t.winner)))
                            on_close=Callback::new(move |()| show_last.set(false))
                        />
                    </Show>
                </div>
                <SeatPanel seat=me pos=Pos::Bottom backs=false />
                <Hand cards=hand_cards on_play=on_play id_prefix=hand_prefix.clone() label=hand_label />
            </div>
        }
    };

    // Escape closes what is open over the table (the last trick, the sheet drawer).
    let on_key = escape_closes([show_last, sheet_open]);

    view! {
        <div class="roi-session" on:keydown=on_key>
            <LiveRegion announcer=c.news />
            <Toolbar can_undo=can_undo on_undo=Callback::new(move |()| s.undo()) on_menu=on_menu>
                <button
                    type="button"
                    class="tool"
                    aria-pressed=move || if show_last.get() { "true" } else { "false" }
                    disabled=move || last.with(Option::is_none)
                    on:click=move |_| show_last.update(|v| *v = !*v)
                >
                    {icon(Icon::Last)}
                    <span>{move || label(lang.get(), RoiLabel::LastTrick)}</span>
                </button>
                <DrawerToggle text=|l| label(l, RoiLabel::ScoreSheet) open=sheet_open controls=sheet_drawer />
            </Toolbar>
            <div class="roi-layout">
                <div class="roi-main">
                    {move || banner.get().map(|b| view! { <p class="banner">{b}</p> })}
                    {move || match mode.get() {
                        Screen::Handoff(_) => view! {
                            <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff()) />
                        }
                        .into_any(),
                        Screen::Over => view! { <GameOverPanel standings=standings on_menu=on_menu /> }.into_any(),
                        Screen::Play => felt().into_any(),
                    }}
                </div>
                <aside
                    class="sheet-panel"
                    id=sheet_id
                    class:open=move || sheet_open.get()
                    aria-label=move || label(lang.get(), RoiLabel::ScoreSheet)
                >
                    <button type="button" class="btn small sheet-close only-narrow" on:click=move |_| sheet_open.set(false)>
                        {move || word(lang.get(), Word::Close)}
                    </button>
                    <ScoreSheet names=names rows=sheet_rows totals=totals leaders=leaders />
                </aside>
            </div>
        </div>
    }
    .into_any()
}
