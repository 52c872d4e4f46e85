// N browsers on the live page, for the fan-out and cluster benches: each holds the live stream (SSE) open and
// notes the moment the message carrying a change reaches it, so a bench can time a change to every one.
//
// A real watcher is a phone of its own; here 2,000 of them share the bench's cores with the server measured, so
// each costs as little as it can: a bare TCP socket that sends the GET by hand and looks at
// the bytes it receives (no HTTP client, no decoding to UTF-8, no work at all between changes), while still
// checking that it got exactly the change: the whole `event` message naming the new race, under the id every
// other watcher got it under.
import net from 'node:net';
import { now, wait } from './clock.ts';

/** How long a change may take to reach every watcher before the rest count as missed. */
const CHANGE_DEADLINE_MS = 30_000;

export type Watchers = {
  /**
   * Makes a change (`change` answers the moment it made it) and waits until every watcher has received the
   * `event` message naming `shows`, or the deadline. seenAt: when each watcher received it, null for one that
   * did not (or got it under another id than the others: not the same change).
   */
  timeChange(
    shows: string,
    change: () => Promise<number>,
  ): Promise<{ changedAt: number; seenAt: (number | null)[] }>;
  close(): void;
};

// Each write of the server is one HTTP chunk, so one SSE message is never cut by the chunked encoding's own
// lines; TCP may still split it, which is why a watcher keeps what it has of an unfinished message.
const SNAPSHOT = 'event: snapshot\n';
const EVENT = '\nevent: event\ndata: ';

type Watcher = {
  socket: net.Socket;
  connected: boolean;
  /** The received text not yet looked at in full: the start of a message whose end has not arrived. */
  carry: string;
};

/** Opens `count` streams (watcher `index` on `streamUrl(index)`); resolves once each has its snapshot. */
export async function openWatchers(
  count: number,
  streamUrl: (index: number) => string,
  cookie: string,
): Promise<Watchers> {
  let watching: {
    raceName: string;
    seenAt: (number | null)[];
    ids: (string | null)[];
    pending: number;
  } | null = null;
  let connected = 0;

  const watchers = Array.from({ length: count }, (_, index): Watcher => {
    const url = new URL(streamUrl(index));
    const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    const watcher: Watcher = { socket, connected: false, carry: '' };
    socket.write(
      `GET ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncookie: ${cookie}\r\naccept: text/event-stream\r\n\r\n`,
    );
    // Latin-1: one char per byte, the cheapest decoding; the markers and the race names are ASCII.
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const arrivedAt = now();
      if (!watcher.connected) {
        watcher.carry += chunk;
        if (!watcher.carry.includes(SNAPSHOT)) return;
        watcher.connected = true;
        watcher.carry = '';
        connected += 1;
        return;
      }
      const current = watching;
      if (!current || current.seenAt[index] !== null) return;
      const text = watcher.carry + chunk;
      watcher.carry = '';
      const id = findEvent(text, current.raceName);
      if (id === null) {
        // What may be the start of the message, cut by TCP: from the last message's id line (or a few bytes).
        const lastId = text.lastIndexOf('\nid: ');
        watcher.carry = text.slice(
          Math.max(0, Math.min(lastId === -1 ? text.length : lastId, text.length - 8)),
        );
        return;
      }
      current.seenAt[index] = arrivedAt;
      current.ids[index] = id;
      current.pending -= 1;
    });
    socket.on('error', () => socket.destroy());
    return watcher;
  });
  while (connected < count) await wait(20);

  return {
    async timeChange(shows, change) {
      const current = {
        raceName: `"raceName":${JSON.stringify(shows)}`,
        seenAt: new Array<number | null>(count).fill(null),
        ids: new Array<string | null>(count).fill(null),
        pending: count,
      };
      for (const watcher of watchers) watcher.carry = '';
      watching = current;
      const changedAt = await change();
      const deadline = now() + CHANGE_DEADLINE_MS;
      while (current.pending > 0 && now() < deadline) await wait(5);
      watching = null;
      // The same change is one message id for every watcher: one seen under another id counts as missed.
      const id = mostCommon(current.ids);
      const seenAt = current.seenAt.map((at, index) => (current.ids[index] === id ? at : null));
      return { changedAt, seenAt };
    },
    close: () => {
      for (const { socket } of watchers) socket.destroy();
    },
  };
}

/** In the text received: the id of a complete `event` message whose data holds `raceName`, else null. */
function findEvent(text: string, raceName: string): string | null {
  let from = 0;
  for (;;) {
    const at = text.indexOf(EVENT, from);
    if (at === -1) return null;
    const end = text.indexOf('\n\n', at);
    if (end === -1) return null;
    const idLine = text.lastIndexOf('\nid: ', at);
    if (idLine !== -1 && text.slice(at + EVENT.length, end).includes(raceName))
      return text.slice(idLine + 5, at);
    from = end;
  }
}

function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = value;
  return best;
}
