// Reloading the page in the middle of a game of Le Roi brings back exactly the same game:
// the same hand, cards on the felt, seats (cards left, tricks won), contract and move log,
// with no "saved game could not be read" notice. The lobby offers to resume it. A reload
// while the computers are still playing lets them go on.
import {
  cardButtons, hand, lobbyHeading, playFirstCard, savedLink, setPace, startRoiFromLobby, tableState,
  tool, waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: a reload resumes the game mid-round, exactly where it was';
export const timeout = 120_000;

export async function run(t) {
  const page = await t.newPage({ viewport: 'phone', locale: 'en-US', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await startRoiFromLobby(page, { seed: 4242 });
  for (let i = 0; i < 5; i += 1) await playFirstCard(page);
  await waitForSettledTurn(page);
  const before = await tableState(page);
  const log = await savedLink(page);
  t.assert.equal(before.hand.length, 8);
  await t.screenshotEachViewport(page, 'before-reload');

  await page.reload();
  await waitForSettledTurn(page);
  t.assert.deepEqual(await tableState(page), before, 'same hand, trick, seats and contract');
  t.assert.equal(await savedLink(page), log, 'same move log');
  t.assert.equal(await page.getByRole('button', { name: 'Dismiss this message' }).count(), 0, 'no notice');
  t.assert.equal(await page.getByText(/could not be read/).count(), 0);
  t.assert.equal(await tool(page, 'Annuler', 'Undo').isEnabled(), true, 'undo survives a reload');
  t.assert.equal(await page.evaluate(() => localStorage.getItem('table-ronde.pace')), 'instant');
  await t.screenshotEachViewport(page, 'after-reload');

  // The lobby's resume entry counts the cards played (52 dealt, minus what is still held).
  const held = before.hand.length + Object.values(before.seats)
    .map((text) => Number(text.match(/(\d+) cards?/)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
  await tool(page, 'Accueil', 'Lobby').click();
  await lobbyHeading(page).waitFor();
  await page.getByText(`Round 1 of 10 · No tricks · ${52 - held} cards played`).waitFor();
  await page.reload();
  await page.getByRole('link', { name: 'Resume game' }).click();
  await waitForSettledTurn(page);
  t.assert.deepEqual(await tableState(page), before, 'resumed from the lobby after a reload');

  // Reloaded while the computers are still playing, at the slow pace: they go on after it.
  await setPace(page, 'slow');
  const played = await playFirstCard(page);
  await page.reload();
  await hand(page).waitFor();
  t.assert.equal(await cardButtons(page).count(), 7, `${played} stays played`);
  await waitForSettledTurn(page, { timeout: 30_000 });
  const after = await tableState(page);
  t.assert.equal(after.hand.length, 7);
  t.assert.notDeepEqual(after.seats, before.seats, 'the computers played on');
  t.assert.notEqual(await savedLink(page), log);
}
