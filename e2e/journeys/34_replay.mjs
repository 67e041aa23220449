// The replay viewer (issue 14): a whole game of the Tournoi between two Random computers
// plays itself at pace "Immédiat"; the end panel's "Revoir la partie" opens `#r=<link>`
// (the saved game stays as it was). The viewer steps by keyboard (→, ←, Fin, Début) and by
// its buttons, each step read out in the polite live region ("Coup 1 / N. …"); the seat
// picker changes whose hand is shown; Hard's analysis of that seat's moves runs in the
// worker with a named progress bar and a Stop button (the page keeps answering); analysed
// one at a time, the seat's moves give Hard's move and the estimated loss in points out of
// 100. Screenshots in light and dark, at 1280 and 360 px.
import { gameOverHeading, tournoiSeatsLink } from './_tournoi.mjs';
import { openWithPace } from './_camelot.mjs';
import { savedLink, setTheme } from './_roi.mjs';

export const name = 'replay: end panel → move by move by keys and buttons, seat picker, Hard’s analysis';
export const timeout = 900_000;

const SEED = 34;

function counter(page) {
  return page.locator('.replay-step');
}

function live(page) {
  return page.locator('.replay > [aria-live="polite"]');
}

async function expectStep(t, page, k, total) {
  await page.waitForFunction(
    ([k, total]) => document.querySelector('.replay-step')?.textContent === `Coup ${k} / ${total}`,
    [k, total],
  );
  if (k > 0) {
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.replay > [aria-live="polite"] p')]
        .some((p) => p.textContent.startsWith(want)),
      `Coup ${k} / ${total}.`,
    );
  }
  t.assert.equal(await counter(page).textContent(), `Coup ${k} / ${total}`);
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', colorScheme: 'light', locale: 'fr-FR' });
  await openWithPace(t, page, 'instant', `#g=${tournoiSeatsLink(SEED, ['random', 'random'])}`);
  await gameOverHeading(page).waitFor({ timeout: 300_000 });
  const saved = await savedLink(page);

  // The end panel's button opens the viewer on the game's link.
  await page.getByRole('button', { name: 'Revoir la partie' }).click();
  await page.getByRole('heading', { level: 1, name: /^Revoir la partie — / }).waitFor();
  t.assert.ok(page.url().includes('#r='), page.url());
  t.assert.equal(decodeURIComponent(page.url().split('#r=')[1]), saved, 'the replay is of the finished game');
  const total = Number((await counter(page).textContent()).match(/\/ (\d+)$/)[1]);
  t.assert.ok(total > 10, `a whole game: ${total} moves`);
  await expectStep(t, page, 0, total);
  t.assert.equal(await page.getByRole('button', { name: 'Coup précédent' }).getAttribute('aria-disabled'), 'true');

  // Keyboard: the heading has the focus; → and ← step, End and Home jump.
  await page.keyboard.press('ArrowRight');
  await expectStep(t, page, 1, total);
  await page.keyboard.press('ArrowRight');
  await expectStep(t, page, 2, total);
  await page.keyboard.press('ArrowLeft');
  await expectStep(t, page, 1, total);
  const said = await live(page).innerText();
  t.assert.match(said, /Coup 1 \/ \d+\. \S/, `the move is read out: ${said}`);
  await page.keyboard.press('End');
  await expectStep(t, page, total, total);
  await gameOverHeading(page).waitFor();
  t.assert.equal(await page.getByRole('button', { name: 'Nouvelle partie' }).count(), 0, 'no new game from a replay');
  await page.keyboard.press('Home');
  await expectStep(t, page, 0, total);

  // Buttons keep the focus where it is.
  const next = page.getByRole('button', { name: 'Coup suivant' });
  await next.click();
  await next.click();
  await next.click();
  await expectStep(t, page, 3, total);
  t.assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '▶ Coup suivant');
  await page.getByRole('button', { name: 'Coup précédent' }).click();
  await expectStep(t, page, 2, total);
  await page.getByRole('button', { name: 'Fin' }).click();
  await expectStep(t, page, total, total);
  await page.getByRole('button', { name: 'Début' }).click();
  await expectStep(t, page, 0, total);

  // The seat picker: the second knight's view, said in the live region.
  const picker = page.getByRole('combobox', { name: 'Vu par' });
  const names = await picker.locator('option').allTextContents();
  t.assert.equal(names.length, 2);
  await picker.selectOption('1');
  await page.waitForFunction(
    (who) => document.querySelector('.replay > [aria-live="polite"]')?.textContent.includes(`Vu par ${who}.`),
    names[1],
  );
  await next.click();
  await next.click();
  await expectStep(t, page, 2, total);

  // Hard's analysis of that seat's moves, in the worker, with a progress bar and Stop.
  const analyse = page.getByRole('button', { name: `Analyser les coups de ${names[1]}` });
  await analyse.click();
  const bar = page.getByRole('progressbar', { name: 'Progression de l’analyse' });
  await bar.waitFor();
  // The page answers while the worker searches.
  await next.click();
  await expectStep(t, page, 3, total);
  await t.screenshotEachViewport(page, 'analysing');
  await page.getByRole('button', { name: 'Arrêter l’analyse' }).click();
  await page.getByText('Analyse arrêtée.', { exact: true }).first().waitFor();
  t.assert.equal(await bar.count(), 0, 'stopped: no progress bar');

  // Move by move: the seat's next moves, one analysis each, until Hard would have played
  // otherwise; its move and the loss are shown (and the finished analysis read out).
  const verdict = page.locator('.replay-verdict');
  const thisMove = page.getByRole('button', { name: 'Analyser ce coup' });
  let found = null;
  for (let k = 4; k < 64 && k <= total && !found; k += 1) {
    // (The analysis buttons go away while it runs: the step button keeps the focus.)
    await next.click();
    await expectStep(t, page, k, total);
    if (!(await thisMove.count())) continue;
    t.assert.equal(await verdict.textContent(), 'Ce coup n’est pas encore analysé.');
    const started = Date.now();
    await thisMove.click();
    await page.waitForFunction(
      () => !['Ce coup n’est pas encore analysé.', undefined].includes(document.querySelector('.replay-verdict')?.textContent),
      null, { timeout: 120_000 },
    );
    const v = await verdict.textContent();
    t.log(`${await counter(page).textContent()}: ${v} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    t.assert.match(v, /^Difficile aurait joué le même coup\.$|^Difficile \S.* — perte estimée : \d+,\d points sur 100$|; Difficile n’a même pas envisagé le coup joué\.$/);
    try {
      await page.waitForFunction(() => document.querySelector('.replay > [aria-live="polite"]')?.textContent.includes('Coup analysé.'));
    } catch (e) {
      t.log(`live region: ${await page.evaluate(() => [...document.querySelectorAll('[aria-live="polite"]')].map((r) => `${r.parentElement?.className}: ${r.textContent}`).join(' | '))}`);
      throw e;
    }
    if (/perte estimée/.test(v)) found = v;
  }
  t.assert.ok(found, 'a Random knight misses one of Hard’s moves');
  t.assert.ok(await page.locator('.replay-moves button').count() > 0, 'the analysed moves are listed');
  await t.screenshotEachViewport(page, 'verdict-light', { fullPage: true });
  await setTheme(page, 'dark');
  await t.screenshotEachViewport(page, 'verdict-dark', { fullPage: true });

  // The saved game was not touched.
  t.assert.equal(await savedLink(page), saved, 'the saved game is the same');

  // (The history's "Coup par coup" link is checked by journey 32: a game between two
  // computers is nobody's history.)
}
