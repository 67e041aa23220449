//! The tables of the Chevaliers rules page: the White and Black card lists (CHV-1.8, CHV-1.9),
//! the quest sheet (CHV-7.A), the special cards (CHV-8.2, CHV-8.3, CHV-9) and the seven
//! knights (CHV-10). The engine is not on this branch yet, so the tables are data written from
//! `shared/rules/chevaliers.md`; `chevaliers_tests.rs` checks that the counts add up to the
//! spec's class totals.

use super::RulesTable;
use crate::ui::games::chevaliers::text::counted;
use crate::ui::{Lang, use_settings};
use leptos::prelude::*;

/// Some text in French and in English.
pub(super) type Both = (&'static str, &'static str);

/// One line of a card list: the card, how many copies, what it is for.
pub(super) struct CardRow {
    /// The card (fr, en).
    pub(super) name: Both,
    /// How many copies are in the box.
    pub(super) count: u32,
    /// True for a special card (played or applied by its own text).
    pub(super) special: bool,
    /// What it is used for (fr, en).
    pub(super) used: Both,
}

const fn row(name: Both, count: u32, special: bool, used: Both) -> CardRow {
    CardRow {
        name,
        count,
        special,
        used,
    }
}

/// The 84 White cards (CHV-1.8).
pub(super) const WHITE: [CardRow; 15] = [
    row(("Combat 1", "Fight 1"), 14, false, FIGHT_USE),
    row(("Combat 2", "Fight 2"), 12, false, FIGHT_USE),
    row(("Combat 3", "Fight 3"), 10, false, FIGHT_USE),
    row(("Combat 4", "Fight 4"), 8, false, FIGHT_USE),
    row(("Combat 5", "Fight 5"), 7, false, FIGHT_USE),
    row(
        ("Graal", "Grail"),
        18,
        false,
        ("quête du Saint Graal", "Holy Grail quest"),
    ),
    row(
        ("Merlin", "Merlin"),
        7,
        true,
        (
            "annuler une carte noire spéciale (à trois), ou effet propre",
            "cancel a special Black card (three together), or its own effect",
        ),
    ),
    row(("Destin", "Fate"), 1, true, SPECIAL_USE),
    row(("Piété", "Piety"), 1, true, SPECIAL_USE),
    row(("Héroïsme", "Heroism"), 1, true, SPECIAL_USE),
    row(("Renforts", "Reinforcements"), 1, true, SPECIAL_USE),
    row(("Clairvoyance", "Clairvoyance"), 1, true, SPECIAL_USE),
    row(("Messager", "Messenger"), 1, true, SPECIAL_USE),
    row(("Dame du Lac", "Lady of the Lake"), 1, true, SPECIAL_USE),
    row(("Convocation", "Convocation"), 1, true, SPECIAL_USE),
];

const FIGHT_USE: Both = (
    "Chevalier Noir, Lancelot, Dragon, guerres, engins de siège",
    "Black Knight, Lancelot, Dragon, wars, siege engines",
);
const SPECIAL_USE: Both = ("carte spéciale", "special card");

/// The 76 Black cards (CHV-1.9).
pub(super) const BLACK: [CardRow; 20] = [
    row(("Chevalier Noir 1", "Black Knight 1"), 5, false, BK_USE),
    row(("Chevalier Noir 3", "Black Knight 3"), 3, false, BK_USE),
    row(("Chevalier Noir 5", "Black Knight 5"), 2, false, BK_USE),
    row(("Chevalier Noir 7", "Black Knight 7"), 1, false, BK_USE),
    row(
        ("Lancelot 1 / Dragon 5", "Lancelot 1 / Dragon 5"),
        4,
        false,
        LD_USE,
    ),
    row(
        ("Lancelot 3 / Dragon 7", "Lancelot 3 / Dragon 7"),
        3,
        false,
        LD_USE,
    ),
    row(
        ("Lancelot 5 / Dragon 9", "Lancelot 5 / Dragon 9"),
        3,
        false,
        LD_USE,
    ),
    row(
        ("Lancelot 7 / Dragon 11", "Lancelot 7 / Dragon 11"),
        1,
        false,
        LD_USE,
    ),
    row(
        ("Excalibur", "Excalibur"),
        15,
        false,
        (
            "l'épée recule d'un pas vers l'oubli",
            "the sword slides one step toward Oblivion",
        ),
    ),
    row(
        ("Désespoir", "Despair"),
        15,
        false,
        ("plateau du Saint Graal", "Holy Grail board"),
    ),
    row(
        ("Pictes", "Picts"),
        4,
        false,
        ("+1 guerrier picte", "+1 Pict warrior"),
    ),
    row(
        ("Saxons", "Saxons"),
        4,
        false,
        ("+1 guerrier saxon", "+1 Saxon warrior"),
    ),
    row(
        ("Mercenaires", "Mercenaries"),
        4,
        false,
        (
            "+1 guerrier, dans la guerre choisie par celui qui pioche",
            "+1 warrior, in the war the drawer chooses",
        ),
    ),
    row(
        (
            "Morgane (cinq cartes différentes)",
            "Morgan (five different cards)",
        ),
        5,
        true,
        BLACK_SPECIAL,
    ),
    row(("Désolation", "Desolation"), 2, true, BLACK_SPECIAL),
    row(("Brocéliande", "Dark Forest"), 1, true, BLACK_SPECIAL),
    row(("Guenièvre", "Guinevere"), 1, true, BLACK_SPECIAL),
    row(
        ("Brumes d'Avalon", "Mists of Avalon"),
        1,
        true,
        BLACK_SPECIAL,
    ),
    row(("Mordred", "Mordred"), 1, true, BLACK_SPECIAL),
    row(("Viviane", "Vivien"), 1, true, BLACK_SPECIAL),
];

const BK_USE: Both = ("tournoi du Chevalier Noir", "Black Knight tournament");
const LD_USE: Both = (
    "Lancelot (1re valeur), puis le Dragon (2e valeur)",
    "Lancelot (first value), then the Dragon (second value)",
);
const BLACK_SPECIAL: Both = ("carte spéciale", "special card");

/// A card list with its total: the White cards or the Black cards.
#[component]
pub(super) fn CardTable(
    /// The rows.
    rows: &'static [CardRow],
    /// The caption (fr, en).
    caption: Both,
) -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        let standard: u32 = rows.iter().filter(|r| !r.special).map(|r| r.count).sum();
        let special: u32 = rows.iter().filter(|r| r.special).map(|r| r.count).sum();
        let lines = rows
            .iter()
            .map(|r| {
                view! {
                    <tr class:trump=r.special>
                        <th scope="row" class="c-name">{l.pick(r.name.0, r.name.1)}</th>
                        <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{r.count}</td>
                        <td class="c-what">{l.pick(r.used.0, r.used.1)}</td>
                    </tr>
                }
            })
            .collect_view();
        let total = format!(
            "{} + {} {}",
            standard,
            special,
            l.pick("spéciales", "special")
        );
        view! {
            {lines}
            <tr>
                <th scope="row" class="c-name">{l.pick("En tout", "In all")}</th>
                <td class="num c-pts" data-label=l.pick("Cartes", "Cards")>{standard + special}</td>
                <td class="c-what">{total}</td>
            </tr>
        }
    };
    view! {
        <RulesTable
            caption=move |l: Lang| l.pick(caption.0, caption.1).to_string()
            columns=&[("Carte", "Card", false), ("Exemplaires", "Copies", true), ("Usage", "Use", false)]
        >
            {body}
        </RulesTable>
    }
}

/// One quest of the quest sheet (CHV-7.A).
pub(super) struct QuestRow {
    /// The quest (fr, en).
    pub(super) name: Both,
    /// True for a solo quest.
    pub(super) solo: bool,
    /// The Knights' QUEST action (fr, en).
    pub(super) action: Both,
    /// When it ends (fr, en).
    pub(super) ends: Both,
    /// White swords, White cards and Life won on a victory.
    pub(super) win: (u32, u32, u32),
    /// Black swords added and Life lost on a defeat.
    pub(super) loss: (u32, u32),
    /// What else victory and defeat bring, then what becomes of the quest (fr, en).
    pub(super) more: Both,
}

/// The quest sheet (CHV-7.A), Camelot aside (it has no swords to win).
pub(super) const QUESTS: [QuestRow; 6] = [
    QuestRow {
        name: ("Chevalier Noir", "Black Knight"),
        solo: true,
        action: (
            "1 Combat\u{a0}: deux paires de valeurs différentes",
            "1 Fight: two pairs of different values",
        ),
        ends: ("4e carte noire ou 4e Combat", "4th Black card or 4th Fight"),
        win: (1, 3, 1),
        loss: (1, 1),
        more: ("recommence aussitôt", "starts again at once"),
    },
    QuestRow {
        name: ("Lancelot", "Lancelot"),
        solo: true,
        action: (
            "1 Combat\u{a0}: un brelan et une paire de valeurs différentes",
            "1 Fight: three of a kind and a pair of different values",
        ),
        ends: ("5e carte noire ou 5e Combat", "5th Black card or 5th Fight"),
        win: (1, 4, 1),
        loss: (1, 1),
        more: (
            "victoire\u{a0}: l'Armure de Lancelot\u{a0}; défaite\u{a0}: l'Armure est perdue\u{a0}; puis le Dragon",
            "victory: Lancelot's Armour; defeat: the Armour is lost; then the Dragon",
        ),
    },
    QuestRow {
        name: ("Dragon", "Dragon"),
        solo: false,
        action: (
            "1 Combat\u{a0}: trois brelans de valeurs différentes",
            "1 Fight: three threes of a kind of different values",
        ),
        ends: ("5e carte noire ou 9e Combat", "5th Black card or 9th Fight"),
        win: (2, 7, 2),
        loss: (2, 2),
        more: ("terminée pour de bon", "closed for good"),
    },
    QuestRow {
        name: ("Excalibur", "Excalibur"),
        solo: false,
        action: (
            "défausser une carte blanche\u{a0}: l'épée avance d'un pas",
            "discard any White card: the sword moves one step",
        ),
        ends: ("l'épée touche une rive", "the sword reaches a shore"),
        win: (2, 7, 1),
        loss: (2, 0),
        more: (
            "victoire\u{a0}: Excalibur\u{a0}; défaite\u{a0}: la relique est perdue\u{a0}; terminée pour de bon",
            "victory: Excalibur; defeat: the relic is lost; closed for good",
        ),
    },
    QuestRow {
        name: ("Saint Graal", "Holy Grail"),
        solo: false,
        action: ("1 carte Graal", "1 Grail card"),
        ends: ("7 cartes d'une même couleur", "7 cards of one colour"),
        win: (3, 7, 1),
        loss: (3, 1),
        more: (
            "victoire\u{a0}: le Saint Graal\u{a0}; défaite\u{a0}: il est perdu\u{a0}; terminée pour de bon",
            "victory: the Holy Grail; defeat: it is lost; closed for good",
        ),
    },
    QuestRow {
        name: ("Guerre picte, guerre saxonne", "Pict war, Saxon war"),
        solo: false,
        action: (
            "1 Combat, dans l'ordre 1, 2, 3, 4, 5",
            "1 Fight, in the order 1, 2, 3, 4, 5",
        ),
        ends: ("4e guerrier ou 5e Combat", "4th warrior or 5th Fight"),
        win: (1, 4, 1),
        loss: (1, 1),
        more: (
            "défaite\u{a0}: +2 engins de siège\u{a0}; chaque guerre recommence",
            "defeat: +2 siege engines; each war starts again",
        ),
    },
];

/// The quest sheet: one row per quest.
#[component]
pub(super) fn QuestTable() -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        QUESTS
            .iter()
            .map(|q| {
                let kind = if q.solo {
                    l.pick("solitaire", "solo")
                } else {
                    l.pick("collective", "group")
                };
                let n = |k: u32| u8::try_from(k).unwrap_or(u8::MAX);
                let plus = |k: u32, fr, en| {
                    format!("+{}", counted(l, n(k), fr, en))
                };
                let win = format!(
                    "{}, {}, +{} {}",
                    plus(q.win.0, ("épée blanche", "épées blanches"), ("white sword", "white swords")),
                    plus(q.win.1, ("carte blanche", "cartes blanches"), ("White card", "White cards")),
                    q.win.2,
                    l.pick("Vie", "Life"),
                );
                let swords = plus(q.loss.0, ("épée noire", "épées noires"), ("black sword", "black swords"));
                let loss = if q.loss.1 == 0 {
                    format!("{swords}, {}", l.pick("aucune Vie perdue", "no Life lost"))
                } else {
                    format!("{swords}, −{} {}", q.loss.1, l.pick("Vie", "Life"))
                };
                view! {
                    <tr>
                        <th scope="row" class="c-name">{l.pick(q.name.0, q.name.1)}</th>
                        <td class="c-what" data-label=l.pick("Type", "Kind")>{kind}</td>
                        <td class="c-what" data-label=l.pick("Action", "Action")>{l.pick(q.action.0, q.action.1)}</td>
                        <td class="c-what" data-label=l.pick("Fin", "Ends")>{l.pick(q.ends.0, q.ends.1)}</td>
                        <td class="c-what" data-label=l.pick("Victoire", "Victory")>{win}</td>
                        <td class="c-what" data-label=l.pick("Défaite", "Defeat")>{loss}</td>
                        <td class="c-what">{l.pick(q.more.0, q.more.1)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <RulesTable
            caption=|l: Lang| l.pick("Les quêtes en un coup d'œil", "The quests at a glance").to_string()
            columns=&[("Quête", "Quest", false), ("Type", "Kind", false), ("Action des chevaliers", "Knights' action", false), ("Fin", "Ends", false), ("Victoire", "Victory", false), ("Défaite", "Defeat", false), ("Et aussi", "Also", false)]
        >
            {body}
        </RulesTable>
    }
}

/// A named card or knight and what it does.
pub(super) type Named = (Both, Both);

/// Merlin's own use and the eight single special White cards (CHV-8.2, CHV-8.3).
pub(super) const WHITE_SPECIALS: [Named; 9] = [
    (
        ("Merlin", "Merlin"),
        (
            "Au choix, d'où que vous soyez\u{a0}: retirer la dernière carte noire posée sur le Chevalier Noir, Lancelot ou le Dragon\u{a0}; retirer un guerrier d'une guerre\u{a0}; retirer la carte noire la plus proche du centre du Graal\u{a0}; avancer Excalibur d'un pas vers les chevaliers\u{a0}; ou retirer un engin de siège.",
            "Your choice, from anywhere: take back the last Black card laid on the Black Knight, Lancelot or the Dragon; remove one warrior from a war; remove the Black card nearest the middle of the Grail board; move Excalibur one step toward the Knights; or remove one siege engine.",
        ),
    ),
    (
        ("Destin", "Fate"),
        (
            "Chevalier loyal\u{a0}: chaque chevalier en jeu pioche une carte blanche. Félon caché\u{a0}: il se démasque aussitôt, et chacun des autres défausse deux cartes blanches de son choix.",
            "A Loyal knight: every knight in play draws one White card. The hidden Traitor: he unmasks himself at once, and each other knight discards two White cards of his choice.",
        ),
    ),
    (
        ("Piété", "Piety"),
        (
            "Vous gagnez 3 Vies, ou chacun des autres chevaliers en gagne 1 (jamais plus de 6).",
            "You gain 3 Life, or every other knight gains 1 (never above 6).",
        ),
    ),
    (
        ("Héroïsme", "Heroism"),
        (
            "Posez-la sur une quête active (pas Camelot)\u{a0}: à sa fin, elle ajoute une épée de plus, de la couleur du résultat.",
            "Lay it on an active quest (not Camelot): when that quest ends, it adds one more sword of the result's colour.",
        ),
    ),
    (
        ("Renforts", "Reinforcements"),
        (
            "Vous piochez 4 cartes blanches, ou chacun des autres chevaliers en pioche une.",
            "You draw 4 White cards, or every other knight draws one.",
        ),
    ),
    (
        ("Clairvoyance", "Clairvoyance"),
        (
            "Vous regardez seul les 5 premières cartes noires et les remettez dessus dans l'ordre de votre choix.",
            "You look alone at the top 5 Black cards and put them back on top in the order you like.",
        ),
    ),
    (
        ("Messager", "Messenger"),
        (
            "Vous donnez de 1 à 3 cartes blanches à un autre chevalier\u{a0}; seul leur nombre est public.",
            "You give 1 to 3 White cards to another knight; only how many is public.",
        ),
    ),
    (
        ("Dame du Lac", "Lady of the Lake"),
        (
            "Si la quête d'Excalibur est ouverte, l'épée avance d'un pas vers les chevaliers, d'où que vous soyez. Sinon, vous gagnez 2 Vies.",
            "If the Excalibur quest is open, the sword moves one step toward the Knights, wherever you are. Otherwise you gain 2 Life.",
        ),
    ),
    (
        ("Convocation", "Convocation"),
        (
            "Chaque chevalier hors de Camelot choisit s'il y revient. Puis les chevaliers à Camelot piochent autant de cartes blanches qu'ils sont et se les partagent.",
            "Each knight away from Camelot chooses whether to come back. Then the knights in Camelot draw as many White cards as there are of them and share them out.",
        ),
    ),
];

/// The special Black cards (CHV-9): the five Morgans one by one, then the others.
pub(super) const BLACK_SPECIALS: [Named; 11] = [
    (
        ("Morgane 1", "Morgan 1"),
        (
            "Un volontaire défausse 3 cartes blanches\u{a0}; sans volontaire, chacun en défausse une.",
            "One volunteer discards 3 White cards; with no volunteer, everyone discards one.",
        ),
    ),
    (
        ("Morgane 2", "Morgan 2"),
        (
            "Celui qui l'a piochée tire et applique les 3 cartes noires suivantes, sans annulation possible par Merlin.",
            "The drawer draws and applies the next 3 Black cards, which Merlins cannot cancel.",
        ),
    ),
    (
        ("Morgane 3", "Morgan 3"),
        ("+2 engins de siège.", "+2 siege engines."),
    ),
    (
        ("Morgane 4", "Morgan 4"),
        ("Chaque chevalier perd 1 Vie.", "Every knight loses 1 Life."),
    ),
    (
        ("Morgane 5", "Morgan 5"),
        (
            "Un volontaire perd 2 Vies\u{a0}; sans volontaire, chacun défausse une carte blanche.",
            "One volunteer loses 2 Life; with no volunteer, everyone discards one White card.",
        ),
    ),
    (
        ("Désolation (×2)", "Desolation (×2)"),
        (
            "Détruit une carte Graal, puis se pose comme un Désespoir.",
            "Destroys a Grail card, then is placed like a Despair.",
        ),
    ),
    (
        ("Brocéliande", "Dark Forest"),
        (
            "Plus aucune carte Graal ne se joue tant qu'aucune quête n'a été gagnée.",
            "No Grail card may be played until some quest is won.",
        ),
    ),
    (
        ("Guenièvre", "Guinevere"),
        (
            "Tous les chevaliers rentrent à Camelot\u{a0}; le tour de celui qui l'a piochée s'arrête.",
            "Every knight goes back to Camelot; the drawer's turn ends.",
        ),
    ),
    (
        ("Brumes d'Avalon", "Mists of Avalon"),
        (
            "Pour le reste de la partie, chaque quête perdue ajoute une épée noire de plus.",
            "For the rest of the game, every quest lost adds one more black sword.",
        ),
    ),
    (
        ("Mordred", "Mordred"),
        (
            "+1 guerrier dans la guerre choisie, qui exige désormais 1, 2, 3, 4, 5, 5.",
            "+1 warrior in the war chosen, which now needs 1, 2, 3, 4, 5, 5.",
        ),
    ),
    (
        ("Viviane", "Vivien"),
        (
            "Plus aucun Merlin ne se joue tant qu'aucune quête n'a été gagnée.",
            "No Merlin may be played until some quest is won.",
        ),
    ),
];

/// The seven knights and their powers (CHV-10).
pub(super) const KNIGHTS: [Named; 7] = [
    (
        ("Le roi Arthur", "King Arthur"),
        (
            "Une fois par tour, sans que cela compte comme action, il échange une carte blanche avec un autre chevalier\u{a0}: chacun choisit celle qu'il donne. Il joue en premier.",
            "Once a turn, without spending an action, he swaps one White card with another knight: each picks the card he gives. He plays first.",
        ),
    ),
    (
        ("Galaad", "Galahad"),
        (
            "Une fois par tour, il joue une carte blanche spéciale sans dépenser d'action héroïque (elle reste sa seule du tour).",
            "Once a turn he plays a special White card without spending a Heroic action (it is still his only one that turn).",
        ),
    ),
    (
        ("Gauvain", "Gawain"),
        (
            "Sa pioche à la Table Ronde lui donne 3 cartes au lieu de 2.",
            "His draw at the Round Table gives him 3 cards instead of 2.",
        ),
    ),
    (
        ("Keu", "Kay"),
        (
            "À la fin d'une quête de combat où il se trouve, une fois les cartes noires retournées, il peut ajouter une carte Combat de sa main au total des chevaliers\u{a0}; de même après le dé, dans ses propres combats contre les engins.",
            "When a combat quest he is on ends, once the Black cards are turned up, he may add one Fight card from his hand to the Knights' total; likewise after the die in his own siege fights.",
        ),
    ),
    (
        ("Palamède", "Palamedes"),
        (
            "Une Vie de plus chaque fois qu'une quête où il se trouve est gagnée.",
            "One more Life whenever a quest he is on is won.",
        ),
    ),
    (
        ("Perceval", "Percival"),
        (
            "Avant de choisir sa Progression du Mal, il peut regarder seul la première carte noire.",
            "Before choosing his Progression of Evil, he may look alone at the top Black card.",
        ),
    ),
    (
        ("Tristan", "Tristan"),
        (
            "Une fois par tour, quitter Camelot pour une quête ne lui coûte pas d'action héroïque.",
            "Once a turn, leaving Camelot for a quest costs him no Heroic action.",
        ),
    ),
];

/// A two-column table: a name and its text.
#[component]
pub(super) fn NamedTable(
    /// The rows.
    rows: &'static [Named],
    /// The caption (fr, en).
    caption: Both,
    /// True for the knights' table (columns Knight, Power), else Card, Effect.
    knights: bool,
) -> impl IntoView {
    let lang = use_settings().lang;
    let body = move || {
        let l = lang.get();
        rows.iter()
            .map(|(name, what)| {
                view! {
                    <tr>
                        <th scope="row" class="c-name">{l.pick(name.0, name.1)}</th>
                        <td class="c-what">{l.pick(what.0, what.1)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let columns: &'static [super::Column] = if knights {
        &[("Chevalier", "Knight", false), ("Pouvoir", "Power", false)]
    } else {
        &[("Carte", "Card", false), ("Effet", "Effect", false)]
    };
    view! {
        <RulesTable caption=move |l: Lang| l.pick(caption.0, caption.1).to_string() columns=columns>
            {body}
        </RulesTable>
    }
}
