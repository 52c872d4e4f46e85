// What reaches the racer's phone: compressed answers by Accept-Encoding, built files sent precompressed
// and cached forever by name, index.html and API answers revalidated with an ETag (304, no body), and
// the live stream left uncompressed so each event leaves at once. The real app on a real database,
// LiveRC answered by the replay server from a generated 300-track catalogue.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';
import { precompressDir } from './precompress.ts';

const TRACKS = 300;
const ASSET = 'assets/index-Ab12Cd34.js';
const SHELL = 'assets/app-shell-Ef56Gh78.js';

/** A web build as Vite leaves it (an entry script well over the compression threshold), then precompressed. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-wire-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = Array.from(
    { length: 400 },
    (_, i) => `export const lap${i} = () => 'lap ${i} of the A-Main';`,
  );
  writeFileSync(path.join(dir, ASSET), script.join('\n'));
  const head = `<script type="module" src="/${ASSET}"></script>`;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${head}</head><body></body></html>`,
  );
  writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(40));
  // As Vite writes it: the entry, and the shell as a chunk of its own that imports the entry back.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: ASSET, isEntry: true, imports: [] },
      'app/shell/app-shell.tsx': { file: SHELL, isDynamicEntry: true, imports: ['index.html'] },
    }),
  );
  precompressDir(dir);
  return dir;
}

/** A LiveRC track list with TRACKS tracks, in the markup of the synthetic catalogue. */
function catalogue(): string {
  const rows = Array.from(
    { length: TRACKS },
    (_, i) => `<tr class="clickable-row" data-href="//track${i}.liverc.com/live/">
  <td class="text-nowrap"><i class="fa fa-power-off fa-fw status_0"></i><br /><small><small>last week</small></small></td>
  <td><a href="//track${i}.liverc.com/"><strong>Raceway Number ${i}</strong></a></td>
</tr>`,
  );
  return `<html><body><table class="table table-striped track_list"><thead><tr><th>Status</th><th>Track Name</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></body></html>`;
}

let webDir: string;
let replay: ReplayServer;
beforeAll(async () => {
  webDir = fakeWebBuild();
  const pagesDir = mkdtempSync(path.join(tmpdir(), 'pitboard-wire-pages-'));
  writeFileSync(path.join(pagesDir, 'catalogue.html'), catalogue());
  writeFileSync(
    path.join(pagesDir, 'manifest.json'),
    JSON.stringify({ 'https://live.liverc.com/': 'catalogue.html' }),
  );
  replay = await startReplayServer({ pagesDir });
});
afterAll(() => replay?.close());

describeWithDatabases(
  'the wire',
  (context) => {
    let cookie: string;
    const get = (url: string, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
    beforeAll(async () => {
      cookie = await signedIn(context);
    });

    it('sends the track list brotli or gzip as the browser accepts, and plain when it accepts neither', async () => {
      const plain = await get('/api/liverc/tracks', { 'accept-encoding': 'identity' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const tracks = plain.json();
      expect(tracks).toHaveLength(TRACKS);
      const unasked = await get('/api/liverc/tracks');
      expect(unasked.headers['content-encoding']).toBeUndefined();
      expect(unasked.json()).toEqual(tracks);

      const brotli = await get('/api/liverc/tracks', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

      const gzip = await get('/api/liverc/tracks', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

      // What the racer waits for: a fraction of the bytes.
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it('leaves a small answer as it is', async () => {
      const response = await get('/api/settings', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('answers 304 with no body when the browser already holds the same track list', async () => {
      const first = await get('/api/liverc/tracks', { 'accept-encoding': 'br' });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      // The same JSON whatever the encoding: one tag, so a gzip copy revalidates a brotli one.
      expect((await get('/api/liverc/tracks', { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);

      const again = await get('/api/liverc/tracks', {
        'accept-encoding': 'br',
        'if-none-match': String(etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);

      const stale = await get('/api/liverc/tracks', { 'if-none-match': 'W/"an-older-list"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toHaveLength(TRACKS);
    });

    it('tells every cache in between to keep signed-in answers to this browser only, revalidated', async () => {
      for (const url of ['/api/liverc/tracks', '/api/settings', '/api/auth/user']) {
        expect((await get(url)).headers['cache-control'], url).toBe('private, no-cache');
      }
      const signedOut = await context.app.inject({ method: 'GET', url: '/api/settings' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers['cache-control']).toBe('private, no-cache');
      expect(signedOut.headers.etag).toBeUndefined();
    });

    it('sends a built script from its .br file, cached for a year by its hashed name', async () => {
      const brotli = await get(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.rawPayload).toEqual(readFileSync(path.join(webDir, `${ASSET}.br`)));
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toBe('accept-encoding');

      const gzip = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload)).toEqual(readFileSync(path.join(webDir, ASSET)));

      const plain = await get(`/${ASSET}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(readFileSync(path.join(webDir, ASSET), 'utf8'));
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('has the browser revalidate index.html (at / and any app path) and the service worker', async () => {
      for (const url of ['/', '/results/some-race', '/index.html', '/sw.js']) {
        const response = await get(url, { 'accept-encoding': 'br' });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        const etag = String(response.headers.etag);
        expect(etag, url).toBeTruthy();
        const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length, url).toBe(0);
        expect(again.headers['content-encoding'], url).toBeUndefined();
      }
    });

    it('marks the page for a browser that sent a session cookie, and only for it', async () => {
      const withSession = await get('/race-results?url=x');
      const without = await get('/race-results?url=x', { cookie: '' });
      expect(withSession.body).toContain('<meta name="pitboard-session" content="present" />');
      // The shell fetched beside the app's own script, which is not preloaded twice.
      expect(withSession.body).toContain(`<link rel="modulepreload" crossorigin href="/${SHELL}" />`);
      expect(withSession.body).not.toContain(`modulepreload" crossorigin href="/${ASSET}"`);
      expect(without.body).toContain('<meta name="pitboard-session" content="absent" />');
      expect(without.body).not.toContain('modulepreload');
      // The built page with that line alone.
      const built = readFileSync(path.join(webDir, 'index.html'), 'utf8');
      expect(without.body.replace(/\s*<meta name="pitboard-session"[^>]*>\s*/, '')).toBe(
        built.replace(/\s*<\/head>/, '</head>'),
      );
      // A cache keeps the two apart, and a copy of one form never answers for the other.
      expect(withSession.headers.vary).toContain('cookie');
      expect(withSession.headers.etag).not.toBe(without.headers.etag);
      const crossed = await get('/', { cookie: '', 'if-none-match': String(withSession.headers.etag) });
      expect(crossed.statusCode).toBe(200);
      expect(crossed.body).toContain('content="absent"');
      // The build's own notes are not the app's to serve.
      expect((await get('/.vite/manifest.json')).body).not.toContain('isEntry');
    });

    it('streams live timing uncompressed, each event on the wire at once, even to a browser asking for brotli', async () => {
      const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
      const { headers, firstChunk } = await new Promise<{
        headers: http.IncomingHttpHeaders;
        firstChunk: string;
      }>((resolve, reject) => {
        const request = http.get(
          `${address}/api/live/stream`,
          { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, firstChunk: chunk.toString() });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
      });
      expect(headers['content-type']).toContain('text/event-stream');
      expect(headers['content-encoding']).toBeUndefined();
      expect(firstChunk).toContain('retry:');
    });
  },
  {
    config: () => ({ webDistDir: webDir, liveRcUpstream: replay.url }),
    resetEachTest: false,
  },
);
