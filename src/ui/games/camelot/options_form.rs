//! Camelot's options on the new-game page (CAM-18), as checkboxes folded away by default.

use crate::core::GameId;
use crate::games::camelot::CamelotOptions;
use crate::ui::route::Route;
use crate::ui::text::{T, t, variants_summary};
use crate::ui::use_settings;
use leptos::prelude::*;

/// One Camelot option shown as a checkbox (CAM-18).
struct Variant {
    /// Its label.
    label: T,
    /// The rule it changes.
    rule: &'static str,
    /// Reads it.
    get: fn(&CamelotOptions) -> bool,
    /// Writes it.
    set: fn(&mut CamelotOptions, bool),
}

/// The Camelot options a player may change, in the order of the rules page.
const VARIANTS: [Variant; 6] = [
    Variant {
        label: T::ColourAfterDraw,
        rule: "CAM-5.8",
        get: |o| o.colour_after_draw,
        set: |o, v| o.colour_after_draw = v,
    },
    Variant {
        label: T::NoRepeatColour,
        rule: "CAM-13.1",
        get: |o| o.no_repeat_colour,
        set: |o, v| o.no_repeat_colour = v,
    },
    Variant {
        label: T::EntryNeedsDisplayCard,
        rule: "CAM-13.2",
        get: |o| o.entry_requires_display_card,
        set: |o, v| o.entry_requires_display_card = v,
    },
    Variant {
        label: T::NoSecondMaiden,
        rule: "CAM-9.11",
        get: |o| o.forbid_second_maiden_by_action,
        set: |o, v| o.forbid_second_maiden_by_action = v,
    },
    Variant {
        label: T::OutwitOnTop,
        rule: "CAM-9.12",
        get: |o| o.outwit_received_on_top,
        set: |o, v| o.outwit_received_on_top = v,
    },
    Variant {
        label: T::ShieldGuardsOwn,
        rule: "CAM-9.9",
        get: |o| o.shield_guards_own_display,
        set: |o, v| o.shield_guards_own_display = v,
    },
];

/// How many of the checkboxes differ from the spec's defaults.
#[must_use]
pub fn variants_changed(options: &CamelotOptions) -> usize {
    let spec = CamelotOptions::default();
    VARIANTS
        .iter()
        .filter(|v| (v.get)(options) != (v.get)(&spec))
        .count()
}

/// Camelot's options (CAM-18) as checkboxes, folded away by default.
#[component]
pub fn CamelotOptionsFields(
    /// The options being chosen.
    options: RwSignal<CamelotOptions>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let changed = Memo::new(move |_| options.with(variants_changed));
    let boxes = VARIANTS
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (label, rule, get, set) = (v.label, v.rule, v.get, v.set);
            view! {
                <label class="choice">
                    // No shrinking beside a label on two lines (`.choice` is a flex row).
                    <input
                        type="checkbox"
                        style:flex-shrink="0"
                        id=format!("variant-{i}")
                        prop:checked=move || options.with(get)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            options.update(|o| set(o, on));
                        }
                    />
                    <span>
                        {move || t(lang.get(), label)}
                        " "
                        <span class="rule-ref">"(" {rule} ")"</span>
                    </span>
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="group">
            <legend>{move || t(lang.get(), T::Options)}</legend>
            <details class="variants">
                <summary>
                    {move || t(lang.get(), T::Variants)}
                    " · "
                    <span class="variants__state">{move || variants_summary(changed.get(), lang.get())}</span>
                </summary>
                <p class="form-hint" id="variants-hint">{move || t(lang.get(), T::VariantsHint)}</p>
                <div class="choices" role="group" aria-label=move || t(lang.get(), T::Variants) aria-describedby="variants-hint">
                    {boxes}
                </div>
                <p>
                    <a href=Route::Rules(GameId::Camelot, Some("camelot-options".into())).href()>
                        {move || t(lang.get(), T::VariantsRulesLink)}
                    </a>
                </p>
            </details>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_camelot_variant_has_its_own_checkbox() {
        let spec = CamelotOptions::default();
        assert_eq!(variants_changed(&spec), 0);
        for (i, v) in VARIANTS.iter().enumerate() {
            let mut o = spec.clone();
            (v.set)(&mut o, !(v.get)(&spec));
            assert_ne!(o, spec, "variant {i} changes an option");
            assert_eq!(variants_changed(&o), 1);
            for (j, w) in VARIANTS.iter().enumerate() {
                if i != j {
                    assert_eq!((w.get)(&o), (w.get)(&spec), "{i} leaves {j} alone");
                }
            }
        }
    }
}
