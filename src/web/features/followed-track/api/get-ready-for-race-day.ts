// 'Get ready for race day': reads ahead, into the query cache (kept on the phone), the racer's own data and the
// followed event's pages (details with heat sheets and entry list, mains, its newest posted races' results),
// each through the query its screen uses, so a screen opened with no signal finds it there.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { carsQueryOptions } from '../../../api/cars';
import {
  eventDetailsQueryOptions,
  eventMainsQueryOptions,
  raceResultsQueryOptions,
} from '../../../api/liverc';
import { myRacesQueryOptions, raceLogDetailsQueryOptions, raceLogQueryOptions } from '../../../api/race-log';
import { rivalsQueryOptions } from '../../../api/rivals';
import { settingsQueryOptions } from '../../../api/settings';
import { setupSheetsQueryOptions } from '../../../api/setup-sheets';
import { currentEventQueryOptions } from '../../../api/timing';
import { tyresQueryOptions } from '../../../api/tyres';
import { hasMains, type ReadyOutcome, racesToStore } from '../race-day-ready';
import { nextRaceQueryOptions } from './get-next-race';

/** Two reads at a time: one tap never floods Pitboard's server or LiveRC behind it. */
const AT_ONCE = 2;
/** A copy read this recently counts as ready: a second tap re-reads only what failed (or has aged). */
const FRESH_MS = 5 * 60_000;

export async function getReadyForRaceDay(
  client: QueryClient,
  onProgress: (done: number, total: number) => void,
): Promise<ReadyOutcome> {
  const limit = pLimit(AT_ONCE);
  const readAt: number[] = [];
  let failed = 0;
  let done = 0;
  let total = 0;

  /** Reads one query into the cache (unless its copy is fresh): its data, or undefined when it failed. */
  const store = async <T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K>,
  ): Promise<T | undefined> => {
    try {
      const data = await limit(() => client.fetchQuery({ ...options, staleTime: FRESH_MS }));
      readAt.push(client.getQueryState(options.queryKey)?.dataUpdatedAt ?? Date.now());
      return data;
    } catch {
      failed += 1;
      return undefined;
    } finally {
      done += 1;
      if (total > 0) onProgress(done, total);
    }
  };
  /** How many of the reads stored their query. */
  const storeAll = async (reads: (() => Promise<unknown>)[]) =>
    (await Promise.all(reads.map((read) => read()))).filter((data) => data !== undefined).length;

  // The event and its page first: what else there is to read is known from them.
  const event = await store(currentEventQueryOptions());
  const eventUrl = event?.eventUrl ?? null;
  const details = eventUrl ? await store(eventDetailsQueryOptions(eventUrl)) : undefined;

  const own = [
    () => store(settingsQueryOptions()),
    () => store(tyresQueryOptions()),
    () => store(raceLogQueryOptions()),
    () => store(raceLogDetailsQueryOptions()),
    () => store(setupSheetsQueryOptions()),
    () => store(carsQueryOptions()),
    () => store(myRacesQueryOptions()),
    () => store(rivalsQueryOptions()),
    () => store(nextRaceQueryOptions()),
  ];
  const pages =
    eventUrl && details
      ? [
          ...(hasMains(details) ? [() => store(eventMainsQueryOptions(eventUrl))] : []),
          ...racesToStore(details).map((url) => () => store(raceResultsQueryOptions(url))),
        ]
      : [];
  total = done + own.length + pages.length;
  onProgress(done, total);
  const [ownStored, pagesStored] = await Promise.all([storeAll(own), storeAll(pages)]);

  return {
    own: { stored: ownStored + (event === undefined ? 0 : 1), asked: own.length + 1 },
    eventPages: pagesStored + (details ? 1 : 0),
    eventName: event?.name ?? null,
    failed,
    asOf: readAt.length > 0 ? Math.min(...readAt) : Date.now(),
  };
}
