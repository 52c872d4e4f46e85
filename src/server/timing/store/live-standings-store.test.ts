// The live socket's standings in the spec's tables: drivers keep their rows as positions change, each finished
// lap is kept once, and a new race on track starts from empty rows.
import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithDatabases } from '../../../../tests/support/test-app.ts';
import { drivers, events, lapTimes } from '../../../db/schema.ts';
import { type LiveStandingsRow, storeLiveStandings } from './live-standings-store.ts';

const row = (position: number, name: string, laps: number, lastLap: string): LiveStandingsRow => ({
  position,
  name,
  bestLap: lastLap,
  lastLap,
  gap: position === 1 ? null : '0.412',
  laps,
});

describeWithDatabases('live standings store', (context) => {
  const db = () => context.database.db;
  const newEvent = async () => {
    const [event] = await db()
      .insert(events)
      .values({
        name: 'Round 6',
        track: 'Red Gum Raceway',
        status: 'completed',
        class: '1/8 Electric Buggy',
        raceUrl: 'https://x.liverc.com/r',
      })
      .returning();
    if (!event) throw new Error('no event');
    return event.id;
  };
  const rowsOf = (eventId: number) =>
    db()
      .select({ id: drivers.id, position: drivers.position, name: drivers.name, lastLap: drivers.lastLap })
      .from(drivers)
      .where(eq(drivers.eventId, eventId))
      .orderBy(asc(drivers.position));
  const lapsOf = async (driverId: number) =>
    (
      await db()
        .select({ lap: lapTimes.lapNumber, time: lapTimes.lapTime })
        .from(lapTimes)
        .where(eq(lapTimes.driverId, driverId))
        .orderBy(asc(lapTimes.lapNumber))
    ).map((lap) => `${lap.lap}:${lap.time}`);

  it('marks the event active with the race and clock, and keeps each driver and lap as positions change', async () => {
    const eventId = await newEvent();
    const race = { raceName: '1/8 Nitro Buggy A-Main', className: '1/8 Nitro Buggy', timeRemaining: '24:10' };
    await storeLiveStandings(db(), eventId, {
      ...race,
      rows: [row(1, 'ANNA', 1, '38.100'), row(2, 'BEN', 1, '38.500')],
    });
    const first = await rowsOf(eventId);
    // Ben passes Anna on lap 2; a repeat of the same moment adds nothing.
    const lap2 = {
      ...race,
      timeRemaining: '23:31',
      rows: [row(1, 'BEN', 2, '37.200'), row(2, 'ANNA', 2, '38.900')],
    };
    await storeLiveStandings(db(), eventId, lap2);
    await storeLiveStandings(db(), eventId, lap2);

    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({
      status: 'active',
      raceName: '1/8 Nitro Buggy A-Main',
      class: '1/8 Nitro Buggy',
      raceUrl: null,
      timeRemaining: '23:31',
    });
    const second = await rowsOf(eventId);
    expect(second.map((each) => `${each.position} ${each.name} ${each.lastLap}`)).toEqual([
      '1 BEN 37.200',
      '2 ANNA 38.900',
    ]);
    const anna = first.find((each) => each.name === 'ANNA');
    expect(second.find((each) => each.name === 'ANNA')?.id).toBe(anna?.id);
    expect(await lapsOf(anna?.id ?? -1)).toEqual(['1:38.100', '2:38.900']);
  });

  it('clears the rows of another race, laps and all, and drops a car no longer in the standings', async () => {
    const eventId = await newEvent();
    const old = await db().insert(drivers).values({ eventId, name: 'ANNA', position: 1 }).returning();
    await db()
      .insert(lapTimes)
      .values({ driverId: old[0]?.id ?? -1, lapNumber: 1, lapTime: '40.000' });

    const heat = { raceName: '1/8 Nitro Buggy Heat 1', className: null, timeRemaining: '4:00' };
    await storeLiveStandings(db(), eventId, {
      ...heat,
      rows: [row(1, 'ANNA', 1, '39.000'), row(2, 'CARL', 1, '39.500')],
    });
    const rows = await rowsOf(eventId);
    expect(rows.map((each) => each.name)).toEqual(['ANNA', 'CARL']);
    expect(rows[0]?.id).not.toBe(old[0]?.id);
    expect(
      await db()
        .select()
        .from(lapTimes)
        .where(inArray(lapTimes.driverId, [old[0]?.id ?? -1])),
    ).toEqual([]);

    await storeLiveStandings(db(), eventId, { ...heat, rows: [row(1, 'ANNA', 2, '38.000')] });
    expect((await rowsOf(eventId)).map((each) => each.name)).toEqual(['ANNA']);
  });
});
