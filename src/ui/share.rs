//! Modal dialogs of the shell: the generic [`Modal`] frame (focus trapped, the rest of the
//! page `inert`, Esc closes, focus goes back where it was), the share dialog (the phone's
//! share sheet when there is one, else copy the link) and a yes/no confirmation.

use super::about::Words;
use super::any_game::AnyRecord;
use super::text::{T, t};
use super::{route, use_settings};
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
    /// The elements each open dialog made `inert`, innermost last.
    static MADE_INERT: RefCell<Vec<Vec<web_sys::Element>>> = const { RefCell::new(Vec::new()) };
}

/// Makes everything in the page but `keep` (and its ancestors) `inert`: every sibling of
/// `keep` and of each of its ancestors up to `<body>`. Returns the elements it changed
/// (those already inert are left alone, so closing restores exactly what was).
fn make_rest_inert(keep: &web_sys::Element) -> Vec<web_sys::Element> {
    let mut changed = Vec::new();
    let mut node = keep.clone();
    while let Some(parent) = node.parent_element() {
        let kids = parent.children();
        for i in 0..kids.length() {
            let Some(k) = kids.item(i) else { continue };
            let skip = k == node
                || k.has_attribute("inert")
                || matches!(k.tag_name().as_str(), "SCRIPT" | "STYLE" | "LINK");
            if !skip && k.set_attribute("inert", "").is_ok() {
                changed.push(k);
            }
        }
        if parent.tag_name() == "BODY" {
            break;
        }
        node = parent;
    }
    changed
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
/// Focus moves to the first field (or an element marked `data-autofocus`; at a lesson's table,
/// the answer the step teaches) on open, Tab and Shift+Tab cycle inside, Esc and a click on
/// the backdrop call `on_close`, and focus goes back to the element that had it when the
/// dialog closes.
#[component]
pub fn Modal(
    /// Id of the heading that names the dialog.
    labelled_by: &'static str,
    /// Called when the user dismisses the dialog (Esc, backdrop).
    on_close: Callback<()>,
    /// Extra class for the panel.
    #[prop(optional)]
    class: &'static str,
    /// An alert dialog (`role=alertdialog`): a question that needs an answer before going on,
    /// such as the confirmation of an action that cannot be undone.
    #[prop(optional)]
    alert: bool,
    /// The dialog content.
    children: Children,
) -> impl IntoView {
    let panel = NodeRef::<html::Div>::new();
    let previous = document()
        .active_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    RETURN_FOCUS.with(|s| s.borrow_mut().push(previous));
    let backdrop = NodeRef::<html::Div>::new();
    // Whether this dialog pushed its list on MADE_INERT (its effect ran).
    let inert_pushed = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let pushed = inert_pushed.clone();
    on_cleanup(move || {
        // The page comes back to life before the focus returns (an inert element cannot
        // take it).
        if pushed.load(std::sync::atomic::Ordering::Relaxed) {
            for el in MADE_INERT
                .with(|s| s.borrow_mut().pop())
                .unwrap_or_default()
            {
                let _ = el.remove_attribute("inert");
            }
        }
        if let Some(Some(el)) = RETURN_FOCUS.with(|s| s.borrow_mut().pop()) {
            let _ = el.focus();
        }
    });
    Effect::new(move |_| {
        if let Some(b) = backdrop.get()
            && !inert_pushed.swap(true, std::sync::atomic::Ordering::Relaxed)
        {
            let changed = make_rest_inert(&b);
            MADE_INERT.with(|s| s.borrow_mut().push(changed));
        }
    });
    Effect::new(move |_| {
        if let Some(p) = panel.get() {
            // At a lesson's table (issue 29) the focus goes to the answer the step teaches.
            let taught = p
                .closest(".learn")
                .ok()
                .flatten()
                .and_then(|_| p.query_selector(".advised:not([disabled])").ok().flatten());
            let target = taught
                .or_else(|| p.query_selector("[data-autofocus]").ok().flatten())
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
        <div class="modal-backdrop" node_ref=backdrop on:click=on_backdrop>
            <div
                class=format!("modal {class}")
                role=if alert { "alertdialog" } else { "dialog" }
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
