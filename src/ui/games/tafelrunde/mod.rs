//! The Tafelrunde table (spec `shared/rules/tafelrunde.md`) and [`table`], the
//! one component that owns a game: it replays the record, applies the human's decisions,
//! answers for the computer seats at the chosen pace, handles undo and pass-and-play, keeps
//! the log, and renders everything from the observation of the seat in front of the screen.
//!
//! A trick is played card by card; its winner's pawn then walks round the board (TAF-6),
//! hopping the occupied spaces, and the computers wait for the walk (and at least one pace
//! delay) before the next card, so the last trick stays in view; as that wait ends, the
//! trick is gathered toward its winner's row of the players list (issue 28 point 6). A person
//! who plays next keeps it in view until their card. A pawn that stops on a
//! sword space (TAF-7) opens the sword dialog for a human: declare a colour on the next
//! ladder place, decline, swap two chips when the ladder is full, or — empty-handed — wait
//! for the new hand. Escape closes the dialog to look at the board; a button beside the
//! status line opens it again. The hint covers both kinds of decision: a card (outlined in
//! the hand) and a sword decision (outlined in the dialog).
//!
//! Pass-and-play (two humans or more): when a decision falls to a human other than the one
//! on screen, a screen hides every hand until that player confirms (the board stays, it is
//! public).

pub mod about;
pub mod board;
pub mod derive;
pub mod dialogs;
pub mod face;
pub mod log;
pub mod options_form;
pub mod table;
pub mod text;

#[cfg(test)]
mod tests;

use self::board::{Board, PawnView, step_ms, walk};
use self::dialogs::SwordDialog;
use self::options_form::TafelrundeOptionsFields;
use self::table::{Banner, PlayersList, Standings, TrickArea};
use self::text::{TafelrundeLabel, label};
use crate::core::GameId;
use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tafelrunde::{Action, Card, Phase, Tafelrunde, TafelrundeEvent};
use crate::ui::MenuAction;
use crate::ui::advice::table_advice_button;
use crate::ui::computers::ADVICE_LEVEL;
use crate::ui::session::{Core, Screen, unique_prefix};
use crate::ui::table::gather::gather_delay;
use crate::ui::table::hand::{CardHand, RefusalList, refused};
use crate::ui::table::log::LogNames;
use crate::ui::table::log::{LogEntry, LogLayout, LogLine, append};
use crate::ui::table::panels::Answer;
use crate::ui::table::panels::{Handoff, OverPanel};
use crate::ui::table::toolbar::{LogTableBar, escape_closes};
use crate::ui::turns::TableSession;
use leptos::prelude::*;

/// The ladder place a declared chip would take; `None` when the ladder is full (TAF-7.2).
pub(crate) fn next_place(ladder: &[crate::games::tafelrunde::Colour]) -> Option<usize> {
    (ladder.len() < crate::games::tafelrunde::state::LADDER_PLACES).then_some(ladder.len() + 1)
}

/// How long the computers wait after a trick: one pace delay, or the pawn's walk if longer.
pub(crate) fn hold_after_trick(before: &Tafelrunde, after: &Tafelrunde, pace_ms: u32) -> u32 {
    if pace_ms == 0 {
        return 0;
    }
    let steps = after
        .last_trick()
        .map_or(0, |t| walk(before.pawns(), t.winner, t.from, t.to).len()) as u32;
    pace_ms.max(steps * step_ms(pace_ms) + 250)
}

/// The engine side of the session; every field is a handle, so it is `Copy`.
#[derive(Clone, Copy)]
struct Session {
    /// Record, position, seats, timer, live region, thinking.
    core: Core<Tafelrunde>,
    /// The log so far.
    entries: RwSignal<Vec<LogEntry<TafelrundeEvent>>>,
    /// After a trick, how long the computers wait (ms) before the next card.
    hold: StoredValue<u32>,
    /// While a finished trick waits for a computer's next card: its winner, and how long it
    /// stays whole before it is gathered toward them.
    gather: RwSignal<Option<(Seat, u32)>>,
    /// The sword dialog is open (the decision may be pending with it closed).
    sword_open: RwSignal<bool>,
    /// Bumped after each decision of the player: the hand takes the focus back.
    refocus: RwSignal<u32>,
}

impl Session {
    fn say_turn(self, sword: bool) {
        let c = self.core;
        if !c.turn_unsaid() {
            return;
        }
        let lang = c.settings.lang.get_untracked();
        let place = c.game.with_untracked(|g| next_place(g.ladder()));
        c.news.say(if sword {
            text::sword_heading(lang, place)
        } else {
            text::turn(lang, "", true)
        });
    }
}

impl TableSession for Session {
    type G = Tafelrunde;

    fn core(self) -> Core<Tafelrunde> {
        self.core
    }

    /// After a trick the computers wait for the pawn's walk.
    fn take_hold(self) -> u32 {
        let hold = self.hold.get_value();
        self.hold.set_value(0);
        hold
    }

    /// The person's turn: at a sword, its dialog opens by itself.
    fn your_turn(self, _: Seat) {
        let sword = self
            .core
            .game
            .with_untracked(|g| matches!(g.phase(), Phase::Sword { .. }));
        self.sword_open.set(sword);
        self.say_turn(sword);
    }

    fn after_undo(self) {
        self.sword_open.set(false);
        self.hold.set_value(0);
        self.gather.set(None);
        self.entries
            .set(self.core.record.with_untracked(log::record_entries));
    }

    /// Applies one decision, logs and announces it, reports the record, then moves on.
    fn take_step(self, before: &Tafelrunde, after: &Tafelrunde, seen: Vec<Seen<TafelrundeEvent>>) {
        let c = self.core;
        let lang = c.settings.lang.get_untracked();
        let viewer = c.viewer.get_untracked();
        let names = c.names(lang);
        let n = LogNames {
            names: &names,
            you: c.you(),
        };
        c.say_news(
            &seen,
            |e| log::is_news(e, viewer),
            |e| log::news(lang, &n, e),
        );
        for e in crate::core::events::events_for(&seen, Some(viewer)) {
            if let TafelrundeEvent::Trick { winner, .. } = e {
                c.won_by(winner);
            }
        }
        append(self.entries, log::public(&seen));
        if self.gather.with_untracked(Option::is_some) {
            self.gather.set(None);
        }
        if after.tricks() > before.tricks() {
            let pace = c.settings.pace.get_untracked().delay_ms();
            let hold = hold_after_trick(before, after, pace);
            self.hold.set_value(hold);
            // The finished trick stays whole while the winner's pawn walks (TAF-6.1), then is
            // gathered toward the winner (TAF-5) as the computers' wait ends. (Its cards go to
            // the discard pile, TAF-5.6: the motion shows who won it, as at Le Roi's felt.)
            // Not when a person plays next: the trick stays for them to read until their
            // card; nor at the Instant pace (no hold: nothing moves).
            let computer_next = Self::decider(after).is_some_and(|n| !c.kind(n).is_human());
            if let Some(t) = after.last_trick().filter(|_| hold > 0 && computer_next) {
                self.gather.set(Some((t.winner, gather_delay(hold))));
            }
        }
    }

    /// The hint's text for `a`: `Difficile : jouer vert 7`.
    fn advice_text(self, a: Action) -> String {
        let lang = self.core.settings.lang.get_untracked();
        let what = text::action_text(lang, a);
        crate::ui::table::words::lesson_advice(self.core, lang, &what)
            .unwrap_or_else(|| text::advice_said(lang, ADVICE_LEVEL, &what))
    }

    fn after_human(self) {
        self.refocus.update(|n| *n = n.wrapping_add(1));
    }
}

/// Tafelrunde's registration ([`crate::ui::registry`]): its table, options form and seat hint.
/// Its lesson is added above the tables, in the lesson's own bundle (`ui::games::lessons`).
pub static ENTRY: crate::ui::registry::Registration<Tafelrunde> =
    crate::ui::registry::Registration {
        table,
        options: |options| view! { <TafelrundeOptionsFields options=options /> }.into_any(),
        seat_hint: None,
        learn: None,
    };

/// How far a game of Tafelrunde has come, for the lobby and the shared-link page.
/// Where a game of Tafelrunde stands: the deal, the race, the winner.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TafelrundeProgress {
    /// The deal being played, 1-based.
    pub hand: u32,
    /// Tricks played in the whole game.
    pub tricks: u32,
    /// The winner, once over.
    pub winner: Option<Seat>,
    /// The seats whose pawns are furthest round (several are never tied off Start, but a
    /// changed board could; none before anybody moved).
    pub leaders: Vec<Seat>,
    /// Their space.
    pub space: u8,
    /// King Arthur's space.
    pub finish: u8,
}

impl crate::ui::any_game::ShellGame for Tafelrunde {
    type Progress = TafelrundeProgress;

    /// The deal, the pawns furthest round (all tied ones) and the winner.
    fn progress(_: &GameRecord<Self>, g: &Self) -> TafelrundeProgress {
        let best = g.pawns().iter().copied().max().unwrap_or(0);
        let leaders = if best == 0 {
            Vec::new()
        } else {
            Seat::all(g.seats())
                .filter(|s| g.pawn(*s) == best)
                .collect()
        };
        TafelrundeProgress {
            hand: g.hands_dealt(),
            tricks: g.tricks(),
            winner: g.winner(),
            leaders,
            space: best,
            finish: crate::core::Game::options(g).finish(),
        }
    }

    fn resume_detail(
        p: &TafelrundeProgress,
        seats: &[crate::core::SeatKind],
        over: bool,
        lang: crate::ui::Lang,
    ) -> String {
        crate::ui::progress::winner_or(lang, seats, p.winner, over, || {
            text::progress(seats, p.hand, p.tricks, &p.leaders, p.space, p.finish, lang)
        })
    }
}

/// A game of Tafelrunde at the table, on its open session (see [`crate::ui::session::GameTable`]).
pub fn table(c: Core<Tafelrunde>, on_menu: Callback<MenuAction>) -> AnyView {
    let lang = c.settings.lang;
    let (n, options) = c.game.with_untracked(|g| (g.seats(), g.options().clone()));
    let has_human = c.humans() > 0;
    let s = Session {
        core: c,
        entries: RwSignal::new(c.record.with_untracked(log::record_entries)),
        hold: StoredValue::new(0),
        gather: RwSignal::new(None),
        sword_open: RwSignal::new(false),
        refocus: RwSignal::new(0),
    };
    s.begin();

    let ids = StoredValue::new(unique_prefix("tf"));
    let id = move |suffix: &str| ids.with_value(|p| format!("{p}-{suffix}"));
    let log_open = RwSignal::new(false);

    let obs = c.observation();
    let names = c.name_list();
    let mine = Memo::new(move |_| {
        c.human_on_screen() && obs.with(|o| derive::turn_seat(o) == Some(o.seat))
    });
    let mode = c.screen(move || obs.with(|o| o.phase == Phase::Over));
    let advised = c.advised();

    let players = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let thinking = c.think.thinking.get();
        obs.with(|o| derive::seat_views(o, &nm, thinking, l))
    });
    let pawns = Memo::new(move |_| obs.with(|o| o.pawns.clone()));
    let board_opts = options.clone();
    let pawn_views = Memo::new(move |_| {
        let l = lang.get();
        players.with(|v| {
            v.iter()
                .map(|p| PawnView {
                    said: text::pawn_said(l, &p.name, &board_opts, p.space),
                    turn: p.turn,
                })
                .collect::<Vec<_>>()
        })
    });
    let board_summary = Memo::new(move |_| {
        let l = lang.get();
        let pawns = pawn_views.with(|v| v.iter().map(|p| p.said.clone()).collect::<Vec<_>>());
        let trumps = obs.with(|o| text::trumps_said(l, &o.ladder));
        format!(
            "{}. {}. {trumps}.",
            label(l, TafelrundeLabel::BoardImage),
            pawns.join(l.pick(" ; ", "; "))
        )
    });
    let moved = Memo::new(move |_| obs.with(|o| o.last_trick.clone().map(|t| (o.tricks, t))));
    let ladder = Memo::new(move |_| obs.with(|o| o.ladder.clone()));
    let step = Memo::new(move |_| step_ms(c.settings.pace.get().delay_ms()));
    let info = Memo::new(move |_| {
        let nm = names.get();
        obs.with(|o| derive::info(o, &nm))
    });
    let trick = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::trick_view(o, &nm, c.you(), l))
    });
    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let adv = advised.get();
        let human = c.human_on_screen();
        obs.with(|o| derive::hand_view(o, human, adv, l))
    });
    // Phones have no tooltips: the reasons of the refused cards, once each, under the hand.
    let reasons = refused(
        move || mine.get() && obs.with(|o| o.phase == Phase::Play),
        hand_cards,
    );
    let status = c.status_line(names, move |l, nm| {
        obs.with(|o| match derive::turn_seat(o) {
            Some(_) if mine.get() && matches!(o.phase, Phase::Sword { .. }) => {
                text::sword_heading(l, next_place(&o.ladder))
            }
            Some(_) if mine.get() => text::turn(l, "", true),
            Some(t) if matches!(o.phase, Phase::Sword { .. }) => text::at_sword(l, &nm[t.index()]),
            Some(t) => text::turn(l, &nm[t.index()], false),
            None => String::new(),
        })
    });
    let advice_line = Memo::new(move |_| advised.get().map(|a| untrack(|| s.advice_text(a))));
    let sword = Memo::new(move |_| {
        let l = lang.get();
        if !mine.get() {
            return None;
        }
        obs.with(|o| derive::sword_view(o, l))
    });
    let log_lines = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let names = LogNames {
            names: &nm,
            you: c.you(),
        };
        s.entries.with(|v| {
            v.iter()
                .filter(|e| log::in_log(&e.event))
                .map(|e| LogLine {
                    id: e.id,
                    text: log::describe(l, &names, &e.event),
                    class: log::class(&e.event),
                })
                .collect::<Vec<_>>()
        })
    });
    let standings = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::standings(o, &nm, l))
    });
    let verdict = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            o.winner
                .map(|w| text::winner(l, &nm[w.index()], c.you() == Some(w)))
                .unwrap_or_default()
        })
    });
    let handoff_name = c.handoff_name(names);
    let can_undo = c.can_undo(GameRecord::undo_point);

    let on_pick = Callback::new(move |card: Card| s.human(Action::Play(card)));
    let hand_prefix = id("hand");
    let log_id = id("log");
    let log_drawer = log_id.clone();
    let reopen_id = id("sword-open");
    let players_id = id("players");

    let advice_button = move |suffix: &str| {
        table_advice_button(s, has_human, id(suffix), text::advice_name, |l| {
            label(l, TafelrundeLabel::AdviceOnYourTurn)
        })
    };

    let sword_dialog = {
        let reopen_id = reopen_id.clone();
        move || {
            if mode.get() != Screen::Play || !s.sword_open.get() {
                return None;
            }
            let v = sword.get()?;
            let reopen = reopen_id.clone();
            Some(view! {
                <SwordDialog
                    view=v
                    answer=Answer::new(s.sword_open, move || advised.get(), reopen, move |a| s.human(a))
                >
                    {advice_button("advice-sword")}
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line tf-dialog-advice">"★ " {a}</p> })}
                </SwordDialog>
            })
        }
    };

    let play_column = move || {
        let reopen_id = reopen_id.clone();
        match mode.get() {
            Screen::Handoff(_) => view! {
                <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff()) />
            }
            .into_any(),
            Screen::Over => view! {
                <OverPanel class="cm-over tf-over" title_id="tf-over-title" verdict=verdict on_menu=on_menu>
                    <Standings standings=standings />
                </OverPanel>
            }
            .into_any(),
            Screen::Play => view! {
                <div class="cm-centre tf-centre">
                    <div class="cm-status-row">
                        <p class="cm-status" class:mine=move || mine.get()>{move || status.get()}</p>
                        {advice_button("advice")}
                        <Show when=move || sword.with(Option::is_some) && !s.sword_open.get()>
                            <button
                                type="button"
                                id=reopen_id.clone()
                                class="cm-btn small primary tf-reopen"
                                on:click=move |_| s.sword_open.set(true)
                            >
                                {move || label(lang.get(), TafelrundeLabel::DecideSword)}
                            </button>
                        </Show>
                    </div>
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                    <TrickArea trick=trick gather=s.gather />
                </div>
                <CardHand<Card> cards=hand_cards on_pick=on_pick id_prefix=hand_prefix.clone() refocus=s.refocus />
                <RefusalList reasons=reasons />
            }
            .into_any(),
        }
    };

    view! {
        <div class="cm-session tf-session" on:keydown=escape_closes([log_open])>
            <LogTableBar announcer=c.news game=GameId::Tafelrunde can_undo=can_undo on_undo=Callback::new(move |()| s.undo()) on_menu=on_menu log_open=log_open log_drawer=log_drawer />
            <LogLayout lines=log_lines id=log_id.clone() open=log_open>
                <Banner info=info />
                <div class="cm-felt tf-felt">
                    <div class="tf-board-box">
                        <Board
                            track_len=options.track_len
                            swords=options.sword_spaces.clone()
                            seats=n
                            pawns=pawns
                            views=pawn_views
                            moved=moved
                            ladder=ladder
                            step=step
                            summary=board_summary
                        />
                    </div>
                    <div class="tf-play">{play_column}</div>
                    <PlayersList seats=players id=players_id />
                </div>
            </LogLayout>
            {sword_dialog}
        </div>
    }
    .into_any()
}
