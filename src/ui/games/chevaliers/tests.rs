//! The Chevaliers table's pure helpers, checked on positions of seeded random play (so they
//! follow the engine): every legal decision can be reached from the panel or the hand, the
//! panel offers only legal choices, refused cards give the engine's rule, the texts exist in
//! both languages, and hidden cards stay hidden in another seat's log (CHV-16.1).

use super::derive::{self, card_of, decision, hand_view, in_panel, seat_names, uses_of};
use super::log::describe;
use super::text;
use crate::core::events::{Seen, events_for};
use crate::core::game::Game;
use crate::core::record::{Level, SeatKind};
use crate::core::rng::GameRng;
use crate::core::seats::Seat;
use crate::games::chevaliers::{
    Action, Chevaliers, ChevaliersError, ChevaliersEvent, ChevaliersOptions, Heroic, Knight, Place,
    Quest, Special, Step, White,
};
use crate::ui::Lang;
use crate::ui::table::log::LogNames;

/// Plays a seeded random game of `n` knights, calling `visit` before each decision with the
/// position and the decider; returns the events, with who may see them, and the end.
fn playout(
    n: usize,
    seed: u64,
    mut visit: impl FnMut(&Chevaliers, Seat),
) -> (Vec<Seen<ChevaliersEvent>>, Chevaliers) {
    let mut g = Chevaliers::new(&ChevaliersOptions::default(), n, seed).expect("deal");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut seen = g.start_events();
    for _ in 0..4000 {
        let Some(s) = g.decider() else { break };
        visit(&g, s);
        let legal = g.legal_actions(s);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play_events(s, &a, &mut seen).expect("legal");
    }
    (seen, g)
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("K{i}")).collect()
}

#[test]
fn every_legal_decision_is_on_the_panel_or_a_card_of_the_hand() {
    let mut decisions = 0;
    for (n, seed) in [(3, 1), (4, 2), (5, 3), (7, 4), (6, 5)] {
        playout(n, seed, |g, s| {
            let o = g.observe(s);
            let d = decision(&o, &names(n), Lang::Fr).expect("a decision for its decider");
            assert!(!d.title.is_empty());
            for ch in &d.choices {
                assert!(o.legal.contains(&ch.action), "{:?} is not legal", ch.action);
                assert!(!ch.label.is_empty(), "{:?}", ch.action);
            }
            for a in &o.legal {
                let on_panel = d.choices.iter().any(|c| c.action == *a);
                let by_card = card_of(*a).is_some_and(|c| o.hand.contains(&c));
                assert!(
                    on_panel || by_card,
                    "{a:?} cannot be reached ({:?})",
                    o.pending
                );
            }
            decisions += 1;
        });
    }
    assert!(decisions > 200, "{decisions} decisions only");
}

#[test]
fn the_hand_enables_exactly_the_cards_with_a_legal_use_and_names_the_rule_of_the_others() {
    let mut refused = 0;
    let mut heroic = 0;
    for (n, seed) in [(3, 11), (5, 12)] {
        playout(n, seed, |g, s| {
            let o = g.observe(s);
            for lang in [Lang::Fr, Lang::En] {
                let cards = hand_view(&o, g, true, None, lang);
                assert_eq!(cards.len(), o.hand.len());
                for h in &cards {
                    let usable = !uses_of(&o.legal, h.key.0).is_empty();
                    assert_eq!(h.reason.is_none(), usable, "{:?}", h.key);
                    if let Some(r) = &h.reason {
                        assert!(r.contains("(CHV-"), "{r:?} names no rule (CHV-17.4)");
                        refused += 1;
                    }
                }
            }
            if matches!(o.pending, Some(Step::Heroic)) {
                heroic += 1;
                // In the Heroic action, the cards' uses are on the hand, not the panel.
                let d = decision(&o, &names(n), Lang::En).expect("decision");
                assert!(d.choices.iter().all(|c| card_of(c.action).is_none()));
            }
        });
    }
    assert!(
        refused > 0 && heroic > 0,
        "{refused} refusals, {heroic} Heroic actions"
    );
}

#[test]
fn another_seats_decision_disables_every_card_with_a_reason() {
    let g = Chevaliers::new(&ChevaliersOptions::default(), 4, 9).expect("deal");
    let s = g.decider().expect("someone decides");
    let other = Seat(((s.0 as usize + 1) % 4) as u8);
    let o = g.observe(other);
    let cards = hand_view(&o, &g, false, None, Lang::En);
    assert!(!cards.is_empty());
    assert!(cards.iter().all(|h| {
        h.reason
            .as_deref()
            .is_some_and(|r| r.contains("(CHV-17.1)"))
    }));
}

#[test]
fn card_actions_name_their_card_and_the_panel_keeps_the_rest() {
    let fight = Action::Heroic(Heroic::Play(White::Fight(3)));
    assert_eq!(card_of(fight), Some(White::Fight(3)));
    assert_eq!(
        card_of(Action::Heroic(Heroic::Siege(2))),
        Some(White::Fight(2))
    );
    assert_eq!(card_of(Action::Galahad(Special::Fate)), Some(White::Fate));
    assert_eq!(card_of(Action::KayAdd(4)), Some(White::Fight(4)));
    assert_eq!(card_of(Action::Heroic(Heroic::Draw)), None);
    assert_eq!(card_of(Action::EndTurn), None);
    assert!(!in_panel(Some(&Step::Heroic), fight));
    assert!(in_panel(Some(&Step::Heroic), Action::Heroic(Heroic::Draw)));
    assert!(in_panel(Some(&Step::Evil), Action::EvilDraw));
    // Outside the turn's actions, a card's choice is listed too (answerable from one list).
    assert!(in_panel(
        Some(&Step::Kay {
            quest: crate::games::chevaliers::Quest::Dragon,
            by: None
        }),
        Action::KayAdd(4)
    ));
}

#[test]
fn hand_buttons_are_named_in_both_languages() {
    assert_eq!(
        text::play_label(Lang::Fr, White::Fight(3)),
        "Jouer Combat 3"
    );
    assert_eq!(text::play_label(Lang::En, White::Fight(3)), "Play Fight 3");
    assert_eq!(
        text::play_label(Lang::Fr, White::LadyOfTheLake),
        "Jouer Dame du Lac"
    );
    assert_eq!(text::play_label(Lang::En, White::Grail), "Play Grail");
    // Kinds are told by a symbol, not by colour alone.
    assert_ne!(
        text::white_symbol(White::Fight(1)),
        text::white_symbol(White::Grail)
    );
    assert_ne!(
        text::white_symbol(White::Merlin),
        text::white_symbol(White::Grail)
    );
}

#[test]
fn every_refusal_cites_its_rule_in_both_languages() {
    use ChevaliersError as E;
    for e in [
        E::GameOver,
        E::NotYourDecision,
        E::SoloQuestOccupied,
        E::PatternBroken,
        E::SpecialCardLimit,
        E::AccusationUnavailable,
        E::HeroicActionRequired,
        E::NothingToDo,
    ] {
        for lang in [Lang::Fr, Lang::En] {
            let r = text::refusal(lang, e);
            assert!(r.ends_with(&format!("({})", e.rule())), "{r}");
        }
    }
    assert_eq!(
        text::refusal(Lang::Fr, E::SoloQuestOccupied),
        "Une quête solo n'accueille qu'un chevalier (CHV-5.3)"
    );
}

#[test]
fn computer_seats_are_named_by_their_knight_people_as_every_table_says() {
    let c = SeatKind::Computer(Level::Easy);
    let seats = [SeatKind::Human, c, c];
    let knights = [Knight::Kay, Knight::Arthur, Knight::Galahad];
    assert_eq!(
        seat_names(Lang::Fr, &seats, &knights),
        ["Vous", "Arthur", "Galaad"]
    );
    assert_eq!(
        seat_names(Lang::En, &[SeatKind::Human, SeatKind::Human, c], &knights),
        ["Player 1", "Player 2", "Galahad"]
    );
}

#[test]
fn the_end_names_the_winning_side_and_every_loyalty_card() {
    let mut ends = 0;
    for seed in 20..26 {
        let (_, g) = playout(4, seed, |_, _| {});
        let Some(side) = g.winner() else { continue };
        ends += 1;
        let o = g.observe(Seat(0));
        let lines = derive::verdict_lines(&o, &names(4), Lang::En);
        assert_eq!(lines[0], text::side_won(Lang::En, side));
        match g.traitor() {
            Some(t) => assert!(lines[1].contains(&format!("K{}", t.0)), "{lines:?}"),
            None => assert!(lines[1].contains("no Traitor"), "{lines:?}"),
        }
        assert!(lines[2].starts_with("Swords: "), "{lines:?}");
        // CHV-13.1: every Loyalty card, the one not dealt included.
        let rows = derive::loyalty_rows(&o, &names(4), Lang::En);
        assert_eq!(rows.len(), 4 + g.undealt().len());
        assert!(rows.iter().all(|(_, card)| card != "?"));
    }
    assert!(ends > 0, "no game ended");
}

#[test]
fn the_log_has_a_sentence_for_every_event_and_hides_what_a_seat_may_not_see() {
    let (seen, _) = playout(5, 31, |_, _| {});
    let nm = names(5);
    let mut hidden = 0;
    for viewer in Seat::all(5) {
        let n = LogNames {
            names: &nm,
            you: None,
        };
        for e in events_for(&seen, Some(viewer)) {
            for lang in [Lang::Fr, Lang::En] {
                assert!(!describe(lang, &n, &e).is_empty(), "{e:?}");
            }
            // CHV-16.1: another knight's drawn White cards are never named.
            if let ChevaliersEvent::DrewWhite { seat, cards, .. } = &e
                && *seat != viewer
            {
                assert!(cards.is_none(), "{viewer}: {e:?}");
                hidden += 1;
            }
        }
    }
    assert!(hidden > 0);
}

#[test]
fn the_lobby_tells_the_turn_and_the_swords() {
    assert_eq!(
        text::progress(Lang::En, 12, 4, 2, 3),
        "Turn 12 · swords: 4 white, 2 black · 3 engines"
    );
}

/// The log reads as French and English do: agreement after a number (`1 blanche`), the
/// person seen from the seat on screen (`vous vole`, not `à Vous`), and a destination that
/// says where the knight goes rather than a bare colon.
#[test]
fn log_sentences_agree_and_speak_to_the_seat_on_screen() {
    let nm = vec!["Vous".to_string(), "Keu".to_string()];
    let n = LogNames {
        names: &nm,
        you: Some(Seat(0)),
    };
    let say = |lang, e: ChevaliersEvent| describe(lang, &n, &e);
    let swords = |white, black| ChevaliersEvent::Swords { white, black };
    assert_eq!(
        say(Lang::Fr, swords(1, 0)),
        "Épées\u{a0}: 1 blanche, 0 noire"
    );
    assert_eq!(
        say(Lang::Fr, swords(3, 2)),
        "Épées\u{a0}: 3 blanches, 2 noires"
    );
    assert_eq!(say(Lang::En, swords(1, 2)), "Swords: 1 white, 2 black");
    let stole = ChevaliersEvent::Stole {
        seat: Seat(1),
        from: Seat(0),
        card: White::Grail,
    };
    assert_eq!(say(Lang::Fr, stole.clone()), "Keu vous vole la carte Graal");
    assert_eq!(say(Lang::En, stole), "Keu steals Grail from you");
    let stolen = ChevaliersEvent::Stole {
        seat: Seat(0),
        from: Seat(1),
        card: White::Merlin,
    };
    assert_eq!(say(Lang::Fr, stolen), "Vous volez la carte Merlin à Keu");
    let to = |seat, to| ChevaliersEvent::Moved { seat, to };
    assert_eq!(
        say(Lang::Fr, to(Seat(0), Place::Quest(Quest::Dragon))),
        "Vous partez pour la quête «\u{a0}Dragon\u{a0}»"
    );
    assert_eq!(
        say(Lang::Fr, to(Seat(1), Place::Camelot)),
        "Keu rentre à Camelot"
    );
    assert_eq!(
        say(Lang::En, to(Seat(1), Place::Quest(Quest::Grail))),
        "Keu joins the Holy Grail quest"
    );
    assert_eq!(
        text::progress(Lang::Fr, 3, 1, 0, 1),
        "Tour 3 · épées\u{a0}: 1 blanche, 0 noire · 1 engin"
    );
}
