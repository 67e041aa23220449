// Issue 30, every game offline after the first visit.
// 1. A fresh browser opens only the lobby: once it has settled, the service worker fetches
//    every game's bundle and the library's (rules, history) in the background; each card then says
//    "Ready offline". The server is stopped; each of the five games is started from the
//    lobby, a new game begins and one move is played; a reload mid-game, still offline,
//    resumes it. The cache's size is logged.
// 2. A background fetch that fails half-way (a copy of the build missing one game's wasm):
//    the games fetched before stay ready and play offline, the lobby says the others need a
//    connection once, and such a game's page says so instead of failing silently.
// (A new version: 91_offline_update.)
// 0. First, a connection that asks to save data: nothing is fetched in the background and
//    the lobby says so.
import { GAMES } from '../games.mjs';
import { serveCopy } from '../serve_copy.mjs';
import { HELPERS, cacheSizes, offlineState, oneMove, startFromLobby } from './_offline.mjs';
import * as roi from './_roi.mjs';
import fs from 'node:fs';
import path from 'node:path';

export const name = 'offline games: the lobby alone readies all five; each plays offline and resumes; a cut fetch leaves nothing broken; save-data fetches nothing';
export const timeout = 600_000;

async function everyGameOffline(t) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await t.waitForServiceWorker(page);
  await roi.setPace(page, 'instant');
  // Only the lobby was opened: the cards say the games are ready once fetched.
  const status = await offlineState(page, () => {
    const o = window.tableRondeOffline;
    return o && o.known && !o.fetching && o.missing.length === 0;
  });
  t.assert.deepEqual([...status.ready].sort(), [...GAMES, 'library'].sort(), 'every bundle is ready');
  t.assert.equal(status.failed, false);
  await page.locator('.game-card__offline--ready').nth(GAMES.length - 1).waitFor();
  t.assert.equal(await page.locator('.game-card__offline--ready').count(), GAMES.length, 'each card says "Ready offline"');
  t.assert.equal(await page.getByText('Ready offline').count(), GAMES.length);
  t.assert.equal(await page.locator('.lobby-offline').innerText(), '', 'no line once every game is ready');
  await t.screenshotEachViewport(page, 'lobby-ready-offline');
  const sizes = await cacheSizes(page);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  t.log(`offline cache: ${(total / 1024).toFixed(0)} KB in ${Object.keys(sizes).length} cache(s)`);

  await t.stopServer();
  try {
    t.assert.equal(await t.serverUp(), false, 'server should be down');
    for (const game of GAMES) {
      await startFromLobby(t, page, t.baseUrl, game);
      await oneMove(page, game);
      const before = await roi.savedLink(page);
      t.assert.ok(before, `${game}: saved`);
      const response = await page.reload();
      t.assert.ok(response?.fromServiceWorker(), `${game}: the reload is answered offline`);
      await t.waitForApp(page);
      await HELPERS[game].hand(page).waitFor({ timeout: 30_000 });
      t.assert.equal(await roi.savedLink(page), before, `${game}: the same game resumes offline`);
      if (game === 'chevaliers') await t.screenshotEachViewport(page, `offline-${game}`);
      t.log(`offline: ${game} started, one move, resumed after a reload`);
    }
  } finally {
    await t.startServer();
  }
  await page.context().close();
}

async function cutFetch(t) {
  // The copy lacks Le Tournoi's wasm: the background fetch (games in file-name order)
  // stops there, with the games before it cached.
  const copy = await serveCopy(path.resolve(t.server.dir));
  try {
    fs.rmSync(path.join(copy.dir, 'table-ronde-tournoi_bg.wasm'));
    const page = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: copy.url });
    await t.waitForApp(page);
    await t.waitForServiceWorker(page);
    const status = await offlineState(page, () => {
      const o = window.tableRondeOffline;
      return o && o.known && !o.fetching && o.failed;
    });
    t.assert.ok(status.ready.includes('camelot'), `a game fetched before the failure is ready: ${status.ready}`);
    t.assert.ok(status.missing.includes('tournoi'), 'the game that failed is not');
    const line = await page.locator('.lobby-offline').innerText();
    t.assert.match(line, /sont prêts hors ligne ; les autres ont besoin d’une connexion une fois\.$/);
    t.assert.equal(
      await page.locator('[data-game="tournoi"] .game-card__offline').innerText(),
      'Nécessite une connexion une fois',
    );
    t.assert.equal(await page.locator('[data-game="camelot"] .game-card__offline').innerText(), 'Prêt hors ligne');
    await t.screenshot(page, 'cut-fetch-lobby');
    await copy.stop();
    // A game that is cached plays offline…
    await page.locator('[data-game="camelot"] a.game-card__start').click();
    await page.getByRole('button', { name: 'Commencer', exact: true }).waitFor({ timeout: 30_000 });
    // …and one that is not says what it needs (its bundle's fetch fails, as expected).
    t.allowConsoleErrors(/at \/#\/new\/tournoi: (Failed to load resource: net::ERR_FAILED|Failed to fetch|table-ronde: cannot start)/);
    await page.goto(`${copy.url}#/new/tournoi`);
    await page.locator('#boot.boot--failed').waitFor({ timeout: 30_000 });
    t.assert.match(await page.locator('#boot').innerText(), /pas encore prêt hors ligne : il a besoin d’une connexion une fois/);
    await t.screenshot(page, 'cut-fetch-tournoi');
    // Its way back: the lobby, offline.
    await page.getByRole('link', { name: 'Retour aux jeux' }).click();
    await page.locator('[data-game="camelot"] .game-card__offline').waitFor({ timeout: 30_000 });
    await page.context().close();
  } finally {
    await copy.close();
  }
}

async function saveData(t) {
  // A connection that asks to save data: nothing is fetched in the background.
  const copy = await serveCopy(path.resolve(t.server.dir));
  try {
    const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB' });
    await page.addInitScript(() => {
      if (navigator.connection) Object.defineProperty(navigator.connection, 'saveData', { get: () => true });
    });
    await page.goto(copy.url);
    await t.waitForApp(page);
    await t.waitForServiceWorker(page);
    // The page's settled check (index.html) sets saveData and asks for the status only.
    const status = await offlineState(page, () => window.tableRondeOffline?.saveData);
    await page.waitForTimeout(1500);
    t.assert.equal(await page.evaluate(() => window.tableRondeOffline.fetching), false, 'nothing fetched');
    t.assert.deepEqual(await page.evaluate(() => window.tableRondeOffline.ready), [], 'no bundle fetched in the background');
    t.assert.equal(status.saveData, true);
    t.assert.equal(
      await page.locator('.lobby-offline').innerText(),
      'Data saver is on: a game becomes available offline once you open it.',
    );
    await page.context().close();
  } finally {
    await copy.close();
  }
}

export async function run(t) {
  await saveData(t);
  await everyGameOffline(t);
  await cutFetch(t);
}
