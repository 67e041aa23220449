//! Learn to play (issue 29): a game's guided first game at `#/learn/<game>`. The lesson
//! ([`crate::tutorial`]) is played on the game's own table, with a coach panel above it
//! that says one step at a time what to look at and why, lights that place up (style/learn.css
//! by the step's `look`), and waits: for "Next", for the move the step teaches (shown like
//! the hint), or, in a fast-forward, for nothing while it plays the person's moves itself.
//!
//! Another legal move than the lesson's is played, then the coach says why the lesson's
//! was better and offers to take it back (the table is opened again at the position before
//! it) or to play on freely. Nothing of a lesson is saved or counted in the history; a
//! finished lesson is remembered (`table-ronde.learned`) and the lobby marks it.

use super::any_game::AnyRecord;
pub use super::coach::Coaching;
use super::session::{Core, TableView};
use super::table::{Word, word};
use super::{Lang, MenuAction, use_settings};
use crate::core::GameId;
use crate::core::policy::RuleBased;
use crate::core::record::{GameRecord, Level};
use crate::tutorial::{Expect, Lesson, YOU};
use leptos::prelude::*;

/// True when `game` has a guided first game (its descriptor lists its lesson's places).
#[must_use]
pub fn has_lesson(game: GameId) -> bool {
    crate::ui::catalog::about(game).lesson.is_some()
}

/// Storage key of the finished lessons (their games' slugs, space-separated).
pub const KEY_LEARNED: &str = "table-ronde.learned";

/// The games whose lesson was finished on this device.
#[must_use]
pub fn learned() -> Vec<GameId> {
    let text = window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(KEY_LEARNED).ok().flatten())
        .unwrap_or_default();
    parse_learned(&text)
}

/// The games named in a [`KEY_LEARNED`] value (unknown names are left out).
#[must_use]
pub fn parse_learned(text: &str) -> Vec<GameId> {
    text.split_whitespace()
        .filter_map(GameId::from_slug)
        .collect()
}

fn mark_learned(game: GameId) {
    let mut games = learned();
    if games.contains(&game) {
        return;
    }
    games.push(game);
    let text: Vec<&str> = games.iter().map(|g| g.slug()).collect();
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.set_item(KEY_LEARNED, &text.join(" "));
    }
}

/// The page title.
#[must_use]
pub fn title(game: GameId, lang: Lang) -> String {
    let name = crate::ui::catalog::game_title(game, lang);
    match lang {
        Lang::Fr => format!("Apprendre : {name}"),
        Lang::En => format!("Learn to play: {name}"),
    }
}

/// At the person's turn at a coached table, when the step changed ("Next"): a fast-forward
/// plays the person's move at once (the Easy computer's, from the seat's seeded stream, as
/// the table's own fast-forward would), else the step's move is lit up.
fn step_changed<G: RuleBased + super::table::TableGame>(c: Core<G>, coach: Coaching<G>) {
    let g = c.game.get_untracked();
    if coach.skipping(&g) {
        let (seed, ply) = c.record.with_untracked(|r| (r.seed, r.log.len()));
        let mut rng = super::session::bot_rng(&g, seed, ply, YOU);
        if let Some(a) = crate::bot::choose(Level::Easy, &g, YOU, &mut rng) {
            c.person_decides(YOU, a);
        }
    } else {
        c.light_up_lesson();
    }
}

/// The lesson page of `game`, when this bundle holds it and the game has a lesson.
pub(super) fn page(shell: super::shell::Shell, game: GameId, in_progress: Signal<bool>) -> AnyView {
    let on_real = Callback::new(move |rec: AnyRecord| {
        if in_progress.get_untracked() {
            // A game of this kind is being played: the new-game page asks before replacing.
            super::route::navigate(&super::route::Route::NewGame(game));
        } else {
            shell.start_with(rec, None, false);
        }
    });
    let on_menu = Callback::new(move |a: MenuAction| match a {
        MenuAction::Rules => super::route::navigate(&super::route::Route::Rules(game, None)),
        MenuAction::Lobby => super::route::navigate(&super::route::Route::Lobby),
        _ => {}
    });
    let lang = use_settings().lang;
    match super::registry::entry(game).and_then(|e| e.learn(on_real, on_menu)) {
        Some(view) => view,
        None => view! {
            <div class="page narrow message-page">
                <h1>{move || title(game, lang.get())}</h1>
                <p class="message">
                    {move || lang.get().pick("Ce jeu n'a pas encore de partie guidée.", "This game has no guided game yet.")}
                </p>
            </div>
        }
        .into_any(),
    }
}

/// The lesson `lesson` on `table`: the coach panel over the game's table.
pub fn lesson_table<G: RuleBased + super::any_game::ShellGame>(
    lesson: &'static Lesson<G>,
    table: TableView<G>,
    on_real: Callback<AnyRecord>,
    on_menu: Callback<MenuAction>,
) -> AnyView {
    // The table's cards say "Lesson", not "Hint", on the lit-up move.
    provide_context(super::table::words::InLesson);
    let coach = Coaching {
        lesson,
        step: RwSignal::new(0),
        stray: RwSignal::new(None),
        free: RwSignal::new(false),
    };
    // The record as played so far (a take-back opens the table again on a prefix of it).
    let record = StoredValue::new(lesson.record());
    let mount = RwSignal::new(0_u32);
    let core: StoredValue<Option<Core<G>>> = StoredValue::new(None);
    let on_record = Callback::new(move |r: super::session::Reported<G>| {
        record.set_value(r.record);
    });
    let open = move || {
        mount.track();
        let rec = record.get_value();
        let coached: std::sync::Arc<dyn super::session::Coach<G>> = std::sync::Arc::new(coach);
        match Core::open_lesson(rec, on_record, coached, |l| word(l, Word::CannotShow)) {
            Ok(c) => {
                core.set_value(Some(c));
                table(c, on_menu)
            }
            Err(shown) => shown,
        }
    };
    let reopen = move |rec: GameRecord<G>| {
        record.set_value(rec);
        mount.update(|n| *n += 1);
    };
    let take_back = move || {
        if let Some(n) = coach.stray.get_untracked() {
            let mut rec = record.get_value();
            rec.log.truncate(n);
            coach.stray.set(None);
            reopen(rec);
        }
    };
    let restart = move || {
        coach.step.set(0);
        coach.stray.set(None);
        coach.free.set(false);
        reopen(lesson.record());
    };
    let next = move || {
        coach.step.update(|n| *n += 1);
        // The next step may start at the person's turn: a fast-forward or a move to light up.
        // (Not while a computer decides: its answer is on its way, and the turn order moves
        // on from it.)
        if let Some(c) = core.get_value()
            && c.deciding() == Some(YOU)
            && c.game.with_untracked(|g| g.first_actor()) == Some(YOU)
        {
            step_changed(c, coach);
        }
    };
    let real = move || {
        let seed = crate::ui::storage::random_seed();
        let rec = GameRecord::<G>::new(G::Options::default(), lesson.seats.to_vec(), seed);
        on_real.run(AnyRecord::new(rec));
    };
    view! {
        <div class="learn" data-look=move || coach_look(coach)>
            <CoachPanel coach=coach game=G::ID next=next take_back=take_back free=move || coach.free.set(true) restart=restart real=real />
            {open}
        </div>
    }
    .into_any()
}

/// Where a step's `look` is on `game`'s table (its descriptor's lesson places); the coach
/// itself for a place the game does not list.
fn look_selector(game: GameId, look: &str) -> &'static str {
    crate::ui::catalog::about(game)
        .lesson
        .and_then(|places| places.iter().find(|(l, _)| *l == look))
        .map_or(".learn .coach", |(_, sel)| *sel)
}

/// Gives the focus to what the step asks for: the coach's button for it, else the card it
/// lights up (unless it has it already). `late`: asked again after the table may have put the
/// focus back in its hand by itself (a slow machine); then only if the focus is on the page's
/// body or in the hand, never where the person took it.
fn focus_asked(late: bool) {
    let doc = document();
    if late
        && doc.active_element().is_some_and(|a| {
            doc.body()
                .is_none_or(|b| &a != b.as_ref() as &web_sys::Element)
                && a.closest(":is(.hand, [data-hand])")
                    .ok()
                    .flatten()
                    .is_none()
        })
    {
        return;
    }
    let target = doc
        .query_selector(".coach [data-coach-focus]")
        .ok()
        .flatten()
        .or_else(|| doc.query_selector(".learn .advised").ok().flatten());
    if let Some(el) =
        target.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        && doc.active_element().as_ref() != Some(el.as_ref())
    {
        let _ = el.focus();
    }
}

/// Brings the lit-up place into view, below the coach (which stays at the top).
fn show_look(game: GameId, look: &str) {
    let doc = document();
    let Some(el) = doc.query_selector(look_selector(game, look)).ok().flatten() else {
        return;
    };
    let coach_bottom = doc
        .query_selector(".coach")
        .ok()
        .flatten()
        .map_or(0.0, |c| c.get_bounding_client_rect().bottom());
    let view = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let r = el.get_bounding_client_rect();
    // Already in sight below the coach: nothing moves.
    if r.top() >= coach_bottom && r.bottom() <= view {
        return;
    }
    // Its bottom at the screen's bottom (a hand, a trick); one taller than the room left
    // below the coach shows its top instead.
    el.scroll_into_view_with_bool(r.height() > view - coach_bottom);
}

fn coach_look<G: RuleBased>(c: Coaching<G>) -> Option<&'static str> {
    let _ = (c.step.get(), c.stray.get(), c.free.get());
    c.current().map(|s| s.look)
}

/// The coach: the step's words, its rule, and its buttons.
#[component]
fn CoachPanel<G: RuleBased + 'static>(
    coach: Coaching<G>,
    game: GameId,
    next: impl Fn() + Copy + Send + Sync + 'static,
    take_back: impl Fn() + Copy + Send + Sync + 'static,
    free: impl Fn() + Copy + Send + Sync + 'static,
    restart: impl Fn() + Copy + Send + Sync + 'static,
    real: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let lang = use_settings().lang;
    let total = coach.lesson.steps.len();
    let at = move || coach.step.get().min(total.saturating_sub(1));
    let step = move || &coach.lesson.steps[at()];
    let pick = move |w: [&'static str; 2]| lang.get().pick(w[0], w[1]);
    let last = move || coach.step.get() + 1 >= total;
    Effect::new(move |_| {
        if last() {
            mark_learned(game);
        }
    });
    let said = move || {
        if coach.free.get() {
            return pick([
                "Vous jouez librement. Recommencez la leçon quand vous voulez, ou commencez une vraie partie.",
                "You are playing freely. Restart the lesson whenever you like, or start a real game.",
            ])
            .to_string();
        }
        if coach.stray.get().is_some() {
            let why = pick(step().instead);
            let lead = pick([
                "Ce n'est pas le coup de la leçon.",
                "That is not the lesson's move.",
            ]);
            return format!("{lead} {why}");
        }
        pick(step().say).to_string()
    };
    let rule = move || step().rule;
    let rule_href = move || super::route::Route::Rules(game, Some(rule().to_string())).href();
    let is_read = move || matches!(step().expect, Expect::Read) && !last();
    let on_path = move || !coach.free.get() && coach.stray.get().is_none();
    let count = move || {
        let n = at() + 1;
        match lang.get() {
            Lang::Fr => format!("Étape {n} sur {total}"),
            Lang::En => format!("Step {n} of {total}"),
        }
    };
    // Focus goes to what the step asks for: its button, or the card it lights up. Asked
    // twice: the table may still be moving the focus within its hand (a played card's
    // button goes, `keep_in_hand`) when the step changes.
    Effect::new(move |_| {
        let _ = (coach.step.get(), coach.stray.get(), coach.free.get());
        let look = coach.current().map(|s| s.look);
        if let Some(look) = look {
            set_timeout(
                move || show_look(game, look),
                std::time::Duration::from_millis(60),
            );
        }
        for ms in [60, 400] {
            set_timeout(|| focus_asked(false), std::time::Duration::from_millis(ms));
        }
        for ms in [1000, 2000] {
            set_timeout(|| focus_asked(true), std::time::Duration::from_millis(ms));
        }
    });
    view! {
        <section class="coach" aria-labelledby="coach-title">
            <h1 id="coach-title" class="coach__title">
                {move || title(game, lang.get())}
                <span class="coach__count">{count}</span>
            </h1>
            <p class="coach__say" aria-live="polite">{said}</p>
            <p class="coach__rule">
                <a class="rule-link" href=rule_href>{rule}</a>
            </p>
            <div class="coach__actions">
                <Show when=move || on_path() && is_read()>
                    <button type="button" class="btn btn-primary" data-coach-focus="" on:click=move |_| next()>
                        {move || lang.get().pick("Suivant", "Next")}
                    </button>
                </Show>
                <Show when=move || coach.stray.get().is_some()>
                    <button type="button" class="btn btn-primary" data-coach-focus="" on:click=move |_| take_back()>
                        {move || lang.get().pick("Reprendre le coup", "Take it back")}
                    </button>
                    <button type="button" class="btn" on:click=move |_| free()>
                        {move || lang.get().pick("Jouer librement", "Play on freely")}
                    </button>
                </Show>
                <Show when=move || last() || coach.free.get()>
                    <button type="button" class="btn btn-primary" data-coach-focus=move || (last() && on_path()).then_some("") on:click=move |_| real()>
                        {move || lang.get().pick("Jouer une vraie partie", "Play a real game")}
                    </button>
                    <button type="button" class="btn" on:click=move |_| restart()>
                        {move || lang.get().pick("Recommencer la leçon", "Restart the lesson")}
                    </button>
                </Show>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learned_games_are_read_from_their_slugs() {
        assert_eq!(
            parse_learned("roi camelot"),
            vec![GameId::Roi, GameId::Camelot]
        );
        assert_eq!(parse_learned(" chess  roi "), vec![GameId::Roi]);
        assert!(parse_learned("").is_empty());
    }

    /// Every place a lesson's step names is one its game's descriptor lists, so the coach
    /// can find it and light it up.
    #[test]
    fn every_lessons_look_is_a_place_of_its_table() {
        use crate::tutorial::*;
        let looks: Vec<(GameId, &str)> = (roi::LESSON.steps.iter().map(|s| (GameId::Roi, s.look)))
            .chain(
                tafelrunde::LESSON
                    .steps
                    .iter()
                    .map(|s| (GameId::Tafelrunde, s.look)),
            )
            .chain(
                camelot::LESSON
                    .steps
                    .iter()
                    .map(|s| (GameId::Camelot, s.look)),
            )
            .chain(
                tournoi::LESSON
                    .steps
                    .iter()
                    .map(|s| (GameId::Tournoi, s.look)),
            )
            .chain(
                chevaliers::LESSON
                    .steps
                    .iter()
                    .map(|s| (GameId::Chevaliers, s.look)),
            )
            .collect();
        assert!(looks.len() > 50, "{}", looks.len());
        for (game, look) in looks {
            assert_ne!(
                look_selector(game, look),
                ".learn .coach",
                "{game:?} {look}"
            );
        }
        assert_eq!(look_selector(GameId::Roi, "nowhere"), ".learn .coach");
        assert!(GameId::ALL.into_iter().all(has_lesson));
    }
}
