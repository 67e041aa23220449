// axe-core (npm `axe-core`, injected into the page) on every kind of page, at 1280×800 and
// 360×740: the lobby (French and English), each game's new-game page and rules page, each of
// the five tables mid-game (opened by a share link with computer seats, pace "Immédiat", a
// few decisions taken), the share dialog, a game's own dialog (Camelot's action cards or
// Tournoi's), and Camelot's game-over screen. Rules: WCAG 2.0/2.1 A and AA plus axe's best
// practices, every impact level. The journey fails on any violation and lists each one: page,
// viewport, rule, impact, and the first elements concerned.
import { createRequire } from 'node:module';
import * as camelot from './_camelot.mjs';
import * as chevaliers from './_chevaliers.mjs';
import { playFirstCard, roiSeatsLink } from './_roi.mjs';
import * as tafelrunde from './_tafelrunde.mjs';
import * as tournoi from './_tournoi.mjs';
import { GAMES } from '../games.mjs';

export const name = 'axe: no WCAG 2.1 AA or best-practice violation on any page, desktop and phone';
export const timeout = 600_000;

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe on `page` as it is now, at each viewport in turn (then restores the size);
 * records every violation in `found` under `label`. Returns the number of checks done. */
async function audit(t, page, label, found) {
  const original = page.viewportSize();
  try {
    for (const [vp, size] of Object.entries(t.viewports)) {
      await page.setViewportSize(size);
      // Layout and resize-driven rendering settle; finished CSS transitions (contrast is
      // measured on the colours shown).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.waitForTimeout(250);
      if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
        await page.addScriptTag({ path: AXE_SOURCE });
      }
      const result = await page.evaluate(async (tags) => {
        const r = await window.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            html: n.html.slice(0, 160),
            summary: (n.failureSummary ?? '').split('\n').slice(1, 3).join(' / ').trim(),
          })),
        }));
      }, TAGS);
      for (const v of result) found.push({ page: label, viewport: vp, ...v });
      t.log(`${label} @${vp}: ${result.length ? result.map((v) => v.id).join(', ') : 'clean'}`);
    }
  } finally {
    await page.setViewportSize(original);
  }
}

/** Opens a page of the site (a fresh context, French unless told) and waits for the app. */
async function open(t, hash, { locale = 'fr-FR', pace } = {}) {
  const page = await t.newPage({ viewport: 'desktop', locale });
  if (pace) await camelot.openWithPace(t, page, pace, hash);
  else {
    await page.goto(`${t.baseUrl}${hash}`);
    await t.waitForApp(page);
  }
  // The loader's "Chargement…" is gone: the app itself is on the page.
  await page.waitForFunction(() => !document.getElementById('boot'));
  return page;
}

/** Share dialog from a table's toolbar; audited, then closed with Escape. */
async function auditShareDialog(t, page, label, found) {
  await page.getByRole('navigation', { name: camelot.both('Actions de la table', 'Table actions') })
    .getByRole('button', { name: camelot.both('Partager', 'Share') }).click();
  await page.getByRole('dialog').waitFor();
  await audit(t, page, `${label}: share dialog`, found);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

export async function run(t) {
  const found = [];

  // The lobby, in both languages.
  for (const locale of ['fr-FR', 'en-GB']) {
    const page = await open(t, '#/', { locale });
    await audit(t, page, `lobby (${locale})`, found);
    await page.context().close();
  }

  // Each game's new-game page and rules page.
  for (const game of GAMES) {
    const page = await open(t, `#/new/${game}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await audit(t, page, `new game ${game}`, found);
    await page.goto(`${t.baseUrl}#/rules/${game}`);
    await page.waitForFunction(() => document.querySelectorAll('main h2').length > 2);
    await audit(t, page, `rules ${game}`, found);
    await page.context().close();
  }

  // Le Roi mid-game: three cards played; then the share dialog.
  {
    const page = await open(t, `#g=${roiSeatsLink(33, ['human', 'easy', 'easy', 'easy'])}`, { pace: 'instant' });
    for (let i = 0; i < 3; i += 1) await playFirstCard(page);
    await audit(t, page, 'table roi', found);
    await t.screenshotEachViewport(page, 'table-roi');
    await auditShareDialog(t, page, 'table roi', found);
    await page.context().close();
  }

  // Tafelrunde, Tournoi and Chevaliers mid-game: a few decisions each by the journeys'
  // policies; Tournoi's and Chevaliers's own dialogs are audited when one comes up.
  const games = [
    ['tafelrunde', tafelrunde, tafelrunde.tafelrundeSeatsLink(33, ['human', 'easy', 'easy'])],
    ['tournoi', tournoi, tournoi.tournoiSeatsLink(33, ['human', 'easy', 'easy'])],
    ['chevaliers', chevaliers, chevaliers.chevaliersSeatsLink(33, ['human', 'easy', 'easy'])],
  ];
  let gameDialogs = 0;
  for (const [game, helper, link] of games) {
    const page = await open(t, `#g=${link}`, { pace: 'instant' });
    await helper.hand(page).waitFor();
    let decisions = 0;
    let dialogSeen = false;
    for (;;) {
      const what = await helper.waitForDecision(page);
      if (what === 'over') break;
      if (['dialog', 'sword'].includes(what) && !dialogSeen) {
        dialogSeen = true;
        gameDialogs += 1;
        await audit(t, page, `${game}: its dialog`, found);
      }
      if (decisions >= 4 && (dialogSeen || decisions >= 40) && !['dialog', 'sword'].includes(what)) break;
      await helper.decideOnce(page, what);
      decisions += 1;
    }
    await audit(t, page, `table ${game}`, found);
    await t.screenshotEachViewport(page, `table-${game}`);
    await page.context().close();
  }

  // Camelot: a whole game (the quickest to finish), audited mid-game, at its first dialog and
  // at the end.
  {
    const page = await open(t, `#g=${camelot.camelotSeatsLink(2024, ['human', 'easy', 'easy'])}`, { pace: 'instant' });
    await camelot.hand(page).waitFor();
    let decisions = 0;
    let dialogSeen = false;
    let midAudited = false;
    for (;;) {
      const what = await camelot.waitForDecision(page);
      if (what === 'over') break;
      if (what === 'dialog' && !dialogSeen) {
        dialogSeen = true;
        gameDialogs += 1;
        await audit(t, page, 'camelot: its dialog', found);
      }
      if (!midAudited && decisions >= 4 && what === 'turn') {
        midAudited = true;
        await audit(t, page, 'table camelot', found);
        await t.screenshotEachViewport(page, 'table-camelot');
      }
      await camelot.decideOnce(page, what);
      decisions += 1;
    }
    t.assert.ok(midAudited, 'the Camelot table was audited mid-game');
    await camelot.gameOverHeading(page).waitFor();
    await audit(t, page, 'camelot: game over', found);
    await t.screenshotEachViewport(page, 'camelot-game-over');
    await page.context().close();
  }
  t.assert.ok(gameDialogs >= 1, 'at least one game dialog was audited');

  if (found.length) {
    const lines = found.map((v) => [
      `${v.page} @${v.viewport}: ${v.id} (${v.impact}) ${v.help}`,
      ...v.nodes.slice(0, 3).map((n) => `    ${n.target} ${n.html}${n.summary ? ` — ${n.summary}` : ''}`),
      ...(v.nodes.length > 3 ? [`    … and ${v.nodes.length - 3} more`] : []),
    ].join('\n'));
    // Every line is logged (the runner shows only the first lines of an error).
    for (const line of lines.join('\n').split('\n')) t.log(line);
    const rules = [...new Set(found.map((v) => v.id))].join(', ');
    throw new Error(`${found.length} axe violation(s) (${rules}); listed above`);
  }
}
