import { describe, expect, it } from 'vitest';
import { parsePracticeDay } from './practice-day.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const PAGE = 'https://synthetic.liverc.com/practice/?p=session_list&d=2026-02-28';

describe('parsePracticeDay on a synthetic page', () => {
  const result = parsePracticeDay(readFixture('practice-day.html'), PAGE);
  const data = expectOk(result);

  it('reads each session: hidden start stamp, hour-long length, average over a minute', () => {
    expect(data.sessions[0]).toEqual({
      sessionId: 31000003,
      url: 'https://synthetic.liverc.com/practice/?p=view_session&id=31000003',
      driver: "Sam O'Brien",
      className: '1/10 Stock Buggy',
      transponder: '1234567',
      startedAt: '2026-02-28 13:05:09',
      startTime: '1:05:09pm',
      laps: 12,
      length: { raw: '1:02:03', seconds: 3723 },
      fastestLap: { raw: '20.123', seconds: 20.123 },
      averageLap: { raw: '1:05.500', seconds: 65.5 },
    });
    expect(data.sessions[1]).toMatchObject({
      sessionId: 31000001,
      driver: 'Unknown Driver',
      className: 'Unknown Class',
      transponder: '7654321',
      length: { raw: '30', seconds: 30 },
    });
  });

  it('skips a row without a session link, with a warning', () => {
    expect(data.sessions).toHaveLength(2);
    expect(result.warnings).toEqual(['session row 2: no session link, skipped']);
  });

  it('reads the date and the day stats', () => {
    expect(data).toMatchObject({
      trackName: 'Synthetic Raceway',
      date: '2026-02-28',
      dateText: 'February 28, 2026 (Saturday)',
      stats: {
        totalLaps: 1013,
        totalTrackTime: '1 hour, 3 minutes, 5 seconds',
        uniqueDrivers: 2,
        uniqueClasses: 2,
        firstSession: '9:58:33am',
        lastSession: '1:05:09pm',
      },
    });
  });

  it('treats "no practice sessions" as an empty day, not an error', () => {
    const month = parsePracticeDay(
      readFixture('practice-month.html'),
      'https://synthetic.liverc.com/practice/',
    );
    expect(expectOk(month)).toMatchObject({ date: '2026-03-03', sessions: [] });
  });

  it.each([
    ['an empty string', ''],
    ['a practice session', readFixture('practice-session.html')],
  ])('refuses %s', (_, html) => {
    expect(parsePracticeDay(html, PAGE)).toMatchObject({ ok: false, error: 'not a practice day page' });
  });
});

describeRealPages('parsePracticeDay on the real 25 October 2025 day', () => {
  const result = parsePracticeDay(
    readRealPage('practice-day_canberraoffroad_2025-10-25.html'),
    'https://canberraoffroad.liverc.com/practice/?p=session_list&d=2025-10-25',
  );
  const data = expectOk(result);

  it('reads all 56 sessions, whose laps add up to the day total of 487', () => {
    expect(result.warnings).toEqual([]);
    expect(data.sessions).toHaveLength(56);
    expect(data.sessions.reduce((laps, session) => laps + (session.laps ?? 0), 0)).toBe(487);
    expect(new Set(data.sessions.map((session) => session.className)).size).toBe(4);
    expect(data).toMatchObject({
      date: '2025-10-25',
      dateText: 'October 25, 2025 (Saturday)',
      stats: {
        totalLaps: 487,
        totalTrackTime: '7 hours, 16 minutes, 45 seconds',
        uniqueDrivers: 9,
        uniqueClasses: 4,
        firstSession: '10:58:33am',
        lastSession: '4:36:38pm',
      },
    });
  });

  it('reads the latest session, the session saved separately and the earliest exactly', () => {
    expect(data.sessions[0]).toEqual({
      sessionId: 21290331,
      url: 'https://canberraoffroad.liverc.com/practice/?p=view_session&id=21290331',
      driver: 'Conor Merrigan',
      className: '1/10 Open',
      transponder: '9783013',
      startedAt: '2025-10-25 16:36:38',
      startTime: '4:36:38pm',
      laps: 9,
      length: { raw: '8:28', seconds: 508 },
      fastestLap: { raw: '34.746', seconds: 34.746 },
      averageLap: { raw: '56.437', seconds: 56.437 },
    });
    expect(data.sessions.find((session) => session.sessionId === 21289501)).toMatchObject({
      driver: 'Daniel Quinton',
      className: '1/8 Nitro Buggy',
      transponder: '8603914',
      startTime: '2:43:27pm',
      laps: 5,
      length: { raw: '3:49', seconds: 229 },
      fastestLap: { raw: '42.996', seconds: 42.996 },
      averageLap: { raw: '45.815', seconds: 45.815 },
    });
    expect(data.sessions.at(-1)).toMatchObject({
      sessionId: 21285679,
      startedAt: '2025-10-25 10:58:33',
      laps: 5,
    });
  });

  it('reads a length written as bare seconds', () => {
    expect(data.sessions.find((session) => session.sessionId === 21289725)).toMatchObject({
      laps: 1,
      length: { raw: '30', seconds: 30 },
      fastestLap: { raw: '29.512', seconds: 29.512 },
    });
  });
});
