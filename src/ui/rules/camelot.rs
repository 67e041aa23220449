//! The rules of Camelot (Ivanhoe), in French and English, written in our own words from
//! `shared/rules/camelot.md`. Rule ids are cited so that the table's reasons can be looked up.
//! The action cards and Lancelot live in `camelot_actions.rs`.

use super::camelot_actions;
use super::camelot_sections::{SECTIONS, heading, section_href};
use super::{Column, Page, R, RulesTable, rule_numbers};
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table refuse un coup, elle cite la règle en cause (par exemple CAM-7.4)\u{a0}: vous la retrouverez ici entre parenthèses.",
    "When the table refuses a move it names the rule involved (CAM-7.4, say): you will find it here in brackets.",
);

rules_page!();

/// The section that explains rule `id` (`CAM-7.4` → `camelot-turn`); unknown ids go to the top.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    match rule_numbers(id, "CAM-") {
        (Some(5), Some(8)) | (Some(13 | 18), _) => "camelot-options",
        (Some(10), Some(17)) | (Some(12), Some(9)) | (Some(16), Some(10)) | (Some(11), _) => {
            "camelot-lancelot"
        }
        (Some(7), Some(4)) | (Some(12), Some(1 | 2 | 10)) | (Some(15), Some(7)) => "camelot-turn",
        (Some(16), Some(5 | 6)) => "camelot-turn",
        (Some(12), Some(3 | 4 | 11)) | (Some(15), Some(10)) => "camelot-start",
        (Some(16), Some(2 | 3 | 4 | 7)) => "camelot-start",
        (Some(7), Some(1..=3)) | (Some(15), Some(3 | 5 | 8)) | (Some(16), Some(14)) => {
            "camelot-play"
        }
        (Some(16), Some(8)) => "camelot-withdraw",
        (Some(15), Some(2 | 9)) | (Some(16), Some(9)) => "camelot-win",
        (Some(15), Some(1)) => "camelot-cards",
        (Some(15), Some(4 | 6 | 12)) => "camelot-actions",
        (Some(12), Some(5..=8)) | (Some(16), Some(11..=13)) | (Some(9 | 10), _) => {
            "camelot-actions"
        }
        (Some(1), _) => "camelot-cards",
        (Some(3 | 4), _) => "camelot-turn",
        (Some(5), _) => "camelot-start",
        (Some(6), _) => "camelot-play",
        (Some(7), _) => "camelot-withdraw",
        (Some(8), _) => "camelot-win",
        _ => "camelot-goal",
    }
}

/// One row of a card table: name (fr, en), a detail (fr, en), and value × copies.
type CardRow = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static [(u8, u8)],
);

/// The 70 colour cards, strongest colour first.
const COLOURS: [CardRow; 5] = [
    (
        "Violet",
        "Purple",
        "lance",
        "lance",
        &[(3, 4), (4, 4), (5, 4), (7, 2)],
    ),
    ("Rouge", "Red", "épée", "sword", &[(3, 6), (4, 6), (5, 2)]),
    (
        "Bleu",
        "Blue",
        "hache",
        "axe",
        &[(2, 4), (3, 4), (4, 4), (5, 2)],
    ),
    (
        "Jaune",
        "Yellow",
        "fléau",
        "flail",
        &[(2, 4), (3, 8), (4, 2)],
    ),
    ("Vert", "Green", "mains nues", "bare hands", &[(1, 14)]),
];

/// The 20 supporter cards.
const SUPPORTERS: [CardRow; 2] = [
    ("Écuyer", "Squire", "", "", &[(2, 8), (3, 8)]),
    ("Dame", "Maiden", "", "", &[(6, 4)]),
];

fn copies(values: &[(u8, u8)]) -> u32 {
    values.iter().map(|&(_, n)| u32::from(n)).sum()
}

fn values_text(values: &[(u8, u8)]) -> String {
    values
        .iter()
        .map(|(v, n)| format!("{v} × {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The columns of the colour cards' table.
const COLOUR_COLUMNS: [Column; 3] = [
    ("Couleur (arme)", "Colour (weapon)", false),
    ("Valeur × exemplaires", "Value × copies", false),
    ("Cartes", "Cards", true),
];

/// The columns of the supporters' table.
const SUPPORTER_COLUMNS: [Column; 3] = [
    ("Soutien", "Supporter", false),
    ("Valeur × exemplaires", "Value × copies", false),
    ("Cartes", "Cards", true),
];

/// A table of cards by kind, with their values and copies.
#[component]
fn CardTable(
    /// The rows.
    rows: &'static [CardRow],
    /// The columns: the kind of card, its values and copies, the count.
    columns: &'static [Column],
    /// A hidden caption (fr, en).
    caption: (&'static str, &'static str),
) -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        rows.iter()
            .map(|&(fr, en, dfr, den, values)| {
                let detail = l.pick(dfr, den);
                view! {
                    <tr>
                        <th scope="row" class="c-name">
                            {l.pick(fr, en)}
                            {(!detail.is_empty()).then(|| format!(" ({detail})"))}
                        </th>
                        <td class="c-what">{values_text(values)}</td>
                        <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{copies(values)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=move |l: Lang| l.pick(caption.0, caption.1).to_string()
            columns=columns
        >
            {body}
        </RulesTable>
    }
}

fn colour_table() -> impl IntoView {
    view! {
        <CardTable
            rows=&COLOURS
            columns=&COLOUR_COLUMNS
            caption=("Les 70 cartes de couleur", "The 70 colour cards")
        />
    }
}

fn supporter_table() -> impl IntoView {
    view! {
        <CardTable
            rows=&SUPPORTERS
            columns=&SUPPORTER_COLUMNS
            caption=("Les 20 cartes de soutien", "The 20 supporter cards")
        />
    }
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="camelot-goal" aria-labelledby="camelot-goal-h">
            <h2 id="camelot-goal-h">{heading(0, Lang::Fr)}</h2>
            <p>
                "De deux à cinq chevaliers s'affrontent dans une série de tournois. Chaque tournoi a sa
                couleur\u{a0}; chacun aligne devant soi, face visible, une colonne de cartes appelée son
                personnage, et le dernier qui reste en lice emporte un jeton de la couleur du tournoi "
                <R ids="CAM-8.2" /> "."
            </p>
            <p>
                "À deux ou trois joueurs, il faut posséder des jetons des cinq couleurs "
                <R ids="CAM-2.1" /> "\u{a0}; à quatre ou cinq, quatre couleurs différentes suffisent, violet ou
                pas " <R ids="CAM-2.2" /> ". La partie s'arrête à l'instant où un joueur y arrive "
                <R ids="CAM-2.3" /> "."
            </p>
        </section>
        <section id="camelot-cards" aria-labelledby="camelot-cards-h">
            <h2 id="camelot-cards-h">{heading(1, Lang::Fr)}</h2>
            <p>
                "Le paquet réunit 110 cartes\u{a0}: 70 de couleur, 20 de soutien et 20 d'action "
                <R ids="CAM-1.1" /> ". Il y a aussi 25 jetons, cinq dans chacune des couleurs "
                <R ids="CAM-1.2" /> "."
            </p>
            <p>
                "Du plus fort au plus faible\u{a0}: violet, rouge, bleu, jaune, vert. Les armes indiquées
                n'ont aucun effet sur le jeu " <R ids="CAM-1.3" /> "."
            </p>
            {colour_table()}
            <p>
                "Les cartes de soutien sont blanches, sans couleur\u{a0}: elles se posent dans n'importe quel
                tournoi " <R ids="CAM-1.4, CAM-6.3" /> "."
            </p>
            {supporter_table()}
            <p>
                "Les 20 cartes d'action, de 17 sortes différentes, sont décrites "
                <a href=section_href("camelot-actions")>"plus bas"</a> " " <R ids="CAM-1.5" /> "."
            </p>
        </section>
        <section id="camelot-turn" aria-labelledby="camelot-turn-h">
            <h2 id="camelot-turn-h">{heading(2, Lang::Fr)}</h2>
            <p>
                "Un donneur tiré au sort bat les 110 cartes et en distribue huit à chaque joueur\u{a0}; le reste
                devient la pioche, face cachée, à côté de la réserve de jetons "
                <R ids="CAM-3.2, CAM-3.3" /> ". Son voisin de gauche ouvre le premier tournoi "
                <R ids="CAM-3.5" /> ", puis chaque tournoi est ouvert par le vainqueur du précédent "
                <R ids="CAM-4.1" /> ". Personne ne rend ses cartes entre deux tournois "
                <R ids="CAM-8.7" /> "."
            </p>
            <p>
                "On tourne dans le sens des aiguilles d'une montre\u{a0}; ceux qui se sont retirés passent leur
                tour " <R ids="CAM-4.2" /> ". Un tour se déroule en trois temps " <R ids="CAM-4.3" /> "\u{a0}:"
            </p>
            <ol>
                <li>
                    "piocher une carte. C'est obligatoire, même quand on compte se retirer aussitôt, et il
                    n'y a pas de limite de main " <R ids="CAM-4.4" />
                    ". La pioche vide est aussitôt refaite avec la défausse battue " <R ids="CAM-4.5" /> "\u{a0}; s'il n'y a plus rien nulle part, on ne pioche pas " <R ids="CAM-4.6" /> "\u{a0};"
                </li>
                <li>
                    "poser autant de cartes qu'on veut, dans l'ordre qu'on veut, en mêlant couleur, soutien
                    et action " <R ids="CAM-4.7" /> "\u{a0};"
                </li>
                <li>"rester en lice, ou se retirer."</li>
            </ol>
            <p>
                "Pour rester, deux conditions\u{a0}: avoir posé au moins une carte pendant ce tour (une carte
                d'action suffit, même si Lancelot l'a annulée), et avoir un total " <strong>"strictement"</strong>
                " supérieur à celui de chaque autre joueur encore en lice. À égalité, on doit se retirer.
                Un joueur qui n'a pas encore joué dans ce tournoi compte pour zéro. On annonce son total à
                voix haute " <R ids="CAM-7.4" /> "."
            </p>
            <p>
                "Hors de son tour, on ne joue rien, à la seule exception de Lancelot " <R ids="CAM-4.8" /> "."
            </p>
        </section>
        <section id="camelot-start" aria-labelledby="camelot-start-h">
            <h2 id="camelot-start-h">{heading(3, Lang::Fr)}</h2>
            <p>
                "L'ouvreur annonce la couleur du tournoi " <strong>"avant"</strong> " de piocher "
                <R ids="CAM-5.1" /> ". Il ne peut annoncer qu'une couleur qu'il est en mesure d'ouvrir avec
                sa main de ce moment\u{a0}: soit il en tient une carte, soit il tient une carte de soutien, et
                alors toutes les couleurs lui sont permises, même celles qu'il n'a pas "
                <R ids="CAM-5.2" /> "."
            </p>
            <p>
                "Après un tournoi terminé en violet, le suivant ne peut pas être violet, quel que soit le
                jeton pris par le vainqueur. Un tournoi commencé en violet puis changé de couleur ne s'est
                pas terminé en violet " <R ids="CAM-5.3" /> "."
            </p>
            <p>
                "Si l'ouvreur désigné ne peut ouvrir aucune couleur (il n'a que des cartes d'action, ou plus
                de cartes du tout, ou seulement du violet et des actions juste après un tournoi violet), il
                étale sa main sous les yeux de tous, et c'est à son voisin de gauche d'essayer. Le joueur
                sauté ne pioche pas à ce moment\u{a0}: il jouera à son tour, comme les autres "
                <R ids="CAM-5.4" /> ". Si personne ne peut ouvrir, chacun pioche une carte et l'on refait le
                tour " <R ids="CAM-5.5" /> "."
            </p>
            <p>
                "Celui qui peut ouvrir y est obligé. Une fois la couleur annoncée et sa carte piochée, sa
                première pose doit aller dans son personnage\u{a0}: une carte de la couleur annoncée ou une carte
                de soutien, jamais une carte d'action. Ensuite, il joue comme à n'importe quel tour "
                <R ids="CAM-5.6" /> ". Les autres attendent leur premier tour, personnage vide "
                <R ids="CAM-5.7" /> "."
            </p>
        </section>
        <section id="camelot-play" aria-labelledby="camelot-play-h">
            <h2 id="camelot-play-h">{heading(4, Lang::Fr)}</h2>
            <p>
                "Cartes de couleur et de soutien s'empilent face visible en une colonne où chaque valeur
                reste lisible\u{a0}; la dernière carte posée est celle du dessus " <R ids="CAM-6.1" /> "."
            </p>
            <p>
                "Une carte de couleur posée depuis la main doit être de la couleur " <em>"actuelle"</em>
                " du tournoi " <R ids="CAM-6.2" /> ". Les cartes de soutien se posent à tout moment, avec
                ou sans cartes de couleur " <R ids="CAM-6.3" /> ". Autant d'écuyers qu'on le souhaite, mais
                une seule dame à la fois dans un même personnage " <R ids="CAM-6.4" /> "."
            </p>
            <p>
                "Quand une carte d'action change la couleur, rien ne quitte les personnages et tout continue
                de compter\u{a0}; seules les cartes posées ensuite doivent suivre la nouvelle couleur. On peut
                très bien poser du rouge, passer au bleu, puis poser du bleu dans le même tour "
                <R ids="CAM-6.5, CAM-6.9" /> ". Une carte arrivée dans un personnage par une Riposte ou une
                Finesse peut être de n'importe quelle couleur " <R ids="CAM-6.6" /> "."
            </p>
            <p>
                "Le total d'un personnage est la somme des valeurs de ses cartes " <R ids="CAM-7.1" />
                ". En tournoi vert, chaque carte vaut 1, soutiens compris\u{a0}: le total est le nombre de
                cartes " <R ids="CAM-7.2" /> ". Les cartes d'action, elles, lisent toujours la valeur
                imprimée " <R ids="CAM-7.3" /> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: le tournoi est passé au vert. Un personnage bleu 3, dame, vert 1 vaut 3. Si
                quelqu'un joue alors une Charge, seules les cartes imprimées 1 s'en vont."
            </p>
            <p>
                "Un joueur assommé n'ajoute qu'une carte par tour à son personnage "
                <R ids="CAM-6.7" /> ". Une fois entré dans le tournoi, un personnage n'est jamais vidé\u{a0}:
                il garde au moins une carte jusqu'au retrait ou à la victoire " <R ids="CAM-6.8" /> "."
            </p>
        </section>
        <section id="camelot-withdraw" aria-labelledby="camelot-withdraw-h">
            <h2 id="camelot-withdraw-h">{heading(5, Lang::Fr)}</h2>
            <p>
                "Se retirer est toujours possible à la fin de son tour, qu'on ait posé des cartes ou non\u{a0};
                seul l'ouvreur doit d'abord faire sa première pose. Qui ne peut pas rester doit se retirer "
                <R ids="CAM-7.5" /> "."
            </p>
            <p>
                "On défausse alors tout son personnage, ainsi que le Bouclier ou la carte Assommé qui se
                trouverait devant soi " <R ids="CAM-7.6" /> ". Jusqu'au tournoi suivant, on ne joue plus
                rien, pas même Lancelot\u{a0}; on peut encore, en revanche, être victime d'une Chute "
                <R ids="CAM-7.9" /> "."
            </p>
            <p>
                "Attention à la dame\u{a0}: si elle est dans votre personnage quand vous vous retirez, que ce
                soit par choix ou par obligation, et même en tournoi vert, vous rendez à la réserve un jeton
                de votre choix, si vous en avez un " <R ids="CAM-7.7" /> ". Une dame déjà partie du
                personnage ne coûte rien, et le vainqueur du tournoi ne paie jamais " <R ids="CAM-7.8" /> "."
            </p>
        </section>
        <section id="camelot-win" aria-labelledby="camelot-win-h">
            <h2 id="camelot-win-h">{heading(6, Lang::Fr)}</h2>
            <p>
                "Dès qu'il ne reste plus qu'un joueur à ne pas s'être retiré, ce joueur gagne le tournoi,
                même s'il n'a encore rien posé. Un tournoi s'achève donc toujours pendant le tour de
                quelqu'un d'autre " <R ids="CAM-8.1" /> "."
            </p>
            <p>
                "Il reçoit un jeton de la couleur " <em>"finale"</em> " du tournoi " <R ids="CAM-8.2" />
                ". Un tournoi fini en violet lui laisse le choix\u{a0}: il prend le jeton d'une couleur qu'il
                n'a pas encore " <R ids="CAM-8.3" /> ". Jamais deux jetons de la même couleur\u{a0}: gagner une
                couleur déjà possédée ne rapporte rien " <R ids="CAM-8.4" /> "."
            </p>
            <p>
                "Le vainqueur défausse son personnage et ce qui est posé à côté " <R ids="CAM-8.5" />
                ". S'il n'a pas encore gagné la partie, c'est lui qui ouvre le tournoi suivant "
                <R ids="CAM-8.6" /> "."
            </p>
        </section>
        {camelot_actions::actions(Lang::Fr)}
        {camelot_actions::lancelot(Lang::Fr)}
        <section id="camelot-options" aria-labelledby="camelot-options-h">
            <h2 id="camelot-options-h">{heading(9, Lang::Fr)}</h2>
            <p>
                "Par défaut, on joue comme décrit ci-dessus. Avant la partie, six cases permettent de
                changer un point de règle\u{a0}:"
            </p>
            <ul>
                <li>
                    <strong>"L'ouvreur pioche avant d'annoncer la couleur"</strong>
                    " (décochée par défaut)\u{a0}: il choisit donc sa couleur avec sa main complétée. S'il
                    ne peut toujours rien ouvrir, il montre sa main et c'est au joueur suivant d'essayer "
                    <R ids="CAM-5.8" /> "."
                </li>
                <li>
                    <strong>"Jamais deux tournois de suite de la même couleur"</strong>
                    " (décochée\u{a0}; variante de l'aide-mémoire)\u{a0}: la couleur finale du tournoi
                    précédent est interdite, quelle qu'elle soit, et plus seulement le violet "
                    <R ids="CAM-13.1" /> "."
                </li>
                <li>
                    <strong>"Au premier tour, une carte de couleur ou de soutien"</strong>
                    " (décochée\u{a0}; variante de l'aide-mémoire)\u{a0}: pour rester en lice à son premier
                    tour d'un tournoi, il faut avoir posé de sa main une carte de couleur ou de soutien\u{a0};
                    une Riposte ou une Finesse ne suffit plus " <R ids="CAM-13.2" /> "."
                </li>
                <li>
                    <strong>"Pas de deuxième dame par une carte d'action"</strong>
                    " (cochée par défaut)\u{a0}: une Riposte ou une Finesse ne peut pas amener une deuxième
                    dame dans un personnage. Case décochée, ces cartes le peuvent\u{a0}; la limite d'une dame ne vaut plus que
                    pour les cartes posées depuis la main " <R ids="CAM-9.11" /> "."
                </li>
                <li>
                    <strong>"La carte reçue par Finesse va en haut"</strong>
                    " (cochée par défaut)\u{a0}: elle devient la carte du dessus du personnage. Case décochée, elle
                    prend la place de la carte donnée en échange " <R ids="CAM-9.12" /> "."
                </li>
                <li>
                    <strong>"Le Bouclier protège aussi de vos propres cartes"</strong>
                    " (cochée par défaut, comme le dit la règle)\u{a0}: votre Charge, Contre-charge, Disgrâce
                    ou Adaptation épargne votre personnage protégé. Case décochée, elles le touchent comme
                    les autres " <R ids="CAM-9.9" /> "."
                </li>
            </ul>
            <p>
                "D'autres points, que la règle laisse ouverts, sont fixés\u{a0}: les cartes sont données une à
                une en commençant à gauche du donneur " <R ids="CAM-3.4" />
                "\u{a0}; quand la pioche et la défausse sont vides, on ne pioche rien " <R ids="CAM-4.6" />
                "\u{a0}; quand personne ne peut ouvrir un tournoi, chacun pioche une carte avant un nouvel
                essai " <R ids="CAM-5.5" /> "."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="camelot-goal" aria-labelledby="camelot-goal-h">
            <h2 id="camelot-goal-h">{heading(0, Lang::En)}</h2>
            <p>
                "Two to five knights meet in a series of tournaments. Each tournament has a colour; every
                player builds a face-up column of cards in front of them, their display, and the last one
                still in the lists takes a token of the tournament's colour " <R ids="CAM-8.2" /> "."
            </p>
            <p>
                "With two or three players you need tokens of all five colours " <R ids="CAM-2.1" />
                "; with four or five, any four different colours will do, purple or not "
                <R ids="CAM-2.2" /> ". The game stops the moment somebody gets there "
                <R ids="CAM-2.3" /> "."
            </p>
        </section>
        <section id="camelot-cards" aria-labelledby="camelot-cards-h">
            <h2 id="camelot-cards-h">{heading(1, Lang::En)}</h2>
            <p>
                "The deck holds 110 cards: 70 colour cards, 20 supporters and 20 action cards "
                <R ids="CAM-1.1" /> ". There are also 25 tokens, five in each colour "
                <R ids="CAM-1.2" /> "."
            </p>
            <p>
                "From strongest to weakest: purple, red, blue, yellow, green. The weapons are pure
                decoration and change nothing " <R ids="CAM-1.3" /> "."
            </p>
            {colour_table()}
            <p>
                "Supporters are white and have no colour: they can go down in any tournament "
                <R ids="CAM-1.4, CAM-6.3" /> "."
            </p>
            {supporter_table()}
            <p>
                "The 20 action cards, of 17 different kinds, are described "
                <a href=section_href("camelot-actions")>"further down"</a> " " <R ids="CAM-1.5" /> "."
            </p>
        </section>
        <section id="camelot-turn" aria-labelledby="camelot-turn-h">
            <h2 id="camelot-turn-h">{heading(2, Lang::En)}</h2>
            <p>
                "A dealer chosen at random shuffles all 110 cards and gives eight to each player; the rest
                becomes the face-down draw pile, next to the pool of tokens " <R ids="CAM-3.2, CAM-3.3" />
                ". The dealer's left-hand neighbour starts the first tournament " <R ids="CAM-3.5" />
                ", and after that each tournament is started by the winner of the one before "
                <R ids="CAM-4.1" /> ". Nobody gives cards back between tournaments " <R ids="CAM-8.7" /> "."
            </p>
            <p>
                "Play goes clockwise; players who have withdrawn are skipped " <R ids="CAM-4.2" />
                ". A turn has three steps " <R ids="CAM-4.3" /> ":"
            </p>
            <ol>
                <li>
                    "draw a card. This is compulsory, even if you mean to withdraw straight away, and there
                    is no hand limit " <R ids="CAM-4.4" />
                    ". An empty draw pile is rebuilt at once from the shuffled discards " <R ids="CAM-4.5" />
                    "; if there is nothing left anywhere, you simply draw nothing " <R ids="CAM-4.6" /> ";"
                </li>
                <li>
                    "play as many cards as you like, in any order, mixing colour, supporter and action cards "
                    <R ids="CAM-4.7" /> ";"
                </li>
                <li>"stay in, or withdraw."</li>
            </ol>
            <p>
                "To stay in you need two things: to have played at least one card this turn (an action card
                is enough, even one that Lancelot cancelled), and a total " <strong>"strictly"</strong>
                " higher than that of every other player still in. A tie is not enough. A player who has
                not yet had a turn in this tournament counts as zero. You then announce your total "
                <R ids="CAM-7.4" /> "."
            </p>
            <p>
                "Outside your own turn you play nothing, Lancelot being the only exception "
                <R ids="CAM-4.8" /> "."
            </p>
        </section>
        <section id="camelot-start" aria-labelledby="camelot-start-h">
            <h2 id="camelot-start-h">{heading(3, Lang::En)}</h2>
            <p>
                "The starter names the tournament's colour " <strong>"before"</strong> " drawing "
                <R ids="CAM-5.1" /> ". They may only name a colour they can open with the hand they hold at
                that moment: either they hold a card of that colour, or they hold a supporter, which lets
                them name any colour at all, even one they lack " <R ids="CAM-5.2" /> "."
            </p>
            <p>
                "After a tournament that ended purple, the next one cannot be purple, whatever token the
                winner took. A tournament that began purple and was switched to another colour did not end
                purple " <R ids="CAM-5.3" /> "."
            </p>
            <p>
                "If the chosen starter cannot open any colour (only action cards in hand, or no cards at all,
                or nothing but purple and actions right after a purple tournament), they lay their hand open
                for everyone to see and the player on their left gets to try. The skipped player does not
                draw then: they play when their turn comes round, like everybody else " <R ids="CAM-5.4" />
                ". If nobody at all can open, everyone draws a card and the round of checks starts again "
                <R ids="CAM-5.5" /> "."
            </p>
            <p>
                "A player who can open must do so. Once the colour is named and the card drawn, their first
                play has to go into their display: a card of the named colour or a supporter, never an
                action card. After that they play as on any other turn " <R ids="CAM-5.6" />
                ". Everyone else waits for their first turn with an empty display " <R ids="CAM-5.7" /> "."
            </p>
        </section>
        <section id="camelot-play" aria-labelledby="camelot-play-h">
            <h2 id="camelot-play-h">{heading(4, Lang::En)}</h2>
            <p>
                "Colour cards and supporters are stacked face up in a column where every value stays
                readable; the card played last is the top card " <R ids="CAM-6.1" /> "."
            </p>
            <p>
                "A colour card played from your hand must match the tournament's " <em>"current"</em>
                " colour " <R ids="CAM-6.2" /> ". Supporters may go down at any time, with or without colour
                cards " <R ids="CAM-6.3" /> ". As many Squires as you like, but never more than one Maiden
                at a time in a display " <R ids="CAM-6.4" /> "."
            </p>
            <p>
                "When an action card changes the colour, nothing leaves the displays and everything still
                counts; only cards played afterwards must follow the new colour. You may well play red,
                switch to blue, then play blue in the same turn " <R ids="CAM-6.5, CAM-6.9" />
                ". A card that reaches a display through Riposte or Outwit (Finesse) may be of any colour "
                <R ids="CAM-6.6" /> "."
            </p>
            <p>
                "A display's total is the sum of its cards' values " <R ids="CAM-7.1" />
                ". In a green tournament every card is worth 1, supporters included, so the total is just
                the number of cards " <R ids="CAM-7.2" /> ". Action cards, however, always go by the printed
                value " <R ids="CAM-7.3" /> "."
            </p>
            <p class="example">
                "Example: the tournament has turned green. A display of blue 3, Maiden, green 1 is worth 3.
                If someone now plays a Charge, only the cards printed 1 go."
            </p>
            <p>
                "A Stunned player adds only one card per turn to their display " <R ids="CAM-6.7" />
                ". Once a player has entered a tournament their display is never emptied: it keeps at least
                one card until they withdraw or win " <R ids="CAM-6.8" /> "."
            </p>
        </section>
        <section id="camelot-withdraw" aria-labelledby="camelot-withdraw-h">
            <h2 id="camelot-withdraw-h">{heading(5, Lang::En)}</h2>
            <p>
                "You may always withdraw at the end of your turn, whether or not you played anything; only
                the starter must make their opening play first. A player who cannot stay in has to withdraw "
                <R ids="CAM-7.5" /> "."
            </p>
            <p>
                "Withdrawing discards your whole display, along with any Shield or Stunned card lying in
                front of you " <R ids="CAM-7.6" /> ". Until the next tournament you play nothing more, not
                even Lancelot; you can still fall victim to a Knock Down, though " <R ids="CAM-7.9" /> "."
            </p>
            <p>
                "Mind the Maiden: if she is in your display when you withdraw, by choice or because you must,
                even in a green tournament, you hand back one token of your choice to the pool, if you own
                any " <R ids="CAM-7.7" /> ". A Maiden who already left your display costs nothing, and the
                winner of a tournament never pays " <R ids="CAM-7.8" /> "."
            </p>
        </section>
        <section id="camelot-win" aria-labelledby="camelot-win-h">
            <h2 id="camelot-win-h">{heading(6, Lang::En)}</h2>
            <p>
                "As soon as only one player has not withdrawn, that player wins the tournament, even if they
                have not played a card yet. A tournament therefore always ends during someone else's turn "
                <R ids="CAM-8.1" /> "."
            </p>
            <p>
                "The winner takes a token of the tournament's " <em>"final"</em> " colour "
                <R ids="CAM-8.2" /> ". A tournament that ended purple lets them choose instead: they take a
                token of a colour they do not own yet " <R ids="CAM-8.3" />
                ". Nobody holds two tokens of one colour: winning a colour you already have brings nothing "
                <R ids="CAM-8.4" /> "."
            </p>
            <p>
                "The winner discards their display and whatever lies beside it " <R ids="CAM-8.5" />
                ". If they have not yet won the game, they start the next tournament " <R ids="CAM-8.6" /> "."
            </p>
        </section>
        {camelot_actions::actions(Lang::En)}
        {camelot_actions::lancelot(Lang::En)}
        <section id="camelot-options" aria-labelledby="camelot-options-h">
            <h2 id="camelot-options-h">{heading(9, Lang::En)}</h2>
            <p>
                "By default the game is played as described above. Before the game, six boxes let you
                change a point of the rules:"
            </p>
            <ul>
                <li>
                    <strong>"The starter draws before naming the colour"</strong>
                    " (unticked by default): the colour is therefore chosen with the enlarged hand. If the
                    starter still cannot open, they show their hand and the next player gets to try "
                    <R ids="CAM-5.8" /> "."
                </li>
                <li>
                    <strong>"Never two tournaments in a row of the same colour"</strong>
                    " (unticked; a variant from the player aid): the final colour of the previous tournament
                    is barred, whatever it was, not just purple " <R ids="CAM-13.1" /> "."
                </li>
                <li>
                    <strong>"First turn needs a colour or supporter card"</strong>
                    " (unticked; a variant from the player aid): to stay in on your first turn of a
                    tournament, you must have played a colour card or a supporter from your hand; a Riposte
                    or an Outwit is no longer enough " <R ids="CAM-13.2" /> "."
                </li>
                <li>
                    <strong>"No second Maiden through an action card"</strong>
                    " (ticked by default): Riposte and Outwit cannot bring a second Maiden into a display.
                    Unticked, they can; the one-Maiden limit then applies only to cards played from hand "
                    <R ids="CAM-9.11" /> "."
                </li>
                <li>
                    <strong>"A card received through Outwit goes on top"</strong>
                    " (ticked by default): it becomes the top card of the display. Unticked, it takes the
                    place of the card given in exchange " <R ids="CAM-9.12" /> "."
                </li>
                <li>
                    <strong>"The Shield also guards against your own cards"</strong>
                    " (ticked by default, as the rules say): your own Charge, Countercharge, Disgrace or
                    Adapt leaves your shielded display alone. Unticked, they hit it like everyone else's "
                    <R ids="CAM-9.9" /> "."
                </li>
            </ul>
            <p>
                "A few other points the rules leave open are fixed: cards are dealt one at a time starting
                on the dealer's left " <R ids="CAM-3.4" /> "; when both the draw pile and the discards are
                empty, you draw nothing " <R ids="CAM-4.6" />
                "; when nobody can open a tournament, everyone draws a card before trying again "
                <R ids="CAM-5.5" /> "."
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_ids_find_their_section() {
        assert_eq!(section_for("CAM-1.3"), "camelot-cards");
        assert_eq!(section_for("CAM-2.2"), "camelot-goal");
        assert_eq!(section_for("CAM-4.4"), "camelot-turn");
        assert_eq!(section_for("CAM-7.4"), "camelot-turn");
        assert_eq!(section_for("CAM-5.3"), "camelot-start");
        assert_eq!(section_for("CAM-5.8"), "camelot-options");
        assert_eq!(section_for("CAM-6.4"), "camelot-play");
        assert_eq!(section_for("CAM-7.2"), "camelot-play");
        assert_eq!(section_for("cam-7.7"), "camelot-withdraw");
        assert_eq!(section_for("CAM-8.3"), "camelot-win");
        assert_eq!(section_for("CAM-9.2"), "camelot-actions");
        assert_eq!(section_for("CAM-10.14.1"), "camelot-actions");
        assert_eq!(section_for("CAM-10.17"), "camelot-lancelot");
        assert_eq!(section_for("CAM-11.3"), "camelot-lancelot");
        assert_eq!(section_for("CAM-13.2"), "camelot-options");
        assert_eq!(section_for(" CAM-16.12 "), "camelot-actions");
        assert_eq!(section_for("CAM-15.8"), "camelot-play");
        assert_eq!(section_for("CAM-15.10"), "camelot-start");
        assert_eq!(section_for("CAM-15.11"), "camelot-goal");
        assert_eq!(section_for("CAM-16.16"), "camelot-goal");
        assert_eq!(section_for("nonsense"), "camelot-goal");
        assert_eq!(section_for("CAM-99"), "camelot-goal");
    }

    #[test]
    fn every_section_id_is_known_and_prefixed() {
        for (id, _, _) in SECTIONS {
            assert!(id.starts_with("camelot-"), "{id}");
        }
        for id in [
            "CAM-1.1", "CAM-2.1", "CAM-3.3", "CAM-5.1", "CAM-6.1", "CAM-7.6", "CAM-8.1", "CAM-9.9",
            "CAM-11.1", "CAM-18",
        ] {
            let s = section_for(id);
            assert!(SECTIONS.iter().any(|(sid, _, _)| *sid == s), "{id} → {s}");
        }
    }

    #[test]
    fn the_card_tables_hold_the_whole_deck() {
        let colours: u32 = COLOURS.iter().map(|r| copies(r.4)).sum();
        let supporters: u32 = SUPPORTERS.iter().map(|r| copies(r.4)).sum();
        assert_eq!(colours, 70);
        assert!(COLOURS.iter().all(|r| copies(r.4) == 14));
        assert_eq!(supporters, 20);
        assert_eq!(camelot_actions::action_count(), 20);
        assert_eq!(colours + supporters + camelot_actions::action_count(), 110);
        assert_eq!(values_text(COLOURS[1].4), "3 × 6, 4 × 6, 5 × 2");
    }
}
