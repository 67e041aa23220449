import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { camelotSeatsLink } from './journeys/_camelot.mjs';
import { chevaliersSeatsLink } from './journeys/_chevaliers.mjs';
import { roiSeatsLink } from './journeys/_roi.mjs';
import { tafelrundeSeatsLink } from './journeys/_tafelrunde.mjs';
import { tournoiSeatsLink } from './journeys/_tournoi.mjs';
const port = 8931;
const srv = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', process.argv[2] || 'dist'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const base = `http://127.0.0.1:${port}/`;
const LINKS = {
  roi: roiSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  tafelrunde: tafelrundeSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  camelot: camelotSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  tournoi: tournoiSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
  chevaliers: chevaliersSeatsLink(11, ['human', 'easy', 'easy', 'easy']),
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const only = (process.argv[3] || '').split(',').filter(Boolean);
const sizes = [[360, 740], [1280, 800]];
for (const [g, link] of Object.entries(LINKS)) {
  if (only.length && !only.includes(g)) continue;
  for (const [w, h] of sizes) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', colorScheme: process.env.DARK ? 'dark' : 'light' });
    const page = await ctx.newPage();
    await page.goto(base);
    await page.evaluate(() => localStorage.setItem('table-ronde.pace', 'instant'));
    await page.goto('about:blank');
    await page.goto(`${base}#g=${link}`);
    await page.waitForTimeout(5000);
    const info = await page.evaluate(() => {
      const q = (s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.bottom)]; };
      return { hand: q('[data-hand]') || q('[role=group][aria-label="Votre main"]'), centre: q('[data-table-centre]'), over: document.scrollingElement.scrollWidth - innerWidth, H: document.scrollingElement.scrollHeight };
    });
    console.log(g, w, JSON.stringify(info));
    await page.screenshot({ path: `/tmp/shots/${g}-${w}${process.env.DARK ? '-dark' : ''}.png` });
    if (process.env.FULL) await page.screenshot({ path: `/tmp/shots/${g}-${w}-full.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
srv.kill();
