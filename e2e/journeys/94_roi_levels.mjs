// The four computer levels: the new-game page lists them in French and in English; a game
// set up with a Hard and a Normal seat keeps those levels in its share link, and the link
// opened in a fresh browser plays them (the worker's searches say which level asked).
import {
  both, chooseLang, collectThinks, linkOf, linkSeats, playFirstCard, roiLink, savedLink, setPace, tool,
  waitForSettledTurn,
} from './_roi.mjs';

export const name = 'roi: four levels in the new-game page, a Hard seat survives the share link';
export const timeout = 120_000;

const SEED = 31_415;
const SEATS = ['human', 'hard', 'normal', 'easy'];

/** The level menu of seat `n` (1-based), in either language. */
function levelMenu(page, n) {
  return page.getByRole('combobox', { name: both(`Niveau — Place ${n}`, `Level — Seat ${n}`) });
}

async function options(select) {
  return (await select.locator('option').allInnerTexts()).map((s) => s.trim());
}

/** Opens the share dialog, picks the position with its moves, returns the URL (Esc closes). */
async function shareWithMoves(page) {
  await tool(page, 'Partager', 'Share').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const radio = dialog.getByRole('radio', { name: both('Cette position, avec les coups joués', 'This position, with the moves so far') });
  const field = dialog.getByRole('textbox');
  const before = await field.inputValue();
  if (!(await radio.isChecked())) {
    await radio.check();
    await page.waitForFunction((old) => document.getElementById('share-url').value !== old, before);
  }
  const url = await field.inputValue();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return url;
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await roiLink(page).click();
  await page.getByRole('heading', { level: 1, name: 'Nouvelle partie : Le Roi' }).waitFor();

  // French, then English: the same four levels, weakest first.
  t.assert.deepEqual(await options(levelMenu(page, 2)), ['Aléatoire', 'Facile', 'Moyen', 'Difficile']);
  await chooseLang(page, 'English');
  await page.getByRole('heading', { level: 1, name: 'New game: King' }).waitFor();
  for (const n of [2, 3, 4]) {
    t.assert.deepEqual(await options(levelMenu(page, n)), ['Random', 'Easy', 'Normal', 'Hard'], `seat ${n}`);
  }
  await levelMenu(page, 2).selectOption({ label: 'Hard' });
  await levelMenu(page, 3).selectOption({ label: 'Normal' });
  await page.getByRole('spinbutton', { name: 'Deal number' }).fill(String(SEED));
  await t.screenshotEachViewport(page, 'new-game-levels');
  await page.getByRole('button', { name: 'Start' }).click();

  await waitForSettledTurn(page, { timeout: 30_000 });
  await playFirstCard(page);
  await waitForSettledTurn(page, { timeout: 30_000 });
  const url = await shareWithMoves(page);
  t.assert.deepEqual(linkSeats(linkOf(url)), SEATS, 'the share link keeps the levels');
  t.assert.deepEqual(linkSeats(await savedLink(page)), SEATS, 'so does the save');

  // A friend opens it: same seats, and the computers think at their own levels.
  const friend = await t.newPage({ viewport: 'phone', locale: 'en-GB' });
  const thinks = collectThinks(friend);
  await friend.goto(url);
  await waitForSettledTurn(friend, { timeout: 30_000 });
  await playFirstCard(friend);
  await waitForSettledTurn(friend, { timeout: 30_000 });
  const bySeat = Object.fromEntries(thinks.map((k) => [k.seat, k.level]));
  t.assert.equal(bySeat[1], 'hard', `seat 2 searched as Hard: ${JSON.stringify(thinks)}`);
  t.assert.equal(bySeat[2], 'normal', 'seat 3 searched as Normal');
  t.assert.equal(bySeat[3], undefined, 'seat 4 (Easy) decides on the page, without the worker');
  t.assert.ok(thinks.every((k) => k.via === 'worker'));
  const again = await shareWithMoves(friend);
  t.assert.deepEqual(linkSeats(linkOf(again)), SEATS, 'and its own link still names them');
  await t.screenshotEachViewport(friend, 'opened-hard-link');
}
