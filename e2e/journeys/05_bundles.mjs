// One wasm per game (ui::registry): a first visit fetches only the lobby's bundle; a
// "Loading…" screen shows until the wasm runs; a game's page loads that game's bundle. Two
// tabs of one browser: when one saves another game, the other says so and shows that game
// instead of overwriting it with its next move.
// Issue 28's size budget, measured on every response body a real browser receives
// (gzipped, level 9): the lobby's first visit at most 160 KB; each game's table page with
// searching computers at most 450 KB, its computers' worker included (the worker runs the
// page's own bundle: ui::computers::serve). Each lesson page (issue 29), from its own bundle, at
// most 480 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GAMES, GAME_BUNDLE } from '../games.mjs';
import { camelotSeatsLink } from './_camelot.mjs';
import { chevaliersSeatsLink } from './_chevaliers.mjs';
import { collectThinks, hand, roiDealLink, roiSeatsLink, savedLink, setPace, tableState, waitForSettledTurn } from './_roi.mjs';
import { tafelrundeSeatsLink } from './_tafelrunde.mjs';
import { tournoiSeatsLink } from './_tournoi.mjs';

export const name = 'bundles: a first visit loads only the lobby, games on demand; two tabs never overwrite each other';
export const timeout = 240_000;

const FIRST_VISIT_LIMIT = 160 * 1024;
const TABLE_PAGE_LIMIT = 450 * 1024;
// A lesson's page (issue 29) runs the game's table and the coach from a bundle of its own;
// our own line for it, a little above a table page's.
const LESSON_PAGE_LIMIT = 480 * 1024;

/** A table of each game: the person, then Normal computers (they search in the worker). */
const TABLES = {
  roi: () => roiSeatsLink(5, ['human', 'normal', 'normal', 'normal']),
  tafelrunde: () => tafelrundeSeatsLink(5, ['human', 'normal', 'normal', 'normal']),
  camelot: () => camelotSeatsLink(5, ['human', 'normal', 'normal', 'normal']),
  tournoi: () => tournoiSeatsLink(5, ['human', 'normal', 'normal', 'normal']),
  chevaliers: () => chevaliersSeatsLink(5, ['human', 'normal', 'normal', 'normal']),
};

/** Gzipped size of every response body the context receives from the site (pages and
 * workers), by URL: call before the page loads. A URL counts once: the worker reads the
 * bundle's glue again, but from the browser's cache (the server sees one request; Chrome's
 * reported sizes for a worker's cached read are not usable). */
function responseSizes(t, context) {
  const sizes = new Map();
  context.on('response', async (r) => {
    if (!r.url().startsWith(t.baseUrl) || sizes.has(r.url())) return;
    sizes.set(r.url(), 0);
    try {
      sizes.set(r.url(), zlib.gzipSync(await r.body(), { level: 9 }).length);
    } catch {
      // A redirect or an aborted response has no body.
    }
  });
  return sizes;
}

/** The table page of `game` in a fresh browser (no cache, no service worker): what it
 * received once its computers' worker has started and decided, in KB gzipped. */
async function tablePage(t, game) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', serviceWorkers: 'block' });
  const sizes = responseSizes(t, page.context());
  const thinks = collectThinks(page);
  await page.goto(`${t.baseUrl}#g=${TABLES[game]()}`);
  await t.waitForApp(page);
  // The worker starts when the table opens (it warms up); wait for it to answer a decision,
  // or at least to have started when the person plays first.
  const deadline = Date.now() + 20_000;
  while (!thinks.some((k) => k.via === 'worker') && Date.now() < deadline) {
    if (page.workers().length > 0 && Date.now() > deadline - 15_000) break;
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(1_000);
  t.assert.ok(page.workers().length >= 1, `${game}: the computers' worker started`);
  const list = [...sizes].sort((a, b) => b[1] - a[1]);
  const total = list.reduce((a, [, n]) => a + n, 0);
  await page.context().close();
  return { total, list };
}

/** The lesson page of `game` in a fresh browser, once its coach is up and a few moves were
 * made: what it received, in KB gzipped, and the wasm bundles it fetched. */
async function lessonPage(t, game) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', serviceWorkers: 'block' });
  const sizes = responseSizes(t, page.context());
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('_bg.wasm')) wasm.push(r.url().replace(/^.*\//, '')); });
  await page.goto(`${t.baseUrl}#/learn/${game}`);
  await page.locator('.coach').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(3_000);
  const list = [...sizes].sort((a, b) => b[1] - a[1]);
  const total = list.reduce((a, [, n]) => a + n, 0);
  await page.context().close();
  return { total, list, wasm };
}

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

  // 4. Each game's table page, its computers' worker included.
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const totals = {};
  for (const game of GAMES) {
    const { total, list } = await tablePage(t, game);
    totals[game] = total;
    t.log(`${game} table page: ${kb(total)} gzipped in ${list.length} responses;`,
      list.slice(0, 4).map(([u, n]) => `${u.slice(t.baseUrl.length) || 'index.html'} ${kb(n)}`).join(', '));
  }
  for (const [game, total] of Object.entries(totals)) {
    const limit = TABLE_PAGE_LIMIT;
    t.assert.ok(total <= limit, `${game}: table page ${kb(total)} gzipped, at most ${kb(limit)}`);
  }

  // 5. Each game's lesson: its own bundle (the game's with the coach), not the table's.
  for (const game of GAMES) {
    const { total, list, wasm } = await lessonPage(t, game);
    t.log(`${game} lesson page: ${kb(total)} gzipped in ${list.length} responses;`,
      list.slice(0, 2).map(([u, n]) => `${u.slice(t.baseUrl.length)} ${kb(n)}`).join(', '));
    t.assert.ok(wasm.includes(`table-ronde-learn-${game}_bg.wasm`), `${game}: the lesson's bundle is loaded (${wasm})`);
    t.assert.ok(!wasm.includes(`table-ronde-${game}_bg.wasm`), `${game}: and not the table's`);
    t.assert.ok(total <= LESSON_PAGE_LIMIT, `${game}: lesson page ${kb(total)} gzipped, at most ${kb(LESSON_PAGE_LIMIT)}`);
  }
}
