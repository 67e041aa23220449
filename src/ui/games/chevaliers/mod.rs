//! The Chevaliers table (spec `shared/rules/chevaliers.md`) and [`table`], the one component
//! that owns a game: it replays the record, applies the human's decisions, answers for the
//! computer knights at the chosen pace, handles undo and pass-and-play, keeps the log, and
//! renders everything from the observation of the seat in front of the screen (CHV-16.1).
//!
//! One decision is pending at a time (CHV-17.1). The hand's White cards are buttons: a card
//! with one legal use is played at once, a card with several opens a dialog of its uses, a
//! card with none is disabled with the engine's reason and rule (CHV-17.4). Every other
//! choice (the Evil action, moves, accusations, the Black card's face, the cancel windows,
//! Kay, Morgan, sharing proposals and answers, Convocation, the end of the turn) is a button
//! of the decision panel, which lists only legal choices and takes the focus when a decision
//! comes to the person on screen.
//!
//! Pass-and-play (two humans or more): when a decision falls to a human other than the one
//! on screen, a screen hides every hand until that player confirms (CHV-16.2).

pub mod about;
pub mod board;
pub mod board_draw;
pub mod derive;
pub mod dialogs;
pub mod face;
pub mod log;
pub mod options_form;
pub mod table;
pub mod text;

#[cfg(test)]
mod tests;

use self::board_draw::{CamelotPlace, QuestPlace};
use self::dialogs::{CardDialog, ChoiceDialog, ConfirmDeath, DecisionPanel, focus_first};
use self::options_form::ChevaliersOptionsFields;
use self::table::{KnightPanel, Talk, TalkMenu};
use crate::core::GameId;
use crate::core::events::{Seen, events_for};
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::chevaliers::{Action, Chevaliers, ChevaliersEvent, Knight, White};
use crate::ui::advice::table_advice_button;
use crate::ui::session::{Core, Screen, unique_prefix};
use crate::ui::sound::Cue;
use crate::ui::table::ActionChoice;
use crate::ui::table::hand::{CardHand, RefusalList, refused};
use crate::ui::table::log::{LogEntry, LogLayout, LogLine, log_lines, log_step, seen_line};
use crate::ui::table::panels::{Handoff, OverPanel};
use crate::ui::table::toolbar::{LogTableBar, escape_closes};
use crate::ui::table::words::advice_action;
use crate::ui::turns::TableSession;
use crate::ui::{Lang, MenuAction};
use leptos::prelude::*;

/// Log line ids of the signals start here (the engine's events are numbered from 0).
const TALK_IDS: usize = 1 << 30;

/// The knights at the table, by seat.
fn knights_of(g: &Chevaliers) -> Vec<Knight> {
    Seat::all(g.seats()).map(|s| g.knight(s)).collect()
}

/// The engine side of the session; every field is a handle, so it is `Copy`.
#[derive(Clone, Copy)]
struct Session {
    /// Record, position, seats, timer, live region, thinking.
    core: Core<Chevaliers>,
    /// The log so far.
    entries: RwSignal<Vec<LogEntry<Seen<ChevaliersEvent>>>>,
    /// The card whose uses the dialog lists.
    using: RwSignal<Option<White>>,
    /// Bumped after each decision of the player: the focus goes back to the table.
    refocus: RwSignal<u32>,
    /// Hot-seat signals (CHV-16.3): after how many log entries, a number, who, what.
    talk: RwSignal<Vec<(usize, u32, Seat, Talk)>>,
    /// The sacrifice's choices are open (CHV-3.3).
    sacrificing: RwSignal<bool>,
    /// A sacrifice that would kill the knight, waiting for its confirmation (CHV-12.4).
    confirm: RwSignal<Option<Action>>,
}

impl Session {
    fn names(self, lang: Lang) -> Vec<String> {
        let knights = self.core.game.with_untracked(knights_of);
        self.core
            .seats
            .with_value(|k| derive::seat_names(lang, k, &knights))
    }

    /// A hand button was pressed: play at once, or ask which use first.
    fn pick(self, card: White) {
        let seat = self.core.viewer.get_untracked();
        let legal = self.core.game.with_untracked(|g| g.legal_actions(seat));
        match derive::uses_of(&legal, card).as_slice() {
            [] => {}
            [one] => self.decide(*one),
            _ => self.using.set(Some(card)),
        }
    }

    /// The person's decision: played at once, unless it is a sacrifice at 1 Life, which kills
    /// the knight (CHV-12.4) and is asked again first.
    fn decide(self, a: Action) {
        let seat = self.core.viewer.get_untracked();
        let deadly = self
            .core
            .game
            .with_untracked(|g| derive::deadly_sacrifice(&g.observe(seat), a));
        if deadly {
            self.confirm.set(Some(a));
        } else {
            self.human(a);
        }
    }
}

impl TableSession for Session {
    type G = Chevaliers;

    fn core(self) -> Core<Chevaliers> {
        self.core
    }

    /// One pending decision at a time (CHV-17.1).
    fn decider(g: &Chevaliers) -> Option<Seat> {
        g.decider()
    }

    /// The person's turn: the panel shows their decision, and its question is said.
    fn your_turn(self, seat: Seat) {
        let c = self.core;
        if c.turn_unsaid() {
            let lang = c.settings.lang.get_untracked();
            let names = self.names(lang);
            let o = c.game.with_untracked(|g| g.observe(seat));
            if let Some(d) = derive::decision(&o, &names, lang) {
                c.news.say(d.title);
            }
        }
    }

    fn after_undo(self) {
        self.using.set(None);
        self.sacrificing.set(false);
        self.confirm.set(None);
        self.entries
            .set(self.core.record.with_untracked(log::record_entries));
        // Signals sent after the point the game went back to go with it.
        let n = self.entries.with_untracked(Vec::len);
        self.talk.update(|v| v.retain(|t| t.0 <= n));
    }

    /// Announces the news, then adds the events to the log.
    fn take_step(self, _: &Chevaliers, _: &Chevaliers, seen: Vec<Seen<ChevaliersEvent>>) {
        let c = self.core;
        if c.humans() > 0 && knights_won(&events_for(&seen, Some(c.viewer.get_untracked()))) {
            c.cue(Cue::Won);
        }
        log_step(c, self.entries, seen, |l| self.names(l), log::WORDS);
    }

    /// The hint's text for `a`: `Difficile : Finir le tour`.
    fn advice_text(self, a: Action) -> String {
        advice_action(self.core, |l| self.names(l), a, text::ADVICE)
    }

    fn after_human(self) {
        self.refocus.update(|n| *n = n.wrapping_add(1));
    }
}

/// Chevaliers's registration ([`crate::ui::registry`]): its table, options form and seat hint.
/// Its lesson is added above the tables, in the lesson's own bundle (`ui::games::lessons`).
pub static ENTRY: crate::ui::registry::Registration<Chevaliers> =
    crate::ui::registry::Registration {
        table,
        options: |options| view! { <ChevaliersOptionsFields options=options /> }.into_any(),
        seat_hint: Some(text::seat_hint),
        learn: None,
    };

/// How far a game of Chevaliers has come, for the lobby and the shared-link page.
/// Where a game of Les Chevaliers stands: turns, swords, engines, the winning side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChevaliersProgress {
    /// Turns played.
    pub turns: u32,
    /// White swords on the Round Table.
    pub white: u8,
    /// Black swords.
    pub black: u8,
    /// Siege engines around Camelot.
    pub engines: u8,
    /// The winning side, once over.
    pub winner: Option<crate::core::game::Side>,
}

impl crate::ui::any_game::ShellGame for Chevaliers {
    type Progress = ChevaliersProgress;

    fn progress(_: &GameRecord<Self>, g: &Self) -> ChevaliersProgress {
        progress(g)
    }

    fn resume_detail(
        p: &ChevaliersProgress,
        _: &[crate::core::SeatKind],
        over: bool,
        lang: crate::ui::Lang,
    ) -> String {
        match p.winner {
            Some(side) => format!(
                "{} · {}",
                crate::ui::text::finished_text(lang),
                text::side_won(lang, side)
            ),
            None if over => crate::ui::text::finished_text(lang).to_string(),
            None => text::progress(lang, p.turns, p.white, p.black, p.engines),
        }
    }

    /// A computer seat's knight is dealt (or chosen, CHV-2.3) when the game starts, and the
    /// table names that seat by its knight: the form does not guess a knight's name. (The
    /// other way round, naming the table's seats as the shell's form does, would give a seat
    /// called "Perceval" playing Tristan while another seat plays Perceval.)
    fn form_seat_name(
        lang: crate::ui::Lang,
        seats: &[crate::core::SeatKind],
        seat: Seat,
    ) -> Option<String> {
        matches!(
            seats.get(seat.index()),
            Some(crate::core::SeatKind::Computer(_))
        )
        .then(|| text::form_seat_name(lang).to_string())
    }
}

/// Les Chevaliers' progress: turns, swords, engines, the winning side.
#[must_use]
pub fn progress(g: &Chevaliers) -> ChevaliersProgress {
    let b = g.board();
    ChevaliersProgress {
        turns: g.turns(),
        white: b.white,
        black: b.black,
        engines: b.engines,
        winner: g.winner(),
    }
}

/// Whether the Knights won a quest among `events` (CHV-7.1): the "won" sound's moment
/// (issue 28). Played for every person at the table, Loyal or Traitor: a sound for the Loyal
/// only would tell the others sharing the device who the Traitor is (CHV-13.1, CHV-16.2).
#[must_use]
pub fn knights_won(events: &[ChevaliersEvent]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, ChevaliersEvent::QuestEnded { won: true, .. }))
}

/// A game of Chevaliers at the table, on its open session (see
/// [`crate::ui::session::GameTable`]).
#[allow(clippy::too_many_lines)] // the table's one view, section by section
pub fn table(c: Core<Chevaliers>, on_menu: Callback<MenuAction>) -> AnyView {
    let lang = c.settings.lang;
    let has_human = c.humans() > 0;
    let s = Session {
        core: c,
        entries: RwSignal::new(c.record.with_untracked(log::record_entries)),
        using: RwSignal::new(None),
        refocus: RwSignal::new(0),
        talk: RwSignal::new(Vec::new()),
        sacrificing: RwSignal::new(false),
        confirm: RwSignal::new(None),
    };
    s.begin();

    let ids = StoredValue::new(unique_prefix("chv"));
    let id = move |suffix: &str| ids.with_value(|p| format!("{p}-{suffix}"));
    let log_open = RwSignal::new(false);

    let obs = c.observation();
    let half = c.game.with_untracked(|g| g.opts().excalibur_half_track) as i8;
    let names = Memo::new(move |_| {
        let l = lang.get();
        let knights = obs.with(|o| o.knights.clone());
        c.seats.with_value(|k| derive::seat_names(l, k, &knights))
    });
    let mine = Memo::new(move |_| c.human_on_screen() && obs.with(|o| !o.legal.is_empty()));
    let mode = c.screen(move || obs.with(|o| o.winner.is_some()));
    let advised = c.advised();

    let banner = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            let b = &o.board;
            let s = match l {
                Lang::Fr => format!(
                    "Tour {} · Table Ronde : {} ○ {}, {} ● {} sur 12 · engins {}/12",
                    o.turns.max(1),
                    b.white,
                    text::agree(b.white, "blanche", "blanches"),
                    b.black,
                    text::agree(b.black, "noire", "noires"),
                    b.engines
                ),
                Lang::En => format!(
                    "Turn {} · Round Table: {} ○ white, {} ● black of 12 · engines {}/12",
                    o.turns.max(1),
                    b.white,
                    b.black,
                    b.engines
                ),
            };
            text::colons(l, s)
        })
    });
    let decision = Memo::new(move |_| {
        if !mine.get() {
            return None;
        }
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::decision(o, &nm, l))
    });
    let status = c.status_line(names, move |l, nm| {
        if mine.get() {
            return crate::ui::session::turn(l, "", true);
        }
        obs.with(|o| {
            o.decider
                .map(|t| crate::ui::session::turn(l, &nm[t.index()], false))
                .unwrap_or_default()
        })
    });
    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let adv = advised.get();
        let m = mine.get();
        obs.with(|o| c.game.with(|g| derive::hand_view(o, g, m, adv, l)))
    });
    // Every refused card's reason is written under the hand while the game runs, not only in
    // the card's description (CHV-17.4): in the opening share too, where the cards wait for
    // the panel's proposal.
    let reasons = refused(move || obs.with(|o| o.winner.is_none()), hand_cards);
    let own = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| board::own_loyalty(o, l))
    });
    let in_play = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| board::black_in_play(o, l))
    });
    let camelot = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| board::camelot_view(o, &nm, l))
    });
    let quests = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| board::quest_views(o, &nm, half, l))
    });
    // The board drawn last, for its newly filled places to arrive (issue 28 point 6,
    // board_draw.rs): the board is drawn again whole when a quest or Camelot changes.
    let shown_camelot = StoredValue::new(None::<board::CamelotView>);
    let shown_quests = StoredValue::new(None::<Vec<board::QuestView>>);
    let draw_camelot = move || {
        let v = camelot.get();
        let before = shown_camelot.get_value();
        shown_camelot.set_value(Some(v.clone()));
        view! { <CamelotPlace v=v before=before /> }
    };
    let draw_quests = move || {
        let now = quests.get();
        let before = shown_quests.get_value();
        shown_quests.set_value(Some(now.clone()));
        // A card from a hand comes from the hand on screen when its knight plays, else from
        // the playing knight's panel.
        let me = obs.with_untracked(|o| o.active == o.seat);
        board_draw::aim_fresh(if me {
            ".chv-mine [data-hand]"
        } else {
            ".chv-knight.active"
        });
        now.into_iter()
            .map(|v| {
                let was = before
                    .as_ref()
                    .and_then(|b| b.iter().find(|w| w.quest == v.quest))
                    .map(|w| w.drawing.clone());
                view! { <QuestPlace v=v before=was /> }
            })
            .collect_view()
    };
    let effects = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| board::effects(o, &nm, l))
    });
    let decks = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| board::decks_line(o, l))
    });
    let known = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| board::known_lines(o, l))
    });
    let knights = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let thinking = c.think.thinking.get();
        obs.with(|o| board::knight_views(o, &nm, thinking, l))
    });
    let advice_line = Memo::new(move |_| advised.get().map(|a| untrack(|| s.advice_text(a))));
    let log_lines = log_lines(c, names, move |l, viewer, n| {
        let talk = s.talk.get();
        let said = |at: usize, out: &mut Vec<LogLine>| {
            for (_, k, who, t) in talk.iter().filter(|t| t.0 == at) {
                out.push(LogLine {
                    id: TALK_IDS + *k as usize,
                    text: table::line(l, &n.name(*who), *t),
                    class: "chv-log-talk",
                });
            }
        };
        s.entries.with(|v| {
            let mut out = Vec::new();
            said(0, &mut out);
            for (i, e) in v.iter().enumerate() {
                if let Some(line) = seen_line(e, viewer, |ev| log::describe(l, n, ev), log::class) {
                    out.push(line);
                }
                said(i + 1, &mut out);
            }
            out
        })
    });
    // CHV-16.3: the signals' menu, for people sharing the device when free talk is off.
    let talks = c.humans() >= 2 && !c.game.with_untracked(|g| g.opts().free_chat);
    let talk_choices =
        Memo::new(move |_| obs.with(|o| table::menu(o.knights[o.seat.index()], &o.knights)));
    let on_talk = Callback::new(move |t: Talk| {
        let who = c.viewer.get_untracked();
        let at = s.entries.with_untracked(Vec::len);
        let k = s.talk.with_untracked(Vec::len) as u32;
        s.talk.update(|v| v.push((at, k, who, t)));
        let lang = lang.get_untracked();
        let nm = names.get_untracked();
        c.news.say(table::line(lang, &nm[who.index()], t));
    });
    let verdict = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            c.game
                .with(|g| derive::verdict_lines(o, g.ending(), &nm, l))
                .join(" ")
        })
    });
    let loyalties = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::loyalty_rows(o, &nm, l))
    });
    let handoff_name = c.handoff_name(names);
    let can_undo = c.can_undo(GameRecord::undo_point);

    // After each decision of the player, and when a new decision comes to them: the focus
    // goes to the panel's first choice, else to the hand (the hand's own refocus is not used:
    // this one knows about the panel).
    let panel_id = id("decide");
    {
        let panel_id = panel_id.clone();
        Effect::new(move |prev: Option<(Option<usize>, u32)>| {
            let key = (
                decision
                    .with(Option::is_some)
                    .then(|| c.record.with_untracked(|r| r.log.len())),
                s.refocus.get(),
            );
            if prev.as_ref() != Some(&key) {
                let panel_id = panel_id.clone();
                request_animation_frame(move || focus_first(&panel_id));
            }
            key
        });
    }
    let no_refocus = RwSignal::new(0u32);

    let on_pick = Callback::new(move |card: White| s.pick(card));
    let hand_prefix = id("hand");
    let log_id = id("log");
    let log_drawer = log_id.clone();

    let advice_button = move |suffix: &str| {
        table_advice_button(s, has_human, id(suffix), text::advice_name, |l| {
            l.pick(
                "Le conseil est pour votre décision",
                "The hint is for your decision",
            )
        })
    };

    let card_dialog = move || {
        let card = s.using.get()?;
        if mode.get() != Screen::Play {
            return None;
        }
        let l = lang.get_untracked();
        let nm = names.get_untracked();
        let name = |x: Seat| nm.get(x.index()).cloned().unwrap_or_default();
        let seat = c.viewer.get_untracked();
        let uses: Vec<ActionChoice<Action>> = c.game.with_untracked(|g| {
            derive::uses_of(&g.legal_actions(seat), card)
                .into_iter()
                .map(|a| ActionChoice {
                    action: a,
                    label: text::action_text(l, &name, a),
                })
                .collect()
        });
        Some(view! {
            <CardDialog
                card=card
                uses=uses
                on_choose=Callback::new(move |a: Action| {
                    s.using.set(None);
                    s.decide(a);
                })
                on_close=Callback::new(move |()| s.using.set(None))
            />
        })
    };

    // CHV-3.3: the extra Heroic actions a sacrifice may buy, from the turn's end.
    let sacrifice_dialog = move || {
        if !s.sacrificing.get() || mode.get() != Screen::Play {
            return None;
        }
        let offer = decision.with(|d| d.as_ref().and_then(|d| d.sacrifice.clone()))?;
        Some(view! {
            <ChoiceDialog
                title=Signal::derive(move || lang.get().pick("Sacrifier 1 Vie", "Sacrifice 1 Life").to_string())
                question=Signal::derive(move || lang.get().pick(
                    "Quelle autre action héroïque faire pour 1 Vie ?",
                    "Which other Heroic action for 1 Life?",
                ).to_string())
                choices=offer.choices
                on_choose=Callback::new(move |a: Action| {
                    s.sacrificing.set(false);
                    // The list closes first, so that the focus it gives back is in place
                    // before a confirmation opens.
                    request_animation_frame(move || s.decide(a));
                })
                on_close=Callback::new(move |()| s.sacrificing.set(false))
            />
        })
    };
    // CHV-12.4: a sacrifice at 1 Life kills the knight once the action is done.
    let confirm_dialog = move || {
        let a = s.confirm.get()?;
        if mode.get() != Screen::Play {
            return None;
        }
        let l = lang.get_untracked();
        let nm = names.get_untracked();
        let name = |x: Seat| nm.get(x.index()).cloned().unwrap_or_default();
        let action = text::action_text(l, &name, a);
        Some(view! {
            <ConfirmDeath
                action=action
                on_confirm=Callback::new(move |()| {
                    s.confirm.set(None);
                    s.human(a);
                })
                on_cancel=Callback::new(move |()| s.confirm.set(None))
            />
        })
    };

    let felt = move || {
        let panel_id = panel_id.clone();
        view! {
            <div class="cm-felt chv-felt">
                <div class="cm-status-row">
                    <p class="cm-status" class:mine=move || mine.get()>{move || status.get()}</p>
                    {advice_button("advice")}
                </div>
                {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                {move || in_play.get().map(|t| view! { <p class="chv-black-card">"● " {t}</p> })}
                {move || decision.get().map(|d| {
                    let panel_id = panel_id.clone();
                    view! {
                        <DecisionPanel
                            id=panel_id
                            decision=d
                            advised=Signal::derive(move || advised.get())
                            on_choose=Callback::new(move |a: Action| s.decide(a))
                            on_sacrifice=Callback::new(move |()| s.sacrificing.set(true))
                        />
                    }
                })}
                <section class="chv-mine" aria-label=move || lang.get().pick("Votre jeu", "Your cards")>
                    {move || own.get().map(|t| view! { <p class="chv-loyalty">{t}</p> })}
                    <CardHand<White> cards=hand_cards on_pick=on_pick id_prefix=hand_prefix.clone() refocus=no_refocus />
                    <RefusalList reasons=reasons />
                </section>
                <section class="chv-board" data-table-centre="" aria-label=move || lang.get().pick("Plateau", "Board")>
                    {draw_camelot}
                    <div class="chv-quests">
                        {draw_quests}
                    </div>
                    <ul class="chv-effects">
                        {move || effects.get().into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
                        {move || known.get().into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
                        <li>{move || decks.get()}</li>
                    </ul>
                </section>
                {move || (talks && c.human_on_screen()).then(|| view! {
                    <TalkMenu id=id("talk") choices=talk_choices on_send=on_talk />
                })}
                <div class="chv-knights">
                    {move || knights.get().into_iter().map(|v| view! { <KnightPanel v=v /> }).collect_view()}
                </div>
            </div>
        }
    };

    view! {
        <div class="cm-session chv-session" on:keydown=escape_closes([log_open])>
            <LogTableBar announcer=c.news game=GameId::Chevaliers can_undo=can_undo on_undo=Callback::new(move |()| s.undo()) on_menu=on_menu log_open=log_open log_drawer=log_drawer />
            <LogLayout lines=log_lines id=log_id.clone() open=log_open>
                <p class="cm-banner chv-banner">{move || banner.get()}</p>
                {move || match mode.get() {
                    Screen::Handoff(_) => view! {
                        <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff()) />
                    }
                    .into_any(),
                    Screen::Over => view! {
                        <OverPanel class="cm-over chv-over" title_id="chv-over-title" verdict=verdict on_menu=on_menu>
                            <table class="chv-loyalties">
                                <caption>{move || lang.get().pick("Cartes de loyauté", "Loyalty cards")}</caption>
                                <tbody>
                                    {move || loyalties.get().into_iter().map(|(who, card)| view! {
                                        <tr><th scope="row">{who}</th><td>{card}</td></tr>
                                    }).collect_view()}
                                </tbody>
                            </table>
                        </OverPanel>
                    }
                    .into_any(),
                    Screen::Play => felt().into_any(),
                }}
            </LogLayout>
            {card_dialog}
            {sacrifice_dialog}
            {confirm_dialog}
        </div>
    }
    .into_any()
}
