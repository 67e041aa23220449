// Helpers shared by the Chevaliers journeys (a `_` file: run.mjs does not run it as a journey).
//
// The table's parts are found by role and accessible name, in French or English. The link
// helper mirrors src/core/link.rs and src/games/chevaliers/options.rs
// (ChevaliersOptions::encode), so that journeys can start a game with any seats straight from
// a share link.
import { both, LEVELS, sealLink } from './_roi.mjs';

export { both };

function varint(v) {
  const out = [];
  let n = BigInt(v);
  for (;;) {
    const b = Number(n & 0x7fn);
    n >>= 7n;
    if (n === 0n) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** A link to a fresh Chevaliers game (no moves) with the given seats, e.g.
 * ['human', 'easy', 'easy'], and the spec's default options (CHV-20); `loyalty` picks the
 * Loyalty deal (0: n+1 cards, 1: all eight, 2: always a Traitor, 3: no Traitor). */
export function chevaliersSeatsLink(seed, seats, { loyalty = 0 } = {}) {
  return sealLink([
    1, // link format version
    5, // game: Chevaliers
    0, // knights at random
    loyalty,
    1, // three Merlins heal
    5, // Excalibur's half track
    1, 1, // Excalibur and Kay in siege fights
    0, 1, // no voluntary reveal, a dead Traitor flips too (CHV-14.3, the seed)
    1, // reshuffle both decks
    0, // no free chat
    0, // standard manifest
    seats.length,
    ...seats.map((s) => (s === 'human' ? 0 : 1 + LEVELS.indexOf(s))),
    ...varint(seed),
    ...varint(0), // no moves
  ]);
}

/** The player's hand. */
export function hand(page) {
  return page.getByRole('group', { name: both('Votre main', 'Your hand') });
}

/** The hand's card buttons that can be pressed now. */
export function enabledCards(page) {
  return hand(page).locator('button:not([aria-disabled="true"])');
}

/** The decision panel (a group named by its question). */
export function panel(page) {
  return page.locator('.chv-decide');
}

/** The "Game over" heading. */
export function gameOverHeading(page) {
  return page.getByRole('heading', { name: both('Partie terminée', 'Game over') });
}

/** The open dialog, if any. */
export function dialog(page) {
  return page.getByRole('dialog');
}

/** The confirmation of a sacrifice at 1 Life (an alert dialog, CHV-12.4), if open. */
export function alertDialog(page) {
  return page.getByRole('alertdialog');
}

/** True when the page scrolls sideways (something wider than the screen). */
export async function overflowsSideways(page) {
  return page.evaluate(() => document.scrollingElement.scrollWidth > window.innerWidth);
}

/** The Life the panel of the person on screen shows ("Vie : 3 sur 6" on its pips). */
export async function myLife(page) {
  const label = await page.locator('.chv-knight')
    .filter({ has: page.locator('h3', { hasText: /(Vous|You) — / }) })
    .locator('.chv-life').getAttribute('aria-label');
  const m = /(\d+) (sur|of) 6/.exec(label ?? '');
  if (!m) throw new Error(`no Life on my panel: ${label}`);
  return Number(m[1]);
}

/** Waits until something is for the player to do (or the game is over); returns what. */
export async function waitForDecision(page, timeout = 60_000) {
  const handle = await page.waitForFunction(() => {
    const headings = [...document.querySelectorAll('h2')];
    if (headings.some((h) => /^(Partie terminée|Game over)$/.test(h.textContent.trim()))) return 'over';
    if (document.querySelector('[role="alertdialog"]')) return 'alert';
    if (document.querySelector('[role="dialog"]')) return 'dialog';
    if (document.querySelector('.cm-handoff')) return 'handoff';
    const panelButtons = document.querySelectorAll('.chv-decide button');
    const cards = document.querySelectorAll('.chv-hand button:not([aria-disabled="true"])');
    if (panelButtons.length || cards.length) return 'decide';
    return false;
  }, null, { timeout, polling: 50 });
  return handle.jsonValue();
}

/** The decision panel's title and choices. */
export async function decisionState(page) {
  return page.evaluate(() => {
    const p = document.querySelector('.chv-decide');
    return {
      title: p?.querySelector('h2')?.textContent.trim() ?? '',
      choices: p ? [...p.querySelectorAll('button')].map((b) => b.textContent.trim()) : [],
      cards: [...document.querySelectorAll('.chv-hand button:not([aria-disabled="true"])')].map((b) => b.getAttribute('aria-label')),
    };
  });
}

/**
 * Takes one decision with a simple policy: in a card's dialog, its first use; in the Heroic
 * action, the first card that may be played (else the panel's first choice); anywhere else
 * the panel's first choice (the Black card drawn, Pass in cancel windows, the end of the
 * turn…). `prefer` may pick a panel button by its label first. Returns what was done.
 */
export async function decideOnce(page, what, { prefer } = {}) {
  if (what === 'dialog') {
    const d = dialog(page);
    const title = (await d.getByRole('heading', { level: 2 }).innerText()).trim();
    const option = d.locator('.cm-choice-btn').first();
    const label = (await option.innerText()).trim();
    await option.click();
    return `dialog ${title}: ${label}`;
  }
  const s = await decisionState(page);
  if (prefer) {
    const want = s.choices.find(prefer);
    if (want) {
      await panel(page).getByRole('button', { name: want, exact: true }).first().click();
      return `preferred: ${want}`;
    }
  }
  const heroic = /^(Action héroïque|Heroic action)/.test(s.title);
  if ((heroic || s.choices.length === 0) && s.cards.length) {
    const card = enabledCards(page).first();
    const label = await card.getAttribute('aria-label');
    await card.click();
    return `card: ${label}`;
  }
  const first = panel(page).locator('button').first();
  const label = (await first.innerText()).trim();
  await first.click();
  return `${s.title.split(/ ?:/)[0]}: ${label}`;
}

/** The state a person sees: banner, each knight's panel, the quests, the hand's card names. */
export async function tableState(page) {
  return page.evaluate(() => ({
    banner: document.querySelector('.chv-banner')?.textContent.trim(),
    knights: [...document.querySelectorAll('.chv-knight')].map((s) => s.textContent.replace(/\s+/g, ' ').replace(/réfléchit…|thinking…/, '').trim()),
    quests: [...document.querySelectorAll('.chv-quest')].map((s) => s.textContent.replace(/\s+/g, ' ').trim()),
    hand: [...document.querySelectorAll('.chv-hand button')].map((b) => b.getAttribute('aria-label')),
    loyalty: document.querySelector('.chv-loyalty')?.textContent.trim(),
  }));
}

/** The end panel: the verdict and the Loyalty cards' rows. */
export async function finalState(page) {
  const over = page.locator('.chv-over');
  await over.waitFor();
  const verdict = (await over.locator('.cm-verdict').innerText()).trim();
  const rows = await over.locator('.chv-loyalties tr').evaluateAll((els) => els.map((tr) =>
    [...tr.children].map((c) => c.textContent.trim())));
  return { verdict, rows };
}
