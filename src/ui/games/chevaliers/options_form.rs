//! Les Chevaliers' options on the new-game page (CHV-20): the two-way ones are checkboxes in
//! the shared folded "Variantes" section; the Loyalty deal (four ways) is a choice list and
//! Excalibur's half track a number beside them. The card manifest has one value and is not
//! shown.

use crate::core::GameId;
use crate::games::chevaliers::ChevaliersOptions;
use crate::games::chevaliers::options::{KnightAssignment, LoyaltyPool};
use crate::ui::route::Route;
use crate::ui::use_settings;
use crate::ui::variants::{NumberField, Variant, VariantsFields};
use leptos::prelude::*;

/// The two-way options, in the order of the rules.
pub static VARIANTS: [Variant<ChevaliersOptions>; 8] = [
    Variant {
        label: |l| {
            l.pick(
                "Chacun choisit son chevalier à tour de rôle (sinon au hasard)",
                "Each player picks a knight in turn (otherwise at random)",
            )
        },
        rule: "CHV-2.3",
        get: |o| o.knight_assignment == KnightAssignment::Choose,
        set: |o, v| {
            o.knight_assignment = if v {
                KnightAssignment::Choose
            } else {
                KnightAssignment::Random
            };
        },
    },
    Variant {
        label: |l| {
            l.pick(
                "Trois Merlins permettent de se soigner",
                "Three Merlins may be used to heal",
            )
        },
        rule: "CHV-5.8",
        get: |o| o.heal_allows_merlin_triplet,
        set: |o, v| o.heal_allows_merlin_triplet = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Excalibur ajoute 1 aux combats contre les engins de son porteur",
                "Excalibur adds 1 to its holder's siege fights",
            )
        },
        rule: "CHV-7.10",
        get: |o| o.excalibur_in_siege,
        set: |o, v| o.excalibur_in_siege = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Keu peut ajouter une carte après son lancer contre les engins",
                "Kay may add a card after his siege roll",
            )
        },
        rule: "CHV-7.10",
        get: |o| o.kay_in_siege,
        set: |o, v| o.kay_in_siege = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Le traître peut se révéler de lui-même",
                "The Traitor may reveal himself",
            )
        },
        rule: "CHV-13.8",
        get: |o| o.voluntary_traitor_reveal,
        set: |o, v| o.voluntary_traitor_reveal = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Un traître mort retourne quand même des épées au décompte",
                "A dead Traitor still turns swords over at the count",
            )
        },
        rule: "CHV-14.3",
        get: |o| o.dead_traitor_flips,
        set: |o, v| o.dead_traitor_flips = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Une pioche épuisée reforme les deux pioches",
                "An empty deck reshuffles both decks",
            )
        },
        rule: "CHV-15.1",
        get: |o| o.reshuffle_both,
        set: |o, v| o.reshuffle_both = v,
    },
    Variant {
        label: |l| {
            l.pick(
                "Conversation libre entre joueurs (sinon signaux convenus)",
                "Free talk between players (otherwise agreed signals)",
            )
        },
        rule: "CHV-16.3",
        get: |o| o.free_chat,
        set: |o, v| o.free_chat = v,
    },
];

/// The Loyalty deals, with their code in the field.
const POOLS: [(LoyaltyPool, &str); 4] = [
    (LoyaltyPool::NPlusOne, "n1"),
    (LoyaltyPool::AllEight, "all8"),
    (LoyaltyPool::GuaranteedTraitor, "traitor"),
    (LoyaltyPool::NoTraitor, "none"),
];

fn pool_label(l: crate::ui::Lang, p: LoyaltyPool) -> &'static str {
    match p {
        LoyaltyPool::NPlusOne => l.pick(
            "Une carte de plus que de joueurs (traître probable)",
            "One card more than players (a Traitor is likely)",
        ),
        LoyaltyPool::AllEight => l.pick("Les huit cartes", "All eight cards"),
        LoyaltyPool::GuaranteedTraitor => l.pick("Toujours un traître", "Always a Traitor"),
        LoyaltyPool::NoTraitor => l.pick(
            "Aucun traître (partie d'initiation)",
            "No Traitor (learning game)",
        ),
    }
}

/// The options: the checkboxes, then the Loyalty deal and Excalibur's track.
#[component]
pub fn ChevaliersOptionsFields(
    /// The options being chosen.
    options: RwSignal<ChevaliersOptions>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <VariantsFields
            options=options
            variants=&VARIANTS
            rules=Route::Rules(GameId::Chevaliers, Some("chevaliers-options".into()))
        />
        <fieldset class="group chv-numbers">
            <legend>{move || lang.get().pick("Loyauté et Excalibur", "Loyalty and Excalibur")}</legend>
            <label class="choice">
                <span>
                    {move || lang.get().pick("Cartes de loyauté distribuées", "Loyalty cards dealt")}
                    " " <span class="rule-ref">"(CHV-2.4)"</span>
                </span>
                <select
                    id="chv-loyalty-pool"
                    on:change=move |ev| {
                        let k = event_target_value(&ev);
                        if let Some((p, _)) = POOLS.iter().find(|(_, c)| *c == k) {
                            options.update(|o| o.loyalty_pool = *p);
                        }
                    }
                >
                    {POOLS
                        .iter()
                        .map(|(p, code)| {
                            let p = *p;
                            view! {
                                <option value=*code selected=move || options.with(|o| o.loyalty_pool == p)>
                                    {move || pool_label(lang.get(), p)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <NumberField
                options=options
                id="chv-excalibur-track"
                label=|l| l.pick("Cases d'Excalibur de chaque côté du centre", "Excalibur's spaces on each side of the centre")
                rule="CHV-7.7"
                min=1
                max=9
                get=|o| o.excalibur_half_track
                set=|o, v| o.excalibur_half_track = v
            />
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_loyalty_deal_has_its_own_code() {
        for (i, (p, c)) in POOLS.iter().enumerate() {
            assert!(POOLS[i + 1..].iter().all(|(q, d)| q != p && d != c), "{c}");
        }
        assert_eq!(POOLS[0].0, ChevaliersOptions::default().loyalty_pool);
    }
}
