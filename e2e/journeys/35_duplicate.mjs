// Duplicate challenge: a whole game of Le Roi played to the end in one browser, its
// "Challenge a friend to this deal" link opened in a SECOND browser context (fresh storage,
// as a friend would): the same first hand in the same seat, a banner naming the result to
// beat (not the challenger's cards), the game played to the end, then both totals side by
// side and who did better, announced in a polite live region; the comparison survives a
// reload and reads in French. Damaged challenges say what is wrong. Screenshots: light and
// dark, desktop and 360 px.
import { both, chooseLang, savedGames, cardButtons, gameOverHeading, parsePoints, playableCards, playCard, setPace,
  startRoiFromLobby, waitForSettledTurn } from './_roi.mjs';
import { openWithPace } from './_camelot.mjs';

export const name = 'duplicate: a finished game as a challenge, the same deal in a fresh browser, both totals side by side';
export const timeout = 900_000;

const SEED = 20_261_126;

/** "−12 points" as the app prints a Roi total (U+2212 for minus). */
function points(total) {
  const n = total < 0 ? `\u2212${-total}` : String(total);
  return Math.abs(total) <= 1 ? `${n} point` : `${n} points`;
}

async function handNames(page) {
  return cardButtons(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** Plays the first (or, `last`, the last) playable card until the game is over; returns
 * the cards played. */
async function playToEnd(page, { last = false } = {}) {
  const done = gameOverHeading(page);
  const next = playableCards(page).first().or(done).first();
  let plays = 0;
  for (;;) {
    await next.waitFor({ timeout: 60_000 });
    if (await done.isVisible()) return plays;
    const cards = playableCards(page);
    const card = await (last ? cards.last() : cards.first()).getAttribute('aria-label');
    await playCard(page, card);
    plays += 1;
  }
}

/** The player's final total on the end panel's standings ("You" / "Vous"). */
async function myTotal(page) {
  const rows = await page.locator('.standings li').evaluateAll((els) => els.map((e) => ({
    name: e.querySelector('.st-name')?.textContent.trim(),
    total: e.querySelector('.st-total')?.textContent.trim(),
  })));
  const me = rows.find((r) => /^(Vous|You)$/.test(r.name));
  if (!me) throw new Error(`no "You" among ${JSON.stringify(rows)}`);
  return parsePoints(me.total);
}

export async function run(t) {
  const started = Date.now();
  // 1. The challenger plays a whole game.
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await startRoiFromLobby(page, { seed: SEED });
  await waitForSettledTurn(page);
  const firstHand = await handNames(page);
  t.assert.equal(firstHand.length, 13);
  t.assert.equal(await page.locator('.dup-banner').count(), 0, 'no banner outside a challenge');
  t.assert.equal(await playToEnd(page), 130);
  const theirs = await myTotal(page);
  t.assert.equal(await page.getByRole('region', { name: 'Comparison with the challenge' }).count(), 0,
    'nothing to compare in a game that is not a challenge');
  t.log(`challenger: ${theirs} points (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // 2. The challenge link, from the end screen's dialog.
  const offer = page.getByRole('button', { name: 'Challenge a friend to this deal' });
  await offer.click();
  const dialog = page.getByRole('dialog', { name: 'Challenge a friend to this deal' });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: 'Challenge link' });
  await page.waitForFunction(() => document.activeElement?.id === 'dup-url');
  const url = await field.inputValue();
  t.assert.ok(url.startsWith(`${t.baseUrl}#c=`), url);
  t.assert.match(url, /#c=[A-Za-z0-9_-]+\.0$/, 'the link, then the challenger\'s seat');
  await t.screenshotEachViewport(page, 'dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const text = url.slice(url.indexOf('#c=') + 3);
  const linkOnly = text.slice(0, text.lastIndexOf('.'));

  // 3. Damaged challenges say what is wrong, in a browser of their own.
  const bad = await t.newPage({ viewport: 'phone', locale: 'en-GB', url: `${t.baseUrl}#c=${linkOnly}` });
  await t.waitForApp(bad);
  await bad.getByRole('heading', { level: 1, name: 'This challenge does not open' }).waitFor();
  await bad.getByRole('alert').filter({ hasText: 'does not say which seat to play' }).waitFor();
  await bad.evaluate((h) => { location.hash = h; }, `#c=${linkOnly}.1`);
  await bad.getByRole('alert').filter({ hasText: 'seat is a computer' }).waitFor();
  await bad.evaluate((h) => { location.hash = h; }, `#c=${linkOnly.slice(0, 40)}.0`);
  await bad.getByRole('alert').filter({ hasText: /link/ }).waitFor();
  t.assert.deepEqual(await savedGames(bad), {}, 'a bad challenge saves nothing');

  // 4. The friend: a second browser context, fresh storage, a phone in the dark.
  const friend = await t.newPage({ viewport: 'phone', locale: 'en-GB', colorScheme: 'dark' });
  await openWithPace(t, friend, 'instant', `#c=${text}`);
  await waitForSettledTurn(friend);
  t.assert.deepEqual(await handNames(friend), firstHand, 'the same hand in the same seat');
  const banner = friend.locator('.dup-banner');
  await banner.waitFor();
  t.assert.equal((await banner.innerText()).replace(/\s+/g, ' ').replace(/^⚔ ?/, '').trim(),
    `Challenge: match or beat “${points(theirs)}” on this deal`);
  const save = async () => (await savedGames(friend)).roi;
  t.assert.equal((await save()).challenge, text, 'the save keeps the challenge');
  t.assert.equal(await friend.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
  await t.screenshotEachViewport(friend, 'banner-dark');
  await friend.emulateMedia({ colorScheme: 'light' });
  await t.screenshot(friend, 'banner-light');
  await friend.emulateMedia({ colorScheme: 'dark' });

  // The banner stays through a reload.
  await friend.reload();
  await waitForSettledTurn(friend);
  await banner.waitFor();
  t.assert.deepEqual(await handNames(friend), firstHand);

  // The friend plays otherwise (the last playable card): the results may differ.
  t.assert.equal(await playToEnd(friend, { last: true }), 130);
  const mine = await myTotal(friend);
  t.log(`friend: ${mine} points`);
  t.assert.equal(await banner.count(), 0, 'the banner gives way to the comparison');

  // 5. Both totals side by side, and who did better (Le Roi: the higher total).
  const verdict = mine > theirs ? 'You did better than the challenge!'
    : mine === theirs ? 'A tie: you did as well as the challenge.'
      : 'The challenge stands: your friend did better.';
  const checkComparison = async (lang) => {
    const region = friend.getByRole('region', {
      name: lang === 'fr' ? 'Comparaison avec le défi' : 'Comparison with the challenge',
    });
    await region.waitFor();
    const sides = await region.locator('.dup-side').evaluateAll((els) => els.map((e) => ({
      who: e.querySelector('.dup-who').textContent.trim(),
      score: e.querySelector('.dup-score').textContent.trim(),
      box: e.getBoundingClientRect().toJSON(),
    })));
    t.assert.deepEqual(sides.map((s) => [s.who, s.score]), lang === 'fr'
      ? [['Le défi', points(theirs)], ['Vous', points(mine)]]
      : [['The challenge', points(theirs)], ['You', points(mine)]]);
    t.assert.ok(Math.abs(sides[0].box.y - sides[1].box.y) < 2 && sides[0].box.x < sides[1].box.x,
      `side by side: ${JSON.stringify(sides.map((s) => s.box))}`);
    t.assert.ok(sides[1].box.x + sides[1].box.width <= (friend.viewportSize().width), 'within the screen');
    return region;
  };
  const region = await checkComparison('en');
  const status = region.getByRole('status');
  await friend.waitForFunction((v) => document.querySelector('.dup-verdict')?.textContent.startsWith(v),
    verdict);
  t.assert.equal(await status.getAttribute('aria-live'), 'polite');
  // The verdict on screen; both results too for a screen reader (visually hidden, the
  // two sides above show them).
  t.assert.equal((await status.textContent()).trim(),
    `${verdict} The challenge: ${points(theirs)}; you: ${points(mine)}.`);
  await t.screenshotEachViewport(friend, 'end-dark');
  await friend.emulateMedia({ colorScheme: 'light' });
  await t.screenshotEachViewport(friend, 'end-light');

  // 6. The comparison survives a reload, and reads in French.
  await friend.reload();
  await t.waitForApp(friend);
  await checkComparison('en');
  await chooseLang(friend, 'Français');
  const inFrench = await checkComparison('fr');
  // The live region is filled a moment after the panel appears (so that it is heard).
  await inFrench.getByRole('status').filter({
    hasText: mine > theirs ? 'Vous faites mieux que le défi !'
      : mine === theirs ? 'Égalité : vous faites aussi bien que le défi.'
        : 'Le défi tient : votre ami avait fait mieux.',
  }).waitFor();
  // The friend may challenge someone else in turn: the same deal, the same seat.
  await friend.getByRole('button', { name: both('Défier un ami sur cette donne', 'Challenge a friend to this deal') })
    .waitFor();
  t.log(`whole journey ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
