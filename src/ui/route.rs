//! Hash routing: the whole app state that a URL can name lives after `#`, so the site works
//! from any sub-path and offline (the server only ever serves `index.html`).
//!
//! | hash | page |
//! | --- | --- |
//! | `#/` (or nothing) | lobby |
//! | `#/new/<game>` | new-game dialog |
//! | `#/learn/<game>` | the game's guided first game ([`crate::ui::learn`]) |
//! | `#/play/<game>` | that game's table (its save, [`crate::ui::storage::save_key`]) |
//! | `#/play` | the table of the most recent game in progress (addresses from before issue 28) |
//! | `#/rules/<game>` | rules page; `#/rules/<game>/<anchor>` scrolls to a section or a rule id (`ROI-4.2`) |
//! | `#/history` | the history and statistics of finished games |
//! | `#g=<link text>` | a shared game ([`crate::core::link`]) |
//! | `#c=<link text>.<seat>` | a duplicate challenge ([`crate::core::duplicate`]) |
//! | `#r=<link text>` | the replay viewer of a game ([`crate::ui::replay`]); the saved game is untouched |

use crate::core::GameId;
use leptos::prelude::*;

/// A page of the app.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    /// The list of games.
    Lobby,
    /// Setting up a new game.
    NewGame(GameId),
    /// A guided first game of this game ([`crate::tutorial`], `ui::learn`).
    Learn(GameId),
    /// A game's table: its save (`None`: the most recent game in progress, the address
    /// `#/play` of before a save per game).
    Play(Option<GameId>),
    /// A rules page, optionally scrolled to a section id or rule id.
    Rules(GameId, Option<String>),
    /// A shared link (the text after `#g=`).
    Link(String),
    /// A duplicate challenge (the text after `#c=`).
    Challenge(String),
    /// The history of finished games.
    History,
    /// The replay of a game (the text after `#r=`, a share link).
    Replay(String),
    /// Anything else (kept to show what was asked for).
    NotFound(String),
}

impl Route {
    /// Reads a `location.hash` value (with or without the leading `#`).
    #[must_use]
    pub fn parse(hash: &str) -> Route {
        let h = hash.strip_prefix('#').unwrap_or(hash);
        if let Some(link) = h.strip_prefix("g=") {
            return Route::Link(percent_decode(link));
        }
        if let Some(text) = h.strip_prefix("c=") {
            return Route::Challenge(percent_decode(text));
        }
        if let Some(link) = h.strip_prefix("r=") {
            return Route::Replay(percent_decode(link));
        }
        let path = h.trim_end_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Lobby,
            ["play"] => Route::Play(None),
            ["play", slug] => GameId::from_slug(slug)
                .map_or_else(|| Route::NotFound(h.into()), |g| Route::Play(Some(g))),
            ["history"] => Route::History,
            ["new", slug] => {
                GameId::from_slug(slug).map_or_else(|| Route::NotFound(h.into()), Route::NewGame)
            }
            ["learn", slug] => {
                GameId::from_slug(slug).map_or_else(|| Route::NotFound(h.into()), Route::Learn)
            }
            ["rules", slug] => GameId::from_slug(slug)
                .map_or_else(|| Route::NotFound(h.into()), |g| Route::Rules(g, None)),
            ["rules", slug, anchor] => GameId::from_slug(slug).map_or_else(
                || Route::NotFound(h.into()),
                |g| Route::Rules(g, Some(percent_decode(anchor))),
            ),
            _ => Route::NotFound(h.into()),
        }
    }

    /// The `#…` string for this page (use it as an `href`).
    #[must_use]
    pub fn href(&self) -> String {
        match self {
            Route::Lobby => "#/".into(),
            Route::NewGame(g) => format!("#/new/{}", g.slug()),
            Route::Learn(g) => format!("#/learn/{}", g.slug()),
            Route::Play(None) => "#/play".into(),
            Route::Play(Some(g)) => format!("#/play/{}", g.slug()),
            Route::Rules(g, None) => format!("#/rules/{}", g.slug()),
            Route::Rules(g, Some(a)) => format!("#/rules/{}/{a}", g.slug()),
            Route::Link(l) => format!("#g={l}"),
            Route::Challenge(c) => format!("#c={c}"),
            Route::History => "#/history".into(),
            Route::Replay(l) => format!("#r={l}"),
            Route::NotFound(h) => format!("#{h}"),
        }
    }
}

/// The bundle a page needs ([`wanted_bundle`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wanted {
    /// Any bundle: every one holds the lobby and the not-found page.
    Any,
    /// The bundle of this game: its new-game page, table, links, challenges and replays.
    Game(GameId),
    /// The bundle of this game's lesson (`src/bin/learn_<id>.rs`): the game's, with its
    /// guided first game, which the game's own bundle leaves out (issue 28's size budget).
    Lesson(GameId),
    /// The library (`src/bin/library.rs`): the rules of every game and the history.
    Library,
    /// A bundle with the game pages (a game's, or the library): a link whose game cannot be
    /// read, whose page says what is wrong with it. index.html's loader reads less of a
    /// link than [`crate::core::link::peek`] (its game byte only), so it may have picked a
    /// game's bundle for a link too short to name one: that bundle says so.
    GamePages,
}

/// The bundle a page needs: the game a new-game page, a table or a shared link names; the
/// library for a rules page and the history; any bundle with the game pages for a link
/// naming no game; for the lobby,
/// `#/play` and an unknown address, the most recent game in progress (`saved`), so that
/// resuming it needs no second load, else any.
///
/// The pages are split so that each bundle carries only what its pages need (issue 28's
/// size budget): the lobby's own bundle has no game page, a game's has no rules text.
/// index.html's loader makes the same choice before any wasm is fetched (keep the two
/// alike); a bundle that finds itself without what the page needs reloads the page.
#[must_use]
pub fn wanted_bundle(route: &Route, saved: Option<GameId>) -> Wanted {
    let of_link = |game: Option<GameId>| game.map_or(Wanted::GamePages, Wanted::Game);
    match route {
        Route::NewGame(g) | Route::Play(Some(g)) => Wanted::Game(*g),
        Route::Learn(g) => Wanted::Lesson(*g),
        Route::Link(text) | Route::Replay(text) => {
            of_link(crate::core::link::peek(text).ok().map(|h| h.game))
        }
        Route::Challenge(text) => of_link(
            crate::core::duplicate::split(text)
                .and_then(|(link, _)| Ok(crate::core::link::peek(link)?))
                .ok()
                .map(|h| h.game),
        ),
        Route::Lobby | Route::Play(None) | Route::NotFound(_) => {
            saved.map_or(Wanted::Any, Wanted::Game)
        }
        // No game's engine: the rules are text, the history reads its entries as data.
        Route::Rules(..) | Route::History => Wanted::Library,
    }
}

/// Session-storage key marking the address a bundle switch was asked for.
const KEY_SWITCH: &str = "table-ronde.switch";

/// Reloads the page so that the loader fetches the bundle the address needs, marking the
/// address ([`arrived_by_switch`]). False when the reload could not be asked.
pub fn switch_bundle() -> bool {
    let w = window();
    let here = w.location().href().unwrap_or_default();
    if let Some(s) = w.session_storage().ok().flatten() {
        let _ = s.set_item(KEY_SWITCH, &here);
    }
    w.location().reload().is_ok()
}

/// True when this page load is the reload of a bundle switch to this very address (the
/// mark is taken away: a later switch may reload again).
#[must_use]
pub fn arrived_by_switch() -> bool {
    let w = window();
    let Some(s) = w.session_storage().ok().flatten() else {
        return false;
    };
    let mark = s.get_item(KEY_SWITCH).ok().flatten();
    let _ = s.remove_item(KEY_SWITCH);
    mark.is_some() && mark == w.location().href().ok()
}

/// Decodes `%XX` escapes (messaging apps sometimes escape link text); invalid escapes are
/// kept as they are, so the link decoder reports them.
#[must_use]
pub fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok());
            if let Some(v) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The current `location.hash`, or `""` outside a browser.
#[must_use]
pub fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// The page URL without its hash (where the app is served, any sub-path included).
#[must_use]
pub fn base_url() -> String {
    let href = window().location().href().unwrap_or_default();
    match href.find('#') {
        Some(i) => href[..i].to_string(),
        None => href,
    }
}

/// Goes to `route`, adding a history entry (fires `hashchange`).
pub fn navigate(route: &Route) {
    let _ = window().location().set_hash(&route.href());
}

/// Goes to `route`, replacing the current history entry (so Back skips it).
pub fn replace(route: &Route) {
    let url = format!("{}{}", base_url(), route.href());
    let _ = window().location().replace(&url);
}

/// Writes `route` as the address without going there (no history entry, no `hashchange`):
/// for an address that names the same page in other words (`#/play` → `#/play/roi`).
pub fn rewrite(route: &Route) {
    if let Ok(h) = window().history() {
        let url = format!("{}{}", base_url(), route.href());
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// A signal holding the current route, following `hashchange` (Back/Forward included) for
/// as long as the calling owner lives.
#[must_use]
pub fn use_hash_route() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = Route::parse(&current_hash());
        if route.get_untracked() != next {
            set_route.set(next);
        }
    });
    on_cleanup(move || handle.remove());
    route
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_names_the_bundle_it_needs() {
        use crate::core::link;
        use crate::core::{GameRecord, SeatKind};
        use crate::games::camelot::{Camelot, CamelotOptions};
        use Wanted::{Any, Game, GamePages, Library};
        let saved = Some(GameId::Tafelrunde);
        let taf = Game(GameId::Tafelrunde);
        assert_eq!(wanted_bundle(&Route::Lobby, saved), taf);
        assert_eq!(wanted_bundle(&Route::Lobby, None), Any);
        // A lesson plays on its game's table, in a bundle of its own (the game's and the
        // coach).
        assert_eq!(
            wanted_bundle(&Route::Learn(GameId::Roi), saved),
            Wanted::Lesson(GameId::Roi)
        );
        assert_eq!(wanted_bundle(&Route::Play(None), saved), taf);
        assert_eq!(
            wanted_bundle(&Route::Play(Some(GameId::Camelot)), saved),
            Game(GameId::Camelot),
            "a game's table needs that game, whatever was played last"
        );
        assert_eq!(wanted_bundle(&Route::NotFound("x".into()), None), Any);
        assert_eq!(wanted_bundle(&Route::History, saved), Library);
        assert_eq!(
            wanted_bundle(&Route::NewGame(GameId::Roi), saved),
            Game(GameId::Roi)
        );
        assert_eq!(
            wanted_bundle(&Route::Rules(GameId::Camelot, None), saved),
            Library,
            "the rules of every game are in the library, not in the games' bundles"
        );
        let rec = GameRecord::<Camelot>::new(
            CamelotOptions::default(),
            vec![SeatKind::Human, SeatKind::Human],
            3,
        );
        let text = link::encode(&rec).unwrap();
        assert_eq!(
            wanted_bundle(&Route::parse(&format!("#g={text}")), saved),
            Game(GameId::Camelot)
        );
        // A challenge names its game as its link does.
        assert_eq!(
            wanted_bundle(&Route::parse(&format!("#c={text}.0")), saved),
            Game(GameId::Camelot)
        );
        assert_eq!(
            wanted_bundle(&Route::parse(&format!("#r={text}")), saved),
            Game(GameId::Camelot),
            "a replay needs its game's bundle"
        );
        // A damaged link stays with a bundle that has the game pages, which says what is
        // wrong with it.
        assert_eq!(wanted_bundle(&Route::Link("zz".into()), saved), GamePages);
        assert_eq!(wanted_bundle(&Route::Challenge(text), saved), GamePages);
    }

    #[test]
    fn parses_every_page() {
        assert_eq!(Route::parse(""), Route::Lobby);
        assert_eq!(Route::parse("#"), Route::Lobby);
        assert_eq!(Route::parse("#/"), Route::Lobby);
        assert_eq!(Route::parse("#/play"), Route::Play(None));
        assert_eq!(
            Route::parse("#/play/camelot"),
            Route::Play(Some(GameId::Camelot))
        );
        assert_eq!(
            Route::parse("#/play/chess"),
            Route::NotFound("/play/chess".into())
        );
        assert_eq!(Route::parse("#/history"), Route::History);
        assert_eq!(Route::parse("#/new/roi"), Route::NewGame(GameId::Roi));
        assert_eq!(Route::parse("#/learn/roi"), Route::Learn(GameId::Roi));
        assert_eq!(Route::Learn(GameId::Roi).href(), "#/learn/roi");
        assert_eq!(
            Route::parse("#/learn/chess"),
            Route::NotFound("/learn/chess".into())
        );
        assert_eq!(
            Route::parse("#/rules/roi/"),
            Route::Rules(GameId::Roi, None)
        );
        assert_eq!(
            Route::parse("#/rules/roi/ROI-4.2"),
            Route::Rules(GameId::Roi, Some("ROI-4.2".into()))
        );
        assert_eq!(Route::parse("#g=AbC-_"), Route::Link("AbC-_".into()));
        assert_eq!(Route::parse("#g="), Route::Link(String::new()));
        assert_eq!(Route::parse("#c=AbC.1"), Route::Challenge("AbC.1".into()));
        assert_eq!(Route::parse("#r=AbC-_"), Route::Replay("AbC-_".into()));
        assert_eq!(Route::parse("#r=a%2Db"), Route::Replay("a-b".into()));
        assert_eq!(
            Route::parse("#/new/chess"),
            Route::NotFound("/new/chess".into())
        );
        assert_eq!(Route::parse("#/what"), Route::NotFound("/what".into()));
    }

    #[test]
    fn href_round_trips() {
        for r in [
            Route::Lobby,
            Route::Play(None),
            Route::Play(Some(GameId::Tournoi)),
            Route::History,
            Route::NewGame(GameId::Camelot),
            Route::Rules(GameId::Roi, None),
            Route::Rules(GameId::Roi, Some("roi-contrats".into())),
            Route::Link("AQEA".into()),
            Route::Challenge("AQEA.2".into()),
            Route::Replay("AQEA".into()),
        ] {
            assert_eq!(Route::parse(&r.href()), r);
        }
    }

    #[test]
    fn percent_escapes_are_decoded_and_bad_ones_kept() {
        assert_eq!(percent_decode("a%2Db"), "a-b");
        assert_eq!(percent_decode("a%zzb%"), "a%zzb%");
        assert_eq!(percent_decode("%4"), "%4");
    }
}
