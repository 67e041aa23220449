// Keyboard only, in English: a two-player Tafelrunde game against an Easy computer (started
// from a share link, pace "Fast" so the pawns walk), several tricks played with Tab, arrows,
// Enter and Space, and a sword decision taken in its dialog: the dialog takes the focus,
// Escape closes it and puts the focus on "Decide (sword)", Enter opens it again, a colour is
// declared with the keyboard. Card buttons are named "Play green 7"; refused cards say why,
// naming the rule; the live region reads out the tricks, the pawn moves and the trump; a
// winner's pawn is seen walking. Then the save survives a reload: same hand, same board,
// same log.
import {
  boardState, cardButtons, hand, handNames, liveRegion, moves, openWithPace, playableCards,
  swordDialog, tafelrundeSeatsLink, waitForChange, waitForDecision,
} from './_tafelrunde.mjs';

export const name = 'tafelrunde: keyboard only, tricks and a sword dialog, walking pawns, reload keeps the game';
export const timeout = 240_000;

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
    };
  });
}

/** Presses Tab (or Shift+Tab) until `want(focused)` holds (at once if it already does). */
async function tabTo(page, want, what, { back = false, max = 80 } = {}) {
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
  const seed = Number(process.env.E2E_TAF_KEYS_SEED || 5);
  t.log(`seed ${seed}`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  await openWithPace(t, page, 'fast', `#g=${tafelrundeSeatsLink(seed, ['human', 'easy'])}`);
  await hand(page).waitFor();
  // Count the pawns' walks as they happen.
  await page.evaluate(() => {
    window.__walks = 0;
    new MutationObserver((list) => {
      for (const m of list) {
        if (m.target.classList?.contains('walking') && !(m.oldValue ?? '').includes('walking')) window.__walks += 1;
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  });

  let cardsPlayed = 0;
  let reasonsChecked = 0;
  let swordTested = false;
  const played = [];
  for (let step = 0; (cardsPlayed < 10 || !swordTested) && step < 200; step += 1) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'sword' || what === 'sword-closed') {
      const d = swordDialog(page);
      if (what === 'sword-closed') {
        await tabTo(page, (f) => f.name === 'Decide (sword)', 'the sword button');
        await page.keyboard.press('Enter');
      }
      await d.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      const heading = await d.getByRole('heading', { level: 2 }).innerText();
      t.log(`sword dialog: ${heading}`);
      if (!swordTested) {
        await t.screenshotEachViewport(page, 'sword-dialog');
        // Escape: the decision stays pending, the focus goes to the button that reopens it.
        await page.keyboard.press('Escape');
        await d.waitFor({ state: 'detached' });
        await page.waitForFunction(() => /^Decide \(sword\)$/.test(document.activeElement?.textContent?.trim() ?? ''));
        const f = await focused(page);
        t.assert.ok(f.visible, 'the reopen button shows its focus');
        await page.keyboard.press('Enter');
        await d.waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      }
      const before = await moves(page);
      if (/^Sword! Choose the trump for place \d$/.test(heading)) {
        // The focus is on the first colour allowed; Tab keeps inside the dialog.
        const f = await tabTo(page, (x) => x.inDialog && /\(/.test(x.name) && !x.disabled, 'a colour');
        t.assert.match(f.name, /^(Red \(hearts\)|Yellow \(diamonds\)|Green \(clubs\)|Blue \(cups\)|Black \(spades\)|Violet \(flowers\))$/, f.name);
        await page.keyboard.press('Enter');
        await waitForChange(page, before);
        t.log(`declared ${f.name} by keyboard`);
        await liveRegion(page).getByText(/^You declare .+ trumps, place \d$/).waitFor({ state: 'attached' });
      } else {
        // A full ladder: two places with Space, then the swap button.
        await tabTo(page, (x) => x.inDialog && /^Place 1:/.test(x.name), 'place 1');
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await tabTo(page, (x) => /^Swap places 1 and 2$/.test(x.name), 'the swap button');
        await page.keyboard.press('Enter');
        await waitForChange(page, before);
      }
      await d.waitFor({ state: 'detached' });
      swordTested = true;
      continue;
    }
    // My card: every button is named "Play …"; refused ones say why, with the rule.
    const cards = await cardButtons(page).evaluateAll((els) => els.map((e) => ({
      name: e.getAttribute('aria-label'),
      disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
      title: e.getAttribute('title'),
      described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    })));
    for (const c of cards) {
      t.assert.match(c.name, /^Play ((red|yellow|green|blue|black|violet) (\d|1[01])|knight|crest)$/, c.name);
      if (c.disabled) {
        t.assert.match(c.title, /\(rule TAF-\d+\.\d+\)$/, `${c.name}: ${c.title}`);
        t.assert.equal(c.described, c.title, `${c.name}: described by its reason`);
        reasonsChecked += 1;
      }
    }
    const first = await tabTo(page, (f) => f.inHand && f.tag === 'BUTTON' && !f.disabled, 'a playable card');
    t.assert.ok(first.visible, 'the focused card shows its focus');
    let target = first;
    const count = await playableCards(page).count();
    if (count > 1) {
      // Arrows move over every card, refused ones too (they say why): on to the next
      // playable one.
      const total = await cardButtons(page).count();
      await page.keyboard.press('ArrowRight');
      target = await focused(page);
      for (let a = 0; a < total && target.disabled; a += 1) {
        await page.keyboard.press('ArrowRight');
        target = await focused(page);
      }
      t.assert.ok(target.inHand && !target.disabled && target.name !== first.name, `ArrowRight: ${JSON.stringify(target)}`);
    }
    const before = await moves(page);
    await page.keyboard.press(cardsPlayed % 2 ? 'Space' : 'Enter');
    await waitForChange(page, before);
    played.push(target.name);
    cardsPlayed += 1;
    if (cardsPlayed === 3) await t.screenshot(page, 'keyboard-play');
  }
  t.log(`${cardsPlayed} cards by keyboard: ${played.join(', ')}; ${reasonsChecked} refused cards checked`);
  t.assert.ok(cardsPlayed >= 8, 'several tricks played by keyboard');
  t.assert.ok(swordTested, 'a sword decision was taken by keyboard');

  // The live region read out the tricks and the pawns' moves.
  const said = await liveRegion(page).innerText();
  t.log(`live region: ${said.replace(/\n+/g, ' | ')}`);
  t.assert.match(said, /(You win|Percival wins) the trick \((.+)\); pawn from (Start|space \d+) to space \d+|Your turn|Percival plays/,
    'the live region reads out the table');
  const walks = await page.evaluate(() => window.__walks);
  t.log(`${walks} pawn walks seen`);
  t.assert.ok(walks > 0, 'a winner\'s pawn walked round the board');
  const lines = await page.locator('.cm-log-list li').allInnerTexts();
  t.assert.ok(lines.some((l) => /^Trick \d+: .+\. (You win|Percival wins) the trick/.test(l)), `tricks in the log: ${lines.slice(-4).join(' | ')}`);
  t.assert.ok(lines.some((l) => /^You (declare|swap)/.test(l)), 'my sword decision is in the log');

  // The hint: what Hard would do, read out and outlined.
  if (await waitForDecision(page) === 'play') {
    const hint = page.getByRole('button', { name: 'Hint: what would Hard do?' }).first();
    await hint.click();
    const line = page.locator('.cm-advice-line').first();
    await line.waitFor();
    t.assert.match((await line.innerText()).trim(), /^★ Hard: (play .+|declare .+|declare nothing|swap places \d and \d|wait for the new hand)$/);
    t.log(`hint: ${(await line.innerText()).trim()}`);
  }

  // Undo takes my last decision back.
  const beforeUndo = await moves(page);
  await page.getByRole('navigation', { name: 'Table actions' }).getByRole('button', { name: 'Undo' }).click();
  await waitForChange(page, beforeUndo);
  t.assert.ok((await moves(page)).length <= beforeUndo.length, 'the link got shorter');
  await liveRegion(page).getByText('Move undone').waitFor({ state: 'attached' });

  // The save survives a reload.
  await waitForDecision(page);
  const board = await boardState(page);
  const cards = await handNames(page);
  const logLines = await page.locator('.cm-log-list li').count();
  await page.reload();
  await t.waitForApp(page);
  await hand(page).waitFor();
  t.assert.deepEqual(await boardState(page), board, 'same board after reload');
  t.assert.deepEqual(await handNames(page), cards, 'same hand after reload');
  t.assert.equal(await page.locator('.cm-log-list li').count(), logLines, 'same log after reload');
  t.log(`after reload: ${board.join(' | ')}`);

  // Two people on one device: the table hides the hands until the next player says it is them.
  const pp = await t.newPage({ viewport: 'phone', locale: 'en-US' });
  await openWithPace(t, pp, 'instant', `#g=${tafelrundeSeatsLink(seed + 1, ['human', 'human', 'easy'])}`);
  const ready = pp.getByRole('button', { name: /^It's me, Player [12]$/ });
  await ready.waitFor();
  t.assert.equal(await hand(pp).count(), 0, 'no hand shown before the player confirms');
  const who = (await ready.innerText()).trim();
  await ready.press('Enter');
  await hand(pp).waitFor();
  const first = pp.locator('.tf-hand button:not([aria-disabled="true"])').first();
  const before = await moves(pp);
  await first.click();
  await waitForChange(pp, before);
  await pp.getByRole('button', { name: /^It's me, Player [12]$/ }).waitFor();
  t.assert.notEqual((await pp.getByRole('button', { name: /^It's me, Player [12]$/ }).innerText()).trim(), who,
    'the device goes to the other player');
  await t.screenshot(pp, 'pass-and-play');
}
