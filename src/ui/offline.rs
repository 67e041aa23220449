//! Which games play offline (issue 30). After a first visit has settled, index.html's page
//! script asks the service worker (sw.js) to fetch every game's bundle in the background and
//! keeps the worker's answers in `window.tableRondeOffline`; this module reads them into one
//! signal, which the lobby shows: a game "ready offline", or one that "needs a connection
//! once", and a line while the rest is being fetched.

use super::Lang;
use crate::core::GameId;
use leptos::prelude::*;
use std::cell::OnceCell;
use wasm_bindgen::JsCast;

/// What the service worker said of the bundles of this version.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct OfflineStatus {
    /// The worker has answered at least once (no worker, no answer: nothing is shown).
    pub known: bool,
    /// Slugs whose bundle is cached (a game's, or `library` for the rules and the history).
    pub ready: Vec<String>,
    /// Slugs still to fetch.
    pub missing: Vec<String>,
    /// The background fetch is running.
    pub fetching: bool,
    /// The last background fetch stopped on a failure (the network went away).
    pub failed: bool,
    /// The connection asks to save data: nothing is fetched in the background.
    pub save_data: bool,
}

impl OfflineStatus {
    /// `game` plays offline.
    #[must_use]
    pub fn is_ready(&self, game: GameId) -> bool {
        self.ready.iter().any(|s| s == game.slug())
    }

    /// How many of the collection's games play offline, of how many.
    #[must_use]
    pub fn games_ready(&self) -> (usize, usize) {
        let ready = GameId::ALL.iter().filter(|g| self.is_ready(**g)).count();
        (ready, GameId::ALL.len())
    }

    /// The lobby's line about offline play: while the rest is being fetched, when a fetch
    /// failed or data is saved; nothing once every game is ready (each card says so).
    #[must_use]
    pub fn line(&self, lang: Lang) -> Option<String> {
        let (ready, all) = self.games_ready();
        if !self.known || ready == all {
            return None;
        }
        Some(if self.fetching {
            match lang {
                Lang::Fr => {
                    format!("Préparation des jeux pour jouer hors ligne… {ready} sur {all} prêts")
                }
                Lang::En => {
                    format!("Getting the games ready to play offline… {ready} of {all} ready")
                }
            }
        } else if self.save_data {
            lang.pick(
                "Économiseur de données actif : un jeu devient disponible hors ligne quand vous l’ouvrez.",
                "Data saver is on: a game becomes available offline once you open it.",
            )
            .to_string()
        } else if self.failed {
            match (lang, ready) {
                (Lang::Fr, 0 | 1) => format!(
                    "{ready} jeu sur {all} est prêt hors ligne ; les autres ont besoin d’une connexion une fois."
                ),
                (Lang::Fr, _) => format!(
                    "{ready} jeux sur {all} sont prêts hors ligne ; les autres ont besoin d’une connexion une fois."
                ),
                (Lang::En, 1) => {
                    format!("1 of {all} games is ready offline; the others need a connection once.")
                }
                (Lang::En, _) => format!(
                    "{ready} of {all} games are ready offline; the others need a connection once."
                ),
            }
        } else {
            return None;
        })
    }
}

/// `game`'s badge on its lobby card.
#[must_use]
pub fn badge(status: &OfflineStatus, game: GameId, lang: Lang) -> Option<&'static str> {
    if !status.known {
        None
    } else if status.is_ready(game) {
        Some(lang.pick("Prêt hors ligne", "Ready offline"))
    } else if status.fetching {
        None
    } else {
        Some(lang.pick(
            "Nécessite une connexion une fois",
            "Needs a connection once",
        ))
    }
}

fn strings(v: &wasm_bindgen::JsValue) -> Vec<String> {
    js_sys::Array::from(v)
        .iter()
        .filter_map(|s| s.as_string())
        .collect()
}

/// Reads `window.tableRondeOffline` (index.html).
fn read() -> OfflineStatus {
    let Some(o) = js_sys::Reflect::get(&window(), &"tableRondeOffline".into())
        .ok()
        .filter(|o| o.is_object())
    else {
        return OfflineStatus::default();
    };
    let get = |k: &str| js_sys::Reflect::get(&o, &k.into()).unwrap_or_default();
    OfflineStatus {
        known: get("known").is_truthy(),
        ready: strings(&get("ready")),
        missing: strings(&get("missing")),
        fetching: get("fetching").is_truthy(),
        failed: get("failed").is_truthy(),
        save_data: get("saveData").is_truthy(),
    }
}

thread_local! {
    /// The page's one status, outside any component: it outlives the lobby that first
    /// asked for it (an arena signal would be disposed with that lobby).
    static STATUS: OnceCell<ArcRwSignal<OfflineStatus>> = const { OnceCell::new() };
}

/// The worker's latest answer, kept up to date (one listener for the page).
#[must_use]
pub fn offline_status() -> Signal<OfflineStatus> {
    let status = STATUS.with(|cell| {
        cell.get_or_init(|| {
            let status = ArcRwSignal::new(read());
            let kept = status.clone();
            let f = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
                kept.set(read());
            });
            let _ = window().add_event_listener_with_callback(
                "table-ronde-offline",
                f.as_ref().unchecked_ref(),
            );
            f.forget();
            status
        })
        .clone()
    });
    Signal::derive(move || status.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(ready: &[&str], fetching: bool) -> OfflineStatus {
        OfflineStatus {
            known: true,
            ready: ready.iter().map(|s| (*s).to_string()).collect(),
            missing: Vec::new(),
            fetching,
            failed: false,
            save_data: false,
        }
    }

    #[test]
    fn the_lobby_says_how_many_games_are_ready_while_fetching() {
        let s = status(&["roi", "library", "camelot"], true);
        assert_eq!(s.games_ready(), (2, 5));
        assert_eq!(
            s.line(Lang::En).as_deref(),
            Some("Getting the games ready to play offline… 2 of 5 ready")
        );
        assert_eq!(badge(&s, GameId::Roi, Lang::Fr), Some("Prêt hors ligne"));
        assert_eq!(badge(&s, GameId::Tournoi, Lang::En), None);
    }

    #[test]
    fn a_failed_fetch_leaves_the_rest_needing_a_connection() {
        let mut s = status(&["roi"], false);
        s.failed = true;
        assert_eq!(
            s.line(Lang::Fr).as_deref(),
            Some(
                "1 jeu sur 5 est prêt hors ligne ; les autres ont besoin d’une connexion une fois."
            )
        );
        assert_eq!(
            badge(&s, GameId::Chevaliers, Lang::En),
            Some("Needs a connection once")
        );
        let all = status(
            &["roi", "tafelrunde", "camelot", "tournoi", "chevaliers"],
            false,
        );
        assert_eq!(all.line(Lang::En), None);
        assert_eq!(OfflineStatus::default().line(Lang::En), None);
        assert_eq!(
            badge(&OfflineStatus::default(), GameId::Roi, Lang::En),
            None
        );
    }
}
