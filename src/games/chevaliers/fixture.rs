//! Stacked positions for the rule tests (`tests/chevaliers/rules_*.rs`,
//! `tests/chevaliers/scenarios_*.rs`), written in card notation ([`super::cards`]).
//!
//! A test helper, not a second rules implementation: it only sets the state's fields and
//! leaves every rule to the engine. Cards named for hands, quests, discards and effects in
//! force are taken out of the manifest; the rest forms the decks, the cards given with
//! [`Fixture::white_top`] / [`Fixture::black_top`] on top (first listed, first drawn) and
//! the others in manifest order below, so a position conserves its cards (CHV-18.1, 18.2)
//! whenever the cards named exist in the manifest.

use super::actions::{HeroicType, Place, Quest, War};
use super::cards::{Black, Knight, Loyalty, White, black_manifest, blacks, white_manifest, whites};
use super::events::RelicKind;
use super::options::ChevaliersOptions;
use super::state::{Board, Chevaliers, Conduct, EvilCard, Relic, Stage, Step, Turn};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

fn w(s: &str) -> Vec<White> {
    whites(s).unwrap_or_else(|e| panic!("White card notation: {e:?}"))
}

fn b(s: &str) -> Vec<Black> {
    blacks(s).unwrap_or_else(|e| panic!("Black card notation: {e:?}"))
}

fn fights(s: &str) -> Vec<u8> {
    w(s).into_iter()
        .map(|c| {
            c.fight()
                .unwrap_or_else(|| panic!("{c} is not a Fight card"))
        })
        .collect()
}

/// Where the pending decision starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Start {
    Evil,
    Heroic,
    After(HeroicType),
    TraitorSteal,
    TraitorEvil,
}

/// A stacked position, built with chained calls and turned into a game by [`Fixture::build`].
///
/// Defaults: every knight Loyal (the Traitor card is the undealt one), at Camelot with 4
/// Life and an empty hand; the board of CHV-2.9; seat 0 active at the start of its
/// Progression of Evil (CHV-4); options by default; the generator seeded with 0.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Fixture {
    g: Chevaliers,
    white_top: Vec<White>,
    black_top: Vec<Black>,
    start: Start,
    extra: Vec<Step>,
    white_rest: Rest,
    black_rest: Rest,
}

/// Where the cards a fixture does not name go.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rest {
    /// Below the named top of the deck, in manifest order.
    Deck,
    /// In the discard, after the named discards.
    Discard,
    /// Nowhere: the fixture holds only the cards it names.
    Gone,
}

impl Fixture {
    /// One seat per knight, in seat order (3 to 7 knights).
    #[must_use]
    pub fn new(knights: &[Knight]) -> Fixture {
        let n = knights.len();
        // A dealt game gives every field a value (fields added later included); the
        // fixture then overwrites what it sets.
        let mut g = Chevaliers::start(ChevaliersOptions::default(), n, 0)
            .unwrap_or_else(|e| panic!("fixture: {e}"));
        g.n = n;
        g.rng = GameRng::from_seed(0);
        g.knights = knights.to_vec();
        g.loyalty = vec![Loyalty::Loyal; n];
        g.undealt = vec![Loyalty::Traitor];
        g.hands = vec![Vec::new(); n];
        g.life = vec![4; n];
        g.alive = vec![true; n];
        g.unmasked = vec![false; n];
        g.shown = vec![false; n];
        g.accused = vec![false; n];
        g.location = vec![Some(Place::Camelot); n];
        g.board = Board::new();
        g.white_deck = Vec::new();
        g.white_discard = Vec::new();
        g.black_deck = Vec::new();
        g.black_discard = Vec::new();
        g.top_known = vec![0; n];
        g.bottom_known = vec![0; n];
        g.pool = Vec::new();
        g.siege = Vec::new();
        g.committed = Vec::new();
        g.active = Seat(0);
        g.turn = Turn::default();
        g.turns = 1;
        g.steps = Vec::new();
        g.winner = None;
        g.log = None;
        Fixture {
            g,
            white_top: Vec::new(),
            black_top: Vec::new(),
            start: Start::Evil,
            extra: Vec::new(),
            white_rest: Rest::Deck,
            black_rest: Rest::Deck,
        }
    }

    /// The options.
    #[must_use]
    pub fn options(mut self, o: ChevaliersOptions) -> Fixture {
        self.g.options = o;
        self
    }

    /// Seeds the generator (the d8, the theft, the sharing fallback, reshuffles).
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Fixture {
        self.g.rng = GameRng::from_seed(seed);
        self
    }

    /// `seat` holds the Traitor card; the undealt card is Loyal.
    #[must_use]
    pub fn traitor(mut self, seat: u8) -> Fixture {
        self.g.loyalty = vec![Loyalty::Loyal; self.g.n];
        self.g.loyalty[usize::from(seat)] = Loyalty::Traitor;
        self.g.undealt = vec![Loyalty::Loyal];
        self
    }

    /// A hand, in notation (`"F3 F3 Gr Me"`).
    #[must_use]
    pub fn hand(mut self, seat: u8, cards: &str) -> Fixture {
        self.g.hands[usize::from(seat)] = w(cards);
        self
    }

    /// Life.
    #[must_use]
    pub fn life(mut self, seat: u8, life: u8) -> Fixture {
        self.g.life[usize::from(seat)] = life;
        self
    }

    /// Where a knight stands.
    #[must_use]
    pub fn at(mut self, seat: u8, place: Place) -> Fixture {
        self.g.location[usize::from(seat)] = Some(place);
        self
    }

    /// A knight on a quest.
    #[must_use]
    pub fn on(self, seat: u8, q: Quest) -> Fixture {
        self.at(seat, Place::Quest(q))
    }

    /// A dead knight (CHV-12.2): off the board, no Life, no cards.
    #[must_use]
    pub fn dead(mut self, seat: u8) -> Fixture {
        let i = usize::from(seat);
        self.g.alive[i] = false;
        self.g.life[i] = 0;
        self.g.location[i] = None;
        self.g.hands[i].clear();
        self
    }

    /// The Traitor, unmasked (CHV-13.6): off the board, no Life, no cards.
    #[must_use]
    pub fn unmasked(mut self, seat: u8) -> Fixture {
        let i = usize::from(seat);
        self = self.traitor(seat);
        self.g.unmasked[i] = true;
        self.g.shown[i] = true;
        self.g.life[i] = 0;
        self.g.location[i] = None;
        self.g.hands[i].clear();
        self
    }

    /// This knight has already accused (CHV-13.4).
    #[must_use]
    pub fn accused(mut self, seat: u8) -> Fixture {
        self.g.accused[usize::from(seat)] = true;
        self
    }

    /// A knight's public record so far (CHV-16.4).
    #[must_use]
    pub fn record(mut self, seat: u8, c: Conduct) -> Fixture {
        self.g.conduct[usize::from(seat)] = c;
        self
    }

    /// The active knight.
    #[must_use]
    pub fn active(mut self, seat: u8) -> Fixture {
        self.g.active = Seat(seat);
        self
    }

    /// Swords on the Round Table.
    #[must_use]
    pub fn swords(mut self, white: u8, black: u8) -> Fixture {
        self.g.board.white = white;
        self.g.board.black = black;
        self
    }

    /// Siege engines around Camelot.
    #[must_use]
    pub fn engines(mut self, k: u8) -> Fixture {
        self.g.board.engines = k;
        self
    }

    /// The Knights' side of a combat quest (`"F2 F5"`).
    #[must_use]
    pub fn knights_side(mut self, q: Quest, cards: &str) -> Fixture {
        self.g.board.combat_mut(q).knights = fights(cards);
        self
    }

    /// Face-up Black cards on a combat quest's Evil side, placed by the active seat.
    #[must_use]
    pub fn evil_side(mut self, q: Quest, cards: &str) -> Fixture {
        let by = self.g.active;
        let evil = &mut self.g.board.combat_mut(q).evil;
        evil.extend(b(cards).into_iter().map(|card| EvilCard {
            card,
            face_down: false,
            by,
        }));
        self
    }

    /// A face-down Black card on a combat quest, placed by `by` (CHV-6.5).
    #[must_use]
    pub fn evil_down(mut self, q: Quest, card: &str, by: u8) -> Fixture {
        let evil = &mut self.g.board.combat_mut(q).evil;
        evil.extend(b(card).into_iter().map(|card| EvilCard {
            card,
            face_down: true,
            by: Seat(by),
        }));
        self
    }

    /// Which side of the Lancelot board is up.
    #[must_use]
    pub fn stage(mut self, s: Stage) -> Fixture {
        self.g.board.stage = s;
        self
    }

    /// Excalibur's position on its river.
    #[must_use]
    pub fn excalibur(mut self, position: i8) -> Fixture {
        self.g.board.excalibur = position;
        self
    }

    /// Excalibur's quest is over.
    #[must_use]
    pub fn excalibur_closed(mut self) -> Fixture {
        self.g.board.excalibur_open = false;
        self.g.board.excalibur = 0;
        self
    }

    /// The Grail board: `grails` Grail cards and these Black cards (the last nearest the
    /// middle).
    #[must_use]
    pub fn grail(mut self, grails: u8, black_cards: &str) -> Fixture {
        self.g.board.grail.grails = grails;
        self.g.board.grail.blacks = b(black_cards);
        self
    }

    /// The Grail quest is over.
    #[must_use]
    pub fn grail_closed(mut self) -> Fixture {
        self.g.board.grail.open = false;
        self
    }

    /// Warriors in a war.
    #[must_use]
    pub fn warriors(mut self, war: War, k: u8) -> Fixture {
        self.g.board.wars[war.index()].warriors = k;
        self
    }

    /// The Knights' Fight cards in a war (`"F1 F2"`).
    #[must_use]
    pub fn war_fights(mut self, war: War, cards: &str) -> Fixture {
        self.g.board.wars[war.index()].fights = fights(cards);
        self
    }

    /// Mordred attached to a war (CHV-9.6).
    #[must_use]
    pub fn mordred(mut self, war: War) -> Fixture {
        self.g.board.wars[war.index()].mordred = true;
        self
    }

    /// Heroism lies on a quest.
    #[must_use]
    pub fn heroism(mut self, q: Quest) -> Fixture {
        self.g.board.heroism = Some(q);
        self
    }

    /// The Dark Forest is in force (CHV-9.3).
    #[must_use]
    pub fn dark_forest(mut self) -> Fixture {
        self.g.board.dark_forest = true;
        self
    }

    /// Vivien is in force (CHV-9.7).
    #[must_use]
    pub fn vivien(mut self) -> Fixture {
        self.g.board.vivien = true;
        self
    }

    /// Mists of Avalon is in force (CHV-9.5).
    #[must_use]
    pub fn mists(mut self) -> Fixture {
        self.g.board.mists = true;
        self
    }

    /// A relic's state.
    #[must_use]
    pub fn relic(mut self, r: RelicKind, v: Relic) -> Fixture {
        match r {
            RelicKind::Armour => self.g.board.armour = v,
            RelicKind::Excalibur => self.g.board.excalibur_relic = v,
            RelicKind::Grail => self.g.board.grail_relic = v,
        }
        self
    }

    /// A relic held by `seat`.
    #[must_use]
    pub fn holds(self, seat: u8, r: RelicKind) -> Fixture {
        self.relic(r, Relic::Held(Seat(seat)))
    }

    /// The next White cards drawn, first listed first.
    #[must_use]
    pub fn white_top(mut self, cards: &str) -> Fixture {
        self.white_top = w(cards);
        self
    }

    /// The next Black cards drawn, first listed first.
    #[must_use]
    pub fn black_top(mut self, cards: &str) -> Fixture {
        self.black_top = b(cards);
        self
    }

    /// Where the White cards not named go: below the deck (the default), to the discard,
    /// or out of the fixture (to test empty piles, CHV-15.2).
    #[must_use]
    pub fn white_rest(mut self, rest: Rest) -> Fixture {
        self.white_rest = rest;
        self
    }

    /// Where the Black cards not named go (CHV-4.6, CHV-15.1).
    #[must_use]
    pub fn black_rest(mut self, rest: Rest) -> Fixture {
        self.black_rest = rest;
        self
    }

    /// White cards in the discard.
    #[must_use]
    pub fn white_discard(mut self, cards: &str) -> Fixture {
        self.g.white_discard = w(cards);
        self
    }

    /// Black cards in the discard.
    #[must_use]
    pub fn black_discard(mut self, cards: &str) -> Fixture {
        self.g.black_discard = b(cards);
        self
    }

    /// The turn's once-a-turn record (a Special card played, the sacrifice used…).
    #[must_use]
    pub fn turn(mut self, t: Turn) -> Fixture {
        self.g.turn = t;
        self
    }

    /// The active knight decides his Progression of Evil (the default).
    #[must_use]
    pub fn at_evil(mut self) -> Fixture {
        self.start = Start::Evil;
        self
    }

    /// The Evil action is done: the active knight owes his Heroic action.
    #[must_use]
    pub fn at_heroic(mut self) -> Fixture {
        self.start = Start::Heroic;
        self
    }

    /// The first Heroic action, of this type, is done: sacrifice, free actions or end.
    #[must_use]
    pub fn at_after(mut self, first: HeroicType) -> Fixture {
        self.start = Start::After(first);
        self
    }

    /// The unmasked Traitor's turn, at the theft (CHV-13.7).
    #[must_use]
    pub fn at_traitor_steal(mut self) -> Fixture {
        self.start = Start::TraitorSteal;
        self
    }

    /// The unmasked Traitor's turn, after the theft.
    #[must_use]
    pub fn at_traitor_evil(mut self) -> Fixture {
        self.start = Start::TraitorEvil;
        self
    }

    /// A further pending step above the turn's (e.g. a Black card being resolved).
    #[must_use]
    pub fn then(mut self, step: Step) -> Fixture {
        self.extra.push(step);
        self
    }

    /// The game, resolved up to its first decision.
    #[must_use]
    pub fn build(self) -> Chevaliers {
        let Fixture {
            mut g,
            white_top,
            black_top,
            start,
            extra,
            white_rest,
            black_rest,
        } = self;
        // The decks: the manifest less every card named elsewhere.
        let mut white = white_manifest();
        let mut used_w: Vec<White> = g.hands.iter().flatten().copied().collect();
        used_w.extend(g.white_discard.iter().copied());
        used_w.extend(white_top.iter().copied());
        for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
            used_w.extend(g.board.combat(q).knights.iter().map(|v| White::Fight(*v)));
        }
        for war in &g.board.wars {
            used_w.extend(war.fights.iter().map(|v| White::Fight(*v)));
        }
        used_w.extend(std::iter::repeat_n(
            White::Grail,
            usize::from(g.board.grail.grails),
        ));
        if g.board.heroism.is_some() {
            used_w.push(White::Heroism);
        }
        for c in used_w {
            if let Some(i) = white.iter().position(|x| *x == c) {
                white.remove(i);
            }
        }
        match white_rest {
            Rest::Deck => {}
            Rest::Discard => g.white_discard.append(&mut white),
            Rest::Gone => white.clear(),
        }
        white.extend(white_top.iter().rev());
        g.white_deck = white;
        let mut black = black_manifest();
        let mut used_b: Vec<Black> = g.black_discard.clone();
        used_b.extend(black_top.iter().copied());
        for q in [Quest::BlackKnight, Quest::Lancelot, Quest::Dragon] {
            used_b.extend(g.board.combat(q).evil.iter().map(|e| e.card));
        }
        used_b.extend(g.board.grail.blacks.iter().copied());
        let b = &g.board;
        for (on, card) in [
            (b.dark_forest, Black::DarkForest),
            (b.vivien, Black::Vivien),
            (b.mists, Black::Mists),
            (b.mordred().is_some(), Black::Mordred),
        ] {
            if on {
                used_b.push(card);
            }
        }
        for c in used_b {
            if let Some(i) = black.iter().position(|x| *x == c) {
                black.remove(i);
            }
        }
        match black_rest {
            Rest::Deck => {}
            Rest::Discard => g.black_discard.append(&mut black),
            Rest::Gone => black.clear(),
        }
        black.extend(black_top.iter().rev());
        g.black_deck = black;
        // The pending decision.
        g.steps = vec![Step::EndTurn];
        match start {
            Start::Evil => g.steps.extend([Step::After, Step::Heroic, Step::Evil]),
            Start::Heroic => {
                g.turn.evil_done = true;
                g.steps.extend([Step::After, Step::Heroic]);
            }
            Start::After(first) => {
                g.turn.evil_done = true;
                g.turn.first = Some(first);
                g.steps.push(Step::After);
            }
            Start::TraitorSteal => g.steps.extend([Step::TraitorEvil, Step::TraitorSteal]),
            Start::TraitorEvil => g.steps.push(Step::TraitorEvil),
        }
        g.steps.extend(extra);
        g.run();
        g
    }
}
