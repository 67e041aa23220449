//! The sword dialog of the Tafelrunde table (TAF-7) in headless Chromium, on positions found
//! by seeded play: a modal dialog that takes the focus, offers the colours not yet on the
//! ladder for the next place, declining, waiting for the new hand when empty-handed
//! (TAF-7.6) and the compulsory swap of a full ladder (TAF-7.4); each choice is recorded as
//! the engine's action; Escape and "look at the board first" close it without deciding.

use crate::page;

use page::{
    Records, Search, active, all, button_spoken, click, dialogs, find_position, hand_of,
    human_and_easy, mount_tafelrunde, one, press, settle, spoken, text, wait_for,
};
use table_ronde::core::Game;
use table_ronde::core::record::GameRecord;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::state::LADDER_PLACES;
use table_ronde::games::tafelrunde::{
    Action, Colour, Phase, Tafelrunde, TafelrundeError, TafelrundeOptions,
};
use table_ronde::ui::games::tafelrunde::text::{
    TafelrundeLabel, capital, chip_name, label, place_label, refusal, swap_label, sword_heading,
    sword_intro,
};
use table_ronde::ui::{Lang, Pace};
use wasm_bindgen_test::*;
use web_sys::Element;

const ME: Seat = Seat(0);

type Mounted = page::Mounted<Records<Tafelrunde>>;

fn hand_buttons(root: &Element) -> Vec<Element> {
    hand_of(root, "tf")
}

/// Waits for the one sword dialog and checks that it is modal, named and has the focus.
async fn open_dialog(m: &Mounted, lang: Lang, place: Option<usize>) -> Element {
    wait_for("the sword dialog", || dialogs(&m.host).len() == 1).await;
    let d = dialogs(&m.host).remove(0);
    assert_eq!(d.get_attribute("aria-modal").as_deref(), Some("true"));
    let title = d.get_attribute("aria-labelledby").expect("labelled");
    let h = one(&d, &format!("[id='{title}']"));
    assert_eq!(text(&h), sword_heading(lang, place));
    wait_for("the focus in the dialog", || {
        active().is_some_and(|a| d.contains(Some(&a)) && a != d)
    })
    .await;
    d
}

/// The only record reported so far, which must add `action` by seat 0 to `rec`.
fn recorded(m: &Mounted, rec: &GameRecord<Tafelrunde>, action: Action) -> Tafelrunde {
    let seen = m.records();
    let first = seen.first().expect("the decision was reported");
    let mut expected = rec.log.clone();
    expected.push((ME, action));
    assert_eq!(first.log, expected);
    first.replay().expect("the record replays")
}

/// Seeded play from many deals until `found` accepts a position: random legal actions,
/// except that at a sword every seat declares a colour whenever it may, so that the ladder
/// fills up (TAF-7.2) and full-ladder swaps come (TAF-7.4).
fn search(what: &str, found: impl Fn(&Tafelrunde) -> bool) -> (GameRecord<Tafelrunde>, Tafelrunde) {
    let plan = Search {
        seeds: 1..800,
        salt: 104_729,
        steps: usize::MAX,
    };
    let new =
        |seed| GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), human_and_easy(4), seed);
    let declare_first = |legal: Vec<Action>| {
        let declares: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Declare(_)))
            .collect();
        if declares.is_empty() { legal } else { declares }
    };
    find_position(what, plan, new, declare_first, found)
}

/// Seat 0 on a sword, holding cards, with one to five chips on the ladder.
fn at_sword_with_chips() -> (GameRecord<Tafelrunde>, Tafelrunde) {
    search("seat 0 deciding at a sword, ladder partly filled", |g| {
        matches!(
            g.phase(),
            Phase::Sword {
                seat: ME,
                deferrable: false,
                postponed: false
            }
        ) && (1..LADDER_PLACES).contains(&g.ladder().len())
    })
}

/// The hand while a sword decision is pending: every card refused by TAF-4.6.
fn hand_waits(m: &Mounted, lang: Lang, cards: usize) {
    let buttons = hand_buttons(&m.host);
    assert_eq!(buttons.len(), cards);
    let why = refusal(lang, TafelrundeError::DecisionPending, None);
    assert!(why.ends_with(lang.pick("(règle TAF-4.6)", "(rule TAF-4.6)")));
    for b in &buttons {
        assert!(page::refused_card(b));
        assert_eq!(b.get_attribute("title").as_deref(), Some(why.as_str()));
    }
}

#[wasm_bindgen_test]
async fn sword_dialog_offers_the_free_colours_for_the_next_place() {
    let (rec, g) = at_sword_with_chips();
    let k = g.ladder().len();
    let place = Some(k + 1);
    let space = g.pawn(ME);
    assert!(g.options().is_sword(space), "TAF-7.1");
    let free: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| !g.ladder().contains(c))
        .collect();
    for (lang, decline) in [(Lang::Fr, false), (Lang::En, true)] {
        let m = mount_tafelrunde(rec.clone(), lang, Pace::Instant);
        settle().await;
        let d = open_dialog(&m, lang, place).await;
        assert_eq!(
            text(&one(&m.host, ".cm-status")),
            sword_heading(lang, place)
        );
        assert_eq!(
            text(&one(&d, ".cm-effect")),
            sword_intro(lang, space, place, false)
        );
        // TAF-7.2: any colour not yet on the ladder, for the lowest empty place.
        let buttons = all(&one(&d, ".tf-declares"), "button");
        assert_eq!(buttons.len(), Colour::ALL.len());
        let mut offered = Vec::new();
        for (b, c) in buttons.iter().zip(Colour::ALL) {
            assert_eq!(spoken(b), capital(&chip_name(lang, c)));
            if g.ladder().contains(&c) {
                assert!(b.has_attribute("disabled"), "{c:?} is placed");
                let why = refusal(lang, TafelrundeError::ColourAlreadyPlaced, None);
                assert!(why.ends_with(lang.pick("(règle TAF-7.2)", "(rule TAF-7.2)")));
                assert_eq!(b.get_attribute("title").as_deref(), Some(why.as_str()));
            } else {
                assert!(!b.has_attribute("disabled"), "{c:?} is free");
                offered.push(c);
            }
        }
        assert_eq!(offered, free);
        // TAF-7.3: declining is allowed; TAF-7.7: no waiting with cards in hand.
        let no = button_spoken(&d, label(lang, TafelrundeLabel::Decline)).expect("decline");
        assert!(!no.has_attribute("disabled"));
        assert!(button_spoken(&d, label(lang, TafelrundeLabel::Wait)).is_none());
        assert!(
            all(&d, ".tf-swap").is_empty(),
            "no swap before the ladder is full"
        );
        hand_waits(&m, lang, g.hand(ME).len());
        assert!(m.records().is_empty());

        let after = if decline {
            click(&no);
            settle().await;
            let after = recorded(&m, &rec, Action::Decline);
            assert_eq!(after.ladder(), g.ladder(), "no chip added");
            after
        } else {
            let c = *free.last().unwrap();
            let b = button_spoken(&d, &capital(&chip_name(lang, c))).unwrap();
            click(&b);
            settle().await;
            let after = recorded(&m, &rec, Action::Declare(c));
            assert_eq!(&after.ladder()[..k], g.ladder());
            assert_eq!(after.ladder().get(k), Some(&c), "on place {}", k + 1);
            after
        };
        assert_eq!(after.phase(), Phase::Play);
        wait_for("the dialog to close", || dialogs(&m.host).is_empty()).await;
        drop(m);
    }
}

#[wasm_bindgen_test]
async fn escape_closes_the_sword_dialog_and_the_decision_waits() {
    let (rec, g) = at_sword_with_chips();
    let place = Some(g.ladder().len() + 1);
    let lang = Lang::Fr;
    let m = mount_tafelrunde(rec, lang, Pace::Instant);
    settle().await;
    open_dialog(&m, lang, place).await;
    press(&active().unwrap(), "Escape");
    settle().await;
    wait_for("Escape to close the dialog", || dialogs(&m.host).is_empty()).await;
    assert!(m.records().is_empty(), "nothing decided");
    hand_waits(&m, lang, g.hand(ME).len());
    // A button beside the status line opens it again, and has the focus meanwhile.
    let reopen = button_spoken(&m.host, label(lang, TafelrundeLabel::DecideSword)).expect("reopen");
    wait_for("the focus on the reopen button", || {
        active().as_ref() == Some(&reopen)
    })
    .await;
    click(&reopen);
    settle().await;
    let d = open_dialog(&m, lang, place).await;
    assert!(button_spoken(&m.host, label(lang, TafelrundeLabel::DecideSword)).is_none());
    // "Look at the board first" closes it the same way.
    click(&button_spoken(&d, label(lang, TafelrundeLabel::Later)).expect("later"));
    settle().await;
    wait_for("the dialog to close", || dialogs(&m.host).is_empty()).await;
    assert!(button_spoken(&m.host, label(lang, TafelrundeLabel::DecideSword)).is_some());
    assert!(m.records().is_empty(), "still nothing decided");
}

#[wasm_bindgen_test]
async fn empty_handed_at_a_sword_may_wait_for_the_new_hand() {
    let (rec, g) = search("seat 0 at a sword with an empty hand", |g| {
        matches!(
            g.phase(),
            Phase::Sword {
                seat: ME,
                deferrable: true,
                ..
            }
        )
    });
    // TAF-7.6: only after the eighth trick, when every hand is empty.
    assert!(g.hand(ME).is_empty());
    assert_eq!(g.tricks_in_hand(), 8);
    let full = g.ladder().len() == LADDER_PLACES;
    let place = (!full).then_some(g.ladder().len() + 1);
    let space = g.pawn(ME);
    for lang in [Lang::En, Lang::Fr] {
        let m = mount_tafelrunde(rec.clone(), lang, Pace::Instant);
        settle().await;
        let d = open_dialog(&m, lang, place).await;
        let wait = button_spoken(&d, label(lang, TafelrundeLabel::Wait)).expect("wait button");
        assert_eq!(
            spoken(&wait),
            lang.pick("Attendre ma nouvelle main", "Wait for my new hand")
        );
        assert!(!wait.has_attribute("disabled"));
        assert_eq!(
            button_spoken(&d, label(lang, TafelrundeLabel::Decline)).is_some(),
            !full,
            "declining only when the ladder is not full"
        );
        assert!(hand_buttons(&m.host).is_empty(), "no cards in hand");
        if lang == Lang::En {
            drop(m);
            continue;
        }
        click(&wait);
        settle().await;
        let after = recorded(&m, &rec, Action::Defer);
        assert_eq!(
            after.phase(),
            Phase::Sword {
                seat: ME,
                deferrable: false,
                postponed: true
            }
        );
        assert_eq!(after.hand(ME).len(), 8, "TAF-8.3: the new hand is dealt");
        // The postponed decision comes back before the first card, without the wait button.
        let intro = sword_intro(lang, space, place, true);
        wait_for("the postponed decision", || {
            dialogs(&m.host)
                .first()
                .is_some_and(|d| text(&one(d, ".cm-effect")) == intro)
        })
        .await;
        let d = open_dialog(&m, lang, place).await;
        assert!(button_spoken(&d, label(lang, TafelrundeLabel::Wait)).is_none());
        hand_waits(&m, lang, 8);
    }
}

#[wasm_bindgen_test]
async fn full_ladder_asks_for_a_swap_of_two_places() {
    let (rec, g) = search("seat 0 at a sword, ladder full", |g| {
        matches!(g.phase(), Phase::Sword { seat: ME, .. }) && g.ladder().len() == LADDER_PLACES
    });
    let Phase::Sword { postponed, .. } = g.phase() else {
        unreachable!()
    };
    for (lang, (a, b)) in [(Lang::Fr, (2u8, 5u8)), (Lang::En, (1, 6))] {
        let m = mount_tafelrunde(rec.clone(), lang, Pace::Instant);
        settle().await;
        let d = open_dialog(&m, lang, None).await;
        assert_eq!(
            text(&one(&d, ".cm-effect")),
            sword_intro(lang, g.pawn(ME), None, postponed)
        );
        // TAF-7.4: no declaration and no declining, a swap is compulsory.
        assert!(all(&d, ".tf-declares").is_empty());
        assert!(button_spoken(&d, label(lang, TafelrundeLabel::Decline)).is_none());
        let places = all(&d, ".tf-swap .tf-place-btn");
        assert_eq!(places.len(), LADDER_PLACES);
        for (i, p) in places.iter().enumerate() {
            assert_eq!(spoken(p), place_label(lang, i + 1, Some(g.ladder()[i])));
            assert_eq!(p.get_attribute("aria-pressed").as_deref(), Some("false"));
        }
        let swap = button_spoken(&d, &swap_label(lang, None)).expect("swap button");
        assert!(swap.has_attribute("disabled"), "two places first");
        click(&places[usize::from(b) - 1]);
        click(&places[usize::from(a) - 1]);
        settle().await;
        for p in [a, b] {
            let pressed = places[usize::from(p) - 1].get_attribute("aria-pressed");
            assert_eq!(pressed.as_deref(), Some("true"), "place {p}");
        }
        let swap = button_spoken(&d, &swap_label(lang, Some((a, b)))).expect("swap a and b");
        if lang == Lang::Fr {
            assert_eq!(spoken(&swap), "Échanger les places 2 et 5");
        }
        assert!(!swap.has_attribute("disabled"));
        assert!(m.records().is_empty());
        click(&swap);
        settle().await;
        let after = recorded(&m, &rec, Action::Swap(a, b));
        let mut expected = g.ladder().to_vec();
        expected.swap(usize::from(a) - 1, usize::from(b) - 1);
        assert_eq!(
            after.ladder(),
            expected.as_slice(),
            "places {a} and {b} swapped"
        );
        wait_for("the dialog to close", || dialogs(&m.host).is_empty()).await;
        drop(m);
    }
}
