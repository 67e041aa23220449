//! The shared conformance battery on Camelot (CAM-15), for every player count.

use table_ronde::core::conformance::{self, Battery};
use table_ronde::core::game::Game;
use table_ronde::games::camelot::{Camelot, CamelotOptions};

fn battery(seats: usize, games: u64) {
    let cfg = Battery {
        games,
        deep_every: 25,
        link_every: 10,
        max_actions: 100_000,
        first_seed: 1,
    };
    let mut finished = 0;
    let report = conformance::run::<Camelot>(&CamelotOptions::default(), seats, &cfg, |g| {
        // CAM-15.11: exactly one winner, owning the colours needed.
        let o = g.outcome().expect("outcome");
        assert_eq!(o.winners.len(), 1);
        assert!(
            g.colours_owned(o.winners[0]) >= g.colours_needed(),
            "CAM-2.1/CAM-2.2"
        );
        finished += 1;
    });
    assert_eq!(finished, games);
    eprintln!("{seats} players: {report:?}");
}

/// CAM-15.1 to CAM-15.14 with 2 players (five colours to win, CAM-2.1). After every action
/// the battery runs the engine's invariants (`games/camelot/invariants.rs`): CAM-15.1 card
/// conservation, CAM-15.2 tokens, CAM-15.3 displays, CAM-15.4 one Shield and one Stunned,
/// never before a withdrawn player, CAM-15.6 colour changes, CAM-15.8 the stunned player's
/// one card, CAM-15.9 the end of a tournament, CAM-15.10 no purple after purple, CAM-15.11
/// the winner; and, every `deep_every` games, CAM-17.5's inference: `determinize` agrees
/// with the observation. CAM-15.5, CAM-15.7 and CAM-15.12 are properties of one action and
/// are checked by `cam_15_one_action_properties` below.
#[test]
fn cam_15_battery_two_players() {
    battery(2, 1_000);
}

/// CAM-15 with 3 players.
#[test]
fn cam_15_battery_three_players() {
    battery(3, 1_000);
}

/// CAM-15 with 4 players (four colours, CAM-2.2).
#[test]
fn cam_15_battery_four_players() {
    battery(4, 1_000);
}

/// CAM-15 with 5 players.
#[test]
fn cam_15_battery_five_players() {
    battery(5, 1_000);
}

/// CAM-16.1 for records: a damaged log (an action that no longer applies) keeps every valid
/// move before it, and the position reached is that prefix's replay.
#[test]
fn a_damaged_log_keeps_its_valid_prefix() {
    use table_ronde::core::record::{GameRecord, Level, SeatKind};
    use table_ronde::core::rng::GameRng;
    use table_ronde::games::camelot::Action;
    let mut rec = GameRecord::<Camelot>::new(
        CamelotOptions::default(),
        vec![SeatKind::Computer(Level::Random); 3],
        5,
    );
    let mut g = rec.start().expect("setup");
    let mut rng = GameRng::from_seed(5);
    for _ in 0..40 {
        let seat = g.first_actor().expect("not over");
        let legal = g.legal_actions(seat);
        let a = legal[rng.index(legal.len())];
        g.play(seat, &a).expect("legal");
        rec.log.push((seat, a));
    }
    let whole = rec.clone().into_valid_prefix().expect("valid");
    assert_eq!((whole.0.log.len(), &whole.1), (40, &g));
    let mut damaged = rec.clone();
    damaged.log.insert(
        25,
        (
            table_ronde::core::seats::Seat(2),
            Action::Token(table_ronde::games::camelot::Colour::Red),
        ),
    );
    let (kept, pos) = damaged.into_valid_prefix().expect("valid setup");
    assert_eq!(kept.log, rec.log[..25].to_vec());
    assert_eq!(pos, rec.replay_to(25).expect("prefix"));
}

/// CAM-15.5, CAM-15.7 and CAM-15.12 (properties of one action, checked before and after it)
/// and CAM-17.2, CAM-17.4 (what every seat is shown), in random games of 2 to 5 players:
/// * CAM-15.5: a colour card goes from hand into a display only in its own colour's tournament;
/// * CAM-15.7: a player ends his turn staying in only after playing a card, and strictly ahead
///   of every other player still in;
/// * CAM-15.12: an action card played changes the game (or opens the Lancelot window);
/// * CAM-17.2: every seat's observation shows the state's public parts as they are;
/// * CAM-17.4: a starter who cannot open shows his whole hand, and every seat sees the same.
#[test]
fn cam_15_one_action_properties() {
    use table_ronde::core::rng::GameRng;
    use table_ronde::core::seats::Seat;
    use table_ronde::games::camelot::{Action, Card, Colour};
    let mut reveals = 0;
    for n in 2..=5usize {
        for seed in 1..=120u64 {
            let mut g = Camelot::new(&CamelotOptions::default(), n, seed).expect("deal");
            let mut rng = GameRng::from_seed(seed * 31 + n as u64);
            let mut steps = 0;
            while let Some(seat) = g.actors().first().copied() {
                let legal = g.legal_actions(seat);
                let a = legal[rng.index(legal.len())];
                // CAM-17.2: the public parts, as every seat is shown them.
                let views: Vec<_> = Seat::all(n).map(|s| g.observe(s)).collect();
                for o in &views {
                    for s in Seat::all(n) {
                        assert_eq!(o.displays[s.index()], g.display(s), "CAM-17.2 display");
                        assert_eq!(o.withdrawn[s.index()], g.is_withdrawn(s), "CAM-17.2 status");
                        assert_eq!(
                            o.hand_sizes[s.index()],
                            g.hand(s).len(),
                            "CAM-17.2 hand size"
                        );
                        for c in Colour::ALL {
                            assert_eq!(
                                o.tokens[s.index()] & (1 << c as u8) != 0,
                                g.owns(s, c),
                                "CAM-17.2 tokens"
                            );
                        }
                    }
                    assert_eq!(
                        (o.shield, o.stunned),
                        (g.shield(), g.stunned()),
                        "CAM-17.2 Shield, Stunned"
                    );
                    assert_eq!(o.history, g.history(), "CAM-17.2 colour history");
                    assert_eq!(o.previous, g.previous(), "CAM-17.2 previous colour");
                    assert_eq!(o.discard, g.discard(), "CAM-17.2 discard");
                    assert_eq!(o.draw_len, g.draw_len(), "CAM-17.2 draw pile size");
                    // CAM-17.4: the reveals are public.
                    assert_eq!(
                        o.revealed, views[0].revealed,
                        "CAM-17.4: every seat sees the same reveals"
                    );
                }
                match a {
                    // CAM-15.5: a colour card from hand matches the tournament colour.
                    Action::Play(Card::Colour(c, _)) => {
                        assert_eq!(
                            g.colour(),
                            Some(c),
                            "CAM-15.5: {a:?} in a {:?} tournament",
                            g.colour()
                        );
                    }
                    // CAM-15.7: staying in needs a card played and the strict lead.
                    Action::Stay => {
                        assert!(
                            g.turn_flags().played >= 1,
                            "CAM-15.7: stayed without playing"
                        );
                        let mine = g.total(seat);
                        for o in Seat::all(n).filter(|o| *o != seat && g.in_tournament(*o)) {
                            assert!(
                                mine > g.total(o),
                                "CAM-15.7: stayed at {mine}, {o} has {}",
                                g.total(o)
                            );
                        }
                    }
                    _ => {}
                }
                let before = g.clone();
                let shown = views[0].revealed.len();
                g.play(seat, &a).expect("a legal action applies");
                // CAM-15.12: an action card played does something.
                if a.card().is_some_and(|c| matches!(c, Card::Action(_)))
                    && !matches!(a, Action::Cancel)
                {
                    assert_ne!(g, before, "CAM-15.12: {a:?} changed nothing");
                }
                // CAM-17.4: a new reveal is the candidate's whole hand: every card he showed
                // is still in it, and only the draws of CAM-5.5 (each time nobody at the table
                // could start, everyone draws one) may have joined them since.
                let now = g.observe(Seat(0)).revealed;
                let earlier = if now.starts_with(&views[0].revealed) {
                    shown
                } else {
                    0
                };
                let new = &now[earlier..];
                for (s, cards) in new {
                    let mut hand = g.hand(*s).to_vec();
                    for c in cards {
                        let at = hand.iter().position(|h| h == c);
                        assert!(at.is_some(), "CAM-17.4: {s} showed {c:?}, not in his hand");
                        hand.swap_remove(at.unwrap_or_default());
                    }
                    assert!(
                        hand.len() <= new.len() / n,
                        "CAM-17.4: {s} kept {} cards hidden",
                        hand.len()
                    );
                    reveals += 1;
                }
                steps += 1;
                assert!(steps < 100_000, "the game ends");
            }
        }
    }
    // The reveal path must have been taken for the CAM-17.4 check to mean anything.
    assert!(reveals > 0, "no starter ever failed to open");
}
