// LiveRC for the cluster bench, in its own process: the replay server with a clock the bench moves, behind
// one counting proxy per Pitboard instance (each instance's LIVERC_UPSTREAM is its own proxy), so the bench
// knows which instance asked LiveRC what, and when each poll started. Driven by bench/cluster.ts over IPC.
import { LIVE_SOCKET_HOST } from '../tools/liverc-replay/live-socket.ts';
import { BENCH_TRACK, startBenchLiveRc } from './support/bench-liverc.ts';
import { now } from './support/clock.ts';
import { pollStartTest, startCountingProxy } from './support/counting-proxy.ts';

export type LiveRcCommand = {
  id: number;
  command: 'page-counts' | 'poll-starts' | 'finish-race' | 'restart-race';
};
/** A feed poll: the moment its dashboard request reached LiveRC, and which instance sent it. */
export type PollStart = { instance: number; at: number };

const instances = Number(process.argv[2] ?? 3);
const { replay, change } = await startBenchLiveRc();
const pageCounts = new Array<number>(instances).fill(0);
const pollStarts: PollStart[] = [];
const isPollStart = pollStartTest(BENCH_TRACK);

const proxies = await Promise.all(
  Array.from({ length: instances }, (_, instance) =>
    startCountingProxy(replay.url, (request) => {
      // The live socket's tries (refused here) are not page requests.
      if (request.headers['x-liverc-host'] !== LIVE_SOCKET_HOST)
        pageCounts[instance] = (pageCounts[instance] ?? 0) + 1;
      if (isPollStart(request)) pollStarts.push({ instance, at: now() });
    }),
  ),
);
const upstreams = proxies.map((proxy) => proxy.url);

process.on('message', (message: LiveRcCommand) => {
  const answer = (value: unknown) => process.send?.({ id: message.id, value });
  switch (message.command) {
    case 'page-counts':
      return answer(pageCounts);
    case 'poll-starts':
      return answer(pollStarts);
    // Each change answers the moment it was made.
    case 'finish-race':
    case 'restart-race':
      return answer(change(message.command));
  }
});
// The bench is done (or gone): nothing here needs a clean close.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: upstreams });
