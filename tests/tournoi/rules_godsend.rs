//! Tournoi rule tests for the Godsend phase and the Godsend cards (TRN-8, TRN-9 of
//! `shared/rules/tournoi.md`).

use crate::support_rules as support;

use support::{act, actor, card, cards, from, gs, plain, refuse, round_of, s, setup};
use table_ronde::core::game::Game;
use table_ronde::core::seats::Seat;
use table_ronde::games::tournoi::{
    Action, Draw, Godsend, GodsendCard, Hero, Phase, Play, Setup, Source, Suit, Tournoi,
    TournoiError as E, godsend,
};

const H4: [Hero; 4] = [Hero::Arthur, Hero::Lady, Hero::Crusaders, Hero::Guinevere];

/// Melee 12 where all four cards feint: nobody is wounded, the round ends on `health`.
fn round_end(health: [u32; 4], previous: u8) -> Setup {
    let mut st = setup(&H4, &["Sw6", "Al6", "Sw10", "Al10"]);
    st.health = health.to_vec();
    st.dealer = s(previous);
    st
}

/// Plays melee 12 out (each knight his only card; windows passed) up to the next decision
/// after the injury step.
fn finish(g: &mut Tournoi) {
    while g.sheet().is_empty() {
        let seat = actor(g);
        let a = match g.phase() {
            Phase::Melee { .. } => Action::Play(Play::plain(g.hand(seat)[0])),
            _ => Action::Pass,
        };
        act(g, seat.0, a);
    }
}

/// The seats asked in the Godsend phase, each taking from the deck.
fn picks(g: &mut Tournoi) -> Vec<Seat> {
    let mut out = Vec::new();
    while let Phase::Godsend { seat } = g.phase() {
        out.push(seat);
        act(g, seat.0, Action::Take(Source::Deck));
    }
    out
}

/// TRN-8.1, TRN-8.11, TRN-8.13: at Step 0 every Godsend in front of a knight is discarded,
/// used or not (a Divine Will token goes with it); unchosen offer cards are discarded at
/// Step 6.
#[test]
fn trn_8_1_step_0_discards_held_godsends() {
    let mut st = round_end([320, 400, 400, 400], 3);
    st.godsends[1] = vec![gs(Godsend::DivineWill, 0), gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    finish(&mut g);
    assert!(g.godsends(s(1)).is_empty());
    let o = g.observe(s(2));
    assert!(o.godsend_discard.contains(&gs(Godsend::DivineWill, 0)));
    assert!(o.godsend_discard.contains(&gs(Godsend::Miracle, 0)));
    let offer = g.offer();
    act(&mut g, 0, Action::Take(Source::Offer(1)));
    // Round 2: the unchosen offer card (slot 0) and the refill of slot 1 are discarded.
    assert_eq!(g.round(), 2);
    let o = g.observe(s(2));
    assert!(o.godsend_discard.contains(&offer[0].expect("slot 0")));
    assert_eq!(o.godsend_discard.len(), 4);
    assert_eq!(g.offer(), [None, None]);
    assert_eq!(g.godsends(s(0))[0].card, offer[1].expect("slot 1"));
}

/// TRN-8.2, TRN-8.6: two cards are revealed; a taken offer card is refilled at once from the
/// deck; a deck card is the top one.
#[test]
fn trn_8_6_offer_and_refill() {
    let mut g = from(&round_end([250, 250, 345, 400], 0));
    finish(&mut g);
    let deck = g.observe(s(0)).godsend_deck;
    assert_eq!(deck, 22);
    let [a, b] = g.offer();
    assert!(a.is_some() && b.is_some());
    let seat = actor(&g);
    act(&mut g, seat.0, Action::Take(Source::Offer(0)));
    assert_eq!(g.godsends(seat)[0].card, a.expect("offer"));
    assert_eq!(g.offer()[1], b);
    assert!(g.offer()[0].is_some() && g.offer()[0] != a);
    assert_eq!(g.observe(s(0)).godsend_deck, 21);
    let seat = actor(&g);
    act(&mut g, seat.0, Action::Take(Source::Deck));
    assert_eq!(g.observe(s(0)).godsend_deck, 20);
}

/// TRN-8.3, TRN-8.4, TRN-8.5, TRN-8.7: lowest health first, ties in tie order from the
/// previous dealer's left; leaders never receive; k non-leaders are scheduled. TRN-16.5 b
/// (prev S3: S0, S1, then both again for the 100 bonus).
#[test]
fn trn_8_3_ranking_and_schedule_in_the_engine() {
    let mut st = round_end([250, 250, 345, 360], 3);
    st.round = 2;
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(picks(&mut g), [s(0), s(1), s(0), s(1)]);
    assert!(g.godsends(s(3)).is_empty() && g.godsends(s(2)).is_empty());
    // Same healths, previous dealer S0: S1 is first in the tie order.
    let order: Vec<Seat> = [1, 2, 3, 0].map(s).to_vec();
    assert_eq!(
        godsend::schedule(&[250, 250, 345, 360], &order, 2, false),
        [s(1), s(0), s(1), s(0)]
    );
}

/// TRN-8.4: with every knight tied, nobody receives (TRN-16.5 g).
#[test]
fn trn_8_4_all_tied_nobody_receives() {
    let mut st = round_end([300, 300, 300, 300], 0);
    st.round = 2;
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.round(), 3, "the Godsend phase was empty");
    assert!((0..4).all(|k| g.godsends(s(k)).is_empty()));
}

/// TRN-8.5, TRN-8.16: the scheduled count by knights and round, capped to the non-leaders.
#[test]
fn trn_8_16_scheduled_counts() {
    let rows = [
        (2, [1, 2, 3, 3]),
        (3, [1, 2, 3, 3]),
        (4, [1, 2, 3, 3]),
        (5, [2, 3, 4, 5]),
        (6, [2, 3, 4, 5]),
    ];
    for (n, want) in rows {
        for (r, k) in want.iter().enumerate() {
            assert_eq!(
                godsend::scheduled(n, r as u32 + 1),
                *k,
                "{n} knights round {}",
                r + 1
            );
        }
        assert_eq!(godsend::scheduled(n, 9), want[3]);
    }
    // TRN-16.5 c: 3 knights, round 3: k = 3 → 2 (one leader).
    let order: Vec<Seat> = [2, 0, 1].map(s).to_vec();
    assert_eq!(
        godsend::schedule(&[200, 140, 390], &order, 3, false),
        [s(1), s(0), s(1), s(0), s(1)]
    );
    // TRN-16.5 d: 5 knights, round 1, two leaders.
    let order: Vec<Seat> = [0, 1, 2, 3, 4].map(s).to_vec();
    assert_eq!(
        godsend::schedule(&[360, 375, 375, 330, 345], &order, 1, false),
        [s(3), s(4)]
    );
}

/// TRN-8.8, TRN-8.9: every non-leader 100 behind takes one more (scheduled or not), 200
/// behind one more again, in ranking order. TRN-16.5 e.
#[test]
fn trn_8_8_bonus_cards() {
    let order: Vec<Seat> = [1, 2, 3, 4, 5, 0].map(s).to_vec();
    let h = [90, 150, 200, 210, 300, 300];
    let want: Vec<Seat> = [0, 1, 2, 3, 0, 1, 2, 0].map(s).to_vec();
    assert_eq!(godsend::schedule(&h, &order, 5, false), want);
    // A non-scheduled knight 100 behind still gets the bonus: 4 knights, round 1.
    let order: Vec<Seat> = [1, 2, 3, 0].map(s).to_vec();
    assert_eq!(
        godsend::schedule(&[250, 290, 400, 395], &order, 1, false),
        [s(0), s(0), s(1)]
    );
    // TRN-16.5 a: 80 behind is not enough.
    assert_eq!(
        godsend::schedule(&[320, 365, 380, 300], &order, 1, false),
        [s(3)]
    );
}

/// TRN-8.10, TRN-10.9.1: Perceval takes one extra card when he received any (TRN-16.5 h).
#[test]
fn trn_8_10_perceval_extra_pick() {
    let mut st = round_end([320, 365, 380, 300], 0);
    st.heroes[3] = Hero::Perceval;
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(picks(&mut g), [s(3), s(3)]);
    assert_eq!(g.godsends(s(3)).len(), 2);
}

/// TRN-8.12: Godsends in front of a knight are public.
#[test]
fn trn_8_12_godsends_are_public() {
    let mut g = from(&round_end([300, 400, 400, 400], 3));
    finish(&mut g);
    act(&mut g, 0, Action::Take(Source::Deck));
    let mine = g.godsends(s(0)).to_vec();
    assert_eq!(mine.len(), 1);
    for k in 1..4 {
        assert_eq!(g.observe(s(k)).godsends[0], mine);
    }
}

/// TRN-8.14: an empty Godsend deck is rebuilt from the discard.
#[test]
fn trn_8_14_reshuffle_when_the_deck_runs_out() {
    let mut st = round_end([300, 400, 400, 400], 3);
    // 23 cards in front of knights: the deck holds one card.
    let all = GodsendCard::all();
    st.godsends = vec![all[..6].to_vec(), all[6..12].to_vec(), all[12..18].to_vec()];
    st.godsends.push(all[18..23].to_vec());
    let mut g = from(&st);
    assert_eq!(g.observe(s(0)).godsend_deck, 1);
    finish(&mut g);
    // Step 0 discarded 23; the offer took the last card and one from the reshuffled discard.
    assert!(g.offer().iter().all(Option::is_some));
    assert_eq!(g.observe(s(0)).godsend_deck, 22);
    assert!(g.observe(s(0)).godsend_discard.is_empty());
}

/// TRN-8.15: several copies of one design are separate uses.
#[test]
fn trn_8_15_several_copies() {
    let mut st = setup(&H4, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    st.godsends[0] = vec![gs(Godsend::Miracle, 0), gs(Godsend::Miracle, 1)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(0) });
    act(&mut g, 0, Action::Miracle(14));
    assert!(g.godsends(s(0))[0].spent && !g.godsends(s(0))[1].spent);
    // The second copy is still available in the same window.
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(0) });
    act(&mut g, 0, Action::Miracle(13));
    assert_eq!(g.last_melee().0[0].value, 13);
    // 13 face up; 5 is the lowest: seat 1 lost.
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-9.1: a used single-use Godsend stays in front of its owner, spent, until Step 0;
/// a second use is refused; a knight without the card does not own the power.
#[test]
fn trn_9_1_single_use_and_ownership() {
    let mut st = setup(&H4, &["Sw4 Sw1", "Sw5 Sw2", "Sw9 Sw3", "Sw12 Sw6"]);
    st.godsends[0] = vec![gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    act(&mut g, 0, Action::Miracle(15));
    assert!(g.godsends(s(0))[0].spent);
    // Seat 1 (5) lost and leads melee 12; seat 0 is no longer asked.
    round_of(&mut g, &["Sw2", "Sw3", "Sw6", "Sw1"]);
    assert_eq!(g.sheet().len(), 1);
    // Mordred stays in the window after his Miracle (Treachery is left).
    let mut st = setup(&H4, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    st.heroes[0] = Hero::Mordred;
    st.godsends[0] = vec![gs(Godsend::Miracle, 0), gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    act(&mut g, 0, Action::Miracle(15));
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(0) });
    assert!(g.godsends(s(0))[0].spent);
    refuse(&mut g, 0, Action::Miracle(14), E::PowerExhausted);
    refuse(&mut g, 0, Action::Sanctuary, E::WrongWindow);
    refuse(&mut g, 0, Action::TwinHearts(s(1)), E::PowerNotOwned);
}

/// TRN-9.2: Providence draws up to 3 and discards exactly as many face down; a discard is
/// owed before anything else.
#[test]
fn trn_9_2_providence() {
    let mut st = setup(&H4, &["Sw4 Sw8", "Sw5 Sw1", "Sw9 Sw2", "Sw12 Sw3"]);
    st.godsends[0] = vec![gs(Godsend::Providence, 0)];
    st.draw = cards("Ar1 Ar2 Ar4 Ar5");
    let mut g = from(&st);
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(0) });
    let draw = |count| Action::Draw {
        power: Draw::Providence,
        count,
    };
    refuse(&mut g, 0, draw(4), E::WrongCardCount);
    refuse(&mut g, 0, draw(0), E::WrongCardCount);
    act(&mut g, 0, draw(2));
    assert_eq!(g.hand(s(0)), &cards("Sw4 Sw8 Ar4 Ar5")[..]);
    refuse(&mut g, 0, Action::Pass, E::WrongDecisionKind);
    refuse(&mut g, 0, Action::Discard(card("Ar1")), E::CardNotInHand);
    act(&mut g, 0, Action::Discard(card("Sw8")));
    act(&mut g, 0, Action::Discard(card("Ar4")));
    assert_eq!(g.hand(s(0)), &cards("Sw4 Ar5")[..]);
    // Face down: not on the public discard, the others see only the count.
    assert!(g.discard().is_empty());
    assert_eq!(g.observe(s(1)).hidden_discards[0], 2);
    assert!(g.observe(s(1)).my_discards.is_empty());
    assert_eq!(g.observe(s(0)).my_discards, cards("Sw8 Ar4"));
    assert!(g.godsends(s(0))[0].spent);
    // Then the Lady (seat 1) may use her Gift; she declines and melee 1 starts.
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}

/// TRN-9.3, TRN-16.8 Divine Will: ±1 on a basic or Alchemy play, one use per melee, 3 uses;
/// not on enchanters; never below 1.
#[test]
fn trn_9_3_divine_will() {
    let mut st = setup(
        &H4,
        &[
            "Sw8 Sw1 Sw2 Ar5 Me1",
            "Sw9 Sw3 Sw4 Ar6 Ar1",
            "Sw10 Sw6 Sw7 Ar8 Ar2",
            "Sw12 Sw13 Sw14 Ar9 Ar4",
        ],
    );
    st.godsends[0] = vec![gs(Godsend::DivineWill, 0)];
    let mut g = from(&st);
    let dw = |c: &str, d| {
        Action::Play(Play {
            divine: d,
            ..Play::plain(card(c))
        })
    };
    refuse(&mut g, 0, dw("Sw8", 2), E::ModifierNotAllowedOnCard);
    let me = Action::Play(Play {
        divine: 1,
        ..Play::named(card("Me1"), Some(Suit::Swords), 4)
    });
    refuse(&mut g, 0, me, E::ModifierNotAllowedOnCard);
    act(&mut g, 0, dw("Sw8", -1));
    assert_eq!(g.placed()[0].value, 7);
    assert_eq!(g.godsends(s(0))[0].uses, 2);
    round_of(&mut g, &["Sw9", "Sw10", "Sw12"]);
    // Seat 0 lost (7) and leads the next melee — a new melee, a new use: 1 − 1 stays 1.
    act(&mut g, 0, dw("Sw1", -1));
    assert_eq!(g.placed()[0].value, 1);
    round_of(&mut g, &["Sw3", "Sw6", "Sw13"]);
    act(&mut g, 0, dw("Sw2", 1));
    assert_eq!(g.placed()[0].value, 3);
    assert_eq!(g.godsends(s(0))[0].uses, 0);
    assert!(g.godsends(s(0))[0].spent);
    round_of(&mut g, &["Sw4", "Sw7", "Sw14"]);
    // Three uses spent: a fourth is refused.
    refuse(&mut g, 0, dw("Ar5", 1), E::PowerExhausted);
    act(&mut g, 0, plain("Ar5"));
}

/// TRN-9.3: one use per melee — with two Divine Will cards, still one declaration per melee
/// (Brocéliande's replay in the same melee is refused the second use).
#[test]
fn trn_9_3_one_use_per_melee() {
    let mut st = setup(
        &[Hero::Gawain, Hero::Lady, Hero::Arthur],
        &["Sw8", "Sw5 Sw9", "Sw12"],
    );
    st.godsends[1] = vec![gs(Godsend::DivineWill, 0), gs(Godsend::DivineWill, 1)];
    st.legends[1] = true;
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw8"));
    act(
        &mut g,
        1,
        Action::Play(Play {
            divine: 1,
            ..Play::plain(card("Sw5"))
        }),
    );
    act(&mut g, 2, plain("Sw12"));
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    let again = Action::Broceliande(Play {
        divine: 1,
        ..Play::plain(card("Sw9"))
    });
    refuse(&mut g, 1, again, E::PowerExhausted);
}

/// TRN-9.4: Miracle sets the owner's face-up card to any 1–15, replacing earlier modifiers.
#[test]
fn trn_9_4_miracle() {
    let mut st = setup(
        &[Hero::Arthur, Hero::Gawain, Hero::Lady],
        &["Sw4", "Sw5", "Sw9"],
    );
    st.godsends[0] = vec![gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    let p3 = Action::Play(Play {
        plus3: true,
        ..Play::plain(card("Sw4"))
    });
    act(&mut g, 0, p3);
    round_of(&mut g, &["Sw5", "Sw9"]);
    refuse(&mut g, 0, Action::Miracle(16), E::NamedValueOutOfRange);
    refuse(&mut g, 0, Action::Miracle(0), E::NamedValueOutOfRange);
    act(&mut g, 0, Action::Miracle(10));
    // 10 (no +3 on top), 5, 9: seat 1 loses.
    assert_eq!(g.last_melee().0[0].value, 10);
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-9.5: Sanctuary voids the owner's loss: the melee joins the set-aside pile and the
/// owner leads next; the next loser takes both melees (TRN-16.8 Sanctuary).
#[test]
fn trn_9_5_sanctuary() {
    let mut st = setup(&H4, &["Sw5 Sw1", "Sw4 Sw2", "Sw9 Sw6", "Sw12 Sw13"]);
    st.godsends[1] = vec![gs(Godsend::Sanctuary, 0)];
    st.dealer = s(1);
    let mut g = from(&st);
    round_of(&mut g, &["Sw9", "Sw12", "Sw5", "Sw4"]);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(1) });
    act(&mut g, 1, Action::Sanctuary);
    assert_eq!(g.last_melee().1, None);
    assert_eq!(g.set_aside().len(), 4);
    assert_eq!(g.phase(), Phase::Melee { seat: s(1) });
    // Melee 12: seat 0's 1 loses and collects 4 + 4 cards.
    round_of(&mut g, &["Sw2", "Sw6", "Sw13", "Sw1"]);
    // Sw1 Sw2 Sw6 Sw13 + Sw4 Sw5 Sw9 Sw12 = 8 standard cards.
    assert_eq!(g.sheet()[0], [40, 0, 0, 0]);
}

/// TRN-9.5, TRN-4.13: Sanctuary in melee 12 discards the cards.
#[test]
fn trn_9_5_sanctuary_in_melee_12_discards() {
    let mut st = setup(&H4, &["Sw9", "Sw4", "Sw10", "Sw12"]);
    st.godsends[1] = vec![gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw9", "Sw4", "Sw10", "Sw12"]);
    act(&mut g, 1, Action::Sanctuary);
    assert_eq!(g.sheet()[0], [0, 0, 0, 0]);
}

/// TRN-9.6: Benediction heals 20 automatically at the injury step.
#[test]
fn trn_9_6_benediction() {
    let mut st = round_end([300, 300, 300, 300], 3);
    st.godsends[2] = vec![gs(Godsend::Benediction, 0)];
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.health(s(2)), 320);
}

/// TRN-9.7, TRN-9.9, TRN-16.8 Penance then Purification: P gives So7 and Sw2 to the sole
/// leader L (not the Merlin); L removes So7: P 25, L 10.
#[test]
fn trn_9_9_penance_then_purification() {
    let mut st = round_end([300, 400, 300, 300], 3);
    st.piles[0] = cards("Me1 So7 Sw2");
    st.piles[1] = cards("Ar5");
    st.godsends[0] = vec![gs(Godsend::Penance, 0)];
    st.godsends[1] = vec![gs(Godsend::Purification, 0)];
    let mut g = from(&st);
    while !matches!(g.phase(), Phase::Injury { .. }) {
        let seat = actor(&g);
        let c = g.hand(seat)[0];
        act(&mut g, seat.0, Action::Play(Play::plain(c)));
    }
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: s(0),
            held: 0
        }
    );
    refuse(&mut g, 0, Action::Penance(s(2)), E::InvalidTarget);
    refuse(&mut g, 0, Action::Penance(s(0)), E::InvalidTarget);
    act(&mut g, 0, Action::Penance(s(1)));
    refuse(&mut g, 0, Action::Give(card("Me1")), E::MerlinNotAllowed);
    act(&mut g, 0, Action::Give(card("So7")));
    act(&mut g, 0, Action::Give(card("Sw2")));
    assert_eq!(
        g.phase(),
        Phase::Injury {
            seat: s(1),
            held: 0
        }
    );
    refuse(&mut g, 1, Action::Purify(card("Me1")), E::CardNotInHand);
    act(&mut g, 1, Action::Purify(card("So7")));
    assert!(g.discard().contains(&card("So7")));
    assert_eq!(g.sheet()[0], [25, 10, 0, 0]);
}

/// TRN-9.7: Purification may remove a Merlin.
#[test]
fn trn_9_7_purification_removes_merlin() {
    let mut st = round_end([300, 400, 300, 300], 3);
    st.piles[2] = cards("Me1 Sw2");
    st.godsends[2] = vec![gs(Godsend::Purification, 0)];
    let mut g = from(&st);
    while !matches!(g.phase(), Phase::Injury { .. }) {
        let seat = actor(&g);
        let c = g.hand(seat)[0];
        act(&mut g, seat.0, Action::Play(Play::plain(c)));
    }
    act(&mut g, 2, Action::Purify(card("Me1")));
    assert_eq!(g.sheet()[0], [0, 0, 5, 0]);
}

/// TRN-9.8, TRN-14.16: Judgement names a suit in play and another knight at round start;
/// naming himself is refused; undeclared it has no effect.
#[test]
fn trn_9_8_judgement() {
    let mut st = round_end([300, 300, 300, 300], 3);
    st.piles[1] = cards("De1 De3");
    st.piles[2] = cards("De2");
    st.godsends[0] = vec![gs(Godsend::Judgement, 0)];
    let mut g = from(&st);
    let j = |suit, t| Action::Judgement { suit, target: s(t) };
    refuse(&mut g, 0, j(Suit::Deception, 0), E::InvalidTarget);
    act(&mut g, 0, j(Suit::Deception, 1));
    finish(&mut g);
    assert_eq!(g.sheet()[0], [0, 30, 5, 0]);
    // Declined: no effect.
    let mut g = from(&st);
    act(&mut g, 0, Action::Pass);
    finish(&mut g);
    assert_eq!(g.sheet()[0], [0, 15, 5, 0]);
}

/// TRN-9.10: a knight holding several round-start Godsends uses them one after another in
/// the order he likes.
#[test]
fn trn_9_10_several_godsends_in_one_window() {
    let mut st = setup(&H4, &["Sw4", "Sw5", "Sw9", "Sw12"]);
    st.godsends[0] = vec![gs(Godsend::Providence, 0), gs(Godsend::Judgement, 0)];
    st.draw = cards("Ar1");
    let mut g = from(&st);
    act(
        &mut g,
        0,
        Action::Judgement {
            suit: Suit::Swords,
            target: s(2),
        },
    );
    assert_eq!(g.phase(), Phase::RoundStart { seat: s(0) });
    act(
        &mut g,
        0,
        Action::Draw {
            power: Draw::Providence,
            count: 1,
        },
    );
    act(&mut g, 0, Action::Discard(card("Ar1")));
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}

/// TRN-9.11: a Godsend's effect ends with its round (Judgement gone after Step 0).
#[test]
fn trn_9_11_effects_end_with_the_round() {
    let mut st = round_end([300, 300, 300, 280], 3);
    st.godsends[0] = vec![gs(Godsend::Judgement, 0)];
    let mut g = from(&st);
    act(
        &mut g,
        0,
        Action::Judgement {
            suit: Suit::Swords,
            target: s(1),
        },
    );
    assert!(g.doubled(s(1), Suit::Swords));
    finish(&mut g);
    while let Phase::Godsend { seat } = g.phase() {
        act(&mut g, seat.0, Action::Take(Source::Deck));
    }
    assert_eq!(g.round(), 2);
    assert!(!g.doubled(s(1), Suit::Swords));
}
