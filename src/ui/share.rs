//! Modal dialogs of the shell: the generic [`Modal`] frame (focus trapped, Esc closes, focus
//! goes back where it was), the share dialog and a yes/no confirmation.

use super::any_game::AnyRecord;
use super::text::{T, t};
use super::{route, use_settings};
use crate::core::GameId;
use leptos::html;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

const FOCUSABLE: &str = "a[href], button:not([disabled]), input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

thread_local! {
    /// Elements that had focus when each open dialog opened, innermost last.
    static RETURN_FOCUS: RefCell<Vec<Option<web_sys::HtmlElement>>> = const { RefCell::new(Vec::new()) };
}

fn focusables(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// A modal dialog frame: `role=dialog`, `aria-modal`, named by the element `labelled_by`.
/// Focus moves to the first field (or an element marked `data-autofocus`) on open, Tab and
/// Shift+Tab cycle inside, Esc and a click on the backdrop call `on_close`, and focus goes
/// back to the element that had it when the dialog closes.
#[component]
pub fn Modal(
    /// Id of the heading that names the dialog.
    labelled_by: &'static str,
    /// Called when the user dismisses the dialog (Esc, backdrop).
    on_close: Callback<()>,
    /// Extra class for the panel.
    #[prop(optional)]
    class: &'static str,
    /// The dialog content.
    children: Children,
) -> impl IntoView {
    let panel = NodeRef::<html::Div>::new();
    let previous = document()
        .active_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    RETURN_FOCUS.with(|s| s.borrow_mut().push(previous));
    on_cleanup(|| {
        if let Some(Some(el)) = RETURN_FOCUS.with(|s| s.borrow_mut().pop()) {
            let _ = el.focus();
        }
    });
    Effect::new(move |_| {
        if let Some(p) = panel.get() {
            let target = p
                .query_selector("[data-autofocus]")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                .or_else(|| focusables(&p).into_iter().next());
            match target {
                Some(t) => {
                    let _ = t.focus();
                }
                None => {
                    let _ = p.focus();
                }
            }
        }
    });
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            ev.prevent_default();
            ev.stop_propagation();
            on_close.run(());
            return;
        }
        if ev.key() != "Tab" {
            return;
        }
        let Some(p) = panel.get_untracked() else {
            return;
        };
        let items = focusables(&p);
        let (Some(first), Some(last)) = (items.first(), items.last()) else {
            ev.prevent_default();
            return;
        };
        let active = document().active_element();
        let is = |e: &web_sys::HtmlElement| {
            let e: &web_sys::Element = e;
            active.as_ref().is_some_and(|a| a == e)
        };
        let inside = active.as_ref().is_some_and(|a| p.contains(Some(a)));
        if ev.shift_key() && (is(first) || !inside) {
            ev.prevent_default();
            let _ = last.focus();
        } else if !ev.shift_key() && (is(last) || !inside) {
            ev.prevent_default();
            let _ = first.focus();
        }
    };
    let on_backdrop = move |ev: web_sys::MouseEvent| {
        let on_self = match (ev.target(), ev.current_target()) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        };
        if on_self {
            on_close.run(());
        }
    };
    view! {
        <div class="modal-backdrop" on:click=on_backdrop>
            <div
                class=format!("modal {class}")
                role="dialog"
                aria-modal="true"
                aria-labelledby=labelled_by
                tabindex="-1"
                node_ref=panel
                on:keydown=on_keydown
            >
                {children()}
            </div>
        </div>
    }
}

/// What the copy button last did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CopyState {
    Idle,
    Copied,
    Failed,
}

/// Copies `text` with `navigator.clipboard`, then sets `state`.
fn copy_to_clipboard(text: &str, state: RwSignal<CopyState>) {
    let nav = window().navigator();
    let has_clipboard = js_sys::Reflect::get(&nav, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !has_clipboard {
        state.set(CopyState::Failed);
        return;
    }
    let promise = nav.clipboard().write_text(text);
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| state.set(CopyState::Copied));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_| state.set(CopyState::Failed));
    let _ = promise.then2(&ok, &err);
    // One small closure pair per click; the promise settles once.
    ok.forget();
    err.forget();
}

/// The share dialog: pick "from the start" or "with the moves", then copy the URL.
#[component]
pub fn ShareDialog(
    /// The game to share, whichever it is.
    record: AnyRecord,
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    // A Roi deal is one of several in a match; a Camelot game is dealt once.
    let from_start = match record.game() {
        GameId::Roi => T::ShareFromStart,
        GameId::Tafelrunde | GameId::Camelot | GameId::Tournoi | GameId::Chevaliers => {
            T::ShareGameFromStart
        }
    };
    let with_moves = RwSignal::new(record.moves() > 0);
    let copy = RwSignal::new(CopyState::Idle);
    let field = NodeRef::<html::Input>::new();
    let record = StoredValue::new(record);
    let url = Memo::new(move |_| {
        let rec = record.with_value(|r| {
            if with_moves.get() {
                r.clone()
            } else {
                r.without_moves()
            }
        });
        rec.link()
            .ok()
            .map(|l| format!("{}{}", route::base_url(), route::Route::Link(l).href()))
    });
    Effect::new(move |_| {
        url.track();
        copy.set(CopyState::Idle);
    });
    let select_field = move || {
        if let Some(f) = field.get_untracked() {
            f.select();
        }
    };
    let on_copy = move |_| match url.get_untracked() {
        Some(u) => {
            select_field();
            copy_to_clipboard(&u, copy);
        }
        None => copy.set(CopyState::Failed),
    };
    Effect::new(move |_| {
        if copy.get() == CopyState::Failed {
            select_field();
        }
    });
    let choice = move |value: bool, key: T| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="share-kind"
                    prop:checked=move || with_moves.get() == value
                    on:change=move |_| with_moves.set(value)
                />
                <span>{move || t(lang.get(), key)}</span>
            </label>
        }
    };
    view! {
        <Modal labelled_by="share-title" on_close=on_close class="share">
            <h2 id="share-title">{move || t(lang.get(), T::ShareTitle)}</h2>
            <p class="muted">{move || t(lang.get(), T::ShareIntro)}</p>
            <fieldset class="choices">
                <legend class="visually-hidden">{move || t(lang.get(), T::ShareTitle)}</legend>
                {choice(false, from_start)}
                {choice(true, T::ShareWithMoves)}
            </fieldset>
            <Show
                when=move || url.with(Option::is_some)
                fallback=move || view! { <p role="alert">{move || t(lang.get(), T::ShareUnavailable)}</p> }
            >
                <label class="field-label" for="share-url">{move || t(lang.get(), T::ShareLink)}</label>
                <div class="copy-row">
                    <input
                        id="share-url"
                        data-autofocus
                        class="share-url"
                        type="text"
                        readonly
                        spellcheck="false"
                        node_ref=field
                        prop:value=move || url.get().unwrap_or_default()
                        on:focus=move |_| select_field()
                        on:click=move |_| select_field()
                    />
                    <button type="button" class="btn btn-primary" on:click=on_copy>
                        {move || t(lang.get(), T::Copy)}
                    </button>
                </div>
            </Show>
            <p class="copy-status" role="status" aria-live="polite">
                {move || match copy.get() {
                    CopyState::Idle => "",
                    CopyState::Copied => t(lang.get(), T::Copied),
                    CopyState::Failed => t(lang.get(), T::CopyFallback),
                }}
            </p>
            <div class="actions">
                <button type="button" class="btn" on:click=move |_| on_close.run(())>
                    {move || t(lang.get(), T::Close)}
                </button>
            </div>
        </Modal>
    }
}

/// A yes/no question in a modal: `confirm` runs the action, `on_close` keeps things as they are.
#[component]
pub fn ConfirmDialog(
    /// Heading.
    title: T,
    /// Explanation.
    body: T,
    /// Label of the confirming button.
    confirm_label: T,
    /// Label of the cancelling button.
    cancel_label: T,
    /// Runs the action.
    on_confirm: Callback<()>,
    /// Cancels.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <Modal labelled_by="confirm-title" on_close=on_close class="confirm">
            <h2 id="confirm-title">{move || t(lang.get(), title)}</h2>
            <p>{move || t(lang.get(), body)}</p>
            <div class="actions">
                <button type="button" class="btn" data-autofocus on:click=move |_| on_close.run(())>
                    {move || t(lang.get(), cancel_label)}
                </button>
                <button type="button" class="btn btn-danger" on:click=move |_| on_confirm.run(())>
                    {move || t(lang.get(), confirm_label)}
                </button>
            </div>
        </Modal>
    }
}
