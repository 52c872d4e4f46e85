// The service worker (src/web/sw.js, built to /sw.js) that keeps the app shell for offline use, and
// what the page tells it.
const SESSION = 'pitboard-session';
const CURRENT_USER = '/api/auth/user';

export function registerOfflineShell(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline use is unavailable: the service worker could not be registered.', error);
    });
  // Installing it downloads every built file: on a first visit over a weak signal, that would compete with the
  // page's own files and data, so it waits until the page has loaded.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** After sign-out, the signed-out racer must not be the one the offline shell remembers. */
export async function forgetOfflineUser(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SESSION);
  await cache.delete(CURRENT_USER);
}
