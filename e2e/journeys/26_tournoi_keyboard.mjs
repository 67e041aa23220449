// Keyboard only, in English: a Tournoi game against two Easy computers (share link, pace
// "Instant"), played with Tab, arrows, Enter and Escape until a melee I played in is over.
// Card buttons are named "Play Sorcery 13" (or "Discard (dishonor) …"); refused cards are
// skipped by the arrows and say why, naming the rule; a decision dialog takes the focus,
// Escape closes it and "Decide…" opens it again; the live region reads out the melee's end.
import { dialog, hand, tournoiSeatsLink, waitForDecision } from './_tournoi.mjs';
import { openWithPace } from './_camelot.mjs';

export const name = 'tournoi: keyboard only, one melee, names, reasons, dialogs, live region';
export const timeout = 180_000;

function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { tag: 'BODY' };
    return {
      tag: e.tagName,
      name: (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      disabled: Boolean(e.disabled) || e.getAttribute("aria-disabled") === "true",
      inHand: Boolean(e.closest('.tn-hand')),
      inDialog: Boolean(e.closest('[role="dialog"]')),
    };
  });
}

async function tabTo(page, want, what, { max = 80 } = {}) {
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
  const seed = Number(process.env.E2E_TOURNOI_KEYS_SEED || 11);
  t.log(`seed ${seed}`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  await openWithPace(t, page, 'instant', `#g=${tournoiSeatsLink(seed, ['human', 'easy', 'easy'])}`);
  await hand(page).waitFor();

  let cardsPlayed = 0;
  let escapeTested = false;
  let melee = null;
  for (let step = 0; step < 300; step += 1) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'reopen') {
      const f = await focused(page);
      t.assert.match(f.name, /^Decide…$/, `the focus waits on Decide…: ${JSON.stringify(f)}`);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      continue;
    }
    if (what === 'dialog') {
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      const title = (await dialog(page).getByRole('heading', { level: 2 }).innerText()).trim();
      if (!escapeTested) {
        escapeTested = true;
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        t.log(`Escape closed "${title}"`);
        continue;
      }
      // A naming dialog: Tab to its Play button; otherwise the first choice.
      const f = await tabTo(page, (x) => x.inDialog && x.tag === 'BUTTON' && /^(Play|Take|Draw|Pass|Give|Remove)/.test(x.name) && !x.disabled, 'a choice');
      t.log(`${title} → ${f.name}`);
      await page.keyboard.press('Enter');
      continue;
    }
    // The hand: Tab reaches one card (roving tab stop), arrows move among the playable ones.
    const first = await tabTo(page, (x) => x.inHand && x.tag === 'BUTTON', 'a card');
    t.assert.ok(!first.disabled, 'the tab stop is a playable card');
    t.assert.match(first.name, /^(Play |Discard)/, first.name);
    const reasons = await hand(page).locator('button[aria-disabled="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    for (const r of reasons) t.assert.match(r, /\(TRN-\d+\.\d+\)$/, r);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    const back = await focused(page);
    t.assert.equal(back.name, first.name, 'arrows come back to the same card');
    if (melee === null) {
      melee = await page.locator('.tn-banner').innerText();
    }
    await page.keyboard.press('Enter');
    cardsPlayed += 1;
    t.log(`played ${first.name}`);
    // Once a melee I played in has ended, stop.
    const ended = await page.locator('.cm-log-list li').filter({ hasText: /^Melee \d+: / }).count();
    if (cardsPlayed >= 2 && ended > 0) break;
  }
  t.assert.ok(cardsPlayed >= 1, 'cards were played by keyboard');
  await page.locator('.cm-log-list li').filter({ hasText: /^Melee \d+: / }).first().waitFor({ state: 'attached', timeout: 20_000 });
  // The live region reads out what happens (polite).
  const said = await page.getByRole('log').locator('p').count();
  t.assert.ok(said > 0, 'the live region spoke');
  await t.screenshotEachViewport(page, 'after-melee');
}
