//! Tests of the Tournoi rules page: the anchors, both languages, the rule ids it cites, its
//! tables and its worked examples, checked against the engine.

use super::tournoi::section_for;
use super::tournoi_sections::SECTIONS;
use super::tournoi_tables::*;
use crate::core::seats::Seat;
use crate::games::tournoi::TournoiError;
use crate::games::tournoi::cards::{Card, Godsend, Hero, parse_cards};
use crate::games::tournoi::godsend::schedule;
use crate::games::tournoi::options::{
    DealOrder, DealerBasis, FinalTieBreak, GodsendSet, HeroAssignment, HeroSet, PoisonSet,
    TournoiOptions, TwoPlayerRow,
};
use crate::games::tournoi::powers::*;
use crate::games::tournoi::state::{DISHONOR_WOUNDS, MAX_HEALTH};
use crate::ui::Lang;
use crate::ui::rules::page_source::{self, cited, section};

/// The page's source, both files, read as text: what the views say.
const SOURCES: [&str; 2] = [
    include_str!("tournoi.rs"),
    include_str!("tournoi_powers.rs"),
];

/// The spec's rule ids: for each top-level rule `TRN-n`, how many sub-rules `TRN-n.m` it has.
const SPEC_RULES: [(u32, u32); 17] = [
    (1, 11),
    (2, 10),
    (3, 4),
    (4, 15),
    (5, 9),
    (6, 6),
    (7, 2),
    (8, 16),
    (9, 11),
    (10, 9),
    (11, 4),
    (12, 3),
    (13, 5),
    (14, 19),
    (15, 15),
    (16, 9),
    (17, 0),
];

/// The third-level rules of TRN-10: how many `TRN-10.m.k` each `TRN-10.m` has.
const HERO_RULES: [u32; 9] = [5, 3, 2, 2, 2, 4, 2, 2, 2];

fn spec_ids() -> Vec<String> {
    let mut ids = page_source::spec_ids("TRN", &SPEC_RULES);
    for (m, subs) in (1..).zip(HERO_RULES) {
        ids.extend((1..=subs).map(|k| format!("TRN-10.{m}.{k}")));
    }
    ids
}

/// The French (or English) text of the whole page, both files.
fn language(name: &str) -> String {
    page_source::language(&SOURCES, name)
}

#[test]
fn rule_ids_find_their_section() {
    page_source::assert_sections_for(
        section_for,
        &[
            ("TRN-2.1", "tournoi-goal"),
            ("TRN-1.5", "tournoi-cards"),
            ("trn-1.11", "tournoi-cards"),
            ("TRN-2.9", "tournoi-round"),
            ("TRN-3.2", "tournoi-round"),
            ("TRN-4.15", "tournoi-round"),
            ("TRN-7.2", "tournoi-round"),
            ("TRN-13.1", "tournoi-round"),
            ("TRN-14.1", "tournoi-round"),
            ("TRN-14.10", "tournoi-round"),
            ("TRN-4.1", "tournoi-melee"),
            (" TRN-4.4 ", "tournoi-melee"),
            ("TRN-4.8", "tournoi-melee"),
            ("TRN-13.3", "tournoi-melee"),
            ("TRN-16.4", "tournoi-melee"),
            ("TRN-4.9", "tournoi-feint"),
            ("TRN-4.10", "tournoi-feint"),
            ("TRN-4.13", "tournoi-feint"),
            ("TRN-14.6", "tournoi-feint"),
            ("TRN-16.1", "tournoi-feint"),
            ("TRN-2.4", "tournoi-injury"),
            ("TRN-5.1", "tournoi-injury"),
            ("TRN-5.8", "tournoi-injury"),
            ("TRN-16.2", "tournoi-injury"),
            ("TRN-2.3", "tournoi-legends"),
            ("TRN-6.1", "tournoi-legends"),
            ("TRN-14.18", "tournoi-legends"),
            ("TRN-2.5", "tournoi-heroes"),
            ("TRN-10", "tournoi-heroes"),
            ("TRN-10.2.2", "tournoi-heroes"),
            ("TRN-10.9.2", "tournoi-heroes"),
            ("TRN-14.15", "tournoi-heroes"),
            ("TRN-2.6", "tournoi-godsend"),
            ("TRN-8.8", "tournoi-godsend"),
            ("TRN-8.16", "tournoi-godsend"),
            ("TRN-9.3", "tournoi-godsend"),
            ("TRN-14.16", "tournoi-godsend"),
            ("TRN-11.3", "tournoi-end"),
            ("TRN-14.19", "tournoi-end"),
            ("TRN-16.9", "tournoi-end"),
            ("TRN-12.3", "tournoi-two"),
            ("TRN-17", "tournoi-options"),
            ("TRN-15.4", "tournoi-goal"),
            ("nonsense", "tournoi-goal"),
            ("TRN-99", "tournoi-goal"),
        ],
    );
}

/// Every id of the spec lands on a section of the page, and every section is the home of at
/// least one rule.
#[test]
fn every_spec_id_leads_to_a_real_section() {
    for (id, _, _) in SECTIONS {
        assert!(id.starts_with("tournoi-"), "{id}");
    }
    let homes: Vec<&str> = spec_ids().iter().map(|id| section_for(id)).collect();
    for (id, home) in spec_ids().iter().zip(&homes) {
        assert!(SECTIONS.iter().any(|(s, _, _)| s == home), "{id} → {home}");
    }
    for (id, _, _) in SECTIONS {
        assert!(homes.contains(&id), "no rule leads to {id}");
    }
}

/// Each language has every section, in the table of contents' order, each with its own
/// heading in that language.
#[test]
fn both_languages_have_every_section_with_its_heading() {
    assert_eq!(SECTIONS.len(), 12);
    page_source::assert_every_section_has_its_heading(&SOURCES, &SECTIONS);
}

/// Both languages cite the same rules, section by section, and every id is one of the spec's.
#[test]
fn both_languages_cite_the_same_real_rules() {
    page_source::assert_same_real_rules(&SOURCES, &SECTIONS, &spec_ids());
}

/// A rule cited anywhere is cited in the section `section_for` sends it to, so a link to it
/// always finds its explanation there.
#[test]
fn every_cited_rule_is_cited_in_its_own_section() {
    page_source::assert_cited_in_own_section(&SOURCES, section_for);
}

/// When the spec is at hand (the project's `shared/` folder), its ids are exactly ours.
#[test]
fn the_id_list_matches_the_spec() {
    page_source::assert_spec_defines("tournoi", "TRN", spec_ids());
}

/// Every reason the table can give for a refusal is cited on the page, so its link lands on
/// the passage that explains it.
#[test]
fn every_refusal_reason_is_cited() {
    use TournoiError as E;
    page_source::assert_every_reason_cited(
        &SOURCES,
        E::rule,
        [
            E::GameOver,
            E::NotYourDecision,
            E::WrongDecisionKind,
            E::CardNotInHand,
            E::MustFollowSuit,
            E::MustDishonor,
            E::AlchemyNotAllowed,
            E::AlchemyLeadNotAllowed,
            E::DishonorNotAllowed,
            E::MissingNamedValue,
            E::NamedValueOutOfRange,
            E::NamedSuitMustMatchLed,
            E::SuitNotInPlay,
            E::ModifierNotAllowedOnCard,
            E::PowerNotOwned,
            E::LegendNotActive,
            E::PowerExhausted,
            E::WrongWindow,
            E::LedThisMelee,
            E::NoOwnCardInMelee,
            E::InvalidTarget,
            E::ValueGapNotOne,
            E::WrongCardCount,
            E::MerlinNotAllowed,
            E::SameCardReplay,
            E::OfferSlotEmpty,
            E::DeckEmpty,
        ],
    );
}

/// Every option is listed in the options section with the rule that defines it, and the
/// defaults the page states are the engine's. A new option fails to compile here.
#[test]
fn every_option_is_documented_with_its_default() {
    let TournoiOptions {
        hero_assignment,
        deal_order,
        poison,
        enchanter_max,
        dealer_basis,
        bonus_requires_recipient,
        two_player_godsend_row,
        godsend_set,
        hero_set,
        final_tie_break,
        max_rounds,
    } = TournoiOptions::default();
    assert_eq!(hero_assignment, HeroAssignment::Random);
    assert_eq!(dealer_basis, DealerBasis::RoundWounds);
    assert!(!bonus_requires_recipient);
    assert_eq!(final_tie_break, FinalTieBreak::Shared);
    assert_eq!((max_rounds, enchanter_max), (50, 15));
    // Single-valued for now: the page calls them fixed.
    assert_eq!(deal_order, DealOrder::ClockwiseFromLeft);
    assert_eq!(poison, PoisonSet::HouseV1);
    assert_eq!(two_player_godsend_row, TwoPlayerRow::ThreeFour);
    assert_eq!(
        (godsend_set, hero_set),
        (GodsendSet::HouseV1, HeroSet::HouseV1)
    );
    for name in ["fr", "en"] {
        let text = language(name);
        let options = section(&text, "tournoi-options");
        for id in [
            "TRN-17", "TRN-2.2", "TRN-7.1", "TRN-8.8", "TRN-11.3", "TRN-11.4", "TRN-4.7",
        ] {
            assert!(
                cited(options).iter().any(|o| o == id),
                "{name}: option {id}"
            );
        }
        assert!(options.contains("50") && options.contains("1 ") && options.contains("15"));
    }
}

/// The wound table adds up to the engine's deck: 80 cards, 540 wounds (TRN-1.10).
#[test]
fn the_wound_table_is_the_deck() {
    let rows = wound_rows();
    let counts: Vec<(usize, u32)> = rows.iter().map(|&(_, n, w)| (n, w)).collect();
    assert_eq!(counts, [(44, 5), (16, 10), (15, 5), (3, 25), (2, 5)]);
    assert_eq!(rows.iter().map(|r| r.1).sum::<usize>(), 80);
    assert_eq!(rows.iter().map(|&(_, n, w)| n as u32 * w).sum::<u32>(), 540);
    for c in Card::deck(4) {
        let row = rows.iter().find(|r| r.0 == WoundKind::of(c)).expect("row");
        assert_eq!(row.2, c.wounds(), "{c}");
    }
    assert_eq!(
        card_label(
            Card::basic(crate::games::tournoi::Suit::Sorcery, 7),
            Lang::Fr
        ),
        "✦ Sorcellerie 7 ☠"
    );
    assert_eq!(card_label(Card::alchemy(4), Lang::En), "Alchemy 4");
}

/// The deal table is TRN-2.10, and the two-knight section quotes its row.
#[test]
fn the_deal_table_is_trn_2_10() {
    assert_eq!(
        deal_rows(),
        [
            (2, 65, 24, 41),
            (3, 80, 36, 44),
            (4, 80, 48, 32),
            (5, 80, 60, 20),
            (6, 80, 72, 8)
        ]
    );
    assert!(section(&language("fr"), "tournoi-two").contains("65 cartes"));
    assert!(section(&language("en"), "tournoi-two").contains("keeps 41"));
}

/// The schedule table is TRN-8.16 (before the cap), and the worked Godsend example is what
/// the engine hands out.
#[test]
fn the_godsend_schedule_and_example_match_the_engine() {
    assert_eq!(
        schedule_rows(),
        [
            (2, [1, 2, 3, 3]),
            (3, [1, 2, 3, 3]),
            (4, [1, 2, 3, 3]),
            (5, [2, 3, 4, 5]),
            (6, [2, 3, 4, 5])
        ]
    );
    // Margot 200, Yann 140, Inès 390, after round 3: Yann, Margot, Yann, Margot, Yann.
    let order = [Seat(0), Seat(1), Seat(2)];
    let picks = schedule(&[200, 140, 390], &order, 3, false);
    assert_eq!(picks, [Seat(1), Seat(0), Seat(1), Seat(0), Seat(1)]);
    for (i, design) in Godsend::ALL.into_iter().enumerate() {
        assert_eq!(GODSENDS[i].design, design);
        assert_eq!(copies(design), 3);
    }
}

/// The Heroes' table follows the engine's Heroes, and the thresholds the page states in words
/// are theirs.
#[test]
fn the_hero_table_is_the_engine_set() {
    for (i, hero) in Hero::ALL.into_iter().enumerate() {
        assert_eq!(HEROES[i].hero, hero);
    }
    assert_eq!(Hero::Guinevere.threshold(), Some(150));
    assert_eq!(Hero::Gawain.threshold(), None);
    // The amounts written in the powers' texts.
    assert_eq!((ROYAL_BONUS, SUN_BONUS, SUN_LAST_MELEE), (3, 2, 3));
    assert_eq!(GREEN_SASH_MERLIN, 10);
    assert_eq!(HOLY_GRAIL_HEAL, 15);
    assert_eq!((FISHER_KING_HEAL, FISHER_KING_PER_GODSEND), (10, 10));
    assert_eq!(
        (
            BENEDICTION_HEAL,
            DIVINE_WILL_USES,
            MIRACLE_MAX,
            PENANCE_CARDS
        ),
        (20, 3, 15, 2)
    );
    assert_eq!((MAX_HEALTH, DISHONOR_WOUNDS), (400, 5));
    assert!(HEROES[0].power.1.contains("+3"));
    assert!(HEROES[2].power.1.contains("+2") && HEROES[2].power.1.contains("1 to 3"));
    assert!(HEROES[2].legend_power.1.contains("10 instead of 25"));
    assert!(HEROES[4].legend_power.1.contains("15 health"));
    assert!(GODSENDS[0].effect.1.contains("3 weapon"));
    assert!(GODSENDS[4].effect.1.contains("20 health"));
    assert!(GODSENDS[7].effect.1.contains("2 cards"));
}

/// The example melee: its feints and loser worked out from the values alone, and the wounds
/// the page says the loser collects.
#[test]
fn the_example_melee_is_lost_where_the_page_says() {
    let moves = example();
    let played: Vec<(usize, Card, u8)> = moves
        .iter()
        .enumerate()
        .filter_map(|(i, (m, _, _))| match *m {
            Move::Play(c, v) => Some((i, c, v)),
            Move::Dishonor(_) => None,
        })
        .collect();
    let face_up: Vec<&(usize, Card, u8)> = played
        .iter()
        .filter(|(_, _, v)| played.iter().filter(|p| p.2 == *v).count() == 1)
        .collect();
    let loser = face_up.iter().min_by_key(|p| p.2).expect("a loser").0;
    assert_eq!(loser, EXAMPLE_LOSER);
    let wounds: u32 = played.iter().map(|p| p.1.wounds()).sum();
    assert_eq!(wounds, 40);
    assert!(matches!(moves[4].0, Move::Dishonor(c) if c.wounds() == DISHONOR_WOUNDS));
    // The injury example: 60 wounds, 400 → 340.
    let pile = parse_cards("Sw2 Sw11 Al6 De7 Me1").expect("cards");
    let total: u32 = pile.iter().map(|c| c.wounds()).sum::<u32>() + DISHONOR_WOUNDS;
    assert_eq!((total, MAX_HEALTH - total), (60, 340));
}

/// French text keeps a non-breaking space before : ; ? ! and uses « » quotes; English does
/// neither.
#[test]
fn typography_fits_each_language() {
    let fr = language("fr");
    let mut french: Vec<&str> = fr.split('"').skip(1).step_by(2).collect();
    for h in &HEROES {
        french.extend([h.power.0, h.legend_power.0]);
    }
    for g in &GODSENDS {
        french.extend([g.when.0, g.limit.0, g.effect.0]);
    }
    page_source::assert_typography(&french, &language("en"));
}
