//! The rule-based knight (TRN-13.4), reading only what its seat sees.
//!
//! Every card of a melee ends in the loser's pile, so: when somebody else is sure to lose,
//! feed the melee the heaviest cards (Merlin, poison); when at risk, play a card that will
//! not be the lowest face-up card, and keep low-wound cards for melees one must lose; name
//! an enchanter to match the lowest card and make it feint; keep once-per-round powers for
//! melees worth it. The same scoring drives the rollouts of the search.

use super::actions::{Action, Play, Source};
use super::cards::{Card, Godsend};
use super::observe::TournoiObservation;
use super::play::{Mode, follow_set_is_empty};
use super::state::{Phase, Placed, Tournoi};
use tr_core::rng::GameRng;
use tr_core::seats::Seat;

/// What the scoring reads: one seat's view, borrowed from an observation or a state.
struct View<'a> {
    seat: Seat,
    n: usize,
    phase: Phase,
    placed: &'a [Placed],
    health: &'a [u32],
    offer: [Option<super::cards::GodsendCard>; 2],
    acted: usize,
    /// What the cards already in the melee and set aside wound (read once: every
    /// candidate play is scored against it).
    pot: u32,
    /// The lowest value among the other knights' face-up cards, 0 when there is none (read
    /// once, like `pot`).
    lowest_other: u8,
}

impl View<'_> {
    /// Knights still to play in this melee after this one.
    fn still_to_play(&self) -> usize {
        self.n.saturating_sub(self.acted + 1)
    }

    fn leader_of_health(&self) -> Option<Seat> {
        let top = self.health.iter().copied().max()?;
        Seat::all(self.n)
            .filter(|s| *s != self.seat)
            .find(|s| self.health[s.index()] == top)
    }
}

/// The feint and the loser of `cards` as they stand (TRN-4.10, TRN-4.11).
fn loser_of(cards: &[(Seat, u8, bool)]) -> Option<Seat> {
    loser_among(cards.iter().copied())
}

/// [`loser_of`] over any list of (seat, value, face up) that can be walked more than once:
/// the rollouts score every candidate play this way, so nothing is collected.
fn loser_among<I>(cards: I) -> Option<Seat>
where
    I: Iterator<Item = (Seat, u8, bool)> + Clone,
{
    cards
        .clone()
        .filter(|c| c.2)
        .filter(|c| cards.clone().filter(|d| d.2 && d.1 == c.1).count() == 1)
        .min_by_key(|c| c.1)
        .map(|c| c.0)
}

/// See [`View::lowest_other`].
fn lowest_other(placed: &[Placed], seat: Seat) -> u8 {
    placed
        .iter()
        .filter(|p| p.face_up && p.seat != seat)
        .map(|p| p.value)
        .min()
        .unwrap_or(0)
}

fn melee_wounds(placed: &[Placed], set_aside: &[Card]) -> u32 {
    placed.iter().map(|p| p.card().wounds()).sum::<u32>()
        + set_aside.iter().map(|c| c.wounds()).sum::<u32>()
}

/// The value of a play for `v` (higher is better).
fn score_play(v: &View<'_>, play: &Play, replace: bool) -> i64 {
    let value = Tournoi::final_value(play);
    let cards = v
        .placed
        .iter()
        .filter(move |p| !(replace && p.seat == v.seat))
        .map(|p| (p.seat, p.value, p.face_up))
        .chain(std::iter::once((v.seat, value, true)));
    let pot = i64::from(v.pot + play.card.wounds());
    let mine = i64::from(play.card.wounds());
    let later = v.still_to_play() as i64;
    // The loss is only settled when nobody plays after this knight: a leader's card is
    // alone, not lost.
    let mut score = if later == 0 && loser_among(cards.clone()) == Some(v.seat) {
        -pot * 2 - i64::from(value)
    } else if later == 0 {
        // Somebody else surely loses: feed it the heavy cards.
        mine * 3
    } else {
        // Safer the higher the card stands above the lowest one; keep heavy cards for sure
        // dumps, and low cards for melees one must lose anyway.
        let lowest = v.lowest_other;
        let margin = i64::from(value) - i64::from(lowest);
        margin * 2 - mine / 2 - later * 3 + i64::from(value)
    };
    // Powers are worth keeping for heavier melees.
    if play.plus3 {
        score -= 6;
    }
    if play.divine != 0 {
        score -= 4;
    }
    if play.card.is_merlin() && later > 0 {
        score -= 15;
    }
    score
}

fn choose(v: &View<'_>, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let mut best_by = |f: &dyn Fn(&Action) -> i64| -> Option<Action> {
        let mut best: Option<(i64, Action)> = None;
        for a in legal {
            let s = f(a) * 64 + i64::from(rng.below(8));
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, *a));
            }
        }
        best.map(|(_, a)| a)
    };
    match v.phase {
        Phase::Melee { .. } => best_by(&|a| match a {
            Action::Play(p) => score_play(v, p, false),
            // Dishonor: throw the heaviest card away.
            Action::Dishonor(c) => i64::from(c.wounds()),
            _ => 0,
        }),
        Phase::PreFeint { .. } => {
            let now = current_loser(v);
            best_by(&|a| prefeint_score(v, a, now))
        }
        Phase::PostLoss { .. } => {
            let pot = i64::from(v.pot);
            best_by(&|a| match a {
                Action::Lancelot | Action::Iseult(_) => pot - 5,
                Action::Sanctuary => pot - 20,
                _ => 0,
            })
        }
        Phase::RoundStart { .. } => best_by(&|a| match a {
            Action::Draw { count, .. } => i64::from(*count),
            Action::Judgement { target, .. } => {
                let leader = v.leader_of_health();
                5 + i64::from(Some(*target) == leader) * 10
            }
            _ => 0,
        }),
        // Keep high cards, lose the low and the poisoned ones.
        Phase::Exchange { .. } => best_by(&|a| match a {
            Action::Discard(c) => i64::from(c.wounds()) - i64::from(c.value().unwrap_or(16)),
            _ => 0,
        }),
        Phase::Give { .. } => best_by(&|a| match a {
            Action::Give(c) => i64::from(c.wounds()),
            _ => -1,
        }),
        Phase::Injury { .. } => best_by(&|a| match a {
            Action::Purify(c) => i64::from(c.wounds()),
            Action::Penance(_) => 10,
            _ => 0,
        }),
        Phase::Godsend { .. } => best_by(&|a| match a {
            Action::Take(Source::Offer(k)) => {
                v.offer[usize::from(*k)].map_or(0, |g| godsend_worth(g.design()))
            }
            _ => 4,
        }),
        Phase::Draft { .. } | Phase::Over => Some(legal[rng.index(legal.len())]),
    }
}

fn current_loser(v: &View<'_>) -> Option<Seat> {
    loser_among(v.placed.iter().map(|p| (p.seat, p.value, p.face_up)))
}

/// A pre-feint power is worth it when it moves the loss away from this knight.
fn prefeint_score(v: &View<'_>, a: &Action, now: Option<Seat>) -> i64 {
    let mut cards: Vec<(Seat, u8, bool)> = v
        .placed
        .iter()
        .map(|p| (p.seat, p.value, p.face_up))
        .collect();
    let me = v.seat;
    match a {
        Action::Pass => return 0,
        Action::Excalibur => {
            for c in &mut cards {
                if c.0 == me && c.2 {
                    c.1 += 3;
                }
            }
        }
        Action::Miracle(x) => {
            for c in &mut cards {
                if c.0 == me && c.2 {
                    c.1 = *x;
                }
            }
        }
        Action::Treachery(t) | Action::TwinHearts(t) => {
            for c in &mut cards {
                if c.0 == *t || (matches!(a, Action::TwinHearts(_)) && c.0 == me) {
                    c.2 = false;
                }
            }
        }
        Action::Broceliande(p) => return score_play(v, p, true) - 10,
        _ => return -1,
    }
    let pot = i64::from(v.pot);
    let after = loser_of(&cards);
    match (now == Some(me), after == Some(me)) {
        (true, false) => pot,
        (false, true) => -pot - 50,
        _ => -5,
    }
}

fn godsend_worth(g: Godsend) -> i64 {
    match g {
        Godsend::Sanctuary => 9,
        Godsend::Miracle => 8,
        Godsend::Purification => 7,
        Godsend::Penance => 6,
        Godsend::DivineWill => 6,
        Godsend::Benediction => 5,
        Godsend::Judgement => 4,
        Godsend::Providence => 3,
    }
}

/// The rule-based choice from an observation.
#[must_use]
pub fn decide(obs: &TournoiObservation, rng: &mut GameRng) -> Option<Action> {
    let v = View {
        seat: obs.seat,
        n: obs.n,
        phase: obs.phase,
        placed: &obs.placed,
        health: &obs.health,
        offer: obs.offer,
        pot: melee_wounds(&obs.placed, &obs.set_aside),
        lowest_other: lowest_other(&obs.placed, obs.seat),
        acted: obs.placed.len()
            + obs
                .dishonored
                .iter()
                .filter(|d| !obs.placed.iter().any(|p| p.grace && p.seat == d.0))
                .count(),
    };
    choose(&v, &obs.legal, rng)
}

/// The rollout policy of the search: mostly the same scoring on the (determinized) state,
/// sometimes a random legal action.
#[must_use]
pub fn rollout(g: &Tournoi, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    // In a melee the full list names every enchanter value and modifier; the rollout only
    // looks at plain plays, enchanters named 1, 15 or the lowest value on the table (to make
    // it feint), and dishonors.
    match g.phase {
        Phase::Melee { seat: s } if s == seat => QUICK_PLAYS.with_borrow_mut(|plays| {
            quick_plays(g, seat, plays);
            pick(g, seat, plays, rng)
        }),
        _ => pick(g, seat, &g.legal(seat), rng),
    }
}

thread_local! {
    /// The rollout's list of quick plays, refilled at every simulated melee move rather
    /// than allocated anew.
    static QUICK_PLAYS: std::cell::RefCell<Vec<Action>> = const {
        std::cell::RefCell::new(Vec::new())
    };
}

/// The rollout's choice among `legal`.
fn pick(g: &Tournoi, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    if legal.is_empty() {
        return None;
    }
    if rng.below(6) == 0 {
        return Some(legal[rng.index(legal.len())]);
    }
    let v = View {
        seat,
        n: g.n,
        phase: g.phase,
        placed: &g.placed,
        health: &g.health,
        offer: g.offer,
        pot: melee_wounds(&g.placed, &g.set_aside),
        lowest_other: lowest_other(&g.placed, seat),
        acted: usize::from(g.acted),
    };
    choose(&v, legal, rng)
}

/// A few legal plays of `seat` in the current melee (see [`rollout`]), where `seat` is the
/// knight to play. Each is checked as [`Tournoi::check`] would (TRN-4.3 to TRN-4.8), with
/// the melee's mode and the dishonor test (TRN-4.5) worked out once: rollouts call this at
/// every melee move of every simulation. The plays replace the contents of `out`.
fn quick_plays(g: &Tournoi, seat: Seat, out: &mut Vec<Action>) {
    let hand = &g.hands[seat.index()];
    let mode = g.mode();
    let lowest = g.placed.iter().filter(|p| p.face_up).map(|p| p.value).min();
    let suit = match mode {
        Mode::Lead => super::cards::Suit::in_play(g.n).first().copied(),
        Mode::Follow(s) => Some(s),
        Mode::Free => None,
    };
    out.clear();
    let distinct = hand
        .iter()
        .enumerate()
        .filter(|&(k, card)| k == 0 || hand[k - 1] != *card)
        .map(|(_, &card)| card);
    if matches!(mode, Mode::Follow(led) if follow_set_is_empty(hand, led)) {
        // TRN-4.5: nothing in hand can follow, so every card may be dishonored and none
        // played.
        out.extend(distinct.map(Action::Dishonor));
    } else {
        // TRN-4.5: a dishonor is refused while a card could follow.
        let h = g.hand_of(seat, hand, mode);
        let mut offer = |play: Play| {
            if g.check_play_from(&h, &play).is_ok() {
                out.push(Action::Play(play));
            }
        };
        // Cards outside the follow set are refused whatever is named (TRN-4.4): skipped
        // before the check.
        for card in distinct.filter(|&card| h.may_play(card)) {
            if card.is_enchanter() {
                let top = g.options.enchanter_max;
                for v in [Some(1), Some(top), lowest.filter(|v| (1..=top).contains(v))]
                    .into_iter()
                    .flatten()
                {
                    offer(Play::named(card, suit, v));
                }
            } else {
                offer(Play::plain(card));
            }
        }
    }
    debug_assert!(out.iter().all(|a| g.check(seat, a).is_ok()));
    if out.is_empty() {
        // The Crusaders' Alchemy lead needs a named suit; the full list always has a play.
        out.extend(g.legal(seat));
    }
}

/// A plain play of the first card, the fallback when nothing is legal to score.
#[must_use]
pub fn fallback(obs: &TournoiObservation) -> Action {
    obs.legal.first().copied().unwrap_or(Action::Pass)
}
