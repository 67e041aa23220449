//! The table's side panels: a panel per knight ([`KnightPanel`]) and the table talk.
//!
//! Table talk in hot-seat play (CHV-16.3): a fixed set of structured messages, with no numbers
//! and no card names, posted to the log by the player on screen. Signals are not decisions:
//! they stay on this screen (not in the record, its links or saves). Shown when two people
//! or more share the device and free talk is off (`chv.free_chat = false`).

use super::board::KnightView;
use super::board_draw::LifePips;
use super::text::{knight_name, place_name, quest_name};
use crate::games::chevaliers::{Knight, Place, Quest};
use crate::ui::Lang;
use crate::ui::use_settings;
use leptos::prelude::*;

/// How much help a knight can bring.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Amount {
    /// Much.
    Much,
    /// A little.
    Little,
    /// Not at all.
    None,
}

/// The Evil choice a knight prefers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EvilPref {
    /// Draw a Black card.
    Draw,
    /// Place a siege engine.
    Siege,
    /// Lose 1 Life.
    Life,
}

/// One structured message (CHV-16.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Talk {
    /// I am going to ⟨location⟩.
    GoingTo(Place),
    /// I will stay.
    Stay,
    /// I can help at ⟨quest⟩: much / a little / not at all.
    CanHelp(Quest, Amount),
    /// I need help at ⟨quest⟩.
    NeedHelp(Quest),
    /// Please go to ⟨quest⟩, ⟨knight⟩.
    PleaseGo(Quest, Knight),
    /// Evil choice: I prefer …
    Prefer(EvilPref),
    /// I suspect ⟨knight⟩.
    Suspect(Knight),
    /// I trust ⟨knight⟩.
    Trust(Knight),
    /// Yes.
    Yes,
    /// No.
    No,
    /// Thanks.
    Thanks,
}

/// The message's words (no number, no card name).
#[must_use]
pub fn said(lang: Lang, s: Talk) -> String {
    let l = |fr: &str, en: &str| lang.pick(fr, en).to_string();
    let t = match s {
        Talk::GoingTo(p) => format!(
            "{} {}",
            l("Je vais :", "I am going to"),
            place_name(lang, p)
        ),
        Talk::Stay => l("Je reste.", "I will stay."),
        Talk::CanHelp(q, a) => format!(
            "{} {} : {}",
            l("Je peux aider à la quête", "I can help at"),
            quest_name(lang, q),
            match a {
                Amount::Much => l("beaucoup", "much"),
                Amount::Little => l("un peu", "a little"),
                Amount::None => l("pas du tout", "not at all"),
            }
        ),
        Talk::NeedHelp(q) => format!(
            "{} {}",
            l("J'ai besoin d'aide :", "I need help at"),
            quest_name(lang, q)
        ),
        Talk::PleaseGo(q, k) => format!(
            "{} {}, {}",
            l("Va à la quête", "Please go to"),
            quest_name(lang, q),
            knight_name(lang, k)
        ),
        Talk::Prefer(p) => format!(
            "{} {}",
            l("Choix du Mal : je préfère", "Evil choice: I prefer"),
            match p {
                EvilPref::Draw => l("piocher", "draw"),
                EvilPref::Siege => l("un engin de siège", "siege engine"),
                EvilPref::Life => l("perdre de la Vie", "lose Life"),
            }
        ),
        Talk::Suspect(k) => format!(
            "{} {}",
            l("Je soupçonne", "I suspect"),
            knight_name(lang, k)
        ),
        Talk::Trust(k) => format!(
            "{} {}",
            l("J'ai confiance en", "I trust"),
            knight_name(lang, k)
        ),
        Talk::Yes => l("Oui.", "Yes."),
        Talk::No => l("Non.", "No."),
        Talk::Thanks => l("Merci.", "Thanks."),
    };
    super::text::colons(lang, t)
}

/// The messages a knight may send, in menu order, given the knights at the table (not his
/// own for suspicion, trust and requests).
#[must_use]
pub fn menu(me: Knight, knights: &[Knight]) -> Vec<Talk> {
    let others: Vec<Knight> = knights.iter().copied().filter(|k| *k != me).collect();
    let mut v: Vec<Talk> = vec![Talk::Yes, Talk::No, Talk::Thanks, Talk::Stay];
    v.push(Talk::GoingTo(Place::Camelot));
    v.extend(Quest::ALL.map(|q| Talk::GoingTo(Place::Quest(q))));
    v.extend(Quest::ALL.map(Talk::NeedHelp));
    for q in Quest::ALL {
        for a in [Amount::Much, Amount::Little, Amount::None] {
            v.push(Talk::CanHelp(q, a));
        }
    }
    for q in Quest::ALL {
        v.extend(others.iter().map(|k| Talk::PleaseGo(q, *k)));
    }
    v.extend([EvilPref::Draw, EvilPref::Siege, EvilPref::Life].map(Talk::Prefer));
    v.extend(others.iter().map(|k| Talk::Suspect(*k)));
    v.extend(others.iter().map(|k| Talk::Trust(*k)));
    v
}

/// A message as the log shows it: `Joueur 2 : « Je reste. »`.
#[must_use]
pub fn line(lang: Lang, who: &str, s: Talk) -> String {
    match lang {
        Lang::Fr => format!("{who}\u{a0}: «\u{a0}{}\u{a0}»", said(lang, s)),
        Lang::En => format!("{who}: “{}”", said(lang, s)),
    }
}

/// The menu: a labelled choice list and a Send button; `on_send` gets the message.
#[component]
pub fn TalkMenu(
    /// Element id prefix (unique in the page).
    id: String,
    /// The messages offered.
    choices: Memo<Vec<Talk>>,
    /// A message was sent.
    on_send: Callback<Talk>,
) -> impl IntoView {
    let lang = use_settings().lang;
    let picked = RwSignal::new(0usize);
    let select_id = format!("{id}-talk");
    view! {
        <details class="chv-talk">
            <summary>{move || lang.get().pick("Signaux aux autres joueurs (CHV-16.3)", "Signals to the other players (CHV-16.3)")}</summary>
            <label class="chv-talk-field">
                <span>{move || lang.get().pick("Message", "Message")}</span>
                <select
                    id=select_id
                    on:change=move |ev| {
                        if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                            picked.set(k);
                        }
                    }
                >
                    {move || {
                        choices
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(k, s)| view! {
                                <option value=k.to_string() selected=move || picked.get() == k>{move || said(lang.get(), s)}</option>
                            })
                            .collect_view()
                    }}
                </select>
            </label>
            <button
                type="button"
                class="cm-btn small"
                on:click=move |_| {
                    if let Some(s) = choices.with_untracked(|v| v.get(picked.get_untracked()).copied()) {
                        on_send.run(s);
                    }
                }
            >
                {move || lang.get().pick("Envoyer", "Send")}
            </button>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CHV-16.3: no numbers and no card names in any message.
    #[test]
    fn chv_16_3_signals_carry_no_number_and_no_card_name() {
        let knights = [Knight::Arthur, Knight::Kay, Knight::Tristan];
        let m = menu(Knight::Arthur, &knights);
        assert!(m.contains(&Talk::Suspect(Knight::Kay)));
        assert!(!m.contains(&Talk::Suspect(Knight::Arthur)), "not oneself");
        for lang in [Lang::Fr, Lang::En] {
            for s in &m {
                let t = said(lang, *s);
                assert!(!t.chars().any(|c| c.is_ascii_digit()), "{t}");
                for card in ["Combat", "Fight", "Merlin", "Graal ", "Grail card"] {
                    assert!(!t.contains(card), "{t}");
                }
            }
        }
        assert_eq!(
            said(Lang::En, Talk::CanHelp(Quest::Grail, Amount::Little)),
            "I can help at Holy Grail: a little"
        );
        assert_eq!(
            line(Lang::En, "Player 2", Talk::Stay),
            "Player 2: “I will stay.”"
        );
    }
}

/// A knight's panel.
#[component]
pub fn KnightPanel(
    /// The view.
    v: KnightView,
) -> impl IntoView {
    view! {
        <section class="chv-knight" class:active=v.active class:deciding=v.deciding class:out=v.out>
            <h3>
                <span class="chv-pawn-token" aria-hidden="true">{v.mark}</span>
                " "
                {v.active.then_some("▶ ")}
                {v.title}
            </h3>
            <LifePips life=v.life />
            <ul>{v.lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
        </section>
    }
}
