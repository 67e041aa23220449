//! Hidden information in Roi: what a seat can infer of the other hands (ROI-11.3 to
//! ROI-11.5) and `determinize`, which re-deals what a seat cannot see within that inference.

#[path = "support/roi.rs"]
mod support;

use std::collections::BTreeSet;
use support::{card, fill, game, play_seq};
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
