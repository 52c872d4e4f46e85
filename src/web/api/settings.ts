// The racer's settings (driver name, followed track): read by the Dashboard, Live, Results and Settings.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdate, UserSettings } from '../../domain/settings';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => apiRequest<UserSettings>(apiPaths.settings, { signal }),
  });

export const useSettings = () => useQuery(settingsQueryOptions());

/**
 * Saves the changed fields; a new followed track or driver name means new live timing, read again, and
 * new driver names other races in 'My races' and other spellings to offer.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) =>
      apiRequest<UserSettings>(apiPaths.settings, { method: 'PUT', body: update }),
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  });
}

export function settingsSaved(queryClient: QueryClient, settings: UserSettings): Promise<void> {
  queryClient.setQueryData(queryKeys.settings, settings);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.timing.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.raceLog.myRaces }),
    queryClient.invalidateQueries({ queryKey: queryKeys.raceLog.myPracticeDays }),
    queryClient.invalidateQueries({ queryKey: queryKeys.driverNameCandidates }),
  ]).then(() => undefined);
}
