// LiveRC's live socket, simulated over socket.io 0.9's long-polling transport for the replayed race:
// a handshake, `joinTrack`, then each poll answers the race clock, the race and the standings.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodePayload, eventFrame, readEvent } from '../../src/liverc/socket/socket-protocol.ts';
import type { LiveMoment } from './live-mode.ts';
import type { Standing } from './live-race.ts';
import { clockText } from './time-text.ts';

export const LIVE_SOCKET_HOST = 'livedata.liverc.com';
// A poll answers after this long: the feed's pace, and a test's, without a held connection per client.
const POLL_ANSWER_MS = 250;

export type LiveSocketServer = {
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  /** Whether the socket answers at all; off, every request gets a 503 like a host that is down. */
  setAvailable(available: boolean): void;
  /** Requests answered 503 while it was off. */
  refusals(): number;
};

export function createLiveSocketServer(moment: () => LiveMoment): LiveSocketServer {
  const sessions = new Map<string, { connected: boolean; joined: string | null }>();
  let available = true;
  let refused = 0;

  return {
    setAvailable: (value) => {
      available = value;
    },
    refusals: () => refused,
    async handle(request, response, path) {
      if (!available) {
        refused += 1;
        return end(response, 503, 'Service Unavailable');
      }
      const url = new URL(path, 'https://livedata.liverc.com');
      if (url.pathname === '/socket.io/1/') {
        const sid = randomUUID().replaceAll('-', '');
        sessions.set(sid, { connected: false, joined: null });
        return end(response, 200, `${sid}:60:25:xhr-polling`);
      }
      const poll = /^\/socket\.io\/1\/xhr-polling\/(\w+)$/.exec(url.pathname);
      const session = poll ? sessions.get(poll[1] as string) : undefined;
      if (!session) return end(response, 200, '7:::1+0');
      if (request.method === 'POST') {
        const event = readEvent(await body(request));
        if (event?.name === 'joinTrack') session.joined = String(event.args[0] ?? '');
        return end(response, 200, '1');
      }
      if (!session.connected) {
        session.connected = true;
        return end(response, 200, '1::');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_ANSWER_MS));
      return end(response, 200, session.joined ? encodePayload(framesOf(moment())) : '8::');
    },
  };
}

function framesOf(now: LiveMoment): string[] {
  const elapsed = now.elapsedMs / 1000;
  const remaining = now.lengthMs === null ? '' : `|${Math.max(0, (now.lengthMs - now.elapsedMs) / 1000)}`;
  const status = now.running ? 'running' : 'finished';
  const drivers = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [`p${index + 1}`, rowOf(now.standings[index])]),
  );
  return [
    eventFrame('updateClockData', [`${elapsed}${remaining}`]),
    eventFrame('updateRaceData', [
      `${now.header.raceName}|1|${status}|0|${now.header.raceNumber ?? ''}|0|0|`,
    ]),
    eventFrame('updateDriverData', [JSON.stringify(drivers)]),
  ];
}

/** One row in the captured field order: position, name, car, laps, last lap, elapsed, pace, fastest, ..., average, gap. */
function rowOf(standing: Standing | undefined): string {
  if (!standing) return '';
  const laps = standing.laps;
  const last = laps.at(-1);
  const fastest = laps.length > 0 ? Math.min(...laps.map((lap) => lap.ms)) : null;
  const average = laps.length > 0 ? Math.round(standing.totalMs / laps.length) : null;
  const gap =
    standing.behind === null
      ? ''
      : 'laps' in standing.behind
        ? `${standing.behind.laps}L`
        : (standing.behind.ms / 1000).toFixed(3);
  const fields = [
    String(standing.position),
    standing.driver.name,
    standing.driver.carNumber ?? '',
    String(laps.length),
    last ? clockText(last.ms) : '',
    clockText(standing.totalMs),
    '',
    fastest === null ? '' : clockText(fastest),
    '',
    'false',
    '1',
    String(standing.driver.driverId ?? ''),
    '',
    '',
    '',
    average === null ? '' : clockText(average),
    gap,
    '',
    'false',
    '',
  ];
  return fields.join('|');
}

function end(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}
