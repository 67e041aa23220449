//! The second half of the Chevaliers rules page, in French and English: life, healing and
//! death; loyalty, accusations and the unmasked Traitor; swords and the end of the game; the
//! decks; hidden information and table talk; the options.

use super::R;
use super::chevaliers_sections::{heading, section_href};
use crate::ui::Lang;
use leptos::prelude::*;

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="chevaliers-life" aria-labelledby="chevaliers-life-h">
            <h2 id="chevaliers-life-h">{heading(10, Lang::Fr)}</h2>
            <p>
                "La Vie va de 0 à 6\u{a0}; on commence à 4. Ce qui dépasserait 6 est perdu, et on ne
                descend pas sous 0 " <R ids="CHV-12, CHV-12.1" /> "."
            </p>
            <p>
                <strong>"Se soigner"</strong>
                " est une action héroïque\u{a0}: défausser face cachée trois cartes blanches identiques pour
                regagner une Vie. Identiques veut dire même sorte et, pour le Combat, même valeur\u{a0}: trois
                Graal, trois Combat 4, trois Merlin. À 6 Vies, c'est refusé " <R ids="CHV-5.8" /> "."
            </p>
            <p>
                "À 0, après la chance laissée au porteur du Graal, le chevalier meurt\u{a0}: sa figurine
                quitte le plateau (avec les cartes blanches d'une quête solitaire), sa main est défaussée,
                Excalibur et l'Armure qu'il tenait sortent du jeu, et son allégeance reste cachée jusqu'à la
                fin " <R ids="CHV-12.2" />
                ". Un mort ne joue plus, n'accuse pas et ne peut être accusé, ne reçoit rien, mais gagne ou
                perd toujours avec son camp " <R ids="CHV-12.3" />
                ". Mourir d'un sacrifice\u{a0}: l'action achetée a lieu, puis le chevalier meurt "
                <R ids="CHV-12.4" /> "."
            </p>
        </section>
        <section id="chevaliers-loyalty" aria-labelledby="chevaliers-loyalty-h">
            <h2 id="chevaliers-loyalty-h">{heading(11, Lang::Fr)}</h2>
            <p>
                "Seul son propriétaire voit une carte d'allégeance, jusqu'à ce qu'une accusation, la carte
                Destin jouée par le félon ou la révélation finale la dévoile. À la fin, toutes sont
                montrées, la carte mise de côté comprise " <R ids="CHV-13, CHV-13.1" /> "."
            </p>
            <h3>"Accuser"</h3>
            <ul>
                <li>
                    "On ne peut accuser que tant qu'il y a au moins 6 épées (de toute couleur) sur la Table
                    Ronde ou au moins 6 engins de siège\u{a0}; la condition se vérifie à chaque instant "
                    <R ids="CHV-13.3" /> "."
                </li>
                <li>
                    "Chacun n'accuse qu'une fois par partie, quelle qu'en soit l'issue, et vise un autre
                    chevalier vivant et non démasqué, où qu'il soit " <R ids="CHV-13.4" /> "."
                </li>
                <li>
                    "L'accusé montre sa carte. Félon\u{a0}: il est démasqué, et une épée blanche s'ajoute.
                    Loyal\u{a0}: une épée blanche de la Table se retourne côté noir, s'il y en a une "
                    <R ids="CHV-13.5" /> "."
                </li>
            </ul>
            <h3>"Le félon démasqué"</h3>
            <p>
                "Il défausse ses cartes blanches, retourne son blason et retire son chevalier du plateau.
                Il n'a plus de Vie, perd Excalibur et le Graal, garde l'Armure, et ne reçoit plus aucune
                carte blanche " <R ids="CHV-13.6" />
                ". À son tour, il prend au hasard une carte blanche à un chevalier de son choix et la
                défausse, puis pose un engin de siège ou pioche une carte noire. Il n'a pas d'action
                héroïque et n'accuse plus " <R ids="CHV-13.7" />
                ". Se dévoiler de lui-même n'est possible qu'en option " <R ids="CHV-13.8" /> "."
            </p>
        </section>
        <section id="chevaliers-end" aria-labelledby="chevaliers-end-h">
            <h2 id="chevaliers-end-h">{heading(12, Lang::Fr)}</h2>
            <p>
                "Les épées n'arrivent que par les quêtes (avec Héroïsme et les Brumes), une accusation
                juste et la révélation finale\u{a0}; on n'en retire jamais, et une épée ne change de couleur
                que du blanc au noir " <R ids="CHV-14, CHV-14.1" />
                ". Il peut y en avoir plus de douze, les seize suffisent toujours " <R ids="CHV-14.6" />
                "."
            </p>
            <p>"Après chaque étape de jeu " <R ids="CHV-14.5" /> ", on vérifie dans cet ordre " <R ids="CHV-14.2" /> "\u{a0}:"</p>
            <ol>
                <li>"12 engins de siège\u{a0}: le Mal gagne\u{a0};"</li>
                <li>"7 épées noires ou plus\u{a0}: le Mal gagne\u{a0};"</li>
                <li>
                    "plus aucun chevalier loyal en vie\u{a0}: le Mal gagne, qu'il y ait un félon ou non "
                    <R ids="CHV-12.5" /> "\u{a0};"
                </li>
                <li>"12 épées ou plus sur la Table\u{a0}: décompte final."</li>
            </ol>
            <p>
                "La partie s'arrête à la première condition remplie, même au milieu d'un effet. Au
                décompte final, si le félon est vivant et caché, il se révèle et retourne deux épées
                blanches (toutes s'il en reste moins). Les chevaliers gagnent si les épées blanches sont
                plus nombreuses que les noires\u{a0}; l'égalité profite au Mal. Un félon mort sans avoir été
                démasqué retourne lui aussi ses deux épées (une option l'en dispense) " <R ids="CHV-14.3" />
                ". Pour tenir face à un félon caché, il faut donc au moins 5 épées blanches de plus que de
                noires " <R ids="CHV-14.7" /> "."
            </p>
            <p class="example">
                "Exemples " <R ids="CHV-19.6" />
                "\u{a0}: 8 blanches et 3 noires, puis une victoire au Chevalier Noir\u{a0}: 12 épées\u{a0}; le
                félon en retourne deux, 7 contre 5, les chevaliers gagnent. Si c'était une défaite (8 et
                4), on finirait à 6 contre 6\u{a0}: le Mal gagne. Mais si la carte du félon était restée de
                côté, rien ne se retourne\u{a0}: 8 contre 4, victoire. Une
                accusation sans résultat à 4 blanches et 2 noires laisse 3 et 3."
            </p>
        </section>
        <section id="chevaliers-decks" aria-labelledby="chevaliers-decks-h">
            <h2 id="chevaliers-decks-h">{heading(13, Lang::Fr)}</h2>
            <p>
                "Quand il faut piocher dans une pioche vide, on bat sa défausse pour en refaire une\u{a0};
                par défaut, l'autre couleur est rebattue en même temps avec sa défausse "
                <R ids="CHV-15, CHV-15.1" />
                ". Si pioche et défausse sont vides toutes deux, on pioche moins de cartes, voire aucune "
                <R ids="CHV-15.2" />
                ". Les cartes en main, sur les quêtes, en jeu ou en cours de partage ne sont jamais
                rebattues " <R ids="CHV-15.3" /> "."
            </p>
        </section>
        <section id="chevaliers-screen" aria-labelledby="chevaliers-screen-h">
            <h2 id="chevaliers-screen-h">{heading(14, Lang::Fr)}</h2>
            <p>
                "Chacun ne voit que ce que voit son chevalier " <R ids="CHV-16, CHV-16.1" />
                "\u{a0}: sa main (les autres n'en connaissent que le nombre de cartes), son allégeance, la
                carte qu'il a posée face cachée, ce que lui montrent Perceval, la Clairvoyance, l'Armure ou
                un échange. Le plateau, les Vies, les reliques, les accusations faites, les Merlins
                engagés et les défausses face visible sont publics. Personne ne voit la carte
                d'allégeance mise de côté ni celle d'un mort avant la fin."
            </p>
            <p>
                "On peut parler stratégie, dire où l'on compte aller, si l'on se sent fort ou non pour une
                quête, et même mentir. Mais on ne montre jamais ses cartes, on ne les nomme pas, on ne
                donne pas de valeur et on ne réclame pas une carte précise. La table n'offre d'ailleurs
                aucun moyen de montrer une carte\u{a0}; à plusieurs sur un écran, un écran de passage cache
                chaque main " <R ids="CHV-16.2" />
                ". Pour se parler, elle propose des messages tout faits, sans nombre ni nom de carte\u{a0}:
                «\u{a0}Je vais à…\u{a0}», «\u{a0}Je peux aider à… beaucoup, un peu, pas du tout\u{a0}»,
                «\u{a0}Je soupçonne…\u{a0}», «\u{a0}J'ai confiance en…\u{a0}», oui, non, merci. Le texte libre est
                coupé par défaut " <R ids="CHV-16.3" /> "."
            </p>
            <p>
                "Les joueurs de l'ordinateur ne savent que ce que leur chevalier voit et jouent par les
                mêmes coups que vous " <R ids="CHV-16.6" />
                ". Un loyal pèse les dangers, tient un soupçon sur chacun et n'accuse que si l'erreur est
                supportable " <R ids="CHV-16.4" />
                "\u{a0}; un félon tâche de nuire sans se faire prendre " <R ids="CHV-16.5" />
                ". Les deux répondent au même rythme, pour que rien ne trahisse leur camp."
            </p>
            <p>
                "La table ne pose qu'une question à la fois, avec ses seuls choix permis "
                <R ids="CHV-17, CHV-17.1" />
                "\u{a0}; un coup refusé ne change rien, et la raison citée renvoie ici " <R ids="CHV-17.4" />
                ". Une même donne rejouée avec les mêmes coups donne la même partie " <R ids="CHV-17.5" />
                ". Les cas limites (Guenièvre au milieu de Morgane 2, une carte d'une quête close, etc.)
                suivent la spécification " <R ids="CHV-17.6" />
                ", et des parties jouées au hasard vérifient qu'aucune carte, épée ou figurine ne se perd "
                <R ids="CHV-18, CHV-18.1, CHV-18.2, CHV-18.3" /> ", que les épées, les
                engins, les guerriers, les Vies et les quêtes restent dans leurs bornes "
                <R ids="CHV-18.4, CHV-18.5, CHV-18.6, CHV-18.7, CHV-18.8, CHV-18.9" />
                ", que les accusations, les effets et les reliques suivent les règles "
                <R ids="CHV-18.10, CHV-18.11, CHV-18.12" /> ", que toute partie se termine, qu'il y a toujours
                un coup possible, que personne ne voit ce qu'il ne doit pas voir et que tout se rejoue à
                l'identique " <R ids="CHV-18.13, CHV-18.14, CHV-18.15, CHV-18.16" />
                ". Les exemples de cette page viennent des scénarios de la spécification " <R ids="CHV-19" />
                "."
            </p>
        </section>
        <section id="chevaliers-options" aria-labelledby="chevaliers-options-h">
            <h2 id="chevaliers-options-h">{heading(15, Lang::Fr)}</h2>
            <p>
                "Les choix que nous avons faits là où les règles se taisent sont listés par la
                spécification " <R ids="CHV-20" /> ". Certains sont des options (défaut en premier)\u{a0}:"
            </p>
            <ul>
                <li>"les chevaliers\u{a0}: au hasard, ou choisis à tour de rôle " <R ids="CHV-2.3" /> "\u{a0};"</li>
                <li>
                    "les allégeances\u{a0}: une carte de plus que de joueurs\u{a0}; les huit cartes (félon un
                    peu moins probable)\u{a0}; un félon garanti\u{a0}; aucun félon, pour apprendre "
                    <R ids="CHV-2.4" /> "\u{a0};"
                </li>
                <li>"trois Merlins soignent comme trois cartes identiques\u{a0}: oui, ou non " <R ids="CHV-5.8" /> "\u{a0};"</li>
                <li>"la rivière d'Excalibur\u{a0}: 5 pas de chaque côté " <R ids="CHV-7.7" /> "\u{a0};"</li>
                <li>
                    "Excalibur et Keu comptent contre les engins de siège\u{a0}: oui, ou non "
                    <R ids="CHV-7.10" /> "\u{a0};"
                </li>
                <li>"le félon peut se dévoiler de lui-même\u{a0}: non, ou oui " <R ids="CHV-13.8" /> "\u{a0};"</li>
                <li>"un félon mort retourne quand même deux épées\u{a0}: oui, ou non " <R ids="CHV-14.3" /> "\u{a0};"</li>
                <li>"les deux pioches sont rebattues ensemble\u{a0}: oui, ou non " <R ids="CHV-15.1" /> "\u{a0};"</li>
                <li>"le texte libre entre joueurs\u{a0}: non, ou oui " <R ids="CHV-16.3" /> "."</li>
            </ul>
            <p>
                "Voir aussi " <a href=section_href("chevaliers-goal")>"le but du jeu"</a>
                " pour les parties sans félon."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="chevaliers-life" aria-labelledby="chevaliers-life-h">
            <h2 id="chevaliers-life-h">{heading(10, Lang::En)}</h2>
            <p>
                "Life runs from 0 to 6; you start at 4. Anything above 6 is lost, and you never go below 0 "
                <R ids="CHV-12, CHV-12.1" /> "."
            </p>
            <p>
                <strong>"Healing"</strong>
                " is a Heroic action: discard three identical White cards face down to win back one Life.
                Identical means the same kind and, for Fight cards, the same value: three Grails, three
                Fight 4s, three Merlins. At 6 Life it is refused " <R ids="CHV-5.8" /> "."
            </p>
            <p>
                "At 0, after the Grail holder's chance to save him, the knight dies: his figure leaves the
                board (with the White cards of a solo quest), his hand is discarded, any Excalibur or
                Armour he held leaves the game, and his loyalty stays hidden until the end "
                <R ids="CHV-12.2" />
                ". A dead knight takes no turns, cannot accuse or be accused, receives nothing, but still
                wins or loses with his side " <R ids="CHV-12.3" />
                ". Dying by sacrifice: the action bought takes place, then the knight dies "
                <R ids="CHV-12.4" /> "."
            </p>
        </section>
        <section id="chevaliers-loyalty" aria-labelledby="chevaliers-loyalty-h">
            <h2 id="chevaliers-loyalty-h">{heading(11, Lang::En)}</h2>
            <p>
                "Only its owner sees a Loyalty card, until an accusation, the Fate card played by the
                Traitor or the final reveal shows it. At the end all are shown, the spare card included "
                <R ids="CHV-13, CHV-13.1" /> "."
            </p>
            <h3>"Accusing"</h3>
            <ul>
                <li>
                    "You may accuse only while there are at least 6 swords (of any colour) on the Round
                    Table or at least 6 siege engines; this is checked at every moment "
                    <R ids="CHV-13.3" /> "."
                </li>
                <li>
                    "Each player accuses once per game, whatever the outcome, and names another knight who
                    is alive and not unmasked, wherever he is " <R ids="CHV-13.4" /> "."
                </li>
                <li>
                    "The accused shows his card. Traitor: he is unmasked, and one white sword is added.
                    Loyal: one white sword on the Table turns black, if there is one " <R ids="CHV-13.5" />
                    "."
                </li>
            </ul>
            <h3>"The unmasked Traitor"</h3>
            <p>
                "He discards his White cards, turns his coat of arms over and takes his knight off the
                board. He has no Life any more, loses Excalibur and the Grail, keeps the Armour, and gets
                no more White cards " <R ids="CHV-13.6" />
                ". On his turn he takes one White card at random from a knight of his choice and discards
                it, then places a siege engine or draws a Black card. He has no Heroic action and no longer
                accuses " <R ids="CHV-13.7" />
                ". Revealing himself of his own accord is only an option " <R ids="CHV-13.8" /> "."
            </p>
        </section>
        <section id="chevaliers-end" aria-labelledby="chevaliers-end-h">
            <h2 id="chevaliers-end-h">{heading(12, Lang::En)}</h2>
            <p>
                "Swords come only from quests (with Heroism and the Mists), a correct accusation and the
                final reveal; none is ever removed, and a sword only ever turns from white to black "
                <R ids="CHV-14, CHV-14.1" />
                ". There may be more than twelve; the sixteen always suffice " <R ids="CHV-14.6" /> "."
            </p>
            <p>"After every step of play " <R ids="CHV-14.5" /> ", check in this order " <R ids="CHV-14.2" /> ":"</p>
            <ol>
                <li>"12 siege engines: Evil wins;"</li>
                <li>"7 or more black swords: Evil wins;"</li>
                <li>
                    "no Loyal knight left alive: Evil wins, Traitor or not " <R ids="CHV-12.5" /> ";"
                </li>
                <li>"12 or more swords on the Table: the final count."</li>
            </ol>
            <p>
                "The game stops at the first condition met, even in the middle of an effect. At the final
                count, if the Traitor is alive and hidden, he reveals himself and turns two white swords
                black (all of them if fewer are left). The knights win if white swords outnumber black
                ones; a tie goes to Evil. A Traitor who died without being unmasked turns his two swords
                as well (an option spares him) " <R ids="CHV-14.3" />
                ". To withstand a hidden Traitor, then, white swords must lead black ones by at least 5 "
                <R ids="CHV-14.7" /> "."
            </p>
            <p class="example">
                "Examples " <R ids="CHV-19.6" />
                ": 8 white and 3 black, then a Black Knight victory: 12 swords; the Traitor turns two, 7
                against 5, the knights win. Had it been a defeat (8 and 4), it would end 6 against 6: Evil
                wins. But if the Traitor card had been the spare one, nothing turns: 8 against 4,
                victory. A wrong accusation at 4 white and 2 black leaves 3 and 3."
            </p>
        </section>
        <section id="chevaliers-decks" aria-labelledby="chevaliers-decks-h">
            <h2 id="chevaliers-decks-h">{heading(13, Lang::En)}</h2>
            <p>
                "When a card must be drawn from an empty deck, its discard is shuffled into a new deck; by
                default the other colour is reshuffled with its discard at the same time "
                <R ids="CHV-15, CHV-15.1" />
                ". If deck and discard are both empty, you draw fewer cards, perhaps none "
                <R ids="CHV-15.2" />
                ". Cards in hands, on quests, in force or being shared are never reshuffled "
                <R ids="CHV-15.3" /> "."
            </p>
        </section>
        <section id="chevaliers-screen" aria-labelledby="chevaliers-screen-h">
            <h2 id="chevaliers-screen-h">{heading(14, Lang::En)}</h2>
            <p>
                "Each player sees only what his knight sees " <R ids="CHV-16, CHV-16.1" />
                ": his hand (the others only know how many cards), his loyalty, the card he laid face
                down, and what Percival, Clairvoyance, the Armour or a swap shows him. The board, Life,
                relics, accusations made, committed Merlins and face-up discards are public. Nobody sees
                the spare Loyalty card, nor a dead knight's, before the end."
            </p>
            <p>
                "You may talk strategy, say where you mean to go, whether you feel strong for a quest or
                not, and even lie. But you never show your cards, never name them, never give a value and
                never ask for a particular card. The table offers no way to show a card anyway; with
                several players on one screen, a hand-over screen hides each hand " <R ids="CHV-16.2" />
                ". For talk it offers ready-made messages with no numbers and no card names: “I am going
                to…”, “I can help at… a lot, a little, not at all”, “I suspect…”, “I trust…”, yes, no,
                thanks. Free text is off by default " <R ids="CHV-16.3" /> "."
            </p>
            <p>
                "Computer players know only what their knight sees and play through the same moves as you "
                <R ids="CHV-16.6" />
                ". A Loyal one weighs the dangers, keeps a suspicion score on everyone and accuses only
                when a mistake is affordable " <R ids="CHV-16.4" />
                "; a Traitor tries to do harm without getting caught " <R ids="CHV-16.5" />
                ". Both answer at the same pace, so nothing gives their side away."
            </p>
            <p>
                "The table asks one question at a time, with only the legal choices "
                <R ids="CHV-17, CHV-17.1" />
                "; a refused move changes nothing, and the reason it names leads here " <R ids="CHV-17.4" />
                ". The same deal replayed with the same moves gives the same game " <R ids="CHV-17.5" />
                ". Corner cases (Guinevere in the middle of Morgan 2, a card for a closed quest, and so on)
                follow the specification " <R ids="CHV-17.6" />
                ", and random games check that no card, sword or figure goes missing " <R ids="CHV-18, CHV-18.1, CHV-18.2, CHV-18.3" />
                ", that swords, engines, warriors, Life and
                quests stay within bounds "
                <R ids="CHV-18.4, CHV-18.5, CHV-18.6, CHV-18.7, CHV-18.8, CHV-18.9" />
                ", that accusations, effects and relics follow the rules "
                <R ids="CHV-18.10, CHV-18.11, CHV-18.12" /> ", that every game ends, that a move is always
                possible, that nobody sees what he should not and that everything replays identically "
                <R ids="CHV-18.13, CHV-18.14, CHV-18.15, CHV-18.16" />
                ". The examples on this page come from the specification's scenarios " <R ids="CHV-19" />
                "."
            </p>
        </section>
        <section id="chevaliers-options" aria-labelledby="chevaliers-options-h">
            <h2 id="chevaliers-options-h">{heading(15, Lang::En)}</h2>
            <p>
                "The choices we made where the rules are silent are listed in the specification "
                <R ids="CHV-20" /> ". Some are options (default first):"
            </p>
            <ul>
                <li>"knights: at random, or picked in turn " <R ids="CHV-2.3" /> ";"</li>
                <li>
                    "loyalty: one card more than there are players; all eight cards (a Traitor slightly
                    less likely); a certain Traitor; no Traitor, to learn " <R ids="CHV-2.4" /> ";"
                </li>
                <li>"three Merlins heal like three identical cards: yes, or no " <R ids="CHV-5.8" /> ";"</li>
                <li>"Excalibur's river: 5 steps each way " <R ids="CHV-7.7" /> ";"</li>
                <li>"Excalibur and Kay count against siege engines: yes, or no " <R ids="CHV-7.10" /> ";"</li>
                <li>"the Traitor may reveal himself of his own accord: no, or yes " <R ids="CHV-13.8" /> ";"</li>
                <li>"a dead Traitor still turns two swords: yes, or no " <R ids="CHV-14.3" /> ";"</li>
                <li>"both decks are reshuffled together: yes, or no " <R ids="CHV-15.1" /> ";"</li>
                <li>"free text between players: no, or yes " <R ids="CHV-16.3" /> "."</li>
            </ul>
            <p>
                "See also " <a href=section_href("chevaliers-goal")>"the aim of the game"</a>
                " for games without a Traitor."
            </p>
        </section>
    }
}
