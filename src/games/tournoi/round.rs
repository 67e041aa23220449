//! Setting up the game (TRN-2), dealing each round (TRN-3.2 phase 1) and the round-start
//! window (TRN-4.15).

use super::actions::Draw;
use super::cards::{Card, GodsendCard, Hero, Suit};
use super::events::{Power, TournoiEvent as Ev};
use super::options::{HeroAssignment, TournoiOptions};
use super::powers::DIVINE_WILL_USES;
use super::state::{HAND_SIZE, Held, MAX_HEALTH, Phase, Setup, Tournoi, Used};
use tr_core::events::{Seats, Seen, Sink};
use tr_core::game::SetupError;
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

impl Tournoi {
    /// A new game for `n` knights from `seed` (TRN-2): first dealer and Heroes at random
    /// (or a draft), the Godsend deck shuffled, then round 1 dealt.
    ///
    /// # Errors
    /// [`SetupError`] outside 2–6 knights or for an option out of range.
    pub fn start(options: TournoiOptions, n: usize, seed: u64) -> Result<Tournoi, SetupError> {
        if !super::INFO.players.contains(&n) {
            return Err(SetupError::PlayerCount {
                got: n,
                allowed: super::INFO.players,
            });
        }
        options.validate().map_err(SetupError::BadOption)?;
        let mut rng = GameRng::from_seed(seed);
        // TRN-2.8: the first dealer at random.
        let dealer = Seat(rng.below(n as u32) as u8);
        let mut g = Tournoi::blank(options, n, rng, dealer);
        // TRN-2.6: the Godsend deck shuffled face down.
        g.gdeck = GodsendCard::all();
        g.rng.shuffle(&mut g.gdeck);
        match g.options.hero_assignment {
            HeroAssignment::Random => {
                // TRN-2.2: Heroes dealt at random.
                let mut all = Hero::ALL.to_vec();
                g.rng.shuffle(&mut all);
                for s in Seat::all(n) {
                    g.set_hero(s, all[s.index()]);
                }
                g.begin_round(&mut ());
            }
            HeroAssignment::Draft => {
                // TRN-2.2 [HOUSE]: a random knight picks first, then clockwise.
                let first = Seat(g.rng.below(n as u32) as u8);
                g.phase = Phase::Draft { picker: first };
            }
        }
        Ok(g)
    }

    /// A position built from `setup` (worked scenarios, stacked tests): no Godsend deck
    /// shuffle, hands as given, then the round-start window opens as after a deal.
    #[must_use]
    pub fn from_setup(options: TournoiOptions, setup: &Setup) -> Tournoi {
        let n = setup.n;
        let mut g = Tournoi::blank(options, n, GameRng::from_seed(setup.seed), setup.dealer);
        for s in Seat::all(n) {
            g.set_hero(s, setup.heroes[s.index()]);
            if setup.legends.get(s.index()).copied().unwrap_or(false) {
                g.legend_from[s.index()] = Some(1);
            }
        }
        g.round = setup.round;
        if setup.round > 1 {
            for s in Seat::all(n) {
                if let Some(r) = g.legend_from[s.index()].as_mut() {
                    *r = (*r).min(setup.round);
                }
            }
        }
        g.health.clone_from(&setup.health);
        g.hands.clone_from(&setup.hands);
        for h in &mut g.hands {
            h.sort_unstable();
        }
        g.draw.clone_from(&setup.draw);
        g.piles.clone_from(&setup.piles);
        g.set_aside.clone_from(&setup.set_aside);
        let mut gdeck = GodsendCard::all();
        for (s, cards) in setup.godsends.iter().enumerate() {
            for c in cards {
                gdeck.retain(|x| x != c);
                g.godsends[s].push(Held::new(*c));
            }
        }
        g.gdeck = gdeck;
        g.melee = setup.melee.clamp(1, 12);
        g.open_round_start(&mut ());
        g
    }

    fn blank(options: TournoiOptions, n: usize, rng: GameRng, dealer: Seat) -> Tournoi {
        Tournoi {
            options,
            n,
            rng,
            heroes: vec![Hero::Perceval; n],
            free_heroes: Hero::ALL.to_vec(),
            legend_from: vec![None; n],
            health: vec![MAX_HEALTH; n],
            round: 1,
            dealer,
            melee: 1,
            hands: vec![Vec::new(); n],
            draw: Vec::new(),
            discard: Vec::new(),
            hidden_discard: vec![Vec::new(); n],
            leader: dealer.left(n),
            led: None,
            placed: Vec::new(),
            dishonored: Vec::new(),
            acted: 0,
            set_aside: Vec::new(),
            piles: vec![Vec::new(); n],
            dishonors: vec![0; n],
            used: vec![Used::default(); n],
            godsends: vec![Vec::new(); n],
            gdeck: Vec::new(),
            offer: [None, None],
            gdiscard: Vec::new(),
            window: Vec::new(),
            injury_queue: Vec::new(),
            picks: Vec::new(),
            received: vec![0; n],
            perceval_done: false,
            loser: None,
            collected: Vec::new(),
            last_melee: Vec::new(),
            last_loser: None,
            sheet: Vec::new(),
            phase: Phase::Over,
            winners: Vec::new(),
        }
    }

    /// TRN-2.2, TRN-2.3: the knight takes `hero`; the Green Sash is active from round 1.
    fn set_hero(&mut self, seat: Seat, hero: Hero) {
        self.heroes[seat.index()] = hero;
        self.free_heroes.retain(|h| *h != hero);
        if hero.threshold().is_none() {
            self.legend_from[seat.index()] = Some(1);
        }
    }

    /// TRN-2.2 (draft): `seat` takes `hero`; the next knight clockwise picks, and once every
    /// knight has a Hero, round 1 is dealt.
    pub(crate) fn choose_hero(&mut self, seat: Seat, hero: Hero, sink: &mut impl Sink<Ev>) {
        self.set_hero(seat, hero);
        sink.emit(|| Seen::public(Ev::Hero { seat, hero }));
        let next = seat.left(self.n);
        if self.free_heroes.len() == Hero::ALL.len() - self.n {
            self.begin_round(sink);
        } else {
            self.phase = Phase::Draft { picker: next };
        }
    }

    /// TRN-3.2 (1) and TRN-3.3: every weapon card is gathered and shuffled, 12 dealt to each
    /// knight one at a time clockwise from the dealer's left (TRN-2.9); counters, piles and
    /// the set-aside pile start empty. Then the round-start window opens.
    pub(crate) fn begin_round(&mut self, sink: &mut impl Sink<Ev>) {
        let n = self.n;
        let mut deck = Card::deck(n);
        self.rng.shuffle(&mut deck);
        for h in &mut self.hands {
            h.clear();
        }
        for (k, c) in deck.iter().take(HAND_SIZE * n).enumerate() {
            self.hands[self.dealer.offset(1 + k as i64, n).index()].push(*c);
        }
        for h in &mut self.hands {
            h.sort_unstable();
        }
        self.draw = deck[HAND_SIZE * n..].to_vec();
        self.draw.reverse();
        self.discard.clear();
        for d in &mut self.hidden_discard {
            d.clear();
        }
        for p in &mut self.piles {
            p.clear();
        }
        self.set_aside.clear();
        self.dishonors = vec![0; n];
        self.used = vec![Used::default(); n];
        self.melee = 1;
        self.last_melee.clear();
        self.last_loser = None;
        let (round, dealer) = (self.round, self.dealer);
        sink.emit(|| Seen::public(Ev::Dealt { round, dealer }));
        self.open_round_start(sink);
    }

    /// TRN-4.15: knights are asked clockwise from the dealer's left; then melee 1 begins,
    /// led by the dealer's left neighbour (TRN-4.1).
    fn open_round_start(&mut self, sink: &mut impl Sink<Ev>) {
        let first = self.dealer.left(self.n);
        self.window.clear();
        self.window.extend(first.clockwise_from(self.n));
        self.window.reverse();
        self.next_round_start(sink);
    }

    /// The next knight of the round-start window who has a power left, or melee 1.
    pub(crate) fn next_round_start(&mut self, sink: &mut impl Sink<Ev>) {
        while let Some(s) = self.window.pop() {
            if self.start_power_nominal(s) {
                self.phase = Phase::RoundStart { seat: s };
                return;
            }
        }
        let leader = self.dealer.left(self.n);
        self.begin_melee(leader, sink);
    }

    /// After a round-start decision: the same knight again if he has another power left.
    pub(crate) fn after_start_power(&mut self, seat: Seat, sink: &mut impl Sink<Ev>) {
        if self.start_power_nominal(seat) {
            self.phase = Phase::RoundStart { seat };
        } else {
            self.next_round_start(sink);
        }
    }

    /// TRN-10.7.1 / TRN-9.2: draw `count` weapons, then discard as many face down.
    pub(crate) fn draw_weapons(
        &mut self,
        seat: Seat,
        power: Draw,
        count: u8,
        sink: &mut impl Sink<Ev>,
    ) {
        match power {
            Draw::Gift => self.used[seat.index()].gift = true,
            Draw::Providence => {
                if let Some(i) = self.holds(seat, super::cards::Godsend::Providence) {
                    self.godsends[seat.index()][i].spent = true;
                }
            }
        }
        let take = usize::from(count).min(self.draw.len());
        let cards: Vec<Card> = (0..take).filter_map(|_| self.draw.pop()).collect();
        self.hands[seat.index()].extend(&cards);
        self.hands[seat.index()].sort_unstable();
        let count = take as u8;
        sink.emit(|| {
            Seen::hidden(
                Seats::one(seat),
                Ev::Drew {
                    seat,
                    power,
                    count,
                    cards: cards.clone(),
                },
                Ev::Drew {
                    seat,
                    power,
                    count,
                    cards: Vec::new(),
                },
            )
        });
        if count == 0 {
            self.after_start_power(seat, sink);
        } else {
            self.phase = Phase::Exchange { seat, left: count };
        }
    }

    /// One card of the exchange goes face down onto the weapons discard.
    pub(crate) fn discard_face_down(
        &mut self,
        seat: Seat,
        card: Card,
        left: u8,
        sink: &mut impl Sink<Ev>,
    ) {
        self.take_from_hand(seat, card);
        self.hidden_discard[seat.index()].push(card);
        sink.emit(|| {
            Seen::hidden(
                Seats::one(seat),
                Ev::Discarded {
                    seat,
                    card: Some(card),
                },
                Ev::Discarded { seat, card: None },
            )
        });
        if left > 1 {
            self.phase = Phase::Exchange {
                seat,
                left: left - 1,
            };
        } else {
            self.after_start_power(seat, sink);
        }
    }

    /// TRN-9.8: Judgement declared on `suit` in `target`'s pile.
    pub(crate) fn declare_judgement(
        &mut self,
        seat: Seat,
        suit: Suit,
        target: Seat,
        sink: &mut impl Sink<Ev>,
    ) {
        if let Some(i) = self.holds(seat, super::cards::Godsend::Judgement) {
            let h = &mut self.godsends[seat.index()][i];
            h.spent = true;
            h.judged = Some((suit, target));
        }
        sink.emit(|| {
            Seen::public(Ev::Power {
                seat,
                power: Power::Judgement(suit, target),
            })
        });
        self.after_start_power(seat, sink);
    }

    /// Removes one copy of `card` from the knight's hand.
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat.index()];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
    }
}

impl Held {
    /// A Godsend just received: Divine Will gets its token at 3 uses (TRN-9.3).
    #[must_use]
    pub fn new(card: GodsendCard) -> Held {
        let uses = if card.design() == super::cards::Godsend::DivineWill {
            DIVINE_WILL_USES
        } else {
            0
        };
        Held {
            card,
            spent: false,
            uses,
            judged: None,
        }
    }
}
