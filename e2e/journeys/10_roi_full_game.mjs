// A whole game of Le Roi against three computers, in French, by clicking cards: lobby → pace
// "Immédiat" → new game → every one of the ten contracts → "Partie terminée". The score
// sheet then holds every round, each contract hands out its fixed number of points, and the
// totals add up to −60 (ROI-6: −26 −26 −48 −40 −160 −20 + 4 × 65). On the way, refused cards
// are disabled and say why, naming the rule.
import {
  both, cardButtons, gameOverHeading, hand, lobbyHeading, parsePoints, playableCards, playCard, scoreSheet, setPace,
  startRoiFromLobby, tool,
} from './_roi.mjs';

export const name = 'roi: full game against three computers, sheet totals −60';
export const timeout = 180_000;

// Points handed out by each contract in a round, all seats together (ROI-6).
const ROUND_SUMS = [-26, -26, -48, -40, -160, -20, 65, 65, 65, 65];

export async function run(t) {
  const started = Date.now();
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR', url: t.baseUrl });
  await t.waitForApp(page);
  t.assert.equal(await page.getByRole('button', { name: 'Français', includeHidden: true }).getAttribute('aria-pressed'), 'true',
    'a fr-FR browser gets French on a first visit');

  await setPace(page, 'instant');
  t.assert.equal(await page.evaluate(() => localStorage.getItem('table-ronde.pace')), 'instant');
  // A random deal each run (the page's own), logged so that a failure can be replayed:
  // E2E_ROI_DEAL=<number> node e2e/run.mjs full_game
  const deal = await startRoiFromLobby(page, { seed: process.env.E2E_ROI_DEAL || undefined });
  t.log(`deal number ${deal}`);
  t.assert.equal(await cardButtons(page).count(), 13, 'a hand of thirteen cards');
  await t.screenshotEachViewport(page, 'start');

  const done = gameOverHeading(page);
  const next = playableCards(page).first().or(done).first();
  let plays = 0;
  let refusedSeen = 0; // disabled cards checked while it was my turn (so: a rule refuses them)
  let screenshotOfRefusal = false;
  for (;;) {
    await next.waitFor();
    if (await done.isVisible()) break;
    // One look at the whole hand: which cards are refused, and why.
    const cards = await cardButtons(page).evaluateAll((els) => els.map((e) => ({
      name: e.getAttribute('aria-label'),
      disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
      title: e.getAttribute('title'),
      described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    })));
    const refused = cards.filter((c) => c.disabled);
    for (const c of refused) {
      t.assert.ok(c.title, `${c.name} is disabled without a title`);
      t.assert.equal(c.described, c.title, `${c.name}: the description repeats the reason`);
      // Everything refused on my own turn is refused by a rule, which the reason names.
      t.assert.match(c.title, /\(règle ROI-\d+\.\d+\)$/, `${c.name}: ${c.title}`);
    }
    refusedSeen += refused.length;
    if (refused.length && !screenshotOfRefusal) {
      screenshotOfRefusal = true;
      // The reason is also written under the status line (phones have no tooltips).
      await page.getByRole('main').getByRole('paragraph').filter({ hasText: refused[0].title }).waitFor();
      await t.screenshotEachViewport(page, 'refused-cards');
    }
    const choice = cards.find((c) => !c.disabled);
    await playCard(page, choice.name);
    plays += 1;
  }
  t.log(`${plays} cards played by hand in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
    `${refusedSeen} refused cards checked`);
  t.assert.equal(plays, 130, 'thirteen cards in each of ten contracts');
  t.assert.ok(refusedSeen > 0, 'some cards were refused at some point');
  t.assert.equal(await hand(page).count(), 0, 'no hand once the game is over');
  // The end panel takes the focus, so a screen reader reads the verdict.
  await page.waitForFunction((h) => h === document.activeElement, await done.elementHandle(),
    { timeout: 5_000 }).catch(async () => {
    const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    throw new Error(`focus should be on "Partie terminée", is on ${active}`);
  });

  await checkSheet(t, page);
  await t.screenshotEachViewport(page, 'game-over');

  // On a phone the sheet is a drawer behind the toolbar button; it reads the same.
  await page.setViewportSize(t.viewports.phone);
  const sheetButton = tool(page, 'Feuille de marque', 'Score sheet');
  await sheetButton.click();
  t.assert.equal(await sheetButton.getAttribute('aria-expanded'), 'true');
  await scoreSheet(page).waitFor();
  await checkSheet(t, page);
  await t.screenshot(page, 'sheet-drawer');
  await page.getByRole('button', { name: both('Fermer', 'Close') }).click();
  await scoreSheet(page).waitFor({ state: 'hidden' });

  // A finished game is in history, no longer in progress: the lobby offers nothing to
  // resume (issue 28).
  await tool(page, 'Accueil', 'Lobby').click();
  await lobbyHeading(page).waitFor();
  t.assert.equal(await page.locator('.resume').count(), 0, 'a finished game is not offered to resume');
  t.log(`whole journey ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Every round filled in, the right points per contract, running totals and Total agree. */
async function checkSheet(t, page) {
  const sheet = scoreSheet(page);
  const rows = sheet.getByRole('row');
  t.assert.equal(await rows.count(), 12, 'header, ten contracts, total');
  const running = [0, 0, 0, 0];
  for (let i = 0; i < 10; i += 1) {
    const cells = await rows.nth(i + 1).getByRole('cell').allInnerTexts();
    t.assert.equal(cells.length, 4, `round ${i + 1}: four players`);
    let sum = 0;
    cells.forEach((text, seat) => {
      // "−4 (−12)": the round's points, then the running total.
      const m = text.trim().match(/^(\S+)\s*\((\S+)\)$/);
      t.assert.ok(m, `round ${i + 1}, seat ${seat + 1}: ${JSON.stringify(text)}`);
      const [points, total] = [parsePoints(m[1]), parsePoints(m[2])];
      running[seat] += points;
      t.assert.equal(total, running[seat], `round ${i + 1}, seat ${seat + 1}: running total`);
      sum += points;
    });
    t.assert.equal(sum, ROUND_SUMS[i], `round ${i + 1} hands out ${ROUND_SUMS[i]} points`);
  }
  const totalRow = sheet.getByRole('row', { name: /^Total\b/ });
  const totals = (await totalRow.getByRole('cell').allInnerTexts()).map(parsePoints);
  t.assert.deepEqual(totals, running, 'the Total row is the sum of the rounds');
  t.assert.equal(totals.reduce((a, b) => a + b, 0), -60, `totals ${totals.join(', ')} add up to −60`);
}
