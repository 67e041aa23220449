// PWA plumbing: the manifest and its icons resolve, and once the service worker controls the
// page the app still starts after the server has gone away (at / and under a sub-path).
export const name = 'offline: manifest resolves; app reloads with the server stopped';

export async function run(t) {
  for (const [where, url] of [['root', t.baseUrl], ['sub', t.subUrl]]) {
    const page = await t.newPage({ viewport: 'phone', url });
    await t.waitForApp(page);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      const json = await (await fetch(href)).json();
      const icons = await Promise.all(
        json.icons.map(async (icon) => (await fetch(new URL(icon.src, href))).status),
      );
      return { name: json.name, scope: new URL(json.scope, href).href, icons };
    });
    t.assert.equal(manifest.name, 'Table Ronde');
    t.assert.equal(manifest.scope, url, 'manifest scope is the app directory');
    t.assert.deepEqual(manifest.icons, manifest.icons.map(() => 200), 'every icon loads');

    await t.waitForServiceWorker(page);
    await t.stopServer();
    try {
      t.assert.equal(await t.serverUp(), false, 'server should be down');
      const response = await page.reload();
      t.assert.ok(response?.fromServiceWorker(), 'reload should be answered by the service worker');
      await t.waitForApp(page);
      // Query strings (game links) must fall back to the cached shell too.
      await page.goto(`${url}?offline=1`);
      await t.waitForApp(page);
      t.assert.match(await page.title(), /Table Ronde/);
      await t.screenshot(page, `offline-${where}`);
    } finally {
      await t.startServer();
    }
  }
}
