//! Tournoi rule tests for components, setup, round structure and the two-knight variant
//! (TRN-1, TRN-2, TRN-3, TRN-12 of `shared/rules/tournoi.md`).

use crate::support_rules as support;

use support::{act, actor, card, cards, from, game, gs, named, plain, refuse, s, setup};
use table_ronde::core::game::{Game, SetupError};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Card, Godsend, GodsendCard, Held, Hero, Kind, MAX_HEALTH, Phase, Play, Source, Suit,
    Tournoi, TournoiError as E, TournoiOptions, godsend, options,
};

fn new(n: usize, seed: u64) -> Tournoi {
    Tournoi::new(&TournoiOptions::default(), n, seed).expect("setup")
}

/// TRN-1.1: 8 Heroes, each paired with its own Legend; only the Green Sash lacks a threshold.
#[test]
fn trn_1_1_eight_heroes_paired_with_eight_legends() {
    let mut all = Hero::ALL.to_vec();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 8);
    let without: Vec<Hero> = Hero::ALL
        .into_iter()
        .filter(|h| h.threshold().is_none())
        .collect();
    assert_eq!(without, [Hero::Gawain]);
}

/// TRN-1.2, TRN-2.4: the health track tops at 400, where every knight starts.
#[test]
fn trn_1_2_health_track_400_max() {
    assert_eq!(MAX_HEALTH, 400);
    let g = new(5, 3);
    for k in 0..5 {
        assert_eq!(g.health(s(k)), 400);
        assert_eq!(g.health(s(k)) % 5, 0);
    }
}

/// TRN-1.3, TRN-1.4: 80 weapons: 60 basic (4 suits × values 1–15), 15 Alchemy, 5 enchanters;
/// per suit 11 standard (5 wounds) and 4 poison (10 wounds).
#[test]
fn trn_1_3_and_1_4_weapons_deck_composition() {
    let deck = Card::deck(4);
    assert_eq!(deck.len(), 80);
    let basic: Vec<Card> = deck
        .iter()
        .copied()
        .filter(|c| c.suit().is_some())
        .collect();
    assert_eq!(basic.len(), 60);
    assert_eq!(deck.iter().filter(|c| c.is_alchemy()).count(), 15);
    assert_eq!(deck.iter().filter(|c| c.is_enchanter()).count(), 5);
    for suit in Suit::ALL {
        let mut values: Vec<u8> = basic
            .iter()
            .filter(|c| c.suit() == Some(suit))
            .filter_map(|c| c.value())
            .collect();
        values.sort_unstable();
        assert_eq!(values, (1..=15).collect::<Vec<u8>>(), "{suit:?}");
        let of = |w: u32| {
            basic
                .iter()
                .filter(|c| c.suit() == Some(suit) && c.wounds() == w)
                .count()
        };
        assert_eq!((of(5), of(10)), (11, 4), "{suit:?}");
    }
}

/// TRN-1.5: poison values are 3, 7, 11, 15 in every suit — matching the seed's wound pile
/// (Sorcery 7 and 11 poison; Swords 1, Sorcery 13, Deception 9 standard).
#[test]
fn trn_1_5_poison_values() {
    for suit in Suit::ALL {
        for v in 1..=15 {
            let c = Card::basic(suit, v);
            assert_eq!(c.is_poison(), [3, 7, 11, 15].contains(&v), "{c}");
        }
    }
    assert!(card("So7").is_poison() && card("So11").is_poison());
    assert!(!card("Sw1").is_poison() && !card("So13").is_poison() && !card("De9").is_poison());
}

/// TRN-1.6: Alchemy 1–15, no suit, never poisoned, 5 wounds.
#[test]
fn trn_1_6_alchemy_cards() {
    for v in 1..=15 {
        let c = Card::alchemy(v);
        assert_eq!(c.kind(), Kind::Alchemy(v));
        assert_eq!(c.suit(), None);
        assert!(!c.is_poison());
        assert_eq!(c.wounds(), 5);
    }
}

/// TRN-1.7: 3 Merlin (25 wounds) and 2 Apprentice (5 wounds), no value, no suit.
#[test]
fn trn_1_7_enchanters() {
    for c in cards("Me1 Me2 Me3") {
        assert!(c.is_merlin() && c.value().is_none() && c.suit().is_none());
        assert_eq!(c.wounds(), 25);
    }
    for c in cards("Ap1 Ap2") {
        assert!(c.is_enchanter() && !c.is_merlin() && c.value().is_none());
        assert_eq!(c.wounds(), 5);
    }
}

/// TRN-1.8: 24 Godsends, 8 designs × 3 copies.
#[test]
fn trn_1_8_godsend_deck() {
    let all = GodsendCard::all();
    assert_eq!(all.len(), 24);
    for d in Godsend::ALL {
        assert_eq!(all.iter().filter(|c| c.design() == d).count(), 3, "{d:?}");
    }
}

/// TRN-1.9, TRN-9.3: the Divine Will token tracks 3 uses; other Godsends carry no token.
#[test]
fn trn_1_9_divine_will_tokens() {
    assert_eq!(Held::new(gs(Godsend::DivineWill, 0)).uses, 3);
    assert_eq!(Held::new(gs(Godsend::Miracle, 0)).uses, 0);
}

/// TRN-1.10: 44×5 + 16×10 + 15×5 + 3×25 + 2×5 = 540 wounds in a full deck.
#[test]
fn trn_1_10_total_wounds_540() {
    let total: u32 = Card::deck(4).iter().map(|c| c.wounds()).sum();
    assert_eq!(total, 44 * 5 + 16 * 10 + 15 * 5 + 3 * 25 + 2 * 5);
    assert_eq!(total, 540);
}

/// TRN-1.11: canonical ids — Al 1–15 #1–15, Swords #16–30, Arrows #31–45, Sorcery #46–60,
/// Deception #61–75, Merlin #76–78, Apprentice #79–80, Godsends #81–104; seed pictures
/// Sorcery 13 = #58, Sorcery 7 = #52, Deception 9 = #69, Swords 1 = #16, Sorcery 11 = #56.
#[test]
fn trn_1_11_canonical_ids() {
    let id = |x: &str| card(x).id();
    assert_eq!((id("Al1"), id("Al15")), (1, 15));
    assert_eq!((id("Sw1"), id("Sw15")), (16, 30));
    assert_eq!((id("Ar1"), id("Ar15")), (31, 45));
    assert_eq!((id("So1"), id("So15")), (46, 60));
    assert_eq!((id("De1"), id("De15")), (61, 75));
    assert_eq!((id("Me1"), id("Me3")), (76, 78));
    assert_eq!((id("Ap1"), id("Ap2")), (79, 80));
    assert_eq!(
        (id("So13"), id("So7"), id("De9"), id("So11")),
        (58, 52, 69, 56)
    );
    let g: Vec<u8> = GodsendCard::all().iter().map(|c| c.id()).collect();
    assert_eq!((g[0], g[23]), (81, 104));
}

/// TRN-2.1: 2 to 6 knights; 1 or 7 refused.
#[test]
fn trn_2_1_knight_count() {
    for n in [1, 7] {
        assert!(matches!(
            Tournoi::new(&TournoiOptions::default(), n, 1),
            Err(SetupError::PlayerCount { .. })
        ));
    }
    for n in 2..=6 {
        assert_eq!(new(n, 1).seat_count(), n);
    }
}

/// TRN-2.2: random Heroes are distinct; in a draft a random knight picks, then clockwise,
/// and a Hero already taken cannot be picked again.
#[test]
fn trn_2_2_hero_assignment_random_and_draft() {
    for seed in 0..20 {
        let g = new(6, seed);
        let mut h: Vec<Hero> = (0..6).map(|k| g.hero(s(k))).collect();
        h.sort();
        h.dedup();
        assert_eq!(h.len(), 6);
    }
    let opts = TournoiOptions {
        hero_assignment: options::HeroAssignment::Draft,
        ..TournoiOptions::default()
    };
    let mut firsts = Vec::new();
    for seed in 0..12 {
        let mut g = Tournoi::new(&opts, 4, seed).expect("draft");
        let Phase::Draft { picker } = g.phase() else {
            panic!("draft expected")
        };
        firsts.push(picker);
        act(&mut g, picker.0, Action::ChooseHero(Hero::Mordred));
        assert_eq!(
            g.phase(),
            Phase::Draft {
                picker: picker.left(4)
            }
        );
        refuse(
            &mut g,
            picker.left(4).0,
            Action::ChooseHero(Hero::Mordred),
            E::InvalidTarget,
        );
        for k in 1..4 {
            let p = picker.offset(k, 4);
            let a = g.legal_actions(p)[0];
            act(&mut g, p.0, a);
        }
        assert_eq!(g.hero(picker), Hero::Mordred);
        assert!(matches!(
            g.phase(),
            Phase::Melee { .. } | Phase::RoundStart { .. }
        ));
        assert!((0..4).all(|k| g.hand(s(k)).len() == 12));
    }
    firsts.sort_unstable();
    firsts.dedup();
    assert!(firsts.len() > 1, "first picker is random");
}

/// TRN-2.3, TRN-6.5: Legends start inactive, except the Green Sash.
#[test]
fn trn_2_3_legends_start_inactive_except_green_sash() {
    let mut st = setup(&Hero::ALL[..6], &["Sw1"; 6]);
    st.heroes = vec![
        Hero::Arthur,
        Hero::Gawain,
        Hero::Mordred,
        Hero::Lady,
        Hero::Tristan,
        Hero::Perceval,
    ];
    let g = from(&st);
    for k in 0..6 {
        assert_eq!(
            g.legend_active(s(k)),
            g.hero(s(k)) == Hero::Gawain,
            "seat {k}"
        );
    }
    for seed in 0..30 {
        let g = new(6, seed);
        for k in 0..6 {
            assert_eq!(g.legend_active(s(k)), g.hero(s(k)) == Hero::Gawain);
        }
    }
}

/// TRN-2.5, TRN-10.2.1: Arthur holds his +3 token from the start: he may put it on his first
/// play.
#[test]
fn trn_2_5_arthur_starts_with_the_token() {
    let mut g = game(
        &[Hero::Arthur, Hero::Gawain, Hero::Lady],
        &["Sw4", "Sw9", "Sw10"],
    );
    assert_eq!(g.used(s(0)).royal, 0);
    let p3 = Action::Play(Play {
        plus3: true,
        ..Play::plain(card("Sw4"))
    });
    assert!(g.legal_actions(s(0)).contains(&p3));
    act(&mut g, 0, p3);
    assert_eq!(g.placed()[0].value, 7);
}

/// TRN-2.6, TRN-2.7, TRN-3.4: the 24 Godsends lie face down (their shuffle is part of the
/// generator replay of TRN-2.9), no offer, nobody holds a Godsend in round 1 (so every Divine
/// Will token is in the supply).
#[test]
fn trn_2_6_godsend_deck_face_down_no_offer() {
    for seed in 0..4 {
        let g = new(4, seed);
        let o = g.observe(s(0));
        assert_eq!(o.godsend_deck, 24);
        assert_eq!(g.offer(), [None, None]);
        assert!((0..4).all(|k| g.godsends(s(k)).is_empty()));
    }
}

/// TRN-2.8: the first dealer is random but fixed by the seed.
#[test]
fn trn_2_8_first_dealer_random_seeded() {
    let dealers: Vec<Seat> = (0..40).map(|seed| new(4, seed).dealer()).collect();
    let mut d = dealers.clone();
    d.sort_unstable();
    d.dedup();
    assert_eq!(d.len(), 4, "every seat deals first for some seed");
    assert!((0..40).all(|seed| new(4, seed).dealer() == dealers[seed as usize]));
}

/// TRN-2.9: 12 cards each, one at a time clockwise from the dealer's left, dealer last; the
/// rest is the draw pile; the discard starts empty. The deal is recomputed from the seeded
/// generator in the order of TRN-2.8 (dealer), TRN-2.6 (Godsends), TRN-2.2 (Heroes).
#[test]
fn trn_2_9_deal_twelve_each_clockwise_from_left() {
    for (n, seed) in [(3, 5), (4, 11), (6, 2)] {
        let g = new(n, seed);
        let mut rng = GameRng::from_seed(seed);
        let dealer = Seat(rng.below(n as u32) as u8);
        let mut gdeck = GodsendCard::all();
        rng.shuffle(&mut gdeck);
        let mut heroes = Hero::ALL.to_vec();
        rng.shuffle(&mut heroes);
        let mut deck = Card::deck(n);
        rng.shuffle(&mut deck);
        assert_eq!(g.dealer(), dealer);
        for k in 0..n {
            let seat = dealer.offset(1 + k as i64, n);
            let mut want: Vec<Card> = deck[..12 * n]
                .iter()
                .enumerate()
                .filter(|(i, _)| i % n == k)
                .map(|(_, c)| *c)
                .collect();
            want.sort_unstable();
            assert_eq!(g.hand(seat), &want[..], "n {n} seat {seat:?}");
        }
        assert_eq!(g.draw_size(), deck.len() - 12 * n);
        assert!(g.discard().is_empty());
    }
}

/// TRN-2.10, TRN-12.1: dealt cards and draw pile per knight count.
#[test]
fn trn_2_10_draw_pile_sizes() {
    for (n, dealt, draw) in [
        (2, 24, 41),
        (3, 36, 44),
        (4, 48, 32),
        (5, 60, 20),
        (6, 72, 8),
    ] {
        let g = new(n, 9);
        let held: usize = (0..n as u8).map(|k| g.hand(s(k)).len()).sum();
        assert_eq!((held, g.draw_size()), (dealt, draw), "{n} knights");
    }
}

/// Plays a stacked one-card melee 12 to its end: `hands` one card each, seat 0 leads.
fn last_melee(heroes: &[Hero], hands: &[&str]) -> Tournoi {
    let mut g = game(heroes, hands);
    for _ in 0..hands.len() {
        let seat = actor(&g);
        let c = g.hand(seat)[0];
        act(&mut g, seat.0, Action::Play(Play::plain(c)));
    }
    g
}

/// TRN-3.1, TRN-3.2: after melee 12 come the injury step, the Legend check, the end check,
/// the new dealer and the Godsend phase; then round 2 is dealt (12 cards each) and its
/// melee 1 is led by the new dealer's left.
#[test]
fn trn_3_2_round_phases_in_order() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Crusaders];
    let g0 = game(&heroes, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    assert_eq!((g0.round(), g0.melee()), (1, 12));
    let mut g = last_melee(&heroes, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    // Injury: seat 0 (lowest, 5) collected 4 standard cards = 20 wounds.
    assert_eq!(g.health(s(0)), 380);
    assert_eq!(g.sheet(), &[vec![20, 0, 0, 0]]);
    // New dealer: the most wounded (TRN-7.1). Godsend phase: seat 0 is the only non-leader.
    assert_eq!(g.dealer(), s(0));
    assert_eq!(g.phase(), Phase::Godsend { seat: s(0) });
    assert_eq!(g.round(), 1);
    act(&mut g, 0, Action::Take(Source::Deck));
    assert_eq!((g.round(), g.melee()), (2, 1));
    assert!((0..4).all(|k| g.hand(s(k)).len() == 12));
    assert_eq!(g.godsends(s(0)).len(), 1);
    // The Lady may be asked in the round-start window; then seat 1 (dealer's left) leads.
    while let Phase::RoundStart { seat } = g.phase() {
        act(&mut g, seat.0, Action::Pass);
    }
    assert_eq!(g.phase(), Phase::Melee { seat: s(1) });
}

/// TRN-3.3: the deal resets once-per-round counters, piles, dishonors and the set-aside pile
/// (Arthur has his token back); Godsends survive the deal.
#[test]
fn trn_3_3_deal_resets_round_state_not_godsends() {
    let heroes = [Hero::Arthur, Hero::Gawain, Hero::Lady];
    let mut st = setup(&heroes, &["Sw5 Sw8", "De4 De9", "Sw10 Sw2"]);
    st.godsends[2] = vec![gs(Godsend::Benediction, 0)];
    let mut g = from(&st);
    // Melee 11: Arthur leads Sw5 with his token (8); seat 1 dishonors; seat 2 Sw10 → 8 loses.
    act(
        &mut g,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("Sw5"))
        }),
    );
    act(&mut g, 1, Action::Dishonor(card("De4")));
    act(&mut g, 2, plain("Sw10"));
    assert_eq!(g.used(s(0)).royal, 1);
    assert_eq!(g.dishonors(s(1)), 1);
    // Melee 12: Arthur (loser) leads Sw8; seat 1 dishonors; seat 2 plays Sw2 and loses.
    act(&mut g, 0, plain("Sw8"));
    act(&mut g, 1, Action::Dishonor(card("De9")));
    act(&mut g, 2, plain("Sw2"));
    assert_eq!(g.round(), 1);
    // Round-end: seats 0 and 2 were wounded, seat 1 only by dishonors (10).
    while let Phase::Godsend { seat } = g.phase() {
        act(&mut g, seat.0, Action::Take(Source::Deck));
    }
    assert_eq!(g.round(), 2);
    for k in 0..3 {
        assert!(g.pile(s(k)).is_empty());
        assert_eq!(g.dishonors(s(k)), 0);
    }
    assert!(g.set_aside().is_empty());
    assert_eq!(g.used(s(0)).royal, 0);
    // The Benediction of round 1 was discarded at Step 0, but the cards just received stay.
    let received: usize = (0..3).map(|k| g.godsends(s(k)).len()).sum();
    assert!(received >= 1);
    assert!(
        g.godsends(s(2))
            .iter()
            .all(|h| h.card != gs(Godsend::Benediction, 0))
    );
}

/// TRN-3.4: nothing of the weapons deck carries over: after the new deal every weapon card
/// is in a hand or the draw pile.
#[test]
fn trn_3_4_full_reshuffle_every_round() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Crusaders];
    let mut g = last_melee(&heroes, &["Sw5", "Sw9", "Sw10", "Sw12"]);
    act(&mut g, 0, Action::Take(Source::Deck));
    let mut all: Vec<Card> = (0..4).flat_map(|k| g.hand(s(k)).to_vec()).collect();
    assert_eq!(all.len(), 48);
    assert_eq!(g.draw_size(), 32);
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 48);
    assert!(g.discard().is_empty());
}

/// TRN-12.1: two knights play without Arrows: 65 cards, 24 dealt, 41 drawn from.
#[test]
fn trn_12_1_two_knights_without_arrows() {
    for seed in 0..10 {
        let g = new(2, seed);
        for k in 0..2 {
            assert_eq!(g.hand(s(k)).len(), 12);
            assert!(g.hand(s(k)).iter().all(|c| c.suit() != Some(Suit::Arrows)));
        }
        assert_eq!(g.draw_size(), 41);
    }
    assert_eq!(Card::deck(2).len(), 65);
}

/// TRN-12.2, TRN-8.16: two knights use the 3–4 row; only the trailing knight receives, plus
/// bonuses (TRN-16.5 f: 245 vs 345 after round 2 → S0 twice).
#[test]
fn trn_12_2_two_knight_godsend_schedule() {
    assert_eq!(godsend::scheduled(2, 1), godsend::scheduled(4, 1));
    assert_eq!(godsend::scheduled(2, 4), godsend::scheduled(3, 4));
    let order = [s(0), s(1)];
    assert_eq!(
        godsend::schedule(&[245, 345], &order, 2, false),
        [s(0), s(0)]
    );
    assert_eq!(godsend::schedule(&[345, 300], &order, 3, false), [s(1)]);
}

/// TRN-12.3: with two knights Arrows is not in play: no enchanter, Crusaders' lead or
/// Judgement may name it.
#[test]
fn trn_12_3_arrows_cannot_be_named_with_two() {
    let mut g = game(
        &[Hero::Crusaders, Hero::Gawain],
        &["Me1 Al3 Sw4", "Sw9 So2 De4"],
    );
    refuse(
        &mut g,
        0,
        named("Me1", Some(Suit::Arrows), 5),
        E::SuitNotInPlay,
    );
    let al = Action::Play(Play {
        suit: Some(Suit::Arrows),
        ..Play::plain(card("Al3"))
    });
    refuse(&mut g, 0, al, E::SuitNotInPlay);
    assert!(
        g.legal_actions(s(0))
            .contains(&named("Me1", Some(Suit::Swords), 5))
    );
    let mut st = setup(&[Hero::Gawain, Hero::Arthur], &["Sw4", "Sw9"]);
    st.godsends[0] = vec![gs(Godsend::Judgement, 0)];
    let mut g = from(&st);
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(0) });
    let j = |suit| Action::Judgement { suit, target: s(1) };
    refuse(&mut g, 0, j(Suit::Arrows), E::SuitNotInPlay);
    act(&mut g, 0, j(Suit::Deception));
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}
