//! The board in SVG (TAF-2): the loop of spaces round the Round Table from Start (top) to
//! King Arthur's space, the sword spaces, the trump ladder in the middle, and one pawn per
//! seat. Pawns differ in shape, number and colour and carry their owner's name in `<title>`;
//! the players list beside the board is the text alternative.
//!
//! Movement (TAF-6.1): after a trick, the winner's pawn walks space by space from where it
//! stood to where it stops; over an occupied space it hops outward, so the jump is seen. The
//! step follows the pace setting; the Instant pace and `prefers-reduced-motion` show the end
//! at once.

use super::face::{CROWN_PATH, ChipMark, PawnShape, SWORD_PATH, colour_class, suit_path};
use super::text::{self, TafelrundeLabel, label};
use crate::core::seats::Seat;
use crate::core::small::tenths;
use crate::games::tafelrunde::{Colour, LastTrick};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;
use std::f64::consts::PI;
use std::time::Duration;

/// The picture's size (a square viewBox).
pub const SIZE: f64 = 400.0;
const CENTRE: f64 = SIZE / 2.0;
/// The track's radius.
const RING: f64 = 163.0;
/// How far a hopping pawn goes outward.
const HOP: f64 = 17.0;
/// Radius of an ordinary space.
const SPACE_R: f64 = 13.5;
/// Radius of Start.
const START_R: f64 = 25.0;
/// Radius of King Arthur's space.
const KING_R: f64 = 17.0;

/// The angle (radians, 0 = right, clockwise positive as in SVG) of a space's centre. Start
/// takes two slots at the top; the others one each, clockwise.
#[must_use]
pub fn angle(track_len: u8, space: u8) -> f64 {
    let unit = 2.0 * PI / (f64::from(track_len) + 1.0);
    let top = -PI / 2.0;
    if space == 0 {
        top
    } else {
        top + (f64::from(space) + 0.5) * unit
    }
}

/// A point at `radius` from the centre in the direction of `space`.
#[must_use]
pub fn at(track_len: u8, space: u8, radius: f64) -> (f64, f64) {
    let a = angle(track_len, space);
    (CENTRE + radius * a.cos(), CENTRE + radius * a.sin())
}

/// Where a pawn stands: on its space, or a little outward when hopping over it.
#[must_use]
pub fn pawn_xy(track_len: u8, space: u8, hop: bool) -> (f64, f64) {
    at(track_len, space, if hop { RING + HOP } else { RING })
}

/// The slot of the `k`-th pawn of `count` on Start: two rows of three inside its disc.
#[must_use]
pub fn start_slot(track_len: u8, k: usize, count: usize) -> (f64, f64) {
    let (x, y) = at(track_len, 0, RING);
    if count <= 1 {
        return (x, y);
    }
    let per_row = count.div_ceil(2).min(3);
    let row = k / per_row;
    let col = k % per_row;
    let in_row = if row == 0 { per_row } else { count - per_row };
    let dx = (col as f64 - (in_row as f64 - 1.0) / 2.0) * 15.0;
    let dy = if count > per_row {
        (row as f64 - 0.5) * 15.0
    } else {
        0.0
    };
    (x + dx, y + dy)
}

/// One step of a pawn's walk.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PawnStep {
    /// The space.
    pub space: u8,
    /// It is occupied: the pawn hops over it.
    pub hop: bool,
}

/// The walk of `mover` from `from` to `to` (TAF-6.1): every space in between, hopping those
/// other pawns hold (`pawns` as they stand, the mover's own entry ignored).
#[must_use]
pub fn walk(pawns: &[u8], mover: Seat, from: u8, to: u8) -> Vec<PawnStep> {
    (from.saturating_add(1)..=to)
        .map(|space| PawnStep {
            space,
            hop: space != to
                && pawns
                    .iter()
                    .enumerate()
                    .any(|(i, p)| i != mover.index() && *p == space),
        })
        .collect()
}

/// A step's duration for a pace delay (0: no animation).
#[must_use]
pub fn step_ms(pace_ms: u32) -> u32 {
    match pace_ms {
        0 => 0,
        d if d <= 300 => 110,
        d if d <= 800 => 200,
        _ => 320,
    }
}

fn reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// What the board needs to draw one pawn.
#[derive(Clone, PartialEq, Debug)]
pub struct PawnView {
    /// `Gauvain : case 7 (épée)`.
    pub said: String,
    /// Its decision now.
    pub turn: bool,
}

/// The board.
#[component]
pub fn Board(
    /// Spaces of the loop (`taf.track_len`).
    track_len: u8,
    /// The sword spaces (`taf.sword_spaces`).
    swords: Vec<u8>,
    /// Number of players.
    seats: usize,
    /// Each pawn's space, by seat.
    #[prop(into)]
    pawns: Signal<Vec<u8>>,
    /// Each pawn's name and state, by seat.
    #[prop(into)]
    views: Signal<Vec<PawnView>>,
    /// The trick count and the last trick: a new one walks its winner's pawn.
    #[prop(into)]
    moved: Signal<Option<(u32, LastTrick)>>,
    /// The ladder, place 1 first.
    #[prop(into)]
    ladder: Signal<Vec<Colour>>,
    /// One step of a walk, in ms (0: no animation).
    #[prop(into)]
    step: Signal<u32>,
    /// The picture's accessible name: the board, every pawn's space and the trumps.
    #[prop(into)]
    summary: Signal<String>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let finish = track_len - 1;
    let (shown, walker) = walk_pawns(pawns, moved, step);
    let spaces = track_spaces(track_len, swords, lang);
    let (sx, sy) = at(track_len, 0, RING);
    let (kx, ky) = at(track_len, finish, RING);

    let pawn_list = pawn_views(track_len, seats, shown, walker, views, step);

    view! {
        <svg
            class="tf-board"
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="img"
            aria-label=move || summary.get()
        >
            <circle class="tf-table" cx=CENTRE cy=CENTRE r="118" />
            <circle class="tf-track" cx=CENTRE cy=CENTRE r=RING />
            <g class="tf-start">
                <title>{move || label(lang.get(), TafelrundeLabel::Start)}</title>
                <circle cx=sx cy=sy r=START_R />
                <text class="tf-board-label" x=CENTRE + 30.0 y="13" text-anchor="start">
                    {move || label(lang.get(), TafelrundeLabel::Start)}
                </text>
            </g>
            {spaces}
            <g class="tf-king">
                <title>{move || format!("{} {finish} : {}", lang.get().pick("Case", "Space"), label(lang.get(), TafelrundeLabel::KingArthur))}</title>
                <circle cx=kx cy=ky r=KING_R />
                <svg x=kx - 11.0 y=ky - 12.0 width="22" height="22" viewBox="0 0 100 100">
                    <path d=CROWN_PATH />
                </svg>
                <text class="tf-board-label" x=CENTRE - 30.0 y="13" text-anchor="end">
                    {move || label(lang.get(), TafelrundeLabel::KingArthur)}
                </text>
            </g>
            <Ladder ladder=ladder />
            {pawn_list}
        </svg>
    }
}

/// The pawns as drawn, and the one walking: a new trick walks its winner's pawn one space a
/// step (`step` ms each, none with reduced motion); anything else puts every pawn on its space.
fn walk_pawns(
    pawns: Signal<Vec<u8>>,
    moved: Signal<Option<(u32, LastTrick)>>,
    step: Signal<u32>,
) -> (RwSignal<Vec<PawnStep>>, RwSignal<Option<Seat>>) {
    let shown: RwSignal<Vec<PawnStep>> = RwSignal::new(
        pawns
            .get_untracked()
            .iter()
            .map(|p| PawnStep {
                space: *p,
                hop: false,
            })
            .collect(),
    );
    let walker = RwSignal::new(None::<Seat>);
    let generation = StoredValue::new(0u32);
    let seen = StoredValue::new(moved.with_untracked(|m| m.as_ref().map(|(t, _)| *t)));
    Effect::new(move |_| {
        let target = pawns.get();
        let mv = moved.get();
        let ms = step.get_untracked();
        let Some(g) = generation.try_update_value(|g| {
            *g = g.wrapping_add(1);
            *g
        }) else {
            return;
        };
        let before = seen.get_value();
        seen.set_value(mv.as_ref().map(|(t, _)| *t));
        let snap = target
            .iter()
            .map(|p| PawnStep {
                space: *p,
                hop: false,
            })
            .collect::<Vec<_>>();
        let fresh = match (&mv, before) {
            (Some((t, lt)), Some(b)) if *t == b + 1 => Some(lt.clone()),
            (Some((1, lt)), None) => Some(lt.clone()),
            _ => None,
        };
        let Some(lt) = fresh.filter(|lt| {
            ms > 0 && target.get(lt.winner.index()) == Some(&lt.to) && !reduced_motion()
        }) else {
            walker.set(None);
            shown.set(snap);
            return;
        };
        let steps = walk(&target, lt.winner, lt.from, lt.to);
        let w = lt.winner.index();
        shown.update(|v| {
            *v = snap.clone();
            if let Some(x) = v.get_mut(w) {
                *x = PawnStep {
                    space: lt.from,
                    hop: false,
                };
            }
        });
        walker.set(Some(lt.winner));
        let n = steps.len();
        for (k, st) in steps.into_iter().enumerate() {
            let delay = 30 + u64::from(ms) * k as u64;
            set_timeout(
                move || {
                    if generation.try_get_value() != Some(g) {
                        return;
                    }
                    shown.try_update(|v| {
                        if let Some(x) = v.get_mut(w) {
                            *x = st;
                        }
                    });
                    if k + 1 == n {
                        walker.try_set(None);
                    }
                },
                Duration::from_millis(delay),
            );
        }
    });
    (shown, walker)
}

/// The track's spaces between the start and King Arthur, the sword spaces marked.
fn track_spaces(track_len: u8, swords: Vec<u8>, lang: RwSignal<Lang>) -> impl IntoView {
    let finish = track_len - 1;
    let swords = StoredValue::new(swords);
    (1..finish)
        .map(|s| {
            let (x, y) = at(track_len, s, RING);
            let sword = swords.with_value(|v| v.contains(&s));
            let (ix, iy) = at(track_len, s, RING - 30.0);
            let title = move || {
                let l = lang.get();
                if sword {
                    format!("{} {s} : {}", l.pick("Case", "Space"), label(l, TafelrundeLabel::Sword))
                } else {
                    format!("{} {s}", l.pick("Case", "Space"))
                }
            };
            view! {
                <g class="tf-space" class:sword=sword>
                    <title>{title}</title>
                    <circle cx=x cy=y r=SPACE_R />
                    <text x=x y=y + 4.5 text-anchor="middle">{s}</text>
                    {sword.then(|| view! {
                        <svg class="tf-sword" x=ix - 12.0 y=iy - 12.0 width="24" height="24" viewBox="0 0 100 100">
                            <path d=SWORD_PATH />
                        </svg>
                    })}
                </g>
            }
        })
        .collect_view()
}

/// The pawns, each drawn where `shown` has it (several at the start share it, smaller).
fn pawn_views(
    track_len: u8,
    seats: usize,
    shown: RwSignal<Vec<PawnStep>>,
    walker: RwSignal<Option<Seat>>,
    views: Signal<Vec<PawnView>>,
    step: Signal<u32>,
) -> impl IntoView {
    // Where pawn `i` is drawn: (x, y, scale).
    let place_of = move |i: usize| {
        shown.with(|sh| {
            let st = sh.get(i).copied().unwrap_or(PawnStep {
                space: 0,
                hop: false,
            });
            if st.space == 0 {
                let at_start: Vec<usize> = (0..sh.len()).filter(|j| sh[*j].space == 0).collect();
                let k = at_start.iter().position(|j| *j == i).unwrap_or(0);
                let (x, y) = start_slot(track_len, k, at_start.len());
                (x, y, if at_start.len() > 1 { "0.55" } else { "0.8" })
            } else {
                let (x, y) = pawn_xy(track_len, st.space, st.hop);
                (x, y, if st.hop { "1.35" } else { "1.1" })
            }
        })
    };
    (0..seats)
        .map(|i| {
            let seat = Seat(i as u8);
            let view_of = move || views.with(|v| v.get(i).cloned());
            let style = move || {
                let (x, y, scale) = place_of(i);
                format!(
                    "transform: translate({}px, {}px) scale({}); --tf-step: {}ms",
                    tenths(x),
                    tenths(y),
                    scale,
                    step.get()
                )
            };
            view! {
                <g
                    class="tf-pawn"
                    class:turn=move || view_of().is_some_and(|v| v.turn)
                    class:walking=move || walker.get() == Some(seat)
                    style=style
                >
                    <title>{move || view_of().map(|v| v.said).unwrap_or_default()}</title>
                    <PawnShape seat=seat />
                </g>
            }
        })
        .collect_view()
}

/// The trump ladder in the middle of the board: six numbered places, the chips on them.
#[component]
fn Ladder(
    /// Place 1 first.
    #[prop(into)]
    ladder: Signal<Vec<Colour>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let slot_x = |i: usize| CENTRE + (i as f64 - 2.5) * 33.0;
    let places = (0..6usize)
        .map(|i| {
            let x = slot_x(i);
            let chip = move || ladder.with(|l| l.get(i).copied());
            view! {
                <g class="tf-place">
                    <text class="tf-place-num" x=x y=CENTRE - 20.0 text-anchor="middle">{i + 1}</text>
                    <rect x=x - 14.0 y=CENTRE - 14.0 width="28" height="28" rx="6" />
                    {move || chip().map(|c| view! {
                        <g class=format!("tf-chip-svg {}", colour_class(c))>
                            <circle cx=x cy=CENTRE r="12.5" />
                            <svg x=x - 8.0 y=CENTRE - 8.0 width="16" height="16" viewBox="0 0 100 100">
                                <path d=suit_path(c) fill-rule="evenodd" />
                            </svg>
                        </g>
                    })}
                </g>
            }
        })
        .collect_view();
    view! {
        <g class="tf-ladder">
            <text class="tf-board-title" x=CENTRE y=CENTRE - 42.0 text-anchor="middle">
                {move || label(lang.get(), TafelrundeLabel::Trumps)}
            </text>
            {places}
            <text class="tf-board-note" x=CENTRE y=CENTRE + 32.0 text-anchor="middle">
                {move || text::strongest_note(lang.get())}
            </text>
        </g>
    }
}

/// The ladder as HTML chips, for the info bar: `1 ♣ 2 ♥ …`, read as one sentence.
#[component]
pub fn LadderLine(
    /// Place 1 first.
    #[prop(into)]
    ladder: Signal<Vec<Colour>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <span class="tf-ladder-line" role="img" aria-label=move || ladder.with(|l| text::trumps_said(lang.get(), l))>
            <span class="tf-ladder-head" aria-hidden="true">{move || label(lang.get(), TafelrundeLabel::Trumps)}</span>
            {move || {
                let l = ladder.get();
                if l.is_empty() {
                    return view! { <span class="tf-none" aria-hidden="true">{move || label(lang.get(), TafelrundeLabel::NoTrumps)}</span> }.into_any();
                }
                l.into_iter()
                    .enumerate()
                    .map(|(i, c)| view! {
                        <span class="tf-rung" aria-hidden="true"><span class="tf-rung-n">{i + 1}</span><ChipMark colour=c /></span>
                    })
                    .collect_view()
                    .into_any()
            }}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_hops_occupied_spaces_only() {
        // TAF-10.2: Bernard leaves 1, jumps 2 (Suzie) and 3 (Didier), stops on 4.
        let pawns = [3, 2, 1, 0];
        let w = walk(&pawns, Seat(2), 1, 4);
        assert_eq!(
            w,
            vec![
                PawnStep {
                    space: 2,
                    hop: true
                },
                PawnStep {
                    space: 3,
                    hop: true
                },
                PawnStep {
                    space: 4,
                    hop: false
                },
            ]
        );
        assert_eq!(walk(&[0, 0], Seat(0), 0, 1).len(), 1);
    }

    #[test]
    fn spaces_go_round_clockwise_from_the_top() {
        let (x0, y0) = at(27, 0, RING);
        assert!((x0 - CENTRE).abs() < 1e-9 && y0 < CENTRE);
        // A quarter of the way round is on the right.
        let (x7, _) = at(27, 7, RING);
        assert!(x7 > CENTRE + RING * 0.9);
        // King Arthur is just left of Start.
        let (x26, y26) = at(27, 26, RING);
        assert!(x26 < CENTRE && y26 < CENTRE - RING * 0.9);
        // Neighbours are far enough apart for their discs.
        let (a, b) = (at(27, 5, RING), at(27, 6, RING));
        assert!(((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() > 2.0 * SPACE_R + 4.0);
    }

    #[test]
    fn six_pawns_fit_on_start() {
        let (x, y) = at(27, 0, RING);
        for k in 0..6 {
            let (px, py) = start_slot(27, k, 6);
            assert!(((px - x).powi(2) + (py - y).powi(2)).sqrt() < START_R);
        }
        assert_eq!(step_ms(0), 0);
        assert!(step_ms(300) < step_ms(800));
    }
}
