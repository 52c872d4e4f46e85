// The start estimate (src/domain/race-start-estimate.ts) on a real club day's event page, as the event reader
// gives it: here, since the domain's own tests may not read LiveRC pages.
import { expect, it } from 'vitest';
import type { LocalDateTime } from '../../domain/liverc.ts';
import { estimateRaceStarts } from '../../domain/race-start-estimate.ts';
import { parseEvent } from './event.ts';
import { describeRealPages, expectOk, readRealPage } from './testing/pages.ts';

describeRealPages('estimateRaceStarts on a real club day (Canberra, Nov 16 2025)', () => {
  const page = expectOk(
    parseEvent(
      readRealPage('event_486677_canberraoffroad.html'),
      'https://canberraoffroad.liverc.com/results/?p=view_event&id=486677',
    ),
  );
  const posted = page.raceGroups
    .flatMap((group) => group.races.map((race) => race.completedAt))
    .filter((time): time is LocalDateTime => time !== null)
    .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));

  // After each posting, the race three places on starts when the race before it is posted: compare. A break
  // still to come cannot be foreseen, so windows holding one are left out (the afternoon's mains, posted 23 to
  // 43 minutes apart, are such gaps too: there the estimate runs early by up to an hour).
  const replayed = () =>
    posted.slice(1, -3).flatMap((_, index) => {
      const last = index + 1;
      const coming = posted.slice(last, last + 4).map((time) => minutes(time.time ?? ''));
      if (coming.some((time, i) => i > 0 && time - (coming[i - 1] ?? time) > 20)) return [];
      const start = estimateRaceStarts(posted.slice(0, last + 1), 4)?.starts[3];
      const actual = coming[3];
      return start && actual !== undefined
        ? [{ error: Math.abs(actual - minutes(start.at)), plusMinus: start.plusMinusMinutes }]
        : [];
    });

  it('replayed race by race, the start of a race three to go is a few minutes off, mostly inside its ±', () => {
    const results = replayed();
    expect(results.length).toBeGreaterThanOrEqual(12);
    const errors = results.map((result) => result.error).sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(3);
    const inside = results.filter((result) => result.error <= result.plusMinus).length;
    expect(inside / results.length).toBeGreaterThanOrEqual(0.6);
  });
});

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
