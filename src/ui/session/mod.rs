//! Building blocks shared by the components that own a game session: the handles every
//! session holds ([`Core`]: record, position, who sits where, timer, live region, thinking),
//! the bot's seeded randomness, one cancellable timer, the polite live region
//! and small formatters. What a table reads of its session is [`Core`]'s memos in `views`;
//! the words and formatters the tables share are in `words`.

mod views;
mod words;

pub use words::{fmt_points, fmt_total, thinking, turn, unique_prefix};

use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::link::LinkWriter;
use crate::core::record::{GameRecord, SeatKind};
use crate::core::rng::GameRng;
use crate::core::seats::Seat;
use crate::ui::computers::handle::Thinking;
use crate::ui::table::{TableGame, Word, cannot_show, word};
use crate::ui::text::seat_name;
use crate::ui::{Lang, Settings, use_settings};
// The timer and the live region live in `table::announce`; the tables name them from here.
use crate::ui::sound::{self, Cue};
pub use crate::ui::table::announce::{Announcer, LiveRegion, Timer};
use futures_channel::oneshot;
use leptos::prelude::*;
use std::sync::Arc;

/// One action played: the positions before and after it, and the engine's events.
pub type Step<G> = (G, G, Vec<Seen<EventOf<G>>>);

/// A game's event type.
pub type EventOf<G> = <G as Game>::Event;

/// True when `seat` is the only human at the table, so texts say "you" rather than a name.
#[must_use]
pub fn is_sole_human(seats: &[SeatKind], seat: Seat) -> bool {
    seats.get(seat.index()).is_some_and(|k| k.is_human())
        && seats.iter().filter(|k| k.is_human()).count() == 1
}

/// Human seats in seat order.
#[must_use]
pub fn human_seats(seats: &[SeatKind]) -> Vec<Seat> {
    seats
        .iter()
        .enumerate()
        .filter(|(_, k)| k.is_human())
        .map(|(i, _)| Seat(i as u8))
        .collect()
}

/// The bot's random stream for `seat`'s decision after `ply` actions: a pure function of
/// the deal seed, the log length and (in a window that asks several seats) the seat, so
/// replaying a record replays the computers' choices ([`crate::bot::seat_decision_rng`]).
#[must_use]
pub fn bot_rng<G: crate::core::Game>(game: &G, seed: u64, ply: usize, seat: Seat) -> GameRng {
    crate::bot::seat_decision_rng(game, seed, ply, seat)
}

/// A computer decision as the index of the chosen action among `legal_actions(seat)`: the
/// page's fallback when the worker cannot answer, drawing from the same seeded stream as the
/// worker ([`crate::bot::worker`]), so both choose the same.
#[must_use]
pub fn choose_index<G: crate::bot::RuleBased>(
    level: crate::core::record::Level,
    game: &G,
    seat: crate::core::seats::Seat,
    seed: u64,
    ply: usize,
) -> Option<usize> {
    let a = crate::bot::choose(level, game, seat, &mut bot_rng(game, seed, ply, seat))?;
    game.legal_actions(seat).iter().position(|x| *x == a)
}

/// What fills a table's centre.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    /// The game, from the observation of the seat on screen.
    Play,
    /// Pass-and-play: every hand hidden until this seat's player takes the device.
    Handoff(Seat),
    /// The end panel.
    Over,
}

/// What a session is for (issue 41: one value, not optional fields checked here and there).
/// The table renders the same in every mode; the mode says who decides and what is kept.
pub enum Mode<G: Game> {
    /// A game played at this screen: one person (or none) and computers.
    Play,
    /// Several people share this screen: the hand-over screen hides each one's hand until
    /// its player takes the device ([`Core::handoff`]).
    PassAndPlay,
    /// One step of a finished game in the replay viewer ([`Core::open_replay`]): nobody
    /// decides, nothing is saved.
    Replay(Replaying<G>),
    /// A lesson's table: the coach walks the person through a fixed deal; nothing is saved
    /// or counted in the history.
    Lesson(Arc<dyn Coach<G>>),
}

/// A lesson's coach as a table sees it (the lesson itself lives above the tables and hands
/// its coach to the session in [`Mode::Lesson`]).
pub trait Coach<G: Game>: Send + Sync {
    /// A fast-forward is running: the computers move at once and nothing is read out.
    fn fast(&self) -> bool;
    /// At the person's turn in `g`: true when the coach plays that turn itself (a
    /// fast-forward, with the Easy computer's choice for the person's seat).
    fn plays(&self, g: &G) -> bool;
    /// The move the step waits for in `g`, lit up as the hint lights one up.
    fn expected(&self, g: &G) -> Option<G::Action>;
    /// The expected move is lit up on the table: the coach brings the focus to it.
    fn lit_up(&self);
    /// After the person's `action` from `before`, at log length `ply`.
    fn after_move(&self, before: &G, action: &G::Action, ply: usize);
}

/// The handles every game session holds, whatever the game: the record and the position,
/// who sits where and who is in front of the screen, the one timer, the live region, the
/// thinking and the shell's callback. All handles, so it is `Copy` and timers can carry it.
pub struct Core<G: TableGame> {
    /// The record being played.
    pub record: RwSignal<GameRecord<G>>,
    /// The current position.
    pub game: RwSignal<G>,
    /// Human or computer, by seat.
    pub seats: StoredValue<Vec<SeatKind>>,
    /// The seat whose observation is on screen.
    pub viewer: RwSignal<Seat>,
    /// Pass-and-play: waiting for this seat's player to take the device.
    pub handoff: RwSignal<Option<Seat>>,
    /// The one pending timeout (a computer's move, a pause).
    pub timer: Timer,
    /// The polite live region's lines.
    pub news: Announcer,
    /// Log length at which "your turn" was last announced.
    pub turn_said: StoredValue<Option<usize>>,
    /// The request in the worker (a computer's search or the hint), the "thinking" mark and
    /// the hint.
    pub think: Thinking<G>,
    /// Language and pace.
    pub settings: Settings,
    /// Called with the record after every decision (and undo): the shell saves it.
    pub on_record: Callback<Reported<G>>,
    /// The person's decision being waited for: its seat and where it goes
    /// ([`crate::ui::turns::Decider::Person`]).
    pub person: StoredValue<Option<(Seat, oneshot::Sender<G::Action>)>>,
    /// The number of the decision being waited for (each turn asks anew; an answer to an
    /// older one is dropped).
    pub turn: StoredValue<u64>,
    /// The record's share link, written move by move as the record grows ([`Core::push`])
    /// and cut by an undo ([`Core::rewind`]), so that a save replays nothing. `None` in the
    /// replay viewer (nothing is saved), or after a move it could not write (then the next
    /// report writes it again from the record).
    pub link: StoredValue<Option<LinkWriter>>,
    /// What the session is for.
    pub mode: StoredValue<Mode<G>>,
}

/// The record a session hands the shell after a decision, with what the session knows of
/// it so that the shell replays nothing: its share link (kept move by move, [`Core::link`])
/// and the position it reaches (the lobby's resume line, the duplicate result).
#[derive(Clone, Debug)]
pub struct Reported<G: Game> {
    /// The record.
    pub record: GameRecord<G>,
    /// Its share-link text; `None` only when it cannot be written (a record that does not
    /// replay, which a session never holds).
    pub link: Option<String>,
    /// The position the record reaches.
    pub position: G,
}

/// What a table calls after every decision: the shell takes the whole [`Reported`]; a
/// caller that only wants the record (the wasm tests that count moves) gives a callback of
/// [`GameRecord`], which the session calls with the record alone.
pub struct OnRecord<G: TableGame>(pub Callback<Reported<G>>);

impl<G: TableGame> Clone for OnRecord<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for OnRecord<G> {}

impl<G: TableGame> From<Callback<Reported<G>>> for OnRecord<G> {
    fn from(f: Callback<Reported<G>>) -> Self {
        OnRecord(f)
    }
}

impl<G: TableGame> From<Callback<GameRecord<G>>> for OnRecord<G> {
    fn from(f: Callback<GameRecord<G>>) -> Self {
        OnRecord(Callback::new(move |r: Reported<G>| f.run(r.record)))
    }
}

/// One step of a game in the replay viewer: the move that leads to it, applied by the
/// table when it opens ([`TableSession::begin`]) so that the table shows and says it as it
/// would in play, and what the table said.
pub struct Replaying<G: Game> {
    /// The move of this step (none at the deal).
    pub step: Option<(Seat, G::Action)>,
    /// The mover's legal actions before the move, each in the words of the table's hint
    /// (`Difficile jouerait le 7♥`), in `legal_actions` order.
    pub choices: Vec<String>,
    /// What the table announced for the move (as the seat on screen may see it).
    pub said: Vec<String>,
}

impl<G: TableGame> Clone for Core<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Core<G> {}

impl<G: TableGame> Core<G> {
    /// Opens the session of `record`, cut to the longest prefix of its log that applies (a
    /// damaged save keeps every valid move). In front of the screen: the only human; with
    /// several, the next human to decide, behind the hand-over screen; with none, seat 0
    /// watching. Leaving the table (or a new game) withdraws the request in the worker; a
    /// table with searching computers wakes the worker up at once.
    ///
    /// # Errors
    /// A record that cannot be set up (options, seats): the message to show instead, `what`
    /// (in the current language) followed by the error.
    pub fn open(
        record: GameRecord<G>,
        on_record: Callback<Reported<G>>,
        what: fn(Lang) -> &'static str,
    ) -> Result<Self, AnyView> {
        let settings = use_settings();
        // One walk writes the link and reaches the position; only a damaged record (rare)
        // walks again, once to find its valid prefix and once to write that.
        let opened = match LinkWriter::of(&record) {
            Ok((link, game)) => Ok((record, game, Some(link))),
            Err(_) => record.into_valid_prefix().map(|(record, game)| {
                let link = LinkWriter::of(&record).ok().map(|(w, _)| w);
                (record, game, link)
            }),
        };
        match opened {
            Ok((record, game, link)) => {
                let c = Self::new(record, game, settings, on_record, None);
                c.link.set_value(link);
                Ok(c)
            }
            Err(e) => Err(cannot_show(settings.lang, what, e)),
        }
    }

    /// A read-only session for the replay viewer: `record` is the game before `step`, shown
    /// from `seat`'s observation; the table applies `step` when it opens. No computer moves,
    /// no hint, no hand-over screen, no save, no history entry.
    ///
    /// # Errors
    /// As [`Core::open`], and a record whose log does not replay whole.
    pub fn open_replay(
        record: GameRecord<G>,
        seat: Seat,
        step: Option<(Seat, G::Action)>,
        what: fn(Lang) -> &'static str,
    ) -> Result<Self, AnyView> {
        let settings = use_settings();
        let game = record
            .replay()
            .map_err(|e| cannot_show(settings.lang, what, e.to_string()))?;
        let replay = Replaying {
            step,
            choices: Vec::new(),
            said: Vec::new(),
        };
        let c = Self::new(record, game, settings, Callback::new(|_| {}), Some(replay));
        c.viewer.set(seat);
        Ok(c)
    }

    /// Opens `record` as a lesson's table, coached by `coach` ([`Core::open`] otherwise).
    ///
    /// # Errors
    /// As [`Core::open`].
    pub fn open_lesson(
        record: GameRecord<G>,
        on_record: Callback<Reported<G>>,
        coach: Arc<dyn Coach<G>>,
        what: fn(Lang) -> &'static str,
    ) -> Result<Self, AnyView> {
        let c = Self::open(record, on_record, what)?;
        c.mode.set_value(Mode::Lesson(coach));
        Ok(c)
    }

    /// The lesson's coach, at a lesson's table.
    #[must_use]
    pub fn coach(self) -> Option<Arc<dyn Coach<G>>> {
        self.mode.with_value(|m| match m {
            Mode::Lesson(c) => Some(Arc::clone(c)),
            _ => None,
        })
    }

    /// True at a lesson's table.
    #[must_use]
    pub fn in_lesson(self) -> bool {
        self.mode.with_value(|m| matches!(m, Mode::Lesson(_)))
    }

    /// A lesson's fast-forward is running: nobody waits.
    #[must_use]
    pub fn fast_forward(self) -> bool {
        self.coach().is_some_and(|c| c.fast())
    }

    /// The computers' pace in milliseconds: the setting's, none in a fast-forward.
    #[must_use]
    pub fn pace_ms(self) -> u32 {
        if self.fast_forward() {
            0
        } else {
            self.settings.pace.get_untracked().delay_ms()
        }
    }

    /// True for the replay viewer's read-only session.
    #[must_use]
    pub fn read_only(self) -> bool {
        self.mode.try_with_value(|m| matches!(m, Mode::Replay(_))) == Some(true)
    }

    /// The person in `seat` decided `action`: it goes to the decision waited for, if that
    /// is `seat`'s (false otherwise: nothing waits for it).
    pub fn person_decides(self, seat: Seat, action: G::Action) -> bool {
        let waiting = self
            .person
            .try_update_value(|p| p.take_if(|(s, _)| *s == seat))
            .flatten();
        waiting.is_some_and(|(_, tx)| tx.send(action).is_ok())
    }

    /// Starts waiting for the person in `seat`: the decision, when it comes (`None` when the
    /// wait is replaced or the table closes).
    pub fn person_wait(self, seat: Seat) -> oneshot::Receiver<G::Action> {
        let (tx, rx) = oneshot::channel();
        self.person.set_value(Some((seat, tx)));
        rx
    }

    /// A new decision is asked: earlier ones are out of date. Its number.
    pub fn next_turn(self) -> u64 {
        self.person.set_value(None);
        self.turn.update_value(|t| *t += 1);
        self.turn.get_value()
    }

    /// True while decision `turn` is the one asked.
    #[must_use]
    pub fn is_turn(self, turn: u64) -> bool {
        self.turn.try_get_value() == Some(turn)
    }

    /// At the person's turn at a lesson's table: the move the step teaches is lit up, as the
    /// hint lights one up, and the coach brings the focus to it.
    pub fn light_up_lesson(self) {
        let Some(coach) = self.coach() else {
            return;
        };
        if let Some(a) = self.game.with_untracked(|g| coach.expected(g)) {
            let ply = self.record.with_untracked(|r| r.log.len());
            self.think
                .advice
                .set(crate::ui::computers::Advice::Shown(ply, a));
            coach.lit_up();
        }
    }

    /// The link choice of every move and the share link of the position as it is now, for
    /// the worker: from the link kept move by move (nothing is played again), or (should it
    /// be out of step) written again from the record, once.
    #[must_use]
    pub fn link_position(self) -> Option<(Vec<u32>, String)> {
        let ply = self.record.with_untracked(|r| r.log.len());
        let kept = self.link.with_value(|w| {
            w.as_ref()
                .filter(|w| w.moves() == ply)
                .and_then(|w| Some((w.choice_indices(0..ply)?, w.text())))
        });
        kept.or_else(|| {
            let rec = self.record.get_untracked();
            let (w, _) = LinkWriter::of(&rec).ok()?;
            let out = (w.choice_indices(0..ply)?, w.text());
            self.link.set_value(Some(w));
            Some(out)
        })
    }

    fn new(
        record: GameRecord<G>,
        game: G,
        settings: Settings,
        on_record: Callback<Reported<G>>,
        replay: Option<Replaying<G>>,
    ) -> Self {
        let read_only = replay.is_some();
        let seats = record.seats.clone();
        let humans = human_seats(&seats);
        let mode = match replay {
            Some(r) => Mode::Replay(r),
            None if humans.len() >= 2 => Mode::PassAndPlay,
            None => Mode::Play,
        };
        let viewer = match humans.as_slice() {
            [] => Seat(0),
            [one] => *one,
            _ => game
                .first_actor()
                .and_then(|t| {
                    t.clockwise_from(seats.len())
                        .find(|s| seats[s.index()].is_human())
                })
                .unwrap_or(humans[0]),
        };
        let searching = !read_only && seats.iter().any(crate::ui::computers::handle::searches);
        let players = seats.len();
        let core = Self {
            handoff: RwSignal::new(
                (!read_only && humans.len() >= 2 && !game.is_over()).then_some(viewer),
            ),
            record: RwSignal::new(record),
            game: RwSignal::new(game),
            seats: StoredValue::new(seats),
            viewer: RwSignal::new(viewer),
            timer: Timer::new(),
            news: Announcer::new(),
            turn_said: StoredValue::new(None),
            think: Thinking::new(),
            settings,
            on_record,
            person: StoredValue::new(None),
            turn: StoredValue::new(0),
            link: StoredValue::new(None),
            mode: StoredValue::new(mode),
        };
        on_cleanup(move || core.think.drop_request());
        if searching {
            crate::ui::computers::worker::warm_up(G::ID, players);
        }
        core
    }

    /// Human or computer.
    #[must_use]
    pub fn kind(self, seat: Seat) -> SeatKind {
        self.seats
            .with_value(|s| s.get(seat.index()).copied())
            .unwrap_or(SeatKind::Human)
    }

    /// Every seat's name in `lang`.
    #[must_use]
    pub fn names(self, lang: Lang) -> Vec<String> {
        self.seats
            .with_value(|k| Seat::all(k.len()).map(|s| seat_name(lang, k, s)).collect())
    }

    /// A seat's name in the current language, and whether it is the only human ("you").
    #[must_use]
    pub fn name(self, seat: Seat) -> (String, bool) {
        let lang = self.settings.lang.get_untracked();
        self.seats
            .with_value(|s| (seat_name(lang, s, seat), is_sole_human(s, seat)))
    }

    /// The only human, named "you" in texts.
    #[must_use]
    pub fn you(self) -> Option<Seat> {
        self.seats.with_value(|k| {
            let h = human_seats(k);
            (h.len() == 1).then(|| h[0])
        })
    }

    /// How many humans share the screen.
    #[must_use]
    pub fn humans(self) -> usize {
        self.seats.with_value(|k| human_seats(k).len())
    }

    /// The decision falls to the human in `seat`: with several humans, another one than the
    /// player on screen gets the hand-over screen (true: it now waits); otherwise the screen
    /// turns to that seat.
    pub fn hand_to(self, seat: Seat) -> bool {
        if self.read_only() {
            // Nobody decides in a replay: play waits.
            return true;
        }
        if seat != self.viewer.get_untracked() {
            if self.humans() >= 2 {
                self.handoff.set(Some(seat));
                return true;
            }
            self.viewer.set(seat);
        }
        false
    }

    /// The next player confirmed the hand-over screen: the screen turns to them. False when
    /// no hand-over was waiting.
    pub fn take_device(self) -> bool {
        let Some(s) = self.handoff.get_untracked() else {
            return false;
        };
        self.viewer.set(s);
        self.handoff.set(None);
        true
    }

    /// Before play moves on: cancels the pending timeout, and says whether the hand-over
    /// screen waits (then nothing moves until the next player takes the device).
    pub fn stop_for_handoff(self) -> bool {
        self.timer.clear();
        self.read_only() || self.handoff.get_untracked().is_some()
    }

    /// True the first time it is asked in a position: "your turn" is said once.
    pub fn turn_unsaid(self) -> bool {
        if self.read_only() {
            return false;
        }
        let n = self.record.with_untracked(|r| r.log.len());
        if self.turn_said.get_value() == Some(n) {
            return false;
        }
        self.turn_said.set_value(Some(n));
        // "Your turn" sounds once, when a computer's move handed the turn over.
        let last = self
            .record
            .with_untracked(|r| r.log.last().map(|(s, _)| *s));
        if sound::turn_sounds(last.map(|s| !self.kind(s).is_human())) {
            self.cue(Cue::Turn);
        }
        true
    }

    /// A trick or contest went to `winner`: the "won" sound if that is the person on screen.
    pub fn won_by(self, winner: Seat) {
        if winner == self.viewer.get_untracked() && self.kind(winner).is_human() {
            self.cue(Cue::Won);
        }
    }

    /// Plays `cue` if the sounds are on; never in the replay viewer.
    pub fn cue(self, cue: Cue) {
        if !self.read_only() {
            sound::play(self.settings, cue);
        }
    }

    /// Plays `seat`'s `action` on a copy of the position: on success, the hint and the
    /// request in the worker are for a position that is gone, and the positions before and
    /// after are returned (for the log and the announcements); nothing changes otherwise.
    ///
    /// # Errors
    /// The rule the action breaks.
    pub fn try_step(self, seat: Seat, action: &G::Action) -> Result<(G, G), G::Error> {
        let before = self.game.get_untracked();
        let mut after = before.clone();
        after.play(seat, action)?;
        self.think.drop_request();
        self.think.clear_advice();
        Ok((before, after))
    }

    /// [`Core::try_step`], with what happened: the engine's events, each with who may see it
    /// (for the log and the announcements).
    ///
    /// # Errors
    /// The rule the action breaks.
    pub fn try_step_events(self, seat: Seat, action: &G::Action) -> Result<Step<G>, G::Error> {
        let before = self.game.get_untracked();
        let mut after = before.clone();
        let mut events = Vec::new();
        after.play_events(seat, action, &mut events)?;
        self.think.drop_request();
        self.think.clear_advice();
        Ok((before, after, events))
    }

    /// Reads out, in the polite live region, the events of `seen` the person on screen may
    /// see and `is_news` keeps, in `describe`'s words.
    pub fn say_news(
        self,
        seen: &[Seen<G::Event>],
        is_news: impl Fn(&G::Event) -> bool,
        describe: impl Fn(&G::Event) -> String,
    ) {
        // A lesson's fast-forward plays many moves at once: the coach's words say what
        // comes next, and the table shows where play stands (issue 29).
        if self.fast_forward() {
            return;
        }
        let viewer = self.viewer.get_untracked();
        for e in crate::core::events::events_for(seen, Some(viewer)) {
            if is_news(&e) {
                self.news.say(describe(&e));
            }
        }
    }

    /// A person sits in front of the screen, not behind the hand-over screen (reactive).
    #[must_use]
    pub fn human_on_screen(self) -> bool {
        !self.read_only() && self.handoff.get().is_none() && self.kind(self.viewer.get()).is_human()
    }

    /// The seat on screen, when a decision of the page is its decision: a person, not
    /// behind the hand-over screen.
    #[must_use]
    pub fn deciding(self) -> Option<Seat> {
        let seat = self.viewer.get_untracked();
        (!self.read_only() && self.handoff.get_untracked().is_none() && self.kind(seat).is_human())
            .then_some(seat)
    }

    /// Adds `seat`'s `action` to the record, with the position it led to; the link gets
    /// the move too, written from the position before it (still [`Core::game`] here).
    pub fn push(self, seat: Seat, action: G::Action, after: G) {
        let ply = self.record.with_untracked(|r| r.log.len());
        self.link.update_value(|w| {
            let written = w.as_mut().is_some_and(|w| {
                w.moves() == ply
                    && self
                        .game
                        .with_untracked(|before| w.push(before, seat, &action))
                        .is_ok()
            });
            if !written {
                // Out of step: the next report writes it again from the record.
                *w = None;
            }
        });
        self.record.update(|r| r.log.push((seat, action)));
        self.game.set(after);
    }

    /// The share-link text of the record as it is now: the link kept move by move, or
    /// (should it be out of step) written again from the record, once.
    fn link_text(self, rec: &GameRecord<G>) -> Option<String> {
        let kept = self.link.with_value(|w| {
            w.as_ref()
                .filter(|w| w.moves() == rec.log.len())
                .map(LinkWriter::text)
        });
        kept.or_else(|| {
            let (w, _) = LinkWriter::of(rec).ok()?;
            let text = w.text();
            self.link.set_value(Some(w));
            Some(text)
        })
    }

    /// Gives the shell the record as it is now, with its link and position; a game that has
    /// just finished goes into the history (once: the history knows it by its link, so a
    /// game resumed or reported again is not counted twice).
    pub fn report(self) {
        if self.read_only() {
            // A replay saves nothing and counts no game.
            return;
        }
        let record = self.record.get_untracked();
        let position = self.game.get_untracked();
        let link = self.link_text(&record);
        // A finished game goes into the history on the shell's side (its `on_record`); a
        // lesson's table reports to its own page, which keeps nothing.
        self.on_record.run(Reported {
            record,
            link,
            position,
        });
    }

    /// Undo: back to log length `n`, cancelling whatever was pending; says so and reports
    /// the record. False (nothing said) when the shortened record does not replay.
    pub fn rewind(self, n: usize) -> bool {
        if self.read_only() {
            return false;
        }
        self.timer.clear();
        self.think.drop_request();
        self.think.clear_advice();
        self.record.update(|r| r.log.truncate(n));
        self.link.update_value(|w| {
            if let Some(w) = w {
                w.truncate(n);
            }
        });
        let Ok(g) = self.record.with_untracked(GameRecord::replay) else {
            return false;
        };
        self.game.set(g);
        self.turn_said.set_value(None);
        let lang = self.settings.lang.get_untracked();
        self.news.say(word(lang, Word::Undone));
        self.report();
        true
    }
}

/// A table's view on an open session: the game's own board, hand and panels.
pub type TableView<G> = fn(Core<G>, Callback<crate::ui::MenuAction>) -> AnyView;

/// A game at the table, whichever game: opens the session of `record` (its valid prefix)
/// and shows the game's `table` on it, or why the record cannot be shown.
#[component]
pub fn GameTable<G: TableGame>(
    /// The game to show; the session owns it from then on.
    record: GameRecord<G>,
    /// Called after every decision (and undo) with the new record: the shell saves it and
    /// builds share links from it. A callback of [`Reported`] (the record with its link and
    /// position) or of [`GameRecord`].
    #[prop(into)]
    on_record: OnRecord<G>,
    /// Menu intents (share, rules, lobby, new game, same deal) handled by the shell.
    on_menu: Callback<crate::ui::MenuAction>,
    /// The game's table.
    table: TableView<G>,
) -> impl IntoView {
    match Core::open(record, on_record.0, |l| word(l, Word::CannotShow)) {
        Ok(c) => table(c, on_menu),
        Err(shown) => shown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::Level;

    #[test]
    fn names_for_one_or_several_humans() {
        let c = SeatKind::Computer(Level::Easy);
        let one = [SeatKind::Human, c, c, c];
        assert_eq!(seat_name(Lang::Fr, &one, Seat(0)), "Vous");
        assert_eq!(seat_name(Lang::Fr, &one, Seat(1)), "Perceval");
        assert_eq!(seat_name(Lang::En, &one, Seat(3)), "Galahad");
        let two = [SeatKind::Human, c, SeatKind::Human, c];
        assert_eq!(seat_name(Lang::Fr, &two, Seat(2)), "Joueur 2");
        assert_eq!(seat_name(Lang::En, &two, Seat(0)), "Player 1");
        assert!(is_sole_human(&one, Seat(0)));
        assert!(!is_sole_human(&two, Seat(0)));
    }

    #[test]
    fn bot_stream_depends_on_seed_and_ply() {
        let g = crate::games::roi::Roi::new(&Default::default(), 4, 7).expect("deal");
        let s = g.actors()[0];
        let a = bot_rng(&g, 7, 3, s).next_u32();
        assert_eq!(a, bot_rng(&g, 7, 3, s).next_u32());
        assert_ne!(a, bot_rng(&g, 7, 4, s).next_u32());
        assert_ne!(a, bot_rng(&g, 8, 3, s).next_u32());
        // One seat asked: the record's stream.
        assert_eq!(a, crate::bot::decision_rng(7, 3).next_u32());
    }
}
