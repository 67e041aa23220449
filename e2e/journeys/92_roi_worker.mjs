// Computers that search (Normal, Hard) think in the Web Worker, not on the page: while they
// think, no main-thread task lasts over 50 ms and animation frames keep coming. Along the
// way this measures how long a Normal and a Hard decision take here (printed, not asserted:
// the figures depend on the machine), checks that the worker's files are in the service
// worker's precache list, and shows the "… is thinking" status.
//
// Frames: a hint (a Hard search for my seat) runs on a still table, so every display frame
// should come: at least 10 per 300 ms is asserted there. A computer's search starts in the
// task that put the previous card down, and the page paints that card, its trick animation
// and transitions meanwhile; in headless Chromium (software raster, --disable-gpu) on a
// 2-core machine the compositor then shares one core with nothing but the search running
// on the other, and frames come slower although the main thread is idle (the long-animation
// -frame entries of those frames show a few ms of script and render, no blocking time).
// So for computers the floor is lower (5 per 300 ms, counted from the first frame after the
// request) and the figure is printed.
import {
  adviceButton, collectThinks, currentTrick, playFirstCard, roiSeatsLink, setPace, waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: Normal and Hard computers think in a worker, the page keeps its frames';
export const timeout = 240_000;
/** Long tasks and frame rates depend on the machine's load: a failure is retried once
 * (a search on the main thread would fail both attempts). */
export const attempts = 2;
/** Frames are measured: run with nothing else in the browser (run.mjs, E2E_LANES). */
export const alone = true;

const SEED = 20_261_122;
/** A think at least this long must show at least MIN_FRAMES animation frames. */
const LONG_THINK_MS = 300;
const MIN_FRAMES = 10;
/** Frames per LONG_THINK_MS asserted for computer searches (see above). */
const MIN_COMPUTER_FRAMES = 5;
/** Tricks to play (each: one card of mine, three computer decisions). */
const TRICKS = 5;

/** Before the app loads: count animation frames and record long main-thread tasks. */
function instrument() {
  window.__frames = [];
  const tick = (ts) => {
    window.__frames.push(ts);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames (> 50 ms): how much of each was the page's own work.
  window.__loaf = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const work = e.scripts.reduce((a, s) => a + s.duration, 0)
          + (e.renderStart ? e.startTime + e.duration - e.renderStart : 0);
        window.__loaf.push({ start: e.startTime, ms: e.duration, work, blocking: e.blockingDuration });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB' });
  const thinks = collectThinks(page);
  await page.addInitScript(instrument);
  await page.goto(t.baseUrl);
  await t.waitForApp(page);
  await setPace(page, 'instant');

  // The worker is the game's own bundle (ui::computers::serve): its loader and the bundle
  // are precached with the rest (offline play keeps them), and no separate worker is built.
  const sw = await (await page.request.get(`${t.baseUrl}sw.js`)).text();
  for (const file of ['table-ronde-worker-loader.js', 'table-ronde-roi.js', 'table-ronde-roi_bg.wasm']) {
    t.assert.ok(sw.includes(`"./${file}"`), `sw.js precaches ${file}`);
  }
  t.assert.ok(!sw.includes('table-ronde-worker_bg.wasm'), 'no separate worker wasm');

  // Seats: me, then Hard, Normal, Hard (seat 2 leads the first trick: the computers start).
  const link = roiSeatsLink(SEED, ['human', 'hard', 'normal', 'hard']);
  // The link needs the Roi bundle: the page reloads into it, so the status watch starts
  // once the table is there.
  await page.goto(`${t.baseUrl}#g=${link}`);
  await page.waitForFunction(() => document.querySelector('.status'), null, { timeout: 30_000 });
  // Watch the status line for "… is thinking" (shown once a search lasts 250 ms).
  await page.evaluate(() => {
    window.__statuses = new Set();
    new MutationObserver(() => {
      for (const p of document.querySelectorAll('.status')) window.__statuses.add(p.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The table's first render and the worker's start-up happen while the first computers
  // think: judge the searches from the moment the table is on screen and settled.
  await waitForSettledTurn(page, { timeout: 30_000 });
  const settled = await page.evaluate(() => performance.now());
  for (let i = 0; i < TRICKS; i += 1) {
    await waitForSettledTurn(page, { timeout: 30_000 });
    // On my turn the table is still: ask the hint (a Hard search for my seat) and wait.
    const before = thinks.length;
    await adviceButton(page).click();
    await page.waitForFunction(() => document.querySelector('.card-btn.advised'), null, { timeout: 30_000 });
    t.assert.equal(thinks.length, before + 1, 'the hint is one search');
    thinks.at(-1).hint = true;
    await playFirstCard(page);
  }
  await waitForSettledTurn(page, { timeout: 30_000 });
  t.assert.ok(await currentTrick(page).isVisible());

  const frames = await page.evaluate(() => window.__frames);
  const longtasks = await page.evaluate(() => window.__longtasks);
  const statuses = await page.evaluate(() => [...window.__statuses]);
  t.assert.ok(thinks.length >= TRICKS * 4, `a decision logged per computer card and hint (${thinks.length})`);
  const onPage = thinks.filter((k) => k.via !== 'worker');
  t.assert.equal(onPage.length, 0, `every decision ran in the worker: ${JSON.stringify(onPage)}`);

  // No long main-thread task while any search ran. A computer's search is asked by the task
  // that put the previous card down; that task and the paint after it are the page's own
  // work (on a loaded machine they can pass 50 ms): judge from the first frame after the
  // request. A hint is asked from a still table: judge all of it.
  const judged = thinks.filter((k) => k.start >= settled);
  t.assert.ok(judged.length >= TRICKS * 4 - 3, `decisions after the table settled (${judged.length})`);
  let ownWork = 0;
  for (const k of judged) {
    const from = k.hint ? k.start : (frames.find((f) => f >= k.start) ?? k.start);
    const overlapping = longtasks.filter((l) => l.start < k.end && l.start + l.ms > k.start && l.ms > 50);
    const blocking = overlapping.filter((l) => l.start >= from);
    ownWork += overlapping.length - blocking.length;
    t.assert.deepEqual(blocking, [], `no long task during a ${k.level} search of ${k.ms} ms`);
    if (process.env.E2E_DEBUG) {
      const fs = frames.filter((f) => f >= k.start - 50 && f <= k.end + 50).map((f) => Math.round(f - k.start));
      t.log(`${k.hint ? 'hint ' : ''}${k.level} ${Math.round(k.start)}+${k.ms}: frames at ${fs.join(' ')}`);
    }
  }
  t.log(`${ownWork} long tasks putting the previous card down as a computer's search began;`,
    'long tasks in the whole run:',
    longtasks.length ? longtasks.map((l) => `${Math.round(l.ms)} ms at ${Math.round(l.start)}`).join(', ') : 'none',
    `(table settled at ${Math.round(settled)} ms)`);

  // Frames while searching. A hint searches on a still table: every frame should come. A
  // computer's search starts in the task that put the previous card down, so the page
  // first paints that card (its own work, not the search's): count from the next frame.
  const rate = (list, fromFirstFrame) => {
    let ms = 0;
    let n = 0;
    for (const k of list) {
      const inside = frames.filter((f) => f >= k.start && f <= k.end);
      const from = fromFirstFrame && inside.length ? inside[0] : k.start;
      ms += k.end - from;
      n += inside.filter((f) => f >= from).length;
      if (k.ms >= LONG_THINK_MS) {
        t.assert.ok(inside.length >= MIN_FRAMES, `${inside.length} frames during a ${k.ms} ms search`);
      }
    }
    return { ms, n, per: ms ? (n / ms) * LONG_THINK_MS : 0 };
  };
  const searches = judged.filter((k) => k.ms >= 50);
  const hints = rate(searches.filter((k) => k.hint), false);
  const computers = rate(searches.filter((k) => !k.hint), true);
  const raw = rate(searches.filter((k) => !k.hint), false);
  t.log(`frames per ${LONG_THINK_MS} ms of search: hints ${hints.per.toFixed(1)} (${hints.n} in`,
    `${Math.round(hints.ms)} ms); computers ${computers.per.toFixed(1)} after their first frame`,
    `(${raw.per.toFixed(1)} counting the paint of the previous card)`);
  t.assert.ok(hints.ms > 0 && computers.ms > 0, 'searches of 50 ms or more, hints and computers');
  t.assert.ok(hints.per >= MIN_FRAMES, `hints: at least ${MIN_FRAMES} frames per ${LONG_THINK_MS} ms`);
  t.assert.ok(computers.per >= MIN_COMPUTER_FRAMES,
    `computers: at least ${MIN_COMPUTER_FRAMES} frames per ${LONG_THINK_MS} ms`);
  const loaf = (await page.evaluate(() => window.__loaf))
    .filter((l) => judged.some((k) => !k.hint && l.start < k.end && l.start + l.ms > k.start));
  if (loaf.length) {
    t.log(`${loaf.length} long animation frames during computer searches: up to ${Math.round(Math.max(...loaf.map((l) => l.ms)))} ms`,
      `long, of which at most ${Math.round(Math.max(...loaf.map((l) => l.work)))} ms script and render,`,
      `${Math.round(Math.max(...loaf.map((l) => l.blocking)))} ms blocking`);
  }

  // The figures: per level, decisions that searched (one legal card answers at once).
  for (const level of ['normal', 'hard']) {
    const searched = thinks.filter((k) => k.level === level && k.iterations > 1 && !k.hint);
    const ms = searched.map((k) => k.ms).sort((a, b) => a - b);
    const compute = searched.map((k) => k.compute_ms);
    const mean = (xs) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(0);
    t.log(`${level}: ${ms.length} searched moves, ms per move (request to answer)`,
      `mean ${mean(ms)}, median ${ms[Math.floor(ms.length / 2)] ?? '-'}, max ${ms.at(-1) ?? '-'};`,
      `in the worker mean ${mean(compute)} ms; iterations ${[...new Set(searched.map((k) => k.iterations))].join('/')}`);
    t.assert.ok(ms.length >= 2, `several ${level} moves measured`);
  }
  // IS-MCTS speed in the browser's wasm (the worker's own clock; hints included).
  const timed = thinks.filter((k) => k.iterations > 1 && k.compute_ms > 0);
  const its = timed.reduce((a, k) => a + k.iterations, 0);
  const secs = timed.reduce((a, k) => a + k.compute_ms, 0) / 1000;
  t.log(`wasm IS-MCTS in the worker: ${Math.round(its / Math.max(secs, 1e-9))} iterations/s`,
    `(${its} iterations in ${secs.toFixed(2)} s over ${timed.length} searches)`);
  t.assert.ok(its > 0, 'searches measured in the worker');
  const thinking = statuses.filter((s) => /is thinking…$/.test(s));
  t.log(`status lines seen while thinking: ${thinking.join(' | ') || 'none (every search under 250 ms)'}`);

  // The "… is thinking" status, made to last: the worker's loader arrives 2.5 s late in a
  // fresh browser, so the first search waits for it.
  const slow = await t.newPage({ viewport: 'desktop', locale: 'fr-FR', serviceWorkers: 'block' });
  await slow.route('**/table-ronde-worker-loader.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2_500));
    await route.continue();
  });
  await slow.goto(`${t.baseUrl}#g=${link}`);
  await t.waitForApp(slow);
  const status = slow.getByRole('main').getByText(/^\S+ réfléchit…$/);
  await status.waitFor({ timeout: 5_000 });
  t.assert.equal(await slow.locator('.seat.thinking').count(), 1, 'one seat marked as thinking');
  await t.screenshotEachViewport(slow, 'thinking');
  await waitForSettledTurn(slow, { timeout: 30_000 });

  // Under a sub-path and offline: the service worker serves the worker's files too.
  const away = await t.newPage({ viewport: 'phone', locale: 'en-GB' });
  const awayThinks = collectThinks(away);
  await away.goto(`${t.subUrl}#g=${link}`);
  await t.waitForApp(away);
  await t.waitForServiceWorker(away);
  await waitForSettledTurn(away, { timeout: 30_000 });
  await t.stopServer();
  await away.reload();
  await t.waitForApp(away);
  const before = awayThinks.length;
  await waitForSettledTurn(away, { timeout: 30_000 });
  await playFirstCard(away);
  await waitForSettledTurn(away, { timeout: 30_000 });
  const offline = awayThinks.slice(before);
  t.assert.ok(offline.length >= 2, `decisions offline (${offline.length})`);
  t.assert.ok(offline.every((k) => k.via === 'worker'), 'offline, under /sub/, still in the worker');
  t.log(`offline under ${new URL(t.subUrl).pathname}: ${offline.length} decisions in the worker`);
}
