// Whole games of the Tournoi against Easy computers, in French, by clicking: a share link
// starts each game (you in seat 1), pace "Immédiat"; a simple policy plays the first card
// allowed and takes the first choice of every dialog (naming an enchanter's value, powers,
// Godsends). Two games: 2 knights (no Arrows, TRN-12) and 6 knights. On the way: refused
// cards say why (naming a TRN rule), screenshots at 1280 and 360 px (start, a melee in
// progress, a dialog, game over), the share link of a game in progress opened in a fresh
// page shows the same deal and position. At the end "Partie terminée" names the winner(s)
// and the score sheet lists each knight's wounds per round and final health; the finished
// game's link shows the same end.
import {
  decideOnce, finalState, gameOverHeading, hand, tableState, tournoiSeatsLink, waitForDecision,
} from './_tournoi.mjs';
import { openWithPace } from './_camelot.mjs';
import { savedLink } from './_roi.mjs';

export const name = 'tournoi: full games (2 and 6 knights) against Easy computers, links replay';
export const timeout = 900_000;

async function oneGame(t, seats, seed, shots) {
  const started = Date.now();
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR' });
  await openWithPace(t, page, 'instant', `#g=${tournoiSeatsLink(seed, seats)}`);
  await hand(page).waitFor();
  const rules = page.getByRole('navigation', { name: 'Actions de la table' }).getByRole('link', { name: 'Règles' });
  t.assert.match(await rules.getAttribute('href'), /#\/rules\/tournoi$/);
  t.assert.equal(await page.locator('.tn-seat').count(), seats.length, 'one panel per knight');
  if (shots) await t.screenshotEachViewport(page, `${seats.length}-start`);

  let decisions = 0;
  let refusedChecked = 0;
  let midShot = !shots;
  let dialogShot = !shots;
  let shared = false;
  const kinds = {};
  for (;;) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'hand') {
      const cards = await hand(page).locator('button').evaluateAll((els) => els.map((e) => ({
        name: e.getAttribute('aria-label'),
        disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
        title: e.getAttribute('title'),
      })));
      for (const c of cards.filter((x) => x.disabled)) {
        t.assert.ok(c.title, `${c.name} is disabled without a reason`);
        t.assert.match(c.title, /\(TRN-\d+\.\d+\)$/, `${c.name}: ${c.title}`);
        refusedChecked += 1;
      }
      if (seats.length === 2) {
        t.assert.ok(cards.every((c) => !/Flèches/.test(c.name)), 'no Arrows with two knights');
      }
      const down = await page.locator('.tn-melee .tn-placed').count();
      if (!midShot && down >= 2) {
        midShot = true;
        await t.screenshotEachViewport(page, `${seats.length}-melee`);
      }
      // A game in progress: its link shows the same deal and position elsewhere.
      if (!shared && decisions >= 15) {
        shared = true;
        const link = await savedLink(page);
        t.assert.ok(link, 'the game is saved with its link');
        const here = await tableState(page);
        const other = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: `${t.baseUrl}#g=${link}` });
        await t.waitForApp(other);
        await hand(other).waitFor();
        await other.waitForFunction((n) => document.querySelectorAll('.tn-hand button').length === n, here.hand.length);
        const there = await tableState(other);
        t.assert.deepEqual(there.hand, here.hand, 'same hand from the link');
        t.assert.equal(there.banner, here.banner, 'same round and melee');
        t.assert.deepEqual(there.seats, here.seats, 'same knights, health and piles');
        await t.screenshot(other, `${seats.length}-shared-position`);
        await other.close();
      }
    }
    const done = await decideOnce(page, what, {
      onDialog: async () => {
        if (!dialogShot) {
          dialogShot = true;
          await t.screenshotEachViewport(page, `${seats.length}-dialog`);
        }
      },
    });
    kinds[done.split(':')[0]] = (kinds[done.split(':')[0]] ?? 0) + 1;
    decisions += 1;
    if (decisions > 4000) throw new Error('no end after 4000 decisions');
  }
  t.log(`${seats.length} knights: ${decisions} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
    `${refusedChecked} refused cards checked; ${JSON.stringify(kinds)}`);
  t.assert.ok(shared, 'the share link of a game in progress was checked');

  await gameOverHeading(page).waitFor();
  const end = await finalState(page);
  t.log(`end: ${end.verdict}`);
  t.assert.match(end.verdict, /(gagnez le tournoi|gagne le tournoi|se partagent la victoire)/);
  t.assert.equal(end.rows.length, seats.length, 'one row per knight');
  t.assert.ok(end.rows.some((r) => r.winner), 'a winner is marked');
  t.assert.ok(end.rows.some((r) => r.cells[r.cells.length - 1] === '0'), 'a knight fell to 0');
  await page.getByRole('log').getByText(/Partie terminée/).first().waitFor({ state: 'attached' });
  if (shots) await t.screenshotEachViewport(page, `${seats.length}-game-over`);

  const link = await savedLink(page);
  const other = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: `${t.baseUrl}#g=${link}` });
  await t.waitForApp(other);
  await gameOverHeading(other).waitFor();
  t.assert.deepEqual(await finalState(other), end, 'the link reproduces the end of the game');
  await other.close();
  await page.close();
}

export async function run(t) {
  const seed = Number(process.env.E2E_TOURNOI_SEED || 2026);
  t.log(`seed ${seed} (E2E_TOURNOI_SEED=<n> to replay another)`);
  await oneGame(t, ['human', 'easy'], seed, true);
  await oneGame(t, ['human', 'easy', 'easy', 'easy', 'easy', 'easy'], seed + 1, true);
}
