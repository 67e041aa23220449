// How long the computers think in the Web Worker (wasm), per level: opens tables where only
// computers sit (Camelot, Tafelrunde and Tournoi with two players, Hard against Normal;
// Tournoi with Hard and three Normal; Les Chevaliers with four Normal, then four Hard with a
// Traitor always dealt: a Loyal Hard knight answers at once, the Traitor searches) at the
// "instant" pace (WT_PACE), collects the page's `thinker {json}` lines for a while, and prints the
// mean, median and largest time per decision for each game and level.
//
//   node scripts/worker_times.mjs            build dist/ first (scripts/serve.sh or test.sh)
//   WT_SECONDS=120 node scripts/worker_times.mjs   watch each table longer (default 90 s)
//   WT_GAMES=tournoi,chevaliers node scripts/worker_times.mjs   only these games
//   WT_TOP=5 node scripts/worker_times.mjs   also list each level's 5 slowest decisions
//   WT_PACE=normal node scripts/worker_times.mjs   at the players' default pace (animations)
//   WT_RUNS=5 node scripts/worker_times.mjs   open each table five times (fresh each time), and
//                                             say each run's first decision and warm-up
//
// A measuring tool, not a test: the times depend on the machine and its load.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { camelotSeatsLink } from '../e2e/journeys/_camelot.mjs';
import { tafelrundeSeatsLink } from '../e2e/journeys/_tafelrunde.mjs';
import { tournoiSeatsLink } from '../e2e/journeys/_tournoi.mjs';
import { chevaliersSeatsLink } from '../e2e/journeys/_chevaliers.mjs';
import { collectThinks } from '../e2e/journeys/_roi.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.env.E2E_DIST ?? path.join(ROOT, 'dist'));
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const SECONDS = Number(process.env.WT_SECONDS ?? 90);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

const server = http.createServer((req, res) => {
  let file = path.join(DIST, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(DIST) || !fs.existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  res.end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM });
const GAMES = (process.env.WT_GAMES ?? 'camelot,tafelrunde,tournoi,chevaliers').split(',');
const tables = [
  ['camelot, 2 players', camelotSeatsLink(7, ['hard', 'normal'])],
  ['tafelrunde, 2 players', tafelrundeSeatsLink(7, ['hard', 'normal'])],
  ['tournoi, 2 players', tournoiSeatsLink(7, ['hard', 'normal'])],
  ['tournoi, 4 players', tournoiSeatsLink(7, ['hard', 'normal', 'normal', 'normal'])],
  ['chevaliers, 4 Normal', chevaliersSeatsLink(7, Array(4).fill('normal'), { loyalty: 2 })],
  ['chevaliers, 4 Hard', chevaliersSeatsLink(7, Array(4).fill('hard'), { loyalty: 2 })],
  ['chevaliers, 7 Normal', chevaliersSeatsLink(7, Array(7).fill('normal'), { loyalty: 2 })],
  ['chevaliers, 7 Hard', chevaliersSeatsLink(7, Array(7).fill('hard'), { loyalty: 2 })],
].filter(([name]) => GAMES.some((g) => name === g || name.split(',')[0] === g));
const RUNS = Number(process.env.WT_RUNS ?? 1);
for (const [name, link] of tables) {
  // Each run opens the table afresh (a new browser context: nothing cached, nothing
  // optimised yet), so its first decision is made while the page loads.
  const thinks = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    const seen = collectThinks(page);
    const warm = [];
    page.on('console', (msg) => {
      const text = msg.text();
      if (text.startsWith('thinker-warm {')) warm.push(JSON.parse(text.slice('thinker-warm '.length)));
    });
    await page.goto(base);
    await page.evaluate((pace) => localStorage.setItem('table-ronde.pace', pace), process.env.WT_PACE ?? 'instant');
    await page.goto('about:blank');
    await page.goto(`${base}#g=${link}`);
    await page.waitForTimeout(SECONDS * 1000);
    await page.close();
    const first = seen.find((k) => !k.hint);
    if (RUNS > 1 && first) {
      const w = warm[0];
      const warmed = w ? `warm-up ${w.rounds} rounds, ${w.ms.toFixed(0)} ms (first ${w.first_ms.toFixed(0)}, last ${w.last_ms.toFixed(0)}), done at ${w.end.toFixed(0)} ms` : 'no warm-up seen';
      console.log(`  run ${run + 1}: first decision (${first.level}) ${first.compute_ms.toFixed(0)} ms computing, ${first.ms.toFixed(0)} ms from the request at ${first.start.toFixed(0)} ms; ${warmed}`);
    }
    thinks.push(...seen);
  }
  for (const level of ['normal', 'hard']) {
    const ms = thinks.filter((k) => k.level === level && !k.hint).map((k) => k.compute_ms).sort((a, b) => a - b);
    const via = [...new Set(thinks.filter((k) => k.level === level).map((k) => k.via))].join(', ');
    if (ms.length === 0) {
      console.log(`${name}: ${level}: no decision seen`);
      continue;
    }
    if (process.env.WT_TOP) {
      const all = thinks.filter((k) => k.level === level && !k.hint);
      const top = all.map((k, i) => [i, k]).sort((a, b) => b[1].compute_ms - a[1].compute_ms).slice(0, Number(process.env.WT_TOP));
      for (const [i, k] of top) console.log(`  #${i} of ${all.length}: ${JSON.stringify(k)}`);
    }
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    console.log(
      `${name}: ${level}: ${ms.length} decisions (${via}), mean ${mean.toFixed(0)} ms, ` +
        `median ${ms[ms.length >> 1].toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`,
    );
  }
}
await browser.close();
server.close();
