// The racer's tyre inventory: read by the Inventory screen, the Dashboard's inventory summary and the
// Race Timer (saving laps to a set); changed by the Inventory screen and the Race Timer.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '../../domain/settings';
import {
  type TyreSession,
  type TyreSessionCreate,
  tyreSessionCreateSchema,
} from '../../domain/tyre-sessions';
import {
  type TyreCreate,
  type TyreItem,
  type TyrePatch,
  tyreCreateSchema,
  tyrePatchSchema,
} from '../../domain/tyres';
import { DEFAULT_CURRENCY } from '../../domain/units';
import { apiPaths } from '../config/paths';
import { apiRequest, apiRequestAllPages } from '../lib/api-client';
import { useQueuedWrite } from '../offline/queued-write';
import { addRow, changeRow, removeRow } from '../offline/shown-rows';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const tyresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tyres.list,
    queryFn: ({ signal }) => apiRequest<TyreItem[]>(apiPaths.tyres, { signal }),
  });

export const useTyres = () => useQuery(tyresQueryOptions());

export const tyreSessionsQueryOptions = (tyreId: number) =>
  queryOptions({
    queryKey: queryKeys.tyres.sessions(tyreId),
    queryFn: ({ signal }) => apiRequestAllPages<TyreSession>(apiPaths.tyreSessions(tyreId), { signal }),
  });

/** Every change to a set refreshes the list (totals, laps), the sets' sessions and the race log, whose
 * entries name the sets (a deleted set leaves its entries without it). */
const REFRESHES = [queryKeys.tyres.all, queryKeys.raceLog.all];

const tyreName = (tyre: { brand?: string; treadPattern: string; compound: string }) =>
  `${tyre.brand ?? 'Pro-Line'} ${tyre.treadPattern} ${tyre.compound}`;

const changeSet = (queryClient: QueryClient, id: number, change: (tyre: TyreItem) => TyreItem) =>
  changeRow(queryClient, queryKeys.tyres.list, id, change);

/** A new set as the server will store it: the schema's defaults, the next free set number of its tyre. */
function shownTyre(queryClient: QueryClient, input: TyreCreate, id: number): TyreItem {
  const tyre = tyreCreateSchema.parse(input);
  const sameType = (queryClient.getQueryData<TyreItem[]>(queryKeys.tyres.list) ?? []).filter(
    (other) => tyreName(other) === tyreName(tyre),
  );
  const setNumber = tyre.setNumber ?? Math.max(0, ...sameType.map((other) => other.setNumber)) + 1;
  // A set sent without its currency is priced in the racer's, as the server will store it.
  const currency =
    tyre.currency ?? queryClient.getQueryData<UserSettings>(queryKeys.settings)?.currency ?? DEFAULT_CURRENCY;
  return {
    ...tyre,
    currency,
    id,
    setNumber,
    totalLaps: tyre.lapsEntered,
    createdAt: new Date().toISOString(),
  };
}

export const useAddTyre = () =>
  useQueuedWrite({
    label: (input: TyreCreate) => `Add ${tyreName(input)}`,
    request: (input) => ({ method: 'POST', url: apiPaths.tyres, body: input }),
    refreshes: REFRESHES,
    creates: true,
    apply: (queryClient, input, id) =>
      addRow(queryClient, queryKeys.tyres.list, shownTyre(queryClient, input, id)),
  });

export const useUpdateTyre = () =>
  useQueuedWrite({
    label: ({ patch }: { id: number; patch: TyrePatch }) =>
      `Change ${Object.keys(patch).join(', ')} of a set`,
    request: ({ id, patch }) => ({ method: 'PATCH', url: apiPaths.tyre(id), body: patch }),
    refreshes: REFRESHES,
    apply: (queryClient, { id, patch }) => {
      const changed = tyrePatchSchema.parse(patch);
      return changeSet(queryClient, id, (tyre) => ({
        ...tyre,
        ...changed,
        totalLaps: tyre.totalLaps + (changed.lapsEntered ?? tyre.lapsEntered) - tyre.lapsEntered,
      }));
    },
  });

/** + and −: a change of the count, not a new count, so two phones' taps add up (server: never below 0). */
export const useCountTyre = () =>
  useQueuedWrite({
    label: ({ change }: { id: number; change: number }) => (change > 0 ? 'Add one set' : 'Remove one set'),
    request: ({ id, change }) => ({ method: 'POST', url: apiPaths.tyreCount(id), body: { change } }),
    refreshes: REFRESHES,
    apply: (queryClient, { id, change }) =>
      changeSet(queryClient, id, (tyre) => ({ ...tyre, quantity: Math.max(0, tyre.quantity + change) })),
  });

/** 'Number these sets': a lot of n sets becomes n sets of one, each numbered; answers them by set number. */
export const useNumberSets = () =>
  useInvalidatingMutation(REFRESHES, (id: number) =>
    apiRequest<TyreItem[]>(apiPaths.tyreNumberSets(id), { method: 'POST' }),
  );

export const useRemoveTyre = () =>
  useQueuedWrite({
    label: (_id: number) => 'Delete a set',
    request: (id) => ({ method: 'DELETE', url: apiPaths.tyre(id) }),
    refreshes: REFRESHES,
    apply: (queryClient, id) => removeRow(queryClient, queryKeys.tyres.list, id),
  });

/** Laps saved to a set (the Race Timer, My practice): its total grows at once, the session shows. */
export const useAddTyreSession = () =>
  useQueuedWrite({
    label: ({ session }: { tyreId: number; session: TyreSessionCreate }) =>
      `Save ${session.laps} laps to a set`,
    request: ({ tyreId, session }) => ({ method: 'POST', url: apiPaths.tyreSessions(tyreId), body: session }),
    refreshes: REFRESHES,
    creates: true,
    apply: (queryClient, { tyreId, session }, id) => {
      const parsed = tyreSessionCreateSchema.parse(session);
      const tyre = changeSet(queryClient, tyreId, (set) => ({
        ...set,
        totalLaps: set.totalLaps + parsed.laps,
      }));
      if (!tyre) return undefined;
      const { sourceUrl = null, ...laps } = parsed;
      const shown: TyreSession = {
        ...laps,
        id,
        tireId: tyreId,
        brand: tyre.brand,
        compound: tyre.compound,
        sourceUrl,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<TyreSession[]>(queryKeys.tyres.sessions(tyreId), (sessions) =>
        sessions ? [shown, ...sessions] : sessions,
      );
      return shown;
    },
  });
