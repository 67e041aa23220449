// Issue 28, points 4 and 7, as a player meets them on a laptop (1280×800): the replay
// viewer puts the table right under its controls, reads a step as sentences and never says
// "Your turn" and "Not your turn" together; the Tournoi's four knights fit beside each
// other; the rules' contents leave room for two-digit numbers.
import { openWithPace } from './_camelot.mjs';
import { playFirstCard, roiSeatsLink, savedLink, waitForSettledTurn } from './_roi.mjs';
import { tournoiSeatsLink } from './_tournoi.mjs';

export const name = 'words and views: replay layout and sentences, four Tournoi knights at 1280 px, rules contents';
export const timeout = 180_000;

const DESKTOP = { width: 1280, height: 800 };

export async function run(t) {
  // 1. A Roi game with one card played, then its replay at its last step (the person's turn).
  const page = await t.newPage({ viewport: DESKTOP, locale: 'fr-FR' });
  await openWithPace(t, page, 'instant', `#g=${roiSeatsLink(5, ['human', 'random', 'random', 'random'])}`);
  await waitForSettledTurn(page);
  await playFirstCard(page);
  await waitForSettledTurn(page);
  const link = await savedLink(page, 'roi');
  await page.evaluate((l) => { location.hash = `#r=${l}`; }, link);
  await page.getByRole('heading', { level: 1, name: /^Revoir la partie — / }).waitFor();
  // Every step where the table says it is the person's turn: never "Not your turn" with it.
  await page.locator('.replay-table [data-hand]').waitFor();
  let yourTurn = 0;
  for (let k = 0; ; k++) {
    // What is drawn on screen (a card's reason for screen readers is clipped to 1 px).
    const table = await page.locator('.replay-table').evaluate((root) => {
      const shown = [];
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const r = n.parentElement.getBoundingClientRect();
        if (r.width > 2 && r.height > 2) shown.push(n.textContent);
      }
      return shown.join(' ');
    });
    if (/À vous de jouer/.test(table)) {
      yourTurn += 1;
      t.assert.ok(!/Ce n.est pas votre tour/.test(table), `step ${k}: "Your turn" and "Not your turn" together`);
    }
    const next = page.getByRole('button', { name: 'Coup suivant' });
    if ((await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
    await page.waitForFunction((n) => (document.querySelector('.replay-step')?.textContent ?? '').startsWith(`Coup ${n} `), k + 1);
  }
  t.assert.ok(yourTurn > 0, 'some step is the person\'s turn');
  const top = await page.locator('.replay-table [data-table-centre]').evaluate((e) => e.getBoundingClientRect().top);
  t.assert.ok(top < DESKTOP.height - 200, `the trick starts on screen, at ${Math.round(top)} px`);
  // The step of the trick's last card reads as sentences: the card, then who wins the trick.
  await page.getByRole('button', { name: 'Début' }).click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Coup suivant' }).click();
  await page.waitForFunction(() => /Coup 4 \//.test(document.querySelector('.replay-step')?.textContent ?? ''));
  const last = (await page.locator('.replay-last').innerText()).trim();
  t.assert.match(last, /^Dernier coup : .+\. .+\.$/, `two sentences: ${last}`);
  await t.screenshot(page, 'replay');

  // 2. A four-knight Tournoi: every knight's panel begins above the fold.
  const tn = await t.newPage({ viewport: DESKTOP, locale: 'en-GB' });
  await openWithPace(t, tn, 'instant', `#g=${tournoiSeatsLink(5, ['human', 'easy', 'easy', 'easy'])}`);
  await tn.locator('.tn-seat').nth(3).waitFor();
  const tops = await tn.locator('.tn-seat h3').evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().bottom)));
  t.assert.equal(tops.length, 4);
  for (const b of tops) t.assert.ok(b <= DESKTOP.height, `each knight's name on screen: ${tops}`);
  await t.screenshot(tn, 'tournoi-four');

  // 3. The Tournoi rules' contents: no number of the second column sits on the first's text.
  await tn.evaluate(() => { location.hash = '#/rules/tournoi'; });
  await tn.locator('.toc li').first().waitFor();
  const clash = await tn.evaluate(() => {
    const items = [...document.querySelectorAll('.toc li')];
    const left = Math.min(...items.map((li) => li.getBoundingClientRect().left));
    const range = document.createRange();
    const textRight = (li) => {
      range.selectNodeContents(li);
      return range.getBoundingClientRect().right;
    };
    const first = items.filter((li) => li.getBoundingClientRect().left - left < 5);
    const second = items.filter((li) => li.getBoundingClientRect().left - left >= 5);
    // A marker "10." takes about 2em left of its item.
    const secondStart = Math.min(...second.map((li) => li.getBoundingClientRect().left - 2 * parseFloat(getComputedStyle(li).fontSize)));
    return { firstRight: Math.max(...first.map(textRight)), secondStart, columns: second.length > 0 };
  });
  t.assert.ok(clash.columns, 'two columns at 1280 px');
  t.assert.ok(clash.firstRight <= clash.secondStart, `the columns do not touch: ${JSON.stringify(clash)}`);
  await t.screenshot(tn, 'rules-contents');
}
