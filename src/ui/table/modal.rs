//! The modal dialog frame of every table and page: focus trapped, the rest of the page
//! `inert`, Esc closes, focus goes back where it was.

use leptos::html;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

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
