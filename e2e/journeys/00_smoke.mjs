// The built site loads at the root of an origin and under a sub-path (relative public_url),
// on a phone and a laptop screen, with the right title and no page error.
export const name = 'smoke: loads at / and at a sub-path, title, no page error';

export async function run(t) {
  for (const [where, url] of [['root', t.baseUrl], ['sub', t.subUrl]]) {
    await t.atEachViewport(async (page) => {
      const response = await page.goto(url);
      t.assert.equal(response.status(), 200, `${url} answered ${response.status()}`);
      await t.waitForApp(page);
      t.assert.match(await page.title(), /Table Ronde/);
      await t.screenshot(page, where);
    });
  }
}
