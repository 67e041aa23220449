//! The lobby: the five games as cards (title in both languages, player counts, one line), a
//! start link for the playable ones, and a "resume" card for each game in progress (a save
//! per game, issue 28), read from the saves' summaries: the lobby replays no game.

pub use super::any_game::{ResumeInfo, is_playable};
use super::catalog::{about, game_blurb, game_title};
use super::offline::{badge, offline_status};
use super::route::Route;
use super::storage::SavedGame;
use super::text::{T, players_text, t};
use super::{Lang, use_settings};
use crate::core::GameId;
use leptos::prelude::*;

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::Fr => Lang::En,
        Lang::En => Lang::Fr,
    }
}

/// A small heraldic shield with the game's initial, coloured per game (inline, no image).
#[component]
pub fn Crest(
    /// The game.
    game: GameId,
) -> impl IntoView {
    let crate::ui::about::Crest { field, letter } = about(game).crest;
    view! {
        <svg class="crest" viewBox="0 0 40 46" aria-hidden="true" focusable="false">
            <path
                d="M3 3h34v17c0 12-8 19-17 23C11 39 3 32 3 20z"
                fill=field
                stroke="#c9a227"
                stroke-width="2.5"
            />
            <path d="M8 8h24v12c0 8-5 13-12 16C13 33 8 28 8 20z" fill="none" stroke="#e8d48a" stroke-opacity="0.45" />
            <text x="20" y="27" text-anchor="middle" font-size="17" font-family="Georgia, serif" fill="#f4e6b8">
                {letter}
            </text>
        </svg>
    }
}

/// One game card.
#[component]
fn GameCard(
    /// The game shown.
    game: GameId,
) -> impl IntoView {
    let lang = use_settings().lang;
    let offline = offline_status();
    let title_id = format!("game-{}-title", game.slug());
    let title = move || game_title(game, lang.get());
    let start = if is_playable(game) {
        view! {
            <a class="game-card__start" href=Route::NewGame(game).href()>
                {title}
            </a>
        }
        .into_any()
    } else {
        view! {
            <button type="button" class="game-card__start" disabled>
                {title}
            </button>
        }
        .into_any()
    };
    let footer = if is_playable(game) {
        view! {
            <div class="game-card__foot">
                <span class="btn btn-primary btn-sm game-card__play" aria-hidden="true">
                    {move || t(lang.get(), T::Play)}
                </span>
                <a class="game-card__rules" href=Route::Rules(game, None).href()>
                    {move || t(lang.get(), T::Rules)}
                </a>
                {crate::ui::learn::has_lesson(game)
                    .then(|| view! { <LearnLink game=game /> })}
            </div>
        }
        .into_any()
    } else {
        view! {
            <div class="game-card__foot">
                <span class="badge badge-muted">{move || t(lang.get(), T::InPreparation)}</span>
            </div>
        }
        .into_any()
    };
    view! {
        <li
            class="game-card"
            class:game-card--ready=is_playable(game)
            data-game=game.slug()
            aria-labelledby=title_id.clone()
        >
            <Crest game=game />
            <div class="game-card__body">
                <h2 class="game-card__title" id=title_id.clone()>
                    {start}
                </h2>
                <p class="game-card__alt" lang=move || other(lang.get()).tag()>
                    {move || game_title(game, other(lang.get()))}
                </p>
                <p class="game-card__players">{move || players_text(game, lang.get())}</p>
                <p class="game-card__blurb">{move || game_blurb(game, lang.get())}</p>
                {move || {
                    offline
                        .with(|o| badge(o, game, lang.get()))
                        .map(|text| {
                            view! {
                                <p
                                    class="game-card__offline"
                                    class:game-card__offline--ready=move || offline.with(|o| o.is_ready(game))
                                >
                                    {text}
                                </p>
                            }
                        })
                }}
                {footer}
            </div>
        </li>
    }
}

/// One game in progress: its crest, title, where it stands, and Resume.
#[component]
fn ResumeCard(
    /// The save's summary.
    save: SavedGame,
) -> impl IntoView {
    let lang = use_settings().lang;
    let game = save.game;
    let title_id = format!("resume-{}-title", game.slug());
    let detail = move || {
        save.detail(lang.get())
            .map_or_else(|| t(lang.get(), T::InProgress).to_string(), str::to_string)
    };
    view! {
        <li class="resume" aria-labelledby=title_id.clone() data-game=game.slug()>
            <Crest game=game />
            <div class="resume__text">
                <p class="eyebrow">{move || t(lang.get(), T::ResumeHint)}</p>
                <h2 id=title_id.clone()>{move || game_title(game, lang.get())}</h2>
                <p class="resume__detail">{detail}</p>
            </div>
            <a class="btn btn-primary btn-lg" href=Route::Play(Some(game)).href()>
                {move || t(lang.get(), T::ResumeGame)}
                <span class="visually-hidden">{move || format!(" — {}", game_title(game, lang.get()))}</span>
            </a>
        </li>
    }
}

/// The lobby page.
#[component]
pub fn Lobby(
    /// The games in progress (each game's own save), the most recent first.
    saves: Signal<Vec<SavedGame>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let offline = offline_status();
    let resume_view = move || {
        let saves = saves.get();
        (!saves.is_empty()).then(|| {
            view! {
                <ul class="resume-list" role="list" aria-label=move || t(lang.get(), T::InProgressList)>
                    {saves.into_iter().map(|save| view! { <ResumeCard save=save /> }).collect_view()}
                </ul>
            }
        })
    };
    view! {
        <div class="page lobby">
            <header class="hero">
                <h1>{move || t(lang.get(), T::Tagline)}</h1>
                <p class="lead">{move || t(lang.get(), T::LobbyIntro)}</p>
            </header>
            {resume_view}
            <p class="lobby-offline" role="status">
                {move || offline.with(|o| o.line(lang.get()))}
            </p>
            <ul class="game-grid" role="list">
                {GameId::ALL.into_iter().map(|g| view! { <GameCard game=g /> }).collect_view()}
            </ul>
            <p class="lobby-history">
                <a href=Route::History.href()>{move || super::history::text::h(lang.get(), super::history::text::H::Link)}</a>
            </p>
        </div>
    }
}

/// A game card's "Learn to play" link (issue 29), marked once its lesson was finished.
#[component]
fn LearnLink(
    /// The game.
    game: GameId,
) -> impl IntoView {
    let lang = use_settings().lang;
    let done = crate::ui::learn::learned().contains(&game);
    let text = move || match (done, lang.get()) {
        (false, Lang::Fr) => "Apprendre à jouer",
        (false, Lang::En) => "Learn to play",
        (true, Lang::Fr) => "Apprendre à jouer (leçon suivie)",
        (true, Lang::En) => "Learn to play (lesson done)",
    };
    view! {
        <a class="game-card__learn" class:game-card__learn--done=done href=Route::Learn(game).href()>
            {text}
        </a>
    }
}
