//! Tafelrunde rules of the cards: components (TAF-1), setup, dealing and turn order (TAF-3),
//! legal plays (TAF-4), winning a trick (TAF-5) and the typed refusals (TAF-12.1).

use crate::support;

use support::{
    S0, S1, S2, S3, S4, card, colours, hand, legal_cards, ok, play, plays, refused, sorted, table,
};
use table_ronde::core::game::{Game, SetupError};
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::{Counts, DECK_SIZE, cards, counts};
use table_ronde::games::tafelrunde::options::TRACK_LEN;
use table_ronde::games::tafelrunde::state::{HAND_SIZE, LADDER_PLACES};
use table_ronde::games::tafelrunde::tricks::winner;
use table_ronde::games::tafelrunde::{
    Action, Card, Colour, Phase, Super, Tafelrunde, TafelrundeError as E, TafelrundeOptions,
};

fn opts() -> TafelrundeOptions {
    TafelrundeOptions::default()
}

/// TAF-5.7 written independently of the engine: the super-trump chain as "the first card of
/// the last run of one kind" (TAF-5.3), else the highest (ladder place, value) among trump
/// colours (TAF-5.4), else the highest card of the colour of the first card (TAF-5.5).
fn reference(trick: &[(Seat, Card)], ladder: &[Colour]) -> Seat {
    let supers: Vec<(Seat, Card)> = trick
        .iter()
        .copied()
        .filter(|(_, c)| c.is_super())
        .collect();
    if !supers.is_empty() {
        let last_run = (1..supers.len())
            .rev()
            .find(|&i| supers[i].1 != supers[i - 1].1)
            .unwrap_or(0);
        return supers[last_run].0;
    }
    let mut best: Option<(usize, u8, Seat)> = None;
    for &(s, c) in trick {
        if let Card::Colour(col, v) = c
            && let Some(p) = ladder.iter().position(|x| *x == col)
            && best.is_none_or(|(bp, bv, _)| (p, v) > (bp, bv))
        {
            best = Some((p, v, s));
        }
    }
    if let Some((_, _, s)) = best {
        return s;
    }
    let Card::Colour(led, _) = trick[0].1 else {
        panic!("a super-trump lead is won by a super-trump")
    };
    trick
        .iter()
        .filter_map(|&(s, c)| match c {
            Card::Colour(col, v) if col == led => Some((v, s)),
            _ => None,
        })
        .max()
        .map(|(_, s)| s)
        .expect("the led card itself")
}

/// A trick in seat order from seat 0: `"R5 Kn Kn Cr"`.
fn trick_of(s: &str) -> Vec<(Seat, Card)> {
    cards(s)
        .into_iter()
        .enumerate()
        .map(|(i, c)| (Seat(i as u8), c))
        .collect()
}

/// TAF-1.1, TAF-1.3, TAF-1.4: 72 cards; each of six colours once in every value 1 to 11;
/// three Knights and three Crests without colour or value. A dealt game holds exactly them.
#[test]
fn taf_1_1_to_1_4_the_72_cards() {
    let deck = Card::deck();
    assert_eq!(deck.len(), 72);
    assert_eq!(DECK_SIZE, 72);
    for col in Colour::ALL {
        let mut values: Vec<u8> = deck
            .iter()
            .filter(|c| c.colour() == Some(col))
            .filter_map(|c| c.value())
            .collect();
        values.sort_unstable();
        assert_eq!(values, (1..=11).collect::<Vec<u8>>(), "{col:?}");
    }
    let supers: Vec<Card> = deck.iter().copied().filter(|c| c.is_super()).collect();
    assert_eq!(supers, cards("Kn Kn Kn Cr Cr Cr"));
    assert!(
        supers
            .iter()
            .all(|c| c.colour().is_none() && c.value().is_none())
    );
    assert_eq!(card("Kn"), Card::Super(Super::Knight));
    assert_eq!(card("Cr"), Card::Super(Super::Crest));
    let g = Tafelrunde::new(&opts(), 3, 11).expect("setup");
    let mut all: Vec<Card> = Seat::all(3).flat_map(|s| hand(&g, s)).collect();
    assert_eq!(all.len() + g.stock_len(), 72);
    all.extend(support::rest_of_deck(&all));
    assert_eq!(
        counts(&all),
        counts(&deck),
        "the stock is the rest of the deck"
    );
}

/// TAF-1.2: six colours with the spec's engine ids, and a distinct notation letter each.
#[test]
fn taf_1_2_six_colours() {
    let ids: Vec<&str> = Colour::ALL.iter().map(|c| c.id()).collect();
    assert_eq!(ids, ["heart", "diamond", "club", "cup", "spade", "flower"]);
    assert_eq!(
        colours("R Y G B K V"),
        Colour::ALL.to_vec(),
        "red, yellow, green, blue, black, violet"
    );
}

/// TAF-1.5, TAF-3.1, TAF-3.2: 2 to 6 players, each with one pawn on Start; the ladder empty;
/// seat `s + 1` is on the left of seat `s`. Other player counts are refused.
#[test]
fn taf_1_5_and_3_1_3_2_players_pawns_start() {
    for n in 2..=6 {
        let g = Tafelrunde::new(&opts(), n, 5).expect("2 to 6 players");
        assert_eq!(g.pawns(), vec![0; n].as_slice(), "TAF-3.2: all on Start");
        assert!(g.ladder().is_empty(), "TAF-3.2: no trumps");
        assert_eq!(g.phase(), Phase::Play);
        assert_eq!(Seat(n as u8 - 1).left(n), S0, "TAF-3.1: the table is round");
    }
    for n in [0, 1, 7] {
        assert!(matches!(
            Tafelrunde::new(&opts(), n, 5),
            Err(SetupError::PlayerCount { .. })
        ));
    }
}

/// TAF-1.6, TAF-1.7: six chips, one per colour, fill the six ladder places, then no seventh
/// fits; the board is a 27-space track (Start 0, King Arthur 26) with sword spaces.
#[test]
fn taf_1_6_1_7_six_chips_and_the_board() {
    assert_eq!(LADDER_PLACES, 6);
    let o = opts();
    assert_eq!((TRACK_LEN, o.finish()), (27, 26));
    assert!(!o.sword_spaces.is_empty());
    let mut g = table(&["R1", "R2"]);
    for (k, c) in Colour::ALL.into_iter().enumerate() {
        g.fixture().sword(S0);
        ok(&mut g, S0, Action::Declare(c));
        assert_eq!(g.ladder(), &Colour::ALL[..=k]);
    }
    g.fixture().sword(S0);
    for c in Colour::ALL {
        refused(&mut g, S0, Action::Declare(c), E::LadderFull);
    }
}

/// TAF-3.3: the first dealer is drawn from the seed: every seat deals first for some seed,
/// and one seed always gives the same game.
#[test]
fn taf_3_3_first_dealer_random_but_seeded() {
    let mut seen = [false; 4];
    for seed in 0..80 {
        let g = Tafelrunde::new(&opts(), 4, seed).expect("setup");
        seen[g.dealer().index()] = true;
        assert_eq!(Tafelrunde::new(&opts(), 4, seed).expect("setup"), g);
        assert_eq!(g.leader(), g.dealer().left(4), "TAF-3.6");
    }
    assert_eq!(seen, [true; 4]);
}

/// TAF-3.4, TAF-3.5: eight cards each, one at a time: card `k` of the deck to seat
/// `dealer + 1 + k`; the other `72 − 8n` cards are the stock; nothing is discarded yet.
#[test]
fn taf_3_4_3_5_deal_eight_one_at_a_time() {
    for n in 2..=6 {
        let dealer = Seat(1 % n as u8);
        let deck = Card::deck();
        let g = Tafelrunde::from_deck(opts(), n, dealer, &deck, GameRng::from_seed(1));
        assert_eq!(g.dealer(), dealer);
        for s in Seat::all(n) {
            let mut want: Vec<Card> = (0..HAND_SIZE * n)
                .filter(|k| dealer.offset(1 + *k as i64, n) == s)
                .map(|k| deck[k])
                .collect();
            want.sort_unstable();
            assert_eq!(hand(&g, s), want, "{n} players, {s}");
        }
        assert_eq!(g.stock_len(), 72 - 8 * n);
        assert!(g.discard().is_empty());
        let stock: Counts = support::stock_counts(&g);
        assert_eq!(
            stock,
            counts(&deck[HAND_SIZE * n..]),
            "the rest is the stock"
        );
    }
}

/// TAF-3.6, TAF-3.7: the dealer's left leads, play goes clockwise, anyone else is refused;
/// the trick's winner (here the third player) leads the next one.
#[test]
fn taf_3_6_3_7_turn_order() {
    let mut g = table(&["R1 Y1", "R2 Y2", "R9 Y3", "R3 Y4"]);
    assert_eq!((g.dealer(), g.leader(), g.to_play()), (S3, S0, S0));
    refused(&mut g, S1, play("R2"), E::NotYourTurn);
    ok(&mut g, S0, play("R1"));
    assert_eq!(g.to_play(), S1, "clockwise");
    refused(&mut g, S3, play("R3"), E::NotYourTurn);
    plays(&mut g, "R2 R9 R3");
    assert_eq!(g.last_trick().expect("trick").winner, S2);
    assert_eq!((g.leader(), g.to_play()), (S2, S2), "TAF-3.7");
    refused(&mut g, S0, play("Y1"), E::NotYourTurn);
}

/// TAF-3.8, TAF-11.2: a hand is eight tricks of one card per player, clockwise from the
/// leader; then the next hand is dealt.
#[test]
fn taf_3_8_a_hand_is_eight_tricks() {
    for n in 2..=6 {
        let mut g = Tafelrunde::new(&opts(), n, 40 + n as u64).expect("setup");
        let mut tricks = 0;
        support::play_hand(&mut g, |g| {
            if g.tricks() > tricks {
                tricks = g.tricks();
                let t = g.last_trick().expect("a trick");
                let leader = t.cards[0].0;
                let seats: Vec<Seat> = t.cards.iter().map(|(s, _)| *s).collect();
                assert_eq!(seats, leader.clockwise_from(n).collect::<Vec<_>>());
                let left = HAND_SIZE - tricks as usize;
                if g.hands_dealt() == 1 {
                    assert!(Seat::all(n).all(|s| g.hand(s).len() == left));
                }
            }
        });
        if !g.is_over() {
            assert_eq!((tricks, g.hands_dealt()), (8, 2), "{n} players");
        }
    }
}

/// TAF-4.1: the leader may lead any card of his hand, a super-trump included.
#[test]
fn taf_4_1_any_lead() {
    let g = table(&["R1 G7 Kn Cr", "R2 Y1 Y2 Y3", "R3 Y4 Y5 Y6", "R4 Y7 Y8 Y9"]);
    assert_eq!(legal_cards(&g, S0), sorted("R1 G7 Kn Cr"));
    assert!(legal_cards(&g, S1).is_empty(), "only the leader acts");
}

/// TAF-4.2: a player holding the led colour must play one of them (any value); anything else
/// is `MustFollowSuit` and changes nothing.
#[test]
fn taf_4_2_follow_colour() {
    let mut g = table(&["R6 Y1", "R1 R11 G4 Y2", "Y3", "Y4"]);
    ok(&mut g, S0, play("R6"));
    assert_eq!(legal_cards(&g, S1), sorted("R1 R11"));
    refused(&mut g, S1, play("G4"), E::MustFollowSuit);
    refused(&mut g, S1, play("Y2"), E::MustFollowSuit);
    ok(&mut g, S1, play("R1"));
}

/// TAF-4.3: holding the led colour, a super-trump is refused: it does not follow.
#[test]
fn taf_4_3_super_trump_does_not_follow() {
    let mut g = table(&["B6", "B2 Kn Cr", "Y3", "Y4"]);
    ok(&mut g, S0, play("B6"));
    assert_eq!(legal_cards(&g, S1), sorted("B2"));
    refused(&mut g, S1, play("Kn"), E::MustFollowSuit);
    refused(&mut g, S1, play("Cr"), E::MustFollowSuit);
}

/// TAF-4.4: a player void in the led colour may play anything: another colour, a trump
/// colour or a super-trump.
#[test]
fn taf_4_4_void_plays_anything() {
    let mut g = table(&["B6", "G4 Y2 Kn Cr", "Y3", "Y4"]);
    g.fixture().ladder(&colours("G"));
    ok(&mut g, S0, play("B6"));
    assert_eq!(legal_cards(&g, S1), sorted("G4 Y2 Kn Cr"));
    ok(&mut g, S1, play("Y2"));
}

/// TAF-4.5, TAF-12.4: after a super-trump lead there is no led colour: everyone plays any
/// card, even while holding the colour of an earlier card of the trick.
#[test]
fn taf_4_5_super_trump_lead_frees_the_trick() {
    let mut g = table(&["Cr", "R4 G2 Kn", "R5 G3", "R6 Y3"]);
    ok(&mut g, S0, play("Cr"));
    assert_eq!(legal_cards(&g, S1), sorted("R4 G2 Kn"));
    ok(&mut g, S1, play("R4"));
    assert_eq!(legal_cards(&g, S2), sorted("R5 G3"), "red does not bind");
    ok(&mut g, S2, play("G3"));
    ok(&mut g, S3, play("Y3"));
    assert_eq!(g.last_trick().expect("trick").winner, S0, "the Crest");
}

/// TAF-4.6: while a sword decision is pending nobody may play a card, not even the deciding
/// player; sword actions are refused while cards are being played.
#[test]
fn taf_4_6_no_trick_while_a_decision_is_pending() {
    let mut g = table(&["R1 Y1", "R2 Y2"]);
    g.fixture().pawns(&[3, 0]).sword(S0);
    refused(&mut g, S0, play("R1"), E::DecisionPending);
    refused(&mut g, S1, play("R2"), E::DecisionPending);
    ok(&mut g, S0, Action::Decline);
    assert_eq!(g.phase(), Phase::Play);
    refused(
        &mut g,
        S0,
        Action::Declare(Colour::Red),
        E::NoDecisionPending,
    );
    refused(&mut g, S0, Action::Decline, E::NoDecisionPending);
    ok(&mut g, S0, play("R1"));
}

/// TAF-5.1: a super-trump beats every colour card, the highest trump included.
#[test]
fn taf_5_1_super_beats_trumps() {
    let mut g = table(&["K11 R1", "Kn R2", "K10 R3"]);
    g.fixture().ladder(&colours("R Y G B V K"));
    plays(&mut g, "K11 Kn K10");
    assert_eq!(g.last_trick().expect("trick").winner, S1);
}

/// TAF-5.2: a Knight beats a Crest played before it and a Crest a Knight; a Knight never
/// beats a Knight, nor a Crest a Crest.
#[test]
fn taf_5_2_knight_and_crest() {
    for (t, w) in [
        ("R1 Cr Kn", S2),
        ("R1 Kn Cr", S2),
        ("R1 Kn Kn", S1),
        ("R1 Cr Cr", S1),
        ("Kn Kn", S0),
        ("Cr Kn", S1),
    ] {
        assert_eq!(winner(&trick_of(t), &[], true), Some(w), "{t}");
    }
    let mut g = table(&["Cr G1", "Kn G2"]);
    plays(&mut g, "Cr Kn");
    assert_eq!(g.last_trick().expect("trick").winner, S1);
}

/// TAF-5.3: chains: Knight–Crest–Knight goes to the second Knight, Knight–Knight–Crest to
/// the Crest, Crest–Crest to the first Crest; and every chain of up to six super-trumps
/// (with colour cards anywhere) agrees with "first card of the last run of one kind".
#[test]
fn taf_5_3_super_trump_chains() {
    assert_eq!(winner(&trick_of("Kn Cr Kn"), &[], true), Some(S2));
    assert_eq!(winner(&trick_of("Kn Kn Cr"), &[], true), Some(S2));
    assert_eq!(winner(&trick_of("Cr Cr"), &[], true), Some(S0));
    assert_eq!(winner(&trick_of("R2 Kn Cr Cr Kn Kn"), &[], true), Some(S4));
    for n in 2..=6usize {
        // Each seat plays a Knight, a Crest or red value seat+1: 3^n tricks.
        for code in 0..3usize.pow(n as u32) {
            let mut k = code;
            let t: Vec<(Seat, Card)> = (0..n)
                .map(|i| {
                    let c = match k % 3 {
                        0 => card("Kn"),
                        1 => card("Cr"),
                        _ => Card::Colour(Colour::Red, i as u8 + 1),
                    };
                    k /= 3;
                    (Seat(i as u8), c)
                })
                .collect();
            if t.iter().any(|(_, c)| c.is_super()) {
                assert_eq!(winner(&t, &[], true), Some(reference(&t, &[])), "{t:?}");
            }
        }
    }
}

/// TAF-5.4, TAF-12.6: without super-trumps the colour on the highest ladder place wins, then
/// the higher value, whether the trump was led or thrown, whether the led colour is a trump.
#[test]
fn taf_5_4_trumps_by_place_then_value() {
    let ladder = colours("G B");
    // A led trump (green) loses to a thrown higher trump (blue 1).
    assert_eq!(winner(&trick_of("G11 B1 G10"), &ladder, true), Some(S1));
    // Two cards of the same trump: the higher value.
    assert_eq!(winner(&trick_of("R11 B3 B9 G11"), &ladder, true), Some(S2));
    // A thrown trump beats the led plain colour's 11.
    assert_eq!(winner(&trick_of("R11 G1 R10"), &ladder, true), Some(S1));
    let mut g = table(&["G11 R1", "B1 R2", "G10 R3"]);
    g.fixture().ladder(&ladder);
    plays(&mut g, "G11 B1 G10");
    assert_eq!(g.last_trick().expect("trick").winner, S1);
}

/// TAF-5.5: with no super-trump and no trump the highest card of the led colour wins; a
/// higher card of another non-trump colour never does.
#[test]
fn taf_5_5_highest_of_the_led_colour() {
    let mut g = table(&["R3 Y1", "G11 Y2", "R2 Y3", "R1 Y4"]);
    g.fixture().ladder(&colours("B"));
    plays(&mut g, "R3 G11 R2 R1");
    assert_eq!(g.last_trick().expect("trick").winner, S0);
    assert_eq!(winner(&trick_of("Y2 V11 Y9 K11"), &[], true), Some(S2));
}

/// TAF-5.6: the finished trick's cards go face up to the discard pile, the trick is cleared.
#[test]
fn taf_5_6_trick_to_discard() {
    let mut g = table(&["R3 Y1", "G11 Y2", "R2 Y3", "R1 Y4"]);
    plays(&mut g, "R3 G11 R2");
    assert!(g.discard().is_empty());
    assert_eq!(g.trick().len(), 3);
    plays(&mut g, "R1");
    assert!(g.trick().is_empty());
    assert_eq!(g.discard(), cards("R3 G11 R2 R1").as_slice());
}

/// TAF-5.7, TAF-11.8: the engine's winner equals the reference algorithm on random tricks and
/// ladders, and on every trick of random legal games of 2 to 6 players.
#[test]
fn taf_5_7_reference_algorithm() {
    let mut rng = GameRng::from_seed(57);
    for _ in 0..5_000 {
        let n = 2 + rng.index(5);
        let mut deck = Card::deck();
        rng.shuffle(&mut deck);
        let mut ladder = Colour::ALL.to_vec();
        rng.shuffle(&mut ladder);
        ladder.truncate(rng.index(7));
        let t: Vec<(Seat, Card)> = deck[..n]
            .iter()
            .enumerate()
            .map(|(i, c)| (Seat(i as u8), *c))
            .collect();
        assert_eq!(
            winner(&t, &ladder, true),
            Some(reference(&t, &ladder)),
            "{t:?} {ladder:?}"
        );
    }
    for n in 2..=6 {
        for seed in 0..6 {
            let mut g = Tafelrunde::new(&opts(), n, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            let mut checked = 0;
            while let Some(seat) = g.first_actor() {
                support::bounded(&g);
                let legal = g.legal_actions(seat);
                let ladder = g.ladder().to_vec();
                let a = legal[rng.index(legal.len())];
                ok(&mut g, seat, a);
                if let (Action::Play(_), true) = (a, g.trick().is_empty()) {
                    let t = g.last_trick().expect("finished");
                    assert_eq!(t.winner, reference(&t.cards, &ladder), "{t:?}");
                    checked += 1;
                }
            }
            assert!(checked > 10);
        }
    }
}

/// TAF-12.1: every action the engine refuses in random games leaves the state unchanged, and
/// every action it lists as legal is accepted; `NotYourTurn`, `CardNotInHand` and
/// `NoDecisionPending` in particular. Each refusal names a rule of the spec. TAF-11.4: the
/// actor's list is never empty and holds only cards, or only sword decisions while one is
/// pending; TAF-11.3: every card played follows a led colour its player held.
#[test]
fn taf_12_1_refusals_change_nothing() {
    let mut g = table(&["R1 Y1", "R2 Y2", "R3 Y3"]);
    refused(&mut g, S1, play("R2"), E::NotYourTurn);
    refused(&mut g, S0, play("R11"), E::CardNotInHand);
    refused(&mut g, S0, play("Kn"), E::CardNotInHand);
    refused(&mut g, S0, Action::Swap(1, 2), E::NoDecisionPending);
    refused(&mut g, S0, Action::Defer, E::NoDecisionPending);
    for e in [
        E::GameOver,
        E::NotYourTurn,
        E::MustFollowSuit,
        E::InvalidSwap,
        E::CannotDefer,
    ] {
        assert!(e.rule().starts_with("TAF-"), "{e:?}");
        assert!(e.to_string().contains(e.rule()));
    }
    for seed in 0..8 {
        let n = 2 + (seed as usize % 5);
        let mut g = Tafelrunde::new(&opts(), n, 900 + seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while let Some(seat) = g.first_actor() {
            support::bounded(&g);
            for s in Seat::all(n) {
                let legal = g.legal_actions(s);
                for a in g.action_space(s) {
                    let mut h = g.clone();
                    match h.play(s, &a) {
                        Ok(()) => assert!(legal.contains(&a), "{s} {a:?} accepted, not listed"),
                        Err(_) => {
                            assert!(!legal.contains(&a), "{s} {a:?} listed, refused");
                            assert_eq!(h, g, "TAF-12.1: {s} {a:?}");
                        }
                    }
                }
            }
            let legal = g.legal_actions(seat);
            let cards_only = legal.iter().all(|a| matches!(a, Action::Play(_)));
            let no_cards = legal.iter().all(|a| !matches!(a, Action::Play(_)));
            match g.phase() {
                Phase::Play => assert!(!legal.is_empty() && cards_only, "TAF-11.4"),
                _ => assert!(!legal.is_empty() && no_cards, "TAF-11.4"),
            }
            let a = legal[rng.index(legal.len())];
            let led = g.trick().first().and_then(|(_, c)| c.colour());
            let held = led.is_some_and(|l| g.hand(seat).iter().any(|c| c.colour() == Some(l)));
            ok(&mut g, seat, a);
            if let (Action::Play(c), true) = (a, held) {
                assert_eq!(c.colour(), led, "TAF-11.3");
            }
            assert_eq!(g.check_invariants(), Ok(()));
        }
    }
}
