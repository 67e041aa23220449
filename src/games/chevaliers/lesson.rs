//! Les Chevaliers' lesson: a turn's two parts (Evil, then a Heroic action), joining a war
//! and winning it, Life and a sacrifice, Camelot's siege and swords, the Traitor and an
//! accusation. Three knights (the fewest, CHV-2.1): the turns come back quickly. The coach
//! plays the preliminary sharing (CHV-2.7), the war's middle and the long stretch up to the
//! first accusation.
//!
//! Out-of-turn decisions (the collective Merlin cancel, CHV-6.3; sharing answers,
//! CHV-17.2) are asked of one knight at a time (`Chevaliers::decider`), so the story, like
//! the table, stops at the person whenever he is the one asked, and a fast-forward answers
//! for him. The steps that teach a move check that they are shown at the decision they
//! speak of (his Evil choice, his Heroic action, the choice after it), never in a Merlin
//! window; the first two steps are shown while he lays his card for the preliminary
//! sharing, and the three after the war's victory while he proposes the spoils' sharing
//! (the fast-forward after them plays both).

use crate::state::Step as Decision;
use crate::{Action, Chevaliers, Heroic, HeroicType, Loyalty, Place, Quest, War, White};
use tr_bot::lesson::{Expect, Lesson, Step};
use tr_core::game::Game;
use tr_core::record::{Level, SeatKind};
use tr_core::seats::Seat;

/// The person decides his Progression of Evil (CHV-4.1).
fn at_evil(g: &Chevaliers, s: Seat) -> bool {
    g.active() == s && g.step() == Some(&Decision::Evil)
}

/// The person owes his turn's Heroic action (CHV-3.2).
fn at_heroic(g: &Chevaliers, s: Seat) -> bool {
    g.active() == s && g.step() == Some(&Decision::Heroic)
}

/// The war the lesson plays on.
const WAR: War = War::Picts;

/// The Fight card the war takes next (CHV-7.8), if the person holds it.
fn next_fight(g: &Chevaliers, s: Seat) -> Option<White> {
    let card = White::Fight(g.board().war(WAR).next_value()?);
    g.hand(s).contains(&card).then_some(card)
}

/// The person stands on the war.
fn on_war(g: &Chevaliers, s: Seat) -> bool {
    g.location(s) == Some(Place::Quest(WAR.quest()))
}

/// The person's card completes the war's sequence: it wins the war (CHV-7.8).
fn wins_war(g: &Chevaliers, s: Seat) -> bool {
    at_heroic(g, s)
        && on_war(g, s)
        && g.board().war(WAR).next_value() == Some(5)
        && !g.board().war(WAR).mordred
        && next_fight(g, s).is_some()
}

/// Pict wars won so far.
fn war_wins(g: &Chevaliers) -> u16 {
    let i = Quest::ALL
        .iter()
        .position(|q| *q == WAR.quest())
        .unwrap_or(0);
    g.quest_results()[i][0]
}

/// Accusations are open (CHV-13.3) and the person may still make his (CHV-13.4).
fn can_accuse(g: &Chevaliers, s: Seat) -> bool {
    g.legal_actions(s)
        .iter()
        .any(|a| matches!(a, Action::Heroic(Heroic::Accuse(_))))
}

const SEATS: [SeatKind; 3] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Easy),
];

const NONE: [&str; 2] = ["", ""];

/// Les Chevaliers' lesson.
pub static LESSON: Lesson<Chevaliers> = Lesson {
    seats: &SEATS,
    seed: 5947,
    auto: None,
    steps: &[
        Step {
            say: [
                "Vous êtes loyal (votre carte, vous seul la voyez). Gagnez des quêtes ensemble : elles rapportent des épées blanches.",
                "You are loyal (only you see your card). Win quests together: they bring white swords.",
            ],
            rule: "CHV-2.4",
            look: "loyalty",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, s| g.turns() == 0 && g.loyalty(s) == Loyalty::Loyal,
        },
        Step {
            say: [
                "Chacun offre une carte Blanche au partage : le coach joue pour vous.",
                "Each offers a White card to share: the coach plays for you.",
            ],
            rule: "CHV-2.7",
            look: "hand",
            expect: Expect::Skip(at_evil),
            instead: NONE,
            holds: |g, _| g.turns() == 0,
        },
        Step {
            say: [
                "Votre tour : d'abord le Mal progresse, puis une action héroïque.",
                "Your turn: first Evil progresses, then one Heroic action.",
            ],
            rule: "CHV-3.1",
            look: "decide",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, s| at_evil(g, s) && !g.turn().evil_done,
        },
        Step {
            say: [
                "Le Mal : une carte Noire, un engin de siège ou 1 Vie perdue. Tirez une carte Noire.",
                "Evil: a Black card, a siege engine or 1 Life lost. Draw a Black card.",
            ],
            rule: "CHV-4.1",
            look: "decide",
            expect: Expect::Move(|g, s| at_evil(g, s).then_some(Action::EvilDraw)),
            instead: [
                "Un engin ou une Vie coûtent en général plus cher qu'une carte Noire.",
                "An engine or a Life usually costs more than a Black card.",
            ],
            holds: |g, s| {
                let legal = g.legal_actions(s);
                at_evil(g, s)
                    && [Action::EvilDraw, Action::EvilSiege, Action::EvilLoseLife]
                        .iter()
                        .all(|a| legal.contains(a))
            },
        },
        Step {
            say: [
                "Action héroïque : allez à la guerre des Pictes. Elle prend les Combat 1 à 5 dans l'ordre ; vous tenez le suivant.",
                "Heroic action: go to the Pict war. It takes Fight 1 to 5 in order; you hold the next.",
            ],
            rule: "CHV-7.8",
            look: "war",
            expect: Expect::Move(|_, _| {
                Some(Action::Heroic(Heroic::Move(Place::Quest(WAR.quest()))))
            }),
            instead: [
                "Votre carte sert aux Pictes tout de suite, avant leur 4e guerrier.",
                "Your card helps against the Picts now, before their 4th warrior.",
            ],
            holds: |g, s| {
                at_heroic(g, s)
                    && g.location(s) == Some(Place::Camelot)
                    && !g.board().war(WAR).mordred
                    && next_fight(g, s).is_some()
            },
        },
        Step {
            say: [
                "Sacrifice : 1 Vie (♥) paie une 2e action, d'un autre type. Posez votre Combat. À 0 Vie, on meurt.",
                "Sacrifice: 1 Life (♥) buys a 2nd action of another type. Lay your Fight card. At 0 Life you die.",
            ],
            rule: "CHV-3.3",
            look: "knights",
            expect: Expect::Move(|g, s| Some(Action::Sacrifice(Heroic::Play(next_fight(g, s)?)))),
            instead: [
                "La guerre attendrait un tour, et les guerriers arrivent.",
                "The war would wait a turn, and warriors keep coming.",
            ],
            holds: |g, s| {
                g.active() == s
                    && g.step() == Some(&Decision::After)
                    && g.turn().first == Some(HeroicType::Move)
                    && on_war(g, s)
                    && g.life(s) >= 2
                    && next_fight(g, s).is_some()
            },
        },
        Step {
            say: [
                "Le coach joue jusqu'à votre carte gagnante.",
                "The coach plays on to your winning card.",
            ],
            rule: "CHV-7.8",
            look: "war",
            expect: Expect::Skip(wins_war),
            instead: NONE,
            holds: |g, _| war_wins(g) == 0,
        },
        Step {
            say: [
                "Il manque le 5 : posez-le, la guerre est gagnée.",
                "Only the 5 is missing: lay it, the war is won.",
            ],
            rule: "CHV-7.8",
            look: "war",
            expect: Expect::Move(|g, s| Some(Action::Heroic(Heroic::Play(next_fight(g, s)?)))),
            instead: [
                "Un 4e guerrier pourrait encore la faire perdre : une épée noire.",
                "A 4th warrior could still lose it: a black sword.",
            ],
            holds: |g, s| wins_war(g, s) && war_wins(g) == 0,
        },
        Step {
            say: [
                "Victoire : une épée blanche, 1 Vie par chevalier présent et 4 cartes Blanches à partager.",
                "Victory: a white sword, 1 Life per knight there and 4 White cards to share.",
            ],
            rule: "CHV-7.1",
            look: "camelot",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, s| {
                war_wins(g) == 1
                    && g.board().white >= 1
                    && g.location(s) == Some(Place::Camelot)
                    && matches!(g.step(), Some(Decision::Propose { .. }))
                    && g.pool().len() == 4
            },
        },
        Step {
            say: [
                "À 12 épées, la partie finit : gagnée avec plus de blanches que de noires. 12 engins ou 7 épées noires : perdue.",
                "At 12 swords the game ends: won with more white than black. 12 engines or 7 black swords: lost.",
            ],
            rule: "CHV-14.2",
            look: "camelot",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, _| g.board().swords() < 12 && g.board().engines < 12 && g.board().black < 7,
        },
        Step {
            say: [
                "Un autre est peut-être le Traître : il aide le Mal en secret et, encore caché à la fin, noircit 2 épées blanches.",
                "Another may be the Traitor: he helps Evil in secret and, still hidden at the end, turns 2 white swords black.",
            ],
            rule: "CHV-13.2",
            look: "knights",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, s| g.loyalty(s) == Loyalty::Loyal,
        },
        Step {
            say: [
                "Le coach joue jusqu'à ce qu'on puisse accuser.",
                "The coach plays on until accusing is open.",
            ],
            rule: "CHV-13.3",
            look: "camelot",
            expect: Expect::Skip(|g, s| at_heroic(g, s) && can_accuse(g, s)),
            instead: NONE,
            holds: |g, s| !can_accuse(g, s) && g.board().swords() < 6 && g.board().engines < 6,
        },
        Step {
            say: [
                "6 épées ou 6 engins : chacun peut accuser, une fois. Traître démasqué : +1 épée blanche ; loyal accusé : une blanche noircit. À vous !",
                "6 swords or 6 engines: each may accuse, once. A Traitor unmasked: +1 white sword; a loyal knight: a white one turns black. Over to you!",
            ],
            rule: "CHV-13.5",
            look: "decide",
            expect: Expect::Read,
            instead: NONE,
            holds: |g, s| {
                at_heroic(g, s)
                    && can_accuse(g, s)
                    && (g.board().swords() >= 6 || g.board().engines >= 6)
            },
        },
    ],
};

/// What the lesson's steps claim for `YOU`, tested with the story.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chevaliers_lesson_story_holds_chv_3_1_chv_3_3_chv_7_8_chv_13_5() {
        let at = LESSON.story().expect("every step of the lesson holds");
        assert_eq!(at.len(), LESSON.steps.len());
        // The steps come in the order of the game.
        assert!(at.windows(2).all(|w| w[0] <= w[1]), "{at:?}");
        // The first turn, its Evil draw, the move to the war and the sacrifice follow one
        // another: the person's first turn, with no computer move between them.
        assert_eq!(at[4], at[3] + 1, "{at:?}");
        assert_eq!(at[5], at[4] + 1, "{at:?}");
        assert_eq!(at[6], at[5] + 1, "{at:?}");
        // The war is won a few turns later (three knights play its five cards).
        assert!(at[7] - at[6] < 20, "{at:?}");
        // Accusations open long after the war, once 6 swords or engines are out.
        assert!(at[12] > at[8] + 50, "{at:?}");
    }
}
