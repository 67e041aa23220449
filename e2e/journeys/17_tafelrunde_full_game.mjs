// Whole games of Tafelrunde by clicking, to a winner: two players (you against one Easy
// computer, in French) and six players (you against five: Easy, a Normal and a Hard that
// think in the Web Worker; in English), started from share links at pace "Immédiat". The human plays enabled card buttons and answers the sword
// dialog (first colour offered; a full ladder swaps places 1 and 2). On the way: refused
// cards say why, naming a TAF rule; the players list reads every pawn's space; a link taken
// mid-game opens the same deal, hand and board in a fresh browser; screenshots at 1280, 390
// and 360 px (start, mid-game, the sword dialog, game over). At the end "Partie terminée"
// names the winner on King Arthur's space, and the finished game's link shows the same end.
import {
  boardState, cardButtons, decideOnce, finalState, gameOverHeading, hand,
  handNames, liveRegion, openWithPace, playersList, swordDialog, tafelrundeSeatsLink,
  waitForDecision,
} from './_tafelrunde.mjs';
import { collectThinks, linkOf, savedLink } from './_roi.mjs';

export const name = 'tafelrunde: full games with 2 and 6 players, links replay the deal and the end';
export const timeout = 600_000;

const PHONE = { width: 390, height: 844 };

/** Refused cards: disabled, with the reason and the rule, described by it. */
async function checkRefusals(t, page, rule) {
  const cards = await cardButtons(page).evaluateAll((els) => els.map((e) => ({
    name: e.getAttribute('aria-label'),
    disabled: e.disabled || e.getAttribute("aria-disabled") === "true",
    title: e.getAttribute('title'),
    described: (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
  })));
  let n = 0;
  for (const c of cards.filter((x) => x.disabled)) {
    t.assert.ok(c.title, `${c.name} is disabled without a reason`);
    t.assert.equal(c.described, c.title, `${c.name}: the description repeats the reason`);
    t.assert.match(c.title, rule, `${c.name}: ${c.title}`);
    n += 1;
  }
  return n;
}

async function screenshotAt(t, page, label, size) {
  const original = page.viewportSize();
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await t.screenshot(page, label, { animations: 'disabled' });
  await page.setViewportSize(original);
}

/** Plays one game to the end; returns counters. */
async function playOut(t, page, { lang, label, midLink }) {
  const rule = lang === 'fr' ? /\(règle TAF-\d+\.\d+\)$/ : /\(rule TAF-\d+\.\d+\)$/;
  const stats = { decisions: 0, refused: 0, swords: 0, kinds: {} };
  let midShot = false;
  let swordShot = false;
  let swapShot = false;
  let linkChecked = false;
  for (;;) {
    const what = await waitForDecision(page);
    if (what === 'over') break;
    if (what === 'play') {
      stats.refused += await checkRefusals(t, page, rule);
      const played = await page.locator('.tf-player-space').allInnerTexts();
      if (!midShot && played.some((s) => /(case|space) (9|1\d)/.test(s))) {
        midShot = true;
        await t.screenshotEachViewport(page, `${label}-mid-game`);
        await screenshotAt(t, page, `${label}-mid-game`, PHONE);
      }
      if (midLink && !linkChecked && stats.decisions >= 12) {
        linkChecked = true;
        await midLink(page);
      }
    }
    if (what === 'sword' || what === 'sword-closed') {
      stats.swords += 1;
      if (!swordShot && what === 'sword') {
        swordShot = true;
        await t.screenshotEachViewport(page, `${label}-sword`);
        await screenshotAt(t, page, `${label}-sword`, PHONE);
      }
      if (!swapShot && what === 'sword' && await page.locator('.tf-swap').count()) {
        swapShot = true;
        await t.screenshotEachViewport(page, `${label}-swap`);
      }
    }
    const done = await decideOnce(page, what);
    const kind = done.split(' ')[0];
    stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1;
    stats.decisions += 1;
    if (stats.decisions > 2000) throw new Error('no end after 2000 decisions');
  }
  return stats;
}

/** From the lobby: the game's card, its new-game form (six seats, a variant), the table, and
 * the lobby's resume entry. */
async function fromTheLobby(t) {
  const page = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: t.baseUrl });
  await t.waitForApp(page);
  const card = page.locator('[data-game=tafelrunde]');
  t.assert.equal(await card.locator('.badge').count(), 0, 'no longer "in preparation"');
  await page.getByRole('main').getByRole('link', { name: 'La Table Ronde du roi Arthur' }).click();
  await page.getByRole('heading', { level: 1, name: 'Nouvelle partie : La Table Ronde du roi Arthur' }).waitFor();
  const count = page.getByRole('combobox', { name: 'Nombre de joueurs' });
  t.assert.deepEqual(await count.locator('option').allInnerTexts(), ['2', '3', '4', '5', '6']);
  await count.selectOption('6');
  await page.getByText(/^Variantes/).click();
  const decline = page.getByRole('checkbox', { name: /^Sur une épée, on peut ne rien déclarer/ });
  t.assert.ok(await decline.isChecked(), 'the spec lets a player decline');
  await decline.uncheck();
  await page.getByText(/^Variantes · 1 changement$/).waitFor();
  await t.screenshot(page, 'new-game-form');
  await page.getByRole('button', { name: 'Commencer' }).click();
  await hand(page).waitFor();
  t.assert.equal(await playersList(page).getByRole('listitem').count(), 6);
  await page.getByRole('navigation', { name: 'Actions de la table' }).getByRole('button', { name: 'Accueil' }).click();
  // Its own resume card among the games in progress (a save per game, issue 28).
  const resume = page.getByRole('list', { name: 'Parties en cours' })
    .getByRole('listitem', { name: 'La Table Ronde du roi Arthur' });
  await resume.waitFor();
  t.assert.match(await resume.innerText(), /Donne 1 · (aucun pli joué|\d+ plis? joués?)/);
  await page.context().close();
}

export async function run(t) {
  await fromTheLobby(t);
  // ---------------------------------------------------------------- two players, French
  const seed2 = Number(process.env.E2E_TAF_SEED || 2024);
  t.log(`2 players, seed ${seed2} (E2E_TAF_SEED=<n> to replay another)`);
  const page = await t.newPage({ viewport: 'desktop', locale: 'fr-FR' });
  await openWithPace(t, page, 'instant', `#g=${tafelrundeSeatsLink(seed2, ['human', 'easy'])}`);
  await hand(page).waitFor();
  t.assert.equal(await cardButtons(page).count(), 8, 'a hand of eight cards');
  t.assert.equal(await page.title(), 'La Table Ronde du roi Arthur — Table Ronde');
  const rules = page.getByRole('navigation', { name: 'Actions de la table' }).getByRole('link', { name: 'Règles' });
  t.assert.match(await rules.getAttribute('href'), /#\/rules\/tafelrunde$/);
  const start = await boardState(page);
  t.assert.equal(start.length, 2);
  t.assert.ok(start.every((r) => / départ [78] cartes/.test(r)), `everyone starts on Start: ${start.join(' | ')}`);
  await t.screenshotEachViewport(page, '2p-start');
  await screenshotAt(t, page, '2p-start', PHONE);

  const midLink = async (p) => {
    // The share dialog's link with the moves opens the same deal: the same hand, the same
    // board, the same banner.
    await p.getByRole('navigation', { name: 'Actions de la table' }).getByRole('button', { name: 'Partager' }).click();
    const dialog = p.getByRole('dialog', { name: 'Partager la partie' });
    await dialog.waitFor();
    const radio = dialog.getByRole('radio', { name: 'Cette position, avec les coups joués' });
    const field = dialog.getByRole('textbox', { name: 'Lien à partager' });
    const old = await field.inputValue();
    if (!(await radio.isChecked())) {
      await radio.check();
      await p.waitForFunction((o) => document.getElementById('share-url').value !== o, old);
    }
    const url = await field.inputValue();
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const link = linkOf(url);
    t.assert.equal(link, await savedLink(p), 'the shared link holds the saved game');
    const board = await boardState(p);
    const cards = await handNames(p);
    const banner = (await p.locator('.tf-banner').innerText()).replace(/\s+/g, ' ');
    const other = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url });
    await t.waitForApp(other);
    await hand(other).waitFor();
    t.assert.deepEqual(await boardState(other), board, 'the link shows the same board');
    t.assert.deepEqual(await handNames(other), cards, 'the link shows the same hand');
    t.assert.equal((await other.locator('.tf-banner').innerText()).replace(/\s+/g, ' '), banner);
    t.log(`mid-game link (${link.length} chars) reproduces: ${board.join(' | ')}`);
    await other.context().close();
  };
  const started = Date.now();
  const s2 = await playOut(t, page, { lang: 'fr', label: '2p', midLink });
  t.log(`2 players: ${s2.decisions} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
    `${s2.refused} refused cards checked; ${JSON.stringify(s2.kinds)}`);
  t.assert.ok(s2.refused > 0, 'some cards were refused at some point');

  await gameOverHeading(page).waitFor();
  const end = await finalState(page);
  t.log(`end: ${end.verdict} ${JSON.stringify(end.rows)}`);
  t.assert.match(end.verdict, /^(Vous atteignez le roi Arthur et gagnez !|Perceval atteint le roi Arthur et gagne\.)$/);
  const winners = end.rows.filter((r) => r.winner);
  t.assert.equal(winners.length, 1, 'one winner');
  t.assert.equal(winners[0].space, 'case du roi Arthur (26)');
  t.assert.equal(end.rows.length, 2);
  await liveRegion(page).getByText(/Partie terminée/).waitFor({ state: 'attached' });
  await t.screenshotEachViewport(page, '2p-game-over');
  await screenshotAt(t, page, '2p-game-over', PHONE);

  // The finished game's link (the save holds it) opens the same end in a fresh browser.
  const link = await savedLink(page);
  const again = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: `${t.baseUrl}#g=${link}` });
  await t.waitForApp(again);
  await gameOverHeading(again).waitFor();
  t.assert.deepEqual(await finalState(again), end, 'the link reproduces the end of the game');
  t.assert.deepEqual(await boardState(again), await boardState(page), 'and the final board');
  await again.context().close();

  // ---------------------------------------------------------------- six players, English
  const seed6 = Number(process.env.E2E_TAF_SEED6 || 77);
  t.log(`6 players, seed ${seed6} (E2E_TAF_SEED6=<n>)`);
  const six = await t.newPage({ viewport: 'desktop', locale: 'en-US' });
  const thinks = collectThinks(six);
  await openWithPace(t, six, 'instant',
    `#g=${tafelrundeSeatsLink(seed6, ['human', 'easy', 'normal', 'easy', 'hard', 'easy'])}`);
  await hand(six).waitFor();
  t.assert.equal(await playersList(six).getByRole('listitem').count(), 6);
  await t.screenshotEachViewport(six, '6p-start');
  await screenshotAt(t, six, '6p-start', PHONE);
  const started6 = Date.now();
  const s6 = await playOut(t, six, { lang: 'en', label: '6p' });
  t.log(`6 players: ${s6.decisions} decisions in ${((Date.now() - started6) / 1000).toFixed(1)} s;`,
    `${s6.refused} refused cards checked; ${JSON.stringify(s6.kinds)}`);
  const end6 = await finalState(six);
  t.log(`end: ${end6.verdict}`);
  t.assert.match(end6.verdict, /^(You reach King Arthur and win!|(Percival|Lancelot|Galahad|Tristan|Yvain) reaches King Arthur and wins\.)$/);
  t.assert.equal(end6.rows.filter((r) => r.winner).length, 1);
  t.assert.equal(end6.rows[0].space, "King Arthur's space (26)");
  t.assert.equal(end6.rows.length, 6);
  await t.screenshotEachViewport(six, '6p-game-over');
  await screenshotAt(t, six, '6p-game-over', PHONE);
  t.assert.equal(await swordDialog(six).count(), 0);
  // Normal and Hard searched in the Web Worker.
  for (const level of ['normal', 'hard']) {
    const searched = thinks.filter((k) => k.level === level && !k.hint);
    t.assert.ok(searched.length > 0 && searched.every((k) => k.via === 'worker'),
      `${level}: ${searched.length} searches, all in the worker`);
    const ms = searched.map((k) => k.ms).sort((a, b) => a - b);
    t.log(`${level}: ${searched.length} searches in the worker, median ${ms[ms.length >> 1]?.toFixed(0)} ms`);
  }
}
