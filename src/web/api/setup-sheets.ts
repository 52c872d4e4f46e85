// The racer's setup sheets: read and changed by the Setup Sheet screen, read by the race log (an entry names
// the sheet the car ran).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  carFieldBlanks,
  type SetupSheet,
  type SetupSheetCreate,
  type SetupSheetPatch,
  setupSheetCreateSchema,
  setupSheetPatchSchema,
  todayIsoDate,
} from '../../domain/setup-sheets';
import { apiPaths } from '../config/paths';
import { apiRequestAllPages } from '../lib/api-client';
import { useQueuedWrite } from '../offline/queued-write';
import { addRow, changeRow, removeRow } from '../offline/shown-rows';
import { carsQueryOptions } from './cars';
import { queryKeys } from './query-keys';

/** Every sheet, newest first; the screen filters by track on the phone, without a request per letter. */
export const setupSheetsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.setupSheets.list,
    queryFn: ({ signal }) => apiRequestAllPages<SetupSheet>(apiPaths.setupSheets, { signal }),
  });

export const useSetupSheets = () => useQuery(setupSheetsQueryOptions());

/** Every change to a sheet refreshes the list and the race log, whose entries name the sheets. */
const REFRESHES = [queryKeys.setupSheets.all, queryKeys.raceLog.all];

const sheetName = (sheet: { name?: string | null | undefined; track?: string | null | undefined }) =>
  sheet.name || sheet.track || 'a setup sheet';

export const useAddSetupSheet = () =>
  useQueuedWrite({
    label: (input: SetupSheetCreate) => `Save ${sheetName(input)}`,
    request: (input) => ({ method: 'POST', url: apiPaths.setupSheets, body: input }),
    refreshes: REFRESHES,
    creates: true,
    apply: (queryClient, input, id) => {
      const { carId, ...parsed } = setupSheetCreateSchema.parse(input);
      // Shown on its car as the server will put it: a sheet without one goes to the first Agama car.
      const cars = queryClient.getQueryData(carsQueryOptions().queryKey) ?? [];
      const car =
        carId === undefined
          ? cars.filter((each) => each.template === 'agama-8').sort((a, b) => a.id - b.id)[0]
          : cars.find((each) => each.id === carId);
      const template = car?.template ?? 'agama-8';
      const now = new Date();
      const sheet: SetupSheet = {
        ...carFieldBlanks(template),
        ...parsed,
        carId: car?.id ?? carId ?? 0,
        template,
        date: parsed.date ?? todayIsoDate(now),
        id,
        createdAt: now.toISOString(),
      };
      // Newest first, as the server lists them.
      return addRow(queryClient, queryKeys.setupSheets.list, sheet, true);
    },
  });

export const useUpdateSetupSheet = () =>
  useQueuedWrite({
    label: ({ patch }: { id: number; patch: SetupSheetPatch }) =>
      `Change ${Object.keys(patch).length} fields of a setup sheet`,
    request: ({ id, patch }) => ({ method: 'PATCH', url: apiPaths.setupSheet(id), body: patch }),
    refreshes: REFRESHES,
    apply: (queryClient, { id, patch }) => {
      const changed = setupSheetPatchSchema.parse(patch);
      return changeRow<SetupSheet>(queryClient, queryKeys.setupSheets.list, id, (sheet) => ({
        ...sheet,
        ...changed,
      }));
    },
  });

export const useRemoveSetupSheet = () =>
  useQueuedWrite({
    label: (_id: number) => 'Delete a setup sheet',
    request: (id) => ({ method: 'DELETE', url: apiPaths.setupSheet(id) }),
    refreshes: REFRESHES,
    apply: (queryClient, id) => removeRow(queryClient, queryKeys.setupSheets.list, id),
  });
