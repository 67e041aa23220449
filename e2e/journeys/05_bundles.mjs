// One wasm per game (ui::registry): a first visit fetches only the lobby's bundle, under
// 300 KB gzipped in all; a "Loading…" screen shows until the wasm runs; a game's page loads
// that game's bundle. Two tabs of one browser: when one saves another game, the other says
// so and shows that game instead of overwriting it with its next move.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GAMES, GAME_BUNDLE } from '../games.mjs';
import { hand, roiDealLink, savedLink, setPace, tableState, waitForSettledTurn } from './_roi.mjs';

export const name = 'bundles: a first visit loads only the lobby, games on demand; two tabs never overwrite each other';
export const timeout = 120_000;

const FIRST_VISIT_LIMIT = 300 * 1024;

/** Gzipped size (level 9) of a file of dist/ named by its URL. */
function gzipped(t, url) {
  const rel = decodeURIComponent(new URL(url).pathname).replace(/^\/(sub\/)?/, '') || 'index.html';
  const file = path.join(t.dist, rel);
  return fs.existsSync(file) && fs.statSync(file).isFile()
    ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
    : 0;
}

export async function run(t) {
  // 1. A first visit, with the wasm held back a moment: the loading screen is there.
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/table-ronde_bg.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(t.baseUrl);
  const boot = page.locator('#boot[role="status"]');
  await boot.waitFor();
  t.assert.match(await boot.innerText(), /Loading…/, 'the loading screen speaks the browser language');
  await t.screenshot(page, 'loading');
  release();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await t.waitForApp(page);
  t.assert.equal(await page.locator('#boot').count(), 0, 'the loading screen is gone');
  await t.waitForServiceWorker(page);
  const first = [...new Set(requested.filter((u) => u.startsWith(t.baseUrl)))];
  t.assert.ok(first.some((u) => u.endsWith('/table-ronde_bg.wasm')), 'the lobby bundle is loaded');
  t.assert.deepEqual(first.filter((u) => GAME_BUNDLE.test(u)), [], 'no game bundle on a first visit');
  const sizes = first.map((u) => [u.slice(t.baseUrl.length) || 'index.html', gzipped(t, u)]);
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  t.log(`first visit: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} files`);
  for (const [u, n] of sizes.sort((a, b) => b[1] - a[1]).slice(0, 6)) t.log(`  ${u}: ${(n / 1024).toFixed(1)} KB`);
  t.assert.ok(total < FIRST_VISIT_LIMIT, `first visit ${total} bytes gzipped, under ${FIRST_VISIT_LIMIT}`);

  // 2. A game's page loads that game's bundle (the page reloads into it).
  requested.length = 0;
  await page.getByRole('link', { name: 'King', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New game: King' }).waitFor();
  t.assert.ok(requested.some((u) => u.endsWith('/table-ronde-roi_bg.wasm')), 'the Roi bundle is loaded');
  const others = new RegExp(`table-ronde-(${GAMES.filter((g) => g !== 'roi').join('|')})`);
  t.assert.ok(!requested.some((u) => others.test(u)), 'and no other game');
  await setPace(page, 'instant');
  await page.getByRole('button', { name: 'Start' }).click();
  await hand(page).waitFor();
  await waitForSettledTurn(page);

  // 3. A second tab of the same browser opens another deal: the first tab follows it.
  const other = await page.context().newPage();
  const link = roiDealLink(4242);
  await other.goto(`${t.baseUrl}#g=${link}`);
  await other.getByRole('button', { name: 'Open the shared game' }).click();
  await hand(other).waitFor();
  await waitForSettledTurn(other);
  const theirs = await savedLink(other);
  await page.getByText('Your saved game changed in another tab: this page now shows that one.').waitFor();
  await waitForSettledTurn(page);
  t.assert.deepEqual((await tableState(page)).hand, (await tableState(other)).hand, 'the first tab shows the new game');
  t.assert.equal(await savedLink(page), theirs, 'and the save is the second tab\'s');
  await t.screenshot(page, 'other-tab');
}
