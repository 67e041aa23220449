//! Le Roi's lesson: following suit, a penalty contract, the score sheet, a trump contract.
//! Rounds 1 to 6 are played out quickly by the coach between the first lesson and the
//! trumps (ROI-5.5: every round has its thirteen tricks).

use crate::{Contract, Roi};
use tr_bot::lesson::{Expect, Lesson, Step};
use tr_core::cards::{Card, Suit};
use tr_core::record::{Level, SeatKind};
use tr_core::seats::Seat;

/// The suit led to the current trick, if a card is on the table.
fn led(g: &Roi) -> Option<Suit> {
    g.current_trick().first().map(|(_, c)| c.suit())
}

/// The person must follow: a card is led and the hand holds its suit.
fn can_follow(g: &Roi, s: Seat) -> bool {
    g.to_play() == Some(s) && led(g).is_some_and(|suit| !g.hand(s).of_suit(suit).is_empty())
}

/// The lowest card of `suit` in the hand.
fn lowest(g: &Roi, s: Seat, suit: Suit) -> Option<Card> {
    g.hand(s).of_suit(suit).iter().min_by_key(|c| c.rank())
}

/// The person cannot follow in a trump contract and holds a trump.
fn can_trump(g: &Roi, s: Seat) -> bool {
    let Contract::Trumps(t) = g.contract() else {
        return false;
    };
    g.to_play() == Some(s)
        && led(g).is_some_and(|suit| suit != t && g.hand(s).of_suit(suit).is_empty())
        && !g.hand(s).of_suit(t).is_empty()
}

fn trump_suit(g: &Roi) -> Option<Suit> {
    match g.contract() {
        Contract::Trumps(t) => Some(t),
        _ => None,
    }
}

const SEATS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
];

/// Le Roi's lesson.
pub static LESSON: Lesson<Roi> = Lesson {
    seats: &SEATS,
    seed: 29_001,
    auto: None,
    steps: &[
        Step {
            say: [
                "Bienvenue au Roi. Quatre joueurs, treize cartes chacun, dix donnes : chaque donne a son propre contrat, son but. Votre main est en bas de la table.",
                "Welcome to Le Roi. Four players, thirteen cards each, ten deals: each deal has its own contract, its goal. Your hand is at the bottom of the table.",
            ],
            rule: "ROI-3.11",
            look: "hand",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| g.round() == 0 && g.hand(s).len() == 13,
        },
        Step {
            say: [
                "Premier contrat : « Pas de plis ». Chaque pli que vous ramassez vous coûte 2 points. Le but est donc de perdre les plis.",
                "First contract: \u{201c}No tricks\u{201d}. Every trick you take costs you 2 points, so the aim is to lose tricks.",
            ],
            rule: "ROI-3.1",
            look: "contract",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.contract() == Contract::NoTricks,
        },
        Step {
            say: [
                "Une carte a été jouée : vous devez fournir, c'est-à-dire jouer une carte de la même couleur, puisque vous en avez. La plus forte carte de cette couleur remporte le pli : jouez votre plus petite pour le laisser à un autre.",
                "A card has been led: you must follow suit, playing a card of the same suit, since you hold one. The highest card of that suit wins the trick: play your lowest so that someone else takes it.",
            ],
            rule: "ROI-4.2",
            look: "trick",
            expect: Expect::Move(|g, s| lowest(g, s, led(g)?)),
            instead: [
                "C'est permis, mais une carte plus forte risque de remporter ce pli, et un pli coûte 2 points dans ce contrat.",
                "That is allowed, but a higher card may win this trick, and a trick costs 2 points in this contract.",
            ],
            holds: |g, s| g.round() == 0 && can_follow(g, s),
        },
        Step {
            say: [
                "Vous avez compris le principe. Le coach joue pour vous la fin des six donnes de pénalités (pas de plis, de cœurs, de rois ni valets, de dames, de rois, pas le dernier pli), jusqu'aux donnes d'atout.",
                "You have the idea. The coach now plays the rest of the six penalty deals for you (no tricks, hearts, kings or jacks, queens, kings, not the last trick), up to the trump deals.",
            ],
            rule: "ROI-3.11",
            look: "hand",
            expect: Expect::Skip(|g, _| g.round() == 6),
            instead: ["", ""],
            holds: |g, _| g.round() == 0,
        },
        Step {
            say: [
                "La feuille de marque (sur un téléphone, derrière son bouton) : une ligne par donne jouée, une colonne par joueur. Les six donnes de pénalités n'ont fait que retirer des points, le total de la table y est toujours négatif.",
                "The score sheet (on a phone, behind its button): a row per deal played, a column per player. The six penalty deals only took points away, so the table's total there is always negative.",
            ],
            rule: "ROI-6.1",
            look: "score",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.sheet().len() == 6 && g.totals().values().copied().sum::<i32>() < 0,
        },
        Step {
            say: [
                "Septième donne : trèfle est l'atout. Désormais chaque pli rapporte 4 points, et chaque trèfle ramassé 1 de plus.",
                "Seventh deal: clubs are trumps. From now on every trick earns 4 points, and every club taken 1 more.",
            ],
            rule: "ROI-3.7",
            look: "contract",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.contract() == Contract::Trumps(Suit::Clubs),
        },
        Step {
            say: [
                "Le coach joue jusqu'à un pli où vous ne pouvez pas fournir.",
                "The coach plays on to a trick where you cannot follow suit.",
            ],
            rule: "ROI-4.6",
            look: "hand",
            expect: Expect::Skip(can_trump),
            instead: ["", ""],
            holds: |g, _| g.round() == 6,
        },
        Step {
            say: [
                "Vous n'avez aucune carte de la couleur jouée : vous pouvez couper, c'est-à-dire jouer un atout. Le plus fort atout du pli l'emporte sur toute autre couleur. Coupez avec votre plus petit trèfle.",
                "You hold no card of the suit led: you may trump it, playing a trump. The highest trump in a trick beats every other suit. Trump with your lowest club.",
            ],
            rule: "ROI-5.2",
            look: "trick",
            expect: Expect::Move(|g, s| lowest(g, s, trump_suit(g)?)),
            instead: [
                "C'est permis (on n'est jamais obligé de couper), mais sans atout ce pli vous échappe.",
                "That is allowed (nobody must trump), but without a trump this trick goes to someone else.",
            ],
            holds: can_trump,
        },
        Step {
            say: [
                "Voilà tout le Roi : fournir si vous le pouvez, fuir les pénalités des six premières donnes, puis ramasser des plis à l'atout. La partie continue : jouez-la librement, ou commencez une vraie partie.",
                "That is all of Le Roi: follow suit when you can, avoid the penalties of the first six deals, then take tricks with trumps. The game goes on: play it freely, or start a real game.",
            ],
            rule: "ROI-7.1",
            look: "score",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.round() == 6 && g.to_play().is_some(),
        },
    ],
};

/// What a lesson step's words claim for `YOU`, tested with the story.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roi_lesson_story_holds_roi_4_2_roi_5_2() {
        let at = LESSON.story().expect("every step of the lesson holds");
        assert_eq!(at.len(), LESSON.steps.len());
        // The steps come in the order of the game.
        assert!(at.windows(2).all(|w| w[0] <= w[1]), "{at:?}");
        // The trump lesson comes in the seventh deal, after the six penalty deals.
        assert!(at[7] > 6 * 52, "{at:?}");
    }
}
