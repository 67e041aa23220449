//! Tafelrunde rules of the board: the track (TAF-2), movement (TAF-6), sword spaces and the
//! trump ladder (TAF-7), the end of the game (TAF-9), with the edge cases TAF-12.2, 12.7 to
//! 12.10 and the pawn and ladder invariants of TAF-11.5 to TAF-11.7.

use crate::support;

use support::{S0, S1, S2, S3, at_sword, colours, hand, moved, ok, play, plays, refused, table};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::tafelrunde::heuristics::decide;
use table_ronde::games::tafelrunde::{
    Action, Colour, Phase, Tafelrunde, TafelrundeError as E, TafelrundeOptions, trick_bound,
};

const SWORDS: [u8; 8] = [3, 6, 9, 12, 15, 18, 21, 24];

/// Every sword action, sorted like the engine's list: six declarations and the decline.
fn declare_or_decline(except: &[Colour]) -> Vec<Action> {
    let mut v: Vec<Action> = Colour::ALL
        .into_iter()
        .filter(|c| !except.contains(c))
        .map(Action::Declare)
        .collect();
    v.push(Action::Decline);
    v.sort();
    v
}

/// The fifteen swaps of two different places of a full ladder.
fn all_swaps() -> Vec<Action> {
    let mut v = Vec::new();
    for a in 1..=6 {
        for b in a + 1..=6 {
            v.push(Action::Swap(a, b));
        }
    }
    v
}

fn legal_sorted(g: &Tafelrunde, s: Seat) -> Vec<Action> {
    let mut v = g.legal_actions(s);
    v.sort();
    v
}

/// The end of a hand for four players, dealer seat 3, ladder as given: before trick 8 pawns
/// are on 22, 21, 23 and 10 and seat 1 wins it, stopping on the sword of 24 with no cards
/// (TAF-10.8's position).
fn last_trick_to_sword(ladder: &str) -> Tafelrunde {
    let mut g = table(&["R1", "R11", "R2", "R3"]);
    g.fixture()
        .pawns(&[22, 21, 23, 10])
        .ladder(&colours(ladder))
        .dealer(S3);
    plays(&mut g, "R1 R11 R2 R3");
    assert_eq!(g.pawn(S1), 24);
    g
}

/// TAF-2.1, TAF-2.2, TAF-2.4: the track runs clockwise from Start 0 to King Arthur 26 and is
/// walked once: moves go to higher spaces, and from 25 the only move is onto 26.
#[test]
fn taf_2_1_2_2_2_4_a_27_space_circuit() {
    let o = TafelrundeOptions::default();
    assert_eq!((o.track_len, o.finish()), (27, 26));
    for from in 0..25u8 {
        let g = moved(&[from, 0], S0);
        assert_eq!(
            g.pawn(S0),
            from + 1,
            "TAF-2.4: clockwise, one free space on"
        );
    }
    assert_eq!(moved(&[25, 0], S0).pawn(S0), 26);
}

/// TAF-2.3, TAF-7.1: a decision arises exactly when a move ends on 3, 6, …, 24; Start and
/// King Arthur's space carry no sword.
#[test]
fn taf_2_3_sword_spaces() {
    let o = TafelrundeOptions::default();
    assert_eq!(o.sword_spaces, SWORDS.to_vec());
    assert!(!o.is_sword(0) && !o.is_sword(26));
    for to in 1..=25u8 {
        let g = moved(&[to - 1, 0], S0);
        assert_eq!(g.pawn(S0), to);
        let want = if SWORDS.contains(&to) {
            at_sword(S0)
        } else {
            Phase::Play
        };
        assert_eq!(g.phase(), want, "landing on {to}");
    }
}

/// TAF-2.5, TAF-6.4: Start holds every pawn at once; a pawn leaving it goes to 1 and the
/// others stay; no other pawn moves.
#[test]
fn taf_2_5_6_4_start_holds_many_and_only_the_winner_moves() {
    let g = moved(&[0, 0, 0, 0], S2);
    assert_eq!(g.pawns(), &[0, 0, 1, 0]);
    let g = moved(&[2, 9, 0, 14], S2);
    assert_eq!(g.pawns(), &[2, 9, 1, 14]);
}

/// TAF-2.6: a higher ladder place beats a lower one (place 6 strongest); a colour without a
/// chip is no trump.
#[test]
fn taf_2_6_higher_place_wins() {
    for (ladder, w) in [("V K", S0), ("K V", S1), ("Y G B R K V", S1), ("K", S0)] {
        let mut g = table(&["K2 Y1", "V1 Y2"]);
        g.fixture().ladder(&colours(ladder));
        plays(&mut g, "K2 V1");
        assert_eq!(g.last_trick().expect("trick").winner, w, "ladder {ladder}");
    }
}

/// TAF-6.1, TAF-6.3: the winner goes to the first unoccupied space; occupied spaces are not
/// counted; a sword jumped over (6 here) has no effect.
#[test]
fn taf_6_1_6_3_next_free_space() {
    let g = moved(&[4, 5, 6, 7, 0], S0);
    assert_eq!(g.pawns(), &[8, 5, 6, 7, 0]);
    assert_eq!(g.phase(), Phase::Play, "TAF-6.3");
    let g = moved(&[10, 11, 13], S0);
    assert_eq!(g.pawn(S0), 12, "12 is free, 13 is not reached");
    assert_eq!(g.phase(), at_sword(S0));
}

/// TAF-6.2, TAF-12.9: moving is compulsory (no action lets a winner stay); with two players
/// the winner leapfrogs the single opponent.
#[test]
fn taf_6_2_12_9_compulsory_move_and_leapfrog() {
    let g = moved(&[5, 6], S0);
    assert_eq!(g.pawns(), &[7, 6]);
    assert_eq!(legal_sorted(&g, S0), vec![play("Y11")], "only a card");
    let g = moved(&[7, 6], S1);
    assert_eq!(g.pawns(), &[7, 8]);
}

/// TAF-7.1, TAF-7.2: on a sword the winner decides before the next trick; on a ladder that is
/// not full any colour not yet placed may be declared, onto the lowest empty place.
#[test]
fn taf_7_1_7_2_declare_on_lowest_place() {
    let mut g = moved(&[2, 0, 0], S0);
    assert_eq!(g.phase(), at_sword(S0));
    assert_eq!(legal_sorted(&g, S0), declare_or_decline(&[]));
    assert!(g.legal_actions(S1).is_empty());
    ok(&mut g, S0, Action::Declare(Colour::Green));
    assert_eq!(g.ladder(), colours("G").as_slice());
    assert_eq!((g.phase(), g.to_play()), (Phase::Play, S0));
    let mut g = moved(&[5, 0, 0], S0);
    g.fixture().ladder(&colours("G B"));
    assert_eq!(legal_sorted(&g, S0), declare_or_decline(&colours("G B")));
    refused(
        &mut g,
        S0,
        Action::Declare(Colour::Blue),
        E::ColourAlreadyPlaced,
    );
    refused(&mut g, S0, Action::Swap(1, 2), E::InvalidSwap);
    ok(&mut g, S0, Action::Declare(Colour::Red));
    assert_eq!(g.ladder(), colours("G B R").as_slice());
}

/// TAF-7.3: the declaration may be declined; the ladder stays as it was.
#[test]
fn taf_7_3_decline() {
    let mut g = moved(&[8, 0], S0);
    g.fixture().ladder(&colours("Y"));
    ok(&mut g, S0, Action::Decline);
    assert_eq!(g.ladder(), colours("Y").as_slice());
    assert_eq!(g.phase(), Phase::Play);
}

/// TAF-7.4, TAF-12.7, TAF-11.6: on a full ladder the only actions are the fifteen swaps; a swap
/// exchanges exactly two places; landing after landing, there is never a seventh chip.
#[test]
fn taf_7_4_12_7_full_ladder_swaps() {
    let start = colours("R Y G B K V");
    let mut ladder = start.clone();
    for (k, (from, swap)) in [(2u8, (2u8, 5u8)), (5, (1, 6)), (8, (3, 4))]
        .into_iter()
        .enumerate()
    {
        let mut g = moved(&[from, 0], S0);
        g.fixture().ladder(&ladder);
        assert_eq!(legal_sorted(&g, S0), all_swaps(), "landing {k}");
        refused(&mut g, S0, Action::Declare(Colour::Red), E::LadderFull);
        refused(&mut g, S0, Action::Decline, E::SwapRequired);
        for bad in [(3, 3), (5, 2), (0, 1), (6, 7)] {
            refused(&mut g, S0, Action::Swap(bad.0, bad.1), E::InvalidSwap);
        }
        ok(&mut g, S0, Action::Swap(swap.0, swap.1));
        let (a, b) = (usize::from(swap.0) - 1, usize::from(swap.1) - 1);
        let changed: Vec<usize> = (0..6).filter(|&i| g.ladder()[i] != ladder[i]).collect();
        assert_eq!(changed, vec![a, b]);
        assert_eq!((g.ladder()[a], g.ladder()[b]), (ladder[b], ladder[a]));
        ladder = g.ladder().to_vec();
    }
    let mut sorted_ladder = ladder.clone();
    sorted_ladder.sort();
    assert_eq!(sorted_ladder, start, "the same six chips");
}

/// TAF-7.5: a chip declared after a trick does not re-evaluate it (seat 1's green 1 stays
/// beaten) but counts from the next trick.
#[test]
fn taf_7_5_new_trump_from_the_next_trick() {
    let mut g = table(&["R11 Y1", "G1 G2"]);
    g.fixture().pawns(&[2, 0]);
    plays(&mut g, "R11 G1");
    ok(&mut g, S0, Action::Declare(Colour::Green));
    let t = g.last_trick().expect("trick");
    assert_eq!((t.winner, g.pawns()), (S0, &[3u8, 0][..]));
    plays(&mut g, "Y1 G2");
    assert_eq!(
        g.last_trick().expect("trick").winner,
        S1,
        "green is trump now"
    );
}

/// TAF-7.6, TAF-12.2, TAF-7.8, TAF-8.6: the winner of trick 8 on a sword, empty-handed, may
/// decide now or postpone; deciding now, the chip is placed, then the next hand is dealt
/// (the ladder kept) and the new dealer's left leads.
#[test]
fn taf_7_6_12_2_decide_now_at_the_end_of_a_hand() {
    let mut g = last_trick_to_sword("G B");
    let deferrable = Phase::Sword {
        seat: S1,
        deferrable: true,
        postponed: false,
    };
    assert_eq!(g.phase(), deferrable);
    let mut want = declare_or_decline(&colours("G B"));
    want.push(Action::Defer);
    want.sort();
    assert_eq!(legal_sorted(&g, S1), want);
    let dealt = g.hands_dealt();
    ok(&mut g, S1, Action::Declare(Colour::Violet));
    assert_eq!(g.ladder(), colours("G B V").as_slice(), "TAF-7.8");
    assert_eq!(g.hands_dealt(), dealt + 1);
    assert_eq!((g.dealer(), g.leader(), g.phase()), (S0, S1, Phase::Play));
    assert!(Seat::all(4).all(|s| g.hand(s).len() == 8));
}

/// TAF-7.6: the compulsory swap may be postponed too; after the deal the same player must
/// swap before any card, and may not postpone again.
#[test]
fn taf_7_6_postponed_swap() {
    let mut g = last_trick_to_sword("R Y G B K V");
    ok(&mut g, S1, Action::Defer);
    let postponed = Phase::Sword {
        seat: S1,
        deferrable: false,
        postponed: true,
    };
    assert_eq!(g.phase(), postponed);
    assert_eq!(hand(&g, S1).len(), 8);
    assert_eq!(legal_sorted(&g, S1), all_swaps());
    refused(&mut g, S1, Action::Decline, E::SwapRequired);
    refused(&mut g, S1, Action::Defer, E::CannotDefer);
    refused(&mut g, S2, Action::Swap(1, 2), E::NotYourTurn);
    ok(&mut g, S1, Action::Swap(1, 2));
    assert_eq!(g.ladder(), colours("Y R G B K V").as_slice());
    assert_eq!((g.phase(), g.to_play()), (Phase::Play, S1));
}

/// TAF-7.7: a player holding cards may not postpone.
#[test]
fn taf_7_7_no_postponing_with_cards() {
    let mut g = moved(&[2, 0], S0);
    assert!(!hand(&g, S0).is_empty());
    assert!(!g.legal_actions(S0).contains(&Action::Defer));
    refused(&mut g, S0, Action::Defer, E::CannotDefer);
}

/// TAF-7.8: the ladder and the pawns survive the redeal.
#[test]
fn taf_7_8_chips_persist_across_hands() {
    let mut g = table(&["R1", "R11"]);
    g.fixture().ladder(&colours("K Y")).pawns(&[4, 7]);
    let dealt = g.hands_dealt();
    plays(&mut g, "R1 R11");
    assert_eq!(g.hands_dealt(), dealt + 1);
    assert_eq!(g.ladder(), colours("K Y").as_slice());
    assert_eq!(g.pawns(), &[4, 8]);
}

/// TAF-7.9 (advice, not a rule): the rule-based player declares the colour in which it holds
/// many high cards.
#[test]
fn taf_7_9_declare_where_the_hand_is_long() {
    let mut g = table(&["R1 B11 B10 B9 B8", "R2 Y1 Y2 Y3 Y4"]);
    g.fixture().pawns(&[3, 0]).sword(S0);
    let a = decide(&g.observe(S0), &mut GameRng::from_seed(1));
    assert_eq!(a, Some(Action::Declare(Colour::Blue)));
}

/// TAF-9.1, TAF-9.2, TAF-12.8, TAF-12.10: a pawn on 25, or one whose next free space is 26,
/// wins at once: nobody acts any more, every action is `GameOver`, exactly one winner.
#[test]
fn taf_9_1_12_8_12_10_king_arthur_ends_the_game() {
    for pawns in [[25u8, 0, 3], [24, 25, 0]] {
        let mut g = moved(&pawns, S0);
        assert_eq!(g.pawn(S0), 26);
        assert_eq!((g.phase(), g.winner()), (Phase::Over, Some(S0)));
        assert!(g.actors().is_empty() && g.is_over());
        assert_eq!(g.outcome().expect("over").winners, vec![S0], "TAF-9.2");
        assert!(!hand(&g, S1).is_empty(), "cards are left unplayed");
        for s in Seat::all(3) {
            assert!(g.legal_actions(s).is_empty());
        }
        refused(&mut g, S0, play("Y11"), E::GameOver);
        refused(&mut g, S1, play("Y2"), E::GameOver);
        refused(&mut g, S0, Action::Declare(Colour::Red), E::GameOver);
        refused(&mut g, S0, Action::Defer, E::GameOver);
    }
}

/// TAF-9.3, TAF-11.9: the bound `n(51 − n)/2 + 1` (50, 73, 95, 116, 136) holds in random
/// games, which end with exactly one pawn on 26.
#[test]
fn taf_9_3_termination_bound() {
    for n in 2..=6usize {
        let bound = n * (51 - n) / 2 + 1;
        assert_eq!(trick_bound(n, 26) as usize, bound);
        for seed in 0..10 {
            let mut g = Tafelrunde::new(&TafelrundeOptions::default(), n, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed + 100);
            while let Some(s) = g.first_actor() {
                support::bounded(&g);
                let legal = g.legal_actions(s);
                ok(&mut g, s, legal[rng.index(legal.len())]);
            }
            assert!(g.tricks() as usize <= bound, "{n} players, seed {seed}");
            assert_eq!(g.pawns().iter().filter(|p| **p == 26).count(), 1);
        }
    }
    assert_eq!(
        (2..=6).map(|n| trick_bound(n, 26)).collect::<Vec<_>>(),
        [50, 73, 95, 116, 136]
    );
}

/// TAF-11.5, TAF-11.6, TAF-11.7, TAF-6.4, TAF-2.5: in random games, after each trick only the
/// winner's pawn moved, to the first free space after it; no pawn goes back or re-enters
/// Start; pawns off Start never share a space; the ladder only grows by one chip at its top
/// or, full, has two places swapped; decisions arise only on swords, postponement only
/// empty-handed.
#[test]
fn taf_11_5_to_11_7_pawns_and_ladder_in_random_games() {
    for n in 2..=6usize {
        for seed in 0..8 {
            let mut g = Tafelrunde::new(&TafelrundeOptions::default(), n, 70 + seed).expect("g");
            let mut rng = GameRng::from_seed(seed);
            while let Some(s) = g.first_actor() {
                support::bounded(&g);
                let (pawns, ladder, tricks) = (g.pawns().to_vec(), g.ladder().to_vec(), g.tricks());
                let legal = g.legal_actions(s);
                ok(&mut g, s, legal[rng.index(legal.len())]);
                if g.tricks() > tricks {
                    let w = g.last_trick().expect("trick").winner;
                    let mut to = pawns[w.index()] + 1;
                    while to < 26 && pawns.contains(&to) {
                        to += 1;
                    }
                    let mut want = pawns.clone();
                    want[w.index()] = to;
                    assert_eq!(g.pawns(), want.as_slice(), "TAF-11.5");
                }
                for (i, p) in g.pawns().iter().enumerate() {
                    assert!(*p >= pawns[i] && (*p > 0 || pawns[i] == 0));
                    assert!(*p == 0 || !g.pawns()[..i].contains(p), "TAF-2.5");
                }
                let l = g.ladder();
                if l.len() == ladder.len() + 1 {
                    assert_eq!(&l[..ladder.len()], ladder.as_slice());
                    assert!(!ladder.contains(&l[ladder.len()]));
                } else if l != ladder.as_slice() {
                    assert_eq!((l.len(), ladder.len()), (6, 6), "TAF-11.6");
                    assert_eq!((0..6).filter(|&i| l[i] != ladder[i]).count(), 2);
                }
                if let Phase::Sword {
                    seat, deferrable, ..
                } = g.phase()
                {
                    assert!(SWORDS.contains(&g.pawn(seat)), "TAF-11.7");
                    assert!(!deferrable || g.hand(seat).is_empty(), "TAF-11.7");
                }
            }
            assert_eq!(g.outcome().expect("over").winners.len(), 1, "TAF-9.2");
        }
    }
}
