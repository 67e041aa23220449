//! Rules pages, one per game, written in our own words from the specs in `shared/rules/`.
//!
//! Each page cites rule ids discreetly (`(ROI-4.2)`), so the reason the table gives for a
//! disabled card can be looked up: `#/rules/roi/ROI-4.2` scrolls to the passage citing that
//! rule (or to its section) and highlights it; `#/rules/roi/<section id>` scrolls to a section.

/// A page file's [`Page`]: its `SECTIONS`, its `LEAD` and its own `section_for`, `fr` and
/// `en`, which every page names alike (issue 27). In the page file: `rules_page!();`.
macro_rules! rules_page {
    () => {
        /// The page: its sections, the lead (how the table cites the rules), the text.
        pub const PAGE: Page = Page {
            sections: &SECTIONS,
            section_for,
            lead: LEAD,
            text: (|| fr().into_any(), || en().into_any()),
        };
    };
}

pub mod all;
pub mod camelot;
mod camelot_actions;
mod camelot_sections;
pub mod chevaliers;
mod chevaliers_cards;
mod chevaliers_end;
mod chevaliers_quests;
mod chevaliers_sections;
mod chevaliers_tables;
#[cfg(test)]
mod chevaliers_tests;
#[cfg(test)]
mod page_source;
pub mod roi;
pub mod tafelrunde;
mod tafelrunde_race;
mod tafelrunde_sections;
mod tafelrunde_tables;
pub mod tournoi;
mod tournoi_powers;
mod tournoi_sections;
mod tournoi_tables;
#[cfg(test)]
mod tournoi_tests;

use super::route::Route;
use super::text::{T, t};
use super::titles::rules_title;
use super::{Lang, use_settings};
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

/// A page's sections: id (stable: the table and other pages link to them), French title,
/// English title.
pub type Section = (&'static str, &'static str, &'static str);

/// The title of section `i` of `sections` in `lang`.
pub(super) fn section_title(sections: &[Section], i: usize, lang: Lang) -> &'static str {
    let (_, fr, en) = sections[i];
    lang.pick(fr, en)
}

/// A link to a section of `game`'s rules page.
pub(super) fn section_link(game: GameId, id: &str) -> String {
    Route::Rules(game, Some(id.to_string())).href()
}

/// The numbers of a rule id with its game's `prefix` (`TAF-4.3` → 4 and 3), case and spaces
/// aside; `None` where a part is missing or not a number.
pub(super) fn rule_numbers(id: &str, prefix: &str) -> (Option<u32>, Option<u32>) {
    let id = id.trim().to_ascii_uppercase();
    let rest = id.strip_prefix(prefix).unwrap_or(&id);
    let mut parts = rest.split('.');
    let major = parts.next().and_then(|p| p.parse::<u32>().ok());
    let minor = parts.next().and_then(|p| p.parse::<u32>().ok());
    (major, minor)
}

/// A page's sections, in one language.
pub type Text = fn() -> AnyView;

/// What a game's rules page is made of.
#[derive(Clone, Copy)]
pub struct Page {
    /// The sections, in page order.
    pub sections: &'static [Section],
    /// The section that explains a rule id.
    pub section_for: fn(&str) -> &'static str,
    /// The lead (French, English): how the table cites the rules.
    pub lead: (&'static str, &'static str),
    /// The sections in French, and in English.
    pub text: (Text, Text),
}

/// A rules page's body: the lead, the table of contents, then the sections in the current
/// language.
#[component]
fn RulesBody(
    /// Whose rules.
    game: GameId,
    /// What the page is made of.
    page: Page,
) -> impl IntoView {
    let lang = use_settings().lang;
    let Page {
        sections,
        lead,
        text: (fr, en),
        ..
    } = page;
    let toc_id = format!("{}-toc-h", game.slug());
    let labelled = toc_id.clone();
    let toc = move || {
        let l = lang.get();
        (0..sections.len())
            .map(|i| {
                view! {
                    <li>
                        <a href=section_link(game, sections[i].0)>{section_title(sections, i, l)}</a>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <p class="lead">{move || lang.get().pick(lead.0, lead.1)}</p>
        <nav class="toc" aria-labelledby=labelled>
            <h2 id=toc_id class="toc__title">{move || t(lang.get(), T::RulesContents)}</h2>
            <ol>{toc}</ol>
        </nav>
        {move || match lang.get() {
            Lang::Fr => fr(),
            Lang::En => en(),
        }}
    }
}

/// A column of a rules table: its heading (French, English) and whether it holds numbers.
pub(super) type Column = (&'static str, &'static str, bool);

/// A table of a rules page: a caption for screen readers, the column headings, and the rows
/// (`children`).
#[component]
pub(super) fn RulesTable(
    /// The caption, in a language.
    caption: impl Fn(Lang) -> String + Send + Sync + 'static,
    /// The columns.
    columns: &'static [Column],
    /// The rows.
    children: Children,
) -> impl IntoView {
    let lang = use_settings().lang;
    let heads = columns
        .iter()
        .map(|&(fr, en, num)| {
            let title = move || lang.get().pick(fr, en);
            if num {
                view! { <th scope="col" class="num">{title}</th> }.into_any()
            } else {
                view! { <th scope="col">{title}</th> }.into_any()
            }
        })
        .collect_view();
    view! {
        <div class="table-wrap">
            <table class="contracts">
                <caption class="visually-hidden">{move || caption(lang.get())}</caption>
                <thead>
                    <tr>{heads}</tr>
                </thead>
                <tbody>{children()}</tbody>
            </table>
        </div>
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
    /// The page's content, from the game's registration (`None`: this bundle does not hold
    /// the game). Only the bundle that holds the game carries its rules text (the shell
    /// switches to that bundle for a rules page).
    page: Option<Page>,
) -> impl IntoView {
    let lang = use_settings().lang;
    if let Some(a) = anchor.clone() {
        let section_for: fn(&str) -> &'static str = match page {
            Some(p) => p.section_for,
            None => |_| "",
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
                    <a class="btn btn-primary btn-sm" href=Route::Play(Some(game)).href()>
                        {move || t(lang.get(), T::BackToGame)}
                    </a>
                </Show>
                {crate::ui::learn::has_lesson(game)
                    .then(|| {
                        view! {
                            <a class="btn btn-sm" href=Route::Learn(game).href()>
                                {move || lang.get().pick("Apprendre à jouer", "Learn to play")}
                            </a>
                        }
                    })}
                <a class="btn btn-sm" href=Route::Lobby.href()>
                    {move || t(lang.get(), T::BackToLobby)}
                </a>
            </div>
        }
    };
    let body = match page {
        Some(page) => view! { <RulesBody game=game page=page /> }.into_any(),
        None => view! {
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
