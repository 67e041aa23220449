//! The Tournoi table in headless Chromium: mounted on positions found by seeded random play
//! (so the tests follow the engine), read and driven like a user would (roles, accessible
//! names, disabled states and their reasons, dialogs by keyboard).

use crate::page;

use leptos::prelude::*;
use page::{
    Mounted, Records, Search, active, all, button_named, description, dialogs, find_position,
    hand_of, human_and_easy, keep_records, mount, press, settle, text, wait_for,
};
use table_ronde::core::Game;
use table_ronde::core::record::{GameRecord, Level, SeatKind};
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{Action, Card, Phase, Play, Tournoi, TournoiOptions};
use table_ronde::ui::games::tournoi::{self, text::play_label};
use table_ronde::ui::session::GameTable;
use table_ronde::ui::{Lang, MenuAction, Pace};
use wasm_bindgen_test::*;

const ME: Seat = Seat(0);

fn mount_tournoi(record: GameRecord<Tournoi>, lang: Lang) -> Mounted<Records<Tournoi>> {
    mount(lang, Pace::Instant, move |seen| {
        view! {
            <GameTable
                record=record
                on_record=keep_records(seen)
                on_menu=Callback::new(move |_: MenuAction| {})
                table=tournoi::table
            />
        }
    })
}

/// Seeded random play until `found` accepts a position (seat 0 human, the others Easy).
fn search(
    what: &str,
    seats: usize,
    found: impl Fn(&Tournoi) -> bool,
) -> (GameRecord<Tournoi>, Tournoi) {
    let plan = Search {
        seeds: 1..300,
        salt: 104_729,
        steps: 400,
    };
    let new =
        |seed| GameRecord::<Tournoi>::new(TournoiOptions::default(), human_and_easy(seats), seed);
    find_position(what, plan, new, |l| l, found)
}

fn my_melee_turn(g: &Tournoi) -> bool {
    g.phase() == Phase::Melee { seat: ME }
}

#[wasm_bindgen_test]
async fn hand_cards_are_buttons_refused_ones_disabled_with_the_rule() {
    let (rec, g) = search("seat 0 following with a refused card", 4, |g| {
        my_melee_turn(g)
            && !g.placed().is_empty()
            && g.hand(ME).iter().any(|c| {
                let l = g.legal_actions(ME);
                !l.iter()
                    .any(|a| matches!(a, Action::Play(p) if p.card == *c))
                    && !l.contains(&Action::Dishonor(*c))
            })
            && g.hand(ME).iter().any(|c| {
                !c.is_enchanter()
                    && g.legal_actions(ME)
                        .iter()
                        .filter(|a| matches!(a, Action::Play(p) if p.card == *c))
                        .count()
                        == 1
            })
    });
    let hand: Vec<Card> = g.hand(ME).to_vec();
    let legal = g.legal_actions(ME);
    let playable = |c: Card| {
        legal
            .iter()
            .any(|a| matches!(a, Action::Play(p) if p.card == c))
    };
    for lang in [Lang::Fr, Lang::En] {
        let m = mount_tournoi(rec.clone(), lang);
        settle().await;
        wait_for("the hand", || hand_of(&m.host, "tn").len() == hand.len()).await;
        let buttons = hand_of(&m.host, "tn");
        let names: Vec<String> = buttons
            .iter()
            .map(|b| b.get_attribute("aria-label").unwrap_or_default())
            .collect();
        let expected: Vec<String> = hand.iter().map(|c| play_label(lang, *c)).collect();
        assert_eq!(names, expected, "one button per card, in hand order");
        for (b, c) in buttons.iter().zip(&hand) {
            if playable(*c) {
                assert!(!page::refused_card(b), "{c} is playable");
            } else {
                assert!(page::refused_card(b), "{c} must be refused");
                let why = b.get_attribute("title").unwrap_or_default();
                assert!(why.contains("(TRN-4."), "{c}: {why:?} names no rule");
                assert_eq!(description(b), why, "{c}: described by its reason");
            }
        }
        let listed: Vec<String> = all(&m.host, ".cm-refusals li").iter().map(text).collect();
        assert!(!listed.is_empty(), "reasons under the hand");
        drop(m);
    }
    // A click on a card with one legal play plays it.
    let card = *hand
        .iter()
        .find(|c| {
            !c.is_enchanter()
                && legal
                    .iter()
                    .filter(|a| matches!(a, Action::Play(p) if p.card == **c))
                    .count()
                    == 1
        })
        .unwrap();
    let m = mount_tournoi(rec.clone(), Lang::Fr);
    settle().await;
    button_named(&m.host, &play_label(Lang::Fr, card))
        .expect("card button")
        .click();
    settle().await;
    let records = m.records();
    let first = records.first().expect("the play was reported");
    assert_eq!(
        first.log.get(rec.log.len()),
        Some(&(ME, Action::Play(Play::plain(card))))
    );
    // Undo takes the card back: the record is the one mounted, the card is in hand again.
    wait_for("my next decision", || {
        m.records()
            .last()
            .is_some_and(|r| r.replay().unwrap().actor() == Some(ME))
    })
    .await;
    button_named(&m.host, "Annuler le coup")
        .expect("undo")
        .click();
    settle().await;
    let last = m.records().last().cloned().unwrap();
    assert_eq!(last.log, rec.log, "undo went back to before my card");
    assert!(button_named(&m.host, &play_label(Lang::Fr, card)).is_some());
}

#[wasm_bindgen_test]
async fn pass_and_play_hides_the_hand_until_the_next_knight_takes_the_device() {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
    ];
    let rec = GameRecord::<Tournoi>::new(TournoiOptions::default(), seats, 99);
    let m = mount_tournoi(rec, Lang::Fr);
    settle().await;
    wait_for("the hand-over screen", || {
        !all(&m.host, ".cm-handoff").is_empty()
    })
    .await;
    assert!(
        hand_of(&m.host, "tn").is_empty(),
        "no hand behind the screen"
    );
    let heading = text(&all(&m.host, ".cm-handoff h2")[0]);
    assert!(
        heading.starts_with("Passez l'appareil à Joueur"),
        "{heading}"
    );
    page::click(&all(&m.host, ".cm-handoff button")[0]);
    settle().await;
    wait_for("the hand", || hand_of(&m.host, "tn").len() == 12).await;
}

#[wasm_bindgen_test]
async fn an_enchanter_is_named_in_a_dialog_used_by_keyboard() {
    let (rec, g) = search("seat 0 to play, holding a playable enchanter", 3, |g| {
        my_melee_turn(g)
            && g.legal_actions(ME)
                .iter()
                .any(|a| matches!(a, Action::Play(p) if p.card.is_enchanter()))
    });
    let card = g
        .legal_actions(ME)
        .iter()
        .find_map(|a| match a {
            Action::Play(p) if p.card.is_enchanter() => Some(p.card),
            _ => None,
        })
        .unwrap();
    let m = mount_tournoi(rec.clone(), Lang::En);
    settle().await;
    let b = button_named(&m.host, &play_label(Lang::En, card)).expect("enchanter button");
    b.click();
    settle().await;
    wait_for("the naming dialog", || !dialogs(&m.host).is_empty()).await;
    let d = dialogs(&m.host).remove(0);
    assert_eq!(d.get_attribute("aria-modal").as_deref(), Some("true"));
    wait_for("the focus inside the dialog", || {
        active().is_some_and(|a| d.contains(Some(&a)))
    })
    .await;
    // Escape closes it without playing.
    press(&active().unwrap(), "Escape");
    settle().await;
    assert!(dialogs(&m.host).is_empty(), "Escape closes the dialog");
    assert!(m.records().is_empty(), "nothing played");
    // Open it again and play the first named value.
    button_named(&m.host, &play_label(Lang::En, card))
        .unwrap()
        .click();
    settle().await;
    wait_for("the dialog again", || !dialogs(&m.host).is_empty()).await;
    let d = dialogs(&m.host).remove(0);
    let play = all(&d, "button.primary").remove(0);
    assert!(text(&play).starts_with("Play "), "{}", text(&play));
    page::click(&play);
    settle().await;
    let records = m.records();
    let r = records.first().expect("played");
    match r.log.get(rec.log.len()) {
        Some((s, Action::Play(p))) => {
            assert_eq!(*s, ME);
            assert_eq!(p.card, card);
            assert!(p.value.is_some(), "a named value");
        }
        other => panic!("not a play: {other:?}"),
    }
}

#[wasm_bindgen_test]
async fn the_pinned_deal_is_on_screen_and_the_computers_play_up_to_the_human() {
    // Seed 2026, four knights, random Heroes: the engine's deal, shown from seat 0.
    let seats = human_and_easy(4);
    let rec = GameRecord::<Tournoi>::new(TournoiOptions::default(), seats, 2026);
    let g = rec.start().unwrap();
    let hand: Vec<String> = g.hand(ME).iter().map(ToString::to_string).collect();
    assert_eq!(hand.join(" "), PINNED_HAND);
    let m = mount_tournoi(rec.clone(), Lang::Fr);
    settle().await;
    wait_for("the hand", || hand_of(&m.host, "tn").len() == 12).await;
    let names: Vec<String> = hand_of(&m.host, "tn")
        .iter()
        .map(|b| b.get_attribute("aria-label").unwrap_or_default())
        .collect();
    let expected: Vec<String> = g
        .hand(ME)
        .iter()
        .map(|c| play_label(Lang::Fr, *c))
        .collect();
    assert_eq!(names, expected);
    // Four knights' panels, each with a health meter at 400.
    let meters = all(&m.host, "[role=meter]");
    assert_eq!(meters.len(), 4);
    assert!(
        meters
            .iter()
            .all(|e| e.get_attribute("aria-valuenow").as_deref() == Some("400"))
    );
    // The computers play until the human must decide.
    wait_for("the human's decision", || {
        let r = m.records();
        let g = r
            .last()
            .map_or_else(|| rec.start().unwrap(), |r| r.replay().unwrap());
        g.actor() == Some(ME)
    })
    .await;
}

/// The hand of seat 0 in the deal of seed 2026 with four knights (pinned: the same deal
/// natively and in wasm).
const PINNED_HAND: &str = "Sw2 Sw3 Sw14 Ar4 Ar14 So2 So6 So12 De1 De6 De12 Me2";
