//! Camelot's cards and tokens as we draw them: CSS boxes with the value and a shape per
//! colour (purple lozenge, red triangle, blue square, yellow star, green disc), so that a
//! colour is never told by its hue alone. Supporters carry their letter (É/D, S/M), action
//! cards their name. Shapes are SVG paths: nothing depends on the device's fonts.

use super::text::{self, card_name, supporter_letter};
use crate::games::camelot::{Card, Colour};
use crate::ui::use_settings;
use leptos::prelude::*;

/// CSS class of a colour.
#[must_use]
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Purple => "cm-purple",
        Colour::Red => "cm-red",
        Colour::Blue => "cm-blue",
        Colour::Yellow => "cm-yellow",
        Colour::Green => "cm-green",
    }
}

/// The colour's shape in a 100 × 100 box.
#[must_use]
pub fn shape_path(c: Colour) -> &'static str {
    match c {
        Colour::Purple => "M50 4L92 50L50 96L8 50Z",
        Colour::Red => "M50 8L94 90L6 90Z",
        Colour::Blue => "M14 14H86V86H14Z",
        Colour::Yellow => "M50 4L61 37L96 37L68 58L79 92L50 71L21 92L32 58L4 37L39 37Z",
        Colour::Green => "M50 8A42 42 0 1 1 49.9 8Z",
    }
}

/// The colour's shape, sized by CSS (`.cm-mark`); hidden from assistive technology (the
/// text around it names the colour).
#[component]
pub fn ColourMark(
    /// Which colour.
    colour: Colour,
) -> impl IntoView {
    view! {
        <svg class=format!("cm-mark {}", colour_class(colour)) viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <path d=shape_path(colour) />
        </svg>
    }
}

/// The CSS classes of a card: its kind and colour.
#[must_use]
pub fn card_class(card: Card) -> String {
    match card {
        Card::Colour(c, _) => format!("cm-card {}", colour_class(c)),
        Card::Squire(_) | Card::Maiden => "cm-card cm-support".into(),
        Card::Action(_) => "cm-card cm-action".into(),
    }
}

/// The visible inside of a card: a corner strip (value and shape, or letter) that stays in
/// view when cards overlap, and the body.
#[component]
pub fn CardInside(
    /// The card.
    card: Card,
) -> impl IntoView {
    let lang = use_settings().lang;
    // The corner strip and the big value are CSS generated content (`data-t`), not text:
    // the button's name ("Jouer rouge 5") must contain the text shown on it (WCAG 2.5.3,
    // axe label-content-name-mismatch), and a face reading "5 5 rouge" would not be. The
    // word left as text ("rouge", "écuyer", "dame", an action's name) is in the name.
    let strip = match card {
        Card::Colour(c, v) => view! {
            <span class="cm-val" data-t=v.to_string()></span>
            <ColourMark colour=c />
        }
        .into_any(),
        Card::Squire(v) => view! {
            <span class="cm-val" data-t=v.to_string()></span>
            <span class="cm-letter" data-t=move || supporter_letter(lang.get(), card)></span>
        }
        .into_any(),
        Card::Maiden => view! {
            <span class="cm-val" data-t="6"></span>
            <span class="cm-letter" data-t=move || supporter_letter(lang.get(), card)></span>
        }
        .into_any(),
        Card::Action(_) => view! { <span class="cm-star" aria-hidden="true">"✦"</span> }.into_any(),
    };
    let body = match card {
        Card::Colour(c, v) => view! {
            <span class="cm-big" data-t=v.to_string()></span>
            <span class="cm-cname">{move || text::colour_name(lang.get(), c)}</span>
        }
        .into_any(),
        Card::Squire(_) | Card::Maiden => view! {
            <span class="cm-big" data-t=text::corner(card)></span>
            <span class="cm-cname">{move || card_name(lang.get(), card).split(' ').next().unwrap_or_default().to_string()}</span>
        }
        .into_any(),
        Card::Action(a) => view! { <span class="cm-aname">{move || text::action_face(lang.get(), a)}</span> }.into_any(),
    };
    view! {
        <span class="cm-strip" aria-hidden="true">{strip}</span>
        <span class="cm-body" aria-hidden="true">{body}</span>
    }
}

// A question that took the focus (a panel, a dialog) keeps it; a clicked card keeps it too,
// and an action card's dialog gives it back when closed.
crate::face_table_card!(Card, "cm", "[role=dialog], .cm-choice");

/// One token: the colour's shape on a disc, outlined when not owned.
#[component]
pub fn TokenChip(
    /// Which colour.
    colour: Colour,
    /// Owned (filled) or a free slot (outline).
    owned: bool,
) -> impl IntoView {
    view! {
        <span class=format!("cm-token {}", colour_class(colour)) class:owned=owned aria-hidden="true">
            <ColourMark colour=colour />
        </span>
    }
}
