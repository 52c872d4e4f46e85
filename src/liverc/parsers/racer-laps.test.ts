// The usual-form lap reader (racer-laps-fast.ts) must give exactly what the general literal reader gives: same
// drivers, laps and warnings, on every saved race page and on synthetic blocks written every other way.
import { describe, expect, it } from 'vitest';
import { loadDocument, scriptTexts } from './common.ts';
import { readRacerLaps } from './racer-laps.ts';
import { readLapBlockAsWritten } from './racer-laps-fast.ts';
import { describeRealPages, readFixture, readRealPage } from './testing/pages.ts';

const RACE_PAGES = [
  'race-result_6304829_nitro-buggy-a-main.html',
  'race-result_6304822_electric-buggy-a3-main.html',
];

/** Both readers over the same scripts: the drivers and warnings each gives. */
function bothReaders(scripts: string[]) {
  const fastWarnings: string[] = [];
  const generalWarnings: string[] = [];
  const fast = readRacerLaps(scripts, fastWarnings);
  const general = readRacerLaps(scripts, generalWarnings, true);
  return { fast, general, fastWarnings, generalWarnings };
}

describeRealPages('racerLaps on the saved race pages', () => {
  for (const page of RACE_PAGES) {
    const scripts = scriptTexts(loadDocument(readRealPage(page)));

    it(`${page}: the same drivers, laps and warnings from both readers`, () => {
      const { fast, general, fastWarnings, generalWarnings } = bothReaders(scripts);
      expect(fast.length).toBeGreaterThan(0);
      expect(fast).toEqual(general);
      expect(fastWarnings).toEqual(generalWarnings);
    });

    it(`${page}: every block is in the usual form, so the fast reader is what reads it`, () => {
      const script = scripts.find((text) => text.includes('racerLaps[')) ?? '';
      const starts = [...script.matchAll(/racerLaps\[\s*'?(\d+)'?\s*\]\s*=\s*/g)].map(
        (match) => match.index + match[0].length,
      );
      expect(starts.length).toBeGreaterThan(0);
      for (const start of starts) expect(readLapBlockAsWritten(script, start)).not.toBeNull();
    });
  }
});

describe('racerLaps written other ways', () => {
  const lap = (num: string, time: string) =>
    `{ 'lapNum' : '${num}', 'pos' : '1', 'time' : '${time}', 'pace' : '', 'segments' : [ ] }`;
  const usual = `racerLaps[7] = {\n\t'driverName' : 'ANN  LEE',\n\t'fastLap' : '20.1',\n\t'laps' : [\n\t\t${lap(
    '0',
    '0',
  )},\n\t\t${lap('1', '20.5')}\n\t]\n};`;
  const variants: Record<string, string> = {
    usual,
    'no laps': "racerLaps[7] = { 'driverName' : 'ANN', 'laps' : [ ] };",
    'escaped name': usual.replace("'ANN  LEE'", "'ANN O\\'LEE'"),
    'trailing comma': usual.replace('\n};', ',\n};'),
    'trailing comma after the last lap': usual.replace('\n\t]', ',\n\t]'),
    'a comment': usual.replace("'fastLap'", "/* best */ 'fastLap'"),
    'numbers unquoted': usual.replace("'lapNum' : '1'", "'lapNum' : 1"),
    'filled segments': usual.replace("'segments' : [ ] }\n", "'segments' : [ '1.2' ] }\n"),
    'keys in another order': usual.replace("'pos' : '1', 'time' : '20.5'", "'time' : '20.5', 'pos' : '1'"),
    'an unreadable lap': usual.replace("'time' : '20.5'", "'time' : 'n/a'"),
    'laps written as text': "racerLaps[7] = { 'driverName' : 'ANN', 'laps' : 'none' };",
    'no driver name': "racerLaps[7] = { 'laps' : [ ] };",
    'a name written twice': usual.replace("'fastLap'", "'driverName' : 'BOB', 'fastLap'"),
    'laps written twice': usual.replace("'fastLap' : '20.1'", "'laps' : [ ], 'fastLap' : '20.1'"),
    'an empty block': 'racerLaps[7] = { };',
    'not an object': 'racerLaps[7] = [ ];',
    'cut short': usual.slice(0, usual.indexOf("'laps'") + 20),
  };
  for (const [name, script] of Object.entries(variants))
    it(`${name}: the same drivers and warnings from both readers`, () => {
      const { fast, general, fastWarnings, generalWarnings } = bothReaders([script]);
      expect(fast).toEqual(general);
      expect(fastWarnings).toEqual(generalWarnings);
    });

  it('the usual form reads the name collapsed and lap 0 left out', () => {
    expect(bothReaders([usual]).fast).toEqual([
      { driver: 'ANN LEE', driverId: 7, laps: [{ lap: 1, time: 20.5, timeText: '20.5', position: 1 }] },
    ]);
  });

  it('the synthetic race page: the same drivers and warnings from both readers', () => {
    const { fast, general, fastWarnings, generalWarnings } = bothReaders(
      scriptTexts(loadDocument(readFixture('race-result.html'))),
    );
    expect(fast.length).toBe(3);
    expect(fast).toEqual(general);
    expect(fastWarnings).toEqual(generalWarnings);
  });
});
