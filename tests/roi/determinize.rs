//! Hidden information in Roi and the search's simulations: what a seat can infer of the
//! other hands (ROI-11.3 to ROI-11.5), `determinize`, which re-deals what a seat cannot see
//! uniformly within that inference, and the rollout policy that plays simulations on.

use crate::support;

use std::collections::BTreeSet;
use support::{card, fill, game, play_seq};
use table_ronde::bot::RuleBased;
use table_ronde::core::cards::{Card, CardSet, Rank, Suit};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Roi, RoiOptions};

/// Random positions: every 7th position of seeded random games.
fn positions(seeds: std::ops::Range<u64>) -> Vec<Roi> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed + 99);
        let mut k = 0;
        while let Some(seat) = g.to_play() {
            if k % 7 == 0 {
                out.push(g.clone());
            }
            let l = g.legal_actions(seat);
            g.play(seat, &l[rng.index(l.len())]).expect("legal");
            k += 1;
        }
        out.push(g);
    }
    out
}

fn aces() -> CardSet {
    Card::deck().filter(|c| c.rank() == Rank::ACE).collect()
}

/// ROI-11.3: a seat that did not follow holds no card of the led suit for the rest of the
/// round; the other seats keep every unseen card as possible.
#[test]
fn roi_11_3_not_following_proves_a_void() {
    let hands = fill(["5H", "KS", "9H", "AC"], ["", "♥", "", "♥"], [None; 4]);
    let mut g = game(1, 3, &hands);
    play_seq(&mut g, "5H KS");
    let p = g.observe(Seat(0)).possible_cards();
    assert!(p[Seat(1)].of_suit(Suit::Hearts).is_empty());
    assert_eq!(
        p[Seat(2)].of_suit(Suit::Hearts).len(),
        12,
        "every heart but the 5♥ led"
    );
    assert_eq!(p[Seat(0)], g.hand(Seat(0)), "own hand is known");
    // Still true tricks later, and for every observer but the void seat itself.
    play_seq(&mut g, "9H AC");
    for obs in [Seat(0), Seat(2), Seat(3)] {
        let p = g.observe(obs).possible_cards();
        assert!(p[Seat(1)].of_suit(Suit::Hearts).is_empty(), "{obs}");
        assert!(p[Seat(3)].of_suit(Suit::Hearts).is_empty(), "{obs}");
    }
    assert_eq!(
        g.observe(Seat(1)).possible_cards()[Seat(1)],
        g.hand(Seat(1))
    );
}

/// ROI-11.4: in contract 1 a void seat's card was its highest rank: it holds nothing
/// higher afterwards, though cards of the same rank remain possible.
#[test]
fn roi_11_4_contract_1_discard_caps_the_rank() {
    let hands = fill(
        ["2H", "KD QS 2C", "", ""],
        ["", "♥", "", ""],
        [None, Some(14), None, None],
    );
    let mut g = game(0, 3, &hands);
    play_seq(&mut g, "2H KD");
    let p = g.observe(Seat(0)).possible_cards()[Seat(1)];
    assert!(
        p.intersection(aces()).is_empty(),
        "no ace after shedding a king"
    );
    // K♣ is the observer's own and K♥ is ruled out by the void: K♠ stays possible.
    assert!(
        p.contains(card("KS")),
        "a king of equal rank stays possible"
    );
    assert!(
        p.of_suit(Suit::Hearts).is_empty(),
        "and the void (ROI-11.3)"
    );
    // Not in contract 2: the same discard proves only the void.
    let mut g2 = game(1, 3, &hands);
    play_seq(&mut g2, "2H KD");
    let p2 = g2.observe(Seat(0)).possible_cards()[Seat(1)];
    assert!(p2.contains(card("AS")) && p2.contains(card("AD")), "{p2:?}");
}

/// ROI-11.5: in contracts 7–10 a void seat that does not trump may still hold trumps.
#[test]
fn roi_11_5_not_trumping_proves_nothing_about_trumps() {
    let hands = fill(["4C", "2S 3H 4H", "", ""], ["", "♣", "", ""], [None; 4]);
    let mut g = game(8, 3, &hands);
    play_seq(&mut g, "4C 2S");
    let p = g.observe(Seat(0)).possible_cards()[Seat(1)];
    assert!(p.of_suit(Suit::Clubs).is_empty());
    assert_eq!(g.hand(Seat(0)).of_suit(Suit::Hearts).len(), 0);
    assert_eq!(
        p.of_suit(Suit::Hearts).len(),
        13,
        "every trump still possible: {p:?}"
    );
}

/// ROI-11.3, ROI-11.4: the inference is sound: over many random positions every other
/// seat's real hand lies within its possible cards, for every observer.
#[test]
fn roi_11_3_11_4_inference_never_excludes_a_real_card() {
    for g in positions(0..30) {
        for obs in Seat::all(4) {
            let p = g.observe(obs).possible_cards();
            for s in Seat::all(4) {
                assert_eq!(g.hand(s).minus(p[s]), CardSet::EMPTY, "{obs} about {s}");
                if s == obs {
                    assert_eq!(p[s], g.hand(s));
                }
            }
        }
    }
}

/// ROI-11.1, ROI-11.3, ROI-11.4: `determinize` keeps the seat's observation (own hand, hand
/// sizes, everything public), gives each other seat only cards it may hold, and keeps
/// the deck whole.
#[test]
fn roi_11_determinize_keeps_observation_and_respects_inference() {
    let mut rng = GameRng::from_seed(5);
    for g in positions(0..40) {
        for seat in Seat::all(4) {
            let obs = g.observe(seat);
            let possible = obs.possible_cards();
            let d = g.determinize(seat, &mut rng);
            assert_eq!(d.observe(seat), obs);
            assert_eq!(d.actors(), g.actors());
            assert_eq!(d.legal_actions(seat), g.legal_actions(seat));
            assert_eq!(d.check_invariants(), Ok(()));
            let mut all = CardSet::EMPTY;
            for s in Seat::all(4) {
                assert_eq!(d.hand(s).len(), g.hand(s).len());
                assert_eq!(
                    d.hand(s).minus(possible[s]),
                    CardSet::EMPTY,
                    "{s} outside inference"
                );
                all = all.union(d.hand(s));
            }
            let held = Seat::all(4).fold(CardSet::EMPTY, |a, s| a.union(g.hand(s)));
            assert_eq!(all, held, "the same cards are still in play");
        }
    }
}

/// ROI-11.1: the opponents' cards really vary: different rngs give different hidden hands
/// (at the start of a round, 20 samples give 20 different deals).
#[test]
fn roi_11_determinize_varies_hidden_hands() {
    let g = Roi::new(&RoiOptions::default(), 4, 77).expect("setup");
    let mut samples = BTreeSet::new();
    for k in 0..20 {
        let d = g.determinize(Seat(2), &mut GameRng::from_seed(k));
        assert_eq!(d.hand(Seat(2)), g.hand(Seat(2)));
        samples.insert(Seat::all(4).map(|s| d.hand(s).0).collect::<Vec<u64>>());
    }
    assert_eq!(samples.len(), 20);
    // Mid-round with voids shown, the samples still differ and still respect them.
    let mut varied = 0;
    for g in positions(0..10)
        .into_iter()
        .filter(|g| g.tricks().len() == 5)
    {
        let seat = g.to_play().expect("to play");
        let set: BTreeSet<Vec<u64>> = (0..8)
            .map(|k| {
                let d = g.determinize(seat, &mut GameRng::from_seed(k));
                Seat::all(4).map(|s| d.hand(s).0).collect()
            })
            .collect();
        varied += usize::from(set.len() > 1);
    }
    assert!(varied >= 5, "{varied}");
}

/// Determinizing also reseeds chance (so a bot cannot foresee the next deal), and a
/// finished game determinizes to itself as far as any seat can see.
#[test]
fn roi_11_determinize_reseeds_the_next_deals() {
    let mut g = Roi::new(&RoiOptions::default(), 4, 12).expect("setup");
    let mut rng = GameRng::from_seed(12);
    while g.tricks().len() < 12 {
        let s = g.to_play().expect("to play");
        let l = g.legal_actions(s);
        g.play(s, &l[rng.index(l.len())]).expect("legal");
    }
    let mut d = g.determinize(Seat(0), &mut GameRng::from_seed(1));
    for x in [&mut g, &mut d] {
        while x.round() == 0 {
            let s = x.to_play().expect("to play");
            let c = x.legal_actions(s)[0];
            x.play(s, &c).expect("last trick");
        }
    }
    assert_eq!(g.round(), 1);
    assert_ne!(
        g.hand(Seat(0)),
        d.hand(Seat(0)),
        "the next deal is not foreseeable"
    );
    let end = positions(3..4).pop().expect("a game");
    assert!(end.is_over());
    for s in Seat::all(4) {
        assert_eq!(end.determinize(s, &mut rng).observe(s), end.observe(s));
    }
}

/// ROI-11.2 / ROI-5.4: the last finished trick is public and stays visible after the 13th
/// trick closes a round and the next round is dealt.
#[test]
fn roi_11_2_last_trick_is_public_across_the_end_of_a_round() {
    use table_ronde::core::game::Game;
    use table_ronde::games::roi::{Roi, RoiOptions, SEATS, TRICKS};
    let mut g = Roi::new(&RoiOptions::default(), 4, 5).expect("setup");
    assert_eq!(g.last_trick(), None);
    let mut log = Vec::new();
    for n in 1..=(TRICKS * SEATS + 2) {
        let seat = g.to_play().expect("in play");
        let c = g.legal_actions(seat)[0];
        g.play(seat, &c).expect("legal");
        log.push((seat, c));
        if n % SEATS == 0 && n < TRICKS * SEATS {
            assert_eq!(g.last_trick(), g.tricks().last(), "mid-round");
        }
    }
    assert!(g.tricks().is_empty(), "a new round has begun");
    let t = g.last_trick().expect("the 13th trick is kept");
    assert_eq!(t.cards, log[48..52].to_vec());
    for s in table_ronde::core::seats::Seat::all(4) {
        assert_eq!(g.observe(s).last_trick.as_ref(), Some(t));
    }
}

/// ROI-10.1 / ROI-11.6: the refusal computed from a seat's observation (what the bot and the
/// table's disabled cards use) is exactly the engine's refusal, for every card of the deck.
#[test]
fn roi_10_1_observed_checks_equal_the_engine_checks() {
    use table_ronde::core::cards::Card;
    use table_ronde::core::game::Game;
    use table_ronde::core::rng::GameRng;
    use table_ronde::core::seats::Seat;
    use table_ronde::games::roi::legal::{check, check_observed, observed_legal};
    use table_ronde::games::roi::{Roi, RoiOptions};
    let mut rng = GameRng::from_seed(10);
    let mut g = Roi::new(&RoiOptions::default(), 4, 77).expect("setup");
    let mut checked = 0;
    while let Some(turn) = g.to_play() {
        for seat in Seat::all(4) {
            let obs = g.observe(seat);
            for c in Card::deck() {
                assert_eq!(check_observed(&obs, c), check(&g, seat, c), "{seat} {c}");
                checked += 1;
            }
            assert_eq!(observed_legal(&obs), g.legal_actions(seat));
        }
        let legal = g.legal_actions(turn);
        let c = legal[rng.index(legal.len())];
        g.play(turn, &c).expect("legal");
    }
    let over = g.observe(Seat(0));
    assert!(
        check_observed(&over, Card::deck().next().unwrap()).is_err(),
        "ROI-10.7"
    );
    assert_eq!(checked, 520 * 4 * 52);
}

// ---- the determinization IS-MCTS calls once per iteration -------------------------------

/// ROI-11.3, ROI-11.4: the inference read straight from the state (what `determinize`
/// uses) is exactly the observation's, for every observer of many random positions.
#[test]
fn roi_11_3_11_4_state_inference_equals_the_observations() {
    for g in positions(0..40) {
        for seat in Seat::all(4) {
            assert_eq!(
                g.possible_cards(seat),
                g.observe(seat).possible_cards(),
                "{seat} at {:?}",
                g.current_trick()
            );
        }
    }
}

/// ROI-11.6: the re-deal is a function of the seat's observation and the rng alone. Two
/// positions that differ only in how the cards `seat` cannot see lie (the second is itself
/// a re-deal of the first) give the identical state with the same seed, and leave the rng
/// in the same place.
#[test]
fn roi_11_6_determinize_ignores_where_hidden_cards_really_are() {
    let mut redeal = GameRng::from_seed(31);
    let mut moved = 0;
    for (i, g) in positions(0..40).into_iter().enumerate() {
        for seat in Seat::all(4) {
            let other = g.determinize(seat, &mut redeal);
            assert_eq!(other.observe(seat), g.observe(seat));
            moved += usize::from(Seat::all(4).any(|s| other.hand(s) != g.hand(s)));
            for k in 0..3 {
                let seed = (i as u64) << 8 | k;
                let (mut r1, mut r2) = (GameRng::from_seed(seed), GameRng::from_seed(seed));
                let a = g.determinize(seat, &mut r1);
                let b = other.determinize(seat, &mut r2);
                assert_eq!(a, b, "{seat}, position {i}");
                assert_eq!(r1, r2, "the same draws were used");
            }
        }
    }
    assert!(moved > 1000, "hidden cards really moved in {moved} cases");
}

/// Every deal of the hidden cards that `seat` cannot rule out, found by brute force from
/// the observation (its inferred possible cards and the hand sizes): independent of the
/// engine's counting. Each deal is the other seats' hands, in seat order.
fn consistent_deals_brute_force(g: &Roi, seat: Seat) -> Vec<[CardSet; 4]> {
    let obs = g.observe(seat);
    let possible = obs.possible_cards();
    let others: Vec<Seat> = Seat::all(4).filter(|s| *s != seat).collect();
    let pool: Vec<Card> = others
        .iter()
        .fold(CardSet::EMPTY, |a, s| a.union(possible[*s]))
        .to_vec();
    assert!(pool.len() <= 12, "brute force only for small positions");
    let mut out = Vec::new();
    for code in 0..3usize.pow(pool.len() as u32) {
        let mut hands = [CardSet::EMPTY; 4];
        hands[seat.index()] = g.hand(seat);
        let mut x = code;
        for c in &pool {
            hands[others[x % 3].index()].insert(*c);
            x /= 3;
        }
        let fits = others.iter().all(|s| {
            hands[s.index()].len() == usize::from(obs.hand_sizes[*s])
                && hands[s.index()].minus(possible[*s]).is_empty()
        });
        if fits {
            out.push(hands);
        }
    }
    out
}

/// Checks that `determinize` from `seat` draws every consistent deal of `g` equally
/// often: `per_deal` samples per deal on average, each count within 25 % of that, and a
/// chi-square statistic within six standard deviations of its mean. Returns the number of
/// consistent deals.
fn assert_uniform(g: &Roi, seat: Seat, per_deal: usize, seed: u64) -> usize {
    let deals = consistent_deals_brute_force(g, seat);
    let n = deals.len();
    assert_eq!(
        g.consistent_deals(seat),
        n as u64,
        "the engine counts the same"
    );
    let mut counts: std::collections::BTreeMap<[u64; 4], usize> =
        deals.iter().map(|d| (d.map(|h| h.0), 0)).collect();
    let mut rng = GameRng::from_seed(seed);
    let samples = per_deal * n;
    for _ in 0..samples {
        let d = g.determinize(seat, &mut rng);
        let key = [0, 1, 2, 3].map(|s| d.hand(Seat(s)).0);
        *counts
            .get_mut(&key)
            .expect("only consistent deals are drawn") += 1;
    }
    let expected = per_deal as f64;
    let mut chi2 = 0.0;
    for (deal, k) in &counts {
        let k = *k as f64;
        assert!(
            (k - expected).abs() <= 0.25 * expected,
            "deal {deal:?} drawn {k} times, expected {expected}"
        );
        chi2 += (k - expected) * (k - expected) / expected;
    }
    let dof = (n - 1) as f64;
    assert!(
        chi2 <= dof + 6.0 * (2.0 * dof).sqrt(),
        "chi2 {chi2} for {dof} dof"
    );
    n
}

/// The first position after `tricks` tricks of a seeded random game in `round` (0-based)
/// where some other seat's inference rules deals out for the seat to play, searching
/// seeds from `seed`.
fn constrained_position(round: usize, tricks: usize, seed: u64, cap: bool) -> (Roi, Seat) {
    for seed in seed..seed + 500 {
        let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while g.round() < round || g.tricks().len() < tricks {
            let s = g.to_play().expect("to play");
            let l = g.legal_actions(s);
            g.play(s, &l[rng.index(l.len())]).expect("legal");
        }
        let seat = g.to_play().expect("to play");
        let possible = g.observe(seat).possible_cards();
        let unseen = Seat::all(4)
            .filter(|s| *s != seat)
            .fold(CardSet::EMPTY, |a, s| a.union(g.hand(s)));
        let voids = Seat::all(4)
            .filter(|s| *s != seat)
            .filter(|s| possible[*s] != unseen)
            .count();
        // A rank cap shows as a missing card of a suit the seat may still hold.
        let capped = Seat::all(4).filter(|s| *s != seat).any(|s| {
            Suit::ALL.iter().any(|su| {
                let p = possible[s].of_suit(*su);
                !p.is_empty() && p != unseen.of_suit(*su)
            })
        });
        if voids >= 2 && (!cap || capped) {
            return (g, seat);
        }
    }
    panic!("no constrained position found");
}

/// ROI-11.3, ROI-11.4: late in a contract-1 round, with voids and rank caps shown, every
/// deal the seat cannot rule out is drawn equally often, and no other deal ever is.
#[test]
fn roi_11_3_11_4_determinize_is_uniform_over_consistent_deals_contract_1() {
    let (g, seat) = constrained_position(0, 10, 1, true);
    let total = 9 * 8 * 7 * 6 * 5 * 4 / (6 * 6); // 9!/(3!3!3!) = 1680 deals without inference
    let n = assert_uniform(&g, seat, 400, 7);
    assert!((2..total).contains(&n), "{n} consistent deals");
}

/// ROI-11.3, ROI-11.5: the same in a trump contract, where voids are inferred but not
/// trumping proves nothing about trumps.
#[test]
fn roi_11_3_11_5_determinize_is_uniform_over_consistent_deals_trumps() {
    let (g, seat) = constrained_position(8, 10, 40, false);
    let n = assert_uniform(&g, seat, 400, 8);
    assert!((2..1680).contains(&n), "{n} consistent deals");
}

/// ROI-11.1: with nothing inferred yet (the first card of a round), every one of the three
/// other hands is equally likely to hold any hidden card: over 6,000 re-deals each of the
/// 39 hidden cards lands with each seat about a third of the time.
#[test]
fn roi_11_1_determinize_spreads_hidden_cards_evenly_at_the_start() {
    let g = Roi::new(&RoiOptions::default(), 4, 3).expect("setup");
    let seat = g.to_play().expect("to play");
    let mut tally = [[0u32; 4]; 52];
    let mut rng = GameRng::from_seed(4);
    let n = 6000;
    for _ in 0..n {
        let d = g.determinize(seat, &mut rng);
        for s in Seat::all(4) {
            for c in d.hand(s).iter() {
                tally[usize::from(c.index())][s.index()] += 1;
            }
        }
    }
    for c in Card::deck() {
        for s in Seat::all(4).filter(|s| *s != seat) {
            let k = tally[usize::from(c.index())][s.index()];
            if g.hand(seat).contains(c) {
                assert_eq!(k, 0);
            } else {
                assert!((1800..2200).contains(&k), "{c} with {s}: {k} of {n}");
            }
        }
    }
}

// ---- the rollout policy -------------------------------------------------------------------

/// ROI-4 / ROI-9.6: the rollout policy always plays a legal card for the seat to play and
/// nothing for the others (or once the game is over), at every 7th position of 40 random
/// games, for every seat and several seeds.
#[test]
fn roi_4_rollout_plays_only_legal_cards() {
    let mut checked = 0;
    for g in positions(0..40) {
        for seat in Seat::all(4) {
            for k in 0..6 {
                let c = Roi::rollout(&g, seat, &mut GameRng::from_seed(k));
                if g.to_play() == Some(seat) {
                    let c = c.expect("a card for the seat to play");
                    assert!(g.legal_actions(seat).contains(&c), "{seat} {c}");
                    checked += 1;
                } else {
                    assert_eq!(c, None, "{seat} is not to play");
                }
            }
        }
    }
    assert!(checked > 15_000, "{checked}");
}

/// ROI-9.1 to ROI-9.8: whole games played by the rollout policy at every seat keep every
/// invariant and add up to −60 (ROI-3.12).
#[test]
fn roi_9_rollout_games_keep_the_invariants() {
    for seed in 0..15 {
        let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(seat) = g.to_play() {
            let c = Roi::rollout(&g, seat, &mut rng).expect("a card");
            g.play(seat, &c).expect("legal");
            assert_eq!(g.check_invariants(), Ok(()));
        }
        assert_eq!(g.totals().values().sum::<i32>(), -60);
    }
}

/// How often (of 200 seeds) the rollout policy plays `expected` in `g`.
fn rollout_share(g: &Roi, expected: &[Card]) -> usize {
    let seat = g.to_play().expect("to play");
    (0..200)
        .filter(|k| {
            let c = Roi::rollout(g, seat, &mut GameRng::from_seed(*k)).expect("a card");
            expected.contains(&c)
        })
        .count()
}

/// ROI-3.1: in contract 1 a follower ducks with its highest card under the winning one
/// (most of the time: one card in eight is random).
#[test]
fn roi_3_1_rollout_ducks_with_the_highest_card_under() {
    let hands = fill(["9S", "2S 8S 10S KS", "", ""], [""; 4], [None; 4]);
    let mut g = game(0, 3, &hands);
    play_seq(&mut g, "9S");
    assert!(rollout_share(&g, &[card("8S")]) >= 160);
}

/// ROI-3.2: in contract 2 a void seat throws its highest heart.
#[test]
fn roi_3_2_rollout_void_dumps_the_highest_heart() {
    let hands = fill(["9S", "AH 3H 2D", "", ""], ["", "♠", "", ""], [None; 4]);
    let mut g = game(1, 3, &hands);
    play_seq(&mut g, "9S");
    assert!(rollout_share(&g, &[card("AH")]) >= 160);
}

/// ROI-3.5: in contract 5 a void seat throws a king before its aces.
#[test]
fn roi_3_5_rollout_void_discards_a_king() {
    let hands = fill(["9S", "KD AC AD 2H", "", ""], ["", "♠", "", ""], [None; 4]);
    let mut g = game(4, 3, &hands);
    play_seq(&mut g, "9S");
    let kings: Vec<Card> = g
        .hand(Seat(1))
        .iter()
        .filter(|c| c.rank() == Rank::KING)
        .collect();
    assert!(rollout_share(&g, &kings) >= 160);
}

/// ROI-3.7, ROI-5.1: in a trump contract the last seat wins as cheaply as it can.
#[test]
fn roi_3_7_rollout_wins_cheaply() {
    let hands = fill(["9D", "2D", "5D", "10D QD AD"], [""; 4], [None; 4]);
    let mut g = game(6, 3, &hands);
    play_seq(&mut g, "9D 2D 5D");
    assert!(rollout_share(&g, &[card("10D")]) >= 160);
}

/// ROI-3.7, ROI-5.2: void in the led suit, it ruffs with its lowest trump; when a higher
/// trump already wins, it throws its lowest side card instead of a trump.
#[test]
fn roi_3_7_rollout_ruffs_low_or_throws_low() {
    let hands = fill(["9D", "3C 9C AC 4H", "", ""], ["", "♦", "", ""], [None; 4]);
    let mut g = game(6, 3, &hands);
    play_seq(&mut g, "9D");
    assert!(rollout_share(&g, &[card("3C")]) >= 160);
    let hands = fill(
        ["9D", "KC", "3C 9C 4H 2S", ""],
        ["", "♦", "♦", ""],
        [None; 4],
    );
    let mut g = game(6, 3, &hands);
    play_seq(&mut g, "9D KC");
    let low = g
        .hand(Seat(2))
        .iter()
        .filter(|c| c.suit() != Suit::Clubs)
        .min_by_key(|c| c.rank())
        .expect("a side card");
    assert!(rollout_share(&g, &[low]) >= 160, "{low}");
}

/// ROI-3.1 to ROI-3.10: the rollout policy beats random play clearly. Two policy seats and
/// two random seats, seats swapped between the two halves of the deals, over 30 games.
#[test]
fn roi_3_rollout_policy_beats_random_play() {
    let (mut policy, mut random) = (0i64, 0i64);
    for seed in 0..30u64 {
        let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let smart = |s: Seat| (s.index() + seed as usize).is_multiple_of(2);
        while let Some(seat) = g.to_play() {
            let c = if smart(seat) {
                Roi::rollout(&g, seat, &mut rng).expect("a card")
            } else {
                let l = g.legal_actions(seat);
                l[rng.index(l.len())]
            };
            g.play(seat, &c).expect("legal");
        }
        for (s, t) in g.totals().iter() {
            *(if smart(s) { &mut policy } else { &mut random }) += i64::from(*t);
        }
    }
    let per_game = (policy - random) as f64 / 60.0;
    assert!(per_game > 50.0, "policy {policy}, random {random}");
}
