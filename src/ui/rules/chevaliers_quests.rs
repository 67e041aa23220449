//! The quests of the Chevaliers rules page, in French and English: the quest sheet and the
//! rules common to every quest, the combat quests (Black Knight, Lancelot, Dragon), then
//! Excalibur, the Holy Grail, the wars and Camelot, each with the spec's worked examples.

use super::R;
use super::chevaliers_sections::{heading, section_href};
use super::chevaliers_tables::QuestTable;
use crate::ui::Lang;
use leptos::prelude::*;

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="chevaliers-quests" aria-labelledby="chevaliers-quests-h">
            <h2 id="chevaliers-quests-h">{heading(3, Lang::Fr)}</h2>
            <p>
                "Chaque quête oppose deux côtés\u{a0}: celui du Mal, garni par les cartes noires, et celui
                des chevaliers, garni par leurs actions " <R ids="CHV-7, CHV-7.A" />
                ". Le tableau résume ce que chacune demande et rapporte\u{a0}; Camelot, à part, est décrite "
                <a href=section_href("chevaliers-others")>"plus bas"</a> "."
            </p>
            <QuestTable />
            <p>"Règles communes à toutes les quêtes " <R ids="CHV-7.B" /> "\u{a0}:"</p>
            <ul>
                <li>
                    "Une quête s'achève dès que sa condition de fin est remplie, par qui que ce soit. On
                    applique alors, dans l'ordre\u{a0}: les épées (plus une si Héroïsme est posée dessus, plus
                    une noire en cas d'échec sous les Brumes d'Avalon)\u{a0}; la Vie des chevaliers présents
                    (entre 0 et 6)\u{a0}; la relique, qui va au chevalier dont l'action a conclu la victoire,
                    ou sort du jeu en cas d'échec\u{a0}; les cartes blanches gagnées, partagées entre les
                    présents\u{a0}; puis la quête est vidée, les présents rentrent gratuitement à la Table
                    Ronde, et la quête recommence, se retourne ou se ferme " <R ids="CHV-7.1" /> "."
                </li>
                <li>
                    "Est présent qui se trouve sur la quête à sa fin. Une victoire sans personne ne rend
                    aucune Vie, et les cartes gagnées sont piochées puis défaussées\u{a0}; épées et engins
                    comptent quand même " <R ids="CHV-7.2" /> "."
                </li>
                <li>
                    "Gagner n'importe quelle quête lève Viviane et Brocéliande si elles sont en jeu "
                    <R ids="CHV-7.3" /> "."
                </li>
                <li>
                    "Quand c'est une carte noire qui conclut la quête, celui qui propose le partage est le
                    joueur actif s'il est présent, sinon le premier présent après lui "
                    <R ids="CHV-7.4" /> "."
                </li>
                <li>
                    "Le Chevalier Noir et les guerres recommencent à vide après chaque résultat. Lancelot se
                    retourne en Dragon. Le Dragon, Excalibur et le Graal se ferment pour de bon "
                    <R ids="CHV-7.11" /> "."
                </li>
            </ul>
        </section>
        <section id="chevaliers-combat" aria-labelledby="chevaliers-combat-h">
            <h2 id="chevaliers-combat-h">{heading(4, Lang::Fr)}</h2>
            <p>
                "Sur ces trois quêtes, l'action des chevaliers consiste à poser une carte Combat de sa main
                sur une place libre. La carte doit laisser possible la figure à compléter " <R ids="CHV-7.5" />
                "\u{a0}:"
            </p>
            <ul>
                <li>
                    <strong>"Chevalier Noir"</strong>
                    " (solitaire)\u{a0}: deux paires de valeurs différentes, donc au plus deux valeurs,
                    chacune au plus deux fois."
                </li>
                <li>
                    <strong>"Lancelot"</strong>
                    " (solitaire)\u{a0}: un brelan et une paire, donc au plus deux valeurs, l'une au plus trois
                    fois, jamais deux fois trois."
                </li>
                <li>
                    <strong>"Dragon"</strong>
                    " (collective, après Lancelot)\u{a0}: trois brelans, donc au plus trois valeurs, chacune au
                    plus trois fois."
                </li>
            </ul>
            <p>
                "À la fin, on retourne les cartes noires cachées, Keu peut ajouter une carte, le porteur
                d'Excalibur présent ajoute 1, et les chevaliers ne gagnent qu'avec un total strictement
                plus grand que celui du Mal\u{a0}: l'égalité profite au Mal."
            </p>
            <p class="example">
                "Exemples au Chevalier Noir " <R ids="CHV-19.1" />
                "\u{a0}: avec 2, 5 et 2 posés, un 5 conclut la quête. Le Mal révèle 1 + 3 + 1 = 5, les
                chevaliers ont 14\u{a0}: une épée blanche, une Vie et trois cartes pour le vainqueur. Avec 2
                et 5 posés, un 3 est refusé\u{a0}; avec 2 et 2, un troisième 2 aussi. Avec 1, 1, 2 puis 2
                contre 5 + 1\u{a0}: 6 contre 6, c'est perdu (épée noire, une Vie en moins), sauf si Keu
                ajoute un 1 ou si le chevalier porte Excalibur."
            </p>
            <p class="example">
                "Exemples à Lancelot et au Dragon " <R ids="CHV-19.2" />
                "\u{a0}: avec 3, 3, 3, 5 posés, un quatrième 3 est refusé et un 5 complète la figure\u{a0};
                19 contre 9, victoire\u{a0}: l'Armure, une Vie, quatre cartes, puis le plateau passe au
                Dragon. Au Dragon, avec trois 1, trois 2 et deux 4, un 2 est refusé, un 4 conclut\u{a0}: 21
                contre 19, deux épées blanches et deux Vies pour chaque présent. Une carte
                Lancelot/Dragon piochée après la fin du Dragon devient un engin de siège."
            </p>
        </section>
        <section id="chevaliers-others" aria-labelledby="chevaliers-others-h">
            <h2 id="chevaliers-others-h">{heading(5, Lang::Fr)}</h2>
            <h3>"Le Saint Graal"</h3>
            <p>
                "Le plateau a sept places. Les cartes Graal s'y posent depuis le côté lumineux, les cartes
                noires depuis le côté sombre. Jouer une carte Graal en ajoute une s'il reste une
                place\u{a0}; sinon, elle détruit la carte noire la plus proche du centre, et toutes deux
                vont à la défausse. Un Désespoir fait l'inverse. Une Désolation détruit d'abord une carte
                Graal s'il y en a, puis se pose comme un Désespoir. Sept cartes Graal, c'est la
                victoire\u{a0}; sept noires, la défaite\u{a0}; un plateau plein et mélangé continue. Sous
                Brocéliande, aucune carte Graal ne se joue " <R ids="CHV-7.6" /> "."
            </p>
            <p class="example">
                "Exemple " <R ids="CHV-19.4" />
                "\u{a0}: 4 Graal et 3 noires, plateau plein. Une carte Graal détruit un Désespoir (4 et
                2). Un Désespoir revient (4 et 3). Une Désolation détruit un Graal puis se pose (3 et 4).
                Avec 6 Graal et aucune noire, une carte Graal gagne la quête\u{a0}: trois épées blanches,
                une Vie pour chaque présent, sept cartes et le Saint Graal."
            </p>
            <h3>"Excalibur"</h3>
            <p>
                "L'épée part du milieu d'une rivière de cinq pas de chaque côté. Défausser n'importe quelle
                carte blanche, face cachée, la rapproche d'un pas des chevaliers\u{a0}; chaque carte noire
                Excalibur l'éloigne d'un pas vers l'oubli. La quête s'achève quand elle touche une rive "
                <R ids="CHV-7.7" /> "."
            </p>
            <p class="example">
                "Exemple " <R ids="CHV-19.3" />
                "\u{a0}: l'épée est à un pas de la rive des chevaliers\u{a0}; Inès défausse une carte\u{a0}:
                victoire, deux épées blanches, une Vie pour chaque présent, sept cartes, et Excalibur pour
                Inès. À l'inverse, un échec ne coûte pas de Vie, mais deux épées noires et la relique."
            </p>
            <h3>"Les guerres contre les Pictes et les Saxons"</h3>
            <p>
                "Ce sont deux quêtes distinctes. Chaque carte noire du peuple ajoute un guerrier\u{a0}; le
                quatrième fait perdre la guerre. Les chevaliers y posent des cartes Combat dans l'ordre
                exact 1, 2, 3, 4, 5\u{a0}: le 5 gagne. Avec Mordred, il faut 1, 2, 3, 4, 5, 5 "
                <R ids="CHV-7.8" /> "."
            </p>
            <h3>"Camelot"</h3>
            <p>
                "À la Table Ronde, l'action consiste à piocher deux cartes blanches (trois pour Gauvain),
                sauf si l'on en tient déjà douze ou plus\u{a0}; il n'y a pas d'autre limite de main "
                <R ids="CHV-7.9" /> "."
            </p>
            <p>
                "Contre les engins de siège (il en faut au moins un), on pose une ou plusieurs cartes
                Combat, puis on lance le dé à huit faces. Excalibur ajoute 1 à son porteur\u{a0}; Keu peut
                ajouter une carte après le lancer. Si le total dépasse le dé, un engin est retiré\u{a0};
                sinon, le combattant perd une Vie. Les cartes sont défaussées dans les deux cas "
                <R ids="CHV-7.10" /> "."
            </p>
            <p class="example">
                "Exemples " <R ids="CHV-19.5" />
                "\u{a0}: trois Pictes sont là\u{a0}; une carte Pictes en ajoute un quatrième\u{a0}: guerre
                perdue, une épée noire, une Vie en moins pour chaque présent et deux engins de plus. Chez
                les Saxons, avec 1 et 2 posés, un 4 est refusé. Au siège, 3 + 4 = 7 contre un 7 au
                dé\u{a0}: perdu, une Vie en moins\u{a0}; contre un 6, un engin s'en va."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="chevaliers-quests" aria-labelledby="chevaliers-quests-h">
            <h2 id="chevaliers-quests-h">{heading(3, Lang::En)}</h2>
            <p>
                "Every quest has two sides: Evil's, filled by Black cards, and the Knights', filled by
                their actions " <R ids="CHV-7, CHV-7.A" />
                ". The table sums up what each asks and gives; Camelot, which is different, comes "
                <a href=section_href("chevaliers-others")>"further down"</a> "."
            </p>
            <QuestTable />
            <p>"Rules shared by every quest " <R ids="CHV-7.B" /> ":"</p>
            <ul>
                <li>
                    "A quest ends as soon as its end condition is met, whoever caused it. Then, in order:
                    the swords (one more if Heroism lies on it, one more black on a defeat under the Mists
                    of Avalon); the Life of the knights present (kept between 0 and 6); the relic, which
                    goes to the knight whose action completed the victory, or leaves the game on a defeat;
                    the White cards won, shared among those present; then the quest is cleared, those
                    present go back to the Round Table for free, and the quest starts again, turns over or
                    closes " <R ids="CHV-7.1" /> "."
                </li>
                <li>
                    "Present means standing on the quest when it ends. A victory with nobody there gives no
                    Life, and the cards won are drawn and discarded; swords and engines still count "
                    <R ids="CHV-7.2" /> "."
                </li>
                <li>
                    "Winning any quest lifts Vivien and the Dark Forest if they are in force "
                    <R ids="CHV-7.3" /> "."
                </li>
                <li>
                    "When a Black card ends the quest, the sharing is proposed by the active player if he
                    is present, otherwise by the first knight present after him " <R ids="CHV-7.4" /> "."
                </li>
                <li>
                    "The Black Knight and the wars start again empty after each result. Lancelot turns into
                    the Dragon. The Dragon, Excalibur and the Grail close for good " <R ids="CHV-7.11" />
                    "."
                </li>
            </ul>
        </section>
        <section id="chevaliers-combat" aria-labelledby="chevaliers-combat-h">
            <h2 id="chevaliers-combat-h">{heading(4, Lang::En)}</h2>
            <p>
                "On these three quests the Knights' action is to lay one Fight card from hand on a free
                spot. The card must leave the pattern still possible " <R ids="CHV-7.5" /> ":"
            </p>
            <ul>
                <li>
                    <strong>"Black Knight"</strong>
                    " (solo): two pairs of different values, so at most two values, each at most twice."
                </li>
                <li>
                    <strong>"Lancelot"</strong>
                    " (solo): three of a kind and a pair, so at most two values, one at most three times,
                    never both three times."
                </li>
                <li>
                    <strong>"Dragon"</strong>
                    " (group, after Lancelot): three threes of a kind, so at most three values, each at most
                    three times."
                </li>
            </ul>
            <p>
                "At the end the hidden Black cards are turned up, Kay may add a card, Excalibur's holder
                adds 1 if present, and the Knights win only with a total strictly greater than Evil's: a
                tie goes to Evil."
            </p>
            <p class="example">
                "Black Knight examples " <R ids="CHV-19.1" />
                ": with 2, 5 and 2 laid, a 5 completes the quest. Evil shows 1 + 3 + 1 = 5, the Knights
                have 14: a white sword, one Life and three cards for the winner. With 2 and 5 laid a 3 is
                refused; with 2 and 2, a third 2 too. With 1, 1, 2 then 2 against 5 + 1: 6 against 6, lost
                (a black sword, one Life less), unless Kay adds a 1 or the knight holds Excalibur."
            </p>
            <p class="example">
                "Lancelot and Dragon examples " <R ids="CHV-19.2" />
                ": with 3, 3, 3, 5 laid, a fourth 3 is refused and a 5 completes the pattern; 19 against
                9, victory: the Armour, one Life, four cards, then the board turns to the Dragon. On the
                Dragon, with three 1s, three 2s and two 4s, a 2 is refused and a 4 ends it: 21 against 19,
                two white swords and two Life for each knight present. A Lancelot/Dragon card drawn after
                the Dragon closed becomes a siege engine."
            </p>
        </section>
        <section id="chevaliers-others" aria-labelledby="chevaliers-others-h">
            <h2 id="chevaliers-others-h">{heading(5, Lang::En)}</h2>
            <h3>"The Holy Grail"</h3>
            <p>
                "The board has seven spots. Grail cards fill it from the bright end, Black cards from the
                dark end. Playing a Grail card adds one if a spot is free; otherwise it destroys the Black
                card nearest the middle, and both go to the discard. A Despair does the reverse. A
                Desolation first destroys a Grail card if there is one, then is placed like a Despair.
                Seven Grail cards win; seven Black cards lose; a full, mixed board goes on. Under the Dark
                Forest no Grail card may be played " <R ids="CHV-7.6" /> "."
            </p>
            <p class="example">
                "Example " <R ids="CHV-19.4" />
                ": 4 Grail and 3 Black, board full. A Grail card destroys a Despair (4 and 2). A Despair
                comes back (4 and 3). A Desolation destroys a Grail, then is placed (3 and 4). With 6 Grail
                and no Black card, a Grail card wins the quest: three white swords, one Life for each
                knight present, seven cards and the Holy Grail."
            </p>
            <h3>"Excalibur"</h3>
            <p>
                "The sword starts in the middle of a river five steps long each way. Discarding any White
                card face down brings it one step toward the Knights; each Excalibur Black card pushes it
                one step toward Oblivion. The quest ends when it reaches a shore " <R ids="CHV-7.7" />
                "."
            </p>
            <p class="example">
                "Example " <R ids="CHV-19.3" />
                ": the sword is one step from the Knights' shore; Inès discards a card: victory, two white
                swords, one Life for each knight present, seven cards, and Excalibur for Inès. A defeat,
                on the other hand, costs no Life, but two black swords and the relic."
            </p>
            <h3>"The wars against the Picts and the Saxons"</h3>
            <p>
                "These are two separate quests. Each Black card of that people adds a warrior; the fourth
                loses the war. The Knights lay Fight cards there in the exact order 1, 2, 3, 4, 5: the 5
                wins. With Mordred it takes 1, 2, 3, 4, 5, 5 " <R ids="CHV-7.8" /> "."
            </p>
            <h3>"Camelot"</h3>
            <p>
                "At the Round Table the action is to draw two White cards (three for Gawain), unless you
                already hold twelve or more; there is no other hand limit " <R ids="CHV-7.9" /> "."
            </p>
            <p>
                "Against the siege engines (there must be at least one), lay one or more Fight cards, then
                roll the eight-sided die. Excalibur adds 1 for its holder; Kay may add a card after the
                roll. If the total beats the die, one engine is removed; otherwise the fighter loses one
                Life. The cards are discarded either way " <R ids="CHV-7.10" /> "."
            </p>
            <p class="example">
                "Examples " <R ids="CHV-19.5" />
                ": three Picts are out; a Picts card adds a fourth: war lost, one black sword, one Life
                less for each knight present and two more engines. At the Saxons, with 1 and 2 laid, a 4
                is refused. At the siege, 3 + 4 = 7 against a 7 on the die: lost, one Life less; against a
                6, one engine goes."
            </p>
        </section>
    }
}
