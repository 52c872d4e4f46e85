// Pitboard's service worker: keeps the app shell (the page and its built files) so that the Race Timer,
// which never needs the server, opens and runs with no signal at all. The build (vite.config.ts) writes it
// to /sw.js with BUILD and BUILT_FILES filled in: a new build is a new worker, which keeps the new files
// in a new cache and deletes the old one.
const BUILD = 'dev';
const BUILT_FILES = [];

const SHELL = `pitboard-shell-${BUILD}`;
// Who is signed in, kept apart from the shell so that a new build does not forget it (lib/offline-shell.ts).
const SESSION = 'pitboard-session';
const CURRENT_USER = '/api/auth/user';
// Signal that is there but barely: after this long, the kept copy is shown while the network carries on.
const SLOW_NETWORK_MS = 5_000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(['/', '/favicon.svg', ...BUILT_FILES.map((file) => `/${file}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith('pitboard-shell-') && name !== SHELL);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === CURRENT_USER) {
    networkFirst(event, SESSION, CURRENT_USER, keepCurrentUser);
    return;
  }
  // Every other API answer is live or private data: never kept here.
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Every page path is the same index.html; the network first, so a new build shows at once.
    networkFirst(event, SHELL, '/', async (response, cache) => {
      if (response.ok) await cache.put('/', response.clone());
    });
    return;
  }
  event.respondWith(keptFile(request));
});

/**
 * The network's answer, or the copy kept under `key` when there is no network (or it is too slow). The
 * request carries on in the background, so a late answer still updates the copy.
 */
function networkFirst(event, cacheName, key, keep) {
  const network = fetch(event.request).then(async (response) => {
    await keep(response, await caches.open(cacheName));
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const slow = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('slow network')), SLOW_NETWORK_MS),
  );
  event.respondWith(
    Promise.race([network, slow]).catch(async () => {
      const kept = await (await caches.open(cacheName)).match(key);
      return kept ?? network.catch(() => Response.error());
    }),
  );
}

/**
 * The gate (app/auth-gate.tsx) asks who is signed in on every load; offline, the last answer lets the
 * signed-in racer in, so the Race Timer opens. A 401 forgets it, and so does signing out (lib/offline-shell.ts),
 * so a shared phone never opens a signed-out racer's app.
 */
async function keepCurrentUser(response, cache) {
  if (response.status === 200) await cache.put(CURRENT_USER, response.clone());
  else if (response.status === 401) await cache.delete(CURRENT_USER);
}

/** Built files have hashed names and never change: the kept copy first. */
async function keptFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/'))
    await cache.put(request, response.clone());
  return response;
}
