//! The Camelot table (spec `shared/rules/camelot.md`) and [`table`], the one
//! component that owns a game: it replays the record, applies the human's decisions,
//! answers for the computer seats at the chosen pace, handles undo and pass-and-play, keeps
//! the log, and renders everything from the observation of the seat in front of the screen.
//!
//! A turn (CAM-4.3) is played card by card: a colour card or supporter goes down at once, an
//! action card first asks for its declarations in a dialog; a live preview compares the
//! total with the best opponent, and "Stay in" stays disabled, with the reason and the rule,
//! until the total is strictly the highest. Undo takes back the last decision.
//!
//! Lancelot windows (CAM-11): every opponent still in must answer. Answers without a choice
//! (everyone but the holder) are given at once, computers' and humans' alike, so nothing on
//! screen tells who holds Lancelot; a human holder is asked "Cancel it with Lancelot?"
//! unless he ticked "never ask" (kept in `localStorage` under [`NEVER_ASK_KEY`]). Inside a
//! window a computer's search shows no "réfléchit", which would tell who holds Lancelot.
//!
//! Pass-and-play (two humans or more): when a decision falls to a human other than the one
//! on screen, a screen hides every hand until that player confirms. Known gap: the Lancelot
//! question to a human holder who is not on screen needs such a handoff, which shows that
//! someone was asked (the spec's uniform pause, CAM-11.7, is not implemented).

pub mod about;
pub mod board;
pub mod derive;
pub mod dialogs;
pub mod face;
pub mod hand;
pub mod log;
pub mod options_form;
pub mod table;
pub mod text;

#[cfg(test)]
mod tests;

use self::board::Banner;
use self::dialogs::{DeclareDialog, LancelotDialog};
use self::hand::{ChoicePanel, TurnBar};
use self::log::CamelotNames;
use self::options_form::CamelotOptionsFields;
use self::table::{HandoffMarks, SeatPanel, Standings, TokenStanding};
use self::text::{CamelotLabel, label};
use crate::core::GameId;
use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::record::{GameRecord, SeatKind};
use crate::core::seats::Seat;
use crate::games::camelot::{Action, ActionCard, Camelot, CamelotEvent, Card, Phase};
use crate::ui::MenuAction;
use crate::ui::advice::table_advice_button;
use crate::ui::computers::ADVICE_LEVEL;
use crate::ui::session::{Core, Screen, unique_prefix};
use crate::ui::table::hand::{CardHand, RefusalList, refused};
use crate::ui::table::log::{LogEntry, LogLayout, LogNames, append, log_lines, seen_lines};
use crate::ui::table::panels::{Handoff, OverPanel};
use crate::ui::table::toolbar::{LogTableBar, escape_closes};
use crate::ui::turns::{Next, TableSession};
use leptos::prelude::*;

/// `localStorage` key of the "never ask about Lancelot" setting (`1` when set).
pub const NEVER_ASK_KEY: &str = "tr.camelot.never_ask_lancelot";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

fn load_never_ask() -> bool {
    storage()
        .and_then(|s| s.get_item(NEVER_ASK_KEY).ok().flatten())
        .is_some_and(|v| v == "1")
}

/// Who decides next (CAM-11.3: in a window, everyone without a choice answers first).
fn next_decision(g: &Camelot, seats: &[SeatKind], never_ask: bool) -> Option<Next<Action>> {
    let actors = g.actors();
    let kind = |s: Seat| seats.get(s.index()).copied().unwrap_or(SeatKind::Human);
    if matches!(g.phase(), Phase::Lancelot { .. }) {
        // The passes given without asking (CAM-11.3), as the lessons' stories give them.
        if let Some((s, a)) = crate::games::camelot::forced_answer(g) {
            return Some(Next::Auto(s, a));
        }
        // Inside a Lancelot window: no delay and no "thinking" mark (CAM-11.7).
        let s = *actors.first()?;
        return Some(match kind(s) {
            SeatKind::Computer(level) => Next::Computer {
                seat: s,
                level,
                quiet: true,
            },
            SeatKind::Human if never_ask => Next::Auto(s, Action::Pass),
            SeatKind::Human => Next::Human(s),
        });
    }
    Some(Next::of(*actors.first()?, seats))
}

/// True when the seat on screen, holding `legal`, has something to choose now, as
/// [`next_decision`] sees it. Inside a Lancelot window (CAM-11.3) a seat without Lancelot can
/// only pass, and that pass is given for it at once (so is the holder's with "never ask"): it
/// is nobody's turn on screen, and saying "your turn" there, with nothing to press, would be
/// wrong until the automatic answer lands.
fn offers_choice(phase: Phase, legal: &[Action], never_ask: bool) -> bool {
    match phase {
        Phase::Lancelot { .. } => !never_ask && legal.contains(&Action::Cancel),
        _ => !legal.is_empty(),
    }
}

/// The log length to go back to so that the last human decision is undone: the last
/// human action that is not a "pass" (a pass is given automatically, and undoing only it
/// would give it again).
fn undo_point(r: &GameRecord<Camelot>) -> Option<usize> {
    r.log.iter().rposition(|(s, a)| {
        *a != Action::Pass && r.seats.get(s.index()).is_some_and(|k| k.is_human())
    })
}

/// The engine side of the session; every field is a handle, so it is `Copy`.
#[derive(Clone, Copy)]
struct Session {
    /// Record, position, seats, timer, live region, thinking.
    core: Core<Camelot>,
    /// The log so far.
    entries: RwSignal<Vec<LogEntry<Seen<CamelotEvent>>>>,
    /// "Never ask about Lancelot": always let action cards happen.
    never_ask: RwSignal<bool>,
    /// The action card whose declarations the dialog asks for.
    declaring: RwSignal<Option<ActionCard>>,
    /// Bumped after each decision of the player: the hand takes the focus back.
    refocus: RwSignal<u32>,
}

impl Session {
    /// The names for the texts, as the seat on screen knows them.
    fn with_names<T>(self, lang: crate::ui::Lang, f: impl FnOnce(&CamelotNames<'_>) -> T) -> T {
        let names = self.core.names(lang);
        f(&CamelotNames {
            seats: LogNames {
                names: &names,
                you: self.core.you(),
            },
            viewer: Some(self.core.viewer.get_untracked()),
        })
    }

    fn say_turn(self) {
        let c = self.core;
        if !c.turn_unsaid() {
            return;
        }
        // Inside one's own turn every card is a decision: say it once per turn.
        let (phase, flags) = c.game.with_untracked(|g| (g.phase(), g.turn_flags()));
        if phase == Phase::Play && flags.played > 0 {
            return;
        }
        let lang = c.settings.lang.get_untracked();
        c.news.say(text::turn(lang, "", true));
    }

    /// A card of the hand was pressed: play it, or ask its declarations.
    fn pick(self, card: Card) {
        match card {
            Card::Action(kind) if derive::needs_dialog(kind) => self.declaring.set(Some(kind)),
            Card::Action(kind) => {
                let seat = self.core.viewer.get_untracked();
                let legal = self.core.game.with_untracked(|g| g.legal_actions(seat));
                if let Some(a) = derive::plays_of(&legal, kind).first() {
                    self.human(*a);
                }
            }
            _ => self.human(Action::Play(card)),
        }
    }
}

impl TableSession for Session {
    type G = Camelot;

    fn core(self) -> Core<Camelot> {
        self.core
    }

    /// An automatic answer first, then a computer or a person (CAM-11.3).
    fn next(self) -> Option<Next<Action>> {
        let c = self.core;
        let never_ask = self.never_ask.get_untracked();
        c.game
            .with_untracked(|g| c.seats.with_value(|k| next_decision(g, k, never_ask)))
    }

    fn your_turn(self, _: Seat) {
        self.say_turn();
    }

    fn after_undo(self) {
        self.declaring.set(None);
        self.entries
            .set(self.core.record.with_untracked(log::record_entries));
    }

    fn undo_point(rec: &GameRecord<Camelot>) -> Option<usize> {
        undo_point(rec)
    }

    /// Applies one decision, logs and announces it, reports the record, then moves on.
    fn take_step(self, _: &Camelot, _: &Camelot, seen: Vec<Seen<CamelotEvent>>) {
        let c = self.core;
        let lang = c.settings.lang.get_untracked();
        let viewer = c.viewer.get_untracked();
        self.with_names(lang, |n| {
            c.say_news(
                &seen,
                |e| log::is_news(e, viewer),
                |e| log::describe(lang, n, e),
            );
        });
        for e in crate::core::events::events_for(&seen, Some(viewer)) {
            if let CamelotEvent::Won { seat, .. } = e {
                c.won_by(seat);
            }
        }
        append(self.entries, log::log_lines(seen));
    }

    /// The hint's text for `a`, in the current position.
    fn advice_text(self, a: Action) -> String {
        let lang = self.core.settings.lang.get_untracked();
        let viewer = self.core.viewer.get_untracked();
        let what = self.with_names(lang, |n| {
            self.core
                .game
                .with_untracked(|g| derive::action_text(lang, n, g, viewer, a))
        });
        crate::ui::table::words::lesson_advice(self.core, lang, &what)
            .unwrap_or_else(|| text::advice_said(lang, ADVICE_LEVEL, &what))
    }

    fn after_human(self) {
        self.refocus.update(|n| *n = n.wrapping_add(1));
    }
}

/// Camelot's registration ([`crate::ui::registry`]): its table, options form and seat hint.
/// Its lesson is added above the tables, in the lesson's own bundle (`ui::games::lessons`).
pub static ENTRY: crate::ui::registry::Registration<Camelot> = crate::ui::registry::Registration {
    table,
    options: |options| view! { <CamelotOptionsFields options=options /> }.into_any(),
    // How many colours win with that many players (CAM-2).
    seat_hint: Some(|n, lang| {
        let needed = Camelot::start(crate::games::camelot::CamelotOptions::default(), n, 0)
            .map_or(0, |g| g.colours_needed());
        crate::ui::text::colours_to_win_text(n, needed, lang)
    }),
    learn: None,
};

/// How far a game of Camelot has come, for the lobby and the shared-link page.
/// Where a game of Camelot stands: tournaments, the leaders and their tokens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CamelotProgress {
    /// Tournaments finished.
    pub finished: u32,
    /// The winner, once over.
    pub winner: Option<Seat>,
    /// The seats owning the most colours (several when tied; none before any token).
    pub leaders: Vec<Seat>,
    /// The colours of the leader, when there is exactly one.
    pub colours: Vec<crate::games::camelot::Colour>,
    /// Colours the leaders own.
    pub owned: usize,
    /// Colours needed to win (CAM-2).
    pub needed: usize,
}

impl crate::ui::any_game::ShellGame for Camelot {
    type Progress = CamelotProgress;

    fn progress(_: &GameRecord<Self>, g: &Self) -> CamelotProgress {
        let (leaders, owned) = camelot_leaders(g);
        let colours = match leaders.as_slice() {
            [one] => g.tokens(*one),
            _ => Vec::new(),
        };
        CamelotProgress {
            finished: g.tournaments(),
            winner: g.winner(),
            leaders,
            colours,
            owned,
            needed: g.colours_needed(),
        }
    }

    fn resume_detail(
        p: &CamelotProgress,
        seats: &[crate::core::SeatKind],
        over: bool,
        lang: crate::ui::Lang,
    ) -> String {
        crate::ui::progress::winner_or(lang, seats, p.winner, over, || {
            text::progress(
                seats,
                (p.finished, p.owned, p.needed),
                &p.leaders,
                &p.colours,
                lang,
            )
        })
    }
}

/// The seats owning the most colours (all tied ones) and that count; nobody while no token
/// has been won.
fn camelot_leaders(g: &Camelot) -> (Vec<Seat>, usize) {
    let best = Seat::all(g.seats())
        .map(|s| g.colours_owned(s))
        .max()
        .unwrap_or(0);
    if best == 0 {
        return (Vec::new(), 0);
    }
    let leaders = Seat::all(g.seats())
        .filter(|s| g.colours_owned(*s) == best)
        .collect();
    (leaders, best)
}

/// A game of Camelot at the table, on its open session (see [`crate::ui::session::GameTable`]).
pub fn table(c: Core<Camelot>, on_menu: Callback<MenuAction>) -> AnyView {
    let lang = c.settings.lang;
    let n = c.game.with_untracked(Camelot::seats);
    let has_human = c.humans() > 0;
    let s = Session {
        core: c,
        entries: RwSignal::new(c.record.with_untracked(log::record_entries)),
        // A lesson asks its Lancelot question whatever the setting (its story needs it).
        never_ask: RwSignal::new(load_never_ask() && !c.in_lesson()),
        declaring: RwSignal::new(None),
        refocus: RwSignal::new(0),
    };
    // The setting lives in the browser, not in the game.
    Effect::new(move |prev: Option<bool>| {
        let v = s.never_ask.get();
        if prev.is_some_and(|p| p != v)
            && let Some(st) = storage()
        {
            let _ = st.set_item(NEVER_ASK_KEY, if v { "1" } else { "0" });
        }
        v
    });
    s.begin();

    let ids = StoredValue::new(unique_prefix("cm"));
    let id = move |suffix: &str| ids.with_value(|p| format!("{p}-{suffix}"));
    let log_open = RwSignal::new(false);

    let obs = c.observation();
    let shell = Memo::new(move |_| obs.with(|o| o.shell()));
    let legal = Memo::new(move |_| obs.with(|o| shell.with(|g| g.legal(o.seat))));
    let names = c.name_list();
    let mine = Memo::new(move |_| {
        let phase = obs.with(|o| o.phase);
        c.human_on_screen() && legal.with(|l| offers_choice(phase, l, s.never_ask.get()))
    });
    let mode = c.screen(move || obs.with(|o| o.phase == Phase::Over));
    let advised = c.advised();

    let seat_memo = move |k: usize| {
        Memo::new(move |_| {
            let nm = names.get();
            let thinking = c.think.thinking.get();
            obs.with(|o| {
                let seat = o.seat.offset(k as i64, n);
                derive::seat_view(o, seat, nm[seat.index()].clone(), thinking == Some(seat))
            })
        })
    };
    let me = seat_memo(0);
    let opponents: Vec<Memo<table::CamelotSeatView>> = (1..n).map(seat_memo).collect();
    let banner = Memo::new(move |_| obs.with(derive::banner));

    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let adv = advised.get();
        let human = c.human_on_screen();
        obs.with(|o| shell.with(|g| legal.with(|lg| derive::hand_view(o, g, lg, human, adv, l))))
    });
    // Phones have no tooltips: the reasons of the refused cards, once each, under the hand.
    let reasons = refused(
        move || mine.get() && obs.with(|o| o.phase == Phase::Play),
        hand_cards,
    );
    let status = c.status_line(names, move |l, nm| {
        if mine.get() {
            return text::turn(l, "", true);
        }
        obs.with(|o| {
            derive::turn_seat(o)
                .map(|t| text::turn(l, &nm[t.index()], false))
                .unwrap_or_default()
        })
    });
    let advice_line = Memo::new(move |_| advised.get().map(|a| untrack(|| s.advice_text(a))));

    // The decision panels of the seat on screen.
    let phase = Memo::new(move |_| obs.with(|o| o.phase));
    let my_phase = Memo::new(move |_| mine.get().then(|| phase.get()));
    let choice = Memo::new(move |_| {
        let l = lang.get();
        let p = my_phase.get()?;
        obs.with(|o| {
            shell.with(|g| match p {
                Phase::Announce => Some((
                    label(l, CamelotLabel::ChooseColour).to_string(),
                    derive::announce_choices(o, g, l),
                )),
                Phase::Token { reason, .. } => {
                    let t = match reason {
                        crate::games::camelot::TokenReason::PurpleWin => CamelotLabel::ChooseToken,
                        crate::games::camelot::TokenReason::MaidenPenalty => {
                            CamelotLabel::ReturnToken
                        }
                    };
                    Some((
                        label(l, t).to_string(),
                        derive::token_choices(o, g, reason, l),
                    ))
                }
                Phase::Adapt { value, .. } => Some((
                    text::adapt_heading(l, value),
                    derive::keep_choices(o, value, l),
                )),
                _ => None,
            })
        })
    });
    let in_turn = Memo::new(move |_| my_phase.get() == Some(Phase::Play));
    let preview = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            let best = derive::best_other(o);
            let mine = o.total(o.seat);
            (
                text::preview(l, mine, best.map(|(t, w)| (t, nm[w.index()].as_str()))),
                best.is_none_or(|(t, _)| mine > t),
            )
        })
    });
    let stay = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            shell.with(|g| match g.check(o.seat, &Action::Stay) {
                Ok(()) => Ok(text::stay_label(l, o.total(o.seat))),
                Err(e) => Err(text::refusal(l, e, o.previous)),
            })
        })
    });
    let withdraw_refused = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            shell.with(|g| {
                g.check(o.seat, &Action::Withdraw)
                    .err()
                    .map(|e| text::refusal(l, e, o.previous))
            })
        })
    });
    let withdraw_note = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            (o.displays[o.seat.index()].contains(&Card::Maiden) && o.tokens[o.seat.index()] != 0)
                .then(|| text::maiden_warning(l).to_string())
        })
    });
    // The Lancelot question, for the holder on screen.
    let lancelot = Memo::new(move |_| {
        let Some(Phase::Lancelot { pending, .. }) = my_phase.get() else {
            return None;
        };
        if !legal.with(|l| l.contains(&Action::Cancel)) {
            return None;
        }
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            shell.with(|g| {
                let n = CamelotNames {
                    seats: LogNames {
                        names: &nm,
                        you: c.you(),
                    },
                    viewer: Some(o.seat),
                };
                let e = log::Event::ActionCard {
                    seat: o.active,
                    action: pending,
                    things: log::things_now(g, o.active, pending),
                };
                Some(log::describe(l, &n, &e))
            })
        })
    });
    let log_lines = log_lines(c, names, move |l, viewer, seats| {
        let n = CamelotNames {
            seats: LogNames {
                names: seats.names,
                you: seats.you,
            },
            viewer,
        };
        // Each line as the seat on screen may see it (CAM-17.3).
        s.entries
            .with(|v| seen_lines(v, viewer, |ev| log::describe(l, &n, ev), log::class))
    });
    let standings = Memo::new(move |_| {
        let nm = names.get();
        obs.with(|o| {
            let mut v: Vec<TokenStanding> = Seat::all(n)
                .map(|seat| TokenStanding {
                    seat,
                    name: nm[seat.index()].clone(),
                    tokens: o.tokens_of(seat),
                    winner: o.winner == Some(seat),
                })
                .collect();
            crate::core::small::sort_by_key(&mut v, |x| {
                (!x.winner, std::cmp::Reverse(x.tokens.len()), x.seat)
            });
            v
        })
    });
    let verdict = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            o.winner
                .map(|w| text::winner(l, &nm[w.index()], c.you() == Some(w), o.tokens_of(w).len()))
                .unwrap_or_default()
        })
    });
    let handoff_name = c.handoff_name(names);
    let can_undo = c.can_undo(undo_point);
    let needed = obs.with_untracked(derive::needed);

    let on_pick = Callback::new(move |card: Card| s.pick(card));
    let on_choose = Callback::new(move |a: Action| s.human(a));
    let hand_prefix = id("hand");
    let log_id = id("log");
    let log_drawer = log_id.clone();

    let declare_dialog = move || {
        let kind = s.declaring.get()?;
        let l = lang.get_untracked();
        let options = obs.with_untracked(|o| {
            shell.with_untracked(|g| {
                legal.with_untracked(|lg| {
                    derive::declarations(g, o.seat, kind, lg, &names.get_untracked(), l)
                })
            })
        });
        Some(view! {
            <DeclareDialog
                kind=kind
                options=options
                on_choose=Callback::new(move |a: Action| {
                    s.declaring.set(None);
                    s.human(a);
                })
                on_close=Callback::new(move |()| s.declaring.set(None))
                advised=advised
            />
        })
    };

    let felt = move || {
        let opponents = opponents.clone();
        view! {
            <div class="cm-felt">
                // The tournament on the board: the others' displays (what the phone journey
                // keeps on screen with the hand).
                <div class="cm-opponents" data-table-centre="">
                    {opponents.into_iter().map(|m| view! { <SeatPanel seat=m /> }).collect_view()}
                </div>
                <div class="cm-centre">
                    <div class="cm-status-row">
                        <p class="cm-status" class:mine=move || mine.get()>{move || status.get()}</p>
                        {table_advice_button(s, has_human, id("advice"), text::advice_name, |l| label(l, CamelotLabel::AdviceOnYourTurn))}
                    </div>
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                    {move || choice.get().map(|(title, choices)| view! {
                        <ChoicePanel title=title choices=choices on_choose=on_choose advised=advised id_prefix=id("choice") />
                    })}
                    <Show when=move || in_turn.get()>
                        <TurnBar
                            preview=Signal::derive(move || preview.get().0)
                            enough=Signal::derive(move || preview.get().1)
                            stay=stay
                            withdraw_refused=withdraw_refused
                            withdraw_note=withdraw_note
                            on_stay=Callback::new(move |()| s.human(Action::Stay))
                            on_withdraw=Callback::new(move |()| s.human(Action::Withdraw))
                            advised=advised
                            id_prefix=id("turn")
                        />
                    </Show>
                </div>
                <SeatPanel seat=me />
                <CardHand<Card> cards=hand_cards on_pick=on_pick id_prefix=hand_prefix.clone() refocus=s.refocus />
                <RefusalList reasons=reasons />
            </div>
        }
    };

    view! {
        <div class="cm-session" on:keydown=escape_closes([log_open])>
            <LogTableBar announcer=c.news game=GameId::Camelot can_undo=can_undo on_undo=Callback::new(move |()| s.undo()) on_menu=on_menu log_open=log_open log_drawer=log_drawer />
            <LogLayout lines=log_lines id=log_id.clone() open=log_open>
                <Banner banner=banner />
                {move || match mode.get() {
                    Screen::Handoff(_) => view! {
                        <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff())>
                            <HandoffMarks />
                        </Handoff>
                    }
                    .into_any(),
                    Screen::Over => view! {
                        <OverPanel class="cm-over" title_id="cm-over-title" verdict=verdict on_menu=on_menu>
                            <Standings standings=standings needed=needed />
                        </OverPanel>
                    }
                    .into_any(),
                    Screen::Play => felt().into_any(),
                }}
                {move || (has_human && mode.get() != Screen::Over).then(|| view! {
                    <label class="cm-check cm-setting">
                        <input
                            type="checkbox"
                            prop:checked=move || !s.never_ask.get()
                            on:change=move |ev| s.never_ask.set(!event_target_checked(&ev))
                        />
                        <span>{move || label(lang.get(), CamelotLabel::OfferLancelot)}</span>
                    </label>
                })}
            </LogLayout>
            {declare_dialog}
            {move || (mode.get() == Screen::Play).then(|| lancelot.get()).flatten().map(|what| view! {
                <LancelotDialog
                    what=what
                    on_answer=Callback::new(move |cancel: bool| s.human(if cancel { Action::Cancel } else { Action::Pass }))
                    never_ask=s.never_ask
                    advised=advised
                />
            })}
        </div>
    }
    .into_any()
}
