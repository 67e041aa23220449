//! Chevaliers rule tests for the components and the setup (CHV-1, CHV-2 of
//! `shared/rules/chevaliers.md`): the manifest counts, the player count, the Loyalty deal and
//! its pool options, the hands, the preliminary sharing and the first player.

use crate::support;
use support::*;
use table_ronde::core::game::SetupError;
use table_ronde::games::chevaliers::cards::{
    BLACK_TOTAL, WHITE_TOTAL, black_ids, black_manifest, white_ids, white_manifest,
};
use table_ronde::games::chevaliers::options::{KnightAssignment, LoyaltyPool};
use table_ronde::games::chevaliers::state::{ENGINES, START_LIFE};

fn new_game(o: &ChevaliersOptions, n: usize, seed: u64) -> Chevaliers {
    Chevaliers::new(o, n, seed).expect("setup")
}

fn default_game(n: usize, seed: u64) -> Chevaliers {
    new_game(&ChevaliersOptions::default(), n, seed)
}

#[test]
fn chv_1_1_four_boards_lancelot_side_up_with_the_dragon_behind() {
    let g = default_game(3, 1);
    let b = g.board();
    assert_eq!(Quest::ALL.len(), 7, "CHV-1.1: seven quests on four boards");
    assert_eq!(
        b.stage,
        Stage::Lancelot,
        "CHV-1.1 / CHV-2.2 Lancelot side up"
    );
    assert!(
        b.is_active(Quest::Lancelot) && !b.is_active(Quest::Dragon),
        "CHV-1.1"
    );
    for q in [
        Quest::BlackKnight,
        Quest::Excalibur,
        Quest::Grail,
        Quest::Picts,
    ] {
        assert!(b.is_active(q), "CHV-1.1: {q:?} on the boards");
    }
    assert!(
        Quest::BlackKnight.is_solo() && Quest::Lancelot.is_solo(),
        "CHV-5.3"
    );
    assert!(
        !Quest::Dragon.is_solo() && !Quest::Grail.is_solo(),
        "CHV-7.A"
    );
}

#[test]
fn chv_1_2_sixteen_swords_suffice_for_any_finish() {
    // CHV-1.2 / CHV-14.6: 11 swords + a Grail victory's 3 (+1 Heroism) stay within 16.
    let mut g = fx(3)
        .swords(6, 5)
        .grail(6, "")
        .heroism(Quest::Grail)
        .on(0, Quest::Grail)
        .hand(0, "Gr")
        .at_heroic()
        .build();
    play(&mut g, 0, qp("Gr"));
    assert_eq!(
        g.board().swords(),
        15,
        "CHV-14.6 more than 12 swords at once"
    );
    assert!(g.board().swords() <= 16, "CHV-1.2 16 swords");
    assert_eq!(g.winner(), Some(Side::Loyal), "CHV-14.3: 10 W > 5 B");
}

#[test]
fn chv_1_3_miniatures_seven_knights_twelve_engines_four_warriors_three_relics() {
    assert_eq!(Knight::ALL.len(), 7, "CHV-1.3 7 knights");
    assert_eq!(ENGINES, 12, "CHV-1.3 12 siege engines");
    let g = default_game(3, 2);
    for r in [RelicKind::Armour, RelicKind::Excalibur, RelicKind::Grail] {
        assert_eq!(
            g.relic(r),
            Relic::OnQuest,
            "CHV-1.3 / CHV-2.2 {r:?} on its quest"
        );
    }
    // Four warriors per people: the 4th ends the war.
    let mut g = fx(3).warriors(War::Saxons, 3).black_top("Saxon").build();
    play(&mut g, 0, Action::EvilDraw);
    assert_eq!(g.board().war(War::Saxons).warriors, 0, "CHV-1.3 4 Saxons");
    assert_eq!(g.board().black, 1, "CHV-1.3");
}

#[test]
fn chv_1_4_a_coat_of_arms_per_knight_turned_over_when_unmasked() {
    let g = default_game(7, 3);
    let mut ks: Vec<Knight> = (0..7).map(|i| g.knight(s(i))).collect();
    ks.sort_unstable();
    assert_eq!(ks, Knight::ALL.to_vec(), "CHV-1.4 one coat per knight");
    let mut g = fx(3).traitor(1).swords(3, 3).at_heroic().build();
    assert!(!g.is_unmasked(s(1)), "CHV-1.4 front side");
    play(&mut g, 0, hero(Heroic::Accuse(s(1))));
    assert!(g.is_unmasked(s(1)), "CHV-1.4 coat turned over");
}

#[test]
fn chv_1_5_the_eight_sided_die_rolls_one_to_eight() {
    let mut seen = [false; 9];
    for seed in 0..200 {
        let mut g = fx(3)
            .engines(3)
            .hand(0, "F1")
            .seed(seed)
            .at_heroic()
            .build();
        play(&mut g, 0, hero(Heroic::Siege(1)));
        play(&mut g, 0, Action::Roll);
        let d = g.board().last_roll.expect("CHV-1.5 a roll");
        assert!((1..=8).contains(&d), "CHV-1.5 d8: {d}");
        seen[usize::from(d)] = true;
    }
    assert!(seen[1..].iter().all(|x| *x), "CHV-1.5 every face comes up");
    // Life dice: Life stays within 0..6 (CHV-12.1).
    let g = default_game(5, 4);
    assert!(
        (0..5).all(|i| g.life(s(i)) == START_LIFE),
        "CHV-1.5 / CHV-2.3"
    );
}

#[test]
fn chv_1_6_card_totals() {
    let w = white_manifest();
    let b = black_manifest();
    assert_eq!((w.len(), WHITE_TOTAL), (84, 84), "CHV-1.6 84 White");
    assert_eq!((b.len(), BLACK_TOTAL), (76, 76), "CHV-1.6 76 Black");
    assert_eq!(
        w.iter().filter(|c| !c.is_special()).count(),
        69,
        "CHV-1.6 standard"
    );
    assert_eq!(
        w.iter().filter(|c| c.is_special()).count(),
        15,
        "CHV-1.6 special"
    );
    assert_eq!(b.iter().filter(|c| !c.is_special()).count(), 64, "CHV-1.6");
    assert_eq!(b.iter().filter(|c| c.is_special()).count(), 12, "CHV-1.6");
    // 8 Loyalty cards: n dealt + the rest (CHV-18.3).
    let o = ChevaliersOptions {
        loyalty_pool: LoyaltyPool::AllEight,
        ..ChevaliersOptions::default()
    };
    let g = new_game(&o, 5, 5);
    assert_eq!(5 + g.undealt().len(), 8, "CHV-1.6 8 Loyalty cards");
}

#[test]
fn chv_1_7_canonical_ids_kind_value_copy() {
    let ids = white_ids();
    assert_eq!(ids.len(), 84, "CHV-1.7");
    assert!(
        ids.contains(&(f(1), 14)) && !ids.contains(&(f(1), 15)),
        "CHV-1.7"
    );
    let mut uniq = ids.clone();
    uniq.sort_unstable();
    uniq.dedup();
    assert_eq!(uniq.len(), 84, "CHV-1.7 every White card has its own id");
    let bids = black_ids();
    let mut ub = bids.clone();
    ub.sort_unstable();
    ub.dedup();
    assert_eq!(ub.len(), 76, "CHV-1.7 every Black card has its own id");
    assert_eq!(
        ChevaliersOptions::default().manifest,
        Default::default(),
        "CHV-1.7"
    );
}

#[test]
fn chv_1_8_white_manifest() {
    let w = white_manifest();
    let n = |c: White| count(&w, c);
    assert_eq!(
        (1..=5).map(|v| n(f(v))).collect::<Vec<_>>(),
        vec![14, 12, 10, 8, 7],
        "CHV-1.8 Fight 1–5"
    );
    assert_eq!(n(White::Grail), 18, "CHV-1.8 Grail");
    assert_eq!(n(White::Merlin), 7, "CHV-1.8 Merlin");
    for c in wc("Fate Piety Hero Reinf Clair Mess Lady Conv") {
        assert_eq!(n(c), 1, "CHV-1.8 {c}");
    }
}

#[test]
fn chv_1_9_black_manifest() {
    let b = black_manifest();
    let n = |c: &str| count(&b, bc(c)[0]);
    assert_eq!(
        [n("BK1"), n("BK3"), n("BK5"), n("BK7")],
        [5, 3, 2, 1],
        "CHV-1.9 BK"
    );
    assert_eq!(
        [n("LD1"), n("LD3"), n("LD5"), n("LD7")],
        [4, 3, 3, 1],
        "CHV-1.9 L/D"
    );
    assert_eq!(
        Black::LancelotDragon(7).dragon_value(),
        Some(11),
        "CHV-1.9 7/11"
    );
    assert_eq!([n("Exc"), n("Desp")], [15, 15], "CHV-1.9");
    assert_eq!([n("Pict"), n("Saxon"), n("Merc")], [4, 4, 4], "CHV-1.9");
    for k in [
        "Mo1", "Mo2", "Mo3", "Mo4", "Mo5", "Forest", "Guin", "Mists", "Mordred",
    ] {
        assert_eq!(n(k), 1, "CHV-1.9 {k}");
    }
    assert_eq!([n("Deso"), n("Vivien")], [2, 1], "CHV-1.9");
}

#[test]
fn chv_2_1_three_to_seven_players() {
    let o = ChevaliersOptions::default();
    for n in [2, 8] {
        assert!(
            matches!(Chevaliers::new(&o, n, 1), Err(SetupError::PlayerCount { got, .. }) if got == n),
            "CHV-2.1 {n} players refused"
        );
    }
    for n in 3..=7 {
        let g = new_game(&o, n, 1);
        assert_eq!(g.seat_count(), n, "CHV-2.1 {n} players, one knight each");
    }
}

#[test]
fn chv_2_2_and_2_9_the_initial_state() {
    for n in 3..=7 {
        let g = default_game(n, 10 + n as u64);
        let b = g.board();
        assert_eq!((b.white, b.black, b.engines), (0, 0, 0), "CHV-2.9");
        assert!(
            b.wars
                .iter()
                .all(|w| w.warriors == 0 && w.fights.is_empty()),
            "CHV-2.9"
        );
        assert!(
            b.black_knight.evil.is_empty() && b.lancelot.evil.is_empty(),
            "CHV-2.9"
        );
        assert_eq!(b.stage, Stage::Lancelot, "CHV-2.9 Dragon not in play");
        assert_eq!(b.excalibur, 0, "CHV-2.2 Excalibur on the centre");
        assert_eq!(
            (b.grail.grails, b.grail.blacks.len()),
            (0, 0),
            "CHV-2.2 Grail empty"
        );
        assert!(
            !b.vivien && !b.dark_forest && !b.mists && b.heroism.is_none(),
            "CHV-2.9"
        );
        for i in 0..n as u8 {
            assert_eq!(g.location(s(i)), Some(Place::Camelot), "CHV-2.9 / CHV-2.3");
            assert!(!g.has_accused(s(i)), "CHV-2.9 no accusation used");
        }
        assert_eq!(
            g.black_deck().len(),
            76,
            "CHV-2.2 the Black deck on Camelot"
        );
    }
}

#[test]
fn chv_2_3_four_life_and_random_knights() {
    let mut line_ups = Vec::new();
    for seed in 0..20 {
        let g = default_game(4, seed);
        assert!((0..4).all(|i| g.life(s(i)) == 4), "CHV-2.3 4 Life");
        line_ups.push((0..4).map(|i| g.knight(s(i))).collect::<Vec<_>>());
    }
    line_ups.sort_unstable();
    line_ups.dedup();
    assert!(line_ups.len() > 5, "CHV-2.3 chv.knight_assignment = random");
}

#[test]
fn chv_2_3_choose_knights_in_seat_order() {
    let o = ChevaliersOptions {
        knight_assignment: KnightAssignment::Choose,
        ..ChevaliersOptions::default()
    };
    let mut g = new_game(&o, 3, 7);
    assert_eq!(g.step(), Some(&Step::ChooseKnight(s(0))), "CHV-2.3 choose");
    play(&mut g, 0, Action::ChooseKnight(Knight::Kay));
    refuse(
        &mut g,
        1,
        Action::ChooseKnight(Knight::Kay),
        E::InvalidTarget,
        "CHV-2.3 a knight is taken once",
    );
    play(&mut g, 1, Action::ChooseKnight(Knight::Arthur));
    play(&mut g, 2, Action::ChooseKnight(Knight::Gawain));
    assert_eq!(g.knight(s(1)), Knight::Arthur, "CHV-2.3");
    assert_eq!(g.active(), s(1), "CHV-2.8 Arthur plays first");
    assert_eq!(
        decider(&g),
        Some(s(1)),
        "CHV-2.7 the first player lays first"
    );
}

fn traitor_rate(pool: LoyaltyPool, n: usize) -> f64 {
    let o = ChevaliersOptions {
        loyalty_pool: pool,
        ..ChevaliersOptions::default()
    };
    let games = 400;
    let mut dealt = 0;
    for seed in 0..games {
        let g = new_game(&o, n, seed);
        let traitors = (0..n as u8)
            .filter(|i| g.loyalty(s(*i)) == Loyalty::Traitor)
            .count();
        assert!(traitors <= 1, "CHV-18.3 at most one Traitor");
        let all: usize = traitors + count(g.undealt(), Loyalty::Traitor);
        let size = n + g.undealt().len();
        match pool {
            LoyaltyPool::NPlusOne => {
                assert_eq!((size, all), (n + 1, 1), "CHV-2.4 n + 1 cards, one Traitor");
            }
            LoyaltyPool::AllEight => assert_eq!((size, all), (8, 1), "CHV-2.4 all_eight"),
            LoyaltyPool::GuaranteedTraitor => assert_eq!(traitors, 1, "CHV-2.4"),
            LoyaltyPool::NoTraitor => assert_eq!(all, 0, "CHV-2.4 no_traitor"),
        }
        dealt += traitors;
    }
    dealt as f64 / games as f64
}

#[test]
fn chv_2_4_loyalty_pool_n_plus_one() {
    let r = traitor_rate(LoyaltyPool::NPlusOne, 3);
    assert!(
        (0.65..0.85).contains(&r),
        "CHV-2.4 a Traitor with p = 3/4: {r}"
    );
    let g = default_game(3, 9);
    let obs = g.observe(s(0));
    assert!(
        obs.loyalty[0].is_some(),
        "CHV-2.4 each player looks at his own"
    );
    assert!(
        obs.loyalty[1].is_none() && obs.loyalty[2].is_none(),
        "CHV-2.4"
    );
    assert!(obs.undealt.is_none(), "CHV-2.4 the last card is unseen");
}

#[test]
fn chv_2_4_loyalty_pool_options() {
    let r = traitor_rate(LoyaltyPool::AllEight, 3);
    assert!((0.28..0.48).contains(&r), "CHV-2.4 all_eight p = 3/8: {r}");
    assert_eq!(
        traitor_rate(LoyaltyPool::GuaranteedTraitor, 4),
        1.0,
        "CHV-2.4"
    );
    assert_eq!(traitor_rate(LoyaltyPool::NoTraitor, 4), 0.0, "CHV-2.4");
}

#[test]
fn chv_2_5_a_merlin_and_five_white_cards_each() {
    for n in [3, 7] {
        let g = default_game(n, 30);
        for i in 0..n as u8 {
            assert_eq!(g.hand(s(i)).len(), 6, "CHV-2.5 6 cards");
            assert!(g.hand(s(i)).contains(&White::Merlin), "CHV-2.5 a Merlin");
        }
        assert_eq!(g.white_deck().len(), 84 - 6 * n, "CHV-2.5");
    }
    // The remaining Merlins are shuffled in: some hands get a second one.
    let extra = (0..200)
        .map(|seed| default_game(3, seed))
        .any(|g| (0..3).any(|i| count(g.hand(s(i)), White::Merlin) > 1));
    assert!(extra, "CHV-2.5 remaining Merlins included in the deal");
}

#[test]
fn chv_2_6_the_black_deck_is_shuffled() {
    let a = default_game(3, 1);
    let b = default_game(3, 2);
    assert_ne!(a.black_deck(), b.black_deck(), "CHV-2.6");
    let mut d = a.black_deck().to_vec();
    d.sort_unstable();
    let mut m = black_manifest();
    m.sort_unstable();
    assert_eq!(d, m, "CHV-2.6 all 76 cards");
}

/// Every seat lays its first card, starting with the first player.
fn lay_all(g: &mut Chevaliers) -> Vec<White> {
    let n = g.seat_count() as u8;
    let first = g.active().0;
    let mut laid = Vec::new();
    for k in 0..n {
        let seat = (first + k) % n;
        assert_eq!(
            decider(g),
            Some(s(seat)),
            "CHV-2.7 clockwise from the first"
        );
        let c = g.hand(s(seat))[0];
        play(g, seat, Action::Lay(c));
        laid.push(c);
    }
    laid
}

#[test]
fn chv_2_7_preliminary_sharing_agreed() {
    let mut g = default_game(3, 12);
    let first = g.active().0;
    assert!(matches!(g.step(), Some(Step::Lay(_))), "CHV-2.7 lay a card");
    refuse(
        &mut g,
        first,
        Action::Lay(w1("Lady")),
        E::CardNotInHand,
        "CHV-2.7",
    );
    let laid = lay_all(&mut g);
    assert_eq!(
        sorted(g.pool().to_vec()),
        sorted(laid.clone()),
        "CHV-2.7 face up"
    );
    assert!(
        matches!(g.step(), Some(Step::Propose { proposer, .. }) if *proposer == s(first)),
        "CHV-17.2 the first player proposes"
    );
    share_agreed(&mut g, &[first]);
    assert_eq!(
        g.hand(s(first)).len(),
        5 + 3,
        "CHV-2.7 a player may take several"
    );
    assert_eq!(g.step(), Some(&Step::Evil), "CHV-3.1 the first turn starts");
    assert_eq!(g.active(), s(first), "CHV-2.8");
}

#[test]
fn chv_2_7_preliminary_without_agreement_deals_one_card_each() {
    let mut g = default_game(4, 13);
    lay_all(&mut g);
    let first = g.active().0;
    for _ in 0..4 {
        play(&mut g, first, Action::Allot(s(first)));
    }
    let asked = decider(&g).expect("a sharer").0;
    assert_eq!(
        asked,
        (first + 1) % 4,
        "CHV-17.2 the others answer clockwise"
    );
    play(&mut g, asked, Action::Reject);
    for i in 0..4 {
        assert_eq!(g.hand(s(i)).len(), 6, "CHV-2.7 exactly one card back each");
    }
}

#[test]
fn chv_2_8_arthur_plays_first_else_a_random_player() {
    let mut firsts = Vec::new();
    for seed in 0..60 {
        let g = default_game(3, seed);
        match g.seat_of(Knight::Arthur) {
            Some(a) => assert_eq!(g.active(), a, "CHV-2.8 Arthur first"),
            None => firsts.push(g.active()),
        }
    }
    firsts.sort_unstable();
    firsts.dedup();
    assert!(
        firsts.len() > 1,
        "CHV-2.8 otherwise a random player: {firsts:?}"
    );
}

#[test]
fn chv_2_8_turns_go_clockwise() {
    let mut g = fx(4).build();
    quick_turn(&mut g);
    assert_eq!(g.active(), s(1), "CHV-2.8 clockwise");
    quick_turn(&mut g);
    assert_eq!(g.active(), s(2), "CHV-2.8 clockwise");
}
