//! Tafelrunde's options on the new-game page (TAF-14): every [HOUSE] and [READING] rule with
//! a yes/no choice, and the reshuffle timing, as checkboxes in a folded "Variantes" section
//! starting from the spec (`TafelrundeOptions::default()`). The track and its sword spaces
//! keep the spec's board here; links carry any board the engine accepts.

use crate::core::GameId;
use crate::games::tafelrunde::TafelrundeOptions;
use crate::games::tafelrunde::options::Reshuffle;
use crate::ui::route::Route;
use crate::ui::variants::{Variant, VariantsFields};
use leptos::prelude::*;

/// The options a player may change, in the order of the rules.
pub static VARIANTS: [Variant<TafelrundeOptions>; 6] = [
    Variant {
        label: |l| {
            l.pick(
                "On peut entamer un pli avec un chevalier ou un blason",
                "A knight or a crest may lead a trick",
            )
        },
        rule: "TAF-4.1",
        get: |o| o.may_lead_super_trump,
        set: |o, v| o.may_lead_super_trump = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Chevalier et blason seulement quand on ne peut pas fournir",
                "Knight and crest only when you cannot follow",
            )
        },
        rule: "TAF-4.3",
        get: |o| o.super_trump_only_when_void,
        set: |o, v| o.super_trump_only_when_void = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Après une entame en chevalier ou blason, chacun joue librement",
                "After a knight or crest lead, everyone plays freely",
            )
        },
        rule: "TAF-4.5",
        get: |o| o.super_lead_frees_trick,
        set: |o, v| o.super_lead_frees_trick = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Sur une épée, on peut ne rien déclarer",
                "On a sword, you may declare nothing",
            )
        },
        rule: "TAF-7.3",
        get: |o| o.sword_declare_optional,
        set: |o, v| o.sword_declare_optional = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Les mains vides, on peut attendre sa nouvelle main pour décider",
                "Empty-handed, you may wait for your new hand to decide",
            )
        },
        rule: "TAF-7.6",
        get: |o| o.defer_when_empty,
        set: |o, v| o.defer_when_empty = v,
    },
    Variant {
        label: |l| {
            l.pick("La défausse est mélangée dès que la pioche est vide (et non quand il faut donner)", "The discard pile is shuffled as soon as the stock runs out (not when a card must be dealt)")
        },
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
    crate::ui::variants::variants_changed(&VARIANTS, options)
}

/// The options as checkboxes, folded away by default.
#[component]
pub fn TafelrundeOptionsFields(
    /// The options being chosen.
    options: RwSignal<TafelrundeOptions>,
) -> impl IntoView {
    view! {
        <VariantsFields
            options=options
            variants=&VARIANTS
            rules=Route::Rules(GameId::Tafelrunde, Some("tafelrunde-options".into()))
        />
    }
}
