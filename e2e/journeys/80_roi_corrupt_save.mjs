// A saved game that cannot be read (garbage, a damaged link inside, a newer save format) is
// dropped with a notice saying so; the language and pace settings are kept, the lobby works
// and a new game starts normally.
import { both, chooseLang, hand, lobbyHeading, roiLink, savedGames, setPace, startRoiFromLobby } from './_roi.mjs';

export const name = 'roi: a corrupt save gives a notice, keeps the settings, the lobby works';
export const timeout = 90_000;

const NOTICE = 'La partie enregistrée était illisible (abîmée ou d\'un format ancien) : elle a été effacée. '
  + 'Vos réglages sont conservés.';

const GARBAGE = [
  ['not-json', 'garbage{'],
  ['bad-link', JSON.stringify({ v: 1, game: 'roi', link: 'AQEAAAE-damaged', saved: 0 })],
  ['newer-format', JSON.stringify({ v: 2, game: 'roi', link: 'AQEAAAEEAAICAoHS1AkA', saved: 0 })],
];

export async function run(t) {
  // An English browser whose player chose French and a fast pace.
  const page = await t.newPage({ viewport: 'phone', locale: 'en-US', url: t.baseUrl });
  await t.waitForApp(page);
  await chooseLang(page, 'Français');
  await setPace(page, 'fast');
  t.assert.equal(await page.evaluate(() => localStorage.getItem('table-ronde.lang')), 'fr');

  for (const [label, junk] of GARBAGE) {
    await page.evaluate((v) => localStorage.setItem('table-ronde.save', v), junk);
    await page.reload();
    await t.waitForApp(page);
    await page.getByRole('status').getByText(NOTICE).waitFor();
    t.assert.equal(await page.evaluate(() => localStorage.getItem('table-ronde.save')), null,
      `${label}: the unreadable save is removed`);
    t.assert.equal(await page.getByRole('button', { name: 'Français', includeHidden: true }).getAttribute('aria-pressed'), 'true',
      `${label}: still in French`);
    t.assert.equal(await page.getByRole('combobox', { name: 'Rythme des adversaires', includeHidden: true }).inputValue(), 'fast',
      `${label}: pace kept`);
    await lobbyHeading(page).waitFor();
    t.assert.equal(await page.getByRole('link', { name: 'Reprendre la partie' }).count(), 0,
      `${label}: nothing to resume`);
    if (label === 'not-json') await t.screenshotEachViewport(page, 'notice');
  }

  // The lobby works: a new game starts (no "replace the game in progress?" question).
  await startRoiFromLobby(page);
  t.assert.equal(await page.getByRole('dialog').count(), 0);
  t.assert.deepEqual(Object.keys(await savedGames(page)), ['roi'], 'the new game is saved, under its game');
  // The notice stays until dismissed.
  const dismiss = page.getByRole('button', { name: 'Masquer ce message' });
  await dismiss.click();
  await page.getByText(NOTICE).waitFor({ state: 'detached' });
  await t.screenshotEachViewport(page, 'new-game-after-notice');

  // And the next load is clean.
  await page.reload();
  await hand(page).waitFor();
  t.assert.equal(await dismiss.count(), 0, 'no notice for a good save');
  await page.getByRole('link', { name: both('Table Ronde — accueil', 'Table Ronde — lobby') }).click();
  await lobbyHeading(page).waitFor();
  await roiLink(page).waitFor();

  // A damaged save under the game's own key (a save per game, issue 28): the game's page
  // says so, and moves it aside.
  await page.evaluate(() => localStorage.setItem('table-ronde.save.roi', 'garbage{'));
  await page.evaluate(() => { location.hash = '#/new/roi'; });
  await page.reload();
  await t.waitForApp(page);
  await page.getByRole('status').getByText(NOTICE).waitFor();
  t.assert.deepEqual(await savedGames(page), {}, 'the damaged save is moved aside');
  t.assert.equal(await page.evaluate(() => localStorage.getItem('table-ronde.save.unreadable')), 'garbage{');
}
