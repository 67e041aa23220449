//! Camelot's lesson: opening a tournament and naming its colour, staying strictly highest, a
//! supporter, withdrawing, winning a token, Riposte, and Lancelot's out-of-turn answer.
//! Three players (the person and two Easy computers): a withdrawal does not end the
//! tournament at once, and two opponents play action cards, so the Lancelot moment comes
//! early. The coach plays the dull turns in between (each claim of the words is checked in
//! the position its step is shown in).

use crate::{Action, ActionCard, Camelot, Card, Colour, Phase, display_total, forced_answer};
use tr_bot::lesson::{Expect, Lesson, Step};
use tr_core::game::Game;
use tr_core::record::{Level, SeatKind};
use tr_core::seats::Seat;

/// The person's turn, cards being played (not an announcement nor a window).
fn my_turn(g: &Camelot, s: Seat) -> bool {
    g.phase() == Phase::Play && g.active() == s
}

/// The highest total of the other players still in (CAM-7.4: Waiting players count 0).
fn best_other(g: &Camelot, s: Seat) -> u32 {
    Seat::all(g.seats())
        .filter(|o| *o != s && g.in_tournament(*o))
        .map(|o| g.total(o))
        .max()
        .unwrap_or(0)
}

/// The points of the hand's colour cards of `c` (CAM-7.1 printed values).
fn colour_points(g: &Camelot, s: Seat, c: Colour) -> u32 {
    g.hand(s)
        .iter()
        .filter(|k| k.colour() == Some(c))
        .map(|k| u32::from(k.printed()))
        .sum()
}

/// The colour the person may announce whose cards in hand add up to the most points, when
/// one colour strictly beats every other (CAM-5.2: the hand can open it).
fn best_colour(g: &Camelot, s: Seat) -> Option<Colour> {
    let mut open: Vec<(u32, Colour)> = Colour::ALL
        .into_iter()
        .filter(|c| g.can_open_with(g.hand(s), *c))
        .map(|c| (colour_points(g, s, c), c))
        .collect();
    open.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
    match open.as_slice() {
        [(p, c)] if *p > 0 => Some(*c),
        [(p, c), (q, _), ..] if *p > *q => Some(*c),
        _ => None,
    }
}

/// The starter names the first tournament's colour (CAM-3.5, CAM-5.1).
fn announcing(g: &Camelot, s: Seat) -> bool {
    g.phase() == Phase::Announce && g.starter() == s && best_colour(g, s).is_some()
}

/// The lowest card of the tournament colour in hand.
fn lowest_of_colour(g: &Camelot, s: Seat) -> Option<Card> {
    let c = g.colour()?;
    g.hand(s)
        .iter()
        .filter(|k| k.colour() == Some(c))
        .min_by_key(|k| k.printed())
        .copied()
}

/// The starter's opening play is due and he holds a card of the colour (CAM-5.6).
fn opening(g: &Camelot, s: Seat) -> bool {
    my_turn(g, s) && g.turn_flags().opening && lowest_of_colour(g, s).is_some()
}

/// The total after adding `c` to the display (CAM-7.1, CAM-7.2).
fn total_with(g: &Camelot, s: Seat, c: Card) -> u32 {
    let colour = g.colour().unwrap_or(Colour::Red);
    let mut d = g.display(s).to_vec();
    d.push(c);
    display_total(&d, colour)
}

/// The smallest Squire that alone takes the person strictly above everyone, when no card of
/// the colour would (outside green, where a Squire counts 1 like any card, CAM-7.2).
fn squire_to_lead(g: &Camelot, s: Seat) -> Option<Card> {
    if !my_turn(g, s) || g.turn_flags().played > 0 || g.colour() == Some(Colour::Green) {
        return None;
    }
    let best = best_other(g, s);
    let colour = g.colour()?;
    let colour_card_enough = g
        .hand(s)
        .iter()
        .any(|k| k.colour() == Some(colour) && total_with(g, s, *k) > best);
    if colour_card_enough || g.total(s) > best {
        return None;
    }
    g.hand(s)
        .iter()
        .filter(|k| matches!(k, Card::Squire(_)) && total_with(g, s, **k) > best)
        .min_by_key(|k| k.printed())
        .copied()
}

/// The most the person's total could reach with every colour card of the tournament's
/// colour and every supporter in hand (one Maiden per display, CAM-6.4).
fn reachable(g: &Camelot, s: Seat) -> u32 {
    let Some(colour) = g.colour() else {
        return 0;
    };
    let mut d = g.display(s).to_vec();
    let mut maiden = d.contains(&Card::Maiden);
    for k in g.hand(s) {
        let fits = match k {
            Card::Colour(c, _) => *c == colour,
            Card::Squire(_) => true,
            Card::Maiden if !maiden => {
                maiden = true;
                true
            }
            _ => false,
        };
        if fits {
            d.push(*k);
        }
    }
    display_total(&d, colour)
}

/// The person is behind and cannot get strictly ahead with all the colour cards and
/// supporters in hand (CAM-7.4), has no action card to play, and may withdraw (CAM-7.5)
/// without the Maiden's penalty (CAM-7.7).
fn hopeless(g: &Camelot, s: Seat) -> bool {
    my_turn(g, s)
        && !g.turn_flags().opening
        && g.turn_flags().played == 0
        && !g.display(s).contains(&Card::Maiden)
        && reachable(g, s) <= best_other(g, s)
        && g.legal(s).iter().all(|a| !a.is_action_card())
}

/// The opponent with the strictly highest total, if Riposte may take his top card (CAM-10.5).
fn riposte_on_leader(g: &Camelot, s: Seat) -> Option<Action> {
    if !my_turn(g, s) {
        return None;
    }
    let mut others: Vec<(u32, Seat)> = Seat::all(g.seats())
        .filter(|o| *o != s && g.in_tournament(*o))
        .map(|o| (g.total(o), o))
        .collect();
    others.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
    let leader = match others.as_slice() {
        [(_, o)] => *o,
        [(t, o), (u, _), ..] if t > u => *o,
        _ => return None,
    };
    // The leader is ahead of the person too: the one to beat.
    if g.total(leader) <= g.total(s) {
        return None;
    }
    let a = Action::Riposte(leader);
    g.check(s, &a).is_ok().then_some(a)
}

/// An opponent's action card aimed at the person waits in a Lancelot window, and the person
/// holds Lancelot (CAM-11.1 to CAM-11.3).
fn lancelot_moment(g: &Camelot, s: Seat) -> bool {
    let Phase::Lancelot { pending, .. } = g.phase() else {
        return false;
    };
    let aimed = match pending {
        Action::BreakLance(t)
        | Action::Riposte(t)
        | Action::Dodge(t, _)
        | Action::Stunned(t)
        | Action::KnockDown(t)
        | Action::Outwit { target: t, .. } => t == s,
        _ => false,
    };
    aimed && g.active() != s && g.hand(s).contains(&Card::Action(ActionCard::Ivanhoe))
}

const SEATS: [SeatKind; 3] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
];

/// Camelot's lesson.
pub static LESSON: Lesson<Camelot> = Lesson {
    seats: &SEATS,
    seed: SEED,
    auto: Some(forced_answer),
    steps: &STEPS,
};

/// The deal (found by trying seeds until the story showed every step early).
const SEED: u64 = 267_485;

static STEPS: [Step<Camelot>; 15] = [
    Step {
        say: [
            "Bienvenue à Camelot, une suite de tournois. Qui gagne un tournoi reçoit un jeton de sa couleur ; à trois joueurs, le premier qui possède les cinq couleurs gagne la partie. Vos huit cartes sont en bas.",
            "Welcome to Camelot, a series of tournaments. Whoever wins a tournament gets a token of its colour; with three players, the first to own all five colours wins the game. Your eight cards are at the bottom.",
        ],
        rule: "CAM-2.1",
        look: "hand",
        expect: Expect::Read,
        instead: ["", ""],
        holds: |g, s| {
            g.seats() == 3
                && g.tournaments() == 0
                && g.colours_needed() == 5
                && g.hand(s).len() == 8
        },
    },
    Step {
        say: [
            "Vous ouvrez le premier tournoi : choisissez sa couleur avant de piocher. Prenez celle où vos cartes totalisent le plus de points : ici, le rouge.",
            "You open the first tournament: choose its colour before you draw. Take the one where your cards add up to the most points: here, red.",
        ],
        rule: "CAM-5.1",
        look: "choice",
        expect: Expect::Move(|g, s| best_colour(g, s).map(Action::Announce)),
        instead: [
            "C'est permis, mais vos cartes de cette couleur comptent moins de points : vous aurez plus de mal à rester en tête.",
            "That is allowed, but your cards of that colour add up to fewer points: staying ahead will be harder.",
        ],
        holds: |g, s| {
            announcing(g, s)
                && g.tournaments() == 0
                && g.hand(s).len() == 8
                && best_colour(g, s) == Some(Colour::Red)
        },
    },
    Step {
        say: [
            "Vous avez pioché. Votre premier geste doit poser une carte devant vous : une carte de la couleur du tournoi ou un soutien. Les autres sont à 0 : votre plus petite carte de la couleur suffit.",
            "You have drawn. Your first play must put a card in front of you: a card of the tournament's colour or a supporter. The others stand at 0: your lowest card of the colour is enough.",
        ],
        rule: "CAM-5.6",
        look: "hand",
        expect: Expect::Move(|g, s| lowest_of_colour(g, s).map(Action::Play)),
        instead: [
            "C'est permis, mais n'importe quelle carte vous met déjà devant 0 : gardez les fortes pour les tours suivants.",
            "That is allowed, but any card already puts you above 0: keep the strong ones for later turns.",
        ],
        holds: |g, s| {
            opening(g, s) && g.hand(s).len() == 9 && g.tournaments() == 0 && best_other(g, s) == 0
        },
    },
    Step {
        say: [
            "Votre total est maintenant strictement le plus haut : vous pouvez finir votre tour en restant en lice.",
            "Your total is now strictly the highest: you may end your turn and stay in.",
        ],
        rule: "CAM-7.4",
        look: "turn",
        expect: Expect::Move(|_, _| Some(Action::Stay)),
        instead: [
            "C'est permis, mais vous étiez déjà en tête : une carte de plus en est une de moins pour la suite, et vous retirer abandonnerait un tournoi que vous menez.",
            "That is allowed, but you were already ahead: an extra card is one fewer for later, and withdrawing would give up a tournament you lead.",
        ],
        holds: |g, s| {
            my_turn(g, s) && g.check(s, &Action::Stay).is_ok() && g.total(s) > best_other(g, s)
        },
    },
    Step {
        say: [
            "Les autres jouent à leur tour, chacun devant dépasser le meilleur total. Le coach joue pour vous jusqu'à un moment utile.",
            "The others play in turn, each having to beat the best total. The coach plays for you up to a useful moment.",
        ],
        rule: "CAM-4.2",
        look: "opponents",
        expect: Expect::Skip(|g, s| squire_to_lead(g, s).is_some()),
        instead: ["", ""],
        holds: |g, _| g.tournaments() == 0,
    },
    Step {
        say: [
            "Aucune de vos cartes de la couleur ne vous ferait passer devant, mais vous avez un écuyer. Les soutiens (écuyers de 2 ou 3, dame de 6) n'ont pas de couleur : ils comptent dans tous les tournois. Jouez votre écuyer.",
            "None of your cards of the colour would put you ahead, but you hold a squire. Supporters (squires of 2 or 3, the maiden of 6) have no colour: they count in every tournament. Play your squire.",
        ],
        rule: "CAM-6.3",
        look: "hand",
        expect: Expect::Move(|g, s| squire_to_lead(g, s).map(Action::Play)),
        instead: [
            "C'est permis, mais l'écuyer suffit, seul, à vous faire passer devant.",
            "That is allowed, but the squire alone is enough to put you ahead.",
        ],
        holds: |g, s| squire_to_lead(g, s).is_some(),
    },
    Step {
        say: [
            "Le coach joue pour vous jusqu'à un tour où vous ne pouvez plus reprendre la tête.",
            "The coach plays for you up to a turn where you can no longer take the lead.",
        ],
        rule: "CAM-7.4",
        look: "display",
        expect: Expect::Skip(hopeless),
        instead: ["", ""],
        holds: |g, s| my_turn(g, s) && g.tournaments() == 0,
    },
    Step {
        say: [
            "Vous êtes derrière, et toutes vos cartes de la couleur et tous vos soutiens réunis ne vous feraient pas dépasser le meilleur total. Retirez-vous : vos cartes posées vont à la défausse, celles de votre main restent pour les tournois suivants.",
            "You are behind, and all your cards of the colour and all your supporters together would not take you above the best total. Withdraw: the cards in front of you are discarded, those in your hand stay for the next tournaments.",
        ],
        rule: "CAM-7.5",
        look: "turn",
        expect: Expect::Move(|_, _| Some(Action::Withdraw)),
        instead: [
            "C'est permis, mais ces cartes seraient perdues : vous ne pouvez pas passer devant, et vous devrez vous retirer quand même.",
            "That is allowed, but those cards would be lost: you cannot get ahead, and you will have to withdraw anyway.",
        ],
        holds: |g, s| {
            hopeless(g, s) && g.total(s) < best_other(g, s) && g.check(s, &Action::Withdraw).is_ok()
        },
    },
    Step {
        say: [
            "Le dernier joueur qui ne s'est pas retiré gagne le tournoi. Le coach joue pour vous jusqu'à votre première victoire.",
            "The last player who has not withdrawn wins the tournament. The coach plays for you up to your first win.",
        ],
        rule: "CAM-8.1",
        look: "opponents",
        expect: Expect::Skip(|g, s| g.colours_owned(s) >= 1),
        instead: ["", ""],
        holds: |g, s| g.colours_owned(s) == 0,
    },
    Step {
        say: [
            "Les autres se sont retirés : vous avez gagné un tournoi et pris un jeton de sa couleur. Vainqueur, vous ouvrez le tournoi suivant.",
            "The others withdrew: you won a tournament and took a token of its colour. As the winner, you open the next tournament.",
        ],
        rule: "CAM-8.2",
        look: "tokens",
        expect: Expect::Read,
        instead: ["", ""],
        holds: |g, s| {
            g.colours_owned(s) == 1
                && g.previous()
                    .is_some_and(|c| c != Colour::Purple && g.owns(s, c))
                && g.phase() == Phase::Announce
                && g.starter() == s
        },
    },
    Step {
        say: [
            "Le coach joue pour vous jusqu'à ce qu'une carte d'action serve.",
            "The coach plays for you until an action card is useful.",
        ],
        rule: "CAM-9.1",
        look: "hand",
        expect: Expect::Skip(|g, s| riposte_on_leader(g, s).is_some()),
        instead: ["", ""],
        holds: |g, s| g.colours_owned(s) >= 1,
    },
    Step {
        say: [
            "Vous avez une Riposte, une carte d'action : elle prend la carte du dessus d'un adversaire et la pose sur la vôtre. Visez celui qui mène : son total baisse, le vôtre monte d'autant.",
            "You hold a Riposte, an action card: it takes an opponent's top card and puts it on top of yours. Aim at the leader: his total falls, and yours rises by as much.",
        ],
        rule: "CAM-10.5",
        look: "opponents",
        expect: Expect::Move(riposte_on_leader),
        instead: [
            "C'est permis, mais la Riposte sur le meneur affaiblit celui qu'il faut battre et vous renforce en même temps.",
            "That is allowed, but a Riposte on the leader weakens the one you must beat and strengthens you at once.",
        ],
        holds: |g, s| {
            riposte_on_leader(g, s).is_some()
                && g.hand(s).contains(&Card::Action(ActionCard::Riposte))
        },
    },
    Step {
        say: [
            "Voyez la carte Lancelot dans votre main. Le coach joue pour vous jusqu'à ce qu'un adversaire vous vise avec une carte d'action.",
            "Note the Lancelot card in your hand. The coach plays for you until an opponent aims an action card at you.",
        ],
        rule: "CAM-9.8",
        look: "hand",
        expect: Expect::Skip(lancelot_moment),
        instead: ["", ""],
        holds: |g, s| g.hand(s).contains(&Card::Action(ActionCard::Ivanhoe)),
    },
    Step {
        say: [
            "Hors de votre tour ! Un adversaire vient de jouer une carte d'action contre vous. Vous avez Lancelot, la seule carte jouable hors de son tour : il annule cette carte, et les deux vont à la défausse.",
            "Out of your turn! An opponent has just played an action card against you. You hold Lancelot, the only card you may play out of turn: it cancels that card, and both go to the discard pile.",
        ],
        rule: "CAM-11.2",
        look: "opponents",
        expect: Expect::Move(|g, s| lancelot_moment(g, s).then_some(Action::Cancel)),
        instead: [
            "C'est permis, mais cette carte vous vise, et Lancelot ne peut annuler qu'une carte qui vient d'être jouée.",
            "That is allowed, but that card is aimed at you, and Lancelot can only cancel a card just played.",
        ],
        holds: lancelot_moment,
    },
    Step {
        say: [
            "Voilà Camelot : ouvrir un tournoi, rester strictement en tête ou se retirer à temps, gagner des jetons, et garder Lancelot pour le bon moment. La partie continue : jouez-la librement, ou commencez une vraie partie.",
            "That is Camelot: open a tournament, stay strictly ahead or withdraw in time, win tokens, and keep Lancelot for the right moment. The game goes on: play it freely, or start a real game.",
        ],
        rule: "CAM-2.1",
        look: "tokens",
        expect: Expect::Read,
        instead: ["", ""],
        holds: |g, s| {
            !g.is_over()
                && matches!(g.phase(), Phase::Play | Phase::Announce)
                && !g.hand(s).contains(&Card::Action(ActionCard::Ivanhoe))
        },
    },
];

/// What a lesson step's words claim for `YOU`, tested with the story.
#[cfg(test)]
mod tests {
    use super::*;
    use tr_bot::lesson::YOU;

    #[test]
    fn camelot_lesson_story_holds_cam_5_1_cam_6_3_cam_7_5_cam_8_2_cam_10_5_cam_11_2() {
        let (at, rec) = LESSON.told().expect("every step of the lesson holds");
        assert_eq!(at.len(), LESSON.steps.len());
        assert!(at.windows(2).all(|w| w[0] <= w[1]), "{at:?}");
        let shown = |k: usize| rec.replay_to(at[k]).expect("the story replays");
        let after = |k: usize| rec.replay_to(at[k] + 1).expect("the story replays");
        // The first tournament shows opening, staying, a supporter and withdrawing.
        for k in [1, 3, 5, 7] {
            assert_eq!(
                shown(k).tournaments(),
                0,
                "step {k} in the first tournament"
            );
        }
        // CAM-6.3: the squire goes into the display although it has no colour.
        let (before, squired) = (shown(5), after(5));
        assert!(before.colour() != Some(Colour::Green));
        assert!(matches!(squired.display(YOU).last(), Some(Card::Squire(_))));
        assert!(squired.total(YOU) > best_other(&squired, YOU));
        // CAM-7.5: withdrawing empties the display and leaves the hand as it was.
        let (before, out) = (shown(7), after(7));
        assert!(out.is_withdrawn(YOU) || out.tournaments() == 1);
        assert!(out.display(YOU).is_empty());
        assert_eq!(out.hand(YOU), before.hand(YOU));
        // CAM-10.5: once the window closes, the leader's top card is on top of the person's
        // display (the next step is shown at the person's next decision, the same turn).
        let (before, taken) = (shown(11), shown(12));
        assert_eq!(taken.turns(), before.turns());
        let Some(Action::Riposte(leader)) = riposte_on_leader(&before, YOU) else {
            panic!("a Riposte on the leader");
        };
        assert_eq!(taken.display(YOU).last(), before.display(leader).last());
        assert_eq!(
            taken.display(leader).len() + 1,
            before.display(leader).len()
        );
        // CAM-11.2: the cancelled card changes nothing, and Lancelot is spent.
        let (before, cancelled) = (shown(13), after(13));
        assert_eq!(cancelled.display(YOU), before.display(YOU));
        let Phase::Lancelot { pending, .. } = before.phase() else {
            panic!("a Lancelot window");
        };
        let played = pending.card().expect("an action card");
        assert_eq!(cancelled.discard().last(), Some(&played));
        assert!(
            cancelled
                .discard()
                .contains(&Card::Action(ActionCard::Ivanhoe))
        );
        assert!(
            !cancelled
                .hand(YOU)
                .contains(&Card::Action(ActionCard::Ivanhoe))
        );
        // A short lesson: a few dozen moves of the table in all.
        assert!(at[14] <= 80, "{at:?}");
        // CAM-11.3: the table answers for the person when passing is all he can do; those
        // answers fall while a fast-forward runs (the coach never takes them for a move off
        // the lesson's path).
        let forced: Vec<usize> = rec
            .log
            .iter()
            .enumerate()
            .filter(|(_, (s, a))| *s == YOU && *a == Action::Pass)
            .map(|(i, _)| i)
            .filter(|i| {
                let g = rec.replay_to(*i).expect("the story replays");
                forced_answer(&g) == Some((YOU, Action::Pass))
            })
            .collect();
        assert!(!forced.is_empty());
        for i in forced {
            let k = at.iter().filter(|x| **x <= i).count();
            let skipping = |n: usize| {
                LESSON
                    .steps
                    .get(n)
                    .is_some_and(|s| matches!(s.expect, Expect::Skip(_)))
            };
            assert!(
                k > 0 && (skipping(k - 1) || skipping(k)),
                "pass at {i}: {at:?}"
            );
        }
    }
}
