//! The colour scheme: light or dark, by the player's choice or the system's
//! (`prefers-color-scheme`), applied as `data-theme="light|dark"` on `<html>` so that the
//! style sheets' colour tokens change (style/main.css, `[data-theme="dark"]`). index.html's
//! loader makes the same choice before any wasm runs, so a dark page never flashes light.

use super::Theme;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The media query of a dark system preference.
const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// Whether `choice` shows the dark scheme when the system prefers dark (`system_dark`).
#[must_use]
pub fn is_dark(choice: Theme, system_dark: bool) -> bool {
    match choice {
        Theme::Auto => system_dark,
        Theme::Light => false,
        Theme::Dark => true,
    }
}

/// The value of `<html data-theme>` for `choice`.
#[must_use]
pub fn attribute(choice: Theme, system_dark: bool) -> &'static str {
    if is_dark(choice, system_dark) {
        "dark"
    } else {
        "light"
    }
}

fn dark_query() -> Option<web_sys::MediaQueryList> {
    window().match_media(DARK_QUERY).ok().flatten()
}

/// Writes `data-theme` on `<html>` for `choice` and the system's current preference.
pub fn apply(choice: Theme) {
    let system_dark = dark_query().is_some_and(|q| q.matches());
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("data-theme", attribute(choice, system_dark));
    }
}

/// Keeps `<html data-theme>` in step with `choice` and, while it is [`Theme::Auto`], with
/// the system's preference as it changes (the listener lasts as long as the page).
pub fn follow(choice: RwSignal<Theme>) {
    Effect::new(move |_| apply(choice.get()));
    if let Some(q) = dark_query() {
        let f = Closure::<dyn Fn()>::new(move || {
            if let Some(c) = choice.try_get_untracked() {
                apply(c);
            }
        });
        let _ = q.add_event_listener_with_callback("change", f.as_ref().unchecked_ref());
        f.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_follows_the_system_and_a_choice_overrides_it() {
        assert_eq!(attribute(Theme::Auto, true), "dark");
        assert_eq!(attribute(Theme::Auto, false), "light");
        for system in [false, true] {
            assert_eq!(attribute(Theme::Light, system), "light");
            assert_eq!(attribute(Theme::Dark, system), "dark");
        }
    }
}
