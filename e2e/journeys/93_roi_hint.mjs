// The hint button: "Conseil : que jouerait Difficile ?" is disabled, with its reason, while
// the computers play; on my turn, pressed from the keyboard, it asks the worker what Hard
// would play, outlines that card in the hand with a "★ Conseil" badge (a playable card),
// reads it out in the polite live region ("Difficile jouerait la dame de cœur"), and Tab
// goes from the button to that card. Playing it clears the badge and the game goes on.
// Then the same in English, on the next turn.
import {
  adviceButton, cardButtons, chooseLang, collectThinks, hand, liveRegion, playCard, roiSeatsLink, setPace,
  waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: the hint button advises a playable card, read out, then play goes on';
export const timeout = 120_000;

// A deal where a computer leads the first trick, so the game starts on the computers' turn.
const SEED = 7_312;

/** The hand's advised cards: name, enabled, badge text, description. */
function advised(page) {
  return cardButtons(page).evaluateAll((els) => els.filter((e) => e.classList.contains('advised')).map((e) => ({
    name: e.getAttribute('aria-label'),
    disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
    badge: e.querySelector('.advice-badge')?.textContent.trim() ?? '',
    described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
  })));
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR', url: t.baseUrl });
  const thinks = collectThinks(page);
  await t.waitForApp(page);
  await setPace(page, 'slow');
  await page.goto(`${t.baseUrl}#g=${roiSeatsLink(SEED, ['human', 'easy', 'easy', 'easy'])}`);
  await hand(page).waitFor();

  // Not my turn yet: disabled, and says why (title and description).
  const button = adviceButton(page);
  await button.waitFor();
  if (await button.isDisabled()) {
    const why = await button.getAttribute('title');
    t.assert.equal(why, "Un conseil quand c'est à vous de jouer");
    const described = await button.evaluate((e) => document.getElementById(e.getAttribute('aria-describedby'))?.textContent);
    t.assert.equal(described, why, 'the reason is its description too');
    t.log('disabled while the computers play:', why);
  } else {
    t.log(`deal ${SEED}: my turn at once (the disabled state was not seen)`);
  }
  await setPace(page, 'instant');
  await waitForSettledTurn(page);
  t.assert.equal(await button.isEnabled(), true, 'enabled on my turn');
  t.assert.deepEqual(await advised(page), [], 'no card advised before asking');

  // Keyboard: focus the button, Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  const said = liveRegion(page).getByText(/^Difficile jouerait /);
  await said.waitFor({ timeout: 30_000 });
  const card = (await said.innerText()).replace(/^Difficile jouerait /, '');
  const [one, ...more] = await advised(page);
  t.assert.equal(more.length, 0, 'one card advised');
  t.assert.equal(one.name, `Jouer ${card}`, `the advised card is the one read out (${card})`);
  t.assert.equal(one.disabled, false, 'the advised card is playable');
  t.assert.equal(one.badge, '★ Conseil', 'a badge in words, not colour alone');
  t.assert.equal(one.described, 'Conseil : Difficile jouerait cette carte');
  t.assert.equal(thinks.length, 1, 'one search');
  t.assert.equal(thinks[0].level, 'hard');
  t.log(`hint: ${card} (${thinks[0].via}, ${thinks[0].ms} ms, ${thinks[0].iterations} iterations)`);
  await t.screenshotEachViewport(page, 'advised-fr');

  // Tab from the button reaches the advised card.
  // (A refusal's rule link under the status line, when a card is refused, comes first.)
  await button.focus();
  await page.keyboard.press('Tab');
  if (await page.evaluate(() => document.activeElement?.matches('a.rule-link'))) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  t.assert.equal(focused, one.name, 'Tab goes from the hint to the advised card');

  // Play it: the badge goes, the game goes on to my next turn.
  await playCard(page, one.name);
  t.assert.deepEqual(await advised(page), [], 'no badge once a card is played');
  t.assert.equal(await hand(page).getByRole('button', { name: one.name, exact: true }).count(), 0,
    'the advised card left the hand');
  await waitForSettledTurn(page);
  t.assert.deepEqual(await advised(page), [], 'no badge on the next turn either');

  // In English, on this turn.
  await chooseLang(page, 'English');
  await adviceButton(page).click();
  const saidEn = liveRegion(page).getByText(/^Hard would play the /);
  await saidEn.waitFor({ timeout: 30_000 });
  const cardEn = (await saidEn.innerText()).replace(/^Hard would play the /, '');
  const [en] = await advised(page);
  t.assert.equal(en.name, `Play ${cardEn}`);
  t.assert.equal(en.badge, '★ Hint');
  t.assert.equal(en.described, 'Hint: Hard would play this card');
  await t.screenshotEachViewport(page, 'advised-en');
  await playCard(page, en.name);
  await waitForSettledTurn(page);
  t.assert.equal(thinks.length, 2);
  t.assert.ok(thinks.every((k) => k.via === 'worker'), 'both hints came from the worker');
}
