//! The table's dialogs, in the shell's [`Modal`] frame (`role=dialog`, `aria-modal`, focus
//! moved in and given back, Tab kept inside, Escape closes):
//!
//! * the declarations of an action card (which opponent, which card, which colour; Outwit in
//!   two steps, what to take then what to give), listing only legal declarations;
//! * the Lancelot question when an opponent's action card can be cancelled, with the
//!   "never ask" setting. Escape there lets the card happen.

use super::face::{CardInside, ColourMark, card_class};
use super::text::{self, CamelotLabel, label};
use crate::games::camelot::{Action, ActionCard, Card, Colour};
use crate::ui::table::modal::Modal;
use crate::ui::use_settings;
use leptos::prelude::*;

/// The id of the open dialog's heading (one dialog at a time).
const TITLE_ID: &str = "cm-dialog-title";

/// One legal declaration of an action card.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Declaration {
    /// The action it plays.
    pub action: Action,
    /// The group it is listed under (an opponent's name), if any.
    pub group: Option<String>,
    /// The button's name (Outwit: what is given).
    pub label: String,
    /// A card shown on the button.
    pub card: Option<Card>,
    /// A colour shown on the button.
    pub colour: Option<Colour>,
    /// Outwit: what is taken (the first step).
    pub take: Option<String>,
}

fn option_button(
    d: Declaration,
    on_choose: Callback<Action>,
    advised: Signal<Option<Action>>,
) -> impl IntoView {
    let action = d.action;
    view! {
        <li>
            <button type="button" class="cm-btn cm-choice-btn" class:advised=move || advised.get() == Some(action) on:click=move |_| on_choose.run(action)>
                {d.colour.map(|c| view! { <ColourMark colour=c /> })}
                {d.card.map(|card| view! {
                    <span class=format!("{} mini", card_class(card)) aria-hidden="true"><CardInside card=card /></span>
                })}
                <span>{d.label.clone()}</span>
            </button>
        </li>
    }
}

/// Groups of buttons, each under its heading (an opponent), in first-seen order.
fn grouped(options: &[Declaration]) -> Vec<(Option<String>, Vec<Declaration>)> {
    let mut out: Vec<(Option<String>, Vec<Declaration>)> = Vec::new();
    for d in options {
        match out.iter_mut().find(|(g, _)| *g == d.group) {
            Some((_, v)) => v.push(d.clone()),
            None => out.push((d.group.clone(), vec![d.clone()])),
        }
    }
    out
}

fn group_list(
    options: Vec<Declaration>,
    on_choose: Callback<Action>,
    advised: Signal<Option<Action>>,
) -> impl IntoView {
    grouped(&options)
        .into_iter()
        .map(|(g, items)| {
            view! {
                <div class="cm-dialog-group">
                    {g.map(|g| view! { <h3>{g}</h3> })}
                    <ul class="cm-choice-list">
                        {items.into_iter().map(|d| option_button(d, on_choose, advised)).collect_view()}
                    </ul>
                </div>
            }
        })
        .collect_view()
}

/// The declarations of one action card.
#[component]
pub fn DeclareDialog(
    /// The card.
    kind: ActionCard,
    /// Its legal declarations.
    options: Vec<Declaration>,
    /// One was chosen.
    on_choose: Callback<Action>,
    /// Closed without playing.
    on_close: Callback<()>,
    /// The hint's (or the lesson's) declaration: its button is lit up.
    #[prop(into)]
    advised: Signal<Option<Action>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    // Outwit: the thing taken, chosen first.
    let taking = RwSignal::new(None::<(Option<String>, String)>);
    let is_outwit = kind == ActionCard::Outwit;
    let options = StoredValue::new(options);
    let body = move || {
        if !is_outwit {
            return group_list(options.get_value(), on_choose, advised).into_any();
        }
        match taking.get() {
            None => {
                // Step 1: one button per (opponent, thing to take).
                let mut firsts: Vec<Declaration> = Vec::new();
                for d in options.get_value() {
                    if !firsts
                        .iter()
                        .any(|f| f.group == d.group && f.take == d.take)
                    {
                        firsts.push(d);
                    }
                }
                view! {
                    <p class="cm-step">{move || label(lang.get(), CamelotLabel::OutwitTake)}</p>
                    {grouped(&firsts)
                        .into_iter()
                        .map(|(g, items)| view! {
                            <div class="cm-dialog-group">
                                {g.map(|g| view! { <h3>{g}</h3> })}
                                <ul class="cm-choice-list">
                                    {items
                                        .into_iter()
                                        .map(|d| {
                                            let name = d.take.clone().unwrap_or_default();
                                            let key = (d.group.clone(), name.clone());
                                            // Lit up when the advised declaration takes this.
                                            let lit = options.with_value(|all| {
                                                all.iter().any(|o| {
                                                    o.group == d.group
                                                        && o.take == d.take
                                                        && advised.get_untracked() == Some(o.action)
                                                })
                                            });
                                            view! {
                                                <li>
                                                    <button type="button" class="cm-btn cm-choice-btn" class:advised=lit on:click=move |_| taking.set(Some(key.clone()))>
                                                        {name}
                                                    </button>
                                                </li>
                                            }
                                        })
                                        .collect_view()}
                                </ul>
                            </div>
                        })
                        .collect_view()}
                }
                .into_any()
            }
            Some((group, take)) => {
                let gives: Vec<Declaration> = options
                    .get_value()
                    .into_iter()
                    .filter(|d| d.group == group && d.take.as_deref() == Some(take.as_str()))
                    .map(|d| Declaration { group: None, ..d })
                    .collect();
                view! {
                    <p class="cm-step">
                        {move || label(lang.get(), CamelotLabel::OutwitGive)}
                        " "
                        <span class="cm-step-taken">{format!("({}{} {take})", group.clone().unwrap_or_default(), lang.get_untracked().pick(" :", ":"))}</span>
                    </p>
                    {group_list(gives, on_choose, advised)}
                    <button type="button" class="cm-btn small" data-back="" on:click=move |_| taking.set(None)>
                        {move || label(lang.get(), CamelotLabel::Back)}
                    </button>
                }
                .into_any()
            }
        }
    };
    view! {
        <Modal labelled_by=TITLE_ID on_close=on_close class="cm-dialog">
            <h2 id=TITLE_ID>{move || text::play_label(lang.get(), Card::Action(kind))}</h2>
            <p class="cm-effect">{move || text::action_effect(lang.get(), kind)}</p>
            <div class="cm-dialog-body">{body}</div>
            <div class="cm-dialog-actions">
                <button type="button" class="cm-btn" on:click=move |_| on_close.run(())>
                    {move || label(lang.get(), CamelotLabel::Cancel)}
                </button>
            </div>
        </Modal>
    }
}

/// "Cancel X with Lancelot?" for the holder of Lancelot.
#[component]
pub fn LancelotDialog(
    /// What the opponent plays, as a sentence.
    #[prop(into)]
    what: Signal<String>,
    /// The player's answer: true = cancel.
    on_answer: Callback<bool>,
    /// "Never ask": the setting (persisted by the session).
    never_ask: RwSignal<bool>,
    /// The hint's (or the lesson's) answer: its button is lit up.
    #[prop(into)]
    advised: Signal<Option<Action>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <Modal labelled_by=TITLE_ID on_close=Callback::new(move |()| on_answer.run(false)) class="cm-dialog cm-lancelot">
            <h2 id=TITLE_ID>"Lancelot"</h2>
            <p class="cm-question">{move || text::lancelot_question(lang.get(), &what.get())}</p>
            <div class="cm-dialog-actions">
                <button type="button" class="cm-btn primary" class:advised=move || advised.get() == Some(Action::Cancel) data-autofocus="" on:click=move |_| on_answer.run(true)>
                    {move || label(lang.get(), CamelotLabel::CancelWithLancelot)}
                </button>
                <button type="button" class="cm-btn" class:advised=move || advised.get() == Some(Action::Pass) on:click=move |_| on_answer.run(false)>
                    {move || label(lang.get(), CamelotLabel::LetItHappen)}
                </button>
            </div>
            <label class="cm-check">
                <input
                    type="checkbox"
                    prop:checked=move || never_ask.get()
                    on:change=move |ev| never_ask.set(event_target_checked(&ev))
                />
                <span>{move || label(lang.get(), CamelotLabel::NeverAsk)}</span>
            </label>
        </Modal>
    }
}
