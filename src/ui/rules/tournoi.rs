//! The rules of Le Tournoi de Camelot (Tournament at Camelot), in French and English, written
//! in our own words from `shared/rules/tournoi.md`. Rule ids are cited so that the table's
//! reasons can be looked up. This file holds the aim, the cards, the round, the melee, feints
//! and the loser, and the injury step; the Legends, Heroes, Godsends, the end, the two-knight
//! variant and the options are in `tournoi_powers.rs`, and the tables (built from engine data)
//! in `tournoi_tables.rs`.

use super::tournoi_powers;
use super::tournoi_sections::{SECTIONS, heading, section_href};
use super::tournoi_tables::{DealTable, ExampleMelee, WoundTable};
use super::{Page, R, rule_numbers};
use crate::ui::Lang;
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table refuse un coup, elle cite la règle en cause (par exemple TRN-4.4)\u{a0}: vous la retrouverez ici entre parenthèses.",
    "When the table refuses a move it names the rule involved (TRN-4.4, say): you will find it here in brackets.",
);

rules_page!();

/// The section that explains rule `id` (`TRN-4.4` → `tournoi-melee`); unknown ids go to the
/// top.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    match rule_numbers(id, "TRN-") {
        (Some(2), Some(1)) | (Some(3), Some(1)) => "tournoi-goal",
        (Some(2), Some(3)) | (Some(14), Some(18)) | (Some(16), Some(7)) | (Some(6), _) => {
            "tournoi-legends"
        }
        (Some(2), Some(5)) | (Some(14), Some(14 | 15)) | (Some(16), Some(8)) | (Some(10), _) => {
            "tournoi-heroes"
        }
        (Some(2), Some(6 | 7)) | (Some(14), Some(11 | 16 | 17)) | (Some(16), Some(5)) => {
            "tournoi-godsend"
        }
        (Some(8 | 9), _) => "tournoi-godsend",
        (Some(2), Some(4)) | (Some(16), Some(2)) | (Some(5), _) => "tournoi-injury",
        (Some(4), Some(9..=13)) | (Some(14), Some(4..=9)) | (Some(16), Some(1 | 3)) => {
            "tournoi-feint"
        }
        (Some(4), Some(15)) | (Some(14), Some(1..=3 | 10)) | (Some(16), Some(6)) => "tournoi-round",
        (Some(13), Some(3)) | (Some(16), Some(4)) | (Some(4), _) => "tournoi-melee",
        (Some(14), Some(12 | 13 | 19)) | (Some(16), Some(9)) | (Some(11), _) => "tournoi-end",
        (Some(12), _) => "tournoi-two",
        (Some(17), _) => "tournoi-options",
        (Some(1), _) => "tournoi-cards",
        (Some(2 | 3 | 7 | 13), _) => "tournoi-round",
        _ => "tournoi-goal",
    }
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="tournoi-goal" aria-labelledby="tournoi-goal-h">
            <h2 id="tournoi-goal-h">{heading(0, Lang::Fr)}</h2>
            <p>
                "De trois à six chevaliers " <R ids="TRN-2.1" /> " entrent en lice pour une suite de
                manches " <R ids="TRN-3.1" /> ". C'est un jeu de plis à rebours\u{a0}: à chaque mêlée, on
                ne cherche pas à l'emporter mais à ne pas perdre. Celui dont la carte est la plus faible
                ramasse toutes les cartes jouées " <R ids="TRN-4.11, TRN-4.12" />
                ", et chacune d'elles le blessera à la fin de la manche " <R ids="TRN-5.5" /> "."
            </p>
            <p>
                "Tout le monde part avec 400 points de vie " <R ids="TRN-2.4" />
                ". Dès qu'un chevalier tombe à 0, le tournoi s'arrête net, et celui qui a gardé le plus
                de points de vie le remporte " <R ids="TRN-11.1, TRN-11.2" /> "."
            </p>
            <p>
                "Chacun incarne un Héros au pouvoir permanent, accompagné d'une Légende qui ne s'éveille
                que lorsqu'il est bien entamé (voir " <a href=section_href("tournoi-heroes")>"les Héros"</a>
                "). Entre deux manches, les plus mal en point reçoivent des "
                <a href=section_href("tournoi-godsend")>"Faveurs divines"</a>
                " pour recoller au peloton. Une variante permet aussi de jouer à deux "
                <R ids="TRN-12.1" /> "."
            </p>
        </section>
        <section id="tournoi-cards" aria-labelledby="tournoi-cards-h">
            <h2 id="tournoi-cards-h">{heading(1, Lang::Fr)}</h2>
            <p>
                "Le paquet d'armes compte 80 cartes de trois familles\u{a0}: 60 armes ordinaires, 15 cartes
                d'Alchimie et 5 enchanteurs " <R ids="TRN-1.3" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Les armes ordinaires"</strong>
                    " se répartissent en quatre couleurs de 15 cartes, numérotées de 1 à 15\u{a0}: ⚔ Épées,
                    ➶ Flèches, ✦ Sorcellerie et ☾ Trahison " <R ids="TRN-1.4" />
                    ". Dans chaque couleur, quatre cartes portent une tête de mort ☠\u{a0}: elles sont
                    empoisonnées et blessent deux fois plus. Ici, ce sont les 3, 7, 11 et 15 "
                    <R ids="TRN-1.5" /> "."
                </li>
                <li>
                    <strong>"L'Alchimie"</strong>
                    "\u{a0}: 15 cartes de 1 à 15, sans couleur propre et jamais empoisonnées. Elles prennent
                    la couleur de la mêlée où on les joue " <R ids="TRN-1.6" /> "."
                </li>
                <li>
                    <strong>"Les enchanteurs"</strong>
                    "\u{a0}: trois Merlin et deux Apprentis. Ils n'ont ni valeur ni couleur imprimées\u{a0}:
                    on les choisit en les posant. Un Merlin est la carte la plus lourde du jeu, 25 blessures,
                    un Apprenti n'en vaut que 5 " <R ids="TRN-1.7" /> "."
                </li>
            </ul>
            <p>
                "Le paquet contient en tout 540 blessures " <R ids="TRN-1.10" />
                "\u{a0}; le détail par carte est donné "
                <a href=section_href("tournoi-injury")>"avec le décompte"</a> "."
            </p>
            <p>
                "S'y ajoutent\u{a0}: seize cartes Mythe, soit huit Héros et les huit Légendes qui vont avec "
                <R ids="TRN-1.1" />
                "\u{a0}; pour chaque chevalier, deux cartes de vie et un marqueur, qui descend de 400 à 0
                par pas de 5 (l'étiquette «\u{a0}Vaillant\u{a0}» qui coiffe la pile est purement décorative) "
                <R ids="TRN-1.2" /> "\u{a0}; 24 Faveurs divines " <R ids="TRN-1.8" />
                "\u{a0}; enfin le jeton +3 du roi Arthur et trois jetons Volonté divine " <R ids="TRN-1.9" />
                ". Chaque carte porte un numéro fixe, de 1 à 132, qui sert à la désigner sans ambiguïté "
                <R ids="TRN-1.11" /> "."
            </p>
            <p class="example">
                "Le texte de règles dont nous disposons ne dit pas quelles valeurs sont empoisonnées.
                Notre choix (3, 7, 11 et 15 dans chaque couleur) colle à son exemple chiffré, mais le reste
                est de notre cru."
            </p>
        </section>
        <section id="tournoi-round" aria-labelledby="tournoi-round-h">
            <h2 id="tournoi-round-h">{heading(2, Lang::Fr)}</h2>
            <p>
                "Chaque chevalier reçoit un Héros et la Légende qui lui est liée, pour toute la partie\u{a0};
                on les tire au hasard, ou chacun choisit le sien à tour de rôle si l'option est retenue "
                <R ids="TRN-2.2" /> ". La Légende commence endormie " <R ids="TRN-2.3" />
                ", le roi Arthur prend son jeton +3 " <R ids="TRN-2.5" />
                ", les Faveurs divines sont battues et posées face cachée " <R ids="TRN-2.6" />
                ", les jetons Volonté divine attendent dans la réserve " <R ids="TRN-2.7" /> "."
            </p>
            <p>
                "Le premier donneur est tiré au sort " <R ids="TRN-2.8" />
                ". Il bat les cartes d'armes et en donne 12 à chacun, une par une, en commençant par son
                voisin de gauche et en finissant par lui-même. Le reste forme la pioche d'armes\u{a0}; on n'y
                touche que par les pouvoirs qui font piocher " <R ids="TRN-2.9" /> "."
            </p>
            <DealTable />
            <p>"Une manche se déroule toujours ainsi " <R ids="TRN-3.2" /> "\u{a0}:"</p>
            <ol>
                <li>
                    "On rassemble toutes les cartes d'armes, on les bat et on en donne 12 à chacun\u{a0}:
                    rien ne passe d'une manche à l'autre " <R ids="TRN-3.3, TRN-3.4" /> "."
                </li>
                <li>
                    "Début de manche\u{a0}: en partant de la gauche du donneur, chacun peut utiliser un
                    pouvoir de début de manche (le Don du Lac, Providence, le Jugement divin). Si la pioche
                    d'armes s'épuise, les derniers servis piochent ce qui reste, voire rien "
                    <R ids="TRN-4.15, TRN-14.10" /> "."
                </li>
                <li>
                    "Douze mêlées, jusqu'à ce que les mains soient vides ("
                    <a href=section_href("tournoi-melee")>"voir plus bas"</a> ")."
                </li>
                <li>"Le décompte des blessures, qui fait baisser les points de vie."</li>
                <li>"On regarde quelles Légendes s'éveillent."</li>
                <li>"Si quelqu'un est tombé à 0, le tournoi s'arrête là."</li>
                <li>"Un nouveau donneur est désigné."</li>
                <li>"Les plus blessés reçoivent leurs Faveurs divines, puis la manche suivante commence."</li>
            </ol>
            <p>
                "Le nouveau donneur est celui qui a encaissé le plus de blessures pendant la manche qui
                s'achève " <R ids="TRN-7.1" />
                ". En cas d'égalité, on part de la gauche de l'ancien donneur et on tourne dans le sens des
                aiguilles d'une montre\u{a0}: le premier chevalier à égalité rencontré donne, l'ancien donneur
                passant en dernier. Ce même ordre départage toutes les égalités des Faveurs divines "
                <R ids="TRN-7.2" /> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: Yann donnait. Margot a pris 70 blessures, Yann 70 aussi, Inès 30 et Paul 20.
                Margot et Yann sont à égalité\u{a0}; en partant de la gauche de Yann, on rencontre Inès, Paul,
                puis Margot\u{a0}: c'est elle qui donnera " <R ids="TRN-16.6" /> "."
            </p>
            <p>
                "Seules les mains, la pioche d'armes et l'ordre des Faveurs divines restent cachés. Tout le
                reste est public\u{a0}: cartes jouées et valeurs annoncées, piles de blessures, points de vie,
                Héros, Légendes et Faveurs posées devant chacun " <R ids="TRN-13.1" />
                ". Quand plusieurs joueurs partagent un écran, la main passe derrière un écran
                intermédiaire " <R ids="TRN-13.5" /> "."
            </p>
            <p>
                "La table ne pose qu'une question à la fois, à un seul chevalier, et ne propose que des
                choix permis " <R ids="TRN-14.1" />
                ". Un coup refusé ne change rien à la partie " <R ids="TRN-14.2" /> "."
            </p>
        </section>
        <section id="tournoi-melee" aria-labelledby="tournoi-melee-h">
            <h2 id="tournoi-melee-h">{heading(3, Lang::Fr)}</h2>
            <p>
                "Le voisin de gauche du donneur entame la première mêlée\u{a0}; ensuite, c'est le perdant de
                la mêlée précédente qui entame " <R ids="TRN-4.1" />
                ". On joue dans le sens des aiguilles d'une montre, et chacun agit une fois et une seule par
                mêlée\u{a0}: il pose une carte, ou se déshonore. Les mains fondent donc d'une carte à chaque
                mêlée, et une manche en compte toujours douze " <R ids="TRN-4.2, TRN-4.14" /> "."
            </p>
            <h3>"Entamer"</h3>
            <p>
                "Le premier à jouer pose l'arme ordinaire de son choix\u{a0}: sa couleur devient la couleur
                de la mêlée. Il peut aussi entamer d'un enchanteur, en annonçant une couleur et une valeur.
                Une carte d'Alchimie, en revanche, ne peut ouvrir une mêlée que si toute sa main n'est plus
                faite que d'Alchimie\u{a0}; garder un enchanteur, c'est encore avoir le choix "
                <R ids="TRN-4.3" /> "."
            </p>
            <h3>"Suivre"</h3>
            <p>
                "Les autres doivent fournir\u{a0}: poser une carte de la couleur de la mêlée, ou un
                enchanteur, qui en prend alors la couleur et dont on annonce la valeur. Celui qui n'a plus
                aucune carte de cette couleur peut aussi poser de l'Alchimie, qui devient une carte de la
                couleur demandée, à sa valeur imprimée. Tant qu'on a la couleur, l'Alchimie reste en main "
                <R ids="TRN-4.4" /> ". Seuls les Croisés échappent à cette règle "
                <R ids="TRN-10.6.1" /> "."
            </p>
            <h3>"Le déshonneur"</h3>
            <p>
                "Qui n'a ni la couleur, ni Alchimie, ni enchanteur se déshonore\u{a0}: il pose la carte de son
                choix face visible sur la défausse. Elle ne participe pas à la mêlée et personne ne la
                ramassera\u{a0}; lui ne peut donc pas perdre cette mêlée, mais il encourt 5 blessures,
                comptées avec les autres à la fin de la manche. On ne se déshonore jamais par choix "
                <R ids="TRN-4.5" /> ". Guenièvre, elle, le fait à sa façon " <R ids="TRN-10.3.1" /> "."
            </p>
            <h3>"Une mêlée sans couleur"</h3>
            <p>
                "Quand la mêlée s'ouvre sur de l'Alchimie, il n'y a pas de couleur à suivre\u{a0}: chacun joue
                ce qu'il veut, personne ne se déshonore, et seules les valeurs comptent "
                <R ids="TRN-4.6" /> "."
            </p>
            <h3>"Valeurs annoncées et valeur finale"</h3>
            <p>
                "La valeur d'un enchanteur s'annonce en le posant, de 1 à 15, et ne change plus "
                <R ids="TRN-4.7" />
                ". Chaque carte de la mêlée a une valeur finale\u{a0}: sa valeur imprimée ou annoncée,
                modifiée par les pouvoirs, dans cet ordre\u{a0}: le +3 d'Arthur, le +2 de Gauvain, puis le ±1
                de la Volonté divine. Elle ne descend jamais sous 1, mais peut dépasser 15 "
                <R ids="TRN-4.8" /> "."
            </p>
            <p class="example">
                "Exemples " <R ids="TRN-16.4" />
                "\u{a0}: on entame ⚔ Épées et vous tenez ⚔ 3, Alchimie 5 et un Merlin\u{a0}: le ⚔ 3 ou le
                Merlin, pas l'Alchimie. Avec ➶ 2, Alchimie 5 et un Apprenti\u{a0}: l'Alchimie ou l'Apprenti.
                Avec ➶ 2 et ✦ 9 seulement\u{a0}: déshonneur, avec la carte de votre choix."
            </p>
            <p>
                "Petit conseil\u{a0}: un déshonneur renseigne toute la table. Celui qui se déshonore n'a plus
                la couleur, ni Alchimie, ni enchanteur\u{a0}; celui qui suit avec de l'Alchimie n'a plus la
                couleur. Poser un enchanteur, en revanche, ne trahit rien " <R ids="TRN-13.3" /> "."
            </p>
        </section>
        <section id="tournoi-feint" aria-labelledby="tournoi-feint-h">
            <h2 id="tournoi-feint-h">{heading(4, Lang::Fr)}</h2>
            <p>
                "Quand tout le monde a joué, ceux qui ont un pouvoir à placer «\u{a0}avant les feintes\u{a0}»
                (Excalibur, Traîtrise, Brocéliande, Cœurs jumeaux, Miracle) sont consultés une fois
                chacun, en partant de celui qui a entamé " <R ids="TRN-4.9" /> "."
            </p>
            <p>
                <strong>"Les feintes."</strong>
                " Ensuite, toute valeur finale portée par au moins deux cartes visibles fait retourner face
                cachée toutes les cartes de cette valeur, enchanteurs compris. Ces cartes ne comptent plus
                pour désigner le perdant, mais restent dans la mêlée et seront ramassées avec elle "
                <R ids="TRN-4.10" /> "."
            </p>
            <p>
                <strong>"Le perdant."</strong>
                " Parmi les cartes encore visibles, la plus faible perd\u{a0}: son propriétaire est le perdant
                de la mêlée. Il peut alors jouer un pouvoir «\u{a0}après la défaite\u{a0}» (Lancelot, Iseult,
                Sanctuaire) " <R ids="TRN-4.11" />
                ". Il ramasse toutes les cartes de la mêlée, visibles ou cachées, plus celles mises de côté
                auparavant, et entame la mêlée suivante " <R ids="TRN-4.12" /> "."
            </p>
            <p>
                <strong>"Pas de perdant."</strong>
                " Si plus aucune carte n'est visible, personne ne perd\u{a0}: les cartes sont mises de côté et
                iront au perdant de la prochaine mêlée qui en aura un (elles peuvent s'accumuler sur
                plusieurs mêlées). Celui qui avait entamé entame de nouveau. À la douzième mêlée, les cartes
                mises de côté partent à la défausse sans blesser personne " <R ids="TRN-4.13, TRN-14.7" />
                "."
            </p>
            <ul>
                <li>
                    "À quatre, 3, 7, 7 et 10\u{a0}: les deux 7 sont feintés, le 3 perd et ramasse les quatre
                    cartes. À trois, 5, 5 et 9\u{a0}: c'est le 9, seul visible, qui perd "
                    <R ids="TRN-16.3, TRN-14.4" /> "."
                </li>
                <li>
                    "Si tous les autres se déshonorent, la carte d'entame reste seule et perd "
                    <R ids="TRN-14.5" />
                    ". À deux, deux valeurs égales se feintent\u{a0}: pas de perdant " <R ids="TRN-14.6" />
                    "."
                </li>
                <li>
                    "Une Traîtrise ou des Cœurs jumeaux peuvent ne laisser aucune carte visible\u{a0}: pas de
                    perdant non plus " <R ids="TRN-14.8" />
                    ". Si Lancelot fait perdre un chevalier qui tient un Sanctuaire, celui-ci peut encore s'en
                    servir " <R ids="TRN-14.9" /> "."
                </li>
            </ul>
            <p>
                "Une mêlée à cinq, de notre invention, qui réunit presque tout " <R ids="TRN-16.1" />
                "\u{a0}:"
            </p>
            <ExampleMelee />
            <p>
                "Yann et Inès ont chacun un 4\u{a0}: les deux cartes sont feintées. Restent visibles le 8 de
                Margot et le 13 de Paul\u{a0}: Margot perd sa propre entame. Elle ramasse les quatre cartes
                jouées, soit 5\u{a0}+\u{a0}5\u{a0}+\u{a0}5\u{a0}+\u{a0}25 = 40 blessures, mais pas le ☾ 2 de Léa,
                parti à la défausse\u{a0}; Léa, elle, paiera 5 blessures de déshonneur. Margot entame la
                mêlée suivante."
            </p>
        </section>
        <section id="tournoi-injury" aria-labelledby="tournoi-injury-h">
            <h2 id="tournoi-injury-h">{heading(5, Lang::Fr)}</h2>
            <p>
                "Chaque chevalier a 400 points de vie au départ, qui sont aussi son maximum "
                <R ids="TRN-2.4" /> ". Les cartes ramassées blessent ainsi " <R ids="TRN-5.1" /> "\u{a0}:"
            </p>
            <WoundTable />
            <p>
                "Après la douzième mêlée vient le décompte. Il suit toujours le même ordre\u{a0}:"
            </p>
            <ol>
                <li>
                    "Les pouvoirs qui modifient les piles\u{a0}: d'abord toutes les Pénitences, en partant de
                    la gauche du donneur, puis toutes les Purifications " <R ids="TRN-5.2" /> "."
                </li>
                <li>
                    "Les pouvoirs qui allègent une carte\u{a0}: l'Écharpe verte ramène un Merlin à 10, le Savoir
                    d'Orient l'Alchimie à 0 " <R ids="TRN-5.3" /> "."
                </li>
                <li>
                    "Les pouvoirs qui doublent (Camlann, le Jugement divin)\u{a0}: une carte visée compte
                    double, jamais quadruple, même visée deux fois. Ils ne touchent que la couleur imprimée
                    des armes ordinaires\u{a0}; dans une pile, l'Alchimie et les enchanteurs n'ont plus de
                    couleur " <R ids="TRN-5.4" /> "."
                </li>
                <li>
                    "On additionne les cartes et 5 blessures par déshonneur " <R ids="TRN-5.5" />
                    ". Ce total ne peut pas dépasser le double de ce qu'auraient donné les cartes et les
                    déshonneurs sans aucun pouvoir " <R ids="TRN-5.6" /> "."
                </li>
                <li>
                    "Tous les chevaliers perdent ensemble ce total, sans descendre sous 0 "
                    <R ids="TRN-5.7" /> "."
                </li>
                <li>
                    "Enfin viennent les soins (Bénédiction, Saint Graal, Roi Pêcheur), sans dépasser 400,
                    et seulement pour ceux qui ne sont pas tombés à 0\u{a0}: un chevalier à 0 n'est pas sauvé "
                    <R ids="TRN-5.8" /> "."
                </li>
            </ol>
            <p>
                "Blessures et points de vie vont toujours par multiples de 5 " <R ids="TRN-5.9" /> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: en fin de manche, la pile de Paul contient ⚔ 2, ⚔ 11 ☠, Alchimie 6, ☾ 7 ☠
                et un Merlin, et il s'est déshonoré une fois. Cela fait 5\u{a0}+\u{a0}10\u{a0}+\u{a0}5\u{a0}+\u{a0}10\u{a0}+\u{a0}25\u{a0}+\u{a0}5
                = 60 blessures\u{a0}: de 400, il descend à 340 " <R ids="TRN-16.2" /> "."
            </p>
        </section>
        {tournoi_powers::fr()}
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="tournoi-goal" aria-labelledby="tournoi-goal-h">
            <h2 id="tournoi-goal-h">{heading(0, Lang::En)}</h2>
            <p>
                "Three to six knights " <R ids="TRN-2.1" /> " ride into the lists for a series of rounds "
                <R ids="TRN-3.1" /> ". It is a trick-taking game turned inside out: in each melee you are
                not trying to win, only not to lose. Whoever plays the weakest card takes every card of
                the melee " <R ids="TRN-4.11, TRN-4.12" /> ", and each of them will wound him at the end of
                the round " <R ids="TRN-5.5" /> "."
            </p>
            <p>
                "Everyone starts with 400 health " <R ids="TRN-2.4" />
                ". The moment a knight drops to 0 the tournament stops, and whoever has the most health
                left wins it " <R ids="TRN-11.1, TRN-11.2" /> "."
            </p>
            <p>
                "Each knight plays a Hero with a power that is always on, together with a Legend that
                only wakes once he is badly hurt (see " <a href=section_href("tournoi-heroes")>"the Heroes"</a>
                "). Between rounds, the worst hurt receive " <a href=section_href("tournoi-godsend")>"Godsends"</a>
                " to help them catch up. A variant also lets two knights play " <R ids="TRN-12.1" /> "."
            </p>
        </section>
        <section id="tournoi-cards" aria-labelledby="tournoi-cards-h">
            <h2 id="tournoi-cards-h">{heading(1, Lang::En)}</h2>
            <p>
                "The weapons deck holds 80 cards of three families: 60 basic weapons, 15 Alchemy cards and
                5 enchanters " <R ids="TRN-1.3" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Basic weapons"</strong>
                    " come in four suits of 15 cards, numbered 1 to 15: ⚔ Swords, ➶ Arrows, ✦ Sorcery and
                    ☾ Deception " <R ids="TRN-1.4" />
                    ". In every suit four cards bear a skull ☠: they are poisoned and wound twice as hard.
                    Here they are the 3, 7, 11 and 15 " <R ids="TRN-1.5" /> "."
                </li>
                <li>
                    <strong>"Alchemy"</strong>
                    ": 15 cards from 1 to 15, with no suit of their own and never poisoned. They take the
                    suit of the melee they are played into " <R ids="TRN-1.6" /> "."
                </li>
                <li>
                    <strong>"Enchanters"</strong>
                    ": three Merlins and two Apprentices. They have no printed value or suit: you choose both
                    as you play one. A Merlin is the heaviest card in the game, 25 wounds; an Apprentice is
                    worth only 5 " <R ids="TRN-1.7" /> "."
                </li>
            </ul>
            <p>
                "The deck holds 540 wounds in all " <R ids="TRN-1.10" /> "; the card-by-card detail comes "
                <a href=section_href("tournoi-injury")>"with the injury step"</a> "."
            </p>
            <p>
                "Also in the box: sixteen Myth cards, that is eight Heroes and their eight Legends "
                <R ids="TRN-1.1" />
                "; for each knight, two health cards and a marker that runs from 400 down to 0 in steps of
                5 (the “Vaillant” label on top of the stack is only decoration) "
                <R ids="TRN-1.2" /> "; 24 Godsends " <R ids="TRN-1.8" />
                "; and King Arthur's +3 token with three Divine Will tokens " <R ids="TRN-1.9" />
                ". Every card has a fixed number, 1 to 132, so it can be named without doubt "
                <R ids="TRN-1.11" /> "."
            </p>
            <p class="example">
                "The rules text we have does not say which values are poisoned. Our choice (3, 7, 11 and
                15 in every suit) fits its worked example, but the rest is ours."
            </p>
        </section>
        <section id="tournoi-round" aria-labelledby="tournoi-round-h">
            <h2 id="tournoi-round-h">{heading(2, Lang::En)}</h2>
            <p>
                "Each knight receives a Hero and the Legend tied to it, for the whole game; they are dealt
                at random, or each picks his own in turn if that option is chosen " <R ids="TRN-2.2" />
                ". The Legend starts asleep " <R ids="TRN-2.3" /> ", King Arthur takes his +3 token "
                <R ids="TRN-2.5" /> ", the Godsends are shuffled and put face down " <R ids="TRN-2.6" />
                ", and the Divine Will tokens wait in the supply " <R ids="TRN-2.7" /> "."
            </p>
            <p>
                "The first dealer is drawn at random " <R ids="TRN-2.8" />
                ". He shuffles the weapon cards and deals 12 to everyone, one at a time, starting with his
                left-hand neighbour and ending with himself. The rest is the weapons draw pile; only powers
                that draw cards ever touch it " <R ids="TRN-2.9" /> "."
            </p>
            <DealTable />
            <p>"A round always runs like this " <R ids="TRN-3.2" /> ":"</p>
            <ol>
                <li>
                    "Gather every weapon card, shuffle and deal 12 each: nothing carries over from one round
                    to the next " <R ids="TRN-3.3, TRN-3.4" /> "."
                </li>
                <li>
                    "Round start: from the dealer's left, each knight may use a round-start power (Gift of
                    the Lake, Providence, Judgement). If the weapons draw pile runs out, those served last
                    draw what is left, perhaps nothing " <R ids="TRN-4.15, TRN-14.10" /> "."
                </li>
                <li>
                    "Twelve melees, until every hand is empty ("
                    <a href=section_href("tournoi-melee")>"see below"</a> ")."
                </li>
                <li>"The injury step, which lowers everyone's health."</li>
                <li>"Check which Legends wake up."</li>
                <li>"If anyone has dropped to 0, the tournament ends here."</li>
                <li>"A new dealer is chosen."</li>
                <li>"The worst hurt receive their Godsends, then the next round begins."</li>
            </ol>
            <p>
                "The new dealer is the knight who took the most wounds in the round just played "
                <R ids="TRN-7.1" />
                ". On a tie, start from the old dealer's left and go clockwise: the first tied knight you
                meet deals, the old dealer himself coming last. The same order settles every tie in the
                Godsend phase " <R ids="TRN-7.2" /> "."
            </p>
            <p class="example">
                "Example: Yann dealt. Margot took 70 wounds, Yann 70 too, Inès 30 and Paul 20. Margot and
                Yann are tied; going round from Yann's left you meet Inès, Paul, then Margot: she deals next "
                <R ids="TRN-16.6" /> "."
            </p>
            <p>
                "Only the hands, the weapons draw pile and the order of the Godsend deck are hidden.
                Everything else is public: cards played and values named, wound piles, health, Heroes,
                Legends and the Godsends in front of each knight " <R ids="TRN-13.1" />
                ". When several people share one screen, a hand-over screen hides each hand "
                <R ids="TRN-13.5" /> "."
            </p>
            <p>
                "The table asks one question at a time, of one knight, and only offers legal choices "
                <R ids="TRN-14.1" /> ". A refused move leaves the game exactly as it was "
                <R ids="TRN-14.2" /> "."
            </p>
        </section>
        <section id="tournoi-melee" aria-labelledby="tournoi-melee-h">
            <h2 id="tournoi-melee-h">{heading(3, Lang::En)}</h2>
            <p>
                "The dealer's left-hand neighbour leads the first melee; after that, the loser of the
                previous melee leads " <R ids="TRN-4.1" />
                ". Play goes clockwise, and everyone acts exactly once per melee: he plays a card, or is
                dishonored. So hands shrink by one card per melee, and a round always has twelve "
                <R ids="TRN-4.2, TRN-4.14" /> "."
            </p>
            <h3>"Leading"</h3>
            <p>
                "The first to play puts down any basic weapon he likes: its suit becomes the melee's suit.
                He may also lead an enchanter, naming a suit and a value. An Alchemy card, though, may open
                a melee only when nothing but Alchemy is left in his hand; holding an enchanter still counts
                as having a choice " <R ids="TRN-4.3" /> "."
            </p>
            <h3>"Following"</h3>
            <p>
                "The others must follow: play a card of the melee's suit, or an enchanter, which takes that
                suit and whose value they name. A knight with no card of that suit left may also play
                Alchemy, which becomes a card of the suit led at its printed value. While you still hold
                the suit, your Alchemy stays in your hand " <R ids="TRN-4.4" />
                ". Only the Crusaders escape this rule " <R ids="TRN-10.6.1" /> "."
            </p>
            <h3>"Dishonor"</h3>
            <p>
                "A knight with neither the suit, nor Alchemy, nor an enchanter is dishonored: he puts any
                card he chooses face up on the discard. It takes no part in the melee and nobody will
                collect it, so he cannot lose this melee, but he earns 5 wounds, counted with the rest at
                the end of the round. Nobody is ever dishonored by choice " <R ids="TRN-4.5" />
                ". Guinevere does it her own way " <R ids="TRN-10.3.1" /> "."
            </p>
            <h3>"A melee with no suit"</h3>
            <p>
                "When a melee opens with Alchemy there is no suit to follow: everyone plays what he likes,
                nobody is dishonored, and only values count " <R ids="TRN-4.6" /> "."
            </p>
            <h3>"Named values and final value"</h3>
            <p>
                "An enchanter's value is named as it is played, from 1 to 15, and never changes "
                <R ids="TRN-4.7" />
                ". Every card in the melee has a final value: its printed or named value, changed by
                powers in this order: Arthur's +3, Gawain's +2, then Divine Will's ±1. It never drops below
                1, but it may go above 15 " <R ids="TRN-4.8" /> "."
            </p>
            <p class="example">
                "Examples " <R ids="TRN-16.4" />
                ": ⚔ Swords is led and you hold ⚔ 3, Alchemy 5 and a Merlin: the ⚔ 3 or the Merlin, not the
                Alchemy. With ➶ 2, Alchemy 5 and an Apprentice: the Alchemy or the Apprentice. With only ➶ 2
                and ✦ 9: dishonor, with the card of your choice."
            </p>
            <p>
                "A tip: a dishonor tells the whole table something. Whoever is dishonored has none of the
                suit, no Alchemy and no enchanter; whoever follows with Alchemy is out of the suit.
                Playing an enchanter, on the other hand, gives nothing away " <R ids="TRN-13.3" /> "."
            </p>
        </section>
        <section id="tournoi-feint" aria-labelledby="tournoi-feint-h">
            <h2 id="tournoi-feint-h">{heading(4, Lang::En)}</h2>
            <p>
                "Once everyone has played, knights holding a power used “before the feints”
                (Excalibur, Treachery, Brocéliande, Twin Hearts, Miracle) are asked once each, starting with
                whoever led " <R ids="TRN-4.9" /> "."
            </p>
            <p>
                <strong>"Feints."</strong>
                " Then every final value carried by two or more face-up cards turns all cards of that value
                face down, enchanters included. Those cards no longer count when finding the loser, but
                they stay in the melee and are collected with it " <R ids="TRN-4.10" /> "."
            </p>
            <p>
                <strong>"The loser."</strong>
                " Among the cards still face up, the lowest loses: its owner is the melee's loser. He may
                then use a power played “after losing” (Lancelot, Iseult, Sanctuary) "
                <R ids="TRN-4.11" />
                ". He collects every card of the melee, face up or face down, plus any cards set aside
                earlier, and leads the next melee " <R ids="TRN-4.12" /> "."
            </p>
            <p>
                <strong>"No loser."</strong>
                " If no card is left face up, nobody loses: the cards are set aside and will go to the loser
                of the next melee that has one (they can pile up over several melees). Whoever led leads
                again. In the twelfth melee, the cards set aside go to the discard and wound nobody "
                <R ids="TRN-4.13, TRN-14.7" /> "."
            </p>
            <ul>
                <li>
                    "With four, 3, 7, 7 and 10: both 7s are feinted, the 3 loses and collects all four
                    cards. With three, 5, 5 and 9: the 9, alone face up, loses "
                    <R ids="TRN-16.3, TRN-14.4" /> "."
                </li>
                <li>
                    "If everyone else is dishonored, the led card stands alone and loses "
                    <R ids="TRN-14.5" /> ". With two knights, equal values feint each other: no loser "
                    <R ids="TRN-14.6" /> "."
                </li>
                <li>
                    "Treachery or Twin Hearts can leave no card face up: no loser either "
                    <R ids="TRN-14.8" />
                    ". If Lancelot passes the loss to a knight holding a Sanctuary, he may still use it "
                    <R ids="TRN-14.9" /> "."
                </li>
            </ul>
            <p>"A melee with five knights, made up by us, that shows nearly everything " <R ids="TRN-16.1" /> ":"</p>
            <ExampleMelee />
            <p>
                "Yann and Inès each have a 4: both cards are feinted. Margot's 8 and Paul's 13 stay face up,
                so Margot loses her own lead. She collects the four cards played, 5 + 5 + 5 + 25 = 40
                wounds, but not Léa's ☾ 2, which went to the discard; Léa will pay 5 dishonor wounds
                instead. Margot leads the next melee."
            </p>
        </section>
        <section id="tournoi-injury" aria-labelledby="tournoi-injury-h">
            <h2 id="tournoi-injury-h">{heading(5, Lang::En)}</h2>
            <p>
                "Every knight starts with 400 health, which is also his maximum " <R ids="TRN-2.4" />
                ". Collected cards wound like this " <R ids="TRN-5.1" /> ":"
            </p>
            <WoundTable />
            <p>"After the twelfth melee comes the injury step. It always runs in the same order:"</p>
            <ol>
                <li>
                    "Powers that change piles: first every Penance, going round from the dealer's left,
                    then every Purification " <R ids="TRN-5.2" /> "."
                </li>
                <li>
                    "Powers that lighten a card: the Green Sash brings a Merlin down to 10, Eastern Lore
                    Alchemy down to 0 " <R ids="TRN-5.3" /> "."
                </li>
                <li>
                    "Powers that double (Camlann, Judgement): a card they hit counts twice, never four
                    times, even when hit twice. They only look at the printed suit of basic weapons; in a
                    pile, Alchemy and enchanters have no suit any more " <R ids="TRN-5.4" /> "."
                </li>
                <li>
                    "Add up the cards, plus 5 wounds per dishonor " <R ids="TRN-5.5" />
                    ". That total can never exceed twice what the cards and dishonors would have given
                    with no power at all " <R ids="TRN-5.6" /> "."
                </li>
                <li>
                    "Every knight loses his total at the same time, never going below 0 "
                    <R ids="TRN-5.7" /> "."
                </li>
                <li>
                    "Last come the healing powers (Benediction, the Holy Grail, the Fisher King), never above
                    400, and only for knights still above 0: a knight at 0 is not saved "
                    <R ids="TRN-5.8" /> "."
                </li>
            </ol>
            <p>"Wounds and health always move in multiples of 5 " <R ids="TRN-5.9" /> "."</p>
            <p class="example">
                "Example: at the end of a round Paul's pile holds ⚔ 2, ⚔ 11 ☠, Alchemy 6, ☾ 7 ☠ and a
                Merlin, and he was dishonored once. That makes 5 + 10 + 5 + 10 + 25 + 5 = 60 wounds: from
                400 he drops to 340 " <R ids="TRN-16.2" /> "."
            </p>
        </section>
        {tournoi_powers::en()}
    }
}
