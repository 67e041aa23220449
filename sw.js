// Service worker: Table Ronde keeps working offline after the first visit.
//
// tools/sw_precache.py (trunk post_build hook) rewrites the two placeholders below in the
// staged copy of this file: VERSION becomes a hash of every output file, PRECACHE the list
// of those files. Unprocessed, this file is still valid JS (the `trunk serve` dev loop).
// Every URL is relative to this script, so one build works at / and under any sub-path.

const VERSION = "__SW_VERSION__";
const PRECACHE = /*__SW_PRECACHE__*/ ["./index.html"];
// The bundles a first visit does not need (each game's, and the library's): fetched
// in the background once the first page has settled (the page asks, "prefetch"), or with
// the rest when a new version installs, so that every game plays offline (issue 30).
const LATER = /*__SW_LATER__*/ [];

// One cache per build and per scope: two deployments on one origin (e.g. /table-ronde/ and
// /table-ronde-beta/) never delete each other's caches.
const PREFIX = "table-ronde-";
const SCOPE = self.registration.scope;
const CACHE = `${PREFIX}${VERSION}@${SCOPE}`;
const INDEX = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  // A first visit installs the shell only; a new version installs everything, the bundles
  // too, so that it is ready (and its notice shows) only once every game of that version is
  // at hand: a page never mixes the bundles of two versions.
  const update = Boolean(self.registration.active);
  const urls = update ? PRECACHE.concat(LATER) : PRECACHE;
  event.waitUntil(
    caches
      .open(CACHE)
      // `cache: "reload"` bypasses the HTTP cache, so index.html and its hashed assets
      // come from the same build.
      .then((cache) => cache.addAll(urls.map((url) => new Request(url, { cache: "reload" }))))
      // The first worker of a visit starts at once; a new version waits until the player
      // accepts it (index.html's "A new version is ready — Reload" posts "skip-waiting"),
      // so a page never changes version under a game being played.
      .then(() => (self.registration.active ? undefined : self.skipWaiting())),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(PREFIX) && key.endsWith(`@${SCOPE}`) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Which of LATER's bundles this version holds: `ready` lists the slugs (a game, or
// "library") whose .js and _bg.wasm are both cached; `missing` the others.
const BUNDLE_NAME = /^\.\/table-ronde-([a-z]+)(\.js|_bg\.wasm)$/;
function bundleSlugs() {
  const slugs = [];
  for (const url of LATER) {
    const m = BUNDLE_NAME.exec(url);
    if (m && !slugs.includes(m[1])) slugs.push(m[1]);
  }
  return slugs;
}
async function offlineStatus() {
  const cache = await caches.open(CACHE);
  const ready = [];
  const missing = [];
  for (const slug of bundleSlugs()) {
    const files = LATER.filter((u) => BUNDLE_NAME.exec(u)?.[1] === slug);
    const hits = await Promise.all(files.map((u) => cache.match(new URL(u, SCOPE).href)));
    (hits.every(Boolean) ? ready : missing).push(slug);
  }
  return { type: "offline-status", version: VERSION, ready, missing, fetching, failed };
}
async function tell(client) {
  const status = await offlineStatus();
  if (client) {
    client.postMessage(status);
    return;
  }
  for (const c of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    c.postMessage(status);
  }
}

// The background fetch: one game at a time, each game's two files together (a game is
// ready only when both are cached, so a fetch cut half-way leaves no game half there); on a
// failure (the network gone) it stops, and the games already cached stay ready.
let fetching = false;
let failed = false;
async function prefetch() {
  if (fetching) return;
  fetching = true;
  failed = false;
  await tell();
  try {
    const cache = await caches.open(CACHE);
    for (const slug of bundleSlugs()) {
      const files = LATER.filter((u) => BUNDLE_NAME.exec(u)?.[1] === slug);
      const hits = await Promise.all(files.map((u) => cache.match(new URL(u, SCOPE).href)));
      if (hits.every(Boolean)) continue;
      const responses = await Promise.all(
        files.map((u) => fetch(new Request(u, { cache: "reload" }))),
      );
      if (!responses.every((r) => r.ok)) throw new Error(`${slug}: not found`);
      await Promise.all(files.map((u, i) => cache.put(new URL(u, SCOPE).href, responses[i])));
      await tell();
    }
  } catch (e) {
    failed = true;
  } finally {
    fetching = false;
    await tell();
  }
}

// index.html's loader names the game bundle its page runs on, once this worker is active:
// it is kept for offline play at once (before the background fetch reaches it).
const BUNDLE = /^\.\/table-ronde-(learn-)?[a-z]+(\.js|_bg\.wasm)$/;
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") {
    self.skipWaiting();
    return;
  }
  if (data.type === "offline-status") {
    event.waitUntil(tell(event.source));
    return;
  }
  if (data.type === "prefetch") {
    event.waitUntil(prefetch());
    return;
  }
  if (data.type !== "cache-bundle" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === "string" && BUNDLE.test(u));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(() => event.source && event.source.postMessage({ type: "bundle-cached", urls }))
      .then(() => tell()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    // While a newer version waits for the player's Reload, this version keeps serving its
    // own index.html: it matches the bundles this cache holds.
    if (self.registration.waiting) {
      event.respondWith(
        caches
          .open(CACHE)
          .then((cache) => cache.match(INDEX, { ignoreSearch: true }))
          .then((hit) => hit || fetch(request)),
      );
      return;
    }
    // Network first, so a new deployment shows up at once; offline, the cached shell.
    // ignoreSearch: the app keeps its state in the query string (?game=…&seed=…).
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(INDEX, { ignoreSearch: true }).then((hit) => hit || Response.error()),
      ),
    );
    return;
  }

  // Everything else is a content-hashed asset or a static file: cache first.
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && response.type === "basic") {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
