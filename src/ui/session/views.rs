//! What a table reads of its session: [`Core`]'s memos (the observation on screen, the
//! names, the status line, the screen, the hint, undo).

use super::words::thinking;
use super::{Core, Screen};
use crate::core::record::GameRecord;
use crate::ui::Lang;
use crate::ui::table::TableGame;
use leptos::prelude::*;

impl<G: TableGame> Core<G> {
    /// The observation of the seat on screen (reactive).
    #[must_use]
    pub fn observation(self) -> Memo<G::Observation> {
        Memo::new(move |_| self.game.with(|g| g.observe(self.viewer.get())))
    }

    /// Every seat's name in the current language (reactive).
    #[must_use]
    pub fn name_list(self) -> Memo<Vec<String>> {
        let lang = self.settings.lang;
        Memo::new(move |_| {
            let l = lang.get();
            self.names(l)
        })
    }

    /// A table's status line: who is thinking while a computer decides, else `rest` (the
    /// game's own words: whose turn, what the seat on screen must do), in the current
    /// language with the seats' `names` (issue 27: written once for the tables).
    #[must_use]
    pub fn status_line(
        self,
        names: Memo<Vec<String>>,
        rest: impl Fn(Lang, &[String]) -> String + Send + Sync + 'static,
    ) -> Memo<String> {
        let lang = self.settings.lang;
        Memo::new(move |_| {
            let l = lang.get();
            let nm = names.get();
            match self.think.thinking.get() {
                Some(t) => thinking(l, &nm[t.index()]),
                None => rest(l, &nm),
            }
        })
    }

    /// What fills the table: the hand-over screen, the end panel once `over`, or the game.
    #[must_use]
    pub fn screen(self, over: impl Fn() -> bool + Send + Sync + 'static) -> Memo<Screen> {
        Memo::new(move |_| match self.handoff.get() {
            Some(h) => Screen::Handoff(h),
            None if over() => Screen::Over,
            None => Screen::Play,
        })
    }

    /// The name on the hand-over screen.
    #[must_use]
    pub fn handoff_name(self, names: Memo<Vec<String>>) -> Memo<String> {
        Memo::new(move |_| {
            let nm = names.get();
            self.handoff
                .get()
                .map(|h| nm[h.index()].clone())
                .unwrap_or_default()
        })
    }

    /// The hinted action, while the hint is for the position on screen.
    #[must_use]
    pub fn advised(self) -> Memo<Option<G::Action>> {
        let ply = Memo::new(move |_| self.record.with(|r| r.log.len()));
        Memo::new(move |_| self.think.advice.get().action(ply.get()))
    }

    /// Undo is possible: `point` finds what it would go back to.
    #[must_use]
    pub fn can_undo(self, point: fn(&GameRecord<G>) -> Option<usize>) -> Memo<bool> {
        Memo::new(move |_| !self.read_only() && self.record.with(|r| point(r).is_some()))
    }
}
