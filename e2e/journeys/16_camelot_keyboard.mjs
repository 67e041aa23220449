// Keyboard only, in English: a Camelot game against two Easy computers (started from a share
// link, pace "Instant"), several of my turns played with Tab, arrows, Enter, Space and Escape.
// The colour panel takes the focus; card buttons are named "Play red 4"; refused cards say
// why in their description, naming the rule; an action card's dialog takes the focus, Escape
// closes it and gives the focus back to the card; the live region reads out what happened.
import {
  camelotSeatsLink, cardButtons, dialog, hand, liveRegion, openWithPace, playableCards,
  stayButton, waitForDecision, withdrawButton,
} from './_camelot.mjs';

export const name = 'camelot: keyboard only, a few turns, names, reasons, dialog, live region';
export const timeout = 180_000;

/** What has the focus. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { tag: 'BODY' };
    return {
      tag: e.tagName,
      id: e.id,
      name: (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      disabled: Boolean(e.disabled) || e.getAttribute("aria-disabled") === "true",
      visible: e.matches(':focus-visible'),
      inHand: Boolean(e.closest('[role="group"]')?.getAttribute('aria-label')?.match(/^(Your hand|Votre main)$/)),
      inDialog: Boolean(e.closest('[role="dialog"]')),
      inRegion: e.closest('section[aria-labelledby]')?.querySelector('h3')?.textContent ?? '',
    };
  });
}

/** Presses Tab (or Shift+Tab) until `want(focused)` holds (at once if it already does). */
async function tabTo(page, want, what, { back = false, max = 60 } = {}) {
  const now = await focused(page);
  if (want(now)) return now;
  const trail = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    trail.push(`${f.tag}:${f.name ?? ''}`.slice(0, 30));
    if (want(f)) return f;
  }
  throw new Error(`no ${what} within ${max} presses: ${trail.join(' | ')}`);
}

export async function run(t) {
  const seed = Number(process.env.E2E_CAMELOT_KEYS_SEED || 7);
  t.log(`seed ${seed}`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  await openWithPace(t, page, 'instant', `#g=${camelotSeatsLink(seed, ['human', 'easy', 'easy'])}`);
  await hand(page).waitFor();

  let myTurns = 0;
  let reasonsChecked = 0;
  let dialogTested = false;
  let played = [];
  for (let step = 0; myTurns < 4 && step < 400; step += 1) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'choice') {
      // The panel takes the focus on its first allowed answer; Enter takes it.
      await page.waitForFunction(() => document.activeElement?.closest('.cm-choice'));
      const f = await focused(page);
      t.assert.ok(!f.disabled && f.tag === 'BUTTON', `focus on an answer: ${JSON.stringify(f)}`);
      t.log(`${f.inRegion} → ${f.name}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((name) => ![...document.querySelectorAll('.cm-choice button')]
        .some((b) => b === document.activeElement && b.textContent.trim() === name), f.name);
      continue;
    }
    if (what === 'dialog') {
      // A Lancelot question: the focus is inside; Enter on "Let it happen".
      const d = dialog(page);
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      await tabTo(page, (f) => f.inDialog && f.name === 'Let it happen', 'Let it happen');
      await page.keyboard.press('Enter');
      await d.waitFor({ state: 'detached' });
      continue;
    }
    // My turn. Every card button is named "Play …"; refused ones say why, with the rule.
    myTurns += 1;
    const cards = await cardButtons(page).evaluateAll((els) => els.map((e) => ({
      name: e.getAttribute('aria-label'),
      disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
      title: e.getAttribute('title'),
      described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    })));
    for (const c of cards) {
      t.assert.match(c.name, /^Play (purple|red|blue|yellow|green) \d$|^Play (Squire \d|Maiden|[A-Z][A-Za-z ]+)$/, c.name);
      if (c.disabled) {
        t.assert.match(c.title, /\(rule CAM-\d+\.\d+\)$/, `${c.name}: ${c.title}`);
        t.assert.equal(c.described, c.title, `${c.name}: described by its reason`);
        reasonsChecked += 1;
      }
    }
    // Play cards by keyboard while staying is refused.
    for (let k = 0; k < 12 && !(await stayButton(page).isEnabled()); k += 1) {
      if ((await playableCards(page).count()) === 0) break;
      const first = await tabTo(page, (f) => f.inHand && f.tag === 'BUTTON' && !f.disabled, 'a playable card');
      t.assert.ok(first.visible, 'the focused card shows its focus');
      t.assert.match(first.name, /^Play /);
      const isAction = (n) => !/ \d$| Maiden$/.test(n);
      if (isAction(first.name) && !dialogTested) {
        // An action card: its dialog takes the focus; Escape closes it and gives it back.
        await page.keyboard.press('Enter');
        const d = dialog(page);
        if (await d.waitFor({ timeout: 1500 }).then(() => true, () => false)) {
          await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
          t.assert.match(await d.getByRole('heading', { level: 2 }).innerText(), /^Play /);
          await t.screenshotEachViewport(page, 'dialog');
          await page.keyboard.press('Escape');
          await d.waitFor({ state: 'detached' });
          await page.waitForFunction((id) => document.activeElement?.id === id, first.id);
          t.log(`dialog of ${first.name}: Escape closed it, focus back on the card`);
          dialogTested = true;
        } else {
          played.push(first.name);
          continue;
        }
      }
      // Arrows move over every card (refused ones too, which say why): prefer a playable
      // colour card or supporter, else any playable card.
      let target = await focused(page);
      const total = await cardButtons(page).count();
      for (let a = 0; a < total && (target.disabled || isAction(target.name)); a += 1) {
        await page.keyboard.press('ArrowRight');
        target = await focused(page);
      }
      for (let a = 0; a < total && target.disabled; a += 1) {
        await page.keyboard.press('ArrowRight');
        target = await focused(page);
      }
      t.assert.ok(!target.disabled, `a playable card under the focus: ${JSON.stringify(target)}`);
      const lines = await page.locator('.cm-log-list li').count();
      await page.keyboard.press(k % 2 ? 'Space' : 'Enter');
      if (isAction(target.name) && await dialog(page).waitFor({ timeout: 1500 }).then(() => true, () => false)) {
        // Only action cards left: the first declaration has the focus; Enter plays it.
        await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction((n) => document.querySelectorAll('.cm-log-list li').length > n, lines);
      played.push(target.name);
      // The focus comes back to the hand: a playable card, or the hand itself.
      await page.waitForFunction(() => {
        const a = document.activeElement;
        const playable = document.querySelector('.cm-hand button:not([aria-disabled="true"])');
        return a?.closest('.cm-hand') && (a.tagName === 'BUTTON' || !playable);
      });
    }
    if (await stayButton(page).isEnabled()) {
      await tabTo(page, (f) => /^Stay in/.test(f.name) && !f.disabled, 'Stay in');
      await page.keyboard.press('Space');
    } else if (await withdrawButton(page).isVisible()) {
      const why = await stayButton(page).getAttribute('title');
      t.assert.match(why, /\(rule CAM-\d+\.\d+\)$/, `Stay in refused: ${why}`);
      await tabTo(page, (f) => f.name === 'Withdraw', 'Withdraw');
      await page.keyboard.press('Enter');
    }
    await t.screenshot(page, `turn-${myTurns}`);
  }
  t.log(`${myTurns} turns, played ${played.join(', ')}; ${reasonsChecked} refused cards checked`);
  t.assert.ok(myTurns >= 3, 'several turns played by keyboard');
  t.assert.ok(reasonsChecked > 0, 'some refused card was checked');

  // The live region read out my plays and the table's important events.
  const said = await liveRegion(page).innerText();
  t.log(`live region: ${said.replace(/\n+/g, ' | ')}`);
  t.assert.match(said, /(You|Percival|Lancelot) (stays? in with \d+|withdraws?|announces? a \w+ tournament)|Your turn/,
    'the live region reads out the table');
  const all = await page.locator('.cm-log-list li').allInnerTexts();
  t.assert.ok(all.some((l) => /^You (play|announce|stay in|withdraw)/.test(l)), `my moves in the log: ${all.slice(-8).join(' | ')}`);
  t.assert.ok(dialogTested, 'an action card dialog was opened and closed with Escape');
}
