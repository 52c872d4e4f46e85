import { describe, expect, it } from 'vitest';
import { parseRaceLength, parseRaceResult } from './race-result.ts';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';

const URL_7 = 'https://synthetic.liverc.com/results/?p=view_race_result&id=7000007';

describe('parseRaceResult on a synthetic page', () => {
  const fixture = readFixture('race-result.html');
  const result = parseRaceResult(fixture, URL_7);
  const data = expectOk(result);

  it('reads the race info from the breadcrumb, heading and table header', () => {
    expect(data).toMatchObject({
      raceId: 7000007,
      trackName: 'Synthetic Raceway',
      eventName: 'Spring Shootout & Swap Meet',
      eventDate: '2026-03-07',
      eventEndDate: '2026-03-08',
      raceTitle: '1/10 Stock Buggy A-Main Results [M1 Race #7]',
      raceInfo: '1/10 Stock Buggy A-Main · Round: Main Events · Length: 5:00 Timed',
      raceName: '1/10 Stock Buggy A-Main',
      className: '1/10 Stock Buggy',
      raceNumber: 7,
      round: 'Main Events',
      length: '5:00 Timed',
    });
  });

  it('reads every field of the winner row, taking the fastest-lap number from <sup>', () => {
    expect(data.results[0]).toEqual({
      position: 1,
      driver: "SAM O'BRIEN",
      driverId: 1001,
      carNumber: '4',
      qualifying: '3',
      lapsTime: '14/5:03.989',
      laps: '14',
      time: '5:03.989',
      behind: null,
      fastestLap: '20.500',
      fastestLapNumber: 2,
      avgLap: '21.713',
      avgTop5: '21.002',
      avgTop10: '21.500',
      avgTop15: null,
      top3Consecutive: '1:02.750',
      stdDeviation: '1.15',
      consistency: '94.70%',
      values: {
        qualifying: 3,
        laps: 14,
        time: 303.989,
        behind: null,
        behindLaps: null,
        fastestLap: 20.5,
        avgLap: 21.713,
        avgTop5: 21.002,
        avgTop10: 21.5,
        avgTop15: null,
        top3Consecutive: 62.75,
        stdDeviation: 1.15,
        consistency: 94.7,
      },
    });
  });

  it('shows display text without the hidden sort cells, and decodes entities', () => {
    expect(data.results[1]?.driver).toBe('LEE & SONS');
    expect(data.results[1]).toMatchObject({ avgLap: '23.155', behind: '1 Lap' });
    expect(data.results[1]?.values).toMatchObject({ avgLap: 23.155, behind: null, behindLaps: 1 });
  });

  it('leaves a time empty, with a warning, when the hidden seconds and the shown text disagree', () => {
    expect(data.results[1]?.top3Consecutive).toBeNull();
    expect(data.results[1]?.values.top3Consecutive).toBeNull();
    expect(result.warnings).toContain(
      "row 2 top 3 consecutive: shown '1:05.010' disagrees with hidden '99.999', left empty",
    );
  });

  it('skips a row without a position and says so', () => {
    expect(data.results.map((row) => row.driver)).toEqual([
      "SAM O'BRIEN",
      'LEE & SONS',
      'PAT QUICK',
      'DANA NOSHOW',
    ]);
    expect(result.warnings).toContain('row 3: no position or driver, skipped');
  });

  it('reads a gap written with a seconds suffix, and a row without a laps link or racerLaps entry', () => {
    expect(data.results[2]).toMatchObject({
      position: 3,
      driver: 'PAT QUICK',
      driverId: null,
      behind: '11.460s',
      values: expect.objectContaining({ behind: 11.46, behindLaps: null }),
    });
  });

  it("finds a non-starter's driver id in racerLaps by name and leaves their stats empty", () => {
    expect(data.results[3]).toMatchObject({
      position: 4,
      driverId: 1003,
      lapsTime: '0',
      laps: '0',
      time: null,
      behind: '13 Laps',
      fastestLap: null,
      fastestLapNumber: null,
      avgLap: null,
      stdDeviation: null,
      consistency: null,
      values: expect.objectContaining({ laps: 0, time: null, behindLaps: 13, fastestLap: null }),
    });
  });

  it('reads racerLaps as data: single quotes, escaped apostrophes, trailing commas, lap 0 left out', () => {
    expect(data.lapTimes.map((driver) => [driver.driverId, driver.driver, driver.laps.length])).toEqual([
      [1001, "SAM O'BRIEN", 3],
      [1002, 'LEE & SONS', 1],
      [1003, 'DANA NOSHOW', 0],
    ]);
    expect(data.lapTimes[0]?.laps).toEqual([
      { lap: 1, time: 21.25, timeText: '21.25', position: 2 },
      { lap: 2, time: 20.5, timeText: '20.5', position: 1 },
      { lap: 3, time: 61.234, timeText: '61.234', position: 1 },
    ]);
  });

  it('skips an unreadable lap with a warning', () => {
    expect(result.warnings.some((warning) => warning.startsWith('racerLaps[1002]: unreadable lap'))).toBe(
      true,
    );
  });

  it('never runs the page script: a racerLaps block with code in it is skipped, not executed', () => {
    const hostile = fixture.replace(
      '</script>',
      "racerLaps[1005] = { 'driverName' : (globalThis.pwned = 'X'), 'laps' : [] };\n</script>",
    );
    const parsed = parseRaceResult(hostile, URL_7);
    expect(expectOk(parsed).lapTimes.map((driver) => driver.driverId)).toEqual([1001, 1002, 1003]);
    expect(parsed.warnings).toContain('racerLaps[1005]: not a readable object, skipped');
    expect('pwned' in globalThis).toBe(false);
  });

  it('skips a syntactically broken racerLaps block with a warning and keeps the rest', () => {
    const broken = fixture.replace(
      '</script>',
      "racerLaps[1004] = { 'driverName' : 'X' 'laps' : [] };\n</script>",
    );
    const parsed = parseRaceResult(broken, URL_7);
    expect(expectOk(parsed).lapTimes).toHaveLength(3);
    expect(parsed.warnings).toContain('racerLaps[1004]: not a readable object, skipped');
  });

  it('ignores links inside HTML comments', () => {
    expect(fixture).toContain('<!--<li><a href="/results/?p=view_race_result&id=8675309">');
    expect(JSON.stringify(data)).not.toContain('8675309');
  });
});

describe('parseRaceResult on odd input', () => {
  it.each([
    ['an empty string', ''],
    ['plain text', 'Service Unavailable'],
    ['a different page type', readFixture('events-list.html')],
    ['a table without Pos/Behind headers', '<table><tr><th>Name</th></tr><tr><td>x</td></tr></table>'],
  ])('answers "not a race result page" for %s', (_, html) => {
    expect(parseRaceResult(html, URL_7)).toMatchObject({ ok: false, error: 'not a race result page' });
  });

  it('answers "empty results" for the results table with no rows', () => {
    const empty = readFixture('race-result.html').replace(/<tbody>[\s\S]*<\/tbody>/, '<tbody></tbody>');
    expect(parseRaceResult(empty, URL_7)).toMatchObject({ ok: false, error: 'empty results' });
  });

  it('answers "empty results" when every row is malformed', () => {
    const html =
      '<table><thead><tr><th>Pos</th><th>Driver</th><th>Laps/Time</th><th>Behind</th></tr></thead>' +
      '<tbody><tr><td>-</td><td></td><td></td><td></td></tr></tbody></table>';
    expect(parseRaceResult(html, URL_7)).toMatchObject({ ok: false, error: 'empty results' });
  });
});

describe('parseRaceLength', () => {
  it('reads timed and lap-count race lengths', () => {
    expect(parseRaceLength('30:00 Timed')).toEqual({
      raw: '30:00 Timed',
      kind: 'timed',
      seconds: 1800,
      laps: null,
    });
    expect(parseRaceLength('1:00:00 Timed')).toMatchObject({ kind: 'timed', seconds: 3600 });
    expect(parseRaceLength('3 Laps')).toEqual({ raw: '3 Laps', kind: 'laps', seconds: null, laps: 3 });
    expect(parseRaceLength('soon')).toBeNull();
  });
});

describeRealPages('parseRaceResult on the real 1/8 Nitro Buggy A-Main (6304829)', () => {
  const url = 'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=6304829';
  const result = parseRaceResult(readRealPage('race-result_6304829_nitro-buggy-a-main.html'), url);
  const data = expectOk(result);

  it('reads the race info', () => {
    expect(result.warnings).toEqual([]);
    expect(data).toMatchObject({
      raceId: 6304829,
      trackName: 'Canberra Off Road Model Car Club',
      eventName: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
      eventDate: '2025-11-16',
      eventEndDate: null,
      raceTitle: '1/8 Nitro Buggy A-Main Results [M1 Race #14]',
      raceInfo: '1/8 Nitro Buggy A-Main · Round: Main Events · Length: 30:00 Timed',
      raceName: '1/8 Nitro Buggy A-Main',
      className: '1/8 Nitro Buggy',
      raceNumber: 14,
      round: 'Main Events',
      length: '30:00 Timed',
    });
  });

  it('reads all 12 rows in finishing order', () => {
    expect(data.results.map((row) => row.driver)).toEqual([
      'FELIX KOEGLER',
      'ARI BAKLA',
      'JIMMY HORNE',
      'MATTHEW COUPER',
      'PETER SECKOLD',
      'BEN PANIC',
      'KEV LEWIS',
      'MITCHELL SCOTT',
      'DALLAS GARDINER',
      'LINDSAY FROST',
      'RYAN REYNOLDS',
      'RILEY LANDER',
    ]);
    expect(data.results.map((row) => row.behind ?? '')).toEqual([
      '',
      '12.052',
      '1 Lap',
      '4.850',
      '17.572',
      '1 Lap',
      '1 Lap',
      '14.997',
      '8.799',
      '22 Laps',
      '9 Laps',
      '13 Laps',
    ]);
  });

  it('reads the winner exactly', () => {
    expect(data.results[0]).toEqual({
      position: 1,
      driver: 'FELIX KOEGLER',
      driverId: 346997,
      carNumber: '1',
      qualifying: '1',
      lapsTime: '47/30:31.382',
      laps: '47',
      time: '30:31.382',
      behind: null,
      fastestLap: '37.234',
      fastestLapNumber: 10,
      avgLap: '38.983',
      avgTop5: '37.267',
      avgTop10: '37.362',
      avgTop15: '37.468',
      top3Consecutive: '1:51.828',
      stdDeviation: '2.80',
      consistency: '92.82%',
      values: {
        qualifying: 1,
        laps: 47,
        time: 1831.382,
        behind: null,
        behindLaps: null,
        fastestLap: 37.234,
        avgLap: 38.983,
        avgTop5: 37.267,
        avgTop10: 37.362,
        avgTop15: 37.468,
        top3Consecutive: 111.828,
        stdDeviation: 2.8,
        consistency: 92.82,
      },
    });
  });

  it('reads a mid-field row exactly', () => {
    expect(data.results[8]).toEqual({
      position: 9,
      driver: 'DALLAS GARDINER',
      driverId: 152749,
      carNumber: '10',
      qualifying: '10',
      lapsTime: '44/30:25.657',
      laps: '44',
      time: '30:25.657',
      behind: '8.799',
      fastestLap: '38.763',
      fastestLapNumber: 25,
      avgLap: '41.365',
      avgTop5: '38.837',
      avgTop10: '38.942',
      avgTop15: '39.032',
      top3Consecutive: '1:56.957',
      stdDeviation: '3.87',
      consistency: '90.65%',
      values: {
        qualifying: 10,
        laps: 44,
        time: 1825.657,
        behind: 8.799,
        behindLaps: null,
        fastestLap: 38.763,
        avgLap: 41.365,
        avgTop5: 38.837,
        avgTop10: 38.942,
        avgTop15: 39.032,
        top3Consecutive: 116.957,
        stdDeviation: 3.87,
        consistency: 90.65,
      },
    });
  });

  it('reads the non-starter, whose id is only in racerLaps', () => {
    expect(data.results[11]).toEqual({
      position: 12,
      driver: 'RILEY LANDER',
      driverId: 731648,
      carNumber: '11',
      qualifying: '11',
      lapsTime: '0',
      laps: '0',
      time: null,
      behind: '13 Laps',
      fastestLap: null,
      fastestLapNumber: null,
      avgLap: null,
      avgTop5: null,
      avgTop10: null,
      avgTop15: null,
      top3Consecutive: null,
      stdDeviation: null,
      consistency: null,
      values: {
        qualifying: 11,
        laps: 0,
        time: null,
        behind: null,
        behindLaps: 13,
        fastestLap: null,
        avgLap: null,
        avgTop5: null,
        avgTop10: null,
        avgTop15: null,
        top3Consecutive: null,
        stdDeviation: null,
        consistency: null,
      },
    });
    expect(data.results[10]?.avgTop15).toBeNull();
  });

  it("reads every driver's laps: counts, first and slow laps, and lap sums equal to the race times", () => {
    expect(data.lapTimes.map((driver) => driver.laps.length)).toEqual([
      47, 47, 46, 46, 46, 45, 44, 44, 44, 22, 13, 0,
    ]);
    expect(data.lapTimes.map((driver) => driver.driverId)).toEqual(data.results.map((row) => row.driverId));
    expect(data.lapTimes[0]?.laps[0]).toEqual({ lap: 1, time: 38.17, timeText: '38.17', position: 1 });
    const frost = data.lapTimes.find((driver) => driver.driver === 'LINDSAY FROST');
    expect(frost?.laps[20]).toEqual({ lap: 21, time: 146.309, timeText: '146.309', position: 10 });
    for (const [index, driver] of data.lapTimes.entries()) {
      const total = data.results[index]?.values.time ?? 0;
      const sum = driver.laps.reduce((seconds, lap) => seconds + lap.time, 0);
      expect(sum).toBeCloseTo(total, 6);
    }
  });
});

describeRealPages('parseRaceResult on the real 1/8 Electric Buggy A3-Main (6304822)', () => {
  const url = 'https://canberraoffroad.liverc.com/results/?p=view_race_result&id=6304822';
  const result = parseRaceResult(readRealPage('race-result_6304822_electric-buggy-a3-main.html'), url);
  const data = expectOk(result);

  it('reads the race info and 10 rows', () => {
    expect(result.warnings).toEqual([]);
    expect(data).toMatchObject({ raceId: 6304822, raceName: '1/8 Electric Buggy A3-Main', raceNumber: 13 });
    expect(data.length).toBe('10:00 Timed');
    expect(data.results).toHaveLength(10);
  });

  it('reads the winner, a mid-field row and the three non-starters', () => {
    expect(data.results[0]).toMatchObject({
      position: 1,
      driver: 'ARI BAKLA',
      driverId: 298958,
      carNumber: '2',
      lapsTime: '16/10:14.477',
      laps: '16',
      fastestLap: '36.589',
      fastestLapNumber: 9,
      top3Consecutive: '1:52.036',
      stdDeviation: '1.39',
      consistency: '96.39%',
      values: expect.objectContaining({
        laps: 16,
        fastestLap: 36.589,
        top3Consecutive: 112.036,
        stdDeviation: 1.39,
        consistency: 96.39,
      }),
    });
    expect(data.results[5]).toMatchObject({
      position: 6,
      driver: 'GREG ROSANDER',
      lapsTime: '11/9:03.027',
      behind: '4 Laps',
      avgTop10: '46.399',
      avgTop15: null,
      values: expect.objectContaining({ laps: 11, time: 543.027, behindLaps: 4, avgTop10: 46.399 }),
    });
    expect(data.results.slice(7).map((row) => [row.driver, row.driverId, row.lapsTime, row.behind])).toEqual([
      ['RILEY LANDER', 731648, '0', '9 Laps'],
      ['STEPHEN SNEDDEN', 505722, '0', '0.000'],
      ['LEE BAGGULEY', 433628, '0', '0.000'],
    ]);
  });

  it('reads the lap counts and a specific lap', () => {
    expect(data.lapTimes.map((driver) => driver.laps.length)).toEqual([16, 15, 15, 15, 15, 11, 9, 0, 0, 0]);
    expect(data.lapTimes[0]?.laps[3]).toEqual({ lap: 4, time: 40.02, timeText: '40.02', position: 2 });
    expect(data.lapTimes[0]?.laps[9]?.position).toBe(1);
  });
});
