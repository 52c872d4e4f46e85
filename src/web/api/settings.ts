// The racer's settings (driver name, followed track): read by the Dashboard, Live, Results and Settings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsUpdate, UserSettings } from '../../domain/settings';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { useQueuedWrite, type WriteSpec } from '../offline/queued-write';
import { queryKeys } from './query-keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => apiRequest<UserSettings>(apiPaths.settings, { signal }),
  });

export const useSettings = () => useQuery(settingsQueryOptions());

/**
 * Saves the changed fields, shown at once; a new followed track or driver name means new live timing, read
 * again, and new driver names other races in 'My races' and other spellings to offer.
 */
export const settingsWrite: WriteSpec<SettingsUpdate, UserSettings> = {
  label: (update) => `Change ${Object.keys(update).join(', ')} in Settings`,
  request: (update) => ({ method: 'PUT', url: apiPaths.settings, body: update }),
  refreshes: [
    queryKeys.settings,
    queryKeys.timing.all,
    queryKeys.raceLog.myRaces,
    queryKeys.raceLog.myPracticeDays,
    queryKeys.driverNameCandidates,
  ],
  // A followed track shows once the server has it: the live stream and the timing read the track the server
  // holds, and opened on a track not yet saved they would follow nothing (they are not opened again).
  apply: (queryClient, { followedTrackUrl: _saved, ...update }) =>
    queryClient.setQueryData<UserSettings>(queryKeys.settings, (settings) =>
      settings ? { ...settings, ...update } : settings,
    ) as UserSettings,
};

export const useUpdateSettings = () => useQueuedWrite(settingsWrite);
