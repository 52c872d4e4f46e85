// A race's results and every driver's laps (queryOptions shared in api/liverc.ts).
import { useQuery } from '@tanstack/react-query';
import { raceResultsQueryOptions } from '../../../api/liverc';

// The router's loader still imports it from here.
export { raceResultsQueryOptions };

export function useRaceResults(url: string | null) {
  return useQuery({ ...raceResultsQueryOptions(url ?? ''), enabled: url !== null });
}
