//! The cards, knights and relics of the Chevaliers rules page, in French and English: White
//! cards and their specials, Black cards (how one is resolved, where it goes, the specials and
//! the Merlin cancel), the seven knights and the three relics. The special cards' texts are the
//! spec's low-confidence reconstruction, and the page says so.

use super::R;
use super::chevaliers_sections::{heading, section_href};
use super::chevaliers_tables::{
    BLACK, BLACK_SPECIALS, CardTable, KNIGHTS, NamedTable, WHITE, WHITE_SPECIALS,
};
use crate::ui::Lang;
use leptos::prelude::*;

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="chevaliers-white" aria-labelledby="chevaliers-white-h">
            <h2 id="chevaliers-white-h">{heading(6, Lang::Fr)}</h2>
            <p>
                "Les 84 cartes blanches sont les armes des chevaliers " <R ids="CHV-1.8, CHV-8" />
                ". Les cartes Combat, de 1 à 5, servent au Chevalier Noir, à Lancelot, au Dragon, aux
                guerres et contre les engins\u{a0}; les cartes Graal, à la quête du Graal. N'importe quelle
                carte blanche peut être défaussée à Excalibur, et trois cartes identiques soignent "
                <R ids="CHV-8.1" /> "."
            </p>
            <CardTable rows=&WHITE caption=("Les cartes blanches", "White cards") />
            <p>
                "Merlin a deux usages " <R ids="CHV-8.2" />
                ". À trois, joués ensemble par un ou plusieurs joueurs, ils annulent une carte noire
                spéciale ("
                <a href=section_href("chevaliers-black")>"voir plus bas"</a>
                "). Seul, comme carte spéciale du tour, il défait une avancée du Mal, comme dit dans le
                tableau. Viviane interdit les deux usages."
            </p>
            <p>
                "Les huit autres cartes spéciales n'existent qu'en un exemplaire\u{a0}; chacune se joue comme
                action héroïque puis se défausse " <R ids="CHV-8.3" /> "."
            </p>
            <NamedTable
                rows=&WHITE_SPECIALS
                caption=("Les cartes blanches spéciales", "Special White cards")
                knights=false
            />
            <p class="example">
                "Attention\u{a0}: le texte de règles dont nous disposons ne donne pas le texte des cartes
                spéciales. Ceux de ce tableau sont la reconstitution, peu sûre, que documente notre
                spécification\u{a0}; ils pourront changer si une source fiable apparaît."
            </p>
        </section>
        <section id="chevaliers-black" aria-labelledby="chevaliers-black-h">
            <h2 id="chevaliers-black-h">{heading(7, Lang::Fr)}</h2>
            <p>"Les 76 cartes noires font avancer le Mal " <R ids="CHV-1.9" /> "\u{a0}:"</p>
            <CardTable rows=&BLACK caption=("Les cartes noires", "Black cards") />
            <h3>"Piocher une carte noire"</h3>
            <p>
                "Celui qui pioche montre la carte à tous " <R ids="CHV-6, CHV-6.1" />
                ". Exception\u{a0}: une carte Chevalier Noir, Lancelot ou Dragon destinée à sa quête
                ouverte, il la regarde d'abord seul. Il peut alors la poser face cachée sans dire sa
                valeur, et pioche en échange une carte blanche\u{a0}; tout le monde sait tout de même sur
                quelle quête elle va. Sa valeur se découvre à la fin de la quête, ou quand Merlin la
                retire. Une carte annulée au lieu d'être posée ne rapporte rien " <R ids="CHV-6.5" />
                "."
            </p>
            <p>
                "Une carte ordinaire peut d'abord être annulée par le porteur d'Excalibur "
                <R ids="CHV-6.4" />
                ", puis elle se place\u{a0}: sur sa quête, ou, si sa quête est terminée, elle devient un
                engin de siège de plus et part à la défausse " <R ids="CHV-6.6" />
                ". Si elle conclut une quête, celle-ci se règle aussitôt " <R ids="CHV-6.7" /> "."
            </p>
            <h3>"Les cartes noires spéciales et l'annulation par Merlin"</h3>
            <p>
                "Une carte spéciale est d'abord annoncée\u{a0}; les chevaliers peuvent alors l'annuler\u{a0};
                sinon, elle s'applique puis se défausse, à moins qu'elle reste en jeu " <R ids="CHV-6.2" />
                "."
            </p>
            <p>
                "Pour l'annuler, il faut trois Merlins, de n'importe quels joueurs (un seul peut en donner
                plusieurs). À partir de celui qui a pioché, chaque chevalier, une fois, peut en engager,
                à la vue de tous. Au troisième, la carte et les trois Merlins partent à la défausse. Si le
                tour de table finit avant, les Merlins engagés reviennent à leurs propriétaires et la
                carte s'applique. Pas d'annulation sous Viviane, ni pour les cartes tirées par Morgane 2 "
                <R ids="CHV-6.3" /> "."
            </p>
            <p>
                "Leurs effets " <R ids="CHV-9" />
                ", chaque fois pour les chevaliers encore en jeu\u{a0}: les cinq Morgane "
                <R ids="CHV-9.1" /> ", Désolation " <R ids="CHV-9.2" /> ", Brocéliande "
                <R ids="CHV-9.3" /> ", Guenièvre " <R ids="CHV-9.4" /> ", les Brumes d'Avalon "
                <R ids="CHV-9.5" /> ", Mordred " <R ids="CHV-9.6" /> " et Viviane " <R ids="CHV-9.7" />
                "\u{a0}:"
            </p>
            <NamedTable
                rows=&BLACK_SPECIALS
                caption=("Les cartes noires spéciales", "Special Black cards")
                knights=false
            />
            <p>
                "Pour Morgane 1 et 5, on demande un volontaire en partant de celui qui a pioché, parmi ceux
                qui peuvent payer\u{a0}; le premier qui accepte paie pour tous. Sans volontaire, chacun
                subit l'autre effet (qui n'a pas de carte n'en défausse pas) " <R ids="CHV-17.3" /> "."
            </p>
            <p class="example">
                "Même réserve que pour les cartes blanches\u{a0}: hormis Désolation et Brocéliande, décrites
                par notre source, ces textes sont une reconstitution peu sûre documentée par la
                spécification."
            </p>
        </section>
        <section id="chevaliers-knights" aria-labelledby="chevaliers-knights-h">
            <h2 id="chevaliers-knights-h">{heading(8, Lang::Fr)}</h2>
            <p>
                "Chaque joueur incarne l'un des sept chevaliers, qui a son propre pouvoir "
                <R ids="CHV-10" /> "\u{a0}: Arthur " <R ids="CHV-10.1" /> ", Galaad "
                <R ids="CHV-10.2" /> ", Gauvain " <R ids="CHV-10.3" /> ", Keu " <R ids="CHV-10.4" />
                ", Palamède " <R ids="CHV-10.5" /> ", Perceval " <R ids="CHV-10.6" /> " et Tristan "
                <R ids="CHV-10.7" /> "."
            </p>
            <NamedTable rows=&KNIGHTS caption=("Les sept chevaliers", "The seven knights") knights=true />
            <p>
                "Précisions\u{a0}: l'échange d'Arthur se fait avec un chevalier n'importe où, chacun donnant
                sa carte face cachée, et il faut que les deux en aient une. Si Perceval pioche après avoir
                regardé, c'est cette carte-là qu'il tire. Tristan doit toujours son action héroïque, qu'il
                peut faire sur place. Palamède ne dépasse jamais 6 Vies."
            </p>
        </section>
        <section id="chevaliers-relics" aria-labelledby="chevaliers-relics-h">
            <h2 id="chevaliers-relics-h">{heading(9, Lang::Fr)}</h2>
            <p>
                "Trois reliques se gagnent sur leur quête et se perdent pour de bon si cette quête échoue "
                <R ids="CHV-11" /> "."
            </p>
            <ul>
                <li>
                    <strong>"L'Armure de Lancelot"</strong>
                    "\u{a0}: chaque fois que son porteur pioche une carte noire, il en tire deux, applique
                    celle de son choix et glisse l'autre face cachée sous la pioche. Un félon démasqué la
                    garde\u{a0}; elle sort du jeu à la mort de son porteur " <R ids="CHV-11.1" /> "."
                </li>
                <li>
                    <strong>"Excalibur"</strong>
                    "\u{a0}: +1 au total des chevaliers à la fin d'une quête de combat où son porteur est
                    présent, et dans ses propres combats contre les engins. Ou bien, quand quelqu'un vient de
                    piocher une carte noire ordinaire, le porteur peut jeter Excalibur pour l'annuler. Elle
                    ne se donne pas, et sort du jeu si son porteur meurt ou est démasqué "
                    <R ids="CHV-11.2" /> "."
                </li>
                <li>
                    <strong>"Le Saint Graal"</strong>
                    "\u{a0}: quand un chevalier va mourir (son porteur compris), le porteur peut le sacrifier\u{a0}:
                    le mourant repart à 4 Vies et le Graal sort du jeu " <R ids="CHV-11.3" /> "."
                </li>
            </ul>
            <p>
                "Une relique ne change jamais de mains autrement, et une relique sortie du jeu n'y revient
                pas " <R ids="CHV-11.4" />
                ". Les pouvoirs d'Excalibur et du Graal sont eux aussi une reconstitution peu sûre."
            </p>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="chevaliers-white" aria-labelledby="chevaliers-white-h">
            <h2 id="chevaliers-white-h">{heading(6, Lang::En)}</h2>
            <p>
                "The 84 White cards are the knights' weapons " <R ids="CHV-1.8, CHV-8" />
                ". Fight cards, 1 to 5, serve at the Black Knight, Lancelot, the Dragon, the wars and
                against siege engines; Grail cards at the Grail quest. Any White card may be discarded at
                Excalibur, and any three identical cards heal " <R ids="CHV-8.1" /> "."
            </p>
            <CardTable rows=&WHITE caption=("Les cartes blanches", "White cards") />
            <p>
                "Merlin has two uses " <R ids="CHV-8.2" />
                ". Three of them, played together by one or more players, cancel a special Black card ("
                <a href=section_href("chevaliers-black")>"see below"</a>
                "). Alone, as the turn's special card, one undoes a step of Evil, as the table says. Vivien
                forbids both uses."
            </p>
            <p>
                "The other eight special cards exist in one copy each; each is played as a Heroic action,
                then discarded " <R ids="CHV-8.3" /> "."
            </p>
            <NamedTable
                rows=&WHITE_SPECIALS
                caption=("Les cartes blanches spéciales", "Special White cards")
                knights=false
            />
            <p class="example">
                "Beware: the rules text we have does not give the special cards' texts. Those in this
                table are the low-confidence reconstruction documented in our specification; they may
                change if a reliable source turns up."
            </p>
        </section>
        <section id="chevaliers-black" aria-labelledby="chevaliers-black-h">
            <h2 id="chevaliers-black-h">{heading(7, Lang::En)}</h2>
            <p>"The 76 Black cards drive Evil forward " <R ids="CHV-1.9" /> ":"</p>
            <CardTable rows=&BLACK caption=("Les cartes noires", "Black cards") />
            <h3>"Drawing a Black card"</h3>
            <p>
                "The drawer shows the card to everyone " <R ids="CHV-6, CHV-6.1" />
                ". The exception: a Black Knight, Lancelot or Dragon card bound for its open quest, which
                he first looks at alone. He may then lay it face down without naming its value, and draws
                one White card for it; everyone still knows which quest it goes to. Its value comes out
                when the quest ends, or when Merlin removes it. A card cancelled instead of laid earns
                nothing " <R ids="CHV-6.5" /> "."
            </p>
            <p>
                "A standard card may first be cancelled by Excalibur's holder " <R ids="CHV-6.4" />
                ", then it is placed: on its quest, or, if its quest is over, it becomes one more siege
                engine and is discarded " <R ids="CHV-6.6" />
                ". If it ends a quest, that quest is settled at once " <R ids="CHV-6.7" /> "."
            </p>
            <h3>"Special Black cards and the Merlin cancel"</h3>
            <p>
                "A special card is announced first; the knights may then cancel it; otherwise it applies
                and is discarded, unless it stays in force " <R ids="CHV-6.2" /> "."
            </p>
            <p>
                "Cancelling takes three Merlins, from any players (one player may give several). Starting
                with the drawer, each knight, once, may commit some, in view of all. At the third one, the
                card and the three Merlins are discarded. If the round of the table ends first, the
                Merlins committed go back to their owners and the card applies. No cancel under Vivien,
                nor for the cards drawn by Morgan 2 " <R ids="CHV-6.3" /> "."
            </p>
            <p>
                "Their effects " <R ids="CHV-9" />
                ", always on the knights still in play: the five Morgans " <R ids="CHV-9.1" />
                ", Desolation " <R ids="CHV-9.2" /> ", the Dark Forest " <R ids="CHV-9.3" />
                ", Guinevere " <R ids="CHV-9.4" /> ", the Mists of Avalon " <R ids="CHV-9.5" />
                ", Mordred " <R ids="CHV-9.6" /> " and Vivien " <R ids="CHV-9.7" /> ":"
            </p>
            <NamedTable
                rows=&BLACK_SPECIALS
                caption=("Les cartes noires spéciales", "Special Black cards")
                knights=false
            />
            <p>
                "For Morgan 1 and 5, a volunteer is sought from the drawer onward, among those able to
                pay; the first who agrees pays for all. With no volunteer, everyone suffers the other
                effect (a knight with no card discards none) " <R ids="CHV-17.3" /> "."
            </p>
            <p class="example">
                "The same caution as for White cards: apart from Desolation and the Dark Forest, which our
                source describes, these texts are a low-confidence reconstruction documented in the
                specification."
            </p>
        </section>
        <section id="chevaliers-knights" aria-labelledby="chevaliers-knights-h">
            <h2 id="chevaliers-knights-h">{heading(8, Lang::En)}</h2>
            <p>
                "Each player plays one of the seven knights, each with his own power " <R ids="CHV-10" />
                ": Arthur " <R ids="CHV-10.1" /> ", Galahad " <R ids="CHV-10.2" /> ", Gawain "
                <R ids="CHV-10.3" /> ", Kay " <R ids="CHV-10.4" /> ", Palamedes " <R ids="CHV-10.5" />
                ", Percival " <R ids="CHV-10.6" /> " and Tristan " <R ids="CHV-10.7" /> "."
            </p>
            <NamedTable rows=&KNIGHTS caption=("Les sept chevaliers", "The seven knights") knights=true />
            <p>
                "Details: Arthur swaps with a knight anywhere, each giving his card face down, and both
                must hold one. If Percival draws after looking, he draws that very card. Tristan still
                owes his Heroic action, which he may take where he arrives. Palamedes never goes above 6
                Life."
            </p>
        </section>
        <section id="chevaliers-relics" aria-labelledby="chevaliers-relics-h">
            <h2 id="chevaliers-relics-h">{heading(9, Lang::En)}</h2>
            <p>
                "Three relics are won on their quest and lost for good if that quest fails "
                <R ids="CHV-11" /> "."
            </p>
            <ul>
                <li>
                    <strong>"Lancelot's Armour"</strong>
                    ": whenever its holder draws a Black card he draws two, applies the one he prefers and
                    slips the other face down under the deck. An unmasked Traitor keeps it; it leaves the
                    game when its holder dies " <R ids="CHV-11.1" /> "."
                </li>
                <li>
                    <strong>"Excalibur"</strong>
                    ": +1 to the Knights' total at the end of a combat quest where its holder is present,
                    and in his own siege fights. Or, when someone has just drawn a standard Black card, the
                    holder may throw Excalibur away to cancel it. It cannot be given, and leaves the game if
                    its holder dies or is unmasked " <R ids="CHV-11.2" /> "."
                </li>
                <li>
                    <strong>"The Holy Grail"</strong>
                    ": when a knight is about to die (its holder included), the holder may spend it: the
                    dying knight goes back to 4 Life and the Grail leaves the game " <R ids="CHV-11.3" />
                    "."
                </li>
            </ul>
            <p>
                "A relic never changes hands in any other way, and a relic out of the game never returns "
                <R ids="CHV-11.4" />
                ". The powers of Excalibur and the Grail are also a low-confidence reconstruction."
            </p>
        </section>
    }
}
