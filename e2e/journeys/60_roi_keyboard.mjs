// Keyboard only, no mouse: from the lobby, set the computers' pace, open Le Roi, start a
// game, play a card of the hand (arrows move between playable cards, Enter plays) and see
// the whole trick through. The finished trick holds the card, and when it is my turn again
// the focus is back on a card, visibly.
import { currentTrick, hand, playableCards, waitForSettledTurn } from './_roi.mjs';

export const name = 'roi: keyboard only, from the lobby to a whole trick';
export const timeout = 90_000;

/** What has the focus: tag, role, accessible name (aria-label or text), and more. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { tag: 'BODY' };
    return {
      tag: e.tagName,
      role: e.getAttribute('role') ?? '',
      name: (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      disabled: Boolean(e.disabled) || e.getAttribute("aria-disabled") === "true",
      visible: e.matches(':focus-visible'),
      inHand: Boolean(e.closest('[role="group"]')?.getAttribute('aria-label')?.match(/^(Your hand|Votre main)$/)),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `want(focused)` holds; fails after `max` presses. */
async function tabTo(t, page, want, what, { back = false, max = 40 } = {}) {
  const trail = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    trail.push(`${f.tag}:${f.name ?? ''}`.slice(0, 40));
    if (want(f)) return f;
  }
  throw new Error(`no ${what} within ${max} ${back ? 'Shift+Tab' : 'Tab'} presses: ${trail.join(' | ')}`);
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US', url: t.baseUrl });
  await t.waitForApp(page);

  // The pace control, behind the header's Settings button (issue 28): Enter opens the panel,
  // Tab reaches the control, Home picks its first choice, "Instant"; Escape closes the panel
  // and gives the focus back to the button.
  await tabTo(t, page, (f) => f.tag === 'BUTTON' && f.name === 'Settings', 'Settings button');
  await page.keyboard.press('Enter');
  await tabTo(t, page, (f) => f.tag === 'SELECT', 'pace control');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => localStorage.getItem('table-ronde.pace') === 'instant');
  await page.keyboard.press('Escape');
  t.assert.equal((await focused(page)).name, 'Settings', 'Escape returns to the Settings button');
  t.assert.equal(await page.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded'), 'false');

  await tabTo(t, page, (f) => f.tag === 'A' && f.name === 'King', 'link to King');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'New game: King' });
  await heading.waitFor();
  // The new page's heading takes the focus, as after a page load.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await t.screenshotEachViewport(page, 'new-game');

  const start = await tabTo(t, page, (f) => f.tag === 'BUTTON' && f.name === 'Start', 'Start button');
  t.assert.ok(start.visible, 'the Start button shows its focus');
  await page.keyboard.press('Enter');
  await hand(page).waitFor();

  // Wait (no key needed) until a card can be played, then Tab into the hand: exactly one
  // card of the hand is a Tab stop, a playable one.
  await waitForSettledTurn(page);
  const playable = await playableCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const first = await tabTo(t, page, (f) => f.inHand, 'card of the hand');
  t.assert.ok(playable.includes(first.name), `the Tab stop ${first.name} is playable`);
  t.assert.ok(first.visible, 'the focused card shows its focus');
  const every = await hand(page).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  if (every.length > 1) {
    // Arrows move over every card of the hand, refused ones too (they say why), wrapping round.
    await page.keyboard.press('ArrowRight');
    const next = await focused(page);
    t.assert.equal(next.name, every[(every.indexOf(first.name) + 1) % every.length]);
    await page.keyboard.press('ArrowLeft');
    t.assert.equal((await focused(page)).name, first.name);
  }
  await t.screenshotEachViewport(page, 'card-focused');
  const card = first.name.replace(/^Play /, '');
  const trickBefore = await currentTrick(page).getByRole('img').count();
  await page.keyboard.press('Enter');
  await hand(page).getByRole('button', { name: first.name, exact: true }).waitFor({ state: 'detached' });
  t.log(`played ${card} on a trick of ${trickBefore} card(s)`);

  // The trick goes round; when it is my turn again the focus is back on a card, visibly.
  await waitForSettledTurn(page);
  await page.waitForFunction(() => document.activeElement?.matches('button[aria-label^="Play "]'));
  const back = await focused(page);
  t.assert.ok(back.inHand && !back.disabled, `focus on a playable card, not ${JSON.stringify(back)}`);
  t.assert.ok(back.visible, 'focus is visible on the card');
  await t.screenshotEachViewport(page, 'focus-back-on-hand');

  // The finished trick, from the toolbar: four cards, mine among them. Esc closes it.
  await tabTo(t, page, (f) => f.tag === 'BUTTON' && f.name === 'Last trick', 'Last trick button', { back: true });
  await page.keyboard.press('Enter');
  const last = page.getByRole('list', { name: 'Last trick' });
  await last.waitFor();
  const cards = await last.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  t.assert.equal(cards.length, 4, `a whole trick: ${cards.join(', ')}`);
  t.assert.ok(cards.includes(`You: ${card}`), `my card in it: ${cards.join(', ')}`);
  await t.screenshotEachViewport(page, 'last-trick');
  await page.keyboard.press('Escape');
  await last.waitFor({ state: 'detached' });
}
