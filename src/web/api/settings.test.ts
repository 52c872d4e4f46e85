import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { settingsWrite } from './settings';

describe('settingsWrite', () => {
  it("shows the new settings at once and reads the followed track's live data, 'My races', 'My practice' and the names to offer again, nothing else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const seeded = [
      queryKeys.timing.currentEvent,
      queryKeys.timing.eventDrivers(7),
      queryKeys.timing.nextRace,
      queryKeys.liverc.tracks,
      queryKeys.liverc.raceResults('https://redgum.liverc.com/results/?p=view_race_result&id=1'),
      queryKeys.dataSources,
      queryKeys.auth.user,
      queryKeys.raceLog.myRaces,
      queryKeys.raceLog.myPractice('2026-11-23'),
      queryKeys.raceLog.entries,
      queryKeys.driverNameCandidates,
    ];
    for (const key of seeded) client.setQueryData(key, 'cached');
    client.setQueryData(queryKeys.settings, {
      driverName: null,
      driverNames: [],
      followedTrackUrl: 'https://redgum.liverc.com/',
      followedTrackName: 'Red Gum',
    });

    // A new followed track waits for the server: the live stream opens on the track the server holds.
    settingsWrite.apply?.(
      client,
      { driverName: 'Sam', followedTrackUrl: 'https://tamworth.liverc.com/' },
      -1,
    );
    // What the offline queue reads again once the write is sent (offline/queued-write.ts).
    await Promise.all(settingsWrite.refreshes.map((queryKey) => client.invalidateQueries({ queryKey })));

    expect(client.getQueryData(queryKeys.settings)).toEqual({
      driverName: 'Sam',
      driverNames: [],
      followedTrackUrl: 'https://redgum.liverc.com/',
      followedTrackName: 'Red Gum',
    });
    const invalidated = seeded.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual([
      queryKeys.timing.currentEvent,
      queryKeys.timing.eventDrivers(7),
      queryKeys.timing.nextRace,
      queryKeys.raceLog.myRaces,
      queryKeys.raceLog.myPractice('2026-11-23'),
      queryKeys.driverNameCandidates,
    ]);
  });
});
