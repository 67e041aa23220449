// Helpers shared by the Roi journeys (a `_` file: run.mjs does not run it as a journey).
//
// Everything is found by role and accessible name, in French or English, as a person (or a
// screen reader) would find it. The link helpers mirror src/core/link.rs and
// src/core/bytes.rs, so that journeys can craft links (and damage them) on purpose.

/** Matches either language's text exactly. */
export const both = (fr, en) => new RegExp(`^(?:${esc(fr)}|${esc(en)})$`);

function esc(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------- lobby and new game

/** The lobby's link to a new game of Le Roi / King. */
export function roiLink(page) {
  return page.getByRole('main').getByRole('link', { name: both('Le Roi', 'King') });
}

/** The lobby's main heading. */
export function lobbyHeading(page) {
  return page.getByRole('heading', {
    level: 1,
    name: both('Cinq jeux de cartes autour de la Table ronde', 'Five card games around the Round Table'),
  });
}

/** Picks a computer pace (`instant`, `fast`, `normal`, `slow`) with the header's control. */
export async function setPace(page, code) {
  const select = page.getByRole('combobox', { name: /^(Rythme des adversaires|Pace of the computers)$/ });
  await inSettings(page, () => select.selectOption(code));
}

/** The header's Settings button (issue 28: the language, pace and theme sit behind it). */
export function settingsButton(page) {
  return page.getByRole('button', { name: /^(Réglages|Settings)$/ });
}

/** Runs `f` with the settings panel open, then closes it again. */
export async function inSettings(page, f) {
  const button = settingsButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  try {
    return await f();
  } finally {
    if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  }
}

/** Chooses the language by its button's name ('Français' or 'English'). */
export async function chooseLang(page, name) {
  await inSettings(page, () => page.getByRole('button', { name }).click());
}

/** Chooses the colour scheme: 'auto', 'light' or 'dark'. */
export async function setTheme(page, code) {
  await inSettings(page, () => page.getByRole('combobox', { name: /^(Thème|Theme)$/ }).selectOption(code));
}

/**
 * From the lobby (already loaded): opens the Roi new-game page, optionally types a deal
 * number, presses Start and waits for the hand. Returns the deal number played (the one
 * typed, or the random one the page offered), to reproduce a failure.
 */
export async function startRoiFromLobby(page, { seed } = {}) {
  await roiLink(page).click();
  await page.getByRole('heading', { level: 1, name: both('Nouvelle partie : Le Roi', 'New game: King') })
    .waitFor();
  const field = page.getByRole('spinbutton', { name: both('Numéro de donne', 'Deal number') });
  if (seed !== undefined) await field.fill(String(seed));
  const deal = await field.inputValue();
  await page.getByRole('button', { name: both('Commencer', 'Start') }).click();
  await hand(page).waitFor();
  return deal;
}

/** A pass-and-play game of Le Roi at the "instant" pace, on a new desktop page (English):
 * Player 1 and Player 2 people, two computers, deal `seed`. Returns the page and the
 * hand-over screen's "I am Player N" button. */
export async function openRoiPassAndPlay(t, seed) {
  const page = await t.newPage({ viewport: 'desktop', locale: 'en-GB', url: t.baseUrl });
  await t.waitForApp(page);
  await setPace(page, 'instant');
  await roiLink(page).click();
  await page.getByRole('heading', { level: 1, name: 'New game: King' }).waitFor();
  await page.getByRole('radiogroup', { name: 'Seat 2' })
    .getByRole('radio', { name: 'You / human' }).check();
  await page.getByRole('spinbutton', { name: 'Deal number' }).fill(String(seed));
  await page.getByRole('button', { name: 'Start' }).click();
  return { page, confirm: page.getByRole('button', { name: /^I am Player [12]$/ }) };
}

// ---------------------------------------------------------------- the table

/** The player's hand (a group of card buttons). */
export function hand(page) {
  return page.getByRole('group', { name: both('Votre main', 'Your hand') });
}

/** Every card button of the hand ("Play queen of hearts" / "Jouer la dame de cœur"). */
export function cardButtons(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) / });
}

/** The card buttons that can be pressed now. */
export function playableCards(page) {
  return hand(page).getByRole('button', { name: /^(Play|Jouer) /, disabled: false });
}

/** The cards on the felt. */
export function currentTrick(page) {
  return page.getByRole('list', { name: both('Pli en cours', 'Current trick') });
}

/** The "Game over" heading of the end panel. */
export function gameOverHeading(page) {
  return page.getByRole('heading', { name: both('Partie terminée', 'Game over') });
}

/** The score sheet table. */
export function scoreSheet(page) {
  return page.getByRole('table', { name: both('Feuille de marque', 'Score sheet') });
}

/** A toolbar button of the table ("Share", "Undo"…). */
export function tool(page, fr, en) {
  return page.getByRole('navigation', { name: both('Actions de la table', 'Table actions') })
    .getByRole('button', { name: both(fr, en) });
}

/** Waits until the player may play (some card button enabled). */
export async function waitForMyTurn(page, options) {
  await playableCards(page).first().waitFor(options);
}

/**
 * Waits until the table is settled on the player's turn: some card is playable and the felt
 * no longer shows a finished trick (four cards), which stays there a moment after the
 * fourth card. The state a save or a link records is then exactly what is on screen.
 */
export async function waitForSettledTurn(page, options) {
  await waitForMyTurn(page, options);
  await page.waitForFunction(() => {
    const trick = [...document.querySelectorAll('[aria-label]')]
      .find((e) => /^(Pli en cours|Current trick)$/.test(e.getAttribute('aria-label')));
    return trick && trick.querySelectorAll('[role="img"]').length < 4;
  }, null, options);
}

/** Accessible names of the given elements (aria-label; these elements all carry one). */
async function names(locator) {
  return locator.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/**
 * Presses the card button named `label` ("Play 3 of clubs") and waits until the card is
 * played, i.e. until the hand has another number of cards: one fewer, or a fresh hand of
 * thirteen after the last card of a round, or none at the end of the game. (Waiting for the
 * button to go is not enough: the next deal may hold the same card, and keep its button.)
 */
export async function playCard(page, label) {
  const before = await cardButtons(page).count();
  await hand(page).getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction((n) => {
    const group = [...document.querySelectorAll('[role="group"][aria-label]')]
      .find((e) => /^(Votre main|Your hand)$/.test(e.getAttribute('aria-label')));
    return (group ? group.querySelectorAll('button').length : 0) !== n;
  }, before);
}

/** Plays the first playable card once it is the player's turn; returns the card's name
 * without the verb ("3 of clubs"). */
export async function playFirstCard(page) {
  const card = playableCards(page).first();
  await card.waitFor();
  const label = await card.getAttribute('aria-label');
  await playCard(page, label);
  return label.replace(/^(Play|Jouer) /, '');
}

/**
 * What a person sees of the game: the hand (card names), the cards on the felt (with who
 * played them), each seat's panel (name, dealer mark, "13 cards · 0 tricks") and the
 * contract banner. Take it
 * when the table is settled (the player's turn).
 */
export async function tableState(page) {
  const seats = {};
  for (const group of await page.getByRole('main').getByRole('group').all()) {
    const name = await group.getAttribute('aria-label');
    if (!name || /^(Votre main|Your hand)$/.test(name)) continue;
    seats[name] = (await group.innerText()).replace(/\s+/g, ' ').trim();
  }
  return {
    hand: await names(cardButtons(page)),
    trick: await names(currentTrick(page).getByRole('img')),
    seats,
    banner: (await page.getByRole('main').getByText(/^(Contrat|Contract) \d+\/10/).innerText()).trim(),
  };
}

/** The saved game's link text: the `link` field of `game`'s save envelope (under
 * `table-ronde.save.<game>`: a save per game, issue 28), or by default of the save written
 * last, whichever game it is. */
export async function savedLink(page, game = null) {
  return page.evaluate((game) => {
    let best = null;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      const m = /^table-ronde\.save\.([a-z]+)$/.exec(k);
      if (!m || m[1] === 'unreadable' || (game && m[1] !== game)) continue;
      try {
        const save = JSON.parse(localStorage.getItem(k));
        if (!best || save.saved > best.saved) best = save;
      } catch (e) { /* a damaged save is nobody's link */ }
    }
    return best ? best.link : null;
  }, game);
}

/** Every game's save in the page's storage, as `{ <game>: envelope }` (the old single save,
 * `table-ronde.save`, as `before28`). */
export async function savedGames(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      const m = /^table-ronde\.save(?:\.([a-z]+))?$/.exec(k);
      if (m && m[1] !== 'unreadable') out[m[1] ?? 'before28'] = JSON.parse(localStorage.getItem(k));
    }
    return out;
  });
}

/** Reads a number as printed on the sheet: "−12" (U+2212), "-12", "+4", "0". */
export function parsePoints(text) {
  const s = text.trim().replace(/\u2212/g, '-');
  if (!/^[+-]?\d+$/.test(s)) throw new Error(`not a score: ${JSON.stringify(text)}`);
  return Number(s);
}

// ---------------------------------------------------------------- share links

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Unpadded base64url, as src/core/bytes.rs writes it. */
export function b64encode(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.slice(i, i + 3);
    const v = (chunk[0] << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    for (let k = 0; k <= chunk.length; k += 1) s += B64[(v >> (18 - 6 * k)) & 63];
  }
  return s;
}

/** The inverse of b64encode (no validation: journeys only decode links the app made). */
export function b64decode(text) {
  const out = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let v = 0;
    for (let k = 0; k < chunk.length; k += 1) v |= B64.indexOf(chunk[k]) << (18 - 6 * k);
    for (let k = 0; k < chunk.length - 1; k += 1) out.push((v >> (16 - 8 * k)) & 255);
  }
  return out;
}

/** The link check value: FNV-1a 32 folded to 16 bits (src/core/bytes.rs `check16`). */
export function check16(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return ((h >>> 16) ^ (h & 0xffff)) & 0xffff;
}

/** Link text for the body bytes (everything before the check value). */
export function sealLink(body) {
  const c = check16(body);
  return b64encode([...body, c >> 8, c & 255]);
}

/** The body bytes of a link (its check value removed). */
export function openLink(text) {
  return b64decode(text).slice(0, -2);
}

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

/** A link to a fresh Roi deal (no moves): you in seat 1, three easy computers, one game. */
export function roiDealLink(seed) {
  return roiSeatsLink(seed, ['human', 'easy', 'easy', 'easy']);
}

/** Computer levels by link code (src/core/record.rs `Level::code`). */
export const LEVELS = ['random', 'easy', 'normal', 'hard'];

/** A link to a fresh Roi deal with the given seats, e.g. ['human', 'hard', 'normal', 'easy']. */
export function roiSeatsLink(seed, seats) {
  return sealLink([
    1, // link format version
    1, // game: Roi
    0, 0, 1, // options: deal order, tie rule, games per match
    seats.length, // then one byte a seat: 0 human, 1 + level code for a computer
    ...seats.map((s) => (s === 'human' ? 0 : 1 + LEVELS.indexOf(s))),
    ...varint(seed),
    ...varint(0), // no moves
  ]);
}

/** The seats a Roi link names, as roiSeatsLink takes them (e.g. ['human', 'hard', …]). */
export function linkSeats(text) {
  const body = openLink(text);
  const n = body[5];
  return body.slice(6, 6 + n).map((b) => (b === 0 ? 'human' : LEVELS[b - 1]));
}

// ---------------------------------------------------------------- computer thinking

/**
 * Collects the page's `thinker {json}` console lines (src/ui/computers/worker.rs: one per
 * computer decision or hint, with level, seat, where it ran, ms, iterations, start and end on
 * the page's clock). Call before the page loads the app; returns the live array.
 */
export function collectThinks(page) {
  const thinks = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith('thinker {')) thinks.push(JSON.parse(text.slice('thinker '.length)));
  });
  return thinks;
}

/** The table's polite live region (announcements). */
export function liveRegion(page) {
  return page.getByRole('log');
}

/** The hint button ("Conseil : que jouerait Difficile ?" / "Hint: what would Hard play?"). */
export function adviceButton(page) {
  return page.getByRole('button', {
    name: both('Conseil : que jouerait Difficile ?', 'Hint: what would Hard play?'),
  });
}

/** The text after `#g=` of a share URL. */
export function linkOf(url) {
  const i = url.indexOf('#g=');
  if (i < 0) throw new Error(`not a share URL: ${url}`);
  return url.slice(i + 3);
}
