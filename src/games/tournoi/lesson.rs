//! Le Tournoi de Camelot's lesson: the lowest card takes the melee, following and feeding
//! the loser (round 1), the injury step and health (end of round 1), a feint (round 2) and
//! King Arthur's +3 token (round 3). The coach plays the person's dull melees between the
//! lessons (TRN-4.2: twelve melees a round, everybody acts once in each); the fast-forwards
//! are quick, the person plays five moves or reads.
//!
//! Every taught move is made as the last knight of a melee (the seat before its leader), so
//! the outcome is certain when the step is shown: the words never guess at cards still to
//! come. The person is King Arthur (TRN-10.2): the seed deals him that Hero (default
//! options: Heroes at random, TRN-2.2).

use crate::{Action, Hero, MAX_HEALTH, Phase, Play, Tournoi};
use tr_bot::lesson::{Expect, Lesson, Step};
use tr_core::game::Game;
use tr_core::record::{Level, SeatKind};
use tr_core::seats::Seat;

/// The person decides a play in a melee (not a window, not a Godsend pick).
fn to_play(g: &Tournoi, s: Seat) -> bool {
    g.phase() == Phase::Melee { seat: s }
}

/// The person plays the melee's last card: everyone else has acted (TRN-4.2), so nothing
/// after it can change who holds the lowest card, unless a computer's pre-feint power does
/// (TRN-4.9): the step after each taught move checks the melee's real outcome.
fn last_to_act(g: &Tournoi, s: Seat) -> bool {
    to_play(g, s) && s.left(g.seat_count()) == g.leader()
}

/// The led suit's cards the person holds: a suit was led (TRN-4.3) and he holds some, so he
/// must follow (TRN-4.4).
fn can_follow(g: &Tournoi, s: Seat) -> bool {
    let Some(led) = g.placed().first().and_then(|p| p.suit) else {
        return false;
    };
    to_play(g, s) && g.hand(s).iter().any(|c| c.suit() == Some(led))
}

/// Who would lose the melee once `extra` (a seat and its card's final value) joins the
/// face-up cards already played: every value held by two or more face-up cards feints away
/// (TRN-4.10), then the lowest left loses (TRN-4.11). `None`: everything feinted.
fn loser_with(g: &Tournoi, extra: Option<(Seat, u8)>) -> Option<Seat> {
    let mut up: Vec<(Seat, u8)> = g
        .placed()
        .iter()
        .filter(|p| p.face_up)
        .map(|p| (p.seat, p.value))
        .collect();
    up.extend(extra);
    up.iter()
        .filter(|(_, v)| up.iter().filter(|(_, w)| w == v).count() == 1)
        .min_by_key(|(_, v)| *v)
        .map(|(seat, _)| *seat)
}

/// Who loses if the person plays `p` last.
fn loser_if(g: &Tournoi, s: Seat, p: &Play) -> Option<Seat> {
    loser_with(g, Some((s, Tournoi::final_value(p))))
}

/// The person's legal plays (enchanters once per named value).
fn plays(g: &Tournoi, s: Seat) -> Vec<Play> {
    g.legal(s)
        .into_iter()
        .filter_map(|a| match a {
            Action::Play(p) => Some(p),
            _ => None,
        })
        .collect()
}

/// A play without Arthur's token (nor any other modifier).
fn plain(p: &Play) -> bool {
    !p.plus3 && !p.sun && p.divine == 0
}

/// Would `p` feint the person's card away: its value is already on a face-up card.
fn feints(g: &Tournoi, s: Seat, p: &Play) -> bool {
    let v = Tournoi::final_value(p);
    g.placed()
        .iter()
        .any(|q| q.face_up && q.seat != s && q.value == v)
}

/// The feeding lesson (TRN-4.11): the person plays last and must follow; another knight's
/// card is the lowest; a poisoned card of the led suit, plainly played, leaves him the
/// loser. The lowest such card: a low card is the one that could lose a later melee.
fn feed(g: &Tournoi, s: Seat) -> Option<Play> {
    // A Merlin would feed him 25 wounds, not 10: that lesson needs a hand without one.
    if !last_to_act(g, s) || !can_follow(g, s) || g.hand(s).iter().any(|c| c.is_merlin()) {
        return None;
    }
    let lowest = loser_with(g, None).filter(|x| *x != s)?;
    plays(g, s)
        .into_iter()
        .filter(|p| plain(p) && p.card.is_poison() && loser_if(g, s, p) == Some(lowest))
        .min_by_key(|p| p.card.value())
}

/// The feint lesson (TRN-4.10): the person plays last; every play of his that feints
/// nothing makes him the loser, even with Arthur's token, and a plain play matching a
/// face-up value turns both face down and leaves another knight the loser. The lowest such
/// card: it is the one most likely to lose later.
fn feint(g: &Tournoi, s: Seat) -> Option<Play> {
    // No Godsend in front of him (TRN-9): a Miracle or a Sanctuary would be another way
    // out. No enchanter in hand: its named value (TRN-4.7) would be a second lesson, and a
    // Merlin feint (25 wounds to the loser) a better move than the lowest card.
    if !last_to_act(g, s) || !g.godsends(s).is_empty() || g.hand(s).iter().any(|c| c.is_enchanter())
    {
        return None;
    }
    let all = plays(g, s);
    let lose_else = all
        .iter()
        .filter(|p| !feints(g, s, p))
        .all(|p| loser_if(g, s, p) == Some(s));
    if !lose_else {
        return None;
    }
    all.into_iter()
        .filter(|p| plain(p) && feints(g, s, p) && loser_if(g, s, p).is_some_and(|x| x != s))
        .min_by_key(Tournoi::final_value)
}

/// The token lesson (TRN-10.2.2): the person (Arthur, token unused) plays last; every plain
/// play makes him the loser, feints included, and exactly one card with the token's +3
/// does not (so the words need not weigh two ways out).
fn royal(g: &Tournoi, s: Seat) -> Option<Play> {
    // No Godsend in front of him: a Divine Will, Miracle or Sanctuary (TRN-9) would be
    // another way out, and the words say the token is the only one.
    if !last_to_act(g, s)
        || g.hero(s) != Hero::Arthur
        || g.used(s).royal != 0
        || !g.godsends(s).is_empty()
    {
        return None;
    }
    let all = plays(g, s);
    if !all
        .iter()
        .filter(|p| !p.plus3)
        .all(|p| loser_if(g, s, p) == Some(s))
    {
        return None;
    }
    let mut saving = all
        .into_iter()
        .filter(|p| p.plus3 && loser_if(g, s, p).is_some_and(|x| x != s));
    let first = saving.next()?;
    saving.next().is_none().then_some(first)
}

/// The loser of the melee just resolved holds every card of it in his wound pile (TRN-4.12).
fn collected(g: &Tournoi) -> bool {
    let (cards, loser) = g.last_melee();
    loser.is_some_and(|l| cards.iter().all(|p| g.pile(l).contains(&p.card())))
}

/// The person's card in the melee just resolved, and its loser (TRN-4.12).
fn last_mine(g: &Tournoi, s: Seat) -> Option<(crate::Placed, Seat)> {
    let (cards, loser) = g.last_melee();
    let mine = cards.iter().find(|p| p.seat == s)?;
    Some((*mine, loser?))
}

const SEATS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
];

/// Le Tournoi's lesson.
pub static LESSON: Lesson<Tournoi> = Lesson {
    seats: &SEATS,
    seed: 36_083,
    auto: None,
    steps: &[
        Step {
            say: [
                "Bienvenue au Tournoi de Camelot. Quatre chevaliers, douze cartes chacun, 400 points de santé. Ici, c'est l'inverse d'un jeu de plis : dans chaque mêlée, la carte la plus faible perd, et son chevalier ramasse toutes les cartes jouées. Elles le blesseront à la fin de la manche.",
                "Welcome to the Tournament at Camelot. Four knights, twelve cards each, 400 health. This is trick-taking turned upside down: in each melee the lowest card loses, and its knight picks up every card played. They will wound him at the end of the round.",
            ],
            rule: "TRN-4.11",
            look: "hand",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                g.seat_count() == 4
                    && g.round() == 1
                    && g.melee() == 1
                    && g.hand(s).len() == 12
                    && Seat::all(4).all(|t| g.health(t) == MAX_HEALTH)
            },
        },
        Step {
            say: [
                "Votre héros est le roi Arthur. Une fois par manche, il peut poser son jeton +3 sur une carte qu'il joue : elle vaut alors 3 de plus pour cette mêlée. Gardez-le pour vous sauver d'une défaite.",
                "Your Hero is King Arthur. Once a round, he may put his +3 token on a card he plays: it is worth 3 more in that melee. Keep it to save yourself from a loss.",
            ],
            rule: "TRN-10.2.2",
            look: "hero",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| g.hero(s) == Hero::Arthur && g.used(s).royal == 0 && g.melee() == 1,
        },
        Step {
            say: [
                "Le coach joue vos premières cartes, jusqu'à une mêlée à regarder de près.",
                "The coach plays your first cards, up to a melee worth a close look.",
            ],
            rule: "TRN-4.2",
            look: "hand",
            expect: Expect::Skip(|g, s| feed(g, s).is_some()),
            instead: ["", ""],
            holds: |g, _| g.round() == 1,
        },
        Step {
            say: [
                "La première carte de la mêlée a fixé la couleur. Vous en avez : vous devez fournir, c'est-à-dire jouer une carte de cette couleur (un enchanteur est toujours permis). Sans elle, une carte d'alchimie prend la couleur ; sans rien de tout cela, vous défaussez une carte et prenez 5 blessures de déshonneur.",
                "The melee's first card set the suit. You hold some: you must follow, playing a card of that suit (an enchanter is always allowed). Without one, an Alchemy card takes the suit; with none of these, you discard a card and take 5 dishonor wounds.",
            ],
            rule: "TRN-4.4",
            look: "trick",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| g.round() == 1 && can_follow(g, s),
        },
        Step {
            say: [
                "Vous jouez en dernier, et la plus faible carte de la mêlée est celle d'un autre chevalier : toute carte plus forte que la sienne le laisse perdant. Profitez-en pour lui donner une carte empoisonnée (tête de mort, 10 blessures au lieu de 5) : la surlignée.",
                "You play last, and the lowest card of the melee is another knight's: any card above it leaves him the loser. Make the most of it and hand him a poisoned card (skull, 10 wounds instead of 5): the one lit up.",
            ],
            rule: "TRN-4.11",
            look: "trick",
            expect: Expect::Move(|g, s| feed(g, s).map(Action::Play)),
            instead: [
                "C'est permis, mais cette carte ne fait pas mieux : une carte empoisonnée dans la pile du perdant, c'est 10 blessures de plus pour lui et une de moins dans votre main pour une mêlée que vous pourriez perdre.",
                "That is allowed, but that card does no better: a poisoned card in the loser's pile is 10 more wounds for him, and one fewer in your hand for a melee you might lose.",
            ],
            holds: |g, s| g.round() == 1 && feed(g, s).is_some(),
        },
        Step {
            say: [
                "La mêlée est finie : le chevalier à la plus faible carte a ramassé toutes les cartes jouées, votre carte empoisonnée comprise, dans sa pile de blessures (sous son nom). Il mène la mêlée suivante.",
                "The melee is over: the knight with the lowest card picked up every card played, your poisoned card included, into his wound pile (under his name). He leads the next melee.",
            ],
            rule: "TRN-4.12",
            look: "wounds",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                g.round() == 1
                    && last_mine(g, s).is_some_and(|(mine, loser)| {
                        loser != s && mine.card().is_poison() && collected(g) && g.leader() == loser
                    })
            },
        },
        Step {
            say: [
                "Le coach joue la fin de la manche.",
                "The coach plays the rest of the round.",
            ],
            rule: "TRN-4.14",
            look: "hand",
            expect: Expect::Skip(|g, _| !g.sheet().is_empty()),
            instead: ["", ""],
            holds: |g, _| g.round() == 1,
        },
        Step {
            say: [
                "Douze mêlées jouées : c'est l'étape des blessures. Chaque carte de votre pile vous a coûté 5 points de santé, 10 si elle est empoisonnée, 25 pour un Merlin, plus 5 par déshonneur. Votre santé a baissé d'autant.",
                "Twelve melees played: time for the injury step. Each card in your pile cost you 5 health, 10 if poisoned, 25 for a Merlin, plus 5 per dishonor. Your health went down by that much.",
            ],
            rule: "TRN-5.7",
            look: "health",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                g.sheet().len() == 1
                    && g.sheet()[0][s.index()] > 0
                    && g.health(s) == MAX_HEALTH - g.sheet()[0][s.index()]
            },
        },
        Step {
            say: [
                "Chaque manche commence par une nouvelle donne. Le coach joue encore pour vous, jusqu'à une mêlée où une seule sorte de carte vous sauve.",
                "Every round starts with a new deal. The coach plays on for you, up to a melee where only one kind of card saves you.",
            ],
            rule: "TRN-3.2",
            look: "hand",
            expect: Expect::Skip(|g, s| feint(g, s).is_some()),
            instead: ["", ""],
            holds: |g, _| g.sheet().len() == 1,
        },
        Step {
            say: [
                "Vous jouez en dernier, et n'importe laquelle de vos cartes serait la plus faible, même avec le jeton d'Arthur, à moins d'avoir la valeur d'une carte déjà jouée. C'est le cas de la carte surlignée : c'est une feinte. Les cartes de même valeur sont retournées face cachée et ne comptent plus ; la plus faible carte est alors celle d'un autre chevalier.",
                "You play last, and any card of yours would be the lowest, even with Arthur's token, unless it has the value of a card already played. The card lit up does: that is a feint. Cards sharing a value are turned face down and no longer count; the lowest card is then another knight's.",
            ],
            rule: "TRN-4.10",
            look: "trick",
            expect: Expect::Move(|g, s| feint(g, s).map(Action::Play)),
            instead: [
                "C'est permis. Mais sans feinte votre carte reste la plus faible, jeton ou pas, et vous ramassez toute la mêlée. Et des cartes qui feintent, la surlignée est la plus faible : c'est elle qu'il vaut mieux ne plus avoir en main.",
                "That is allowed. But without a feint your card stays the lowest, token or not, and you pick up the whole melee. And of the cards that feint, the one lit up is the lowest: that is the one best out of your hand.",
            ],
            holds: |g, s| feint(g, s).is_some(),
        },
        Step {
            say: [
                "Votre carte et sa jumelle ont été retournées : elles n'ont pas concouru, mais le perdant les a ramassées avec les autres. Sauvé par la feinte !",
                "Your card and its twin were turned face down: they did not compete, but the loser picked them up with the rest. Saved by the feint!",
            ],
            rule: "TRN-4.10",
            look: "wounds",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                collected(g)
                    && last_mine(g, s).is_some_and(|(mine, loser)| {
                        loser != s
                            && !mine.face_up
                            && g.last_melee()
                                .0
                                .iter()
                                .any(|p| p.seat != s && !p.face_up && p.value == mine.value)
                    })
            },
        },
        Step {
            say: [
                "Le coach joue encore, jusqu'à une mêlée où seul le jeton d'Arthur vous sauve (il revient à chaque manche).",
                "The coach plays on, up to a melee where only Arthur's token saves you (it comes back every round).",
            ],
            rule: "TRN-10.2.1",
            look: "hand",
            expect: Expect::Skip(|g, s| royal(g, s).is_some()),
            instead: ["", ""],
            holds: |g, _| !g.sheet().is_empty(),
        },
        Step {
            say: [
                "Vous jouez en dernier et chacune de vos cartes serait la plus faible, même par une feinte. Posez votre jeton +3 sur la carte surlignée (choisissez « +3 » en la jouant) : avec 3 de plus, elle n'est plus la plus faible, et c'est un autre chevalier qui perd la mêlée.",
                "You play last and each of your cards would be the lowest, even with a feint. Put your +3 token on the card lit up (choose \u{201c}+3\u{201d} as you play it): 3 higher, it is no longer the lowest, and another knight loses the melee.",
            ],
            rule: "TRN-10.2.2",
            look: "trick",
            expect: Expect::Move(|g, s| royal(g, s).map(Action::Play)),
            instead: [
                "C'est permis, mais sans le jeton vous perdez cette mêlée et ramassez toutes ses cartes. Le jeton revient au début de chaque manche : le garder ici ne rapporte rien.",
                "That is allowed, but without the token you lose this melee and pick up all its cards. The token comes back at the start of every round: keeping it here gains nothing.",
            ],
            holds: |g, s| g.round() >= 2 && royal(g, s).is_some(),
        },
        Step {
            say: [
                "Sauvé par le roi ! Voilà le Tournoi : restez au-dessus de la plus faible carte, nourrissez le perdant, feintez, gardez le +3 pour un mauvais pas. Le tournoi s'arrête dès qu'un chevalier tombe à 0 ; le plus vaillant, celui qui a le plus de santé, l'emporte. Continuez cette partie librement, ou commencez-en une vraie.",
                "Saved by the king! That is the Tournament: stay above the lowest card, feed the loser, feint, keep the +3 for a tight spot. It stops as soon as a knight falls to 0; the knight with the most health wins. Play this game on freely, or start a real one.",
            ],
            rule: "TRN-11.1",
            look: "health",
            expect: Expect::Read,
            instead: ["", ""],
            holds: |g, s| {
                last_mine(g, s).is_some_and(|(mine, loser)| loser != s && mine.play.plus3)
                    && !Seat::all(4).any(|t| g.health(t) == 0)
                    && g.phase() != Phase::Over
            },
        },
    ],
};

/// What a lesson step's words claim for `YOU`, tested with the story.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournoi_lesson_story_holds_trn_4_4_trn_4_10_trn_4_11_trn_10_2_2_trn_5_7() {
        let at = LESSON.story().expect("every step of the lesson holds");
        assert_eq!(at.len(), LESSON.steps.len());
        // The steps come in the order of the game.
        assert!(at.windows(2).all(|w| w[0] <= w[1]), "{at:?}");
        // The first lesson (following, feeding the loser) comes within the first three
        // melees of four knights, and its outcome at the person's next turn.
        assert!(at[4] < 3 * 4, "{at:?}");
        assert!(at[5] - at[4] <= 4, "{at:?}");
        // The injury step comes after round 1's twelve melees (TRN-4.2: 48 plays at
        // least); the feint and the token come after it, the token last.
        assert!(at[7] >= 12 * 4, "{at:?}");
        assert!(at[9] > at[7] && at[12] > at[9], "{at:?}");
        // A short lesson: the whole story within three rounds' moves.
        assert!(at[13] < 3 * (12 * 4 + 8), "{at:?}");
    }
}
