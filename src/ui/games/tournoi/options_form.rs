//! The Tournoi's options on the new-game page (TRN-17): every option with more than one
//! value. The four two-way ones are checkboxes in the shared folded "Variantes" section
//! (Hero draft, dealer basis, bonus only for recipients, final tie break); the two numbers
//! (enchanters' highest named value, round limit) are number fields beside them. The
//! designed card sets have one value each and are not shown.

use crate::core::GameId;
use crate::games::tournoi::TournoiOptions;
use crate::games::tournoi::options::{DealerBasis, FinalTieBreak, HeroAssignment};
use crate::ui::route::Route;
use crate::ui::use_settings;
use crate::ui::variants::{NumberField, Variant, VariantsFields};
use leptos::prelude::*;

/// The two-way options, in the order of the rules.
pub static VARIANTS: [Variant<TournoiOptions>; 4] = [
    Variant {
        label: |l| {
            l.pick(
                "Les chevaliers choisissent leur héros à tour de rôle (sinon au hasard)",
                "Knights draft their Heroes in turn (otherwise at random)",
            )
        },
        rule: "TRN-2.2",
        get: |o| o.hero_assignment == HeroAssignment::Draft,
        set: |o, v| {
            o.hero_assignment = if v {
                HeroAssignment::Draft
            } else {
                HeroAssignment::Random
            };
        },
    },
    Variant {
        label: |l| {
            l.pick(
                "Le chevalier le moins en santé distribue (sinon le plus blessé de la manche)",
                "The knight with the lowest health deals (otherwise the most wounded this round)",
            )
        },
        rule: "TRN-7.1",
        get: |o| o.dealer_basis == DealerBasis::LowestHealth,
        set: |o, v| {
            o.dealer_basis = if v {
                DealerBasis::LowestHealth
            } else {
                DealerBasis::RoundWounds
            };
        },
    },
    Variant {
        label: |l| {
            l.pick(
                "Le bonus de 100 points de retard seulement pour qui reçoit déjà une faveur",
                "The 100-behind bonus only for knights already receiving a Godsend",
            )
        },
        rule: "TRN-8.8",
        get: |o| o.bonus_requires_recipient,
        set: |o, v| o.bonus_requires_recipient = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Égalité finale : le moins blessé à la dernière manche gagne (sinon victoire partagée)",
                "Final tie: the fewest wounds in the last round wins (otherwise a shared victory)",
            )
        },
        rule: "TRN-11.3",
        get: |o| o.final_tie_break == FinalTieBreak::FewestRoundWounds,
        set: |o, v| {
            o.final_tie_break = if v {
                FinalTieBreak::FewestRoundWounds
            } else {
                FinalTieBreak::Shared
            };
        },
    },
];

/// The options: the checkboxes, then the two numbers.
#[component]
pub fn TournoiOptionsFields(
    /// The options being chosen.
    options: RwSignal<TournoiOptions>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <VariantsFields
            options=options
            variants=&VARIANTS
            rules=Route::Rules(GameId::Tournoi, Some("tournoi-options".into()))
        />
        <fieldset class="group tn-numbers">
            <legend>{move || lang.get().pick("Nombres", "Numbers")}</legend>
            <NumberField
                options=options
                id="tn-enchanter-max"
                label=|l| l.pick("Valeur la plus haute qu'un enchanteur peut nommer", "Highest value an enchanter may name")
                rule="TRN-4.7"
                min=1
                max=15
                get=|o| o.enchanter_max
                set=|o, v| o.enchanter_max = v
            />
            <NumberField
                options=options
                id="tn-max-rounds"
                label=|l| l.pick("Nombre de manches au plus", "Most rounds")
                rule="TRN-11.4"
                min=1
                max=99
                get=|o| o.max_rounds
                set=|o, v| o.max_rounds = v
            />
        </fieldset>
    }
}
