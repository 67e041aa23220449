// Playwright journeys against the built site in dist/ (build it first: scripts/test.sh does).
//
//   node e2e/run.mjs              every journey in e2e/journeys/*.mjs, in file-name order
//   node e2e/run.mjs smoke 90_    only journeys whose file name or `name` contains a filter
//
// A journey module exports `name` (one line), optionally `timeout` (ms, default 60 000), and
// `async function run(t)`, where `t` is the Journey object below: servers, fresh pages,
// screenshots, asserts. A journey passes if `run` returns without throwing and no page of
// it raised an uncaught exception or logged a console error (see `t.allowConsoleErrors`).
// Output: "ok - <name>" / "not ok - <name>: <error>" per journey, then
// "e2e: N passed, N failed" (scripts/test.sh counts that line). Exit status 1 on failure.
//
// Environment: E2E_DIST (default dist/), E2E_CHROMIUM (default /usr/bin/chromium), E2E_LANES
// (journeys run side by side, default 1; a journey exporting `alone` runs after them, alone).

import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(process.env.E2E_DIST ?? path.join(HERE, '..', 'dist'));
const JOURNEYS = path.join(HERE, 'journeys');
const SCREENSHOTS = path.join(HERE, 'screenshots');
const SUB = 'sub'; // sub-path under which the second server exposes dist/

/** Viewports for screenshots: a small phone and a laptop. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
};

// Headless Chromium on a machine without internet: the background-networking flags stop
// Chromium's own (refused) connections; --no-sandbox because CI runs as root (toolchain.md).
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** `python3 -m http.server` over one directory; can be stopped and restarted on the same
 * port (same origin, so a service worker installed before the stop still applies). */
class StaticServer {
  constructor(dir) {
    this.dir = dir;
    this.port = 0;
    this.proc = null;
    this.log = []; // last request lines, shown when a journey fails
  }

  get url() {
    return `http://127.0.0.1:${this.port}/`;
  }

  async start() {
    if (this.proc) return;
    this.port ||= await freePort();
    const proc = spawn('python3', ['-m', 'http.server', String(this.port), '--bind', '127.0.0.1',
      '--directory', this.dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    // Drain stderr (the access log) so the pipe never fills up and blocks the server.
    proc.stderr.setEncoding('utf8').on('data', (chunk) => {
      this.log.push(...chunk.split('\n').filter(Boolean));
      this.log.splice(0, Math.max(0, this.log.length - 40));
    });
    this.proc = proc;
    await waitFor(() => canConnect(this.port), 10_000, `http.server on port ${this.port}`);
  }

  async stop() {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    if (proc.exitCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    }
    await waitFor(async () => !(await canConnect(this.port)), 5_000, `port ${this.port} closed`);
  }

  kill() {
    this.proc?.kill('SIGKILL');
  }
}

/** What a journey's `run(t)` receives. */
class Journey {
  constructor({ name, file, browser, server, subServer }) {
    this.name = name;
    this.file = file;
    this.browser = browser;
    this.server = server;
    this.subServer = subServer;
    /** The app served at the root of an origin, e.g. http://127.0.0.1:41234/ */
    this.baseUrl = server.url;
    /** The same dist/ under a sub-path (GitHub-Pages-like), e.g. http://127.0.0.1:41235/sub/ */
    this.subUrl = `${subServer.url}${SUB}/`;
    /** The built site on disk (for file sizes). */
    this.dist = DIST;
    this.assert = assert;
    this.viewports = VIEWPORTS;
    this.errors = [];
    this.allowed = [];
    this.contexts = [];
  }

  /** A page in a fresh browser context (empty storage, no service worker yet), with
   * `viewport` a VIEWPORTS key or {width, height}; goes to `url` if given. Errors on the
   * page are recorded and fail the journey. Contexts are closed when the journey ends. */
  async newPage({ viewport = 'desktop', url, ...contextOptions } = {}) {
    const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
    assert.ok(size, `unknown viewport ${viewport}`);
    const context = await this.browser.newContext({ viewport: size, ...contextOptions });
    context.setDefaultTimeout(15_000);
    this.contexts.push(context);
    const page = await context.newPage();
    const where = () => page.url().replace(/^https?:\/\/[^/]+/, '');
    page.on('pageerror', (err) => this.errors.push(`pageerror at ${where()}: ${err.message}`));
    page.on('crash', () => this.errors.push(`page crashed at ${where()}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.errors.push(`console.error at ${where()}: ${msg.text()}`);
    });
    if (url) await page.goto(url);
    return page;
  }

  /** Runs `fn(page, viewportName)` once per VIEWPORTS entry, each in a fresh context. */
  async atEachViewport(fn, options = {}) {
    for (const viewport of Object.keys(VIEWPORTS)) {
      const page = await this.newPage({ ...options, viewport });
      await fn(page, viewport);
      await page.context().close();
    }
  }

  /** Waits until the Leptos app has mounted: a <main> element and some text on the page.
   * (The one place that knows what "the app is up" looks like.) */
  async waitForApp(page, { timeout = 15_000 } = {}) {
    await page.waitForFunction(
      () => document.querySelector('main') && document.body.innerText.trim().length > 0,
      null, { timeout },
    );
  }

  /** Waits until a service worker controls the page (reloading once if it was installed
   * without claiming this page), i.e. until the app is cached for offline use. */
  async waitForServiceWorker(page) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await this.waitForApp(page);
    }
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // The page's own bundle is cached too (game bundles are cached on first use).
    await page.waitForFunction(async () => {
      const name = window.tableRondeBundle;
      return Boolean(name && (await caches.match(`./${name}_bg.wasm`)));
    });
  }

  /** Saves e2e/screenshots/<journey file>-<label>-<W>x<H>.png and returns its path. */
  async screenshot(page, label, options = {}) {
    const { width, height } = page.viewportSize();
    const base = path.basename(this.file, '.mjs');
    const file = path.join(SCREENSHOTS, `${base}-${slug(label)}-${width}x${height}.png`);
    await page.screenshot({ path: file, ...options });
    return file;
  }

  /** Saves one screenshot per VIEWPORTS entry of the page as it is now (resizing the page
   * in turn, then restoring its size); returns the paths. */
  async screenshotEachViewport(page, label, options = {}) {
    const original = page.viewportSize();
    const files = [];
    try {
      for (const size of Object.values(VIEWPORTS)) {
        await page.setViewportSize(size);
        // Let layout (and any resize-driven rendering) settle before the picture.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // Finite CSS animations (a dialog fading in) are shown finished.
        files.push(await this.screenshot(page, label, { animations: 'disabled', ...options }));
      }
    } finally {
      await page.setViewportSize(original);
    }
    return files;
  }

  /** Simulates "the server went away": stops both http servers (connections refused). */
  async stopServer() {
    await Promise.all([this.server.stop(), this.subServer.stop()]);
  }

  /** Restarts both servers on their former ports (same origins). */
  async startServer() {
    await Promise.all([this.server.start(), this.subServer.start()]);
  }

  /** True if the root server answers. */
  async serverUp() {
    return canConnect(this.server.port);
  }

  /** Console errors matching `pattern` (a RegExp) do not fail this journey. Use sparingly,
   * for errors the journey provokes on purpose. */
  allowConsoleErrors(pattern) {
    this.allowed.push(pattern);
  }

  /** A "# ..." note in the output. */
  log(...parts) {
    console.log(`# ${parts.join(' ')}`);
  }

  unexpectedErrors() {
    return this.errors.filter((e) => !this.allowed.some((re) => re.test(e)));
  }

  async close() {
    await Promise.allSettled(this.contexts.map((c) => c.close()));
  }
}

function slug(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host: '127.0.0.1' });
    sock.once('connect', () => { sock.destroy(); resolve(true); });
    sock.once('error', () => resolve(false));
  });
}

async function waitFor(predicate, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  const filters = process.argv.slice(2);
  let passed = 0;
  let failed = 0;
  const fail = (name, message) => {
    failed += 1;
    // Playwright's call logs carry terminal colour codes: strip them.
    const [first, ...rest] = String(message).replace(/\x1b\[[0-9;]*m/g, '').split('\n');
    // One write, so that lanes running side by side never interleave a failure's lines.
    console.log([`not ok - ${name}: ${first}`, ...rest.slice(0, 20).map((l) => `#   ${l}`)].join('\n'));
  };

  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    fail('setup', `${DIST}/index.html missing: build first (trunk build --release)`);
    return { passed, failed };
  }
  fs.mkdirSync(SCREENSHOTS, { recursive: true });

  // Second server: a temporary root whose `sub` links to dist/, as on GitHub Pages.
  const subRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'table-ronde-e2e-'));
  fs.symlinkSync(DIST, path.join(subRoot, SUB));
  // Each lane has its own two servers (its own origins: service workers and storage never
  // meet, and a journey that stops its servers stops only its lane's).
  const servers = [];
  const laneServers = () => {
    const pair = { server: new StaticServer(DIST), subServer: new StaticServer(subRoot) };
    servers.push(pair.server, pair.subServer);
    return pair;
  };
  const cleanup = () => {
    for (const s of servers) s.kill();
    fs.rmSync(subRoot, { recursive: true, force: true });
  };
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  // Files starting with `_` are helper modules shared by journeys, not journeys.
  const files = fs.readdirSync(JOURNEYS)
    .filter((f) => f.endsWith('.mjs') && !f.startsWith('_')).sort();
  const shared = [];
  const alone = [];
  for (const file of files) {
    let mod;
    try {
      mod = await import(pathToFileURL(path.join(JOURNEYS, file)).href);
    } catch (err) {
      fail(file, `cannot load: ${err.message}`);
      continue;
    }
    const name = mod.name ?? file;
    if (filters.length && !filters.some((f) => file.includes(f) || name.includes(f))) continue;
    if (typeof mod.run !== 'function') {
      fail(name, `${file} exports no run()`);
      continue;
    }
    // A journey that measures the page's frames exports `alone`: it runs after the lanes,
    // with nothing else in the browser.
    (mod.alone ? alone : shared).push({ file, mod, name });
  }

  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });

  const runJourney = async ({ file, mod, name }, { server, subServer }) => {
    // A journey whose assertions depend on timing (long tasks, frames) may export
    // `attempts` (> 1): a failure is retried on a fresh start and logged; a real
    // regression fails every attempt.
    const attempts = Math.max(1, mod.attempts ?? 1);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      // Each attempt starts with both servers up, whatever the previous one did.
      await server.start();
      await subServer.start();
      const t = new Journey({ name, file, browser, server, subServer });
      const started = Date.now();
      try {
        await withTimeout(mod.run(t), mod.timeout ?? 60_000, name);
        const errors = t.unexpectedErrors();
        if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);
        passed += 1;
        console.log(`ok - ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        break;
      } catch (err) {
        if (attempt < attempts) {
          console.log(`# ${name}: attempt ${attempt} of ${attempts} failed, retrying: ${String(err.message).split('\n')[0]}`);
          continue;
        }
        const extra = t.unexpectedErrors().filter((e) => !String(err.message).includes(e));
        fail(name, [err.message, ...extra, ...server.log.slice(-5).map((l) => `server: ${l}`)].join('\n'));
      } finally {
        await t.close();
      }
    }
  };

  // E2E_LANES journeys at a time (default 1), each lane taking the next journey in file-name
  // order as it finishes one; the journeys marked `alone` after that, one at a time.
  const lanes = Math.max(1, Math.min(8, Number.parseInt(process.env.E2E_LANES ?? '1', 10) || 1));
  const pairs = Array.from({ length: lanes }, laneServers);
  try {
    await Promise.all(pairs.map(async (pair) => {
      for (let next = shared.shift(); next; next = shared.shift()) await runJourney(next, pair);
    }));
    for (const journey of alone) await runJourney(journey, pairs[0]);
  } finally {
    await browser.close();
    for (const s of servers) await s.stop().catch(() => {});
  }
  return { passed, failed };
}

let result = { passed: 0, failed: 1 };
try {
  result = await main();
} catch (err) {
  console.log(`not ok - harness: ${err.stack ?? err}`);
}
console.log(`e2e: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed ? 1 : 0);
