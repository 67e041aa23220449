//! The Chevaliers table's pure helpers, checked on positions of seeded random play (so they
//! follow the engine): every legal decision can be reached from the panel or the hand, the
//! panel offers only legal choices, refused cards give the engine's rule, the texts exist in
//! both languages, and hidden cards stay hidden in another seat's log (CHV-16.1).

use super::board;
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
            let offered = d
                .sacrifice
                .as_ref()
                .map_or(&[][..], |x| x.choices.as_slice());
            for a in &o.legal {
                let on_panel = d.choices.iter().chain(offered).any(|c| c.action == *a);
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
        let lines = derive::verdict_lines(&o, g.ending(), &names(4), Lang::En);
        assert_eq!(lines[0], text::side_won(Lang::En, side));
        // CHV-14.2: the condition that ended it, from the engine's record.
        let reason = derive::end_reason(&o, g.ending(), Lang::En).expect("a reason");
        assert_eq!(lines[1], reason);
        assert!(reason.contains("(CHV-1"), "{reason}");
        match g.traitor() {
            Some(t) => assert!(lines[2].contains(&format!("K{}", t.0)), "{lines:?}"),
            None => assert!(lines[2].contains("no Traitor"), "{lines:?}"),
        }
        assert!(lines[3].starts_with("Swords: "), "{lines:?}");
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

/// A seat named by its knight says it once; a person's seat says both.
#[test]
fn a_seat_title_names_the_knight_once() {
    assert_eq!(derive::seat_title("Palamedes", "Palamedes"), "Palamedes");
    assert_eq!(derive::seat_title("Arthur", "Arthur"), "Arthur");
    assert_eq!(derive::seat_title("Vous", "Arthur"), "Vous — Arthur");
    assert_eq!(derive::seat_title("", "Keu"), "Keu");
    // On a table of computers, no panel and no pawn repeats a name.
    let c = SeatKind::Computer(Level::Easy);
    let (_, g) = playout(4, 41, |_, _| {});
    let knights: Vec<Knight> = Seat::all(4).map(|s| g.knight(s)).collect();
    for lang in [Lang::Fr, Lang::En] {
        let nm = seat_names(lang, &[SeatKind::Human, c, c, c], &knights);
        let o = g.observe(Seat(0));
        let views = board::knight_views(&o, &nm, None, lang);
        assert_eq!(views.len(), 4);
        for (i, v) in views.iter().enumerate() {
            let knight = text::knight_name(lang, knights[i]);
            assert_eq!(v.title.matches(knight).count(), 1, "{}", v.title);
            assert!(v.life <= 6);
        }
        assert!(views[0].title.starts_with(lang.pick("Vous — ", "You — ")));
    }
}

/// Singular and plural, each language its way: French singular up to 1, English for 1 only.
#[test]
fn counts_agree_with_their_nouns() {
    let w = (("guerrier", "guerriers"), ("warrior", "warriors"));
    let say = |lang, n| text::counted(lang, n, w.0, w.1);
    assert_eq!(say(Lang::Fr, 0), "0 guerrier");
    assert_eq!(say(Lang::Fr, 1), "1 guerrier");
    assert_eq!(say(Lang::Fr, 3), "3 guerriers");
    assert_eq!(say(Lang::En, 0), "0 warriors");
    assert_eq!(say(Lang::En, 1), "1 warrior");
    assert_eq!(say(Lang::En, 2), "2 warriors");
    // The log's lines of counts carry no "(s)".
    let nm = names(3);
    let n = LogNames {
        names: &nm,
        you: None,
    };
    for lang in [Lang::Fr, Lang::En] {
        for count in 0..4 {
            let e = ChevaliersEvent::Warriors {
                war: crate::games::chevaliers::War::Picts,
                count,
            };
            let line = describe(lang, &n, &e);
            assert!(!line.contains("(s)"), "{line}");
            assert!(line.contains(&say(lang, count)), "{line}");
        }
        let line = describe(
            lang,
            &n,
            &ChevaliersEvent::Grail {
                grails: 1,
                blacks: 2,
            },
        );
        assert!(!line.contains("(s)"), "{line}");
        assert!(
            line.contains(lang.pick("2 cartes noires", "2 Black cards")),
            "{line}"
        );
    }
}

fn ended(side: crate::core::game::Side) -> crate::games::chevaliers::ChevaliersObservation {
    let mut o = crate::games::chevaliers::observe::blank();
    o.winner = Some(side);
    o.knights = vec![Knight::Arthur, Knight::Kay, Knight::Tristan];
    o.alive = vec![true; 3];
    o.loyalty = vec![Some(crate::games::chevaliers::Loyalty::Loyal); 3];
    o
}

/// CHV-14.2: the end panel says which condition ended the game, in both languages.
#[test]
fn the_end_says_which_condition_ended_the_game() {
    use crate::core::game::Side;
    use crate::games::chevaliers::state::{EndCause, Ending};
    let end = |cause, flipped, accusation| {
        Some(Ending {
            cause,
            accusation,
            flipped,
        })
    };
    let mut o = ended(Side::Evil);
    o.board.engines = 12;
    let fr = derive::end_reason(&o, end(EndCause::Siege, 0, false), Lang::Fr).expect("fr");
    let en = derive::end_reason(&o, end(EndCause::Siege, 0, false), Lang::En).expect("en");
    assert_eq!(fr, "12 engins de siège encerclent Camelot (CHV-14.2).");
    assert_eq!(en, "12 siege engines surround Camelot (CHV-14.2).");
    // The reason is the engine's record only: the table never re-checks the board.
    assert_eq!(derive::end_reason(&o, None, Lang::En), None);

    let mut o = ended(Side::Evil);
    o.board.black = 7;
    o.board.white = 2;
    let en = derive::end_reason(&o, end(EndCause::BlackSwords, 0, true), Lang::En).expect("en");
    assert!(en.starts_with("7 black swords on the Round Table"), "{en}");
    assert!(en.contains("accusation (CHV-13.5)"), "{en}");

    let mut o = ended(Side::Evil);
    o.alive = vec![false, false, true];
    o.loyalty[2] = Some(crate::games::chevaliers::Loyalty::Traitor);
    let fr = derive::end_reason(&o, end(EndCause::NoLoyalKnight, 0, false), Lang::Fr).expect("fr");
    assert_eq!(fr, "Aucun chevalier loyal n'est plus en vie (CHV-12.5).");

    let mut o = ended(Side::Evil);
    (o.board.white, o.board.black) = (6, 6);
    let fr = derive::end_reason(&o, end(EndCause::Count, 2, false), Lang::Fr).expect("fr");
    assert!(
        fr.contains("décompte final (CHV-14.3)\u{a0}: 6 blanches contre 6 noires"),
        "{fr}"
    );
    assert!(fr.contains("l'égalité va au Mal"), "{fr}");
    assert!(fr.ends_with("a noirci 2 épées blanches."), "{fr}");
    let mut o = ended(Side::Loyal);
    (o.board.white, o.board.black) = (8, 4);
    let en = derive::end_reason(&o, end(EndCause::Count, 0, false), Lang::En).expect("en");
    assert!(
        en.ends_with("8 white against 4 black, white has the majority."),
        "{en}"
    );
    // A game still running has no reason.
    let mut o = ended(Side::Loyal);
    o.winner = None;
    assert_eq!(
        derive::end_reason(&o, end(EndCause::Count, 0, false), Lang::En),
        None
    );
}

/// CHV-3.3: after the Heroic action, the sacrifices sit behind one button that lists every
/// legal one; without any, the button says why; at 1 Life it warns that it kills (CHV-12.4).
#[test]
fn the_turns_end_offers_the_sacrifice_with_its_choices_or_its_reason() {
    let (mut offers, mut refusals, mut deadly) = (0, 0, 0);
    for (n, seed) in [(3, 51), (4, 52), (5, 53), (3, 54)] {
        playout(n, seed, |g, s| {
            let o = g.observe(s);
            let d = decision(&o, &names(n), Lang::En).expect("a decision");
            let Some(Step::After) = o.pending else {
                assert!(d.sacrifice.is_none(), "{:?}", o.pending);
                return;
            };
            let offer = d
                .sacrifice
                .expect("the sacrifice's button after the Heroic action");
            assert!(
                d.choices
                    .iter()
                    .all(|c| !matches!(c.action, Action::Sacrifice(_)))
            );
            let legal: Vec<Action> = o
                .legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Sacrifice(_)))
                .collect();
            let listed: Vec<Action> = offer.choices.iter().map(|c| c.action).collect();
            assert_eq!(listed, legal);
            assert_eq!(offer.refusal.is_some(), legal.is_empty());
            if let Some(r) = &offer.refusal {
                assert!(r.contains("(CHV-3.3)"), "{r}");
                refusals += 1;
            } else {
                offers += 1;
            }
            assert_eq!(offer.deadly, o.life[s.index()] == 1);
            for a in &legal {
                assert_eq!(derive::deadly_sacrifice(&o, *a), o.life[s.index()] == 1);
            }
            assert!(!derive::deadly_sacrifice(&o, Action::EndTurn));
            deadly += usize::from(offer.deadly);
        });
    }
    assert!(
        offers > 0 && refusals > 0,
        "{offers} offers, {refusals} refusals"
    );
    let _ = deadly;
}

/// The board as places: Camelot's places hold every sword, each quest's drawing stays in its
/// frame and hides face-down cards; the counts are written out.
#[test]
fn the_board_draws_what_the_observation_holds() {
    use super::board::{Drawing, QuestState};
    let mut hidden_seen = 0;
    for (n, seed) in [(3, 61), (5, 62)] {
        playout(n, seed, |g, s| {
            let o = g.observe(s);
            let cam = board::camelot_view(&o, &names(n), Lang::En);
            assert!(cam.places >= 12 && cam.white + cam.black <= cam.places);
            assert!(
                cam.swords_text
                    .contains(&format!("{} white sword", o.board.white)),
                "{}",
                cam.swords_text
            );
            assert!(
                cam.engines_text
                    .ends_with(&format!("{} of 12", o.board.engines)),
                "{}",
                cam.engines_text
            );
            let pawns: usize = cam.pawns.len()
                + board::quest_views(&o, &names(n), 5, Lang::En)
                    .iter()
                    .map(|q| q.pawns.len())
                    .sum::<usize>();
            let standing = (0..n)
                .filter(|&i| o.alive[i] && !o.unmasked[i] && o.location[i].is_some())
                .count();
            assert_eq!(pawns, standing, "one pawn per knight standing somewhere");
            for q in board::quest_views(&o, &names(n), 5, Lang::En) {
                match &q.drawing {
                    Drawing::Track { half, pos } => assert!(pos.abs() <= *half),
                    Drawing::Grail {
                        grails,
                        blacks,
                        spots,
                    } => assert!(grails + blacks <= *spots),
                    Drawing::War {
                        warriors,
                        sequence,
                        placed,
                    } => {
                        assert!(*warriors <= 4 && *placed <= sequence.len());
                    }
                    Drawing::Combat {
                        slots,
                        knights,
                        evil_slots,
                        evil,
                    } => {
                        assert!(knights.len() <= *slots && evil.len() <= *evil_slots);
                        let c = o.board.combat(q.quest);
                        for (e, card) in evil.iter().zip(&c.evil) {
                            let masked = matches!(
                                card.card,
                                crate::games::chevaliers::Black::BlackKnight(0)
                                    | crate::games::chevaliers::Black::LancelotDragon(0)
                            );
                            assert_eq!(e.hidden, masked);
                            hidden_seen += usize::from(e.hidden);
                        }
                    }
                }
                if q.state == QuestState::NotYet {
                    assert_eq!(q.quest, Quest::Dragon);
                }
                assert!(q.lines.iter().all(|l| !l.contains("(s)")), "{:?}", q.lines);
            }
        });
    }
    assert!(hidden_seen > 0, "no face-down card was met");
}

/// The new-game form names no knight for a computer seat: it is dealt at the start.
#[test]
fn the_form_does_not_guess_a_computer_seats_knight() {
    use crate::ui::any_game::ShellGame;
    let c = SeatKind::Computer(Level::Easy);
    let seats = [SeatKind::Human, c, c];
    for lang in [Lang::Fr, Lang::En] {
        assert_eq!(Chevaliers::form_seat_name(lang, &seats, Seat(0)), None);
        let name = Chevaliers::form_seat_name(lang, &seats, Seat(1)).expect("a computer's");
        for k in Knight::ALL {
            assert!(!name.contains(text::knight_name(lang, k)), "{name}");
        }
    }
}

#[test]
fn only_a_newly_filled_place_arrives() {
    // Issue 28 point 6: a place is new when it holds something it did not hold on the board
    // drawn before; nothing moves on a first drawing, nor where a card left.
    use board::fresh;
    assert!(fresh(Some(3), Some(None)));
    assert!(
        fresh(Some("5"), Some(Some("?"))),
        "a face-down card turned up"
    );
    assert!(!fresh(Some(3), Some(Some(3))), "an older card stays");
    assert!(!fresh(Some(3), None), "a first drawing");
    assert!(!fresh::<u8>(None, Some(Some(3))), "a card gone");
    assert!(!fresh::<u8>(None, Some(None)));
}

#[test]
fn a_quest_won_by_the_knights_sounds() {
    use crate::games::chevaliers::{ChevaliersEvent, Quest};
    let ended = |won| ChevaliersEvent::QuestEnded {
        quest: Quest::Grail,
        won,
        evil: Vec::new(),
        knights_total: 0,
        evil_total: 0,
    };
    assert!(super::knights_won(&[ended(true)]));
    assert!(!super::knights_won(&[ended(false)]));
    assert!(!super::knights_won(&[]));
}
