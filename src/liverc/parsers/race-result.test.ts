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
      eventDate: { raw: 'Mar 7, 2026 to Mar 8, 2026', start: '2026-03-07', end: '2026-03-08' },
      title: '1/10 Stock Buggy A-Main Results [M1 Race #7]',
      raceName: '1/10 Stock Buggy A-Main',
      className: '1/10 Stock Buggy',
      raceNumber: 7,
      roundCode: 'M1',
      round: 'Main Events',
      length: { raw: '5:00 Timed', kind: 'timed', seconds: 300, laps: null },
    });
  });

  it('reads every field of the winner row, taking the fastest-lap number from <sup>', () => {
    expect(data.results[0]).toEqual({
      position: 1,
      driver: "SAM O'BRIEN",
      driverId: 1001,
      carNumber: '4',
      qualifying: 3,
      lapsTime: { raw: '14/5:03.989', laps: 14, time: { raw: '5:03.989', seconds: 303.989 } },
      behind: null,
      fastestLap: { raw: '20.500', seconds: 20.5 },
      fastestLapNumber: 2,
      averageLap: { raw: '21.713', seconds: 21.713 },
      averageTop5: { raw: '21.002', seconds: 21.002 },
      averageTop10: { raw: '21.500', seconds: 21.5 },
      averageTop15: null,
      top3Consecutive: { raw: '1:02.750', seconds: 62.75 },
      stdDeviation: { raw: '1.15', value: 1.15 },
      consistency: { raw: '94.70%', value: 94.7 },
    });
  });

  it('shows display text without the hidden sort cells, and decodes entities', () => {
    expect(data.results[1]?.driver).toBe('LEE & SONS');
    expect(data.results[1]?.averageLap).toEqual({ raw: '23.155', seconds: 23.155 });
    expect(data.results[1]?.behind).toEqual({ raw: '1 Lap', seconds: null, laps: 1 });
  });

  it('leaves a time empty, with a warning, when the hidden seconds and the shown text disagree', () => {
    expect(data.results[1]?.top3Consecutive).toBeNull();
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
      behind: { raw: '11.460s', seconds: 11.46, laps: null },
    });
  });

  it("finds a non-starter's driver id in racerLaps by name and leaves their stats empty", () => {
    expect(data.results[3]).toMatchObject({
      position: 4,
      driverId: 1003,
      lapsTime: { raw: '0', laps: 0, time: null },
      behind: { raw: '13 Laps', seconds: null, laps: 13 },
      fastestLap: null,
      fastestLapNumber: null,
      averageLap: null,
      stdDeviation: null,
      consistency: null,
    });
  });

  it('reads racerLaps as data: single quotes, escaped apostrophes, trailing commas, lap 0 left out', () => {
    expect(data.laps.map((driver) => [driver.driverId, driver.driverName, driver.laps.length])).toEqual([
      [1001, "SAM O'BRIEN", 3],
      [1002, 'LEE & SONS', 1],
      [1003, 'DANA NOSHOW', 0],
    ]);
    expect(data.laps[0]?.laps).toEqual([
      { lap: 1, time: { raw: '21.25', seconds: 21.25 }, position: 2, pace: paceOf('14/5:03.500', 14, 303.5) },
      { lap: 2, time: { raw: '20.5', seconds: 20.5 }, position: 1, pace: paceOf('14/4:58.250', 14, 298.25) },
      {
        lap: 3,
        time: { raw: '61.234', seconds: 61.234 },
        position: 1,
        pace: paceOf('12/5:09.960', 12, 309.96),
      },
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
    expect(expectOk(parsed).laps.map((driver) => driver.driverId)).toEqual([1001, 1002, 1003]);
    expect(parsed.warnings).toContain('racerLaps[1005]: not a readable object, skipped');
    expect('pwned' in globalThis).toBe(false);
  });

  it('skips a syntactically broken racerLaps block with a warning and keeps the rest', () => {
    const broken = fixture.replace(
      '</script>',
      "racerLaps[1004] = { 'driverName' : 'X' 'laps' : [] };\n</script>",
    );
    const parsed = parseRaceResult(broken, URL_7);
    expect(expectOk(parsed).laps).toHaveLength(3);
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
      eventDate: { raw: 'Nov 16, 2025', start: '2025-11-16', end: null },
      title: '1/8 Nitro Buggy A-Main Results [M1 Race #14]',
      raceName: '1/8 Nitro Buggy A-Main',
      className: '1/8 Nitro Buggy',
      raceNumber: 14,
      roundCode: 'M1',
      round: 'Main Events',
      length: { raw: '30:00 Timed', kind: 'timed', seconds: 1800, laps: null },
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
    expect(data.results.map((row) => row.behind?.raw ?? '')).toEqual([
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
      qualifying: 1,
      lapsTime: { raw: '47/30:31.382', laps: 47, time: { raw: '30:31.382', seconds: 1831.382 } },
      behind: null,
      fastestLap: { raw: '37.234', seconds: 37.234 },
      fastestLapNumber: 10,
      averageLap: { raw: '38.983', seconds: 38.983 },
      averageTop5: { raw: '37.267', seconds: 37.267 },
      averageTop10: { raw: '37.362', seconds: 37.362 },
      averageTop15: { raw: '37.468', seconds: 37.468 },
      top3Consecutive: { raw: '1:51.828', seconds: 111.828 },
      stdDeviation: { raw: '2.80', value: 2.8 },
      consistency: { raw: '92.82%', value: 92.82 },
    });
  });

  it('reads a mid-field row exactly', () => {
    expect(data.results[8]).toEqual({
      position: 9,
      driver: 'DALLAS GARDINER',
      driverId: 152749,
      carNumber: '10',
      qualifying: 10,
      lapsTime: { raw: '44/30:25.657', laps: 44, time: { raw: '30:25.657', seconds: 1825.657 } },
      behind: { raw: '8.799', seconds: 8.799, laps: null },
      fastestLap: { raw: '38.763', seconds: 38.763 },
      fastestLapNumber: 25,
      averageLap: { raw: '41.365', seconds: 41.365 },
      averageTop5: { raw: '38.837', seconds: 38.837 },
      averageTop10: { raw: '38.942', seconds: 38.942 },
      averageTop15: { raw: '39.032', seconds: 39.032 },
      top3Consecutive: { raw: '1:56.957', seconds: 116.957 },
      stdDeviation: { raw: '3.87', value: 3.87 },
      consistency: { raw: '90.65%', value: 90.65 },
    });
  });

  it('reads the non-starter, whose id is only in racerLaps', () => {
    expect(data.results[11]).toEqual({
      position: 12,
      driver: 'RILEY LANDER',
      driverId: 731648,
      carNumber: '11',
      qualifying: 11,
      lapsTime: { raw: '0', laps: 0, time: null },
      behind: { raw: '13 Laps', seconds: null, laps: 13 },
      fastestLap: null,
      fastestLapNumber: null,
      averageLap: null,
      averageTop5: null,
      averageTop10: null,
      averageTop15: null,
      top3Consecutive: null,
      stdDeviation: null,
      consistency: null,
    });
    expect(data.results[10]?.averageTop15).toBeNull();
  });

  it("reads every driver's laps: counts, first and slow laps, and lap sums equal to the race times", () => {
    expect(data.laps.map((driver) => driver.laps.length)).toEqual([
      47, 47, 46, 46, 46, 45, 44, 44, 44, 22, 13, 0,
    ]);
    expect(data.laps.map((driver) => driver.driverId)).toEqual(data.results.map((row) => row.driverId));
    expect(data.laps[0]?.laps[0]).toEqual({
      lap: 1,
      time: { raw: '38.17', seconds: 38.17 },
      position: 1,
      pace: paceOf('48/30:32.160', 48, 1832.16),
    });
    const frost = data.laps.find((driver) => driver.driverName === 'LINDSAY FROST');
    expect(frost?.laps[20]).toEqual({
      lap: 21,
      time: { raw: '146.309', seconds: 146.309 },
      position: 10,
      pace: paceOf('39/30:15.892', 39, 1815.892),
    });
    for (const [index, driver] of data.laps.entries()) {
      const total = data.results[index]?.lapsTime?.time?.seconds ?? 0;
      const sum = driver.laps.reduce((seconds, lap) => seconds + lap.time.seconds, 0);
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
    expect(data.length).toEqual({ raw: '10:00 Timed', kind: 'timed', seconds: 600, laps: null });
    expect(data.results).toHaveLength(10);
  });

  it('reads the winner, a mid-field row and the three non-starters', () => {
    expect(data.results[0]).toMatchObject({
      position: 1,
      driver: 'ARI BAKLA',
      driverId: 298958,
      carNumber: '2',
      lapsTime: { raw: '16/10:14.477', laps: 16 },
      fastestLap: { raw: '36.589', seconds: 36.589 },
      fastestLapNumber: 9,
      top3Consecutive: { raw: '1:52.036', seconds: 112.036 },
      stdDeviation: { raw: '1.39', value: 1.39 },
      consistency: { raw: '96.39%', value: 96.39 },
    });
    expect(data.results[5]).toMatchObject({
      position: 6,
      driver: 'GREG ROSANDER',
      lapsTime: { raw: '11/9:03.027', laps: 11, time: { seconds: 543.027 } },
      behind: { raw: '4 Laps', laps: 4 },
      averageTop10: { raw: '46.399', seconds: 46.399 },
      averageTop15: null,
    });
    expect(
      data.results.slice(7).map((row) => [row.driver, row.driverId, row.lapsTime?.raw, row.behind?.raw]),
    ).toEqual([
      ['RILEY LANDER', 731648, '0', '9 Laps'],
      ['STEPHEN SNEDDEN', 505722, '0', '0.000'],
      ['LEE BAGGULEY', 433628, '0', '0.000'],
    ]);
  });

  it('reads the lap counts and a specific lap', () => {
    expect(data.laps.map((driver) => driver.laps.length)).toEqual([16, 15, 15, 15, 15, 11, 9, 0, 0, 0]);
    expect(data.laps[0]?.laps[3]).toEqual({
      lap: 4,
      time: { raw: '40.02', seconds: 40.02 },
      position: 2,
      pace: paceOf('16/10:13.360', 16, 613.36),
    });
    expect(data.laps[0]?.laps[9]?.position).toBe(1);
  });
});

function paceOf(raw: string, laps: number, seconds: number) {
  return { raw, laps, time: { raw: raw.slice(raw.indexOf('/') + 1), seconds } };
}
