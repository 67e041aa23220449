//! The site's settings (language, the computers' pace, the colour scheme, the sounds) behind one
//! "Settings" button of the header (issue 28: on a phone the header took a row per control
//! before the table). The button says whether its panel is open (`aria-expanded`); Escape
//! or a click elsewhere closes it, and Escape gives the focus back to the button.

use super::storage;
use super::text::{self, T, t};
use super::{Lang, Pace, Settings, Theme};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The settings button and its panel, in the site header.
#[component]
pub fn SettingsMenu() -> impl IntoView {
    let lang = super::use_settings().lang;
    let open = RwSignal::new(false);
    let root = NodeRef::<leptos::html::Div>::new();
    let toggle = NodeRef::<leptos::html::Button>::new();
    // A click outside the menu closes it.
    let outside = window_event_listener(leptos::ev::click, move |ev| {
        if !open.get_untracked() {
            return;
        }
        let inside = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
            .zip(root.get_untracked())
            .is_some_and(|(t, r)| r.contains(Some(&t)));
        if !inside {
            open.set(false);
        }
    });
    on_cleanup(move || outside.remove());
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" && open.get_untracked() {
            ev.stop_propagation();
            open.set(false);
            if let Some(b) = toggle.get_untracked() {
                let _ = b.focus();
            }
        }
    };
    view! {
        <div class="settings-menu" node_ref=root on:keydown=on_keydown>
            <button
                type="button"
                class="settings-menu__toggle"
                node_ref=toggle
                aria-expanded=move || open.get().to_string()
                aria-controls="settings-panel"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                <svg class="settings-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                        d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm8.5 3.5-.02-.6 2-1.6-2-3.4-2.4.9a8 8 0 0 0-1-.6L16.7 4h-4l-.4 2.6-1 .6-2.4-.9-2 3.4 2 1.6v1.2l-2 1.6 2 3.4 2.4-.9 1 .6.4 2.6h4l.4-2.6 1-.6 2.4.9 2-3.4-2-1.6Z"
                        fill="none"
                        stroke="currentColor"
                        stroke-width="1.6"
                        stroke-linejoin="round"
                    />
                </svg>
                <span class="header-label">{move || t(lang.get(), T::SettingsMenu)}</span>
            </button>
            <div class="settings-menu__panel" hidden=move || !open.get()>
                <SettingsControls />
            </div>
        </div>
    }
}

/// The colour scheme chosen in the settings (context of the shell).
#[derive(Clone, Copy)]
pub struct ThemeChoice(pub RwSignal<Theme>);

/// The language, pace and colour-scheme controls.
#[component]
fn SettingsControls() -> impl IntoView {
    let Settings { lang, pace, sound } = super::use_settings();
    let theme_choice =
        use_context::<ThemeChoice>().map_or_else(|| RwSignal::new(Theme::Auto), |c| c.0);
    let choose_lang = move |l: Lang| {
        lang.set(l);
        storage::store_lang(l);
    };
    let lang_button = move |l: Lang, label: &'static str| {
        view! {
            <button
                type="button"
                lang=l.tag()
                aria-pressed=move || (lang.get() == l).to_string()
                on:click=move |_| choose_lang(l)
            >
                {label}
            </button>
        }
    };
    view! {
        <div class="settings" id="settings-panel" role="group" aria-label=move || t(lang.get(), T::SettingsMenu)>
            <div class="lang-switch" role="group" aria-label=move || t(lang.get(), T::Language)>
                {lang_button(Lang::Fr, "Français")}
                {lang_button(Lang::En, "English")}
            </div>
            <label class="pace">
                <span class="pace__label">
                    {move || lang.get().pick("Rythme", "Pace")}
                    <span class="visually-hidden">{move || lang.get().pick(" des adversaires", " of the computers")}</span>
                </span>
                <select on:change=move |ev| {
                    if let Some(p) = storage::pace_from_code(&event_target_value(&ev)) {
                        pace.set(p);
                        storage::store_pace(p);
                    }
                }>
                    {Pace::ALL
                        .into_iter()
                        .map(|p| {
                            view! {
                                <option value=storage::pace_code(p) prop:selected=move || pace.get() == p>
                                    {move || text::pace_name(p, lang.get())}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="pace theme">
                <span class="pace__label">{move || t(lang.get(), T::ThemeLabel)}</span>
                <select on:change=move |ev| {
                    if let Some(c) = storage::theme_from_code(&event_target_value(&ev)) {
                        theme_choice.set(c);
                        storage::store_theme(c);
                    }
                }>
                    {Theme::ALL
                        .into_iter()
                        .map(|c| {
                            view! {
                                <option value=storage::theme_code(c) prop:selected=move || theme_choice.get() == c>
                                    {move || text::theme_name(c, lang.get())}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            // The table's short sounds (ui::sound): a real checkbox, off by default.
            <label class="pace sound-switch">
                <input
                    type="checkbox"
                    prop:checked=move || sound.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        sound.set(on);
                        storage::store_sound(on);
                    }
                />
                <span class="pace__label">{move || lang.get().pick("Sons", "Sound")}</span>
            </label>
        </div>
    }
}
