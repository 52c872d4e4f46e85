import { type ReactNode, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { MissingAddress } from '../../components/missing-address';
import { PageTitle } from '../../components/page-title';
import { Placeholders, QueryFallback } from '../../components/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useRaceResults } from './api/get-race-results';
import { AssignableRaceResultsTable } from './components/assignable-race-results-table';
import { ExternalButton } from './components/external-button';
import { LapCharts } from './components/lap-charts';
import { LapTimesGrid } from './components/lap-times-grid';
import { RaceCompare } from './components/race-compare';
import { RaceInfo, RaceSummaryCards } from './components/race-summary';

export function RaceResultsPage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const race = useRaceResults(url);
  // The race's title and cards are drawn first; the tables of every lap and the charts follow in a render of
  // their own that React can pause, so a slow phone shows the race sooner and stays answering taps.
  const details = useDeferredValue(race.data);

  if (!url) {
    return (
      <MissingAddress
        title="Race Results"
        message="No race URL provided. Please navigate from the results page."
      />
    );
  }
  const title = params.get('name') || race.data?.raceName || 'Race Results';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <PageTitle>{title}</PageTitle>
          {race.data && <RaceInfo race={race.data} />}
        </div>
        <ExternalButton href={url}>View Source</ExternalButton>
      </div>
      {!race.isSuccess ? (
        <QueryFallback
          query={race}
          loading={<Placeholders blocks={['h-20 w-full', 'h-64 w-full']} />}
          title="Failed to Load Race Results"
          message="Unable to fetch race data from the provided URL"
        />
      ) : race.data.results.length === 0 ? (
        <p className="text-(--muted-foreground)">Results Not Available Yet</p>
      ) : (
        <>
          <RaceSummaryCards race={race.data} />
          {details ? (
            <>
              <TitledSection id="results-title" title="Results">
                <AssignableRaceResultsTable race={details} />
              </TitledSection>
              <TitledSection id="laps-title" title="Lap Times">
                <LapTimesGrid race={details} />
              </TitledSection>
              <TitledSection id="compare-title" title="Compare">
                <RaceCompare race={details} />
              </TitledSection>
              <TitledSection id="charts-title" title="Charts">
                <LapCharts race={details} />
              </TitledSection>
            </>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </>
      )}
    </div>
  );
}

function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
