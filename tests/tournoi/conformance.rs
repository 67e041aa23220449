//! The shared conformance battery on the Tournoi (TRN-15), for every knight count and the
//! options that change the flow. After every action the battery runs the engine's
//! invariants (`games/tournoi/invariants.rs`): TRN-15.1 card conservation, TRN-15.2 hand
//! sizes, TRN-15.3 one card or dishonor per knight, TRN-15.5 distinct face-up values after
//! the feint, TRN-15.6 health, TRN-15.7 W ≤ 2 × W0, TRN-15.8 Legends, TRN-15.9 usage
//! counters, TRN-15.10 Godsend and token conservation; and itself TRN-15.13 (somebody can
//! act, termination), TRN-15.14 (replay) and TRN-15.15 (observation purity through
//! `determinize`). TRN-15.4, TRN-15.11 and TRN-15.12 have their own reference test below.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::Game;
use table_ronde::games::tournoi::{Tournoi, TournoiOptions, options};

fn battery(seats: usize, games: u64, opts: &TournoiOptions) {
    let cfg = Battery {
        games,
        deep_every: 40,
        link_every: 10,
        max_actions: 100_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Tournoi>(opts, seats, &cfg, |g| {
        // TRN-11.1, TRN-11.2: over when somebody is at 0 (or the safety valve), and the
        // winners have the most health.
        let o = g.outcome().expect("outcome");
        let top = (0..seats).map(|s| o.scores.0[s]).max().unwrap_or(0);
        assert!(!o.winners.is_empty(), "TRN-11.2: a winner");
        assert!(
            o.winners.iter().all(|w| o.scores.0[w.index()] == top),
            "TRN-11.2"
        );
        assert!(
            o.scores.0.contains(&0) || g.round() >= u32::from(opts.max_rounds),
            "TRN-11.1"
        );
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} knights: {report:?}");
}

/// TRN-15 with 2 knights (the variant without Arrows, TRN-12).
#[test]
fn trn_15_battery_two_knights() {
    battery(2, 300, &TournoiOptions::default());
}

/// TRN-15 with 3 knights.
#[test]
fn trn_15_battery_three_knights() {
    battery(3, 300, &TournoiOptions::default());
}

/// TRN-15 with 4 knights.
#[test]
fn trn_15_battery_four_knights() {
    battery(4, 300, &TournoiOptions::default());
}

/// TRN-15 with 5 knights.
#[test]
fn trn_15_battery_five_knights() {
    battery(5, 200, &TournoiOptions::default());
}

/// TRN-15 with 6 knights (draw pile of 8: round-start shortages, TRN-14.10).
#[test]
fn trn_15_battery_six_knights() {
    battery(6, 200, &TournoiOptions::default());
}

/// TRN-15 with every non-default option: draft, lowest-health dealer, bonus only for
/// recipients, tie break by round wounds, a short safety valve, enchanters up to 12.
#[test]
fn trn_15_battery_with_every_option_changed() {
    let opts = TournoiOptions {
        hero_assignment: options::HeroAssignment::Draft,
        dealer_basis: options::DealerBasis::LowestHealth,
        bonus_requires_recipient: true,
        final_tie_break: options::FinalTieBreak::FewestRoundWounds,
        max_rounds: 3,
        enchanter_max: 12,
        ..TournoiOptions::default()
    };
    battery(4, 150, &opts);
    battery(2, 100, &opts);
}

/// TRN-15.4 (every card played was legal, recomputed by a reference checker written here
/// from TRN-4.3/4.4/4.6, independently of the engine's), TRN-15.12 (the next dealer is the
/// knight with the most round wounds, ties from the previous dealer's left, him last) and
/// TRN-15.11 (in each Godsend phase no leader receives, and each knight receives what the
/// formula of TRN-8.5–8.10 gives), step by step in random games of 2 to 6 knights.
#[test]
fn trn_15_4_15_11_15_12_reference_checks_in_random_games() {
    use table_ronde::core::rng::GameRng;
    use table_ronde::core::seats::Seat;
    use table_ronde::games::tournoi::{Action, Hero, Phase};

    // TRN-8.16, read from the spec's table: knights → scheduled count after rounds 1..4+.
    fn table(n: usize, round: u32) -> usize {
        let row = if n >= 5 { [2, 3, 4, 5] } else { [1, 2, 3, 3] };
        row[(round as usize).clamp(1, 4) - 1]
    }
    let (mut plays, mut phases) = (0, 0);
    for n in 2..=6 {
        for seed in 0..30u64 {
            let mut g = Tournoi::new(&TournoiOptions::default(), n, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed + 1000);
            let mut expected: Option<Vec<usize>> = None;
            let mut received = vec![0usize; n];
            while let Some(s) = g.first_actor() {
                let legal = g.legal_actions(s);
                let a = legal[rng.index(legal.len())];
                if let Phase::Melee { .. } = g.phase() {
                    let o = g.observe(s);
                    let hand = g.hand(s);
                    let leading = o.placed.is_empty() && o.dishonored.is_empty();
                    let crusaders = g.observe(s).heroes[s.index()] == Hero::Crusaders;
                    let suit_held = |x| hand.iter().any(|c| c.suit() == Some(x));
                    let ok = match (a, leading, o.led) {
                        (Action::Play(p), true, _) => {
                            !p.card.is_alchemy() || crusaders || hand.iter().all(|c| c.is_alchemy())
                        }
                        (Action::Play(p), false, Some(led)) => {
                            p.card.suit() == Some(led)
                                || p.card.is_enchanter()
                                || (p.card.is_alchemy() && (!suit_held(led) || crusaders))
                        }
                        (Action::Play(_), false, None) => true,
                        (Action::Dishonor(_), false, Some(led)) => {
                            !suit_held(led)
                                && !hand.iter().any(|c| c.is_enchanter() || c.is_alchemy())
                        }
                        _ => false,
                    };
                    assert!(ok, "TRN-15.4: {a:?} by {s} from {hand:?}, seed {seed}");
                    plays += 1;
                }
                if let (Phase::Godsend { .. }, Action::Take(_)) = (g.phase(), a) {
                    received[s.index()] += 1;
                }
                let before = g.clone();
                g.play(s, &a).expect("legal");
                if g.sheet().len() > before.sheet().len() && !g.is_over() {
                    // The injury step just ended: TRN-15.12, then the Godsend formula.
                    let w = g.sheet().last().expect("a round").clone();
                    let prev = before.dealer();
                    let order: Vec<Seat> = (1..=n)
                        .map(|k| Seat(((prev.index() + k) % n) as u8))
                        .collect();
                    let most = order.iter().map(|x| w[x.index()]).max().unwrap_or(0);
                    let dealer = *order
                        .iter()
                        .find(|x| w[x.index()] == most)
                        .expect("a knight");
                    assert_eq!(g.dealer(), dealer, "TRN-15.12, seed {seed}, {n} knights");
                    let health: Vec<u32> = (0..n).map(|i| g.health(Seat(i as u8))).collect();
                    let top = *health.iter().max().expect("knights");
                    let mut others: Vec<Seat> = order
                        .iter()
                        .copied()
                        .filter(|x| health[x.index()] < top)
                        .collect();
                    others.sort_by_key(|x| health[x.index()]);
                    let k = table(n, before.round()).min(others.len());
                    let mut want = vec![0usize; n];
                    for (r, x) in others.iter().enumerate() {
                        let gap = top - health[x.index()];
                        want[x.index()] =
                            usize::from(r < k) + usize::from(gap >= 100) + usize::from(gap >= 200);
                    }
                    // TRN-8.10: Perceval takes one more when he received any.
                    let heroes = g.observe(Seat(0)).heroes;
                    for (got, hero) in want.iter_mut().zip(heroes) {
                        if *got > 0 && hero == Hero::Perceval {
                            *got += 1;
                        }
                    }
                    expected = Some(want);
                }
                if g.round() > before.round() {
                    // The Godsend phase just ended (perhaps in the same step as the
                    // injury, when nobody receives): TRN-15.11.
                    if let Some(want) = expected.take() {
                        assert_eq!(received, want, "TRN-15.11, seed {seed}, {n} knights");
                        phases += 1;
                    }
                    received = vec![0; n];
                }
            }
        }
    }
    assert!(
        plays > 10_000 && phases > 100,
        "{plays} plays, {phases} Godsend phases checked"
    );
}
