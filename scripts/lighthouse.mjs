// Lighthouse (npm `lighthouse`, pinned 12.2.3: 13 wants Node 22) on the built site in dist/:
// performance and accessibility, desktop and mobile presets, on the lobby and on a table
// opened by a share link. Prints one line per page and preset, and the audits that cost
// points; exits 1 if a score is under MIN_SCORE (default 0, i.e. never: the scores move a
// little from run to run on a busy machine, so this is a measuring tool, not a CI test).
//
//   node scripts/lighthouse.mjs                 build dist/ first (scripts/serve.sh or test.sh)
//   MIN_SCORE=95 node scripts/lighthouse.mjs    fail under 95
//   LH_JSON=dir node scripts/lighthouse.mjs     also write each full report as JSON into dir
//   LH_RUNS=3 node scripts/lighthouse.mjs       each page and preset 3 times: the run with the
//                                               median performance score is printed
//
// dist/ is served here by a small static server that gzips text and wasm, as a real static
// host does (GitHub Pages does); Chromium is LH_CHROMIUM or E2E_CHROMIUM or /usr/bin/chromium.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { roiSeatsLink } from '../e2e/journeys/_roi.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.env.E2E_DIST ?? path.join(ROOT, 'dist'));
const CHROMIUM = process.env.LH_CHROMIUM ?? process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const MIN_SCORE = Number(process.env.MIN_SCORE ?? 0);
const CATEGORIES = ['performance', 'accessibility'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESS = new Set(['.html', '.js', '.css', '.wasm', '.svg', '.json', '.webmanifest']);

/** A static server over dist/ on a free loopback port; gzip when the browser accepts it. */
function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(DIST, decodeURIComponent(url.pathname));
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    const ext = path.extname(file);
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    let body = fs.readFileSync(file);
    if (COMPRESS.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function summary(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time',
    'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id.split('-').map((w) => w[0]).join('').toUpperCase()} ${lhr.audits[id].displayValue}`);
  // Audits that cost points: scored below 1 and weighing in a category.
  const weighed = new Set(CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs
    .filter((r) => r.weight > 0).map((r) => r.id)));
  const failing = Object.values(lhr.audits)
    .filter((a) => weighed.has(a.id) && a.score !== null && a.score < 1
      && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return { scores, metrics, failing };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error(`${DIST}/index.html missing: build first (trunk build --release)`);
    process.exit(2);
  }
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const pages = [
    ['lobby', base],
    ['table (Roi share link)', `${base}#g=${roiSeatsLink(14, ['human', 'easy', 'easy', 'easy'])}`],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let low = false;
  try {
    for (const [label, url] of pages) {
      for (const [preset, config] of [['desktop', desktopConfig], ['mobile', undefined]]) {
        const results = [];
        for (let i = 0; i < RUNS; i += 1) {
          const r = await lighthouse(url, {
            port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES,
          }, config);
          if (r.lhr.runtimeError) throw new Error(`${label} ${preset}: ${r.lhr.runtimeError.message}`);
          results.push(r);
        }
        results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
        const result = results[Math.floor(results.length / 2)];
        const { lhr } = result;
        if (RUNS > 1) {
          console.log(`${label} [${preset}] performance over ${RUNS} runs: `
            + results.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join(', '));
        }
        const { scores, metrics, failing } = summary(lhr);
        console.log(`${label} [${preset}]: performance ${scores.performance}, accessibility ${scores.accessibility}`
          + `  (${metrics.join(', ')})`);
        if (failing.length) console.log(`  points lost: ${failing.join('; ')}`);
        if (Object.values(scores).some((s) => s < MIN_SCORE)) low = true;
        if (process.env.LH_JSON) {
          fs.mkdirSync(process.env.LH_JSON, { recursive: true });
          const file = path.join(process.env.LH_JSON, `${label.split(' ')[0]}-${preset}.json`);
          fs.writeFileSync(file, result.report);
        }
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  if (low) {
    console.log(`a score is under ${MIN_SCORE}`);
    process.exit(1);
  }
}

await main();
