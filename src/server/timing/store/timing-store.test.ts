// The timing table as storeSnapshot keeps it: every lap stored with its text exactly as LiveRC gave it (the
// laps go to the database as array literals: quotes, backslashes, commas and braces must survive), the rows
// it answers are the rows the table holds, and laps whose write never happened are written by the next store.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../../../../tests/support/test-database.ts';
import { lapTimes } from '../../../db/schema.ts';
import type { TimingSnapshot } from '../owner/timing-snapshot.ts';
import { storeLaps, storeSnapshot, timingRows } from './timing-store.ts';

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
    await storeLaps(database.db, stored.laps);

    const laps = await database.db
      .select()
      .from(lapTimes)
      .orderBy(asc(lapTimes.driverId), asc(lapTimes.lapNumber));
    const second = stored.rows.find((row) => row.name === 'Second');
    expect(laps.filter((lap) => lap.driverId === second?.id).map((lap) => lap.lapTime)).toEqual(oddTimes);
  });

  it('leaves the laps for later, and writes them with the same table again when they were never stored', async () => {
    const raceUrl = 'https://redgum.liverc.com/results/?p=view_race_result&id=8';
    // In finishing order, as LiveRC lists a result: the second store finds the same table.
    const inOrder = { ...snapshot(raceUrl), rows: [...snapshot(raceUrl).rows].reverse() };
    const lapsOf = (driverId: number | undefined) =>
      database.db
        .select()
        .from(lapTimes)
        .where(eq(lapTimes.driverId, driverId ?? -1));

    const first = await storeSnapshot(database.db, inOrder);
    expect(first.laps).toHaveLength(oddTimes.length + 1);
    expect(await lapsOf(first.rows[0]?.id)).toEqual([]);

    // The laps' write never happened: the same table again keeps its rows and gives the laps to write.
    const again = await storeSnapshot(database.db, inOrder);
    expect(again.rows).toEqual(first.rows);
    expect(again.laps).toEqual(first.laps);
    await storeLaps(database.db, again.laps);
    expect((await lapsOf(first.rows[1]?.id)).map((lap) => lap.lapTime)).toEqual(oddTimes);

    // Stored: nothing more to write.
    expect((await storeSnapshot(database.db, inOrder)).laps).toEqual([]);
  });
});
