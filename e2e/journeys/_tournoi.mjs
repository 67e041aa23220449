// Helpers shared by the Tournoi journeys (a `_` file: run.mjs does not run it as a journey).
//
// The table's parts are found by role and accessible name, in French or English. The link
// helper mirrors src/core/link.rs and src/games/tournoi/options.rs (TournoiOptions::encode),
// so that journeys can start a game with any seats straight from a share link.
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

/** A link to a fresh Tournoi game (no moves) with the given seats, e.g.
 * ['human', 'easy', 'easy'], and the spec's default options (TRN-17). */
export function tournoiSeatsLink(seed, seats) {
  return sealLink([
    1, // link format version
    4, // game: Tournoi
    0, // Heroes at random
    0, 0, // deal order, poison set (one value each)
    15, // enchanters name 1..15
    0, // dealer: most wounds this round
    0, // 100 bonus for every non-leader
    0, 0, 0, // 2-knight Godsend row, Godsend set, Hero set (one value each)
    0, // final tie: shared
    50, // most rounds
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

/** The "Game over" heading. */
export function gameOverHeading(page) {
  return page.getByRole('heading', { name: both('Partie terminée', 'Game over') });
}

/** The open dialog, if any. */
export function dialog(page) {
  return page.getByRole('dialog');
}

/** Waits until something is for the player to do (or the game is over); returns what. */
export async function waitForDecision(page, timeout = 60_000) {
  const handle = await page.waitForFunction(() => {
    const headings = [...document.querySelectorAll('h2')];
    if (headings.some((h) => /^(Partie terminée|Game over)$/.test(h.textContent.trim()))) return 'over';
    if (document.querySelector('[role="dialog"]')) return 'dialog';
    if (document.querySelector('.tn-hand button:not([aria-disabled="true"])')) return 'hand';
    const reopen = [...document.querySelectorAll('.cm-status-row button')]
      .find((b) => /^(Décider…|Decide…)$/.test(b.textContent.trim()));
    if (reopen) return 'reopen';
    return false;
  }, null, { timeout, polling: 50 });
  return handle.jsonValue();
}

/**
 * Takes one decision with a simple policy: in a dialog, the primary button of a card's
 * naming dialog, else the first choice offered (Pass comes last); on the hand, the first
 * card that may be played. Returns a short description of what was done.
 */
export async function decideOnce(page, what, { onDialog } = {}) {
  if (what === 'reopen') {
    await page.getByRole('button', { name: both('Décider…', 'Decide…') }).click();
    return 'reopen';
  }
  if (what === 'dialog') {
    const d = dialog(page);
    const title = (await d.getByRole('heading', { level: 2 }).innerText()).trim();
    if (onDialog) await onDialog(d, title);
    const named = d.locator('select');
    if (await named.count()) {
      const play = d.locator('button.primary').first();
      const label = (await play.innerText()).trim();
      await play.click();
      // The naming dialog closes (another decision's dialog may follow at once).
      await page.waitForFunction(() => !document.getElementById('tn-play-title'));
      return `name: ${label}`;
    }
    const option = d.locator('.cm-choice-btn').first();
    const label = (await option.innerText()).trim();
    await option.click();
    return `${title}: ${label}`;
  }
  const card = enabledCards(page).first();
  const label = await card.getAttribute('aria-label');
  await card.click();
  return `card: ${label}`;
}

/** The state a person sees: banner, each knight's panel, the hand's card names. */
export async function tableState(page) {
  return page.evaluate(() => ({
    banner: document.querySelector('.tn-banner')?.textContent.trim(),
    seats: [...document.querySelectorAll('.tn-seat')].map((s) => s.textContent.replace(/\s+/g, ' ').trim()),
    hand: [...document.querySelectorAll('.tn-hand button')].map((b) => b.getAttribute('aria-label')),
    melee: document.querySelector('.tn-melee')?.textContent.replace(/\s+/g, ' ').trim(),
  }));
}

/** The end panel: the verdict and the score sheet's rows. */
export async function finalState(page) {
  const panel = page.locator('.tn-over');
  await panel.waitFor();
  const verdict = (await panel.locator('.cm-verdict').innerText()).trim();
  const rows = await panel.locator('tbody tr').evaluateAll((els) => els.map((tr) => ({
    cells: [...tr.children].map((c) => c.textContent.trim()),
    winner: tr.classList.contains('winner'),
  })));
  return { verdict, rows };
}
