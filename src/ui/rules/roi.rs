//! The rules of Le Roi (King), in French and English, written in our own words from
//! `shared/rules/roi.md`. Rule ids are cited so that the table's reasons can be looked up.

use super::{Page, R, RulesTable, Section, rule_numbers, section_title};
use crate::games::roi::Contract;
use crate::ui::games::roi::text::contract_name;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table grise une carte, elle cite la règle en cause (par exemple ROI-4.2) : vous la retrouverez ici entre parenthèses.",
    "When the table greys out a card it names the rule involved (ROI-4.2, say): you will find it here in brackets.",
);

/// Section ids (stable: the table and other pages link to them) with their titles.
pub(super) const SECTIONS: [Section; 7] = [
    ("roi-goal", "Le but du jeu", "The aim of the game"),
    ("roi-deal", "Les cartes et la donne", "Cards and dealing"),
    ("roi-tricks", "Jouer un pli", "Playing a trick"),
    ("roi-contracts", "Les dix contrats", "The ten contracts"),
    (
        "roi-contract-1",
        "Contrat 1 : la plus haute carte",
        "Contract 1: the highest card",
    ),
    (
        "roi-trumps",
        "Les contrats à l'atout",
        "The trump contracts",
    ),
    ("roi-end", "Fin de la partie", "End of the game"),
];

rules_page!();

/// The section that explains rule `id` (`ROI-4.2` → `roi-tricks`); unknown ids go to the top.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    match rule_numbers(id, "ROI-") {
        (Some(4), Some(4)) | (Some(10), Some(3)) => "roi-contract-1",
        (Some(4), Some(6)) | (Some(5), Some(2)) | (Some(10), Some(4)) | (Some(6), Some(8)) => {
            "roi-trumps"
        }
        (Some(1 | 2), _) => "roi-deal",
        (Some(3 | 6), _) => "roi-contracts",
        (Some(10), Some(7 | 8)) | (Some(7), _) => "roi-end",
        (Some(4 | 5 | 10), _) => "roi-tricks",
        _ => "roi-goal",
    }
}

fn heading(i: usize, lang: Lang) -> &'static str {
    section_title(&SECTIONS, i, lang)
}

/// What scores in a contract, and how much per unit.
fn scoring(c: Contract, lang: Lang) -> (&'static str, &'static str) {
    match c {
        Contract::NoTricks => (lang.pick("chaque pli ramassé", "each trick taken"), "−2"),
        Contract::NoHearts => (lang.pick("chaque cœur ramassé", "each heart taken"), "−2"),
        Contract::NoKingsOrJacks => (
            lang.pick("chaque roi ou valet ramassé", "each king or jack taken"),
            "−6",
        ),
        Contract::NoQueens => (lang.pick("chaque dame ramassée", "each queen taken"), "−10"),
        Contract::NoKings => (lang.pick("chaque roi ramassé", "each king taken"), "−40"),
        Contract::NotLastTrick => (lang.pick("le treizième pli", "the thirteenth trick"), "−20"),
        Contract::Trumps(_) => (
            lang.pick(
                "chaque pli ramassé / chaque atout ramassé",
                "each trick taken / each trump taken",
            ),
            "+4 / +1",
        ),
    }
}

fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

fn rule_id(c: Contract) -> &'static str {
    const IDS: [&str; 10] = [
        "ROI-3.1", "ROI-3.2", "ROI-3.3", "ROI-3.4", "ROI-3.5", "ROI-3.6", "ROI-3.7", "ROI-3.8",
        "ROI-3.9", "ROI-3.10",
    ];
    IDS[usize::from(c.number().saturating_sub(1)).min(9)]
}

/// The table of the ten contracts, built from the engine's contract list.
#[component]
fn ContractTable() -> impl IntoView {
    let lang = use_settings().lang;
    let rows = move || {
        let l = lang.get();
        Contract::ORDER
            .into_iter()
            .map(|c| {
                let (what, unit) = scoring(c, l);
                let trump = c.trump();
                view! {
                    <tr class:trump=trump.is_some()>
                        <td class="num c-no">{c.number()}</td>
                        <th scope="row" class="c-name">
                            {contract_name(l, c)}
                            {trump
                                .map(|s| {
                                    view! {
                                        <span class="suit" class:suit--red=s.is_red() aria-hidden="true">
                                            " "
                                            {s.symbol().to_string()}
                                        </span>
                                    }
                                })}
                            " "
                            <R ids=rule_id(c) />
                        </th>
                        <td class="c-what">{what}</td>
                        <td class="num c-pts" data-label=l.pick("Points", "Points")>{unit}</td>
                        <td class="num c-total" data-label=l.pick("Manche", "Round")>
                            {signed(c.round_total())}
                        </td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| heading(3, l).to_string()
            columns=&[("N°", "N°", true), ("Contrat", "Contract", false), ("Ce qui compte", "What counts", false), ("Points", "Points", true), ("Total de la manche", "Round total", true)]
        >
            {rows}
        </RulesTable>
    }
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="roi-goal" aria-labelledby="roi-goal-h">
            <h2 id="roi-goal-h">{heading(0, Lang::Fr)}</h2>
            <p>
                "Le Roi se joue à quatre, chacun pour soi " <R ids="ROI-2.1, ROI-2.2" />
                ". Une partie enchaîne dix manches et chaque manche impose son contrat : six contrats où
                l'on cherche à perdre le moins de points possible, puis quatre où l'on en gagne. Après la
                dixième manche, le plus gros total l'emporte " <R ids="ROI-7.1" /> "."
            </p>
        </section>
        <section id="roi-deal" aria-labelledby="roi-deal-h">
            <h2 id="roi-deal-h">{heading(1, Lang::Fr)}</h2>
            <p>
                "Un jeu ordinaire de 52 cartes, sans joker. Dans chaque couleur, l'as est la carte la plus
                forte, puis le roi, la dame, le valet, le 10 et ainsi de suite jusqu'au 2 "
                <R ids="ROI-1.1, ROI-1.2" /> "."
            </p>
            <p>
                "Le premier donneur est tiré au sort. À chaque manche, les cartes sont battues puis
                distribuées une à une : chacun en reçoit treize " <R ids="ROI-2.5, ROI-2.6, ROI-2.10" /> "."
            </p>
            <p>
                "On joue vers la gauche, dans le sens des aiguilles d'une montre ; la donne, elle, passe au
                joueur de droite après chaque manche " <R ids="ROI-2.4, ROI-2.8" />
                ". Le voisin de gauche du donneur joue la première carte de la manche " <R ids="ROI-2.9" /> "."
            </p>
        </section>
        <section id="roi-tricks" aria-labelledby="roi-tricks-h">
            <h2 id="roi-tricks-h">{heading(2, Lang::Fr)}</h2>
            <p>
                "Chacun joue à son tour une carte de sa propre main " <R ids="ROI-4.7" />
                ". Le premier à jouer pose la carte de son choix, quel que soit le contrat " <R ids="ROI-4.1" /> "."
            </p>
            <p>
                "Les suivants doivent " <strong>"fournir"</strong>
                " : poser une carte de la couleur jouée en premier s'ils en ont une " <R ids="ROI-4.2" />
                ". Ils ne sont jamais tenus de monter : n'importe quelle carte de cette couleur convient "
                <R ids="ROI-4.3" /> "."
            </p>
            <p>
                "Qui n'a plus de carte de cette couleur joue ce qu'il veut " <R ids="ROI-4.5" />
                ", sauf au premier contrat (voir plus bas)."
            </p>
            <p>
                "Sans atout, la plus forte carte de la couleur jouée en premier remporte le pli ; une carte
                d'une autre couleur ne gagne jamais " <R ids="ROI-5.1" />
                ". Le gagnant ramasse les quatre cartes, que tout le monde a vues, et commence le pli suivant "
                <R ids="ROI-5.4" /> "."
            </p>
            <p>
                "Une manche compte toujours treize plis, même quand plus rien ne peut changer les points "
                <R ids="ROI-5.5" /> "."
            </p>
        </section>
        <section id="roi-contracts" aria-labelledby="roi-contracts-h">
            <h2 id="roi-contracts-h">{heading(3, Lang::Fr)}</h2>
            <p>
                "Les contrats se suivent toujours dans cet ordre, un par manche " <R ids="ROI-3.11" />
                ". À la fin de chaque manche, chacun compte ce qu'il a ramassé et l'ajoute à son total "
                <R ids="ROI-6.1" /> "."
            </p>
            <ContractTable />
            <p>
                "Ramasser les treize cœurs au contrat 2 ne rapporte rien de particulier : cela coûte
                simplement 26 points " <R ids="ROI-6.9" />
                ". Sur une partie complète, les totaux des quatre joueurs réunis font toujours −60 "
                <R ids="ROI-3.12" /> "."
            </p>
        </section>
        <section id="roi-contract-1" aria-labelledby="roi-contract-1-h">
            <h2 id="roi-contract-1-h">{heading(4, Lang::Fr)}</h2>
            <p>
                "Au contrat « Pas de plis », un joueur qui ne peut pas fournir doit se défaire de sa carte
                la plus haute, toutes couleurs confondues : son as s'il en a un, sinon son roi, et ainsi de
                suite. S'il a plusieurs cartes de ce rang, il choisit celle qu'il joue " <R ids="ROI-4.4" /> "."
            </p>
            <p class="example">
                "Exemple : le premier joueur pose un pique et vous n'en avez pas. Avec A♦, A♥, R♣ et 3♥ en
                main, vous devez jouer l'A♦ ou l'A♥."
            </p>
        </section>
        <section id="roi-trumps" aria-labelledby="roi-trumps-h">
            <h2 id="roi-trumps-h">{heading(5, Lang::Fr)}</h2>
            <p>
                "Aux contrats 7 à 10, une couleur est l'atout : trèfle, puis carreau, puis cœur, puis pique "
                <R ids="ROI-3.7, ROI-3.8, ROI-3.9, ROI-3.10" /> "."
            </p>
            <p>
                "Il faut toujours fournir. Si vous ne le pouvez pas, vous pouvez couper avec un atout ou
                jouer n'importe quelle autre carte : couper n'est jamais une obligation, surcouper non plus.
                Quand l'atout est joué en premier, fournir veut dire jouer atout, sans obligation de monter "
                <R ids="ROI-4.6" /> "."
            </p>
            <p>
                "Dès qu'un pli contient un atout, le plus fort atout le remporte ; sinon c'est la plus forte
                carte de la couleur jouée en premier " <R ids="ROI-5.2" /> "."
            </p>
            <p>
                "Chaque pli ramassé rapporte 4 points, et chaque carte d'atout qu'il contient 1 point de
                plus : une manche à l'atout distribue 65 points en tout " <R ids="ROI-6.8" /> "."
            </p>
        </section>
        <section id="roi-end" aria-labelledby="roi-end-h">
            <h2 id="roi-end-h">{heading(6, Lang::Fr)}</h2>
            <p>
                "La partie s'arrête après la dixième manche ; plus aucune carte ne se joue ensuite "
                <R ids="ROI-10.7" /> ". Le plus gros total gagne " <R ids="ROI-7.1" />
                " ; si plusieurs joueurs partagent ce total, ils gagnent ensemble " <R ids="ROI-7.2" /> "."
            </p>
            <p>
                "Avant de commencer, vous pouvez choisir un match de plusieurs parties (jusqu'à dix) : les
                totaux s'additionnent et la donne continue de tourner " <R ids="ROI-7.3" /> "."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="roi-goal" aria-labelledby="roi-goal-h">
            <h2 id="roi-goal-h">{heading(0, Lang::En)}</h2>
            <p>
                "King is played by four, each for themselves " <R ids="ROI-2.1, ROI-2.2" />
                ". A game runs through ten rounds, each with its own contract: six contracts in which you
                try to lose as few points as you can, then four in which you earn them. After the tenth
                round, the highest total wins " <R ids="ROI-7.1" /> "."
            </p>
        </section>
        <section id="roi-deal" aria-labelledby="roi-deal-h">
            <h2 id="roi-deal-h">{heading(1, Lang::En)}</h2>
            <p>
                "An ordinary 52-card deck, no jokers. In every suit the ace is the strongest card, then
                king, queen, jack, 10 and so on down to the 2 " <R ids="ROI-1.1, ROI-1.2" /> "."
            </p>
            <p>
                "The first dealer is drawn at random. Every round the cards are shuffled and dealt one at a
                time until everyone holds thirteen " <R ids="ROI-2.5, ROI-2.6, ROI-2.10" /> "."
            </p>
            <p>
                "Play goes to the left, clockwise; the deal, however, passes to the player on the right
                after each round " <R ids="ROI-2.4, ROI-2.8" />
                ". The dealer's left-hand neighbour plays the first card of the round " <R ids="ROI-2.9" /> "."
            </p>
        </section>
        <section id="roi-tricks" aria-labelledby="roi-tricks-h">
            <h2 id="roi-tricks-h">{heading(2, Lang::En)}</h2>
            <p>
                "Each player in turn plays a card from their own hand " <R ids="ROI-4.7" />
                ". Whoever plays first may choose any card, whatever the contract " <R ids="ROI-4.1" /> "."
            </p>
            <p>
                "The others must " <strong>"follow suit"</strong>
                ": play a card of the suit played first if they have one " <R ids="ROI-4.2" />
                ". They never have to beat the cards already down: any card of that suit will do "
                <R ids="ROI-4.3" /> "."
            </p>
            <p>
                "A player with no card of that suit may play anything " <R ids="ROI-4.5" />
                ", except in the first contract (see below)."
            </p>
            <p>
                "Without trumps, the highest card of the suit played first wins the trick; a card of another
                suit never wins " <R ids="ROI-5.1" />
                ". The winner gathers the four cards, which everyone has seen, and starts the next trick "
                <R ids="ROI-5.4" /> "."
            </p>
            <p>
                "A round always has thirteen tricks, even when nothing can change the scores any more "
                <R ids="ROI-5.5" /> "."
            </p>
        </section>
        <section id="roi-contracts" aria-labelledby="roi-contracts-h">
            <h2 id="roi-contracts-h">{heading(3, Lang::En)}</h2>
            <p>
                "The contracts always come in this order, one per round " <R ids="ROI-3.11" />
                ". At the end of each round, everyone counts what they gathered and adds it to their total "
                <R ids="ROI-6.1" /> "."
            </p>
            <ContractTable />
            <p>
                "Gathering all thirteen hearts in contract 2 earns nothing special: it simply costs 26 points "
                <R ids="ROI-6.9" />
                ". Over a complete game, the four players' totals added together always come to −60 "
                <R ids="ROI-3.12" /> "."
            </p>
        </section>
        <section id="roi-contract-1" aria-labelledby="roi-contract-1-h">
            <h2 id="roi-contract-1-h">{heading(4, Lang::En)}</h2>
            <p>
                "In the “No tricks” contract, a player who cannot follow suit must get rid of their highest
                card, whatever its suit: an ace if they hold one, otherwise a king, and so on. With several
                cards of that rank, they pick which one to play " <R ids="ROI-4.4" /> "."
            </p>
            <p class="example">
                "Example: the first player puts down a spade and you have none. Holding A♦, A♥, K♣ and 3♥,
                you must play A♦ or A♥."
            </p>
        </section>
        <section id="roi-trumps" aria-labelledby="roi-trumps-h">
            <h2 id="roi-trumps-h">{heading(5, Lang::En)}</h2>
            <p>
                "In contracts 7 to 10 one suit is trumps: clubs, then diamonds, then hearts, then spades "
                <R ids="ROI-3.7, ROI-3.8, ROI-3.9, ROI-3.10" /> "."
            </p>
            <p>
                "You must still follow suit. If you cannot, you may play a trump or any other card: nobody
                is ever forced to trump, nor to overtrump. When a trump is played first, following means
                playing a trump, with no need to play a higher one " <R ids="ROI-4.6" /> "."
            </p>
            <p>
                "As soon as a trick holds a trump, the highest trump wins it; otherwise the highest card of
                the suit played first does " <R ids="ROI-5.2" /> "."
            </p>
            <p>
                "Each trick gathered earns 4 points, and each trump card inside it 1 point more: a trump
                round hands out 65 points in all " <R ids="ROI-6.8" /> "."
            </p>
        </section>
        <section id="roi-end" aria-labelledby="roi-end-h">
            <h2 id="roi-end-h">{heading(6, Lang::En)}</h2>
            <p>
                "The game stops after the tenth round; no card can be played after that " <R ids="ROI-10.7" />
                ". The highest total wins " <R ids="ROI-7.1" />
                "; players sharing that total win together " <R ids="ROI-7.2" /> "."
            </p>
            <p>
                "Before starting you may choose a match of several games (up to ten): the totals add up and
                the deal keeps moving round the table " <R ids="ROI-7.3" /> "."
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_reason_has_a_section() {
        assert_eq!(section_for("ROI-4.2"), "roi-tricks");
        assert_eq!(section_for("ROI-4.7"), "roi-tricks");
        assert_eq!(section_for("ROI-4.4"), "roi-contract-1");
        assert_eq!(section_for("roi-4.6"), "roi-trumps");
        assert_eq!(section_for("ROI-10.7"), "roi-end");
        assert_eq!(section_for("ROI-3.5"), "roi-contracts");
        assert_eq!(section_for("nonsense"), "roi-goal");
    }
}
