// Issue 28 point 6, "Nothing moves": at the Normal pace a computer's card arrives in the
// centre of Le Roi's felt (and of Tafelrunde's trick) with a CSS animation of 150 to 300 ms,
// and a finished trick is gathered toward its winner; with prefers-reduced-motion, and at
// the Instant pace, nothing moves. The sound switch is off by default, turns on, is
// remembered after a reload, and then the person's turn after a computer's move plays the
// "turn" sound; every sound file the site ships is at most 20 KB.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWithPace } from './_camelot.mjs';
import { inSettings, playFirstCard, roiSeatsLink, waitForSettledTurn } from './_roi.mjs';
import { playableCards as tfPlayable, tafelrundeSeatsLink } from './_tafelrunde.mjs';

export const name = 'motion and sound: cards arrive and tricks are gathered (150–300 ms), none reduced or instant; sound switch off by default and remembered';
export const timeout = 240_000;
export const attempts = 2;

const DIST = path.resolve(process.env.E2E_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'));

/** The centre's cards whose arrival the journey watches: Roi's played cards (by seat side)
 * and Tafelrunde's. */
const WATCHED = ['.played:not(.pos-bottom) .face', '.tf-played .tf-card'];

/** Before any page script: records, for each watched card as it is inserted, its computed
 * animation, and counts the sounds the page starts (the <audio> play is stubbed: the test
 * browser has no speakers, and a count is what the journey checks). */
function instrument(watched) {
  window.__arrivals = [];
  window.__sounds = [];
  HTMLMediaElement.prototype.play = function play() {
    window.__sounds.push(this.src.replace(/^.*\//, ''));
    return Promise.resolve();
  };
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        for (const sel of watched) {
          const found = [...(n.matches(sel) ? [n] : []), ...n.querySelectorAll(sel)];
          for (const el of found) {
            const cs = getComputedStyle(el);
            window.__arrivals.push({
              sel,
              name: cs.animationName,
              duration: cs.animationDuration,
              running: el.getAnimations().length,
            });
          }
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A page whose watched cards and sounds are recorded. */
async function watchedPage(t, options) {
  const page = await t.newPage(options);
  await page.context().addInitScript(instrument, WATCHED);
  return page;
}

/** Milliseconds of a computed duration ("0.24s", "240ms"). */
function ms(text) {
  const first = text.split(',')[0].trim();
  return first.endsWith('ms') ? parseFloat(first) : parseFloat(first) * 1000;
}

/** Waits until some computer card arrived at the table, and returns the first arrivals. */
async function arrivals(page, sel) {
  await page.waitForFunction((s) => window.__arrivals.some((a) => a.sel === s), sel, { timeout: 30_000 });
  return page.evaluate((s) => window.__arrivals.filter((a) => a.sel === s), sel);
}

const roi = (seed) => `#g=${roiSeatsLink(seed, ['human', 'easy', 'easy', 'easy'])}`;

export async function run(t) {
  // 1. Le Roi at the Normal pace: the computers' cards arrive with a 150–300 ms animation;
  // a finished trick is gathered toward its winner.
  const page = await watchedPage(t, { viewport: 'desktop', locale: 'fr-FR' });
  await openWithPace(t, page, 'normal', roi(7));
  await waitForSettledTurn(page, { timeout: 30_000 });
  await page.evaluate(() => { window.__arrivals = []; });
  await playFirstCard(page);
  const seen = await arrivals(page, WATCHED[0]);
  for (const a of seen) {
    t.assert.equal(a.name, 'mo-arrive', `a computer's card arrives: ${JSON.stringify(a)}`);
    const d = ms(a.duration);
    t.assert.ok(d >= 150 && d <= 300, `arrival of ${d} ms`);
    t.assert.ok(a.running >= 1, 'the animation runs');
  }
  // The finished trick: gathered toward the seat that won it.
  await page.waitForFunction(() => document.querySelector('.felt.held .centre-area > .trick[data-gather]'), null, { timeout: 30_000 });
  const gather = await page.evaluate(() => {
    const trick = document.querySelector('.felt.held .centre-area > .trick[data-gather]');
    const face = trick.querySelector('.played .face');
    const cs = getComputedStyle(face);
    return { to: trick.dataset.gather, name: cs.animationName, duration: cs.animationDuration };
  });
  t.log(`gathered toward ${gather.to}: ${gather.name} ${gather.duration}`);
  t.assert.match(gather.to, /^pos-(bottom|left|top|right)$/);
  t.assert.match(gather.name, /mo-gather/);
  const gd = ms(gather.duration.split(',').pop());
  t.assert.ok(gd >= 150 && gd <= 300, `gathering of ${gd} ms`);
  // Re-renders do not replay old cards: a card already on the felt is not inserted again.
  const counts = await page.evaluate(() => window.__arrivals.length);
  t.assert.ok(counts <= 3, `three computer cards at most arrived in one trick, not ${counts}`);
  t.log('settling after the gathered trick');
  await waitForSettledTurn(page, { timeout: 30_000 });
  await t.screenshot(page, 'roi-normal');
  await page.setViewportSize({ width: 360, height: 740 });
  // A computer's card caught in flight (the person's card may close the trick and lead the
  // next: then play on until a computer's card follows).
  await page.evaluate(() => { window.__arrivals = []; });
  for (let k = 0; k < 3; k++) {
    await playFirstCard(page);
    const got = await page.waitForFunction(() => window.__arrivals.length > 0, null, { timeout: 4_000 }).then(() => true, () => false);
    if (got) break;
    await waitForSettledTurn(page, { timeout: 30_000 });
  }
  await page.waitForTimeout(100); // mid-flight
  await t.screenshot(page, 'roi-arriving');
  await page.context().close();

  t.log('2. reduced motion');
  // 2. The same with prefers-reduced-motion: the cards appear without moving.
  const reduced = await watchedPage(t, { viewport: 'desktop', locale: 'en-GB', reducedMotion: 'reduce' });
  await openWithPace(t, reduced, 'normal', roi(7));
  await waitForSettledTurn(reduced, { timeout: 30_000 });
  await reduced.evaluate(() => { window.__arrivals = []; });
  await playFirstCard(reduced);
  for (const a of await arrivals(reduced, WATCHED[0])) {
    t.assert.equal(a.name, 'none', `reduced motion: ${JSON.stringify(a)}`);
    t.assert.equal(a.running, 0);
  }
  await reduced.context().close();

  t.log('3. instant pace');
  // 3. At the Instant pace: nothing moves either.
  const instant = await watchedPage(t, { viewport: 'desktop', locale: 'en-GB' });
  await openWithPace(t, instant, 'instant', roi(7));
  t.assert.equal(await instant.evaluate(() => document.documentElement.dataset.pace), 'instant');
  await waitForSettledTurn(instant, { timeout: 30_000 });
  await instant.evaluate(() => { window.__arrivals = []; });
  await playFirstCard(instant);
  for (const a of await arrivals(instant, WATCHED[0])) {
    t.assert.equal(a.name, 'none', `instant pace: ${JSON.stringify(a)}`);
    t.assert.equal(a.running, 0);
  }
  await instant.context().close();

  t.log('4. Tafelrunde');
  // 4. Tafelrunde at the Normal pace: a computer's card arrives in the trick.
  const tf = await watchedPage(t, { viewport: 'desktop', locale: 'en-GB' });
  await openWithPace(t, tf, 'normal', `#g=${tafelrundeSeatsLink(11, ['human', 'easy', 'easy', 'easy'])}`);
  // The person may lead: then their first playable card goes down, and the computers follow.
  await Promise.race([
    tfPlayable(tf).first().waitFor({ timeout: 30_000 }),
    tf.waitForFunction(() => window.__arrivals.length > 0, null, { timeout: 30_000 }),
  ]);
  if ((await tf.evaluate(() => window.__arrivals.length)) === 0) {
    await tfPlayable(tf).first().click();
  }
  for (const a of (await arrivals(tf, WATCHED[1])).slice(0, 2)) {
    t.assert.equal(a.name, 'mo-arrive', `Tafelrunde: ${JSON.stringify(a)}`);
    const d = ms(a.duration);
    t.assert.ok(d >= 150 && d <= 300, `Tafelrunde arrival of ${d} ms`);
  }
  await tf.context().close();

  t.log('5. sound switch');
  // 5. The sound switch: off by default, on when checked, remembered after a reload; then
  // the person's turn after the computers' cards sounds, once.
  const s = await watchedPage(t, { viewport: 'phone', locale: 'fr-FR' });
  await openWithPace(t, s, 'fast', roi(9));
  await waitForSettledTurn(s, { timeout: 30_000 });
  const box = s.getByRole('checkbox', { name: /^(Sons|Sound)$/ });
  await inSettings(s, async () => {
    t.assert.equal(await box.isChecked(), false, 'sounds are off by default');
  });
  await playFirstCard(s);
  await waitForSettledTurn(s, { timeout: 30_000 });
  t.assert.deepEqual(await s.evaluate(() => window.__sounds), [], 'silent while off');
  await inSettings(s, async () => {
    await box.check();
    await t.screenshot(s, 'sound-switch');
  });
  t.assert.equal(await s.evaluate(() => localStorage.getItem('table-ronde.sound')), 'on');
  await s.reload();
  await t.waitForApp(s);
  await waitForSettledTurn(s, { timeout: 30_000 });
  await inSettings(s, async () => {
    t.assert.equal(await box.isChecked(), true, 'the switch is remembered');
  });
  await s.evaluate(() => { window.__sounds = []; });
  // A card of the person, then the computers' until the turn comes back: it sounds once,
  // unless the person won the trick with its last card and leads again (nobody waited):
  // then play on, a few cards at most.
  let plays = 0;
  let played = [];
  while (plays < 4) {
    await playFirstCard(s);
    plays += 1;
    await waitForSettledTurn(s, { timeout: 30_000 });
    await s.waitForTimeout(300);
    played = await s.evaluate(() => window.__sounds);
    if (played.includes('turn.wav')) break;
  }
  t.log(`sounds after ${plays} card(s): ${played.join(' ')}`);
  const turns = played.filter((f) => f === 'turn.wav').length;
  t.assert.ok(turns >= 1 && turns <= plays, `your turn sounded ${turns} time(s) for ${plays} card(s)`);
  // The files are served.
  for (const f of ['turn', 'won', 'end']) {
    const res = await s.request.get(`${t.baseUrl}public/sounds/${f}.wav`);
    t.assert.equal(res.status(), 200, `${f}.wav served`);
  }
  await s.context().close();

  t.log('6. sound files');
  // 6. Every sound file of the build is at most 20 KB.
  const dir = path.join(DIST, 'public', 'sounds');
  const files = fs.readdirSync(dir);
  t.assert.ok(files.length >= 3, `sound files: ${files.join(' ')}`);
  for (const f of files) {
    const size = fs.statSync(path.join(dir, f)).size;
    t.log(`${f}: ${size} bytes`);
    t.assert.ok(size <= 20 * 1024, `${f} is ${size} bytes`);
  }
}
