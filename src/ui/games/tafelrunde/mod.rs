//! The Tafelrunde table (spec `shared/rules/tafelrunde.md`) and [`TafelrundeSession`], the
//! one component that owns a game: it replays the record, applies the human's decisions,
//! answers for the computer seats at the chosen pace, handles undo and pass-and-play, keeps
//! the log, and renders everything from the observation of the seat in front of the screen.
//!
//! A trick is played card by card; its winner's pawn then walks round the board (TAF-6),
//! hopping the occupied spaces, and the computers wait for the walk (and at least one pace
//! delay) before the next card, so the last trick stays in view. A pawn that stops on a
//! sword space (TAF-7) opens the sword dialog for a human: declare a colour on the next
//! ladder place, decline, swap two chips when the ladder is full, or — empty-handed — wait
//! for the new hand. Escape closes the dialog to look at the board; a button beside the
//! status line opens it again.
//!
//! Pass-and-play (two humans or more): when a decision falls to a human other than the one
//! on screen, a screen hides every hand until that player confirms (the board stays, it is
//! public).

pub mod board;
pub mod derive;
pub mod dialogs;
pub mod events;
pub mod face;
pub mod hand;
pub mod labels;
pub mod log;
pub mod options_form;
pub mod table;
pub mod text;
pub mod thinking;

#[cfg(test)]
mod tests;

use self::board::{Board, PawnView, step_ms, walk};
use self::dialogs::SwordDialog;
use self::hand::Hand;
use self::log::{Entry, Names};
use self::table::{Banner, GameOverPanel, Handoff, PlayersList, TrickArea};
use self::text::{Label, label};
use self::thinking::{ADVICE_LEVEL, AdviceButton};
use crate::core::game::Game;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::games::tafelrunde::{Action, Card, Phase, Tafelrunde, TafelrundeError};
use crate::ui::games::camelot::log::{LogLine, LogPanel};
use crate::ui::games::roi::table::{Icon, icon};
use crate::ui::session::{Announcer, LiveRegion, Timer, human_seats, seat_name, unique_prefix};
use crate::ui::thinking::{self as shared, Thinking};
use crate::ui::{MenuAction, Settings, use_settings};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What the play column shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Play,
    Handoff(Seat),
    Over,
}

/// Who decides next, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Next {
    /// A computer seat.
    Computer(Seat, Level),
    /// A person.
    Human(Seat),
}

/// Who decides next: the trick's next player, or the player at a sword.
pub(crate) fn next_decision(g: &Tafelrunde, seats: &[SeatKind]) -> Option<Next> {
    let s = g.first_actor()?;
    Some(
        match seats.get(s.index()).copied().unwrap_or(SeatKind::Human) {
            SeatKind::Computer(level) => Next::Computer(s, level),
            SeatKind::Human => Next::Human(s),
        },
    )
}

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
    record: RwSignal<GameRecord<Tafelrunde>>,
    game: RwSignal<Tafelrunde>,
    seats: StoredValue<Vec<SeatKind>>,
    /// The seat whose observation is on screen.
    viewer: RwSignal<Seat>,
    /// Pass-and-play: waiting for this seat's player to take the device.
    handoff: RwSignal<Option<Seat>>,
    /// The log so far.
    entries: RwSignal<Vec<Entry>>,
    timer: Timer,
    news: Announcer,
    /// Log length at which "your turn" was last announced.
    turn_said: StoredValue<Option<usize>>,
    /// The request in the worker, the "thinking" mark and the hint.
    think: Thinking<Action>,
    /// After a trick, how long the computers wait (ms) before the next card.
    hold: StoredValue<u32>,
    /// The sword dialog is open (the decision may be pending with it closed).
    sword_open: RwSignal<bool>,
    /// Bumped after each decision of the player: the hand takes the focus back.
    refocus: RwSignal<u32>,
    settings: Settings,
    on_record: Callback<GameRecord<Tafelrunde>>,
}

impl Session {
    fn kind(self, seat: Seat) -> SeatKind {
        self.seats
            .with_value(|s| s.get(seat.index()).copied())
            .unwrap_or(SeatKind::Human)
    }

    fn names(self, lang: crate::ui::Lang) -> Vec<String> {
        let n = self.game.with_untracked(Tafelrunde::seats);
        self.seats
            .with_value(|k| Seat::all(n).map(|s| seat_name(lang, k, s)).collect())
    }

    /// The only human, named "you" in texts.
    fn you(self) -> Option<Seat> {
        self.seats.with_value(|k| {
            let h = human_seats(k);
            (h.len() == 1).then(|| h[0])
        })
    }

    fn humans(self) -> usize {
        self.seats.with_value(|k| human_seats(k).len())
    }

    /// Applies one decision, logs and announces it, reports the record, then moves on.
    fn apply(self, seat: Seat, action: Action) -> Result<(), TafelrundeError> {
        let before = self.game.get_untracked();
        let mut after = before.clone();
        after.play(seat, &action)?;
        self.think.drop_request();
        self.think.clear_advice();
        let events = log::step_events(&before, &after, seat, action);
        let lang = self.settings.lang.get_untracked();
        let viewer = self.viewer.get_untracked();
        let names = self.names(lang);
        let n = Names {
            names: &names,
            you: self.you(),
        };
        for e in events.iter().filter(|e| log::is_news(e, viewer)) {
            self.news.say(log::news(lang, &n, e));
        }
        let first = self
            .entries
            .with_untracked(|v| v.last().map_or(0, |e| e.id + 1));
        self.entries
            .update(|v| v.extend(log::number(first, events)));
        if after.tricks() > before.tricks() {
            let pace = self.settings.pace.get_untracked().delay_ms();
            self.hold.set_value(hold_after_trick(&before, &after, pace));
        }
        self.record.update(|r| r.log.push((seat, action)));
        self.game.set(after);
        self.on_record.run(self.record.get_untracked());
        self.advance();
        Ok(())
    }

    /// Decides what happens next: a computer (after the trick's hold), a handoff, or the
    /// human (the sword dialog opens by itself).
    fn advance(self) {
        self.timer.clear();
        if self.handoff.get_untracked().is_some() {
            return;
        }
        let next = self
            .game
            .with_untracked(|g| self.seats.with_value(|k| next_decision(g, k)));
        let pace = self.settings.pace.get_untracked().delay_ms();
        match next {
            None => {}
            Some(Next::Computer(seat, level)) => {
                let hold = self.hold.get_value();
                if hold > 0 {
                    self.hold.set_value(0);
                    self.timer.set(hold, move || self.advance());
                    return;
                }
                shared::computer_turn(self, seat, level, pace, false);
            }
            Some(Next::Human(seat)) => {
                self.hold.set_value(0);
                if seat != self.viewer.get_untracked() {
                    if self.humans() >= 2 {
                        self.handoff.set(Some(seat));
                        return;
                    }
                    self.viewer.set(seat);
                }
                let sword = self
                    .game
                    .with_untracked(|g| matches!(g.phase(), Phase::Sword { .. }));
                self.sword_open.set(sword);
                self.say_turn(sword);
            }
        }
    }

    fn say_turn(self, sword: bool) {
        let n = self.record.with_untracked(|r| r.log.len());
        if self.turn_said.get_value() == Some(n) {
            return;
        }
        self.turn_said.set_value(Some(n));
        let lang = self.settings.lang.get_untracked();
        let place = self.game.with_untracked(|g| next_place(g.ladder()));
        self.news.say(if sword {
            text::sword_heading(lang, place)
        } else {
            text::turn(lang, "", true)
        });
    }

    /// A decision of the seat on screen.
    fn human(self, action: Action) {
        let seat = self.viewer.get_untracked();
        if self.handoff.get_untracked().is_some() || !self.kind(seat).is_human() {
            return;
        }
        if self.apply(seat, action).is_err() {
            self.advance();
        }
        self.refocus.update(|n| *n = n.wrapping_add(1));
    }

    /// Back to before the last human decision (and the computer decisions that followed).
    fn undo(self) {
        let Some(n) = self.record.with_untracked(GameRecord::undo_point) else {
            return;
        };
        self.timer.clear();
        self.think.drop_request();
        self.think.clear_advice();
        self.sword_open.set(false);
        self.hold.set_value(0);
        self.record.update(|r| r.log.truncate(n));
        let Ok(g) = self.record.with_untracked(GameRecord::replay) else {
            return;
        };
        self.game.set(g);
        self.entries
            .set(self.record.with_untracked(log::record_entries));
        self.turn_said.set_value(None);
        let lang = self.settings.lang.get_untracked();
        self.news.say(label(lang, Label::Undone));
        self.on_record.run(self.record.get_untracked());
        self.advance();
    }

    fn confirm_handoff(self) {
        if let Some(s) = self.handoff.get_untracked() {
            self.viewer.set(s);
            self.handoff.set(None);
            self.advance();
        }
    }

    /// The hint's text for `a`: `Difficile : jouer vert 7`.
    fn advice_text(self, a: Action) -> String {
        let lang = self.settings.lang.get_untracked();
        text::advice_said(lang, ADVICE_LEVEL, &text::action_text(lang, a))
    }
}

fn focus_id(id: &str) {
    if let Some(el) = document().get_element_by_id(id)
        && let Ok(el) = el.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = el.focus();
    }
}

/// A game of Tafelrunde at the table.
#[component]
pub fn TafelrundeSession(
    /// The game to show; the session owns it from then on.
    record: GameRecord<Tafelrunde>,
    /// Called after every decision (and undo) with the new record: the shell saves it and
    /// builds share links from it.
    on_record: Callback<GameRecord<Tafelrunde>>,
    /// Menu intents (share, rules, lobby, new game, same deal) handled by the shell.
    on_menu: Callback<MenuAction>,
) -> impl IntoView {
    let settings = use_settings();
    let lang = settings.lang;
    let (record, game) = match record.into_valid_prefix() {
        Ok(x) => x,
        Err(e) => {
            let msg = move || format!("{} {e}", label(lang.get(), Label::CannotShow));
            return view! { <p class="table-error" role="alert">{msg}</p> }.into_any();
        }
    };
    let seats = record.seats.clone();
    let n = game.seats();
    let options = game.options().clone();
    let humans = human_seats(&seats);
    let over = game.is_over();
    let viewer = match humans.as_slice() {
        [] => Seat(0),
        [one] => *one,
        _ => game
            .first_actor()
            .and_then(|t| t.clockwise_from(n).find(|s| seats[s.index()].is_human()))
            .unwrap_or(humans[0]),
    };
    let entries = log::record_entries(&record);
    let s = Session {
        record: RwSignal::new(record),
        game: RwSignal::new(game),
        seats: StoredValue::new(seats),
        viewer: RwSignal::new(viewer),
        handoff: RwSignal::new((humans.len() >= 2 && !over).then_some(viewer)),
        entries: RwSignal::new(entries),
        timer: Timer::new(),
        news: Announcer::new(),
        turn_said: StoredValue::new(None),
        think: Thinking::new(),
        hold: StoredValue::new(0),
        sword_open: RwSignal::new(false),
        refocus: RwSignal::new(0),
        settings,
        on_record,
    };
    on_cleanup(move || s.think.drop_request());
    if s.seats.with_value(|k| k.iter().any(shared::searches)) {
        crate::ui::thinker::warm_up();
    }
    s.advance();

    let ids = StoredValue::new(unique_prefix("tf"));
    let id = move |suffix: &str| ids.with_value(|p| format!("{p}-{suffix}"));
    let log_open = RwSignal::new(false);

    let obs = Memo::new(move |_| s.game.with(|g| g.observe(s.viewer.get())));
    let names = Memo::new(move |_| {
        let l = lang.get();
        s.seats
            .with_value(|k| Seat::all(n).map(|x| seat_name(l, k, x)).collect::<Vec<_>>())
    });
    let human_viewer = move || s.kind(s.viewer.get()).is_human();
    let mine = Memo::new(move |_| {
        s.handoff.get().is_none()
            && human_viewer()
            && obs.with(|o| derive::turn_seat(o) == Some(o.seat))
    });
    let mode = Memo::new(move |_| match s.handoff.get() {
        Some(h) => Mode::Handoff(h),
        None if obs.with(|o| o.phase == Phase::Over) => Mode::Over,
        None => Mode::Play,
    });
    let ply = Memo::new(move |_| s.record.with(|r| r.log.len()));
    let advised = Memo::new(move |_| s.think.advice.get().action(ply.get()));

    let players = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let thinking = s.think.thinking.get();
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
            label(l, Label::BoardImage),
            pawns.join(l.pick(" ; ", "; "))
        )
    });
    let moved = Memo::new(move |_| obs.with(|o| o.last_trick.clone().map(|t| (o.tricks, t))));
    let ladder = Memo::new(move |_| obs.with(|o| o.ladder.clone()));
    let step = Memo::new(move |_| step_ms(s.settings.pace.get().delay_ms()));
    let info = Memo::new(move |_| {
        let nm = names.get();
        obs.with(|o| derive::info(o, &nm))
    });
    let trick = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::trick_view(o, &nm, s.you(), l))
    });
    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let adv = advised.get();
        let human = human_viewer() && s.handoff.get().is_none();
        obs.with(|o| derive::hand_view(o, human, adv, l))
    });
    // Phones have no tooltips: the reasons of the refused cards, once each, under the hand.
    let refusals = Memo::new(move |_| {
        if !mine.get() || obs.with(|o| o.phase != Phase::Play) {
            return Vec::new();
        }
        hand_cards.with(|v| derive::refusals(v))
    });
    let status = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        if let Some(t) = s.think.thinking.get() {
            return text::thinking(l, &nm[t.index()]);
        }
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
        let names = Names {
            names: &nm,
            you: s.you(),
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
                .map(|w| text::winner(l, &nm[w.index()], s.you() == Some(w)))
                .unwrap_or_default()
        })
    });
    let handoff_name = Memo::new(move |_| {
        let nm = names.get();
        s.handoff
            .get()
            .map(|h| nm[h.index()].clone())
            .unwrap_or_default()
    });
    let can_undo = Memo::new(move |_| s.record.with(|r| r.undo_point().is_some()));

    let on_pick = Callback::new(move |c: Card| s.human(Action::Play(c)));
    let has_human = !humans.is_empty();
    let hand_prefix = id("hand");
    let log_id = id("log");
    let reopen_id = id("sword-open");
    let players_id = id("players");

    let advice_button = move |suffix: &str| {
        has_human.then(|| {
            view! {
                <AdviceButton
                    state=Signal::derive(move || shared::advice_state(s))
                    id=id(suffix)
                    on_ask=Callback::new(move |()| shared::ask_advice(s))
                />
            }
        })
    };

    let sword_dialog = {
        let reopen_id = reopen_id.clone();
        move || {
            if mode.get() != Mode::Play || !s.sword_open.get() {
                return None;
            }
            let v = sword.get()?;
            let reopen = reopen_id.clone();
            Some(view! {
                <SwordDialog
                    view=v
                    advised=Signal::derive(move || advised.get())
                    on_choose=Callback::new(move |a: Action| {
                        s.sword_open.set(false);
                        s.human(a);
                    })
                    on_close=Callback::new(move |()| {
                        s.sword_open.set(false);
                        let reopen = reopen.clone();
                        request_animation_frame(move || focus_id(&reopen));
                    })
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
            Mode::Handoff(_) => view! {
                <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff()) />
            }
            .into_any(),
            Mode::Over => view! {
                <GameOverPanel standings=standings verdict=verdict on_menu=on_menu />
            }
            .into_any(),
            Mode::Play => view! {
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
                                {move || label(lang.get(), Label::DecideSword)}
                            </button>
                        </Show>
                    </div>
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                    <TrickArea trick=trick />
                </div>
                <Hand cards=hand_cards on_pick=on_pick id_prefix=hand_prefix.clone() refocus=s.refocus />
                {move || {
                    let r = refusals.get();
                    (!r.is_empty()).then(|| view! {
                        <ul class="cm-refusals">{r.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                    })
                }}
            }
            .into_any(),
        }
    };

    let tool = move |ic: Icon, l: Label, action: MenuAction| {
        view! {
            <button type="button" class="tool" on:click=move |_| on_menu.run(action)>
                {icon(ic)}
                <span>{move || label(lang.get(), l)}</span>
            </button>
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" && log_open.get_untracked() {
            log_open.set(false);
            ev.prevent_default();
        }
    };

    view! {
        <div class="cm-session tf-session" on:keydown=on_key>
            <LiveRegion announcer=s.news />
            <nav class="toolbar" aria-label=move || label(lang.get(), Label::TableActions)>
                {tool(Icon::Home, Label::Lobby, MenuAction::Lobby)}
                <a class="tool" href=crate::ui::route::Route::Rules(crate::core::GameId::Tafelrunde, None).href()>
                    {icon(Icon::Rules)}
                    <span>{move || label(lang.get(), Label::Rules)}</span>
                </a>
                {tool(Icon::Share, Label::Share, MenuAction::Share)}
                <button type="button" class="tool" disabled=move || !can_undo.get() on:click=move |_| s.undo()>
                    {icon(Icon::Undo)}
                    <span>{move || label(lang.get(), Label::Undo)}</span>
                </button>
                <button
                    type="button"
                    class="tool only-narrow"
                    aria-expanded=move || if log_open.get() { "true" } else { "false" }
                    aria-controls=log_id.clone()
                    on:click=move |_| log_open.update(|v| *v = !*v)
                >
                    {icon(Icon::Sheet)}
                    <span>{move || label(lang.get(), Label::Log)}</span>
                </button>
            </nav>
            <div class="cm-layout">
                <div class="cm-main">
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
                </div>
                <LogPanel lines=log_lines id=log_id.clone() open=log_open on_close=Callback::new(move |()| log_open.set(false)) />
            </div>
            {sword_dialog}
        </div>
    }
    .into_any()
}
