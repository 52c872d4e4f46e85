// A race's results and every driver's laps (queryOptions shared in api/liverc.ts).
import { useQuery } from '@tanstack/react-query';
import { raceResultsQueryOptions } from '../../../api/liverc';

export function useRaceResults(url: string | null) {
  return useQuery({ ...raceResultsQueryOptions(url ?? ''), enabled: url !== null });
}
