//! A finished trick gathered toward the seat that takes it (issue 28 point 6), for the tables
//! whose centre is a plain row of cards rather than Le Roi's felt with a side per seat
//! (Tafelrunde's trick, the Tournoi's melee). Their seats are panels laid out by the page's
//! grid, which moves with the width, so the way to the taker cannot be a class chosen in
//! advance as on Le Roi's felt: it is measured, once, when the gather is asked for, from the
//! centre of the cards to the taker's panel, and handed to the same `mo-gather` keyframes of
//! style/table.css as `--to-x`/`--to-y` on the list. The motion itself stays CSS: none under
//! `prefers-reduced-motion`, none at the Instant pace (those sheets say so).

use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How long the gathering itself lasts (ms): the `mo-gather` animation of the game sheets
/// (issue 28 point 6: 150 to 300 ms).
pub const GATHER_MS: u32 = 240;

/// How long a held trick stays whole before it is gathered, for a hold of `hold_ms`: the
/// gathering ends as the hold does.
#[must_use]
pub fn gather_delay(hold_ms: u32) -> u32 {
    hold_ms.saturating_sub(GATHER_MS)
}

/// A box on screen, in CSS pixels: left, top, width, height.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Bounds {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Bounds {
    fn centre(self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The element's box on screen.
    #[must_use]
    pub fn of(e: &web_sys::Element) -> Self {
        let r = e.get_bounding_client_rect();
        Bounds {
            x: r.left(),
            y: r.top(),
            w: r.width(),
            h: r.height(),
        }
    }
}

/// The way the cards travel: from the centre of `cards` to the centre of `taker`, rounded to
/// whole pixels.
#[must_use]
pub fn offset(cards: Bounds, taker: Bounds) -> (i32, i32) {
    let (fx, fy) = cards.centre();
    let (tx, ty) = taker.centre();
    ((tx - fx).round() as i32, (ty - fy).round() as i32)
}

/// The list's inline style while it is gathered: the way (when measured) and the delay.
#[must_use]
pub fn style(way: Option<(i32, i32)>, delay_ms: u32) -> String {
    let delay = format!("--mo-gather-delay: {delay_ms}ms");
    match way {
        Some((x, y)) => format!("--to-x: {x}px; --to-y: {y}px; {delay}"),
        None => delay,
    }
}

/// Measures the way from the element `from` holds to the element `taker()` selects (a CSS
/// selector searched inside `from`'s closest `scope`), each time `taker` names a new one;
/// `None` while there is nothing to gather, or before the page is laid out.
pub fn aim<E>(
    from: NodeRef<E>,
    scope: &'static str,
    taker: Signal<Option<String>>,
) -> RwSignal<Option<(i32, i32)>>
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    let way = RwSignal::new(None);
    Effect::new(move |_| {
        let found = taker.get().and_then(|sel| {
            let from = from.get()?;
            let from: &web_sys::Element = from.unchecked_ref();
            let to = from.closest(scope).ok()??.query_selector(&sel).ok()??;
            Some(offset(Bounds::of(from), Bounds::of(&to)))
        });
        way.set(found);
    });
    way
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_way_runs_from_centre_to_centre() {
        // Cards at the top right, a taker's panel below on the left (Tafelrunde's desktop
        // layout): the cards go left and down.
        let cards = Bounds {
            x: 600.0,
            y: 100.0,
            w: 200.0,
            h: 80.0,
        };
        let panel = Bounds {
            x: 40.0,
            y: 500.0,
            w: 300.0,
            h: 30.0,
        };
        assert_eq!(offset(cards, panel), (-510, 375));
        assert_eq!(offset(cards, cards), (0, 0));
    }

    #[test]
    fn the_gathering_ends_with_the_hold() {
        assert_eq!(gather_delay(800), 560);
        assert_eq!(gather_delay(100), 0);
        assert!((150..=300).contains(&GATHER_MS));
        assert_eq!(
            style(Some((-5, 12)), 560),
            "--to-x: -5px; --to-y: 12px; --mo-gather-delay: 560ms"
        );
        assert_eq!(style(None, 60), "--mo-gather-delay: 60ms");
    }
}
