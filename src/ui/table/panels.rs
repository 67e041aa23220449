//! Panels that fill a table at its turning points: the pass-and-play screen, the end of the
//! game (its frame: heading, verdict, what next), and the message for a record that cannot
//! be shown.

use super::{Word, word};
use crate::ui::{Lang, MenuAction, use_settings};
use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Gives `node` the focus once it is in the page (the only control of a screen, the heading
/// of a panel that replaced the table).
pub fn focus_when_mounted<E>(node: NodeRef<E>)
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            request_animation_frame(move || {
                let _ = el.unchecked_ref::<web_sys::HtmlElement>().focus();
            });
        }
    });
}

/// Pass-and-play: `Passez l'appareil à Joueur 2`.
#[must_use]
pub fn pass_to(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("Passez l'appareil à {who}"),
        Lang::En => format!("Pass the device to {who}"),
    }
}

/// Pass-and-play: `C'est moi, Joueur 2`.
#[must_use]
pub fn it_is_me(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("C'est moi, {who}"),
        Lang::En => format!("It's me, {who}"),
    }
}

/// Gives the focus to the element `id`, if it is on the page.
pub fn focus_id(id: &str) {
    if let Some(el) = document().get_element_by_id(id)
        && let Ok(el) = el.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = el.focus();
    }
}

/// A dialog's close: it is put away (`open` false), and the focus goes back to the button
/// that opens it again (the element `reopen`) once the dialog has left the page.
pub fn close_to(open: RwSignal<bool>, reopen: String) -> Callback<()> {
    Callback::new(move |()| {
        open.set(false);
        let reopen = reopen.clone();
        request_animation_frame(move || focus_id(&reopen));
    })
}

/// How a decision dialog answers (Tafelrunde's sword, Tournoi's decisions; issue 27): the
/// hint's advice, if any (its button is outlined); a decision taken (the dialog is put away,
/// then the decision applied); closed without deciding ([`close_to`]: the decision stays
/// pending).
#[derive(Clone, Copy)]
pub struct Answer<A: Send + Sync + 'static> {
    /// The hint's advice, if any.
    pub advised: Signal<Option<A>>,
    /// A decision was taken.
    pub on_choose: Callback<A>,
    /// Closed without deciding.
    pub on_close: Callback<()>,
}

impl<A: Clone + Send + Sync + 'static> Answer<A> {
    /// The answers of the dialog shown while `open`: `advised` reads the hint, `decide`
    /// applies a decision once the dialog is put away, and a close brings the focus back to
    /// the button `reopen`.
    pub fn new(
        open: RwSignal<bool>,
        advised: impl Fn() -> Option<A> + Send + Sync + 'static,
        reopen: String,
        decide: impl Fn(A) + Send + Sync + 'static,
    ) -> Self {
        Answer {
            advised: Signal::derive(advised),
            on_choose: Callback::new(move |a: A| {
                open.set(false);
                decide(a);
            }),
            on_close: close_to(open, reopen),
        }
    }
}

/// Pass-and-play: every hand is hidden until the next player says it is them.
#[component]
pub fn Handoff(
    /// The next player's name.
    #[prop(into)]
    name: Signal<String>,
    /// They confirmed.
    on_ready: Callback<()>,
    /// An ornament above the heading.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let button = NodeRef::<leptos::html::Button>::new();
    focus_when_mounted(button);
    view! {
        <div class="cm-handoff">
            {children.map(|c| c())}
            <h2>{move || pass_to(lang.get(), &name.get())}</h2>
            <button type="button" class="cm-btn primary big" node_ref=button on:click=move |_| on_ready.run(())>
                {move || it_is_me(lang.get(), &name.get())}
            </button>
        </div>
    }
}

/// The end of the game: its heading (which takes the focus), the verdict, the standings
/// (`children`) and what next (new game, same deal, share, a duplicate challenge, lobby);
/// when the game was played against a challenge, the comparison with it.
#[component]
pub fn OverPanel(
    /// The section's classes.
    class: &'static str,
    /// The heading's id (unique in the page).
    title_id: &'static str,
    /// The verdict line.
    #[prop(into)]
    verdict: Signal<String>,
    /// New game, same deal, lobby, share.
    on_menu: Callback<MenuAction>,
    /// The standings.
    children: Children,
) -> impl IntoView {
    let lang = use_settings().lang;
    let heading = NodeRef::<leptos::html::H2>::new();
    // In the replay viewer the focus stays on its step controls, and nothing acts on a game
    // in progress.
    let replaying = crate::ui::table::words::in_replay();
    if !replaying {
        focus_when_mounted(heading);
    }
    let button = move |w: Word, a: MenuAction, primary: bool| {
        view! {
            <button type="button" class="cm-btn" class:primary=primary on:click=move |_| on_menu.run(a)>
                {move || word(lang.get(), w)}
            </button>
        }
    };
    view! {
        <section class=class aria-labelledby=title_id>
            <h2 id=title_id tabindex="-1" node_ref=heading>{move || word(lang.get(), Word::GameOver)}</h2>
            <p class="cm-verdict">{move || verdict.get()}</p>
            {crate::ui::table::words::end_comparison()}
            {children()}
            {(!replaying).then(|| view! {
                <div class="cm-end-actions">
                    {button(Word::NewGame, MenuAction::NewDeal, true)}
                    {button(Word::ReplaySame, MenuAction::ReplaySameDeal, false)}
                    <button type="button" class="cm-btn" on:click=move |_| on_menu.run(MenuAction::Replay)>
                        {move || word(lang.get(), Word::ReplayGame)}
                    </button>
                    {button(Word::Share, MenuAction::Share, false)}
                    {crate::ui::table::words::end_challenge("cm-btn")}
                    {button(Word::Lobby, MenuAction::Lobby, false)}
                </div>
            })}
        </section>
    }
}
