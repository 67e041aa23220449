//! Tafelrunde's options on the new-game page (TAF-14): every [HOUSE] and [READING] rule with
//! a yes/no choice, and the reshuffle timing, as checkboxes in a folded "Variantes" section
//! starting from the spec (`TafelrundeOptions::default()`). The track and its sword spaces
//! keep the spec's board here; links carry any board the engine accepts.

use crate::core::GameId;
use crate::games::tafelrunde::TafelrundeOptions;
use crate::games::tafelrunde::options::Reshuffle;
use crate::ui::Lang;
use crate::ui::route::Route;
use crate::ui::text::{T, t, variants_summary};
use crate::ui::use_settings;
use leptos::prelude::*;

/// One option shown as a checkbox.
pub struct Variant {
    /// Its label (French, English).
    pub label: (&'static str, &'static str),
    /// The rule it changes.
    pub rule: &'static str,
    /// Reads it.
    pub get: fn(&TafelrundeOptions) -> bool,
    /// Writes it.
    pub set: fn(&mut TafelrundeOptions, bool),
}

/// The options a player may change, in the order of the rules.
pub const VARIANTS: [Variant; 6] = [
    Variant {
        label: (
            "On peut entamer un pli avec un chevalier ou un blason",
            "A knight or a crest may lead a trick",
        ),
        rule: "TAF-4.1",
        get: |o| o.may_lead_super_trump,
        set: |o, v| o.may_lead_super_trump = v,
    },
    Variant {
        label: (
            "Chevalier et blason seulement quand on ne peut pas fournir",
            "Knight and crest only when you cannot follow",
        ),
        rule: "TAF-4.3",
        get: |o| o.super_trump_only_when_void,
        set: |o, v| o.super_trump_only_when_void = v,
    },
    Variant {
        label: (
            "Après une entame en chevalier ou blason, chacun joue librement",
            "After a knight or crest lead, everyone plays freely",
        ),
        rule: "TAF-4.5",
        get: |o| o.super_lead_frees_trick,
        set: |o, v| o.super_lead_frees_trick = v,
    },
    Variant {
        label: (
            "Sur une épée, on peut ne rien déclarer",
            "On a sword, you may declare nothing",
        ),
        rule: "TAF-7.3",
        get: |o| o.sword_declare_optional,
        set: |o, v| o.sword_declare_optional = v,
    },
    Variant {
        label: (
            "Les mains vides, on peut attendre sa nouvelle main pour décider",
            "Empty-handed, you may wait for your new hand to decide",
        ),
        rule: "TAF-7.6",
        get: |o| o.defer_when_empty,
        set: |o, v| o.defer_when_empty = v,
    },
    Variant {
        label: (
            "La défausse est mélangée dès que la pioche est vide (et non quand il faut donner)",
            "The discard pile is shuffled as soon as the stock runs out (not when a card must be dealt)",
        ),
        rule: "TAF-8.4",
        get: |o| o.reshuffle == Reshuffle::WhenEmptied,
        set: |o, v| {
            o.reshuffle = if v {
                Reshuffle::WhenEmptied
            } else {
                Reshuffle::OnDemand
            };
        },
    },
];

/// How many of the checkboxes differ from the spec's defaults.
#[must_use]
pub fn variants_changed(options: &TafelrundeOptions) -> usize {
    let spec = TafelrundeOptions::default();
    VARIANTS
        .iter()
        .filter(|v| (v.get)(options) != (v.get)(&spec))
        .count()
}

fn variant_label(lang: Lang, v: &Variant) -> &'static str {
    lang.pick(v.label.0, v.label.1)
}

/// The options as checkboxes, folded away by default.
#[component]
pub fn TafelrundeOptionsFields(
    /// The options chosen so far.
    #[prop(into)]
    options: Signal<TafelrundeOptions>,
    /// A box was ticked or cleared.
    on_change: Callback<TafelrundeOptions>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let changed = Memo::new(move |_| options.with(variants_changed));
    let boxes = VARIANTS
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (rule, get, set) = (v.rule, v.get, v.set);
            view! {
                <label class="choice">
                    <input
                        type="checkbox"
                        style:flex-shrink="0"
                        id=format!("variant-{i}")
                        prop:checked=move || options.with(get)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            let mut o = options.get_untracked();
                            set(&mut o, on);
                            on_change.run(o);
                        }
                    />
                    <span>
                        {move || variant_label(lang.get(), &VARIANTS[i])}
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
                    <a href=Route::Rules(GameId::Tafelrunde, Some("tafelrunde-options".into())).href()>
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
    fn every_variant_has_its_own_checkbox() {
        let spec = TafelrundeOptions::default();
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
