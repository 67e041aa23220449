// Keyboard only, in English: a Chevaliers game against two Easy computer knights (share link,
// pace "Instant"), played with Tab, arrows, Enter and Escape through one whole turn of mine:
// the Progression of Evil, the Heroic action (a card from the hand, by its roving tab stop)
// and the end of the turn, with whatever the Black card or the sharing asks on the way. A
// new decision puts the focus on the decision panel's first button by itself; card buttons
// are named "Play Fight 3", refused cards are skipped by the arrows and say why, naming the
// rule; a card of several uses opens a dialog that Escape closes; the live region speaks.
import { dialog, hand, chevaliersSeatsLink, waitForDecision, decisionState } from './_chevaliers.mjs';
import { openWithPace } from './_camelot.mjs';

export const name = 'chevaliers: keyboard only, one whole turn, names, reasons, dialog, live region';
export const timeout = 240_000;

function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { tag: 'BODY' };
    return {
      tag: e.tagName,
      name: (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      disabled: Boolean(e.disabled) || e.getAttribute("aria-disabled") === "true",
      inHand: Boolean(e.closest('.chv-hand')),
      inPanel: Boolean(e.closest('.chv-decide')),
      inDialog: Boolean(e.closest('[role="dialog"]')),
    };
  });
}

async function tabTo(page, want, what, { max = 120 } = {}) {
  const now = await focused(page);
  if (want(now)) return now;
  const trail = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    trail.push(`${f.tag}:${f.name ?? ''}`.slice(0, 30));
    if (want(f)) return f;
  }
  throw new Error(`no ${what} within ${max} presses: ${trail.join(' | ')}`);
}

export async function run(t) {
  const seed = Number(process.env.E2E_CHEVALIERS_KEYS_SEED || 11);
  t.log(`seed ${seed}`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  await openWithPace(t, page, 'instant', `#g=${chevaliersSeatsLink(seed, ['human', 'easy', 'easy'])}`);
  await hand(page).waitFor();

  const seen = { evil: false, heroic: false, end: false };
  let escapeTested = false;
  for (let step = 0; step < 400 && !seen.end; step += 1) {
    const what = await waitForDecision(page);
    t.assert.notEqual(what, 'over', 'the game did not end before my turn');
    if (what === 'dialog') {
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      const title = (await dialog(page).getByRole('heading', { level: 2 }).innerText()).trim();
      if (!escapeTested) {
        escapeTested = true;
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        t.log(`Escape closed "${title}"`);
        // The focus went back to the card: Enter opens the dialog again.
        const f = await focused(page);
        t.assert.ok(f.inHand, `the focus is back on the card: ${JSON.stringify(f)}`);
        await page.keyboard.press('Enter');
        await dialog(page).waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      }
      const f = await focused(page);
      t.assert.ok(f.inDialog && f.tag === 'BUTTON', `the dialog holds the focus: ${JSON.stringify(f)}`);
      t.log(`${title} → ${f.name}`);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({ state: 'detached' });
      seen.heroic = true;
      continue;
    }
    const s = await decisionState(page);
    if (/^Heroic action/.test(s.title) && s.cards.length) {
      // The hand: Tab reaches one card (roving tab stop), arrows move among the playable ones.
      const first = await tabTo(page, (x) => x.inHand && x.tag === 'BUTTON', 'a card');
      t.assert.ok(!first.disabled, 'the tab stop is a playable card');
      t.assert.match(first.name, /^Play /, first.name);
      const reasons = await hand(page).locator('button[aria-disabled="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
      for (const r of reasons) t.assert.match(r, /\(CHV-\d+(\.\d+)?\)$/, r);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      const back = await focused(page);
      t.assert.equal(back.name, first.name, 'arrows come back to the same card');
      t.log(`Heroic action: ${first.name} (${reasons.length} refused cards, each naming its rule)`);
      await page.keyboard.press('Enter');
      if (!(await dialog(page).count())) seen.heroic = true;
      continue;
    }
    // Any other decision: its first button has the focus already.
    try {
      await page.waitForFunction(() => document.activeElement?.closest('.chv-decide'), null, { timeout: 10_000 });
    } catch (e) {
      // Say where the focus was, for the failure's report.
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      t.log(`"${s.title}": the focus is on ${where}; ${JSON.stringify(await decisionState(page))}`);
      throw e;
    }
    const f = await focused(page);
    t.assert.ok(f.inPanel && f.tag === 'BUTTON', `the decision panel holds the focus: ${JSON.stringify(f)}`);
    if (/^Progression of Evil/.test(s.title)) {
      seen.evil = true;
      // "Draw a Black card" is first; Tab moves along the choices, Shift+Tab back.
      t.assert.equal(f.name, s.choices[0]);
      t.log(`Evil: ${f.name} (choices: ${s.choices.join(' | ')})`);
    } else if (/^After the Heroic action/.test(s.title)) {
      const end = await tabTo(page, (x) => x.inPanel && x.name === 'End the turn', 'End the turn');
      t.log(`After: ${end.name}`);
      seen.end = seen.evil && seen.heroic;
    } else {
      t.log(`${s.title} → ${f.name}`);
    }
    await page.keyboard.press('Enter');
  }
  t.assert.ok(seen.evil && seen.heroic && seen.end, `one whole turn by keyboard: ${JSON.stringify(seen)}`);
  // The live region reads out what happens (polite).
  const said = await page.getByRole('log').locator('p').count();
  t.assert.ok(said > 0, 'the live region spoke');
  await page.locator('.cm-log-list li').filter({ hasText: /^Kay's turn|'s turn$/ }).first().waitFor({ state: 'attached' });
  await t.screenshotEachViewport(page, 'after-turn');
}
