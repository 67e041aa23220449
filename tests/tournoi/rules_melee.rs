//! Tournoi rule tests for melees (TRN-4 of `shared/rules/tournoi.md`): order of play, legal
//! leads and follows, dishonor, Alchemy-led melees, values, windows, feints, loser,
//! collection, set-aside cards and the round-start window.

use crate::support_rules as support;

use support::{act, actor, card, cards, from, game, gs, named, plain, refuse, round_of, s, setup};
use table_ronde::core::game::Game;
use table_ronde::games::tournoi::{
    Action, Draw, Godsend, Hero, Phase, Play, Suit, TournoiError as E,
};

const H3: [Hero; 3] = [Hero::Gawain, Hero::Arthur, Hero::Lady];
const H4: [Hero; 4] = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Perceval];

/// TRN-4.1: melee 1 is led by the dealer's left; later melees by the previous loser.
#[test]
fn trn_4_1_first_lead_dealers_left_then_loser_leads() {
    let mut st = setup(&H4, &["Sw9 Sw1", "Sw4 Sw2", "Sw10 Sw3", "Sw12 Sw5"]);
    st.dealer = s(2);
    let mut g = from(&st);
    assert_eq!(g.phase(), Phase::Melee { seat: s(3) });
    assert_eq!(g.leader(), s(3));
    round_of(&mut g, &["Sw12", "Sw9", "Sw4", "Sw10"]);
    // Seat 1's 4 is lowest: he collects and leads melee 12.
    assert_eq!(g.last_melee().1, Some(s(1)));
    assert_eq!(g.phase(), Phase::Melee { seat: s(1) });
    assert_eq!(g.leader(), s(1));
}

/// TRN-4.2: play goes clockwise from the leader; each knight acts once; hands shrink by one.
#[test]
fn trn_4_2_clockwise_each_knight_once() {
    let mut st = setup(&H4, &["Sw9 Sw1", "Sw4 Sw2", "Sw10 Sw3", "Sw12 Sw5"]);
    st.dealer = s(1);
    let mut g = from(&st);
    let mut order = Vec::new();
    while let Phase::Melee { seat } = g.phase() {
        if g.melee() != 11 {
            break;
        }
        order.push(seat);
        let (c, other) = (g.hand(seat)[1], g.hand(seat)[0]);
        act(&mut g, seat.0, Action::Play(Play::plain(c)));
        if actor(&g) != seat {
            refuse(
                &mut g,
                seat.0,
                Action::Play(Play::plain(other)),
                E::NotYourDecision,
            );
        }
    }
    assert_eq!(order, [s(2), s(3), s(0), s(1)]);
    assert!((0..4).all(|k| g.hand(s(k)).len() == 1));
    assert_eq!(g.melee(), 12);
}

/// TRN-4.3 (a), (b): any basic card may lead; an enchanter leads with a named suit in play and
/// a value, and the named suit becomes the led suit.
#[test]
fn trn_4_3_lead_basic_or_named_enchanter() {
    let mut g = game(&H3, &["Me1 Sw4", "Ar2 So9", "Ar10 Ap1"]);
    refuse(
        &mut g,
        0,
        Action::Play(Play::plain(card("Me1"))),
        E::MissingNamedValue,
    );
    refuse(&mut g, 0, named("Me1", None, 6), E::NamedSuitMustMatchLed);
    assert!(g.legal_actions(s(0)).contains(&plain("Sw4")));
    act(&mut g, 0, named("Me1", Some(Suit::Arrows), 6));
    assert_eq!(g.placed()[0].suit, Some(Suit::Arrows));
    assert_eq!(g.placed()[0].value, 6);
    // Arrows are led: seat 1 must follow with Ar2.
    refuse(&mut g, 1, plain("So9"), E::MustFollowSuit);
    act(&mut g, 1, plain("Ar2"));
}

/// TRN-4.3 (c): Alchemy may lead only from an all-Alchemy hand (an enchanter in hand is a
/// choice); such a melee has no led suit. TRN-16.4 leader rows.
#[test]
fn trn_4_3_alchemy_lead_only_from_all_alchemy_hand() {
    let mut g = game(&H3, &["Al3 Me1", "Sw2 So9", "Sw10 Ap1"]);
    refuse(&mut g, 0, plain("Al3"), E::AlchemyLeadNotAllowed);
    let legal = g.legal_actions(s(0));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::Play(p) if p.card == card("Me1")))
    );
    let mut g = game(&H3, &["Al3 Al9", "Sw2 So9", "Sw10 Ap1"]);
    // A non-Crusader may not name a suit for his Alchemy lead.
    let with_suit = Action::Play(Play {
        suit: Some(Suit::Swords),
        ..Play::plain(card("Al3"))
    });
    refuse(&mut g, 0, with_suit, E::NamedSuitMustMatchLed);
    act(&mut g, 0, plain("Al9"));
    assert_eq!(g.placed()[0].suit, None);
    // No led suit: seat 1 may play either card, no dishonor possible.
    let legal = g.legal_actions(s(1));
    assert!(legal.contains(&plain("Sw2")) && legal.contains(&plain("So9")));
    refuse(
        &mut g,
        1,
        Action::Dishonor(card("Sw2")),
        E::DishonorNotAllowed,
    );
}

/// TRN-4.4: the follow set is the led suit plus enchanters, plus Alchemy only when void in
/// the led suit. TRN-16.4 rows 1–3.
#[test]
fn trn_4_4_follow_set() {
    // Row 1: Sw3, Al5, Merlin → Sw3 or Merlin; Al5 refused.
    let mut g = game(&H3, &["Sw9", "Sw3 Al5 Me1", "Sw10"]);
    act(&mut g, 0, plain("Sw9"));
    refuse(&mut g, 1, plain("Al5"), E::AlchemyNotAllowed);
    refuse(
        &mut g,
        1,
        Action::Dishonor(card("Al5")),
        E::DishonorNotAllowed,
    );
    let cards_listed: Vec<_> = g
        .legal_actions(s(1))
        .iter()
        .filter_map(|a| match a {
            Action::Play(p) => Some(p.card),
            _ => None,
        })
        .collect();
    assert!(cards_listed.contains(&card("Sw3")) && cards_listed.contains(&card("Me1")));
    assert!(!cards_listed.contains(&card("Al5")));
    // Row 2: Ar2, Al5, Apprentice → Al5 or the Apprentice (void holding both: either).
    let mut g = game(&H3, &["Sw9", "Ar2 Al5 Ap1", "Sw10"]);
    act(&mut g, 0, plain("Sw9"));
    refuse(&mut g, 1, plain("Ar2"), E::MustFollowSuit);
    assert!(
        g.legal_actions(s(1))
            .contains(&named("Ap1", Some(Suit::Swords), 4))
    );
    act(&mut g, 1, plain("Al5"));
    // The Alchemy card became Swords 5.
    assert_eq!(
        (g.placed()[1].suit, g.placed()[1].value),
        (Some(Suit::Swords), 5)
    );
    // An enchanter following takes the led suit: another suit is refused.
    let mut g = game(&H3, &["Sw9", "Ar2 Al5 Ap1", "Sw10"]);
    act(&mut g, 0, plain("Sw9"));
    refuse(
        &mut g,
        1,
        named("Ap1", Some(Suit::Arrows), 4),
        E::NamedSuitMustMatchLed,
    );
    act(&mut g, 1, named("Ap1", Some(Suit::Swords), 4));
    assert_eq!(g.placed()[1].suit, Some(Suit::Swords));
}

/// TRN-4.5: with an empty follow set the knight must dishonor any card: face up to the
/// discard, outside the melee, never collected, 5 wounds at the injury step. TRN-16.4 row 3.
#[test]
fn trn_4_5_dishonor() {
    let mut g = game(&H3, &["Sw9 Sw1", "Ar2 So9", "Sw10 Sw3"]);
    act(&mut g, 0, plain("Sw9"));
    refuse(&mut g, 1, plain("Ar2"), E::MustDishonor);
    let legal = g.legal_actions(s(1));
    assert_eq!(
        legal,
        [Action::Dishonor(card("Ar2")), Action::Dishonor(card("So9"))]
    );
    act(&mut g, 1, Action::Dishonor(card("So9")));
    assert_eq!(g.discard(), &cards("So9")[..]);
    assert_eq!(g.dishonors(s(1)), 1);
    assert!(g.placed().iter().all(|p| p.seat != s(1)));
    act(&mut g, 2, plain("Sw10"));
    // Seat 0's 9 loses (the dishonoring knight cannot lose) and collects 2 cards, not So9.
    assert_eq!(g.last_melee().1, Some(s(0)));
    assert_eq!(g.pile(s(0)), &cards("Sw9 Sw10")[..]);
    // Injury: seat 1 takes only the 5 dishonor wounds.
    assert_eq!(g.wounds(s(1)).total, 5);
    act(&mut g, 0, plain("Sw1"));
    act(&mut g, 1, Action::Dishonor(card("Ar2")));
    act(&mut g, 2, plain("Sw3"));
    assert_eq!(g.health(s(1)), 390);
}

/// TRN-4.6: in an Alchemy-led melee anyone plays anything, nobody dishonors, cards compete on
/// value alone, and an enchanter gets a named value (its suit has no effect).
#[test]
fn trn_4_6_alchemy_led_melee() {
    let mut g = game(&H3, &["Al6", "Sw4 So2", "Me1 Ar9"]);
    act(&mut g, 0, plain("Al6"));
    refuse(
        &mut g,
        1,
        Action::Dishonor(card("So2")),
        E::DishonorNotAllowed,
    );
    act(&mut g, 1, plain("Sw4"));
    act(&mut g, 2, named("Me1", None, 5));
    // 6, 4, 5: Swords 4 is lowest whatever the suits.
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-4.7: a named value is 1..15, fixed and public once played.
#[test]
fn trn_4_7_named_value_range() {
    let mut g = game(&H3, &["Sw9", "Me1 Sw3", "Sw10"]);
    act(&mut g, 0, plain("Sw9"));
    for v in [0, 16] {
        refuse(
            &mut g,
            1,
            named("Me1", Some(Suit::Swords), v),
            E::NamedValueOutOfRange,
        );
    }
    for v in [1, 15] {
        assert!(
            g.legal_actions(s(1))
                .contains(&named("Me1", Some(Suit::Swords), v))
        );
    }
    act(&mut g, 1, named("Me1", Some(Suit::Swords), 15));
    assert_eq!(g.observe(s(2)).placed[1].value, 15);
}

/// TRN-4.8: final value = printed/named value + Arthur's 3 + Gawain's 2 + Divine Will ±1,
/// at least 1, no upper bound (Arthur's token reaches 18).
#[test]
fn trn_4_8_final_values() {
    let mut st = setup(
        &[Hero::Arthur, Hero::Gawain, Hero::Lady],
        &["Sw15", "Sw1", "Sw2"],
    );
    st.godsends[1] = vec![gs(Godsend::DivineWill, 0)];
    let mut g = from(&st);
    act(
        &mut g,
        0,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("Sw15"))
        }),
    );
    assert_eq!(g.placed()[0].value, 18);
    // Gawain (melee 12: no +2) with Divine Will −1 on a 1 stays at 1.
    refuse(
        &mut g,
        1,
        Action::Play(Play {
            sun: true,
            ..Play::plain(card("Sw1"))
        }),
        E::WrongWindow,
    );
    act(
        &mut g,
        1,
        Action::Play(Play {
            divine: -1,
            ..Play::plain(card("Sw1"))
        }),
    );
    assert_eq!(g.placed()[1].value, 1);
    // Every modifier together: Sw4 + 3 + 2 − 1 = 8 (one knight cannot hold them all, so the
    // rule is checked on the value function itself).
    let all = Play {
        plus3: true,
        sun: true,
        divine: -1,
        ..Play::plain(card("Sw4"))
    };
    assert_eq!(table_ronde::games::tournoi::Tournoi::final_value(&all), 8);
}

/// TRN-4.9: the pre-feint window asks, from the leader clockwise, only knights holding a
/// nominally available pre-feint power, once each.
#[test]
fn trn_4_9_prefeint_window_order() {
    let heroes = [Hero::Gawain, Hero::Mordred, Hero::Lady, Hero::Tristan];
    let mut st = setup(&heroes, &["Sw5 Sw1", "Sw9 Sw2", "Sw12 Sw13", "Sw6 Sw3"]);
    st.dealer = s(3);
    let mut g = from(&st);
    round_of(&mut g, &["Sw5", "Sw9", "Sw12", "Sw6"]);
    // Leader seat 0 has no power; Mordred (seat 1) then Tristan (6 vs 5) are asked.
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    refuse(&mut g, 3, Action::Pass, E::NotYourDecision);
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(3) });
    act(&mut g, 3, Action::Pass);
    // One pass only: the melee resolves (seat 0's 5 loses).
    assert_eq!(g.last_melee().1, Some(s(0)));
    // Melee 12 led by seat 0 again; Tristan's 3 vs 2 → he is asked after Mordred.
    round_of(&mut g, &["Sw1", "Sw2", "Sw13", "Sw3"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(3) });
}

/// TRN-4.10: every value shared by two or more face-up cards turns all of them face down,
/// enchanters included, grouped once. TRN-16.3 a and f.
#[test]
fn trn_4_10_feints() {
    let mut g = game(&H4, &["Sw3", "Sw7", "Sw15", "Sw10"]);
    round_of(&mut g, &["Sw3", "Sw7"]);
    act(&mut g, 2, plain("Sw15"));
    act(&mut g, 3, plain("Sw10"));
    let (cards_, loser) = g.last_melee();
    assert_eq!(loser, Some(s(0)));
    assert!(cards_.iter().all(|p| p.face_up));
    // 3, 7, 7, 10 with an Apprentice named 7: both 7s down, 3 loses and takes all 4 cards.
    let mut g = game(&H4, &["Sw3", "Sw7", "Ap1", "Sw10"]);
    round_of(&mut g, &["Sw3", "Sw7"]);
    act(&mut g, 2, named("Ap1", Some(Suit::Swords), 7));
    act(&mut g, 3, plain("Sw10"));
    let (placed, loser) = g.last_melee();
    let down: Vec<_> = placed
        .iter()
        .filter(|p| !p.face_up)
        .map(|p| p.seat)
        .collect();
    assert_eq!(down, [s(1), s(2)]);
    assert_eq!(loser, Some(s(0)));
    assert_eq!(g.pile(s(0)).len(), 4);
    // Three of a kind: all three turned down; 9 is alone and loses (TRN-14.4).
    let mut g = game(&H4, &["Sw5", "Sw9", "Ap1", "Me1"]);
    act(&mut g, 0, plain("Sw5"));
    act(&mut g, 1, plain("Sw9"));
    act(&mut g, 2, named("Ap1", Some(Suit::Swords), 5));
    act(&mut g, 3, named("Me1", Some(Suit::Swords), 5));
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-4.11: the lowest face-up card loses.
#[test]
fn trn_4_11_lowest_face_up_loses() {
    let mut g = game(&H4, &["Sw8", "Sw6", "Sw2", "Sw14"]);
    round_of(&mut g, &["Sw8", "Sw6", "Sw2", "Sw14"]);
    assert_eq!(g.last_melee().1, Some(s(2)));
    let mut pile = g.pile(s(2)).to_vec();
    pile.sort_unstable();
    assert_eq!(pile, cards("Sw2 Sw6 Sw8 Sw14"));
}

/// TRN-4.12, TRN-4.13: a no-loser melee is set aside (piling up over consecutive melees),
/// the same leader leads again, and the next loser collects it all. TRN-16.3 c, d.
#[test]
fn trn_4_13_set_aside_accumulates_and_is_collected() {
    let mut g = game(
        &H4,
        &["Sw4 De7 Sw2", "Al4 De5 So6", "Sw8 De9 Sw9", "Al8 Ap1 So12"],
    );
    // Melee 10: 4, 4, 8, 8 → all down, no loser, 4 cards set aside.
    round_of(&mut g, &["Sw4"]);
    act(&mut g, 1, plain("Al4"));
    act(&mut g, 2, plain("Sw8"));
    act(&mut g, 3, plain("Al8"));
    assert_eq!(g.last_melee().1, None);
    assert_eq!(g.set_aside().len(), 4);
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
    // Melee 11, led by seat 0 again: 7, 5, 9, Apprentice named 5.
    act(&mut g, 0, plain("De7"));
    act(&mut g, 1, plain("De5"));
    act(&mut g, 2, plain("De9"));
    act(&mut g, 3, named("Ap1", Some(Suit::Deception), 5));
    // 5s down; 7 is the lowest face-up: seat 0 collects 4 + 4 = 8 cards.
    assert_eq!(g.last_melee().1, Some(s(0)));
    assert_eq!(g.pile(s(0)).len(), 8);
    assert!(g.set_aside().is_empty());
}

/// TRN-4.13: consecutive no-loser melees pile up in the set-aside pile.
#[test]
fn trn_4_13_two_no_loser_melees_in_a_row() {
    let mut g = game(
        &[Hero::Gawain, Hero::Arthur],
        &["Sw4 De6 So1", "Al4 Al6 So2"],
    );
    act(&mut g, 0, plain("Sw4"));
    act(&mut g, 1, plain("Al4"));
    assert_eq!((g.set_aside().len(), g.leader()), (2, s(0)));
    act(&mut g, 0, plain("De6"));
    act(&mut g, 1, plain("Al6"));
    assert_eq!((g.set_aside().len(), g.leader()), (4, s(0)));
    act(&mut g, 0, plain("So1"));
    act(&mut g, 1, plain("So2"));
    // TRN-14.6 aside, the last melee has a loser: seat 0 takes 2 + 4 cards = 30 wounds.
    assert_eq!(g.health(s(0)), 370);
}

/// TRN-4.13, TRN-14.7: an all-feint melee 12 sends its cards (and the set-aside pile) to the
/// discard: nobody is wounded by them. TRN-16.3 e.
#[test]
fn trn_4_13_all_feint_in_melee_12_discards() {
    let mut st = setup(&H4, &["Sw6", "Al6", "Sw10", "Al10"]);
    st.set_aside = cards("Me1 Sw15");
    let mut g = from(&st);
    assert_eq!(g.melee(), 12);
    round_of(&mut g, &["Sw6", "Al6", "Sw10", "Al10"]);
    assert_eq!(g.last_melee().1, None);
    assert!((0..4).all(|k| g.health(s(k)) == 400));
    assert_eq!(g.sheet()[0], [0, 0, 0, 0]);
}

/// TRN-4.12: the loser collects face-up and face-down cards but no dishonor discard.
#[test]
fn trn_4_12_collection() {
    let mut st = setup(&H4, &["So13", "Sw2", "Al11", "So7"]);
    st.set_aside = cards("Ap2");
    let mut g = from(&st);
    act(&mut g, 0, plain("So13"));
    act(&mut g, 1, Action::Dishonor(card("Sw2")));
    act(&mut g, 2, plain("Al11"));
    act(&mut g, 3, plain("So7"));
    assert_eq!(g.sheet()[0], [0, 5, 0, 5 + 5 + 10 + 5]);
}

/// TRN-4.14: the melee phase ends with melee 12; the hands are then empty and the injury step
/// has run (health changed, sheet written).
#[test]
fn trn_4_14_round_ends_after_melee_12() {
    let mut g = game(&H3, &["Sw5 Sw1", "Sw9 Sw2", "Sw10 Sw3"]);
    round_of(&mut g, &["Sw5", "Sw9", "Sw10"]);
    assert!(g.sheet().is_empty());
    round_of(&mut g, &["Sw1", "Sw2", "Sw3"]);
    assert_eq!(g.sheet().len(), 1);
    // Sw1, Sw2, Sw3 (poison), Sw5, Sw9, Sw10: 5 × 5 + 10.
    assert_eq!(g.sheet()[0], [35, 0, 0]);
}

/// TRN-4.15, TRN-14.10: the round-start window goes clockwise from the dealer's left; draws
/// come from the weapons draw pile and a short pile serves knights in window order.
#[test]
fn trn_4_15_round_start_window_order_and_shortage() {
    let heroes = [Hero::Lady, Hero::Gawain, Hero::Arthur];
    let mut st = setup(&heroes, &["Sw5 Sw1", "Sw9 Sw2", "Sw10 Sw3"]);
    st.dealer = s(1);
    st.godsends[2] = vec![gs(Godsend::Providence, 0)];
    st.draw = cards("De1 De2 De3 De4");
    let mut g = from(&st);
    // Seat 2 (dealer's left) first: Providence draws 3.
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(2) });
    let draw = |power, count| Action::Draw { power, count };
    act(&mut g, 2, draw(Draw::Providence, 3));
    assert_eq!(g.hand(s(2)).len(), 5);
    for c in ["De4", "De3", "De2"] {
        act(&mut g, 2, Action::Discard(card(c)));
    }
    assert_eq!(g.hand(s(2)), &cards("Sw3 Sw10")[..]);
    // Then the Lady (seat 0): one card left, so drawing 2 is refused.
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(0) });
    refuse(&mut g, 0, draw(Draw::Gift, 2), E::WrongCardCount);
    act(&mut g, 0, draw(Draw::Gift, 1));
    assert_eq!(g.draw_size(), 0);
    act(&mut g, 0, Action::Discard(card("Sw1")));
    // Melee 1 led by the dealer's left.
    assert_eq!(g.phase(), Phase::Melee { seat: s(2) });
    assert_eq!(g.hand(s(0)).len(), 2);
}
