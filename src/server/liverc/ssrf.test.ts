// Server-side request forgery, tried every way a LiveRC address could name another host or port: the real
// app reads LiveRC through a replay server (LIVERC_UPSTREAM, as in tests and the demo), and a canary
// listener on this machine must never hear a thing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases, signedIn } from '../../../tests/support/test-app.ts';
import { type ReplayServer, startReplayServer } from '../../../tools/liverc-replay/replay-server.ts';

const TRACK = 'https://canberraoffroad.liverc.com';

let canary: Server;
let canaryPort = 0;
const heard: string[] = [];
let replay: ReplayServer;

beforeAll(async () => {
  canary = createServer((request, response) => {
    heard.push(`${request.method} ${request.url}`);
    response.end('canary');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  const address = canary.address();
  canaryPort = typeof address === 'object' && address ? address.port : 0;

  const dir = mkdtempSync(path.join(tmpdir(), 'pitboard-ssrf-'));
  const redirectTo = (location: string) => ({ redirect: location });
  const manifest = {
    [`${TRACK}/results/?p=view_race_result&id=1`]: redirectTo(`//127.0.0.1:${canaryPort}/x`),
    [`${TRACK}/results/?p=view_race_result&id=2`]: redirectTo(`/\\\\127.0.0.1:${canaryPort}/x`),
    [`${TRACK}/results/?p=view_race_result&id=3`]: redirectTo(`https://127.0.0.1:${canaryPort}/x`),
    [`${TRACK}/results/?p=view_race_result&id=4`]: redirectTo(`${TRACK}//127.0.0.1:${canaryPort}/x`),
    [`${TRACK}/results/?p=view_race_result&id=5`]: redirectTo(`http://[::1]:${canaryPort}/x`),
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  replay = await startReplayServer({ pagesDir: dir });
});
afterAll(async () => {
  await replay?.close();
  await new Promise((resolve) => canary?.close(resolve));
});

describeWithDatabases(
  'LiveRC addresses that name another host',
  (context) => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await signedIn(context);
    });
    const raceResults = (url: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/liverc/race-results?url=${encodeURIComponent(url)}`,
        headers: { cookie },
      });

    const forms = () => [
      `${TRACK}//127.0.0.1:${canaryPort}/x`,
      `${TRACK}/\\127.0.0.1:${canaryPort}/x`,
      `${TRACK}\\\\127.0.0.1:${canaryPort}/x`,
      `${TRACK}///127.0.0.1:${canaryPort}/x`,
      `${TRACK}/..//127.0.0.1:${canaryPort}/x`,
      `${TRACK}/results/..//127.0.0.1:${canaryPort}/x`,
      `${TRACK}/%5C%5C127.0.0.1:${canaryPort}/x`,
      `${TRACK}/%5c127.0.0.1:${canaryPort}/x`,
    ];

    it("refuses every path that could name a host: 'URL must be a LiveRC address'", async () => {
      for (const url of forms()) {
        const response = await raceResults(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ message: 'URL must be a LiveRC address' });
      }
      expect(heard).toEqual([]);
    });

    it('keeps an encoded slash in the path, on the replay host', async () => {
      const response = await raceResults(`${TRACK}/%2F%2F127.0.0.1:${canaryPort}/x`);
      expect(response.statusCode).toBe(404);
      expect(heard).toEqual([]);
    });

    it("answers LiveRC's redirect off LiveRC with a 502, and never follows it", async () => {
      for (const id of [1, 2, 3, 4, 5]) {
        const response = await raceResults(`${TRACK}/results/?p=view_race_result&id=${id}`);
        expect(response.statusCode, `redirect ${id}`).toBe(502);
        expect(response.json()).toEqual({ message: 'LiveRC redirected to an address that is not LiveRC' });
      }
      expect(heard).toEqual([]);
    });
  },
  { config: () => ({ liveRcUpstream: replay.url, liveRcTimeoutMs: 2_000 }), resetEachTest: false },
);
