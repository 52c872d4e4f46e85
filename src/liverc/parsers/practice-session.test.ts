import { describe, expect, it } from 'vitest';
import { parsePracticeSession } from './practice-session.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/practice/?p=view_session&id=31000003';

describe('parsePracticeSession on a synthetic page', () => {
  const fixture = readFixture('practice-session.html');
  const result = parsePracticeSession(fixture, PAGE);
  const data = expectOk(result);

  it('reads the session summary', () => {
    expect(result.warnings).toEqual([]);
    expect({ ...data, laps: undefined }).toEqual({
      sessionId: 31000003,
      trackName: 'Synthetic Raceway',
      driver: "Sam O'Brien",
      className: '1/10 Stock Buggy',
      transponder: '1234567',
      date: '2026-02-28',
      dateText: 'February 28, 2026 (Saturday)',
      startTime: '1:05:09pm',
      endTime: '1:07:40pm',
      length: { raw: '2:31', seconds: 151 },
      lapCount: 4,
      fastestLap: { raw: '20.123', seconds: 20.123 },
      top3Consecutive: { raw: '1:02.345', seconds: 62.345 },
      averageLap: { raw: '20.800', seconds: 20.8 },
      averageTop5: null,
      averageTop10: null,
      averageTop15: null,
      stdDeviation: { raw: '0.512', value: 0.512 },
      consistency: { raw: '97.500%', value: 97.5 },
      validLapRange: {
        raw: '15 to 1:00',
        min: { raw: '15', seconds: 15 },
        max: { raw: '1:00', seconds: 60 },
      },
      laps: undefined,
    });
  });

  it('reads the laps from the lapsObj JSON, keeping invalid laps marked', () => {
    expect(data.laps).toEqual([
      {
        lap: 1,
        time: { raw: '20.123', seconds: 20.123 },
        date: '2026-02-28',
        clock: '13:05:30',
        valid: true,
      },
      {
        lap: 2,
        time: { raw: '21.001', seconds: 21.001 },
        date: '2026-02-28',
        clock: '13:05:51',
        valid: true,
      },
      { lap: 3, time: { raw: '70.5', seconds: 70.5 }, date: '2026-02-28', clock: '13:07:01', valid: false },
      {
        lap: 4,
        time: { raw: '21.221', seconds: 21.221 },
        date: '2026-02-28',
        clock: '13:07:22',
        valid: true,
      },
    ]);
  });

  it('falls back to the shown lap list when the page has no lapsObj, and says so', () => {
    const withoutScript = fixture.replace(/<script[\s\S]*?<\/script>/, '');
    const parsed = parsePracticeSession(withoutScript, PAGE);
    expect(expectOk(parsed).laps).toEqual([
      { lap: 1, time: { raw: '20.123', seconds: 20.123 }, date: null, clock: null, valid: true },
      { lap: 2, time: { raw: '21.001', seconds: 21.001 }, date: null, clock: null, valid: true },
      { lap: 3, time: { raw: '1:10.500', seconds: 70.5 }, date: null, clock: null, valid: false },
      { lap: 4, time: { raw: '21.221', seconds: 21.221 }, date: null, clock: null, valid: true },
    ]);
    expect(parsed.warnings).toEqual(['no lapsObj script: laps read from the shown list']);
  });

  it('skips an unreadable lap with a warning and notes the count mismatch', () => {
    const broken = fixture.replace('"lap_time":"21.001"', '"lap_time":"n/a"');
    const parsed = parsePracticeSession(broken, PAGE);
    expect(expectOk(parsed).laps.map((lap) => lap.lap)).toEqual([1, 3, 4]);
    expect(parsed.warnings).toHaveLength(2);
    expect(parsed.warnings[0]).toMatch(/^lapsObj: unreadable lap /);
    expect(parsed.warnings[1]).toBe('page says 4 laps but lists 3');
  });

  it.each([
    ['an empty string', ''],
    ['a practice day', readFixture('practice-day.html')],
  ])('refuses %s', (_, html) => {
    expect(parsePracticeSession(html, PAGE)).toMatchObject({
      ok: false,
      error: 'not a practice session page',
    });
  });
});

describeRealPages('parsePracticeSession on the real session 21289501', () => {
  it('reads the summary and the 5 laps from lapsObj', () => {
    const result = parsePracticeSession(
      readRealPage('practice-session_21289501_daniel-quinton.html'),
      'https://canberraoffroad.liverc.com/practice/?p=view_session&id=21289501',
    );
    expect(result.warnings).toEqual([]);
    const data = expectOk(result);
    expect(data).toMatchObject({
      sessionId: 21289501,
      trackName: 'Canberra Off Road Model Car Club',
      driver: 'Daniel Quinton',
      className: '1/8 Nitro Buggy',
      transponder: '8603914',
      date: '2025-10-25',
      startTime: '2:43:27pm',
      endTime: '2:50:17pm',
      length: { raw: '3:49', seconds: 229 },
      lapCount: 5,
      fastestLap: { raw: '42.996', seconds: 42.996 },
      top3Consecutive: { raw: '133.270', seconds: 133.27 },
      averageLap: { raw: '45.815', seconds: 45.815 },
      averageTop5: { raw: '45.815', seconds: 45.815 },
      averageTop10: null,
      averageTop15: null,
      stdDeviation: { raw: '2.430', value: 2.43 },
      consistency: { raw: '94.695%', value: 94.695 },
      validLapRange: { raw: '20 to 1:10', min: { seconds: 20 }, max: { seconds: 70 } },
    });
    expect(data.laps.map((lap) => [lap.lap, lap.time.raw, lap.clock, lap.valid])).toEqual([
      [1, '42.996', '14:44:10', true],
      [2, '47.016', '14:44:57', true],
      [3, '43.258', '14:45:41', true],
      [4, '49.466', '14:46:30', true],
      [5, '46.339', '14:47:17', true],
    ]);
  });
});
