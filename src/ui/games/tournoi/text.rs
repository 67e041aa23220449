//! Every name and sentence of the Tournoi table, in French and English: suits (each with
//! its symbol, so that colour is never the only cue: ⚔ Épées/Swords, ➶ Flèches/Arrows,
//! ✦ Sorcellerie/Sorcery, ☾ Trahison/Deception; ⚗ Alchemy, ✺ enchanters, ☠ poison), cards,
//! Heroes, Legends and Godsends (the spec's [HOUSE] `house_v1` sets, TRN-9, TRN-10), the
//! decisions (TRN-14.1) and why one is refused (TRN-14.2, with its rule).

/// The status-line texts every table shares.
pub use crate::ui::session::{thinking, turn};
pub use crate::ui::table::words::{
    advice_name, advice_said, cards_count, counted, names_list, subject,
};

use crate::games::tournoi::{Action, Card, Draw, Godsend, Hero, Kind, Play, Source, Suit};
use crate::games::tournoi::{GodsendCard, TournoiError};
use crate::ui::Lang;

/// The symbol of a suit.
#[must_use]
pub fn suit_symbol(s: Suit) -> &'static str {
    match s {
        Suit::Swords => "⚔",
        Suit::Arrows => "➶",
        Suit::Sorcery => "✦",
        Suit::Deception => "☾",
    }
}

/// A suit's name: `Sorcellerie`, `Sorcery`.
#[must_use]
pub fn suit_name(lang: Lang, s: Suit) -> &'static str {
    match s {
        Suit::Swords => lang.pick("Épées", "Swords"),
        Suit::Arrows => lang.pick("Flèches", "Arrows"),
        Suit::Sorcery => lang.pick("Sorcellerie", "Sorcery"),
        Suit::Deception => lang.pick("Trahison", "Deception"),
    }
}

/// `de Sorcellerie`, `d'Épées` (French elision).
fn of_suit(s: Suit) -> String {
    match s {
        Suit::Swords => "d'Épées".into(),
        _ => format!("de {}", suit_name(Lang::Fr, s)),
    }
}

/// A card's name: `13 de Sorcellerie`, `Sorcery 13`, `Alchimie 11`, `Merlin`,
/// `Apprenti`; poison cards say so.
#[must_use]
pub fn card_name(lang: Lang, c: Card) -> String {
    let poison = if c.is_poison() {
        lang.pick(" (poison)", " (poison)")
    } else {
        ""
    };
    match c.kind() {
        Kind::Basic(s, v) => match lang {
            Lang::Fr => format!("{v} {}{poison}", of_suit(s)),
            Lang::En => format!("{} {v}{poison}", suit_name(lang, s)),
        },
        Kind::Alchemy(v) => format!("{} {v}", lang.pick("Alchimie", "Alchemy")),
        Kind::Merlin => "Merlin".into(),
        Kind::Apprentice => lang.pick("Apprenti", "Apprentice").into(),
    }
}

/// A hand button's accessible name: `Jouer le 13 de Sorcellerie`, `Play Sorcery 13`.
#[must_use]
pub fn play_label(lang: Lang, c: Card) -> String {
    match (lang, c.kind()) {
        (Lang::Fr, Kind::Basic(..)) => format!("Jouer le {}", card_name(lang, c)),
        (Lang::Fr, _) => format!("Jouer {}", card_name(lang, c)),
        (Lang::En, _) => format!("Play {}", card_name(lang, c)),
    }
}

/// A hand button when the knight must dishonor: `Défausser (déshonneur) le 4 de Trahison`.
#[must_use]
pub fn dishonor_label(lang: Lang, c: Card) -> String {
    match lang {
        Lang::Fr => format!("Défausser (déshonneur) {}", card_name(lang, c)),
        Lang::En => format!("Discard (dishonor) {}", card_name(lang, c)),
    }
}

/// A hand button after a draw: `Défausser face cachée 4 de Trahison`.
#[must_use]
pub fn discard_label(lang: Lang, c: Card) -> String {
    match lang {
        Lang::Fr => format!("Défausser face cachée {}", card_name(lang, c)),
        Lang::En => format!("Discard face down {}", card_name(lang, c)),
    }
}

/// A Hero's name.
#[must_use]
pub fn hero_name(lang: Lang, h: Hero) -> &'static str {
    match h {
        Hero::Arthur => lang.pick("Roi Arthur", "King Arthur"),
        Hero::Guinevere => lang.pick("Guenièvre", "Guinevere"),
        Hero::Gawain => lang.pick("Sire Gauvain", "Sir Gawain"),
        Hero::Mordred => "Mordred",
        Hero::Crusaders => lang.pick("Les Croisés", "The Crusaders"),
        Hero::Lady => lang.pick("La Dame du Lac", "The Lady of the Lake"),
        Hero::Tristan => lang.pick("Sire Tristan", "Sir Tristan"),
        Hero::Perceval => lang.pick("Sire Perceval", "Sir Perceval"),
    }
}

/// A Hero's power and what it does (TRN-10.1).
#[must_use]
pub fn hero_power(lang: Lang, h: Hero) -> (&'static str, &'static str) {
    match h {
        Hero::Arthur => (
            lang.pick("Commandement royal", "Royal Command"),
            lang.pick(
                "une fois par manche, +3 sur une carte jouée",
                "once per round, +3 on a card played",
            ),
        ),
        Hero::Guinevere => (
            lang.pick("Grâce courtoise", "Courtly Grace"),
            lang.pick(
                "pas de blessure de déshonneur : sa carte va face cachée dans la mêlée",
                "no dishonor wounds: her card goes face down into the melee",
            ),
        ),
        Hero::Gawain => (
            lang.pick("Force du soleil", "Strength of the Sun"),
            lang.pick(
                "+2 sur ses cartes aux mêlées 1 à 3",
                "+2 on his cards in melees 1–3",
            ),
        ),
        Hero::Mordred => (
            lang.pick("Traîtrise", "Treachery"),
            lang.pick(
                "une fois par manche, retourne la carte d'un autre chevalier",
                "once per round, turns another knight's card face down",
            ),
        ),
        Hero::Crusaders => (
            lang.pick("Savoir d'Orient", "Eastern Lore"),
            lang.pick(
                "jouent l'Alchimie librement ; elle ne les blesse pas",
                "play Alchemy freely; it does not wound them",
            ),
        ),
        Hero::Lady => (
            lang.pick("Don du Lac", "Gift of the Lake"),
            lang.pick(
                "en début de manche, pioche 2 cartes puis en défausse autant",
                "at round start, draws 2 cards then discards as many",
            ),
        ),
        Hero::Tristan => (
            lang.pick("Cœurs jumeaux", "Twin Hearts"),
            lang.pick(
                "une fois par manche, feinte sa carte avec une carte à 1 d'écart",
                "once per round, feints his card with one differing by 1",
            ),
        ),
        Hero::Perceval => (
            lang.pick("Sainte Innocence", "Holy Innocence"),
            lang.pick(
                "une faveur divine de plus quand il en reçoit",
                "one more Godsend whenever he receives any",
            ),
        ),
    }
}

/// A Legend's name and what it does (TRN-10.1).
#[must_use]
pub fn legend(lang: Lang, h: Hero) -> (&'static str, &'static str) {
    match h {
        Hero::Arthur => (
            "Excalibur",
            lang.pick(
                "le +3 deux fois par manche, aussi avant la feinte",
                "the +3 twice per round, also before the feint",
            ),
        ),
        Hero::Guinevere => (
            "Lancelot",
            lang.pick(
                "une fois par manche, passe la défaite à la carte suivante",
                "once per round, passes a lost melee to the next-lowest card",
            ),
        ),
        Hero::Gawain => (
            lang.pick("L'Écharpe verte", "The Green Sash"),
            lang.pick(
                "Merlin ne lui inflige que 10 blessures",
                "Merlin wounds him only 10",
            ),
        ),
        Hero::Mordred => (
            "Camlann",
            lang.pick(
                "la Trahison double chez les autres",
                "Deception cards are doubled in other piles",
            ),
        ),
        Hero::Crusaders => (
            lang.pick("Le Saint Graal", "The Holy Grail"),
            lang.pick("regagnent 15 à chaque manche", "regain 15 each round"),
        ),
        Hero::Lady => (
            "Brocéliande",
            lang.pick(
                "une fois par manche, reprend sa carte et en joue une autre",
                "once per round, takes her card back and plays another",
            ),
        ),
        Hero::Tristan => (
            "Iseult",
            lang.pick(
                "une fois par manche, donne la moitié d'une mêlée perdue",
                "once per round, gives half of a lost melee away",
            ),
        ),
        Hero::Perceval => (
            lang.pick("Le Roi Pêcheur", "The Fisher King"),
            lang.pick(
                "regagne 10 + 10 par faveur devant lui",
                "regains 10 + 10 per Godsend before him",
            ),
        ),
    }
}

/// A Godsend design's name.
#[must_use]
pub fn godsend_name(lang: Lang, g: Godsend) -> &'static str {
    match g {
        Godsend::Providence => "Providence",
        Godsend::DivineWill => lang.pick("Volonté divine", "Divine Will"),
        Godsend::Miracle => "Miracle",
        Godsend::Sanctuary => lang.pick("Sanctuaire", "Sanctuary"),
        Godsend::Benediction => lang.pick("Bénédiction", "Benediction"),
        Godsend::Purification => "Purification",
        Godsend::Judgement => lang.pick("Jugement divin", "Judgement"),
        Godsend::Penance => lang.pick("Pénitence", "Penance"),
    }
}

/// What a Godsend does (TRN-9).
#[must_use]
pub fn godsend_effect(lang: Lang, g: Godsend) -> &'static str {
    match g {
        Godsend::Providence => lang.pick(
            "début de manche : piocher 3 cartes, en défausser autant",
            "round start: draw 3 cards, discard as many",
        ),
        Godsend::DivineWill => lang.pick(
            "±1 sur la carte jouée, 3 fois",
            "±1 on the card played, 3 times",
        ),
        Godsend::Miracle => lang.pick(
            "avant la feinte : votre carte prend la valeur choisie",
            "before the feint: your card takes any value",
        ),
        Godsend::Sanctuary => lang.pick("mêlée perdue mise de côté", "a lost melee is set aside"),
        Godsend::Benediction => lang.pick("regagner 20", "regain 20"),
        Godsend::Purification => lang.pick(
            "retirer une carte de sa pile de blessures",
            "remove one card from your wound pile",
        ),
        Godsend::Judgement => lang.pick(
            "doubler une couleur chez un chevalier",
            "double one suit in a knight's pile",
        ),
        Godsend::Penance => lang.pick(
            "passer 2 cartes au chevalier en tête",
            "pass 2 cards to the health leader",
        ),
    }
}

/// A Godsend card's name.
#[must_use]
pub fn godsend_card(lang: Lang, g: GodsendCard) -> &'static str {
    godsend_name(lang, g.design())
}

/// A draw power's name.
#[must_use]
pub fn draw_name(lang: Lang, d: Draw) -> &'static str {
    match d {
        Draw::Gift => hero_power(lang, Hero::Lady).0,
        Draw::Providence => "Providence",
    }
}

/// The play as the table sees it: `Merlin nommé 11 de Sorcellerie`, `6 d'Épées +3`.
#[must_use]
pub fn play_text(lang: Lang, p: &Play) -> String {
    let mut s = card_name(lang, p.card);
    if let Some(v) = p.value {
        match (lang, p.suit) {
            (Lang::Fr, Some(x)) => s.push_str(&format!(" nommé {v} {}", of_suit(x))),
            (Lang::En, Some(x)) => s.push_str(&format!(" named {} {v}", suit_name(lang, x))),
            (Lang::Fr, None) => s.push_str(&format!(" nommé {v}")),
            (Lang::En, None) => s.push_str(&format!(" named {v}")),
        }
    } else if let Some(x) = p.suit {
        s.push_str(&format!(
            " {} {}",
            lang.pick("annonçant", "naming"),
            suit_name(lang, x)
        ));
    }
    s.push_str(&modifiers(lang, p));
    s
}

/// The modifiers declared with a play: ` +3 (Arthur) +2 (soleil) −1 (Volonté divine)`.
#[must_use]
pub fn modifiers(lang: Lang, p: &Play) -> String {
    let mut s = String::new();
    if p.plus3 {
        s.push_str(lang.pick(" +3 (jeton royal)", " +3 (royal token)"));
    }
    if p.sun {
        s.push_str(lang.pick(" +2 (soleil)", " +2 (sun)"));
    }
    match p.divine {
        1 => s.push_str(lang.pick(" +1 (Volonté divine)", " +1 (Divine Will)")),
        -1 => s.push_str(lang.pick(" \u{2212}1 (Volonté divine)", " \u{2212}1 (Divine Will)")),
        _ => {}
    }
    s
}

/// French puts a space before a colon, English does not: `A : b` becomes `A: b` in
/// English.
#[must_use]
pub fn colons(lang: Lang, s: String) -> String {
    match lang {
        Lang::Fr => s,
        Lang::En => s.replace(" : ", ": "),
    }
}

/// The hint's words, for the table ([`crate::ui::table::words::advice_action`]).
pub const ADVICE: crate::ui::table::words::AdviceWords<Action> = (action_text, advice_said);

/// A decision as a button or the hint says it, with `name` for seats.
#[must_use]
pub fn action_text(
    lang: Lang,
    name: &dyn Fn(crate::core::seats::Seat) -> String,
    a: Action,
) -> String {
    colons(lang, action_fr_spacing(lang, name, a))
}

fn action_fr_spacing(
    lang: Lang,
    name: &dyn Fn(crate::core::seats::Seat) -> String,
    a: Action,
) -> String {
    let fr = lang == Lang::Fr;
    match a {
        Action::ChooseHero(h) => format!(
            "{} {} ({})",
            lang.pick("Prendre", "Take"),
            hero_name(lang, h),
            legend(lang, h).0
        ),
        Action::Draw { power, count } => match lang {
            Lang::Fr => format!(
                "Piocher {} ({})",
                cards_count(lang, usize::from(count)),
                draw_name(lang, power)
            ),
            Lang::En => format!(
                "Draw {} ({})",
                cards_count(lang, usize::from(count)),
                draw_name(lang, power)
            ),
        },
        Action::Discard(c) => discard_label(lang, c),
        Action::Judgement { suit, target } => format!(
            "{} : {} {} {}",
            godsend_name(lang, Godsend::Judgement),
            suit_name(lang, suit),
            lang.pick("chez", "on"),
            name(target)
        ),
        Action::Play(p) => format!("{} {}", lang.pick("Jouer", "Play"), play_text(lang, &p)),
        Action::Dishonor(c) => dishonor_label(lang, c),
        Action::Excalibur => lang
            .pick(
                "Excalibur : +3 sur votre carte",
                "Excalibur: +3 on your card",
            )
            .into(),
        Action::Treachery(s) => format!(
            "{} : {} {}",
            hero_power(lang, Hero::Mordred).0,
            lang.pick("retourner la carte de", "turn down the card of"),
            name(s)
        ),
        Action::Broceliande(p) => format!(
            "Brocéliande : {} {}",
            lang.pick(
                "reprendre votre carte et jouer",
                "take your card back and play"
            ),
            play_text(lang, &p)
        ),
        Action::TwinHearts(s) => format!(
            "{} {} {}",
            hero_power(lang, Hero::Tristan).0,
            lang.pick("avec", "with"),
            name(s)
        ),
        Action::Miracle(v) => format!("Miracle : {} {v}", lang.pick("valeur", "value")),
        Action::Lancelot => lang
            .pick(
                "Appeler Lancelot : la défaite passe à la carte suivante",
                "Call Lancelot: the loss passes to the next card",
            )
            .into(),
        Action::Sanctuary => format!(
            "{} : {}",
            godsend_name(lang, Godsend::Sanctuary),
            lang.pick("mettre la mêlée de côté", "set the melee aside")
        ),
        Action::Iseult(s) => format!(
            "Iseult : {} {}",
            lang.pick("donner la moitié des cartes à", "give half the cards to"),
            name(s)
        ),
        Action::Give(c) => format!("{} {}", lang.pick("Donner", "Give"), card_name(lang, c)),
        Action::Penance(s) => format!(
            "{} {} {}",
            godsend_name(lang, Godsend::Penance),
            lang.pick("vers", "towards"),
            name(s)
        ),
        Action::Purify(c) => format!(
            "{} : {} {}",
            godsend_name(lang, Godsend::Purification),
            lang.pick("retirer", "remove"),
            card_name(lang, c)
        ),
        Action::Take(Source::Offer(_)) if fr => "Prendre la faveur de l'offre".into(),
        Action::Take(Source::Offer(_)) => "Take the Godsend from the offer".into(),
        Action::Take(Source::Deck) => lang
            .pick(
                "Piocher la faveur du dessus de la pioche",
                "Draw the top Godsend of the deck",
            )
            .into(),
        Action::Pass => lang.pick("Passer", "Pass").into(),
    }
}

/// Why an action is refused, with the rule it cites: `Vous devez fournir Sorcellerie
/// (TRN-4.4)`.
#[must_use]
pub fn refusal(lang: Lang, e: TournoiError, led: Option<Suit>) -> String {
    use TournoiError as E;
    let what: String = match e {
        E::GameOver => lang
            .pick("La partie est terminée", "The game is over")
            .into(),
        E::NotYourDecision => lang
            .pick("Ce n'est pas à vous de jouer", "Not your turn")
            .into(),
        E::WrongDecisionKind => lang
            .pick(
                "Répondez d'abord à la décision en cours",
                "Answer the pending decision first",
            )
            .into(),
        E::CardNotInHand => lang
            .pick(
                "Cette carte n'est pas dans votre main",
                "That card is not in your hand",
            )
            .into(),
        E::MustFollowSuit => match led {
            Some(s) => format!(
                "{} {} {}",
                lang.pick(
                    "Vous devez fournir la couleur de la mêlée\u{a0}:",
                    "You must follow"
                ),
                suit_symbol(s),
                suit_name(lang, s)
            ),
            None => lang
                .pick(
                    "Vous devez fournir la couleur de la mêlée",
                    "You must follow suit",
                )
                .into(),
        },
        E::MustDishonor => lang
            .pick(
                "Vous ne pouvez pas suivre : défaussez une carte (déshonneur)",
                "You cannot follow: discard a card (dishonor)",
            )
            .into(),
        E::AlchemyNotAllowed => lang
            .pick(
                "L'Alchimie seulement sans carte de la couleur demandée",
                "Alchemy only without a card of the led suit",
            )
            .into(),
        E::AlchemyLeadNotAllowed => lang
            .pick(
                "On n'entame en Alchimie qu'avec une main toute d'Alchimie",
                "Alchemy may lead only from an all-Alchemy hand",
            )
            .into(),
        E::DishonorNotAllowed => lang
            .pick(
                "Vous pouvez suivre : pas de déshonneur",
                "You can follow: no dishonor",
            )
            .into(),
        E::MissingNamedValue => lang
            .pick(
                "Un enchanteur demande une valeur",
                "An enchanter needs a named value",
            )
            .into(),
        E::NamedValueOutOfRange => lang
            .pick("Valeur nommée hors limites", "Named value out of range")
            .into(),
        E::NamedSuitMustMatchLed => lang
            .pick(
                "La couleur nommée doit être la couleur demandée",
                "The named suit must be the led suit",
            )
            .into(),
        E::SuitNotInPlay => lang
            .pick("Cette couleur n'est pas en jeu", "That suit is not in play")
            .into(),
        E::ModifierNotAllowedOnCard => lang
            .pick(
                "Ce bonus ne va pas sur cette carte",
                "That modifier cannot go on that card",
            )
            .into(),
        E::PowerNotOwned => lang
            .pick("Vous n'avez pas ce pouvoir", "You do not own that power")
            .into(),
        E::LegendNotActive => lang
            .pick(
                "Votre Légende n'est pas active",
                "Your Legend is not active",
            )
            .into(),
        E::PowerExhausted => lang
            .pick("Pouvoir déjà utilisé", "Power already used")
            .into(),
        E::WrongWindow => lang.pick("Pas maintenant", "Not now").into(),
        E::LedThisMelee => lang
            .pick("Vous avez entamé cette mêlée", "You led this melee")
            .into(),
        E::NoOwnCardInMelee => lang
            .pick(
                "Vous n'avez pas de carte face visible dans la mêlée",
                "You have no face-up card in the melee",
            )
            .into(),
        E::InvalidTarget => lang.pick("Cible impossible", "Invalid target").into(),
        E::ValueGapNotOne => lang
            .pick(
                "Les valeurs doivent différer de 1",
                "The values must differ by 1",
            )
            .into(),
        E::WrongCardCount => lang
            .pick("Nombre de cartes incorrect", "Wrong number of cards")
            .into(),
        E::MerlinNotAllowed => lang.pick("Pas de Merlin", "Not a Merlin").into(),
        E::SameCardReplay => lang
            .pick("Jouez une autre carte", "Play a different card")
            .into(),
        E::OfferSlotEmpty => lang.pick("Emplacement vide", "That slot is empty").into(),
        E::DeckEmpty => lang
            .pick("La pioche de faveurs est vide", "The Godsend deck is empty")
            .into(),
    };
    format!("{what} ({})", e.rule())
}

/// A seat's counts in words: `5 cartes en main · 12 blessures · 1 déshonneur` (issue 28: no
/// "W =" shorthand, and no "(s)").
#[must_use]
pub fn seat_counts(lang: Lang, hand: usize, wounds: u32, dishonors: u32) -> String {
    let count = |n: u32, fr, en| counted(lang, n, fr, en);
    let mut parts = vec![
        cards_count(lang, hand) + lang.pick(" en main", " in hand"),
        count(wounds, ("blessure", "blessures"), ("wound", "wounds")),
    ];
    if dishonors > 0 {
        parts.push(count(
            dishonors,
            ("déshonneur", "déshonneurs"),
            ("dishonor", "dishonors"),
        ));
    }
    parts.join(" · ")
}

/// The verdict: `Vous gagnez avec 215 points de vie !`, `Gauvain et Perceval gagnent…`.
#[must_use]
pub fn verdict(lang: Lang, winners: &[String], you_won: bool, health: u32) -> String {
    match (lang, you_won, winners.len()) {
        (Lang::Fr, true, 1) => format!("Vous gagnez le tournoi avec {health} points de vie !"),
        (Lang::En, true, 1) => format!("You win the tournament with {health} health!"),
        (Lang::Fr, _, 1) => format!(
            "{} gagne le tournoi avec {health} points de vie.",
            winners[0]
        ),
        (Lang::En, _, 1) => format!("{} wins the tournament with {health} health.", winners[0]),
        (Lang::Fr, _, _) => format!(
            "{} se partagent la victoire avec {health} points de vie.",
            names_list(lang, winners)
        ),
        (Lang::En, _, _) => format!(
            "{} share the victory with {health} health.",
            names_list(lang, winners)
        ),
    }
}

/// The lobby's line for a game in progress: `Manche 2, mêlée 5 · en tête : Gauvain (340)`.
#[must_use]
pub fn progress(lang: Lang, round: u32, melee: u8, leaders: &[String], health: u32) -> String {
    let at = match lang {
        Lang::Fr => format!("Manche {round}, mêlée {melee}"),
        Lang::En => format!("Round {round}, melee {melee}"),
    };
    match leaders {
        [] => at,
        [one] => format!(
            "{at} · {} {one} ({health})",
            lang.pick("en tête :", "leading:")
        ),
        many => format!(
            "{at} · {} {} ({health})",
            lang.pick("à égalité en tête :", "tied for the lead:"),
            names_list(lang, many)
        ),
    }
}

/// The seat-count hint of the new-game page.
#[must_use]
pub fn seat_hint(players: usize, lang: Lang) -> String {
    if players == 2 {
        lang.pick(
            "À deux chevaliers, on joue sans les Flèches (TRN-12).",
            "Two knights play without the Arrows (TRN-12).",
        )
        .into()
    } else {
        match lang {
            Lang::Fr => {
                format!("{players} chevaliers, 12 cartes chacun ; le plus bas ramasse la mêlée.")
            }
            Lang::En => {
                format!("{players} knights, 12 cards each; the lowest card takes the melee.")
            }
        }
    }
}
