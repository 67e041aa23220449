//! Chevaliers invariants (CHV-18): the engine's checker catches each broken state it is meant
//! to catch, and random playouts keep the invariants that only show across steps (swords
//! only grow or turn black, relics never return, closed quests never reopen, one accusation,
//! the per-turn limits). The state invariants after every action are the conformance
//! battery's (`conformance.rs`).

use crate::support;
use support::*;
use table_ronde::core::rng::GameRng;

fn broken(g: &Chevaliers, rule: &str) {
    match g.check_invariants() {
        Err(e) => assert!(e.starts_with(rule), "{rule} expected, got {e}"),
        Ok(()) => panic!("{rule}: the broken state passed"),
    }
}

#[test]
fn chv_18_fixtures_of_real_positions_pass() {
    let g = fx(4)
        .hand(0, "F1 F1 Me")
        .on(1, Quest::Lancelot)
        .knights_side(Quest::Lancelot, "F3 F3")
        .evil_down(Quest::Lancelot, "LD5", 2)
        .grail(2, "Desp Deso")
        .war_fights(War::Picts, "F1 F2")
        .warriors(War::Saxons, 3)
        .vivien()
        .heroism(Quest::Grail)
        .build();
    assert_eq!(
        g.check_invariants(),
        Ok(()),
        "CHV-18.1 / CHV-18.2 conservation"
    );
}

#[test]
fn chv_18_1_and_18_2_conservation_is_checked() {
    broken(
        &fx(3).hand(0, "Me Me Me Me Me Me Me Me").build(),
        "CHV-18.1",
    );
    broken(&fx(3).black_discard("Vivien Vivien").build(), "CHV-18.2");
}

#[test]
fn chv_18_4_more_than_sixteen_swords_is_caught() {
    broken(&fx(3).swords(11, 6).build(), "CHV-18.4");
}

#[test]
fn chv_18_5_twelve_engines_end_the_game() {
    let g = fx(3).engines(12).build();
    assert_eq!(
        g.winner(),
        Some(Side::Evil),
        "CHV-18.5 12 engines never stay in play"
    );
    assert_eq!(g.check_invariants(), Ok(()), "CHV-18.5");
}

#[test]
fn chv_18_6_to_18_11_broken_states_are_caught() {
    broken(&fx(3).war_fights(War::Picts, "F1 F3").build(), "CHV-18.6");
    broken(&fx(3).life(0, 0).build(), "CHV-18.7");
    broken(
        &fx(3).knights_side(Quest::BlackKnight, "F1 F2 F3").build(),
        "CHV-18.8",
    );
    broken(
        &fx(3)
            .on(0, Quest::BlackKnight)
            .on(1, Quest::BlackKnight)
            .build(),
        "CHV-18.9",
    );
    broken(
        &fx(3).unmasked(1).unmasked(2).active(0).build(),
        "CHV-18.10",
    );
    broken(
        &fx(3)
            .excalibur_closed()
            .dead(1)
            .holds(1, RelicKind::Excalibur)
            .build(),
        "CHV-18.11",
    );
}

/// What a playout compares between consecutive states.
#[derive(Clone, PartialEq, Debug)]
struct Snap {
    white: u8,
    black: u8,
    relics: [Relic; 3],
    open: [bool; 4],
    accused: Vec<bool>,
    unmasked: Vec<bool>,
}

fn snap(g: &Chevaliers) -> Snap {
    let b = g.board();
    let n = g.seat_count() as u8;
    Snap {
        white: b.white,
        black: b.black,
        relics: [b.armour, b.excalibur_relic, b.grail_relic],
        open: [
            b.stage != Stage::Closed,
            b.stage == Stage::Lancelot,
            b.excalibur_open,
            b.grail.open,
        ],
        accused: (0..n).map(|i| g.has_accused(s(i))).collect(),
        unmasked: (0..n).map(|i| g.is_unmasked(s(i))).collect(),
    }
}

#[test]
fn chv_18_4_and_18_9_to_18_12_hold_across_random_playouts() {
    for seed in 0..40 {
        let n = 3 + (seed % 5) as usize;
        let mut g = Chevaliers::new(&ChevaliersOptions::default(), n, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        let mut before = snap(&g);
        for _ in 0..4000 {
            let Some(seat) = decider(&g) else { break };
            let legal = g.legal_actions(seat);
            assert!(!legal.is_empty(), "CHV-18.14");
            let a = legal[rng.index(legal.len())];
            let turn = g.turn();
            let turns = g.turns();
            g.play(seat, &a).expect("legal");
            let now = snap(&g);
            // CHV-18.4: the total never falls, black never falls, white falls only by flips.
            assert!(
                now.white + now.black >= before.white + before.black,
                "CHV-18.4"
            );
            assert!(now.black >= before.black, "CHV-18.4 black never decreases");
            if now.white < before.white {
                let flipped = before.white - now.white;
                assert!(
                    now.black - before.black >= flipped,
                    "CHV-18.4 each flip: −1 W, +1 B"
                );
            }
            // CHV-18.9: closed quests never reopen; CHV-18.11: a relic never comes back.
            for k in 0..4 {
                assert!(now.open[k] <= before.open[k], "CHV-18.9 quest {k} reopened");
            }
            for k in 0..3 {
                if before.relics[k] == Relic::Gone {
                    assert_eq!(now.relics[k], Relic::Gone, "CHV-18.11 relic {k} returned");
                }
                if let (Relic::Held(x), Relic::Held(y)) = (before.relics[k], now.relics[k]) {
                    assert_eq!(x, y, "CHV-18.11 a relic changed hands");
                }
            }
            // CHV-18.10: one accusation each, one Traitor revealed, never hidden again.
            for i in 0..n {
                assert!(now.accused[i] >= before.accused[i], "CHV-18.10");
                assert!(now.unmasked[i] >= before.unmasked[i], "CHV-18.10");
            }
            assert!(
                now.unmasked.iter().filter(|u| **u).count() <= 1,
                "CHV-18.10"
            );
            // CHV-18.12: within a turn, once-a-turn flags only go from unused to used.
            if g.turns() == turns && g.winner().is_none() {
                let t = g.turn();
                assert!(
                    t.sacrificed >= turn.sacrificed && t.special >= turn.special,
                    "CHV-18.12"
                );
                if let (Some(x), Some(y)) = (turn.first, t.first) {
                    assert_eq!(x, y, "CHV-18.12 the first Heroic action's type stays");
                }
                if let Action::Sacrifice(h) = a {
                    assert_ne!(Some(h.kind()), turn.first, "CHV-18.12 different types");
                }
            }
            before = now;
        }
        assert!(g.winner().is_some(), "CHV-18.13 seed {seed} ends");
    }
}
