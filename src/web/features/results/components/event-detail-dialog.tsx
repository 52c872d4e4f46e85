// One event of a track's list over the list itself: its figures, read only once opened, and the ways on to
// its full page or LiveRC's, or to My races ('Find my results here'), so a racer looking through events keeps
// their place, search and filters.
import { Link } from 'react-router';
import { FindMyResultsButton } from '../../../components/find-my-results-button';
import { Placeholders } from '../../../components/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StatTile } from '../../../components/ui/stat-tile';
import { eventDetailsPath } from '../../../config/paths';
import { useEventDetails } from '../api/get-event-details';
import { ExternalButton } from './external-button';

type Props = { eventUrl: string; title: string; facts: string[]; onClose: () => void };

/** Drawn only while open: a closed dialog fetches nothing. */
export function EventDetailDialog({ eventUrl, title, facts, onClose }: Props) {
  const event = useEventDetails(eventUrl);
  const figures = event.data?.statistics;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="space-y-4">
        {facts.length > 0 && <p className="text-sm text-(--muted-foreground)">{facts.join(' · ')}</p>}
        {figures ? (
          <div className="grid grid-cols-3 gap-2">
            <StatTile label="Participants" value={figures.totalParticipants} />
            <StatTile label="Races" value={figures.totalRaces} />
            <StatTile label="Results" value={figures.totalResults} />
          </div>
        ) : event.isError ? (
          <p role="alert" className="text-sm text-(--muted-foreground)">
            Its figures could not be read from LiveRC ({event.error.message}).
          </p>
        ) : (
          <Placeholders className="grid grid-cols-3 gap-2" blocks={Array(3).fill('h-16 w-full')} />
        )}
        {/* Each on one line: side by side where they fit, else one above the other. */}
        <div className="flex flex-wrap gap-2">
          <Link
            to={eventDetailsPath(eventUrl, title)}
            className={buttonClasses('primary', 'flex-1 whitespace-nowrap')}
          >
            Open Event Page
          </Link>
          <ExternalButton href={eventUrl} className="flex-1 whitespace-nowrap">
            View on LiveRC
          </ExternalButton>
          <FindMyResultsButton eventUrl={eventUrl} className="w-full" />
        </div>
      </div>
    </Dialog>
  );
}
