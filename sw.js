// Service worker: Table Ronde keeps working offline after the first visit.
//
// tools/sw_precache.py (trunk post_build hook) rewrites the two placeholders below in the
// staged copy of this file: VERSION becomes a hash of every output file, PRECACHE the list
// of those files. Unprocessed, this file is still valid JS (the `trunk serve` dev loop).
// Every URL is relative to this script, so one build works at / and under any sub-path.

const VERSION = "__SW_VERSION__";
const PRECACHE = /*__SW_PRECACHE__*/ ["./index.html"];

// One cache per build and per scope: two deployments on one origin (e.g. /table-ronde/ and
// /table-ronde-beta/) never delete each other's caches.
const PREFIX = "table-ronde-";
const SCOPE = self.registration.scope;
const CACHE = `${PREFIX}${VERSION}@${SCOPE}`;
const INDEX = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `cache: "reload"` bypasses the HTTP cache, so index.html and its hashed assets
      // come from the same build.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
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

// index.html's loader names the game bundle its page runs on, once this worker is active:
// it is kept for offline play (game bundles are not precached, see tools/sw_precache.py).
const BUNDLE = /^\.\/table-ronde-[a-z]+(\.js|_bg\.wasm)$/;
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") {
    self.skipWaiting();
    return;
  }
  if (data.type !== "cache-bundle" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === "string" && BUNDLE.test(u));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(() => event.source && event.source.postMessage({ type: "bundle-cached", urls })),
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
