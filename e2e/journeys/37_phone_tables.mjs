// Issue 28, "phone first": on a 360×740 and a 390×844 phone, at the start of the person's
// turn in every game, what they must decide with (their hand's first playable card, or the
// decision panel or dialog when one is open) and the centre of the table (the trick, the
// tournament, the melee, the board) are both on screen without scrolling, and no page
// (table, new-game form, lobby) overflows sideways.
import { camelotSeatsLink, openWithPace } from './_camelot.mjs';
import { chevaliersSeatsLink } from './_chevaliers.mjs';
import { HELPERS } from './_offline.mjs';
import { roiSeatsLink } from './_roi.mjs';
import { tafelrundeSeatsLink } from './_tafelrunde.mjs';
import { tournoiSeatsLink } from './_tournoi.mjs';

export const name = 'phone: every table shows the decision and its centre without scrolling at 360 and 390 px; nothing overflows sideways';
export const timeout = 300_000;

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** A fresh game with the person in seat 0 and Easy computers. */
const LINKS = {
  roi: () => roiSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  tafelrunde: () => tafelrundeSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  camelot: () => camelotSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  tournoi: () => tournoiSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  chevaliers: () => chevaliersSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
};

/** The centre of each table: where the cards of the turn land. */
const CENTRE = '[data-table-centre]';

/** What the person decides with now: an open dialog, a decision panel, or the first card
 * button of the hand that can be pressed. */
const DECISION = [
  '[role="dialog"]',
  '.cm-choice',
  '.chv-decide',
  '[data-hand] button:not([disabled]):not([aria-disabled="true"])',
];

/** Where the page stands: the decision's and the centre's boxes, the viewport, and the
 * sideways overflow. */
async function layout(page) {
  return page.evaluate(({ centre, decision }) => {
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: Math.round(r.height) };
    };
    const visible = (el) => el && el.getClientRects().length > 0;
    let what = null;
    for (const sel of decision) {
      const el = [...document.querySelectorAll(sel)].find(visible);
      if (el) {
        what = { sel, ...box(el) };
        break;
      }
    }
    return {
      decision: what,
      centre: box(document.querySelector(centre)),
      height: innerHeight,
      overflow: document.scrollingElement.scrollWidth - innerWidth,
      scrollY: Math.round(scrollY),
    };
  }, { centre: CENTRE, decision: DECISION });
}

/** True when `b` is on screen: all of it, or (for a tall centre) at least `min` px of it. */
function onScreen(b, height, min = Infinity) {
  if (!b) return false;
  const seen = Math.min(b.bottom, height) - Math.max(b.top, 0);
  return seen >= Math.min(b.height, min) - 1;
}

export async function run(t) {
  for (const [game, link] of Object.entries(LINKS)) {
    for (const viewport of PHONES) {
      const size = `${viewport.width}x${viewport.height}`;
      const page = await t.newPage({ viewport, locale: 'fr-FR' });
      await openWithPace(t, page, 'instant', `#g=${link()}`);
      if (game === 'roi') await HELPERS.roi.waitForSettledTurn(page);
      else await HELPERS[game].waitForDecision(page);
      // The table settles (a trick gathered, a card travelling) before it is measured.
      await page.waitForTimeout(400);
      const l = await layout(page);
      await t.screenshot(page, game);
      t.assert.ok(l.decision, `${game} ${size}: something to decide with`);
      t.assert.ok(onScreen(l.decision, l.height, 44),
        `${game} ${size}: the decision (${l.decision.sel}) is on screen: ${JSON.stringify(l)}`);
      t.assert.ok(onScreen(l.centre, l.height, 120), `${game} ${size}: the centre is on screen: ${JSON.stringify(l)}`);
      t.assert.ok(l.overflow <= 0, `${game} ${size}: no sideways overflow (${l.overflow} px)`);
      // The new-game form of the same game, on the same phone.
      await page.evaluate((g) => { location.hash = `#/new/${g}`; }, game);
      await page.getByRole('button', { name: /^(Commencer|Start)$/ }).waitFor();
      const form = await layout(page);
      t.assert.ok(form.overflow <= 0, `${game} ${size}: the new-game form does not overflow (${form.overflow} px)`);
      await page.close();
    }
  }
  // The lobby, on the smaller phone.
  const page = await t.newPage({ viewport: PHONES[0], locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  t.assert.ok((await layout(page)).overflow <= 0, 'the lobby does not overflow');
}
