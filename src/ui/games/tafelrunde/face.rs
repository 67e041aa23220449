//! Tafelrunde's cards, chips and pawns as we draw them. Every colour has its suit's symbol
//! (heart, diamond, club, cup, spade, flower), so that no colour is told by its hue alone;
//! the knight and the crest have their own pictures. Pawns differ in shape, number and
//! colour. Shapes are SVG paths: nothing depends on the device's fonts.

use super::text::{self, card_name};
use crate::core::seats::Seat;
use crate::games::tafelrunde::{Card, Colour, Super};
use crate::ui::use_settings;
use leptos::prelude::*;

/// CSS class of a colour.
#[must_use]
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "tf-red",
        Colour::Yellow => "tf-yellow",
        Colour::Green => "tf-green",
        Colour::Blue => "tf-blue",
        Colour::Black => "tf-black",
        Colour::Violet => "tf-violet",
    }
}

/// The suit's symbol in a 100 × 100 box (TAF-1.2).
#[must_use]
pub fn suit_path(c: Colour) -> &'static str {
    match c {
        Colour::Red => {
            "M50 90C22 68 6 52 6 32C6 17 17 7 30 7C39 7 46 12 50 20C54 12 61 7 70 7C83 7 94 17 94 32C94 52 78 68 50 90Z"
        }
        Colour::Yellow => "M50 4L86 50L50 96L14 50Z",
        Colour::Green => {
            "M33 28a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM11 58a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM55 58a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM38 50a12 12 0 1 0 24 0a12 12 0 1 0 -24 0ZM44 56L36 94H64L56 56Z"
        }
        Colour::Blue => "M16 8H84C84 40 70 56 57 60V76H72V92H28V76H43V60C30 56 16 40 16 8Z",
        Colour::Black => {
            "M50 6C76 30 94 44 94 62C94 75 84 83 72 83C63 83 56 78 53 72L59 95H41L47 72C44 78 37 83 28 83C16 83 6 75 6 62C6 44 24 30 50 6Z"
        }
        Colour::Violet => {
            "M33 24a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM57.7 42a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM48.3 71a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM17.7 71a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM8.3 42a17 17 0 1 0 34 0a17 17 0 1 0 -34 0ZM36 52a14 14 0 1 0 28 0a14 14 0 1 0 -28 0Z"
        }
    }
}

/// A super-trump's picture in a 100 × 100 box (TAF-1.4): a knight's head, a coat of arms.
#[must_use]
pub fn super_path(s: Super) -> &'static str {
    match s {
        Super::Knight => {
            "M28 94H80V84C80 62 76 44 66 30C62 24 58 20 54 18L56 6L46 14C36 16 26 24 22 36L14 50L20 58L30 54C34 54 40 50 44 46C46 56 40 64 32 72C28 78 28 86 28 94Z"
        }
        Super::Crest => {
            "M14 8H86V46C86 70 70 86 50 95C30 86 14 70 14 46ZM26 18V44C26 60 36 72 50 80V18Z"
        }
    }
}

/// A sword in a 100 × 100 box (the board's sword spaces, TAF-2.3).
pub const SWORD_PATH: &str = "M50 2L61 16V58H78V69H61V80A11 11 0 1 1 39 80V69H22V58H39V16Z";

/// A crown in a 100 × 100 box (King Arthur's space).
pub const CROWN_PATH: &str = "M10 80L6 28L30 48L50 14L70 48L94 28L90 80ZM10 86H90V95H10Z";

/// The suit symbol, sized by CSS (`.tf-suit`), hidden from assistive technology (the text
/// around it names the colour).
#[component]
pub fn SuitMark(
    /// Which colour.
    colour: Colour,
) -> impl IntoView {
    view! {
        <svg class=format!("tf-suit {}", colour_class(colour)) viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <path d=suit_path(colour) fill-rule="evenodd" />
        </svg>
    }
}

/// A super-trump's picture.
#[component]
pub fn SuperMark(
    /// Knight or crest.
    kind: Super,
) -> impl IntoView {
    view! {
        <svg class="tf-super-mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <path d=super_path(kind) fill-rule="evenodd" />
        </svg>
    }
}

/// The CSS classes of a card.
#[must_use]
pub fn card_class(card: Card) -> String {
    match card {
        Card::Colour(c, _) => format!("tf-card {}", colour_class(c)),
        Card::Super(Super::Knight) => "tf-card tf-super tf-knight".into(),
        Card::Super(Super::Crest) => "tf-card tf-super tf-crest".into(),
    }
}

/// The visible inside of a card: the value and suit in the corner, the suit large below.
#[component]
pub fn CardInside(
    /// The card.
    card: Card,
) -> impl IntoView {
    let lang = use_settings().lang;
    match card {
        Card::Colour(c, v) => view! {
            <span class="tf-corner" aria-hidden="true">
                <span class="tf-val">{v}</span>
                <SuitMark colour=c />
            </span>
            <span class="tf-pip" aria-hidden="true"><SuitMark colour=c /></span>
        }
        .into_any(),
        Card::Super(s) => view! {
            <span class="tf-pip tf-pip-super" aria-hidden="true"><SuperMark kind=s /></span>
            <span class="tf-sname" aria-hidden="true">{move || text::super_name(lang.get(), s)}</span>
        }
        .into_any(),
    }
}

// The sword dialog keeps the focus it took.
crate::face_table_card!(Card, "tf", "[role=dialog]");

/// A trump chip: the colour's disc with its suit (hidden: the text names it).
#[component]
pub fn ChipMark(
    /// Which colour.
    colour: Colour,
) -> impl IntoView {
    view! {
        <span class=format!("tf-chip {}", colour_class(colour)) aria-hidden="true">
            <SuitMark colour=colour />
        </span>
    }
}

/// The pawn colours, by seat: amber, red, blue, green, purple, orange.
pub const PAWN_FILL: [&str; 6] = [
    "#f2b705", "#b3261e", "#1f5fa8", "#2e7d32", "#6a3d9a", "#c0570f",
];

/// The ink of the number on each pawn.
pub const PAWN_INK: [&str; 6] = [
    "#1a1a1a", "#ffffff", "#ffffff", "#ffffff", "#ffffff", "#ffffff",
];

/// A pawn's outline centred on (0, 0), about 13 units in radius: disc, square, triangle,
/// lozenge, hexagon, pentagon.
#[must_use]
pub fn pawn_path(seat: Seat) -> &'static str {
    match seat.index() % 6 {
        0 => "M-12.5 0a12.5 12.5 0 1 0 25 0a12.5 12.5 0 1 0 -25 0Z",
        1 => "M-11 -11H11V11H-11Z",
        2 => "M0 -15L14 11H-14Z",
        3 => "M0 -15L15 0L0 15L-15 0Z",
        4 => "M-7 -12.5H7L14 0L7 12.5H-7L-14 0Z",
        _ => "M0 -14L13.5 -4L8.5 12.5H-8.5L-13.5 -4Z",
    }
}

/// Where the number sits in a pawn (the triangle's centre is low).
#[must_use]
pub fn pawn_text_y(seat: Seat) -> f64 {
    if seat.index() % 6 == 2 { 7.5 } else { 4.5 }
}

/// A pawn drawn in SVG at the origin (the board moves it).
#[component]
pub fn PawnShape(
    /// Whose.
    seat: Seat,
) -> impl IntoView {
    let i = seat.index() % 6;
    view! {
        <path class="tf-pawn-body" d=pawn_path(seat) fill=PAWN_FILL[i] />
        <text class="tf-pawn-num" x="0" y=pawn_text_y(seat) text-anchor="middle" fill=PAWN_INK[i]>
            {seat.index() + 1}
        </text>
    }
}

/// A pawn as a small inline picture beside a name (hidden: the name says who).
#[component]
pub fn PawnMark(
    /// Whose.
    seat: Seat,
) -> impl IntoView {
    view! {
        <svg class="tf-pawn-mark" viewBox="-16 -16 32 32" aria-hidden="true" focusable="false">
            <PawnShape seat=seat />
        </svg>
    }
}
