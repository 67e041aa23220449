//! The sword decision (TAF-7) in the shell's [`Modal`] frame (`role=dialog`, `aria-modal`,
//! focus moved in and given back, Tab kept inside): declare a colour for the next ladder
//! place, decline (when allowed), or — ladder full — choose the two chips to swap; and wait
//! for the new hand when the player's hand is empty (TAF-7.6). Escape closes the dialog to
//! look at the board; the decision stays pending and a button beside the status line opens
//! it again.

use super::derive::SwordView;
use super::face::ChipMark;
use super::text::{self, TafelrundeLabel, label};
use crate::games::tafelrunde::{Action, Colour};
use crate::ui::table::modal::Modal;
use crate::ui::table::panels::Answer;
use crate::ui::use_settings;
use leptos::prelude::*;

/// The id of the dialog's heading.
const TITLE_ID: &str = "tf-sword-title";

/// The swap part: six place buttons (pressed when chosen) and the swap button.
#[component]
fn SwapPicker(
    /// The ladder, place 1 first.
    ladder: Vec<Colour>,
    /// The advised decision, if any.
    #[prop(into)]
    advised: Signal<Option<Action>>,
    /// The swap.
    on_choose: Callback<Action>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let picked = RwSignal::new(Vec::<u8>::new());
    let pair = move || {
        picked.with(|p| match p.as_slice() {
            [a, b] => Some(((*a).min(*b), (*a).max(*b))),
            _ => None,
        })
    };
    let toggle = move |place: u8| {
        picked.update(|p| {
            if let Some(i) = p.iter().position(|x| *x == place) {
                p.remove(i);
            } else {
                if p.len() >= 2 {
                    p.remove(0);
                }
                p.push(place);
            }
        });
    };
    let places = ladder
        .into_iter()
        .enumerate()
        .map(|(i, c)| {
            let place = i as u8 + 1;
            let hinted = move || matches!(advised.get(), Some(Action::Swap(a, b)) if a == place || b == place);
            view! {
                <li>
                    <button
                        type="button"
                        class="cm-btn cm-choice-btn tf-place-btn"
                        class:advised=hinted
                        aria-pressed=move || picked.with(|p| p.contains(&place)).to_string()
                        on:click=move |_| toggle(place)
                    >
                        <span class="tf-place-n" aria-hidden="true">{place}</span>
                        <ChipMark colour=c />
                        <span>{move || text::place_label(lang.get(), usize::from(place), Some(c))}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="tf-swap" role="group" aria-labelledby="tf-swap-title">
            <h3 id="tf-swap-title">{move || label(lang.get(), TafelrundeLabel::ChooseTwo)}</h3>
            <ul class="cm-choice-list tf-places">{places}</ul>
            <button
                type="button"
                class="cm-btn primary"
                disabled=move || pair().is_none()
                on:click=move |_| {
                    if let Some((a, b)) = pair() {
                        on_choose.run(Action::Swap(a, b));
                    }
                }
            >
                {move || text::swap_label(lang.get(), pair())}
            </button>
        </div>
    }
}

/// The sword decision.
#[component]
pub fn SwordDialog(
    /// The decision's data.
    view: SwordView,
    /// The hint's advice, the decision taken, or closed without deciding.
    answer: Answer<Action>,
    /// The hint button and line, shown in the dialog's footer.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let v = view;
    let place = v.place;
    let (space, postponed) = (v.space, v.postponed);
    let declares = v
        .declares
        .into_iter()
        .map(|c| {
            let action = c.action;
            let why_id = format!("tf-why-{}", c.colour.letter());
            let refused = c.reason.is_some();
            view! {
                <li>
                    <button
                        type="button"
                        class="cm-btn cm-choice-btn"
                        class:advised=move || answer.advised.get() == Some(action)
                        disabled=refused
                        title=c.reason.clone()
                        aria-describedby=refused.then(|| why_id.clone())
                        on:click=move |_| answer.on_choose.run(action)
                    >
                        <ChipMark colour=c.colour />
                        <span>{c.label.clone()}</span>
                    </button>
                    {c.reason.clone().map(|r| view! { <span class="cm-why" id=why_id>{r}</span> })}
                </li>
            }
        })
        .collect_view();
    let decline = v.decline.map(|d| {
        let reason = d.err();
        let refused = reason.is_some();
        view! {
            <div class="tf-decline">
                <button
                    type="button"
                    class="cm-btn"
                    class:advised=move || answer.advised.get() == Some(Action::Decline)
                    disabled=refused
                    title=reason.clone()
                    aria-describedby=refused.then_some("tf-why-decline")
                    on:click=move |_| answer.on_choose.run(Action::Decline)
                >
                    {move || label(lang.get(), TafelrundeLabel::Decline)}
                </button>
                {reason.map(|r| view! { <span class="cm-why" id="tf-why-decline">{r}</span> })}
            </div>
        }
    });
    let swap = place.is_none().then(
        || view! { <SwapPicker ladder=v.ladder.clone() advised=answer.advised on_choose=answer.on_choose /> },
    );
    let defer = v.deferrable.then(|| {
        view! {
            <button
                type="button"
                class="cm-btn"
                class:advised=move || answer.advised.get() == Some(Action::Defer)
                on:click=move |_| answer.on_choose.run(Action::Defer)
            >
                {move || label(lang.get(), TafelrundeLabel::Wait)}
            </button>
        }
    });
    view! {
        <Modal labelled_by=TITLE_ID on_close=answer.on_close class="cm-dialog tf-sword-dialog">
            <h2 id=TITLE_ID>{move || text::sword_heading(lang.get(), place)}</h2>
            <p class="cm-effect">{move || text::sword_intro(lang.get(), space, place, postponed)}</p>
            {(place.is_some()).then(|| view! {
                <ul class="cm-choice-list tf-declares" aria-label=move || text::sword_heading(lang.get(), place)>
                    {declares}
                </ul>
            })}
            {swap}
            <div class="cm-dialog-actions tf-sword-actions">
                {decline}
                {defer}
                {children.map(|c| c())}
                <button type="button" class="cm-btn small" on:click=move |_| answer.on_close.run(())>
                    {move || label(lang.get(), TafelrundeLabel::Later)}
                </button>
            </div>
        </Modal>
    }
}
