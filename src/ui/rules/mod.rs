//! Rules pages, one per game, written in our own words from the specs in `shared/rules/`.
//!
//! Each page cites rule ids discreetly (`(ROI-4.2)`), so the reason the table gives for a
//! disabled card can be looked up: `#/rules/roi/ROI-4.2` scrolls to the passage citing that
//! rule (or to its section) and highlights it; `#/rules/roi/<section id>` scrolls to a section.

pub mod camelot;
mod camelot_actions;
pub mod roi;
pub mod tafelrunde;
mod tafelrunde_race;
mod tafelrunde_tables;

use super::route::Route;
use super::text::{T, rules_title, t};
use super::use_settings;
use crate::core::GameId;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A rule citation, `(ROI-2.5, ROI-2.6)`: each id is marked with `data-rule` so that a link
/// to it can find the passage.
#[component]
pub fn R(
    /// Comma-separated rule ids.
    ids: &'static str,
) -> impl IntoView {
    let parts: Vec<&'static str> = ids.split(',').map(str::trim).collect();
    let last = parts.len().saturating_sub(1);
    view! {
        <span class="rule-ref">
            "("
            {parts
                .into_iter()
                .enumerate()
                .map(|(i, id)| {
                    view! {
                        <span data-rule=id>{id}</span>
                        {(i < last).then_some(", ")}
                    }
                })
                .collect_view()}
            ")"
        </span>
    }
}

/// Scrolls to `anchor` (a section id, or a rule id cited on the page) and highlights it.
fn reveal(anchor: &str, section_for: fn(&str) -> &'static str) {
    let doc = document();
    let escaped = anchor.replace(['\\', '"'], "");
    let cited = doc
        .query_selector(&format!("[data-rule=\"{escaped}\"]"))
        .ok()
        .flatten()
        .and_then(|e| e.closest("p, li, tr, td").ok().flatten());
    let target = cited
        .or_else(|| doc.get_element_by_id(anchor))
        .or_else(|| doc.get_element_by_id(section_for(anchor)));
    let Some(target) = target else { return };
    if let Ok(list) = doc.query_selector_all(".is-target") {
        for i in 0..list.length() {
            if let Some(e) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = e.class_list().remove_1("is-target");
            }
        }
    }
    let _ = target.class_list().add_1("is-target");
    target.scroll_into_view();
    if let Ok(el) = target.dyn_into::<web_sys::HtmlElement>() {
        if el.get_attribute("tabindex").is_none() {
            let _ = el.set_attribute("tabindex", "-1");
        }
        let _ = el.focus();
    }
}

/// The rules page of `game`.
#[component]
pub fn RulesPage(
    /// Which game.
    game: GameId,
    /// A section or rule id to scroll to.
    anchor: Option<String>,
    /// True when a game is saved (shows a link back to it).
    has_game: Signal<bool>,
) -> impl IntoView {
    let lang = use_settings().lang;
    if let Some(a) = anchor.clone() {
        let section_for = match game {
            GameId::Roi => roi::section_for,
            GameId::Camelot => camelot::section_for,
            GameId::Tafelrunde => tafelrunde::section_for,
            _ => |_: &str| "",
        };
        Effect::new(move |_| {
            lang.track();
            let a = a.clone();
            request_animation_frame(move || reveal(&a, section_for));
        });
    }
    let back = move || {
        view! {
            <div class="back-links">
                <Show when=move || has_game.get()>
                    <a class="btn btn-primary btn-sm" href=Route::Play.href()>
                        {move || t(lang.get(), T::BackToGame)}
                    </a>
                </Show>
                <a class="btn btn-sm" href=Route::Lobby.href()>
                    {move || t(lang.get(), T::BackToLobby)}
                </a>
            </div>
        }
    };
    let body = match game {
        GameId::Roi => view! { <roi::RoiRules /> }.into_any(),
        GameId::Camelot => view! { <camelot::CamelotRules /> }.into_any(),
        GameId::Tafelrunde => view! { <tafelrunde::TafelrundeRules /> }.into_any(),
        _ => view! {
            <p class="notice">{move || t(lang.get(), T::RulesComingBody)}</p>
        }
        .into_any(),
    };
    view! {
        <article class="page rules">
            {back()}
            <h1>{move || rules_title(game, lang.get())}</h1>
            {body}
            <footer class="rules__foot">{back()}</footer>
        </article>
    }
}
