//! The shell's dialogs, in the kit's [`Modal`] frame (`ui::table::modal`): the share dialog
//! (the phone's share sheet when there is one, else copy the link) and a yes/no
//! confirmation.

use super::about::Words;
use super::any_game::AnyRecord;
use super::text::{T, t};
use super::{route, use_settings};
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

pub use super::table::modal::Modal;

/// What the copy or share button last did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CopyState {
    Idle,
    Copied,
    Shared,
    Failed,
}

/// `navigator.share`, when the browser has a share sheet (phones mostly).
pub(crate) fn share_fn() -> Option<js_sys::Function> {
    js_sys::Reflect::get(&window().navigator(), &JsValue::from_str("share"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// True when a rejection of `navigator.share` is the player closing the sheet (an
/// `AbortError`): not a failure, nothing to say.
fn is_cancel(err: &JsValue) -> bool {
    js_sys::Reflect::get(err, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .is_some_and(|n| n == "AbortError")
}

/// Opens the system share sheet for `url` (titled `title`); when there is none, or it
/// fails for another reason than being closed, copies the link instead.
pub(crate) fn share_or_copy(title: &str, url: &str, state: RwSignal<CopyState>) {
    let Some(share) = share_fn() else {
        copy_to_clipboard(url, state);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let promise = share
        .call1(&window().navigator(), &data)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        copy_to_clipboard(url, state);
        return;
    };
    let url = url.to_string();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| state.set(CopyState::Shared));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        if is_cancel(&e) {
            state.set(CopyState::Idle);
        } else {
            copy_to_clipboard(&url, state);
        }
    });
    let _ = promise.then2(&ok, &err);
    ok.forget();
    err.forget();
}

/// Copies `text` with `navigator.clipboard`, then sets `state`.
pub(crate) fn copy_to_clipboard(text: &str, state: RwSignal<CopyState>) {
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
    let from_start = crate::ui::catalog::about(record.game()).share_from_start;
    let with_moves = RwSignal::new(record.moves() > 0);
    let copy = RwSignal::new(CopyState::Idle);
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
    let choice = move |value: bool, words: Words| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="share-kind"
                    prop:checked=move || with_moves.get() == value
                    on:change=move |_| with_moves.set(value)
                />
                <span>{move || words.get(lang.get())}</span>
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
                {choice(
                    true,
                    {
                        let (fr, en) = T::ShareWithMoves.pair();
                        Words { fr, en }
                    },
                )}
            </fieldset>
            <Show
                when=move || url.with(Option::is_some)
                fallback=move || view! { <p role="alert">{move || t(lang.get(), T::ShareUnavailable)}</p> }
            >
                <LinkField
                    id="share-url"
                    label=Signal::derive(move || t(lang.get(), T::ShareLink))
                    title=Signal::derive(move || t(lang.get(), T::ShareTitle))
                    url=url.into()
                    copy=copy
                />
            </Show>
            <CopyStatusAndClose copy=copy on_close=on_close />
        </Modal>
    }
}

/// A link to hand on: its label, the read-only field (selected whenever it is focused or a
/// copy fails, so the player can copy it by hand), Copy, and the browser's share sheet
/// where there is one (phones; closing the sheet is not a failure). A new link resets what
/// the last copy did. The share dialog and the challenge dialog.
#[component]
pub fn LinkField(
    /// The field's id (its label points at it).
    id: &'static str,
    /// The field's label.
    label: Signal<&'static str>,
    /// The share sheet's title.
    title: Signal<&'static str>,
    /// The link; `None` when it cannot be made (Copy and the share sheet then say so).
    url: Signal<Option<String>>,
    /// What the last copy or share did.
    copy: RwSignal<CopyState>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let field = NodeRef::<html::Input>::new();
    let select_field = move || {
        if let Some(f) = field.get_untracked() {
            f.select();
        }
    };
    Effect::new(move |_| {
        url.track();
        copy.set(CopyState::Idle);
    });
    Effect::new(move |_| {
        if copy.get() == CopyState::Failed {
            select_field();
        }
    });
    let on_copy = move |_| match url.get_untracked() {
        Some(u) => {
            select_field();
            copy_to_clipboard(&u, copy);
        }
        None => copy.set(CopyState::Failed),
    };
    let can_share = share_fn().is_some();
    let on_share = move |_| match url.get_untracked() {
        Some(u) => share_or_copy(title.get_untracked(), &u, copy),
        None => copy.set(CopyState::Failed),
    };
    view! {
        <label class="field-label" for=id>{move || label.get()}</label>
        <div class="copy-row">
            <input
                id=id
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
            <button type="button" class="btn" class:btn-primary=!can_share on:click=on_copy>
                {move || t(lang.get(), T::Copy)}
            </button>
        </div>
        {can_share.then(|| view! {
            <p class="actions share-sheet">
                <button type="button" class="btn btn-primary" on:click=on_share>
                    {move || t(lang.get(), T::ShareSheet)}
                </button>
            </p>
        })}
    }
}

/// The foot of a dialog that copies or shares a link: what the copy did, said politely,
/// and the Close button (the share dialog and the challenge dialog).
#[component]
pub fn CopyStatusAndClose(
    /// What the last copy or share did.
    copy: RwSignal<CopyState>,
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = use_settings().lang;
    view! {
        <p class="copy-status" role="status" aria-live="polite">
            {move || match copy.get() {
                CopyState::Idle => "",
                CopyState::Copied => t(lang.get(), T::Copied),
                CopyState::Shared => t(lang.get(), T::Shared),
                CopyState::Failed => t(lang.get(), T::CopyFallback),
            }}
        </p>
        <div class="actions">
            <button type="button" class="btn" on:click=move |_| on_close.run(())>
                {move || t(lang.get(), T::Close)}
            </button>
        </div>
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
