//! What a table says and when: one pending timeout at a time ([`Timer`]) and the polite live
//! region ([`LiveRegion`]) fed by an [`Announcer`]. Moved out of `ui::session`, which
//! re-exports them.

use leptos::prelude::*;
use std::time::Duration;

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

    /// Waits `ms` milliseconds: true then, false when the timer is cleared or set again
    /// first (the wait is cancelled as a pending timeout is).
    pub fn sleep(self, ms: u32) -> impl Future<Output = bool> + use<> {
        let (tx, rx) = futures_channel::oneshot::channel::<()>();
        self.set(ms, move || {
            let _ = tx.send(());
        });
        async move { rx.await.is_ok() }
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
