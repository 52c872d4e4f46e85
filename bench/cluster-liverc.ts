// LiveRC for the cluster bench, in its own process: the replay server with a clock the bench moves, behind
// one counting proxy per Pitboard instance (each instance's LIVERC_UPSTREAM is its own proxy), so the bench
// knows which instance asked LiveRC what, and when each poll started. Driven by bench/cluster.ts over IPC.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_LIVE_RACE_URL, DEMO_PAGES_DIR } from '../tools/liverc-replay/demo-pages.ts';
import { LIVE_SOCKET_HOST } from '../tools/liverc-replay/live-socket.ts';
import { startReplayServer } from '../tools/liverc-replay/replay-server.ts';

export const BENCH_TRACK = 'https://redgum.liverc.com/';

export type LiveRcCommand = {
  id: number;
  command: 'page-counts' | 'poll-starts' | 'finish-race' | 'restart-race';
};
/** A feed poll: the moment its dashboard request reached LiveRC, and which instance sent it. */
export type PollStart = { instance: number; at: number };

const instances = Number(process.argv[2] ?? 3);
// Red Gum's A-Main runs until the bench says it is over; then LiveRC posts it (the change to deliver).
// Started again, the event page lists the electric A-Main as newest once more: the next change.
let clock = 0;
const replay = await startReplayServer({
  pagesDir: DEMO_PAGES_DIR,
  live: { raceUrl: DEMO_LIVE_RACE_URL, now: () => clock },
});
// The delay measured is the page poller's (a race posted, then found); the live socket would show the
// race on track before it is posted, so it is kept out of this figure (its refused tries are not counted).
replay.setLiveSocketAvailable(false);

// Wall-clock time with sub-millisecond precision, comparable with the other processes'.
const now = () => performance.timeOrigin + performance.now();
const dashboard = new URL(BENCH_TRACK);
const pageCounts = new Array<number>(instances).fill(0);
const pollStarts: PollStart[] = [];

async function countingProxy(instance: number): Promise<string> {
  const proxy = http.createServer((request, response) => {
    const host = request.headers['x-liverc-host'];
    if (host !== LIVE_SOCKET_HOST) pageCounts[instance] = (pageCounts[instance] ?? 0) + 1;
    if (host === dashboard.host && request.url === dashboard.pathname)
      pollStarts.push({ instance, at: now() });
    const forwarded = http.request(
      `${replay.url}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

const upstreams = await Promise.all(Array.from({ length: instances }, (_, index) => countingProxy(index)));

process.on('message', (message: LiveRcCommand) => {
  const answer = (value: unknown) => process.send?.({ id: message.id, value });
  switch (message.command) {
    case 'page-counts':
      return answer(pageCounts);
    case 'poll-starts':
      return answer(pollStarts);
    // Each change answers the moment it was made.
    case 'finish-race':
      clock = 24 * 60 * 60 * 1000;
      return answer(now());
    case 'restart-race':
      clock = 0;
      return answer(now());
  }
});
// The bench is done (or gone): nothing here needs a clean close.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: upstreams });
