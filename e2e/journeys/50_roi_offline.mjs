// Offline in the middle of a game: once the service worker controls the page, the server
// goes away; a reload still brings back the game where it was, and it can be played on
// (computers included) with no network at all.
import {
  cardButtons, playFirstCard, setPace, startRoiFromLobby, tableState, waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: offline mid-game, a reload resumes and play goes on';
export const timeout = 90_000;

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await startRoiFromLobby(page, { seed: 77 });
  await playFirstCard(page);
  await playFirstCard(page);
  await t.waitForServiceWorker(page);
  await waitForSettledTurn(page);
  const before = await tableState(page);

  await t.stopServer();
  try {
    t.assert.equal(await t.serverUp(), false, 'server should be down');
    const response = await page.reload();
    t.assert.ok(response?.fromServiceWorker(), 'the reload is answered by the service worker');
    await waitForSettledTurn(page);
    t.assert.deepEqual(await tableState(page), before, 'the game is back as it was');

    const played = await playFirstCard(page);
    t.assert.equal(await cardButtons(page).count(), before.hand.length - 1, `${played} left the hand`);
    // The computers answer without the network, and it is my turn again.
    await waitForSettledTurn(page);
    t.assert.notDeepEqual((await tableState(page)).seats, before.seats);
    await t.screenshotEachViewport(page, 'offline-played');
  } finally {
    await t.startServer();
  }
  t.assert.equal(await t.serverUp(), true);
}
