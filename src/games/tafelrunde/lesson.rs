//! König Artus Tafelrunde's lesson: following and winning a trick, how a trick moves the
//! winner's pawn, declaring a trump at a sword, trumping, a super-trump, and the race's end.
//! Three players; the coach plays the person's dull tricks in between.

use crate::tricks::{TrickTop, led_colour, place};
use crate::{Action, Card, Colour, Phase, Tafelrunde};
use tr_bot::lesson::{Expect, Lesson, Step};
use tr_core::game::Game;
use tr_core::record::{Level, SeatKind};
use tr_core::seats::Seat;

/// What a card played now by the person would do to the trick on the table.
fn takes(g: &Tafelrunde, card: Card) -> bool {
    let frees = g.options().super_lead_frees_trick;
    TrickTop::new(g.trick(), g.ladder(), frees).taken_by(card, g.ladder())
}

/// The colour led to the current trick, if any.
fn led(g: &Tafelrunde) -> Option<Colour> {
    led_colour(g.trick(), g.options().super_lead_frees_trick)
}

/// The person plays a card now (no sword decision waits).
fn playing(g: &Tafelrunde, s: Seat) -> bool {
    g.phase() == Phase::Play && g.first_actor() == Some(s)
}

/// The person's legal cards.
fn playable(g: &Tafelrunde, s: Seat) -> Vec<Card> {
    g.legal_actions(s)
        .into_iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// The person has a choice of cards: a step teaches one of them.
fn choice(g: &Tafelrunde, s: Seat) -> bool {
    playable(g, s).len() > 1
}

/// The person plays last to a trick of plain cards (no trump, no super-trump yet) and can
/// follow the colour led with more than one card.
fn last_to_follow(g: &Tafelrunde, s: Seat) -> bool {
    playing(g, s)
        && choice(g, s)
        && g.ladder().is_empty()
        && g.trick().len() + 1 == g.seats()
        && g.trick().iter().all(|(_, c)| !c.is_super())
        && led(g).is_some_and(|l| g.hand(s).iter().any(|c| c.colour() == Some(l)))
}

/// The person's highest card of the colour led.
fn highest_of_led(g: &Tafelrunde, s: Seat) -> Option<Card> {
    let l = led(g)?;
    g.hand(s)
        .iter()
        .filter(|c| c.colour() == Some(l))
        .max_by_key(|c| c.value())
        .copied()
}

/// The colour the person holds most cards of (then the highest values), among those not
/// on the ladder yet: the sensible trump to declare (the seed's own tip, TAF-7.9).
fn best_colour(g: &Tafelrunde, s: Seat) -> Option<Colour> {
    Colour::ALL
        .into_iter()
        .filter(|c| !g.ladder().contains(c))
        .max_by_key(|col| {
            let values: Vec<u8> = g
                .hand(s)
                .iter()
                .filter(|c| c.colour() == Some(*col))
                .filter_map(|c| c.value())
                .collect();
            (
                values.len(),
                values.iter().map(|v| u32::from(*v)).sum::<u32>(),
            )
        })
}

/// The person decides at a sword, and may declare a trump (TAF-7.1, TAF-7.2).
fn at_sword(g: &Tafelrunde, s: Seat) -> bool {
    matches!(g.phase(), Phase::Sword { seat, .. } if seat == s)
        && g.ladder().len() < 6
        && g.first_actor() == Some(s)
}

/// The person cannot follow a colour led, and a trump card of the hand would take the
/// trick: the lowest such card.
fn winning_trump(g: &Tafelrunde, s: Seat) -> Option<Card> {
    let l = led(g)?;
    if !playing(g, s) || !choice(g, s) || g.hand(s).iter().any(|c| c.colour() == Some(l)) {
        return None;
    }
    playable(g, s)
        .into_iter()
        .filter(|c| c.colour().is_some_and(|col| place(g.ladder(), col) > 0) && takes(g, *c))
        .min_by_key(|c| (c.colour().map(|col| place(g.ladder(), col)), c.value()))
}

/// A trump card holds the trick, and a super-trump of the hand, legal now, would take it.
fn winning_super(g: &Tafelrunde, s: Seat) -> Option<Card> {
    let trumped = g
        .trick()
        .iter()
        .any(|(_, c)| c.colour().is_some_and(|col| place(g.ladder(), col) > 0));
    if !playing(g, s) || !choice(g, s) || !trumped || g.trick().iter().any(|(_, c)| c.is_super()) {
        return None;
    }
    playable(g, s)
        .into_iter()
        .find(|c| c.is_super() && takes(g, *c))
}

const SEATS: [SeatKind; 3] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
];

/// König Artus Tafelrunde's lesson.
pub static LESSON: Lesson<Tafelrunde> = Lesson {
    seats: &SEATS,
    seed: 29_222,
    auto: None,
    steps: &[
        Step {
            say: [
                "Bienvenue à la Table ronde du roi Arthur. Chacun reçoit 8 cartes : des cartes de six couleurs, de 1 à 11, et parfois un atout majeur, Chevalier ou Blason, qui n'a ni couleur ni valeur.",
                "Welcome to King Arthur's Round Table. Everyone gets 8 cards: cards in six colours, valued 1 to 11, and now and then a super-trump, a Knight or a Crest, which has no colour and no value.",
            ],
            rule: "TAF-1.4",
            look: "hand",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| g.tricks() == 0 && g.hand(s).len() == 8,
        },
        Step {
            say: [
                "C'est une course : chaque pli gagné avance votre pion d'une case libre sur le plateau. Le premier pion qui atteint la case du roi Arthur gagne la partie.",
                "It is a race: every trick you win moves your pawn on to the next free space of the board. The first pawn to reach King Arthur's space wins the game.",
            ],
            rule: "TAF-9.1",
            look: "board",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.pawns().iter().all(|p| *p == 0),
        },
        Step {
            say: [
                "Une couleur a été jouée et vous en avez : vous devez fournir. Sans atout, la plus forte carte de la couleur demandée gagne. Vous jouez le dernier : votre plus forte carte de cette couleur remporte le pli.",
                "A colour has been led and you hold it: you must follow. With no trump about, the highest card of the colour led wins. You play last, so your highest card of that colour takes the trick.",
            ],
            rule: "TAF-4.2",
            look: "trick",
            expect: Expect::Move(|g, s| highest_of_led(g, s).map(Action::Play)),
            instead: [
                "C'est permis, mais cette carte ne remporte pas le pli, et seul le gagnant avance.",
                "That is allowed, but that card does not take the trick, and only the winner moves.",
            ],
            holds: |g, s| last_to_follow(g, s) && highest_of_led(g, s).is_some_and(|c| takes(g, c)),
        },
        Step {
            say: [
                "Vous avez gagné le pli : votre pion a avancé jusqu'à la prochaine case libre (les cases occupées sont sautées). Le gagnant entame le pli suivant.",
                "You won the trick: your pawn moved to the next free space (taken spaces are skipped). The winner leads the next trick.",
            ],
            rule: "TAF-6.1",
            look: "board",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                g.last_trick()
                    .is_some_and(|t| t.winner == s && t.to > t.from)
                    && g.trick().is_empty()
            },
        },
        Step {
            say: [
                "Le coach joue pour vous jusqu'à ce que votre pion s'arrête sur une épée.",
                "The coach plays for you until your pawn stops on a sword space.",
            ],
            rule: "TAF-7.1",
            look: "board",
            expect: Expect::Skip(at_sword),
            instead: ["", ""],
            holds: |g, _| g.ladder().is_empty(),
        },
        Step {
            say: [
                "Votre pion est sur une épée : vous pouvez placer le jeton d'une couleur sur l'échelle des atouts, à la plus basse place libre. Choisissez la couleur dont vous avez le plus de cartes.",
                "Your pawn stands on a sword: you may put a colour's chip on the trump ladder, on its lowest free place. Choose the colour you hold most cards of.",
            ],
            rule: "TAF-7.2",
            look: "ladder",
            expect: Expect::Move(|g, s| best_colour(g, s).map(Action::Declare)),
            instead: [
                "C'est permis, mais un atout dont vous avez beaucoup de cartes vous fera gagner plus de plis.",
                "That is allowed, but a trump you hold many cards of will win you more tricks.",
            ],
            holds: at_sword,
        },
        Step {
            say: [
                "Cette couleur est maintenant un atout : n'importe laquelle de ses cartes bat les couleurs ordinaires. Sur l'échelle, une place plus haute bat une place plus basse.",
                "That colour is now a trump: any card of it beats the plain colours. On the ladder, a higher place beats a lower one.",
            ],
            rule: "TAF-2.6",
            look: "ladder",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| !g.ladder().is_empty(),
        },
        Step {
            say: [
                "Le coach joue jusqu'à un pli où vous ne pouvez pas fournir.",
                "The coach plays on to a trick where you cannot follow.",
            ],
            rule: "TAF-4.4",
            look: "hand",
            expect: Expect::Skip(|g, s| winning_trump(g, s).is_some()),
            instead: ["", ""],
            holds: |g, _| !g.ladder().is_empty(),
        },
        Step {
            say: [
                "Vous n'avez pas la couleur demandée : vous pouvez jouer n'importe quelle carte. Un atout prend ce pli ; jouez le plus petit qui suffit.",
                "You hold none of the colour led, so you may play any card. A trump takes this trick: play the smallest one that does.",
            ],
            rule: "TAF-5.4",
            look: "trick",
            expect: Expect::Move(|g, s| winning_trump(g, s).map(Action::Play)),
            instead: [
                "C'est permis, mais sans atout ce pli vous échappe, et votre pion reste en place.",
                "That is allowed, but without a trump this trick goes to someone else, and your pawn stays put.",
            ],
            holds: |g, s| winning_trump(g, s).is_some(),
        },
        Step {
            say: [
                "Le coach joue jusqu'à ce qu'un atout majeur puisse servir.",
                "The coach plays on until a super-trump can be of use.",
            ],
            rule: "TAF-5.1",
            look: "hand",
            expect: Expect::Skip(|g, s| winning_super(g, s).is_some()),
            instead: ["", ""],
            holds: |g, _| !g.ladder().is_empty(),
        },
        Step {
            say: [
                "Un atout tient ce pli, mais un Chevalier ou un Blason bat toute carte de couleur, atouts compris. Seul un atout majeur de l'autre sorte, joué après lui, le bat. Jouez votre atout majeur.",
                "A trump holds this trick, but a Knight or a Crest beats every colour card, trumps included. Only a super-trump of the other kind, played after it, beats it. Play your super-trump.",
            ],
            rule: "TAF-5.2",
            look: "trick",
            expect: Expect::Move(|g, s| winning_super(g, s).map(Action::Play)),
            instead: [
                "C'est permis, mais l'atout sur la table garde le pli.",
                "That is allowed, but the trump on the table keeps the trick.",
            ],
            holds: |g, s| winning_super(g, s).is_some(),
        },
        Step {
            say: [
                "Voilà l'essentiel : fournir, gagner des plis pour avancer, placer des atouts sur les épées, garder vos atouts majeurs pour les plis qui comptent. La partie continue : jouez-la librement, ou commencez une vraie partie.",
                "That is the heart of it: follow, win tricks to move on, put trumps on the ladder at the swords, keep your super-trumps for the tricks that matter. The game goes on: play it freely, or start a real game.",
            ],
            rule: "TAF-9.1",
            look: "board",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, _| g.winner().is_none(),
        },
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tafelrunde_lesson_story_holds_taf_4_2_taf_5_4_taf_5_2() {
        let at = LESSON.story().expect("every step of the lesson holds");
        assert_eq!(at.len(), LESSON.steps.len());
        assert!(at.windows(2).all(|w| w[0] <= w[1]), "{at:?}");
        // A short lesson: the super-trump comes within two hands (8 tricks of 3 cards each).
        assert!(at[10] < 2 * 24 + 4, "{at:?}");
    }
}
