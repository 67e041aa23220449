//! The worked scenarios of the Tournoi spec, turn by turn (TRN-16.1 to TRN-16.6): the seed's
//! combat and wound-pile examples, feints and set-aside cards, the legality table, the
//! Godsend distribution and the dealer rotation. TRN-16.7 to TRN-16.9 (Legends, powers, end
//! of game) are in `scenarios_powers.rs`. Every refused try must give its typed
//! error and leave the state equal to before (TRN-14.2).

use crate::support;

use support::*;
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::godsend::schedule;
use table_ronde::games::tournoi::{
    Action, Godsend, Hero, Phase, Play, Suit, Tournoi, TournoiError as E, TournoiEvent as Ev,
};

// ---------------------------------------------------------------------------------------
// TRN-16.1 The seed's combat example
// ---------------------------------------------------------------------------------------

/// TRN-16.1: five knights K1–K5 (seats 0–4), K1 leads. K2 cannot follow and dishonors, K3
/// follows with Alchemy, K5 names Merlin Sorcery 11; the 11s feint and K4's poisoned 7
/// loses: 45 wounds, and K4 leads melee 2.
#[test]
fn trn_16_1_seed_combat_example() {
    let mut g = start(&setup(
        &plain_knights(5),
        &["So13 Sw9", "Sw2 De4", "Al11 Sw5", "So7 Sw6", "Me1 Sw8"],
    ));
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(0) });
    // Step 1: K1 leads Sorcery 13; the led suit is Sorcery.
    play(&mut g, 0, "So13");
    assert_eq!(g.placed()[0].suit, Some(Suit::Sorcery));
    // Step 2: K2 holds no Sorcery, no Alchemy, no enchanter: any play is refused.
    for c in ["Sw2", "De4"] {
        refused(
            &mut g,
            1,
            Action::Play(Play::plain(card(c))),
            E::MustDishonor,
        );
    }
    assert_eq!(legal_cards(&g), (vec![], cards("Sw2 De4")));
    act(&mut g, Seat(1), Action::Dishonor(card("De4")));
    assert_eq!(g.discard(), cards("De4"), "face up on the discard");
    assert_eq!(g.dishonors(Seat(1)), 1, "dishonor tally 5");
    assert_eq!(g.wounds(Seat(1)).total, 5);
    assert!(
        g.placed().iter().all(|p| p.seat != Seat(1)),
        "not in the melee"
    );
    // Step 3: K3 holds no Sorcery and plays Al 11, which becomes Sorcery 11.
    play(&mut g, 2, "Al11");
    assert_eq!(g.placed()[1].suit, Some(Suit::Sorcery));
    assert_eq!(g.placed()[1].value, 11);
    // Step 4: K4 plays the poisoned Sorcery 7.
    play(&mut g, 3, "So7");
    // Step 5: K5 plays Merlin; naming Swords is refused, Sorcery 11 is accepted.
    refused(
        &mut g,
        4,
        Action::Play(Play::named(card("Me1"), Some(Suit::Swords), 11)),
        E::NamedSuitMustMatchLed,
    );
    let mut events = Vec::new();
    let merlin = Action::Play(Play::named(card("Me1"), Some(Suit::Sorcery), 11));
    g.play_events(Seat(4), &merlin, &mut events).expect("legal");
    let events = events_for(&events, None);
    // Step 6: Al 11 and Merlin-11 are turned face down.
    assert!(events.contains(&Ev::Feint {
        value: 11,
        seats: vec![Seat(2), Seat(4)],
    }));
    // Steps 7–8: face up 13 (K1) and 7 (K4): K4 loses and collects the four cards of the
    // melee (not Deception 4): 5 + 5 + 10 + 25 = 45 wounds.
    let (last, loser) = g.last_melee();
    assert_eq!(loser, Some(Seat(3)));
    let up: Vec<_> = last.iter().filter(|p| p.face_up).map(|p| p.seat).collect();
    assert_eq!(up, [Seat(0), Seat(3)]);
    assert_eq!(sorted(g.pile(Seat(3)).to_vec()), cards("Al11 So7 So13 Me1"));
    assert_eq!(g.wounds(Seat(3)).total, 45);
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(3) });
    assert_eq!((g.leader(), g.melee()), (Seat(3), 2));
}

/// TRN-16.1 (also): had K3 held any Sorcery card, Al 11 would be refused.
#[test]
fn trn_16_1_alchemy_refused_while_holding_the_led_suit() {
    let mut g = start(&setup(
        &plain_knights(5),
        &["So13 Sw9", "Sw2 De4", "Al11 So2", "So7 Sw6", "Me1 Sw8"],
    ));
    play(&mut g, 0, "So13");
    act(&mut g, Seat(1), Action::Dishonor(card("De4")));
    refused(
        &mut g,
        2,
        Action::Play(Play::plain(card("Al11"))),
        E::AlchemyNotAllowed,
    );
    assert_eq!(legal_cards(&g), (cards("So2"), vec![]));
}

// ---------------------------------------------------------------------------------------
// TRN-16.2 The seed's wound pile
// ---------------------------------------------------------------------------------------

/// TRN-16.2: K4's pile at the end of round 1 — Deception 9, Al 11, Sorcery 13, Sorcery 7
/// (P), Sorcery 11 (P), Swords 1, Merlin — is 65 wounds: 400 → 335.
#[test]
fn trn_16_2_seed_wound_pile() {
    let pile = cards("De9 Al11 So13 So7 So11 Sw1 Me1");
    let ids: Vec<u8> = pile.iter().map(|c| c.id()).collect();
    assert_eq!(ids, [69, 11, 58, 52, 56, 16, 76], "TRN-1.11 ids");
    let each: Vec<u32> = pile.iter().map(|c| c.wounds()).collect();
    assert_eq!(each, [5, 5, 5, 10, 10, 5, 25]);
    let mut s = last_melee(&plain_knights(5), &[400; 5], 4, 1);
    s.piles[3] = pile;
    let mut g = start(&s);
    assert_eq!(g.wounds(Seat(3)).total, 65);
    play_all_feint(&mut g);
    assert_eq!(g.sheet(), [vec![0, 0, 0, 65, 0]]);
    assert_eq!(g.health(Seat(3)), 335);
    assert!(matches!(g.phase(), Phase::Godsend { seat: Seat(3) }));
}

// ---------------------------------------------------------------------------------------
// TRN-16.3 Feints and set-aside cards
// ---------------------------------------------------------------------------------------

/// TRN-16.3 a: 3, 7, 7, 10 — the 7s are turned down; 3 loses and collects 4 cards.
#[test]
fn trn_16_3_a_pair_feints_and_the_lowest_loses() {
    let mut g = start(&setup(
        &plain_knights(4),
        &["Sw3 De1", "Sw7 De2", "Al7 De3", "Sw10 De4"],
    ));
    for (s, c) in ["Sw3", "Sw7", "Al7", "Sw10"].into_iter().enumerate() {
        play(&mut g, s as u8, c);
    }
    let (last, loser) = g.last_melee();
    let up: Vec<bool> = last.iter().map(|p| p.face_up).collect();
    assert_eq!(up, [true, false, false, true]);
    assert_eq!(loser, Some(Seat(0)));
    assert_eq!(g.pile(Seat(0)).len(), 4);
    assert_eq!(g.wounds(Seat(0)).total, 10 + 10 + 5 + 5);
}

/// TRN-16.3 b: 5, 5, 9 — the 5s are turned down; **9 loses**.
#[test]
fn trn_16_3_b_the_only_face_up_card_loses() {
    let mut g = start(&setup(
        &plain_knights(3),
        &["Sw5 De1", "Al5 De2", "Sw9 De3"],
    ));
    for (s, c) in ["Sw5", "Al5", "Sw9"].into_iter().enumerate() {
        play(&mut g, s as u8, c);
    }
    assert_eq!(g.last_melee().1, Some(Seat(2)));
    assert_eq!(g.pile(Seat(2)).len(), 3);
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(2) });
}

/// TRN-16.3 c and d: in melee 5, 4, 4, 8, 8 all feint: no loser, the 4 cards are set aside
/// and the same leader leads melee 6; there 2, 6, 9, 12 — 2 loses and collects 4 + 4 = 8.
#[test]
fn trn_16_3_c_d_set_aside_then_collected() {
    let mut s = setup(
        &plain_knights(4),
        &["Sw4 Sw2 De5", "Al4 Al6 De1", "Sw8 Sw9 De4", "Me1 Sw12 De3"],
    );
    s.melee = 5;
    let mut g = start(&s);
    play(&mut g, 0, "Sw4");
    play(&mut g, 1, "Al4");
    play(&mut g, 2, "Sw8");
    name(&mut g, 3, "Me1", Some(Suit::Swords), 8);
    assert_eq!(g.last_melee().1, None, "c: no loser");
    assert_eq!(sorted(g.set_aside().to_vec()), cards("Al4 Sw4 Sw8 Me1"));
    assert!(Seat::all(4).all(|s| g.pile(s).is_empty()));
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(0) }, "c: same leader");
    assert_eq!(g.melee(), 6);
    for (s, c) in ["Sw2", "Al6", "Sw9", "Sw12"].into_iter().enumerate() {
        play(&mut g, s as u8, c);
    }
    assert_eq!(g.last_melee().1, Some(Seat(0)), "d: 2 loses");
    assert_eq!(g.pile(Seat(0)).len(), 8, "d: 4 + 4 cards");
    assert!(g.set_aside().is_empty());
}

/// TRN-16.3 e: in melee 12, 6, 6, 10, 10 all feint: the 4 cards are discarded and wound
/// nobody.
#[test]
fn trn_16_3_e_all_feint_in_melee_12_discards() {
    let mut s = setup(&plain_knights(4), &["Sw6", "Al6", "Sw10", "Me1"]);
    s.melee = 12;
    // One knight behind so that the Godsend phase waits and the discard can be seen.
    s.health[3] = 300;
    let mut g = start(&s);
    play(&mut g, 0, "Sw6");
    play(&mut g, 1, "Al6");
    play(&mut g, 2, "Sw10");
    let mut events = Vec::new();
    let merlin = Action::Play(Play::named(card("Me1"), Some(Suit::Swords), 10));
    g.play_events(Seat(3), &merlin, &mut events).expect("legal");
    let events = events_for(&events, None);
    assert!(events.contains(&Ev::NoLoser {
        melee: 12,
        cards: 4,
        discarded: true,
    }));
    assert!(!events.iter().any(|e| matches!(e, Ev::Lost { .. })));
    assert_eq!(sorted(g.discard().to_vec()), cards("Al6 Sw6 Sw10 Me1"));
    assert_eq!(g.sheet(), [vec![0, 0, 0, 0]], "nobody is wounded");
    assert!(matches!(g.phase(), Phase::Godsend { seat: Seat(3) }));
}

/// TRN-16.3 f: Apprentice named 6, Swords 6, Swords 9: the Apprentice and Swords 6 are
/// turned down, 9 loses, and the Apprentice wounds 5.
#[test]
fn trn_16_3_f_an_enchanter_feints_like_any_card() {
    let mut g = start(&setup(
        &plain_knights(3),
        &["Ap1 De1", "Sw6 De2", "Sw9 De3"],
    ));
    refused(
        &mut g,
        0,
        Action::Play(Play::named(card("Ap1"), None, 6)),
        E::NamedSuitMustMatchLed,
    );
    refused(
        &mut g,
        0,
        Action::Play(Play::plain(card("Ap1"))),
        E::MissingNamedValue,
    );
    name(&mut g, 0, "Ap1", Some(Suit::Swords), 6);
    play(&mut g, 1, "Sw6");
    play(&mut g, 2, "Sw9");
    let (last, loser) = g.last_melee();
    let up: Vec<bool> = last.iter().map(|p| p.face_up).collect();
    assert_eq!(up, [false, false, true]);
    assert_eq!(loser, Some(Seat(2)));
    assert_eq!(g.card_wounds(Seat(2), card("Ap1")), 5);
    assert_eq!(g.wounds(Seat(2)).total, 15);
}

// ---------------------------------------------------------------------------------------
// TRN-16.4 Legality
// ---------------------------------------------------------------------------------------

/// Seat 0 leads Swords 1; seat 1 holds `hand`.
fn following_swords(hand: &str) -> Tournoi {
    let mut g = start(&setup(&plain_knights(3), &["Sw1 De1", hand, "Sw15 De15"]));
    play(&mut g, 0, "Sw1");
    g
}

/// TRN-16.4 row 1: Swords led, hand Swords 3, Al 5, Merlin: Swords 3 or Merlin; Al 5 is
/// refused.
#[test]
fn trn_16_4_row_1_suit_or_enchanter() {
    let mut g = following_swords("Sw3 Al5 Me1");
    assert_eq!(legal_cards(&g), (cards("Sw3 Me1"), vec![]));
    refused(
        &mut g,
        1,
        Action::Play(Play::plain(card("Al5"))),
        E::AlchemyNotAllowed,
    );
    refused(
        &mut g,
        1,
        Action::Dishonor(card("Al5")),
        E::DishonorNotAllowed,
    );
}

/// TRN-16.4 row 2: Swords led, hand Arrows 2, Al 5, Apprentice: Al 5 or the Apprentice.
#[test]
fn trn_16_4_row_2_void_plays_alchemy_or_enchanter() {
    let mut g = following_swords("Ar2 Al5 Ap1");
    assert_eq!(legal_cards(&g), (cards("Al5 Ap1"), vec![]));
    refused(
        &mut g,
        1,
        Action::Play(Play::plain(card("Ar2"))),
        E::MustFollowSuit,
    );
    act(&mut g, Seat(1), Action::Play(Play::plain(card("Al5"))));
    assert_eq!(
        g.placed()[1].suit,
        Some(Suit::Swords),
        "Alchemy takes the led suit"
    );
}

/// TRN-16.4 row 3: Swords led, hand Arrows 2, Sorcery 9: only a dishonor of either card.
#[test]
fn trn_16_4_row_3_empty_follow_set_dishonors() {
    let mut g = following_swords("Ar2 So9");
    assert_eq!(legal_cards(&g), (vec![], cards("Ar2 So9")));
    for c in ["Ar2", "So9"] {
        refused(
            &mut g,
            1,
            Action::Play(Play::plain(card(c))),
            E::MustDishonor,
        );
    }
}

/// TRN-16.4 row 4: the leader holds Al 3 and Merlin: Merlin with a named suit and value;
/// Al 3 is refused.
#[test]
fn trn_16_4_row_4_enchanter_lead_before_alchemy() {
    let mut g = start(&setup(
        &plain_knights(3),
        &["Al3 Me1", "Sw2 De2", "Sw9 De9"],
    ));
    assert_eq!(legal_cards(&g), (cards("Me1"), vec![]));
    let merlins: Vec<Action> = g.legal_actions(Seat(0));
    assert!(merlins.iter().all(|a| matches!(
        a,
        Action::Play(p) if p.suit.is_some() && p.value.is_some()
    )));
    assert_eq!(merlins.len(), 4 * 15, "every suit in play and value 1–15");
    refused(
        &mut g,
        0,
        Action::Play(Play::plain(card("Al3"))),
        E::AlchemyLeadNotAllowed,
    );
    refused(
        &mut g,
        0,
        Action::Play(Play::named(card("Me1"), Some(Suit::Arrows), 16)),
        E::NamedValueOutOfRange,
    );
}

/// TRN-16.4 row 5: the leader holds Al 3 and Al 9: either; the melee has no led suit,
/// followers play anything and nobody dishonors (TRN-4.6).
#[test]
fn trn_16_4_row_5_alchemy_lead_frees_the_followers() {
    let mut g = start(&setup(
        &plain_knights(3),
        &["Al3 Al9", "Sw2 De2", "Me1 So9"],
    ));
    assert_eq!(legal_cards(&g), (cards("Al3 Al9"), vec![]));
    play(&mut g, 0, "Al9");
    assert_eq!(legal_cards(&g), (cards("Sw2 De2"), vec![]));
    play(&mut g, 1, "De2");
    assert_eq!(legal_cards(&g), (cards("So9 Me1"), vec![]));
    // An enchanter here gets a value and no suit.
    refused(
        &mut g,
        2,
        Action::Play(Play::named(card("Me1"), Some(Suit::Swords), 4)),
        E::NamedSuitMustMatchLed,
    );
    play(&mut g, 2, "So9");
    // 9 and 9 feint; De2 is alone face up and loses.
    assert_eq!(g.last_melee().1, Some(Seat(1)));
}

/// TRN-16.4 row 6: the Crusaders lead with Al 3 and Swords 8 in hand: Swords 8, or Al 3
/// naming a suit (Arrows: the others follow Arrows).
#[test]
fn trn_16_4_row_6_crusaders_lead_alchemy_naming_a_suit() {
    let heroes = [Hero::Crusaders, Hero::Perceval, Hero::Perceval];
    let mut g = start(&setup(&heroes, &["Al3 Sw8", "Ar2 Sw2", "Sw9 De9"]));
    assert_eq!(legal_cards(&g), (cards("Al3 Sw8"), vec![]));
    refused(
        &mut g,
        0,
        Action::Play(Play::plain(card("Al3"))),
        E::AlchemyLeadNotAllowed,
    );
    let lead = Play {
        suit: Some(Suit::Arrows),
        ..Play::plain(card("Al3"))
    };
    act(&mut g, Seat(0), Action::Play(lead));
    assert_eq!(g.placed()[0].suit, Some(Suit::Arrows));
    assert_eq!(legal_cards(&g), (cards("Ar2"), vec![]), "follow Arrows");
    play(&mut g, 1, "Ar2");
    assert_eq!(
        legal_cards(&g),
        (vec![], cards("Sw9 De9")),
        "void: dishonor"
    );
}

// ---------------------------------------------------------------------------------------
// TRN-16.5 Godsend distribution
// ---------------------------------------------------------------------------------------

/// A Godsend case: knights, round just ended, previous dealer, health, pick order.
struct GodsendCase {
    id: &'static str,
    round: u32,
    prev: u8,
    health: &'static [u32],
    picks: &'static [u8],
}

const CASES: [GodsendCase; 7] = [
    GodsendCase {
        id: "a",
        round: 1,
        prev: 0,
        health: &[320, 365, 380, 300],
        picks: &[3],
    },
    GodsendCase {
        id: "b",
        round: 2,
        prev: 3,
        health: &[250, 250, 345, 360],
        picks: &[0, 1, 0, 1],
    },
    GodsendCase {
        id: "c",
        round: 3,
        prev: 1,
        health: &[200, 140, 390],
        picks: &[1, 0, 1, 0, 1],
    },
    GodsendCase {
        id: "d",
        round: 1,
        prev: 4,
        health: &[360, 375, 375, 330, 345],
        picks: &[3, 4],
    },
    GodsendCase {
        id: "e",
        round: 5,
        prev: 0,
        health: &[90, 150, 200, 210, 300, 300],
        picks: &[0, 1, 2, 3, 0, 1, 2, 0],
    },
    GodsendCase {
        id: "f",
        round: 2,
        prev: 1,
        health: &[245, 345],
        picks: &[0, 0],
    },
    GodsendCase {
        id: "g",
        round: 2,
        prev: 0,
        health: &[300, 300, 300, 300],
        picks: &[],
    },
];

fn seats(v: &[u8]) -> Vec<Seat> {
    v.iter().map(|s| Seat(*s)).collect()
}

/// TRN-7.2: clockwise from the previous dealer's left, the previous dealer last.
fn tie_order(prev: u8, n: usize) -> Vec<Seat> {
    (1..=n)
        .map(|k| Seat(((prev as usize + k) % n) as u8))
        .collect()
}

/// TRN-16.5 a–g with `godsend::schedule`: the scheduled recipients, the 100 and 200
/// bonuses, in ranking order.
#[test]
fn trn_16_5_a_to_g_schedule() {
    for c in &CASES {
        let n = c.health.len();
        let got = schedule(c.health, &tie_order(c.prev, n), c.round, false);
        assert_eq!(got, seats(c.picks), "TRN-16.5 {}", c.id);
    }
}

/// Plays the last melee of round `c.round` (no wounds), then the Godsend phase; returns
/// the game after the phase and who picked, in order.
fn godsend_phase(c: &GodsendCase, heroes: &[Hero]) -> (Tournoi, Vec<Seat>) {
    let n = c.health.len();
    let mut s = last_melee(heroes, c.health, c.prev, c.round);
    // TRN-8.1: last round's Godsends, in front of a leader, are discarded at Step 0.
    let leader = (0..n).max_by_key(|&k| (c.health[k], k)).expect("a knight");
    s.godsends[leader] = vec![godsend(Godsend::Miracle, 0)];
    let mut g = start(&s);
    play_all_feint(&mut g);
    assert_eq!(g.sheet(), [vec![0; n]], "TRN-16.5 {}: no wounds", c.id);
    if let Phase::Godsend { .. } = g.phase() {
        assert!(
            Seat::all(n).all(|s| g.godsends(s).is_empty()),
            "TRN-8.1: Step 0 discards every Godsend"
        );
        let obs = g.observe(Seat(0));
        assert!(obs.godsend_discard.contains(&godsend(Godsend::Miracle, 0)));
    }
    let who = take_godsends(&mut g);
    // TRN-8.11: offer cards nobody took are discarded; a new round is dealt.
    assert_eq!(g.offer(), [None, None], "TRN-16.5 {}", c.id);
    assert_eq!(g.round(), c.round + 1);
    (g, who)
}

/// TRN-16.5 a–g played through the phase: the pick order and each knight's total.
#[test]
fn trn_16_5_a_to_g_full_phase() {
    for c in &CASES {
        let n = c.health.len();
        let (g, who) = godsend_phase(c, &quiet_heroes(n));
        assert_eq!(who, seats(c.picks), "TRN-16.5 {}", c.id);
        for s in Seat::all(n) {
            let want = c.picks.iter().filter(|p| **p == s.0).count();
            assert_eq!(g.godsends(s).len(), want, "TRN-16.5 {}: {s}", c.id);
        }
        // TRN-8.4: leaders never receive.
        let top = c.health.iter().max().copied();
        for s in Seat::all(n).filter(|s| Some(c.health[s.index()]) == top) {
            assert!(g.godsends(s).is_empty(), "TRN-16.5 {}: leader {s}", c.id);
        }
    }
}

/// TRN-16.5 h: case a with Perceval at S3: S3 takes one card, then one more (Holy
/// Innocence, TRN-8.10).
#[test]
fn trn_16_5_h_perceval_takes_one_more() {
    let heroes = [Hero::Arthur, Hero::Guinevere, Hero::Gawain, Hero::Perceval];
    let (g, who) = godsend_phase(&CASES[0], &heroes);
    assert_eq!(who, [Seat(3), Seat(3)]);
    assert_eq!(g.godsends(Seat(3)).len(), 2);
}

/// TRN-16.5 (also): taking from the offer refills the slot at once (TRN-8.6), the deck is
/// an alternative, and at Step 6 the unchosen offer cards go to the discard (TRN-8.11).
#[test]
fn trn_16_5_offer_refills_and_leftovers_are_discarded() {
    let mut g = start(&last_melee(&quiet_heroes(4), &[250, 250, 345, 360], 3, 2));
    play_all_feint(&mut g);
    assert_eq!(g.phase(), Phase::Godsend { seat: Seat(0) });
    let offer = g.offer();
    assert!(offer.iter().all(Option::is_some));
    let deck_top = g.observe(Seat(0)).godsend_deck;
    act(
        &mut g,
        Seat(0),
        Action::Take(table_ronde::games::tournoi::Source::Offer(1)),
    );
    assert_eq!(g.godsends(Seat(0))[0].card, offer[1].expect("slot 1"));
    assert_eq!(g.offer()[0], offer[0], "slot 0 untouched");
    assert!(g.offer()[1].is_some(), "slot 1 refilled");
    assert_eq!(g.observe(Seat(0)).godsend_deck, deck_top - 1);
    act(
        &mut g,
        Seat(1),
        Action::Take(table_ronde::games::tournoi::Source::Deck),
    );
    let left = g.offer();
    take_godsends(&mut g);
    let discard = g.observe(Seat(0)).godsend_discard;
    for c in left.iter().flatten() {
        let taken = Seat::all(4).any(|s| g.godsends(s).iter().any(|h| h.card == *c));
        assert!(taken || discard.contains(c), "TRN-8.11: {c:?}");
    }
    assert_eq!(g.offer(), [None, None]);
}

// ---------------------------------------------------------------------------------------
// TRN-16.6 Dealer
// ---------------------------------------------------------------------------------------

/// A pile worth `w` wounds (a multiple of 5): poisoned cards, then one standard card.
fn pile_of(w: u32) -> Vec<table_ronde::games::tournoi::Card> {
    let poison = cards("Sw3 Sw7 Sw11 Sw15 Ar3 Ar7 Ar11 Ar15 So3 So7 So11 So15");
    let mut out: Vec<_> = poison.into_iter().take((w / 10) as usize).collect();
    if w % 10 == 5 {
        out.push(card("De1"));
    }
    out
}

/// TRN-16.6: the knight with the most wounds this round deals next; ties go to the
/// nearest clockwise from the previous dealer's left, the previous dealer last.
#[test]
fn trn_16_6_dealer_rotation() {
    let rows: [([u32; 4], u8, u8); 3] = [
        ([60, 85, 85, 40], 1, 2),
        ([70, 70, 30, 20], 0, 1),
        ([95, 10, 10, 10], 2, 0),
    ];
    for (wounds, prev, want) in rows {
        let mut s = last_melee(&plain_knights(4), &[400; 4], prev, 1);
        for (k, w) in wounds.iter().enumerate() {
            s.piles[k] = pile_of(*w);
        }
        let mut g = start(&s);
        play_all_feint(&mut g);
        assert_eq!(g.sheet(), [wounds.to_vec()]);
        assert_eq!(
            g.dealer(),
            Seat(want),
            "wounds {wounds:?}, previous S{prev}"
        );
    }
}
