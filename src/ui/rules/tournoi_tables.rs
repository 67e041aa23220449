//! The tables of the Tournoi rules page: wounds per card, the deal, the Godsend schedule, the
//! eight Heroes with their Legends, the eight Godsends, and an example melee. Counts, wounds,
//! thresholds and the schedule come from the engine; `tournoi_tests.rs` checks the rest (the
//! amounts written in words, the example's outcome) against it.

use super::RulesTable;
use crate::games::tournoi::cards::{Card, Godsend, GodsendCard, Hero, Kind, Suit};
use crate::games::tournoi::godsend::scheduled;
use crate::games::tournoi::state::HAND_SIZE;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// A suit with the symbol the table shows: "⚔ Épées", "☾ Deception".
pub(super) fn suit_word(s: Suit, l: Lang) -> &'static str {
    match s {
        Suit::Swords => l.pick("⚔ Épées", "⚔ Swords"),
        Suit::Arrows => l.pick("➶ Flèches", "➶ Arrows"),
        Suit::Sorcery => l.pick("✦ Sorcellerie", "✦ Sorcery"),
        Suit::Deception => l.pick("☾ Trahison", "☾ Deception"),
    }
}

/// The five kinds of weapon card, as far as wounds go (TRN-5.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum WoundKind {
    /// A basic weapon card without the skull.
    Standard,
    /// A basic weapon card with the skull (TRN-1.5).
    Poison,
    /// Alchemy.
    Alchemy,
    /// Merlin.
    Merlin,
    /// The Apprentice.
    Apprentice,
}

impl WoundKind {
    /// The rows of the wound table, in order.
    pub(super) const ALL: [WoundKind; 5] = [
        WoundKind::Standard,
        WoundKind::Poison,
        WoundKind::Alchemy,
        WoundKind::Merlin,
        WoundKind::Apprentice,
    ];

    /// Which kind a card is.
    pub(super) fn of(card: Card) -> WoundKind {
        match card.kind() {
            Kind::Basic(..) if card.is_poison() => WoundKind::Poison,
            Kind::Basic(..) => WoundKind::Standard,
            Kind::Alchemy(_) => WoundKind::Alchemy,
            Kind::Merlin => WoundKind::Merlin,
            Kind::Apprentice => WoundKind::Apprentice,
        }
    }

    fn label(self, l: Lang) -> &'static str {
        match self {
            WoundKind::Standard => l.pick("Arme ordinaire", "Basic weapon"),
            WoundKind::Poison => l.pick(
                "Arme empoisonnée ☠ (3, 7, 11, 15)",
                "Poisoned weapon ☠ (3, 7, 11, 15)",
            ),
            WoundKind::Alchemy => l.pick("Alchimie", "Alchemy"),
            WoundKind::Merlin => "Merlin",
            WoundKind::Apprentice => l.pick("Apprenti", "Apprentice"),
        }
    }
}

/// For each kind of the full deck: how many cards, and the wounds of one.
pub(super) fn wound_rows() -> Vec<(WoundKind, usize, u32)> {
    let deck = Card::deck(4);
    WoundKind::ALL
        .iter()
        .map(|&k| {
            let cards: Vec<&Card> = deck.iter().filter(|c| WoundKind::of(**c) == k).collect();
            (k, cards.len(), cards.first().map_or(0, |c| c.wounds()))
        })
        .collect()
}

/// Wounds per card, with the count of each kind in the deck and the deck's total.
#[component]
pub(super) fn WoundTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        let rows = wound_rows();
        let cards: usize = rows.iter().map(|r| r.1).sum();
        let total: u32 = rows.iter().map(|&(_, n, w)| n as u32 * w).sum();
        let lines = rows
            .into_iter()
            .map(|(k, n, w)| {
                view! {
                    <tr class:trump=k == WoundKind::Merlin>
                        <th scope="row" class="c-name">{k.label(l)}</th>
                        <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{n}</td>
                        <td class="num c-pts" data-label=l.pick("Blessures", "Wounds")>{w}</td>
                        <td class="num c-pts" data-label=l.pick("Total", "Total")>{n as u32 * w}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            {lines}
            <tr>
                <th scope="row" class="c-name">{l.pick("Tout le paquet", "The whole deck")}</th>
                <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{cards}</td>
                <td class="num c-pts"></td>
                <td class="num c-pts" data-label=l.pick("Total", "Total")>{total}</td>
            </tr>
        }
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Blessures par carte", "Wounds per card").to_string()
            columns=&[("Carte", "Card", false), ("Cartes", "Cards", true), ("Blessures chacune", "Wounds each", true), ("Total", "Total", true)]
        >
            {body}
        </RulesTable>
    }
}

/// For 2 to 6 knights: the deck, the cards dealt, the weapons draw pile (TRN-2.10).
pub(super) fn deal_rows() -> Vec<(usize, usize, usize, usize)> {
    (2..=6)
        .map(|n| {
            let deck = Card::deck(n).len();
            let dealt = n * HAND_SIZE;
            (n, deck, dealt, deck - dealt)
        })
        .collect()
}

/// The deal by number of knights.
#[component]
pub(super) fn DealTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        deal_rows()
            .into_iter()
            .map(|(n, deck, dealt, pile)| {
                view! {
                    <tr>
                        <th scope="row" class="c-name">{n}</th>
                        <td class="num c-pts" data-label=l.pick("Paquet", "Deck")>{deck}</td>
                        <td class="num c-pts" data-label=l.pick("Distribuées", "Dealt")>{dealt}</td>
                        <td class="num c-pts" data-label=l.pick("Pioche", "Draw pile")>{pile}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("La donne selon le nombre de chevaliers", "The deal by number of knights").to_string()
            columns=&[("Chevaliers", "Knights", false), ("Paquet", "Deck", true), ("Distribuées", "Dealt", true), ("Pioche d'armes", "Weapons draw pile", true)]
        >
            {body}
        </RulesTable>
    }
}

/// The Godsend schedule (TRN-8.16): for 2 to 6 knights, the recipients after rounds 1, 2, 3
/// and 4 or later, before the cap on the number of knights who are not leading.
pub(super) fn schedule_rows() -> Vec<(usize, [usize; 4])> {
    (2..=6)
        .map(|n| (n, [1, 2, 3, 4].map(|r| scheduled(n, r))))
        .collect()
}

/// How many knights receive a Godsend, by knights and round.
#[component]
pub(super) fn ScheduleTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        schedule_rows()
            .into_iter()
            .map(|(n, ks)| {
                let who = if n == 2 {
                    l.pick("2 (variante)", "2 (variant)").to_string()
                } else {
                    n.to_string()
                };
                let cells = ks
                    .iter()
                    .enumerate()
                    .map(|(i, k)| {
                        let label = match i {
                            0 => l.pick("Manche 1", "Round 1"),
                            1 => l.pick("Manche 2", "Round 2"),
                            2 => l.pick("Manche 3", "Round 3"),
                            _ => l.pick("Manche 4 et +", "Round 4 on"),
                        };
                        view! { <td class="num c-pts" data-label=label>{*k}</td> }
                    })
                    .collect_view();
                view! {
                    <tr>
                        <th scope="row" class="c-name">{who}</th>
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Nombre de chevaliers servis, par manche terminée", "Knights served, by the round just ended").to_string()
            columns=&[("Chevaliers", "Knights", false), ("Après la manche 1", "After round 1", true), ("Après la 2", "After round 2", true), ("Après la 3", "After round 3", true), ("Après la 4 et suivantes", "After round 4 and later", true)]
        >
            {body}
        </RulesTable>
    }
}

/// What the page says of a Hero and its Legend: names and powers, French then English.
pub(super) struct HeroText {
    /// Which Hero.
    pub(super) hero: Hero,
    /// The Hero's name (fr, en).
    pub(super) name: (&'static str, &'static str),
    /// The Hero's power (fr, en).
    pub(super) power: (&'static str, &'static str),
    /// The Legend's name (fr, en).
    pub(super) legend: (&'static str, &'static str),
    /// The Legend's power (fr, en).
    pub(super) legend_power: (&'static str, &'static str),
}

/// The eight Heroes of the site's own set (TRN-10.1), in the engine's order.
pub(super) const HEROES: [HeroText; 8] = [
    HeroText {
        hero: Hero::Arthur,
        name: ("Le roi Arthur", "King Arthur"),
        power: (
            "«\u{a0}Commandement royal\u{a0}»\u{a0}: une fois par manche, il pose le jeton +3 sur une carte ordinaire ou d'Alchimie qu'il joue.",
            "Royal Command: once a round, he puts the +3 token on a basic or Alchemy card as he plays it.",
        ),
        legend: ("Excalibur", "Excalibur"),
        legend_power: (
            "Le jeton sert deux fois par manche (jamais deux fois dans la même mêlée), et peut aussi se poser juste avant les feintes.",
            "The token works twice a round (never twice in one melee), and may also be placed just before the feints.",
        ),
    },
    HeroText {
        hero: Hero::Guinevere,
        name: ("Guenièvre", "Guinevere"),
        power: (
            "«\u{a0}Grâce courtoise\u{a0}»\u{a0}: quand elle ne peut pas fournir, la carte qu'elle cède entre dans la mêlée face cachée, sans blessure de déshonneur.",
            "Courtly Grace: when she cannot follow, the card she gives up goes into the melee face down, with no dishonor wounds.",
        ),
        legend: ("Lancelot", "Lancelot"),
        legend_power: (
            "Une fois par manche, quand elle perd une mêlée, la défaite passe à la plus basse des autres cartes visibles.",
            "Once a round, when she loses a melee, the loss passes to the lowest of the other face-up cards.",
        ),
    },
    HeroText {
        hero: Hero::Gawain,
        name: ("Sire Gauvain", "Sir Gawain"),
        power: (
            "«\u{a0}Force du soleil\u{a0}»\u{a0}: +2 sur ses cartes ordinaires ou d'Alchimie pendant les mêlées 1 à 3 de chaque manche.",
            "Strength of the Sun: +2 on his basic or Alchemy cards in melees 1 to 3 of every round.",
        ),
        legend: ("L'Écharpe verte", "The Green Sash"),
        legend_power: (
            "Chaque Merlin de sa pile ne lui inflige que 10 blessures au lieu de 25.",
            "Each Merlin in his pile wounds him 10 instead of 25.",
        ),
    },
    HeroText {
        hero: Hero::Mordred,
        name: ("Mordred", "Mordred"),
        power: (
            "«\u{a0}Traîtrise\u{a0}»\u{a0}: une fois par manche, juste avant les feintes, il retourne face cachée la carte visible d'un autre chevalier.",
            "Treachery: once a round, just before the feints, he turns another knight's face-up card face down.",
        ),
        legend: ("Camlann", "Camlann"),
        legend_power: (
            "Les cartes ☾ Trahison comptent double dans la pile de tous les autres chevaliers.",
            "☾ Deception cards count double in every other knight's pile.",
        ),
    },
    HeroText {
        hero: Hero::Crusaders,
        name: ("Les Croisés", "The Crusaders"),
        power: (
            "«\u{a0}Savoir d'Orient\u{a0}»\u{a0}: ils jouent l'Alchimie même quand ils peuvent fournir, l'entament en nommant une couleur, et elle ne les blesse pas.",
            "Eastern Lore: they may play Alchemy even when they could follow, lead it by naming a suit, and it never wounds them.",
        ),
        legend: ("Le Saint Graal", "The Holy Grail"),
        legend_power: (
            "Ils regagnent 15 points de vie à chaque décompte des blessures.",
            "They regain 15 health at every injury step.",
        ),
    },
    HeroText {
        hero: Hero::Lady,
        name: ("La Dame du Lac", "The Lady of the Lake"),
        power: (
            "«\u{a0}Don du Lac\u{a0}»\u{a0}: au début de chaque manche, elle pioche jusqu'à 2 cartes d'armes, puis en défausse autant.",
            "Gift of the Lake: at the start of every round, she draws up to 2 weapon cards, then discards as many.",
        ),
        legend: ("Brocéliande", "Brocéliande"),
        legend_power: (
            "Une fois par manche, dans une mêlée qu'elle n'a pas entamée, elle reprend sa carte et en joue une autre.",
            "Once a round, in a melee she did not lead, she takes her card back and plays another.",
        ),
    },
    HeroText {
        hero: Hero::Tristan,
        name: ("Sire Tristan", "Sir Tristan"),
        power: (
            "«\u{a0}Cœurs jumeaux\u{a0}»\u{a0}: une fois par manche, il feinte sa carte avec une autre carte visible qui n'a qu'un point d'écart.",
            "Twin Hearts: once a round, he feints his card together with another face-up card exactly one point away.",
        ),
        legend: ("Iseult", "Iseult"),
        legend_power: (
            "Une fois par manche, après avoir perdu une mêlée, il passe la moitié des cartes ramassées au chevalier de son choix.",
            "Once a round, after losing a melee, he passes half the cards he collected to a knight of his choice.",
        ),
    },
    HeroText {
        hero: Hero::Perceval,
        name: ("Sire Perceval", "Sir Perceval"),
        power: (
            "«\u{a0}Sainte Innocence\u{a0}»\u{a0}: chaque fois qu'il reçoit des Faveurs divines, il en prend une de plus.",
            "Holy Innocence: whenever he receives Godsends, he takes one more.",
        ),
        legend: ("Le Roi Pêcheur", "The Fisher King"),
        legend_power: (
            "À chaque décompte, il regagne 10 points de vie, plus 10 par Faveur divine posée devant lui.",
            "At every injury step he regains 10 health, plus 10 for each Godsend in front of him.",
        ),
    },
];

/// The Heroes, their Legends and thresholds.
#[component]
pub(super) fn HeroTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        HEROES
            .iter()
            .map(|h| {
                let threshold = h
                    .hero
                    .threshold()
                    .map_or_else(|| l.pick("aucun", "none").to_string(), |t| t.to_string());
                view! {
                    <tr>
                        <th scope="row" class="c-name">{l.pick(h.name.0, h.name.1)}</th>
                        <td class="c-what">{l.pick(h.power.0, h.power.1)}</td>
                        <td class="c-name" data-label=l.pick("Légende", "Legend")>{l.pick(h.legend.0, h.legend.1)}</td>
                        <td class="num c-pts" data-label=l.pick("Seuil", "Threshold")>{threshold}</td>
                        <td class="c-what">{l.pick(h.legend_power.0, h.legend_power.1)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Les huit Héros et leurs Légendes", "The eight Heroes and their Legends").to_string()
            columns=&[("Héros", "Hero", false), ("Pouvoir du Héros (toujours actif)", "Hero power (always on)", false), ("Légende", "Legend", false), ("Seuil", "Threshold", true), ("Pouvoir de la Légende", "Legend power", false)]
        >
            {body}
        </RulesTable>
    }
}

/// What the page says of a Godsend design: name, moment, limit, effect, French then English.
pub(super) struct GodsendText {
    /// Which design.
    pub(super) design: Godsend,
    /// Its name (fr, en).
    pub(super) name: (&'static str, &'static str),
    /// When it is used (fr, en).
    pub(super) when: (&'static str, &'static str),
    /// How often (fr, en).
    pub(super) limit: (&'static str, &'static str),
    /// What it does (fr, en).
    pub(super) effect: (&'static str, &'static str),
}

/// The eight Godsends of the site's own set (TRN-9), in the engine's order.
pub(super) const GODSENDS: [GodsendText; 8] = [
    GodsendText {
        design: Godsend::Providence,
        name: ("Providence", "Providence"),
        when: ("début de manche", "round start"),
        limit: ("une fois", "once"),
        effect: (
            "Piochez jusqu'à 3 cartes d'armes, puis défaussez-en autant, face cachée.",
            "Draw up to 3 weapon cards, then discard as many, face down.",
        ),
    },
    GodsendText {
        design: Godsend::DivineWill,
        name: ("Volonté divine", "Divine Will"),
        when: ("en jouant une carte", "as you play a card"),
        limit: ("3 fois, une par mêlée", "3 times, one per melee"),
        effect: (
            "+1 ou −1 sur la carte ordinaire ou d'Alchimie que vous jouez (jamais moins de 1).",
            "+1 or −1 on the basic or Alchemy card you play (never below 1).",
        ),
    },
    GodsendText {
        design: Godsend::Miracle,
        name: ("Miracle", "Miracle"),
        when: ("avant les feintes", "before the feints"),
        limit: ("une fois", "once"),
        effect: (
            "Votre carte visible prend la valeur de votre choix, de 1 à 15.",
            "Your face-up card takes any value you like from 1 to 15.",
        ),
    },
    GodsendText {
        design: Godsend::Sanctuary,
        name: ("Sanctuaire", "Sanctuary"),
        when: ("quand vous perdez", "when you lose"),
        limit: ("une fois", "once"),
        effect: (
            "La mêlée n'a pas de perdant\u{a0}: ses cartes sont mises de côté, et vous entamez la suivante.",
            "The melee has no loser: its cards are set aside, and you lead the next one.",
        ),
    },
    GodsendText {
        design: Godsend::Benediction,
        name: ("Bénédiction", "Benediction"),
        when: ("décompte des blessures", "injury step"),
        limit: ("automatique", "automatic"),
        effect: (
            "Vous regagnez 20 points de vie, si vous n'êtes pas tombé à 0.",
            "You regain 20 health, unless you have fallen to 0.",
        ),
    },
    GodsendText {
        design: Godsend::Purification,
        name: ("Purification", "Purification"),
        when: ("décompte des blessures", "injury step"),
        limit: ("une fois", "once"),
        effect: (
            "Retirez une carte de votre pile de blessures, Merlin compris.",
            "Remove one card of your wound pile, Merlin included.",
        ),
    },
    GodsendText {
        design: Godsend::Judgement,
        name: ("Jugement divin", "Judgement"),
        when: ("annoncé en début de manche", "declared at round start"),
        limit: ("une fois", "once"),
        effect: (
            "Nommez une couleur et un autre chevalier\u{a0}: au décompte, cette couleur compte double dans sa pile.",
            "Name a suit and another knight: at the injury step, that suit counts double in his pile.",
        ),
    },
    GodsendText {
        design: Godsend::Penance,
        name: ("Pénitence", "Penance"),
        when: ("décompte des blessures", "injury step"),
        limit: ("une fois", "once"),
        effect: (
            "Passez jusqu'à 2 cartes de votre pile, Merlin excepté, à un chevalier qui mène en points de vie.",
            "Pass up to 2 cards of your pile, Merlin excepted, to a knight who leads in health.",
        ),
    },
];

/// How many cards of the Godsend deck have this design.
pub(super) fn copies(design: Godsend) -> usize {
    GodsendCard::all()
        .into_iter()
        .filter(|c| c.design() == design)
        .count()
}

/// The eight Godsends.
#[component]
pub(super) fn GodsendTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        GODSENDS
            .iter()
            .map(|g| {
                view! {
                    <tr>
                        <th scope="row" class="c-name">{l.pick(g.name.0, g.name.1)}</th>
                        <td class="c-pts" data-label=l.pick("Quand", "When")>{l.pick(g.when.0, g.when.1)}</td>
                        <td class="c-pts" data-label=l.pick("Usage", "Use")>{l.pick(g.limit.0, g.limit.1)}</td>
                        <td class="c-what">{l.pick(g.effect.0, g.effect.1)}</td>
                        <td class="num c-pts" data-label=l.pick("Exemplaires", "Copies")>{copies(g.design)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Les huit Faveurs divines", "The eight Godsends").to_string()
            columns=&[("Faveur divine", "Godsend", false), ("Quand", "When", false), ("Usage", "Use", false), ("Effet", "Effect", false), ("Exemplaires", "Copies", true)]
        >
            {body}
        </RulesTable>
    }
}

/// The knights of the example melee, clockwise; the first one leads.
pub(super) const PLAYERS: [&str; 5] = ["Margot", "Yann", "Inès", "Paul", "Léa"];

/// What a knight does in the example melee.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Move {
    /// Plays the card; its final value.
    Play(Card, u8),
    /// Dishonors with the card.
    Dishonor(Card),
}

/// The example melee: the moves in order from `PLAYERS[0]`, each with a note (fr, en).
pub(super) fn example() -> [(Move, &'static str, &'static str); 5] {
    [
        (
            Move::Play(Card::basic(Suit::Arrows, 8), 8),
            "entame\u{a0}: on joue ➶ Flèches",
            "leads: Arrows ➶ it is",
        ),
        (
            Move::Play(Card::basic(Suit::Arrows, 4), 4),
            "fournit avec un 4\u{a0}: risqué, c'est la plus basse pour l'instant",
            "follows with a 4: risky, the lowest so far",
        ),
        (
            Move::Play(Card::alchemy(4), 4),
            "pas de Flèches\u{a0}: son Alchimie 4 devient une Flèche 4",
            "no Arrows: her Alchemy 4 becomes an Arrow 4",
        ),
        (
            Move::Play(Card::merlin(1), 13),
            "se débarrasse de Merlin en le nommant ➶ 13",
            "gets rid of Merlin, naming it ➶ 13",
        ),
        (
            Move::Dishonor(Card::basic(Suit::Deception, 2)),
            "ni Flèche, ni Alchimie, ni enchanteur\u{a0}: déshonneur",
            "no Arrows, Alchemy or enchanter: dishonor",
        ),
    ]
}

/// In the example, who loses (index into `PLAYERS`).
pub(super) const EXAMPLE_LOSER: usize = 0;

/// "➶ Flèches 8", "Alchimie 4", "Merlin", "Apprentice".
pub(super) fn card_label(card: Card, l: Lang) -> String {
    match card.kind() {
        Kind::Basic(s, v) => {
            let poison = if card.is_poison() { " ☠" } else { "" };
            format!("{} {v}{poison}", suit_word(s, l))
        }
        Kind::Alchemy(v) => format!("{} {v}", l.pick("Alchimie", "Alchemy")),
        Kind::Merlin => "Merlin".to_string(),
        Kind::Apprentice => l.pick("Apprenti", "Apprentice").to_string(),
    }
}

/// The example melee as a table, then what the loser collects.
#[component]
pub(super) fn ExampleMelee() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        example()
            .into_iter()
            .enumerate()
            .map(|(i, (m, fr, en))| {
                let card = match m {
                    Move::Play(c, _) => card_label(c, l),
                    Move::Dishonor(c) => format!("({})", card_label(c, l)),
                };
                let value = match m {
                    Move::Play(_, v) => v.to_string(),
                    Move::Dishonor(_) => "—".to_string(),
                };
                view! {
                    <tr class:trump=i == EXAMPLE_LOSER>
                        <th scope="row" class="c-name">{PLAYERS[i]}</th>
                        <td class="c-pts" data-label=l.pick("Carte", "Card")>{card}</td>
                        <td class="num c-pts" data-label=l.pick("Valeur", "Value")>{value}</td>
                        <td class="c-what">{l.pick(fr, en)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Une mêlée à cinq", "A melee with five knights").to_string()
            columns=&[("Chevalier", "Knight", false), ("Carte", "Card", false), ("Valeur", "Value", true), ("Pourquoi", "Why", false)]
        >
            {body}
        </RulesTable>
    }
}
