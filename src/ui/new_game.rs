//! The new-game dialog: who sits where, the game's options and the deal number.
//!
//! One form for every playable game. Seats: as many as the game takes (Roi four, ROI-2.1;
//! Camelot two to five, chosen here, CAM-2), seat 0 human and the others computers at the
//! easy level by default, each row showing the name the table will give that seat; two or
//! more human seats make a pass-and-play game (the table hides the hands between turns).
//! Options: Roi's games per match and fixed rulings; Camelot's CAM-18 options and house
//! rulings, and Tafelrunde's TAF-14 ones (two to six seats), as checkboxes in a collapsible
//! section, starting from each game's `Default` (the spec). The deal number is random, shown, and editable so that a deal can be replayed.

use super::any_game::AnyRecord;
#[cfg(test)]
use super::any_game::is_playable;
use super::lobby::Crest;
use super::registry;
use super::route::Route;
use super::share::ConfirmDialog;
use super::storage::random_seed;
use super::text::seat_name;
use super::text::{T, level_name, seat_label, t};
use super::titles::new_game_title;
use super::{Lang, use_settings};
use crate::core::{GameId, Level, Seat, SeatKind};
use crate::games::GameFacts;
use leptos::prelude::*;

/// The seats of a new game by default: you, then computers.
#[must_use]
pub fn default_seats(n: usize) -> Vec<SeatKind> {
    (0..n)
        .map(|i| {
            if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(Level::Easy)
            }
        })
        .collect()
}

/// How many seats the form offers first: four for both Roi (its only count) and Camelot.
#[must_use]
pub fn default_seat_count(game: GameId) -> usize {
    let players = game.players();
    4.clamp(*players.start(), *players.end())
}

/// Reads a deal number typed by a person (spaces allowed).
#[must_use]
pub fn parse_seed(text: &str) -> Option<u64> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// One seat's controls: human or computer, and the computer's level.
#[component]
fn SeatRow(
    /// The game being set up (it may name its seats its own way).
    game: GameId,
    /// Seat index.
    index: usize,
    /// Who sits there.
    kind: RwSignal<SeatKind>,
    /// Every seat of the table being set up (to name this one as the table will).
    table: Memo<Vec<SeatKind>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let name = format!("seat-{index}-kind");
    let level_id = format!("seat-{index}-level");
    let who_id = format!("seat-{index}-who");
    let last_level = RwSignal::new(match kind.get_untracked() {
        SeatKind::Computer(l) => l,
        SeatKind::Human => Level::Easy,
    });
    let is_human = move || kind.get().is_human();
    let set_level = move |ev: leptos::ev::Event| {
        let code = event_target_value(&ev).parse::<u8>().ok();
        if let Some(l) = code.and_then(Level::from_code) {
            last_level.set(l);
            kind.set(SeatKind::Computer(l));
        }
    };
    let who = move || {
        table.with(|t| {
            let (l, seat) = (lang.get(), Seat(index as u8));
            registry::entry(game)
                .and_then(|e| e.form_seat_name(l, t, seat))
                .unwrap_or_else(|| seat_name(l, t, seat))
        })
    };
    view! {
        <li class="seat-row">
            <div>
                <span class="seat-row__name" id=format!("seat-{index}-name")>
                    {move || seat_label(index, lang.get())}
                </span>
                <p class="form-hint" id=who_id.clone()>{who}</p>
            </div>
            <div
                class="segmented"
                role="radiogroup"
                aria-labelledby=format!("seat-{index}-name")
                aria-describedby=who_id
            >
                <label>
                    <input
                        type="radio"
                        name=name.clone()
                        prop:checked=is_human
                        on:change=move |_| kind.set(SeatKind::Human)
                    />
                    <span>{move || t(lang.get(), T::SeatHuman)}</span>
                </label>
                <label>
                    <input
                        type="radio"
                        name=name
                        prop:checked=move || !is_human()
                        on:change=move |_| kind.set(SeatKind::Computer(last_level.get_untracked()))
                    />
                    <span>{move || t(lang.get(), T::SeatComputer)}</span>
                </label>
            </div>
            <div class="seat-row__level" class:is-hidden=is_human>
                <label for=level_id.clone()>
                    {move || t(lang.get(), T::Level)}
                    <span class="visually-hidden">" — " {move || seat_label(index, lang.get())}</span>
                </label>
                <select id=level_id prop:disabled=is_human on:change=set_level>
                    {Level::ALL
                        .into_iter()
                        .map(|l| {
                            view! {
                                <option
                                    value=l.code().to_string()
                                    prop:selected=move || kind.get() == SeatKind::Computer(l)
                                >
                                    {move || level_name(l, lang.get())}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </div>
        </li>
    }
}

/// The player-count choice, for games that take more than one count (Camelot).
#[component]
fn SeatCount(
    /// The game.
    game: GameId,
    /// Players chosen.
    count: RwSignal<usize>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let hint = move || registry::entry(game).and_then(|e| e.seat_hint(count.get(), lang.get()));
    view! {
        <div class="field">
            <label for="seat-count">{move || t(lang.get(), T::PlayerCount)}</label>
            <select
                id="seat-count"
                aria-describedby="seat-count-hint"
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>()
                        && game.players().contains(&n)
                    {
                        count.set(n);
                    }
                }
            >
                {game
                    .players()
                    .map(|n| {
                        view! {
                            <option value=n.to_string() prop:selected=move || count.get() == n>
                                {n}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <p class="form-hint" id="seat-count-hint" aria-live="polite">
                {hint}
            </p>
        </div>
    }
}

/// The new-game page for `game`.
#[component]
pub fn NewGame(
    /// The game to set up.
    game: GameId,
    /// True when a game is saved that starting would replace.
    in_progress: Signal<bool>,
    /// Starts the game (the shell saves it and shows the table).
    on_start: Callback<AnyRecord>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let Some(entry) = registry::entry(game) else {
        return view! {
            <div class="page narrow">
                <h1>{move || new_game_title(game, lang.get())}</h1>
                <p class="notice">{move || t(lang.get(), T::InPreparation)}</p>
                <p>
                    <a class="btn" href=Route::Lobby.href()>
                        {move || t(lang.get(), T::BackToLobby)}
                    </a>
                </p>
            </div>
        }
        .into_any();
    };
    let max_seats = *game.players().end();
    let count = RwSignal::new(default_seat_count(game));
    let seats: Vec<RwSignal<SeatKind>> = default_seats(max_seats)
        .into_iter()
        .map(RwSignal::new)
        .collect();
    let seats = StoredValue::new(seats);
    // The seats in play: the first `count` rows.
    let table = Memo::new(move |_| {
        let n = count.get();
        seats.with_value(|s| s.iter().take(n).map(|k| k.get()).collect::<Vec<_>>())
    });
    let form = entry.options_form();
    let build = StoredValue::new(form.build);
    let seed_text = RwSignal::new(random_seed().to_string());
    let seed = Memo::new(move |_| seed_text.with(|s| parse_seed(s)));
    let show_seed_error = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    let humans = Memo::new(move |_| table.with(|t| t.iter().filter(|k| k.is_human()).count()));

    let record = move || -> Option<AnyRecord> {
        build.with_value(|b| b(table.get_untracked(), seed.get_untracked()?))
    };
    let start = move || {
        if let Some(rec) = record() {
            on_start.run(rec);
        }
    };
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if seed.get_untracked().is_none() {
            show_seed_error.set(true);
            if let Some(el) = document().get_element_by_id("seed") {
                use wasm_bindgen::JsCast;
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
            return;
        }
        if in_progress.get_untracked() {
            confirming.set(true);
        } else {
            start();
        }
    };
    let seat_rows = seats.with_value(|s| {
        s.iter()
            .enumerate()
            .map(|(i, k)| {
                let k = *k;
                view! {
                    <Show when=move || { i < count.get() }>
                        <SeatRow game=game index=i kind=k table=table />
                    </Show>
                }
            })
            .collect_view()
    });
    let mode_note = move || match humans.get() {
        0 => Some(t(lang.get(), T::NoHuman)),
        1 => None,
        _ => Some(t(lang.get(), T::PassAndPlay)),
    };
    let seat_count =
        (game.players().count() > 1).then(|| view! { <SeatCount game=game count=count /> });
    let options = (form.view)();

    view! {
        <div class="page narrow new-game">
            <header class="page-head">
                <Crest game=game />
                <h1>{move || new_game_title(game, lang.get())}</h1>
            </header>
            <form class="panel form" on:submit=on_submit novalidate>
                <fieldset class="group">
                    <legend>{move || t(lang.get(), T::Seats)}</legend>
                    {seat_count}
                    <ul class="seat-list" role="list">{seat_rows}</ul>
                    <p class="form-hint" aria-live="polite">{mode_note}</p>
                </fieldset>
                {options}
                {seed_fieldset(seed_text, seed, show_seed_error, lang)}
                <div class="actions">
                    <a class="btn" href=Route::Lobby.href()>{move || t(lang.get(), T::Cancel)}</a>
                    <button type="submit" class="btn btn-primary btn-lg">{move || t(lang.get(), T::Start)}</button>
                </div>
            </form>
            <Show when=move || confirming.get()>
                <ConfirmDialog
                    title=T::ReplaceTitle
                    body=T::ReplaceBody
                    confirm_label=T::ReplaceConfirm
                    cancel_label=T::Cancel
                    on_confirm=Callback::new(move |()| {
                        confirming.set(false);
                        start();
                    })
                    on_close=Callback::new(move |()| confirming.set(false))
                />
            </Show>
        </div>
    }
    .into_any()
}

/// The deal number: its field, a button to draw another, and why it is refused.
fn seed_fieldset(
    seed_text: RwSignal<String>,
    seed: Memo<Option<u64>>,
    show_seed_error: RwSignal<bool>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let seed_invalid = move || show_seed_error.get() && seed.get().is_none();
    view! {
        <fieldset class="group">
            <legend>{move || t(lang.get(), T::Seed)}</legend>
            <div class="field">
                <label for="seed" class="visually-hidden">{move || t(lang.get(), T::Seed)}</label>
                <div class="seed-row">
                    <input
                        id="seed"
                        type="number"
                        inputmode="numeric"
                        min="0"
                        step="1"
                        autocomplete="off"
                        aria-describedby="seed-hint seed-error"
                        aria-invalid=move || seed_invalid().to_string()
                        prop:value=move || seed_text.get()
                        on:input=move |ev| {
                            seed_text.set(event_target_value(&ev));
                        }
                    />
                    <button
                        type="button"
                        class="btn"
                        on:click=move |_| {
                            seed_text.set(random_seed().to_string());
                            show_seed_error.set(false);
                        }
                    >
                        {move || t(lang.get(), T::NewSeed)}
                    </button>
                </div>
                <p class="field-error" id="seed-error" aria-live="polite">
                    {move || seed_invalid().then(|| t(lang.get(), T::SeedInvalid))}
                </p>
                <p class="form-hint" id="seed-hint">{move || t(lang.get(), T::SeedHint)}</p>
            </div>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_whole_numbers() {
        assert_eq!(parse_seed("42"), Some(42));
        assert_eq!(parse_seed(" 1 000 "), Some(1000));
        assert_eq!(parse_seed("18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_seed("18446744073709551616"), None);
        assert_eq!(parse_seed("-1"), None);
        assert_eq!(parse_seed("1e5"), None);
        assert_eq!(parse_seed(""), None);
    }

    #[test]
    fn default_table_is_you_against_three_easy_computers() {
        assert_eq!(
            default_seats(4),
            [
                SeatKind::Human,
                SeatKind::Computer(Level::Easy),
                SeatKind::Computer(Level::Easy),
                SeatKind::Computer(Level::Easy)
            ]
        );
        assert_eq!(default_seat_count(GameId::Roi), 4);
        assert_eq!(default_seat_count(GameId::Camelot), 4);
    }

    #[test]
    fn every_registered_game_builds_records_for_the_counts_it_takes() {
        crate::ui::games::install_all();
        for game in GameId::ALL {
            let Some(entry) = registry::entry(game) else {
                assert!(
                    !is_playable(game),
                    "{game:?} is playable but not registered"
                );
                continue;
            };
            assert!(is_playable(game));
            let form = entry.options_form();
            for n in 1..=8 {
                let rec = (form.build)(default_seats(n), 8);
                if game.players().contains(&n) {
                    let rec = rec.unwrap();
                    assert_eq!((rec.game(), rec.seats().len(), rec.seed()), (game, n, 8));
                    assert!(rec.resume_info().is_some(), "{game:?} with {n} starts");
                } else {
                    assert_eq!(rec, None, "{game:?} with {n}");
                }
            }
        }
    }
}
