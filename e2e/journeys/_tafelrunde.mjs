// Helpers shared by the Tafelrunde journeys (a `_` file: run.mjs does not run it as a journey).
//
// The table's parts are found by role and accessible name, in French or English. The link
// helper mirrors src/core/link.rs and src/games/tafelrunde/options.rs, so that journeys can
// start a game with any seats straight from a share link.
import { both, LEVELS, sealLink } from './_roi.mjs';
import { openWithPace } from './_camelot.mjs';

export { both, openWithPace };

function varint(v) {
  const out = [];
  let n = BigInt(v);
  for (;;) {
    const b = Number(n & 0x7fn);
    n >>= 7n;
    if (n === 0n) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** A link to a fresh Tafelrunde game (no moves) with the given seats, e.g.
 * ['human', 'easy', 'easy'], and the spec's options (TAF-14): 27 spaces, swords on
 * 3, 6, …, 24, every rule at its default. */
export function tafelrundeSeatsLink(seed, seats) {
  return sealLink([
    1, // link format version
    2, // game: Tafelrunde
    27, // track length (King Arthur on 26)
    8, 3, 6, 9, 12, 15, 18, 21, 24, // the sword spaces
    0, 0, // first dealer random, deal order clockwise from the left
    1, 1, 1, 1, 1, // super-trump leads, free after one, only when void, declining, waiting
    0, // reshuffle on demand
    seats.length,
    ...seats.map((s) => (s === 'human' ? 0 : 1 + LEVELS.indexOf(s))),
    ...varint(seed),
    ...varint(0), // no moves
  ]);
}

/** The player's hand. */
export function hand(page) {
  return page.getByRole('group', { name: both('Votre main', 'Your hand') });
}

/** Every card button of the hand ("Jouer vert 7" / "Play green 7", "Play knight"). */
export function cardButtons(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) / });
}

/** The card buttons that can be pressed now. */
export function playableCards(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) /, disabled: false });
}

/** The sword dialog. */
export function swordDialog(page) {
  return page.getByRole('dialog', { name: /^(Épée !|Sword!)/ });
}

/** The "Game over" heading. */
export function gameOverHeading(page) {
  return page.getByRole('heading', { name: both('Partie terminée', 'Game over') });
}

/** The polite live region. */
export function liveRegion(page) {
  return page.getByRole('log');
}

/** The players list beside the board (the board in words). */
export function playersList(page) {
  return page.getByRole('region', { name: both('Les pions', 'The pawns') });
}

/** The trick in the centre. */
export function trickList(page) {
  return page.locator('.tf-trick');
}

/** Waits until something is for the player to do (or the game is over); returns what:
 * 'over', 'sword' (the dialog is open), 'sword-closed' (pending, dialog closed) or 'play'. */
export async function waitForDecision(page, timeout = 60_000) {
  const handle = await page.waitForFunction(() => {
    const headings = [...document.querySelectorAll('h2')];
    if (headings.some((h) => /^(Partie terminée|Game over)$/.test(h.textContent.trim()))) return 'over';
    if (document.querySelector('[role="dialog"]')) return 'sword';
    if (document.querySelector('.tf-reopen')) return 'sword-closed';
    if (document.querySelector('.tf-hand button:not([aria-disabled="true"])')) return 'play';
    return false;
  }, null, { timeout, polling: 50 });
  return handle.jsonValue();
}

/** The number of decisions recorded so far (the saved link grows with each): a cheap way
 * to wait until a click was applied. */
export async function moves(page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('table-ronde.save.tafelrunde');
    return raw === null ? '' : JSON.parse(raw).link;
  });
}

/** Waits until the saved game changed from `before` (a decision was applied). */
export async function waitForChange(page, before) {
  await page.waitForFunction((b) => {
    const raw = localStorage.getItem('table-ronde.save.tafelrunde');
    return raw !== null && JSON.parse(raw).link !== b;
  }, before, { polling: 30 });
}

/** The board as a person reads it: each player's row of the list. */
export async function boardState(page) {
  return playersList(page).getByRole('listitem').evaluateAll((els) => els.map(
    (li) => li.innerText.replace(/\s+/g, ' ').trim(),
  ));
}

/** The hand's card names. */
export async function handNames(page) {
  return cardButtons(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** The end panel as text: verdict and every player's row. */
export async function finalState(page) {
  const panel = page.locator('.tf-over');
  await panel.waitFor();
  const verdict = (await panel.locator('.cm-verdict').innerText()).trim();
  const rows = await panel.getByRole('listitem').evaluateAll((els) => els.map((li) => ({
    name: li.querySelector('.cm-st-name')?.textContent.trim(),
    space: li.querySelector('.tf-st-space')?.textContent.trim(),
    winner: li.classList.contains('winner'),
  })));
  return { verdict, rows };
}

/**
 * Answers the sword dialog with a simple policy: wait for the new hand when allowed; else
 * the first colour offered; with a full ladder, places 1 and 2 then the swap button.
 * Returns what was done.
 */
export async function answerSword(page) {
  const d = swordDialog(page);
  // Empty-handed on the last trick: wait for the new hand (then decide after the deal).
  const wait = d.getByRole('button', { name: both('Attendre ma nouvelle main', 'Wait for my new hand') });
  if (await wait.count()) {
    await wait.click();
    return 'wait';
  }
  const colours = d.locator('.tf-declares button:not([disabled])');
  if (await colours.count()) {
    const label = (await colours.first().innerText()).trim();
    await colours.first().click();
    return `declare ${label}`;
  }
  const places = d.locator('.tf-place-btn');
  if (await places.count()) {
    await places.nth(0).click();
    await places.nth(1).click();
    const swap = d.getByRole('button', { name: /^(Échanger les places|Swap places) 1 (et|and) 2$/ });
    await swap.click();
    return 'swap 1 2';
  }
  await d.getByRole('button', { name: both('Ne rien déclarer', 'Declare nothing') }).click();
  return 'decline';
}

/**
 * Takes one decision: answers the sword dialog (reopening it if it was closed), or plays a
 * playable card (the highest of the first colour offered, to win a few tricks). Waits until
 * the decision was applied. Returns a short description.
 */
export async function decideOnce(page, what) {
  const before = await moves(page);
  let done;
  if (what === 'sword-closed') {
    await page.locator('.tf-reopen').click();
    await swordDialog(page).waitFor();
    done = await answerSword(page);
  } else if (what === 'sword') {
    done = await answerSword(page);
  } else {
    const names = await playableCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const pick = names[names.length - 1];
    await hand(page).getByRole('button', { name: pick, exact: true }).first().click();
    done = pick;
  }
  await waitForChange(page, before);
  return done;
}
