// A race's results over the current screen, read only once opened; 'Full View' opens the whole page.
import { Maximize2 } from 'lucide-react';
import { Placeholders } from '../../../components/query-state';
import { Dialog } from '../../../components/ui/dialog';
import { raceResultsPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useRaceResults } from '../api/get-race-results';
import { AssignableRaceResultsTable } from './assignable-race-results-table';
import { ExternalButton } from './external-button';
import { RaceInfo } from './race-summary';

type Props = { raceUrl: string; raceName: string; onClose: () => void };

/** Drawn only while open: a closed dialog fetches nothing. */
export function RaceResultDialog({ raceUrl, raceName, onClose }: Props) {
  const race = useRaceResults(raceUrl);
  return (
    // On a phone it takes the screen's whole width, so the results' names have the room they have on the page.
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={raceName}
      wide
      className="max-sm:w-full max-sm:rounded-none"
    >
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <ExternalButton href={raceResultsPath(raceUrl, raceName)} icon={Maximize2}>
            Full View
          </ExternalButton>
          <ExternalButton href={raceUrl}>View on LiveRC</ExternalButton>
        </div>
        {race.isPending ? (
          <Placeholders className="space-y-2" blocks={['h-5 w-2/3', 'h-40 w-full']} />
        ) : race.isError && race.error instanceof ApiError ? (
          <div role="alert" className="rounded-lg border border-yellow-500 bg-yellow-500/10 p-4">
            <p className="font-semibold">Race Results Not Available</p>
            <p className="text-sm">
              This race may not be finished yet, or its results are not published on LiveRC. (
              {race.error.message})
            </p>
          </div>
        ) : race.isError || !race.data || race.data.results.length === 0 ? (
          <div role="alert" className="rounded-lg border border-(--destructive) p-4 text-(--destructive)">
            <p className="font-semibold">Failed to Load Race Results</p>
            <p className="text-sm">Unable to fetch race data from the provided URL</p>
          </div>
        ) : (
          <>
            <RaceInfo race={race.data} />
            <AssignableRaceResultsTable race={race.data} />
          </>
        )}
      </div>
    </Dialog>
  );
}
