//! Tafelrunde hidden information (TAF-13): what each seat observes, the re-deal of what it
//! cannot see, and bots that read only their observation; then every option of TAF-14 that
//! can be switched, each changing the behaviour its `options.rs` comment documents.

use crate::support;

use support::{
    S0, S1, S2, S3, at_sword, hand, legal_cards, moved_with, ok, play, play_hand, plays, refused,
    rest_of_deck, sorted, stock_counts, table, table_with, within,
};
use table_ronde::bot::ignores_hidden;
use table_ronde::bot::ismcts::{SearchConfig, search};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::{cards, counts};
use table_ronde::games::tafelrunde::heuristics::decide;
use table_ronde::games::tafelrunde::options::Reshuffle;
use table_ronde::games::tafelrunde::{
    Action, Card, Colour, Phase, Tafelrunde, TafelrundeError as E, TafelrundeObservation,
    TafelrundeOptions,
};

fn opts() -> TafelrundeOptions {
    TafelrundeOptions::default()
}

/// A four-player game dealt by seat 3 from `deck` (seat `k` gets cards `k`, `k + 4`, … of
/// the first 32; the other 40 are the stock, card 32 on top).
fn dealt(deck: &[Card]) -> Tafelrunde {
    Tafelrunde::from_deck(opts(), 4, S3, deck, GameRng::from_seed(7))
}

/// Two games that differ only in one card exchanged between seat 1's hand and the stock,
/// and in the order of the stock.
fn twins() -> (Tafelrunde, Tafelrunde) {
    let a = Card::deck();
    let mut b = a.clone();
    b.swap(1, 40);
    b[32..].reverse();
    let (ga, gb) = (dealt(&a), dealt(&b));
    assert_ne!(hand(&ga, S1), hand(&gb, S1));
    (ga, gb)
}

/// The observation without the observer's own seat and hand: what everybody sees.
fn public(o: &TafelrundeObservation) -> TafelrundeObservation {
    TafelrundeObservation {
        seat: S0,
        hand: Vec::new(),
        ..o.clone()
    }
}

/// Random legal play of a seeded game; `each` sees every position before its action.
fn random_game(n: usize, seed: u64, mut each: impl FnMut(&Tafelrunde)) {
    let mut g = Tafelrunde::new(&opts(), n, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xface);
    while let Some(s) = g.first_actor() {
        support::bounded(&g);
        each(&g);
        let legal = g.legal_actions(s);
        ok(&mut g, s, legal[rng.index(legal.len())]);
    }
}

/// TAF-13.1: the other hands and the stock's order are hidden: seats 0, 2 and 3 cannot tell
/// the twins apart (seat 1 can), and nobody can tell two stock orders apart.
#[test]
fn taf_13_1_other_hands_and_stock_order_are_hidden() {
    let (mut ga, mut gb) = twins();
    assert_ne!(ga, gb);
    for s in [S0, S2, S3] {
        assert_eq!(ga.observe(s), gb.observe(s), "{s}");
    }
    assert_ne!(ga.observe(S1), gb.observe(S1));
    let c = hand(&ga, S0)[0];
    ok(&mut ga, S0, Action::Play(c));
    ok(&mut gb, S0, Action::Play(c));
    assert_eq!(ga.observe(S2), gb.observe(S2), "after a public card");
    let deck = Card::deck();
    let mut other = deck.clone();
    other[32..].reverse();
    let (ga, gb) = (dealt(&deck), dealt(&other));
    assert_ne!(ga, gb);
    for s in Seat::all(4) {
        assert_eq!(ga.observe(s), gb.observe(s), "stock order, {s}");
    }
}

/// TAF-13.2: every seat sees the same public table — played cards, discard pile, pawns,
/// ladder, dealer, the pending or postponed decision, hand and stock sizes — and it is the
/// engine's; its own hand is its hand.
#[test]
fn taf_13_2_public_information() {
    for n in [2, 4, 6] {
        random_game(n, 13, |g| {
            let o0 = g.observe(S0);
            assert_eq!(o0.discard, g.discard());
            assert_eq!(o0.trick, g.trick());
            assert_eq!(
                (o0.pawns.as_slice(), o0.ladder.as_slice()),
                (g.pawns(), g.ladder())
            );
            assert_eq!(
                (o0.dealer, o0.phase, o0.stock_len),
                (g.dealer(), g.phase(), g.stock_len())
            );
            for s in Seat::all(n) {
                let o = g.observe(s);
                assert_eq!(o.hand, g.hand(s));
                assert_eq!(o.hand_sizes[s.index()], g.hand(s).len());
                assert_eq!(public(&o), public(&o0), "{s}");
            }
        });
    }
}

/// The end of a four-player hand (dealer seat 3) with 8 cards left in the stock: the next
/// deal takes them and reshuffles the 64 others (TAF-8.4). Returns the reshuffled pile.
fn after_mid_deal_reshuffle() -> (Tafelrunde, [u8; 68]) {
    let mut g = table(&["R1", "R11", "R2", "R3"]);
    let rest = rest_of_deck(&cards("R1 R11 R2 R3"));
    let (stock, discard) = rest.split_at(8);
    g.fixture().dealer(S3).piles(stock, discard);
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!(g.reshuffles(), 1);
    (g, counts(&rest_of_deck(stock)))
}

/// TAF-13.3: after a reshuffle the stock's contents are public (the pile it came from) and
/// determinize keeps to them: the six old-stock cards the observer does not hold never go
/// back into the stock, though they are hidden.
#[test]
fn taf_13_3_determinize_keeps_the_stock_pool() {
    let (g, pile) = after_mid_deal_reshuffle();
    assert_eq!(g.observe(S0).reshuffled, Some(pile));
    let mut rng = GameRng::from_seed(3);
    for _ in 0..200 {
        let d = g.determinize(S0, &mut rng);
        assert_eq!(d.observe(S0), g.observe(S0));
        assert!(within(&stock_counts(&d), &pile), "TAF-13.3");
        assert_eq!(d.check_invariants(), Ok(()));
    }
}

/// TAF-13.4: not following proves a void, shown to everyone, for the rest of the hand; a
/// super-trump on a colour lead proves it too; determinize never gives such a player the
/// colour (while seat 3, who followed, does get reds); a new deal clears the voids.
#[test]
fn taf_13_4_voids() {
    let mut g = table(&["R1 R9 Y1", "G4 Y2 Y3", "Kn Y4 Y5", "R2 Y6 Y7"]);
    plays(&mut g, "R1 G4 Kn R2");
    let red = 1u8 << Colour::Red.index();
    for s in Seat::all(4) {
        assert_eq!(g.observe(s).voids, vec![0, red, red, 0], "seen by {s}");
    }
    let mut rng = GameRng::from_seed(4);
    let mut seat3_red = false;
    for _ in 0..300 {
        let d = g.determinize(S0, &mut rng);
        assert_eq!(d.observe(S0), g.observe(S0));
        for s in [S1, S2] {
            assert!(
                d.hand(s).iter().all(|c| c.colour() != Some(Colour::Red)),
                "{s}"
            );
        }
        seat3_red |= d.hand(S3).iter().any(|c| c.colour() == Some(Colour::Red));
    }
    assert!(seat3_red, "reds are there to be dealt");
    play_hand(&mut g, |_| {});
    assert_eq!(g.observe(S0).voids, vec![0; 4], "a new hand");
}

/// TAF-13.5: every decision a bot faces — a card, a declaration or decline, a swap, a
/// postponement — is judged from its observation exactly as the engine judges it.
#[test]
fn taf_13_5_decisions_from_the_observation() {
    let mut kinds = [0usize; 4];
    for seed in 0..40 {
        random_game(4, 200 + seed, |g| {
            let s = g.first_actor().expect("someone acts");
            let o = g.observe(s);
            let legal = g.legal_actions(s);
            assert_eq!(o.legal(), legal);
            for a in g.action_space(s) {
                assert_eq!(o.check(&a).is_ok(), legal.contains(&a), "{a:?}");
            }
            for (k, hit) in [
                legal.iter().any(|a| matches!(a, Action::Play(_))),
                legal.contains(&Action::Decline),
                legal.contains(&Action::Swap(1, 2)),
                legal.contains(&Action::Defer),
            ]
            .into_iter()
            .enumerate()
            {
                kinds[k] += usize::from(hit);
            }
        });
    }
    assert!(
        kinds.iter().all(|k| *k > 0),
        "every kind of decision met: {kinds:?}"
    );
}

/// TAF-13.6: the re-deal is a function of the observation alone (the twins re-deal alike),
/// the rule-based player's choice survives re-dealing the hidden cards, and the search picks
/// the same move in both twins.
#[test]
fn taf_13_6_bots_read_only_their_observation() {
    let (ga, gb) = twins();
    let a = ga.determinize(S0, &mut GameRng::from_seed(5));
    let b = gb.determinize(S0, &mut GameRng::from_seed(5));
    assert_eq!(a, b, "determinize reads only what seat 0 sees");
    let config = SearchConfig::iterations(150);
    assert_eq!(
        search(&ga, S0, config, GameRng::from_seed(8)),
        search(&gb, S0, config, GameRng::from_seed(8))
    );
    let mut redeal = GameRng::from_seed(6);
    random_game(3, 66, |g| {
        let s = g.first_actor().expect("someone acts");
        let choose = |h: &Tafelrunde| decide(&h.observe(s), &mut GameRng::from_seed(1));
        ignores_hidden(g, s, &mut redeal, choose).expect("no peeking");
    });
}

/// TAF-14 (TAF-2.2, TAF-2.3) `taf.track_len`, `taf.sword_spaces`: another board moves King
/// Arthur to `track_len − 1` and the swords to the listed spaces.
#[test]
fn taf_14_track_and_swords() {
    let o = TafelrundeOptions {
        track_len: 20,
        sword_spaces: vec![2, 5, 17],
        ..opts()
    };
    assert_eq!(moved_with(o.clone(), &[1, 0], S0).phase(), at_sword(S0));
    assert_eq!(moved_with(o.clone(), &[2, 0], S0).phase(), Phase::Play, "3");
    let g = moved_with(o.clone(), &[18, 0], S0);
    assert_eq!((g.pawn(S0), g.winner()), (19, Some(S0)));
    assert_eq!(
        moved_with(opts(), &[18, 0], S0).phase(),
        Phase::Play,
        "spec: 19"
    );
    let bad = TafelrundeOptions {
        sword_spaces: vec![0, 3],
        ..opts()
    };
    assert!(Tafelrunde::new(&bad, 2, 1).is_err());
}

/// TAF-14 (TAF-4.1) `taf.may_lead_super_trump = false`: a leader holding a colour card must
/// lead one; with only super-trumps he leads one of them.
#[test]
fn taf_14_may_lead_super_trump() {
    let o = TafelrundeOptions {
        may_lead_super_trump: false,
        ..opts()
    };
    let mut g = table_with(o.clone(), &["R1 Kn", "R2 Y1"]);
    assert_eq!(legal_cards(&g, S0), sorted("R1"));
    refused(&mut g, S0, play("Kn"), E::MustLeadColour);
    let g = table_with(o, &["Kn Cr", "R2 Y1"]);
    assert_eq!(legal_cards(&g, S0), sorted("Kn Cr"));
    let g = table(&["R1 Kn", "R2 Y1"]);
    assert_eq!(legal_cards(&g, S0), sorted("R1 Kn"), "the spec's default");
}

/// TAF-14 (TAF-4.5) `taf.super_lead_frees_trick = false`: after a super-trump lead the first
/// colour card played sets the colour to follow.
#[test]
fn taf_14_super_lead_frees_trick() {
    let o = TafelrundeOptions {
        super_lead_frees_trick: false,
        ..opts()
    };
    let hands = ["Cr V1", "R4 V2", "R5 G3", "R6 Y3"];
    let mut g = table_with(o, &hands);
    plays(&mut g, "Cr R4");
    assert_eq!(legal_cards(&g, S2), sorted("R5"));
    refused(&mut g, S2, play("G3"), E::MustFollowSuit);
    let mut g = table(&hands);
    plays(&mut g, "Cr R4");
    assert_eq!(legal_cards(&g, S2), sorted("R5 G3"), "the spec's default");
}

/// TAF-14 (TAF-4.3, TAF-13.4) `taf.super_trump_only_when_void = false`: a super-trump may be
/// played while holding the led colour, and then proves no void.
#[test]
fn taf_14_super_trump_only_when_void() {
    let o = TafelrundeOptions {
        super_trump_only_when_void: false,
        ..opts()
    };
    let mut g = table_with(o, &["R1 Y1", "R2 Kn", "R3 Y3"]);
    ok(&mut g, S0, play("R1"));
    assert_eq!(legal_cards(&g, S1), sorted("R2 Kn"));
    ok(&mut g, S1, play("Kn"));
    assert_eq!(g.voids(S1), 0, "no void shown");
    let mut g = table(&["R1 Y1", "R2 Kn", "R3 Y3"]);
    ok(&mut g, S0, play("R1"));
    refused(&mut g, S1, play("Kn"), E::MustFollowSuit);
}

/// TAF-14 (TAF-7.3) `taf.sword_declare_optional = false`: a colour must be declared.
#[test]
fn taf_14_sword_declare_optional() {
    let o = TafelrundeOptions {
        sword_declare_optional: false,
        ..opts()
    };
    let mut g = moved_with(o, &[2, 0], S0);
    assert!(!g.legal_actions(S0).contains(&Action::Decline));
    refused(&mut g, S0, Action::Decline, E::DeclarationRequired);
    ok(&mut g, S0, Action::Declare(Colour::Yellow));
    let g = support::moved(&[2, 0], S0);
    assert!(
        g.legal_actions(S0).contains(&Action::Decline),
        "the spec's default"
    );
}

/// TAF-14 (TAF-7.6) `taf.defer_when_empty = false`: even empty-handed after trick 8 the
/// decision is taken at once.
#[test]
fn taf_14_defer_when_empty() {
    let end_of_hand = |o: TafelrundeOptions| {
        let mut g = table_with(o, &["R11", "R1"]);
        g.fixture().pawns(&[2, 0]);
        plays(&mut g, "R11 R1");
        g
    };
    let mut g = end_of_hand(TafelrundeOptions {
        defer_when_empty: false,
        ..opts()
    });
    assert_eq!(g.phase(), at_sword(S0));
    refused(&mut g, S0, Action::Defer, E::CannotDefer);
    let g = end_of_hand(opts());
    assert!(
        g.legal_actions(S0).contains(&Action::Defer),
        "the spec's default"
    );
}

/// TAF-14 (TAF-8.4) `taf.reshuffle = WhenEmptied`: a deal that takes the stock's last card
/// turns the discard pile into the new stock at once (on demand waits for the next deal).
/// The full tables are in `rules_deal.rs`.
#[test]
fn taf_14_reshuffle_when_emptied() {
    let run = |reshuffle| {
        let o = TafelrundeOptions {
            reshuffle,
            ..opts()
        };
        let mut g = table_with(o, &["R11", "R1"]);
        let rest = rest_of_deck(&cards("R11 R1"));
        let (stock, discard) = rest.split_at(16);
        g.fixture().piles(stock, discard);
        plays(&mut g, "R11 R1");
        (g.stock_len(), g.discard().len())
    };
    assert_eq!(run(Reshuffle::OnDemand), (0, 56));
    assert_eq!(run(Reshuffle::WhenEmptied), (56, 0));
}

/// TAF-14 (TAF-3.3, TAF-3.5) `taf.first_dealer`, `taf.deal_order`: each has a single value
/// (a seeded random dealer; one card at a time from the dealer's left, tested in
/// `rules_play.rs`), so there is nothing to switch: one seed always gives the
/// same dealer and deal, and the dealer varies with the seed.
#[test]
fn taf_14_single_valued_options() {
    use table_ronde::games::tafelrunde::options::{DealOrder, FirstDealer};
    let o = opts();
    assert_eq!(
        (o.first_dealer, o.deal_order),
        (FirstDealer::Random, DealOrder::ClockwiseFromLeft)
    );
    let g = Tafelrunde::new(&o, 4, 21).expect("setup");
    assert_eq!(g, Tafelrunde::new(&o, 4, 21).expect("setup"));
    let dealers: std::collections::BTreeSet<Seat> = (0..40)
        .map(|seed| Tafelrunde::new(&o, 4, seed).expect("setup").dealer())
        .collect();
    assert!(dealers.len() > 1, "the first dealer is drawn");
}
