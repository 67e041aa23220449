//! The rules of König Artus Tafelrunde (King Arthur's Round Table), in French and English,
//! written in our own words from `shared/rules/tafelrunde.md`. Rule ids are cited so that
//! the table's reasons can be looked up. This file holds the sections on the cards, the board
//! and the play of a trick; the race itself (movement, swords, new hands, the end, options and
//! tips) is in `tafelrunde_race.rs`, and the tables and worked examples, built from engine
//! data and checked against the engine, in `tafelrunde_tables.rs`.

use super::tafelrunde_race;
use super::tafelrunde_sections::{SECTIONS, heading, section_href};
use super::tafelrunde_tables::{ChainTable, DeckTable, ExampleTrick, swords_text};
use super::{Page, R, rule_numbers};
use crate::games::tafelrunde::options::TRACK_LEN;
use crate::ui::Lang;
use leptos::prelude::*;

/// The lead: how the table cites the rules.
const LEAD: (&str, &str) = (
    "Quand la table refuse un coup, elle cite la règle en cause (par exemple TAF-4.3)\u{a0}: vous la retrouverez ici entre parenthèses.",
    "When the table refuses a move it names the rule involved (TAF-4.3, say): you will find it here in brackets.",
);

rules_page!();

/// The section that explains rule `id` (`TAF-4.3` → `tafelrunde-follow`); unknown ids go to
/// the top.
#[must_use]
pub fn section_for(id: &str) -> &'static str {
    match rule_numbers(id, "TAF-") {
        (Some(7), Some(9)) => "tafelrunde-tips",
        (Some(2), Some(6)) | (Some(4), Some(6)) | (Some(12), Some(2 | 7)) => "tafelrunde-swords",
        (Some(12), Some(1 | 4 | 5)) => "tafelrunde-follow",
        (Some(12), Some(6)) => "tafelrunde-trick",
        (Some(12), Some(3)) => "tafelrunde-hand",
        (Some(12), Some(9)) => "tafelrunde-deal",
        (Some(12), Some(8 | 10)) => "tafelrunde-end",
        (Some(1), _) => "tafelrunde-cards",
        (Some(2), _) => "tafelrunde-board",
        (Some(3), _) => "tafelrunde-deal",
        (Some(4), _) => "tafelrunde-follow",
        (Some(5), _) => "tafelrunde-trick",
        (Some(10), _) => "tafelrunde-examples",
        (Some(6), _) => "tafelrunde-move",
        (Some(7), _) => "tafelrunde-swords",
        (Some(8), _) => "tafelrunde-hand",
        (Some(9), _) => "tafelrunde-end",
        (Some(14), _) => "tafelrunde-options",
        _ => "tafelrunde-goal",
    }
}

pub(super) fn fr() -> impl IntoView {
    view! {
        <section id="tafelrunde-goal" aria-labelledby="tafelrunde-goal-h">
            <h2 id="tafelrunde-goal-h">{heading(0, Lang::Fr)}</h2>
            <p>
                "De deux à six joueurs " <R ids="TAF-3.1" /> " font la course autour de la Table ronde.
                Chacun mène un pion sur un circuit de cases\u{a0}; chaque pli remporté le fait avancer
                jusqu'à la prochaine case libre " <R ids="TAF-6.1" /> ", et le premier pion qui atteint la
                case du roi Arthur gagne aussitôt la partie " <R ids="TAF-9.1" /> "."
            </p>
            <p>
                "On ne compte aucun point\u{a0}: seuls les plis font avancer. Au départ, aucune couleur
                n'est atout. Ce sont les joueurs qui s'arrêtent sur une case épée qui, l'un après l'autre,
                font monter des couleurs sur l'échelle des atouts, puis en bouleversent l'ordre "
                <R ids="TAF-7.1" /> "."
            </p>
        </section>
        <section id="tafelrunde-cards" aria-labelledby="tafelrunde-cards-h">
            <h2 id="tafelrunde-cards-h">{heading(1, Lang::Fr)}</h2>
            <p>
                "Le paquet compte 72 cartes\u{a0}: 66 cartes de couleur et 6 super-atouts "
                <R ids="TAF-1.1" /> ". Il y a six couleurs, rouge, jaune, vert, bleu, noir et violet,
                chacune avec sa propre enseigne " <R ids="TAF-1.2" />
                "\u{a0}; chaque couleur compte une seule carte de chaque valeur, de 1 à 11 "
                <R ids="TAF-1.3" /> "."
            </p>
            <p>
                "Chaque enseigne a son symbole, dessiné sur ses cartes\u{a0}: si deux teintes vous semblent
                proches, fiez-vous au symbole plutôt qu'à la couleur."
            </p>
            <DeckTable />
            <p>
                "Les super-atouts, trois Chevaliers et trois Blasons (un écu armorié), n'ont ni couleur
                ni valeur " <R ids="TAF-1.4" /> ". Complètent la boîte\u{a0}: un pion par joueur "
                <R ids="TAF-1.5" /> ", six jetons d'atout, un de chaque couleur " <R ids="TAF-1.6" />
                ", et le plateau " <R ids="TAF-1.7" /> "."
            </p>
        </section>
        <section id="tafelrunde-board" aria-labelledby="tafelrunde-board-h">
            <h2 id="tafelrunde-board-h">{heading(2, Lang::Fr)}</h2>
            <p>
                "Le plateau dessine une boucle de " {TRACK_LEN}
                " cases que chaque pion parcourt une seule fois, dans le sens des aiguilles d'une montre "
                <R ids="TAF-2.1, TAF-2.4" /> ". Numérotons-les à partir de 0\u{a0}: la case 0 est le
                Départ, et la dernière, la case " {TRACK_LEN - 1} ", juste avant de retomber sur le Départ,
                est celle du roi Arthur " <R ids="TAF-2.2" /> "."
            </p>
            <p>
                "Les cases " {swords_text(Lang::Fr)}
                " portent une épée\u{a0}; ni le Départ ni la case du roi n'en ont " <R ids="TAF-2.3" /> "."
            </p>
            <p class="example">
                "Le plateau d'origine n'a pas pu être retrouvé\u{a0}: la longueur du circuit et surtout la
                place des épées sont nos propres choix par défaut. Vous pouvez les changer avant la partie ("
                <a href=section_href("tafelrunde-options")>"voir les options"</a> ")."
            </p>
            <p>
                "Tous les pions partent ensemble du Départ, qui en accueille autant qu'il faut. Partout
                ailleurs, une case ne reçoit jamais plus d'un pion " <R ids="TAF-2.5" /> "."
            </p>
            <p>
                "Au centre du plateau, une échelle de six places attend les jetons d'atout\u{a0}; elle est "
                <a href=section_href("tafelrunde-swords")>"décrite plus bas"</a> "."
            </p>
        </section>
        <section id="tafelrunde-deal" aria-labelledby="tafelrunde-deal-h">
            <h2 id="tafelrunde-deal-h">{heading(3, Lang::Fr)}</h2>
            <p>
                "Chacun pose son pion sur le Départ. Les jetons d'atout restent à côté du plateau et
                l'échelle est vide\u{a0}: la partie commence sans atout " <R ids="TAF-3.2" /> "."
            </p>
            <p>
                "Le premier donneur est tiré au sort " <R ids="TAF-3.3" />
                ". Il bat les 72 cartes et distribue huit cartes face cachée à chaque joueur, lui compris "
                <R ids="TAF-3.4" /> "\u{a0}: une à la fois, en commençant par son voisin de gauche et en
                tournant dans le sens des aiguilles d'une montre. Les cartes restantes forment la pioche "
                <R ids="TAF-3.5" /> "."
            </p>
            <p>
                "Le voisin de gauche du donneur pose la première carte, puis chacun joue à son tour, dans
                le sens des aiguilles d'une montre " <R ids="TAF-3.6" />
                ". Qui remporte un pli entame le suivant " <R ids="TAF-3.7" />
                ". Une main dure huit plis, où chacun pose exactement une carte à chaque fois "
                <R ids="TAF-3.8" /> "."
            </p>
            <p>
                "À deux, rien ne change\u{a0}: seize cartes par donne, et l'on se dépasse souvent l'un
                l'autre " <R ids="TAF-12.9" /> "."
            </p>
        </section>
        <section id="tafelrunde-follow" aria-labelledby="tafelrunde-follow-h">
            <h2 id="tafelrunde-follow-h">{heading(4, Lang::Fr)}</h2>
            <p>
                "Celui qui entame pose la carte de son choix, super-atout compris " <R ids="TAF-4.1" />
                ". On joue toujours une carte de sa propre main " <R ids="TAF-12.1" /> "."
            </p>
            <p>
                "Si l'entame est une carte de couleur, chaque joueur qui possède cette couleur doit "
                <strong>"fournir"</strong> "\u{a0}: poser une carte de cette couleur, n'importe laquelle, sans
                obligation de monter " <R ids="TAF-4.2" /> "."
            </p>
            <p>
                "Un super-atout n'a pas de couleur\u{a0}: il ne fournit donc jamais. Tant que vous avez une
                carte de la couleur demandée, vous ne pouvez pas la garder pour jouer un Chevalier ou un
                Blason à la place " <R ids="TAF-4.3" /> "."
            </p>
            <p>
                "Sans carte de la couleur demandée, vous jouez ce que vous voulez\u{a0}: une autre couleur,
                atout ou non, ou un super-atout " <R ids="TAF-4.4" />
                ". S'il ne vous reste que des super-atouts, l'un d'eux fera l'affaire, peu importe lequel "
                <R ids="TAF-12.5" /> "."
            </p>
            <p>
                "Quand l'entame est elle-même un super-atout, le pli n'a pas de couleur demandée\u{a0}:
                chacun joue librement " <R ids="TAF-4.5, TAF-12.4" /> "."
            </p>
            <p class="example">
                "Exemple\u{a0}: Yann tient le 2 vert, un Chevalier et quelques cartes rouges. Margot entame le
                9 vert\u{a0}: Yann doit poser son 2 vert, son Chevalier devra attendre. Si Margot avait
                entamé du bleu, qu'il n'a pas, Yann aurait pu jouer le Chevalier, ou n'importe quelle autre
                carte."
            </p>
        </section>
        <section id="tafelrunde-trick" aria-labelledby="tafelrunde-trick-h">
            <h2 id="tafelrunde-trick-h">{heading(5, Lang::Fr)}</h2>
            <p>
                "Une fois que chacun a posé sa carte, posez-vous trois questions, dans cet ordre "
                <R ids="TAF-5.7" /> "\u{a0}:"
            </p>
            <ol>
                <li>
                    <strong>"Un super-atout a-t-il été joué\u{a0}?"</strong>
                    " Alors c'est un super-atout qui gagne\u{a0}: ils battent toutes les cartes de couleur,
                    atouts compris, et seul un autre super-atout peut les battre " <R ids="TAF-5.1" />
                    ". Entre eux, un Chevalier bat un Blason posé avant lui, et un Blason bat un Chevalier
                    posé avant lui\u{a0}; mais deux cartes de la même sorte ne se battent jamais "
                    <R ids="TAF-5.2" /> ". Quand il y en a plusieurs, suivez le pli dans l'ordre de pose\u{a0}:
                    chaque super-atout de l'autre sorte que le meilleur du moment prend la tête "
                    <R ids="TAF-5.3" /> "."
                </li>
                <li>
                    <strong>"Sinon, un atout a-t-il été joué\u{a0}?"</strong>
                    " La couleur qui occupe la plus haute place de l'échelle l'emporte, et dans cette
                    couleur la plus forte valeur. Peu importe qui a posé l'atout, ou que la couleur demandée
                    soit elle-même atout\u{a0}: seule la place sur l'échelle compte "
                    <R ids="TAF-5.4, TAF-12.6" /> "."
                </li>
                <li>
                    <strong>"Sinon"</strong>
                    ", la plus forte carte de la couleur demandée gagne. Une carte d'une autre couleur qui
                    n'est pas atout ne gagne jamais " <R ids="TAF-5.5" /> "."
                </li>
            </ol>
            <p>
                "Ainsi, un 1 d'atout bat un 11 ordinaire, et la place passe avant la valeur\u{a0}: un 2 de la
                couleur placée en 4 bat un 11 de la couleur placée en 3."
            </p>
            <p>"Qui l'emporte dans une suite de super-atouts\u{a0}?"</p>
            <ChainTable />
            <p>
                "Autrement dit, la sorte qui mène est toujours celle du dernier super-atout posé, et le
                pli revient au premier de la dernière série de super-atouts de cette sorte (les cartes de
                couleur glissées entre eux ne comptent pas)."
            </p>
            <p>
                "Les cartes du pli terminé rejoignent la défausse, face visible " <R ids="TAF-5.6" /> "."
            </p>
        </section>
        <section id="tafelrunde-examples" aria-labelledby="tafelrunde-examples-h">
            <h2 id="tafelrunde-examples-h">{heading(6, Lang::Fr)}</h2>
            <p>
                "Margot, Yann, Inès et Paul sont assis dans cet ordre, et Margot entame. Deux couleurs sont
                déjà sur l'échelle\u{a0}: le bleu en place 1 et le noir en place 2."
            </p>
            <ExampleTrick index=0 />
            <p>
                "Inès croyait tenir le pli avec son 11 bleu, un atout. Mais le noir est placé plus haut que
                le bleu\u{a0}: le modeste 2 noir de Paul passe devant. Quant au 9 jaune de Margot, il ne comptait
                plus dès qu'un atout est apparu dans le pli " <R ids="TAF-5.4" /> "."
            </p>
            <ExampleTrick index=1 />
            <p>
                "Le 7 noir de Margot est un atout, mais aucun atout ne résiste à un super-atout. Le Blason
                d'Inès bat le Chevalier de Yann, joué avant lui. Le Blason de Paul arrive trop tard\u{a0}: il
                ne peut pas battre un autre Blason. Si Paul avait eu un Chevalier, il aurait pris le pli "
                <R ids="TAF-5.1, TAF-5.3" /> "."
            </p>
        </section>
        {tafelrunde_race::fr()}
    }
}

pub(super) fn en() -> impl IntoView {
    view! {
        <section id="tafelrunde-goal" aria-labelledby="tafelrunde-goal-h">
            <h2 id="tafelrunde-goal-h">{heading(0, Lang::En)}</h2>
            <p>
                "Two to six players " <R ids="TAF-3.1" /> " race round the Round Table. Each steers a
                pawn along a circuit of spaces; every trick you win moves yours on to the next free space "
                <R ids="TAF-6.1" /> ", and the first pawn to reach King Arthur's space wins the game on the
                spot " <R ids="TAF-9.1" /> "."
            </p>
            <p>
                "Nobody keeps score: only tricks move you forward. At the start no colour is trumps. It is
                the players who stop on a sword space who, one after another, raise colours onto the trump
                ladder and later shake up their order " <R ids="TAF-7.1" /> "."
            </p>
        </section>
        <section id="tafelrunde-cards" aria-labelledby="tafelrunde-cards-h">
            <h2 id="tafelrunde-cards-h">{heading(1, Lang::En)}</h2>
            <p>
                "The deck has 72 cards: 66 colour cards and 6 super-trumps " <R ids="TAF-1.1" />
                ". There are six colours, red, yellow, green, blue, black and violet, each one a suit of its
                own " <R ids="TAF-1.2" /> "; every colour has exactly one card of each value from 1 to 11 "
                <R ids="TAF-1.3" /> "."
            </p>
            <p>
                "Each suit has its own symbol drawn on its cards: if two shades look alike to you, trust
                the symbol rather than the colour."
            </p>
            <DeckTable />
            <p>
                "The super-trumps, three Knights and three Crests (a coat-of-arms shield), have neither
                colour nor value " <R ids="TAF-1.4" /> ". The box also holds one pawn per player "
                <R ids="TAF-1.5" /> ", six trump chips, one in each colour " <R ids="TAF-1.6" />
                ", and the board " <R ids="TAF-1.7" /> "."
            </p>
        </section>
        <section id="tafelrunde-board" aria-labelledby="tafelrunde-board-h">
            <h2 id="tafelrunde-board-h">{heading(2, Lang::En)}</h2>
            <p>
                "The board is a loop of " {TRACK_LEN}
                " spaces which every pawn travels once, clockwise " <R ids="TAF-2.1, TAF-2.4" />
                ". Number them from 0: space 0 is Start, and the last one, space " {TRACK_LEN - 1}
                ", just before the loop comes back to Start, is King Arthur's space " <R ids="TAF-2.2" /> "."
            </p>
            <p>
                "Spaces " {swords_text(Lang::En)}
                " carry a sword; neither Start nor King Arthur's space has one " <R ids="TAF-2.3" /> "."
            </p>
            <p class="example">
                "Nobody could find the original board: the length of the track, and above all where the
                swords lie, are our own defaults. You can change them before the game ("
                <a href=section_href("tafelrunde-options")>"see the options"</a> ")."
            </p>
            <p>
                "All pawns set off together from Start, which holds as many as needed. Anywhere else, a
                space never holds more than one pawn " <R ids="TAF-2.5" /> "."
            </p>
            <p>
                "In the middle of the board, a ladder of six places waits for the trump chips; it is "
                <a href=section_href("tafelrunde-swords")>"explained below"</a> "."
            </p>
        </section>
        <section id="tafelrunde-deal" aria-labelledby="tafelrunde-deal-h">
            <h2 id="tafelrunde-deal-h">{heading(3, Lang::En)}</h2>
            <p>
                "Everyone puts their pawn on Start. The trump chips wait beside the board and the ladder is
                empty: the game begins with no trumps at all " <R ids="TAF-3.2" /> "."
            </p>
            <p>
                "The first dealer is drawn at random " <R ids="TAF-3.3" />
                ". They shuffle the 72 cards and deal eight face down to every player, themselves included "
                <R ids="TAF-3.4" /> ": one at a time, starting with their left-hand neighbour and going
                clockwise. The cards left over form the stock " <R ids="TAF-3.5" /> "."
            </p>
            <p>
                "The dealer's left-hand neighbour plays the first card, then everyone plays in turn,
                clockwise " <R ids="TAF-3.6" /> ". Whoever wins a trick leads the next one "
                <R ids="TAF-3.7" /> ". A hand lasts eight tricks, with everyone putting down exactly one
                card each time " <R ids="TAF-3.8" /> "."
            </p>
            <p>
                "With two players nothing changes: sixteen cards per deal, and you will often leapfrog each
                other " <R ids="TAF-12.9" /> "."
            </p>
        </section>
        <section id="tafelrunde-follow" aria-labelledby="tafelrunde-follow-h">
            <h2 id="tafelrunde-follow-h">{heading(4, Lang::En)}</h2>
            <p>
                "Whoever leads may play any card, super-trumps included " <R ids="TAF-4.1" />
                ". You always play a card from your own hand " <R ids="TAF-12.1" /> "."
            </p>
            <p>
                "When a colour card is led, every player who holds that colour must "
                <strong>"follow"</strong> ": play a card of that colour, any one, with no duty to beat what
                is already down " <R ids="TAF-4.2" /> "."
            </p>
            <p>
                "A super-trump has no colour, so it never counts as following. As long as you hold a card
                of the colour led, you cannot keep it back and play a Knight or a Crest instead "
                <R ids="TAF-4.3" /> "."
            </p>
            <p>
                "With no card of the colour led, you may play whatever you like: another colour, trumps or
                not, or a super-trump " <R ids="TAF-4.4" />
                ". If only super-trumps are left in your hand, any of them will do " <R ids="TAF-12.5" /> "."
            </p>
            <p>
                "When the lead is itself a super-trump, the trick has no colour to follow: everyone plays
                freely " <R ids="TAF-4.5, TAF-12.4" /> "."
            </p>
            <p class="example">
                "Example: Yann holds green 2, a Knight and a few red cards. Margot leads green 9: Yann must
                put down his green 2, and his Knight will have to wait. Had Margot led blue, which he lacks,
                Yann could have played the Knight, or any other card."
            </p>
        </section>
        <section id="tafelrunde-trick" aria-labelledby="tafelrunde-trick-h">
            <h2 id="tafelrunde-trick-h">{heading(5, Lang::En)}</h2>
            <p>
                "Once everyone has played, ask three questions, in this order " <R ids="TAF-5.7" /> ":"
            </p>
            <ol>
                <li>
                    <strong>"Was a super-trump played?"</strong>
                    " Then a super-trump wins: they beat every colour card, trumps included, and only
                    another super-trump can beat one " <R ids="TAF-5.1" />
                    ". Between them, a Knight beats a Crest played before it, and a Crest beats a Knight
                    played before it; but two cards of the same kind never beat each other "
                    <R ids="TAF-5.2" /> ". When there are several, walk through the trick in the order the
                    cards were played: each super-trump of the other kind than the current best takes the
                    lead " <R ids="TAF-5.3" /> "."
                </li>
                <li>
                    <strong>"If not, was a trump played?"</strong>
                    " The colour on the highest place of the ladder wins, and within that colour the higher
                    value. It does not matter who played the trump, or whether the colour led is a trump
                    too: only the place on the ladder counts " <R ids="TAF-5.4, TAF-12.6" /> "."
                </li>
                <li>
                    <strong>"Otherwise"</strong>
                    " the highest card of the colour led wins. A card of another colour that is not trumps
                    never wins " <R ids="TAF-5.5" /> "."
                </li>
            </ol>
            <p>
                "So a trump 1 beats a plain 11, and the place comes before the value: a 2 of the colour on
                place 4 beats an 11 of the colour on place 3."
            </p>
            <p>"Who wins a run of super-trumps?"</p>
            <ChainTable />
            <p>
                "In other words, the kind in the lead is always that of the last super-trump played, and
                the trick goes to the first card of the final unbroken run of that kind (colour cards in
                between do not count)."
            </p>
            <p>"The cards of a finished trick go face up onto the discard pile " <R ids="TAF-5.6" /> "."</p>
        </section>
        <section id="tafelrunde-examples" aria-labelledby="tafelrunde-examples-h">
            <h2 id="tafelrunde-examples-h">{heading(6, Lang::En)}</h2>
            <p>
                "Margot, Yann, Inès and Paul sit in that order, and Margot leads. Two colours are already on
                the ladder: blue on place 1 and black on place 2."
            </p>
            <ExampleTrick index=0 />
            <p>
                "Inès thought her blue 11, a trump, had the trick. But black sits higher than blue on the
                ladder, so Paul's humble black 2 comes out on top. Margot's yellow 9 stood no chance once a
                trump had fallen " <R ids="TAF-5.4" /> "."
            </p>
            <ExampleTrick index=1 />
            <p>
                "Margot's black 7 is a trump, but no trump survives a super-trump. Inès's Crest beats Yann's
                Knight, played before it. Paul's Crest comes too late: it cannot beat another Crest. Had Paul
                held a Knight, the trick would have been his " <R ids="TAF-5.1, TAF-5.3" /> "."
            </p>
        </section>
        {tafelrunde_race::en()}
    }
}

#[cfg(test)]
#[path = "tafelrunde_tests.rs"]
mod tests;
