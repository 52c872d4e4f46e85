// N browsers on the live page, for the fan-out and cluster benches: each holds the live stream (SSE) open and
// notes the moment it first sees the event that carries a change, so a bench can time a change to every one.
import http from 'node:http';
import { now, wait } from './clock.ts';

/** How long a change may take to reach every watcher before the rest count as missed. */
const CHANGE_DEADLINE_MS = 30_000;

export type Watchers = {
  /**
   * Makes a change (`change` answers the moment it made it) and waits until every watcher has seen an event
   * naming `shows`, or the deadline. seenAt: when each watcher saw it, null for one that did not.
   */
  timeChange(
    shows: string,
    change: () => Promise<number>,
  ): Promise<{ changedAt: number; seenAt: (number | null)[] }>;
  close(): void;
};

/** Opens `count` streams (watcher `index` on `streamUrl(index)`); resolves once each has its snapshot. */
export async function openWatchers(
  count: number,
  streamUrl: (index: number) => string,
  cookie: string,
  agent: http.Agent,
): Promise<Watchers> {
  let watching: { shows: string; seenAt: (number | null)[] } | null = null;
  let connected = 0;
  const streams = Array.from({ length: count }, (_, index) =>
    http.get(streamUrl(index), { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      let sawSnapshot = false;
      res.on('data', (chunk: string) => {
        if (!sawSnapshot && chunk.includes('event: snapshot')) {
          sawSnapshot = true;
          connected += 1;
        }
        if (
          watching &&
          watching.seenAt[index] === null &&
          chunk.includes('event: event') &&
          chunk.includes(watching.shows)
        )
          watching.seenAt[index] = now();
      });
    }),
  );
  while (connected < count) await wait(20);
  return {
    async timeChange(shows, change) {
      const current = { shows, seenAt: new Array<number | null>(count).fill(null) };
      watching = current;
      const changedAt = await change();
      const deadline = now() + CHANGE_DEADLINE_MS;
      while (current.seenAt.some((at) => at === null) && now() < deadline) await wait(5);
      watching = null;
      return { changedAt, seenAt: current.seenAt };
    },
    close: () => {
      for (const stream of streams) stream.destroy();
    },
  };
}
