//! The shared conformance battery on Les Chevaliers (CHV-18), for every knight count and the
//! options that change the flow. After every action the battery runs the engine's
//! invariants (`games/chevaliers/invariants.rs`: CHV-18.1 to CHV-18.11 and CHV-18.14) and
//! itself checks termination (CHV-18.13), replay (CHV-18.16) and observation purity through
//! `determinize` (CHV-18.15).

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::{Game, Side};
use table_ronde::games::chevaliers::{Chevaliers, ChevaliersOptions, Loyalty, options};

fn battery(seats: usize, games: u64, opts: &ChevaliersOptions) {
    let cfg = Battery {
        games,
        deep_every: 40,
        link_every: 10,
        max_actions: 200_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Chevaliers>(opts, seats, &cfg, |g| {
        // CHV-14.4: a side always wins; the winners are the seats of that side.
        let o = g.outcome().expect("outcome");
        let side = o.side.expect("CHV-14.4: a side");
        for w in &o.winners {
            let want = if side == Side::Loyal {
                Loyalty::Loyal
            } else {
                Loyalty::Traitor
            };
            assert_eq!(g.loyalty(*w), want, "CHV-14.4");
        }
        if side == Side::Loyal {
            assert!(
                g.board().white > g.board().black,
                "CHV-14.3: a white majority"
            );
        }
        // CHV-18.13: within 3,000 turns.
        assert!(g.turns() <= 3000, "CHV-18.13: {} turns", g.turns());
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} knights: {report:?}");
}

#[test]
fn chv_18_battery_three_knights() {
    battery(3, 150, &ChevaliersOptions::default());
}

#[test]
fn chv_18_battery_five_knights() {
    battery(5, 120, &ChevaliersOptions::default());
}

#[test]
fn chv_18_battery_seven_knights() {
    battery(7, 100, &ChevaliersOptions::default());
}

#[test]
fn chv_18_battery_every_option_changed() {
    let o = ChevaliersOptions {
        knight_assignment: options::KnightAssignment::Choose,
        loyalty_pool: options::LoyaltyPool::GuaranteedTraitor,
        heal_allows_merlin_triplet: false,
        excalibur_half_track: 3,
        excalibur_in_siege: false,
        kay_in_siege: false,
        voluntary_traitor_reveal: true,
        dead_traitor_flips: false,
        reshuffle_both: false,
        free_chat: true,
        manifest: options::Manifest::Standard,
    };
    battery(4, 80, &o);
    for pool in [
        options::LoyaltyPool::AllEight,
        options::LoyaltyPool::NoTraitor,
    ] {
        battery(
            6,
            40,
            &ChevaliersOptions {
                loyalty_pool: pool,
                ..ChevaliersOptions::default()
            },
        );
    }
}
