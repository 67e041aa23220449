//! Tournoi rule tests for the Hero and Legend powers (TRN-10 of `shared/rules/tournoi.md`).

use crate::support_rules as support;

use support::{act, actor, card, cards, from, gs, named, plain, refuse, round_of, s, setup};
use table_ronde::core::events::events_for;
use table_ronde::core::game::Game;
use table_ronde::games::tournoi::{
    Action, Draw, Godsend, Hero, Phase, Play, Power, Setup, Suit, Tournoi, TournoiError as E,
    TournoiEvent, powers,
};

/// Passes pre-feint and post-loss windows until a melee turn or the round's end.
fn pass(g: &mut Tournoi) {
    while let Phase::PreFeint { seat } | Phase::PostLoss { seat } = g.phase() {
        act(g, seat.0, Action::Pass);
    }
}

fn p3(c: &str) -> Action {
    Action::Play(Play {
        plus3: true,
        ..Play::plain(card(c))
    })
}

/// Melee 12 where all four cards feint (no wounds from it).
fn round_end(heroes: [Hero; 4], health: [u32; 4]) -> Setup {
    let mut st = setup(&heroes, &["Sw6", "Al6", "Sw10", "Al10"]);
    st.health = health.to_vec();
    st
}

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

/// TRN-10.1, TRN-10.1.1: Hero powers always work; a Legend power needs the Legend active
/// (`LegendNotActive`), and a power of another Hero is not owned.
#[test]
fn trn_10_1_1_legend_powers_need_activation() {
    let heroes = [Hero::Arthur, Hero::Lady, Hero::Tristan, Hero::Guinevere];
    let mut st = setup(&heroes, &["Sw6", "Sw5", "Sw9", "Sw12"]);
    st.godsends[0] = vec![gs(Godsend::Miracle, 0)];
    st.godsends[3] = vec![gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw6", "Sw5", "Sw9", "Sw12"]);
    // Arthur is asked (Miracle): Excalibur is not active yet.
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(0) });
    refuse(&mut g, 0, Action::Excalibur, E::LegendNotActive);
    refuse(&mut g, 0, Action::Treachery(s(1)), E::PowerNotOwned);
    let b = Action::Broceliande(Play::plain(card("Sw5")));
    refuse(&mut g, 0, b, E::PowerNotOwned);
    act(&mut g, 0, Action::Pass);
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-10.1.2: power uses are announced publicly with their parameters.
#[test]
fn trn_10_1_2_powers_are_public() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Mordred, Hero::Lady];
    let mut g = from(&setup(&heroes, &["Sw5", "Sw6", "Sw7", "Sw9"]));
    round_of(&mut g, &["Sw5", "Sw6", "Sw7", "Sw9"]);
    let mut events = Vec::new();
    g.play_events(s(2), &Action::Treachery(s(0)), &mut events)
        .expect("treachery");
    for viewer in 0..4 {
        let seen = events_for(&events, Some(s(viewer)));
        assert!(seen.contains(&TournoiEvent::Power {
            seat: s(2),
            power: Power::Treachery(s(0)),
        }));
    }
    // Optional: Mordred could also have passed (his use is now spent).
    assert!(g.used(s(2)).treachery);
}

/// TRN-10.1.3: a knight who dishonored has no card in the melee: Miracle (his own card) is
/// refused, Mordred's Treachery is not.
#[test]
fn trn_10_1_3_no_own_card_after_dishonor() {
    let heroes = [Hero::Gawain, Hero::Mordred, Hero::Arthur, Hero::Lady];
    let mut st = setup(&heroes, &["Sw5", "De2", "Sw7", "Sw9"]);
    st.godsends[1] = vec![gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw5"));
    act(&mut g, 1, Action::Dishonor(card("De2")));
    round_of(&mut g, &["Sw7", "Sw9"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    refuse(&mut g, 1, Action::Miracle(3), E::NoOwnCardInMelee);
    act(&mut g, 1, Action::Treachery(s(0)));
    assert_eq!(g.last_melee().1, Some(s(2)));
}

/// TRN-10.1.4: "his card face up": after Treachery turned Tristan's card down, his Twin
/// Hearts has no card to act with.
#[test]
fn trn_10_1_4_face_down_card_is_not_his_card() {
    let heroes = [Hero::Tristan, Hero::Mordred, Hero::Arthur, Hero::Lady];
    let mut g = from(&setup(&heroes, &["Sw6", "Sw7", "Sw10", "Sw12"]));
    round_of(&mut g, &["Sw6", "Sw7", "Sw10", "Sw12"]);
    // Window from the leader: Tristan first (6 and 7), then Mordred.
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(0) });
    act(&mut g, 0, Action::Pass);
    act(&mut g, 1, Action::Treachery(s(0)));
    assert!(g.own_face_up(s(0)).is_none());
    assert_eq!(g.last_melee().1, Some(s(1)));
}

/// TRN-10.1.5: amounts are data of the `house_v1` set, with the spec's values.
#[test]
fn trn_10_1_5_amounts_are_data() {
    assert_eq!(powers::ROYAL_BONUS, 3);
    assert_eq!(powers::SUN_BONUS, 2);
    assert_eq!(powers::SUN_LAST_MELEE, 3);
    assert_eq!(powers::GREEN_SASH_MERLIN, 10);
    assert_eq!(powers::HOLY_GRAIL_HEAL, 15);
    assert_eq!(powers::FISHER_KING_HEAL, 10);
    assert_eq!(powers::FISHER_KING_PER_GODSEND, 10);
    assert_eq!(powers::BENEDICTION_HEAL, 20);
    assert_eq!(powers::DIVINE_WILL_USES, 3);
    assert_eq!(powers::MIRACLE_MAX, 15);
    assert_eq!(powers::PENANCE_CARDS, 2);
    assert_eq!((Draw::Gift.most(), Draw::Providence.most()), (2, 3));
}

const ARTHUR_TABLE: [Hero; 4] = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Crusaders];

/// TRN-10.2.1, TRN-10.2.2, TRN-16.8 Arthur: +3 once per round on a basic or Alchemy card:
/// Sw6 + 3 ties the 9 and both feint; S2 loses; a second use → `PowerExhausted`; not on an
/// enchanter, not by another knight; wounds and suit unchanged.
#[test]
fn trn_10_2_2_royal_command() {
    let hands = ["Sw9 Sw1", "Sw6 Sw2 Me1", "Sw10 Sw4", "Sw12 Sw5"];
    let mut st = setup(&ARTHUR_TABLE, &hands);
    st.melee = 10;
    st.hands[0].push(card("Sw3"));
    st.hands[2].push(card("Sw8"));
    st.hands[3].push(card("Sw11"));
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw9"));
    refuse(
        &mut g,
        1,
        Action::Play(Play {
            plus3: true,
            ..Play::named(card("Me1"), Some(Suit::Swords), 4)
        }),
        E::ModifierNotAllowedOnCard,
    );
    act(&mut g, 1, p3("Sw6"));
    assert_eq!(
        (g.placed()[1].value, g.placed()[1].suit),
        (9, Some(Suit::Swords))
    );
    refuse(&mut g, 2, p3("Sw10"), E::PowerNotOwned);
    round_of(&mut g, &["Sw10", "Sw12"]);
    assert_eq!(g.last_melee().1, Some(s(2)));
    assert_eq!(g.card_wounds(s(2), card("Sw6")), 5);
    // Melee 11, led by S2: the token is spent for the round.
    round_of(&mut g, &["Sw4", "Sw5", "Sw1"]);
    refuse(&mut g, 1, p3("Sw2"), E::PowerExhausted);
}

/// TRN-10.2.3, TRN-16.8 Excalibur: twice per round, never twice in one melee, with the play
/// or in the pre-feint window; a third use → `PowerExhausted`.
#[test]
fn trn_10_2_3_excalibur() {
    let hands = [
        "Sw9 Sw1 Sw3",
        "Sw6 Sw2 Sw7",
        "Sw10 Sw4 Sw8",
        "Sw12 Sw5 Sw11",
    ];
    let mut st = setup(&ARTHUR_TABLE, &hands);
    st.legends[1] = true;
    st.godsends[1] = vec![gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw9", "Sw6", "Sw10", "Sw12"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    act(&mut g, 1, Action::Excalibur);
    assert_eq!(g.placed()[1].value, 9);
    // Still asked (Miracle left), but the token was used in this melee.
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    refuse(&mut g, 1, Action::Excalibur, E::PowerExhausted);
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.last_melee().1, Some(s(2)));
    // Melee 11 led by S2: the second use, with the play (2 + 3 = 5 feints with the 5).
    round_of(&mut g, &["Sw4", "Sw5", "Sw1"]);
    act(&mut g, 1, p3("Sw2"));
    pass(&mut g);
    assert_eq!(g.last_melee().1, Some(s(0)));
    act(&mut g, 0, plain("Sw3"));
    refuse(&mut g, 1, p3("Sw7"), E::PowerExhausted);
}

/// TRN-10.2.3 with TRN-4.8: a token added in the window applies in the modifier order
/// (+3 before Divine Will): Sw1 declared −1, then Excalibur → 1 + 3 − 1 = 3.
#[test]
fn trn_10_2_3_excalibur_keeps_modifier_order() {
    let mut st = setup(&ARTHUR_TABLE, &["Sw9", "Sw1", "Sw10", "Sw12"]);
    st.legends[1] = true;
    st.godsends[1] = vec![gs(Godsend::DivineWill, 0)];
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw9"));
    act(
        &mut g,
        1,
        Action::Play(Play {
            divine: -1,
            ..Play::plain(card("Sw1"))
        }),
    );
    assert_eq!(g.placed()[1].value, 1);
    round_of(&mut g, &["Sw10", "Sw12"]);
    act(&mut g, 1, Action::Excalibur);
    assert_eq!(g.last_melee().0[1].value, 3);
}

/// TRN-10.3.1, TRN-16.8 Courtly Grace: Guinevere unable to follow puts her chosen card into
/// the melee face down, takes no dishonor wounds, and the loser collects it.
#[test]
fn trn_10_3_1_courtly_grace() {
    let heroes = [Hero::Gawain, Hero::Guinevere, Hero::Arthur, Hero::Lady];
    let mut g = from(&setup(&heroes, &["Sw9", "De15 Ar2", "Sw10", "Sw12"]));
    act(&mut g, 0, plain("Sw9"));
    refuse(&mut g, 1, plain("De15"), E::MustDishonor);
    act(&mut g, 1, Action::Dishonor(card("De15")));
    let grace = g.placed()[1];
    assert!(grace.grace && !grace.face_up && grace.card() == card("De15"));
    assert_eq!(g.dishonors(s(1)), 0);
    assert!(g.discard().is_empty());
    round_of(&mut g, &["Sw10", "Sw12"]);
    assert_eq!(g.last_melee().1, Some(s(0)));
    assert!(g.pile(s(0)).contains(&card("De15")));
    assert_eq!(g.wounds(s(1)).total, 0);
    assert_eq!(g.wounds(s(0)).total, 5 + 10 + 5 + 5);
}

/// TRN-10.3.2, TRN-16.8 Lancelot: Guinevere 3, others 8, 11, 14: the owner of 8 collects the
/// 4 cards and leads next; once per round.
#[test]
fn trn_10_3_2_lancelot() {
    let heroes = [Hero::Guinevere, Hero::Gawain, Hero::Arthur, Hero::Lady];
    let mut st = setup(&heroes, &["Sw3 Sw1", "Sw8 Sw2", "Sw11 Sw4", "Sw14 Sw5"]);
    st.legends[0] = true;
    st.godsends[0] = vec![gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["Sw3", "Sw8", "Sw11", "Sw14"]);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(0) });
    act(&mut g, 0, Action::Lancelot);
    assert_eq!(g.last_melee().1, Some(s(1)));
    assert_eq!(g.pile(s(1)).len(), 4);
    assert_eq!(g.phase(), Phase::Melee { seat: s(1) });
    // Melee 12: she loses again; asked for Sanctuary, Lancelot is spent.
    round_of(&mut g, &["Sw2", "Sw4", "Sw5", "Sw1"]);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(0) });
    refuse(&mut g, 0, Action::Lancelot, E::PowerExhausted);
}

/// TRN-10.3.2: Lancelot needs another face-up card.
#[test]
fn trn_10_3_2_lancelot_needs_another_face_up_card() {
    let heroes = [Hero::Guinevere, Hero::Gawain, Hero::Arthur];
    let mut st = setup(&heroes, &["Sw3", "Sw8", "Ap1"]);
    st.legends[0] = true;
    st.godsends[0] = vec![gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw3"));
    act(&mut g, 1, plain("Sw8"));
    act(&mut g, 2, named("Ap1", Some(Suit::Swords), 8));
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(0) });
    refuse(&mut g, 0, Action::Lancelot, E::InvalidTarget);
}

/// TRN-10.4.1: Gawain's +2 on basic/Alchemy plays in melees 1–3 only; not on enchanters.
#[test]
fn trn_10_4_1_strength_of_the_sun() {
    let hands = [
        "Sw4 Sw1 Sw2 Sw3 Me1",
        "Sw9 Sw5 Sw6 Sw7 Sw8",
        "Sw10 Sw11 Sw12 Sw13 Sw14",
    ];
    let mut st = setup(&[Hero::Gawain, Hero::Arthur, Hero::Lady], &hands);
    st.hands = hands.iter().map(|h| cards(h)).collect();
    st.melee = 1;
    let mut g = from(&st);
    let sun = |c: &str| {
        Action::Play(Play {
            sun: true,
            ..Play::plain(card(c))
        })
    };
    let me_sun = Action::Play(Play {
        sun: true,
        ..Play::named(card("Me1"), Some(Suit::Swords), 3)
    });
    refuse(&mut g, 0, me_sun, E::ModifierNotAllowedOnCard);
    for (m, c) in [(1, "Sw1"), (2, "Sw2"), (3, "Sw3")] {
        assert_eq!((g.melee(), actor(&g)), (m, s(0)));
        act(&mut g, 0, sun(c));
        assert_eq!(g.placed()[0].value, card(c).value().expect("basic") + 2);
        let (a, b) = (g.hand(s(1))[0], g.hand(s(2))[0]);
        act(&mut g, 1, Action::Play(Play::plain(a)));
        refuse(
            &mut g,
            2,
            Action::Play(Play {
                sun: true,
                ..Play::plain(b)
            }),
            E::PowerNotOwned,
        );
        act(&mut g, 2, Action::Play(Play::plain(b)));
    }
    assert_eq!((g.melee(), actor(&g)), (4, s(0)));
    refuse(&mut g, 0, sun("Sw4"), E::WrongWindow);
}

/// TRN-10.4.2: the Green Sash: a Merlin wounds Gawain 10, others 25.
#[test]
fn trn_10_4_2_green_sash() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Lady, Hero::Crusaders];
    let g = from(&round_end(heroes, [400; 4]));
    assert_eq!(g.card_wounds(s(0), card("Me1")), 10);
    assert_eq!(g.card_wounds(s(1), card("Me1")), 25);
}

/// TRN-10.5.1, TRN-16.8 Mordred: A 5, B 5, Mordred 7, C 9: turning A's 5 down leaves B's 5
/// face up and B loses (Mordred would have lost); not on his own card; once per round.
#[test]
fn trn_10_5_1_treachery() {
    let heroes = [Hero::Gawain, Hero::Arthur, Hero::Mordred, Hero::Lady];
    let mut st = setup(&heroes, &["Sw5 Sw1", "Ap1 Sw2", "Sw7 Sw3", "Sw9 Sw4"]);
    st.dealer = s(3);
    let mut g = from(&st);
    act(&mut g, 0, plain("Sw5"));
    act(&mut g, 1, named("Ap1", Some(Suit::Swords), 5));
    round_of(&mut g, &["Sw7", "Sw9"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(2) });
    refuse(&mut g, 2, Action::Treachery(s(2)), E::InvalidTarget);
    act(&mut g, 2, Action::Treachery(s(0)));
    assert_eq!(g.last_melee().1, Some(s(1)));
    assert_eq!(g.pile(s(1)).len(), 4);
    // Melee 12: Mordred is not asked again this round.
    round_of(&mut g, &["Sw2", "Sw3", "Sw4", "Sw1"]);
    assert_eq!(g.sheet().len(), 1);
}

/// TRN-10.5.2: Camlann (active) doubles Deception in every other pile, not Mordred's.
#[test]
fn trn_10_5_2_camlann() {
    let heroes = [Hero::Mordred, Hero::Arthur, Hero::Lady, Hero::Crusaders];
    let mut st = round_end(heroes, [300; 4]);
    st.piles = vec![cards("De1"), cards("De2 Sw1"), cards("De7"), vec![]];
    let g = from(&st);
    assert_eq!(g.wounds(s(1)).total, 10, "inactive");
    st.legends[0] = true;
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.sheet()[0], [5, 15, 20, 0]);
}

/// TRN-10.6.1: the Crusaders may follow with Alchemy while holding the led suit.
#[test]
fn trn_10_6_1_crusaders_follow_with_alchemy() {
    let heroes = [Hero::Gawain, Hero::Crusaders, Hero::Arthur];
    let mut g = from(&setup(&heroes, &["Sw9", "Sw3 Al5", "Sw10 Al2"]));
    act(&mut g, 0, plain("Sw9"));
    act(&mut g, 1, plain("Al5"));
    assert_eq!(g.placed()[1].suit, Some(Suit::Swords));
    refuse(&mut g, 2, plain("Al2"), E::AlchemyNotAllowed);
}

/// TRN-10.6.2, TRN-16.4 last row: the Crusaders may lead Alchemy naming a suit in play
/// (followers follow it), or without a suit only from an all-Alchemy hand.
#[test]
fn trn_10_6_2_crusaders_lead_alchemy() {
    let heroes = [Hero::Crusaders, Hero::Gawain, Hero::Arthur];
    let mut g = from(&setup(&heroes, &["Al3 Sw8", "Ar9 Sw2", "Sw10 Ar4"]));
    refuse(&mut g, 0, plain("Al3"), E::AlchemyLeadNotAllowed);
    act(
        &mut g,
        0,
        Action::Play(Play {
            suit: Some(Suit::Arrows),
            ..Play::plain(card("Al3"))
        }),
    );
    assert_eq!(g.placed()[0].suit, Some(Suit::Arrows));
    refuse(&mut g, 1, plain("Sw2"), E::MustFollowSuit);
    act(&mut g, 1, plain("Ar9"));
    let mut g = from(&setup(&heroes, &["Al3 Al8", "Ar9 Sw2", "Sw10 Ar4"]));
    act(&mut g, 0, plain("Al3"));
    assert_eq!(g.placed()[0].suit, None);
    act(&mut g, 1, plain("Sw2"));
}

/// TRN-10.6.3: Alchemy wounds the Crusaders 0.
#[test]
fn trn_10_6_3_alchemy_wounds_crusaders_zero() {
    let heroes = [Hero::Crusaders, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = round_end(heroes, [300; 4]);
    st.piles = vec![cards("Al1 Al2 Sw1"), cards("Al3"), vec![], vec![]];
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.sheet()[0], [5, 5, 0, 0]);
}

/// TRN-10.6.4: the Holy Grail heals the Crusaders 15 at each injury step.
#[test]
fn trn_10_6_4_holy_grail() {
    let heroes = [Hero::Crusaders, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = round_end(heroes, [140, 300, 300, 300]);
    st.legends[0] = true;
    let mut g = from(&st);
    finish(&mut g);
    assert_eq!(g.health(s(0)), 155);
}

/// TRN-10.7.1: the Lady draws up to 2 at round start and discards as many face down, once.
#[test]
fn trn_10_7_1_gift_of_the_lake() {
    let heroes = [Hero::Lady, Hero::Arthur, Hero::Gawain];
    let mut st = setup(&heroes, &["Sw5 Sw6", "Sw9 Sw1", "Sw10 Sw2"]);
    st.draw = cards("Ar1 Ar2 Ar4");
    let mut g = from(&st);
    let gift = |count| Action::Draw {
        power: Draw::Gift,
        count,
    };
    refuse(&mut g, 0, gift(3), E::WrongCardCount);
    refuse(
        &mut g,
        0,
        Action::Draw {
            power: Draw::Providence,
            count: 1,
        },
        E::PowerNotOwned,
    );
    act(&mut g, 0, gift(2));
    assert_eq!(g.hand(s(0)).len(), 4);
    act(&mut g, 0, Action::Discard(card("Sw5")));
    act(&mut g, 0, Action::Discard(card("Sw6")));
    assert_eq!(g.hand(s(0)), &cards("Ar2 Ar4")[..]);
    assert_eq!(g.draw_size(), 1);
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}

/// TRN-10.7.2, TRN-16.8 Brocéliande: in a melee she did not lead, the Lady takes back her
/// card and plays another legal one; same card, illegal card and her own lead are refused.
#[test]
fn trn_10_7_2_broceliande() {
    let heroes = [Hero::Gawain, Hero::Lady, Hero::Arthur, Hero::Crusaders];
    let mut st = setup(
        &heroes,
        &["So9 So1", "So4 So12 Sw3", "So10 So2", "So13 So5"],
    );
    st.legends[1] = true;
    st.godsends[1] = vec![gs(Godsend::Miracle, 0)];
    let mut g = from(&st);
    round_of(&mut g, &["So9", "So4", "So10", "So13"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    let b = |c: &str| Action::Broceliande(Play::plain(card(c)));
    refuse(&mut g, 1, b("So4"), E::SameCardReplay);
    refuse(&mut g, 1, b("Sw3"), E::MustFollowSuit);
    act(&mut g, 1, b("So12"));
    assert_eq!(g.placed()[1].card(), card("So12"));
    assert_eq!(g.placed()[1].value, 12);
    assert!(g.hand(s(1)).contains(&card("So4")));
    // Asked again for her Miracle; the replay is spent.
    refuse(&mut g, 1, b("So4"), E::PowerExhausted);
    act(&mut g, 1, Action::Pass);
    assert_eq!(g.last_melee().1, Some(s(0)));
    // TRN-14.15: in a melee she leads she may not use it (asked for her Miracle only).
    let mut st = setup(&heroes, &["So9", "So4 So12", "So10", "So13"]);
    st.legends[1] = true;
    st.godsends[1] = vec![gs(Godsend::Miracle, 0)];
    st.dealer = s(0);
    let mut g = from(&st);
    round_of(&mut g, &["So4", "So10", "So13", "So9"]);
    assert_eq!(g.phase(), Phase::PreFeint { seat: s(1) });
    refuse(&mut g, 1, b("So12"), E::LedThisMelee);
}

/// TRN-10.8.1, TRN-16.8 Tristan: his 6 and the 7 both feint; the 10 loses; a gap other than
/// 1 is refused.
#[test]
fn trn_10_8_1_twin_hearts() {
    let heroes = [Hero::Tristan, Hero::Gawain, Hero::Arthur, Hero::Lady];
    let mut g = from(&setup(&heroes, &["Sw6", "Sw7", "Sw10", "Sw12"]));
    round_of(&mut g, &["Sw6", "Sw7", "Sw10", "Sw12"]);
    refuse(&mut g, 0, Action::TwinHearts(s(2)), E::ValueGapNotOne);
    act(&mut g, 0, Action::TwinHearts(s(1)));
    assert_eq!(g.last_melee().1, Some(s(2)));
    assert!(g.used(s(0)).twin);
}

/// TRN-10.8.2, TRN-16.8 Iseult: Tristan loses 4 cards + 1 set-aside card and moves ⌊5/2⌋ = 2
/// of his choice to a chosen knight, one at a time; he still leads next.
#[test]
fn trn_10_8_2_iseult() {
    let heroes = [Hero::Tristan, Hero::Gawain, Hero::Arthur, Hero::Lady];
    let mut st = setup(&heroes, &["Sw2 Sw1", "Sw8 Sw4", "Sw9 Sw5", "Sw10 Sw6"]);
    st.legends[0] = true;
    st.set_aside = cards("Me1");
    let mut g = from(&st);
    round_of(&mut g, &["Sw2", "Sw8", "Sw9", "Sw10"]);
    assert_eq!(g.phase(), Phase::PostLoss { seat: s(0) });
    refuse(&mut g, 0, Action::Iseult(s(0)), E::InvalidTarget);
    act(&mut g, 0, Action::Iseult(s(2)));
    refuse(&mut g, 0, Action::Pass, E::WrongCardCount);
    refuse(&mut g, 0, Action::Give(card("Sw1")), E::CardNotInHand);
    act(&mut g, 0, Action::Give(card("Me1")));
    act(&mut g, 0, Action::Give(card("Sw10")));
    let mut mine = g.pile(s(0)).to_vec();
    mine.sort_unstable();
    assert_eq!(mine, cards("Sw2 Sw8 Sw9"));
    assert_eq!(g.pile(s(2)), &cards("Me1 Sw10")[..]);
    assert_eq!(g.phase(), Phase::Melee { seat: s(0) });
}

/// TRN-10.9.1: Perceval gets no extra Godsend while he leads (he receives nothing).
#[test]
fn trn_10_9_1_no_extra_for_a_leading_perceval() {
    let heroes = [Hero::Arthur, Hero::Perceval, Hero::Lady, Hero::Gawain];
    let mut g = from(&round_end(heroes, [320, 400, 380, 380]));
    finish(&mut g);
    let mut picks = Vec::new();
    while let Phase::Godsend { seat } = g.phase() {
        picks.push(seat);
        act(
            &mut g,
            seat.0,
            Action::Take(table_ronde::games::tournoi::Source::Deck),
        );
    }
    assert_eq!(picks, [s(0)]);
}

/// TRN-10.9.2: the Fisher King heals 10 + 10 per Godsend in front of Perceval, used included.
#[test]
fn trn_10_9_2_fisher_king() {
    let heroes = [Hero::Perceval, Hero::Arthur, Hero::Lady, Hero::Gawain];
    let mut st = round_end(heroes, [90, 300, 300, 300]);
    st.legends[0] = true;
    st.godsends[0] = vec![gs(Godsend::Judgement, 0), gs(Godsend::Sanctuary, 0)];
    let mut g = from(&st);
    act(
        &mut g,
        0,
        Action::Judgement {
            suit: Suit::Swords,
            target: s(1),
        },
    );
    assert!(g.godsends(s(0))[0].spent);
    finish(&mut g);
    assert_eq!(g.health(s(0)), 90 + 10 + 20);
}
