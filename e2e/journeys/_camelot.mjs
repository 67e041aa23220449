// Helpers shared by the Camelot journeys (a `_` file: run.mjs does not run it as a journey).
//
// The table's parts are found by role and accessible name, in French or English. The link
// helper mirrors src/core/link.rs and src/games/camelot/options.rs, so that journeys can start
// a game with any seats straight from a share link.
import { both, LEVELS, sealLink } from './_roi.mjs';

export { both };

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

/** A link to a fresh Camelot game (no moves) with the given seats, e.g.
 * ['human', 'easy', 'easy'], and the spec's default options (CAM-18). */
export function camelotSeatsLink(seed, seats) {
  return sealLink([
    1, // link format version
    3, // game: Camelot
    0, 0, 0, // deal order, empty draw, nobody can start (one value each today)
    1, 1, // no second Maiden by action, Outwit's card on top
    0, 0, 0, // colour after draw, no repeated colour, entry needs a display card
    1, // the Shield guards its owner's display from his own all-display cards
    seats.length,
    ...seats.map((s) => (s === 'human' ? 0 : 1 + LEVELS.indexOf(s))),
    ...varint(seed),
    ...varint(0), // no moves
  ]);
}

/** Opens the site with the computers' pace set (before the app reads it), then `hash`. */
export async function openWithPace(t, page, pace, hash) {
  await page.goto(t.baseUrl);
  await t.waitForApp(page);
  await page.evaluate((p) => localStorage.setItem('table-ronde.pace', p), pace);
  // A fresh load (not a hash change): the page starts on the bundle the address needs.
  await page.goto('about:blank');
  await page.goto(`${t.baseUrl}${hash}`);
  await t.waitForApp(page);
}

/** The player's hand. */
export function hand(page) {
  return page.getByRole('group', { name: both('Votre main', 'Your hand') });
}

/** Every card button of the hand ("Jouer rouge 4" / "Play red 4"). */
export function cardButtons(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) / });
}

/** The card buttons that can be pressed now. */
export function playableCards(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) /, disabled: false });
}

/** "Stay in (12)" / "Rester en lice (12)". */
export function stayButton(page) {
  return page.getByRole('button', { name: /^(Rester en lice|Stay in)/ });
}

/** "Withdraw" / "Se retirer". */
export function withdrawButton(page) {
  return page.getByRole('button', { name: both('Se retirer', 'Withdraw') });
}

/** The "Game over" heading. */
export function gameOverHeading(page) {
  return page.getByRole('heading', { name: both('Partie terminée', 'Game over') });
}

/** The polite live region. */
export function liveRegion(page) {
  return page.getByRole('log');
}

/** A toolbar button. */
export function tool(page, fr, en) {
  return page.getByRole('navigation', { name: both('Actions de la table', 'Table actions') })
    .getByRole('button', { name: both(fr, en) });
}

/** The inline choice panels (colour, token, Adapt) and their question. */
export function choicePanel(page) {
  return page.getByRole('region', {
    name: /^(Choisissez la couleur du tournoi|Choose the tournament colour|Tournoi violet gagné|Purple tournament won|Retrait avec une dame|Withdrawn with a Maiden|Adaptation :|Adapt:)/,
  });
}

/** The open dialog, if any. */
export function dialog(page) {
  return page.getByRole('dialog');
}

/** Waits until something is for the player to do (or the game is over); returns what. */
export async function waitForDecision(page, timeout = 60_000) {
  const handle = await page.waitForFunction(() => {
    const headings = [...document.querySelectorAll('h2')];
    if (headings.some((h) => /^(Partie terminée|Game over)$/.test(h.textContent.trim()))) return 'over';
    if (document.querySelector('[role="dialog"]')) return 'dialog';
    const choice = document.querySelector('.cm-choice button:not([disabled])');
    if (choice) return 'choice';
    if (document.querySelector('.cm-turnbar')) return 'turn';
    return false;
  }, null, { timeout, polling: 50 });
  return handle.jsonValue();
}

/** The state a person sees: banner, each seat's panel text, the hand's card names. */
export async function tableState(page) {
  const seats = {};
  for (const group of await page.getByRole('main').getByRole('group').all()) {
    const name = await group.getAttribute('aria-label');
    if (!name || /^(Votre main|Your hand)$/.test(name)) continue;
    seats[name] = (await group.innerText()).replace(/\s+/g, ' ').trim();
  }
  return { seats };
}

/** The end panel as text: verdict and every player's tokens (their accessible names). */
export async function finalState(page) {
  const panel = page.locator('.cm-over');
  await panel.waitFor();
  const verdict = (await panel.locator('.cm-verdict').innerText()).trim();
  const rows = await panel.getByRole('listitem').evaluateAll((els) => els.map((li) => ({
    name: li.querySelector('.cm-st-name')?.textContent.trim(),
    tokens: li.querySelector('[role="img"]')?.getAttribute('aria-label'),
    winner: li.classList.contains('winner'),
  })));
  return { verdict, rows };
}

/**
 * Takes one decision with a simple policy: answer a dialog (let Lancelot pass; the first
 * declaration offered), pick the first allowed choice of a panel, and on one's turn play
 * cards (colour cards and supporters first) while "Stay in" is refused, then stay; with
 * nothing playable, withdraw. Returns a short description of what was done.
 */
export async function decideOnce(page, what, { onDialog } = {}) {
  if (what === 'dialog') {
    const d = dialog(page);
    const title = (await d.getByRole('heading', { level: 2 }).innerText()).trim();
    if (onDialog) await onDialog(d, title);
    if (title === 'Lancelot') {
      await d.getByRole('button', { name: both('Laisser faire', 'Let it happen') }).click();
      return 'lancelot: pass';
    }
    // Declarations: the first option (Outwit: first the thing taken, then what is given).
    const option = d.locator('.cm-choice-btn').first();
    const label = (await option.innerText()).trim();
    await option.click();
    return `${title}: ${label}`;
  }
  if (what === 'choice') {
    const panel = choicePanel(page);
    const button = panel.getByRole('button', { disabled: false }).first();
    const label = (await button.innerText()).trim();
    await button.click();
    return `choice: ${label}`;
  }
  // My turn.
  if (await stayButton(page).isEnabled()) {
    await stayButton(page).click();
    return 'stay';
  }
  const names = await playableCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  if (names.length) {
    const display = names.find((n) => /\d$|dame$|Maiden$/.test(n));
    const pick = display ?? names[0];
    await hand(page).getByRole('button', { name: pick, exact: true }).first().click();
    return pick;
  }
  await withdrawButton(page).click();
  return 'withdraw';
}
