// Sharing a game of Le Roi: a fixed deal number, then the share dialog's two links, each
// opened in a fresh browser (no storage, no service worker) as a friend would.
// "This deal from the start" shows the same first hand; "This position, with the moves so
// far" shows the same hand, the same cards on the felt and the same seats after a few plays.
import {
  cardButtons, linkOf, playFirstCard, savedLink, setPace, startRoiFromLobby, tableState, tool,
  waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: share links reproduce the deal and the position in a fresh browser';
export const timeout = 120_000;

const SEED = 20_261_121;

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await startRoiFromLobby(page, { seed: SEED });
  await waitForSettledTurn(page);
  const firstHand = await handNames(page);
  t.assert.equal(firstHand.length, 13);
  t.log(`deal ${SEED}: ${firstHand.join(', ')}`);

  // 1. The deal from the start.
  const fromStart = await shareUrl(t, page, 'This deal from the start', 'from-start');
  t.assert.ok(fromStart.startsWith(`${t.baseUrl}#g=`), `share URL ${fromStart}`);
  const friend = await t.newPage({ viewport: 'phone', locale: 'en-GB', url: fromStart });
  await waitForSettledTurn(friend);
  t.assert.deepEqual(await handNames(friend), firstHand, 'the friend gets the same first hand');
  await t.screenshotEachViewport(friend, 'opened-from-start');

  // 2. The position with the moves so far, after three of my cards (and the computers').
  for (let i = 0; i < 3; i += 1) await playFirstCard(page);
  await waitForSettledTurn(page);
  const mine = await tableState(page);
  t.assert.equal(mine.hand.length, 10);
  const withMoves = await shareUrl(t, page, 'This position, with the moves so far', 'with-moves');
  t.assert.notEqual(withMoves, fromStart);
  t.assert.equal(linkOf(withMoves), await savedLink(page), 'the link holds the saved game');

  const other = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: withMoves });
  await waitForSettledTurn(other);
  t.assert.deepEqual(await tableState(other), mine, 'same hand, trick, seats and contract');
  t.assert.equal(await savedLink(other), linkOf(withMoves), 'the opened game is saved as it is');
  // Undo works on the opened position too: the link carries the moves, not just a picture.
  t.assert.equal(await tool(other, 'Annuler', 'Undo').isEnabled(), true);
  await t.screenshotEachViewport(other, 'opened-with-moves');
}

async function handNames(page) {
  return cardButtons(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** Opens the share dialog, picks `choice`, reads the link, closes the dialog with Esc. */
async function shareUrl(t, page, choice, label) {
  await tool(page, 'Partager', 'Share').click();
  const dialog = page.getByRole('dialog', { name: 'Share the game' });
  await dialog.waitFor();
  const radio = dialog.getByRole('radio', { name: choice });
  const field = dialog.getByRole('textbox', { name: 'Link to share' });
  t.assert.equal(await field.getAttribute('id'), 'share-url');
  t.assert.equal(await field.getAttribute('readonly'), '');
  // Focus starts in the link field, its text selected, ready to copy.
  await page.waitForFunction(() => document.activeElement?.id === 'share-url');
  const before = await field.inputValue();
  if (!(await radio.isChecked())) {
    await radio.check();
    // The link follows the choice.
    await page.waitForFunction((old) => document.getElementById('share-url').value !== old, before);
  }
  const url = await field.inputValue();
  await t.screenshotEachViewport(page, `dialog-${label}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return url;
}
