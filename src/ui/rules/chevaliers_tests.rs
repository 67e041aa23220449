//! Tests of the Chevaliers rules page: the anchors, both languages, the rule ids it cites (every
//! id the spec defines, each in the section that explains it) and its tables, whose counts are
//! checked against the spec's class totals (the engine is written apart, so the page carries
//! its own data).

use super::chevaliers::{PAGE, section_for};
use super::chevaliers_sections::SECTIONS;
use super::chevaliers_tables::*;
use crate::core::GameId;
use crate::ui::rules::page_source::{self, cited, literals, section};

/// The page's source, every file, read as text: what the views say.
const SOURCES: [&str; 4] = [
    include_str!("chevaliers.rs"),
    include_str!("chevaliers_quests.rs"),
    include_str!("chevaliers_cards.rs"),
    include_str!("chevaliers_end.rs"),
];

/// Every rule id `shared/rules/chevaliers.md` defines (a table row, a heading or a numbered
/// paragraph starting with the id), extracted from the spec by a script when the page was
/// written. Tests never read the spec itself: it lives outside the repository.
const SPEC_IDS: [&str; 159] = [
    "CHV-1",
    "CHV-1.1",
    "CHV-1.2",
    "CHV-1.3",
    "CHV-1.4",
    "CHV-1.5",
    "CHV-1.6",
    "CHV-1.7",
    "CHV-1.8",
    "CHV-1.9",
    "CHV-2",
    "CHV-2.1",
    "CHV-2.2",
    "CHV-2.3",
    "CHV-2.4",
    "CHV-2.5",
    "CHV-2.6",
    "CHV-2.7",
    "CHV-2.8",
    "CHV-2.9",
    "CHV-3",
    "CHV-3.1",
    "CHV-3.2",
    "CHV-3.3",
    "CHV-3.4",
    "CHV-3.5",
    "CHV-3.6",
    "CHV-3.7",
    "CHV-4",
    "CHV-4.1",
    "CHV-4.2",
    "CHV-4.3",
    "CHV-4.4",
    "CHV-4.5",
    "CHV-4.6",
    "CHV-5",
    "CHV-5.1",
    "CHV-5.2",
    "CHV-5.3",
    "CHV-5.4",
    "CHV-5.5",
    "CHV-5.6",
    "CHV-5.7",
    "CHV-5.8",
    "CHV-5.9",
    "CHV-6",
    "CHV-6.1",
    "CHV-6.2",
    "CHV-6.3",
    "CHV-6.4",
    "CHV-6.5",
    "CHV-6.6",
    "CHV-6.7",
    "CHV-7",
    "CHV-7.A",
    "CHV-7.B",
    "CHV-7.1",
    "CHV-7.2",
    "CHV-7.3",
    "CHV-7.4",
    "CHV-7.5",
    "CHV-7.6",
    "CHV-7.7",
    "CHV-7.8",
    "CHV-7.9",
    "CHV-7.10",
    "CHV-7.11",
    "CHV-8",
    "CHV-8.1",
    "CHV-8.2",
    "CHV-8.3",
    "CHV-9",
    "CHV-9.1",
    "CHV-9.2",
    "CHV-9.3",
    "CHV-9.4",
    "CHV-9.5",
    "CHV-9.6",
    "CHV-9.7",
    "CHV-10",
    "CHV-10.1",
    "CHV-10.2",
    "CHV-10.3",
    "CHV-10.4",
    "CHV-10.5",
    "CHV-10.6",
    "CHV-10.7",
    "CHV-11",
    "CHV-11.1",
    "CHV-11.2",
    "CHV-11.3",
    "CHV-11.4",
    "CHV-12",
    "CHV-12.1",
    "CHV-12.2",
    "CHV-12.3",
    "CHV-12.4",
    "CHV-12.5",
    "CHV-13",
    "CHV-13.1",
    "CHV-13.2",
    "CHV-13.3",
    "CHV-13.4",
    "CHV-13.5",
    "CHV-13.6",
    "CHV-13.7",
    "CHV-13.8",
    "CHV-14",
    "CHV-14.1",
    "CHV-14.2",
    "CHV-14.3",
    "CHV-14.4",
    "CHV-14.5",
    "CHV-14.6",
    "CHV-14.7",
    "CHV-15",
    "CHV-15.1",
    "CHV-15.2",
    "CHV-15.3",
    "CHV-16",
    "CHV-16.1",
    "CHV-16.2",
    "CHV-16.3",
    "CHV-16.4",
    "CHV-16.5",
    "CHV-16.6",
    "CHV-17",
    "CHV-17.1",
    "CHV-17.2",
    "CHV-17.3",
    "CHV-17.4",
    "CHV-17.5",
    "CHV-17.6",
    "CHV-18",
    "CHV-18.1",
    "CHV-18.2",
    "CHV-18.3",
    "CHV-18.4",
    "CHV-18.5",
    "CHV-18.6",
    "CHV-18.7",
    "CHV-18.8",
    "CHV-18.9",
    "CHV-18.10",
    "CHV-18.11",
    "CHV-18.12",
    "CHV-18.13",
    "CHV-18.14",
    "CHV-18.15",
    "CHV-18.16",
    "CHV-19",
    "CHV-19.1",
    "CHV-19.2",
    "CHV-19.3",
    "CHV-19.4",
    "CHV-19.5",
    "CHV-19.6",
    "CHV-19.7",
    "CHV-20",
];

/// The French (or English) text of the whole page, every file.
fn language(name: &str) -> String {
    page_source::language(&SOURCES, name)
}

#[test]
fn rule_ids_find_their_section() {
    page_source::assert_sections_for(
        section_for,
        &[
            ("CHV-2.1", "chevaliers-goal"),
            ("CHV-2.4", "chevaliers-goal"),
            ("CHV-13.2", "chevaliers-goal"),
            ("CHV-14.4", "chevaliers-goal"),
            ("CHV-1", "chevaliers-setup"),
            ("chv-1.7", "chevaliers-setup"),
            ("CHV-2.7", "chevaliers-setup"),
            ("CHV-17.2", "chevaliers-setup"),
            ("CHV-3.3", "chevaliers-turn"),
            (" CHV-5.3 ", "chevaliers-turn"),
            ("CHV-4.6", "chevaliers-turn"),
            ("CHV-19.7", "chevaliers-turn"),
            ("CHV-7.A", "chevaliers-quests"),
            ("CHV-7.B", "chevaliers-quests"),
            ("CHV-7.1", "chevaliers-quests"),
            ("CHV-7.11", "chevaliers-quests"),
            ("CHV-7.5", "chevaliers-combat"),
            ("CHV-19.2", "chevaliers-combat"),
            ("CHV-7.6", "chevaliers-others"),
            ("CHV-7.10", "chevaliers-others"),
            ("CHV-19.5", "chevaliers-others"),
            ("CHV-1.8", "chevaliers-white"),
            ("CHV-8.3", "chevaliers-white"),
            ("CHV-1.9", "chevaliers-black"),
            ("CHV-6.3", "chevaliers-black"),
            ("CHV-9.7", "chevaliers-black"),
            ("CHV-17.3", "chevaliers-black"),
            ("CHV-10.4", "chevaliers-knights"),
            ("CHV-11.2", "chevaliers-relics"),
            ("CHV-5.8", "chevaliers-life"),
            ("CHV-12.2", "chevaliers-life"),
            ("CHV-13.5", "chevaliers-loyalty"),
            ("CHV-12.5", "chevaliers-end"),
            ("CHV-14.3", "chevaliers-end"),
            ("CHV-19.6", "chevaliers-end"),
            ("CHV-15.1", "chevaliers-decks"),
            ("CHV-16.2", "chevaliers-screen"),
            ("CHV-16.3", "chevaliers-screen"),
            ("CHV-17.4", "chevaliers-screen"),
            ("CHV-18.15", "chevaliers-screen"),
            ("CHV-19", "chevaliers-screen"),
            ("CHV-20", "chevaliers-options"),
            ("nonsense", "chevaliers-goal"),
            ("CHV-99", "chevaliers-goal"),
        ],
    );
}

/// The id list is what the script found: 159 ids, each once, all of the game's prefix.
#[test]
fn the_spec_id_list_is_well_formed() {
    let mut ids = SPEC_IDS.to_vec();
    assert_eq!(ids.len(), 159);
    assert!(ids.iter().all(|id| id.starts_with("CHV-")));
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), SPEC_IDS.len(), "an id is listed twice");
    for top in 1..=20 {
        assert!(
            SPEC_IDS.contains(&format!("CHV-{top}").as_str()),
            "CHV-{top}"
        );
    }
}

/// Every id of the spec lands on a real section of the page, is cited there in both languages
/// (so a link to it finds its passage), and every section is the home of at least one rule.
#[test]
fn every_spec_id_is_cited_in_its_own_section() {
    let (fr, en) = (language("fr"), language("en"));
    let mut missing = Vec::new();
    for id in SPEC_IDS {
        let home = section_for(id);
        assert!(SECTIONS.iter().any(|(s, _, _)| *s == home), "{id} → {home}");
        for (name, text) in [("fr", &fr), ("en", &en)] {
            if !cited(section(text, home)).iter().any(|c| c == id) {
                missing.push(format!("{name}: {id} → {home}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not cited in their section: {missing:?}"
    );
    for (sid, _, _) in SECTIONS {
        assert!(
            SPEC_IDS.iter().any(|id| section_for(id) == sid),
            "no rule leads to {sid}"
        );
    }
}

/// Each language has every section, in the table of contents' order, each with its own
/// heading in that language.
#[test]
fn both_languages_have_every_section_with_its_heading() {
    assert_eq!(SECTIONS.len(), 16);
    for (id, _, _) in SECTIONS {
        assert!(id.starts_with("chevaliers-"), "{id}");
    }
    page_source::assert_every_section_has_its_heading(&SOURCES, &SECTIONS);
}

/// Both languages say something in every section, and not the same thing: each section has
/// real text in each language, and the two texts differ.
#[test]
fn both_languages_are_written_and_different() {
    let (fr, en) = (language("fr"), language("en"));
    for (id, _, _) in SECTIONS {
        let (a, b) = (literals(section(&fr, id)), literals(section(&en, id)));
        let words = |l: &[&str]| {
            l.iter()
                .map(|s| s.split_whitespace().count())
                .sum::<usize>()
        };
        assert!(words(&a) >= 40, "{id}: little French text");
        assert!(words(&b) >= 40, "{id}: little English text");
        assert_ne!(a, b, "{id}: the same text in both languages");
    }
    assert_ne!(PAGE.lead.0, PAGE.lead.1);
    assert!(PAGE.lead.0.contains("CHV-") && PAGE.lead.1.contains("CHV-"));
}

/// Both languages cite the same rules, section by section, and every id is one of the spec's.
#[test]
fn both_languages_cite_the_same_real_rules() {
    page_source::assert_same_real_rules(&SOURCES, &SECTIONS, &SPEC_IDS);
}

/// A rule cited anywhere is cited in the section `section_for` sends it to, so a link to it
/// always finds its explanation there.
#[test]
fn every_cited_rule_is_cited_in_its_own_section() {
    page_source::assert_cited_in_own_section(&SOURCES, section_for);
}

/// The rules route shows this page for Les Chevaliers (`rules::page_of`, the library's), and
/// no other game's.
#[test]
fn the_rules_route_shows_this_page() {
    let page = crate::ui::rules::all::page_of(GameId::Chevaliers);
    assert_eq!(page.sections.len(), SECTIONS.len());
    assert_eq!(page.sections[0].0, "chevaliers-goal");
    assert_eq!((page.section_for)("CHV-7.8"), "chevaliers-others");
    for g in [
        GameId::Roi,
        GameId::Tafelrunde,
        GameId::Camelot,
        GameId::Tournoi,
    ] {
        let other = crate::ui::rules::all::page_of(g);
        assert_ne!(other.sections[0].0, "chevaliers-goal", "{g:?}");
    }
}

/// 84 White cards (CHV-1.8): 51 Fight (14, 12, 10, 8, 7) + 18 Grail + 7 Merlin + 8 singles.
#[test]
fn the_white_cards_add_up() {
    let count = |prefix: &str| -> u32 {
        WHITE
            .iter()
            .filter(|r| r.name.1.starts_with(prefix))
            .map(|r| r.count)
            .sum()
    };
    let fights: Vec<u32> = WHITE
        .iter()
        .filter(|r| r.name.1.starts_with("Fight"))
        .map(|r| r.count)
        .collect();
    assert_eq!(fights, [14, 12, 10, 8, 7]);
    assert_eq!(count("Fight"), 51);
    assert_eq!(count("Grail"), 18);
    assert_eq!(count("Merlin"), 7);
    let singles: Vec<&CardRow> = WHITE
        .iter()
        .filter(|r| r.special && r.name.1 != "Merlin")
        .collect();
    assert_eq!(singles.len(), 8);
    assert!(singles.iter().all(|r| r.count == 1));
    let standard: u32 = WHITE.iter().filter(|r| !r.special).map(|r| r.count).sum();
    let special: u32 = WHITE.iter().filter(|r| r.special).map(|r| r.count).sum();
    assert_eq!((standard, special), (69, 15));
    assert_eq!(WHITE.iter().map(|r| r.count).sum::<u32>(), 84);
}

/// 76 Black cards (CHV-1.9): 64 standard (11 + 11 + 15 + 15 + 12) + 12 special (5 + 2 + 1 + 4).
#[test]
fn the_black_cards_add_up() {
    let count = |prefix: &str| -> u32 {
        BLACK
            .iter()
            .filter(|r| r.name.1.starts_with(prefix))
            .map(|r| r.count)
            .sum()
    };
    assert_eq!(count("Black Knight"), 11);
    assert_eq!(count("Lancelot"), 11);
    assert_eq!(count("Excalibur"), 15);
    assert_eq!(count("Despair"), 15);
    assert_eq!(count("Picts") + count("Saxons") + count("Mercenaries"), 12);
    assert_eq!(count("Morgan"), 5);
    assert_eq!(count("Desolation"), 2);
    assert_eq!(count("Dark Forest"), 1);
    for single in ["Guinevere", "Mists of Avalon", "Mordred", "Vivien"] {
        assert_eq!(count(single), 1, "{single}");
    }
    let standard: u32 = BLACK.iter().filter(|r| !r.special).map(|r| r.count).sum();
    let special: u32 = BLACK.iter().filter(|r| r.special).map(|r| r.count).sum();
    assert_eq!((standard, special), (64, 12));
    // With the 8 Loyalty cards, the box's 168 (CHV-1.6).
    let white: u32 = WHITE.iter().map(|r| r.count).sum();
    assert_eq!(white + standard + special + 8, 168);
}

/// The quest sheet is CHV-7.A: kind, and what victory and defeat bring.
#[test]
fn the_quest_table_is_the_sheet() {
    /// A quest's name, whether it is solo, its victory and its defeat.
    type Line = (&'static str, bool, (u32, u32, u32), (u32, u32));
    let sheet: Vec<Line> = QUESTS
        .iter()
        .map(|q| (q.name.1, q.solo, q.win, q.loss))
        .collect();
    assert_eq!(
        sheet,
        [
            ("Black Knight", true, (1, 3, 1), (1, 1)),
            ("Lancelot", true, (1, 4, 1), (1, 1)),
            ("Dragon", false, (2, 7, 2), (2, 2)),
            ("Excalibur", false, (2, 7, 1), (2, 0)),
            ("Holy Grail", false, (3, 7, 1), (3, 1)),
            ("Pict war, Saxon war", false, (1, 4, 1), (1, 1)),
        ]
    );
    // The end triggers name the spec's numbers.
    let ends: Vec<&str> = QUESTS.iter().map(|q| q.ends.1).collect();
    assert!(ends[0].contains("4th Black") && ends[0].contains("4th Fight"));
    assert!(ends[1].contains("5th Black") && ends[1].contains("5th Fight"));
    assert!(ends[2].contains("5th Black") && ends[2].contains("9th Fight"));
    assert!(ends[5].contains("4th warrior") && ends[5].contains("5th Fight"));
    assert!(QUESTS[5].more.1.contains("+2 siege engines"));
}

/// The special-card tables name every special card of the lists, in order, and the knights'
/// table has the seven knights.
#[test]
fn the_special_tables_match_the_card_lists() {
    let white: Vec<&str> = WHITE
        .iter()
        .filter(|r| r.special)
        .map(|r| r.name.1)
        .collect();
    let described: Vec<&str> = WHITE_SPECIALS.iter().map(|(n, _)| n.1).collect();
    assert_eq!(white, described);
    let black: Vec<&str> = BLACK_SPECIALS.iter().map(|(n, _)| n.1).collect();
    assert_eq!(
        black[..5],
        ["Morgan 1", "Morgan 2", "Morgan 3", "Morgan 4", "Morgan 5"]
    );
    for r in BLACK
        .iter()
        .filter(|r| r.special && !r.name.1.starts_with("Morgan"))
    {
        assert!(
            black.iter().any(|b| b.starts_with(r.name.1)),
            "{} is not described",
            r.name.1
        );
    }
    assert_eq!(black.len(), 5 + 6);
    let knights: Vec<&str> = KNIGHTS.iter().map(|(n, _)| n.1).collect();
    assert_eq!(
        knights,
        [
            "King Arthur",
            "Galahad",
            "Gawain",
            "Kay",
            "Palamedes",
            "Percival",
            "Tristan"
        ]
    );
    for (name, what) in WHITE_SPECIALS.iter().chain(&BLACK_SPECIALS).chain(&KNIGHTS) {
        assert!(!what.0.is_empty() && what.0 != what.1, "{}", name.1);
    }
    // A few amounts of the spec, as the tables state them.
    assert!(WHITE_SPECIALS[2].1.1.contains("3 Life"));
    assert!(WHITE_SPECIALS[4].1.1.contains("4 White cards"));
    assert!(WHITE_SPECIALS[5].1.1.contains("top 5"));
    assert!(WHITE_SPECIALS[6].1.1.contains("1 to 3"));
    assert!(BLACK_SPECIALS[2].1.1.contains("+2 siege engines"));
    assert!(BLACK_SPECIALS[9].1.1.contains("1, 2, 3, 4, 5, 5"));
    assert!(KNIGHTS[2].1.1.contains("3 cards instead of 2"));
}

/// The special cards' texts are said, in both languages, to be the spec's low-confidence
/// reconstruction, next to both tables.
#[test]
fn the_special_texts_are_flagged_as_uncertain() {
    for (name, word) in [("fr", "peu sûre"), ("en", "low-confidence")] {
        let text = language(name);
        for id in ["chevaliers-white", "chevaliers-black", "chevaliers-relics"] {
            assert!(section(&text, id).contains(word), "{name}: {id}");
        }
    }
}

/// Table talk (CHV-16.2, CHV-16.3): both languages forbid showing or naming cards and say
/// free text is off by default.
#[test]
fn hidden_information_is_stated_in_both_languages() {
    let fr = language("fr");
    let en = language("en");
    let (fr, en) = (
        section(&fr, "chevaliers-screen"),
        section(&en, "chevaliers-screen"),
    );
    assert!(fr.contains("on ne montre jamais ses cartes") && fr.contains("coupé par défaut"));
    assert!(en.contains("you never show your cards") && en.contains("off by default"));
}

/// French text keeps a non-breaking space before : ; ? ! and uses « » quotes; English does
/// neither.
#[test]
fn typography_fits_each_language() {
    let fr = language("fr");
    let mut french: Vec<&str> = literals(&fr);
    for r in WHITE.iter().chain(&BLACK) {
        french.extend([r.name.0, r.used.0]);
    }
    for q in &QUESTS {
        french.extend([q.name.0, q.action.0, q.ends.0, q.more.0]);
    }
    for (n, w) in WHITE_SPECIALS.iter().chain(&BLACK_SPECIALS).chain(&KNIGHTS) {
        french.extend([n.0, w.0]);
    }
    page_source::assert_typography(&french, &language("en"));
}
