//! Building blocks shared by the components that own a game session: seat names, the bot's
//! seeded randomness, one cancellable timer, the polite live region and small formatters.

use crate::core::record::SeatKind;
use crate::core::rng::GameRng;
use crate::core::seats::Seat;
use crate::ui::Lang;
use leptos::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

/// Computer knights, by seat.
const KNIGHTS_FR: [&str; 8] = [
    "Gauvain", "Perceval", "Lancelot", "Galaad", "Tristan", "Yvain", "Bohort", "Keu",
];
const KNIGHTS_EN: [&str; 8] = [
    "Gawain", "Percival", "Lancelot", "Galahad", "Tristan", "Yvain", "Bors", "Kay",
];

/// The name shown for `seat`: a knight for a computer seat (Gauvain, Perceval, Lancelot,
/// Galaad… by seat number), "Vous"/"You" for the only human, "Joueur 2"/"Player 2" when
/// several humans share the screen (numbered in seat order among the humans).
#[must_use]
pub fn seat_name(lang: Lang, seats: &[SeatKind], seat: Seat) -> String {
    let i = seat.index();
    match seats.get(i) {
        Some(SeatKind::Computer(_)) => {
            let names = lang.pick_list(&KNIGHTS_FR, &KNIGHTS_EN);
            names[i % names.len()].to_string()
        }
        _ => {
            let humans = seats.iter().filter(|k| k.is_human()).count();
            if humans <= 1 {
                lang.pick("Vous", "You").to_string()
            } else {
                let n = seats[..i.min(seats.len())]
                    .iter()
                    .filter(|k| k.is_human())
                    .count()
                    + 1;
                format!("{} {n}", lang.pick("Joueur", "Player"))
            }
        }
    }
}

/// True when `seat` is the only human at the table, so texts say "you" rather than a name.
#[must_use]
pub fn is_sole_human(seats: &[SeatKind], seat: Seat) -> bool {
    seats.get(seat.index()).is_some_and(|k| k.is_human())
        && seats.iter().filter(|k| k.is_human()).count() == 1
}

/// Human seats in seat order.
#[must_use]
pub fn human_seats(seats: &[SeatKind]) -> Vec<Seat> {
    seats
        .iter()
        .enumerate()
        .filter(|(_, k)| k.is_human())
        .map(|(i, _)| Seat(i as u8))
        .collect()
}

/// The bot's random stream for the decision after `ply` actions: a pure function of the
/// deal seed and the log length, so replaying a record replays the computers' choices.
#[must_use]
pub fn bot_rng(seed: u64, ply: usize) -> GameRng {
    crate::bot::decision_rng(seed, ply)
}

/// A computer decision as the index of the chosen action among `legal_actions(seat)`: the
/// page's fallback when the worker cannot answer, drawing from the same seeded stream as the
/// worker ([`crate::bot::think`]), so both choose the same.
#[must_use]
pub fn choose_index<G: crate::bot::RuleBased>(
    level: crate::core::record::Level,
    game: &G,
    seat: crate::core::seats::Seat,
    seed: u64,
    ply: usize,
) -> Option<usize> {
    let a = crate::bot::choose(level, game, seat, &mut bot_rng(seed, ply))?;
    game.legal_actions(seat).iter().position(|x| *x == a)
}

/// A fresh prefix for element ids, unique in the page (several sessions may be mounted in
/// tests).
#[must_use]
pub fn unique_prefix(base: &str) -> String {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    format!("{base}{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Points as printed on a score sheet: a real minus sign, `+` for gains, `0` alone.
#[must_use]
pub fn fmt_points(p: i32) -> String {
    match p {
        0 => "0".to_string(),
        p if p < 0 => format!("\u{2212}{}", p.unsigned_abs()),
        p => format!("+{p}"),
    }
}

/// A total: like [`fmt_points`] without the `+`.
#[must_use]
pub fn fmt_total(p: i32) -> String {
    if p < 0 {
        format!("\u{2212}{}", p.unsigned_abs())
    } else {
        p.to_string()
    }
}

/// One pending timeout at a time (the next computer move, clearing a finished trick…):
/// setting a new one cancels the old, and the component's cleanup cancels the last.
#[derive(Clone, Copy)]
pub struct Timer(StoredValue<Option<TimeoutHandle>>);

impl Timer {
    /// A timer that is cancelled when the current owner (the component) is cleaned up.
    #[must_use]
    pub fn new() -> Self {
        let t = Timer(StoredValue::new(None));
        on_cleanup(move || t.clear());
        t
    }

    /// Cancels the pending timeout, if any.
    pub fn clear(self) {
        if let Some(Some(h)) = self.0.try_update_value(Option::take) {
            h.clear();
        }
    }

    /// Runs `f` after `ms` milliseconds, replacing any pending timeout.
    pub fn set(self, ms: u32, f: impl FnOnce() + 'static) {
        self.clear();
        let slot = self.0;
        let run = move || {
            // Gone with its component: do nothing.
            if slot.try_update_value(|v| *v = None).is_some() {
                f();
            }
        };
        if let Ok(h) = set_timeout_with_handle(run, Duration::from_millis(u64::from(ms))) {
            self.0.set_value(Some(h));
        }
    }
}

impl Default for Timer {
    fn default() -> Self {
        Self::new()
    }
}

/// The last few announcements for the polite live region, oldest first.
#[derive(Clone, Copy)]
pub struct Announcer {
    lines: RwSignal<Vec<(u32, String)>>,
    next: StoredValue<u32>,
}

/// How many announcements stay in the live region.
const KEEP: usize = 4;

impl Announcer {
    /// An empty announcer.
    #[must_use]
    pub fn new() -> Self {
        Self {
            lines: RwSignal::new(Vec::new()),
            next: StoredValue::new(0),
        }
    }

    /// Adds one announcement (ignored when empty).
    pub fn say(self, text: impl Into<String>) {
        let text = text.into();
        if text.is_empty() {
            return;
        }
        let Some(id) = self.next.try_update_value(|n| {
            *n += 1;
            *n
        }) else {
            return;
        };
        self.lines.try_update(|v| {
            v.push((id, text));
            if v.len() > KEEP {
                v.remove(0);
            }
        });
    }

    /// The current lines (for tests and the region).
    #[must_use]
    pub fn lines(self) -> Signal<Vec<(u32, String)>> {
        self.lines.into()
    }
}

impl Default for Announcer {
    fn default() -> Self {
        Self::new()
    }
}

/// A visually hidden, polite live region holding the announcer's lines; new lines are read
/// out, old ones are not repeated.
#[component]
pub fn LiveRegion(
    /// Where the lines come from.
    announcer: Announcer,
) -> impl IntoView {
    view! {
        <div class="sr-only" aria-live="polite" aria-relevant="additions" role="log">
            <For
                each=move || announcer.lines().get()
                key=|(id, _)| *id
                children=|(_, text)| view! { <p>{text}</p> }
            />
        </div>
    }
}

/// A small extension so name tables read like `lang.pick`.
trait PickList {
    fn pick_list<'a>(self, fr: &'a [&'a str], en: &'a [&'a str]) -> &'a [&'a str];
}

impl PickList for Lang {
    fn pick_list<'a>(self, fr: &'a [&'a str], en: &'a [&'a str]) -> &'a [&'a str] {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }
}

/// Whose turn it is, for the status line: `À vous de jouer`, `Au tour de Gauvain`.
#[must_use]
pub fn turn(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "À vous de jouer".into(),
        (Lang::Fr, false) => format!("Au tour de {who}"),
        (Lang::En, true) => "Your turn".into(),
        (Lang::En, false) => format!("{who} to play"),
    }
}

/// A computer seat whose search takes a moment, for the status line: `Lancelot réfléchit…`.
#[must_use]
pub fn thinking(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("{who} réfléchit…"),
        Lang::En => format!("{who} is thinking…"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::Level;

    #[test]
    fn names_for_one_or_several_humans() {
        let c = SeatKind::Computer(Level::Easy);
        let one = [SeatKind::Human, c, c, c];
        assert_eq!(seat_name(Lang::Fr, &one, Seat(0)), "Vous");
        assert_eq!(seat_name(Lang::Fr, &one, Seat(1)), "Perceval");
        assert_eq!(seat_name(Lang::En, &one, Seat(3)), "Galahad");
        let two = [SeatKind::Human, c, SeatKind::Human, c];
        assert_eq!(seat_name(Lang::Fr, &two, Seat(2)), "Joueur 2");
        assert_eq!(seat_name(Lang::En, &two, Seat(0)), "Player 1");
        assert!(is_sole_human(&one, Seat(0)));
        assert!(!is_sole_human(&two, Seat(0)));
    }

    #[test]
    fn points_use_a_real_minus_sign() {
        assert_eq!(fmt_points(-14), "\u{2212}14");
        assert_eq!(fmt_points(16), "+16");
        assert_eq!(fmt_points(0), "0");
        assert_eq!(fmt_total(35), "35");
    }

    #[test]
    fn bot_stream_depends_on_seed_and_ply() {
        let a = bot_rng(7, 3).next_u32();
        assert_eq!(a, bot_rng(7, 3).next_u32());
        assert_ne!(a, bot_rng(7, 4).next_u32());
        assert_ne!(a, bot_rng(8, 3).next_u32());
    }
}
