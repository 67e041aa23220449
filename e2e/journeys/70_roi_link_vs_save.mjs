// A saved game is never silently replaced by a shared link to another game: the app asks,
// describing both games, and offers "Resume my game" and "Open the shared game". Nothing
// changes until one is chosen; resuming keeps the game as it was, opening replaces it. A
// link to the very game already saved just resumes it, without a question.
import {
  cardButtons, hand, playFirstCard, roiDealLink, savedLink, setPace, startRoiFromLobby, tableState,
  waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: a shared link never silently replaces the saved game';
export const timeout = 90_000;

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-US', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await startRoiFromLobby(page, { seed: 1111 });
  await playFirstCard(page);
  await playFirstCard(page);
  await waitForSettledTurn(page);
  const mine = await tableState(page);
  const save = await savedLink(page);
  const moves = 52 - mine.hand.length - Object.values(mine.seats)
    .map((s) => Number(s.match(/(\d+) cards?/)?.[1] ?? 0)).reduce((a, b) => a + b, 0);

  const link = roiDealLink(2222);
  const prompt = async (p) => {
    await p.getByRole('heading', { level: 1, name: 'Shared game' }).waitFor();
    await p.getByText('You have a game in progress. Opening the shared game will replace it.').waitFor();
    await p.getByRole('listitem').filter({ hasText: /^Shared game: King · Round 1 of 10 · No tricks · no card played yet$/ })
      .waitFor();
    await p.getByRole('listitem')
      .filter({ hasText: new RegExp(`^Your game: King · Round 1 of 10 · No tricks · ${moves} cards played$`) })
      .waitFor();
    t.assert.equal(await savedLink(p), save, 'nothing replaced while the question is open');
  };

  // 1. The link pasted into the address bar of the tab playing (a hash change): resume mine.
  await page.goto(`${t.baseUrl}#g=${link}`);
  await prompt(page);
  await t.screenshotEachViewport(page, 'prompt');
  await page.getByRole('button', { name: 'Resume my game' }).click();
  await waitForSettledTurn(page);
  t.assert.match(page.url(), /#\/play\/roi$/);
  t.assert.deepEqual(await tableState(page), mine, 'my game, as it was');
  t.assert.equal(await savedLink(page), save);

  // 2. The link opened in a new tab of the same browser (a page load): open the shared one.
  const tab = await page.context().newPage();
  await tab.goto(`${t.baseUrl}#g=${link}`);
  await prompt(tab);
  await tab.getByRole('button', { name: 'Open the shared game' }).click();
  await waitForSettledTurn(tab);
  const shared = await tableState(tab);
  t.assert.equal(shared.hand.length, 13, 'a new deal');
  t.assert.notDeepEqual(shared.hand, mine.hand);
  t.assert.notEqual(await savedLink(tab), save, 'the shared game is now the saved one');
  // The same deal as anyone opening that link gets.
  const friend = await t.newPage({ viewport: 'phone', locale: 'en-US', url: `${t.baseUrl}#g=${link}` });
  await hand(friend).waitFor();
  t.assert.deepEqual(
    await cardButtons(friend).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    shared.hand,
  );

  // 3. A link to the game already saved: no question, straight back to the table.
  const now = await savedLink(tab);
  await tab.goto(`${t.baseUrl}#g=${now}`);
  await tab.waitForURL(/#\/play\/roi$/);
  await waitForSettledTurn(tab);
  t.assert.equal(await tab.getByRole('heading', { name: 'Shared game' }).count(), 0);
  t.assert.deepEqual(await tableState(tab), shared);
}
