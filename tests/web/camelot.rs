//! The Camelot table in headless Chromium: Camelot's table mounted on positions found by
//! seeded random play (so that the tests follow the engine), read and driven like a user
//! would (roles, accessible names, disabled states and their reasons).

use crate::page;

use page::{
    Search, all, button_named, description, dialogs, find_position, hand_of, human_and_easy,
    mount_camelot, refused, settle, text, wait_for,
};
use table_ronde::core::Game;
use table_ronde::core::record::{GameRecord, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::camelot::{
    Action, ActionCard, Camelot, CamelotError, CamelotOptions, Card, Colour, Phase,
};
use table_ronde::ui::Lang;
use table_ronde::ui::games::camelot::text::{colour_title, play_label, refusal};
use wasm_bindgen_test::*;
use web_sys::Element;

const ME: Seat = Seat(0);

fn hand_buttons(root: &Element) -> Vec<Element> {
    hand_of(root, "cm")
}

fn one_human() -> Vec<SeatKind> {
    human_and_easy(3)
}

/// Seeded random play (never using Lancelot, so that it stays in hand) from many deals, until
/// `found` accepts a position; returns its record (seat 0 human, the others computers).
fn search(what: &str, found: impl Fn(&Camelot) -> bool) -> (GameRecord<Camelot>, Camelot) {
    let plan = Search {
        seeds: 1..400,
        salt: 7919,
        steps: 600,
    };
    let new = |seed| GameRecord::<Camelot>::new(CamelotOptions::default(), one_human(), seed);
    let no_cancel =
        |legal: Vec<Action>| legal.into_iter().filter(|a| *a != Action::Cancel).collect();
    find_position(what, plan, new, no_cancel, found)
}

/// True when `action` plays `card` (a display card, or an action card with any declaration).
fn plays(action: Action, card: Card) -> bool {
    match action {
        Action::Play(c) => c == card,
        a => a.is_action_card() && a.card() == Some(card),
    }
}

#[wasm_bindgen_test]
async fn hand_cards_are_buttons_refused_ones_disabled_with_the_rule() {
    // Seat 0 to play, holding a playable colour card or supporter and a colour card of
    // another colour than the tournament's (refused by CAM-6.2).
    let (rec, g) = search("the human's turn with a wrong-colour card", |g| {
        g.phase() == Phase::Play
            && g.actors() == vec![ME]
            && g.hand(ME).iter().any(|c| {
                !matches!(c, Card::Action(_)) && g.legal_actions(ME).contains(&Action::Play(*c))
            })
            && g.hand(ME).iter().any(|c| {
                matches!(
                    refused(g, ME, Action::Play(*c)),
                    Some(CamelotError::WrongColour(_))
                )
            })
    });
    let hand: Vec<Card> = g.hand(ME).to_vec();
    let legal = g.legal_actions(ME);
    let playable = |c: Card| legal.iter().any(|a| plays(*a, c));
    let wrong = *hand
        .iter()
        .find(|c| {
            matches!(
                refused(&g, ME, Action::Play(**c)),
                Some(CamelotError::WrongColour(_))
            )
        })
        .unwrap();
    let wrong_err = refused(&g, ME, Action::Play(wrong)).unwrap();

    for lang in [Lang::Fr, Lang::En] {
        let m = mount_camelot(rec.clone(), lang);
        settle().await;
        wait_for("the hand", || hand_buttons(&m.host).len() == hand.len()).await;
        let buttons = hand_buttons(&m.host);
        let names: Vec<String> = buttons
            .iter()
            .map(|b| b.get_attribute("aria-label").unwrap_or_default())
            .collect();
        let expected: Vec<String> = hand.iter().map(|c| play_label(lang, *c)).collect();
        assert_eq!(names, expected, "one button per card, in hand order");
        let verb = if lang == Lang::Fr { "Jouer " } else { "Play " };
        assert!(names.iter().all(|n| n.starts_with(verb)), "{names:?}");
        for (b, c) in buttons.iter().zip(&hand) {
            assert_eq!(b.tag_name(), "BUTTON");
            if playable(*c) {
                assert!(!page::refused_card(b), "{c} is playable");
                assert!(b.get_attribute("title").is_none_or(|t| t.is_empty()));
            } else {
                assert!(page::refused_card(b), "{c} must be refused");
                let why = b.get_attribute("title").unwrap_or_default();
                assert!(why.contains("CAM-"), "{c}: {why:?} names no rule");
                assert_eq!(description(b), why, "{c}: described by its reason");
            }
        }
        // The wrong-colour card: its reason is CAM-6.2's text.
        let b = buttons
            .iter()
            .zip(&hand)
            .find(|(_, c)| **c == wrong)
            .unwrap()
            .0;
        let reason = refusal(lang, wrong_err, g.previous());
        let rule = if lang == Lang::Fr {
            "(règle CAM-6.2)"
        } else {
            "(rule CAM-6.2)"
        };
        assert!(reason.ends_with(rule), "{reason}");
        assert_eq!(b.get_attribute("title").as_deref(), Some(reason.as_str()));
        assert_eq!(description(b), reason);
        // The reasons are also written under the hand (no tooltips on phones).
        let listed: Vec<String> = all(&m.host, ".cm-refusals li").iter().map(text).collect();
        assert!(listed.contains(&reason), "{listed:?}");
        let status = text(&all(&m.host, ".cm-status")[0]);
        assert_eq!(
            status,
            if lang == Lang::Fr {
                "À vous de jouer"
            } else {
                "Your turn"
            }
        );
        assert!(
            m.seen.lock().unwrap().records.is_empty(),
            "nothing played yet"
        );
        drop(m);
    }

    // A click on a playable colour card or supporter plays it.
    let card = *hand
        .iter()
        .find(|c| !matches!(c, Card::Action(_)) && legal.contains(&Action::Play(**c)))
        .unwrap();
    let m = mount_camelot(rec.clone(), Lang::Fr);
    settle().await;
    button_named(&m.host, &play_label(Lang::Fr, card))
        .expect("card button")
        .click();
    settle().await;
    let seen = m.seen.lock().unwrap();
    let first = seen.records.first().expect("the play was reported");
    assert_eq!(first.log.len(), rec.log.len() + 1);
    assert_eq!(first.log.last(), Some(&(ME, Action::Play(card))));
}

#[wasm_bindgen_test]
async fn lancelot_question_is_a_dialog_and_cancel_is_recorded() {
    let lancelot = Card::Action(ActionCard::Ivanhoe);
    let (rec, g) = search("a computer's action card, seat 0 holding Lancelot", |g| {
        matches!(g.phase(), Phase::Lancelot { waiting, .. } if waiting & 1 != 0)
            && g.active() != ME
            && g.hand(ME).contains(&lancelot)
            && g.legal_actions(ME).contains(&Action::Cancel)
    });
    let held = g.hand(ME).iter().filter(|c| **c == lancelot).count();
    let m = mount_camelot(rec.clone(), Lang::Fr);
    settle().await;
    wait_for("the Lancelot dialog", || !dialogs(&m.host).is_empty()).await;
    let open = dialogs(&m.host);
    assert_eq!(open.len(), 1);
    let d = &open[0];
    assert_eq!(d.get_attribute("aria-modal").as_deref(), Some("true"));
    let title_id = d.get_attribute("aria-labelledby").expect("labelled");
    let doc = web_sys::window().unwrap().document().unwrap();
    assert_eq!(
        text(&doc.get_element_by_id(&title_id).expect("title")),
        "Lancelot"
    );
    let question = text(&d.query_selector(".cm-question").unwrap().expect("question"));
    assert!(
        question.ends_with("L'annuler avec Lancelot ?"),
        "{question}"
    );
    assert!(button_named(d, "Laisser faire").is_some(), "let it happen");
    let cancel = button_named(d, "Annuler avec Lancelot").expect("cancel button");
    assert!(!cancel.has_attribute("disabled"));
    assert!(
        m.seen
            .lock()
            .unwrap()
            .records
            .iter()
            .all(|r| !r.log.contains(&(ME, Action::Cancel))),
        "nothing cancelled before the answer"
    );

    cancel.click();
    settle().await;
    wait_for("the dialog to close", || dialogs(&m.host).is_empty()).await;
    let seen = m.seen.lock().unwrap();
    let r = seen
        .records
        .iter()
        .find(|r| r.log.last() == Some(&(ME, Action::Cancel)))
        .expect("a record ending with seat 0's cancel");
    assert!(
        r.log.starts_with(&rec.log),
        "the cancel follows the position"
    );
    let after = r.replay().expect("the reported record replays");
    assert_eq!(
        after.hand(ME).iter().filter(|c| **c == lancelot).count(),
        held - 1,
        "Lancelot left the hand"
    );
}

#[wasm_bindgen_test]
async fn announce_panel_enables_allowed_colours_only() {
    let (rec, g) = search("seat 0 announcing, with a refused colour", |g| {
        g.phase() == Phase::Announce
            && g.starter() == ME
            && Colour::ALL
                .iter()
                .any(|c| refused(g, ME, Action::Announce(*c)).is_some())
            && Colour::ALL
                .iter()
                .any(|c| refused(g, ME, Action::Announce(*c)).is_none())
    });
    let m = mount_camelot(rec.clone(), Lang::Fr);
    settle().await;
    wait_for("the colour panel", || {
        !all(&m.host, ".cm-choice").is_empty()
    })
    .await;
    let panel = all(&m.host, "section.cm-choice")[0].clone();
    let heading_id = panel.get_attribute("aria-labelledby").expect("labelled");
    let doc = web_sys::window().unwrap().document().unwrap();
    assert_eq!(
        text(&doc.get_element_by_id(&heading_id).expect("heading")),
        "Choisissez la couleur du tournoi"
    );
    let buttons = all(&panel, "button");
    assert_eq!(buttons.len(), Colour::ALL.len(), "one button per colour");
    let mut allowed = None;
    for (b, c) in buttons.iter().zip(Colour::ALL) {
        assert_eq!(text(b), colour_title(Lang::Fr, c));
        match refused(&g, ME, Action::Announce(c)) {
            None => {
                assert!(!b.has_attribute("disabled"), "{c:?} is allowed");
                allowed.get_or_insert(c);
            }
            Some(e) => {
                assert!(b.has_attribute("disabled"), "{c:?} is refused");
                let reason = refusal(Lang::Fr, e, g.previous());
                assert!(reason.contains("(règle CAM-5."), "{reason}");
                assert_eq!(b.get_attribute("title").as_deref(), Some(reason.as_str()));
                assert_eq!(description(b), reason);
            }
        }
    }
    // No card can be played before the colour is named.
    let hand = hand_buttons(&m.host);
    assert_eq!(hand.len(), g.hand(ME).len());
    assert!(hand.iter().all(page::refused_card));

    let c = allowed.unwrap();
    button_named(&panel, &colour_title(Lang::Fr, c))
        .expect("colour button")
        .click();
    settle().await;
    let seen = m.seen.lock().unwrap();
    let first = seen.records.first().expect("the announce was reported");
    assert_eq!(first.log.last(), Some(&(ME, Action::Announce(c))));
    assert_eq!(first.log.len(), rec.log.len() + 1);
}

#[wasm_bindgen_test]
async fn computers_play_instantly_until_the_human_decides() {
    // A deal whose first decision is a computer's.
    let (rec, _) = find_position(
        "a deal a computer starts",
        Search {
            seeds: 1..100,
            salt: 1,
            steps: 1,
        },
        |seed| GameRecord::<Camelot>::new(CamelotOptions::default(), one_human(), seed),
        |legal| legal,
        |g| g.first_actor() != Some(ME),
    );
    let m = mount_camelot(rec, Lang::En);
    settle().await;
    // What the human may do now: enabled cards, a panel or a dialog.
    let offered = |host: &Element| {
        all(
            host,
            ".cm-hand button:not([aria-disabled='true']), .cm-choice button:not([disabled]), [role=dialog] button",
        )
    };
    wait_for("the human's decision", || {
        let status = text(&all(&m.host, ".cm-status")[0]);
        let records = m.records();
        // Never "your turn" with nothing to press: while the computers play (and during
        // the automatic passes of a Lancelot window, CAM-11.3), every poll checks it.
        assert!(
            status != "Your turn" || !offered(&m.host).is_empty(),
            "\"Your turn\" but no decision is offered ({:?})",
            records
                .last()
                .and_then(|r| r.replay().ok())
                .map(|g| g.phase())
        );
        records
            .last()
            .and_then(|r| r.replay().ok())
            .and_then(|g| g.first_actor())
            == Some(ME)
            && status == "Your turn"
    })
    .await;
    let records = m.records();
    let last = records.last().unwrap();
    assert!(
        last.log.iter().any(|(s, _)| *s != ME),
        "the computers acted"
    );
    let g = last.replay().unwrap();
    assert!(
        !offered(&m.host).is_empty(),
        "a decision is offered ({:?})",
        g.phase()
    );
    let live = all(&m.host, "[aria-live=polite]");
    assert!(!live.is_empty(), "a polite live region");
    assert!(text(&live[0]).contains("Your turn"), "{}", text(&live[0]));
}
