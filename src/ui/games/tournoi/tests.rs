//! The Tournoi table's pure helpers: names and labels, log lines, the hand's buttons and
//! their refusals, the decision dialogs' choices, the lobby's progress.

use super::derive::{self, LegendState};
use super::hand::{Btn, Verb};
use super::log;
use super::text;
use crate::core::events::Seen;
use crate::core::game::Game;
use crate::core::record::{GameRecord, Level, SeatKind};
use crate::core::seats::Seat;
use crate::games::tournoi::{
    Action, Card, Godsend, Hero, Phase, Placed, Play, Suit, Tournoi, TournoiError,
    TournoiEvent as Event, TournoiOptions,
};
use crate::ui::Lang;
use crate::ui::table::hand::TableCard;
use crate::ui::table::log::LogNames;

fn names() -> Vec<String> {
    vec!["Vous".into(), "Perceval".into(), "Lancelot".into()]
}

#[test]
fn cards_are_named_like_the_other_games() {
    let so13 = Card::basic(Suit::Sorcery, 13);
    assert_eq!(
        text::play_label(Lang::Fr, so13),
        "Jouer le 13 de Sorcellerie"
    );
    assert_eq!(text::play_label(Lang::En, so13), "Play Sorcery 13");
    assert_eq!(text::card_name(Lang::Fr, Card::alchemy(11)), "Alchimie 11");
    assert_eq!(text::card_name(Lang::En, Card::alchemy(11)), "Alchemy 11");
    assert_eq!(text::play_label(Lang::Fr, Card::merlin(1)), "Jouer Merlin");
    assert_eq!(
        text::play_label(Lang::Fr, Card::apprentice(2)),
        "Jouer Apprenti"
    );
    assert_eq!(
        text::play_label(Lang::En, Card::apprentice(2)),
        "Play Apprentice"
    );
    assert_eq!(
        text::card_name(Lang::Fr, Card::basic(Suit::Swords, 3)),
        "3 d'Épées (poison)"
    );
    let b = Btn {
        card: Card::basic(Suit::Deception, 4),
        verb: Verb::Dishonor,
    };
    assert_eq!(
        b.play_label(Lang::Fr),
        "Défausser (déshonneur) 4 de Trahison"
    );
    assert_eq!(b.play_label(Lang::En), "Discard (dishonor) Deception 4");
}

#[test]
fn every_suit_has_its_own_symbol() {
    let mut seen: Vec<&str> = Suit::ALL.iter().map(|s| text::suit_symbol(*s)).collect();
    seen.dedup();
    assert_eq!(seen.len(), 4);
}

#[test]
fn refusals_cite_their_rule() {
    let r = text::refusal(Lang::Fr, TournoiError::MustFollowSuit, Some(Suit::Sorcery));
    assert_eq!(
        r,
        "Vous devez fournir la couleur de la mêlée\u{a0}: ✦ Sorcellerie (TRN-4.4)"
    );
    let r = text::refusal(
        Lang::En,
        TournoiError::AlchemyNotAllowed,
        Some(Suit::Swords),
    );
    assert!(r.ends_with("(TRN-4.4)"), "{r}");
}

#[test]
fn log_lines_from_events() {
    let nm = names();
    let n = LogNames {
        names: &nm,
        you: Some(Seat(0)),
    };
    let played = Event::Played(Placed {
        seat: Seat(2),
        play: Play::named(Card::merlin(1), Some(Suit::Sorcery), 11),
        suit: Some(Suit::Sorcery),
        value: 11,
        face_up: true,
        grace: false,
        excalibur: false,
        miracle: false,
    });
    assert_eq!(
        log::describe(Lang::Fr, &n, &played),
        "Lancelot joue Merlin nommé 11 de Sorcellerie : valeur 11."
    );
    let lost = Event::Lost {
        melee: 1,
        seat: Seat(0),
        cards: vec![
            Card::basic(Suit::Sorcery, 13),
            Card::alchemy(11),
            Card::basic(Suit::Sorcery, 7),
            Card::merlin(1),
        ],
    };
    assert_eq!(
        log::describe(Lang::Fr, &n, &lost),
        "Mêlée 1 : Vous perdez et ramassez 4 cartes (45 blessures)."
    );
    assert_eq!(
        log::describe(Lang::En, &n, &lost),
        "Melee 1: You lose and collect 4 cards (45 wounds)."
    );
    let drew = Event::Drew {
        seat: Seat(1),
        power: crate::games::tournoi::Draw::Gift,
        count: 2,
        cards: Vec::new(),
    };
    assert_eq!(
        log::describe(Lang::En, &n, &drew),
        "Perceval draws 2 cards (Gift of the Lake)."
    );
    let over = Event::Over {
        winners: vec![Seat(1), Seat(2)],
    };
    assert_eq!(
        log::describe(Lang::Fr, &n, &over),
        "Partie terminée : Perceval et Lancelot gagnent."
    );
}

/// Issue 28: the person's own deals and wins agree with "Vous"/"You" ("Vous distribue",
/// "You deals" were written before).
#[test]
fn the_person_s_own_lines_agree_with_you() {
    let nm = names();
    let n = LogNames {
        names: &nm,
        you: Some(Seat(0)),
    };
    let line = |lang, e: &Event| log::describe(lang, &n, e);
    let dealt = |s| Event::Dealt {
        round: 2,
        dealer: Seat(s),
    };
    assert_eq!(line(Lang::Fr, &dealt(0)), "Vous distribuez la manche 2.");
    assert_eq!(line(Lang::En, &dealt(0)), "You deal round 2.");
    assert_eq!(line(Lang::Fr, &dealt(1)), "Perceval distribue la manche 2.");
    assert_eq!(line(Lang::En, &dealt(1)), "Perceval deals round 2.");
    assert_eq!(
        line(Lang::Fr, &Event::Dealer(Seat(0))),
        "Vous distribuerez la prochaine manche."
    );
    assert_eq!(
        line(Lang::En, &Event::Dealer(Seat(2))),
        "Lancelot deals the next round."
    );
    let won = Event::Over {
        winners: vec![Seat(0)],
    };
    assert_eq!(line(Lang::Fr, &won), "Partie terminée : Vous gagnez.");
    assert_eq!(line(Lang::En, &won), "Game over: You win.");
}

#[test]
fn a_draw_is_read_only_by_its_owner() {
    let seen = Seen::hidden(
        crate::core::events::Seats::one(Seat(0)),
        Event::Drew {
            seat: Seat(0),
            power: crate::games::tournoi::Draw::Providence,
            count: 1,
            cards: vec![Card::alchemy(3)],
        },
        Event::Drew {
            seat: Seat(0),
            power: crate::games::tournoi::Draw::Providence,
            count: 1,
            cards: Vec::new(),
        },
    );
    let nm = names();
    let n = LogNames {
        names: &nm,
        you: Some(Seat(0)),
    };
    let mine = log::describe(Lang::En, &n, seen.view(Some(Seat(0))).unwrap());
    let theirs = log::describe(Lang::En, &n, seen.view(Some(Seat(1))).unwrap());
    assert!(mine.contains("Alchemy 3"), "{mine}");
    assert!(!theirs.contains("Alchemy"), "{theirs}");
}

fn game(n: usize, seed: u64) -> Tournoi {
    Tournoi::new(&TournoiOptions::default(), n, seed).unwrap()
}

/// Plays until `stop` holds (first legal action each time).
fn until(g: &mut Tournoi, stop: impl Fn(&Tournoi) -> bool) {
    for _ in 0..2000 {
        if stop(g) || g.is_over() {
            return;
        }
        let s = g.actors()[0];
        let a = g.legal_actions(s)[0];
        g.play(s, &a).unwrap();
    }
}

#[test]
fn the_hand_offers_exactly_the_legal_cards_with_reasons_for_the_others() {
    for seed in 0..20 {
        let mut g = game(4, seed);
        until(&mut g, |g| {
            matches!(g.phase(), Phase::Melee { .. }) && !g.placed().is_empty()
        });
        let Phase::Melee { seat } = g.phase() else {
            continue;
        };
        let o = g.observe(seat);
        let hand = derive::hand_view(&o, &g, true, None, Lang::Fr);
        assert_eq!(hand.len(), o.hand.len());
        for h in &hand {
            let b = h.key.0;
            let legal = o.legal.iter().any(|a| match a {
                Action::Play(p) => p.card == b.card,
                Action::Dishonor(c) => *c == b.card,
                _ => false,
            });
            assert_eq!(h.reason.is_none(), legal, "seed {seed} {}", b.card);
            if let Some(r) = &h.reason {
                assert!(r.contains("(TRN-"), "{r}");
            }
        }
        // Not the seat's turn: every card refused.
        let other = Seat(((seat.index() + 1) % 4) as u8);
        let o2 = g.observe(other);
        assert!(
            derive::hand_view(&o2, &g, true, None, Lang::En)
                .iter()
                .all(|h| h.reason.is_some())
        );
    }
}

#[test]
fn dishonor_turns_the_hand_into_discards() {
    // TRN-16.4: Swords led, hand Arrows 2, Sorcery 9: only dishonor.
    let mut found = false;
    for seed in 0..200 {
        let mut g = game(3, seed);
        until(&mut g, |g| {
            g.actor().is_some_and(|s| {
                g.legal_actions(s)
                    .iter()
                    .any(|a| matches!(a, Action::Dishonor(_)))
            })
        });
        if let Some(s) = g.actor()
            && g.legal_actions(s)
                .iter()
                .any(|a| matches!(a, Action::Dishonor(_)))
        {
            let o = g.observe(s);
            assert_eq!(derive::verb(&o), Verb::Dishonor);
            let hand = derive::hand_view(&o, &g, true, None, Lang::Fr);
            assert!(hand.iter().all(|h| h.reason.is_none()));
            let b = hand[0].key.0;
            assert!(matches!(
                derive::direct_action(&o.legal, b),
                Some(Action::Dishonor(_))
            ));
            found = true;
            break;
        }
    }
    assert!(found, "some seed dishonors");
}

#[test]
fn an_enchanter_asks_before_it_is_played() {
    let legal = vec![
        Action::Play(Play::named(Card::merlin(1), Some(Suit::Swords), 1)),
        Action::Play(Play::named(Card::merlin(1), Some(Suit::Swords), 2)),
        Action::Play(Play::plain(Card::alchemy(4))),
    ];
    let m = Btn {
        card: Card::merlin(1),
        verb: Verb::Play,
    };
    assert_eq!(derive::direct_action(&legal, m), None);
    let al = Btn {
        card: Card::alchemy(4),
        verb: Verb::Play,
    };
    assert_eq!(
        derive::direct_action(&legal, al),
        Some(Action::Play(Play::plain(Card::alchemy(4))))
    );
    assert_eq!(derive::plays_of(&legal, Card::merlin(1)).len(), 2);
}

#[test]
fn dialog_choices_put_pass_last() {
    let legal = vec![Action::Pass, Action::Treachery(Seat(2)), Action::Miracle(3)];
    let c = derive::choices(&legal, &names(), Lang::Fr);
    assert_eq!(c.len(), 3);
    assert_eq!(c[2].action, Action::Pass);
    assert_eq!(c[2].label, "Passer");
    assert_eq!(c[0].label, "Traîtrise : retourner la carte de Lancelot");
    assert_eq!(c[1].label, "Miracle : valeur 3");
}

#[test]
fn seats_show_heroes_legends_and_health() {
    let g = game(4, 5);
    let o = g.observe(Seat(0));
    let v = derive::seat_views(
        &o,
        &["A".into(), "B".into(), "C".into(), "D".into()],
        None,
        Lang::En,
    );
    assert_eq!(v.len(), 4);
    assert_eq!(v[0].seat, Seat(0));
    assert!(v[0].you);
    for s in &v {
        assert_eq!(s.health, 400);
        assert!(s.hero.is_some());
        let gawain = s.hero.as_deref() == Some(text::hero_name(Lang::En, Hero::Gawain));
        assert_eq!(
            s.legend_state == LegendState::Active,
            gawain,
            "only the Green Sash starts active"
        );
    }
    assert_eq!(v.iter().filter(|s| s.to_act).count(), 1);
}

#[test]
fn progress_tells_round_melee_and_leader() {
    let seats = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Easy),
    ];
    let rec = GameRecord::<Tournoi>::new(TournoiOptions::default(), seats.clone(), 3);
    let mut g = rec.start().unwrap();
    let p = super::progress(&g);
    assert_eq!(
        p,
        super::TournoiProgress {
            round: 1,
            melee: 1,
            leaders: Vec::new(),
            health: 400,
            winners: Vec::new()
        }
    );
    until(&mut g, |g| g.round() == 2);
    let super::TournoiProgress {
        round,
        leaders,
        health,
        ..
    } = super::progress(&g);
    assert_eq!(round, 2);
    assert!(!leaders.is_empty());
    assert!(health < 400);
    let said = text::progress(Lang::Fr, 2, 1, &["Perceval".into()], 350);
    assert_eq!(said, "Manche 2, mêlée 1 · en tête : Perceval (350)");
}

#[test]
fn godsend_names_differ() {
    let mut v: Vec<&str> = Godsend::ALL
        .iter()
        .map(|g| text::godsend_name(Lang::Fr, *g))
        .collect();
    v.sort_unstable();
    v.dedup();
    assert_eq!(v.len(), 8);
}

#[test]
fn the_verdict_names_the_winners() {
    assert_eq!(
        text::verdict(Lang::Fr, &["Vous".into()], true, 215),
        "Vous gagnez le tournoi avec 215 points de vie !"
    );
    assert_eq!(
        text::verdict(Lang::En, &["Gawain".into(), "Kay".into()], false, 120),
        "Gawain and Kay share the victory with 120 health."
    );
}

/// The deal the browser test pins (`tests/web/tournoi.rs`): seed 2026, four knights.
pub const PINNED_HAND: &str = "Sw2 Sw3 Sw14 Ar4 Ar14 So2 So6 So12 De1 De6 De12 Me2";

#[test]
fn the_pinned_deal_is_the_engines() {
    let g = game(4, 2026);
    let hand: Vec<String> = g.hand(Seat(0)).iter().map(ToString::to_string).collect();
    assert_eq!(hand.join(" "), PINNED_HAND);
}

#[test]
fn a_draft_is_a_dialog_of_heroes_and_unpicked_knights_show_none() {
    let options = TournoiOptions {
        hero_assignment: crate::games::tournoi::options::HeroAssignment::Draft,
        ..TournoiOptions::default()
    };
    let g = Tournoi::new(&options, 3, 8).unwrap();
    let Phase::Draft { picker } = g.phase() else {
        panic!("a draft starts the game")
    };
    let o = g.observe(picker);
    assert!(derive::in_dialog(o.phase));
    assert_eq!(derive::dialog_title(&o, Lang::Fr), "Choisissez votre héros");
    let c = derive::choices(&o.legal, &names(), Lang::Fr);
    assert_eq!(c.len(), 8);
    assert_eq!(c[0].label, "Prendre Roi Arthur (Excalibur)");
    let v = derive::seat_views(&o, &names(), None, Lang::Fr);
    assert!(v.iter().all(|s| s.hero.is_none()), "nobody has picked yet");
    // The first knight takes Perceval (the engine's placeholder for the unpicked): only he
    // shows a Hero, the two still to pick show none.
    let mut g = g;
    g.play(
        picker,
        &crate::games::tournoi::Action::ChooseHero(Hero::Perceval),
    )
    .unwrap();
    let o = g.observe(picker);
    let v = derive::seat_views(&o, &names(), None, Lang::Fr);
    let with: Vec<Seat> = v
        .iter()
        .filter(|s| s.hero.is_some())
        .map(|s| s.seat)
        .collect();
    assert_eq!(
        with,
        [picker],
        "TRN-2.2: only the knight who picked shows a Hero"
    );
}
