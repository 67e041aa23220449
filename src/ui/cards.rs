//! The 52-card French deck as we draw it, and its names in French and English.
//!
//! Faces are our own drawing: HTML corners (rank and suit, large enough for a 360 px phone)
//! and an SVG centre with the classic pip layout, or a framed letter for the court cards.
//! Suits differ by shape *and* colour (red hearts and diamonds, black clubs and spades).
//! Suit shapes are SVG paths, so nothing depends on the fonts of the device.

use crate::core::cards::{Card, Rank, Suit};
use crate::ui::Lang;
use leptos::prelude::*;

/// The suit's name without article: `cœur`, `hearts`.
#[must_use]
pub fn suit_name(lang: Lang, suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => lang.pick("trèfle", "clubs"),
        Suit::Diamonds => lang.pick("carreau", "diamonds"),
        Suit::Hearts => lang.pick("cœur", "hearts"),
        Suit::Spades => lang.pick("pique", "spades"),
    }
}

/// The rank's name with its French article (`l'as`, `la dame`, `le 10`) or the English word
/// (`ace`, `queen`, `10`).
#[must_use]
pub fn rank_name(lang: Lang, rank: Rank) -> String {
    let word = match rank.0 {
        14 => lang.pick("l'as", "ace"),
        13 => lang.pick("le roi", "king"),
        12 => lang.pick("la dame", "queen"),
        11 => lang.pick("le valet", "jack"),
        _ => "",
    };
    if !word.is_empty() {
        return word.to_string();
    }
    match lang {
        Lang::Fr => format!("le {}", rank.0),
        Lang::En => rank.0.to_string(),
    }
}

/// The card's full name: `la dame de cœur`, `queen of hearts`.
#[must_use]
pub fn card_name(lang: Lang, card: Card) -> String {
    let rank = rank_name(lang, card.rank());
    let suit = suit_name(lang, card.suit());
    match lang {
        Lang::Fr => format!("{rank} de {suit}"),
        Lang::En => format!("{rank} of {suit}"),
    }
}

/// The accessible name of a card button: `Jouer la dame de cœur`, `Play queen of hearts`.
#[must_use]
pub fn play_label(lang: Lang, card: Card) -> String {
    format!("{} {}", lang.pick("Jouer", "Play"), card_name(lang, card))
}

/// The corner index: French decks print R, D, V for roi, dame, valet.
#[must_use]
pub fn rank_index(lang: Lang, rank: Rank) -> &'static str {
    match rank.0 {
        13 => lang.pick("R", "K"),
        12 => lang.pick("D", "Q"),
        11 => lang.pick("V", "J"),
        _ => rank.label(),
    }
}

/// CSS class of a suit (`s-c`, `s-d`, `s-h`, `s-s`) plus its colour class.
#[must_use]
pub fn suit_classes(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "s-c black",
        Suit::Diamonds => "s-d red",
        Suit::Hearts => "s-h red",
        Suit::Spades => "s-s black",
    }
}

/// The suit outline in a 100 × 100 box.
#[must_use]
pub fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => {
            "M50 92C36 78 4 58 4 32C4 15 16 5 29 5C39 5 46 11 50 21C54 11 61 5 71 5\
             C84 5 96 15 96 32C96 58 64 78 50 92Z"
        }
        Suit::Diamonds => "M50 2L88 50L50 98L12 50Z",
        Suit::Spades => {
            "M50 3C43 20 6 40 6 62C6 76 16 84 28 84C37 84 43 80 47 73C46 83 41 91 31 97\
             L69 97C59 91 54 83 53 73C57 80 63 84 72 84C84 84 94 76 94 62C94 40 57 20 50 3Z"
        }
        Suit::Clubs => {
            "M50 6A19 19 0 0 0 35 37A19 19 0 1 0 46 70C45 81 40 90 31 97L69 97\
             C60 90 55 81 54 70A19 19 0 1 0 65 37A19 19 0 0 0 50 6Z"
        }
    }
}

/// A suit symbol drawn in SVG, sized by CSS (`.suit-icon`).
#[component]
pub fn SuitIcon(
    /// The suit to draw.
    suit: Suit,
) -> impl IntoView {
    view! {
        <svg class="suit-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <path d=suit_path(suit) fill="currentColor" />
        </svg>
    }
}

/// Pip centres for ranks 2 to 10 in a 60 × 92 box; pips below the middle are drawn upside
/// down, as on printed cards.
fn pips(rank: u8) -> &'static [(u8, u8)] {
    const L: u8 = 16;
    const C: u8 = 30;
    const R: u8 = 44;
    match rank {
        2 => &[(C, 12), (C, 80)],
        3 => &[(C, 12), (C, 46), (C, 80)],
        4 => &[(L, 12), (R, 12), (L, 80), (R, 80)],
        5 => &[(L, 12), (R, 12), (C, 46), (L, 80), (R, 80)],
        6 => &[(L, 12), (R, 12), (L, 46), (R, 46), (L, 80), (R, 80)],
        7 => &[
            (L, 12),
            (R, 12),
            (C, 29),
            (L, 46),
            (R, 46),
            (L, 80),
            (R, 80),
        ],
        8 => &[
            (L, 12),
            (R, 12),
            (C, 29),
            (L, 46),
            (R, 46),
            (C, 63),
            (L, 80),
            (R, 80),
        ],
        9 => &[
            (L, 12),
            (R, 12),
            (L, 35),
            (R, 35),
            (C, 46),
            (L, 57),
            (R, 57),
            (L, 80),
            (R, 80),
        ],
        10 => &[
            (L, 12),
            (R, 12),
            (C, 24),
            (L, 35),
            (R, 35),
            (L, 57),
            (R, 57),
            (C, 68),
            (L, 80),
            (R, 80),
        ],
        _ => &[],
    }
}

/// A small headpiece above the court letter: a crown for the king, a coronet for the queen,
/// a cap for the jack (60 × 92 box).
fn court_ornament(rank: u8) -> &'static str {
    match rank {
        13 => "M18 34L17 20L23.5 27L30 17L36.5 27L43 20L42 34Z",
        12 => "M20 34L19 24L24.5 29L30 21L35.5 29L41 24L40 34ZM30 17.5a2.5 2.5 0 1 0 0.01 0Z",
        _ => {
            "M19 33C19 26 24 22 30 22C36 22 41 26 41 33ZM35 23C38 16 43 13 47 12C45 16 41 21 37 25Z"
        }
    }
}

/// `v` tenths as a decimal: 85 → "8.5", 120 → "12".
fn tenths(v: u32) -> String {
    if v.is_multiple_of(10) {
        (v / 10).to_string()
    } else {
        format!("{}.{}", v / 10, v % 10)
    }
}

/// Signed version of [`tenths`].
fn signed_tenths(v: i64) -> String {
    let abs = tenths(u32::try_from(v.unsigned_abs()).unwrap_or(0));
    if v < 0 { format!("-{abs}") } else { abs }
}

/// The centre of a face: pips, one big ace pip, or a framed court letter.
fn face_centre(lang: Lang, card: Card) -> impl IntoView {
    let suit = card.suit();
    let rank = card.rank().0;
    let path = suit_path(suit);
    // Pip geometry in integer tenths of a unit, written as decimals by hand: formatting
    // floats would pull the float printer into the wasm.
    let pip = |x: u8, y: u8, size: u8| {
        let half10 = u32::from(size) * 5;
        let flip = if y > 46 {
            format!(" rotate(180 {} {})", tenths(half10), tenths(half10))
        } else {
            String::new()
        };
        let t = format!(
            "translate({} {}){flip} scale(0.{size:02})",
            signed_tenths(i64::from(x) * 10 - i64::from(half10)),
            signed_tenths(i64::from(y) * 10 - i64::from(half10)),
        );
        view! { <path d=path transform=t /> }
    };
    let body = match rank {
        2..=10 => pips(rank)
            .iter()
            .map(|&(x, y)| pip(x, y, 17))
            .collect_view()
            .into_any(),
        14 => pip(30, 46, 40).into_any(),
        _ => view! {
            <rect class="court-bg" x="3" y="3" width="54" height="86" rx="5" />
            <rect class="court-frame" x="3" y="3" width="54" height="86" rx="5" />
            <path class="court-crown" d=court_ornament(rank) />
            {pip(12, 14, 12)}
            {pip(48, 78, 12)}
        }
        .into_any(),
    };
    // The court letter is drawn over the frame by CSS from `data-t` (see `CardFace`).
    let court = (11..=13).contains(&rank).then(|| {
        view! { <span class="court-letter" data-t=rank_index(lang, card.rank())></span> }
    });
    view! {
        <svg class="pips" viewBox="0 0 60 92" aria-hidden="true" focusable="false" fill="currentColor">
            {body}
        </svg>
        {court}
    }
}

/// One card face. With a `label` it is an image with that accessible name; without, it is
/// decoration inside a labelled control (a card button).
#[component]
pub fn CardFace(
    /// The card.
    card: Card,
    /// Accessible name when the face stands alone (e.g. in the trick); reactive, so it
    /// follows a change of language.
    #[prop(optional, into)]
    label: Option<Signal<String>>,
) -> impl IntoView {
    let lang = crate::ui::use_settings().lang;
    let suit = card.suit();
    let classes = format!("face {}", suit_classes(suit));
    let role = label.map(|_| "img");
    let hidden = label.is_none().then_some("true");
    let aria_label = move || label.map(|l| l.get());
    // The indices are CSS generated content (`data-t`), not text: the face is a picture,
    // named by its button or its `aria-label`, and text in it would be a visible label
    // ("9 9", "V V V") that the name does not contain (WCAG 2.5.3, axe
    // label-content-name-mismatch).
    view! {
        <span class=classes role=role aria-label=aria_label aria-hidden=hidden>
            {move || {
                let lang = lang.get();
                let index = rank_index(lang, card.rank());
                view! {
                    <span class="corner tl">
                        <span class="idx" data-t=index></span>
                        <SuitIcon suit=suit />
                    </span>
                    <span class="centre">{face_centre(lang, card)}</span>
                    <span class="big-suit"><SuitIcon suit=suit /></span>
                    <span class="corner br">
                        <span class="idx" data-t=index></span>
                        <SuitIcon suit=suit />
                    </span>
                }
            }}
        </span>
    }
}

/// The back of a card (opponents' hands).
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <span class="back" aria-hidden="true"></span> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::cards::cards;

    #[test]
    fn french_names_use_the_right_article() {
        let names: Vec<String> = cards("QH AS 10C JD KH 8S")
            .into_iter()
            .map(|c| play_label(Lang::Fr, c))
            .collect();
        assert_eq!(
            names,
            [
                "Jouer la dame de cœur",
                "Jouer l'as de pique",
                "Jouer le 10 de trèfle",
                "Jouer le valet de carreau",
                "Jouer le roi de cœur",
                "Jouer le 8 de pique",
            ]
        );
    }

    #[test]
    fn english_names() {
        let names: Vec<String> = cards("QH AS 10C")
            .into_iter()
            .map(|c| play_label(Lang::En, c))
            .collect();
        assert_eq!(
            names,
            [
                "Play queen of hearts",
                "Play ace of spades",
                "Play 10 of clubs"
            ]
        );
    }

    #[test]
    fn every_number_card_has_as_many_pips_as_its_rank() {
        for r in 2..=10u8 {
            assert_eq!(pips(r).len(), usize::from(r));
        }
    }
}

#[cfg(test)]
mod decimal_tests {
    use super::{signed_tenths, tenths};

    #[test]
    fn tenths_print_like_floats() {
        assert_eq!(tenths(85), "8.5");
        assert_eq!(tenths(120), "12");
        assert_eq!(tenths(0), "0");
        assert_eq!(signed_tenths(-85), "-8.5");
        assert_eq!(signed_tenths(215), "21.5");
    }
}
