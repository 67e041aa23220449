//! Every sentence of the Tafelrunde table, in French and English. Colours keep the names of
//! the spec (rouge, jaune, vert, bleu, noir, violet) with the suit of the seed's cards in
//! brackets where a chip is named (cœur, carreau, trèfle, coupe, pique, fleur); the
//! super-trumps are the *chevalier* (knight) and the *blason* (crest).

/// The status-line texts every table shares.
pub use crate::ui::session::{thinking, turn};
pub use crate::ui::table::words::{advice_name, advice_said, cards_count, names_list, subject};

use crate::core::seats::Seat;
use crate::games::tafelrunde::{Card, Colour, Super, TafelrundeError, TafelrundeOptions};
use crate::ui::Lang;

/// A colour in lower case, for the middle of a sentence: `vert`, `green`.
#[must_use]
pub fn colour_name(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Red => lang.pick("rouge", "red"),
        Colour::Yellow => lang.pick("jaune", "yellow"),
        Colour::Green => lang.pick("vert", "green"),
        Colour::Blue => lang.pick("bleu", "blue"),
        Colour::Black => lang.pick("noir", "black"),
        Colour::Violet => lang.pick("violet", "violet"),
    }
}

/// A colour's suit (TAF-1.2): `trèfle`, `clubs`.
#[must_use]
pub fn suit_name(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Red => lang.pick("cœur", "hearts"),
        Colour::Yellow => lang.pick("carreau", "diamonds"),
        Colour::Green => lang.pick("trèfle", "clubs"),
        Colour::Blue => lang.pick("coupe", "cups"),
        Colour::Black => lang.pick("pique", "spades"),
        Colour::Violet => lang.pick("fleur", "flowers"),
    }
}

/// With a capital first letter.
#[must_use]
pub fn capital(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A chip or a trump colour: `vert (trèfle)`, `green (clubs)`.
#[must_use]
pub fn chip_name(lang: Lang, c: Colour) -> String {
    format!("{} ({})", colour_name(lang, c), suit_name(lang, c))
}

/// A super-trump's name: `chevalier`, `knight`.
#[must_use]
pub fn super_name(lang: Lang, s: Super) -> &'static str {
    match s {
        Super::Knight => lang.pick("chevalier", "knight"),
        Super::Crest => lang.pick("blason", "crest"),
    }
}

/// A card's name: `vert 7`, `chevalier`; `green 7`, `knight`.
#[must_use]
pub fn card_name(lang: Lang, card: Card) -> String {
    match card {
        Card::Colour(c, v) => format!("{} {v}", colour_name(lang, c)),
        Card::Super(s) => super_name(lang, s).into(),
    }
}

/// The accessible name of a card button: `Jouer vert 7`, `Play knight`.
#[must_use]
pub fn play_label(lang: Lang, card: Card) -> String {
    format!("{} {}", lang.pick("Jouer", "Play"), card_name(lang, card))
}

/// A space of the track: `départ`, `case 7`, `case 9 (épée)`, `case du roi Arthur (26)`.
#[must_use]
pub fn space_name(lang: Lang, o: &TafelrundeOptions, space: u8) -> String {
    if space == 0 {
        return lang.pick("départ", "Start").into();
    }
    if space >= o.finish() {
        return match lang {
            Lang::Fr => format!("case du roi Arthur ({space})"),
            Lang::En => format!("King Arthur's space ({space})"),
        };
    }
    let sword = if o.is_sword(space) {
        format!(" ({})", label(lang, TafelrundeLabel::Sword))
    } else {
        String::new()
    };
    format!("{} {space}{sword}", lang.pick("case", "space"))
}

/// A pawn, for the board's text alternative: `Gauvain : case 7 (épée)`.
#[must_use]
pub fn pawn_said(lang: Lang, name: &str, o: &TafelrundeOptions, space: u8) -> String {
    format!(
        "{name}{} {}",
        lang.pick(" :", ":"),
        space_name(lang, o, space)
    )
}

/// The ladder, read out: `Atouts : 1 vert (trèfle), 2 rouge (cœur) ; la place 6 est la plus
/// forte`.
#[must_use]
pub fn trumps_said(lang: Lang, ladder: &[Colour]) -> String {
    let head = label(lang, TafelrundeLabel::Trumps);
    if ladder.is_empty() {
        return format!(
            "{head}{} {}",
            lang.pick(" :", ":"),
            label(lang, TafelrundeLabel::NoTrumps)
        );
    }
    let list: Vec<String> = ladder
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{} {}", i + 1, chip_name(lang, *c)))
        .collect();
    match lang {
        Lang::Fr => format!(
            "{head} : {} ; la plus haute place l'emporte",
            list.join(", ")
        ),
        Lang::En => format!("{head}: {}; the highest place wins", list.join(", ")),
    }
}

/// `Donne 3 · pli 5 sur 8`.
#[must_use]
pub fn hand_line(lang: Lang, hand: u32, trick: u8) -> String {
    match lang {
        Lang::Fr => format!("Donne {hand} · pli {trick} sur 8"),
        Lang::En => format!("Deal {hand} · trick {trick} of 8"),
    }
}

/// Why a decision is refused, naming the rule: `Vous devez fournir la couleur demandée :
/// rouge (règle TAF-4.2)` (not "fournir rouge", issue 28).
/// `led` is the colour the trick asks for, if any.
#[must_use]
pub fn refusal(lang: Lang, e: TafelrundeError, led: Option<Colour>) -> String {
    let what: String = match e {
        TafelrundeError::GameOver => lang
            .pick("La partie est terminée", "The game is over")
            .into(),
        TafelrundeError::NotYourTurn => {
            lang.pick("Ce n'est pas votre tour", "Not your turn").into()
        }
        TafelrundeError::CardNotInHand => lang
            .pick(
                "Cette carte n'est pas dans votre main",
                "That card is not in your hand",
            )
            .into(),
        TafelrundeError::MustFollowSuit => match (lang, led) {
            (Lang::Fr, Some(c)) => format!(
                "Vous devez fournir la couleur demandée\u{a0}: {}",
                colour_name(lang, c)
            ),
            (Lang::En, Some(c)) => format!("You must follow {}", colour_name(lang, c)),
            _ => lang
                .pick(
                    "Vous devez fournir la couleur",
                    "You must follow the colour",
                )
                .into(),
        },
        TafelrundeError::MustLeadColour => lang
            .pick("Entamez avec une carte de couleur", "Lead a colour card")
            .into(),
        TafelrundeError::DecisionPending => lang
            .pick(
                "Une décision d'épée passe avant",
                "A sword decision comes first",
            )
            .into(),
        TafelrundeError::NoDecisionPending => lang
            .pick("Personne n'est sur une épée", "Nobody is on a sword")
            .into(),
        TafelrundeError::ColourAlreadyPlaced => lang
            .pick(
                "Ce jeton est déjà sur l'échelle",
                "That chip is already on the ladder",
            )
            .into(),
        TafelrundeError::LadderFull => lang
            .pick(
                "L'échelle est complète : échangez deux jetons",
                "The ladder is full: swap two chips",
            )
            .into(),
        TafelrundeError::SwapRequired => lang
            .pick(
                "L'échelle est complète : un échange est obligatoire",
                "The ladder is full: a swap is required",
            )
            .into(),
        TafelrundeError::DeclarationRequired => lang
            .pick(
                "Dans cette variante, il faut déclarer un atout",
                "In this variant a trump must be declared",
            )
            .into(),
        TafelrundeError::InvalidSwap => lang
            .pick(
                "Choisissez deux places différentes",
                "Choose two different places",
            )
            .into(),
        TafelrundeError::CannotDefer => lang
            .pick(
                "On ne peut attendre sa nouvelle main que les mains vides",
                "Only an empty-handed player may wait for the new hand",
            )
            .into(),
    };
    format!("{what} ({} {})", lang.pick("règle", "rule"), e.rule())
}

/// The sword dialog's heading: `Épée ! Choisissez l'atout de la place 3`.
#[must_use]
pub fn sword_heading(lang: Lang, place: Option<usize>) -> String {
    match (lang, place) {
        (Lang::Fr, Some(p)) => format!("Épée ! Choisissez l'atout de la place {p}"),
        (Lang::En, Some(p)) => format!("Sword! Choose the trump for place {p}"),
        (Lang::Fr, None) => "Épée ! Échangez deux jetons de l'échelle".into(),
        (Lang::En, None) => "Sword! Swap two chips of the ladder".into(),
    }
}

/// Somebody else's sword decision, for the status line: `Perceval décide sur l'épée`.
#[must_use]
pub fn at_sword(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("{who} décide sur l'épée"),
        Lang::En => format!("{who} decides at the sword"),
    }
}

/// What the sword dialog says first: where the pawn stands and what the choice does.
#[must_use]
pub fn sword_intro(lang: Lang, space: u8, place: Option<usize>, postponed: bool) -> String {
    let when = if postponed {
        lang.pick(
            " Votre nouvelle main est donnée : décidez avant la première carte.",
            " Your new hand is dealt: decide before the first card.",
        )
    } else {
        ""
    };
    match (lang, place) {
        (Lang::Fr, Some(p)) => format!(
            "Votre pion est sur l'épée de la case {space}. Le jeton choisi va sur la place {p} : il bat les places plus basses dès le prochain pli.{when}"
        ),
        (Lang::En, Some(p)) => format!(
            "Your pawn is on the sword of space {space}. The chip you choose goes on place {p}: it beats the lower places from the next trick on.{when}"
        ),
        (Lang::Fr, None) => format!(
            "Votre pion est sur l'épée de la case {space}. Les six jetons sont placés : échangez-en deux (la place 6 est la plus forte).{when}"
        ),
        (Lang::En, None) => format!(
            "Your pawn is on the sword of space {space}. All six chips are placed: swap two of them (place 6 is the strongest).{when}"
        ),
    }
}

/// A ladder place in the swap part: `Place 3 : vert (trèfle)`.
#[must_use]
pub fn place_label(lang: Lang, place: usize, c: Option<Colour>) -> String {
    let what = c.map_or_else(
        || label(lang, TafelrundeLabel::EmptyPlace).to_string(),
        |c| chip_name(lang, c),
    );
    format!(
        "{} {place}{} {what}",
        lang.pick("Place", "Place"),
        lang.pick(" :", ":")
    )
}

/// The swap button: `Échanger les places 2 et 5`.
#[must_use]
pub fn swap_label(lang: Lang, pick: Option<(u8, u8)>) -> String {
    match (lang, pick) {
        (Lang::Fr, Some((a, b))) => format!("Échanger les places {a} et {b}"),
        (Lang::En, Some((a, b))) => format!("Swap places {a} and {b}"),
        _ => label(lang, TafelrundeLabel::Swap).into(),
    }
}

/// What a decision does, as a short phrase without subject (the hint): `jouer vert 7`,
/// `déclarer vert (trèfle)`, `échanger les places 2 et 5`.
#[must_use]
pub fn action_text(lang: Lang, a: crate::games::tafelrunde::Action) -> String {
    use crate::games::tafelrunde::Action;
    match a {
        Action::Play(c) => format!("{} {}", lang.pick("jouer", "play"), card_name(lang, c)),
        Action::Declare(c) => format!(
            "{} {}",
            lang.pick("déclarer", "declare"),
            chip_name(lang, c)
        ),
        Action::Decline => lang.pick("ne rien déclarer", "declare nothing").into(),
        Action::Swap(x, y) => match lang {
            Lang::Fr => format!("échanger les places {x} et {y}"),
            Lang::En => format!("swap places {x} and {y}"),
        },
        Action::Defer => lang
            .pick("attendre la nouvelle main", "wait for the new hand")
            .into(),
    }
}

/// The verdict of the end panel: `Vous atteignez le roi Arthur et gagnez !`.
#[must_use]
pub fn winner(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "Vous atteignez le roi Arthur et gagnez !".into(),
        (Lang::Fr, false) => format!("{who} atteint le roi Arthur et gagne."),
        (Lang::En, true) => "You reach King Arthur and win!".into(),
        (Lang::En, false) => format!("{who} reaches King Arthur and wins."),
    }
}

/// Who holds the trick so far: `Gauvain tient le pli`.
#[must_use]
pub fn holds(lang: Lang, who: &str, you: bool) -> String {
    subject(
        lang,
        who,
        you,
        "tenez le pli",
        "tient le pli",
        "hold the trick",
        "holds the trick",
    )
}

/// The last trick's caption: `Dernier pli : Gauvain l'emporte`.
#[must_use]
pub fn last_trick_caption(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "Dernier pli : vous l'emportez".into(),
        (Lang::Fr, false) => format!("Dernier pli : {who} l'emporte"),
        (Lang::En, true) => "Last trick: you won it".into(),
        (Lang::En, false) => format!("Last trick: {who} won it"),
    }
}

/// The seat numbers on the pawns: `Pion 3`.
#[must_use]
pub fn pawn_number(lang: Lang, seat: Seat) -> String {
    format!("{} {}", lang.pick("Pion", "Pawn"), seat.index() + 1)
}

/// `Place 6 : la plus forte`.
#[must_use]
pub fn strongest_note(lang: Lang) -> String {
    match lang {
        Lang::Fr => "6 = la plus forte".into(),
        Lang::En => "6 = strongest".into(),
    }
}

/// The lobby's resume line for a game in progress: `Donne 3 · 17 plis joués · en tête :
/// Perceval, case 9 sur 26`.
#[must_use]
pub fn progress(
    seats: &[crate::core::SeatKind],
    hand: u32,
    tricks: u32,
    leaders: &[Seat],
    space: u8,
    finish: u8,
    lang: Lang,
) -> String {
    let deal = match (lang, tricks) {
        (Lang::Fr, 0) => format!("Donne {hand} · aucun pli joué"),
        (Lang::Fr, 1) => format!("Donne {hand} · 1 pli joué"),
        (Lang::Fr, n) => format!("Donne {hand} · {n} plis joués"),
        (Lang::En, 0) => format!("Deal {hand} · no trick played yet"),
        (Lang::En, 1) => format!("Deal {hand} · 1 trick played"),
        (Lang::En, n) => format!("Deal {hand} · {n} tricks played"),
    };
    if leaders.is_empty() {
        return deal;
    }
    let names: Vec<String> = leaders
        .iter()
        .map(|s| crate::ui::text::seat_name(lang, seats, *s))
        .collect();
    match lang {
        Lang::Fr => format!(
            "{deal} · en tête : {}, case {space} sur {finish}",
            names_list(lang, &names)
        ),
        Lang::En => format!(
            "{deal} · leading: {}, space {space} of {finish}",
            names_list(lang, &names)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn card_and_button_names() {
        let g7 = Card::Colour(Colour::Green, 7);
        assert_eq!(play_label(Lang::Fr, g7), "Jouer vert 7");
        assert_eq!(play_label(Lang::En, g7), "Play green 7");
        assert_eq!(play_label(Lang::Fr, Card::KNIGHT), "Jouer chevalier");
        assert_eq!(play_label(Lang::En, Card::KNIGHT), "Play knight");
        assert_eq!(play_label(Lang::Fr, Card::CREST), "Jouer blason");
        assert_eq!(play_label(Lang::En, Card::CREST), "Play crest");
        assert_eq!(chip_name(Lang::Fr, Colour::Blue), "bleu (coupe)");
        assert_eq!(chip_name(Lang::En, Colour::Violet), "violet (flowers)");
    }

    #[test]
    fn refusals_name_the_colour_and_the_rule() {
        assert_eq!(
            refusal(Lang::En, TafelrundeError::MustFollowSuit, Some(Colour::Red)),
            "You must follow red (rule TAF-4.2)"
        );
        assert_eq!(
            refusal(Lang::Fr, TafelrundeError::MustFollowSuit, Some(Colour::Red)),
            "Vous devez fournir la couleur demandée\u{a0}: rouge (règle TAF-4.2)"
        );
        assert!(refusal(Lang::Fr, TafelrundeError::NotYourTurn, None).ends_with("(règle TAF-3.7)"));
    }

    #[test]
    fn spaces_and_ladder_read_well() {
        let o = TafelrundeOptions::default();
        assert_eq!(space_name(Lang::Fr, &o, 0), "départ");
        assert_eq!(space_name(Lang::Fr, &o, 9), "case 9 (épée)");
        assert_eq!(space_name(Lang::En, &o, 10), "space 10");
        assert_eq!(space_name(Lang::En, &o, 26), "King Arthur's space (26)");
        assert_eq!(pawn_said(Lang::Fr, "Gauvain", &o, 7), "Gauvain : case 7");
        assert_eq!(trumps_said(Lang::Fr, &[]), "Atouts : aucun atout");
        assert_eq!(
            trumps_said(Lang::En, &[Colour::Green, Colour::Red]),
            "Trumps: 1 green (clubs), 2 red (hearts); the highest place wins"
        );
        assert_eq!(hand_line(Lang::Fr, 2, 5), "Donne 2 · pli 5 sur 8");
    }
}

/// Fixed labels of the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TafelrundeLabel {
    /// The board's heading.
    Board,
    /// The players list's heading.
    Players,
    /// The trump ladder.
    Trumps,
    /// No trump yet.
    NoTrumps,
    /// The trick in the centre.
    CurrentTrick,
    /// Start space.
    Start,
    /// King Arthur's space.
    KingArthur,
    /// A sword space.
    Sword,
    /// The dealer.
    Dealer,
    /// Leads the trick.
    Leader,
    /// The stock.
    Stock,
    /// The discard pile.
    Discard,
    /// The sword dialog: decline.
    Decline,
    /// The sword dialog: postpone.
    Wait,
    /// The sword dialog: swap button.
    Swap,
    /// The sword dialog: reopen it.
    DecideSword,
    /// The sword dialog: close without deciding.
    Later,
    /// The swap part's heading.
    ChooseTwo,
    /// Why the hint button is disabled.
    AdviceOnYourTurn,
    /// The strongest place of the ladder.
    Strongest,
    /// Empty ladder place.
    EmptyPlace,
    /// The board's picture, named.
    BoardImage,
}

/// The text of a label.
#[must_use]
pub fn label(lang: Lang, l: TafelrundeLabel) -> &'static str {
    let (fr, en) = match l {
        TafelrundeLabel::Board => ("Le plateau", "The board"),
        TafelrundeLabel::Players => ("Les pions", "The pawns"),
        TafelrundeLabel::Trumps => ("Atouts", "Trumps"),
        TafelrundeLabel::NoTrumps => ("aucun atout", "no trump"),
        TafelrundeLabel::CurrentTrick => ("Pli en cours", "Current trick"),
        TafelrundeLabel::Start => ("Départ", "Start"),
        TafelrundeLabel::KingArthur => ("Roi Arthur", "King Arthur"),
        TafelrundeLabel::Sword => ("épée", "sword"),
        TafelrundeLabel::Dealer => ("Donneur", "Dealer"),
        TafelrundeLabel::Leader => ("Entame", "Leads"),
        TafelrundeLabel::Stock => ("Pioche", "Stock"),
        TafelrundeLabel::Discard => ("Défausse", "Discard"),
        TafelrundeLabel::Decline => ("Ne rien déclarer", "Declare nothing"),
        TafelrundeLabel::Wait => ("Attendre ma nouvelle main", "Wait for my new hand"),
        TafelrundeLabel::Swap => ("Échanger", "Swap"),
        TafelrundeLabel::DecideSword => ("Décider (épée)", "Decide (sword)"),
        TafelrundeLabel::Later => ("Voir le plateau d'abord", "Look at the board first"),
        TafelrundeLabel::ChooseTwo => (
            "Échelle complète : choisissez deux places à échanger",
            "The ladder is full: choose two places to swap",
        ),
        TafelrundeLabel::AdviceOnYourTurn => (
            "Le conseil est possible quand vous décidez",
            "A hint is available when you decide",
        ),
        TafelrundeLabel::Strongest => ("la plus forte", "strongest"),
        TafelrundeLabel::EmptyPlace => ("libre", "empty"),
        TafelrundeLabel::BoardImage => (
            "Plateau : le tour de la Table ronde, du départ au roi Arthur",
            "Board: the round of the Round Table, from Start to King Arthur",
        ),
    };
    lang.pick(fr, en)
}
