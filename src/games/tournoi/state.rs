//! The state of a game of Tournoi: knights (Hero, Legend, health), hands, the melee in
//! progress, wound piles, Godsends, and the decision the game waits on.

use super::actions::Play;
use super::cards::{Card, GodsendCard, Hero, Suit};
use super::options::TournoiOptions;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// Health every knight starts with, also the maximum (TRN-2.4).
pub const MAX_HEALTH: u32 = 400;

/// Cards dealt to each knight, and melees per round (TRN-2.9, TRN-4.2).
pub const HAND_SIZE: usize = 12;

/// Dishonor wounds per dishonor (TRN-4.5).
pub const DISHONOR_WOUNDS: u32 = 5;

/// Why cards are being handed over one at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GiveWhy {
    /// Iseult: exactly half of what Tristan just collected (TRN-10.8.2).
    Iseult,
    /// Penance: up to 2 non-Merlin cards (TRN-9.9).
    Penance,
}

/// What the game waits for (TRN-3.2, TRN-14.1). One decision is pending at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// `picker` takes a Hero (TRN-2.2, draft).
    Draft {
        /// Who picks.
        picker: Seat,
    },
    /// Round-start window: `seat` uses its round-start powers or passes (TRN-4.15).
    RoundStart {
        /// Who decides.
        seat: Seat,
    },
    /// After a draw, `seat` discards `left` more cards face down (TRN-9.2, TRN-10.7.1).
    Exchange {
        /// Who discards.
        seat: Seat,
        /// Cards still to discard.
        left: u8,
    },
    /// `seat` plays a card or dishonors in the current melee (TRN-4.2).
    Melee {
        /// Whose turn.
        seat: Seat,
    },
    /// Pre-feint window: `seat` may use pre-feint powers, then passes (TRN-4.9).
    PreFeint {
        /// Who decides.
        seat: Seat,
    },
    /// Post-loss window of the current loser (TRN-4.11).
    PostLoss {
        /// The loser.
        seat: Seat,
    },
    /// `seat` moves cards of his wound pile to `target`'s, one at a time.
    Give {
        /// Who gives.
        seat: Seat,
        /// Who receives.
        target: Seat,
        /// Cards still to give (Penance may stop early).
        left: u8,
        /// Which power.
        why: GiveWhy,
    },
    /// Injury step: `seat` decides on its Godsend number `held` (Penance or Purification,
    /// TRN-5.2).
    Injury {
        /// Who decides.
        seat: Seat,
        /// Index in the seat's Godsends.
        held: u8,
    },
    /// Godsend phase: `seat` takes a card (TRN-8.6).
    Godsend {
        /// Who takes.
        seat: Seat,
    },
    /// The tournament is over (TRN-11).
    Over,
}

impl Phase {
    /// The seat that must decide now (TRN-14.1: one decision at a time); `None` once over.
    /// The table asks its observation's phase the same (issue 27).
    #[must_use]
    pub fn actor(self) -> Option<Seat> {
        match self {
            Phase::Draft { picker: seat }
            | Phase::RoundStart { seat }
            | Phase::Exchange { seat, .. }
            | Phase::Melee { seat }
            | Phase::PreFeint { seat }
            | Phase::PostLoss { seat }
            | Phase::Give { seat, .. }
            | Phase::Injury { seat, .. }
            | Phase::Godsend { seat } => Some(seat),
            Phase::Over => None,
        }
    }
}

/// One card in the melee (TRN-4.8, TRN-4.10).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    /// Whose card.
    pub seat: Seat,
    /// The play as declared (card, named suit and value, modifiers).
    pub play: Play,
    /// The suit it counts as: printed, named, or the led suit for a following Alchemy card.
    pub suit: Option<Suit>,
    /// Its final value (public).
    pub value: u8,
    /// Still competing.
    pub face_up: bool,
    /// Guinevere's grace card: in the melee face down from the start (TRN-10.3.1).
    pub grace: bool,
    /// Excalibur's token was added in the pre-feint window (TRN-10.2.3).
    pub excalibur: bool,
    /// Miracle set its value (TRN-9.4).
    pub miracle: bool,
}

impl Placed {
    /// The card.
    #[must_use]
    pub fn card(&self) -> Card {
        self.play.card
    }
}

/// Once-per-round and per-melee counters of one knight (TRN-10.1.2, TRN-15.9).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[allow(clippy::struct_excessive_bools)] // one flag per power
pub struct Used {
    /// Arthur's token uses this round (1 allowed, 2 with Excalibur).
    pub royal: u8,
    /// Arthur's token was used in the current melee.
    pub royal_melee: bool,
    /// Divine Will was used in the current melee.
    pub divine_melee: bool,
    /// Mordred's Treachery this round.
    pub treachery: bool,
    /// Tristan's Twin Hearts this round.
    pub twin: bool,
    /// Guinevere's Lancelot this round.
    pub lancelot: bool,
    /// The Lady's Brocéliande this round.
    pub broceliande: bool,
    /// Tristan's Iseult this round.
    pub iseult: bool,
    /// The Lady's Gift of the Lake this round.
    pub gift: bool,
}

/// A Godsend lying in front of a knight (TRN-8.12).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Held {
    /// The card.
    pub card: GodsendCard,
    /// Used up (turned sideways, TRN-9.1).
    pub spent: bool,
    /// Divine Will uses left on its token (TRN-9.3); 0 for other designs.
    pub uses: u8,
    /// Judgement's declaration: suit and target (TRN-9.8).
    pub judged: Option<(Suit, Seat)>,
}

/// A game of Le Tournoi de Camelot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tournoi {
    pub(crate) options: TournoiOptions,
    pub(crate) n: usize,
    /// Every random draw: first dealer, Heroes, deals, Godsend reshuffles (TRN-14.3).
    pub(crate) rng: GameRng,
    pub(crate) heroes: Vec<Hero>,
    /// Heroes still free in a draft.
    pub(crate) free_heroes: Vec<Hero>,
    /// The round from which each Legend is active (TRN-6.2); `Some(1)` for the Green Sash.
    pub(crate) legend_from: Vec<Option<u32>>,
    pub(crate) health: Vec<u32>,
    /// Round number, from 1.
    pub(crate) round: u32,
    pub(crate) dealer: Seat,
    /// Current melee, 1..=12.
    pub(crate) melee: u8,
    /// Hands, each kept sorted.
    pub(crate) hands: Vec<Vec<Card>>,
    /// The weapons draw pile; the next card drawn is the last.
    pub(crate) draw: Vec<Card>,
    /// Weapons discarded face up (dishonor, set-aside cards after melee 12, Purification).
    pub(crate) discard: Vec<Card>,
    /// Weapons each knight discarded face down after a draw (seen by him only).
    pub(crate) hidden_discard: Vec<Vec<Card>>,
    /// Who led the current melee.
    pub(crate) leader: Seat,
    /// The led suit (`None` before the lead and in an Alchemy-led melee).
    pub(crate) led: Option<Suit>,
    /// The current melee's cards in play order.
    pub(crate) placed: Vec<Placed>,
    /// Dishonor discards of the current melee (TRN-4.5).
    pub(crate) dishonored: Vec<(Seat, Card)>,
    /// Knights who have acted in the current melee.
    pub(crate) acted: u8,
    /// Cards of no-loser melees waiting for the next loser (TRN-4.13).
    pub(crate) set_aside: Vec<Card>,
    /// Wound piles of this round.
    pub(crate) piles: Vec<Vec<Card>>,
    /// Dishonors this round.
    pub(crate) dishonors: Vec<u32>,
    pub(crate) used: Vec<Used>,
    /// Godsends in front of each knight.
    pub(crate) godsends: Vec<Vec<Held>>,
    /// The Godsend deck; the next card drawn is the last.
    pub(crate) gdeck: Vec<GodsendCard>,
    pub(crate) offer: [Option<GodsendCard>; 2],
    pub(crate) gdiscard: Vec<GodsendCard>,
    /// Seats still to be asked in the open window, after the current one.
    pub(crate) window: Vec<Seat>,
    /// Injury-step decisions still to come: seat and Godsend index (TRN-5.2).
    pub(crate) injury_queue: Vec<(Seat, u8)>,
    /// Godsend picks still to come (TRN-8.7–8.10).
    pub(crate) picks: Vec<Seat>,
    /// Godsends each knight received in this phase.
    pub(crate) received: Vec<u8>,
    /// Perceval's extra pick was already scheduled this phase (TRN-8.10).
    pub(crate) perceval_done: bool,
    /// The current loser while a post-loss window is open.
    pub(crate) loser: Option<Seat>,
    /// Cards the loser just collected (Iseult gives half of them).
    pub(crate) collected: Vec<Card>,
    /// The last melee resolved, for display: its cards and its loser.
    pub(crate) last_melee: Vec<Placed>,
    /// Who lost the last melee resolved (`None`: no loser).
    pub(crate) last_loser: Option<Seat>,
    /// Wounds per knight per finished round (the score sheet, TRN-5.5).
    pub(crate) sheet: Vec<Vec<u32>>,
    pub(crate) phase: Phase,
    pub(crate) winners: Vec<Seat>,
}

impl Tournoi {
    /// Makes this state equal to `src`, reusing this one's lists where they are long enough
    /// (the derived `clone_from` allocates a whole new state). Every field is named, so a new
    /// field cannot be forgotten here.
    pub(crate) fn copy_from(&mut self, src: &Tournoi) {
        let Tournoi {
            options,
            n,
            rng,
            heroes,
            free_heroes,
            legend_from,
            health,
            round,
            dealer,
            melee,
            hands,
            draw,
            discard,
            hidden_discard,
            leader,
            led,
            placed,
            dishonored,
            acted,
            set_aside,
            piles,
            dishonors,
            used,
            godsends,
            gdeck,
            offer,
            gdiscard,
            window,
            injury_queue,
            picks,
            received,
            perceval_done,
            loser,
            collected,
            last_melee,
            last_loser,
            sheet,
            phase,
            winners,
        } = src;
        self.options.clone_from(options);
        self.n = *n;
        self.rng.clone_from(rng);
        self.heroes.clone_from(heroes);
        self.free_heroes.clone_from(free_heroes);
        self.legend_from.clone_from(legend_from);
        self.health.clone_from(health);
        self.round = *round;
        self.dealer = *dealer;
        self.melee = *melee;
        self.hands.clone_from(hands);
        self.draw.clone_from(draw);
        self.discard.clone_from(discard);
        self.hidden_discard.clone_from(hidden_discard);
        self.leader = *leader;
        self.led = *led;
        self.placed.clone_from(placed);
        self.dishonored.clone_from(dishonored);
        self.acted = *acted;
        self.set_aside.clone_from(set_aside);
        self.piles.clone_from(piles);
        self.dishonors.clone_from(dishonors);
        self.used.clone_from(used);
        self.godsends.clone_from(godsends);
        self.gdeck.clone_from(gdeck);
        self.offer = *offer;
        self.gdiscard.clone_from(gdiscard);
        self.window.clone_from(window);
        self.injury_queue.clone_from(injury_queue);
        self.picks.clone_from(picks);
        self.received.clone_from(received);
        self.perceval_done = *perceval_done;
        self.loser = *loser;
        self.collected.clone_from(collected);
        self.last_melee.clone_from(last_melee);
        self.last_loser = *last_loser;
        self.sheet.clone_from(sheet);
        self.phase = *phase;
        self.winners.clone_from(winners);
    }
}

/// A position to start from, for worked scenarios and stacked tests: round 1 (or
/// `round`), after the deal, before the round-start window.
#[derive(Clone, Debug)]
pub struct Setup {
    /// Number of knights.
    pub n: usize,
    /// Each knight's Hero.
    pub heroes: Vec<Hero>,
    /// The dealer.
    pub dealer: Seat,
    /// Each knight's hand (any size).
    pub hands: Vec<Vec<Card>>,
    /// The weapons draw pile, next card drawn last.
    pub draw: Vec<Card>,
    /// Health of each knight.
    pub health: Vec<u32>,
    /// Legends already active.
    pub legends: Vec<bool>,
    /// The round number.
    pub round: u32,
    /// Godsends in front of each knight.
    pub godsends: Vec<Vec<GodsendCard>>,
    /// The melee number to start at (1..=12): fewer cards in hand for late melees.
    pub melee: u8,
    /// Cards already set aside (TRN-4.13).
    pub set_aside: Vec<Card>,
    /// Cards already in each wound pile.
    pub piles: Vec<Vec<Card>>,
    /// Seed of the generator for later chance.
    pub seed: u64,
}

impl Setup {
    /// `n` knights with these Heroes (the first `n` of the list, the rest Perceval…), the
    /// dealer at seat `n − 1` so that seat 0 leads, full health, empty hands.
    #[must_use]
    pub fn new(heroes: &[Hero]) -> Setup {
        let n = heroes.len();
        Setup {
            n,
            heroes: heroes.to_vec(),
            dealer: Seat((n.max(1) - 1) as u8),
            hands: vec![Vec::new(); n],
            draw: Vec::new(),
            health: vec![MAX_HEALTH; n],
            legends: vec![false; n],
            round: 1,
            godsends: vec![Vec::new(); n],
            melee: 1,
            set_aside: Vec::new(),
            piles: vec![Vec::new(); n],
            seed: 1,
        }
    }
}
