// Pitboard's service worker: keeps the app shell (the page and its built files) so that the Race Timer,
// which never needs the server, opens and runs with no signal at all.
const CACHE = 'pitboard-shell-v1';
const CURRENT_USER = '/api/auth/user';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The build lists its files in sw-assets.json; every screen's code is kept, not only those seen.
      const listed = await fetch('/sw-assets.json', { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : []))
        .catch(() => []);
      await cache.addAll(['/', '/favicon.svg', ...listed.map((file) => `/${file}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('pitboard-shell-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === CURRENT_USER) {
    event.respondWith(currentUser(request));
    return;
  }
  // Other API answers are live data: never kept here.
  if (url.pathname.startsWith('/api/')) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : file(request));
});

/** Pages: the network first (a new build shows at once), the kept shell when there is none. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/', response.clone());
    return response;
  } catch {
    return (await cache.match('/')) ?? Response.error();
  }
}

/** Built files have hashed names and never change: the kept copy first. */
async function file(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/'))
    await cache.put(request, response.clone());
  return response;
}

/**
 * Who is signed in: asked of the server whenever it answers. Only with no network at all is the last
 * answer used, so the Race Timer opens offline; a 401 or a sign-out (lib/offline-shell.ts) forgets it.
 */
async function currentUser(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(CURRENT_USER, response.clone());
    else if (response.status === 401) await cache.delete(CURRENT_USER);
    return response;
  } catch {
    return (await cache.match(CURRENT_USER)) ?? Response.error();
  }
}
