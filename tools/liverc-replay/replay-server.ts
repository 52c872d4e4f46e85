// A real local HTTP server that answers like LiveRC from recorded pages, with faults on demand.
// Pitboard reaches it through LIVERC_UPSTREAM; the LiveRC host travels in the x-liverc-host header.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createLiveMode, type LiveOptions } from './live-mode.ts';
import { createLiveSocketServer, LIVE_SOCKET_HOST } from './live-socket.ts';
import { createRaceDay, type RaceDayOptions } from './race-day.ts';

/** manifest.json: each original LiveRC URL (https://host/path?query) -> a file, or a redirect. */
export type ReplayManifest = Record<string, string | { redirect: string; status?: number }>;

export type Fault =
  | { type: 'delay'; ms: number }
  /** Never answers: the request stays open until the client gives up or the server closes. */
  | { type: 'hang' }
  | { type: 'status'; status: number }
  | { type: 'reset' }
  | { type: 'truncate' }
  | { type: 'garbage' }
  | { type: 'huge'; bytes: number };

export type ReplayServer = {
  url: string;
  /** Makes every request for `url` fail the given way until cleared (`null`). */
  setFault(url: string, fault: Fault | null): void;
  /** How many requests reached the server for `url` (all URLs when omitted). */
  requestCount(url?: string): number;
  /** The most requests the server was answering at one time. */
  peakConcurrency(): number;
  /** Forgets request counts and the concurrency peak. */
  resetStats(): void;
  /** In live mode, turns LiveRC's live socket on or off (off: it answers 503, as a host that is down). */
  setLiveSocketAvailable(available: boolean): void;
  /** How many live socket requests were refused while it was off. */
  liveSocketRefusals(): number;
  close(): Promise<void>;
};

export type ReplayOptions = {
  pagesDir: string;
  port?: number;
  host?: string;
  /** Replays one recorded race as running now (see live-mode.ts). */
  live?: LiveOptions;
  /** Runs Red Gum's event as a club race day, race after race (see race-day.ts); in place of `live`. */
  raceDay?: RaceDayOptions;
  /** Pages made in memory by LiveRC address (the demo's world), answered as the manifest's are. */
  extraPages?: ReadonlyMap<string, string>;
};

const HOST_HEADER = 'x-liverc-host';

const readManifest = (pagesDir: string) =>
  JSON.parse(readFileSync(path.join(pagesDir, 'manifest.json'), 'utf8')) as ReplayManifest;

/** A folder's recorded page for a LiveRC address, or null where its manifest has none (or a redirect). */
export function recordedPages(pagesDir: string): (url: string) => string | null {
  const manifest = readManifest(pagesDir);
  return (url) => {
    const entry = manifest[url];
    return typeof entry === 'string' ? readFileSync(path.join(pagesDir, entry), 'utf8') : null;
  };
}

export async function startReplayServer(options: ReplayOptions): Promise<ReplayServer> {
  const manifest = readManifest(options.pagesDir);
  const recorded = recordedPages(options.pagesDir);
  const readPage = (url: string) => options.extraPages?.get(url) ?? recorded(url);
  const live = options.raceDay
    ? createRaceDay(options.raceDay, readPage)
    : options.live
      ? createLiveMode(options.live, readPage)
      : null;
  const liveSocket = live ? createLiveSocketServer(() => live.moment()) : null;
  const faults = new Map<string, Fault>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  let active = 0;
  let peak = 0;

  const server = createServer((request, response) => {
    active += 1;
    peak = Math.max(peak, active);
    response.on('close', () => {
      active -= 1;
    });
    // A manifest entry whose file is missing is the recording's fault: a 500, never a crashed server.
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, `replay server error: ${String(error)}`);
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** What the server holds for a URL: a page (the live race's, else the recorded one), a redirect, or nothing. */
  function lookUp(key: string): Buffer | { redirect: string; status?: number } | null {
    const livePage = live?.page(key) ?? options.extraPages?.get(key);
    if (livePage != null) return Buffer.from(livePage);
    const entry = manifest[key];
    if (entry === undefined) return null;
    return typeof entry === 'string' ? readFileSync(path.join(options.pagesDir, entry)) : entry;
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const host = String(request.headers[HOST_HEADER] ?? '').toLowerCase();
    if (!host) return send(response, 400, 'missing x-liverc-host header');
    const key = `https://${host}${request.url ?? '/'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);

    const fault = faults.get(key);
    if (fault?.type === 'hang') return;
    if (fault?.type === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.type === 'status')
      return send(response, fault.status, `<html><body>Error ${fault.status}</body></html>`);
    if (fault?.type === 'reset') return request.socket.destroy();
    if (fault?.type === 'garbage')
      return send(response, 200, '\u0000\u0001 this is not the page you wanted <<<');
    if (fault?.type === 'huge') return sendHuge(response, fault.bytes);

    if (host === LIVE_SOCKET_HOST && liveSocket)
      return liveSocket.handle(request, response, request.url ?? '/');
    const body = lookUp(key);
    if (body === null) return send(response, 404, '<html><body><h1>404 Not Found</h1></body></html>');
    if (!Buffer.isBuffer(body)) {
      response.writeHead(body.status ?? 302, { location: body.redirect });
      return response.end();
    }
    if (fault?.type === 'truncate') {
      // Promise the whole page, send half, then drop the connection: a body cut off mid-way.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
      response.write(body.subarray(0, Math.floor(body.length / 2)));
      setTimeout(() => request.socket.destroy(), 10);
      return;
    }
    send(response, 200, body);
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setLiveSocketAvailable: (available) => liveSocket?.setAvailable(available),
    liveSocketRefusals: () => liveSocket?.refusals() ?? 0,
    setFault: (url, fault) => (fault ? faults.set(url, fault) : faults.delete(url)),
    requestCount: (url) =>
      url === undefined ? [...counts.values()].reduce((sum, each) => sum + each, 0) : (counts.get(url) ?? 0),
    peakConcurrency: () => peak,
    resetStats: () => {
      counts.clear();
      peak = active;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, status: number, body: string | Buffer) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
}

function sendHuge(response: ServerResponse, bytes: number) {
  // Streamed without a content-length, so the client must count bytes itself to stop it.
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!response.write(chunk)) return response.once('drain', pump);
    }
    response.end();
  };
  response.on('close', () => {
    sent = bytes;
  });
  pump();
}
