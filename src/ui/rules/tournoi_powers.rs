//! The second half of the Tournoi rules page, in French and English: the Legends, the Heroes
//! and their powers, the Godsends, the end of the tournament, the two-knight variant and the
//! options. The Heroes and Godsends are the site's own designs, and the page says so.

use super::R;
use super::tournoi_sections::{heading, section_href};
use super::tournoi_tables::{GodsendTable, HeroTable, ScheduleTable};
use crate::ui::Lang;
use leptos::prelude::*;

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="tournoi-legends" aria-labelledby="tournoi-legends-h">
            <h2 id="tournoi-legends-h">{heading(6, Lang::Fr)}</h2>
            <p>
                "Au début de la partie, chaque Légende est glissée sous son Héros, de sorte qu'on ne voie que
                son seuil\u{a0}: elle dort. Seule l'Écharpe verte de Gauvain, qui n'a pas de seuil, est posée à
                côté et agit dès la première manche " <R ids="TRN-2.3, TRN-6.5" /> "."
            </p>
            <p>
                "Une Légende s'éveille quand les points de vie de son chevalier tombent à son seuil ou en
                dessous " <R ids="TRN-6.1" />
                ". On le vérifie juste après le décompte des blessures\u{a0}; elle sert à partir de la manche
                suivante, pas avant " <R ids="TRN-6.2" />
                ". Une fois éveillée, elle le reste jusqu'à la fin, même si des soins font remonter son
                chevalier au-dessus du seuil " <R ids="TRN-6.3" />
                ". Même le chevalier en tête peut se servir de la sienne " <R ids="TRN-6.4" />
                ". Un seuil atteint lors de la dernière manche ne sert plus à rien\u{a0}: le tournoi est fini "
                <R ids="TRN-14.18" /> "."
            </p>
            <p>
                "Le seuil de Lancelot, 150, est celui du jeu d'origine\u{a0}; les autres sont nos propres
                valeurs " <R ids="TRN-6.6" /> ". Tous figurent dans le "
                <a href=section_href("tournoi-heroes")>"tableau des Héros"</a> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: Guenièvre a 160 points de vie et prend 15 blessures\u{a0}: 145, sous le seuil de
                150. Lancelot l'accompagnera dès la manche suivante, et restera même si une Bénédiction la
                ramène à 165 " <R ids="TRN-16.7" /> "."
            </p>
        </section>
        <section id="tournoi-heroes" aria-labelledby="tournoi-heroes-h">
            <h2 id="tournoi-heroes-h">{heading(7, Lang::Fr)}</h2>
            <p class="example">
                "Une précision honnête\u{a0}: les textes des Héros et des Légendes du jeu d'origine ne nous sont
                pas parvenus. Nous savons qu'Arthur a un jeton +3, que la Légende de Guenièvre est Lancelot
                (seuil 150) et que celle de Gauvain est l'Écharpe verte, sans seuil\u{a0}; d'autres noms nous
                sont connus. Tout le reste, pouvoirs et seuils, est la version de ce site, et Perceval avec le
                Roi Pêcheur est notre huitième Héros " <R ids="TRN-10.1" />
                ". Les montants sont de simples réglages, prêts à céder la place aux vrais textes "
                <R ids="TRN-10.1.5" /> "."
            </p>
            <p>
                "Le pouvoir d'un Héros sert toujours\u{a0}; celui d'une Légende, dès la manche qui suit son
                réveil " <R ids="TRN-10.1.1" />
                ". Un pouvoir est facultatif, sauf s'il est dit automatique, et chaque usage est annoncé à
                tous. Les limites «\u{a0}une fois par manche\u{a0}» repartent à zéro à chaque donne "
                <R ids="TRN-10.1.2" />
                ". Qui s'est déshonoré n'a pas de carte dans la mêlée\u{a0}: les pouvoirs qui agissent sur «\u{a0}sa
                carte\u{a0}» ne peuvent pas y servir, mais la Traîtrise, oui " <R ids="TRN-10.1.3" />
                ". «\u{a0}Sa carte visible\u{a0}», c'est sa carte de la mêlée tant qu'elle n'a pas été retournée "
                <R ids="TRN-10.1.4" /> "."
            </p>
            <HeroTable />
            <ul>
                <li>
                    <strong>"Le roi Arthur."</strong>
                    " Il prend le jeton +3 en début de partie " <R ids="TRN-2.5" />
                    " et le retrouve au début de chaque manche " <R ids="TRN-10.2.1" />
                    ". Il le pose en jouant une carte ordinaire ou d'Alchimie, qu'il entame ou qu'il suive\u{a0}:
                    +3 pour cette mêlée, jusqu'à 18 s'il le faut. Jamais sur un enchanteur, sur une carte de
                    déshonneur ou sur la carte d'un autre\u{a0}; le jeton ne change ni la couleur ni les
                    blessures " <R ids="TRN-10.2.2" />
                    ". Avec Excalibur, deux fois par manche, jamais deux fois dans la même mêlée, soit en
                    jouant, soit juste avant les feintes sur sa propre carte visible " <R ids="TRN-10.2.3" />
                    ". Un jeton sur un enchanteur, ou un second jeton sans Excalibur, est refusé "
                    <R ids="TRN-14.14" /> "."
                </li>
                <li>
                    <strong>"Guenièvre."</strong>
                    " Quand elle devrait se déshonorer, elle choisit toujours la carte, mais celle-ci entre
                    dans la mêlée face cachée, comme feintée\u{a0}: tout le monde la voit, elle ne compte pas, et
                    le perdant la ramasse. Pas de blessures de déshonneur " <R ids="TRN-10.3.1" />
                    ". Avec Lancelot, une fois par manche, quand elle perd\u{a0}: le propriétaire de la plus basse
                    carte visible après la sienne devient le perdant, ramasse, entame la suite et peut à son
                    tour jouer un pouvoir. Impossible si sa carte est la seule visible "
                    <R ids="TRN-10.3.2" /> "."
                </li>
                <li>
                    <strong>"Sire Gauvain."</strong>
                    " Sa force croît jusqu'à midi\u{a0}: pendant les mêlées 1, 2 et 3 de chaque manche, il peut
                    ajouter 2 à chaque carte ordinaire ou d'Alchimie qu'il joue " <R ids="TRN-10.4.1" />
                    ". L'Écharpe verte agit toute seule\u{a0}: dans sa pile, un Merlin ne vaut que 10 blessures "
                    <R ids="TRN-10.4.2" /> "."
                </li>
                <li>
                    <strong>"Mordred."</strong>
                    " Une fois par manche, juste avant les feintes, même sans carte dans la mêlée, il retourne
                    la carte visible d'un autre chevalier\u{a0}: elle est traitée comme une carte feintée. Les
                    feintes se calculent ensuite sur ce qui reste visible\u{a0}: casser une paire peut laisser
                    l'autre carte seule, et perdante " <R ids="TRN-10.5.1" />
                    ". Camlann agit tout seul\u{a0}: les ☾ Trahison comptent double dans les piles de tous les
                    autres " <R ids="TRN-10.5.2" /> "."
                </li>
                <li>
                    <strong>"Les Croisés."</strong>
                    " Ils peuvent suivre avec de l'Alchimie même s'ils ont la couleur " <R ids="TRN-10.6.1" />
                    "\u{a0}; ils peuvent entamer d'Alchimie à tout moment, en nommant une couleur que les autres
                    devront suivre (ou sans en nommer, si leur main n'est que d'Alchimie) " <R ids="TRN-10.6.2" />
                    "\u{a0}; et l'Alchimie de leur pile ne les blesse pas " <R ids="TRN-10.6.3" />
                    ". Le Saint Graal leur rend 15 points de vie à chaque décompte " <R ids="TRN-10.6.4" /> "."
                </li>
                <li>
                    <strong>"La Dame du Lac."</strong>
                    " En début de manche, elle peut piocher jusqu'à 2 cartes d'armes, puis en défausse autant,
                    face cachée " <R ids="TRN-10.7.1" />
                    ". Avec Brocéliande, une fois par manche, juste avant les feintes d'une mêlée qu'elle n'a
                    pas entamée, elle reprend sa carte et en joue une autre, différente et permise pour elle à
                    ce moment. Les modificateurs de la carte reprise sont perdus " <R ids="TRN-10.7.2" />
                    ". Dans une mêlée qu'elle a entamée, ou sans autre carte permise, elle ne peut que passer "
                    <R ids="TRN-14.15" /> "."
                </li>
                <li>
                    <strong>"Sire Tristan."</strong>
                    " Une fois par manche, juste avant les feintes, si sa carte est visible et qu'une autre
                    carte visible a exactement un point d'écart, il retourne les deux " <R ids="TRN-10.8.1" />
                    ". Avec Iseult, une fois par manche, quand il perd\u{a0}: il ramasse normalement, puis donne
                    à un autre chevalier la moitié (arrondie à l'inférieur) des cartes qu'il vient de ramasser,
                    cartes mises de côté comprises, Merlin permis. Il reste le perdant et entame la suite "
                    <R ids="TRN-10.8.2" /> "."
                </li>
                <li>
                    <strong>"Sire Perceval."</strong>
                    " Lors d'une distribution de Faveurs divines où il en a reçu au moins une, il en prend une
                    de plus\u{a0}; en tête, il ne reçoit rien, comme tout meneur " <R ids="TRN-10.9.1" />
                    ". Le Roi Pêcheur lui rend, à chaque décompte, 10 points de vie plus 10 par Faveur posée
                    devant lui, utilisée ou non " <R ids="TRN-10.9.2" /> "."
                </li>
            </ul>
            <p class="example">
                "Exemple de Traîtrise " <R ids="TRN-16.8" />
                "\u{a0}: Alice et Bruno jouent chacun un 5, Mordred un 7, Chloé un 9. Sans rien faire, les deux
                5 se feinteraient et Mordred perdrait. Il retourne le 5 d'Alice\u{a0}: le 5 de Bruno reste seul
                visible, et c'est Bruno qui perd."
            </p>
        </section>
        <section id="tournoi-godsend" aria-labelledby="tournoi-godsend-h">
            <h2 id="tournoi-godsend-h">{heading(8, Lang::Fr)}</h2>
            <p>
                "Si personne n'est tombé à 0, les Faveurs divines viennent en aide aux plus blessés. Au
                départ, on les a battues face cachée, sans en révéler aucune " <R ids="TRN-2.6" />
                ". La distribution se fait en étapes\u{a0}:"
            </p>
            <ol>
                <li>
                    "Les Faveurs de la manche passée sont défaussées, servies ou non, et leurs jetons
                    rendus " <R ids="TRN-8.1" /> "."
                </li>
                <li>"On retourne les deux premières cartes de la pioche\u{a0}: c'est l'offre " <R ids="TRN-8.2" /> "."</li>
                <li>
                    "On classe les chevaliers du moins de points de vie au plus, les égalités dans l'ordre
                    du donneur " <R ids="TRN-8.3" />
                    ". Ceux qui ont le plus de points de vie, les meneurs, ne reçoivent jamais rien\u{a0}; si tout
                    le monde est à égalité, personne ne reçoit " <R ids="TRN-8.4" /> "."
                </li>
                <li>
                    "Les premiers du classement, autant que le tableau l'indique, prennent une carte chacun "
                    <R ids="TRN-8.5, TRN-8.7" />
                    ". Prendre, c'est choisir une carte de l'offre (aussitôt remplacée) ou celle du dessus de
                    la pioche " <R ids="TRN-8.6" /> "."
                </li>
                <li>
                    "Puis chaque non-meneur qui compte au moins 100 points de retard sur le meneur en prend une
                    de plus " <R ids="TRN-8.8" /> ", et encore une s'il a 200 points de retard ou plus "
                    <R ids="TRN-8.9" /> "."
                </li>
                <li>"Perceval prend sa carte en plus, s'il a été servi " <R ids="TRN-8.10" /> "."</li>
                <li>"Les cartes de l'offre que personne n'a prises sont défaussées " <R ids="TRN-8.11" /> "."</li>
            </ol>
            <ScheduleTable />
            <p>
                "On ne sert jamais plus de chevaliers qu'il n'y en a hors de la tête\u{a0}: à trois avec un seul
                meneur, deux au plus " <R ids="TRN-8.16" /> "."
            </p>
            <p>
                "Une Faveur reçue se pose face visible à côté de sa Légende\u{a0}: tout le monde sait qui tient
                quoi " <R ids="TRN-8.12" />
                ". Elle sert pendant la manche suivante, décompte compris, puis part à la défausse à la
                distribution d'après\u{a0}; sauf mention contraire, une seule fois " <R ids="TRN-8.13" />
                ". Pioche vide\u{a0}? On bat la défausse\u{a0}; si elle est vide aussi, les prises restantes sont
                sautées " <R ids="TRN-8.14, TRN-14.11" />
                ". On peut tenir plusieurs Faveurs, même identiques\u{a0}: chacune s'utilise à part "
                <R ids="TRN-8.15" /> "."
            </p>
            <p class="example">
                "Exemple " <R ids="TRN-16.5" />
                "\u{a0}: à trois, après la manche 3, Margot a 200 points de vie, Yann 140 et Inès 390. Inès
                mène et ne reçoit rien. Le tableau dit 3, mais il n'y a que deux autres chevaliers\u{a0}: Yann
                puis Margot prennent une carte. Tous deux ont 100 points de retard ou plus\u{a0}: une de plus
                chacun. Yann en a même plus de 200\u{a0}: encore une. Yann repart avec trois Faveurs, Margot
                avec deux."
            </p>
            <h3>"Les huit Faveurs"</h3>
            <p class="example">
                "Là encore, les vrais textes des 24 Faveurs divines ne nous sont pas connus. Les huit cartes
                ci-dessous, en trois exemplaires chacune, sont la version de ce site " <R ids="TRN-9" />
                ". Aucune ne touche au rythme d'une carte par mêlée, ni aux feintes, ni à la règle du plus
                faible qui perd."
            </p>
            <GodsendTable />
            <p>
                "Une Faveur ne sert qu'à son propriétaire, pendant la manche qui suit sa réception, au
                moment indiqué\u{a0}; elle est facultative sauf si elle est automatique, et son usage est annoncé.
                Une carte à usage unique déjà servie reste couchée devant son propriétaire jusqu'à la
                défausse " <R ids="TRN-9.1" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Providence"</strong>
                    "\u{a0}: les cartes défaussées le sont face cachée, et la main garde sa taille "
                    <R ids="TRN-9.2" /> "."
                </li>
                <li>
                    <strong>"Volonté divine"</strong>
                    "\u{a0}: en la recevant, on y pose un jeton Volonté divine pris dans la réserve "
                    <R ids="TRN-2.7" /> ", réglé sur trois usages\u{a0};
                    chaque +1 ou −1 le fait descendre d'un cran. Pas sur un enchanteur, dont la valeur est
                    déjà choisie " <R ids="TRN-9.3" /> "."
                </li>
                <li>
                    <strong>"Miracle"</strong>
                    "\u{a0}: la valeur choisie remplace tous les modificateurs déjà posés sur la carte "
                    <R ids="TRN-9.4" /> "."
                </li>
                <li>
                    <strong>"Sanctuaire"</strong>
                    "\u{a0}: les cartes (et celles qui attendaient déjà de côté) sont mises de côté, ou
                    défaussées à la douzième mêlée " <R ids="TRN-9.5" /> "."
                </li>
                <li><strong>"Bénédiction"</strong> "\u{a0}: jamais au-delà de 400 " <R ids="TRN-9.6" /> "."</li>
                <li><strong>"Purification"</strong> "\u{a0}: la carte retirée part à la défausse " <R ids="TRN-9.7" /> "."</li>
                <li>
                    <strong>"Jugement divin"</strong>
                    "\u{a0}: la couleur et la cible s'annoncent en début de manche, sinon la carte ne fait rien
                    cette manche-ci " <R ids="TRN-9.8" />
                    ". On ne peut pas se viser soi-même, ni nommer ➶ Flèches à deux " <R ids="TRN-14.16" /> "."
                </li>
                <li>
                    <strong>"Pénitence"</strong>
                    "\u{a0}: la cible est un chevalier qui mène au début du décompte, jamais soi-même "
                    <R ids="TRN-9.9" />
                    "\u{a0}; qui mène seul ne peut donc rien en faire " <R ids="TRN-14.17" /> "."
                </li>
            </ul>
            <p>
                "Quand plusieurs Faveurs jouent au même moment, on suit l'ordre du moment (début de manche,
                décompte)\u{a0}; qui en tient plusieurs les joue dans l'ordre de son choix "
                <R ids="TRN-9.10" /> ". Aucun effet ne dure au-delà de sa manche " <R ids="TRN-9.11" /> "."
            </p>
        </section>
        <section id="tournoi-end" aria-labelledby="tournoi-end-h">
            <h2 id="tournoi-end-h">{heading(9, Lang::Fr)}</h2>
            <p>
                "Les points de vie ne changent qu'au décompte. Si, soins compris, un chevalier est alors à
                0, le tournoi s'arrête aussitôt\u{a0}: ni nouveau donneur, ni Faveurs divines "
                <R ids="TRN-11.1" /> ". Plusieurs peuvent tomber ensemble " <R ids="TRN-14.12" />
                "\u{a0}; une Bénédiction ou un soin de Légende ne relève pas un chevalier à 0 "
                <R ids="TRN-14.13" /> "."
            </p>
            <p>
                "Le chevalier qui a le plus de points de vie gagne " <R ids="TRN-11.2" />
                ". À égalité, la victoire est partagée, sauf si l'option de départage est choisie "
                <R ids="TRN-11.3" />
                ". Par sécurité, la partie s'arrête aussi au bout de 50 manches, ce qui n'arrive jamais en
                pratique " <R ids="TRN-11.4" /> ". Une fois la partie finie, plus aucun coup n'est accepté "
                <R ids="TRN-14.19" /> "."
            </p>
            <p class="example">
                "Exemples " <R ids="TRN-16.9" />
                "\u{a0}: après le décompte, 0, 40, 120 et 55\u{a0}: fin, le chevalier à 120 gagne. 0, 120, 120 et
                55\u{a0}: les deux chevaliers à 120 partagent la victoire. 5, 40, 120 et 55\u{a0}: personne n'est
                à 0, on continue."
            </p>
        </section>
        <section id="tournoi-two" aria-labelledby="tournoi-two-h">
            <h2 id="tournoi-two-h">{heading(10, Lang::Fr)}</h2>
            <p>
                "À deux, on retire toute la couleur ➶ Flèches\u{a0}: il reste 65 cartes. Chacun en reçoit 12,
                et la pioche d'armes en garde 41. Le reste ne change pas " <R ids="TRN-12.1" /> "."
            </p>
            <p>
                "Comme ➶ Flèches n'est plus en jeu, on ne peut la nommer ni pour un enchanteur, ni pour une
                entame des Croisés, ni pour un Jugement divin " <R ids="TRN-12.3" /> "."
            </p>
            <p>
                "Les Faveurs divines suivent la ligne de trois ou quatre chevaliers. Le meneur ne reçoit
                rien\u{a0}: seul le chevalier en retard est servi, bonus compris. Ce choix est le nôtre, le jeu
                d'origine n'en dit rien " <R ids="TRN-12.2" /> "."
            </p>
        </section>
        <section id="tournoi-options" aria-labelledby="tournoi-options-h">
            <h2 id="tournoi-options-h">{heading(11, Lang::Fr)}</h2>
            <p>
                "Par défaut, on joue exactement comme décrit plus haut. Avant la partie, vous pouvez changer
                ces réglages " <R ids="TRN-17" /> "\u{a0}:"
            </p>
            <ul>
                <li>
                    <strong>"Attribution des Héros"</strong>
                    " (au hasard par défaut)\u{a0}: sinon, un chevalier tiré au sort choisit le sien, puis les
                    autres dans le sens des aiguilles d'une montre " <R ids="TRN-2.2" /> "."
                </li>
                <li>
                    <strong>"Qui donne ensuite"</strong>
                    " (le plus blessé de la manche par défaut)\u{a0}: ou bien le chevalier qui a le moins de
                    points de vie " <R ids="TRN-7.1" /> "."
                </li>
                <li>
                    <strong>"Bonus de 100 et 200 points"</strong>
                    " (pour tout non-meneur par défaut)\u{a0}: ou seulement pour les chevaliers déjà servis par
                    le tableau " <R ids="TRN-8.8" /> "."
                </li>
                <li>
                    <strong>"Égalité finale"</strong>
                    " (victoire partagée par défaut)\u{a0}: ou victoire à celui des ex æquo qui a pris le moins
                    de blessures lors de la dernière manche, partagée si l'égalité demeure "
                    <R ids="TRN-11.3" /> "."
                </li>
                <li>
                    <strong>"Nombre maximal de manches"</strong>
                    " (50 par défaut)\u{a0}: la soupape de sécurité " <R ids="TRN-11.4" /> "."
                </li>
                <li>
                    <strong>"Valeurs des enchanteurs"</strong>
                    " (1 à 15 par défaut)\u{a0}: la plus haute valeur qu'on peut annoncer, entre 1 et 15 "
                    <R ids="TRN-4.7" /> "."
                </li>
            </ul>
            <p class="example">
                "Restent fixes, et de notre invention\u{a0}: les valeurs empoisonnées " <R ids="TRN-1.5" />
                ", les huit Héros et leurs Légendes, les huit Faveurs divines, et le tableau des Faveurs à
                deux. Si les textes d'origine refont surface, ils pourront les remplacer."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="tournoi-legends" aria-labelledby="tournoi-legends-h">
            <h2 id="tournoi-legends-h">{heading(6, Lang::En)}</h2>
            <p>
                "At the start, each Legend is tucked under its Hero so that only its threshold shows: it is
                asleep. Only Gawain's Green Sash, which has no threshold, lies beside its Hero and works
                from the very first round " <R ids="TRN-2.3, TRN-6.5" /> "."
            </p>
            <p>
                "A Legend wakes when its knight's health falls to its threshold or below "
                <R ids="TRN-6.1" />
                ". This is checked right after the injury step; the Legend works from the next round on,
                not before " <R ids="TRN-6.2" />
                ". Once awake it stays awake to the end, even if healing lifts its knight back above the
                threshold " <R ids="TRN-6.3" /> ". Even the knight in the lead may use his "
                <R ids="TRN-6.4" />
                ". A threshold reached in the final round no longer matters: the tournament is over "
                <R ids="TRN-14.18" /> "."
            </p>
            <p>
                "Lancelot's threshold, 150, comes from the original game; the others are our own values "
                <R ids="TRN-6.6" /> ". They are all in the "
                <a href=section_href("tournoi-heroes")>"table of Heroes"</a> "."
            </p>
            <p class="example">
                "Example: Guinevere has 160 health and takes 15 wounds: 145, below her threshold of 150.
                Lancelot joins her from the next round, and stays even if a Benediction brings her back to
                165 " <R ids="TRN-16.7" /> "."
            </p>
        </section>
        <section id="tournoi-heroes" aria-labelledby="tournoi-heroes-h">
            <h2 id="tournoi-heroes-h">{heading(7, Lang::En)}</h2>
            <p class="example">
                "A word of honesty: the original texts of the Heroes and Legends have not reached us. We know
                that Arthur has a +3 token, that Guinevere's Legend is Lancelot (threshold 150) and that
                Gawain's is the Green Sash, with no threshold; a few other names are known. Everything else,
                powers and thresholds, is this site's own version, and Perceval with the Fisher King is our
                eighth Hero " <R ids="TRN-10.1" />
                ". The amounts are plain settings, ready to give way to the real texts "
                <R ids="TRN-10.1.5" /> "."
            </p>
            <p>
                "A Hero's power always works; a Legend's works from the round after it wakes "
                <R ids="TRN-10.1.1" />
                ". A power is optional unless it is called automatic, and every use is announced to all.
                “Once a round” limits start afresh at every deal " <R ids="TRN-10.1.2" />
                ". A dishonored knight has no card in the melee, so powers acting on “his card”
                cannot be used there; Treachery can " <R ids="TRN-10.1.3" />
                ". “His face-up card” means his card in the melee as long as it has not been turned
                face down " <R ids="TRN-10.1.4" /> "."
            </p>
            <HeroTable />
            <ul>
                <li>
                    <strong>"King Arthur."</strong>
                    " He takes the +3 token at setup " <R ids="TRN-2.5" />
                    " and has it back at the start of every round " <R ids="TRN-10.2.1" />
                    ". He puts it down as he plays a basic or Alchemy card, leading or following: +3 for this
                    melee, up to 18 if need be. Never on an enchanter, a dishonor card or someone else's card;
                    the token changes neither suit nor wounds " <R ids="TRN-10.2.2" />
                    ". With Excalibur, twice a round, never twice in one melee, either as he plays or just
                    before the feints on his own face-up card " <R ids="TRN-10.2.3" />
                    ". A token on an enchanter, or a second one without Excalibur, is refused "
                    <R ids="TRN-14.14" /> "."
                </li>
                <li>
                    <strong>"Guinevere."</strong>
                    " When she would be dishonored she still chooses the card, but it goes into the melee face
                    down, as if feinted: everyone sees it, it does not compete, and the loser collects it. No
                    dishonor wounds " <R ids="TRN-10.3.1" />
                    ". With Lancelot, once a round, when she loses: the owner of the lowest face-up card after
                    hers becomes the loser, collects, leads next and may use a power in turn. Impossible if
                    hers is the only face-up card " <R ids="TRN-10.3.2" /> "."
                </li>
                <li>
                    <strong>"Sir Gawain."</strong>
                    " His strength grows until noon: in melees 1, 2 and 3 of every round he may add 2 to each
                    basic or Alchemy card he plays " <R ids="TRN-10.4.1" />
                    ". The Green Sash works by itself: in his pile a Merlin is worth only 10 wounds "
                    <R ids="TRN-10.4.2" /> "."
                </li>
                <li>
                    <strong>"Mordred."</strong>
                    " Once a round, just before the feints, even with no card in the melee, he turns another
                    knight's face-up card face down: it counts as a feinted card. Feints are then worked out on
                    what is still face up, so breaking a pair can leave the other card alone, and losing "
                    <R ids="TRN-10.5.1" />
                    ". Camlann works by itself: ☾ Deception cards count double in every other knight's pile "
                    <R ids="TRN-10.5.2" /> "."
                </li>
                <li>
                    <strong>"The Crusaders."</strong>
                    " They may follow with Alchemy even when they hold the suit " <R ids="TRN-10.6.1" />
                    "; they may lead Alchemy at any time, naming a suit the others must follow (or naming none
                    if their hand is all Alchemy) " <R ids="TRN-10.6.2" />
                    "; and Alchemy in their pile does not wound them " <R ids="TRN-10.6.3" />
                    ". The Holy Grail gives them back 15 health at every injury step "
                    <R ids="TRN-10.6.4" /> "."
                </li>
                <li>
                    <strong>"The Lady of the Lake."</strong>
                    " At round start she may draw up to 2 weapon cards, then discards as many, face down "
                    <R ids="TRN-10.7.1" />
                    ". With Brocéliande, once a round, just before the feints of a melee she did not lead, she
                    takes her card back and plays another, different and legal for her at that moment. Any
                    modifiers on the card taken back are lost " <R ids="TRN-10.7.2" />
                    ". In a melee she led, or with no other legal card, she can only pass "
                    <R ids="TRN-14.15" /> "."
                </li>
                <li>
                    <strong>"Sir Tristan."</strong>
                    " Once a round, just before the feints, if his card is face up and another face-up card is
                    exactly one point away, he turns both face down " <R ids="TRN-10.8.1" />
                    ". With Iseult, once a round, when he loses: he collects as usual, then gives another
                    knight half (rounded down) of the cards he just collected, set-aside cards included,
                    Merlin allowed. He is still the loser and leads next " <R ids="TRN-10.8.2" /> "."
                </li>
                <li>
                    <strong>"Sir Perceval."</strong>
                    " In a Godsend phase where he received at least one card, he takes one more; while he
                    leads he gets nothing, like any leader " <R ids="TRN-10.9.1" />
                    ". The Fisher King gives him back, at every injury step, 10 health plus 10 for each Godsend
                    in front of him, used or not " <R ids="TRN-10.9.2" /> "."
                </li>
            </ul>
            <p class="example">
                "Treachery in action " <R ids="TRN-16.8" />
                ": Alice and Bruno each play a 5, Mordred a 7, Chloé a 9. Left alone, the two 5s would feint
                and Mordred would lose. He turns Alice's 5 face down: Bruno's 5 is left alone face up, and
                Bruno loses."
            </p>
        </section>
        <section id="tournoi-godsend" aria-labelledby="tournoi-godsend-h">
            <h2 id="tournoi-godsend-h">{heading(8, Lang::En)}</h2>
            <p>
                "If nobody has dropped to 0, Godsends come to the aid of the worst hurt. At setup they were
                shuffled face down, none revealed " <R ids="TRN-2.6" /> ". They are handed out in steps:"
            </p>
            <ol>
                <li>
                    "Last round's Godsends are discarded, used or not, and their tokens returned "
                    <R ids="TRN-8.1" /> "."
                </li>
                <li>"The top two cards of the deck are turned face up: the offer " <R ids="TRN-8.2" /> "."</li>
                <li>
                    "Knights are ranked from least health to most, ties in the dealer order "
                    <R ids="TRN-8.3" />
                    ". Those with the most health, the leaders, never receive anything; if everyone is tied,
                    nobody receives " <R ids="TRN-8.4" /> "."
                </li>
                <li>
                    "The first knights of the ranking, as many as the table says, take one card each "
                    <R ids="TRN-8.5, TRN-8.7" />
                    ". Taking means choosing a card of the offer (refilled at once) or the top card of the deck "
                    <R ids="TRN-8.6" /> "."
                </li>
                <li>
                    "Then every non-leader at least 100 health behind the leader takes one more "
                    <R ids="TRN-8.8" /> ", and another one if he is 200 or more behind " <R ids="TRN-8.9" />
                    "."
                </li>
                <li>"Perceval takes his extra card, if he was served " <R ids="TRN-8.10" /> "."</li>
                <li>"Offer cards nobody took are discarded " <R ids="TRN-8.11" /> "."</li>
            </ol>
            <ScheduleTable />
            <p>
                "Never more knights are served than there are outside the lead: with three and a single
                leader, two at most " <R ids="TRN-8.16" /> "."
            </p>
            <p>
                "A Godsend received is laid face up beside its owner's Legend: everyone knows who holds what "
                <R ids="TRN-8.12" />
                ". It works during the next round, injury step included, then goes to the discard at the
                following Godsend phase; unless it says otherwise, it works once " <R ids="TRN-8.13" />
                ". Deck empty? Shuffle the discard; if that is empty too, the remaining picks are skipped "
                <R ids="TRN-8.14, TRN-14.11" />
                ". You may hold several Godsends, even identical ones: each is used on its own "
                <R ids="TRN-8.15" /> "."
            </p>
            <p class="example">
                "Example " <R ids="TRN-16.5" />
                ": three knights, after round 3, Margot has 200 health, Yann 140 and Inès 390. Inès leads and
                gets nothing. The table says 3, but there are only two other knights: Yann then Margot take a
                card. Both are 100 or more behind: one more each. Yann is even more than 200 behind: one more
                again. Yann leaves with three Godsends, Margot with two."
            </p>
            <h3>"The eight Godsends"</h3>
            <p class="example">
                "Here too, the real texts of the 24 Godsends are not known to us. The eight cards below, three
                copies of each, are this site's own version " <R ids="TRN-9" />
                ". None of them touches the one-card-per-melee rhythm, the feints, or the rule that the
                lowest card loses."
            </p>
            <GodsendTable />
            <p>
                "A Godsend serves only its owner, during the round after he received it, at the moment given;
                it is optional unless automatic, and its use is announced. A single-use card already spent
                lies sideways in front of its owner until it is discarded " <R ids="TRN-9.1" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Providence"</strong>
                    ": the cards are discarded face down, and the hand keeps its size " <R ids="TRN-9.2" /> "."
                </li>
                <li>
                    <strong>"Divine Will"</strong>
                    ": when it arrives, a Divine Will token from the supply " <R ids="TRN-2.7" />
                    " goes on it, set to three uses; each +1 or −1 moves it
                    down a notch. Not on an enchanter, whose value is already chosen " <R ids="TRN-9.3" /> "."
                </li>
                <li>
                    <strong>"Miracle"</strong>
                    ": the value chosen replaces every modifier already on the card " <R ids="TRN-9.4" /> "."
                </li>
                <li>
                    <strong>"Sanctuary"</strong>
                    ": the cards (and any already waiting aside) are set aside, or discarded in the twelfth
                    melee " <R ids="TRN-9.5" /> "."
                </li>
                <li><strong>"Benediction"</strong> ": never above 400 " <R ids="TRN-9.6" /> "."</li>
                <li><strong>"Purification"</strong> ": the card removed goes to the discard " <R ids="TRN-9.7" /> "."</li>
                <li>
                    <strong>"Judgement"</strong>
                    ": suit and target are declared at round start, otherwise the card does nothing this round "
                    <R ids="TRN-9.8" />
                    ". You may not target yourself, nor name ➶ Arrows with two knights " <R ids="TRN-14.16" />
                    "."
                </li>
                <li>
                    <strong>"Penance"</strong>
                    ": the target is a knight leading at the start of the injury step, never yourself "
                    <R ids="TRN-9.9" /> "; a sole leader can do nothing with it " <R ids="TRN-14.17" /> "."
                </li>
            </ul>
            <p>
                "When several Godsends act at the same moment, follow that moment's order (round start,
                injury step); whoever holds several plays them in any order he likes " <R ids="TRN-9.10" />
                ". No effect lasts beyond its round " <R ids="TRN-9.11" /> "."
            </p>
        </section>
        <section id="tournoi-end" aria-labelledby="tournoi-end-h">
            <h2 id="tournoi-end-h">{heading(9, Lang::En)}</h2>
            <p>
                "Health only changes at the injury step. If, healing included, a knight is then at 0, the
                tournament ends at once: no new dealer, no Godsends " <R ids="TRN-11.1" />
                ". Several may fall together " <R ids="TRN-14.12" />
                "; a Benediction or a Legend's healing does not raise a knight from 0 " <R ids="TRN-14.13" />
                "."
            </p>
            <p>
                "The knight with the most health wins " <R ids="TRN-11.2" />
                ". On a tie the victory is shared, unless the tie-break option is chosen "
                <R ids="TRN-11.3" />
                ". As a safety net, the game also stops after 50 rounds, which never happens in practice "
                <R ids="TRN-11.4" /> ". Once the game is over, no move is accepted "
                <R ids="TRN-14.19" /> "."
            </p>
            <p class="example">
                "Examples " <R ids="TRN-16.9" />
                ": after the injury step, 0, 40, 120 and 55: it is over, the knight on 120 wins. 0, 120, 120
                and 55: the two knights on 120 share the victory. 5, 40, 120 and 55: nobody is at 0, play on."
            </p>
        </section>
        <section id="tournoi-two" aria-labelledby="tournoi-two-h">
            <h2 id="tournoi-two-h">{heading(10, Lang::En)}</h2>
            <p>
                "With two knights, take out the whole ➶ Arrows suit: 65 cards remain. Each knight gets 12,
                and the weapons draw pile keeps 41. Nothing else changes " <R ids="TRN-12.1" /> "."
            </p>
            <p>
                "As ➶ Arrows is out of play, it cannot be named for an enchanter, a Crusaders' lead or a
                Judgement " <R ids="TRN-12.3" /> "."
            </p>
            <p>
                "Godsends follow the row for three or four knights. The leader receives nothing, so only the
                knight behind is served, bonuses included. This choice is ours; the original game says
                nothing about it " <R ids="TRN-12.2" /> "."
            </p>
        </section>
        <section id="tournoi-options" aria-labelledby="tournoi-options-h">
            <h2 id="tournoi-options-h">{heading(11, Lang::En)}</h2>
            <p>
                "By default the game plays exactly as described above. Before it starts, you can change
                these settings " <R ids="TRN-17" /> ":"
            </p>
            <ul>
                <li>
                    <strong>"Hero assignment"</strong>
                    " (random by default): otherwise a knight drawn at random picks his, then the others pick
                    clockwise " <R ids="TRN-2.2" /> "."
                </li>
                <li>
                    <strong>"Who deals next"</strong>
                    " (the most wounded in the round by default): or the knight with the least health "
                    <R ids="TRN-7.1" /> "."
                </li>
                <li>
                    <strong>"The 100 and 200 bonuses"</strong>
                    " (for every non-leader by default): or only for knights already served by the table "
                    <R ids="TRN-8.8" /> "."
                </li>
                <li>
                    <strong>"Final tie"</strong>
                    " (shared victory by default): or the win goes to whichever tied knight took the fewest
                    wounds in the last round, still shared if that ties too " <R ids="TRN-11.3" /> "."
                </li>
                <li>
                    <strong>"Maximum number of rounds"</strong>
                    " (50 by default): the safety valve " <R ids="TRN-11.4" /> "."
                </li>
                <li>
                    <strong>"Enchanter values"</strong>
                    " (1 to 15 by default): the highest value that may be named, from 1 to 15 "
                    <R ids="TRN-4.7" /> "."
                </li>
            </ul>
            <p class="example">
                "Fixed, and of our own making: the poisoned values " <R ids="TRN-1.5" />
                ", the eight Heroes and their Legends, the eight Godsends, and the Godsend row for two. Should
                the original texts resurface, they can replace them."
            </p>
        </section>
    }
}
