//! The end of a quest (CHV-7.1 to CHV-7.11), the siege fight (CHV-7.10) and the sharing of
//! White cards (CHV-17.2).

use super::actions::{Place, Quest};
use super::cards::{Black, Knight, White};
use super::events::ShareWhy;
use super::events::{ChevaliersEvent as Ev, RelicKind};
use super::state::{Chevaliers, GRAIL_SPOTS, Relic, Stage, Step};
use tr_core::seats::Seat;

/// A quest's result table (CHV-7.A): swords, Life won, Life lost, White cards won.
struct Stakes {
    swords: u8,
    life_won: u8,
    life_lost: u8,
    cards: u8,
}

fn stakes(q: Quest) -> Stakes {
    let (swords, life_won, life_lost, cards) = match q {
        Quest::BlackKnight => (1, 1, 1, 3),
        Quest::Lancelot => (1, 1, 1, 4),
        Quest::Dragon => (2, 2, 2, 7),
        Quest::Excalibur => (2, 1, 0, 7),
        Quest::Grail => (3, 1, 1, 7),
        Quest::Picts | Quest::Saxons => (1, 1, 1, 4),
    };
    Stakes {
        swords,
        life_won,
        life_lost,
        cards,
    }
}

/// The value a Black card counts on its combat quest (CHV-1.9).
#[must_use]
pub fn evil_value(q: Quest, card: Black) -> u8 {
    match card {
        Black::BlackKnight(v) => v,
        Black::LancelotDragon(v) if q == Quest::Dragon => v + 4,
        Black::LancelotDragon(v) => v,
        _ => 0,
    }
}

impl Chevaliers {
    /// The Evil total of a combat quest, face-down cards included.
    #[must_use]
    pub fn evil_total(&self, q: Quest) -> u8 {
        self.board
            .combat(q)
            .evil
            .iter()
            .map(|e| evil_value(q, e.card))
            .sum()
    }

    /// CHV-7.1: a quest's trigger happened.
    pub(crate) fn quest_end(&mut self, quest: Quest, by: Option<Seat>) {
        if !self.board.is_active(quest) {
            return;
        }
        match quest {
            Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                // (1) face-down cards are turned up.
                for e in &mut self.board.combat_mut(quest).evil {
                    e.face_down = false;
                }
                let kay = self.seat_of(Knight::Kay).filter(|k| {
                    self.in_play(*k)
                        && self.location[k.index()] == Some(Place::Quest(quest))
                        && self.hands[k.index()].iter().any(|c| c.fight().is_some())
                });
                if kay.is_some() {
                    self.steps.push(Step::Kay { quest, by });
                } else {
                    self.steps.push(Step::CombatResult { quest, by, kay: 0 });
                }
            }
            Quest::Excalibur => {
                let won = self.board.excalibur > 0;
                self.say(Ev::QuestEnded {
                    quest,
                    won,
                    evil: Vec::new(),
                    knights_total: 0,
                    evil_total: 0,
                });
                self.result(quest, won, by);
            }
            Quest::Grail => {
                let won = self.board.grail.grails >= GRAIL_SPOTS;
                self.say(Ev::QuestEnded {
                    quest,
                    won,
                    evil: Vec::new(),
                    knights_total: 0,
                    evil_total: 0,
                });
                self.result(quest, won, by);
            }
            Quest::Picts | Quest::Saxons => {
                let war = &self.board.wars[quest.war().map_or(0, |w| w.index())];
                let won = war.next_value().is_none();
                self.say(Ev::QuestEnded {
                    quest,
                    won,
                    evil: Vec::new(),
                    knights_total: 0,
                    evil_total: 0,
                });
                self.result(quest, won, by);
            }
        }
    }

    /// CHV-7.5: the totals (Kay's card and Excalibur's +1 counted), strictly greater wins.
    pub(crate) fn combat_result(&mut self, quest: Quest, by: Option<Seat>, kay: u8) {
        let c = self.board.combat(quest);
        let fights: u8 = c.knights.iter().sum();
        let excalibur = self.board.excalibur_relic.holder().is_some_and(|h| {
            self.in_play(h) && self.location[h.index()] == Some(Place::Quest(quest))
        });
        let knights_total = fights + kay + u8::from(excalibur);
        let evil_total = self.evil_total(quest);
        let won = knights_total > evil_total;
        let evil = c.evil.iter().map(|e| e.card).collect();
        self.say(Ev::QuestEnded {
            quest,
            won,
            evil,
            knights_total,
            evil_total,
        });
        self.result(quest, won, by);
    }

    /// CHV-7.1 (1)–(7) and CHV-7.3.
    fn result(&mut self, quest: Quest, won: bool, by: Option<Seat>) {
        let st = stakes(quest);
        let present = self.present(quest);
        let heroism = self.board.heroism == Some(quest);
        if let Some(i) = Quest::ALL.iter().position(|q| *q == quest) {
            let tally = &mut self.results[i][usize::from(!won)];
            *tally = tally.saturating_add(1);
        }
        // (1) swords.
        let swords = st.swords + u8::from(heroism);
        if won {
            self.board.white += swords;
        } else {
            self.board.black += swords + u8::from(self.board.mists);
        }
        self.say(Ev::Swords {
            white: self.board.white,
            black: self.board.black,
        });
        if !won && quest.is_solo() {
            for &s in &present {
                self.conduct[s.index()].solo_lost += 1;
            }
        }
        // (2) Life to the knights present.
        for &s in &present {
            if won {
                let bonus = u8::from(self.knights[s.index()] == Knight::Palamedes);
                self.heal(s, st.life_won + bonus);
            }
        }
        // (3) the relic.
        let relic = match quest {
            Quest::Lancelot => Some(RelicKind::Armour),
            Quest::Excalibur => Some(RelicKind::Excalibur),
            Quest::Grail => Some(RelicKind::Grail),
            _ => None,
        };
        let completer = by
            .filter(|s| self.in_play(*s))
            .or_else(|| self.completer(quest));
        if let Some(r) = relic {
            match (won, completer) {
                (true, Some(c)) => self.set_relic(r, Relic::Held(c)),
                _ => self.lose_relic(r),
            }
        }
        // (5) the quest's cards go to the discards; warriors to reserve.
        self.clear_quest(quest, heroism);
        // (6) present knights go home, (7) the quest restarts, turns over or closes.
        for &s in &present {
            self.location[s.index()] = Some(Place::Camelot);
            self.say(Ev::Moved {
                seat: s,
                to: Place::Camelot,
            });
        }
        match quest {
            Quest::Lancelot => self.board.stage = Stage::Dragon,
            Quest::Dragon => self.board.stage = Stage::Closed,
            Quest::Excalibur => self.board.excalibur_open = false,
            Quest::Grail => self.board.grail.open = false,
            _ => {}
        }
        if won {
            // CHV-7.3: any victory lifts Vivien and the Dark Forest.
            if self.board.vivien {
                self.board.vivien = false;
                self.black_discard.push(Black::Vivien);
                self.say(Ev::Lifted {
                    card: Black::Vivien,
                });
            }
            if self.board.dark_forest {
                self.board.dark_forest = false;
                self.black_discard.push(Black::DarkForest);
                self.say(Ev::Lifted {
                    card: Black::DarkForest,
                });
            }
            // (4) the White cards won, shared among the knights present.
            self.pool = self.draw_white(st.cards);
            let proposer = completer.filter(|c| present.contains(c));
            self.share(ShareWhy::Spoils(quest), proposer, present);
        } else {
            if quest.war().is_some() {
                self.add_engines(2);
            }
            for &s in present.iter().rev() {
                self.hurt(s, st.life_lost);
            }
        }
    }

    fn clear_quest(&mut self, quest: Quest, heroism: bool) {
        if heroism {
            self.board.heroism = None;
            self.white_discard.push(White::Heroism);
        }
        match quest {
            Quest::BlackKnight | Quest::Lancelot | Quest::Dragon => {
                let c = std::mem::take(self.board.combat_mut(quest));
                self.white_discard
                    .extend(c.knights.into_iter().map(White::Fight));
                self.black_discard
                    .extend(c.evil.into_iter().map(|e| e.card));
            }
            Quest::Excalibur => {}
            Quest::Grail => {
                let g = &mut self.board.grail;
                let grails = std::mem::take(&mut g.grails);
                let blacks = std::mem::take(&mut g.blacks);
                self.white_discard
                    .extend(std::iter::repeat_n(White::Grail, usize::from(grails)));
                self.black_discard.extend(blacks);
            }
            Quest::Picts | Quest::Saxons => {
                let w = quest.war().map_or(0, |w| w.index());
                let war = std::mem::take(&mut self.board.wars[w]);
                self.white_discard
                    .extend(war.fights.into_iter().map(White::Fight));
                if war.mordred {
                    self.black_discard.push(Black::Mordred);
                }
            }
        }
    }

    /// CHV-17.2: the pool is shared among `sharers` (a single one takes it all; nobody
    /// present: it is discarded).
    pub(crate) fn share(&mut self, why: ShareWhy, proposer: Option<Seat>, sharers: Vec<Seat>) {
        if self.pool.is_empty() {
            return;
        }
        let sharers: Vec<Seat> = sharers.into_iter().filter(|s| self.in_play(*s)).collect();
        match sharers.len() {
            0 => {
                let pool = std::mem::take(&mut self.pool);
                self.white_discard.extend(pool);
            }
            1 => {
                let pool = std::mem::take(&mut self.pool);
                self.hands[sharers[0].index()].extend(pool.iter().copied());
                self.say(Ev::Shared {
                    why,
                    agreed: true,
                    cards: vec![(sharers[0], pool)],
                });
            }
            _ => {
                let proposer = proposer
                    .filter(|p| sharers.contains(p))
                    .unwrap_or(sharers[0]);
                let ordered: Vec<Seat> = proposer
                    .clockwise_from(self.n)
                    .filter(|s| sharers.contains(s))
                    .collect();
                self.steps.push(Step::Propose {
                    why,
                    proposer,
                    sharers: ordered,
                    given: Vec::new(),
                });
            }
        }
    }

    /// The proposer gives the next pool card.
    pub(crate) fn allot(&mut self, to: Seat) {
        let Some(Step::Propose {
            why,
            proposer,
            sharers,
            mut given,
        }) = self.steps.pop()
        else {
            return;
        };
        given.push(to);
        if given.len() >= self.pool.len() {
            self.steps.push(Step::Answer {
                why,
                proposer,
                sharers,
                given,
                asked: 1,
            });
        } else {
            self.steps.push(Step::Propose {
                why,
                proposer,
                sharers,
                given,
            });
        }
    }

    /// A sharer answers; all accept → applied, a rejection → dealt at random (CHV-17.2).
    pub(crate) fn answer(&mut self, seat: Seat, yes: bool) {
        let Some(Step::Answer {
            why,
            proposer,
            sharers,
            given,
            asked,
        }) = self.steps.pop()
        else {
            return;
        };
        if yes && asked + 1 < sharers.len() {
            self.steps.push(Step::Answer {
                why,
                proposer,
                sharers,
                given,
                asked: asked + 1,
            });
            return;
        }
        let pool = std::mem::take(&mut self.pool);
        let mut cards: Vec<(Seat, Vec<White>)> = sharers.iter().map(|s| (*s, Vec::new())).collect();
        if yes {
            for (c, to) in pool.into_iter().zip(given) {
                if let Some(e) = cards.iter_mut().find(|e| e.0 == to) {
                    e.1.push(c);
                }
            }
        } else {
            self.say(Ev::Rejected { seat });
            let mut pool = pool;
            self.rng.shuffle(&mut pool);
            for (i, c) in pool.into_iter().enumerate() {
                cards[i % sharers.len()].1.push(c);
            }
        }
        for (s, cs) in &cards {
            self.hands[s.index()].extend(cs.iter().copied());
        }
        self.say(Ev::Shared {
            why,
            agreed: yes,
            cards,
        });
    }

    /// CHV-7.10: the fighter rolls the d8; Kay may then add a card.
    pub(crate) fn roll(&mut self, fighter: Seat) {
        self.steps.pop();
        let die = 1 + self.rng.below(8) as u8;
        self.board.last_roll = Some(die);
        let kay = self.knights[fighter.index()] == Knight::Kay
            && self.options.kay_in_siege
            && self.hands[fighter.index()]
                .iter()
                .any(|c| c.fight().is_some());
        if kay {
            self.steps.push(Step::SiegeKay { fighter, die });
        } else {
            self.steps.push(Step::SiegeResult {
                fighter,
                die,
                kay: 0,
            });
        }
    }

    /// The siege fight's result: greater than the die removes an engine, else −1 Life.
    pub(crate) fn siege_result(&mut self, fighter: Seat, die: u8, kay: u8) {
        let mut cards = std::mem::take(&mut self.siege);
        if kay > 0 {
            cards.push(kay);
        }
        let excalibur =
            self.options.excalibur_in_siege && self.board.excalibur_relic.holder() == Some(fighter);
        let total = cards.iter().sum::<u8>() + u8::from(excalibur);
        let won = total > die;
        self.white_discard
            .extend(cards.iter().map(|v| White::Fight(*v)));
        self.say(Ev::Siege {
            seat: fighter,
            cards,
            die,
            total,
            won,
        });
        if won {
            self.board.engines = self.board.engines.saturating_sub(1);
            self.say(Ev::Engines {
                engines: self.board.engines,
            });
        } else {
            self.hurt(fighter, 1);
        }
    }

    /// Convocation: the knights in Camelot draw as many cards as they are, and share them.
    pub(crate) fn convocation_draw(&mut self, player: Seat) {
        let sharers: Vec<Seat> = self
            .in_play_from(player)
            .into_iter()
            .filter(|s| self.location[s.index()] == Some(Place::Camelot))
            .collect();
        self.pool = self.draw_white(sharers.len() as u8);
        self.share(ShareWhy::Convocation, Some(player), sharers);
    }
}
