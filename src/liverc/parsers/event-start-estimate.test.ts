// The start estimate (src/domain/race-start-estimate.ts) on a real club day's event page, as the event reader
// gives it: here, since the domain's own tests may not read LiveRC pages.
import { expect, it } from 'vitest';
import type { LocalDateTime } from '../../domain/liverc.ts';
import { estimateRecord } from '../../domain/race-start-estimate.ts';
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
    .filter((time): time is LocalDateTime => time !== null);

  it('replayed race by race, the start of a race three to go is a few minutes off, mostly inside its ±', () => {
    // Windows holding a break are left out: the afternoon's mains, posted 23 to 43 minutes apart, count as
    // breaks too, and there the estimate runs early by up to an hour.
    const record = estimateRecord(posted, 3);
    expect(record?.checks).toBeGreaterThanOrEqual(12);
    expect(record?.medianErrorMinutes).toBeLessThanOrEqual(3);
    expect((record?.withinPlusMinus ?? 0) / (record?.checks ?? 1)).toBeGreaterThanOrEqual(0.6);
  });
});
