import { useSearchParams } from 'react-router';
import type { EventDetails } from '../../../domain/liverc';
import { mainNameParts } from '../../../domain/mains-ladder';
import { FindMyResultsButton } from '../../components/find-my-results-button';
import { BackHeader, MissingAddress } from '../../components/missing-address';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { StatTile } from '../../components/ui/stat-tile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDateRange, formatTimeOfDay } from '../../lib/format';
import { useTabParam } from '../../lib/use-tab-param';
import { useEventDetails } from './api/get-event-details';
import { ExternalButton } from './components/external-button';
import { MainsLadder } from './components/mains-ladder';
import { ParticipantsTable } from './components/participants-table';
import { RaceResultsTable } from './components/race-results-table';
import { RaceSchedule } from './components/race-schedule';

const TABS = ['participants', 'races', 'results', 'mains'] as const;
const FITTING_TAB = 'min-w-0 px-2 py-1 leading-tight whitespace-normal';

export function EventDetailsPage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const event = useEventDetails(url);
  const [tab, selectTab] = useTabParam(TABS, 'results');

  if (!url) {
    return (
      <MissingAddress
        title="Event Details"
        message="No event URL provided. Please navigate from the events page."
      />
    );
  }
  const title = params.get('title') || event.data?.title || 'Event Details';

  return (
    <div className="space-y-4">
      <BackHeader title={title} subtitle="Complete Event Information & Results" />
      {!event.isSuccess ? (
        <QueryFallback
          query={event}
          loading={<Placeholders blocks={['h-20 w-full', 'h-64 w-full']} />}
          title="Unable to load event details"
          message="There was an error loading the event details. Please try again later."
          reasonPrefix="Failed to fetch event details"
        />
      ) : (
        <EventDetailsBody event={event.data} tab={tab} selectTab={selectTab} url={url} />
      )}
    </div>
  );
}

function EventDetailsBody({
  event,
  tab,
  selectTab,
  url,
}: {
  event: EventDetails;
  tab: (typeof TABS)[number];
  selectTab: (tab: string) => void;
  url: string;
}) {
  const { totalParticipants, totalRaces, totalResults } = event.statistics;
  const hasMains = event.raceGroups.some((group) => group.races.some((race) => mainNameParts(race.name)));
  return (
    <>
      {event.description && (
        <Card aria-labelledby="event-description-title" className="space-y-1">
          <h2 id="event-description-title" className="font-semibold">
            Event Description
          </h2>
          <p className="text-sm text-(--muted-foreground)">{event.description}</p>
        </Card>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Participants" value={String(totalParticipants)} />
        <StatTile label="Races" value={String(totalRaces)} />
        <StatTile label="Results" value={String(totalResults)} />
        <StatTile
          label="Event Date"
          value={event.date ? formatDateRange(event.date.start, event.date.end) : '-'}
        />
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList>
          {/* Labels with counts: on a phone each wraps onto two lines rather than run off the bar. */}
          <TabsTrigger value="participants" className={FITTING_TAB}>
            Participants ({totalParticipants})
          </TabsTrigger>
          <TabsTrigger value="races" className={FITTING_TAB}>
            Race Schedule ({totalRaces})
          </TabsTrigger>
          <TabsTrigger value="results" className={FITTING_TAB}>
            Results ({totalResults})
          </TabsTrigger>
          {hasMains && (
            <TabsTrigger value="mains" className={FITTING_TAB}>
              Mains
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="participants">
          <ParticipantsTable classes={event.participants} />
        </TabsContent>
        <TabsContent value="races">
          <RaceSchedule event={event} />
        </TabsContent>
        <TabsContent value="results">
          {event.latestRace && totalResults > 0 ? (
            <div className="space-y-2">
              <h3 className="font-bold">{event.latestRace.raceName}</h3>
              <RaceResultsTable rows={event.latestRace.results} />
            </div>
          ) : (
            <p className="text-(--muted-foreground)">Results Not Available Yet</p>
          )}
        </TabsContent>
        {hasMains && (
          <TabsContent value="mains">
            <MainsLadder eventUrl={url} />
          </TabsContent>
        )}
      </Tabs>
      <footer className="flex flex-wrap items-center justify-between gap-2 text-sm text-(--muted-foreground)">
        <span>Last updated {formatTimeOfDay(event.fetchedAt)}</span>
        <div className="flex flex-wrap gap-2">
          <FindMyResultsButton eventUrl={url} />
          <ExternalButton href={url}>View on LiveRC</ExternalButton>
        </div>
      </footer>
    </>
  );
}
