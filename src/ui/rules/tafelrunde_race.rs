//! The race of Tafelrunde (TAF-6 to TAF-9, TAF-14): moving pawns, swords and the trump ladder,
//! new hands, the end of the game, the options and a few tips, in French and English. The
//! cards and tricks are in `tafelrunde.rs`, the tables in `tafelrunde_tables.rs`.

use super::R;
use super::tafelrunde_sections::heading;
use super::tafelrunde_tables::{MoveTable, list_text, swords_text};
use crate::games::tafelrunde::options::{TRACK_LEN, TRACK_LIMITS};
use crate::games::tafelrunde::trick_bound;
use crate::ui::Lang;
use leptos::prelude::*;

/// The longest possible game for two to six players, on the default board (TAF-9.3).
pub(super) fn bounds_text(l: Lang) -> String {
    let words = [
        l.pick("deux", "two"),
        l.pick("trois", "three"),
        l.pick("quatre", "four"),
        l.pick("cinq", "five"),
        l.pick("six", "six"),
    ];
    let items: Vec<String> = (2..=6)
        .zip(words)
        .map(|(n, w)| {
            let unit = if n == 2 {
                l.pick(" plis", " tricks")
            } else {
                ""
            };
            format!(
                "{}{unit} {} {w}",
                trick_bound(n, TRACK_LEN - 1),
                l.pick("à", "with")
            )
        })
        .collect();
    list_text(&items, l)
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="tafelrunde-move" aria-labelledby="tafelrunde-move-h">
            <h2 id="tafelrunde-move-h">{heading(7, Lang::Fr)}</h2>
            <p>
                "Le gagnant du pli avance aussitôt son pion, dans le sens des aiguilles d'une montre,
                jusqu'à la première case libre devant lui. Les cases occupées sont sautées et ne comptent
                pas " <R ids="TAF-6.1" /> ". Avancer n'est pas un choix\u{a0}: le gagnant avance toujours "
                <R ids="TAF-6.2" /> ". Aucun autre pion ne bouge, et un pion ne recule jamais "
                <R ids="TAF-6.4" /> "."
            </p>
            <p>
                "Seule la case d'arrivée compte\u{a0}: une épée franchie au passage ne donne rien "
                <R ids="TAF-6.3" /> "."
            </p>
            <MoveTable />
            <p>
                "Un pion coincé derrière un groupe serré fait donc un grand bond au premier pli qu'il
                gagne\u{a0}: Yann franchit deux pions d'un coup et tombe pile sur une épée."
            </p>
        </section>
        <section id="tafelrunde-swords" aria-labelledby="tafelrunde-swords-h">
            <h2 id="tafelrunde-swords-h">{heading(8, Lang::Fr)}</h2>
            <p>
                "L'échelle des atouts compte six places, numérotées de 1 à 6. Une couleur dont le jeton
                est posé sur l'échelle est atout, et plus sa place est haute, plus elle est forte\u{a0}: la
                couleur en place 6 bat toutes les autres. Une couleur sans jeton n'est pas atout "
                <R ids="TAF-2.6" /> "."
            </p>
            <p>
                "Quand votre pion termine son déplacement sur une épée, vous avez une décision à prendre
                avant le pli suivant " <R ids="TAF-7.1" />
                "\u{a0}; tant qu'elle est en suspens, personne ne joue de carte " <R ids="TAF-4.6" /> "."
            </p>
            <ul>
                <li>
                    <strong>"L'échelle n'est pas pleine."</strong>
                    " Vous pouvez déclarer un atout\u{a0}: prenez le jeton de n'importe quelle couleur qui
                    n'est pas encore sur l'échelle et posez-le sur la plus basse place libre. Le premier
                    jeton va donc en 1, le suivant en 2, et ainsi de suite " <R ids="TAF-7.2" />
                    ". Vous pouvez aussi ne rien déclarer du tout " <R ids="TAF-7.3" /> "."
                </li>
                <li>
                    <strong>"L'échelle est pleine."</strong>
                    " Les six jetons sont posés\u{a0}: vous devez échanger les places de deux d'entre eux, ceux
                    que vous voulez. Aucun jeton n'entre ni ne sort, et il n'y a jamais de septième place "
                    <R ids="TAF-7.4, TAF-12.7" /> "."
                </li>
            </ul>
            <p>
                "Le nouvel ordre compte à partir du pli suivant\u{a0}: le pli qui vient de se jouer garde son
                gagnant " <R ids="TAF-7.5" /> ". Les jetons restent en place d'une main à l'autre, jusqu'à
                la fin de la partie " <R ids="TAF-7.8" /> "."
            </p>
            <p>
                <strong>"Les mains vides."</strong>
                " Si c'est le huitième pli qui vous amène sur une épée, vous n'avez plus aucune carte. Vous
                pouvez alors décider tout de suite, ou attendre d'avoir vu votre nouvelle main\u{a0}: vous
                décidez alors juste après la donne, avant que la première carte soit posée. Cela vaut aussi
                pour un échange obligatoire " <R ids="TAF-7.6, TAF-12.2" />
                ". Avec des cartes en main, on ne peut pas attendre " <R ids="TAF-7.7" /> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: l'échelle est pleine, avec 1 rouge, 2 jaune, 3 vert, 4 bleu, 5 noir et 6
                violet. Paul s'arrête sur une épée et échange les places 2 et 6. Dès le pli suivant, le jaune
                est l'atout le plus fort et le violet n'est plus qu'en place 2."
            </p>
        </section>
        <section id="tafelrunde-hand" aria-labelledby="tafelrunde-hand-h">
            <h2 id="tafelrunde-hand-h">{heading(9, Lang::Fr)}</h2>
            <p>
                "Après le huitième pli, si personne n'a encore gagné, on redistribue " <R ids="TAF-8.1" />
                ". La donne passe au voisin de gauche du donneur précédent " <R ids="TAF-8.2" />
                ", qui donne huit nouvelles cartes à chacun en les prenant dans la pioche, de la même façon
                qu'au début " <R ids="TAF-8.3" />
                ". Les pions et l'échelle restent où ils sont\u{a0}: seules les cartes changent "
                <R ids="TAF-8.7" /> "."
            </p>
            <p>
                "Si la pioche est vide au moment où il faut donner une carte, la défausse est battue et
                devient la nouvelle pioche, puis la donne continue, même au beau milieu "
                <R ids="TAF-8.4, TAF-12.3" /> ". Comme toutes les mains sont vides à ce moment-là, pioche et
                défausse réunies contiennent toujours les 72 cartes\u{a0}: une donne ne manque jamais de
                cartes " <R ids="TAF-8.5" /> "."
            </p>
            <p>
                "Le voisin de gauche du nouveau donneur entame le premier pli, une fois réglée l'éventuelle
                décision d'épée mise en attente " <R ids="TAF-8.6" /> "."
            </p>
            <p class="example">
                "Exemple à quatre\u{a0}: chaque donne prend 32 cartes. Après la première, il en reste 40 dans
                la pioche\u{a0}; après la deuxième, 8. La troisième donne prend ces 8 cartes, bat les 64 de la
                défausse et termine avec elles " <R ids="TAF-8.8" /> "."
            </p>
        </section>
        <section id="tafelrunde-end" aria-labelledby="tafelrunde-end-h">
            <h2 id="tafelrunde-end-h">{heading(10, Lang::Fr)}</h2>
            <p>
                "Le premier pion qui atteint la case du roi Arthur gagne, à l'instant même\u{a0}: on ne joue
                plus aucune carte et une décision d'épée en attente est oubliée "
                <R ids="TAF-9.1, TAF-12.8" /> ". Comme un seul pion bouge à chaque pli, il y a toujours un
                seul vainqueur " <R ids="TAF-9.2" /> ". La partie finie, plus rien ne peut être joué "
                <R ids="TAF-12.10" /> "."
            </p>
            <p>
                "Une partie ne peut pas s'éterniser\u{a0}: sur le circuit standard, elle ne dépasse jamais "
                {bounds_text(Lang::Fr)} " joueurs " <R ids="TAF-9.3" /> "."
            </p>
        </section>
        <section id="tafelrunde-options" aria-labelledby="tafelrunde-options-h">
            <h2 id="tafelrunde-options-h">{heading(11, Lang::Fr)}</h2>
            <p>
                "Par défaut, on joue exactement comme décrit plus haut. Avant la partie, vous pouvez changer
                ces réglages " <R ids="TAF-14" /> "\u{a0}:"
            </p>
            <ul>
                <li>
                    <strong>"Longueur du circuit"</strong> " (" {TRACK_LEN} " cases par défaut, de "
                    {*TRACK_LIMITS.start()} " à " {*TRACK_LIMITS.end()}
                    ")\u{a0}: la case du roi Arthur est toujours la dernière " <R ids="TAF-2.2" /> "."
                </li>
                <li>
                    <strong>"Cases épée"</strong> " (" {swords_text(Lang::Fr)}
                    " par défaut)\u{a0}: n'importe quelles cases, strictement entre le Départ et la case du
                    roi " <R ids="TAF-2.3" /> "."
                </li>
                <li>
                    <strong>"Entamer d'un super-atout"</strong>
                    " (permis par défaut)\u{a0}: si vous l'interdisez, un joueur qui a encore une carte de
                    couleur doit entamer avec l'une d'elles " <R ids="TAF-4.1" /> "."
                </li>
                <li>
                    <strong>"Un super-atout d'entame libère le pli"</strong>
                    " (oui par défaut)\u{a0}: sinon, la première carte de couleur posée après lui fixe la
                    couleur à fournir " <R ids="TAF-4.5" /> "."
                </li>
                <li>
                    <strong>"Super-atout seulement sans la couleur demandée"</strong>
                    " (oui par défaut)\u{a0}: sinon, on peut poser un Chevalier ou un Blason même en ayant
                    la couleur demandée " <R ids="TAF-4.3" /> "."
                </li>
                <li>
                    <strong>"Déclarer un atout est facultatif"</strong>
                    " (oui par défaut)\u{a0}: sinon, qui s'arrête sur une épée alors que l'échelle n'est pas
                    pleine doit poser un jeton " <R ids="TAF-7.3" /> "."
                </li>
                <li>
                    <strong>"Attendre sa nouvelle main"</strong>
                    " (permis par défaut)\u{a0}: sinon, un joueur aux mains vides décide sur-le-champ, comme
                    les autres " <R ids="TAF-7.6" /> "."
                </li>
                <li>
                    <strong>"Moment du battage"</strong>
                    " (à la demande par défaut)\u{a0}: la défausse n'est battue que lorsqu'il faut donner une
                    carte et que la pioche est vide. L'autre réglage la bat dès qu'une donne vient de prendre
                    la dernière carte de la pioche " <R ids="TAF-8.4" /> "."
                </li>
            </ul>
            <p>
                "Deux points restent fixes\u{a0}: le premier donneur est tiré au sort, et les cartes sont
                données une à une en partant de la gauche du donneur " <R ids="TAF-3.3, TAF-3.5" /> "."
            </p>
        </section>
        <section id="tafelrunde-tips" aria-labelledby="tafelrunde-tips-h">
            <h2 id="tafelrunde-tips-h">{heading(12, Lang::Fr)}</h2>
            <ul>
                <li>
                    "Sur une épée, déclarez une couleur où votre main est longue, ou riche en grosses
                    valeurs\u{a0}: vous en profiterez dès le pli suivant " <R ids="TAF-7.9" /> "."
                </li>
                <li>
                    "Un atout en bas de l'échelle reste fragile\u{a0}: la prochaine couleur déclarée passera
                    au-dessus, et une fois l'échelle pleine, chaque épée peut tout renverser."
                </li>
                <li>
                    "Gardez vos super-atouts pour les plis qui comptent vraiment\u{a0}: celui qui vous mène
                    sur une épée, ou au roi Arthur. Pensez à l'ordre\u{a0}: si le dernier super-atout posé
                    est un Blason, votre Chevalier prend la tête\u{a0}; si c'est un Chevalier, le vôtre ne
                    sert à rien."
                </li>
                <li>
                    "Avant de jouer, regardez où vous mènerait le pli\u{a0}: la prochaine case libre est
                    parfois bien plus loin qu'on ne croit, parce que les cases occupées ne comptent pas."
                </li>
                <li>
                    "Avec les règles par défaut, un joueur qui pose un super-atout sur une couleur demandée
                    n'a plus cette couleur "
                    <R ids="TAF-13.4" /> "\u{a0}: retenez-le pour la suite de la main."
                </li>
                <li>
                    "Les mains vides sur une épée\u{a0}? Attendez votre nouvelle main\u{a0}: vous choisirez
                    l'atout en connaissance de cause."
                </li>
            </ul>
        </section>
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="tafelrunde-move" aria-labelledby="tafelrunde-move-h">
            <h2 id="tafelrunde-move-h">{heading(7, Lang::En)}</h2>
            <p>
                "The trick's winner moves their pawn at once, clockwise, to the first free space ahead of
                it. Occupied spaces are jumped and not counted " <R ids="TAF-6.1" />
                ". Moving is not optional: the winner always moves " <R ids="TAF-6.2" />
                ". No other pawn moves, and pawns never go backwards " <R ids="TAF-6.4" /> "."
            </p>
            <p>
                "Only the landing space matters: a sword passed on the way gives you nothing "
                <R ids="TAF-6.3" /> "."
            </p>
            <MoveTable />
            <p>
                "So a pawn stuck behind a tight group makes a big leap with the first trick it wins: Yann
                clears two pawns in one go and lands right on a sword."
            </p>
        </section>
        <section id="tafelrunde-swords" aria-labelledby="tafelrunde-swords-h">
            <h2 id="tafelrunde-swords-h">{heading(8, Lang::En)}</h2>
            <p>
                "The trump ladder has six places, numbered 1 to 6. A colour whose chip sits on the ladder
                is trumps, and the higher its place, the stronger it is: the colour on place 6 beats all the
                others. A colour without a chip is not trumps " <R ids="TAF-2.6" /> "."
            </p>
            <p>
                "When your pawn ends its move on a sword, you have a decision to take before the next trick "
                <R ids="TAF-7.1" /> "; while it is pending, nobody plays a card " <R ids="TAF-4.6" /> "."
            </p>
            <ul>
                <li>
                    <strong>"The ladder is not full."</strong>
                    " You may declare a trump: take the chip of any colour not yet on the ladder and put it
                    on the lowest free place. The first chip therefore goes on 1, the next on 2, and so on "
                    <R ids="TAF-7.2" /> ". You may also declare nothing at all " <R ids="TAF-7.3" /> "."
                </li>
                <li>
                    <strong>"The ladder is full."</strong>
                    " All six chips are down: you must swap the places of two of them, whichever you like.
                    No chip comes in or goes out, and there is never a seventh place "
                    <R ids="TAF-7.4, TAF-12.7" /> "."
                </li>
            </ul>
            <p>
                "The new order counts from the next trick on: the trick just played keeps its winner "
                <R ids="TAF-7.5" /> ". Chips stay where they are from one hand to the next, until the game
                ends " <R ids="TAF-7.8" /> "."
            </p>
            <p>
                <strong>"Empty hands."</strong>
                " If the eighth trick is what brings you to a sword, you have no cards left. You may then
                decide straight away, or wait until you have seen your new hand: you then decide right
                after the deal, before the first card is played. This applies to a compulsory swap too "
                <R ids="TAF-7.6, TAF-12.2" /> ". With cards in hand you cannot wait " <R ids="TAF-7.7" /> "."
            </p>
            <p class="example">
                "Example: the ladder is full, with 1 red, 2 yellow, 3 green, 4 blue, 5 black and 6 violet.
                Paul stops on a sword and swaps places 2 and 6. From the next trick on, yellow is the
                strongest trump and violet has dropped to place 2."
            </p>
        </section>
        <section id="tafelrunde-hand" aria-labelledby="tafelrunde-hand-h">
            <h2 id="tafelrunde-hand-h">{heading(9, Lang::En)}</h2>
            <p>
                "After the eighth trick, if nobody has won yet, the cards are dealt again "
                <R ids="TAF-8.1" /> ". The deal passes to the left of the previous dealer "
                <R ids="TAF-8.2" /> ", who gives everyone eight new cards from the stock, the same way as at
                the start " <R ids="TAF-8.3" />
                ". Pawns and ladder stay as they are: only the cards change " <R ids="TAF-8.7" /> "."
            </p>
            <p>
                "If the stock is empty when a card has to be dealt, the discard pile is shuffled to become
                the new stock, and the deal goes on, even halfway through " <R ids="TAF-8.4, TAF-12.3" />
                ". Since every hand is empty at that moment, stock and discards together always hold all
                72 cards: a deal never runs short " <R ids="TAF-8.5" /> "."
            </p>
            <p>
                "The new dealer's left-hand neighbour leads the first trick, once any postponed sword
                decision has been settled " <R ids="TAF-8.6" /> "."
            </p>
            <p class="example">
                "Example with four players: each deal takes 32 cards. After the first, 40 remain in the
                stock; after the second, 8. The third deal takes those 8, shuffles the 64 discards and
                finishes with them " <R ids="TAF-8.8" /> "."
            </p>
        </section>
        <section id="tafelrunde-end" aria-labelledby="tafelrunde-end-h">
            <h2 id="tafelrunde-end-h">{heading(10, Lang::En)}</h2>
            <p>
                "The first pawn to reach King Arthur's space wins, that very moment: no more cards are
                played and any pending sword decision is forgotten " <R ids="TAF-9.1, TAF-12.8" />
                ". As only one pawn moves per trick, there is always a single winner " <R ids="TAF-9.2" />
                ". Once the game is over, nothing more can be played " <R ids="TAF-12.10" /> "."
            </p>
            <p>
                "A game cannot drag on for ever: on the standard track it never lasts more than "
                {bounds_text(Lang::En)} " players " <R ids="TAF-9.3" /> "."
            </p>
        </section>
        <section id="tafelrunde-options" aria-labelledby="tafelrunde-options-h">
            <h2 id="tafelrunde-options-h">{heading(11, Lang::En)}</h2>
            <p>
                "By default the game plays exactly as described above. Before it starts, you can change
                these settings " <R ids="TAF-14" /> ":"
            </p>
            <ul>
                <li>
                    <strong>"Track length"</strong> " (" {TRACK_LEN} " spaces by default, from "
                    {*TRACK_LIMITS.start()} " to " {*TRACK_LIMITS.end()}
                    "): King Arthur's space is always the last one " <R ids="TAF-2.2" /> "."
                </li>
                <li>
                    <strong>"Sword spaces"</strong> " (" {swords_text(Lang::En)}
                    " by default): any spaces strictly between Start and King Arthur's space "
                    <R ids="TAF-2.3" /> "."
                </li>
                <li>
                    <strong>"Leading a super-trump"</strong>
                    " (allowed by default): if you forbid it, a player who still holds a colour card must
                    lead one of those " <R ids="TAF-4.1" /> "."
                </li>
                <li>
                    <strong>"A super-trump lead frees the trick"</strong>
                    " (yes by default): otherwise the first colour card played after it sets the colour to
                    follow " <R ids="TAF-4.5" /> "."
                </li>
                <li>
                    <strong>"Super-trumps only when out of the colour led"</strong>
                    " (yes by default): otherwise you may play a Knight or a Crest even while holding the
                    colour led " <R ids="TAF-4.3" /> "."
                </li>
                <li>
                    <strong>"Declaring a trump is optional"</strong>
                    " (yes by default): otherwise whoever stops on a sword while the ladder is not full must
                    place a chip " <R ids="TAF-7.3" /> "."
                </li>
                <li>
                    <strong>"Waiting for your new hand"</strong>
                    " (allowed by default): otherwise an empty-handed player decides on the spot, like
                    everyone else " <R ids="TAF-7.6" /> "."
                </li>
                <li>
                    <strong>"When to reshuffle"</strong>
                    " (on demand by default): the discard pile is shuffled only when a card must be dealt
                    and the stock is empty. The other setting shuffles it as soon as a deal has taken the
                    stock's last card " <R ids="TAF-8.4" /> "."
                </li>
            </ul>
            <p>
                "Two points are fixed: the first dealer is drawn at random, and cards are dealt one at a
                time starting on the dealer's left " <R ids="TAF-3.3, TAF-3.5" /> "."
            </p>
        </section>
        <section id="tafelrunde-tips" aria-labelledby="tafelrunde-tips-h">
            <h2 id="tafelrunde-tips-h">{heading(12, Lang::En)}</h2>
            <ul>
                <li>
                    "On a sword, declare a colour in which your hand is long, or rich in high values: it
                    pays off from the very next trick " <R ids="TAF-7.9" /> "."
                </li>
                <li>
                    "A trump at the bottom of the ladder is fragile: the next colour declared goes above
                    it, and once the ladder is full, any sword can turn everything upside down."
                </li>
                <li>
                    "Keep your super-trumps for the tricks that really matter: the one that takes you onto
                    a sword, or to King Arthur. Mind the order: if the last super-trump played is a Crest,
                    your Knight takes the lead; if it is a Knight, yours is wasted."
                </li>
                <li>
                    "Before playing, see where the trick would take you: the next free space is sometimes
                    much further than you think, because occupied spaces do not count."
                </li>
                <li>
                    "With the default rules, a player who drops a super-trump on a colour lead has none of
                    that colour left "
                    <R ids="TAF-13.4" /> ": remember it for the rest of the hand."
                </li>
                <li>
                    "Empty-handed on a sword? Wait for your new hand: you will pick the trump knowing what
                    you hold."
                </li>
            </ul>
        </section>
    }
}
