// Answers that come too late are ignored: against three Hard computers at the slow pace,
// (1) I play a card and undo at once, while the next computer is still deciding (or waiting
// for its pace): nothing more is played, the table is back as it was; (2) I play a card and
// leave for the lobby at once: no error, and resuming shows the game where it was saved,
// then play goes on.
import {
  cardButtons, currentTrick, hand, playableCards, roiSeatsLink, setPace, tableState, tool,
  waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: undo or leaving while a computer thinks ignores its late answer';
export const timeout = 90_000;

// A deal where I lead the first trick.
const SEED = 7_311;

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'slow');
  await page.goto(`${t.baseUrl}#g=${roiSeatsLink(SEED, ['human', 'hard', 'hard', 'hard'])}`);
  await waitForSettledTurn(page);
  const before = await tableState(page);
  t.assert.equal(before.trick.length, 0, 'I lead');

  // (1) Play, then undo before the next computer's card can come (pace: 1.6 s).
  const first = await playableCards(page).first().getAttribute('aria-label');
  await hand(page).getByRole('button', { name: first, exact: true }).click();
  await tool(page, 'Annuler', 'Undo').click();
  await page.waitForTimeout(2_500); // longer than a pace delay plus a Hard search
  t.assert.deepEqual(await tableState(page), before, 'back to the position before my card');
  t.assert.equal(await currentTrick(page).getByRole('img').count(), 0, 'no computer card came after the undo');

  // (2) Play, then leave at once; come back: the game is where it was saved.
  await hand(page).getByRole('button', { name: first, exact: true }).click();
  await tool(page, 'Accueil', 'Lobby').click();
  await page.getByRole('link', { name: 'Resume game' }).waitFor();
  await page.waitForTimeout(2_500);
  await page.getByRole('link', { name: 'Resume game' }).click();
  await hand(page).waitFor();
  t.assert.equal(await cardButtons(page).count(), 12, 'my card stayed played');
  await waitForSettledTurn(page, { timeout: 30_000 });
  const after = await tableState(page);
  t.assert.equal(after.hand.length, 12);
  t.assert.ok(after.trick.length < 4, 'play went on to my next turn');
  t.log(`after resuming: ${after.trick.join(', ') || 'a fresh trick'}`);
}
