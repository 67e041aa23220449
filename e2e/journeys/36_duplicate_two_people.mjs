// Duplicate challenge from a pass-and-play game: two people and two computers play a whole
// game of Le Roi; the challenge dialog then asks whose seat the friend takes (a radio group
// of the people's seats, not the computers'), the explanation speaks of the chosen seat, and
// the link's seat follows the choice. Screenshots: desktop and 360 px.
import { gameOverHeading, playFirstCard, playableCards, openRoiPassAndPlay } from './_roi.mjs';

export const name = 'duplicate: a pass-and-play game offers each person\'s seat to the friend';
export const timeout = 600_000;

export async function run(t) {
  const { page, confirm } = await openRoiPassAndPlay(t, 4242);
  const done = gameOverHeading(page);
  const started = Date.now();
  for (;;) {
    await confirm.or(playableCards(page).first()).or(done).first().waitFor({ timeout: 60_000 });
    if (await done.isVisible()) break;
    if (await confirm.isVisible()) { await confirm.click(); continue; }
    await playFirstCard(page);
  }
  t.log(`game: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await page.getByRole('button', { name: 'Challenge a friend to this deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Challenge a friend to this deal' });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: 'Challenge link' });
  const group = dialog.getByRole('group', { name: 'Your friend plays in the seat of' });
  await group.waitFor();
  await dialog.getByText('the seat chosen below').waitFor();
  const radios = await group.getByRole('radio').evaluateAll((els) =>
    els.map((e) => e.closest('label').textContent.trim()));
  t.assert.deepEqual(radios, ['Player 1', 'Player 2'], 'only the people\'s seats');
  t.assert.ok(await group.getByRole('radio', { name: 'Player 1' }).isChecked(), 'the first person by default');
  const first = await field.inputValue();
  t.assert.match(first, /#c=[A-Za-z0-9_-]+\.0$/, 'Player 1 sits in seat 0');
  await group.getByRole('radio', { name: 'Player 2' }).check();
  await page.waitForFunction((f) => document.getElementById('dup-url').value !== f, first);
  const second = await field.inputValue();
  t.assert.equal(second, `${first.slice(0, -2)}.1`, 'the same game, Player 2\'s seat (seat 1)');
  await t.screenshotEachViewport(page, 'dup2');
}
