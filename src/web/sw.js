// Pitboard's service worker: keeps the app shell (the page and its built files) so that the Race Timer,
// which never needs the server, opens and runs with no signal at all. vite-plugin-pwa builds it to /sw.js
// with this build's files in self.__WB_MANIFEST: a new build is a new worker, which keeps the new files,
// drops the old ones and takes over the open pages at once.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

const PAGE = 'pitboard-page';
// Who is signed in, kept apart from the page and the files so that a new build does not forget it
// (lib/offline-shell.ts).
const SESSION = 'pitboard-session';
const CURRENT_USER = '/api/auth/user';
// Signal that is there but barely: after this long, the kept copy is shown while the network carries on
// (and a late answer still updates the copy).
const SLOW_NETWORK_SECONDS = 5;

self.skipWaiting();
clientsClaim();

// Built files have hashed names and never change: kept at install, the kept copy first.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// pitboard-shell-<build> caches hold a copy of the app no worker reads any more: the phone gets the room back.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith('pitboard-shell-'));
      await Promise.all(old.map((name) => caches.delete(name)));
    })(),
  );
});

// Every page path is the same index.html, kept under '/' from install on: the network first, so a new build
// shows at once. API addresses opened as pages (the export's download) are never kept.
const page = new NetworkFirst({
  cacheName: PAGE,
  networkTimeoutSeconds: SLOW_NETWORK_SECONDS,
  plugins: [{ cacheKeyWillBeUsed: async () => '/' }],
});
warmStrategyCache({ urls: ['/'], strategy: page });
registerRoute(new NavigationRoute(page, { denylist: [/^\/api\//] }));

// The gate (app/auth-gate.tsx) asks who is signed in on every load; offline, the last answer lets the
// signed-in racer in, so the Race Timer opens. A 401 forgets it, and so does signing out (lib/offline-shell.ts),
// so a shared phone never opens a signed-out racer's app. Every other API answer is live or private data:
// never kept here.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === CURRENT_USER,
  new NetworkFirst({
    cacheName: SESSION,
    networkTimeoutSeconds: SLOW_NETWORK_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => CURRENT_USER,
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await (await caches.open(SESSION)).delete(CURRENT_USER);
          return response;
        },
      },
    ],
  }),
);

// Web Push (src/server/push): a notification while the app is closed ('Your race is next'). The message is
// { title, body, url, tag }; a tap opens url in an open Pitboard tab if there is one, else in a new one. A tag
// already shown (the open page said 'Your race is next' itself) is replaced, not shown twice.
self.addEventListener('push', (event) => {
  const message = event.data?.json() ?? {};
  const title = typeof message.title === 'string' ? message.title : 'Pitboard';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
      data: { url: appUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appUrl(event.notification.data?.url)));
});

// Only an address of this app is opened: a message cannot send the racer elsewhere.
function appUrl(url) {
  const base = self.location.origin;
  if (typeof url !== 'string' || !URL.canParse(url, base)) return `${base}/`;
  const target = new URL(url, base);
  return target.origin === base ? target.href : `${base}/`;
}

// The open Pitboard tab shows the race, then comes to the front (focusing needs the tap itself); with none
// open, a new tab opens on it.
async function openApp(url) {
  const [open] = await self.clients.matchAll({ type: 'window' });
  if (!open) return self.clients.openWindow(url);
  const shown = await open.navigate(url);
  return (shown ?? open).focus();
}
