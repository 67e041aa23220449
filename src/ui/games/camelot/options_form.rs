//! Camelot's options on the new-game page (CAM-18), as checkboxes folded away by default.

use crate::core::GameId;
use crate::games::camelot::CamelotOptions;
use crate::ui::route::Route;
use crate::ui::text::{T, t};
use crate::ui::variants::{Variant, VariantsFields};
use leptos::prelude::*;

/// The Camelot options a player may change, in the order of the rules page.
pub static VARIANTS: [Variant<CamelotOptions>; 6] = [
    Variant {
        label: |l| t(l, T::ColourAfterDraw),
        rule: "CAM-5.8",
        get: |o| o.colour_after_draw,
        set: |o, v| o.colour_after_draw = v,
    },
    Variant {
        label: |l| t(l, T::NoRepeatColour),
        rule: "CAM-13.1",
        get: |o| o.no_repeat_colour,
        set: |o, v| o.no_repeat_colour = v,
    },
    Variant {
        label: |l| t(l, T::EntryNeedsDisplayCard),
        rule: "CAM-13.2",
        get: |o| o.entry_requires_display_card,
        set: |o, v| o.entry_requires_display_card = v,
    },
    Variant {
        label: |l| t(l, T::NoSecondMaiden),
        rule: "CAM-9.11",
        get: |o| o.forbid_second_maiden_by_action,
        set: |o, v| o.forbid_second_maiden_by_action = v,
    },
    Variant {
        label: |l| t(l, T::OutwitOnTop),
        rule: "CAM-9.12",
        get: |o| o.outwit_received_on_top,
        set: |o, v| o.outwit_received_on_top = v,
    },
    Variant {
        label: |l| t(l, T::ShieldGuardsOwn),
        rule: "CAM-9.9",
        get: |o| o.shield_guards_own_display,
        set: |o, v| o.shield_guards_own_display = v,
    },
];

/// Camelot's options (CAM-18) as checkboxes, folded away by default.
#[component]
pub fn CamelotOptionsFields(
    /// The options being chosen.
    options: RwSignal<CamelotOptions>,
) -> impl IntoView {
    view! {
        <VariantsFields
            options=options
            variants=&VARIANTS
            rules=Route::Rules(GameId::Camelot, Some("camelot-options".into()))
        />
    }
}
