//! Shared fixtures for the Roi test files: hands in card notation, injected deals and the
//! spec's deterministic LowestLegal policy (ROI-8.3).
#![allow(dead_code)]

use table_ronde::core::cards::{Card, CardSet, cards};
use table_ronde::core::game::Game;
use table_ronde::core::rng::GameRng;
use table_ronde::core::seats::Seat;
use table_ronde::games::roi::{Contract, Roi, RoiError, RoiOptions, RoundScore};

/// One card from its notation (`"Q♥"`, `"QH"`).
pub fn card(s: &str) -> Card {
    let v = cards(s);
    assert_eq!(v.len(), 1, "one card expected in {s:?}");
    v[0]
}

/// Four hands from their notation. A hand given with fewer than 13 cards is filled up
/// with the cards nobody was given, in canonical order, skipping the suits listed in
/// `voids[seat]` and any card of a rank listed in `caps[seat]` or above (`None`: no cap).
pub fn fill(hands: [&str; 4], voids: [&str; 4], caps: [Option<u8>; 4]) -> [Vec<Card>; 4] {
    let mut out: [Vec<Card>; 4] = hands.map(cards);
    let given: CardSet = out.iter().flatten().copied().collect();
    assert_eq!(
        given.len(),
        out.iter().map(Vec::len).sum::<usize>(),
        "duplicate card"
    );
    for c in Card::deck().filter(|c| !given.contains(*c)) {
        let seat = (0..4).find(|&s| {
            out[s].len() < 13
                && !voids[s].contains(c.suit().symbol())
                && caps[s].is_none_or(|cap| c.rank().0 < cap)
        });
        let seat = seat.unwrap_or_else(|| panic!("fixture: nobody can take {c}"));
        out[seat].push(c);
    }
    for h in &mut out {
        h.sort();
        assert_eq!(h.len(), 13, "fixture hand {h:?}");
    }
    out
}

/// A game at `round` (0-based) with `dealer` dealing these hands.
pub fn game(round: usize, dealer: u8, hands: &[Vec<Card>; 4]) -> Roi {
    Roi::with_hands(
        RoiOptions::default(),
        round,
        Seat(dealer),
        [&hands[0], &hands[1], &hands[2], &hands[3]],
    )
    .expect("valid fixture")
}

/// Plays `seq` (cards in notation) in turn order, asserting each is accepted.
pub fn play_seq(g: &mut Roi, seq: &str) {
    for c in cards(seq) {
        let seat = g.to_play().expect("someone to play");
        g.play(seat, &c)
            .unwrap_or_else(|e| panic!("{seat} playing {c}: {e}"));
    }
}

/// ROI-8.3 LowestLegal: lowest rank, rank ties broken by the suit order ♣ < ♦ < ♥ < ♠.
pub fn lowest_legal(g: &Roi) -> Card {
    let seat = g.to_play().expect("someone to play");
    g.legal_actions(seat)
        .into_iter()
        .min_by_key(|c| (c.rank(), c.suit()))
        .expect("ROI-9.6: a legal card")
}

/// Parses a trick written as in the spec: `"1:2♠, 2:A♦, 3:8♠, 0:6♠"`.
pub fn trick(s: &str) -> Vec<(Seat, Card)> {
    s.split(',')
        .map(|p| {
            let (seat, c) = p.trim().split_once(':').expect("seat:card");
            (Seat(seat.parse().expect("seat")), card(c))
        })
        .collect()
}

/// A finished trick: leader, cards in play order, winner.
pub type PlayedTrick = (Seat, Vec<(Seat, Card)>, Seat);

/// One round as played: dealer, first leader, every trick (leader, cards, winner) and the
/// score-sheet line.
pub struct RoundLog {
    /// Who dealt.
    pub dealer: Seat,
    /// Who led trick 1.
    pub leader: Seat,
    /// `(leader, cards, winner)` of the 13 tricks.
    pub tricks: Vec<PlayedTrick>,
    /// The score-sheet line.
    pub line: RoundScore,
}

impl RoundLog {
    /// Cards each seat captured in this round.
    pub fn won(&self) -> [CardSet; 4] {
        let mut w = [CardSet::EMPTY; 4];
        for (_, cards, winner) in &self.tricks {
            for (_, c) in cards {
                w[winner.index()].insert(*c);
            }
        }
        w
    }
}

/// Plays the current round to its end with `policy`, recording every trick. The 13th
/// trick's winner is read from the score sheet, as the state moves on to the next deal.
pub fn play_round(g: &mut Roi, mut policy: impl FnMut(&Roi) -> Card) -> RoundLog {
    let round = g.round();
    let (dealer, leader) = (g.dealer(), g.leader());
    let mut tricks = Vec::new();
    let mut current: Vec<(Seat, Card)> = Vec::new();
    let mut counts = [0u8; 4];
    while g.round() == round && !g.is_over() {
        let seat = g.to_play().expect("to play");
        let c = policy(g);
        g.play(seat, &c).expect("policy plays legal cards");
        current.push((seat, c));
        if current.len() < 4 {
            continue;
        }
        let lead = current[0].0;
        let winner = if tricks.len() < 12 {
            let t = g.tricks().last().expect("finished trick");
            assert_eq!(t.cards, current, "ROI-9.3");
            assert_eq!(t.leader, lead);
            t.winner
        } else {
            let line = g.sheet().last().expect("scored round");
            Seat::all(4)
                .find(|s| line.tricks[*s] == counts[s.index()] + 1)
                .expect("one seat took trick 13")
        };
        counts[winner.index()] += 1;
        tricks.push((lead, std::mem::take(&mut current), winner));
    }
    let line = g.sheet().last().expect("scored round").clone();
    assert_eq!(line.tricks.0, counts, "trick counts");
    RoundLog {
        dealer,
        leader,
        tricks,
        line,
    }
}

/// A seeded game played with uniformly random legal cards; `check` sees every position
/// before the card chosen in it is played. Returns the final state and the ten round logs.
pub fn random_game(seed: u64, mut check: impl FnMut(&Roi, Card)) -> (Roi, Vec<RoundLog>) {
    let mut g = Roi::new(&RoiOptions::default(), 4, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xabcd);
    let mut logs = Vec::new();
    while !g.is_over() {
        logs.push(play_round(&mut g, |g| {
            let legal = g.legal_actions(g.to_play().expect("to play"));
            let c = legal[rng.index(legal.len())];
            check(g, c);
            c
        }));
    }
    (g, logs)
}

/// The error `seat` playing `c` must get, computed straight from the rules text.
pub fn oracle(g: &Roi, seat: Seat, c: Card) -> Result<(), RoiError> {
    let Some(turn) = g.to_play() else {
        return Err(RoiError::GameOver);
    };
    if seat != turn {
        return Err(RoiError::NotYourTurn { turn });
    }
    let hand = g.hand(seat);
    if !hand.contains(c) {
        return Err(RoiError::CardNotInHand);
    }
    let Some((_, lead)) = g.current_trick().first() else {
        return Ok(());
    };
    if !hand.of_suit(lead.suit()).is_empty() && c.suit() != lead.suit() {
        return Err(RoiError::MustFollowSuit { led: lead.suit() });
    }
    let top = hand.iter().map(Card::rank).max().expect("non-empty hand");
    if g.contract() == Contract::NoTricks && hand.of_suit(lead.suit()).is_empty() && c.rank() < top
    {
        return Err(RoiError::MustPlayHighestCard { rank: top });
    }
    Ok(())
}
