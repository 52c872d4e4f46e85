// Reads the race log's races that are not stored yet from LiveRC in the background, a few at a time, so a read
// of the log neither waits on LiveRC nor asks it again and again for the same race.
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { setRecent } from '../recently-used.ts';

// One or two at a time: a log's missing races come in over seconds, and LiveRC is asked politely.
const READS_AT_ONCE = 2;
// One request of a racer queues no more than a handful of races: a log of hundreds of unread races fills in
// over the web app's next few reads instead of one request asking LiveRC for all of them.
export const RACES_PER_REQUEST = 5;
// Across all racers: a longer queue would only hold work a greedy client piled up.
const MAX_WANTED = 100;
// A race just read is not read again for this long: a finished one is stored by then, and one without results
// yet (still running) is asked for again only after its page's freshness window (30 s) has passed.
const AFTER_READ_MS = 60_000;
// A race LiveRC answered 404 or an error for is left alone this long: it would most likely fail again.
const AFTER_FAILURE_MS = 10 * 60_000;
// Bounds the memory of races read; the oldest is forgotten first (it may then be asked for once more).
const MAX_REMEMBERED = 10_000;

export class RaceReads {
  private readonly limit = pLimit(READS_AT_ONCE);
  /** Queued or being read. */
  private readonly wanted = new Set<string>();
  /** When each race read lately may be read again. */
  private readonly restingUntil = new Map<string, number>();
  private readonly reading = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly read: (url: string) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Queues up to RACES_PER_REQUEST of `urls` that are neither queued, being read, nor read lately. */
  request(urls: Iterable<string>): void {
    let queued = 0;
    for (const url of urls) {
      if (queued >= RACES_PER_REQUEST || this.wanted.size >= MAX_WANTED || this.closed) return;
      if (this.wanted.has(url) || this.resting(url)) continue;
      this.wanted.add(url);
      queued += 1;
      void this.limit(() => this.readOne(url));
    }
  }

  /** Whether a race not stored yet will be read: false while LiveRC's last answer for it is remembered. */
  pending(url: string): boolean {
    return !this.resting(url);
  }

  /** Starts no more reads and waits for those under way (they write to the database). */
  async close(): Promise<void> {
    this.closed = true;
    this.limit.clearQueue();
    await Promise.all(this.reading);
  }

  private async readOne(url: string): Promise<void> {
    if (this.closed) return;
    const reading = this.read(url).then(
      () => this.rest(url, AFTER_READ_MS),
      (error: unknown) => {
        this.log.info({ err: error, url }, 'race log: the laps of a race could not be read');
        this.rest(url, AFTER_FAILURE_MS);
      },
    );
    this.reading.add(reading);
    await reading;
    this.reading.delete(reading);
    this.wanted.delete(url);
  }

  private resting(url: string): boolean {
    const until = this.restingUntil.get(url);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.restingUntil.delete(url);
    return false;
  }

  private rest(url: string, ms: number): void {
    setRecent(this.restingUntil, url, this.now() + ms, MAX_REMEMBERED);
  }
}
