// When the worker cannot help, the computers think on the page instead (with a console
// warning), and the game never gets stuck: (1) the worker's loader is missing: the worker
// fails at once; (2) the loader never arrives: the first decision waits a few seconds for
// it, the next ones do not wait. (The worker runs the page's own bundle, which the page
// has already loaded: ui::computers::serve.) The
// page decides exactly as the worker does: the same cards played give the same game, move
// for move.
import {
  collectThinks, playFirstCard, roiSeatsLink, savedLink, setPace, waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: without the worker the computers think on the page, the game goes on';
export const timeout = 120_000;

const SEED = 2_718;
// Normal: a search, but short enough to run on the page in a test.
const LINK = roiSeatsLink(SEED, ['human', 'normal', 'normal', 'normal']);

/** Plays three tricks (my first playable card each time) with `file` answered by a 404, or
 * never answered with `hang` (`file` null: with the worker); returns the decisions logged
 * and the saved game's link. */
async function playWithout(t, file, hang = false) {
  t.allowConsoleErrors(/404|Failed to load resource|table-ronde-worker/);
  // No service worker: it would serve the worker's files from its cache.
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', serviceWorkers: 'block' });
  const thinks = collectThinks(page);
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && msg.text().startsWith('thinker:')) warnings.push(msg.text());
  });
  if (file) {
    // A hung request is left pending until the page closes.
    await page.route(`**/${file}`, (route) => (hang ? undefined : route.fulfill({ status: 404, body: 'gone' })));
  }
  await page.goto(t.baseUrl);
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await page.goto(`${t.baseUrl}#g=${LINK}`);
  const started = Date.now();
  for (let i = 0; i < 3; i += 1) {
    await waitForSettledTurn(page, { timeout: 30_000 });
    await playFirstCard(page);
  }
  await waitForSettledTurn(page, { timeout: 30_000 });
  t.assert.ok(thinks.length >= 6, `computers decided (${thinks.length})`);
  const link = await savedLink(page);
  if (!file) {
    t.assert.ok(thinks.every((k) => k.via === 'worker'), 'every decision in the worker');
    t.assert.deepEqual(warnings, []);
    return { thinks, link };
  }
  t.assert.ok(thinks.every((k) => k.via === 'page'), 'every decision on the page');
  t.assert.ok(warnings.length >= 1, 'a console warning says why');
  const slowest = Math.max(...thinks.map((k) => k.ms));
  t.log(`${hang ? "hung" : "without"} ${file}: ${thinks.length} decisions on the page in ${((Date.now() - started) / 1000).toFixed(1)} s,`,
    `slowest ${slowest} ms; warnings: ${[...new Set(warnings)].join(' / ')}`);
  return { thinks, link };
}

export async function run(t) {
  const worker = await playWithout(t, null);
  // The worker is the page's own bundle, started by its loader script (ui::computers::serve):
  // the loader is the one file the worker alone needs.
  const file = 'table-ronde-worker-loader.js';
  const fast = await playWithout(t, file);
  t.assert.ok(Math.max(...fast.thinks.map((k) => k.ms)) < 3_000, `a missing ${file} is noticed at once`);
  t.assert.equal(fast.link, worker.link, 'the page played the same game as the worker');
  const slow = await playWithout(t, file, true);
  const [first, ...next] = slow.thinks;
  t.assert.ok(first.ms >= 3_500, `the first decision waited for the start-up (${first.ms} ms)`);
  t.assert.ok(next.every((k) => k.ms < 3_000), 'the next ones did not wait');
  t.assert.equal(slow.link, worker.link, 'the same game again');
  t.log(`same game with and without the worker: ${worker.link.length}-character link`);
}
