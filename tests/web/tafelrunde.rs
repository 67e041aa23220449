//! The Tafelrunde table in headless Chromium: Tafelrunde's table mounted on positions found
//! by seeded random play (so that the tests follow the engine), read and driven like a user
//! would (roles, accessible names, disabled states and their reasons), in French and
//! English: the hand, the SVG board, the computers' turns, the live region and the end.
//! The sword dialog is in `tafelrunde_dialogs.rs`.

use crate::page;

use page::{
    Search, all, click, description, enabled, find_position, hand_of, human_and_easy,
    mount_tafelrunde, name, named, one, refused, said, settle, text, wait_for,
};
use table_ronde::core::Game;
use table_ronde::core::record::{GameRecord, SeatKind};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::tricks::led_colour;
use table_ronde::games::tafelrunde::{
    Action, Card, Colour, Phase, Tafelrunde, TafelrundeError, TafelrundeOptions,
};
use table_ronde::ui::games::tafelrunde::board::pawn_xy;
use table_ronde::ui::games::tafelrunde::face::colour_class;
use table_ronde::ui::games::tafelrunde::text::{
    TafelrundeLabel, card_name, label, pawn_said, play_label, refusal, space_name, trumps_said,
    turn, winner,
};
use table_ronde::ui::table::{Word, word};
use table_ronde::ui::text::seat_name;
use table_ronde::ui::{Lang, Pace};
use wasm_bindgen_test::*;
use web_sys::Element;

const ME: Seat = Seat(0);

fn hand_buttons(root: &Element) -> Vec<Element> {
    hand_of(root, "tf")
}

/// Where a pawn of the board is drawn: the `translate(x, y)` of its style.
fn drawn_at(pawn: &Element) -> (f64, f64) {
    let style = pawn.get_attribute("style").unwrap_or_default();
    let inner = style
        .split("translate(")
        .nth(1)
        .and_then(|r| r.split(')').next())
        .unwrap_or_else(|| panic!("no translate in {style:?}"));
    let mut xy = inner
        .split(',')
        .map(|v| v.trim().trim_end_matches("px").parse::<f64>().unwrap());
    (xy.next().unwrap(), xy.next().unwrap())
}

fn near(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 0.2 && (a.1 - b.1).abs() < 0.2
}

/// Four seats: the human in seat 0, three Easy computers.
fn seats() -> Vec<SeatKind> {
    human_and_easy(4)
}

fn names(lang: Lang) -> Vec<String> {
    let k = seats();
    (0..k.len())
        .map(|i| seat_name(lang, &k, Seat(i as u8)))
        .collect()
}

/// Seeded random play (every seat, legal actions only) from many deals until `found` accepts
/// a position; returns its record (seat 0 human, the others computers) and the state.
fn search(what: &str, found: impl Fn(&Tafelrunde) -> bool) -> (GameRecord<Tafelrunde>, Tafelrunde) {
    let plan = Search {
        seeds: 1..600,
        salt: 7919,
        steps: usize::MAX,
    };
    let new = |seed| GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), seats(), seed);
    find_position(what, plan, new, |legal| legal, found)
}

/// The colour the trick asks for (TAF-4.2, TAF-4.5).
fn led(g: &Tafelrunde) -> Option<Colour> {
    led_colour(g.trick(), g.options().super_lead_frees_trick)
}

/// Seat 0 must follow a led colour it holds, with a knight, a crest and a card of another
/// colour in hand: every card but the led colour is refused (TAF-4.2, TAF-4.3).
fn must_follow() -> (GameRecord<Tafelrunde>, Tafelrunde) {
    search(
        "seat 0 following, holding knight, crest and other colours",
        |g| {
            let h = g.hand(ME);
            g.phase() == Phase::Play
                && g.to_play() == ME
                && led(g).is_some_and(|c| {
                    h.iter().any(|x| x.colour() == Some(c))
                        && h.iter().any(|x| x.colour().is_some_and(|o| o != c))
                })
                && h.contains(&Card::KNIGHT)
                && h.contains(&Card::CREST)
        },
    )
}

/// Seat 0 plays the last card of a trick that does not end the game, with pawns off Start
/// and a chip on the ladder; also returns the card it will play and the state after it.
fn last_card() -> (GameRecord<Tafelrunde>, Tafelrunde, Card, Tafelrunde) {
    let (rec, g) = search("seat 0 completing a trick, mid-game", |g| {
        g.phase() == Phase::Play
            && g.to_play() == ME
            && g.trick().len() == g.seats() - 1
            && g.tricks() >= 6
            && !g.ladder().is_empty()
            && g.legal_actions(ME).iter().any(|a| {
                let mut after = g.clone();
                after.play(ME, a).is_ok() && !after.is_over()
            })
    });
    let (card, after) = g
        .legal_actions(ME)
        .into_iter()
        .find_map(|a| {
            let mut after = g.clone();
            after.play(ME, &a).unwrap();
            let Action::Play(c) = a else { return None };
            (!after.is_over()).then_some((c, after))
        })
        .unwrap();
    (rec, g, card, after)
}

#[wasm_bindgen_test]
async fn hand_cards_are_named_buttons_refused_ones_say_the_rule() {
    let (rec, g) = must_follow();
    let hand: Vec<Card> = g.hand(ME).to_vec();
    let led = led(&g).unwrap();
    for lang in [Lang::Fr, Lang::En] {
        let m = mount_tafelrunde(rec.clone(), lang, Pace::Instant);
        settle().await;
        wait_for("the hand", || hand_buttons(&m.host).len() == hand.len()).await;
        let group = one(&m.host, ".tf-hand[role=group]");
        assert_eq!(name(&group), word(lang, Word::YourHand));
        let buttons = hand_buttons(&m.host);
        let names: Vec<String> = buttons.iter().map(name).collect();
        let expected: Vec<String> = hand.iter().map(|c| play_label(lang, *c)).collect();
        assert_eq!(names, expected, "one button per card, in hand order");
        let (knight, crest) = match lang {
            Lang::Fr => ("Jouer chevalier", "Jouer blason"),
            Lang::En => ("Play knight", "Play crest"),
        };
        assert!(names.iter().any(|n| n == knight), "{names:?}");
        assert!(names.iter().any(|n| n == crest), "{names:?}");
        let verb = lang.pick("Jouer ", "Play ");
        for (b, c) in buttons.iter().zip(&hand) {
            assert_eq!(b.tag_name(), "BUTTON");
            assert!(name(b).starts_with(verb));
            if let Card::Colour(_, v) = c {
                assert!(name(b).ends_with(&format!(" {v}")), "{}", name(b));
            }
            match refused(&g, ME, Action::Play(*c)) {
                None => {
                    // TAF-4.2: only the led colour may be played.
                    assert_eq!(c.colour(), Some(led), "{c} is playable");
                    assert!(!page::refused_card(b), "{c} is playable");
                    assert!(b.get_attribute("title").is_none_or(|t| t.is_empty()));
                    assert!(b.get_attribute("aria-describedby").is_none());
                }
                Some(e) => {
                    // TAF-4.2 for other colours, TAF-4.3 for the super-trumps.
                    assert_eq!(e, TafelrundeError::MustFollowSuit, "{c}");
                    assert!(page::refused_card(b), "{c} must be refused");
                    let reason = refusal(lang, e, Some(led));
                    let rule = lang.pick("(règle TAF-4.2)", "(rule TAF-4.2)");
                    assert!(reason.ends_with(rule), "{reason}");
                    assert_eq!(b.get_attribute("title").as_deref(), Some(reason.as_str()));
                    assert_eq!(description(b), reason, "{c}: described by its reason");
                }
            }
        }
        // The super-trumps never follow a colour (TAF-4.3).
        for b in buttons
            .iter()
            .filter(|b| name(b) == knight || name(b) == crest)
        {
            assert!(page::refused_card(b), "{}", name(b));
        }
        // The reason is also written under the hand, once (phones have no tooltips).
        let listed: Vec<String> = all(&m.host, ".cm-refusals li").iter().map(text).collect();
        assert_eq!(
            listed,
            vec![refusal(lang, TafelrundeError::MustFollowSuit, Some(led))]
        );
        assert_eq!(text(&one(&m.host, ".cm-status")), turn(lang, "", true));
        assert!(m.records().is_empty(), "nothing played yet");
        drop(m);
    }
}

#[wasm_bindgen_test]
async fn clicking_a_card_records_exactly_that_play() {
    let (rec, g) = must_follow();
    // A refused card does nothing; a playable one is recorded as seat 0's play.
    let m = mount_tafelrunde(rec.clone(), Lang::Fr, Pace::Instant);
    settle().await;
    let buttons = hand_buttons(&m.host);
    click(&named(&buttons, &play_label(Lang::Fr, Card::KNIGHT)));
    settle().await;
    assert!(m.records().is_empty(), "a refused card plays nothing");
    let card = *g
        .hand(ME)
        .iter()
        .rev()
        .find(|c| refused(&g, ME, Action::Play(**c)).is_none())
        .unwrap();
    click(&named(&buttons, &play_label(Lang::Fr, card)));
    settle().await;
    {
        let seen = m.records();
        let first = seen.first().expect("the play was reported");
        let mut expected = rec.log.clone();
        expected.push((ME, Action::Play(card)));
        assert_eq!(first.log, expected);
        assert!(first.replay().is_ok());
    }
    drop(m);

    // Leading, any card may be played (TAF-4.1), a super-trump too.
    let (rec, g) = search("seat 0 leading with a super-trump in hand", |g| {
        g.phase() == Phase::Play
            && g.to_play() == ME
            && g.trick().is_empty()
            && g.hand(ME).iter().any(|c| c.is_super())
            && g.hand(ME).iter().any(|c| !c.is_super())
    });
    let sup = *g.hand(ME).iter().find(|c| c.is_super()).unwrap();
    let m = mount_tafelrunde(rec.clone(), Lang::En, Pace::Instant);
    settle().await;
    let buttons = hand_buttons(&m.host);
    assert_eq!(buttons.len(), g.hand(ME).len());
    assert!(buttons.iter().all(|b| !page::refused_card(b)), "TAF-4.1");
    assert!(all(&m.host, ".cm-refusals li").is_empty());
    let b = named(&buttons, &play_label(Lang::En, sup));
    assert!(name(&b) == "Play knight" || name(&b) == "Play crest");
    click(&b);
    settle().await;
    let seen = m.records();
    let first = seen.first().expect("the lead was reported");
    assert_eq!(first.log.len(), rec.log.len() + 1);
    assert!(first.log.starts_with(&rec.log));
    assert_eq!(first.log.last(), Some(&(ME, Action::Play(sup))));
}

#[wasm_bindgen_test]
async fn board_shows_track_swords_king_ladder_and_pawns_and_moves_the_winner() {
    let (rec, g, card, after) = last_card();
    let o = g.options().clone();
    let lang = Lang::Fr;
    let nm = names(lang);
    let m = mount_tafelrunde(rec, lang, Pace::Fast);
    settle().await;
    let board = one(&m.host, "svg.tf-board");
    assert_eq!(board.get_attribute("role").as_deref(), Some("img"));
    // One picture (its parts are hidden from screen readers), named by its text alternative.
    assert!(name(&board).starts_with(label(lang, TafelrundeLabel::BoardImage)));
    assert!(name(&board).contains(&trumps_said(lang, g.ladder())));

    // TAF-2.1, TAF-2.2: 27 spaces, Start 0 and King Arthur 26 with 1..=25 between.
    let spaces = all(&board, "g.tf-space");
    let starts = all(&board, "g.tf-start");
    let kings = all(&board, "g.tf-king");
    assert_eq!(spaces.len() + starts.len() + kings.len(), 27);
    assert_eq!((starts.len(), kings.len()), (1, 1));
    let numbers: Vec<u8> = spaces
        .iter()
        .map(|s| text(&one(s, "text")).parse().unwrap())
        .collect();
    assert_eq!(numbers, (1..=25).collect::<Vec<u8>>());
    assert_eq!(
        text(&one(&starts[0], "title")),
        label(lang, TafelrundeLabel::Start)
    );
    let king = text(&one(&kings[0], "title"));
    assert!(
        king.contains("26") && king.contains(label(lang, TafelrundeLabel::KingArthur)),
        "{king}"
    );

    // TAF-2.3: the sword spaces are marked (class, picture, name), the others are not.
    let swords: Vec<u8> = spaces
        .iter()
        .zip(&numbers)
        .filter(|(s, _)| s.class_list().contains("sword"))
        .map(|(_, n)| *n)
        .collect();
    assert_eq!(swords, o.sword_spaces);
    for (s, n) in spaces.iter().zip(&numbers) {
        let sword = o.is_sword(*n);
        assert_eq!(!all(s, "svg.tf-sword").is_empty(), sword, "space {n}");
        assert_eq!(
            text(&one(s, "title")).contains(label(lang, TafelrundeLabel::Sword)),
            sword
        );
    }

    // TAF-2.6: six numbered places, the chips on the lowest ones in ladder order.
    let places = all(&board, ".tf-ladder .tf-place");
    assert_eq!(places.len(), 6);
    for (i, p) in places.iter().enumerate() {
        assert_eq!(text(&one(p, ".tf-place-num")), (i + 1).to_string());
        let chips = all(p, ".tf-chip-svg");
        match g.ladder().get(i) {
            Some(c) => {
                assert_eq!(chips.len(), 1, "place {}", i + 1);
                assert!(chips[0].class_list().contains(colour_class(*c)));
            }
            None => assert!(chips.is_empty(), "place {} is empty", i + 1),
        }
    }

    // One pawn per seat, titled with its player and space, as the picture's name and the
    // players list (the text alternative) say too.
    let check_pawns = |g: &Tafelrunde| {
        let pawns = all(&board, "g.tf-pawn");
        assert_eq!(pawns.len(), 4);
        let rows = all(&m.host, ".tf-players li");
        assert_eq!(rows.len(), 4);
        for (i, (p, row)) in pawns.iter().zip(&rows).enumerate() {
            let space = g.pawn(Seat(i as u8));
            let said = pawn_said(lang, &nm[i], &o, space);
            assert_eq!(text(&one(p, "title")), said);
            assert!(
                name(&board).contains(&said),
                "{said} not in {:?}",
                name(&board)
            );
            assert_eq!(text(&one(row, ".tf-player-name")), nm[i]);
            assert_eq!(
                text(&one(row, ".tf-player-space")),
                space_name(lang, &o, space)
            );
            if space > 0 {
                assert!(
                    near(drawn_at(p), pawn_xy(o.track_len, space, false)),
                    "pawn {i}"
                );
            }
        }
    };
    check_pawns(&g);

    // Seat 0 completes the trick: the winner's pawn walks to the first free space (TAF-6.1).
    let t = after.last_trick().unwrap().clone();
    assert_eq!(t.from, g.pawn(t.winner));
    assert_eq!(t.to, after.pawn(t.winner));
    click(&named(&hand_buttons(&m.host), &play_label(lang, card)));
    settle().await;
    let pawn = all(&board, "g.tf-pawn")[t.winner.index()].clone();
    let target = pawn_xy(o.track_len, t.to, false);
    wait_for("the winner's pawn on its new space", || {
        near(drawn_at(&pawn), target)
    })
    .await;
    check_pawns(&after);
}

#[wasm_bindgen_test]
async fn live_region_announces_the_trick_and_the_pawn_move() {
    let (rec, _, card, after) = last_card();
    let t = after.last_trick().unwrap().clone();
    let won_with = t.cards.iter().find(|(s, _)| *s == t.winner).unwrap().1;
    for lang in [Lang::Fr, Lang::En] {
        let nm = names(lang);
        // Normal pace: the computers wait after the trick, so the news is the latest.
        let m = mount_tafelrunde(rec.clone(), lang, Pace::Normal);
        settle().await;
        let live = all(&m.host, "[aria-live=polite]");
        assert_eq!(live.len(), 1, "one polite live region");
        click(&named(&hand_buttons(&m.host), &play_label(lang, card)));
        settle().await;
        let lines = said(&m.host);
        let won = match (lang, t.winner == ME) {
            (Lang::Fr, true) => "Vous remportez le pli".to_string(),
            (Lang::Fr, false) => format!("{} remporte le pli", nm[t.winner.index()]),
            (Lang::En, true) => "You win the trick".to_string(),
            (Lang::En, false) => format!("{} wins the trick", nm[t.winner.index()]),
        };
        let from = match (lang, t.from) {
            (Lang::Fr, 0) => "du départ".to_string(),
            (Lang::Fr, f) => format!("de la case {f}"),
            (Lang::En, 0) => "from Start".to_string(),
            (Lang::En, f) => format!("from space {f}"),
        };
        let to = format!("{} {}", lang.pick("à la case", "to space"), t.to);
        let line = lines
            .iter()
            .find(|l| l.contains(&won))
            .unwrap_or_else(|| panic!("no trick news in {lines:?}"));
        assert!(line.contains(&card_name(lang, won_with)), "{line}");
        assert!(line.contains(&from) && line.contains(&to), "{line}");
        drop(m);
    }
}

#[wasm_bindgen_test]
async fn computers_play_up_to_the_human_turn() {
    // A deal whose first trick is led by a computer (TAF-3.6: the dealer's left leads).
    let (rec, _) = find_position(
        "a deal a computer starts",
        Search {
            seeds: 1..100,
            salt: 1,
            steps: 1,
        },
        |seed| GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), seats(), seed),
        |legal| legal,
        |g| g.first_actor() != Some(ME),
    );
    let g = rec.start().unwrap();
    let before_me = (4 - g.leader().index()) % 4;
    let lang = Lang::En;
    let nm = names(lang);
    let m = mount_tafelrunde(rec, lang, Pace::Fast);
    settle().await;
    // Not the human's turn yet: every card refused by TAF-3.7, the status names the leader.
    let buttons = hand_buttons(&m.host);
    assert_eq!(buttons.len(), 8, "TAF-3.4: eight cards");
    let not_yet = refusal(lang, TafelrundeError::NotYourTurn, None);
    assert!(not_yet.ends_with("(rule TAF-3.7)"));
    for b in &buttons {
        assert!(page::refused_card(b));
        assert_eq!(b.get_attribute("title").as_deref(), Some(not_yet.as_str()));
    }
    assert_eq!(
        text(&one(&m.host, ".cm-status")),
        turn(lang, &nm[g.leader().index()], false)
    );
    wait_for("the human's turn", || {
        !enabled(&hand_buttons(&m.host)).is_empty()
    })
    .await;
    let seen = m.records();
    assert_eq!(seen.len(), before_me, "one record per computer card");
    for (k, r) in seen.iter().enumerate() {
        assert_eq!(r.log.len(), k + 1);
        let (s, a) = r.log[k];
        assert_ne!(s, ME, "only computers acted");
        assert!(matches!(a, Action::Play(_)));
    }
    let now = seen.last().unwrap().replay().expect("legal plays");
    assert_eq!(now.first_actor(), Some(ME));
    assert_eq!(now.trick().len(), before_me);
    assert_eq!(text(&one(&m.host, ".cm-status")), turn(lang, "", true));
    // The hand now enables exactly the engine's legal cards.
    for (b, c) in hand_buttons(&m.host).iter().zip(now.hand(ME)) {
        assert_eq!(
            !page::refused_card(b),
            refused(&now, ME, Action::Play(*c)).is_none()
        );
    }
    let lines = said(&m.host).join(" | ");
    assert!(lines.contains(" plays "), "{lines}");
    assert!(lines.contains(&turn(lang, "", true)), "{lines}");
}

#[wasm_bindgen_test]
async fn game_over_shows_the_winner() {
    // Whole games played at random to the end (TAF-9.1): one won by seat 0, one by a computer.
    let finish = |want_me: bool| {
        for seed in 1..200u64 {
            let mut rec =
                GameRecord::<Tafelrunde>::new(TafelrundeOptions::default(), seats(), seed);
            let mut g = rec.start().unwrap();
            let mut rng = GameRng::from_seed(seed);
            while let Some(s) = g.first_actor() {
                let legal = g.legal_actions(s);
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.play(s, &a).unwrap();
                rec.log.push((s, a));
            }
            if (g.winner() == Some(ME)) == want_me {
                return (rec, g);
            }
        }
        panic!("no finished game");
    };
    for (lang, want_me) in [(Lang::Fr, true), (Lang::En, false), (Lang::Fr, false)] {
        let (rec, g) = finish(want_me);
        let o = g.options().clone();
        let w = g.winner().expect("a winner");
        assert_eq!(g.pawn(w), o.finish());
        let nm = names(lang);
        let m = mount_tafelrunde(rec, lang, Pace::Instant);
        settle().await;
        let title = one(&m.host, "#tf-over-title");
        assert_eq!(text(&title), lang.pick("Partie terminée", "Game over"));
        assert_eq!(
            text(&one(&m.host, ".cm-verdict")),
            winner(lang, &nm[w.index()], w == ME)
        );
        let rows = all(&m.host, ".tf-standings li");
        assert_eq!(rows.len(), 4);
        assert!(rows[0].class_list().contains("winner"));
        assert_eq!(text(&one(&rows[0], ".cm-st-name")), nm[w.index()]);
        assert_eq!(
            text(&one(&rows[0], ".tf-st-space")),
            space_name(lang, &o, o.finish())
        );
        assert!(rows[1..].iter().all(|r| !r.class_list().contains("winner")));
        let pawn = all(&m.host, "g.tf-pawn")[w.index()].clone();
        assert_eq!(
            text(&one(&pawn, "title")),
            pawn_said(lang, &nm[w.index()], &o, o.finish())
        );
        assert!(hand_buttons(&m.host).is_empty(), "no card to play");
        assert!(all(&m.host, "[role=dialog]").is_empty());
        assert!(m.records().is_empty(), "nothing to decide");
        drop(m);
    }
}
