//! Tests of the Tafelrunde rules page: the anchors, both languages, the rule ids it cites and
//! its examples, replayed through the engine.

use super::*;
use crate::core::game::Game;
use crate::core::seats::Seat;
use crate::games::tafelrunde::cards::{Card, Colour, DECK_SIZE, MAX_VALUE, SUPER_COPIES};
use crate::games::tafelrunde::options::{Reshuffle, TRACK_LIMITS, TafelrundeOptions};
use crate::games::tafelrunde::options::{SWORD_SPACES, TRACK_LEN};
use crate::games::tafelrunde::{
    Action, Tafelrunde, TafelrundeError, next_free, trick_bound, tricks,
};
use crate::ui::rules::page_source::{self, cited, section};
use crate::ui::rules::tafelrunde_race;
use crate::ui::rules::tafelrunde_tables::*;

/// The page's source, both files, read as text: what the views say.
const SOURCES: [&str; 2] = [
    include_str!("tafelrunde.rs"),
    include_str!("tafelrunde_race.rs"),
];

/// The spec's rule ids: for each top-level rule `TAF-n`, how many sub-rules `TAF-n.m` it has.
const SPEC_RULES: [(u32, u32); 14] = [
    (1, 7),
    (2, 6),
    (3, 8),
    (4, 6),
    (5, 7),
    (6, 4),
    (7, 9),
    (8, 8),
    (9, 3),
    (10, 9),
    (11, 10),
    (12, 10),
    (13, 6),
    (14, 0),
];

fn spec_ids() -> Vec<String> {
    page_source::spec_ids("TAF", &SPEC_RULES)
}

/// The French (or English) text of the whole page, both files.
fn language(name: &str) -> String {
    page_source::language(&SOURCES, name)
}

#[test]
fn rule_ids_find_their_section() {
    assert_eq!(section_for("TAF-1.4"), "tafelrunde-cards");
    assert_eq!(section_for("TAF-2.3"), "tafelrunde-board");
    assert_eq!(section_for("TAF-2.6"), "tafelrunde-swords");
    assert_eq!(section_for("TAF-3.7"), "tafelrunde-deal");
    assert_eq!(section_for("taf-4.3"), "tafelrunde-follow");
    assert_eq!(section_for("TAF-4.6"), "tafelrunde-swords");
    assert_eq!(section_for(" TAF-5.3 "), "tafelrunde-trick");
    assert_eq!(section_for("TAF-6.3"), "tafelrunde-move");
    assert_eq!(section_for("TAF-7.4"), "tafelrunde-swords");
    assert_eq!(section_for("TAF-7.9"), "tafelrunde-tips");
    assert_eq!(section_for("TAF-8.4"), "tafelrunde-hand");
    assert_eq!(section_for("TAF-9.1"), "tafelrunde-end");
    assert_eq!(section_for("TAF-10.2"), "tafelrunde-examples");
    assert_eq!(section_for("TAF-12.1"), "tafelrunde-follow");
    assert_eq!(section_for("TAF-12.3"), "tafelrunde-hand");
    assert_eq!(section_for("TAF-12.10"), "tafelrunde-end");
    assert_eq!(section_for("TAF-14"), "tafelrunde-options");
    assert_eq!(section_for("TAF-13.2"), "tafelrunde-goal");
    assert_eq!(section_for("nonsense"), "tafelrunde-goal");
    assert_eq!(section_for("TAF-99"), "tafelrunde-goal");
}

#[test]
fn every_spec_id_leads_to_a_real_section() {
    for (id, _, _) in SECTIONS {
        assert!(id.starts_with("tafelrunde-"), "{id}");
    }
    for id in spec_ids() {
        let s = section_for(&id);
        assert!(SECTIONS.iter().any(|(sid, _, _)| *sid == s), "{id} → {s}");
    }
}

/// Each language has every section, in the table of contents' order, each with its own
/// heading in that language.
#[test]
fn both_languages_have_every_section_with_its_heading() {
    page_source::assert_every_section_has_its_heading(&SOURCES, &SECTIONS);
}

/// Both languages cite the same rules, section by section, and every id is one of the spec's.
#[test]
fn both_languages_cite_the_same_real_rules() {
    page_source::assert_same_real_rules(&SOURCES, &SECTIONS, &spec_ids());
}

/// When the spec is at hand (the project's `shared/` folder), its ids are exactly ours.
#[test]
fn the_id_list_matches_the_spec() {
    page_source::assert_spec_defines("tafelrunde", "TAF", spec_ids());
}

/// Every reason the table can give for a refusal is cited on the page, so its link lands on
/// the very passage that explains it.
#[test]
fn every_refusal_reason_is_cited() {
    page_source::assert_every_reason_cited(
        &SOURCES,
        TafelrundeError::rule,
        [
            TafelrundeError::GameOver,
            TafelrundeError::NotYourTurn,
            TafelrundeError::CardNotInHand,
            TafelrundeError::MustFollowSuit,
            TafelrundeError::MustLeadColour,
            TafelrundeError::DecisionPending,
            TafelrundeError::NoDecisionPending,
            TafelrundeError::ColourAlreadyPlaced,
            TafelrundeError::LadderFull,
            TafelrundeError::SwapRequired,
            TafelrundeError::DeclarationRequired,
            TafelrundeError::InvalidSwap,
            TafelrundeError::CannotDefer,
        ],
    );
}

/// Every option is listed in the options section with the rule that defines it, and the
/// defaults the page states are the engine's. A new option fails to compile here.
#[test]
fn every_option_is_documented_with_its_default() {
    let TafelrundeOptions {
        track_len,
        sword_spaces,
        first_dealer: _,
        deal_order: _,
        may_lead_super_trump,
        super_lead_frees_trick,
        super_trump_only_when_void,
        sword_declare_optional,
        defer_when_empty,
        reshuffle,
    } = TafelrundeOptions::default();
    assert_eq!((track_len, TRACK_LEN), (27, 27));
    assert_eq!((*TRACK_LIMITS.start(), *TRACK_LIMITS.end()), (8, 60));
    assert_eq!(sword_spaces, SWORD_SPACES.to_vec());
    assert_eq!(swords_text(Lang::Fr), "3, 6, 9, 12, 15, 18, 21 et 24");
    assert_eq!(swords_text(Lang::En), "3, 6, 9, 12, 15, 18, 21 and 24");
    assert!(may_lead_super_trump && super_lead_frees_trick && super_trump_only_when_void);
    assert!(sword_declare_optional && defer_when_empty);
    assert_eq!(reshuffle, Reshuffle::OnDemand);
    for name in ["fr", "en"] {
        let text = language(name);
        let options = cited(section(&text, "tafelrunde-options"));
        for id in [
            "TAF-2.2", "TAF-2.3", "TAF-3.3", "TAF-3.5", "TAF-4.1", "TAF-4.5", "TAF-4.3", "TAF-7.3",
            "TAF-7.6", "TAF-8.4",
        ] {
            assert!(options.iter().any(|o| o == id), "{name}: option {id}");
        }
    }
}

/// The page's deck table adds up to the engine's deck.
#[test]
fn the_deck_table_holds_the_whole_deck() {
    let deck = Card::deck();
    assert_eq!(
        Colour::ALL.len() * usize::from(MAX_VALUE) + 2 * SUPER_COPIES,
        DECK_SIZE
    );
    assert_eq!(deck.len(), DECK_SIZE);
    assert_eq!(
        card_label(Card::Colour(Colour::Yellow, 9), Lang::Fr),
        "jaune 9"
    );
    assert_eq!(
        card_label(Card::Colour(Colour::Yellow, 9), Lang::En),
        "yellow 9"
    );
    assert_eq!(card_label(Card::CREST, Lang::En), "Crest");
    assert_eq!(capitalised("rouge"), "Rouge");
    assert_eq!(ordinal(1, Lang::Fr), "1re");
    assert_eq!(ordinal(3, Lang::En), "3rd");
    assert_eq!(ordinal(12, Lang::En), "12th");
}

/// The super-trump runs and the two example tricks are won where the page says.
#[test]
fn the_examples_are_won_where_the_page_says() {
    for (run, best) in CHAINS {
        let trick: Vec<(Seat, Card)> = run
            .iter()
            .enumerate()
            .map(|(i, s)| (Seat(i as u8), Card::Super(*s)))
            .collect();
        assert_eq!(
            tricks::winner(&trick, &[], true),
            Some(Seat(best as u8)),
            "{run:?}"
        );
        // "The first card of the final unbroken run of the last kind played."
        let last = run.len() - 1;
        let first_of_run = (0..=last)
            .rev()
            .take_while(|&i| run[i] == run[last])
            .last()
            .expect("non-empty");
        assert_eq!(first_of_run, best, "{run:?}");
    }
    for ex in &EXAMPLES {
        let trick: Vec<(Seat, Card)> = ex
            .plays
            .iter()
            .enumerate()
            .map(|(i, (c, _, _))| (Seat(i as u8), *c))
            .collect();
        assert_eq!(
            tricks::winner(&trick, ex.ladder, true),
            Some(Seat(ex.winner as u8))
        );
    }
}

/// Each example trick is legal move by move: the players who did not follow really could
/// not, and (TAF-4.3) a Knight may not replace a card of the colour led.
#[test]
fn the_example_tricks_are_legal_plays() {
    for ex in &EXAMPLES {
        let mut g = Tafelrunde::new(&TafelrundeOptions::default(), 4, 7).expect("game");
        let mut f = g.fixture();
        for (i, (c, _, _)) in ex.plays.iter().enumerate() {
            let seat = Seat(i as u8);
            // A hand that holds the led colour only where the example says so.
            let spare = if i == 1 {
                Card::Colour(Colour::Yellow, 1)
            } else {
                Card::Colour(Colour::Red, 1 + i as u8)
            };
            f.hand(seat, &[*c, spare]);
        }
        f.ladder(ex.ladder).leader(Seat(0));
        for (i, (c, _, _)) in ex.plays.iter().enumerate() {
            assert_eq!(g.play(Seat(i as u8), &Action::Play(*c)), Ok(()), "{c}");
        }
        assert_eq!(g.pawns()[ex.winner], 1, "the winner left Start");
    }
    // The follow example: Yann holds green 2 and a Knight, Margot leads green 9.
    let mut g = Tafelrunde::new(&TafelrundeOptions::default(), 4, 7).expect("game");
    let (g9, g2, r5) = (
        Card::Colour(Colour::Green, 9),
        Card::Colour(Colour::Green, 2),
        Card::Colour(Colour::Red, 5),
    );
    g.fixture()
        .hand(Seat(0), &[g9, Card::Colour(Colour::Blue, 3)])
        .hand(Seat(1), &[g2, Card::KNIGHT, r5])
        .leader(Seat(0));
    assert_eq!(g.play(Seat(0), &Action::Play(g9)), Ok(()));
    assert_eq!(
        g.play(Seat(1), &Action::Play(Card::KNIGHT)),
        Err(TafelrundeError::MustFollowSuit)
    );
    assert_eq!(g.play(Seat(1), &Action::Play(g2)), Ok(()));
}

/// The moves of the example table: jumps, a sword jumped over, two swords reached.
#[test]
fn the_move_example_follows_the_engine() {
    let opts = TafelrundeOptions::default();
    let mut pawns = START;
    let mut swords = Vec::new();
    for (who, to) in MOVES {
        let landed = next_free(&pawns, pawns[who], opts.finish());
        assert_eq!(landed, to, "{}", PLAYERS[who]);
        pawns[who] = landed;
        swords.push(opts.is_sword(landed));
    }
    assert_eq!(swords, [false, true, true]);
    assert_eq!(pawns, [8, 9, 7, 3]);
    assert!(opts.is_sword(6), "Margot jumps the sword on 6");
}

/// The end of the game and the four-player stock example quote the spec's numbers.
#[test]
fn the_numbers_quoted_are_right() {
    let bounds: Vec<u32> = (2..=6).map(|n| trick_bound(n, TRACK_LEN - 1)).collect();
    assert_eq!(bounds, [50, 73, 95, 116, 136]);
    assert_eq!(
        tafelrunde_race::bounds_text(Lang::Fr),
        "50 plis à deux, 73 à trois, 95 à quatre, 116 à cinq et 136 à six"
    );
    assert_eq!(
        tafelrunde_race::bounds_text(Lang::En),
        "50 tricks with two, 73 with three, 95 with four, 116 with five and 136 with six"
    );
    // TAF-8.8, four players: 32 cards a deal; stock 40, then 8, then 8 + a reshuffle of 64.
    let per_deal = 4 * 8;
    assert_eq!(DECK_SIZE - per_deal, 40);
    assert_eq!(DECK_SIZE - 2 * per_deal, 8);
    assert_eq!(2 * per_deal, 64);
}
