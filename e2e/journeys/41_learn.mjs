// Learn to play (issue 29): Le Roi's lesson as a newcomer meets it, from the lobby's "Learn
// to play" link to "Play a real game", by clicking (with one move off the lesson's path,
// taken back), then once more by keyboard only; afterwards the lobby marks the lesson done.
import { cardButtons, playableCards } from './_roi.mjs';

export const name = 'learn: Le Roi\u2019s lesson by clicks and by keyboard, a stray move taken back, the lobby marks it done';
export const timeout = 300_000;

/** The coach's step number ("Step 3 of 9"). */
async function stepNo(page) {
  const text = await page.locator('.coach__count').textContent();
  return Number(text.match(/(\d+)/)[1]);
}

/** Waits until the coach shows step `n` (a fast-forward may take a while). */
async function waitStep(page, n, timeout = 120_000) {
  await page.waitForFunction((n) => {
    const e = document.querySelector('.coach__count');
    return e && Number((e.textContent.match(/(\d+)/) ?? [])[1]) === n;
  }, n, { timeout });
}

/** The card the step teaches: the hand's lit-up card, once it is the person's turn. */
function taught(page) {
  return page.locator('.hand .card-btn.advised:not([disabled])');
}

/** What has the focus: its tag, its name and whether it is the taught card. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    return {
      tag: e?.tagName ?? '',
      name: (e?.getAttribute('aria-label') ?? e?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      taught: Boolean(e?.matches('.card-btn.advised')),
      coach: Boolean(e?.matches('.coach [data-coach-focus]')),
    };
  });
}

async function lookIs(t, page, place) {
  t.assert.equal(await page.locator('.learn').getAttribute('data-look'), place, `the coach lights up the ${place}`);
}

export async function run(t) {
  // By clicking, at the Normal pace, in English.
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await page.locator('[data-game="roi"]').getByRole('link', { name: 'Learn to play' }).click();
  await page.locator('.coach').waitFor();
  t.assert.equal(await stepNo(page), 1);
  t.assert.match(await page.locator('.coach__say').textContent(), /Welcome to Le Roi/);
  await lookIs(t, page, 'hand');
  t.assert.equal(await page.locator('.coach .rule-link').getAttribute('href'), '#/rules/roi/ROI-3.11');
  // The words are in a polite live region.
  t.assert.equal(await page.locator('.coach__say').getAttribute('aria-live'), 'polite');
  await t.screenshotEachViewport(page, 'step-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await waitStep(page, 2);
  await lookIs(t, page, 'contract');
  await page.getByRole('button', { name: 'Next' }).click();
  await waitStep(page, 3);
  await lookIs(t, page, 'trick');

  // The move the step teaches is lit up; another legal card is a stray move, taken back.
  await taught(page).waitFor({ timeout: 30_000 });
  const want = await taught(page).getAttribute('aria-label');
  const others = await playableCards(page).evaluateAll((els, want) =>
    els.map((e) => e.getAttribute('aria-label')).filter((n) => n !== want), want);
  t.assert.ok(others.length > 0, 'the lesson deal leaves another card to follow with');
  await page.getByRole('button', { name: others[0], exact: true }).click();
  await page.getByRole('button', { name: 'Take it back' }).waitFor();
  t.assert.match(await page.locator('.coach__say').textContent(), /not the lesson.s move/);
  await t.screenshotEachViewport(page, 'stray');
  await page.getByRole('button', { name: 'Take it back' }).click();
  await taught(page).waitFor({ timeout: 30_000 });
  t.assert.equal(await taught(page).getAttribute('aria-label'), want, 'back to the same position');
  t.assert.equal(await stepNo(page), 3);
  await taught(page).click();

  // The coach plays the rest of the six penalty deals; then the score sheet, the trumps.
  await waitStep(page, 5, 180_000);
  await lookIs(t, page, 'score');
  await t.screenshotEachViewport(page, 'score-sheet');
  await page.getByRole('button', { name: 'Next' }).click();
  await waitStep(page, 6);
  t.assert.match(await page.locator('.coach__say').textContent(), /clubs are trumps/);
  await page.getByRole('button', { name: 'Next' }).click();
  await waitStep(page, 8, 120_000);
  await taught(page).waitFor({ timeout: 30_000 });
  t.assert.match(await taught(page).getAttribute('aria-label'), /of clubs$/, 'the lesson trumps with a club');
  await t.screenshotEachViewport(page, 'trump');
  await taught(page).click();
  await waitStep(page, 9);
  const real = page.getByRole('button', { name: 'Play a real game' });
  await real.waitFor();
  await t.screenshotEachViewport(page, 'end');

  // The lobby marks the lesson done; "Play a real game" opens a fresh deal at the table.
  await page.goto(`${t.baseUrl}#/`);
  await page.locator('[data-game="roi"]').getByRole('link', { name: 'Learn to play (lesson done)' }).waitFor();
  await page.goto(`${t.baseUrl}#/learn/roi`);
  await page.locator('.coach').waitFor();
  t.assert.equal(await stepNo(page), 1, 'a lesson opened again starts at its first step');

  // By keyboard only, in French, at the Instant pace: the focus goes to what each step asks.
  const kb = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: t.baseUrl });
  await t.waitForApp(kb);
  await kb.evaluate(() => localStorage.setItem('table-ronde.pace', 'instant'));
  await kb.goto(`${t.baseUrl}#/learn/roi`);
  await kb.locator('.coach').waitFor();
  // Steps 4 and 7 are the coach's fast-forwards: nothing to press.
  for (const step of [1, 2, 3, 5, 6, 8, 9]) {
    await waitStep(kb, step, 180_000);
    const move = step === 3 || step === 8;
    if (move) await taught(kb).waitFor({ timeout: 30_000 });
    let f = await focused(kb);
    for (let i = 0; i < 40 && !(move ? f.taught : f.coach); i += 1) {
      await kb.waitForTimeout(100);
      f = await focused(kb);
    }
    t.assert.ok(move ? f.taught : f.coach, `step ${step}: the focus is on what it asks for (${f.tag} ${f.name})`);
    if (step === 9) {
      t.assert.equal(f.name, 'Jouer une vraie partie');
      await kb.keyboard.press('Enter');
      break;
    }
    t.assert.ok(move || f.name === 'Suivant', `step ${step}: ${f.name}`);
    if (step === 8) await t.screenshotEachViewport(kb, 'trump-fr');
    await kb.keyboard.press('Enter');
  }
  // A real game: the table of a fresh deal, thirteen cards in hand.
  await kb.waitForURL(/#\/play\/roi$/);
  await cardButtons(kb).nth(12).waitFor();
  t.assert.equal(await kb.locator('.coach').count(), 0, 'no coach at a real game');
}
