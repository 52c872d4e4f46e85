// The `racerLaps[id] = {…}` blocks as LiveRC writes them and written every other way a literal allows: which
// drivers and laps are read, and which blocks are skipped with a warning.
import { describe, expect, it } from 'vitest';
import { readRacerLaps } from './racer-laps.ts';

const lap = (num: string, time: string) =>
  `{ 'lapNum' : '${num}', 'pos' : '1', 'time' : '${time}', 'pace' : '', 'segments' : [ ] }`;
const usual = `racerLaps[7] = {\n\t'driverName' : 'ANN  LEE',\n\t'fastLap' : '20.1',\n\t'laps' : [\n\t\t${lap(
  '0',
  '0',
)},\n\t\t${lap('1', '20.5')}\n\t]\n};`;

const firstLap = { lap: 1, time: 20.5, timeText: '20.5', position: 1 };
const ann = (driver = 'ANN LEE', laps = [firstLap]) => [{ driver, driverId: 7, laps }];

function read(...scripts: string[]) {
  const warnings: string[] = [];
  return { drivers: readRacerLaps(scripts, warnings), warnings };
}

describe('readRacerLaps', () => {
  it('reads the usual form: the name collapsed, lap 0 (the grid slot) left out', () => {
    expect(read(usual)).toEqual({ drivers: ann(), warnings: [] });
  });

  const sameLaps: Record<string, string> = {
    'a quoted id': usual.replace('racerLaps[7]', "racerLaps[ '7' ]"),
    'a trailing comma': usual.replace('\n};', ',\n};'),
    'a trailing comma after the last lap': usual.replace('\n\t]', ',\n\t]'),
    'a comment': usual.replace("'fastLap'", "/* best */ 'fastLap'"),
    'numbers unquoted': usual.replace("'lapNum' : '1'", "'lapNum' : 1"),
    'filled segments': usual.replace("'segments' : [ ] }\n", "'segments' : [ '1.2' ] }\n"),
    'keys in another order': usual.replace("'pos' : '1', 'time' : '20.5'", "'time' : '20.5', 'pos' : '1'"),
    'laps written twice (the later kept)': usual.replace(
      "'fastLap' : '20.1'",
      "'laps' : [ ], 'fastLap' : '20.1'",
    ),
  };
  for (const [name, script] of Object.entries(sameLaps))
    it(`reads ${name}`, () => expect(read(script)).toEqual({ drivers: ann(), warnings: [] }));

  it('reads an escaped name, a name written twice (the later kept) and an empty laps array', () => {
    expect(read(usual.replace("'ANN  LEE'", "'ANN O\\'LEE'")).drivers).toEqual(ann("ANN O'LEE"));
    expect(read(usual.replace("'fastLap'", "'driverName' : 'BOB', 'fastLap'")).drivers).toEqual(ann('BOB'));
    expect(read("racerLaps[7] = { 'driverName' : 'ANN', 'laps' : [ ] };").drivers).toEqual(ann('ANN', []));
  });

  it('decodes the entities LiveRC leaves in a name', () => {
    expect(read(usual.replace('ANN  LEE', 'ANN &amp; O&#39;LEE')).drivers).toEqual(ann("ANN & O'LEE"));
  });

  it('skips an unreadable lap with a warning and keeps the driver', () => {
    expect(read(usual.replace("'time' : '20.5'", "'time' : 'n/a'"))).toEqual({
      drivers: ann('ANN LEE', []),
      warnings: [
        `racerLaps[7]: unreadable lap {"lapNum":"1","pos":"1","time":"n/a","pace":"","segments":[]}, skipped`,
      ],
    });
  });

  const skipped: Record<string, [string, string]> = {
    'laps written as text': [
      "racerLaps[7] = { 'driverName' : 'ANN', 'laps' : 'none' };",
      'no driverName or laps',
    ],
    'no driver name': ["racerLaps[7] = { 'laps' : [ ] };", 'no driverName or laps'],
    'an empty block': ['racerLaps[7] = { };', 'no driverName or laps'],
    'an array': ['racerLaps[7] = [ ];', 'not a readable object'],
    'a block cut short': [usual.slice(0, usual.indexOf("'laps'") + 20), 'not a readable object'],
  };
  for (const [name, [script, why]] of Object.entries(skipped))
    it(`skips ${name} with a warning`, () =>
      expect(read(script)).toEqual({ drivers: [], warnings: [`racerLaps[7]: ${why}, skipped`] }));

  it('keeps the later of a driver listed twice, across scripts, and passes over scripts without racerLaps', () => {
    const later = usual.replace("'ANN  LEE'", "'ANN LEE JR'");
    expect(read(usual, 'var other = 1;', later)).toEqual({
      drivers: ann('ANN LEE JR'),
      warnings: ['racerLaps[7]: listed twice, the later one kept'],
    });
  });
});
