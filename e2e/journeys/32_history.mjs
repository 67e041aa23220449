// The history of finished games (issue 14), in French: two whole games of the Tournoi with
// two knights (you against an Easy, then a Random computer), played by clicking at pace
// "Immédiat", each recorded once when it ends — reloading the finished game or opening its
// link again adds nothing. The History page (header link) then lists both, newest first,
// with their result and a replay link, and the statistics give one line per level of
// opponents. Export downloads a JSON file; Clear (confirmed) empties the page; importing the
// file brings both games back ("2 parties ajoutées"), importing it again adds none, and a
// file that is not a history changes nothing. Screenshots at 1280 and 360 px.
import fs from 'node:fs';
import {
  decideOnce, finalState, gameOverHeading, hand, tournoiSeatsLink, waitForDecision,
} from './_tournoi.mjs';
import { openWithPace } from './_camelot.mjs';
import { chooseLang, savedLink } from './_roi.mjs';

export const name = 'history: two finished games recorded once, statistics, export, clear, import';
export const timeout = 900_000;

/** The stored history's entries (ids and games), newest first. */
async function stored(page) {
  return page.evaluate(() => {
    const text = localStorage.getItem('table-ronde.history');
    return text ? JSON.parse(text).entries.map((e) => ({ id: e.id, game: e.game, seats: e.seats })) : [];
  });
}

/** Plays the game on screen to its end by clicking; returns the end panel's state. */
async function playToEnd(page) {
  let decisions = 0;
  for (;;) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    await decideOnce(page, what);
    decisions += 1;
    if (decisions > 4000) throw new Error('no end after 4000 decisions');
  }
  await gameOverHeading(page).waitFor();
  return { decisions, end: await finalState(page) };
}

/** The rows of a history table (by its caption), as text per cell. */
async function rows(page, caption) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    game: tr.dataset.game,
    cells: [...tr.children].map((c) => c.innerText.replace(/\s+/g, ' ').trim()),
    replay: tr.querySelector('a')?.getAttribute('href') ?? null,
  })));
}

export async function run(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR', acceptDownloads: true });
  const games = [];
  for (const [seed, level] of [[31, 'easy'], [32, 'random']]) {
    const started = Date.now();
    await openWithPace(t, page, 'instant', `#g=${tournoiSeatsLink(seed, ['human', level])}`);
    // From the second game on, the saved game is finished, so nothing is lost: the link
    // opens at once (issue 28; a question would still be allowed, and answered).
    const open = page.getByRole('button', { name: 'Ouvrir la partie partagée' });
    await Promise.race([hand(page).waitFor(), open.waitFor()]);
    if (await open.count()) await open.click();
    await hand(page).waitFor();
    const { decisions, end } = await playToEnd(page);
    t.log(`seed ${seed} vs ${level}: ${decisions} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s; ${end.verdict}`);
    // Seat 1 (the first row) is you.
    const youWon = end.rows[0].winner;
    games.push({ level, link: await savedLink(page), youWon, end });
    const entries = await stored(page);
    t.assert.equal(entries.length, games.length, `the game against ${level} is recorded when it ends`);
    t.assert.equal(entries[0].game, 'tournoi');
    t.assert.deepEqual(entries[0].seats, ['human', level]);
  }

  // Resumed after a reload, or opened again from its link: still one entry per game.
  await page.reload();
  await t.waitForApp(page);
  await gameOverHeading(page).waitFor();
  await page.goto('about:blank');
  await page.goto(`${t.baseUrl}#g=${games[0].link}`);
  await t.waitForApp(page);
  // The saved (second) game is finished: the first one's link opens at once, no question.
  await gameOverHeading(page).waitFor();
  t.assert.equal(await page.getByRole('button', { name: 'Ouvrir la partie partagée' }).count(), 0);
  t.assert.equal((await stored(page)).length, 2, 'a finished game seen again is not recorded twice');

  // The History page, from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Historique' }).click();
  await page.getByRole('heading', { level: 1, name: 'Historique' }).waitFor();
  t.assert.match(await page.title(), /Historique/);
  const list = await rows(page, 'Parties terminées, la plus récente d’abord');
  t.assert.equal(list.length, 2, 'two finished games listed');
  // Newest first: the game against Random, then the one against Easy.
  t.assert.deepEqual(list.map((r) => r.cells[3]), ['Aléatoire', 'Facile']);
  for (const [i, g] of [games[1], games[0]].entries()) {
    const r = list[i];
    t.assert.equal(r.game, 'tournoi');
    t.assert.match(r.cells[1], /Tournoi/);
    t.assert.equal(r.cells[2], '2');
    t.assert.match(r.cells[4], g.youWon ? /^Gagnée, 1re sur 2, santé \d+$/ : /^Perdue, 2e sur 2, santé \d+$/, r.cells[4]);
    t.assert.equal(r.replay, `#g=${g.link}`, 'the replay link is the finished game');
  }
  const stats = await rows(page, 'Statistiques par jeu et par adversaires');
  t.assert.deepEqual(stats.map((r) => r.cells.slice(0, 4)), [
    ['Le Tournoi de Camelot', 'Aléatoire', '1', games[1].youWon ? '1' : '0'],
    ['Le Tournoi de Camelot', 'Facile', '1', games[0].youWon ? '1' : '0'],
  ], 'one line per level of opponents, weakest first');
  for (const r of stats) t.assert.match(r.cells[5], /^santé \d+,\d$/, r.cells[5]);
  // Table markup a screen reader can walk: column and row headers.
  t.assert.equal(await page.locator('.history-stats thead th[scope="col"]').count(), 6);
  t.assert.equal(await page.locator('.history-stats tbody th[scope="row"]').count(), 2);
  await t.screenshotEachViewport(page, 'history', { fullPage: true });

  // Export.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter (JSON)' }).click(),
  ]);
  t.assert.equal(download.suggestedFilename(), 'table-ronde-history.json');
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  t.assert.equal(exported.format, 'table-ronde-history');
  t.assert.equal(exported.version, 1);
  t.assert.equal(exported.entries.length, 2);

  // Clear, after a confirmation (Cancel first keeps everything).
  await page.getByRole('button', { name: 'Effacer l’historique' }).click();
  const confirm = page.getByRole('dialog', { name: 'Effacer l’historique ?' });
  await confirm.waitFor();
  await t.screenshotEachViewport(page, 'clear-confirm');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  t.assert.equal((await stored(page)).length, 2, 'cancelled: nothing cleared');
  await page.getByRole('button', { name: 'Effacer l’historique' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Effacer', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Historique effacé.' }).waitFor();
  await page.getByText('Aucune partie terminée pour l’instant').waitFor();
  t.assert.deepEqual(await stored(page), []);

  // A file that is not a history changes nothing.
  const input = page.getByLabel('Importer un fichier');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await page.getByText('Ce fichier n’est pas un historique de Table Ronde : rien n’a été importé.').waitFor();
  t.assert.deepEqual(await stored(page), []);

  // Import the exported file: both games come back; again: nothing added.
  await input.setInputFiles(file);
  await page.getByText('2 parties ajoutées.').waitFor();
  t.assert.equal((await rows(page, 'Parties terminées, la plus récente d’abord')).length, 2);
  t.assert.deepEqual((await stored(page)).map((e) => e.id), exported.entries.map((e) => e.id));
  await input.setInputFiles(file);
  await page.getByText('0 partie ajoutée, 2 déjà présentes.').waitFor();
  t.assert.equal((await stored(page)).length, 2);
  await t.screenshotEachViewport(page, 'imported', { fullPage: true });

  // The replay link opens the finished game.
  await page.locator('.history-games a.history-replay').last().click();
  await gameOverHeading(page).waitFor();
  t.assert.deepEqual(await finalState(page), games[0].end, 'the replay link shows the same end');

  // "Coup par coup" opens the same game in the replay viewer (issue 14), move by move.
  await page.goto(`${t.baseUrl}#/history`);
  await t.waitForApp(page);
  await page.locator('.history-games a.history-steps').last().click();
  await page.getByRole('heading', { level: 1, name: /^Revoir la partie — Le Tournoi de Camelot$/ }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Coup suivant' }).waitFor();

  // The lobby links to the page too, in English as well.
  await page.goto(`${t.baseUrl}#/`);
  await t.waitForApp(page);
  await chooseLang(page, 'English');
  await page.getByRole('main').getByRole('link', { name: 'Game history' }).click();
  await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
  await page.getByRole('table', { name: 'Statistics by game and opponents' }).waitFor();
}
