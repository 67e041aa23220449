// A whole game of Camelot against two Easy computers, in French, by clicking: a share link
// starts the game (you in seat 1), pace "Immédiat"; a simple policy announces the first
// allowed colour, plays cards while "Rester en lice" is refused and then stays, or withdraws,
// and answers every dialog. On the way: refused cards say why (naming a CAM rule), the
// preview says "assez / pas assez", screenshots at 1280 and 360 px (start, mid-tournament,
// an action-card dialog, game over). At the end "Partie terminée" names a winner who owns
// five colours; the share link of the finished game, opened in a fresh browser, shows the
// same end.
import {
  camelotSeatsLink, cardButtons, decideOnce, finalState, gameOverHeading, hand, liveRegion,
  openWithPace, stayButton, waitForDecision,
} from './_camelot.mjs';
import { savedLink } from './_roi.mjs';

export const name = 'camelot: full game against two Easy computers, the link replays the end';
export const timeout = 400_000;

export async function run(t) {
  const started = Date.now();
  const seed = Number(process.env.E2E_CAMELOT_SEED || 2024);
  t.log(`seed ${seed} (E2E_CAMELOT_SEED=<n> to replay another)`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR' });
  await openWithPace(t, page, 'instant', `#g=${camelotSeatsLink(seed, ['human', 'easy', 'easy'])}`);
  await hand(page).waitFor();
  t.assert.equal(await cardButtons(page).count() >= 8, true, 'a hand of eight cards or more');

  // The rules are one click away.
  const rules = page.getByRole('navigation', { name: 'Actions de la table' }).getByRole('link', { name: 'Règles' });
  t.assert.match(await rules.getAttribute('href'), /#\/rules\/camelot$/);
  await t.screenshotEachViewport(page, 'start');

  let decisions = 0;
  let refusedChecked = 0;
  let previewSeen = false;
  let midShot = false;
  let dialogShot = false;
  const kinds = {};
  for (;;) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'turn') {
      // Refused cards: disabled, with the reason and the rule, also written for phones.
      const cards = await cardButtons(page).evaluateAll((els) => els.map((e) => ({
        name: e.getAttribute('aria-label'),
        disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
        title: e.getAttribute('title'),
        described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
      })));
      for (const c of cards.filter((x) => x.disabled)) {
        t.assert.match(c.name, /^Jouer /, c.name);
        t.assert.ok(c.title, `${c.name} is disabled without a reason`);
        t.assert.equal(c.described, c.title, `${c.name}: the description repeats the reason`);
        t.assert.match(c.title, /\(règle CAM-\d+\.\d+\)$/, `${c.name}: ${c.title}`);
        refusedChecked += 1;
      }
      const preview = await page.getByText(/^Votre total : \d+/).innerText();
      t.assert.match(preview, /^Votre total : \d+( · à battre : \d+ \(.+\) — (assez|pas assez))?$/, preview);
      previewSeen = true;
      if (!(await stayButton(page).isEnabled())) {
        const why = await stayButton(page).getAttribute('title');
        t.assert.match(why, /\(règle CAM-\d+\.\d+\)$/, `Stay refused: ${why}`);
      }
      // Mid-tournament: several cards down on the table.
      const down = await page.locator('.cm-display li:not(.cm-empty)').count();
      if (!midShot && down >= 4) {
        midShot = true;
        await t.screenshotEachViewport(page, 'mid-tournament');
      }
    }
    const done = await decideOnce(page, what, {
      onDialog: async (_d, title) => {
        if (!dialogShot && title !== 'Lancelot') {
          dialogShot = true;
          await t.screenshotEachViewport(page, 'action-dialog');
        }
      },
    });
    kinds[done.split(':')[0]] = (kinds[done.split(':')[0]] ?? 0) + 1;
    decisions += 1;
    if (decisions > 3000) throw new Error('no end after 3000 decisions');
  }
  t.log(`${decisions} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
    `${refusedChecked} refused cards checked`);
  t.log(`decisions: ${JSON.stringify(kinds)}`);
  t.assert.ok(previewSeen, 'the total preview was shown on my turns');
  t.assert.ok(refusedChecked > 0, 'some cards were refused at some point');

  await gameOverHeading(page).waitFor();
  const end = await finalState(page);
  t.log(`end: ${end.verdict}`);
  t.assert.match(end.verdict, /^(Vous gagnez avec 5 couleurs !|(Gauvain|Perceval|Lancelot) gagne avec 5 couleurs\.)$/);
  const winners = end.rows.filter((r) => r.winner);
  t.assert.equal(winners.length, 1, 'one winner');
  t.assert.match(winners[0].tokens, /\(5 sur 5\)$/, winners[0].tokens);
  t.assert.equal(end.rows.length, 3);
  // The end was read out politely.
  await liveRegion(page).getByText(/Partie terminée/).waitFor();
  await t.screenshotEachViewport(page, 'game-over');

  // The finished game's link (the save holds it) opens the same end in a fresh browser.
  const link = await savedLink(page);
  t.assert.ok(link, 'the game was saved with its link');
  const other = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: `${t.baseUrl}#g=${link}` });
  await t.waitForApp(other);
  await gameOverHeading(other).waitFor();
  const again = await finalState(other);
  t.assert.deepEqual(again, end, 'the link reproduces the end of the game');
  await t.screenshot(other, 'shared-end');
}
