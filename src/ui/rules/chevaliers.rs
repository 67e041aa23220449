//! The rules of Les Chevaliers de la Table Ronde (Shadows over Camelot), in French and English,
//! written in our own words from `shared/rules/chevaliers.md`. Rule ids are cited so that the
//! table's reasons can be looked up. This file holds the page's outline, the aim, the setup and
//! the turn; the quests are in `chevaliers_quests.rs`, the cards, knights and relics in
//! `chevaliers_cards.rs`, life, loyalty, the end, the decks, hidden information and the options
//! in `chevaliers_end.rs`, and the tables (data from the spec: the engine is written apart) in
//! `chevaliers_tables.rs`.

use super::chevaliers_sections::{SECTIONS, heading, section_href};
use super::{Page, R, rule_numbers};
use super::{chevaliers_cards, chevaliers_end, chevaliers_quests};
use crate::ui::Lang;
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table refuse un coup, elle cite la règle en cause (par exemple CHV-5.3)\u{a0}: vous la retrouverez ici entre parenthèses.",
    "When the table refuses a move it names the rule involved (CHV-5.3, say): you will find it here in brackets.",
);

rules_page!();

/// The section that explains rule `id` (`CHV-5.3` → `chevaliers-turn`); unknown ids go to the
/// top.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    match rule_numbers(id, "CHV-") {
        (Some(2), Some(1 | 4)) | (Some(13), Some(2)) | (Some(14), Some(4)) => "chevaliers-goal",
        (Some(1), Some(8)) | (Some(8), _) => "chevaliers-white",
        (Some(1), Some(9)) | (Some(17), Some(3)) | (Some(6 | 9), _) => "chevaliers-black",
        (Some(17), Some(2)) | (Some(1 | 2), _) => "chevaliers-setup",
        (Some(12), Some(5)) | (Some(19), Some(6)) | (Some(14), _) => "chevaliers-end",
        (Some(5), Some(8)) | (Some(12), _) => "chevaliers-life",
        (Some(19), Some(7)) | (Some(3..=5), _) => "chevaliers-turn",
        (Some(7), Some(5)) | (Some(19), Some(1 | 2)) => "chevaliers-combat",
        (Some(7), Some(6..=10)) | (Some(19), Some(3..=5)) => "chevaliers-others",
        (Some(7), _) => "chevaliers-quests",
        (Some(10), _) => "chevaliers-knights",
        (Some(11), _) => "chevaliers-relics",
        (Some(13), _) => "chevaliers-loyalty",
        (Some(15), _) => "chevaliers-decks",
        (Some(16..=19), _) => "chevaliers-screen",
        (Some(20), _) => "chevaliers-options",
        _ => "chevaliers-goal",
    }
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="chevaliers-goal" aria-labelledby="chevaliers-goal-h">
            <h2 id="chevaliers-goal-h">{heading(0, Lang::Fr)}</h2>
            <p>
                "De trois à sept joueurs, chacun dans la peau d'un chevalier de la Table Ronde "
                <R ids="CHV-2.1" />
                ". Ils jouent ensemble contre le jeu lui-même\u{a0}: à chaque tour, le Mal avance, et les
                chevaliers courent de quête en quête pour le repousser. Chaque quête gagnée pose des épées
                blanches sur la Table Ronde, chaque quête perdue des épées noires. Le but\u{a0}: qu'une fois
                la Table garnie de douze épées, les blanches soient les plus nombreuses."
            </p>
            <p>
                "Mais un félon se cache peut-être parmi eux. Chacun reçoit en secret une carte
                d'allégeance tirée d'un paquet qui compte une carte de plus que de joueurs\u{a0}: toutes
                loyales, sauf une, celle du félon. La carte en trop reste de côté, face cachée, sans que
                personne la voie. Le plus souvent il y a donc un félon, mais parfois non, et personne ne
                peut en être sûr " <R ids="CHV-2.4" />
                ". D'autres façons de distribuer les allégeances existent en option (les huit cartes, un
                félon garanti, ou aucun félon pour une première partie)\u{a0}: voir "
                <a href=section_href("chevaliers-options")>"les options"</a> "."
            </p>
            <p>
                "Le félon caché joue exactement selon les mêmes règles que les autres\u{a0}: il peut accuser,
                il peut mentir autour de la table, mais il ne peut jamais tricher " <R ids="CHV-13.2" />
                ". Si les chevaliers gagnent, tous les loyaux gagnent, morts compris, et le félon perd\u{a0};
                si le Mal gagne, c'est le félon qui l'emporte. Sans félon, les loyaux gagnent ou perdent
                ensemble " <R ids="CHV-14.4" /> "."
            </p>
        </section>
        <section id="chevaliers-setup" aria-labelledby="chevaliers-setup-h">
            <h2 id="chevaliers-setup-h">{heading(1, Lang::Fr)}</h2>
            <p>"La boîte contient " <R ids="CHV-1" /> "\u{a0}:"</p>
            <ul>
                <li>
                    "quatre plateaux\u{a0}: Camelot (avec la Table Ronde, le tournoi du Chevalier Noir et les
                    guerres contre les Pictes et les Saxons) et trois plateaux de quête recto verso, le
                    Graal, Excalibur et Lancelot, qui cache le Dragon au dos " <R ids="CHV-1.1" />
                    "\u{a0};"
                </li>
                <li>"seize épées, blanches d'un côté, noires de l'autre " <R ids="CHV-1.2" /> "\u{a0};"</li>
                <li>
                    "trente figurines\u{a0}: sept chevaliers, douze engins de siège, quatre Pictes, quatre
                    Saxons et trois reliques " <R ids="CHV-1.3" /> "\u{a0};"
                </li>
                <li>
                    "sept blasons, un par chevalier, avec son pouvoir au recto et le tour du félon démasqué
                    au verso " <R ids="CHV-1.4" /> "\u{a0};"
                </li>
                <li>
                    "un dé à six faces par chevalier pour compter sa Vie, et un dé à huit faces pour les
                    combats contre les engins " <R ids="CHV-1.5" /> "\u{a0};"
                </li>
                <li>
                    "168 cartes\u{a0}: 84 blanches, 76 noires et 8 d'allégeance (7 loyales, 1 félon) "
                    <R ids="CHV-1.6" />
                    ". Le détail vient avec "
                    <a href=section_href("chevaliers-white")>"les cartes blanches"</a> " et "
                    <a href=section_href("chevaliers-black")>"les cartes noires"</a>
                    "\u{a0}; chaque carte a un identifiant fixe qui permet de la désigner "
                    <R ids="CHV-1.7" /> "."
                </li>
            </ul>
            <p>"Pour préparer la partie " <R ids="CHV-2" /> "\u{a0}:"</p>
            <ol>
                <li>
                    "On dispose les plateaux, Lancelot visible, les deux pioches sur Camelot, la réserve
                    d'épées, d'engins et de guerriers à côté, chaque relique sur sa quête et Excalibur au
                    milieu de sa rivière " <R ids="CHV-2.2" /> "."
                </li>
                <li>
                    "Chacun reçoit un blason (au hasard, ou au choix en option) et place son chevalier à la
                    Table Ronde avec 4 Vies " <R ids="CHV-2.3" /> "."
                </li>
                <li>
                    "On distribue les allégeances comme dit plus haut\u{a0}; chacun regarde la sienne en
                    secret."
                </li>
                <li>
                    "Chacun reçoit un Merlin et cinq autres cartes blanches tirées du paquet battu\u{a0}: six
                    cartes en main " <R ids="CHV-2.5" /> ". Le paquet noir est battu à son tour "
                    <R ids="CHV-2.6" /> "."
                </li>
                <li>
                    "Tout part de zéro\u{a0}: aucune épée, aucun engin, aucun guerrier, quêtes vides, Excalibur
                    au centre, aucune relique gagnée, aucune accusation faite " <R ids="CHV-2.9" /> "."
                </li>
                <li>
                    "Le roi Arthur, s'il est en jeu, commence\u{a0}; sinon, un joueur tiré au sort. On joue
                    ensuite dans le sens des aiguilles d'une montre " <R ids="CHV-2.8" /> "."
                </li>
            </ol>
            <h3>"Le partage préliminaire"</h3>
            <p>
                "Avant le premier tour, chacun pose face visible une carte blanche de sa main. Les
                joueurs décident ensemble qui prend quoi\u{a0}: on peut tout prendre, ou rien. Faute
                d'accord, ces cartes sont battues et redonnées une par une " <R ids="CHV-2.7" /> "."
            </p>
            <p>
                "À l'écran, le même partage sert pour le préliminaire, les récompenses des quêtes et la
                Convocation\u{a0}: un joueur propose une répartition de toutes les cartes (face
                visible), puis chacun des autres, dans l'ordre, l'accepte ou la refuse. Un seul refus, et
                les cartes sont battues puis distribuées une à une en partant du proposant. Seul à
                partager, on prend tout " <R ids="CHV-17.2" /> "."
            </p>
        </section>
        <section id="chevaliers-turn" aria-labelledby="chevaliers-turn-h">
            <h2 id="chevaliers-turn-h">{heading(2, Lang::Fr)}</h2>
            <p>
                "Un tour se joue en trois temps " <R ids="CHV-3, CHV-3.1" />
                "\u{a0}: d'abord une action de Progression du Mal, obligatoire\u{a0}; puis une action
                héroïque\u{a0}; enfin, si on le veut, une seconde action héroïque achetée au prix d'une Vie."
            </p>
            <h3>"1. La Progression du Mal"</h3>
            <p>"Le chevalier choisit une seule de ces trois options " <R ids="CHV-4, CHV-4.1" /> "\u{a0}:"</p>
            <ul>
                <li>
                    "piocher la première carte noire et l'appliquer ("
                    <a href=section_href("chevaliers-black")>"voir les cartes noires"</a>
                    ")\u{a0}; impossible seulement quand il ne reste de carte noire ni dans la pioche ni dans
                    la défausse " <R ids="CHV-4.6" /> "\u{a0};"
                </li>
                <li>
                    "poser un engin de siège autour de Camelot\u{a0}; toujours permis, mais le douzième fait
                    perdre la partie sur-le-champ " <R ids="CHV-4.4" /> "\u{a0};"
                </li>
                <li>
                    "perdre une Vie\u{a0}; toujours permis, même à 1. Un chevalier qui tombe à 0 meurt et
                    quitte la partie sans montrer son allégeance " <R ids="CHV-4.5" /> "."
                </li>
            </ul>
            <p>
                "Perceval peut d'abord regarder la carte du dessus " <R ids="CHV-4.2" />
                "\u{a0}; le porteur de l'Armure de Lancelot qui pioche tire deux cartes et n'en applique
                qu'une " <R ids="CHV-4.3" /> "."
            </p>
            <h3>"2. L'action héroïque"</h3>
            <p>
                "Il y en a cinq sortes " <R ids="CHV-5, CHV-5.1" />
                ". Une au moins est due à chaque tour\u{a0}: le tour ne s'achève pas sans elle, sauf si
                aucune n'est possible, ce qui n'arrive presque jamais puisqu'on peut toujours se déplacer "
                <R ids="CHV-3.2" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Se déplacer"</strong>
                    "\u{a0}: aller à Camelot ou à n'importe quelle quête active, quelle que soit la distance. Le
                    Chevalier Noir et les deux guerres sont toujours actifs\u{a0}; Lancelot puis le Dragon,
                    Excalibur et le Graal jusqu'à leur fin " <R ids="CHV-5.2" />
                    ". Une quête solitaire (Chevalier Noir, Lancelot) n'accueille qu'un chevalier "
                    <R ids="CHV-5.3" />
                    ". Qui quitte une quête solitaire, pour quelque raison que ce soit, y perd toutes les
                    cartes blanches posées\u{a0}; les cartes noires restent. Sur une quête collective, les
                    cartes restent en place " <R ids="CHV-5.4" /> "."
                </li>
                <li>
                    <strong>"Agir sur la quête"</strong>
                    " où l'on se trouve\u{a0}: poser une carte, défausser une carte à Excalibur, piocher à la
                    Table Ronde ou combattre les engins " <R ids="CHV-5.6" />
                    ". Camelot réunit la Table Ronde et les abords assiégés\u{a0}: de là, on peut faire l'un
                    ou l'autre " <R ids="CHV-5.5" /> "."
                </li>
                <li>
                    <strong>"Jouer une carte blanche spéciale"</strong>
                    "\u{a0}: une seule par tour, celle de Galaad comprise\u{a0}; les Merlins donnés pour une
                    annulation collective ne comptent pas " <R ids="CHV-5.7" /> "."
                </li>
                <li>
                    <strong>"Se soigner"</strong> "\u{a0}: voir "
                    <a href=section_href("chevaliers-life")>"Vie, soins et mort"</a> "."
                </li>
                <li>
                    <strong>"Accuser"</strong> " un autre chevalier\u{a0}: voir "
                    <a href=section_href("chevaliers-loyalty")>"les accusations"</a> " "
                    <R ids="CHV-5.9" /> "."
                </li>
            </ul>
            <h3>"3. Le sacrifice"</h3>
            <p>
                "Après sa première action héroïque, le chevalier peut payer une Vie pour en faire une
                seconde, d'une autre sorte que la première. Une fois par tour au plus "
                <R ids="CHV-3.3" />
                ". Le paiement et l'action forment un tout\u{a0}: si l'action est refusée, la Vie n'est pas
                payée."
            </p>
            <p class="example">
                "Exemple\u{a0}: Yann, à 3 Vies, s'est déplacé. Un second déplacement lui est refusé (même
                sorte)\u{a0}; poser une carte sur sa quête est permis, et le laisse à 2 Vies. Un second
                sacrifice dans le même tour serait refusé " <R ids="CHV-19.7" /> "."
            </p>
            <h3>"Hors des actions"</h3>
            <p>
                "Certains gestes ne comptent pas comme actions héroïques\u{a0}: l'échange d'Arthur, le
                départ gratuit de Tristan, la carte spéciale de Galaad pendant son tour\u{a0}; et, hors de son
                tour, l'annulation par Merlin, les pouvoirs d'Excalibur et du Graal, la carte de Keu, les
                volontaires de Morgane, les partages et la réponse à l'échange d'Arthur "
                <R ids="CHV-3.4" /> "."
            </p>
            <p>
                "Les chevaliers morts sont sautés\u{a0}; le félon démasqué joue un tour à part "
                <R ids="CHV-3.5" />
                ". Si le chevalier actif meurt pendant son tour, celui-ci s'arrête dès que l'effet en
                cours est réglé\u{a0}; la carte Guenièvre, elle aussi, met fin au tour de celui qui la pioche "
                <R ids="CHV-3.6" />
                ". Après chaque étape, la table vérifie si la partie est finie " <R ids="CHV-3.7" /> "."
            </p>
        </section>
        {chevaliers_quests::fr()}
        {chevaliers_cards::fr()}
        {chevaliers_end::fr()}
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="chevaliers-goal" aria-labelledby="chevaliers-goal-h">
            <h2 id="chevaliers-goal-h">{heading(0, Lang::En)}</h2>
            <p>
                "Three to seven players each play a knight of the Round Table " <R ids="CHV-2.1" />
                ". They play together against the game itself: every turn Evil gains ground, and the
                knights hurry from quest to quest to push it back. Each quest won lays white swords on the
                Round Table, each quest lost black ones. The goal: once the Table holds twelve swords, the
                white ones must outnumber the black."
            </p>
            <p>
                "But a Traitor may be hiding among them. Each player secretly gets a Loyalty card from a
                pack holding one card more than there are players: all Loyal but one, the Traitor's. The
                spare card is set aside face down, unseen by anyone. So there is usually a Traitor, but
                not always, and nobody can be sure " <R ids="CHV-2.4" />
                ". Other ways of dealing loyalty are options (all eight cards, a certain Traitor, or no
                Traitor for a first game): see " <a href=section_href("chevaliers-options")>"options"</a>
                "."
            </p>
            <p>
                "The hidden Traitor plays by exactly the same rules as everyone: he may accuse, he may lie
                at the table, but he may never cheat " <R ids="CHV-13.2" />
                ". If the knights win, every Loyal player wins, the dead included, and the Traitor loses;
                if Evil wins, the Traitor wins. With no Traitor, the Loyal players win or lose together "
                <R ids="CHV-14.4" /> "."
            </p>
        </section>
        <section id="chevaliers-setup" aria-labelledby="chevaliers-setup-h">
            <h2 id="chevaliers-setup-h">{heading(1, Lang::En)}</h2>
            <p>"In the box " <R ids="CHV-1" /> ":"</p>
            <ul>
                <li>
                    "four boards: Camelot (with the Round Table, the Black Knight's tournament and the wars
                    against the Picts and the Saxons) and three double-sided quest boards, the Grail,
                    Excalibur and Lancelot, with the Dragon on its back " <R ids="CHV-1.1" /> ";"
                </li>
                <li>"sixteen swords, white on one face and black on the other " <R ids="CHV-1.2" /> ";"</li>
                <li>
                    "thirty figures: seven knights, twelve siege engines, four Picts, four Saxons and three
                    relics " <R ids="CHV-1.3" /> ";"
                </li>
                <li>
                    "seven coats of arms, one per knight, his power on the front and the unmasked Traitor's
                    turn on the back " <R ids="CHV-1.4" /> ";"
                </li>
                <li>
                    "one six-sided die per knight to keep track of his Life, and an eight-sided die for
                    siege fights " <R ids="CHV-1.5" /> ";"
                </li>
                <li>
                    "168 cards: 84 White, 76 Black and 8 Loyalty (7 Loyal, 1 Traitor) " <R ids="CHV-1.6" />
                    ". The details come with " <a href=section_href("chevaliers-white")>"White cards"</a>
                    " and " <a href=section_href("chevaliers-black")>"Black cards"</a>
                    "; each card has a fixed id so it can be named " <R ids="CHV-1.7" /> "."
                </li>
            </ul>
            <p>"To set up " <R ids="CHV-2" /> ":"</p>
            <ol>
                <li>
                    "Lay out the boards, Lancelot face up, both decks on Camelot, the swords, engines and
                    warriors beside the board, each relic on its quest and Excalibur in the middle of its
                    river " <R ids="CHV-2.2" /> "."
                </li>
                <li>
                    "Everyone gets a coat of arms (at random, or by choice as an option) and puts his knight
                    at the Round Table with 4 Life " <R ids="CHV-2.3" /> "."
                </li>
                <li>"Deal loyalty as described above; each player looks at his own in secret."</li>
                <li>
                    "Everyone gets one Merlin and five more White cards from the shuffled deck: six cards in
                    hand " <R ids="CHV-2.5" /> ". Then the Black deck is shuffled " <R ids="CHV-2.6" /> "."
                </li>
                <li>
                    "Everything starts at zero: no swords, no engines, no warriors, empty quests, Excalibur
                    in the middle, no relic won, no accusation made " <R ids="CHV-2.9" /> "."
                </li>
                <li>
                    "King Arthur, if he is in play, goes first; otherwise a random player. Play then goes
                    clockwise " <R ids="CHV-2.8" /> "."
                </li>
            </ol>
            <h3>"The opening share"</h3>
            <p>
                "Before the first turn each player lays one White card from his hand face up. The players
                decide together who takes which: one may take several, or none. If they cannot agree,
                those cards are shuffled and dealt back one each " <R ids="CHV-2.7" /> "."
            </p>
            <p>
                "On screen the same sharing serves for the opening share, quest rewards and Convocation:
                one player proposes how to split all the cards (face up), then each of the others in turn
                accepts or refuses. One refusal and the cards are shuffled and dealt one at a time,
                starting with the proposer. Sharing alone, you take everything " <R ids="CHV-17.2" /> "."
            </p>
        </section>
        <section id="chevaliers-turn" aria-labelledby="chevaliers-turn-h">
            <h2 id="chevaliers-turn-h">{heading(2, Lang::En)}</h2>
            <p>
                "A turn has three parts " <R ids="CHV-3, CHV-3.1" />
                ": first one Progression of Evil, which is compulsory; then one Heroic action; last, if
                you wish, a second Heroic action bought for one Life."
            </p>
            <h3>"1. Progression of Evil"</h3>
            <p>"The knight picks exactly one of three options " <R ids="CHV-4, CHV-4.1" /> ":"</p>
            <ul>
                <li>
                    "draw the top Black card and apply it ("
                    <a href=section_href("chevaliers-black")>"see Black cards"</a>
                    "); barred only when no Black card is left in either the deck or the discard "
                    <R ids="CHV-4.6" /> ";"
                </li>
                <li>
                    "put a siege engine around Camelot; always allowed, but the twelfth one loses the game
                    on the spot " <R ids="CHV-4.4" /> ";"
                </li>
                <li>
                    "lose one Life; always allowed, even at 1. A knight brought to 0 dies and leaves the game
                    without showing his loyalty " <R ids="CHV-4.5" /> "."
                </li>
            </ul>
            <p>
                "Percival may first look at the top card " <R ids="CHV-4.2" />
                "; the holder of Lancelot's Armour who draws takes two cards and applies only one "
                <R ids="CHV-4.3" /> "."
            </p>
            <h3>"2. The Heroic action"</h3>
            <p>
                "There are five kinds " <R ids="CHV-5, CHV-5.1" />
                ". At least one is owed every turn: the turn cannot end without it, unless none is
                possible, which hardly ever happens since you can always move " <R ids="CHV-3.2" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Move"</strong>
                    ": go to Camelot or to any active quest, however far. The Black Knight and both wars are
                    always active; Lancelot then the Dragon, Excalibur and the Grail until they end "
                    <R ids="CHV-5.2" /> ". A solo quest (Black Knight, Lancelot) takes only one knight "
                    <R ids="CHV-5.3" />
                    ". Whoever leaves a solo quest, for any reason, loses every White card laid there; the
                    Black cards stay. On a group quest the cards stay where they are " <R ids="CHV-5.4" />
                    "."
                </li>
                <li>
                    <strong>"Act on the quest"</strong>
                    " you are at: lay a card, discard a card at Excalibur, draw at the Round Table or fight
                    the siege engines " <R ids="CHV-5.6" />
                    ". Camelot holds both the Round Table and the besieged walls: from there you may do
                    either " <R ids="CHV-5.5" /> "."
                </li>
                <li>
                    <strong>"Play a special White card"</strong>
                    ": one per turn, Galahad's included; Merlins given to a joint cancel do not count "
                    <R ids="CHV-5.7" /> "."
                </li>
                <li>
                    <strong>"Heal"</strong> ": see "
                    <a href=section_href("chevaliers-life")>"Life, healing and death"</a> "."
                </li>
                <li>
                    <strong>"Accuse"</strong> " another knight: see "
                    <a href=section_href("chevaliers-loyalty")>"accusations"</a> " " <R ids="CHV-5.9" />
                    "."
                </li>
            </ul>
            <h3>"3. Sacrifice"</h3>
            <p>
                "After his first Heroic action the knight may pay one Life for a second one, of a
                different kind from the first. At most once a turn " <R ids="CHV-3.3" />
                ". Payment and action go together: if the action is refused, the Life is not paid."
            </p>
            <p class="example">
                "Example: Yann, at 3 Life, has moved. A second move is refused (same kind); laying a card
                on his quest is allowed, and leaves him at 2 Life. A second sacrifice that turn would be
                refused " <R ids="CHV-19.7" /> "."
            </p>
            <h3>"Outside the actions"</h3>
            <p>
                "Some moves are not Heroic actions: Arthur's swap, Tristan's free departure, Galahad's
                special card during his turn; and, outside one's turn, the Merlin cancel, the powers of
                Excalibur and the Grail, Kay's card, Morgan's volunteers, the sharing and the answer to
                Arthur's swap " <R ids="CHV-3.4" /> "."
            </p>
            <p>
                "Dead knights are skipped; the unmasked Traitor plays a turn of his own "
                <R ids="CHV-3.5" />
                ". If the active knight dies during his turn, it stops once the current effect is settled;
                the Guinevere card also ends the turn of whoever draws it " <R ids="CHV-3.6" />
                ". After every step the table checks whether the game is over " <R ids="CHV-3.7" /> "."
            </p>
        </section>
        {chevaliers_quests::en()}
        {chevaliers_cards::en()}
        {chevaliers_end::en()}
    }
}
