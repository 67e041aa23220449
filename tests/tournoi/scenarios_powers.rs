//! The worked scenarios of the Tournoi spec, continued (TRN-16.7 to TRN-16.9): Legend
//! activation, every power case of TRN-16.8 and the end of the game. Refused tries give
//! their typed error and leave the state as it was (TRN-14.2).

use crate::support;

use support::*;
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{Action, Godsend, Hero, Phase, Play, Suit, TournoiError as E};

const P: Hero = Hero::Perceval;

// ---------------------------------------------------------------------------------------
// TRN-16.7 Legend activation
// ---------------------------------------------------------------------------------------

/// TRN-16.7: Guinevere at 160 takes 15 wounds → 145: Lancelot is active from the next
/// round, not before.
#[test]
fn trn_16_7_lancelot_active_from_the_next_round() {
    let mut s = last_melee(&[Hero::Guinevere, P, P, P], &[160, 400, 400, 400], 3, 1);
    s.piles[0] = cards("Sw1 Sw2 Sw4");
    let mut g = start(&s);
    assert!(!g.legend_active(Seat(0)));
    play_all_feint(&mut g);
    assert_eq!(g.health(Seat(0)), 145);
    assert!(g.legend_reached(Seat(0)), "TRN-6.1: 145 ≤ 150");
    assert!(
        !g.legend_active(Seat(0)),
        "TRN-6.2: not in the round just played"
    );
    assert!(matches!(g.phase(), Phase::Godsend { .. }));
    take_godsends(&mut g);
    assert_eq!(g.round(), 2);
    assert!(g.legend_active(Seat(0)), "TRN-6.2: active from round 2");
}

/// TRN-16.7: healed back to 170 in the next round, Lancelot stays active (TRN-6.3).
#[test]
fn trn_16_7_a_legend_stays_active_after_healing() {
    let mut s = last_melee(&[Hero::Guinevere, P, P, P], &[150, 400, 400, 400], 3, 2);
    s.legends[0] = true;
    s.godsends[0] = vec![godsend(Godsend::Benediction, 0)];
    let mut g = start(&s);
    assert!(g.legend_active(Seat(0)));
    play_all_feint(&mut g);
    assert_eq!(g.health(Seat(0)), 170, "TRN-9.6: +20");
    take_godsends(&mut g);
    assert_eq!(g.round(), 3);
    assert!(g.legend_active(Seat(0)), "TRN-6.3: stays active");
}

/// TRN-16.7: Gawain's Green Sash applies in round 1 (TRN-2.3, TRN-6.5).
#[test]
fn trn_16_7_green_sash_from_round_1() {
    let mut s = setup(&[Hero::Gawain, P, P], &["Sw1", "Sw2", "Sw3"]);
    s.piles[0] = cards("Me1");
    let g = start(&s);
    assert_eq!(g.round(), 1);
    assert!(g.legend_active(Seat(0)));
    assert_eq!(g.card_wounds(Seat(0), card("Me1")), 10);
}

// ---------------------------------------------------------------------------------------
// TRN-16.8 Powers
// ---------------------------------------------------------------------------------------

/// TRN-16.8 Arthur: Swords led — S0 Swords 9, Arthur Swords 6 +3 (→ 9), S2 Swords 10, S3
/// Swords 12: the 9s feint and S2 loses; a second token in the round is refused.
#[test]
fn trn_16_8_arthur_royal_command() {
    let mut g = start(&setup(
        &[P, Hero::Arthur, P, P],
        &["Sw9 De7", "Sw6 De8", "Sw10 De5", "Sw12 De6"],
    ));
    play(&mut g, 0, "Sw9");
    refused(
        &mut g,
        1,
        Action::Play(Play {
            sun: true,
            ..Play::plain(card("Sw6"))
        }),
        E::PowerNotOwned,
    );
    let token = Play {
        plus3: true,
        ..Play::plain(card("Sw6"))
    };
    act(&mut g, Seat(1), Action::Play(token));
    assert_eq!(g.placed()[1].value, 9, "TRN-4.8: final value 6 + 3");
    play(&mut g, 2, "Sw10");
    play(&mut g, 3, "Sw12");
    let (last, loser) = g.last_melee();
    let up: Vec<bool> = last.iter().map(|p| p.face_up).collect();
    assert_eq!(up, [false, false, true, true]);
    assert_eq!(loser, Some(Seat(2)));
    // Melee 2, led by S2: the token is spent for the round.
    play(&mut g, 2, "De5");
    play(&mut g, 3, "De6");
    play(&mut g, 0, "De7");
    refused(
        &mut g,
        1,
        Action::Play(Play {
            plus3: true,
            ..Play::plain(card("De8"))
        }),
        E::PowerExhausted,
    );
}

/// TRN-16.8 Excalibur: Arthur plays Swords 6 plainly and adds +3 in the pre-feint window:
/// the same outcome; another use in the same melee is refused, and so is a third use in
/// the round. (A Miracle keeps Arthur in the window so that he can try again.)
#[test]
fn trn_16_8_excalibur() {
    let mut s = setup(
        &[P, Hero::Arthur, P, P],
        &["Sw9 De7 Ar3", "Sw6 De8 Ar4", "Sw10 De5 Ar1", "Sw12 De6 Ar2"],
    );
    s.legends[1] = true;
    s.godsends[1] = vec![godsend(Godsend::Miracle, 0)];
    let mut g = start(&s);
    for (seat, c) in [(0, "Sw9"), (1, "Sw6"), (2, "Sw10"), (3, "Sw12")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(1) });
    act(&mut g, Seat(1), Action::Excalibur);
    assert_eq!(g.placed()[1].value, 9);
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(1) });
    refused(&mut g, 1, Action::Excalibur, E::PowerExhausted);
    act(&mut g, Seat(1), Action::Pass);
    assert_eq!(g.last_melee().1, Some(Seat(2)), "9s feint; S2 loses");
    // Melee 2: the second use, with the play.
    for (seat, c) in [(2, "De5"), (3, "De6"), (0, "De7")] {
        play(&mut g, seat, c);
    }
    let token = Play {
        plus3: true,
        ..Play::plain(card("De8"))
    };
    act(&mut g, Seat(1), Action::Play(token));
    act(&mut g, Seat(1), Action::Pass);
    assert_eq!(g.last_melee().1, Some(Seat(2)));
    // Melee 3: a third use is refused, with the play and in the window.
    for (seat, c) in [(2, "Ar1"), (3, "Ar2"), (0, "Ar3")] {
        play(&mut g, seat, c);
    }
    let token = Play {
        plus3: true,
        ..Play::plain(card("Ar4"))
    };
    refused(&mut g, 1, Action::Play(token), E::PowerExhausted);
    play(&mut g, 1, "Ar4");
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(1) }, "Miracle");
    refused(&mut g, 1, Action::Excalibur, E::PowerExhausted);
}

/// TRN-16.8 Lancelot: Guinevere 3, the others 8, 11, 14: she calls Lancelot; the owner of
/// the 8 collects the 4 cards and leads next.
#[test]
fn trn_16_8_lancelot() {
    let mut s = setup(
        &[P, Hero::Guinevere, P, P],
        &["Sw8 De1", "Sw3 De2", "Sw11 De3", "Sw14 De4"],
    );
    s.legends[1] = true;
    let mut g = start(&s);
    for (seat, c) in [(0, "Sw8"), (1, "Sw3"), (2, "Sw11"), (3, "Sw14")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PostLoss { seat: Seat(1) });
    act(&mut g, Seat(1), Action::Lancelot);
    assert_eq!(g.last_melee().1, Some(Seat(0)));
    assert_eq!(g.pile(Seat(0)).len(), 4);
    assert!(g.pile(Seat(1)).is_empty());
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(0) });
}

/// TRN-16.8 Mordred: A 5, B 5, Mordred 7, C 9; Treachery on A's 5 leaves B's 5 face up
/// and B loses; without the power Mordred would lose.
#[test]
fn trn_16_8_mordred_treachery() {
    let mut g = start(&setup(
        &[P, P, Hero::Mordred, P],
        &["Sw5 De1", "Al5 De2", "Sw7 De3", "Sw9 De4"],
    ));
    for (seat, c) in [(0, "Sw5"), (1, "Al5"), (2, "Sw7"), (3, "Sw9")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(2) });
    refused(&mut g, 2, Action::Treachery(Seat(2)), E::InvalidTarget);
    let mut without = g.clone();
    act(&mut without, Seat(2), Action::Pass);
    assert_eq!(without.last_melee().1, Some(Seat(2)), "Mordred's 7 loses");
    act(&mut g, Seat(2), Action::Treachery(Seat(0)));
    assert_eq!(
        g.last_melee().1,
        Some(Seat(1)),
        "B's 5 stays face up and loses"
    );
    let up: Vec<bool> = g.last_melee().0.iter().map(|p| p.face_up).collect();
    assert_eq!(up, [false, true, true, true]);
}

/// TRN-16.8 Tristan: Tristan 6, X 7, Y 10, Z 12: Twin Hearts turns 6 and 7 down; Y loses.
#[test]
fn trn_16_8_tristan_twin_hearts() {
    let mut g = start(&setup(
        &[Hero::Tristan, P, P, P],
        &["Sw6 De1", "Sw7 De2", "Sw10 De3", "Sw12 De4"],
    ));
    for (seat, c) in [(0, "Sw6"), (1, "Sw7"), (2, "Sw10"), (3, "Sw12")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(0) });
    refused(&mut g, 0, Action::TwinHearts(Seat(2)), E::ValueGapNotOne);
    act(&mut g, Seat(0), Action::TwinHearts(Seat(1)));
    let up: Vec<bool> = g.last_melee().0.iter().map(|p| p.face_up).collect();
    assert_eq!(up, [false, false, true, true]);
    assert_eq!(g.last_melee().1, Some(Seat(2)));
}

/// TRN-16.8 Sanctuary: the owner loses melee 5 (4 cards) and uses it: the 4 cards are set
/// aside, he leads melee 6, and the loser of melee 6 gets 8 cards.
#[test]
fn trn_16_8_sanctuary() {
    let mut s = setup(
        &plain_knights(4),
        &["Sw2 De9 So1", "Sw5 De3 So2", "Sw6 De10 So3", "Sw7 De11 So4"],
    );
    s.melee = 5;
    s.godsends[0] = vec![godsend(Godsend::Sanctuary, 0)];
    let mut g = start(&s);
    for (seat, c) in [(0, "Sw2"), (1, "Sw5"), (2, "Sw6"), (3, "Sw7")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PostLoss { seat: Seat(0) });
    act(&mut g, Seat(0), Action::Sanctuary);
    assert_eq!(g.set_aside().len(), 4);
    assert!(g.pile(Seat(0)).is_empty());
    assert_eq!((g.phase(), g.melee()), (Phase::Melee { seat: Seat(0) }, 6));
    for (seat, c) in [(0, "De9"), (1, "De3"), (2, "De10"), (3, "De11")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.last_melee().1, Some(Seat(1)));
    assert_eq!(g.pile(Seat(1)).len(), 8);
}

/// TRN-16.8 Iseult: Tristan loses a melee of 4 cards plus 1 set-aside card, and gives 2
/// cards of his choice (a Merlin allowed) to a knight of his choice.
#[test]
fn trn_16_8_iseult() {
    let mut s = setup(
        &[Hero::Tristan, P, P, P],
        &["Sw2 De1", "Sw5 De2", "Sw9 De3", "Me1 De4"],
    );
    s.legends[0] = true;
    s.set_aside = cards("So1");
    let mut g = start(&s);
    for (seat, c) in [(0, "Sw2"), (1, "Sw5"), (2, "Sw9")] {
        play(&mut g, seat, c);
    }
    name(&mut g, 3, "Me1", Some(Suit::Swords), 12);
    assert_eq!(g.phase(), Phase::PostLoss { seat: Seat(0) });
    refused(&mut g, 0, Action::Iseult(Seat(0)), E::InvalidTarget);
    act(&mut g, Seat(0), Action::Iseult(Seat(2)));
    assert_eq!(g.pile(Seat(0)).len(), 5, "he collects first");
    refused(&mut g, 0, Action::Pass, E::WrongCardCount);
    refused(&mut g, 0, Action::Give(card("De1")), E::CardNotInHand);
    act(&mut g, Seat(0), Action::Give(card("Me1")));
    act(&mut g, Seat(0), Action::Give(card("So1")));
    assert_eq!(sorted(g.pile(Seat(2)).to_vec()), cards("So1 Me1"));
    assert_eq!(sorted(g.pile(Seat(0)).to_vec()), cards("Sw2 Sw5 Sw9"));
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(0) }, "he still leads");
}

/// TRN-16.8 doubling cap: Camlann and a Judgement on Deception both hit T's pile
/// (Deception 5, Deception 7 (P), Swords 2, Merlin): W0 = 45, W = 10 + 20 + 5 + 25 = 60 —
/// Deception ×2, not ×4.
#[test]
fn trn_16_8_doubling_is_capped_at_two() {
    let mut s = setup(&[Hero::Mordred, P, P, P], &["Sw1", "Sw4", "Sw6", "Sw8"]);
    s.legends[0] = true;
    s.godsends[1] = vec![godsend(Godsend::Judgement, 0)];
    s.piles[2] = cards("De5 De7 Sw2 Me1");
    let mut g = start(&s);
    assert_eq!(g.phase(), Phase::RoundStart { seat: Seat(1) });
    refused(
        &mut g,
        1,
        Action::Judgement {
            suit: Suit::Deception,
            target: Seat(1),
        },
        E::InvalidTarget,
    );
    act(
        &mut g,
        Seat(1),
        Action::Judgement {
            suit: Suit::Deception,
            target: Seat(2),
        },
    );
    let w = g.wounds(Seat(2));
    assert_eq!((w.printed, w.total), (45, 60));
    assert_eq!(g.card_wounds(Seat(2), card("De7")), 20);
    assert!(w.total <= 2 * w.printed, "TRN-5.6");
    // Camlann spares Mordred's own pile (TRN-10.5.2).
    assert!(!g.doubled(Seat(0), Suit::Deception));
}

/// TRN-16.8 Green Sash: Gawain's pile Merlin, Merlin, Swords 3 (P) is 10 + 10 + 10 = 30.
#[test]
fn trn_16_8_green_sash() {
    let mut s = setup(&[Hero::Gawain, P, P], &["Sw1", "Sw4", "Sw6"]);
    s.piles[0] = cards("Me1 Me2 Sw3");
    let g = start(&s);
    assert_eq!(g.wounds(Seat(0)).total, 30);
}

/// TRN-16.8 Penance then Purification: P (Penance; pile Merlin, Sorcery 7 (P), Swords 2)
/// moves Sorcery 7 and Swords 2 to the sole leader L (the Merlin is refused); L
/// (Purification; pile Arrows 5) removes Sorcery 7: P 25, L 5 + 5 = 10.
#[test]
fn trn_16_8_penance_then_purification() {
    let mut s = last_melee(&plain_knights(4), &[300, 400, 350, 350], 3, 1);
    s.godsends[0] = vec![godsend(Godsend::Penance, 0)];
    s.godsends[1] = vec![godsend(Godsend::Purification, 0)];
    s.piles[0] = cards("Me1 So7 Sw2");
    s.piles[1] = cards("Ar5");
    let mut g = start(&s);
    play_all_feint(&mut g);
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: Seat(0),
            held: 0
        }
    );
    refused(&mut g, 0, Action::Penance(Seat(2)), E::InvalidTarget);
    act(&mut g, Seat(0), Action::Penance(Seat(1)));
    refused(&mut g, 0, Action::Give(card("Me1")), E::MerlinNotAllowed);
    act(&mut g, Seat(0), Action::Give(card("So7")));
    act(&mut g, Seat(0), Action::Give(card("Sw2")));
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: Seat(1),
            held: 0
        }
    );
    act(&mut g, Seat(1), Action::Purify(card("So7")));
    assert_eq!(g.sheet(), [vec![25, 10, 0, 0]]);
    assert_eq!((g.health(Seat(0)), g.health(Seat(1))), (275, 390));
}

/// TRN-16.8 Courtly Grace: Guinevere cannot follow and holds no Alchemy or enchanter; her
/// Deception 15 (P) goes into the melee face down, she takes no dishonor wounds, and the
/// loser collects it.
#[test]
fn trn_16_8_courtly_grace() {
    let mut g = start(&setup(
        &[P, Hero::Guinevere, P, P],
        &["Sw4 De1", "De15 So2", "Sw5 De3", "Sw6 De4"],
    ));
    play(&mut g, 0, "Sw4");
    refused(
        &mut g,
        1,
        Action::Play(Play::plain(card("De15"))),
        E::MustDishonor,
    );
    act(&mut g, Seat(1), Action::Dishonor(card("De15")));
    let grace = g.placed()[1];
    assert!(grace.grace && !grace.face_up && grace.card() == card("De15"));
    assert!(g.discard().is_empty());
    play(&mut g, 2, "Sw5");
    play(&mut g, 3, "Sw6");
    assert_eq!(g.last_melee().1, Some(Seat(0)));
    assert!(g.pile(Seat(0)).contains(&card("De15")));
    assert_eq!(g.dishonors(Seat(1)), 0);
    assert_eq!(g.wounds(Seat(1)).total, 0);
}

/// TRN-16.8 Divine Will: following Swords with Swords 8 and −1 gives 7 and leaves the token
/// at 2; a second declaration in the same melee (here through Brocéliande's replay) is
/// refused.
#[test]
fn trn_16_8_divine_will() {
    let mut s = setup(&[P, Hero::Lady, P], &["Sw1 De1", "Sw8 Sw9 De2", "Sw10 De3"]);
    s.legends[1] = true;
    s.godsends[1] = vec![godsend(Godsend::DivineWill, 0)];
    let mut g = start(&s);
    play(&mut g, 0, "Sw1");
    let minus = Play {
        divine: -1,
        ..Play::plain(card("Sw8"))
    };
    act(&mut g, Seat(1), Action::Play(minus));
    assert_eq!(g.placed()[1].value, 7);
    assert_eq!(g.godsends(Seat(1))[0].uses, 2);
    play(&mut g, 2, "Sw10");
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(1) });
    let again = Play {
        divine: 1,
        ..Play::plain(card("Sw9"))
    };
    refused(&mut g, 1, Action::Broceliande(again), E::PowerExhausted);
}

/// TRN-16.8 Brocéliande: Sorcery led by S0; the Lady's Sorcery 4 is the lowest; she takes
/// it back and plays Sorcery 12: her card is 12 and she holds Sorcery 4 again.
#[test]
fn trn_16_8_broceliande() {
    let mut s = setup(
        &[P, Hero::Lady, P, P],
        &["So9 De1", "So4 So12", "So10 De3", "So11 De4"],
    );
    s.legends[1] = true;
    let mut g = start(&s);
    for (seat, c) in [(0, "So9"), (1, "So4"), (2, "So10"), (3, "So11")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(1) });
    refused(
        &mut g,
        1,
        Action::Broceliande(Play::plain(card("So4"))),
        E::SameCardReplay,
    );
    act(
        &mut g,
        Seat(1),
        Action::Broceliande(Play::plain(card("So12"))),
    );
    assert_eq!(g.hand(Seat(1)), cards("So4"));
    assert_eq!(g.last_melee().0[1].value, 12);
    assert_eq!(g.last_melee().1, Some(Seat(0)), "9 is now the lowest");
}

/// TRN-16.8 Benediction at 0: the owner at 15 health takes 30 wounds: 0, no healing, and
/// the game is over (TRN-5.8, TRN-14.13).
#[test]
fn trn_16_8_benediction_does_not_save_a_knight_at_0() {
    let mut s = last_melee(&plain_knights(4), &[15, 400, 400, 400], 3, 1);
    s.godsends[0] = vec![godsend(Godsend::Benediction, 0)];
    s.piles[0] = cards("Sw3 Sw7 Sw11");
    let mut g = start(&s);
    play_all_feint(&mut g);
    assert_eq!(g.health(Seat(0)), 0);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.winners(), [Seat(1), Seat(2), Seat(3)]);
    refused(&mut g, 0, Action::Pass, E::GameOver);
}

// ---------------------------------------------------------------------------------------
// TRN-16.9 End of game
// ---------------------------------------------------------------------------------------

/// TRN-16.9: health after the injury step decides: a knight at 0 ends the game and the
/// healthiest wins (ties share); nobody at 0, the Godsend phase follows.
#[test]
fn trn_16_9_end_of_game() {
    let rows: [([u32; 4], Option<&[u8]>); 3] = [
        ([0, 40, 120, 55], Some(&[2])),
        ([0, 120, 120, 55], Some(&[1, 2])),
        ([5, 40, 120, 55], None),
    ];
    for (after, winners) in rows {
        // Seat 0 takes 5 wounds (Swords 1); the others none.
        let mut before = after;
        before[0] += 5;
        let mut s = last_melee(&plain_knights(4), &before, 3, 2);
        s.piles[0] = cards("Sw1");
        let mut g = start(&s);
        play_all_feint(&mut g);
        let health: Vec<u32> = Seat::all(4).map(|s| g.health(s)).collect();
        assert_eq!(health, after);
        match winners {
            Some(w) => {
                assert_eq!(g.phase(), Phase::Over, "{after:?}");
                let o = g.outcome().expect("over");
                assert_eq!(o.winners, w.iter().map(|s| Seat(*s)).collect::<Vec<_>>());
                assert_eq!(o.scores.0, after.map(i64::from));
            }
            None => assert!(matches!(g.phase(), Phase::Godsend { .. }), "{after:?}"),
        }
    }
}

// ---------------------------------------------------------------------------------------
// TRN-14 edge cases met by the scenarios' powers
// ---------------------------------------------------------------------------------------

/// TRN-14.9: Lancelot hands the loss to a knight holding Sanctuary; he may use it: the
/// melee is set aside and he leads next.
#[test]
fn trn_14_9_lancelot_then_sanctuary() {
    let mut s = setup(
        &[P, Hero::Guinevere, P, P],
        &["Sw8 De1", "Sw3 De2", "Sw11 De3", "Sw14 De4"],
    );
    s.legends[1] = true;
    s.godsends[0] = vec![godsend(Godsend::Sanctuary, 0)];
    let mut g = start(&s);
    for (seat, c) in [(0, "Sw8"), (1, "Sw3"), (2, "Sw11"), (3, "Sw14")] {
        play(&mut g, seat, c);
    }
    act(&mut g, Seat(1), Action::Lancelot);
    assert_eq!(g.phase(), Phase::PostLoss { seat: Seat(0) });
    act(&mut g, Seat(0), Action::Sanctuary);
    assert_eq!(g.set_aside().len(), 4);
    assert_eq!(g.phase(), Phase::Melee { seat: Seat(0) });
}

/// TRN-14.10: the draw pile runs short: knights are served in window order and a later one
/// draws what is left.
#[test]
fn trn_14_10_draw_pile_shortage() {
    let mut s = setup(&[Hero::Lady, P, P], &["Sw1 Sw2", "Sw3 Sw4", "Sw5 Sw6"]);
    s.godsends[1] = vec![godsend(Godsend::Providence, 0)];
    s.draw = cards("De1 De2 De3");
    let mut g = start(&s);
    assert_eq!(g.phase(), Phase::RoundStart { seat: Seat(0) });
    act(
        &mut g,
        Seat(0),
        Action::Draw {
            power: table_ronde::games::tournoi::Draw::Gift,
            count: 2,
        },
    );
    act(&mut g, Seat(0), Action::Discard(card("Sw1")));
    act(&mut g, Seat(0), Action::Discard(card("Sw2")));
    assert_eq!(g.hand(Seat(0)).len(), 2, "hand size unchanged");
    assert_eq!(g.phase(), Phase::RoundStart { seat: Seat(1) });
    refused(
        &mut g,
        1,
        Action::Draw {
            power: table_ronde::games::tournoi::Draw::Providence,
            count: 2,
        },
        E::WrongCardCount,
    );
    act(
        &mut g,
        Seat(1),
        Action::Draw {
            power: table_ronde::games::tournoi::Draw::Providence,
            count: 1,
        },
    );
    assert_eq!(g.draw_size(), 0);
}

/// TRN-14.15: Brocéliande in a melee she led is refused (the Lady, asked for her Miracle).
#[test]
fn trn_14_15_broceliande_not_in_a_melee_she_led() {
    let mut s = setup(&[Hero::Lady, P, P], &["So4 So12", "So9 De1", "So10 De3"]);
    s.legends[0] = true;
    s.godsends[0] = vec![godsend(Godsend::Miracle, 0)];
    let mut g = start(&s);
    for (seat, c) in [(0, "So4"), (1, "So9"), (2, "So10")] {
        play(&mut g, seat, c);
    }
    assert_eq!(g.phase(), Phase::PreFeint { seat: Seat(0) });
    refused(
        &mut g,
        0,
        Action::Broceliande(Play::plain(card("So12"))),
        E::LedThisMelee,
    );
}

/// TRN-14.16: Judgement naming himself, or Arrows with 2 knights, is refused; so is an
/// enchanter lead naming Arrows with 2 knights (TRN-12.3).
#[test]
fn trn_14_16_judgement_targets_and_suits() {
    let mut s = setup(&[P, P], &["Me1 Sw2", "Sw3 Sw4"]);
    s.godsends[0] = vec![godsend(Godsend::Judgement, 0)];
    let mut g = start(&s);
    assert_eq!(g.phase(), Phase::RoundStart { seat: Seat(0) });
    let judge = |suit, target| Action::Judgement { suit, target };
    refused(&mut g, 0, judge(Suit::Swords, Seat(0)), E::InvalidTarget);
    refused(&mut g, 0, judge(Suit::Arrows, Seat(1)), E::SuitNotInPlay);
    act(&mut g, Seat(0), Action::Pass);
    refused(
        &mut g,
        0,
        Action::Play(Play::named(card("Me1"), Some(Suit::Arrows), 4)),
        E::SuitNotInPlay,
    );
}

/// TRN-14.17: Penance held by the sole health leader has no legal target; only `Pass`.
#[test]
fn trn_14_17_penance_by_the_sole_leader() {
    let mut s = last_melee(&plain_knights(3), &[400, 300, 300], 2, 1);
    s.godsends[0] = vec![godsend(Godsend::Penance, 0)];
    s.piles[0] = cards("Sw1");
    let mut g = start(&s);
    play_all_feint(&mut g);
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: Seat(0),
            held: 0
        }
    );
    assert_eq!(g.legal_actions(Seat(0)), [Action::Pass]);
}
