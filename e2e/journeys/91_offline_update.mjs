// Issue 30, the second journey: a new version of an installed copy. A browser that opened
// the lobby has every game ready offline; a new build is served (sw.js with another
// VERSION); it installs every bundle before its notice shows, so that the page never mixes
// two versions; after Reload the old cache is gone and every game still loads offline.
import { GAMES } from '../games.mjs';
import { serveCopy } from '../serve_copy.mjs';
import { offlineState, startFromLobby } from './_offline.mjs';
import fs from 'node:fs';
import path from 'node:path';

export const name = 'offline update: a new version installs every bundle, and after Reload every game loads offline';
export const timeout = 300_000;

export async function run(t) {

  const copy = await serveCopy(path.resolve(t.server.dir));
  try {
    const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: copy.url });
    await t.waitForApp(page);
    await t.waitForServiceWorker(page);
    await offlineState(page, () => {
      const o = window.tableRondeOffline;
      return o && o.known && !o.fetching && o.missing.length === 0;
    });
    await page.evaluate(() => { window.__samePage = true; });
    const swPath = path.join(copy.dir, 'sw.js');
    const sw = fs.readFileSync(swPath, 'utf8');
    const next = sw.replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"');
    t.assert.notEqual(next, sw, 'sw.js has a VERSION to change');
    fs.writeFileSync(swPath, next);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.getByText('A new version is ready').waitFor({ timeout: 60_000 });
    // The waiting version already holds every bundle (it installed them all).
    const waiting = await page.evaluate(async () => {
      const key = (await caches.keys()).find((k) => k.includes('-next@'));
      const cache = await caches.open(key);
      return (await cache.keys()).map((r) => new URL(r.url).pathname.split('/').pop());
    });
    for (const game of [...GAMES, 'library']) {
      t.assert.ok(waiting.includes(`table-ronde-${game}_bg.wasm`), `the new version holds ${game}'s bundle`);
    }
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !window.__samePage, null, { timeout: 20_000 });
    await t.waitForApp(page);
    const keys = await page.evaluate(() => caches.keys());
    t.assert.ok(keys.every((k) => !/^table-ronde-/.test(k) || k.includes('-next@')), `only the new version's cache: ${keys}`);
    await copy.stop();
    for (const game of GAMES) {
      await startFromLobby(t, page, copy.url, game);
      t.log(`new version offline: ${game} starts`);
    }
    await page.context().close();
  } finally {
    await copy.close();
  }
}
