//! What a position is worth at the end of a turn: the Loyal side's chance to win the game
//! (issue 14: Hard's horizon value).
//!
//! A search stops its simulations at the end of the current turn and must then judge the
//! position. Normal reads [`loyal_standing`](super::heuristics::loyal_standing), a hand-set
//! sum; Hard reads a logistic regression, `P(Loyal wins) = 1 / (1 + exp(−w·f))`, on the
//! features below, fitted by maximum likelihood on the ends of the turns of games played
//! by the rule-based knights (`examples/horizon_value.rs chevaliers`), each labelled with
//! whether the Loyal side won in the end (CHV-14.3, CHV-14.4). The run and its fit are in
//! docs/arena.md.

use super::actions::{Quest, War};
use super::cards::Loyalty;
use super::state::Chevaliers;
use crate::core::game::Side;
use crate::core::seats::PerSeat;

/// How many features a position has.
pub const FEATURES: usize = 16;

/// The position's features, from the Loyal side: a constant; the swords (white, black,
/// and the margin weighted by how near the final count is, CHV-14.3); the siege (engines,
/// and their square: the twelfth loses, CHV-14.2); the wars' warriors and fights; the
/// Grail's and Excalibur's progress; the three combats' margins; the living Loyal
/// knights' Life and cards; the relics they hold; and a hidden Traitor still alive (who
/// will turn two swords, CHV-14.3). Dead knights are not a feature of their own: in the
/// fitted games they went with winning positions (a knight sacrificed for a last quest),
/// and a search that read them so would spend its knights; their lost Life and cards say
/// enough.
#[must_use]
pub fn features(g: &Chevaliers) -> [f64; FEATURES] {
    let b = &g.board;
    let (white, black) = (f64::from(b.white), f64::from(b.black));
    let engines = f64::from(b.engines);
    let warriors: f64 = War::BOTH
        .iter()
        .map(|w| f64::from(b.war(*w).warriors))
        .sum();
    let fights: f64 = War::BOTH
        .iter()
        .map(|w| b.war(*w).fights.len() as f64)
        .sum();
    let (grails, grail_blacks) = if b.grail.open {
        (f64::from(b.grail.grails), b.grail.blacks.len() as f64)
    } else {
        (0.0, 0.0)
    };
    let excalibur = if b.excalibur_open {
        f64::from(b.excalibur)
    } else {
        0.0
    };
    let combats: f64 = [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon]
        .into_iter()
        .filter(|q| b.is_active(*q))
        .map(|q| {
            let knights: f64 = b.combat(q).knights.iter().map(|v| f64::from(*v)).sum();
            knights - f64::from(g.evil_total(q))
        })
        .sum();
    let (mut life, mut cards, mut traitor) = (0.0, 0.0, 0.0);
    for s in 0..g.n {
        match (g.loyalty[s], g.alive[s]) {
            (Loyalty::Loyal, true) => {
                life += f64::from(g.life[s]);
                cards += g.hands[s].len().min(10) as f64;
            }
            (Loyalty::Traitor, true) if !g.unmasked[s] => traitor = 1.0,
            _ => {}
        }
    }
    let relics = [b.armour, b.excalibur_relic, b.grail_relic]
        .into_iter()
        .filter(|r| {
            r.holder()
                .is_some_and(|h| g.loyalty[h.index()] == Loyalty::Loyal)
        })
        .count() as f64;
    [
        1.0,
        white,
        black,
        (white - black) * (white + black) / 12.0,
        engines,
        engines * engines / 12.0,
        warriors,
        fights,
        grails,
        grail_blacks,
        excalibur,
        combats,
        life,
        cards,
        relics,
        traitor,
    ]
}

/// The fitted weights (`examples/horizon_value.rs chevaliers`; docs/arena.md).
pub const WEIGHTS: [f64; FEATURES] = [
    -5.5427, 0.1150, -0.0735, 0.6600, -0.0821, -0.0930, -0.1825, 0.2704, 0.1577, -0.1858, 0.3331,
    0.0190, 0.0921, 0.0823, 0.0739, -1.5580,
];

/// The Loyal side's chance to win by the logistic regression with weights `w`; a
/// finished game is worth 1 or 0 (`exp` through `libm`, so native and wasm agree).
#[must_use]
pub fn loyal_chance(g: &Chevaliers, w: &[f64; FEATURES]) -> f64 {
    match g.winner {
        Some(Side::Loyal) => 1.0,
        Some(Side::Evil) => 0.0,
        None => {
            let x: f64 = features(g).iter().zip(w).map(|(f, w)| f * w).sum();
            1.0 / (1.0 + libm::exp(-x))
        }
    }
}

/// Each seat's return under [`loyal_chance`]: the Loyal knights share it, a Traitor has
/// the rest (CHV-14.4).
#[must_use]
pub fn chances(g: &Chevaliers, w: &[f64; FEATURES]) -> PerSeat<f64> {
    let p = loyal_chance(g, w);
    PerSeat::from_fn(g.n, |s| match g.loyalty[s.index()] {
        Loyalty::Loyal => p,
        Loyalty::Traitor => 1.0 - p,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::policy::RuleBased;
    use crate::games::chevaliers::options::{ChevaliersOptions, LoyaltyPool};

    fn dealt(pool: LoyaltyPool) -> Chevaliers {
        let options = ChevaliersOptions {
            loyalty_pool: pool,
            ..ChevaliersOptions::default()
        };
        Chevaliers::new(&options, 4, 5).expect("a deal")
    }

    /// The fitted value reads the sword race and the siege the way the rules decide the
    /// game: white swords help, black swords and siege engines hurt (CHV-14.2, CHV-14.3),
    /// and a hidden Traitor still alive, who turns two swords at the count, hurts.
    #[test]
    fn chv_14_the_value_follows_the_swords_the_siege_and_the_traitor() {
        let g = dealt(LoyaltyPool::NoTraitor);
        let p = loyal_chance(&g, &WEIGHTS);
        assert!(p > 0.0 && p < 1.0, "{p}");
        let with = |f: &dyn Fn(&mut Chevaliers)| {
            let mut h = g.clone();
            f(&mut h);
            loyal_chance(&h, &WEIGHTS)
        };
        assert!(with(&|h| h.board.white = 6) > p);
        assert!(with(&|h| h.board.black = 4) < p);
        assert!(with(&|h| h.board.engines = 9) < p);
        let t = dealt(LoyaltyPool::GuaranteedTraitor);
        let hidden = loyal_chance(&t, &WEIGHTS);
        let mut unmasked = t.clone();
        let traitor = (0..4)
            .find(|s| t.loyalty[*s] == Loyalty::Traitor)
            .expect("dealt");
        unmasked.unmasked[traitor] = true;
        assert!(loyal_chance(&unmasked, &WEIGHTS) > hidden);
    }

    /// CHV-14.4: the Loyal knights share the chance, the Traitor has the rest; a finished
    /// game is worth exactly its result.
    #[test]
    fn chv_14_4_loyal_knights_share_the_chance_and_the_traitor_has_the_rest() {
        let mut g = dealt(LoyaltyPool::GuaranteedTraitor);
        let c = chances(&g, &WEIGHTS);
        let p = loyal_chance(&g, &WEIGHTS);
        for s in crate::core::seats::Seat::all(4) {
            let want = if g.loyalty[s.index()] == Loyalty::Loyal {
                p
            } else {
                1.0 - p
            };
            assert!((c[s] - want).abs() < 1e-15, "{s}");
        }
        g.winner = Some(Side::Evil);
        assert_eq!(loyal_chance(&g, &WEIGHTS), 0.0);
        assert_eq!(g.horizon_value(), g.returns());
    }
}
