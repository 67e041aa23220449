// Broken share links: empty, cut short, one character changed, a newer link format, an
// unknown game, another game's bad options, the wrong number of players, characters that are not ours.
// Each one opens a page that says what is wrong in plain words, with a working way back to
// the lobby; nothing is saved, and no page error or console error happens.
import { both, hand, lobbyHeading, openLink, roiDealLink, savedGames, sealLink } from './_roi.mjs';

export const name = 'roi: broken share links explain themselves and lead back to the lobby';
export const timeout = 120_000;

const SEED = 987_654_321;

/** [label, link text, expected message (English)] */
function cases() {
  const good = roiDealLink(SEED);
  const body = openLink(good);
  const withByte = (i, v) => sealLink(body.map((b, j) => (j === i ? v : b)));
  // One character in the middle changed to another of the alphabet.
  const mid = Math.floor(good.length / 2);
  const tampered = good.slice(0, mid) + (good[mid] === 'A' ? 'B' : 'A') + good.slice(mid + 1);
  // Three seats instead of four (the seat count is byte 5, after version, game, 3 options).
  const threeSeats = sealLink([...body.slice(0, 5), 3, ...body.slice(6, 9), ...body.slice(10)]);
  return {
    good,
    bad: [
      ['empty', '', 'This link holds no game.'],
      ['cut-short', good.slice(0, 3), 'This link is incomplete: it was cut short. Copy the whole of it again.'],
      ['cut-in-half', good.slice(0, 8), 'This link was altered or mistyped: its check code does not match.'],
      ['tampered', tampered, 'This link was altered or mistyped: its check code does not match.'],
      ['newer-version', withByte(0, 2),
        'This link uses a format (version 2) this version of the site does not know. Reload the page to update it.'],
      ['unknown-game', withByte(1, 77), 'This link names a game this site does not know.'],
      // Every game is playable now: a Chevaliers link goes to its bundle, whose engine reads
      // (and here refuses) its options.
      ['chevaliers-bad-options', sealLink([1, 5, 9, 0, 0]), 'The game options in this link are not valid.'],
      ['three-players', threeSeats, 'The players this link describes do not fit this game.'],
      ['not-base64', 'hello%20world!', 'This link contains unexpected characters: it was probably damaged when copied.'],
    ],
  };
}

export async function run(t) {
  const { good, bad } = cases();

  // The undamaged link opens the deal (so the damage is what the others are refused for).
  const ok = await t.newPage({ viewport: 'phone', locale: 'en-US', url: `${t.baseUrl}#g=${good}` });
  await hand(ok).waitFor();
  await ok.context().close();

  for (const [i, [label, text, message]] of bad.entries()) {
    const viewport = i % 2 ? 'desktop' : 'phone';
    const page = await t.newPage({ viewport, locale: 'en-US', url: `${t.baseUrl}#g=${text}` });
    await t.waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'This link does not open' }).waitFor();
    t.assert.equal(await page.getByRole('alert').innerText(), message, `${label}: the message`);
    t.assert.equal(await page.title(), 'This link does not open — Table Ronde', label);
    if (label === 'tampered' || label === 'empty') await t.screenshotEachViewport(page, label);
    t.assert.deepEqual(await savedGames(page), {}, `${label}: nothing saved`);
    await page.getByRole('main').getByRole('link', { name: 'Back to the lobby' }).click();
    await lobbyHeading(page).waitFor();
    t.assert.match(page.url(), /#\/$/, `${label}: at the lobby`);
    await page.context().close();
  }

  // In French, the same page speaks French.
  const fr = await t.newPage({ viewport: 'phone', locale: 'fr-FR', url: `${t.baseUrl}#g=${bad[3][1]}` });
  await fr.getByRole('heading', { level: 1, name: 'Ce lien ne s\'ouvre pas' }).waitFor();
  t.assert.equal(await fr.getByRole('alert').innerText(),
    'Ce lien a été modifié ou mal recopié : son code de contrôle ne correspond pas.');
  await t.screenshot(fr, 'tampered-fr');
  await fr.getByRole('link', { name: both('Retour à l\'accueil', 'Back to the lobby') }).click();
  await lobbyHeading(fr).waitFor();
}
