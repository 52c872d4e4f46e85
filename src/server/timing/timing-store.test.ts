// The timing table as storeSnapshot keeps it: every lap stored with its text exactly as LiveRC gave it (the
// laps go to the database as array literals: quotes, backslashes, commas and braces must survive), and the
// rows it answers are the rows the table holds.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { lapTimes } from '../../db/schema.ts';
import type { TimingSnapshot } from './timing-snapshot.ts';
import { storeSnapshot, timingRows } from './timing-store.ts';

const oddTimes = [
  '31.502',
  '1:02.3',
  '"quoted"',
  'back\\slash',
  'a,b',
  '{braces}',
  'NULL',
  '',
  ' spaced ',
  "it's",
];

const snapshot = (raceUrl: string): TimingSnapshot => ({
  trackUrl: 'https://redgum.liverc.com/',
  trackName: 'Red Gum',
  racing: false,
  event: { url: 'https://redgum.liverc.com/results/?p=view_event&id=1', title: 'Club Day' },
  race: { url: raceUrl, name: 'A-Main', className: null, round: null },
  rows: [
    {
      position: 2,
      name: 'Second',
      bestLap: '31.1',
      lastLap: '31.9',
      gap: '+1.2',
      laps: oddTimes.map((time, index) => ({ lap: index + 1, time })),
    },
    {
      position: 1,
      name: 'First',
      bestLap: '30.9',
      lastLap: '31.0',
      gap: null,
      laps: [{ lap: 1, time: '30.9' }],
    },
  ],
});

describe.each(databaseKinds())('storeSnapshot [%s]', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('keeps every lap time as given and answers the rows the table holds', async () => {
    const stored = await storeSnapshot(
      database.db,
      snapshot('https://redgum.liverc.com/results/?p=view_race_result&id=7'),
    );
    expect(stored.rows).toEqual(await timingRows(database.db, stored.event.id));
    expect(stored.rows.map((row) => row.name)).toEqual(['First', 'Second']);

    const laps = await database.db
      .select()
      .from(lapTimes)
      .orderBy(asc(lapTimes.driverId), asc(lapTimes.lapNumber));
    const second = stored.rows.find((row) => row.name === 'Second');
    expect(laps.filter((lap) => lap.driverId === second?.id).map((lap) => lap.lapTime)).toEqual(oddTimes);
  });
});
