//! The table's seats: each knight's panel (Hero and power, Legend and threshold, health
//! track, wound pile and its total, dishonors, Godsends). The layout itself is
//! [`super::table`]; presentational, they take derived data ([`super::derive`]).

use super::derive::{GodsendView, LegendState, TournoiSeatView};
use super::face::MiniCard;
use super::text;
use crate::games::tournoi::MAX_HEALTH;
use crate::ui::use_settings;
use leptos::prelude::*;

fn godsend_item(g: GodsendView, lang: RwSignal<crate::ui::Lang>) -> impl IntoView {
    let state = move || {
        let l = lang.get();
        let mut s = Vec::new();
        if g.spent {
            s.push(l.pick("utilisée", "spent").to_string());
        }
        if g.uses > 0 {
            s.push(match l {
                crate::ui::Lang::Fr => format!("{} utilisations restantes", g.uses),
                crate::ui::Lang::En => format!("{} uses left", g.uses),
            });
        }
        if let Some(j) = &g.judged {
            s.push(j.clone());
        }
        s.join(", ")
    };
    view! {
        <li class="tn-godsend" class:spent=g.spent title=g.effect.clone()>
            <span aria-hidden="true">"✝ "</span>
            <strong>{g.name.clone()}</strong>
            <span class="tn-godsend-effect">" — " {g.effect.clone()}</span>
            {move || { let s = state(); (!s.is_empty()).then(|| view! { <span class="tn-godsend-state">" (" {s} ")"</span> }) }}
        </li>
    }
}

/// One knight's panel.
#[component]
pub fn SeatPanel(
    /// What it shows.
    v: TournoiSeatView,
) -> impl IntoView {
    let lang = use_settings().lang;
    let pct = v.health * 100 / MAX_HEALTH;
    let low = v.health <= 150;
    let title_id = format!("tn-seat-{}", v.seat.index());
    let labelled = title_id.clone();
    let legend_state = v.legend_state;
    let threshold = v.threshold;
    let legend_line = move || {
        let l = lang.get();
        let t = match threshold {
            Some(t) => format!("{} {t}", l.pick("seuil", "threshold")),
            None => l.pick("sans seuil", "no threshold").to_string(),
        };
        let s = match legend_state {
            LegendState::Active => l.pick("active", "active"),
            LegendState::Reached => l.pick("active à la prochaine manche", "active next round"),
            LegendState::Inactive => l.pick("inactive", "inactive"),
        };
        format!("{t}, {s}")
    };
    let (wounds, dishonors, hand, pile) = (v.wounds, v.dishonors, v.hand, v.pile.clone());
    let pile_empty = pile.is_empty();
    let godsends = v.godsends.clone();
    let has_godsends = !godsends.is_empty();
    view! {
        <section
            class="tn-seat"
            data-seat=v.seat.index().to_string()
            class:to-act=v.to_act
            class:you=v.you
            aria-labelledby=labelled
        >
            <h3 id=title_id class="tn-seat-name">
                {v.name.clone()}
                {v.dealer.then(|| view! { <span class="tn-tag">{move || lang.get().pick(" · donneur", " · dealer")}</span> })}
                {v.to_act.then(|| view! { <span class="tn-tag tn-turn">{move || lang.get().pick(" · à jouer", " · to play")}</span> })}
                {v.thinking.then(|| view! { <span class="tn-tag">{move || lang.get().pick(" · réfléchit…", " · thinking…")}</span> })}
            </h3>
            {v.hero.clone().map(|h| view! {
                <p class="tn-hero">
                    <strong>{h}</strong>
                    " — " {v.power.0.clone()} {move || lang.get().pick(" : ", ": ")} {v.power.1.clone()}
                    {v.power_note.clone().map(|n| view! { <span class="tn-note">" (" {n} ")"</span> })}
                </p>
                <p class="tn-legend" class:active=legend_state == LegendState::Active>
                    {move || lang.get().pick("Légende : ", "Legend: ")}
                    <strong>{v.legend.0.clone()}</strong>
                    " (" {legend_line} ") — " {v.legend.1.clone()}
                    {v.legend_note.clone().map(|n| view! { <span class="tn-note">" (" {n} ")"</span> })}
                </p>
            })}
            <div class="tn-health-row">
                <div
                    class="tn-health"
                    class:low=low
                    role="meter"
                    aria-valuemin="0"
                    aria-valuemax=MAX_HEALTH.to_string()
                    aria-valuenow=v.health.to_string()
                    aria-label=move || lang.get().pick("Santé", "Health")
                >
                    <span class="tn-health-bar" style:width=format!("{pct}%")></span>
                </div>
                <span class="tn-health-num">{v.health} " / " {MAX_HEALTH}</span>
            </div>
            <p class="tn-counts">
                {move || text::seat_counts(lang.get(), hand, wounds, dishonors)}
            </p>
            <div class="tn-pile" role="group" aria-label=move || lang.get().pick("Pile de blessures", "Wound pile")>
                {if pile_empty {
                    view! { <span class="tn-empty">{move || lang.get().pick("pile de blessures vide", "wound pile empty")}</span> }.into_any()
                } else {
                    pile.into_iter().map(|c| view! { <MiniCard card=c lang=lang /> }).collect_view().into_any()
                }}
            </div>
            {has_godsends.then(|| view! {
                <ul class="tn-godsends" aria-label=move || lang.get().pick("Faveurs divines", "Godsends")>
                    {godsends.into_iter().map(|g| godsend_item(g, lang)).collect_view()}
                </ul>
            })}
        </section>
    }
}
