// The real server process (main.ts): a second one on a held data folder refuses to start, and SIGTERM
// ends it within seconds while a request is in flight on a keep-alive connection, without cutting it off.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PAGES_DIR } from '../../tools/liverc-replay/demo-pages.ts';
import { recordedPages } from '../../tools/liverc-replay/replay-server.ts';
import {
  type ServerProcess,
  spawnServerProcess,
  startServerProcess,
  urlOfReadyLine,
} from '../../tools/soak/server-process.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

const CATALOGUE = 'https://live.liverc.com/';

// A LiveRC stand-in that holds the track catalogue until the test lets it answer: the request in flight.
let upstream: Server;
let upstreamUrl: string;
let heldCatalogue: { arrived: Promise<void>; answer(): void };
function holdNextCatalogue() {
  let arrived = () => {};
  let pending: ServerResponse | null = null;
  let released = false;
  const page = recordedPages(DEMO_PAGES_DIR)(CATALOGUE) as string;
  const send = (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  heldCatalogue = {
    arrived: new Promise((resolve) => {
      arrived = resolve;
    }),
    answer: () => {
      released = true;
      if (pending) send(pending);
    },
  };
  upstream.removeAllListeners('request');
  upstream.on('request', (req, response) => {
    if (req.headers['x-liverc-host'] !== 'live.liverc.com' || req.url !== '/')
      return response.writeHead(404).end();
    if (released) return send(response);
    pending = response;
    arrived();
  });
}
beforeAll(async () => {
  upstream = createServer();
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

let root: string;
let server: ServerProcess | null = null;
function freshDataDir(): string {
  root = mkdtempSync(path.join(tmpdir(), 'pitboard-main-'));
  cpSync(inject('pgliteTemplateDir'), path.join(root, 'pglite'), { recursive: true });
  return root;
}
afterEach(() => {
  server?.child.kill('SIGKILL');
  server = null;
  rmSync(root, { recursive: true, force: true });
});

/** One HTTP request on the given agent's connection; resolves with the whole answer. */
function send(agent: Agent, url: string, options: { method?: string; cookie?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = request(url, {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    },
  );
}

describe('the server process', () => {
  it('refuses to start on a data folder another server holds after waiting, naming the folder and the pid', async () => {
    const dataDir = freshDataDir();
    // This test process plays the running server.
    const lock = await lockDataDir(path.join(dataDir, 'pglite'));
    try {
      server = await startServerProcess({ DATA_DIR: dataDir, DATA_DIR_LOCK_WAIT_MS: '500' });
      expect(server.url).toBe('');
      expect((await server.exited).code).toBe(1);
      expect(server.output.join('\n')).toContain('waiting up to 0.5 s for it to stop');
      expect(server.output).toContain(
        `Another Pitboard server (pid ${process.pid}, started ${lockStart(lock.path)}) is using the data folder ${path.join(dataDir, 'pglite')}. Stop it first, or set DATA_DIR to another folder.`,
      );
    } finally {
      lock.release();
    }
  });

  // Two server processes start one after the other, each compiling the server and opening PGlite: 8-15 s
  // on a quiet 2-core machine, past the 30 s test timeout when other work shares it.
  it('starts right after kill -9 of the server before it: waits for the dying one, keeps its data', async () => {
    const dataDir = freshDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const agent = new Agent({ keepAlive: false });
    try {
      const account = { username: 'killed_racer', email: 'killed@example.com', password: 'nitro-buggy-8' };
      const registered = await send(agent, `${first.url}/api/auth/register`, {
        method: 'POST',
        body: account,
      });
      expect(registered.status).toBe(201);

      // The restart comes while the old process still holds the folder; kill -9 lands as it waits.
      server = spawnServerProcess({ DATA_DIR: dataDir });
      await server.waitForLine(/is held by pid \d+ .*waiting up to 10 s for it to stop/);
      first.child.kill('SIGKILL');
      const url = urlOfReadyLine(await server.waitForLine(/Pitboard is ready on /));
      const login = await send(agent, `${url}/api/auth/login`, { method: 'POST', body: account });
      expect(login.status).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      agent.destroy();
    }
  }, 60_000);

  it('on SIGTERM finishes the request in flight on a keep-alive connection, ends idle ones and streams, and exits', async () => {
    holdNextCatalogue();
    server = await startServerProcess({ DATA_DIR: freshDataDir(), LIVERC_UPSTREAM: upstreamUrl });
    const { url } = server;
    // One connection each, kept alive between requests.
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const account = { username: 'shutdown_racer', email: 'shutdown@example.com', password: 'nitro-buggy-8' };
    expect((await send(busy, `${url}/api/auth/register`, { method: 'POST', body: account })).status).toBe(
      201,
    );
    const login = await send(busy, `${url}/api/auth/login`, { method: 'POST', body: account });
    const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0] as string;
    expect((await send(idle, `${url}/api/health`)).status).toBe(200);
    const stream = await fetch(`${url}/api/live/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    const streamBody = stream.text();

    const tracks = send(busy, `${url}/api/liverc/tracks`, { cookie });
    await heldCatalogue.arrived;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLine(/SIGTERM received: closing/);
    heldCatalogue.answer();

    const answer = await tracks;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as unknown[]).length).toBeGreaterThan(0);
    await expect(streamBody).resolves.toContain('event: snapshot');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Without closing the connection that answered, the process waited for its 72 s keep-alive.
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    busy.destroy();
    idle.destroy();
  });
});

const lockStart = (lockPath: string) =>
  (JSON.parse(readFileSync(lockPath, 'utf8')) as { startedAt: string }).startedAt;
