//! The Tournoi table (spec `shared/rules/tournoi.md`) and [`table`], the one component that
//! owns a game: it replays the record, applies the human's decisions, answers for the
//! computer seats at the chosen pace, handles undo and pass-and-play, keeps the log, and
//! renders everything from the observation of the seat in front of the screen (TRN-13.1).
//!
//! The melee is played from the hand: a card goes down at once when it has one legal play;
//! an enchanter (named suit and value) or a card that may carry a modifier (Arthur's +3,
//! Gawain's +2, Divine Will ±1) opens a dialog listing only legal choices. With an empty
//! follow set the hand's buttons become dishonor discards (TRN-4.5); after a draw they are
//! face-down discards. Every other decision of TRN-14.1 (round-start powers, pre-feint and
//! post-loss powers, cards given, injury Godsends, the Godsend pick, the Hero draft) opens a
//! dialog of buttons with Pass; Escape closes it to look at the table, and a button beside
//! the status line opens it again.
//!
//! A lost melee (TRN-4.11, 4.12) stays whole in the melee's place a moment when a computer
//! decides next, then its cards go toward the loser's wound pile, which collects them (issue
//! 28 point 6; the motion in style/tournoi.css); the computers wait for it. A person who
//! decides next finds it at once under "Last melee", as every finished melee.
//!
//! Pass-and-play (two humans or more): when a decision falls to a human other than the one
//! on screen, a screen hides every hand until that player confirms (TRN-13.5).

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

use self::board::{CardRow, MeleeCards, ScoreSheet, WoundsRow};
use self::derive::{ObsExt, direct_action, plays_of};
use self::dialogs::{ChoiceDialog, PlayDialog};
use self::hand::{Btn, Verb};
use self::options_form::TournoiOptionsFields;
use self::table::SeatPanel;
use crate::core::GameId;
use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::record::GameRecord;
use crate::core::seats::Seat;
use crate::games::tournoi::{Action, Card, Phase, Play, Tournoi, TournoiEvent};
use crate::ui::MenuAction;
use crate::ui::advice::table_advice_button;
use crate::ui::session::{Core, Screen, unique_prefix};
use crate::ui::table::gather::{aim, gather_delay, style};
use crate::ui::table::hand::{CardHand, RefusalList, refused};
use crate::ui::table::log::{LogEntry, LogLayout, log_lines, log_step, seen_lines};
use crate::ui::table::panels::Answer;
use crate::ui::table::panels::{Handoff, OverPanel};
use crate::ui::table::toolbar::{LogTableBar, escape_closes};
use crate::ui::table::words::advice_action;
use crate::ui::turns::TableSession;
use leptos::prelude::*;

/// The engine side of the session; every field is a handle, so it is `Copy`.
#[derive(Clone, Copy)]
struct Session {
    /// Record, position, seats, timer, live region, thinking.
    core: Core<Tournoi>,
    /// The log so far.
    entries: RwSignal<Vec<LogEntry<Seen<TournoiEvent>>>>,
    /// The card whose play the dialog asks about.
    playing: RwSignal<Option<Card>>,
    /// The decision dialog is open (the decision may be pending with it closed).
    dialog_open: RwSignal<bool>,
    /// Bumped after each decision of the player: the hand takes the focus back.
    refocus: RwSignal<u32>,
    /// After a lost melee, how long the computers wait (ms) before their next decision.
    hold: StoredValue<u32>,
    /// While a lost melee is held before a computer's decision: the loser, and how long its
    /// cards stay whole before they go to the loser's pile.
    gather: RwSignal<Option<(Seat, u32)>>,
}

impl Session {
    fn names(self, lang: crate::ui::Lang) -> Vec<String> {
        self.core.names(lang)
    }

    /// A hand button was pressed: play at once, or ask first.
    fn pick(self, b: Btn) {
        let seat = self.core.viewer.get_untracked();
        let legal = self.core.game.with_untracked(|g| g.legal_actions(seat));
        if let Some(a) = direct_action(&legal, b) {
            self.human(a);
        } else if b.verb == Verb::Play && !plays_of(&legal, b.card).is_empty() {
            self.playing.set(Some(b.card));
        }
    }
}

impl TableSession for Session {
    type G = Tournoi;

    fn core(self) -> Core<Tournoi> {
        self.core
    }

    /// One pending decision at a time (TRN-14.1).
    fn decider(g: &Tournoi) -> Option<Seat> {
        g.actor()
    }

    /// The person's turn: a dialog opens by itself for decisions that are not a card of the
    /// hand.
    fn your_turn(self, _: Seat) {
        let c = self.core;
        let phase = c.game.with_untracked(Tournoi::phase);
        self.dialog_open.set(derive::in_dialog(phase));
        if c.turn_unsaid() {
            let lang = c.settings.lang.get_untracked();
            c.news.say(text::turn(lang, "", true));
        }
    }

    /// After a lost melee the computers wait while it is gathered; then it leaves the
    /// melee's place.
    fn take_hold(self) -> u32 {
        let hold = self.hold.get_value();
        self.hold.set_value(0);
        if hold == 0 && self.gather.with_untracked(Option::is_some) {
            self.gather.set(None);
        }
        hold
    }

    fn after_undo(self) {
        self.playing.set(None);
        self.dialog_open.set(false);
        self.hold.set_value(0);
        self.gather.set(None);
        self.entries
            .set(self.core.record.with_untracked(log::record_entries));
    }

    /// Applies one decision, logs and announces it, reports the record, then moves on.
    fn take_step(self, _: &Tournoi, after: &Tournoi, seen: Vec<Seen<TournoiEvent>>) {
        let c = self.core;
        // TRN-4.12: the loser collects the melee (after any post-loss power: Lancelot may
        // hand the loss on, so the collector is the one the event names).
        let loser = seen.iter().find_map(|e| match &e.event {
            TournoiEvent::Lost { seat, .. } => Some(*seat),
            _ => None,
        });
        let pace = c.settings.pace.get_untracked().delay_ms();
        let computer_next = Self::decider(after).is_some_and(|n| !c.kind(n).is_human());
        match loser.filter(|_| pace > 0 && computer_next) {
            Some(l) => {
                self.hold.set_value(pace);
                self.gather.set(Some((l, gather_delay(pace))));
            }
            None => {
                self.hold.set_value(0);
                if self.gather.with_untracked(Option::is_some) {
                    self.gather.set(None);
                }
            }
        }
        log_step(self.core, self.entries, seen, |l| self.names(l), log::WORDS);
    }

    /// The hint's text for `a`: `Difficile : jouer le 3 d'Épées`.
    fn advice_text(self, a: Action) -> String {
        advice_action(self.core, |l| self.names(l), a, text::ADVICE)
    }

    fn after_human(self) {
        self.refocus.update(|n| *n = n.wrapping_add(1));
    }
}

/// Tournoi's registration ([`crate::ui::registry`]): its table, options form and seat hint.
/// Its lesson is added above the tables, in the lesson's own bundle (`ui::games::lessons`).
pub static ENTRY: crate::ui::registry::Registration<Tournoi> = crate::ui::registry::Registration {
    table,
    options: |options| view! { <TournoiOptionsFields options=options /> }.into_any(),
    seat_hint: Some(text::seat_hint),
    learn: None,
};

/// How far a game of Tournoi has come, for the lobby and the shared-link page.
/// Where a game of Tournoi stands: round, melee, the healthiest knights, the winners.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournoiProgress {
    /// The round being played, 1-based.
    pub round: u32,
    /// The melee being played in it.
    pub melee: u8,
    /// The healthiest knights (none while everyone is unhurt).
    pub leaders: Vec<Seat>,
    /// Their health.
    pub health: u32,
    /// The winners, once over.
    pub winners: Vec<Seat>,
}

impl crate::ui::any_game::ShellGame for Tournoi {
    type Progress = TournoiProgress;

    fn progress(_: &GameRecord<Self>, g: &Self) -> TournoiProgress {
        progress(g)
    }

    fn resume_detail(
        p: &TournoiProgress,
        seats: &[crate::core::SeatKind],
        over: bool,
        lang: crate::ui::Lang,
    ) -> String {
        if over {
            return crate::ui::progress::finished_line(lang, seats, &p.winners);
        }
        let names: Vec<String> = p
            .leaders
            .iter()
            .map(|w| crate::ui::text::seat_name(lang, seats, *w))
            .collect();
        text::progress(lang, p.round, p.melee, &names, p.health)
    }
}

/// The Tournoi's progress: round, melee, the healthiest knights, the winners.
#[must_use]
pub fn progress(g: &Tournoi) -> TournoiProgress {
    let health: Vec<u32> = Seat::all(g.seat_count()).map(|s| g.health(s)).collect();
    let (leaders, best) = derive::leaders(&health);
    TournoiProgress {
        round: g.round(),
        melee: g.melee(),
        leaders: if best == crate::games::tournoi::MAX_HEALTH && !g.is_over() {
            Vec::new()
        } else {
            leaders
        },
        health: best,
        winners: g.winners().to_vec(),
    }
}

/// A game of Tournoi at the table, on its open session (see [`crate::ui::session::GameTable`]).
pub fn table(c: Core<Tournoi>, on_menu: Callback<MenuAction>) -> AnyView {
    let lang = c.settings.lang;
    let has_human = c.humans() > 0;
    let s = Session {
        core: c,
        entries: RwSignal::new(c.record.with_untracked(log::record_entries)),
        playing: RwSignal::new(None),
        dialog_open: RwSignal::new(false),
        refocus: RwSignal::new(0),
        hold: StoredValue::new(0),
        gather: RwSignal::new(None),
    };
    s.begin();

    let ids = StoredValue::new(unique_prefix("tn"));
    let id = move |suffix: &str| ids.with_value(|p| format!("{p}-{suffix}"));
    let log_open = RwSignal::new(false);

    let obs = c.observation();
    let names = c.name_list();
    let mine = Memo::new(move |_| c.human_on_screen() && obs.with(ObsExt::seat_decides));
    let mode = c.screen(move || obs.with(|o| o.phase == Phase::Over));
    let advised = c.advised();

    let seats = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        let thinking = c.think.thinking.get();
        obs.with(|o| derive::seat_views(o, &nm, thinking, l))
    });
    let banner = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            let mut s = match l {
                crate::ui::Lang::Fr => format!("Manche {} · mêlée {} sur 12", o.round, o.melee),
                crate::ui::Lang::En => format!("Round {} · melee {} of 12", o.round, o.melee),
            };
            if let Some(led) = o.led {
                s.push_str(&format!(
                    " · {} {} {}",
                    l.pick("couleur demandée :", "led suit:"),
                    text::suit_symbol(led),
                    text::suit_name(l, led)
                ));
            }
            s
        })
    });
    let melee = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| derive::placed_views(&o.placed, &nm, None, l))
    });
    // A lost melee held before a computer's decision: its cards (the loser's marked), shown
    // in the melee's place and gathered toward the loser's wound pile.
    let held = Memo::new(move |_| {
        let (loser, delay) = s.gather.get()?;
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            (!o.last_melee.is_empty()).then(|| {
                let cards = derive::placed_views(&o.last_melee, &nm, o.last_loser, l);
                (loser, delay, cards)
            })
        })
    });
    let melee_box = NodeRef::<leptos::html::Section>::new();
    let taker = Signal::derive(move || {
        held.with(|h| {
            h.as_ref()
                .map(|(loser, ..)| format!(".tn-seat[data-seat=\"{}\"] .tn-pile", loser.index()))
        })
    });
    let way = aim(melee_box, ".tn-session", taker);
    let dishonored = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            o.dishonored
                .iter()
                .map(|(s, card)| {
                    text::colons(
                        l,
                        format!(
                            "{} : {} ({})",
                            nm[s.index()],
                            text::card_name(l, *card),
                            l.pick("déshonneur", "dishonor")
                        ),
                    )
                })
                .collect::<Vec<_>>()
        })
    });
    let last = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            (!o.last_melee.is_empty()).then(|| {
                let who = match o.last_loser {
                    Some(s) => match l {
                        crate::ui::Lang::Fr => {
                            format!("Dernière mêlée : {} a perdu.", nm[s.index()])
                        }
                        crate::ui::Lang::En => format!("Last melee: {} lost.", nm[s.index()]),
                    },
                    None => l
                        .pick("Dernière mêlée : aucun perdant.", "Last melee: no loser.")
                        .to_string(),
                };
                (
                    who,
                    derive::placed_views(&o.last_melee, &nm, o.last_loser, l),
                )
            })
        })
    });
    let set_aside = Memo::new(move |_| obs.with(|o| o.set_aside.clone()));
    let offer = Memo::new(move |_| {
        let l = lang.get();
        obs.with(|o| {
            matches!(o.phase, Phase::Godsend { .. })
                .then(|| (derive::offer_lines(o, l), o.godsend_deck))
        })
    });
    let hand_cards = Memo::new(move |_| {
        let l = lang.get();
        let adv = advised.get();
        let human = c.human_on_screen();
        obs.with(|o| c.game.with(|g| derive::hand_view(o, g, human, adv, l)))
    });
    let reasons = refused(
        move || mine.get() && obs.with(|o| matches!(o.phase, Phase::Melee { .. })),
        hand_cards,
    );
    let status = c.status_line(names, move |l, nm| {
        obs.with(|o| {
            if mine.get() {
                return match o.phase {
                    Phase::Exchange { left, .. } => match l {
                        crate::ui::Lang::Fr => format!("Défaussez encore {} face cachée", text::cards_count(l, usize::from(left))),
                        crate::ui::Lang::En => format!("Discard {} more face down", text::cards_count(l, usize::from(left))),
                    },
                    _ if derive::verb(o) == Verb::Dishonor => l
                        .pick("Vous ne pouvez pas suivre : défaussez une carte (déshonneur, 5 blessures)", "You cannot follow: discard a card (dishonor, 5 wounds)")
                        .to_string(),
                    _ => text::turn(l, "", true),
                };
            }
            derive::pending(o)
                .map(|t| text::turn(l, &nm[t.index()], false))
                .unwrap_or_default()
        })
    });
    let advice_line = Memo::new(move |_| advised.get().map(|a| untrack(|| s.advice_text(a))));
    let log_lines = log_lines(c, names, move |l, viewer, n| {
        s.entries
            .with(|v| seen_lines(v, viewer, |ev| log::describe(l, n, ev), log::class))
    });
    let sheet = Memo::new(move |_| {
        let nm = names.get();
        obs.with(|o| {
            Seat::all(o.n)
                .map(|seat| WoundsRow {
                    name: nm[seat.index()].clone(),
                    rounds: o
                        .sheet
                        .iter()
                        .map(|r| r.get(seat.index()).copied().unwrap_or(0))
                        .collect(),
                    health: o.health[seat.index()],
                    winner: o.winners.contains(&seat),
                })
                .collect::<Vec<_>>()
        })
    });
    let verdict = Memo::new(move |_| {
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            let w: Vec<String> = o.winners.iter().map(|s| nm[s.index()].clone()).collect();
            let you = c.you().is_some_and(|y| o.winners.contains(&y));
            let best = o.winners.first().map_or(0, |s| o.health[s.index()]);
            if w.is_empty() {
                String::new()
            } else {
                text::verdict(l, &w, you, best)
            }
        })
    });
    let handoff_name = c.handoff_name(names);
    let can_undo = c.can_undo(GameRecord::undo_point);
    let decision = Memo::new(move |_| {
        if !mine.get() {
            return None;
        }
        let l = lang.get();
        let nm = names.get();
        obs.with(|o| {
            derive::in_dialog(o.phase).then(|| {
                let mut lines = Vec::new();
                if matches!(o.phase, Phase::Godsend { .. }) {
                    lines = derive::offer_lines(o, l);
                }
                if matches!(o.phase, Phase::Give { .. } | Phase::Injury { .. }) {
                    lines.push(format!(
                        "{} {}",
                        l.pick("Votre pile :", "Your pile:"),
                        derive::cards_said(l, &o.piles[o.seat.index()])
                    ));
                }
                (
                    derive::dialog_title(o, l),
                    lines,
                    derive::choices(&o.legal, &nm, l),
                )
            })
        })
    });

    let on_pick = Callback::new(move |b: Btn| s.pick(b));
    let hand_prefix = id("hand");
    let log_id = id("log");
    let log_drawer = log_id.clone();
    let reopen_id = id("decide");

    let advice_button = move |suffix: &str| {
        table_advice_button(s, has_human, id(suffix), text::advice_name, |l| {
            l.pick(
                "Le conseil est pour votre tour",
                "The hint is for your turn",
            )
        })
    };

    let choice_dialog = {
        let reopen_id = reopen_id.clone();
        move || {
            if mode.get() != Screen::Play || !s.dialog_open.get() {
                return None;
            }
            let (title, lines, choices) = decision.get()?;
            let reopen = reopen_id.clone();
            Some(view! {
                <ChoiceDialog
                    title=title
                    lines=lines
                    choices=choices
                    answer=Answer::new(s.dialog_open, move || advised.get(), reopen, move |a| s.human(a))
                >
                    {advice_button("advice-dialog")}
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                </ChoiceDialog>
            })
        }
    };
    let play_dialog = move || {
        let card = s.playing.get()?;
        if mode.get() != Screen::Play {
            return None;
        }
        let seat = c.viewer.get_untracked();
        let plays: Vec<Play> = c
            .game
            .with_untracked(|g| plays_of(&g.legal_actions(seat), card));
        Some(view! {
            <PlayDialog
                card=card
                plays=plays
                on_play=Callback::new(move |p: Play| {
                    s.playing.set(None);
                    s.human(Action::Play(p));
                })
                on_close=Callback::new(move |()| s.playing.set(None))
                advised=advised
            />
        })
    };

    let felt = move || {
        let reopen_id = reopen_id.clone();
        view! {
            <div class="cm-felt tn-felt">
                <div class="tn-centre" data-table-centre="">
                    <div class="cm-status-row">
                        <p class="cm-status" class:mine=move || mine.get()>{move || status.get()}</p>
                        {advice_button("advice")}
                        <Show when=move || decision.with(Option::is_some) && !s.dialog_open.get()>
                            <button
                                type="button"
                                id=reopen_id.clone()
                                class="cm-btn small primary"
                                on:click=move |_| s.dialog_open.set(true)
                            >
                                {move || lang.get().pick("Décider…", "Decide…")}
                            </button>
                        </Show>
                    </div>
                    {move || advice_line.get().map(|a| view! { <p class="cm-advice-line">"★ " {a}</p> })}
                    <section
                        class="tn-melee"
                        aria-labelledby=id("melee-title")
                        node_ref=melee_box
                        data-gather=move || held.with(|h| h.as_ref().map(|(loser, ..)| format!("seat-{}", loser.index())))
                        style=move || held.with(|h| h.as_ref().map(|(_, d, _)| style(way.get(), *d))).unwrap_or_default()
                    >
                        <h2 id=id("melee-title")>
                            {move || if held.with(Option::is_some) {
                                lang.get().pick("Mêlée terminée", "Melee over")
                            } else {
                                lang.get().pick("Mêlée en cours", "Melee in progress")
                            }}
                        </h2>
                        {move || {
                            let v = held.with(|h| h.as_ref().map(|(.., v)| v.clone())).unwrap_or_else(|| melee.get());
                            if v.is_empty() {
                                view! { <p class="tn-empty">{move || lang.get().pick("Aucune carte jouée.", "No card played yet.")}</p> }.into_any()
                            } else {
                                view! { <MeleeCards cards=v /> }.into_any()
                            }
                        }}
                        {move || {
                            let d = dishonored.get();
                            (!d.is_empty()).then(|| view! {
                                <ul class="tn-dishonors">{d.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                            })
                        }}
                        {move || {
                            let a = set_aside.get();
                            (!a.is_empty()).then(|| view! {
                                <p class="tn-aside">
                                    {move || lang.get().pick("Cartes mises de côté : ", "Set-aside cards: ")}
                                    <CardRow cards=a />
                                </p>
                            })
                        }}
                    </section>
                    {move || last.get().filter(|_| held.with(Option::is_none)).map(|(who, cards)| view! {
                        <section class="tn-last" aria-label=move || lang.get().pick("Dernière mêlée", "Last melee")>
                            <p>{who}</p>
                            <MeleeCards cards=cards />
                        </section>
                    })}
                    {move || offer.get().map(|(lines, deck)| view! {
                        <section class="tn-offer" aria-label=move || lang.get().pick("Offre de faveurs divines", "Godsend offer")>
                            <h2>{move || lang.get().pick("Offre de faveurs divines", "Godsend offer")}</h2>
                            <ul>{lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                            <p>{move || match lang.get() {
                                crate::ui::Lang::Fr => format!("{deck} faveurs dans la pioche"),
                                crate::ui::Lang::En => format!("{deck} Godsends in the deck"),
                            }}</p>
                        </section>
                    })}
                </div>
                <CardHand<Btn> cards=hand_cards on_pick=on_pick id_prefix=hand_prefix.clone() refocus=s.refocus />
                <RefusalList reasons=reasons />
                <div class="tn-seats">
                    {move || seats.get().into_iter().map(|v| view! { <SeatPanel v=v /> }).collect_view()}
                </div>
            </div>
        }
    };

    view! {
        <div class="cm-session tn-session" on:keydown=escape_closes([log_open])>
            <LogTableBar announcer=c.news game=GameId::Tournoi can_undo=can_undo on_undo=Callback::new(move |()| s.undo()) on_menu=on_menu log_open=log_open log_drawer=log_drawer />
            <LogLayout lines=log_lines id=log_id.clone() open=log_open>
                <p class="cm-banner tn-banner">{move || banner.get()}</p>
                {move || match mode.get() {
                    Screen::Handoff(_) => view! {
                        <Handoff name=handoff_name on_ready=Callback::new(move |()| s.confirm_handoff()) />
                    }
                    .into_any(),
                    Screen::Over => view! {
                        <OverPanel class="cm-over tn-over" title_id="tn-over-title" verdict=verdict on_menu=on_menu>
                            <ScoreSheet rows=sheet />
                        </OverPanel>
                    }
                    .into_any(),
                    Screen::Play => felt().into_any(),
                }}
            </LogLayout>
            {choice_dialog}
            {play_dialog}
        </div>
    }
    .into_any()
}
