import { describe, expect, it } from 'vitest';
import type { LocalDateTime } from './liverc.ts';
import {
  checklistDue,
  estimateBasisText,
  estimateRaceStarts,
  estimateRecord,
  estimateRecordText,
  startText,
} from './race-start-estimate.ts';

const at = (time: string, date = '2026-11-22'): LocalDateTime => ({ raw: time, date, time });

describe('estimateRaceStarts', () => {
  it('puts the next race at the last posting and each after it one median interval later', () => {
    const estimate = estimateRaceStarts([at('14:18'), at('14:06'), at('14:00'), at('14:12')], 3);
    expect(estimate).toEqual({
      intervalMinutes: 6,
      starts: [
        { at: '14:18', plusMinusMinutes: 1 },
        { at: '14:24', plusMinusMinutes: 1 },
        { at: '14:30', plusMinusMinutes: 1 },
      ],
    });
  });

  it('leaves breaks over 20 minutes out of the pace, and widens the ± by the spread per race to go', () => {
    // Intervals 5, 9, 7, (45: lunch), 6, 8: median 7; they stray 2, 2, 0, 1, 1 from it (median deviation 1).
    const times = ['12:00', '12:05', '12:14', '12:21', '13:06', '13:12', '13:20'];
    const estimate = estimateRaceStarts(
      times.map((time) => at(time)),
      4,
    );
    expect(estimate?.intervalMinutes).toBe(7);
    expect(estimate?.starts.map(startText)).toEqual([
      'about 13:20 (± 1 min)',
      'about 13:27 (± 2 min)',
      'about 13:34 (± 3 min)',
      'about 13:41 (± 4 min)',
    ]);
  });

  it('reads only the latest day, and needs two timed postings of it', () => {
    expect(
      estimateRaceStarts([at('09:00', '2026-11-21'), at('09:06', '2026-11-21'), at('10:00')], 1),
    ).toBeNull();
    expect(
      estimateRaceStarts([at('10:00'), { raw: 'Nov 22, 2026', date: '2026-11-22', time: null }], 1),
    ).toBeNull();
    expect(estimateRaceStarts([at('10:00'), at('10:45')], 1)).toBeNull();
  });

  it('has the pre-race checklist due from 15 minutes before the estimated start', () => {
    expect(checklistDue('14:40', new Date(2026, 10, 22, 14, 24))).toBe(false);
    expect(checklistDue('14:40', new Date(2026, 10, 22, 14, 25))).toBe(true);
    expect(checklistDue('14:40', new Date(2026, 10, 22, 14, 45))).toBe(true);
  });

  it('says how it estimates', () => {
    expect(estimateBasisText(6.5)).toBe(
      'Estimated from the median interval between recent races (6.5 min), breaks over 20 minutes left out.',
    );
  });
});

describe('estimateRecord', () => {
  // Intervals 5, 7, 6, 7, 5, 8. After 12:05 it says 12:20 ± 1 for the race three on (it starts 12:25: 5 off);
  // after 12:12, 12:30 ± 4 (right); after 12:18, 12:36 ± 4 (12:38: 2 off, inside).
  const day = ['12:00', '12:05', '12:12', '12:18', '12:25', '12:30', '12:38'];

  it("replays the day's postings: how far the start of the race three on was off, and how often inside its ±", () => {
    expect(estimateRecord(day.map((time) => at(time)))).toEqual({
      racesAhead: 3,
      medianErrorMinutes: 2,
      checks: 3,
      withinPlusMinus: 2,
    });
  });

  it('leaves out stretches holding a break, and says nothing before three checks', () => {
    const withLunch = ['12:00', '12:05', '12:12', '13:00', '13:06', '13:12', '13:18'];
    expect(estimateRecord(withLunch.map((time) => at(time)))).toBeNull();
    expect(estimateRecord(day.slice(0, 6).map((time) => at(time)))).toBeNull();
  });

  it('says it in a line', () => {
    expect(
      estimateRecordText({ racesAhead: 3, medianErrorMinutes: 2, checks: 15, withinPlusMinus: 12 }),
    ).toBe('On this day so far, a start 3 races ahead was off by 2 min (median of 15; 12 inside the ±).');
  });
});
