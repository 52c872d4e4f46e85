// The racer's setup sheets: read and changed by the Setup Sheet screen, read by the race log (an entry names
// the sheet the car ran).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupSheet, SetupSheetCreate, SetupSheetPatch } from '../../domain/setup-sheets';
import { apiPaths } from '../config/paths';
import { apiRequest, apiRequestAllPages } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

/** Every sheet, newest first; the screen filters by track on the phone, without a request per letter. */
export const setupSheetsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.setupSheets.list,
    queryFn: ({ signal }) => apiRequestAllPages<SetupSheet>(apiPaths.setupSheets, { signal }),
  });

export const useSetupSheets = () => useQuery(setupSheetsQueryOptions());

/** Every change to a sheet refreshes the list and the race log, whose entries name the sheets. */
const useSetupSheetMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useInvalidatingMutation([queryKeys.setupSheets.all, queryKeys.raceLog.all], mutationFn);

export const useAddSetupSheet = () =>
  useSetupSheetMutation((input: SetupSheetCreate) =>
    apiRequest<SetupSheet>(apiPaths.setupSheets, { method: 'POST', body: input }),
  );

export const useUpdateSetupSheet = () =>
  useSetupSheetMutation(({ id, patch }: { id: number; patch: SetupSheetPatch }) =>
    apiRequest<SetupSheet>(apiPaths.setupSheet(id), { method: 'PATCH', body: patch }),
  );

export const useRemoveSetupSheet = () =>
  useSetupSheetMutation((id: number) => apiRequest<void>(apiPaths.setupSheet(id), { method: 'DELETE' }));
