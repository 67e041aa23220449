//! The Roi table in headless Chromium: `GameTable` with Roi's table mounted on a seeded record, driven and
//! read like a user would (roles, accessible names, disabled states, keyboard).

use crate::page;

use leptos::prelude::*;
use page::{active_id, all, button_named, press, settle, sleep, text};
use std::sync::{Arc, Mutex};
use table_ronde::core::Game;
use table_ronde::core::cards::{Card, CardSet};
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiOptions};
use table_ronde::ui::cards::{card_name, play_label, suit_name};
use table_ronde::ui::games::roi;
use table_ronde::ui::session::GameTable;
use table_ronde::ui::{Lang, MenuAction, Pace};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

/// What the session reported to the shell.
#[derive(Default)]
struct Seen {
    logs: Vec<usize>,
    menu: Vec<MenuAction>,
}

type Mounted = page::Mounted<Seen>;

fn mount(record: GameRecord<Roi>, lang: Lang, pace: Pace) -> Mounted {
    page::mount(lang, pace, move |seen: Arc<Mutex<Seen>>| {
        let menu = seen.clone();
        view! {
            <GameTable
                record=record
                on_record=Callback::new(move |r: GameRecord<Roi>| seen.lock().unwrap().logs.push(r.log.len()))
                on_menu=Callback::new(move |m| menu.lock().unwrap().menu.push(m))
                table=roi::table
            />
        }
    })
}

fn hand_buttons(root: &Element) -> Vec<Element> {
    all(root, ".hand button")
}

fn humans() -> Vec<SeatKind> {
    vec![SeatKind::Human; 4]
}

fn one_human() -> Vec<SeatKind> {
    let c = SeatKind::Computer(Level::Easy);
    vec![SeatKind::Human, c, c, c]
}

/// Pass-and-play: confirm the hand-over screen for `seat` (players numbered from 1).
async fn take_device(m: &Mounted, seat: Seat) {
    assert!(
        hand_buttons(&m.host).is_empty(),
        "the hand-over screen hides every hand"
    );
    let who = format!("C'est moi, Joueur {}", seat.index() + 1);
    button_named(&m.host, &who)
        .unwrap_or_else(|| panic!("no button {who:?}"))
        .click();
    settle().await;
}

#[wasm_bindgen_test]
async fn cards_are_buttons_named_in_french_and_a_click_plays_one() {
    let rec = GameRecord::<Roi>::new(RoiOptions::default(), humans(), 11);
    let g = rec.replay().unwrap();
    let leader = g.to_play().unwrap();
    let next = leader.left(4);
    let m = mount(rec, Lang::Fr, Pace::Fast);
    settle().await;
    take_device(&m, leader).await;

    let buttons = hand_buttons(&m.host);
    let expected: Vec<String> = g
        .hand(leader)
        .iter()
        .map(|c| play_label(Lang::Fr, c))
        .collect();
    let names: Vec<String> = buttons
        .iter()
        .map(|b| b.get_attribute("aria-label").unwrap_or_default())
        .collect();
    assert_eq!(names, expected, "13 cards, canonical order, French names");
    assert!(names.iter().all(|n| n.starts_with("Jouer l")), "{names:?}");
    assert!(
        buttons.iter().all(|b| !page::refused_card(b)),
        "the leader may lead anything (ROI-4.1)"
    );

    // Lead a suit the next player holds along with other suits, so that he must follow.
    let nh = g.hand(next);
    let lead: Card = g
        .hand(leader)
        .iter()
        .find(|c| {
            let f = nh.of_suit(c.suit()).len();
            f > 0 && f < nh.len()
        })
        .expect("a suit to lead");
    button_named(&m.host, &play_label(Lang::Fr, lead))
        .expect("card button")
        .click();
    settle().await;
    assert_eq!(
        m.seen.lock().unwrap().logs,
        vec![1],
        "on_record with one play"
    );

    // The next human gets the device (every hand hidden until then) and sees the card led;
    // cards of other suits are disabled, with the rule.
    take_device(&m, next).await;
    let on_table: Vec<String> = all(&m.host, ".trick [role=img]")
        .iter()
        .map(|e| e.get_attribute("aria-label").unwrap_or_default())
        .collect();
    assert_eq!(on_table.len(), 1);
    assert!(
        on_table[0].ends_with(&card_name(Lang::Fr, lead)),
        "{on_table:?}"
    );

    let led = lead.suit();
    let follow: CardSet = nh.of_suit(led);
    let reason = format!(
        "Vous devez fournir à {} (règle ROI-4.2)",
        suit_name(Lang::Fr, led)
    );
    let buttons = hand_buttons(&m.host);
    assert_eq!(buttons.len(), 13);
    for (b, c) in buttons.iter().zip(nh.iter()) {
        if follow.contains(c) {
            assert!(!page::refused_card(b), "{c} follows suit");
        } else {
            assert!(page::refused_card(b), "{c} must be refused");
            assert_eq!(b.get_attribute("title").as_deref(), Some(reason.as_str()));
            let why = b.get_attribute("aria-describedby").expect("described by");
            let doc = web_sys::window().unwrap().document().unwrap();
            let el = doc.get_element_by_id(&why).expect("reason element");
            assert_eq!(text(&el), reason);
        }
    }
}

#[wasm_bindgen_test]
async fn score_sheet_is_a_table_with_ten_contracts_and_a_total_row() {
    let rec = GameRecord::<Roi>::new(RoiOptions::default(), humans(), 3);
    let m = mount(rec, Lang::Fr, Pace::Fast);
    settle().await;
    let tables = all(&m.host, "table");
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    let caption = t.query_selector("caption").unwrap().expect("caption");
    assert_eq!(text(&caption), "Feuille de marque");
    assert_eq!(all(t, "tbody tr").len(), 10);
    let current = all(t, "tbody tr[aria-current]");
    assert_eq!(current.len(), 1);
    assert!(text(&current[0]).contains("Pas de plis"));
    let total = t.query_selector("tfoot th").unwrap().expect("total row");
    assert_eq!(text(&total), "Total");
    assert_eq!(all(t, "thead th").len(), 5, "contract + four players");
}

#[wasm_bindgen_test]
async fn arrow_keys_move_focus_through_the_hand() {
    let rec = GameRecord::<Roi>::new(RoiOptions::default(), humans(), 5);
    let leader = rec.replay().unwrap().to_play().unwrap();
    let m = mount(rec, Lang::En, Pace::Fast);
    settle().await;
    button_named(&m.host, &format!("I am Player {}", leader.index() + 1))
        .expect("hand-over button")
        .click();
    settle().await;
    let b = hand_buttons(&m.host);
    assert_eq!(b.len(), 13);
    let tabbable: Vec<_> = b
        .iter()
        .filter(|x| x.get_attribute("tabindex").as_deref() == Some("0"))
        .collect();
    assert_eq!(tabbable.len(), 1, "roving tabindex: one tab stop");
    b[0].unchecked_ref::<HtmlElement>().focus().unwrap();
    assert_eq!(active_id(), b[0].id());
    press(&b[0], "ArrowRight");
    settle().await;
    assert_eq!(active_id(), b[1].id());
    assert_eq!(b[1].get_attribute("tabindex").as_deref(), Some("0"));
    press(&b[1], "End");
    settle().await;
    assert_eq!(active_id(), b[12].id());
    press(&b[12], "Home");
    settle().await;
    assert_eq!(active_id(), b[0].id());
    press(&b[0], "ArrowLeft");
    settle().await;
    assert_eq!(active_id(), b[12].id(), "wraps round");
}

#[wasm_bindgen_test]
async fn computers_play_at_their_pace_then_the_human_plays_and_undoes() {
    // A deal where a computer leads, so the human first waits.
    let seed = (1..100)
        .find(|s| {
            let r = GameRecord::<Roi>::new(RoiOptions::default(), one_human(), *s);
            r.replay().unwrap().to_play() != Some(Seat(0))
        })
        .unwrap();
    let rec = GameRecord::<Roi>::new(RoiOptions::default(), one_human(), seed);
    let m = mount(rec, Lang::En, Pace::Fast);
    settle().await;
    let b = hand_buttons(&m.host);
    assert_eq!(b.len(), 13);
    assert!(b.iter().all(page::refused_card));
    assert!(
        b.iter()
            .all(|x| x.get_attribute("title").as_deref() == Some("Not your turn"))
    );
    assert!(
        b[0].get_attribute("aria-label")
            .unwrap()
            .starts_with("Play ")
    );

    // Computers play (Fast: 0.3 s a card) until it is the human's turn.
    let mut waited = 0;
    while all(&m.host, ".hand button:not([aria-disabled='true'])").is_empty() {
        assert!(waited < 5000, "the computers never handed over");
        sleep(100).await;
        waited += 100;
    }
    let before = m.seen.lock().unwrap().logs.clone();
    assert!(!before.is_empty(), "each computer play was reported");
    let n = *before.last().unwrap();
    let live = text(&all(&m.host, "[aria-live=polite]")[0]);
    assert!(live.contains(" plays "), "{live}");
    assert!(live.contains("Your turn"), "{live}");

    let card = all(&m.host, ".hand button:not([aria-disabled='true'])")[0].clone();
    card.unchecked_ref::<HtmlElement>().click();
    settle().await;
    assert_eq!(m.seen.lock().unwrap().logs.last(), Some(&(n + 1)));
    assert_eq!(hand_buttons(&m.host).len(), 12);

    button_named(&m.host, "Undo").expect("undo").click();
    settle().await;
    assert_eq!(
        m.seen.lock().unwrap().logs.last(),
        Some(&n),
        "back before the human's card"
    );
    assert_eq!(hand_buttons(&m.host).len(), 13);
}

#[wasm_bindgen_test]
async fn game_over_names_the_winner_and_offers_new_and_same_deal() {
    let mut rec = GameRecord::<Roi>::new(RoiOptions::default(), one_human(), 21);
    let mut g = rec.start().unwrap();
    while let Some(s) = g.to_play() {
        let c = g.legal_actions(s)[0];
        g.play(s, &c).unwrap();
        rec.log.push((s, c));
    }
    let m = mount(rec, Lang::Fr, Pace::Fast);
    settle().await;
    let h2 = all(&m.host, "h2");
    assert!(h2.iter().any(|h| text(h) == "Partie terminée"));
    assert_eq!(all(&m.host, ".standings li").len(), 4);
    button_named(&m.host, "Nouvelle partie")
        .expect("new deal")
        .click();
    button_named(&m.host, "Rejouer la même donne")
        .expect("same deal")
        .click();
    button_named(&m.host, "Partager").expect("share").click();
    settle().await;
    let menu = m.seen.lock().unwrap().menu.clone();
    assert_eq!(
        menu,
        vec![
            MenuAction::NewDeal,
            MenuAction::ReplaySameDeal,
            MenuAction::Share
        ]
    );
    assert!(hand_buttons(&m.host).is_empty());
}
