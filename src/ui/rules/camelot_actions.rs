//! The Camelot rules page, continued: the action cards and Lancelot, in our own words from
//! `shared/rules/camelot.md` (CAM-9 to CAM-11).

use super::R;
use super::camelot_sections::heading;
use crate::ui::Lang;
use leptos::prelude::*;

/// One kind of action card, as the page describes it.
struct Action {
    /// The name in the French text, and what follows it in brackets ("" for nothing).
    fr: (&'static str, &'static str),
    /// The name in the English text, and what follows it in brackets ("" for nothing).
    en: (&'static str, &'static str),
    /// How many copies the deck holds.
    copies: u8,
    /// The rules cited.
    ids: &'static str,
    /// What it does (no final full stop).
    text_fr: &'static str,
    text_en: &'static str,
}

/// A family of action cards under one heading (fr, en).
type Group = (&'static str, &'static str, &'static [Action]);

const GROUPS: [Group; 4] = [
    (
        "Changer la couleur",
        "Changing the colour",
        &[
            Action {
                fr: ("Désarçonné", "Unhorse"),
                en: ("Unhorse", "Désarçonné"),
                copies: 1,
                ids: "CAM-10.1",
                text_fr: "un tournoi violet passe au rouge, au bleu ou au jaune, selon le choix de \
                          celui qui joue la carte",
                text_en: "a purple tournament becomes red, blue or yellow, as the player of the card \
                          decides",
            },
            Action {
                fr: ("Changement d'arme", "Change Weapon"),
                en: ("Change Weapon", "Changement d'arme"),
                copies: 1,
                ids: "CAM-10.2",
                text_fr: "un tournoi rouge, bleu ou jaune prend l'une des deux autres de ces trois \
                          couleurs, au choix du joueur",
                text_en: "a red, blue or yellow tournament switches to one of the other two of those \
                          three colours, the player's pick",
            },
            Action {
                fr: ("Maladresse", "Drop Weapon"),
                en: ("Drop Weapon", "Maladresse"),
                copies: 1,
                ids: "CAM-10.3",
                text_fr: "un tournoi rouge, bleu ou jaune devient vert. Aucune carte ne le fait \
                          ensuite sortir du vert",
                text_en: "a red, blue or yellow tournament turns green. No card can take it out of \
                          green again",
            },
        ],
    ),
    (
        "Un seul personnage",
        "A single display",
        &[
            Action {
                fr: ("Lance brisée", "Break Lance"),
                en: ("Break Lance", "Lance brisée"),
                copies: 1,
                ids: "CAM-10.4",
                text_fr: "l'adversaire visé défausse toutes les cartes violettes de son personnage",
                text_en: "the chosen opponent discards every purple card in their display",
            },
            Action {
                fr: ("Riposte", ""),
                en: ("Riposte", ""),
                copies: 3,
                ids: "CAM-10.5",
                text_fr: "prenez la carte du dessus du personnage d'un adversaire et posez-la sur le \
                          vôtre. Si vous êtes assommé, elle compte comme votre carte du tour\u{a0}; si vous \
                          n'aviez encore rien posé, vous entrez ainsi dans le tournoi",
                text_en: "take the top card of an opponent's display and put it on top of yours. If \
                          you are Stunned it counts as your one card for the turn; if your display was \
                          still empty, this is how you enter the tournament",
            },
            Action {
                fr: ("Esquive", "Dodge"),
                en: ("Dodge", "Esquive"),
                copies: 1,
                ids: "CAM-10.6",
                text_fr: "désignez une carte, n'importe laquelle, dans le personnage d'un adversaire\u{a0}: \
                          elle part à la défausse",
                text_en: "pick any one card in an opponent's display: it goes to the discard pile",
            },
            Action {
                fr: ("Retraite", "Retreat"),
                en: ("Retreat", "Retraite"),
                copies: 1,
                ids: "CAM-10.7",
                text_fr: "reprenez en main une carte de votre propre personnage\u{a0}; vous pourrez la \
                          reposer plus tard en respectant les règles habituelles",
                text_en: "take one card of your own display back into your hand; you may play it \
                          again later under the usual rules",
            },
            Action {
                fr: ("Chute", "Knock Down"),
                en: ("Knock Down", "Chute"),
                copies: 2,
                ids: "CAM-10.8",
                text_fr: "prenez au hasard une carte dans la main d'un adversaire\u{a0}; vous seul et lui \
                          savez laquelle. Cet adversaire peut ne pas être encore entré, ou s'être déjà \
                          retiré, et le Bouclier ne le protège pas",
                text_en: "take a card at random from an opponent's hand; only the two of you learn \
                          which. That opponent may not have entered yet, or may already have \
                          withdrawn, and the Shield does not protect them",
            },
        ],
    ),
    (
        "Tous les personnages",
        "Every display",
        &[
            Action {
                fr: ("Feinte", "Outmaneuver"),
                en: ("Outmaneuver", "Feinte"),
                copies: 1,
                ids: "CAM-10.9",
                text_fr: "chacun de vos adversaires défausse la carte du dessus de son personnage",
                text_en: "each of your opponents discards the top card of their display",
            },
            Action {
                fr: ("Charge", ""),
                en: ("Charge", ""),
                copies: 1,
                ids: "CAM-10.10",
                text_fr: "repérez la plus petite valeur imprimée parmi tous les personnages, ceux \
                          qu'un Bouclier protège compris\u{a0}; puis chacun, vous compris, défausse \
                          toutes ses cartes de cette valeur, sauf un joueur protégé par le Bouclier, \
                          qui ne perd rien",
                text_en: "find the lowest printed value across all displays, shielded ones included; \
                          then everyone, you too, discards all their cards of that value, except a \
                          shielded player, who loses nothing",
            },
            Action {
                fr: ("Contre-charge", "Countercharge"),
                en: ("Countercharge", "Contre-charge"),
                copies: 1,
                ids: "CAM-10.11",
                text_fr: "pareil, mais avec la plus grande valeur imprimée",
                text_en: "the same, but with the highest printed value",
            },
            Action {
                fr: ("Disgrâce", "Disgrace"),
                en: ("Disgrace", "Disgrâce"),
                copies: 1,
                ids: "CAM-10.12",
                text_fr: "chacun, vous compris, défausse les écuyers et la dame de son personnage",
                text_en: "everyone, you included, discards the Squires and the Maiden from their \
                          display",
            },
            Action {
                fr: ("Adaptation", "Adapt"),
                en: ("Adapt", "Adaptation"),
                copies: 1,
                ids: "CAM-10.13",
                text_fr: "dans chaque personnage, le vôtre compris, il ne reste qu'une carte par valeur \
                          imprimée, et chacun choisit lesquelles il garde. Un écuyer 3 et un rouge 3 \
                          font deux cartes de valeur 3",
                text_en: "in every display, yours included, only one card of each printed value \
                          remains, and each owner chooses which to keep. A Squire 3 and a red 3 are \
                          two cards of value 3",
            },
        ],
    ),
    (
        "Cartes spéciales",
        "Special cards",
        &[
            Action {
                fr: ("Finesse", "Outwit"),
                en: ("Outwit", "Finesse"),
                copies: 1,
                ids: "CAM-10.14, CAM-10.14.1, CAM-9.12",
                text_fr: "échangez une de vos cartes visibles contre une de celles d'un adversaire \
                          déjà entré\u{a0}: une carte de personnage, le Bouclier ou la carte Assommé. Chaque \
                          personnage doit garder au moins une carte, et la carte reçue se pose sur le \
                          dessus. Face à un adversaire protégé par le Bouclier, le seul échange possible \
                          est votre carte Assommé contre son Bouclier. Même assommé, on peut échanger\u{a0}: \
                          ce n'est pas un ajout",
                text_en: "swap one of your face-up cards for one belonging to an opponent who has \
                          entered: a display card, the Shield or the Stunned card. Every display must \
                          keep at least one card, and the card received goes on top. Against a shielded \
                          opponent, the only possible swap is your Stunned card for their Shield. Even a \
                          Stunned player may swap: it is not an addition",
            },
            Action {
                fr: ("Bouclier", "Shield"),
                en: ("Shield", "Bouclier"),
                copies: 1,
                ids: "CAM-10.15",
                text_fr: "posez-le à côté de votre personnage\u{a0}: tant qu'il y est, aucune carte d'action \
                          n'a plus d'effet sur votre personnage (vos Riposte, Retraite et Finesse \
                          restent possibles). Il part quand vous vous \
                          retirez ou gagnez, à moins qu'une Finesse ne vous l'enlève avant",
                text_en: "lay it beside your display: while it stays there, no action card \
                          affects your display any more (your own Riposte, Retreat and Outwit still \
                          work). It goes when you withdraw or win, unless \
                          an Outwit takes it from you first",
            },
            Action {
                fr: ("Assommé", "Stunned"),
                en: ("Stunned", "Assommé"),
                copies: 1,
                ids: "CAM-10.16, CAM-9.10",
                text_fr: "posez-la à côté du personnage d'un adversaire qui ne s'est pas retiré\u{a0}: tant \
                          qu'elle y est, il n'ajoute qu'une carte par tour à son personnage, qu'elle \
                          vienne de sa main ou d'une Riposte. Il garde le droit de jouer des cartes \
                          d'action et d'échanger par Finesse. Un même joueur peut avoir devant lui le \
                          Bouclier et Assommé",
                text_en: "lay it beside the display of an opponent who has not withdrawn: while it \
                          stays there, they add only one card per turn to their display, whether from \
                          their hand or by Riposte. They may still play action cards and swap with \
                          Outwit. One player may have both the Shield and the Stunned card in front of \
                          them",
            },
            Action {
                fr: ("Lancelot", "Ivanhoe"),
                en: ("Lancelot", "Ivanhoe"),
                copies: 1,
                ids: "CAM-10.17",
                text_fr: "annule une carte d'action qu'un adversaire vient de jouer (voir la section \
                          suivante)",
                text_en: "cancels an action card an opponent has just played (see the next section)",
            },
        ],
    ),
];

/// How many action cards the page describes (20).
#[cfg(test)]
pub(super) fn action_count() -> u32 {
    GROUPS
        .iter()
        .flat_map(|(_, _, cards)| cards.iter())
        .map(|a| u32::from(a.copies))
        .sum()
}

fn card_item(a: &'static Action, lang: Lang) -> impl IntoView {
    let (name, alt) = match lang {
        Lang::Fr => a.fr,
        Lang::En => a.en,
    };
    view! {
        <li>
            <strong>{name}</strong>
            {(!alt.is_empty()).then(|| format!(" ({alt})"))}
            {(a.copies > 1).then(|| format!(" ×{}", a.copies))}
            {lang.pick("\u{a0}: ", ": ")}
            {lang.pick(a.text_fr, a.text_en)}
            " "
            <R ids=a.ids />
            "."
        </li>
    }
}

fn card_groups(lang: Lang) -> impl IntoView {
    GROUPS
        .iter()
        .map(|(fr, en, cards)| {
            view! {
                <h3>{lang.pick(fr, en)}</h3>
                <ul>{cards.iter().map(|a| card_item(a, lang)).collect_view()}</ul>
            }
        })
        .collect_view()
}

fn general_fr() -> impl IntoView {
    view! {
        <p>
            "Pendant son tour, on peut jouer autant de cartes d'action qu'on veut, entre ses autres
            cartes " <R ids="CAM-9.1" /> ". La carte jouée va face visible à la défausse et son effet
            s'applique aussitôt\u{a0}; seuls le Bouclier et Assommé restent en jeu, posés à côté d'un
            personnage " <R ids="CAM-9.3" /> ". Quelques règles valent pour toutes\u{a0}:"
        </p>
        <ul>
            <li>
                "une carte d'action ne se joue que si elle change vraiment quelque chose "
                <R ids="CAM-9.2" /> "\u{a0};"
            </li>
            <li>
                "un personnage d'une seule carte ne peut pas la perdre\u{a0}: on ne peut ni la défausser ni la
                prendre, seulement l'échanger par Finesse " <R ids="CAM-9.4" /> "\u{a0};"
            </li>
            <li>
                "si un effet devait vider un personnage, la plus ancienne carte, celle du bas, reste en
                place " <R ids="CAM-9.5" /> "\u{a0};"
            </li>
            <li>
                "Lance brisée, Riposte, Esquive et Finesse visent un adversaire déjà entré dans le
                tournoi\u{a0}; la Chute, n'importe quel adversaire qui a des cartes en main\u{a0}; Assommé, n'importe
                quel adversaire qui ne s'est pas retiré " <R ids="CAM-9.8" /> "\u{a0};"
            </li>
            <li>
                "les cartes ôtées d'un personnage vont à la défausse, sauf avec Retraite (elles reviennent
                en main), Riposte ou Finesse (elles changent de personnage) " <R ids="CAM-9.7" /> "\u{a0};"
            </li>
            <li>
                "le Bouclier et Assommé ne font pas partie du personnage\u{a0}: aucune carte ne les compte ni ne
                les retire, seule Finesse peut les déplacer " <R ids="CAM-9.6" /> "\u{a0};"
            </li>
            <li>
                "le Bouclier tient toutes les cartes d'action à l'écart de votre personnage, même vos
                Charge, Contre-charge, Disgrâce et Adaptation (une option le change)\u{a0}; vos Riposte,
                Retraite et Finesse restent possibles. Il n'arrête ni les
                changements de couleur, ni Assommé, ni la Chute, ni Lancelot " <R ids="CAM-9.9" /> "\u{a0};"
            </li>
            <li>
                "par défaut, aucune carte d'action ne peut mettre une deuxième dame dans un personnage "
                <R ids="CAM-9.11" /> "."
            </li>
        </ul>
        <p class="example">
            "Exemple\u{a0}: une Lance brisée vise un personnage violet 5, violet 3, violet 7. Tout devrait
            partir\u{a0}; le violet 5, posé en premier, reste donc seul."
        </p>
    }
}

fn general_en() -> impl IntoView {
    view! {
        <p>
            "On your turn you may play as many action cards as you like, in between your other cards "
            <R ids="CAM-9.1" /> ". A played card goes face up to the discard pile and takes effect at
            once; only the Shield (Bouclier) and the Stunned card (Assommé) stay in play, lying beside a
            display " <R ids="CAM-9.3" /> ". A few rules apply to all of them:"
        </p>
        <ul>
            <li>
                "an action card may only be played if it really changes something " <R ids="CAM-9.2" /> ";"
            </li>
            <li>
                "a display with a single card cannot lose it: that card can be neither discarded nor
                taken, only swapped through Outwit " <R ids="CAM-9.4" /> ";"
            </li>
            <li>
                "if an effect would empty a display, its earliest card, the bottom one, stays put "
                <R ids="CAM-9.5" /> ";"
            </li>
            <li>
                "Break Lance, Riposte, Dodge and Outwit target an opponent who has already entered the
                tournament; Knock Down, any opponent with cards in hand; Stunned, any opponent who has not
                withdrawn " <R ids="CAM-9.8" /> ";"
            </li>
            <li>
                "cards removed from a display go to the discard pile, except with Retreat (back to the
                hand), Riposte or Outwit (into another display) " <R ids="CAM-9.7" /> ";"
            </li>
            <li>
                "the Shield and the Stunned card are not part of the display: no card counts them or
                removes them, only Outwit can move them " <R ids="CAM-9.6" /> ";"
            </li>
            <li>
                "the Shield keeps every action card off your display, even your own Charge,
                Countercharge, Disgrace and Adapt (an option changes that); your own Riposte, Retreat and
                Outwit still work. It stops neither colour
                changes, nor Stunned, nor Knock Down, nor Lancelot " <R ids="CAM-9.9" /> ";"
            </li>
            <li>
                "by default, no action card may put a second Maiden into a display " <R ids="CAM-9.11" /> "."
            </li>
        </ul>
        <p class="example">
            "Example: a Break Lance targets a display of purple 5, purple 3, purple 7. Everything would
            go, so the purple 5, played first, is left on its own."
        </p>
    }
}

/// The action cards section.
pub(super) fn actions(lang: Lang) -> impl IntoView {
    let general = match lang {
        Lang::Fr => general_fr().into_any(),
        Lang::En => general_en().into_any(),
    };
    view! {
        <section id="camelot-actions" aria-labelledby="camelot-actions-h">
            <h2 id="camelot-actions-h">{heading(7, lang)}</h2>
            {general}
            {card_groups(lang)}
        </section>
    }
}

/// The Lancelot section.
pub(super) fn lancelot(lang: Lang) -> impl IntoView {
    let body = match lang {
        Lang::Fr => view! {
            <p>
                "Lancelot est la seule carte qui se joue hors de son tour. Il suffit de ne pas s'être
                retiré du tournoi\u{a0}: même un joueur qui n'a pas encore joué peut s'en servir "
                <R ids="CAM-11.1" /> "."
            </p>
            <p>
                "Elle annule tout l'effet d'une carte d'action qu'un adversaire vient de jouer. Les deux
                cartes vont à la défausse\u{a0}; la carte annulée ne revient pas dans la main. Un Bouclier ou
                une carte Assommé s'annule au moment où on le pose\u{a0}; plus tard, c'est trop tard "
                <R ids="CAM-11.2" /> "."
            </p>
            <p>
                "À la table, si vous tenez Lancelot, on vous demande votre réponse après chaque carte
                d'action d'un adversaire, une fois ses cibles et ses choix connus et avant le moindre
                effet\u{a0}; pour une Chute, avant que la carte ne soit tirée " <R ids="CAM-11.3" />
                ". Si vous laissez passer, l'occasion ne revient pas pour cette carte "
                <R ids="CAM-11.4" /> ". On ne vous consulte jamais sur vos propres cartes "
                <R ids="CAM-11.5" /> ", et les autres ignorent que vous avez eu le choix "
                <R ids="CAM-11.7" /> "."
            </p>
            <p>
                "Après une annulation, le joueur poursuit son tour et ce qu'il a déjà posé reste posé.
                S'il n'est plus le plus fort, il doit poser d'autres cartes ou se retirer "
                <R ids="CAM-11.6" /> "."
            </p>
        }
        .into_any(),
        Lang::En => view! {
            <p>
                "Lancelot (Ivanhoe) is the only card played outside your own turn. All it takes is not to
                have withdrawn from the tournament: even a player who has not had a turn yet may use it "
                <R ids="CAM-11.1" /> "."
            </p>
            <p>
                "It wipes out the whole effect of an action card an opponent has just played. Both cards
                go to the discard pile; the cancelled card does not return to its owner's hand. A Shield
                or Stunned card can be cancelled as it is laid down; later on it is too late "
                <R ids="CAM-11.2" /> "."
            </p>
            <p>
                "At the table, if you hold Lancelot you are asked after every action card an opponent
                plays, once its targets and choices are known and before anything happens; for a Knock
                Down, before the card is taken " <R ids="CAM-11.3" />
                ". If you let it pass, the chance does not come back for that card " <R ids="CAM-11.4" />
                ". You are never asked about your own cards " <R ids="CAM-11.5" />
                ", and the others never learn that you had the choice " <R ids="CAM-11.7" /> "."
            </p>
            <p>
                "After a cancellation the player carries on with their turn, and whatever they already
                played stays played. If they are no longer the strongest, they must play more cards or
                withdraw " <R ids="CAM-11.6" /> "."
            </p>
        }
        .into_any(),
    };
    view! {
        <section id="camelot-lancelot" aria-labelledby="camelot-lancelot-h">
            <h2 id="camelot-lancelot-h">{heading(8, lang)}</h2>
            {body}
        </section>
    }
}
