//! The Chevaliers table in headless Chromium: mounted on positions found by seeded random
//! play (so the tests follow the engine), read and driven like a user would (roles,
//! accessible names, disabled states and their reasons, the decision panel and the card
//! dialog by keyboard, the hand-over screen, the end panel).

use crate::page;

use leptos::prelude::*;
use page::{
    Mounted, Records, Search, active, all, button_named, description, dialogs, find_position,
    hand_of, human_and_easy, keep_records, mount, press, settle, text, wait_for,
};
use table_ronde::core::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::chevaliers::{Action, Chevaliers, ChevaliersOptions, Heroic, Step, White};
use table_ronde::ui::games::chevaliers::{self, derive, text::play_label};
use table_ronde::ui::session::GameTable;
use table_ronde::ui::{Lang, MenuAction, Pace};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

const ME: Seat = Seat(0);

fn mount_chevaliers(record: GameRecord<Chevaliers>, lang: Lang) -> Mounted<Records<Chevaliers>> {
    mount(lang, Pace::Instant, move |seen| {
        view! {
            <GameTable
                record=record
                on_record=keep_records(seen)
                on_menu=Callback::new(move |_: MenuAction| {})
                table=chevaliers::table
            />
        }
    })
}

/// Seeded random play until `found` accepts a position (seat 0 human, the others Easy).
fn search(
    what: &str,
    seats: usize,
    found: impl Fn(&Chevaliers) -> bool,
) -> (GameRecord<Chevaliers>, Chevaliers) {
    let plan = Search {
        seeds: 1..200,
        salt: 7_919,
        steps: 1500,
    };
    let new = |seed| {
        GameRecord::<Chevaliers>::new(ChevaliersOptions::default(), human_and_easy(seats), seed)
    };
    find_position(what, plan, new, |l| l, found)
}

fn my(g: &Chevaliers, step: fn(&Step) -> bool) -> bool {
    g.decider() == Some(ME) && g.step().is_some_and(step)
}

fn uses(g: &Chevaliers, c: White) -> usize {
    derive::uses_of(&g.legal_actions(ME), c).len()
}

#[wasm_bindgen_test]
async fn hand_cards_are_buttons_refused_ones_disabled_with_the_rule() {
    let (rec, g) = search(
        "seat 0's Heroic action, one card refused, one with one use",
        4,
        |g| {
            my(g, |s| matches!(s, Step::Heroic))
                && g.hand(ME).iter().any(|c| uses(g, *c) == 0)
                && g.hand(ME).iter().any(|c| uses(g, *c) == 1)
        },
    );
    let mut hand: Vec<White> = g.hand(ME).to_vec();
    hand.sort_unstable();
    for lang in [Lang::Fr, Lang::En] {
        let m = mount_chevaliers(rec.clone(), lang);
        settle().await;
        wait_for("the hand", || hand_of(&m.host, "chv").len() == hand.len()).await;
        let buttons = hand_of(&m.host, "chv");
        let names: Vec<String> = buttons
            .iter()
            .map(|b| b.get_attribute("aria-label").unwrap_or_default())
            .collect();
        let expected: Vec<String> = hand.iter().map(|c| play_label(lang, *c)).collect();
        assert_eq!(names, expected, "one button per card, in hand order");
        for (b, c) in buttons.iter().zip(&hand) {
            if uses(&g, *c) > 0 {
                assert!(!page::refused_card(b), "{c} is playable");
            } else {
                assert!(page::refused_card(b), "{c} must be refused");
                let why = b.get_attribute("title").unwrap_or_default();
                assert!(why.contains("(CHV-"), "{c}: {why:?} names no rule");
                assert_eq!(description(b), why, "{c}: described by its reason");
            }
        }
        let listed: Vec<String> = all(&m.host, ".cm-refusals li").iter().map(text).collect();
        assert!(!listed.is_empty(), "reasons under the hand");
        drop(m);
    }
    // A click on a card with one legal use plays it.
    let card = *hand.iter().find(|c| uses(&g, **c) == 1).unwrap();
    let action = derive::uses_of(&g.legal_actions(ME), card)[0];
    let m = mount_chevaliers(rec.clone(), Lang::Fr);
    settle().await;
    button_named(&m.host, &play_label(Lang::Fr, card))
        .expect("card button")
        .click();
    settle().await;
    let records = m.records();
    let first = records.first().expect("the play was reported");
    assert_eq!(first.log.get(rec.log.len()), Some(&(ME, action)));
}

#[wasm_bindgen_test]
async fn the_evil_step_is_a_labelled_group_of_legal_buttons_that_takes_the_focus() {
    let (rec, g) = search("seat 0's Progression of Evil", 3, |g| {
        my(g, |s| matches!(s, Step::Evil))
    });
    let m = mount_chevaliers(rec.clone(), Lang::En);
    settle().await;
    wait_for("the decision panel", || {
        !all(&m.host, ".chv-decide").is_empty()
    })
    .await;
    let panel = all(&m.host, ".chv-decide").remove(0);
    assert_eq!(panel.get_attribute("role").as_deref(), Some("group"));
    let title = text(&all(&panel, "h2")[0]);
    assert!(title.starts_with("Progression of Evil"), "{title}");
    let labels: Vec<String> = all(&panel, "button").iter().map(text).collect();
    let legal = g.legal_actions(ME);
    assert_eq!(labels.len(), legal.len(), "{labels:?} / {legal:?}");
    assert!(
        labels.contains(&"Draw a Black card".to_string()),
        "{labels:?}"
    );
    wait_for("the focus on the first choice", || {
        active().is_some_and(|a| panel.contains(Some(&a)))
    })
    .await;
    // Enter on the focused button takes it (a button's own keyboard behaviour): click it.
    let draw = all(&panel, "button")
        .into_iter()
        .find(|b| text(b) == "Draw a Black card")
        .unwrap();
    page::click(&draw);
    settle().await;
    let records = m.records();
    assert_eq!(
        records.first().and_then(|r| r.log.get(rec.log.len())),
        Some(&(ME, Action::EvilDraw))
    );
}

#[wasm_bindgen_test]
async fn a_card_with_several_uses_opens_a_dialog_escape_closes_it() {
    let (rec, g) = search(
        "seat 0's Heroic action with a card of several uses",
        4,
        |g| my(g, |s| matches!(s, Step::Heroic)) && g.hand(ME).iter().any(|c| uses(g, *c) > 1),
    );
    let card = *g.hand(ME).iter().find(|c| uses(&g, **c) > 1).unwrap();
    let m = mount_chevaliers(rec.clone(), Lang::En);
    settle().await;
    let b = button_named(&m.host, &play_label(Lang::En, card)).expect("card button");
    b.click();
    settle().await;
    wait_for("the card's dialog", || !dialogs(&m.host).is_empty()).await;
    let d = dialogs(&m.host).remove(0);
    assert_eq!(d.get_attribute("aria-modal").as_deref(), Some("true"));
    let choices = all(&d, ".cm-choice-btn");
    assert_eq!(choices.len(), uses(&g, card), "one button per legal use");
    wait_for("the focus inside the dialog", || {
        active().is_some_and(|a| d.contains(Some(&a)))
    })
    .await;
    press(&active().unwrap(), "Escape");
    settle().await;
    assert!(dialogs(&m.host).is_empty(), "Escape closes the dialog");
    assert!(m.records().is_empty(), "nothing played");
    button_named(&m.host, &play_label(Lang::En, card))
        .unwrap()
        .click();
    settle().await;
    wait_for("the dialog again", || !dialogs(&m.host).is_empty()).await;
    let d = dialogs(&m.host).remove(0);
    page::click(&all(&d, ".cm-choice-btn")[0]);
    settle().await;
    let records = m.records();
    let (s, a) = records
        .first()
        .and_then(|r| r.log.get(rec.log.len()))
        .cloned()
        .expect("played");
    assert_eq!(s, ME);
    assert_eq!(derive::card_of(a), Some(card));
}

#[wasm_bindgen_test]
async fn pass_and_play_hides_the_hand_until_the_next_knight_takes_the_device() {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
    ];
    let rec = GameRecord::<Chevaliers>::new(ChevaliersOptions::default(), seats, 99);
    let m = mount_chevaliers(rec, Lang::Fr);
    settle().await;
    wait_for("the hand-over screen", || {
        !all(&m.host, ".cm-handoff").is_empty()
    })
    .await;
    assert!(
        hand_of(&m.host, "chv").is_empty(),
        "no hand behind the screen (CHV-16.2)"
    );
    assert!(
        all(&m.host, ".chv-loyalty").is_empty(),
        "no Loyalty card either"
    );
    let heading = text(&all(&m.host, ".cm-handoff h2")[0]);
    assert!(
        heading.starts_with("Passez l'appareil à Joueur"),
        "{heading}"
    );
    page::click(&all(&m.host, ".cm-handoff button")[0]);
    settle().await;
    wait_for("the hand", || hand_of(&m.host, "chv").len() == 6).await;
    assert_eq!(
        all(&m.host, ".chv-loyalty").len(),
        1,
        "the player's own Loyalty card"
    );
}

#[wasm_bindgen_test]
async fn the_end_says_who_won_and_shows_every_loyalty_card() {
    let (rec, g) = search("a finished game", 3, Chevaliers::is_over);
    let m = mount_chevaliers(rec, Lang::En);
    settle().await;
    wait_for("the end panel", || !all(&m.host, ".chv-over").is_empty()).await;
    let over = all(&m.host, ".chv-over").remove(0);
    assert_eq!(text(&all(&over, "h2")[0]), "Game over");
    let verdict = text(&all(&over, ".cm-verdict")[0]);
    let side = g.winner().unwrap();
    assert!(
        verdict.starts_with(table_ronde::ui::games::chevaliers::text::side_won(
            Lang::En,
            side
        )),
        "{verdict}"
    );
    assert!(verdict.contains("Swords: "), "{verdict}");
    let rows = all(&over, ".chv-loyalties tr");
    assert_eq!(
        rows.len(),
        3 + g.undealt().len(),
        "every Loyalty card (CHV-13.1)"
    );
}

#[wasm_bindgen_test]
async fn a_sacrifice_is_offered_after_the_heroic_action_and_the_turn_ends_by_button() {
    let (rec, g) = search("seat 0 after its Heroic action", 3, |g| {
        my(g, |s| matches!(s, Step::After))
    });
    let m = mount_chevaliers(rec.clone(), Lang::Fr);
    settle().await;
    wait_for("the decision panel", || {
        !all(&m.host, ".chv-decide").is_empty()
    })
    .await;
    let end = button_named(&m.host, "Finir le tour").expect("end of turn button");
    assert!(g.legal_actions(ME).contains(&Action::EndTurn));
    let moves = g
        .legal_actions(ME)
        .iter()
        .filter(|a| matches!(a, Action::Sacrifice(Heroic::Move(_))))
        .count();
    // One button on the panel (issue 28: the prompt offered only "End the turn"), which
    // opens the list of every legal sacrifice (CHV-3.3).
    let sacrifice: Vec<_> = all(&m.host, ".chv-decide button")
        .into_iter()
        .filter(|b| text(b).starts_with("Sacrifier 1 Vie"))
        .collect();
    assert_eq!(sacrifice.len(), 1, "one Sacrifice button");
    sacrifice[0].unchecked_ref::<web_sys::HtmlElement>().click();
    settle().await;
    let dialog = all(&m.host, "[role=dialog]");
    assert_eq!(dialog.len(), 1, "the sacrifices' list");
    let offered = all(&dialog[0], "li button").len();
    assert!(
        offered >= moves && moves > 0,
        "{offered} sacrifices offered, {moves} moves legal"
    );
    press(&dialog[0], "Escape");
    settle().await;
    assert!(
        all(&m.host, "[role=dialog]").is_empty(),
        "Escape closes the list"
    );
    end.click();
    settle().await;
    assert_eq!(
        m.records().first().and_then(|r| r.log.get(rec.log.len())),
        Some(&(ME, Action::EndTurn))
    );
}
