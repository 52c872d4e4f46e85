// The background race reads keep their bounds: a handful queued per request, two read at once, each race once,
// and a race that failed is left alone for ten minutes. The reader stands in for LiveRC: it records each ask.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RACES_PER_REQUEST, RaceReads } from './race-reads.ts';

const quietLog = { info: () => {} } as unknown as FastifyBaseLogger;
const races = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `https://club.liverc.com/results/?id=${from + index}`);

/** A reader whose answers the test gives, one race at a time. */
function heldReader() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  let reading = 0;
  let mostAtOnce = 0;
  const read = (url: string) =>
    new Promise<void>((resolve, reject) => {
      asked.push(url);
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      const done = () => {
        reading -= 1;
      };
      waiting.set(url, {
        resolve: () => {
          done();
          resolve();
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  /** Answers every race being read, and those whose reads start as earlier ones end, until none starts. */
  const answerAll = async (how: 'ok' | 'fail' = 'ok') => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (waiting.size === 0) return;
      const answers = [...waiting.values()];
      waiting.clear();
      for (const answer of answers) {
        if (how === 'ok') answer.resolve();
        else answer.reject(new Error('LiveRC page not found'));
      }
    }
  };
  return { read, asked, answerAll, mostAtOnce: () => mostAtOnce };
}

describe('background race reads', () => {
  it('queues a handful per request, reads two at a time, and each race once', async () => {
    const reader = heldReader();
    const reads = new RaceReads(reader.read, quietLog);
    const log = races(12);
    // Two reads of the log before LiveRC answers: the second queues the next handful, not the first again.
    reads.request(log);
    reads.request(log);
    await reader.answerAll();
    expect(reader.asked).toEqual(log.slice(0, 2 * RACES_PER_REQUEST));
    expect(reader.mostAtOnce()).toBe(2);
    reads.request(log);
    reads.request(log);
    await reader.answerAll();
    expect(reader.asked).toEqual(log);
    await reads.close();
  });

  it('leaves a race that failed alone for ten minutes, then asks again', async () => {
    let now = Date.now();
    const reader = heldReader();
    const reads = new RaceReads(reader.read, quietLog, () => now);
    const [race] = races(1) as [string];
    reads.request([race]);
    await reader.answerAll('fail');
    expect(reads.pending(race)).toBe(false);
    now += 9 * 60_000;
    reads.request([race]);
    expect(reader.asked).toEqual([race]);
    now += 60_000;
    expect(reads.pending(race)).toBe(true);
    reads.request([race]);
    await reader.answerAll();
    expect(reader.asked).toEqual([race, race]);
    await reads.close();
  });

  it('holds no more than a hundred races queued across all requests', async () => {
    const reader = heldReader();
    const reads = new RaceReads(reader.read, quietLog);
    // Thirty racers' requests of five new races each, while LiveRC has not answered any.
    for (let racer = 0; racer < 30; racer += 1)
      reads.request(races(RACES_PER_REQUEST, racer * RACES_PER_REQUEST));
    await reader.answerAll();
    expect(reader.asked).toHaveLength(100);
    await reads.close();
  });
});
