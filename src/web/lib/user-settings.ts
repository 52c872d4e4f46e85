// The racer's settings (driver name, followed track), read by several screens and changed in Settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdate, UserSettings } from '../../domain/settings';
import { apiPaths } from '../app/paths';
import { apiRequest } from './api-client';

export const userSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [apiPaths.settings],
    queryFn: () => apiRequest<UserSettings>('GET', apiPaths.settings),
  });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}

/** Saves the changed fields; a new followed track means a new current event, so that is read again. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => apiRequest<UserSettings>('PUT', apiPaths.settings, update),
    onSuccess: (settings) => {
      queryClient.setQueryData(userSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ predicate: isLiveQuery });
    },
  });
}

/** What depends on the followed track and driver name: the current event, its timing rows, my next race. */
export const isLiveQuery = (query: { queryKey: readonly unknown[] }) =>
  /^\/api\/(events|live)\//.test(String(query.queryKey[0]));
