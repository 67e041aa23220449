//! Duplicate challenges in the app: "play this exact deal and compare"
//! ([`crate::core::duplicate`]), once for every game.
//!
//! The end screen of any game offers a challenge link ([`ChallengeButton`], the
//! [`ChallengeDialog`]: copy, or the phone's share sheet). Opening one (`#c=`, the shell's
//! challenge page) starts the same deal afresh in the challenger's seat; the shell keeps the
//! [`ActiveChallenge`] with the saved game, the table shows a [`ChallengeBanner`] until the
//! end and the end screen a [`ChallengeComparison`]: both results side by side, who did
//! better, announced in a polite live region. The shell provides a [`DuplicateCtx`]; without
//! it (a table mounted alone, in tests) every piece here shows nothing.

pub mod text;

use self::text::{D, d};
use super::any_game::AnyRecord;
use super::route::{self, Route};
use super::share::{CopyState, CopyStatusAndClose, LinkField, Modal};
use super::text::seat_name;
use super::{Lang, use_settings};
use crate::core::duplicate::{self, ChallengeError, DupResult};
use crate::core::{GameId, Seat};
use crate::games::GameFacts;
use leptos::prelude::*;

/// A challenge the game in progress is played against.
#[derive(Clone, Debug)]
pub struct ActiveChallenge {
    /// The challenge text as a link carries it (and the save keeps it).
    pub text: String,
    /// The challenger's finished game.
    pub finished: AnyRecord,
    /// The challenger's seat (the player's too).
    pub seat: Seat,
    /// How the challenger did.
    pub theirs: DupResult,
}

impl PartialEq for ActiveChallenge {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl ActiveChallenge {
    /// Reads a challenge text of a game this bundle holds.
    ///
    /// # Errors
    /// The first thing wrong with it.
    pub fn open(text: &str) -> Result<Self, ChallengeError> {
        let (link, seat) = duplicate::split(text)?;
        let finished = crate::ui::registry::record_from_link(link)?;
        let theirs = duplicate::check(finished.seats(), seat, finished.result(seat))?;
        Ok(Self {
            text: duplicate::join(link, seat),
            finished,
            seat,
            theirs,
        })
    }

    /// Which game.
    #[must_use]
    pub fn game(&self) -> GameId {
        self.finished.game()
    }

    /// The friend's game: the challenger's header and seed, no moves.
    #[must_use]
    pub fn fresh(&self) -> AnyRecord {
        self.finished.without_moves()
    }

    /// True when `rec` is this challenge's deal (same game, options, seats and seed).
    #[must_use]
    pub fn applies_to(&self, rec: &AnyRecord) -> bool {
        rec.without_moves() == self.fresh()
    }
}

/// The seats a challenge of the finished `rec` can be played from: its people's seats, in
/// seat order (several when friends shared the screen); none before the end.
#[must_use]
pub fn offer_seats(rec: &AnyRecord) -> Vec<Seat> {
    rec.seats()
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_human())
        .filter_map(|(i, _)| u8::try_from(i).ok().map(Seat))
        .filter(|&seat| rec.result(seat).is_some())
        .collect()
}

/// The challenge text of the finished `rec` from `seat`, a person's seat; `None` before the
/// end, from a computer's seat or when the record does not replay.
#[must_use]
pub fn offer_text(rec: &AnyRecord, seat: Seat) -> Option<String> {
    if !rec.seats().get(seat.index())?.is_human() {
        return None;
    }
    rec.result(seat)?;
    Some(duplicate::join(&rec.link().ok()?, seat))
}

/// What the shell shares with the challenge pieces of the tables.
#[derive(Clone, Copy)]
pub struct DuplicateCtx {
    /// The game in progress.
    pub game: RwSignal<Option<AnyRecord>>,
    /// The challenge it is played against (kept only while it applies).
    pub challenge: RwSignal<Option<ActiveChallenge>>,
    /// The game in progress is finished.
    pub over: Signal<bool>,
    /// The finished game the challenge dialog is open for.
    pub offer: RwSignal<Option<AnyRecord>>,
}

/// The challenge that applies to the game in progress, if any.
fn current(ctx: DuplicateCtx) -> Option<ActiveChallenge> {
    let c = ctx.challenge.get()?;
    ctx.game
        .with(|g| g.as_ref().is_some_and(|g| c.applies_to(g)))
        .then_some(c)
}

/// "Challenge: match or beat 42 points" above the table until the end (the challenger's
/// result only: neither cards nor moves).
#[component]
pub fn ChallengeBanner() -> impl IntoView {
    let lang = use_settings().lang;
    let ctx = use_context::<DuplicateCtx>();
    move || {
        let ctx = ctx?;
        let c = current(ctx)?;
        (!ctx.over.get()).then(|| {
            view! {
                <p class="dup-banner" id="dup-banner">
                    <span class="dup-banner__mark" aria-hidden="true">"⚔"</span>
                    <span>{move || text::banner(c.game(), c.theirs, lang.get())}</span>
                </p>
            }
        })
    }
}

/// The end screen's comparison: both results side by side and who did better, announced
/// once in a polite live region (filled after the region is in the page, so that it is
/// heard).
#[component]
pub fn ChallengeComparison() -> impl IntoView {
    let ctx = use_context::<DuplicateCtx>();
    let data = move || {
        let ctx = ctx?;
        let c = current(ctx)?;
        let mine = ctx.game.with(|g| g.as_ref()?.result(c.seat))?;
        Some((c.game(), c.theirs, mine))
    };
    // Reactive: the table may show its end a moment before the shell holds the last move.
    move || {
        let (game, theirs, mine) = data()?;
        Some(comparison(game, theirs, mine))
    }
}

/// The comparison's view (see [`ChallengeComparison`]).
fn comparison(game: GameId, theirs: DupResult, mine: DupResult) -> impl IntoView {
    let lang = use_settings().lang;
    let order = duplicate::better(game.info().ranking, mine, theirs);
    let said = RwSignal::new(false);
    set_timeout(
        move || {
            let _ = said.try_set(true);
        },
        std::time::Duration::from_millis(400),
    );
    let side = move |who: D, r: DupResult, class: &'static str| {
        view! {
            <div class=format!("dup-side {class}")>
                <span class="dup-who">{move || d(lang.get(), who)}</span>
                <strong class="dup-score">{move || text::result(game, r, lang.get())}</strong>
            </div>
        }
    };
    view! {
        <section class="dup-result" aria-labelledby="dup-result-title">
            <h3 id="dup-result-title">{move || d(lang.get(), D::Comparison)}</h3>
            <div class="dup-sides">
                {side(D::Theirs, theirs, "dup-side--theirs")}
                {side(D::Yours, mine, "dup-side--yours")}
            </div>
            <p class="dup-verdict" class:dup-verdict--won=order.is_gt() role="status" aria-live="polite">
                // The results are on screen above; a screen reader hears them with the verdict.
                {move || said.get().then(|| {
                    let l = lang.get();
                    view! {
                        {text::verdict(order, l)}
                        <span class="visually-hidden">{format!(" {}", text::results_line(game, theirs, mine, l))}</span>
                    }
                })}
            </p>
        </section>
    }
}

/// "Challenge a friend to this deal" on an end screen (`class`: the screen's button style).
#[component]
pub fn ChallengeButton(
    /// The button's classes.
    class: &'static str,
) -> impl IntoView {
    let lang = use_settings().lang;
    let ctx = use_context::<DuplicateCtx>();
    move || {
        let ctx = ctx?;
        let rec = ctx.game.get()?;
        // Only a finished game with a person at the table makes a challenge.
        rec.seats().iter().any(|s| s.is_human()).then(|| {
            view! {
                <button
                    type="button"
                    class=class
                    class:dup-offer=true
                    on:click=move |_| ctx.offer.set(ctx.game.get_untracked())
                >
                    {move || d(lang.get(), D::Offer)}
                </button>
            }
        })
    }
}

/// The challenge dialog: the link to copy, or the phone's share sheet.
#[component]
pub fn ChallengeDialog(
    /// The finished game.
    record: AnyRecord,
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    // With several people at the table, each can be the one the friend takes on.
    let seats = offer_seats(&record);
    let chosen = RwSignal::new(seats.first().copied());
    let names: Vec<(Seat, String, String)> = seats
        .iter()
        .map(|&s| {
            let kinds = record.seats();
            (
                s,
                seat_name(Lang::Fr, kinds, s),
                seat_name(Lang::En, kinds, s),
            )
        })
        .collect();
    let record = StoredValue::new(record);
    let url = Signal::derive(move || {
        let seat = chosen.get()?;
        record
            .with_value(|r| offer_text(r, seat))
            .map(|c| format!("{}{}", route::base_url(), Route::Challenge(c).href()))
    });
    let copy = RwSignal::new(CopyState::Idle);
    let several = names.len() > 1;
    let picker = several.then(|| {
        let choices = names
            .into_iter()
            .map(|(seat, fr, en)| {
                view! {
                    <label class="choice">
                        <input
                            type="radio"
                            name="dup-seat"
                            prop:checked=move || chosen.get() == Some(seat)
                            on:change=move |_| chosen.set(Some(seat))
                        />
                        <span>{move || lang.get().pick(&fr, &en).to_string()}</span>
                    </label>
                }
            })
            .collect_view();
        view! {
            <fieldset class="choices dup-seats">
                <legend>{move || d(lang.get(), D::OfferSeat)}</legend>
                {choices}
            </fieldset>
        }
    });
    let body = if seats.is_empty() {
        view! { <p role="alert">{move || d(lang.get(), D::OfferUnavailable)}</p> }.into_any()
    } else {
        view! {
            {picker}
            <LinkField
                id="dup-url"
                label=Signal::derive(move || d(lang.get(), D::OfferLink))
                title=Signal::derive(move || d(lang.get(), D::Offer))
                url=url
                copy=copy
            />
        }
        .into_any()
    };
    // With a seat to choose, the explanation speaks of the chosen seat, not "yours".
    let intro = if several {
        D::OfferIntroChosen
    } else {
        D::OfferIntro
    };
    view! {
        <Modal labelled_by="dup-title" on_close=on_close class="share dup-dialog">
            <h2 id="dup-title">{move || d(lang.get(), D::Offer)}</h2>
            <p class="muted">{move || d(lang.get(), intro)}</p>
            {body}
            <CopyStatusAndClose copy=copy on_close=on_close />
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, GameRecord, Level, SeatKind};
    use crate::games::roi::{Roi, RoiOptions};

    /// A Roi game played to its end (first legal card every time) with `seats`.
    fn finished_roi(seats: Vec<SeatKind>) -> AnyRecord {
        let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), seats, 7);
        let mut g = rec.start().expect("deal");
        while let Some(&s) = g.actors().first() {
            let a = g.legal_actions(s)[0];
            g.play(s, &a).expect("legal");
            rec.log.push((s, a));
        }
        AnyRecord::new(rec)
    }

    /// Friends who shared the screen can each offer the deal from their own seat; a
    /// computer's seat, a seat off the table and an unfinished game offer nothing.
    #[test]
    fn a_challenge_is_offered_from_each_persons_seat() {
        let (h, c) = (SeatKind::Human, SeatKind::Computer(Level::Easy));
        let rec = finished_roi(vec![h, c, h, c]);
        assert_eq!(offer_seats(&rec), vec![Seat(0), Seat(2)]);
        let link = rec.link().expect("link");
        for seat in [Seat(0), Seat(2)] {
            let text = offer_text(&rec, seat).expect("a challenge");
            assert_eq!(duplicate::split(&text), Ok((link.as_str(), seat)));
        }
        assert_eq!(offer_text(&rec, Seat(1)), None);
        assert_eq!(offer_text(&rec, Seat(9)), None);
        let unfinished = GameRecord::<Roi>::new(RoiOptions::default(), vec![h, c, h, c], 7);
        let unfinished = AnyRecord::new(unfinished);
        assert!(offer_seats(&unfinished).is_empty());
        assert_eq!(offer_text(&unfinished, Seat(0)), None);
    }
}
