// Issue 28 point 6, "Nothing moves": at the Normal pace a computer's card arrives in the
// centre of Le Roi's felt (and of Tafelrunde's trick) with a CSS animation of 150 to 300 ms,
// and a finished trick is gathered toward its winner: Le Roi's toward the winner's side,
// Tafelrunde's toward the winner's row of the players list, the Tournoi's lost melee toward
// the loser's wound pile (TRN-4.12); with prefers-reduced-motion, and at the Instant pace,
// nothing moves. Les Chevaliers: a place of the board newly filled (a Fight card on a quest, a
// Black card, a siege engine…) arrives, and only it, though the board is drawn again whole;
// none at the Instant pace. The sound switch is off by default, turns on, is
// remembered after a reload, and then the person's turn after a computer's move plays the
// "turn" sound; every sound file the site ships is at most 20 KB.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWithPace } from './_camelot.mjs';
import { inSettings, playFirstCard, roiSeatsLink, waitForSettledTurn } from './_roi.mjs';
import {
  decideOnce as tfDecide,
  playableCards as tfPlayable,
  tafelrundeSeatsLink,
  waitForDecision as tfWaitForDecision,
} from './_tafelrunde.mjs';
import { decideOnce as tnDecide, tournoiSeatsLink, waitForDecision as tnWaitForDecision } from './_tournoi.mjs';
import { chevaliersSeatsLink, decideOnce as chvDecide, waitForDecision as chvWaitForDecision } from './_chevaliers.mjs';

export const name = 'motion and sound: cards arrive and tricks are gathered (150–300 ms), none reduced or instant; sound switch off by default and remembered';
export const timeout = 240_000;
export const attempts = 2;

const DIST = path.resolve(process.env.E2E_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'));

/** The centre's cards whose arrival the journey watches: Roi's played cards (by seat side)
 * and Tafelrunde's. */
const WATCHED = ['.played:not(.pos-bottom) .face', '.tf-played .tf-card'];

/** The lists gathered toward a seat's panel rather than a side of the felt: the element that
 * carries data-gather, its cards (each moving with its line), the card that names the taker
 * (Tafelrunde's winner holds the trick; the Tournoi's loser is marked "loses"), and the
 * panels with their names. */
const GATHERED = [
  { game: 'tafelrunde', list: '.tf-trick', item: '.tf-played', taker: '.tf-played.holds .tf-played-by span', panel: '.tf-player', name: '.tf-player-name' },
  { game: 'tournoi', list: '.tn-melee', item: '.tn-placed', taker: '.tn-placed.lost .tn-placed-who', panel: '.tn-seat', name: '.tn-seat-name' },
];

/** Before any page script: records, for each watched card as it is inserted, its computed
 * animation; for each gathered list (GATHERED) as its data-gather is set, the gathering (the
 * cards' animation, the way measured, and whether that way leads from the list's centre into
 * the taker's panel, found by the name on the taker's card); and counts the sounds the page
 * starts (the <audio> play is stubbed: the test browser has no speakers, and a count is what
 * the journey checks). */
function instrument({ watched, gathered }) {
  window.__arrivals = [];
  window.__gathers = [];
  window.__sounds = [];
  const snapshot = (g, el) => {
    const items = [...el.querySelectorAll(g.item)];
    const cs = items.length ? getComputedStyle(items[0]) : null;
    const style = getComputedStyle(el);
    const x = parseFloat(style.getPropertyValue('--to-x'));
    const y = parseFloat(style.getPropertyValue('--to-y'));
    const takerName = el.querySelector(g.taker)?.textContent.trim() ?? null;
    const panel = [...document.querySelectorAll(g.panel)]
      .find((p) => takerName && p.querySelector(g.name)?.textContent.trim().startsWith(takerName));
    let lands = null;
    if (panel && Number.isFinite(x) && Number.isFinite(y)) {
      const a = el.getBoundingClientRect();
      const b = panel.getBoundingClientRect();
      const [px, py] = [a.left + a.width / 2 + x, a.top + a.height / 2 + y];
      lands = px >= b.left - 24 && px <= b.right + 24 && py >= b.top - 24 && py <= b.bottom + 24;
    }
    return {
      game: g.game,
      to: el.dataset.gather ?? null,
      aimed: Number.isFinite(x) && Number.isFinite(y),
      x,
      y,
      delay: style.getPropertyValue('--mo-gather-delay').trim(),
      cards: items.length,
      name: cs?.animationName ?? null,
      duration: cs?.animationDuration ?? null,
      running: items.length ? items[0].getAnimations().length : 0,
      taker: takerName,
      lands,
      at: performance.now(),
    };
  };
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.nodeType !== 1) continue;
      const g = gathered.find((x) => el.matches(x.list));
      if (!g) continue;
      // Any data-gather set, even one taken away at once, is recorded.
      if (r.attributeName === 'data-gather' && r.oldValue === null && !el.hasAttribute('data-gather')) {
        window.__gathers.push({ game: g.game, to: 'set and removed', aimed: false });
      } else if (el.hasAttribute('data-gather')) {
        const got = snapshot(g, el);
        window.__gathers.push(got);
        // Asked for a picture: the first measured gathering stops `__freeze` ms into its
        // motion (the table's own timers go on).
        if (window.__freeze != null && got.aimed && window.__frozen.length === 0) {
          const anims = [...el.querySelectorAll(g.item)].flatMap((e) => e.getAnimations())
            .filter((a) => a.animationName === 'mo-gather');
          for (const a of anims) {
            a.pause();
            a.currentTime = a.effect.getTiming().delay + window.__freeze;
          }
          window.__frozen = anims;
        }
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-gather', 'style'] });
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
  await page.context().addInitScript(instrument, { watched: WATCHED, gathered: GATHERED });
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
const tafelrunde = (seed) => `#g=${tafelrundeSeatsLink(seed, ['human', 'easy', 'easy', 'easy'])}`;
const tournoi = (seed) => `#g=${tournoiSeatsLink(seed, ['human', 'easy', 'easy', 'easy'])}`;

/** The person's decisions at each table: wait for one, take it. */
const WAITS = { tafelrunde: tfWaitForDecision, tournoi: tnWaitForDecision };
const DECIDES = { tafelrunde: tfDecide, tournoi: tnDecide };
const PLAYERS = {
  tafelrunde: async (page) => tfDecide(page, await tfWaitForDecision(page)),
  tournoi: async (page) => tnDecide(page, await tnWaitForDecision(page)),
};

/** Plays the person's decisions until `game`'s list was gathered with its way measured
 * (the computers play between them); returns that gathering. */
async function playUntilGathered(t, page, game, limit) {
  for (let k = 0; k < limit; k++) {
    const got = await page.evaluate((gm) => window.__gathers.find((g) => g.game === gm && g.aimed), game);
    if (got) return got;
    const done = await PLAYERS[game](page);
    if (k < 3 || k % 10 === 0) t.log(`${game}: ${done}`);
  }
  throw new Error(`${game}: no gathering after ${limit} decisions`);
}

/** Checks a gathering: toward the taker's panel, by a 150–300 ms animation that runs. */
function checkGathered(t, g) {
  t.log(`${g.game}: gathered ${g.cards} card(s) toward ${g.to} (${g.taker}) by (${g.x}, ${g.y}) px after ${g.delay}: ${g.name} ${g.duration}`);
  t.assert.match(g.to, /^seat-\d$/);
  t.assert.ok(g.cards >= 2, `${g.game}: the cards are there: ${JSON.stringify(g)}`);
  t.assert.match(g.name, /mo-gather/);
  const d = ms(g.duration);
  t.assert.ok(d >= 150 && d <= 300, `${g.game}: gathering of ${d} ms`);
  t.assert.ok(g.running >= 1, `${g.game}: the gathering runs`);
  t.assert.equal(g.lands, true, `${g.game}: the way leads into ${g.taker}'s panel: ${JSON.stringify(g)}`);
}

/** Waits for `game`'s next gathering, playing the person's decisions meanwhile, and takes a
 * screenshot of it stopped half-way (the instrument stops it as it starts). */
async function shootMidGather(t, page, game, label) {
  await page.evaluate(() => { window.__gathers = []; window.__frozen = []; window.__freeze = 120; });
  const frozen = () => page.evaluate(() => window.__frozen.length);
  for (let k = 0; k < 60; k++) {
    const caught = page.waitForFunction(() => window.__frozen.length > 0, null, { polling: 'raf', timeout: 300_000 })
      .then(() => 'frozen', () => 'closed');
    const turn = WAITS[game](page).catch(() => 'closed');
    const what = await Promise.race([caught, turn]);
    if (what === 'frozen' || (await frozen()) > 0) {
      const n = await frozen();
      t.assert.ok(n >= 2, `${game}: ${n} cards caught mid-way`);
      await t.screenshot(page, label);
      await page.evaluate(() => { for (const a of window.__frozen) a.play(); window.__freeze = null; });
      return;
    }
    await DECIDES[game](page, what);
  }
  throw new Error(`${game}: no gathering to picture`);
}

/** Les Chevaliers' filled places (board_draw.rs): Fight cards, Evil cards face up or down,
 * Grail and Black spots, Excalibur's cell, warriors, the Round Table's swords, engines. */
const CHV_FILLED = '.chv-slot.fight, .chv-slot.evil, .chv-slot.chv-back, .chv-cell.grail, .chv-cell.black, .chv-cell.here, .chv-warrior.on, .chv-seat:not(.empty), .chv-engine.placed';

/** Before any page script: each time Les Chevaliers' board changes, records the places newly
 * marked data-fresh (added, or marked anew: the board is drawn again over the same elements)
 * with their arrival, and how many other filled places start a motion (a Round Table's place
 * moves by its sword, board_draw.rs); an arrival already told that goes on while its mark is
 * taken away is not a new one. Asked for a picture (`__freeze`), stops the first arrivals
 * `__freeze` ms in. */
function chvInstrument() {
  window.__chv = [];
  window.__chvFrozen = [];
  window.__freeze = null;
  const known = new WeakSet();
  const moving = (el) => (el.matches('.chv-seat') ? el.firstElementChild : el)
    ?.getAnimations().filter((a) => a.animationName === 'mo-arrive') ?? [];
  new MutationObserver((records) => {
    const board = document.querySelector('.chv-board');
    if (!board) return;
    const newly = new Set();
    for (const r of records) {
      if (r.type === 'attributes') {
        if (r.target.hasAttribute('data-fresh') && r.oldValue !== r.target.getAttribute('data-fresh')) newly.add(r.target);
        continue;
      }
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        for (const e of [n, ...n.querySelectorAll('[data-fresh]')]) {
          if (e.hasAttribute('data-fresh')) newly.add(e);
        }
      }
    }
    const filled = [...board.querySelectorAll(CHV_FILLED_SEL)];
    const fresh = filled.filter((e) => newly.has(e));
    for (const e of fresh) for (const a of moving(e)) known.add(a);
    const older = filled.filter((e) => !newly.has(e) && moving(e).some((a) => !known.has(a))).length;
    if (!fresh.length && !older) return;
    window.__chv.push({
      fresh: fresh.map((e) => {
        const target = e.matches('.chv-seat') ? e.firstElementChild : e;
        const cs = getComputedStyle(target);
        return {
          what: `${e.getAttribute('class')} (${e.dataset.fresh})`,
          name: cs.animationName,
          duration: cs.animationDuration,
          running: moving(e).length,
        };
      }),
      older,
      filled: filled.length,
    });
    // (`__freezeWhite`: a card from a hand, whose way is measured.)
    const caught = fresh.filter((e) => !window.__freezeWhite || e.dataset.fresh === 'white');
    if (window.__freeze != null && !window.__chvFrozen.length && caught.length) {
      const anims = caught.flatMap(moving);
      for (const a of anims) {
        a.pause();
        a.currentTime = window.__freeze;
      }
      window.__chvFrozen = anims;
      window.__chvCaught = caught[0];
      // In sight at once: the table plays on, and the board may be drawn again soon.
      caught[0].scrollIntoView({ block: 'center' });
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-fresh'] });
}

/** Les Chevaliers with the person and two computers, at `pace`, the board recorded. */
async function chvPage(t, pace, viewport) {
  const page = await t.newPage({ viewport, locale: 'fr-FR' });
  await page.context().addInitScript(`const CHV_FILLED_SEL = ${JSON.stringify(CHV_FILLED)}; (${chvInstrument})();`);
  await openWithPace(t, page, pace, `#g=${chevaliersSeatsLink(3, ['human', 'easy', 'easy'])}`);
  return page;
}

/** Takes the person's decisions until `done()` holds (the computers play between them). */
async function chvPlayUntil(t, page, done, limit) {
  for (let k = 0; k < limit; k++) {
    if (await page.evaluate(done)) return;
    const what = await chvWaitForDecision(page);
    if (what === 'over' || what === 'alert' || what === 'handoff') break;
    const did = await chvDecide(page, what);
    if (k < 3) t.log(`chevaliers: ${did}`);
  }
  t.assert.ok(await page.evaluate(done), `chevaliers: ${done} after ${limit} decisions`);
}

/** Les Chevaliers at the Normal pace: a newly filled place arrives in 150–300 ms while the
 * board's older places, drawn again with it, stay still; a picture of one mid-way at each
 * width. At the Instant pace nothing moves. */
async function chevaliersMotion(t) {
  const page = await chvPage(t, 'normal', 'desktop');
  // Older places are on the board, and a new one arrived after them.
  await chvPlayUntil(t, page, () => window.__chv.some((r) => r.fresh.length && r.filled > r.fresh.length), 80);
  const recs = await page.evaluate(() => window.__chv);
  const withFresh = recs.filter((r) => r.fresh.length);
  t.log(`chevaliers: ${withFresh.length} board(s) with new places, e.g. ${JSON.stringify(withFresh.at(-1))}`);
  for (const r of withFresh) {
    for (const f of r.fresh) {
      t.assert.equal(f.name, 'mo-arrive', `a new place arrives: ${JSON.stringify(f)}`);
      const d = ms(f.duration);
      t.assert.ok(d >= 150 && d <= 300, `arrival of ${d} ms`);
      t.assert.ok(f.running >= 1, `the arrival runs: ${JSON.stringify(f)}`);
    }
    t.assert.ok(r.fresh.length < 13, `a move fills a few places, not the whole board: ${JSON.stringify(r)}`);
  }
  t.assert.deepEqual(recs.filter((r) => r.older), [], 'no older place moves again');
  for (const vp of ['desktop', 'phone']) {
    if (vp === 'phone') await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => { window.__chvFrozen = []; window.__freeze = 100; window.__freezeWhite = true; });
    // The picture is taken as soon as the card is caught: the table plays on, and its next
    // move (800 ms later at the Normal pace) draws the board again without the mark.
    for (let k = 0; k < 120; k++) {
      const caught = page.waitForFunction(() => window.__chvFrozen.length > 0, null, { polling: 'raf', timeout: 300_000 })
        .then(() => 'frozen', () => 'closed');
      const what = await Promise.race([caught, chvWaitForDecision(page).catch(() => 'closed')]);
      if (what === 'frozen' || (await page.evaluate(() => window.__chvFrozen.length > 0))) break;
      t.assert.ok(!['over', 'alert', 'handoff', 'closed'].includes(what), `chevaliers: no card caught before ${what}`);
      await chvDecide(page, what);
    }
    // (Again: the focus going to the next decision may have scrolled the page since.)
    await page.evaluate(() => window.__chvCaught.scrollIntoView({ block: 'center' }));
    await t.screenshot(page, 'chevaliers-arriving');
    // A card from a hand comes from the hand or its knight's panel: its way is measured.
    const frozen = await page.evaluate(() => {
      const el = window.__chvCaught;
      const cs = getComputedStyle(el);
      return {
        what: el.getAttribute('class'),
        x: parseFloat(cs.getPropertyValue('--from-x')),
        y: parseFloat(cs.getPropertyValue('--from-y')),
        shown: el.isConnected,
      };
    });
    t.log(`chevaliers (${vp}): caught mid-way: ${JSON.stringify(frozen)}`);
    t.assert.ok(Number.isFinite(frozen.x) && Number.isFinite(frozen.y) && Math.hypot(frozen.x, frozen.y) > 30,
      `the card's way from the hand or panel is measured: ${JSON.stringify(frozen)}`);
    await page.evaluate(() => { for (const a of window.__chvFrozen) a.play(); window.__freeze = null; });
  }
  const all = await page.evaluate(() => window.__chv);
  t.log(`chevaliers: ${all.filter((r) => r.fresh.length).length} board(s) with new places in all`);
  t.assert.deepEqual(all.filter((r) => r.older), [], 'still no older place moved again');
  await page.context().close();

  // The Instant pace: places are filled, none moves.
  const instant = await chvPage(t, 'instant', 'desktop');
  await chvPlayUntil(t, instant, () => window.__chv.filter((r) => r.fresh.length).length >= 3, 40);
  const still = await instant.evaluate(() => window.__chv.filter((r) => r.older || r.fresh.some((f) => f.running)));
  t.assert.deepEqual(still, [], 'nothing moves at the Instant pace');
  t.log(`chevaliers at the Instant pace: ${await instant.evaluate(() => window.__chv.length)} board(s) with new places, none moving`);
  await instant.context().close();
}

export async function run(t) {
  t.log('0. Les Chevaliers');
  await chevaliersMotion(t);
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
  await openWithPace(t, tf, 'normal', tafelrunde(11));
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
  // A finished trick that the computers play on from is gathered toward its winner's row of
  // the players list.
  checkGathered(t, await playUntilGathered(t, tf, 'tafelrunde', 40));
  await shootMidGather(t, tf, 'tafelrunde', 'tafelrunde-gathering');
  await tf.context().close();

  t.log('4b. Tournoi');
  // 4b. The Tournoi at the Normal pace: a lost melee goes toward the loser's wound pile.
  const tn = await watchedPage(t, { viewport: 'desktop', locale: 'en-GB' });
  await openWithPace(t, tn, 'normal', tournoi(5));
  checkGathered(t, await playUntilGathered(t, tn, 'tournoi', 80));
  await shootMidGather(t, tn, 'tournoi', 'tournoi-gathering');
  await tn.context().close();

  t.log('4c. Tafelrunde and Tournoi at the Instant pace');
  // 4c. At the Instant pace nothing is gathered, though tricks and melees end and go (the
  // banner's trick number and the last melee say some did).
  const ended = {
    tafelrunde: () => /(trick|pli) [2-8]\b|(Deal|Donne) [2-9]/.test(document.querySelector('.tf-banner-main')?.textContent ?? ''),
    tournoi: () => document.querySelector('.tn-last') !== null,
  };
  for (const [game, link] of [['tafelrunde', tafelrunde(11)], ['tournoi', tournoi(5)]]) {
    const p = await watchedPage(t, { viewport: 'desktop', locale: 'en-GB' });
    await openWithPace(t, p, 'instant', link);
    let k = 0;
    while (k < 40 && !(await p.evaluate(ended[game]))) {
      await PLAYERS[game](p);
      k += 1;
    }
    for (let more = 0; more < 4; more++) await PLAYERS[game](p);
    t.log(`${game} at the Instant pace: ${k + 4} decisions`);
    t.assert.ok(await p.evaluate(ended[game]), `${game}: a trick or melee ended`);
    t.assert.deepEqual(await p.evaluate(() => window.__gathers), [], `${game}: nothing gathered at the Instant pace`);
    await p.context().close();
  }

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
