//! The tables and worked examples of the Tafelrunde rules page (the deck, runs of
//! super-trumps, two example tricks, a race of pawns) and the words they use for cards. The
//! examples are data built from engine types; `tafelrunde_tests.rs` replays them through the
//! engine, so the page cannot drift from the rules it describes.

use super::RulesTable;
use crate::games::tafelrunde::cards::{Card, Colour, DECK_SIZE, MAX_VALUE, SUPER_COPIES, Super};
use crate::games::tafelrunde::options::SWORD_SPACES;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// The colour of the card, as the page names it ("rouge", "red").
pub(super) fn colour_word(c: Colour, l: Lang) -> &'static str {
    match c {
        Colour::Red => l.pick("rouge", "red"),
        Colour::Yellow => l.pick("jaune", "yellow"),
        Colour::Green => l.pick("vert", "green"),
        Colour::Blue => l.pick("bleu", "blue"),
        Colour::Black => l.pick("noir", "black"),
        Colour::Violet => l.pick("violet", "violet"),
    }
}

/// The suit a colour stands for, with the symbol printed on its cards (TAF-1.2).
pub(super) fn suit_word(c: Colour, l: Lang) -> &'static str {
    match c {
        Colour::Red => l.pick("Cœur (un cœur)", "Hearts (a heart)"),
        Colour::Yellow => l.pick("Carreau (un losange)", "Diamonds (a diamond)"),
        Colour::Green => l.pick("Trèfle (un trèfle)", "Clubs (a club)"),
        Colour::Blue => l.pick("Coupe (une coupe)", "Cups (a cup)"),
        Colour::Black => l.pick("Pique (un pique)", "Spades (a spade)"),
        Colour::Violet => l.pick("Fleur (une fleur)", "Flowers (a flower)"),
    }
}

/// "jaune 9", "yellow 9", "Chevalier", "Knight".
pub(super) fn card_label(card: Card, l: Lang) -> String {
    match card {
        // Colour first, as the table and its log name cards.
        Card::Colour(c, v) => format!("{} {v}", colour_word(c, l)),
        Card::Super(Super::Knight) => l.pick("Chevalier", "Knight").to_string(),
        Card::Super(Super::Crest) => l.pick("Blason", "Crest").to_string(),
    }
}

/// "1re", "3e" / "1st", "3rd".
pub(super) fn ordinal(n: usize, l: Lang) -> String {
    match l {
        Lang::Fr if n == 1 => "1re".to_string(),
        Lang::Fr => format!("{n}e"),
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (1, 11) | (2, 12) | (3, 13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}

/// "3, 6 et 9" / "3, 6 and 9".
pub(super) fn list_text(items: &[String], l: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), l.pick("et", "and")),
    }
}

/// The default sword spaces, as a list in words.
pub(super) fn swords_text(l: Lang) -> String {
    let spaces: Vec<String> = SWORD_SPACES.iter().map(u8::to_string).collect();
    list_text(&spaces, l)
}

/// The players of the examples, clockwise; the first one leads.
pub(super) const PLAYERS: [&str; 4] = ["Margot", "Yann", "Inès", "Paul"];

/// A trick of the examples: the ladder (place 1 first), the four cards in play order from
/// `PLAYERS[0]` with a note (fr, en), and who wins.
pub(super) struct TrickExample {
    /// The trump ladder, place 1 first.
    pub(super) ladder: &'static [Colour],
    /// Card and note (fr, en), in play order from `PLAYERS[0]`.
    pub(super) plays: [(Card, &'static str, &'static str); 4],
    /// Index of the winner in `PLAYERS`.
    pub(super) winner: usize,
}

/// Two tricks of our own (TAF-5.4, TAF-5.3), checked against the engine in the tests.
pub(super) const EXAMPLES: [TrickExample; 2] = [
    TrickExample {
        ladder: &[Colour::Blue, Colour::Black],
        plays: [
            (Card::Colour(Colour::Yellow, 9), "entame", "leads"),
            (
                Card::Colour(Colour::Yellow, 4),
                "a du jaune\u{a0}: il fournit",
                "holds yellow, so follows",
            ),
            (
                Card::Colour(Colour::Blue, 11),
                "pas de jaune\u{a0}: joue un atout (place 1)",
                "no yellow: plays a trump (place 1)",
            ),
            (
                Card::Colour(Colour::Black, 2),
                "pas de jaune\u{a0}: joue un atout (place 2)",
                "no yellow: plays a trump (place 2)",
            ),
        ],
        winner: 3,
    },
    TrickExample {
        ladder: &[Colour::Blue, Colour::Black],
        plays: [
            (
                Card::Colour(Colour::Black, 7),
                "entame d'un atout",
                "leads a trump",
            ),
            (
                Card::KNIGHT,
                "pas de noir\u{a0}: joue un super-atout",
                "no black: plays a super-trump",
            ),
            (
                Card::CREST,
                "pas de noir\u{a0}: bat le Chevalier posé avant lui",
                "no black: beats the Knight played before it",
            ),
            (
                Card::CREST,
                "pas de noir\u{a0}: un Blason ne bat pas un Blason",
                "no black: a Crest never beats a Crest",
            ),
        ],
        winner: 2,
    },
];

/// Runs of super-trumps in play order, and which card (0-based) holds the trick (TAF-5.3).
pub(super) const CHAINS: [(&[Super], usize); 6] = [
    (&[Super::Knight, Super::Crest], 1),
    (&[Super::Crest, Super::Knight], 1),
    (&[Super::Knight, Super::Knight], 0),
    (&[Super::Crest, Super::Knight, Super::Knight], 1),
    (&[Super::Knight, Super::Crest, Super::Knight], 2),
    (&[Super::Crest, Super::Crest, Super::Knight], 2),
];

/// The 72 cards by kind: six colours of eleven, then the two super-trumps.
#[component]
pub(super) fn DeckTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        let colours = Colour::ALL.into_iter().map(move |c| {
            view! {
                <tr>
                    <th scope="row" class="c-name">{capitalised(colour_word(c, l))}</th>
                    <td class="c-what">
                        {suit_word(c, l)} " · " {l.pick("valeurs 1 à ", "values 1 to ")} {MAX_VALUE}
                    </td>
                    <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{MAX_VALUE}</td>
                </tr>
            }
        });
        let supers = [Super::Knight, Super::Crest].into_iter().map(move |s| {
            view! {
                <tr class="trump">
                    <th scope="row" class="c-name">{card_label(Card::Super(s), l)}</th>
                    <td class="c-what">{l.pick("super-atout, sans couleur ni valeur", "super-trump, no colour, no value")}</td>
                    <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{SUPER_COPIES}</td>
                </tr>
            }
        });
        view! {
            {colours.collect_view()}
            {supers.collect_view()}
            <tr>
                <th scope="row" class="c-name">{l.pick("Total", "Total")}</th>
                <td class="c-what"></td>
                <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{DECK_SIZE}</td>
            </tr>
        }
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Les 72 cartes", "The 72 cards").to_string()
            columns=&[("Carte", "Card", false), ("Enseigne et valeurs", "Suit and values", false), ("Cartes", "Cards", true)]
        >
            {body}
        </RulesTable>
    }
}

pub(super) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Who holds a run of super-trumps, one line per run.
#[component]
pub(super) fn ChainTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        CHAINS
            .iter()
            .enumerate()
            .map(|(i, (run, best))| {
                let order = run
                    .iter()
                    .map(|s| card_label(Card::Super(*s), l))
                    .collect::<Vec<_>>()
                    .join(" → ");
                let who = format!(
                    "{} {} ({})",
                    l.pick("la", "the"),
                    ordinal(best + 1, l),
                    card_label(Card::Super(run[*best]), l)
                );
                view! {
                    <tr>
                        <td class="num c-no">{i + 1}</td>
                        <th scope="row" class="c-name">{order}</th>
                        <td class="c-what">{who}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Suites de super-atouts", "Runs of super-trumps").to_string()
            columns=&[("N°", "N°", true), ("Ordre de pose", "Order played", false), ("Carte gagnante", "Winning card", false)]
        >
            {body}
        </RulesTable>
    }
}

/// One of the example tricks, as a table ending with its winner.
#[component]
pub(super) fn ExampleTrick(
    /// Which of [`EXAMPLES`].
    index: usize,
) -> impl IntoView {
    let lang = use_settings().lang;
    let ex = &EXAMPLES[index];
    let ladder = move || {
        let l = lang.get();
        let chips: Vec<String> = ex
            .ladder
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{} {}", i + 1, colour_word(*c, l)))
            .collect();
        format!(
            "{}{}",
            l.pick("Échelle\u{a0}: ", "Ladder: "),
            chips.join(", ")
        )
    };
    let body = move || {
        let l = lang.get();
        ex.plays
            .iter()
            .enumerate()
            .map(|(i, (card, fr, en))| {
                view! {
                    <tr class:trump=i == ex.winner>
                        <td class="num c-no">{i + 1}</td>
                        <th scope="row" class="c-name">{PLAYERS[i]}</th>
                        <td class="c-pts" data-label=l.pick("Carte", "Card")>{card_label(*card, l)}</td>
                        <td class="c-what">{l.pick(fr, en)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let verdict = move || {
        let l = lang.get();
        format!(
            "→ {} {}",
            PLAYERS[ex.winner],
            l.pick("remporte le pli.", "wins the trick.")
        )
    };
    view! {
        <p>
            <strong>{ladder}</strong>
        </p>
        <RulesTable
            caption=move |l: Lang| format!("{} {}", l.pick("Exemple", "Example"), index + 1)
            columns=&[("N°", "N°", true), ("Joueur", "Player", false), ("Carte", "Card", false), ("Pourquoi", "Why", false)]
        >
            {body}
        </RulesTable>
        <p>
            <strong>{verdict}</strong>
        </p>
    }
}

/// Where the example's pawns stand before it starts (Margot, Yann, Inès, Paul).
pub(super) const START: [u8; 4] = [5, 6, 7, 2];

/// The example's tricks, one after another: who wins (index into `PLAYERS`) and where that
/// pawn stops (TAF-6.1, TAF-6.3).
pub(super) const MOVES: [(usize, u8); 3] = [(0, 8), (1, 9), (3, 3)];

/// What happens on one move, in words: spaces jumped, a sword jumped, a sword reached.
fn move_note(from: u8, to: u8, l: Lang) -> String {
    let jumped: Vec<u8> = (from + 1..to).collect();
    let mut parts = Vec::new();
    if jumped.is_empty() {
        parts.push(
            l.pick("la case suivante est libre", "the next space is free")
                .to_string(),
        );
    } else {
        let list: Vec<String> = jumped.iter().map(u8::to_string).collect();
        parts.push(format!(
            "{} {} {}",
            l.pick("saute", "jumps"),
            list_text(&list, l),
            if jumped.len() == 1 {
                l.pick("(occupée)", "(taken)")
            } else {
                l.pick("(occupées)", "(taken)")
            }
        ));
    }
    if jumped.iter().any(|s| SWORD_SPACES.contains(s)) {
        parts.push(
            l.pick(
                "l'épée sautée ne compte pas",
                "the sword jumped over does nothing",
            )
            .to_string(),
        );
    }
    if SWORD_SPACES.contains(&to) {
        parts.push(
            l.pick(
                "arrive sur une épée\u{a0}: décision d'atout",
                "lands on a sword: trump decision",
            )
            .to_string(),
        );
    }
    parts.join(l.pick("\u{a0}; ", "; "))
}

/// The pawns of the example, move after move.
#[component]
pub(super) fn MoveTable() -> impl IntoView {
    let lang = use_settings().lang;
    let start = move || {
        let l = lang.get();
        let pawns: Vec<String> = PLAYERS
            .iter()
            .zip(START)
            .map(|(p, s)| format!("{p} {s}"))
            .collect();
        format!(
            "{}{}",
            l.pick("Au départ\u{a0}: ", "To begin with: "),
            pawns.join(", ")
        )
    };
    let body = move || {
        let l = lang.get();
        let mut pawns = START;
        MOVES
            .iter()
            .enumerate()
            .map(|(i, &(who, to))| {
                let from = pawns[who];
                pawns[who] = to;
                view! {
                    <tr class:trump=SWORD_SPACES.contains(&to)>
                        <td class="num c-no">{i + 1}</td>
                        <th scope="row" class="c-name">{PLAYERS[who]}</th>
                        <td class="c-pts" data-label=l.pick("Trajet", "Move")>{format!("{from} → {to}")}</td>
                        <td class="c-what">{move_note(from, to, l)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <p>
            <strong>{start}</strong>
        </p>
        <RulesTable
            caption=|l: Lang| l.pick("Trois plis, trois déplacements", "Three tricks, three moves").to_string()
            columns=&[("Pli", "Trick", true), ("Gagnant", "Winner", false), ("Trajet", "Move", false), ("Ce qui se passe", "What happens", false)]
        >
            {body}
        </RulesTable>
    }
}
