//! The Chevaliers table's words, in French and English: cards, quests, knights, places, the
//! decisions' labels (CHV-17.1) and the refusals' reasons (CHV-17.4, with the rule cited).
//! Kinds are told by a symbol and a word, never by colour alone.

use crate::core::game::Side;
use crate::core::seats::Seat;
use crate::games::chevaliers::{
    Action, Black, ChevaliersError, Heroic, Knight, Loyalty, MerlinUse, Place, Quest, Special, War,
    White, Whom,
};
use crate::ui::Lang;
pub use crate::ui::table::words::{cards_count, counted};

/// Texts are written with ` : ` in both languages; French typography keeps a no-break space
/// before the colon (`Vie : 4`), English none (`Life: 4`).
#[must_use]
pub fn colons(lang: Lang, s: String) -> String {
    match lang {
        Lang::Fr => s.replace(" :", "\u{a0}:").replace(" ;", "\u{a0};"),
        Lang::En => s.replace(" :", ":").replace(" ;", ";"),
    }
}

/// A White card's symbol: ⚔ Fight, ✠ Grail, ✦ Special (Merlin ✶).
#[must_use]
pub fn white_symbol(c: White) -> &'static str {
    match c {
        White::Fight(_) => "⚔",
        White::Grail => "✠",
        White::Merlin => "✶",
        _ => "✦",
    }
}

/// A White card's name: `Combat 3`, `Graal`, `Dame du Lac`.
#[must_use]
pub fn white_name(lang: Lang, c: White) -> String {
    let (fr, en) = match c {
        White::Fight(v) => return format!("{} {v}", lang.pick("Combat", "Fight")),
        White::Grail => ("Graal", "Grail"),
        White::Merlin => ("Merlin", "Merlin"),
        White::Fate => ("Destin", "Fate"),
        White::Piety => ("Piété", "Piety"),
        White::Heroism => ("Héroïsme", "Heroism"),
        White::Reinforcements => ("Renforts", "Reinforcements"),
        White::Clairvoyance => ("Clairvoyance", "Clairvoyance"),
        White::Messenger => ("Messager", "Messenger"),
        White::LadyOfTheLake => ("Dame du Lac", "Lady of the Lake"),
        White::Convocation => ("Convocation", "Convocation"),
    };
    lang.pick(fr, en).to_string()
}

/// A hand button's accessible name: `Jouer Combat 3` / `Play Fight 3`.
#[must_use]
pub fn play_label(lang: Lang, c: White) -> String {
    format!("{} {}", lang.pick("Jouer", "Play"), white_name(lang, c))
}

/// A list of White cards: `Combat 3, Graal`.
#[must_use]
pub fn whites_said(lang: Lang, cards: &[White]) -> String {
    if cards.is_empty() {
        return lang.pick("aucune carte", "no card").to_string();
    }
    crate::ui::table::words::joined(cards, ", ", |c| white_name(lang, c))
}

/// A Black card's name; a masked value (0) is said hidden: `Chevalier Noir (face cachée)`.
#[must_use]
pub fn black_name(lang: Lang, c: Black) -> String {
    let hidden = lang.pick("face cachée", "face down");
    let (fr, en) = match c {
        Black::BlackKnight(0) => {
            return format!("{} ({hidden})", lang.pick("Chevalier Noir", "Black Knight"));
        }
        Black::BlackKnight(v) => {
            return format!("{} {v}", lang.pick("Chevalier Noir", "Black Knight"));
        }
        Black::LancelotDragon(0) => return format!("Lancelot/Dragon ({hidden})"),
        Black::LancelotDragon(v) => return format!("Lancelot {v} / Dragon {}", v + 4),
        Black::Morgan(k) => return format!("{} {k}", lang.pick("Morgane", "Morgan")),
        Black::Excalibur => ("Excalibur", "Excalibur"),
        Black::Despair => ("Désespoir", "Despair"),
        Black::Picts => ("Pictes", "Picts"),
        Black::Saxons => ("Saxons", "Saxons"),
        Black::Mercenaries => ("Mercenaires", "Mercenaries"),
        Black::Desolation => ("Désolation", "Desolation"),
        Black::DarkForest => ("Brocéliande", "Dark Forest"),
        Black::Guinevere => ("Guenièvre", "Guinevere"),
        Black::Mists => ("Brumes d'Avalon", "Mists of Avalon"),
        Black::Mordred => ("Mordred", "Mordred"),
        Black::Vivien => ("Viviane", "Vivien"),
    };
    lang.pick(fr, en).to_string()
}

/// A Black card as placed on a combat quest: its value there (`7`), or `?` face down.
#[must_use]
pub fn evil_value(q: Quest, c: Black) -> String {
    match c {
        Black::BlackKnight(0) | Black::LancelotDragon(0) => "?".into(),
        Black::BlackKnight(v) => v.to_string(),
        Black::LancelotDragon(v) if q == Quest::Dragon => (v + 4).to_string(),
        Black::LancelotDragon(v) => v.to_string(),
        other => other.to_string(),
    }
}

/// A quest's name.
#[must_use]
pub fn quest_name(lang: Lang, q: Quest) -> &'static str {
    let (fr, en) = match q {
        Quest::BlackKnight => ("Chevalier Noir", "Black Knight"),
        Quest::Lancelot => ("Lancelot", "Lancelot"),
        Quest::Dragon => ("Dragon", "Dragon"),
        Quest::Excalibur => ("Excalibur", "Excalibur"),
        Quest::Grail => ("Saint Graal", "Holy Grail"),
        Quest::Picts => ("Guerre picte", "Pict war"),
        Quest::Saxons => ("Guerre saxonne", "Saxon war"),
    };
    lang.pick(fr, en)
}

/// A war's name.
#[must_use]
pub fn war_name(lang: Lang, w: War) -> &'static str {
    quest_name(lang, w.quest())
}

/// A place: Camelot or a quest.
#[must_use]
pub fn place_name(lang: Lang, p: Place) -> &'static str {
    match p {
        Place::Camelot => "Camelot",
        Place::Quest(q) => quest_name(lang, q),
    }
}

/// A knight's name.
#[must_use]
pub fn knight_name(lang: Lang, k: Knight) -> &'static str {
    let (fr, en) = match k {
        Knight::Arthur => ("Arthur", "Arthur"),
        Knight::Galahad => ("Galaad", "Galahad"),
        Knight::Gawain => ("Gauvain", "Gawain"),
        Knight::Kay => ("Keu", "Kay"),
        Knight::Palamedes => ("Palamède", "Palamedes"),
        Knight::Percival => ("Perceval", "Percival"),
        Knight::Tristan => ("Tristan", "Tristan"),
    };
    lang.pick(fr, en)
}

/// A Loyalty card, with its symbol: `☼ Loyal`, `☾ Traître`.
#[must_use]
pub fn loyalty_name(lang: Lang, l: Loyalty) -> &'static str {
    match l {
        Loyalty::Loyal => lang.pick("☼ Loyal", "☼ Loyal"),
        Loyalty::Traitor => lang.pick("☾ Traître", "☾ Traitor"),
    }
}

/// The winning side.
#[must_use]
pub fn side_won(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::Loyal => lang.pick(
            "Les chevaliers loyaux l'emportent\u{a0}!",
            "The Loyal knights win!",
        ),
        Side::Evil => lang.pick("Le Mal l'emporte.", "Evil wins."),
    }
}

/// What a Merlin played as the Special action does.
fn merlin_use(lang: Lang, u: MerlinUse) -> String {
    match u {
        MerlinUse::Combat(q) => format!(
            "{} {}",
            lang.pick(
                "retirer la dernière carte noire :",
                "remove the last Black card:"
            ),
            quest_name(lang, q)
        ),
        MerlinUse::Warrior(w) => format!(
            "{} {}",
            lang.pick("retirer un guerrier :", "remove a warrior:"),
            war_name(lang, w)
        ),
        MerlinUse::Grail => lang
            .pick(
                "retirer une carte noire du Saint Graal",
                "remove a Black card from the Holy Grail",
            )
            .into(),
        MerlinUse::Excalibur => lang
            .pick(
                "avancer Excalibur vers les chevaliers",
                "move Excalibur toward the knights",
            )
            .into(),
        MerlinUse::Engine => lang
            .pick("retirer un engin de siège", "remove a siege engine")
            .into(),
    }
}

/// A Special White card with its choices: `Piété : 3 Vies pour moi`.
#[must_use]
pub fn special_text(lang: Lang, name: &dyn Fn(Seat) -> String, sp: Special) -> String {
    let card = white_name(lang, sp.card());
    let what = match sp {
        Special::Merlin(u) => merlin_use(lang, u),
        Special::Piety(Whom::Me) => lang.pick("3 Vies pour moi", "3 Life to me").into(),
        Special::Piety(Whom::Others) => lang
            .pick(
                "1 Vie à chaque autre chevalier",
                "1 Life to every other knight",
            )
            .into(),
        Special::Reinforcements(Whom::Me) => lang.pick("4 cartes pour moi", "4 cards to me").into(),
        Special::Reinforcements(Whom::Others) => lang
            .pick(
                "1 carte à chaque autre chevalier",
                "1 card to every other knight",
            )
            .into(),
        Special::Heroism(q) => quest_name(lang, q).into(),
        Special::Messenger(s) => format!("{} {}", lang.pick("à", "to"), name(s)),
        Special::Fate | Special::Clairvoyance | Special::LadyOfTheLake | Special::Convocation => {
            return card;
        }
    };
    colons(lang, format!("{card} : {what}"))
}

/// A Heroic action's label: `Aller : Saint Graal`, `Jouer Combat 3`, `Accuser Keu`.
#[must_use]
pub fn heroic_text(lang: Lang, name: &dyn Fn(Seat) -> String, h: Heroic) -> String {
    let t = match h {
        Heroic::Move(p) => format!(
            "{} {}",
            lang.pick("Aller :", "Move to"),
            place_name(lang, p)
        ),
        Heroic::Play(c) => play_label(lang, c),
        Heroic::Discard(c) => format!(
            "{} {} {}",
            lang.pick("Défausser", "Discard"),
            white_name(lang, c),
            lang.pick("face cachée (Excalibur)", "face down (Excalibur)")
        ),
        Heroic::Draw => lang
            .pick(
                "Piocher des cartes blanches (Table Ronde)",
                "Draw White cards (Round Table)",
            )
            .into(),
        Heroic::Siege(v) => format!(
            "{} {}",
            lang.pick(
                "Combattre les engins de siège avec",
                "Fight the siege engines with"
            ),
            white_name(lang, White::Fight(v))
        ),
        Heroic::Special(sp) => format!(
            "{} {}",
            lang.pick("Jouer", "Play"),
            special_text(lang, name, sp)
        ),
        Heroic::Heal(c) => format!(
            "{} {}",
            lang.pick("Se soigner avec trois", "Heal with three"),
            white_name(lang, c)
        ),
        Heroic::Accuse(s) => format!(
            "{} {} {}",
            lang.pick("Accuser", "Accuse"),
            name(s),
            lang.pick("de trahison", "of treason")
        ),
    };
    colons(lang, t)
}

/// The hint's words, for the table ([`crate::ui::table::words::advice_action`]).
pub const ADVICE: crate::ui::table::words::AdviceWords<Action> = (action_text, advice_said);

/// A decision's button label (CHV-17.1).
#[must_use]
pub fn action_text(lang: Lang, name: &dyn Fn(Seat) -> String, a: Action) -> String {
    let w = |c: White| white_name(lang, c);
    let t = match a {
        Action::ChooseKnight(k) => {
            format!("{} {}", lang.pick("Prendre", "Take"), knight_name(lang, k))
        }
        Action::Lay(c) => format!("{} {}", lang.pick("Poser", "Lay"), w(c)),
        Action::Allot(s) => format!("{} {}", lang.pick("Donner à", "Give to"), name(s)),
        Action::Accept => lang.pick("Accepter le partage", "Accept the share").into(),
        Action::Reject => lang
            .pick("Refuser (partage au hasard)", "Reject (random share)")
            .into(),
        Action::Peek => lang
            .pick(
                "Regarder la carte noire du dessus (Perceval)",
                "Look at the top Black card (Percival)",
            )
            .into(),
        Action::EvilDraw => lang
            .pick("Piocher une carte noire", "Draw a Black card")
            .into(),
        Action::EvilSiege => lang
            .pick("Placer un engin de siège", "Place a siege engine")
            .into(),
        Action::EvilLoseLife => lang.pick("Perdre 1 Vie", "Lose 1 Life").into(),
        Action::Keep(k) => format!("{} {}", lang.pick("Garder la carte", "Keep card"), k + 1),
        Action::FaceUp => lang.pick("Poser face visible", "Place face up").into(),
        Action::FaceDown => lang
            .pick(
                "Poser face cachée et piocher une carte blanche",
                "Place face down and draw a White card",
            )
            .into(),
        Action::ChooseWar(wr) => {
            format!("{} {}", lang.pick("Vers la", "To the"), war_name(lang, wr))
        }
        Action::Commit(k) => match lang {
            Lang::Fr if k == 1 => "Engager 1 Merlin".into(),
            Lang::Fr => format!("Engager {k} Merlins"),
            Lang::En if k == 1 => "Commit 1 Merlin".into(),
            Lang::En => format!("Commit {k} Merlins"),
        },
        Action::Pass => lang.pick("Passer", "Pass").into(),
        Action::ThrowExcalibur => lang
            .pick(
                "Jeter Excalibur pour annuler la carte",
                "Throw Excalibur away to cancel the card",
            )
            .into(),
        Action::UseGrail => lang
            .pick(
                "Sauver le chevalier avec le Saint Graal",
                "Save the knight with the Holy Grail",
            )
            .into(),
        Action::KayAdd(v) => format!("{} {}", lang.pick("Ajouter", "Add"), w(White::Fight(v))),
        Action::Volunteer => lang.pick("Se porter volontaire", "Volunteer").into(),
        Action::Discard(c) => format!("{} {}", lang.pick("Défausser", "Discard"), w(c)),
        Action::Heroic(h) => heroic_text(lang, name, h),
        Action::Sacrifice(h) => format!(
            "{} {}",
            lang.pick("Sacrifier 1 Vie :", "Sacrifice 1 Life:"),
            heroic_text(lang, name, h)
        ),
        Action::EndTurn => lang.pick("Finir le tour", "End the turn").into(),
        Action::ArthurGive(s, c) => format!(
            "{} {} {} {}",
            lang.pick("Échanger (Arthur) : donner", "Exchange (Arthur): give"),
            w(c),
            lang.pick("à", "to"),
            name(s)
        ),
        Action::GiveBack(c) => format!(
            "{} {}",
            lang.pick("Rendre à Arthur", "Give Arthur back"),
            w(c)
        ),
        Action::TristanDepart(q) => format!(
            "{} {}",
            lang.pick("Départ gratuit (Tristan) :", "Free departure (Tristan):"),
            quest_name(lang, q)
        ),
        Action::Galahad(sp) => format!(
            "{} {}",
            lang.pick("Gratuit (Galaad) :", "Free (Galahad):"),
            special_text(lang, name, sp)
        ),
        Action::Give(c) => format!("{} {}", lang.pick("Donner", "Give"), w(c)),
        Action::AddFight(v) => format!("{} {}", lang.pick("Ajouter", "Add"), w(White::Fight(v))),
        Action::Roll => lang.pick("Lancer le dé", "Roll the die").into(),
        Action::Order(k) => format!(
            "{} {}",
            lang.pick("Remettre la carte", "Put back card"),
            k + 1
        ),
        Action::Return => lang.pick("Revenir à Camelot", "Return to Camelot").into(),
        Action::Stay => lang.pick("Rester", "Stay").into(),
        Action::Steal(s) => format!(
            "{} {}",
            lang.pick("Voler une carte à", "Steal a card from"),
            name(s)
        ),
        Action::Reveal => lang
            .pick("Se révéler traître", "Reveal yourself as the Traitor")
            .into(),
    };
    colons(lang, t)
}

/// Why a decision is refused, with its rule: `Un seul chevalier sur une quête solo (CHV-5.3)`.
#[must_use]
pub fn refusal(lang: Lang, e: ChevaliersError) -> String {
    use ChevaliersError as E;
    let (fr, en) = match e {
        E::GameOver => ("La partie est finie", "The game is over"),
        E::NotYourDecision => ("Un autre chevalier décide", "Another knight decides now"),
        E::WrongPhase => (
            "Cette carte ne répond pas à la décision en cours",
            "This card does not answer the decision asked for",
        ),
        E::NoBlackCardAvailable => ("Plus aucune carte noire", "No Black card is left"),
        E::CardNotInHand => ("Carte absente de la main", "That card is not in the hand"),
        E::QuestNotActive => ("Cette quête n'est pas active", "That quest is not active"),
        E::AlreadyThere => ("Le chevalier y est déjà", "The knight is already there"),
        E::SoloQuestOccupied => (
            "Une quête solo n'accueille qu'un chevalier",
            "A solo quest holds one knight",
        ),
        E::NotOnThisQuest => (
            "Pas sur une quête où cette carte sert",
            "Not on a quest where this card is used",
        ),
        E::NotAFightCard => ("Il faut une carte Combat", "A Fight card is needed"),
        E::NotAGrailCard => ("Il faut une carte Graal", "A Grail card is needed"),
        E::PatternBroken => (
            "Cette valeur ne complète pas la combinaison de la quête",
            "That value cannot complete the quest's pattern",
        ),
        E::WrongWarValue => (
            "La guerre demande la valeur suivante de sa suite",
            "The war needs the next value of its sequence",
        ),
        E::GrailBlocked => (
            "Brocéliande bloque les cartes Graal",
            "The Dark Forest blocks Grail cards",
        ),
        E::MerlinBlocked => ("Viviane bloque Merlin", "Vivien blocks Merlin"),
        E::SpecialCardLimit => (
            "Une seule carte spéciale par tour",
            "One Special White card per turn",
        ),
        E::NotASpecialCard => ("Pas une carte spéciale", "Not a Special White card"),
        E::HandTooLargeToDraw => (
            "12 cartes ou plus en main : pas de pioche",
            "12 or more cards in hand: no draw",
        ),
        E::NoSiegeEngine => (
            "Aucun engin de siège à combattre",
            "No siege engine to fight",
        ),
        E::NotIdentical => (
            "Il faut trois cartes identiques pour se soigner",
            "Three identical cards are needed to heal",
        ),
        E::LifeAtMaximum => ("La Vie est déjà à 6", "Life is already 6"),
        E::AccusationUnavailable => (
            "Une accusation demande 6 épées ou 6 engins",
            "An accusation needs 6 swords or 6 siege engines",
        ),
        E::AccusationAlreadyUsed => ("Une seule accusation par partie", "One accusation per game"),
        E::InvalidTarget => ("Cible non permise", "That target is not allowed"),
        E::SacrificeAlreadyUsed => ("Un seul sacrifice par tour", "One sacrifice per turn"),
        E::SameActionType => (
            "L'action en plus doit être d'un autre type",
            "The extra action must be of another type",
        ),
        E::PowerNotOwned => (
            "Votre chevalier n'a pas ce pouvoir",
            "Your knight lacks that power",
        ),
        E::PowerAlreadyUsed => (
            "Pouvoir déjà utilisé ce tour",
            "Power already used this turn",
        ),
        E::RelicNotHeld => (
            "Vous n'avez pas cette relique",
            "You do not hold that relic",
        ),
        E::WrongCardCount => ("Mauvais nombre de cartes", "Wrong number of cards"),
        E::DeadKnight => ("Un chevalier mort n'agit plus", "A dead knight cannot act"),
        E::RevealedTraitorCannot => (
            "Un traître démasqué ne le peut pas",
            "A revealed Traitor cannot do that",
        ),
        E::HeroicActionRequired => ("L'action héroïque est due", "The Heroic action is owed"),
        E::NothingToDo => ("Rien à faire avec cela", "Nothing to do with that"),
    };
    colons(lang, format!("{} ({})", lang.pick(fr, en), e.rule()))
}

/// The line under the player count on the new-game page.
#[must_use]
pub fn seat_hint(players: usize, lang: Lang) -> String {
    let s = match lang {
        Lang::Fr => format!(
            "{players} chevaliers, un traître peut-être parmi eux ; l'ordinateur prend les places libres."
        ),
        Lang::En => format!(
            "{players} knights, perhaps a Traitor among them; the computer takes the free seats."
        ),
    };
    colons(lang, s)
}

/// French agreement: the singular up to 1 (`0 blanche`, `1 blanche`, `2 blanches`).
#[must_use]
pub fn agree(n: u8, one: &'static str, many: &'static str) -> &'static str {
    if n > 1 { many } else { one }
}

/// The swords on the Round Table: `1 blanche, 2 noires` / `1 white, 2 black`.
#[must_use]
pub fn swords(lang: Lang, white: u8, black: u8) -> String {
    match lang {
        Lang::Fr => format!(
            "{white} {}, {black} {}",
            agree(white, "blanche", "blanches"),
            agree(black, "noire", "noires")
        ),
        Lang::En => format!("{white} white, {black} black"),
    }
}

/// The lobby's progress line: `Tour 12 · épées : 4 blanches, 2 noires · 3 engins`.
#[must_use]
pub fn progress(lang: Lang, turns: u32, white: u8, black: u8, engines: u8) -> String {
    let swords = swords(lang, white, black);
    match lang {
        Lang::Fr => format!(
            "Tour {turns} · épées\u{a0}: {swords} · {engines} {}",
            agree(engines, "engin", "engins")
        ),
        Lang::En => format!(
            "Turn {turns} · swords: {swords} · {engines} {}",
            if engines == 1 { "engine" } else { "engines" }
        ),
    }
}

/// The hint button's accessible name: `Conseil : que ferait Difficile ?`.
#[must_use]
pub fn advice_name(lang: Lang, level: crate::core::record::Level) -> String {
    let l = crate::ui::text::level_name(level, lang);
    match lang {
        Lang::Fr => format!("Conseil\u{a0}: que ferait {l}\u{a0}?"),
        Lang::En => format!("Hint: what would {l} do?"),
    }
}

/// The hint, read out: `Difficile : Finir le tour`.
#[must_use]
pub fn advice_said(lang: Lang, level: crate::core::record::Level, what: &str) -> String {
    let l = crate::ui::text::level_name(level, lang);
    colons(lang, format!("{l} : {what}"))
}

/// A computer seat on the new-game form: its knight is not known before the deal (CHV-2.3).
#[must_use]
pub fn form_seat_name(lang: Lang) -> &'static str {
    lang.pick(
        "Ordinateur\u{a0}: son chevalier sera tiré au début",
        "Computer: its knight is dealt at the start",
    )
}
