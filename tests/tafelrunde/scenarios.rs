//! The worked scenarios of the Tafelrunde spec (TAF-10.1 to TAF-10.8), step by step as the
//! spec's tables give them; every illegal attempt must return the named error and leave the
//! state unchanged (TAF-12.1). TAF-10.9 (stock sizes) is in `rules_deal.rs`.

use crate::support;

use support::{
    S0, S1, S2, S3, at_sword, card, colours, hand, legal_cards, moved, ok, play, plays, refused,
    rest_of_deck, sorted, stacked, table,
};
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::cards::cards;
use table_ronde::games::tafelrunde::{
    Action, Colour, Phase, Tafelrunde, TafelrundeError as E, TafelrundeOptions,
};

const DIDIER: Seat = Seat(0);
const SUZIE: Seat = Seat(1);
const BERNARD: Seat = Seat(2);
const BRIGITTE: Seat = Seat(3);

/// The seed's table (TAF-10.1): dealt by Brigitte, so Didier leads. Suzie and Brigitte hold
/// red cards (Suzie also green 4); Bernard holds none.
fn seed_table() -> Tafelrunde {
    let hands = [
        "R1 Y1 Y2 B1 B2 K1 K2 V1",
        "R5 G4 Y3 Y4 B3 B4 K3 V2",
        "G10 G1 Y5 B5 K5 V3 V4 Cr",
        "R6 R2 Y6 B6 K6 V5 G2 Kn",
    ];
    let g = stacked(TafelrundeOptions::default(), 4, BRIGITTE, &hands, "");
    assert_eq!(hand(&g, BERNARD), sorted(hands[2]));
    assert!(
        hand(&g, BERNARD)
            .iter()
            .all(|c| c.colour() != Some(Colour::Red))
    );
    g
}

/// TAF-10.1, TAF-4.2, TAF-5.5, TAF-6.1, TAF-3.7: seed example 1, no trumps. Brigitte's red 6
/// is the highest red; Bernard's green 10 is neither red nor trump.
#[test]
fn taf_10_1_seed_example_no_trumps() {
    let mut g = seed_table();
    assert_eq!((g.dealer(), g.to_play()), (BRIGITTE, DIDIER));
    // 1. Didier leads red 1.
    ok(&mut g, DIDIER, play("R1"));
    // 2′. Suzie tries green 4 while holding red.
    assert_eq!(legal_cards(&g, SUZIE), sorted("R5"));
    refused(&mut g, SUZIE, play("G4"), E::MustFollowSuit);
    // 2. Suzie follows with red 5.
    ok(&mut g, SUZIE, play("R5"));
    // 3. Bernard, void in red, may play anything; green 10.
    assert_eq!(legal_cards(&g, BERNARD), hand(&g, BERNARD));
    ok(&mut g, BERNARD, play("G10"));
    // 4. Brigitte must follow red.
    assert_eq!(legal_cards(&g, BRIGITTE), sorted("R2 R6"));
    refused(&mut g, BRIGITTE, play("Kn"), E::MustFollowSuit);
    ok(&mut g, BRIGITTE, play("R6"));
    let t = g.last_trick().expect("trick 1");
    assert_eq!((t.winner, t.from, t.to), (BRIGITTE, 0, 1));
    assert_eq!(g.pawns(), &[0, 0, 0, 1]);
    assert_eq!(g.phase(), Phase::Play, "space 1 has no sword");
    assert_eq!((g.leader(), g.to_play()), (BRIGITTE, BRIGITTE));
    assert_eq!(g.discard(), cards("R1 R5 G10 R6").as_slice());
}

/// TAF-10.2, TAF-5.4, TAF-6.1: seed example 2: green on place 1; pawns Didier 3, Suzie 2,
/// Bernard 1, Brigitte Start. Bernard's green 10 is the only trump; he skips 2 and 3.
#[test]
fn taf_10_2_seed_example_green_trump() {
    let mut g = seed_table();
    g.fixture().ladder(&colours("G")).pawns(&[3, 2, 1, 0]);
    ok(&mut g, DIDIER, play("R1"));
    ok(&mut g, SUZIE, play("R5"));
    ok(&mut g, BERNARD, play("G10"));
    ok(&mut g, BRIGITTE, play("R6"));
    assert_eq!(g.last_trick().expect("trick").winner, BERNARD);
    assert_eq!(g.pawns(), &[3, 2, 4, 0]);
    assert_eq!(g.phase(), Phase::Play, "4 has no sword");
    assert_eq!(g.to_play(), BERNARD);
}

/// TAF-10.3, TAF-5.4, TAF-5.5, TAF-12.6: the trump ladder cases a to f. Each seat holds the
/// card it plays and a violet filler, so the "void" players really are void.
#[test]
fn taf_10_3_trump_ladder() {
    let cases = [
        ("a", "G", "B11 G1 B5 B7", S1),
        ("b", "G B", "R9 G11 B2 R11", S2),
        ("c", "R K", "R3 R10 K1 G11", S2),
        ("d", "K R", "R3 K11 R2 G11", S0),
        ("e", "", "R3 G11 R2 R1", S0),
        ("f", "R K", "R3 R10 G11 Y11", S1),
    ];
    for (case, ladder, trick, winner) in cases {
        let played = cards(trick);
        let hands: Vec<String> = played
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{c} V{}", i + 1))
            .collect();
        let refs: Vec<&str> = hands.iter().map(String::as_str).collect();
        let mut g = table(&refs);
        g.fixture().ladder(&colours(ladder));
        plays(&mut g, trick);
        let t = g.last_trick().expect("trick");
        assert_eq!(t.winner, winner, "case {case}");
        assert_eq!(g.pawn(winner), 1, "case {case}");
    }
}

/// TAF-10.4 a–e, TAF-5.1 to TAF-5.3, TAF-4.5, TAF-12.4: super-trumps, under several ladders
/// where the spec says "any".
#[test]
fn taf_10_4_super_trumps() {
    let cases = [
        ("a", ["R5 V1", "Kn V2", "Kn V3", "Cr V4"], "R5 Kn Kn Cr", S3),
        ("b", ["R5 V1", "Kn V2", "Cr V3", "Kn V4"], "R5 Kn Cr Kn", S3),
        (
            "c",
            ["R5 V1", "Cr V2", "Cr V3", "R11 V4"],
            "R5 Cr Cr R11",
            S1,
        ),
        (
            "e",
            ["Cr V1", "G11 R7", "Kn R8", "R1 G9"],
            "Cr G11 Kn R1",
            S2,
        ),
    ];
    for ladder in ["", "R", "G B", "Y G B R K V"] {
        for (case, hands, trick, winner) in &cases {
            let mut g = table(hands);
            g.fixture().ladder(&colours(ladder));
            if *case == "e" {
                // TAF-4.5: after the Crest lead everyone may play any card.
                ok(&mut g, S0, play("Cr"));
                for (s, c) in [(S1, "G11"), (S2, "Kn"), (S3, "R1")] {
                    assert_eq!(legal_cards(&g, s), hand(&g, s), "case e, {s}");
                    ok(&mut g, s, play(c));
                }
            } else {
                plays(&mut g, trick);
            }
            let w = g.last_trick().expect("trick").winner;
            assert_eq!(w, *winner, "case {case}, ladder {ladder:?}");
        }
    }
    // d: full ladder, black on place 6; the Knight of a void player beats black 11.
    let mut g = table(&["R5 V1", "K11 V2", "Kn V3", "R6 V4"]);
    g.fixture().ladder(&colours("R Y G B V K"));
    plays(&mut g, "R5 K11 Kn R6");
    assert_eq!(g.last_trick().expect("trick").winner, S2, "case d");
}

/// TAF-10.4 f and g, TAF-4.3, TAF-4.4, TAF-12.5: holding red 2, seat 1 may not play his
/// Knight on a red lead; void in red with only super-trumps, any of them is legal.
#[test]
fn taf_10_4_f_g_super_trump_legality() {
    let mut g = table(&["R5 V1", "R2 Kn", "R3 V3", "R4 V4"]);
    ok(&mut g, S0, play("R5"));
    refused(&mut g, S1, play("Kn"), E::MustFollowSuit);
    assert_eq!(legal_cards(&g, S1), sorted("R2"));
    let mut g = table(&["R5 V1", "Kn Cr", "R3 V3", "R4 V4"]);
    ok(&mut g, S0, play("R5"));
    assert_eq!(legal_cards(&g, S1), sorted("Kn Cr"));
    for c in ["Kn", "Cr"] {
        let mut h = g.clone();
        ok(&mut h, S1, play(c));
    }
}

/// A movement case: name, pawns before, trick winner, pawns after, the phase then.
type Move = (&'static str, [u8; 4], Seat, [u8; 4], Phase);

/// TAF-10.5, TAF-6.1, TAF-6.3, TAF-7.1, TAF-9.1: movement cases a to f.
#[test]
fn taf_10_5_movement() {
    let cases: [Move; 5] = [
        ("a", [0, 0, 0, 0], S2, [0, 0, 1, 0], Phase::Play),
        ("b", [0, 1, 2, 4], S0, [3, 1, 2, 4], at_sword(S0)),
        ("c", [5, 6, 7, 0], S0, [8, 6, 7, 0], Phase::Play),
        ("d", [7, 8, 0, 0], S0, [9, 8, 0, 0], at_sword(S0)),
        ("e", [2, 3, 4, 0], S0, [5, 3, 4, 0], Phase::Play),
    ];
    for (case, before, w, after, phase) in cases {
        let g = moved(&before, w);
        assert_eq!(g.pawns(), &after, "case {case}");
        assert_eq!(g.phase(), phase, "case {case}");
    }
    // f: seat 1 jumps 25 and reaches King Arthur: he wins the game.
    let g = moved(&[25, 24, 10, 0], S1);
    assert_eq!(g.pawns(), &[25, 26, 10, 0]);
    assert_eq!((g.phase(), g.winner()), (Phase::Over, Some(S1)));
    assert_eq!(g.outcome().expect("over").winners, vec![S1]);
}

/// TAF-10.6, TAF-7.2, TAF-7.3, TAF-7.5: four players declare in turn on 3, 6, 9 and 12; a
/// second green is refused; red on place 2 makes a thrown red 2 beat green 11.
#[test]
fn taf_10_6_declaring_trumps() {
    let mut g = table(&[
        "B11 B4 Y6 K2 V1",
        "B1 G5 Y5 K3 V2",
        "B2 B5 R2 K1 V3",
        "B3 B6 G11 K11 V4",
    ]);
    g.fixture().pawns(&[2, 5, 8, 11]);
    // 1. Seat 0 wins a plain trick, lands on 3 and declares green.
    plays(&mut g, "B11 B1 B2 B3");
    assert_eq!((g.pawn(S0), g.phase()), (3, at_sword(S0)));
    ok(&mut g, S0, Action::Declare(Colour::Green));
    assert_eq!(g.ladder(), colours("G").as_slice());
    // 2. Seat 1, void in blue, trumps with green 5 and lands on 6.
    plays(&mut g, "B4 G5 B5 B6");
    assert_eq!((g.pawn(S1), g.phase()), (6, at_sword(S1)));
    // 2′. Green is already on the ladder.
    refused(
        &mut g,
        S1,
        Action::Declare(Colour::Green),
        E::ColourAlreadyPlaced,
    );
    ok(&mut g, S1, Action::Declare(Colour::Red));
    assert_eq!(g.ladder(), colours("G R").as_slice());
    refused(
        &mut g,
        S1,
        Action::Declare(Colour::Blue),
        E::NoDecisionPending,
    );
    // 3. Yellow led; seats 2 and 3 are void: red 2 (place 2) beats green 11 (place 1).
    assert_eq!(g.to_play(), S1);
    plays(&mut g, "Y5 R2 G11 Y6");
    assert_eq!(g.last_trick().expect("trick").winner, S2);
    // 4. Seat 2 is on 9 and declines.
    assert_eq!((g.pawn(S2), g.phase()), (9, at_sword(S2)));
    ok(&mut g, S2, Action::Decline);
    assert_eq!(g.ladder(), colours("G R").as_slice());
    // 5. Seat 3 wins the black trick, lands on 12 and declares black.
    plays(&mut g, "K1 K11 K2 K3");
    assert_eq!((g.pawn(S3), g.phase()), (12, at_sword(S3)));
    ok(&mut g, S3, Action::Declare(Colour::Black));
    assert_eq!(g.ladder(), colours("G R K").as_slice());
    assert_eq!(g.pawns(), &[3, 6, 9, 12]);
}

/// TAF-10.7, TAF-7.4, TAF-7.5: on a full ladder seat 3 lands on 24; declaring, declining and
/// swapping a place with itself are refused; swapping 1 and 6 makes red the strongest trump
/// from the next trick (red 4 then beats violet 11, which held place 6 before).
#[test]
fn taf_10_7_full_ladder_compulsory_swap() {
    let mut g = table(&["R1 R4", "R2 V11", "R3 Y2", "R11 K1"]);
    g.fixture()
        .ladder(&colours("R Y G B K V"))
        .pawns(&[0, 0, 0, 23])
        .leader(S3);
    plays(&mut g, "R11 R1 R2 R3");
    assert_eq!((g.pawn(S3), g.phase()), (24, at_sword(S3)));
    for c in Colour::ALL {
        refused(&mut g, S3, Action::Declare(c), E::LadderFull);
    }
    refused(&mut g, S3, Action::Decline, E::SwapRequired);
    refused(&mut g, S3, Action::Swap(2, 2), E::InvalidSwap);
    ok(&mut g, S3, Action::Swap(1, 6));
    assert_eq!(g.ladder(), colours("V Y G B K R").as_slice());
    // Black (place 5) led; red 4 (place 6) beats violet 11 (now place 1).
    plays(&mut g, "K1 R4 V11 Y2");
    assert_eq!(g.last_trick().expect("trick").winner, S0);
}

/// TAF-10.8, TAF-7.6, TAF-7.7, TAF-8.2, TAF-8.3, TAF-8.6, TAF-4.6: seat 1 wins trick 8 onto
/// the sword of 24 empty-handed and postpones; seat 0 deals, seat 1 gets the first card;
/// no card may be played until seat 1 declares red; then seat 1 leads.
#[test]
fn taf_10_8_postponed_decision() {
    let hands = ["R1", "R11", "R2", "R3"];
    let mut g = table(&hands);
    let rest = rest_of_deck(&cards("R1 R11 R2 R3"));
    let (stock, discard) = rest.split_at(40);
    g.fixture()
        .pawns(&[22, 21, 23, 10])
        .ladder(&colours("G B"))
        .dealer(S3)
        .piles(stock, discard);
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!(g.pawn(S1), 24, "22 and 23 are occupied");
    // 1. Seat 1 may decide now or postpone; he postpones.
    let legal = g.legal_actions(S1);
    assert!(legal.contains(&Action::Defer) && legal.contains(&Action::Declare(Colour::Red)));
    ok(&mut g, S1, Action::Defer);
    // 2. Seat 0 (left of seat 3) deals eight each, the first card to seat 1.
    assert_eq!(g.dealer(), S0);
    for s in Seat::all(4) {
        let mut want: Vec<_> = (0..32)
            .filter(|k| S0.offset(1 + *k as i64, 4) == s)
            .map(|k| stock[k])
            .collect();
        want.sort_unstable();
        assert_eq!(hand(&g, s), want, "{s}");
    }
    assert!(hand(&g, S1).contains(&stock[0]));
    assert_eq!(g.stock_len(), 8);
    // 3. The pending decision comes before any card, whoever tries.
    let postponed = Phase::Sword {
        seat: S1,
        deferrable: false,
        postponed: true,
    };
    assert_eq!(g.phase(), postponed);
    for s in Seat::all(4) {
        let c = hand(&g, s)[0];
        refused(&mut g, s, Action::Play(c), E::DecisionPending);
    }
    refused(&mut g, S1, Action::Defer, E::CannotDefer);
    ok(&mut g, S1, Action::Declare(Colour::Red));
    assert_eq!(g.ladder(), colours("G B R").as_slice());
    // 4. Seat 1, left of the new dealer, leads trick 1 of the new hand.
    assert_eq!(
        (g.phase(), g.to_play(), g.tricks_in_hand()),
        (Phase::Play, S1, 0)
    );
    let c = hand(&g, S1)[0];
    ok(&mut g, S1, Action::Play(c));
}

/// TAF-10.8 4′, TAF-7.7: a player with cards who lands on a sword may not postpone.
#[test]
fn taf_10_8_variant_cannot_defer_with_cards() {
    let mut g = moved(&[2, 0, 0, 0], S0);
    assert_eq!(hand(&g, S0), vec![card("Y11")]);
    assert_eq!(g.phase(), at_sword(S0));
    refused(&mut g, S0, Action::Defer, E::CannotDefer);
}
