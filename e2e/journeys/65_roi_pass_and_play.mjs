// Pass-and-play: two people share the screen (seats 1 and 2 human, two computers). Whenever
// the turn passes from one person to the other, every hand is hidden behind a hand-over
// screen until the next player says it is them; then that player's own hand is shown.
import { cardButtons, hand, playFirstCard, playableCards, openRoiPassAndPlay } from './_roi.mjs';

export const name = 'roi: pass-and-play hides every hand between two human turns';
export const timeout = 120_000;

export async function run(t) {
  const { page, confirm } = await openRoiPassAndPlay(t, 4242);

  const seen = new Set();
  let handoffs = 0;
  // Play until each person has taken the device at least once after the other one played.
  for (let step = 0; step < 40 && handoffs < 3; step += 1) {
    await Promise.race([confirm.waitFor(), playableCards(page).first().waitFor()]);
    if (await confirm.isVisible()) {
      // Nothing of any hand may be visible or reachable while the device changes hands.
      t.assert.equal(await cardButtons(page).count(), 0, 'no card buttons behind the screen');
      t.assert.equal(await hand(page).count(), 0, 'no hand behind the screen');
      const who = (await confirm.textContent()).trim().replace(/^I am /, '');
      if (handoffs === 0) await t.screenshotEachViewport(page, 'handoff');
      await confirm.click();
      handoffs += 1;
      await playableCards(page).first().waitFor();
      const names = await cardButtons(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      t.assert.ok(names.length > 0, `${who} sees a hand`);
      seen.add(`${who}: ${names.join(',')}`);
    }
    await playFirstCard(page);
  }
  t.assert.ok(handoffs >= 2, `the device changed hands (${handoffs} times)`);
  const players = new Set([...seen].map((s) => s.split(':')[0]));
  t.assert.deepEqual([...players].sort(), ['Player 1', 'Player 2'], 'both players got their turn');
  // The two people never saw the same hand.
  const hands = [...seen].map((s) => s.split(': ')[1].split(',').slice(0, 3).join(','));
  t.assert.ok(new Set(hands).size >= 2, 'each player saw a different hand');
  t.log(`hand-overs: ${handoffs}`);
}
