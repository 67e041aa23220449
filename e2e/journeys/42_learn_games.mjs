// Learn to play (issue 29): every game's lesson but Le Roi's (journey 41) completed as a
// newcomer would, from the lobby's "Learn to play" link to "Play a real game", by clicking
// what the coach asks for: "Next", or the lit-up move. Each step's lit-up place must be on
// the page; one step of each lesson is photographed at every viewport. In one lesson a
// move off the lesson's path is played first and taken back. König Artus's is then
// completed again by keyboard only, in French, on a phone.

export const name = 'learn: each game\u2019s lesson completed by clicks, its places lit up, the lobby marks it done';
export const timeout = 600_000;

/** The lessons walked here: the game, the step photographed, the step where a stray move
 * is tried first (or 0). */
const LESSONS = [
  { game: 'tafelrunde', shot: 6, stray: 9 },
  { game: 'camelot', shot: 2, stray: 0 },
  { game: 'tournoi', shot: 5, stray: 0 },
  { game: 'chevaliers', shot: 5, stray: 0 },
];

/** Where each step's `look` is on the tables (src/ui/learn.rs, look_selector). */
const LOOK = {
  hand: '.learn :is(.hand, [data-hand])',
  trick: '.learn :is(.trick, .tf-trick, .tn-melee-cards)',
  contract: '.learn .banner',
  score: '.learn .sheet-panel',
  board: '.learn .tf-board',
  ladder: '.learn .tf-banner-trumps',
  choice: '.learn .cm-choice',
  turn: '.learn .cm-turnbar',
  opponents: '.learn .cm-opponents',
  display: '.learn .cm-seat.mine',
  tokens: '.learn .cm-seat.mine .cm-tokens',
  hero: '.learn .tn-seat.you .tn-hero',
  wounds: '.learn :is(.tn-last, .tn-pile)',
  health: '.learn .tn-seat.you .tn-health-row',
  loyalty: '.learn .chv-loyalty',
  decide: '.learn .chv-decide',
  war: '.learn .chv-q-picts',
  knights: '.learn .chv-knights',
  camelot: '.learn .chv-camelot',
};

/** What the coach shows now. */
function coachState(page) {
  return page.evaluate(() => {
    const count = document.querySelector('.coach__count')?.textContent ?? '';
    const [, n, total] = count.match(/(\d+)\D+(\d+)/) ?? [];
    const buttons = [...document.querySelectorAll('.coach button')].map((b) => b.textContent.trim());
    return {
      n: Number(n ?? 0),
      total: Number(total ?? 0),
      look: document.querySelector('.learn')?.getAttribute('data-look') ?? null,
      buttons,
      taught: Boolean(document.querySelector('.learn .advised:not([disabled]), [aria-modal="true"] .advised')),
      say: document.querySelector('.coach__say')?.textContent ?? '',
    };
  });
}

/** A legal move other than the taught one: another enabled card of the hand. */
async function strayMove(page) {
  const cards = page.locator('.learn :is(.hand, [data-hand]) button[class*="card-btn"]:not([disabled]):not(.advised)');
  return (await cards.count()) > 0 ? cards.first() : null;
}

async function walk(t, page, { game, shot, stray }) {
  let step = 0;
  let strayed = false;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) {
      await t.screenshot(page, `${game}-stuck`);
      t.assert.fail(`${game}: the lesson does not end in time (at step ${step}): ${JSON.stringify(await coachState(page))}`);
    }
    const s = await coachState(page);
    if (s.n !== step) {
      t.assert.ok(s.n > step, `${game}: steps go forward (${step} → ${s.n})`);
      step = s.n;
      // The step names a place of the table, and it is there.
      if (s.look) {
        t.assert.ok(LOOK[s.look], `${game}: step ${step} lights up a known place (${s.look})`);
        await page.locator(LOOK[s.look]).first().waitFor({ state: 'visible', timeout: 10_000 });
      }
      t.assert.ok(s.say.length > 20, `${game}: step ${step} says something`);
    }
    if (s.buttons.includes('Play a real game') && s.n === s.total) {
      return { ...s, strayed };
    }
    if (s.buttons.includes('Next')) {
      if (step === shot) await t.screenshotEachViewport(page, `${game}-step-${step}`);
      await page.locator('.coach').getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction((n) => !document.querySelector('.coach__count')?.textContent.includes(`${n} `), step, { timeout: 5_000 }).catch(() => {});
      continue;
    }
    if (s.taught) {
      if (step === stray && !strayed) {
        const other = await strayMove(page);
        if (!other) {
          const dump = await page.evaluate(() => [...document.querySelectorAll('.learn button[class*="card-btn"]')]
            .map((b) => `${b.getAttribute('aria-label')}|${b.className}|${b.disabled}|${b.getAttribute('aria-disabled')}`));
          await t.screenshot(page, `${game}-no-stray`);
          t.assert.fail(`${game}: step ${step} leaves no other legal card to try: ${dump.join('; ')}`);
        }
        await other.click();
        await page.locator('.coach').getByRole('button', { name: 'Take it back' }).waitFor();
        t.assert.match((await coachState(page)).say, /not the lesson.s move/);
        await page.locator('.coach').getByRole('button', { name: 'Take it back' }).click();
        strayed = true;
        await page.locator('.learn .advised:not([disabled])').first().waitFor({ timeout: 30_000 });
        t.assert.equal((await coachState(page)).n, step, `${game}: back at the same step`);
        continue;
      }
      if (step === shot) await t.screenshotEachViewport(page, `${game}-step-${step}`);
      // The lit-up move; a card that opens a dialog (a target, a value) has its lit-up
      // answer there.
      const dialog = page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
      if (!(await dialog.count())) {
        await page.locator('.learn .advised:not([disabled])').first().click();
        await page.waitForTimeout(200);
      }
      if (await dialog.count()) {
        await dialog.locator('.advised').first().click();
      }
      await page.waitForTimeout(100);
      continue;
    }
    await page.waitForTimeout(150);
  }
}

/** What has the focus: whether it is the coach's button for the step, or the lit-up move. */
function focusState(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    return {
      name: (e?.getAttribute('aria-label') ?? e?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      coach: Boolean(e?.matches('.coach [data-coach-focus]')),
      taught: Boolean(e?.matches('.advised')),
    };
  });
}

/** The lesson of `game` by keyboard only: at every step the focus is already on what the
 * step asks for (its "Next"/"Suivant", the lit-up move, or in a dialog the lit-up answer),
 * and Enter goes on. */
async function walkByKeyboard(t, page, game) {
  let step = 0;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) {
      await t.screenshot(page, `${game}-keyboard-stuck`);
      t.assert.fail(`${game}: the keyboard lesson does not end in time (at step ${step}): ${JSON.stringify(await focusState(page))}`);
    }
    const s = await coachState(page);
    step = s.n;
    if (s.n === s.total && s.n > 0) {
      // The last step: the focus is on "Jouer une vraie partie".
      let f = await focusState(page);
      for (let i = 0; i < 40 && !f.coach; i += 1) {
        await page.waitForTimeout(100);
        f = await focusState(page);
      }
      t.assert.equal(f.name, 'Jouer une vraie partie', `${game}: the last step's focus`);
      return;
    }
    const asks = s.buttons.includes('Suivant') || s.taught;
    if (!asks) {
      await page.waitForTimeout(150);
      continue;
    }
    let f = await focusState(page);
    for (let i = 0; i < 40 && !(f.coach || f.taught); i += 1) {
      await page.waitForTimeout(100);
      f = await focusState(page);
    }
    t.assert.ok(f.coach || f.taught, `${game}: step ${step}: the focus is on what it asks for (${f.name})`);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(250);
  }
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await page.evaluate(() => localStorage.setItem('table-ronde.pace', 'fast'));
  // LEARN_ONLY=camelot,tournoi walks only those (while working on a lesson).
  const only = process.env.LEARN_ONLY?.split(',');
  for (const lesson of LESSONS.filter((l) => !only || only.includes(l.game))) {
    await page.goto('about:blank');
    await page.goto(t.baseUrl);
    await t.waitForApp(page);
    await page.locator(`[data-game="${lesson.game}"]`).getByRole('link', { name: 'Learn to play' }).click();
    await page.locator('.coach').waitFor({ timeout: 30_000 });
    const end = await walk(t, page, lesson);
    t.assert.ok(end.total >= 8, `${lesson.game}: a lesson of ${end.total} steps`);
    t.assert.equal(end.strayed, Boolean(lesson.stray), `${lesson.game}: the stray move was tried and taken back`);
    await t.screenshotEachViewport(page, `${lesson.game}-end`);
    // "Play a real game" opens a fresh deal of the same game, with no coach.
    await page.locator('.coach').getByRole('button', { name: 'Play a real game' }).click();
    await page.waitForURL(new RegExp(`#/play/${lesson.game}$`));
    await page.waitForFunction(() => !document.querySelector('.coach'));
    // The lobby marks the lesson done.
    await page.goto(`${t.baseUrl}#/`);
    await page.locator(`[data-game="${lesson.game}"]`).getByRole('link', { name: 'Learn to play (lesson done)' }).waitFor();
  }

  // König Artus's lesson by keyboard only, in French, on a phone (its sword dialog
  // included): Le Roi's is journey 41's.
  if (!only || only.includes('tafelrunde')) {
    const kb = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: t.baseUrl });
    await t.waitForApp(kb);
    await kb.evaluate(() => localStorage.setItem('table-ronde.pace', 'instant'));
    await kb.goto('about:blank');
    await kb.goto(`${t.baseUrl}#/learn/tafelrunde`);
    await kb.locator('.coach').waitFor({ timeout: 30_000 });
    await walkByKeyboard(t, kb, 'tafelrunde');
    await kb.keyboard.press('Enter');
    await kb.waitForURL(/#\/play\/tafelrunde$/);
  }
}
