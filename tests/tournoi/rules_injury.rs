//! Tournoi rule tests for the injury step, Legends, the dealer and the end of the game
//! (TRN-5, TRN-6, TRN-7, TRN-11 of `shared/rules/tournoi.md`).

use crate::support_rules as support;

use support::{act, actor, card, cards, from, gs, plain, refuse, round_of, s, setup};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Godsend, Hero, Phase, Play, Setup, Source, Suit, Tournoi, TournoiError as E,
    TournoiOptions,
};

const H4: [Hero; 4] = [Hero::Arthur, Hero::Lady, Hero::Crusaders, Hero::Guinevere];

/// A melee 12 in which all four cards feint: the set-aside cards are discarded and nobody's
/// pile changes (TRN-4.13), so the round's wounds are exactly the preset piles.
fn all_feint_end(st: &mut Setup) {
    st.hands = vec![cards("Sw6"), cards("Al6"), cards("Sw10"), cards("Al10")];
    st.melee = 12;
}

/// Plays the all-feint melee 12 (each knight his one card, windows passed).
fn finish(g: &mut Tournoi) {
    while g.melee() == 12 && g.sheet().is_empty() && !matches!(g.phase(), Phase::Injury { .. }) {
        let seat = actor(g);
        let a = match g.phase() {
            Phase::Melee { .. } => Action::Play(Play::plain(g.hand(seat)[0])),
            _ => Action::Pass,
        };
        act(g, seat.0, a);
    }
}

/// A game ending its round with preset piles.
fn with_piles(heroes: &[Hero], piles: [&str; 4]) -> Setup {
    let mut st = setup(heroes, &["", "", "", ""]);
    all_feint_end(&mut st);
    st.piles = piles.iter().map(|p| cards(p)).collect();
    st
}

/// TRN-5.1: standard 5, poison 10, Alchemy 5, Merlin 25, Apprentice 5.
#[test]
fn trn_5_1_wounds_per_card() {
    let g = from(&with_piles(&H4, ["", "", "", ""]));
    for (c, w) in [
        ("Sw1", 5),
        ("So7", 10),
        ("Al11", 5),
        ("Me2", 25),
        ("Ap1", 5),
    ] {
        assert_eq!(g.card_wounds(s(0), card(c)), w, "{c}");
    }
}

/// TRN-5.1, TRN-5.5, TRN-5.7: the seed's wound pile (TRN-16.2) costs 65: 400 → 335.
#[test]
fn trn_5_5_seed_pile_65_wounds() {
    let mut g = from(&with_piles(
        &H4,
        ["De9 Al11 So13 So7 So11 Sw1 Me1", "", "", ""],
    ));
    assert_eq!(g.wounds(s(0)).total, 65);
    finish(&mut g);
    assert_eq!(g.health(s(0)), 335);
    assert_eq!(g.sheet()[0], [65, 0, 0, 0]);
}

/// TRN-5.2: Penances are decided first, clockwise from the dealer's left, then
/// Purifications.
#[test]
fn trn_5_2_pile_edits_order() {
    let mut st = with_piles(&H4, ["Sw1", "Sw2", "Sw4", "Sw5"]);
    st.dealer = s(1);
    st.health = vec![300, 300, 300, 400];
    st.godsends = vec![
        vec![gs(Godsend::Penance, 0)],
        vec![gs(Godsend::Purification, 0)],
        vec![gs(Godsend::Purification, 1)],
        vec![],
    ];
    st.godsends[1].push(gs(Godsend::Penance, 1));
    let mut g = from(&st);
    finish(&mut g);
    let mut order = Vec::new();
    while let Phase::Injury { seat, held } = g.phase() {
        order.push((seat, g.godsends(seat)[usize::from(held)].card.design()));
        act(&mut g, seat.0, Action::Pass);
    }
    assert_eq!(
        order,
        [
            (s(0), Godsend::Penance),
            (s(1), Godsend::Penance),
            (s(2), Godsend::Purification),
            (s(1), Godsend::Purification),
        ]
    );
    assert_eq!(g.sheet().len(), 1);
}

/// TRN-5.3: replacements: Merlin 10 for Gawain (Green Sash), Alchemy 0 for the Crusaders.
#[test]
fn trn_5_3_replacements() {
    let heroes = [Hero::Gawain, Hero::Crusaders, Hero::Arthur, Hero::Lady];
    let mut g = from(&with_piles(
        &heroes,
        ["Me1 Me2 Sw3", "Al1 Al2 Me3", "Al3", ""],
    ));
    // TRN-16.8 Green Sash: 10 + 10 + 10.
    assert_eq!(g.wounds(s(0)).total, 30);
    assert_eq!(g.wounds(s(1)).total, 25);
    assert_eq!(g.wounds(s(2)).total, 5);
    finish(&mut g);
    assert_eq!(g.sheet()[0], [30, 25, 5, 0]);
}

/// TRN-5.4, TRN-5.6: Camlann and Judgement double the printed suit only, and both together
/// still give ×2; W never exceeds 2 × W0. TRN-16.8 doubling cap.
#[test]
fn trn_5_4_doubling_printed_suit_never_times_four() {
    let heroes = [Hero::Mordred, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = with_piles(&heroes, ["De1", "De5 De7 Sw2 Me1", "Al4", "De2 Me2"]);
    st.legends[0] = true;
    st.godsends[2] = vec![gs(Godsend::Judgement, 0)];
    let mut g = from(&st);
    // Judgement at round start: Deception in seat 1's pile.
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(2) });
    act(
        &mut g,
        2,
        Action::Judgement {
            suit: Suit::Deception,
            target: s(1),
        },
    );
    // Seat 1: 10 + 20 + 5 + 25 = 60 with W0 = 45 (Camlann and Judgement: ×2, not ×4).
    assert_eq!(g.wounds(s(1)).total, 60);
    assert_eq!(g.wounds(s(1)).printed, 45);
    // Mordred's own pile is untouched; Gawain: De2 doubled (10), Merlin 10 (Green Sash).
    assert_eq!(g.wounds(s(0)).total, 5);
    assert_eq!(g.wounds(s(3)).total, 20);
    // An Alchemy card that followed Deception keeps no suit in the pile.
    assert_eq!(g.card_wounds(s(1), card("Al4")), 5);
    for k in 0..4 {
        let w = g.wounds(s(k));
        assert!(w.total <= 2 * w.printed);
    }
    finish(&mut g);
    assert_eq!(g.sheet()[0], [5, 60, 5, 20]);
}

/// TRN-5.5: W = pile wounds + 5 per dishonor.
#[test]
fn trn_5_5_dishonor_tally_adds_to_pile() {
    let mut st = setup(&H4[..3], &["Sw9", "So2", "Sw10"]);
    st.piles[1] = cards("Me1");
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw9"));
    act(&mut g, 1, Action::Dishonor(card("So2")));
    act(&mut g, 2, plain("Sw10"));
    assert_eq!(g.sheet()[0], [10, 30, 0]);
}

/// TRN-5.7, TRN-5.8, TRN-14.13: health never goes below 0; a knight brought to 0 is not
/// healed by Benediction; a knight above 0 is, up to 400.
#[test]
fn trn_5_8_floor_zero_then_healing_up_to_400() {
    let mut st = with_piles(&H4, ["Sw1 Sw2 Sw4 Sw5 Sw6 Sw8", "Sw9", "", ""]);
    st.health = vec![15, 395, 300, 200];
    st.godsends[0] = vec![gs(Godsend::Benediction, 0)];
    st.godsends[1] = vec![gs(Godsend::Benediction, 1)];
    st.godsends[2] = vec![gs(Godsend::Benediction, 2)];
    let mut g = from(&st);
    finish(&mut g);
    // Seat 0: 15 − 30 → 0, no healing; seat 1: 395 − 5 + 20 → 400; seat 2: 320.
    assert_eq!(
        (0..4).map(|k| g.health(s(k))).collect::<Vec<_>>(),
        [0, 400, 320, 200]
    );
    assert_eq!(g.phase(), Phase::Over);
}

/// TRN-5.9, TRN-15.6: health and wounds stay multiples of 5 in random games.
#[test]
fn trn_5_9_multiples_of_five() {
    for seed in 0..6 {
        let mut g = Tournoi::new(&TournoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !g.is_over() && steps < 3000 {
            let seat = actor(&g);
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play(seat, &a).expect("legal");
            for k in 0..4 {
                assert_eq!(g.health(s(k)) % 5, 0);
                assert_eq!(g.wounds(s(k)).total % 5, 0);
            }
            steps += 1;
        }
        assert!(g.sheet().iter().flatten().all(|w| w % 5 == 0));
    }
}

/// TRN-6.1, TRN-6.2: health at or below the threshold activates the Legend from the next
/// round, not before. TRN-16.7: Guinevere 160 − 15 → 145.
#[test]
fn trn_6_2_threshold_activates_next_round() {
    let heroes = [Hero::Guinevere, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = with_piles(&heroes, ["Sw1 Sw2 Sw4", "Sw5", "", ""]);
    st.health = vec![160, 205, 300, 300];
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!((g.health(s(0)), g.health(s(1))), (145, 200));
    // Still round 1 (Godsend phase): not active yet, but reached.
    assert_eq!(g.round(), 1);
    assert!(!g.legend_active(s(0)) && g.legend_reached(s(0)));
    // TRN-6.1: Arthur at exactly 200 reached Excalibur too.
    assert!(g.legend_reached(s(1)) && !g.legend_reached(s(2)));
    while let Phase::Godsend { seat } = g.phase() {
        act(&mut g, seat.0, Action::Take(Source::Deck));
    }
    assert_eq!(g.round(), 2);
    assert!(g.legend_active(s(0)) && g.legend_active(s(1)));
    assert!(!g.legend_active(s(2)));
}

/// TRN-6.3: an active Legend stays active above its threshold (healed back to 170).
#[test]
fn trn_6_3_legend_stays_active() {
    let heroes = [Hero::Guinevere, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = with_piles(&heroes, ["", "Sw1", "", ""]);
    st.health = vec![145, 300, 300, 300];
    st.legends[0] = true;
    st.godsends[0] = vec![gs(Godsend::Benediction, 0), gs(Godsend::Benediction, 1)];
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.health(s(0)), 185);
    while let Phase::Godsend { seat } = g.phase() {
        act(&mut g, seat.0, Action::Take(Source::Deck));
    }
    assert_eq!(g.round(), 2);
    assert!(g.legend_active(s(0)));
}

/// TRN-6.4: the knight with the most health may use his active Legend (Lancelot at 400).
#[test]
fn trn_6_4_leader_uses_his_legend() {
    let mut st = setup(&H4, &["Sw8", "Sw11", "Sw14", "Sw3"]);
    st.legends[3] = true;
    st.health = vec![200, 200, 200, 400];
    let mut g = from(&st);
    round_of(&mut g, &["Sw8", "Sw11", "Sw14", "Sw3"]);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(3) });
    act(&mut g, 3, Action::Lancelot);
    // Seat 0 (8) collects Sw8, Sw11 (P), Sw14, Sw3 (P).
    assert_eq!(g.sheet()[0], [5 + 10 + 5 + 10, 0, 0, 0]);
}

/// TRN-6.5: the Green Sash works in round 1 without any threshold.
#[test]
fn trn_6_5_green_sash_from_round_one() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Crusaders];
    let g = from(&with_piles(&heroes, ["Me1", "", "", ""]));
    assert_eq!(g.round(), 1);
    assert!(g.legend_active(s(0)));
    assert_eq!(g.card_wounds(s(0), card("Me1")), 10);
}

/// TRN-6.6: thresholds: Lancelot 150 (seed); Excalibur 200, Camlann 100, Holy Grail 150,
/// Brocéliande 200, Iseult 150, Fisher King 100; Green Sash none.
#[test]
fn trn_6_6_thresholds() {
    for (h, t) in [
        (Hero::Arthur, Some(200)),
        (Hero::Guinevere, Some(150)),
        (Hero::Gawain, None),
        (Hero::Mordred, Some(100)),
        (Hero::Crusaders, Some(150)),
        (Hero::Lady, Some(200)),
        (Hero::Tristan, Some(150)),
        (Hero::Perceval, Some(100)),
    ] {
        assert_eq!(h.threshold(), t, "{h:?}");
    }
}

/// Round-end dealer for preset round wounds (in units of 5-wound cards).
fn dealer_after(wounds: [usize; 4], previous: u8) -> Seat {
    let pool = cards("Ar1 Ar2 Ar4 Ar5 Ar6 De1 De2 De4 De5 De6 So1 So2 So4 So5 So6");
    let mut it = pool.into_iter();
    let mut st = setup(&H4, &["", "", "", ""]);
    all_feint_end(&mut st);
    st.dealer = s(previous);
    for (k, w) in wounds.iter().enumerate() {
        st.piles[k] = it.by_ref().take(*w).collect();
    }
    let mut g = from(&st);
    finish(&mut g);
    assert_ne!(g.phase(), Phase::Over);
    let want: Vec<u32> = wounds.iter().map(|w| 5 * *w as u32).collect();
    assert_eq!(g.sheet()[0], want);
    g.dealer()
}

/// TRN-7.1: the knight with the most wounds this round deals next.
#[test]
fn trn_7_1_most_wounded_deals() {
    assert_eq!(dealer_after([3, 1, 0, 2], 2), s(0));
    assert_eq!(dealer_after([0, 1, 0, 4], 0), s(3));
}

/// TRN-7.2: ties go to the knight nearest clockwise from the previous dealer's left, the
/// previous dealer last. TRN-16.6 rows (scaled): 60/85/85/40 prev S1 → S2; 70/70/30/20
/// prev S0 → S1.
#[test]
fn trn_7_2_dealer_tie_order() {
    assert_eq!(dealer_after([2, 3, 3, 1], 1), s(2));
    assert_eq!(dealer_after([3, 3, 1, 0], 0), s(1));
    assert_eq!(dealer_after([2, 3, 1, 3], 2), s(3));
    assert_eq!(dealer_after([3, 1, 1, 3], 2), s(3));
    let g = from(&setup(&H4, &["Sw1", "Sw2", "Sw3", "Sw4"]));
    assert_eq!(g.tie_order(s(1)), [s(2), s(3), s(0), s(1)]);
}

/// End-of-round health via one lost melee: seat 0 loses 4 standard cards (20 wounds).
fn end_with(health: [u32; 4]) -> Tournoi {
    let mut st = setup(&H4, &["Sw1", "Sw5", "Sw9", "Sw12"]);
    st.health = health.to_vec();
    let mut g = from(&st);
    round_of(&mut g, &["Sw1", "Sw5", "Sw9", "Sw12"]);
    g
}

/// TRN-11.1, TRN-11.2: a knight at 0 ends the game at once (no new dealer, no Godsend phase);
/// the most health wins. TRN-16.9 row 1.
#[test]
fn trn_11_1_zero_ends_the_game_healthiest_wins() {
    let mut g = end_with([20, 40, 120, 55]);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.health(s(0)), 0);
    assert_eq!(g.dealer(), s(3));
    assert_eq!(g.winners(), [s(2)]);
    assert_eq!(g.outcome().expect("over").winners, [s(2)]);
    assert!(g.offer().iter().all(Option::is_none));
    refuse(&mut g, 0, Action::Pass, E::GameOver);
}

/// TRN-11.1: a knight at 5 does not end the game: the Godsend phase follows. TRN-16.9 row 3.
#[test]
fn trn_11_1_five_health_continues() {
    let g = end_with([25, 40, 120, 55]);
    assert_eq!(g.health(s(0)), 5);
    assert!(matches!(g.phase(), Phase::Godsend { .. }));
    assert!(g.outcome().is_none());
}

/// TRN-11.3: a tie for the most health shares the victory (default). TRN-16.9 row 2.
#[test]
fn trn_11_3_tie_shares_victory() {
    let g = end_with([20, 120, 120, 55]);
    assert_eq!(g.winners(), [s(1), s(2)]);
}

/// TRN-11.4: the safety valve ends the game after `trn.max_rounds` rounds without anyone at
/// 0; the healthiest wins.
#[test]
fn trn_11_4_max_rounds_safety_valve() {
    let opts = TournoiOptions {
        max_rounds: 1,
        ..TournoiOptions::default()
    };
    let mut st = setup(&H4, &["Sw1", "Sw5", "Sw9", "Sw12"]);
    st.health = vec![300, 300, 350, 300];
    let mut g = Tournoi::from_setup(opts, &st);
    round_of(&mut g, &["Sw1", "Sw5", "Sw9", "Sw12"]);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.winners(), [s(2)]);
}
