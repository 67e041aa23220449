// Helpers of the offline journeys (issue 30): the worker's answers, a new game of any game
// from the lobby, the person's first move, the caches' size.
import * as camelot from './_camelot.mjs';
import * as chevaliers from './_chevaliers.mjs';
import * as roi from './_roi.mjs';
import * as tafelrunde from './_tafelrunde.mjs';
import * as tournoi from './_tournoi.mjs';

export const HELPERS = { roi, tafelrunde, camelot, tournoi, chevaliers };

/** Waits until the worker's last answer satisfies `test` (window.tableRondeOffline). */
export async function offlineState(page, test, timeout = 120_000) {
  await page.waitForFunction(test, null, { timeout });
  return page.evaluate(() => ({ ...window.tableRondeOffline }));
}

/** Bytes held by this origin's caches, by cache name. */
export function cacheSizes(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      let n = 0;
      for (const req of await cache.keys()) n += (await (await cache.match(req)).arrayBuffer()).byteLength;
      out[key] = n;
    }
    return out;
  });
}

/** Plays the person's first move of a fresh game, then waits until it is the person's turn
 * again (the computers have answered). */
export async function oneMove(page, game) {
  const h = HELPERS[game];
  if (game === 'roi') {
    await h.waitForSettledTurn(page);
    await h.playFirstCard(page);
    await h.waitForSettledTurn(page);
    return;
  }
  const what = await h.waitForDecision(page);
  if (what === 'over') throw new Error(`${game}: over before a move`);
  await h.decideOnce(page, what);
  await h.waitForDecision(page);
}

/** From the lobby (offline), a new game of `game`: its card, its new-game page, Start. */
export async function startFromLobby(t, page, base, game) {
  await page.goto(base);
  await t.waitForApp(page);
  await page.locator(`[data-game="${game}"] a.game-card__start`).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // A game of the same kind still in progress would be replaced: the question, answered.
  const replace = page.getByRole('button', { name: 'Replace and start' });
  const hand = HELPERS[game].hand(page);
  await hand.or(replace).first().waitFor({ timeout: 30_000 });
  if (await replace.isVisible()) await replace.click();
  await hand.waitFor({ timeout: 30_000 });
}

