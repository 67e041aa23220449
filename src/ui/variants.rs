//! A game's yes/no options on the new-game page, written once: each [`Variant`] is a
//! checkbox naming the rule it changes, folded away in a "Variantes" section that says how
//! many differ from the spec's defaults. Camelot (CAM-18) and Tafelrunde (TAF-14) list
//! theirs; any game with such options lists its own.

use super::route::Route;
use super::text::{T, t, variants_summary};
use super::{Lang, use_settings};
use leptos::prelude::*;

/// One option shown as a checkbox.
pub struct Variant<O> {
    /// Its label.
    pub label: fn(Lang) -> &'static str,
    /// The rule it changes.
    pub rule: &'static str,
    /// Reads it.
    pub get: fn(&O) -> bool,
    /// Writes it.
    pub set: fn(&mut O, bool),
}

/// How many of `variants` differ from the spec's defaults in `options`.
#[must_use]
pub fn variants_changed<O: Default>(variants: &[Variant<O>], options: &O) -> usize {
    let spec = O::default();
    variants
        .iter()
        .filter(|v| (v.get)(options) != (v.get)(&spec))
        .count()
}

/// The options fieldset: `variants` as checkboxes editing `options`, folded away, with a
/// link to the rules page's options section (`rules`).
#[component]
pub fn VariantsFields<O: Clone + Default + Send + Sync + 'static>(
    /// The options chosen so far.
    options: RwSignal<O>,
    /// The checkboxes, in the rules' order.
    variants: &'static [Variant<O>],
    /// The rules page section that explains them.
    rules: Route,
) -> impl IntoView {
    let lang = use_settings().lang;
    let changed = Memo::new(move |_| options.with(|o| variants_changed(variants, o)));
    let boxes = variants
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
                        {move || label(lang.get())}
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
                    <a href=rules.href()>{move || t(lang.get(), T::VariantsRulesLink)}</a>
                </p>
            </details>
        </fieldset>
    }
}

/// A number option of a new-game form: its label with the rule that sets it, and a number
/// field that takes only a value within `min..=max`.
#[component]
pub fn NumberField<O: Send + Sync + 'static>(
    /// The options chosen so far.
    options: RwSignal<O>,
    /// The field's element id.
    id: &'static str,
    /// Its label.
    label: fn(Lang) -> &'static str,
    /// The rule that sets it.
    rule: &'static str,
    /// The lowest value taken.
    min: u8,
    /// The highest value taken.
    max: u8,
    /// Reads it.
    get: fn(&O) -> u8,
    /// Writes it.
    set: fn(&mut O, u8),
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <label class="choice">
            <span>
                {move || label(lang.get())}
                " " <span class="rule-ref">"(" {rule} ")"</span>
            </span>
            <input
                type="number"
                id=id
                min=min.to_string()
                max=max.to_string()
                prop:value=move || options.with(|o| get(o).to_string())
                on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<u8>()
                        && (min..=max).contains(&v)
                    {
                        options.update(|o| set(o, v));
                    }
                }
            />
        </label>
    }
}

/// Test helper: each variant changes exactly its own option, and is counted as one change.
///
/// # Panics
/// When a variant changes nothing, or another variant's option.
pub fn assert_each_variant_alone<O: Clone + Default + PartialEq + std::fmt::Debug>(
    variants: &[Variant<O>],
) {
    let spec = O::default();
    assert_eq!(variants_changed(variants, &spec), 0);
    for (i, v) in variants.iter().enumerate() {
        let mut o = spec.clone();
        (v.set)(&mut o, !(v.get)(&spec));
        assert_ne!(o, spec, "variant {i} changes an option");
        assert_eq!(variants_changed(variants, &o), 1);
        for (j, w) in variants.iter().enumerate() {
            if i != j {
                assert_eq!((w.get)(&o), (w.get)(&spec), "{i} leaves {j} alone");
            }
        }
    }
}
