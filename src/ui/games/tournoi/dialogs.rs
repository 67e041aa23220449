//! The Tournoi's decisions in the shell's [`Modal`] frame (`role=dialog`, `aria-modal`,
//! focus moved in and given back, Tab kept inside, Escape closes): a card that asks before
//! it is played (an enchanter's named suit and value, TRN-4.3/4.4/4.7; Arthur's +3, Gawain's
//! +2, Divine Will ±1, TRN-4.8, offered only when legal), and every other decision of
//! TRN-14.1 as a list of buttons (round-start powers, pre-feint and post-loss powers, cards
//! to give, injury Godsends, the Godsend pick, the Hero draft), Pass last.

use super::face::MiniCard;
use super::text;
use crate::games::tournoi::{Action, Card, Play, Suit};
use crate::ui::table::ActionChoice;
use crate::ui::table::modal::Modal;
use crate::ui::table::panels::Answer;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// The id of the decision dialog's heading.
const CHOICE_TITLE: &str = "tn-choice-title";
/// The id of the play dialog's heading.
const PLAY_TITLE: &str = "tn-play-title";

/// A decision as a list of buttons.
#[component]
pub fn ChoiceDialog(
    /// The heading.
    title: String,
    /// Lines of context (the offer, the cards at stake).
    lines: Vec<String>,
    /// The buttons.
    choices: Vec<ActionChoice<Action>>,
    /// The hint's advice, the decision taken, or closed without deciding.
    answer: Answer<Action>,
    /// The hint button and line, shown in the dialog's footer.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let buttons = choices
        .into_iter()
        .map(|c| {
            let a = c.action;
            view! {
                <li>
                    <button
                        type="button"
                        class="cm-btn cm-choice-btn"
                        class:primary=a == Action::Pass
                        class:advised=move || answer.advised.get() == Some(a)
                        on:click=move |_| answer.on_choose.run(a)
                    >
                        {c.label}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <Modal labelled_by=CHOICE_TITLE on_close=answer.on_close class="cm-dialog tn-dialog">
            <h2 id=CHOICE_TITLE>{title}</h2>
            {lines.into_iter().map(|l| view! { <p class="cm-effect">{l}</p> }).collect_view()}
            <ul class="cm-choice-list tn-choices">{buttons}</ul>
            <div class="cm-dialog-actions">
                {children.map(|c| c())}
                <button type="button" class="cm-btn small" on:click=move |_| answer.on_close.run(())>
                    {move || lang.get().pick("Plus tard", "Later")}
                </button>
            </div>
        </Modal>
    }
}

/// The suits an enchanter may be named, in order (`None`: no suit, an Alchemy-led melee).
fn suits_of(plays: &[Play]) -> Vec<Option<Suit>> {
    let mut v: Vec<Option<Suit>> = Vec::new();
    for p in plays {
        if !v.contains(&p.suit) {
            v.push(p.suit);
        }
    }
    v
}

fn values_of(plays: &[Play], suit: Option<Suit>) -> Vec<u8> {
    let mut v: Vec<u8> = plays
        .iter()
        .filter(|p| p.suit == suit)
        .filter_map(|p| p.value)
        .collect();
    crate::core::small::sort(&mut v);
    v.dedup();
    v
}

/// A card that asks before it is played: an enchanter to name, or a choice of modifiers.
#[component]
pub fn PlayDialog(
    /// The card.
    card: Card,
    /// Its legal plays.
    plays: Vec<Play>,
    /// Chosen.
    on_play: Callback<Play>,
    /// Closed without playing.
    on_close: Callback<()>,
    /// The hint's (or the lesson's) decision: its play is lit up (an enchanter's starts at
    /// its suit and value).
    #[prop(into)]
    advised: Signal<Option<Action>>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let title = move || text::play_label(lang.get(), card);
    let body = if card.is_enchanter() {
        enchanter_body(card, &plays, advised, on_play, on_close, lang)
    } else {
        modifier_body(card, plays, advised, on_play, on_close, lang)
    };
    view! {
        <Modal labelled_by=PLAY_TITLE on_close=on_close class="cm-dialog tn-dialog">
            <h2 id=PLAY_TITLE>
                <MiniCard card=card lang=lang />
                " "
                {title}
            </h2>
            {body}
        </Modal>
    }
}

/// The hint's play of `card`, when it advises one.
fn advised_play_of(advised: Signal<Option<Action>>, card: Card) -> Option<Play> {
    match advised.get() {
        Some(Action::Play(p)) if p.card == card => Some(p),
        _ => None,
    }
}

/// An enchanter's dialog: the suit (when there is a choice) and the value it is played as.
fn enchanter_body(
    card: Card,
    plays: &[Play],
    advised: Signal<Option<Action>>,
    on_play: Callback<Play>,
    on_close: Callback<()>,
    lang: RwSignal<Lang>,
) -> AnyView {
    let advised_play = move || advised_play_of(advised, card);
    let first_advised = untrack(advised_play);
    let suits = suits_of(plays);
    let first_suit = first_advised.map_or(suits.first().copied().flatten(), |p| p.suit);
    let suit = RwSignal::new(first_suit);
    let plays_v = StoredValue::new(plays.to_vec());
    let value = RwSignal::new(
        first_advised
            .and_then(|p| p.value)
            .unwrap_or_else(|| values_of(plays, first_suit).first().copied().unwrap_or(1)),
    );
    let chosen = move || {
        plays_v.with_value(|v| {
            v.iter()
                .find(|p| p.suit == suit.get() && p.value == Some(value.get()))
                .copied()
        })
    };
    let suit_field = (suits.len() > 1).then(|| suit_field(&suits, suit, lang));
    let fixed_suit = (suits.len() == 1).then(|| {
        let s = suits[0];
        view! {
            <p class="cm-effect">{move || match s {
                Some(x) => format!("{} {} {}", lang.get().pick("Couleur :", "Suit:"), text::suit_symbol(x), text::suit_name(lang.get(), x)),
                None => lang.get().pick("Mêlée menée en Alchimie : la couleur ne compte pas.", "Alchemy-led melee: the suit does not matter.").to_string(),
            }}</p>
        }
    });
    let values = move || plays_v.with_value(|v| values_of(v, suit.get()));
    view! {
        {suit_field}
        {fixed_suit}
        <label class="tn-field">
            <span>{move || lang.get().pick("Valeur nommée", "Named value")}</span>
            <select
                data-autofocus=suits.len() <= 1
                on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<u8>() {
                        value.set(v);
                    }
                }
            >
                {move || values().into_iter().map(|v| view! {
                    <option value=v.to_string() selected=move || value.get() == v>{v}</option>
                }).collect_view()}
            </select>
        </label>
        <div class="cm-dialog-actions">
            <button
                type="button"
                class="cm-btn primary"
                class:advised=move || advised_play().is_some_and(|a| chosen() == Some(a))
                disabled=move || chosen().is_none()
                on:click=move |_| {
                    if let Some(p) = chosen() {
                        on_play.run(p);
                    }
                }
            >
                {move || match chosen() {
                    Some(p) => format!("{} {}", lang.get().pick("Jouer", "Play"), text::play_text(lang.get(), &p)),
                    None => lang.get().pick("Jouer", "Play").to_string(),
                }}
            </button>
            <button type="button" class="cm-btn small" on:click=move |_| on_close.run(())>
                {move || lang.get().pick("Annuler", "Cancel")}
            </button>
        </div>
    }
    .into_any()
}

/// The suit an enchanter is named as, among `suits`.
fn suit_field(
    suits: &[Option<Suit>],
    suit: RwSignal<Option<Suit>>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let options = suits
        .iter()
        .map(|s| {
            let s = *s;
            let key = s.map_or("-", |x| x.code());
            view! {
                <option value=key selected=move || suit.get() == s>
                    {move || s.map_or_else(
                        || lang.get().pick("aucune", "none").to_string(),
                        |x| format!("{} {}", text::suit_symbol(x), text::suit_name(lang.get(), x)),
                    )}
                </option>
            }
        })
        .collect_view();
    let list = suits.to_vec();
    view! {
        <label class="tn-field">
            <span>{move || lang.get().pick("Couleur nommée", "Named suit")}</span>
            <select data-autofocus on:change=move |ev| {
                let k = event_target_value(&ev);
                if let Some(s) = list.iter().find(|s| s.map_or("-", |x| x.code()) == k) {
                    suit.set(*s);
                }
            }>
                {options}
            </select>
        </label>
    }
}

/// A card played with modifiers to choose: one button a play.
fn modifier_body(
    card: Card,
    plays: Vec<Play>,
    advised: Signal<Option<Action>>,
    on_play: Callback<Play>,
    on_close: Callback<()>,
    lang: RwSignal<Lang>,
) -> AnyView {
    let advised_play = move || advised_play_of(advised, card);
    let buttons = plays
        .into_iter()
        .map(|p| {
            view! {
                <li>
                    <button type="button" class="cm-btn cm-choice-btn" class:advised=move || advised_play() == Some(p) on:click=move |_| on_play.run(p)>
                        {move || format!("{} {}", lang.get().pick("Jouer", "Play"), text::play_text(lang.get(), &p))}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="cm-effect">{move || lang.get().pick("Choisissez les bonus à déclarer avec cette carte.", "Choose the modifiers to declare with this card.")}</p>
        <ul class="cm-choice-list tn-choices">{buttons}</ul>
        <div class="cm-dialog-actions">
            <button type="button" class="cm-btn small" on:click=move |_| on_close.run(())>
                {move || lang.get().pick("Annuler", "Cancel")}
            </button>
        </div>
    }
    .into_any()
}
